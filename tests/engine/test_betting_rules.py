"""The betting referee's rulings, case by case: the rulings engines and players most often get
wrong (issue 15), who acts, the deal (antes, blinds, big-blind ante, straddle), pot limit, the
fixed-limit cap and completion, and the refusals of illegal actions."""

from __future__ import annotations

import pytest
from betting_helpers import (
    FLOP,
    RIVER,
    TURN,
    act,
    all_in,
    bet,
    call,
    check,
    fold,
    game,
    pots,
    raise_range,
    raise_to,
    referee,
    refusal,
    with_actions,
)

from dealer_trainer.engine.betting import BettingState
from dealer_trainer.engine.betting_io import hand_from_dict

# ---- the rulings most often got wrong ----------------------------------------------------------


def test_the_smallest_reraise_is_a_full_raise_not_capped_at_a_short_opponent_s_stack():
    # A bets 100 with only 150 behind in all; B's smallest raise is still to 200, and B may
    # raise to any amount up to B's stack: the part A cannot call goes back
    data = game(["A", "B", "C"], [250, 10_000, 10_000], blinds=(50, 100))
    pre = (call("C"), call("A"), check("B"), FLOP)
    result = referee(with_actions(data, *pre, bet("A", 100)))
    assert result["to_act"] == "B" and raise_range(result) == (200, 9_900)
    result = referee(with_actions(data, *pre, check("A"), bet("B", 100), fold("C")))
    assert result["to_act"] == "A" and raise_range(result) == (150, 150)  # all-in below the minimum


def test_a_player_who_acted_facing_less_than_a_full_raise_may_not_reraise():
    data = game(["A", "B", "C"], [10_000, 80, 10_000], blinds=(5, 10))
    line = (call("C"), call("A"), check("B"), FLOP, bet("A", 50), all_in("B"), call("C"))
    # B's all-in to 70 raised A's 50 by only 20, not a full raise of 50: A may call 20 or fold
    result = referee(with_actions(data, *line))
    assert result["to_act"] == "A" and result["legal"]["call"] == 20 and result["legal"]["raise"] is None
    assert "47-A" in refusal(with_actions(data, *line, raise_to("A", 500)))


def test_several_short_all_ins_that_make_a_full_raise_do_reopen():
    data = game(["A", "B", "C", "D"], [10_000, 250, 310, 10_000], blinds=(50, 100))
    pre = (call("C"), call("D"), call("A"), check("B"), FLOP)
    line = (bet("A", 100), all_in("B"), all_in("C"), call("D"))  # all-ins to 150 and 210
    result = referee(with_actions(data, *pre, *line))
    assert result["to_act"] == "A" and result["legal"]["call"] == 110 and raise_range(result) == (310, 9_900)


def test_a_later_short_all_in_does_not_take_back_a_reopening_already_owed():
    # 160 and 220 reopen the betting for A (120 over A's 100); one more short all-in to 260 does
    # not close it again: A faces 160 more, more than a full raise
    data = game(["A", "B", "C", "D", "E"], [10_000, 260, 320, 360, 10_000], blinds=(50, 100))
    pre = (call("C"), call("D"), call("E"), call("A"), check("B"), FLOP)
    line = (bet("A", 100), all_in("B"), all_in("C"), all_in("D"), call("E"))
    result = referee(with_actions(data, *pre, *line))
    assert result["to_act"] == "A" and result["legal"]["call"] == 160 and raise_range(result) == (360, 9_900)


def test_a_big_blind_whose_blind_took_its_whole_stack_gets_no_option():
    data = game(["SB", "BB", "UTG", "BTN"], [1_000, 100, 1_000, 1_000], blinds=(50, 100), button="BTN")
    result = referee(with_actions(data, call("UTG"), call("BTN"), call("SB")))
    # everyone limped; the big blind is all-in: nobody acts, the flop is dealt
    assert result["street"] == "flop" and result["to_act"] == "SB"
    assert pots(result) == [("Main pot", 400, ["SB", "BB", "UTG", "BTN"])]
    assert "BB is all-in and acts no more" in refusal(
        with_actions(data, call("UTG"), call("BTN"), call("SB"), check("BB"))
    )


def test_a_big_blind_with_chips_keeps_the_option():
    data = game(["SB", "BB", "UTG", "BTN"], 1_000, blinds=(50, 100), button="BTN")
    result = referee(with_actions(data, call("UTG"), call("BTN"), call("SB")))
    assert result["to_act"] == "BB" and result["legal"]["check"] and raise_range(result) == (200, 1_000)
    assert result["legal"]["fold"] is False


def test_after_a_short_all_in_big_blind_the_next_players_owe_the_full_big_blind():
    data = game(["SB", "BB", "UTG", "BTN"], [1_000, 70, 1_000, 1_000], blinds=(50, 100), button="BTN")
    result = referee(data)
    assert result["in_front"] == {"SB": 50, "BB": 70}
    assert (
        result["to_act"] == "UTG" and result["legal"]["call"] == 100 and raise_range(result) == (200, 1_000)
    )
    result = referee(with_actions(data, call("UTG"), call("BTN"), call("SB")))
    assert result["street"] == "flop"
    assert pots(result) == [
        ("Main pot", 280, ["SB", "BB", "UTG", "BTN"]),
        ("Side pot 1", 90, ["SB", "UTG", "BTN"]),
    ]


def test_after_a_pre_flop_all_in_for_less_than_the_big_blind_the_call_is_still_the_big_blind():
    data = game(["SB", "BB", "UTG", "BTN"], [1_000, 1_000, 60, 1_000], blinds=(50, 100), button="BTN")
    result = referee(with_actions(data, all_in("UTG")))
    assert result["in_front"] == {"SB": 50, "BB": 100, "UTG": 60}
    assert (
        result["to_act"] == "BTN" and result["legal"]["call"] == 100 and raise_range(result) == (200, 1_000)
    )


def test_heads_up_short_big_blind_the_button_completes_to_the_full_blind_and_gets_the_rest_back():
    data = game(["B", "S"], [70, 1_000], blinds=(50, 100), button="S")
    result = referee(data)
    assert result["to_act"] == "S" and result["legal"]["call"] == 50
    assert result["legal"]["raise"] is None and "nobody could call" in result["legal"]["raise_closed"]
    result = referee(with_actions(data, call("S")))
    assert result["street"] == "showdown" and result["returned"] == {"S": 30}
    assert pots(result) == [("Main pot", 140, ["B", "S"])]


# ---- who acts -------------------------------------------------------------------------------


def test_heads_up_the_button_posts_the_small_blind_acts_first_pre_flop_and_last_after():
    data = game(["X", "Y"], 1_000, blinds=(5, 10), button="Y")
    result = referee(data)
    assert result["in_front"] == {"X": 10, "Y": 5} and result["to_act"] == "Y"
    result = referee(with_actions(data, call("Y"), check("X")))
    assert result["street"] == "flop" and result["to_act"] == "X"


def test_out_of_turn_and_folded_and_all_in_seats_are_refused():
    data = game(["A", "B", "C", "D"], [1_000, 1_000, 1_000, 50], blinds=(5, 10))
    assert refusal(with_actions(data, call("A"))) == (
        "item 1: A may not call: it is C's turn, not A's (action out of turn); "
        "TDA 2024 Rule 53; docs/rules.md#who-acts"
    )
    assert "C has folded" in refusal(with_actions(data, fold("C"), call("C")))
    assert "D is all-in and acts no more" in refusal(
        with_actions(data, fold("C"), all_in("D"), fold("A"), call("D"))
    )
    assert "'Zed' is not one of the seats" in refusal(with_actions(data, call("Zed")))


def test_a_street_marker_is_required_before_the_street_s_first_action():
    data = game(["A", "B", "C"], 1_000, blinds=(5, 10))
    assert refusal(with_actions(data, call("C"), call("A"), check("B"), check("A"))) == (
        'item 4: A may not check: the preflop betting is over; put {"street": "flop"} before the flop\'s '
        "first action; TDA 2024 Rule 34-B; WSOP Live Action Rules 156, 157 and 165; docs/rules.md#who-acts"
    )


def test_after_the_last_fold_the_hand_is_over_on_that_street():
    data = game(["A", "B", "C"], 1_000, blinds=(5, 10))
    result = referee(
        with_actions(data, call("C"), call("A"), check("B"), FLOP, bet("A", 10), fold("B"), fold("C"))
    )
    assert result["street"] == "flop" and result["to_act"] is None
    assert result["returned"] == {"A": 10} and pots(result) == [("Main pot", 30, ["A"])]
    assert "everyone else has folded" in refusal(with_actions(data, fold("C"), fold("A"), check("B")))


def test_a_fold_when_the_seat_may_check_is_not_offered_but_binding():
    data = game(["A", "B", "C"], 1_000, blinds=(5, 10))
    result = referee(with_actions(data, call("C"), call("A"), check("B"), FLOP))
    assert result["legal"]["fold"] is False and result["legal"]["check"] is True
    result = referee(with_actions(data, call("C"), call("A"), check("B"), FLOP, fold("A")))
    assert result["to_act"] == "B"
    assert pots(result) == [("Main pot", 30, ["B", "C"])]


def test_all_in_run_out_markers_are_accepted_in_order_and_actions_refused():
    data = game(["A", "B"], [500, 1_000], blinds=(5, 10), button="A")
    line = (all_in("A"), call("B"))
    assert referee(with_actions(data, *line, FLOP, TURN, RIVER))["street"] == "showdown"
    assert "the betting is over: the hand goes to the showdown" in refusal(
        with_actions(data, *line, FLOP, check("B"))
    )
    with pytest.raises(Exception, match="wrong_street"):
        referee(with_actions(data, *line, TURN))


# ---- the deal: antes, big-blind ante, straddle ------------------------------------------------


def test_per_player_ante_all_in_for_part_of_the_ante():
    data = game(["A", "B", "C", "D"], [1_000, 1_000, 1_000, 60], blinds=(100, 200), ante=100)
    result = referee(data)
    assert pots(result) == [("Main pot", 240, ["A", "B", "C", "D"]), ("Side pot 1", 120, ["A", "B", "C"])]
    assert result["in_front"] == {"A": 100, "B": 200} and result["to_act"] == "C"


def test_big_blind_ante_big_blind_first_and_ante_first():
    seats = ["SB", "BB", "UTG", "BTN"]
    bb_first = game(
        seats, [10_000, 1_500, 10_000, 10_000], blinds=(500, 1_000), button="BTN", big_blind_ante=1_000
    )
    result = referee(bb_first)
    assert result["in_front"] == {"SB": 500, "BB": 1_000}
    assert pots(result) == [("Main pot", 500, ["SB", "BB", "UTG", "BTN"])]  # dead money
    assert result["legal"]["call"] == 1_000
    ante_first = {**bb_first, "bba_order": "ante-first"}
    result = referee(ante_first)
    assert result["in_front"] == {"SB": 500, "BB": 500}
    assert pots(result) == [("Main pot", 1_000, ["SB", "BB", "UTG", "BTN"])]
    assert result["legal"]["call"] == 1_000 and raise_range(result) == (2_000, 10_000)


def test_big_blind_all_in_for_the_ante_alone_still_plays_for_it():
    data = game(
        ["SB", "BB", "UTG"],
        [10_000, 600, 10_000],
        blinds=(500, 1_000),
        button="UTG",
        big_blind_ante=1_000,
        bba_order="ante-first",
    )
    state = BettingState.start(hand_from_dict(data).table)
    assert state.stacks["BB"] == 0 and state.bets["BB"] == 0 and state.dead == 600
    assert [(p.kind, p.amount, p.short) for p in state.table.posts if p.seat == "BB"] == [
        ("big_blind_ante", 600, True),
        ("big_blind", 0, True),
    ]
    result = referee(with_actions(data, call("UTG"), call("SB")))
    assert result["street"] == "flop" and result["to_act"] == "SB"
    assert pots(result) == [("Main pot", 600, ["SB", "BB", "UTG"]), ("Side pot 1", 2_000, ["SB", "UTG"])]


def test_straddle_counts_as_the_last_full_bet_and_acts_last():
    data = game(
        ["SB", "BB", "S", "D", "BTN"], 1_000, blinds=(1, 2), button="BTN", straddle={"seat": "S", "amount": 4}
    )
    result = referee(data)
    assert result["to_act"] == "D" and result["legal"]["call"] == 4 and raise_range(result) == (8, 1_000)
    result = referee(with_actions(data, call("D"), call("BTN"), call("SB"), call("BB")))
    assert result["to_act"] == "S" and result["legal"]["check"] and raise_range(result) == (8, 1_000)
    result = referee(with_actions(data, call("D"), call("BTN"), call("SB"), call("BB"), check("S"), FLOP))
    assert result["to_act"] == "SB" and raise_range(result) == (2, 996)  # the minimum bet is the big blind


@pytest.mark.parametrize(
    ("straddle", "fragment"),
    [
        ({"seat": "D", "amount": 4}, "only the seat left of the big blind ('S') may straddle"),
        ({"seat": "S", "amount": 3}, "must be at least twice the big blind (4)"),
        ({"seat": "S", "amount": 4000}, "less than the straddle"),
    ],
)
def test_bad_straddles_are_refused(straddle, fragment):
    from dealer_trainer.wording.betting_text import input_error

    data = game(["SB", "BB", "S", "D", "BTN"], 1_000, blinds=(1, 2), button="BTN", straddle=straddle)
    with pytest.raises(Exception) as info:
        hand_from_dict(data)
    assert fragment in input_error(info.value)


# ---- pot limit ----------------------------------------------------------------------------------


def test_pot_limit_after_the_flop_the_pot_raise_counts_the_bets_in_front():
    data = game(["A", "B", "C"], 10_000, blinds=(50, 100), structure="pot-limit")
    pre = (raise_to("C", 350), call("A"), call("B"), FLOP)  # 1,050 in the pot
    result = referee(with_actions(data, *pre))
    assert raise_range(result) == (100, 1_050)
    result = referee(with_actions(data, *pre, bet("A", 300)))
    assert raise_range(result) == (600, 1_950)  # 300 + (1,050 + 300 + 300)
    assert "the pot-size raise is to 1,950" in refusal(
        with_actions(data, *pre, bet("A", 300), raise_to("B", 2_000))
    )
    assert "pot-size raise is to 1,950" in refusal(with_actions(data, *pre, bet("A", 300), all_in("B")))


# ---- fixed limit --------------------------------------------------------------------------------


def limit_game(n: int, stacks: int = 1_000, **extra) -> dict:
    seats = [f"P{i}" for i in range(n)]
    return game(seats, stacks, blinds=(1, 2), structure="fixed-limit", **extra)


def test_fixed_limit_a_bet_and_four_raises_then_capped():
    data = limit_game(4)
    line = (raise_to("P2", 4), raise_to("P3", 6), raise_to("P0", 8), raise_to("P1", 10))
    result = referee(with_actions(data, *line))
    assert result["to_act"] == "P2" and result["legal"]["call"] == 6 and result["legal"]["raise"] is None
    assert result["legal"]["raise_closed"].startswith(
        "the betting is capped: 4 raises have been made this round"
    )
    result = referee(with_actions(data, *line[:3]))
    assert raise_range(result) == (10, 10)
    assert "exactly 10" in refusal(with_actions(data, *line[:3], raise_to("P1", 12)))


def test_fixed_limit_no_cap_in_a_round_that_begins_heads_up_unless_the_house_keeps_it():
    data = limit_game(2)
    line = [raise_to("P1", 4), raise_to("P0", 6), raise_to("P1", 8), raise_to("P0", 10)]
    assert raise_range(referee(with_actions(data, *line))) == (12, 12)
    result = referee(with_actions({**data, "cap_heads_up": True}, *line))
    assert result["legal"]["raise"] is None


def test_fixed_limit_turn_and_river_use_the_big_bet():
    data = limit_game(3)
    pre = (call("P2"), call("P0"), check("P1"), FLOP, check("P0"), check("P1"), check("P2"), TURN)
    assert raise_range(referee(with_actions(data, *pre))) == (4, 4)
    assert raise_range(referee(with_actions(data, *pre, bet("P0", 4)))) == (8, 8)


def test_fixed_limit_a_short_all_in_is_not_counted_toward_the_cap_a_completion_is():
    data = game(["P0", "P1", "P2", "P3"], [34, 1_000, 1_000, 1_000], blinds=(5, 10), structure="fixed-limit")
    line = (raise_to("P2", 20), raise_to("P3", 30), all_in("P0"))  # all-in to 34: less than half a bet
    result = referee(with_actions(data, *line))
    assert result["to_act"] == "P1" and raise_range(result) == (40, 40)  # the big blind may complete
    assert "complete the bet to 40" in refusal(with_actions(data, *line, raise_to("P1", 40)))
    line = (*line, act("P1", "complete", 40), raise_to("P2", 50))  # raises: 20, 30, 40, 50
    result = referee(with_actions(data, *line))
    assert result["to_act"] == "P3" and result["legal"]["call"] == 20 and result["legal"]["raise"] is None
    assert "capped" in result["legal"]["raise_closed"]
    # before P2's raise, P2 could still raise: the all-in to 34 was not counted as a raise
    assert raise_range(referee(with_actions(data, *line[:-1]))) == (50, 50)


def test_fixed_limit_half_a_bet_all_in_reopens_for_a_player_who_acted():
    data = game(["P0", "P1", "P2"], [1_000, 1_000, 46], blinds=(5, 10), structure="fixed-limit")
    line = (call("P2"), call("P0"), check("P1"), FLOP, bet("P0", 10), call("P1"), raise_to("P2", 20))
    # P2 has 36 left after the flop bet... so the raise to 20 is full; now a short case on the turn
    result = referee(with_actions(data, *line))
    assert result["to_act"] == "P0" and raise_range(result) == (30, 30)
    # on the turn (a bet of 20) P0 and P1 check and P2 is all-in for 16: at least half a bet, so
    # it counts as a full bet and both may raise, to 16 + 20 = 36
    turn = (call("P0"), call("P1"), TURN, check("P0"), check("P1"), all_in("P2"))
    result = referee(with_actions(data, *line, *turn))
    assert result["in_front"] == {"P2": 16} and result["to_act"] == "P0" and raise_range(result) == (36, 36)
    result = referee(with_actions(data, *line, *turn, call("P0")))
    assert result["to_act"] == "P1" and raise_range(result) == (36, 36)


def test_the_last_seat_with_chips_covering_every_all_in_does_not_act():
    # antes 1, blinds 1/2: the big blind and the button are all-in on the ante; the small blind's
    # 1 already covers every other chip: nothing to call, nobody to bet against
    data = game(["P0", "P1", "P2"], [10, 1, 1], blinds=(1, 2), ante=1)
    result = referee(data)
    assert result["street"] == "showdown" and result["to_act"] is None
    assert result["returned"] == {"P0": 1}
    assert pots(result) == [("Main pot", 3, ["P0", "P1", "P2"])]


def test_every_betting_rule_cites_its_source_and_section():
    from dealer_trainer.engine.rule_sources import CITATIONS

    for key, text in CITATIONS.items():
        assert "docs/rules.md#" in text and ("TDA" in text or "WSOP" in text or "Robert" in text), key
