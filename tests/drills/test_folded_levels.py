"""A folded seat's chips that reach several levels, all put in one pot, are one mistake:
``folded_chips_not_cut`` naming the cut by level (issue 31 §2; docs/rules.md#cutting-the-pots)."""

from __future__ import annotations

import pytest
from mistakes import as_build, right_build

from dealer_trainer.drills.checking import check_build
from dealer_trainer.drills.generator import drill_for_seed, drill_from_code


def _all_of_seat_in(drill, seat, dst):
    pots, ret = right_build(drill)
    for i, pot in enumerate(pots):
        if i != dst and pot.get(seat):
            pots[dst][seat] = pots[dst].get(seat, 0) + pot.pop(seat)
    return pots, ret


@pytest.mark.parametrize("with_from", [True, False])
def test_emma_folded_268_all_in_the_main_pot_is_one_diagnosis(with_from):
    drill = drill_from_code("L3-22225D-2")
    pots, ret = _all_of_seat_in(drill, "Emma", 0)
    check = check_build(drill, as_build(pots, ret, with_from=with_from))
    assert [m.code for m in check.mistakes] == ["folded_chips_not_cut"], check.messages()
    (m,) = check.mistakes
    assert "$158 / $42 / $68" in m.message and "Emma folded" in m.message
    assert "$42 from the Main pot to Side pot 1" in m.fix and "$68 from the Main pot to Side pot 2" in m.fix
    assert set(m.piles) == {"pot:0", "pot:1", "pot:2"}


def _folded_over_levels(drill):
    pots, _ret = right_build(drill)
    for seat in drill.seats:
        if seat.folded and sum(1 for p in pots if p.get(seat.name)) >= 3:
            return seat.name
    return None


def test_every_generated_folded_seat_over_three_levels_in_one_pot_gets_one_diagnosis():
    drills = [drill_for_seed(level, seed) for level in (3, 4) for seed in range(120)]
    seen = 0
    for drill in drills:
        seat = _folded_over_levels(drill)
        if seat is None:
            continue
        n = len(right_build(drill)[0])
        for dst in (0, n - 1):
            pots, ret = _all_of_seat_in(drill, seat, dst)
            check = check_build(drill, as_build(pots, ret))
            assert [m.code for m in check.mistakes] == ["folded_chips_not_cut"], (
                drill.code,
                check.messages(),
            )
            seen += 1
    assert seen >= 10
