"""The card room's lessons (issue 28): the rake, the jackpot drop, running it twice, the
straddles, a live post with a dead small blind and the bomb pot. Each lesson's words carry the
engine's figures: the tests work them out with the engine and find them in the notes."""

from __future__ import annotations

from fractions import Fraction

import pytest

from dealer_trainer.drills.lessons import lessons
from dealer_trainer.drills.playthrough import Phase, PlayThrough
from dealer_trainer.drills.room_lessons import BOARDS
from dealer_trainer.drills.street_lessons import street_lessons
from dealer_trainer.engine.betting_table import Street
from dealer_trainer.engine.rake import JackpotDrop, RakeSchedule
from dealer_trainer.engine.runs import RoomMoney, settle_room
from dealer_trainer.engine.showdown import rank_hands


def lesson(start: str):
    return next(d for d in lessons() if d.title.startswith(start))


def street(start: str):
    return next(x for x in street_lessons() if start in x.title)


def fmt(drill, chips: int) -> str:
    return drill.stakes.format(chips)


def test_the_rake_lesson_takes_a_capped_percent_and_never_rakes_the_returned_bet():
    drill = lesson("Rake (WSOP Live Action Rule 31)")
    s = drill.settlement()
    assert drill.rake == RakeSchedule(Fraction(10), cap=6) and drill.flop
    total = sum(p.amount for p in s.pots)
    assert total == 240 and s.returned.amount == 150  # 390 in, the 150 back is not in T
    assert s.rake == 6 == drill.rake.amount(total, True) and s.drops[0].rake == 6
    for figure in (
        s.returned.amount,
        total,
        RakeSchedule(Fraction(10)).amount(total, True),
        s.payouts["Anna"],
    ):
        assert fmt(drill, figure) in drill.notes
    assert f"the rake is {fmt(drill, s.rake)}" in drill.notes and "never raked" in drill.notes


def test_the_steps_lesson_counts_the_last_step_reached():
    drill = lesson("Rake (example schedule)")
    s = drill.settlement()
    assert drill.rake.steps == ((20, 1), (50, 2), (100, 3))
    assert s.rake == 2 and sum(p.amount for p in s.pots) == 72
    assert f"{fmt(drill, 72)} is at least {fmt(drill, 50)}, so the rake is {fmt(drill, 2)}" in drill.notes


def test_no_flop_no_drop_rakes_nothing_where_a_flop_would_have():
    drill = lesson("Rake (dealer practice) · no flop")
    s = drill.settlement()
    assert not drill.flop and s.rake == 0 and drill.rake.amount(23, True) == 2
    assert f"the rake is {fmt(drill, 0)}" in drill.notes and f"would have been {fmt(drill, 2)}" in drill.notes


def test_a_rake_larger_than_the_main_pot_carries_into_side_pot_1():
    drill = lesson("Rake (dealer practice) · a rake larger")
    s = drill.settlement()
    assert [(d.rake, d.jackpot) for d in s.drops] == [(3, 0), (3, 0)]
    assert (
        f"all {fmt(drill, 3)} of the main pot, and the other {fmt(drill, 3)} from side pot 1" in drill.notes
    )
    assert f"which leaves {fmt(drill, 75)}" in drill.notes


def test_the_jackpot_lesson_drops_after_the_rake_from_the_main_pot():
    drill = lesson("Jackpot drop")
    s = drill.settlement()
    assert drill.jackpot == JackpotDrop(1, 20) and (s.rake, s.jackpot) == (6, 1)
    assert s.drops[0].jackpot == 1 and s.payouts["Anna"] == 113
    assert f"{fmt(drill, 120)} − {fmt(drill, 6)} − {fmt(drill, 1)} = {fmt(drill, 113)}" in drill.notes
    assert (
        drill.jackpot.amount(19, True) == 0
        and f"Pots of {fmt(drill, 19)} drop {fmt(drill, 0)}" in drill.notes
    )


def test_running_it_twice_gives_the_odd_chip_to_run_1_and_side_pot_1_other_winners():
    drill = lesson("Running it twice")
    hole = {s.name: s.hole for s in drill.seats}
    rankings = [rank_hands(hole, board, drill.hand.live) for board in BOARDS]
    s = settle_room(drill.hand, rankings, RoomMoney(True, drill.rake, drill.jackpot), runs=2)
    parts = {(a.pot.index, a.run): dict(a.to) for a in s.awards}
    assert parts == {(0, 1): {"Anna": 57}, (0, 2): {"Chris": 56}, (1, 1): {"Bram": 60}, (1, 2): {"Chris": 60}}
    assert sum(s.payouts.values()) + s.rake + s.jackpot + s.returned.amount == drill.hand.total_in
    assert all(f"{name} ({cards})" in drill.notes for name, cards in hole.items())  # the hands, named
    assert f"Board 1 ({BOARDS[0]}): Anna wins the main pot's {fmt(drill, 57)}" in drill.notes
    assert f"Board 2 ({BOARDS[1]}): Chris wins the main pot's {fmt(drill, 56)}" in drill.notes
    assert f"the odd chip to the first run: the main pot {fmt(drill, 57)} and {fmt(drill, 56)}" in drill.notes


def play(lesson_) -> list[bool]:
    """Play a street lesson through, every ruling answered with the referee's answer."""
    p = PlayThrough.start(lesson_.drill, lesson_.rulings)
    verdicts = []
    while p.phase != Phase.DONE:
        if p.phase == Phase.RULING:
            answer = p.due.answer
            text = ("yes" if answer else "no") if isinstance(answer, bool) else str(answer)
            p, verdict = p.answer(text)
            verdicts.append(verdict.correct)
        elif p.phase == Phase.PULL_IN:
            p = p.pulled_in(True)
        else:
            p = p.advance()
    return verdicts


@pytest.mark.parametrize(
    ("start", "asked", "figures"),
    [
        ("the straddle (", [("first_to_act", "Dov"), ("straddle_raise", 8), ("min_raise", 2)], ["$4", "$20"]),
        ("a re-straddle", [("first_to_act", "Eve"), ("straddle_raise", 20)], ["$10", "$83"]),
        (
            "the small blind first",
            [("first_to_act", "Sam"), ("straddle_raise", 8), ("who_acts", "Cai")],
            ["$20"],
        ),
        (
            "under the gun first",
            [("first_to_act", "Cai"), ("straddle_raise", 8), ("who_acts", "Sam")],
            ["$20"],
        ),
        ("a live post and a dead small blind", [("dead_money", 1), ("post_option", True)], ["$11", "$4"]),
        ("the bomb pot", [("first_to_act", "Sam"), ("min_raise", 2)], ["$20 is in the middle", "$28"]),
    ],
)
def test_each_room_street_lesson_asks_the_referees_rulings_and_names_its_figures(start, asked, figures):
    x = street(start)
    assert [(r.kind, r.answer) for r in x.rulings] == asked
    for r in x.rulings:
        shown = r.answer if isinstance(r.answer, str) else x.drill.stakes.format(r.answer)
        if not isinstance(r.answer, bool):
            assert shown in x.notes, (r.kind, shown)
    for figure in figures:
        assert figure in x.notes
    assert all(play(x))


def test_the_pots_in_the_straddle_lessons_are_the_referees():
    pots = {
        "the straddle (": (Street.PREFLOP, 20),
        "a re-straddle": (Street.PREFLOP, 83),
        "a live post": (Street.PREFLOP, 11),
        "the bomb pot": (Street.FLOP, 28),
    }
    for start, (street_, amount) in pots.items():
        sd = street(start).drill
        rnd = next(r for r in sd.rounds if r.street == street_)
        assert sum(p.amount for p in rnd.after.settlement().pots) == amount
        assert f"pot is {sd.stakes.format(amount)}" in street(start).notes
