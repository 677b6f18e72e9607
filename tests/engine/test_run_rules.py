"""The run-it-twice house rules (docs/rules.md#running-it-twice): heads-up only or multiway, at
most two or three runs, cash games only, and the rule every room keeps (no more betting can take
place); a ``pots`` input against them is refused in one line naming the rule. Hand-worked."""

from __future__ import annotations

import json

import pytest

from dealer_trainer.commands import main
from dealer_trainer.engine import PotError
from dealer_trainer.engine.house_rules import BY_KEY, run_rules
from dealer_trainer.engine.room_profiles import load_profile, shipped_profiles
from dealer_trainer.engine.runs import RunPlayers, RunRules
from dealer_trainer.engine.scenario import scenario_from_dict, scenario_to_dict
from dealer_trainer.wording.explain import error_message

# main pot 120 (Anna, Bram, Chris), side pot 1 120 (Bram, Chris); Chris gets 150 back.
THREE = {
    "seats": ["Anna", "Bram", "Chris"],
    "button": "Chris",
    "contributions": {"Anna": 40, "Bram": 100, "Chris": 250},
    "all_in": ["Anna", "Bram"],
    "runs": 2,
    "board_rankings": [[["Anna"], ["Bram"], ["Chris"]], [["Chris"], ["Bram"], ["Anna"]]],
}
# heads-up: 100 each, one pot of 200.
TWO = {
    "seats": ["Anna", "Bram"],
    "button": "Bram",
    "contributions": {"Anna": 100, "Bram": 100},
    "all_in": ["Anna"],
    "runs": 2,
    "board_rankings": [[["Anna"], ["Bram"]], [["Bram"], ["Anna"]]],
}


def refusal(data) -> str:
    with pytest.raises(PotError) as caught:
        scenario_from_dict(data)
    assert caught.value.field == "runs"
    return error_message(caught.value)


def test_heads_up_only_refuses_three_players_and_runs_two():
    assert "only heads-up (runs_players)" in refusal(THREE | {"runs_players": "heads-up"})
    s = scenario_from_dict(TWO | {"runs_players": "heads-up"}).settle()
    assert dict(s.payouts) == {"Anna": 100, "Bram": 100}  # 200 into 100 + 100, one run each


def test_multiway_runs_the_side_pot_too():
    s = scenario_from_dict(THREE | {"runs_players": "multiway"}).settle()
    # main pot 120: 60 + 60 (Anna run 1, Chris run 2); side pot 1 120: 60 + 60 (Bram, Chris)
    assert dict(s.payouts) == {"Anna": 60, "Bram": 60, "Chris": 120}


def test_a_tournament_hand_is_run_once_unless_the_room_runs_it_in_tournaments():
    assert "only in cash games (runs_in_tournaments)" in refusal(TWO | {"kind": "tournament"})
    s = scenario_from_dict(TWO | {"kind": "tournament", "runs_in_tournaments": True}).settle()
    assert [(a.run, dict(a.to)) for a in s.awards] == [(1, {"Anna": 100}), (2, {"Bram": 100})]
    assert scenario_from_dict(TWO | {"kind": "cash"}).settle().payouts is not None


def test_more_runs_than_allowed_names_runs_allowed():
    data = TWO | {"runs": 3, "board_rankings": TWO["board_rankings"] * 2}
    assert "fewer runs (runs_allowed)" in refusal(data | {"runs_allowed": 2})
    assert "fewer runs (runs_allowed)" in refusal(TWO | {"runs_allowed": 1})


def test_betting_still_to_come_refuses_runs():
    # Anna all-in for 40; Bram and Chris both have chips behind: they may still bet.
    assert "more betting can take place" in refusal(THREE | {"all_in": ["Anna"]})
    # without all_in the all-in seats are inferred and the rule is not checked
    assert scenario_from_dict({k: v for k, v in THREE.items() if k != "all_in"}).runs == 2


@pytest.mark.parametrize(
    ("fields", "field"),
    [
        ({"runs_players": "three-way"}, "runs_players"),
        ({"runs_in_tournaments": "no"}, "runs_in_tournaments"),
        ({"kind": "sit-and-go"}, "kind"),
    ],
)
def test_bad_values_are_refused_in_one_line(fields, field):
    with pytest.raises(PotError) as caught:
        scenario_from_dict(TWO | fields)
    assert caught.value.field == field


def test_the_rules_survive_a_round_trip():
    data = TWO | {"runs_players": "heads-up", "runs_in_tournaments": True, "kind": "tournament"}
    out = scenario_to_dict(scenario_from_dict(data))
    assert (out["runs_players"], out["runs_in_tournaments"], out["kind"]) == ("heads-up", True, "tournament")
    assert "runs_players" not in scenario_to_dict(scenario_from_dict(TWO))
    plain = {k: v for k, v in TWO.items() if k not in ("runs", "board_rankings")} | {"kind": "tournament"}
    assert scenario_to_dict(scenario_from_dict(plain))["kind"] == "tournament"  # kept without runs too
    with pytest.raises(PotError):
        scenario_from_dict(plain | {"kind": "sit-and-go"})


def test_declared_once_with_defaults_and_sources():
    assert run_rules({}) == RunRules(3, RunPlayers.MULTIWAY, False)
    for key in ("runs_players", "runs_in_tournaments"):
        rule = BY_KEY[key]
        assert rule.anchor == "running-it-twice" and all(c.source for c in rule.choices)


def test_shipped_profiles_declare_them_with_sources():
    rooms = {p.name: load_profile(p) for p in shipped_profiles()}
    for room in rooms.values():
        assert {"runs_allowed", "runs_in_tournaments"} <= set(room.rules) <= set(room.sources)
    casino = run_rules(rooms["casino-cash-rake.json"].rules)
    assert casino == RunRules(2, RunPlayers.HEADS_UP, False)
    assert run_rules(rooms["home-game.json"].rules).tournaments is True


def test_pots_with_a_profile_refuses_in_one_line(tmp_path, capsys):
    path = tmp_path / "hand.json"
    path.write_text(json.dumps(THREE), encoding="utf-8")
    profile = next(str(p) for p in shipped_profiles() if p.name == "casino-cash-rake.json")
    assert main(["pots", str(path), "--profile", profile]) == 2
    err = capsys.readouterr().err.strip()
    assert len(err.splitlines()) == 1
    assert "runs" in err and "runs_players" in err
