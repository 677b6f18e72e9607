"""The progress store in an SQLite file on this machine, opened so that no fault loses a result.

At start :func:`open_sqlite` looks at the file before using it and handles every fault the
trainee has met, saying in plain words what happened (:class:`~results.StoreStatus`):

- no file, or an empty one: a new store;
- our own file at an older layout (version 1, with or without its later columns): migrated in
  place in one transaction, after a copy of the old file is kept beside it;
- another program's file (a foreign ``results`` table or other tables), a file that is not a
  database (garbage, a truncated header), a file with damaged pages (``PRAGMA quick_check``
  fails) or one that cannot be written: kept aside under a new name (never deleted), the rows
  that can still be read copied into a new file at the same place;
- a folder where the file should be: the folder is kept aside under a new name;
- a place that cannot be written (read-only folder): results are saved in the first fallback
  folder that can be, the readable rows of the file copied there; when the place can be written
  again, the results saved elsewhere are brought back;
- a file written by a newer Dealer Trainer: left alone, results saved in a fallback folder;
- nowhere writable at all: results are kept in memory and the window says they are not saved.

Writes are single transactions in SQLite's rollback journal, so a crash never leaves half a row
(a kill -9 during a write is rolled back at the next open).
"""

from __future__ import annotations

import logging
import shutil
import sqlite3
import time
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import platformdirs

from dealer_trainer.i18n import os_reason
from dealer_trainer.storage.results import DEFAULT_TRAINEE, Row, SqlStore, StoreStatus
from dealer_trainer.storage.schema import (
    APPLICATION_ID,
    OUR_TABLES,
    RESULT_COLUMNS,
    SCHEMA_VERSION,
    SQLITE,
    STORED_COLUMNS,
    V1_COLUMNS,
    V1_REQUIRED,
    V2_RESULT_COLUMNS,
    add_v4_columns,
    create_current,
    stored,
)

log = logging.getLogger(__name__)

HEADER = b"SQLite format 3\x00"
#: Files SQLite keeps beside a database; they move with it when it is kept aside.
SIDE_FILES = ("-journal", "-wal", "-shm")
BUSY_MS = 10_000


def default_path() -> Path:
    """``progress.sqlite3`` in the user's data folder (platformdirs)."""
    return Path(platformdirs.user_data_dir("dealer-trainer", appauthor=False)) / "progress.sqlite3"


def default_fallbacks() -> list[Path]:
    """Folders tried, in order, when the progress file's folder cannot be written: the user's
    state folder, then the user's cache folder (platformdirs)."""
    return [
        Path(platformdirs.user_state_dir("dealer-trainer", appauthor=False)),
        Path(platformdirs.user_cache_dir("dealer-trainer", appauthor=False)),
    ]


def plural(n: int, word: str) -> str:
    """``"1 drill"``, ``"3,000 drills"``."""
    return f"{n:,} {word}" if n == 1 else f"{n:,} {word}s"


# ----- looking at a file before using it -------------------------------------------------------
@dataclass
class Inspection:
    """What a file at the progress path is.

    ``kind``: ``"missing"``, ``"empty"``, ``"ours"``, ``"v1"`` (our old layout), ``"newer"``,
    ``"foreign"``, ``"not_database"``, ``"damaged"``, ``"folder"`` or ``"unopenable"``;
    ``detail``: what was seen, in words; ``version``: the schema version of ours;
    ``table``/``columns``: the results table found and its columns; ``tables``: the tables of
    another program's database.
    """

    kind: str
    detail: str = ""
    version: int = 0
    table: str = ""
    columns: tuple[str, ...] = ()
    tables: tuple[str, ...] = ()


def _connect(path: Path | str, read_only: bool = False) -> sqlite3.Connection:
    """A connection to ``path``; ``read_only``: through ``mode=ro``, so that nothing (not even a
    crashed write's rollback) can change the file."""
    if read_only:
        where, uri = f"{Path(path).resolve().as_uri()}?mode=ro", True
    else:
        where, uri = str(path), False
    db = sqlite3.connect(where, timeout=BUSY_MS / 1000, isolation_level="DEFERRED", uri=uri)
    db.execute(f"PRAGMA busy_timeout = {BUSY_MS}")
    return db


def inspect(path: Path, read_only: bool = False) -> Inspection:
    """Look at ``path`` without changing what it holds (a crashed write's journal is rolled
    back, as at any open, unless ``read_only``). Never raises for a bad file: the fault is the
    answer."""
    if path.is_dir():
        return Inspection("folder", "a folder is where the progress file should be")
    if not path.exists():
        return Inspection("missing")
    try:
        with path.open("rb") as f:
            head = f.read(len(HEADER))
    except OSError as exc:
        return Inspection("unopenable", os_reason(exc))
    if not head:
        return Inspection("empty")
    if head != HEADER:
        return Inspection("not_database", "it is not a database")
    try:
        db = _connect(path, read_only)
    except sqlite3.Error as exc:
        return Inspection("unopenable", str(exc))
    try:
        try:
            problems = [r[0] for r in db.execute("PRAGMA quick_check(3)")]
        except sqlite3.DatabaseError as exc:
            problems = [str(exc)]
        tables: dict[str, tuple[str, ...]] = {}
        try:
            for (name,) in db.execute("SELECT name FROM sqlite_master WHERE type = 'table'"):
                tables[name] = tuple(r[1] for r in db.execute(f'PRAGMA table_info("{name}")'))
        except sqlite3.DatabaseError as exc:
            if problems == ["ok"]:
                problems = [str(exc)]
        if problems != ["ok"]:
            tables = tables or _tables_leniently(path)
            problems[0] = _cut_short(path, head_size=path.stat().st_size) or problems[0]
            table = "drill_results" if "drill_results" in tables else "results" if "results" in tables else ""
            return Inspection("damaged", problems[0], table=table, columns=tables.get(table, ()))
        if tables.keys() >= OUR_TABLES:
            try:
                version = int(db.execute("SELECT max(version) FROM schema_version").fetchone()[0] or 0)
            except (sqlite3.Error, TypeError, ValueError):
                version = 0
            if version > SCHEMA_VERSION:
                return Inspection("newer", f"it has layout {version}", version=version)
            return Inspection("ours", version=version, table="drill_results", columns=tables["drill_results"])
        if "results" in tables:
            columns = tables["results"]
            if set(columns) >= V1_REQUIRED:
                return Inspection("v1", version=1, table="results", columns=columns)
            return Inspection(
                "foreign",
                f"its results table is another program's (columns: {', '.join(columns)})",
                table="results",
                columns=columns,
            )
        if not tables:
            return Inspection("empty")
        return Inspection(
            "foreign",
            f"it is another program's database (tables: {', '.join(sorted(tables))})",
            tables=tuple(sorted(tables)),
        )
    finally:
        db.close()


def _cut_short(path: Path, head_size: int) -> str:
    """``"it is cut short: …"`` when the file is shorter than its header says, else ``""``."""
    try:
        with path.open("rb") as f:
            header = f.read(100)
    except OSError:
        return ""
    if len(header) < 100:
        return ""
    page_size = int.from_bytes(header[16:18], "big")
    page_size = 65536 if page_size == 1 else page_size
    pages = int.from_bytes(header[28:32], "big")
    expected = page_size * pages
    if pages and head_size < expected:
        return f"it is cut short: {head_size:,} of {expected:,} bytes"
    return ""


# ----- reading what can be read ----------------------------------------------------------------
def _lenient(path: Path) -> sqlite3.Connection:
    """A read-only connection that reads a file shorter than its header says (SQLite refuses
    such a file unless ``writable_schema`` is on; nothing can be written through ``mode=ro``)."""
    db = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    db.execute("PRAGMA writable_schema = ON")
    return db


def _tables_leniently(path: Path) -> dict[str, tuple[str, ...]]:
    """The tables of a damaged file and their columns, as far as they can be read."""
    tables: dict[str, tuple[str, ...]] = {}
    try:
        db = _lenient(path)
    except sqlite3.Error:
        return tables
    try:
        for (name,) in db.execute("SELECT name FROM sqlite_master WHERE type = 'table'"):
            tables[name] = tuple(r[1] for r in db.execute(f'PRAGMA table_info("{name}")'))
    except sqlite3.Error:
        pass
    finally:
        db.close()
    return tables


#: Rowids probed past the largest rowid any reading found, in case the pages that end the table
#: and every index are damaged.
PROBE_PAST_TOP = 1024


def salvage(path: Path, table: str, columns: Sequence[str]) -> list[tuple[Any, ...]]:
    """The rows of ``table`` in the database at ``path`` that can still be read, as
    ``(rowid, *columns)`` in rowid order, except rows with ``NULL`` in a ``NOT NULL`` column
    (read from damaged bytes). Never raises: an unreadable file gives ``[]``.

    A scan is never taken as complete (a damaged interior page ends a scan early without an
    error): after one scan, every rowid from 1 to the largest rowid is read one by one, and so
    is every rowid listed by an index. The largest rowid is the largest of ``max(rowid)``, the
    rowids and the row count read through each index of ``table``, and the rowids scanned (one
    more than the file's pages could hold is damage, and ignored); probing goes on
    :data:`PROBE_PAST_TOP` rowids past the last row found.
    """
    try:
        db = _lenient(path)
    except sqlite3.Error:
        return []
    cols = ", ".join(f'"{c}"' for c in columns)
    select = f'SELECT rowid, {cols} FROM "{table}"'
    found: dict[int, tuple[Any, ...]] = {}
    try:
        for row in _read_until_error(db, f"{select} ORDER BY rowid"):
            found[row[0]] = row
        listed, counts = _through_indexes(db, table)
        most = _most_rows(db)
        highest = _read_until_error(db, f'SELECT max(rowid) FROM "{table}"')
        estimates = [*(r[0] for r in highest if r[0] is not None), *listed, *found, *counts]
        top = max((n for n in estimates if n <= most), default=0)
        probe = f"{select} WHERE rowid = ?"

        def read(rowid: int) -> bool:
            if rowid not in found:
                rows = _read_until_error(db, probe, (rowid,))
                if rows:
                    found[rowid] = rows[0]
            return rowid in found

        for rowid in sorted(listed):
            read(rowid)
        rowid = last = 0
        while rowid < top or rowid - last < PROBE_PAST_TOP:
            rowid += 1
            if read(rowid):
                last = rowid
        required = [i + 1 for i, c in enumerate(columns) if c in _not_null(db, table)]
    finally:
        db.close()
    return [found[k] for k in sorted(found) if all(found[k][i] is not None for i in required)]


def _not_null(db: sqlite3.Connection, table: str) -> set[str]:
    """The columns of ``table`` declared ``NOT NULL``: a row read with one of them NULL was read
    from damaged bytes (zeroed pages of a file cut short), not written."""
    return {r[1] for r in _read_until_error(db, f'PRAGMA table_info("{table}")') if r[3]}


def _read_until_error(db: sqlite3.Connection, sql: str, params: Sequence[Any] = ()) -> list[tuple[Any, ...]]:
    """The rows ``sql`` gives before it fails (all of them when it does not)."""
    rows: list[tuple[Any, ...]] = []
    try:
        for row in db.execute(sql, params):
            rows.append(row)
    except sqlite3.Error:
        pass
    return rows


def _through_indexes(db: sqlite3.Connection, table: str) -> tuple[set[int], list[int]]:
    """The rowids listed by each index of ``table`` and the row count each index gives, as far
    as the indexes can be read (a row whose table page is damaged may still be listed)."""
    names = _read_until_error(
        db, "SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = ?", (table,)
    )
    rowids: set[int] = set()
    counts: list[int] = []
    for (name,) in names:
        indexed = f'"{table}" INDEXED BY "{name}"'
        rowids.update(
            r[0] for r in _read_until_error(db, f"SELECT rowid FROM {indexed}") if isinstance(r[0], int)
        )
        counts += [r[0] for r in _read_until_error(db, f"SELECT count(*) FROM {indexed}")]
    return rowids, counts


def _most_rows(db: sqlite3.Connection) -> int:
    """More rows than the file's pages could hold (a table cell takes at least 4 bytes): a
    largest rowid beyond it was read from damaged bytes."""
    pages = _read_until_error(db, "PRAGMA page_count")
    size = _read_until_error(db, "PRAGMA page_size")
    return (pages[0][0] if pages else 0) * (size[0][0] if size else 65536) // 4


def v1_rows(rows: Iterable[tuple[Any, ...]], columns: Sequence[str]) -> list[Row]:
    """Rows of our version-1 ``results`` table (``(rowid, *columns)``) as version-2 rows.

    Version 1 stored a build and its award as two rows: an ``award`` row right after a
    ``build`` row of the same drill code within an hour becomes one ``pots_and_award`` drill
    (right first time only if both were, the longer time, both mistake lists). A lone build is a
    ``pots`` drill, a lone award a ``showdown`` drill. Missing columns get defaults (no time:
    0, no mistakes). Uids are stable (``v1-<rowid>-<ms>``), so copying the same file twice never
    doubles a drill. All rows belong to :data:`DEFAULT_TRAINEE`.
    """
    index = {c: i + 1 for i, c in enumerate(columns)}

    def get(row: tuple[Any, ...], name: str, default: Any) -> Any:
        i = index.get(name)
        value = row[i] if i is not None else default
        return default if value is None else value

    out: list[Row] = []
    last_build: tuple[int, list[Any]] | None = None
    for row in rows:
        rowid = row[0]
        at = float(get(row, "finished_at", 0.0))
        code = str(get(row, "code", ""))
        kind = str(get(row, "kind", "build"))
        right = int(bool(get(row, "right_first_time", 0)))
        seconds = float(get(row, "seconds", 0.0))
        codes = str(get(row, "mistake_codes", ""))
        level = int(get(row, "level", 0))
        if kind == "award" and last_build is not None:
            pos, build = last_build
            if build[3] == code and abs(at - build[2]) < 3600:
                merged = codes if not build[9] else f"{build[9]} {codes}".strip()
                build[5] = "pots_and_award"
                build[2] = max(build[2], at)
                build[6] = int(build[6] and right)
                build[7] = max(build[7], seconds)
                build[9] = merged
                build[8] = len(merged.split())
                out[pos] = tuple(build)
                last_build = None
                continue
        new_kind = {"build": "pots", "award": "showdown"}.get(kind, kind)
        values = [f"v1-{rowid}-{int(at * 1000)}", DEFAULT_TRAINEE, at, code, level, new_kind]
        values += [right, seconds, len(codes.split()), codes, "solved"]
        out.append(tuple(values))
        last_build = (len(out) - 1, values) if kind == "build" else None
    return out


def read_our_rows(path: Path, insp: Inspection) -> list[Row]:
    """Every readable result in the file at ``path`` as version-2 rows (none for a foreign or
    unreadable file)."""
    if insp.table == "drill_results" and set(V2_RESULT_COLUMNS) <= set(insp.columns):
        if "outcome" in insp.columns:
            return [tuple(r[1:]) for r in salvage(path, "drill_results", RESULT_COLUMNS)]
        return [(*r[1:], "solved") for r in salvage(path, "drill_results", V2_RESULT_COLUMNS)]
    if insp.table == "results" and set(insp.columns) >= V1_REQUIRED:
        columns = [c for c in V1_COLUMNS if c in insp.columns and c != "id"]
        return v1_rows(salvage(path, "results", columns), columns)
    return []


# ----- the store -------------------------------------------------------------------------------
@dataclass
class SqliteStore(SqlStore):
    """The store in one SQLite file (``path``; ``None`` when only in memory)."""

    path: Path | None = None
    fallback_used: bool = field(default=False)

    @classmethod
    def create(cls, path: Path | None) -> SqliteStore:
        """A store on a new or our own version-2 file at ``path`` (``None``: in memory), the
        schema brought to the current version. Raises ``sqlite3.Error``/``OSError`` when the
        file cannot be opened or written."""
        db = _connect(":memory:" if path is None else path)
        try:
            db.execute("PRAGMA foreign_keys = ON")
            migrate(db)
            probe_write(db)
        except BaseException:
            db.close()
            raise
        return cls(db, SQLITE, path=path)


def migrate(db: sqlite3.Connection) -> int:
    """Bring ``db`` to :data:`SCHEMA_VERSION` in one transaction: create the tables (from
    nothing, or version 3's beside version 2's), or migrate our version-1 ``results`` table
    into them (its rows kept, the old table dropped in the same transaction). Returns how many
    version-1 rows were migrated."""
    tables = {r[0] for r in db.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
    version = 0
    if "schema_version" in tables:
        version = int(db.execute("SELECT coalesce(max(version), 0) FROM schema_version").fetchone()[0])
    if version >= SCHEMA_VERSION:
        return 0
    migrated = 0
    db.execute("BEGIN IMMEDIATE")
    try:
        for statement in create_current(SQLITE):
            db.execute(statement)
        tables_now = ("drill_results", "exam_results")
        present = {t: {r[1] for r in db.execute(f'PRAGMA table_info("{t}")')} for t in tables_now}
        for statement in add_v4_columns(SQLITE, present):
            db.execute(statement)
        if "results" in tables and "drill_results" not in tables:
            columns = [r[1] for r in db.execute('PRAGMA table_info("results")')]
            if set(columns) >= V1_REQUIRED:
                wanted = [c for c in V1_COLUMNS if c in columns and c != "id"]
                cols = ", ".join(wanted)
                old = db.execute(f"SELECT rowid, {cols} FROM results ORDER BY rowid").fetchall()
                rows = v1_rows(old, wanted)
                if rows:
                    db.execute(
                        "INSERT INTO trainees (name, created_at) VALUES (?, ?) ON CONFLICT (name) DO NOTHING",
                        (DEFAULT_TRAINEE, time.time()),
                    )
                marks = ", ".join("?" * len(STORED_COLUMNS))
                db.executemany(
                    f"INSERT INTO drill_results ({', '.join(STORED_COLUMNS)}) VALUES ({marks})"
                    " ON CONFLICT (uid) DO NOTHING",
                    [stored(r) for r in rows],
                )
                db.execute("DROP TABLE results")
                migrated = len(old)
        db.execute("DELETE FROM schema_version")
        db.execute("INSERT INTO schema_version (version) VALUES (?)", (SCHEMA_VERSION,))
        db.execute(f"PRAGMA application_id = {APPLICATION_ID}")
        db.commit()
    except BaseException:
        db.rollback()
        raise
    return migrated


def probe_write(db: sqlite3.Connection) -> None:
    """Write one page and commit, so that a file or folder that cannot be written is found now
    rather than at the first result. Raises ``sqlite3.OperationalError`` when it cannot."""
    db.execute("BEGIN IMMEDIATE")
    try:
        # a row that changes nothing is not written, so a real row goes in and out again
        db.execute("INSERT INTO schema_version (version) VALUES (-1)")
        db.execute("DELETE FROM schema_version WHERE version = -1")
        db.commit()
    except BaseException:
        db.rollback()
        raise


def keep_aside(path: Path, why: str) -> Path:
    """Rename ``path`` (a file with its journal files, or a folder) to
    ``<name>.<why>-<time>`` beside it and return the new path; never deletes anything.
    Raises OSError when it cannot be renamed."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    aside = path.with_name(f"{path.name}.{why}-{stamp}")
    n = 1
    while aside.exists():
        n += 1
        aside = path.with_name(f"{path.name}.{why}-{stamp}-{n}")
    path.rename(aside)
    for suffix in SIDE_FILES:
        side = path.with_name(path.name + suffix)
        if side.exists():
            try:
                side.rename(aside.with_name(aside.name + suffix))
            except OSError:
                log.warning("could not keep %s with %s", side, aside)
    return aside


WHAT = {
    "folder": "Your progress file's place ({path}) was taken by a folder.",
    "not_database": (
        "Your progress file ({path}) could not be read: it is not a database (damaged or cut short)."
    ),
    "damaged": "Your progress file ({path}) is damaged ({detail}).",
    "foreign": "Your progress file ({path}) was not Dealer Trainer's: {detail}.",
    "unopenable": "Your progress file ({path}) could not be opened ({detail}).",
    "newer": (
        "Your progress file ({path}) was written by a newer Dealer Trainer ({detail}); it was left as it is."
    ),
    "readonly": "Your progress file ({path}) cannot be written ({detail}).",
}


def _reason(exc: BaseException) -> str:
    return os_reason(exc)


def open_sqlite(path: Path | str | None = None, fallbacks: Sequence[Path | str] | None = None) -> SqliteStore:
    """Open the progress file at ``path`` (default :func:`default_path`) whatever state it is in,
    and return the store with its :class:`StoreStatus` saying what was done.

    Never raises for a bad file or folder: a fault is handled as the module says, a bad file is
    kept aside (never deleted) and its readable rows copied. ``fallbacks``: folders to save in
    when the place cannot be written (default :func:`default_fallbacks`).
    """
    path = Path(path) if path is not None else default_path()
    spare = [Path(f) for f in (fallbacks if fallbacks is not None else default_fallbacks())]
    status = StoreStatus(location=str(path))
    insp = inspect(path)
    rescued: list[Row] = []
    if insp.kind in ("folder", "not_database", "damaged", "foreign", "unopenable"):
        sentence = WHAT[insp.kind].format(path=path, detail=insp.detail)
        rescued = read_our_rows(path, insp) if insp.kind == "damaged" else []
        try:
            aside = keep_aside(path, "unreadable" if insp.kind != "foreign" else "not-ours")
        except OSError as exc:
            status = status.plus("warning", f"{sentence} It could not be moved aside ({_reason(exc)}).")
            return _elsewhere(path, spare, status, rescued)
        status = status.plus("warning", f"{sentence} It was kept as {aside}.", kept_aside=(str(aside),))
    elif insp.kind == "newer":
        status = status.plus("warning", WHAT["newer"].format(path=path, detail=insp.detail))
        return _elsewhere(path, spare, status, [], comes_back=False)
    backup = _backup_old_layout(path) if insp.kind == "v1" else None
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        store = SqliteStore.create(path)
    except (OSError, sqlite3.Error) as exc:
        if path.exists() and not path.is_dir():
            return _cannot_write(path, spare, status, insp, exc)
        status = status.plus(
            "warning", f"Your progress folder ({path.parent}) cannot be written ({_reason(exc)})."
        )
        return _elsewhere(path, spare, status, rescued)
    if insp.kind == "v1":
        n = store.count()
        status = status.plus(
            "info", f"Your progress was moved to the new layout with trainees: {plural(n, 'drill')} kept."
        )
        if backup is not None:
            status = status.plus(
                "info", f"A copy of the old file is kept as {backup}.", kept_aside=(str(backup),)
            )
    status = _copy_in(store, rescued, status, insp)
    status = _bring_back(store, path, spare, status)
    store.status = status
    return store


def _backup_old_layout(path: Path) -> Path | None:
    """A copy of a version-1 file beside it before it is migrated (None when it cannot be
    made: the migration is one transaction, so the rows are safe without it)."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    backup = path.with_name(f"{path.name}.layout1-{stamp}")
    try:
        shutil.copy2(path, backup)
    except OSError:
        return None
    return backup


def _copy_in(store: SqliteStore, rescued: list[Row], status: StoreStatus, insp: Inspection) -> StoreStatus:
    if insp.kind not in ("damaged", "not_database", "folder", "foreign", "unopenable", "readonly"):
        return status
    if rescued:
        store.copy_rows(rescued)
        return status.plus(
            "warning",
            f"{plural(len(rescued), 'drill')} could still be read and were copied into a new progress file;"
            " new results are saved.",
            recovered=len(rescued),
        )
    return status.plus(
        "warning",
        "No drills could be read from it; a new progress file was started and new results are saved.",
    )


def _cannot_write(
    path: Path, spare: list[Path], status: StoreStatus, insp: Inspection, exc: BaseException
) -> SqliteStore:
    """The file is there but cannot be written: keep it aside and start anew at the same place
    when the folder allows it, otherwise save in a fallback folder; its rows are copied."""
    detail = _reason(exc)
    rows = read_our_rows(path, insp) if insp.kind in ("ours", "v1") else []
    try:
        aside = keep_aside(path, "read-only")
        store = SqliteStore.create(path)
    except (OSError, sqlite3.Error):
        status = status.plus("warning", f"Your progress folder ({path.parent}) cannot be written ({detail}).")
        return _elsewhere(path, spare, status, rows)
    status = status.plus(
        "warning",
        WHAT["readonly"].format(path=path, detail=detail) + f" It was kept as {aside}.",
        kept_aside=(str(aside),),
    )
    status = _copy_in(store, rows, status, Inspection("readonly"))
    store.status = status
    return store


def _elsewhere(
    path: Path, spare: list[Path], status: StoreStatus, rows: list[Row], comes_back: bool = True
) -> SqliteStore:
    """Save in the first fallback folder that can be written (its own file, ``path``'s name),
    copying ``rows`` in; in memory (not saved) when none can. ``comes_back``: the results will
    be brought back once ``path`` can be written (said to the trainee)."""
    for folder in spare:
        target = folder / path.name
        if target.resolve() == path.resolve():
            continue
        try:
            folder.mkdir(parents=True, exist_ok=True)
            if inspect(target).kind not in ("missing", "empty", "ours", "v1"):
                continue
            store = SqliteStore.create(target)
        except (OSError, sqlite3.Error):
            continue
        store.fallback_used = True
        copied = store.copy_rows(rows)
        kept = f" Your {plural(copied, 'earlier drill')} were copied there." if copied else ""
        back = " They will be brought back when the first place can be written again." if comes_back else ""
        store.status = status.plus(
            "warning",
            f"New results are saved in {target} instead.{kept}{back}",
            location=str(target),
            recovered=status.recovered + copied,
        )
        return store
    store = SqliteStore.create(None)
    store.copy_rows(rows)
    store.status = status.plus(
        "error",
        "No folder could be written: your results are NOT being saved this session"
        " (they are kept until you close the program).",
        saving=False,
        location="",
    )
    return store


def _bring_back(store: SqliteStore, path: Path, spare: list[Path], status: StoreStatus) -> StoreStatus:
    """Results saved in a fallback folder while ``path`` could not be written are copied back
    and the fallback file is kept aside as ``.merged-<time>``."""
    for folder in spare:
        other = folder / path.name
        try:
            if other.resolve() == path.resolve() or inspect(other).kind != "ours":
                continue
            rows = read_our_rows(other, inspect(other))
            if not rows:
                continue
            store.copy_rows(rows)
            keep_aside(other, "merged")
        except (OSError, sqlite3.Error):
            log.warning("could not bring back results from %s", other, exc_info=True)
            continue
        status = status.plus(
            "info",
            f"{plural(len(rows), 'drill')} saved in {other} while this place could not be written"
            " were brought back.",
        )
    return status
