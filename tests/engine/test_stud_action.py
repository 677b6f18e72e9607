"""``action`` for seven-card stud, stud hi-lo and razz (formats §4), on hands worked by hand:
who brings it in (aces, suits), the bring-in and the completion, who acts first on the later
streets (pairs, ties clockwise from the dealer), the small and the big bet, the open pair on
fourth street, the community card on seventh street; and Omaha hi-lo (formats §3)."""

from __future__ import annotations

import json

import pytest
from betting_helpers import act, bet, call, check, fold, raise_range, raise_to, referee, refusal, with_actions

from dealer_trainer.commands import main
from dealer_trainer.engine.betting import Action, BettingState, Do
from dealer_trainer.engine.betting_io import hand_from_dict, play, scenario_dict, table_from_dict
from dealer_trainer.engine.betting_table import BettingError
from dealer_trainer.wording.betting_text import input_error

FOURTH, FIFTH, SIXTH, SEVENTH = ({"street": s} for s in ("fourth", "fifth", "sixth", "seventh"))

#: Anna, Bram, Chris, Dana; the dealer is Dana, so Anna is dealt first. Up-cards on third street:
#: Anna 3h, Bram 3d, Chris Tc, Dana Jd; on fourth: Bram 3d Ks, Chris Tc Td, Dana Jd 6d.
CARDS = {
    "Anna": "As Kd 3h 9c 2d Jh 4c",
    "Bram": "Qs Qh 3d Ks 7h 8d 2c",
    "Chris": "5s 6h Tc Td 8s 3c 9h",
    "Dana": "2s 7c Jd 6d 5h 4h Ah",
}


def stud(cards: dict[str, str] = CARDS, game: str = "stud", button: str | None = None, **extra) -> dict:
    seats = list(cards)
    data = {
        "game": game,
        "structure": "fixed-limit",
        "seats": seats,
        "button": button or seats[-1],
        "stacks": dict.fromkeys(seats, 500),
        "ante": 1,
        "bring_in": 2,
        "bets": {"small": 5, "big": 10},
        "cards": cards,
        "actions": [],
    }
    return data | extra


def bring_in(seat: str) -> dict:
    return act(seat, "bring-in")


def complete(seat: str, to: int) -> dict:
    return act(seat, "complete", to)


#: Third street: Bram brings it in, Chris completes, Dana calls, Anna folds, Bram calls.
THIRD = (bring_in("Bram"), complete("Chris", 5), call("Dana"), fold("Anna"), call("Bram"))


def test_the_lowest_up_card_brings_it_in_and_the_lower_suit_breaks_a_tie():
    result = referee(stud())
    assert result["street"] == "third"
    assert result["to_act"] == "Bram"  # 3d below 3h: diamonds are lower than hearts
    legal = result["legal"]
    assert legal["bring_in"] is True and legal["fold"] is False and legal["check"] is False
    assert legal["call"] == 2 and raise_range(result) == (5, 5)
    clubs = {**CARDS, "Anna": "As Kd 3c 9s 2d Jh 4s", "Chris": "5s 6h Tc Td 8s Ac 9h"}
    assert referee(stud(clubs))["to_act"] == "Anna"  # 3c below 3d


def test_aces_are_high_for_the_stud_bring_in_and_low_for_razz():
    cards = {"A": "Kd Qd Ac 9c 2d Jh 4c", "B": "Kh Qh 2s 8s 7h 8d 2c", "C": "Ks Qs 7d Td 8c 3c 9h"}
    assert referee(stud(cards))["to_act"] == "B"  # the deuce is lowest; the ace is high
    assert referee(stud(cards, game="stud-hilo"))["to_act"] == "B"
    assert referee(stud(cards, game="razz"))["to_act"] == "C"  # razz: the seven is highest, the ace low


def test_razz_brings_in_the_highest_up_card_and_the_higher_suit_breaks_a_tie():
    assert referee(stud(game="razz"))["to_act"] == "Dana"  # the jack
    tie = {**CARDS, "Anna": "As Kd Js 9c 2d 5c 4c"}
    assert referee(stud(tie, game="razz"))["to_act"] == "Anna"  # Js above Jd


def test_a_seat_facing_only_the_bring_in_may_fold_call_it_or_complete():
    result = referee(with_actions(stud(), bring_in("Bram")))
    assert result["to_act"] == "Chris"
    assert result["legal"]["fold"] and result["legal"]["call"] == 2 and raise_range(result) == (5, 5)
    assert result["in_front"] == {"Bram": 2}
    after = referee(with_actions(stud(), bring_in("Bram"), complete("Chris", 5)))
    assert after["to_act"] == "Dana" and after["legal"]["call"] == 5 and raise_range(after) == (10, 10)


def test_the_bring_in_seat_may_complete_itself():
    result = referee(with_actions(stud(), complete("Bram", 5)))
    assert result["to_act"] == "Chris" and result["legal"]["call"] == 5 and raise_range(result) == (10, 10)


def test_the_bring_in_may_not_fold_and_nobody_else_brings_it_in():
    message = refusal(with_actions(stud(), fold("Bram")))
    assert "Bram brings it in: post the bring-in of 2 or complete to 5" in message
    assert "docs/rules.md#stud-bring-in-and-who-acts" in message
    again = refusal(with_actions(stud(), bring_in("Bram"), bring_in("Chris")))
    assert "Chris may not bring it in" in again
    assert "item 1: Anna may not bring it in: it is Bram's turn" in refusal(
        with_actions(stud(), bring_in("Anna"))
    )


def test_when_everyone_calls_the_bring_in_the_bring_in_has_no_option():
    data = with_actions(stud(), bring_in("Bram"), call("Chris"), call("Dana"), call("Anna"))
    result = referee(data)
    assert result["street"] == "fourth"  # the round is over: fourth street is dealt
    assert [p["amount"] for p in result["pots"]] == [12]


def test_the_highest_showing_hand_acts_first_from_fourth_street():
    result = referee(with_actions(stud(), *THIRD, FOURTH))
    assert result["street"] == "fourth" and result["to_act"] == "Chris"  # Tc Td: a pair of tens
    cards = {**CARDS, "Chris": "5s 6h Tc 4d 8s 3c 9h", "Bram": "Qs Qh 3d 3s 7h 8d 2c"}
    assert referee(with_actions(stud(cards), *THIRD, FOURTH))["to_act"] == "Bram"  # 3d 3s beats J-6


def test_razz_the_lowest_showing_hand_acts_first():
    third = (bring_in("Dana"), call("Anna"), call("Bram"), call("Chris"))
    result = referee(with_actions(stud(game="razz"), *third, FOURTH))
    # Anna 3h 9c (nine low), Bram 3d Ks, Chris Tc Td (a pair), Dana Jd 6d
    assert result["to_act"] == "Anna"


def test_equal_showing_hands_go_to_the_first_seat_clockwise_from_the_dealer():
    cards = {
        "A": "2c 2d Kh 7c 9d 9h 4c",
        "B": "3c 3d 4h 5s Td Th 8d",
        "C": "5c 5d 2s 6s Jd Jh 8h",
        "D": "6c 6d Kd 7s Qd Qh 8s",
    }
    # the dealer is B: C, D, A, B in turn; A and D both show K-7 (suits do not count): D first
    third = (bring_in("C"), call("D"), call("A"), call("B"))
    result = referee(with_actions(stud(cards, button="B"), *third, FOURTH))
    assert result["to_act"] == "D"
    assert (
        referee(with_actions(stud(cards, button="D"), *third, FOURTH))["to_act"] == "A"
    )  # the dealer is D: A is dealt first


def test_small_bet_on_third_and_fourth_big_bet_from_fifth():
    data = stud(open_pair_option=False)
    fourth = referee(with_actions(data, *THIRD, FOURTH))
    assert raise_range(fourth) == (5, 5)
    steps = (*THIRD, FOURTH, check("Chris"), check("Dana"), check("Bram"), FIFTH)
    fifth = referee(with_actions(data, *steps))
    assert fifth["street"] == "fifth" and raise_range(fifth) == (10, 10)
    raised = referee(with_actions(data, *steps, bet(fifth["to_act"], 10)))
    assert raise_range(raised) == (20, 20)


def test_an_open_pair_on_fourth_street_allows_the_small_or_the_big_bet():
    result = referee(with_actions(stud(), *THIRD, FOURTH))
    assert raise_range(result) == (5, 10)
    assert "to 5 (the small bet) or 10 (the big bet)" in refusal(
        with_actions(stud(), *THIRD, FOURTH, bet("Chris", 7))
    )
    small = referee(with_actions(stud(), *THIRD, FOURTH, bet("Chris", 5)))
    assert raise_range(small) == (10, 15)  # still the small or the big bet
    big = referee(with_actions(stud(), *THIRD, FOURTH, bet("Chris", 5), raise_to("Dana", 15)))
    assert raise_range(big) == (25, 25)  # once a big bet is made, every raise is big
    opened_big = referee(with_actions(stud(), *THIRD, FOURTH, bet("Chris", 10)))
    assert raise_range(opened_big) == (20, 20)


def test_the_open_pair_option_is_a_house_rule_of_stud_high_only():
    assert raise_range(referee(with_actions(stud(open_pair_option=False), *THIRD, FOURTH))) == (5, 5)
    assert raise_range(referee(with_actions(stud(game="stud-hilo"), *THIRD, FOURTH))) == (5, 5)
    with pytest.raises(BettingError) as razz:
        hand_from_dict(stud(game="razz", open_pair_option=True))
    assert (
        input_error(razz.value) == "open_pair_option: only seven-card stud (high) reads this rule, not razz"
    )


def _eight_seats() -> dict[str, str]:
    deck = [r + s for r in "23456789TJQKA" for s in "cdhs"]
    return {f"S{i}": "".join(deck[6 * i : 6 * i + 6]) for i in range(8)}


def _calling_down(data: dict) -> list[dict]:
    """Everyone calls the bring-in and checks down to seventh street."""
    state = BettingState.start(table_from_dict(data))
    steps: list[dict] = []
    for street in ("fourth", "fifth", "sixth", "seventh", None):
        while not state.round_complete:
            legal = state.legal()
            do = Do.BRING_IN if legal.bring_in else Do.CHECK if legal.check else Do.CALL
            state = state.apply(Action(legal.seat, do))
            steps.append(act(legal.seat, do.value))
        if street:
            steps.append({"street": street})
            state = state.next_street()
    return steps


def test_eight_players_on_seventh_street_share_one_community_card(tmp_path, capsys):
    cards = _eight_seats()
    data = stud(cards, community="As")
    steps = _calling_down(data)
    result = referee(with_actions(data, *steps[:-7]))  # seventh street, before its first check
    assert result["street"] == "seventh"
    path = tmp_path / "hand.json"
    path.write_text(json.dumps(with_actions(data, *steps[:-7])))
    assert main(["action", str(path)]) == 0
    assert "one community card face up for all (8 players" in capsys.readouterr().out
    without = with_actions({k: v for k, v in data.items() if k != "community"}, *steps)
    with pytest.raises(BettingError) as short:
        play(hand_from_dict(without))
    assert short.value.code == "community_needed"
    assert "8 players are left on seventh street" in input_error(short.value)


def test_seven_players_get_their_own_seventh_card():
    deck = [r + s for r in "23456789TJQKA" for s in "cdhs"]
    cards = {f"S{i}": "".join(deck[7 * i : 7 * i + 7]) for i in range(7)}
    data = stud(cards)
    assert referee(with_actions(data, *_calling_down(data)))["street"] == "showdown"
    spare = {f"S{i}": cards[f"S{i}"][:12] for i in range(7)}
    with pytest.raises(BettingError) as extra:
        play(hand_from_dict(with_actions(stud(spare, community="As"), *_calling_down(stud(spare)))))
    assert extra.value.code == "community_impossible"  # 7 seats: the deck never runs short


@pytest.mark.parametrize(
    ("change", "message"),
    [
        ({"structure": "no-limit"}, "structure: the stud games are dealt fixed limit here, not no-limit"),
        ({"blinds": {"small": 1, "big": 2}}, "blinds: a stud game has no blinds"),
        (
            {"bring_in": 5},
            "bring_in: the bring-in must be more than 0 and less than the small bet (5), not 5",
        ),
        ({"cards": {**CARDS, "Dana": "2s 7c"}}, "cards: 'Dana' has 2 cards"),
        ({"cards": {k: v for k, v in CARDS.items() if k != "Dana"}}, "cards: 'Dana' has no cards"),
    ],
)
def test_bad_stud_input_is_one_line(change, message):
    with pytest.raises(BettingError) as exc:
        hand_from_dict(stud() | change)
    assert input_error(exc.value).startswith(message)


def test_more_than_eight_stud_seats_are_refused():
    deck = [r + s for r in "23456789TJQKA" for s in "cdhs"]
    cards = {f"S{i}": "".join(deck[3 * i : 3 * i + 3]) for i in range(9)}
    with pytest.raises(BettingError) as exc:
        table_from_dict(stud(cards))
    assert input_error(exc.value) == "seats: a stud table deals at most 8 seats, not 9"


def test_a_stud_hand_s_scenario_settles_with_pots(tmp_path, capsys):
    data = with_actions(stud(), *_calling_down(stud()))
    path = tmp_path / "hand.json"
    path.write_text(json.dumps(data))
    assert main(["action", str(path), "--scenario"]) == 0
    scenario = json.loads(capsys.readouterr().out)
    assert scenario["game"] == "stud" and len(scenario["hole"]["Anna"]) == 14
    path.write_text(json.dumps(scenario))
    assert main(["pots", str(path), "--json"]) == 0
    settled = json.loads(capsys.readouterr().out)
    assert sum(settled["payouts"].values()) == 4 + 4 * 2


def test_the_text_says_who_brings_it_in_and_why(tmp_path, capsys):
    path = tmp_path / "hand.json"
    path.write_text(json.dumps(stud()))
    assert main(["action", str(path)]) == 0
    out = capsys.readouterr().out
    assert "Street: third street" in out
    assert "Bram brings it in: the lowest up-card, 3d" in out
    assert "  Bring-in: 2" in out and "  Complete: to 5" in out


def test_omaha_hilo_is_an_action_game():
    data = {
        "game": "omaha-hilo",
        "structure": "pot-limit",
        "seats": ["A", "B", "C"],
        "button": "C",
        "stacks": {"A": 100, "B": 100, "C": 100},
        "blinds": {"small": 1, "big": 2},
        "hole": {"A": "As 2d Kh Kd", "B": "Qs Qh Jc Tc", "C": "3c 4d 9s 9h"},
        "board": "5h 8c 9d Ks 7s",
        "actions": [call("C"), call("A"), check("B"), {"street": "flop"}],
    }
    assert referee(data)["street"] == "flop"
    street = ({"street": s} for s in ("flop", "turn", "river"))
    checks = [x for st in street for x in (st, check("A"), check("B"))]
    hand = hand_from_dict(data | {"actions": [fold("C"), call("A"), check("B"), *checks]})
    scenario = scenario_dict(play(hand), hand)
    assert scenario["game"] == "omaha-hilo" and scenario["hole"]["A"] == "As 2d Kh Kd"
    assert scenario["board"] == "5h 8c 9d Ks 7s"


def test_a_room_profile_s_open_pair_option_reaches_stud_hands_only(tmp_path, capsys):
    room = tmp_path / "room.json"
    rules = {"open_pair_option": False, "cap": 2}
    room.write_text(
        json.dumps({"format": "dealer-trainer-room", "version": 1, "name": "Room", "rules": rules})
    )
    holdem = {
        "structure": "fixed-limit",
        "seats": ["A", "B", "C"],
        "button": "A",
        "stacks": {"A": 500, "B": 500, "C": 500},
        "blinds": {"small": 5, "big": 10},
        "actions": [],
    }
    for data, expected in ((holdem, (20, 20)), (with_actions(stud(), *THIRD, FOURTH), (5, 5))):
        path = tmp_path / "hand.json"
        path.write_text(json.dumps(data))
        assert main(["action", str(path), "--json", "--profile", str(room)]) == 0
        assert raise_range(json.loads(capsys.readouterr().out)) == expected


def test_an_all_in_high_hand_passes_the_first_action_to_the_next_seat(tmp_path, capsys):
    # Chris (pair of tens showing) is all-in on third street: Dana, next clockwise, acts first
    data = stud() | {"stacks": {"Anna": 500, "Bram": 500, "Chris": 6, "Dana": 500}}
    third = (bring_in("Bram"), act("Chris", "all-in"), call("Dana"), fold("Anna"), call("Bram"))
    data = with_actions(data, *third, FOURTH)
    assert referee(data)["to_act"] == "Dana"
    path = tmp_path / "hand.json"
    path.write_text(json.dumps(data))
    assert main(["action", str(path)]) == 0
    out = capsys.readouterr().out
    assert "Chris has the highest showing hand, Tc Td" in out
    assert "but is all-in: Dana, the next seat clockwise, acts first." in out
    assert "acts first: the highest" not in out


def test_the_side_pots_of_a_stud_all_in_settle_with_pots(tmp_path, capsys):
    # antes 1 each (4); Chris all-in for 5 more on third; Bram and Dana bet on: main pot
    # 4 + 3 x 5 = 19 for all three, side pot 1 for Bram and Dana
    data = stud() | {"stacks": {"Anna": 500, "Bram": 500, "Chris": 6, "Dana": 500}}
    third = (bring_in("Bram"), act("Chris", "all-in"), call("Dana"), fold("Anna"), call("Bram"))
    later = (
        FOURTH,
        check("Dana"),
        bet("Bram", 5),
        call("Dana"),
        FIFTH,
        check("Dana"),  # Chris's tens still show highest; Chris is all-in: Dana first
        check("Bram"),
        SIXTH,
        check("Dana"),
        check("Bram"),
        SEVENTH,
        check("Dana"),
        check("Bram"),
    )
    path = tmp_path / "hand.json"
    path.write_text(json.dumps(with_actions(data, *third, *later)))
    assert main(["action", str(path), "--scenario"]) == 0
    scenario = json.loads(capsys.readouterr().out)
    assert scenario["contributions"] == {"Anna": 1, "Bram": 11, "Chris": 6, "Dana": 11}
    path.write_text(json.dumps(scenario))
    assert main(["pots", str(path), "--json"]) == 0
    settled = json.loads(capsys.readouterr().out)
    assert [(p["amount"], p["eligible"]) for p in settled["pots"]] == [
        (19, ["Bram", "Chris", "Dana"]),
        (10, ["Bram", "Dana"]),
    ]
    # Bram's pair of queens beats Chris's pair of tens and Dana's ace high: both pots
    assert settled["payouts"] == {"Anna": 0, "Bram": 29, "Chris": 0, "Dana": 0}


def test_a_stud_table_writes_back_as_it_was_read():
    from dealer_trainer.engine.betting_io import table_to_dict

    data = stud(community=None) | {"open_pair_option": False}
    table = table_from_dict(data)
    again = table_from_dict(table_to_dict(table) | {"actions": []})
    assert again == table


def test_a_stud_hilo_hand_s_scenario_is_split_in_halves_by_pots(tmp_path, capsys):
    data = stud(game="stud-hilo")
    path = tmp_path / "hand.json"
    path.write_text(json.dumps(with_actions(data, *_calling_down(data))))
    assert main(["action", str(path), "--scenario"]) == 0
    path.write_text(capsys.readouterr().out)
    assert main(["pots", str(path), "--json"]) == 0
    settled = json.loads(capsys.readouterr().out)
    # Bram's pair of queens takes the high half; Dana's 6-5-4-2-A the low half (Anna's 9 low does not qualify)
    halves = [(a["half"], a["to"]) for a in settled["awards"]]
    assert halves == [("high", {"Bram": 6}), ("low", {"Dana": 6})]


def test_facing_only_the_bring_in_a_raise_to_the_small_bet_is_the_completion_its_json_names():
    data = with_actions(stud(), bring_in("Bram"))
    assert raise_range(referee(data)) == (5, 5)  # legal "raise" is the completion
    completed = referee(with_actions(stud(), bring_in("Bram"), raise_to("Chris", 5)))
    assert completed["to_act"] == "Dana" and completed["legal"]["call"] == 5
    assert completed == referee(with_actions(stud(), bring_in("Bram"), complete("Chris", 5)))
    said = refusal(with_actions(stud(), bring_in("Bram"), bet("Chris", 5)))
    assert "facing the bring-in, Chris may fold, call or complete to the small bet of 5" in said
    assert "all-in" not in said and "34-B" not in said


def test_the_lowest_card_all_in_on_the_ante_is_worded_once(tmp_path, capsys):
    data = stud() | {"stacks": {"Anna": 500, "Bram": 1, "Chris": 500, "Dana": 500}}
    path = tmp_path / "hand.json"
    path.write_text(json.dumps(data))
    assert main(["action", str(path)]) == 0
    out = capsys.readouterr().out
    assert "Bram has the lowest up-card, 3d" in out
    assert "but is all-in: Chris, the next seat clockwise, brings it in." in out
    assert "Bram brings it in" not in out


def test_a_community_card_with_too_few_seats_is_refused_in_one_line(tmp_path, capsys):
    path = tmp_path / "hand.json"
    path.write_text(json.dumps(stud(community="Kc")))
    assert main(["action", str(path)]) == 2
    err = capsys.readouterr().err
    assert len(err.strip().splitlines()) == 1
    assert 'with 4 seats the deck has a card for each: leave out "community"' in err


def test_the_scenario_of_a_community_card_hand_holds_the_cards_pots_awards(tmp_path, capsys):
    data = stud(_eight_seats(), community="As")
    path = tmp_path / "hand.json"
    path.write_text(json.dumps(with_actions(data, *_calling_down(data))))
    assert main(["action", str(path), "--scenario"]) == 0
    scenario = json.loads(capsys.readouterr().out)
    assert scenario["community"] == "As" and all(len(h) == 12 for h in scenario["hole"].values())
    out = tmp_path / "scenario.json"
    out.write_text(json.dumps(scenario))
    assert main(["pots", str(out), "--json"]) == 0
    awards = json.loads(capsys.readouterr().out)["awards"]
    from dealer_trainer.engine.scenario import scenario_from_dict, scenario_to_dict

    again = scenario_to_dict(scenario_from_dict(scenario))
    assert again["community"] == "As" and again["hole"] == scenario["hole"]
    assert scenario_from_dict(again).settle().awards == scenario_from_dict(scenario).settle().awards
    assert sum(sum(a["to"].values()) for a in awards) == 8 * 3  # the antes and the bring-in, called
