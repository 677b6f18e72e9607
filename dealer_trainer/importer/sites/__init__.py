"""One parser per site or format, behind one interface (no Qt).

Each module here reads one site's hand histories into
:class:`~dealer_trainer.importer.model.ParsedHand` objects, every action kept, and
registers itself in :data:`FORMATS`: its name, the file suffixes it is looked for under
in a folder, ``detect(text)`` (does the text hold a hand of this format?) and
``parse(text, source)`` (every hand: (hand id, ParsedHand or the HandError that stopped
it)). :func:`find_format` is what :func:`dealer_trainer.importer.api.parse_text` consults
before the older parsers (PokerStars, Full Tilt, WPN text; PHH; PokerKit's site parsers).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import NamedTuple

from dealer_trainer.importer.model import HandError, ParsedHand
from dealer_trainer.importer.sites import bovada, ggpoker, ohh, pacific, pokernow, winamax

Parsed = tuple[str, ParsedHand | HandError]


class SiteFormat(NamedTuple):
    """A hand-history format: ``detect(text) -> bool``, ``parse(text, source) -> [Parsed]``."""

    name: str
    suffixes: tuple[str, ...]
    detect: Callable[[str], bool]
    parse: Callable[[str, str], list[Parsed]]


#: Every format with a parser here, in the order they are tried.
FORMATS: tuple[SiteFormat, ...] = (
    SiteFormat(ohh.NAME, (".ohh", ".json"), ohh.detect, ohh.parse),
    SiteFormat(pokernow.NAME, (".csv",), pokernow.detect, pokernow.parse),
    SiteFormat(ggpoker.NAME, (".txt",), ggpoker.detect, ggpoker.parse),
    SiteFormat(winamax.NAME, (".txt",), winamax.detect, winamax.parse),
    SiteFormat(pacific.NAME, (".txt",), pacific.detect, pacific.parse),
    SiteFormat(bovada.NAME, (".txt",), bovada.detect, bovada.parse),
)

#: File suffixes the formats here add to a folder import.
SUFFIXES: tuple[str, ...] = tuple(sorted({s for f in FORMATS for s in f.suffixes}))


def find_format(text: str) -> SiteFormat | None:
    """The format here whose hands ``text`` holds, or None."""
    for fmt in FORMATS:
        if fmt.detect(text):
            return fmt
    return None
