"""The Course view in the window: opened through its QAction, units in order with the trainee's
state, locked units greyed with why, Lesson and Practise put a drill on the table, an
instructor unlocks and resets a unit (kept in the progress store), and the Progress and class
views show the unit reached."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from test_class_view_gui import answers
from test_progress_gui import open_store, open_window

from dealer_trainer.drills.generator import new_drill
from dealer_trainer.storage.results import DrillResult
from dealer_trainer.ui.course import GREY

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore("propagateSizeHints")]


@pytest.fixture
def course_window(qtbot, settings, tmp_path):
    store = open_store(tmp_path)
    store.add_trainee("Ana")
    for i in range(9):  # 8 of the last 10 right first time: the first unit is mastered
        store.record(
            DrillResult(new_drill(1, i).code, 1, "pots", i != 4, 20.0, finished_at=1000.0 + i), "Ana"
        )
    window = open_window(qtbot, settings, store)
    window.school.set_trainee("Ana")
    return window


def click_item(qtbot, view, item):
    view.tree.scrollToItem(item)
    rect = view.tree.visualItemRect(item)
    QTest.mouseClick(view.tree.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert view.tree.currentItem() is item


def open_course(qtbot, window):
    window.course.action.trigger()
    view = window.course.view
    qtbot.waitExposed(view)
    return view


def test_the_course_view_shows_the_units_in_order_with_the_trainees_state(qtbot, course_window):
    view = open_course(qtbot, course_window)
    rows = [(i.text(0), i.text(1), i.text(2)) for i in view.items]
    assert rows[0] == ("1. Table stakes and the all-in", "mastered", "8/9")
    assert rows[1][:2] == ("2. The uncalled bet", "open") and rows[2][1] == "locked"
    assert [r[0].split(". ", 1)[1] for r in rows[:4]] == [
        "Table stakes and the all-in",
        "The uncalled bet",
        "Main and side pots",
        "Folded chips cut by level",
    ]
    assert "unit reached: 2/" in view.heading.text() and view.tree.currentItem() is view.items[1]
    locked = view.items[2]
    assert locked.foreground(0).color() == GREY
    click_item(qtbot, view, locked)
    assert not view.practise_button.isEnabled() and not view.lesson_button.isEnabled()
    assert "Master “The uncalled bet” first: 8 of the last 10 right first time (now 0 of 0)." in (
        view.lesson_text.text()
    )
    assert "Master" in locked.toolTip(0)


def test_lesson_and_practise_put_the_units_drill_on_the_table(qtbot, course_window):
    window = course_window
    view = open_course(qtbot, window)
    click_item(qtbot, view, view.items[1])
    QTest.mouseClick(view.lesson_button, Qt.MouseButton.LeftButton)
    assert not view.isVisible()
    assert window.session.drill.title == "Floor ruling (TDA Rule 16) · the uncalled overbet"
    view = open_course(qtbot, window)
    unit = view.items[1]
    unit.setExpanded(True)
    practice = next(
        unit.child(i) for i in range(unit.childCount()) if unit.child(i).text(0).startswith("Practice")
    )
    click_item(qtbot, view, practice)
    QTest.mouseClick(view.practise_button, Qt.MouseButton.LeftButton)
    assert window.session.drill.level == 2 and window.session.drill.code.startswith("L2")


def test_an_instructor_unlocks_and_resets_a_unit_for_the_trainee(qtbot, course_window):
    window = course_window
    window.school.show_class(answers("geheim", "geheim")).close()  # the instructor sets it there
    view = open_course(qtbot, window)
    window.course.ask = answers("geheim")
    click_item(qtbot, view, view.items[2])
    QTest.mouseClick(view.unlock_button, Qt.MouseButton.LeftButton)
    assert view.items[2].text(1) == "open (unlocked)" and view.practise_button.isEnabled()
    click_item(qtbot, view, view.items[0])
    QTest.mouseClick(view.reset_button, Qt.MouseButton.LeftButton)  # the passphrase is not asked again
    assert (view.items[0].text(1), view.items[0].text(2)) == ("open", "0/0")
    view.close()  # the instructor leaves: the next unlock asks again
    view = open_course(qtbot, window)
    asked = []
    window.course.ask = lambda *a: (asked.append(a[2]), ("", False))[1]  # cancelled
    click_item(qtbot, view, view.items[3])
    QTest.mouseClick(view.unlock_button, Qt.MouseButton.LeftButton)
    assert asked == ["Instructor passphrase:"] and view.items[3].text(1) == "locked"
    overrides = window.school.store.course_overrides("Ana")["Ana"]
    assert {unit: action for unit, (action, _at) in overrides.items()} == {
        "side-pots": "unlock",
        "table-stakes": "reset",
    }


def test_a_trainee_cannot_choose_the_passphrase_in_the_course_view(qtbot, course_window, monkeypatch):
    from PySide6.QtWidgets import QMessageBox

    window = course_window
    said = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *a, **k: said.append((a[1], a[2])))
    asked = []

    def ask(_parent, title, prompt, _echo):
        asked.append((title, prompt))
        return "mijn", True

    window.course.ask = ask
    view = open_course(qtbot, window)
    click_item(qtbot, view, view.items[2])
    QTest.mouseClick(view.unlock_button, Qt.MouseButton.LeftButton)  # no passphrase set yet
    assert asked == [] and view.items[2].text(1) == "locked"
    assert said[-1][0] == "Course — instructor" and "The instructor sets it first" in said[-1][1]
    assert window.settings.store.value("school/instructor") in (None, "")
    window.school.show_class(answers("geheim", "geheim")).close()
    window.course.ask = answers("")  # an empty passphrase is refused, with a message
    QTest.mouseClick(view.unlock_button, Qt.MouseButton.LeftButton)
    assert said[-1] == ("Course — instructor", "No passphrase was typed; nothing was done.")
    assert view.items[2].text(1) == "locked"
    window.course.ask = ask  # a wrong one too
    QTest.mouseClick(view.unlock_button, Qt.MouseButton.LeftButton)
    assert asked[-1] == ("Course — instructor", "Instructor passphrase:")
    assert said[-1][1] == "Wrong passphrase." and view.items[2].text(1) == "locked"


def test_the_class_view_refuses_an_empty_passphrase_with_a_message(qtbot, course_window, monkeypatch):
    from PySide6.QtWidgets import QMessageBox

    said = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *a, **k: said.append(a[2]))
    assert course_window.school.show_class(answers("")) is None
    assert said == ["No passphrase was typed; nothing was done."]


def test_progress_and_the_class_view_show_the_unit_reached(qtbot, course_window):
    window = course_window
    window.school.show_progress()
    assert window.school.progress_dialog.course_label.text().startswith("Course: 2/")
    window.school.progress_dialog.close()
    dialog = window.school.show_class(answers("geheim", "geheim"))
    table = dialog.table
    column = [table.horizontalHeaderItem(c).text() for c in range(table.columnCount())].index("Course unit")
    assert (
        table.item(0, column).text().startswith("2/") and "The uncalled bet" in table.item(0, column).text()
    )


def test_the_course_view_is_dutch(qapp, qtbot, settings, tmp_path):
    from dealer_trainer.ui.language import install_language

    assert install_language(qapp, "nl") == "nl"
    try:
        store = open_store(tmp_path)
        store.add_trainee("Ana")
        window = open_window(qtbot, settings, store)
        window.school.set_trainee("Ana")
        assert window.course.menu.title() == "Cur&sus"
        view = open_course(qtbot, window)
        assert view.items[0].text(0) == "1. Tafelinzet en de all-in" and view.items[0].text(1) == "open"
        assert view.items[1].text(1) == "op slot"
        assert "Beheers eerst “Tafelinzet en de all-in”: 8 van de laatste 10 in één keer goed" in (
            view.items[1].toolTip(0)
        )
        assert view.practise_button.text() == "&Oefenen"
    finally:
        install_language(qapp, "en")


def test_a_street_lesson_and_a_ruling_drill_start_street_by_street(qtbot, course_window):
    window = course_window
    window.level_box.setFocus()  # the keys were elsewhere before (the toolbar's level box)
    view = open_course(qtbot, window)
    unit = view.items[0]  # table stakes: a street lesson first, a ruling drill among its drills
    unit.setExpanded(True)
    children = [unit.child(i) for i in range(unit.childCount())]
    click_item(qtbot, view, children[0])
    QTest.mouseClick(view.lesson_button, Qt.MouseButton.LeftButton)
    assert window.streets.on_table is not None
    assert window.streets.on_table.title == "Seed 000: table stakes ($80 facing a $500 bet)"
    qtbot.waitUntil(lambda: QApplication.focusWidget() is window.view)  # the keys go to the table
    assert window.isActiveWindow()
    before = window.panel.text.toPlainText()
    QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Space)  # plays the lesson's next action
    assert window.panel.text.toPlainText() != before
    view = open_course(qtbot, window)
    unit = view.items[0]
    unit.setExpanded(True)
    ruling = next(
        unit.child(i)
        for i in range(unit.childCount())
        if unit.child(i).text(0) == "Practice: The effective stack"
    )
    click_item(qtbot, view, ruling)
    QTest.mouseClick(view.practise_button, Qt.MouseButton.LeftButton)
    assert window.streets.on_table is not None and window.streets.on_table.code.startswith("T")
    assert any(r.kind == "effective_stack" for r in window.streets.rulings)
