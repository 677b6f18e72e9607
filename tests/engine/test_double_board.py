"""A double-board pot (a double-board bomb pot): two boards, each pot halved by board the way a
pot is divided between two runs (the odd chip to board 1), after the rake; no run-it-twice house
rule applies (the game deals both boards). Hand-worked."""

from __future__ import annotations

import json

import pytest

from dealer_trainer.commands import main
from dealer_trainer.engine import PotError
from dealer_trainer.engine.scenario import scenario_from_dict, scenario_to_dict, settlement_to_dict

# main pot 30 x 4 = 120 (all four), side pot 1 35 x 3 = 105 (Bram, Chris, Dora); rake 10% of 225
# capped at 5, from the main pot.
HAND = {
    "seats": ["Anna", "Bram", "Chris", "Dora"],
    "button": "Dora",
    "contributions": {"Anna": 30, "Bram": 65, "Chris": 65, "Dora": 65},
    "all_in": ["Anna"],
    "rake": {"percent": 10, "cap": 5},
    "double_board": True,
    "hole": {"Anna": "AsAd", "Bram": "KsKd", "Chris": "QcQh", "Dora": "7c2d"},
    "boards": ["Ah9c5d3s2h", "Kh8c4d6sJc"],
}


def test_each_pot_is_halved_by_board_after_the_rake():
    s = scenario_from_dict(HAND).settle()
    # board 1: Anna's aces (three of a kind) win the main pot, Bram's kings side pot 1;
    # board 2: Bram's three kings win both. Main pot 120 - 5 = 115: 58 to board 1, 57 to board 2.
    assert [(a.pot.name, a.run, dict(a.to)) for a in s.awards] == [
        ("Side pot 1", 1, {"Bram": 53}),
        ("Side pot 1", 2, {"Bram": 52}),
        ("Main pot", 1, {"Anna": 58}),
        ("Main pot", 2, {"Bram": 57}),
    ]
    assert s.rake == 5 and sum(s.payouts.values()) + s.rake == 225


def test_no_run_it_twice_rule_applies_to_a_double_board():
    # betting could go on (Bram, Chris and Dora have chips) and the room runs nothing twice
    s = scenario_from_dict(HAND | {"runs_allowed": 1, "runs_players": "heads-up"}).settle()
    assert s.payouts is not None and s.runs == 2


@pytest.mark.parametrize(
    ("fields", "field"),
    [
        ({"runs": 2}, "runs"),
        ({"double_board": "yes"}, "double_board"),
        ({"game": "omaha-hilo"}, "double_board"),
    ],
)
def test_bad_double_boards_are_one_line(fields, field):
    with pytest.raises(PotError) as caught:
        scenario_from_dict(HAND | fields)
    assert caught.value.field == field


def test_round_trip_and_json(tmp_path, capsys):
    assert scenario_to_dict(scenario_from_dict(HAND))["double_board"] is True
    assert "runs" not in scenario_to_dict(scenario_from_dict(HAND))
    path = tmp_path / "hand.json"
    path.write_text(json.dumps(HAND), encoding="utf-8")
    assert main(["pots", str(path), "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out == settlement_to_dict(scenario_from_dict(HAND).settle())
    assert out["payouts"] == {"Anna": 58, "Bram": 162, "Chris": 0, "Dora": 0}
