"""``dealer-trainer import FILE... [--out drills.json] [--keep-names]``."""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path
from typing import Any

from dealer_trainer.i18n import _, ngettext
from dealer_trainer.importer.api import import_files
from dealer_trainer.importer.report import report_text, save_drills

EXIT_BAD_INPUT = 2


def register(sub: Any) -> None:
    """Add the ``import`` subcommand to the ``dealer-trainer`` parser."""
    parser = sub.add_parser(
        "import",
        help=_("import hand histories (PHH, PokerStars, Full Tilt, WPN ...) as drills"),
        description=_(
            "Read hand histories (.phh, .phhs, site text files or folders of them), make a drill "
            "of every hand that ends with two or more players in the pot, compare the site's "
            "recorded pots with the engine's, and print the report."
        ),
    )
    parser.add_argument("files", nargs="+", metavar="FILE", help=_("hand-history files or folders"))
    parser.add_argument("--out", metavar="DRILLS.json", help=_("save the drills as a drill set"))
    parser.add_argument(
        "--keep-names", action="store_true", help=_("keep screen names (default: seat letters, to share)")
    )
    parser.add_argument(
        "--brief", action="store_true", help=_("count skip reasons instead of listing each hand")
    )
    parser.add_argument(
        "--verify", action="store_true", help=_("also replay site hands with PokerKit's parser and compare")
    )
    parser.set_defaults(func=cmd_import)


def _fail(message: str) -> int:
    print(_("dealer-trainer import: {message}").format(message=message), file=sys.stderr)
    return EXIT_BAD_INPUT


def cmd_import(args: argparse.Namespace) -> int:
    """Run the import and print the report.

    Exit status: 0 when drills were made; 1 when hands were read but none made a drill;
    2 (one-line message on stderr) when no input could be read or ``--out`` cannot be written.
    """
    if args.out is not None and not args.out.strip():
        return _fail(_("--out is empty"))
    missing = [f for f in args.files if not Path(f).exists()]
    if missing:
        return _fail(_("{file}: no such file or folder").format(file=missing[0]))
    report = import_files(args.files, keep_names=args.keep_names, verify=args.verify)
    if report.hands_read == 0:
        reason = report.skipped[0].reason if report.skipped else _("no hand-history files found")
        return _fail(_("nothing to import: {reason}").format(reason=reason))
    try:
        print(report_text(report, details=not args.brief), flush=True)
    except BrokenPipeError:  # the reader (| head) stopped early: not an error
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 0 if report.imported else 1
    if args.out:
        try:
            save_drills(report.drills, args.out)
        except OSError as exc:
            return _fail(
                _("{file}: cannot write: {reason}").format(file=args.out, reason=exc.strerror or exc)
            )
        count = len(report.drills)
        print(
            "\n"
            + ngettext("Saved {n} drill to {file}", "Saved {n} drills to {file}", count).format(
                n=count, file=args.out
            )
        )
    return 0 if report.imported else 1
