"""The ``dealer-trainer drill`` command: print a drill as the dealer sees it, or write a drill set."""

from __future__ import annotations

import argparse
import json
import os
import random
import sys
from typing import Any

from dealer_trainer.cli import InputError, render_table
from dealer_trainer.drills.codes import GENERATOR_VERSION, SEED_SPACE, decode_version
from dealer_trainer.drills.errors import DrillError, describe
from dealer_trainer.drills.files import DrillSet, drill_to_dict, load_drill_set, save_drill, save_drill_set
from dealer_trainer.drills.generator import drill_for_seed, drill_with_actions, new_drill
from dealer_trainer.drills.models import Drill
from dealer_trainer.explain import join_names, pot_sentence, returned_sentence

#: Most drills one ``drill --count`` makes (a class set is a few dozen; each drill is kept in memory).
MAX_COUNT = 1000

#: Why ``--actions`` cannot tell how a drill's hand went.
NO_ACTIONS = "actions are only known for generated drills that were not edited"


def chips_text(chips: dict[int, int] | Any, drill: Drill) -> str:
    """Physical chips, biggest first: ``"1×$100 3×$25"``."""
    return " ".join(f"{n}×{drill.stakes.format(v)}" for v, n in sorted(chips.items(), reverse=True) if n)


def drill_text(drill: Drill) -> str:
    """The table as the dealer sees it before building the pots."""
    f = drill.stakes.format
    head = [drill.code or drill.title, drill.title if drill.code else "", drill.stakes.label()]
    head += [f"{len(drill.seats)} seats", f"button {drill.button}"]
    rows = []
    for number, seat in enumerate(drill.seats, 1):
        state = "folded" if seat.folded else "ALL-IN" if seat.all_in else ""
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
    out.append(render_table(rows, ["Seat", "Name", "Pos", "Behind", "In front", "Chips", "State", "Cards"]))
    if drill.dead:
        out.append(f"\nDead money in the middle: {f(drill.dead)} ({chips_text(drill.dead_chips, drill)})")
    if drill.board:
        board = " ".join(drill.board[i : i + 2] for i in range(0, len(drill.board), 2))
        out.append(f"Board: {board}")
    out.append(f"Smallest chip in play: {f(drill.unit)}")
    if drill.notes:
        out.append(f"\n{drill.notes}")
    return "\n".join(out)


def answer_text(drill: Drill) -> str:
    """The engine's answer: pots with the dealer's arithmetic, the uncalled bet, the awards."""
    stakes = drill.stakes
    settlement = drill.settlement()
    scale, symbol = stakes.scale, stakes.symbol
    out = ["Answer:"]
    out += [f"  {pot_sentence(pot, scale, symbol)}" for pot in settlement.pots]
    if settlement.returned:
        out.append(f"  {returned_sentence(settlement.returned, scale, symbol)}")
    if settlement.payouts is not None and settlement.awards:
        out.append("Award (in dealer order):")
        for award in settlement.awards:
            to = ", ".join(f"{s} {stakes.format(c)}" for s, c in award.to.items())
            how = "" if award.showdown else " (no showdown: one player eligible)"
            odd = f"; odd chip to {join_names(award.odd_chips)}" if award.odd_chips else ""
            out.append(f"  {award.pot.name} {stakes.format(award.pot.amount)} -> {to}{how}{odd}")
    return "\n".join(out)


_FORCED = {
    "ante": "antes {amount}",
    "small_blind": "posts the small blind {amount}",
    "big_blind": "posts the big blind {amount}",
    "big_blind_ante": "posts the big-blind ante {amount}",
    "missed_big_blind": "posts a missed big blind {amount}",
    "dead_small_blind": "posts a dead small blind {amount}",
}


def actions_text(drill: Drill) -> str:
    """How the hand of a generated drill went, street by street (empty for other drills).

    The hand is replayed from the drill's code, so the drill must be exactly the one the
    code makes (its title and notes aside).

    Raises:
        InputError: the code makes another drill (the file was edited, or the code replaced).
    """
    if not drill.code:
        return ""
    level, seed, version = decode_version(drill.code)
    regenerated, actions = drill_with_actions(level, seed, version)
    if _table(regenerated) != _table(drill):
        raise InputError(f"{drill.code}: {NO_ACTIONS}")
    f = drill.stakes.format
    behind = {s.name: s.stack + sum(a[3] for a in actions if a[1] == s.name) for s in drill.seats}
    out = ["How the hand went:"]
    street_bet: dict[str, int] = {}
    street = ""
    for this_street, seat, kind, chips in actions:
        if this_street != street:
            street, street_bet = this_street, {}
            out.append(f"  {street.capitalize()}:")
        behind[seat] -= chips
        if kind not in ("ante", "big_blind_ante", "dead_small_blind"):
            street_bet[seat] = street_bet.get(seat, 0) + chips
        if kind in _FORCED:
            text = _FORCED[kind].format(amount=f(chips))
        elif kind == "raise":
            facing = max((v for k, v in street_bet.items() if k != seat), default=0)
            text = f"raises to {f(street_bet[seat])}" if facing else f"bets {f(chips)}"
        elif kind == "call":
            text = f"calls {f(chips)}"
        else:
            text = kind + "s"
        if chips and behind[seat] == 0:
            text += " (all-in)"
        out.append(f"    {seat} {text}")
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
            raise InputError(f"--{option} is empty")
    if args.file is not None:
        given = [f"--{o}" for o in ("code", "seed", "level") if getattr(args, o) is not None]
        if args.count != 1:
            given.append("--count")
        if given:
            raise InputError(f"--file shows the drills of a file; it cannot be used with {given[0]}")
    elif args.index is not None:
        raise InputError("--index picks a drill of --file; give --file too")
    if args.seed is not None and args.code is not None:
        raise InputError("give --seed or --code, not both")
    if args.seed is not None and not 0 <= args.seed < SEED_SPACE - max(args.count, 1) + 1:
        raise InputError(f"--seed {args.seed} is outside the seeds a code can hold: 0 to {SEED_SPACE - 1:,}")
    if not 1 <= args.count <= MAX_COUNT:
        raise InputError(f"--count {args.count} must be from 1 to {MAX_COUNT}")
    for option in ("title", "author"):
        try:
            getattr(args, option).encode("utf-8")
        except UnicodeEncodeError:
            raise InputError(f"--{option} is not valid text (not UTF-8)") from None


def _drills(args: argparse.Namespace) -> list[Drill]:
    if args.file:
        drill_set = load_drill_set(args.file)
        drills = list(drill_set.drills)
        if not drills:
            raise InputError(f"{args.file}: the drill set is empty (no drills to show)")
        if args.index is not None:
            if not 0 <= args.index < len(drills):
                raise InputError(f"{args.file}: --index {args.index} is not between 0 and {len(drills) - 1}")
            drills = [drills[args.index]]
        return drills
    version = GENERATOR_VERSION
    if args.code:
        level, seed, version = decode_version(args.code)
        if args.level is not None and args.level != level:
            raise InputError(f"--code {args.code} is a level {level} drill, not level {args.level}")
    else:
        level = args.level if args.level is not None else 1
        seed = args.seed if args.seed is not None else random.SystemRandom().randrange(SEED_SPACE)
    if args.count == 1:
        return [drill_for_seed(level, seed, version)]
    if args.code is None and args.seed is None:
        return [new_drill(level) for _ in range(args.count)]
    return [drill_for_seed(level, seed + k, version) for k in range(args.count)]


def cmd_drill(args: argparse.Namespace) -> int:
    """``dealer-trainer drill``: print drills, or write them to ``--out``."""
    _check_options(args)
    try:
        drills = _drills(args)
        if args.out:
            if len(drills) == 1 and args.count == 1 and not args.file:
                save_drill(args.out, drills[0])
            else:
                title = args.title or (f"{drills[0].title}s" if drills else "Drills")
                save_drill_set(args.out, DrillSet(title, args.author, "", tuple(drills)))
            print(f"wrote {len(drills)} drill{'s' if len(drills) != 1 else ''} to {args.out}")
            return 0
    except DrillError as exc:
        where = f"{args.file}: " if args.file else ""
        raise InputError(where + describe(exc)) from None
    except OSError as exc:
        raise InputError(f"{args.out}: cannot write: {exc.strerror or exc}") from None
    if args.scenario:
        data: Any = [d.scenario_dict() for d in drills]
        text = json.dumps(data[0] if len(data) == 1 else data, indent=2)
    elif args.json:
        data = [drill_to_dict(d) for d in drills]
        text = json.dumps(data[0] if len(data) == 1 else data, indent=2, ensure_ascii=False)
    else:
        blocks = []
        for drill in drills:
            block = drill_text(drill)
            if args.actions:
                try:
                    block += "\n\n" + (actions_text(drill) or f"Actions: not known ({NO_ACTIONS}).")
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
    p = sub.add_parser("drill", help="print a random drill (or write a drill set with --count/--out)")
    p.add_argument("--level", type=int, choices=(1, 2, 3, 4), help="difficulty 1-4 (default 1)")
    p.add_argument("--seed", type=int, help="seed: the same seed gives the same drill")
    p.add_argument("--code", help="a drill code such as L3-7K2Q9X")
    p.add_argument("--file", help="show the drills of a drill file instead")
    p.add_argument("--index", type=int, help="with --file: only drill number INDEX (from 0)")
    p.add_argument("--answer", action="store_true", help="add the solution: pots, returned bet, awards")
    p.add_argument("--actions", action="store_true", help="add how the hand went, action by action")
    p.add_argument(
        "--count", type=int, default=1, help=f"how many drills (seeds S, S+1, ...), at most {MAX_COUNT}"
    )
    p.add_argument("--out", help="write the drill(s) to this JSON file instead of printing")
    p.add_argument("--title", default="", help="with --out: title of the drill set")
    p.add_argument("--author", default="", help="with --out: author of the drill set")
    p.add_argument("--scenario", action="store_true", help="print the pots-command scenario JSON")
    p.add_argument("--json", action="store_true", help="print the drill file JSON of each drill")
    p.set_defaults(func=cmd_drill)
