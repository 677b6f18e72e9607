"""Hi-lo and stud games settled pot by pot: the high half, the low half, and stud's odd chip by
suit (no Qt).

Order of division, per pot (formats.md §1): the rake, then the jackpot drop; the rest into the
runs (odd units to the earliest runs); each run's part into a high and a low half in hi-lo games
(the high half gets the odd unit); each half among its tied winners. Rules:
docs/rules.md#hi-lo-and-stud, docs/rules.md#splits-and-odd-chips.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from enum import StrEnum
from types import MappingProxyType

from dealer_trainer.engine.award import (
    Award,
    Ranking,
    Settlement,
    award_order,
    payouts_of,
    split_pot,
    split_unit,
)
from dealer_trainer.engine.cards import parse_cards
from dealer_trainer.engine.errors import PotError
from dealer_trainer.engine.hand import Hand
from dealer_trainer.engine.lows import LOW_RANK, best_low, best_low8, omaha_low8, stud_high
from dealer_trainer.engine.pots import Pot, build_pots, uncalled_bet
from dealer_trainer.engine.rake import PotDrop, take_from_pots
from dealer_trainer.engine.rules import DEFAULT_RULES, HouseRules
from dealer_trainer.engine.runs import RoomMoney, run_parts
from dealer_trainer.engine.showdown import Game, rank_hands, read_cards


class Variant(StrEnum):
    """The ``pots`` games beyond hold'em and Omaha high (formats.md §1 ``"game"``)."""

    OMAHA_HILO = "omaha-hilo"
    STUD = "stud"
    STUD_HILO = "stud-hilo"
    RAZZ = "razz"

    @property
    def hilo(self) -> bool:
        """Whether the pot is split between the best high and the best qualifying low."""
        return self in (Variant.OMAHA_HILO, Variant.STUD_HILO)

    @property
    def stud(self) -> bool:
        """Whether this is a stud game (seven cards each, no board, odd chip by suit)."""
        return self != Variant.OMAHA_HILO


@dataclass(frozen=True)
class Showdown:
    """One board's (one run's) showdown: ``high`` the high ranking (None in razz), ``low`` the
    ranking of the qualifying lows (razz: every live seat's low), groups best first; ``cards``
    each seat's cards (stud: its seven) when read from cards, for the odd chip by suit."""

    high: tuple[tuple[str, ...], ...] | None
    low: tuple[tuple[str, ...], ...]
    cards: Mapping[str, tuple[str, ...]] | None = None


#: Suits from low to high for the odd chip (spades > hearts > diamonds > clubs).
_SUIT_ORDER = "cdhs"
_HIGH_RANK = "23456789TJQKA"


def _high_card(card: str) -> tuple[int, int]:
    return _HIGH_RANK.index(card[0]), _SUIT_ORDER.index(card[1])


def _low_card(card: str) -> tuple[int, int]:
    return LOW_RANK[card[0]], _SUIT_ORDER.index(card[1])


def stud_odd_order(winners: Sequence[str], cards: Mapping[str, Sequence[str]], low: bool) -> tuple[str, ...]:
    """Tied stud winners in odd-chip order: the seat holding the highest card by suit first
    (spades > hearts > diamonds > clubs), or for a low (razz, stud hi-lo's low half) the lowest
    card by suit, the ace low (formats.md §1 Splitting rules).

    >>> cards = {"A": ["Ks", "2c"], "B": ["Kh", "3c"]}
    >>> stud_odd_order(["A", "B"], cards, False), stud_odd_order(["A", "B"], cards, True)
    (('A', 'B'), ('A', 'B'))
    """
    if low:
        return tuple(sorted(winners, key=lambda seat: min(_low_card(c) for c in cards[seat])))
    return tuple(sorted(winners, key=lambda seat: max(_high_card(c) for c in cards[seat]), reverse=True))


def _best_of(pot: Pot, ranking: Ranking, need_all: bool, key: str = "ranking") -> tuple[str, ...]:
    """The best-ranked of ``pot``'s eligible seats (seat order); empty when none is ranked.

    Raises:
        PotError: ``unranked_seat`` when ``need_all`` and an eligible seat is not ranked.
    """
    places = {seat: i for i, group in enumerate(ranking) for seat in group}
    if need_all:
        for seat in pot.eligible:
            if seat not in places:
                raise PotError("unranked_seat", key, seat=seat, pot=pot.name)
    ranked = [places[seat] for seat in pot.eligible if seat in places]
    if not ranked:
        return ()
    return tuple(seat for seat in pot.eligible if places.get(seat) == min(ranked))


@dataclass(frozen=True)
class _Split:
    hand: Hand
    variant: Variant
    showdown: Showdown

    def push(
        self, pot: Pot, amount: int, winners: tuple[str, ...], low: bool, half: str | None, run: int | None
    ) -> Award:
        """``amount`` among ``winners`` in whole units, odd units placed by the game's rule."""
        order = None
        if self.variant.stud and self.showdown.cards is not None and len(winners) > 1:
            order = stud_odd_order(winners, self.showdown.cards, low)
        to, odd = split_pot(self.hand, amount, winners, order=order)
        return Award(pot, MappingProxyType(to), winners, odd, True, run, half)

    def pot(self, pot: Pot, part: int, run: int | None) -> list[Award]:
        """One run's ``part`` of ``pot``: its halves (hi-lo), or the whole to the high (stud) or
        the low (razz)."""
        show = self.showdown
        if self.variant == Variant.RAZZ:
            return [self.push(pot, part, _best_of(pot, show.low, True), True, None, run)]
        assert show.high is not None
        high = _best_of(pot, show.high, True, "high_ranking" if self.variant.hilo else "ranking")
        if not self.variant.hilo:
            return [self.push(pot, part, high, False, None, run)]
        low = _best_of(pot, show.low, False)
        if not low:  # no qualifying low among this pot's seats: the pot goes wholly to high
            return [self.push(pot, part, high, False, "high", run)]
        if low == high and len(high) > 1:  # the same seats tie both halves: one pot
            return [self.push(pot, part, high, False, "both", run)]
        unit = split_unit(self.hand.unit, part) if part else self.hand.unit
        high_part = -(-(part // unit) // 2) * unit  # the high half gets the odd unit
        return [
            self.push(pot, high_part, high, False, "high", run),
            self.push(pot, part - high_part, low, True, "low", run),
        ]


def settle_variant(
    hand: Hand,
    variant: Variant,
    showdowns: Sequence[Showdown] | None,
    money: RoomMoney | None = None,
    rules: HouseRules = DEFAULT_RULES,
    runs: int = 1,
) -> Settlement:
    """Build the pots, return the uncalled bet, take the room's rake and jackpot drop (when
    ``money`` is given) and award every pot of a hi-lo or stud game, run by run and half by half.

    ``showdowns`` holds one :class:`Showdown` per run, or is None when no showdown is known (then
    only pots with one eligible seat are pushed). Awards carry ``half`` (``"high"``, ``"low"``, or
    ``"both"`` when the same seats tie both halves) in hi-lo games. Chips in equal chips out:
    ``sum(payouts) + rake + jackpot + returned == hand.total_in``.

    Raises:
        PotError: every error of :func:`build_pots`; ``unranked_seat``, ``button_required``.

    >>> h = Hand(("A", "B", "C"), {"A": 20, "B": 20, "C": 20}, button="C")
    >>> s = settle_variant(h, Variant.OMAHA_HILO, [Showdown((("A",), ("B", "C")), (("B",),))])
    >>> [(a.half, dict(a.to)) for a in s.awards]
    [('high', {'A': 30}), ('low', {'B': 30})]
    """
    back = uncalled_bet(hand)
    pots = build_pots(hand, back)
    drops: tuple[PotDrop, ...] = ()
    if money is not None:
        total = sum(pot.amount for pot in pots)
        rake = money.rake.amount(total, money.flop, hand.unit) if money.rake else 0
        jackpot = money.jackpot.amount(total, money.flop, rake) if money.jackpot else 0
        drops = tuple(take_from_pots([pot.amount for pot in pots], rake, jackpot))
    awards: list[Award] = []
    unknown = False  # some pot needs a showdown that was not given
    for pot in award_order(pots, rules.award_order):
        rest = pot.amount - (drops[pot.index].rake + drops[pot.index].jackpot if drops else 0)
        if len(pot.eligible) == 1:
            if rest:
                awards.append(Award(pot, MappingProxyType({pot.eligible[0]: rest}), pot.eligible, (), False))
            continue
        if showdowns is None:
            unknown = True
            break
        for run, part in enumerate(run_parts(rest, runs, hand.unit)):
            if part:
                split = _Split(hand, variant, showdowns[run])
                awards += split.pot(pot, part, run + 1 if runs > 1 else None)
    return Settlement(
        hand=hand,
        pots=pots,
        returned=back,
        awards=() if unknown else tuple(awards),
        payouts=None if unknown else payouts_of(hand, awards),
        drops=drops,
        runs=runs,
    )


def _groups(values: Mapping[str, object]) -> tuple[tuple[str, ...], ...]:
    """Seats grouped by equal value, best (smallest) first, seat order within a group."""
    by_value: dict[object, list[str]] = {}
    for seat, value in values.items():
        by_value.setdefault(value, []).append(seat)
    return tuple(tuple(by_value[value]) for value in sorted(by_value))  # type: ignore[type-var]


def _stud_cards(
    hand: Hand, hole: Mapping[str, object], community: object = None
) -> dict[str, tuple[str, ...]]:
    """Each seat's stud cards, checked: seven for every live seat, in dealing order, no card
    twice (a folded seat's cards, when given, are checked for duplicates only); with a
    ``community`` card, six for every live seat, that card their seventh.

    Raises:
        PotError: ``missing_cards``, ``bad_cards``, ``duplicate_card``.
    """
    shared: tuple[str, ...] = ()
    if community is not None:
        shared = tuple(parse_cards(community, "community"))  # type: ignore[arg-type]
        if len(shared) != 1:
            raise PotError("bad_cards", "community", count=len(shared), expected=1)
    seen: set[str] = set(shared)
    cards: dict[str, tuple[str, ...]] = {}
    for seat in hand.seats:
        if seat not in hole:
            if seat in hand.live:
                raise PotError("missing_cards", "hole", seat=seat)
            continue
        try:
            seat_cards = parse_cards(hole[seat], "hole")  # type: ignore[arg-type]
        except PotError as exc:
            raise PotError("bad_cards", "hole", seat=seat, **exc.values) from None
        for card in seat_cards:
            if card in seen:
                raise PotError("duplicate_card", "hole", seat=seat, card=card)
            seen.add(card)
        if seat in hand.live and len(seat_cards) != STUD_CARDS - len(shared):
            expected = STUD_CARDS - len(shared)
            raise PotError("bad_cards", "hole", seat=seat, count=len(seat_cards), expected=expected)
        cards[seat] = tuple(seat_cards) + (shared if seat in hand.live else ())
    return cards


#: A stud hand's cards in dealing order: two down, four up, one down.
STUD_CARDS = 7


def read_showdown(
    hand: Hand, variant: Variant, hole: Mapping[str, object], board: object = None, community: object = None
) -> Showdown:
    """The showdown of one board read from the cards: Omaha hi-lo ``hole`` (four each) and
    ``board`` (five), or a stud game's seven cards per seat (formats.md §1); with a stud
    ``community`` card (seventh street dealt face up for all), six per seat and that card.

    Raises:
        PotError: ``missing_cards``, ``bad_cards``, ``duplicate_card``, ``missing_field``.
    """
    live = hand.live
    if variant == Variant.OMAHA_HILO:
        if board is None:
            raise PotError("missing_field", "board")
        if not isinstance(board, str | list):
            raise PotError("bad_field", "board", value=board)
        shown = [s for s in hand.seats if s in hole and (s not in hand.folded or hole[s])]
        read_cards(hole, board, shown, Game.OMAHA)  # type: ignore[arg-type]
        board_cards, holes = read_cards(hole, board, live, Game.OMAHA)  # type: ignore[arg-type]
        lows = {seat: omaha_low8(holes[seat], board_cards) for seat in live}
        return Showdown(
            rank_hands(holes, board_cards, live, Game.OMAHA),
            _groups({s: v for s, v in lows.items() if v is not None}),
        )
    cards = _stud_cards(hand, hole, community)
    mine = {seat: cards[seat] for seat in live}
    if variant == Variant.RAZZ:
        return Showdown(None, _groups({s: best_low(c) for s, c in mine.items()}), mine)
    high = _groups({s: stud_high(c) for s, c in mine.items()})
    if variant == Variant.STUD:
        return Showdown(high, (), mine)
    lows = {s: best_low8(c) for s, c in mine.items()}
    return Showdown(high, _groups({s: v for s, v in lows.items() if v is not None}), mine)
