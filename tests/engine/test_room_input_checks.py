"""``pots`` refuses room figures it cannot honour, in one line naming the field: a rake percent
of absurd precision, a jackpot drop not in whole units, a double board without a flop."""

from __future__ import annotations

import json

import pytest

from dealer_trainer.commands import main

HAND = {"seats": ["Anna", "Bram"], "button": "Bram", "contributions": {"Anna": 100, "Bram": 100}}


def pots(tmp_path, capsys, data):
    path = tmp_path / "hand.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    status = main(["pots", str(path)])
    out, err = capsys.readouterr()
    return status, out, err.strip()


def test_a_jackpot_drop_not_in_whole_units_is_refused(tmp_path, capsys):
    data = HAND | {"unit": 5, "jackpot": {"drop": 3}, "ranking": [["Anna", "Bram"]]}
    status, _out, err = pots(tmp_path, capsys, data)
    assert status == 2 and err.count("\n") == 0
    assert "jackpot.drop" in err and "whole units" in err
    assert pots(tmp_path, capsys, data | {"jackpot": {"drop": 5}})[0] == 0


@pytest.mark.parametrize("percent", [1e-300, 0.00001])
def test_a_rake_percent_of_absurd_precision_is_refused(tmp_path, capsys, percent):
    data = HAND | {"rake": {"percent": percent, "cap": 5}, "ranking": [["Anna", "Bram"]]}
    status, out, err = pots(tmp_path, capsys, data)
    assert status == 2 and err.count("\n") == 0 and "at most four decimals" in err
    assert "e-" not in out


def test_a_four_decimal_percent_prints_as_a_plain_decimal(tmp_path, capsys):
    data = HAND | {"rake": {"percent": 12.3456, "cap": 50}, "ranking": [["Anna", "Bram"]]}
    status, out, _err = pots(tmp_path, capsys, data)
    assert status == 0 and "12.3456%" in out


def test_a_double_board_without_a_flop_names_the_double_board(tmp_path, capsys):
    data = HAND | {
        "flop": False,
        "double_board": True,
        "hole": {"Anna": "AsAd", "Bram": "KsKd"},
        "boards": ["Ah9c5d3s2h", "Kh8c4d6sJc"],
    }
    status, _out, err = pots(tmp_path, capsys, data)
    assert status == 2 and "a double board game has a flop" in err and "run more than once" not in err
