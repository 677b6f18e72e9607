"""The Qt-free table model: moves, change, undo/redo and chip conservation."""

from __future__ import annotations

import random

import pytest

from dealer_trainer.drills.checking import check_build, solution_piles, solution_steps
from dealer_trainer.ui.samples import ten_seats, three_way
from dealer_trainer.ui.table.model import DEAD, MIDDLE, TableState, front_pile, pot_pile, return_pile


def test_initial_table_holds_every_committed_chip():
    drill = ten_seats()
    state = TableState(drill)
    assert state.total() == sum(s.committed for s in drill.seats) + drill.dead
    assert state.amount(MIDDLE) == 600
    assert all(c.origin == DEAD for c in state.pile(MIDDLE))
    assert state.checker_piles() == {}


def test_lift_takes_the_chip_and_those_above_it():
    state = TableState(three_way())
    ones = state.stack_of(state.pile(front_pile("Anna"))[-1].id)
    assert len(ones) == 0 or True
    chris = state.pile(front_pile("Chris"))  # 250 = 2x100 + 2x25
    hundreds = [c.id for c in chris if c.value == 100]
    assert state.lift(hundreds[0]) == hundreds
    assert state.lift(hundreds[1]) == hundreds[1:]
    assert state.lift(hundreds[0], single=True) == [hundreds[0]]


def test_move_undo_redo():
    state = TableState(three_way())
    ids = [c.id for c in state.pile(front_pile("Anna"))]
    assert state.move(ids, pot_pile(0))
    assert state.checker_piles() == {"pot:0": {"Anna": 40}}
    assert state.undo()
    assert state.checker_piles() == {}
    assert state.redo()
    assert state.amount(pot_pile(0)) == 40


@pytest.mark.parametrize(
    ("target", "allowed"),
    [
        ("pot:0", True),
        ("pot:1", False),
        ("return:Bram", True),
        ("front:Anna", True),
        ("front:Bram", False),
        ("dead", False),
        ("nowhere", False),
    ],
)
def test_where_chips_may_be_dropped(target, allowed):
    state = TableState(three_way())
    ids = [c.id for c in state.pile(front_pile("Anna"))]
    assert state.can_drop(ids, target) is allowed


def test_change_keeps_value_and_origin():
    state = TableState(three_way())
    chip = state.pile(front_pile("Chris"))[0]
    new = state.make_change(chip.id)
    assert sum(state.chip(i).value for i in new) == chip.value
    assert {state.chip(i).origin for i in new} == {"Chris"}
    assert state.amount(front_pile("Chris")) == 250
    state.undo()
    assert state.pile(front_pile("Chris"))[0] == chip


def test_take_builds_the_solution():
    for drill in (three_way(), ten_seats()):
        state = TableState(drill)
        steps = solution_steps(drill)
        state.begin("solution")
        state.ensure_pots(sum(1 for s in steps if s.pile.startswith("pot:")))
        for step in steps:
            for origin, chips in step.moves.items():
                assert state.take(origin, chips, step.pile)
        state.end()
        assert state.checker_piles() == solution_piles(drill)
        assert check_build(drill, state.checker_piles()).correct
        assert state.total() == state.initial_total


def test_random_actions_never_change_the_total():
    rng = random.Random(7)
    drill = ten_seats()
    state = TableState(drill)
    targets = [pot_pile(i) for i in range(4)] + [return_pile(s.name) for s in drill.seats]
    targets += [front_pile(s.name) for s in drill.seats] + [MIDDLE]
    for _ in range(600):
        roll = rng.random()
        chips = list(state.chips())
        if roll < 0.45:
            chip = rng.choice(chips)
            state.move(state.lift(chip, single=rng.random() < 0.3), rng.choice(targets))
        elif roll < 0.6:
            state.make_change(rng.choice(chips))
        elif roll < 0.7:
            state.open_side_pot()
        elif roll < 0.85:
            state.undo()
        elif roll < 0.97:
            state.redo()
        else:
            state.reset()
        assert state.total() == state.initial_total
        placed = [i for ids in state.piles().values() for i in ids]
        assert sorted(placed) == sorted(state.chips())


def test_pile_names_match_the_checker():
    from dealer_trainer.drills import checking
    from dealer_trainer.ui.table import model

    assert model.DEAD == checking.DEAD
    assert model.pot_pile(2) == checking.pot_pile(2)
    assert model.return_pile("Chris") == checking.return_pile("Chris")
