"""Drill shapes: what a build drill asks of the dealer, read from the hand that made it.

A shape is the hardest thing in the drill, by the rules of issue 31 §3, first match in
:data:`SHAPES` order: an uncontested side pot (a side pot with one eligible seat: folded chips in
it, docs/rules.md#table-stakes-and-side-pots), folded chips above an all-in (a folded seat's
chips cut by level, docs/rules.md#cutting-the-pots), several equal all-ins, a short all-in in a
cash game (at most :data:`SHORT_CASH_BB` big blinds), a post-flop all-in, a hand with no uncalled bet, and a
pre-flop all-in (with an uncalled bet back). ``benchmarks/shapes.py`` prints each level's mix.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from dealer_trainer.drills.models import Drill

#: The shapes, hardest first: a drill's shape is the first that it has.
SHAPES: tuple[str, ...] = (
    "uncontested_side_pot",
    "folded_above_all_in",
    "equal_all_ins",
    "short_all_in_cash",
    "post_flop_all_in",
    "no_uncalled_bet",
    "pre_flop_all_in",
)
#: A cash-game all-in of at most this many big blinds is a short all-in.
SHORT_CASH_BB = 20


@dataclass(frozen=True)
class HandFacts:
    """The chips of a played hand, by seat: ``totals`` (chips put in, int), ``folded``,
    ``all_in`` (a seat all-in and still in), ``flop_all_in`` (went all-in after the flop),
    ``cash`` (cash game) and ``big_blind`` (chips)."""

    totals: tuple[int, ...]
    folded: tuple[bool, ...]
    all_in: tuple[bool, ...]
    flop_all_in: tuple[bool, ...]
    cash: bool
    big_blind: int


def features(f: HandFacts) -> frozenset[str]:
    """Every shape of :data:`SHAPES` the hand has (a drill's shape is the first of them)."""
    n = len(f.totals)
    ordered = sorted(f.totals, reverse=True)
    top = ordered[0]
    second = ordered[1] if n > 1 else 0
    top_seat = f.totals.index(top)
    uncalled = top > second and not f.folded[top_seat]
    called = list(f.totals)
    if uncalled:
        called[top_seat] = second
    live = [i for i in range(n) if not f.folded[i]]
    covered = top_seat if uncalled else -1  # all-in for more than anyone called: not a level
    all_ins = [called[i] for i in live if f.all_in[i] and i != covered]
    out: set[str] = {"pre_flop_all_in" if uncalled else "no_uncalled_bet"}
    if not all_ins:
        return frozenset(out)
    if any(f.flop_all_in[i] for i in live if i != covered):
        out.add("post_flop_all_in")
    if f.cash and min(all_ins) <= SHORT_CASH_BB * f.big_blind:
        out.add("short_all_in_cash")
    if len(all_ins) > len(set(all_ins)):
        out.add("equal_all_ins")
    if any(f.folded[i] and f.totals[i] > min(all_ins) for i in range(n)):
        out.add("folded_above_all_in")
    levels = sorted({*all_ins, max(called[i] for i in live)})
    for k in range(1, len(levels)):  # side pots: one eligible seat and chips in it
        low, high = levels[k - 1], levels[k]
        chips = sum(min(c, high) - min(c, low) for c in called)
        if chips and sum(1 for i in live if called[i] >= high) == 1:
            out.add("uncontested_side_pot")
    return frozenset(out)


def classify(f: HandFacts) -> str:
    """The hand's shape: the first of :data:`SHAPES` it has."""
    have = features(f)
    return next(shape for shape in SHAPES if shape in have)


def drill_facts(drill: Drill, actions: Sequence[tuple[str, str, str, int]]) -> HandFacts:
    """The facts of a drill and the actions that made it (``generator.drill_with_actions``)."""
    flop = {name for street, name, _kind, chips in actions if street != "preflop" and chips}
    seats = drill.seats
    return HandFacts(
        totals=tuple(s.committed for s in seats),
        folded=tuple(s.folded for s in seats),
        all_in=tuple(s.all_in for s in seats),
        flop_all_in=tuple(s.all_in and s.name in flop for s in seats),
        cash=drill.stakes.kind == "cash",
        big_blind=drill.stakes.big_blind,
    )


def drill_shape(drill: Drill, actions: Sequence[tuple[str, str, str, int]]) -> str:
    """The shape of a drill (:func:`classify`)."""
    return classify(drill_facts(drill, actions))
