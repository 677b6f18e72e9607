"""``dealer-trainer export FILE... --format ohh|phh [--out FILE] [--all]``."""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path
from typing import Any

from dealer_trainer.drills.file_output import refuse_output_among_inputs
from dealer_trainer.i18n import _, ngettext, os_reason, shown
from dealer_trainer.importer.api import input_files
from dealer_trainer.importer.export import FORMATS, ExportReport, export_files
from dealer_trainer.importer.report import files_not_read

EXIT_BAD_INPUT = 2


def register(sub: Any) -> None:
    """Add the ``export`` subcommand to the ``dealer-trainer`` parser."""
    parser = sub.add_parser(
        "export",
        help=_("write hands as Open Hand History (.ohh) or PHH (.phhs), for other poker tools"),
        description=_(
            "Read hand histories (any format `import` reads) or drill files of generated drills, and "
            "write every hand that makes a drill as Open Hand History JSON or PHH (which PokerKit "
            "replays). A hand whose actions are not known, or that the format cannot hold, is listed "
            "with its reason."
        ),
    )
    parser.add_argument(
        "files", nargs="+", metavar="FILE", help=_("hand-history files, folders or drill files")
    )
    parser.add_argument("--format", required=True, choices=FORMATS, help=_("ohh (Open Hand History) or phh"))
    parser.add_argument("--out", metavar="FILE", help=_("write to FILE (default: standard output)"))
    parser.add_argument(
        "--all",
        action="store_true",
        help=_("every hand whose actions are known, not only those that make a drill"),
    )
    parser.add_argument(
        "--keep-names", action="store_true", help=_("keep screen names (default: seat letters, to share)")
    )
    parser.set_defaults(func=cmd_export)


def _fail(message: str) -> int:
    print(_("dealer-trainer export: {message}").format(message=message), file=sys.stderr)
    return EXIT_BAD_INPUT


def summary(report: ExportReport) -> str:
    """``"Hands read: 23; written: 14; left out: 9"`` (read = written + left out), the files
    not read when there are any, and one line per hand or file left out."""
    lines = [
        _("Hands read: {read}; written: {written}; left out: {left_out}").format(
            read=report.hands_read, written=len(report.texts), left_out=report.hands_left_out
        )
    ]
    if report.files_left_out:
        lines.append(files_not_read(report.files_left_out))
    for s in report.skipped:
        if s.hand_id:
            lines.append(
                _("  {source} hand {hand}: {reason}").format(
                    source=s.source, hand=shown(s.hand_id), reason=shown(s.reason)
                )
            )
        else:
            lines.append(_("  {source}: {reason}").format(source=s.source, reason=shown(s.reason)))
    return "\n".join(lines)


def cmd_export(args: argparse.Namespace) -> int:
    """Export and report.

    Exit status: 0 when hands were written; 1 when hands were read but none could be
    written; 2 (one line on stderr) when no input could be read or ``--out`` cannot be written.
    """
    if args.out is not None and not args.out.strip():
        return _fail(_("--out is empty"))
    missing = [f for f in args.files if not Path(f).exists()]
    if missing:
        return _fail(_("{file}: no such file or folder").format(file=missing[0]))
    if args.out:
        try:
            refuse_output_among_inputs(args.out, input_files(args.files))
        except OSError as exc:
            return _fail(_("{file}: cannot write: {reason}").format(file=args.out, reason=os_reason(exc)))
    report = export_files(args.files, args.format, all_hands=args.all, keep_names=args.keep_names)
    if report.hands_read == 0:
        reason = shown(report.skipped[0].reason) if report.skipped else _("no hand-history files found")
        return _fail(_("nothing to export: {reason}").format(reason=reason))
    if args.out:
        if report.texts:
            try:
                Path(args.out).write_text(report.text(), encoding="utf-8")
            except OSError as exc:
                return _fail(_("{file}: cannot write: {reason}").format(file=args.out, reason=os_reason(exc)))
        try:
            print(summary(report))
            if report.texts:
                n = len(report.texts)
                print(
                    ngettext("Wrote {n} hand to {file}", "Wrote {n} hands to {file}", n).format(
                        n=n, file=args.out
                    )
                )
        except BrokenPipeError:
            os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
    else:
        print(summary(report), file=sys.stderr)
        try:
            sys.stdout.write(report.text())
            sys.stdout.flush()
        except BrokenPipeError:
            os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
    return 0 if report.texts else 1
