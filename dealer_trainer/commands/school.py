"""The ``dealer-trainer school`` command: set up the school's PostgreSQL database for
per-trainee logins, add logins, publish exams and drill sets for the class, list and fetch
them on any machine, and print the class (text or CSV) without the window."""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path
from typing import Any

from dealer_trainer.commands.common import InputError, emit, read_text, render_table
from dealer_trainer.commands.exam import PASSPHRASE_ENV
from dealer_trainer.i18n import _, os_reason
from dealer_trainer.storage.class_report import class_csv, class_report
from dealer_trainer.storage.passwords import error_line


def register(sub: Any) -> None:
    """Add the ``school`` subcommand to the ``dealer-trainer`` parser."""
    p = sub.add_parser(
        "school",
        help=_("the school's database: per-trainee logins, the class's results"),
        description=_(
            "Set up the school's PostgreSQL database (--db or DEALER_TRAINER_DB) for per-trainee "
            "logins, add a login, or print the class. Exit status 2 on bad input or a database error."
        ),
    )
    sub2 = p.add_subparsers(dest="school_command", metavar="ACTION", required=True)
    secure = sub2.add_parser(
        "secure", help=_("turn on row-level security: each trainee's login sees only their own results")
    )
    login = sub2.add_parser("add-login", help=_("add a trainee's (or an instructor's) login"))
    login.add_argument("name", help=_("the login name: the trainee's name as results are kept"))
    login.add_argument("--instructor", action="store_true", help=_("a login that sees the whole class"))
    login.add_argument(
        "--password-file",
        metavar="FILE",
        help=_("read the password from FILE (- for stdin); never an argument"),
    )
    klass = sub2.add_parser("class", help=_("print every trainee's results, weak spots and exams"))
    klass.add_argument("--csv", action="store_true", help=_("print CSV (the window's Export CSV…)"))
    klass.add_argument(
        "--exams",
        metavar="FILE",
        help=_("also the exam results in this file (default: this machine's, for a progress file)"),
    )
    publish = sub2.add_parser(
        "publish",
        help=_("publish an exam (sealed, as handed out) or a drill set for every trainee"),
        description=_(
            "Publish an exam file (made with 'dealer-trainer exam make'; it stays sealed) or a "
            "drill set file on the school's database, where trainees on every machine list and "
            "take it. Publishing the same exam, or a drill set under the same name, replaces it."
        ),
    )
    publish.add_argument("file", help=_("the exam file or drill set file"))
    publish.add_argument("--name", help=_("a drill set's name on the database (default: its title)"))
    publish.add_argument(
        "--passphrase-file",
        metavar="FILE",
        help=_(
            "an exam sealed with a passphrase: the passphrase on this file's first line (- stdin), "
            "else from {variable}"
        ).format(variable=PASSPHRASE_ENV),
    )
    listing = sub2.add_parser("list", help=_("the exams and drill sets published on the school's database"))
    get = sub2.add_parser("get", help=_("write a published exam or drill set to a file, to take or open"))
    which = get.add_mutually_exclusive_group(required=True)
    which.add_argument("--exam", metavar="ID", help=_("the exam's id (see list)"))
    which.add_argument("--set", metavar="NAME", help=_("the drill set's name (see list)"))
    get.add_argument("--out", required=True, help=_("the file to write"))
    for q in (secure, login, klass, publish, listing, get):
        q.add_argument(
            "--db",
            metavar="URL",
            help=_("postgresql:// URL (class: or a progress file); default DEALER_TRAINER_DB"),
        )
    p.set_defaults(func=cmd_school)


def _location(args: argparse.Namespace, server_only: bool) -> str:
    from dealer_trainer.storage.postgres import is_postgres, redact

    where = args.db or os.environ.get("DEALER_TRAINER_DB", "")
    if not where:
        raise InputError(_("give the school's database with --db URL or DEALER_TRAINER_DB"))
    if server_only and not is_postgres(where):
        raise InputError(_("{where} is not a postgresql:// URL").format(where=redact(where)))
    if is_postgres(where):
        from dealer_trainer.storage.passwords import BadUrl, check_url

        try:
            where = check_url(where)  # its scheme as libpq reads it
        except BadUrl as exc:
            raise InputError(str(exc)) from None
    return where


def cmd_school(args: argparse.Namespace) -> int:
    """``dealer-trainer school ACTION``."""
    if args.school_command == "class":
        return _print_class(args)
    if args.school_command in ("publish", "list", "get"):
        return _shared(args)
    import psycopg

    from dealer_trainer.storage.postgres import (
        add_login,
        connect_options,
        enable_row_security,
        migrate,
        server_name,
    )
    from dealer_trainer.storage.results import StoreError

    where = _location(args, server_only=True)
    password = None
    if args.school_command == "add-login" and args.password_file:
        password = read_text(args.password_file).rstrip("\r\n")
        if not password:
            raise InputError(_("{file}: the password is empty").format(file=args.password_file))
    try:
        db = psycopg.connect(where, autocommit=True, **connect_options(where))
    except psycopg.Error as exc:
        raise InputError(
            _("The school's server ({server}) cannot be reached: {reason}").format(
                server=server_name(where), reason=error_line(exc, where)
            )
        ) from None
    try:
        with db:
            migrate(db)
            if args.school_command == "secure":
                enable_row_security(db)
                emit(
                    _("Row-level security is on: each trainee's login reads and writes only their own rows.")
                )
            else:
                name = add_login(db, args.name, password, instructor=args.instructor)
                role = _("an instructor") if args.instructor else _("a trainee")
                emit(_("Added {name} as {role}.").format(name=name, role=role))
    except StoreError as exc:
        raise InputError(error_line(exc)) from None
    except psycopg.Error as exc:
        raise InputError(_("the database refused: {reason}").format(reason=error_line(exc, where))) from None
    return 0


def _open(args: argparse.Namespace, read_only: bool) -> Any:
    """The store of ``--db``: a server, or an existing progress file. ``read_only`` (a listing):
    the file is read as it is and never changed; one that is not ours is refused in one line
    (:func:`~dealer_trainer.storage.progress.open_sqlite_read_only`). Otherwise (publish) a file
    that is not ours is refused the same way before it is opened to be written."""
    from dealer_trainer.storage.postgres import is_postgres, redact
    from dealer_trainer.storage.progress import StoreError, open_sqlite_read_only, open_store

    where = _location(args, server_only=False)
    if "://" in where and not is_postgres(where):
        raise InputError(_("{where} is not a postgresql:// URL").format(where=redact(where)))
    if not is_postgres(where):
        try:
            listing = open_sqlite_read_only(where)
        except StoreError as exc:
            raise InputError(str(exc)) from None
        if read_only:
            return listing
        listing.close()
    store = open_store(where)
    if not store.status.saving and store.status.severity == "error":
        store.close()
        raise InputError(store.status.message)
    return store


def _shared(args: argparse.Namespace) -> int:
    """``school publish | list | get``: exams and drill sets on the school's database."""
    from dealer_trainer.drills.errors import DrillError, describe
    from dealer_trainer.drills.file_fields import parse_drill_json
    from dealer_trainer.drills.file_output import save_json
    from dealer_trainer.drills.files import EXAM_FORMAT

    data = None
    if args.school_command == "publish":
        if args.name is not None and not args.name.strip():
            raise InputError(_("--name is empty: give the drill set's name, or leave --name out"))
        try:
            data = parse_drill_json(read_text(args.file))
        except DrillError as exc:
            raise InputError(_("{file}: {problem}").format(file=args.file, problem=describe(exc))) from None
    store = _open(args, read_only=args.school_command != "publish")
    try:
        if args.school_command == "publish":
            is_exam = isinstance(data, dict) and data.get("format") == EXAM_FORMAT
            if is_exam:
                if args.name:
                    raise InputError(_("--name is for a drill set; an exam is published under its id"))
                from dealer_trainer.commands.exam import _passphrase

                info = store.publish_exam(data, _passphrase(args))
                emit(
                    _("Published exam {title!r} ({n} drills, pass mark {mark} %); its id is {id}.").format(
                        title=info.title, n=info.drill_count, mark=info.pass_mark, id=info.exam_id
                    )
                )
            else:
                title = data.get("title") if isinstance(data, dict) else None
                name = args.name or (
                    title if isinstance(title, str) and title.strip() else Path(args.file).stem
                )
                published = store.publish_drill_set(name, data)
                emit(
                    _("Published drill set {name!r} ({n} drills).").format(
                        name=published.name, n=published.drill_count
                    )
                )
        elif args.school_command == "list":
            _print_published(store)
        else:
            data = store.exam_file(args.exam) if args.exam else store.drill_set_file(args.set)
            try:
                save_json(args.out, dict(data))
            except OSError as exc:
                raise InputError(
                    _("{file}: cannot write: {reason}").format(file=args.out, reason=os_reason(exc))
                ) from None
            emit(_("Wrote {file}.").format(file=args.out))
    except InputError:
        raise
    except Exception as exc:  # noqa: BLE001 - StoreError, sqlite3/psycopg errors, said in one line
        raise InputError(error_line(exc)) from None
    finally:
        store.close()
    return 0


def _print_published(store: Any) -> None:
    import time

    def day(at: float) -> str:
        return time.strftime("%Y-%m-%d %H:%M", time.localtime(at))

    rows = [
        [_("exam"), e.exam_id, e.title or "—", str(e.drill_count), f"{e.pass_mark} %", day(e.published_at)]
        for e in store.published_exams()
    ]
    rows += [
        [_("drill set"), s.name, s.title or "—", str(s.drill_count), "", day(s.published_at)]
        for s in store.published_drill_sets()
    ]
    if not rows:
        emit(_("Nothing is published yet."))
        return
    emit(
        render_table(
            rows, [_("kind"), _("id or name"), _("title"), _("drills"), _("pass mark"), _("published")]
        )
    )


def _print_class(args: argparse.Namespace) -> int:
    from dealer_trainer.commands.exam import open_exam_results
    from dealer_trainer.storage.class_report import merge_sittings
    from dealer_trainer.storage.exams import default_path as default_exams_path
    from dealer_trainer.storage.postgres import is_postgres
    from dealer_trainer.storage.shared import counts_text, flag_counts

    store = _open(args, read_only=True)
    try:
        sittings = store.sittings()
        if args.exams or not is_postgres(store.status.location):  # the server's are the class's
            local = Path(args.exams) if args.exams else default_exams_path()
            if args.exams or local.exists():  # read only: a listing never makes or moves a file
                exams = open_exam_results(local)
                sittings = merge_sittings(sittings, [s.result for s in exams.sittings(limit=100_000)])
                exams.close()
        report = class_report(store, sittings)
    except Exception as exc:  # noqa: BLE001 - sqlite3/psycopg errors, said in one line
        raise InputError(error_line(exc)) from None
    finally:
        store.close()
    if args.csv:
        sys.stdout.write(class_csv(report))
        return 0
    header = [
        _("trainee"),
        _("drills"),
        _("right (last 50)"),
        _("median s"),
        _("weak spots"),
        _("exams passed"),
    ]
    rows = [
        [
            r.trainee,
            str(r.drills) + (f" ({counts_text(r.drill_flags)})" if r.drill_flags else ""),
            f"{r.recent_percent} %" if r.recent else "-",
            f"{r.median_seconds:.0f}" if r.recent else "-",
            " ".join(f"{code}×{n}" for code, n in r.weak_spots) or "-",
            f"{sum(1 for e in r.exams if e.passed)}/{len(r.exams)}"
            + (f" ({counts_text(flagged)})" if (flagged := flag_counts(e.flags for e in r.exams)) else ""),
        ]
        for r in report
    ]
    emit(render_table(rows, header) if rows else _("No trainees yet."))
    return 0
