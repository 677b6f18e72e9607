"""``dealer-trainer import FILE... [--out drills.json] [--keep-names] [--side-pots-only]``."""

from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path
from typing import Any, TextIO

from dealer_trainer.drills.errors import DrillError, describe
from dealer_trainer.drills.file_fields import MAX_FILE_BYTES
from dealer_trainer.drills.file_output import refuse_output_among_inputs
from dealer_trainer.drills.files import DrillSetWriter
from dealer_trainer.i18n import _, ngettext, os_reason, shown
from dealer_trainer.importer.api import ImportProgress, default_workers, import_files, input_files
from dealer_trainer.importer.report import IMPORT_NOTE, IMPORT_TITLE, report_text
from dealer_trainer.wording.explain import format_chips

EXIT_BAD_INPUT = 2


def register(sub: Any) -> None:
    """Add the ``import`` subcommand to the ``dealer-trainer`` parser."""
    parser = sub.add_parser(
        "import",
        help=_("import hand histories (PHH, PokerStars, Full Tilt, WPN, Ongame, PartyPoker ...) as drills"),
        description=_(
            "Read hand histories (.phh, .phhs, site text or XML files, or folders of them) hand by "
            "hand, make a drill of every hand that ends with two or more players in the pot, "
            "compare the site's recorded pots with the engine's, and print the report. With "
            "--out the drills are written to the file as they are made."
        ),
    )
    parser.add_argument("files", nargs="+", metavar="FILE", help=_("hand-history files or folders"))
    parser.add_argument("--out", metavar="DRILLS.json", help=_("save the drills as a drill set"))
    parser.add_argument(
        "--keep-names", action="store_true", help=_("keep screen names (default: seat letters, to share)")
    )
    parser.add_argument(
        "--side-pots-only", action="store_true", help=_("make drills only of the hands with a side pot")
    )
    parser.add_argument(
        "--brief", action="store_true", help=_("count skip reasons instead of listing each hand")
    )
    parser.add_argument(
        "--jobs",
        type=int,
        default=None,
        metavar="N",
        help=_("with --out: worker processes for a large import (default: one per core; 1: none)"),
    )
    parser.add_argument(
        "--verify", action="store_true", help=_("also replay site hands with PokerKit's parser and compare")
    )
    parser.set_defaults(func=cmd_import)


def _cannot_write(path: str, exc: OSError) -> str:
    return _("{file}: cannot write: {reason}").format(file=path, reason=os_reason(exc))


def _fail(message: str) -> int:
    print(_("dealer-trainer import: {message}").format(message=message), file=sys.stderr)
    return EXIT_BAD_INPUT


class ProgressLine:
    """A progress line on a terminal for a long import (one line, rewritten in place).

    Shown only on a terminal and only once the import has run ``after`` seconds; cleared at
    the end. Elsewhere (a pipe, a log) nothing is written.
    """

    def __init__(
        self, stream: TextIO | None = None, after: float = 1.0, terminal: bool | None = None
    ) -> None:
        self.stream = stream if stream is not None else sys.stderr
        self.terminal = self.stream.isatty() if terminal is None else terminal
        self.after = after
        self.started = time.monotonic()
        self.shown = False

    def __call__(self, step: ImportProgress) -> None:
        """Show ``step`` (called by :func:`import_files`)."""
        if not self.terminal or time.monotonic() - self.started < self.after:
            return
        name = step.file if len(step.file) <= 40 else "…" + step.file[-39:]
        text = _("Importing {file}: {percent} · hands: {hands} · drills: {drills}").format(
            file=name,
            percent=f"{step.fraction:.0%}",
            hands=format_chips(step.hands_read),
            drills=format_chips(step.drills_made),
        )
        self.stream.write("\r" + text[:100].ljust(100))
        self.stream.flush()
        self.shown = True

    def clear(self) -> None:
        """Remove the line, if one was shown."""
        if self.shown:
            self.stream.write("\r" + " " * 100 + "\r")
            self.stream.flush()
            self.shown = False


def cmd_import(args: argparse.Namespace) -> int:
    """Run the import and print the report.

    Exit status: 0 when drills were made; 1 when hands were read but none made a drill (no
    file is written); 2 (one-line message on stderr) when no input could be read or
    ``--out`` cannot be written.
    """
    if args.out is not None and not args.out.strip():
        return _fail(_("--out is empty"))
    missing = [f for f in args.files if not Path(f).exists()]
    if missing:
        return _fail(_("{file}: no such file or folder").format(file=missing[0]))
    jobs = args.jobs if args.jobs is not None else default_workers()
    if jobs < 1:
        return _fail(_("--jobs {jobs} must be 1 or more").format(jobs=jobs))
    writer: DrillSetWriter | None = None
    if args.out:
        try:
            refuse_output_among_inputs(args.out, input_files(args.files))
            writer = DrillSetWriter(args.out, _(IMPORT_TITLE), notes=_(IMPORT_NOTE))
        except OSError as exc:
            return _fail(_("{file}: cannot write: {reason}").format(file=args.out, reason=os_reason(exc)))
        except DrillError as exc:
            return _fail(f"{args.out}: {describe(exc)}")

    line = ProgressLine()
    try:
        report = import_files(
            args.files,
            keep_names=args.keep_names,
            verify=args.verify,
            progress=line,
            side_pots_only=args.side_pots_only,
            drill_file=writer,
            workers=jobs,
        )
    except OSError as exc:  # the drill file could not be written (a full disk)
        if writer is not None:
            writer.abort()
        return _fail(_cannot_write(args.out, exc))
    except KeyboardInterrupt:  # Ctrl+C (said by main()): the workers are stopped, nothing written
        if writer is not None:
            writer.abort()
        raise
    finally:
        line.clear()
    if report.hands_read == 0:
        if writer is not None:
            writer.abort()
        reason = shown(report.skipped[0].reason) if report.skipped else _("no hand-history files found")
        return _fail(_("nothing to import: {reason}").format(reason=reason))
    saved = 0
    if writer is not None:
        try:
            saved = writer.close()
        except OSError as exc:
            return _fail(_("{file}: cannot write: {reason}").format(file=args.out, reason=os_reason(exc)))
    try:
        print(report_text(report, details=not args.brief), flush=True)
        if args.out:
            if saved:
                print(
                    "\n"
                    + ngettext("Saved {n} drill to {file}", "Saved {n} drills to {file}", saved).format(
                        n=format_chips(saved), file=args.out
                    )
                )
                if os.path.getsize(args.out) > MAX_FILE_BYTES:
                    print(
                        _(
                            "Note: {file} is larger than the {mb} MB a drill file may be to open; import "
                            "fewer hands or use --side-pots-only."
                        ).format(file=args.out, mb=MAX_FILE_BYTES // 2**20)
                    )
            else:
                print("\n" + _("No drill made: {file} was not written.").format(file=args.out))
    except BrokenPipeError:  # the reader (| head) stopped early: not an error
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
    return 0 if report.drills_made else 1
