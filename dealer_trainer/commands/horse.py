"""``dealer-trainer drill --horse``: the HORSE mixed-game drill set (drills/mixed_games.py) written
to a drill file, or listed: limit hold'em, Omaha hi-lo, razz, seven-card stud and stud hi-lo in
that order, each game's structure named in the set's notes."""

from __future__ import annotations

import argparse
import random

from dealer_trainer.commands.common import InputError
from dealer_trainer.drills.codes import SEED_SPACE, seed_option_problem
from dealer_trainer.drills.errors import DrillError, describe
from dealer_trainer.drills.file_output import refuse_output_among_inputs
from dealer_trainer.drills.files import save_drill_set
from dealer_trainer.i18n import _, ngettext, os_reason

__all__ = ["MAX_PER_GAME", "cmd_horse"]

#: The most drills of each game a set deals.
MAX_PER_GAME = 20
_OTHERS = ("code", "file", "level", "index", "kind", "stud")


def _check(args: argparse.Namespace) -> None:
    """Refuse what ``--horse`` would ignore (one line each).

    Raises:
        InputError: another source of drills given, ``--count`` (use ``--per-game``), an empty
            ``--out``, ``--per-game`` out of range or a seed a code cannot hold.
    """
    for option in _OTHERS:
        if getattr(args, option, None) is not None:
            raise InputError(
                _("--horse deals its own drills; it cannot be used with --{option}").format(option=option)
            )
    for option in ("streets", "answer", "actions", "scenario", "json"):
        if getattr(args, option, False):
            raise InputError(
                _("--horse deals its own drills; it cannot be used with --{option}").format(option=option)
            )
    if args.count != 1:
        raise InputError(_("--horse counts drills per game: give --per-game, not --count"))
    if args.out is not None and not args.out.strip():
        raise InputError(_("--{option} is empty").format(option="out"))
    if not 1 <= args.per_game <= MAX_PER_GAME:
        raise InputError(
            _("--per-game {count} must be from 1 to {most}").format(count=args.per_game, most=MAX_PER_GAME)
        )
    problem = None if args.seed is None else seed_option_problem(args.seed, args.per_game)
    if problem:
        raise InputError(problem)


def cmd_horse(args: argparse.Namespace) -> int:
    """Write the HORSE drill set of ``--seed`` (``--per-game`` drills of each game, default 2) to
    ``--out``, or list its notes and drills. Returns 0.

    Raises:
        InputError: as :func:`_check`; the file cannot be written.
    """
    from dealer_trainer.drills.mixed_games import horse_drill_set

    _check(args)
    seed = args.seed if args.seed is not None else random.SystemRandom().randrange(SEED_SPACE - args.per_game)
    drill_set = horse_drill_set(seed, args.per_game)
    if args.title or args.author:
        from dataclasses import replace

        drill_set = replace(drill_set, title=args.title or drill_set.title, author=args.author)
    entries = drill_set.entries
    if not args.out:
        lines = [drill_set.title, "", drill_set.notes, ""]
        lines += [
            f"{k}. {getattr(e, 'title', '')}" + (f" ({e.code})" if e.code else "")
            for k, e in enumerate(entries, 1)
        ]
        print("\n".join(lines))
        return 0
    refuse_output_among_inputs(args.out, [])
    try:
        save_drill_set(args.out, drill_set)
    except DrillError as exc:
        raise InputError(describe(exc)) from None
    except OSError as exc:
        raise InputError(
            _("{file}: cannot write: {reason}").format(file=args.out, reason=os_reason(exc))
        ) from None
    print(
        ngettext("wrote {count} drill to {file}", "wrote {count} drills to {file}", len(entries)).format(
            count=len(entries), file=args.out
        )
    )
    return 0
