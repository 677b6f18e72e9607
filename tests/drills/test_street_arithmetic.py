"""A street's pull-in is worded in the chips in front of the players on that street, not in
whole-hand totals the trainee cannot see (issue 31 §2)."""

from __future__ import annotations

from dealer_trainer.drills.checking import check_build, solution_steps
from dealer_trainer.drills.checking.model import Build, BuildPot
from dealer_trainer.drills.streets import street_drill_from_code
from dealer_trainer.drills.streets_text import pull_in_lines

FLOP = street_drill_from_code("T1-22225D").rounds[1]


def test_the_flops_pull_in_reads_in_the_flops_bets():
    assert pull_in_lines(FLOP) == [
        "Main pot = $56 × 4 = $224, for Rahul, Hana, Sam and Nils",
        "Side pot 1 = $181 × 3 = $543, for Rahul, Hana and Sam",
        "Side pot 2 = ($272 − $181) × 2 = $182, for Hana and Sam",
        "$462 − $272 = $190 back to Hana (uncalled bet)",
    ]


def test_the_hint_and_the_feedback_quote_the_same_street_figures():
    steps = solution_steps(FLOP.after)
    assert "$462 − $272 = $190 back to Hana" in steps[0].explanation
    assert "Size Rahul's all-in ($181) against each bet" in " ".join(s.explanation for s in steps)
    build = Build((BuildPot(224, None), BuildPot(543 + 182, None)), {"Hana": 190}, {})
    check = check_build(FLOP.after, build)
    (mistake,) = check.mistakes
    assert "Side pot 2 = ($272 − $181) × 2 = $182" in mistake.message
    assert "$328" not in mistake.message and "$237" not in mistake.message


def test_a_bet_nobody_called_on_the_street_goes_back_in_its_own_figure():
    river = street_drill_from_code("T4-7K2Q9X").rounds[-1]
    assert pull_in_lines(river)[-1] == "$290 back to Dana (uncalled bet: nobody called it)"


def test_the_pre_flop_pull_in_is_unchanged():
    assert street_drill_from_code("T1-22225D").rounds[0].after.street_base == 0
