"""Stud hi-lo award drills (issue 29): ``Q4``-``Q6`` codes deal seven cards to every live seat (no
board) with pots split high and low, a quartered half, or a tied half's odd chip given by suit
(formats §1 "Splitting rules"); the same code deals the same drill, old ``Q1``-``Q3`` codes deal
the Omaha hi-lo drills they always did, drill files keep them, ``check`` grades them headless."""

from __future__ import annotations

import json

import pytest

from dealer_trainer.commands import main
from dealer_trainer.drills.award_checking import check_award, hand_names
from dealer_trainer.drills.award_types import AwardPush
from dealer_trainer.drills.codes import decode_hilo, read_code
from dealer_trainer.drills.files import load_drill_set
from dealer_trainer.drills.showdown_drills import drill_from_code, hilo_for_seed
from dealer_trainer.engine import Game

STUD = {4: "stud_hilo_split", 5: "stud_hilo_quartered", 6: "stud_hilo_odd_chip"}


def halves(drill):
    pots: dict[int, dict[str, tuple[str, ...]]] = {}
    for a in drill.settlement().awards:
        if a.showdown:
            pots.setdefault(a.pot.index, {})[a.half] = a.winners
    return pots


@pytest.mark.parametrize("seed", range(3))
@pytest.mark.parametrize("number", sorted(STUD))
def test_each_stud_code_deals_seven_cards_each_and_its_outcome(number, seed):
    outcome = STUD[number]
    drill = hilo_for_seed(outcome, seed)
    assert drill.variant == "stud-hilo" and drill.hilo and drill.stud and not drill.board
    assert drill.code.startswith(f"Q{number}-") and decode_hilo(drill.code) == (number, seed)
    assert read_code(drill.code).checked and drill_from_code(drill.code) == drill
    live = [s for s in drill.seats if not s.folded]
    cards = [s.hole[i : i + 2] for s in live for i in range(0, 14, 2)]
    assert all(len(s.hole) == 14 for s in live) and len(set(cards)) == len(cards)
    assert drill.scenario_dict()["game"] == "stud-hilo"
    awards = drill.settlement().awards
    assert any("low" in h for h in halves(drill).values())
    if outcome == "stud_hilo_quartered":
        assert any(
            "low" in h and set(h["low"]) != set(h["high"]) and 2 in (len(h["low"]), len(h["high"]))
            for h in halves(drill).values()
        )
    if outcome == "stud_hilo_odd_chip":
        assert any(a.half and len(a.winners) >= 2 and a.odd_chips for a in awards)


def test_old_omaha_hilo_codes_deal_the_same_drills():
    drill = drill_from_code("Q2-222223-1P")  # the code the Omaha hi-lo tests were written with
    assert drill.variant == "omaha-hilo" and drill.game == Game.OMAHA and drill.board
    assert drill.settlement().awards == hilo_for_seed("hilo_quartered", 1).settlement().awards


def test_the_low_half_odd_chip_goes_to_the_lowest_card_by_suit():
    # Q6 seed 0, worked by hand: main pot 1,315 in $5 units = 263 units; high half 132 units
    # ($660, the odd unit) to Leila's six-high straight; low half 131 units ($655) tied A-2-3-4-5
    # by Leila (4c6cAh3d2h9c5s) and Eli (4s2c8sAs5d4d3s): 65 units each and the odd unit to the
    # lowest card by suit, ace low: the aces tie in rank, hearts rank below spades -> Leila.
    drill = hilo_for_seed("stud_hilo_odd_chip", 0)
    assert drill.seat("Leila").hole == "4c6cAh3d2h9c5s" and drill.seat("Eli").hole == "4s2c8sAs5d4d3s"
    main_low = next(a for a in drill.settlement().awards if a.pot.index == 0 and a.half == "low")
    assert dict(main_low.to) == {"Leila": 330, "Eli": 325} and main_low.odd_chips == ("Leila",)
    assert hand_names(drill) == {
        "Leila": "straight, six high",
        "Eli": "straight, five high",
        "Fatima": "two pair, tens and sevens",
    }
    right = [
        AwardPush(1, "Leila", 130, half="high"),
        AwardPush(1, "Leila", 65, half="low"),
        AwardPush(1, "Eli", 65, half="low"),
        AwardPush(0, "Leila", 660, half="high"),
    ]
    by_suit = [AwardPush(0, "Leila", 330, half="low"), AwardPush(0, "Eli", 325, half="low")]
    ok = check_award(drill, [*right, *by_suit])
    assert ok.correct
    swapped = [AwardPush(0, "Leila", 325, half="low"), AwardPush(0, "Eli", 330, half="low")]
    wrong = check_award(drill, [*right, *swapped])
    assert [p.code for p in wrong.problems] == ["quartered_wrong"]
    assert "lowest card by suit" in wrong.problems[0].message


def test_a_stud_hilo_drill_saved_to_a_file_opens_again(tmp_path, capsys):
    drill = hilo_for_seed("stud_hilo_odd_chip", 0)
    out = tmp_path / "stud.json"
    assert main(["drill", "--code", drill.code, "--out", str(out)]) == 0
    data = json.loads(out.read_text(encoding="utf-8"))
    assert data["drill"]["game"] == "stud-hilo" and data["drill"]["scenario"]["game"] == "stud-hilo"
    [loaded] = load_drill_set(out).entries
    assert loaded.stud and loaded.settlement().awards == drill.settlement().awards


def test_a_stud_drill_names_no_blind_positions():
    drill = hilo_for_seed("stud_hilo_split", 2)
    assert all(s.position == "" for s in drill.seats)  # antes and a bring-in, no blinds
