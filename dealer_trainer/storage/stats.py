"""Progress at a glance: a trainee's results by day, mistakes by kind, streaks, and what to
practise next, worked out in SQL on either back-end (no Qt).

Days are local calendar days (the machine's current UTC offset), numbered from 1970-01-01.
The median time of a day is the middle drill's (the mean of the two middle ones when even).
"""

from __future__ import annotations

import time
from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from dealer_trainer.drills.weak_spots import RECENT, Advice, advice
from dealer_trainer.storage.results import LevelSummary, SqlStore


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
        drills: drills in the filter; days: per-day points, oldest first; mistakes: mistake code
        -> {day: count}; streaks (all of the trainee's drills); advice: what to practise next;
        levels: per-level summary; kinds: the drill kinds the trainee has played.
    """

    drills: int
    days: tuple[DayPoint, ...]
    mistakes: dict[str, dict[int, int]]
    streaks: Streaks
    advice: Advice
    levels: list[LevelSummary]
    kinds: tuple[str, ...] = field(default=())


def utc_offset(now: float | None = None) -> int:
    """This machine's offset from UTC in seconds at ``now`` (default: now)."""
    t = time.localtime(now if now is not None else time.time())
    return int(t.tm_gmtoff or 0)


def _filter(trainee: str, level: int | None, kind: str | None) -> tuple[str, list[Any]]:
    clauses, params = ["trainee = ?"], [trainee]
    if level is not None:
        clauses.append("level = ?")
        params.append(level)
    if kind is not None:
        clauses.append("kind = ?")
        params.append(kind)
    return " WHERE " + " AND ".join(clauses), params


def days(store: SqlStore, trainee: str, level: int | None = None, kind: str | None = None,
         offset: int = 0) -> list[DayPoint]:  # fmt: skip
    """Drills, right first time and the median time per day."""
    where, params = _filter(trainee, level, kind)
    day = store.dialect.day("finished_at")
    counts = store._rows(  # noqa: SLF001 - the store's own query helper
        f"SELECT {day} AS d, count(*), sum(right_first_time) FROM drill_results{where}"
        f" GROUP BY {day} ORDER BY d",
        [offset, *params, offset],
    )
    middles = store._rows(  # noqa: SLF001
        f"""SELECT d, seconds FROM (
                SELECT {day} AS d, seconds,
                       ROW_NUMBER() OVER (PARTITION BY {day} ORDER BY seconds) AS rn,
                       COUNT(*) OVER (PARTITION BY {day}) AS c
                FROM drill_results{where}) AS t
            WHERE rn = (c + 1) / 2 OR rn = (c + 2) / 2""",
        [offset, offset, offset, *params],
    )
    medians: dict[int, list[float]] = {}
    for d, seconds in middles:
        medians.setdefault(int(d), []).append(float(seconds))
    return [
        DayPoint(int(d), int(n), int(r or 0), sum(medians[int(d)]) / len(medians[int(d)]))
        for d, n, r in counts
    ]


def mistakes_by_day(store: SqlStore, trainee: str, level: int | None = None, kind: str | None = None,
                    offset: int = 0) -> dict[str, dict[int, int]]:  # fmt: skip
    """Mistake code -> {day: how many times}."""
    where, params = _filter(trainee, level, kind)
    day = store.dialect.day("finished_at")
    out: dict[str, dict[int, int]] = {}
    rows = store._rows(  # noqa: SLF001
        f"SELECT {day}, mistake_codes FROM drill_results{where} AND mistakes > 0", [offset, *params]
    )
    for d, codes in rows:
        for code in codes.split():
            per_day = out.setdefault(code, {})
            per_day[int(d)] = per_day.get(int(d), 0) + 1
    return out


def streaks(store: SqlStore, trainee: str, day_numbers: list[int], today: int) -> Streaks:
    """Right-first-time runs (in SQL, gaps and islands) and runs of practice days."""
    best = store._rows(  # noqa: SLF001
        """SELECT coalesce(max(n), 0) FROM (
               SELECT count(*) AS n FROM (
                   SELECT right_first_time AS r,
                          ROW_NUMBER() OVER (ORDER BY finished_at, id)
                          - ROW_NUMBER() OVER (PARTITION BY right_first_time ORDER BY finished_at, id) AS g
                   FROM drill_results WHERE trainee = ?) AS t
               WHERE r = 1 GROUP BY g) AS u""",
        [trainee],
    )[0][0]
    last_wrong = store._rows(  # noqa: SLF001
        "SELECT finished_at, id FROM drill_results WHERE trainee = ? AND right_first_time = 0"
        " ORDER BY finished_at DESC, id DESC LIMIT 1",
        [trainee],
    )
    if last_wrong:
        at, ident = last_wrong[0]
        current = store._rows(  # noqa: SLF001
            "SELECT count(*) FROM drill_results"
            " WHERE trainee = ? AND (finished_at > ? OR (finished_at = ? AND id > ?))",
            [trainee, at, at, ident],
        )[0][0]
    else:
        current = store.count(trainee)
    runs, run, previous = [], 0, None
    for d in day_numbers:
        run = run + 1 if previous is not None and d == previous + 1 else 1
        runs.append(run)
        previous = d
    day_run = runs[-1] if runs and day_numbers[-1] >= today - 1 else 0
    return Streaks(int(current), int(best or 0), day_run, max(runs, default=0))


def report(store: SqlStore, trainee: str, level: int | None = None, kind: str | None = None,
           now: float | None = None) -> ProgressReport:  # fmt: skip
    """The :class:`ProgressReport` of ``trainee`` for drills at ``level`` of ``kind`` (None: all)."""
    now = time.time() if now is None else now
    offset = utc_offset(now)
    today = int((now + offset) // 86400)
    points = days(store, trainee, level, kind, offset)
    all_points = points if level is None and kind is None else days(store, trainee, None, None, offset)
    recent = store._rows(  # noqa: SLF001
        "SELECT level, right_first_time, mistake_codes FROM drill_results WHERE trainee = ?"
        " ORDER BY finished_at DESC, id DESC LIMIT ?",
        [trainee, RECENT],
    )
    counts: Counter[str] = Counter()
    by_level: dict[int, tuple[int, int]] = {}
    for lv, right, codes in recent:
        counts.update(codes.split())
        n, r = by_level.get(lv, (0, 0))
        by_level[lv] = (n + 1, r + int(right))
    kinds = tuple(k for (k,) in store._rows(  # noqa: SLF001
        "SELECT DISTINCT kind FROM drill_results WHERE trainee = ? ORDER BY kind", [trainee]))  # fmt: skip
    return ProgressReport(
        drills=sum(p.drills for p in points),
        days=tuple(points),
        mistakes=mistakes_by_day(store, trainee, level, kind, offset),
        streaks=streaks(store, trainee, [p.day for p in all_points], today),
        advice=advice(counts, len(recent), by_level, recent[0][0] if recent else 0),
        levels=store.summary(trainee),
        kinds=kinds,
    )
