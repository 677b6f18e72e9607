"""Each build mistake of table-ux.md, made on generated drills of every level and on the lessons,
gets exactly its own code, one diagnosis naming its piles, a fix and a rule."""

from __future__ import annotations

from collections import Counter

import pytest
from mistakes import MAKERS, right_build

from dealer_trainer.drills.checking import Build, BuildPot, check_build
from dealer_trainer.drills.generator import drill_for_seed
from dealer_trainer.drills.lessons import lessons
from dealer_trainer.engine.rule_sources import RULES

DRILLS = [drill_for_seed(level, seed) for level in (1, 2, 3, 4) for seed in range(25)] + [
    d
    for d in lessons()
    if not d.has_drop  # the raked lessons: tests/drills/test_check_rake.py
]


@pytest.mark.parametrize("code", list(MAKERS))
def test_one_mistake_one_diagnosis_on_every_level(code):
    made_on = Counter()
    for drill in DRILLS:
        made = MAKERS[code](drill)
        if made is None:
            continue
        build, piles = made
        check = check_build(drill, build)
        where = drill.code or drill.title
        assert [m.code for m in check.mistakes] == [code], (where, check.messages())
        (mistake,) = check.mistakes
        assert set(piles) <= set(mistake.piles), (where, mistake.piles)
        assert mistake.fix and mistake.rule in RULES.values()
        assert not check.correct
        made_on[drill.level] += 1
    assert made_on, f"no drill has the situation for {code}"


def test_every_situation_occurs_on_generated_drills_and_lessons():
    levels = {code: {d.level for d in DRILLS if MAKERS[code](d) is not None} for code in MAKERS}
    assert all(levels.values()), levels
    # merged pots need a side pot (level 2 on); a folded bet reaching a side pot, level 3 on
    assert {2, 3, 4} <= levels["pots_merged"] | {0}
    assert {3, 4} <= levels["folded_chips_not_cut"]


def test_two_independent_mistakes_give_two_diagnoses():
    seen = 0
    for drill in DRILLS:
        pots, returned = right_build(drill)
        if not returned or len(pots) < 2:
            continue
        ((seat, chips),) = returned.items()
        folded = next((s.name for s in drill.seats if s.folded and pots[0].get(s.name)), None)
        if folded is None or any(p.get(folded) for p in pots[1:]):
            continue
        # the uncalled bet left in the last pot, and a folded seat's chips left in front
        amounts = [sum(p.values()) for p in pots]
        amounts[-1] += chips
        amounts[0] -= pots[0][folded]
        build = Build(tuple(BuildPot(a) for a in amounts), {}, {folded: pots[0][folded]})
        check = check_build(drill, build)
        assert sorted(m.code for m in check.mistakes) == ["folded_chips_left", "uncalled_in_pot"], (
            drill.code,
            check.messages(),
        )
        seen += 1
    assert seen >= 5
