"""The trainee's progress: one row per finished drill in an sqlite3 file (no Qt).

Writes are single transactions, so a crash never leaves half a row; an unreadable file is
moved aside (never deleted) and a fresh one started.
"""

from __future__ import annotations

import logging
import sqlite3
import time
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

import platformdirs

log = logging.getLogger(__name__)

SCHEMA = """
CREATE TABLE IF NOT EXISTS results (
    id INTEGER PRIMARY KEY,
    finished_at REAL NOT NULL,
    code TEXT NOT NULL,
    level INTEGER NOT NULL,
    kind TEXT NOT NULL,
    right_first_time INTEGER NOT NULL,
    seconds REAL NOT NULL,
    mistakes INTEGER NOT NULL,
    mistake_codes TEXT NOT NULL
);
"""


def default_path() -> Path:
    """``progress.sqlite3`` in the user's data folder (platformdirs)."""
    return Path(platformdirs.user_data_dir("dealer-trainer", appauthor=False)) / "progress.sqlite3"


@dataclass(frozen=True)
class DrillResult:
    """One finished drill.

    Attributes:
        code: drill code (``""`` for hand-made drills), level: 0-4, kind: ``"build"`` or
        ``"award"``; right_first_time: the first check was correct; seconds: time taken;
        mistake_codes: the problem codes of every failed check, in order.
    """

    code: str
    level: int
    kind: str
    right_first_time: bool
    seconds: float
    mistake_codes: tuple[str, ...] = ()


@dataclass(frozen=True)
class LevelSummary:
    """Results at one level: drills finished, right first time, mean seconds, top mistakes."""

    level: int
    drills: int
    right_first_time: int
    mean_seconds: float
    common_mistakes: tuple[tuple[str, int], ...]


class ProgressStore:
    """Reads and appends results in an sqlite3 file at ``path`` (created with its folder)."""

    def __init__(self, path: Path | str | None = None) -> None:
        self.path = Path(path) if path is not None else default_path()
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self._db = self._open()

    def _open(self) -> sqlite3.Connection:
        try:
            db = sqlite3.connect(self.path)
            db.executescript(SCHEMA)
            db.execute("SELECT count(*) FROM results").fetchone()
            return db
        except sqlite3.DatabaseError as exc:
            aside = self.path.with_name(f"{self.path.name}.unreadable-{int(time.time())}")
            log.warning("progress file %s unreadable (%s); kept as %s", self.path, exc, aside)
            self.path.replace(aside)
            db = sqlite3.connect(self.path)
            db.executescript(SCHEMA)
            return db

    def record(self, result: DrillResult) -> None:
        """Append one result (one transaction)."""
        with self._db:
            self._db.execute(
                "INSERT INTO results (finished_at, code, level, kind, right_first_time, seconds, mistakes,"
                " mistake_codes) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                (
                    time.time(),
                    result.code,
                    result.level,
                    result.kind,
                    int(result.right_first_time),
                    float(result.seconds),
                    len(result.mistake_codes),
                    " ".join(result.mistake_codes),
                ),
            )

    def results(self, limit: int = 100) -> list[DrillResult]:
        """The latest results, newest first."""
        rows = self._db.execute(
            "SELECT code, level, kind, right_first_time, seconds, mistake_codes FROM results"
            " ORDER BY id DESC LIMIT ?",
            (limit,),
        ).fetchall()
        return [DrillResult(c, lv, k, bool(r), s, tuple(m.split())) for c, lv, k, r, s, m in rows]

    def summary(self) -> list[LevelSummary]:
        """One :class:`LevelSummary` per level played, lowest level first."""
        out = []
        levels = [r[0] for r in self._db.execute("SELECT DISTINCT level FROM results ORDER BY level")]
        for level in levels:
            n, right, mean = self._db.execute(
                "SELECT count(*), sum(right_first_time), avg(seconds) FROM results WHERE level = ?", (level,)
            ).fetchone()
            counter: Counter[str] = Counter()
            for (codes,) in self._db.execute("SELECT mistake_codes FROM results WHERE level = ?", (level,)):
                counter.update(codes.split())
            out.append(LevelSummary(level, n, right or 0, mean or 0.0, tuple(counter.most_common(3))))
        return out

    def close(self) -> None:
        """Close the file."""
        self._db.close()
