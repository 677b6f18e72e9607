"""Chips in equal chips out with the room's money and runs (hypothesis): for random finished hands
(the strategy of test_properties) with a random rake (percent or steps, cap, unit rounding, no flop
no drop), jackpot drop and 1-3 runs, every chip committed is paid out, raked, dropped or returned,
and no pot gives more than it holds."""

from __future__ import annotations

from fractions import Fraction

from hypothesis import given, settings
from hypothesis import strategies as st
from test_properties import examples

from dealer_trainer.engine.rake import JackpotDrop, RakeSchedule
from dealer_trainer.engine.runs import RoomMoney, run_parts, settle_room

SETTINGS = settings(max_examples=300, deadline=None)


@st.composite
def rakes(draw) -> RakeSchedule | None:
    cap = draw(st.none() | st.integers(0, 400))
    no_flop = draw(st.booleans())
    kind = draw(st.sampled_from(["none", "percent", "steps"]))
    if kind == "none":
        return None
    if kind == "percent":
        percent = Fraction(draw(st.integers(0, 1000)), draw(st.sampled_from([1, 2, 4, 10])))
        return RakeSchedule(percent=min(percent, Fraction(100)), cap=cap, no_flop_no_drop=no_flop)
    totals = sorted(set(draw(st.lists(st.integers(0, 2000), min_size=1, max_size=4))))
    takes = sorted(draw(st.lists(st.integers(0, 50), min_size=len(totals), max_size=len(totals))))
    steps = tuple((t, min(k, t)) for t, k in zip(totals, takes, strict=True))
    return RakeSchedule(steps=steps, cap=cap, no_flop_no_drop=no_flop)


@st.composite
def rooms(draw):
    ex = draw(examples())
    runs = draw(st.integers(1, 3))
    seats = ex.hand.seats
    rankings = [ex.ranking]
    for _ in range(runs - 1):  # another board: another order, ties too
        place = {s: draw(st.integers(0, 4)) for s in seats}
        rankings.append(tuple(tuple(s for s in seats if place[s] == p) for p in sorted(set(place.values()))))
    jackpot = draw(st.none() | st.builds(JackpotDrop, st.integers(0, 200), st.integers(0, 3000)))
    money = RoomMoney(flop=draw(st.booleans()), rake=draw(rakes()), jackpot=jackpot)
    return ex, money, rankings, runs


@SETTINGS
@given(rooms())
def test_chips_in_equal_chips_out_with_rake_jackpot_and_runs(room):
    ex, money, rankings, runs = room
    s = settle_room(ex.hand, rankings, money, runs=runs)
    returned = s.returned.amount if s.returned else 0
    assert sum(s.payouts.values()) + s.rake + s.jackpot + returned == ex.hand.total_in
    total = sum(p.amount for p in s.pots)
    assert s.rake % ex.hand.unit == 0 and s.rake <= total
    if money.rake is None or (money.rake.no_flop_no_drop and not money.flop):
        assert s.rake == 0
    if money.rake is not None and money.rake.cap is not None:
        assert s.rake <= money.rake.cap
    if not money.flop or money.jackpot is None or total < money.jackpot.min_pot:
        assert s.jackpot == 0
    for pot, drop in zip(s.pots, s.drops, strict=True):
        pushed = sum(sum(a.to.values()) for a in s.awards if a.pot.index == pot.index)
        assert pushed + drop.rake + drop.jackpot == pot.amount
        assert {a.run for a in s.awards if a.pot.index == pot.index} <= (
            {None} if runs == 1 or len(pot.eligible) == 1 else set(range(1, runs + 1))
        )


@SETTINGS
@given(st.integers(0, 10**6), st.integers(1, 3), st.sampled_from([1, 5, 25]))
def test_run_parts_add_up_and_differ_by_at_most_one_unit_earliest_first(amount, runs, unit):
    parts = run_parts(amount, runs, unit)
    assert sum(parts) == amount and len(parts) == runs
    assert list(parts) == sorted(parts, reverse=True)
    assert parts[0] - parts[-1] <= unit
