"""Several side pots all put in the pot below them (a street's bets pushed onto a main pot that
closed at an all-in) are one mistake, ``pots_merged``, with one fix opening every side pot
(issue 31 §2; docs/rules.md#table-stakes-and-side-pots)."""

from __future__ import annotations

import pytest
from mistakes import MAKERS, as_build, right_build

from dealer_trainer.drills.checking import Build, BuildPot, check_build
from dealer_trainer.drills.generator import drill_for_seed
from dealer_trainer.drills.streets import street_drill_from_code


def _all_in_main(drill):
    pots, ret = right_build(drill)
    main: dict[str, int] = {}
    for pot in pots:
        for seat, chips in pot.items():
            main[seat] = main.get(seat, 0) + chips
    return as_build([main], ret, with_from=False)


def test_the_flops_bets_on_the_closed_main_pot_are_named_once():
    drill = street_drill_from_code("T1-22225D").rounds[1].after
    check = check_build(drill, _all_in_main(drill))
    assert [m.code for m in check.mistakes] == ["pots_merged"], check.messages()
    (m,) = check.mistakes
    assert "The Main pot closed at Nils's all-in of $56" in m.message
    assert m.fix == "Open Side pot 1 and Side pot 2 and move $543 and $182 from the Main pot into them."
    assert set(m.piles) == {"pot:0", "pot:1", "pot:2"}


def test_every_drill_with_two_side_pots_all_in_the_main_pot_gets_one_diagnosis():
    seen = 0
    for drill in (drill_for_seed(level, seed) for level in (2, 3, 4) for seed in range(60)):
        if len(drill.settlement().pots) < 3:
            continue
        check = check_build(drill, _all_in_main(drill))
        assert [m.code for m in check.mistakes] == ["pots_merged"], (drill.code, check.messages())
        seen += 1
    assert seen >= 20


@pytest.mark.parametrize("other", ["live_chips_left", "folded_chips_left"])
def test_two_mistakes_are_listed_in_the_dealers_order_uncalled_bet_first(other):
    seen = 0
    for drill in (drill_for_seed(level, seed) for level in (2, 3) for seed in range(40)):
        made = MAKERS[other](drill)
        _pots, ret = right_build(drill)
        if made is None or not ret:
            continue
        build = made[0]
        ((seat, back),) = ret.items()
        if build.returned.get(seat) != back:
            continue
        main = build.pots[0]
        origins = dict(main.origins or {})
        origins[seat] = origins.get(seat, 0) + back  # the uncalled bet left in the main pot
        pots = (BuildPot(main.amount + back, origins), *build.pots[1:])
        returned = {k: v for k, v in build.returned.items() if k != seat}
        check = check_build(drill, Build(pots, returned, dict(build.left)))
        assert [m.code for m in check.mistakes] == ["uncalled_in_pot", other], drill.code
        seen += 1
    assert seen >= 5
