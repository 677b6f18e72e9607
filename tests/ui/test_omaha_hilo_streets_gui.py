"""An Omaha hi-lo fixed-limit street hand (Streets level 8) dealt from the menu and played by
mouse: four hole cards a seat, the board on the felt, fixed-limit bets, each pull-in built by
dragging; after the last pull-in the award halves each pot high and low and the halves are
pushed by mouse, graded by the hi-lo checker (issue 29)."""

from __future__ import annotations

import os
import random

from gui_helpers import Mouse, build_by_dragging
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from test_hilo_award_gui import halve_and_push

from dealer_trainer.drills.streets import OMAHA_HILO_LEVEL
from dealer_trainer.engine.betting_table import Structure
from dealer_trainer.engine.showdown import Game
from dealer_trainer.ui.table.award_model import AwardState, half_piles


def answer(streets, qtbot) -> None:
    ruling, sd = streets.pending, streets.sd
    if ruling.choices or isinstance(ruling.answer, bool):
        value = "yes" if ruling.answer is True else "no" if ruling.answer is False else ruling.answer
        button = next(b for b in streets.box.buttons if b.property("answer") == value)
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
        return
    qtbot.mouseClick(streets.box.answer, Qt.MouseButton.LeftButton)
    QTest.keyClicks(streets.box.answer, sd.stakes.format(ruling.answer).lstrip("$").replace(",", ""))
    qtbot.mouseClick(streets.box.answer_button, Qt.MouseButton.LeftButton)


def test_an_omaha_hilo_street_hand_played_by_mouse_to_the_halved_award(make_window, qtbot):
    window = make_window(size=(1024, 700))
    streets, mouse = window.streets, Mouse()
    streets.rng = random.Random(3)
    levels = next(a.menu() for a in streets.menu.actions() if a.menu() is not None)
    level8 = next(a for a in levels.actions() if a.text().endswith(str(OMAHA_HILO_LEVEL)))
    level8.trigger()
    sd = streets.sd
    assert sd.level == OMAHA_HILO_LEVEL and sd.table.game == Game.OMAHA
    assert sd.table.structure == Structure.FIXED_LIMIT and sd.variant == "omaha-hilo"
    assert all(len(cards) == 8 for cards in sd.hole.values())
    pulls = 0
    for _move in range(300):
        phase = streets.phase
        if phase in ("action", "between"):
            qtbot.mouseClick(streets.box.next_button, Qt.MouseButton.LeftButton)
        elif phase == "pull-in":
            build_by_dragging(window, mouse)
            QTest.keyClick(window.view, Qt.Key.Key_Return)
            assert window.session.last_check.correct
            pulls += 1
        elif phase == "ruling":
            answer(streets, qtbot)
        else:
            break
    assert pulls >= 1 and streets.phase == "done"
    assert window.award.award_action.isEnabled()  # the award as for any drill with a showdown
    if window.award.award_button.isVisible():
        qtbot.mouseClick(window.award.award_button, Qt.MouseButton.LeftButton)
    else:
        QTest.keyClick(window.view, Qt.Key.Key_A)
    assert isinstance(window.session.state, AwardState)
    drill = window.session.drill
    assert drill.variant == "omaha-hilo" and len(drill.board) == 10 and half_piles(drill)
    if os.environ.get("HILO_STREET_SHOT"):
        window.grab().save(os.environ["HILO_STREET_SHOT"] + "-award.png")
    halve_and_push(window)
    with qtbot.waitSignal(window.award.award_checked) as blocker:
        QTest.keyClick(window.view, Qt.Key.Key_Return)
    assert blocker.args[0].correct, window.panel.text.toPlainText()
    if os.environ.get("HILO_STREET_SHOT"):
        window.grab().save(os.environ["HILO_STREET_SHOT"] + "-pushed.png")
