"""Hand-made drills the table can always show (used when no generator is available, and in tests)."""

from __future__ import annotations

import random

from dealer_trainer.drills.models import Drill, DrillSeat, Stakes
from dealer_trainer.engine.chips import CHIP_SETS, break_down


def make_seat(
    name: str, position: str, committed: int, stack: int = 0, folded: bool = False, chip_set: str = "cash"
) -> DrillSeat:
    """A seat whose committed chips are broken down the way a player pushes them."""
    return DrillSeat(
        name=name,
        position=position,
        stack=stack,
        committed=committed,
        chips=break_down(committed, CHIP_SETS[chip_set]),
        folded=folded,
        all_in=stack == 0 and not folded and committed > 0,
    )


def three_way() -> Drill:
    """Anna 40, Bram 100, Chris 250 all-in: main 120, side 120, 150 back to Chris."""
    seats = (
        make_seat("Anna", "SB", 40),
        make_seat("Bram", "BB", 100),
        make_seat("Chris", "BTN", 250, stack=310),
    )
    return Drill("", 1, "Three-way all-in", Stakes("cash", 1, 2), "cash", seats, button="Chris")


def ten_seats() -> Drill:
    """Ten seats with folds and dead money: four live levels, folded chips cut by level."""
    seats = (
        make_seat("Anna", "SB", 1125, folded=True, stack=6150, chip_set="tournament"),
        make_seat("Bram", "BB", 2400, chip_set="tournament"),
        make_seat("Chris", "UTG", 0, stack=9000, folded=True, chip_set="tournament"),
        make_seat("Dora", "UTG+1", 5275, chip_set="tournament"),
        make_seat("Emil", "MP", 600, folded=True, stack=12000, chip_set="tournament"),
        make_seat("Fay", "MP+1", 9850, chip_set="tournament"),
        make_seat("Gus", "LJ", 0, stack=15100, folded=True, chip_set="tournament"),
        make_seat("Hana", "HJ", 3200, folded=True, stack=4000, chip_set="tournament"),
        make_seat("Ivo", "CO", 14000, stack=21500, chip_set="tournament"),
        make_seat("Jill", "BTN", 9850, stack=800, chip_set="tournament"),
    )
    # Ivo is the only one above Fay/Jill's 9850: his 4150 extra is an uncalled bet.
    return Drill(
        "",
        3,
        "Ten-handed, folds and a big-blind ante",
        Stakes("tournament", 300, 600, 600, "big_blind", symbol="", level=9),
        "tournament",
        seats,
        button="Jill",
        dead=600,
        dead_chips=break_down(600, CHIP_SETS["tournament"]),
    )


SAMPLES = (three_way, ten_seats)


def sample_drill(level: int, rng: random.Random | None = None) -> Drill:
    """A hand-made drill for ``level`` (the 10-seat one from level 3 up)."""
    return ten_seats() if level >= 3 else three_way()
