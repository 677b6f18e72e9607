"""Uncalled bets and the main pot / side pots, layer by layer (rules.md §1, §6, §7)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from types import MappingProxyType

from dealer_trainer.engine.errors import PotError
from dealer_trainer.engine.hand import Hand


@dataclass(frozen=True)
class UncalledBet:
    """Chips the single highest contributor put in above the second-highest total.

    ``amount = top - second`` chips go back to ``seat``; they are in no pot.
    Rule: uncalled bets, rules.md §7 (TDA 15-B, 65-A; seed 000 "the unmatched $420").
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
    """

    step: int
    full_seats: tuple[str, ...]
    partial: Mapping[str, int]
    dead: int

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
    total (folded seats' totals count) when they are still in the hand; a folded seat's
    excess is never returned (rules.md §6, §7; TDA 15-B).

    >>> h = Hand(("Anna", "Bram", "Chris"), {"Anna": 40, "Bram": 100, "Chris": 250})
    >>> uncalled_bet(h)
    UncalledBet(seat='Chris', amount=150, top=250, second=100)
    """
    totals = sorted(hand.contributions.items(), key=lambda kv: kv[1], reverse=True)
    top_seat, top = totals[0]
    second = totals[1][1] if len(totals) > 1 else 0
    if top == second or top_seat in hand.folded:
        return None
    return UncalledBet(top_seat, top - second, top, second)


def called_totals(hand: Hand) -> dict[str, int]:
    """Each seat's total after the uncalled bet went back: chips (int) per seat, seat order."""
    totals = dict(hand.contributions)
    back = uncalled_bet(hand)
    if back is not None:
        totals[back.seat] -= back.amount
    return totals


def all_in_seats(hand: Hand) -> frozenset[str]:
    """The all-in seats: as given, or inferred as live seats below the top live total.

    Raises:
        PotError: ``hand_not_finished`` when a live seat that is not all-in is below
            another seat's total after the uncalled return (it still has a bet to call).
    """
    totals = called_totals(hand)
    top = max(totals.values())
    if hand.all_in is None:
        return frozenset(s for s in hand.live if totals[s] < top)
    for seat in hand.live:
        if seat not in hand.all_in and totals[seat] < top:
            raise PotError("hand_not_finished", "all_in", seat=seat, total=totals[seat], to_call=top)
    return hand.all_in


def build_pots(hand: Hand) -> tuple[Pot, ...]:
    """Main pot and side pots of ``hand`` in formation order (main first).

    Boundaries fall only at the totals of seats still in the hand; every seat's chips,
    folded seats' included, are cut by those levels, so layers that differ only by folded
    seats' totals are one pot. Dead money goes to the main pot. No zero-chip pots.
    Rule: side pot construction, seed 000 / rules.md §1 (TDA Rule 21; C11 default).

    Raises:
        PotError: ``hand_not_finished`` (see :func:`all_in_seats`).

    >>> h = Hand(("Anna", "Bram", "Chris"), {"Anna": 40, "Bram": 100, "Chris": 250})
    >>> [(p.name, p.amount, p.eligible) for p in build_pots(h)]
    [('Main pot', 120, ('Anna', 'Bram', 'Chris')), ('Side pot 1', 120, ('Bram', 'Chris'))]
    """
    all_in_seats(hand)
    totals = called_totals(hand)
    live = hand.live
    levels = sorted({totals[s] for s in live if totals[s] > 0})
    if not levels or (hand.dead and any(totals[s] == 0 for s in live)):
        # a live seat with no live chips (all-in for a dead ante) still plays for the dead
        # money: it gets a main pot of its own (rules.md §5.2, §5.3)
        levels.insert(0, 0)
    pots: list[Pot] = []
    lower = 0
    for number, upper in enumerate(levels):
        last = number == len(levels) - 1
        shares: dict[str, int] = {}
        full: list[str] = []
        partial: dict[str, int] = {}
        step = upper - lower
        for seat in hand.seats:
            cap = totals[seat] if last and seat in hand.folded else min(totals[seat], upper)
            share = max(0, cap - lower)
            if share:
                shares[seat] = share
            if step and share == step:
                full.append(seat)
            elif share:
                partial[seat] = share
        dead = hand.dead if number == 0 else 0
        amount = sum(shares.values()) + dead
        eligible = tuple(s for s in live if totals[s] >= upper)
        if amount:
            pots.append(
                Pot(
                    index=len(pots),
                    lower=lower,
                    upper=upper,
                    amount=amount,
                    eligible=eligible,
                    shares=MappingProxyType(shares),
                    dead=dead,
                    arithmetic=PotArithmetic(step, tuple(full), MappingProxyType(partial), dead),
                )
            )
        lower = upper
    return tuple(pots)
