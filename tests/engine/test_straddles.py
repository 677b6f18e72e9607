"""Straddles, re-straddles, the button straddle, live and dead posts, bomb pots, the half-raise
reopening and the heads-up cap of fixed limit (formats §3; docs/rules.md#straddle,
#button-straddle, #posts-and-dead-money, #bomb-pot, #full-bet-rule,
#fixed-limit-bets-and-the-raise-cap): hand-worked values of who acts, the call, the smallest
raise and the pots, the ``action --scenario`` into ``pots``, and the refusals."""

from __future__ import annotations

import json

import pytest
from betting_helpers import (
    FLOP,
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

from dealer_trainer.engine.betting_io import hand_from_dict, play, scenario_dict, table_to_dict
from dealer_trainer.engine.betting_table import BettingError, HeadsUpCap
from dealer_trainer.engine.errors import PotError
from dealer_trainer.engine.scenario import scenario_from_dict
from dealer_trainer.wording.betting_text import input_error

SIX = ["SB", "BB", "C", "D", "E", "F"]  # F is the button
FIVE = ["SB", "BB", "C", "D", "E"]  # E is the button


def restraddled(**extra):
    """docs/rules.md#straddle's example: blinds 1/2, C straddles 4, D re-straddles 10."""
    straddles = [{"seat": "C", "amount": 4}, {"seat": "D", "amount": 10}]
    return game(SIX, 1_000, blinds=(1, 2), straddles=straddles, **extra)


# ---- straddles and re-straddles ---------------------------------------------------------------


def test_a_re_straddle_acts_last_and_sets_the_call_and_the_smallest_raise():
    data = restraddled()
    result = referee(data)
    assert result["to_act"] == "E" and result["legal"]["call"] == 10 and raise_range(result) == (20, 1_000)
    assert result["in_front"] == {"SB": 1, "BB": 2, "C": 4, "D": 10}  # 17 in front
    line = (call("E"), call("F"), call("SB"), call("BB"), call("C"))
    result = referee(with_actions(data, *line))
    # D, the last straddle, acts last with the option to raise
    assert result["to_act"] == "D" and result["legal"]["check"] and raise_range(result) == (20, 1_000)
    result = referee(with_actions(data, *line, check("D"), FLOP))
    assert result["to_act"] == "SB" and raise_range(result) == (2, 990)  # the big blind again
    assert pots(result) == [("Main pot", 60, SIX)]


def test_a_raise_over_a_re_straddle_is_measured_from_it():
    result = referee(with_actions(restraddled(), raise_to("E", 30)))
    assert result["to_act"] == "F" and result["legal"]["call"] == 30 and raise_range(result) == (50, 1_000)
    assert "the smallest raise is to 20" in refusal(with_actions(restraddled(), raise_to("E", 19)))


def test_the_straddle_form_is_the_straddles_form_with_one_element():
    one = game(FIVE, 1_000, blinds=(1, 2), straddle={"seat": "C", "amount": 4})
    listed = game(FIVE, 1_000, blinds=(1, 2), straddles=[{"seat": "C", "amount": 4}])
    assert hand_from_dict(one).table == hand_from_dict(listed).table
    assert referee(one) == referee(listed)
    assert table_to_dict(hand_from_dict(listed).table)["straddle"] == {"seat": "C", "amount": 4}
    assert table_to_dict(hand_from_dict(restraddled()).table)["straddles"][1] == {"seat": "D", "amount": 10}


@pytest.mark.parametrize(
    ("extra", "fragment"),
    [
        (
            {"straddle": {"seat": "C", "amount": 4}, "straddles": [{"seat": "C", "amount": 4}]},
            'straddles: give "straddle" (one) or "straddles" (a list), not both',
        ),
        (
            {"straddles": [{"seat": "C", "amount": 4}, {"seat": "D", "amount": 7}]},
            "straddles: straddle 2 of 7 must be at least twice the straddle before it (8)",
        ),
        (
            {"straddles": [{"seat": "C", "amount": 4}, {"seat": "E", "amount": 8}]},
            "straddles: straddle 2 must be posted by 'D', the next seat to the left, not 'E'",
        ),
        (
            {"straddles": [{"seat": "C", "amount": 4}, {"seat": "D", "amount": 8}], "straddles_allowed": 1},
            "straddles: straddles listed: 2; this hand allows at most 1",
        ),
        ({"straddles": {"seat": "C"}}, "straddles: must be a list of"),
        ({"straddles": [{"seat": "C"}]}, "straddles: 'amount' is required"),
    ],
)
def test_bad_straddles_are_refused_in_one_line(extra, fragment):
    with pytest.raises((BettingError, PotError)) as info:
        hand_from_dict(game(SIX, 1_000, blinds=(1, 2), **extra))
    assert fragment in input_error(info.value)


@pytest.mark.parametrize(
    ("extra", "fragment"),
    [
        ({"straddles": [{"seat": "C", "amount": "4"}]}, "straddles: '4' is not a whole number of chips"),
        ({"straddle": {"seat": "C", "amount": 3}}, "straddle: the straddle of 3 must be at least twice"),
        (
            {"straddles_allowed": -1},
            "straddles_allowed: the most straddles must be a whole number, 0 or more",
        ),
        ({"straddles_allowed": 0, "straddle": {"seat": "C", "amount": 4}}, "this hand allows at most 0"),
    ],
)
def test_a_straddle_error_names_the_key_the_file_used(extra, fragment):
    with pytest.raises((BettingError, PotError)) as info:
        hand_from_dict(game(SIX, 1_000, blinds=(1, 2), **extra))
    assert fragment in input_error(info.value)


def test_fixed_limit_allows_one_straddle_of_exactly_twice_the_big_blind():
    straddles = [{"seat": "C", "amount": 4}, {"seat": "D", "amount": 8}]
    data = game(SIX, 1_000, blinds=(1, 2), structure="fixed-limit", straddles=straddles)
    with pytest.raises(BettingError) as info:
        hand_from_dict(data)
    assert "straddles listed: 2; this hand allows at most 1" in input_error(info.value)
    data = game(SIX, 1_000, blinds=(1, 2), structure="fixed-limit", straddles=[{"seat": "C", "amount": 6}])
    with pytest.raises(BettingError) as info:
        hand_from_dict(data)
    assert "must be exactly twice the big blind (4)" in input_error(info.value)


# ---- the button straddle ---------------------------------------------------------------------------


def button_straddled(first: str | None = None):
    """docs/rules.md#button-straddle's example: blinds 1/2, the button E straddles 4."""
    extra = {"button_straddle_first": first} if first else {}
    return game(
        FIVE, 1_000, blinds=(1, 2), straddles=[{"seat": "E", "amount": 4}], button_straddle=True, **extra
    )


def acting_order(data, count):
    order, line = [], list(data["actions"])
    for _ in range(count):
        seat = referee(with_actions(data, *line))["to_act"]
        order.append(seat)
        line.append(call(seat))
    return order


def test_a_button_straddle_small_blind_first_by_default():
    data = button_straddled()
    result = referee(data)
    assert result["to_act"] == "SB" and result["legal"]["call"] == 3 and raise_range(result) == (8, 1_000)
    assert acting_order(data, 5) == ["SB", "BB", "C", "D", "E"]
    result = referee(with_actions(data, call("SB"), call("BB"), call("C"), call("D")))
    assert result["to_act"] == "E" and result["legal"]["check"] and raise_range(result) == (8, 1_000)
    result = referee(with_actions(data, call("SB"), call("BB"), call("C"), call("D"), check("E"), FLOP))
    assert result["to_act"] == "SB" and pots(result) == [("Main pot", 20, FIVE)]


def test_a_button_straddle_under_the_gun_first():
    data = button_straddled("under-the-gun")
    assert acting_order(data, 5) == ["C", "D", "SB", "BB", "E"]
    # once the button has acted the action goes on clockwise: its raise comes back to SB first
    line = (call("C"), call("D"), call("SB"), call("BB"), raise_to("E", 12))
    assert acting_order(with_actions(data, *line), 4) == ["SB", "BB", "C", "D"]


def test_no_re_straddle_after_a_button_straddle():
    straddles = [{"seat": "E", "amount": 4}, {"seat": "SB", "amount": 8}]
    with pytest.raises(BettingError) as info:
        hand_from_dict(game(FIVE, 1_000, blinds=(1, 2), straddles=straddles, button_straddle=True))
    assert "this hand allows at most 1" in input_error(info.value)
    with pytest.raises(BettingError) as info:
        hand_from_dict(game(FIVE, 1_000, straddles=[{"seat": "C", "amount": 4}], button_straddle=True))
    assert "a button straddle is posted by the button ('E'), not 'C'" in input_error(info.value)
    with pytest.raises(BettingError) as info:
        hand_from_dict(game(FIVE, 1_000, button_straddle=True))
    assert info.value.code == "button_straddle_alone"


# ---- live posts and dead money ------------------------------------------------------------------


def posted():
    """docs/rules.md#posts-and-dead-money's example: D posts 2 live and 1 dead."""
    return game(
        FIVE,
        1_000,
        blinds=(1, 2),
        posts=[{"seat": "D", "amount": 2}],
        dead=[{"seat": "D", "amount": 1, "kind": "small-blind"}],
    )


def test_a_live_post_has_the_option_and_dead_money_goes_in_the_main_pot():
    data = posted()
    result = referee(data)
    assert result["in_front"] == {"SB": 1, "BB": 2, "D": 2}
    assert pots(result) == [("Main pot", 1, FIVE)]  # the dead small blind
    result = referee(with_actions(data, call("C")))
    assert result["to_act"] == "D" and result["legal"]["check"] and raise_range(result) == (4, 999)
    line = (call("C"), check("D"), call("E"), call("SB"), check("BB"))
    result = referee(with_actions(data, *line))
    assert result["street"] == "flop" and pots(result) == [("Main pot", 11, FIVE)]


def test_the_scenario_sums_the_dead_money_into_dead():
    data = with_actions(posted(), call("C"), check("D"), fold("E"), fold("SB"), check("BB"))
    data["actions"] += [FLOP, bet("BB", 10), fold("C"), fold("D")]
    hand = hand_from_dict(data)
    scenario = scenario_dict(play(hand), hand)
    assert scenario["dead"] == 1
    assert scenario["contributions"] == {"SB": 1, "BB": 12, "C": 2, "D": 2}
    assert scenario_from_dict(scenario)  # pots reads it


@pytest.mark.parametrize(
    ("extra", "fragment"),
    [
        ({"posts": [{"seat": "BB", "amount": 2}]}, "'BB' posts a blind or a straddle already"),
        ({"posts": [{"seat": "D", "amount": 3}]}, "a post is more than 0 and at most the big blind (2)"),
        ({"dead": [{"seat": "D", "amount": 4, "kind": "straddle"}]}, "a dead straddle is only posted"),
        ({"dead": [{"seat": "D", "amount": 1, "kind": "ante"}]}, "dead: 'ante' is not one of"),
        (
            {
                "posts": [{"seat": "D", "amount": 2}],
                "dead": [{"seat": "D", "amount": 999, "kind": "big-blind"}],
            },
            "dead: 'D' has 1000, less than the 1001 it posts",
        ),
    ],
)
def test_bad_posts_are_refused_in_one_line(extra, fragment):
    with pytest.raises((BettingError, PotError)) as info:
        hand_from_dict(game(FIVE, 1_000, blinds=(1, 2), **extra))
    assert fragment in input_error(info.value)


# ---- bomb pots -------------------------------------------------------------------------------------


def bomb(**extra):
    """docs/rules.md#bomb-pot's example: blinds 1/2, four players ante 5."""
    return game(["A", "B", "C", "D"], 100, blinds=(1, 2), bomb_pot={"ante": 5}, **extra)


def test_a_bomb_pot_starts_on_the_flop_left_of_the_button():
    result = referee(bomb())
    assert result["street"] == "flop" and result["to_act"] == "A"
    assert result["legal"]["check"] and raise_range(result) == (2, 95)  # the big blind sets the bet
    assert pots(result) == [("Main pot", 20, ["A", "B", "C", "D"])] and result["in_front"] == {}
    same = referee(with_actions(bomb(), FLOP))  # the flop's marker may open the list
    assert same == result


def test_a_bomb_pot_through_action_scenario_into_pots_with_the_rake(tmp_path, capsys):
    data = with_actions(bomb(), bet("A", 10), call("B"), fold("C"), fold("D"))
    data["actions"] += [
        {"street": "turn"},
        check("A"),
        check("B"),
        {"street": "river"},
        check("A"),
        check("B"),
    ]
    data["hole"] = {"A": "AsAh", "B": "KsKh"}
    data["board"] = "2c7d9hJsQd"
    rake = {"percent": 10, "cap": 6, "no_flop_no_drop": True}
    scenario, result = action_then_pots(tmp_path, capsys, data, rake=rake)
    assert scenario["flop"] is True and scenario["contributions"] == {"A": 15, "B": 15, "C": 5, "D": 5}
    # 40 in the pot, 10% = 4 raked (a flop was dealt), A's aces win 36
    assert result["rake"] == 4 and result["payouts"] == {"A": 36, "B": 0, "C": 0, "D": 0}


def test_a_bomb_pot_has_no_blinds_or_other_posts():
    with pytest.raises(BettingError) as info:
        hand_from_dict(bomb(straddle={"seat": "C", "amount": 4}))
    assert "a bomb pot has no blinds, straddles or other posts: leave out 'straddles'" in input_error(
        info.value
    )
    with pytest.raises(BettingError) as info:
        hand_from_dict(game(["A", "B", "C"], 100, bomb_pot={"ante": 0}))
    assert "bomb_pot: a bomb pot's ante must be more than 0" in input_error(info.value)


# ---- reopening: full bet or half a raise -----------------------------------------------------------


def half_raise_hand(reopen: str | None):
    extra = {"reopen": reopen} if reopen else {}
    data = game(["A", "B", "C"], [10_000, 260, 10_000], blinds=(50, 100), **extra)
    pre = (call("C"), call("A"), check("B"), FLOP)
    return with_actions(data, *pre, bet("A", 100), all_in("B"), call("C"))


def test_half_a_raise_reopens_the_betting_under_the_half_raise_rule():
    result = referee(half_raise_hand("half-raise"))  # B's all-in to 160 raised A's 100 by 60
    assert result["to_act"] == "A" and result["legal"]["call"] == 60 and raise_range(result) == (260, 9_900)
    for reopen in (None, "full-bet"):
        result = referee(half_raise_hand(reopen))
        assert (
            result["to_act"] == "A"
            and raise_range(result) is None
            and "47-A" in result["legal"]["raise_closed"]
        )


def test_less_than_half_a_raise_does_not_reopen_under_the_half_raise_rule():
    data = game(["A", "B", "C"], [10_000, 240, 10_000], blinds=(50, 100), reopen="half-raise")
    data = with_actions(data, call("C"), call("A"), check("B"), FLOP, bet("A", 100), all_in("B"), call("C"))
    result = referee(data)  # 40 more, less than half of 100
    assert result["legal"]["call"] == 40 and raise_range(result) is None
    assert "less than half the last full raise of 100" in result["legal"]["raise_closed"]
    assert "less than half the last full raise" in refusal(
        {**data, "actions": [*data["actions"], raise_to("A", 400)]}
    )


def test_reopen_is_for_no_limit_and_pot_limit():
    with pytest.raises(BettingError) as info:
        hand_from_dict(game(["A", "B", "C"], 100, structure="fixed-limit", reopen="half-raise"))
    assert "reopen: only no-limit and pot-limit games read this field, not fixed-limit" in input_error(
        info.value
    )
    with pytest.raises(BettingError) as info:
        hand_from_dict(game(["A", "B", "C"], 100, reopen="half"))
    assert info.value.code == "bad_choice"


# ---- the heads-up cap of fixed limit ---------------------------------------------------------------


def limit_flop(heads_up_cap: str | None, *flop):
    extra = {"heads_up_cap": heads_up_cap} if heads_up_cap else {}
    data = game(["A", "B", "C"], 1_000, blinds=(1, 2), structure="fixed-limit", **extra)
    return with_actions(data, call("C"), call("A"), check("B"), FLOP, *flop)


def test_lifted_when_heads_up_lifts_the_cap_once_two_players_are_left():
    raises = (bet("A", 2), raise_to("B", 4), fold("C"), raise_to("A", 6), raise_to("B", 8), raise_to("A", 10))
    result = referee(limit_flop("lifted-when-heads-up", *raises))
    assert result["to_act"] == "B" and raise_range(result) == (12, 12)  # no cap any more
    for rule in (None, "lifted-if-round-begins-heads-up", "kept"):
        result = referee(limit_flop(rule, *raises))
        assert (
            result["to_act"] == "B"
            and raise_range(result) is None
            and "capped" in result["legal"]["raise_closed"]
        )


def test_lifted_when_heads_up_keeps_a_round_that_was_already_capped():
    capped = (bet("A", 2), raise_to("B", 4), raise_to("C", 6), raise_to("A", 8), raise_to("B", 10), fold("C"))
    result = referee(limit_flop("lifted-when-heads-up", *capped))
    assert result["to_act"] == "A" and raise_range(result) is None


def test_cap_heads_up_is_read_as_kept_and_not_with_heads_up_cap():
    data = game(["A", "B"], 1_000, blinds=(1, 2), structure="fixed-limit", cap_heads_up=True)
    assert hand_from_dict(data).table.heads_up_cap == HeadsUpCap.KEPT
    assert (
        hand_from_dict({**data, "cap_heads_up": False}).table.heads_up_cap
        == HeadsUpCap.LIFTED_IF_ROUND_BEGINS
    )
    with pytest.raises(BettingError) as info:
        hand_from_dict({**data, "heads_up_cap": "kept"})
    assert "cap_heads_up: give 'heads_up_cap' (or the older form), not both" in input_error(info.value)
    assert table_to_dict(hand_from_dict(data).table)["heads_up_cap"] == "kept"


# ---- through the commands: action --scenario into pots ---------------------------------------------


def action_then_pots(tmp_path, capsys, data, **room):
    from dealer_trainer.commands import main

    hand = tmp_path / "hand.json"
    hand.write_text(json.dumps(data), encoding="utf-8")
    assert main(["action", str(hand), "--scenario"]) == 0
    scenario = json.loads(capsys.readouterr().out)
    scenario.update(room)
    pots_in = tmp_path / "pots.json"
    pots_in.write_text(json.dumps(scenario), encoding="utf-8")
    assert main(["pots", str(pots_in), "--json"]) == 0
    return scenario, json.loads(capsys.readouterr().out)


def test_a_straddled_hand_with_dead_money_through_action_scenario_into_pots(tmp_path, capsys):
    data = restraddled(dead=[{"seat": "F", "amount": 1, "kind": "small-blind"}])
    line = (raise_to("E", 30), fold("F"), fold("SB"), fold("BB"), fold("C"), call("D"), FLOP)
    data = with_actions(data, *line, check("D"), bet("E", 50), fold("D"))
    scenario, result = action_then_pots(tmp_path, capsys, data)
    assert scenario["dead"] == 1
    assert scenario["contributions"] == {"SB": 1, "BB": 2, "C": 4, "D": 30, "E": 80}
    # 1 + 2 + 4 + 30 + 30 called + 1 dead = 68 for E; E's 50 was never called
    assert [(p["amount"], p["eligible"]) for p in result["pots"]] == [(68, ["E"])]
    assert result["returned"] == {"E": 50}


def test_every_new_field_and_rule_is_written_back_as_read():
    data = {
        **game(SIX, 1_000, blinds=(1, 2), straddles=[{"seat": "F", "amount": 4}], button_straddle=True),
        "posts": [{"seat": "C", "amount": 2}],
        "dead": [{"seat": "C", "amount": 1, "kind": "small-blind"}],
        "straddles_allowed": 2,
        "button_straddle_first": "under-the-gun",
        "reopen": "half-raise",
    }
    table = hand_from_dict(data).table
    written = table_to_dict(table)
    assert {k: written[k] for k in ("straddles", "button_straddle", "posts", "dead")} == {
        k: data[k] for k in ("straddles", "button_straddle", "posts", "dead")
    }
    assert (written["straddles_allowed"], written["button_straddle_first"], written["reopen"]) == (
        2,
        "under-the-gun",
        "half-raise",
    )
    assert hand_from_dict({**written, "actions": []}).table == table
    assert hand_from_dict({**table_to_dict(hand_from_dict(bomb()).table), "actions": []}).table.bomb_pot == 5
