"""The chips of each action in a street drill slide from the player's stack to the betting line
(short, skippable, off with the animations); tests finish the slide at once. A fixed-limit hand
(level 6) in the window: its structure in the log, the half bet rule asked and a click graded."""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest
from test_streets_gui import seed000

from dealer_trainer.drills.piles import front_pile
from dealer_trainer.ui.streets import SLIDE_MS


def _space(window):
    QTest.keyClick(window.view, Qt.Key.Key_Space)


def _front(window, seat):
    state = window.session.state
    return [(i, state.chip(i).value) for i in state.piles().get(front_pile(seat), [])]


def test_each_action_slides_its_chips_from_the_stack_to_the_betting_line(window):
    window.toggle_animations(True)
    scene = window.scene
    window.streets.start(seed000(), [])
    # the blinds go in: B's 50c and C's $1 slide from their seats
    assert scene.animating and scene._anim.duration() == SLIDE_MS
    assert {scene.state.chip(i).value for i in scene.moving()} == {50, 100}
    scene.finish_animation()
    assert not scene.animating

    _space(window)  # A (the button) calls $1: one $1 chip, from A's plate to A's betting line
    moving = scene.moving()
    assert [(i, v) for i, v in _front(window, "A")] == [(i, 100) for i in moving]
    (chip_id,) = moving
    start, end = moving[chip_id]
    item = scene.chip_items[chip_id]
    box = item.boundingRect()
    assert start + QPointF(box.width() / 2, box.height() / 2) == scene.seat_centre("A")
    assert item.pos() == start  # still at the stack until the animation runs
    scene.finish_animation()  # a test does not wait: the chip is put in place at once
    assert item.pos() == end and not scene.animating

    _space(window)  # B (small blind, 50c in front) calls 50c more: $1 in front, one $1 chip
    assert [scene.state.chip(i).value for i in scene.moving()] == [100]
    assert _front(window, "B") == [(next(iter(scene.moving())), 100)]
    _space(window)  # C checks before B's slide ended: B's chip is put in place, nothing moves
    assert not scene.animating
    assert window.streets.phase == "pull-in"
    placed = {i: item.pos() for i, item in scene.chip_items.items()}
    scene.sync(animate=False)  # every chip already where the table's layout puts it
    assert {i: item.pos() for i, item in scene.chip_items.items()} == placed


def test_nothing_slides_with_the_animations_off(window):
    window.toggle_animations(False)
    scene = window.scene
    window.streets.start(seed000(), [])
    _space(window)
    assert not scene.animating and scene.moving() == {}


def test_a_fixed_limit_hand_asks_the_half_bet_rule_and_grades_a_click(window, qtbot):
    from dealer_trainer.drills.rulings import candidates
    from dealer_trainer.drills.streets import half_bet_spots, street_drill_for_seed

    sd = street_drill_for_seed(6, 4)
    spots = half_bet_spots(sd)
    ruling = next(r for r in candidates(sd, sd.stakes.format, ("may_raise",)) if r.rule == "half_bet_rule")
    assert ruling.step in spots
    streets = window.streets
    streets.start(sd, [ruling])
    assert "Fixed limit: bets of" in window.panel.text.toPlainText()
    while streets.phase != "ruling":
        if streets.phase == "pull-in":  # earlier streets' pull-ins: built by the solution
            window.session.show_solution(animated=False)
            QTest.keyClick(window.view, Qt.Key.Key_Return)
        else:
            _space(window)
    assert streets.pending is ruling
    wrong = "No" if ruling.answer else "Yes"
    button = next(b for b in streets.box.buttons if b.text() == wrong)
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    text = window.panel.text.toPlainText()
    right = "yes" if ruling.answer else "no"
    assert f"✘ Not right: the answer is {right}." in text and "TDA 2024 Rule 47-B" in text
    assert ruling.why in text
    assert streets.asked == [(ruling, False)] and streets.phase == "action"
