"""The build checker names each mistake of table-ux.md with its own code and figures."""

from __future__ import annotations

import copy

import pytest

from dealer_trainer.drills.checking import (
    DEAD,
    check_build,
    next_hint,
    pot_pile,
    return_pile,
    solution_piles,
    solution_steps,
)
from dealer_trainer.drills.models import Drill, DrillSeat, Stakes
from dealer_trainer.engine.chips import CASH_CHIPS, break_down

MAIN, SIDE1, SIDE2 = pot_pile(0), pot_pile(1), pot_pile(2)


def seat(name, position, committed, folded=False, all_in=False, stack=300):
    return DrillSeat(
        name, position, 0 if all_in else stack, committed, break_down(committed, CASH_CHIPS), folded, all_in
    )


@pytest.fixture
def three_way() -> Drill:
    """Seed 004: Anna 40, Bram 100, Chris 250, all-in; 150 back to Chris."""
    seats = [
        seat("Anna", "SB", 40, all_in=True),
        seat("Bram", "BB", 100, all_in=True),
        seat("Chris", "BTN", 250, all_in=True),
    ]
    return Drill("", 1, "three way", Stakes("cash", 1, 2), "cash", seats, "Chris")


@pytest.fixture
def six_max() -> Drill:
    """Folded blinds, a folded raiser whose chips reach into the side pot, 2 dead."""
    seats = [
        seat("Sam", "SB", 1, folded=True),
        seat("Bea", "BB", 2, folded=True),
        seat("Uri", "UTG", 20, all_in=True),
        seat("Hal", "HJ", 30, folded=True),
        seat("Cy", "CO", 60),
        seat("Bo", "BTN", 60, all_in=True),
    ]
    return Drill("", 2, "six max", Stakes("cash", 1, 2), "cash", seats, "Bo", dead=2, dead_chips={1: 2})


def codes(check):
    return [p.code for p in check.problems]


def test_solution_piles_are_the_engines_answer(three_way, six_max):
    assert solution_piles(three_way) == {
        return_pile("Chris"): {"Chris": 150},
        MAIN: {"Anna": 40, "Bram": 40, "Chris": 40},
        SIDE1: {"Bram": 60, "Chris": 60},
    }
    assert solution_piles(six_max) == {
        MAIN: {"Sam": 1, "Bea": 2, "Uri": 20, "Hal": 20, "Cy": 20, "Bo": 20, DEAD: 2},
        SIDE1: {"Hal": 10, "Cy": 40, "Bo": 40},
    }


def test_correct_build_is_correct_with_the_dealers_arithmetic(three_way, six_max):
    for drill in (three_way, six_max):
        check = check_build(drill, solution_piles(drill))
        assert check.correct, check.messages()
    check = check_build(three_way, solution_piles(three_way))
    assert check.verdict(MAIN).explanation == "Main pot = 40 × 3 = $120, for Anna, Bram and Chris".replace(
        "40 × 3", "$40 × 3"
    )
    assert check.verdict(SIDE1).explanation.startswith("Side pot 1 = ($100 − $40) × 2 = $120")
    assert check.verdict(return_pile("Chris")).explanation.startswith("$250 − $100 = $150 back to Chris")


def test_empty_table_lists_every_pile_missing_and_every_chip_left(three_way):
    check = check_build(three_way, {})
    assert not check.correct
    assert codes(check).count("missing_pot") == 2
    assert "uncalled_not_returned" in codes(check)
    assert codes(check).count("live_chips_left") == 3


def build(drill, **changes):
    piles = copy.deepcopy(solution_piles(drill))
    for pile, moves in changes.items():
        piles.setdefault(pile.replace("__", ":"), {}).update(moves)
    return piles


def test_1_amount_off_says_by_how_much_and_whose_share(three_way):
    piles = solution_piles(three_way)
    piles[MAIN]["Bram"] = 30
    check = check_build(three_way, piles)
    msgs = check.messages()
    # the shortfall is still in front of Bram: named once, with the pot it belongs in
    assert codes(check) == ["amount_off", "live_chips_left"]
    assert "Main pot holds $110" in msgs[0] and "$10 too little" in msgs[0]
    assert msgs[1] == (
        "$10 of Bram's chips are still in front of Bram: every called chip goes into a pot "
        "(Main pot is $10 short of them)."
    )
    # the same $10 put in the wrong pot instead: each pot names Bram's share
    piles[SIDE1]["Bram"] = 70
    check = check_build(three_way, piles)
    assert codes(check) == ["amount_off", "share_too_small", "amount_off", "share_too_large"]
    assert "from Bram; it needs $40 ($10 missing)" in " ".join(check.messages())


def test_2_share_too_large_for_the_cap(six_max):
    piles = solution_piles(six_max)
    piles[MAIN]["Cy"] = 60
    del piles[SIDE1]["Cy"]
    check = check_build(six_max, piles)
    main = check.verdict(MAIN)
    assert [p.code for p in main.problems] == ["amount_off", "share_too_large"]
    assert "takes only $20 from each player ($40 too much)" in main.problems[1].message


def test_3_chips_from_a_seat_not_in_that_layer(three_way):
    piles = solution_piles(three_way)
    piles[MAIN]["Anna"] = 30
    piles[SIDE1]["Anna"] = 10
    check = check_build(three_way, piles)
    side = check.verdict(SIDE1)
    assert "chips_from_ineligible_seat" in [p.code for p in side.problems]
    assert "Anna is all-in for $40" in " ".join(p.message for p in side.problems)


def test_4_folded_players_chips_left_in_front(six_max):
    piles = solution_piles(six_max)
    del piles[MAIN]["Sam"]
    check = check_build(six_max, piles)
    assert "folded_chips_left" in codes(check)
    assert any("Sam, who folded" in m for m in check.messages())


def test_5_folded_chips_all_put_in_the_main_pot(six_max):
    piles = solution_piles(six_max)
    piles[MAIN]["Hal"] = 30
    del piles[SIDE1]["Hal"]
    check = check_build(six_max, piles)
    assert "folded_chips_not_cut" in codes(check)
    assert "share_too_small" not in [p.code for p in check.verdict(MAIN).problems]


def test_6_dead_money_missing_or_in_a_side_pot(six_max):
    piles = solution_piles(six_max)
    del piles[MAIN][DEAD]
    assert {"dead_money_missing", "dead_money_left"} <= set(codes(check_build(six_max, piles)))
    piles[SIDE1][DEAD] = 2
    check = check_build(six_max, piles)
    assert "dead_money_in_side_pot" in codes(check)
    assert "dead_money_left" not in codes(check)


def test_7_uncalled_bet_put_in_a_pot(three_way):
    piles = solution_piles(three_way)
    del piles[return_pile("Chris")]
    piles[SIDE1]["Chris"] = 210
    check = check_build(three_way, piles)
    assert "uncalled_in_pot" in codes(check)
    assert "uncalled_not_returned" in codes(check)
    msg = next(p.message for p in check.problems if p.code == "uncalled_in_pot")
    assert "$150 above $100 was never called" in msg


def test_8_called_chips_returned(six_max):
    piles = solution_piles(six_max)
    piles[SIDE1]["Cy"] = 10
    piles[return_pile("Cy")] = {"Cy": 30}
    check = check_build(six_max, piles)
    assert "called_chips_returned" in codes(check)
    assert "$30 was called and stays in the pots" in " ".join(check.messages())


def test_9_main_and_side_pot_merged(three_way):
    piles = solution_piles(three_way)
    piles[MAIN] = {"Anna": 40, "Bram": 100, "Chris": 100}
    del piles[SIDE1]
    check = check_build(three_way, piles)
    assert "pots_merged" in codes(check)
    assert "Bram and Chris can win it" in " ".join(check.messages())


def test_10_extra_pot_at_a_folded_players_total(six_max):
    piles = solution_piles(six_max)
    # trainee cuts a pot at Hal's 30 (he folded): main stays, side pot 1 = 10 x 3, side pot 2 = 30 x 2
    piles[SIDE1] = {"Hal": 10, "Cy": 10, "Bo": 10}
    piles[SIDE2] = {"Cy": 30, "Bo": 30}
    check = check_build(six_max, piles)
    assert "pot_at_folded_level" in codes(check)
    assert "a folded player's total ($30) does not start a pot" in " ".join(check.messages())


def test_11_layer_cut_at_the_wrong_level(three_way):
    piles = solution_piles(three_way)
    piles[MAIN] = {"Anna": 30, "Bram": 30, "Chris": 30}
    piles[SIDE1] = {"Anna": 10, "Bram": 70, "Chris": 70}
    main = check_build(three_way, piles).verdict(MAIN)
    assert main.problems[0].code == "wrong_level"
    assert main.problems[0].values == {"cut": 30, "level": 40}
    assert "cut at $30 a player; it must be cut at $40" in main.problems[0].message


def test_12_live_players_chips_left_in_front(six_max):
    piles = solution_piles(six_max)
    del piles[SIDE1]["Bo"]
    check = check_build(six_max, piles)
    assert "live_chips_left" in codes(check)
    assert any("$40 of Bo's chips are still in front of Bo" in m for m in check.messages())


def test_returned_to_the_wrong_seat(three_way):
    piles = solution_piles(three_way)
    piles[return_pile("Bram")] = {"Chris": 150}
    del piles[return_pile("Chris")]
    assert "returned_to_wrong_seat" in codes(check_build(three_way, piles))


def test_steps_are_in_dealer_order_and_hint_names_the_next_layer(three_way):
    steps = solution_steps(three_way)
    assert [s.pile for s in steps] == [return_pile("Chris"), MAIN, SIDE1]
    assert next_hint(three_way, {}).pile == return_pile("Chris")
    built = {return_pile("Chris"): {"Chris": 150}, MAIN: {"Anna": 40, "Bram": 40, "Chris": 40}}
    assert next_hint(three_way, built).pile == SIDE1
    assert next_hint(three_way, solution_piles(three_way)) is None
