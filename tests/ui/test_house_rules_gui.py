"""The Showdown menu's house-rule submenus are built from the declaration (engine/house_rules.py):
one submenu per award rule, one checkable action per value; triggering one sets, saves and
checks that value."""

from __future__ import annotations

from dealer_trainer import i18n
from dealer_trainer.engine.house_rules import AWARD_RULES
from dealer_trainer.engine.rules import DEFAULT_RULES
from dealer_trainer.ui.house_rules import load_rules, option_text


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
