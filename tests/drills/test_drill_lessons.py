"""Lessons: the seeds' worked examples give the seeds' answers."""

from __future__ import annotations

import pytest

from dealer_trainer.drills.lessons import lessons

# title start -> (pot amounts, returned (seat, amount) or None, payouts of winners or None)
EXPECTED = {
    "All-ins and side pots · Example one": ([6150, 8000], None, {"Cora": 14150}),
    "All-ins and side pots · Example two": ([7550, 7000], ("Cora", 5000), {"Bea": 7550, "Cora": 7000}),
    "All-ins and side pots · Scaling up": ([4150, 9000], None, None),
    "Betting in poker (Wikipedia) · Player A": ([30, 40], None, {"A": 40, "B": 30}),
    "Betting in poker (Wikipedia) · Alice": ([35, 2], ("Carol", 8), None),
    "Betting in poker (Wikipedia) · all-in for part": ([300, 1250], None, None),
    "Floor ruling (TDA Rule 16) · all-ins": ([6300, 8000], None, {"A": 6300, "B": 8000}),
    "Floor ruling (TDA Rule 16) · the uncalled": ([12300], ("C", 9000), None),
    "Side pots, a Dutch guide · three players": ([120, 120], ("Chris", 150), {"Anna": 120, "Bram": 120}),
    "Side pots, a Dutch guide · more than one": ([100, 105, 80], ("Dana", 100), None),
    "Side pots, a Dutch guide · a bet nobody": ([180], ("Anna", 110), None),
    "Rake (WSOP Live Action Rule 31)": ([120, 120], ("Chris", 150), {"Anna": 114, "Bram": 120}),
    "Rake (example schedule)": ([36, 36], None, None),
    "Rake (dealer practice) · no flop": ([23], ("Fay", 30), {"Fay": 23}),
    "Rake (dealer practice) · a rake larger": ([3, 78], None, None),
    "Jackpot drop": ([120, 120], ("Chris", 150), {"Anna": 113, "Bram": 120}),
    "Running it twice": ([120, 120], ("Chris", 150), None),
    "The 8-or-better qualifier": ([120, 120], None, {"Anna": 60, "Bram": 180}),
    "Quartered": ([300], None, {"Anna": 225, "Bram": 75}),
    "The odd chip of a hi-lo split": ([105], None, {"Bram": 53, "Anna": 52}),
    "Side pots, a Dutch guide · a tie": ([81], None, {"Bram": 41, "Chris": 40}),
    "All-in hands face up": ([6300], None, {"Ben": 6300}),
    "The short big blind": ([600, 150], None, None),
    "Floor ruling (TDA Rule 16) · a folded bet": ([8300, 9000], None, None),
}


def lesson(start: str):
    return next(d for d in lessons() if d.title.startswith(start))


@pytest.mark.parametrize("start", EXPECTED)
def test_each_lesson_gives_the_seeds_answer(start):
    pots, returned, payouts = EXPECTED[start]
    settlement = lesson(start).settlement()
    assert [p.amount for p in settlement.pots] == pots
    back = settlement.returned
    assert ((back.seat, back.amount) if back else None) == returned
    if payouts is not None:
        assert {s: c for s, c in settlement.payouts.items() if c} == payouts


def test_every_seed_has_lessons_with_notes_and_titles():
    all_lessons = lessons()
    assert len(all_lessons) == len(EXPECTED)
    sources = (
        "All-ins and side pots",
        "Betting in poker (Wikipedia)",
        "Floor ruling",
        "Side pots, a Dutch",
        "Rake",
    )
    for source in sources:  # one source document each (seeds 000, 002, 003, 004)
        assert any(d.title.startswith(source) for d in all_lessons)
    for drill in all_lessons:
        assert len(drill.notes) > 100 and drill.level == 0 and drill.code == ""


def test_the_half_dollar_game_is_counted_in_cents():
    drill = lesson("All-ins and side pots · Example one")
    assert drill.stakes.label() == "$0.50/$1" and drill.scale == 100
    assert drill.stakes.format(6150) == "$61.50"


def test_antes_are_each_seats_own_chips_and_a_short_ante_is_explained():
    from dealer_trainer.drills.checking import check_build, solution_steps

    for drill in lessons():
        if drill.stakes.ante_format == "per_player":
            assert drill.dead == 0
    short = lesson("Betting in poker (Wikipedia) · all-in for part")
    main = short.settlement().pots[0]
    assert main.upper == 50 and main.eligible == ("Rosa", "Sven", "Tess")
    step = next(s for s in solution_steps(short) if s.pile == "pot:0")
    assert (
        "Sven is all-in for 50 of the 100 ante, so only 50 of every ante goes in the Main pot"
        in step.explanation
    )
    check = check_build(short, {})
    assert "only 50 of every ante" in check.verdict("pot:0").explanation
