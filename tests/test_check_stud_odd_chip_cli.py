"""``check --award`` explains a stud game's odd chip by the cards (formats.md §1: stud by suit,
the highest card for a high, the lowest for razz and a low half), not by the button."""

from __future__ import annotations

import json

import pytest

from dealer_trainer.commands import main

SEATS = {"seats": ["Anna", "Bram", "Chris"], "button": "Chris"}
MONEY = {"contributions": {"Anna": 101, "Bram": 101, "Chris": 101}}
RAZZ = {
    "game": "razz",
    "hole": {"Anna": "As2s4d6d8sQcQd", "Bram": "Ah2h4h6c8dKcKs", "Chris": "TcTdTh9h9c3sJc"},
}
STUD = {
    "game": "stud",
    "hole": {"Anna": "5c6d7h8s9c2d3d", "Bram": "5d6h7c8c9d2s3s", "Chris": "KcQdJh4c4d4h2c"},
}


@pytest.mark.parametrize(
    ("game", "by"), [(RAZZ, "the lowest card by suit"), (STUD, "the highest card by suit")]
)
@pytest.mark.parametrize("pushed", [{"Anna": 152, "Bram": 151}, {"Anna": 150, "Bram": 153}])
def test_the_stud_odd_chip_is_explained_by_suit(tmp_path, capsys, game, by, pushed):
    scenario = tmp_path / "s.json"
    scenario.write_text(json.dumps(SEATS | MONEY | game), encoding="utf-8")
    build = tmp_path / "b.json"
    build.write_text(json.dumps({"pots": [{"amount": 303}], "returned": {}, "left": {}}), encoding="utf-8")
    award = tmp_path / "a.json"
    award.write_text(json.dumps({"pushes": [{"pot": 0, "to": pushed}]}), encoding="utf-8")
    assert main(["check", "--scenario", str(scenario), "--build", str(build), "--award", str(award)]) == 1
    out = capsys.readouterr().out
    assert f"to Bram, who holds {by}" in out
    assert "left of the button" not in out and "clockwise from the button" not in out
    assert "docs/rules.md#hi-lo-and-stud" in out
