"""Chip drills in drill set files and exams (issues 30 §3, 31 §4): the item ``{"chip": code}``,
``exam make --chips K1,G2,U1,R2``, the result's kinds; the commands that take pot drills say
plainly what they do with a chip drill."""

from __future__ import annotations

import json

import pytest

from dealer_trainer.commands import main
from dealer_trainer.drills import chip_drills
from dealer_trainer.drills.chip_entries import parse_chip_list
from dealer_trainer.drills.errors import DrillError
from dealer_trainer.drills.exams import (
    ExamDrillResult,
    load_exam,
    make_exam,
    open_exam,
    seal_exam,
    with_kinds,
)
from dealer_trainer.drills.files import DrillSet, drill_set_from_dict, drill_set_to_dict, save_drill_set
from dealer_trainer.drills.generator import new_drill


def set_dict(*items):
    return {"format": "dealer-trainer-drills", "version": 1, "title": "Chips", "drills": list(items)}


def test_a_chip_item_is_read_and_written_by_its_code():
    count = chip_drills.deal("count", 2, 7)
    race = chip_drills.deal("chip-race", 3, 8)
    pot = new_drill(2, 1)
    drill_set = DrillSet("Mixed", entries=(pot, count, race))
    assert drill_set.drills == (pot,)
    data = drill_set_to_dict(drill_set)
    assert data["drills"][1:] == [{"chip": count.code}, {"chip": race.code}]
    back = drill_set_from_dict(json.loads(json.dumps(data)))
    assert back.entries == (pot, count, race)


@pytest.mark.parametrize(
    ("item", "code", "where"),
    [
        ({"chip": "L2-222225-37"}, "bad_drill_code", "drills[0].chip"),  # a pot drill's code
        ({"chip": 5}, "bad_type", "drills[0].chip"),
        ({"chip": "K1-VPGNKV-1A", "level": 2}, "unknown_field", "drills[0].level"),
        ({"chip": "K1-VPGNKV-1B"}, "drill_code_typo", "drills[0].chip"),
    ],
)
def test_a_bad_chip_item_is_named(item, code, where):
    with pytest.raises(DrillError) as exc:
        drill_set_from_dict(set_dict(item))
    assert (exc.value.code, exc.value.field) == (code, where)


def test_chip_list_deals_the_same_drills_from_the_same_seed():
    drills = parse_chip_list("K1, g2,U1,R2", 5)
    assert [(d.kind, d.level) for d in drills] == [
        ("count", 1),
        ("change", 2),
        ("colour-up", 1),
        ("chip-race", 2),
    ]
    assert parse_chip_list("K1,G2,U1,R2", 5) == drills
    assert parse_chip_list("K1,G2,U1,R2", 6) != drills
    for bad in ("K4", "X1", "K", ""):
        with pytest.raises(DrillError) as exc:
            parse_chip_list(bad, 5)
        assert exc.value.field == "chips"


def test_an_exam_of_chip_drills_only_is_sealed_and_names_each_kind():
    chips = parse_chip_list("K1,G1,U2,R1", 3)
    exam = open_exam(seal_exam(make_exam(DrillSet("Chips", entries=chips), total_seconds=600)))
    assert exam.version == 2 and exam.entries == chips and exam.drills == ()
    results = with_kinds([ExamDrillResult(p, True, 1.0) for p in range(1, 5)], exam)
    assert [r.kind for r in results] == ["chip_count", "chip_change", "chip_colour_up", "chip_race"]


def test_exam_make_adds_chip_drills_to_the_table_part(tmp_path, capsys):
    drills = tmp_path / "set.json"
    save_drill_set(drills, DrillSet("Week 5", entries=(new_drill(2, 1),)))
    out = tmp_path / "exam.json"
    args = ["exam", "make", str(drills), "--out", str(out), "--minutes", "10", "--chips", "K1,G2,U1,R2"]
    assert main([*args, "--seed", "9"]) == 0
    assert "5 drills" in capsys.readouterr().out
    exam = load_exam(out)
    assert [getattr(e, "kind", "pots") for e in exam.entries] == [
        "pots",
        "count",
        "change",
        "colour-up",
        "chip-race",
    ]
    assert exam.entries[1:] == parse_chip_list("K1,G2,U1,R2", 9)
    assert '"chip"' not in out.read_text(encoding="utf-8")  # sealed like the pot drills
    assert main([*args[:-1], "K1,Z2"]) == 2
    assert "'Z2'" in capsys.readouterr().err


def test_check_and_drill_on_a_set_with_a_chip_drill(tmp_path, capsys):
    count = chip_drills.deal("count", 1, 4)
    path = tmp_path / "set.json"
    save_drill_set(path, DrillSet("Mixed", entries=(new_drill(2, 1), count)))
    build = tmp_path / "build.json"
    build.write_text('{"pots": [{"amount": 10}]}', encoding="utf-8")
    assert main(["check", "--file", str(path), "--index", "1", "--build", str(build)]) == 2
    err = capsys.readouterr().err.strip()
    assert "chip drill" in err and count.code in err and len(err.splitlines()) == 1
    assert main(["drill", "--file", str(path)]) == 0  # the pot drills shown, the chip drill left out
