"""The award table without Qt: pushes in order, change keeps its pot, undo, no chip lost."""

from __future__ import annotations

import random

import pytest
from test_award_gui import split_three, three_way

from dealer_trainer.drills.award_checking import AwardPush
from dealer_trainer.drills.showdown_drills import showdown_drill
from dealer_trainer.ui.table.award_layout import award_layout, board_positions
from dealer_trainer.ui.table.award_model import AwardState, built_state, win_pile
from dealer_trainer.ui.table.layout import table_layout, zone_at
from dealer_trainer.ui.table.model import front_pile, pot_pile, return_pile


def test_pushes_are_replayed_in_the_order_made():
    state = AwardState(built_state(three_way()))
    assert state.push(0, "Anna", 120)
    assert state.push(1, "Bram", 120)
    assert state.pushes() == [AwardPush(0, "Anna", 120), AwardPush(1, "Bram", 120)]
    assert [p.code for p in state.check().problems] == ["out_of_order"]
    assert state.total() == state.initial_total


def test_change_made_from_a_pot_chip_stays_in_that_pot():
    state = AwardState(built_state(split_three()))
    five = next(c for c in state.pile(pot_pile(0)) if c.value == 5)
    new = state.make_change(five.id)
    assert new and all(state.pot_of[i] == 0 for i in new)
    assert state.can_drop(new, win_pile("Ben"))
    assert state.total() == state.initial_total


def test_only_pot_chips_move_and_only_to_win_spots_or_their_pot():
    state = AwardState(built_state(three_way()))
    main = [c.id for c in state.pile(pot_pile(0))]
    back = [c.id for c in state.pile(return_pile("Chris"))]
    assert state.can_drop(main, win_pile("Chris"))
    assert not state.can_drop(main, pot_pile(1))
    assert not state.can_drop(main, front_pile("Anna"))
    assert not state.can_drop(back, win_pile("Chris"))
    assert state.lift(main[0]) == [i for i in main if state.chip(i).value == state.chip(main[0]).value]
    assert not state.open_side_pot()
    assert state.move_amount(pot_pile(0), state.amount(pot_pile(0)), win_pile("Anna"))  # a push
    assert [p.seat for p in state.pushes()] == ["Anna"]
    assert not state.move_amount(pot_pile(1), 10, front_pile("Anna"))


def test_undo_redo_and_reset():
    state = AwardState(built_state(three_way()))
    start = state.piles()
    state.push(1, "Bram", 120)
    after = state.piles()
    assert state.undo() and state.piles() == start
    assert state.redo() and state.piles() == after
    assert state.reset() and state.piles() == start and state.pushes() == []


def test_solution_pushes_check_correct_on_generated_showdowns():
    rng = random.Random(5)
    for outcome in ("short_stack_wins_main", "three_way_odd_chips", "uncontested_side_pot", "split_side_pot"):
        drill = showdown_drill(outcome, rng)
        state = AwardState(built_state(drill))
        for award in drill.settlement().awards:
            for seat, chips in award.to.items():
                if chips:
                    assert state.push(award.pot.index, seat, chips)
        assert state.check().correct, state.check().messages()
        assert state.total() == state.initial_total


def test_win_spots_are_zones_of_the_award_layout():
    layout = award_layout(table_layout(["Anna", "Bram", "Chris"], 2))
    for seat in layout.seats:
        spot = layout.win(seat.name)
        assert zone_at(layout, *spot.centre) == win_pile(seat.name)
        assert spot.contains(*layout.rect(win_pile(seat.name)).centre)
    assert "add-pot" not in dict(layout.zones())


@pytest.mark.parametrize("count", [2, 3, 5, 6, 8, 9, 10])
@pytest.mark.parametrize("pots", [1, 2, 4, 6])
def test_win_spots_stay_clear_of_pots_board_plates_and_each_other(count, pots):
    from dealer_trainer.ui.table.award_layout import CARD
    from dealer_trainer.ui.table.layout import Rect

    layout = award_layout(table_layout([f"S{i}" for i in range(count)], pots, pots < 6, tall_pots=False))
    scale, places = board_positions(layout, 5)
    board = Rect(places[0][0], places[0][1], places[-1][0] + CARD[0] * scale - places[0][0], CARD[1] * scale)
    wins = [layout.win(s.name) for s in layout.seats]
    others = [*layout.pots, board, *(s.plate for s in layout.seats), *(s.back for s in layout.seats)]
    for i, win in enumerate(wins):
        grown = layout.seats[i].front
        if not any(grown.intersects(o) for o in others):  # (a front spot that already touches is kept)
            assert not any(win.intersects(o) for o in others), layout.seats[i].name
        assert not any(win.intersects(w) for w in wins[i + 1 :]), layout.seats[i].name
