"""Exam results: one row per sitting and one per drill, in their own sqlite3 file (no Qt).

The file is ``exams.sqlite3`` in the user's data folder (platformdirs), beside the practice
progress but apart from it, with its own schema version (``PRAGMA user_version``). A sitting
and its drills are written in one transaction, so a crash never leaves half a result. A file
that cannot be read as ours (damaged, not SQLite, another program's tables of the same names,
a newer version) is moved aside, never deleted, and a fresh one is started: :attr:`ExamStore.
moved_aside` then names where the old one went, for the window to say so.

What the trainee did on each drill (its kind: build the pots, or build and award them) is in a
table of its own, ``exam_drill_kinds``, added to the file when it is next written: a program
of the version before reads and writes the file as it did (it does not look at that table),
and a sitting saved without it reads with the kind ``""``. In the same way a sitting of an exam
with parts (a written part and the table, weighted; :mod:`dealer_trainer.drills.exam_parts`)
keeps its question count and its parts' weights and marks in ``exam_sitting_parts`` (JSON
``{"parts": [...], "pass": {...}}`` as the exam file writes them).
"""

from __future__ import annotations

import json
import logging
import sqlite3
import time
from dataclasses import dataclass, replace
from pathlib import Path

import platformdirs

from dealer_trainer.drills.errors import DrillError
from dealer_trainer.drills.exam_parts import ExamParts
from dealer_trainer.drills.exams import ExamDrillResult, ExamResult

log = logging.getLogger(__name__)

SCHEMA_VERSION = 1
SCHEMA = """
CREATE TABLE IF NOT EXISTS exam_sittings (
    id INTEGER PRIMARY KEY,
    exam_id TEXT NOT NULL,
    title TEXT NOT NULL,
    trainee TEXT NOT NULL,
    started_at REAL NOT NULL,
    seconds REAL NOT NULL,
    pass_mark INTEGER NOT NULL,
    drills INTEGER NOT NULL,
    right_drills INTEGER NOT NULL,
    passed INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS exam_drills (
    sitting_id INTEGER NOT NULL REFERENCES exam_sittings(id),
    position INTEGER NOT NULL,
    right_answer INTEGER NOT NULL,
    seconds REAL NOT NULL,
    ending TEXT NOT NULL,
    mistake_codes TEXT NOT NULL,
    checks INTEGER NOT NULL,
    hints INTEGER NOT NULL,
    PRIMARY KEY (sitting_id, position)
);
CREATE TABLE IF NOT EXISTS exam_drill_kinds (
    sitting_id INTEGER NOT NULL REFERENCES exam_sittings(id),
    position INTEGER NOT NULL,
    kind TEXT NOT NULL,
    PRIMARY KEY (sitting_id, position)
);
CREATE TABLE IF NOT EXISTS exam_sitting_parts (
    sitting_id INTEGER PRIMARY KEY REFERENCES exam_sittings(id),
    question_count INTEGER NOT NULL,
    parts TEXT NOT NULL
);
"""
_COLUMNS = {
    "exam_sittings": [
        "id", "exam_id", "title", "trainee", "started_at", "seconds", "pass_mark", "drills",
        "right_drills", "passed",
    ],
    "exam_drills": [
        "sitting_id", "position", "right_answer", "seconds", "ending", "mistake_codes", "checks", "hints",
    ],
}  # fmt: skip


def default_path() -> Path:
    """``exams.sqlite3`` in the user's data folder (platformdirs)."""
    return Path(platformdirs.user_data_dir("dealer-trainer", appauthor=False)) / "exams.sqlite3"


@dataclass(frozen=True)
class StoredSitting:
    """A saved sitting: its row id and the :class:`ExamResult`."""

    row_id: int
    result: ExamResult


class ExamStore:
    """Saves and reads exam results in the sqlite3 file at ``path`` (created with its folder).

    ``read_only`` (a listing: ``exam results``, ``school class --exams``): the file is opened
    as it is and never created, migrated, moved or changed; a file that is not an exam results
    file of this version raises instead of being kept aside.

    Raises:
        OSError: the folder cannot be made, or a damaged file cannot be moved aside.
        sqlite3.Error: the file cannot be opened even fresh (a read-only folder); with
            ``read_only``, a file that is missing, not SQLite, damaged or not ours.
    """

    def __init__(self, path: Path | str | None = None, read_only: bool = False) -> None:
        self.path = Path(path) if path is not None else default_path()
        self.read_only = read_only
        if not read_only:
            self.path.parent.mkdir(parents=True, exist_ok=True)
        self.moved_aside: Path | None = None
        self._has_kinds: bool | None = None  # the file has exam_drill_kinds (looked at once)
        self._db = self._open()

    def _open(self) -> sqlite3.Connection:
        if self.read_only:
            return self._connect()
        try:
            return self._connect()
        except sqlite3.DatabaseError as exc:
            aside = self.path.with_name(f"{self.path.name}.unreadable-{int(time.time())}")
            log.warning("exam results file %s unreadable (%s); kept as %s", self.path, exc, aside)
            self.path.replace(aside)
            self.moved_aside = aside
            return self._connect()

    def _connect(self) -> sqlite3.Connection:
        if self.read_only:
            db = sqlite3.connect(f"{self.path.resolve().as_uri()}?mode=ro", uri=True)
        else:
            db = sqlite3.connect(self.path)
        try:
            db.execute("PRAGMA foreign_keys = ON")
            (version,) = db.execute("PRAGMA user_version").fetchone()
            if version > SCHEMA_VERSION:
                raise sqlite3.DatabaseError(f"schema version {version} is newer than this program's")
            for table, columns in _COLUMNS.items():  # looked at before anything is written
                found = [row[1] for row in db.execute(f"PRAGMA table_info({table})")]
                if found and found != columns:
                    raise sqlite3.DatabaseError(f"table {table} is not ours (columns {', '.join(found)})")
            (status,) = db.execute("PRAGMA quick_check").fetchone()
            if status != "ok":
                raise sqlite3.DatabaseError(f"damaged: {status}")
            if not self.read_only:
                with db:
                    db.executescript(SCHEMA)
                    db.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
            db.execute("SELECT count(*) FROM exam_sittings").fetchone()
        except sqlite3.DatabaseError:
            db.close()
            raise
        return db

    def save(self, result: ExamResult) -> int:
        """Save one sitting and its drills (one transaction); returns the sitting's row id.

        Raises:
            sqlite3.Error: the file cannot be written (nothing of the sitting is kept then).
        """
        with self._db:
            cursor = self._db.execute(
                "INSERT INTO exam_sittings (exam_id, title, trainee, started_at, seconds, pass_mark, drills,"
                " right_drills, passed) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (
                    result.exam_id,
                    result.title,
                    result.trainee,
                    float(result.started_at),
                    float(result.seconds),
                    result.pass_mark,
                    len(result.drills),
                    result.right,
                    int(result.passed),
                ),
            )
            row_id = int(cursor.lastrowid or 0)
            self._db.executemany(
                "INSERT INTO exam_drills (sitting_id, position, right_answer, seconds, ending, mistake_codes,"
                " checks, hints) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                [
                    (
                        row_id,
                        d.position,
                        int(d.right),
                        float(d.seconds),
                        d.ending,
                        " ".join(d.mistake_codes),
                        d.checks,
                        d.hints,
                    )
                    for d in result.drills
                ],
            )
            self._db.executemany(
                "INSERT INTO exam_drill_kinds (sitting_id, position, kind) VALUES (?, ?, ?)",
                [(row_id, d.position, d.kind) for d in result.drills if d.kind],
            )
            if result.parts is not None:
                parts, marks = result.parts.to_file()
                self._db.execute(
                    "INSERT INTO exam_sitting_parts (sitting_id, question_count, parts) VALUES (?, ?, ?)",
                    (row_id, result.question_count, json.dumps({"parts": parts, "pass": marks})),
                )
        return row_id

    def _parts(self, row_id: int) -> tuple[int, ExamParts | None]:
        """The question count and parts of the sitting ``row_id`` (0, None: an exam without
        parts, or a file written before the table)."""
        found = self._db.execute(
            "SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name = 'exam_sitting_parts'"
        ).fetchone()
        row = (
            self._db.execute(
                "SELECT question_count, parts FROM exam_sitting_parts WHERE sitting_id = ?", (row_id,)
            ).fetchone()
            if found[0]
            else None
        )
        if row is None:
            return 0, None
        try:
            data = json.loads(row[1])
            return int(row[0]), ExamParts.from_file(data["parts"], data["pass"])
        except (ValueError, TypeError, KeyError, DrillError):
            log.warning("the parts of sitting %s cannot be read; it is graded drill by drill", row_id)
            return 0, None

    def _kinds(self, row_id: int) -> dict[int, str]:
        """Each drill's kind of the sitting ``row_id``, by position (none in a file without
        the table: one written before it, opened to be read only)."""
        if self._has_kinds is None:
            found = self._db.execute(
                "SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name = 'exam_drill_kinds'"
            ).fetchone()
            self._has_kinds = bool(found[0])
        if not self._has_kinds:
            return {}
        rows = self._db.execute(
            "SELECT position, kind FROM exam_drill_kinds WHERE sitting_id = ?", (row_id,)
        ).fetchall()
        return {int(position): str(kind) for position, kind in rows}

    def sittings(self, limit: int = 100, exam_id: str | None = None) -> list[StoredSitting]:
        """The latest sittings, newest first (only those of ``exam_id`` when given)."""
        where, args = ("WHERE exam_id = ?", (exam_id, limit)) if exam_id else ("", (limit,))
        rows = self._db.execute(
            "SELECT id, exam_id, title, trainee, started_at, seconds, pass_mark FROM exam_sittings "
            f"{where} ORDER BY started_at DESC, id DESC LIMIT ?",
            args,
        ).fetchall()
        out = []
        for row_id, exam_id_, title, trainee, started, seconds, mark in rows:
            kinds = self._kinds(row_id)
            drills = tuple(
                ExamDrillResult(
                    position=p,
                    right=bool(r),
                    seconds=s,
                    ending=e,  # as saved: a newer version's ending is never shown as "checked"
                    mistake_codes=tuple(m.split()),
                    checks=c,
                    hints=h,
                    kind=kinds.get(p, ""),
                )
                for p, r, s, e, m, c, h in self._db.execute(
                    "SELECT position, right_answer, seconds, ending, mistake_codes, checks, hints"
                    " FROM exam_drills WHERE sitting_id = ? ORDER BY position",
                    (row_id,),
                )
            )
            questions, parts = self._parts(row_id)
            result = ExamResult(exam_id_, title, trainee, started, seconds, mark, drills)
            out.append(StoredSitting(row_id, replace(result, question_count=questions, parts=parts)))
        return out

    def close(self) -> None:
        """Close the file."""
        self._db.close()
