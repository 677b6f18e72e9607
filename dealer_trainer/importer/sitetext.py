"""The text formats of the PokerStars family under their former names (kept so callers of the
old single module keep working); the parsers live in :mod:`dealer_trainer.importer.sites`."""

from __future__ import annotations

from dealer_trainer.importer.model import ParsedHand
from dealer_trainer.importer.sites import TEXT_FORMATS, classify_game, roman_or_int
from dealer_trainer.importer.sites import split_hands as _split
from dealer_trainer.importer.textlines import split_lines

__all__ = ["HEADERS", "classify_game", "detect_site", "parse_site_hand", "roman_or_int", "split_hands"]

#: First line of a hand, per site.
HEADERS = {f.name: f.header for f in TEXT_FORMATS if f.header is not None}


def split_hands(text: str) -> list[tuple[str, str, str]]:
    """The hands of a site text file: (site, hand id, text) in file order."""
    return [(f.name, hand_id, body) for f, hand_id, body in _split(split_lines(text.replace("\ufeff", "")))]


def detect_site(text: str) -> str | None:
    """The site whose hand header occurs first in ``text``, or None."""
    found = next(_split(split_lines(text.replace("\ufeff", ""))), None)
    return found[0].name if found else None


def parse_site_hand(site: str, hand_id: str, text: str, source: str = "") -> ParsedHand:
    """Read one hand of ``site``'s text format.

    Raises:
        HandError: the hand is damaged; the message says what.
        KeyError: ``site`` has no text format.
    """
    for site_format in TEXT_FORMATS:
        if site_format.name == site and site_format.parse is not None:
            return site_format.parse(hand_id, text, source)
    raise KeyError(site)
