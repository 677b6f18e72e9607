"""The instructor's class view in the window: behind the passphrase on a shared machine's file,
two trainees listed, CSV exported."""

from __future__ import annotations

import csv

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QMessageBox
from test_progress_gui import open_store, open_window

from dealer_trainer.drills.exams import ExamDrillResult, ExamResult
from dealer_trainer.storage.exams import ExamStore
from dealer_trainer.storage.results import DrillResult

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")


def answers(*typed):
    """A stand-in for QInputDialog.getText that types ``typed`` in turn (None: Cancel)."""
    queue = list(typed)

    def ask(*_args):
        text = queue.pop(0)
        return ("", False) if text is None else (text, True)

    return ask


@pytest.fixture
def school_window(qtbot, settings, tmp_path):
    store = open_store(tmp_path)
    for name, right in (("Ana", True), ("Bram", False)):
        store.add_trainee(name)
        store.record(
            DrillResult("L3-222222-2", 3, "pots", right, 42.0, () if right else ("wrong_level",)), name
        )
    window = open_window(qtbot, settings, store)
    window.exam.store = ExamStore(tmp_path / "exams.sqlite3")
    window.exam.store.save(
        ExamResult("x", "Week 3", "Ana", 1.0, 300.0, 80, (ExamDrillResult(1, True, 30.0),))
    )
    return window


def test_the_class_view_lists_the_class_behind_the_passphrase_and_exports_csv(
    school_window, tmp_path, monkeypatch
):
    window = school_window
    warnings = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *a, **k: warnings.append(a[2]))
    assert window.school.show_class(answers("geheim", "anders")) is None  # typed twice, not the same
    assert warnings == ["The two passphrases differ; none was set."]
    dialog = window.school.show_class(answers("geheim", "geheim"))  # set the first time
    assert dialog is not None
    rows = [[dialog.table.item(r, c).text() for c in range(dialog.table.columnCount())] for r in range(2)]
    assert [r[0] for r in rows] == ["Ana", "Bram"]
    assert rows[0][2] == "100 % (1/1)" and rows[0][6] == "1/1" and rows[0][7].startswith("Week 3: 100 %")
    assert (
        rows[1][2] == "0 % (0/1)"
        and rows[1][5].endswith(" ×1")
        and "wrong_level" not in rows[1][5]
        and rows[1][6] == "—"
    )
    stored = window.settings.store.value("school/instructor")
    assert "geheim" not in str(stored)  # only a salted hash is kept
    out = tmp_path / "class.csv"
    monkeypatch.setattr("PySide6.QtWidgets.QFileDialog.getSaveFileName", lambda *a, **k: (str(out), ""))
    QTest.mouseClick(dialog.export_button, Qt.MouseButton.LeftButton)
    lines = list(csv.DictReader(out.open(encoding="utf-8")))
    assert [(r["trainee"], r["drills"], r["exams_passed"]) for r in lines] == [
        ("Ana", "1", "1"),
        ("Bram", "1", "0"),
    ]
    dialog.close()
    assert window.school.show_class(answers("raden")) is None  # a wrong passphrase opens nothing
    assert warnings[-1] == "Wrong passphrase."
    assert window.school.show_class(answers("geheim")) is not None


def test_the_class_view_shows_what_the_schools_server_noted(qtbot):
    from dealer_trainer.storage.class_report import TraineeReport
    from dealer_trainer.ui.instructor import ClassView

    sittings = (
        ExamResult("x", "Week 3", "Ana", 2.0, 900.0, 80, (ExamDrillResult(1, True, 30.0),), ("late",)),
        ExamResult(
            "y", "Home exam", "Ana", 1.0, 90.0, 80, (ExamDrillResult(1, True, 30.0),), ("unverified",)
        ),
    )
    line = TraineeReport("Ana", 12, 9, 12, 9, 30.0, 1.0, (), sittings, drill_flags=(("queued", 3),))
    dialog = ClassView([line], "postgresql://school/class")
    qtbot.addWidget(dialog)
    cells = [dialog.table.item(0, c).text() for c in range(dialog.table.columnCount())]
    assert cells[1] == "12 (3 queued)"
    assert cells[6] == "2/2 (1 late, 1 unverified)"
    assert cells[7] == "Week 3: 100 % (pass, late)"
