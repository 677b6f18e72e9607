"""Awarding pots, worked by hand: ties, odd units, the board playing, Omaha's two-card rule,
uncontested pots and the award order (rules.md §2, §8, §12)."""

from __future__ import annotations

import pytest

from dealer_trainer.engine import (
    AwardOrder,
    Game,
    Hand,
    HouseRules,
    PotError,
    best_hand,
    rank_hands,
    settle,
    split_pot,
)

MAIN_FIRST = HouseRules(award_order=AwardOrder.MAIN_FIRST)


def awards(settlement):
    """(pot index, {seat: chips}, odd-chip seats, showdown) in the order pushed."""
    return [(a.pot.index, dict(a.to), a.odd_chips, a.showdown) for a in settlement.awards]


# ----- ties and odd chips ------------------------------------------------------------------
@pytest.mark.parametrize(
    ("amount", "winners", "unit", "button", "to", "odd"),
    [
        # 30 two ways: 15 each, nothing odd.
        (30, ["A", "B"], 1, "C", {"A": 15, "B": 15}, ()),
        # 31 two ways in $1: 15 each, the odd $1 to A (first left of the button C).
        (31, ["A", "B"], 1, "C", {"A": 16, "B": 15}, ("A",)),
        # Button A: left of it is B, so B gets the odd chip.
        (31, ["A", "B"], 1, "A", {"A": 15, "B": 16}, ("B",)),
        # 32 three ways in $1: 10 each, two odd chips to A then B (C has the button).
        (32, ["A", "B", "C"], 1, "C", {"A": 11, "B": 11, "C": 10}, ("A", "B")),
        # Button B: order C, A -> odd chips to C then A.
        (32, ["A", "B", "C"], 1, "B", {"A": 11, "B": 10, "C": 11}, ("C", "A")),
        # 175 two ways in T25s: 7 units -> 3 each and one odd T25 to A.
        (175, ["A", "B"], 25, "C", {"A": 100, "B": 75}, ("A",)),
        # 350 three ways in T25s: 14 units -> 4 each (100) and two odd T25s: A, B.
        (350, ["A", "B", "C"], 25, "C", {"A": 125, "B": 125, "C": 100}, ("A", "B")),
        # 1,050 three ways in T100s: not a whole number of T100s, so T50s are in play and it
        # splits in T50s: 21 units -> 7 each, 350 each, no odd chip (TDA 2024 Rule 20).
        (1050, ["A", "B", "C"], 100, "C", {"A": 350, "B": 350, "C": 350}, ()),
        # 1,100 three ways in T100s: 11 units -> 3 each and two odd T100s, one each: A, B.
        (1100, ["A", "B", "C"], 100, "C", {"A": 400, "B": 400, "C": 300}, ("A", "B")),
        # 111 three ways, unit 5: T1s are in play, 37 each; 110 is whole T5s: 40/35/35.
        (111, ["A", "B", "C"], 5, "C", {"A": 37, "B": 37, "C": 37}, ()),
        (110, ["A", "B", "C"], 5, "C", {"A": 40, "B": 35, "C": 35}, ("A",)),
        # 5 two ways in T25s: split in T5s, one T5: the odd chip to the first seat.
        (5, ["A", "B"], 25, "C", {"A": 5, "B": 0}, ("A",)),
    ],
)
def test_split_in_odd_units(amount, winners, unit, button, to, odd):
    hand = Hand(("A", "B", "C"), {"A": 10, "B": 10, "C": 10}, button=button, unit=unit)
    got, odd_seats = split_pot(hand, amount, winners)
    assert got == to
    assert odd_seats == odd
    assert sum(got.values()) == amount


def test_split_side_pot_while_the_short_stack_wins_the_main():
    # A all-in 50, B and C 200 each, button C. Main 150 to A; side 300 tied B/C: 150 each.
    hand = Hand(("A", "B", "C"), {"A": 50, "B": 200, "C": 200}, button="C")
    s = settle(hand, [["A"], ["B", "C"]])
    assert awards(s) == [(1, {"B": 150, "C": 150}, (), True), (0, {"A": 150}, (), True)]


def test_odd_chip_in_the_side_pot_only():
    # A all-in 30, B and C 105 each, D folded after putting in 41, button A.
    # Main 30 × 4 = 120 to A; side 1 (105 − 30) × 2 + (41 − 30) = 161, B and C tie: 80 each
    # and the odd chip to B, the first of them left of the button.
    hand = Hand(
        ("A", "B", "C", "D"), {"A": 30, "B": 105, "C": 105, "D": 41}, button="A", folded=frozenset({"D"})
    )
    s = settle(hand, [["A"], ["B", "C"]])
    # Odd chip of the side pot: first of B, C clockwise from the button A is B.
    assert awards(s) == [(1, {"B": 81, "C": 80}, ("B",), True), (0, {"A": 120}, (), True)]
    assert sum(s.payouts.values()) == hand.total_in


# ----- the board plays ---------------------------------------------------------------------
def test_board_plays_splits_between_everyone():
    board = "AsKsQsJsTs"  # a royal flush on the board: nobody can beat it
    ranking = rank_hands({"A": "2c3d", "B": "9h9d", "C": "AhKh"}, board, ["A", "B", "C"])
    assert ranking == (("A", "B", "C"),)
    hand = Hand(("A", "B", "C"), {"A": 11, "B": 11, "C": 11}, button="A")
    assert awards(settle(hand, ranking)) == [(0, {"A": 11, "B": 11, "C": 11}, (), True)]


def test_board_plays_but_a_kicker_does_not_count():
    # Board 8-8-8-K-K: full house eights full of kings for both; A's queen is no kicker.
    ranking = rank_hands({"A": "Qc2d", "B": "3h4d"}, "8s8h8dKcKd", ["A", "B"])
    assert ranking == (("A", "B"),)


def test_board_straight_beaten_by_a_higher_one():
    # Board 5-6-7-8-9: A plays the board (nine-high straight), B's ten makes ten-high.
    ranking = rank_hands({"A": "2c2d", "B": "Th3d"}, "5s6h7d8c9s", ["A", "B"])
    assert ranking == (("B",), ("A",))


# ----- Omaha: exactly two hole cards with three from the board ------------------------------
def test_omaha_four_to_the_flush_in_hand_with_no_flush_board_is_not_a_flush():
    # Hold'em logic would see a flush with any four hearts and one board heart; in Omaha only
    # two hearts from hand plus three from the board count: the board has one heart.
    value = best_hand("A", ["Ah", "Kh", "Qh", "Jh"], ["Th", "2c", "3d", "7s", "9c"], Game.OMAHA)
    assert value.class_name != "Flush"
    assert value.class_name == "High Card"


def test_omaha_one_hole_card_cannot_use_four_board_cards():
    # Board four spades; A holds one spade: a flush by hold'em reading, but Omaha needs two
    # spades in hand, so A's best is a pair of queens (Q Q from hand + three board cards).
    board = ["2s", "5s", "9s", "Js", "Kd"]
    omaha = best_hand("A", ["As", "Qd", "Qc", "3h"], board, Game.OMAHA)
    assert omaha.class_name == "Pair"
    assert sum(c in ("As", "Qd", "Qc", "3h") for c in omaha.cards) == 2


def test_omaha_board_pair_does_not_make_trips_with_one_card():
    # Board K-K-7-4-2. A holds one king: K + another hole card with K K x from the board makes
    # trip kings (two hole cards + three board cards).
    a = best_hand("A", ["Kh", "8c", "9d", "Tc"], ["Ks", "Kd", "7c", "4h", "2s"], Game.OMAHA)
    assert a.class_name == "Three of a Kind"
    # B holds 7-7: 7 7 from hand with 7 K K from the board -> sevens full of kings.
    b = best_hand("B", ["7h", "7d", "3c", "3s"], ["Ks", "Kd", "7c", "4h", "2s"], Game.OMAHA)
    assert b.class_name == "Full House"


def test_omaha_ranking_awards_the_pot():
    board = "Ts9s4h2d2c"
    hole = {"A": "AsKsQhJh", "B": "TdTc3h5h", "C": "8s7s6d6c"}
    ranking = rank_hands(hole, board, ["A", "B", "C"], Game.OMAHA)
    # B: T T from hand + T 2 2 -> tens full of deuces; C: 6 6 + 2 2 T -> two pair;
    # A: A K + 2 2 T -> a pair of deuces.
    assert ranking[0] == ("B",)
    hand = Hand(("A", "B", "C"), {"A": 100, "B": 100, "C": 100}, button="C")
    assert awards(settle(hand, ranking)) == [(0, {"B": 300}, (), True)]


def test_omaha_needs_four_hole_cards():
    with pytest.raises(PotError) as err:
        best_hand("A", ["As", "Ks"], ["2c", "3d", "4h"], Game.OMAHA)
    assert err.value.code == "bad_cards"


# ----- uncontested pots --------------------------------------------------------------------
def test_uncontested_side_pot_is_pushed_without_a_showdown():
    # A all-in 40; B and C put 200 each, then C folded to B's last bet (the layer above C's
    # 200 was uncalled and returned). Side pot 1: (200-40)×2 = 320, only B left in it.
    hand = Hand(("A", "B", "C"), {"A": 40, "B": 300, "C": 200}, button="C", folded=frozenset({"C"}))
    s = settle(hand, [["A"], ["B"]])
    assert s.returned.seat == "B" and s.returned.amount == 100
    assert awards(s) == [(1, {"B": 320}, (), False), (0, {"A": 120}, (), True)]


def test_uncontested_pot_needs_no_ranking():
    # Everyone folded to B: the pot goes to B and no cards are needed.
    hand = Hand(("A", "B"), {"A": 10, "B": 10}, button="A", folded=frozenset({"A"}))
    s = settle(hand, None)
    assert awards(s) == [(0, {"B": 20}, (), False)]


# ----- award order -------------------------------------------------------------------------
def test_side_pots_first_by_default_and_main_first_as_a_house_rule():
    # 40 / 100 / 250 all-in: main 120, side 1 120, 150 back to C.
    hand = Hand(("A", "B", "C"), {"A": 40, "B": 100, "C": 250}, button="C")
    ranking = [["A"], ["B"], ["C"]]
    assert [a.pot.index for a in settle(hand, ranking).awards] == [1, 0]
    assert [a.pot.index for a in settle(hand, ranking, MAIN_FIRST).awards] == [0, 1]
    assert settle(hand, ranking).payouts == settle(hand, ranking, MAIN_FIRST).payouts


def test_three_pots_are_pushed_last_side_pot_first():
    # 10 / 20 / 30 / 30: main 40 (A), side 1 30 (B), side 2 20 (C and D tie: 10 each).
    hand = Hand(("A", "B", "C", "D"), {"A": 10, "B": 20, "C": 30, "D": 30}, button="D")
    s = settle(hand, [["A"], ["B"], ["C", "D"]])
    assert awards(s) == [
        (2, {"C": 10, "D": 10}, (), True),
        (1, {"B": 30}, (), True),
        (0, {"A": 40}, (), True),
    ]
