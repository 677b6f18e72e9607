"""Pot-limit Omaha street hands (level 7): four hole cards, the board, pot-limit betting, and the
pot-size ruling on every street, worked by hand (docs/rules.md#pot-limit-pot-size-bet) and
compared with PokerKit's pot-limit Omaha state machine (test-only oracle)."""

from __future__ import annotations

import pytest
from pokerkit import Automation, Mode, PotLimitOmahaHoldem

from dealer_trainer.drills.models import Stakes
from dealer_trainer.drills.rulings import candidates, grade, is_plo, ruling_drill, rulings_for
from dealer_trainer.drills.streets import (
    PLO_LEVEL,
    STREET_LEVELS,
    StreetDrill,
    pot_raise_spots,
    read_street,
    street_drill_for_seed,
    street_drill_from_code,
)
from dealer_trainer.engine.betting import Action, BettingState, Do
from dealer_trainer.engine.betting_table import DeadPost, LivePost, Street, Structure, Table
from dealer_trainer.engine.showdown import Game
from dealer_trainer.wording.explain import format_chips

SEATS = ("Btn", "Sb", "Bb", "Utg")


def _drill(steps, stacks=None, blinds=(50, 100), **table) -> StreetDrill:
    stacks = stacks or dict.fromkeys(SEATS, 20_000)
    t = Table(SEATS, "Btn", stacks, *blinds, structure=Structure.POT_LIMIT, game=Game.OMAHA, **table)
    return StreetDrill("", 0, "PLO", t, tuple(steps), Stakes("tournament", *blinds), "tournament", 25)


def _pot(sd, step):
    return next(r for r in candidates(sd, format_chips, ("pot_raise",)) if r.step == step)


#: Blinds 50/100, UTG raises to 250, everyone calls: 1,000 in the middle on the flop.
PREFLOP = (
    Action("Utg", Do.RAISE, 250),
    Action("Btn", Do.CALL),
    Action("Sb", Do.CALL),
    Action("Bb", Do.CALL),
    Street.FLOP,
)


def test_after_a_bet_the_pot_raise_is_the_call_then_the_pot_and_three_times_the_bet_plus_the_middle():
    # pot 1,000, Sb bets 300: Bb's pot raise is to 300 + (1,000 + 300 + 300) = 1,900 = 3 × 300 + 1,000
    sd = _drill((*PREFLOP, Action("Sb", Do.BET, 300), Action("Bb", Do.CALL)))
    ruling = _pot(sd, 6)
    assert ruling.answer == 1900 and ruling.rule == "pot_limit"
    assert "First the call: 300. Then the pot with that call in it: 1,300 + 300 = 1,600." in ruling.why
    assert "to 300 + 1,600 = 1,900" in ruling.why
    assert "3 × 300 + 1,000 = 1,900" in ruling.why and "middle before it" in ruling.why
    assert grade(ruling, "1900", int, format_chips).correct
    assert not grade(ruling, "1600", int, format_chips).correct
    # the flop's first seat, nobody has bet: the pot, 1,000
    assert _pot(sd, 5).answer == 1000 and "may bet at most 1,000" in _pot(sd, 5).why


def test_after_a_bet_and_a_call_the_call_counts_in_the_pot():
    # Sb bets 300, Bb calls: Utg's pot raise is to 300 + (1,000 + 300 + 300 + 300) = 2,200
    sd = _drill((*PREFLOP, Action("Sb", Do.BET, 300), Action("Bb", Do.CALL), Action("Utg", Do.CALL)))
    ruling = _pot(sd, 7)
    assert ruling.answer == 2200
    assert "1,600 + 300 = 1,900" in ruling.why and "to 300 + 1,900 = 2,200" in ruling.why
    assert "3 × 300 + 1,300 = 2,200" in ruling.why  # the middle 1,000 and Bb's call 300
    assert "the other bets in front, 300" in ruling.why


def test_after_a_raise_the_raisers_own_bet_is_part_of_the_call():
    # Sb bets 300, Bb raises the pot to 1,900, Utg calls 1,900: Sb's pot re-raise: call 1,600,
    # pot 1,000 + 300 + 1,900 + 1,900 + 1,600 = 6,700, to 1,900 + 6,700 = 8,600 = 3 × 1,900 + 2,900
    steps = (*PREFLOP, Action("Sb", Do.BET, 300), Action("Bb", Do.RAISE, 1900), Action("Utg", Do.CALL))
    sd = _drill((*steps, Action("Btn", Do.FOLD), Action("Sb", Do.CALL)))
    assert _pot(sd, 7).answer == 7000  # Utg, facing the raise: 1,900 + (3,200 + 1,900)
    ruling = _pot(sd, 9)
    assert ruling.answer == 8600
    assert "First the call: 1,600" in ruling.why and "5,100 + 1,600 = 6,700" in ruling.why
    assert "3 × 1,900 + 2,900 = 8,600" in ruling.why


def test_before_the_flop_the_blinds_antes_and_dead_money_count():
    # blinds 100/200: Utg's pot raise is to 200 + (100 + 200 + 200) = 700 = 3 × 200 + 100
    sd = _drill((Action("Utg", Do.CALL),), blinds=(100, 200))
    first = _pot(sd, 0)
    assert first.answer == 700 and "3 × 200 + 100 = 700" in first.why
    # a big blind all-in for 100: the pot still counts a full big blind (TDA 2024 Rule 54-B)
    short = _drill((Action("Utg", Do.CALL),), dict.fromkeys(SEATS, 5000) | {"Bb": 100}, (100, 200))
    assert _pot(short, 0).answer == 700 and "as if posted in full" in _pot(short, 0).why
    # Btn returns and posts 200 live and the missed small blind of 100 dead; Utg is first
    dead = _drill(
        (Action("Utg", Do.CALL),),
        blinds=(100, 200),
        live_posts=(LivePost("Btn", 200),),
        dead_posts=(DeadPost("Btn", 100, "small-blind"),),
    )
    ruling = _pot(dead, 0)  # 200 + (100 dead + 100 + 200 + 200 + 200) = 1,000
    assert ruling.answer == 1000 and "3 × 200 + 400 = 1,000" in ruling.why
    assert "what was in the middle before it, 100, and the other bets in front, 300" in ruling.why
    # antes of 25 from four seats in the middle: to 200 + (100 + 100 + 200 + 200) = 800
    antes = _drill((Action("Utg", Do.CALL),), blinds=(100, 200), ante=25)
    assert _pot(antes, 0).answer == 800 and "3 × 200 + 200 = 800" in _pot(antes, 0).why


def test_level_7_deals_pot_limit_omaha_and_asks_the_pot_size_raise_on_every_street():
    assert PLO_LEVEL in STREET_LEVELS
    streets_asked = []
    for seed in range(40):
        sd = street_drill_for_seed(PLO_LEVEL, seed)
        assert read_street(sd.code) == (PLO_LEVEL, seed, 1)
        assert street_drill_from_code(sd.code) == sd  # the code deals the same hand
        assert is_plo(sd) and sd.table.game == Game.OMAHA and sd.table.structure == Structure.POT_LIMIT
        assert all(len(cards) == 8 for cards in sd.hole.values()) and len(sd.board) == 10
        cards = [c for cards in sd.hole.values() for c in (cards[i : i + 2] for i in range(0, 8, 2))]
        assert len(set(cards + [sd.board[i : i + 2] for i in range(0, 10, 2)])) == len(cards) + 5
        asked = [r for r in rulings_for(sd, sd.stakes.format) if r.kind == "pot_raise"]
        betting = {r.street for r in sd.rounds if r.last >= r.first}
        assert {sd.states[r.step].street for r in asked} == betting == set(pot_raise_spots(sd))
        for ruling in asked:
            state = sd.states[ruling.step]
            assert ruling.answer == state.legal().raise_range.max_to
        streets_asked.append(len(asked))
        assert len(sd.rounds) >= 3 and len(sd.final_drill().settlement().pots) >= 2
    assert min(streets_asked) >= 3 and streets_asked.count(4) >= 10


def test_the_pot_size_ruling_menu_deals_pot_limit_omaha():
    for seed in range(3):
        sd = ruling_drill("pot_raise", seed)
        assert is_plo(sd) and len(rulings_for(sd, format_chips, ("pot_raise",))) >= 3


AUTOMATIONS = (
    Automation.ANTE_POSTING,
    Automation.BET_COLLECTION,
    Automation.BLIND_OR_STRADDLE_POSTING,
    Automation.CARD_BURNING,
    Automation.HOLE_DEALING,
    Automation.BOARD_DEALING,
    Automation.HOLE_CARDS_SHOWING_OR_MUCKING,
    Automation.HAND_KILLING,
    Automation.CHIPS_PUSHING,
    Automation.CHIPS_PULLING,
)


def _pokerkit(table: Table):
    """PokerKit's pot-limit Omaha state for ``table``: its player 0 is our small blind, the button last."""
    n = len(table.seats)
    start = table.seats.index(table.button) + 1
    order = [table.seats[(start + i) % n] for i in range(n)]
    stacks = [table.stacks[s] for s in order]
    state = PotLimitOmahaHoldem.create_state(
        AUTOMATIONS,
        True,
        0,
        (table.small_blind, table.big_blind),
        table.big_blind,
        stacks,
        n,
        mode=Mode.CASH_GAME,
    )
    return state, order


def _play(pk, order, step: Action, before: BettingState) -> None:
    assert order[pk.actor_index] == step.seat
    if step.do == Do.FOLD:
        pk.fold()
    elif step.do in (Do.CALL, Do.CHECK):
        pk.check_or_call()
    else:
        to = before.bets[step.seat] + before.stacks[step.seat] if step.do == Do.ALL_IN else step.to
        if to <= before.current:
            pk.check_or_call()  # an all-in that only calls
        else:
            pk.complete_bet_or_raise_to(to)


@pytest.mark.parametrize("first", [0, 60])
def test_the_largest_raise_agrees_with_pokerkit_on_random_hands(first):
    compared = hands = 0
    streets = set()
    for seed in range(first, first + 60):
        sd = street_drill_for_seed(PLO_LEVEL, seed)
        pk, order = _pokerkit(sd.table)
        hands += 1
        for i, step in enumerate(sd.steps):
            if isinstance(step, Street):
                continue
            state = sd.states[i]
            rng = state.legal().raise_range
            if rng is not None and rng.limit == "pot" and pk.can_complete_bet_or_raise_to():
                assert pk.max_completion_betting_or_raising_to_amount == rng.max_to, (sd.code, i)
                compared += 1
                streets.add(state.street)
            _play(pk, order, step, state)
    assert hands == 60 and compared >= 6 * hands  # 1,440 decision points in the 120 hands, all agreed
    assert streets == {Street.PREFLOP, Street.FLOP, Street.TURN, Street.RIVER}


def test_the_pot_limit_omaha_lesson_works_the_rules_own_example():
    from dealer_trainer.drills.street_lessons import street_lessons

    lesson = next(x for x in street_lessons() if x.title.startswith("Pot-limit Omaha"))
    assert is_plo(lesson.drill) and all(len(cards) == 8 for cards in lesson.drill.hole.values())
    assert [(r.kind, r.answer) for r in lesson.rulings] == [
        ("pot_raise", 350),
        ("pot_raise", 1900),
        ("pot_raise", 2200),
        ("pot_raise", 1900),
    ]
    assert "$300 + $1,600 = $1,900" in lesson.rulings[1].why and "3 × $300 + $1,000" in lesson.rulings[1].why
    assert "3 × $300 + $1,300 = $2,200" in lesson.notes
    assert {lesson.drill.states[r.step].street for r in lesson.rulings} == {
        Street.PREFLOP,
        Street.FLOP,
        Street.TURN,
    }
