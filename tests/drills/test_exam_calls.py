"""Exams and calling the hands (issue 30 §2): `exam make` hides the names by default; the option
is sealed with the exam; an exam sealed before it keeps the names shown."""

from __future__ import annotations

import json

import pytest

from dealer_trainer.commands import main
from dealer_trainer.drills.errors import DrillError
from dealer_trainer.drills.exams import exam_info, load_exam, make_exam, save_exam, seal_exam
from dealer_trainer.drills.files import DrillSet, save_drill_set
from dealer_trainer.drills.generator import new_drill


@pytest.fixture
def drills_file(tmp_path):
    path = tmp_path / "set.json"
    save_drill_set(path, DrillSet("Week 3", drills=(new_drill(2), new_drill(3))))
    return path


@pytest.mark.parametrize(("extra", "calls"), [((), True), (("--show-hand-names",), False)])
def test_exam_make_hides_the_hand_names_unless_told(tmp_path, drills_file, extra, calls):
    out = tmp_path / "exam.json"
    assert main(["exam", "make", str(drills_file), "--out", str(out), "--minutes", "10", *extra]) == 0
    assert load_exam(out).calls is calls
    assert exam_info(json.loads(out.read_text())).calls is calls


def test_an_exam_sealed_before_the_option_keeps_the_names_shown(tmp_path, drills_file):
    from dealer_trainer.drills.files import load_drill_set

    old = make_exam(load_drill_set(drills_file), total_seconds=600)  # written as before: no key
    data = seal_exam(old)
    assert "calls" not in data
    path = tmp_path / "old.json"
    path.write_text(json.dumps(data))
    assert load_exam(path).calls is False


def test_the_option_is_sealed_a_plain_copy_changed_is_refused(tmp_path, drills_file):
    from dealer_trainer.drills.files import load_drill_set

    path = tmp_path / "exam.json"
    save_exam(path, make_exam(load_drill_set(drills_file), total_seconds=600, calls=True))
    data = json.loads(path.read_text())
    del data["calls"]  # a trainee trying to get the names back
    path.write_text(json.dumps(data))
    with pytest.raises(DrillError) as info:
        load_exam(path)
    assert info.value.code == "exam_altered"


def test_a_drill_set_file_keeps_its_call_hands_setting(tmp_path):
    from dealer_trainer.drills.files import drill_set_from_dict, drill_set_to_dict, load_drill_set

    path = tmp_path / "set.json"
    save_drill_set(path, DrillSet("Read the hands", drills=(new_drill(2),), call_hands=True))
    assert json.loads(path.read_text())["call_hands"] is True
    assert load_drill_set(path).call_hands is True
    plain = drill_set_to_dict(DrillSet("Plain", drills=(new_drill(2),)))
    assert "call_hands" not in plain and drill_set_from_dict(plain).call_hands is None
    with pytest.raises(DrillError) as info:
        drill_set_from_dict(plain | {"call_hands": "yes"})
    assert (info.value.code, info.value.field) == ("bad_type", "call_hands")
