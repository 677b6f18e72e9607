"""A chip's value stays readable when the next stack of a crowded pile covers part of it."""

from __future__ import annotations

from dealer_trainer.drills.generator import drill_from_code
from dealer_trainer.ui.table.items import CHIP_W
from dealer_trainer.ui.table.model import front_pile


def test_labels_sit_on_the_part_of_the_chip_left_in_view(make_window):
    window = make_window(drill_from_code("L3-22222D"), size=(1280, 800))
    state = window.session.state
    crowded = next(
        seat.name
        for seat in window.session.drill.seats
        if len({c.value for c in state.pile(front_pile(seat.name))}) >= 4
    )
    items = [window.scene.chip_items[c.id] for c in state.pile(front_pile(crowded))]
    xs = sorted({round(item.pos().x(), 3) for item in items})
    assert len(xs) >= 4
    for item in items:
        later = [x for x in xs if x > round(item.pos().x(), 3)]
        in_view = later[0] - item.pos().x() if later else CHIP_W
        assert abs(item.visible_width - max(0.6 * CHIP_W, min(CHIP_W, in_view))) < 0.01
    assert min(item.visible_width for item in items) < CHIP_W  # the pile really is crowded
