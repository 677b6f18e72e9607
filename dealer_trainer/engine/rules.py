"""House-rule settings where card rooms differ (docs/rules.md#house-rules), with their sources."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from dealer_trainer.i18n import N_


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


RULE_SOURCES: dict[str, str] = {
    AwardOrder.SIDE_POTS_FIRST.value: N_("TDA 2024 Rule 16 (Addendum); WSOP-C 153"),
    AwardOrder.MAIN_FIRST.value: N_("PokerKit >= 0.5.2; some consumer guides"),
    OddChipUnit.SMALLEST_IN_PLAY.value: N_("TDA 2024 Rule 20; WSOP-T 73"),
    OddChipUnit.SMALLEST_BLIND_CHIP.value: "WSOP-C 152",
}


@dataclass(frozen=True)
class HouseRules:
    """The settings the engine reads; defaults are the common modern rule (TDA 2024)."""

    award_order: AwardOrder = AwardOrder.SIDE_POTS_FIRST
    odd_chip_unit: OddChipUnit = OddChipUnit.SMALLEST_IN_PLAY


#: The common modern defaults (TDA 2024).
DEFAULT_RULES = HouseRules()
