"""Award hints in steps (issue 30 §2): what to look at, the comparison or split, the amounts."""

from __future__ import annotations

from dataclasses import replace

from dealer_trainer.drills.award_checking import award_settlement
from dealer_trainer.drills.award_hint_steps import award_compare_text, award_look_text, award_part
from dealer_trainer.drills.models import Drill, DrillSeat, Stakes
from dealer_trainer.drills.piles import half_pile, pot_pile, run_pile
from dealer_trainer.engine.chips import CASH_CHIPS, break_down


def seat(name, position, committed, hole):
    return DrillSeat(name, position, 0, committed, break_down(committed, CASH_CHIPS), False, True, hole)


def three_way() -> Drill:
    """Main pot 120 (Anna, Bram, Chris), side pot 1 120 (Bram, Chris): Anna's set of sevens wins
    the main pot, Bram's aces the side pot; Chris's 150 over Bram goes back."""
    seats = [
        seat("Anna", "SB", 40, "7s7c"),
        seat("Bram", "BB", 100, "AhAd"),
        seat("Chris", "BTN", 250, "QdQh"),
    ]
    return Drill("", 1, "Award", Stakes("cash", 1, 2), "cash", seats, "Chris", board="Kc7h2c8h4d")


def money(chips: int) -> str:
    return str(chips)


def test_the_side_pot_hint_names_whose_hands_then_who_beats_whom():
    side = award_settlement(three_way()).awards[0]
    assert side.pot.index == 1 and award_part(side) == pot_pile(1)
    look = award_look_text(side, "Side pot 1")
    assert look == "Award Side pot 1 next: who is eligible for it? Look at the hands of Bram and Chris."
    names = {"Anna": "three sevens", "Bram": "pair of aces", "Chris": "pair of queens"}
    assert award_compare_text(side, names, money) == "Bram's pair of aces beats Chris (pair of queens)."


def test_a_split_gives_the_division_without_the_shares():
    main = award_settlement(three_way()).awards[1]
    tie = replace(main, winners=("Anna", "Bram"), to={"Anna": 61, "Bram": 60})  # 121 split two ways
    text = award_compare_text(tie, {"Anna": "a straight", "Bram": "a straight"}, money)
    assert text == "Anna and Bram tie with a straight: split it 2 ways, 121 ÷ 2."
    assert "61" not in text and "60" not in text


def test_runs_and_halves_are_recorded_under_their_own_part():
    main = award_settlement(three_way()).awards[1]
    assert award_part(replace(main, run=2)) == run_pile(0, 2)
    assert award_part(replace(main, half="low")) == half_pile(0, "low")
    low = award_look_text(replace(main, half="low"), "Main pot, low half")
    assert low.endswith(
        "low half next: who is eligible for it? Look at the low hands of Anna, Bram and Chris."
    )
    alone = replace(main, showdown=False, pot=replace(main.pot, eligible=("Anna",)))
    assert award_look_text(alone, "Main pot") == "Award Main pot next: who is still in it?"
    assert award_compare_text(alone, {}, money) == "Only Anna is left in it: no showdown."
