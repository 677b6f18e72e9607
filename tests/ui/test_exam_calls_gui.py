"""An exam made with `exam make` hides the hand names: the trainee calls each live hand before
pushing, a wrong call makes the drill wrong (hand_call_wrong); an exam sealed without the option
keeps the names shown (issue 30 §2)."""

from __future__ import annotations

import pytest
from gui_helpers import build_by_dragging
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from test_exam_gui import award_by_mouse, press_check, sheet_rows, take, with_cards

from dealer_trainer.drills.exams import make_exam, save_exam
from dealer_trainer.drills.files import DrillSet
from dealer_trainer.storage.exams import ExamStore

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore("propagateSizeHints")]


@pytest.fixture
def exam_window(make_window, tmp_path):
    window = make_window()
    window.exam.store = ExamStore(tmp_path / "exams.sqlite3")
    return window


def exam_file(tmp_path, calls):
    exam = make_exam(DrillSet("Calls", "Ms. V", "", (with_cards(),)), total_seconds=600, calls=calls)
    path = tmp_path / "calls-exam.json"
    save_exam(path, exam)
    return path


def test_a_wrong_call_in_an_exam_makes_the_drill_wrong(exam_window, qtbot, monkeypatch, mouse, tmp_path):
    window = exam_window
    take(window, qtbot, monkeypatch, exam_file(tmp_path, calls=True))
    build_by_dragging(window, mouse)
    press_check(window)
    qtbot.waitUntil(lambda: window.hand_calling.dialog is not None)
    dialog = window.hand_calling.dialog
    assert not window.scene.win_spot("Anna").hand_name and not window.view.isEnabled()
    QTest.keyClicks(dialog.boxes[("Anna", "high")], "three of a kind, sevens")
    QTest.keyClicks(dialog.boxes[("Bram", "high")], "pair of aces")
    QTest.keyClicks(dialog.boxes[("Chris", "high")], "pair of kings")  # Chris has queens
    QTest.mouseClick(dialog.call_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(window.isActiveWindow)  # the table takes the keys again
    assert "queens" not in window.panel.text.toPlainText()  # no verdict before the drill is handed in
    award_by_mouse(window, mouse)
    press_check(window)
    qtbot.waitUntil(lambda: window.exam.sheet is not None and window.exam.sheet.isVisible())
    [row] = sheet_rows(window.exam.sheet)
    assert row[2] != "✔ right"
    assert window.exam.last_result.drills[0].mistake_codes == ("hand_call_wrong",)


def test_an_exam_sealed_without_the_option_shows_the_names(exam_window, qtbot, monkeypatch, mouse, tmp_path):
    window = exam_window
    window.hand_calling.option.setChecked(True)  # the practice option does not reach into an exam
    take(window, qtbot, monkeypatch, exam_file(tmp_path, calls=False))
    build_by_dragging(window, mouse)
    press_check(window)
    qtbot.waitUntil(lambda: window.award.active)
    assert window.hand_calling.dialog is None and window.view.isEnabled()
    assert window.scene.win_spot("Anna").hand_name == "three of a kind, sevens"
