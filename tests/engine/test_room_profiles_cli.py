"""``--profile FILE`` on ``check``, ``action`` and ``pots`` (formats.md §6): a field in the input
or drill file > a command-line option > the profile > the default, each command taking only the
rules it uses."""

from __future__ import annotations

import json
import random

import pytest

from dealer_trainer.commands import main
from dealer_trainer.drills.files import DrillSet, save_drill_set
from dealer_trainer.engine.room_profiles import shipped_profiles
from dealer_trainer.engine.rules import AwardOrder, HouseRules, OddChipUnit


def profile(rules, sources=None, name="Test room"):
    return {
        "format": "dealer-trainer-room",
        "version": 1,
        "name": name,
        "rules": rules,
        "sources": sources or {},
    }


def write(tmp_path, name, data):
    path = tmp_path / name
    path.write_text(data if isinstance(data, str) else json.dumps(data), encoding="utf-8")
    return str(path)


# ----- pots -------------------------------------------------------------------------------
POTS_INPUT = {
    "seats": ["Anna", "Ben", "Chris"],
    "button": "Anna",
    "contributions": {"Anna": 100, "Ben": 100, "Chris": 100},
    "ranking": [["Ben"], ["Anna", "Chris"]],
}


def pots_json(tmp_path, capsys, data, *args):
    assert main(["pots", write(tmp_path, "in.json", data), "--json", *args]) == 0
    return json.loads(capsys.readouterr().out)


def test_pots_precedence_input_over_profile_over_default(tmp_path, capsys):
    room = write(tmp_path, "room.json", profile({"rake": {"percent": 10, "cap": 6}}))
    assert "rake" not in pots_json(tmp_path, capsys, POTS_INPUT)  # the default: no rake
    assert pots_json(tmp_path, capsys, POTS_INPUT, "--profile", room)["rake"] == 6  # the profile's
    own = POTS_INPUT | {"rake": {"percent": 5}}
    assert pots_json(tmp_path, capsys, own, "--profile", room)["rake"] == 15  # the input's


def test_pots_refuses_a_bad_profile_in_one_line(tmp_path, capsys):
    room = write(tmp_path, "room.json", profile({"rake": "lots"}))
    assert main(["pots", write(tmp_path, "in.json", POTS_INPUT), "--profile", room]) == 2
    err = capsys.readouterr().err
    assert "rules: rake" in err and len(err.strip().splitlines()) == 1


# ----- action -----------------------------------------------------------------------------
#: Fixed limit, 5/10: A raises to 20; B to act. With a cap of one raise B may not raise.
FIXED = {
    "structure": "fixed-limit",
    "seats": ["A", "B", "C"],
    "button": "A",
    "stacks": {"A": 500, "B": 500, "C": 500},
    "blinds": {"small": 5, "big": 10},
    "bets": {"small": 10, "big": 20},
    "actions": [{"seat": "A", "do": "raise", "to": 20}],
}


def action_json(tmp_path, capsys, data, *args):
    assert main(["action", write(tmp_path, "hand.json", data), "--json", *args]) == 0
    return json.loads(capsys.readouterr().out)


def test_action_precedence_file_over_profile_over_default(tmp_path, capsys):
    room = write(tmp_path, "room.json", profile({"cap": 1, "reopen": "half-raise"}))
    assert action_json(tmp_path, capsys, FIXED)["legal"]["raise"] is not None  # default: four raises
    capped = action_json(tmp_path, capsys, FIXED, "--profile", room)["legal"]  # the profile's cap
    assert capped["raise"] is None and capped["raise_closed"] is not None
    assert action_json(tmp_path, capsys, FIXED | {"cap": 4}, "--profile", room)["legal"]["raise"] is not None


def test_action_takes_only_the_rules_of_the_hands_structure_and_keeps_the_older_key(tmp_path, capsys):
    room = write(tmp_path, "room.json", profile({"heads_up_cap": "kept", "pl_short_blind": "actual"}))
    action_json(tmp_path, capsys, FIXED, "--profile", room)  # pl_short_blind is not fixed limit's
    action_json(tmp_path, capsys, FIXED | {"cap_heads_up": False}, "--profile", room)
    for path in shipped_profiles():
        action_json(tmp_path, capsys, FIXED, "--profile", str(path))
        no_limit = {k: v for k, v in FIXED.items() if k != "bets"} | {"structure": "no-limit"}
        action_json(tmp_path, capsys, no_limit, "--profile", str(path))


# ----- check ------------------------------------------------------------------------------
@pytest.fixture
def showdown_set(tmp_path):
    from dealer_trainer.drills.showdown_drills import showdown_drill

    drill = showdown_drill("short_stack_wins_main", random.Random(3))
    settlement = drill.settlement()
    build = {"pots": [{"amount": p.amount} for p in settlement.pots]}
    if settlement.returned:
        build["returned"] = {settlement.returned.seat: settlement.returned.amount}
    by_pot = {a.pot.index: dict(a.to) for a in settlement.awards}
    main_first = {"pushes": [{"pot": i, "to": by_pot[i]} for i in sorted(by_pot)]}

    def check(rules, *args):
        path = tmp_path / "set.json"
        save_drill_set(path, DrillSet("house", drills=(drill,), house_rules=rules))
        files = [
            "--build",
            write(tmp_path, "b.json", build),
            "--award",
            write(tmp_path, "a.json", main_first),
        ]
        return main(["check", "--file", str(path), *files, *args])

    return check


def test_check_precedence_drill_file_over_option_over_profile_over_default(showdown_set, tmp_path, capsys):
    main_first = write(tmp_path, "main.json", profile({"award_order": "main_first"}))
    side_first = write(tmp_path, "side.json", profile({"award_order": "side_pots_first"}))
    assert showdown_set(None) == 1  # the default: last side pot first, so main-first pushes are wrong
    assert showdown_set(None, "--profile", main_first) == 0  # the profile's
    assert (
        showdown_set(None, "--profile", main_first, "--award-order", "side-pots-first") == 1
    )  # the option's
    file_rules = HouseRules(AwardOrder.MAIN_FIRST)
    assert (
        showdown_set(file_rules, "--profile", side_first, "--award-order", "side-pots-first") == 0
    )  # the file's
    capsys.readouterr()


def test_check_a_drill_file_naming_one_rule_leaves_the_other_to_the_profile(tmp_path):
    from dealer_trainer.drills.files import load_drill_set
    from dealer_trainer.drills.generator import drill_for_seed

    path = tmp_path / "set.json"
    save_drill_set(path, DrillSet("x", drills=(drill_for_seed(1, 1),)))
    data = json.loads(path.read_text(encoding="utf-8"))
    data["house_rules"] = {"award_order": "main_first"}
    path.write_text(json.dumps(data), encoding="utf-8")
    loaded = load_drill_set(path)
    assert loaded.house_rules_given == ("award_order",)
    assert loaded.house_rules == HouseRules(AwardOrder.MAIN_FIRST, OddChipUnit.SMALLEST_IN_PLAY)


def test_check_scenario_takes_the_profiles_rake(tmp_path, capsys):
    room = write(tmp_path, "room.json", profile({"rake": {"percent": 10, "cap": 6}}))
    scenario = write(tmp_path, "s.json", POTS_INPUT)
    build = write(tmp_path, "b.json", {"pots": [{"amount": 300}]})
    assert main(["check", "--scenario", scenario, "--build", build]) == 0
    assert main(["check", "--scenario", scenario, "--build", build, "--profile", room, "--json"]) == 1
    assert "rake_wrong" in capsys.readouterr().out
    raked = write(tmp_path, "b2.json", {"pots": [{"amount": 294}], "rake": 6})
    assert main(["check", "--scenario", scenario, "--build", raked, "--profile", room]) == 0


@pytest.mark.parametrize("command", ["check", "action", "pots"])
def test_help_says_which_rules_the_profile_gives(command, capsys):
    with pytest.raises(SystemExit):
        main([command, "--help"])
    out = " ".join(capsys.readouterr().out.split())
    assert "--profile FILE" in out and "room profile" in out and f"{command} uses its" in out


# ----- exam make --------------------------------------------------------------------------
def test_exam_make_seals_the_profiles_rules_where_the_set_names_none(tmp_path, capsys):
    from dealer_trainer.drills.exams import load_exam
    from dealer_trainer.drills.generator import new_drill

    room = write(
        tmp_path, "room.json", profile({"award_order": "main_first", "odd_chip_unit": "smallest_blind_chip"})
    )
    path = tmp_path / "set.json"
    save_drill_set(path, DrillSet("Week 3", drills=(new_drill(2, 1),)))
    out = str(tmp_path / "exam.json")
    assert main(["exam", "make", str(path), "--out", out, "--minutes", "5"]) == 0
    assert load_exam(out).house_rules == HouseRules()  # no profile: TDA 2024
    assert main(["exam", "make", str(path), "--out", out, "--minutes", "5", "--profile", room]) == 0
    assert load_exam(out).house_rules == HouseRules(AwardOrder.MAIN_FIRST, OddChipUnit.SMALLEST_BLIND_CHIP)
    data = json.loads(path.read_text(encoding="utf-8"))
    data["house_rules"] = {"award_order": "side_pots_first"}  # the set's own wins
    path.write_text(json.dumps(data), encoding="utf-8")
    assert main(["exam", "make", str(path), "--out", out, "--minutes", "5", "--profile", room]) == 0
    rules = load_exam(out).house_rules
    assert (rules.award_order, rules.odd_chip_unit) == (
        AwardOrder.SIDE_POTS_FIRST,
        OddChipUnit.SMALLEST_BLIND_CHIP,
    )
    capsys.readouterr()
