"""The progress store's one schema, versioned, for SQLite and PostgreSQL (no Qt).

Version 1 is the layout Dealer Trainer wrote before trainees existed: one ``results`` table,
one row per *phase* (a build and its award were two rows), no version mark. Version 2 is the
first versioned layout: ``trainees``, ``drill_results`` (one row per drill, keyed by a unique
``uid`` so that sending a row twice never doubles it) and ``schema_version``. Migrations are
applied at start, in order, each in one transaction; a file of our own at version 1 is migrated
(its rows copied into version 2, a build and the award right after it merged into one drill),
never discarded. Version 3 adds what a school shares through its database: ``exams`` (an
instructor's exam files, sealed as they are handed out), ``drill_sets`` (an instructor's drill
set files, by name) and ``exam_results`` (one row per sitting, keyed by a ``uid`` made from the
exam, the trainee and the start, so a sitting sent twice is kept once). Going from 2 to 3 only
creates tables. Version 4 (issue 27, records a school grades on) adds columns: every attempt is
kept, so ``drill_results.outcome`` says how a drill ended (:data:`OUTCOMES`), and
``drill_results.flags`` / ``exam_results.flags`` hold what the school's server noted on arrival
(``queued``, ``late``, ``unverified``; words joined by commas, ``""`` for none). The server's own
tables (starts) are created beside them in the same version. Version 5 (issue 31, the course)
adds ``course_units``: an instructor's unlock or reset of a course unit for a trainee, one row
per trainee and unit (the latest kept); going from 4 to 5 only creates that table.

The SQL here is written once with ``?`` parameters; :class:`Dialect` turns it into each
back-end's form.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Any

#: The version this program writes. A file or database at a higher version is left alone.
SCHEMA_VERSION = 5

#: SQLite ``application_id`` of our files ("DTR1"): tells our file from another program's.
APPLICATION_ID = 0x44545231

#: The columns of the version-1 ``results`` table (the old layout of our own).
V1_COLUMNS = (
    "id",
    "finished_at",
    "code",
    "level",
    "kind",
    "right_first_time",
    "seconds",
    "mistakes",
    "mistake_codes",
)
#: Columns a ``results`` table must have to be an old layout of ours (the others get defaults).
V1_REQUIRED = frozenset({"code", "level", "kind", "right_first_time", "seconds"})

#: The columns of ``drill_results`` in the order :func:`row_values` gives them.
RESULT_COLUMNS = (
    "uid",
    "trainee",
    "finished_at",
    "code",
    "level",
    "kind",
    "right_first_time",
    "seconds",
    "mistakes",
    "mistake_codes",
    "outcome",
)
#: The columns a version-2 or -3 ``drill_results`` table has (``outcome`` came with version 4).
V2_RESULT_COLUMNS = RESULT_COLUMNS[:-1]

#: How a drill attempt ended: ``solved`` (finished right, perhaps after wrong checks;
#: ``right_first_time`` says whether at the first), ``wrong`` (checked wrong and left unsolved),
#: ``abandoned`` (left with moves made and never checked). Only ``solved`` can be right.
OUTCOMES = ("solved", "wrong", "abandoned")

#: Columns version 4 adds to earlier tables: (table, column, SQL type and default).
V4_COLUMNS = (
    ("drill_results", "outcome", "TEXT NOT NULL DEFAULT 'solved'"),
    ("drill_results", "flags", "TEXT NOT NULL DEFAULT ''"),
    ("exam_results", "flags", "TEXT NOT NULL DEFAULT ''"),
)

#: The columns written: the result's, then its local calendar day (for the Progress view).
STORED_COLUMNS = (*RESULT_COLUMNS, "day")

#: The tables every store of ours has since version 2 (used to tell ours from a foreign database).
OUR_TABLES = frozenset({"schema_version", "trainees", "drill_results"})
#: The tables version 3 added.
SHARED_TABLES = ("exams", "drill_sets", "exam_results")

#: The columns of ``exam_results`` in the order :func:`~results.sitting_row` gives them.
SITTING_COLUMNS = (
    "uid",
    "trainee",
    "exam_id",
    "title",
    "started_at",
    "seconds",
    "pass_mark",
    "drills",
    "right_drills",
    "passed",
    "per_drill",
    "flags",
)


@dataclass(frozen=True)
class Dialect:
    """How one back-end spells the few things that differ.

    Attributes:
        name: ``"sqlite"`` or ``"postgresql"``.
        param: the parameter marker (``?`` or ``%s``).
        serial: the type of an auto-numbered key column.
        real: the floating-point type (seconds, Unix times).
    """

    name: str
    param: str
    serial: str
    real: str

    def sql(self, text: str) -> str:
        """``text`` (written with ``?`` markers) in this back-end's parameter style."""
        return text if self.param == "?" else text.replace("?", self.param)

    def ordered_concat(self, expr: str, order: str, source: str) -> str:
        """SQL for ``expr`` of every row of ``source`` (a ``FROM ... WHERE ...`` clause) joined
        into one string in ``order``."""
        if self.name == "sqlite":  # SQLite 3.40 has no ORDER BY in an aggregate: an ordered subquery
            return f"SELECT group_concat(x, '') FROM (SELECT {expr} AS x {source} ORDER BY {order}) AS t"
        return f"SELECT string_agg(({expr})::text, '' ORDER BY {order}) {source}"


SQLITE = Dialect("sqlite", "?", "INTEGER PRIMARY KEY", "REAL")
POSTGRES = Dialect("postgresql", "%s", "BIGSERIAL PRIMARY KEY", "DOUBLE PRECISION")


def create_v2(d: Dialect) -> list[str]:
    """The statements that create version 2 from nothing (``IF NOT EXISTS``: safe to repeat)."""
    return [
        "CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL)",
        f"CREATE TABLE IF NOT EXISTS trainees (name TEXT PRIMARY KEY, created_at {d.real} NOT NULL)",
        f"""CREATE TABLE IF NOT EXISTS drill_results (
            id {d.serial},
            uid TEXT NOT NULL UNIQUE,
            trainee TEXT NOT NULL REFERENCES trainees (name) ON UPDATE CASCADE,
            finished_at {d.real} NOT NULL,
            code TEXT NOT NULL,
            level INTEGER NOT NULL,
            kind TEXT NOT NULL,
            right_first_time INTEGER NOT NULL,
            seconds {d.real} NOT NULL,
            mistakes INTEGER NOT NULL,
            mistake_codes TEXT NOT NULL,
            day INTEGER NOT NULL
        )""",
        # covering indexes: the Progress view reads 100,000 results without touching the table
        "CREATE INDEX IF NOT EXISTS drill_results_by_time"
        " ON drill_results (trainee, finished_at, id, right_first_time)",
        "CREATE INDEX IF NOT EXISTS drill_results_by_day"
        " ON drill_results (trainee, day, seconds, level, kind, right_first_time)",
        "CREATE INDEX IF NOT EXISTS drill_results_by_level"
        " ON drill_results (trainee, level, right_first_time, seconds)",
    ]


def create_v3(d: Dialect) -> list[str]:
    """The statements that add version 3's tables (``IF NOT EXISTS``: safe to repeat).

    ``exams``: one row per published exam (``file``: the sealed exam file's JSON text, exactly as
    handed out); ``drill_sets``: one row per published drill set (``file``: the drill set file's
    JSON text); ``exam_results``: one row per sitting (``per_drill``: JSON, one
    ``[position, right, seconds, ending, mistake codes, checks, hints]`` per drill).
    """
    return [
        f"""CREATE TABLE IF NOT EXISTS exams (
            exam_id TEXT PRIMARY KEY,
            title TEXT NOT NULL,
            drill_count INTEGER NOT NULL,
            pass_mark INTEGER NOT NULL,
            published_at {d.real} NOT NULL,
            file TEXT NOT NULL
        )""",
        f"""CREATE TABLE IF NOT EXISTS drill_sets (
            name TEXT PRIMARY KEY,
            title TEXT NOT NULL,
            drill_count INTEGER NOT NULL,
            published_at {d.real} NOT NULL,
            file TEXT NOT NULL
        )""",
        f"""CREATE TABLE IF NOT EXISTS exam_results (
            uid TEXT PRIMARY KEY,
            trainee TEXT NOT NULL,
            exam_id TEXT NOT NULL,
            title TEXT NOT NULL,
            started_at {d.real} NOT NULL,
            seconds {d.real} NOT NULL,
            pass_mark INTEGER NOT NULL,
            drills INTEGER NOT NULL,
            right_drills INTEGER NOT NULL,
            passed INTEGER NOT NULL,
            per_drill TEXT NOT NULL
        )""",
        "CREATE INDEX IF NOT EXISTS exam_results_by_trainee ON exam_results (trainee, started_at)",
    ]


def add_v4_columns(d: Dialect, present: dict[str, set[str]] | None = None) -> list[str]:
    """The ``ALTER TABLE`` statements that add :data:`V4_COLUMNS`. PostgreSQL: each with
    ``IF NOT EXISTS`` (``present`` unused); SQLite has no such clause, so ``present`` (table ->
    its columns now) leaves out those already there."""
    out = []
    for table, column, spec in V4_COLUMNS:
        if d.name == "postgresql":
            out.append(f"ALTER TABLE {table} ADD COLUMN IF NOT EXISTS {column} {spec}")
        elif column not in (present or {}).get(table, set()):
            out.append(f"ALTER TABLE {table} ADD COLUMN {column} {spec}")
    return out


def create_v5(d: Dialect) -> list[str]:
    """The statement that adds version 5's ``course_units`` (``IF NOT EXISTS``): per trainee and
    course unit id, the instructor's last ``action`` (``"unlock"`` or ``"reset"``, see
    :data:`COURSE_ACTIONS`) and when (``at``, Unix time)."""
    return [
        f"""CREATE TABLE IF NOT EXISTS course_units (
            trainee TEXT NOT NULL,
            unit TEXT NOT NULL,
            action TEXT NOT NULL,
            at {d.real} NOT NULL,
            PRIMARY KEY (trainee, unit)
        )"""
    ]


#: What an instructor may do to a trainee's course unit (schema version 5).
COURSE_ACTIONS = ("unlock", "reset")


def create_current(d: Dialect) -> list[str]:
    """The statements that bring a store at version 0, 2, 3 or 4 to the current tables (all
    ``IF NOT EXISTS``); :func:`add_v4_columns` then completes version 4's columns."""
    return create_v2(d) + create_v3(d) + create_v5(d)


def local_day(at: float) -> int:
    """The local calendar day of Unix time ``at``, as days since 1970-01-01 (this machine's
    time zone at that moment)."""
    return int((at + (time.localtime(at).tm_gmtoff or 0)) // 86400)


def stored(row: tuple[Any, ...]) -> tuple[Any, ...]:
    """A result row (:data:`RESULT_COLUMNS`) as written (:data:`STORED_COLUMNS`)."""
    return (*row, local_day(float(row[2])))


#: Upsert of one result (:func:`stored` values): a row sent again (a retry, a second copy)
#: replaces itself, never doubles.
UPSERT = (
    f"INSERT INTO drill_results ({', '.join(STORED_COLUMNS)}) VALUES ({', '.join('?' * len(STORED_COLUMNS))})"
    " ON CONFLICT (uid) DO UPDATE SET "
    + ", ".join(f"{c} = excluded.{c}" for c in STORED_COLUMNS if c not in ("uid", "trainee"))
)
ADD_TRAINEE = "INSERT INTO trainees (name, created_at) VALUES (?, ?) ON CONFLICT (name) DO NOTHING"

#: A sitting (:data:`SITTING_COLUMNS` values) sent again is kept once.
INSERT_SITTING = (
    f"INSERT INTO exam_results ({', '.join(SITTING_COLUMNS)})"
    f" VALUES ({', '.join('?' * len(SITTING_COLUMNS))})"
    " ON CONFLICT (uid) DO NOTHING"
)
