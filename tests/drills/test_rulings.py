"""Rulings at decision points: the seeds' worked examples, graded right and wrong."""

import pytest

from dealer_trainer.drills.models import Stakes
from dealer_trainer.drills.rulings import KINDS, candidates, grade, ruling_drill, rulings_for
from dealer_trainer.drills.streets import StreetDrill
from dealer_trainer.engine.betting import Action, Do
from dealer_trainer.engine.betting_table import Street, Table

CENTS = Stakes("cash", 50, 100, scale=100)


def _seed000() -> StreetDrill:
    # seed 000 at $0.50/$1: bet $10, all-in to $14, call $14: the bettor may call $4 or fold,
    # not raise (TDA 2024 Rule 47-A)
    table = Table(("A", "B", "C"), "A", {"A": 10000, "B": 10000, "C": 1500}, 50, 100)
    steps = (
        Action("A", Do.CALL),
        Action("B", Do.CALL),
        Action("C", Do.CHECK),
        Street.FLOP,
        Action("B", Do.BET, 1000),
        Action("C", Do.ALL_IN),
        Action("A", Do.CALL),
        Action("B", Do.CALL),
    )
    return StreetDrill("", 0, "seed 000", table, steps, CENTS, "cash_cents", 50)


def _at(sd, kind, step):
    return next(r for r in candidates(sd, sd.stakes.format, (kind,)) if r.step == step)


def test_seed_000_the_bettor_may_not_raise_after_the_short_all_in():
    sd = _seed000()
    ruling = _at(sd, "may_raise", 7)
    assert ruling.answer is False and ruling.rule == "full_bet_rule"
    assert "TDA 2024 Rule 47-A" in ruling.source
    assert "$4" in ruling.why and "$10" in ruling.why
    right = grade(ruling, "no", sd.stakes.parse, sd.stakes.format)
    wrong = grade(ruling, "yes", sd.stakes.parse, sd.stakes.format)
    assert right.correct and not wrong.correct
    assert wrong.message == "Not right: the answer is no."
    call = _at(sd, "to_call", 7)
    assert call.answer == 400
    assert grade(call, "4", sd.stakes.parse, sd.stakes.format).correct
    assert not grade(call, "14", sd.stakes.parse, sd.stakes.format).correct
    with pytest.raises(ValueError):
        grade(call, "four", sd.stakes.parse, sd.stakes.format)
    # C's all-in to $14 is below the minimum raise to $20: A, who has not acted, may still raise
    raise_ = _at(sd, "min_raise", 6)
    assert raise_.answer == 2400  # $14 + the last full bet of $10
    assert _at(sd, "who_acts", 6).answer == "A"
    assert _at(sd, "effective_stack", 6).answer == 1500


def test_seed_002_all_in_before_the_deal_ante_first_then_the_blind():
    # ante $1, blinds $4/$8; Alice is the big blind with $8: $1 on the ante and $7 on the blind
    seats = ("Dianne", "Carol", "Bob", "Alice", "Ed")
    stacks = dict.fromkeys(seats, 200) | {"Alice": 8}
    table = Table(seats, "Carol", stacks, 4, 8, ante=1)
    steps = (Action("Ed", Do.FOLD), Action("Dianne", Do.CALL))
    sd = StreetDrill("", 0, "seed 002", table, steps, Stakes("cash", 4, 8, 1, "per_player"), "cash", 1)
    posted = _at(sd, "posted", 0)
    assert posted.answer == 8
    assert "$1 on the ante, $7 on the big blind" in posted.why
    assert "all-in-before-the-deal" in posted.source
    # callers owe the full big blind although Alice is all-in for $7
    call = _at(sd, "to_call", 1)
    assert call.answer == 8 and call.rule == "short_blind"


def test_who_acts_is_graded_on_the_seat_clicked():
    sd = _seed000()
    ruling = _at(sd, "who_acts", 4)
    assert ruling.answer == "B" and set(ruling.choices) == {"A", "B", "C"}
    assert grade(ruling, "b", sd.stakes.parse, sd.stakes.format).correct
    assert not grade(ruling, "C", sd.stakes.parse, sd.stakes.format).correct


@pytest.mark.parametrize("kind", sorted(KINDS))
def test_a_rulings_drill_asks_its_kind_and_the_referee_agrees(kind):
    sd = ruling_drill(kind, 11)
    asked = rulings_for(sd, sd.stakes.format, (kind,))
    assert asked and all(r.kind == kind for r in asked)
    for ruling in asked:
        state = sd.states[ruling.step]
        legal = state.legal()
        if kind == "who_acts":
            assert ruling.answer == state.to_act
        elif kind == "to_call":
            assert ruling.answer == legal.call > 0
        elif kind == "min_raise":
            assert ruling.answer == legal.raise_range.min_to
        elif kind == "may_raise":
            assert ruling.answer == (legal.raise_range is not None)
        elif kind == "posted":
            seat = next(p.seat for p in sd.table.posts if p.short)
            assert ruling.answer == sum(p.amount for p in sd.table.posts if p.seat == seat)
    if kind == "may_raise":
        assert asked[0].answer is False  # the instructive case: raising closed


def test_mixed_rulings_are_at_different_steps_in_hand_order():
    sd = ruling_drill("may_raise", 3)
    asked = rulings_for(sd, sd.stakes.format)
    steps = [r.step for r in asked]
    assert steps == sorted(set(steps)) and 1 <= len(asked) <= 3
    assert asked == rulings_for(sd, sd.stakes.format)  # the same code asks the same


def test_street_lessons_work_the_seed_examples_with_the_referees_answers():
    from dealer_trainer.drills.street_lessons import street_lessons

    lessons = street_lessons()[:6]  # the seeds'; the card room's: tests/drills/test_room_lessons.py
    answers = [[(r.kind, r.answer) for r in lesson.rulings] for lesson in lessons]
    assert answers == [
        [("to_call", 80)],  # $80 facing $500
        [("effective_stack", 45)],  # $300 against $45
        [("min_raise", 2400), ("may_raise", False), ("to_call", 400)],  # $10, all-in to $14
        [("may_raise", False), ("to_call", 10)],  # $20, all-in to $30
        [("may_raise", True), ("may_raise", False)],  # Joane may complete; Alice may not raise
        [("posted", 8), ("to_call", 8)],  # Alice: $1 ante, $7 blind; Dianne calls $8
    ]
    assert "complete the bet to $20" in lessons[4].rulings[0].why
    assert "TDA 2024 Rule 47-B" in lessons[4].rulings[1].source
    pulls = []
    for lesson in lessons:
        final = lesson.drill.rounds[-1].after.settlement()
        pulls.append(([p.amount for p in final.pots], final.returned.amount if final.returned else 0))
        assert lesson.notes and lesson.drill.final.betting_over
    assert pulls[0] == ([164], 420)  # the $420 Bea could never match goes back
    assert pulls[5] == ([35, 2], 8)  # main pot $35, side pot $2, Carol's $8 back


def test_pot_limit_the_pot_size_raise_is_worked_by_hand():
    # $1/$2 pot limit, four players: UTG's pot raise = $2 to call + ($1 + $2 + $2) = to $7; all
    # call $7, so the flop pot is $28 and a pot-size bet there is $28
    from dealer_trainer.engine.betting_table import Structure

    seats = ("Btn", "Sb", "Bb", "Utg")
    table = Table(seats, "Btn", dict.fromkeys(seats, 500), 1, 2, structure=Structure.POT_LIMIT)
    steps = (
        Action("Utg", Do.RAISE, 7),
        Action("Btn", Do.CALL),
        Action("Sb", Do.CALL),
        Action("Bb", Do.CALL),
        Street.FLOP,
        Action("Sb", Do.BET, 28),
    )
    sd = StreetDrill("", 0, "pot limit", table, steps, Stakes("cash", 1, 2), "cash", 1)
    pre = _at(sd, "pot_raise", 0)
    assert pre.answer == 7 and pre.rule == "pot_limit" and "TDA 2024 Rule 54" in pre.source
    assert "$2 + $5 = $7" in pre.why
    assert _at(sd, "pot_raise", 5).answer == 28
    assert grade(pre, "7", sd.stakes.parse, sd.stakes.format).correct
    assert not grade(pre, "9", sd.stakes.parse, sd.stakes.format).correct
