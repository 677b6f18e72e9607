"""Full Tilt Poker text hand histories (every game)."""

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


def _tournament(header: str) -> bool:
    """A tournament header, or a Full Tilt tournament number in brackets (``(123456789)``)."""
    return tournament_header(header) or bool(re.search(r"\(\d{6,}\)", header))


#: Full Tilt lists its pots before rake.
OPTIONS = StarsFamily("Full Tilt Poker", variant=stars_variant, tournament=_tournament, pots_after_rake=False)

FORMAT = SiteFormat(
    name="Full Tilt Poker",
    label=N_("Full Tilt text"),
    header=re.compile(r"^Full Tilt Poker Game #(?P<id>\d+)"),
    starts="Full Tilt Poker Game #",
    parse=partial(parse_stars_family, OPTIONS),
)
