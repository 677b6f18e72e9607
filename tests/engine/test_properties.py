"""Properties of the pot engine over random finished hands (hypothesis).

The strategy builds only finished hands, so nothing is filtered: 2-10 seats, a random button,
a unit of 1, 5 or 25 chips (every amount a whole number of units), some seats folded, every
live seat either at the top total or all-in below it, folded seats anywhere from 0 to the
top, sometimes one live seat with an uncalled overbet above the top, sometimes dead money,
and a random showdown ranking with ties (sometimes naming folded seats too).
"""

from __future__ import annotations

from dataclasses import dataclass

from hypothesis import given, settings
from hypothesis import strategies as st

from dealer_trainer.engine import AwardOrder, Hand, HouseRules, build_pots, settle

SETTINGS = settings(max_examples=300, deadline=None)


@dataclass(frozen=True)
class Example:
    """A finished hand, its ranking, and the totals the dealer plays for (worked out here)."""

    hand: Hand
    ranking: tuple[tuple[str, ...], ...]
    called: dict[str, int]  # totals after the uncalled bet went back
    returned: tuple[str, int] | None


def called_totals(contributions: dict[str, int], folded: frozenset[str]) -> tuple[dict, tuple | None]:
    """Independent of the engine: the single highest live contributor gets back its excess."""
    ordered = sorted(contributions.values(), reverse=True)
    top = ordered[0]
    second = ordered[1] if len(ordered) > 1 else 0
    called = dict(contributions)
    if top > second:
        (seat,) = [s for s, c in contributions.items() if c == top]
        if seat not in folded:
            called[seat] = second
            return called, (seat, top - second)
    return called, None


@st.composite
def examples(draw) -> Example:
    # Per seat: folded?, which level (index into the level list), all-in even at the top?,
    # and its place in the showdown (equal places tie).
    per_seat = st.tuples(st.booleans(), st.integers(0, 5), st.booleans(), st.integers(0, 6))
    rows = draw(st.lists(per_seat, min_size=2, max_size=10))
    n = len(rows)
    seats = tuple(f"S{i}" for i in range(n))
    unit = draw(st.sampled_from([1, 5, 25]))
    button = seats[draw(st.integers(0, n - 1))]
    if all(row[0] for row in rows):
        rows[draw(st.integers(0, n - 1))] = (False, *rows[0][1:])
    folded = frozenset(s for s, row in zip(seats, rows, strict=True) if row[0])
    live = [s for s in seats if s not in folded]

    # Totals in units from a few levels, so equal totals (and equal all-ins) are common;
    # the top is a live total, every other total is at most the top.
    top = draw(st.integers(0, 60))
    levels = [*draw(st.lists(st.integers(0, top), min_size=4, max_size=4)), top, 0]
    units = {s: levels[row[1]] for s, row in zip(seats, rows, strict=True)}
    units[live[draw(st.integers(0, len(live) - 1))]] = top
    overbet = draw(st.sampled_from([0, 0, 1, 2, 9, 40]))
    if overbet:  # an uncalled bet by a live seat at the top
        at_top = [s for s in live if units[s] == top]
        units[at_top[draw(st.integers(0, len(at_top) - 1))]] += overbet
    contributions = {s: u * unit for s, u in units.items()}
    dead = draw(st.sampled_from([0, 0, 1, 3, 7])) * unit
    if not dead and not any(contributions.values()):
        dead = unit  # a hand with no chips at all is refused (no_chips); dead money alone is a pot
    if not dead:  # a live seat all-in for nothing is refused unless there is dead money to play for
        for s in live:
            contributions[s] = contributions[s] or unit
    called, returned = called_totals(contributions, folded)

    all_in = None
    if draw(st.booleans()):  # explicit all-ins: every live seat below the top, maybe more
        called_top = max(called.values())
        extra = {s for s, row in zip(seats, rows, strict=True) if row[2] and called[s]}
        all_in = frozenset(s for s in live if called[s] < called_top or s in extra)
    hand = Hand(seats, contributions, button=button, folded=folded, all_in=all_in, dead=dead, unit=unit)

    ranked = seats if draw(st.booleans()) else tuple(live)  # sometimes folded seats are ranked too
    place = {s: row[3] for s, row in zip(seats, rows, strict=True)}
    ranking = tuple(tuple(s for s in ranked if place[s] == p) for p in sorted({place[s] for s in ranked}))
    return Example(hand, ranking, called, returned)


def clockwise_from_button(hand: Hand) -> list[str]:
    i = hand.seats.index(hand.button)
    return list(hand.seats[i + 1 :] + hand.seats[: i + 1])


@SETTINGS
@given(examples())
def test_chips_in_equal_chips_out(ex):
    result = settle(ex.hand, ex.ranking)
    returned = result.returned.amount if result.returned else 0
    assert sum(result.payouts.values()) + returned == ex.hand.total_in
    assert sum(p.amount for p in result.pots) + returned == sum(ex.hand.contributions.values()) + ex.hand.dead
    assert (
        None if result.returned is None else (result.returned.seat, result.returned.amount)
    ) == ex.returned


@SETTINGS
@given(examples())
def test_each_pot_is_its_shares_plus_its_dead_money(ex):
    pots = build_pots(ex.hand)
    for pot in pots:
        assert sum(pot.shares.values()) == pot.amount - pot.dead
        assert pot.arithmetic.amount == pot.amount
    assert sum(p.dead for p in pots) == ex.hand.dead
    assert all(p.dead == 0 for p in pots[1:])
    # Every seat's called total is spread over the pots exactly.
    for seat in ex.hand.seats:
        assert sum(p.shares.get(seat, 0) for p in pots) == ex.called[seat]


@SETTINGS
@given(examples())
def test_no_seat_wins_more_from_an_opponent_than_it_put_in(ex):
    result = settle(ex.hand, ex.ranking)
    for seat in ex.hand.seats:
        mine = ex.called[seat]
        profit = result.payouts[seat] - mine
        covered = sum(min(mine, ex.called[o]) for o in ex.hand.seats if o != seat)
        assert profit <= covered + ex.hand.dead


@SETTINGS
@given(examples())
def test_eligible_sets_only_shrink_and_never_hold_folded_seats(ex):
    pots = build_pots(ex.hand)
    for pot in pots:
        assert not set(pot.eligible) & ex.hand.folded
        assert pot.eligible  # somebody can win every pot
        assert pot.amount > 0
    for before, after in zip(pots, pots[1:], strict=False):
        assert set(after.eligible) <= set(before.eligible)
        assert before.upper <= after.lower
    # Pots are cut at live totals: each eligible seat put in the whole layer.
    for pot in pots:
        for seat in pot.eligible:
            assert ex.called[seat] >= pot.upper


@SETTINGS
@given(examples())
def test_a_pot_with_one_eligible_seat_is_pushed_without_showdown(ex):
    result = settle(ex.hand, ex.ranking)
    for award in result.awards:
        if len(award.pot.eligible) == 1:
            assert not award.showdown
            assert dict(award.to) == {award.pot.eligible[0]: award.pot.amount}
        else:
            assert award.showdown
    # Without a ranking, the hand is settled only when no pot needs a showdown.
    unsettled = settle(ex.hand)
    needs_showdown = any(len(p.eligible) > 1 for p in unsettled.pots)
    assert (unsettled.payouts is None) == needs_showdown


@SETTINGS
@given(examples())
def test_each_pot_goes_to_its_best_eligible_hands(ex):
    result = settle(ex.hand, ex.ranking)
    assert len(result.awards) == len(result.pots)
    for award in result.awards:
        eligible = set(award.pot.eligible)
        best = next(g for g in ex.ranking if eligible & set(g)) if len(eligible) > 1 else eligible
        assert set(award.winners) == eligible & set(best)
        assert set(award.to) == set(award.winners)
        assert sum(award.to.values()) == award.pot.amount


@SETTINGS
@given(examples())
def test_split_pots_give_at_most_one_odd_unit_each_clockwise_from_the_button(ex):
    hand = ex.hand
    order = clockwise_from_button(hand)
    for award in settle(hand, ex.ranking).awards:
        shares = [award.to[w] for w in award.winners]
        assert max(shares) - min(shares) <= hand.unit
        k = len(award.winners)
        base = award.pot.amount // hand.unit // k * hand.unit
        odd = (award.pot.amount - base * k) // hand.unit
        first = [s for s in order if s in award.winners][:odd]
        assert dict(award.to) == {w: base + (hand.unit if w in first else 0) for w in award.winners}
        assert list(award.odd_chips) == first


@SETTINGS
@given(examples())
def test_award_order_changes_the_order_not_the_chips(ex):
    side_first = settle(ex.hand, ex.ranking)
    main_first = settle(ex.hand, ex.ranking, HouseRules(award_order=AwardOrder.MAIN_FIRST))
    assert [a.pot.index for a in side_first.awards] == list(range(len(side_first.pots)))[::-1]
    assert [a.pot.index for a in main_first.awards] == list(range(len(main_first.pots)))
    assert dict(side_first.payouts) == dict(main_first.payouts)


def reference_pots(ex: Example) -> list[tuple[int, tuple[str, ...]]]:
    """Pots the way a dealer cuts them, worked out without the engine.

    One layer per distinct live total, folded chips layered by amount (those above the last
    live level stay in the last pot); the dead money is a layer of its own below everything,
    open to every live seat (rules.md §5.3, §6); then neighbouring layers with the same
    eligible seats are one pot (rules.md §1, C11).
    """
    hand = ex.hand
    live = [s for s in hand.seats if s not in hand.folded]
    layers = [[hand.dead, tuple(live)]]
    levels = sorted({ex.called[s] for s in live if ex.called[s] > 0})
    lower = 0
    for upper in levels:
        amount = sum(min(c, upper) - min(c, lower) for c in ex.called.values())
        if upper == levels[-1]:
            amount += sum(c - upper for c in ex.called.values() if c > upper)
        layers.append([amount, tuple(s for s in live if ex.called[s] >= upper)])
        lower = upper
    pots: list[list] = []
    for amount, eligible in layers:
        if pots and pots[-1][1] == eligible:
            pots[-1][0] += amount
        elif amount:
            pots.append([amount, eligible])
    return [(a, e) for a, e in pots]


@SETTINGS
@given(examples())
def test_pots_match_a_layer_by_layer_count(ex):
    assert [(p.amount, p.eligible) for p in build_pots(ex.hand)] == reference_pots(ex)
