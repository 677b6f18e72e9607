"""Properties of the checker over many generated drills (hypothesis)."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from mistakes import right_build

from dealer_trainer.drills.checking import Build, BuildPot, check_build
from dealer_trainer.drills.generator import drill_for_seed

drills = st.builds(drill_for_seed, st.integers(1, 4), st.integers(0, 10**6))
SETTINGS = settings(max_examples=1000, deadline=None, suppress_health_check=[HealthCheck.too_slow])
pytestmark = pytest.mark.slow  # 1,000 drills a property: 5 to 7 s each


@SETTINGS
@given(drills, st.data())
def test_reshuffled_provenance_is_still_right(drill, data):
    pots, returned = right_build(drill)
    if len(pots) >= 2:
        a, b = data.draw(
            st.sampled_from([(i, j) for i in range(len(pots)) for j in range(len(pots)) if i != j])
        )
        x = data.draw(st.sampled_from(sorted(pots[a])))
        y = data.draw(st.sampled_from(sorted(pots[b])))
        d = data.draw(st.integers(1, min(pots[a][x], pots[b][y])))
        # d of x from pot a to pot b, and d of y back from b to a: totals unchanged
        pots[a][x] -= d
        pots[b][x] = pots[b].get(x, 0) + d
        pots[b][y] -= d
        pots[a][y] = pots[a].get(y, 0) + d
    build = Build(tuple(BuildPot(sum(p.values()), p) for p in pots), returned, {})
    check = check_build(drill, build)
    assert check.correct, check.messages()


@SETTINGS
@given(drills, st.data())
def test_one_move_between_two_piles_is_one_diagnosis_naming_both(drill, data):
    pots, returned = right_build(drill)
    amounts = {f"pot:{i}": sum(p.values()) for i, p in enumerate(pots)}
    amounts |= {f"return:{s}": c for s, c in returned.items()}
    if len(amounts) < 2:
        return
    src, dst = data.draw(st.permutations(sorted(amounts)))[:2]
    k = data.draw(st.integers(1, amounts[src]))
    amounts[src] -= k
    amounts[dst] += k
    build = Build(
        tuple(BuildPot(amounts[f"pot:{i}"]) for i in range(len(pots))),
        {p[7:]: c for p, c in amounts.items() if p.startswith("return:")},
        {},
    )
    check = check_build(drill, build)
    assert len(check.mistakes) == 1, check.messages()
    (mistake,) = check.mistakes
    assert {src, dst} <= set(mistake.piles)
    assert drill.stakes.format(k) in mistake.message + " " + mistake.fix
    assert sum(v.actual for v in check.verdicts) == sum(v.expected for v in check.verdicts)
