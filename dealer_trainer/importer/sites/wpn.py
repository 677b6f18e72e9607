"""Winning Poker Network text hand histories (``Game Hand #`` layout)."""

from __future__ import annotations

import re
from functools import partial

from dealer_trainer.i18n import N_
from dealer_trainer.importer.sites.base import SiteFormat
from dealer_trainer.importer.sites.starslike import StarsFamily, parse_stars_family, tournament_header


def _variant(header: str) -> str:
    """The game in the header's `` - Holdem(No Limit) - `` part."""
    m = re.search(r" - (?P<game>[A-Za-z' ]+\([^)]*\)) - ", header)
    return m.group("game").strip() if m else ""


#: The network prints its pots after rake; its running "Main pot"/"Side pot(n)" lines are its pots.
OPTIONS = StarsFamily(
    "Winning Poker Network", variant=_variant, tournament=tournament_header, running_pots=True
)

FORMAT = SiteFormat(
    name="Winning Poker Network",
    label=N_("Winning Poker Network text"),
    header=re.compile(r"^Game Hand #(?P<id>\d+)"),
    starts="Game Hand #",
    parse=partial(parse_stars_family, OPTIONS),
)
