"""Stud hi-lo award drills in the window (issue 29): the Showdown menu deals a drill whose live
seats show their seven cards face up (no board); the trainee splits each pot into its high and
low halves and pushes them by mouse, a tied low in quarters with the odd chip by suit, graded by
the hi-lo checker (formats §1 "Splitting rules", §5)."""

from __future__ import annotations

import os

import pytest
from gui_helpers import assert_table_consistent
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from test_hilo_award_gui import halve_and_push

from dealer_trainer.drills.showdown_drills import hilo_for_seed
from dealer_trainer.ui.table.award_model import AwardState, half_piles
from dealer_trainer.ui.table.award_phase import HOLE

pytestmark = pytest.mark.gui

# Q6 seed 0: Leila, Eli and Fatima live. Main pot 1,315 (unit 5): high half 660 (the odd chip)
# to Leila's six-high straight; low half 655 tied A-2-3-4-5 by Leila (Ah) and Eli (As): 330 and
# 325, the odd chip to the lowest card by suit, Leila's ace of hearts (hearts below spades).
# Side pot 1 (260, Leila and Eli): high 130 to Leila, low quartered 65 and 65.
SEED = 0


def hole_cards(window):
    return [item for item in window.scene.items() if item.data(0) == HOLE]


def test_the_menu_deals_a_stud_hilo_drill_seven_cards_face_up_each(make_window):
    window = make_window(size=(1024, 700))
    window.award.hilo_actions["stud_hilo_odd_chip"].trigger()
    drill = window.session.drill
    assert drill.variant == "stud-hilo" and drill.code.startswith("Q6-") and not drill.board
    assert isinstance(window.session.state, AwardState) and half_piles(drill)
    live = [s for s in drill.seats if not s.folded]
    cards = hole_cards(window)
    assert len(cards) == 7 * len(live)
    # readable: every card inside the view, none hidden under another seat's win spot
    view = window.view.mapToScene(window.view.viewport().rect()).boundingRect()
    for card in cards:
        assert view.contains(card.sceneBoundingRect())
    assert "by suit" in window.panel.text.toPlainText()
    assert_table_consistent(window)


def test_a_stud_hilo_pot_with_a_quartered_low_and_the_odd_chip_by_suit_pushed_by_mouse(make_window, qtbot):
    drill = hilo_for_seed("stud_hilo_odd_chip", SEED)
    window = make_window(drill, size=(1024, 700))
    window.award.load_showdown(drill)
    if os.environ.get("STUD_SHOT"):
        window.grab().save(os.environ["STUD_SHOT"] + "-dealt.png")
    halve_and_push(window)
    assert {(p.pot, p.seat, p.chips, p.half) for p in window.session.state.pushes()} == {
        (1, "Leila", 130, "high"),
        (1, "Leila", 65, "low"),
        (1, "Eli", 65, "low"),
        (0, "Leila", 660, "high"),
        (0, "Leila", 330, "low"),
        (0, "Eli", 325, "low"),
    }
    if os.environ.get("STUD_SHOT"):
        window.grab().save(os.environ["STUD_SHOT"] + "-pushed.png")
    with qtbot.waitSignal(window.award.award_checked) as blocker:
        QTest.keyClick(window.view, Qt.Key.Key_Return)
    assert blocker.args[0].correct, window.panel.text.toPlainText()


def test_the_odd_chip_of_a_tied_low_to_the_wrong_seat_is_marked(make_window, qtbot):
    drill = hilo_for_seed("stud_hilo_odd_chip", SEED)
    window = make_window(drill, size=(1024, 700))
    window.award.load_showdown(drill)
    # the odd chip to Eli: his ace of spades is not the lowest card by suit
    halve_and_push(window, shares={(0, "low", "Leila"): 325, (0, "low", "Eli"): 330})
    with qtbot.waitSignal(window.award.award_checked) as blocker:
        QTest.keyClick(window.view, Qt.Key.Key_Return)
    assert not blocker.args[0].correct
    assert "by suit" in window.panel.text.toPlainText()


@pytest.fixture
def dutch(qapp):
    from dealer_trainer.ui.language import install_language

    assert install_language(qapp, "nl") == "nl"
    yield
    install_language(qapp, "en")


def test_the_stud_hilo_award_reads_in_dutch(dutch, make_window):
    window = make_window(size=(1024, 700))
    window.award.hilo_actions["stud_hilo_odd_chip"].trigger()
    text = window.panel.text.toPlainText()
    assert "de zeven kaarten van elke speler liggen open" in text and "op kleur" in text
    assert window.session.drill.title == "Stud hi-lo: het overgebleven fiche op kleur"
    if os.environ.get("STUD_SHOT"):
        window.grab().save(os.environ["STUD_SHOT"] + "-nl.png")
