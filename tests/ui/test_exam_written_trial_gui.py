"""What a hostile trial found in the exam with a written part, by mouse and keyboard: the Course
menu and the trainee switch locked during the exam, an unreadable amount asked again, unanswered
questions named before the part is handed in, and an exam kept at quitting after its written
part going on at the table with the written answers kept (issue 31 §4)."""

from __future__ import annotations

import pytest
from gui_helpers import Gestures
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QLabel, QLineEdit, QScrollArea
from test_exam_parts_gui import course_exam
from test_resume_gui import Answers, open_window

from dealer_trainer.drills.exam_parts import ExamParts
from dealer_trainer.storage.exams import ExamStore
from dealer_trainer.ui import exam as exam_ui
from dealer_trainer.ui import resume as resume_ui
from dealer_trainer.ui.table.model import front_pile, pot_pile

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")


def start(window, qtbot, monkeypatch, path):
    monkeypatch.setattr(exam_ui.QFileDialog, "getOpenFileName", lambda *a, **k: (str(path), ""))
    window.exam.take_action.trigger()
    intro = window.exam.intro
    intro.name.selectAll()
    QTest.keyClicks(intro.name, "Anna")
    QTest.mouseClick(intro.start_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.exam.written is not None and window.exam.written.isVisible())
    return window.exam.written


def type_or_pick(page, i, question, right=True):
    box = page.inputs[i]
    page.findChild(QScrollArea).ensureWidgetVisible(box if isinstance(box, QLineEdit) else box.button(0))
    if isinstance(box, QLineEdit):
        QTest.mouseClick(box, Qt.MouseButton.LeftButton)
        QTest.keyClicks(box, question.stakes.format(question.answer if right else question.answer + 1))
    else:
        button = box.button(question.answer)
        QTest.mouseClick(button, Qt.MouseButton.LeftButton, pos=QPoint(8, button.height() // 2))


def test_the_course_menu_and_the_trainee_switch_are_off_during_an_exam(
    make_window, qtbot, monkeypatch, tmp_path
):
    window = make_window()
    window.exam.store = ExamStore(tmp_path / "exams.sqlite3")
    qtbot.waitUntil(lambda: window.school.is_started)
    path, _questions = course_exam(tmp_path, ExamParts())
    start(window, qtbot, monkeypatch, path)
    assert not window.course.menu.menuAction().isEnabled()
    assert not window.school.switch_action.isEnabled()
    window.exam.hand_in("time_up")
    qtbot.waitUntil(lambda: window.exam.index == 0)
    assert not window.course.menu.menuAction().isEnabled()  # still off at the table
    window.exam.finish(show_sheet=False)
    assert window.course.menu.menuAction().isEnabled()


def test_an_unreadable_amount_is_asked_again_and_unanswered_questions_are_named(
    make_window, qtbot, monkeypatch, tmp_path
):
    window = make_window()
    window.exam.store = ExamStore(tmp_path / "exams.sqlite3")
    path, questions = course_exam(tmp_path, ExamParts())  # a min-raise amount, then a choice
    page = start(window, qtbot, monkeypatch, path)
    amount = page.inputs[0]
    QTest.mouseClick(amount, Qt.MouseButton.LeftButton)
    QTest.keyClicks(amount, "4,00.0")
    QTest.mouseClick(page.hand_in_button, Qt.MouseButton.LeftButton)
    assert page.isVisible() and "Question 1" in page.problem.text()  # nothing handed in
    amount.clear()
    type_or_pick(page, 0, questions[0])
    QTest.mouseClick(page.hand_in_button, Qt.MouseButton.LeftButton)
    assert page.isVisible() and "Not answered: question 2" in page.problem.text()
    QTest.mouseClick(page.hand_in_button, Qt.MouseButton.LeftButton)  # handed in as it stands
    qtbot.waitUntil(lambda: window.exam.index == 0)
    first, second = window.exam.results[:2]
    assert first.right and first.ending == "checked"
    assert not second.right and second.ending == "unanswered" and second.mistake_codes == ()


def test_an_exam_kept_after_its_written_part_goes_on_at_the_table(qtbot, settings, tmp_path, monkeypatch):
    answers = Answers(monkeypatch)
    window = open_window(qtbot, settings, tmp_path)
    path, questions = course_exam(tmp_path, ExamParts())
    page = start(window, qtbot, monkeypatch, path)
    for i, question in enumerate(questions):
        type_or_pick(page, i, question)
    QTest.mouseClick(page.hand_in_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.exam.index == 0 and window.streets.active)
    started = window.exam._started_at  # noqa: SLF001
    answers.queue = ["Keep the exam and quit"]
    window.quit_action.trigger()
    assert not window.isVisible()
    monkeypatch.setattr(resume_ui, "wall_clock", lambda: started + 60.0)
    again = open_window(qtbot, settings, tmp_path)
    exam = again.exam
    qtbot.waitUntil(lambda: exam.running)
    assert exam.written is None and exam.index == 0  # at the table, not the written page again
    assert [r.right for r in exam.results] == [True, True]  # the written answers kept
    assert again.streets.active  # the street hand dealt again from its first action
    exam.hand_in("time_up")
    qtbot.waitUntil(lambda: exam.index == 1)
    Gestures(again).drag(front_pile(again.session.drill.seats[0].name), pot_pile(0), whole=True)
    exam.finish(show_sheet=False)
    result = exam.last_result
    assert [d.kind for d in result.drills] == ["written", "written", "street", "pots"]
    written, table = result.scores()
    assert (written.right, written.count, table.count) == (2, 2, 2)


def test_the_intro_names_the_written_part_and_the_weighted_pass_mark(make_window, monkeypatch, tmp_path):
    window = make_window()
    path, _questions = course_exam(tmp_path, ExamParts((("written", 30), ("table", 70)), 80, 60))
    monkeypatch.setattr(exam_ui.QFileDialog, "getOpenFileName", lambda *a, **k: (str(path), ""))
    window.exam.take_action.trigger()
    words = " ".join(label.text() for label in window.exam.intro.findChildren(QLabel))
    assert "2 questions, taken first, before the table" in words
    assert "80 % in all, the parts weighted: written 30 %, table 70 %; each part at least 60 %" in words
    assert "of the drills right" not in words
    window.exam.intro.reject()
