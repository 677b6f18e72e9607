"""The build checker: the verdict is on amounts; each mistake gets one diagnosis, fix and rule."""

from __future__ import annotations

import re

import pytest

from dealer_trainer.drills.checking import (
    DEAD,
    Build,
    BuildPot,
    check_build,
    check_settlement,
    next_hint,
    pot_pile,
    return_pile,
    solution_piles,
    solution_steps,
)
from dealer_trainer.drills.lessons import lessons
from dealer_trainer.drills.models import Drill, DrillSeat, Stakes
from dealer_trainer.engine.chips import CASH_CHIPS, break_down
from dealer_trainer.engine.rule_sources import RULES

MAIN, SIDE1, SIDE2 = pot_pile(0), pot_pile(1), pot_pile(2)


def seat(name, position, committed, folded=False, all_in=False, stack=300):
    return DrillSeat(
        name, position, 0 if all_in else stack, committed, break_down(committed, CASH_CHIPS), folded, all_in
    )


@pytest.fixture
def three_way() -> Drill:
    """Anna 40, Bram 100, Chris 250, all-in: main 120, side pot 1 120, 150 back to Chris."""
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


def totals(*pots, returned=None, left=None) -> Build:
    return Build(tuple(BuildPot(p) for p in pots), returned or {}, left or {})


def codes(check):
    return [m.code for m in check.mistakes]


def only(check):
    assert len(check.mistakes) == 1, check.messages()
    (mistake,) = check.mistakes
    assert mistake.fix and mistake.rule in RULES.values()
    return mistake


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


def test_right_build_is_right_with_the_dealers_arithmetic(three_way, six_max):
    for drill in (three_way, six_max):
        check = check_build(drill, solution_piles(drill))
        assert check.correct and check.mistakes == ()
    check = check_build(three_way, solution_piles(three_way))
    assert check.verdict(MAIN).explanation == "Main pot = $40 × 3 = $120, for Anna, Bram and Chris"
    assert check.verdict(SIDE1).explanation.startswith("Side pot 1 = ($100 − $40) × 2 = $120")
    assert check.verdict(return_pile("Chris")).explanation.startswith("$250 − $100 = $150 back to Chris")


def test_whose_chips_lie_where_never_fails_a_right_build(three_way):
    # every bet pulled into the main pot first, then the side pot and the return cut out of it:
    # the chips in each pile are anybody's, the totals are right
    piles = {
        MAIN: {"Chris": 120},
        SIDE1: {"Anna": 40, "Bram": 80},
        return_pile("Chris"): {"Bram": 20, "Chris": 130},
    }
    check = check_build(three_way, piles)
    assert check.correct, check.messages()
    assert all(v.correct for v in check.verdicts)
    assert check_build(three_way, totals(120, 120, returned={"Chris": 150})).correct


def test_an_empty_side_pot_opened_last_is_no_pile(three_way):
    assert check_build(three_way, totals(120, 120, 0, returned={"Chris": 150})).correct


def test_merged_side_pot_is_one_diagnosis_with_the_move(three_way):
    mistake = only(check_build(three_way, totals(240, returned={"Chris": 150})))
    assert mistake.code == "pots_merged"
    assert mistake.piles == (MAIN, SIDE1)
    assert mistake.message == (
        "Side pot 1 ($120) is merged into the Main pot: Side pot 1 = ($100 − $40) × 2 = $120, for Bram and "
        "Chris. Anna is all-in for $40 and cannot win the chips above it."
    )
    assert mistake.fix == "Open Side pot 1 and move $120 from the Main pot into it."
    assert "TDA 2024 Rule 21" in mistake.rule


def test_uncalled_bet_in_the_last_pot(three_way):
    mistake = only(check_build(three_way, totals(120, 270)))
    assert mistake.code == "uncalled_in_pot"
    assert mistake.fix == "Move $150 from Side pot 1 to the Return to Chris."
    assert "$250 − $100 = $150 back to Chris" in mistake.message
    assert "15-B" in mistake.rule


def test_uncalled_bet_as_a_pot_of_its_own(three_way):
    mistake = only(check_build(three_way, totals(120, 120, 150)))
    assert (mistake.code, mistake.piles) == ("uncalled_in_pot", (SIDE2, return_pile("Chris")))


def test_more_than_the_uncalled_bet_returned(three_way):
    mistake = only(check_build(three_way, totals(120, 90, returned={"Chris": 180})))
    assert mistake.code == "called_chips_returned"
    assert mistake.fix == "Move $30 from the Return to Chris to Side pot 1."
    assert "only $250 − $100 = $150 was uncalled: $30 was called" in mistake.message


def test_uncalled_bet_never_moved(three_way):
    mistake = only(check_build(three_way, totals(120, 120, left={"Chris": 150})))
    assert mistake.code == "uncalled_left_in_front"
    assert mistake.fix == "Push $150 from in front of Chris to the Return to Chris."


def test_live_chips_left_name_the_pot_they_belong_in(three_way):
    mistake = only(check_build(three_way, totals(120, 60, returned={"Chris": 150}, left={"Bram": 60})))
    assert mistake.code == "live_chips_left"
    assert mistake.message.startswith("$60 of Bram's chips are still in front of Bram")
    assert mistake.fix == "Pull $60 from in front of Bram into Side pot 1."


def test_wrong_level_below_and_above_the_all_in(three_way):
    low = only(check_build(three_way, totals(90, 150, returned={"Chris": 150})))
    assert low.code == "wrong_level" and low.values["cut"] == 30 and low.values["level"] == 40
    assert low.message.startswith("The Main pot is cut at $30 a player; it must be cut at $40, Anna's all-in")
    assert low.fix == "Move $30 from Side pot 1 to the Main pot."
    high = only(check_build(three_way, totals(140, 100, returned={"Chris": 150})))
    assert high.code == "wrong_level" and high.values["cut"] == 50
    assert high.fix == "Move $20 from the Main pot to Side pot 1."


def test_wrong_level_with_provenance(three_way):
    build = Build(
        (
            BuildPot(90, {"Anna": 30, "Bram": 30, "Chris": 30}),
            BuildPot(150, {"Anna": 10, "Bram": 70, "Chris": 70}),
        ),
        {"Chris": 150},
    )
    assert codes(check_build(three_way, build)) == ["wrong_level"]


def test_missing_side_pot_left_in_front_is_not_called_merged(three_way):
    mistake = only(
        check_build(three_way, totals(120, returned={"Chris": 150}, left={"Bram": 60, "Chris": 60}))
    )
    assert mistake.code == "missing_pot"
    assert mistake.fix == "Open Side pot 1 and pull $120 into it from in front of Bram and Chris."


def test_folded_players_chips(six_max):
    left = only(check_build(six_max, totals(84, 90, left={"Sam": 1})))
    assert left.code == "folded_chips_left" and "Sam, who folded" in left.message
    not_cut = Build(
        (
            BuildPot(95, {"Sam": 1, "Bea": 2, "Uri": 20, "Hal": 30, "Cy": 20, "Bo": 20, DEAD: 2}),
            BuildPot(80, {"Cy": 40, "Bo": 40}),
        )
    )
    mistake = only(check_build(six_max, not_cut))
    assert mistake.code == "folded_chips_not_cut"
    assert mistake.fix == "Move $10 from the Main pot to Side pot 1."
    # the same totals without provenance: a plain amount off
    assert codes(check_build(six_max, totals(95, 80))) == ["amount_off"]


def test_pot_at_a_folded_players_total(six_max):
    # Hal folded at 30: the side pot cut at 30 and again at 60
    mistake = only(check_build(six_max, totals(85, 30, 60)))
    assert mistake.code == "pot_at_folded_level"
    assert "cut at $30, Hal's total, but Hal folded" in mistake.message
    assert mistake.fix == "Move $60 from Side pot 2 back into Side pot 1."


def test_dead_money(six_max):
    missing = only(check_build(six_max, totals(83, 90, left={DEAD: 2})))
    assert missing.code == "dead_money_missing" and missing.piles[0] == "dead"
    assert "WSOP Live Action Rules 158 and 160" in missing.rule
    side = Build(
        (
            BuildPot(83, {"Sam": 1, "Bea": 2, "Uri": 20, "Hal": 20, "Cy": 20, "Bo": 20}),
            BuildPot(92, {"Hal": 10, "Cy": 40, "Bo": 40, DEAD: 2}),
        )
    )
    mistake = only(check_build(six_max, side))
    assert mistake.code == "dead_money_in_side_pot"
    assert mistake.fix == "Move $2 of dead money from Side pot 1 to the Main pot."


def test_provenance_names_a_share_too_large_and_an_ineligible_seat(three_way):
    large = Build(
        (BuildPot(150, {"Anna": 40, "Bram": 70, "Chris": 40}), BuildPot(90, {"Bram": 30, "Chris": 60})),
        {"Chris": 150},
    )
    mistake = only(check_build(three_way, large))
    assert mistake.code == "share_too_large"
    assert mistake.fix == "Move $30 from the Main pot to Side pot 1."
    ineligible = Build(
        (
            BuildPot(110, {"Anna": 30, "Bram": 40, "Chris": 40}),
            BuildPot(130, {"Anna": 10, "Bram": 60, "Chris": 60}),
        ),
        {"Chris": 150},
    )
    mistake = only(check_build(three_way, ineligible))
    assert mistake.code == "chips_from_ineligible_seat"
    assert "Anna's chips are in Side pot 1" in mistake.message


def test_two_independent_mistakes_get_two_diagnoses(three_way, six_max):
    check = check_build(three_way, totals(240, left={"Chris": 150}))
    assert codes(check) == ["uncalled_left_in_front", "pots_merged"]  # in the dealer's order
    check = check_build(six_max, totals(82, 90, left={DEAD: 2, "Sam": 1}))
    assert sorted(codes(check)) == ["dead_money_missing", "folded_chips_left"]


def test_a_half_built_table_names_each_thing_once(three_way):
    check = check_build(three_way, totals(250, left={"Anna": 40, "Bram": 100}))
    # in the dealer's order of work: the uncalled bet back first, then pull in, then cut the side pot
    assert codes(check) == ["uncalled_in_pot", "live_chips_left", "live_chips_left", "pots_merged"]
    nothing = check_build(three_way, totals(left={"Anna": 40, "Bram": 100, "Chris": 250}))
    assert sorted(codes(nothing)) == ["missing_pot", "missing_pot", "uncalled_left_in_front"]


def test_a_build_that_creates_or_loses_chips_is_refused(three_way):
    with pytest.raises(ValueError, match=r"holds \$230 but the hand has \$390 \(\$160 missing\)"):
        check_settlement(three_way.settlement(), totals(120, 110), three_way.stakes.format)


def test_money_in_cents_is_shown_in_dollars_and_cents():
    lesson = next(d for d in lessons() if d.stakes.scale == 100)
    check = check_build(lesson, {})
    text = " ".join(m.message + m.fix for m in check.mistakes)
    amounts = [v.expected for v in check.verdicts]
    assert lesson.stakes.format(amounts[0]) in text or any(lesson.stakes.format(a) in text for a in amounts)
    assert all(
        lesson.stakes.format(a) == f"${a // 100:,}" + (f".{a % 100:02d}" if a % 100 else "") for a in amounts
    )
    for a in amounts:
        assert f"${a:,}" not in text or a < 100  # never the cents count as dollars


def test_steps_follow_the_dealer(three_way):
    steps = solution_steps(three_way)
    assert [s.pile for s in steps] == [return_pile("Chris"), MAIN, SIDE1]
    assert steps[0].explanation.startswith("Push the uncalled bet back first: $250 − $100 = $150")
    assert steps[1].explanation.startswith(
        "Size Anna's all-in ($40) against each bet and cut $40 from every bet, folded bets included, "
        "into the Main pot"
    )
    assert steps[2].explanation.startswith("Pull every chip still in front into Side pot 1")


def test_hint_goes_by_totals(three_way):
    assert next_hint(three_way, {}).pile == return_pile("Chris")
    built = {return_pile("Chris"): {"Chris": 150}, MAIN: {"Chris": 60, "Bram": 60}}
    assert next_hint(three_way, built).pile == SIDE1
    assert next_hint(three_way, solution_piles(three_way)) is None


HOLDS = re.compile(r"(the Main pot|Side pot \d+|the Return to \w+) holds \$?([\d,]+), should be \$?([\d,]+)")


def _pile(name: str) -> str:
    if name == "the Main pot":
        return MAIN
    if name.startswith("Side pot"):
        return pot_pile(int(name.split()[-1]))
    return return_pile(name.split()[-1])


@pytest.mark.parametrize(
    "build",
    [
        totals(100, 160, returned={"Chris": 130}),
        totals(10, 10, 220, returned={"Chris": 150}),
        totals(10, 10, 10, 10, 10, returned={"Chris": 340}),
        totals(90, 100, 20, returned={"Bram": 30}, left={"Chris": 120, "Anna": 30}),
        totals(250, left={"Anna": 40, "Bram": 100}),
    ],
)
def test_every_figure_in_a_message_is_the_tables_or_the_answers(three_way, build):
    check = check_build(three_way, build)
    assert not check.correct
    verdicts = {v.pile: v for v in check.verdicts}
    for mistake in check.mistakes:
        for name, have, want in HOLDS.findall(mistake.message):
            verdict = verdicts[_pile(name)]
            assert (int(have.replace(",", "")), int(want.replace(",", ""))) == (
                verdict.actual,
                verdict.expected,
            ), mistake.message
