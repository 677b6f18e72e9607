"""A level-5 hand whose board was run twice, in the window by mouse (issue 28): the trainee builds
the raked side pots with the rake in its slot, then splits each pot into its runs and pushes each
run's part to that run's winners; both checks are right and no chip is lost."""

from __future__ import annotations

import pytest
from gui_helpers import assert_table_consistent, build_by_dragging
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from test_run_award_gui import split_and_push

from dealer_trainer.drills.generator import drill_from_code
from dealer_trainer.drills.piles import RAKE
from dealer_trainer.ui.table.award_model import AwardState

pytestmark = pytest.mark.gui


def test_a_raked_side_pot_hand_run_twice_is_built_and_awarded_by_mouse(make_window, mouse, qtbot):
    drill = drill_from_code("L5-222223-3T")  # a new level-5 code: run twice, main pot and side pot 1
    s = drill.settlement()
    assert drill.runs == 2 and len(s.pots) == 2 and s.rake > 0
    window = make_window(drill)
    build_by_dragging(window, mouse)
    with qtbot.waitSignal(window.session.drill_checked) as built:
        QTest.keyClick(window.view, Qt.Key.Key_Return)
    assert built.args[0].correct
    QTest.keyClick(window.view, Qt.Key.Key_A)
    state = window.session.state
    assert isinstance(state, AwardState) and state.amount(RAKE) == s.rake
    split_and_push(window)
    assert {p.run for p in state.pushes() if p.run} == {1, 2}
    with qtbot.waitSignal(window.award.award_checked) as blocker:
        QTest.keyClick(window.view, Qt.Key.Key_Return)
    assert blocker.args[0].correct, window.panel.text.toPlainText()
    assert state.total() == state.initial_total
    assert_table_consistent(window)


def test_a_room_that_never_runs_it_deals_level_5_hands_run_once_and_refuses_a_run_code(make_window):
    from dealer_trainer.engine.room_profiles import load_profile, shipped_profiles

    window = make_window()
    window.room_profile.profile = next(
        load_profile(p) for p in shipped_profiles() if p.name.startswith("tda")
    )
    for seed in (None,) * 10:
        window.session.next_drill(5, seed)
        assert window.session.drill.level == 5 and window.session.drill.runs == 1
    with pytest.raises(ValueError, match=r"runs_allowed"):
        window.session.load_code("L5-222223-3T")
    window.room_profile.profile = None
    window.session.load_code("L5-222223-3T")
    assert window.session.drill.runs == 2
