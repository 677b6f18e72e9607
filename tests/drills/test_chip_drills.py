"""Chip drills (issue 30 §3): counting stacks, making change, colouring up and the chip race,
worked by hand, and their properties (the model answer is always right; chips in = chips out)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from dealer_trainer.drills import codes
from dealer_trainer.drills.chip_drills import (
    LEVELS,
    PREFIXES,
    TIME_TARGETS,
    AnswerError,
    ChipDrill,
    deal,
    from_code,
    grade,
    read_answer,
)
from dealer_trainer.drills.chip_race import RacePlayer, RaceTable, grade_race, race_answer
from dealer_trainer.drills.errors import DrillError
from dealer_trainer.engine.chip_change import ChangePolicy, change_policy_from_dict, fewest_chips
from dealer_trainer.engine.chips import CHIP_SETS, chips_total
from dealer_trainer.engine.house_rules import BY_KEY, Home

SETTINGS = settings(max_examples=150, deadline=None)


def test_fewest_chips_by_hand():
    assert fewest_chips(1375, (25, 100, 500, 1000)) == {1000: 1, 100: 3, 25: 3}
    assert fewest_chips(30, (1, 10, 25)) == {10: 3}  # biggest first would take 6 chips
    assert fewest_chips(100, (5, 25), {25: 2}) == {25: 2, 5: 10}  # the rack holds two $25
    assert fewest_chips(7, (5,)) is None and fewest_chips(0, (5,)) == {}


def test_the_change_policy_is_one_declared_house_rule():
    rule = BY_KEY["change_chips"]
    assert rule.home == Home.CHIPS and rule.anchor == "making-change" and rule.default == ChangePolicy()
    assert rule.parse({"allowed": [5, 1], "rack": {"25": 2}}) == ChangePolicy((1, 5), ((25, 2),))
    for bad in ({"allowed": [0]}, {"rack": {"x": 1}}, {"rack": {"5": -1}}, {"other": 1}, [5], "5"):
        with pytest.raises(ValueError):
            rule.parse(bad)
    assert rule.dump(rule.parse({"allowed": [5], "rack": {"25": 2}})) == {"allowed": [5], "rack": {"25": 2}}


def test_codes_have_their_own_prefix_and_deal_the_same_drill():
    for kind, prefix in PREFIXES.items():
        assert codes.KINDS[prefix].name == kind
        drill = deal(kind, 2, 12345)
        assert drill.code.startswith(f"{prefix}2-") and from_code(drill.code) == drill
        typo = drill.code[:-1] + ("2" if drill.code[-1] != "2" else "3")
        with pytest.raises(DrillError):
            from_code(typo)
    assert all(len(TIME_TARGETS[k]) == len(LEVELS) for k in PREFIXES)


def test_count_is_graded_on_the_total():
    drill = ChipDrill("count", 2, 0, "cash", stacks=((5,) * 20, (25,) * 20, (1,) * 15))
    assert drill.total == 100 + 500 + 15
    assert grade(drill, read_answer(drill, {"total": 615})).correct
    wrong = grade(drill, read_answer(drill, {"total": 610}))
    assert wrong.reason == "count_wrong" and "5" in wrong.message and "615" in wrong.message


def test_change_uses_only_allowed_chips_and_the_rack():
    drill = ChipDrill("change", 1, 0, "cash", handed=(100,))
    assert drill.model_answer() == {25: 4}
    assert grade(drill, read_answer(drill, {"change": {"25": 3, "5": 5}})).correct  # not fewest, still right
    assert grade(drill, read_answer(drill, {"change": {"100": 1}})).reason == "change_chip_not_allowed"
    assert grade(drill, read_answer(drill, {"change": {"25": 3}})).reason == "change_total_wrong"
    only_small = ChipDrill("change", 1, 0, "cash", handed=(100,), policy=ChangePolicy((1, 5)))
    assert only_small.model_answer() == {5: 20}
    assert grade(only_small, {25: 4}).reason == "change_chip_not_allowed"
    short = ChipDrill("change", 1, 0, "cash", handed=(100,), policy=ChangePolicy(rack=((25, 2),)))
    assert short.model_answer() == {25: 2, 5: 10}
    assert grade(short, {25: 4}).reason == "change_rack_short"
    asked = ChipDrill("change", 3, 0, "cash", handed=(100,), request=((5, 4),))
    assert asked.model_answer() == {25: 3, 5: 5}
    assert grade(asked, {25: 4}).reason == "change_request_missing"
    assert grade(asked, {25: 3, 5: 5}).correct


def test_a_policy_that_leaves_no_change_is_refused():
    with pytest.raises(DrillError):
        deal("change", 1, 0, ChangePolicy((1000,)))


def test_colour_up_is_graded_on_the_total_and_the_fewest_chips():
    drill = ChipDrill("colour-up", 1, 0, "cash", stacks=((5,) * 20, (5,) * 3))
    assert drill.model_answer() == {100: 1, 5: 3}
    assert grade(drill, {100: 1, 5: 3}).correct
    assert grade(drill, {25: 4, 5: 3}).reason == "colour_up_not_fewest"
    assert grade(drill, {100: 1}).reason == "colour_up_total_wrong"


def test_answers_that_cannot_be_read():
    drill = ChipDrill("change", 1, 0, "cash", handed=(100,))
    for bad in (
        {"total": 100},
        {"change": {"30": 1}},
        {"change": {"25": -1}},
        {"change": {"25": 1.5}},
        [],
        {},
    ):
        with pytest.raises(AnswerError):
            read_answer(drill, bad)


RACE = RaceTable(  # the example of docs/rules.md#chip-race
    25,
    100,
    (RacePlayer("Anna", 1, 3, 0), RacePlayer("Bram", 2, 2, 0), RacePlayer("Chris", 3, 1, 0)),
    (("2c", "Ks", "7d"), ("Kh", "3c"), ("9c",)),
)


def test_the_chip_race_example_of_the_rules():
    assert RACE.odd_total == 150 and RACE.chips_raced == 2  # one and a half: rounded up
    assert race_answer(RACE) == {"Anna": 1, "Bram": 1, "Chris": 1}  # Chris is not raced out
    assert grade_race(RACE, {"Anna": 1, "Bram": 1, "Chris": 1})[0]
    assert grade_race(RACE, {"Anna": 1, "Bram": 1})[1] == "race_raced_out"
    assert grade_race(RACE, {"Anna": 2, "Bram": 1, "Chris": 1})[1] == "race_more_than_one"


def test_the_chip_race_highest_card_by_suit_and_one_chip_a_player():
    race = RaceTable(
        25,
        100,
        (RacePlayer("Anna", 1, 3, 500), RacePlayer("Bram", 4, 1, 500), RacePlayer("Chris", 6, 2, 500)),
        (("As", "Ah", "2c"), ("Kd",), ("3d", "Kh")),
    )
    assert race.chips_raced == 2  # 6 x 25 = 150: one and a half, rounded up
    assert race_answer(race) == {"Anna": 1, "Chris": 1}  # Anna's aces count once; K♥ beats K♦
    correct, reason, message = grade_race(race, {"Anna": 1, "Bram": 1})
    assert not correct and reason == "race_wrong_winner" and "Bram" in message
    assert grade_race(race, {"Anna": 1})[1] == "race_chip_count"


@SETTINGS
@given(st.sampled_from(sorted(PREFIXES)), st.sampled_from(LEVELS), st.integers(0, codes.SEED_SPACE - 1))
def test_the_model_answer_is_always_right(kind, level, seed):
    drill = deal(kind, level, seed)
    assert from_code(drill.code) == drill
    model = drill.model_answer()
    verdict = grade(drill, model)
    assert verdict.correct, verdict.message
    if kind in ("change", "colour-up"):
        assert isinstance(model, dict) and chips_total(model) == drill.total  # chips in = chips out
        assert all(v in CHIP_SETS[drill.chip_set].values for v in model)


@SETTINGS
@given(
    st.sampled_from((1, 3)),
    st.integers(0, codes.SEED_SPACE - 1),
    st.lists(st.sampled_from((1, 5, 25, 100)), min_size=1, max_size=4, unique=True),
    st.dictionaries(st.sampled_from((1, 5, 25)), st.integers(0, 30), max_size=2),
)
def test_change_under_any_policy_is_chips_in_chips_out(level, seed, allowed, rack):
    policy = change_policy_from_dict({"allowed": allowed, "rack": {str(k): n for k, n in rack.items()}})
    try:
        drill = deal("change", level, seed, policy)
    except DrillError:
        return  # the policy leaves no change: refused, never a wrong model answer
    model = drill.model_answer()
    assert isinstance(model, dict) and chips_total(model) == drill.total
    assert set(model) <= set(drill.change_values()) and grade(drill, model).correct
    assert all(model.get(v, 0) <= n for v, n in policy.rack)
