"""iPoker Network XML hand histories, read by PokerKit's own parser."""

from __future__ import annotations

from pokerkit.notation import IPokerNetworkParser

from dealer_trainer.importer.sites.viapokerkit import pokerkit_format

FORMAT = pokerkit_format("iPoker Network", "iPoker XML", IPokerNetworkParser)
