"""``dealer-trainer worksheet``: a printable PDF worksheet of drills, with an answer key on request.

No Qt is imported until the command runs: the drills are chosen and checked, and the output
checked writable, first; only then is the PDF drawn (offscreen when there is no display).
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path
from typing import Any

from dealer_trainer.commands.common import InputError
from dealer_trainer.commands.drill import select_drills
from dealer_trainer.drills.codes import SEED_SPACE
from dealer_trainer.drills.errors import DrillError, describe
from dealer_trainer.drills.file_output import output_target, refuse_output_among_inputs
from dealer_trainer.drills.files import load_drill_set
from dealer_trainer.drills.models import Drill
from dealer_trainer.drills.worksheet import MAX_WORKSHEET_DRILLS, make_worksheet
from dealer_trainer.engine.rules import HouseRules
from dealer_trainer.i18n import _, ngettext, os_reason
from dealer_trainer.wording.explain import format_chips


def register(sub: Any) -> None:
    """Add the ``worksheet`` subcommand to the ``dealer-trainer`` parser."""
    p = sub.add_parser(
        "worksheet",
        help=_("write a printable PDF worksheet of drills (--answers adds the answer key)"),
        description=_(
            "Write a printable worksheet: each drill's table (seats, stacks, bets, board and hands) "
            "with empty rows for the pots and the uncalled bet; --answers adds an answer key "
            "(every pot, its arithmetic, who can win it and who wins it) on pages of its own."
        ),
    )
    p.add_argument("--file", metavar="DRILLS.json", help=_("the drills of a drill set file"))
    p.add_argument(
        "--level",
        type=int,
        choices=(1, 2, 3, 4, 5),
        help=_("generated drills of this level (1-5; 5: the cash game with the rake)"),
    )
    p.add_argument(
        "--count",
        type=int,
        help=_("how many generated drills (1 to {most})").format(most=MAX_WORKSHEET_DRILLS),
    )
    p.add_argument("--seed", type=int, help=_("seed of the first drill; the next ones take S+1, S+2, ..."))
    p.add_argument("--out", metavar="FILE.pdf", required=True, help=_("the PDF file to write"))
    p.add_argument("--answers", action="store_true", help=_("add the answer key after the drills"))
    p.add_argument("--page", choices=("a4", "letter"), default="a4", help=_("paper size (default a4)"))
    p.add_argument("--title", help=_("the worksheet's title (default: the drill set's title)"))
    p.set_defaults(func=cmd_worksheet)


def _check_options(args: argparse.Namespace) -> None:
    """Refuse what cannot make a worksheet, each in one line, before anything is drawn."""
    if not args.out.lower().endswith(".pdf"):
        raise InputError(
            _("--out {out}: a worksheet is a PDF; give a file name ending .pdf").format(out=args.out)
        )
    if args.file is not None:
        try:
            refuse_output_among_inputs(args.out, [args.file])
        except OSError as exc:
            raise InputError(
                _("--out {out}: cannot write: {reason}").format(out=args.out, reason=os_reason(exc))
            ) from None
        given = [f"--{o}" for o in ("level", "count", "seed") if getattr(args, o) is not None]
        if given:
            raise InputError(
                _("--file prints the drills of a file; it cannot be used with {option}").format(
                    option=given[0]
                )
            )
        return
    if args.level is None or args.count is None:
        raise InputError(_("give --file DRILLS.json, or --level N and --count K"))
    if not 1 <= args.count <= MAX_WORKSHEET_DRILLS:
        raise InputError(
            _("--count {count} must be from 1 to {most} (a worksheet holds at most {most} drills)").format(
                count=args.count, most=MAX_WORKSHEET_DRILLS
            )
        )
    if args.seed is not None and not 0 <= args.seed <= SEED_SPACE - args.count:
        raise InputError(
            _(
                "--seed {seed} with --count {count}: seeds run from 0 to {last}, so the first may be at most "
                "{first}"
            ).format(
                seed=args.seed,
                count=args.count,
                last=format_chips(SEED_SPACE - 1),
                first=format_chips(SEED_SPACE - args.count),
            )
        )


def _drills(args: argparse.Namespace) -> tuple[list[Drill], str, str, HouseRules | None]:
    """The drills, the title, the subtitle and the set's house rules (None: TDA 2024)."""
    if args.file is not None:
        try:
            drill_set = load_drill_set(args.file)
        except DrillError as exc:
            raise InputError(_("{file}: {problem}").format(file=args.file, problem=describe(exc))) from None
        drills = list(drill_set.drills)
        streets = len(drill_set.entries) - len(drills)
        if streets and not drills:
            only = _("{file}: the drill set holds street-by-street hands only; a worksheet prints pot drills")
            raise InputError(only.format(file=args.file))
        if not drills:
            raise InputError(
                _("{file}: the drill set has no drills; there is nothing to print").format(file=args.file)
            )
        if streets:  # said, not dropped in silence
            note = ngettext(
                "{file}: {n} street-by-street hand left out: a worksheet prints pot drills only",
                "{file}: {n} street-by-street hands left out: a worksheet prints pot drills only",
                streets,
            )
            print(note.format(file=args.file, n=streets), file=sys.stderr)
        if len(drills) > MAX_WORKSHEET_DRILLS:
            raise InputError(
                _(
                    "{file}: {count} drills is more than a worksheet holds (at most {most}); split the set"
                ).format(file=args.file, count=format_chips(len(drills)), most=MAX_WORKSHEET_DRILLS)
            )
        title = args.title or drill_set.title or Path(args.file).stem
        parts = [_count(len(drills))]
        if drill_set.author:
            parts.append(_("by {author}").format(author=drill_set.author))
        parts.append(_("from {file}").format(file=Path(args.file).name))
        if drill_set.notes:
            parts.append(drill_set.notes)
        return drills, title, " · ".join(parts), drill_set.house_rules
    try:
        drills = select_drills(level=args.level, seed=args.seed, count=args.count)
    except DrillError as exc:
        raise InputError(describe(exc)) from None
    title = args.title or _("Level {level} drills").format(level=args.level)
    if args.seed is not None:
        last = args.seed + args.count - 1
        seeds = (
            _("seed {seed}").format(seed=args.seed)
            if args.count == 1
            else _("seeds {first} to {last}").format(first=args.seed, last=last)
        )
    else:
        seeds = _("dealt at random")
    subtitle = ngettext(
        "{n} drill of level {level}, {seeds}; each drill's code deals it again",
        "{n} drills of level {level}, {seeds}; each drill's code deals it again",
        len(drills),
    ).format(n=len(drills), level=args.level, seeds=seeds)
    return drills, title, subtitle, None


def _count(n: int) -> str:
    return ngettext("{n} drill", "{n} drills", n).format(n=n)


def _open_output(out: str) -> tuple[int, str, str]:
    """A temporary file beside ``out`` (moved onto it once the PDF is whole): (fd, its path,
    the file to replace: ``out`` with any symbolic link followed).

    Raises:
        InputError: the folder is missing, not a folder or not writable; ``out`` is a folder
            or a file that may not be written.
    """
    target = Path(os.path.realpath(out))
    folder = target.parent
    if target.is_dir():
        raise InputError(_("--out {out}: is a folder, not a file").format(out=out))
    if os.path.lexists(out):
        try:  # a device or FIFO (or a link to one) is refused, never replaced by the PDF
            output_target(out)
        except OSError as exc:
            raise InputError(
                _("--out {out}: cannot write: {reason}").format(out=out, reason=os_reason(exc))
            ) from None
    if not folder.exists():
        raise InputError(
            _("--out {out}: cannot write: the folder {folder!r} does not exist").format(
                out=out, folder=str(folder)
            )
        )
    if not folder.is_dir():
        raise InputError(
            _("--out {out}: cannot write: {folder!r} is not a folder").format(out=out, folder=str(folder))
        )
    if target.exists() and not os.access(target, os.W_OK):
        raise InputError(_("--out {out}: cannot write: the file is read-only").format(out=out))
    try:
        fd, temp = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".part", dir=folder)
    except OSError as exc:
        raise InputError(
            _("--out {out}: cannot write: {reason}").format(out=out, reason=os_reason(exc))
        ) from None
    return fd, temp, str(target)


def _write(fd: int, temp: str, target: str, out: str, data: bytes) -> None:
    """Write ``data`` through ``fd`` and move the file onto ``target``, with the usual
    permissions (a new file's, under the umask); ``out`` is how the user named it."""
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
        mask = os.umask(0)
        os.umask(mask)
        os.chmod(temp, 0o666 & ~mask)
        os.replace(temp, target)
    except OSError as exc:
        Path(temp).unlink(missing_ok=True)
        raise InputError(
            _("--out {out}: cannot write: {reason}").format(out=out, reason=os_reason(exc))
        ) from None


def cmd_worksheet(args: argparse.Namespace) -> int:
    """``dealer-trainer worksheet``: write the worksheet PDF to ``--out``."""
    _check_options(args)
    drills, title, subtitle, rules = _drills(args)
    sheet = make_worksheet(drills, title, subtitle, rules)
    fd, temp, target = _open_output(args.out)
    try:
        if (
            not os.environ.get("DISPLAY")
            and not os.environ.get("WAYLAND_DISPLAY")
            and sys.platform.startswith("linux")
        ):
            os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
        from dealer_trainer.ui.worksheet import worksheet_pdf

        data, pages, key_page = worksheet_pdf(sheet, answers=args.answers, page_size=args.page)
    except BaseException:
        os.close(fd)
        Path(temp).unlink(missing_ok=True)
        raise
    _write(fd, temp, target, args.out, data)
    drills_text = _count(len(drills))
    if key_page:
        line = ngettext(
            "wrote {out}: {drills} on {pages} page; answer key from page {key_page}",
            "wrote {out}: {drills} on {pages} pages; answer key from page {key_page}",
            pages,
        )
    else:
        line = ngettext(
            "wrote {out}: {drills} on {pages} page", "wrote {out}: {drills} on {pages} pages", pages
        )
    print(line.format(out=args.out, drills=drills_text, pages=pages, key_page=key_page))
    return 0
