"""Lessons: the seeds' worked examples give the seeds' answers."""

from __future__ import annotations

import pytest

from dealer_trainer.drills.lessons import lessons

# title start -> (pot amounts, returned (seat, amount) or None, payouts of winners or None)
EXPECTED = {
    "Seed 000 · Example one": ([6150, 8000], None, {"Cora": 14150}),
    "Seed 000 · Example two": ([7550, 7000], ("Cora", 5000), {"Bea": 7550, "Cora": 7000}),
    "Seed 000 · Scaling up": ([4150, 9000], None, None),
    "Seed 002 · Wikipedia: Player A": ([30, 40], None, {"Player A": 40, "Player B": 30}),
    "Seed 002 · Wikipedia: Alice": ([35, 2], ("Carol", 8), None),
    "Seed 003 · Floor ruling: all-ins": ([6300, 8000], None, {"Player A": 6300, "Player B": 8000}),
    "Seed 003 · Floor ruling: the uncalled": ([12300], ("Player C", 9000), None),
    "Seed 004 · Dutch: three players": ([120, 120], ("Chris", 150), {"Anna": 120, "Bram": 120}),
    "Seed 004 · Dutch: more than one": ([100, 105, 80], ("Dana", 100), None),
    "Seed 004 · Dutch: a bet nobody": ([180], ("Anna", 110), None),
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
    for seed in ("000", "002", "003", "004"):
        assert any(d.title.startswith(f"Seed {seed}") for d in all_lessons)
    for drill in all_lessons:
        assert len(drill.notes) > 100 and drill.level == 0 and drill.code == ""


def test_the_half_dollar_game_is_counted_in_cents():
    drill = lesson("Seed 000 · Example one")
    assert drill.stakes.label() == "$0.50/$1" and drill.scale == 100
    assert drill.stakes.format(6150) == "$61.50"
