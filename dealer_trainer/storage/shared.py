"""What a school shares through its store (schema version 3): published exams and drill sets,
and exam results, as rows (no Qt).

An exam is kept exactly as it is handed out: the sealed exam file's JSON text (its drills and
answers stay sealed on the server too; see :mod:`dealer_trainer.drills.exams`). A drill set is
kept as its drill set file's JSON text, under a name the instructor chooses. An exam sitting is
one row whose ``uid`` is made from the exam's id, the trainee and the start time, so the same
sitting sent twice (a retry, a crash between sending and forgetting it, this machine's copy and
the server's) is one sitting.

The :class:`~dealer_trainer.storage.results.SqlStore` methods that use these helpers are the
same SQL on SQLite and PostgreSQL.
"""

from __future__ import annotations

import hashlib
import json
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from dealer_trainer.drills.exams import ENDINGS, ExamDrillResult, ExamInfo, ExamResult, exam_info, open_exam
from dealer_trainer.drills.files import DrillSet, drill_set_from_dict
from dealer_trainer.i18n import N_, _

#: Longest name of a published drill set (characters).
MAX_SET_NAME = 80

#: What the school's server notes on a result when it arrives (``flags``: the words joined by
#: commas; see :mod:`~dealer_trainer.storage.pg_security`) -> the word the instructor reads.
FLAG_WORDS: dict[str, str] = {
    "queued": N_("queued"),  # sent later from a machine's queue: the server did not see it start
    "late": N_("late"),  # a sitting ended after the exam's time limit plus 120 s
    "unverified": N_("unverified"),  # a sitting of an exam not published on the server
}


def flag_words(flags: Iterable[str]) -> str:
    """``flags`` in the instructor's words, joined by commas (``""`` for none): ``("late",
    "queued")`` -> ``"late, queued"`` (in the window's language)."""
    return ", ".join(_(FLAG_WORDS[f]) if f in FLAG_WORDS else f for f in flags)


def flag_counts(flag_lists: Iterable[Iterable[str]]) -> tuple[tuple[str, int], ...]:
    """How many results carry each flag (each result's flags given), most first (then by
    name)."""
    counts: Counter[str] = Counter(f for flags in flag_lists for f in set(flags))
    return tuple(sorted(counts.items(), key=lambda item: (-item[1], item[0])))


def counts_text(counts: Iterable[tuple[str, int]]) -> str:
    """``(("queued", 3), ("late", 1))`` -> ``"3 queued, 1 late"`` in the instructor's words."""
    return ", ".join(f"{n} {flag_words([flag])}" for flag, n in counts)


@dataclass(frozen=True)
class PublishedExam:
    """An exam on the store: its id, title, number of drills, pass mark (per cent) and when it
    was published (Unix time). The drills are not here: :meth:`SqlStore.exam_file` gives the
    sealed file."""

    exam_id: str
    title: str
    drill_count: int
    pass_mark: int
    published_at: float


@dataclass(frozen=True)
class PublishedSet:
    """A drill set on the store: the name it was published under, its title, number of drills
    and when it was published (Unix time)."""

    name: str
    title: str
    drill_count: int
    published_at: float


def _compact(data: Any) -> str:
    return json.dumps(data, ensure_ascii=False, separators=(",", ":"), sort_keys=True)


def exam_text(data: Any, passphrase: str | None = None) -> tuple[ExamInfo, str]:
    """The plain fields of an exam file's dict and the text to keep for it.

    The exam is opened to check its seal, with the program's key or, for an exam sealed with
    the instructor's passphrase, with ``passphrase``: a file whose plain fields were edited (a
    pass mark lowered), or whose sealed part is damaged, is refused. A passphrase-sealed exam
    without its passphrase is refused (it could not be checked).

    Raises:
        DrillError: every error of :func:`~dealer_trainer.drills.exams.exam_info` and of
            :func:`~dealer_trainer.drills.exams.open_exam` (``needs_passphrase``,
            ``wrong_passphrase``, ``exam_altered``, ``broken_seal``...).
    """
    info = exam_info(data)
    open_exam(data, passphrase if info.needs_passphrase else None)
    return info, _compact(data)


def drill_set_text(data: Any) -> tuple[DrillSet, str]:
    """The drill set of a drill set file's dict and the text to keep for it.

    Raises:
        DrillError: every error of :func:`~dealer_trainer.drills.files.drill_set_from_dict`.
    """
    drill_set = drill_set_from_dict(data)
    return drill_set, _compact(data)


def sitting_uid(exam_id: str, trainee: str, started_at: float) -> str:
    """The id of one sitting: 32 hex digits of SHA-256 of the exam's id, the trainee's name and
    the start (Unix time, to the microsecond). The same sitting always gets the same uid."""
    key = json.dumps([exam_id, trainee, f"{float(started_at):.6f}"], ensure_ascii=False)
    return hashlib.sha256(key.encode("utf-8")).hexdigest()[:32]


def sitting_row(result: ExamResult, trainee: str) -> tuple[Any, ...]:
    """``result`` as a row of ``exam_results`` (:data:`~schema.SITTING_COLUMNS` order), for
    ``trainee`` (a name already checked)."""
    per_drill = [
        [
            d.position,
            int(d.right),
            round(float(d.seconds), 3),
            d.ending,
            " ".join(d.mistake_codes),
            d.checks,
            d.hints,
        ]
        for d in result.drills
    ]
    return (
        sitting_uid(result.exam_id, trainee, result.started_at),
        trainee,
        result.exam_id,
        result.title,
        float(result.started_at),
        float(result.seconds),
        int(result.pass_mark),
        len(result.drills),
        result.right,
        int(result.passed),
        json.dumps(per_drill, ensure_ascii=False, separators=(",", ":")),
        ",".join(result.flags),
    )


def sitting_from_row(row: Sequence[Any]) -> ExamResult:
    """The :class:`ExamResult` of an ``exam_results`` row (:data:`~schema.SITTING_COLUMNS`
    order; ``flags`` last, when there). Per-drill entries that cannot be read are left out
    (never raises for them)."""
    _uid, trainee, exam_id, title, started, seconds, mark, _n, _right, _passed, per_drill = row[:11]
    flags = tuple(f for f in str(row[11] or "").split(",") if f) if len(row) > 11 else ()
    drills = []
    try:
        entries = json.loads(per_drill)
    except (TypeError, ValueError):
        entries = []
    for entry in entries if isinstance(entries, list) else []:
        try:
            position, right, secs, ending, codes, checks, hints = entry
            drills.append(
                ExamDrillResult(
                    position=int(position),
                    right=bool(right),
                    seconds=float(secs),
                    ending=ending if ending in ENDINGS else "checked",
                    mistake_codes=tuple(str(codes).split()),
                    checks=int(checks),
                    hints=int(hints),
                )
            )
        except (TypeError, ValueError):
            continue
    return ExamResult(
        str(exam_id),
        str(title),
        str(trainee),
        float(started),
        float(seconds),
        int(mark),
        tuple(drills),
        flags,
    )


def loads(text: str) -> Mapping[str, Any]:
    """A kept file's dict (the text :func:`exam_text` or :func:`drill_set_text` gave)."""
    data = json.loads(text)
    if not isinstance(data, Mapping):
        raise ValueError("not an object")
    return data
