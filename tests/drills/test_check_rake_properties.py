"""The drop in a build (hypothesis): for random finished hands with a random rake and jackpot
drop, the engine's own build is right, and the rake or the jackpot drop off by a few chips (the
chips kept in, or taken from, a pot) is exactly one diagnosis with the drop's code; chips are
conserved in every build graded."""

from __future__ import annotations

from fractions import Fraction

from hypothesis import assume, given, settings
from hypothesis import strategies as st

from dealer_trainer.drills.checking import Build, BuildPot, check_settlement
from dealer_trainer.engine.hand import Hand
from dealer_trainer.engine.rake import JackpotDrop, RakeSchedule
from dealer_trainer.engine.runs import RoomMoney, settle_room

SETTINGS = settings(max_examples=150, deadline=None)


@st.composite
def raked_hands(draw):
    n = draw(st.integers(2, 5))
    seats = tuple(f"S{i}" for i in range(n))
    totals = {s: draw(st.integers(1, 200)) for s in seats}
    folded = {s for s in seats if draw(st.booleans())}
    if len(folded) == n:
        folded.discard(seats[0])
    live = [s for s in seats if s not in folded]
    top = max(totals[s] for s in live)
    for s in folded:
        totals[s] = min(totals[s], top)
    all_in = frozenset(s for s in live if totals[s] < top)
    hand = Hand(seats, totals, button=seats[-1], folded=frozenset(folded), all_in=all_in)
    cap = draw(st.none() | st.integers(0, 10))
    rake = RakeSchedule(
        percent=Fraction(draw(st.integers(0, 20))), cap=cap, no_flop_no_drop=draw(st.booleans())
    )
    jackpot = JackpotDrop(draw(st.integers(0, 3)), draw(st.integers(0, 100)))
    money = RoomMoney(flop=draw(st.booleans()), rake=rake, jackpot=jackpot)
    return settle_room(hand, None, money), money


def right_parts(s):
    pots = [p.amount - d.rake - d.jackpot for p, d in zip(s.pots, s.drops, strict=True)]
    returned = {s.returned.seat: s.returned.amount} if s.returned else {}
    return pots, returned


def codes(s, money, pots, returned, rake, jackpot):
    build = Build(tuple(BuildPot(a) for a in pots), returned, {}, rake, jackpot)
    assert build.total == s.hand.total_in  # piles + rake + jackpot + returned + left = every chip
    check = check_settlement(s, build, str, room=money)
    assert sum(v.expected for v in check.verdicts) == s.hand.total_in
    assert sum(v.actual for v in check.verdicts) == s.hand.total_in
    return [m.code for m in check.mistakes]


@SETTINGS
@given(raked_hands())
def test_the_engines_build_is_right(hand):
    s, money = hand
    pots, returned = right_parts(s)
    assert codes(s, money, pots, returned, s.rake, s.jackpot) == []


@SETTINGS
@given(raked_hands(), st.integers(1, 5))
def test_a_rake_too_much_is_one_diagnosis(hand, k):
    s, money = hand
    pots, returned = right_parts(s)
    i = next((i for i, amount in enumerate(pots) if amount >= k), None)
    assume(i is not None)
    pots[i] -= k
    no_flop = money.rake is not None and money.rake.no_flop_no_drop and not money.flop
    assert codes(s, money, pots, returned, s.rake + k, s.jackpot) == [
        "rake_no_flop" if no_flop else "rake_wrong"
    ]


@SETTINGS
@given(raked_hands(), st.integers(1, 5))
def test_a_rake_or_a_drop_too_little_is_one_diagnosis(hand, k):
    s, money = hand
    pots, returned = right_parts(s)
    which = "rake" if s.rake else "jackpot"
    right = s.rake or s.jackpot
    assume(right)
    k = min(k, right)
    i = next(i for i, d in enumerate(s.drops) if getattr(d, which))
    pots[i] += k  # the chips stay in the pot they should have come from
    rake, jackpot = (s.rake - k, s.jackpot) if which == "rake" else (s.rake, s.jackpot - k)
    assert codes(s, money, pots, returned, rake, jackpot) == [f"{which}_wrong"]
