"""The declaration of every house rule (engine/house_rules.py) matches the engine it declares,
and the consumers derived from it read, write and offer exactly the declared values."""

from __future__ import annotations

import argparse
import dataclasses

import pytest

from dealer_trainer.drills.files import DrillError, DrillSet, drill_set_from_dict, drill_set_to_dict
from dealer_trainer.engine.betting_io import KNOWN_KEYS, LIMIT_KEYS, POT_LIMIT_KEYS, table_from_dict
from dealer_trainer.engine.betting_table import (
    BbaOrder,
    BettingError,
    ButtonStraddleFirst,
    HeadsUpCap,
    PotLimitBlinds,
    Reopen,
    Table,
    valid_cap,
)
from dealer_trainer.engine.house_rules import (
    AWARD_RULES,
    BETTING_RULES,
    BY_KEY,
    HELPER_RULES,
    HELPERS,
    HOUSE_RULES,
    Home,
    add_options,
    options_of,
    source_of,
    with_rules,
)
from dealer_trainer.engine.rules import DEFAULT_RULES, AwardOrder, HouseRules, OddChipUnit

ENUMS = {
    "award_order": AwardOrder,
    "odd_chip_unit": OddChipUnit,
    "bba_order": BbaOrder,
    "pot_limit_blinds": PotLimitBlinds,
    "heads_up_cap": HeadsUpCap,
    "reopen": Reopen,
    "button_straddle_first": ButtonStraddleFirst,
}


def test_the_award_rules_are_the_fields_of_house_rules_with_their_defaults():
    fields = {f.name: f.default for f in dataclasses.fields(HouseRules)}
    assert {r.key: r.default for r in AWARD_RULES} == fields


def test_the_betting_rules_are_table_fields_with_their_defaults():
    fields = {f.name: f.default for f in dataclasses.fields(Table)}
    assert {r.key for r in BETTING_RULES} == {
        "bba_order",
        "cap",
        "heads_up_cap",
        "half_bet_rule",
        "pot_limit_blinds",
        "reopen",
        "straddles_allowed",
        "button_straddle_first",
        "open_pair_option",
    }
    for rule in BETTING_RULES:
        assert fields[rule.key] == rule.default, rule.key


@pytest.mark.parametrize("key", sorted(ENUMS))
def test_a_choice_rule_declares_every_value_of_its_enum_once(key):
    assert [c.value for c in BY_KEY[key].choices] == list(ENUMS[key])


def test_every_rule_is_well_formed():
    assert len({r.key for r in HOUSE_RULES}) == len(HOUSE_RULES)
    assert len({r.name for r in HOUSE_RULES}) == len(HOUSE_RULES)
    for rule in HOUSE_RULES:
        assert rule.label and rule.anchor, rule.key
        assert (rule.structured is None) == bool(rule.choices), rule.key
        if rule.choices:
            assert rule.choice(rule.default).value == rule.default
            assert all(c.label and c.source for c in rule.choices), rule.key
        assert bool(rule.option) == bool(rule.commands) == bool(rule.option_help), rule.key
    for rule in AWARD_RULES:  # the worksheet line needs a clause per value
        assert all("{source}" in c.clause for c in rule.choices), rule.key


def test_parse_takes_only_the_declared_file_values():
    order = BY_KEY["award_order"]
    assert order.parse("main_first") is AwardOrder.MAIN_FIRST
    assert order.dump(AwardOrder.MAIN_FIRST) == "main_first"
    assert order.values() == ["side_pots_first", "main_first"]
    for bad in ("main-pot-first", "", None, 1, True, ["main_first"]):
        with pytest.raises(ValueError):
            order.parse(bad)
    flag = BY_KEY["half_bet_rule"]
    assert flag.is_flag and flag.parse(True) is True and flag.parse(False) is False
    for bad in ("true", 1, 0, None):
        with pytest.raises(ValueError):
            flag.parse(bad)


def test_the_cap_is_a_structured_value_with_the_tables_own_check():
    cap = BY_KEY["cap"]
    assert cap.structured is not None and cap.structured.check is valid_cap
    assert cap.parse(None) is None and cap.parse(7) == 7
    for bad in (0, -1, True, 2.0, "4"):
        with pytest.raises(ValueError):
            cap.parse(bad)


def test_homes_applies_and_keys():
    assert BY_KEY["helpers"].home == Home.HELPER and HELPER_RULES == (HELPERS,)
    assert HELPERS.settings_key == "table/helpers" and HELPERS.is_flag and HELPERS.tip
    assert {r.settings_key for r in AWARD_RULES} == {"rules/award_order", "rules/odd_chip_unit"}
    assert BY_KEY["pot_limit_blinds"].name == "pl_short_blind"
    assert {r.name for r in BETTING_RULES} <= KNOWN_KEYS
    assert LIMIT_KEYS == ("bets", "cap", "heads_up_cap", "half_bet_rule", "open_pair_option", "cap_heads_up")
    assert POT_LIMIT_KEYS == ("pl_short_blind",)


def test_the_action_input_reads_each_betting_rule_with_its_errors():
    hand = {
        "structure": "fixed-limit",
        "seats": ["A", "B", "C"],
        "button": "A",
        "stacks": {"A": 100, "B": 100, "C": 100},
        "blinds": {"small": 1, "big": 2},
        "actions": [],
    }
    table = table_from_dict(hand | {"cap": 3, "cap_heads_up": True, "half_bet_rule": False})
    assert (table.cap, table.heads_up_cap, table.half_bet_rule) == (3, HeadsUpCap.KEPT, False)
    with pytest.raises(BettingError) as exc:
        table_from_dict(hand | {"bba_order": "sideways"})
    assert exc.value.code == "bad_choice" and exc.value.values["choices"] == ["big-blind-first", "ante-first"]
    with pytest.raises(BettingError) as exc:
        table_from_dict(hand | {"cap_heads_up": "yes"})
    assert exc.value.code == "not_a_flag"


def test_source_of_each_award_value():
    assert source_of(OddChipUnit.SMALLEST_BLIND_CHIP) == "WSOP-C 152"
    assert source_of(AwardOrder.SIDE_POTS_FIRST).startswith("TDA 2024 Rule 16")


def test_check_options_come_from_the_declaration():
    parser = argparse.ArgumentParser()
    add_options(parser, "check")
    options = {a.option_strings[0] for a in parser._actions[1:]}
    assert options == {r.option for r in AWARD_RULES} | {"--change-chips"}  # and the chip drills' change
    stored = HouseRules(AwardOrder.MAIN_FIRST, OddChipUnit.SMALLEST_BLIND_CHIP)
    assert options_of(parser.parse_args([]), stored) == stored
    assert options_of(parser.parse_args([])) == DEFAULT_RULES
    given = parser.parse_args(["--award-order", "main-pot-first"])
    assert options_of(given) == HouseRules(AwardOrder.MAIN_FIRST, OddChipUnit.SMALLEST_IN_PLAY)
    assert options_of(parser.parse_args(["--odd-chip-unit", "smallest-in-play"]), stored) == with_rules(
        {"odd_chip_unit": OddChipUnit.SMALLEST_IN_PLAY}, stored
    )
    with pytest.raises(SystemExit):
        parser.parse_args(["--award-order", "main_first"])


def test_a_drill_set_writes_and_reads_every_award_rule(tmp_path):
    from dealer_trainer.drills.generator import drill_for_seed

    rules = HouseRules(AwardOrder.MAIN_FIRST, OddChipUnit.SMALLEST_BLIND_CHIP)
    data = drill_set_to_dict(DrillSet("t", drills=(drill_for_seed(2, 5),), house_rules=rules))
    assert data["house_rules"] == {"award_order": "main_first", "odd_chip_unit": "smallest_blind_chip"}
    assert drill_set_from_dict(data).house_rules == rules
    data["house_rules"] = {"odd_chip_unit": "smallest_blind_chip"}
    assert drill_set_from_dict(data).house_rules == HouseRules(odd_chip_unit=OddChipUnit.SMALLEST_BLIND_CHIP)
    data["house_rules"] = {"award_order": "main-pot-first"}
    with pytest.raises(DrillError) as exc:
        drill_set_from_dict(data)
    assert exc.value.code == "bad_value" and "side_pots_first, main_first" in str(exc.value.values)


def test_a_structured_rule_reads_and_writes_its_own_value_and_takes_a_json_option(monkeypatch):
    from dealer_trainer.engine import house_rules
    from dealer_trainer.engine.house_rules import HouseRule, Structured, option_values, sheet_clause

    def read(data):
        if data is None:
            return None
        if not isinstance(data, dict) or set(data) != {"steps"}:
            raise ValueError(data)
        return tuple(tuple(step) for step in data["steps"])

    steps = HouseRule(
        "steps",
        "&Steps",
        Home.AWARD,
        "house-rules",
        None,
        structured=Structured(
            lambda v: v is None or all(len(s) == 2 for s in v),
            "none",
            "a posted schedule",
            read=read,
            write=lambda v: None if v is None else {"steps": [list(s) for s in v]},
            clause=lambda v: f"{len(v)} steps" if v else "",
        ),
        option="--steps",
        option_help="steps",
        commands=("pots",),
    )
    assert steps.parse({"steps": [[10, 1], [20, 2]]}) == ((10, 1), (20, 2))
    assert steps.dump(((10, 1),)) == {"steps": [[10, 1]]}
    for bad in ({"percent": 5}, {"steps": [[10]]}):
        with pytest.raises(ValueError):
            steps.parse(bad)
    assert sheet_clause(steps, ((10, 1),)) == "1 steps"
    assert sheet_clause(BY_KEY["odd_chip_unit"], OddChipUnit.SMALLEST_BLIND_CHIP).endswith("(WSOP-C 152)")
    monkeypatch.setattr(house_rules, "HOUSE_RULES", (*HOUSE_RULES, steps))
    parser = argparse.ArgumentParser()
    add_options(parser, "pots")
    args = parser.parse_args(["--steps", '{"steps": [[10, 1]]}'])
    assert option_values(args, (steps,)) == {"steps": ((10, 1),)}
    assert option_values(parser.parse_args([]), (steps,)) == {}
    with pytest.raises(SystemExit):
        parser.parse_args(["--steps", '{"steps": [[10]]}'])


def test_a_drill_set_writes_and_reads_the_dealer_helpers_at_its_top_level():
    from dealer_trainer.drills.exams import AIDS
    from dealer_trainer.drills.generator import drill_for_seed

    drills = (drill_for_seed(2, 5),)
    assert "helpers" not in drill_set_to_dict(DrillSet("t", drills=drills))
    for on in (True, False):
        data = drill_set_to_dict(DrillSet("t", drills=drills, helpers=on))
        assert list(data)[-1] == "helpers" and data["helpers"] is on and "house_rules" not in data
        assert drill_set_from_dict(data).helpers is on
    for bad in ("no", 0, None):
        data["helpers"] = bad
        with pytest.raises(DrillError) as exc:
            drill_set_from_dict(data)
        assert (exc.value.code, exc.value.field) == ("bad_type", "helpers")
        assert exc.value.values["expected"] == "true or false"
    del data["helpers"]
    data["house_rules"] = {"helpers": False}  # not a room's rule
    with pytest.raises(DrillError) as exc:
        drill_set_from_dict(data)
    assert (exc.value.code, exc.value.field) == ("unknown_field", "house_rules.helpers")
    assert list(AIDS) == ["hints", "solution", HELPERS.name, "undo", "retries"]
