"""What the progress store holds and says: results, trainees, the start-up status (no Qt).

The store itself is :class:`SqlStore`, written once for both back-ends (SQLite on this machine,
PostgreSQL on a school's server): every query is plain SQL through a :class:`Dialect`.
"""

from __future__ import annotations

import time
import unicodedata
import uuid
from collections import Counter
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from dealer_trainer.storage.schema import ADD_TRAINEE, RESULT_COLUMNS, UPSERT, Dialect, stored

#: The trainee results belong to when nobody was picked (and the owner of migrated rows).
DEFAULT_TRAINEE = "Trainee 1"
#: Drill kinds: what the trainee did on the drill -> its name in the window.
KINDS: dict[str, str] = {
    "pots": "Pots",
    "pots_and_award": "Pots and award",
    "showdown": "Showdown award",
}
MAX_NAME = 40

#: One stored row, in :data:`schema.RESULT_COLUMNS` order.
Row = tuple[Any, ...]


class StoreError(Exception):
    """The store cannot do what was asked; the message is one plain sentence for the trainee."""


@dataclass(frozen=True)
class DrillResult:
    """One finished drill (a build and the award after it are one drill).

    Attributes:
        code: drill code (``""`` for hand-made drills); level: 0-4 (0 lessons and imports);
        kind: a key of :data:`KINDS` (older files may hold ``"build"`` or ``"award"``);
        right_first_time: every phase was right at its first check; seconds: time taken
        (float seconds, from the first move); mistake_codes: the checker's codes of every
        failed check, in order (``checking.BUILD_CODES``, ``award_checking.AWARD_CODES``);
        uid: the drill attempt's id (the award of a drill replaces its build row; ``""``: a new
        one is made); finished_at: Unix time (0: now); trainee: whose result it is.
    """

    code: str
    level: int
    kind: str
    right_first_time: bool
    seconds: float
    mistake_codes: tuple[str, ...] = ()
    uid: str = ""
    finished_at: float = 0.0
    trainee: str = ""

    def row(self) -> Row:
        """The stored row (``uid`` and ``finished_at`` must be set)."""
        return (
            self.uid,
            self.trainee,
            float(self.finished_at),
            self.code,
            int(self.level),
            self.kind,
            int(bool(self.right_first_time)),
            float(self.seconds),
            len(self.mistake_codes),
            " ".join(self.mistake_codes),
        )

    @classmethod
    def from_row(cls, row: Sequence[Any]) -> DrillResult:
        """The result of a stored row (:data:`schema.RESULT_COLUMNS` order)."""
        uid, trainee, at, code, level, kind, right, seconds, _n, codes = row
        return cls(code, level, kind, bool(right), seconds, tuple(codes.split()), uid, at, trainee)


@dataclass(frozen=True)
class LevelSummary:
    """Results at one level: drills finished, right first time, mean seconds, top mistakes."""

    level: int
    drills: int
    right_first_time: int
    mean_seconds: float
    common_mistakes: tuple[tuple[str, int], ...]


@dataclass(frozen=True)
class StoreStatus:
    """What happened when the store was opened (or since), in plain words for the window.

    Attributes:
        severity: ``"ok"`` (nothing to say), ``"info"`` (something was done and all is saved:
            a migration, rows brought back), ``"warning"`` (a fault was handled: a file kept
            aside, rows copied, results saved somewhere else, results waiting for the server)
            or ``"error"`` (new results are not being saved).
        message: sentences for the trainee (``""`` when ok).
        saving: new results are being kept (on disk, on the server or queued for it).
        location: where new results go (a path, or a URL without its password).
        kept_aside: files kept aside (never deleted), as strings.
        recovered: rows copied from a file kept aside; lost_hint: "" or what could not be read.
    """

    severity: str = "ok"
    message: str = ""
    saving: bool = True
    location: str = ""
    kept_aside: tuple[str, ...] = ()
    recovered: int = 0

    def plus(self, severity: str, sentence: str, **changes: Any) -> StoreStatus:
        """This status with ``sentence`` added and the severity raised to ``severity`` if higher."""
        order = ["ok", "info", "warning", "error"]
        worst = max(self.severity, severity, key=order.index)
        message = f"{self.message} {sentence}".strip()
        return replace(self, severity=worst, message=message, **changes)


def check_trainee_name(name: str) -> str:
    """``name`` tidied (spaces trimmed and collapsed, NFC); raises :class:`StoreError` when it is
    empty, longer than :data:`MAX_NAME` characters or holds control characters."""
    text = " ".join(unicodedata.normalize("NFC", str(name)).split())
    if not text:
        raise StoreError("A trainee needs a name.")
    if len(text) > MAX_NAME:
        raise StoreError(f"A trainee's name has at most {MAX_NAME} characters.")
    if any(unicodedata.category(ch).startswith("C") for ch in text):
        raise StoreError("A trainee's name cannot hold control characters.")
    return text


def new_uid() -> str:
    """A fresh drill attempt id (a random UUID as text)."""
    return uuid.uuid4().hex


@dataclass
class SqlStore:
    """Results and trainees in one database, through a DB-API connection and a dialect.

    Subclasses open the connection (:class:`~dealer_trainer.storage.sqlite_store.SqliteStore`,
    :class:`~dealer_trainer.storage.postgres.PostgresStore`); every method here is the same SQL
    on both. Raises the driver's errors (``sqlite3.Error``, ``psycopg.Error``) on failure.
    """

    db: Any
    dialect: Dialect
    status: StoreStatus = field(default_factory=StoreStatus)

    # ----- plumbing ----------------------------------------------------------------------
    def _rows(self, sql: str, params: Sequence[Any] = ()) -> list[tuple[Any, ...]]:
        cur = self.db.cursor()
        try:
            cur.execute(self.dialect.sql(sql), tuple(params))
            return [tuple(r) for r in cur.fetchall()]
        finally:
            cur.close()

    def _write(self, statements: Iterable[tuple[str, Sequence[Any]]]) -> None:
        """Run ``statements`` in one transaction (all or nothing)."""
        cur = self.db.cursor()
        try:
            for sql, params in statements:
                cur.execute(self.dialect.sql(sql), tuple(params))
            self.db.commit()
        except BaseException:
            self.db.rollback()
            raise
        finally:
            cur.close()

    # ----- trainees ----------------------------------------------------------------------
    def trainees(self) -> list[str]:
        """Every trainee's name, alphabetically (case-insensitive)."""
        names = [r[0] for r in self._rows("SELECT name FROM trainees")]
        return sorted(names, key=str.casefold)

    def add_trainee(self, name: str) -> str:
        """Add trainee ``name`` (tidied; nothing happens when it exists) and return the name.
        Raises :class:`StoreError` for a name that cannot be used."""
        name = check_trainee_name(name)
        self._write([(ADD_TRAINEE, (name, time.time()))])
        return name

    def rename_trainee(self, old: str, new: str) -> str:
        """Give trainee ``old`` the name ``new`` (their results follow). Raises
        :class:`StoreError` when ``new`` is taken or cannot be used, or ``old`` does not exist."""
        new = check_trainee_name(new)
        names = set(self.trainees())
        if old not in names:
            raise StoreError(f"There is no trainee called {old!r}.")
        if new != old and new in names:
            raise StoreError(f"There is already a trainee called {new!r}.")
        self._write([("UPDATE trainees SET name = ? WHERE name = ?", (new, old))])
        return new

    # ----- results -----------------------------------------------------------------------
    def record(self, result: DrillResult, trainee: str | None = None) -> DrillResult:
        """Save ``result`` for ``trainee`` (default: the result's, else :data:`DEFAULT_TRAINEE`)
        in one transaction and return it as stored (uid and time filled). A result whose uid
        is already stored replaces that row: the award of a drill updates its build."""
        who = check_trainee_name(trainee or result.trainee or DEFAULT_TRAINEE)
        result = replace(
            result,
            trainee=who,
            uid=result.uid or new_uid(),
            finished_at=result.finished_at or time.time(),
        )
        self._write([(ADD_TRAINEE, (who, time.time())), (UPSERT, stored(result.row()))])
        return result

    def copy_rows(self, rows: Iterable[Row]) -> int:
        """Upsert stored rows (from a file kept aside, a queue, another store) in one
        transaction; returns how many were given. Rows with a stored uid replace it."""
        rows = list(rows)
        if not rows:
            return 0
        now = time.time()
        people = {r[1] for r in rows}
        statements: list[tuple[str, Sequence[Any]]] = [(ADD_TRAINEE, (p, now)) for p in sorted(people)]
        statements += [(UPSERT, stored(tuple(r))) for r in rows]
        self._write(statements)
        return len(rows)

    def rows(self, trainee: str | None = None) -> Iterator[Row]:
        """Every stored row (:data:`schema.RESULT_COLUMNS` order), oldest first."""
        where, params = self._who(trainee)
        cols = ", ".join(RESULT_COLUMNS)
        yield from self._rows(f"SELECT {cols} FROM drill_results{where} ORDER BY finished_at, id", params)

    @staticmethod
    def _who(trainee: str | None, extra: str = "") -> tuple[str, list[Any]]:
        clauses = ["trainee = ?"] if trainee is not None else []
        if extra:
            clauses.append(extra)
        return (" WHERE " + " AND ".join(clauses) if clauses else ""), (
            [trainee] if trainee is not None else []
        )

    def count(self, trainee: str | None = None) -> int:
        """How many drills are stored (for ``trainee``, or everyone)."""
        where, params = self._who(trainee)
        return int(self._rows(f"SELECT count(*) FROM drill_results{where}", params)[0][0])

    def results(self, limit: int = 100, trainee: str | None = None) -> list[DrillResult]:
        """The latest ``limit`` results, newest first."""
        where, params = self._who(trainee)
        cols = ", ".join(RESULT_COLUMNS)
        rows = self._rows(
            f"SELECT {cols} FROM drill_results{where} ORDER BY finished_at DESC, id DESC LIMIT ?",
            [*params, int(limit)],
        )
        return [DrillResult.from_row(r) for r in rows]

    def summary(self, trainee: str | None = None, recent: int = 1000) -> list[LevelSummary]:
        """One :class:`LevelSummary` per level played, lowest level first; the common mistakes
        are those made in the last ``recent`` drills (what the trainee does now)."""
        where, params = self._who(trainee)
        groups = self._rows(
            f"SELECT level, count(*), sum(right_first_time), avg(seconds) FROM drill_results{where}"
            " GROUP BY level ORDER BY level",
            params,
        )
        rows = self._rows(
            f"SELECT level, mistake_codes FROM drill_results{where}"
            " ORDER BY finished_at DESC, id DESC LIMIT ?",
            [*params, recent],
        )
        mistakes: dict[int, Counter[str]] = {}
        for level, codes in rows:
            mistakes.setdefault(level, Counter()).update(codes.split())
        return [
            LevelSummary(
                level,
                int(n),
                int(right or 0),
                float(mean or 0.0),
                tuple(mistakes.get(level, Counter()).most_common(3)),
            )
            for level, n, right, mean in groups
        ]

    def recent_mistakes(self, trainee: str | None, drills: int = 50) -> tuple[Counter[str], int]:
        """The mistake codes of ``trainee``'s last ``drills`` drills, counted, and how many
        drills that was."""
        where, params = self._who(trainee)
        rows = self._rows(
            f"SELECT mistake_codes FROM drill_results{where} ORDER BY finished_at DESC, id DESC LIMIT ?",
            [*params, int(drills)],
        )
        counter: Counter[str] = Counter()
        for (codes,) in rows:
            counter.update(codes.split())
        return counter, len(rows)

    def close(self) -> None:
        """Close the connection."""
        self.db.close()
