"""Omaha hi-lo award drills (issue 29): ``Q`` codes deal drills whose pots split high and low (Q1),
with a quartered low (Q2) or a pot nobody has a low in (Q3); the same code deals the same drill,
drill files keep them, and ``check --code Q… --build … --award …`` grades them headless."""

from __future__ import annotations

import json

import pytest

from dealer_trainer.commands import main
from dealer_trainer.drills.codes import decode_hilo, encode_hilo, read_code
from dealer_trainer.drills.errors import DrillError
from dealer_trainer.drills.files import load_drill_set
from dealer_trainer.drills.showdown_drills import HILO_OUTCOMES, drill_from_code, hilo_for_seed
from dealer_trainer.engine import Game


def halves(drill):
    pots: dict[int, dict[str, tuple[str, ...]]] = {}
    for a in drill.settlement().awards:
        if a.showdown:
            pots.setdefault(a.pot.index, {})[a.half] = a.winners
    return pots


@pytest.mark.parametrize("seed", range(4))
def test_each_code_deals_an_omaha_hilo_drill_with_its_outcome(seed):
    for number, outcome in enumerate(HILO_OUTCOMES, 1):
        if outcome.startswith("stud_"):  # Q4-Q6: tests/drills/test_stud_hilo_drills.py
            continue
        drill = hilo_for_seed(outcome, seed)
        assert drill.hilo and drill.game == Game.OMAHA and drill.code.startswith(f"Q{number}-")
        assert decode_hilo(drill.code) == (number, seed) and read_code(drill.code).checked
        assert drill_from_code(drill.code) == drill
        pots = halves(drill)
        split = [h for h in pots.values() if "low" in h and h["low"] != h["high"]]
        assert split
        if outcome == "hilo_quartered":
            assert any(len(h["low"]) == 2 for h in split)
        if outcome == "hilo_no_low":
            assert any(set(h) == {"high"} for h in pots.values())


def test_a_hilo_code_with_a_typo_is_refused():
    code = encode_hilo(2, 1)
    with pytest.raises(DrillError):
        read_code(code[:-1] + ("2" if code[-1] != "2" else "3"))


def test_a_hilo_drill_saved_to_a_file_opens_again(tmp_path, capsys):
    out = tmp_path / "hilo.json"
    assert main(["drill", "--code", "Q2-222223-1P", "--out", str(out)]) == 0
    data = json.loads(out.read_text(encoding="utf-8"))
    assert data["drill"]["game"] == "omaha-hilo" and data["drill"]["scenario"]["game"] == "omaha-hilo"
    [drill] = load_drill_set(out).entries
    assert drill.hilo and drill.settlement().awards == hilo_for_seed("hilo_quartered", 1).settlement().awards


def test_check_grades_a_hilo_drill_code_headless(tmp_path, capsys):
    (tmp_path / "b.json").write_text(
        json.dumps({"pots": [{"amount": 145}, {"amount": 206}], "returned": {"Max": 313}})
    )
    pushes = [
        {"pot": 1, "half": "high", "to": {"Eli": 103}},
        {"pot": 1, "half": "low", "to": {"Max": 103}},
        {"pot": 0, "half": "high", "to": {"Eli": 73}},
        {"pot": 0, "half": "low", "to": {"Max": 36, "Amir": 36}},
    ]
    (tmp_path / "a.json").write_text(json.dumps({"pushes": pushes}))
    args = [
        "check",
        "--code",
        "Q2-222223-1P",
        "--build",
        str(tmp_path / "b.json"),
        "--award",
        str(tmp_path / "a.json"),
    ]
    assert main(args) == 0
    capsys.readouterr()
    pushes[3] = {"pot": 0, "half": "low", "to": {"Max": 72}}
    (tmp_path / "a.json").write_text(json.dumps({"pushes": pushes}))
    assert main([*args, "--json"]) == 1
    mistakes = json.loads(capsys.readouterr().out)["mistakes"]
    assert [(m["code"], m["piles"]) for m in mistakes] == [("quartered_wrong", ["Main pot, low half"])]


def test_a_weak_spot_in_quartering_deals_a_quartered_hilo_drill():
    import random

    from dealer_trainer.drills.weak_spots import weak_spot_drills

    [spot] = weak_spot_drills({"quartered_wrong": 3}, 50, random.Random(4), count=1)
    assert spot.drill.hilo and spot.code == "quartered_wrong"
    assert any(len(h.get("low", ())) == 2 for h in halves(spot.drill).values())
    assert "quartered Omaha hi-lo pot" in spot.why
