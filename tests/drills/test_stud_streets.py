"""Stud street hands (headless core): generated hands are legal, deal a side pot after third
street and show down; the dealer's rulings (who brings it in, who acts first) with hand-worked
values; a stud all-in's pull-ins."""

from __future__ import annotations

import random
from types import MappingProxyType

import pytest

from dealer_trainer.drills.models import Stakes
from dealer_trainer.drills.streets import StreetDrill, pots_formed
from dealer_trainer.drills.stud_streets import STUD_STREET_GAMES, stud_rulings, stud_street_drill
from dealer_trainer.engine.betting import Action, Do
from dealer_trainer.engine.betting_io import hand_from_dict
from dealer_trainer.engine.betting_table import Street
from dealer_trainer.engine.hilo import Variant

CARDS = {
    "Anna": "As Kd 3h 9c 2d Jh 4c",
    "Bram": "Qs Qh 3d Ks 7h 8d 2c",
    "Chris": "5s 6h Tc Td 8s 3c 9h",
    "Dana": "2s 7c Jd 6d 5h 4h Ah",
}


def _hand(actions: list[dict]) -> StreetDrill:
    data = {
        "game": "stud",
        "structure": "fixed-limit",
        "seats": list(CARDS),
        "button": "Dana",
        "stacks": {"Anna": 500, "Bram": 500, "Chris": 6, "Dana": 500},
        "ante": 1,
        "bring_in": 2,
        "bets": {"small": 5, "big": 10},
        "cards": CARDS,
        "actions": actions,
    }
    hand = hand_from_dict(data)
    stakes = Stakes("cash", 2, 5, 1, "per_player")
    hole = MappingProxyType({s: c.replace(" ", "") for s, c in CARDS.items()})
    return StreetDrill("", 0, "stud", hand.table, hand.steps, stakes, "cash", 1, MappingProxyType({}), hole)


def _act(seat: str, do: str, to: int | None = None) -> dict:
    return {"seat": seat, "do": do} | ({"to": to} if to else {})


ALL_IN_HAND = [
    _act("Bram", "bring-in"),
    _act("Chris", "all-in"),
    _act("Dana", "call"),
    _act("Anna", "fold"),
    _act("Bram", "call"),
    {"street": "fourth"},
    _act("Dana", "check"),
    _act("Bram", "bet", 5),
    _act("Dana", "call"),
    {"street": "fifth"},
    _act("Dana", "bet", 10),
    _act("Bram", "call"),
    {"street": "sixth"},
    _act("Dana", "check"),
    _act("Bram", "check"),
    {"street": "seventh"},
    _act("Dana", "check"),
    _act("Bram", "check"),
]


def test_the_rulings_say_who_brings_it_in_and_who_acts_first_each_street():
    rulings = stud_rulings(_hand(ALL_IN_HAND))
    assert [(r.street, r.answer) for r in rulings] == [
        (Street.THIRD, "Bram"),  # 3d: the threes tie, diamonds below hearts
        (Street.FOURTH, "Dana"),  # Chris's tens show highest, but Chris is all-in
        (Street.FIFTH, "Dana"),
        (Street.SIXTH, "Dana"),
        (Street.SEVENTH, "Dana"),
    ]
    assert rulings[0].question == "Who brings it in?"
    assert rulings[0].why.startswith("Bram brings it in: the lowest up-card, 3d")
    assert "Chris has the highest showing hand, Tc Td" in rulings[1].why
    assert "but is all-in: Dana, the next seat clockwise, acts first." in rulings[1].why


def test_a_stud_all_in_s_pull_ins_build_a_main_pot_and_a_side_pot():
    sd = _hand(ALL_IN_HAND)
    third, fourth, fifth = (r.after.settlement().pots for r in sd.rounds[:3])
    assert [(p.amount, p.eligible) for p in third] == [(19, ("Bram", "Chris", "Dana"))]  # 4 antes + 3 x 5
    assert [(p.amount, p.eligible) for p in fourth] == [
        (19, ("Bram", "Chris", "Dana")),
        (10, ("Bram", "Dana")),
    ]
    assert [(p.amount, p.eligible) for p in fifth][1] == (30, ("Bram", "Dana"))  # the big bet from fifth


@pytest.mark.parametrize("variant", sorted(STUD_STREET_GAMES))
def test_generated_stud_street_hands_are_legal_and_have_their_shape(variant: Variant):
    for seed in range(12):
        sd = stud_street_drill(variant, random.Random(seed))
        assert sd == stud_street_drill(variant, random.Random(seed))  # the same seed deals the same hand
        assert len(sd.states) == len(sd.steps) + 1  # every step accepted by the referee
        first = sd.steps[0]
        assert isinstance(first, Action) and first.do in (Do.BRING_IN, Do.COMPLETE)
        order = (
            sd.table.seats[sd.table.seats.index(sd.table.button) + 1 :]
            + sd.table.seats[: sd.table.seats.index(sd.table.button) + 1]
        )
        assert first.seat == sd.table.stud.bring_in_seat(order)
        assert any(k for s, k in pots_formed(sd).items() if s != Street.THIRD)
        assert len(sd.rounds) >= 3 and len(sd.final.live) >= 2
        rulings = stud_rulings(sd)
        assert [r.street for r in rulings] == [r.street for r in sd.rounds if r.first <= r.last]
        for state, step in zip(sd.states, sd.steps, strict=False):
            if (
                isinstance(step, Action)
                and step.do in (Do.BET, Do.RAISE)
                and state.street in (Street.FIFTH, Street.SIXTH, Street.SEVENTH)
            ):
                assert (step.to - state.current) in (
                    sd.table.big_bet,
                    state.stacks[step.seat] + state.bets[step.seat] - state.current,
                )


def test_the_hand_in_words_names_the_bring_in_the_up_cards_and_the_rulings():
    from dealer_trainer.commands.common import render_table
    from dealer_trainer.drills.stud_streets_text import stud_street_text

    text = stud_street_text(_hand(ALL_IN_HAND), render_table, answer=True)
    assert "Third street: Anna 3h · Bram 3d · Chris Tc · Dana Jd" in text
    assert "  Who brings it in? Bram brings it in: the lowest up-card, 3d" in text
    assert "  Bram brings it in for $2\n  Chris completes to $5 (all-in)\n  Dana calls $5" in text
    assert "Fourth street: Bram 3d Ks · Chris Tc Td · Dana Jd 6d" in text
    assert "but is all-in: Dana, the next seat clockwise, acts first." in text
    assert (
        "Fixed limit: a bring-in of $2; bets of $5 on third and fourth street, $10 from fifth street" in text
    )
    assert "Side pot 1" in text


def test_drill_stud_prints_a_hand_that_the_same_seed_deals_again(capsys):
    from dealer_trainer.commands import main

    assert main(["drill", "--stud", "razz", "--seed", "4", "--answer"]) == 0
    first = capsys.readouterr().out
    assert first.startswith("--stud razz --seed 4 · Stud streets: razz")
    assert "Who brings it in? " in first and "the highest up-card" in first and "After the pull-in:" in first
    assert main(["drill", "--stud", "razz", "--seed", "4", "--answer"]) == 0
    assert capsys.readouterr().out == first
    assert main(["drill", "--stud", "stud", "--level", "2"]) == 2
    assert "--stud deals by --seed" in capsys.readouterr().err


def test_a_stud_code_deals_the_hand_of_its_game_and_seed_and_refuses_a_typo(capsys):
    from dealer_trainer.commands import main
    from dealer_trainer.drills.errors import DrillError
    from dealer_trainer.drills.streets import is_street_code
    from dealer_trainer.drills.stud_streets import (
        any_street_drill_from_code,
        encode_stud,
        stud_drill_from_code,
        window_rulings,
    )

    code = encode_stud(Variant.RAZZ, 4)
    assert code.startswith("D3-") and is_street_code(code)
    sd = any_street_drill_from_code(code)  # the window's and drill --code's way in
    assert sd == stud_drill_from_code(code) and sd.code == code and sd.table.stud is not None
    assert sd.table.variant == Variant.RAZZ
    # the same hand as drill --stud razz --seed 4
    assert main(["drill", "--stud", "razz", "--seed", "4"]) == 0
    by_seed = capsys.readouterr().out
    assert main(["drill", "--code", code]) == 0
    by_code = capsys.readouterr().out
    assert by_code.split("\n", 1)[1] == by_seed.split("\n", 1)[1] and by_code.startswith(code)
    rulings = window_rulings(sd)
    assert rulings[0].question == "Who brings it in?" and rulings[0].kind == "who_acts"
    assert [(r.step, r.answer) for r in rulings] == [(r.step, r.answer) for r in stud_rulings(sd)]
    with pytest.raises(DrillError):
        stud_drill_from_code(code[:-1] + ("2" if code[-1] != "2" else "3"))


@pytest.mark.parametrize("variant", [Variant.STUD, Variant.STUD_HILO, Variant.RAZZ])
def test_the_final_drill_of_a_stud_showdown_carries_seven_cards_and_the_game(variant):
    from dealer_trainer.drills.models import has_showdown
    from dealer_trainer.drills.stud_streets import stud_drill_for_seed

    sd = stud_drill_for_seed(variant, 7)
    drill = sd.final_drill()
    assert has_showdown(drill) and drill.variant == variant.value and drill.board == ""
    live = [s for s in drill.seats if not s.folded]
    assert len(live) >= 2 and {s.name: s.hole for s in live} == {s.name: sd.hole[s.name] for s in live}
    assert all(not s.hole for s in drill.seats if s.folded)
    # the award is settled by the engine's stud rules, read from the seven cards (no board)
    data = drill.scenario_dict()
    assert data["game"] == variant.value and "board" not in data
    settlement = drill.settlement()
    assert settlement.payouts is not None and any(a.showdown for a in settlement.awards)
    assert sum(settlement.payouts.values()) == sum(p.amount for p in settlement.pots)
    # the earlier pull-ins show no cards: no award before the betting is over
    assert not any(has_showdown(r.after) for r in sd.rounds[:-1])


def test_the_award_names_a_razz_hand_by_its_low_and_a_stud_hand_by_its_best_five():
    from dealer_trainer.drills.award_checking import hand_names
    from dealer_trainer.drills.stud_streets import stud_drill_for_seed

    razz = stud_drill_for_seed(Variant.RAZZ, 4).final_drill()
    # Lena TdQh2d2c6hAsTh: A-2-6-T-Q (the second deuce and ten pair up); Hana 2h6s9c3h4h5s2s: 6-5-4-3-2
    assert hand_names(razz) == {
        "Lena": "queen-ten low",
        "Yusuf": "ten-seven low",
        "Tom": "jack-nine low",
        "Hana": "six-five low",
    }
    stud = stud_drill_for_seed(Variant.STUD, 4).final_drill()
    # Jonas KdThKhTsKc5h2d: kings full; Zoe 2h6cQc4cAc6d2c: five clubs, ace high
    names = hand_names(stud)
    assert names["Jonas"] == "full house, kings full of tens" and names["Zoe"] == "flush, ace high"
