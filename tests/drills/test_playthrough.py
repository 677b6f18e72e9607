"""The street play-through without a window: phases, rulings answered, pull-ins checked, mistake
codes and right-first-time per street, worked by hand on seed 000."""

import pytest

from dealer_trainer.drills.models import Stakes
from dealer_trainer.drills.playthrough import Phase, PhaseError, PlayThrough
from dealer_trainer.drills.rulings import candidates
from dealer_trainer.drills.streets import StreetDrill
from dealer_trainer.engine.betting import Action, Do
from dealer_trainer.engine.betting_table import Street, Table

CENTS = Stakes("cash", 50, 100, scale=100)


def _seed000(cards: bool = True) -> StreetDrill:
    """$0.50/$1, A on the button: pre-flop A calls, B completes, C checks ($3 in all); on the
    flop B bets $10, C is all-in to $14 (less than a full raise), A and B call; the turn and
    the river are checked through; A, B and C show down."""
    table = Table(("A", "B", "C"), "A", {"A": 10000, "B": 10000, "C": 1500}, 50, 100)
    steps = (
        Action("A", Do.CALL),  # 0
        Action("B", Do.CALL),  # 1
        Action("C", Do.CHECK),  # 2
        Street.FLOP,  # 3
        Action("B", Do.BET, 1000),  # 4
        Action("C", Do.ALL_IN),  # 5
        Action("A", Do.CALL),  # 6
        Action("B", Do.CALL),  # 7
        Street.TURN,  # 8
        Action("B", Do.CHECK),  # 9
        Action("A", Do.CHECK),  # 10
        Street.RIVER,  # 11
        Action("B", Do.CHECK),  # 12
        Action("A", Do.CHECK),  # 13
    )
    hole = {"A": "AsAd", "B": "KsKd", "C": "QsQd"} if cards else {}
    board = "2c7h9dTcJh" if cards else ""
    return StreetDrill("", 0, "seed 000", table, steps, CENTS, "cash_cents", 50, {}, hole, board)


def _ruling(sd, kind, step):
    return next(r for r in candidates(sd, sd.stakes.format, (kind,)) if r.step == step)


def _advance(play, times):
    for _ in range(times):
        play = play.advance()
    return play


def test_seed_000_played_through_with_three_rulings():
    sd = _seed000()
    rulings = [_ruling(sd, "who_acts", 4), _ruling(sd, "min_raise", 6), _ruling(sd, "may_raise", 7)]
    start = PlayThrough.start(sd, rulings)
    assert (start.phase, start.round, start.pos) == (Phase.BETTING, 0, 0)
    assert start.next_step == Action("A", Do.CALL) and start.due is None

    # pre-flop: three actions, then the round is over with $1 in front of each seat
    play = _advance(start, 3)
    assert (play.phase, play.pos, play.next_step) == (Phase.PULL_IN, 3, None)
    assert dict(play.current_round.bets) == {"A": 100, "B": 100, "C": 100}
    assert start.phase == Phase.BETTING and start.pos == 0  # a value: the start is unchanged
    with pytest.raises(PhaseError):
        play.advance()  # Space does not skip the pull-in
    with pytest.raises(PhaseError):
        play.answer("B")
    play = play.pulled_in(False)  # a wrong build: the pull-in is still due
    assert play.phase == Phase.PULL_IN and play.pull_ins[0].checks == 1
    play = play.pulled_in(True)
    assert play.phase == Phase.NEXT_STREET and play.pull_ins[0].checks == 2

    # the flop: who acts first? asked before B's bet; answered wrong
    play = play.advance()
    assert (play.phase, play.round, play.pos) == (Phase.RULING, 1, 4)
    assert play.due.kind == "who_acts" and play.due.answer == "B"
    with pytest.raises(PhaseError):
        play.advance()  # the action waits for the ruling
    play, verdict = play.answer("C")
    assert not verdict.correct and verdict.message == "Not right: the answer is B."
    assert (play.phase, play.pos, play.due) == (Phase.BETTING, 4, None)
    assert play.mistakes == ("ruling_who_acts",)

    # B bets $10, C is all-in to $14: A's smallest raise is to $14 + $10 = $24
    play = _advance(play, 2)
    assert (play.phase, play.pos, play.due.kind) == (Phase.RULING, 6, "min_raise")
    play, verdict = play.answer("24")
    assert verdict.correct and verdict.message == "Right: $24."
    # A calls: may B raise? No: C's $4 raise was not a full raise (TDA 2024 Rule 47-A)
    play = play.advance()
    assert (play.phase, play.pos, play.due.kind) == (Phase.RULING, 7, "may_raise")
    play, verdict = play.answer("no")
    assert verdict.correct and play.phase == Phase.BETTING

    # B calls: the flop's pull-in ($14 each) carries the flop's wrong ruling
    play = play.advance()
    assert (play.phase, play.pos, play.round) == (Phase.PULL_IN, 8, 1)
    assert dict(play.current_round.bets) == {"A": 1400, "B": 1400, "C": 1400}
    assert play.round_mistakes() == ["ruling_who_acts"]
    play = play.pulled_in(True)
    assert play.phase == Phase.NEXT_STREET

    # the turn: two checks leave nothing in front: no pull-in, the river is next
    play = _advance(play, 3)
    assert (play.phase, play.round, play.pos) == (Phase.NEXT_STREET, 2, 11)
    assert play.round_mistakes() == []
    # the river: two checks; its pull-in is the whole hand's, built with the solution's help
    play = _advance(play, 3)
    assert (play.phase, play.round, play.pos) == (Phase.PULL_IN, 3, 14)
    assert play.current_round.final
    play = play.pulled_in(True, helped=True)
    assert play.phase == Phase.DONE and play.award_due
    with pytest.raises(PhaseError):
        play.advance()
    with pytest.raises(PhaseError):
        play.pulled_in(True)
    assert play.rulings_right == 2 and len(play.asked) == 3
    assert play.mistakes == ("ruling_who_acts",)
    # the flop's who-acts ruling was answered wrong: not right first time (issue 27 §1)
    assert play.right_first_time == {Street.PREFLOP: False, Street.FLOP: False, Street.RIVER: False}
    assert [(p.street, p.checks, p.built) for p in play.pull_ins] == [
        (Street.PREFLOP, 2, True),
        (Street.FLOP, 1, True),
        (Street.RIVER, 1, True),
    ]


def test_two_rulings_at_one_moment_are_due_in_turn():
    sd = _seed000()
    first, second = _ruling(sd, "who_acts", 6), _ruling(sd, "effective_stack", 6)
    play = _advance(PlayThrough.start(sd, [first, second]), 3).pulled_in(True)
    play = _advance(play, 3)  # the flop, B's bet, C's all-in
    assert play.due == first and first.answer == "A"
    play, verdict = play.answer("a")  # seats in any case
    assert verdict.correct and play.phase == Phase.RULING and play.due == second
    assert second.answer == 1500  # C's $15 against A's $100
    play, verdict = play.answer("100")
    assert not verdict.correct and play.phase == Phase.BETTING and play.pos == 6
    assert play.mistakes == ("ruling_effective_stack",) and play.rulings_right == 1


def test_an_amount_that_cannot_be_read_grades_nothing():
    sd = _seed000()
    play = _advance(PlayThrough.start(sd, [_ruling(sd, "to_call", 7)]), 3).pulled_in(True)
    play = _advance(play, 4)
    assert play.due.kind == "to_call" and play.due.answer == 400
    with pytest.raises(ValueError):
        play.answer("four")
    assert play.asked == () and play.phase == Phase.RULING
    play, verdict = play.answer("14")  # the whole bet, not what B owes
    assert not verdict.correct and play.mistakes == ("ruling_to_call",)


def test_no_award_without_the_cards_and_a_round_with_nobody_to_act_is_a_pull_in_at_once():
    play = PlayThrough.start(_seed000(cards=False))
    play = _advance(play, 3).pulled_in(True)
    play = _advance(play, 5).pulled_in(True)
    play = _advance(play, 6).pulled_in(True)
    assert play.phase == Phase.DONE and not play.award_due
    # heads-up, both all-in with the blinds: nobody acts, the pull-in is due at once
    table = Table(("A", "B"), "A", {"A": 50, "B": 100}, 50, 100)
    allin = StreetDrill("", 0, "blinds all-in", table, (), Stakes("cash", 50, 100), "cash", 50)
    play = PlayThrough.start(allin)
    assert (play.phase, play.pos) == (Phase.PULL_IN, 0) and play.current_round.final
    assert play.pulled_in(True).phase == Phase.DONE


def test_a_wrong_first_check_is_not_right_first_time_even_when_fixed():
    play = _advance(PlayThrough.start(_seed000()), 3)
    assert play.pulled_in(True).right_first_time == {Street.PREFLOP: True}
    assert play.pulled_in(True, helped=True).right_first_time == {Street.PREFLOP: False}
    assert play.pulled_in(False).pulled_in(True).right_first_time == {Street.PREFLOP: False}


def test_a_wrong_ruling_on_a_street_with_nothing_to_pull_in_goes_with_the_next_pull_in():
    """The turn of seed 000 is checked through: no pull-in. A wrong answer there is carried by
    the river's pull-in, so it is saved (hostile trial: T1-222229's turn ruling was lost)."""
    sd = _seed000()
    play = PlayThrough.start(sd, [_ruling(sd, "who_acts", 9)])
    play = _advance(play, 3).pulled_in(True)  # pre-flop
    play = _advance(play, 5)  # the flop's four actions
    assert play.phase == Phase.PULL_IN and play.round_mistakes() == []
    play = play.pulled_in(True).advance()  # the turn: who acts first? answered wrong
    assert (play.phase, play.round, play.due.kind) == (Phase.RULING, 2, "who_acts")
    play, verdict = play.answer("A")
    assert not verdict.correct
    play = _advance(play, 2)
    assert (play.phase, play.round) == (Phase.NEXT_STREET, 2)
    play = _advance(play, 3)  # the river, checked through: the hand's last pull-in
    assert (play.phase, play.round) == (Phase.PULL_IN, 3)
    assert play.round_mistakes() == ["ruling_who_acts"]
    assert play.pulled_in(True).round_mistakes() == ["ruling_who_acts"]  # still the river's


def test_a_wrong_ruling_means_the_street_is_not_right_first_time():
    """Issue 27 §1 (T1-X6XTZR: effective stack answered wrong, then "Right first time!"): a
    round whose ruling was answered wrong is not right first time, though its pull-in is."""
    sd = _seed000()
    play = PlayThrough.start(sd, [_ruling(sd, "min_raise", 6)])
    play = _advance(play, 3).pulled_in(True)  # pre-flop, right first time
    play = _advance(play, 3)  # B bets, C is all-in: A's smallest raise?
    play, verdict = play.answer("$20")
    assert not verdict.correct
    play = _advance(play, 2)
    assert play.phase == Phase.PULL_IN and play.round_mistakes() == ["ruling_min_raise"]
    assert play.pulled_in(True).right_first_time == {Street.PREFLOP: True, Street.FLOP: False}
