"""Piles are values: one parse and format for the ids, one title function, and what was
written before piles became values still loads and reads the same.

The fixture ``tests/data/piles/`` was written by the version before this change (issue 26):
``drills.json`` (``drill --level 4 --seed 5 --count 2 --out``), ``build.json`` (a wrong build
of its first drill: dead money left in the middle, chips left in front, the uncalled bet in
a pot), ``check.json`` and ``check-nl.txt`` (``check --file drills.json --index 0 --build
build.json``, ``--json`` and ``--lang nl``) and ``pile-names.json`` (each pile id with its
names: ``check --json``'s English one, the shown one and the one in a sentence, in English
and Dutch). No file stores the window's pile ids themselves: they live in memory, keyed by
the texts :func:`parse_pile` reads.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from dealer_trainer import i18n
from dealer_trainer.commands import main
from dealer_trainer.drills.checking import check_build, solution_piles
from dealer_trainer.drills.files import load_drill_set
from dealer_trainer.drills.piles import (
    JACKPOT,
    KINDS,
    MIDDLE,
    NEW_POT,
    RAKE,
    Pile,
    front_pile,
    kind_of,
    parse_pile,
    pile_title,
    pot_count,
    pot_pile,
    return_pile,
    run_pile,
    win_pile,
)

DATA = Path(__file__).resolve().parents[1] / "data" / "piles"


@pytest.fixture
def english_after():
    yield
    i18n.set_language("en")


def names() -> dict:
    return json.loads((DATA / "pile-names.json").read_text(encoding="utf-8"))


def test_every_pile_id_written_before_parses_and_writes_back_byte_for_byte():
    ids = names()["ids"]
    # the fixture holds every kind of its day; the rake, the jackpot drop, a run's part and a half came later
    assert {parse_pile(text).kind for text in ids} == set(KINDS) - {"rake", "jackpot", "run", "half"}
    for text in ids:
        pile = parse_pile(text)
        assert pile.text() == str(pile) == text
        assert parse_pile(pile.text()) == pile


def test_the_drop_and_a_runs_part_are_piles_with_english_names():
    assert [RAKE, JACKPOT, run_pile(1, 2), run_pile(0, None)] == ["rake", "jackpot", "run:1:2", "pot:0"]
    for text in ("rake", "jackpot", "run:0:2", "run:3:1"):
        assert parse_pile(text).text() == text
    assert [pile_title(p, "english") for p in ("rake", "jackpot", "run:0:2", "run:1:3")] == [
        "Rake",
        "Jackpot drop",
        "Main pot, run 2",
        "Side pot 1, run 3",
    ]
    for bad in ("run:0", "run:x:1", "run:1:"):
        with pytest.raises(ValueError):
            parse_pile(bad)


def test_the_builders_write_the_same_ids_as_before():
    assert [pot_pile(0), pot_pile(3), return_pile("Zoe"), front_pile("Jack"), win_pile("Uma")] == [
        "pot:0",
        "pot:3",
        "return:Zoe",
        "front:Jack",
        "win:Uma",
    ]
    assert (MIDDLE, NEW_POT) == ("dead", "pot:new")
    assert parse_pile("pot:2") == Pile("pot", index=2)
    assert parse_pile("return:Anne Marie") == Pile("return", seat="Anne Marie")


@pytest.mark.parametrize("language", ["en", "nl"])
def test_each_pile_has_the_names_it_had(language, english_after):
    i18n.set_language(language)
    for text, named in names()["names"].items():
        assert pile_title(text, "english") == named["english"]
        assert pile_title(text) == named[f"label_{language}"]
        assert pile_title(parse_pile(text), "sentence") == named[f"sentence_{language}"]


@pytest.mark.parametrize("text", ["tray", "add-pot", "pot:x", "pot:", "return:", "front", "(dead)", "rake:1"])
def test_a_text_that_is_no_pile_is_refused(text):
    with pytest.raises(ValueError, match="not a pile"):
        parse_pile(text)
    assert kind_of(text) is None


def test_pot_count_reads_the_pots_of_any_piles():
    assert pot_count(["return:Zoe", "pot:0", "pot:2", "dead", "front:Jack"]) == 3
    assert pot_count([]) == 0


def test_a_drill_file_written_before_loads_and_its_piles_round_trip():
    drills = load_drill_set(DATA / "drills.json").drills
    assert len(drills) == 2
    for drill in drills:
        piles = solution_piles(drill)
        assert all(parse_pile(p).text() == p for p in piles)
        assert check_build(drill, piles).correct


def test_check_of_a_build_written_before_reads_the_same(capsys, english_after):
    args = ["check", "--file", str(DATA / "drills.json"), "--index", "0", "--build", str(DATA / "build.json")]
    assert main([*args, "--json"]) == 1
    assert capsys.readouterr().out == (DATA / "check.json").read_text(encoding="utf-8")
    assert main(["--lang", "nl", *args]) == 1
    assert capsys.readouterr().out == (DATA / "check-nl.txt").read_text(encoding="utf-8")


def test_a_hilo_half_is_a_pile_with_english_and_shown_names():
    from dealer_trainer.drills.piles import half_pile

    assert [half_pile(0, "low"), half_pile(2, "high")] == ["half:0:low", "half:2:high"]
    for text in ("half:0:low", "half:1:high"):
        assert parse_pile(text).text() == text
    assert [pile_title(p, "english") for p in ("half:0:low", "half:1:high")] == [
        "Main pot, low half",
        "Side pot 1, high half",
    ]
    assert pile_title("half:0:high", "label") == "Main pot, high half"
    for bad in ("half:0:middle", "half:x:low", "half:0"):
        with pytest.raises(ValueError):
            parse_pile(bad)
