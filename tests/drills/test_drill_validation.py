"""A Drill refuses a bad table or bad cards the moment it is made (the ranking waits)."""

from __future__ import annotations

import dataclasses

import pytest

from dealer_trainer.drills.generator import DECK, new_drill
from dealer_trainer.drills.models import Drill, Stakes
from dealer_trainer.engine import PotError
from dealer_trainer.engine.scenario import scenario_from_dict, settlement_to_dict


def with_hole(drill: Drill, index: int, hole: str) -> Drill:
    seats = list(drill.seats)
    seats[index] = dataclasses.replace(seats[index], hole=hole)
    return dataclasses.replace(drill, seats=tuple(seats))


def live_index(drill: Drill, k: int = 0) -> int:
    return [i for i, s in enumerate(drill.seats) if not s.folded][k]


@pytest.mark.parametrize(
    "hole,code",
    [("AsXx", "bad_cards"), ("As", "bad_cards"), ("three unused cards", "bad_cards"), ("", None)],
)
def test_bad_hole_cards_are_refused_when_the_drill_is_made(hole, code):
    drill = new_drill(2, 3)
    if hole == "three unused cards":
        used = drill.board + "".join(s.hole for s in drill.seats)
        hole = "".join([c for c in DECK if c not in used][:3])
    if code is None:  # a live seat without cards: no showdown, but still a valid table
        assert with_hole(drill, live_index(drill), hole).settlement().payouts is None
        return
    with pytest.raises(PotError) as info:
        with_hole(drill, live_index(drill), hole)
    assert info.value.code == code


def test_a_card_dealt_twice_is_refused():
    drill = new_drill(3, 9)
    first = drill.seats[live_index(drill)].hole
    with pytest.raises(PotError) as info:
        with_hole(drill, live_index(drill, 1), first)
    assert info.value.code == "duplicate_card"
    with pytest.raises(PotError) as info:
        dataclasses.replace(drill, board=drill.board[:8] + drill.board[:2])
    assert info.value.code == "duplicate_card"


def test_a_short_board_is_refused():
    drill = new_drill(1, 9)
    with pytest.raises(PotError) as info:
        dataclasses.replace(drill, board=drill.board[:4])
    assert info.value.code == "bad_cards"


def test_a_bad_table_is_refused():
    drill = new_drill(1, 9)
    with pytest.raises(PotError) as info:
        dataclasses.replace(drill, button="Nobody")
    assert info.value.code == "button_not_seated"
    with pytest.raises(PotError) as info:
        dataclasses.replace(drill, unit=0)
    assert info.value.code == "bad_unit"


@pytest.mark.parametrize("level", [1, 2, 3, 4])
def test_the_kept_answer_equals_a_fresh_reading_of_the_scenario(level):
    for seed in range(30):
        drill = new_drill(level, seed)
        fresh = scenario_from_dict(drill.scenario_dict()).settle()
        assert settlement_to_dict(drill.settlement()) == settlement_to_dict(fresh)
        assert drill.hand == fresh.hand
        assert drill.settlement() is drill.settlement()


def test_stakes_show_cents_and_refuse_a_bad_scale():
    assert Stakes("cash", 50, 100, scale=100).format(7550) == "$75.50"
    assert Stakes("tournament", 500, 1000, 1000, "big_blind", "", 11).format(1375) == "1,375"
    with pytest.raises(PotError):
        Stakes("cash", 1, 2, scale=0)


def test_a_ranking_given_without_cards_settles_the_drill_and_a_foreign_one_is_refused():
    from dealer_trainer.commands.check import drill_from_scenario
    from dealer_trainer.engine.scenario import scenario_from_dict

    data = {
        "seats": ["A", "B", "C"],
        "contributions": {"A": 100, "B": 300, "C": 300},
        "all_in": ["A"],
        "ranking": [["A"], ["C"], ["B"]],
    }
    drill = drill_from_scenario(data, "-")
    payouts = drill.settlement().payouts
    assert dict(payouts) == {"A": 300, "B": 0, "C": 400}  # A wins the main pot, C the side pot
    other = scenario_from_dict({**data, "contributions": {"A": 100, "B": 200, "C": 300}})
    with pytest.raises(ValueError, match="not this drill's hand"):
        drill.with_ranking(other)
