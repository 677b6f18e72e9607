"""Drill files: round trips, the embedded pots scenario, and bad files refused clearly."""

from __future__ import annotations

import copy
import json

import pytest

from dealer_trainer.drills.errors import DrillError, describe
from dealer_trainer.drills.files import (
    FORMAT,
    DrillSet,
    drill_from_dict,
    drill_set_to_dict,
    drill_to_dict,
    load_drill,
    load_drill_set,
    save_drill,
    save_drill_set,
)
from dealer_trainer.drills.generator import new_drill
from dealer_trainer.drills.lessons import lessons
from dealer_trainer.engine.scenario import scenario_from_dict, settlement_to_dict


def a_set() -> DrillSet:
    drills = tuple(new_drill(level, seed) for level in (1, 2, 3, 4) for seed in (1, 2))
    return DrillSet("Tuesday class", "Ms. Verhoeven", "Side pots, week 3", drills + lessons()[:2])


def test_a_drill_set_round_trips_through_a_file(tmp_path):
    path = tmp_path / "set.json"
    original = a_set()
    save_drill_set(path, original)
    loaded = load_drill_set(path)
    assert (loaded.title, loaded.author, loaded.notes) == (original.title, original.author, original.notes)
    assert [drill_to_dict(d) for d in loaded.drills] == [drill_to_dict(d) for d in original.drills]
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["format"] == FORMAT and data["version"] == 1


def test_a_showdown_drill_keeps_its_code_through_a_file(tmp_path):
    from dealer_trainer.drills.showdown_drills import showdown_for_seed

    drill = showdown_for_seed("split_side_pot", 77)
    path = tmp_path / "showdown.json"
    save_drill_set(path, DrillSet(title="Showdowns", drills=(drill,)))
    (loaded,) = load_drill_set(path).drills
    assert loaded.code == drill.code and loaded.seats == drill.seats and loaded.board == drill.board


def test_a_single_drill_file_loads_as_a_set_of_one(tmp_path):
    path = tmp_path / "one.json"
    drill = new_drill(3, 5)
    save_drill(path, drill)
    loaded = load_drill_set(path)
    assert len(loaded.drills) == 1 and loaded.title == drill.title
    assert drill_to_dict(load_drill(path)) == drill_to_dict(drill)


@pytest.mark.parametrize("drill", [new_drill(lv, 11) for lv in (1, 2, 3, 4)] + list(lessons()), ids=str)
def test_the_embedded_scenario_settles_exactly_like_the_drill(drill):
    data = json.loads(json.dumps(drill_to_dict(drill)))
    via_pots = scenario_from_dict(data["scenario"]).settle()
    assert settlement_to_dict(via_pots) == settlement_to_dict(drill.settlement())


def test_the_pots_command_reads_a_drills_scenario(tmp_path, capsys):
    from dealer_trainer.commands import main

    path = tmp_path / "scenario.json"
    path.write_text(json.dumps(drill_to_dict(new_drill(2, 8))["scenario"]), encoding="utf-8")
    assert main(["pots", str(path), "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["pots"]


def set_dict() -> dict:
    return drill_set_to_dict(a_set())


def mutate(path: str, value):
    """A set dict with ``path`` (keys and indexes) set to ``value`` (or deleted for ...)."""
    data = copy.deepcopy(set_dict())
    *parents, last = path
    node = data
    for key in parents:
        node = node[key]
    if value is ...:
        del node[last]
    else:
        node[last] = value
    return data


@pytest.mark.parametrize(
    "path,value,code,message",
    [
        (
            ("drills", 3, "seats", 2, "committed"),
            -5,
            "negative",
            "drills[3].seats[2].committed: -5 is negative",
        ),
        (("drills", 0, "seats", 1, "stack"), "lots", "bad_type", "drills[0].seats[1].stack: 'lots' is not"),
        (("drills", 2, "level"), ..., "missing_field", "drills[2].level: this field is required"),
        (("drills", 1, "colour"), "red", "unknown_field", "drills[1].colour:"),
        (("drills", 4, "seats", 0, "folded"), "yes", "bad_type", "drills[4].seats[0].folded:"),
        (("drills", 5, "stakes", "kind"), "home", "bad_value", "drills[5].stakes.kind:"),
        (("drills", 6, "chip_set"), "plastic", "bad_value", "drills[6].chip_set:"),
        (("drills", 0, "seats", 0, "chips"), {"3": 1}, "bad_value", "drills[0].seats[0].chips['3']:"),
        (("drills", 1, "dead"), 7, "bad_value", "drills[1].dead_chips:"),
        (("drills", 2, "scenario", "dead"), 999, "scenario_mismatch", "drills[2].scenario:"),
        (("drills", 7, "seats"), {}, "bad_type", "drills[7].seats:"),
        (("drills",), {}, "bad_type", "drills:"),
        (("format",), "something-else", "not_a_drill_file", "format:"),
        (("version",), 2, "unsupported_version", "version:"),
        (("title",), 3, "bad_type", "title:"),
    ],
)
def test_a_bad_file_names_the_problem_and_where_it_is(tmp_path, path, value, code, message):
    file = tmp_path / "bad.json"
    file.write_text(json.dumps(mutate(path, value)), encoding="utf-8")
    with pytest.raises(DrillError) as info:
        load_drill_set(file)
    assert info.value.code == code
    assert describe(info.value).startswith(message)


def test_a_seat_that_has_not_called_is_refused_with_the_engines_reason():
    data = drill_to_dict(next(d for d in lessons() if "three all-in levels" in d.title))
    cora = next(s for s in data["seats"] if s["name"] == "Cora")
    cora["committed"], cora["chips"] = 2000, {"500": 4}
    del data["scenario"]
    with pytest.raises(DrillError) as info:
        drill_from_dict(data)
    assert info.value.code == "bad_drill"
    assert info.value.values["engine_code"] == "hand_not_finished"
    assert describe(info.value).startswith("drill.seats[2]: 'Cora' is still in the hand")


def test_nothing_is_half_loaded(tmp_path):
    good = set_dict()
    good["drills"][-1]["seats"][0]["committed"] = -1
    file = tmp_path / "half.json"
    file.write_text(json.dumps(good), encoding="utf-8")
    result = None
    with pytest.raises(DrillError):
        result = load_drill_set(file)
    assert result is None


def test_not_json_and_missing_files_are_typed_errors(tmp_path):
    broken = tmp_path / "broken.json"
    broken.write_text('{"format": "dealer-trainer-drills",', encoding="utf-8")
    with pytest.raises(DrillError) as info:
        load_drill_set(broken)
    assert info.value.code == "not_json" and "line 1" in describe(info.value)
    with pytest.raises(DrillError) as info:
        load_drill_set(tmp_path / "missing.json")
    assert info.value.code == "cannot_read"


def test_saving_is_atomic_and_leaves_no_temporary_files(tmp_path):
    save_drill_set(tmp_path / "s.json", a_set())
    assert [p.name for p in tmp_path.iterdir()] == ["s.json"]


def test_a_relabelled_drill_is_the_same_drill_under_a_new_title_and_notes(tmp_path):
    # the importer titles a drill after its pots are built: only title and notes change
    drill = new_drill(4, 9)
    settled = drill.settlement()
    renamed = drill.relabelled("PokerStars hand 1 · side pots", "Real hand: PokerStars hand 1.")
    assert (renamed.title, renamed.notes) == (
        "PokerStars hand 1 · side pots",
        "Real hand: PokerStars hand 1.",
    )
    assert (drill.title, drill.notes) != (renamed.title, renamed.notes)  # the original is unchanged
    assert renamed.settlement() is settled and renamed.hand is drill.hand
    expected = {**drill_to_dict(drill), "title": renamed.title, "notes": renamed.notes}
    assert drill_to_dict(renamed) == expected
    path = tmp_path / "renamed.json"
    save_drill(path, renamed)
    assert drill_to_dict(load_drill(path)) == expected
    assert load_drill(path).settlement().pots == settled.pots
