"""An exam with a written part, a street-by-street hand and a pot drill, taken with real mouse
and key events, graded by part and weighted (issue 31 §4)."""

from __future__ import annotations

from dataclasses import replace

import pytest
from gui_helpers import Mouse, build_by_dragging
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QLineEdit, QScrollArea

from dealer_trainer.drills.exam_parts import ExamParts
from dealer_trainer.drills.exams import make_exam, save_exam
from dealer_trainer.drills.files import DrillSet
from dealer_trainer.drills.generator import drill_for_seed
from dealer_trainer.drills.streets import street_drill_from_code
from dealer_trainer.drills.written import make_written, question_from_spec
from dealer_trainer.storage.exams import ExamStore
from dealer_trainer.ui import exam as exam_ui

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")

STREET = "T1-22225D"


def course_exam(tmp_path, parts):
    pots_only = replace(drill_for_seed(2, 4), board="")  # no showdown: the pots are built only
    entries = (street_drill_from_code(STREET), pots_only)
    drills = DrillSet(
        "Course exam", "Ms. V", "", tuple(e for e in entries if hasattr(e, "seats")), entries=entries
    )
    written = make_written(2, 11, ("min_raise", "eligible"))
    exam = make_exam(drills, total_seconds=1200, written=written, parts=parts)
    path = tmp_path / "course-exam.json"
    save_exam(path, exam)
    return path, [question_from_spec(s) for s in written]


def start(window, qtbot, monkeypatch, path):
    monkeypatch.setattr(exam_ui.QFileDialog, "getOpenFileName", lambda *a, **k: (str(path), ""))
    window.exam.take_action.trigger()
    intro = window.exam.intro
    QTest.keyClicks(intro.name, "Anna")
    QTest.mouseClick(intro.start_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.exam.written is not None and window.exam.written.isVisible())
    return window.exam.written


def answer_written(page, questions, right):
    """Each question answered by mouse or keyboard: rightly where ``right`` says so."""
    for i, (q, ok) in enumerate(zip(questions, right, strict=True)):
        box = page.inputs[i]
        if isinstance(box, QLineEdit):
            amount = q.answer if ok else q.answer + 1
            page.findChild(QScrollArea).ensureWidgetVisible(box)
            QTest.mouseClick(box, Qt.MouseButton.LeftButton)
            QTest.keyClicks(box, q.stakes.format(amount))
        else:
            pick = q.answer if ok else (q.answer + 1) % len(q.options)
            button = box.button(pick)
            page.findChild(QScrollArea).ensureWidgetVisible(button)  # scrolled to, as a trainee would
            # on the round indicator, at the left: a radio button takes clicks on its mark and label
            QTest.mouseClick(button, Qt.MouseButton.LeftButton, pos=QPoint(8, button.height() // 2))
            assert box.checkedId() == pick
    QTest.mouseClick(page.hand_in_button, Qt.MouseButton.LeftButton)


def play_street_hand(window, qtbot):
    """Space through the hand; each ruling answered right (clicked or typed); each pull-in built
    by dragging and checked with Return."""
    streets, exam = window.streets, window.exam
    for _ in range(300):
        qtbot.wait(1)  # the exam's own queued steps (the hand's end, the next item)
        if exam.index != 0 or not exam.running:
            return
        if streets.phase == "ruling":
            ruling = streets.pending
            if streets.box.answer.isVisible():
                QTest.keyClicks(
                    streets.box.answer,
                    window.session.drill.stakes.format(ruling.answer)
                    if window.session.drill
                    else str(ruling.answer),
                )
                QTest.keyClick(streets.box.answer, Qt.Key.Key_Return)
            else:
                wanted = (
                    ruling.answer
                    if not isinstance(ruling.answer, bool)
                    else ("Yes" if ruling.answer else "No")
                )
                button = next(b for b in streets.box.buttons if b.text() == wanted)
                qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
        elif streets.phase == "pull-in":
            build_by_dragging(window, Mouse())
            QTest.keyClick(window.view, Qt.Key.Key_Return)
        else:
            QTest.keyClick(window.view, Qt.Key.Key_Space)
    raise AssertionError(f"the street hand never ended: phase {streets.phase}")


def test_written_street_and_pot_drill_are_graded_by_part(make_window, qtbot, monkeypatch, tmp_path):
    window = make_window()
    window.exam.store = ExamStore(tmp_path / "exams.sqlite3")
    path, questions = course_exam(tmp_path, ExamParts((("written", 30), ("table", 70)), 80, None))
    page = start(window, qtbot, monkeypatch, path)
    assert window.exam.index == -1  # the table waits for the written part
    answer_written(page, questions, (True, False))
    qtbot.waitUntil(lambda: window.exam.index == 0)
    assert window.streets.active  # the street hand is on the table
    play_street_hand(window, qtbot)
    qtbot.waitUntil(lambda: window.exam.index == 1)
    build_by_dragging(window, Mouse())
    QTest.keyClick(window.view, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: not window.exam.running)
    result = window.exam.last_result
    assert [d.kind for d in result.drills] == ["written", "written", "street", "pots"]
    assert [d.right for d in result.drills] == [True, False, True, True]
    assert result.drills[1].mistake_codes == ("written_eligible",)
    written, table = result.scores()
    assert (written.right, written.count, table.right, table.count) == (1, 2, 2, 2)
    assert result.percent == 85  # 30 × 50 % + 70 × 100 %
    assert result.passed
    stored = window.exam.store.sittings()[0].result
    assert [d.right for d in stored.drills] == [True, False, True, True]
    assert (stored.percent, stored.passed) == (85, True)  # read back with its parts: graded the same


def test_a_part_below_its_own_mark_fails_the_exam(make_window, qtbot, monkeypatch, tmp_path):
    window = make_window()
    window.exam.store = ExamStore(tmp_path / "exams.sqlite3")
    path, questions = course_exam(tmp_path, ExamParts((("written", 30), ("table", 70)), 60, 60))
    page = start(window, qtbot, monkeypatch, path)
    answer_written(page, questions, (False, False))
    qtbot.waitUntil(lambda: window.exam.index == 0)
    window.exam.hand_in("time_up")  # the street hand handed in unplayed: wrong
    qtbot.waitUntil(lambda: window.exam.index == 1)
    build_by_dragging(window, Mouse())
    QTest.keyClick(window.view, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: not window.exam.running)
    result = window.exam.last_result
    assert [d.right for d in result.drills] == [False, False, False, True]
    assert result.percent == 35 and not result.passed


def test_the_sheet_gives_each_part_and_the_weighted_total(make_window, qtbot, monkeypatch, tmp_path):
    window = make_window()
    window.exam.store = ExamStore(tmp_path / "exams.sqlite3")
    path, questions = course_exam(tmp_path, None)  # the default parts: 30 written, 70 table
    page = start(window, qtbot, monkeypatch, path)
    answer_written(page, questions, (True, True))
    qtbot.waitUntil(lambda: window.exam.index == 0)
    window.exam.hand_in("time_up")
    qtbot.waitUntil(lambda: window.exam.index == 1)
    window.exam.hand_in("time_up")
    qtbot.waitUntil(lambda: window.exam.sheet is not None and window.exam.sheet.isVisible())
    score = window.exam.sheet.score.text()
    assert "Written 2 of 2 (100 %, weight 30) · Table 0 of 2 (0 %, weight 70) · total 30 %" in score
    assert window.exam.sheet.table.item(0, 1).text() == "written question"
    assert window.exam.sheet.table.item(2, 1).text() == "street hand"
