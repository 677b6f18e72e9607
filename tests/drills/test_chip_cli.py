"""Chip drills without the window: ``drill --kind ...`` and ``check --code C --answer-json FILE``
(exit 0 right, 1 wrong with one diagnosis, 2 bad input in one line)."""

from __future__ import annotations

import json

import pytest

from dealer_trainer.commands import main
from dealer_trainer.drills.chip_drills import deal


@pytest.fixture
def check(tmp_path, capsys):
    def check(code, answer, *more):
        path = tmp_path / "answer.json"
        path.write_text(answer if isinstance(answer, str) else json.dumps(answer), encoding="utf-8")
        try:
            status = main(["check", "--code", code, "--answer-json", str(path), *more])
        except SystemExit as exc:
            status = exc.code
        out, err = capsys.readouterr()
        return status, out.strip(), err.strip()

    return check


def test_drill_prints_each_kind_with_its_answer(capsys):
    for kind, key in (
        ("count", "total"),
        ("change", "change"),
        ("colour-up", "colour_up"),
        ("chip-race", "race"),
    ):
        assert main(["drill", "--kind", kind, "--level", "2", "--seed", "5", "--json", "--answer"]) == 0
        data = json.loads(capsys.readouterr().out)
        assert data["kind"] == kind and data["level"] == 2 and data["time_target"] > 0
        assert set(data["answer"]) == {key}
        assert main(["drill", "--code", data["code"], "--answer"]) == 0
        assert data["code"] in capsys.readouterr().out


def test_check_right_wrong_and_bad_input(check):
    drill = deal("change", 1, 7)  # a $25 chip
    assert drill.handed == (25,)
    assert check(drill.code, {"change": {"5": 5}})[0] == 0
    status, out, _err = check(drill.code, {"change": {"5": 4}})
    assert status == 1 and out.count("\n") == 0 and "20" in out and "25" in out
    status, _out, _err = check(drill.code, {"change": {"25": 1}})
    assert status == 1 and "25" in _out
    status, _out, err = check(drill.code, {"total": 25})
    assert status == 2 and err.count("\n") == 0 and "change" in err
    assert check(drill.code, "{")[0] == 2


def test_check_with_the_change_policy(check):
    drill = deal("change", 1, 7, None)
    policy = json.dumps({"allowed": [1]})
    status, out, _err = check(drill.code, {"change": {"5": 5}}, "--change-chips", policy)
    assert status == 1 and "5" in out
    assert check(drill.code, {"change": {"1": 25}}, "--change-chips", policy)[0] == 0


def test_count_colour_up_and_race_by_code(check):
    for kind in ("count", "colour-up", "chip-race"):
        drill = deal(kind, 3, 99)
        model = drill.model_answer()
        key = {"count": "total", "colour-up": "colour_up", "chip-race": "race"}[kind]
        answer = {key: model if isinstance(model, int) else {str(k): v for k, v in model.items()}}
        assert check(drill.code, answer)[0] == 0, kind
    race = deal("chip-race", 1, 99)
    status, _out, err = check(race.code, {"race": {"Zed": 1}})
    assert status == 2 and "Zed" in err


def test_bad_codes_and_levels_are_one_line(capsys):
    for args in (
        ["drill", "--kind", "count", "--level", "4"],
        ["check", "--code", "K1-222222-1X", "--answer-json", "-"],
    ):
        try:
            status = main(args)
        except SystemExit as exc:
            status = exc.code
        assert status == 2
        assert capsys.readouterr().err.strip().count("\n") == 0


def test_a_chip_code_with_a_build_or_an_answer_for_a_level_code_is_one_line(tmp_path, capsys):
    answer = tmp_path / "a.json"
    answer.write_text('{"total": 5}', encoding="utf-8")
    code = deal("count", 1, 3).code
    assert main(["check", "--code", code, "--build", str(answer)]) == 2
    assert "--answer-json" in capsys.readouterr().err
    assert main(["check", "--code", "L3-222222-23", "--answer-json", str(answer)]) == 2
    assert "K…" in capsys.readouterr().err


def test_a_chip_named_twice_or_in_other_digits_is_refused_in_one_line(check):
    code = deal("change", 2, 12).code
    status, _out, err = check(code, {"change": {"5": 6, "05": 0}})
    assert status == 2 and err.count("\n") == 0 and "5 is named twice ('5' and '05')" in err
    status, _out, err = check(code, {"change": {"\u0665": 6}})  # an Arabic-Indic five
    assert status == 2 and err.count("\n") == 0 and "is not a chip of the set" in err


@pytest.mark.parametrize("policy", ['{"allowed": "a"}', '{"rack": {"25": -1}}', "[]", "x"])
def test_a_bad_change_policy_option_is_named_in_one_line(check, policy):
    status, _out, err = check(deal("change", 2, 12).code, {"change": {"5": 6}}, "--change-chips", policy)
    assert status == 2 and err.count("\n") == 0 and "invalid parse_option" not in err
    assert "--change-chips" in err and ('{"allowed": [5, 25]' in err)


@pytest.mark.parametrize("level", [1, 2, 3])
def test_a_change_code_deals_the_same_drill_whatever_the_change_policy(level):
    from dataclasses import replace

    from dealer_trainer.drills.chip_drills import from_code
    from dealer_trainer.drills.errors import DrillError
    from dealer_trainer.engine.chip_change import ChangePolicy

    refused = 0
    for seed in range(40):
        plain = deal("change", level, seed)
        for policy in (ChangePolicy((25, 100)), ChangePolicy((5,)), ChangePolicy((), ((5, 2),))):
            try:
                ruled = from_code(plain.code, policy)
            except DrillError as exc:
                assert exc.field == "change_chips"
                refused += 1
                continue
            assert replace(ruled, policy=plain.policy) == plain, (plain.code, policy)
    assert refused < 40 * 3


def test_a_chip_drill_takes_a_seed_or_a_code_not_both(capsys):
    code = deal("count", 2, 3).code
    assert main(["drill", "--kind", "count", "--seed", "3", "--code", code]) == 2
    assert "give --seed or --code, not both" in capsys.readouterr().err


def test_a_chip_code_with_calls_names_calls_not_build(tmp_path, capsys):
    calls = tmp_path / "calls.json"
    calls.write_text('{"Anna": "pair of kings"}', encoding="utf-8")
    assert main(["check", "--code", deal("count", 2, 3).code, "--calls", str(calls)]) == 2
    err = capsys.readouterr().err.strip()
    assert err.endswith("not --calls") and "--build" not in err
