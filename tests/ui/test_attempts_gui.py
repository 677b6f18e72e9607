"""Every attempt is recorded as it happened (issue 27 §1): a wrong ruling is no first-time
street, award mistakes shown at a push count though undone, grading an award only at Check,
weak spots follow the trainee, and what to practise next reads each level on its own."""

from __future__ import annotations

import pytest
from gui_helpers import Mouse, build_by_dragging
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from test_streets_gui import seed000

from dealer_trainer.drills.rulings import candidates
from dealer_trainer.storage.progress import open_sqlite
from dealer_trainer.ui.main_window import MainWindow
from dealer_trainer.ui.samples import three_way

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")


@pytest.fixture
def store(tmp_path):
    return open_sqlite(tmp_path / "progress.sqlite3", fallbacks=[tmp_path / "fallback"])


@pytest.fixture
def school_window(qtbot, settings, store):
    def make(drill=None):
        window = MainWindow(settings, drill or three_way(), progress=store)
        qtbot.addWidget(window)
        window.resize(1600, 1000)
        window.show()
        qtbot.waitExposed(window)
        window.activateWindow()
        qtbot.waitUntil(lambda: window.school.is_started and window.fully_loaded)
        window.view.fit()
        return window

    return make


def _space(window, times=1):
    for _ in range(times):
        QTest.keyClick(window.view, Qt.Key.Key_Space)


# ----- d. a wrong ruling: the street is not right first time -----------------------------------
def test_a_wrong_ruling_means_the_pull_in_is_not_right_first_time(school_window, store):
    """T1-X6XTZR: a ruling answered wrong, then the pull-in built right at the first Check said
    "Right first time!" and was saved right first time with one mistake."""
    window = school_window()
    sd = seed000()
    ruling = next(r for r in candidates(sd, sd.stakes.format) if (r.kind, r.step) == ("min_raise", 6))
    streets = window.streets
    streets.start(sd, [ruling])
    _space(window, 3)
    build_by_dragging(window, Mouse())
    QTest.keyClick(window.view, Qt.Key.Key_Return)  # pre-flop: right first time
    _space(window, 3)  # the flop: B bets, C is all-in; A's smallest raise?
    assert streets.phase == "ruling"
    QTest.keyClicks(streets.box.answer, "20")
    QTest.keyClick(streets.box.answer, Qt.Key.Key_Return)
    assert "✘" in window.panel.text.toPlainText()
    _space(window, 2)
    assert streets.phase == "pull-in"
    build_by_dragging(window, Mouse())
    QTest.keyClick(window.view, Qt.Key.Key_Return)
    assert window.session.last_check.correct
    result_line = window.panel.result.text()
    assert "Right first time" not in result_line and "mistakes named: 1" in result_line
    flop = store.results()[0]  # the newest first
    assert (flop.right_first_time, flop.mistake_codes) == (False, ("ruling_min_raise",))
