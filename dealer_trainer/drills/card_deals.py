"""Dealing a drill's cards: fresh hole cards and a board, or the board run more than once (no
Qt). Used by the showdown drills and by level 5's hands run twice; the same random stream deals
the same cards (docs/rules.md#running-it-twice).
"""

from __future__ import annotations

import random
from dataclasses import replace

from dealer_trainer.drills.models import Drill
from dealer_trainer.engine import Game
from dealer_trainer.engine.cards import DECK
from dealer_trainer.engine.showdown import HOLE_COUNT

__all__ = ["deal_cards", "deal_runs"]


def deal_cards(drill: Drill, rng: random.Random, game: Game = Game.HOLDEM, board: str | None = None) -> Drill:
    """``drill`` with fresh hole cards for every live seat and a board (``board`` when given).

    Folded seats get no cards. The drill's code is dropped: its cards are no longer the code's.
    """
    deck = [c for c in DECK if board is None or c not in board]
    rng.shuffle(deck)
    count = HOLE_COUNT[game]
    seats = []
    for seat in drill.seats:
        if seat.folded:
            seats.append(replace(seat, hole=""))
        else:
            seats.append(replace(seat, hole="".join(deck[:count])))
            del deck[:count]
    if board is None:
        board = "".join(deck[:5])
    return replace(drill, code="", seats=tuple(seats), board=board, game=game)


def deal_runs(drill: Drill, rng: random.Random, runs: int, game: Game = Game.HOLDEM) -> Drill:
    """``drill`` with fresh hole cards and the board run ``runs`` times: the flop (or the flop
    and the turn) dealt once, then each run's remaining cards from the stub, one board per run
    (WSOP Live Action Rules 208, 209; docs/rules.md#running-it-twice). The code is dropped.
    """
    dealt = deal_cards(drill, rng, game)
    seen = dealt.board + "".join(s.hole for s in dealt.seats)
    stub = [c for c in DECK if c not in seen]
    rng.shuffle(stub)
    common = dealt.board[: 2 * rng.choice((3, 3, 4))]  # all-in on the flop, or on the turn
    later = 5 - len(common) // 2
    boards = [dealt.board]
    for _run in range(1, runs):
        boards.append(common + "".join(stub[:later]))
        del stub[:later]
    return replace(dealt, board=boards[0], boards=tuple(boards))
