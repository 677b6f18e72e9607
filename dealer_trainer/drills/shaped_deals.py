"""Generator version 4: each build level deals a mix of shapes (issue 31 §3).

The levels are ordered by skill, each adding one thing (README, Levels):

1. one all-in at two or three seats, nobody folds: the main pot and one side pot;
2. folded chips (a folded blind) and the uncalled bet, one or two all-ins;
3. several all-in levels: equal all-ins, folded chips above an all-in, per-player antes;
4. tournament big-blind ante (dead money), short blinds, an uncontested side pot.

A drill first draws its shape from the level's :data:`MIX` (the shapes of
:mod:`dealer_trainer.drills.shapes`), then plans the hand with the level's own plan, changed for
that shape, and plays it (:mod:`.dealing`); a hand without the level's frame or without the shape
is dealt again from the same random stream, so a code always deals the same drill. Every hand is
really played out, so it stays legal (docs/rules.md#incomplete-raises).
"""

from __future__ import annotations

import random
from functools import partial

from dealer_trainer.drills import dealing as d
from dealer_trainer.drills.codes import SHAPES_VERSION
from dealer_trainer.drills.dealing import _Draw, _Hand, _Plan
from dealer_trainer.drills.models import Drill
from dealer_trainer.drills.shapes import HandFacts, classify
from dealer_trainer.i18n import _

#: The shapes each level deals, with their weights (out of 100).
MIX: dict[int, tuple[tuple[str, int], ...]] = {
    1: (("no_uncalled_bet", 40), ("short_all_in_cash", 30), ("post_flop_all_in", 30)),
    2: (
        ("pre_flop_all_in", 30),
        ("no_uncalled_bet", 25),
        ("short_all_in_cash", 25),
        ("post_flop_all_in", 20),
    ),
    3: (
        ("equal_all_ins", 30),
        ("folded_above_all_in", 30),
        ("post_flop_all_in", 20),
        ("no_uncalled_bet", 20),
    ),
    4: (
        ("uncontested_side_pot", 30),
        ("folded_above_all_in", 25),
        ("equal_all_ins", 25),
        ("post_flop_all_in", 20),
    ),
}
#: All-in levels each level allows (inclusive).
ALL_IN_LEVELS = {1: (1, 1), 2: (1, 2), 3: (2, 7), 4: (1, 5)}
_SHORT_BB = 20  # shapes.SHORT_CASH_BB
_SHORT_CASH = d._bb_range(4, _SHORT_BB)


def level_adds(level: int) -> str:
    """What a build ``level`` (1-5) adds to the one before it, one line for the trainee
    (translated; the level box's tooltips)."""
    adds = {
        1: _("Level 1: one all-in, nobody folds: the main pot and one side pot."),
        2: _("Level 2 adds folded chips and the uncalled bet: a folded blind, one or two all-ins."),
        3: _(
            "Level 3 adds several all-ins: equal all-ins, folded chips above an all-in cut by level, antes."
        ),
        4: _("Level 4 adds dead money: a big-blind ante, a blind posted short, an uncontested side pot."),
        5: _("Level 5 adds the rake: a cash game in a raked room, boards run more than once."),
    }
    return adds[level]


def draw_shape(level: int, rnd: random.Random) -> str:
    """The shape a drill of ``level`` deals, drawn from :data:`MIX` by weight."""
    pick = rnd.random() * 100
    for shape, weight in MIX[level]:
        pick -= weight
        if pick < 0:
            return shape
    return MIX[level][-1][0]


def plan_shaped(level: int, shape: str, p: _Plan, dr: _Draw) -> None:
    """Plan the seats of a ``level`` hand aimed at ``shape``: the level's own plan, then changed."""
    d.LEVEL_PLANS[level - 1](p, dr)
    rnd, stacks, pre, post, bb = dr.rnd, p.stacks, p.pre, p.post, p.stakes.big_blind
    shovers = [s for s in range(p.n) if pre[s] == d._SHOVE]
    deep = [s for s in dr.seats if pre[s] in (d._OPEN, d._CALL, d._RAISE)]
    if shape != "short_all_in_cash" and p.stakes.kind == "cash":
        for seat in shovers:  # deeper than a short all-in
            stacks[seat] = max(stacks[seat], (_SHORT_BB + 1) * bb // p.unit * p.unit)
    if level == 3 and shape in ("no_uncalled_bet", "post_flop_all_in"):
        _break_pairs(p, shovers)
        for seat in range(p.n):
            if pre[seat] == d._FOLD_LATER:
                post[seat] = d._CALL  # the player who called everything sees it through
    if shape == "short_all_in_cash" and shovers:
        stacks[shovers[0]] = min(stacks[shovers[0]], dr.stack(_SHORT_CASH))
    elif shape == "post_flop_all_in" and shovers:
        late = shovers[-1]
        stacks[late] = max(stacks[late], 8 * bb)
        pre[late], post[late] = d._CALL, d._SHOVE  # calls before the flop, moves in on it
        if deep:
            pre[deep[0]] = d._OPEN
    elif shape == "no_uncalled_bet":
        for seat in deep:
            pre[seat], post[seat] = d._CALL, d._CALL
    elif shape in ("folded_above_all_in", "uncontested_side_pot"):
        quitters = [s for s in range(p.n) if pre[s] == d._FOLD_LATER]
        if level == 3:
            _break_pairs(p, shovers)
        if not quitters and deep:
            free = [s for s in dr.seats if pre[s] == d._FOLD]
            if free:
                quitter = free[0]
                stacks[quitter] = max(stacks[quitter], stacks[deep[0]])
                pre[quitter], p.thresholds[quitter], post[quitter] = d._FOLD_LATER, stacks[quitter], d._FOLD
        if deep:
            pre[deep[0]], post[deep[0]] = (d._RAISE if shape == "uncontested_side_pot" else d._CALL), d._RAISE
            p.raises[deep[0]] = 1
    elif shape == "equal_all_ins" and level == 3 and rnd() < 0.5:
        for seat in range(p.n):
            if pre[seat] == d._FOLD_LATER:
                post[seat] = d._CALL  # the player who called everything sees it through


def _break_pairs(p: _Plan, shovers: list[int]) -> None:
    """Make the all-ins of ``shovers`` all different (one unit apart at least)."""
    seen: set[int] = set()
    for seat in sorted(shovers, key=lambda s: p.stacks[s]):
        while p.stacks[seat] in seen:
            p.stacks[seat] += p.unit
        seen.add(p.stacks[seat])


def hand_facts(p: _Plan, h: _Hand) -> HandFacts:
    """The facts (:class:`~dealer_trainer.drills.shapes.HandFacts`) of a played hand."""
    return HandFacts(
        totals=tuple(h.total),
        folded=tuple(h.folded),
        all_in=tuple(a and not f for a, f in zip(h.all_in, h.folded, strict=True)),
        flop_all_in=tuple(
            a and not f and not (h.pre_all_in and h.pre_all_in[i])
            for i, (a, f) in enumerate(zip(h.all_in, h.folded, strict=True))
        ),
        cash=p.stakes.kind == "cash",
        big_blind=p.stakes.big_blind,
    )


def fits_shaped(level: int, shape: str, p: _Plan, h: _Hand) -> bool:
    """True when the played hand has the level's frame (all-in levels, folds) and ``shape``."""
    n, total, folded, all_in = h.n, h.total, h.folded, h.all_in
    top = max(total)
    levels = {total[i] for i in range(n) if all_in[i] and not folded[i] and total[i] < top}
    levels |= {min(top, sorted(total)[-2])} if any(all_in[i] and total[i] == top for i in range(n)) else set()
    low, high = ALL_IN_LEVELS[level]
    if not low <= len(levels) <= high:
        return False
    if level == 1 and any(folded):
        return False
    if level == 2:
        sb_seat, bb_seat = d._blind_seats(n, h.button)
        if not ((folded[sb_seat] and total[sb_seat]) or (folded[bb_seat] and total[bb_seat])):
            return False
    return classify(hand_facts(p, h)) == shape


def shaped_drill(level: int, rng: random.Random, code: str, log: list[d.Action] | None) -> Drill:
    """A version-4 drill of ``level`` (1-4): its shape drawn from :data:`MIX`, then dealt; when
    no hand of that shape comes in :data:`dealing._MAX_TRIES` tries, the level's next shape."""
    first = draw_shape(level, rng)
    names = [shape for shape, _weight in MIX[level]]
    start = names.index(first)
    for shape in names[start:] + names[:start]:
        shaper = partial(plan_shaped, level, shape)
        for _attempt in range(d._MAX_TRIES):
            plan = d._plan(level, rng, SHAPES_VERSION, shaper)
            hand = d._play(plan, rng, log is not None)
            if hand is not None and fits_shaped(level, shape, plan, hand):
                drill = d._build(level, plan, hand, rng, code)
                if log is not None and hand.log is not None:
                    seat_names = [seat.name for seat in drill.seats]
                    log.extend((street, seat_names[i], kind, chips) for street, i, kind, chips in hand.log)
                return drill
    raise AssertionError(f"no level {level} drill after {d._MAX_TRIES} tries")  # pragma: no cover
