"""Showdown results to chips: who wins each pot, splits and odd chips.

Rules: docs/rules.md#award-order, docs/rules.md#splits-and-odd-chips.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from types import MappingProxyType
from typing import TYPE_CHECKING

from dealer_trainer.engine.errors import PotError
from dealer_trainer.engine.hand import Hand
from dealer_trainer.engine.pots import Pot, UncalledBet, build_pots, uncalled_bet
from dealer_trainer.engine.rules import DEFAULT_RULES, AwardOrder, HouseRules

if TYPE_CHECKING:
    from dealer_trainer.engine.rake import PotDrop

Ranking = Sequence[Sequence[str]]


@dataclass(frozen=True)
class Award:
    """One pot pushed: ``to`` maps each winning seat to its chips (int), odd chips included.

    ``odd_chips`` lists the seats that got one odd unit each, in the order they got it;
    ``showdown`` is False when the pot had one eligible seat and was pushed without one;
    ``run`` is the run (1-based) whose part of the pot this is when the hand was run more than
    once, else None (docs/rules.md#running-it-twice); ``half`` is ``"high"`` or ``"low"`` in
    hi-lo games (``"both"`` when the same seats tie both halves and split it as one pot), else None
    (docs/rules.md#hi-lo-and-stud).
    """

    pot: Pot
    to: Mapping[str, int]
    winners: tuple[str, ...]
    odd_chips: tuple[str, ...]
    showdown: bool
    run: int | None = None
    half: str | None = None


@dataclass(frozen=True)
class Settlement:
    """Everything the dealer does with one hand.

    Attributes:
        hand: the input.
        pots: main pot then side pots (formation order).
        returned: the uncalled bet, or None.
        awards: pots pushed, in award order; empty when no ranking was given and some pot
            needs a showdown.
        payouts: chips won from pots per seat (every seat listed, returned chips not
            included, net of the rake and the jackpot drop), or None when some pot could not be
            awarded.
        drops: what the house took from each pot (one per pot, in pot order) when the hand was
            settled under a room's money rules (:func:`dealer_trainer.engine.runs.settle_room`),
            else empty (docs/rules.md#rake).
        runs: how many times the board was run (docs/rules.md#running-it-twice).
    """

    hand: Hand
    pots: tuple[Pot, ...]
    returned: UncalledBet | None
    awards: tuple[Award, ...]
    payouts: Mapping[str, int] | None
    drops: tuple[PotDrop, ...] = ()
    runs: int = 1

    @property
    def rake(self) -> int:
        """The rake taken from the pots, in chips."""
        return sum(drop.rake for drop in self.drops)

    @property
    def jackpot(self) -> int:
        """The jackpot drop taken from the pots, in chips."""
        return sum(drop.jackpot for drop in self.drops)


def check_ranking(hand: Hand, ranking: Ranking) -> tuple[tuple[str, ...], ...]:
    """Validate a ranking: groups of seats, best first, ties in one group.

    Raises:
        PotError: ``bad_ranking`` (not a list of lists, seat twice), ``unknown_seat``.
    """
    if isinstance(ranking, str | bytes | dict) or not hasattr(ranking, "__iter__"):
        raise PotError("bad_ranking", "ranking", value=ranking)
    seen: set[str] = set()
    groups: list[tuple[str, ...]] = []
    contributions = hand.contributions
    for group in ranking:
        if isinstance(group, str | bytes | dict) or not hasattr(group, "__iter__"):
            raise PotError("bad_ranking", "ranking", value=group)
        names = tuple(group)
        for seat in names:
            if not isinstance(seat, str):
                raise PotError("bad_ranking", "ranking", value=seat)
            if seat not in contributions:
                raise PotError("unknown_seat", "ranking", seat=seat)
            if seat in seen:
                raise PotError("bad_ranking", "ranking", seat=seat)
            seen.add(seat)
        if names:
            groups.append(names)
    return tuple(groups)


def pot_winners(pot: Pot, ranking: Ranking, places: Mapping[str, int] | None = None) -> tuple[str, ...]:
    """The best hand(s) among ``pot.eligible`` only, seat order.

    Rule: TDA 2024 Rule 21; docs/rules.md#table-stakes-and-side-pots.

    ``places`` maps each ranked seat to its group's index when the caller has it.

    Raises:
        PotError: ``unranked_seat`` when an eligible seat is missing from the ranking.
    """
    if len(pot.eligible) == 1:
        return pot.eligible
    if places is None:
        places = {seat: i for i, group in enumerate(ranking) for seat in group}
    best = None
    for seat in pot.eligible:
        place = places.get(seat)
        if place is None:
            raise PotError("unranked_seat", "ranking", seat=seat, pot=pot.name)
        if best is None or place < best:
            best = place
    return tuple(s for s in pot.eligible if places[s] == best)


def odd_chip_order(hand: Hand, winners: Iterable[str]) -> tuple[str, ...]:
    """Tied winners in odd-chip order: clockwise starting left of the button.

    Rule: TDA 2024 Rule 20-A; WSOP-C 153; RRoP (one odd chip each, first seats first).

    Raises:
        PotError: ``button_required`` when there is no button.
    """
    wanted = set(winners)
    return tuple(s for s in hand.clockwise_from_button() if s in wanted)


def split_unit(unit: int, amount: int) -> int:
    """The chip a pot of ``amount`` is split in: ``unit``, or the greatest common divisor of
    ``unit`` and ``amount`` when the pot is not a whole number of units (then smaller chips
    are in play, TDA 2024 Rule 20).

    >>> split_unit(5, 110), split_unit(5, 111), split_unit(25, 150)
    (5, 1, 25)
    """
    return math.gcd(unit, amount) if amount % unit else unit


def split_pot(
    hand: Hand,
    amount: int,
    winners: Sequence[str],
    unit: int | None = None,
    order: Sequence[str] | None = None,
) -> tuple[dict[str, int], tuple[str, ...]]:
    """Split ``amount`` chips among ``winners`` in whole units (``unit``, default ``hand.unit``,
    broken down by :func:`split_unit` when the pot is not a whole number of it).

    Each winner gets the same whole number of units; the remaining units go one each to the
    winners in ``order`` (default :func:`odd_chip_order`; stud games place them by suit), so no
    winner gets more than one odd chip more than
    another, and no chip is dropped (TDA 2024 Rule 20; Robert's Rules of Poker, ties).

    Returns:
        (chips per winner, seats that got an odd unit in order).

    Raises:
        PotError: ``button_required`` when an odd unit must be placed and there is no button.

    >>> h = Hand(("A", "B", "C"), {"A": 10, "B": 10, "C": 11}, button="C")
    >>> split_pot(h, 31, ["A", "B"])
    ({'A': 16, 'B': 15}, ('A',))
    """
    if len(winners) == 1:
        return {winners[0]: amount}, ()
    unit = split_unit(unit or hand.unit, amount)
    share_units, odd_units = divmod(amount // unit, len(winners))
    to = {seat: share_units * unit for seat in winners}
    if not odd_units:
        return to, ()
    odd = tuple(order or odd_chip_order(hand, winners))[:odd_units]
    for seat in odd:
        to[seat] += unit
    return to, tuple(odd)


def award_order(pots: Sequence[Pot], order: AwardOrder = AwardOrder.SIDE_POTS_FIRST) -> tuple[Pot, ...]:
    """Pots in the order the dealer pushes them (docs/rules.md#award-order).

    Raises:
        PotError: ``bad_award_order`` for an unknown setting.
    """
    if order == AwardOrder.SIDE_POTS_FIRST:
        return tuple(reversed(pots))
    if order == AwardOrder.MAIN_FIRST:
        return tuple(pots)
    raise PotError("bad_award_order", "award_order", value=order)


def award_pots(
    hand: Hand,
    pots: Sequence[Pot],
    ranking: Ranking | None,
    rules: HouseRules = DEFAULT_RULES,
) -> tuple[Award, ...] | None:
    """Award every pot to the best hand(s) among its eligible seats, in dealer order.

    A pot with one eligible seat goes to it without a showdown. Returns None when some
    pot needs a showdown and ``ranking`` is None.
    Rule: award order TDA 2024 Rule 16 Addendum / WSOP-C 153; splits TDA Rules 20, 21.

    Raises:
        PotError: ``bad_ranking``, ``unknown_seat``, ``unranked_seat``, ``button_required``.
    """
    groups = check_ranking(hand, ranking) if ranking is not None else None
    places = {seat: i for i, group in enumerate(groups) for seat in group} if groups else {}
    awards: list[Award] = []
    for pot in award_order(pots, rules.award_order):
        showdown = len(pot.eligible) > 1
        if showdown and groups is None:
            return None
        winners = pot_winners(pot, groups or (), places)
        to, odd = split_pot(hand, pot.amount, winners)
        awards.append(Award(pot, MappingProxyType(to), winners, odd, showdown))
    return tuple(awards)


def settle(hand: Hand, ranking: Ranking | None = None, rules: HouseRules = DEFAULT_RULES) -> Settlement:
    """Build the pots, return the uncalled bet and, where possible, award every pot.

    Chips in equal chips out: ``sum(payouts) + returned == hand.total_in`` whenever
    ``payouts`` is not None.

    Raises:
        PotError: any error of :func:`build_pots` or :func:`award_pots`.

    >>> h = Hand(("Anna", "Bram", "Chris"), {"Anna": 40, "Bram": 100, "Chris": 250})
    >>> s = settle(h, [["Anna"], ["Bram"], ["Chris"]])
    >>> dict(s.payouts), s.returned.amount
    ({'Anna': 120, 'Bram': 120, 'Chris': 0}, 150)
    """
    back = uncalled_bet(hand)
    pots = build_pots(hand, back)
    awards = award_pots(hand, pots, ranking, rules)
    return Settlement(
        hand=hand, pots=pots, returned=back, awards=awards or (), payouts=payouts_of(hand, awards)
    )


def payouts_of(hand: Hand, awards: Iterable[Award] | None) -> Mapping[str, int] | None:
    """What each seat of ``hand`` receives in total from ``awards`` (chips; every seat, 0 for
    none), read-only; None when there are no awards (no showdown ranking given)."""
    if awards is None:
        return None
    payouts = dict.fromkeys(hand.seats, 0)
    for award in awards:
        for seat, chips in award.to.items():
            payouts[seat] += chips
    return MappingProxyType(payouts)
