"""A progress file opened to be read only, for listings (no Qt).

A listing (``school class``, ``school list``, ``school get``) never moves, creates or changes a
file: not a byte, not even SQLite's change counter (docs/rules.md does not cover files; this is
issue 27 §3). :func:`open_sqlite_read_only` is the one way a listing opens a progress file:

- our own file at the current layout is read in place through ``mode=ro``;
- our own file at an older layout (version 1 to 3) is copied into memory with SQLite's backup
  API and the copy is migrated (:func:`~dealer_trainer.storage.sqlite_store.migrate`); the file
  stays as it is;
- anything else (no such file, a folder, an empty file, a text file, an SQLite database without
  tables or with another program's, a file in WAL mode, a damaged file, a newer layout, a file
  with an interrupted write beside it) is refused in one line, and left exactly as it is.

The window and the commands that write keep :func:`~dealer_trainer.storage.sqlite_store.open_sqlite`
with its aside-and-replace recovery.
"""

from __future__ import annotations

import sqlite3
from pathlib import Path

from dealer_trainer.i18n import _, os_reason
from dealer_trainer.storage.results import StoreError, StoreStatus
from dealer_trainer.storage.schema import SCHEMA_VERSION, SQLITE
from dealer_trainer.storage.sqlite_store import HEADER, Inspection, SqliteStore, _connect, inspect, migrate

#: Bytes 18 and 19 of an SQLite header are 2 in WAL mode; reading such a file makes its
#: ``-wal`` and ``-shm`` files, and our files are never in WAL mode.
WAL_VERSION = 2


def open_sqlite_read_only(path: Path | str) -> SqliteStore:
    """The progress file at ``path`` opened to be read only: a store whose reads work as
    usual and whose writes raise ``sqlite3.OperationalError``. The file is never created,
    moved, migrated or changed (see the module).

    Raises:
        StoreError: one line naming the file and why it is not read (no such file, not a
            regular file, empty, not SQLite, another program's database, no tables, WAL mode,
            damaged, a newer layout, an interrupted write not rolled back, cannot be opened).
    """
    shown = str(path)
    path = Path(path)
    _refuse_by_its_bytes(path, shown)
    _refuse_an_interrupted_write(path, shown)
    insp = inspect(path, read_only=True)
    if insp.kind not in ("ours", "v1"):
        raise StoreError(_why_not(insp, shown))
    try:
        source = _connect(path, read_only=True)
        if insp.kind == "ours" and insp.version == SCHEMA_VERSION:
            db = source
        else:  # an older layout of ours: migrate a copy in memory
            db = _connect(":memory:")
            try:
                source.backup(db)
            finally:
                source.close()
            migrate(db)
    except sqlite3.Error as exc:
        reason = _first(str(exc))
        raise StoreError(_("{file}: cannot be read ({reason})").format(file=shown, reason=reason)) from None
    return SqliteStore(db, SQLITE, StoreStatus(location=shown), path=path)


def _refuse_by_its_bytes(path: Path, shown: str) -> None:
    """Refuse what is not a regular SQLite file (or one in WAL mode) before SQLite opens it."""
    if not path.exists():
        raise StoreError(_("{file}: no such file").format(file=shown))
    if not path.is_file():
        raise StoreError(_("{file}: not a regular file").format(file=shown))
    try:
        with path.open("rb") as f:
            head = f.read(100)
    except OSError as exc:
        raise StoreError(f"{shown}: {os_reason(exc)}") from None
    if not head:
        raise StoreError(_("{file}: not a progress file (the file is empty)").format(file=shown))
    if not head.startswith(HEADER):
        raise StoreError(_("{file}: not a progress file (not an SQLite database)").format(file=shown))
    if WAL_VERSION in head[18:20]:
        raise StoreError(
            _("{file}: not a progress file (an SQLite database in WAL mode, another program's)").format(
                file=shown
            )
        )


def _refuse_an_interrupted_write(path: Path, shown: str) -> None:
    """Refuse a file whose crashed write has not been rolled back (its ``-journal`` is hot):
    rolling it back would change the file, and reading it without would read half a write."""
    try:
        db = _connect(path, read_only=True)
    except sqlite3.Error:
        return  # inspect() says why
    try:
        db.execute("SELECT count(*) FROM sqlite_master").fetchone()
    except sqlite3.Error as exc:
        if getattr(exc, "sqlite_errorname", "") == "SQLITE_READONLY_ROLLBACK":
            raise StoreError(
                _(
                    "{file}: a write to it was interrupted and is not rolled back yet ({journal} is "
                    "beside it); open it once in Dealer Trainer, then list again"
                ).format(file=shown, journal=path.name + "-journal")
            ) from None
    finally:
        db.close()


def _why_not(insp: Inspection, shown: str) -> str:
    """The one line that says why a file :func:`inspect` found not to be ours is not read."""
    kind = insp.kind
    if kind == "empty":
        return _("{file}: not a progress file (an SQLite database without tables)").format(file=shown)
    if kind == "foreign" and insp.table == "results":
        return _("{file}: not a progress file (its results table is another program's: {columns})").format(
            file=shown, columns=", ".join(insp.columns)
        )
    if kind == "foreign":
        return _("{file}: not a progress file (another program's database, tables: {tables})").format(
            file=shown, tables=", ".join(insp.tables)
        )
    if kind == "newer":
        text = _("{file}: written by a newer Dealer Trainer (layout {version}); this one cannot read it")
        return text.format(file=shown, version=insp.version)
    if kind == "damaged":
        return _("{file}: damaged ({detail}); left as it is").format(file=shown, detail=_first(insp.detail))
    if kind == "not_database":
        return _("{file}: not a progress file (not an SQLite database)").format(file=shown)
    return _("{file}: cannot be read ({reason})").format(file=shown, reason=_first(insp.detail) or kind)


def _first(detail: str) -> str:
    """The first line of SQLite's ``detail`` that says something (quick_check starts with
    ``*** in database main ***``)."""
    lines = [line.strip() for line in detail.splitlines() if line.strip() and not line.startswith("***")]
    return lines[0] if lines else detail.strip()
