"""The drop slot: a raked drill's table has a Rake slot (and a Jackpot drop slot when the room
has one) the trainee drags the rake into with the mouse; Check grades the drop through the same
checker as ``check``; Show solution and Hint include it; at 1024×700 the slots show, clear of
every other zone."""

from __future__ import annotations

import pytest
from gui_helpers import assert_table_consistent, build_by_dragging, centre
from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest

from dealer_trainer.drills.checking import check_build, solution_piles
from dealer_trainer.drills.generator import drill_for_seed
from dealer_trainer.drills.piles import JACKPOT, RAKE

pytestmark = pytest.mark.gui


def raked(jackpot: bool = False, no_flop: bool = False):
    """The first level-5 drill with a rake taken (and a jackpot drop, or no flop)."""
    for seed in range(200):
        drill = drill_for_seed(5, seed)
        s = drill.settlement()
        if no_flop and not drill.flop:
            return drill
        if not no_flop and s.rake and bool(s.jackpot) == jackpot and len(s.pots) > 1:
            return drill
    raise AssertionError("no such drill")


def check(window, qtbot):
    with qtbot.waitSignal(window.session.drill_checked) as signal:
        QTest.keyClick(window.view, Qt.Key.Key_Return)
    return signal.args[0]


def test_a_right_build_with_the_rake_dragged_into_the_drop_slot(make_window, mouse, qtbot):
    drill = raked(jackpot=True)
    window = make_window(drill)
    assert RAKE in window.scene.spots and JACKPOT in window.scene.spots
    build_by_dragging(window, mouse)  # the rake and the jackpot drop too, by their slots
    state = window.session.state
    s = drill.settlement()
    assert state.amount(RAKE) == s.rake > 0 and state.amount(JACKPOT) == s.jackpot > 0
    assert_table_consistent(window)
    result = check(window, qtbot)
    assert result.correct
    assert result == check_build(drill, state.checker_piles())
    assert window.panel.text.toPlainText().startswith("Every pile is right.")


def test_a_rake_too_large_is_rake_wrong_with_its_rule(make_window, mouse, qtbot):
    drill = raked()
    window = make_window(drill)
    assert JACKPOT not in window.scene.spots  # this room has no jackpot
    build_by_dragging(window, mouse)
    state, scene, view = window.session.state, window.scene, window.view
    # one more chip from the main pot into the rake slot, by mouse
    chip = state.pile("pot:0")[-1]
    assert mouse.drag_chip(view, scene.chip_items[chip.id], centre(window, RAKE), single=True)
    assert state.amount(RAKE) == drill.settlement().rake + chip.value
    result = check(window, qtbot)
    assert [m.code for m in result.mistakes] == ["rake_wrong"]
    text = window.panel.text.toPlainText()
    assert result.mistakes[0].message in text and result.mistakes[0].rule in text
    assert scene.spots[RAKE].verdict is False


def test_show_solution_and_hint_include_the_drop(make_window, qtbot):
    drill = raked()
    window = make_window(drill)
    hint = window.session.hint()
    assert hint is not None and hint.pile != RAKE
    window.session.build({p: m for p, m in solution_piles(drill).items() if p != RAKE})
    hint = window.session.hint()
    assert hint is not None and hint.pile == RAKE and "rake" in hint.explanation
    assert window.scene.spots[RAKE].hinted
    steps = []
    window.session.solution_stepped.connect(steps.append)
    window.session.show_solution(animated=False)
    assert window.session.state.amount(RAKE) == drill.settlement().rake
    assert any(step.pile == RAKE and "drop slot" in step.explanation for step in steps)
    text = window.panel.text.toPlainText()
    assert text.startswith("Every pile is right.") and "Rake" in text and "Jackpot drop" not in text


def test_no_flop_no_drop_the_slot_stays_empty(make_window, mouse, qtbot):
    drill = raked(no_flop=True)
    window = make_window(drill)
    assert RAKE in window.scene.spots
    build_by_dragging(window, mouse)
    assert window.session.state.amount(RAKE) == 0
    assert check(window, qtbot).correct
    # a chip from the pot dropped as rake in a hand without a flop: rake_no_flop
    state, scene = window.session.state, window.scene
    chip = state.pile("pot:0")[-1]
    assert mouse.drag_chip(window.view, scene.chip_items[chip.id], centre(window, RAKE), single=True)
    assert [m.code for m in check(window, qtbot).mistakes] == ["rake_no_flop"]


def test_the_drop_slots_show_clear_of_everything_at_1024_by_700(make_window):
    drill = raked(jackpot=True)
    window = make_window(drill, size=(1024, 700))
    view, geometry = window.view, window.scene.geometry
    shown = view.mapToScene(view.viewport().rect()).boundingRect()
    for pile in (RAKE, JACKPOT):
        rect = geometry.rect(pile)
        assert shown.contains(QPointF(rect.x, rect.y)) and shown.contains(QPointF(rect.right, rect.bottom))
        others = [r for zone, r in geometry.zones() if zone not in (RAKE, JACKPOT)]
        assert not any(rect.intersects(r) for r in others)
    assert window.scene.spots[RAKE].isVisible()


def test_a_drill_without_a_rake_has_no_drop_slot(make_window):
    window = make_window(drill_for_seed(2, 4))
    assert RAKE not in window.scene.spots and JACKPOT not in window.scene.spots
    assert not window.scene.geometry.drops


def test_the_pots_left_after_the_drop_are_awarded_by_mouse(make_window, mouse, qtbot):
    from dealer_trainer.drills.piles import pot_pile, win_pile
    from dealer_trainer.ui.table.award_model import AwardState

    drill = next(
        d
        for d in map(lambda seed: drill_for_seed(5, seed), range(300))
        if d.settlement().rake
        and d.settlement().jackpot
        and len(d.settlement().pots) > 1
        and all(len(a.to) == 1 for a in d.settlement().awards)
        and d.runs == 1  # a board run once: each pot whole to its one winner
    )
    window = make_window(drill)
    build_by_dragging(window, mouse)
    assert check(window, qtbot).correct
    QTest.keyClick(window.view, Qt.Key.Key_A)
    state = window.session.state
    assert isinstance(state, AwardState)
    s = drill.settlement()
    assert state.amount(RAKE) == s.rake and state.amount(JACKPOT) == s.jackpot  # the drop stays put
    for award in s.awards:  # dealer order, each pot whole to its one winner
        (seat,) = award.to
        top = state.pile(pot_pile(award.pot.index))[-1]
        assert mouse.drag_chip(
            window.view, window.scene.chip_items[top.id], centre(window, win_pile(seat)), whole=True
        )
    with qtbot.waitSignal(window.award.award_checked) as blocker:
        QTest.keyClick(window.view, Qt.Key.Key_Return)
    assert blocker.args[0].correct
    assert state.total() == state.initial_total
    assert_table_consistent(window)


def test_level_5_from_its_menu_item_deals_a_raked_drill_and_is_remembered(make_window, settings):
    window = make_window()
    window.level_actions[5].trigger()
    drill = window.session.drill
    assert drill.level == 5 and drill.rake is not None and drill.code.startswith("L5-")
    assert RAKE in window.scene.spots
    assert window.level_box.currentData() == 5
    assert settings.level == 5  # read back: the next start deals level 5 again
