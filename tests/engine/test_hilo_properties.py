"""Chips in equal chips out in hi-lo and stud games (hypothesis): random finished hands (the strategy
of test_properties) with random high and low rankings (lows for some seats only, ties too), the
room's rake and jackpot drop and 1-3 runs; every chip is paid, raked, dropped or returned, no pot
gives more than it holds, and the high half never gets less than the low half."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st
from test_properties import examples
from test_rake_properties import rakes

from dealer_trainer.engine.hilo import Showdown, Variant, settle_variant
from dealer_trainer.engine.rake import JackpotDrop
from dealer_trainer.engine.runs import RoomMoney

SETTINGS = settings(max_examples=300, deadline=None)


@st.composite
def rankings(draw, seats, some=False):
    place = {s: draw(st.integers(0, 4)) for s in seats}
    chosen = [s for s in seats if not some or draw(st.booleans())]
    return tuple(tuple(s for s in chosen if place[s] == p) for p in sorted({place[s] for s in chosen}))


@st.composite
def games(draw):
    ex = draw(examples())
    variant = draw(st.sampled_from(list(Variant)))
    runs = draw(st.integers(1, 3))
    live = ex.hand.live
    shows = [Showdown(draw(rankings(live)), draw(rankings(live, some=True))) for _ in range(runs)]
    jackpot = draw(st.none() | st.builds(JackpotDrop, st.integers(0, 200), st.integers(0, 3000)))
    money = RoomMoney(flop=draw(st.booleans()), rake=draw(rakes()), jackpot=jackpot)
    return ex, variant, shows, money, runs


@SETTINGS
@given(games())
def test_chips_in_equal_chips_out_halves_runs_rake_and_jackpot(game):
    ex, variant, shows, money, runs = game
    if variant == Variant.RAZZ:  # razz ranks every live seat's low
        shows = [Showdown(None, show.high) for show in shows]
    s = settle_variant(ex.hand, variant, shows, money, runs=runs)
    returned = s.returned.amount if s.returned else 0
    assert sum(s.payouts.values()) + s.rake + s.jackpot + returned == ex.hand.total_in
    for pot, drop in zip(s.pots, s.drops, strict=True):
        awards = [a for a in s.awards if a.pot.index == pot.index]
        assert sum(sum(a.to.values()) for a in awards) + drop.rake + drop.jackpot == pot.amount
        for run in {a.run for a in awards}:
            halves = {a.half: sum(a.to.values()) for a in awards if a.run == run}
            if "low" in halves:
                assert variant.hilo and 0 <= halves["high"] - halves["low"] <= ex.hand.unit
            assert all(min(a.to.values()) >= 0 for a in awards)
