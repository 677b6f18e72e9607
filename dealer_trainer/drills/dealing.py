"""Dealing a drill: the simulated hand behind every generated drill (the public functions are
:mod:`dealer_trainer.drills.generator`'s).

Every drill comes from a hand that was really played out, seat by seat: realistic stacks for the
stakes, forced bets posted, then folds, calls, raises with legal minimum raises and all-ins (the
full-raise rule: a short all-in does not reopen the betting, docs/rules.md#incomplete-raises).
Totals are therefore legal by construction. A level's shape (how many all-in levels, folded
blinds, antes ...) is asked of the simulated hand; a hand without it is dealt again from the
same random stream, so a seed always gives the same drill.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import TypeVar

from dealer_trainer.drills.codes import CLASSIC_VERSION
from dealer_trainer.drills.models import Drill, DrillSeat, Stakes
from dealer_trainer.engine.cards import DECK, RANKS, SUITS
from dealer_trainer.engine.chips import CASH_CHIPS, TOURNAMENT_CHIPS, ChipSet
from dealer_trainer.i18n import _

#: Position labels clockwise from the button, by number of seats (rules: heads-up the button
#: posts the small blind).
POSITIONS: dict[int, tuple[str, ...]] = {
    2: ("BTN", "BB"),
    3: ("BTN", "SB", "BB"),
    4: ("BTN", "SB", "BB", "UTG"),
    5: ("BTN", "SB", "BB", "UTG", "CO"),
    6: ("BTN", "SB", "BB", "UTG", "HJ", "CO"),
    7: ("BTN", "SB", "BB", "UTG", "LJ", "HJ", "CO"),
    8: ("BTN", "SB", "BB", "UTG", "UTG+1", "LJ", "HJ", "CO"),
    9: ("BTN", "SB", "BB", "UTG", "UTG+1", "MP", "LJ", "HJ", "CO"),
    10: ("BTN", "SB", "BB", "UTG", "UTG+1", "UTG+2", "MP", "LJ", "HJ", "CO"),
}

#: First names for seats (unique per drill).
NAMES: tuple[str, ...] = (
    "Anna", "Bram", "Chris", "Dana", "Eli", "Fatima", "Gus", "Hana", "Ivan", "Joy", "Kofi", "Lena",
    "Marco", "Nora", "Omar", "Priya", "Quinn", "Rosa", "Sam", "Tariq", "Uma", "Vik", "Wendy", "Xavi",
    "Yara", "Zoe", "Aiko", "Ben", "Carla", "Diego", "Emma", "Farid", "Grace", "Hugo", "Ines", "Jonas",
    "Kim", "Luis", "Mia", "Nils", "Olga", "Pedro", "Rahul", "Sofia", "Tom", "Ugo", "Vera", "Wim",
    "Yusuf", "Zara", "Amir", "Bea", "Cole", "Dmitri", "Elif", "Finn", "Gita", "Hassan", "Ida", "Jack",
    "Kai", "Leila", "Max", "Nadia", "Otto", "Pia", "Ravi", "Sara", "Theo", "Ana", "Bilal", "Chen",
)  # fmt: skip


#: Cash stakes: (small blind, big blind, smallest unit used to make the blinds, WSOP-C 152).
CASH_STAKES: tuple[tuple[int, int, int], ...] = (
    (1, 2, 1), (1, 3, 1), (2, 5, 1), (5, 10, 5), (10, 20, 5), (25, 50, 25),
)  # fmt: skip
#: Tournament levels with a traditional ante: (level, small blind, big blind, ante, unit).
ANTE_LEVELS: tuple[tuple[int, int, int, int, int], ...] = (
    (5, 100, 200, 25, 25), (6, 150, 300, 25, 25), (7, 200, 400, 50, 25), (8, 300, 600, 75, 25),
    (9, 400, 800, 100, 25), (10, 500, 1000, 100, 100), (11, 600, 1200, 200, 100),
    (12, 1000, 2000, 300, 100),
)  # fmt: skip
#: Tournament levels with a big-blind ante (TDA 2024 RP-11): (level, sb, bb, ante, unit). From
#: 200/400 the T25 chips are raced off, so the smallest chip in play is T100, later T500.
BBA_LEVELS: tuple[tuple[int, int, int, int, int], ...] = (
    (6, 100, 200, 200, 25), (7, 150, 300, 300, 25), (8, 200, 400, 400, 100), (9, 300, 600, 600, 100),
    (10, 400, 800, 800, 100), (11, 500, 1000, 1000, 100), (12, 600, 1200, 1200, 100),
    (13, 800, 1600, 1600, 100), (14, 1000, 2000, 2000, 100), (15, 1500, 3000, 3000, 500),
    (16, 2000, 4000, 4000, 500), (17, 2500, 5000, 5000, 500),
)  # fmt: skip

#: Seats at the table per level (inclusive bounds).
SEAT_RANGE: dict[int, tuple[int, int]] = {1: (2, 3), 2: (3, 6), 3: (6, 10), 4: (6, 9)}
#: Distinct all-in levels per level (inclusive bounds).
ALL_IN_RANGE: dict[int, tuple[int, int]] = {1: (1, 1), 2: (2, 2), 3: (3, 5), 4: (2, 5)}

# seat intents in the simulated betting
_FOLD, _CALL, _SHOVE, _RAISE, _OPEN, _FOLD_LATER = range(6)
_MAX_TRIES = 200
T = TypeVar("T")
#: One thing a seat did: (street, seat, kind, chips put in by it). ``kind`` is ``"ante"``,
#: ``"big_blind_ante"``, ``"dead_small_blind"`` (dead money), ``"small_blind"``, ``"big_blind"``,
#: ``"missed_big_blind"`` (live posts), ``"fold"``, ``"check"``, ``"call"`` or ``"raise"`` (a bet
#: or raise; all-in when it empties the stack). The seat is its name; while the hand is played,
#: its index (:data:`_Move`).
Action = tuple[str, str, str, int]
_Move = tuple[str, int, str, int]


# Draws from the drill's own stream, through ``random()`` only (quicker than the bounded helpers
# of :mod:`random`; the tiny bias of ``int(random() * n)`` does not matter for a drill).
def _choice(rnd: Callable[[], float], seq: Sequence[T]) -> T:
    return seq[int(rnd() * len(seq))]


def _randint(rnd: Callable[[], float], low: int, high: int) -> int:
    return low + int(rnd() * (high - low + 1))


def _shuffle(rnd: Callable[[], float], items: list[T]) -> None:
    for i in range(len(items) - 1, 0, -1):
        j = int(rnd() * (i + 1))
        items[i], items[j] = items[j], items[i]


def _sample(rnd: Callable[[], float], seq: Sequence[T], k: int) -> list[T]:
    pool = list(seq)
    size = len(pool)
    for i in range(k):
        j = i + int(rnd() * (size - i))
        pool[i], pool[j] = pool[j], pool[i]
    return pool[:k]


class _Hand:
    """The hand being played: plain lists indexed by seat (kept lean for speed)."""

    __slots__ = (
        "n", "button", "bb", "unit", "stack", "total", "bet", "folded", "all_in", "dead", "log", "pre_all_in",
    )  # fmt: skip

    def __init__(self, stacks: list[int], button: int, bb: int, unit: int) -> None:
        n = len(stacks)
        self.n = n
        self.button = button
        self.bb = bb
        self.unit = unit
        self.stack = list(stacks)
        self.total = [0] * n
        self.bet = [0] * n
        self.folded = [False] * n
        self.all_in = [False] * n
        self.dead = 0
        self.pre_all_in: list[bool] = []  # who was all-in when the flop came (set by _play)
        self.log: list[_Move] | None = None  # filled only when the actions are asked for

    def put(self, seat: int, chips: int, kind: str = "") -> None:
        """Seat ``seat`` puts ``chips`` (at most its stack) in front of it as a live bet."""
        if self.log is not None:
            self.log.append(("preflop", seat, kind, chips))
        self.stack[seat] -= chips
        self.total[seat] += chips
        self.bet[seat] += chips
        if self.stack[seat] == 0:
            self.all_in[seat] = True

    def post_ante(self, seat: int, chips: int) -> None:
        """Seat ``seat`` posts a per-player ante of ``chips`` (at most its stack): its own chips
        in the pot, layered like any other, but not part of its bet in the betting round."""
        chips = min(chips, self.stack[seat])
        if self.log is not None:
            self.log.append(("preflop", seat, "ante", chips))
        self.stack[seat] -= chips
        self.total[seat] += chips
        if self.stack[seat] == 0:
            self.all_in[seat] = True

    def pay_dead(self, seat: int, chips: int, kind: str = "") -> None:
        """Seat ``seat`` pays ``chips`` of dead money (ante, dead small blind) to the middle."""
        chips = min(chips, self.stack[seat])
        if self.log is not None:
            self.log.append(("preflop", seat, kind, chips))
        self.stack[seat] -= chips
        self.dead += chips
        if self.stack[seat] == 0:
            self.all_in[seat] = True

    def betting_round(
        self,
        first: int,
        current: int,
        min_raise: int,
        intents: list[int],
        thresholds: list[int],
        raises: list[int],
        rng: random.Random,
        street: str = "preflop",
    ) -> bool:
        """Play one betting round from seat ``first``; False if all but one seat folded.

        ``current`` is the bet to call (the full big blind preflop, even after a short post:
        docs/rules.md#short-blinds-and-the-call); ``min_raise`` the last full raise. A seat may
        raise only if it has not acted yet or faces at least a full raise since it last acted
        (TDA 2024 Rules 43 and 47-A; docs/rules.md#incomplete-raises).
        """
        n, unit = self.n, self.unit
        rnd = rng.random
        stack, bet, folded, all_in, total = self.stack, self.bet, self.folded, self.all_in, self.total
        acted: list[int | None] = [None] * n
        order = [(first + k) % n for k in range(n)]
        live = n - sum(folded)
        active = sum(1 for j in range(n) if not folded[j] and not all_in[j])  # can still bet
        while True:
            moved = False
            for i in order:
                if folded[i] or all_in[i] or (acted[i] is not None and bet[i] >= current):
                    continue
                moved = True
                to_call = current - bet[i]
                top = bet[i] + stack[i]
                intent = intents[i]
                last_total = acted[i]
                may_raise = (
                    intent >= _SHOVE
                    and (last_total is None or current - last_total >= min_raise)
                    and top > current
                    and active > 1  # someone must be able to answer a raise
                )
                target = 0
                if intent in (_FOLD, _FOLD_LATER):
                    if to_call > 0 and (intent == _FOLD or current > thresholds[i]):
                        folded[i] = True
                        if self.log is not None:
                            self.log.append((street, i, "fold", 0))
                        live -= 1
                        active -= 1
                        if live == 1:
                            return False
                        continue
                elif intent == _SHOVE:
                    if may_raise:
                        target = top
                elif (
                    intent in (_RAISE, _OPEN)
                    and may_raise
                    and raises[i] > 0
                    and (intent == _RAISE or current <= self.bb)
                ):
                    raises[i] -= 1
                    if current == 0:
                        pot = sum(total) + self.dead
                        size = pot * _choice(rnd, (0.33, 0.5, 0.66, 0.75, 1.0))
                    elif current <= self.bb:
                        size = current * _choice(rnd, (2.5, 3.0, 3.0, 3.5))
                    else:
                        size = current * _choice(rnd, (2.2, 2.5, 3.0))
                    target = max(int(math.ceil(size / unit)) * unit, current + min_raise)
                    if target >= 0.45 * top:
                        target = top
                raised = target > current
                if raised:
                    chips = target - bet[i]
                    if target - current >= min_raise:
                        min_raise = target - current
                    current = target
                else:
                    chips = to_call if to_call < stack[i] else stack[i]
                if self.log is not None:
                    kind = "raise" if raised else "call" if chips else "check"
                    self.log.append((street, i, kind, chips))
                stack[i] -= chips
                total[i] += chips
                bet[i] += chips
                if stack[i] == 0:
                    all_in[i] = True
                    active -= 1
                acted[i] = current
            if not moved:
                return True

    def new_street(self) -> None:
        """Bets are pulled in: a new betting round starts from zero."""
        self.bet = [0] * self.n


def _bb_range(low_bb: float, high_bb: float) -> tuple[float, float]:
    """Stack sizes between ``low_bb`` and ``high_bb`` big blinds as (log low, log span)."""
    return math.log(low_bb), math.log(high_bb) - math.log(low_bb)


# stack ranges in big blinds: tournament 5-60 BB, cash 40-250 BB with some short stacks
_T_SHORT, _T_DEEP, _T_ANY = _bb_range(3, 25), _bb_range(25, 60), _bb_range(5, 60)
_C_SHORT, _C_DEEP, _C_ANY = _bb_range(10, 100), _bb_range(100, 250), _bb_range(40, 250)
_SHORTISH, _L1_SHORT, _L1_DEEP = _bb_range(8, 40), _bb_range(10, 60), _bb_range(60, 250)

_CASH_STAKES = tuple((Stakes("cash", sb, bb), unit) for sb, bb, unit in CASH_STAKES)
_ANTE_STAKES = tuple(
    (Stakes("tournament", sb, bb, ante, "per_player", "", number), unit)
    for number, sb, bb, ante, unit in ANTE_LEVELS
)
_BBA_STAKES = tuple(
    (Stakes("tournament", sb, bb, ante, "big_blind", "", number), unit)
    for number, sb, bb, ante, unit in BBA_LEVELS
)


class _Plan:
    """What the level asks for: table, stakes, stacks and the intents of each seat."""

    __slots__ = (
        "stakes", "chip_set", "unit", "n", "button", "stacks", "pre", "post", "thresholds", "raises",
        "dead_sb_seat", "chop", "ante_mode", "version",
    )  # fmt: skip
    stakes: Stakes
    chip_set: ChipSet
    unit: int  # the smallest chip in play
    n: int  # seats
    button: int
    stacks: list[int]
    pre: list[int]  # each seat's intent before the flop (_FOLD ... _FOLD_LATER)
    post: list[int]  # ... and after it
    thresholds: list[int]
    raises: list[int]
    dead_sb_seat: int  # -1: none
    chop: bool
    ante_mode: str
    version: int


def _blind_seats(n: int, button: int) -> tuple[int, int]:
    if n == 2:
        return button, (button + 1) % n
    return (button + 1) % n, (button + 2) % n


#: Version 2, level 3 with per-player antes: how often a seat is all-in for part (or exactly
#: all) of the ante, and how often a blind is all-in for the ante and part of the blind.
SHORT_ANTE_RATE = 0.5
SHORT_BLIND_RATE = 0.5


@dataclass
class _Draw:
    """What every level's plan draws with: the random stream, the stack sizes for the stakes, the
    seats in random order and the blinds' seats (indices clockwise from seat 0)."""

    rnd: Callable[[], float]
    stack: Callable[[tuple[float, float]], int]
    tournament: bool
    short: tuple[float, float]
    deep: tuple[float, float]
    seats: list[int]
    sb_seat: int
    bb_seat: int


def _plan(
    level: int,
    rng: random.Random,
    version: int = CLASSIC_VERSION,
    shaper: Callable[[_Plan, _Draw], None] | None = None,
) -> _Plan:
    """The plan of one drill of ``level``: table, stakes, stacks and each seat's intents, drawn
    from ``rng`` in a fixed order (a drill code deals the same drill for ever, so the order of
    the draws must never change within a generator ``version``). ``shaper`` plans the seats
    instead of the level's own plan (version 4's shapes, :mod:`.shaped_deals`)."""
    rnd = rng.random
    p = _Plan()
    p.version = version
    low, high = SEAT_RANGE[level]
    if level == 2:
        low = 4  # two all-ins, a deep raiser and a folded blind need four seats
    n = _randint(rnd, low, high)
    p.n = n
    p.button = int(rnd() * n)
    p.dead_sb_seat = -1
    p.chop = False
    p.ante_mode = "none"
    tournament = level == 4 or (level == 3 and rnd() < 0.5)
    if tournament:
        if level == 4:
            p.stakes, unit = _choice(rnd, _BBA_STAKES)
            p.ante_mode = "big_blind"
        else:
            p.stakes, unit = _choice(rnd, _ANTE_STAKES)
            p.ante_mode = "per_player"
        p.chip_set = TOURNAMENT_CHIPS
        short, deep, anyone = _T_SHORT, _T_DEEP, _T_ANY
    else:
        p.stakes, unit = _choice(rnd, _CASH_STAKES)
        p.chip_set = CASH_CHIPS
        short, deep, anyone = _C_SHORT, _C_DEEP, _C_ANY
    p.unit = unit
    units_per_bb = p.stakes.big_blind / unit
    exp = math.exp

    def stack(bounds: tuple[float, float]) -> int:
        """A stack drawn log-uniformly from ``bounds`` (see :func:`_bb_range`), in whole units."""
        return max(1, int(exp(bounds[0] + bounds[1] * rnd()) * units_per_bb + 0.5)) * unit

    p.stacks = [stack(anyone) if rnd() < 0.85 else stack(_SHORTISH) for _ in range(n)]
    p.pre = [_FOLD] * n
    p.post = [_CALL] * n
    p.thresholds = [0] * n
    p.raises = [2] * n
    seats = list(range(n))
    _shuffle(rnd, seats)
    sb_seat, bb_seat = _blind_seats(n, p.button)
    draw = _Draw(rnd, stack, tournament, short, deep, seats, sb_seat, bb_seat)
    (shaper or LEVEL_PLANS[level - 1])(p, draw)
    return p


def _plan_level_1(p: _Plan, d: _Draw) -> None:
    """One all-in against two or three deep stacks (a flop bet between two of them, at times)."""
    rnd, stack, stacks, pre = d.rnd, d.stack, p.stacks, p.pre
    shover, *others = d.seats
    stacks[shover] = stack(d.short) if d.tournament else stack(_L1_SHORT)
    pre[shover] = _SHOVE
    for k, seat in enumerate(others):
        stacks[seat] = max(stacks[seat], stack(_L1_DEEP), stacks[shover] * 3 // 2 // p.unit * p.unit)
        pre[seat] = _OPEN if k == 0 else _CALL
    if len(others) == 2 and rnd() < 0.5:
        p.post[others[0]] = _RAISE  # a bet on the flop between the two deep stacks


def _plan_level_2(p: _Plan, d: _Draw) -> None:
    """Two all-in levels, a deep raiser, a folded big blind, some folds later, a dead small blind."""
    rnd, stack, stacks, pre, unit, n = d.rnd, d.stack, p.stacks, p.pre, p.unit, p.n
    rest = [s for s in d.seats if s != d.bb_seat]  # the big blind acts last and folds
    s1, s2, big = rest[:3]
    a, b = sorted(stack(d.short) for _ in range(2))
    if a == b:
        b += unit
    stacks[s1], stacks[s2] = a, b
    pre[s1] = pre[s2] = _SHOVE
    stacks[big] = max(stacks[big], stack(d.deep), b * 2)
    first = (p.button + 3) % n
    acts_last = (big - first) % n > max((s1 - first) % n, (s2 - first) % n)
    pre[big] = _RAISE if acts_last else _SHOVE  # isolates the all-ins, or moves in first
    for seat in rest[3:]:
        if rnd() < 0.3:
            pre[seat] = _FOLD_LATER
            p.thresholds[seat] = p.stakes.big_blind * _choice(rnd, (2, 3))
    if not d.tournament and n >= 5 and rnd() < 0.2:
        blinds = (d.sb_seat, d.bb_seat, p.button)
        p.dead_sb_seat = next((s for s in rest[3:] + [big] if s not in blinds), -1)


def _plan_level_3(p: _Plan, d: _Draw) -> None:
    """Three to five all-in levels (two all-ins for the same amount), a caller who raises on the
    flop, a player who folds on the flop after calling everything, a dead small blind or short
    antes."""
    rnd, stack, stacks, pre, post, unit = d.rnd, d.stack, p.stacks, p.pre, p.post, p.unit
    seats = d.seats
    levels = _randint(rnd, 3, min(5, p.n - 3))
    shovers = seats[: levels + 1]
    amounts = sorted({stack(d.short) for _ in range(levels)})
    while len(amounts) < levels:
        amounts = sorted(set(amounts) | {amounts[-1] + unit * _randint(rnd, 1, 20)})
    pair = _choice(rnd, amounts)
    if not d.tournament and rnd() < 0.5:
        pair = _choice(rnd, (20, 25, 40, 50)) * p.stakes.big_blind  # both bought in for one round amount
        amounts[amounts.index(_choice(rnd, amounts))] = pair
    for seat, amount in zip(shovers, [*amounts, pair], strict=True):
        stacks[seat] = amount
        pre[seat] = _SHOVE
        post[seat] = _SHOVE
    caller, quitter = seats[levels + 1 : levels + 3]
    top = max(stacks[s] for s in shovers)
    for seat in (caller, quitter):
        stacks[seat] = max(stacks[seat], stack(d.deep), top * 3 // 2 // unit * unit + 2 * p.stakes.big_blind)
    pre[caller] = _OPEN if rnd() < 0.5 else _CALL
    p.raises[caller] = 1
    post[caller] = _RAISE
    pre[quitter] = _FOLD_LATER
    p.thresholds[quitter] = stacks[quitter]  # calls everything before the flop ...
    post[quitter] = _FOLD  # ... and lets it go on the flop
    if p.ante_mode == "none" and rnd() < 0.3:
        blinds = (d.sb_seat, d.bb_seat, p.button)
        p.dead_sb_seat = next((s for s in seats[levels + 3 :] if s not in blinds), -1)
    if p.version >= 2 and p.ante_mode == "per_player":
        _short_antes(p, rnd, stacks, seats[levels + 3 :], (caller, quitter), d.sb_seat, d.bb_seat)


def _plan_level_4(p: _Plan, d: _Draw) -> None:
    """Tournament chips with a big-blind ante: a blind posted short (or all-in for part of the
    ante), two to four all-in levels, one or two callers, a split at times."""
    rnd, stack, stacks, unit, bb = d.rnd, d.stack, p.stacks, p.unit, p.stakes.big_blind
    seats = d.seats
    levels = _randint(rnd, 2, 4)
    short_blind = rnd()
    rest = seats
    if short_blind < 0.55:  # the big blind cannot cover the blind: posts short, all-in
        stacks[d.bb_seat] = _randint(rnd, 1, bb // unit - 1) * unit
        rest = [s for s in seats if s != d.bb_seat]
        levels -= 1
    elif short_blind < 0.75 and p.stakes.small_blind > unit:  # the small blind posts short
        stacks[d.sb_seat] = _randint(rnd, 1, p.stakes.small_blind // unit - 1) * unit
        rest = [s for s in seats if s != d.sb_seat]
        levels -= 1
    elif short_blind < 0.85:  # big blind covers the blind but only part of the ante
        stacks[d.bb_seat] = bb + _randint(rnd, 1, max(1, p.stakes.ante // unit - 1)) * unit
        rest = [s for s in seats if s != d.bb_seat]
        levels -= 1
    shovers = rest[: max(levels, 1)]
    amounts = sorted({stack(d.short) for _ in shovers})
    if rnd() < 0.3 and len(shovers) >= 2:
        amounts[0] = amounts[-1] = _choice(rnd, amounts)
    while len(amounts) < len(shovers):
        amounts.append(amounts[-1] + unit * _randint(rnd, 1, 40))
    for seat, amount in zip(shovers, amounts, strict=True):
        stacks[seat] = amount
        p.pre[seat] = p.post[seat] = _SHOVE
    callers = rest[len(shovers) : len(shovers) + _choice(rnd, (1, 2, 2))]
    top = max(stacks[s] for s in shovers)
    for k, seat in enumerate(callers):
        stacks[seat] = max(stacks[seat], stack(d.deep), top + _randint(rnd, 0, 40) * unit)
        p.pre[seat] = _RAISE if k == 0 and rnd() < 0.5 else _CALL
        p.raises[seat] = 1
        p.post[seat] = _SHOVE if k == 0 else _CALL
    p.chop = rnd() < 0.5


#: Each build level's own plan (versions 1 and 2).
LEVEL_PLANS = (_plan_level_1, _plan_level_2, _plan_level_3, _plan_level_4)


def _short_antes(
    p: _Plan,
    rnd: Callable[[], float],
    stacks: list[int],
    free: list[int],
    keep: tuple[int, ...],
    sb_seat: int,
    bb_seat: int,
) -> None:
    """Version 2: a seat all-in for part (or exactly all) of the ante, and a blind all-in for
    the ante and part of its blind (ante first, then the blind: docs/rules.md#antes). ``free`` seats
    were to fold; ``keep`` (the caller and the player who folds later) are left alone."""
    ante, unit = p.stakes.ante, p.unit
    others = [s for s in free if s not in (sb_seat, bb_seat)]
    if others and rnd() < SHORT_ANTE_RATE:
        stacks[others[0]] = _randint(rnd, 1, max(1, ante // unit)) * unit
    if rnd() < SHORT_BLIND_RATE:
        for seat, blind in ((sb_seat, p.stakes.small_blind), (bb_seat, p.stakes.big_blind)):
            if seat not in keep and blind // unit >= 2:  # a blind that was to fold or shove
                stacks[seat] = ante + _randint(rnd, 1, blind // unit - 1) * unit
                break


def _play(p: _Plan, rng: random.Random, log: bool = False) -> _Hand | None:
    """Post the forced bets and play preflop and, when two seats can still bet, the flop."""
    stakes = p.stakes
    h = _Hand(p.stacks, p.button, stakes.big_blind, p.unit)
    if log:
        h.log = []
    n = p.n
    sb_seat, bb_seat = _blind_seats(n, p.button)
    if p.ante_mode == "per_player":  # ante first, then the blind (docs/rules.md#antes)
        for seat in range(n):
            if p.version >= 2:
                h.post_ante(seat, stakes.ante)  # each seat's own chips, layered by amount
            else:
                h.pay_dead(seat, stakes.ante, "ante")  # version 1 dealt antes as dead money
    h.put(sb_seat, min(stakes.small_blind, h.stack[sb_seat]), "small_blind")
    h.put(bb_seat, min(stakes.big_blind, h.stack[bb_seat]), "big_blind")  # big blind first (RP-11)
    if p.ante_mode == "big_blind" and h.stack[bb_seat]:
        h.pay_dead(bb_seat, stakes.ante, "big_blind_ante")
    if p.dead_sb_seat >= 0:  # returning player posts the missed blinds: BB live, SB dead
        h.put(p.dead_sb_seat, stakes.big_blind, "missed_big_blind")
        h.pay_dead(p.dead_sb_seat, stakes.small_blind, "dead_small_blind")
    first = p.button if n == 2 else (p.button + 3) % n
    if not h.betting_round(first, stakes.big_blind, stakes.big_blind, p.pre, p.thresholds, p.raises, rng):
        return None
    h.pre_all_in = list(h.all_in)
    can_bet = sum(1 for i in range(n) if not h.folded[i] and not h.all_in[i])
    if can_bet >= 2:
        h.new_street()
        first = (p.button + 1) % n
        raises = [1] * n
        if not h.betting_round(first, 0, stakes.big_blind, p.post, p.thresholds, raises, rng, "flop"):
            return None
    return h


def _fits(level: int, h: _Hand, version: int = CLASSIC_VERSION) -> bool:
    """True when the played hand has the shape the level asks for (version 2, level 3: up to two
    more all-in levels for a short ante and a short blind)."""
    n, total, folded, all_in = h.n, h.total, h.folded, h.all_in
    ordered = sorted(total, reverse=True)
    top, second = ordered[0], ordered[1]
    top_seat = total.index(top)
    uncalled = top > second and not folded[top_seat]
    called = list(total)
    if uncalled:
        called[top_seat] = second
    levels = {called[i] for i in range(n) if all_in[i] and not folded[i]}
    lo, hi = ALL_IN_RANGE[level]
    if version >= 2 and level == 3:
        hi += 2
    if not lo <= len(levels) <= hi:
        return False
    if level == 1:
        return not any(folded) and not uncalled and sum(all_in) == 1
    if level == 2:
        sb_seat, bb_seat = _blind_seats(n, h.button)
        folded_blind = (folded[sb_seat] and total[sb_seat]) or (folded[bb_seat] and total[bb_seat])
        return bool(folded_blind) and uncalled
    if level == 3:
        all_in_totals = [called[i] for i in range(n) if all_in[i]]
        shortest = min(all_in_totals)
        equal = len(all_in_totals) > len(set(all_in_totals))
        deep_fold = any(folded[i] and total[i] > shortest for i in range(n))
        return equal and deep_fold
    return True


def _deal(p: _Plan, h: _Hand, rng: random.Random) -> tuple[list[str], str]:
    """Hole cards for the seats still in and a five-card board, from a shuffled deck."""
    rnd = rng.random
    live = [i for i in range(p.n) if not h.folded[i]]
    holes = [""] * p.n
    deck = list(DECK)
    start = 0
    if p.chop and len(live) >= 2:  # two seats holding the same two ranks: a likely split
        a, b = _sample(rnd, live, 2)
        r1, r2 = _sample(rnd, RANKS, 2)
        s1, s2 = _sample(rnd, SUITS, 2)
        s3, s4 = _sample(rnd, SUITS, 2)
        chosen = [r1 + s1, r2 + s3, r1 + s2, r2 + s4]
        holes[a], holes[b] = chosen[0] + chosen[1], chosen[2] + chosen[3]
        for card in chosen:
            deck.remove(card)
        live = [i for i in live if i not in (a, b)]
    cards = _sample(rnd, deck, 2 * len(live) + 5)
    for seat in live:
        holes[seat] = cards[start] + cards[start + 1]
        start += 2
    return holes, "".join(cards[start : start + 5])


@lru_cache(maxsize=8192)
def break_down_fast(amount: int, values_desc: tuple[int, ...]) -> dict[int, int]:
    """``amount`` as chips, biggest first (as :func:`engine.chips.break_down`, without checks).

    Cached: callers must not change the returned dict (a :class:`DrillSeat` copies it).
    """
    out: dict[int, int] = {}
    for value in values_desc:
        if amount >= value:
            count, amount = divmod(amount, value)
            out[value] = count
    return out


def _build(level: int, p: _Plan, h: _Hand, rng: random.Random, code: str) -> Drill:
    rnd = rng.random
    n = p.n
    holes, board = _deal(p, h, rng)
    labels = POSITIONS[n]
    names = _sample(rnd, NAMES, n)
    values = tuple(reversed(p.chip_set.values))
    seats = tuple(
        DrillSeat(
            name=names[i],
            position=labels[(i - p.button) % n],
            stack=h.stack[i],
            committed=h.total[i],
            chips=break_down_fast(h.total[i], values),
            folded=h.folded[i],
            all_in=h.all_in[i] and not h.folded[i],
            hole=holes[i],
        )
        for i in range(n)
    )
    return Drill(
        code=code,
        level=level,
        title=_("Level {level} drill").format(level=level),
        stakes=p.stakes,
        chip_set=p.chip_set.name,
        seats=seats,
        button=names[p.button],
        dead=h.dead,
        dead_chips=_dead_chips(p, h, values),
        unit=p.unit,
        board=board,
    )


def _dead_chips(p: _Plan, h: _Hand, values: Sequence[int]) -> dict[int, int]:
    """The dead money as the chips that were put in: each ante or dead blind pushed separately."""
    if not h.dead:
        return {}
    stakes = p.stakes
    pieces: list[int] = []
    if p.ante_mode == "per_player" and p.version == 1:
        pieces = [stakes.ante] * p.n
    else:
        rest = h.dead
        if p.dead_sb_seat >= 0:
            pieces.append(stakes.small_blind)
            rest -= stakes.small_blind
        if rest:
            pieces.append(rest)
    out: dict[int, int] = {}
    for piece in pieces:
        for value, count in break_down_fast(piece, values).items():
            out[value] = out.get(value, 0) + count
    return out
