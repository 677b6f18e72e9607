"""Street hands of the card room's mix: a bomb pot's seats carry no blind labels (no blinds are
posted), and the option of a player who posted live is asked with the answer no too (a raise came
before the poster's turn). Hand-worked from the dealt hands."""

from __future__ import annotations

from dealer_trainer.drills.playthrough import PlayThrough
from dealer_trainer.drills.rulings import candidates
from dealer_trainer.drills.street_files import street_from_dict, street_to_dict
from dealer_trainer.drills.streets import mix_kind, street_drill_for_seed, street_drill_from_code


def test_a_bomb_pot_hand_labels_no_seat_sb_or_bb():
    sd = street_drill_from_code("T2-222249-2C")  # a bomb pot, six seats
    assert mix_kind(sd.table) == "bomb_pot"
    labels = dict(sd.positions)
    assert "SB" not in labels.values() and "BB" not in labels.values()
    assert labels[sd.table.button] == "BTN"
    blinds = (sd.table.small_blind_seat, sd.table.big_blind_seat)
    assert [labels[s] for s in blinds] == ["", ""]
    again = street_from_dict(street_to_dict(sd))  # a file of the hand says the same
    assert "SB" not in again.positions.values() and "BB" not in again.positions.values()


def test_other_mixes_keep_their_blind_labels():
    sd = street_drill_from_code("T1-222229-2S")  # a live post and a dead small blind
    assert mix_kind(sd.table) == "posts"
    assert {"SB", "BB", "POST"} <= set(sd.positions.values())


def test_the_option_of_a_live_post_is_no_when_a_raise_came_first():
    sd = street_drill_from_code("T1-222273-2B")  # Luis posts $10 live; Diego raises before his turn
    (option,) = candidates(sd, sd.stakes.format, ["post_option"])
    assert option.answer is False and option.choices == ("yes", "no") and option.step == 1
    assert option.question == "Luis posted $10 live and Diego raised to $240. May Luis check?"
    assert "must call $230 more" in option.why and option.rule == "posts"  # 240 - 10
    play = PlayThrough.start(sd, [option])
    while play.due is None:
        play = play.advance()
    play, verdict = play.answer("no")
    assert verdict.correct


def test_the_options_answers_are_yes_and_no_across_the_posts_hands():
    answers = []
    for level in (1, 2):
        for seed in range(200):
            sd = street_drill_for_seed(level, seed)
            if mix_kind(sd.table) == "posts":
                answers += [r.answer for r in candidates(sd, sd.stakes.format, ["post_option"])]
    assert True in answers and False in answers
