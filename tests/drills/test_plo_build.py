"""Pot-limit Omaha in the build levels: one seed in four at level 2 deals a pot-limit Omaha hand
(code version 3); every older code deals its old drill."""

from __future__ import annotations

import pytest
from drill_legality import all_in_levels, legality_problems, referee_problems

from dealer_trainer.commands import main
from dealer_trainer.drills.codes import PLO_VERSION, decode_version, read_code
from dealer_trainer.drills.errors import DrillError
from dealer_trainer.drills.files import drill_to_dict
from dealer_trainer.drills.generator import drill_for_seed, drill_from_code, drill_with_actions, seed_version
from dealer_trainer.drills.models import has_showdown
from dealer_trainer.engine.showdown import Game


def test_one_seed_in_four_at_level_2_deals_pot_limit_omaha_in_new_codes():
    assert [seed_version(2, seed) for seed in range(8)] == [4, 4, 4, 3, 4, 4, 4, 3]
    assert {seed_version(level, 3) for level in (1, 3, 4)} == {4}
    assert seed_version(5, 3) == 3  # level 5's own version 3: boards run more than once
    for seed in range(3, 3 + 4 * 25, 4):
        drill = drill_for_seed(2, seed)
        assert decode_version(drill.code) == (2, seed, PLO_VERSION) and drill.code.split("-")[2][0] == "3"
        assert drill.game == Game.OMAHA and drill.title.endswith("pot-limit Omaha")
        assert legality_problems(drill) == [], drill.code
        live = [s for s in drill.seats if not s.folded]
        assert all(len(s.hole) == 8 for s in live) and len(drill.board) == 10
        settled = drill.settlement()
        assert len(all_in_levels(drill)) == 2 and settled.returned is not None and len(settled.pots) >= 2
        assert any(s.folded and s.committed and s.position in ("SB", "BB") for s in drill.seats)
        assert has_showdown(drill)
        again, actions = drill_with_actions(2, seed)
        assert drill_to_dict(again) == drill_to_dict(drill) == drill_to_dict(drill_from_code(drill.code))
        assert referee_problems(drill, actions) == [], drill.code


def test_old_codes_of_the_same_seeds_deal_their_old_hold_em_drills():
    old = drill_for_seed(2, 3, 2)
    assert old.code == "L2-222225-2W" and old.game == Game.HOLDEM
    assert all(len(s.hole) in (0, 4) for s in old.seats)
    assert drill_from_code("L2-222225-2") == old  # the same code written before the check


def test_version_3_is_refused_where_no_omaha_is_dealt():
    with pytest.raises(DrillError) as info:
        drill_for_seed(1, 3, PLO_VERSION)
    assert info.value.code == "bad_drill_code" and info.value.values["reason"] == "version"
    with pytest.raises(DrillError):
        read_code("L2-222225-3")  # no version-3 code was ever written without its check


def test_drill_prints_a_pot_limit_omaha_build_with_its_hand(capsys):
    assert main(["drill", "--level", "2", "--seed", "7", "--answer", "--actions"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("L2-222229-3") and "Level 2 drill · pot-limit Omaha" in out
    assert "How the hand went:" in out and "Side pot 1" in out and "back to" in out
    assert main(["drill", "--level", "2", "--seed", "6"]) == 0
    assert "Omaha" not in capsys.readouterr().out  # the other seeds: hold'em as before
