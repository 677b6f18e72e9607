"""House rules the trainee can set (award order, odd-chip unit), stored in the settings, each
shown with its source (engine.rules.RULE_SOURCES; docs/rules.md#house-rules)."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from dealer_trainer import i18n
from dealer_trainer.engine.rules import DEFAULT_RULES, RULE_SOURCES, AwardOrder, HouseRules, OddChipUnit
from dealer_trainer.ui.settings import Settings

__all__ = ["AWARD_ORDER_LABELS", "ODD_CHIP_LABELS", "load_rules", "option_text", "save_rules"]


def _tr(text: str) -> str:
    return QCoreApplication.translate("HouseRules", text)


AWARD_ORDER_LABELS = {
    AwardOrder.SIDE_POTS_FIRST: QT_TRANSLATE_NOOP("HouseRules", "Last side pot first, main pot last"),
    AwardOrder.MAIN_FIRST: QT_TRANSLATE_NOOP("HouseRules", "Main pot first"),
}
ODD_CHIP_LABELS = {
    OddChipUnit.SMALLEST_IN_PLAY: QT_TRANSLATE_NOOP("HouseRules", "Odd chip: smallest chip in play"),
    OddChipUnit.SMALLEST_BLIND_CHIP: QT_TRANSLATE_NOOP("HouseRules", "Odd chip: smallest chip in the blinds"),
}


def option_text(option: AwardOrder | OddChipUnit) -> str:
    """``"Main pot first — PokerKit >= 0.5.2; some consumer guides"``: the choice and its source."""
    label = {**AWARD_ORDER_LABELS, **ODD_CHIP_LABELS}[option]
    return f"{_tr(label)} — {i18n._(RULE_SOURCES[option.value])}"


def load_rules(settings: Settings) -> HouseRules:
    """The house rules saved in ``settings`` (the TDA 2024 defaults when unset or unknown)."""
    store = settings.store
    try:
        order = AwardOrder(str(store.value("rules/award_order", DEFAULT_RULES.award_order.value)))
    except ValueError:
        order = DEFAULT_RULES.award_order
    try:
        unit = OddChipUnit(str(store.value("rules/odd_chip_unit", DEFAULT_RULES.odd_chip_unit.value)))
    except ValueError:
        unit = DEFAULT_RULES.odd_chip_unit
    return HouseRules(award_order=order, odd_chip_unit=unit)


def save_rules(settings: Settings, rules: HouseRules) -> None:
    """Store ``rules`` in ``settings``."""
    settings.store.setValue("rules/award_order", rules.award_order.value)
    settings.store.setValue("rules/odd_chip_unit", rules.odd_chip_unit.value)
