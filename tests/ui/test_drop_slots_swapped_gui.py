"""The right drop in the wrong slot, by mouse: a chip of the Rake dragged onto the Jackpot drop
slot is one mistake, fixed by moving it back between the slots (issue 28 trial F1)."""

from __future__ import annotations

import pytest
from gui_helpers import build_by_dragging, centre
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from dealer_trainer.drills.generator import drill_from_code
from dealer_trainer.drills.piles import JACKPOT, RAKE

pytestmark = pytest.mark.gui


def test_a_rake_chip_dragged_onto_the_jackpot_slot_is_one_rake_wrong(make_window, mouse, qtbot):
    drill = drill_from_code("L5-222229-28")  # rake $4 (steps), jackpot drop $1
    s = drill.settlement()
    assert (s.rake, s.jackpot) == (4, 1)
    window = make_window(drill)
    build_by_dragging(window, mouse)
    state, scene, view = window.session.state, window.scene, window.view
    chip = state.pile(RAKE)[-1]
    assert mouse.drag_chip(view, scene.chip_items[chip.id], centre(window, JACKPOT), single=True)
    assert (state.amount(RAKE), state.amount(JACKPOT)) == (4 - chip.value, 1 + chip.value)
    with qtbot.waitSignal(window.session.drill_checked) as signal:
        QTest.keyClick(window.view, Qt.Key.Key_Return)
    result = signal.args[0]
    assert [m.code for m in result.mistakes] == ["rake_wrong"]
    assert result.mistakes[0].fix == f"Move ${chip.value} from the Jackpot drop to the Rake."
    assert "Main pot" not in result.mistakes[0].message + result.mistakes[0].fix
