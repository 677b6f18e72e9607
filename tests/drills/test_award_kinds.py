"""Each award mistake of table-ux.md (13-17, and a pot not pushed), made on generated drills of
every level and on showdown drills, gets exactly its own code with a fix and a rule."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from dealer_trainer.drills.award_checking import AwardPush, award_settlement, check_award
from dealer_trainer.drills.generator import drill_for_seed
from dealer_trainer.drills.showdown_drills import OUTCOMES, RUNS, showdown_drill
from dealer_trainer.engine.rule_sources import RULES

DRILLS = [drill_for_seed(level, seed) for level in (1, 2, 3, 4) for seed in range(20)]
# the board run once: a run's mistakes are graded run by run (tests/drills/test_run_drills.py)
DRILLS += [showdown_drill(o, random.Random(s)) for o in OUTCOMES if o not in RUNS for s in range(6)]


def right_pushes(drill):
    awards = award_settlement(drill).awards
    return [AwardPush(a.pot.index, s, c) for a in awards for s, c in a.to.items() if c]


def pushed_to(drill, pot: int, seat: str):
    """The right pushes, but pot ``pot`` all to ``seat``."""
    return [AwardPush(p.pot, seat if p.pot == pot else p.seat, p.chips) for p in right_pushes(drill)]


def ineligible_winner(drill):
    for award in award_settlement(drill).awards:
        live = [s.name for s in drill.seats if not s.folded]
        outsider = next((s for s in live if s not in award.pot.eligible), None)
        if outsider and len(award.to) == 1:
            return pushed_to(drill, award.pot.index, outsider)
    return None


def wrong_winner(drill):
    for award in award_settlement(drill).awards:
        loser = next((s for s in award.pot.eligible if s not in award.winners), None)
        if loser and len(award.to) == 1:
            return pushed_to(drill, award.pot.index, loser)
    return None


def wrong_split(drill):
    for award in award_settlement(drill).awards:
        if len(award.winners) > 1:
            first = award.winners[0]
            pushes = [p for p in right_pushes(drill) if p.pot != award.pot.index]
            at = next((i for i, p in enumerate(right_pushes(drill)) if p.pot == award.pot.index))
            return pushes[:at] + [AwardPush(award.pot.index, first, award.pot.amount)] + pushes[at:]
    return None


def odd_chip_wrong_seat(drill):
    for award in award_settlement(drill).awards:
        if award.odd_chips:
            lucky = award.odd_chips[0]
            other = next(s for s in award.winners if s not in award.odd_chips)
            out = []
            for p in right_pushes(drill):
                if p.pot == award.pot.index and p.seat == lucky:
                    p = AwardPush(p.pot, lucky, p.chips - (p.chips - award.to[other]))
                elif p.pot == award.pot.index and p.seat == other:
                    p = AwardPush(p.pot, other, award.to[lucky])
                out.append(p)
            return out
    return None


def _skip_first(drill, uncontested: bool):
    awards = award_settlement(drill).awards
    if len(awards) < 2 or (len(awards[0].pot.eligible) == 1) != uncontested:
        return None
    pushes = right_pushes(drill)
    first = [p for p in pushes if p.pot == awards[0].pot.index]
    second = [p for p in pushes if p.pot == awards[1].pot.index]
    rest = [p for p in pushes if p not in first and p not in second]
    return second + first + rest


def out_of_order(drill):
    return _skip_first(drill, uncontested=False)


def uncontested_pot_waiting(drill):
    return _skip_first(drill, uncontested=True)


def pot_not_awarded(drill):
    awards = award_settlement(drill).awards
    return [p for p in right_pushes(drill) if p.pot != awards[-1].pot.index]


MAKERS = {
    "ineligible_winner": ineligible_winner,
    "wrong_winner": wrong_winner,
    "wrong_split": wrong_split,
    "odd_chip_wrong_seat": odd_chip_wrong_seat,
    "out_of_order": out_of_order,
    "uncontested_pot_waiting": uncontested_pot_waiting,
    "pot_not_awarded": pot_not_awarded,
}


def test_right_pushes_are_right():
    for drill in DRILLS:
        if drill.board:
            assert check_award(drill, right_pushes(drill)).correct


@pytest.mark.parametrize("code", list(MAKERS))
def test_each_award_mistake_is_one_diagnosis(code):
    made = Counter()
    for drill in DRILLS:
        if not drill.board:
            continue
        pushes = MAKERS[code](drill)
        if pushes is None:
            continue
        check = check_award(drill, pushes)
        assert [p.code for p in check.problems] == [code], (drill.code or drill.title, check.messages())
        (problem,) = check.problems
        assert problem.fix and problem.rule in RULES.values()
        made[drill.level] += 1
    assert made, f"no drill has the situation for {code}"


def test_pots_pushed_in_reverse_are_one_order_mistake_with_the_whole_order():
    seen = 0
    for drill in DRILLS:
        awards = award_settlement(drill).awards if drill.board else ()
        if len(awards) < 3 or any(len(a.pot.eligible) == 1 for a in awards):
            continue
        pushes = right_pushes(drill)
        reverse = [p for a in reversed(awards) for p in pushes if p.pot == a.pot.index]
        check = check_award(drill, reverse)
        assert [p.code for p in check.problems] == ["out_of_order"], check.messages()
        order = ", ".join(a.pot.name for a in awards).replace("Main pot", "the Main pot")
        assert check.problems[0].fix == f"Undo the pushes and push the pots in this order: {order}."
        seen += 1
    assert seen >= 3
