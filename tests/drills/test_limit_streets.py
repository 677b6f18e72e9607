"""Fixed-limit street drills (level 6): the generator deals hands where a short stack goes all-in
for part of a bet, and the rulings there follow the half bet rule (TDA 2024 Rule 47-B), worked
by hand."""

from hypothesis import given, settings
from hypothesis import strategies as st

from dealer_trainer.drills.codes import SEED_SPACE
from dealer_trainer.drills.models import Stakes
from dealer_trainer.drills.rulings import candidates, grade, rulings_for
from dealer_trainer.drills.streets import STREET_LEVELS, StreetDrill, half_bet_spots, street_drill_for_seed
from dealer_trainer.drills.streets_text import street_drill_text, structure_line
from dealer_trainer.engine.betting import Action, Do
from dealer_trainer.engine.betting_table import HeadsUpCap, Street, Structure, Table

CASH = Stakes("cash", 1, 2)


def _limit(stacks: dict[str, int], blinds: tuple[int, int], c_short: int) -> StreetDrill:
    """Three seats, A on the button, fixed limit: everyone calls the big blind, B bets on the
    flop, C is all-in for ``c_short`` more than the bet, A calls, B calls."""
    sb, bb = blinds
    table = Table(("A", "B", "C"), "A", stacks, sb, bb, structure=Structure.FIXED_LIMIT)
    steps = (
        Action("A", Do.CALL),
        Action("B", Do.CALL),
        Action("C", Do.CHECK),
        Street.FLOP,
        Action("B", Do.BET, bb),
        Action("C", Do.ALL_IN),
        Action("A", Do.CALL),
        Action("B", Do.CALL),
    )
    return StreetDrill("", 0, "limit", table, steps, Stakes("cash", sb, bb), "cash", 1)


def _may_raise(sd: StreetDrill, step: int):
    return next(r for r in candidates(sd, sd.stakes.format, ("may_raise",)) if r.step == step)


def test_an_all_in_of_half_a_bet_or_more_reopens_the_betting():
    # $2/$4 limit (blinds $1/$2): C has $5, $2 in the blind; on the flop B bets $2 and C is all-in
    # to $3: $1 more is half the $2 bet, so it counts as a full raise (TDA 2024 Rule 47-B)
    sd = _limit({"A": 100, "B": 100, "C": 5}, (1, 2), 1)
    assert half_bet_spots(sd) == [6, 7]
    for step, seat in ((6, "A"), (7, "B")):  # B, who bet, may raise again too
        ruling = _may_raise(sd, step)
        assert ruling.answer is True and ruling.rule == "half_bet_rule"
        assert ruling.why == (
            "Yes: C's all-in raised the bet by $1, at least half the bet of $2, so in fixed limit it "
            f"counts as a full raise and the betting is open again: {seat} may raise to $5."
        )
        assert "TDA 2024 Rule 47-B" in ruling.source
        assert sd.states[step].legal().raise_range.min_to == 5
    verdict = grade(_may_raise(sd, 7), "no", CASH.parse, CASH.format)
    assert not verdict.correct and verdict.message == "Not right: the answer is yes."


def test_an_all_in_of_less_than_half_a_bet_may_be_completed_but_does_not_reopen():
    # $4/$8 limit (blinds $2/$4): C has $9, $4 in the blind; B bets $4, C is all-in to $5: $1 is
    # less than half the $4 bet. A has not acted: A may complete to $8; B has acted: no raise.
    sd = _limit({"A": 100, "B": 100, "C": 9}, (2, 4), 1)
    assert half_bet_spots(sd) == [6, 7]
    a = _may_raise(sd, 6)
    assert a.answer is True and a.rule == "half_bet_rule"
    assert a.why == (
        "Yes: A has not acted since the last full bet, and the all-in was less than half a bet: "
        "A may complete the bet to $8."
    )
    rng = sd.states[6].legal().raise_range
    assert rng.kind == Do.COMPLETE and (rng.min_to, rng.max_to) == (8, 8)
    b = _may_raise(sd, 7)
    assert b.answer is False and b.rule == "half_bet_rule" and b.why.startswith("No: ")
    assert sd.states[7].legal().raise_range is None
    assert grade(b, "no", CASH.parse, CASH.format).correct


@settings(max_examples=25, deadline=None)
@given(st.integers(0, SEED_SPACE - 1))
def test_every_level_6_drill_is_fixed_limit_with_a_half_bet_decision(seed):
    sd = street_drill_for_seed(6, seed)
    assert sd.code.startswith("T6-") and sd.title == STREET_LEVELS[6]
    table = sd.table
    assert table.structure == Structure.FIXED_LIMIT and table.half_bet_rule
    assert (table.small_bet, table.big_bet) == (table.big_blind, 2 * table.big_blind)
    spots = half_bet_spots(sd)
    assert spots
    for step in spots:  # the seat to act faces an all-in of less than a full bet
        state = sd.states[step]
        last = state.increases[-1]
        assert last.all_in and last.by < table.bet_unit(state.street) and state.to_act != last.seat
    # every bet and raise is the street's bet (or an all-in for less)
    for i, step in enumerate(sd.steps):
        if isinstance(step, Action) and step.do in (Do.BET, Do.RAISE):
            state = sd.states[i]
            assert step.to - state.current == table.bet_unit(state.street)


def test_every_limit_drill_offers_a_half_bet_ruling_and_asks_may_raise_first():
    for seed in range(12):
        sd = street_drill_for_seed(6, seed)
        offered = candidates(sd, sd.stakes.format, ("may_raise",))
        assert any(r.rule == "half_bet_rule" and r.step in half_bet_spots(sd) for r in offered)
        assert "may_raise" in {r.kind for r in rulings_for(sd, sd.stakes.format)}


def test_the_structure_line_names_the_bets_and_the_cap():
    def table(**extra):
        stacks = {"A": 100, "B": 100, "C": 100}
        return Table(("A", "B", "C"), "A", stacks, 2, 4, structure=Structure.FIXED_LIMIT, **extra)

    money = CASH.format
    assert structure_line(table(), money) == (
        "Fixed limit: bets of $4 before the flop and on the flop, $8 on the turn and river; a bet and 4 "
        "raises a round (no cap heads-up)."
    )
    assert structure_line(table(cap=3, heads_up_cap=HeadsUpCap.KEPT, big_bet=12), money).endswith(
        "$12 on the turn and river; a bet and 3 raises a round."
    )
    assert structure_line(table(cap=None), money).endswith("; no cap.")
    pot = Table(("A", "B"), "A", {"A": 100, "B": 100}, 1, 2, structure=Structure.POT_LIMIT)
    assert structure_line(pot, money) == "Pot limit: the largest bet or raise is the pot."
    assert structure_line(Table(("A", "B"), "A", {"A": 100, "B": 100}, 1, 2), money) == ""
    text = street_drill_text(street_drill_for_seed(6, 2), lambda rows, head: "")
    assert "\nFixed limit: bets of" in text
