"""The HORSE drill set: the games in HORSE order with their structures, the limit hold'em street
hands dealt, the other games' slots named and left empty."""

from __future__ import annotations

import pytest

from dealer_trainer.drills.files import load_drill_set, save_drill_set
from dealer_trainer.drills.mixed_games import HORSE, LIMIT_HOLDEM_LEVEL, horse_drill_set
from dealer_trainer.drills.streets import StreetDrill
from dealer_trainer.engine.betting_table import Structure


def test_the_games_are_in_horse_order_each_with_its_structure():
    assert [g.key for g in HORSE] == ["limit_holdem", "omaha_hilo", "razz", "stud", "stud_hilo"]
    assert "".join(g.name[0] for g in HORSE) == "LORSS"  # H(old'em) O R S E(ight or better)
    assert all("fixed limit" in g.structure for g in HORSE)
    assert "eight or better" in HORSE[1].structure and "bring-in" in HORSE[2].structure
    assert [g.key for g in HORSE if g.deal is not None] == ["limit_holdem"]  # the slots still to fill


def test_the_set_deals_limit_hold_em_street_hands_and_names_the_empty_slots(tmp_path):
    drill_set = horse_drill_set(5, per_game=3)
    assert drill_set.title == "HORSE mixed games"
    hands = drill_set.entries
    assert len(hands) == 3 and all(isinstance(h, StreetDrill) for h in hands)
    assert all(h.level == LIMIT_HOLDEM_LEVEL and h.table.structure == Structure.FIXED_LIMIT for h in hands)
    assert [h.code[:9] for h in hands] == ["T6-222227", "T6-222228", "T6-222229"]
    assert hands[0].title == "HORSE 1: Limit hold'em"
    notes = drill_set.notes.splitlines()
    assert notes[0] == "HORSE, in order:" and len(notes) == 6
    assert notes[1].startswith("1. Limit hold'em (street hands): fixed limit: the small bet")
    assert notes[2].startswith("2. Omaha hi-lo, eight or better") and notes[2].endswith("(not dealt yet)")
    assert all(line.endswith("(not dealt yet)") for line in notes[2:])
    path = tmp_path / "horse.json"
    save_drill_set(path, drill_set)
    again = load_drill_set(path)
    assert [(e.code, e.title) for e in again.entries] == [(h.code, h.title) for h in hands]
    assert again.notes == drill_set.notes
    with pytest.raises(ValueError):
        horse_drill_set(5, per_game=0)
