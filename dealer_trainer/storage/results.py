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

from dealer_trainer.drills.errors import DrillError, describe
from dealer_trainer.drills.exams import ExamInfo, ExamResult
from dealer_trainer.i18n import N_, _
from dealer_trainer.storage.schema import (
    ADD_TRAINEE,
    COURSE_ACTIONS,
    INSERT_SITTING,
    OUTCOMES,
    RESULT_COLUMNS,
    SITTING_COLUMNS,
    UPSERT,
    Dialect,
    stored,
)
from dealer_trainer.storage.shared import (
    MAX_SET_NAME,
    PublishedExam,
    PublishedSet,
    drill_set_text,
    exam_text,
    loads,
    sitting_from_row,
    sitting_row,
)

#: The trainee results belong to when nobody was picked (and the owner of migrated rows).
DEFAULT_TRAINEE = "Trainee 1"
#: Drill kinds: what the trainee did on the drill -> its name in the window.
#: How a drill attempt ended -> its name in the window (see :data:`schema.OUTCOMES`).
OUTCOME_NAMES: dict[str, str] = {
    "solved": N_("solved"),
    "wrong": N_("left wrong"),
    "abandoned": N_("abandoned"),
}
KINDS: dict[str, str] = {
    "pots": "Pots",
    "pots_and_award": "Pots and award",
    "showdown": "Showdown award",
    "chip_count": "Count the stacks",
    "chip_change": "Make change",
    "chip_colour_up": "Colour up",
    "chip_race": "Chip race",
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
        one is made); finished_at: Unix time (0: now); trainee: whose result it is;
        outcome: how the attempt ended, one of :data:`schema.OUTCOMES` (``"solved"``,
        ``"wrong"``: checked wrong and left, ``"abandoned"``: moves made, never checked).
        Only a solved drill can be right first time.
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
    outcome: str = "solved"

    def __post_init__(self) -> None:
        if self.outcome not in OUTCOMES:
            raise ValueError(f"outcome must be one of {', '.join(OUTCOMES)}, not {self.outcome!r}")

    def row(self) -> Row:
        """The stored row (``uid`` and ``finished_at`` must be set)."""
        return (
            self.uid,
            self.trainee,
            float(self.finished_at),
            self.code,
            int(self.level),
            self.kind,
            int(bool(self.right_first_time) and self.outcome == "solved"),
            float(self.seconds),
            len(self.mistake_codes),
            " ".join(self.mistake_codes),
            self.outcome,
        )

    @classmethod
    def from_row(cls, row: Sequence[Any]) -> DrillResult:
        """The result of a stored row (:data:`schema.RESULT_COLUMNS` order); an outcome this
        program does not know is read as ``"wrong"`` (never as right)."""
        uid, trainee, at, code, level, kind, right, seconds, _n, codes, outcome = row
        if outcome not in OUTCOMES:  # not ours: never read as right
            outcome, right = "wrong", False
        return cls(code, level, kind, bool(right), seconds, tuple(codes.split()), uid, at, trainee, outcome)


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

    def drill_started(self, uid: str, code: str) -> None:
        """The window dealt drill ``code``; its result will have ``uid``. Nothing to do on this
        machine's file (the school's server writes a start: see
        :meth:`~dealer_trainer.storage.postgres.PostgresStore.drill_started`)."""

    def exam_started(self, exam_id: str) -> None:
        """The trainee started exam ``exam_id``. Nothing to do on this machine's file (see
        :meth:`~dealer_trainer.storage.postgres.PostgresStore.exam_started`)."""

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

    def drill_flags(self, trainee: str | None = None) -> tuple[tuple[str, int], ...]:
        """How many of ``trainee``'s drills (everyone's for None) carry each flag the school's
        server noted on arrival (``queued``...), most first (then by name); empty when none does."""
        where, params = self._who(trainee, "flags <> ''")
        rows = self._rows(f"SELECT flags, count(*) FROM drill_results{where} GROUP BY flags", params)
        counts: Counter[str] = Counter()
        for flags, n in rows:
            for flag in str(flags).split(","):
                if flag:
                    counts[flag] += int(n)
        return tuple(sorted(counts.items(), key=lambda item: (-item[1], item[0])))

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

    # ----- the course (schema version 5) --------------------------------------------------
    def course_attempts(self, trainee: str) -> list[tuple[str, bool, float]]:
        """``trainee``'s stored drills as the course reads them: (code, right first time,
        finished at), oldest first."""
        rows = self._rows(
            "SELECT code, right_first_time, finished_at FROM drill_results WHERE trainee = ?"
            " ORDER BY finished_at, id",
            [trainee],
        )
        return [(str(c), bool(r), float(at)) for c, r, at in rows]

    def course_overrides(self, trainee: str | None = None) -> dict[str, dict[str, tuple[str, float]]]:
        """The instructor's unlocks and resets: trainee -> unit id -> (action, Unix time)
        (``trainee``'s only when given)."""
        where, params = self._who(trainee)
        out: dict[str, dict[str, tuple[str, float]]] = {}
        for who, unit, action, at in self._rows(
            f"SELECT trainee, unit, action, at FROM course_units{where}", params
        ):
            out.setdefault(str(who), {})[str(unit)] = (str(action), float(at))
        return out

    def set_course_unit(self, trainee: str, unit: str, action: str, at: float | None = None) -> None:
        """An instructor unlocks (``"unlock"``) or resets (``"reset"``: attempts before now no
        longer count) course unit ``unit`` for ``trainee``; the latest action is kept. Raises
        :class:`StoreError` for another action or a trainee that does not exist."""
        if action not in COURSE_ACTIONS:
            raise StoreError(f"A course unit can only be unlocked or reset, not {action!r}.")
        if trainee not in self.trainees():
            raise StoreError(f"There is no trainee called {trainee!r}.")
        self._write(
            [
                (
                    "INSERT INTO course_units (trainee, unit, action, at) VALUES (?, ?, ?, ?)"
                    " ON CONFLICT (trainee, unit) DO UPDATE SET action = excluded.action, at = excluded.at",
                    (trainee, unit, action, time.time() if at is None else at),
                )
            ]
        )

    # ----- what the school shares: exams, drill sets, exam results (schema version 3) -------
    def publish_exam(self, data: Any, passphrase: str | None = None) -> ExamInfo:
        """Keep the sealed exam file ``data`` (its parsed JSON, as handed out: the drills stay
        sealed) for every trainee of the store; publishing an exam again (same id) replaces it.
        ``passphrase``: the instructor's, for an exam sealed with one (it is checked with it).
        Returns its plain fields. Raises :class:`StoreError` (one line) for a file that is not a
        sound exam, or a passphrase-sealed one without its passphrase
        (:func:`~dealer_trainer.storage.shared.exam_text`)."""
        try:
            info, text = exam_text(data, passphrase)
        except DrillError as exc:
            raise StoreError(describe(exc)) from None
        # a sitting has one result per item: the written questions and the table's drills
        items = info.drill_count + info.question_count
        values = (info.exam_id, info.title, items, info.pass_mark, time.time(), text)
        self._write(
            [
                (
                    "INSERT INTO exams (exam_id, title, drill_count, pass_mark, published_at, file)"
                    " VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (exam_id) DO UPDATE SET title = excluded.title,"
                    " drill_count = excluded.drill_count, pass_mark = excluded.pass_mark,"
                    " published_at = excluded.published_at, file = excluded.file",
                    values,
                )
            ]
        )
        return info

    def published_exams(self) -> list[PublishedExam]:
        """The exams published on the store, newest first."""
        rows = self._rows(
            "SELECT exam_id, title, drill_count, pass_mark, published_at FROM exams"
            " ORDER BY published_at DESC, exam_id"
        )
        return [PublishedExam(str(i), str(t), int(n), int(m), float(at)) for i, t, n, m, at in rows]

    def exam_file(self, exam_id: str) -> Any:
        """The sealed exam file (parsed JSON) published as ``exam_id``, to open with
        :func:`~dealer_trainer.drills.exams.open_exam`. Raises :class:`StoreError` when there
        is none."""
        rows = self._rows("SELECT file FROM exams WHERE exam_id = ?", [exam_id])
        if not rows:
            raise StoreError(_("No exam {id!r} is published.").format(id=exam_id))
        return loads(rows[0][0])

    def publish_drill_set(self, name: str, data: Any) -> PublishedSet:
        """Keep the drill set file ``data`` (its parsed JSON) under ``name`` (trimmed; the same
        name again replaces it) for every trainee of the store. Raises :class:`StoreError` for
        an empty or too long name, or a file that is not a sound drill set."""
        name = " ".join(str(name).split())
        if not name or len(name) > MAX_SET_NAME:
            raise StoreError(_("A drill set's name has 1 to {most} characters.").format(most=MAX_SET_NAME))
        try:
            drill_set, text = drill_set_text(data)
        except DrillError as exc:
            raise StoreError(describe(exc)) from None
        published = PublishedSet(name, drill_set.title, len(drill_set.drills), time.time())
        self._write(
            [
                (
                    "INSERT INTO drill_sets (name, title, drill_count, published_at, file)"
                    " VALUES (?, ?, ?, ?, ?)"
                    " ON CONFLICT (name) DO UPDATE SET title = excluded.title,"
                    " drill_count = excluded.drill_count, published_at = excluded.published_at,"
                    " file = excluded.file",
                    (name, published.title, published.drill_count, published.published_at, text),
                )
            ]
        )
        return published

    def published_drill_sets(self) -> list[PublishedSet]:
        """The drill sets published on the store, by name."""
        rows = self._rows("SELECT name, title, drill_count, published_at FROM drill_sets ORDER BY name")
        return [PublishedSet(str(n), str(t), int(c), float(at)) for n, t, c, at in rows]

    def drill_set_file(self, name: str) -> Any:
        """The drill set file (parsed JSON) published as ``name``, to read with
        :func:`~dealer_trainer.drills.files.drill_set_from_dict`. Raises :class:`StoreError`
        when there is none."""
        rows = self._rows("SELECT file FROM drill_sets WHERE name = ?", [" ".join(str(name).split())])
        if not rows:
            raise StoreError(_("No drill set {name!r} is published.").format(name=name))
        return loads(rows[0][0])

    def record_sitting(self, result: ExamResult, trainee: str | None = None) -> str:
        """Save one exam sitting for ``trainee`` (default: the result's, else
        :data:`DEFAULT_TRAINEE`) in one transaction; returns its uid. The same sitting saved
        again is kept once (its uid is made from the exam, the trainee and the start)."""
        who = check_trainee_name(trainee or result.trainee or DEFAULT_TRAINEE)
        row = sitting_row(result, who)
        self._write([(ADD_TRAINEE, (who, time.time())), (INSERT_SITTING, row)])
        return str(row[0])

    def copy_sittings(self, rows: Iterable[Row]) -> int:
        """Save ``exam_results`` rows (from a queue, another store) in one transaction; rows
        already stored are kept once. Returns how many were given."""
        rows = list(rows)
        if not rows:
            return 0
        now = time.time()
        statements: list[tuple[str, Sequence[Any]]] = [
            (ADD_TRAINEE, (p, now)) for p in sorted({r[1] for r in rows})
        ]
        statements += [(INSERT_SITTING, tuple(r)) for r in rows]
        self._write(statements)
        return len(rows)

    def sitting_rows(self, trainee: str | None = None) -> list[Row]:
        """The stored sittings as rows (:data:`schema.SITTING_COLUMNS` order), oldest first."""
        where, params = self._who(trainee)
        cols = ", ".join(SITTING_COLUMNS)
        return self._rows(f"SELECT {cols} FROM exam_results{where} ORDER BY started_at, uid", params)

    def sittings(
        self, trainee: str | None = None, exam_id: str | None = None, limit: int = 100_000
    ) -> list[ExamResult]:
        """The latest ``limit`` exam sittings (of ``trainee`` and ``exam_id`` when given), newest
        first."""
        clauses, params = [], []
        if trainee is not None:
            clauses.append("trainee = ?")
            params.append(trainee)
        if exam_id is not None:
            clauses.append("exam_id = ?")
            params.append(exam_id)
        where = " WHERE " + " AND ".join(clauses) if clauses else ""
        cols = ", ".join(SITTING_COLUMNS)
        rows = self._rows(
            f"SELECT {cols} FROM exam_results{where} ORDER BY started_at DESC, uid LIMIT ?",
            [*params, int(limit)],
        )
        return [sitting_from_row(r) for r in rows]

    def close(self) -> None:
        """Close the connection."""
        self.db.close()
