"""The room profile's run-it-twice house rules in the window (docs/rules.md#running-it-twice): a
heads-up-only room switches the run drills off, a cash-only room refuses a tournament hand's run
drill in one line naming the rule, and the menu deals only run drills the room allows."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from dealer_trainer.drills.showdown_drills import showdown_for_seed
from dealer_trainer.engine.house_rules import BY_KEY
from dealer_trainer.engine.room_profiles import RoomProfile

pytestmark = pytest.mark.gui

CASH_ONLY = RoomProfile("Cash only", {"runs_allowed": 3, "runs_in_tournaments": False})


def test_a_heads_up_only_room_switches_the_run_drills_off(make_window):
    window = make_window()
    window.room_profile.profile = RoomProfile(
        "Heads-up", {"runs_players": BY_KEY["runs_players"].parse("heads-up")}
    )
    window.award._update_run_actions()  # as the submenu does when it opens
    for action in window.award.run_actions.values():
        assert not action.isEnabled() and "runs_players" in action.toolTip()
    with pytest.raises(ValueError, match=r"only heads-up \(runs_players\)"):
        window.award.load_showdown(showdown_for_seed("run_twice", 0))  # three players in the hand


def test_a_cash_only_room_refuses_a_tournament_hands_run_code(make_window, monkeypatch):
    from PySide6.QtWidgets import QInputDialog, QMessageBox

    assert showdown_for_seed("run_twice", 7).stakes.kind == "tournament"
    window = make_window()
    window.room_profile.profile = CASH_ONLY
    warnings: list[str] = []
    monkeypatch.setattr(QInputDialog, "getText", lambda *a, **k: ("S7-222229-1T", True))
    monkeypatch.setattr(QMessageBox, "warning", lambda *a, **k: warnings.append(a[2]))
    QTest.keyClick(window, Qt.Key.Key_L, Qt.KeyboardModifier.ControlModifier)
    assert warnings == [
        "This room does not run this drill's board more than once: this room runs the board more than "
        "once only in cash games (runs_in_tournaments)."
    ]
    window.room_profile.profile = None  # no room in force: the code deals as it always did
    QTest.keyClick(window, Qt.Key.Key_L, Qt.KeyboardModifier.ControlModifier)
    assert window.session.drill.code == "S7-222229-1T" and window.session.drill.runs == 2


def test_the_menu_deals_only_run_drills_the_room_allows(make_window):
    window = make_window()
    window.room_profile.profile = CASH_ONLY
    window.award.rng = random.Random(12)  # its first seed deals a tournament hand's run drill
    window.award.run_actions["run_twice"].trigger()
    assert window.session.drill.runs == 2 and window.session.drill.stakes.kind == "cash"
