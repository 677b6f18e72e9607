"""The one interface every site's hand-history format implements, and what the parsers share
(no Qt, integer chips).

A :class:`SiteFormat` says how a site's hands are found and read. Text formats (PokerStars,
Full Tilt ...) start each hand with a header line; hands of several text formats may share
one file. File formats (iPoker XML, PokerKit's parsers, PHH) are recognised from the file's
first lines (PHH also by its suffix) and read whole. Every parser produces
:class:`~dealer_trainer.importer.model.ParsedHand`.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass

from dealer_trainer.importer.games import classify_game
from dealer_trainer.importer.model import HandError, ParsedHand

__all__ = ["Parsed", "SiteFormat", "classify_game", "roman_or_int"]

#: One hand read from a file: (hand id, the hand or the reason it cannot be read).
Parsed = tuple[str, "ParsedHand | HandError"]


@dataclass(frozen=True)
class SiteFormat:
    """A site's hand-history format.

    Attributes:
        name: the site, as reports and drill titles name it (``"PokerStars"``).
        label: the format, as messages name it (``"PokerStars text"``, ``"iPoker XML"``).
        header: text formats: a hand's first line; group ``id`` (when present) is the
            site's hand number.
        starts: text formats: what every header line starts with (a quick test before
            ``header``), or a tuple of the beginnings when a site has several (Bovada,
            Ignition, Bodog); ``""`` when it cannot be said.
        parse: text formats: (hand id, hand text, file name) -> :class:`ParsedHand`;
            raises :class:`HandError` naming what is wrong.
        hand_id: text formats whose header holds no hand number: the number from the text.
        sniff: file formats: True when a file's first lines (``head``) are in this format.
        read: file formats: (the file's lines, file name) -> each hand as :data:`Parsed`;
            what it returns may also have a ``problem`` (a message, or None), set once it is
            used up, saying why no hand was found (PHH: not TOML, no hand).
        note: a format that is recognised but not read: why (shown to the user as is).
        suffixes: file suffixes a folder import reads besides ``.txt`` and ``.xml``
            (``(".csv",)`` for PokerNow logs, ``(".phh", ".phhs")`` for PHH).
        by_suffix: a file with one of ``suffixes`` is read in this format whatever its
            first lines (PHH); messages name such formats first.
    """

    name: str
    label: str
    header: re.Pattern[str] | None = None
    starts: str | tuple[str, ...] = ""
    parse: Callable[[str, str, str], ParsedHand] | None = None
    hand_id: Callable[[str], str] | None = None
    sniff: Callable[[str], bool] | None = None
    read: Callable[[Iterable[str], str], Iterable[Parsed]] | None = None
    note: str = ""
    suffixes: tuple[str, ...] = ()
    by_suffix: bool = False

    @property
    def supported(self) -> bool:
        """False for a format that is only recognised (to say so plainly)."""
        return not self.note


def roman_or_int(text: str) -> int:
    """``"XI"`` -> 11, ``"13"`` -> 13 (tournament levels)."""
    if text.isdigit():
        return int(text)
    values = {"I": 1, "V": 5, "X": 10, "L": 50, "C": 100}
    total = 0
    for i, ch in enumerate(text):
        value = values[ch]
        total += -value if i + 1 < len(text) and values[text[i + 1]] > value else value
    return total
