"""Ongame Network text hand histories, read by PokerKit's own parser."""

from __future__ import annotations

from pokerkit.notation import OngameNetworkParser

from dealer_trainer.importer.sites.viapokerkit import pokerkit_format

FORMAT = pokerkit_format("Ongame Network", "Ongame text", OngameNetworkParser)
