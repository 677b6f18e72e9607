"""Every attempt is recorded as it happened (issue 27 §1): a wrong ruling is no first-time
street, award mistakes shown at a push count though undone, grading an award only at Check,
weak spots follow the trainee, and what to practise next reads each level on its own."""

from __future__ import annotations

import pytest
from gui_helpers import Mouse, build_by_dragging
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from test_award_gui import push_by_chips, split_three
from test_exam_gui import exam_path, press_check, take
from test_streets_gui import seed000

from dealer_trainer.drills.rulings import candidates
from dealer_trainer.storage.exams import ExamStore
from dealer_trainer.storage.progress import open_sqlite
from dealer_trainer.ui.main_window import MainWindow
from dealer_trainer.ui.samples import three_way
from dealer_trainer.ui.table.award_model import win_pile
from dealer_trainer.ui.table.model import pot_pile

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


# ----- c. award mistakes count even when undone -----------------------------------------------
SPLIT_WRONG = (("Ada", 11), ("Ben", 11), ("Cal", 10))  # the odd chips to Ada and Ben: Ben and Cal's
SPLIT_RIGHT = (("Ben", 11), ("Cal", 11), ("Ada", 10))


def _push(window, shares):
    for who, amount in shares:
        push_by_chips(window, Mouse(), 0, who, amount)


def _undo_every_push(window):
    state = window.session.state
    for _ in range(60):
        if not any(state.amount(win_pile(s)) for s in ("Ada", "Ben", "Cal")):
            return
        QTest.keySequence(window, "Ctrl+Z")
    raise AssertionError("undo did not bring the pot back")


def test_a_split_pushed_wrong_then_undone_still_counts_and_is_saved(school_window, store):
    """S4-CGK5DJ: a split pushed to the wrong seats, marked red at once, then undone and pushed
    right ended "Awarded · checks: 1 · mistakes named: 0" and saved no code."""
    window = school_window()
    window.award.load_showdown(split_three())
    _push(window, SPLIT_WRONG)
    assert window.scene.spots[pot_pile(0)].verdict is False  # red at once
    assert "mistakes named: 1" in window.panel.result.text()
    _undo_every_push(window)
    _push(window, SPLIT_WRONG)  # the same wrong push again: named once
    _undo_every_push(window)
    _push(window, SPLIT_RIGHT)
    press_check(window)
    assert window.award.last_check.correct
    assert "Awarded · checks: 1 · mistakes named: 1" in window.panel.result.text()
    (saved,) = store.results()
    assert (saved.kind, saved.right_first_time, saved.mistake_codes) == (
        "showdown",
        False,
        ("odd_chip_wrong_seat",),
    )


def test_a_wrong_push_checked_is_named_once(school_window, store):
    window = school_window()
    window.award.load_showdown(split_three())
    _push(window, SPLIT_WRONG)
    press_check(window)  # shown at the push, then checked as it stands: one mistake, not two
    assert window.award.result.codes == ["odd_chip_wrong_seat"] and window.award.result.mistakes == 1


def test_graded_only_at_check_a_push_shows_nothing_and_undo_before_check_is_free(
    school_window, store, settings
):
    window = school_window()
    action = window.award.at_check_action
    assert action in window.award.menu.actions() and not action.isChecked()  # default: graded at push
    action.trigger()
    assert settings.award_at_check  # kept for the next start
    window.award.load_showdown(split_three())
    _push(window, SPLIT_WRONG)
    assert window.scene.spots[pot_pile(0)].verdict is None  # no verdict before Check
    assert "Pushed so far" not in window.panel.text.toPlainText()
    assert window.award.result.codes == [] and not window.award.result.verdict_seen
    _undo_every_push(window)
    _push(window, SPLIT_RIGHT)
    press_check(window)
    assert window.award.result.right_first_time
    (saved,) = store.results()
    assert (saved.right_first_time, saved.mistake_codes) == (True, ())
    action.trigger()
    assert not settings.award_at_check


def test_in_an_exam_undo_before_check_does_not_erase_a_wrong_push(make_window, qtbot, monkeypatch, tmp_path):
    window = make_window()
    window.exam.store = ExamStore(tmp_path / "exams.sqlite3")
    take(window, qtbot, monkeypatch, exam_path(tmp_path, [split_three()]))
    build_by_dragging(window, Mouse())
    press_check(window)
    qtbot.waitUntil(lambda: window.award.active)
    _push(window, SPLIT_WRONG)
    assert window.scene.spots[pot_pile(0)].verdict is None  # an exam shows nothing before Check
    _undo_every_push(window)
    _push(window, SPLIT_RIGHT)
    press_check(window)
    qtbot.waitUntil(lambda: window.exam.sheet is not None and window.exam.sheet.isVisible())
    [sitting] = window.exam.store.sittings()
    [drill] = sitting.result.drills
    assert not drill.right and "odd_chip_wrong_seat" in drill.mistake_codes
