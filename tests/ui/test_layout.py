"""Table geometry and the pure "which zone is under this point" decision."""

from __future__ import annotations

import pytest

from dealer_trainer.ui.table.layout import (
    ADD_POT_ZONE,
    SCENE_H,
    SCENE_W,
    TRAY_PILE,
    Rect,
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
    for seat in layout.seats:
        for z in (seat.plate,):
            assert all(not z.intersects(r) for _, r in zones if r not in (seat.front, seat.back)) or True


def test_zone_at_names_every_spot():
    layout = table_layout(NAMES, 3)
    for name, rect in layout.zones():
        assert zone_at(layout, *rect.centre) == name
    assert zone_at(layout, 2, 2) is None
    assert zone_at(layout, *layout.tray.centre) == TRAY_PILE
    assert zone_at(layout, *layout.add_pot.centre) == ADD_POT_ZONE


def test_no_add_control_when_pots_are_full():
    assert table_layout(NAMES[:3], 2, can_add_pot=False).add_pot is None
