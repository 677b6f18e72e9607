"""Uncalled bets and the main pot / side pots, layer by layer.

Rules: docs/rules.md#table-stakes-and-side-pots, docs/rules.md#uncalled-bets.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any

from dealer_trainer.engine.errors import PotError
from dealer_trainer.engine.hand import Hand


@dataclass(frozen=True)
class UncalledBet:
    """Chips the single highest contributor put in above the second-highest total.

    ``amount = top - second`` chips go back to ``seat``; they are in no pot.
    Rule: docs/rules.md#uncalled-bets (TDA 2024 Rules 15-B, 65-A).
    """

    seat: str
    amount: int
    top: int
    second: int


@dataclass(frozen=True)
class PotArithmetic:
    """The dealer's arithmetic for one pot, as data the UI renders.

    ``amount == step * len(full_seats) + sum(partial.values()) + dead`` always holds.

    Attributes:
        step: chips per seat in this layer, ``upper - lower``.
        full_seats: seats (live or folded) that put the whole step in, seat order.
        partial: folded seats whose chips fill only part of the step (or, in the last pot,
            a folded seat's chips above every live level), seat -> chips.
        dead: dead money (main pot only).
        forfeited: seats among them whose chips are forfeited (absent, or on a penalty).
    """

    step: int
    full_seats: tuple[str, ...]
    partial: Mapping[str, int]
    dead: int
    forfeited: frozenset[str] = frozenset()

    @property
    def amount(self) -> int:
        """The pot this arithmetic adds up to, in chips."""
        return self.step * len(self.full_seats) + sum(self.partial.values()) + self.dead


@dataclass(frozen=True)
class Pot:
    """One pot: the main pot (index 0) or side pot ``index``.

    Attributes:
        index: 0 for the main pot, n for side pot n (formation order).
        lower, upper: the level range it covers, in chips per seat (``lower < upper``).
        amount: chips in the pot (int), dead money included.
        eligible: live seats that reached ``upper``, seat order; only they can win it.
        shares: chips each seat put into this pot (seats with 0 omitted), seat order.
        dead: dead money in it (main pot only).
        arithmetic: how a dealer checks it.
    """

    index: int
    lower: int
    upper: int
    amount: int
    eligible: tuple[str, ...]
    shares: Mapping[str, int]
    dead: int
    arithmetic: PotArithmetic = field(compare=False)

    @property
    def name(self) -> str:
        """The field's name of this pot: "Main pot" or "Side pot N" (a term, not prose)."""
        return "Main pot" if self.index == 0 else f"Side pot {self.index}"

    @property
    def is_main(self) -> bool:
        """True for the main pot."""
        return self.index == 0


def uncalled_bet(hand: Hand) -> UncalledBet | None:
    """The uncalled bet of ``hand``, or None when the top total was matched.

    The single highest contributor gets back what they put in above the second-highest
    total (every other seat's total counts, folded and forfeited ones too). A folded,
    mucked or killed hand loses the chips it called but gets its uncalled bet back; a
    forfeited seat's chips never go back.
    Rule: uncalled bets, TDA 2024 Rules 15-B and 65-A; forfeited blinds, TDA 2024 Rule 30.

    >>> h = Hand(("Anna", "Bram", "Chris"), {"Anna": 40, "Bram": 100, "Chris": 250})
    >>> uncalled_bet(h)
    UncalledBet(seat='Chris', amount=150, top=250, second=100)
    >>> uncalled_bet(Hand(("A", "B"), {"A": 100, "B": 300}, folded=frozenset({"B"})))
    UncalledBet(seat='B', amount=200, top=300, second=100)
    """
    top_seat, top, second = "", -1, 0
    for seat, total in hand.contributions.items():
        if total > top:
            top_seat, top, second = seat, total, max(top, 0)
        elif total > second:
            second = total
    if top == second or top_seat in hand.forfeited:
        return None
    return UncalledBet(top_seat, top - second, top, second)


_UNKNOWN: Any = object()  # "uncalled bet not worked out yet"


def called_totals(hand: Hand, back: UncalledBet | None = _UNKNOWN) -> dict[str, int]:
    """Each seat's total after the uncalled bet went back: chips (int) per seat, seat order.

    ``back`` is :func:`uncalled_bet` of ``hand`` when the caller already has it.
    """
    totals = dict(hand.contributions)
    if back is _UNKNOWN:
        back = uncalled_bet(hand)
    if back is not None:
        totals[back.seat] -= back.amount
    return totals


def all_in_seats(hand: Hand, totals: dict[str, int] | None = None) -> frozenset[str]:
    """The all-in seats: as given, or inferred as live seats below the top live total.

    ``totals`` is :func:`called_totals` of ``hand`` when the caller already has it.

    Raises:
        PotError: ``hand_not_finished`` when a live seat that is not all-in is below
            another seat's total after the uncalled return (it still has a bet to call);
            ``all_in_for_nothing`` when a seat listed all-in put nothing in and the hand has no
            dead money.
    """
    totals = totals if totals is not None else called_totals(hand)
    top = max(totals.values())
    if hand.all_in is not None and not hand.dead:
        for seat in hand.seats:
            if seat in hand.all_in and not hand.contributions[seat]:
                # all-in with nothing in: only an all-in for dead money (a big-blind ante posted
                # ante first) is possible, and this hand has none
                raise PotError("all_in_for_nothing", "all_in", seat=seat)
    if hand.all_in is None:
        return frozenset(s for s in hand.live if totals[s] < top)
    for seat in hand.live:
        if seat not in hand.all_in and totals[seat] < top:
            raise PotError("hand_not_finished", "all_in", seat=seat, total=totals[seat], to_call=top)
    return hand.all_in


def build_pots(hand: Hand, back: UncalledBet | None = _UNKNOWN) -> tuple[Pot, ...]:
    """Main pot and side pots of ``hand`` in formation order (main first).

    Boundaries fall only at the totals of seats still in the hand; every seat's chips,
    folded and forfeited seats' included, are cut by those levels, so layers that differ
    only by folded seats' totals are one pot. Dead money goes to the main pot; a forfeited
    seat's chips above every live total go to the last pot. No zero-chip pots.
    ``back`` is :func:`uncalled_bet` of ``hand`` when the caller already has it.
    Rule: side pot construction, TDA 2024 Rule 21 (table stakes); forfeited chips, TDA 2024
    Rule 30.

    Raises:
        PotError: ``no_chips`` (nothing was put in), ``hand_not_finished`` (see
            :func:`all_in_seats`), ``no_live_contender`` (folded seats put chips in above
            every live seat's total, so the totals cannot say who won them).

    >>> h = Hand(("Anna", "Bram", "Chris"), {"Anna": 40, "Bram": 100, "Chris": 250})
    >>> [(p.name, p.amount, p.eligible) for p in build_pots(h)]
    [('Main pot', 120, ('Anna', 'Bram', 'Chris')), ('Side pot 1', 120, ('Bram', 'Chris'))]
    """
    if not hand.dead and not any(hand.contributions.values()):
        raise PotError("no_chips", "contributions")
    totals = called_totals(hand, back)
    all_in_seats(hand, totals)
    folded = hand.out
    seats = hand.seats
    live = [s for s in seats if s not in folded]
    levels = sorted({totals[s] for s in live if totals[s] > 0})
    top_live = max((totals[s] for s in live), default=0)
    folded_above = [s for s in seats if s in hand.folded and totals[s] > top_live]
    if folded_above:
        # chips bet above every live total by seats that later folded: who won them depends on
        # the order of the folds, which totals alone cannot tell
        chips = sum(totals[s] - top_live for s in seats if s not in live and totals[s] > top_live)
        raise PotError("no_live_contender", "folded", seat=folded_above[0], level=top_live, chips=chips)
    if not levels or (hand.dead and any(totals[s] == 0 for s in live)):
        # a live seat with no live chips (all-in for a dead ante) still plays for the dead
        # money: it gets a main pot of its own (docs/rules.md#dead-money)
        levels.insert(0, 0)
    pots: list[Pot] = []
    lower = 0
    last_level = levels[-1]
    # seats with chips above the current level, in seat order: (seat, total, folded?)
    active = [(s, totals[s], s in folded) for s in seats if totals[s] > 0]
    live_totals = [(s, totals[s]) for s in live]
    for upper in levels:
        last = upper == last_level
        step = upper - lower
        shares: dict[str, int] = {}
        full: list[str] = []
        partial: dict[str, int] = {}
        above: list[tuple[str, int, bool]] = []
        for entry in active:
            seat, total, is_folded = entry
            if total > upper:
                above.append(entry)
                share = (total if last and is_folded else upper) - lower
            else:
                share = total - lower
            if not share:
                continue
            shares[seat] = share
            if share == step:
                full.append(seat)
            else:
                partial[seat] = share
        active = above
        dead = hand.dead if not pots and lower == 0 else 0
        amount = sum(shares.values()) + dead
        if amount:
            pots.append(
                Pot(
                    index=len(pots),
                    lower=lower,
                    upper=upper,
                    amount=amount,
                    eligible=tuple([s for s, t in live_totals if t >= upper]),
                    shares=MappingProxyType(shares),
                    dead=dead,
                    arithmetic=PotArithmetic(
                        step,
                        tuple(full),
                        MappingProxyType(partial),
                        dead,
                        frozenset(hand.forfeited & shares.keys()),
                    ),
                )
            )
        lower = upper
    return tuple(pots)
