"""The room's money in the headless inputs: ``action --scenario``'s ``flop`` (no flop, no drop),
the rake percent, the runs' boards and the runs' rankings (formats §1, §3; issue 28 trial)."""

from __future__ import annotations

import json

from dealer_trainer.commands import main

WSOP_RAKE = {"percent": 10, "cap": 6, "no_flop_no_drop": True}


def action_scenario(tmp_path, capsys, hand):
    path = tmp_path / "hand.json"
    path.write_text(json.dumps(hand), encoding="utf-8")
    assert main(["action", str(path), "--scenario"]) == 0
    return json.loads(capsys.readouterr().out)


def pots_json(tmp_path, capsys, scenario):
    path = tmp_path / "pots.json"
    path.write_text(json.dumps(scenario), encoding="utf-8")
    assert main(["pots", str(path), "--json"]) == 0
    return json.loads(capsys.readouterr().out)


def three_handed(*actions):
    return {
        "structure": "no-limit",
        "seats": ["A", "B", "C"],
        "button": "C",
        "stacks": {"A": 500, "B": 500, "C": 500},
        "blinds": {"small": 5, "big": 10},
        "actions": list(actions),
    }


def test_a_hand_won_before_the_flop_is_a_scenario_without_a_flop_and_pays_no_rake(tmp_path, capsys):
    # C raises to 100, A calls, B re-raises to 300, C and A fold: B wins before any flop
    hand = three_handed(
        {"seat": "C", "do": "raise", "to": 100},
        {"seat": "A", "do": "call"},
        {"seat": "B", "do": "raise", "to": 300},
        {"seat": "C", "do": "fold"},
        {"seat": "A", "do": "fold"},
    )
    scenario = action_scenario(tmp_path, capsys, hand)
    assert scenario["flop"] is False
    result = pots_json(tmp_path, capsys, {**scenario, "rake": WSOP_RAKE})
    # 100 + 100 + 100 called in the pot, 200 of B's back; no flop, no drop: B wins all 300
    assert result["rake"] == 0 and result["payouts"] == {"A": 0, "B": 300, "C": 0}


def test_a_hand_that_saw_a_flop_is_a_scenario_with_a_flop_and_is_raked(tmp_path, capsys):
    hand = three_handed(
        {"seat": "C", "do": "call"},
        {"seat": "A", "do": "call"},
        {"seat": "B", "do": "check"},
        {"street": "flop"},
        {"seat": "A", "do": "bet", "to": 30},
        {"seat": "B", "do": "fold"},
        {"seat": "C", "do": "fold"},
    )
    scenario = action_scenario(tmp_path, capsys, hand)
    assert scenario["flop"] is True
    result = pots_json(tmp_path, capsys, {**scenario, "rake": WSOP_RAKE})
    assert result["rake"] == 3  # 10% of the 30 in the pot (A's 30 bet went back uncalled)


def test_all_in_before_the_flop_and_called_deals_a_flop(tmp_path, capsys):
    hand = three_handed(
        {"seat": "C", "do": "raise", "to": 500},
        {"seat": "A", "do": "fold"},
        {"seat": "B", "do": "call"},
    )
    assert action_scenario(tmp_path, capsys, hand)["flop"] is True


def test_two_runs_on_the_same_board_are_refused_in_one_line(tmp_path, capsys):
    board = ["2c", "7d", "9h", "3s", "4c"]
    scenario = {
        "seats": ["A", "B"],
        "button": "B",
        "contributions": {"A": 100, "B": 100},
        "hole": {"A": ["As", "Ah"], "B": ["Kd", "Kc"]},
        "runs": 2,
        "boards": [board, board],
    }
    path = tmp_path / "pots.json"
    path.write_text(json.dumps(scenario), encoding="utf-8")
    assert main(["pots", str(path)]) == 2
    out, err = capsys.readouterr()
    assert out == "" and err.count("\n") == 1
    assert "boards: " in err and "each run deals at least one new card" in err
    # a second run with only its river new is a run
    scenario["boards"] = [board, [*board[:4], "Qd"]]
    path.write_text(json.dumps(scenario), encoding="utf-8")
    assert main(["pots", str(path)]) == 0
