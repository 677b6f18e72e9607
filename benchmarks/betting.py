"""How fast the betting referee steps a hand: one action (``legal()`` then ``apply()``), and a
whole 9-seat no-limit hand replayed from its action list, next to PokerKit playing the same.

Run: ``python benchmarks/betting.py``. Prints the CPU time per action and per hand for the
referee and for PokerKit, and as its last line ``ratio (pokerkit / referee): Nx``.
"""

from __future__ import annotations

import time

from pokerkit import Automation, NoLimitTexasHoldem

from dealer_trainer.engine.betting import Action, BettingState, Do
from dealer_trainer.engine.betting_table import Table

SEATS = tuple(f"P{i}" for i in range(9))
STACKS = (1000, 1000, 50, 120, 300, 1000, 500, 500, 1000)
TABLE = Table(SEATS, "P8", dict(zip(SEATS, STACKS, strict=True)), 1, 2)
# UTG all-in 50, all-in 120, all-in 300, raise to 600, two folds, the button calls, blinds fold;
# flop: P5 is all-in for 400, P8 calls all-in; the rest is run out.
PREFLOP = [
    Action("P2", Do.ALL_IN),
    Action("P3", Do.ALL_IN),
    Action("P4", Do.ALL_IN),
    Action("P5", Do.RAISE, 600),
    Action("P6", Do.FOLD),
    Action("P7", Do.FOLD),
    Action("P8", Do.CALL),
    Action("P0", Do.FOLD),
    Action("P1", Do.FOLD),
]
FLOP = [Action("P5", Do.ALL_IN), Action("P8", Do.CALL)]
AUTOMATIONS = (
    Automation.ANTE_POSTING,
    Automation.BET_COLLECTION,
    Automation.BLIND_OR_STRADDLE_POSTING,
    Automation.CARD_BURNING,
    Automation.HOLE_DEALING,
    Automation.BOARD_DEALING,
)


def referee_hand() -> BettingState:
    state = BettingState.start(TABLE)
    for action in PREFLOP:
        state.legal()
        state = state.apply(action)
    state = state.next_street()
    for action in FLOP:
        state.legal()
        state = state.apply(action)
    assert state.betting_over
    return state


def pokerkit_hand():
    state = NoLimitTexasHoldem.create_state(AUTOMATIONS, True, 0, (1, 2), 2, STACKS, 9)
    for op in ("a", "a", "a", 600, "f", "f", "c", "f", "f", "a", "c"):
        _ = state.min_completion_betting_or_raising_to_amount  # what the referee's legal() shows
        if op == "f":
            state.fold()
        elif op == "c":
            state.check_or_call()
        elif op == "a":
            state.complete_bet_or_raise_to(state.max_completion_betting_or_raising_to_amount)
        else:
            state.complete_bet_or_raise_to(op)
    return state


def per_call(fn, repeat: int) -> float:
    start = time.process_time()
    for _ in range(repeat):
        fn()
    return (time.process_time() - start) / repeat


def main() -> None:
    actions = len(PREFLOP) + len(FLOP)
    ours = per_call(referee_hand, 2000)
    theirs = per_call(pokerkit_hand, 500)
    print(f"referee: {ours * 1e6:,.0f} µs per hand, {ours / actions * 1e6:,.0f} µs per action")
    print(f"pokerkit: {theirs * 1e6:,.0f} µs per hand, {theirs / actions * 1e6:,.0f} µs per action")
    print(f"ratio (pokerkit / referee): {theirs / ours:.1f}x")


if __name__ == "__main__":
    main()
