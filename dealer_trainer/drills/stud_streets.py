"""Seven-card stud, stud hi-lo and razz hands played street by street (no Qt): the headless core
of the stud street hands (issue 29). A hand is a :class:`~dealer_trainer.drills.streets.StreetDrill`
whose table deals stud (``Table.stud``): antes, the bring-in, the completion, five betting rounds
(third to seventh street), the small bet on third and fourth street and the big bet from fifth,
and a short stack whose all-in makes a side pot; each round's pull-in is built and graded as any
street hand's (:attr:`StreetDrill.rounds`). :func:`stud_rulings` gives the questions a dealer
answers on each street: who brings it in and why, who acts first and why
(docs/rules.md#stud-bring-in-and-who-acts).

Each seat's ``hole`` holds its seven cards in dealing order (two down, four up, one down); the
board is empty. A hand has a drill code, ``D<game>-<seed>-1<check>`` (:func:`encode_stud`; game
1 stud, 2 stud hi-lo, 3 razz), that deals the same hand as ``drill --stud GAME --seed S``; the
window plays it as a street hand with :func:`window_rulings` (ui/stud_streets.py).
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from types import MappingProxyType

from dealer_trainer.drills.codes import SEED_SPACE, STUD_STREET, make_code, read_code
from dealer_trainer.drills.errors import DrillError
from dealer_trainer.drills.generator import DECK, NAMES
from dealer_trainer.drills.models import Stakes
from dealer_trainer.drills.rulings import Ruling
from dealer_trainer.drills.streets import StreetDrill, _choose, pots_formed, street_drill_from_code
from dealer_trainer.engine.betting import Action, BettingState, Do
from dealer_trainer.engine.betting_table import Street, Structure, Table
from dealer_trainer.engine.errors import PotError
from dealer_trainer.engine.hilo import Variant
from dealer_trainer.engine.stud import StudDeal
from dealer_trainer.i18n import N_, _
from dealer_trainer.wording.stud_text import opener_sentence

#: game -> title (looked up with _() when dealt).
STUD_STREET_GAMES: dict[Variant, str] = {
    Variant.STUD: N_("Stud streets: seven-card stud"),
    Variant.STUD_HILO: N_("Stud streets: seven-card stud hi-lo"),
    Variant.RAZZ: N_("Stud streets: razz"),
}
#: game -> the number its drill codes carry (``D1-…`` stud, ``D2-…`` stud hi-lo, ``D3-…`` razz).
STUD_NUMBERS: dict[Variant, int] = {Variant.STUD: 1, Variant.STUD_HILO: 2, Variant.RAZZ: 3}
#: (ante, bring-in, small bet, big bet) of the games dealt; the bring-in is less than the small
#: bet and the big bet twice it (Robert's Rules of Poker, seven-card stud).
STUD_STAKES = ((1, 2, 5, 10), (1, 3, 10, 20), (2, 5, 15, 30), (5, 10, 30, 60))
_TRIES = 400


@dataclass(frozen=True)
class StudRuling:
    """A question the dealer answers before ``step`` (an index into :attr:`StreetDrill.steps`):
    who brings it in on third street, who acts first on a later street. ``answer`` is the seat,
    ``why`` the rule as the referee words it (with its source)."""

    step: int
    street: Street
    question: str
    answer: str
    why: str


def _stacks(n: int, small: int, rnd: random.Random) -> list[int]:
    """One or two short stacks (all-in within a few bets: a side pot) and deep ones."""
    shorts = min(rnd.choice((1, 2)), n - 2)
    sizes = [rnd.uniform(1.2, 6) for _i in range(shorts)] + [rnd.uniform(25, 60) for _i in range(n - shorts)]
    rnd.shuffle(sizes)
    return [max(2 * small, int(s * small)) for s in sizes]


def _table(variant: Variant, rnd: random.Random) -> tuple[Table, Stakes, dict[str, str]]:
    n = rnd.choice((4, 5, 6, 7))
    names = rnd.sample(NAMES, n)
    ante, bring_in, small, big = rnd.choice(STUD_STAKES)
    deck = list(DECK)
    rnd.shuffle(deck)
    cards = {seat: tuple(deck[7 * i : 7 * i + 7]) for i, seat in enumerate(names)}
    table = Table(
        seats=tuple(names),
        button=names[rnd.randrange(n)],
        stacks=dict(zip(names, _stacks(n, small, rnd), strict=True)),
        small_blind=bring_in,
        big_blind=small,
        structure=Structure.FIXED_LIMIT,
        ante=ante,
        small_bet=small,
        big_bet=big,
        variant=variant,
        stud=StudDeal(variant, bring_in, MappingProxyType(cards)),
    )
    stakes = Stakes("cash", bring_in, small, ante, "per_player")
    return table, stakes, {seat: "".join(c) for seat, c in cards.items()}


def _stud_choice(state: BettingState, rnd: random.Random) -> Action:
    """A plausible legal action: the bring-in (or now and then a completion), else as in the
    hold'em street hands; an open pair's bet is the small or the big bet, never between."""
    legal = state.legal()
    seat, rng = legal.seat, legal.raise_range
    assert seat is not None
    if legal.bring_in:
        if rng is not None and rnd.random() < 0.25:
            return Action(seat, Do.COMPLETE, rng.min_to)
        return Action(seat, Do.BRING_IN)
    action = _choose(state, rnd, 1)
    if rng is not None and action.to is not None and action.to not in (rng.min_to, rng.max_to):
        return Action(seat, action.do, rnd.choice((rng.min_to, rng.max_to)))
    return action


def _play(table: Table, rnd: random.Random) -> tuple[Action | Street, ...]:
    state = BettingState.start(table)
    steps: list[Action | Street] = []
    while not state.betting_over:
        if state.round_complete:
            state = state.next_street()
            steps.append(state.street)
            continue
        action = _stud_choice(state, rnd)
        state = state.apply(action)
        steps.append(action)
    return tuple(steps)


def _fits(sd: StreetDrill) -> bool:
    """A side pot formed after third street's antes, at least three rounds, a showdown."""
    try:
        formed = pots_formed(sd)
    except PotError:
        return False
    return (
        any(k > 0 for s, k in formed.items() if s != Street.THIRD)
        and len(sd.rounds) >= 3
        and len(sd.final.live) >= 2
    )


def stud_street_drill(variant: Variant, rnd: random.Random, code: str = "") -> StreetDrill:
    """A stud street hand of ``variant`` (stud, stud hi-lo or razz) drawn from ``rnd``: 4-7 seats,
    one or two short stacks, the hand played out by the referee and redealt until a side pot is
    formed after third street, three or more rounds are played and two or more players show down.

    Raises:
        KeyError: ``variant`` is Omaha hi-lo (not a stud game).
    """
    title = _(STUD_STREET_GAMES[variant])
    for _attempt in range(_TRIES):
        table, stakes, hole = _table(variant, rnd)
        steps = _play(table, rnd)
        sd = StreetDrill(
            code, 0, title, table, steps, stakes, "cash", 1, MappingProxyType({}), MappingProxyType(hole)
        )
        if _fits(sd):
            return sd
    raise AssertionError(f"no {variant} street hand after {_TRIES} tries")  # pragma: no cover


def stud_rulings(sd: StreetDrill) -> list[StudRuling]:
    """The dealer's questions of a stud street hand, one per street played: who brings it in
    (third street) or who acts first (later streets), answered by the referee with its reason.
    Empty for a hold'em or Omaha hand."""
    if sd.table.stud is None:
        return []
    out = []
    for i, state in enumerate(sd.states[:-1]):
        if isinstance(sd.steps[i], Street) or state.last_actor is not None or state.to_act is None:
            continue
        why = opener_sentence(state)
        assert why is not None
        question = _("Who brings it in?") if state.street == Street.THIRD else _("Who acts first?")
        out.append(StudRuling(i, state.street, question, state.to_act, why))
    return out


def window_rulings(sd: StreetDrill) -> list[Ruling]:
    """:func:`stud_rulings` as the window's play-through asks them: one per street, the seat
    clicked (any seat still in with chips), graded with the rule's source (``bring_in``).
    They are ``who_acts`` rulings: a wrong answer is saved as ``ruling_who_acts``."""
    states = sd.states
    return [
        Ruling("who_acts", r.step, r.question, r.answer, states[r.step].actors, r.why, "bring_in")
        for r in stud_rulings(sd)
    ]


def encode_stud(variant: Variant, seed: int) -> str:
    """The drill code of the stud street hand of ``variant`` and ``seed`` (modulo the seed space).

    >>> encode_stud(Variant.RAZZ, 0)[:10]
    'D3-222222-'
    """
    return make_code(STUD_STREET.prefix, STUD_NUMBERS[variant], seed, 1)


def stud_drill_for_seed(variant: Variant, seed: int) -> StreetDrill:
    """The stud street hand of ``variant`` and ``seed``: the hand ``drill --stud GAME --seed S``
    prints, with its drill code."""
    seed %= SEED_SPACE
    return stud_street_drill(variant, random.Random(f"{variant}-{seed}"), encode_stud(variant, seed))


def stud_drill_from_code(code: str) -> StreetDrill:
    """The stud street hand a ``D`` code stands for (the same code always deals the same hand).

    Raises:
        DrillError: ``bad_drill_code`` or ``drill_code_typo`` (as :func:`codes.read_code`).
    """
    read = read_code(code, STUD_STREET.prefix)
    variant = next((v for v, n in STUD_NUMBERS.items() if n == read.number), None)
    if variant is None:  # pragma: no cover - read_code refuses a number of no game
        raise DrillError("bad_drill_code", "code", value=code, reason="format")
    return stud_drill_for_seed(variant, read.seed)


def any_street_drill_from_code(code: str) -> StreetDrill:
    """The street hand of a street code (``T…``) or a stud hand's (``D…``): what the window's
    Drill code, ``drill --code`` and ``screenshot --code`` deal.

    Raises:
        DrillError: ``bad_drill_code`` or ``drill_code_typo``.
    """
    if code.strip().upper().startswith("D"):
        return stud_drill_from_code(code)
    return street_drill_from_code(code)


def new_stud_drill(variant: Variant, seed: int | None = None) -> StreetDrill:
    """A stud street hand of ``variant`` with its code: from ``seed``, or a fresh random one."""
    if seed is None:
        seed = random.SystemRandom().randrange(SEED_SPACE)
    return stud_drill_for_seed(variant, seed)
