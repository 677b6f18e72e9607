"""Street-by-street drills: the generator deals legal hands, each pull-in is a build the checker
grades, and its pots are the betting referee's after the pull-in."""

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from dealer_trainer.drills.checking import check_build, pot_pile, return_pile, solution_piles
from dealer_trainer.drills.codes import SEED_SPACE
from dealer_trainer.drills.errors import DrillError
from dealer_trainer.drills.showdown_drills import drill_from_code
from dealer_trainer.drills.streets import (
    STREET_LEVELS,
    decode_street,
    encode_street,
    pots_formed,
    seed_version,
    start_piles,
    street_drill_for_seed,
    street_drill_from_code,
)
from dealer_trainer.engine.betting import Action, BettingState, Do
from dealer_trainer.engine.betting_table import Street, Table

seeds = st.integers(0, SEED_SPACE - 1)
levels = st.sampled_from(sorted(STREET_LEVELS))


def _replay(sd):
    """Play the drill's steps on a fresh referee: raises IllegalAction on an illegal step."""
    state = BettingState.start(sd.table)
    for step in sd.steps:
        if isinstance(step, Street):
            assert state.round_complete and not state.betting_over
            state = state.next_street()
            assert state.street == step
        else:
            assert state.to_act == step.seat
            state = state.apply(step)
    return state


@settings(max_examples=60, deadline=None)
@given(levels, seeds)
def test_every_generated_sequence_is_legal_and_ends_the_betting(level, seed):
    sd = street_drill_for_seed(level, seed)
    final = _replay(sd)
    assert final.betting_over
    assert sd.code == encode_street(level, seed, seed_version(level, seed))


@settings(max_examples=60, deadline=None)
@given(levels, seeds)
def test_each_pull_in_equals_the_referees_pots_and_conserves_chips(level, seed):
    sd = street_drill_for_seed(level, seed)
    start_total = sum(sd.table.stacks.values())
    for round_ in sd.rounds:
        end = round_.end
        assert end.round_complete
        drill = round_.after
        settlement = drill.settlement()
        pulled = end.pull_in()
        ref = [(p.amount, p.eligible) for p in pulled.pots()]
        assert [(p.amount, p.eligible) for p in settlement.pots] == ref
        ref_back = pulled.returned() if round_.final else None
        back = settlement.returned
        mine = (back.seat, back.amount) if back else None
        assert mine == ((ref_back.seat, ref_back.amount) if ref_back else None)
        # chips conserved: stacks + everything in the middle and in front = the starting stacks
        assert (
            sum(s.stack for s in drill.seats) + sum(s.committed for s in drill.seats) + drill.dead
            == start_total
        )
        in_pots = sum(p.amount for p in settlement.pots) + (back.amount if back else 0)
        assert in_pots == sum(s.committed for s in drill.seats) + drill.dead
        # the pots of earlier streets are a prefix of this round's (the top one may grow)
        if round_.before is not None:
            old = round_.before.settlement().pots
            new = settlement.pots
            assert len(new) >= len(old)
            for a, b in zip(old[:-1], new, strict=False):
                assert a.amount == b.amount
            assert new[len(old) - 1].amount >= old[-1].amount


@settings(max_examples=30, deadline=None)
@given(levels, seeds)
def test_the_right_pull_in_on_top_of_the_earlier_pots_is_graded_right(level, seed):
    sd = street_drill_for_seed(level, seed)
    for round_ in sd.rounds:
        piles = start_piles(round_)
        # the chips already in the middle are each seat's total before the round
        if round_.before is not None:
            placed = {}
            for moves in piles.values():
                for origin, chips in moves.items():
                    placed[origin] = placed.get(origin, 0) + chips
            for seat in round_.before.seats:
                assert placed.get(seat.name, 0) == seat.committed
        assert check_build(round_.after, solution_piles(round_.after)).correct
        if round_.bets:
            assert not check_build(round_.after, piles).correct  # nothing pulled in yet


def test_a_hand_worked_pull_in_on_the_turn():
    # 3 seats, $1/$2: all call 10 pre-flop; on the flop all check; on the turn Anna (30 left)
    # goes all-in, Bram and Chris call: main pot 30 + 3 x 30 = 120.
    table = Table(("Anna", "Bram", "Chris"), "Anna", {"Anna": 40, "Bram": 200, "Chris": 200}, 1, 2)
    from dealer_trainer.drills.models import Stakes
    from dealer_trainer.drills.streets import StreetDrill

    steps = (
        Action("Anna", Do.RAISE, 10),
        Action("Bram", Do.CALL),
        Action("Chris", Do.CALL),
        Street.FLOP,
        Action("Bram", Do.CHECK),
        Action("Chris", Do.CHECK),
        Action("Anna", Do.CHECK),
        Street.TURN,
        Action("Bram", Do.BET, 50),
        Action("Chris", Do.CALL),
        Action("Anna", Do.ALL_IN),
        Street.RIVER,
        Action("Bram", Do.CHECK),
        Action("Chris", Do.CHECK),
    )
    sd = StreetDrill("", 0, "t", table, steps, Stakes("cash", 1, 2), "cash", 1)
    assert [r.street for r in sd.rounds] == [Street.PREFLOP, Street.FLOP, Street.TURN, Street.RIVER]
    turn = sd.rounds[2]
    assert dict(turn.bets) == {"Anna": 30, "Bram": 50, "Chris": 50}
    assert [p.amount for p in turn.after.settlement().pots] == [120, 40]
    assert start_piles(turn) == {pot_pile(0): {"Anna": 10, "Bram": 10, "Chris": 10}}
    # the trainee pulls everything into the main pot: a merged side pot
    wrong = {pot_pile(0): {"Anna": 40, "Bram": 60, "Chris": 60}}
    check = check_build(turn.after, wrong)
    assert not check.correct and check.mistakes[0].code == "pots_merged"
    right = {pot_pile(0): {"Anna": 40, "Bram": 40, "Chris": 40}, pot_pile(1): {"Bram": 20, "Chris": 20}}
    assert check_build(turn.after, right).correct
    assert pots_formed(sd)[Street.TURN] == 1
    assert return_pile("Bram") not in solution_piles(sd.rounds[-1].after)


def test_codes_round_trip_and_dispatch():
    code = encode_street(2, 12345)
    assert decode_street(code) == (2, 12345)
    assert decode_street(code.lower().replace("-", " ")) == (2, 12345)
    sd = street_drill_from_code(code)
    assert sd.code == code
    whole = drill_from_code(code)  # the showdown dispatcher deals the whole hand as a drill
    assert [s.committed for s in whole.seats] == [s.committed for s in sd.final_drill().seats]
    for bad in ("T9-222222", "T2-22222", "T2-22222O", "X2-222222"):
        with pytest.raises(DrillError):
            decode_street(bad)


def test_drill_streets_prints_the_hand_and_check_street_grades_a_pull_in(tmp_path, capsys):
    from dealer_trainer.commands import main

    code = "T2-222229"
    assert main(["drill", "--streets", "--code", code, "--answer"]) == 0
    out = capsys.readouterr().out
    assert out.startswith(code) and "Flop:" in out and "After the pull-in:" in out
    assert "Side pot 1 = ($510 − $210) × 4 = $1,200" in out  # formed on the flop
    assert main(["drill", "--streets", "--level", "2", "--seed", "7"]) == 0
    assert capsys.readouterr().out.startswith(code)  # the same hand from level and seed

    sd = street_drill_from_code(code)
    flop = sd.rounds[1].after.settlement()
    build = tmp_path / "build.json"
    build.write_text(json.dumps({"pots": [{"amount": p.amount} for p in flop.pots]}), encoding="utf-8")
    assert main(["check", "--code", code, "--street", "2", "--build", str(build)]) == 0
    assert "Every pile is right." in capsys.readouterr().out
    merged = [{"amount": flop.pots[0].amount + flop.pots[1].amount}, {"amount": flop.pots[2].amount}]
    build.write_text(json.dumps({"pots": merged}), encoding="utf-8")
    assert main(["check", "--code", code, "--street", "2", "--build", str(build)]) == 1
    assert "✘" in capsys.readouterr().out
    assert main(["check", "--code", code, "--street", "9", "--build", str(build)]) == 2
    assert "betting rounds" in capsys.readouterr().err
    assert main(["check", "--code", "L2-222222-2", "--street", "1", "--build", str(build)]) == 2
    assert main(["drill", "--streets", "--code", "T9-222222"]) == 2
