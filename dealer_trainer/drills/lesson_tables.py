"""The table of a lesson: a hand-made drill from seats written as tuples (no Qt).

Used by the seeds' lessons (lessons.py) and the card room's (room_lessons.py).
"""

from __future__ import annotations

from dealer_trainer.drills.models import Drill, DrillSeat, Stakes
from dealer_trainer.engine.chips import CHIP_SETS, break_down
from dealer_trainer.engine.rake import JackpotDrop, RakeSchedule
from dealer_trainer.engine.showdown import Game

# (name, position, stack behind, committed, state, hole) with state "" / "folded" / "all-in"
LessonSeat = tuple[str, str, int, int, str, str]


def lesson_drill(
    title: str,
    stakes: Stakes,
    chip_set: str,
    seats: list[LessonSeat],
    button: str,
    notes: str,
    *,
    board: str = "",
    dead: int = 0,
    dead_chips: dict[int, int] | None = None,
    unit: int = 1,
    rake: RakeSchedule | None = None,
    jackpot: JackpotDrop | None = None,
    flop: bool = True,
    variant: str = "",
) -> Drill:
    """A level-0 drill without a code: ``seats`` as :data:`LessonSeat` tuples (amounts in the
    stakes' smallest units), each seat's chips broken down in ``chip_set``; ``rake``, ``jackpot``
    and ``flop`` are the room's money (docs/rules.md#rake); ``variant`` ``"omaha-hilo"`` makes an
    Omaha hi-lo table (four hole cards, pots halved). Raises PotError as :class:`Drill`."""
    chips = CHIP_SETS[chip_set]
    return Drill(
        code="",
        level=0,
        title=title,
        stakes=stakes,
        chip_set=chip_set,
        seats=tuple(
            DrillSeat(
                name=name,
                position=position,
                stack=stack,
                committed=committed,
                chips=break_down(committed, chips),
                folded=state == "folded",
                all_in=state == "all-in",
                hole=hole,
            )
            for name, position, stack, committed, state, hole in seats
        ),
        button=button,
        dead=dead,
        dead_chips=dead_chips if dead_chips is not None else break_down(dead, chips),
        unit=unit,
        board=board,
        notes=notes,
        rake=rake,
        jackpot=jackpot,
        flop=flop,
        game=Game.OMAHA if variant else Game.HOLDEM,
        variant=variant,
    )
