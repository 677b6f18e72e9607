"""The one home of cards: ranks, suits, the deck and reading cards as users and sites write them."""

import pytest

from dealer_trainer.engine import PotError
from dealer_trainer.engine.cards import CANONICAL, DECK, RANKS, SUITS, card_text, parse_cards, rank_order


def test_the_deck_is_52_cards_rank_by_rank():
    assert len(DECK) == len(CANONICAL) == 52
    assert DECK[:4] == ("2s", "2h", "2d", "2c") and DECK[-1] == "Ac"
    assert rank_order("2") == 0 < rank_order("T") < rank_order("A") == len(RANKS) - 1
    assert set(SUITS) == {card[1] for card in DECK}


def test_cards_read_in_either_case_with_ten_as_10():
    assert parse_cards("kS 10h,2c") == ("Ks", "Th", "2c")
    assert parse_cards(["10d", "As"]) == ("Td", "As")


@pytest.mark.parametrize("text", ["Kx", "K", "1s", "KsQ"])
def test_a_card_that_is_not_one_is_named(text):
    with pytest.raises(PotError) as caught:
        parse_cards(text, "board")
    assert caught.value.code == "bad_cards" and caught.value.field == "board"


def test_site_cards_become_engine_cards_or_nothing():
    assert card_text(["10♥", "A♣", " kd "]) == "ThAcKd"
    assert card_text(["Ah", "X"]) == ""
