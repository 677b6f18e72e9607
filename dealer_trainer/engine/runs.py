"""Running it twice or three times, and settling a hand with the house's money taken first (no Qt).

Order of division, per pot: the rake, then the jackpot drop; the rest into the runs (odd units to
the earliest runs); each run's part among that run's tied winners (odd units one each clockwise
from the button). Rules: docs/rules.md#running-it-twice, docs/rules.md#rake,
docs/rules.md#jackpot-drop, docs/rules.md#splits-and-odd-chips.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from enum import StrEnum
from types import MappingProxyType
from typing import Any

from dealer_trainer.engine.award import (
    Award,
    Ranking,
    Settlement,
    award_order,
    check_ranking,
    payouts_of,
    pot_winners,
    split_pot,
    split_unit,
)
from dealer_trainer.engine.cards import parse_cards
from dealer_trainer.engine.errors import PotError
from dealer_trainer.engine.hand import Hand
from dealer_trainer.engine.pots import Pot, build_pots, uncalled_bet
from dealer_trainer.engine.rake import JackpotDrop, PotDrop, RakeFrom, RakeSchedule, take_from_pots
from dealer_trainer.engine.rules import DEFAULT_RULES, HouseRules
from dealer_trainer.engine.showdown import Game, rank_hands, read_cards
from dealer_trainer.i18n import N_

#: The most runs a room deals: twice or three times (WSOP Live Action Rule 209).
MAX_RUNS = 3
#: The kinds of game a hand may be dealt in (a drill's ``stakes.kind``, the ``pots`` input's ``kind``).
KINDS = ("cash", "tournament")


class RunPlayers(StrEnum):
    """How many players may run the board more than once (house rule ``runs_players``)."""

    #: any number still in the hand, side pots too (WSOP Live Action Rules 208-217).
    MULTIWAY = "multiway"
    #: only two players still in the hand (some rooms).
    HEADS_UP = "heads-up"


@dataclass(frozen=True)
class RunRules:
    """The room's run-it-twice house rules (docs/rules.md#running-it-twice).

    Attributes:
        allowed: ``runs_allowed``: the most runs, 1 (never), 2 or 3.
        players: ``runs_players``: heads-up only or multiway.
        tournaments: ``runs_in_tournaments``: False when only cash games run the board more
            than once.
    """

    allowed: int = MAX_RUNS
    players: RunPlayers = RunPlayers.MULTIWAY
    tournaments: bool = False


def check_run_rules(runs: int, hand: Hand, rules: RunRules = RunRules(), kind: str = "cash") -> None:
    """Refuse a board run ``runs`` times in ``hand`` (a ``kind`` game) against the house ``rules``
    or the rule that every room keeps: the board is run more than once only when no more betting
    can take place (at most one player still in the hand is not all-in; checked when the hand
    names its all-in seats) and every player still in the hand agrees (WSOP Live Action Rules
    208-217; docs/rules.md#running-it-twice).

    Raises:
        PotError: ``bad_field`` on ``runs`` whose reason names the rule broken.

    >>> h = Hand(("A", "B", "C"), {"A": 50, "B": 90, "C": 90}, all_in=frozenset({"A", "B"}))
    >>> check_run_rules(2, h), check_run_rules(3, h, RunRules(players=RunPlayers.MULTIWAY))
    (None, None)
    >>> try:
    ...     check_run_rules(2, h, RunRules(players=RunPlayers.HEADS_UP))
    ... except PotError as error:
    ...     print(error.values["reason"])
    this room runs the board more than once only heads-up (runs_players)
    """
    if runs == 1:
        return
    reason = ""
    if runs > rules.allowed:
        reason = N_("this room allows fewer runs (runs_allowed)")
    elif kind == "tournament" and not rules.tournaments:
        reason = N_("this room runs the board more than once only in cash games (runs_in_tournaments)")
    elif rules.players == RunPlayers.HEADS_UP and len(hand.live) > 2:
        reason = N_("this room runs the board more than once only heads-up (runs_players)")
    elif hand.all_in is not None and sum(seat not in hand.all_in for seat in hand.live) > 1:
        reason = N_(
            "more betting can take place: the board is run more than once only when at most one "
            "player still in the hand is not all-in"
        )
    if reason:
        raise PotError("bad_field", "runs", value=runs, reason=reason)


@dataclass(frozen=True)
class RoomMoney:
    """What the house takes from a hand's pots: whether a flop was dealt, the rake, the jackpot
    drop and where they come from (docs/rules.md#rake, docs/rules.md#jackpot-drop)."""

    flop: bool = True
    rake: RakeSchedule | None = None
    jackpot: JackpotDrop | None = None
    rake_from: RakeFrom = RakeFrom.MAIN_FIRST


def run_parts(amount: int, runs: int, unit: int = 1) -> tuple[int, ...]:
    """``amount`` chips divided into ``runs`` parts in whole units, odd units one each to the
    earliest runs (WSOP Live Action Rule 217: the extra chip to the first board).

    ``unit`` is the smallest chip in play, broken down like a split (:func:`split_unit`).

    >>> run_parts(101, 2), run_parts(100, 3, 5), run_parts(7, 3)
    ((51, 50), (35, 35, 30), (3, 2, 2))
    """
    unit = split_unit(unit, amount) if amount else unit
    each, odd = divmod(amount // unit, runs)
    return tuple((each + (i < odd)) * unit for i in range(runs))


def settle_room(
    hand: Hand,
    rankings: Sequence[Ranking] | None,
    money: RoomMoney = RoomMoney(),
    rules: HouseRules = DEFAULT_RULES,
    runs: int = 1,
) -> Settlement:
    """Build the pots, return the uncalled bet, take the rake and the jackpot drop, and award the
    rest of every pot run by run.

    ``rankings`` holds one ranking per run (``runs`` of them), or is None when no showdown is
    known (then only pots with one eligible seat can be pushed). A pot with one eligible seat goes
    to it whole, without runs. Chips in equal chips out:
    ``sum(payouts) + rake + jackpot + returned == hand.total_in`` whenever ``payouts`` is not None.

    Raises:
        PotError: every error of :func:`build_pots` and :func:`award_pots`.

    >>> h = Hand(("A", "B"), {"A": 50, "B": 50}, button="B")
    >>> money = RoomMoney(rake=RakeSchedule(steps=((20, 3),)))
    >>> s = settle_room(h, [[["A"], ["B"]], [["B"], ["A"]]], money, runs=2)
    >>> s.rake, [(a.run, dict(a.to)) for a in s.awards], dict(s.payouts)
    (3, [(1, {'A': 49}), (2, {'B': 48})], {'A': 49, 'B': 48})
    """
    back = uncalled_bet(hand)
    pots = build_pots(hand, back)
    total = sum(pot.amount for pot in pots)
    rake = money.rake.amount(total, money.flop, hand.unit) if money.rake else 0
    jackpot = money.jackpot.amount(total, money.flop, rake) if money.jackpot else 0
    drops = take_from_pots([pot.amount for pot in pots], rake, jackpot)
    groups = [check_ranking(hand, ranking) for ranking in rankings] if rankings is not None else None
    awards = _award_runs(hand, pots, drops, groups, rules, runs)
    return Settlement(
        hand=hand,
        pots=pots,
        returned=back,
        awards=tuple(awards or ()),
        payouts=payouts_of(hand, awards),
        drops=drops,
        runs=runs,
    )


def _award_runs(
    hand: Hand,
    pots: Sequence[Pot],
    drops: Sequence[PotDrop],
    groups: Sequence[Ranking] | None,
    rules: HouseRules,
    runs: int,
) -> list[Award] | None:
    """Each pot's rest after its drop, run by run, in award order; None when a pot needs a
    showdown and ``groups`` (one checked ranking per run) is None."""
    places = [{seat: i for i, group in enumerate(g) for seat in group} for g in groups or ()]
    awards: list[Award] = []
    for pot in award_order(pots, rules.award_order):
        drop = drops[pot.index]
        rest = pot.amount - drop.rake - drop.jackpot
        if len(pot.eligible) == 1:
            if rest:
                awards.append(Award(pot, MappingProxyType({pot.eligible[0]: rest}), pot.eligible, (), False))
            continue
        if groups is None:
            return None
        for run, part in enumerate(run_parts(rest, runs, hand.unit)):
            if part:
                try:
                    winners = pot_winners(pot, groups[run], places[run])
                except PotError as error:  # name the run's ranking, not the one-board "ranking"
                    raise _in_run(error, run, runs) from None
                to, odd = split_pot(hand, part, winners)
                awards.append(
                    Award(pot, MappingProxyType(to), winners, odd, True, run + 1 if runs > 1 else None)
                )
    return awards


def _in_run(error: PotError, run: int, runs: int) -> PotError:
    """``error`` about a ranking, naming run ``run``'s entry ``board_rankings[run]`` (0-based) when
    the board ran more than once."""
    if runs == 1 or error.field != "ranking":
        return error
    return PotError(error.code, f"board_rankings[{run}]", **error.values)


def _runs_count(value: object, hand: Hand, rules: RunRules | None, kind: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not 2 <= value <= MAX_RUNS:
        raise PotError("bad_field", "runs", value=value, reason=N_("runs must be 2 or 3"))
    if rules is not None:
        check_run_rules(value, hand, rules, kind)
    return value


#: A board's streets: the flop, the turn, the river (card positions).
STREETS = ((0, 3), (3, 4), (4, 5))


def check_boards(boards: Sequence[tuple[str, ...]]) -> None:
    """The streets dealt once are the same on every board (the flop, maybe the turn); every card
    after them is on one board only (WSOP Live Action Rules 208, 209).

    Raises:
        PotError: ``duplicate_card`` naming a card on two boards after the common streets;
            ``bad_field`` when every board is the same (each run deals at least one new card).
    """
    common: set[str] = set()
    for start, end in STREETS:
        streets = [frozenset(board[start:end]) for board in boards]
        if any(street != streets[0] for street in streets):
            break
        common |= streets[0]
    if len(common) == len(boards[0]):
        raise PotError(
            "bad_field", "boards", reason=N_("the boards are the same: each run deals at least one new card")
        )
    seen: set[str] = set()
    for board in boards:
        for card in board:
            if card in common:
                continue
            if card in seen:
                raise PotError("duplicate_card", "boards", card=card)
            seen.add(card)


def run_rankings_from_dict(
    data: Mapping[str, Any], hand: Hand, game: Game, rules: RunRules | None = RunRules(), kind: str = "cash"
) -> tuple[int, tuple[tuple[tuple[str, ...], ...], ...] | None]:
    """Read the ``pots`` input's ``"runs"`` with ``"board_rankings"`` (one ranking per run) or
    ``"boards"`` (one five-card board per run, common cards repeated) and ``"hole"``.

    Returns ``(runs, rankings)``: ``(1, None)`` without ``"runs"``; rankings is None when neither
    is given. ``rules`` are the room's run-it-twice house rules, ``kind`` the kind of game
    (:func:`check_run_rules`); None for a double board, whose two boards the game deals (no
    agreement, no house rule on running it twice). Rule: docs/rules.md#running-it-twice (WSOP
    Live Action Rules 208-217).

    Raises:
        PotError: ``bad_field`` (runs not 2 or 3, against the house rules or with betting still
            to come (:func:`check_run_rules`), a ranking count that is not
            the runs, both ``boards`` and ``board_rankings``, ``ranking`` or ``board`` with runs),
            ``missing_field`` (``runs`` for board rankings, ``hole`` for boards), ``bad_cards``,
            ``duplicate_card``, ``bad_ranking``, ``unknown_seat``.
    """
    given = [key for key in ("board_rankings", "boards") if key in data]
    if "runs" not in data:
        if given:
            raise PotError("missing_field", "runs")
        return 1, None
    runs = _runs_count(data["runs"], hand, rules, kind)
    if len(given) == 2:
        raise PotError("bad_field", "boards", reason=N_("give boards or board_rankings, not both"))
    for key, instead in (
        ("ranking", N_("with runs, give board_rankings: one ranking per run")),
        ("board", N_("with runs, give boards: one board per run")),
    ):
        if key in data:
            raise PotError("bad_field", key, reason=instead)
    if not given:
        return runs, None
    key = given[0]
    value = data[key]
    if not isinstance(value, list) or len(value) != runs:
        count = len(value) if isinstance(value, list) else value
        raise PotError("bad_field", key, value=count, reason=N_("give one entry per run"), expected=runs)
    if key == "board_rankings":
        for ranking in value:
            if not isinstance(ranking, list) or not all(isinstance(g, list) for g in ranking):
                raise PotError("bad_ranking", key, value=ranking)
        checked = []
        for run, ranking in enumerate(value):
            try:
                checked.append(check_ranking(hand, ranking))
            except PotError as error:
                raise _in_run(error, run, runs) from None
        return runs, tuple(checked)
    hole = data.get("hole")
    if hole is None:
        raise PotError("missing_field", "hole")
    boards = []
    for board in value:
        if not isinstance(board, str | list):
            raise PotError("bad_field", "boards", value=board)
        cards = parse_cards(board, "boards")
        if len(cards) != 5:
            raise PotError("bad_cards", "boards", count=len(cards), expected=5)
        boards.append(cards)
    check_boards(boards)
    shown = [s for s in hand.seats if s in hole and (s not in hand.folded or hole[s])]
    for board in boards:
        read_cards(hole, board, shown, game)
    return runs, tuple(rank_hands(hole, board, hand.live, game) for board in boards)
