"""Omaha hi-lo fixed-limit street hands (Streets level 8, issue 29): four hole cards a seat, the
small bet and the big bet, a side pot, and a showdown whose pots are halved high and low; the
last pull-in's drill is an Omaha hi-lo drill the award splits by half; a T8 code deals the same
hand again and a drill file keeps it."""

from __future__ import annotations

import pytest

from dealer_trainer.drills.files import DrillSet, load_drill_set, save_drill_set
from dealer_trainer.drills.rulings import ruling_drill
from dealer_trainer.drills.streets import (
    OMAHA_HILO_LEVEL,
    PLO_LEVEL,
    pots_formed,
    street_drill_for_seed,
    street_drill_from_code,
)
from dealer_trainer.engine.betting_table import Structure
from dealer_trainer.engine.showdown import Game


@pytest.mark.parametrize("seed", range(6))
def test_level_8_deals_omaha_hilo_in_fixed_limit_with_a_split_pot(seed):
    sd = street_drill_for_seed(OMAHA_HILO_LEVEL, seed)
    assert sd.code.startswith("T8-") and sd.variant == "omaha-hilo"
    assert sd.table.game == Game.OMAHA and sd.table.structure == Structure.FIXED_LIMIT
    assert all(len(cards) == 8 for cards in sd.hole.values()) and len(sd.board) == 10
    assert any(k > 0 for k in pots_formed(sd).values())  # a side pot
    final = sd.final_drill()
    assert final.variant == "omaha-hilo" and final.hilo and final.board == sd.board
    halves: dict[int, dict[str | None, set[str]]] = {}
    for a in final.settlement().awards:
        halves.setdefault(a.pot.index, {})[a.half] = set(a.winners)
    assert any("low" in h and h["low"] != h["high"] for h in halves.values())
    assert street_drill_from_code(sd.code).final_drill() == final


def test_the_earlier_rounds_of_a_level_8_hand_show_no_cards():
    sd = street_drill_for_seed(OMAHA_HILO_LEVEL, 1)
    for r in sd.rounds[:-1]:
        assert not any(s.hole for s in r.after.seats)


def test_other_levels_are_not_hi_lo():
    assert street_drill_for_seed(PLO_LEVEL, 1).variant == "" and street_drill_for_seed(6, 1).variant == ""
    assert street_drill_for_seed(PLO_LEVEL, 1).final_drill().variant == ""


def test_rulings_in_hold_em_never_deal_an_omaha_hilo_hand():
    assert ruling_drill("may_raise", 5).level not in (PLO_LEVEL, OMAHA_HILO_LEVEL)


def test_a_level_8_hand_in_a_drill_file_opens_again(tmp_path):
    sd = street_drill_for_seed(OMAHA_HILO_LEVEL, 4)
    path = tmp_path / "hilo-streets.json"
    save_drill_set(path, DrillSet("Omaha hi-lo", entries=(sd,)))
    [loaded] = load_drill_set(path).entries
    assert loaded.variant == "omaha-hilo" and loaded.final_drill() == sd.final_drill()
