"""Hi-lo and stud games in ``pots`` (docs/rules.md#hi-lo-and-stud, formats.md §1 Splitting
rules): hand-worked values for each rule, the low evaluator against a brute-force definition,
and bad input refused in one line."""

from __future__ import annotations

from collections import Counter
from itertools import combinations, combinations_with_replacement

import pytest

from dealer_trainer.engine import PotError
from dealer_trainer.engine.lows import LOW_RANK, best_low, best_low8, low_key, omaha_low8
from dealer_trainer.engine.scenario import scenario_from_dict, scenario_to_dict, settlement_to_dict

THREE = {"seats": ["Anna", "Bram", "Chris"], "button": "Chris"}


def settle(**fields):
    return scenario_from_dict(THREE | fields).settle()


def pushes(s):
    return [(a.pot.name, a.half, dict(a.to)) for a in s.awards]


def hilo(contributions, high, low, **more):
    if high is not None:
        more |= {"high_ranking": high, "low_ranking": low}
    return settle(game="omaha-hilo", contributions=contributions, **more)


EVEN = {"Anna": 20, "Bram": 20, "Chris": 20}


def test_a_scoop_takes_both_halves():
    s = hilo(EVEN, [["Anna"], ["Bram", "Chris"]], [["Anna"], ["Chris"]])
    assert pushes(s) == [("Main pot", "high", {"Anna": 30}), ("Main pot", "low", {"Anna": 30})]
    assert dict(s.payouts) == {"Anna": 60, "Bram": 0, "Chris": 0}


def test_a_quarter_a_seat_tied_for_the_low_half_wins_three_quarters():
    s = hilo(EVEN, [["Anna"], ["Bram"], ["Chris"]], [["Anna", "Bram"]])
    assert pushes(s) == [
        ("Main pot", "high", {"Anna": 30}),
        ("Main pot", "low", {"Anna": 15, "Bram": 15}),
    ]
    assert dict(s.payouts) == {"Anna": 45, "Bram": 15, "Chris": 0}


def test_no_qualifying_low_in_the_side_pot_but_one_in_the_main_pot():
    # main pot 120 (all three), side pot 1 120 (Bram, Chris); only Anna holds a low
    s = hilo({"Anna": 40, "Bram": 100, "Chris": 100}, [["Bram"], ["Chris"], ["Anna"]], [["Anna"]])
    assert pushes(s) == [
        ("Side pot 1", "high", {"Bram": 120}),
        ("Main pot", "high", {"Bram": 60}),
        ("Main pot", "low", {"Anna": 60}),
    ]


def test_nobody_qualifies_the_high_takes_the_whole_pot():
    s = hilo(EVEN, [["Chris"], ["Anna", "Bram"]], [])
    assert pushes(s) == [("Main pot", "high", {"Chris": 60})]


def test_the_odd_unit_goes_to_the_high_half():
    s = hilo({"Anna": 30, "Bram": 30}, [["Anna"], ["Bram"]], [["Bram"]], dead=1, folded=["Chris"])
    assert pushes(s) == [("Main pot", "high", {"Anna": 31}), ("Main pot", "low", {"Bram": 30})]


def test_the_same_seats_tying_both_halves_split_it_as_one_pot():
    # 10 among three as one pot: 4, 3, 3 (halves would give 2+2, 2+2, 1+1 = 4, 4, 2)
    tie = [["Anna", "Bram", "Chris"]]
    s = hilo({"Anna": 3, "Bram": 3, "Chris": 3}, tie, tie, dead=1)
    assert pushes(s) == [("Main pot", "both", {"Anna": 4, "Bram": 3, "Chris": 3})]
    assert settlement_to_dict(s)["awards"][0]["half"] == "both"


def test_each_half_places_its_own_odd_units_clockwise_from_the_button():
    # 23: high half 12 (Anna, Bram 6 each), low half 11 (Bram, Chris: Bram first clockwise... no:
    # clockwise from the button Chris is Anna, Bram, Chris, so Bram gets the low half's odd unit)
    s = hilo({"Anna": 7, "Bram": 7, "Chris": 7}, [["Anna", "Bram"], ["Chris"]], [["Bram", "Chris"]], dead=2)
    assert pushes(s) == [
        ("Main pot", "high", {"Anna": 6, "Bram": 6}),
        ("Main pot", "low", {"Bram": 6, "Chris": 5}),
    ]


STUD_TIE = {"Anna": "Ah Kd Qh Jc 9s 4d 2c", "Bram": "As Kc Qd Js 9h 3c 2d"}


def test_stud_odd_chip_to_the_highest_card_by_suit():
    # both A-K-Q-J-9 high; Bram holds the ace of spades (clockwise from Chris would be Anna)
    s = settle(game="stud", contributions={"Anna": 5, "Bram": 5, "Chris": 5}, folded=["Chris"], hole=STUD_TIE)
    assert pushes(s) == [("Main pot", None, {"Anna": 7, "Bram": 8})]
    assert s.awards[0].odd_chips == ("Bram",)


def test_stud_with_rankings_only_odd_chip_clockwise_from_the_dealer():
    s = settle(
        game="stud", contributions={"Anna": 5, "Bram": 5, "Chris": 5}, ranking=[["Bram", "Chris"], ["Anna"]]
    )
    assert pushes(s) == [("Main pot", None, {"Bram": 8, "Chris": 7})]


def test_stud_hilo_low_half_odd_chip_to_the_lowest_card_by_suit():
    cards = {
        "Anna": "2c 3d 4h 5s 7c Kd Kh",  # 7-5-4-3-2, pair of kings
        "Bram": "2d 3c 4s 5h 7d Qs Qh",  # 7-5-4-3-2, pair of queens
        "Chris": "As Ac Ad 9s 9c Jd Th",  # aces full, no low
    }
    s = scenario_from_dict(
        THREE
        | {
            "button": "Anna",
            "game": "stud-hilo",
            "contributions": {"Anna": 7, "Bram": 7, "Chris": 7},
            "dead": 1,
            "hole": cards,
        }
    ).settle()
    # 22: high half 11 to Chris; low half 11 tied: Anna's 2c is lower than Bram's 2d
    assert pushes(s) == [("Main pot", "high", {"Chris": 11}), ("Main pot", "low", {"Anna": 6, "Bram": 5})]


def test_razz_best_low_of_seven_no_qualifier_and_odd_chip_to_the_lowest_card():
    s = settle(
        game="razz",
        contributions={"Anna": 10, "Bram": 10, "Chris": 10},
        hole={
            "Anna": "Kc Qd 2h 3s 4c 5d 6h",
            "Bram": "Ac 2d 3h 4s 8c Kd Kh",
            "Chris": "9c 9d Ts Td Jc Jd Qs",
        },
    )
    assert pushes(s) == [("Main pot", None, {"Anna": 30})]  # 6-5-4-3-2 beats 8-4-3-2-A
    s = scenario_from_dict(
        THREE
        | {
            "button": "Anna",
            "game": "razz",
            "contributions": {"Anna": 5, "Bram": 5},
            "dead": 1,
            "folded": ["Chris"],
            "hole": {"Anna": "Ac 2c 3c 4c 5c Kd Ks", "Bram": "Ad 2d 3d 4d 5d Kh Qh"},
        }
    ).settle()
    assert pushes(s) == [("Main pot", None, {"Anna": 6, "Bram": 5})]  # wheel each; Ac below Ad
    s = settle(game="razz", contributions=EVEN, ranking=[["Chris"], ["Anna", "Bram"]])
    assert pushes(s) == [("Main pot", None, {"Chris": 60})]


def test_omaha_hilo_by_cards_two_hole_three_board():
    hole = {"Anna": "As2dKhKd", "Bram": "QsQhJcTc", "Chris": "3c4d9s9h"}
    s = hilo({"Anna": 40, "Bram": 100, "Chris": 100}, None, None, hole=hole, board="5h8c9dKs7s")
    # Bram's straight (J-T + 9-8-7) beats Anna's kings; Anna's 8-7-5-2-A beats Chris's 8-7-5-4-3
    assert pushes(s) == [
        ("Side pot 1", "high", {"Bram": 60}),
        ("Side pot 1", "low", {"Chris": 60}),
        ("Main pot", "high", {"Bram": 60}),
        ("Main pot", "low", {"Anna": 60}),
    ]


def test_hilo_composes_with_the_rake_the_drop_and_runs():
    s = settle(
        game="omaha-hilo",
        contributions={"Anna": 50, "Bram": 50, "Chris": 50},
        rake={"percent": 10, "cap": 5},
        jackpot={"drop": 1, "min_pot": 20},
        runs=2,
        board_rankings=[
            {"high": [["Anna"], ["Bram", "Chris"]], "low": [["Bram"]]},
            {"high": [["Chris"], ["Anna", "Bram"]], "low": []},
        ],
    )
    # 150 - rake 5 - drop 1 = 144; 72 a run; run 1 halves 36/36, run 2 whole to Chris
    assert [(a.run, a.half, dict(a.to)) for a in s.awards] == [
        (1, "high", {"Anna": 36}),
        (1, "low", {"Bram": 36}),
        (2, "high", {"Chris": 72}),
    ]
    out = settlement_to_dict(s)
    assert out["rake"] == 5 and out["jackpot"] == 1 and out["awards"][1] | {} == out["awards"][1]
    assert {"run": 1, "half": "low"}.items() <= out["awards"][1].items()


def test_a_hilo_scenario_round_trips():
    data = THREE | {
        "game": "omaha-hilo",
        "contributions": EVEN,
        "high_ranking": [["Anna"], ["Bram", "Chris"]],
        "low_ranking": [["Bram"]],
    }
    again = scenario_from_dict(scenario_to_dict(scenario_from_dict(data)))
    assert pushes(again.settle()) == pushes(scenario_from_dict(data).settle())


@pytest.mark.parametrize(
    ("fields", "field", "words"),
    [
        ({"game": "omaha-hilo", "ranking": [["Anna"]]}, "ranking", "high_ranking and low_ranking"),
        ({"game": "omaha-hilo", "high_ranking": [["Anna"], ["Bram"]]}, "low_ranking", ""),
        (
            {
                "game": "omaha-hilo",
                "folded": ["Chris"],
                "high_ranking": [["Anna"], ["Bram"]],
                "low_ranking": [["Chris"]],
            },
            "low_ranking",
            "cannot hold a low",
        ),
        (
            {
                "game": "omaha-hilo",
                "hole": {"Anna": "As2dKhKd", "Bram": "QsQhJcTc", "Chris": "3c4d9s9h"},
                "board": "5h8c9dKs7s",
                "high_ranking": [["Bram"], ["Anna"], ["Chris"]],
                "low_ranking": [["Anna"], ["Chris"], ["Bram"]],
            },
            "low_ranking",
            "no 8-or-better low",
        ),
        ({"game": "stud", "board": "5h8c9dKs7s", "ranking": [["Anna"]]}, "board", "no board"),
        (
            {
                "game": "stud",
                "hole": {
                    "Anna": "Ah Kd Qh Jc 9s 4d",
                    "Bram": "As Kc Qd Js 9h 3c 2d",
                    "Chris": "2h 3h 4h 5h 6h 7h 8h",
                },
            },
            "hole",
            "",
        ),
        (
            {"game": "stud-hilo", "hole": {"Anna": "Ah Kd Qh Jc 9s 4d 2c", "Bram": "As Kc Qd Js 9h 3c 2d"}},
            "hole",
            "",
        ),
        ({"game": "razz", "low_ranking": [["Anna"]]}, "low_ranking", "only hi-lo"),
    ],
)
def test_bad_hilo_input_is_refused_naming_the_field(fields, field, words):
    with pytest.raises(PotError) as caught:
        scenario_from_dict(THREE | {"contributions": EVEN} | fields)
    assert caught.value.field == field
    assert words in str(caught.value.values.get("reason", words))


def test_cards_for_a_seat_not_at_the_table_are_refused():
    with pytest.raises(PotError) as caught:
        scenario_from_dict(
            THREE | {"contributions": EVEN, "game": "razz", "hole": {"Dora": "Ac 2d 3h 4s 5c 6d 7h"}}
        )
    assert (caught.value.code, caught.value.field, caught.value.values) == (
        "unknown_seat",
        "hole",
        {"seat": "Dora"},
    )


# --- the ace-to-five low evaluator ------------------------------------------------------------

ORDER = "A23456789TJQK"
SUITS = "cdhs"


def definition(five):
    """Ace-to-five low by the book: no pair beats one pair beats two pair beats trips beats a full
    house beats quads; within a kind, compare the paired ranks first, then the rest, highest
    first; the ace is low; straights and flushes do not count. Smaller is better."""
    counts = Counter(ORDER.index(c[0]) for c in five)
    shape = sorted(counts.values(), reverse=True)
    kinds = [[1, 1, 1, 1, 1], [2, 1, 1, 1], [2, 2, 1], [3, 1, 1], [3, 2], [4, 1]]
    ranks = sorted(counts, key=lambda r: (counts[r], r), reverse=True)
    return kinds.index(shape), ranks


def deal(ranks):
    """Cards of the given ranks, suits dealt round so no card repeats."""
    seen = Counter()
    out = []
    for r in ranks:
        out.append(r + SUITS[seen[r]])
        seen[r] += 1
    return out


def test_five_card_lows_order_as_the_definition_every_rank_combination():
    hands = [deal(r) for r in combinations_with_replacement(ORDER, 5) if max(Counter(r).values()) <= 4]
    assert len(hands) == 6175
    by_key = sorted(hands, key=low_key)
    by_definition = sorted(hands, key=definition)
    assert [low_key(h) for h in by_key] == [low_key(h) for h in by_definition]
    assert len({low_key(h) for h in hands}) == 6175


def test_best_low_of_seven_is_the_best_five_every_rank_combination():
    for ranks in combinations_with_replacement(ORDER, 7):
        if max(Counter(ranks).values()) > 4:
            continue
        cards = deal(ranks)
        brute = min(combinations(cards, 5), key=definition)
        assert best_low(cards) == low_key(brute), ranks
        eight = definition(brute)[0] == 0 and max(LOW_RANK[c[0]] for c in brute) <= 8
        assert (best_low8(cards) is not None) == eight, ranks


def test_omaha_low_uses_exactly_two_hole_cards():
    # three low cards in the hand and two on the board make no low: only two may play
    assert omaha_low8(["As", "2s", "3s", "Kd"], ["4c", "5c", "Qh", "Qd", "Jc"]) is None
    assert omaha_low8(["As", "2s", "Kh", "Kd"], ["4c", "5c", "8h", "Qd", "Jc"]) == (0, (8, 5, 4, 2, 1))


def test_omaha_hilo_boards_run_twice_each_run_halved_on_its_own_board():
    s = hilo(
        {"Anna": 40, "Bram": 100, "Chris": 100},
        None,
        None,
        hole={"Anna": "As2dKhKd", "Bram": "QsQhJcTc", "Chris": "3c4d9s9h"},
        runs=2,
        boards=["5h8c9dKs7s", "5h8c9dQdJh"],
        rake={"percent": 5, "cap": 3},
    )
    # main pot 120 - 3 = 117: 59 for run 1 (high 30, low 29), 58 for run 2 (no low on 5-8-9-Q-J)
    assert [(a.pot.name, a.run, a.half, dict(a.to)) for a in s.awards] == [
        ("Side pot 1", 1, "high", {"Bram": 30}),
        ("Side pot 1", 1, "low", {"Chris": 30}),
        ("Side pot 1", 2, "high", {"Bram": 60}),
        ("Main pot", 1, "high", {"Bram": 30}),
        ("Main pot", 1, "low", {"Anna": 29}),
        ("Main pot", 2, "high", {"Bram": 58}),
    ]
