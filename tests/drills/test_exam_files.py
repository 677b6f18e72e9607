"""Exam files: round trips, the seal (no card, code or answer readable in the file; a wrong
passphrase, an edited field or a damaged token refused clearly), and the pass mark."""

from __future__ import annotations

import json

import pytest

from dealer_trainer.drills.errors import DrillError, describe
from dealer_trainer.drills.exams import (
    KDF_ITERATIONS,
    Exam,
    ExamDrillResult,
    ExamResult,
    exam_info,
    load_exam,
    make_exam,
    open_exam,
    save_exam,
    seal_exam,
)
from dealer_trainer.drills.files import DrillSet, drill_to_dict, load_drill_set, save_drill_set
from dealer_trainer.drills.generator import new_drill
from dealer_trainer.drills.lessons import lessons
from dealer_trainer.engine.rules import AwardOrder, HouseRules, OddChipUnit


def a_set() -> DrillSet:
    drills = tuple(new_drill(level, seed) for level in (1, 2, 3, 4) for seed in (3, 8))
    rules = HouseRules(AwardOrder.MAIN_FIRST, OddChipUnit.SMALLEST_BLIND_CHIP)
    drills += lessons()[:1]
    return DrillSet("Week 3 exam", "Ms. Verhoeven", "No calculators.", drills, house_rules=rules)


def test_an_exam_round_trips_through_a_file_with_the_programs_key(tmp_path):
    exam = make_exam(a_set(), total_seconds=600, seconds_per_drill=90, pass_mark=75, aids={"hints", "undo"})
    path = tmp_path / "exam.json"
    save_exam(path, exam)
    loaded = load_exam(path)
    assert loaded.exam_id == exam.exam_id and len(exam.exam_id) == 32
    assert (loaded.total_seconds, loaded.seconds_per_drill, loaded.pass_mark) == (600, 90, 75)
    assert loaded.aids == {"hints", "undo"}
    assert loaded.house_rules == HouseRules(AwardOrder.MAIN_FIRST, OddChipUnit.SMALLEST_BLIND_CHIP)
    assert (loaded.title, loaded.drill_set.author, loaded.drill_set.notes) == (
        "Week 3 exam",
        "Ms. Verhoeven",
        "No calculators.",
    )
    assert [drill_to_dict(d) for d in loaded.drills] == [drill_to_dict(d) for d in exam.drills]
    info = exam_info(json.loads(path.read_text(encoding="utf-8")))
    assert (info.drill_count, info.pass_mark, info.sealed_with) == (9, 75, "program")
    assert not info.needs_passphrase


def test_the_sealed_file_shows_no_card_no_drill_code_and_no_answer(tmp_path):
    drill_set = a_set()
    with_cards = [d for d in drill_set.drills if d.board]
    assert len(with_cards) >= 8  # the generated drills all have hands and a board
    for passphrase in (None, "correct horse battery staple"):
        path = tmp_path / "exam.json"
        save_exam(path, make_exam(drill_set, total_seconds=600), passphrase)
        text = path.read_text(encoding="utf-8")
        for drill in drill_set.drills:
            assert drill.code == "" or drill.code not in text
            if drill.board:
                assert f'"{drill.board}"' not in text and drill.board not in text
            for seat in drill.seats:
                if seat.hole:
                    assert f'"{seat.hole}"' not in text
                    assert " ".join(seat.hole[i : i + 2] for i in range(0, len(seat.hole), 2)) not in text
            for pot in drill.settlement().pots:
                assert f'"amount": {pot.amount}' not in text
        for key in ('"hole"', '"board"', '"scenario"', '"seats"', '"drills"', '"ranking"', '"notes"'):
            assert key not in text
        assert "No calculators" not in text  # the instructor's notes are sealed too
        # and the same file, read as a drill set, refuses to show anything
        with pytest.raises(DrillError) as refused:
            load_drill_set(path)
        assert refused.value.code == "sealed_exam"
        assert "take the exam in the window" in describe(refused.value)


def test_a_passphrase_seal_opens_only_with_that_passphrase(tmp_path):
    exam = make_exam(a_set(), seconds_per_drill=60)
    path = tmp_path / "exam.json"
    save_exam(path, exam, "Tuesday class 7")
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["seal"]["key"] == "passphrase" and data["seal"]["iterations"] == KDF_ITERATIONS
    assert exam_info(data).needs_passphrase
    assert [drill_to_dict(d) for d in load_exam(path, "Tuesday class 7").drills] == [
        drill_to_dict(d) for d in exam.drills
    ]
    with pytest.raises(DrillError) as wrong:
        load_exam(path, "Tuesday class 8")
    assert wrong.value.code == "wrong_passphrase"
    assert describe(wrong.value) == "wrong passphrase: this exam was sealed with another one"
    with pytest.raises(DrillError) as missing:
        load_exam(path)
    assert missing.value.code == "needs_passphrase"
    assert "\n" not in describe(missing.value)
    # without the check value a wrong passphrase still fails, as a seal that does not open
    del data["seal"]["check"]
    with pytest.raises(DrillError) as broken:
        open_exam(data, "Tuesday class 8")
    assert broken.value.code == "broken_seal"


def test_two_seals_of_one_exam_differ_salt_and_all():
    exam = make_exam(a_set(), total_seconds=60)
    first, second = seal_exam(exam, "pass"), seal_exam(exam, "pass")
    assert first["seal"]["salt"] != second["seal"]["salt"] and first["sealed"] != second["sealed"]


@pytest.mark.parametrize(
    ("field", "value"),
    [("pass_mark", 10), ("aids", ["hints", "solution"]), ("seconds_per_drill", 9999), ("title", "Easy")],
)
def test_an_edited_plain_field_is_refused(field, value):
    data = seal_exam(make_exam(a_set(), total_seconds=600, seconds_per_drill=90))
    data[field] = value
    with pytest.raises(DrillError) as altered:
        open_exam(data)
    assert altered.value.code == "exam_altered" and altered.value.field == field
    assert describe(altered.value).endswith("the file was altered")


def test_a_damaged_token_is_refused_as_a_broken_seal():
    data = seal_exam(make_exam(a_set(), total_seconds=600))
    token = data["sealed"]
    data["sealed"] = token[:60] + ("A" if token[60] != "A" else "B") + token[61:]
    with pytest.raises(DrillError) as broken:
        open_exam(data)
    assert broken.value.code == "broken_seal"
    assert describe(broken.value) == (
        "sealed: the sealed drills cannot be opened: the file was damaged or altered"
    )


def test_a_drill_file_is_not_an_exam_and_a_bad_seal_is_named(tmp_path):
    path = tmp_path / "drills.json"
    save_drill_set(path, a_set())
    with pytest.raises(DrillError) as not_exam:
        load_exam(path)
    assert not_exam.value.code == "not_an_exam_file"
    assert "exam make" in describe(not_exam.value)
    data = seal_exam(make_exam(a_set(), total_seconds=600), "pw")
    data["seal"]["iterations"] = 10**12  # would stall the program: refused before any work
    with pytest.raises(DrillError) as slow:
        open_exam(data, "pw")
    assert slow.value.field == "seal.iterations"
    data["seal"]["cipher"] = "rot13"
    with pytest.raises(DrillError) as cipher:
        open_exam(data, "pw")
    assert cipher.value.field == "seal.cipher"


@pytest.mark.parametrize(
    ("kwargs", "field"),
    [
        ({}, "total_seconds"),  # no time limit at all
        ({"total_seconds": 0}, "total_seconds"),
        ({"seconds_per_drill": 90, "pass_mark": 0}, "pass_mark"),
        ({"seconds_per_drill": 90, "pass_mark": 101}, "pass_mark"),
        ({"seconds_per_drill": 90, "aids": {"calculator"}}, "aids"),
        ({"seconds_per_drill": 1.5}, "seconds_per_drill"),
    ],
)
def test_bad_exam_settings_are_refused_naming_the_field(kwargs, field):
    with pytest.raises(DrillError) as bad:
        Exam(a_set(), **kwargs)
    assert bad.value.field == field


def test_an_empty_set_is_no_exam():
    with pytest.raises(DrillError) as empty:
        Exam(DrillSet("Nothing"), total_seconds=60)
    assert "at least one drill" in describe(empty.value)


def test_time_left_is_the_smaller_of_the_drills_and_the_exams():
    exam = make_exam(a_set(), total_seconds=300, seconds_per_drill=90)
    assert exam.time_left(10, 10) == 80  # 90 - 10 on the drill; 290 left of the exam
    assert exam.time_left(10, 250) == 50  # the exam's 300 - 250 comes first
    assert exam.time_left(95, 100) == -5
    only_total = make_exam(a_set(), total_seconds=300)
    assert only_total.time_left(1000, 120) == 180


def result(rights: list[bool], pass_mark: int = 80) -> ExamResult:
    drills = tuple(ExamDrillResult(i + 1, r, 30.0) for i, r in enumerate(rights))
    return ExamResult("x", "t", "Anna", 0.0, 60.0, pass_mark, drills)


@pytest.mark.parametrize(
    ("rights", "pass_mark", "percent", "passed"),
    [
        ([True] * 4 + [False], 80, 80, True),  # 4 of 5 = 80 %: exactly the mark passes
        ([True] * 3 + [False], 80, 75, False),
        ([True, True, False], 66, 66, True),  # 2 of 3 = 66.7 %: shown 66, above 66
        ([True, True, False], 67, 66, False),  # 66.7 % is below 67
        ([True, False], 50, 50, True),
        ([False, False], 1, 0, False),
    ],
)
def test_the_pass_mark_is_compared_exactly(rights, pass_mark, percent, passed):
    r = result(rights, pass_mark)
    assert (r.right, r.percent, r.passed) == (sum(rights), percent, passed)


def test_a_wrong_aids_list_is_shown_by_its_values_not_its_type():
    data = seal_exam(make_exam(a_set(), total_seconds=600))
    data["aids"] = ["hints", 3]
    with pytest.raises(DrillError) as bad:
        open_exam(data)
    assert describe(bad.value) == "aids: ['hints', 3] is not a list of aids"
    data["aids"] = {"hints": True}
    with pytest.raises(DrillError) as also_bad:
        open_exam(data)
    assert "{'hints': True} is not a list of aids" in describe(also_bad.value)
    data["aids"] = ["x" * 100, 1]
    with pytest.raises(DrillError) as long_bad:
        open_exam(data)
    assert "['xxxxxxxx" in describe(long_bad.value) and "…" in describe(long_bad.value)
    assert len(describe(long_bad.value)) < 90
