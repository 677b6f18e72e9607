"""The ``dealer-trainer drill`` command: print a drill as the dealer sees it, or write a drill set."""

from __future__ import annotations

import argparse
import json
import os
import random
import sys
from typing import Any

from dealer_trainer.commands.chip_drills import KIND_CHOICES, cmd_chip_drill
from dealer_trainer.commands.common import InputError, emit, render_table
from dealer_trainer.drills.checking.drops import room_lines
from dealer_trainer.drills.chip_drills import is_chip_code
from dealer_trainer.drills.codes import (
    SEED_SPACE,
    decode_showdown,
    decode_version,
    is_calls_code,
    is_hilo_code,
    is_level_code,
    is_showdown_code,
    seed_option_problem,
)
from dealer_trainer.drills.errors import DrillError, describe
from dealer_trainer.drills.file_output import refuse_output_among_inputs
from dealer_trainer.drills.files import (
    DrillSet,
    drill_to_dict,
    entry_to_dict,
    load_drill_set,
    save_drill,
    save_drill_set,
)
from dealer_trainer.drills.generator import drill_for_seed, drill_with_actions, new_drill
from dealer_trainer.drills.models import Drill
from dealer_trainer.drills.showdown_drills import OUTCOMES, showdown_for_seed
from dealer_trainer.drills.showdown_drills import drill_from_code as showdown_drill_from_code
from dealer_trainer.drills.streets import (
    STREET_LEVELS,
    StreetDrill,
    is_street_code,
    street_drill_for_seed,
)
from dealer_trainer.drills.streets_text import street_drill_text
from dealer_trainer.engine import Game
from dealer_trainer.engine.house_rules import add_options
from dealer_trainer.i18n import N_, _, ngettext, os_reason
from dealer_trainer.wording.explain import award_line, pot_sentence, returned_sentence

#: Most drills one ``drill --count`` makes (a class set is a few dozen; each drill is kept in memory).
MAX_COUNT = 1000

#: Why ``--actions`` cannot tell how a drill's hand went.
NO_ACTIONS = N_("actions are only known for generated drills that were not edited")


def chips_text(chips: dict[int, int] | Any, drill: Drill) -> str:
    """Physical chips, biggest first: ``"1×$100 3×$25"``."""
    return " ".join(f"{n}×{drill.stakes.format(v)}" for v, n in sorted(chips.items(), reverse=True) if n)


def drill_text(drill: Drill) -> str:
    """The table as the dealer sees it before building the pots."""
    f = drill.stakes.format
    head = [drill.code or drill.title, drill.title if drill.code else "", drill.stakes.label()]
    head += [
        ngettext("{count} seat", "{count} seats", len(drill.seats)).format(count=len(drill.seats)),
        _("button {seat}").format(seat=drill.button),
    ]
    rows = []
    for number, seat in enumerate(drill.seats, 1):
        state = _("folded") if seat.folded else _("ALL-IN") if seat.all_in else ""
        cards = " ".join(seat.hole[i : i + 2] for i in range(0, len(seat.hole), 2))
        rows.append(
            [
                str(number),
                seat.name,
                seat.position,
                f(seat.stack),
                f(seat.committed),
                chips_text(seat.chips, drill),
                state,
                cards,
            ]
        )
    out = [" · ".join(p for p in head if p), ""]
    header = [_("Seat"), _("Name"), _("Pos"), _("Behind"), _("In front"), _("Chips"), _("State"), _("Cards")]
    out.append(render_table(rows, header))
    if drill.dead:
        out.append(
            "\n"
            + _("Dead money in the middle: {amount} ({chips})").format(
                amount=f(drill.dead), chips=chips_text(drill.dead_chips, drill)
            )
        )
    for run, cards in enumerate(drill.boards, 1):  # the board run more than once: one per run
        board = " ".join(cards[i : i + 2] for i in range(0, len(cards), 2))
        out.append(_("Board, run {run}: {cards}").format(run=run, cards=board))
    if drill.board and not drill.boards:
        board = " ".join(drill.board[i : i + 2] for i in range(0, len(drill.board), 2))
        out.append(_("Board: {cards}").format(cards=board))
    out.append(_("Smallest chip in play: {amount}").format(amount=f(drill.unit)))
    out += room_lines(drill)
    if drill.notes:
        out.append(f"\n{drill.notes}")
    return "\n".join(out)


def answer_text(drill: Drill) -> str:
    """The engine's answer: pots with the dealer's arithmetic, the uncalled bet, the awards."""
    stakes = drill.stakes
    settlement = drill.settlement()
    scale, symbol = stakes.scale, stakes.symbol
    out = [_("Answer:")]
    out += [f"  {pot_sentence(pot, scale, symbol)}" for pot in settlement.pots]
    if settlement.returned:
        out.append(f"  {returned_sentence(settlement.returned, scale, symbol)}")
    if drill.has_drop:
        from dealer_trainer.drills.checking.drops import jackpot_reason, rake_reason

        room, total = drill.scenario().money, sum(p.amount for p in settlement.pots)
        out.append(
            "  "
            + _("Rake {amount}: {reason}").format(
                amount=stakes.format(settlement.rake),
                reason=rake_reason(room, total, drill.unit, stakes.format),
            )
        )
        if drill.jackpot is not None:
            out.append(
                "  "
                + _("Jackpot drop {amount}: {reason}").format(
                    amount=stakes.format(settlement.jackpot),
                    reason=jackpot_reason(room, total, stakes.format),
                )
            )
    if settlement.payouts is not None and settlement.awards:
        out.append(_("Award (in dealer order):"))
        out += ["  " + award_line(award, stakes.format) for award in settlement.awards]
    return "\n".join(out)


_FORCED = {  # looked up with _() when shown
    "ante": N_("{seat} antes {amount}"),
    "small_blind": N_("{seat} posts the small blind {amount}"),
    "big_blind": N_("{seat} posts the big blind {amount}"),
    "big_blind_ante": N_("{seat} posts the big-blind ante {amount}"),
    "missed_big_blind": N_("{seat} posts a missed big blind {amount}"),
    "dead_small_blind": N_("{seat} posts a dead small blind {amount}"),
}
_STREETS = {"preflop": N_("Preflop:"), "flop": N_("Flop:"), "turn": N_("Turn:"), "river": N_("River:")}
_ACTS = {"fold": N_("{seat} folds"), "check": N_("{seat} checks")}


def actions_text(drill: Drill) -> str:
    """How the hand of a generated drill went, street by street (empty for other drills).

    The hand is replayed from the drill's code, so the drill must be exactly the one the
    code makes (its title and notes aside).

    Raises:
        InputError: the code makes another drill (the file was edited, or the code replaced).
    """
    if not drill.code or not is_level_code(drill.code):
        return ""  # a showdown drill's hand was not played out
    level, seed, version = decode_version(drill.code)
    regenerated, actions = drill_with_actions(level, seed, version)
    if _table(regenerated) != _table(drill):
        raise InputError(f"{drill.code}: {_(NO_ACTIONS)}")
    f = drill.stakes.format
    behind = {s.name: s.stack + sum(a[3] for a in actions if a[1] == s.name) for s in drill.seats}
    out = [_("How the hand went:")]
    street_bet: dict[str, int] = {}
    street = ""
    for this_street, seat, kind, chips in actions:
        if this_street != street:
            street, street_bet = this_street, {}
            out.append("  " + (_(_STREETS[street]) if street in _STREETS else f"{street.capitalize()}:"))
        behind[seat] -= chips
        if kind not in ("ante", "big_blind_ante", "dead_small_blind"):
            street_bet[seat] = street_bet.get(seat, 0) + chips
        all_in = bool(chips and behind[seat] == 0)
        if kind in _FORCED:
            text = _(_FORCED[kind])
        elif kind == "raise":
            facing = max((v for k, v in street_bet.items() if k != seat), default=0)
            if facing:
                text = _("{seat} raises to {amount} (all-in)") if all_in else _("{seat} raises to {amount}")
                chips = street_bet[seat]
            else:
                text = _("{seat} bets {amount} (all-in)") if all_in else _("{seat} bets {amount}")
        elif kind == "call":
            text = _("{seat} calls {amount} (all-in)") if all_in else _("{seat} calls {amount}")
        else:
            text = _(_ACTS[kind]) if kind in _ACTS else "{seat} " + kind + "s"
        if all_in and kind in _FORCED:
            text = _("{action} (all-in)").format(action=text)
        out.append("    " + text.format(seat=seat, amount=f(chips)))
    return "\n".join(out)


def _table(drill: Drill) -> dict[str, Any]:
    """A drill as its file holds it, less its words (title, notes) and how its code is written."""
    data = drill_to_dict(drill)
    del data["title"], data["notes"], data["code"]
    return data


def _check_options(args: argparse.Namespace) -> None:
    """Refuse options that would be ignored or are empty (one line each)."""
    for option in ("file", "out", "code"):
        value = getattr(args, option)
        if value is not None and not value.strip():
            raise InputError(_("--{option} is empty").format(option=option))
    if args.file is not None:
        given = [f"--{o}" for o in ("code", "seed", "level") if getattr(args, o) is not None]
        if args.count != 1:
            given.append("--count")
        if given:
            raise InputError(
                _("--file shows the drills of a file; it cannot be used with {option}").format(
                    option=given[0]
                )
            )
    elif args.index is not None:
        raise InputError(_("--index picks a drill of --file; give --file too"))
    if args.seed is not None and args.code is not None:
        raise InputError(_("give --seed or --code, not both"))
    problem = None if args.seed is None else seed_option_problem(args.seed, args.count)
    if problem:
        raise InputError(problem)
    if not 1 <= args.count <= MAX_COUNT:
        raise InputError(
            _("--count {count} must be from 1 to {most}").format(count=args.count, most=MAX_COUNT)
        )
    for option in ("title", "author"):
        try:
            getattr(args, option).encode("utf-8")
        except UnicodeEncodeError:
            raise InputError(_("--{option} is not valid text (not UTF-8)").format(option=option)) from None


def _drills(args: argparse.Namespace) -> list[Drill | StreetDrill]:
    """The drills asked for: a file's items (street-by-street hands included), or dealt ones."""
    if args.file:
        drill_set = load_drill_set(args.file)
        drills = [e for e in drill_set.entries if isinstance(e, Drill | StreetDrill)]  # chip drills: exams
        if not drills:
            raise InputError(_("{file}: the drill set is empty (no drills to show)").format(file=args.file))
        if args.index is not None:
            if not 0 <= args.index < len(drills):
                raise InputError(
                    _("{file}: --index {index} is not between 0 and {last}").format(
                        file=args.file, index=args.index, last=len(drills) - 1
                    )
                )
            drills = [drills[args.index]]
        return drills
    version: int | None = None  # a new code's: the seed's (generator.seed_version)
    if args.code and is_hilo_code(args.code):
        if args.level is not None or args.count != 1:
            raise InputError(
                _("--code {code} is a showdown drill; it cannot be used with --level").format(code=args.code)
                if args.level is not None
                else _("--code {code} is one hi-lo award drill; leave out --count").format(code=args.code)
            )
        return [showdown_drill_from_code(args.code)]
    if args.code and is_showdown_code(args.code):
        return _showdown_drills(args)
    if args.code and is_calls_code(args.code):  # a call-the-hands drill: its showdown drill
        return [showdown_drill_from_code(args.code)]
    if args.code:
        level, seed, version = decode_version(args.code)
        if args.level is not None and args.level != level:
            raise InputError(
                _("--code {code} is a level {level} drill, not level {asked}").format(
                    code=args.code, level=level, asked=args.level
                )
            )
    else:
        level = args.level if args.level is not None else 1
        seed = args.seed if args.seed is not None else random.SystemRandom().randrange(SEED_SPACE)
    if args.count == 1:
        return [drill_for_seed(level, seed, version)]
    if args.code is None and args.seed is None:
        return [new_drill(level) for _ in range(args.count)]
    return [drill_for_seed(level, seed + k, version) for k in range(args.count)]


def _showdown_drills(args: argparse.Namespace) -> list[Drill | StreetDrill]:
    """``drill --code S4-…``: the showdown drill the window deals for the code (with ``--count``,
    the same outcome and game from the next seeds too).

    Raises:
        DrillError: the code cannot be read; InputError: ``--level`` given (a showdown code has none).
    """
    if args.level is not None:
        raise InputError(
            _("--code {code} is a showdown drill; it cannot be used with --level").format(code=args.code)
        )
    first = showdown_drill_from_code(args.code)  # refuses an outcome number of no outcome
    number, omaha, seed = decode_showdown(args.code)
    outcome, game = list(OUTCOMES)[number - 1], Game.OMAHA if omaha else Game.HOLDEM
    drills: list[Drill | StreetDrill] = [first]
    return drills + [showdown_for_seed(outcome, seed + k, game) for k in range(1, args.count)]


def select_drills(level: int, seed: int | None = None, count: int = 1) -> list[Drill]:
    """The drills ``drill --level L --count K [--seed S]`` deals: seeds S, S+1, ... (each drill
    at random when ``seed`` is None), so other commands (worksheets) deal the same drills.

    Raises:
        DrillError: ``bad_level``, ``bad_seed``.
    """
    options = argparse.Namespace(file=None, index=None, code=None, level=level, seed=seed, count=count)
    return [d for d in _drills(options) if isinstance(d, Drill)]  # dealt drills are all pot drills


def _street_drill_text(args: argparse.Namespace) -> str:
    """``drill --streets``: a street-by-street drill as text (``--code T2-…``, or ``--level``
    and ``--seed``); ``--answer`` adds the pots after each pull-in."""
    for option in ("file", "out", "index"):
        if getattr(args, option) is not None:
            raise InputError(_("--streets cannot be used with --{option}").format(option=option))
    if args.count != 1 or args.json or args.scenario or args.actions:
        raise InputError(
            _("--streets prints one hand; it cannot be used with --count, --json, --scenario or --actions")
        )
    if args.stud:
        from dealer_trainer.drills.stud_streets_text import stud_hand_text

        if args.level is not None or args.code is not None:
            raise InputError(_("--stud deals by --seed; it takes no --level or --code"))
        return stud_hand_text(args.stud, args.seed, render_table, args.answer)
    try:
        if args.code is not None:
            if args.seed is not None:
                raise InputError(_("give --seed or --code, not both"))
            from dealer_trainer.drills.stud_streets import any_street_drill_from_code

            sd = any_street_drill_from_code(args.code)  # T… or a stud hand's D…
        else:
            level = args.level if args.level is not None else 1
            seed = args.seed if args.seed is not None else random.SystemRandom().randrange(SEED_SPACE)
            sd = street_drill_for_seed(level, seed % SEED_SPACE)
    except DrillError as exc:
        raise InputError(describe(exc)) from None
    if sd.table.stud is not None:  # a stud hand's code (D1-…): up-cards, bring-in, who acts first
        from dealer_trainer.drills.stud_streets_text import stud_street_text

        return stud_street_text(sd, render_table, args.answer)
    return street_drill_text(sd, render_table, args.answer)


def cmd_drill(args: argparse.Namespace) -> int:
    """``dealer-trainer drill``: print drills, or write them to ``--out``."""
    if args.horse:  # the HORSE mixed-game drill set
        from dealer_trainer.commands.horse import cmd_horse

        return cmd_horse(args)
    if args.kind or is_chip_code(args.code):  # count, change, colour-up, chip race
        return cmd_chip_drill(args)
    if args.streets or args.stud or (args.code is not None and is_street_code(args.code)):
        emit(_street_drill_text(args))
        return 0
    _check_options(args)
    try:
        drills = _drills(args)
        if args.out:
            refuse_output_among_inputs(args.out, [args.file] if args.file else [])
            if len(drills) == 1 and args.count == 1 and not args.file:
                save_drill(args.out, drills[0])
            else:
                title = args.title or (
                    _("{title} ({count} drills)").format(title=drills[0].title, count=len(drills))
                    if drills
                    else _("Drills")
                )
                save_drill_set(args.out, DrillSet(title, args.author, "", entries=tuple(drills)))
            print(
                ngettext(
                    "wrote {count} drill to {file}", "wrote {count} drills to {file}", len(drills)
                ).format(count=len(drills), file=args.out)
            )
            return 0
    except DrillError as exc:
        where = f"{args.file}: " if args.file else ""
        raise InputError(where + describe(exc)) from None
    except OSError as exc:
        raise InputError(
            _("{file}: cannot write: {reason}").format(file=args.out, reason=os_reason(exc))
        ) from None
    if args.scenario:  # a street-by-street hand: the whole hand's pots, as its last pull-in
        data: Any = [(d.final_drill() if isinstance(d, StreetDrill) else d).scenario_dict() for d in drills]
        text = json.dumps(data[0] if len(data) == 1 else data, indent=2)
    elif args.json:
        data = [entry_to_dict(d) for d in drills]
        text = json.dumps(data[0] if len(data) == 1 else data, indent=2, ensure_ascii=False)
    else:
        blocks = []
        for drill in drills:
            if isinstance(drill, StreetDrill) and drill.table.stud is not None:  # a stud hand
                from dealer_trainer.drills.stud_streets_text import stud_street_text

                block = stud_street_text(drill, render_table, args.answer)
                blocks.append(block + (f"\n\n{drill.notes}" if drill.notes else ""))
                continue
            if isinstance(drill, StreetDrill):  # played street by street, its actions in it
                block = street_drill_text(drill, render_table, args.answer)
                blocks.append(block + (f"\n\n{drill.notes}" if drill.notes else ""))
                continue
            block = drill_text(drill)
            if args.actions:
                try:
                    block += "\n\n" + (
                        actions_text(drill)
                        or _("Actions: not known ({reason}).").format(reason=_(NO_ACTIONS))
                    )
                except InputError as exc:
                    raise InputError(f"{args.file}: {exc}" if args.file else str(exc)) from None
            if args.answer:
                block += "\n\n" + answer_text(drill)
            blocks.append(block)
        text = "\n\n".join(blocks)
    try:
        print(text)
    except BrokenPipeError:  # the reader (| head) stopped early: not an error
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
    return 0


def register(sub: Any) -> None:
    """Add ``drill`` to the ``dealer-trainer`` subcommands."""
    p = sub.add_parser("drill", help=_("print a random drill (or write a drill set with --count/--out)"))
    last = max(STREET_LEVELS)
    p.add_argument(
        "--level",
        type=int,
        choices=tuple(STREET_LEVELS),
        help=_("difficulty 1-5 (5: a cash game with the rake; default 1); with --streets 1-{last}").format(
            last=last
        ),
    )
    p.add_argument("--seed", type=int, help=_("seed: the same seed gives the same drill"))
    p.add_argument(
        "--code",
        help=_("a drill code such as L3-7K2Q9X-2V, any the window shows (showdown S4-…, street hand T2-…)"),
    )
    p.add_argument("--file", help=_("show the drills of a drill file instead"))
    p.add_argument("--index", type=int, help=_("with --file: only drill number INDEX (from 0)"))
    p.add_argument("--answer", action="store_true", help=_("add the solution: pots, returned bet, awards"))
    p.add_argument("--actions", action="store_true", help=_("add how the hand went, action by action"))
    p.add_argument(
        "--count",
        type=int,
        default=1,
        help=_("how many drills (seeds S, S+1, ...), at most {most}").format(most=MAX_COUNT),
    )
    p.add_argument("--out", help=_("write the drill(s) to this JSON file instead of printing"))
    p.add_argument("--title", default="", help=_("with --out: title of the drill set"))
    p.add_argument("--author", default="", help=_("with --out: author of the drill set"))
    p.add_argument("--scenario", action="store_true", help=_("print the pots-command scenario JSON"))
    p.add_argument("--json", action="store_true", help=_("print the drill file JSON of each drill"))
    p.add_argument(
        "--streets",
        action="store_true",
        help=_(
            "a street-by-street drill (levels 1-{last}, codes T1-… to T{last}-…): the hand action by "
            "action; --answer adds the pots after each pull-in"
        ).format(last=last),
    )
    p.add_argument(
        "--stud",
        choices=("stud", "stud-hilo", "razz"),
        help=_(
            "a seven-card stud, stud hi-lo or razz hand street by street (with --seed): the up-cards, "
            "the bring-in and each action; --answer adds who brings it in or acts first, why, and the pots"
        ),
    )
    p.add_argument(
        "--kind",
        choices=KIND_CHOICES,
        help=_(
            "a chip drill (levels 1-3; codes K…, G…, U…, R…): count stacks, make change, colour up, chip race"
        ),
    )
    p.add_argument(
        "--horse",
        action="store_true",
        help=_(
            "the HORSE mixed-game drill set (with --seed, --out): limit hold'em, Omaha hi-lo, razz, "
            "stud and stud hi-lo, each game's structure in the notes"
        ),
    )
    p.add_argument("--per-game", type=int, default=2, help=_("with --horse: drills of each game (default 2)"))
    add_options(p, "drill")  # the change policy of the change drills
    p.set_defaults(func=cmd_drill)
