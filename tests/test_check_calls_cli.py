"""``dealer-trainer check --calls``: exit 0 when every call is right, 1 with one diagnosis per
wrong call, 2 on bad input (formats.md §7)."""

from __future__ import annotations

import json

import pytest

from dealer_trainer.commands import main

SCENARIO = {
    "seats": ["Ana", "Bram", "Cy", "Dee"],
    "button": "Dee",
    "contributions": {"Ana": 100, "Bram": 300, "Cy": 300, "Dee": 50},
    "all_in": ["Ana"],
    "folded": ["Dee"],
    "hole": {"Ana": "KdQc", "Bram": "KcJd", "Cy": "9h9c"},
    "board": "Ks9d7c4h2s",
}


@pytest.fixture
def files(tmp_path):
    def write(name, data):
        path = tmp_path / name
        path.write_text(json.dumps(data), encoding="utf-8")
        return str(path)

    return write


def test_every_call_right_exits_0(files, capsys):
    calls = files(
        "c.json", {"Ana": "pair of K, Q kicker", "Bram": "een paar heren, boer kicker", "Cy": "set of 9s"}
    )
    assert main(["check", "--scenario", files("s.json", SCENARIO), "--calls", calls]) == 0
    assert capsys.readouterr().out.startswith("Every call is right.")


def test_one_diagnosis_per_wrong_call_exits_1(files, capsys):
    calls = files(
        "c.json", {"Ana": "pair of kings, queen kicker", "Bram": "pair of kings", "Cy": "pair of nines"}
    )
    assert main(["check", "--scenario", files("s.json", SCENARIO), "--calls", calls, "--json"]) == 1
    out = json.loads(capsys.readouterr().out)
    assert out["correct"] is False
    assert [(m["code"], m["seat"]) for m in out["mistakes"]] == [
        ("hand_call_wrong", "Bram"),
        ("hand_call_wrong", "Cy"),
    ]
    bram = out["calls"][1]
    assert bram["right_call"] == "pair of kings, jack kicker"
    assert bram["cards"] == ["Kc", "Ks", "Jd", "9d", "7c"]


def test_omaha_hilo_calls_name_each_half(files, capsys):
    scenario = {
        "seats": ["Ana", "Bram"],
        "game": "omaha-hilo",
        "contributions": {"Ana": 100, "Bram": 100},
        "hole": {"Ana": "As2dKhKc", "Bram": "3c4dQhQs"},
        "board": "5s6d7c8hKs",
    }
    calls = files(
        "c.json",
        {
            "Ana": {"high": "trips, kings", "low": "7-6-5-2"},
            "Bram": {"high": "straight, 7 high", "low": "7-6-5-4 low"},
        },
    )
    assert main(["check", "--scenario", files("s.json", scenario), "--calls", calls]) == 0


def test_with_a_build_both_are_graded(files, capsys):
    build = files("b.json", {"pots": [{"amount": 350}, {"amount": 400}], "returned": {}, "left": {}})
    calls = files(
        "c.json", {"Ana": "pair of kings, queen", "Bram": "pair of kings, jack", "Cy": "three nines"}
    )
    status = main(["check", "--scenario", files("s.json", SCENARIO), "--build", build, "--calls", calls])
    out = capsys.readouterr().out
    assert status == 0, out
    assert "Every pile is right." in out and "Every call is right." in out


@pytest.mark.parametrize(
    ("calls", "message"),
    [
        ({"Dee": "ace high"}, "Dee folded: only live hands are called"),
        ({"Zed": "ace high"}, "'Zed' is not a live seat of the hand"),
        ({"Ana": 7}, "a call is a text such as 'pair of kings'"),
        (["pair"], "must be a JSON object of seat -> call"),
    ],
)
def test_bad_calls_are_refused_in_one_line(files, capsys, calls, message):
    assert main(["check", "--scenario", files("s.json", SCENARIO), "--calls", files("c.json", calls)]) == 2
    err = capsys.readouterr().err
    assert message in err and err.count("\n") == 1


def test_check_without_build_or_calls_says_what_to_give(files, capsys):
    assert main(["check", "--scenario", files("s.json", SCENARIO)]) == 2
    assert "give --build" in capsys.readouterr().err


RAZZ_PAIR = {  # the hostile trial's rz6: Anna's best five hold a pair, Bram's king low has none
    "game": "razz",
    "seats": ["Anna", "Bram"],
    "button": "Bram",
    "contributions": {"Anna": 100, "Bram": 100},
    "hole": {"Anna": "9h9cTcJc3sTdJd", "Bram": "KcQdJhTs8cKdQh"},
}


def test_a_razz_hand_with_a_pair_is_called_by_its_pair_and_the_unpaired_winner_sounds_better(files, capsys):
    scenario = files("s.json", RAZZ_PAIR)
    assert main(["check", "--scenario", scenario, "--calls", files("c.json", {}), "--json"]) == 1
    right = {c["seat"]: c["right_call"] for c in json.loads(capsys.readouterr().out)["calls"]}
    assert right == {"Anna": "pair of nines", "Bram": "king low"}
    wrong = files("w.json", {"Anna": "nine low", "Bram": "king low"})
    assert main(["check", "--scenario", scenario, "--calls", wrong]) == 1
    assert "'nine low' is the wrong hand" in capsys.readouterr().out
    good = files("g.json", {"Anna": "pair of nines, J-T-3", "Bram": "K-Q low"})
    assert main(["check", "--scenario", scenario, "--calls", good]) == 0
    assert main(["pots", scenario, "--json"]) == 0
    assert '"Bram": 200' in capsys.readouterr().out.replace("\n", "").replace("  ", "")


RUN_TWICE = {
    "seats": ["Ana", "Bram"],
    "button": "Bram",
    "contributions": {"Ana": 100, "Bram": 100},
    "all_in": ["Ana", "Bram"],
    "hole": {"Ana": "KdQc", "Bram": "KcJd"},
    "runs": 2,
    "boards": ["Ks9d7c4h2s", "Ks9d7cJh3s"],
}


def test_a_board_run_twice_takes_one_call_per_run(files, capsys):
    # run 1: both pair of kings, the kicker decides (queen against jack);
    # run 2: Bram's jack pairs (two pair, kings and jacks) against Ana's pair of kings
    calls = files(
        "c.json",
        {
            "Ana": ["pair of kings, queen kicker", "pair of kings"],
            "Bram": ["pair of kings, jack kicker", "two pair, kings and jacks"],
        },
    )
    assert main(["check", "--scenario", files("s.json", RUN_TWICE), "--calls", calls]) == 0
    out = capsys.readouterr().out
    assert out.startswith("Every call is right.")
    assert "✔ Ana, run 1: pair of kings, queen kicker" in out and "✔ Bram, run 2: two pair" in out


def test_each_run_is_graded_on_its_own_board(files, capsys):
    calls = files(
        "c.json",
        {"Ana": ["pair of kings", "pair of kings"], "Bram": ["pair of kings, jack kicker", "pair of kings"]},
    )
    assert main(["check", "--scenario", files("s.json", RUN_TWICE), "--calls", calls, "--json"]) == 1
    out = json.loads(capsys.readouterr().out)
    assert [(m["seat"], m["run"]) for m in out["mistakes"]] == [("Ana", 1), ("Bram", 2)]
    assert out["mistakes"][0]["message"].startswith("Run 1: 'pair of kings' does not tell")
    assert out["mistakes"][1]["fix"] == "Call it: two pair, kings and jacks."
    assert [c["run"] for c in out["calls"]] == [1, 1, 2, 2]


def test_a_run_board_needs_a_list_of_calls(files, capsys):
    calls = files("c.json", {"Ana": "pair of kings", "Bram": ["pair of kings", "two pair"]})
    assert main(["check", "--scenario", files("s.json", RUN_TWICE), "--calls", calls]) == 2
    assert "Ana: the board was run 2 times: give a list of 2 calls" in capsys.readouterr().err


def test_a_run_twice_drill_is_called_run_by_run(files, capsys):
    from dealer_trainer.drills.hand_calls import cards_of, read_hands, right_calls
    from dealer_trainer.drills.showdown_drills import showdown_for_seed

    drill = showdown_for_seed("run_twice", 1)
    live = {s.name: cards_of(s.hole) for s in drill.seats if not s.folded}
    contests = [p.eligible for p in drill.settlement().pots]
    per_run = [right_calls(read_hands(live, cards_of(b), "holdem"), contests) for b in drill.boards]
    calls = {seat: [run[seat]["high"] for run in per_run] for seat in per_run[0]}
    assert main(["check", "--code", drill.code, "--calls", files("c.json", calls)]) == 0
    assert "run 2" in capsys.readouterr().out
    seat = next(iter(calls))
    calls[seat] = [calls[seat][0], "royal flush"]
    assert main(["check", "--code", drill.code, "--calls", files("c.json", calls), "--json"]) == 1
    assert [(m["seat"], m["run"]) for m in json.loads(capsys.readouterr().out)["mistakes"]] == [(seat, 2)]
