"""The ``dealer-trainer exam`` command: make a sealed exam from a drill set, show what an exam
file says in the clear (after checking its seal), and list the exam results saved on this
machine."""

from __future__ import annotations

import argparse
import base64
import binascii
import json
import math
import os
import secrets
import sqlite3
from dataclasses import replace
from pathlib import Path
from typing import Any

from dealer_trainer.commands.common import (
    InputError,
    add_profile_option,
    emit,
    local_time,
    local_time_text,
    read_profile,
    read_text,
    render_table,
)
from dealer_trainer.drills.chip_entries import parse_chip_list
from dealer_trainer.drills.errors import DrillError, describe
from dealer_trainer.drills.exam_parts import DEFAULT_WEIGHTS, ExamParts
from dealer_trainer.drills.exam_sheet import sheet_csv
from dealer_trainer.drills.exams import (
    AIDS,
    DEFAULT_PASS_MARK,
    MAX_SECONDS,
    ExamInfo,
    ExamResult,
    check_seal_fields,
    exam_info,
    make_exam,
    open_exam,
    read_exam_file,
    save_exam,
)
from dealer_trainer.drills.file_output import refuse_output_among_inputs, save_bytes
from dealer_trainer.drills.files import DrillSet, load_drill_set
from dealer_trainer.drills.weak_spots import mistake_words
from dealer_trainer.drills.written import make_written
from dealer_trainer.engine.house_rules import AWARD_RULES, HELPERS, with_rules
from dealer_trainer.i18n import _, ngettext, os_reason
from dealer_trainer.storage.exams import ExamStore, default_path
from dealer_trainer.storage.passwords import is_postgres
from dealer_trainer.storage.shared import flag_words
from dealer_trainer.wording.explain import format_chips

#: Where the instructor's passphrase may come from besides ``--passphrase-file``.
PASSPHRASE_ENV = "DEALER_TRAINER_EXAM_PASSPHRASE"


def duration_text(seconds: float) -> str:
    """``600`` -> ``"10:00"``, ``3725`` -> ``"1:02:05"`` (whole seconds, rounded down); a stored
    value that is not a finite number is "unknown"."""
    if not math.isfinite(seconds):
        return _("unknown")
    s = int(seconds)
    if s >= 3600:
        return f"{s // 3600}:{s // 60 % 60:02d}:{s % 60:02d}"
    return f"{s // 60}:{s % 60:02d}"


def limits_text(total: int | None, per_drill: int | None) -> str:
    """``"10:00 in total; 1:30 per drill"`` (the limits given)."""
    if total is not None and per_drill is not None:
        return _("{total} in total; {per_drill} per drill").format(
            total=duration_text(total), per_drill=duration_text(per_drill)
        )
    if total is not None:
        return _("{total} in total").format(total=duration_text(total))
    if per_drill is not None:
        return _("{per_drill} per drill").format(per_drill=duration_text(per_drill))
    return ""


def aids_text(aids: frozenset[str] | set[str]) -> str:
    """The aids allowed in words, or what is not allowed when none is."""
    if not aids:
        return _("none (no hints, no solution, no dealer helpers, no undo after Check, one Check per drill)")
    return ", ".join(aid_name(a) for a in AIDS if a in aids)


def aid_name(aid: str) -> str:
    """An aid's name in the active language (``"hints"``; ``--allow`` takes the English code)."""
    names = {
        "hints": _("hints"),
        "solution": _("solution"),
        HELPERS.name: _("helpers"),
        "undo": _("undo"),
        "retries": _("retries"),
    }
    return names.get(aid, aid)


def _aids(text: str | None) -> frozenset[str]:
    if not text:
        return frozenset()
    aids = {part.strip() for part in text.split(",") if part.strip()}
    unknown = sorted(aids - set(AIDS))
    if unknown:
        raise InputError(
            _("--allow: {value!r} is not an aid; the aids are {aids}").format(
                value=unknown[0], aids=", ".join(AIDS)
            )
        )
    return frozenset(aids)


def _passphrase(args: argparse.Namespace) -> str | None:
    """The instructor's passphrase: the first line of ``--passphrase-file`` (``-``: standard
    input), else the environment variable, else None (the program's own key)."""
    text: str | None
    if args.passphrase_file is not None:
        lines = read_text(args.passphrase_file).splitlines()
        text = lines[0] if lines else ""
        where = args.passphrase_file
    else:
        text = os.environ.get(PASSPHRASE_ENV)
        where = PASSPHRASE_ENV
        if text is None:
            return None
    if not text.strip():
        raise InputError(_("{where}: the passphrase is empty").format(where=where))
    return text


def _seconds(minutes: float | None, option: str) -> int | None:
    if minutes is None:
        return None
    if not math.isfinite(minutes) or minutes <= 0:
        raise InputError(
            _("{option} {minutes} must be above 0").format(option=option, minutes=f"{minutes:g}")
        )
    seconds = round(minutes * 60)
    if not 1 <= seconds <= MAX_SECONDS:
        raise InputError(
            _("{option} {minutes} must be from 1 second to {hours} hours").format(
                option=option, minutes=f"{minutes:g}", hours=MAX_SECONDS // 3600
            )
        )
    return seconds


def _with_profile(drill_set: DrillSet, profile: Any) -> DrillSet:
    """``drill_set`` graded under its own named house rules, else the room ``profile``'s, else
    the default (formats.md §6)."""
    from dealer_trainer.engine.room_profiles import layered

    rules = drill_set.house_rules
    given = {key: getattr(rules, key) for key in drill_set.house_rules_given} if rules else {}
    chosen = with_rules(layered(given, {}, profile, AWARD_RULES))
    return replace(drill_set, house_rules=chosen, house_rules_given=tuple(r.key for r in AWARD_RULES))


def cmd_make(args: argparse.Namespace) -> int:
    """``exam make DRILLS.json --out EXAM.json``: seal a drill set as an exam."""
    if args.minutes is None and args.per_drill is None:
        raise InputError(_("give a time limit: --minutes (the whole exam), --per-drill (seconds), or both"))
    total = _seconds(args.minutes, "--minutes")
    per_drill = None
    if args.per_drill is not None:
        if not 1 <= args.per_drill <= MAX_SECONDS:
            raise InputError(
                _("--per-drill {value} must be from 1 to {most} seconds").format(
                    value=args.per_drill, most=format_chips(MAX_SECONDS)
                )
            )
        per_drill = args.per_drill
    if not 1 <= args.pass_mark <= 100:
        raise InputError(_("--pass {value} must be a per cent from 1 to 100").format(value=args.pass_mark))
    if not args.out.strip():
        raise InputError(_("--out is empty"))
    aids = _aids(args.allow)
    profile = read_profile(args)
    passphrase = _passphrase(args)
    try:
        drill_set = load_drill_set(args.drills)
    except DrillError as exc:
        raise InputError(_("{file}: {problem}").format(file=args.drills, problem=describe(exc))) from None
    if profile is not None:  # sealed with the exam: it grades the same on every machine
        drill_set = _with_profile(drill_set, profile)
    if args.title:
        drill_set = replace(drill_set, title=args.title)
    if args.chips:  # chip drills after the set's items, in the table part
        seed = args.seed if args.seed is not None else secrets.randbelow(10**9)
        try:
            chips = parse_chip_list(args.chips, seed)
        except DrillError as exc:
            raise InputError(f"--{describe(exc)}") from None
        drill_set = replace(drill_set, entries=(*drill_set.entries, *chips))
    if not drill_set.entries:
        raise InputError(
            _("{file}: the drill set is empty; an exam needs at least one drill").format(file=args.drills)
        )
    written, parts = _written_part(args)
    try:
        exam = make_exam(
            drill_set, total, per_drill, args.pass_mark, aids, written, parts, calls=not args.show_hand_names
        )
        read = [args.drills]
        if args.passphrase_file is not None:  # the instructor's only copy of the passphrase
            read.append("/dev/stdin" if args.passphrase_file == "-" else args.passphrase_file)
        refuse_output_among_inputs(args.out, read)
        save_exam(args.out, exam, passphrase)
    except DrillError as exc:
        raise InputError(_("{file}: {problem}").format(file=args.drills, problem=describe(exc))) from None
    except OSError as exc:
        raise InputError(
            _("{file}: cannot write: {reason}").format(file=args.out, reason=os_reason(exc))
        ) from None
    n = len(exam.entries)
    sealed = (
        _("sealed with your passphrase (the trainee's machine asks for it when the exam is opened)")
        if passphrase is not None
        else _(
            "sealed with the program's own key: it keeps the cards and answers from a look at the "
            "file, not from someone with the program's source (README: Exams)"
        )
    )
    emit(
        ngettext(
            "wrote exam {title!r} to {file}: {n} drill, {limits}, pass mark {mark} %, aids: {aids}; {sealed}",
            "wrote exam {title!r} to {file}: {n} drills, {limits}, pass mark {mark} %, aids: {aids}; "
            "{sealed}",
            n,
        ).format(
            title=exam.title or Path(args.out).stem,
            file=args.out,
            n=n,
            limits=limits_text(total, per_drill),
            mark=exam.pass_mark,
            aids=aids_text(aids),
            sealed=sealed,
        )
    )
    if exam.version == 2:
        emit(parts_text(exam.parts or ExamParts(total=exam.pass_mark), len(exam.written)))
    return 0


def _written_part(args: argparse.Namespace) -> tuple[tuple[dict[str, Any], ...], ExamParts | None]:
    """``--written N`` questions drawn from the rules (``--seed``), and the parts' weights and
    marks (``--weights``, ``--pass-each``).

    Raises:
        InputError: a count, weight or mark out of range, named with its option.
    """
    if args.written is None:
        if args.weights or args.pass_each:
            raise InputError(_("--weights and --pass-each need a written part: give --written N"))
        return (), None
    try:
        written = make_written(args.written, args.seed if args.seed is not None else secrets.randbelow(10**9))
        weights = DEFAULT_WEIGHTS
        if args.weights:
            pieces = args.weights.split(",")
            digits = all(p.strip().isascii() and p.strip().isdigit() for p in pieces)
            if len(pieces) != 2 or not digits or sum(int(p) for p in pieces) != 100:
                raise InputError(
                    _(
                        "--weights {value}: give the written and the table weight, adding up to 100, as 30,70"
                    ).format(value=args.weights)
                )
            weights = (("written", int(pieces[0])), ("table", int(pieces[1])))
        each: int | None = None
        if args.pass_each is not None:
            each = args.pass_each
        parts = ExamParts(weights, args.pass_mark, each)
    except DrillError as exc:
        raise InputError(describe(exc)) from None
    return written, parts


def parts_text(parts: ExamParts, questions: int) -> str:
    """``"Parts: written 30 (12 questions), table 70; pass: 80 % in all, 70 % in each part"``."""
    weights = dict(parts.weights)
    names = [
        _("written {weight} ({n} questions)").format(weight=weights["written"], n=questions)
        if kind == "written"
        else _("table {weight}").format(weight=weights["table"])
        for kind, _w in parts.weights
        if kind != "written" or questions  # no written part: its weight drops out
    ]
    each = parts.each_part
    if each is None:
        marks = _("pass: {total} % in all").format(total=parts.total)
    elif isinstance(each, int):
        marks = _("pass: {total} % in all, {each} % in each part").format(total=parts.total, each=each)
    else:
        marks = _("pass: {total} % in all; {marks}").format(
            total=parts.total, marks=", ".join(f"{k} {v} %" for k, v in each.items())
        )
    return _("Parts: {parts}; {marks}").format(parts=", ".join(names), marks=marks)


def info_text(info: ExamInfo) -> str:
    """What an exam file says in the clear, as lines."""
    title = info.title or _("(untitled)")
    lines = [
        _("Exam: {title} by {author}").format(title=title, author=info.author)
        if info.author
        else _("Exam: {title}").format(title=title),
        _("Drills: {n}").format(n=info.drill_count),
        *([_("Written questions: {n}").format(n=info.question_count)] if info.question_count else []),
        *([parts_text(info.parts, info.question_count)] if info.parts is not None else []),
        _("Time: {limits}").format(limits=limits_text(info.total_seconds, info.seconds_per_drill)),
        _("Pass mark: {mark} %").format(mark=info.pass_mark),
        _("Aids allowed: {aids}").format(aids=aids_text(info.aids)),
        _("Sealed with: the instructor's passphrase")
        if info.needs_passphrase
        else _("Sealed with: the program's own key"),
        _("Id: {id}").format(id=info.exam_id),
    ]
    return "\n".join(lines)


#: A Fernet token: version byte 0x80, 8-byte time, 16-byte IV, whole AES blocks, 32-byte HMAC.
_TOKEN_OVERHEAD = 1 + 8 + 16 + 32


def check_token_shape(data: Any) -> None:
    """Check what can be checked of a passphrase-sealed exam without the passphrase: its seal
    block names its key derivation and salt (:func:`check_seal_fields`), and its sealed part is a
    whole Fernet token (version byte, at least one AES block, the HMAC). Raises
    :class:`DrillError` naming the seal field, or ``broken_seal`` when the token is damaged or cut."""
    check_seal_fields(data)
    token = data.get("sealed") if isinstance(data, dict) else None
    try:
        raw = (
            base64.urlsafe_b64decode(token.encode("ascii"))
            if isinstance(token, str) and token.isascii()
            else b""
        )
    except (binascii.Error, ValueError):
        raw = b""
    blocks = len(raw) - _TOKEN_OVERHEAD
    if not raw or raw[0] != 0x80 or blocks < 16 or blocks % 16:
        raise DrillError("broken_seal", "sealed")


def cmd_show(args: argparse.Namespace) -> int:
    """``exam show EXAM.json``: check the seal, then show the plain fields (never the sealed
    drills). An exam sealed with the program's key is opened and its plain fields compared
    with the sealed copy; one sealed with a passphrase is too when the passphrase is given
    (``--passphrase-file`` or the environment), else only the token's shape is checked.
    A damaged or altered file is refused in one line (exit status 2)."""
    try:
        data = read_exam_file(args.exam)
        info = exam_info(data)
        passphrase = _passphrase(args) if info.needs_passphrase else None
        if info.needs_passphrase and passphrase is None:
            check_token_shape(data)
            seal = _(
                "Seal: unbroken as far as can be seen without the instructor's passphrase "
                "(give it with --passphrase-file to check the drills and fields too)"
            )
        else:
            open_exam(data, passphrase)
            seal = _("Seal: checked: the sealed drills open and match the fields above")
    except DrillError as exc:
        raise InputError(_("{file}: {problem}").format(file=args.exam, problem=describe(exc))) from None
    emit(info_text(info) + "\n" + seal)
    return 0


def result_dict(result: ExamResult) -> dict[str, Any]:
    """A sitting as JSON: the exam, the trainee, the score, what the school's server noted on
    arrival (``flags``: ``queued``, ``late``, ``unverified``), and each drill. A stored time that
    is no time (infinite, NaN) is ``null``."""
    return {
        "exam_id": result.exam_id,
        "title": result.title,
        "trainee": result.trainee,
        "started_at": local_time(result.started_at, "%Y-%m-%dT%H:%M:%S%z"),
        "seconds": round(result.seconds, 1) if math.isfinite(result.seconds) else None,
        "right": result.right,
        "drills": len(result.drills),
        "percent": result.percent,
        "pass_mark": result.pass_mark,
        "passed": result.passed,
        "flags": list(result.flags),
        "per_drill": [
            {
                "position": d.position,
                "right": d.right,
                "seconds": round(d.seconds, 1),
                "ending": d.ending,
                "mistake_codes": list(d.mistake_codes),
                "checks": d.checks,
                "hints": d.hints,
            }
            for d in result.drills
        ],
    }


def cmd_results(args: argparse.Namespace) -> int:
    """``exam results``: the sittings saved on this machine, newest first; with ``--csv FILE``,
    the result sheet of the newest one listed, as CSV."""
    if args.limit < 1:
        raise InputError(_("--limit {value} must be 1 or more").format(value=args.limit))
    if args.csv is not None and not args.csv.strip():
        raise InputError(_("--csv is empty"))
    if is_postgres(args.db):
        return _print_results(args, _by_trainee(args, _server_sittings(args)), args.db)
    path = Path(args.db) if args.db else default_path()
    if not path.exists() and not args.db and args.csv is None:
        emit("[]" if args.json else _("No exam results saved yet ({path}).").format(path=path))
        return 0
    store = open_exam_results(path)
    try:
        limit = 100_000 if args.trainee is not None else args.limit
        sittings = [s.result for s in store.sittings(limit=limit, exam_id=args.exam_id)]
    finally:
        store.close()
    return _print_results(args, _by_trainee(args, sittings), str(path))


def _by_trainee(args: argparse.Namespace, sittings: list[ExamResult]) -> list[ExamResult]:
    """The sittings of ``--trainee`` (all when not given), at most ``--limit``."""
    if args.trainee is not None:
        sittings = [s for s in sittings if s.trainee == args.trainee]
    return sittings[: args.limit]


def _write_sheet(args: argparse.Namespace, sittings: list[ExamResult], where: str) -> int:
    """``--csv FILE``: the newest sitting's result sheet as CSV (drills/exam_sheet.py), written
    atomically; one line says whose sitting went where."""
    if not sittings:
        raise InputError(_("--csv {file}: no sitting to write ({where})").format(file=args.csv, where=where))
    result = sittings[0]
    try:
        refuse_output_among_inputs(args.csv, [] if is_postgres(where) else [where])
        save_bytes(args.csv, sheet_csv(result).encode("utf-8"))
    except OSError as exc:
        raise InputError(
            _("{file}: cannot write: {reason}").format(file=args.csv, reason=os_reason(exc))
        ) from None
    emit(
        _(
            "wrote the result sheet of {trainee}, {title} ({when}, {right}/{drills} right, {verdict}) "
            "to {file}"
        ).format(
            trainee=result.trainee or "—",
            title=result.title or "—",
            when=local_time_text(result.started_at),
            right=result.right,
            drills=len(result.drills),
            verdict=_("PASS") if result.passed else _("FAIL"),
            file=args.csv,
        )
    )
    return 0


def open_exam_results(path: Path) -> ExamStore:
    """The exam results file at ``path`` opened to be read only: a listing never creates,
    moves or changes a file (one that is not ours is left exactly as it is).

    Raises:
        InputError: no such file, not a regular file, or not an exam results file (the reason).
    """
    if not path.exists():
        raise InputError(_("{file}: no such file").format(file=path))
    if not path.is_file():
        raise InputError(_("{file}: not a regular file").format(file=path))
    try:
        return ExamStore(path, read_only=True)
    except (OSError, sqlite3.Error) as exc:
        raise InputError(
            _("{file}: cannot read the exam results: {reason}").format(file=path, reason=exc)
        ) from None


def _server_sittings(args: argparse.Namespace) -> list[ExamResult]:
    """The sittings on the school's server at ``--db`` (a login reads what its role may: a
    trainee's own, an instructor's class). Raises InputError in one line when it cannot."""
    from dealer_trainer.storage.progress import open_store

    store = None
    try:
        store = open_store(args.db)
        limit = 100_000 if args.trainee is not None else args.limit  # --trainee picks from all
        return store.sittings(exam_id=args.exam_id, limit=limit)
    except Exception as exc:  # noqa: BLE001 - StoreError, a driver error: said in one line
        text = str(exc).strip()
        raise InputError(text.splitlines()[0] if text else type(exc).__name__) from None
    finally:
        if store is not None:
            store.close()


def _print_results(args: argparse.Namespace, sittings: list[ExamResult], where: str) -> int:
    if args.csv is not None:
        if is_postgres(where):
            from dealer_trainer.storage.passwords import redact

            where = redact(where)
        return _write_sheet(args, sittings, where)
    if args.json:
        emit(json.dumps([result_dict(r) for r in sittings], indent=2, ensure_ascii=False))
        return 0
    if not sittings:
        if is_postgres(where):
            from dealer_trainer.storage.passwords import redact

            where = redact(where)
        emit(_("No exam results saved yet ({path}).").format(path=where))
        return 0
    rows = []
    for r in sittings:
        wrong = [d for d in r.drills if not d.right]
        codes = sorted({c for d in wrong for c in d.mistake_codes})
        late = sum(1 for d in r.drills if d.ending in ("time_up", "not_reached", "closed", "quit"))
        note = ", ".join(mistake_words(c) for c in codes)  # the codes stay in --json
        if late:
            note = (
                _("{codes}; {late} out of time").format(codes=note, late=late)
                if codes
                else _("{late} out of time").format(late=late)
            )
        rows.append(
            [
                local_time_text(r.started_at),
                r.trainee or "—",
                r.title or "—",
                _("{right}/{drills} ({percent} %)").format(
                    right=r.right, drills=len(r.drills), percent=r.percent
                ),
                (_("PASS") if r.passed else _("FAIL"))
                + (f" ({flag_words(r.flags)})" if r.flags else ""),  # what the school's server noted
                duration_text(r.seconds),
                note,
            ]
        )
    emit(
        render_table(
            rows, [_("Date"), _("Trainee"), _("Exam"), _("Right"), _("Result"), _("Time"), _("Mistakes")]
        )
    )
    return 0


def register(sub: Any) -> None:
    """Add ``exam`` (make, show, results) to the ``dealer-trainer`` subcommands."""
    p = sub.add_parser("exam", help=_("make a sealed exam from a drill set; list exam results"))
    exam_sub = p.add_subparsers(dest="exam_command", metavar="ACTION", required=True)
    make = exam_sub.add_parser(
        "make",
        help=_("seal a drill set as an exam: time limit, pass mark, aids allowed"),
        description=_(
            "Seal a drill set as an exam. The drills (cards, codes, answers) are sealed; "
            "the instructor's passphrase is read from --passphrase-file or ${variable}, else "
            "the program's own key is used (it keeps answers from a look at the file only)."
        ).format(variable=PASSPHRASE_ENV),
    )
    make.add_argument("drills", help=_("the drill set (a drills JSON file)"))
    make.add_argument("--out", required=True, help=_("the exam file to write"))
    make.add_argument("--minutes", type=float, help=_("time for the whole exam, in minutes"))
    make.add_argument("--per-drill", type=int, help=_("time for each drill (build and award), in seconds"))
    make.add_argument(
        "--pass",
        dest="pass_mark",
        type=int,
        default=DEFAULT_PASS_MARK,
        help=_("per cent of the drills to get right (default {mark})").format(mark=DEFAULT_PASS_MARK),
    )
    make.add_argument(
        "--allow", help=_("aids allowed, comma-separated: {aids} (default none)").format(aids=",".join(AIDS))
    )
    make.add_argument("--title", default="", help=_("the exam's title (default: the drill set's)"))
    make.add_argument(
        "--written",
        type=int,
        help=_("add a written part of N questions drawn from the rules (numbers and choices), taken first"),
    )
    make.add_argument(
        "--chips",
        help=_(
            "add chip drills to the table part, comma-separated kind and level: K count, G change, "
            "U colour-up, R chip race (as K1,G2,U1,R2), dealt from --seed"
        ),
    )
    make.add_argument(
        "--seed", type=int, help=_("the seed of the written part and of --chips (default: a random one)")
    )
    make.add_argument(
        "--weights", help=_("the written and the table part's weights, as 30,70 (default 30,70)")
    )
    make.add_argument(
        "--pass-each",
        type=int,
        help=_("a pass mark (per cent) each part must reach as well as the total (default: the total only)"),
    )
    make.add_argument(
        "--show-hand-names",
        action="store_true",
        help=_("show the hand names at showdown (default: hidden; the trainee calls each live hand)"),
    )
    make.add_argument(
        "--passphrase-file", help=_("seal with the passphrase on this file's first line (- stdin)")
    )
    add_profile_option(
        make,
        _("exam make seals its award_order and odd_chip_unit into the exam where the drill set names none."),
    )
    make.set_defaults(func=cmd_make)
    show = exam_sub.add_parser(
        "show", help=_("check an exam file's seal and show what it says in the clear (never its drills)")
    )
    show.add_argument("exam", help=_("the exam file"))
    show.add_argument(
        "--passphrase-file",
        help=_("check a passphrase seal with the passphrase on this file's first line (- stdin)"),
    )
    show.set_defaults(func=cmd_show)
    results = exam_sub.add_parser(
        "results", help=_("the exam results saved on this machine or the school's server, newest first")
    )
    results.add_argument(
        "--db",
        help=_("the results file (default {path}), or the school's postgresql:// URL").format(
            path=default_path()
        ),
    )
    results.add_argument("--exam-id", help=_("only the sittings of this exam (its id: exam show)"))
    results.add_argument("--limit", type=int, default=100, help=_("at most this many sittings (default 100)"))
    results.add_argument("--json", action="store_true", help=_("print machine-readable JSON, drill by drill"))
    results.add_argument("--trainee", help=_("only the sittings of this trainee (the name as saved)"))
    results.add_argument(
        "--csv",
        metavar="FILE",
        help=_(
            "write the result sheet of the newest sitting listed as CSV to FILE "
            "(drill, kind, right, seconds, mistakes, ended)"
        ),
    )
    results.set_defaults(func=cmd_results)
