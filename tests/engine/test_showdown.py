"""Reading hands with treys: hold'em best five of seven, Omaha exactly two plus three."""

from __future__ import annotations

import pytest

from dealer_trainer.engine import Game, Hand, best_hand, parse_cards, rank_hands, settle


def test_parse_cards_accepts_the_usual_spellings():
    assert parse_cards("Kc7h2c") == ("Kc", "7h", "2c")
    assert parse_cards("kc 7H 10d") == ("Kc", "7h", "Td")
    assert parse_cards(["As", "Td"]) == ("As", "Td")


def test_seed_000_queens_beat_nines_and_ace_high():
    board = "8c6d2h3s4h"
    ranking = rank_hands({"UTG": "AcKc", "CO": "QsQd", "BTN": "9h9d"}, board, ["UTG", "CO", "BTN"])
    assert ranking == (("CO",), ("BTN",), ("UTG",))


def test_seed_000_set_of_sevens_wins_the_main_pot():
    ranking = rank_hands({"BB": "7s7c", "You": "AhAd"}, "Kc7h2c8h4d", ["BB", "You"])
    assert ranking == (("BB",), ("You",))
    assert best_hand("BB", ("7s", "7c"), parse_cards("Kc7h2c8h4d")).class_name == "Three of a Kind"


def test_board_plays_is_a_tie():
    ranking = rank_hands({"A": "2c3d", "B": "2h3s"}, "AsKsQsJsTs", ["A", "B"])
    assert ranking == (("A", "B"),)


def test_omaha_uses_exactly_two_hole_cards():
    # Four spades on board: A holds one spade, so no flush in Omaha (it would be one in hold'em).
    board = "2s5s9sKsQd"
    holdem_view = best_hand("A", ("As", "Ad"), parse_cards(board))
    assert holdem_view.class_name == "Flush"
    omaha = best_hand("A", ("As", "Ad", "3c", "4h"), parse_cards(board), Game.OMAHA)
    assert omaha.class_name == "Pair"
    ranking = rank_hands({"A": "AsAd3c4h", "B": "7s8sJcJh"}, board, ["A", "B"], Game.OMAHA)
    assert ranking == (("B",), ("A",))  # B: flush with 7s8s + three board spades


def test_wrong_number_of_hole_cards_is_refused():
    from dealer_trainer.engine import PotError

    with pytest.raises(PotError) as info:
        rank_hands({"A": "AsAd"}, "2s5s9sKsQd", ["A"], Game.OMAHA)
    assert info.value.code == "bad_cards"


def test_hole_cards_drive_the_award():
    hand = Hand(("Anna", "Bram", "Chris"), {"Anna": 40, "Bram": 100, "Chris": 250}, button="Chris")
    ranking = rank_hands({"Anna": "7s7c", "Bram": "AhAd", "Chris": "QdQh"}, "Kc7h2c8h4d", hand.live)
    assert settle(hand, ranking).payouts == {"Anna": 120, "Bram": 120, "Chris": 0}
