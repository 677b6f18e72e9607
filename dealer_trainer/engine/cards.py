"""Playing cards as the engine writes them: one home for ranks, suits and reading cards (no Qt).

A card is two characters, rank then suit (``"Ks"``, ``"Th"``): ranks ``2``-``9``, ``T``,
``J``, ``Q``, ``K``, ``A`` (low to high), suits ``s``, ``h``, ``d``, ``c``. treys ranks the
hands (:mod:`dealer_trainer.engine.showdown`); this module only names and reads cards.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence

from dealer_trainer.engine.errors import PotError

#: Ranks from low to high; a rank's place in it is its order (``RANKS.index("K")``).
RANKS = "23456789TJQKA"
#: Suits, in the order of :data:`DECK`.
SUITS = "shdc"
#: The 52 cards, rank by rank (``"2s", "2h", ..., "Ac"``): the order dealt from before shuffling.
DECK: tuple[str, ...] = tuple(rank + suit for rank in RANKS for suit in SUITS)
#: Every card as the engine writes it, for a quick membership test.
CANONICAL: frozenset[str] = frozenset(DECK)
#: Suit letters and the symbols printed on cards (and by some sites: PokerNow).
SUIT_SYMBOLS = {"s": "♠", "h": "♥", "d": "♦", "c": "♣"}

#: Every way a card may be written (either case) -> its code (``"kS"`` -> ``"Ks"``).
_SPELLINGS = {
    rank + suit: rank.upper() + suit.lower()
    for rank in RANKS + RANKS[-5:].lower()
    for suit in SUITS + SUITS.upper()
}
#: One card as a site prints it: ``"10h"``, ``"Th"``, ``"th"`` (after suit symbols become letters).
_SITE_CARD = re.compile(r"^(?:10|[2-9TJQKA])[shdc]$", re.IGNORECASE)


def parse_cards(text: str | Sequence[str], field_name: str = "cards") -> tuple[str, ...]:
    """Cards as two-character codes (rank then suit, e.g. ``"Ks"``, ``"Th"``).

    Accepts ``"Kc7h2c"``, ``"Kc 7h 2c"`` or ``["Kc", "7h", "2c"]``; ``10`` is read as ``T``,
    either case is read.

    Raises:
        PotError: ``bad_cards`` naming ``field_name`` and the text that is not a card.
    """
    if isinstance(text, str):
        raw = text.replace("10", "T").replace(",", " ").replace(" ", "")
        if len(raw) % 2:
            raise PotError("bad_cards", field_name, value=text)
        parts = [raw[i : i + 2] for i in range(0, len(raw), 2)]
    else:
        parts = [str(c).replace("10", "T") for c in text]
    cards = []
    for part in parts:
        card = _SPELLINGS.get(part)
        if card is None:
            raise PotError("bad_cards", field_name, value=part)
        cards.append(card)
    return tuple(cards)


def card_text(cards: Iterable[str]) -> str:
    """Cards as a site prints them, one per item, as the engine writes them
    (``["10♥", "A♣"]`` -> ``"ThAc"``); ``""`` when any card is hidden or not a card."""
    out = []
    for raw in cards:
        card = raw.strip()
        for letter, symbol in SUIT_SYMBOLS.items():
            card = card.replace(symbol, letter)
        if not _SITE_CARD.match(card):
            return ""
        rank, suit = card[:-1], card[-1].lower()
        out.append(("T" if rank == "10" else rank.upper()) + suit)
    return "".join(out)


def rank_order(rank: str) -> int:
    """A rank's place from low to high (``"2"`` -> 0, ``"A"`` -> 12).

    Raises:
        ValueError: not a rank of :data:`RANKS`.
    """
    return RANKS.index(rank)
