"""``check --award`` of hi-lo pots (formats.md §5): pushes by ``half``, a scoop in one push, and the
four hi-lo mistakes, one diagnosis each naming the cause, the fix and the rule; hand-worked."""

from __future__ import annotations

import json

import pytest

from dealer_trainer.commands import main
from dealer_trainer.drills.award_checking import AWARD_CODES
from dealer_trainer.drills.hilo_checking import HILO_CODES
from dealer_trainer.drills.weak_spots import TOPICS, mistake_words

# Omaha hi-lo, 100 each, board 4h 5s 9c Td 8d. Anna (As Ks Qh Jh): Q-J + T-9-8, a queen-high
# straight, no low. Bram (2c 3d Kd Kc) and Chris (2d 3c Qd Qc): 2-3 + 4-5-8, the low 8-5-4-3-2 each.
# Main pot 300: high half 150 to Anna, low half 150 quartered, 75 to Bram and 75 to Chris.
QUARTERED = {
    "game": "omaha-hilo",
    "seats": ["Anna", "Bram", "Chris"],
    "button": "Chris",
    "contributions": {"Anna": 100, "Bram": 100, "Chris": 100},
    "hole": {"Anna": "AsKsQhJh", "Bram": "2c3dKdKc", "Chris": "2d3cQdQc"},
    "board": "4h5s9cTd8d",
}
BUILD = {"pots": [{"amount": 300}]}
RIGHT = [
    {"pot": 0, "half": "high", "to": {"Anna": 150}},
    {"pot": 0, "half": "low", "to": {"Bram": 75, "Chris": 75}},
]
# The same with 1 dead chip: 301 halves into 151 high (the odd chip) and 150 low.
ODD = QUARTERED | {"dead": 1}
ODD_BUILD = {"pots": [{"amount": 301}]}
# Board Ks Qd 9c 8h 3s: only two cards eight or lower, nobody has a low. Bram's three kings win.
NO_LOW = QUARTERED | {
    "hole": {"Anna": "AsAh7c6d", "Bram": "2c4dKhKc", "Chris": "5d6c2h2s"},
    "board": "KsQd9c8h3s",
}
# Board 3c 4h 5d Ks Qh: Anna (As 2s Jd Jc) and Bram (Ad 2h Jh Js) both make the wheel, the best
# high and the best low; the same two tie both halves: 301 is split as one pot, 151 and 150 (the
# odd chip to Anna, first left of the button Chris).
BOTH = QUARTERED | {
    "hole": {"Anna": "As2sJdJc", "Bram": "Ad2hJhJs", "Chris": "KcKd9c9d"},
    "board": "3c4h5dKsQh",
    "dead": 1,
}
# Stud hi-lo, 100 each and 2 dead: 302 is 151 high (Anna's kings full) and 151 low, tied by Bram
# and Chris (both the wheel): 76 and 75, the odd chip to the lowest card by suit, Bram's ace of clubs.
STUD = {
    "game": "stud-hilo",
    "seats": ["Anna", "Bram", "Chris"],
    "button": "Chris",
    "contributions": {"Anna": 100, "Bram": 100, "Chris": 100},
    "dead": 2,
    "hole": {"Anna": "KsKhKd9s9h2c3d", "Bram": "Ac2d3h4s5c9dTd", "Chris": "Ad2h3c4h5sJcQc"},
}


@pytest.fixture
def check(tmp_path, capsys):
    def check(scenario, build, award, *args):
        for name, data in (("s", scenario), ("b", build), ("a", {"pushes": award})):
            (tmp_path / f"{name}.json").write_text(json.dumps(data), encoding="utf-8")
        files = ["--scenario", "s.json", "--build", "b.json", "--award", "a.json"]
        status = main(["check", *(str(tmp_path / f) if f.endswith(".json") else f for f in files), *args])
        out, err = capsys.readouterr()
        return status, out, err

    return check


def mistakes(check, scenario, build, award):
    status, out, err = check(scenario, build, award, "--json")
    assert status in (0, 1), err
    return status, json.loads(out)["mistakes"]


def test_pushing_each_half_is_right_and_the_piles_are_named_by_half(check):
    status, out, _err = check(QUARTERED, BUILD, RIGHT, "--json")
    result = json.loads(out)
    assert status == 0 and result["correct"]
    assert [(p["name"], p["to"]) for p in result["piles"]] == [
        ("Main pot, high half", {"Anna": 150}),
        ("Main pot, low half", {"Bram": 75, "Chris": 75}),
    ]


def test_each_seat_its_whole_share_in_one_push_is_right(check):
    status, out, _err = check(QUARTERED, BUILD, [{"pot": 0, "to": {"Anna": 150, "Bram": 75, "Chris": 75}}])
    assert status == 0, out


@pytest.mark.parametrize(
    "award",
    [
        [{"pot": 0, "half": "high", "to": {"Anna": 150}}, {"pot": 0, "half": "low", "to": {"Bram": 150}}],
        [{"pot": 0, "to": {"Anna": 150, "Bram": 150}}],
    ],
)
def test_a_quartered_low_given_to_one_seat_is_quartered_wrong(check, award):
    status, found = mistakes(check, QUARTERED, BUILD, award)
    assert status == 1 and [m["code"] for m in found] == ["quartered_wrong"]
    assert found[0]["piles"] == ["Main pot, low half"]
    assert "Bram and Chris tie for it" in found[0]["message"] and "75 each" in found[0]["message"]
    assert found[0]["fix"] == "Push the Main pot, low half: 75 to Bram, 75 to Chris."
    assert "docs/rules.md#quartered-pots" in found[0]["rule"]


@pytest.mark.parametrize(
    "award",
    [
        [
            {"pot": 0, "half": "high", "to": {"Anna": 100}},
            {"pot": 0, "half": "low", "to": {"Bram": 100, "Chris": 100}},
        ],
        [{"pot": 0, "to": {"Anna": 100, "Bram": 100, "Chris": 100}}],
    ],
)
def test_halves_of_the_wrong_size_are_hilo_split_wrong(check, award):
    status, found = mistakes(check, QUARTERED, BUILD, award)
    assert status == 1 and [m["code"] for m in found] == ["hilo_split_wrong"]
    assert "150 to the best high hand and 150 to the best 8-or-better low" in found[0]["message"]
    assert "docs/rules.md#hi-lo-and-stud" in found[0]["rule"]


@pytest.mark.parametrize(
    "award",
    [
        [
            {"pot": 0, "half": "high", "to": {"Anna": 150}},
            {"pot": 0, "half": "low", "to": {"Bram": 76, "Chris": 75}},
        ],
        [{"pot": 0, "to": {"Anna": 150, "Bram": 76, "Chris": 75}}],
    ],
)
def test_the_odd_chip_given_to_the_low_half_is_odd_chip_to_low(check, award):
    status, found = mistakes(check, ODD, ODD_BUILD, award)
    assert status == 1 and [m["code"] for m in found] == ["odd_chip_to_low"]
    assert "the odd chip goes to the high half (151), not to the low half (150)" in found[0]["message"]
    assert "docs/rules.md#the-odd-chip-of-a-hi-lo-split" in found[0]["rule"]


def test_the_odd_chip_to_the_high_half_is_right(check):
    award = [{"pot": 0, "half": "high", "to": {"Anna": 151}}, *RIGHT[1:]]
    assert check(ODD, ODD_BUILD, award)[0] == 0


@pytest.mark.parametrize(
    "award",
    [
        [{"pot": 0, "half": "high", "to": {"Bram": 150}}, {"pot": 0, "half": "low", "to": {"Chris": 150}}],
        [{"pot": 0, "to": {"Bram": 150, "Chris": 150}}],
    ],
)
def test_a_low_half_when_nobody_qualifies_is_low_not_qualified(check, award):
    status, found = mistakes(check, NO_LOW, BUILD, award)
    assert status == 1 and [m["code"] for m in found] == ["low_not_qualified"]
    assert "no player in it holds an 8-or-better low" in found[0]["message"]
    assert found[0]["fix"] == "Take the chips back and push the Main pot to the high hand: 300 to Bram."
    assert "docs/rules.md#the-8-or-better-qualifier" in found[0]["rule"]


def test_no_low_pushed_whole_to_the_high_hand_is_right(check):
    assert check(NO_LOW, BUILD, [{"pot": 0, "to": {"Bram": 300}}])[0] == 0
    assert check(NO_LOW, BUILD, [{"pot": 0, "half": "high", "to": {"Bram": 300}}])[0] == 0


def test_the_same_seats_tying_both_halves_split_the_pot_as_one(check):
    assert check(BOTH, ODD_BUILD, [{"pot": 0, "to": {"Anna": 151, "Bram": 150}}])[0] == 0
    status, found = mistakes(check, BOTH, ODD_BUILD, [{"pot": 0, "to": {"Anna": 152, "Bram": 149}}])
    assert [m["code"] for m in found] == ["hilo_split_wrong"]
    assert "not halved but split among them as one pot" in found[0]["message"]


def test_a_high_half_to_the_wrong_hand_is_one_wrong_winner_naming_the_half(check):
    award = [{"pot": 0, "half": "high", "to": {"Bram": 150}}, RIGHT[1]]
    status, found = mistakes(check, QUARTERED, BUILD, award)
    assert [m["code"] for m in found] == ["wrong_winner"]
    assert found[0]["message"].startswith("The Main pot, high half was pushed to Bram (pair of kings)")


def test_stud_hilo_quartered_low_odd_chip_by_the_lowest_card(check):
    right = [
        {"pot": 0, "half": "high", "to": {"Anna": 151}},
        {"pot": 0, "half": "low", "to": {"Bram": 76, "Chris": 75}},
    ]
    assert check(STUD, {"pots": [{"amount": 302}]}, right)[0] == 0
    wrong = [right[0], {"pot": 0, "half": "low", "to": {"Bram": 75, "Chris": 76}}]
    status, found = mistakes(check, STUD, {"pots": [{"amount": 302}]}, wrong)
    assert [m["code"] for m in found] == ["quartered_wrong"]
    assert "the odd chip of 1 to Bram (the lowest card by suit)" in found[0]["message"]


@pytest.mark.parametrize(
    ("scenario", "push", "problem"),
    [
        (
            QUARTERED,
            {"pot": 0, "half": "middle", "to": {"Anna": 1}},
            "pushes[0].half: 'middle' is not 'high' or 'low'",
        ),
        (
            QUARTERED | {"game": "omaha"},
            {"pot": 0, "half": "high", "to": {"Anna": 1}},
            "pushes[0].half: only hi-lo games",
        ),
    ],
)
def test_a_bad_half_is_one_line(check, scenario, push, problem):
    status, _out, err = check(scenario, BUILD, [push])
    assert status == 2 and problem in err and err.count("\n") == 1


def test_a_pot_pushed_both_by_half_and_whole_is_refused(check):
    status, _out, err = check(QUARTERED, BUILD, [RIGHT[0], {"pot": 0, "to": {"Bram": 75, "Chris": 75}}])
    assert status == 2 and "pushed both by half and whole" in err


def test_runs_name_the_run_of_each_half(check):
    runs = QUARTERED | {"runs": 2, "boards": ["4h5s9cTd8d", "4h5s9cJcJd"]}
    runs.pop("board")
    # run 1 (150): 75 high to Anna, 75 low quartered 38 + 37; run 2: Jc Jd pair the board, nobody
    # has a low (4-5-9-J-J: two low cards): Anna's three jacks win the whole 150.
    status, out, _err = check(runs, BUILD, [{"pot": 0, "half": "low", "to": {"Bram": 75}}])
    assert status == 2 and "pushes[0].half: the board was run 2 times: name the run of the half too" in _err
    award = [
        {"pot": 0, "run": 1, "half": "high", "to": {"Anna": 75}},
        {"pot": 0, "run": 1, "half": "low", "to": {"Bram": 38, "Chris": 37}},
        {"pot": 0, "run": 2, "to": {"Anna": 150}},
    ]
    status, out, _err = check(runs, BUILD, award, "--json")
    assert status == 0, out
    assert [p["name"] for p in json.loads(out)["piles"]] == [
        "Main pot, run 1, high half",
        "Main pot, run 1, low half",
        "Main pot, run 2",
    ]
    award[1] = {"pot": 0, "run": 1, "half": "low", "to": {"Bram": 75}}
    status, found = mistakes(check, runs, BUILD, award)
    assert [(m["code"], m["piles"]) for m in found] == [("quartered_wrong", ["Main pot, run 1, low half"])]


def test_the_hilo_codes_are_award_codes_with_plain_words_and_rules():
    assert set(HILO_CODES) <= set(AWARD_CODES)
    for code in HILO_CODES:
        assert "_" not in mistake_words(code)
        assert TOPICS[code].rule.startswith("docs/rules.md#")


def test_a_whole_push_to_a_seat_that_wins_neither_half_names_both_halves(check):
    # Chris (Qd Qc 6s 6h) has no low: a low needs two different hole cards eight or lower, he has
    # only sixes. High: Anna; low: Bram alone.
    scenario = QUARTERED | {"hole": {**QUARTERED["hole"], "Chris": "QdQc6s6h"}}
    assert check(scenario, BUILD, [{"pot": 0, "to": {"Anna": 150, "Bram": 150}}])[0] == 0
    status, found = mistakes(check, scenario, BUILD, [{"pot": 0, "to": {"Anna": 150, "Chris": 150}}])
    assert status == 1 and [m["code"] for m in found] == ["wrong_winner"]
    assert found[0]["message"] == (
        "The Main pot was pushed to Chris, who wins neither half: the high half goes to Anna "
        "(straight, queen high), the low half to Bram."
    )
