"""Exams and drill sets on the school's server, in the window (a real PostgreSQL server the test
starts): the instructor publishes from the Trainee menu, a trainee on another machine takes the
exam by mouse, the result lands on the server and the instructor's class view shows it."""

from __future__ import annotations

import uuid

import psycopg
import pytest
from gui_helpers import build_by_dragging
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QMessageBox

from dealer_trainer.drills.exams import make_exam, save_exam  # noqa: E402
from dealer_trainer.drills.files import DrillSet, save_drill_set  # noqa: E402
from dealer_trainer.storage.exams import ExamStore  # noqa: E402
from dealer_trainer.storage.postgres import add_login, enable_row_security, open_postgres  # noqa: E402
from dealer_trainer.ui.main_window import MainWindow  # noqa: E402
from dealer_trainer.ui.samples import ten_seats, three_way  # noqa: E402

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")


def first_item(*args):
    """QInputDialog.getItem's stand-in: the first item chosen."""
    items = args[3]
    return items[0], True


def a_window(qtbot, settings, store):
    window = MainWindow(settings, three_way(), progress=store)
    qtbot.addWidget(window)
    window.resize(1600, 1000)
    window.show()
    qtbot.waitExposed(window)
    qtbot.waitUntil(lambda: window.school.is_started)
    return window


def test_published_by_the_instructor_taken_on_another_machine_and_seen_in_the_class_view(
    qtbot, settings, tmp_path, mouse, server, monkeypatch
):
    url = server.url()
    tag = uuid.uuid4().hex[:6]
    ana, teacher = f"ana_{tag}", f"teacher_{tag}"
    open_postgres(url, tmp_path / "owner.sqlite3", fallbacks=[]).close()
    with psycopg.connect(url) as db:
        enable_row_security(db)
        add_login(db, ana, None)
        add_login(db, teacher, None, instructor=True)
    said = []
    monkeypatch.setattr(QMessageBox, "information", lambda *a, **k: said.append(a[2]))
    monkeypatch.setattr(QMessageBox, "warning", lambda *a, **k: said.append(a[2]))
    # the instructor's machine: publish an exam and a drill set from the Trainee menu
    exam_file = tmp_path / "exam.json"
    save_exam(exam_file, make_exam(DrillSet("Pot module", "Ms. V", "", (ten_seats(),)), total_seconds=600))
    set_file = tmp_path / "set.json"
    save_drill_set(set_file, DrillSet("Week 5 side pots", "Ms. V", "", (three_way(), ten_seats())))
    instructor_store = open_postgres(url.replace("postgres@", f"{teacher}@"), tmp_path / "i.sqlite3", [])
    instructor = a_window(qtbot, settings, instructor_store)
    assert instructor.school.publish_action in instructor.school.menu.actions()
    assert instructor.school.choose_publish(str(exam_file)) == "Published the exam Pot module for the class."
    assert instructor.school.choose_publish(str(set_file)) == (
        "Published the drill set Week 5 side pots for the class."
    )
    # Ana's machine: her own login, her own queue; she opens the drill set and takes the exam
    trainee_store = open_postgres(url.replace("postgres@", f"{ana}@"), tmp_path / "a.sqlite3", [])
    window = a_window(qtbot, settings, trainee_store)
    window.exam.store = ExamStore(tmp_path / "a-exams.sqlite3")
    assert window.school.trainee == ana and window.school.own_login
    drills = window.school.choose_school_set(pick=first_item)
    assert len(drills) == 2 and window.drill_sets.active
    intro = window.school.choose_school_exam(pick=first_item)
    assert intro is not None and intro.isVisible()
    QTest.mouseClick(intro.start_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.exam.running)
    school = window.school  # nothing that would leave the exam while it runs
    assert not any(
        a.isEnabled() for a in (school.take_exam_action, school.open_set_action, school.weak_action)
    )
    window.view.fit()
    build_by_dragging(window, mouse)
    with psycopg.connect(url) as db:  # as if she took ten seconds (sooner than 1 s a drill: unverified)
        db.execute("UPDATE exam_starts SET started_at = started_at - 10")
    QTest.keyClick(window.view, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: window.exam.sheet is not None and window.exam.sheet.isVisible())
    assert window.exam.sheet.verdict.text() == "PASS"
    assert school.take_exam_action.isEnabled() and school.open_set_action.isEnabled()
    window.exam.sheet.close()
    # the result is on the server, once, as hers; the instructor's class view shows it
    assert trainee_store.waiting() == 0
    [sitting] = instructor_store.sittings()
    assert (sitting.trainee, sitting.title, sitting.right, sitting.passed) == (ana, "Pot module", 1, True)
    assert sitting.flags == ()  # started on the server when she pressed Start, ended once, in time
    # back to practice: the drill dealt gets its start on the server, its result names it
    window.session.load(three_way())
    with psycopg.connect(url) as db:  # as if she took ten seconds
        db.execute("UPDATE drill_starts SET started_at = started_at - 10")
    window.view.fit()
    build_by_dragging(window, mouse)
    window.check_action.trigger()
    assert trainee_store.waiting() == 0, trainee_store.status.message
    with psycopg.connect(url) as db:
        [(flags, start_uid)] = db.execute(
            "SELECT r.flags, s.result_uid FROM drill_results AS r"
            " JOIN drill_starts AS s ON s.result_uid = r.uid"
        ).fetchall()
    assert flags == "" and start_uid
    dialog = instructor.school.show_class()
    rows = [[dialog.table.item(r, c).text() for c in range(dialog.table.columnCount())] for r in range(1)]
    assert rows[0][0] == ana and rows[0][6] == "1/1" and rows[0][7].startswith("Pot module: 100 %")
    dialog.close()
    assert [w for w in said if "could not" in w.lower()] == []


def test_nothing_published_and_an_unreachable_server_are_said_in_one_line(
    qtbot, settings, tmp_path, monkeypatch, server
):
    said = []
    monkeypatch.setattr(QMessageBox, "information", lambda *a, **k: said.append(a[2]))
    monkeypatch.setattr(QMessageBox, "warning", lambda *a, **k: said.append(a[2]))
    store = open_postgres(server.url(), tmp_path / "q.sqlite3", [])
    window = a_window(qtbot, settings, store)
    assert window.school.choose_school_exam(pick=first_item) is None
    assert said == ["Nothing is published on the school's database yet."]
    store.url = store.url.replace("/t_", "/missing_")  # a database that is not there
    store._lost(RuntimeError("gone"))  # noqa: SLF001 - the connection dropped
    store.retry_now()
    assert window.school.choose_school_set(pick=first_item) == []
    assert "cannot be reached" in said[-1] and "\n" not in said[-1]


def test_a_passphrase_sealed_exam_is_published_from_the_window_only_with_its_passphrase(
    qtbot, settings, tmp_path, monkeypatch
):
    import json

    from test_progress_gui import open_store, open_window

    said = []
    monkeypatch.setattr(QMessageBox, "information", lambda *a, **k: said.append(a[2]))
    monkeypatch.setattr(QMessageBox, "warning", lambda *a, **k: said.append(a[2]))
    store = open_store(tmp_path)
    window = open_window(qtbot, settings, store)
    exam = make_exam(DrillSet("Pot module", "Ms. V", "", (ten_seats(),)), total_seconds=600)
    exam_file, edited_file = tmp_path / "exam.json", tmp_path / "edited.json"
    save_exam(exam_file, exam, "horse battery")
    edited = json.loads(exam_file.read_text(encoding="utf-8"))
    edited["pass_mark"] = 1  # "Pass mark: 1 %" over the plain field
    edited_file.write_text(json.dumps(edited), encoding="utf-8")
    asked = []

    def ask(*args):
        asked.append(args[2])
        return ("horse battery", True)

    def cancel(*_args):
        return ("", False)

    assert window.school.choose_publish(str(exam_file), ask=cancel) == ""
    said_edited = window.school.choose_publish(str(edited_file), ask=ask)
    assert "pass_mark: 1 does not match the sealed exam" in said_edited
    assert store.published_exams() == []
    assert (
        window.school.choose_publish(str(exam_file), ask=ask)
        == "Published the exam Pot module for the class."
    )
    assert asked == ["This exam is sealed. The instructor's passphrase:"] * 2
    assert [e.pass_mark for e in store.published_exams()] == [80]
