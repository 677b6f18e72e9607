"""Absolute Poker text hand histories, read by PokerKit's own parser."""

from __future__ import annotations

from pokerkit.notation import AbsolutePokerParser

from dealer_trainer.i18n import N_
from dealer_trainer.importer.sites.viapokerkit import pokerkit_format

FORMAT = pokerkit_format("Absolute Poker", N_("Absolute Poker text"), AbsolutePokerParser, "*** SUMMARY ***")
