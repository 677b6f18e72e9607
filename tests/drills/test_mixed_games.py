"""The HORSE drill set: the games in HORSE order with their structures, every slot dealt: limit
hold'em street hands, Omaha hi-lo fixed-limit street hands and award drills, razz and stud street
hands, stud hi-lo street hands and award drills; a drill file holds the set (stud hands written
out in the action format), and ``drill --horse`` writes it headless."""

from __future__ import annotations

import pytest

from dealer_trainer.commands import main
from dealer_trainer.drills.files import load_drill_set, save_drill_set
from dealer_trainer.drills.mixed_games import HORSE, LIMIT_HOLDEM_LEVEL, horse_drill_set
from dealer_trainer.drills.models import Drill
from dealer_trainer.drills.streets import OMAHA_HILO_LEVEL, StreetDrill
from dealer_trainer.engine.betting_table import Structure
from dealer_trainer.engine.hilo import Variant


def test_the_games_are_in_horse_order_each_with_its_structure():
    assert [g.key for g in HORSE] == ["limit_holdem", "omaha_hilo", "razz", "stud", "stud_hilo"]
    assert "".join(g.name[0] for g in HORSE) == "LORSS"  # H(old'em) O R S E(ight or better)
    assert all("fixed limit" in g.structure for g in HORSE)
    assert "eight or better" in HORSE[1].structure and "bring-in" in HORSE[2].structure
    assert all(g.deal is not None for g in HORSE)  # every slot dealt


def kind(entry):
    if isinstance(entry, Drill):
        return ("award", entry.variant)
    if entry.table.stud is not None:
        return ("street", entry.table.stud.variant.value)
    return ("street", entry.level)


def test_the_set_deals_every_game_in_order(tmp_path):
    drill_set = horse_drill_set(5, per_game=2)
    assert drill_set.title == "HORSE mixed games"
    entries = drill_set.entries
    assert [kind(e) for e in entries] == [
        ("street", LIMIT_HOLDEM_LEVEL),
        ("street", LIMIT_HOLDEM_LEVEL),
        ("street", OMAHA_HILO_LEVEL),
        ("award", "omaha-hilo"),
        ("street", "razz"),
        ("street", "razz"),
        ("street", "stud"),
        ("street", "stud"),
        ("street", "stud-hilo"),
        ("award", "stud-hilo"),
    ]
    streets = [e for e in entries if isinstance(e, StreetDrill)]
    assert all(e.table.structure == Structure.FIXED_LIMIT for e in streets)
    assert [e.code[:9] for e in entries[:4]] == ["T6-222227", "T6-222228", "T8-222227", "Q1-222228"]
    assert entries[0].title == "HORSE 1: Limit hold'em · street hand"
    assert entries[3].title == "HORSE 2: Omaha hi-lo, eight or better · award"
    assert entries[4].title == "HORSE 3: Razz · street hand"
    notes = drill_set.notes.splitlines()
    assert notes[0] == "HORSE, in order:" and len(notes) == 6
    assert notes[1].startswith("1. Limit hold'em (street hands): fixed limit: the small bet")
    assert notes[2].startswith("2. Omaha hi-lo, eight or better (street hands and award drills): fixed limit")
    assert notes[5].startswith("5. Seven-card stud hi-lo, eight or better (street hands and award drills)")
    assert not any("not dealt" in line for line in notes)
    path = tmp_path / "horse.json"
    save_drill_set(path, drill_set)
    again = load_drill_set(path)
    assert again.entries == entries and again.notes == drill_set.notes
    with pytest.raises(ValueError):
        horse_drill_set(5, per_game=0)


def test_a_stud_hand_of_the_set_is_the_one_drill_stud_deals_with_its_seed(capsys):
    razz = horse_drill_set(9, per_game=1).entries[2]
    assert razz.table.stud is not None and razz.table.stud.variant == Variant.RAZZ
    assert main(["drill", "--stud", "razz", "--seed", "9"]) == 0
    first_line = capsys.readouterr().out.splitlines()[0]
    assert f"dealer {razz.table.button}" in first_line


def test_drill_horse_writes_the_set_headless_and_drill_file_prints_it(tmp_path, capsys):
    out = tmp_path / "horse.json"
    assert main(["drill", "--horse", "--seed", "5", "--out", str(out)]) == 0
    assert f"wrote 10 drills to {out}" in capsys.readouterr().out
    assert load_drill_set(out).entries == horse_drill_set(5).entries
    assert main(["drill", "--file", str(out), "--answer"]) == 0
    printed = capsys.readouterr().out
    assert "HORSE 3: Razz · street hand" in printed and "brings it in" in printed.lower()
    assert main(["drill", "--horse", "--seed", "5", "--per-game", "1"]) == 0
    listed = capsys.readouterr().out
    assert "HORSE, in order:" in listed and "5. HORSE 5: Seven-card stud hi-lo" in listed


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["--code", "L1-222222"], "cannot be used with --code"),
        (["--count", "3"], "give --per-game, not --count"),
        (["--per-game", "0"], "--per-game 0 must be from 1 to 20"),
        (["--seed", "-1"], "--seed -1 is outside"),
    ],
)
def test_drill_horse_refuses_what_it_would_ignore_in_one_line(argv, message, capsys):
    assert main(["drill", "--horse", *argv]) == 2
    err = capsys.readouterr().err.strip()
    assert message in err and len(err.splitlines()) == 1
