"""The pot engine: pure Python, integer chips, no Qt.

Public API: :class:`Hand`, :func:`uncalled_bet`, :func:`build_pots`, :func:`award_pots`,
:func:`settle`, :func:`rank_hands`, :class:`PotError`.
"""

from __future__ import annotations

from dealer_trainer.engine.award import Award, Settlement, award_pots, odd_chip_order, settle, split_pot
from dealer_trainer.engine.errors import ERROR_CODES, PotError
from dealer_trainer.engine.hand import Hand
from dealer_trainer.engine.pots import (
    Pot,
    PotArithmetic,
    UncalledBet,
    build_pots,
    called_totals,
    uncalled_bet,
)
from dealer_trainer.engine.rules import AwardOrder, HouseRules, OddChipUnit
from dealer_trainer.engine.showdown import Game, best_hand, parse_cards, rank_hands

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
