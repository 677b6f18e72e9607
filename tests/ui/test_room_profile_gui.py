"""The Showdown menu's Room profile submenu (formats.md §6): the shipped profiles and Open
profile…, driven through their QActions; the house rules follow the profile, the status bar names
it, the settings remember it, a drill set's own rules still win, a bad file changes nothing."""

from __future__ import annotations

import json

import pytest

from dealer_trainer.drills.files import DrillSet, save_drill_set
from dealer_trainer.drills.generator import new_drill
from dealer_trainer.engine.rules import DEFAULT_RULES, AwardOrder, OddChipUnit
from dealer_trainer.ui.room_profile import SETTING

pytestmark = pytest.mark.gui


def menu(window):
    (showdown,) = [a.menu() for a in window.menuBar().actions() if a.text() == "&Showdown"]
    (found,) = [a.menu() for a in showdown.actions() if a.menu() is not None and a.text() == "Room &profile"]
    return found


def action(window, text):
    (found,) = [a for a in menu(window).actions() if a.text() == text]
    return found


def test_the_menu_lists_no_profile_the_shipped_ones_and_open(window):
    texts = [a.text() for a in menu(window).actions() if not a.isSeparator()]
    assert texts == [
        "No profile: the house rules as set",
        "Casino cash game with rake",
        "Home game",
        "TDA 2024 tournament",
        "WSOP live cash game",
        "&Open profile…",
    ]
    assert action(window, "No profile: the house rules as set").isChecked()
    assert window.room_profile.label.text() == "Room profile: none"


def test_a_shipped_profile_sets_the_showdown_rules_shows_and_is_remembered(make_window, settings):
    window = make_window()
    action(window, "Home game").trigger()
    assert window.award.rules.award_order == AwardOrder.MAIN_FIRST
    assert window.award.rule_actions["award_order"][AwardOrder.MAIN_FIRST].isChecked()
    assert window.room_profile.label.text() == "Room profile: Home game"
    assert settings.store.value(SETTING) == "shipped:home-game.json"
    action(window, "WSOP live cash game").trigger()
    assert window.award.rules.odd_chip_unit == OddChipUnit.SMALLEST_BLIND_CHIP
    assert window.award.rules.award_order == AwardOrder.SIDE_POTS_FIRST
    window.award.rule_actions["odd_chip_unit"][OddChipUnit.SMALLEST_IN_PLAY].trigger()  # the trainee's choice
    assert window.room_profile.label.text() == "Room profile: WSOP live cash game (house rules changed here)"
    second = make_window()  # a new window: the profile in force, the rules as saved
    assert action(second, "WSOP live cash game").isChecked()
    assert second.room_profile.profile.name == "WSOP live cash game"
    assert second.award.rules.odd_chip_unit == OddChipUnit.SMALLEST_IN_PLAY
    action(second, "No profile: the house rules as set").trigger()
    assert second.room_profile.label.text() == "Room profile: none" and settings.store.value(SETTING) == ""


def write_profile(tmp_path, rules, name="Club 7"):
    path = tmp_path / "club.json"
    data = {"format": "dealer-trainer-room", "version": 1, "name": name, "rules": rules}
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def test_open_profile_reads_a_schools_own_file(window, tmp_path, monkeypatch):
    from PySide6.QtWidgets import QFileDialog

    path = write_profile(tmp_path, {"award_order": "main_first", "odd_chip_unit": "smallest_blind_chip"})
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(path), ""))
    action(window, "&Open profile…").trigger()
    assert window.award.rules.award_order == AwardOrder.MAIN_FIRST
    assert window.award.rules.odd_chip_unit == OddChipUnit.SMALLEST_BLIND_CHIP
    assert window.room_profile.label.text() == "Room profile: Club 7"
    assert not any(a.isChecked() for a in window.room_profile.group.actions())  # none of the listed


def test_a_bad_profile_changes_nothing_and_says_why(window, tmp_path, monkeypatch):
    from PySide6.QtWidgets import QFileDialog

    path = write_profile(tmp_path, {"helpers": False})
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(path), ""))
    action(window, "&Open profile…").trigger()
    assert window.award.rules == DEFAULT_RULES and window.room_profile.profile is None
    assert "dealer helper" in window.statusBar().currentMessage()
    assert action(window, "No profile: the house rules as set").isChecked()


def test_a_drill_sets_own_rules_win_and_the_profile_gives_the_rest(window, tmp_path):
    action(window, "WSOP live cash game").trigger()  # side pots first, smallest blind chip
    path = tmp_path / "set.json"
    save_drill_set(path, DrillSet("Week 3", drills=(new_drill(1, 3),)))
    data = json.loads(path.read_text(encoding="utf-8"))
    data["house_rules"] = {"award_order": "main_first"}
    path.write_text(json.dumps(data), encoding="utf-8")
    assert window.drill_sets.open_file(path) is None
    assert window.award.rules.award_order == AwardOrder.MAIN_FIRST  # the set's
    assert window.award.rules.odd_chip_unit == OddChipUnit.SMALLEST_BLIND_CHIP  # the profile's


def test_the_room_profile_submenu_and_status_are_dutch(qapp, make_window):
    from dealer_trainer.ui.language import install_language

    assert install_language(qapp, "nl") == "nl"
    try:
        window = make_window()
        (showdown,) = [a.menu() for a in window.menuBar().actions() if a.text() == "&Aftoon"]
        (sub,) = [a.menu() for a in showdown.actions() if a.menu() is not None and a.text() == "Zaal&profiel"]
        (home,) = [a for a in sub.actions() if a.text() == "Thuisspel"]  # a shipped profile's name
        home.trigger()
        assert window.room_profile.label.text() == "Zaalprofiel: Thuisspel"
    finally:
        install_language(qapp, "en")
