"""The pot engine: pure Python, integer chips, no Qt.

Public API: :class:`Hand`, :func:`uncalled_bet`, :func:`build_pots`, :func:`award_pots`,
:func:`settle`, :func:`rank_hands`, :class:`PotError`.
"""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING, Any

from dealer_trainer.engine.errors import ERROR_CODES, PotError
from dealer_trainer.engine.hand import Hand

if TYPE_CHECKING:
    from dealer_trainer.engine.award import Award, Settlement, award_pots, odd_chip_order, settle, split_pot
    from dealer_trainer.engine.cards import parse_cards
    from dealer_trainer.engine.pots import (
        Pot,
        PotArithmetic,
        UncalledBet,
        build_pots,
        called_totals,
        uncalled_bet,
    )
    from dealer_trainer.engine.rules import AwardOrder, HouseRules, OddChipUnit
    from dealer_trainer.engine.showdown import Game, best_hand, rank_hands

#: The rest of the API, by module, imported on first use (PEP 562): the window's first drill
#: needs only a Hand, so start-up does not pay for pots, awards and rules before its first paint.
_LAZY = {
    "award": ("Award", "Settlement", "award_pots", "odd_chip_order", "settle", "split_pot"),
    "pots": ("Pot", "PotArithmetic", "UncalledBet", "build_pots", "called_totals", "uncalled_bet"),
    "rules": ("AwardOrder", "HouseRules", "OddChipUnit"),
    "cards": ("parse_cards",),
    "showdown": ("Game", "best_hand", "rank_hands"),
}
_HOME = {name: module for module, names in _LAZY.items() for name in names}


def __getattr__(name: str) -> Any:
    """``name`` from its module in :data:`_LAZY`, imported now and kept here.

    Raises:
        AttributeError: ``name`` is not part of the engine's API.
    """
    module = _HOME.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(import_module(f"{__name__}.{module}"), name)
    globals()[name] = value
    return value


__all__ = [
    "ERROR_CODES",
    "Award",
    "AwardOrder",
    "Game",
    "Hand",
    "HouseRules",
    "OddChipUnit",
    "Pot",
    "PotArithmetic",
    "PotError",
    "Settlement",
    "UncalledBet",
    "award_pots",
    "best_hand",
    "build_pots",
    "called_totals",
    "odd_chip_order",
    "parse_cards",
    "rank_hands",
    "settle",
    "split_pot",
    "uncalled_bet",
]
