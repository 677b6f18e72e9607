"""House rules in the window, built from their declaration (engine.house_rules): the Showdown
menu's house-rule submenus (the award rules, each value shown with its source,
docs/rules.md#house-rules) and the Drill menu's dealer-helper actions (the helper rules), with
the values saved in the settings."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import QMenu

from dealer_trainer import i18n
from dealer_trainer.engine.house_rules import AWARD_RULES, Choice, HouseRule, with_rules
from dealer_trainer.engine.rules import HouseRules
from dealer_trainer.ui.settings import Settings

__all__ = ["add_rule_menus", "helper_action", "load_rules", "option_text", "save_rules"]

#: The award rules the window sets: those of a few choices.
_CHOICE_RULES = tuple(rule for rule in AWARD_RULES if rule.choices)


def _choice(value: Any) -> Choice:
    for rule in AWARD_RULES:
        for choice in rule.choices:
            if choice.value == value:
                return choice
    raise KeyError(value)


def option_text(value: Any) -> str:
    """``"Main pot first — PokerKit >= 0.5.2; some consumer guides"``: an award rule's value
    (e.g. ``AwardOrder.MAIN_FIRST``) and its source, in the active language."""
    choice = _choice(value)
    return f"{i18n._(choice.label)} — {i18n._(choice.source)}"


def add_rule_menus(
    menu: QMenu, parent: QObject, rules: HouseRules, chosen: Callable[[str, Any], None]
) -> dict[str, dict[Any, QAction]]:
    """Add to ``menu`` one submenu per award rule of a few choices, one checkable action per value
    (``rules``' values checked); triggering one calls ``chosen(rule key, value)``. A structured
    value (a schedule) has no menu: a drill set or a room profile sets it.

    Returns:
        rule key -> value -> its action.
    """
    actions: dict[str, dict[Any, QAction]] = {}
    for rule in _CHOICE_RULES:
        group = QActionGroup(parent)
        submenu = menu.addMenu(i18n._(rule.label))
        actions[rule.key] = {}
        for choice in rule.choices:
            action = submenu.addAction(option_text(choice.value))
            action.setCheckable(True)
            action.setChecked(choice.value == getattr(rules, rule.key))
            action.triggered.connect(lambda _=False, k=rule.key, v=choice.value: chosen(k, v))
            group.addAction(action)
            actions[rule.key][choice.value] = action
    return actions


def load_rules(settings: Settings) -> HouseRules:
    """The house rules saved in ``settings`` (``rules/<key>``; a rule unset or unknown, or not a
    choice: its default, TDA 2024)."""
    return with_rules({rule.key: settings.rule_value(rule) for rule in _CHOICE_RULES})


def save_rules(settings: Settings, rules: HouseRules) -> None:
    """Store ``rules``' choices in ``settings``."""
    for rule in _CHOICE_RULES:
        settings.set_rule_value(rule, getattr(rules, rule.key))


def helper_action(parent: QObject, rule: HouseRule, on: bool, toggled: Callable[[bool], None]) -> QAction:
    """A checkable action of ``parent`` for the dealer helper ``rule`` (a flag of
    :data:`~dealer_trainer.engine.house_rules.HELPER_RULES`): its label and tip from the
    declaration, checked when ``on``; triggering it calls ``toggled(checked)``."""
    action = QAction(parent)  # QAction(text, parent) would load QIcon (its overloads)
    action.setText(i18n._(rule.label))
    action.setToolTip(i18n._(rule.tip))
    action.setStatusTip(i18n._(rule.tip))
    action.setCheckable(True)
    action.setChecked(on)
    action.triggered.connect(toggled)
    return action
