"""The hand on the felt in a street drill, played with Space and built by dragging: the board
dealt card by card with its burns in the dealer's order, the earlier streets' pots keeping their
chips, the turn marker and each seat's last action (a label that fades), the folded hands in the
muck face down."""

from __future__ import annotations

from gui_helpers import Mouse, build_by_dragging, centre
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from test_streets_gui import seed000

from dealer_trainer.drills.models import Stakes
from dealer_trainer.drills.streets import StreetDrill, street_drill_from_code
from dealer_trainer.engine.betting import Action, Do
from dealer_trainer.engine.betting_table import Street, Table
from dealer_trainer.ui.table.felt import FADED
from dealer_trainer.ui.table.layout import TRAY_PILE


def _space(window, times=1):
    for _ in range(times):
        QTest.keyClick(window.view, Qt.Key.Key_Space)


def _pull_in(window):
    assert window.streets.phase == "pull-in"
    build_by_dragging(window, Mouse())
    QTest.keyClick(window.view, Qt.Key.Key_Return)
    assert window.session.last_check.correct


def fold_hand() -> StreetDrill:
    """Four seats at $1/$2, D on the button: D folds pre-flop, A on the flop."""
    table = Table(("A", "B", "C", "D"), "D", {s: 10000 for s in "ABCD"}, 100, 200)
    steps = (
        Action("C", Do.CALL),
        Action("D", Do.FOLD),
        Action("A", Do.CALL),
        Action("B", Do.CHECK),
        Street.FLOP,
        Action("A", Do.CHECK),
        Action("B", Do.BET, 1000),
        Action("C", Do.CALL),
        Action("A", Do.FOLD),
        Street.TURN,
        Action("B", Do.CHECK),
        Action("C", Do.CHECK),
        Street.RIVER,
        Action("B", Do.CHECK),
        Action("C", Do.CHECK),
    )
    hole = {"A": "AsAd", "B": "KsKd", "C": "QsQd", "D": "2h3h"}
    return StreetDrill(
        "", 0, "fold hand", table, steps, Stakes("cash", 100, 200, scale=100), "cash_cents", 100,
        {"D": "BTN", "A": "SB", "B": "BB", "C": "UTG"}, hole, "2c7h9dTcJh",
    )  # fmt: skip


def test_the_board_is_dealt_on_the_felt_with_a_burn_before_each_street(window):
    streets, felt = window.streets, window.scene.felt
    streets.start(seed000(), [])
    assert felt.board_codes() == "" and not felt.burns  # pre-flop: nothing on the board
    _space(window, 3)
    _pull_in(window)
    _space(window)  # the flop: a burn, then three cards, from the dealer's hands
    assert felt.board_codes() == "2c7h9d" and len(felt.burns) == 1
    assert all(card.code is None for card in felt.burns)  # burns lie face down
    places = [(c.pos().x(), c.pos().y()) for c in felt.board]
    assert places == sorted(places)  # left to right, as dealt
    burn = felt.burns[0].sceneBoundingRect()
    assert burn.right() < felt.board[0].sceneBoundingRect().left()  # the burn beside the board
    for card in [*felt.board, *felt.burns]:  # above the pots, clear of every pot and seat
        box = card.sceneBoundingRect()
        for spot in window.scene.spots.values():
            if spot.isVisible() and spot.kind == "pot":
                assert not box.intersects(spot.sceneBoundingRect())
    _space(window, 4)  # the flop's betting
    _pull_in(window)
    flop_cards = list(felt.board)
    _space(window)  # the turn: the flop stays where it lay, one more burn and one card
    assert felt.board[:3] == flop_cards and felt.board_codes() == "2c7h9dTc"
    assert len(felt.burns) == 2
    _space(window, 3)  # two checks; the river
    assert felt.board_codes() == "2c7h9dTcJh" and len(felt.burns) == 3


def test_the_cards_are_dealt_one_after_the_other_when_animated(window, qtbot):
    window.scene.animate = True
    streets, felt = window.streets, window.scene.felt
    streets.start(seed000(), [])
    _space(window, 3)
    _pull_in(window)
    _space(window)
    assert felt.dealing
    shown = [card.isVisible() for card in [felt.burns[0], *felt.board]]
    assert shown == [False, False, False, False]  # nothing before the dealer's hand gets there
    qtbot.waitUntil(lambda: felt.burns[0].isVisible() and not felt.board[2].isVisible(), timeout=2000)
    qtbot.waitUntil(lambda: not felt.dealing, timeout=3000)
    assert all(card.isVisible() for card in felt.board)


def test_earlier_streets_pots_keep_the_chips_they_were_built_with(window):
    streets = window.streets
    streets.start(street_drill_from_code("T2-222223-1S"), [])  # two side pots pre-flop
    while streets.phase != "pull-in":
        _space(window)
    build_by_dragging(window, Mouse())
    state = window.session.state
    big = max(state.pile("pot:0"), key=lambda c: c.value)  # the dealer breaks a chip in the pot
    assert Mouse().drag_chip(
        window.view, window.scene.chip_items[big.id], centre(window, TRAY_PILE), single=True
    )
    assert big.id not in state.chips()
    QTest.keyClick(window.view, Qt.Key.Key_Return)
    assert window.session.last_check.correct

    def pots():
        state = window.session.state
        return {p: sorted(c.value for c in state.pile(p)) for p in state.piles() if p.startswith("pot:")}

    built = pots()
    _space(window)  # the flop is dealt: the pots are laid out again, each with its own chips
    assert pots() == built
    _space(window)  # and after each action
    assert pots() == built


def test_the_turn_marker_and_each_seats_last_action(window, qtbot):
    streets, felt = window.streets, window.scene.felt
    streets.start(fold_hand(), [])
    assert felt.turn == "C" and felt.marker.scene() is window.scene
    plate = window.scene.seat_items["C"].sceneBoundingRect()
    assert felt.marker.sceneBoundingRect().contains(plate.center())
    window.scene.animate = True
    _space(window)  # C calls
    label = felt.labels["C"]
    assert label.text == "Call" and label.opacity() > 0.9  # bright when made ...
    qtbot.waitUntil(lambda: abs(label.opacity() - FADED) < 0.01, timeout=3000)  # ... then fades
    window.scene.animate = False
    assert felt.turn == "D"
    _space(window, 3)
    assert {s: lb.text for s, lb in felt.labels.items()} == {
        "C": "Call",
        "D": "Fold",
        "A": "Call",
        "B": "Check",
    }
    assert felt.turn is None  # the round is over: the pull-in
    front = window.scene.geometry.seats[0].front  # A's bet: the label in its box, right of the amount
    box = felt.labels["A"].sceneBoundingRect()
    assert front.x < box.left() and box.right() <= front.right
    _pull_in(window)
    _space(window)  # the flop: last street's labels are gone with the bets
    assert felt.labels == {}
    assert felt.turn == "A"


def test_folded_hands_go_to_the_muck_face_down(window):
    streets, felt = window.streets, window.scene.felt
    streets.start(fold_hand(), [])
    _space(window, 2)  # C calls, D folds
    assert list(felt.mucked) == ["D"]
    cards = felt.mucked["D"]
    assert len(cards) == 2 and all(card.code is None for card in cards)
    tray = window.scene.tray.sceneBoundingRect()
    for card in cards:  # beside the dealer's tray, not at the seat
        box = card.sceneBoundingRect()
        assert box.left() > tray.right() and abs(box.center().y() - tray.center().y()) < 60
    _space(window, 2)
    _pull_in(window)
    _space(window, 5)  # the flop: A folds too
    assert list(felt.mucked) == ["D", "A"] and len(felt.mucked["A"]) == 2
    window.session.next_drill()  # another drill: the felt is cleared
    assert felt.mucked == {} and felt.board == [] and felt.marker.scene() is None
