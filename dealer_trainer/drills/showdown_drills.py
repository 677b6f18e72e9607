"""Showdown drills that aim at instructive outcomes: generated pot situations with cards dealt
so the award teaches something (the short stack wins the main pot, a tie in a side pot, the
board plays, a three-way split with two odd chips, an uncontested side pot).

Every function takes an explicit :class:`random.Random`; the same stream gives the same drill.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import replace

from dealer_trainer.drills import generator
from dealer_trainer.drills.card_deals import deal_cards, deal_runs
from dealer_trainer.drills.codes import (
    SEED_SPACE,
    decode_calls,
    decode_hilo,
    decode_showdown,
    encode_calls,
    encode_hilo,
    encode_showdown,
    is_calls_code,
    is_hilo_code,
    is_showdown_code,
)
from dealer_trainer.drills.errors import DrillError
from dealer_trainer.drills.generator import generate_drill
from dealer_trainer.drills.models import Drill
from dealer_trainer.drills.streets import is_street_code, street_drill_from_code
from dealer_trainer.engine import Game, Settlement
from dealer_trainer.engine.cards import SUITS
from dealer_trainer.engine.chips import break_down
from dealer_trainer.i18n import N_, _

__all__ = [
    "HILO_OUTCOMES",
    "OUTCOMES",
    "RUNS",
    "deal_cards",
    "deal_runs",
    "drill_from_code",
    "hilo_drill",
    "hilo_for_seed",
    "showdown_drill",
    "showdown_for_seed",
]


#: outcome id -> (title, looked up with _() when dealt; levels to draw pot situations from)
OUTCOMES: dict[str, tuple[str, tuple[int, ...]]] = {
    "short_stack_wins_main": (N_("Showdown: the short stack wins the main pot"), (1, 2, 3)),
    "split_side_pot": (N_("Showdown: a tie in a side pot"), (2, 3)),
    "board_plays": (N_("Showdown: the board plays"), (1, 2, 3)),
    "three_way_odd_chips": (N_("Showdown: a three-way split, two odd chips"), (2, 3, 4)),
    "uncontested_side_pot": (N_("Showdown: an uncontested side pot"), (2, 3, 4)),
    "any": (N_("Showdown"), (1, 2, 3, 4)),
    "run_twice": (N_("Showdown: run it twice"), (2, 3)),
    "run_three_times": (N_("Showdown: run it three times"), (2, 3)),
}

#: The outcomes whose board is run more than once -> how many times (house rule ``runs_allowed``).
RUNS = {"run_twice": 2, "run_three_times": 3}

_SITUATIONS = 300  # generated pot situations tried per drill
_DEALS = 60  # deals tried per situation


def _runs_differ(d: Drill, s: Settlement) -> bool:
    """A pot whose runs go to different winners, and a pot whose runs' parts are not equal
    (odd units to the earliest runs)."""
    by_pot: dict[int, list[frozenset[str]]] = {}
    parts: dict[int, list[int]] = {}
    for a in s.awards:
        if a.run is not None:
            by_pot.setdefault(a.pot.index, []).append(frozenset(k for k, v in a.to.items() if v))
            parts.setdefault(a.pot.index, []).append(sum(a.to.values()))
    return any(len(set(w)) > 1 for w in by_pot.values()) and any(len(set(p)) > 1 for p in parts.values())


def _broadway(rng: random.Random) -> str:
    """A-K-Q-J-T with at most two cards of a suit: every hold'em hand plays the board."""
    while True:
        suits = [rng.choice(SUITS) for _ in range(5)]
        if max(suits.count(s) for s in SUITS) <= 2:
            return "".join(r + s for r, s in zip("AKQJT", suits, strict=True))


def _short_stack_wins_main(d: Drill, s: Settlement) -> bool:
    if len(s.pots) < 2:
        return False
    main = s.awards[-1] if s.awards[-1].pot.index == 0 else None
    top = max(s.awards, key=lambda a: a.pot.index)
    if main is None or len(top.pot.eligible) < 2:
        return False
    short = [seat for seat in main.pot.eligible if seat not in s.pots[1].eligible]
    return bool(short) and set(main.winners) <= set(short) and not set(top.winners) & set(short)


def _split_side_pot(d: Drill, s: Settlement) -> bool:
    return any(a.pot.index > 0 and len(a.winners) >= 2 and a.showdown for a in s.awards)


def _board_plays(d: Drill, s: Settlement) -> bool:
    return all(len(a.winners) == len(a.pot.eligible) for a in s.awards) and any(
        len(a.winners) >= 2 for a in s.awards
    )


def _three_way_odd(d: Drill, s: Settlement) -> bool:
    return any(len(a.winners) == 3 and len(a.odd_chips) == 2 for a in s.awards)


def _uncontested_side(d: Drill, s: Settlement) -> bool:
    return any(a.pot.index > 0 and not a.showdown for a in s.awards) and any(a.showdown for a in s.awards)


def _any(d: Drill, s: Settlement) -> bool:
    return len(s.pots) >= 2 and any(a.showdown for a in s.awards)


_WANTED: dict[str, Callable[[Drill, Settlement], bool]] = {
    "short_stack_wins_main": _short_stack_wins_main,
    "split_side_pot": _split_side_pot,
    "board_plays": _board_plays,
    "three_way_odd_chips": _three_way_odd,
    "uncontested_side_pot": _uncontested_side,
    "any": _any,
    "run_twice": _runs_differ,
    "run_three_times": _runs_differ,
}


def fold_to_last_bet(drill: Drill) -> Drill | None:
    """``drill`` with the second-biggest caller of the top side pot folding to the last bet, so
    the layer only the bettor is left in becomes an uncontested side pot (None when it cannot).

    The story: the short stacks are all-in; the two biggest keep betting until one folds. The
    bettor's chips above the folded seat's were not called and go back (docs/rules.md#uncalled-bets); when the
    two put in the same, the bettor makes one more bet, from the chips behind.
    """
    top = drill.settlement().pots[-1]
    if top.index == 0 or len(top.eligible) < 2:
        return None
    callers = sorted((drill.seat(s) for s in top.eligible), key=lambda s: -s.committed)
    bettor, fold = callers[0], callers[1]
    bet = 0
    if fold.committed == bettor.committed:
        bet = min(bettor.stack, max(drill.stakes.big_blind, top.amount // 2 // drill.unit * drill.unit))
        if bet <= 0:
            return None
    chips = dict(bettor.chips)
    for value, count in break_down(bet, drill.chips).items():
        chips[value] = chips.get(value, 0) + count
    behind = fold.stack or max(drill.unit, bettor.committed + bet - fold.committed) * 2
    seats = []
    for s in drill.seats:
        if s.name == fold.name:
            s = replace(s, folded=True, all_in=False, hole="", stack=behind)
        elif s.name == bettor.name and bet:
            s = replace(
                s, committed=s.committed + bet, stack=s.stack - bet, chips=chips, all_in=s.stack == bet
            )
        seats.append(s)
    return replace(drill, seats=tuple(seats))


def _situation_fits(outcome: str, drill: Drill) -> bool:
    """Can cards give ``outcome`` in this pot situation at all (cheap: no cards read)?"""
    pots = drill.settlement().pots
    if outcome == "three_way_odd_chips":
        unit = drill.unit
        return any(len(p.eligible) >= 3 and (p.amount // unit) % 3 == 2 for p in pots)
    if outcome == "uncontested_side_pot":
        return any(p.index > 0 and len(p.eligible) == 1 for p in pots) and any(
            len(p.eligible) > 1 for p in pots
        )
    if outcome in RUNS:
        unit, runs = drill.unit, RUNS[outcome]  # at most three pots: each has room for its runs
        return len(pots) <= 3 and any(len(p.eligible) >= 2 and (p.amount // unit) % runs for p in pots)
    if outcome in ("short_stack_wins_main", "split_side_pot", "any"):
        return any(p.index > 0 and len(p.eligible) >= 2 for p in pots)
    return any(len(p.eligible) >= 2 for p in pots)


def showdown_drill(
    outcome: str, rng: random.Random, level: int | None = None, game: Game = Game.HOLDEM
) -> Drill:
    """A drill with cards whose award shows ``outcome`` (a key of :data:`OUTCOMES`, or of
    :data:`HILO_OUTCOMES`: then :func:`hilo_drill`).

    ``level`` picks the generator level (default: one that suits the outcome). In Omaha the
    board cannot play for everyone (two hole cards must be used), so ``board_plays`` and
    ``three_way_odd_chips`` fall back to hold'em.

    Raises:
        ValueError: unknown outcome; LookupError: no drill found (should not happen).
    """
    if outcome in HILO_OUTCOMES:  # an Omaha hi-lo award drill (weak spots aim at them too)
        return hilo_drill(outcome, rng)
    if outcome not in _WANTED:
        raise ValueError(f"unknown showdown outcome {outcome!r}")
    title, levels = OUTCOMES[outcome]
    wanted = _WANTED[outcome]
    if outcome in ("board_plays", "three_way_odd_chips"):
        game = Game.HOLDEM
    for _situation in range(_SITUATIONS):
        lv = level if level is not None else rng.choice(levels)
        base: Drill | None = generate_drill(lv, random.Random(rng.getrandbits(64)))
        if outcome == "uncontested_side_pot" and base is not None:
            base = fold_to_last_bet(base)
        if base is None or not _situation_fits(outcome, base):
            continue
        for _deal in range(_DEALS):
            board = _broadway(rng) if outcome in ("board_plays", "three_way_odd_chips") else None
            if outcome in RUNS:
                drill = deal_runs(base, rng, RUNS[outcome], game)
            else:
                drill = deal_cards(base, rng, game, board)
            settlement = drill.settlement()
            if settlement.payouts is not None and wanted(drill, settlement):
                shown = _("{title} · Omaha").format(title=_(title)) if game == Game.OMAHA else _(title)
                return replace(drill, title=shown, notes="")
            if board is not None:
                break  # the board plays whatever the hole cards: another deal changes nothing
    raise LookupError(f"no {outcome} drill found")


def showdown_for_seed(outcome: str, seed: int, game: Game = Game.HOLDEM) -> Drill:
    """The showdown drill of ``outcome`` dealt from ``seed``, with its code set: the same code
    always deals the same drill (``S<outcome number>[O]-XXXXXX``).

    Raises:
        ValueError: unknown outcome; LookupError: as :func:`showdown_drill`.
    """
    if outcome not in OUTCOMES:
        raise ValueError(f"unknown showdown outcome {outcome!r}")
    if outcome in ("board_plays", "three_way_odd_chips"):
        game = Game.HOLDEM  # as showdown_drill deals them
    number = list(OUTCOMES).index(outcome) + 1
    code = encode_showdown(number, game == Game.OMAHA, seed)
    drill = showdown_drill(outcome, random.Random(seed % SEED_SPACE), game=game)
    return replace(drill, code=code)


#: hi-lo award outcome id -> (title, looked up with _() when dealt; levels), in code number order
#: (``Q1``, ``Q2``, ``Q3``): Omaha hi-lo pots to split into halves and quarters and push
#: (docs/rules.md#hi-lo-and-stud, #quartered-pots, #the-8-or-better-qualifier); ``Q4``-``Q6``
#: stud hi-lo, seven cards each and the odd chip by suit (drills/stud_hilo_drills.py).
HILO_OUTCOMES: dict[str, tuple[str, tuple[int, ...]]] = {
    "hilo_split": (N_("Omaha hi-lo: split each pot high and low"), (2, 3)),
    "hilo_quartered": (N_("Omaha hi-lo: a quartered pot"), (2, 3)),
    "hilo_no_low": (N_("Omaha hi-lo: no low in a pot"), (2, 3)),
    "stud_hilo_split": (N_("Stud hi-lo: split each pot high and low"), (2, 3)),
    "stud_hilo_quartered": (N_("Stud hi-lo: a quartered pot"), (2, 3)),
    "stud_hilo_odd_chip": (N_("Stud hi-lo: the odd chip by suit"), (2, 3)),
}


def _halves(s: Settlement) -> list[dict[str | None, frozenset[str]]]:
    """Each contested pot's halves: half -> its winners."""
    pots: dict[int, dict[str | None, frozenset[str]]] = {}
    for a in s.awards:
        if a.showdown:
            pots.setdefault(a.pot.index, {})[a.half] = frozenset(a.winners)
    return list(pots.values())


def _hilo_wanted(outcome: str, s: Settlement) -> bool:
    halves = _halves(s)
    split = [h for h in halves if "low" in h and h["low"] != h["high"]]
    if outcome == "hilo_split":
        return bool(split) and len(s.pots) >= 2
    if outcome == "hilo_quartered":
        return any(len(h["low"]) == 2 and h["low"] != h["high"] for h in split)
    return bool(split) and any(set(h) == {"high"} for h in halves)


def hilo_drill(outcome: str, rng: random.Random) -> Drill:
    """An Omaha hi-lo award drill whose pots show ``outcome`` (a key of :data:`HILO_OUTCOMES`):
    pots halved high and low, a quartered half, or a pot nobody has a low in beside one split;
    a ``stud_hilo_*`` outcome deals a stud hi-lo drill instead (seven cards each, no board).

    Raises:
        ValueError: unknown outcome; LookupError: no drill found (should not happen).
    """
    if outcome not in HILO_OUTCOMES:
        raise ValueError(f"unknown hi-lo outcome {outcome!r}")
    title, levels = HILO_OUTCOMES[outcome]
    if outcome.startswith("stud_"):
        from dealer_trainer.drills.stud_hilo_drills import stud_hilo_drill

        return replace(stud_hilo_drill(outcome, rng, levels), title=_(title))
    for _situation in range(_SITUATIONS):
        base = generate_drill(rng.choice(levels), random.Random(rng.getrandbits(64)))
        if base is None or len(base.settlement().pots) > 3 or not _situation_fits("any", base):
            continue
        for _deal in range(_DEALS):
            drill = replace(deal_cards(base, rng, Game.OMAHA), variant="omaha-hilo")
            settlement = drill.settlement()
            if settlement.payouts is not None and _hilo_wanted(outcome, settlement):
                return replace(drill, title=_(title), notes="")
    raise LookupError(f"no {outcome} drill found")


def hilo_for_seed(outcome: str, seed: int) -> Drill:
    """The hi-lo award drill of ``outcome`` dealt from ``seed``, with its code (``Q<n>-XXXXXX``).

    Raises:
        ValueError: unknown outcome; LookupError: as :func:`hilo_drill`.
    """
    if outcome not in HILO_OUTCOMES:
        raise ValueError(f"unknown hi-lo outcome {outcome!r}")
    code = encode_hilo(list(HILO_OUTCOMES).index(outcome) + 1, seed)
    return replace(hilo_drill(outcome, random.Random(seed % SEED_SPACE)), code=code)


def drill_from_code(code: str) -> Drill:
    """The drill any code stands for: a street code (``T2-7K2Q9X``) the whole hand of its street
    drill (every total in front, with the cards), a showdown code (``S2-7K2Q9X``) its showdown drill,
    a level code (``L3-7K2Q9X-2``) its generated drill.

    Raises:
        DrillError: ``bad_drill_code`` (an outcome number no outcome has included).
    """
    if is_street_code(code):
        return street_drill_from_code(code).final_drill()
    if is_hilo_code(code):
        number, seed = decode_hilo(code)
        return hilo_for_seed(list(HILO_OUTCOMES)[number - 1], seed)
    if is_calls_code(code):  # the showdown drill of the same outcome and seed, to call the hands
        number, omaha, seed = decode_calls(code)
        if number > len(OUTCOMES):
            raise DrillError("bad_drill_code", "code", value=code, reason="format")
        drill = showdown_for_seed(list(OUTCOMES)[number - 1], seed, Game.OMAHA if omaha else Game.HOLDEM)
        title = _("Call the hands · {title}").format(title=drill.title)
        return replace(drill, code=encode_calls(number, omaha, seed), title=title)
    if not is_showdown_code(code):
        return generator.drill_from_code(code)
    number, omaha, seed = decode_showdown(code)
    if number > len(OUTCOMES):
        raise DrillError("bad_drill_code", "code", value=code, reason="format")
    outcome = list(OUTCOMES)[number - 1]
    return showdown_for_seed(outcome, seed, Game.OMAHA if omaha else Game.HOLDEM)
