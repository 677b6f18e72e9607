"""Properties of the betting referee on random hands played with random legal actions (no-limit,
pot-limit, fixed-limit; antes, big-blind antes, straddles, short blinds):

* no chip is lost or made, after every action and at every street's pull-in;
* what ``legal()`` offers is accepted, one chip past it is refused;
* the final ``pots`` scenario settles, through our pot engine, to the same pots and uncalled bet
  as the referee shows, which are the pots of the chips each seat committed; every chip of the
  hand is paid out or returned.
"""

from __future__ import annotations

import pytest
from betting_helpers import play_randomly, random_hand
from hypothesis import given, settings
from hypothesis import strategies as st

from dealer_trainer.engine import Hand, build_pots, uncalled_bet
from dealer_trainer.engine.betting import Action, BettingState, Do, IllegalAction
from dealer_trainer.engine.betting_io import ActionHand, hand_from_dict, scenario_dict
from dealer_trainer.engine.scenario import scenario_from_dict

STRUCTURES = st.sampled_from(["no-limit", "pot-limit", "fixed-limit"])


def start(rng, structure: str) -> tuple[ActionHand, BettingState]:
    hand = hand_from_dict(random_hand(rng, structure))
    return hand, BettingState.start(hand.table)


@settings(max_examples=200, deadline=None)
@given(rng=st.randoms(use_true_random=False), structure=STRUCTURES)
def test_chips_are_conserved_action_by_action_and_street_by_street(rng, structure):
    hand, state = start(rng, structure)
    total = sum(hand.table.stacks.values())
    seen: list[BettingState] = []

    def check(s: BettingState) -> None:
        assert s.chips_on_table() == total
        assert all(v >= 0 for v in (*s.stacks.values(), *s.bets.values(), *s.middle.values()))
        if seen and s.street != seen[-1].street:  # a pull-in: the bets went to the middle whole
            before = seen[-1]
            assert sum(s.middle.values()) == sum(before.middle.values()) + sum(before.bets.values())
            assert sum(s.bets.values()) == 0
        seen.append(s)

    final = play_randomly(rng, state, check)
    pulled = final.pull_in()
    back = final.returned()
    in_pots = sum(p.amount for p in pulled.pots())
    assert in_pots + (back.amount if back else 0) + sum(final.stacks.values()) == total


@settings(max_examples=200, deadline=None)
@given(rng=st.randoms(use_true_random=False), structure=STRUCTURES)
def test_what_legal_offers_is_accepted_and_one_chip_past_it_is_refused(rng, structure):
    _, state = start(rng, structure)

    def probe(s: BettingState) -> None:
        legal = s.legal()
        if legal.seat is None:
            return
        seat = legal.seat
        assert s.stacks[seat] > 0 and legal.fold != legal.check
        assert 0 <= legal.call <= s.stacks[seat]
        assert (legal.raise_range is None) != (legal.closed is None)
        total = s.bets[seat] + s.stacks[seat]
        r = legal.raise_range
        if r is None:
            with pytest.raises(IllegalAction):
                s.apply(Action(seat, Do.RAISE if s.current else Do.BET, total))
            return
        assert s.current < r.min_to <= r.max_to <= total
        for to in {r.min_to, r.max_to}:
            s.apply(Action(seat, r.kind, to))
        if r.max_to < total:
            with pytest.raises(IllegalAction):
                s.apply(Action(seat, r.kind, r.max_to + 1))
        if r.min_to - 1 > s.current and r.min_to < total:
            with pytest.raises(IllegalAction):
                s.apply(Action(seat, r.kind, r.min_to - 1))

    play_randomly(rng, state, probe)


@settings(max_examples=200, deadline=None)
@given(rng=st.randoms(use_true_random=False), structure=STRUCTURES)
def test_the_final_scenario_settles_to_the_referee_s_pots_and_the_committed_chips_pots(rng, structure):
    hand, state = start(rng, structure)
    final = play_randomly(rng, state)
    pulled = final.pull_in()
    shown = [(p.amount, p.eligible) for p in pulled.pots()]
    back = final.returned()
    # the pots of the chips each seat committed, built independently of the referee's state
    committed = {s: final.committed(s) for s in final.seats}
    folded = frozenset(hand.table.seats) - set(final.live)
    own = Hand(final.seats, committed, hand.table.button, folded, dead=final.dead)
    assert shown == [(p.amount, p.eligible) for p in build_pots(own)]
    assert back == uncalled_bet(own)
    # the scenario, with a ranking, settles through the pots engine to the same pots
    data = scenario_dict(final, hand)
    live = list(final.live)
    rng.shuffle(live)
    data["ranking"] = [[s] for s in live]
    settlement = scenario_from_dict(data).settle()
    assert [(p.amount, p.eligible) for p in settlement.pots] == shown
    assert settlement.returned == back
    paid = sum(settlement.payouts.values())
    assert paid + (back.amount if back else 0) == sum(committed.values()) + final.dead
