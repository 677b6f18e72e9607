"""The course (drills/course.py): units in order, their lessons and drills, mastery and unlocks."""

from __future__ import annotations

import dataclasses

import pytest

from dealer_trainer.drills import course
from dealer_trainer.drills.course import (
    DrillRef,
    Unit,
    attempt_key,
    course_json,
    course_state,
    reached,
    units,
)
from dealer_trainer.drills.course_lessons import COURSE_BUILDERS
from dealer_trainer.drills.generator import new_drill
from dealer_trainer.drills.lessons import lessons
from dealer_trainer.drills.showdown_drills import showdown_for_seed
from dealer_trainer.drills.streets import encode_street

ORDER = [
    "table-stakes",
    "uncalled-bet",
    "side-pots",
    "folded-chips",
    "antes-blinds",
    "awarding",
    "streets",
    "rulings",
    "rake",
    "straddles",
    "run-it-twice",
]


def test_the_units_come_in_the_course_order_and_the_card_room_follows_the_core():
    ids = [u.id for u in units()]
    assert ids[: len(ORDER)] == ORDER
    assert all(u.drills for u in units())


def test_every_worked_example_a_listed_unit_names_exists():
    for unit in course.UNITS:
        if any(d.exists() for d in unit.drills):
            missing = [ref for ref in unit.lessons if course.lesson_index(ref) is None]
            assert missing == [], unit.id


def test_a_unit_whose_drills_do_not_exist_yet_is_not_listed(monkeypatch):
    future = Unit("future", "Future", "", (), (DrillRef("code", "Z"), DrillRef("showdown", "no_such")))
    monkeypatch.setattr(course, "UNITS", (*course.UNITS[:2], future))
    assert [u.id for u in units()] == ORDER[:2]
    grown = dataclasses.replace(future, drills=(*future.drills, DrillRef("level", 3)))
    monkeypatch.setattr(course, "UNITS", (*course.UNITS[:2], grown))
    assert [u.id for u in units()] == [*ORDER[:2], "future"]
    assert units()[-1].drills == (DrillRef("level", 3),)  # only what exists


def test_attempts_are_read_from_their_codes():
    assert attempt_key(new_drill(3, 7).code)[:2] == ("level", 3)
    assert attempt_key(showdown_for_seed("split_side_pot", 4).code)[:2] == ("showdown", "split_side_pot")
    assert attempt_key(encode_street(2, 9)) == ("street", 2, 1)
    assert attempt_key("") is None and attempt_key("nonsense") is None


def _attempts(level: int, rights: list[bool], start: float = 100.0) -> list[tuple[str, bool, float]]:
    return [(new_drill(level, i).code, right, start + i) for i, right in enumerate(rights)]


def test_a_new_trainee_has_the_first_unit_open_and_the_rest_locked_with_why():
    states = course_state([])
    assert [s.state for s in states[:3]] == ["open", "locked", "locked"]
    assert "Table stakes and the all-in" in states[1].why and "8 of the last 10" in states[1].why
    assert reached(states).unit.id == "table-stakes"


def test_eight_of_the_last_ten_right_first_time_masters_a_unit_and_opens_the_next():
    seven = _attempts(1, [True] * 7 + [False] * 3)
    states = course_state(seven)
    assert (states[0].state, states[0].right, states[0].attempts) == ("open", 7, 10)
    eight = _attempts(1, [False] * 5 + [True] * 8 + [False] * 2)  # the last ten: 8 right
    states = course_state(eight)
    assert [s.state for s in states[:3]] == ["mastered", "open", "locked"]
    assert reached(states).unit.id == "uncalled-bet"


def test_an_instructor_reset_counts_only_later_attempts_and_an_unlock_opens_a_unit():
    attempts = _attempts(1, [True] * 10)
    states = course_state(attempts, {"table-stakes": ("reset", 105.5)})
    assert (states[0].state, states[0].attempts) == ("open", 4)
    states = course_state([], {"side-pots": ("unlock", 1.0)})
    assert [s.state for s in states[:4]] == ["open", "locked", "open", "locked"]
    assert states[2].unlocked


def test_course_json_has_exactly_the_keys_and_a_trainees_state():
    data = course_json()
    first = data["units"][0]
    assert list(first) == ["id", "title", "lessons", "drills", "mastery"]
    assert first["mastery"] == {"right_first_time": 8, "of_last": 10}
    assert first["lessons"][0]["kind"] == "words"
    with_state = course_json(course_state([]))["units"][0]
    assert with_state["state"] == "open" and with_state["attempts"] == 0


@pytest.mark.parametrize(
    ("index", "pots", "paid"),
    [
        (0, [81], {"Bram": 41, "Chris": 40}),  # the tie: the odd chip left of the button
        (1, [6300], {"Ben": 6300}),
        (2, [600, 150], None),  # the short big blind: 150 = 25 ante + 125 blind
        (3, [8300, 9000], None),  # the folded 3,000: 2,000 in the main pot, 1,000 in side pot 1
    ],
)
def test_the_course_lessons_figures_are_the_engines(index, pots, paid):
    drill = COURSE_BUILDERS[index]()
    s = drill.settlement()
    assert [p.amount for p in s.pots] == pots
    for figure in pots:
        assert f"{figure:,}" in drill.notes
    if paid:
        assert dict(s.awards[0].to) == paid
    assert drill.title in {d.title for d in lessons()}


def test_every_unit_names_rule_sections_that_exist():
    from pathlib import Path

    text = (Path(__file__).resolve().parents[2] / "docs" / "rules.md").read_text(encoding="utf-8")
    anchors = {
        "-".join("".join(c for c in line[3:].lower() if c.isalnum() or c in " -").split())
        for line in text.splitlines()
        if line.startswith("## ")
    }
    for unit in course.UNITS:
        assert set(unit.rules) <= anchors, unit.id
