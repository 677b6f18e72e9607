"""What a worksheet says about a drill and its answer key (no Qt): hand-worked values."""

from __future__ import annotations

from dataclasses import replace

import pytest

from dealer_trainer.drills.lessons import lessons
from dealer_trainer.drills.models import Drill, Stakes
from dealer_trainer.drills.worksheet import (
    MAX_WORKSHEET_DRILLS,
    drill_sheet,
    make_worksheet,
    rules_line,
    who_can_win,
)
from dealer_trainer.engine.rules import AwardOrder, HouseRules
from dealer_trainer.ui.samples import make_seat, three_way


def three_way_split() -> Drill:
    """Anna 41 all-in, Bram 100 all-in, Chris 100 (50 behind), Dora 5 folded; the board is a
    broadway straight, so every hand plays it.

    Worked by hand: main pot 41 × 3 + 5 = 128 for Anna, Bram and Chris, split three ways in $1
    chips: 42 each and 2 over, the odd chips to the first two clockwise from the button (Dora):
    Anna 43, Bram 43, Chris 42. Side pot 1 (100 − 41) × 2 = 118 for Bram and Chris: 59 each.
    """
    seats = (
        replace(make_seat("Anna", "SB", 41), hole="2c3d"),
        replace(make_seat("Bram", "BB", 100), hole="4h5s"),
        replace(make_seat("Chris", "UTG", 100, stack=50), hole="6h7h"),
        make_seat("Dora", "BTN", 5, stack=200, folded=True),
    )
    return Drill("", 2, "A three-way split", Stakes("cash", 1, 2), "cash", seats, "Dora", board="AhKdQcJsTs")


def test_three_way_pots_returned_bet_and_arithmetic_in_the_drills_money():
    sheet = drill_sheet(three_way(), 1)
    # Anna 40, Bram 100, Chris 250: main 40 × 3 = 120, side (100 − 40) × 2 = 120, 150 back to Chris
    assert [(p.name, p.amount, p.arithmetic, p.eligible) for p in sheet.pots] == [
        ("Main pot", "$120", "$40 × 3", "Anna, Bram and Chris"),
        ("Side pot 1", "$120", "($100 − $40) × 2", "Bram and Chris"),
    ]
    assert sheet.returned == "$250 − $100 = $150 back to Chris (uncalled bet)"
    assert sheet.balance == "Chips in $390 = $240 in the pots + $150 returned."
    assert not sheet.has_cards and sheet.board == () and sheet.awards == ()
    assert [p.won_by for p in sheet.pots] == ["", ""]
    assert sheet.steps[0].startswith("Push the uncalled bet back first")


def test_seat_lines_show_what_the_dealer_sees():
    sheet = drill_sheet(three_way_split(), 3)
    assert sheet.number == 3 and sheet.heading == "A three-way split" and sheet.stakes == "$1/$2"
    assert [(s.number, s.name, s.position, s.behind, s.chips_in, s.state, s.button) for s in sheet.seats] == [
        (1, "Anna", "SB", "$0", "$41", "All-in", False),
        (2, "Bram", "BB", "$0", "$100", "All-in", False),
        (3, "Chris", "UTG", "$50", "$100", "", False),
        (4, "Dora", "BTN", "$200", "$5", "Folded", True),
    ]
    assert [s.cards for s in sheet.seats] == [("2c", "3d"), ("4h", "5s"), ("6h", "7h"), ()]
    assert sheet.board == ("Ah", "Kd", "Qc", "Js", "Ts") and sheet.has_cards
    assert sheet.pot_rows == 3  # one a player still in: the count gives nothing away


def test_a_split_gives_each_share_and_the_odd_chips_clockwise_from_the_button():
    sheet = drill_sheet(three_way_split(), 1)
    main, side = sheet.pots
    assert (main.amount, main.arithmetic) == ("$128", "$41 × 3 + $5 from Dora (folded)")
    assert main.won_by == "Split: Anna $43, Bram $43, Chris $42"
    assert main.why == (
        "three-way tie, all with straight, ace high: $128 ÷ 3 = $42 each and $2 over, "
        "one odd $1 chip each to Anna and Bram (clockwise from the button)"
    )
    assert (side.amount, side.won_by) == ("$118", "Split: Bram $59, Chris $59")
    assert side.why == "tie, both with straight, ace high: $118 ÷ 2 = $59 each"
    # the last side pot is pushed first (TDA 2024 Rule 16 Addendum)
    assert sheet.awards == (
        "Side pot 1 ($118) split: Bram $59, Chris $59",
        "Main pot ($128) split: Anna $43, Bram $43, Chris $42",
    )
    assert sheet.returned == ""


def test_house_rules_of_the_set_change_the_award_order_and_say_so():
    rules = HouseRules(award_order=AwardOrder.MAIN_FIRST)
    sheet = drill_sheet(three_way_split(), 1, rules)
    assert [a.split(" (")[0] for a in sheet.awards] == ["Main pot", "Side pot 1"]
    assert rules_line(rules).startswith("Pots are awarded main pot first")
    assert rules_line().startswith("Pots are awarded last side pot first, main pot last (TDA 2024 Rule 16")


def test_a_winner_comes_with_the_hands_that_decide_it():
    lesson = lessons()[0]  # Example one: Cora's queens beat Ben's nines, and Uma's ace-king
    sheet = drill_sheet(lesson, 1)
    assert [(p.amount, p.won_by) for p in sheet.pots] == [("$61.50", "Cora"), ("$80", "Cora")]
    assert "Cora's pair of queens beats Ben's pair of nines" in sheet.pots[1].why
    assert sheet.notes == lesson.notes


def test_an_uncontested_pot_needs_no_showdown():
    seats = (
        replace(make_seat("Anna", "SB", 40), hole="AsAd"),
        replace(make_seat("Bram", "BB", 100), hole="KsKd"),
        make_seat("Chris", "BTN", 250, stack=310, folded=True),
    )
    drill = Drill("", 1, "Uncontested", Stakes("cash", 1, 2), "cash", seats, "Chris", board="2c7d9hTsJc")
    sheet = drill_sheet(drill, 1)
    # Chris folded his 250: main 40 × 2 + 40 from Chris = 120; side (100 − 40) + 60 from Chris = 120
    assert [(p.amount, p.eligible, p.won_by, p.why) for p in sheet.pots] == [
        ("$120", "Anna and Bram", "Anna", "Anna's pair of aces beats Bram's pair of kings"),
        ("$120", "Bram", "Bram", "the only player in it: no showdown"),
    ]


LONG = ["Bartholomew", "Christopher", "Dominique", "Emmanuelle", "Frederick"]


@pytest.mark.parametrize(
    "eligible,live,text",
    [
        (["Anna", "Bram"], ["Anna", "Bram", "Chris"], "Anna and Bram"),
        (["Al", "Bo", "Cy", "Di"], ["Al", "Bo", "Cy", "Di"], "Al, Bo, Cy and Di"),
        (list("ABCDE"), list("ABCDE"), "everyone still in (5 players)"),
        (LONG, ["Al", *LONG], "everyone still in but Al"),
        (["Al", "Bo", "Cy", "Di", "Ed"], ["Al", "Bo", "Cy", "Di", "Ed", "Fred"], "Al, Bo, Cy, Di and Ed"),
    ],
)
def test_who_can_win_in_the_fewest_words(eligible, live, text):
    assert who_can_win(eligible, live) == text


def test_a_worksheet_needs_drills_and_has_a_cap():
    with pytest.raises(ValueError, match="no drills"):
        make_worksheet([], "Empty")
    with pytest.raises(ValueError, match=str(MAX_WORKSHEET_DRILLS)):
        make_worksheet([three_way()] * (MAX_WORKSHEET_DRILLS + 1), "Too many")
    sheet = make_worksheet([three_way(), three_way_split()], "Week 3", "2 drills")
    assert [d.number for d in sheet.drills] == [1, 2] and sheet.rules == rules_line()
