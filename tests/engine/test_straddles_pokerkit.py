"""Straddles, re-straddles and bomb pots against PokerKit 0.7.7 (a test-only oracle), where it
models the same rule.

* Straddles: PokerKit's blinds or straddles ``(sb, bb, s1, s2, ...)`` post from player 0 round,
  as ours do from the small blind left of the button (the button is our last seat). Who acts
  and the amount to call must agree at every decision, and the pots at the end (or every
  seat's final stack after everyone else folded). PokerKit's smallest raise after a straddle
  is the straddle plus the big blind; ours is twice the last straddle (WSOP Live Action Rule
  22; docs/rules.md#straddle), so raise ranges are not compared and our raises (never smaller
  than PokerKit's) are played in both. Where PokerKit refuses one of our raises (its handling
  of short all-ins, test_betting_pokerkit.py's ``short_all_ins_reset``), both call instead.
* Button straddles (``button_straddle_first`` at ``small-blind``): PokerKit's blinds or
  straddles ``(sb, bb, 0, ..., 0, straddle)``, the straddle on its last player (our button);
  PokerKit starts left of the largest blind, so with the small blind. Compared as straddles.
* Bomb pots: PokerKit's antes with blinds ``(0, 0)``, every seat checking before the flop, is
  our bomb pot: on the flop who acts, the call and the whole raise range must agree, and the
  pots or stacks at the end.
"""

from __future__ import annotations

import random

from betting_helpers import game, random_action
from pokerkit import Automation, NoLimitTexasHoldem

from dealer_trainer.engine.betting import Action, BettingState, Do
from dealer_trainer.engine.betting_io import hand_from_dict

HANDS = 300
AUTOMATIONS = (
    Automation.ANTE_POSTING,
    Automation.BET_COLLECTION,
    Automation.BLIND_OR_STRADDLE_POSTING,
    Automation.CARD_BURNING,
    Automation.HOLE_DEALING,
    Automation.BOARD_DEALING,
    Automation.CHIPS_PUSHING,
    Automation.CHIPS_PULLING,
)


def straddled_hand(rng: random.Random) -> dict:
    """4-9 seats ``P0``.. (the button last), blinds 1/2, one to three straddles from ``P2``, each
    two or three times the one before, stacks deep enough to post them."""
    n = rng.randint(4, 9)
    seats = [f"P{i}" for i in range(n)]
    amounts, last = [], 2
    for _ in range(rng.randint(1, min(3, n - 3))):
        last *= rng.choice([2, 3])
        amounts.append(last)
    stacks = [rng.randint(last + 1, 300) if rng.random() < 0.3 else rng.randint(300, 2_000) for _ in seats]
    straddles = [{"seat": f"P{2 + i}", "amount": a} for i, a in enumerate(amounts)]
    return game(seats, stacks, blinds=(1, 2), straddles=straddles)


def button_straddled_hand(rng: random.Random) -> dict:
    """3-9 seats, blinds 1/2, the button (the last seat) straddles 4 or 6; the small blind acts
    first (``button_straddle_first`` at its default)."""
    n = rng.randint(3, 9)
    seats = [f"P{i}" for i in range(n)]
    amount = rng.choice([4, 6])
    stacks = [rng.randint(amount + 1, 300) if rng.random() < 0.3 else rng.randint(300, 2_000) for _ in seats]
    straddles = [{"seat": seats[-1], "amount": amount}]
    return game(seats, stacks, blinds=(1, 2), straddles=straddles, button_straddle=True)


def bomb_hand(rng: random.Random) -> dict:
    n = rng.randint(2, 9)
    seats = [f"P{i}" for i in range(n)]
    ante = rng.choice([2, 5, 10])
    stacks = [rng.randint(ante + 1, 60) if rng.random() < 0.3 else rng.randint(60, 1_000) for _ in seats]
    return game(seats, stacks, blinds=(1, 2), bomb_pot={"ante": ante})


def pokerkit_state(table):
    stacks = [table.stacks[s] for s in table.seats]
    n = len(stacks)
    if table.bomb_pot:
        pk = NoLimitTexasHoldem.create_state(
            AUTOMATIONS, True, table.bomb_pot, (0, 0), table.big_blind, stacks, n
        )
        while pk.street_index == 0 and pk.actor_index is not None:
            pk.check_or_call()  # no betting before a bomb pot's flop
        return pk
    if table.button_straddle:  # PokerKit acts first after the largest blind: the small blind
        zeros = (0,) * (n - 3)
        blinds: tuple[int, ...] = (table.small_blind, table.big_blind, *zeros, table.straddles[0].amount)
        return NoLimitTexasHoldem.create_state(AUTOMATIONS, True, 0, blinds, table.big_blind, stacks, n)
    blinds = (table.small_blind, table.big_blind, *(s.amount for s in table.straddles))
    return NoLimitTexasHoldem.create_state(AUTOMATIONS, True, 0, blinds, table.big_blind, stacks, n)


def play_both(data: dict, rng: random.Random, compare_raises: bool) -> dict:
    """Play ``data`` with random legal actions of ours in both; the figures of the hand."""
    table = hand_from_dict(data).table
    state, pk = BettingState.start(table), pokerkit_state(table)
    seats = table.seats
    figures = {"decisions": 0, "substituted": 0}
    while True:
        if state.round_complete and not state.betting_over:
            state = state.next_street()
        if state.betting_over:
            break
        legal = state.legal()
        ours = (seats.index(legal.seat), legal.call)
        theirs = (pk.actor_index, pk.checking_or_calling_amount)
        assert ours == theirs, (data, state.history)
        if compare_raises and legal.raise_range is not None and all(i.full for i in state.increases):
            pk.verify_completion_betting_or_raising_to()
            their_range = (
                pk.min_completion_betting_or_raising_to_amount,
                pk.max_completion_betting_or_raising_to_amount,
            )
            assert (legal.raise_range.min_to, legal.raise_range.max_to) == their_range, (data, state.history)
        figures["decisions"] += 1
        action, before = random_action(rng, state), state.current
        after = state.apply(action)
        if after.current > before:
            try:
                pk.verify_completion_betting_or_raising_to(after.bets[action.seat])
            except ValueError:  # PokerKit's short all-ins (see the module docstring)
                figures["substituted"] += 1
                action = Action(action.seat, Do.CHECK if legal.check else Do.CALL)
                after = state.apply(action)
        if action.do == Do.FOLD:
            pk.fold()
        elif after.current > before:
            pk.complete_bet_or_raise_to(after.bets[action.seat])
        else:
            pk.check_or_call()
        state = after
    assert pk.actor_index is None, (data, state.history)
    final = state.pull_in()
    if len(state.live) >= 2:
        ours_pots = [(p.amount, tuple(seats.index(s) for s in p.eligible)) for p in final.pots()]
        assert ours_pots == [(p.amount, p.player_indices) for p in pk.pots], (data, state.history)
        figures["showdowns"] = 1
    else:
        stacks = dict(final.stacks)
        back = state.returned()
        if back:
            stacks[back.seat] += back.amount
        stacks[state.live[0]] += sum(p.amount for p in final.pots())
        assert [stacks[s] for s in seats] == list(pk.stacks), (data, state.history)
        figures["fold_ends"] = 1
    return figures


def run(make, compare_raises: bool, seed: str) -> dict:
    rng = random.Random(seed)
    totals: dict = {"hands": 0, "decisions": 0, "substituted": 0, "showdowns": 0, "fold_ends": 0}
    for _ in range(HANDS):
        figures = play_both(make(rng), rng, compare_raises)
        totals["hands"] += 1
        for key, value in figures.items():
            totals[key] += value
    print(f"\n{seed}: {totals}")
    return totals


def test_straddled_hands_agree_with_pokerkit_on_who_acts_the_call_and_the_pots():
    totals = run(straddled_hand, False, "straddles-20261202")
    assert totals["showdowns"] + totals["fold_ends"] == HANDS
    assert totals["showdowns"] > 250 and totals["decisions"] > 2_500
    assert totals["substituted"] < 0.05 * totals["decisions"]


def test_button_straddles_agree_with_pokerkit_on_who_acts_the_call_and_the_pots():
    totals = run(button_straddled_hand, False, "button-straddles-20261202")
    assert totals["showdowns"] + totals["fold_ends"] == HANDS
    assert totals["showdowns"] > 250 and totals["decisions"] > 2_000
    assert totals["substituted"] < 0.05 * totals["decisions"]


def test_bomb_pots_agree_with_pokerkit_on_every_decision_and_the_pots():
    totals = run(bomb_hand, True, "bomb-pots-20261202")
    assert totals["showdowns"] + totals["fold_ends"] == HANDS
    assert totals["showdowns"] > 250 and totals["decisions"] > 2_500
