"""``check`` with a rake and a jackpot drop: one diagnosis per mistake, named by its cause, with a
fix that can be carried out (issue 28 trial; formats.md §5). Hand-worked figures in each test."""

from __future__ import annotations

import json

import pytest

from dealer_trainer import i18n
from dealer_trainer.commands import main

# Anna all-in for 40, Bram for 100, Chris bets 250: main pot 120, side pot 1 120, 150 back to
# Chris; T = 240. 10 % capped at 6: rake 6; a drop of 1 (T >= 20, a flop): both from the main
# pot, which keeps 120 - 6 - 1 = 113 (docs/rules.md#rake, #jackpot-drop).
RAKED = {
    "seats": ["Anna", "Bram", "Chris"],
    "button": "Chris",
    "contributions": {"Anna": 40, "Bram": 100, "Chris": 250},
    "rake": {"percent": 10, "cap": 6},
    "jackpot": {"drop": 1, "min_pot": 20},
    "runs": 2,
    "board_rankings": [[["Anna"], ["Bram"], ["Chris"]], [["Chris"], ["Bram"], ["Anna"]]],
}


@pytest.fixture(autouse=True)
def english_after(monkeypatch):
    monkeypatch.delenv(i18n.ENV_VARIABLE, raising=False)
    yield
    i18n.set_language("en")


@pytest.fixture
def check(tmp_path, capsys):
    def check(scenario, build, award=None, *args):
        files = ["--scenario", tmp_path / "s.json", "--build", tmp_path / "b.json"]
        (tmp_path / "s.json").write_text(json.dumps(scenario), encoding="utf-8")
        (tmp_path / "b.json").write_text(json.dumps(build), encoding="utf-8")
        if award is not None:
            (tmp_path / "a.json").write_text(json.dumps({"pushes": award}), encoding="utf-8")
            files += ["--award", tmp_path / "a.json"]
        main([*args, "check", *map(str, files), "--json"])
        return json.loads(capsys.readouterr().out)

    return check


def mistakes(result) -> list[tuple[str, str, str]]:
    return [(m["code"], m["message"], m["fix"]) for m in result["mistakes"]]


def test_two_chips_too_many_in_the_rake_go_back_into_the_main_pot_in_one_move(check):
    # rake 8, no jackpot drop: 2 too many in the Rake, 1 missing from the Jackpot drop
    build = {"pots": [{"amount": 112}, {"amount": 120}], "returned": {"Chris": 150}, "rake": 8}
    fixes = [fix for _code, _message, fix in mistakes(check(RAKED, build))]
    assert fixes[0] == "Take 2 out of the Rake: 2 back into the Main pot."
    dutch = [fix for _code, _message, fix in mistakes(check(RAKED, build, None, "--lang", "nl"))]
    assert dutch[0] == "Haal 2 uit de rake: 2 terug in de hoofdpot."


def test_the_jackpot_drop_taken_from_side_pot_1_is_explained_by_the_jackpot(check):
    build = {"pots": [{"amount": 114}, {"amount": 119}], "returned": {"Chris": 150}, "rake": 6, "jackpot": 1}
    result = check(RAKED, build)
    ((code, message, fix),) = mistakes(result)
    assert code == "jackpot_wrong" and fix == "Move 1 from the Main pot to Side pot 1."
    assert message.startswith("1 of the Jackpot drop was taken from Side pot 1 instead of the Main pot")
    assert "the pots hold 240, at least 20: the drop is 1" in message and "10%" not in message
    assert "docs/rules.md#jackpot-drop" in result["mistakes"][0]["rule"]


@pytest.mark.parametrize(
    ("rake", "jackpot", "code", "fix"),
    [
        (7, 0, "jackpot_wrong", "Move 1 from the Rake to the Jackpot drop."),
        (5, 2, "rake_wrong", "Move 1 from the Jackpot drop to the Rake."),
    ],
)
def test_the_right_drop_in_the_wrong_slot_is_one_mistake_of_the_slot_short(check, rake, jackpot, code, fix):
    # the pots are right (113, 120, 150 back); the Rake and the Jackpot drop hold the right 7
    build = {"pots": [{"amount": 113}, {"amount": 120}], "returned": {"Chris": 150}}
    result = check(RAKED, build | {"rake": rake, "jackpot": jackpot})
    ((got_code, message, got_fix),) = mistakes(result)
    assert (got_code, got_fix) == (code, fix)
    assert "Main pot" not in message + got_fix
    assert result["mistakes"][0]["piles"] == (
        ["Jackpot drop", "Rake"] if code == "jackpot_wrong" else ["Rake", "Jackpot drop"]
    )


def test_the_drop_taken_out_of_the_returned_chips_is_a_rake_wrong_not_an_uncalled_bet_in_the_pot(check):
    # the main pot untouched at 120 (40 from each seat, none of Chris's uncalled 150), Chris
    # 143 back: the 6 + 1 dropped came out of Chris's returned chips
    main_pot = {"amount": 120, "from": {"Anna": 40, "Bram": 40, "Chris": 40}}
    side = {"amount": 120, "from": {"Bram": 60, "Chris": 60}}
    build = {"pots": [main_pot, side], "returned": {"Chris": 143}, "rake": 6, "jackpot": 1}
    result = check(RAKED, build)
    ((code, message, fix),) = mistakes(result)
    assert code == "rake_wrong" and fix == "Move 7 from the Main pot to the Return to Chris."
    assert message.startswith("7 of the drop came out of the 150 pushed back to Chris")
    assert "never raked" in message
    # 7 of Chris's uncalled chips shown in the main pot (from): that is the pot's mistake
    build["pots"][0] = {"amount": 120, "from": {"Anna": 38, "Bram": 35, "Chris": 47}}
    assert [m["code"] for m in check(RAKED, build)["mistakes"]] != ["rake_wrong"]


# A all-in for 1, B and C 40 each: main pot 3, side pot 1 78; T = 81, 10 % = 8 capped at 6: 3
# from the main pot (all it holds), 3 from side pot 1, then the drop of 1 from side pot 1:
# the main pot keeps 0, side pot 1 keeps 74.
EATEN = {
    "seats": ["A", "B", "C"],
    "button": "C",
    "contributions": {"A": 1, "B": 40, "C": 40},
    "all_in": ["A"],
    "rake": {"percent": 10, "cap": 6},
    "jackpot": {"drop": 1, "min_pot": 20},
    "ranking": [["A"], ["B"], ["C"]],
}


def test_a_pot_the_drop_empties_need_not_be_built(check):
    result = check(EATEN, {"pots": [{"amount": 74}], "rake": 6, "jackpot": 1})
    assert result["correct"] and result["mistakes"] == []
    assert [(p["name"], p["amount"]) for p in result["piles"]][:2] == [("Main pot", 0), ("Side pot 1", 74)]
    # the empty main pot built as a pile of 0 is right too; 74 left in one pile that is not
    # the only pot the drop leaves is still graded
    assert check(EATEN, {"pots": [{"amount": 0}, {"amount": 74}], "rake": 6, "jackpot": 1})["correct"]
    wrong = check(EATEN, {"pots": [{"amount": 73}], "rake": 7, "jackpot": 1})
    assert not wrong["correct"] and wrong["mistakes"][0]["code"] == "rake_wrong"


# Three runs: the main pot keeps 113 after the drop, 38 + 38 + 37; Chris wins runs 1 and 2, Anna
# and Chris tie run 3: 37 is 19 to Anna (the first tied seat left of the button, Chris) and 18 to
# Chris. Side pot 1 (120) goes to Chris on every run.
SCOOP = RAKED | {
    "runs": 3,
    "board_rankings": [
        [["Chris"], ["Bram"], ["Anna"]],
        [["Chris"], ["Bram"], ["Anna"]],
        [["Anna", "Chris"], ["Bram"]],
    ],
}
RIGHT_BUILD = {
    "pots": [{"amount": 113}, {"amount": 120}],
    "returned": {"Chris": 150},
    "rake": 6,
    "jackpot": 1,
}


def test_a_whole_push_with_the_odd_chip_of_a_tied_run_on_the_wrong_seat_is_that_odd_chip(check):
    pushes = [{"pot": 1, "to": {"Chris": 120}}, {"pot": 0, "to": {"Anna": 18, "Chris": 95}}]
    result = check(SCOOP, RIGHT_BUILD, pushes)
    assert [(m["code"], m["fix"]) for m in result["mistakes"]] == [
        ("odd_chip_wrong_seat", "Push 94 to Chris, 19 to Anna.")
    ]
    assert "run 3 splits Anna 19, Chris 18" in result["mistakes"][0]["message"]
    # the right whole push is right
    right = [{"pot": 1, "to": {"Chris": 120}}, {"pot": 0, "to": {"Anna": 19, "Chris": 94}}]
    assert check(SCOOP, RIGHT_BUILD, right)["correct"]
