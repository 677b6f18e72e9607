"""Drill codes: short, typeable, case-insensitive, and they reproduce the drill."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from dealer_trainer.drills.codes import (
    ALPHABET,
    GENERATOR_VERSION,
    SEED_SPACE,
    decode,
    decode_version,
    encode,
)
from dealer_trainer.drills.errors import DrillError, describe
from dealer_trainer.drills.files import drill_to_dict
from dealer_trainer.drills.generator import drill_from_code, new_drill


@pytest.mark.parametrize("level,seed", [(1, 0), (2, 1), (3, 123456), (4, SEED_SPACE - 1)])
def test_a_code_holds_level_seed_and_generator_version(level, seed):
    code = encode(level, seed)
    assert len(code) == 12 and code[:3] == f"L{level}-" and code[-3:-1] == f"-{GENERATOR_VERSION}"
    assert decode(code) == (level, seed)
    assert decode_version(code) == (level, seed, GENERATOR_VERSION)
    assert decode_version(encode(level, seed, 1)) == (level, seed, 1)
    old = code[:9]  # written before the check character: version 1 had no suffix
    assert decode_version(old) == (level, seed, 1)
    assert decode_version(old + "-2") == decode_version(old + "2") == (level, seed, 2)  # second dash optional


def test_an_unknown_generator_version_is_refused_in_words():
    with pytest.raises(DrillError) as info:
        decode_version("L3-7K2Q9X-7")
    assert "generator versions 1 and 2" in describe(info.value)


def test_old_codes_keep_dealing_the_drill_they_dealt():
    """Codes handed out before generator version 2 (antes as dead money) still deal their drill."""
    pinned = json.loads(
        (Path(__file__).resolve().parents[1] / "data" / "generator_v1_codes.json").read_text()
    )
    assert len(pinned) >= 20
    assert any(d["stakes"]["ante_format"] == "per_player" for d in pinned.values())
    for code, data in pinned.items():
        drill = drill_to_dict(drill_from_code(code))
        assert drill.pop("code") == encode(*decode_version(code)) and data.pop("code") == code
        assert drill == data, code
    # the same seed under version 2 deals per-player antes as each seat's own chips
    anted = next(c for c, d in pinned.items() if d["stakes"]["ante_format"] == "per_player")
    old, new = drill_from_code(anted), drill_from_code(anted + "-2")
    assert old.dead == old.stakes.ante * len(old.seats) and new.dead == 0


def test_codes_avoid_ambiguous_characters():
    assert not set("01OILU") & set(ALPHABET)


@pytest.mark.parametrize("typed", ["l3-7k2q9x", " L3 7K2Q9X ", "L37K2Q9X", "l3_7k2q9x"])
def test_codes_are_read_case_and_spacing_insensitive(typed):
    assert decode(typed) == decode("L3-7K2Q9X")


def test_drill_from_code_gives_the_same_drill_and_sets_the_code():
    drill = new_drill(3, 777)
    again = drill_from_code(drill.code.lower())
    assert again.code == drill.code
    assert drill_to_dict(again) == drill_to_dict(drill)


def test_seeds_beyond_the_code_space_wrap_so_the_code_still_reproduces():
    drill = new_drill(2, SEED_SPACE + 5)
    assert drill_to_dict(drill_from_code(drill.code)) == drill_to_dict(new_drill(2, 5))


@pytest.mark.parametrize(
    "code,reason",
    [
        ("", "format"),
        ("hello", "format"),
        ("L6-7K2Q9X", "level"),  # L5: the cash game with the rake
        ("L0-7K2Q9X", "level"),
        ("L3-7K2Q9", "length"),
        ("L3-7K2Q9XX", "length"),
        ("L3-7K2Q0X", "character"),
        ("L3-7K2QOX", "character"),
        ("L3-7K2QIX", "character"),
        (None, "format"),
    ],
)
def test_bad_codes_raise_a_typed_error(code, reason):
    with pytest.raises(DrillError) as info:
        drill_from_code(code)
    assert info.value.code == "bad_drill_code"
    assert info.value.field == "code"
    assert info.value.values["reason"] == reason
    assert describe(info.value).startswith("code: ")
    assert isinstance(info.value, ValueError)
