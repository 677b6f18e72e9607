"""How fast the pot engine settles a 10-seat, 4-pot showdown, next to PokerKit replaying it.

Run: ``python benchmarks/engine.py``. Prints the CPU time per settle (ranking given, and from
hole cards), the time PokerKit takes to play the same hand (create the state, every action,
showdown, pushing), and as its last line ``ratio (pokerkit / engine): Nx``.
"""

from __future__ import annotations

import time
import timeit
import warnings

from pokerkit import Automation, NoLimitTexasHoldem

from dealer_trainer.engine import Hand, award_pots, build_pots, rank_hands, settle, uncalled_bet

# 1/2 blinds, ten seats; P0 is the small blind, P1 the big blind, P9 the button.
STACKS = (1000, 1000, 50, 120, 300, 1000, 500, 500, 500, 500)
HOLE = ("7c2d", "KsKd", "AhAd", "QhQd", "JhJd", "TsTd", "8c3d", "9c4d", "6c5d", "2c3c")
BURNS = ("2h", "3h", "4h")
FLOP, TURN, RIVER = "Ac7s4s", "9h", "5h"
BOARD = FLOP + TURN + RIVER
AUTOMATIONS = (
    Automation.ANTE_POSTING,
    Automation.BET_COLLECTION,
    Automation.BLIND_OR_STRADDLE_POSTING,
    Automation.HOLE_CARDS_SHOWING_OR_MUCKING,
    Automation.HAND_KILLING,
    Automation.CHIPS_PUSHING,
    Automation.CHIPS_PULLING,
)


def replay_in_pokerkit():
    """The hand: UTG all-in 50, all-in 120, all-in 300, raise to 600, folds, BB calls;
    flop: BB all-in for his last 400, called. Four pots, showdown."""
    state = NoLimitTexasHoldem.create_state(AUTOMATIONS, True, 0, (1, 2), 2, STACKS, 10)
    for cards in HOLE:
        state.deal_hole(cards)
    for amount in (50, 120, 300, 600):  # P2, P3, P4 all-in, P5 raises
        state.complete_bet_or_raise_to(amount)
    for _ in range(5):  # P6-P9 and the small blind fold
        state.fold()
    state.check_or_call()  # the big blind calls 600
    state.burn_card(BURNS[0])
    state.deal_board(FLOP)
    state.complete_bet_or_raise_to(400)  # the big blind's last 400
    state.check_or_call()
    state.burn_card(BURNS[1])
    state.deal_board(TURN)
    state.burn_card(BURNS[2])
    state.deal_board(RIVER)
    assert not state.status
    return state


SEATS = tuple(f"P{i}" for i in range(10))
HAND = Hand(
    SEATS,
    {"P0": 1, "P1": 1000, "P2": 50, "P3": 120, "P4": 300, "P5": 1000},
    button="P9",
    folded=frozenset({"P0", "P6", "P7", "P8", "P9"}),
)
HOLES = dict(zip(SEATS, HOLE, strict=True))
RANKING = rank_hands(HOLES, BOARD, HAND.live)


def settle_with_ranking():
    return settle(HAND, RANKING)


def settle_from_hole_cards():
    return settle(HAND, rank_hands(HOLES, BOARD, HAND.live))


def check_same_hand() -> None:
    """Both sides must settle the same hand the same way before they are timed."""
    state = replay_in_pokerkit()
    result = settle_with_ranking()
    assert len(result.pots) == 4, result.pots
    won = [final - start for final, start in zip(state.stacks, STACKS, strict=True)]
    ours = [result.payouts[s] - HAND.contributions[s] for s in SEATS]
    assert won == ours, (won, ours)


def interleaved(funcs: dict[str, tuple], rounds: int = 15) -> dict[str, float]:
    """Seconds per call of each ``(func, number)``: best of ``rounds`` rounds, the functions
    taking turns in short rounds, so that a busy machine slows them alike and the best
    round of each is one where nothing else ran."""
    best = dict.fromkeys(funcs, float("inf"))
    for _ in range(rounds):
        for name, (func, number) in funcs.items():
            timer = timeit.Timer(func, timer=time.process_time)  # CPU time: waiting for a core is not counted
            best[name] = min(best[name], timer.timeit(number=number) / number)
    return best


def main() -> None:
    warnings.simplefilter("error")  # a PokerKit warning means the replay is not what we think
    check_same_hand()
    listed = ", ".join(f"{p.amount} {'/'.join(p.eligible)}" for p in settle_with_ranking().pots)
    print(f"hand: 10 seats, pots {listed}")
    pots = build_pots(HAND)
    t = interleaved(
        {
            "engine": (settle_with_ranking, 1000),
            "build_pots": (lambda: build_pots(HAND), 1000),
            "award_pots": (lambda: award_pots(HAND, pots, RANKING), 1000),
            "uncalled_bet": (lambda: uncalled_bet(HAND), 3000),
            "engine_cards": (settle_from_hole_cards, 300),
            "pokerkit": (replay_in_pokerkit, 5),
        }
    )
    print(f"engine settle (ranking given): {t['engine'] * 1e6:.1f} us per settle")
    print(f"  of which build_pots: {t['build_pots'] * 1e6:.1f} us")
    print(f"  of which award_pots: {t['award_pots'] * 1e6:.1f} us")
    print(f"  of which uncalled_bet: {t['uncalled_bet'] * 1e6:.1f} us (worked out once per settle)")
    print(f"engine settle (from hole cards, treys): {t['engine_cards'] * 1e6:.1f} us per settle")
    print(f"pokerkit replay (create, actions, showdown, push): {t['pokerkit'] * 1e3:.2f} ms per hand")
    print(f"ratio (pokerkit / engine from hole cards): {t['pokerkit'] / t['engine_cards']:.0f}x")
    print(f"ratio (pokerkit / engine): {t['pokerkit'] / t['engine']:.0f}x")


if __name__ == "__main__":
    main()
