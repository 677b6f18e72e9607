"""Showdown drills where the players all-in run the board twice or three times (issue 28):
the boards, each pot's parts per run (odd units to the earliest runs), chips conserved, codes."""

from __future__ import annotations

import json
import random

import pytest

from dealer_trainer.drills.award_checking import AwardPush, check_award
from dealer_trainer.drills.codes import read_code
from dealer_trainer.drills.showdown_drills import RUNS, drill_from_code, showdown_drill, showdown_for_seed
from dealer_trainer.engine import Game
from dealer_trainer.engine.errors import PotError
from dealer_trainer.engine.runs import run_parts


def run_pushes(drill):
    return [
        AwardPush(a.pot.index, s, c, a.run) for a in drill.settlement().awards for s, c in a.to.items() if c
    ]


@pytest.mark.parametrize("outcome", sorted(RUNS))
@pytest.mark.parametrize("game", [Game.HOLDEM, Game.OMAHA])
@pytest.mark.parametrize("seed", range(5))
def test_run_drills_deal_one_board_per_run_and_conserve_chips(outcome, game, seed):
    drill = showdown_drill(outcome, random.Random(seed), game=game)
    runs = RUNS[outcome]
    assert drill.runs == runs and len(drill.boards) == runs and drill.board == drill.boards[0]
    common = [c for c in range(0, 10, 2) if len({b[c : c + 2] for b in drill.boards}) == 1]
    assert common[:3] == [0, 2, 4] and len(common) in (3, 4)  # the flop (maybe the turn) dealt once
    later = [b[c : c + 2] for b in drill.boards for c in range(len(common) * 2, 10, 2)]
    holes = "".join(s.hole for s in drill.seats)
    assert len(set(later)) == len(later) and not any(card in holes for card in later)
    s = drill.settlement()
    returned = s.returned.amount if s.returned else 0
    assert sum(s.payouts.values()) + returned == drill.hand.total_in
    by_pot: dict[int, list[int]] = {}
    for award in s.awards:
        assert award.run is not None or len(award.pot.eligible) == 1
        if award.run is not None:
            by_pot.setdefault(award.pot.index, []).append(sum(award.to.values()))
    for index, parts in by_pot.items():
        pot = s.pots[index]
        assert len(parts) == runs and sum(parts) == pot.amount
        assert tuple(parts) == run_parts(pot.amount, runs, drill.unit)
        assert parts == sorted(parts, reverse=True)  # odd units to the earliest runs
    assert any(len(set(p)) > 1 for p in by_pot.values())  # a run's part with an odd unit
    assert check_award(drill, run_pushes(drill)).correct


def test_a_wrong_run_split_is_one_run_split_wrong():
    drill = showdown_for_seed("run_twice", 1)
    pushes = run_pushes(drill)
    main = [p for p in pushes if p.pot == 0]
    assert [p.chips for p in main] == [73, 72]  # 145: the odd chip to run 1
    swapped = [p if p.pot else AwardPush(0, p.seat, 145 - p.chips, p.run) for p in pushes]
    check = check_award(drill, swapped)
    assert [p.code for p in check.problems] == ["run_split_wrong"]


def test_run_codes_carry_the_check_character_and_deal_the_same_drill():
    drill = showdown_for_seed("run_three_times", 4242, Game.OMAHA)
    assert drill.code.startswith("S8O-") and read_code(drill.code).checked
    assert drill_from_code(drill.code) == drill
    assert drill_from_code(drill.code).boards == drill.boards
    assert showdown_for_seed("run_twice", 4242).code.startswith("S7-")
    # the outcomes dealt before keep their numbers and their drills
    assert showdown_for_seed("any", 5).code.startswith("S6-")


def test_run_boards_are_checked():
    drill = showdown_for_seed("run_twice", 3)
    from dataclasses import replace

    with pytest.raises(PotError):
        b1, b2 = drill.boards
        replace(drill, boards=(b1, b2[:8] + b1[8:]))  # the same river on both runs
    with pytest.raises(PotError):
        replace(drill, boards=(drill.boards[1], drill.boards[0]))  # the first run's board is the board


def test_run_drills_write_runs_and_boards_as_pots_input():
    from dealer_trainer.engine.scenario import scenario_from_dict

    drill = showdown_for_seed("run_twice", 2)
    data = drill.scenario_dict()
    assert data["runs"] == 2 and data["boards"] == list(drill.boards) and "board" not in data
    assert scenario_from_dict(data).settle().awards == drill.settlement().awards


def test_the_drill_command_prints_each_runs_board():
    from dealer_trainer.commands.drill import drill_text

    drill = showdown_for_seed("run_three_times", 0)
    text = drill_text(drill)
    assert "Board, run 1: 9s 2c 3h 8s Ah" in text and "Board, run 3: 9s 2c 3h 8s 5c" in text
    assert "Board: " not in text


def test_a_run_drill_keeps_its_boards_through_a_drill_set_file(tmp_path):
    from dealer_trainer.drills.files import DrillSet, load_drill_set, save_drill_set

    drills = [showdown_for_seed("run_twice", 2), showdown_for_seed("run_three_times", 0)]
    path = tmp_path / "runs.json"
    save_drill_set(path, DrillSet("Runs", "", "", drills))
    data = json.loads(path.read_text(encoding="utf-8"))
    assert [d["boards"] for d in data["drills"]] == [list(d.boards) for d in drills]
    loaded = load_drill_set(path).drills
    assert [d.boards for d in loaded] == [d.boards for d in drills]
    assert [d.settlement().awards for d in loaded] == [d.settlement().awards for d in drills]


@pytest.mark.parametrize(
    ("boards", "message"),
    [
        (["6dAh5c9h7d"], "drill.boards: 1 boards; a board run twice or three times has one board per run"),
        ("6dAh5c9h7d", "drill.boards: '6dAh5c9h7d' is not a list of boards, one per run"),
        (
            ["6dAh5c9h7d", "6dAh5c9h"],
            "drill.boards[1]: '6dAh5c9h' is not allowed (a run's board is five cards",
        ),
        (["6dAh5c9h7d", "6dAh5cJh7d"], "drill.boards: the card 7d is on two runs' boards"),
        (
            ["6dAh5c9h7d", "6dAh5cJh2d"],
            "drill.boards[1]: the card 2d appears twice, also in drill.seats[0].hole",
        ),
        (["6dAh5c9h7d", "6dAh5cJhQs", "6dAh5cTh9s", "6dAh5c2s3s"], "drill.boards: 4 boards;"),
        (["6dAh5cJhQs", "6dAh5c9h7d"], "drill.board: '6dAh5c9h7d' is not allowed (the first run's board"),
    ],
)
def test_a_drill_files_bad_boards_are_one_line_naming_the_field(boards, message):
    from dealer_trainer.drills.errors import DrillError, describe
    from dealer_trainer.drills.files import drill_from_dict, drill_to_dict

    data = drill_to_dict(drill_from_code("S7-222223-13"))
    del data["scenario"]
    data["boards"] = boards
    with pytest.raises(DrillError) as info:
        drill_from_dict(data)
    assert describe(info.value).startswith(message) and "\n" not in describe(info.value)
