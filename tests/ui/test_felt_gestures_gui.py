"""The table answers where a dealer reaches: a Ctrl+drag from a bet's or a pot's box (off its
chips) takes the whole pile, pots keep their places when a side pot opens, a seat's plate answers
"who acts next", and a yes/no ruling takes the keys Y and N."""

from __future__ import annotations

from gui_helpers import Mouse
from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest
from test_streets_gui import seed000

from dealer_trainer.drills.rulings import candidates
from dealer_trainer.ui.table.items import ChipItem
from dealer_trainer.ui.table.model import front_pile, pot_pile


def off_the_chips(window, zone: str) -> QPointF:
    """A point inside ``zone``'s box where no chip lies."""
    rect = window.scene.geometry.rect(zone)
    for fy in (0.15, 0.3, 0.5, 0.85):
        for fx in (0.92, 0.08, 0.5, 0.75, 0.25):
            point = QPointF(rect.x + rect.w * fx, rect.y + rect.h * fy)
            if not any(isinstance(i, ChipItem) for i in window.scene.items(point)):
                return point
    raise AssertionError(f"no free point in {zone}")


def test_a_ctrl_drag_from_a_bets_box_takes_the_whole_bet(window):
    state, view = window.session.state, window.view
    seat = window.session.drill.seats[0].name
    bet = state.amount(front_pile(seat))
    start = view.mapFromScene(off_the_chips(window, front_pile(seat)))
    Mouse().drag(view, start, QPointF(*window.scene.geometry.rect(pot_pile(0)).centre), whole=True)
    assert state.amount(front_pile(seat)) == 0
    assert state.amount(pot_pile(0)) == bet


def test_a_ctrl_drag_from_a_pots_box_takes_the_whole_pot(window):
    scene, view, state = window.scene, window.view, window.session.state
    mouse = Mouse()
    seat = window.session.drill.seats[0].name
    bet = state.amount(front_pile(seat))
    mouse.drag(view, view.mapFromScene(off_the_chips(window, front_pile(seat))),
               QPointF(*scene.geometry.rect(pot_pile(0)).centre), whole=True)  # fmt: skip
    mouse.click(view, QPointF(*scene.geometry.add_pot.centre))  # open side pot 1
    assert state.pot_count == 2
    start = view.mapFromScene(off_the_chips(window, pot_pile(0)))
    mouse.drag(view, start, QPointF(*scene.geometry.rect(pot_pile(1)).centre), whole=True)
    assert state.amount(pot_pile(0)) == 0 and state.amount(pot_pile(1)) == bet


def test_a_plain_press_off_the_chips_lifts_nothing(window):
    state, view = window.session.state, window.view
    seat = window.session.drill.seats[0].name
    bet = state.amount(front_pile(seat))
    start = view.mapFromScene(off_the_chips(window, front_pile(seat)))
    Mouse().drag(view, start, QPointF(*window.scene.geometry.rect(pot_pile(0)).centre))
    assert state.amount(front_pile(seat)) == bet and state.amount(pot_pile(0)) == 0


def test_pots_keep_their_places_when_a_side_pot_opens(window):
    scene, mouse = window.scene, Mouse()
    before = list(scene.geometry.pots)
    mouse.click(window.view, QPointF(*scene.geometry.add_pot.centre))
    assert window.session.state.pot_count == 2
    assert scene.geometry.pots[0] == before[0]
    before = list(scene.geometry.pots)
    mouse.click(window.view, QPointF(*scene.geometry.add_pot.centre))
    assert list(scene.geometry.pots[:2]) == before  # main pot and side pot 1 stay put
    assert window.session.state.pot_count == 3


def test_who_acts_next_is_answered_by_clicking_the_seat(window):
    sd = seed000()
    pick = {(r.kind, r.step): r for r in candidates(sd, sd.stakes.format)}
    streets = window.streets
    streets.start(sd, [pick["who_acts", 4]])
    streets.next_action()
    streets.next_action()
    streets.next_action()
    window.session.show_solution(animated=False)
    window.check()
    streets.next_action()  # the flop: who acts first?
    assert streets.phase == "ruling" and streets.pending.kind == "who_acts"
    assert window.scene.felt.turn is None  # the marker does not give the answer away
    plate = window.scene.seat_items["B"].sceneBoundingRect().center()
    Mouse().click(window.view, plate)
    assert "✔ Right: B." in window.panel.text.toPlainText()
    assert streets.phase == "action"


def test_a_yes_no_ruling_takes_the_keys_y_and_n(window):
    sd = seed000()
    pick = {(r.kind, r.step): r for r in candidates(sd, sd.stakes.format)}
    streets = window.streets
    streets.start(sd, [pick["may_raise", 7]])
    for _ in range(3):
        streets.next_action()
    window.session.show_solution(animated=False)
    window.check()
    while streets.phase != "ruling":
        streets.next_action()
    assert streets.pending.kind == "may_raise"
    QTest.keyClick(window.view, Qt.Key.Key_N)
    assert "✔ Right: no." in window.panel.text.toPlainText()
