"""The site text parser: PokerStars, Full Tilt, WPN; chips, dead money, cents, games."""

from __future__ import annotations

from decimal import Decimal
from pathlib import Path

import pytest
from hh_texts import FULL_TILT, STARS_CASH, STARS_DEAD_BLIND, STARS_STUD, STARS_TOURNAMENT

from dealer_trainer.importer.convert import compare_pots, engine_hand, make_drill, positions
from dealer_trainer.importer.model import HandError
from dealer_trainer.importer.money import has_fraction, to_decimal, to_units
from dealer_trainer.importer.sitetext import classify_game, detect_site, parse_site_hand, split_hands

DATA = Path(__file__).resolve().parent.parent / "data" / "hh"


def parse(text: str):
    [(site, hand_id, body)] = split_hands(text)
    return parse_site_hand(site, hand_id, body, "test.txt")


def test_money_is_decimal_then_integer_units():
    assert to_decimal("$1,234.50") == Decimal("1234.50")
    assert to_units("$0.29", 100) == 29  # float arithmetic would give 28
    assert to_units("Rs. 30", 100) == 3000
    assert to_units("900.00", 1) == 900
    with pytest.raises(HandError):
        to_units("0.005", 100)
    with pytest.raises(HandError):
        to_decimal("abc")
    assert has_fraction("calls 0.25") and not has_fraction("posts 900.00")


def test_split_and_detect_sites():
    text = "garbage first\n" + STARS_TOURNAMENT + "\n\n\n" + FULL_TILT
    hands = split_hands(text)
    assert [(site, hand_id) for site, hand_id, _ in hands] == [
        ("PokerStars", "1001"),
        ("Full Tilt Poker", "4004"),
    ]
    assert detect_site(FULL_TILT) == "Full Tilt Poker"
    assert detect_site("nothing here") is None


def test_pokerstars_tournament_antes_all_in_and_return():
    hand = parse(STARS_TOURNAMENT)
    assert hand.names == ["Anna Maria", "Bram:", "Chris", "Dora"]
    assert hand.committed == {"Anna Maria": 1000, "Bram:": 400, "Chris": 2500, "Dora": 10}
    assert hand.folded == {"Dora"}
    assert hand.all_in == {"Anna Maria", "Bram:", "Chris"}
    assert hand.returned == {"Chris": 1500}
    assert hand.site_pots == [1210, 1200] and hand.site_total == 2410 and hand.rake == 0
    assert hand.tournament and hand.scale == 1
    assert (hand.small_blind, hand.big_blind, hand.ante, hand.level) == (50, 100, 10, 3)
    assert make_drill(hand).stakes.label() == "Blind level 3 · 50/100 · ante 10"
    assert hand.button == "Anna Maria"
    assert hand.board == "2c7d9hJsQd"
    assert hand.hole["Anna Maria"] == "AhAd" and hand.hole["Bram:"] == "3s3h"
    assert compare_pots(hand) is None  # the site's pots are the engine's


def test_pokerstars_small_and_big_blinds_is_dead_money():
    hand = parse(STARS_DEAD_BLIND)
    assert hand.committed == {"P1": 0, "P2": 1450, "P3": 1450, "P4": 450}
    assert hand.dead == 50  # the small-blind part of "small & big blinds" (rules.md §6)
    assert "dead_small_blind" in hand.flags
    pots, why = compare_pots(hand)
    assert pots == [1400, 2000]
    assert "rake 100" in why
    assert not hand.tournament and hand.scale == 1  # play money: chips


def test_real_money_cash_is_in_cents_and_rake_explained():
    hand = parse(STARS_CASH)
    assert hand.scale == 100 and hand.symbol == "$"
    assert hand.committed == {"A": 1000, "B": 4000, "C": 4000}
    assert (hand.small_blind, hand.big_blind) == (25, 50)
    assert hand.site_pots == [2800, 6000] and hand.rake == 200
    pots, why = compare_pots(hand)
    assert pots == [3000, 6000] and why.startswith("rake $2")
    drill = make_drill(hand)
    assert [p.amount for p in drill.settlement().pots] == [3000, 6000]


def test_full_tilt_format():
    hand = parse(FULL_TILT)
    assert hand.site == "Full Tilt Poker" and hand.tournament
    assert hand.committed == {"X": 0, "Y": 60, "Z": 630, "W": 210}
    assert hand.returned == {"Z": 420}
    assert hand.button == "Y"
    assert hand.site_pots == [180, 300]
    assert compare_pots(hand) is None
    drill = make_drill(hand, keep_names=True)
    payouts = drill.settlement().payouts
    assert payouts["Y"] == 180 and payouts["Z"] == 300


def test_stud_is_a_pot_drill_without_ranking():
    hand = parse(STARS_STUD)
    assert hand.game == "" and "stud" in hand.no_ranking_reason
    assert hand.button is None
    assert hand.committed == {"S1": 41, "S2": 49, "S3": 49}
    pots, why = compare_pots(hand)
    assert pots == [123, 16] and "rake" in why
    drill = make_drill(hand)
    assert drill.board == "" and all(s.hole == "" for s in drill.seats)
    assert drill.settlement().payouts is None  # the pots, no award


def test_wpn_running_pots_are_the_recorded_pots():
    text = (DATA / "wpn-cukier-01.txt").read_text(encoding="utf-8")
    hands = [parse_site_hand(s, i, t, "wpn") for s, i, t in split_hands(text)]
    assert len(hands) == 4
    first = hands[0]
    assert first.site == "Winning Poker Network" and first.tournament and first.scale == 1
    assert first.site_pots == [12750, 14300]
    assert first.ante == 900
    assert all(compare_pots(h) is None for h in hands)


@pytest.mark.parametrize(
    ("variant", "game"),
    [
        ("Hold'em No Limit", "holdem"),
        ("Holdem(No Limit)", "holdem"),
        ("Omaha Pot Limit", "omaha"),
        ("Pot Limit Omaha Hi", "omaha"),
        ("Omaha Hi/Lo Pot Limit", ""),
        ("5 Card Omaha Pot Limit", ""),
        ("6+ Hold'em No Limit", ""),
        ("7 Card Stud Limit", ""),
        ("Badugi Limit", ""),
        ("5 Card Draw Limit", ""),
    ],
)
def test_classify_game(variant, game):
    assert classify_game(variant)[0] == game


def test_truncated_and_damaged_hands_raise_hand_error():
    cut = STARS_TOURNAMENT.split("*** FLOP ***")[0]
    with pytest.raises(HandError, match="truncated"):
        parse(cut)
    no_seats = "\n".join(line for line in STARS_TOURNAMENT.splitlines() if not line.startswith("Seat "))
    with pytest.raises(HandError, match="no seats"):
        parse(no_seats)
    too_much = STARS_TOURNAMENT.replace("raises 890 to 990", "raises 8900 to 9900")
    with pytest.raises(HandError, match="commits"):
        parse(too_much)


def test_a_wrong_line_shows_as_an_unexplained_difference():
    # a site total that does not add up: nothing explains it
    hand = parse(STARS_TOURNAMENT.replace("Total pot 2410", "Total pot 2400"))
    pots, why = compare_pots(hand)
    assert pots == [1210, 1200] and why is None


def test_positions():
    assert positions(["a", "b"], "a") == {"a": "BTN/SB", "b": "BB"}
    six = positions(["a", "b", "c", "d", "e", "f"], "a")
    assert six == {"a": "BTN", "b": "SB", "c": "BB", "d": "UTG", "e": "HJ", "f": "CO"}
    nine = positions([str(i) for i in range(9)], "8")
    assert [nine[str(i)] for i in range(9)] == ["SB", "BB", "UTG", "UTG+1", "UTG+2", "LJ", "HJ", "CO", "BTN"]
    assert positions(["a", "b"], None) == {"a": "Seat 1", "b": "Seat 2"}


def test_engine_hand_keeps_folded_chips():
    hand = parse(STARS_TOURNAMENT)
    engine = engine_hand(hand)
    assert engine.folded == {"Dora"} and engine.contributions["Dora"] == 10


def test_a_big_blind_ante_is_dead_money():
    text = """\
PokerStars Hand #6006: Tournament #88, Hold'em No Limit - Level X (500/1000) - 2020/01/01 12:00:00 ET
Table '88 1' 9-max Seat #1 is the button
Seat 1: A (600 in chips)
Seat 2: B (10000 in chips)
Seat 3: C (10000 in chips)
C: posts the ante 1000
B: posts small blind 500
C: posts big blind 1000
*** HOLE CARDS ***
A: calls 600 and is all-in
B: raises 2000 to 3000
C: calls 2000
*** FLOP *** [2c 7d 9h]
*** TURN *** [2c 7d 9h] [Js]
*** RIVER *** [2c 7d 9h Js] [Qd]
*** SHOW DOWN ***
*** SUMMARY ***
Total pot 7600 Main pot 2800. Side pot 4800. | Rake 0
"""
    hand = parse(text)
    assert "big_blind_ante" in hand.flags
    assert hand.committed == {"A": 600, "B": 3000, "C": 3000} and hand.dead == 1000
    assert hand.dead_posts == {"C": 1000}
    assert compare_pots(hand) is None  # main pot 600 x 3 + 1000 dead (rules.md §5.3)
    assert make_drill(hand).stakes.ante_format == "big_blind"


@pytest.mark.parametrize(
    ("level", "ante", "ante_format", "label"),
    [
        (3, 10, "per_player", "Blind level 3 · 50/100 · ante 10"),
        (0, 10, "per_player", "50/100 ante 10"),
        (0, 100, "big_blind", "50/100 · BB ante 100"),
        (0, 0, "none", "50/100"),
    ],
)
def test_a_tournament_hand_of_no_known_level_leaves_the_level_out(level, ante, ante_format, label):
    from dealer_trainer.drills.models import Stakes

    stakes = Stakes("tournament", 50, 100, ante, ante_format, symbol="", level=level)
    assert stakes.label() == label  # "Blind level 0" named a level the hand history never gave
