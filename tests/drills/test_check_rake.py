"""``check`` with a rake, a jackpot drop and runs (formats.md §5): hand-worked builds and awards,
one diagnosis per mistake, chips conserved, pile names in English."""

from __future__ import annotations

import json

import pytest

from dealer_trainer.commands import main
from dealer_trainer.drills.award_checking import AWARD_CODES
from dealer_trainer.drills.checking import BUILD_CODES
from dealer_trainer.drills.checking.diagnoses import DIAGNOSES
from dealer_trainer.drills.weak_spots import mistake_words

# Anna all-in for 40, Bram for 100, Chris bets 250: main pot 120, side pot 1 120, 150 back to
# Chris; T = 240. 10 % capped at 6: the rake is 6; a drop of 1 (T >= 20, a flop): both from the
# main pot, which keeps 120 - 6 - 1 = 113 (docs/rules.md#rake, #jackpot-drop).
RAKED = {
    "seats": ["Anna", "Bram", "Chris"],
    "button": "Chris",
    "contributions": {"Anna": 40, "Bram": 100, "Chris": 250},
    "all_in": ["Anna", "Bram"],
    "ranking": [["Anna"], ["Bram"], ["Chris"]],
    "rake": {"percent": 10, "cap": 6},
    "jackpot": {"drop": 1, "min_pot": 20},
}
HAND = 390  # every chip of the hand
RIGHT = {"pots": [{"amount": 113}, {"amount": 120}], "returned": {"Chris": 150}, "rake": 6, "jackpot": 1}
# 5 % without a cap: 5 % of 240 = 12; the main pot keeps 120 - 12 - 1 = 107.
FIVE = RAKED | {"rake": {"percent": 5}}
# Run twice: board 1 Anna, Bram, Chris; board 2 Chris first. The main pot's 113 is 57 + 56 (the
# odd chip to run 1), side pot 1's 120 is 60 + 60.
RUNS = RAKED | {
    "runs": 2,
    "board_rankings": [[["Anna"], ["Bram"], ["Chris"]], [["Chris"], ["Bram"], ["Anna"]]],
}
RUNS.pop("ranking")
RIGHT_AWARD = [
    {"pot": 1, "run": 1, "to": {"Bram": 60}},
    {"pot": 1, "run": 2, "to": {"Chris": 60}},
    {"pot": 0, "run": 1, "to": {"Anna": 57}},
    {"pot": 0, "run": 2, "to": {"Chris": 56}},
]


@pytest.fixture
def check(tmp_path, capsys):
    def check(scenario, build, award=None, *args):
        files = ["--scenario", tmp_path / "s.json", "--build", tmp_path / "b.json"]
        (tmp_path / "s.json").write_text(json.dumps(scenario), encoding="utf-8")
        (tmp_path / "b.json").write_text(json.dumps(build), encoding="utf-8")
        if award is not None:
            (tmp_path / "a.json").write_text(json.dumps({"pushes": award}), encoding="utf-8")
            files += ["--award", tmp_path / "a.json"]
        status = main(["check", *map(str, files), *args])
        out, err = capsys.readouterr()
        return status, out, err

    return check


def build(main_pot: int, rake: int, jackpot: int = 1, returned: int = 150) -> dict:
    data = {"pots": [{"amount": main_pot}, {"amount": 120}], "returned": {"Chris": returned}}
    data |= {"rake": rake, "jackpot": jackpot}
    assert main_pot + 120 + returned + rake + jackpot == HAND  # chips conserved in the build
    return data


def graded(check, scenario, data) -> dict:
    status, out, err = check(scenario, data, None, "--json")
    result = json.loads(out)
    assert err == "" and status == (0 if result["correct"] else 1)
    # piles + rake + jackpot + returned = every chip, in the answer and in the build
    assert sum(p["should_be"] for p in result["piles"]) == HAND
    assert sum(p["amount"] for p in result["piles"]) == HAND
    return result


def test_the_right_drop_is_right_and_the_piles_are_named_in_english(check):
    result = graded(check, RAKED, RIGHT)
    assert result["correct"] is True
    piles = {p["name"]: (p["amount"], p["should_be"]) for p in result["piles"]}
    assert piles == {
        "Return to Chris": (150, 150),
        "Main pot": (113, 113),
        "Side pot 1": (120, 120),
        "Rake": (6, 6),
        "Jackpot drop": (1, 1),
    }


@pytest.mark.parametrize(
    ("scenario", "data", "code", "words"),
    [
        (FIVE, build(105, 14), "rake_wrong", "2 too much, should be 12"),
        (FIVE, build(109, 10), "rake_wrong", "2 too little, should be 12"),
        (RAKED, build(111, 8), "rake_wrong", "more than the cap of 6"),
        (RAKED, build(113, 8, returned=148), "rake_wrong", "came out of the 150 pushed back to Chris"),
        (FIVE, build(100, 19), "rake_wrong", "returned 150 was counted"),  # 5 % of 390 = 19
        (RAKED | {"flop": False}, build(114, 6, 0), "rake_no_flop", "no flop was dealt"),
        (RAKED, build(114, 6, 0), "jackpot_wrong", "holds 0, should be 1"),
        (
            RAKED | {"jackpot": {"drop": 1, "min_pot": 300}},
            build(113, 6, 1),
            "jackpot_wrong",
            "below the 300",
        ),
    ],
)
def test_each_wrong_drop_is_one_diagnosis_with_its_code(check, scenario, data, code, words):
    result = graded(check, scenario, data)
    assert [m["code"] for m in result["mistakes"]] == [code]
    mistake = result["mistakes"][0]
    assert words in mistake["message"]
    assert mistake["piles"][0] in ("Rake", "Jackpot drop")
    assert "docs/rules.md#" in mistake["rule"]


def test_the_fix_puts_the_chips_back_where_they_came_from(check):
    status, out, _err = check(RAKED, build(113, 8, returned=148))
    assert status == 1
    assert "Fix: Take 2 out of the Rake: 2 back into the Return to Chris." in out
    assert "✘ Return to Chris: 148, should be 150" in out and "✘ Rake: 8, should be 6" in out


def test_the_right_drop_taken_from_side_pot_1_is_one_rake_wrong(check):
    data = {"pots": [{"amount": 120}, {"amount": 113}], "returned": {"Chris": 150}, "rake": 6, "jackpot": 1}
    result = graded(check, RAKED, data)
    assert [(m["code"], m["piles"]) for m in result["mistakes"]] == [
        ("rake_wrong", ["Side pot 1", "Main pot"])
    ]
    assert result["mistakes"][0]["message"].startswith(
        "7 of the drop was taken from Side pot 1 instead of the Main pot"
    )
    assert result["mistakes"][0]["fix"] == "Move 7 from the Main pot to Side pot 1."


def test_a_wrong_pot_under_a_right_drop_is_named_by_its_own_cause(check):
    result = graded(
        check, RAKED, {"pots": [{"amount": 233}], "returned": {"Chris": 150}, "rake": 6, "jackpot": 1}
    )
    assert [m["code"] for m in result["mistakes"]] == ["pots_merged"]


def test_a_build_without_the_drop_misses_it_and_the_chips_must_add_up(check):
    result = graded(check, RAKED, {"pots": [{"amount": 120}, {"amount": 120}], "returned": {"Chris": 150}})
    assert [m["code"] for m in result["mistakes"]] == ["rake_wrong", "jackpot_wrong"]
    status, _out, err = check(
        RAKED, {"pots": [{"amount": 113}, {"amount": 120}], "returned": {"Chris": 150}, "rake": 6}
    )
    assert status == 2 and "the piles, the rake, the jackpot drop, returns and chips left hold 389" in err
    assert err.count("\n") == 1


def test_the_right_award_of_two_runs(check):
    status, out, _err = check(RUNS, RIGHT, RIGHT_AWARD)
    assert status == 0, out
    assert out.startswith("Every pot went to the right players, in order.")


@pytest.mark.parametrize(
    ("main_pot", "words"),
    [
        ({1: 56, 2: 57}, "56 for run 1, 57 for run 2"),  # the odd chip to the later run
        ({1: 60, 2: 53}, "60 for run 1, 53 for run 2"),  # a run's share wrong
    ],
)
def test_a_run_split_wrong_is_one_diagnosis(check, main_pot, words):
    award = RIGHT_AWARD[:2] + [
        {"pot": 0, "run": 1, "to": {"Anna": main_pot[1]}},
        {"pot": 0, "run": 2, "to": {"Chris": main_pot[2]}},
    ]
    status, out, _err = check(RUNS, RIGHT, award, "--json")
    result = json.loads(out)
    assert status == 1
    assert [m["code"] for m in result["mistakes"]] == ["run_split_wrong"]
    mistake = result["mistakes"][0]
    assert "57 for run 1, 56 for run 2: the odd chip goes to run 1" in mistake["message"]
    assert words in mistake["message"] and mistake["piles"] == ["Main pot"]
    names = [p["name"] for p in result["piles"]]
    assert names == ["Side pot 1, run 1", "Side pot 1, run 2", "Main pot, run 1", "Main pot, run 2"]
    assert sum(sum(p["to"].values()) for p in result["piles"]) == 240 - 7  # the pots less the drop


def test_a_wrong_winner_of_one_run_is_named_with_its_run(check):
    award = RIGHT_AWARD[:3] + [{"pot": 0, "run": 2, "to": {"Anna": 56}}]
    status, out, _err = check(RUNS, RIGHT, award, "--json")
    mistakes = json.loads(out)["mistakes"]
    assert status == 1 and [(m["code"], m["piles"]) for m in mistakes] == [
        ("wrong_winner", ["Main pot, run 2"])
    ]


def test_a_seat_that_wins_every_run_takes_the_pot_in_one_push(check):
    scenario = RUNS | {"board_rankings": [[["Anna"], ["Chris"], ["Bram"]], [["Chris"], ["Anna"], ["Bram"]]]}
    award = [{"pot": 1, "to": {"Chris": 120}}, *RIGHT_AWARD[2:]]
    status, out, _err = check(scenario, RIGHT, award)
    assert status == 0, out


@pytest.mark.parametrize(
    ("push", "problem"),
    [
        ({"pot": 0, "run": 2, "half": "low", "to": {"Chris": 56}}, "pushes[3].half: only hi-lo games"),
        ({"pot": 0, "run": 3, "to": {"Chris": 56}}, "pushes[3].run: 3 is not a run of this hand (1 to 2)"),
        ({"pot": 0, "to": {"Chris": 56}}, "Main pot is pushed both by run and whole"),
    ],
)
def test_bad_runs_and_halves_are_one_line(check, push, problem):
    status, _out, err = check(RUNS, RIGHT, [*RIGHT_AWARD[:3], push])
    assert status == 2 and problem.lower() in err.lower() and err.count("\n") == 1


def test_run_in_a_hand_run_once_is_refused(check):
    status, _out, err = check(RAKED, RIGHT, [{"pot": 0, "run": 1, "to": {"Anna": 113}}])
    assert status == 2 and "the board was run once: leave out 'run'" in err


def test_the_new_codes_are_registered_and_have_plain_words():
    assert {"rake_wrong", "rake_no_flop", "jackpot_wrong"} <= set(DIAGNOSES) == set(BUILD_CODES)
    assert "run_split_wrong" in AWARD_CODES
    for code in ("rake_wrong", "rake_no_flop", "jackpot_wrong", "run_split_wrong"):
        assert "_" not in mistake_words(code)


def test_the_readme_example_with_a_rake_prints_what_the_readme_shows(check):
    from pathlib import Path

    readme = (Path(__file__).resolve().parents[2] / "README.md").read_text(encoding="utf-8")
    blocks = readme.split("```")
    scenario = next(b for b in blocks if '"runs": 2, "board_rankings"' in b and b.startswith("\n{"))
    example = next(b for b in blocks if "check --scenario raked.json" in b).strip().splitlines()
    data = json.loads(example[0].split("echo '", 1)[1].rsplit("'", 1)[0])
    status, out, _err = check(json.loads(scenario), data)
    assert status == 1
    shown = example[2:]
    printed = out.rstrip("\n").splitlines()
    assert len(printed) == len(shown)
    for line, want in zip(printed, shown, strict=True):
        head, _, tail = want.partition(" ... ")  # the README shortens the rule
        assert line.startswith(head) and line.endswith(tail), (line, want)
