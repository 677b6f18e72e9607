"""Chip drills in an exam (issues 30 §3, 31 §4): an exam of a pot drill and chip drills taken by
mouse and keyboard; each chip drill dealt in the chip window in front of the table without its
code, handed in by Check (or by the clock, or by closing its window), graded and named on the
result sheet by its kind."""

from __future__ import annotations

from dataclasses import replace

import pytest
from gui_helpers import Mouse, build_by_dragging
from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QLabel

from dealer_trainer.drills import chip_drills
from dealer_trainer.drills.exams import make_exam, save_exam
from dealer_trainer.drills.files import DrillSet
from dealer_trainer.drills.generator import drill_for_seed
from dealer_trainer.storage.exams import ExamStore
from dealer_trainer.ui import exam as exam_ui
from dealer_trainer.ui.chip_drills import BOTTOM, RACK_Y
from dealer_trainer.ui.exam_sheet import kind_text

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints", "does not support raise")


def chip_exam(tmp_path, chips, aids=()):
    pots_only = replace(drill_for_seed(2, 4), board="")  # no showdown: the pots are built only
    entries = (pots_only, *chips)
    drills = DrillSet("Chips exam", "Ms. V", "", (pots_only,), entries=entries)
    path = tmp_path / "chips-exam.json"
    save_exam(path, make_exam(drills, total_seconds=1200, aids=aids))
    return path


def start(window, qtbot, monkeypatch, path):
    window.exam.store = ExamStore(path.parent / "exams.sqlite3")
    monkeypatch.setattr(exam_ui.QFileDialog, "getOpenFileName", lambda *a, **k: (str(path), ""))
    window.exam.take_action.trigger()
    intro = window.exam.intro
    told = " ".join(label.text() for label in intro.findChildren(QLabel))
    QTest.keyClicks(intro.name, "Anna")
    QTest.mouseClick(intro.start_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.exam.index == 0)
    return told


def chip_window(window, qtbot, index):
    qtbot.waitUntil(lambda: window.exam.index == index)
    dialog = window.chips.dialog
    qtbot.waitUntil(lambda: dialog is not None and dialog.isVisible())
    return dialog


def click_chip(dialog, qtbot, tag, value):
    item = next(i for i in dialog.scene.items() if i.data(0) and tuple(i.data(0)) == (tag, value))
    point = dialog.view.mapFromScene(item.sceneBoundingRect().center())
    QTest.mouseClick(dialog.view.viewport(), Qt.MouseButton.LeftButton, pos=point)
    qtbot.wait(1)  # the felt is drawn again after each click


def yours(dialog):
    """A point on the player's chips (the answer given), right of the rack's change."""
    return QPointF(dialog.scene.given_x + 40, BOTTOM - 30)


def drag_chip(dialog, qtbot, tag, value, to):
    item = next(i for i in dialog.scene.items() if i.data(0) and tuple(i.data(0)) == (tag, value))
    Mouse().drag(dialog.view, dialog.view.mapFromScene(item.sceneBoundingRect().center()), to)
    qtbot.wait(1)  # the felt is drawn again after each chip given


def test_pot_drill_and_chip_drills_taken_by_mouse_and_keys(make_window, qtbot, monkeypatch, tmp_path):
    count = chip_drills.deal("count", 1, 11)
    change = chip_drills.deal("change", 1, 12)
    colour = chip_drills.deal("colour-up", 1, 13)
    window = make_window()
    told = start(window, qtbot, monkeypatch, chip_exam(tmp_path, (count, change, colour)))
    assert "4 (3 chip drills, in the chip window)" in told  # every table item counted
    assert not window.chips.menu.menuAction().isEnabled()  # no practice chip drill in an exam
    build_by_dragging(window, Mouse())
    QTest.keyClick(window.view, Qt.Key.Key_Return)

    dialog = chip_window(window, qtbot, 1)  # counting: the total typed, Return hands it in
    assert dialog.drill == count and count.code not in dialog.windowTitle()
    assert "2 of 4" in dialog.windowTitle() and not dialog.next_button.isVisible()
    qtbot.waitUntil(lambda: "Exam: <b>19:" in dialog.clock.text())  # the exam's time left
    QTest.keyClicks(dialog.total_edit, str(count.total))
    QTest.keyClick(dialog.total_edit, Qt.Key.Key_Return)

    dialog = chip_window(window, qtbot, 2)  # change: the rack's chips dragged to the player's
    assert dialog.drill == change
    for value, n in change.model_answer().items():
        for _ in range(n):
            drag_chip(dialog, qtbot, "rack", value, yours(dialog))
    smallest = change.change_values()[0]
    drag_chip(dialog, qtbot, "rack", smallest, QPointF(-40, BOTTOM))  # dropped beside: nothing
    assert dialog.answer() == change.model_answer()
    drag_chip(dialog, qtbot, "rack", smallest, yours(dialog))  # one too many, dragged back to the rack
    drag_chip(dialog, qtbot, "given", smallest, QPointF(40, RACK_Y + 10))
    assert dialog.answer() == change.model_answer()
    QTest.mouseClick(dialog.check_button, Qt.MouseButton.LeftButton)

    dialog = chip_window(window, qtbot, 3)  # colour-up: one chip too many, one Check: wrong
    for value, n in colour.model_answer().items():
        for _ in range(n):
            click_chip(dialog, qtbot, "rack", value)
    click_chip(dialog, qtbot, "rack", colour.chips.values[0])
    QTest.mouseClick(dialog.check_button, Qt.MouseButton.LeftButton)

    qtbot.waitUntil(lambda: not window.exam.running)
    result = window.exam.last_result
    assert [d.kind for d in result.drills] == ["pots", "chip_count", "chip_change", "chip_colour_up"]
    assert [d.right for d in result.drills] == [True, True, True, False]
    assert result.drills[3].mistake_codes == ("colour_up_total_wrong",)
    assert [d.checks for d in result.drills[1:]] == [1, 1, 1]
    assert not dialog.isVisible()
    sheet = window.exam.sheet
    text = " ".join(
        sheet.table.item(r, c).text()
        for r in range(sheet.table.rowCount())
        for c in range(sheet.table.columnCount())
        if sheet.table.item(r, c) is not None
    )
    assert kind_text("chip_count") in text and kind_text("chip_colour_up") in text
    stored = window.exam.store.sittings()[0].result
    assert [d.kind for d in stored.drills][1:] == ["chip_count", "chip_change", "chip_colour_up"]


def test_time_up_and_closing_hand_a_chip_drill_in_as_it_stands(make_window, qtbot, monkeypatch, tmp_path):
    count = chip_drills.deal("count", 2, 21)
    race = chip_drills.deal("chip-race", 1, 22)
    window = make_window()
    start(window, qtbot, monkeypatch, chip_exam(tmp_path, (count, race)))
    build_by_dragging(window, Mouse())
    QTest.keyClick(window.view, Qt.Key.Key_Return)
    dialog = chip_window(window, qtbot, 1)
    QTest.keyClicks(dialog.total_edit, str(count.total + 25))  # typed, not checked
    window.exam.hand_in("time_up")  # as the clock does at 0:00
    dialog = chip_window(window, qtbot, 2)
    assert dialog.drill == race and dialog.deal_button.isVisible()
    QTest.keyClick(dialog, Qt.Key.Key_Escape)  # the chip window closed: handed in
    qtbot.waitUntil(lambda: not window.exam.running)
    drills = window.exam.last_result.drills
    assert [(d.kind, d.right, d.ending) for d in drills[1:]] == [
        ("chip_count", False, "time_up"),
        ("chip_race", False, "closed"),
    ]
    assert drills[1].mistake_codes == ("count_wrong",)


def test_retries_leave_a_wrong_chip_drill_open_without_its_answer(make_window, qtbot, monkeypatch, tmp_path):
    count = chip_drills.deal("count", 1, 31)
    window = make_window()
    start(window, qtbot, monkeypatch, chip_exam(tmp_path, (count,), aids=("retries",)))
    build_by_dragging(window, Mouse())
    QTest.keyClick(window.view, Qt.Key.Key_Return)
    dialog = chip_window(window, qtbot, 1)
    QTest.keyClicks(dialog.total_edit, str(count.total + 5))
    QTest.keyClick(dialog.total_edit, Qt.Key.Key_Return)
    assert window.exam.running and dialog.isVisible()
    assert str(count.total) not in dialog.verdict.text()  # "not right", never the total
    dialog.total_edit.clear()
    QTest.keyClicks(dialog.total_edit, str(count.total))
    QTest.keyClick(dialog.total_edit, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: not window.exam.running)
    last = window.exam.last_result.drills[-1]
    assert (last.kind, last.right, last.checks, last.mistake_codes) == (
        "chip_count",
        True,
        2,
        ("count_wrong",),
    )


def test_a_practice_drill_set_leaves_chip_drills_to_exams(make_window, tmp_path):
    from dealer_trainer.drills.files import save_drill_set

    window = make_window()
    pot, count = drill_for_seed(2, 4), chip_drills.deal("count", 1, 41)
    mixed, chips_only = tmp_path / "mixed.json", tmp_path / "chips.json"
    save_drill_set(mixed, DrillSet("Mixed", entries=(pot, count)))
    save_drill_set(chips_only, DrillSet("Chips", entries=(count,)))
    assert window.drill_sets.open_file(mixed) is None
    assert window.drill_sets.drills == [pot] and window.session.drill == pot
    said = window.drill_sets.open_file(chips_only)
    assert said is not None and said.startswith("chips.json: ") and "chip drills only" in said
