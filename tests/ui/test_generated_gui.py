"""Generated drills of every level can be built by dragging, and check correct."""

from __future__ import annotations

import pytest
from gui_helpers import assert_table_consistent, build_by_dragging

from dealer_trainer.drills.checking import check_build, solution_piles
from dealer_trainer.ui.session import make_drill


@pytest.mark.parametrize(("level", "seed"), [(lv, s) for lv in (1, 2, 3, 4) for s in (1, 4)])
def test_a_generated_drill_built_by_dragging_checks_correct(make_window, mouse, level, seed):
    drill = make_drill(level, seed)
    window = make_window(drill)
    build_by_dragging(window, mouse)
    piles = window.session.state.checker_piles()
    assert piles == solution_piles(drill)
    assert check_build(drill, piles).correct
    assert_table_consistent(window)
