"""A drill set with street-by-street hands in the window: opened from a file, each hand played
street by street (Space, the pull-ins), Next drill and Previous step through the set."""

from __future__ import annotations

import json

import pytest
from gui_helpers import Mouse, build_by_dragging
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from dealer_trainer.drills.files import DrillSet, drill_to_dict, load_drill_set, save_drill_set
from dealer_trainer.drills.generator import new_drill
from dealer_trainer.drills.streets import StreetDrill, street_drill_from_code

HAND = {
    "structure": "no-limit",
    "seats": ["Anna", "Bram", "Chris"],
    "button": "Anna",
    "stacks": {"Anna": 40, "Bram": 200, "Chris": 200},
    "blinds": {"small": 1, "big": 2},
    "actions": [
        {"seat": "Anna", "do": "all-in"},
        {"seat": "Bram", "do": "call"},
        {"seat": "Chris", "do": "fold"},
    ],
}


def test_a_set_with_street_hands_is_played_street_by_street(window, tmp_path):
    pot = new_drill(1, 3)
    path = tmp_path / "week5.json"
    data = {
        "format": "dealer-trainer-drills",
        "version": 1,
        "title": "Week 5",
        "drills": [
            {"streets": HAND, "title": "All-in pre-flop", "notes": "Anna moves in."},
            drill_to_dict(pot),
            {"streets": "T1-222227"},
        ],
    }
    path.write_text(json.dumps(data), encoding="utf-8")
    assert window.drill_sets.open_file(path) is None
    streets = window.streets
    assert streets.active and streets.sd.title == "All-in pre-flop" and streets.box.isVisible()
    assert window.statusBar().currentMessage() == "Week 5 · drill 1 of 3"
    assert "Anna moves in." in window.panel.text.toPlainText()
    asked = 0
    while streets.phase != "pull-in":  # Anna all-in for $40, Bram calls $39, Chris folds his $2 blind
        if streets.phase == "ruling":  # the set's hands ask rulings as any street drill does
            ruling = streets.pending
            answer = ("yes" if ruling.answer else "no") if isinstance(ruling.answer, bool) else ruling.answer
            assert streets.answer(str(answer)) is True
            asked += 1
        else:
            QTest.keyClick(window.view, Qt.Key.Key_Space)
    assert asked >= 1 and "Chris folds" in window.panel.text.toPlainText()
    assert window.drill_sets.active  # every action put on the table stays inside the set
    assert window.statusBar().currentMessage() == "Week 5 · drill 1 of 3"
    drill = window.session.drill
    assert {s.name: s.committed for s in drill.seats} == {"Anna": 40, "Bram": 40, "Chris": 2}
    build_by_dragging(window, Mouse())
    QTest.keyClick(window.view, Qt.Key.Key_Return)
    assert window.session.last_check.correct and streets.phase == "done"
    assert window.drill_sets.active

    window.next_action.trigger()  # the pot drill
    assert window.session.drill.code == pot.code
    assert not streets.active
    assert window.statusBar().currentMessage() == "Week 5 · drill 2 of 3"
    window.next_action.trigger()  # the coded street hand, before its first action
    assert streets.active and streets.sd.code == "T1-222227-1W" and streets.pos == 0
    assert window.statusBar().currentMessage() == "Week 5 · drill 3 of 3"
    save = tmp_path / "this.json"
    assert window.drill_sets.save_file(save) is None  # the hand is saved whole, by its code
    assert json.loads(save.read_text(encoding="utf-8"))["drill"] == {"streets": "T1-222227-1W"}
    window.drill_sets.previous_action.trigger()
    assert window.session.drill.code == pot.code

    window.set_level(1)  # another drill leaves the set
    assert not window.drill_sets.active


def test_save_and_open_a_street_hand_as_a_one_drill_file(window, tmp_path):
    sd = street_drill_from_code("T2-222229")
    path = tmp_path / "set.json"
    save_drill_set(path, DrillSet("One", entries=(sd,)))
    (loaded,) = load_drill_set(path).entries
    assert isinstance(loaded, StreetDrill) and loaded.steps == sd.steps
    assert window.drill_sets.open_file(path) is None
    assert window.streets.sd.code == "T2-222229-1H" and window.streets.active


def test_the_windows_code_box_speaks_of_street_codes(window):
    with pytest.raises(ValueError, match="is not a street drill code like T2-7K2Q9X-19: street drill levels"):
        window.streets.load_code("T9-222222")
