"""Table geometry and the pure "which zone is under this point" decision."""

from __future__ import annotations

import pytest

from dealer_trainer.ui.table.items import RETURN_HEAD
from dealer_trainer.ui.table.layout import (
    ADD_POT_ZONE,
    CHIP_BOX,
    MIN_COLUMN_STEP,
    SCENE_H,
    SCENE_W,
    TRAY_PILE,
    Rect,
    pile_positions,
    stack_index,
    table_layout,
    zone_at,
)

NAMES = [f"Seat{i}" for i in range(10)]


@pytest.mark.parametrize("count", [2, 3, 6, 9, 10])
@pytest.mark.parametrize("pots", [1, 3, 5, 6])
def test_zones_stay_on_the_scene_and_never_overlap(count, pots):
    layout = table_layout(NAMES[:count], pots, can_add_pot=pots < 6)
    zones = layout.zones()
    scene = Rect(0, 0, SCENE_W, SCENE_H)
    for name, rect in zones:
        assert scene.contains(rect.x, rect.y) and scene.contains(rect.right, rect.bottom), name
    for i, (a, ra) in enumerate(zones):
        for b, rb in zones[i + 1 :]:
            assert not ra.intersects(rb), (a, b)
    plates = {id(seat.plate) for seat in layout.seats}
    for seat in layout.seats:  # no spot, its own return spot included, lies over a name plate
        for name, rect in zones:
            if id(rect) not in plates:  # a plate is itself the seat's drop target for returns
                assert not seat.plate.intersects(rect), (seat.name, name)
    for seat in layout.seats:
        assert zone_at(layout, *seat.plate.centre) == f"return:{seat.name}"


def test_zone_at_names_every_spot():
    layout = table_layout(NAMES, 3)
    for name, rect in layout.zones():
        assert zone_at(layout, *rect.centre) == name
    assert zone_at(layout, 2, 2) is None
    assert zone_at(layout, *layout.tray.centre) == TRAY_PILE
    assert zone_at(layout, *layout.add_pot.centre) == ADD_POT_ZONE


def test_no_add_control_when_pots_are_full():
    assert table_layout(NAMES[:3], 2, can_add_pot=False).add_pot is None


@pytest.mark.parametrize(
    ("count", "base", "y", "index"),
    [(4, 100.0, 104.0, 0), (4, 100.0, 92.0, 0), (4, 100.0, 90.0, 1), (4, 100.0, 60.0, 3), (1, 100.0, 0.0, 0)],
)
def test_stack_index_gives_each_chip_its_edge_band_and_the_top_chip_its_face(count, base, y, index):
    assert stack_index(count, base, y, 9.0) == index


@pytest.mark.parametrize(
    "values",
    [
        [500, 25, 1, 1, 1],  # $528 back to Emma
        [100, 100, 100, 100, 25, 25, 25, 1, 1],  # $477 back to Uma
        [5000, 1000, 1000, 100, 100, 25],
    ],
)
def test_chips_on_a_return_spot_lie_inside_it_and_show_every_stack(values):
    spot = table_layout(NAMES[:9], 2).seats[0].back
    pos = pile_positions(spot, list(enumerate(values)), header=RETURN_HEAD, left=True)
    for x, y, _ in pos.values():
        assert spot.contains(x, y - 1) and spot.contains(x + CHIP_BOX[0], y + CHIP_BOX[1]), (x, y)
    first_x = {}  # each value's first column
    for chip_id, (x, _, _) in pos.items():
        first_x[values[chip_id]] = min(x, first_x.get(values[chip_id], x))
    xs = sorted(first_x.values())
    gaps = [b - a for a, b in zip(xs, xs[1:], strict=False)]
    if len(xs) <= 3:
        assert all(g >= CHIP_BOX[0] - 1 for g in gaps)  # the values side by side
    assert all(g >= MIN_COLUMN_STEP - 1 for g in gaps)  # at worst overlapping, each label showing
