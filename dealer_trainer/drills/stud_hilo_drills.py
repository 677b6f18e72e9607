"""Stud hi-lo award drills (no Qt): generated pot situations with seven cards dealt to every
live seat (no board), aimed so the award teaches something: each pot split high and low, a
quartered half, or an odd chip that goes by suit (docs/rules.md#hi-lo-and-stud,
docs/rules.md#quartered-pots; formats.md §1 "Splitting rules").

In stud games the odd unit of a tied high half goes to the tied seat holding the highest card
by suit (spades > hearts > diamonds > clubs) among all its cards, and of a tied low half to the
seat holding the lowest card by suit (ace low). The high half gets the odd unit when a pot does
not halve in whole units.

Every function takes an explicit :class:`random.Random`; the same stream gives the same drill.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import replace

from dealer_trainer.drills.generator import generate_drill
from dealer_trainer.drills.models import Drill
from dealer_trainer.engine import Settlement
from dealer_trainer.engine.cards import DECK
from dealer_trainer.engine.hilo import STUD_CARDS

__all__ = ["STUD_HILO", "deal_stud", "stud_hilo_drill"]

#: The ``variant`` of a stud hi-lo drill (formats.md §1 ``"game"``).
STUD_HILO = "stud-hilo"

_SITUATIONS = 300  # generated pot situations tried per drill
_DEALS = 40  # deals tried per situation
_MAX_LIVE = len(DECK) // STUD_CARDS  # seven live seats: 49 cards, no community card needed


def deal_stud(drill: Drill, rng: random.Random, variant: str = STUD_HILO) -> Drill:
    """``drill`` as a stud game (``variant``) with seven fresh cards for every live seat, in the
    order dealt (two down, four up, one down; formats.md §1), and no board. Folded seats get no
    cards; no seat keeps a blind's position name (stud has antes and a bring-in, no blinds); the
    code is dropped.

    Raises:
        ValueError: more live seats than a deck deals seven cards to (:data:`_MAX_LIVE`).
    """
    live = [s for s in drill.seats if not s.folded]
    if len(live) > _MAX_LIVE:
        raise ValueError(f"{len(live)} live seats: a deck deals seven cards to at most {_MAX_LIVE}")
    deck = list(DECK)
    rng.shuffle(deck)
    seats = []
    for seat in drill.seats:
        if seat.folded:
            seats.append(replace(seat, hole="", position=""))
        else:
            seats.append(replace(seat, hole="".join(deck[:STUD_CARDS]), position=""))
            del deck[:STUD_CARDS]
    return replace(drill, code="", seats=tuple(seats), board="", boards=(), variant=variant)


def _halves(s: Settlement) -> dict[int, dict[str, tuple[str, ...]]]:
    """Each contested pot's halves: pot index -> half -> its winners."""
    pots: dict[int, dict[str, tuple[str, ...]]] = {}
    for a in s.awards:
        if a.showdown and a.half is not None:
            pots.setdefault(a.pot.index, {})[a.half] = a.winners
    return pots


def _split(s: Settlement) -> bool:
    """Some pot goes to different seats for high and low, and there are side pots."""
    return len(s.pots) >= 2 and any(
        "low" in h and set(h["low"]) != set(h["high"]) for h in _halves(s).values()
    )


def _quartered(s: Settlement) -> bool:
    """A pot whose low half (or high half) two seats tie for, a third seat taking the other."""
    return any(
        "low" in h and set(h["low"]) != set(h["high"]) and 2 in (len(h["low"]), len(h["high"]))
        for h in _halves(s).values()
    )


def _odd_chip_by_suit(s: Settlement) -> bool:
    """A tied half with an odd unit left over, given by suit (a pot also split high and low)."""
    return any(a.half is not None and len(a.winners) >= 2 and a.odd_chips for a in s.awards) and any(
        "low" in h for h in _halves(s).values()
    )


#: stud hi-lo outcome -> what the settlement must show.
WANTED: dict[str, Callable[[Settlement], bool]] = {
    "stud_hilo_split": _split,
    "stud_hilo_quartered": _quartered,
    "stud_hilo_odd_chip": _odd_chip_by_suit,
}


def _odd_unit_possible(drill: Drill) -> bool:
    """Some contested pot whose half cannot split evenly between two seats."""
    unit = drill.unit
    return any(len(p.eligible) >= 2 and (p.amount // unit) % 4 for p in drill.settlement().pots)


def stud_hilo_drill(outcome: str, rng: random.Random, levels: tuple[int, ...] = (2, 3)) -> Drill:
    """A stud hi-lo award drill whose pots show ``outcome`` (a key of :data:`WANTED`), drawn from
    the generator's pot situations of ``levels`` with seven cards dealt to each live seat.

    Raises:
        ValueError: unknown outcome; LookupError: no drill found (should not happen).
    """
    if outcome not in WANTED:
        raise ValueError(f"unknown stud hi-lo outcome {outcome!r}")
    wanted = WANTED[outcome]
    for _situation in range(_SITUATIONS):
        base = generate_drill(rng.choice(levels), random.Random(rng.getrandbits(64)))
        if base is None or len(base.settlement().pots) > 3:
            continue
        pots = base.settlement().pots
        live = sum(1 for s in base.seats if not s.folded)
        if live > _MAX_LIVE or not any(p.index > 0 and len(p.eligible) >= 2 for p in pots):
            continue
        if outcome == "stud_hilo_odd_chip" and not _odd_unit_possible(base):
            continue
        for _deal in range(_DEALS):
            drill = deal_stud(base, rng)
            settlement = drill.settlement()
            if settlement.payouts is not None and wanted(settlement):
                return replace(drill, notes="")
    raise LookupError(f"no {outcome} drill found")
