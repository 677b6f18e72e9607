"""Hints in steps (issue 30 §2): look, arithmetic, amounts."""

from __future__ import annotations

from dealer_trainer.drills.checking.hint_steps import HINT_STEPS, hint_step
from dealer_trainer.drills.checking.solution import capping_seats, solution_steps
from dealer_trainer.drills.generator import drill_for_seed
from dealer_trainer.wording.explain import join_names


def side_pot_drill():
    for seed in range(200):
        drill = drill_for_seed(3, seed)
        settlement = drill.settlement()
        if len(settlement.pots) >= 3 and capping_seats(settlement.pots[0], settlement):
            return drill
    raise AssertionError("no drill with two side pots")


def test_the_main_pot_hint_names_the_smallest_all_in_then_the_sum_then_the_amounts():
    drill = side_pot_drill()
    step = next(s for s in solution_steps(drill) if s.pile == "pot:0")
    pot = drill.settlement().pots[0]
    money = drill.stakes.format
    look, sums, amounts = (hint_step(drill, step, depth) for depth in range(1, HINT_STEPS + 1))
    who = join_names(capping_seats(pot, drill.settlement()))
    assert look.explanation == f"Look at the smallest all-in: {who}."
    assert look.moves == {} and money(pot.amount) not in look.explanation
    assert sums.explanation.startswith("Main pot = ") and f"= {money(pot.amount)}" not in sums.explanation
    assert sums.moves == {}
    assert amounts == step and money(pot.amount) in amounts.explanation


def test_a_side_pot_hint_looks_at_the_next_all_in_and_the_last_at_what_is_left():
    drill = side_pot_drill()
    steps = [s for s in solution_steps(drill) if s.pile.startswith("pot:")]
    assert hint_step(drill, steps[1], 1).explanation.startswith("Look at the next all-in")
    assert hint_step(drill, steps[-1], 1).explanation.startswith("Look at what is still in front")
