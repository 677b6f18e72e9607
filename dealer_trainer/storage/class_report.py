"""The instructor's view of a class: per trainee, practice results, weak spots and exam
outcomes, and the same as CSV (pure Python, no Qt).

Practice results come from the progress store (the local SQLite file, or the school's
PostgreSQL server where every machine's results land); exam sittings from the same store (on
the server: every machine's) and, on one machine's file, from this machine's exam results file
too, the same sitting counted once (:func:`merge_sittings`).
"""

from __future__ import annotations

import csv
import hashlib
import hmac
import io
import secrets
import statistics
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from dealer_trainer.drills.exams import ExamResult
from dealer_trainer.storage.results import DrillResult, SqlStore
from dealer_trainer.storage.shared import flag_counts, sitting_uid
from dealer_trainer.wording.times import local_time

#: Drills per trainee the report reads for recent accuracy, time and weak spots.
RECENT = 50

CSV_COLUMNS = (
    "trainee",
    "drills",
    "right_first_time",
    "recent_drills",
    "recent_right_percent",
    "recent_median_seconds",
    "last_practised",
    "weak_spots",
    "exams",
    "exams_passed",
    "last_exam",
    "last_exam_percent",
    "last_exam_passed",
    "left_wrong",
    "abandoned",
    "flagged_drills",
    "flagged_exams",
    "course_unit",
)


@dataclass(frozen=True)
class TraineeReport:
    """One trainee's line in the class view.

    Attributes:
        trainee: the name; drills: practice drills stored; right_first_time: of those, right
        at the first check; recent: the last :data:`RECENT` drills read (at most);
        recent_right: of those, right first time; median_seconds: their median time (0.0 when
        none); last_practised: Unix time of the newest drill (0.0 when none); weak_spots: the
        most frequent mistake codes of the recent drills, with counts; exams: the trainee's
        exam sittings, newest first; left_wrong: practice drills checked wrong and left
        unsolved; abandoned: left with moves made and never checked (both counted in ``drills``,
        never as right); drill_flags: how many drills carry each flag the school's server
        noted (``queued``), most first; course: the course unit reached, in words
        (drills/course.py :func:`~dealer_trainer.drills.course.reached_words`).
    """

    trainee: str
    drills: int
    right_first_time: int
    recent: int
    recent_right: int
    median_seconds: float
    last_practised: float
    weak_spots: tuple[tuple[str, int], ...]
    exams: tuple[ExamResult, ...]
    left_wrong: int = 0
    abandoned: int = 0
    drill_flags: tuple[tuple[str, int], ...] = ()
    course: str = ""

    @property
    def recent_percent(self) -> int:
        """Per cent of the recent drills right first time, rounded down (0 when none)."""
        return self.recent_right * 100 // self.recent if self.recent else 0


def _course(store: SqlStore | None, name: str) -> str:
    """The course unit ``name`` has reached, in words ("" without a store or a trainee row)."""
    from dealer_trainer.drills.course import reached_words, trainee_states

    if store is None or name not in store.trainees():
        return ""
    return reached_words(trainee_states(store, name))


def class_report(
    store: SqlStore | None, sittings: Iterable[ExamResult] = (), weak: int = 3
) -> list[TraineeReport]:
    """Every trainee of ``store`` and of the exam ``sittings``, by name.

    A trainee with exam sittings but no practice results (or the other way round) is listed
    too; sittings without a name are left out. ``weak``: how many mistake codes to name.
    """
    from dealer_trainer.storage.stats import outcomes  # here: it brings the drills' weak spots

    exams: dict[str, list[ExamResult]] = {}
    for sitting in sittings:
        if sitting.trainee:
            exams.setdefault(sitting.trainee, []).append(sitting)
    names = set(exams)
    if store is not None:
        names |= set(store.trainees())
    out: list[TraineeReport] = []
    for name in sorted(names, key=str.casefold):
        drills = right = 0
        recent: list[DrillResult] = []
        mistakes: list[tuple[str, int]] = []
        ended: Counter[str] = Counter()
        if store is not None:
            for per_level in outcomes(store, name).values():
                ended.update(per_level)
            drills = store.count(name)
            summary = store.summary(name)
            right = sum(s.right_first_time for s in summary)
            recent = store.results(RECENT, name)
            counter, _read = store.recent_mistakes(name, RECENT)
            mistakes = counter.most_common(weak)
        times = [r.seconds for r in recent]
        out.append(
            TraineeReport(
                trainee=name,
                drills=drills,
                right_first_time=right,
                recent=len(recent),
                recent_right=sum(1 for r in recent if r.right_first_time),
                median_seconds=float(statistics.median(times)) if times else 0.0,
                last_practised=max((r.finished_at for r in recent), default=0.0),
                weak_spots=tuple(mistakes),
                exams=tuple(sorted(exams.get(name, []), key=lambda e: -e.started_at)),
                left_wrong=ended["wrong"],
                abandoned=ended["abandoned"],
                drill_flags=store.drill_flags(name) if store is not None else (),
                course=_course(store, name),
            )
        )
    return out


def merge_sittings(*groups: Iterable[ExamResult]) -> list[ExamResult]:
    """The sittings of every group, each sitting once (the same exam, trainee and start:
    :func:`~dealer_trainer.storage.shared.sitting_uid`), the first group's copy kept."""
    seen: dict[str, ExamResult] = {}
    for group in groups:
        for sitting in group:
            seen.setdefault(sitting_uid(sitting.exam_id, sitting.trainee, sitting.started_at), sitting)
    return list(seen.values())


def _iso(at: float) -> str:
    return (local_time(at, utc=True) or "") if at else ""


def class_csv(report: Sequence[TraineeReport]) -> str:
    """The class view as CSV text (a header row of :data:`CSV_COLUMNS`, one row per trainee):
    plain numbers, dates as ``YYYY-MM-DD HH:MM`` UTC, mistake codes and the server's flags as
    ``code×count`` separated by spaces. Column names and codes are never translated."""

    buffer = io.StringIO()
    writer = csv.writer(buffer, lineterminator="\n")
    writer.writerow(CSV_COLUMNS)
    for line in report:
        last = line.exams[0] if line.exams else None
        writer.writerow(
            [
                line.trainee,
                line.drills,
                line.right_first_time,
                line.recent,
                line.recent_percent,
                round(line.median_seconds, 1),
                _iso(line.last_practised),
                " ".join(f"{code}×{n}" for code, n in line.weak_spots),
                len(line.exams),
                sum(1 for e in line.exams if e.passed),
                last.title if last else "",
                last.percent if last else "",
                ("yes" if last.passed else "no") if last else "",
                line.left_wrong,
                line.abandoned,
                " ".join(f"{flag}×{n}" for flag, n in line.drill_flags),
                " ".join(f"{flag}×{n}" for flag, n in flag_counts(e.flags for e in line.exams)),
                line.course,
            ]
        )
    return buffer.getvalue()


#: PBKDF2-HMAC-SHA256 rounds for the instructor passphrase on a shared machine.
PASSPHRASE_ROUNDS = 200_000


def hash_passphrase(passphrase: str, salt: bytes | None = None, rounds: int = PASSPHRASE_ROUNDS) -> str:
    """``"pbkdf2-sha256$ROUNDS$SALT$HASH"`` (hex) of the instructor's passphrase, to keep in the
    settings instead of the passphrase. Raises ValueError for an empty passphrase."""
    if not passphrase:
        raise ValueError("the passphrase is empty")
    salt = salt if salt is not None else secrets.token_bytes(16)
    digest = hashlib.pbkdf2_hmac("sha256", passphrase.encode("utf-8"), salt, rounds)
    return f"pbkdf2-sha256${rounds}${salt.hex()}${digest.hex()}"


def check_passphrase(passphrase: str, stored: str) -> bool:
    """Does ``passphrase`` match ``stored`` (from :func:`hash_passphrase`)? False for a
    malformed ``stored``."""
    try:
        kind, rounds, salt, digest = stored.split("$")
        if kind != "pbkdf2-sha256":
            return False
        again = hashlib.pbkdf2_hmac("sha256", passphrase.encode("utf-8"), bytes.fromhex(salt), int(rounds))
    except ValueError:
        return False
    return hmac.compare_digest(again.hex(), digest)
