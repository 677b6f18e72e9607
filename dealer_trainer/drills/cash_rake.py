"""Level 5, "Cash game: rake": cash hands in a raked room, the dealer drops the rake (no Qt).

Most hands see a flop with one to five all-ins (the shapes of levels 1-3 dealt at cash stakes:
side pots, an uncalled bet, folded chips); the room's rake is a percent with a cap or a posted
schedule of steps, at times with a jackpot drop. About one hand in five ends before the flop (a
raise nobody calls): no flop, no drop. Every draw comes from the drill's own random stream, so a
code deals the same drill for ever; levels 1-4 are dealt exactly as before (their streams and
their code are untouched). Generator version 3 (level 5's new codes) runs the board twice or
three times in some hands with side pots where no more betting can take place (every player
still in the hand but one is all-in); codes of versions 1 and 2 deal their drills as before.
Rules: docs/rules.md#rake, docs/rules.md#jackpot-drop (the schedules are example schedules: no
official rule publishes a room's rake), docs/rules.md#running-it-twice.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import replace
from fractions import Fraction

from dealer_trainer.drills import dealing as g
from dealer_trainer.drills.card_deals import deal_runs
from dealer_trainer.drills.codes import RUNS_VERSION
from dealer_trainer.drills.models import Drill
from dealer_trainer.engine.rake import JackpotDrop, RakeSchedule
from dealer_trainer.i18n import N_, _

#: The level number of the cash game with the rake.
RAKE_LEVEL = 5
#: How often a level-5 hand ends before the flop (a raise nobody calls).
NO_FLOP_RATE = 0.2
#: The shapes (a level of 1-3 dealt at cash stakes) of the hands that see a flop, by weight.
SHAPES = (1, 2, 2, 2, 3)
#: Version 3: how often a hand that may be run (side pots, no more betting) is run more than once.
RUN_RATE = 0.6
#: The most pots of a hand that is run: each pot's runs need a spot on the felt.
MAX_RUN_POTS = 3
#: The titles of a level-5 hand by runs (looked up with _() when dealt).
TITLES = {
    1: N_("Cash game: rake"),
    2: N_("Cash game: rake, run it twice"),
    3: N_("Cash game: rake, run three times"),
}


def may_run(drill: Drill) -> bool:
    """True when ``drill``'s board may be run more than once with side pots: a flop, two or three
    pots, and at most one player still in the hand who is not all-in, so no more betting can take
    place (docs/rules.md#running-it-twice)."""
    hand = drill.hand
    pots = drill.settlement().pots
    live_behind = sum(seat not in (hand.all_in or ()) for seat in hand.live)
    return drill.flop and 2 <= len(pots) <= MAX_RUN_POTS and live_behind <= 1


def _run(drill: Drill, rng: random.Random) -> Drill:
    """``drill`` with its board run twice (three times in one hand of four) in :data:`RUN_RATE`
    of the hands that :func:`may_run`; else ``drill`` as it is. Its code is kept."""
    if not may_run(drill) or rng.random() >= RUN_RATE:
        return drill
    runs = 3 if rng.random() < 0.25 else 2
    return replace(deal_runs(drill, rng, runs, drill.game), code=drill.code, title=_(TITLES[runs]))


def room_for(big_blind: int, unit: int, rnd: Callable[[], float]) -> tuple[RakeSchedule, JackpotDrop | None]:
    """The room's rake and jackpot drop for a game of ``big_blind`` whose smallest chip is
    ``unit`` (example schedules): 10 % up to a cap of 2½ big blinds, 5 % up to 5 big blinds, or
    posted steps of one unit per ten big blinds in the pot, up to four; a jackpot drop of one unit
    from pots of ten big blinds and more, in games played with $1 chips, two times in five."""
    kind = g._choice(rnd, ("ten", "five", "steps"))
    if kind == "ten":
        rake = RakeSchedule(Fraction(10), cap=max(unit, big_blind * 5 // 2 // unit * unit))
    elif kind == "five":
        rake = RakeSchedule(Fraction(5), cap=big_blind * 5)
    else:
        step = big_blind * 10
        rake = RakeSchedule(steps=tuple((step * k, unit * k) for k in range(1, 5)))
    jackpot = JackpotDrop(unit, big_blind * 10) if unit == 1 and rnd() < 0.4 else None
    return rake, jackpot


def _no_flop_hand(p: g._Plan, rng: random.Random, log: bool) -> g._Hand | None:
    """One seat raises and every other seat folds: the hand ends before the flop. None when the
    drawn stacks made it go otherwise."""
    n, bb = p.n, p.stakes.big_blind
    opener = (p.button + 3) % n if n > 3 else p.button
    p.pre = [g._FOLD] * n
    p.pre[opener] = g._OPEN
    p.stacks[opener] = max(p.stacks[opener], bb * 40)
    h = g._Hand(p.stacks, p.button, bb, p.unit)
    if log:
        h.log = []
    sb_seat, bb_seat = g._blind_seats(n, p.button)
    h.put(sb_seat, min(p.stakes.small_blind, h.stack[sb_seat]), "small_blind")
    h.put(bb_seat, min(bb, h.stack[bb_seat]), "big_blind")
    first = p.button if n == 2 else (p.button + 3) % n
    if h.betting_round(first, bb, bb, p.pre, p.thresholds, p.raises, rng):
        return None  # somebody called: a flop would be dealt
    return h


def generate_raked(
    rng: random.Random, code: str, log: list[g.Action] | None = None, version: int = RUNS_VERSION
) -> Drill:
    """A level-5 drill drawn from ``rng``: cash stakes, the room's rake (and at times a jackpot
    drop), the flop dealt in most hands, side pots in most of those; from generator ``version`` 3
    some of those run the board more than once (see the module's words)."""
    rnd = rng.random
    for _attempt in range(g._MAX_TRIES):
        no_flop = rnd() < NO_FLOP_RATE
        shape = 2 if no_flop else g._choice(rnd, SHAPES)
        plan = g._plan(shape, rng)
        if plan.stakes.kind != "cash":
            continue  # level 3's tournament half: a level-5 hand is a cash hand
        plan.dead_sb_seat = -1
        if no_flop:
            hand = _no_flop_hand(plan, rng, log is not None)
        else:
            hand = g._play(plan, rng, log is not None)
            hand = hand if hand is not None and g._fits(shape, hand) else None
        if hand is None:
            continue
        rake, jackpot = room_for(plan.stakes.big_blind, plan.unit, rnd)
        drill = g._build(RAKE_LEVEL, plan, hand, rng, code)
        if no_flop:
            drill = replace(drill, board="", seats=tuple(replace(s, hole="") for s in drill.seats))
        drill = replace(drill, title=_(TITLES[1]), rake=rake, jackpot=jackpot, flop=not no_flop)
        if version >= RUNS_VERSION:
            drill = _run(drill, rng)
        if log is not None and hand.log is not None:
            names = [seat.name for seat in drill.seats]
            log.extend((street, names[i], kind, chips) for street, i, kind, chips in hand.log)
        return drill
    raise AssertionError(f"no level {RAKE_LEVEL} drill after {g._MAX_TRIES} tries")  # pragma: no cover
