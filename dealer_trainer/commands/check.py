"""The ``dealer-trainer check`` command: grade a pot build (and an award) without the window."""

from __future__ import annotations

import argparse
import json
from collections.abc import Mapping
from typing import Any

from dealer_trainer.commands.calls import (
    calls_dict,
    calls_output,
    calls_text,
    grade,
    showdown_of_drill,
    showdown_of_scenario,
)
from dealer_trainer.commands.chip_drills import cmd_chip_check
from dealer_trainer.commands.common import InputError, add_profile_option, emit, read_json, read_profile
from dealer_trainer.drills.award_checking import (
    AwardCheck,
    AwardPush,
    award_settlement,
    awarded,
    check_award,
)
from dealer_trainer.drills.checking import (
    DEAD,
    Build,
    BuildCheck,
    BuildPot,
    check_build,
    mistakes_heading,
)
from dealer_trainer.drills.chip_drills import is_chip_code
from dealer_trainer.drills.errors import DrillError, describe
from dealer_trainer.drills.files import DrillSet, load_drill_set
from dealer_trainer.drills.hilo_checking import HALVES, half_english
from dealer_trainer.drills.models import Drill, DrillSeat, Stakes
from dealer_trainer.drills.piles import pile_title, run_pile
from dealer_trainer.drills.showdown_drills import drill_from_code
from dealer_trainer.drills.streets import StreetDrill, is_street_code, street_drill_from_code
from dealer_trainer.engine import PotError
from dealer_trainer.engine.chips import CASH_CHIPS, break_down
from dealer_trainer.engine.house_rules import AWARD_RULES, add_options, option_values, with_rules
from dealer_trainer.engine.room_profiles import layered
from dealer_trainer.engine.scenario import scenario_from_dict
from dealer_trainer.engine.showdown import Game
from dealer_trainer.i18n import _, ngettext
from dealer_trainer.wording.explain import error_message, pot_title

EXIT_RIGHT, EXIT_WRONG = 0, 1

#: The word ``from`` and ``left`` use for dead money (no seat may be called that).
DEAD_KEY = "dead"


def drill_from_scenario(data: Any, where: str) -> Drill:
    """A drill of plain chips (no money symbol) for a ``pots`` scenario.

    Raises:
        InputError: the scenario is not valid (the ``pots`` command's one-line message), or a
            seat is named ``dead``.
    """
    try:
        scenario = scenario_from_dict(data)
    except PotError as exc:
        raise InputError(f"{where}: {error_message(exc)}") from None
    hand = scenario.hand
    if DEAD_KEY in hand.seats:
        raise InputError(
            _("{where}: seats: no seat may be called {name!r} (it names dead money in a build)").format(
                where=where, name=DEAD_KEY
            )
        )
    all_in = set(hand.all_in or ())
    hole = data.get("hole") or {}
    seats = tuple(
        DrillSeat(
            name,
            "",
            0,
            hand.contributions.get(name, 0),
            break_down(hand.contributions.get(name, 0), CASH_CHIPS),
            name in hand.folded,
            name in all_in,
            hole.get(name, "") if isinstance(hole, Mapping) else "",
        )
        for name in hand.seats
    )
    try:
        drill = Drill(
            "",
            0,
            "scenario",
            Stakes("cash", 0, 0, symbol=""),
            "cash",
            seats,
            hand.button or hand.seats[0],
            dead=hand.dead,
            dead_chips=break_down(hand.dead, CASH_CHIPS),
            unit=hand.unit,
            board=data.get("board", "") if isinstance(data.get("board", ""), str) else "",
            game=Game.OMAHA
            if scenario.game == Game.OMAHA or data.get("game") == "omaha-hilo"
            else Game.HOLDEM,
        )
    except PotError as exc:
        raise InputError(f"{where}: {error_message(exc)}") from None
    return drill.with_ranking(scenario)  # the ranking as given, cards or not


def _load_drill(args: argparse.Namespace) -> tuple[Drill, dict[str, Any]]:
    drill, rules = _read_drill(args)
    for seat in drill.seats:
        if seat.name in (DEAD_KEY, DEAD):
            raise InputError(
                _("seats: no seat may be called {name!r} (it names dead money in a build)").format(
                    name=seat.name
                )
            )
    return drill, rules


def _read_drill(args: argparse.Namespace) -> tuple[Drill, dict[str, Any]]:
    given = [o for o in ("code", "file", "scenario") if getattr(args, o) is not None]
    if [args.scenario, args.build, args.award].count("-") > 1:
        raise InputError(_("only one input can be standard input (-); give the others as files"))
    if len(given) != 1:
        raise InputError(_("give exactly one of --code, --file and --scenario"))
    if args.index is not None and args.file is None:
        raise InputError(_("--index picks a drill of --file; give --file too"))
    try:
        if args.street is not None and args.file is None:
            return _street_round(args), {}
        if args.code is not None:
            return drill_from_code(args.code), {}
        if args.file is not None:
            drill_set = load_drill_set(args.file)
            drills = drill_set.entries
            index = 0 if args.index is None else args.index
            if not drills:
                raise InputError(_("{file}: the drill set is empty").format(file=args.file))
            if not 0 <= index < len(drills):
                raise InputError(
                    _("{file}: --index {index} is not between 0 and {last}").format(
                        file=args.file, index=index, last=len(drills) - 1
                    )
                )
            entry = drills[index]
            if isinstance(entry, StreetDrill):  # a street-by-street hand: a pull-in, the last by default
                if args.street is None:
                    return entry.final_drill(), _given(drill_set)
                name = _("{file} drill {index}").format(file=args.file, index=index)
                return _street_round(args, entry, name), _given(drill_set)
            if not isinstance(entry, Drill):  # a chip drill: graded on its answer, by its code
                raise InputError(
                    _(
                        "{file}: drill {index} is a chip drill: "
                        "check it with --code {code} --answer-json FILE"
                    ).format(file=args.file, index=index, code=entry.code)
                )
            if args.street is not None:
                raise InputError(
                    _(
                        "{file}: --street grades a pull-in of a street-by-street hand; "
                        "drill {index} is a pot drill"
                    ).format(file=args.file, index=index)
                )
            return entry, _given(drill_set)
    except DrillError as exc:
        where = f"{args.file}: " if args.file else ""
        raise InputError(where + describe(exc)) from None
    from dealer_trainer.commands.pots import with_profile

    data = with_profile(read_json(args.scenario), read_profile(args))
    return drill_from_scenario(data, args.scenario), {}


def _given(drill_set: DrillSet) -> dict[str, Any]:
    """rule key -> engine value of each award rule the drill file names in its ``house_rules``."""
    rules = drill_set.house_rules
    return {key: getattr(rules, key) for key in drill_set.house_rules_given} if rules else {}


def _street_round(args: argparse.Namespace, sd: StreetDrill | None = None, name: str = "") -> Drill:
    """``check --code T2-… --street N`` (or a street-by-street hand ``sd`` of ``--file``, called
    ``name``): the pull-in at the end of betting round ``N`` (1 = pre-flop) as a drill: its
    totals to that point, the earlier streets' chips in the pots.

    Raises:
        InputError: no street drill, or no such round in the hand.
    """
    if sd is None:
        if args.code is None or not is_street_code(args.code):
            raise InputError(
                _(
                    "--street grades a pull-in of a street drill: give --code T1-… "
                    "(or a street hand's --file) too"
                )
            )
        sd, name = street_drill_from_code(args.code), args.code
    rounds = sd.rounds
    if not 1 <= args.street <= len(rounds):
        raise InputError(
            ngettext(
                "--street {street}: the hand of {code} has {count} betting round",
                "--street {street}: the hand of {code} has {count} betting rounds (1 = pre-flop)",
                len(rounds),
            ).format(street=args.street, code=name, count=len(rounds))
        )
    return rounds[args.street - 1].after


def _amount(value: Any, where: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise InputError(
            _("{where}: {value!r} is not a whole number of chips").format(where=where, value=value)
        )
    if value < 0:
        raise InputError(
            _("{where}: {value!r} is negative; chips cannot be below 0").format(where=where, value=value)
        )
    if value > 10**15:
        raise InputError(
            _("{where}: {value!r} is larger than any pot can be").format(where=where, value=value)
        )
    return value


def _seat_map(data: Any, where: str, seats: tuple[str, ...], dead_ok: bool) -> dict[str, int]:
    if not isinstance(data, Mapping):
        raise InputError(_("{where}: must be an object of seat -> chips").format(where=where))
    out: dict[str, int] = {}
    for key, value in data.items():
        if key == DEAD_KEY and dead_ok:
            out[DEAD] = _amount(value, f"{where}.{key}")
        elif key in seats:
            out[key] = _amount(value, f"{where}.{key}")
        else:
            known = (
                _("{seats} or {dead!r}").format(seats=", ".join(seats), dead=DEAD_KEY)
                if dead_ok
                else ", ".join(seats)
            )
            raise InputError(
                _("{where}: {key!r} is not one of the seats ({known})").format(
                    where=where, key=key, known=known
                )
            )
    return out


def read_build(data: Any, drill: Drill, where: str) -> Build:
    """A :class:`Build` from the ``check --build`` JSON (see README), chips conserved.

    Raises:
        InputError: a field of the wrong shape, an unknown seat, a negative amount, a pot whose
            ``from`` does not add up to its amount, or a table that does not hold every chip
            of the hand (the difference is named).
    """
    if not isinstance(data, Mapping):
        raise InputError(
            _("{where}: a build must be a JSON object with 'pots', 'returned' and 'left'").format(where=where)
        )
    unknown = sorted(set(data) - {"pots", "returned", "left", "rake", "jackpot"})
    if unknown:
        raise InputError(
            _("{where}: {key!r} is not part of a build (pots, returned, left)").format(
                where=where, key=unknown[0]
            )
        )
    seats = tuple(s.name for s in drill.seats)
    pots_data = data.get("pots", [])
    if not isinstance(pots_data, list):
        raise InputError(_("{where}: pots: must be a list, main pot first").format(where=where))
    pots: list[BuildPot] = []
    for i, pot in enumerate(pots_data):
        spot = f"{where}: pots[{i}]"
        if not isinstance(pot, Mapping) or "amount" not in pot or set(pot) - {"amount", "from"}:
            raise InputError(
                _("{where}: must be an object with 'amount' and, optionally, 'from'").format(where=spot)
            )
        amount = _amount(pot["amount"], f"{spot}.amount")
        origins = None
        if "from" in pot:
            origins = _seat_map(pot["from"], f"{spot}.from", seats, dead_ok=True)
            if sum(origins.values()) != amount:
                raise InputError(
                    _("{where}: 'from' adds up to {total}, not the amount {amount}").format(
                        where=spot,
                        total=drill.stakes.format(sum(origins.values())),
                        amount=drill.stakes.format(amount),
                    )
                )
        pots.append(BuildPot(amount, origins))
    returned = _seat_map(data.get("returned", {}), f"{where}: returned", seats, dead_ok=False)
    left = _seat_map(data.get("left", {}), f"{where}: left", seats, dead_ok=True)
    rake = _amount(data.get("rake", 0), f"{where}: rake")
    jackpot = _amount(data.get("jackpot", 0), f"{where}: jackpot")
    build = Build(tuple(pots), returned, left, rake, jackpot)
    _check_owners(build, drill, where)
    total = sum(s.committed for s in drill.seats) + drill.dead
    if build.total != total:
        diff = build.total - total
        f = drill.stakes.format
        if "rake" in data or "jackpot" in data:  # formats.md §5: piles + rake + jackpot + returned + left
            text = (
                _(
                    "{where}: the piles, the rake, the jackpot drop, returns and chips left hold {build}, "
                    "but the hand has {hand} (contributions plus dead money): {difference} too many"
                )
                if diff > 0
                else _(
                    "{where}: the piles, the rake, the jackpot drop, returns and chips left hold {build}, "
                    "but the hand has {hand} (contributions plus dead money): {difference} missing"
                )
            )
        else:
            text = (
                _(
                    "{where}: the piles, returns and chips left hold {build}, but the hand has {hand} "
                    "(contributions plus dead money): {difference} too many"
                )
                if diff > 0
                else _(
                    "{where}: the piles, returns and chips left hold {build}, but the hand has {hand} "
                    "(contributions plus dead money): {difference} missing"
                )
            )
        raise InputError(
            text.format(where=where, build=f(build.total), hand=f(total), difference=f(abs(diff)))
        )
    return build


def _check_owners(build: Build, drill: Drill, where: str) -> None:
    """Nobody's chips are more than they put in: chips left in front of a seat, plus that seat's
    chips named in ``from``, are at most its contribution (dead money likewise).

    Raises:
        InputError: naming the seat and the amounts.
    """
    f = drill.stakes.format
    owned = {s.name: s.committed for s in drill.seats} | {DEAD: drill.dead}
    for owner, own in owned.items():
        named = build.left.get(owner, 0) + sum((p.origins or {}).get(owner, 0) for p in build.pots)
        if named > own and owner == DEAD:
            raise InputError(
                _(
                    "{where}: {named} of dead money is named (in 'from' and 'left'), but the hand has {own}"
                ).format(where=where, named=f(named), own=f(own))
            )
        if named > own:
            raise InputError(
                _(
                    "{where}: {named} of {owner}'s chips are named (in 'from' and 'left'), but {owner} put "
                    "in "
                    "only {own}"
                ).format(where=where, named=f(named), owner=owner, own=f(own))
            )


def read_award(data: Any, drill: Drill, where: str, pots: int) -> list[AwardPush]:
    """The pushes of ``check --award`` JSON, in the order pushed.

    Raises:
        InputError: a field of the wrong shape, an unknown seat or pot, a negative amount.
    """
    if not isinstance(data, Mapping) or set(data) != {"pushes"} or not isinstance(data["pushes"], list):
        raise InputError(_("{where}: an award must be a JSON object {{'pushes': [...]}}").format(where=where))
    seats = tuple(s.name for s in drill.seats)
    settlement = drill.settlement()
    out: list[AwardPush] = []
    for i, push in enumerate(data["pushes"]):
        spot = f"{where}: pushes[{i}]"
        if not isinstance(push, Mapping) or not {"pot", "to"} <= set(push) <= {"pot", "to", "run", "half"}:
            raise InputError(
                _("{where}: must be an object with 'pot' (0 = main pot) and 'to'").format(where=spot)
            )
        pot = push["pot"]
        if isinstance(pot, bool) or not isinstance(pot, int) or not 0 <= pot < pots:
            raise InputError(
                _("{where}.pot: {pot!r} is not a pot of this hand (0 to {last})").format(
                    where=spot, pot=pot, last=pots - 1
                )
            )
        run = _run(push, spot, settlement.runs)
        half = _half(push, spot, drill, run, settlement.runs)
        for seat, chips in _seat_map(push["to"], f"{spot}.to", seats, dead_ok=False).items():
            out.append(AwardPush(pot, seat, chips, run, half))
    left = awarded(settlement)
    for index, pot in enumerate(settlement.pots):
        pushed = sum(p.chips for p in out if p.pot == index)
        if pushed > left[index]:
            f = drill.stakes.format
            raise InputError(
                _(
                    "{where}: {pushed} pushed from {pot}, which holds only {amount} (chips cannot be created)"
                ).format(where=where, pushed=f(pushed), pot=pot_title(pot.index), amount=f(left[index]))
            )
        if len({p.run is None for p in out if p.pot == index}) > 1:
            raise InputError(
                _(
                    "{where}: {pot} is pushed both by run and whole: name the run in every push of it, "
                    "or in none"
                ).format(where=where, pot=pot_title(pot.index))
            )
        for run in {p.run for p in out if p.pot == index}:
            if len({p.half is None for p in out if p.pot == index and p.run == run}) > 1:
                raise InputError(
                    _(
                        "{where}: {pot} is pushed both by half and whole: name the half in every push "
                        "of it, or in none"
                    ).format(where=where, pot=pot_title(pot.index))
                )
    return out


def _half(push: Mapping[str, Any], where: str, drill: Drill, run: int | None, runs: int) -> str | None:
    """A push's ``"half"`` (``"high"`` or ``"low"``), or None when it names none (formats.md §5).

    Raises:
        InputError: not a half, a half in a game that is not hi-lo, a half without its run when
            the board was run more than once.
    """
    half = push.get("half")
    if half is None:
        return None
    variant = drill.scenario().variant
    if variant is None or not variant.hilo:
        raise InputError(
            _("{where}.half: only hi-lo games (omaha-hilo, stud-hilo) have halves: leave out 'half'").format(
                where=where
            )
        )
    if half not in HALVES:
        raise InputError(_("{where}.half: {half!r} is not 'high' or 'low'").format(where=where, half=half))
    if runs > 1 and run is None:
        raise InputError(
            _("{where}.half: the board was run {runs} times: name the run of the half too").format(
                where=where, runs=runs
            )
        )
    return str(half)


def _run(push: Mapping[str, Any], where: str, runs: int) -> int | None:
    """A push's ``"run"`` (1 to the hand's runs), or None when it names none.

    Raises:
        InputError: not a run of this hand (or the board was run once).
    """
    run = push.get("run")
    if run is None:
        return None
    if runs == 1:
        raise InputError(_("{where}.run: the board was run once: leave out 'run'").format(where=where))
    if isinstance(run, bool) or not isinstance(run, int) or not 1 <= run <= runs:
        raise InputError(
            _("{where}.run: {run!r} is not a run of this hand (1 to {runs})").format(
                where=where, run=run, runs=runs
            )
        )
    return run


def build_text(check: BuildCheck, money: Any) -> str:
    """The verdict, each diagnosis (fix, rule) and each pile, as the window shows them."""
    out: list[str] = []
    if check.correct:
        out.append(_("Every pile is right."))
    else:
        out.append(mistakes_heading(len(check.mistakes)))
        for m in check.mistakes:
            out += [
                f"✘ {m.message}",
                "  " + _("Fix: {fix}").format(fix=m.fix),
                "  " + _("Rule: {rule}").format(rule=m.rule),
            ]
    out.append("")
    for v in check.verdicts:
        if v.correct:
            out.append(_("✔ {pile}: {amount}").format(pile=v.name, amount=money(v.actual)))
        else:
            out.append(
                _("✘ {pile}: {amount}, should be {expected}").format(
                    pile=v.name, amount=money(v.actual), expected=money(v.expected)
                )
            )
    return "\n".join(out)


def award_text(check: AwardCheck, money: Any) -> str:
    """The award's verdict and each problem with its fix and rule."""
    out = [_("Every pot went to the right players, in order.") if check.correct else ""]
    if not check.correct:
        out[0] = mistakes_heading(len(check.problems))
        for p in check.problems:
            out += [
                f"✘ {p.message}",
                "  " + _("Fix: {fix}").format(fix=p.fix),
                "  " + _("Rule: {rule}").format(rule=p.rule),
            ]
    return "\n".join(out)


def award_dict(check: AwardCheck, pushes: list[AwardPush]) -> dict[str, Any]:
    """The ``check --award --json`` shape; a hi-lo pot pushed by half has a pile per half
    (``"Main pot, run 2, low half"``), pushed whole one pile for the pot (or the run's part)."""
    given: dict[tuple[int, int | None, str | None], dict[str, int]] = {}
    for push in pushes:
        for key in {(push.pot, None, None), (push.pot, push.run, None), (push.pot, push.run, push.half)}:
            pot = given.setdefault(key, {})
            pot[push.seat] = pot.get(push.seat, 0) + push.chips
    by_half = {(p.pot, p.run) for p in pushes if p.half is not None}
    verdicts = check.pot_verdicts()
    piles: dict[tuple[int, int | None, str | None], dict[str, Any]] = {}
    for a in check.awards:
        half = a.half if (a.pot.index, a.run) in by_half and a.half != "both" else None
        key = (a.pot.index, a.run, half)
        pile = piles.setdefault(
            key,
            {
                "name": half_english(pile_title(run_pile(a.pot.index, a.run), "english"), half),
                "to": given.get(key, {}),
                "should_be": {},
                "correct": verdicts.get(a.pot.index, False),
            },
        )
        for seat, chips in a.to.items():
            pile["should_be"][seat] = pile["should_be"].get(seat, 0) + chips
    return {
        "correct": check.correct,
        "mistakes": [
            {
                "code": p.code,
                "piles": [half_english(pile_title(run_pile(p.pot, p.run), "english"), p.half)],
                "message": p.message,
                "fix": p.fix,
                "rule": p.rule,
            }
            for p in check.problems
        ],
        "piles": list(piles.values()),
    }


def cmd_check(args: argparse.Namespace) -> int:
    """``dealer-trainer check``: exit 0 when right, 1 when wrong, 2 on bad input; with
    ``--calls`` and no ``--build``, the calls of the hands only (:mod:`.calls`); a chip drill's
    answer with ``--answer-json``."""
    if args.answer_json is not None or is_chip_code(args.code):  # a chip drill's answer
        return cmd_chip_check(args)
    if args.build is None:
        if args.calls is None:
            raise InputError(
                _(
                    "give --build (a pot build to grade), --calls (the hands' calls), or both "
                    "(or a chip drill's answer with --answer-json)"
                )
            )
        return _calls_only(args)
    drill, stored = _load_drill(args)
    try:
        drill.settlement()
    except PotError as exc:
        raise InputError(error_message(exc)) from None
    build = read_build(read_json(args.build), drill, args.build)
    check = check_build(drill, build)
    money = drill.stakes.format
    if args.calls is not None:  # the build, then the calls of the hands
        verdicts = grade(showdown_of_drill(drill), args.calls)
        right = check.correct and all(v.code is None for v in verdicts)
        if args.json:
            emit(json.dumps(check.to_dict() | {"calls": calls_dict(verdicts)}, indent=2, ensure_ascii=False))
        else:
            emit(build_text(check, money) + "\n\n" + calls_text(verdicts))
        return EXIT_RIGHT if right else EXIT_WRONG
    if args.award is None or not check.correct:
        emit(
            json.dumps(check.to_dict(), indent=2, ensure_ascii=False)
            if args.json
            else build_text(check, money)
        )
        return EXIT_RIGHT if check.correct else EXIT_WRONG
    rules = with_rules(layered(stored, option_values(args, AWARD_RULES), read_profile(args), AWARD_RULES))
    try:
        if award_settlement(drill, rules).payouts is None:
            raise InputError(_("the hands are not known (no ranking, or no cards): nothing to award"))
        pushes = read_award(read_json(args.award), drill, args.award, len(drill.settlement().pots))
        award = check_award(drill, pushes, rules)
    except PotError as exc:
        raise InputError(error_message(exc)) from None
    emit(
        json.dumps(award_dict(award, pushes), indent=2, ensure_ascii=False)
        if args.json
        else award_text(award, money)
    )
    return EXIT_RIGHT if award.correct else EXIT_WRONG


def _calls_only(args: argparse.Namespace) -> int:
    """``check --calls`` without ``--build``: a scenario's showdown is read from its JSON (hi-lo
    and stud games too), a drill's from its cards."""
    if args.scenario is not None and args.code is None and args.file is None:
        from dealer_trainer.commands.pots import with_profile

        show = showdown_of_scenario(with_profile(read_json(args.scenario), read_profile(args)), args.scenario)
    else:
        show = showdown_of_drill(_load_drill(args)[0])
    verdicts = grade(show, args.calls)
    emit(calls_output(verdicts, args.json))
    return EXIT_RIGHT if all(v.code is None for v in verdicts) else EXIT_WRONG


def register(sub: Any) -> None:
    """Add ``check`` to the ``dealer-trainer`` subcommands."""
    p = sub.add_parser(
        "check",
        help=_("grade a pot build (and an award) without the window"),
        description=_("Grade a build: exit 0 when right, 1 when wrong, 2 on bad input."),
    )
    p.add_argument("--code", help=_("the drill of a drill code such as L3-7K2Q9X"))
    p.add_argument("--file", help=_("a drill file (drill set)"))
    p.add_argument("--index", type=int, help=_("with --file: drill number INDEX (from 0; default 0)"))
    p.add_argument("--scenario", help=_("a scenario in the pots format (FILE, or - for stdin)"))
    p.add_argument(
        "--street",
        type=int,
        help=_(
            "with a street drill's --code, or a street-by-street hand of --file: grade the pull-in of "
            "betting round N (1 = pre-flop; default with --file: the last)"
        ),
    )
    p.add_argument("--build", help=_("the build as JSON: pots, returned, left"))
    p.add_argument(
        "--answer-json",
        help=_("a chip drill's answer as JSON (FILE, or - for stdin), such as {example}").format(
            example='{"total": 1375}'
        ),
    )
    p.add_argument("--award", help=_("the pushes at showdown as JSON (graded when the build is right)"))
    p.add_argument(
        "--calls",
        help=_(
            "the calls of the hands at showdown as JSON, seat -> call ('pair of kings'; hi-lo: "
            '{"high": ..., "low": ...}); --build is then optional'
        ),
    )
    p.add_argument("--json", action="store_true", help=_("print machine-readable JSON"))
    add_options(p, "check")  # the house rules: the drill file's, else the options, else the profile's
    add_profile_option(
        p,
        _(
            "check uses its award_order and odd_chip_unit, and with --scenario its rake, jackpot, "
            "rake_from and the run-it-twice rules (runs_allowed, runs_players, runs_in_tournaments)."
        ),
    )
    p.set_defaults(func=cmd_check)
