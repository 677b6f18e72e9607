"""Killed and mucked hands, forfeited seats, pots no live seat can win, and odd chips smaller
than the unit (TDA 2024 Rules 15-B, 20, 30, 65-A; Robert's Rules of Poker, ties)."""

from __future__ import annotations

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from dealer_trainer.engine import Hand, PotError, settle
from dealer_trainer.engine.award import split_pot, split_unit
from dealer_trainer.engine.scenario import scenario_from_dict, scenario_to_dict
from dealer_trainer.wording.explain import error_message


def pots_of(settlement):
    return [(p.amount, p.eligible) for p in settlement.pots]


def test_a_killed_hand_gets_its_uncalled_bet_back():
    # B bet 300, A called all-in for 100, B's hand was killed at the showdown
    data = {
        "seats": ["A", "B"],
        "button": "B",
        "contributions": {"A": 100, "B": 300},
        "folded": ["B"],
        "all_in": ["A"],
        "dead": 0,
        "unit": 1,
        "ranking": [["A"]],
    }
    s = scenario_from_dict(data).settle()
    assert (s.returned.seat, s.returned.amount) == ("B", 200)
    assert pots_of(s) == [(200, ("A",))]
    assert dict(s.payouts) == {"A": 200, "B": 0}


def test_a_live_player_behind_a_folded_larger_total_is_a_finished_hand():
    hand = Hand(("A", "B", "C"), {"A": 100, "B": 100, "C": 400}, folded=frozenset({"C"}), all_in=frozenset())
    s = settle(hand, [["A"], ["B"]])
    assert (s.returned.seat, s.returned.amount) == ("C", 300)
    assert pots_of(s) == [(300, ("A", "B"))]


def test_forfeited_blind_is_cut_by_level_and_never_returned():
    # SB all-in for 150, UTG calls 200, the absent big blind's 200 forfeited
    hand = Hand(
        ("SB", "BB", "UTG"),
        {"SB": 150, "BB": 200, "UTG": 200},
        button="UTG",
        all_in=frozenset({"SB"}),
        forfeited=frozenset({"BB"}),
    )
    s = settle(hand, [["SB"], ["UTG"]])
    assert s.returned is None
    assert pots_of(s) == [(450, ("SB", "UTG")), (100, ("UTG",))]
    # heads-up, a short all-in of 30 against the absent big blind's forfeited 100 wins all 130
    heads_up = Hand(("S", "BB"), {"S": 30, "BB": 100}, all_in=frozenset({"S"}), forfeited=frozenset({"BB"}))
    s = settle(heads_up, [["S"]])
    assert s.returned is None and pots_of(s) == [(130, ("S",))] and dict(s.payouts) == {"S": 130, "BB": 0}


def test_forfeited_round_trips_in_the_scenario_format():
    data = {"seats": ["S", "BB"], "contributions": {"S": 30, "BB": 100}, "forfeited": ["BB"], "all_in": ["S"]}
    scenario = scenario_from_dict(data)
    assert scenario.hand.forfeited == frozenset({"BB"})
    assert scenario_to_dict(scenario)["forfeited"] == ["BB"]
    with pytest.raises(PotError) as error:
        scenario_from_dict(dict(data, folded=["BB"]))
    assert (
        error_message(error.value)
        == "forfeited: 'BB' is forfeited, so it is listed neither as folded nor as all-in"
    )


def test_a_pot_only_folded_players_contested_is_refused_with_how_to_write_it():
    # A all-in 100; F2 folded at 300 to F1's bet of 500; F1's hand was later killed
    hand = Hand(("A", "F1", "F2"), {"A": 100, "F1": 500, "F2": 300}, folded=frozenset({"F1", "F2"}))
    with pytest.raises(PotError) as error:
        settle(hand, [["A"]])
    message = error_message(error.value)
    assert message.startswith("folded: 400 chips were bet above 100")
    assert (
        "List the seat that won it uncontested as live (not folded) and rank it below the others" in message
    )
    # written as the message says, it settles: F1 won the 400 uncontested before the kill
    fixed = Hand(("A", "F1", "F2"), {"A": 100, "F1": 500, "F2": 300}, folded=frozenset({"F2"}))
    s = settle(fixed, [["A"], ["F1"]])
    assert pots_of(s) == [(300, ("A", "F1")), (400, ("F1",))] and s.returned.amount == 200


def test_everyone_folded_to_one_player_who_wins_every_chip():
    hand = Hand(
        ("A", "B", "C"), {"A": 50, "B": 200, "C": 120}, folded=frozenset({"A", "C"}), all_in=frozenset()
    )
    s = settle(hand)
    assert s.returned.amount == 80 and dict(s.payouts) == {"A": 0, "B": 290, "C": 0}


@pytest.mark.parametrize(
    ("amount", "unit", "to"),
    [
        (111, 5, (37, 37, 37)),
        (110, 5, (40, 35, 35)),
        (3075, 100, (1025, 1025, 1025)),
        (1100, 100, (400, 400, 300)),
    ],
)
def test_chips_below_the_unit_are_in_play(amount, unit, to):
    hand = Hand(("A", "B", "C", "D"), {"A": 1, "B": 1, "C": 1}, button="D", unit=unit)
    got, _ = split_pot(hand, amount, ["A", "B", "C"])
    assert tuple(got.values()) == to


@st.composite
def hands(draw):
    n = draw(st.integers(2, 8))
    seats = tuple(f"S{i}" for i in range(n))
    unit = draw(st.sampled_from([1, 5, 25, 100]))
    kinds = draw(st.lists(st.sampled_from(["live", "live", "folded", "forfeited"]), min_size=n, max_size=n))
    if "live" not in kinds:
        kinds[draw(st.integers(0, n - 1))] = "live"
    odd = draw(st.booleans())  # sometimes amounts that are not whole units
    contributions = {
        s: draw(st.integers(0, 40)) * unit + (draw(st.integers(0, unit - 1)) if odd else 0) for s in seats
    }
    folded = frozenset(s for s, k in zip(seats, kinds, strict=True) if k == "folded")
    forfeited = frozenset(s for s, k in zip(seats, kinds, strict=True) if k == "forfeited")
    dead = draw(st.sampled_from([0, 0, unit, 3 * unit]))
    assume(dead or any(contributions.values()))
    hand = Hand(
        seats, contributions, button=seats[-1], folded=folded, forfeited=forfeited, dead=dead, unit=unit
    )
    live = list(hand.live)
    ranking = draw(st.permutations(live))
    groups, i = [], 0
    while i < len(ranking):
        size = draw(st.integers(1, len(ranking) - i))
        groups.append(list(ranking[i : i + size]))
        i += size
    return hand, groups


@settings(max_examples=400, deadline=None)
@given(hands())
def test_returns_table_stakes_odd_chips_and_conservation(example):
    hand, ranking = example
    try:
        s = settle(hand, ranking)
    except PotError as exc:
        assume(exc.code != "no_live_contender")
        raise
    totals = sorted(hand.contributions.values(), reverse=True)
    top_seat = max(hand.seats, key=lambda x: hand.contributions[x])
    single_top = len(totals) > 1 and totals[0] > totals[1]
    # a folded top contributor's uncalled excess always goes back; a forfeited one's never
    if single_top and top_seat in hand.folded:
        assert s.returned is not None and s.returned.seat == top_seat
        assert s.returned.amount == totals[0] - totals[1]
    if top_seat in hand.forfeited:
        assert s.returned is None
    called = dict(hand.contributions)
    if s.returned:
        called[s.returned.seat] -= s.returned.amount
    # table stakes: a live seat never wins from another seat more than its own total
    for x in hand.live:
        for y in hand.seats:
            if y == x or y in hand.forfeited:
                continue
            from_y = sum(p.shares.get(y, 0) for p in s.pots if x in p.eligible)
            assert from_y <= called[x], (x, y)
    # odd chips: tied winners differ by at most one odd chip (the split unit) in a pot
    for award in s.awards:
        shares = [award.to[w] for w in award.winners]
        assert max(shares) - min(shares) <= split_unit(hand.unit, award.pot.amount)
        assert len(set(award.odd_chips)) == len(award.odd_chips)
    # chips in, chips out
    assert sum(s.payouts.values()) + (s.returned.amount if s.returned else 0) == hand.total_in
    assert sum(p.amount for p in s.pots) + (s.returned.amount if s.returned else 0) == hand.total_in


def test_a_seat_all_in_for_nothing_is_refused_unless_there_is_dead_money():
    data = {"seats": ["A", "B", "C"], "contributions": {"A": 100, "B": 100}, "all_in": ["C"]}
    with pytest.raises(PotError) as error:
        scenario_from_dict(data).settle()
    assert error_message(error.value) == (
        "all_in: 'C' is listed all-in but put nothing in, and the hand has no dead money to be all-in for"
    )
    # a big blind all-in for the big-blind ante alone (posted ante first) plays for the dead money
    settled = scenario_from_dict(dict(data, dead=50)).settle()
    assert [(p.amount, p.eligible) for p in settled.pots] == [(50, ("A", "B", "C")), (200, ("A", "B"))]
    # a seat left out of contributions still counts as one that put nothing in
    assert scenario_from_dict({"seats": ["A", "B", "C"], "contributions": {"A": 5, "B": 5}}).settle()
