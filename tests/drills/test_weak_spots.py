"""Weak spots: every checker code has a topic, advice follows the counts, drills fit the aim."""

from __future__ import annotations

import random

import pytest

from dealer_trainer.drills.award_checking import AWARD_CODES
from dealer_trainer.drills.checking import BUILD_CODES
from dealer_trainer.drills.weak_spots import (
    AIMS,
    TOPICS,
    advice,
    level_to_practise,
    weak_codes,
    weak_spot_drills,
)


def test_every_mistake_code_has_a_topic_with_a_known_aim_and_rule_section():
    from pathlib import Path

    rules = (Path(__file__).resolve().parents[2] / "docs" / "rules.md").read_text(encoding="utf-8")
    assert set(TOPICS) == set(BUILD_CODES) | set(AWARD_CODES)
    for topic in TOPICS.values():
        assert topic.aim in AIMS or topic.aim.startswith("showdown:")
        section = topic.rule.split("#", 1)[1]
        headings = {
            line[3:].strip().lower().replace(" ", "-")
            for line in rules.splitlines()
            if line.startswith("## ")
        }
        assert section in headings, topic.code


def test_weak_codes_put_repeated_mistakes_first():
    assert weak_codes({"amount_off": 1, "wrong_split": 3, "missing_pot": 3, "bogus": 9}) == [
        "missing_pot",  # ties in checker order: build codes before award codes
        "wrong_split",
    ]
    assert weak_codes({"amount_off": 1}) == ["amount_off"]  # once, when that is all there is


def test_advice_by_hand():
    assert advice({}, 0, {}, 0).level == 1
    a = advice({"uncalled_in_pot": 4, "dead_money_missing": 2}, 50, {2: (50, 30)}, 2)
    assert a.codes == ("uncalled_in_pot", "dead_money_missing")
    assert a.text.startswith(
        "Practise your weak spots: you put the uncalled bet in a pot 4 times in your last 50"
    )
    up = advice({"amount_off": 1}, 20, {2: (20, 17)}, 2)  # 85 % over 20 drills: up a level
    assert up.level == 3 and "move up to level 3" in up.text
    stay = advice({}, 20, {2: (20, 15)}, 2)  # 75 %: not yet
    assert stay.level == 2 and "75%" in stay.text and "the bar is 80 %" in stay.text
    assert advice({}, 5, {2: (5, 5)}, 2).level == 2  # too few drills to move up


@pytest.mark.parametrize("code", ["uncalled_in_pot", "dead_money_missing", "folded_chips_left", "pots_merged",
                                  "chips_from_ineligible_seat", "wrong_split"])  # fmt: skip
def test_each_drill_dealt_has_what_its_mistake_needs(code):
    (chosen,) = weak_spot_drills({code: 2}, 30, random.Random(11), count=1)
    drill, settlement = chosen.drill, chosen.drill.settlement()
    assert chosen.code == code and drill.title.startswith("Weak spot:")
    assert "2 times in your last 30 drills" in chosen.why
    if code == "uncalled_in_pot":
        assert settlement.returned is not None
    elif code == "dead_money_missing":
        assert drill.dead > 0
    elif code == "folded_chips_left":
        assert any(s.folded and s.committed for s in drill.seats)
    elif code == "pots_merged":
        assert len(settlement.pots) >= 3
    elif code == "chips_from_ineligible_seat":
        assert any(len(p.shares) > len(p.eligible) for p in settlement.pots[1:])
    else:  # a tie in a side pot, with the cards to read
        assert drill.board and any(len(a.to) > 1 for a in drill.settlement().awards)


def test_no_mistakes_no_weak_spots():
    with pytest.raises(ValueError, match="no weak spot"):
        weak_spot_drills({}, 10, random.Random(1))


def test_each_level_is_read_on_its_own():
    """Issue 27 §1: after drills of four levels, "Keep practising level 1: 100 % right first time
    over your last 1 drill (the bar is 80 %)" read the levels together."""
    passed_three = {1: (21, 21), 2: (16, 15), 3: (16, 14), 4: (16, 8)}
    assert level_to_practise(passed_three, 1) == 4  # the lowest level played and not passed
    a = advice({}, 50, passed_three, 1)
    assert a.level == 4 and a.text.startswith(
        "Keep practising level 4: 50% right first time over your last 16"
    )
    assert level_to_practise({1: (20, 19), 2: (12, 5)}, 1) == 2
    assert level_to_practise({1: (20, 19)}, 1) == 1  # passed, the highest played: move up from it
    assert advice({}, 20, {1: (20, 19)}, 1).level == 2
    few = advice({}, 1, {1: (1, 1)}, 1)  # right, but too few drills to pass
    assert few.level == 1 and few.text == (
        "Level 1: 100% right first time over 1 drill so far: 9 more at the 80 % bar to move up."
    )
    assert level_to_practise({}, 0) == 1 and level_to_practise({0: (5, 5)}, 3) == 3


def test_a_street_hands_wrong_ruling_is_named_in_words_in_progress():
    # hostile trial (stop 25): Progress and the class view showed "ruling effective stack"
    from dealer_trainer import i18n
    from dealer_trainer.drills.weak_spots import mistake_words

    assert mistake_words("ruling_effective_stack") == "a wrong ruling: The effective stack"
    assert mistake_words("ruling_min_raise") == "a wrong ruling: The smallest legal raise"
    i18n.set_language("nl")
    try:
        assert mistake_words("ruling_effective_stack") == "een verkeerde beslissing: De effectieve stapel"
    finally:
        i18n.set_language("en")
