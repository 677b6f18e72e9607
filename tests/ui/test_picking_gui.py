"""Picking chips out of thin stacks with real mouse events at a real window size: a press a
little off a chip's edge still takes that chip, and the stacks left behind stay put."""

from __future__ import annotations

import pytest
from gui_helpers import assert_table_consistent, centre
from PySide6.QtCore import QPointF

from dealer_trainer.ui.samples import ten_seats
from dealer_trainer.ui.table.layout import CHIP_BOX, STACK_STEP, stack_index
from dealer_trainer.ui.table.model import front_pile, pot_pile


def tallest_column(window) -> tuple[str, list[int], float]:
    """(pile, chip ids bottom to top, bottom edge of its lowest chip) of the tallest front stack."""
    state, scene = window.session.state, window.scene
    best: tuple[str, list[int], float] = ("", [], 0.0)
    for seat in state.seats:
        for chip in state.pile(front_pile(seat)):
            ids, base = scene.column_of(chip.id)
            if len(ids) > len(best[1]):
                best = (front_pile(seat), ids, base)
    return best


@pytest.mark.parametrize("off_px", [-2, 0, 2])
def test_a_press_a_little_off_a_chips_edge_lifts_that_chip_and_those_above(make_window, mouse, off_px):
    window = make_window(ten_seats(), size=(1280, 800))
    view, scene, state = window.view, window.scene, window.session.state
    pile, ids, base = tallest_column(window)
    assert len(ids) >= 4
    scale = view.transform().m22()
    assert STACK_STEP * scale >= 9  # each chip's edge is a band of at least 9 px at 1280x800
    k = len(ids) // 2
    x = scene.chip_items[ids[k]].pos().x() + CHIP_BOX[0] / 2
    y = base - (k + 0.5) * STACK_STEP + off_px / scale  # 2 px above or below the band's middle
    assert stack_index(len(ids), base, y) == k
    before = state.amount(pot_pile(0))
    mouse.drag(view, view.mapFromScene(QPointF(x, y)), centre(window, pot_pile(0)))
    moved = [c.id for c in state.pile(pot_pile(0))]
    assert moved == ids[k:], (pile, k, off_px)
    assert state.amount(pot_pile(0)) > before
    assert_table_consistent(window)


def test_the_top_chips_face_lifts_only_the_top_chip(make_window, mouse):
    window = make_window(ten_seats(), size=(1280, 800))
    view, scene, state = window.view, window.scene, window.session.state
    _, ids, _ = tallest_column(window)
    top = scene.chip_items[ids[-1]]
    face = top.pos() + QPointF(CHIP_BOX[0] / 2, 6)
    mouse.drag(view, view.mapFromScene(face), centre(window, pot_pile(0)))
    assert [c.id for c in state.pile(pot_pile(0))] == [ids[-1]]


def test_the_stacks_left_behind_stay_where_they_were(make_window, mouse):
    window = make_window(ten_seats(), size=(1280, 800))
    view, scene, state = window.view, window.scene, window.session.state
    pile, ids, base = tallest_column(window)
    others = {c.id: scene.chip_items[c.id].pos() for c in state.pile(pile) if c.id not in ids}
    assert others, "the pile should hold other stacks"
    k = len(ids) // 2
    x = scene.chip_items[ids[k]].pos().x() + CHIP_BOX[0] / 2
    y = base - (k + 0.5) * STACK_STEP
    kept = {i: scene.chip_items[i].pos() for i in ids[:k]}
    mouse.drag(view, view.mapFromScene(QPointF(x, y)), centre(window, pot_pile(0)))
    assert [c.id for c in state.pile(pot_pile(0))] == ids[k:]
    for chip_id, pos in {**others, **kept}.items():  # nothing re-centred: the next chip is still here
        assert scene.chip_items[chip_id].pos() == pos
    # the next press on the same spot of the stack takes the chip now on top of what is left
    below = base - (k - 0.5) * STACK_STEP
    mouse.drag(view, view.mapFromScene(QPointF(x, below)), centre(window, pot_pile(0)))
    assert [c.id for c in state.pile(pot_pile(0))][-1] == ids[k - 1]
    assert_table_consistent(window)


def test_undo_lays_the_pile_out_afresh(make_window, mouse):
    window = make_window(ten_seats(), size=(1280, 800))
    view, scene, state = window.view, window.scene, window.session.state
    pile, ids, base = tallest_column(window)
    start = {c.id: scene.chip_items[c.id].pos() for c in state.pile(pile)}
    x = scene.chip_items[ids[0]].pos().x() + CHIP_BOX[0] / 2
    mouse.drag(view, view.mapFromScene(QPointF(x, base - STACK_STEP / 2)), centre(window, pot_pile(0)))
    assert not any(c.id in ids for c in state.pile(pile))
    window.session.undo()
    assert {c.id: scene.chip_items[c.id].pos() for c in state.pile(pile)} == start
    assert_table_consistent(window)
