"""Grading the calls of the hands (formats.md §7): hand-worked cases and properties."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from dealer_trainer.drills.hand_calls import grade_calls, needed_ranks, read_hands, right_calls
from dealer_trainer.engine.cards import RANKS
from dealer_trainer.wording.hand_names import HandCall, call_text

BOARD = ("Ks", "9d", "7c", "4h", "2s")
HOLE = {"Ana": ("Kd", "Qc"), "Bram": ("Kc", "Jd"), "Cy": ("9h", "9c")}
ALL = (("Ana", "Bram", "Cy"),)


def codes(verdicts):
    return {v.seat: v.code for v in verdicts}


def test_two_pairs_of_kings_must_name_their_kickers_the_set_need_not():
    hands = read_hands(HOLE, BOARD, "holdem")
    assert right_calls(hands, ALL) == {
        "Ana": {"high": "pair of kings, queen kicker"},
        "Bram": {"high": "pair of kings, jack kicker"},
        "Cy": {"high": "three of a kind, nines"},
    }
    calls = {"Ana": "pair of kings, Q", "Bram": "pair of kings", "Cy": "trips, 9s, king-seven kickers"}
    verdicts = grade_calls(hands, ALL, calls)
    assert codes(verdicts) == {"Ana": None, "Bram": "hand_call_wrong", "Cy": None}
    bram = verdicts[1]
    assert bram.right == "pair of kings, jack kicker"
    assert bram.cards == ("Kc", "Ks", "Jd", "9d", "7c")
    assert "does not tell Bram's hand from the others" in bram.message


def test_a_seat_only_in_the_main_pot_is_separated_from_that_pots_players_only():
    # Ana is all-in for the main pot only; Bram and Cy also contest a side pot.
    contests = (("Ana", "Bram", "Cy"), ("Bram", "Cy"))
    hands = read_hands({"Bram": ("Kc", "Jd"), "Cy": ("Kh", "Td")}, BOARD, "holdem")
    assert right_calls(hands, contests)["Bram"]["high"] == "pair of kings, jack kicker"
    hands = read_hands({"Ana": ("Ah", "Ad"), "Bram": ("Kc", "Jd")}, BOARD, "holdem")
    assert right_calls(hands, (("Ana", "Bram"),)) == {
        "Ana": {"high": "pair of aces"},
        "Bram": {"high": "pair of kings"},
    }


def test_wrong_category_wrong_rank_and_no_call_are_each_wrong():
    hands = read_hands(HOLE, BOARD, "holdem")
    calls = {"Ana": "two pair, kings and queens", "Bram": "pair of kings, ten kicker"}
    verdicts = grade_calls(hands, ALL, calls)
    assert [v.code for v in verdicts] == ["hand_call_wrong"] * 3
    assert "is the wrong hand" in verdicts[0].message
    assert "names a wrong rank" in verdicts[1].message
    assert "was not called" in verdicts[2].message and verdicts[2].fix == "Call it: three of a kind, nines."


def test_a_call_that_is_no_hand_is_a_wrong_call_naming_the_word():
    hands = read_hands(HOLE, BOARD, "holdem")
    verdicts = grade_calls(hands, ALL, {"Ana": "pear of kings", "Bram": "x", "Cy": "set of nines"})
    assert "'pear of kings' names no hand" in verdicts[0].message
    assert "'x' names no hand" in verdicts[1].message
    assert verdicts[2].code is None


def test_omaha_hilo_calls_each_half():
    hole = {"Ana": ("As", "2d", "Kh", "Kc"), "Bram": ("3c", "4d", "Qh", "Qs"), "Cy": ("9h", "9c", "Td", "Jd")}
    hands = read_hands(hole, ("5s", "6d", "7c", "8h", "Ks"), "omaha-hilo")
    assert right_calls(hands, ALL) == {
        "Ana": {"high": "three of a kind, kings", "low": "seven-six-five-two low"},
        "Bram": {"high": "straight, seven high", "low": "seven-six-five-four low"},
        "Cy": {"high": "straight, ten high", "low": "no low"},
    }
    calls = {
        "Ana": {"high": "trips, kings", "low": "7-6-5-2"},
        "Bram": {"high": "straight, seven high", "low": "seven-six low"},
        "Cy": {"high": "straight, ten high", "low": "no low"},
    }
    verdicts = grade_calls(hands, ALL, calls)
    assert [(v.seat, v.half, v.code) for v in verdicts if v.code] == [("Bram", "low", "hand_call_wrong")]
    assert verdicts[2].cards == ("7c", "6d", "5s", "4d", "3c")


def test_needed_ranks_stop_at_a_tie():
    board_flush = HandCall("flush", ("A", "K", "9", "5", "2"))
    assert needed_ranks(board_flush, [board_flush]) == 1
    assert needed_ranks(board_flush, [HandCall("flush", ("A", "K", "8", "5", "2"))]) == 3


DECK = [r + s for r in RANKS for s in "cdhs"]


@settings(max_examples=150, deadline=None)
@given(st.integers(0, 10**9), st.integers(2, 6), st.sampled_from(["holdem", "omaha"]))
def test_the_programs_own_call_is_right_and_one_rank_changed_is_wrong(seed, players, game):
    rng = random.Random(seed)
    cards = rng.sample(DECK, 5 + players * (2 if game == "holdem" else 4))
    board, rest = tuple(cards[:5]), cards[5:]
    size = 2 if game == "holdem" else 4
    hole = {f"P{i}": tuple(rest[i * size : (i + 1) * size]) for i in range(players)}
    contests = (tuple(hole),)
    hands = read_hands(hole, board, game)
    right = {seat: halves["high"] for seat, halves in right_calls(hands, contests).items()}
    assert all(v.code is None for v in grade_calls(hands, contests, right))
    for seat, text in right.items():
        full = hands[seat]["high"].call
        count = next(n for n in range(len(full.ranks) + 1) if call_text(full, n) == text)
        if count == 0:
            continue  # a royal flush names no rank
        place = rng.randrange(count)
        other = rng.choice([r for r in RANKS if r != full.ranks[place]])
        changed = HandCall(full.category, full.ranks[:place] + (other,) + full.ranks[place + 1 :])
        wrong = grade_calls(hands, contests, {**right, seat: call_text(changed, count)})
        assert [v.seat for v in wrong if v.code] == [seat], (text, call_text(changed, count))


def test_stud_hilo_and_razz_read_the_best_five_of_seven():
    hole = {
        "Ana": tuple(["As", "2d", "3c", "4h", "9s", "9d", "Kh"]),
        "Bram": tuple(["7c", "7d", "7h", "8c", "6s", "Qd", "Jd"]),
    }
    both = (("Ana", "Bram"),)
    assert right_calls(read_hands(hole, (), "stud-hilo"), both) == {
        "Ana": {"high": "pair of nines", "low": "no low"},  # 9-4-3-2-A is no 8-or-better low
        "Bram": {"high": "three of a kind, sevens", "low": "no low"},
    }
    razz = read_hands(hole, (), "razz")
    assert right_calls(razz, both) == {"Ana": {"low": "nine low"}, "Bram": {"low": "queen low"}}
    paired = read_hands({"Ana": hole["Ana"], "Cy": ("Tc", "Td", "Th", "9h", "9c", "3s", "Jc")}, (), "razz")
    assert right_calls(paired, (("Ana", "Cy"),))["Cy"] == {"low": "pair of nines"}
    assert [v.code for v in grade_calls(razz, both, {"Ana": "9-4", "Bram": "Q"})] == [None, None]


def test_a_call_the_hands_code_deals_the_showdown_of_its_outcome_and_seed():
    from dealer_trainer.drills.codes import KINDS, encode_calls, encode_showdown
    from dealer_trainer.drills.showdown_drills import drill_from_code

    assert KINDS["H"].name == "call the hands"
    calls, showdown = (
        drill_from_code(encode_calls(2, False, 12345)),
        drill_from_code(encode_showdown(2, False, 12345)),
    )
    assert calls.code.startswith("H2-") and calls.title.startswith("Call the hands")
    assert (calls.board, calls.seats) == (showdown.board, showdown.seats)
