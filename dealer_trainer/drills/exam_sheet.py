"""The exam result sheet as a school files it: one row per drill of a sitting, and its CSV
(no Qt). The window's result sheet, its PDF and ``exam results --csv`` all read these rows.

The CSV has a header row of :data:`SHEET_COLUMNS` and one row per drill, in the exam's order:

- ``drill``: the drill's place in the exam, from 1;
- ``kind``: ``pots`` (build the pots) or ``pots_and_award`` (build, then award: a drill with
  cards), the progress store's names; empty for a sitting saved before the kind was kept;
- ``right``: ``yes`` or ``no`` (a drill is right when its build and, with cards, its award are);
- ``seconds``: time spent on the drill, one decimal; empty for a drill never dealt;
- ``mistakes``: the checker's mistake codes, each once in the order first made, ``×n`` when
  made n times, separated by spaces (``amount_off×2 uncalled_in_pot``);
- ``ended``: how it ended, one of :data:`ENDED_VALUES`.

Column names, codes and values are never translated; lines end in ``\\n`` (the class view's
CSV does the same).
"""

from __future__ import annotations

import csv
import io
from collections.abc import Iterable
from dataclasses import dataclass

from dealer_trainer.drills.exams import ExamResult

#: The CSV's columns, in order.
SHEET_COLUMNS = ("drill", "kind", "right", "seconds", "mistakes", "ended")

#: The ``ended`` column's value of each ending an :class:`~dealer_trainer.drills.exams.
#: ExamDrillResult` may hold (the keys of :data:`~dealer_trainer.drills.exams.ENDINGS`):
#: ``closed`` (the window closed, saved before ``quit`` existed) is read as ``quit``.
ENDED: dict[str, str] = {
    "checked": "checked",
    "time_up": "time_up",
    "not_reached": "not_reached",
    "solution_shown": "solution_shown",
    "quit": "quit",
    "closed": "quit",
    "abandoned": "abandoned",
    "unanswered": "unanswered",  # a written question the part was handed in without
}
#: Every value the ``ended`` column takes.
ENDED_VALUES = tuple(dict.fromkeys(ENDED.values()))
#: Endings of a drill that was never dealt: it has no time.
NEVER_DEALT = frozenset({"not_reached"})


def ended_value(ending: str) -> str:
    """The ``ended`` value of a stored ending (``"closed"`` -> ``"quit"``); an ending this
    program does not know (a newer version's) is kept as it is, never shown as ``checked``."""
    return ENDED.get(ending, ending)


def mistake_counts(codes: Iterable[str]) -> list[tuple[str, int]]:
    """Each mistake code once, in the order first made, with how many times it was made:
    ``["amount_off", "uncalled_in_pot", "amount_off"]`` -> ``[("amount_off", 2),
    ("uncalled_in_pot", 1)]``."""
    counts: dict[str, int] = {}
    for code in codes:
        counts[code] = counts.get(code, 0) + 1
    return list(counts.items())


@dataclass(frozen=True)
class SheetRow:
    """One drill of a sitting as the sheet lists it.

    Attributes:
        drill: its place in the exam, from 1; kind: ``pots``, ``pots_and_award`` or ``""``.
        right: build (and award) right; seconds: time on it, or None when never dealt.
        mistakes: (code, times made) in the order first made (:func:`mistake_counts`).
        ended: one of :data:`ENDED_VALUES` (or a newer version's ending, as stored).
        ending: the stored ending (a key of ``ENDINGS``, for its words); hints: hints taken.
    """

    drill: int
    kind: str
    right: bool
    seconds: float | None
    mistakes: tuple[tuple[str, int], ...]
    ended: str
    ending: str
    hints: int = 0

    def csv_row(self) -> list[str]:
        """The row's cells in :data:`SHEET_COLUMNS` order."""
        return [
            str(self.drill),
            self.kind,
            "yes" if self.right else "no",
            "" if self.seconds is None else f"{self.seconds:.1f}",
            " ".join(code if n == 1 else f"{code}×{n}" for code, n in self.mistakes),
            self.ended,
        ]


def sheet_rows(result: ExamResult) -> list[SheetRow]:
    """The sheet's rows of a sitting, one per drill in the exam's order."""
    return [
        SheetRow(
            drill=d.position,
            kind=d.kind,
            right=d.right,
            seconds=None if d.ending in NEVER_DEALT else max(0.0, d.seconds),
            mistakes=tuple(mistake_counts(d.mistake_codes)),
            ended=ended_value(d.ending),
            ending=d.ending,
            hints=d.hints,
        )
        for d in sorted(result.drills, key=lambda d: d.position)
    ]


def sheet_csv(result: ExamResult) -> str:
    """The sitting's result sheet as CSV text (see the module's notes)."""
    buffer = io.StringIO()
    writer = csv.writer(buffer, lineterminator="\n")
    writer.writerow(SHEET_COLUMNS)
    writer.writerows(row.csv_row() for row in sheet_rows(result))
    return buffer.getvalue()
