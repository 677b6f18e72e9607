"""PokerKit 0.7 as an oracle for the rake and the runs, where it models the same rule
(docs/rules.md#rake, docs/rules.md#running-it-twice).

PokerKit rakes each pot with a function ``rake(amount, state) -> (raked, unraked)``; we pass it
our own rule (:meth:`RakeSchedule.amount`). With one pot (every player all-in pre-flop for the
same stack) PokerKit's per-pot rake is our rake of the hand. In a cash game the all-in players
select a runout count (1-3 here): PokerKit then deals the whole board once per run and divides the
raked pot among the boards, the whole remainder to the first board. Hands are left out where the
conventions differ: a remainder of 2 among three runs (we give one each to runs 1 and 2), or a
run's part that does not split evenly among its winners (PokerKit gives the whole remainder to
one winner, we give odd units one each clockwise from the button); those are checked against
hand-worked values in test_rake.py and test_runs.py.
"""

from __future__ import annotations

import random
from fractions import Fraction

from pokerkit import Automation, Mode, NoLimitTexasHoldem

from dealer_trainer.engine import Hand, rank_hands
from dealer_trainer.engine.rake import RakeSchedule
from dealer_trainer.engine.runs import RoomMoney, settle_room

HANDS = 200
AUTOMATIONS = (
    Automation.ANTE_POSTING,
    Automation.BET_COLLECTION,
    Automation.BLIND_OR_STRADDLE_POSTING,
    Automation.HOLE_CARDS_SHOWING_OR_MUCKING,
    Automation.HAND_KILLING,
    Automation.CHIPS_PUSHING,
    Automation.CHIPS_PULLING,
)
DECK = [r + s for r in "23456789TJQKA" for s in "cdhs"]


def random_schedule(rng: random.Random) -> RakeSchedule:
    cap = rng.choice([None, 3, 6, 50, 400])
    if rng.random() < 0.5:
        return RakeSchedule(percent=Fraction(rng.choice([5, 10, 55, 3]), rng.choice([1, 10])), cap=cap)
    return RakeSchedule(steps=((20, 1), (50, 2), (100, 4), (400, 9)), cap=cap)


def test_one_pot_rake_runs_and_payouts_match_pokerkit():
    rng = random.Random(20261202)
    compared = raked = run_hands = 0
    for number in range(HANDS):
        runs = rng.choice([1, 1, 2, 3])
        n = rng.randint(2, 6)
        stack = rng.choice([10, 37, 100, 250, 1000])
        schedule = random_schedule(rng)
        state = NoLimitTexasHoldem.create_state(
            AUTOMATIONS,
            True,
            0,
            (1, 2),
            2,
            (stack,) * n,
            n,
            mode=Mode.CASH_GAME,
            rake=lambda amount, _state, schedule=schedule: (
                schedule.amount(amount, True),
                amount - schedule.amount(amount, True),
            ),
        )
        deck = DECK[:]
        rng.shuffle(deck)
        hole = {}
        while state.can_deal_hole():
            cards = deck.pop() + deck.pop()
            hole[f"P{state.deal_hole(cards).player_index}"] = cards
        while state.actor_index is not None:  # everyone all-in (or calls it) pre-flop: one pot
            if state.can_complete_bet_or_raise_to():
                state.complete_bet_or_raise_to(state.max_completion_betting_or_raising_to_amount)
            else:
                state.check_or_call()
        while state.can_select_runout_count():  # a cash game asks the all-in players: once
            state.select_runout_count(runs)
        while state.status and (state.can_burn_card() or state.can_deal_board()):
            if state.can_burn_card():
                state.burn_card(deck.pop())
                continue
            state.deal_board("".join(deck.pop() for _ in range(state.board_dealing_count)))
        assert not state.status, f"hand {number}: PokerKit did not finish"
        boards = [[repr(card) for card in state.get_board_cards(j)] for j in range(runs)]
        seats = tuple(f"P{i}" for i in range(n))
        hand = Hand(seats, dict.fromkeys(seats, stack), button=seats[-1])
        rankings = [rank_hands(hole, board, seats) for board in boards]
        ours = settle_room(hand, rankings, RoomMoney(rake=schedule), runs=runs)
        assert ours.rake == schedule.amount(n * stack, True)
        rest = hand.total_in - ours.rake
        parts = [sum(a.to.values()) for a in ours.awards]
        if rest % runs > 1 or any(part % len(r[0]) for part, r in zip(parts, rankings, strict=True)):
            continue  # a remainder: the odd-unit conventions differ (see the module docstring)
        theirs = {seats[i]: state.stacks[i] for i in range(n)}
        assert dict(ours.payouts) == theirs, f"hand {number}: {hole} {boards} {schedule}"
        compared += 1
        raked += ours.rake > 0
        run_hands += runs > 1
    assert compared >= HANDS * 2 // 3 and raked >= HANDS // 2 and run_hands >= HANDS // 4, (
        compared,
        raked,
        run_hands,
    )
