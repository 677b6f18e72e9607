"""The generator: determinism, legality of every drill, level bounds, chips, codes."""

from __future__ import annotations

import random

import pytest
from drill_legality import all_in_levels, legality_problems, live_antes, referee_problems
from hypothesis import given, settings
from hypothesis import strategies as st

from dealer_trainer.drills.codes import LEVELS, SEED_SPACE, SHAPES_LEVELS, SHAPES_VERSION, decode_version
from dealer_trainer.drills.errors import DrillError
from dealer_trainer.drills.files import drill_to_dict
from dealer_trainer.drills.generator import (
    NAMES,
    POSITIONS,
    drill_for_seed,
    drill_with_actions,
    generate_drill,
    new_drill,
)
from dealer_trainer.drills.models import Drill
from dealer_trainer.drills.shaped_deals import ALL_IN_LEVELS
from dealer_trainer.engine.chips import break_down

SEEDS_PER_LEVEL = 3000


def shaped_level_problems(drill: Drill) -> list[str]:
    """What a level promises in generator version 4 (drills/shaped_deals.py), on the finished drill."""
    out = []
    n, level, levels = len(drill.seats), drill.level, all_in_levels(drill)
    bounds = {1: (2, 3), 2: (3, 6), 3: (6, 10), 4: (6, 9)}[level]
    if not bounds[0] <= n <= bounds[1]:
        out.append(f"{n} seats")
    low, high = ALL_IN_LEVELS[level]
    if not low <= len(levels) <= high:
        out.append(f"{len(levels)} all-in levels")
    if level == 1 and (any(s.folded for s in drill.seats) or drill.dead):
        out.append("level 1 has no folds and no dead money")
    if level == 2:
        blinds = [s for s in drill.seats if s.position in ("SB", "BB")]
        if not any(s.folded and s.committed for s in blinds):
            out.append("level 2 has a folded blind")
    if level == 4 and drill.stakes.ante_format != "big_blind":
        out.append("level 4 is a tournament with a big-blind ante")
    return out


def level_problems(drill: Drill) -> list[str]:
    """What the level promises, checked on the finished drill (version 4: :func:`shaped_level_problems`)."""
    if drill.level in SHAPES_LEVELS and decode_version(drill.code)[2] == SHAPES_VERSION:
        return shaped_level_problems(drill)
    out = []
    n = len(drill.seats)
    levels = all_in_levels(drill)
    folded = [s for s in drill.seats if s.folded]
    returned = drill.settlement().returned
    level = drill.level
    bounds = {1: (2, 3), 2: (3, 6), 3: (6, 10), 4: (6, 9), 5: (2, 10)}[level]
    if not bounds[0] <= n <= bounds[1]:
        out.append(f"{n} seats")
    if level == 1:
        if len(levels) != 1 or folded or returned or drill.dead:
            out.append("level 1 is one all-in, no folds, no uncalled bet, no dead money")
    elif level == 2:
        blinds = [s for s in drill.seats if s.position in ("SB", "BB")]
        if len(levels) != 2 or returned is None or not any(s.folded and s.committed for s in blinds):
            out.append("level 2 is two all-in levels, a folded blind and an uncalled bet")
    elif level == 3:
        back = {returned.seat: returned.amount} if returned else {}
        totals = [s.committed - back.get(s.name, 0) for s in drill.seats if s.all_in]  # called totals
        shortest = min(levels)
        # version 2: up to two more levels for a short ante and a short blind (per-player antes)
        most = 7 if live_antes(drill) else 5
        if not 3 <= len(levels) <= most or len(totals) == len(set(totals)):
            out.append("level 3 is 3-5 all-in levels with two equal all-ins (and short antes)")
        if not any(s.folded and s.committed > shortest for s in drill.seats):
            out.append("level 3 has a folded player above the shortest all-in")
        if drill.stakes.kind == "tournament" and drill.stakes.ante_format != "per_player":
            out.append("level 3 tournaments have antes")
    elif level == 5:
        if drill.stakes.kind != "cash" or drill.rake is None:
            out.append("level 5 is a cash game with the rake")
        live = [s for s in drill.seats if not s.folded]
        if drill.flop and not 1 <= len(levels) <= 7:
            out.append("level 5 hands that see a flop have 1-7 all-in levels")
        if not drill.flop and (len(live) != 1 or drill.board or returned is None):
            out.append("level 5 hands without a flop are a raise nobody called")
    else:
        stakes = drill.stakes
        if stakes.kind != "tournament" or stakes.ante_format != "big_blind" or drill.chip_set != "tournament":
            out.append("level 4 is a tournament with a big-blind ante")
        if not 2 <= len(levels) <= 5:
            out.append("level 4 has 2-5 all-in levels")
    return out


@pytest.mark.slow
@pytest.mark.parametrize("level", LEVELS)
def test_every_drill_of_thousands_of_seeds_is_legal_and_fits_its_level(level):
    for seed in range(SEEDS_PER_LEVEL):
        for drill in (new_drill(level, seed), drill_for_seed(level, seed, 2)):
            problems = legality_problems(drill) + level_problems(drill)
            assert problems == [], (drill.code, problems)


@settings(max_examples=150, deadline=None)
@given(seed=st.integers(min_value=0, max_value=SEED_SPACE - 1), level=st.sampled_from(LEVELS))
def test_any_seed_gives_a_legal_drill_whose_chips_conserve(seed, level):
    drill = new_drill(level, seed)
    assert legality_problems(drill) == []
    assert level_problems(drill) == []
    settlement = drill.settlement()
    assert settlement.payouts is not None  # every generated drill can be shown down
    returned = settlement.returned.amount if settlement.returned else 0
    drop = settlement.rake + settlement.jackpot  # level 5: the house's drop
    assert sum(settlement.payouts.values()) + returned + drop == settlement.hand.total_in


@pytest.mark.parametrize("level", LEVELS)
def test_the_same_seed_or_code_gives_the_same_drill(level):
    first = new_drill(level, 4242)
    again = new_drill(level, 4242)
    assert drill_to_dict(first) == drill_to_dict(again)
    assert first.code == again.code and first.code.startswith(f"L{level}-")


def test_a_given_rng_is_the_only_source_of_randomness():
    a = generate_drill(3, random.Random(99))
    random.seed(1)  # the global generator must not matter
    b = generate_drill(3, random.Random(99))
    assert drill_to_dict(a) == drill_to_dict(b)
    assert a.code == ""


def test_different_seeds_give_different_drills():
    dicts = {str(drill_to_dict(new_drill(2, seed))) for seed in range(50)}
    assert len(dicts) == 50


def test_new_drill_without_seed_gets_a_fresh_code():
    codes = {new_drill(1).code for _ in range(10)}
    assert len(codes) > 1


@pytest.mark.parametrize("level", LEVELS)
def test_chips_are_the_committed_amount_pushed_biggest_first(level):
    for seed in range(200):
        drill = new_drill(level, seed)
        for seat in drill.seats:
            assert dict(seat.chips) == break_down(seat.committed, drill.chips)
            assert sum(v * c for v, c in seat.chips.items()) == seat.committed


def test_seats_have_real_names_positions_and_cards():
    for seed in range(100):
        drill = new_drill(3, seed)
        n = len(drill.seats)
        assert {s.name for s in drill.seats} <= set(NAMES)
        assert sorted(s.position for s in drill.seats) == sorted(POSITIONS[n])
        assert all(s.hole for s in drill.seats if not s.folded)
        assert len(drill.board) == 10


def test_heads_up_button_posts_the_small_blind():
    drill = next(d for d in (new_drill(1, s) for s in range(100)) if len(d.seats) == 2)
    assert {s.position for s in drill.seats} == {"BTN", "BB"}


def test_level_4_uses_coloured_up_chips_short_blinds_and_splits():
    drills = [new_drill(4, seed) for seed in range(300)]
    assert any(d.unit > d.chips.smallest for d in drills)  # T25 raced off
    short_bb = [
        d for d in drills if next(s for s in d.seats if s.position == "BB").committed < d.stakes.big_blind
    ]
    assert len(short_bb) > 50
    assert any(d.dead == d.stakes.ante for d in drills)  # the big-blind ante is dead money
    splits = [d for d in drills if any(len(a.winners) > 1 for a in d.settlement().awards)]
    assert any(a.odd_chips for d in splits for a in d.settlement().awards)


def test_level_3_has_antes_or_cash_and_dead_small_blinds():
    drills = [new_drill(3, seed) for seed in range(300)]
    anted = [d for d in drills if d.stakes.ante_format == "per_player"]
    assert anted and all(d.dead == 0 for d in anted)  # per-player antes are each seat's chips
    assert any(d.stakes.kind == "cash" for d in drills)
    assert any(d.stakes.kind == "cash" and d.dead == d.stakes.small_blind for d in drills)


def test_level_3_deals_short_antes_and_short_blinds_at_the_stated_rates():
    """Version 2: with per-player antes, about a third of the drills have a player all-in for
    part (or exactly all) of the ante, and about half a blind all-in for the ante and part of
    the blind (measured over 600 seeds: 32 % and 47 %)."""
    anted = [
        d for d in (drill_for_seed(3, seed, 2) for seed in range(600)) if d.stakes.ante_format == "per_player"
    ]
    ante = {d.code: d.stakes.ante for d in anted}
    short_ante = [d for d in anted if any(s.all_in and s.committed <= ante[d.code] for s in d.seats)]
    short_blind = [
        d
        for d in anted
        if any(
            s.all_in
            and s.position in ("SB", "BB")
            and ante[d.code] < s.committed < ante[d.code] + d.stakes.big_blind
            for s in d.seats
        )
    ]
    assert 0.2 < len(short_ante) / len(anted) < 0.5
    assert 0.3 < len(short_blind) / len(anted) < 0.65
    # the short ante caps a main pot that holds that much of every ante
    drill = short_ante[0]
    capped = min(s.committed for s in drill.seats if s.all_in)
    main = drill.settlement().pots[0]
    assert main.upper == capped and all(share <= capped for share in main.shares.values())


def test_cash_stacks_are_realistic():
    for seed in range(300):
        drill = new_drill(2, seed)
        bb = drill.stakes.big_blind
        starts = [s.stack + s.committed for s in drill.seats]
        assert all(start <= 260 * bb for start in starts)
        assert len(set(starts)) > 1


@pytest.mark.parametrize("bad", [0, 6, -1, "2", 2.0, True])  # 5 is the cash game with the rake
def test_unknown_levels_are_refused(bad):
    with pytest.raises(DrillError) as info:
        new_drill(bad, 1)
    assert info.value.code == "bad_level"


def test_a_non_integer_seed_is_refused():
    with pytest.raises(DrillError) as info:
        new_drill(1, "12")  # type: ignore[arg-type]
    assert info.value.code == "bad_seed"


@pytest.mark.slow
@pytest.mark.parametrize("level", LEVELS)
def test_a_referee_replaying_every_action_finds_the_hand_legal(level):
    for seed in range(SEEDS_PER_LEVEL):
        drill, actions = drill_with_actions(level, seed)
        assert drill_to_dict(drill) == drill_to_dict(new_drill(level, seed))
        assert referee_problems(drill, actions) == [], (drill.code, actions)


def test_the_referee_catches_an_illegal_min_raise_and_a_wrong_turn():
    drill, actions = next(
        (d, a) for d, a in (drill_with_actions(2, s) for s in range(200)) if any(x[2] == "raise" for x in a)
    )
    steps = list(actions)
    first_raise = next(i for i, a in enumerate(steps) if a[2] == "raise")
    street, name, _, chips = steps[first_raise]
    steps[first_raise] = (street, name, "call", chips)
    assert referee_problems(drill, tuple(steps))
    swapped = list(actions)
    betting = [i for i, a in enumerate(swapped) if a[2] in ("fold", "call", "raise", "check")]
    swapped[betting[0]], swapped[betting[1]] = swapped[betting[1]], swapped[betting[0]]
    assert referee_problems(drill, tuple(swapped))
