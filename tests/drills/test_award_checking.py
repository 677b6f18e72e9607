"""Awarding at showdown: each wrong push gets its own code and the hands by name."""

from __future__ import annotations

import pytest

from dealer_trainer.drills.award_checking import AwardPush, check_award, hand_names
from dealer_trainer.drills.models import Drill, DrillSeat, Stakes
from dealer_trainer.engine.chips import CASH_CHIPS, break_down
from dealer_trainer.wording.hand_names import describe_hand


def seat(name, position, committed, hole, folded=False, all_in=True):
    chips = break_down(committed, CASH_CHIPS)
    return DrillSeat(name, position, 0 if all_in else 100, committed, chips, folded, all_in, hole)


@pytest.fixture
def three_way() -> Drill:
    """Seed 004 with cards: Anna's set of sevens wins the main pot, Bram's aces the side pot."""
    seats = [
        seat("Anna", "SB", 40, "7s7c"),
        seat("Bram", "BB", 100, "AhAd"),
        seat("Chris", "BTN", 250, "QdQh"),
    ]
    return Drill("", 1, "t", Stakes("cash", 1, 2), "cash", seats, "Chris", board="Kc7h2c8h4d")


@pytest.fixture
def split_drill() -> Drill:
    """Three-way tie on the board for a 32 main pot (2 folded): two odd chips, left of the button."""
    seats = [
        seat("Ada", "BTN", 10, "2c3d"),
        seat("Ben", "SB", 10, "2h3s"),
        seat("Cal", "BB", 10, "4c4d", all_in=False),
        seat("Dee", "UTG", 2, "", folded=True, all_in=False),
    ]
    return Drill("", 4, "t", Stakes("cash", 1, 2), "cash", seats, "Ada", board="AsKsQsJsTs")


def pushes(*items):
    return [AwardPush(*i) for i in items]


def codes(check):
    return [p.code for p in check.problems]


def test_right_award_in_dealer_order(three_way):
    check = check_award(three_way, pushes((1, "Bram", 120), (0, "Anna", 120)))
    assert check.correct, check.messages()


def test_13_side_pot_to_the_short_stack(three_way):
    check = check_award(three_way, pushes((1, "Anna", 120), (0, "Anna", 120)))
    assert "ineligible_winner" in codes(check)
    assert (
        "Anna cannot win Side pot 1: Anna is all-in for $40 and put nothing in above $40"
        in check.messages()[0]
    )


def test_14_wrong_winner_names_both_hands(three_way):
    check = check_award(three_way, pushes((1, "Chris", 120), (0, "Anna", 120)))
    assert codes(check) == ["wrong_winner"]
    assert (
        check.messages()[0]
        == "Side pot 1 was pushed to Chris (pair of queens), but Bram (pair of aces) wins it."
    )


def test_16_main_pot_before_the_side_pot(three_way):
    check = check_award(three_way, pushes((0, "Anna", 120), (1, "Bram", 120)))
    assert codes(check) == ["out_of_order"]
    assert "the last side pot is pushed first" in check.messages()[0]


def test_15_split_and_odd_chips(split_drill):
    # 32 three ways: 10 each, two odd chips to Ben then Cal (left of the button Ada).
    right = pushes((0, "Ben", 11), (0, "Cal", 11), (0, "Ada", 10))
    assert check_award(split_drill, right).problems == ()
    wrong_odd = pushes((0, "Ada", 11), (0, "Ben", 11), (0, "Cal", 10))
    check = check_award(split_drill, wrong_odd)
    assert codes(check) == ["odd_chip_wrong_seat"]
    assert (
        "the odd chips go one each to Ben and Cal, the first tied players left of the button (Ada)"
        in check.messages()[0]
    )
    uneven = pushes((0, "Ada", 16), (0, "Ben", 16))
    assert codes(check_award(split_drill, uneven)) == ["wrong_split"]


def test_17_uncontested_side_pot_is_pushed_first():
    seats = [
        seat("Uri", "UTG", 20, "AsAd"),
        seat("Cy", "CO", 60, "KsKd", all_in=False),
        seat("Bo", "BTN", 50, "QsQd", folded=True, all_in=False),
    ]
    drill = Drill("", 2, "t", Stakes("cash", 1, 2), "cash", seats, "Bo", board="2c3d7h8sJc")
    # main 60 (Uri, Cy), side pot 1 = 30 + 30 = 60 only Cy; Cy's 10 above Bo's 50 returned.
    check = check_award(drill, pushes((0, "Uri", 60), (1, "Cy", 60)))
    assert codes(check) == ["uncontested_pot_waiting"]
    assert "has only Cy left in it and is pushed at once, without a showdown" in check.messages()[0]


def test_pot_not_pushed(three_way):
    assert codes(check_award(three_way, pushes((1, "Bram", 120)))) == ["pot_not_awarded"]


def test_hand_names(three_way):
    assert hand_names(three_way) == {
        "Anna": "three of a kind, sevens",
        "Bram": "pair of aces",
        "Chris": "pair of queens",
    }


@pytest.mark.parametrize(
    ("klass", "cards", "name"),
    [
        ("Two Pair", ("Kc", "Kd", "7h", "7s", "2c"), "two pair, kings and sevens"),
        ("Pair", ("Qs", "Qd", "8c", "6d", "4h"), "pair of queens"),
        ("Straight", ("As", "2d", "3c", "4d", "5h"), "straight, five high"),
        ("Full House", ("7s", "7c", "7d", "2c", "2h"), "full house, sevens full of twos"),
        ("Royal Flush", ("As", "Ks", "Qs", "Js", "Ts"), "royal flush"),
        ("Four of a Kind", ("9s", "9c", "9d", "9h", "2h"), "four of a kind, nines"),
        ("High Card", ("Ac", "Kc", "8c", "6d", "2h"), "ace high"),
    ],
)
def test_describe_hand(klass, cards, name):
    assert describe_hand(klass, cards) == name


# ----- house rules: award order and odd-chip unit (rules.md §12) ---------------------------
from dealer_trainer.drills.award_checking import award_settlement, award_unit, next_award  # noqa: E402
from dealer_trainer.engine.chips import TOURNAMENT_CHIPS  # noqa: E402
from dealer_trainer.engine.rules import AwardOrder, HouseRules, OddChipUnit  # noqa: E402

MAIN_FIRST = HouseRules(award_order=AwardOrder.MAIN_FIRST)
BLIND_CHIP = HouseRules(odd_chip_unit=OddChipUnit.SMALLEST_BLIND_CHIP)


def test_main_first_house_expects_the_main_pot_first(three_way):
    assert check_award(three_way, pushes((0, "Anna", 120), (1, "Bram", 120)), MAIN_FIRST).correct
    check = check_award(three_way, pushes((1, "Bram", 120), (0, "Anna", 120)), MAIN_FIRST)
    assert codes(check) == ["out_of_order"]
    assert "main pot first" in check.messages()[0]


def test_pot_verdicts_name_each_pot(three_way):
    check = check_award(three_way, pushes((1, "Chris", 120), (0, "Anna", 120)))
    assert check.pot_verdicts() == {1: False, 0: True}
    assert [p.code for p in check.pot_problems(1)] == ["wrong_winner"]


def test_next_award_follows_dealer_order(three_way):
    assert next_award(three_way, {}).pot.index == 1
    assert next_award(three_way, {1: {"Bram": 120}}).pot.index == 0
    assert next_award(three_way, {1: {"Bram": 120}}, MAIN_FIRST).pot.index == 0
    assert next_award(three_way, {0: {"Anna": 120}, 1: {"Bram": 120}}) is None


def tseat(name, position, committed, hole):
    chips = break_down(committed, TOURNAMENT_CHIPS)
    return DrillSeat(name, position, 0, committed, chips, False, True, hole)


@pytest.fixture
def t25_split() -> Drill:
    """Blinds 100/200, T25 in play: 3,075 split by Ada and Ben on the board (Cal button)."""
    seats = [
        tseat("Ada", "SB", 1025, "2c3d"),
        tseat("Ben", "BB", 1025, "2h3s"),
        tseat("Cal", "BTN", 1025, "4c5d"),
    ]
    board = "AsKsQsJsTs"
    stakes = Stakes("tournament", 100, 200, symbol="", level=3)
    return Drill("", 4, "t", stakes, "tournament", seats, "Cal", unit=25, board=board)


def test_odd_chip_unit_smallest_in_play_or_blind_chip(t25_split):
    # 3,075 three ways on a royal flush board: 1,025 each in T25s. Under the blind-chip unit
    # (T100) 3,075 is not a whole number of T100s: T25s are in play, so it is still cut in
    # T25s; a pot of whole T100s is cut in T100s (TDA 2024 Rule 20; WSOP Live Action 152).
    assert award_unit(t25_split) == 25
    assert award_unit(t25_split, BLIND_CHIP) == 100
    assert dict(award_settlement(t25_split).awards[0].to) == {"Ada": 1025, "Ben": 1025, "Cal": 1025}
    assert dict(award_settlement(t25_split, BLIND_CHIP).awards[0].to) == {
        "Ada": 1025,
        "Ben": 1025,
        "Cal": 1025,
    }
    right = pushes((0, "Ada", 1025), (0, "Ben", 1025), (0, "Cal", 1025))
    assert check_award(t25_split, right, BLIND_CHIP).correct
    wrong = pushes((0, "Ada", 1075), (0, "Ben", 1000), (0, "Cal", 1000))
    assert codes(check_award(t25_split, wrong)) == ["wrong_split"]


def test_a_kicker_decides_and_is_named():
    seats = [
        seat("Anna", "SB", 40, "7s7c"),
        seat("Bram", "BB", 100, "AhKd"),
        seat("Chris", "BTN", 100, "AsQd"),
    ]
    drill = Drill("", 1, "t", Stakes("cash", 1, 2), "cash", seats, "Chris", board="Ac7h2c5d9s")
    check = check_award(drill, pushes((1, "Chris", 120), (0, "Anna", 120)))
    assert codes(check) == ["wrong_winner"]
    message = check.messages()[0]
    assert "Side pot 1 was pushed to Chris (pair of aces), but Bram (pair of aces) wins it" in message
    assert "both have pair of aces; the kicker decides: Bram's king beats Chris's queen" in message
    assert check.problems[0].fix == "Take Side pot 1 back and push $120 to Bram."
    assert "Robert's Rules" in check.problems[0].rule


def test_a_wrong_split_says_who_ties_the_unit_and_the_odd_chips(split_drill):
    check = check_award(split_drill, pushes((0, "Ada", 12), (0, "Ben", 10), (0, "Cal", 10)))
    assert codes(check) == ["wrong_split"]
    message = check.messages()[0]
    assert "tie. In units of $1, $32 gives $10 each and 2 odd chips of $1, one each to Ben and Cal" in message
    assert "no player gets more than one" in message
    assert "TDA 2024 Rule 20" in check.problems[0].rule


def test_a_split_pushed_partly_to_an_ineligible_seat_names_the_share_still_owed(three_way):
    check = check_award(three_way, pushes((1, "Bram", 60), (1, "Anna", 60), (0, "Anna", 120)))
    assert codes(check)[0] == "ineligible_winner"
    assert "Bram is still owed $60." in check.messages()[0]
    assert check.problems[0].fix == "Move $60 from Anna to Bram."
