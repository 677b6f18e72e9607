"""The rake and the jackpot drop (docs/rules.md#rake, docs/rules.md#jackpot-drop): hand-worked
values through the ``pots`` input, so each figure below is what a dealer takes from the pots."""

from __future__ import annotations

from fractions import Fraction

import pytest

from dealer_trainer.engine import PotError
from dealer_trainer.engine.rake import JackpotDrop, PotDrop, RakeSchedule, rake_from_dict, take_from_pots
from dealer_trainer.engine.scenario import scenario_from_dict, scenario_to_dict, settlement_to_dict

# Anna all-in for 40, Bram all-in for 100, Chris bet 250 (150 goes back): main pot 120 (all
# three), side pot 1 120 (Bram, Chris); T = 240.
HAND = {
    "seats": ["Anna", "Bram", "Chris"],
    "button": "Chris",
    "contributions": {"Anna": 40, "Bram": 100, "Chris": 250},
    "ranking": [["Anna"], ["Bram"], ["Chris"]],
}


def settle(**fields):
    return scenario_from_dict(HAND | fields).settle()


def drops(settlement):
    return [(d.rake, d.jackpot) for d in settlement.drops]


def chips_out(s):
    return sum(s.payouts.values()) + s.rake + s.jackpot + (s.returned.amount if s.returned else 0)


def test_percent_with_a_cap_comes_from_the_main_pot():
    s = settle(rake={"percent": 10, "cap": 6})  # 10% of 240 = 24, capped at 6
    assert (s.rake, s.jackpot, drops(s)) == (6, 0, [(6, 0), (0, 0)])
    assert dict(s.payouts) == {"Anna": 114, "Bram": 120, "Chris": 0}
    assert chips_out(s) == 390


def test_returned_chips_are_not_raked():
    s = settle(rake={"percent": 10})  # T is 240, not 390: the 150 back to Chris is in no pot
    assert s.rake == 24 and s.returned.amount == 150
    assert dict(s.payouts) == {"Anna": 96, "Bram": 120, "Chris": 0}


def test_a_percent_with_decimals_is_exact_and_rounded_down():
    assert settle(rake={"percent": 5.5}).rake == 13  # 5.5% of 240 = 13.2
    assert settle(rake={"percent": 2.5}).rake == 6  # 2.5% of 240 = 6 exactly, not 5.999...
    assert rake_from_dict({"percent": 0.1}).percent == Fraction(1, 10)  # as written, not the float's


def test_a_posted_schedule_takes_the_last_step_reached_and_the_cap():
    steps = [[20, 1], [50, 2], [100, 3]]
    assert settle(rake={"steps": steps}).rake == 3
    assert settle(rake={"steps": steps, "cap": 2}).rake == 2
    schedule = RakeSchedule(steps=((20, 1), (50, 2), (100, 3)))
    assert [schedule.amount(t, True) for t in (0, 19, 20, 49, 50, 99, 100, 10**6)] == [0, 0, 1, 1, 2, 2, 3, 3]


def test_the_rake_is_rounded_down_to_a_multiple_of_the_unit():
    hand = {
        "seats": ["A", "B"],
        "button": "B",
        "contributions": {"A": 65, "B": 65},
        "unit": 5,
        "ranking": [["A"], ["B"]],
    }
    s = scenario_from_dict(hand | {"rake": {"percent": 5}}).settle()  # 5% of 130 = 6.5 -> 6 -> 5
    assert s.rake == 5 and dict(s.payouts) == {"A": 125, "B": 0}
    s = scenario_from_dict(hand | {"rake": {"percent": 10, "cap": 9}}).settle()  # 13 -> cap 9 -> 5
    assert s.rake == 5


def test_no_flop_no_drop():
    assert settle(flop=False, rake={"percent": 10, "cap": 6}).rake == 0
    assert settle(flop=False, rake={"percent": 10, "cap": 6, "no_flop_no_drop": False}).rake == 6
    assert settle(flop=True, rake={"percent": 10, "cap": 6, "no_flop_no_drop": True}).rake == 6


def test_a_rake_larger_than_the_main_pot_carries_into_side_pot_1():
    # Anna all-in for 1, Bram and Chris 40 each: main pot 3, side pot 1 78, T = 81;
    # 10% = 8, capped at 6: all 3 of the main pot and 3 of side pot 1.
    s = scenario_from_dict(
        HAND | {"contributions": {"Anna": 1, "Bram": 40, "Chris": 40}, "rake": {"percent": 10, "cap": 6}}
    ).settle()
    assert [p.amount for p in s.pots] == [3, 78]
    assert drops(s) == [(3, 0), (3, 0)]
    assert dict(s.payouts) == {"Anna": 0, "Bram": 75, "Chris": 0}  # the main pot is all rake
    assert [a.pot.name for a in s.awards] == ["Side pot 1"]


def test_the_jackpot_drop_needs_the_minimum_pot_and_a_flop():
    s = settle(rake={"percent": 10, "cap": 6}, jackpot={"drop": 1, "min_pot": 20})
    assert (s.rake, s.jackpot, drops(s)) == (6, 1, [(6, 1), (0, 0)])
    assert dict(s.payouts) == {"Anna": 113, "Bram": 120, "Chris": 0}
    assert settle(jackpot={"drop": 1, "min_pot": 240}).jackpot == 1  # T before the rake counts
    assert settle(jackpot={"drop": 1, "min_pot": 241}).jackpot == 0
    assert settle(flop=False, jackpot={"drop": 1, "min_pot": 20}).jackpot == 0
    s = settle(flop=False, rake={"percent": 10, "no_flop_no_drop": False}, jackpot={"drop": 2})
    assert (s.rake, s.jackpot) == (24, 0)


def test_the_jackpot_drop_follows_the_rake_into_the_next_pot_and_never_takes_more_than_is_left():
    assert take_from_pots([3, 78], 6, 2) == (PotDrop(3, 0), PotDrop(3, 2))
    assert take_from_pots([3, 4], 6, 5) == (PotDrop(3, 0), PotDrop(3, 1))
    assert JackpotDrop(5).amount(7, True, rake=6) == 1


def test_the_output_carries_the_rake_and_the_jackpot_per_pot_and_in_total():
    s = settle(rake={"percent": 10, "cap": 6}, jackpot={"drop": 1, "min_pot": 20})
    out = settlement_to_dict(s)
    assert [(p["amount"], p["rake"], p["jackpot"]) for p in out["pots"]] == [(120, 6, 1), (120, 0, 0)]
    assert (out["rake"], out["jackpot"], out["payouts"]) == (6, 1, {"Anna": 113, "Bram": 120, "Chris": 0})
    assert all("run" not in a for a in out["awards"])
    plain = settlement_to_dict(scenario_from_dict(HAND).settle())
    assert "rake" not in plain and "rake" not in plain["pots"][0]


def test_the_scenario_writes_back_what_it_read():
    data = HAND | {
        "flop": False,
        "rake": {"steps": [[20, 1], [50, 2]], "cap": 2, "no_flop_no_drop": False},
        "jackpot": {"drop": 1, "min_pot": 20},
        "rake_from": "main-first",
    }
    written = scenario_to_dict(scenario_from_dict(data))
    assert {k: written[k] for k in ("flop", "rake", "jackpot", "rake_from")} == {
        k: data[k] for k in ("flop", "rake", "jackpot", "rake_from")
    }
    assert scenario_from_dict(written).settle() == scenario_from_dict(data).settle()


@pytest.mark.parametrize(
    ("fields", "field", "words"),
    [
        ({"rake": {"percent": -5}}, "rake.percent", "below 0"),
        ({"rake": {"percent": 101}}, "rake.percent", "above 100"),
        ({"rake": {"percent": "ten"}}, "rake.percent", "a number"),
        ({"rake": {"percent": True}}, "rake.percent", "a number"),
        ({"rake": {"percent": 10, "cap": -1}}, "rake.cap", ""),
        ({"rake": {"percent": 10, "cap": 2.5}}, "rake.cap", ""),
        ({"rake": {"steps": [[20, 1], [10, 2]]}}, "rake.steps", "increase"),
        ({"rake": {"steps": [[20, 2], [30, 1]]}}, "rake.steps", "increase"),
        ({"rake": {"steps": [[2, 3]]}}, "rake.steps", "more than its total"),
        ({"rake": {"steps": [[20]]}}, "rake.steps", "pairs"),
        ({"rake": {"steps": []}}, "rake.steps", "pairs"),
        ({"rake": {"percent": 5, "steps": [[20, 1]]}}, "rake", "one of the two"),
        ({"rake": {"cap": 5}}, "rake", "one of the two"),
        ({"rake": {"percent": 5, "max": 3}}, "rake.max", ""),
        ({"rake": {"percent": 5, "no_flop_no_drop": "yes"}}, "rake.no_flop_no_drop", "true or false"),
        ({"rake": 10}, "rake", "JSON object"),
        ({"jackpot": {"min_pot": 20}}, "jackpot.drop", ""),
        ({"jackpot": {"drop": -1}}, "jackpot.drop", ""),
        ({"jackpot": {"drop": 1, "min_pot": "20"}}, "jackpot.min_pot", ""),
        ({"flop": "no"}, "flop", "true or false"),
        ({"rake_from": "proportional"}, "rake_from", ""),
    ],
)
def test_bad_money_input_names_the_field_and_the_problem(fields, field, words):
    with pytest.raises(PotError) as exc:
        settle(**fields)
    assert exc.value.field == field
    assert words in str(exc.value.values.get("reason", ""))
