"""The hi-lo lessons (issue 29): the 8-or-better qualifier, quartering and the odd chip to the high
half, each an Omaha hi-lo table whose words carry the engine's figures, with its source; the
figures are worked by hand here."""

from __future__ import annotations

import pytest

from dealer_trainer.drills.award_checking import AwardPush, check_award
from dealer_trainer.drills.lessons import lessons


def lesson(start: str):
    return next(d for d in lessons() if d.title.startswith(start))


def halves(drill):
    return {(a.pot.index, a.half): dict(a.to) for a in drill.settlement().awards}


def test_the_qualifier_lesson_halves_the_main_pot_and_gives_the_side_pot_wholly_high():
    drill = lesson("The 8-or-better qualifier (Robert's Rules of Poker")
    assert drill.hilo
    # main pot 40 x 3 = 120: Bram's jack-high straight 60, Anna's 8-7-5-2-A 60; side pot 1, 60 x 2
    # = 120 for Bram and Chris, neither with a low: all 120 to Bram.
    assert halves(drill) == {(1, "high"): {"Bram": 120}, (0, "high"): {"Bram": 60}, (0, "low"): {"Anna": 60}}
    for words in (
        "eight-seven-five-two-ace low",
        "no low",
        "the whole $120 goes to Bram",
        "the low half, $60, to Anna",
    ):
        assert words in drill.notes


def test_the_quartered_lesson_gives_three_quarters_and_a_quarter():
    drill = lesson("Quartered (Robert's Rules of Poker, ties; TDA 2024 Rule 20)")
    # 300: high 150 to Anna's queen-high straight; Anna and Bram both 8-5-4-2-A: 75 each.
    assert halves(drill) == {(0, "high"): {"Anna": 150}, (0, "low"): {"Anna": 75, "Bram": 75}}
    assert drill.settlement().payouts == {"Anna": 225, "Bram": 75, "Chris": 0}
    for words in ("$75 each", "Anna takes $225 (three quarters), Bram $75", "straight, queen high"):
        assert words in drill.notes


def test_the_odd_chip_lesson_gives_the_odd_chip_to_the_high_half():
    drill = lesson("The odd chip of a hi-lo split (TDA 2024 Rule 20-C")
    # 35 x 3 = 105: 53 high to Bram, 52 low to Anna.
    assert halves(drill) == {(0, "high"): {"Bram": 53}, (0, "low"): {"Anna": 52}}
    assert "$53 to Bram" in drill.notes and "$52 to Anna" in drill.notes
    wrong = [AwardPush(0, "Bram", 52, None, "high"), AwardPush(0, "Anna", 53, None, "low")]
    assert [p.code for p in check_award(drill, wrong).problems] == ["odd_chip_to_low"]


@pytest.mark.parametrize("start", ["The 8-or-better", "Quartered", "The odd chip of a hi-lo"])
def test_each_hilo_lesson_names_its_source_and_its_award_checks_right(start):
    drill = lesson(start)
    assert any(src in drill.title for src in ("Robert's Rules", "TDA 2024"))
    pushes = [
        AwardPush(a.pot.index, s, c, None, a.half)
        for a in drill.settlement().awards
        for s, c in a.to.items()
        if c
    ]
    assert check_award(drill, pushes).correct
