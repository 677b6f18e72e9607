"""A typed amount that cannot move says why (records issue 27 §4): an amount past what the pile
holds (2,147,483,648 and more raised OverflowError in a Qt signal) and one the pile cannot pay
without change moved nothing and said nothing."""

from __future__ import annotations

import pytest
from gui_helpers import Gestures
from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialogButtonBox

from dealer_trainer.drills.models import Drill, DrillSeat, Stakes
from dealer_trainer.ui.table.model import front_pile, pot_pile, return_pile

TOO_MUCH = "2147483648"  # one more than a C++ int holds


def five_and_hundred() -> Drill:
    """Two all-ins of 105, each bet one $100 chip and one $5 chip."""
    seats = [
        DrillSeat("Anna", "SB", 0, 105, {100: 1, 5: 1}, False, True, ""),
        DrillSeat("Bram", "BB", 0, 105, {100: 1, 5: 1}, False, True, ""),
    ]
    return Drill("", 1, "Two chips", Stakes("cash", 1, 2), "cash", seats, "Anna")


def note(window) -> str:
    shown = window.typed_amounts.note
    return shown.line.text() if shown.isVisible() else ""


def test_an_amount_past_a_c_int_typed_while_dragging_is_refused_with_a_line(make_window, qtbot):
    window = make_window()
    state = window.session.state
    before = state.piles()
    with qtbot.captureExceptions() as raised:
        Gestures(window).drag(front_pile("Chris"), return_pile("Chris"), typed=TOO_MUCH)
    assert raised == []
    assert state.piles() == before
    assert note(window) == "The pile holds only $250."
    Gestures(window).drag(front_pile("Chris"), return_pile("Chris"), typed="150")  # the next one moves
    assert state.amount(return_pile("Chris")) == 150 and note(window) == ""


def test_an_amount_the_pile_cannot_pay_without_change_says_so_and_offers_the_change(make_window, qtbot):
    window = make_window(five_and_hundred())
    window.set_helpers(False, save=False)
    state = window.session.state
    g = Gestures(window)
    g.drag(front_pile("Anna"), pot_pile(0), typed="43")
    assert state.amount(pot_pile(0)) == 0
    assert note(window) == "This pile cannot pay $43 without change: make change of a $100 chip first."
    button = window.typed_amounts.note.change_button
    asked = []
    while note(window) and len(asked) < 5:  # change the chip named, carry the 43 again
        asked.append(note(window).rpartition(" of a ")[2])
        assert button.isVisible()
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
        assert note(window) == "" and state.amount(front_pile("Anna")) == 105
        g.drag(front_pile("Anna"), pot_pile(0), typed="43")
    assert asked == ["$100 chip first.", "$25 chip first.", "$5 chip first."]
    assert state.amount(pot_pile(0)) == 43
    assert state.total() == state.initial_total


def test_with_the_dealer_helpers_on_the_change_is_made_as_the_amount_is_carried(make_window):
    window = make_window(five_and_hundred())
    window.set_helpers(True, save=False)
    Gestures(window).drag(front_pile("Anna"), pot_pile(0), typed="43")
    assert window.session.state.amount(pot_pile(0)) == 43 and note(window) == ""


def _in_move_dialog(window, qtbot, typed: str, target_text: str) -> dict:
    """Open Move chips through its action, type ``typed`` as the amount, pick the target whose
    name contains ``target_text``, press Move; what the dialog said, then close it."""
    seen: dict = {}

    def act() -> None:
        dialog = QApplication.activeModalWidget()
        try:
            targets = [dialog.target.itemText(i) for i in range(dialog.target.count())]
            dialog.target.setCurrentIndex(next(i for i, t in enumerate(targets) if target_text in t))
            QTest.keyClicks(dialog.amount, typed)
            buttons = dialog.findChild(QDialogButtonBox)
            qtbot.mouseClick(buttons.button(QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton)
            seen["note"] = dialog.note.line.text() if dialog.note.isVisible() else ""
            seen["button"] = dialog.note.change_button.isVisible()
        finally:
            dialog.reject()

    action = next(a for a in window.findChildren(type(window.check_action)) if a.text() == "&Move chips…")
    QTimer.singleShot(0, act)
    with qtbot.captureExceptions() as raised:
        action.trigger()
    assert [str(e[1]) for e in raised] == []
    return seen


@pytest.mark.qt_log_ignore("propagateSizeHints")  # the offscreen platform, showing a dialog
def test_the_move_dialog_says_why_a_typed_amount_stays(make_window, qtbot):
    window = make_window(five_and_hundred())
    window.set_helpers(False, save=False)
    state = window.session.state
    before = state.piles()
    seen = _in_move_dialog(window, qtbot, TOO_MUCH, "Main pot")
    assert seen == {"note": "The pile holds only $105.", "button": False} and state.piles() == before
    seen = _in_move_dialog(window, qtbot, "43", "Main pot")
    assert seen == {
        "note": "This pile cannot pay $43 without change: make change of a $100 chip first.",
        "button": True,
    }
    assert state.piles() == before


def test_an_amount_past_a_c_int_typed_while_pushing_a_pot_is_refused_with_a_line(make_window, qtbot):
    from test_award_gui import three_way  # with the hands shown

    from dealer_trainer.ui.table.award_model import win_pile

    drill = three_way()
    window = make_window(drill)
    window.award.load_showdown(drill)
    state = window.session.state
    assert state.award_phase
    before = state.piles()
    pot = state.amount(pot_pile(0))
    with qtbot.captureExceptions() as raised:
        Gestures(window).drag(pot_pile(0), win_pile("Anna"), typed=TOO_MUCH)
    assert raised == []
    assert state.piles() == before
    assert note(window) == f"The pile holds only ${pot}."
