"""The ``dealer-trainer drill`` command."""

from __future__ import annotations

import json

import pytest

from dealer_trainer import i18n
from dealer_trainer.commands import main
from dealer_trainer.drills.codes import encode, encode_showdown, read_code
from dealer_trainer.drills.files import drill_to_dict, load_drill_set
from dealer_trainer.drills.generator import drill_for_seed, new_drill
from dealer_trainer.drills.showdown_drills import drill_from_code
from dealer_trainer.drills.streets import encode_street


def test_a_drill_prints_as_the_dealer_sees_it(capsys):
    assert main(["drill", "--level", "2", "--seed", "4"]) == 0
    out = capsys.readouterr().out
    drill = new_drill(2, 4)
    assert drill.code in out and "ALL-IN" in out and "folded" in out
    for seat in drill.seats:
        assert seat.name in out
    assert "Main pot" not in out


def test_answer_adds_pots_returned_bet_and_awards(capsys):
    assert main(["drill", "--code", drill_for_seed(2, 4, 2).code, "--answer"]) == 0  # version 2
    out = capsys.readouterr().out
    assert "Main pot =" in out and "back to" in out and "Award (in dealer order)" in out


def test_count_and_out_write_a_drill_set(tmp_path, capsys):
    out = tmp_path / "class.json"
    args = ["drill", "--level", "3", "--seed", "10", "--count", "4", "--out", str(out), "--title", "Week 3"]
    assert main(args) == 0
    loaded = load_drill_set(out)
    assert loaded.title == "Week 3" and len(loaded.drills) == 4
    assert [d.code for d in loaded.drills] == [new_drill(3, s).code for s in range(10, 14)]


def test_scenario_output_is_the_pots_format(tmp_path, capsys):
    assert main(["drill", "--level", "4", "--seed", "1", "--scenario"]) == 0
    scenario = tmp_path / "s.json"
    scenario.write_text(capsys.readouterr().out, encoding="utf-8")
    assert main(["pots", str(scenario)]) == 0
    assert "Main pot" in capsys.readouterr().out


@pytest.mark.parametrize(
    "args,words",
    [
        (["--code", "L3-7K2Q0X"], "code:"),
        (["--code", "L3-7K2Q9X", "--level", "2"], "level 3"),
        (["--seed", "1", "--code", "L3-7K2Q9X"], "not both"),
        (["--file", "/nonexistent/x.json"], "cannot read"),
        (["--count", "0"], "--count"),
    ],
)
def test_bad_input_is_one_line_on_stderr_and_exit_2(capsys, args, words):
    assert main(["drill", *args]) == 2
    err = capsys.readouterr().err
    assert words in err and err.count("\n") == 1


def test_a_bad_file_names_the_path_within_it(tmp_path, capsys):
    path = tmp_path / "d.json"
    assert main(["drill", "--level", "1", "--seed", "2", "--out", str(path)]) == 0
    data = json.loads(path.read_text(encoding="utf-8"))
    data["drill"]["seats"][1]["committed"] = -5
    path.write_text(json.dumps(data), encoding="utf-8")
    capsys.readouterr()
    assert main(["drill", "--file", str(path)]) == 2
    assert "drill.seats[1].committed: -5 is negative" in capsys.readouterr().err


def test_actions_tell_how_the_hand_went(capsys):
    assert main(["drill", "--level", "3", "--seed", "101", "--actions"]) == 0
    out = capsys.readouterr().out
    assert "How the hand went:" in out and "Preflop:" in out and "posts the big blind" in out
    assert "(all-in)" in out


@pytest.mark.parametrize("seed", ["-1", "729000000"])
@pytest.mark.parametrize("command", [["drill"], ["screenshot", "never-written.png"]])
def test_seeds_outside_the_code_space_are_refused(seed, command, capsys, tmp_path, monkeypatch):
    from dealer_trainer.commands import main

    monkeypatch.chdir(tmp_path)
    assert main([*command, "--seed", seed]) == 2
    err = capsys.readouterr().err
    refused = f"--seed {seed} is outside the seeds a code can hold: 0 to 728,999,999"
    assert err == f"dealer-trainer {command[0]}: {refused}\n"
    assert not list(tmp_path.iterdir())


#: A code of each kind the window prints (the showdown code named in issue 27 was refused).
KINDS_THE_WINDOW_SHOWS = [
    (encode(3, 777), "Answer:"),
    ("L3-D9Q2B9-2", "Answer:"),  # an old code
    (encode_showdown(4, False, 5), "Award (in dealer order):"),
    ("S4-CGK5DJ", "Award (in dealer order):"),  # the code the issue names
    (encode_showdown(2, True, 9), "Award (in dealer order):"),
    (encode_street(2, 31), "pull-in"),
    ("T1-222227", "pull-in"),
]


@pytest.mark.parametrize(("code", "answer"), KINDS_THE_WINDOW_SHOWS)
def test_drill_code_takes_every_kind_of_code_the_window_shows(code, answer, capsys):
    assert main(["drill", "--code", code, "--answer"]) == 0
    out = capsys.readouterr().out
    assert out.startswith(read_code(code).text + " · ") and answer in out


def test_drill_code_of_a_showdown_deals_what_the_window_deals(capsys):
    code = encode_showdown(3, True, 77)
    assert main(["drill", "--code", code, "--json", "--count", "2"]) == 0
    dealt = json.loads(capsys.readouterr().out)
    window = [drill_from_code(code), drill_from_code(encode_showdown(3, True, 78))]
    assert dealt == [drill_to_dict(d) for d in window]
    assert main(["drill", "--code", code, "--level", "2"]) == 2
    assert "showdown drill" in capsys.readouterr().err


@pytest.mark.parametrize("language", ["en", "nl"])
@pytest.mark.parametrize(
    "code", [encode(2, 99), encode_showdown(1, False, 3), encode_street(3, 4)], ids=["L", "S", "T"]
)
def test_a_typo_is_refused_on_the_command_line_in_one_line(code, language, capsys):
    typo = code[:4] + ("3" if code[4] != "3" else "4") + code[5:]
    try:
        assert main(["--lang", language, "drill", "--code", typo, "--answer"]) == 2
    finally:
        i18n.set_language("en")
    captured = capsys.readouterr()
    words = "has a typo" if language == "en" else "bevat een tikfout"
    assert captured.out == "" and captured.err.count("\n") == 1 and words in captured.err
    assert typo in captured.err


def test_a_showdown_drill_s_actions_are_not_known(capsys, tmp_path):
    """A showdown drill's hand was not played out: --actions says so (of a code or a file)."""
    assert main(["drill", "--code", "S4-CGK5DJ", "--out", str(tmp_path / "set.json"), "--count", "2"]) == 0
    for args in (["--code", "S4-CGK5DJ"], ["--file", str(tmp_path / "set.json")]):
        capsys.readouterr()
        assert main(["drill", *args, "--actions"]) == 0
        assert "Actions: not known" in capsys.readouterr().out
