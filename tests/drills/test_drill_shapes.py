"""Generator version 4: each build level deals several shapes (issue 31 §3), old codes as before."""

from __future__ import annotations

from collections import Counter

import pytest

from dealer_trainer.drills.codes import decode_version
from dealer_trainer.drills.generator import drill_with_actions
from dealer_trainer.drills.shapes import HandFacts, classify, drill_shape

DRILLS_PER_LEVEL = 150


@pytest.mark.parametrize("level", (1, 2, 3, 4))
def test_each_build_level_deals_three_shapes_or_more_none_above_60_percent(level):
    shapes = Counter(drill_shape(*drill_with_actions(level, seed)) for seed in range(DRILLS_PER_LEVEL))
    assert len(shapes) >= 3, shapes
    assert max(shapes.values()) <= 0.6 * DRILLS_PER_LEVEL, shapes


def test_new_build_codes_are_version_4_and_level_2_omaha_stays_version_3():
    assert [decode_version(drill_with_actions(level, 0)[0].code)[2] for level in (1, 2, 3, 4, 5)] == [
        4,
        4,
        4,
        4,
        3,
    ]
    assert decode_version(drill_with_actions(2, 3)[0].code)[2] == 3


def test_some_level_4_drill_has_an_uncontested_side_pot():
    shapes = {drill_shape(*drill_with_actions(4, seed)) for seed in range(40)}
    assert "uncontested_side_pot" in shapes


def test_the_classifier_reads_an_uncontested_side_pot_and_folded_chips():
    # Anna all-in 100; Bram and Chris 300 each, Chris folded on the flop to Bram's uncalled bet
    facts = HandFacts((100, 500, 300), (False, False, True), (True, False, False), (False,) * 3, False, 10)
    assert classify(facts) == "uncontested_side_pot"
    facts = HandFacts((100, 300, 300), (False, False, False), (True, False, False), (False,) * 3, True, 1)
    assert classify(facts) == "no_uncalled_bet"
