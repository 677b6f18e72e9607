"""A pot-limit Omaha street hand (Streets level 7) dealt from the menu and played by mouse: four
hole cards a seat, each pull-in built by dragging, and the pot-size raise on the turn answered
in the ruling box, its explanation worked with the hand's own numbers."""

from __future__ import annotations

import os
import random

from gui_helpers import Mouse, build_by_dragging
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from dealer_trainer.drills.codes import SEED_SPACE
from dealer_trainer.drills.rulings import rulings_for
from dealer_trainer.drills.streets import PLO_LEVEL, street_drill_for_seed
from dealer_trainer.engine.betting_table import Street
from dealer_trainer.engine.showdown import Game


def _rng_with_a_turn_pot_ruling() -> int:
    """A seed for the controller's random source whose first PLO hand asks the pot-size raise on
    the turn, facing a bet."""
    for k in range(100):
        sd = street_drill_for_seed(PLO_LEVEL, random.Random(k).randrange(SEED_SPACE))
        asked = rulings_for(sd, sd.stakes.format)
        turn = [r for r in asked if r.kind == "pot_raise" and sd.states[r.step].street == Street.TURN]
        if turn and sd.states[turn[0].step].current:  # facing a bet on the turn
            return k
    raise AssertionError("no PLO hand with a turn ruling")


def test_a_plo_street_hand_played_by_mouse_through_the_pot_size_raise_on_the_turn(make_window, qtbot):
    window = make_window(size=(1024, 700))
    streets, mouse = window.streets, Mouse()
    streets.rng = random.Random(_rng_with_a_turn_pot_ruling())
    levels = next(a.menu() for a in streets.menu.actions() if a.menu() is not None)
    level7 = next(a for a in levels.actions() if a.text().endswith(str(PLO_LEVEL)))
    level7.trigger()
    sd = streets.sd
    assert sd.level == PLO_LEVEL and sd.table.game == Game.OMAHA
    assert all(len(cards) == 8 for cards in sd.hole.values())
    answered = None
    for _move in range(200):
        phase = streets.phase
        if phase in ("action", "between"):
            qtbot.mouseClick(streets.box.next_button, Qt.MouseButton.LeftButton)
        elif phase == "pull-in":
            build_by_dragging(window, mouse)
            QTest.keyClick(window.view, Qt.Key.Key_Return)
            assert window.session.last_check.correct
        elif phase == "ruling":
            ruling = streets.pending
            if ruling.choices or isinstance(ruling.answer, bool):
                value = "yes" if ruling.answer is True else "no" if ruling.answer is False else ruling.answer
                button = next(b for b in streets.box.buttons if b.property("answer") == value)
                qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
                continue
            qtbot.mouseClick(streets.box.answer, Qt.MouseButton.LeftButton)
            QTest.keyClicks(streets.box.answer, sd.stakes.format(ruling.answer).lstrip("$").replace(",", ""))
            turn = ruling.kind == "pot_raise" and sd.states[ruling.step].street == Street.TURN
            if turn and os.environ.get("PLO_SHOT"):
                window.grab().save(os.environ["PLO_SHOT"] + "-question.png")
            qtbot.mouseClick(streets.box.answer_button, Qt.MouseButton.LeftButton)
            if turn:
                answered = ruling
                break
        else:
            break
    assert answered is not None, "the turn's pot-size ruling was never asked"
    text = window.panel.text.toPlainText()
    assert answered.question in text and "✔ Right:" in text
    state = sd.states[answered.step]
    total = state.legal().raise_range.max_to
    assert state.current and f"= {sd.stakes.format(total)}." in text
    assert "First the call" in text and f"3 × {sd.stakes.format(state.current)} + " in text
    assert "TDA 2024 Rule 54" in text
    assert streets.asked[-1] == (answered, True)
    if os.environ.get("PLO_SHOT"):
        window.grab().save(os.environ["PLO_SHOT"] + "-answered.png")
