"""``dealer-trainer screenshot``: render the window offscreen to a PNG (no Qt import until run)."""

from __future__ import annotations

import argparse
import os
import sys
from typing import Any

from dealer_trainer.drills.codes import LEVELS
from dealer_trainer.drills.streets import is_street_code
from dealer_trainer.i18n import _


def parse_size(text: str) -> tuple[int, int]:
    """``"1024x640"`` -> ``(1024, 640)``. Raises argparse.ArgumentTypeError."""
    try:
        w, h = (int(v) for v in text.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError(
            _("size must be WIDTHxHEIGHT, not {text!r}").format(text=text)
        ) from None
    if not (320 <= w <= 8000 and 240 <= h <= 8000):
        raise argparse.ArgumentTypeError(_("size {text!r} is out of range").format(text=text))
    return w, h


def register(sub: Any) -> None:
    """Add the ``screenshot`` subcommand to the ``dealer-trainer`` parser."""
    p = sub.add_parser("screenshot", help=_("render the table to a PNG offscreen and exit"))
    p.add_argument("out", metavar="OUT.png", help=_("PNG file to write"))
    p.add_argument("--level", type=int, choices=LEVELS, default=1, help=_("drill level (default 1)"))
    group = p.add_mutually_exclusive_group()
    group.add_argument("--seed", type=int, help=_("seed of the drill generator"))
    group.add_argument("--code", help=_("drill code to show"))
    p.add_argument(
        "--size", type=parse_size, default=(1280, 800), help=_("window size WxH (default 1280x800)")
    )
    p.add_argument("--solved", action="store_true", help=_("apply the solution and check it first"))
    p.add_argument("--award", action="store_true", help=_("show the award phase: pots built, hands up"))
    p.add_argument(
        "--actions",
        type=int,
        metavar="N",
        help=_(
            "with a street drill's --code (T1-…): play the hand for N presses of Space (each pull-in "
            "built by the solution), the last action's chips on their way to the betting line"
        ),
    )
    p.set_defaults(func=cmd_screenshot)


def cmd_screenshot(args: argparse.Namespace) -> int:
    """Render the window with the requested drill to ``args.out``."""
    from dealer_trainer.commands.common import InputError

    if (
        not os.environ.get("DISPLAY")
        and not os.environ.get("WAYLAND_DISPLAY")
        and sys.platform.startswith("linux")
    ):
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    if args.actions is not None and not is_street_code(args.code):  # T1-… or a stud hand's D1-…
        raise InputError(_("--actions plays a street drill: give its --code T1-… too"))
    if args.actions is not None and args.actions < 0:
        raise InputError(_("--actions {n} must be 0 or more").format(n=args.actions))
    if args.seed is not None:
        from dealer_trainer.drills.codes import seed_option_problem

        problem = seed_option_problem(args.seed)
        if problem:
            raise InputError(problem)
    from dealer_trainer.ui.screenshot import render

    try:
        render(
            args.out,
            level=args.level,
            seed=args.seed,
            code=args.code,
            size=args.size,
            solved=args.solved,
            award=args.award,
            actions=args.actions,
        )
    except (ValueError, OSError) as exc:
        raise InputError(str(exc)) from None
    print(args.out)
    return 0
