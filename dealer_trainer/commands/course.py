"""``dealer-trainer course [--json] [--trainee NAME [--db URL|FILE]]``: the course's units in
order, each with its worked examples, practice drills and mastery rule; with a trainee, where
that trainee stands (locked, open, mastered) from the stored attempts (drills/course.py)."""

from __future__ import annotations

import argparse
import json
import os
from typing import Any

from dealer_trainer.commands.common import InputError, emit, render_table
from dealer_trainer.i18n import _


def register(sub: Any) -> None:
    """Add the ``course`` subcommand to the ``dealer-trainer`` parser."""
    p = sub.add_parser(
        "course",
        help=_("the course: units in order, their lessons, drills and mastery rule"),
        description=_(
            "List the course's units in order, each with its worked examples, practice drills and "
            "mastery rule; with --trainee, where that trainee stands. Exit status 2 on bad input."
        ),
    )
    p.add_argument("--json", action="store_true", help=_("print JSON (keys in English)"))
    p.add_argument("--trainee", metavar="NAME", help=_("also this trainee's state of each unit"))
    p.add_argument(
        "--db",
        metavar="URL",
        help=_("the progress file or postgresql:// URL (default DEALER_TRAINER_DB, else this machine's)"),
    )
    p.set_defaults(func=cmd_course)


def _states(name: str, where: str) -> list[Any]:
    """``name``'s unit states from the store at ``where`` (read only: a file is never changed)."""
    from dealer_trainer.drills.course import course_state
    from dealer_trainer.storage.postgres import is_postgres
    from dealer_trainer.storage.progress import StoreError, default_path, open_sqlite_read_only, open_store

    try:
        store = open_store(where) if is_postgres(where) else open_sqlite_read_only(where or default_path())
    except StoreError as exc:
        raise InputError(str(exc)) from None
    try:
        if name not in store.trainees():
            raise InputError(_("there is no trainee called {name!r}").format(name=name))
        overrides = store.course_overrides(name).get(name, {})
        return course_state(store.course_attempts(name), overrides)
    finally:
        store.close()


def cmd_course(args: argparse.Namespace) -> int:
    from dealer_trainer.drills.course import course_json, units

    states = None
    if args.trainee is not None:
        states = _states(args.trainee, args.db or os.environ.get("DEALER_TRAINER_DB", ""))
    if args.json:
        emit(json.dumps(course_json(states), indent=2, ensure_ascii=False))
        return 0
    by_id = {s.unit.id: s for s in states or ()}
    words = {"locked": _("locked"), "open": _("open"), "mastered": _("mastered")}
    rows = []
    for n, unit in enumerate(units(), 1):
        row = [
            str(n),
            unit.id,
            _(unit.title),
            str(len(unit.lessons)),
            str(len(unit.drills)),
            unit.mastery.words(),
        ]
        s = by_id.get(unit.id)
        if states is not None:
            row.append(f"{words[s.state]} ({s.right}/{s.attempts})" if s else "")
        rows.append(row)
    header = ["#", "id", _("unit"), _("lessons"), _("drills"), _("mastery")]
    if states is not None:
        header.append(_("state"))
    emit(render_table(rows, header))
    return 0
