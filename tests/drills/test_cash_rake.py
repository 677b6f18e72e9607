"""Level 5, the cash game with the rake: most pots raked, side pots, hands without a flop (no
flop, no drop), chips in = chips out with the drop; drill files round trip the room's money and
refuse a bad rake in one line; codes register the level with their check character; weak spots
deal raked drills for the rake codes."""

from __future__ import annotations

import json
import random

import pytest

from dealer_trainer.commands import main
from dealer_trainer.drills.checking import check_build, solution_piles, solution_steps
from dealer_trainer.drills.codes import decode_version, encode, read_code
from dealer_trainer.drills.errors import DrillError, describe
from dealer_trainer.drills.files import drill_from_dict, drill_to_dict
from dealer_trainer.drills.generator import drill_for_seed, drill_from_code, drill_with_actions
from dealer_trainer.drills.piles import JACKPOT, RAKE
from dealer_trainer.drills.weak_spots import weak_spot_drills
from dealer_trainer.engine.scenario import scenario_from_dict

SEEDS = range(120)


@pytest.fixture(scope="module")
def drills():
    return [drill_for_seed(5, seed) for seed in SEEDS]


def test_most_pots_of_the_cash_level_are_raked(drills):
    raked = [d for d in drills if d.settlement().rake > 0]
    assert len(raked) >= 0.6 * len(drills)
    assert all(d.rake is not None and d.stakes.kind == "cash" for d in drills)
    no_flop = [d for d in drills if not d.flop]
    assert 0.1 * len(drills) <= len(no_flop) <= 0.35 * len(drills)
    assert all(d.settlement().rake == 0 and d.settlement().jackpot == 0 and not d.board for d in no_flop)
    assert sum(len(d.settlement().pots) > 1 for d in raked) >= 0.5 * len(raked)  # side pots
    assert any(d.settlement().jackpot for d in drills)
    schedules = {"percent" if d.rake.percent is not None else "steps" for d in drills}
    assert schedules == {"percent", "steps"}


def test_chips_in_are_chips_out_with_the_drop(drills):
    for d in drills:
        s = d.settlement()
        committed = sum(seat.committed for seat in d.seats) + d.dead
        returned = s.returned.amount if s.returned else 0
        assert sum(p.amount for p in s.pots) + returned == committed
        assert sum(s.payouts.values()) + s.rake + s.jackpot + returned == committed
        piles = solution_piles(d)
        assert sum(sum(m.values()) for m in piles.values()) == committed
        assert sum(piles.get(RAKE, {}).values()) == s.rake
        assert sum(piles.get(JACKPOT, {}).values()) == s.jackpot
        assert check_build(d, piles).correct


def test_the_solution_drops_the_rake_after_the_pot_it_comes_from():
    d = next(d for d in map(lambda s: drill_for_seed(5, s), SEEDS) if d.settlement().rake)
    piles = [step.pile for step in solution_steps(d)]
    assert piles.index(RAKE) == piles.index("pot:0") + 1
    step = solution_steps(d)[piles.index(RAKE)]
    assert "the Main pot" in step.explanation and "drop slot" in step.explanation


def test_a_level_5_drill_is_the_scenario_pots_settles():
    d = drill_for_seed(5, 3)
    scenario = scenario_from_dict(json.loads(json.dumps(d.scenario_dict())))
    assert scenario.settle().rake == d.settlement().rake > 0
    assert d.scenario_dict()["rake"] == d.money_dict()["rake"]


def test_levels_1_to_4_are_dealt_as_before():
    # codes handed out before level 5 existed still deal the same drills (the golden file checks
    # the output; this checks the drills carry no drop)
    for level in (1, 2, 3, 4):
        d = drill_for_seed(level, 7)
        assert not d.has_drop and "rake" not in d.scenario_dict() and "flop" not in drill_to_dict(d)


def test_a_level_5_code_has_its_check_character_and_deals_the_same_drill():
    code = encode(5, 12345)
    assert read_code(code).checked and decode_version(code) == (5, 12345, 3)  # runs boards
    assert drill_from_code(code).code == code
    assert drill_to_dict(drill_from_code(code)) == drill_to_dict(drill_for_seed(5, 12345))
    typo = code[:3] + ("3" if code[3] != "3" else "4") + code[4:]
    with pytest.raises(DrillError):
        drill_from_code(typo)
    drill, actions = drill_with_actions(5, 12345)
    assert drill_to_dict(drill) == drill_to_dict(drill_for_seed(5, 12345)) and actions


def test_drill_files_round_trip_the_room(drills):
    for d in drills[:40]:
        data = json.loads(json.dumps(drill_to_dict(d)))
        assert data["flop"] == d.flop and "rake" in data
        again = drill_from_dict(data)
        assert (again.rake, again.jackpot, again.flop) == (d.rake, d.jackpot, d.flop)
        assert drill_to_dict(again) == data


@pytest.mark.parametrize(
    ("key", "value", "line"),
    [
        ("rake", {"percent": -1}, "drill.rake.percent: -1 is not allowed (the percent cannot be below 0)"),
        ("rake", "x", "drill.rake: 'x' is not allowed (must be a JSON object)"),
        ("rake", {"percent": 5, "steps": [[10, 1]]}, "give a percent or steps, one of the two"),
        ("jackpot", {"min_pot": 3}, "drill.jackpot.drop"),
        ("flop", "yes", "drill.flop: 'yes' is not true or false"),
    ],
)
def test_a_bad_room_in_a_drill_file_is_one_line(key, value, line):
    data = drill_to_dict(drill_for_seed(5, 3))
    data.pop("scenario")
    data[key] = value
    with pytest.raises(DrillError) as caught:
        drill_from_dict(data)
    text = describe(caught.value)
    assert line in text and "\n" not in text


def test_drill_level_5_prints_the_rake(capsys):
    assert main(["drill", "--level", "5", "--seed", "3", "--scenario"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["rake"] and data["flop"] is True


def test_weak_spots_deal_raked_drills_for_the_rake_codes():
    rng = random.Random(5)
    dealt = weak_spot_drills({"rake_wrong": 3, "rake_no_flop": 2, "jackpot_wrong": 2}, 10, rng, 6)
    by_code = {w.code: w.drill for w in dealt}
    assert by_code["rake_wrong"].settlement().rake > 0 and by_code["rake_wrong"].level == 5
    assert by_code["rake_no_flop"].rake is not None and not by_code["rake_no_flop"].flop
    assert by_code["jackpot_wrong"].settlement().jackpot > 0


def test_drill_answer_names_the_room_and_the_drop(capsys):
    raked = next(d for d in map(lambda s: drill_for_seed(5, s), SEEDS) if d.settlement().jackpot)
    assert main(["drill", "--code", raked.code, "--answer"]) == 0
    text = capsys.readouterr().out
    f = raked.stakes.format
    assert "Rake: " in text and "Jackpot drop: " in text
    assert f"  Rake {f(raked.settlement().rake)}: " in text
    assert f"  Jackpot drop {f(raked.settlement().jackpot)}: a flop was dealt" in text
    no_flop = next(d for d in map(lambda s: drill_for_seed(5, s), SEEDS) if not d.flop)
    assert main(["drill", "--code", no_flop.code, "--answer"]) == 0
    text = capsys.readouterr().out
    assert "No flop was dealt: no flop, no drop." in text and "  Rake $0: no flop was dealt" in text
    assert main(["drill", "--level", "2", "--seed", "4", "--answer"]) == 0
    assert "Rake" not in capsys.readouterr().out  # a drill without a drop: as before


def test_a_raked_pots_arithmetic_ends_on_what_stays_after_the_drop():
    # the panel said "✔ Main pot — $196 · Main pot = $66 × 3 + $3 from Chris (folded) = $201"
    drill = drill_from_code("L5-222229-28")
    main_pot = next(v for v in check_build(drill, solution_piles(drill)).verdicts if v.name == "Main pot")
    assert main_pot.actual == main_pot.expected == 196
    assert main_pot.explanation.endswith("= $201, for Ugo, Gus and Luis; $5 dropped from it: $196 stays")
