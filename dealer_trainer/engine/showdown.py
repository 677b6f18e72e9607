"""Reading the hands: hole cards and board to a ranking, with treys (hold'em, Omaha)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from enum import StrEnum
from functools import cache
from itertools import combinations
from typing import Any

from dealer_trainer.engine.cards import parse_cards
from dealer_trainer.engine.errors import PotError


@cache
def _treys() -> tuple[Any, Any]:
    """treys' ``Card`` and one shared ``Evaluator``, made on first use (its tables take ~20 ms,
    which the table's start-up should not pay before a hand is read)."""
    from treys import Card, Evaluator

    return Card, Evaluator()


class Game(StrEnum):
    """Games whose hands the engine can read."""

    HOLDEM = "holdem"  # two hole cards, best five of seven
    OMAHA = "omaha"  # four hole cards, exactly two with three from the board


HOLE_COUNT = {Game.HOLDEM: 2, Game.OMAHA: 4}


@dataclass(frozen=True)
class HandValue:
    """A seat's best hand: treys score (lower is better), its class name and its five cards."""

    seat: str
    score: int
    class_name: str
    cards: tuple[str, ...]


def best_hand(seat: str, hole: Sequence[str], board: Sequence[str], game: Game = Game.HOLDEM) -> HandValue:
    """Best five-card high hand of ``seat`` (treys ranks; Omaha: exactly two hole cards).

    Raises:
        PotError: ``bad_cards`` for a wrong number of hole cards or a board under 3 cards.
    """
    if len(hole) != HOLE_COUNT[game]:
        raise PotError("bad_cards", "hole", seat=seat, count=len(hole), expected=HOLE_COUNT[game])
    if not 3 <= len(board) <= 5:
        raise PotError("bad_cards", "board", count=len(board))
    card, evaluator = _treys()
    hole_ints = [card.new(c) for c in hole]
    board_ints = [card.new(c) for c in board]
    best: tuple[int, tuple[int, ...]] | None = None
    if game == Game.HOLDEM:
        pool = hole_ints + board_ints
        for five in combinations(pool, 5):
            score = evaluator.evaluate(list(five[:2]), list(five[2:]))
            if best is None or score < best[0]:
                best = (score, five)
    else:
        for two in combinations(hole_ints, 2):
            for three in combinations(board_ints, 3):
                score = evaluator.evaluate(list(two), list(three))
                if best is None or score < best[0]:
                    best = (score, two + three)
    assert best is not None
    best_score, best_five = best
    name = evaluator.class_to_string(evaluator.get_rank_class(best_score))
    return HandValue(seat, best_score, name, tuple(card.int_to_str(c) for c in best_five))


def hand_score(hole: Sequence[str], board: Sequence[str], game: Game = Game.HOLDEM) -> int:
    """treys score of the best high hand (lower is better); cards already validated."""
    return _score([_card_int(c) for c in hole], [_card_int(c) for c in board], game)


@cache
def _card_int(code: str) -> int:
    """treys' integer for a card code (``"Ks"``), read once per card."""
    card_int: int = _treys()[0].new(code)
    return card_int


def _score(hole: list[int], board: list[int], game: Game) -> int:
    """treys score of treys cards ``hole`` and ``board`` (Omaha: two from the hand)."""
    evaluator = _treys()[1]
    score: int
    if game == Game.HOLDEM:
        score = evaluator.evaluate(hole, board)
    else:
        score = min(
            evaluator.evaluate(list(two), list(three))
            for two in combinations(hole, 2)
            for three in combinations(board, 3)
        )
    return score


def read_cards(
    hole: Mapping[str, str | Sequence[str]],
    board: str | Sequence[str],
    seats: Sequence[str],
    game: Game = Game.HOLDEM,
) -> tuple[tuple[str, ...], dict[str, tuple[str, ...]]]:
    """Parse and check the board and each seat's hole cards: (board, seat -> hole cards).

    Raises:
        PotError: ``bad_cards`` (unreadable, wrong count), ``duplicate_card``, ``missing_cards``.
    """
    board_cards = parse_cards(board, "board")
    seen = set(board_cards)
    if len(seen) != len(board_cards):
        raise PotError("duplicate_card", "board", value=board)
    if len(board_cards) != 5:  # a showdown comes after the river: all-in boards are run out
        raise PotError("bad_cards", "board", count=len(board_cards), expected=5)
    holes: dict[str, tuple[str, ...]] = {}
    for seat in seats:
        if seat not in hole:
            raise PotError("missing_cards", "hole", seat=seat)
        try:
            cards = parse_cards(hole[seat], "hole")
        except PotError as exc:
            raise PotError("bad_cards", "hole", seat=seat, **exc.values) from None
        for card in cards:
            if card in seen:
                raise PotError("duplicate_card", "hole", seat=seat, card=card)
            seen.add(card)
        if len(cards) != HOLE_COUNT[game]:
            raise PotError("bad_cards", "hole", seat=seat, count=len(cards), expected=HOLE_COUNT[game])
        holes[seat] = cards
    return board_cards, holes


def rank_hands(
    hole: Mapping[str, str | Sequence[str]],
    board: str | Sequence[str],
    seats: Sequence[str],
    game: Game = Game.HOLDEM,
) -> tuple[tuple[str, ...], ...]:
    """Ranking of ``seats`` (groups, best first, ties together) from their cards and the board.

    Raises:
        PotError: ``missing_cards``, ``bad_cards``, ``duplicate_card``.
    """
    board_cards, holes = read_cards(hole, board, seats, game)
    board_ints = [_card_int(c) for c in board_cards]
    scores = [(_score([_card_int(c) for c in holes[seat]], board_ints, game), seat) for seat in seats]
    groups: dict[int, list[str]] = {}
    for score, seat in scores:
        groups.setdefault(score, []).append(seat)
    return tuple(tuple(groups[score]) for score in sorted(groups))
