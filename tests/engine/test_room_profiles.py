"""Room profiles (formats.md §6): the file, its checks (English and Dutch) and the shipped profiles."""

from __future__ import annotations

import json

import pytest

from dealer_trainer.engine.house_rules import BY_KEY, Home
from dealer_trainer.engine.rake import RakeSchedule
from dealer_trainer.engine.room_profiles import (
    ROOM_RULES,
    ProfileError,
    load_profile,
    shipped_profiles,
)
from dealer_trainer.engine.rules import AwardOrder
from dealer_trainer.i18n import set_language


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


# ----- the file ---------------------------------------------------------------------------
def test_a_profile_is_read_through_the_declarations(tmp_path):
    path = write(
        tmp_path,
        "room.json",
        profile(
            {"award_order": "main_first", "pl_short_blind": "actual", "rake": {"percent": 10, "cap": 6}},
            {"award_order": "house rule"},
        ),
    )
    room = load_profile(path)
    assert room.name == "Test room"
    assert room.rules["award_order"] == AwardOrder.MAIN_FIRST
    assert room.rules["pot_limit_blinds"].value == "actual"  # the file key pl_short_blind
    assert room.rules["rake"] == RakeSchedule(percent=10, cap=6)
    assert room.sources == {"award_order": "house rule"}


@pytest.mark.parametrize(
    ("data", "words"),
    [
        ({"format": "dealer-trainer-drills", "version": 1, "name": "x"}, 'not a room profile ("format"'),
        (profile({}) | {"version": 2}, "room profile version 2 is not supported"),
        (profile({}) | {"version": "1"}, 'room profile version "1" is not supported'),
        (profile({}) | {"colour": "red"}, "unknown field 'colour'"),
        (profile({}) | {"name": " "}, "name: the room's name is missing"),
        (
            profile({"award_orders": "main_first"}),
            "rules: 'award_orders' is not a house rule (known: award_order,",
        ),
        (
            profile({"award_order": "sideways"}),
            'rules: award_order: "sideways" is not allowed (allowed: "side_pots_first"',
        ),
        (profile({"half_bet_rule": "yes"}), 'half_bet_rule: "yes" is not allowed (allowed: true, false)'),
        (
            profile({"rake": {"percent": -1}}),
            'rules: rake: {"percent": -1} is not allowed (see docs/rules.md#rake)',
        ),
        (
            profile({"helpers": False}),
            "'helpers' is a dealer helper, a trainee's or an exam's aid, not a room rule",
        ),
        (profile({"cap": 4}, {"reopen": "TDA"}), "sources: 'reopen' names no rule of the profile"),
        (profile({"cap": 4}, {"cap": 4}), "sources: cap: must be a text"),
        ([1, 2], "not a room profile"),
    ],
)
def test_a_bad_profile_is_one_line_naming_the_problem(tmp_path, data, words):
    path = write(tmp_path, "room.json", data)
    with pytest.raises(ProfileError) as caught:
        load_profile(path)
    message = str(caught.value)
    assert message.startswith(path + ": ") and words in message and "\n" not in message


def test_unreadable_and_not_json_profiles_are_one_line(tmp_path):
    for data, words in (
        ("{", "not valid input: not valid JSON"),
        ('{"a": 1, "a": 2}', "key 'a' appears twice"),
    ):
        with pytest.raises(ProfileError, match=words):
            load_profile(write(tmp_path, "bad.json", data))
    with pytest.raises(ProfileError, match="cannot read"):
        load_profile(tmp_path / "missing.json")
    with pytest.raises(ProfileError, match="cannot read"):
        load_profile(tmp_path)  # a folder


def test_a_bad_profile_is_refused_in_dutch_too(tmp_path):
    path = write(tmp_path, "room.json", profile({"helpers": False}))
    set_language("nl")
    try:
        with pytest.raises(ProfileError) as caught:
            load_profile(path)
    finally:
        set_language("en")
    assert "'helpers' is een dealerhulp" in str(caught.value)


def test_no_dealer_helper_is_a_room_rule():
    assert all(rule.home != Home.HELPER for rule in ROOM_RULES.values())
    assert "helpers" not in ROOM_RULES and "pl_short_blind" in ROOM_RULES


# ----- the shipped profiles ---------------------------------------------------------------
def test_four_profiles_are_shipped_and_every_rule_has_its_source():
    paths = shipped_profiles()
    names = {load_profile(p).name for p in paths}
    assert names == {"TDA 2024 tournament", "WSOP live cash game", "Casino cash game with rake", "Home game"}
    for path in paths:
        room = load_profile(path)
        assert room.rules and set(room.sources) == set(room.rules), path.name
        assert all(text.strip() for text in room.sources.values())


def test_rake_figures_no_rule_publishes_are_labelled_example_schedule():
    for path in shipped_profiles():
        room = load_profile(path)
        for key in ("rake", "jackpot"):
            value = room.rules.get(key)
            if value is not None and "Live Action Rule" not in room.sources[key]:
                assert "example schedule" in room.sources[key], (path.name, key)
    casino = next(load_profile(p) for p in shipped_profiles() if p.name == "casino-cash-rake.json")
    assert casino.rules["rake"].steps and casino.rules["jackpot"] is not None


def test_the_tda_profile_is_tda_2024():
    tda = next(load_profile(p) for p in shipped_profiles() if p.name == "tda-2024-tournament.json")
    assert tda.rules["heads_up_cap"] == BY_KEY["heads_up_cap"].parse("kept")
    assert tda.rules["runs_allowed"] == 1 and "rake" not in tda.rules
    assert all("TDA 2024" in text for text in tda.sources.values())
