"""The award rules' values and the settings the award engine reads (docs/rules.md#house-rules);
each rule's label, sources and file key are declared in :mod:`dealer_trainer.engine.house_rules`."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum


class AwardOrder(StrEnum):
    """Order the dealer pushes pots in (docs/rules.md#award-order)."""

    #: last side pot first, main pot last: TDA 2024 Rule 16 Addendum; WSOP-C 153.
    SIDE_POTS_FIRST = "side_pots_first"
    #: main pot first: PokerKit >= 0.5.2, some consumer guides.
    MAIN_FIRST = "main_first"


class OddChipUnit(StrEnum):
    """What the odd chip is broken down to before a split (docs/rules.md#splits-and-odd-chips)."""

    #: smallest denomination in play: TDA 2024 Rule 20; WSOP-T 73.
    SMALLEST_IN_PLAY = "smallest_in_play"
    #: smallest chip used to make the blinds: WSOP-C 152.
    SMALLEST_BLIND_CHIP = "smallest_blind_chip"


@dataclass(frozen=True)
class HouseRules:
    """The award settings the engine reads, one field per award rule of
    :data:`dealer_trainer.engine.house_rules.AWARD_RULES`; defaults are the common modern rule
    (TDA 2024)."""

    award_order: AwardOrder = AwardOrder.SIDE_POTS_FIRST
    odd_chip_unit: OddChipUnit = OddChipUnit.SMALLEST_IN_PLAY


#: The common modern defaults (TDA 2024).
DEFAULT_RULES = HouseRules()
