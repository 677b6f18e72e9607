"""The table with real mouse events: building pots by dragging, checking, and never losing a chip."""

from __future__ import annotations

import random

import pytest
from gui_helpers import assert_table_consistent, build_by_dragging, centre, visible_point
from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest

from dealer_trainer.drills.checking import solution_piles, solution_steps
from dealer_trainer.ui.samples import ten_seats, three_way
from dealer_trainer.ui.table.layout import TRAY_PILE, table_layout
from dealer_trainer.ui.table.model import MIDDLE, front_pile, pot_pile, return_pile


def test_the_window_opens_on_a_drill(window):
    drill = window.session.drill
    assert set(window.scene.seat_items) == {s.name for s in drill.seats}
    assert len(window.scene.chip_items) == sum(sum(s.chips.values()) for s in drill.seats)
    assert "Three-way" in window.windowTitle()
    assert "Build the pots" in window.panel.text.toPlainText()
    assert_table_consistent(window)


def test_pressing_a_chip_lifts_it_and_the_chips_above(window, mouse):
    state = window.session.state
    hundreds = [c.id for c in state.pile(front_pile("Chris")) if c.value == 100]
    assert mouse.drag_chip(window.view, window.scene.chip_items[hundreds[0]], centre(window, pot_pile(0)))
    assert [c.id for c in state.pile(pot_pile(0))] == hundreds
    twenty_fives = [c.id for c in state.pile(front_pile("Chris")) if c.value == 25]
    item = window.scene.chip_items[twenty_fives[0]]
    assert mouse.drag_chip(window.view, item, centre(window, pot_pile(0)), single=True)
    assert state.amount(pot_pile(0)) == 225
    assert state.amount(front_pile("Chris")) == 25
    assert_table_consistent(window)


def test_dropping_off_a_spot_puts_chips_back(window, mouse):
    state = window.session.state
    before = state.piles()
    chip = state.pile(front_pile("Anna"))[0]
    assert mouse.drag_chip(window.view, window.scene.chip_items[chip.id], QPointF(5, 5))
    side = window.scene.geometry.pots[0]
    assert mouse.drag_chip(
        window.view, window.scene.chip_items[chip.id], QPointF(side.right + 300, side.y - 200)
    )
    assert state.piles() == before
    assert not state.can_undo()
    assert_table_consistent(window)


def test_the_tray_makes_change(window, mouse):
    state = window.session.state
    bram = state.pile(front_pile("Bram"))
    assert [c.value for c in bram] == [100]
    assert mouse.drag_chip(window.view, window.scene.chip_items[bram[0].id], centre(window, TRAY_PILE))
    assert sorted(c.value for c in state.pile(front_pile("Bram"))) == [25, 25, 25, 25]
    assert {c.origin for c in state.pile(front_pile("Bram"))} == {"Bram"}
    assert_table_consistent(window)


@pytest.mark.parametrize("drill", [three_way, ten_seats], ids=["three-way", "ten-seats"])
def test_building_the_solution_by_dragging_is_correct_layer_by_layer(make_window, mouse, qtbot, drill):
    window = make_window(drill())
    build_by_dragging(window, mouse)
    assert window.session.state.checker_piles() == solution_piles(window.session.drill)
    with qtbot.waitSignal(window.session.drill_checked) as signal:
        QTest.keyClick(window.view, Qt.Key.Key_Return)
    check = signal.args[0]
    assert check.correct
    assert all(v.correct for v in check.verdicts)
    assert {
        s.verdict for z, s in window.scene.spots.items() if z in solution_piles(window.session.drill)
    } == {True}
    assert "Every pile is right" in window.panel.text.toPlainText()
    assert window.session.result.right_first_time
    assert_table_consistent(window)


def test_a_wrong_pile_is_outlined_red_with_its_message(window, mouse, qtbot):
    state = window.session.state
    # everything of Chris into the main pot: his uncalled bet is in a pot
    for value in (100, 25):
        ids = [c.id for c in state.pile(front_pile("Chris")) if c.value == value]
        assert mouse.drag_chip(window.view, window.scene.chip_items[ids[0]], centre(window, pot_pile(0)))
    with qtbot.waitSignal(window.session.drill_checked) as signal:
        window.check_action.trigger()
    check = signal.args[0]
    assert not check.correct
    assert window.scene.spots[pot_pile(0)].verdict is False
    text = window.panel.text.toPlainText()
    for message in check.messages():
        assert message in text
    assert "uncalled" in text


def test_random_drags_changes_undo_and_redo_never_change_the_chip_total(make_window, mouse):
    window = make_window(ten_seats())
    state, scene, view = window.session.state, window.scene, window.view
    rng = random.Random(2024)
    window.session.open_side_pot()
    zones = [pot_pile(0), pot_pile(1), MIDDLE, TRAY_PILE]
    zones += [return_pile(s) for s in state.seats[:4]] + [front_pile(s) for s in state.seats[:4]]
    for _ in range(250):
        roll = rng.random()
        if roll < 0.7:
            chip_id = rng.choice(sorted(state.chips()))
            target = rng.choice(zones)
            known = target == TRAY_PILE or scene.geometry.rect(target) is not None
            end = centre(window, target) if known and rng.random() < 0.9 else QPointF(rng.uniform(0, 1600), 5)
            mouse.drag_chip(view, scene.chip_items[chip_id], end, single=rng.random() < 0.4)
        elif roll < 0.8:
            window.undo_action.trigger()
        elif roll < 0.9:
            window.redo_action.trigger()
        elif roll < 0.95:
            window.add_pot_action.trigger()
            zones.append(pot_pile(state.pot_count - 1))
        else:
            window.session.make_change(rng.choice(sorted(state.chips())))
        state = window.session.state
        assert_table_consistent(window)
    assert mouse.drags > 80


def test_keyboard_shortcuts_undo_redo_reset_and_next(window, mouse, qtbot):
    window.activateWindow()
    state = window.session.state
    anna = state.pile(front_pile("Anna"))
    window.session.move([c.id for c in anna], pot_pile(0))
    assert state.amount(pot_pile(0)) == 40
    QTest.keyClick(window.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert state.amount(pot_pile(0)) == 0
    QTest.keyClick(
        window.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier
    )
    assert state.amount(pot_pile(0)) == 40
    QTest.keyClick(window.view, Qt.Key.Key_P)
    assert state.pot_count == 2
    QTest.keyClick(window.view, Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier)
    assert state.amount(pot_pile(0)) == 0 and state.pot_count == 1
    with qtbot.waitSignal(window.session.drill_loaded):
        QTest.keyClick(window.view, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    assert_table_consistent(window)


def test_hint_comes_in_steps_look_then_arithmetic_then_amounts(window, qtbot):
    """Issue 30 §2: the first H names what to look at, the second the arithmetic, only the
    third the amounts and whose chips; each step counts as a hint."""
    texts = []
    for _press in range(3):
        with qtbot.waitSignal(window.session.hint_given) as signal:
            QTest.keyClick(window.view, Qt.Key.Key_H)
        step = signal.args[0]
        assert step.pile == return_pile("Chris")
        assert window.scene.spots[return_pile("Chris")].hinted
        texts.append(window.panel.text.toPlainText())
    back = window.session.drill.settlement().returned
    money = window.session.drill.stakes.format
    assert "Look for a bet nobody called" in texts[0] and money(back.amount) not in texts[0]
    assert (
        f"{money(back.top)} − {money(back.second)}" in texts[1] and f"= {money(back.amount)}" not in texts[1]
    )
    assert f"= {money(back.amount)}" in texts[2]
    assert window.scene.spots[front_pile("Chris")].hinted  # the third step points at whose chips
    assert window.session.result.hints == 3 and window.session.result.hint_steps == {return_pile("Chris"): 3}


def test_show_solution_plays_layer_by_layer_and_is_undoable(window, qtbot):
    window.settings.animations = True
    window.scene.animate = True
    window.session.step_ms = 30
    window.scene.animation_ms = 20
    steps = []
    window.session.solution_stepped.connect(steps.append)
    with qtbot.waitSignal(window.session.solution_finished, timeout=5000):
        QTest.keyClick(window.view, Qt.Key.Key_S)
    assert [s.pile for s in steps] == [s.pile for s in solution_steps(window.session.drill)]
    assert window.session.last_check.correct
    text = window.panel.text.toPlainText()
    assert "Side pot 1" in text and "back to Chris" in text
    qtbot.waitUntil(lambda: not window.scene.animating, timeout=2000)
    assert_table_consistent(window)
    while window.session.undo():
        pass
    assert window.session.state.checker_piles() == {}
    assert_table_consistent(window)


def test_context_menu_actions_target_only_allowed_piles(window):
    state = window.session.state
    chris = state.pile(front_pile("Chris"))
    targets = window.targets_for([chris[0].id])
    assert pot_pile(0) in targets and return_pile("Chris") in targets
    assert front_pile("Anna") not in targets and MIDDLE not in targets


def test_move_dialog_moves_chips_from_the_keyboard(window):
    from dealer_trainer.ui.widgets.move_dialog import MoveDialog

    dialog = MoveDialog(window.session, window.pile_title, window)
    dialog.source.setCurrentIndex(dialog.source.findData(front_pile("Chris")))
    dialog.value.setCurrentIndex(dialog.value.findData(100))
    dialog.count.setValue(1)
    dialog.target.setCurrentIndex(dialog.target.findData(return_pile("Chris")))
    dialog.do_move()
    assert window.session.state.amount(return_pile("Chris")) == 100
    dialog.source.setCurrentIndex(dialog.source.findData(front_pile("Bram")))
    dialog.do_change()
    assert sorted(c.value for c in window.session.state.pile(front_pile("Bram"))) == [25, 25, 25, 25]
    dialog.close()
    assert_table_consistent(window)


def test_layout_has_a_spot_for_every_pile():
    layout = table_layout([s.name for s in ten_seats().seats], 3)
    zones = dict(layout.zones())
    for seat in ten_seats().seats:
        assert front_pile(seat.name) in zones and return_pile(seat.name) in zones


def test_visible_point_finds_the_top_chip(window):
    state = window.session.state
    top = state.pile(front_pile("Chris"))[-1]
    assert visible_point(window.view, window.scene.chip_items[top.id]) is not None


def test_escape_during_a_drag_puts_the_chips_back(window):
    from PySide6.QtCore import QPoint

    state = window.session.state
    chip = state.pile(front_pile("Chris"))[0]
    view, vp = window.view, window.view.viewport()
    start = visible_point(view, window.scene.chip_items[chip.id])
    end = view.mapFromScene(centre(window, pot_pile(0)))
    QTest.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    try:
        QTest.mouseMove(vp, QPoint((start.x() + end.x()) // 2, (start.y() + end.y()) // 2))
        window.cancel_action.trigger()
        QTest.mouseMove(vp, end)
    finally:
        QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end)
    assert state.amount(pot_pile(0)) == 0
    assert_table_consistent(window)


def test_chips_left_in_front_are_outlined_red(window, qtbot):
    with qtbot.waitSignal(window.session.drill_checked):
        window.check_action.trigger()
    assert window.scene.spots[front_pile("Anna")].verdict is False
    assert "still in front of Anna" in window.panel.text.toPlainText()


def test_a_drill_code_opens_its_drill(window, monkeypatch, qtbot):
    from PySide6.QtWidgets import QInputDialog, QMessageBox

    from dealer_trainer.ui.session import make_drill

    code = make_drill(3, 4).code
    monkeypatch.setattr(QInputDialog, "getText", lambda *a, **k: (code, True))
    with qtbot.waitSignal(window.session.drill_loaded):
        window.code_action.trigger()
    assert window.session.drill.code == code
    assert len(window.scene.seat_items) == len(window.session.drill.seats)
    warnings = []
    monkeypatch.setattr(QInputDialog, "getText", lambda *a, **k: ("nonsense", True))
    monkeypatch.setattr(QMessageBox, "warning", lambda *a, **k: warnings.append(a[2]))
    window.code_action.trigger()
    assert warnings and window.session.drill.code == code


def test_a_showdown_drill_shows_its_code_and_the_code_deals_it_again(window, monkeypatch, qtbot):
    from PySide6.QtWidgets import QInputDialog

    drill = window.award.new_showdown_drill("split_side_pot")
    assert drill.code.startswith("S2") and drill.code in window.panel.title.text()
    assert window.award.active
    window.next_action.trigger()  # away from it, then back by its code
    monkeypatch.setattr(QInputDialog, "getText", lambda *a, **k: (drill.code, True))
    window.code_action.trigger()
    assert window.session.drill == drill and window.award.active
    assert drill.code in window.panel.title.text()


def test_choosing_a_level_deals_a_drill_at_that_level(window, qtbot):
    with qtbot.waitSignal(window.session.drill_loaded):
        window.level_actions[4].trigger()
    assert window.session.drill.level == 4
    assert window.settings.level == 4
    assert window.level_box.currentData() == 4


def test_right_click_on_a_chip_offers_change_and_moves(window, monkeypatch):
    from PySide6.QtGui import QContextMenuEvent
    from PySide6.QtWidgets import QApplication, QMenu

    shown = []
    monkeypatch.setattr(QMenu, "popup", lambda menu, pos, action=None: shown.append(menu))
    state = window.session.state
    bram = state.pile(front_pile("Bram"))[0]
    vp = window.view.viewport()
    point = visible_point(window.view, window.scene.chip_items[bram.id])
    QApplication.sendEvent(
        vp, QContextMenuEvent(QContextMenuEvent.Reason.Mouse, point, vp.mapToGlobal(point))
    )
    assert len(shown) == 1
    menu = shown[0]
    assert [a.text() for a in menu.actions()][0] == "Make change"
    stack_moves = [a.text() for a in menu.actions()[1].menu().actions()]
    assert "Main pot" in stack_moves and "Return to Bram" in stack_moves
    assert "In front of Anna" not in stack_moves
    menu.actions()[1].menu().actions()[0].trigger()
    assert state.amount(pot_pile(0)) == 100
    assert_table_consistent(window)
    menu.deleteLater()


def test_dropping_chips_on_the_side_pot_control_opens_a_pot_for_them(window, mouse):
    state = window.session.state
    chris = [c.id for c in state.pile(front_pile("Chris")) if c.value == 100]
    add = window.scene.geometry.add_pot
    assert mouse.drag_chip(window.view, window.scene.chip_items[chris[0]], QPointF(*add.centre))
    assert state.pot_count == 2
    assert [c.id for c in state.pile(pot_pile(1))] == chris
    window.undo_action.trigger()
    assert state.pot_count == 1 and state.amount(front_pile("Chris")) == 250
    assert_table_consistent(window)


def test_a_lesson_opens_with_its_notes(window, qtbot):
    from dealer_trainer.drills.lessons import lessons

    window.lessons_menu.aboutToShow.emit()
    first = window.lessons_menu.actions()[0]
    with qtbot.waitSignal(window.session.drill_loaded):
        first.trigger()
    assert window.session.drill.title == lessons()[0].title
    assert lessons()[0].notes[:40] not in window.panel.text.toPlainText()  # not before the build
    with qtbot.waitSignal(window.session.solution_finished):
        window.show_solution()
    assert lessons()[0].notes[:40] in window.panel.text.toPlainText()
    assert_table_consistent(window)


@pytest.mark.qt_log_ignore("propagateSizeHints")  # the offscreen platform, on showing a dialog
def test_move_dialog_return_key_cannot_undo_a_built_table(window, qtbot):
    from dealer_trainer.ui.widgets.move_dialog import MoveDialog

    window.show_solution()
    qtbot.waitUntil(lambda: not window.scene.animating)
    state = window.session.state
    before = state.piles()
    assert not any(state.pile(front_pile(s)) for s in state.seats)
    dialog = MoveDialog(window.session, window.pile_title, window)
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.source.currentData() == pot_pile(0)
    assert dialog.target.currentIndex() == -1  # no default target once the chips are gathered
    QTest.keyClick(dialog, Qt.Key.Key_Return)
    assert state.piles() == before
    dialog.close()


def test_move_dialog_defaults_to_the_first_seat_with_chips_and_a_pot(window, qtbot):
    from dealer_trainer.ui.widgets.move_dialog import MoveDialog

    dialog = MoveDialog(window.session, window.pile_title, window)
    qtbot.addWidget(dialog)
    assert dialog.source.currentData() == front_pile("Anna")
    assert dialog.target.currentData() == pot_pile(0)
    dialog.close()


@pytest.mark.parametrize("name", ["Fatima", "Wenceslas", "Bartholomew"])
def test_a_return_spot_label_fits_a_long_name(make_window, name):
    from PySide6.QtGui import QFontMetricsF

    from dealer_trainer.drills.models import Drill, Stakes
    from dealer_trainer.ui.samples import make_seat

    seats = (make_seat("Anna", "SB", 40), make_seat("Bram", "BB", 100), make_seat(name, "BTN", 250, stack=9))
    window = make_window(
        Drill("", 1, "Long names", Stakes("cash", 1, 2), "cash", seats, name), size=(1280, 800)
    )
    spot = window.scene.spots[return_pile(name)]
    text, f = spot.fitted_title(spot.rect.width() - 14)
    assert "…" not in text and name in text
    assert QFontMetricsF(f).horizontalAdvance(text) <= spot.rect.width() - 14
    assert f.pixelSize() * window.view.transform().m11() >= 11
    plates = [item.sceneBoundingRect() for item in window.scene.seat_items.values()]
    assert not any(spot.sceneBoundingRect().adjusted(8, 8, -8, -8).intersects(p) for p in plates)


def test_chips_on_a_return_spot_are_inside_it_after_a_build(window, qtbot):
    window.show_solution()
    qtbot.waitUntil(lambda: not window.scene.animating)
    state, scene = window.session.state, window.scene
    spot = scene.spots[return_pile("Chris")].rect
    ids = [c.id for c in state.pile(return_pile("Chris"))]
    assert ids
    for chip_id in ids:
        assert spot.contains(scene.chip_items[chip_id].sceneBoundingRect().adjusted(1, 1, -1, -1))


def test_the_table_items_are_cached_once_the_table_is_painted(window):
    """No item caches for the first paint (they delay it); every chip, spot, seat and the felt
    drawn from a cache once the window has loaded, drills dealt later too (a drag repaints
    from them)."""
    from PySide6.QtWidgets import QGraphicsItem

    from dealer_trainer.drills.generator import drill_for_seed
    from dealer_trainer.ui.table.items import CACHED_ITEMS, ChipItem
    from dealer_trainer.ui.table.scene import TableScene

    cached = QGraphicsItem.CacheMode.DeviceCoordinateCache
    fresh = TableScene()
    assert not fresh.caching and fresh.table_item.cacheMode() != cached
    window.session.load(drill_for_seed(3, 7))
    items = [i for i in window.scene.items() if isinstance(i, CACHED_ITEMS)]
    assert any(isinstance(i, ChipItem) for i in items)
    assert all(i.cacheMode() == cached for i in items)


def test_the_jackpot_lesson_opens_from_its_menu_item_with_its_drop_slots(window, qtbot):
    """Issue 28: the card room's lessons are in the Lessons menu; the jackpot drop's lesson is
    raked, its solution puts the engine's rake and drop in their slots and shows the notes."""
    from dealer_trainer.drills.piles import JACKPOT, RAKE

    window.lessons_menu.aboutToShow.emit()
    action = next(a for a in window.lessons_menu.actions() if a.text().startswith("Jackpot drop"))
    with qtbot.waitSignal(window.session.drill_loaded):
        action.trigger()
    drill = window.session.drill
    assert drill.has_drop and drill.jackpot is not None
    with qtbot.waitSignal(window.session.solution_finished):
        window.show_solution()
    state = window.session.state
    assert (state.amount(RAKE), state.amount(JACKPOT)) == (6, 1)
    assert "$120 − $6 − $1 = $113" in window.panel.text.toPlainText()
    assert_table_consistent(window)
