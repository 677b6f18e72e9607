"""Running it twice or three times (docs/rules.md#running-it-twice): each pot after the rake and the
jackpot drop into one part per run, odd units to the earliest runs, each part to that run's
winners; hand-worked values."""

from __future__ import annotations

import pytest

from dealer_trainer.engine import PotError
from dealer_trainer.engine.runs import run_parts
from dealer_trainer.engine.scenario import scenario_from_dict, scenario_to_dict, settlement_to_dict

# main pot 120 (Anna, Bram, Chris), side pot 1 120 (Bram, Chris); Chris gets 150 back.
HAND = {
    "seats": ["Anna", "Bram", "Chris"],
    "button": "Chris",
    "contributions": {"Anna": 40, "Bram": 100, "Chris": 250},
}
ANNA_THEN_BRAM = [["Anna"], ["Bram"], ["Chris"]]
CHRIS_BEST = [["Chris"], ["Bram"], ["Anna"]]


def settle(**fields):
    return scenario_from_dict(HAND | fields).settle()


def pushes(s):
    return [(a.pot.name, a.run, dict(a.to)) for a in s.awards]


def test_parts_give_odd_units_to_the_earliest_runs():
    assert run_parts(101, 2) == (51, 50)
    assert run_parts(100, 3) == (34, 33, 33)
    assert run_parts(101, 3) == (34, 34, 33)
    assert run_parts(100, 3, 5) == (35, 35, 30)  # in 5s: 20 units, 7 + 7 + 6
    assert run_parts(111, 2, 5) == (56, 55)  # not a whole number of 5s: cut in 1s
    assert run_parts(1, 3) == (1, 0, 0)


def test_twice_with_a_side_pot_won_by_other_seats_per_run_after_the_rake_and_the_drop():
    s = settle(
        rake={"percent": 10, "cap": 6},
        jackpot={"drop": 1, "min_pot": 20},
        runs=2,
        board_rankings=[ANNA_THEN_BRAM, CHRIS_BEST],
    )
    # main pot 120 - 6 - 1 = 113: 57 for run 1 (the odd chip), 56 for run 2; side pot 1 60 and 60.
    assert pushes(s) == [
        ("Side pot 1", 1, {"Bram": 60}),
        ("Side pot 1", 2, {"Chris": 60}),
        ("Main pot", 1, {"Anna": 57}),
        ("Main pot", 2, {"Chris": 56}),
    ]
    assert dict(s.payouts) == {"Anna": 57, "Bram": 60, "Chris": 116}
    assert sum(s.payouts.values()) + s.rake + s.jackpot + s.returned.amount == 390


def test_three_times_odd_units_to_runs_one_and_two():
    data = {"seats": ["A", "B"], "button": "B", "contributions": {"A": 100, "B": 100}}
    s = scenario_from_dict(
        data | {"runs": 3, "board_rankings": [[["A"], ["B"]], [["B"], ["A"]], [["A"], ["B"]]]}
    ).settle()
    assert pushes(s) == [("Main pot", 1, {"A": 67}), ("Main pot", 2, {"B": 67}), ("Main pot", 3, {"A": 66})]
    assert dict(s.payouts) == {"A": 133, "B": 67}


def test_a_tie_inside_one_run_splits_that_runs_part_with_the_odd_chip_clockwise_from_the_button():
    s = settle(
        rake={"percent": 10, "cap": 6},
        jackpot={"drop": 1},
        runs=2,
        board_rankings=[[["Anna", "Bram"], ["Chris"]], CHRIS_BEST],
    )
    main_run_1 = next(a for a in s.awards if a.pot.is_main and a.run == 1)
    assert dict(main_run_1.to) == {"Anna": 29, "Bram": 28}  # 57 split, Anna is left of the button
    assert main_run_1.odd_chips == ("Anna",)
    assert dict(s.payouts) == {"Anna": 29, "Bram": 28 + 60, "Chris": 56 + 60}


def test_boards_by_cards_rank_each_run_on_its_own_board():
    data = {
        "seats": ["A", "B"],
        "button": "B",
        "contributions": {"A": 100, "B": 100},
        "hole": {"A": "AsAd", "B": "KsKd"},
        "rake": {"percent": 10, "cap": 5},
        "runs": 2,
        # the flop 2c 7h 9d is common to both runs; the turn and river differ
        "boards": ["2c7h9dJc3s", "2c7h9dKh4s"],
    }
    s = scenario_from_dict(data).settle()
    assert pushes(s) == [("Main pot", 1, {"A": 98}), ("Main pot", 2, {"B": 97})]  # 195 = 98 + 97
    assert scenario_from_dict(scenario_to_dict(scenario_from_dict(data))).settle() == s


def test_the_json_output_numbers_the_runs():
    out = settlement_to_dict(settle(runs=2, board_rankings=[ANNA_THEN_BRAM, CHRIS_BEST]))
    assert [(a["pot"], a["run"]) for a in out["awards"]] == [
        ("Side pot 1", 1),
        ("Side pot 1", 2),
        ("Main pot", 1),
        ("Main pot", 2),
    ]
    assert (out["rake"], out["jackpot"]) == (0, 0) and out["pots"][0]["rake"] == 0


def test_a_pot_with_one_player_left_is_pushed_whole_and_runs_without_rankings_give_no_payouts():
    folded = HAND | {"folded": ["Anna", "Bram"], "runs": 2}
    s = scenario_from_dict(folded).settle()
    assert pushes(s) == [("Main pot", None, {"Chris": 240})]  # 40 + 100 + 100; 150 back
    assert scenario_from_dict(HAND | {"runs": 2}).settle().payouts is None


@pytest.mark.parametrize(
    ("fields", "field", "words"),
    [
        ({"runs": 4, "board_rankings": [ANNA_THEN_BRAM] * 4}, "runs", "2 or 3"),
        ({"runs": 1}, "runs", "2 or 3"),
        ({"runs": "2"}, "runs", "2 or 3"),
        ({"runs": 3, "runs_allowed": 2}, "runs", "fewer runs"),
        ({"runs_allowed": 4}, "runs_allowed", "1, 2 or 3"),
        ({"runs": 2, "board_rankings": [ANNA_THEN_BRAM]}, "board_rankings", "one entry per run"),
        ({"runs": 3, "board_rankings": [ANNA_THEN_BRAM] * 2}, "board_rankings", "one entry per run"),
        (
            {"runs": 2, "board_rankings": [ANNA_THEN_BRAM] * 2, "boards": ["2c7h9dJc3s", "2c7h9dKh4s"]},
            "boards",
            "not both",
        ),
        ({"runs": 2, "ranking": ANNA_THEN_BRAM}, "ranking", "board_rankings"),
        ({"board_rankings": [ANNA_THEN_BRAM] * 2}, "runs", ""),
        ({"runs": 2, "boards": ["2c7h9dJc3s", "2c7h9dKh4s"]}, "hole", ""),
        ({"runs": 2, "flop": False}, "flop", "has a flop"),
        (
            {"game": "omaha-hilo", "runs": 2, "board_rankings": [ANNA_THEN_BRAM] * 2},
            "board_rankings",
            "high and low",
        ),
        ({"game": "razz", "runs": 2, "ranking": ANNA_THEN_BRAM}, "ranking", "board_rankings"),
        ({"game": "stud-hilo", "runs": 2, "boards": ["2c7h9dJc3s", "2c7h9dKh4s"]}, "boards", "no board"),
    ],
)
def test_bad_runs_input_names_the_field_and_the_problem(fields, field, words):
    with pytest.raises(PotError) as exc:
        settle(**fields)
    assert exc.value.field == field
    assert words in str(exc.value.values.get("reason", ""))


def test_a_card_of_one_run_cannot_be_dealt_in_another():
    data = {
        "seats": ["A", "B"],
        "contributions": {"A": 100, "B": 100},
        "hole": {"A": "AsAd", "B": "KsKd"},
        "runs": 2,
        "boards": ["2c7h9dJc3s", "2c7h9d3sKh"],  # 3s is the river of run 1 and the turn of run 2
    }
    with pytest.raises(PotError) as exc:
        scenario_from_dict(data)
    assert (exc.value.code, exc.value.field, exc.value.values["card"]) == ("duplicate_card", "boards", "3s")
    with pytest.raises(PotError) as exc:
        scenario_from_dict(data | {"boards": ["2c7h9dJc3s", "2c7h9dAs4s"]})  # a hole card on a board
    assert exc.value.code == "duplicate_card"
