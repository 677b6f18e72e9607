"""The one grammar of hand names (formats.md §7): the program's names and reading a call."""

import pytest

from dealer_trainer.i18n import set_language
from dealer_trainer.wording.hand_names import (
    CallError,
    HandCall,
    call_start,
    call_text,
    describe_hand,
    high_call,
    low_call,
    parse_call,
    symbol_name,
)


@pytest.fixture
def dutch():
    set_language("nl")
    yield
    set_language("en")


@pytest.mark.parametrize(
    ("klass", "cards", "name"),
    [
        ("Three of a Kind", ("7s", "7c", "7d", "Kc", "2h"), "three of a kind, sevens"),
        ("Two Pair", ("Kc", "Kd", "7h", "7s", "2c"), "two pair, kings and sevens"),
        ("Flush", ("Ah", "Kh", "9h", "5h", "2h"), "flush, ace high"),
        ("Straight", ("Th", "9c", "8d", "7h", "6s"), "straight, ten high"),
        ("Straight", ("Ah", "2c", "3d", "4h", "5s"), "straight, five high"),
        ("Pair", ("Kh", "Kc", "9d", "7h", "6s"), "pair of kings"),
        ("High Card", ("Ah", "Jc", "9d", "7h", "6s"), "ace high"),
        ("Full House", ("7s", "7c", "7d", "Kc", "Kh"), "full house, sevens full of kings"),
        ("Four of a Kind", ("9s", "9c", "9d", "9h", "2h"), "four of a kind, nines"),
        ("Straight Flush", ("9s", "8s", "7s", "6s", "5s"), "straight flush, nine high"),
        ("Straight Flush", ("As", "Ks", "Qs", "Js", "Ts"), "royal flush"),
    ],
)
def test_the_programs_names_follow_the_grammar(klass, cards, name):
    assert describe_hand(klass, cards) == name


def test_kickers_and_lows_in_words():
    pair = high_call("Pair", ("Kh", "Kc", "As", "9h", "5s"))
    assert pair == HandCall("pair", ("K", "A", "9", "5"))
    assert call_text(pair, 2) == "pair of kings, ace kicker"
    assert call_text(pair, 4) == "pair of kings, ace-nine-five kickers"
    assert call_text(high_call("Flush", ("Ah", "Kh", "9h", "5h", "2h")), 2) == "flush, ace-king high"
    assert call_text(low_call(("8s", "6d", "4c", "2h", "As")), 2) == "eight-six low"
    assert call_text(low_call(("5s", "4d", "3c", "2h", "As"))) == "wheel"
    assert call_text(low_call(None)) == "no low"


def test_names_in_dutch(dutch):
    assert describe_hand("Two Pair", ("Kc", "Kd", "7h", "7s", "2c")) == "twee paar, heren en zevens"
    assert describe_hand("Four of a Kind", ("9s", "9c", "9d", "9h", "2h")) == "vier gelijke, negens"
    assert call_text(low_call(("8s", "6d", "4c", "2h", "As")), 2) == "acht-zes low"
    assert call_text(high_call("Pair", ("Kh", "Kc", "As", "9h", "5s")), 2) == "een paar heren, aas kicker"


@pytest.mark.parametrize(
    ("text", "call"),
    [
        ("three of a kind, sevens", HandCall("three of a kind", ("7",))),
        ("Trips 7s", HandCall("three of a kind", ("7",))),
        ("two pair, kings and sevens", HandCall("two pair", ("K", "7"))),
        ("two pair, 7 and K", HandCall("two pair", ("K", "7"))),
        ("flush, ace-king high", HandCall("flush", ("A", "K"))),
        ("flush A K", HandCall("flush", ("A", "K"))),
        ("straight, ten high", HandCall("straight", ("T",))),
        ("straight, 10 high", HandCall("straight", ("T",))),
        ("pair of kings", HandCall("pair", ("K",))),
        ("a pair of K's", HandCall("pair", ("K",))),
        ("pair of kings, ace kicker", HandCall("pair", ("K", "A"))),
        ("ace high", HandCall("high card", ("A",))),
        ("A-Q high", HandCall("high card", ("A", "Q"))),
        ("full house, sevens full of kings", HandCall("full house", ("7", "K"))),
        ("four kings", HandCall("four of a kind", ("K",))),
        ("three nines", HandCall("three of a kind", ("9",))),
        ("drie negens", HandCall("three of a kind", ("9",))),
        ("quads, kings", HandCall("four of a kind", ("K",))),
        ("straight flush, ace high", HandCall("royal flush")),
        ("Royal flush", HandCall("royal flush")),
        ("eight-six low", HandCall("low", ("8", "6"))),
        ("wheel", HandCall("straight", ("5",))),
        ("no low", HandCall("no low")),
        # Dutch
        ("drie gelijke, zevens", HandCall("three of a kind", ("7",))),
        ("twee paar, heren en zevens", HandCall("two pair", ("K", "7"))),
        ("een paar heren", HandCall("pair", ("K",))),
        ("straat, tien hoog", HandCall("straight", ("T",))),
        ("aas hoog", HandCall("high card", ("A",))),
        ("full house, zevens vol heren", HandCall("full house", ("7", "K"))),
        ("vier gelijke, heren", HandCall("four of a kind", ("K",))),
        ("vier heren", HandCall("four of a kind", ("K",))),
        ("acht-zes low", HandCall("low", ("8", "6"))),
        ("geen low", HandCall("no low")),
    ],
)
def test_calls_are_read_in_words_symbols_and_dutch(text, call):
    assert parse_call(text) == call


def test_a_low_field_reads_bare_ranks_and_the_wheel():
    assert parse_call("8-6", low=True) == HandCall("low", ("8", "6"))
    assert parse_call("wheel", low=True) == HandCall("low", ("5", "4", "3", "2", "A"))


@pytest.mark.parametrize("text", ["", "kings", "pear of kings", "pair of kongs"])
def test_a_call_that_is_no_hand_is_refused_in_one_line(text):
    with pytest.raises(CallError) as raised:
        parse_call(text)
    assert "\n" not in str(raised.value)


def test_every_name_reads_back_as_itself_in_dutch_too(dutch):
    assert parse_call("twee paar, heren en zevens") == HandCall("two pair", ("K", "7"))
    assert parse_call(symbol_name("twee paar, heren en zevens")) == HandCall("two pair", ("K", "7"))
    assert symbol_name("full house, zevens vol heren") == "full house, 7 vol K"


def test_narrow_spots_name_the_ranks_as_symbols_in_words_the_grammar_reads():
    assert symbol_name("two pair, kings and fives") == "two pair, K & 5"
    assert symbol_name("straight, ace high") == "straight, A high"
    assert symbol_name("full house, queens full of sevens") == "boat, Q full of 7"
    assert symbol_name("three of a kind, tens") == "trips, 10"
    assert symbol_name("four of a kind, tens") == "quads, 10"
    assert symbol_name("straight flush, ten high") == "str. flush 10 high"
    for name in ("two pair, kings and fives", "full house, queens full of sevens", "straight flush, 10 high"):
        assert parse_call(symbol_name(name)) == parse_call(name)


def test_every_wording_the_readme_lists_is_read_as_its_hand():
    import re
    from pathlib import Path

    text = (Path(__file__).resolve().parents[2] / "README.md").read_text(encoding="utf-8")
    table = text.split("Every accepted wording", 1)[1].split("\n\n", 2)[1]
    read = 0
    for row in table.splitlines()[2:]:
        hand, english, dutch = (cell.strip() for cell in row.strip("|").split("|"))
        for cell in (english, dutch):
            low = '(in a `"low"`' in cell
            for wording in re.findall(r"`([^`]+)`", cell):
                if wording == '"low"':
                    continue
                call = parse_call(wording, low=low and hand == "low")
                expected = {"low": "low", "no low": "no low"}.get(hand, hand)
                if wording in ("wheel", "fiets") and not low:
                    expected = "straight"
                if hand == "royal flush":
                    expected = "royal flush"
                if hand == "razz low with a pair":
                    expected = "two pair" if "two" in wording or "twee" in wording else "pair"
                assert call.category == expected, (wording, call)
                read += 1
    assert read > 50


def test_a_picked_category_starts_the_call_box_in_the_language(dutch):
    assert call_start("pair") == ("een paar ", 9)
    assert call_start("high card") == (" hoog", 0)
    assert call_start("royal flush") == ("royal flush", 11)
    set_language("en")
    assert call_start("two pair") == ("two pair, ", 10)
    assert call_start("low") == (" low", 0)


def test_a_razz_low_with_a_pair_is_called_by_its_pair_below_every_low_without_one():
    paired = low_call(("Jc", "Tc", "9h", "9c", "3s"))
    assert paired == HandCall("pair", ("9", "J", "T", "3"))
    assert call_text(paired) == "pair of nines"
    assert call_text(paired, 4) == "pair of nines, jack-ten-three kickers"
    assert call_text(low_call(("Kc", "Kd", "Qh", "Qs", "As"))) == "two pair, kings and queens"
    assert call_text(low_call(("Tc", "Td", "Th", "9s", "3s"))) == "three of a kind, tens"
    assert low_call(("Ac", "Ad", "2h", "3s", "4s")) == HandCall("pair", ("A", "4", "3", "2"))


@pytest.mark.parametrize(
    ("text", "call"),
    [
        ("twee paar, koningen en dames", HandCall("two pair", ("K", "Q"))),
        ("een paar koningen, dame kicker", HandCall("pair", ("K", "Q"))),
        ("two pair, K&7", HandCall("two pair", ("K", "7"))),
        ("pair of kings — ace kicker", HandCall("pair", ("K", "A"))),
        ("eight—six low", HandCall("low", ("8", "6"))),
    ],
)
def test_dutch_king_and_queen_words_and_free_punctuation(text, call):
    assert parse_call(text) == call
