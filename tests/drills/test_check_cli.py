"""``dealer-trainer check``: the window's verdict and messages, headless; exit 0, 1 or 2."""

from __future__ import annotations

import json

import pytest
from mistakes import MAKERS

from dealer_trainer.commands import main
from dealer_trainer.drills.checking import DEAD, check_build
from dealer_trainer.drills.files import DrillSet, save_drill_set
from dealer_trainer.drills.generator import drill_for_seed
from dealer_trainer.drills.lessons import lessons

SCENARIO = {
    "seats": ["Anna", "Bram", "Chris"],
    "button": "Chris",
    "contributions": {"Anna": 40, "Bram": 100, "Chris": 250},
    "folded": [],
    "all_in": ["Anna", "Bram", "Chris"],
    "dead": 0,
    "unit": 1,
    "ranking": [["Anna"], ["Bram"], ["Chris"]],
}
RIGHT = {"pots": [{"amount": 120}, {"amount": 120}], "returned": {"Chris": 150}}


@pytest.fixture
def run(tmp_path, capsys):
    def run(*args, build=None, award=None, scenario=SCENARIO):
        files = []
        for name, data in (("scenario", scenario), ("build", build), ("award", award)):
            if data is None:
                continue
            path = tmp_path / f"{name}.json"
            path.write_text(data if isinstance(data, str) else json.dumps(data), encoding="utf-8")
            files += [f"--{name}", str(path)]
        if "--code" in args or "--file" in args:
            files = files[2:] if scenario is not None else files
        status = main(["check", *args, *files])
        out, err = capsys.readouterr()
        return status, out, err

    return run


def test_a_right_build_exits_0(run):
    status, out, err = run(build=RIGHT)
    assert status == 0 and err == ""
    assert out.splitlines()[0] == "Every pile is right."


def test_json_names_piles_and_mistakes_in_english_codes(run):
    status, out, _ = run("--json", build={"pots": [{"amount": 240}], "returned": {"Chris": 150}})
    assert status == 1
    data = json.loads(out)
    assert data["correct"] is False
    assert [m["code"] for m in data["mistakes"]] == ["pots_merged"]
    assert data["mistakes"][0]["piles"] == ["Main pot", "Side pot 1"]
    assert data["mistakes"][0]["fix"] == "Open Side pot 1 and move 120 from the Main pot into it."
    assert "TDA 2024 Rule 21" in data["mistakes"][0]["rule"]
    assert data["piles"] == [
        {"name": "Return to Chris", "amount": 150, "should_be": 150, "correct": True},
        {"name": "Main pot", "amount": 240, "should_be": 120, "correct": False},
        {"name": "Side pot 1", "amount": 0, "should_be": 120, "correct": False},
    ]


def test_from_and_left_and_dead_keys_are_read(run):
    build = {
        "pots": [
            {"amount": 120, "from": {"Anna": 40, "Bram": 40, "Chris": 40}},
            {"amount": 60, "from": {"Chris": 60}},
        ],
        "returned": {"Chris": 150},
        "left": {"Bram": 60},
    }
    status, out, _ = run("--json", build=build)
    assert status == 1
    assert [m["code"] for m in json.loads(out)["mistakes"]] == ["live_chips_left"]


@pytest.mark.parametrize(
    ("build", "message"),
    [
        (
            {"pots": [{"amount": 120}]},
            "hold 120, but the hand has 390 (contributions plus dead money): 270 missing",
        ),
        (
            {"pots": [{"amount": 500}]},
            "hold 500, but the hand has 390 (contributions plus dead money): 110 too many",
        ),
        ({"pots": [{"amount": -1}]}, "pots[0].amount: -1 is negative"),
        ({"pots": [{"amount": 1.5}]}, "pots[0].amount: 1.5 is not a whole number of chips"),
        ({"pots": [{"amount": 390, "from": {"Dora": 390}}]}, "pots[0].from: 'Dora' is not one of the seats"),
        (
            {"pots": [{"amount": 390, "from": {"Anna": 40}}]},
            "pots[0]: 'from' adds up to 40, not the amount 390",
        ),
        ({"pots": [], "returned": {"dead": 390}}, "returned: 'dead' is not one of the seats"),
        ({"pots": {}}, "pots: must be a list, main pot first"),
        ({"piles": []}, "'piles' is not part of a build"),
        ([], "a build must be a JSON object"),
        ("{", "not valid JSON"),
    ],
)
def test_bad_builds_are_one_line_and_exit_2(run, build, message):
    status, out, err = run(build=build)
    assert status == 2 and out == ""
    assert len(err.strip().splitlines()) == 1 and message in err, err


def test_a_seat_called_dead_is_refused(run):
    scenario = dict(SCENARIO, seats=["Anna", "Bram", "dead"], button="dead")
    scenario["contributions"] = {"Anna": 40, "Bram": 100, "dead": 250}
    scenario["all_in"] = ["Anna", "Bram", "dead"]
    scenario["ranking"] = [["Anna"], ["Bram"], ["dead"]]
    status, _, err = run(build=RIGHT, scenario=scenario)
    assert status == 2 and "no seat may be called 'dead'" in err


def test_award_is_graded_only_on_a_right_build(run):
    award = {"pushes": [{"pot": 1, "to": {"Bram": 120}}, {"pot": 0, "to": {"Anna": 120}}]}
    assert run(build=RIGHT, award=award)[0] == 0
    wrong_build = {"pots": [{"amount": 240}], "returned": {"Chris": 150}}
    status, out, _ = run("--json", build=wrong_build, award=award)
    assert status == 1 and json.loads(out)["mistakes"][0]["code"] == "pots_merged"


def test_award_order_is_a_house_rule(run):
    main_first = {"pushes": [{"pot": 0, "to": {"Anna": 120}}, {"pot": 1, "to": {"Bram": 120}}]}
    status, out, _ = run("--json", build=RIGHT, award=main_first)
    assert status == 1 and [m["code"] for m in json.loads(out)["mistakes"]] == ["out_of_order"]
    status, out, _ = run("--json", "--award-order", "main-pot-first", build=RIGHT, award=main_first)
    data = json.loads(out)
    assert status == 0 and data["correct"]
    assert data["piles"][0] == {
        "name": "Main pot",
        "to": {"Anna": 120},
        "should_be": {"Anna": 120},
        "correct": True,
    }


def test_award_problems_carry_fix_and_rule(run):
    award = {"pushes": [{"pot": 1, "to": {"Anna": 120}}, {"pot": 0, "to": {"Anna": 120}}]}
    status, out, _ = run("--json", build=RIGHT, award=award)
    mistake = json.loads(out)["mistakes"][0]
    assert status == 1 and mistake["code"] == "ineligible_winner"
    assert mistake["piles"] == ["Side pot 1"] and mistake["fix"] == "Move 120 from Anna to Bram."
    status, _, err = run(build=RIGHT, award={"pushes": [{"pot": 5, "to": {"Anna": 1}}]})
    assert status == 2 and "pushes[0].pot: 5 is not a pot of this hand (0 to 1)" in err


def test_code_and_file_give_the_same_verdict_as_the_checker(run, tmp_path):
    drill = drill_for_seed(3, 4242)
    build, _ = MAKERS["wrong_level"](drill)
    data = {
        "pots": [
            {"amount": p.amount, "from": {("dead" if o == DEAD else o): c for o, c in p.origins.items()}}
            for p in build.pots
        ],
        "returned": dict(build.returned),
    }
    expected = check_build(drill, build).to_dict()
    status, out, _ = run("--json", "--code", drill.code, build=data, scenario=None)
    assert status == 1 and json.loads(out) == expected
    path = tmp_path / "set.json"
    save_drill_set(path, DrillSet("set", drills=(drill_for_seed(1, 1), drill)))
    status, out, _ = run("--json", "--file", str(path), "--index", "1", build=data, scenario=None)
    assert status == 1 and json.loads(out) == expected
    status, _, err = run("--file", str(path), "--index", "2", build=data, scenario=None)
    assert status == 2 and "--index 2 is not between 0 and 1" in err


def test_cents_are_read_and_shown_in_the_drills_money(run, tmp_path):
    lesson = next(d for d in lessons() if d.stakes.scale == 100)
    path = tmp_path / "lesson.json"
    save_drill_set(path, DrillSet("lesson", drills=(lesson,)))
    total = sum(s.committed for s in lesson.seats) + lesson.dead
    status, out, _ = run("--file", str(path), build={"pots": [{"amount": total}]}, scenario=None)
    assert status == 1
    assert "$" in out and "." in out
    for verdict in check_build(lesson, {}).verdicts:
        assert f"should be {lesson.stakes.format(verdict.expected)}" in out


def test_exactly_one_source_and_the_build_are_required(tmp_path, capsys):
    scenario, build = tmp_path / "s.json", tmp_path / "b.json"
    scenario.write_text(json.dumps(SCENARIO), encoding="utf-8")
    build.write_text(json.dumps(RIGHT), encoding="utf-8")
    status = main(["check", "--code", "L1-AAAAAA", "--scenario", str(scenario), "--build", str(build)])
    assert status == 2 and "give exactly one of --code, --file and --scenario" in capsys.readouterr().err
    status = main(["check", "--scenario", str(scenario)])  # --answer-json is a chip drill's answer
    assert status == 2 and "--build" in capsys.readouterr().err


def test_readme_lists_every_mistake_code():
    from pathlib import Path

    from dealer_trainer.drills.award_checking import AWARD_CODES
    from dealer_trainer.drills.checking import BUILD_CODES

    readme = (Path(__file__).resolve().parents[2] / "README.md").read_text(encoding="utf-8")
    listed = {line.split("`")[1] for line in readme.splitlines() if line.startswith("| `")}
    assert listed == set(BUILD_CODES) | set(AWARD_CODES)


def test_house_rules_stored_in_a_drill_file_win_over_options(run, tmp_path):
    """formats.md §6: a field in the drill file > a command-line option > --profile > the default."""
    import random

    from dealer_trainer.drills.files import load_drill_set
    from dealer_trainer.drills.showdown_drills import showdown_drill
    from dealer_trainer.engine.rules import AwardOrder, HouseRules

    drill = showdown_drill("short_stack_wins_main", random.Random(3))
    path = tmp_path / "set.json"
    save_drill_set(
        path, DrillSet("main first house", drills=(drill,), house_rules=HouseRules(AwardOrder.MAIN_FIRST))
    )
    assert load_drill_set(path).house_rules == HouseRules(AwardOrder.MAIN_FIRST)
    settlement = drill.settlement()
    build = {"pots": [{"amount": p.amount} for p in settlement.pots]}
    if settlement.returned:
        build["returned"] = {settlement.returned.seat: settlement.returned.amount}
    by_pot = {a.pot.index: dict(a.to) for a in settlement.awards}
    main_first = {"pushes": [{"pot": i, "to": by_pot[i]} for i in sorted(by_pot)]}
    status, out, _ = run("--json", "--file", str(path), build=build, award=main_first, scenario=None)
    assert status == 0, out
    status, out, _ = run(
        "--json",
        "--file",
        str(path),
        "--award-order",
        "side-pots-first",
        build=build,
        award=main_first,
        scenario=None,
    )
    assert status == 0, out  # the drill file names its award order: the option does not change it


def test_a_bad_house_rule_in_a_drill_file_is_named(tmp_path, capsys):
    path = tmp_path / "set.json"
    save_drill_set(path, DrillSet("x", drills=(drill_for_seed(1, 1),)))
    data = json.loads(path.read_text(encoding="utf-8"))
    data["house_rules"] = {"award_order": "sideways"}
    path.write_text(json.dumps(data), encoding="utf-8")
    build = tmp_path / "b.json"
    build.write_text(json.dumps(RIGHT), encoding="utf-8")
    assert main(["check", "--file", str(path), "--build", str(build)]) == 2
    err = capsys.readouterr().err
    assert "house_rules.award_order" in err and "sideways" in err


@pytest.mark.parametrize(
    ("build", "award", "message"),
    [
        (
            {"pots": [{"amount": 120}, {"amount": 20}], "returned": {"Chris": 150}, "left": {"Anna": 100}},
            None,
            "100 of Anna's chips are named (in 'from' and 'left'), but Anna put in only 40",
        ),
        (
            {"pots": [{"amount": 120}, {"amount": 120}], "returned": {"Chris": 100}, "left": {"dead": 50}},
            None,
            "50 of dead money is named (in 'from' and 'left'), but the hand has 0",
        ),
        (
            {"pots": [{"amount": 120, "from": {"Anna": 120}}, {"amount": 120, "from": {"Anna": 120}}]},
            None,
            "240 of Anna's chips are named",
        ),
        (
            RIGHT,
            {"pushes": [{"pot": 1, "to": {"Bram": 500}}, {"pot": 0, "to": {"Anna": 120}}]},
            "500 pushed from Side pot 1, which holds only 120 (chips cannot be created)",
        ),
    ],
)
def test_impossible_builds_and_awards_are_bad_input(run, build, award, message):
    status, out, err = run(build=build, award=award)
    assert status == 2 and out == "" and message in err, err


def test_inputs_that_would_hang_or_break_the_one_line_rule(run, tmp_path, capsys):
    import os

    fifo = tmp_path / "fifo"
    os.mkfifo(fifo)
    build = tmp_path / "b.json"
    build.write_text(json.dumps(RIGHT), encoding="utf-8")
    assert main(["check", "--scenario", str(fifo), "--build", str(build)]) == 2
    assert "not a regular file" in capsys.readouterr().err
    scenario = {"seats": ["A\nB", "C"], "contributions": {"A\nB": 10, "C": 5}}
    status, _, err = run(build=RIGHT, scenario=scenario)
    assert status == 2 and len(err.strip().splitlines()) == 1 and "not a non-empty line of text" in err
    assert main(["check", "--scenario", "-", "--build", "-"]) == 2
    assert "only one input can be standard input" in capsys.readouterr().err
