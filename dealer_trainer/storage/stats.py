"""Progress at a glance: a trainee's results by day, mistakes by kind, streaks, and what to
practise next, worked out in SQL on either back-end (no Qt).

Days are local calendar days (stored with each result, as the machine's clock saw them),
numbered from 1970-01-01.
The median time of a day is the middle drill's (the mean of the two middle ones when even).
"""

from __future__ import annotations

import time
from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from dealer_trainer.drills.codes import LEVELS
from dealer_trainer.drills.weak_spots import RECENT, Advice, advice
from dealer_trainer.storage.results import LevelSummary, SqlStore
from dealer_trainer.storage.schema import local_day


@dataclass(frozen=True)
class DayPoint:
    """One day's drills: ``day`` (days since 1970-01-01, local), ``drills``, ``right`` (right
    first time) and ``median_seconds``."""

    day: int
    drills: int
    right: int
    median_seconds: float

    @property
    def accuracy(self) -> float:
        """Share right first time, 0.0-1.0."""
        return self.right / self.drills if self.drills else 0.0


@dataclass(frozen=True)
class Streaks:
    """``current``: drills right first time in a row up to the latest; ``best``: the longest
    such run; ``days``: days in a row with a drill, up to today (or yesterday); ``best_days``."""

    current: int = 0
    best: int = 0
    days: int = 0
    best_days: int = 0


@dataclass(frozen=True)
class ProgressReport:
    """Everything the Progress view shows for one trainee (and one level/kind filter).

    Attributes:
        drills: drills in the filter; days: per-day points, oldest first; mistakes: mistake
        code -> {day: count} on the last days practised; streaks (all of the trainee's drills);
        advice: what to practise next; levels: per-level summary; outcomes: level -> how the
        drills in the filter ended (``"solved"``, ``"wrong"``, ``"abandoned"``) -> how many;
        level_outcomes: the same over all of the trainee's drills (the levels table's).
    """

    drills: int
    days: tuple[DayPoint, ...]
    mistakes: dict[str, dict[int, int]]
    streaks: Streaks
    advice: Advice
    levels: list[LevelSummary]
    outcomes: dict[int, dict[str, int]] = field(default_factory=dict)
    level_outcomes: dict[int, dict[str, int]] = field(default_factory=dict)

    def left(self, outcome: str, level: int | None = None) -> int:
        """Drills in the filter (at ``level``: of the levels table) that ended ``outcome``."""
        if level is None:
            return sum(per.get(outcome, 0) for per in self.outcomes.values())
        return self.level_outcomes.get(level, {}).get(outcome, 0)


def _filter(trainee: str, level: int | None, kind: str | None) -> tuple[str, list[Any]]:
    clauses = ["trainee = ?"]
    params: list[Any] = [trainee]
    if level is not None:
        clauses.append("level = ?")
        params.append(level)
    if kind is not None:
        clauses.append("kind = ?")
        params.append(kind)
    return " WHERE " + " AND ".join(clauses), params


def days(store: SqlStore, trainee: str, level: int | None = None, kind: str | None = None) -> list[DayPoint]:
    """Drills, right first time and the median time per day.

    On SQLite each day's median is read from the day's index range (``LIMIT 1 OFFSET``), so
    100,000 results are never sorted or fetched; PostgreSQL has ``percentile_cont``.
    """
    where, params = _filter(trainee, level, kind)
    counts = store._rows(  # noqa: SLF001 - the store's own query helper
        f"SELECT day, count(*), sum(right_first_time) FROM drill_results{where} GROUP BY day ORDER BY day",
        params,
    )
    medians: dict[int, float] = {}
    if store.dialect.name == "sqlite":
        for d, n, _right in counts:
            middle = store._rows(  # noqa: SLF001
                f"SELECT seconds FROM drill_results{where} AND day = ? ORDER BY seconds LIMIT ? OFFSET ?",
                [*params, d, 2 - n % 2, (n - 1) // 2],
            )
            medians[int(d)] = sum(m for (m,) in middle) / len(middle)
    else:
        for d, m in store._rows(  # noqa: SLF001
            f"SELECT day, percentile_cont(0.5) WITHIN GROUP (ORDER BY seconds) FROM drill_results{where}"
            " GROUP BY day",
            params,
        ):
            medians[int(d)] = float(m)
    return [DayPoint(int(d), int(n), int(r or 0), medians[int(d)]) for d, n, r in counts]


def mistakes_by_day(
    store: SqlStore, trainee: str, level: int | None = None, kind: str | None = None, since: int | None = None
) -> dict[str, dict[int, int]]:
    """Mistake code -> {day: how many times}, on days from ``since`` (None: all)."""
    where, params = _filter(trainee, level, kind)
    if since is not None:
        where, params = f"{where} AND day >= ?", [*params, since]
    out: dict[str, dict[int, int]] = {}
    rows = store._rows(  # noqa: SLF001
        f"SELECT day, mistake_codes FROM drill_results{where} AND mistakes > 0", params
    )
    for d, codes in rows:
        for code in codes.split():
            per_day = out.setdefault(code, {})
            per_day[int(d)] = per_day.get(int(d), 0) + 1
    return out


def outcomes(
    store: SqlStore, trainee: str, level: int | None = None, kind: str | None = None
) -> dict[int, dict[str, int]]:
    """Level -> how the drills ended (a key of ``schema.OUTCOMES``) -> how many."""
    where, params = _filter(trainee, level, kind)
    out: dict[int, dict[str, int]] = {}
    for lv, outcome, n in store._rows(  # noqa: SLF001
        f"SELECT level, outcome, count(*) FROM drill_results{where} GROUP BY level, outcome", params
    ):
        out.setdefault(int(lv), {})[str(outcome)] = int(n)
    return out


def level_records(
    store: SqlStore, trainee: str, levels: list[int], recent: int = RECENT
) -> dict[int, tuple[int, int]]:
    """Level -> (drills, right first time) among ``trainee``'s last ``recent`` drills at that
    level: each level read on its own, never out of the last drills of all levels together."""
    out: dict[int, tuple[int, int]] = {}
    for lv in levels:
        ((n, right),) = store._rows(  # noqa: SLF001
            "SELECT count(*), sum(right_first_time) FROM (SELECT right_first_time FROM drill_results"
            " WHERE trainee = ? AND level = ? ORDER BY finished_at DESC, id DESC LIMIT ?) latest",
            [trainee, lv, recent],
        )
        if n:
            out[lv] = (int(n), int(right or 0))
    return out


def streaks(store: SqlStore, trainee: str, day_numbers: list[int], today: int) -> Streaks:
    """Runs of drills right first time (from one ordered string of 1s and 0s) and runs of
    practice days (``day_numbers``: the days practised, ascending)."""
    sql = store.dialect.ordered_concat(
        "right_first_time", "finished_at, id", "FROM drill_results WHERE trainee = ?"
    )
    marks = store._rows(sql, [trainee])[0][0] or ""  # noqa: SLF001
    runs_right = marks.split("0")
    current, best = len(runs_right[-1]), max(map(len, runs_right))
    runs, run, previous = [], 0, None
    for d in day_numbers:
        run = run + 1 if previous is not None and d == previous + 1 else 1
        runs.append(run)
        previous = d
    day_run = runs[-1] if runs and day_numbers[-1] >= today - 1 else 0
    return Streaks(current, best, day_run, max(runs, default=0))


def report(store: SqlStore, trainee: str, level: int | None = None, kind: str | None = None,
           now: float | None = None, mistake_days: int = 14) -> ProgressReport:  # fmt: skip
    """The :class:`ProgressReport` of ``trainee`` for drills at ``level`` of ``kind`` (None: all);
    mistakes are counted on the last ``mistake_days`` days practised."""
    now = time.time() if now is None else now
    today = local_day(now)
    points = days(store, trainee, level, kind)
    all_points = points if level is None and kind is None else days(store, trainee, None, None)
    recent = store._rows(  # noqa: SLF001
        "SELECT level, right_first_time, mistake_codes FROM drill_results WHERE trainee = ?"
        " ORDER BY finished_at DESC, id DESC LIMIT ?",
        [trainee, RECENT],
    )
    counts: Counter[str] = Counter()
    for _lv, _right, codes in recent:
        counts.update(codes.split())
    all_outcomes = outcomes(store, trainee)
    levels = [level] if level in LEVELS else sorted(lv for lv in all_outcomes if lv in LEVELS)
    by_level = level_records(store, trainee, levels)
    last_level = level if level in LEVELS else int(recent[0][0]) if recent else 0
    return ProgressReport(
        drills=sum(p.drills for p in points),
        days=tuple(points),
        mistakes=mistakes_by_day(
            store, trainee, level, kind, points[-min(mistake_days, len(points))].day if points else None
        ),
        streaks=streaks(store, trainee, [p.day for p in all_points], today),
        advice=advice(counts, len(recent), by_level, last_level),
        levels=store.summary(trainee),
        outcomes=all_outcomes if level is None and kind is None else outcomes(store, trainee, level, kind),
        level_outcomes=all_outcomes,
    )
