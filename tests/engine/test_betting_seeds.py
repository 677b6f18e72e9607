"""The betting referee on every worked example of the rule seeds (000: all-ins and side pots,
table stakes, the incomplete-raise rule; 002: all-in before the deal, the full and half bet
rules, side pots) and on the TDA Addendum / WSOP / Robert's Rules test vectors, each written as
a ``dealer-trainer action`` input with its hand-worked ``--json`` result.

Chips are cents where the seed plays $0.50/$1 (so $14 is 1400)."""

from __future__ import annotations

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

# ---- seed 000: table stakes ---------------------------------------------------------------------

HEADS_UP = game(["You", "Opp"], [8100, 100_000], blinds=(50, 100), button="Opp")
TO_THE_FLOP = (call("Opp"), check("You"), FLOP, check("You"))


def test_table_stakes_80_facing_500_is_an_80_decision():
    # You have $80 behind on the flop; the opponent bets $500: the call is $80, all-in.
    result = referee(with_actions(HEADS_UP, *TO_THE_FLOP, bet("Opp", 50_000)))
    assert result["street"] == "flop" and result["to_act"] == "You"
    assert result["legal"]["call"] == 8_000
    assert result["legal"]["fold"] is True and result["legal"]["check"] is False
    assert result["legal"]["raise"] is None
    assert result["legal"]["raise_closed"].startswith("You has 8,000 behind, no more than the 50,000 to call")
    assert result["in_front"] == {"Opp": 50_000}
    assert pots(result) == [("Main pot", 200, ["You", "Opp"])]


def test_table_stakes_the_unmatched_420_goes_back_and_the_hand_runs_out():
    result = referee(with_actions(HEADS_UP, *TO_THE_FLOP, bet("Opp", 50_000), call("You")))
    assert result["street"] == "showdown" and result["to_act"] is None
    assert result["returned"] == {"Opp": 42_000}
    assert pots(result) == [("Main pot", 16_200, ["You", "Opp"])]
    assert result["in_front"] == {}


def test_effective_stack_only_the_smaller_stack_can_change_hands():
    # $300 against $45: the big stack shoves, the short stack calls; only $45 each is at stake.
    data = game(["Big", "Short"], [30_000, 4_500], blinds=(50, 100), button="Big")
    result = referee(with_actions(data, all_in("Big"), call("Short")))
    assert result["returned"] == {"Big": 25_500}
    assert pots(result) == [("Main pot", 9_000, ["Big", "Short"])]


# ---- seed 000: example one, example two, three all-in levels ---------------------------------------

SIX_MAX = ["UTG", "HJ", "CO", "BTN", "SB", "BB"]


def six_max(stacks: dict[str, int]) -> dict:
    return game(SIX_MAX, [stacks.get(s, 10_000) for s in SIX_MAX], blinds=(50, 100), button="BTN")


def test_example_one_main_pot_61_50_then_a_side_pot_of_80_on_the_flop():
    data = six_max({"UTG": 2_000, "CO": 10_000, "BTN": 6_000})
    preflop = (all_in("UTG"), fold("HJ"), call("CO"), call("BTN"), fold("SB"), fold("BB"))
    result = referee(with_actions(data, *preflop))
    # the pre-flop bets are pulled in; UTG is all-in, so the flop starts with CO
    assert result["street"] == "flop" and result["to_act"] == "CO"
    assert pots(result) == [("Main pot", 6_150, ["UTG", "CO", "BTN"])]
    assert result["legal"]["check"] is True and raise_range(result) == (100, 8_000)
    result = referee(with_actions(data, *preflop, FLOP, bet("CO", 4_000)))
    assert result["to_act"] == "BTN" and result["legal"]["call"] == 4_000 and result["legal"]["raise"] is None
    result = referee(with_actions(data, *preflop, FLOP, bet("CO", 4_000), call("BTN")))
    assert result["street"] == "showdown" and result["returned"] == {}
    assert pots(result) == [
        ("Main pot", 6_150, ["UTG", "CO", "BTN"]),
        ("Side pot 1", 8_000, ["CO", "BTN"]),
    ]


def test_example_two_the_short_stack_wins_the_main_you_win_the_side():
    seats = ["You", "BTN", "SB", "BB"]
    data = game(seats, [20_000, 20_000, 10_000, 2_500], blinds=(50, 100), button="BTN")
    preflop = (raise_to("You", 300), call("BTN"), fold("SB"), all_in("BB"))
    # the big blind's shove to 25 is a full raise: you may re-raise
    result = referee(with_actions(data, *preflop))
    assert result["to_act"] == "You" and result["legal"]["call"] == 2_200
    assert raise_range(result) == (4_700, 20_000)
    preflop = (*preflop, call("You"), call("BTN"))
    result = referee(with_actions(data, *preflop))
    assert pots(result) == [("Main pot", 7_550, ["You", "BTN", "BB"])]
    flop = (FLOP, bet("You", 3_500), call("BTN"))
    turn = (TURN, bet("You", 5_000), fold("BTN"))
    result = referee(with_actions(data, *preflop, *flop, *turn))
    assert result["street"] == "showdown" and result["to_act"] is None  # you and the BB, run out
    assert result["returned"] == {"You": 5_000}
    assert pots(result) == [("Main pot", 7_550, ["You", "BB"]), ("Side pot 1", 7_000, ["You"])]


def test_three_all_in_levels_three_pots():
    data = six_max({"UTG": 1_000, "HJ": 4_000, "CO": 10_000, "BTN": 10_000})
    preflop = (all_in("UTG"), all_in("HJ"), call("CO"), call("BTN"), fold("SB"), fold("BB"))
    result = referee(with_actions(data, *preflop))
    assert result["street"] == "flop" and result["to_act"] == "CO"
    assert pots(result) == [
        ("Main pot", 4_150, ["UTG", "HJ", "CO", "BTN"]),
        ("Side pot 1", 9_000, ["HJ", "CO", "BTN"]),
    ]
    rest = (
        FLOP,
        bet("CO", 2_000),
        call("BTN"),
        TURN,
        check("CO"),
        check("BTN"),
        RIVER,
        check("CO"),
        check("BTN"),
    )
    result = referee(with_actions(data, *preflop, *rest))
    assert result["street"] == "showdown"
    assert pots(result)[2] == ("Side pot 2", 4_000, ["CO", "BTN"])


# ---- seed 000: the incomplete-raise rule --------------------------------------------------------

# You bet, Shove goes all-in short, Caller calls, Late has not acted yet (the button is Late,
# so You is the small blind and Shove the big blind; everyone limps and checks to the turn)
FOUR = game(["You", "Shove", "Caller", "Late"], [100_000, 1_500, 100_000, 100_000], blinds=(50, 100))
TO_THE_TURN = (
    call("Caller"),
    call("Late"),
    call("You"),
    check("Shove"),
    FLOP,
    *(check(s) for s in ("You", "Shove", "Caller", "Late")),
    TURN,
    bet("You", 1_000),
    all_in("Shove"),  # 1,500 - 100 = 1,400 left: all-in to $14
    call("Caller"),
)


def test_incomplete_raise_a_player_who_has_not_acted_keeps_every_option():
    result = referee(with_actions(FOUR, *TO_THE_TURN))
    assert result["in_front"] == {"You": 1_000, "Shove": 1_400, "Caller": 1_400}
    # the $14 is simply a live bet to Late: the smallest raise is to $24
    assert result["to_act"] == "Late" and raise_range(result) == (2_400, 99_900)


def test_incomplete_raise_the_bettor_may_call_4_or_fold_not_raise():
    result = referee(with_actions(FOUR, *TO_THE_TURN, call("Late")))
    assert result["to_act"] == "You"
    assert result["legal"]["call"] == 400 and result["legal"]["fold"] is True
    assert result["legal"]["raise"] is None
    assert result["legal"]["raise_closed"] == (
        "the all-in to 1,400 raised You's 1,000 by only 400, less than a full raise of 1,000, and You has "
        "acted since the last full bet (TDA 2024 Rule 47-A; docs/rules.md#full-bet-rule)"
    )


def test_the_issue_s_refusal_line_for_a_raise_after_an_incomplete_raise():
    data = game(["A", "B", "C"], [500, 14, 500], blinds=(1, 2), button="C")
    actions = (call("C"), call("A"), check("B"), FLOP, check("A"), check("B"), check("C"), TURN)
    turn = (bet("A", 10), all_in("B"), call("C"), raise_to("A", 30))
    data["stacks"]["B"] = 16  # 14 left after the big blind: all-in to 14
    assert refusal(with_actions(data, *actions, *turn)) == (
        "item 12: A may not raise to 30: the all-in to 14 raised A's 10 by only 4, less than a full "
        "raise of 10, and A has acted since the last full bet; TDA 2024 Rule 47-A; "
        "docs/rules.md#full-bet-rule"
    )


# ---- seed 002: all-in before the deal; callers owe the full big blind -----------------------------

TEN = ["Bo", "Sam", "Alice", "Dianne", "Eve", "Carol", "Fay", "Gus", "Hal", "Ivy"]
ALICE = game(TEN, [100 if s != "Alice" else 8 for s in TEN], blinds=(4, 8), button="Bo", ante=1)


def test_alice_pays_the_ante_first_then_7_of_the_blind_and_dianne_owes_the_full_8():
    result = referee(ALICE)
    assert result["street"] == "preflop" and result["to_act"] == "Dianne"
    assert result["in_front"] == {"Sam": 4, "Alice": 7}
    assert pots(result) == [("Main pot", 10, TEN)]  # the ten antes, Alice all-in for hers too
    assert result["legal"]["call"] == 8 and raise_range(result) == (16, 99)


def test_alice_main_pot_35_side_pot_2_and_8_back_to_carol():
    folds = [fold(s) for s in ("Fay", "Gus", "Hal", "Ivy", "Bo", "Sam")]
    data = with_actions(ALICE, call("Dianne"), fold("Eve"), raise_to("Carol", 16), *folds, fold("Dianne"))
    result = referee(data)
    # Alice is all-in and never acts; Carol and Alice are left: showdown
    assert result["street"] == "showdown" and result["to_act"] is None
    assert result["returned"] == {"Carol": 8}
    assert pots(result) == [("Main pot", 35, ["Alice", "Carol"]), ("Side pot 1", 2, ["Carol"])]


# ---- seed 002: the full bet rule and the half bet rule -----------------------------------------

OPEN_20 = game(["A", "B", "C"], [200, 32, 200], blinds=(1, 2), button="C")
TO_FLOP = (call("C"), call("A"), check("B"), FLOP)


def test_full_bet_rule_an_all_in_to_30_over_20_is_not_a_real_raise():
    data = with_actions(OPEN_20, *TO_FLOP, bet("A", 20), all_in("B"), call("C"))
    result = referee(data)
    assert result["in_front"] == {"A": 20, "B": 30, "C": 30}
    assert result["to_act"] == "A" and result["legal"]["call"] == 10 and result["legal"]["raise"] is None
    assert "TDA 2024 Rule 47-A" in result["legal"]["raise_closed"]


def limit(data: dict, **extra) -> dict:
    return {**data, "structure": "fixed-limit", "bets": {"small": 2, "big": 20}, **extra}


def test_half_bet_rule_the_same_all_in_counts_as_a_raise_in_limit():
    # fixed limit, a $20 bet: the all-in to 30 is half a bet over it, so A may re-raise (to 50)
    data = with_actions(
        limit(OPEN_20),
        *TO_FLOP,
        check("A"),
        check("B"),
        check("C"),
        TURN,
        bet("A", 20),
        all_in("B"),
        call("C"),
    )
    result = referee(data)
    assert result["in_front"] == {"A": 20, "B": 30, "C": 30}
    assert result["to_act"] == "A" and result["legal"]["call"] == 10 and raise_range(result) == (50, 50)
    # with the full bet rule instead, A may only call or fold
    result = referee({**data, "half_bet_rule": False})
    assert result["legal"]["raise"] is None and "47-A" in result["legal"]["raise_closed"]


FOUR_LIMIT = game(
    ["Alice", "Dianne", "Carol", "Joane"],
    [200, 200, 15, 200],
    blinds=(5, 10),
    button="Joane",
    structure="fixed-limit",
)
CHECKED = (
    call("Carol"),
    call("Joane"),
    call("Alice"),
    check("Dianne"),
    FLOP,
    *(check(s) for s in ("Alice", "Dianne", "Carol", "Joane")),
    TURN,
    check("Alice"),
    check("Dianne"),
    all_in("Carol"),
)


def test_half_bet_rule_joane_may_fold_call_5_or_complete_to_20():
    result = referee(with_actions(FOUR_LIMIT, *CHECKED))
    assert result["street"] == "turn" and result["in_front"] == {"Carol": 5}
    assert result["to_act"] == "Joane"
    assert result["legal"]["fold"] and result["legal"]["call"] == 5
    assert raise_range(result) == (20, 20)  # complete the bet


def test_half_bet_rule_if_joane_calls_alice_may_only_call_or_fold():
    result = referee(with_actions(FOUR_LIMIT, *CHECKED, call("Joane")))
    assert result["to_act"] == "Alice" and result["legal"]["call"] == 5 and result["legal"]["raise"] is None
    assert result["legal"]["raise_closed"] == (
        "the all-in bet of 5 is less than half a bet (10), and Alice has already checked "
        "(TDA 2024 Rule 47-B; WSOP Live Action Rule 133; docs/rules.md#half-bet-rule)"
    )


def test_half_bet_rule_if_joane_completes_alice_may_raise():
    result = referee(with_actions(FOUR_LIMIT, *CHECKED, act("Joane", "complete", 20)))
    assert result["to_act"] == "Alice" and result["legal"]["call"] == 20 and raise_range(result) == (40, 40)


def test_side_pot_example_a_bets_20_b_calls_10_all_in_c_raises_all_in_to_30():
    data = game(["A", "B", "C"], [1_000, 12, 32], blinds=(1, 2), button="C")
    data = with_actions(data, *TO_FLOP, bet("A", 20), all_in("B"), all_in("C"))
    result = referee(data)
    assert result["to_act"] == "A" and result["legal"]["call"] == 10
    assert result["legal"]["raise"] is None  # nobody left to call a raise
    result = referee(with_actions(data, *data["actions"], call("A")))
    assert result["street"] == "showdown"
    assert pots(result) == [("Main pot", 36, ["A", "B", "C"]), ("Side pot 1", 40, ["A", "C"])]


# ---- TDA 2024 Addendum, WSOP and Robert's Rules test vectors -------------------------------------


def post_flop(stacks: dict[str, int], blinds=(50, 100)) -> tuple[dict, tuple]:
    """Seats in ``stacks`` order, the button last; everyone calls the big blind, then the flop."""
    seats = list(stacks)
    data = game(seats, list(stacks.values()), blinds=blinds)
    preflop = [call(s) for s in seats[2:]] + [call(seats[0]), check(seats[1])]
    return data, (*preflop, FLOP)


def test_tda_43_example_1_the_minimum_reraise_adds_the_last_raise():
    data, pre = post_flop({"A": 10_000, "B": 10_000, "C": 10_000, "D": 10_000, "E": 10_000}, (100, 200))
    result = referee(with_actions(data, *pre, bet("A", 600), raise_to("B", 1_600), raise_to("C", 3_600)))
    assert result["to_act"] == "D" and raise_range(result) == (5_600, 9_800)


def test_tda_43_example_2_a_short_all_in_does_not_change_the_minimum_raise():
    data = game(["SB", "BB", "A", "B"], [10_000, 10_000, 150, 10_000], blinds=(50, 100), button="B")
    result = referee(with_actions(data, all_in("A")))
    assert result["to_act"] == "B" and result["legal"]["call"] == 150 and raise_range(result) == (250, 10_000)


def test_tda_47_example_1_cumulative_short_all_ins_reopen_the_betting():
    stacks = {"A": 5_000, "B": 225, "C": 5_000, "D": 300, "E": 5_000}
    data, pre = post_flop(stacks)
    line = (bet("A", 100), all_in("B"), call("C"), all_in("D"), call("E"))
    result = referee(with_actions(data, *pre, *line))
    assert result["to_act"] == "A" and result["legal"]["call"] == 100
    assert raise_range(result) == (300, 4_900)  # reopened; the minimum raise is still 100
    # 1-A: A just calls: C faces 75 more and may not raise
    result = referee(with_actions(data, *pre, *line, call("A")))
    assert result["to_act"] == "C" and result["legal"]["call"] == 75 and result["legal"]["raise"] is None
    # 1-B: A raises to 300: C faces 175 more and may re-raise
    result = referee(with_actions(data, *pre, *line, raise_to("A", 300)))
    assert result["to_act"] == "C" and result["legal"]["call"] == 175 and raise_range(result) == (400, 4_900)


def test_tda_47_example_2_the_min_raise_is_the_last_full_bet_after_several_short_all_ins():
    stacks = {"A": 5_000, "B": 600, "C": 750, "D": 900, "E": 5_000, "F": 5_000}
    data, pre = post_flop(stacks)
    line = (bet("A", 300), all_in("B"), all_in("C"), all_in("D"), call("E"))
    result = referee(with_actions(data, *pre, *line))
    assert (
        result["to_act"] == "F" and result["legal"]["call"] == 800 and raise_range(result) == (1_100, 4_900)
    )


def test_tda_47_example_3_the_big_blind_may_raise_a_limper_may_not_unless_reraised():
    seats = ["SB", "BB", "A", "B", "C"]
    data = game(seats, [100_000, 100_000, 100_000, 100_000, 7_500], blinds=(2_000, 4_000), button="C")
    line = (call("A"), fold("B"), all_in("C"), fold("SB"))
    result = referee(with_actions(data, *line))
    assert result["to_act"] == "BB" and result["legal"]["call"] == 3_500 and raise_range(result)[0] == 11_500
    result = referee(with_actions(data, *line, call("BB")))
    assert result["to_act"] == "A" and result["legal"]["raise"] is None
    result = referee(with_actions(data, *line, raise_to("BB", 11_500)))
    assert result["to_act"] == "A" and raise_range(result)[0] == 15_500


def test_wsop_96a_two_short_all_ins_reopen_for_the_bettor_and_the_caller():
    stacks = {"A": 5_000, "B": 5_000, "C": 5_000, "D": 1_400, "E": 1_800}
    data, pre = post_flop(stacks)
    line = (bet("A", 500), raise_to("B", 1_000), call("C"), all_in("D"), all_in("E"), call("A"))
    result = referee(with_actions(data, *pre, *line))
    assert result["to_act"] == "B" and raise_range(result) == (2_200, 4_900)
    result = referee(with_actions(data, *pre, *line, call("B")))
    assert result["to_act"] == "C" and raise_range(result) == (2_200, 4_900)


def test_rrop_a_raiser_not_fully_reraised_may_not_raise_again_the_bettor_could():
    stacks = {"A": 5_000, "B": 5_000, "C": 380}
    data, pre = post_flop(stacks)
    line = (bet("A", 100), raise_to("B", 200), all_in("C"))
    result = referee(with_actions(data, *pre, *line))
    assert result["to_act"] == "A" and raise_range(result) == (380, 4_900)  # A faces 180: a full raise
    result = referee(with_actions(data, *pre, *line, call("A")))
    assert result["to_act"] == "B" and result["legal"]["raise"] is None


def test_wsop_176_no_completing_in_no_limit_the_raise_is_to_240():
    stacks = {"A": 5_000, "B": 240, "C": 5_000}
    data, pre = post_flop(stacks)
    result = referee(with_actions(data, *pre, bet("A", 100), all_in("B")))
    assert result["to_act"] == "C" and raise_range(result) == (240, 4_900)


def test_limit_half_a_bet_all_in_counts_as_a_bet_so_a_raise_makes_it_35():
    data = game(["A", "B", "C"], [200, 25, 200], blinds=(5, 10), button="C", structure="fixed-limit")
    data["bets"] = {"small": 10, "big": 20}
    pre = (call("C"), call("A"), check("B"), FLOP, check("A"), check("B"), check("C"), TURN)
    result = referee(with_actions(data, *pre, check("A"), all_in("B")))
    assert result["in_front"] == {"B": 15} and result["to_act"] == "C" and raise_range(result) == (35, 35)
    # A checked before the all-in of 15, half a bet or more: A may raise too
    result = referee(with_actions(data, *pre, check("A"), all_in("B"), call("C")))
    assert result["to_act"] == "A" and raise_range(result) == (35, 35)


def test_tda_54b_pot_limit_the_first_pot_raise_is_700_with_a_short_big_blind():
    seats = ["SB", "BB", "A", "B"]
    full = game(seats, 10_000, blinds=(100, 200), button="B", structure="pot-limit", game="omaha")
    assert referee(full)["to_act"] == "A" and raise_range(referee(full)) == (400, 700)
    short = {**full, "stacks": {**full["stacks"], "BB": 100}}
    result = referee(short)
    assert result["in_front"] == {"SB": 100, "BB": 100} and result["legal"]["call"] == 200
    assert raise_range(result) == (400, 700)
    # counting the chips actually posted instead: 200 + (100 + 100 + 200) = 600
    assert raise_range(referee({**short, "pl_short_blind": "actual"})) == (400, 600)
