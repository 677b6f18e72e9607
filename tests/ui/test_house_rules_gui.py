"""The Showdown menu's house-rule submenus are built from the declaration (engine/house_rules.py):
one submenu per award rule, one checkable action per value; triggering one sets, saves and
checks that value. So is the Drill menu's Dealer helpers: one checkable action, saved."""

from __future__ import annotations

from gui_helpers import Gestures

from dealer_trainer import i18n
from dealer_trainer.engine.house_rules import AWARD_RULES, HELPERS
from dealer_trainer.engine.rules import DEFAULT_RULES
from dealer_trainer.ui.house_rules import load_rules, option_text
from dealer_trainer.ui.table.model import front_pile, pot_pile, return_pile


def submenu(window, title):
    (showdown,) = [a.menu() for a in window.menuBar().actions() if a.text() == "&Showdown"]
    (found,) = [a.menu() for a in showdown.actions() if a.menu() is not None and a.text() == title]
    return found


def test_each_award_rule_is_a_submenu_of_its_values_and_each_action_sets_it(window, settings):
    assert window.award.rules == DEFAULT_RULES
    for rule in AWARD_RULES:
        actions = submenu(window, i18n._(rule.label)).actions()
        assert [a.text() for a in actions] == [option_text(c.value) for c in rule.choices]
        assert [a.isChecked() for a in actions] == [c.value == rule.default for c in rule.choices]
        for choice, action in reversed(list(zip(rule.choices, actions, strict=True))):
            action.trigger()
            assert getattr(window.award.rules, rule.key) == choice.value
            assert getattr(load_rules(settings), rule.key) == choice.value
            assert [a.isChecked() for a in actions] == [c is choice for c in rule.choices]


def test_a_value_saved_by_the_menu_is_checked_in_the_next_window(make_window, settings):
    first = make_window()
    rule = AWARD_RULES[-1]
    other = rule.choices[-1]
    first.award.rule_actions[rule.key][other.value].trigger()
    second = make_window()
    assert getattr(second.award.rules, rule.key) == other.value
    assert second.award.rule_actions[rule.key][other.value].isChecked()


def test_the_dealer_helpers_action_is_built_from_its_declaration_and_saves_its_setting(make_window, settings):
    window = make_window()
    action = window.helpers_action
    texts = [a.text() for a in window.drill_menu.actions()]
    assert texts[texts.index("&Animate chips") + 1] == i18n._(HELPERS.label) == "Dealer &helpers"
    assert action.statusTip() == action.toolTip() == i18n._(HELPERS.tip)
    assert action.isCheckable() and action.isChecked() and window.session.state.helpers
    action.trigger()  # off
    assert settings.store.value(HELPERS.settings_key) == "false" and settings.helpers is False
    second = make_window()  # a new window starts with the setting saved: off
    assert not second.helpers_action.isChecked() and not second.session.state.helpers
    state, g = second.session.state, Gestures(second)
    g.drag(front_pile("Anna"), pot_pile(0), whole=True)  # sets the level at 40
    g.drag(front_pile("Bram"), pot_pile(0), whole=True)  # no cut: the whole 100 goes in
    assert state.amount(front_pile("Bram")) == 0
    g.drag(front_pile("Chris"), return_pile("Chris"), typed="149")  # 149 needs change: refused
    assert state.amount(return_pile("Chris")) == 0
    second.helpers_action.trigger()  # on again, and saved
    assert settings.store.value("table/helpers") == "true" and second.session.state.helpers


def test_a_helper_setting_reads_as_before(settings):
    assert settings.rule_value(HELPERS) is True  # unset: on
    for stored, on in (("true", True), ("1", True), ("yes", True), ("false", False), ("off", False)):
        settings.store.setValue("table/helpers", stored)
        assert settings.helpers is on and settings.rule_value(HELPERS) is on
    settings.store.setValue(AWARD_RULES[0].settings_key, "sideways")  # unknown: the default
    assert load_rules(settings) == DEFAULT_RULES
