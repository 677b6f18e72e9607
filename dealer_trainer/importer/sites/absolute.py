"""Absolute Poker text hand histories, read by PokerKit's own parser."""

from __future__ import annotations

from typing import TYPE_CHECKING

from dealer_trainer.i18n import N_
from dealer_trainer.importer.sites.viapokerkit import pokerkit_format

if TYPE_CHECKING:
    from pokerkit.notation import REParser


def _parser() -> type[REParser]:
    """PokerKit's Absolute Poker parser (PokerKit imported when a file is first looked at)."""
    from pokerkit.notation import AbsolutePokerParser

    return AbsolutePokerParser


FORMAT = pokerkit_format("Absolute Poker", N_("Absolute Poker text"), _parser, "*** SUMMARY ***")
