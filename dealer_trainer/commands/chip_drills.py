"""The chip drills without the window: ``drill --kind count|change|colour-up|chip-race`` and
``check --code C --answer-json FILE`` (README, "Chip drills"; no Qt)."""

from __future__ import annotations

import argparse
import json
import random
from typing import Any

from dealer_trainer.commands.common import InputError, emit, read_json
from dealer_trainer.drills.chip_drills import (
    ANSWER_KEYS,
    LEVELS,
    AnswerError,
    ChipDrill,
    answer_dict,
    chips_text,
    deal,
    from_code,
    grade,
    is_chip_code,
    read_answer,
)
from dealer_trainer.drills.chip_race import card_key
from dealer_trainer.drills.codes import SEED_SPACE, seed_option_problem
from dealer_trainer.drills.errors import DrillError, describe
from dealer_trainer.engine.cards import card_text
from dealer_trainer.engine.house_rules import BY_KEY
from dealer_trainer.i18n import _, ngettext
from dealer_trainer.wording.explain import format_chips

EXIT_RIGHT, EXIT_WRONG = 0, 1
KIND_CHOICES = ("count", "change", "colour-up", "chip-race")


def _policy(args: argparse.Namespace) -> Any:
    return getattr(args, BY_KEY["change_chips"].dest, None)


def _problem(exc: DrillError) -> InputError:
    if exc.field == "change_chips":
        return InputError(_("--change-chips: the policy leaves no chips to give this change"))
    return InputError(describe(exc))


def drill_of(args: argparse.Namespace) -> ChipDrill:
    """The chip drill of ``--code`` or of ``--kind`` ``--level`` ``--seed`` (a random seed when
    none). Raises InputError (one line) for a bad code, level or seed, or a code of another kind."""
    if args.code is not None and getattr(args, "seed", None) is not None:
        raise InputError(_("give --seed or --code, not both"))
    try:
        if args.code is not None:
            drill = from_code(args.code, _policy(args))
            if getattr(args, "kind", None) and args.kind != drill.kind:
                raise InputError(
                    _("--kind {kind} does not match the code {code} (a {other} drill)").format(
                        kind=args.kind, code=args.code, other=drill.kind
                    )
                )
            return drill
        level = args.level if args.level is not None else 1
        if level not in LEVELS:
            raise InputError(_("--level {level}: the chip drills have levels 1-3").format(level=level))
        seed = args.seed if args.seed is not None else random.randrange(SEED_SPACE)
        problem = seed_option_problem(seed)
        if problem:
            raise InputError(problem)
        return deal(args.kind, level, seed, _policy(args))
    except DrillError as exc:
        raise _problem(exc) from None


def drill_lines(drill: ChipDrill) -> list[str]:
    """What the trainee is shown, one line each (the active language)."""
    head = _("{code}: {kind}, level {level}, time target {seconds} s").format(
        code=drill.code, kind=_kind_name(drill.kind), level=drill.level, seconds=drill.time_target
    )
    lines = [head]
    if drill.stacks:
        for i, stack in enumerate(drill.stacks, 1):
            parts = _runs(stack)
            lines.append(_("stack {n} (bottom to top): {chips}").format(n=i, chips=", ".join(parts)))
    if drill.kind == "count":
        lines.append(_("Count the stacks: what is the total?"))
    elif drill.kind == "colour-up":
        lines.append(_("Colour up: the same total in the fewest chips of the set."))
    elif drill.kind == "change":
        given = (
            chips_text(dict.fromkeys(drill.handed, 1))
            if drill.handed
            else _("cash {amount}").format(amount=format_chips(drill.cash))
        )
        lines.append(_("A player hands in {given} for change.").format(given=given))
        if drill.request:
            lines.append(
                _("The player asks for {chips} in it.").format(chips=chips_text(dict(drill.request)))
            )
        allowed = ", ".join(format_chips(v) for v in drill.change_values())
        lines.append(_("Change may be given in: {allowed}").format(allowed=allowed))
        if drill.policy.rack:
            lines.append(_("The rack holds: {chips}").format(chips=chips_text(dict(drill.policy.rack))))
    else:
        lines.extend(_race_lines(drill))
    return lines


def _runs(stack: tuple[int, ...]) -> list[str]:
    runs: list[list[int]] = []
    for chip in stack:
        if runs and runs[-1][0] == chip:
            runs[-1][1] += 1
        else:
            runs.append([chip, 1])
    return [f"{n} × {format_chips(v)}" for v, n in runs]


def _race_lines(drill: ChipDrill) -> list[str]:
    race = drill.race
    assert race is not None
    lines = [
        _("Chip race: the {small} chips leave play, coloured up to {new}.").format(
            small=format_chips(race.small), new=format_chips(race.new)
        )
    ]
    for player, cards in zip(race.players, race.cards, strict=True):
        other = format_chips(player.other) if player.other else _("nothing else")
        best = card_text([max(cards, key=card_key)]) if cards else "-"
        lines.append(
            ngettext(
                "seat {seat} {name}: {odd} odd chip, other chips {other}; cards {cards} (best {best})",
                "seat {seat} {name}: {odd} odd chips, other chips {other}; cards {cards} (best {best})",
                player.odd,
            ).format(
                seat=player.seat,
                name=player.name,
                odd=player.odd,
                other=other,
                cards=" ".join(card_text([c]) for c in cards) if cards else "-",
                best=best,
            )
        )
    lines.append(_("Who gets the new chips?"))
    return lines


def _kind_name(kind: str) -> str:
    return {
        "count": _("count the stacks"),
        "change": _("make change"),
        "colour-up": _("colour up"),
        "chip-race": _("chip race"),
    }[kind]


def drill_dict(drill: ChipDrill, answer: bool) -> dict[str, Any]:
    """The drill as JSON (``--json``): code, kind, level, time target, what is on the table, and
    with ``answer`` the model answer (README, "Chip drills")."""
    out: dict[str, Any] = {
        "code": drill.code,
        "kind": drill.kind,
        "level": drill.level,
        "time_target": drill.time_target,
        "chip_set": drill.chip_set,
    }
    if drill.stacks:
        out["stacks"] = [list(s) for s in drill.stacks]
    if drill.kind == "change":
        out |= {"handed": list(drill.handed), "cash": drill.cash, "allowed": list(drill.change_values())}
        out["request"] = {str(v): n for v, n in drill.request}
        out["rack"] = {str(v): n for v, n in drill.policy.rack}
    if drill.race is not None:
        out |= {"small": drill.race.small, "new": drill.race.new}
        out["players"] = [
            {"name": p.name, "seat": p.seat, "odd": p.odd, "other": p.other, "cards": list(c)}
            for p, c in zip(drill.race.players, drill.race.cards, strict=True)
        ]
    if answer:
        out["answer"] = answer_dict(drill)
    return out


def cmd_chip_drill(args: argparse.Namespace) -> int:
    """``drill --kind …`` (or ``--code K…/G…/U…/R…``): print a chip drill."""
    drill = drill_of(args)
    if args.json:
        emit(json.dumps(drill_dict(drill, args.answer), indent=2, ensure_ascii=False))
        return 0
    lines = drill_lines(drill)
    if args.answer:
        model = answer_dict(drill)[ANSWER_KEYS[drill.kind]]
        lines.append(_("Answer: {answer}").format(answer=json.dumps({ANSWER_KEYS[drill.kind]: model})))
    emit("\n".join(lines))
    return 0


def cmd_chip_check(args: argparse.Namespace) -> int:
    """``check --code C --answer-json FILE``: exit 0 right, 1 wrong (one diagnosis), 2 bad input."""
    if args.code is None or not is_chip_code(args.code):
        raise InputError(_("--answer-json grades a chip drill: give its --code (K…, G…, U…, R…)"))
    if args.answer_json is None:
        given = next(
            (f"--{o}" for o in ("build", "calls", "award") if getattr(args, o, None) is not None), None
        )
        if given is None:
            raise InputError(_("a chip drill is graded with --answer-json FILE; give it"))
        raise InputError(
            _("a chip drill is graded with --answer-json FILE, not {option}").format(option=given)
        )
    drill = drill_of(args)
    try:
        answer = read_answer(drill, read_json(args.answer_json))
    except AnswerError as exc:
        raise InputError(f"{args.answer_json}: {exc}") from None
    verdict = grade(drill, answer)
    if args.json:
        data = {
            "code": drill.code,
            "correct": verdict.correct,
            "reason": verdict.reason,
            "message": verdict.message,
        }
        emit(json.dumps(data | {"model": answer_dict(drill)}, indent=2, ensure_ascii=False))
    else:
        emit(_("right") if verdict.correct else _("wrong: {message}").format(message=verdict.message))
    return EXIT_RIGHT if verdict.correct else EXIT_WRONG
