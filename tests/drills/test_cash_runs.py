"""Level 5 (the cash game with the rake) runs the board twice or three times in some hands with
side pots (generator version 3, level 5's new codes): a sample of drills holds run drills with two
pots or more, raked; no more betting can take place in them; chips in = chips out; the solution's
build and per-run award check right; codes of version 2 deal their drills as before."""

from __future__ import annotations

import pytest

from dealer_trainer.drills.award_checking import AwardPush, check_award
from dealer_trainer.drills.checking import check_build, solution_piles
from dealer_trainer.drills.codes import decode_version, encode
from dealer_trainer.drills.files import drill_from_dict, drill_to_dict
from dealer_trainer.drills.generator import drill_for_seed, drill_from_code
from dealer_trainer.engine.runs import check_run_rules

SEEDS = range(60)


@pytest.fixture(scope="module")
def drills():
    return [drill_for_seed(5, seed) for seed in SEEDS]


def runs_of(drills):
    return [d for d in drills if d.runs > 1]


def test_the_cash_level_deals_run_drills_with_side_pots(drills):
    runs = runs_of(drills)
    assert 0.15 * len(drills) <= len(runs) <= 0.6 * len(drills)
    assert {d.runs for d in runs} == {2, 3}
    for d in runs:
        s = d.settlement()
        assert len(s.pots) >= 2 and d.flop and len(d.boards) == d.runs and d.board == d.boards[0]
        assert d.stakes.kind == "cash" and d.rake is not None and s.rake > 0
        assert "run" in d.title
        check_run_rules(d.runs, d.hand, kind=d.stakes.kind)  # no more betting can take place
        assert {a.run for a in s.awards if a.run} == set(range(1, d.runs + 1))


def test_chips_in_are_chips_out_in_every_run_drill(drills):
    for d in runs_of(drills):
        s = d.settlement()
        committed = sum(seat.committed for seat in d.seats) + d.dead
        returned = s.returned.amount if s.returned else 0
        assert sum(s.payouts.values()) + s.rake + s.jackpot + returned == committed
        for pot in s.pots:  # each pot's runs add up to what the drop left in it
            drop = s.drops[pot.index]
            parts = sum(sum(a.to.values()) for a in s.awards if a.pot.index == pot.index)
            assert parts == pot.amount - drop.rake - drop.jackpot
        assert check_build(d, solution_piles(d)).correct
        pushes = [AwardPush(a.pot.index, seat, c, a.run) for a in s.awards for seat, c in a.to.items() if c]
        assert check_award(d, pushes).correct


def test_a_hand_worked_run_drill():
    d = drill_from_code("L5-222223-3T")  # seed 1: run twice, main pot and side pot 1
    s = d.settlement()
    assert d.runs == 2 and len(s.pots) == 2
    main = s.pots[0]
    rest = main.amount - s.drops[0].rake - s.drops[0].jackpot
    run1, run2 = (sum(a.to.values()) for a in s.awards if a.pot.index == 0)
    assert (run1, run2) == ((rest + 1) // 2, rest // 2)  # the odd chip to run 1


def test_new_level_5_codes_are_version_3_and_version_2_codes_deal_as_before():
    assert decode_version(encode(5, 1)) == (5, 1, 3) and decode_version(encode(3, 1)) == (3, 1, 4)
    for seed in SEEDS:
        old, new = drill_for_seed(5, seed, 2), drill_for_seed(5, seed)
        assert old.runs == 1 and old.code.startswith("L5-") and "-2" in old.code
        if new.runs == 1:  # a hand that is not run is the version-2 drill under its new code
            assert drill_to_dict(new) | {"code": old.code} == drill_to_dict(old)


def test_a_run_drill_round_trips_through_a_drill_file(drills):
    for d in runs_of(drills)[:10]:
        again = drill_from_dict(drill_to_dict(d))
        assert again.boards == d.boards and again.settlement().payouts == d.settlement().payouts
