"""PokerStars text hand histories (every game; Home Games and Zoom too)."""

from __future__ import annotations

import re
from functools import partial

from dealer_trainer.i18n import N_
from dealer_trainer.importer.sites.base import SiteFormat
from dealer_trainer.importer.sites.starslike import (
    StarsFamily,
    parse_stars_family,
    stars_variant,
    tournament_header,
)

#: PokerStars prints its pots after rake.
OPTIONS = StarsFamily("PokerStars", variant=stars_variant, tournament=tournament_header)

FORMAT = SiteFormat(
    name="PokerStars",
    label=N_("PokerStars text"),
    header=re.compile(r"^PokerStars (?:Home Game |Zoom )?(?:Hand|Game) #(?P<id>\d+)"),
    starts="PokerStars ",
    parse=partial(parse_stars_family, OPTIONS),
)
