"""Street-by-street drills: a hand dealt and played out action by action, with a pull-in to
build at the end of each betting round (no Qt).

A :class:`StreetDrill` is a :class:`~dealer_trainer.engine.betting_table.Table`, a legal action
sequence (every action accepted by the betting referee, :mod:`dealer_trainer.engine.betting`)
and the cards. At the end of each betting round the dealer pulls the bets in: the pots already
in the middle from earlier streets (and the antes, before the flop) plus this round's bets
become the pots after the pull-in, and an uncalled bet goes back (docs/rules.md#uncalled-bets).

A pull-in is graded as a pot build: the pull-in at the end of street *k* is the build of the
:class:`Drill` whose committed amounts are the hand's totals to that point
(:attr:`StreetRound.after`), with the earlier streets' chips already lying in their pots
(:attr:`StreetRound.before`, :func:`start_piles`). Side pots are cut at the totals of the seats
still in the hand (TDA 2024 Rule 21; docs/rules.md#table-stakes-and-side-pots), and a layer
formed on an earlier street keeps its index, so the earlier pots are a prefix of the later ones.

Every function takes an explicit seed or :class:`random.Random`; the same code always deals the
same drill.

The straddle mix (code version 2): at the cash no-limit and pot-limit levels (:data:`MIX_LEVELS`)
one seed in four (:data:`STREET_MIX_SHARE`: the seeds that leave 3 divided by 4) deals a hand of
the mix instead: a straddle, a re-straddle, a button straddle (either ``button_straddle_first``),
a returning player's live big blind and dead small blind, or a bomb pot
(docs/rules.md#straddle, #button-straddle, #posts-and-dead-money, #bomb-pot). Its code carries
version 2; every version-1 code (all codes made before the mix) deals its old hand.
"""

from __future__ import annotations

import random
import re
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from functools import cached_property
from types import MappingProxyType

from dealer_trainer.drills.checking import solution_piles
from dealer_trainer.drills.codes import SEED_SPACE, STREET, make_code, read_code
from dealer_trainer.drills.dealing import CASH_STAKES, DECK, NAMES, POSITIONS, break_down_fast
from dealer_trainer.drills.errors import DrillError
from dealer_trainer.drills.models import Drill, DrillSeat, Stakes
from dealer_trainer.drills.piles import parse_pile
from dealer_trainer.engine.betting import Action, BettingState, Do
from dealer_trainer.engine.betting_table import (
    ButtonStraddleFirst,
    DeadPost,
    LivePost,
    Straddle,
    Street,
    Structure,
    Table,
)
from dealer_trainer.engine.chips import CHIP_SETS
from dealer_trainer.engine.errors import PotError
from dealer_trainer.engine.showdown import HOLE_COUNT, Game
from dealer_trainer.i18n import N_, _

__all__ = [
    "MIX_LEVELS",
    "MIX_VERSION",
    "STREET_LEVELS",
    "STREET_MIX_SHARE",
    "MIXES",
    "LIMIT_LEVELS",
    "OMAHA_HILO_LEVEL",
    "PLO_LEVEL",
    "StreetDrill",
    "StreetRound",
    "decode_street",
    "encode_street",
    "is_street_code",
    "mix_kind",
    "mix_positions",
    "pot_raise_spots",
    "read_street",
    "start_piles",
    "street_drill",
    "street_drill_from_code",
    "street_drill_for_seed",
]

#: level -> title (looked up with _() when dealt).
STREET_LEVELS: dict[int, str] = {
    1: N_("Streets 1: a side pot formed after the flop"),
    2: N_("Streets 2: side pots on two streets"),
    3: N_("Streets 3: antes and short blinds"),
    4: N_("Streets 4: an uncalled bet at the end"),
    5: N_("Streets 5: pot limit"),
    6: N_("Streets 6: fixed limit, the half bet rule"),
    7: N_("Streets 7: pot-limit Omaha, the pot-size raise on every street"),
    8: N_("Streets 8: Omaha hi-lo, fixed limit, the pot split high and low"),
}
#: The pot-limit Omaha level: four hole cards each, a pot-size ruling on every street.
PLO_LEVEL = 7
#: The Omaha hi-lo level: four hole cards each, fixed limit, each pot halved high and low at the end.
OMAHA_HILO_LEVEL = 8
#: The fixed-limit levels (small bet, big bet, four raises a round; the half bet rule).
LIMIT_LEVELS = (6, OMAHA_HILO_LEVEL)

_TRIES = 400

#: The levels whose new codes deal the straddle mix: the cash games in no limit and pot limit.
MIX_LEVELS = (1, 2, 4, 5)
#: The share of seeds at :data:`MIX_LEVELS` that deal a hand of the mix (seed % 4 == 3).
STREET_MIX_SHARE = (1, 4)
#: The code version of a hand of the mix.
MIX_VERSION = 2
#: The kinds of hand in the mix, with their weights out of 12.
MIXES: dict[str, int] = {"straddle": 3, "restraddle": 2, "button_straddle": 3, "posts": 2, "bomb_pot": 2}

#: Fixed-limit games for level 6: (small blind, big blind, unit); the small bet is the big blind,
#: the big bet twice it (WSOP Live Action Rule 132), four raises a round (Rule 130).
_LIMIT_STAKES = ((1, 2, 1), (1, 3, 1), (2, 4, 1), (5, 10, 5))

#: Tournament levels for level 3: (level, small blind, big blind, ante, big-blind ante?, unit).
_TOURNAMENT = (
    (5, 100, 200, 25, False, 25),
    (7, 200, 400, 50, False, 25),
    (9, 400, 800, 100, False, 100),
    (8, 200, 400, 400, True, 100),
    (10, 400, 800, 800, True, 100),
)


# ---- codes ------------------------------------------------------------------------------------


def _street(level: int | None = None) -> dict[str, object]:
    """The values that make a code error speak of street drill codes (``T2-…``)."""
    return {"kind": "street", "levels": tuple(STREET_LEVELS)} | ({} if level is None else {"level": level})


def is_street_code(code: object) -> bool:
    """Does ``code`` look like a street drill's code (``"T2-7K2Q9X"``, a stud hand's ``"D1-…"``)?"""
    return isinstance(code, str) and re.sub(r"[\s_]+", "", code).upper()[:1] in ("T", "D")


def encode_street(level: int, seed: int, version: int = 1) -> str:
    """The code of a street drill of ``level`` (a key of :data:`STREET_LEVELS`), ``seed``
    (modulo :data:`SEED_SPACE`) and ``version`` (1, or :data:`MIX_VERSION` for the mix).

    >>> encode_street(2, 0), encode_street(1, 31)
    ('T2-222222-1G', 'T1-222233-1Z')
    """
    if level not in STREET_LEVELS:
        raise DrillError("bad_drill_code", "code", value=level, reason="level", **_street(level))
    return make_code(STREET.prefix, level, seed, version)


def decode_street(code: str) -> tuple[int, int]:
    """``(level, seed)`` of a street code (see :func:`read_street`)."""
    level, seed, _version = read_street(code)
    return level, seed


def read_street(code: str) -> tuple[int, int, int]:
    """``(level, seed, version)`` of a street code (``T2-7K2Q9X-1…``, or ``T2-7K2Q9X`` written before the
    check character); case, spaces and the dashes are optional.

    Raises:
        DrillError: ``bad_drill_code`` (``format``, ``level``, ``length``, ``character``,
            ``version``), ``drill_code_typo``; each with the street values (``kind="street"``).
    """
    try:
        read = read_code(code, STREET.prefix)
    except DrillError as exc:
        raise DrillError(exc.code, exc.field, **exc.values, **_street()) from None
    if read.number not in STREET_LEVELS:
        raise DrillError("bad_drill_code", "code", value=code, reason="level", **_street(read.number))
    return read.number, read.seed, read.version


# ---- the drill --------------------------------------------------------------------------------


@dataclass(frozen=True)
class StreetRound:
    """One betting round and its pull-in.

    Attributes:
        street: the betting round.
        first, last: indexes into :attr:`StreetDrill.steps` of its first and last action
            (``first > last`` when nobody acted, e.g. everyone all-in before the flop).
        end: the referee's state when the round is complete, bets still in front.
        before: the pots already in the middle as a drill (the totals before this round:
            the previous round's :attr:`after`, or the antes and dead money before the flop),
            None when the middle is empty.
        after: the pull-in to build: the drill of the hand's totals to the end of this round
            (committed chips = the middle plus this round's bets, int).
        final: the betting is over after this round (the uncalled bet, if any, goes back now).
    """

    street: Street
    first: int
    last: int
    end: BettingState
    before: Drill | None
    after: Drill
    final: bool

    @property
    def bets(self) -> Mapping[str, int]:
        """Chips in front of each seat at the end of the round (only seats with chips there)."""
        return self.end.in_front


@dataclass(frozen=True)
class StreetDrill:
    """A hand to deal street by street.

    Attributes:
        code: ``T<level>-XXXXXX`` (``""`` when hand-made).
        level: a key of :data:`STREET_LEVELS` (0 when hand-made).
        title: shown above the table.
        table: seats, stacks at the start of the hand (int chips), blinds, antes, structure.
        steps: the actions in order, each street's first action preceded by its
            :class:`Street` marker (as the ``action`` command reads them).
        stakes, chip_set, unit: as a :class:`Drill` has them.
        positions: seat -> ``BTN``, ``SB``, ``BB``, ``UTG`` ...
        hole: seat -> hole cards; board: the five community cards.
        notes: shown with the hand (an instructor's words, from a drill file).
    """

    code: str
    level: int
    title: str
    table: Table
    steps: tuple[Action | Street, ...]
    stakes: Stakes
    chip_set: str
    unit: int
    positions: Mapping[str, str] = field(default_factory=dict)
    hole: Mapping[str, str] = field(default_factory=dict)
    board: str = ""
    notes: str = ""

    @cached_property
    def states(self) -> tuple[BettingState, ...]:
        """The referee's state before any action, then after each step (a street marker is
        the pull-in and the next street). Raises IllegalAction for an illegal sequence."""
        state = BettingState.start(self.table)
        out = [state]
        for step in self.steps:
            state = state.next_street() if isinstance(step, Street) else state.apply(step)
            out.append(state)
        return tuple(out)

    @cached_property
    def rounds(self) -> tuple[StreetRound, ...]:
        """Every betting round played, in order, with its pull-in."""
        states = self.states
        start = states[0]
        before = ante_drill(self, start)
        out: list[StreetRound] = []
        first = 0
        street = start.street  # a bomb pot starts on the flop
        for i, step in enumerate([*self.steps, None]):
            if step is None or isinstance(step, Street):
                end = states[i]  # the state after step i - 1
                after = drill_at(self, end, final=end.betting_over)
                out.append(StreetRound(street, first, i - 1, end, before, after, end.betting_over))
                if step is None:
                    break
                before, street, first = after, step, i + 1
        return tuple(out)

    @property
    def final(self) -> BettingState:
        """The state when the betting is over."""
        return self.states[-1]

    def final_drill(self) -> Drill:
        """The whole hand as a classic drill (every total in front), with the cards: the last
        pull-in, and the award after it."""
        return self.rounds[-1].after

    @property
    def variant(self) -> str:
        """``"omaha-hilo"`` for a hand of :data:`OMAHA_HILO_LEVEL` (its award halves each pot
        high and low, docs/rules.md#hi-lo-and-stud), a stud hand's game (``"stud"``,
        ``"stud-hilo"``, ``"razz"``: the award reads seven cards per seat), else ``""``."""
        if self.table.stud is not None:
            return self.table.stud.variant.value
        return "omaha-hilo" if self.level == OMAHA_HILO_LEVEL else ""

    def board_for(self, street: Street) -> str:
        """The community cards showing on ``street`` (none pre-flop, 3 on the flop ...)."""
        count = {Street.PREFLOP: 0, Street.FLOP: 3, Street.TURN: 4}.get(street, 5)
        return self.board[: 2 * count]


def _seat(sd: StreetDrill, state: BettingState, name: str, committed: int, cards: bool) -> DrillSeat:
    folded = name in state.folded
    values = tuple(reversed(CHIP_SETS[sd.chip_set].values))
    return DrillSeat(
        name=name,
        position=sd.positions.get(name, ""),
        stack=state.stacks[name],
        committed=committed,
        chips=break_down_fast(committed, values),
        folded=folded,
        all_in=not folded and state.stacks[name] == 0,
        hole="" if folded or not cards else sd.hole.get(name, ""),
    )


def drill_at(sd: StreetDrill, state: BettingState, final: bool) -> Drill:
    """The pull-in of ``state`` (a complete round) as a drill: each seat's committed chips are
    its whole total so far (middle plus bets in front). ``final`` adds the cards (for the
    award) when the betting is over (a stud hand's seven cards per seat, no board); else the board
    shows the cards of ``state``'s street."""
    cards = final and len(state.live) >= 2 and (len(sd.board) == 10 or sd.table.stud is not None)
    seats = tuple(_seat(sd, state, s, state.committed(s), cards) for s in state.seats)
    drill = _drill(sd, seats, state.dead, sd.board if cards else sd.board_for(state.street))
    if state.street == Street.PREFLOP:
        return drill
    return replace(drill, street_base=max(state.middle.values(), default=0))


def ante_drill(sd: StreetDrill, start: BettingState) -> Drill | None:
    """The antes and dead money in the middle before the first action, as a drill (its pots
    are what lies in the middle when the cards are dealt), or None when the middle is empty."""
    if not start.dead and not any(start.middle.values()):
        return None
    seats = tuple(_seat(sd, start, s, start.middle[s], False) for s in start.seats)
    return _drill(sd, seats, start.dead, "")


def _drill(sd: StreetDrill, seats: tuple[DrillSeat, ...], dead: int, board: str) -> Drill:
    values = tuple(reversed(CHIP_SETS[sd.chip_set].values))
    return Drill(
        code=sd.code,
        level=0,
        title=sd.title,
        stakes=sd.stakes,
        chip_set=sd.chip_set,
        seats=seats,
        button=sd.table.button,
        dead=dead,
        dead_chips=break_down_fast(dead, values) if dead else {},
        unit=sd.unit,
        board=board,
        game=sd.table.game,
        variant=sd.variant,
    )


def start_piles(round_: StreetRound) -> dict[str, dict[str, int]]:
    """The piles already on the table when ``round_``'s pull-in begins: the pots in the middle
    (pile id -> origin -> chips, as :func:`checking.solution_piles` gives them), without any
    return (an uncalled bet goes back only when the betting is over)."""
    if round_.before is None:
        return {}
    piles = solution_piles(round_.before)
    return {pile: dict(moves) for pile, moves in piles.items() if parse_pile(pile).kind == "pot"}


# ---- the generator ----------------------------------------------------------------------------


def _round_to(amount: int, unit: int) -> int:
    return -(-amount // unit) * unit


def _stacks(level: int, n: int, bb: int, unit: int, rnd: random.Random) -> list[int]:
    """Stacks in chips: two or three short ones (all-ins on different streets) and deep ones."""
    # every choice is drawn whatever the level, so a level's drills never change when one is added
    shorts = {1: 1, 2: rnd.choice((2, 3)), 3: rnd.choice((1, 2)), 4: rnd.choice((1, 2))}[min(level, 4)]
    shorts = min(shorts, n - 2)
    sizes = [rnd.uniform(4, 30) for _i in range(shorts)] + [rnd.uniform(60, 200) for _i in range(n - shorts)]
    rnd.shuffle(sizes)
    return [max(unit, _round_to(int(s * bb), unit)) for s in sizes]


def _limit_stacks(n: int, bb: int, unit: int, rnd: random.Random) -> list[int]:
    """Fixed limit: one or two stacks of a few bets (all-in for part of a bet on some street,
    where the half bet rule decides) and deep ones."""
    shorts = min(rnd.choice((1, 2)), n - 2)
    sizes = [rnd.uniform(1.5, 9) for _i in range(shorts)] + [rnd.uniform(30, 80) for _i in range(n - shorts)]
    rnd.shuffle(sizes)
    return [max(unit, _round_to(int(s * bb), unit)) for s in sizes]


def _table(level: int, rnd: random.Random) -> tuple[Table, Stakes, str, int, dict[str, str]]:
    n = {1: rnd.choice((3, 4)), 2: rnd.choice((4, 5, 6)), 3: rnd.choice((4, 5, 6)), 4: rnd.choice((3, 4, 5))}[
        min(level, 4)  # level 5 (pot limit) seats as many as level 4
    ]
    names = rnd.sample(NAMES, n)
    button = rnd.randrange(n)
    if level == 3:
        number, sb, bb, ante, bba, unit = rnd.choice(_TOURNAMENT)
        stakes = Stakes("tournament", sb, bb, ante, "big_blind" if bba else "per_player", "", number)
        chip_set = "tournament"
    else:
        sb, bb, unit = rnd.choice(_LIMIT_STAKES if level in LIMIT_LEVELS else CASH_STAKES)
        ante, bba = 0, False
        stakes = Stakes("cash", sb, bb)
        chip_set = "cash"
    limit = level in LIMIT_LEVELS
    stacks = _limit_stacks(n, bb, unit, rnd) if limit else _stacks(level, n, bb, unit, rnd)
    if level == 3 and rnd.random() < 0.5:
        # a blind (or a seat, for the ante) all-in before the deal (docs/rules.md#all-in-before-the-deal)
        who = (button + rnd.choice((1, 2))) % n if n > 2 else rnd.randrange(n)
        stacks[who] = _round_to(rnd.randint(1, max(1, (ante + bb) // unit)) * unit, unit)
    labels = POSITIONS[n]
    positions = {names[i]: labels[(i - button) % n] for i in range(n)}
    table = Table(
        seats=tuple(names),
        button=names[button],
        stacks=dict(zip(names, stacks, strict=True)),
        small_blind=sb,
        big_blind=bb,
        structure=Structure.FIXED_LIMIT
        if limit
        else {5: Structure.POT_LIMIT, PLO_LEVEL: Structure.POT_LIMIT}.get(level, Structure.NO_LIMIT),
        ante=0 if bba else ante,
        big_blind_ante=ante if bba else 0,
        game=Game.OMAHA if level in (PLO_LEVEL, OMAHA_HILO_LEVEL) else Game.HOLDEM,
    )
    return table, stakes, chip_set, unit, positions


def _mix_table(table: Table, mix: str, rnd: random.Random) -> Table | None:
    """``table`` with the straddles, posts or bomb pot of ``mix`` (a key of :data:`MIXES`), or
    None when the table cannot hold it (too few seats, a stack too short for the post)."""
    seats, bb, sb = table.seats, table.big_blind, table.small_blind
    n = len(seats)
    first = table.next_seat(table.big_blind_seat)  # under the gun
    if mix == "bomb_pot":
        return replace(table, bomb_pot=bb * rnd.choice((1, 2, 3)))
    if mix == "button_straddle":
        order = rnd.choice(tuple(ButtonStraddleFirst))
        if n < 4 or table.stacks[table.button] < 2 * bb:
            return None
        return replace(
            table,
            straddles=(Straddle(table.button, 2 * bb),),
            button_straddle=True,
            button_straddle_first=order,
        )
    if mix == "posts":
        others = [s for s in seats if s not in (table.small_blind_seat, table.big_blind_seat)]
        seat = rnd.choice(others)
        if n < 4 or table.stacks[seat] < sb + bb:
            return None
        return replace(
            table, live_posts=(LivePost(seat, bb),), dead_posts=(DeadPost(seat, sb, "small-blind"),)
        )
    second = table.next_seat(first)
    count = 2 if mix == "restraddle" else 1
    if n < 2 + count or table.stacks[first] < 2 * bb or (count == 2 and table.stacks[second] < 4 * bb):
        return None  # a re-straddle needs a seat left of the straddle that is no blind
    straddles = (Straddle(first, 2 * bb), Straddle(second, 4 * bb))
    return replace(table, straddles=straddles[:count])


def mix_positions(table: Table, positions: dict[str, str]) -> dict[str, str]:
    """The position labels with the straddles' (``STR``, ``STR2`` …; the button's ``BTN STR``) and
    a live post's (``POST``), as the blinds' are shown; in a bomb pot no seat posts a blind, so
    none is labelled ``SB`` or ``BB`` (WSOP Live Action Rule 31; docs/rules.md#bomb-pot)."""
    out = dict(positions)
    if table.bomb_pot:
        out = {seat: "" if label in ("SB", "BB") else label for seat, label in out.items()}
    for n, straddle in enumerate(table.straddles, 1):
        label = "STR" if n == 1 else f"STR{n}"
        out[straddle.seat] = f"BTN {label}" if table.button_straddle else label
    for post in table.live_posts:
        out[post.seat] = "POST"
    return out


def mix_kind(table: Table) -> str | None:
    """Which hand of the mix ``table`` deals (a key of :data:`MIXES`), or None."""
    if table.bomb_pot:
        return "bomb_pot"
    if table.button_straddle:
        return "button_straddle"
    if table.live_posts or table.dead_posts:
        return "posts"
    return {0: None, 1: "straddle"}.get(len(table.straddles), "restraddle")


def _choose(state: BettingState, rnd: random.Random, unit: int) -> Action:
    """A plausible legal action for the seat to act: short stacks move all-in often, deep
    stacks call and bet so the hand goes on to later streets."""
    legal = state.legal()
    seat = legal.seat
    assert seat is not None
    bb = state.table.big_blind
    behind = state.stacks[seat]
    short = behind <= 25 * bb
    r = rnd.random()
    rng = legal.raise_range
    if rng is not None and short and r < (0.45 if legal.call else 0.3):
        if rng.max_to == state.bets[seat] + behind:
            return Action(seat, Do.ALL_IN)
        return Action(seat, rng.kind, rng.max_to)  # pot limit: as much as the pot allows
    if legal.call:
        if r < 0.72 or rng is None:
            if rnd.random() < 0.12 and state.street != Street.PREFLOP:
                return Action(seat, Do.FOLD)
            return Action(seat, Do.CALL)
        if r < 0.9:
            return Action(seat, Do.FOLD)
    elif r < 0.55 or rng is None:
        return Action(seat, Do.CHECK)
    assert rng is not None
    pot = sum(state.middle.values()) + state.dead + sum(state.bets.values())
    target = state.current + _round_to(int(pot * rnd.choice((0.5, 0.75, 1.0))), unit)
    to = min(max(target, rng.min_to), rng.max_to)
    if to == state.bets[seat] + behind:
        return Action(seat, Do.ALL_IN)
    return Action(seat, rng.kind, to)


def _play(table: Table, rnd: random.Random, unit: int) -> tuple[Action | Street, ...]:
    state = BettingState.start(table)
    steps: list[Action | Street] = []
    while not state.betting_over:
        if state.round_complete:
            state = state.next_street()
            steps.append(state.street)
            continue
        action = _choose(state, rnd, unit)
        state = state.apply(action)
        steps.append(action)
    return tuple(steps)


def pots_formed(sd: StreetDrill) -> dict[Street, int]:
    """Street -> how many pots (main or side) were added to the middle by its pull-in."""
    out: dict[Street, int] = {}
    before = len(sd.rounds[0].before.settlement().pots) if sd.rounds[0].before else 0
    for round_ in sd.rounds:
        count = len(round_.after.settlement().pots)
        out[round_.street] = count - before
        before = count
    return out


def half_bet_spots(sd: StreetDrill) -> list[int]:
    """Fixed limit: the steps (indexes into :attr:`StreetDrill.steps`) where the seat to act
    faces an all-in bet or raise of less than a full bet: where the half bet rule (TDA 2024
    Rule 47-B) decides whether that seat may raise or complete. Empty in other games."""
    if sd.table.structure != Structure.FIXED_LIMIT:
        return []
    out = []
    for i, step in enumerate(sd.steps):
        if not isinstance(step, Action):
            continue
        state = sd.states[i]
        last = state.increases[-1] if state.increases else None
        if last is not None and last.all_in and last.by < state.full_size and last.seat != step.seat:
            out.append(i)
    return out


def _raise_in_question(state: BettingState) -> bool:
    """May the seat to act raise (or complete), or is raising closed by the full or half bet
    rule (not by its stack, the cap or nobody left to raise)?"""
    legal = state.legal()
    return legal.raise_range is not None or (
        legal.closed is not None and legal.closed.code in ("not_reopened", "not_reopened_half_bet")
    )


def _fits(level: int, sd: StreetDrill) -> bool:
    try:
        formed = pots_formed(sd)
        returned = sd.rounds[-1].after.settlement().returned
    except PotError:
        return False
    side_streets = [s for s, k in formed.items() if k > 0 and (s != Street.PREFLOP or k > 1)]
    later = [s for s in side_streets if s != Street.PREFLOP]
    rounds = len(sd.rounds)
    showdown = len(sd.final.live) >= 2
    if level == 1:
        return bool(later) and rounds >= 2 and showdown
    if level == 2:
        return len(side_streets) >= 2 and rounds >= 3
    if level in (3, 5):
        return bool(side_streets) and rounds >= 2
    if level == PLO_LEVEL:
        return bool(side_streets) and rounds >= 3 and _pot_raise_streets(sd)
    if level == OMAHA_HILO_LEVEL:  # a showdown where some pot splits high and low
        halves: dict[int, dict[str | None, set[str]]] = {}
        for a in sd.rounds[-1].after.settlement().awards:
            halves.setdefault(a.pot.index, {})[a.half] = set(a.winners)
        split = any("low" in h and h["low"] != h.get("high") for h in halves.values())
        return bool(side_streets) and rounds >= 2 and split
    if level == 6:  # a seat facing the short all-in whose raise the half bet rule opens or closes
        live = [i for i in half_bet_spots(sd) if _raise_in_question(sd.states[i])]
        return bool(side_streets) and rounds >= 2 and bool(live)
    return returned is not None and bool(side_streets) and rounds >= 2


def deal_cards(seats: tuple[str, ...], count: int, rnd: random.Random) -> tuple[dict[str, str], str]:
    """Hole cards (``count`` each: 2 in hold'em, 4 in Omaha) dealt from a deck shuffled by ``rnd``,
    seat by seat, then the five community cards: ``(seat -> "AsKd…", "QhJdTs3c4h")``."""
    deck = list(DECK)
    rnd.shuffle(deck)
    hole = {seat: "".join(deck[count * i : count * (i + 1)]) for i, seat in enumerate(seats)}
    return hole, "".join(deck[count * len(seats) : count * len(seats) + 5])


def pot_raise_spots(sd: StreetDrill) -> dict[Street, list[int]]:
    """Pot limit: street -> the steps (indexes into :attr:`StreetDrill.steps`) where the seat to
    act may bet or raise the pot (the pot, not its stack, caps the bet), the spots that face a bet
    and calls first (docs/rules.md#pot-limit-pot-size-bet). Empty in other games."""
    if sd.table.structure != Structure.POT_LIMIT:
        return {}
    out: dict[Street, list[int]] = {}
    for i, step in enumerate(sd.steps):
        state = sd.states[i]
        rng = state.legal().raise_range if isinstance(step, Action) else None
        if rng is not None and rng.limit == "pot":
            out.setdefault(state.street, []).append(i)
    for spots in out.values():
        spots.sort(key=lambda i: -called_bets(sd.states[i]))
    return out


def called_bets(state: BettingState) -> int:
    """How many seats besides the seat to act have the bet in front (the bettor and its
    callers, the blinds before the flop); 0 when nobody has bet."""
    if not state.current:
        return 0
    return sum(state.bets[s] == state.current for s in state.seats if s != state.to_act)


def _pot_raise_streets(sd: StreetDrill) -> bool:
    """A pot-size raise on every street the hand bets on (three at least), one facing a bet and a
    call after the flop."""
    spots = pot_raise_spots(sd)
    betting = {r.street for r in sd.rounds if r.last >= r.first}
    facing = any(
        called_bets(sd.states[i]) >= 2
        for street, steps in spots.items()
        if street != Street.PREFLOP
        for i in steps
    )
    return len(spots) >= 3 and set(spots) >= betting and facing


def street_drill(level: int, rnd: random.Random, code: str = "", mix: bool = False) -> StreetDrill:
    """A street drill of ``level`` drawn from ``rnd`` (a hand played out by the referee,
    redealt until it has the level's shape).

    Levels: 1 — 3-4 seats, an all-in called after the flop (a side pot formed on that street);
    2 — 4-6 seats, side pots formed on two different streets; 3 — a tournament with antes or a
    big-blind ante, often a seat all-in before the deal; 4 — an uncalled bet goes back at the
    end, with a side pot; 5 — pot limit (the largest bet is the pot), a side pot; 6 — fixed
    limit (small bet, big bet, a cap of four raises): a short stack all-in for part of a bet,
    where the half bet rule decides who may raise or complete, and a side pot; 7 — pot-limit
    Omaha (four hole cards each): a pot-size bet or raise open on every street the hand bets on,
    one facing a bet and a call after the flop, and a side pot; 8 — Omaha hi-lo in fixed limit
    (four hole cards, small bet and big bet, the board on the felt): a side pot and a showdown
    where some pot is halved high and low, awarded by half (docs/rules.md#hi-lo-and-stud).

    ``mix`` (levels in :data:`MIX_LEVELS`): the hand is one of the mix (:data:`MIXES`, drawn by
    weight): the level's shape with a straddle, re-straddle, button straddle, live and dead post
    or bomb pot.

    Raises:
        DrillError: ``bad_level``.
    """
    if level not in STREET_LEVELS:
        raise DrillError("bad_level", "level", value=level, levels=tuple(STREET_LEVELS))
    kinds = rnd.choices(tuple(MIXES), tuple(MIXES.values()))[0] if mix else ""
    for _attempt in range(_TRIES):
        table, stakes, chip_set, unit, positions = _table(level, rnd)
        if kinds:
            mixed = _mix_table(table, kinds, rnd)
            if mixed is None:
                continue
            table = mixed
            positions = mix_positions(table, positions)
        steps = _play(table, rnd, unit)
        hole, board = deal_cards(table.seats, HOLE_COUNT[table.game], rnd)
        sd = StreetDrill(
            code, level, _(STREET_LEVELS[level]), table, steps, stakes, chip_set, unit,
            MappingProxyType(positions), MappingProxyType(hole), board,
        )  # fmt: skip
        if _fits(level, sd):
            return sd
    raise AssertionError(f"no street drill of level {level} after {_TRIES} tries")  # pragma: no cover


def seed_version(level: int, seed: int) -> int:
    """The code version ``seed`` deals at ``level`` now: :data:`MIX_VERSION` for the share of
    seeds in the mix (:data:`STREET_MIX_SHARE`) at :data:`MIX_LEVELS`, else 1."""
    part, whole = STREET_MIX_SHARE
    return MIX_VERSION if level in MIX_LEVELS and seed % SEED_SPACE % whole >= whole - part else 1


def street_drill_for_seed(level: int, seed: int, version: int | None = None) -> StreetDrill:
    """The street drill of ``level``, ``seed`` and code ``version`` with its code
    (``T<level>-XXXXXX-<version>…``); ``version`` None: the one :func:`seed_version` gives.

    Raises:
        DrillError: ``bad_level``; ``bad_drill_code`` (``version``) for a version-2 code of a
            level without the mix.
    """
    version = seed_version(level, seed) if version is None else version
    if version == MIX_VERSION and level in STREET_LEVELS and level not in MIX_LEVELS:
        code = encode_street(level, seed, version)
        raise DrillError("bad_drill_code", "code", value=code, reason="version", version=version, **_street())
    code = encode_street(level, seed, version)
    if version == MIX_VERSION:
        return street_drill(level, random.Random(f"{code[:9]}-mix"), code, mix=True)
    return street_drill(level, random.Random(seed % SEED_SPACE * 16 + level), code)


def street_drill_from_code(code: str) -> StreetDrill:
    """The street drill a code stands for: the same code always deals the same hand.

    Raises:
        DrillError: ``bad_drill_code``.
    """
    level, seed, version = read_street(code)
    return street_drill_for_seed(level, seed, version)


def new_street_drill(level: int, seed: int | None = None) -> StreetDrill:
    """A street drill with its code: from ``seed``, or a fresh random one when None."""
    if seed is None:
        seed = random.SystemRandom().randrange(SEED_SPACE)
    return street_drill_for_seed(level, seed)
