"""Seven-card stud, stud hi-lo and razz at the betting referee: the cards a seat shows on each
street, who brings it in, who acts first on the later streets, the open pair on fourth street
and the community card on seventh when the deck runs short (formats.md §4). No Qt.

Rules: docs/rules.md#stud-bring-in-and-who-acts. Stud and stud hi-lo: the lowest up-card
brings it in, aces high, ties to the lowest suit (clubs < diamonds < hearts < spades); razz: the
highest up-card, aces low, ties to the highest suit. From fourth street the highest showing
hand acts first (razz: the lowest ace-to-five showing hand); equal showing hands go to the
first of them clockwise from the dealer, suits never break them (Robert's Rules of Poker,
seven-card stud and razz). Straights and flushes do not count in a showing hand of four cards
or fewer (PokerKit's stud openers read them the same way; the oracle test compares them).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from dealer_trainer.engine.hilo import Variant
from dealer_trainer.engine.lows import LOW_RANK

#: How many cards a seat holds once each street is dealt (two down and one up on third street).
#: (Keyed by the names of ``engine.betting_table.Street``, a ``StrEnum``.)
CARDS_BY_STREET = {"third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7}
#: Burn cards before fourth, fifth and sixth street.
BURNS_BEFORE_SEVENTH = 3
#: Ranks with the ace high (2 is 2, the ace 14), and suits from the lowest (clubs) to spades.
HIGH_RANK = {rank: value for value, rank in enumerate("23456789TJQKA", start=2)}
SUIT_ORDER = {suit: value for value, suit in enumerate("cdhs")}


@dataclass(frozen=True)
class StudDeal:
    """A stud hand's deal: the ``variant`` (stud, stud hi-lo or razz), the ``bring_in`` (chips),
    each seat's ``cards`` in dealing order (two down, four up, one down; a seat that folded or a
    hand that ended early may list fewer, at least three), and the ``community`` card dealt face
    up for all on seventh street when the deck runs short (None otherwise)."""

    variant: Variant
    bring_in: int
    cards: Mapping[str, tuple[str, ...]]
    community: str | None = None

    def up_cards(self, seat: str, street: str) -> tuple[str, ...]:
        """The cards ``seat`` shows during ``street``'s betting (one on third street, four from
        sixth; the seventh card is dealt down)."""
        shown = min(CARDS_BY_STREET[street], 6)
        return tuple(self.cards[seat][2:shown])

    def bring_in_seat(self, order: Sequence[str]) -> str:
        """The seat that brings it in among ``order`` (seats clockwise from the dealer's left):
        stud and stud hi-lo the lowest up-card, aces high, the lowest suit first; razz the
        highest up-card, aces low, the highest suit first."""

        def door(seat: str) -> tuple[int, int]:
            card = self.cards[seat][2]
            if self.variant == Variant.RAZZ:
                return LOW_RANK[card[0]], SUIT_ORDER[card[1]]
            return HIGH_RANK[card[0]], SUIT_ORDER[card[1]]

        if self.variant == Variant.RAZZ:
            return max(order, key=door)
        return min(order, key=door)

    def opener(self, street: str, live: Sequence[str]) -> str:
        """The seat whose showing hand acts first on ``street`` (fourth to seventh) among the
        seats still in the hand, ``live``, listed clockwise from the dealer's left: the highest
        showing hand (razz: the lowest); the first of equal hands clockwise."""
        if self.variant == Variant.RAZZ:
            return min(live, key=lambda s: showing_low_key(self.up_cards(s, street)))
        best = max(showing_high_key(self.up_cards(s, street)) for s in live)
        return next(s for s in live if showing_high_key(self.up_cards(s, street)) == best)

    def open_pair(self, live: Sequence[str]) -> bool:
        """Stud high only: some seat still in the hand shows a pair on fourth street."""
        if self.variant != Variant.STUD:
            return False
        return any(len(set(c[0] for c in self.up_cards(s, "fourth"))) == 1 for s in live)


def _groups(ranks: Sequence[int]) -> tuple[int, tuple[int, ...]]:
    """``(category, ranks)``: the category 0 no pair, 1 one pair, 2 two pair, 3 three of a kind,
    5 four of a kind; the ranks by how often they occur (largest group first), highest first."""
    counts = Counter(ranks)
    groups = sorted(counts.items(), key=lambda item: (-item[1], -item[0]))
    sizes = [n for _rank, n in groups]
    category = {4: 5, 3: 3, 2: 2 if sizes.count(2) == 2 else 1}.get(sizes[0], 0)
    return category, tuple(rank for rank, _n in groups)


def showing_high_key(cards: Sequence[str]) -> tuple[int, tuple[int, ...]]:
    """The value of up-cards as a high hand (larger is better): quads, trips, two pair, a pair,
    then high cards, aces high; straights and flushes do not count."""
    return _groups([HIGH_RANK[c[0]] for c in cards])


def showing_low_key(cards: Sequence[str]) -> tuple[int, tuple[int, ...]]:
    """The ace-to-five value of up-cards (smaller is better): no pair before a pair, then the
    highest card (ace low), as ``engine.lows`` reads a razz low."""
    return _groups([LOW_RANK[c[0]] for c in cards])


def cards_left_for_seventh(dealt: Mapping[str, int]) -> int:
    """Cards left in the deck before seventh street: 52 minus every card dealt to the seats
    (``dealt``: seat -> cards received) and the three burn cards before fourth, fifth and sixth."""
    return 52 - sum(dealt.values()) - BURNS_BEFORE_SEVENTH


def needs_community(dealt: Mapping[str, int], live: Sequence[str]) -> bool:
    """True when more players remain on seventh street than cards are left: one card is then
    dealt face up for all (Robert's Rules of Poker, seven-card stud)."""
    return len(live) > cards_left_for_seventh(dealt)
