"""Straddles, re-straddles, button straddles, live and dead posts and bomb pots in street drills:
hands worked by hand (tests/data/streets/straddle_hands.json, each with its note) read from a
drill file and played through with their rulings answered right and wrong; the generator's mix
(version-2 codes) beside the version-1 codes that deal their old hands."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from dealer_trainer.commands import main
from dealer_trainer.drills.codes import SEED_SPACE
from dealer_trainer.drills.errors import DrillError, describe
from dealer_trainer.drills.playthrough import Phase, PlayThrough
from dealer_trainer.drills.rulings import MIX_KINDS, candidates, ruling_drill, rulings_for
from dealer_trainer.drills.street_files import street_from_dict, street_to_dict
from dealer_trainer.drills.streets import (
    MIX_LEVELS,
    MIXES,
    encode_street,
    mix_kind,
    seed_version,
    street_drill_for_seed,
    street_drill_from_code,
)
from dealer_trainer.drills.streets_text import street_drill_text
from dealer_trainer.engine.betting import Action
from dealer_trainer.engine.betting_table import Street

HANDS = json.loads((Path(__file__).parent.parent / "data" / "streets" / "straddle_hands.json").read_text())


def hand(name: str, **changes):
    data = {k: v for k, v in HANDS[name].items() if k != "note"} | changes
    return street_from_dict({"streets": data, "notes": HANDS[name]["note"]})


def pots(sd):
    """Street -> the pots after its pull-in (main first)."""
    return {r.street: [p.amount for p in r.after.settlement().pots] for r in sd.rounds}


def ruling(sd, kind, step):
    return next(r for r in candidates(sd, sd.stakes.format, (kind,)) if r.step == step)


def play_to_end(play: PlayThrough, answers: dict[int, str] | None = None):
    """Play ``play`` through, answering each ruling at its step from ``answers`` (by the
    ruling's index in the play's rulings) and building every pull-in right; the verdicts."""
    verdicts = []
    answers = answers or {}
    while play.phase != Phase.DONE:
        if play.phase == Phase.RULING:
            due = play.due
            play, verdict = play.answer(answers[play.rulings.index(due)])
            verdicts.append(verdict)
        elif play.phase == Phase.PULL_IN:
            play = play.pulled_in(True)
        else:
            play = play.advance()
    return play, verdicts


def test_a_drill_file_takes_every_hand_of_the_mix_and_builds_the_pots_worked_by_hand():
    restraddle = hand("restraddle")
    assert pots(restraddle) == {
        Street.PREFLOP: [83],  # 20 x 4 + 1 + 2
        Street.FLOP: [203],  # 60 x 3 + 20 (Dov) + 1 + 2
        Street.TURN: [203, 100],
        Street.RIVER: [203, 100],
    }
    assert restraddle.positions["Cai"] == "STR" and restraddle.positions["Dov"] == "STR2"
    for name in ("button_straddle_small_blind", "button_straddle_under_the_gun"):
        assert pots(hand(name))[Street.RIVER] == [20]  # 4 x 5
    posts = hand("posts")
    assert pots(posts)[Street.PREFLOP] == [11]  # 5 x 2 + 1 dead
    assert posts.rounds[0].after.dead == 1 and posts.positions["Dov"] == "POST"
    bomb = hand("bomb_pot")
    assert [r.street for r in bomb.rounds] == [Street.FLOP, Street.TURN, Street.RIVER]
    assert bomb.rounds[0].before is not None and bomb.rounds[0].before.settlement().pots[0].amount == 20
    assert pots(bomb)[Street.FLOP] == [28]  # 5 x 4 + 2 x 4
    for sd in (restraddle, posts, bomb):  # written back as read
        again = street_from_dict(street_to_dict(sd))
        assert again.table == sd.table and again.steps == sd.steps


def test_the_hand_text_says_the_straddles_posts_dead_money_and_bomb_pot():
    text = street_drill_text(hand("restraddle"), lambda rows, head: "")
    assert (
        "Cai straddles $4\nDov straddles $10\nStraddled: Dov acts last before the flop; a call is $10."
        in text
    )
    text = street_drill_text(hand("posts"), lambda rows, head: "")
    assert "Dov posts $2 live\nDov posts $1 dead\nDead money in the middle: $1 (in no player's bet)." in text
    text = street_drill_text(hand("bomb_pot"), lambda rows, head: "")
    assert "Bomb pot: every player antes $5; no blinds and no betting before the flop" in text
    assert "Eve antes $5" in text and "Preflop" not in text and "Flop:" in text
    text = street_drill_text(hand("button_straddle_under_the_gun"), lambda rows, head: "")
    assert "Button straddle: under the gun acts first before the flop" in text


def test_after_a_re_straddle_left_of_the_last_straddle_acts_first_and_raises_to_twice_it():
    sd = hand("restraddle")
    first, smallest = ruling(sd, "first_to_act", 0), ruling(sd, "straddle_raise", 0)
    assert (first.answer, smallest.answer) == ("Eve", 20)
    assert "left of the last straddle (Dov)" in first.why and "docs/rules.md#straddle" in first.source
    assert "WSOP Live Action Rules 22 and 165" in smallest.source
    play, verdicts = play_to_end(PlayThrough.start(sd, [first, smallest]), {0: "Fay", 1: "20"})
    assert [v.correct for v in verdicts] == [False, True]
    assert verdicts[0].message == "Not right: the answer is Eve."
    assert play.mistakes == ("ruling_first_to_act",)
    assert play.pull_ins[0].right_first_time is False  # the wrong ruling goes with its pull-in
    assert play.rulings_right == 1


@pytest.mark.parametrize(
    ("name", "first", "after_dov"),
    [("button_straddle_small_blind", "Sam", "Eve"), ("button_straddle_under_the_gun", "Cai", "Sam")],
)
def test_after_a_button_straddle_the_house_rule_says_who_acts_first(name, first, after_dov):
    sd = hand(name)
    opening = ruling(sd, "first_to_act", 0)
    assert opening.answer == first and opening.rule == "button_straddle"
    dov = next(i for i, s in enumerate(sd.steps) if isinstance(s, Action) and s.seat == "Dov")
    next_after_dov = ruling(sd, "who_acts", dov + 1)
    assert next_after_dov.answer == after_dov and "docs/rules.md#button-straddle" in next_after_dov.source
    assert ruling(sd, "straddle_raise", 0).answer == 8  # to twice the button's 4
    play, verdicts = play_to_end(PlayThrough.start(sd, [opening, next_after_dov]), {0: first, 1: "Dov"})
    assert [v.correct for v in verdicts] == [True, after_dov == "Dov"]
    assert play.mistakes == ("ruling_who_acts",)


def test_a_live_post_has_the_option_and_its_dead_small_blind_is_dead_money():
    sd = hand("posts")
    dead, option = ruling(sd, "dead_money", 0), ruling(sd, "post_option", 1)
    assert dead.answer == 1 and "docs/rules.md#posts-and-dead-money" in dead.source
    assert option.answer is True and option.choices == ("yes", "no")
    assert "to at least $4" in option.why
    play, verdicts = play_to_end(PlayThrough.start(sd, [dead, option]), {0: "3", 1: "yes"})
    assert [v.correct for v in verdicts] == [False, True]
    assert verdicts[0].message == "Not right: the answer is $1."
    assert play.mistakes == ("ruling_dead_money",)


def test_a_bomb_pot_starts_on_the_flop_left_of_the_button_and_bets_at_least_the_big_blind():
    sd = hand("bomb_pot")
    first, bet = ruling(sd, "first_to_act", 0), ruling(sd, "min_raise", 0)
    assert (first.answer, bet.answer) == ("Sam", 2)
    assert first.rule == "bomb_pot" and "WSOP Live Action Rule 31" in first.source
    play = PlayThrough.start(sd, [first])
    assert play.phase == Phase.RULING and play.state.street == Street.FLOP
    play, verdicts = play_to_end(play, {0: "Sam"})
    assert verdicts[0].correct and play.pull_ins[0].street == Street.FLOP


def test_a_half_raise_that_reopens_the_betting_is_a_may_raise_ruling_with_its_house_rule():
    data = {
        "structure": "no-limit",
        "seats": ["A", "B", "C"],
        "button": "A",
        "stacks": {"A": 100, "B": 100, "C": 18},
        "blinds": {"small": 1, "big": 2},
        "reopen": "half-raise",
        "actions": [
            {"seat": "A", "do": "call"},
            {"seat": "B", "do": "call"},
            {"seat": "C", "do": "check"},
            {"street": "flop"},
            {"seat": "B", "do": "bet", "to": 10},
            {"seat": "C", "do": "all-in"},  # to 16: by 6, at least half of 10
            {"seat": "A", "do": "call"},
            {"seat": "B", "do": "call"},
            {"street": "turn"},
            {"seat": "B", "do": "check"},
            {"seat": "A", "do": "check"},
            {"street": "river"},
            {"seat": "B", "do": "check"},
            {"seat": "A", "do": "check"},
        ],
    }
    sd = street_from_dict({"streets": data})
    asked = ruling(sd, "may_raise", 7)
    assert asked.answer is True and asked.rule == "half_raise"
    assert "half-raise" in asked.why and "$6" in asked.why
    full = street_from_dict({"streets": data | {"reopen": "full-bet"}})
    assert ruling(full, "may_raise", 7).answer is False
    short = street_from_dict({"streets": data | {"stacks": {"A": 100, "B": 100, "C": 16}}})  # to 14: by 4
    closed = ruling(short, "may_raise", 7)
    assert closed.answer is False and closed.rule == "half_raise"
    assert "less than half the last full raise of $10" in closed.why
    play, verdicts = play_to_end(PlayThrough.start(short, [closed]), {0: "yes"})
    assert not verdicts[0].correct and play.mistakes == ("ruling_may_raise",)


def test_one_seed_in_four_at_the_mix_levels_deals_the_mix_with_a_version_2_code():
    assert [seed_version(1, s) for s in range(8)] == [1, 1, 1, 2, 1, 1, 1, 2]
    assert {seed_version(level, 3) for level in (3, 6)} == {1}
    seen = set()
    for level in MIX_LEVELS:
        for seed in range(3, 3 + 4 * 24, 4):
            sd = street_drill_for_seed(level, seed)
            assert sd.code.split("-")[2][0] == "2" and street_drill_from_code(sd.code).steps == sd.steps
            kind = mix_kind(sd.table)
            seen.add((kind, str(sd.table.button_straddle_first) if kind == "button_straddle" else ""))
    assert {k for k, _ in seen} == set(MIXES)
    assert ("button_straddle", "small-blind") in seen and ("button_straddle", "under-the-gun") in seen


def test_a_version_1_code_of_a_mixed_seed_still_deals_its_old_hand():
    old = street_drill_from_code("T1-222225")  # seed 3, written before the check character
    assert old.code == encode_street(1, 3, 1) == "T1-222225-1A"
    assert mix_kind(old.table) is None and not old.table.posts[2:]  # the blinds only
    assert old.steps == street_drill_for_seed(1, 3, 1).steps
    assert mix_kind(street_drill_for_seed(1, 3).table) is not None


def test_a_version_2_code_of_a_level_without_the_mix_is_refused_in_one_line(capsys):
    with pytest.raises(DrillError) as info:
        street_drill_for_seed(3, 3, 2)
    assert describe(info.value) == (
        "code: 'T3-222225-2R' is not a street drill code like T2-7K2Q9X-19: street drill codes are of "
        "version 1, or 2 at levels 1, 2, 4 and 5 (the digit after the second dash)"
    )
    code = street_drill_for_seed(1, 3).code.replace("T1", "T3")
    assert main(["drill", "--streets", "--code", code]) == 2
    assert capsys.readouterr().err.count("\n") == 1


def test_the_mix_rulings_are_offered_and_the_rulings_menu_finds_a_hand_for_each():
    for kind in MIX_KINDS:
        sd = ruling_drill(kind, 11)
        assert mix_kind(sd.table) is not None and candidates(sd, str, (kind,))
    asked = {r.kind for s in range(3, 3 + 4 * 12, 4) for r in rulings_for(*_drill_and_money(1, s))}
    assert {"first_to_act", "straddle_raise"} <= asked


def _drill_and_money(level, seed):
    sd = street_drill_for_seed(level, seed % SEED_SPACE)
    return sd, sd.stakes.format
