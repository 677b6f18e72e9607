"""An exam of a level-5 raked drill and a run-it-twice drill (issue 28): the instructor's drill set
seals both, the window grades the drop slot in the build and each run's spot in the award, and the
result sheet counts both right; a wrong run split is named on the sheet."""

from __future__ import annotations

import pytest
from test_exam_gui import exam_path, press_check, sheet_rows, take, wait_for_drill
from test_run_award_gui import split_and_push

from dealer_trainer.drills.award_checking import award_settlement
from dealer_trainer.drills.exams import load_exam
from dealer_trainer.drills.generator import drill_for_seed
from dealer_trainer.drills.models import has_showdown
from dealer_trainer.drills.piles import JACKPOT, RAKE
from dealer_trainer.drills.showdown_drills import showdown_for_seed
from dealer_trainer.storage.exams import ExamStore

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore("propagateSizeHints")]


def raked_showdown():
    """The first level-5 drill with a rake and a jackpot drop taken, side pots, cards, and one
    winner for each pot (pushed whole by mouse)."""
    for seed in range(500):
        drill = drill_for_seed(5, seed)
        s = drill.settlement()
        single = all(len([c for c in a.to.values() if c]) == 1 for a in s.awards)
        if s.rake and s.jackpot and len(s.pots) > 1 and has_showdown(drill) and single:
            return drill
    raise AssertionError("no such drill")


@pytest.fixture
def exam_window(make_window, tmp_path):
    window = make_window()
    window.exam.store = ExamStore(tmp_path / "exams.sqlite3")
    return window


def test_an_exam_of_a_raked_drill_and_a_run_drill_is_sealed_and_graded(
    exam_window, qtbot, monkeypatch, mouse, tmp_path
):
    from gui_helpers import build_by_dragging

    window = exam_window
    rake_drill, run_drill = raked_showdown(), showdown_for_seed("run_twice", 2)
    path = exam_path(tmp_path, [rake_drill, run_drill])
    sealed = load_exam(path).drills
    assert sealed[0].rake == rake_drill.rake and sealed[1].boards == run_drill.boards
    take(window, qtbot, monkeypatch, path, "Anna")
    # drill 1: the pots built and the rake and the jackpot drop dragged into their slots
    assert RAKE in window.scene.spots and JACKPOT in window.scene.spots
    build_by_dragging(window, mouse)
    s = rake_drill.settlement()
    assert window.session.state.amount(RAKE) == s.rake > 0
    press_check(window)
    qtbot.waitUntil(lambda: window.award.active)
    split_and_push(window)  # the pots left after the drop, each to its winner
    press_check(window)
    # drill 2: the board run twice, each pot's runs pushed through their spots
    wait_for_drill(qtbot, window, 1)
    assert window.session.drill.boards == run_drill.boards
    build_by_dragging(window, mouse)
    press_check(window)
    qtbot.waitUntil(lambda: window.award.active)
    assert any(a.run == 2 for a in award_settlement(window.session.drill, window.award.rules).awards)
    split_and_push(window)
    press_check(window)
    qtbot.waitUntil(lambda: window.exam.sheet is not None and window.exam.sheet.isVisible())
    sheet = window.exam.sheet
    assert sheet.verdict.text() == "PASS"
    assert sheet.score.text().startswith("2 of 2 drills right (100 %)")
    rows = sheet_rows(sheet)
    assert [r[2] for r in rows] == ["✔ right", "✔ right"]
    assert rows[1][1] == "build and award"
    [stored] = window.exam.store.sittings()
    assert stored.result.right == 2


def test_a_wrong_run_split_in_an_exam_is_named_on_the_result_sheet(
    exam_window, qtbot, monkeypatch, mouse, tmp_path
):
    from gui_helpers import build_by_dragging

    window = exam_window
    path = exam_path(tmp_path, [showdown_for_seed("run_twice", 1)])
    take(window, qtbot, monkeypatch, path, "Bram")
    build_by_dragging(window, mouse)
    press_check(window)
    qtbot.waitUntil(lambda: window.award.active)
    split_and_push(window, parts={(1, 1): 103, (0, 1): 72})  # the main pot's odd chip to run 2
    press_check(window)
    qtbot.waitUntil(lambda: window.exam.sheet is not None and window.exam.sheet.isVisible())
    sheet = window.exam.sheet
    assert sheet.verdict.text() == "FAIL"
    [row] = sheet_rows(sheet)
    assert row[1:3] == ["build and award", "✘ wrong"]
    assert "divided a pot between the runs wrongly" in row[4].splitlines()
    [stored] = window.exam.store.sittings()
    assert stored.result.drills[0].mistake_codes == ("run_split_wrong",)
