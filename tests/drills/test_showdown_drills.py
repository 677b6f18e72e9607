"""Showdown drills aimed at instructive outcomes: each outcome really happens in its award."""

from __future__ import annotations

import random

import pytest

from dealer_trainer.drills.award_checking import AwardPush, check_award
from dealer_trainer.drills.showdown_drills import OUTCOMES, deal_cards, showdown_drill
from dealer_trainer.engine import Game
from dealer_trainer.engine.showdown import HOLE_COUNT


def right_pushes(drill):
    return [AwardPush(a.pot.index, s, c) for a in drill.settlement().awards for s, c in a.to.items() if c]


@pytest.mark.parametrize("outcome", sorted(OUTCOMES))
@pytest.mark.parametrize("game", [Game.HOLDEM, Game.OMAHA])
@pytest.mark.parametrize("seed", range(4))
def test_each_outcome_happens(outcome, game, seed):
    drill = showdown_drill(outcome, random.Random(seed), game=game)
    s = drill.settlement()
    assert s.payouts is not None
    assert sum(s.payouts.values()) + (s.returned.amount if s.returned else 0) == drill.hand.total_in
    awards = s.awards
    if outcome == "short_stack_wins_main":
        main, top = awards[-1], awards[0]
        assert main.pot.index == 0 and top.pot.index > 0
        assert set(main.winners).isdisjoint(top.pot.eligible)
        assert set(top.winners).isdisjoint(main.winners)
    elif outcome == "split_side_pot":
        assert any(a.pot.index > 0 and len(a.winners) >= 2 for a in awards)
    elif outcome == "board_plays":
        assert drill.game == Game.HOLDEM
        assert all(a.winners == a.pot.eligible for a in awards)
    elif outcome == "three_way_odd_chips":
        assert any(len(a.winners) == 3 and len(a.odd_chips) == 2 for a in awards)
    elif outcome == "uncontested_side_pot":
        assert any(a.pot.index > 0 and not a.showdown for a in awards)
    live = [x for x in drill.seats if not x.folded]
    assert all(len(x.hole) == 2 * HOLE_COUNT[drill.game] for x in live)
    assert check_award(drill, right_pushes(drill)).correct


def test_the_same_stream_gives_the_same_drill():
    a = showdown_drill("split_side_pot", random.Random(7))
    b = showdown_drill("split_side_pot", random.Random(7))
    assert a == b


def test_deal_cards_gives_folded_seats_none():
    drill = showdown_drill("uncontested_side_pot", random.Random(3))
    dealt = deal_cards(drill, random.Random(1), Game.OMAHA)
    assert all((x.hole == "") == x.folded for x in dealt.seats)
    assert dealt.code == ""


def test_unknown_outcome():
    with pytest.raises(ValueError):
        showdown_drill("nope", random.Random(1))


def test_a_showdown_code_deals_the_same_drill_again():
    from dealer_trainer.drills.showdown_drills import drill_from_code, showdown_for_seed

    first = showdown_for_seed("split_side_pot", 4242, Game.OMAHA)
    assert first.code.startswith("S2O-") and first.title.startswith("Showdown: a tie")
    again = drill_from_code(first.code.lower().replace("-", " "))
    assert again == first
    other = showdown_for_seed("split_side_pot", 4243, Game.OMAHA)
    assert other.code != first.code and other.seats != first.seats
    # the board-plays drills are hold'em whatever was asked, and their code says so
    assert showdown_for_seed("board_plays", 7, Game.OMAHA).code.startswith("S3-")


@pytest.mark.parametrize("code", ["S9-222222", "S2-22222", "S2-2222I2", "SX-222222"])
def test_a_bad_showdown_code_is_refused(code):
    from dealer_trainer.drills.errors import DrillError
    from dealer_trainer.drills.showdown_drills import drill_from_code

    with pytest.raises(DrillError) as err:
        drill_from_code(code)
    assert err.value.code == "bad_drill_code"
