"""One gesture moves any amount: a drag carries a typed or wheeled amount, Ctrl+drag takes a
seat's whole bet and a pot's cut level sizes it; the solution playback yields to the trainee."""

from __future__ import annotations

import dataclasses

import pytest
from gui_helpers import Gestures, build_with_gestures, gesture_bound
from PySide6.QtCore import Qt

from dealer_trainer.drills.checking import solution_piles
from dealer_trainer.ui.table.layout import ADD_POT_ZONE
from dealer_trainer.ui.table.model import front_pile, pot_pile, return_pile


def test_a_typed_amount_moves_exactly_that_with_change_in_one_undo_step(make_window):
    window = make_window()
    state = window.session.state
    g = Gestures(window)
    g.drag(front_pile("Chris"), return_pile("Chris"), typed="150")
    assert state.amount(return_pile("Chris")) == 150 and state.amount(front_pile("Chris")) == 100
    assert window.session.state.undo() and state.amount(front_pile("Chris")) == 250
    assert state.total() == state.initial_total


def test_ctrl_drag_sizes_and_cuts_every_bet_to_the_all_in(make_window, qtbot):
    window = make_window()
    state = window.session.state
    g = Gestures(window)
    g.drag(front_pile("Chris"), return_pile("Chris"), typed="150")  # the uncalled bet back first
    g.drag(front_pile("Anna"), pot_pile(0), whole=True)  # Anna's whole all-in sets the level: 40
    assert state.cut_level(pot_pile(0)) == 40
    g.drag(front_pile("Bram"), pot_pile(0), whole=True)  # 40 of Bram's 100
    g.drag(front_pile("Chris"), pot_pile(0), whole=True)
    assert state.amount(pot_pile(0)) == 120 and state.amount(front_pile("Bram")) == 60
    g.drag(front_pile("Bram"), ADD_POT_ZONE, whole=True)  # opens side pot 1 with Bram's 60
    g.drag(front_pile("Chris"), pot_pile(1), whole=True)
    with qtbot.waitSignal(window.session.drill_checked) as signal:
        g.key(Qt.Key.Key_Return)
    assert signal.args[0].correct
    assert window.session.state.checker_piles().keys() == solution_piles(window.session.drill).keys()
    # bound: piles per seat (Anna 1, Bram 2, Chris 3) + side pots to open (1) + Check
    assert g.count <= 6 + 1 + 1


def test_the_wheel_steps_the_amount_by_the_smallest_chip(make_window):
    from PySide6.QtCore import QPointF
    from PySide6.QtWidgets import QGraphicsSceneWheelEvent

    window = make_window()
    scene, state = window.scene, window.session.state
    chip = min(state.pile(front_pile("Chris")), key=lambda c: c.value)
    scene.start_drag(scene.chip_items[chip.id], True, scene.chip_pos(chip.id))
    assert scene.dragging
    event = QGraphicsSceneWheelEvent(QGraphicsSceneWheelEvent.Type.GraphicsSceneWheel)
    event.setDelta(360)
    event.setScenePos(QPointF(10, 10))
    scene.wheelEvent(event)
    assert scene._drag["amount"] == chip.value + 3 * window.session.drill.unit  # noqa: SLF001
    assert scene._amount_item.isVisible() and scene._amount_item.text == f"${chip.value + 3}"  # noqa: SLF001
    scene.cancel_drag()
    assert not scene.dragging and not scene._amount_item.isVisible()  # noqa: SLF001


def test_any_action_during_the_solution_playback_stops_it_and_is_not_a_mistake(make_window, qtbot):
    window = make_window()
    session = window.session
    session.step_ms = 5000
    session.show_solution(animated=True)
    assert session.playing
    session.close_side_pot()  # Shift+P during playback used to crash the timer
    assert not session.playing
    session.undo()
    session.check()
    assert session.result.mistakes == len(session.last_check.mistakes) if session.last_check else True
    qtbot.wait(20)
    state = session.state
    assert state.total() == state.initial_total


@pytest.mark.parametrize("level", [3, 4])
def test_level_3_and_4_drills_built_with_gestures_only_within_the_bound(make_window, qtbot, level):
    from dealer_trainer.drills.generator import drill_for_seed

    window = make_window(size=(1280, 800))
    over = []
    for seed in range(20):
        drill = drill_for_seed(level, seed)
        window.session.load(drill)
        qtbot.wait(1)
        with qtbot.waitSignal(window.session.drill_checked) as signal:
            gestures = build_with_gestures(window)
        check = signal.args[0]
        assert check.correct, (drill.code, check.messages())
        if gestures > gesture_bound(drill):
            over.append((drill.code, gestures, gesture_bound(drill)))
    assert over == []


def test_a_drill_with_seven_pots_can_be_built_and_checked_right(make_window, qtbot):
    """L3-22227Z-2 (eight all-ins, two of them short for the blinds) has a main pot and six
    side pots: the table held six pots, so its right build could not be made."""
    from dealer_trainer.drills.generator import drill_from_code

    drill = drill_from_code("L3-22227Z-2")
    assert len(drill.settlement().pots) == 7
    window = make_window(size=(1280, 800))
    window.session.load(drill)
    qtbot.wait(1)
    with qtbot.waitSignal(window.session.drill_checked) as signal:
        build_with_gestures(window)
    assert signal.args[0].correct, signal.args[0].messages()
    assert window.session.state.total() == window.session.state.initial_total


def test_the_clock_starts_at_the_first_move_and_the_level_box_names_the_drill(make_window):
    from dealer_trainer.drills.generator import drill_for_seed
    from dealer_trainer.drills.lessons import lessons

    window = make_window()
    session = window.session
    assert session.elapsed() == 0.0
    Gestures(window).drag(front_pile("Anna"), pot_pile(0), whole=True)
    assert session.elapsed() > 0.0
    session.load(drill_for_seed(3, 7))
    assert session.elapsed() == 0.0 and window.level_box.currentText() == "Level 3"
    session.load(lessons()[0])
    assert window.level_box.currentIndex() == -1 and window.level_box.placeholderText() == "Lesson"
    window.streets.load_code("T2-222229")  # a street hand is not a lesson
    assert window.level_box.currentIndex() == -1 and window.level_box.placeholderText() == "Street hand"
    imported = dataclasses.replace(lessons()[0], title="PokerStars hand 1")  # as from a drill file
    session.load(imported)
    assert window.level_box.currentIndex() == -1 and window.level_box.placeholderText() == "Drill set"
    session.load(drill_for_seed(2, 7))
    assert window.level_box.currentText() == "Level 2"


def test_reset_after_the_solution_clears_the_verdict_and_the_award(make_window):
    from dealer_trainer.drills.showdown_drills import showdown_drill

    window = make_window()
    import random

    drill = showdown_drill("short_stack_wins_main", random.Random(1))
    window.session.load(drill)
    window.session.show_solution(animated=False)
    assert "Every pile is right." in window.panel.text.toPlainText()
    assert window.award.award_action.isEnabled()
    window.reset_action.trigger()
    assert "Every pile is right." not in window.panel.text.toPlainText()
    assert not window.award.award_action.isEnabled()


def test_helpers_off_needs_exact_chips_and_no_cut_and_a_drill_set_can_turn_them_off(make_window, tmp_path):
    from dealer_trainer.drills.files import DrillSet, load_drill_set, save_drill_set
    from dealer_trainer.ui.samples import three_way

    window = make_window()
    state = window.session.state
    g = Gestures(window)
    g.drag(front_pile("Anna"), pot_pile(0), whole=True)  # sets the level at 40
    window.helpers_action.trigger()  # off
    assert not window.settings.helpers and not window.session.state.helpers
    g.drag(front_pile("Bram"), pot_pile(0), whole=True)  # no cut: the whole 100 goes in
    assert state.amount(front_pile("Bram")) == 0
    state.undo()
    g.drag(front_pile("Chris"), return_pile("Chris"), typed="149")  # 149 needs change: refused
    assert state.amount(return_pile("Chris")) == 0
    window.helpers_action.trigger()  # on again
    path = tmp_path / "exam.json"
    save_drill_set(path, DrillSet("no helpers", drills=(three_way(),), helpers=False))
    assert load_drill_set(path).helpers is False
    assert window.drill_sets.open_file(path) is None
    assert not window.session.state.helpers and window.settings.helpers  # the set's, not saved


def test_the_move_dialog_takes_an_amount(make_window):
    from dealer_trainer.ui.widgets.move_dialog import MoveDialog

    window = make_window()
    dialog = MoveDialog(window.session, window.scene.pile_title, window)
    dialog.source.setCurrentIndex(dialog.source.findData(front_pile("Chris")))
    dialog.target.setCurrentIndex(dialog.target.findData(return_pile("Chris")))
    dialog.amount.setText("150")
    dialog.do_move()
    state = window.session.state
    assert state.amount(return_pile("Chris")) == 150 and state.amount(front_pile("Chris")) == 100
    dialog.amount.setText("12.5")  # no cents in this game: refused, nothing moves
    dialog.do_move()
    assert state.amount(return_pile("Chris")) == 150 and dialog.amount.text() == "12.5"
    dialog.close()


def test_amounts_are_read_as_the_game_shows_money():
    import pytest

    from dealer_trainer.drills.models import Stakes

    cents = Stakes("cash", 50, 100, scale=100)
    assert cents.parse("75.50") == 7550 and cents.parse("$1,375") == 137500 and cents.parse("0.5") == 50
    assert Stakes("tournament", 100, 200, symbol="").parse("1,375") == 1375
    for bad in ("", "abc", "1.234", "-5", "1.2.3"):
        with pytest.raises(ValueError):
            cents.parse(bad)
    with pytest.raises(ValueError):
        Stakes("cash", 1, 2).parse("12.5")


def test_the_time_of_a_solved_drill_is_the_time_since_the_first_move(make_window, qtbot):
    window = make_window()
    g = Gestures(window)
    g.drag(front_pile("Chris"), return_pile("Chris"), typed="150")
    qtbot.wait(60)
    for source, target in (("Anna", pot_pile(0)), ("Bram", pot_pile(0)), ("Chris", pot_pile(0))):
        g.drag(front_pile(source), target, whole=True)
    g.drag(front_pile("Bram"), "add-pot", whole=True)
    g.drag(front_pile("Chris"), pot_pile(1), whole=True)
    check = window.session.check()
    assert check.correct and window.session.result.seconds >= 0.05
    assert window.session.elapsed() == window.session.result.seconds


def test_a_seat_takes_its_uncalled_bet_and_empty_return_spots_show_only_while_dragging(make_window):
    window = make_window()
    scene, state = window.scene, window.session.state
    spot = scene.spots[return_pile("Chris")]
    assert not spot.revealed
    chip = state.pile(front_pile("Chris"))[-1]
    scene.start_drag(scene.chip_items[chip.id], False, scene.chip_pos(chip.id))
    assert spot.revealed and scene.spots[return_pile("Anna")].revealed
    scene.cancel_drag()
    assert not spot.revealed
    # dropped on the seat's name plate, the amount goes back to the seat
    g = Gestures(window)
    plate = scene.geometry.seats[[s.name for s in window.session.drill.seats].index("Chris")].plate
    from PySide6.QtCore import QPoint, QPointF
    from PySide6.QtTest import QTest

    view = window.view
    start = view.mapFromScene(scene.chip_pos(state.pile(front_pile("Chris"))[-1].id))
    end = view.mapFromScene(QPointF(*plate.centre))
    QTest.mousePress(view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    QTest.mouseMove(view.viewport(), QPoint((start.x() + end.x()) // 2, (start.y() + end.y()) // 2))
    for char in "150":
        QTest.keyClick(view, char)
    QTest.mouseMove(view.viewport(), end)
    QTest.mouseRelease(view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end)
    assert state.amount(return_pile("Chris")) == 150 and g.count == 0


def test_pot_labels_are_drawn_above_the_tallest_piles(make_window):
    from dealer_trainer.drills.generator import drill_for_seed

    window = make_window(drill_for_seed(4, 3), size=(1280, 800))
    window.session.show_solution(animated=False)
    scene = window.scene
    top_chip = max(item.zValue() for item in scene.chip_items.values())
    for zone, spot in scene.spots.items():
        if zone.startswith("pot:"):
            assert spot.label is not None and spot.label.scene() is scene and spot.label.isVisible()
            assert spot.label.zValue() > top_chip
            assert spot.label.acceptedMouseButtons() == Qt.MouseButton.NoButton  # chips stay pickable
            assert spot.amount_text and spot.label.boundingRect().height() >= 50


@pytest.mark.parametrize("code", ["L3-RP2DDV", "L4-222244-2"])
def test_no_title_or_amount_is_cut_short(make_window, code):
    """Every line a spot's label draws fits its pill: "Dead money 1,000" never reads "1,00"."""
    from PySide6.QtGui import QFontMetricsF

    from dealer_trainer.drills.generator import drill_from_code

    drill = drill_from_code(code)
    assert drill.dead > 0
    window = make_window(drill, size=(1024, 640))
    for solved in (False, True):
        if solved:
            window.session.show_solution(animated=False)
        for zone, spot in window.scene.spots.items():
            label = getattr(spot, "label", None)
            if label is None:
                continue
            for text, font, _ in label._lines():  # noqa: SLF001 - what paint() draws
                assert QFontMetricsF(font).horizontalAdvance(text) + 12 <= spot.rect.width() - 10 + 0.5, (
                    zone,
                    text,
                )


def test_a_tall_uncalled_bet_never_rises_over_its_amount(make_window):
    """Level 4 seed 5: 99,000 back to Zoe in eleven chips; no chip rises above the baseline of
    the amount's line (the digits stay clear; only the font's descent may be touched)."""
    from PySide6.QtGui import QFontMetricsF

    from dealer_trainer.drills.generator import drill_for_seed
    from dealer_trainer.ui.table.items import LABEL_PX, RETURN_HEAD, font

    window = make_window(drill_for_seed(4, 5, 2), size=(1280, 800))  # version 2
    window.session.show_solution(animated=False)
    scene, state = window.scene, window.session.state
    (pile,) = [p for p in state.piles() if p.startswith("return:") and state.pile(p)]
    rect = scene.geometry.rect(pile)
    assert len(state.pile(pile)) >= 10
    tops = [scene.chip_items[c.id].pos().y() for c in state.pile(pile)]
    metrics = QFontMetricsF(font(LABEL_PX, True))
    baseline = rect.y + 1 + (RETURN_HEAD + metrics.ascent() - metrics.descent()) / 2
    assert min(tops) >= baseline
