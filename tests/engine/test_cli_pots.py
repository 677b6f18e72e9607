"""The ``dealer-trainer pots`` command: table, JSON, and one-line errors with exit status 2."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from dealer_trainer.commands import main

SCENARIO = {
    "seats": ["Anna", "Bram", "Chris"],
    "button": "Chris",
    "contributions": {"Anna": 40, "Bram": 100, "Chris": 250},
    "folded": [],
    "all_in": ["Anna", "Bram", "Chris"],
    "dead": 0,
    "unit": 1,
    "ranking": [["Anna"], ["Bram"], ["Chris"]],
}


def run(tmp_path, data, *flags, capsys):
    path = tmp_path / "hand.json"
    path.write_text(data if isinstance(data, str) else json.dumps(data), encoding="utf-8")
    status = main(["pots", str(path), *flags])
    out, err = capsys.readouterr()
    return status, out, err


def test_json_output_matches_the_issue_example(tmp_path, capsys):
    status, out, err = run(tmp_path, SCENARIO, "--json", capsys=capsys)
    assert status == 0 and err == ""
    result = json.loads(out)
    assert [(p["name"], p["amount"], p["eligible"], p["shares"]) for p in result["pots"]] == [
        ("Main pot", 120, ["Anna", "Bram", "Chris"], {"Anna": 40, "Bram": 40, "Chris": 40}),
        ("Side pot 1", 120, ["Bram", "Chris"], {"Bram": 60, "Chris": 60}),
    ]
    assert result["returned"] == {"Chris": 150}
    assert [(a["pot"], a["to"]) for a in result["awards"]] == [
        ("Side pot 1", {"Bram": 120}),
        ("Main pot", {"Anna": 120}),
    ]
    assert result["payouts"] == {"Anna": 120, "Bram": 120, "Chris": 0}


def test_table_output_is_the_seeds_layer_table(tmp_path, capsys):
    status, out, _ = run(tmp_path, SCENARIO, capsys=capsys)
    assert status == 0
    lines = out.splitlines()
    assert lines[0].split() == ["Layer", "Sum", "Amount", "Who", "can", "win", "it"]
    assert "Main pot    40 × 3          120     Anna, Bram and Chris" in lines
    assert "Side pot 1  (100 − 40) × 2  120     Bram and Chris" in lines
    assert "Returned    250 − 100       150     Chris (uncalled bet)" in lines
    assert "  Side pot 1 120 -> Bram 120" in lines


def test_without_showdown_there_are_no_payouts_unless_every_pot_has_one_player(tmp_path, capsys):
    data = dict(SCENARIO)
    del data["ranking"]
    _, out, _ = run(tmp_path, data, "--json", capsys=capsys)
    assert "payouts" not in json.loads(out)
    heads_up = {"seats": ["A", "B", "C"], "contributions": {"A": 2, "B": 10, "C": 1}, "folded": ["A", "C"]}
    _, out, _ = run(tmp_path, heads_up, "--json", capsys=capsys)
    result = json.loads(out)
    assert result["returned"] == {"B": 8}
    assert result["payouts"] == {"A": 0, "B": 5, "C": 0}


@pytest.mark.parametrize(
    ("data", "message"),
    [
        ("{not json", "not valid JSON: Expecting property name enclosed in double quotes (line 1, column 2)"),
        ({"seats": ["A", "B"], "contributions": {"A": -3}}, "contributions['A']: -3 is negative"),
        ({"seats": ["A", "B"], "contributions": {"C": 3}}, "contributions: 'C' is not one of the seats"),
        ({"seats": ["A", "B"], "contributions": {"A": 1.5}}, "contributions['A']: 1.5 is not a whole number"),
        (
            {"seats": ["A", "B", "C"], "contributions": {"A": 4, "B": 9, "C": 9}, "all_in": []},
            "all_in: 'A' is still in the hand and not all-in with 4 in, but the bet is 9",
        ),
        ({"seats": ["A", "B"], "button": "Z"}, "button: the button 'Z' is not one of the seats"),
        ('{"seats": ' + "[" * 5000 + "]" * 5000 + "}", "not valid input: nested too deeply"),
        (
            '{"seats": ["A", "B"], "contributions": {"A": 1' + "0" * 4400 + "}}",
            "a number has over 4,300 digits",
        ),
        (
            {"seats": ["A", "B"], "contributions": {"A": 10**20, "B": 10**20}},
            "contributions['A']: a 21-digit amount is larger than any pot can be",
        ),
        ('{"seats": ["A", "B"], "contributions": {"A": 10, "B": 10, "A": 100}}', "key 'A' appears twice"),
        (
            {"seats": ["A", "B"], "contributions": {"A": 1, "B": 1}, "ranking": [[["A"]], ["B"]]},
            "ranking: the ranking must be a list of lists",
        ),
        (
            {"seats": [f"P{i}" for i in range(3000)]},
            "seats: 3000 seats is more than any table has (at most 23)",
        ),
        ({"seats": ["A"]}, "seats: a hand needs at least two seats, not 1"),
        ({"seats": ["A", "B"]}, "contributions: nobody put a chip in and there is no dead money"),
        (
            {
                "seats": ["A", "B", "C"],
                "contributions": {"A": 5, "B": 5, "C": 1},
                "folded": ["C"],
                "hole": {"A": "AsAd", "B": "KsKd", "C": "KsQd"},
                "board": "2c3c4h5h9d",
            },
            "hole['C']: a card appears twice",
        ),
        (
            {
                "seats": ["A", "B", "C"],
                "contributions": {"A": 5, "B": 5, "C": 1},
                "folded": ["C"],
                "hole": {"A": "AsAd", "B": "KsKd", "C": "garbage!"},
                "board": "2c3c4h5h9d",
            },
            "hole['C']: cannot read the cards",
        ),
        ({"seats": ["A", "B"], "hole": {"A": "AsAd", "B": "KsKd"}, "board": 5}, "board: wrong type or value"),
    ],
)
def test_bad_input_is_one_line_naming_the_field_exit_2(tmp_path, capsys, data, message):
    status, out, err = run(tmp_path, data, capsys=capsys)
    assert status == 2 and out == ""
    assert err.count("\n") == 1 and message in err
    assert "Traceback" not in err


def test_usage_errors_are_one_line(capsys):
    with pytest.raises(SystemExit) as info:
        main(["pots"])
    err = capsys.readouterr().err
    assert info.value.code == 2 and err.count("\n") == 1
    assert "the following arguments are required: file" in err


def test_missing_file_device_and_stdin(tmp_path, capsys):
    assert main(["pots", str(tmp_path / "nope.json")]) == 2
    assert "cannot read" in capsys.readouterr().err
    assert main(["pots", "/dev/zero"]) == 2
    assert "not a regular file" in capsys.readouterr().err
    assert main(["pots", str(tmp_path)]) == 2
    assert capsys.readouterr().err.count("\n") == 1
    proc = subprocess.run(
        [sys.executable, "-m", "dealer_trainer.commands", "pots", "-", "--json"],
        input=json.dumps(SCENARIO),
        capture_output=True,
        text=True,
    )
    assert proc.returncode == 0 and json.loads(proc.stdout)["returned"] == {"Chris": 150}
