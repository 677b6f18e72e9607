"""Omaha hi-lo award drills in the window (issue 29): the Showdown menu deals a drill whose pots
split high and low; the trainee splits each pot into its high and low halves' spots and pushes each
half to its winners by mouse, a tied low in quarters, graded by check_award (formats §5)."""

from __future__ import annotations

import pytest
from gui_helpers import Gestures, assert_table_consistent
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from dealer_trainer.drills.award_checking import award_settlement
from dealer_trainer.drills.piles import half_pile
from dealer_trainer.drills.showdown_drills import hilo_for_seed
from dealer_trainer.ui.table.award_model import AwardState, half_piles, win_pile
from dealer_trainer.ui.table.model import pot_pile

pytestmark = pytest.mark.gui

# Q2 seed 1: side pot 1 (206) high half 103 to Eli, low half 103 to Max; main pot (145) high
# half 73 to Eli (the odd chip), low half 72 quartered: 36 to Max and 36 to Amir.
SEED = 1


def typed(drill, chips: int) -> str:
    return drill.stakes.format(chips).lstrip(drill.stakes.symbol).replace(",", "")


def halve_and_push(window, high_parts=None, shares=None) -> Gestures:
    """Split each halved pot into its spots (the high half typed, the low half the rest, dragged
    whole), then push each half's shares to its winners (``shares`` overrides (pot, half, seat))."""
    drill, state = window.session.drill, window.session.state
    g = Gestures(window)
    for award in award_settlement(drill, window.award.rules).awards:
        pot = award.pot.index
        spot = half_pile(pot, award.half)
        if award.half == "high":
            want = (high_parts or {}).get(pot, sum(award.to.values()))
            g.drag(pot_pile(pot), spot, typed=typed(drill, want))
        else:
            g.drag(pot_pile(pot), spot, whole=True)
        for seat, chips in award.to.items():
            chips = (shares or {}).get((pot, award.half, seat), chips)
            if not chips:
                continue
            if state.amount(spot) == chips:
                g.drag(spot, win_pile(seat), whole=True)
            else:
                g.drag(spot, win_pile(seat), typed=typed(drill, chips))
    return g


def test_the_menu_deals_an_omaha_hilo_drill_with_a_high_and_a_low_spot_per_pot(make_window):
    window = make_window()
    window.award.hilo_actions["hilo_quartered"].trigger()
    drill = window.session.drill
    assert drill.hilo and drill.code.startswith("Q2-") and isinstance(window.session.state, AwardState)
    assert half_piles(drill)
    for pile in half_piles(drill):
        assert pile in window.scene.spots
    assert "8-or-better" in window.panel.text.toPlainText()
    assert_table_consistent(window)


def test_a_quartered_pot_pushed_by_mouse_is_right(make_window, qtbot):
    drill = hilo_for_seed("hilo_quartered", SEED)
    window = make_window(drill)
    window.award.load_showdown(drill)
    halve_and_push(window)
    state = window.session.state
    assert {(p.pot, p.seat, p.chips, p.half) for p in state.pushes()} == {
        (1, "Eli", 103, "high"),
        (1, "Max", 103, "low"),
        (0, "Eli", 73, "high"),
        (0, "Max", 36, "low"),
        (0, "Amir", 36, "low"),
    }
    with qtbot.waitSignal(window.award.award_checked) as blocker:
        QTest.keyClick(window.view, Qt.Key.Key_Return)
    assert blocker.args[0].correct, window.panel.text.toPlainText()
    assert state.total() == state.initial_total
    assert_table_consistent(window)


def test_a_quartered_low_to_one_player_by_mouse_is_quartered_wrong(make_window, qtbot):
    drill = hilo_for_seed("hilo_quartered", SEED)
    window = make_window(drill)
    window.award.load_showdown(drill)
    halve_and_push(window, shares={(0, "low", "Max"): 72, (0, "low", "Amir"): 0})
    with qtbot.waitSignal(window.award.award_checked) as blocker:
        QTest.keyClick(window.view, Qt.Key.Key_Return)
    assert [p.code for p in blocker.args[0].problems] == ["quartered_wrong"]
    assert "Max and Amir tie for it" in window.panel.text.toPlainText()


def test_the_odd_chip_split_into_the_low_half_by_mouse_is_odd_chip_to_low(make_window, qtbot):
    drill = hilo_for_seed("hilo_quartered", SEED)
    window = make_window(drill)
    window.award.load_showdown(drill)
    halve_and_push(window, high_parts={0: 72}, shares={(0, "high", "Eli"): 72, (0, "low", "Max"): 37})
    with qtbot.waitSignal(window.award.award_checked) as blocker:
        QTest.keyClick(window.view, Qt.Key.Key_Return)
    assert [p.code for p in blocker.args[0].problems] == ["odd_chip_to_low"]


def test_show_solution_pushes_each_half(make_window):
    drill = hilo_for_seed("hilo_no_low", 1)
    window = make_window(drill)
    window.award.load_showdown(drill)
    window.award.show_solution()
    assert window.session.state.check().correct
    assert {p.half for p in window.session.state.pushes()} == {"high", "low"}


def test_the_hint_names_the_half_and_outlines_its_spot(make_window):
    drill = hilo_for_seed("hilo_quartered", SEED)
    window = make_window(drill)
    window.award.load_showdown(drill)
    window.award.hint()
    assert "Side pot 1, high half" in window.panel.text.toPlainText()


def test_the_quartered_lesson_opens_from_the_menu_and_its_halves_are_pushed_by_mouse(make_window, qtbot):
    from dealer_trainer.drills.lessons import lessons

    window = make_window()
    window.lessons_menu.aboutToShow.emit()
    index = next(i for i, d in enumerate(lessons()) if d.title.startswith("Quartered"))
    with qtbot.waitSignal(window.session.drill_loaded):
        window.lessons_menu.actions()[index].trigger()
    assert window.session.drill.hilo
    with qtbot.waitSignal(window.session.solution_finished):
        window.show_solution()
    assert "three quarters" in window.panel.text.toPlainText()
    window.award.award_action.trigger()
    assert isinstance(window.session.state, AwardState)
    halve_and_push(window)
    with qtbot.waitSignal(window.award.award_checked) as blocker:
        QTest.keyClick(window.view, Qt.Key.Key_Return)
    assert blocker.args[0].correct, window.panel.text.toPlainText()


@pytest.mark.parametrize("size", [(1024, 700), (1280, 800)])
def test_every_half_spot_title_fits_with_three_pots(make_window, size):
    from PySide6.QtGui import QFontMetricsF

    from dealer_trainer.ui.table.items import LABEL_PX, font

    drill = hilo_for_seed("hilo_split", 0)  # three pots, each with a high and a low spot
    window = make_window(drill, size=size)
    window.award.load_showdown(drill)
    assert len(half_piles(drill)) == 6
    metrics = QFontMetricsF(font(LABEL_PX, True))
    for pile in half_piles(drill):
        spot = window.scene.spots[pile]
        assert spot.title in ("High half", "High", "Low half", "Low")
        assert metrics.horizontalAdvance(spot.title) + 22 <= spot.rect.width(), (pile, spot.title)
