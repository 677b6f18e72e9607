"""A street lesson: a hand-made street drill, the rulings it asks and its notes (no Qt).

Used by the seeds' street lessons (street_lessons.py) and the card room's (room_street_lessons.py).
"""

from __future__ import annotations

from dataclasses import dataclass

from dealer_trainer.drills.models import Stakes
from dealer_trainer.drills.rulings import Ruling, candidates
from dealer_trainer.drills.streets import StreetDrill
from dealer_trainer.engine.betting import Action
from dealer_trainer.engine.betting_table import Street, Table


@dataclass(frozen=True)
class StreetLesson:
    """A worked example: the hand, the rulings asked (in the order of the hand) and the notes."""

    drill: StreetDrill
    rulings: tuple[Ruling, ...]
    notes: str

    @property
    def title(self) -> str:
        """The lesson's title (the seed example it works through)."""
        return self.drill.title


def street_lesson(
    title: str,
    table: Table,
    steps: tuple[Action | Street, ...],
    stakes: Stakes,
    chip_set: str,
    unit: int,
    asked: list[tuple[str, int]],
    notes: str,
    positions: dict[str, str] | None = None,
    hole: dict[str, str] | None = None,
    board: str = "",
) -> StreetLesson:
    """A street lesson of the hand ``table`` + ``steps``, asking the rulings ``asked`` (``(kind,
    step)`` pairs, each one the referee offers; KeyError when it does not), in that order."""
    sd = StreetDrill("", 0, title, table, steps, stakes, chip_set, unit, positions or {}, hole or {}, board)
    offered = {(r.kind, r.step): r for r in candidates(sd, stakes.format)}
    return StreetLesson(sd, tuple(offered[key] for key in asked), notes)
