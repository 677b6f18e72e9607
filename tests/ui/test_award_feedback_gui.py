"""The award's feedback by mouse (hostile trial 4): each run's and each hi-lo half's line names
that part's hands and shows that part's chips; a checked award is final; labels stay off the
hand names."""

from __future__ import annotations

import pytest
from gui_helpers import Gestures
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from test_hilo_award_gui import halve_and_push
from test_run_award_gui import split_and_push

from dealer_trainer.drills.showdown_drills import drill_from_code
from dealer_trainer.ui.table.award_model import win_pile
from dealer_trainer.ui.table.model import front_pile, pot_pile

pytestmark = pytest.mark.gui


def checked_text(window, qtbot) -> str:
    with qtbot.waitSignal(window.award.award_checked) as blocker:
        QTest.keyClick(window.view, Qt.Key.Key_Return)
    assert blocker.args[0].correct, window.panel.text.toPlainText()
    return " ".join(window.panel.text.toPlainText().split())


def test_each_run_line_names_that_runs_hands_and_its_part_of_the_pot(make_window, qtbot):
    drill = drill_from_code("S7-ZCGNZ8-1C")  # run 1: Vera's full house; run 2: Leila's straight
    window = make_window(drill, (1024, 700))
    window.award.load_showdown(drill)
    split_and_push(window)
    text = checked_text(window, qtbot)
    assert "Main pot, run 1 — $770: Vera (full house, sevens full of nines) wins" in text
    assert "Main pot, run 2 — $765: Leila (straight, jack high) wins" in text
    assert "$1,535" not in text


def test_each_half_line_shows_its_chips_and_the_low_half_names_the_lows(make_window, qtbot):
    drill = drill_from_code("Q2-RZYMY2-1M")
    window = make_window(drill, (1024, 700))
    window.award.load_showdown(drill)
    halve_and_push(window)
    text = checked_text(window, qtbot)
    assert "Side pot 1, high half — $385: Rosa (two pair, aces and threes) wins" in text
    assert "Side pot 1, low half — $385: Quinn (seven-six low) and Rosa (seven-six low) split" in text
    assert "$770" not in text and "$4,565" not in text
    spot = window.scene.win_spot("Quinn")
    assert spot.hand_name == "ace high · seven-six low"


def test_an_award_checked_right_is_final_no_undo_no_push_no_award_action(make_window, qtbot):
    drill = drill_from_code("S7-ZCGNZ8-1C")
    window = make_window(drill, (1024, 700))
    window.award.load_showdown(drill)
    g = split_and_push(window)
    checked_text(window, qtbot)
    state = window.session.state
    pushed = state.pushes()
    assert not window.undo_action.isEnabled() and not window.award.award_action.isEnabled()
    QTest.keyClick(window.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)  # undo: nothing
    g.drag(win_pile("Leila"), pot_pile(0), whole=True)  # the pushed chips stay pushed
    assert state.pushes() == pushed
    text = checked_text(window, qtbot)
    assert "Every pot went to the right player." in text
    assert "Every pot right first time!" in window.panel.result.text()


def test_at_the_award_no_action_label_or_pushed_amount_lies_over_a_hand_name(make_window, qtbot):
    from gui_helpers import Mouse, build_by_dragging
    from test_streets_gui import seed000

    from dealer_trainer.ui.table.felt import ActionLabel
    from dealer_trainer.ui.table.items import SpotLabel

    window = make_window(None, (1024, 700))
    window.streets.start(seed000(), [])
    for _ in range(40):  # Space through the hand, each pull-in built by dragging and checked
        if window.award.award_action.isEnabled():
            break
        if window.streets.phase == "pull-in":
            build_by_dragging(window, Mouse())
            QTest.keyClick(window.view, Qt.Key.Key_Return)
        else:
            QTest.keyClick(window.view, Qt.Key.Key_Space)
    assert any(isinstance(i, ActionLabel) for i in window.scene.items())  # the river's checks
    QTest.keyClick(window.view, Qt.Key.Key_A)
    assert window.award.active
    assert not [i for i in window.scene.items() if isinstance(i, ActionLabel)]
    g = Gestures(window)
    g.drag(pot_pile(0), win_pile("A"), whole=True)
    spot = window.scene.win_spot("A")
    assert spot.hand_name and window.session.state.amount(win_pile("A")) > 0
    name_strip = spot.rect.adjusted(0, 0, 0, -(spot.rect.height() - spot.head))
    over = [
        i
        for i in window.scene.items()
        if isinstance(i, SpotLabel) and i.isVisible() and i.pill() and i.pill().intersects(name_strip)
    ]
    assert not over


def test_a_long_dutch_action_label_at_1024x700_lies_clear_of_the_chips(qapp, make_window):
    from dealer_trainer.drills.models import Stakes
    from dealer_trainer.drills.streets import StreetDrill
    from dealer_trainer.engine.betting import Action, Do
    from dealer_trainer.engine.betting_table import Table
    from dealer_trainer.ui.language import install_language
    from dealer_trainer.ui.table.felt import ActionLabel

    install_language(qapp, "nl")
    try:
        table = Table(tuple("ABCDEF"), "A", dict.fromkeys("ABCDEF", 100000), 50, 100)
        positions = dict(zip("ABCDEF", ("BTN", "SB", "BB", "UTG", "HJ", "CO"), strict=True))
        sd = StreetDrill(
            "", 0, "raise", table, (Action("D", Do.RAISE, 21300), Action("E", Do.FOLD)),
            Stakes("cash", 50, 100, scale=100), "cash_cents", 50, positions, {}, "2c7h9dTcJh",
        )  # fmt: skip
        window = make_window(None, (1024, 700))
        window.streets.start(sd, [])
        QTest.keyClick(window.view, Qt.Key.Key_Space)  # D raises to $213
        (label,) = [i for i in window.scene.items() if isinstance(i, ActionLabel)]
        assert label.text == "Verhoging"
        chips = [window.scene.chip_items[c.id] for c in window.session.state.pile(front_pile("D"))]
        assert chips and not [c for c in chips if c.sceneBoundingRect().intersects(label.sceneBoundingRect())]
        amount = window.scene.spots[front_pile("D")].label.pill()
        assert not amount.intersects(label.sceneBoundingRect())
        window.grab().save("/tmp/fixb-raise-nl.png")
    finally:
        install_language(qapp, "en")
