"""``dealer-trainer pots`` with the room's money and runs: the Rake and Jackpot drop rows, the
JSON fields, and bad input in one line (English and Dutch)."""

from __future__ import annotations

import json
import re

import pytest

from dealer_trainer import i18n
from dealer_trainer.commands import main

HAND = {
    "seats": ["Anna", "Bram", "Chris"],
    "button": "Chris",
    "contributions": {"Anna": 40, "Bram": 100, "Chris": 250},
    "rake": {"percent": 10, "cap": 6},
    "jackpot": {"drop": 1, "min_pot": 20},
    "runs": 2,
    "board_rankings": [[["Anna"], ["Bram"], ["Chris"]], [["Chris"], ["Bram"], ["Anna"]]],
}


@pytest.fixture(autouse=True)
def english_after(monkeypatch):
    monkeypatch.delenv(i18n.ENV_VARIABLE, raising=False)
    yield
    i18n.set_language("en")


def run(tmp_path, capsys, data, *flags):
    path = tmp_path / "hand.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    status = main(
        [*flags[:2], "pots", str(path), *flags[2:]]
        if flags[:1] == ("--lang",)
        else ["pots", str(path), *flags]
    )
    out, err = capsys.readouterr()
    return status, out, err


def test_the_layer_table_gains_the_rake_and_the_jackpot_drop_and_the_awards_name_the_runs(tmp_path, capsys):
    status, out, err = run(tmp_path, capsys, HAND)
    assert status == 0 and err == ""
    lines = out.splitlines()
    assert "Rake          10% × 240, cap 6  6       taken from Main pot" in lines
    assert "Jackpot drop  240 ≥ 20          1       taken from Main pot" in lines
    assert "Chips in: 390; in pots: 240; returned: 150; rake: 6; jackpot drop: 1" in lines
    assert "  Main pot, run 1 57 -> Anna 57" in lines
    assert "  Main pot, run 2 56 -> Chris 56" in lines
    assert "Won from the pots: Anna 57, Bram 60, Chris 116 (Chris also gets 150 back)" in lines


def test_json_has_the_rake_and_jackpot_per_pot_and_in_total_and_the_run_of_each_award(tmp_path, capsys):
    status, out, _ = run(tmp_path, capsys, HAND, "--json")
    result = json.loads(out)
    assert [(p["name"], p["amount"], p["rake"], p["jackpot"]) for p in result["pots"]] == [
        ("Main pot", 120, 6, 1),
        ("Side pot 1", 120, 0, 0),
    ]
    assert (result["rake"], result["jackpot"]) == (6, 1)
    assert [(a["pot"], a["run"], a["to"]) for a in result["awards"]] == [
        ("Side pot 1", 1, {"Bram": 60}),
        ("Side pot 1", 2, {"Chris": 60}),
        ("Main pot", 1, {"Anna": 57}),
        ("Main pot", 2, {"Chris": 56}),
    ]
    assert result["payouts"] == {"Anna": 57, "Bram": 60, "Chris": 116}


def test_no_flop_no_drop_in_the_table(tmp_path, capsys):
    data = {k: v for k, v in HAND.items() if k not in ("runs", "board_rankings")} | {"flop": False}
    data["ranking"] = [["Anna"], ["Bram"], ["Chris"]]
    _, out, _ = run(tmp_path, capsys, data)
    assert "Rake          no flop, no drop  0" in out
    assert "Jackpot drop  no flop           0" in out
    assert "Won from the pots: Anna 120, Bram 120, Chris 0" in out


def test_without_the_new_fields_nothing_changes(tmp_path, capsys):
    plain = {k: v for k, v in HAND.items() if k in ("seats", "button", "contributions")}
    plain["ranking"] = [["Anna"], ["Bram"], ["Chris"]]
    _, out, _ = run(tmp_path, capsys, plain)
    assert "Rake" not in out and "Jackpot" not in out and ", run" not in out
    _, out, _ = run(tmp_path, capsys, plain, "--json")
    result = json.loads(out)
    assert "rake" not in result and "rake" not in result["pots"][0] and "run" not in result["awards"][0]


@pytest.mark.parametrize(
    ("fields", "english", "dutch"),
    [
        (
            {"rake": {"percent": -5}},
            "rake.percent: wrong type or value (value: -5, reason: 'the percent cannot be below 0')",
            "onder 0",
        ),
        (
            {"rake": {"percent": 5, "cap": -1}},
            "rake.cap: -1 is negative; chips cannot be below 0",
            "rake.cap",
        ),
        (
            {"rake": {"steps": [[20, 1], [10, 2]]}},
            "rake.steps: wrong type or value (value: [10, 2], "
            'reason: "the steps\' totals must increase, their takes too")',
            "oplopen",
        ),
        (
            {"rake": {"percent": "10", "cap": 6}},
            "rake.percent: wrong type or value (value: '10', reason: 'the percent must be a number')",
            "rake.percent",
        ),
        ({"runs": 4}, "runs: wrong type or value (value: 4, reason: 'runs must be 2 or 3')", "2 of 3"),
        (
            {"board_rankings": [[["Anna"], ["Bram"], ["Chris"]], [["Anna"], ["Bram"]]]},
            "board_rankings[1]: 'Chris' must show down for the Side pot 1 but is not in the ranking",
            "board_rankings[1]: 'Chris'",
        ),
        (
            {"board_rankings": [[["Anna"], ["Bram"], ["Chris"]], [["Anna"], ["Anna"]]]},
            "board_rankings[1]['Anna']: the ranking must be a list of lists of seats, each seat once",
            "board_rankings[1]['Anna']",
        ),
        (
            {"board_rankings": [[["Anna"], ["Bram"], ["Chris"]]]},
            "board_rankings: wrong type or value (value: 1, reason: 'give one entry per run', expected: 2)",
            "per run",
        ),
        (
            {"boards": ["2c7h9dJc3s", "2c7h9dKh4s"]},
            "boards: wrong type or value (reason: 'give boards or board_rankings, not both')",
            "niet allebei",
        ),
        (
            {"game": "omaha-hilo"},
            "board_rankings: wrong type or value (value: [['Anna'], ['Bram'], ['Chris']], "
            "reason: 'give high and low rankings')",
            "een rangorde voor high en een voor low",
        ),
    ],
)
def test_bad_input_is_one_line_in_english_and_in_dutch(tmp_path, capsys, fields, english, dutch):
    status, out, err = run(tmp_path, capsys, HAND | fields)
    assert status == 2 and out == "" and err.count("\n") == 1
    assert english in err
    status, out, err = run(tmp_path, capsys, HAND | fields, "--lang", "nl")
    assert status == 2 and err.count("\n") == 1 and dutch in err
    assert "wrong type" not in err


def test_the_table_in_dutch(tmp_path, capsys):
    _, out, _ = run(tmp_path, capsys, HAND, "--lang", "nl")
    lines = out.splitlines()
    assert any(line.startswith("Rake ") and "genomen uit Hoofdpot" in line for line in lines)
    assert any(line.startswith("Jackpotafdracht ") for line in lines)
    assert "  Hoofdpot, run 1 57 -> Anna 57" in lines


def test_the_readme_example_with_a_rake_and_runs_prints_what_the_readme_shows(tmp_path, capsys):
    from pathlib import Path

    text = (Path(__file__).resolve().parents[2] / "README.md").read_text(encoding="utf-8")
    blocks = re.findall(r"```\n(.+?)\n```", text, re.DOTALL)
    (index,) = [i for i, block in enumerate(blocks) if '"runs": 2' in block and block.startswith("{")]
    _, out, _ = run(tmp_path, capsys, json.loads(blocks[index]))
    assert out.rstrip("\n") == blocks[index + 1]
