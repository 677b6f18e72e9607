"""A drill or exam left half done when the program was quit, kept to resume at the next start
(no Qt).

The state is one small JSON file (``"format": "dealer-trainer-resume"``, version 1) in the
user's data folder beside the progress store (:func:`default_path`), written atomically
(:func:`save`). It holds one of:

- ``"drill"``: a practice drill being built (or awarded): the drill itself (its file form, so a
  drill from a code, a lesson, a drill file or an import is rebuilt the same), the table as it
  was left (:class:`TableMoves`: the piles now, and every step that Undo and Redo walk), the
  seconds on the clock, the score so far (checks, hints, mistake codes), the attempt's uid (so
  the resumed attempt is saved as one row), the trainee, and the open drill set with its
  position;
- ``"street"``: a street-by-street hand, kept as the hand itself: it starts again from its first
  action (its moves are not kept);
- ``"exam"``: an exam being taken: where it came from (its file, or the school's exam id), the
  plain fields needed to record the sitting (id, title, pass mark, drill count, time limits,
  trainee), its wall-clock start, the drill being taken and when it was dealt, the drills already
  handed in, the table of the drill being taken, and that drill's result as it stood at quitting
  (recorded when the exam's time has run out before the next start). An exam's drills are never
  written here: they stay sealed in the exam.

:func:`parse` checks everything before anything is used: a file that is not ours, of another
version, or damaged raises :class:`ResumeError` (the window sets it aside, one line). A table is
checked so every chip lies in exactly one pile, the pile names are the drill's, and the chips add
up to what the drill's players committed plus the dead money, in every step.
"""

from __future__ import annotations

import contextlib
import errno
import json
import os
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import platformdirs

from dealer_trainer.drills.errors import DrillError
from dealer_trainer.drills.exam_parts import ExamParts
from dealer_trainer.drills.exams import ENDINGS, ExamDrillResult, ExamResult
from dealer_trainer.drills.file_output import save_bytes
from dealer_trainer.drills.files import drill_to_dict, entry_from_dict, entry_to_dict
from dealer_trainer.drills.models import Drill
from dealer_trainer.drills.piles import DEAD, parse_pile
from dealer_trainer.drills.streets import StreetDrill
from dealer_trainer.userfiles import UserFileError, decode_text, loads_strict, read_bytes

FORMAT = "dealer-trainer-resume"
VERSION = 1
#: Largest resume file written and read (bytes): a drill of ten seats with MAX_STEPS undo steps
#: takes about 0.3 MB, a set of MAX_SET_DRILLS drills about as much.
MAX_BYTES = 16 * 1024 * 1024
#: A drill set longer than this is not kept (only the drill on the table is).
MAX_SET_DRILLS = 300
#: Most undo (and redo) steps kept: the newest undo steps and the next redo steps.
MAX_STEPS = 50
#: Most pot spots a table opens (as ui.table.model.MAX_POTS).
MAX_POTS = 9
KINDS = ("drill", "street", "exam")


class ResumeError(ValueError):
    """The resume file cannot be used: not ours, another version, or damaged (the message
    says what, in one line)."""


def default_path() -> Path:
    """``resume.json`` in the user's data folder (platformdirs), beside ``progress.sqlite3``."""
    return Path(platformdirs.user_data_dir("dealer-trainer", appauthor=False)) / "resume.json"


# ----- the table -------------------------------------------------------------------------------
@dataclass(frozen=True)
class TableSnapshot:
    """The table at one moment (the window's ``ui.table.model.Snapshot`` as a value).

    Attributes:
        piles: pile id (``"pot:0"``, ``"front:Anna"``, ``"dead"`` …) -> chip ids, bottom to top.
        chips: chip id -> (value in chips, origin: a seat's name or ``"(dead)"``, the dead
            money's, :data:`~dealer_trainer.drills.piles.DEAD`).
        pot_count: pot spots open (1-9); next_id: the id the next chip made gets.
        levels: pot pile -> cut level (chips per seat).
    """

    piles: Mapping[str, tuple[int, ...]]
    chips: Mapping[int, tuple[int, str]]
    pot_count: int
    next_id: int
    levels: Mapping[str, int] = field(default_factory=dict)

    def total(self) -> int:
        """Chips on the table (int)."""
        return sum(value for value, _origin in self.chips.values())


@dataclass(frozen=True)
class TableStep:
    """One undoable step: its label and the table before and after it."""

    label: str
    before: TableSnapshot
    after: TableSnapshot


@dataclass(frozen=True)
class TableMoves:
    """The table as it was left: ``now``, the steps Undo walks back (oldest first) and those
    Redo walks forward (as the window's undo stack keeps them: the next to redo last)."""

    now: TableSnapshot
    undo: tuple[TableStep, ...] = ()
    redo: tuple[TableStep, ...] = ()


@dataclass(frozen=True)
class Score:
    """The score of one part (the build, or the award): Checks made, wrong ones, mistakes named
    (their codes in order), hints taken, the solution shown, solved (right first time, and in
    how many seconds); for the award phase, a pot seen wrong as it was pushed."""

    checks: int = 0
    failed_checks: int = 0
    mistakes: int = 0
    hints: int = 0
    shown: bool = False
    codes: tuple[str, ...] = ()
    verdict_seen: bool = False
    solved: bool = False
    right_first_time: bool = False
    seconds: float = 0.0


@dataclass(frozen=True)
class DrillSetPosition:
    """The open drill set: its title, its drills (pot drills and street hands) and the index of
    the one on the table."""

    title: str
    entries: tuple[Drill | StreetDrill, ...]
    index: int


@dataclass(frozen=True)
class KeptDrill:
    """A practice drill left half done (see the module).

    Attributes:
        drill: the drill on the table; table: the build table as left (in the award phase: the
            pots as built, right).
        seconds: seconds on the drill's clock; score: the build's score.
        award: the award phase's score when it had begun (its pushes are not kept), else None.
        uid: the attempt's id in the progress store; trainee: whose attempt it is.
        helpers: the dealer helpers were on at the table; drill_set: the open set, or None.
    """

    drill: Drill
    table: TableMoves
    seconds: float
    score: Score
    uid: str
    trainee: str
    award: Score | None = None
    helpers: bool = True
    drill_set: DrillSetPosition | None = None


@dataclass(frozen=True)
class KeptStreetHand:
    """A street-by-street hand left half played: it starts again from its first action."""

    hand: StreetDrill
    trainee: str
    drill_set: DrillSetPosition | None = None


@dataclass(frozen=True)
class KeptExam:
    """An exam left running (see the module). Times are seconds since the epoch.

    Attributes:
        source: ``{"file": path}`` or ``{"school": exam id}``: where the exam is opened again.
        exam_id, title, pass_mark, drill_count, total_seconds, seconds_per_drill, trainee: the
            exam's plain fields and the name given, enough to record the sitting without it.
        started_at: the exam's start; drill_started_at: when the drill being taken was dealt.
        index: the drill being taken (from 0); results: the drills handed in, in order.
        score: the drill being taken's checks and codes so far; table: its build table (the
            JSON object, read by :func:`exam_table` once the exam's drill is known; in its award
            phase the pots as built), or None when it was not dealt yet.
        as_it_stood: the drill being taken as it stood at quitting (ending ``quit``).
        question_count, written_done, parts: an exam with a written part (version 2): its
            questions, whether they were handed in (then ``results`` begins with them and the
            table's drills follow at positions question_count + 1 ...), and its parts' weights and
            marks; 0, False, None for an exam without.
        awarding: the drill being taken was in its award phase (it goes on from the built pots;
            the pots pushed are pushed again).
    """

    source: Mapping[str, str]
    exam_id: str
    title: str
    pass_mark: int
    drill_count: int
    total_seconds: int | None
    seconds_per_drill: int | None
    trainee: str
    started_at: float
    drill_started_at: float
    index: int
    results: tuple[ExamDrillResult, ...]
    score: Score
    table: Mapping[str, Any] | None
    as_it_stood: ExamDrillResult
    awarding: bool = False
    question_count: int = 0
    written_done: bool = False
    parts: ExamParts | None = None

    @property
    def handed_in_before(self) -> int:
        """Results before the table's drill being taken: the written part's, when handed in."""
        return self.question_count if self.written_done else 0

    def time_left(self, now: float) -> float:
        """Seconds left at wall-clock ``now`` for the drill being taken: the smaller of its own
        limit and the exam's (``Exam.time_left``); 0 or less when the time has run out. A start
        later than ``now``, or a drill dealt before the exam began, cannot be a clock's: the
        file was changed, and the time is over (0) rather than given back."""
        if not self.started_at <= self.drill_started_at <= now:
            return 0.0
        left = float("inf")
        if self.seconds_per_drill is not None:
            left = min(left, self.seconds_per_drill - (now - self.drill_started_at))
        if self.total_seconds is not None:
            left = min(left, self.total_seconds - (now - self.started_at))
        return left

    def ended_by_quitting(self, now: float) -> ExamResult:
        """The sitting as it stood: the drills handed in, the drill being taken as it stood at
        quitting (ending ``quit``), the rest not reached; its time is the exam's limit when it
        ran out, else the time up to ``now``."""
        drills = [*self.results, self.as_it_stood]
        items = self.drill_count + self.question_count
        for position in range(len(drills) + 1, items + 1):
            drills.append(ExamDrillResult(position, False, 0.0, "not_reached"))
        seconds = max(0.0, now - self.started_at)
        if self.total_seconds is not None and not self.started_at <= now:  # a changed file: the limit
            seconds = float(self.total_seconds)
        if self.total_seconds is not None:
            seconds = min(seconds, float(self.total_seconds))
        return ExamResult(
            self.exam_id,
            self.title,
            self.trainee,
            self.started_at,
            max(0.0, seconds),
            self.pass_mark,
            tuple(drills[:items]),
            question_count=self.question_count,
            parts=self.parts,
        )


Kept = KeptDrill | KeptStreetHand | KeptExam


# ----- writing -----------------------------------------------------------------------------------
def _snapshot_dict(snap: TableSnapshot) -> dict[str, Any]:
    return {
        "piles": {pile: list(ids) for pile, ids in snap.piles.items()},
        "chips": [[chip_id, value, origin] for chip_id, (value, origin) in sorted(snap.chips.items())],
        "pot_count": snap.pot_count,
        "next_id": snap.next_id,
        "levels": dict(snap.levels),
    }


def table_dict(moves: TableMoves) -> dict[str, Any]:
    """The JSON object of ``moves`` (at most :data:`MAX_STEPS` undo steps, the newest, and as
    many redo steps, the next ones)."""

    def steps(items: Sequence[TableStep]) -> list[dict[str, Any]]:
        return [
            {"label": s.label, "before": _snapshot_dict(s.before), "after": _snapshot_dict(s.after)}
            for s in items
        ]

    return {
        "now": _snapshot_dict(moves.now),
        "undo": steps(moves.undo[-MAX_STEPS:]),
        "redo": steps(moves.redo[-MAX_STEPS:]),
    }


def _score_dict(score: Score) -> dict[str, Any]:
    return {
        "checks": score.checks,
        "failed_checks": score.failed_checks,
        "mistakes": score.mistakes,
        "hints": score.hints,
        "shown": score.shown,
        "codes": list(score.codes),
        "verdict_seen": score.verdict_seen,
        "solved": score.solved,
        "right_first_time": score.right_first_time,
        "seconds": score.seconds,
    }


def _result_dict(r: ExamDrillResult) -> dict[str, Any]:
    return {
        "position": r.position,
        "right": r.right,
        "seconds": r.seconds,
        "ending": r.ending,
        "mistake_codes": list(r.mistake_codes),
        "checks": r.checks,
        "hints": r.hints,
    }


def _set_dict(position: DrillSetPosition | None) -> dict[str, Any] | None:
    if position is None or len(position.entries) > MAX_SET_DRILLS:
        return None
    return {
        "title": position.title,
        "index": position.index,
        "drills": [entry_to_dict(e) for e in position.entries],
    }


def to_dict(kept: Kept) -> dict[str, Any]:
    """The JSON object of one kept state (a drill set longer than :data:`MAX_SET_DRILLS` is
    left out, and undo steps beyond :data:`MAX_STEPS`)."""
    head: dict[str, Any] = {}
    if isinstance(kept, KeptDrill):
        return head | {
            "kind": "drill",
            "trainee": kept.trainee,
            "uid": kept.uid,
            "drill": drill_to_dict(kept.drill),
            "table": table_dict(kept.table),
            "seconds": kept.seconds,
            "score": _score_dict(kept.score),
            "award": _score_dict(kept.award) if kept.award is not None else None,
            "helpers": kept.helpers,
            "drill_set": _set_dict(kept.drill_set),
        }
    if isinstance(kept, KeptStreetHand):
        return head | {
            "kind": "street",
            "trainee": kept.trainee,
            "hand": entry_to_dict(kept.hand),
            "drill_set": _set_dict(kept.drill_set),
        }
    return (
        head
        | {
            "kind": "exam",
            "source": dict(kept.source),
            "exam_id": kept.exam_id,
            "title": kept.title,
            "pass_mark": kept.pass_mark,
            "drill_count": kept.drill_count,
            "total_seconds": kept.total_seconds,
            "seconds_per_drill": kept.seconds_per_drill,
            "trainee": kept.trainee,
            "started_at": kept.started_at,
            "drill_started_at": kept.drill_started_at,
            "index": kept.index,
            "results": [_result_dict(r) for r in kept.results],
            "score": _score_dict(kept.score),
            "table": dict(kept.table) if kept.table is not None else None,
            "as_it_stood": _result_dict(kept.as_it_stood),
            "awarding": kept.awarding,
        }
        | (
            {
                "question_count": kept.question_count,
                "written_done": kept.written_done,
                "parts": dict(zip(("parts", "pass"), kept.parts.to_file(), strict=True))
                if kept.parts
                else None,
            }
            if kept.question_count or kept.parts is not None
            else {}
        )
    )


def save(path: str | os.PathLike[str], kept: Sequence[Kept]) -> None:
    """Write ``kept`` (at most one practice drill or hand per trainee, and one exam) to ``path``
    atomically (a crash never leaves half a file), making its folder when needed; with nothing
    to keep, the file is removed.

    Raises:
        OSError: the file cannot be written, or it would be larger than :data:`MAX_BYTES`
            (then the file is left as it was).
    """
    if not kept:
        discard(path)
        return
    data = {"format": FORMAT, "version": VERSION, "kept": [to_dict(k) for k in kept]}
    payload = (json.dumps(data, separators=(",", ":")) + "\n").encode("ascii")  # any name, escaped
    if len(payload) > MAX_BYTES:
        raise OSError(errno.EFBIG, f"{len(payload):,} bytes to keep, more than {MAX_BYTES:,}", str(path))
    Path(path).parent.mkdir(parents=True, exist_ok=True)
    save_bytes(path, payload)


def replace_kept(kept: Sequence[Kept], new: Kept | None, trainee: str | None = None) -> list[Kept]:
    """``kept`` with ``new`` in place of the entry it replaces: an exam replaces the exam, a
    trainee's drill or hand that trainee's. ``new`` None removes the exam (``trainee`` None) or
    ``trainee``'s entry."""
    exam = isinstance(new, KeptExam) or (new is None and trainee is None)
    who = trainee if new is None else getattr(new, "trainee", None)

    def replaced(k: Kept) -> bool:
        return isinstance(k, KeptExam) if exam else not isinstance(k, KeptExam) and k.trainee == who

    return [k for k in kept if not replaced(k)] + ([new] if new is not None else [])


# ----- reading -----------------------------------------------------------------------------------
def _get(data: Mapping[str, Any], key: str, kind: type | tuple[type, ...], where: str) -> Any:
    value = data.get(key) if isinstance(data, Mapping) else None
    if not isinstance(value, kind) or (isinstance(value, bool) and bool not in _types(kind)):
        raise ResumeError(f"{where}{key}: missing or not a {_names(kind)}")
    return value


def _types(kind: type | tuple[type, ...]) -> tuple[type, ...]:
    return kind if isinstance(kind, tuple) else (kind,)


def _names(kind: type | tuple[type, ...]) -> str:
    return " or ".join(t.__name__ for t in _types(kind))


def _count(data: Mapping[str, Any], key: str, where: str, low: int = 0) -> int:
    value = _get(data, key, int, where)
    if value < low:
        raise ResumeError(f"{where}{key}: {value} is below {low}")
    return int(value)


def _seconds(data: Mapping[str, Any], key: str, where: str) -> float:
    value = float(_get(data, key, (int, float), where))
    if not value == value or value in (float("inf"), float("-inf")) or value < 0:  # NaN, ±inf
        raise ResumeError(f"{where}{key}: {value} is not a time")
    return value


def _snapshot(data: Any, seats: set[str], total: int, where: str) -> TableSnapshot:
    """A snapshot checked: pile names of this table, every chip in one pile, the drill's total."""
    if not isinstance(data, Mapping):
        raise ResumeError(f"{where}: not an object")
    chips: dict[int, tuple[int, str]] = {}
    for item in _get(data, "chips", list, where + "."):
        if (
            not isinstance(item, list)
            or len(item) != 3
            or not all(isinstance(x, int) and not isinstance(x, bool) for x in item[:2])
            or not isinstance(item[2], str)
            or item[1] <= 0
            or item[0] in chips
            or (item[2] != DEAD and item[2] not in seats)
        ):
            raise ResumeError(f"{where}.chips: {str(item)[:40]} is not a chip of this table")
        chips[item[0]] = (item[1], item[2])
    piles: dict[str, tuple[int, ...]] = {}
    placed: set[int] = set()
    for pile, ids in _get(data, "piles", Mapping, where + ".").items():
        try:
            spot = parse_pile(pile)
        except ValueError:
            raise ResumeError(f"{where}.piles: {pile[:40]!r} is not a pile") from None
        if spot.seat is not None and spot.seat not in seats:
            raise ResumeError(f"{where}.piles: {pile[:40]!r} names no seat of this drill")
        if not isinstance(ids, list) or not all(isinstance(i, int) and i in chips for i in ids):
            raise ResumeError(f"{where}.piles.{pile[:40]}: a chip that is not on the table")
        if placed.intersection(ids) or len(set(ids)) != len(ids):
            raise ResumeError(f"{where}.piles.{pile[:40]}: a chip in two places")
        placed.update(ids)
        piles[pile] = tuple(ids)
    if placed != set(chips):
        raise ResumeError(f"{where}: {len(set(chips) - placed)} chips lie in no pile")
    pot_count = _count(data, "pot_count", where + ".", 1)
    next_id = _count(data, "next_id", where + ".", 1)
    if pot_count > MAX_POTS or (chips and next_id <= max(chips)):
        raise ResumeError(f"{where}: pot_count or next_id out of range")
    levels = _get(data, "levels", Mapping, where + ".")
    if not all(
        k in piles and isinstance(v, int) and not isinstance(v, bool) and v > 0 for k, v in levels.items()
    ):
        raise ResumeError(f"{where}.levels: a cut level of no pot")
    snap = TableSnapshot(piles, chips, pot_count, next_id, dict(levels))
    if snap.total() != total:
        raise ResumeError(f"{where}: the chips add up to {snap.total()}, the drill's to {total}")
    return snap


def _moves(data: Any, drill: Drill, where: str) -> TableMoves:
    if not isinstance(data, Mapping):
        raise ResumeError(f"{where}: not an object")
    seats = {s.name for s in drill.seats}
    total = sum(s.committed for s in drill.seats) + drill.dead

    def steps(key: str) -> tuple[TableStep, ...]:
        out = []
        items = _get(data, key, list, where + ".")
        if len(items) > MAX_STEPS:
            raise ResumeError(f"{where}.{key}: more than {MAX_STEPS} steps")
        for n, step in enumerate(items):
            at = f"{where}.{key}[{n}]"
            label = _get(step, "label", str, at + ".")
            out.append(
                TableStep(
                    label,
                    _snapshot(step.get("before"), seats, total, at + ".before"),
                    _snapshot(step.get("after"), seats, total, at + ".after"),
                )
            )
        return tuple(out)

    return TableMoves(_snapshot(data.get("now"), seats, total, where + ".now"), steps("undo"), steps("redo"))


def _score(data: Any, where: str) -> Score:
    if not isinstance(data, Mapping):
        raise ResumeError(f"{where}: not an object")
    codes = _get(data, "codes", list, where + ".")
    if not all(isinstance(c, str) for c in codes):
        raise ResumeError(f"{where}.codes: not a list of mistake codes")
    return Score(
        _count(data, "checks", where + "."),
        _count(data, "failed_checks", where + "."),
        _count(data, "mistakes", where + "."),
        _count(data, "hints", where + "."),
        _get(data, "shown", bool, where + "."),
        tuple(codes),
        _get(data, "verdict_seen", bool, where + "."),
        _get(data, "solved", bool, where + "."),
        _get(data, "right_first_time", bool, where + "."),
        _seconds(data, "seconds", where + "."),
    )


def _result(data: Any, where: str) -> ExamDrillResult:
    if not isinstance(data, Mapping):
        raise ResumeError(f"{where}: not an object")
    ending = _get(data, "ending", str, where + ".")
    if ending not in ENDINGS:
        raise ResumeError(f"{where}.ending: {ending[:40]!r} is not a way a drill ends")
    codes = _get(data, "mistake_codes", list, where + ".")
    if not all(isinstance(c, str) for c in codes):
        raise ResumeError(f"{where}.mistake_codes: not a list of mistake codes")
    return ExamDrillResult(
        _count(data, "position", where + ".", 1),
        _get(data, "right", bool, where + "."),
        _seconds(data, "seconds", where + "."),
        ending,
        tuple(codes),
        _count(data, "checks", where + "."),
        _count(data, "hints", where + "."),
    )


def _entry(data: Any, where: str) -> Drill | StreetDrill:
    from dealer_trainer.drills.errors import DrillError, describe

    try:
        entry = entry_from_dict(data, where)
    except DrillError as exc:
        raise ResumeError(f"{where}: {describe(exc)}") from None
    if not isinstance(entry, Drill | StreetDrill):  # a chip drill: taken in its own window, not kept
        raise ResumeError(f"{where}: {entry.code}")
    return entry


def _drill_set(data: Any) -> DrillSetPosition | None:
    if data is None:
        return None
    title = _get(data, "title", str, "drill_set.")
    items = _get(data, "drills", list, "drill_set.")
    if not items or len(items) > MAX_SET_DRILLS:
        raise ResumeError(f"drill_set.drills: {len(items)} drills")
    index = _count(data, "index", "drill_set.")
    if index >= len(items):
        raise ResumeError(f"drill_set.index: {index} is past the set's {len(items)} drills")
    entries = tuple(_entry(item, f"drill_set.drills[{n}]") for n, item in enumerate(items))
    return DrillSetPosition(title, entries, index)


def _kept_drill(data: Mapping[str, Any]) -> KeptDrill:
    drill = _entry(data.get("drill"), "drill")
    if not isinstance(drill, Drill):
        raise ResumeError("drill: a street hand where a drill was expected")
    award = data.get("award")
    drill_set = _drill_set(data.get("drill_set"))
    if drill_set is not None and drill_set.entries[drill_set.index] != drill:
        raise ResumeError("drill_set: the drill on the table is not the set's drill at its index")
    return KeptDrill(
        drill,
        _moves(data.get("table"), drill, "table"),
        _seconds(data, "seconds", ""),
        _score(data.get("score"), "score"),
        _get(data, "uid", str, ""),
        _get(data, "trainee", str, ""),
        _score(award, "award") if award is not None else None,
        _get(data, "helpers", bool, ""),
        drill_set,
    )


def _kept_street(data: Mapping[str, Any]) -> KeptStreetHand:
    hand = _entry(data.get("hand"), "hand")
    if not isinstance(hand, StreetDrill):
        raise ResumeError("hand: not a street-by-street hand")
    return KeptStreetHand(hand, _get(data, "trainee", str, ""), _drill_set(data.get("drill_set")))


def _limit(data: Mapping[str, Any], key: str) -> int | None:
    value = data.get(key)
    if value is None:
        return None
    return _count(data, key, "", 1)


def _kept_exam(data: Mapping[str, Any]) -> KeptExam:
    source = _get(data, "source", Mapping, "")
    if len(source) != 1 or not all(k in ("file", "school") and isinstance(v, str) for k, v in source.items()):
        raise ResumeError("source: neither an exam file nor a school exam")
    count = _count(data, "drill_count", "", 1)
    index = _count(data, "index", "")
    questions = _count(data, "question_count", "") if "question_count" in data else 0
    written_done = bool(_get(data, "written_done", bool, "")) if "written_done" in data else False
    before = questions if written_done else 0
    results = tuple(_result(r, f"results[{n}]") for n, r in enumerate(_get(data, "results", list, "")))
    if (
        index >= count
        or len(results) != before + index
        or any(r.position != n + 1 for n, r in enumerate(results))
    ):
        raise ResumeError(f"index: drill {index + 1} of {count} does not follow the drills handed in")
    parts = None
    if data.get("parts") is not None:
        stored = _get(data, "parts", Mapping, "")
        try:
            parts = ExamParts.from_file(stored.get("parts"), stored.get("pass"))
        except DrillError as exc:
            raise ResumeError(f"parts: {exc.code}") from None
    total, each = _limit(data, "total_seconds"), _limit(data, "seconds_per_drill")
    if total is None and each is None:
        raise ResumeError("total_seconds, seconds_per_drill: an exam has a time limit")
    as_it_stood = _result(data.get("as_it_stood"), "as_it_stood")
    if as_it_stood.position != before + index + 1:
        raise ResumeError("as_it_stood: not the drill being taken")
    pass_mark = _count(data, "pass_mark", "", 1)
    table = data.get("table")
    return KeptExam(
        dict(source),
        _get(data, "exam_id", str, ""),
        _get(data, "title", str, ""),
        min(pass_mark, 100),
        count,
        total,
        each,
        _get(data, "trainee", str, ""),
        _seconds(data, "started_at", ""),
        _seconds(data, "drill_started_at", ""),
        index,
        results,
        _score(data.get("score"), "score"),
        table if isinstance(table, Mapping) else None,
        as_it_stood,
        _get(data, "awarding", bool, ""),
        questions,
        written_done,
        parts,
    )


def exam_table(kept: KeptExam, drill: Drill) -> TableMoves | None:
    """The table of the exam drill being taken, checked against ``drill`` (the exam's drill
    at ``kept.index``, known once the exam is open again) as :func:`parse` checks a practice
    drill's; None when none was kept.

    Raises:
        ResumeError: a pile, a chip or the total that is not this drill's.
    """
    return None if kept.table is None else _moves(kept.table, drill, "table")


def parse(data: Any) -> list[Kept]:
    """The kept drills, street hands and exam of a resume file's JSON object.

    Raises:
        ResumeError: not a resume file (``format``), another version, an unknown kind, or a
            field missing, of the wrong type or out of range (the message names it).
    """
    if not isinstance(data, Mapping) or data.get("format") != FORMAT:
        raise ResumeError("not a dealer-trainer resume file")
    if data.get("version") != VERSION:
        raise ResumeError(f"version {str(data.get('version'))[:20]} is not {VERSION}")
    entries = _get(data, "kept", list, "")
    out = [_parse_entry(entry, n) for n, entry in enumerate(entries)]
    if sum(isinstance(k, KeptExam) for k in out) > 1:
        raise ResumeError("kept: more than one exam")
    trainees = [k.trainee for k in out if not isinstance(k, KeptExam)]
    if len(set(trainees)) != len(trainees):
        raise ResumeError("kept: two drills of one trainee")
    return out


def _parse_entry(data: Any, n: int) -> Kept:
    if not isinstance(data, Mapping):
        raise ResumeError(f"kept[{n}]: not an object")
    try:
        return _kind(data)
    except ResumeError as exc:
        raise ResumeError(f"kept[{n}].{exc}") from None


def _kind(data: Mapping[str, Any]) -> Kept:
    kind = data.get("kind")
    if kind == "drill":
        return _kept_drill(data)
    if kind == "street":
        return _kept_street(data)
    if kind == "exam":
        return _kept_exam(data)
    raise ResumeError(f"kind: {str(kind)[:20]!r} is not one of {', '.join(KINDS)}")


def load(path: str | os.PathLike[str]) -> list[Kept]:
    """The kept states in the file at ``path``; empty when there is no file.

    Raises:
        ResumeError: the file cannot be read, is not JSON, or :func:`parse` refuses it.
    """
    try:
        text = decode_text(read_bytes(path, MAX_BYTES))
    except FileNotFoundError:
        return []
    except UserFileError as exc:
        if exc.kind == "cannot_read" and isinstance(exc.error, FileNotFoundError):
            return []
        raise ResumeError(f"cannot be read ({exc.kind})") from None
    except OSError as exc:
        raise ResumeError(f"cannot be read ({exc.strerror or exc})") from None
    try:
        data = loads_strict(text, eager=True)
    except (ValueError, RecursionError) as exc:
        raise ResumeError(f"not JSON ({str(exc).splitlines()[0][:60]})") from None
    except Exception as exc:  # noqa: BLE001 - DuplicateKey: a damaged file, said in one line
        raise ResumeError(f"not JSON ({type(exc).__name__})") from None
    return parse(data)


def set_aside(path: str | os.PathLike[str]) -> Path | None:
    """Rename a resume file that cannot be used to ``resume.json.unreadable`` (``.unreadable-2``
    … when that is taken) so it is never read again and never lost; returns the new path, or
    None when it could not be moved (then it is removed, so the program starts clean)."""
    source = Path(path)
    for n in range(1, 100):
        target = source.with_name(source.name + (".unreadable" if n == 1 else f".unreadable-{n}"))
        if target.exists():
            continue
        try:
            source.rename(target)
        except OSError:
            break
        return target
    discard(source)
    return None


def discard(path: str | os.PathLike[str]) -> None:
    """Remove the resume file (it was resumed, or there is nothing to keep); no error when it
    is not there or cannot be removed."""
    with contextlib.suppress(OSError):
        Path(path).unlink(missing_ok=True)
