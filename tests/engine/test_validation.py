"""Bad hands are refused with a typed error naming the field, the code and the values."""

from __future__ import annotations

import pytest

from dealer_trainer.engine import Hand, PotError, build_pots, settle
from dealer_trainer.engine.scenario import scenario_from_dict

SEATS = ("Anna", "Bram", "Chris")


@pytest.mark.parametrize(
    ("kwargs", "code", "field", "values"),
    [
        ({"seats": ()}, "no_seats", "seats", {}),
        ({"seats": ("Anna", "Anna")}, "duplicate_seat", "seats", {"seat": "Anna"}),
        ({"seats": ("Anna", "")}, "bad_seat_name", "seats", {"seat": ""}),
        ({"contributions": {"Dora": 5}}, "unknown_seat", "contributions", {"seat": "Dora"}),
        ({"contributions": {"Anna": -5}}, "negative_amount", "contributions", {"value": -5, "seat": "Anna"}),
        ({"contributions": {"Anna": 2.5}}, "not_integer", "contributions", {"value": 2.5, "seat": "Anna"}),
        ({"contributions": {"Anna": True}}, "not_integer", "contributions", {"value": True, "seat": "Anna"}),
        ({"contributions": {"Anna": "40"}}, "not_integer", "contributions", {"value": "40", "seat": "Anna"}),
        ({"folded": {"Dora"}}, "unknown_seat", "folded", {"seat": "Dora"}),
        ({"folded": set(SEATS)}, "no_live_seat", "folded", {}),
        ({"folded": {"Anna"}, "all_in": {"Anna"}}, "folded_and_all_in", "all_in", {"seat": "Anna"}),
        ({"button": "Dora"}, "button_not_seated", "button", {"seat": "Dora"}),
        ({"dead": -1}, "negative_amount", "dead", {"value": -1}),
        ({"unit": 0}, "bad_unit", "unit", {"value": 0}),
        ({"unit": 1.0}, "bad_unit", "unit", {"value": 1.0}),
    ],
)
def test_bad_hand_is_refused_with_its_code(kwargs, code, field, values):
    args = {"seats": SEATS, "contributions": {"Anna": 40, "Bram": 40, "Chris": 40}} | kwargs
    with pytest.raises(PotError) as info:
        Hand(**args)
    assert (info.value.code, info.value.field, info.value.values) == (code, field, values)


def test_live_seat_short_of_the_bet_and_not_all_in_is_an_unfinished_hand():
    hand = Hand(SEATS, {"Anna": 40, "Bram": 100, "Chris": 100}, all_in=frozenset())
    with pytest.raises(PotError) as info:
        build_pots(hand)
    assert info.value.code == "hand_not_finished"
    assert info.value.values == {"seat": "Anna", "total": 40, "to_call": 100}


def test_short_seat_declared_all_in_is_fine_and_all_in_may_be_inferred():
    declared = Hand(SEATS, {"Anna": 40, "Bram": 100, "Chris": 100}, all_in=frozenset({"Anna"}))
    inferred = Hand(SEATS, {"Anna": 40, "Bram": 100, "Chris": 100})
    assert build_pots(declared) == build_pots(inferred)


def test_top_bettor_not_all_in_is_finished_after_the_return():
    hand = Hand(SEATS, {"Anna": 40, "Bram": 100, "Chris": 250}, all_in=frozenset({"Anna", "Bram"}))
    assert [p.amount for p in build_pots(hand)] == [120, 120]


def test_odd_chip_without_a_button_is_refused_only_when_needed():
    hand = Hand(("A", "B"), {"A": 5, "B": 6})
    assert settle(hand, [["A", "B"]]).payouts == {"A": 5, "B": 5}  # 1 returned to B, 10 split evenly
    odd = Hand(("A", "B", "C"), {"A": 5, "B": 5, "C": 5}, folded=frozenset({"C"}))
    with pytest.raises(PotError) as info:
        settle(odd, [["A", "B"]])
    assert info.value.code == "button_required"


@pytest.mark.parametrize(
    ("ranking", "code"),
    [
        ("Anna", "bad_ranking"),
        ([["Anna"], ["Anna"]], "bad_ranking"),
        ([["Dora"]], "unknown_seat"),
        ([["Anna"]], "unranked_seat"),
    ],
)
def test_bad_ranking(ranking, code):
    hand = Hand(SEATS, {"Anna": 40, "Bram": 100, "Chris": 100}, button="Chris")
    with pytest.raises(PotError) as info:
        settle(hand, ranking)
    assert info.value.code == code


@pytest.mark.parametrize(
    ("data", "code", "field"),
    [
        ([], "not_an_object", ""),
        ({"contributions": {}}, "missing_field", "seats"),
        ({"seats": ["A"], "pots": 3}, "unknown_field", "pots"),
        ({"seats": "AB"}, "bad_field", "seats"),
        ({"seats": ["A", "B"], "contributions": [1, 2]}, "bad_field", "contributions"),
        ({"seats": ["A", "B"], "all_in": ["C"]}, "unknown_seat", "all_in"),
        (
            {"seats": ["A", "B"], "contributions": {"A": 5, "B": 5}, "hole": {"A": "AsAd"}},
            "missing_field",
            "board",
        ),
        (
            {
                "seats": ["A", "B"],
                "contributions": {"A": 5, "B": 5},
                "hole": {"A": "AsAd", "B": "KsKd"},
                "board": "AsKc2h7d8d",
            },
            "duplicate_card",
            "hole",
        ),
        (
            {
                "seats": ["A", "B"],
                "contributions": {"A": 5, "B": 5},
                "hole": {"A": "AsXd", "B": "KsKd"},
                "board": "Qc Jc 2h 7d 8d",
            },
            "bad_cards",
            "hole",
        ),
        ({"seats": ["A", "B"], "game": "seven-card-stud"}, "bad_field", "game"),
        (
            {
                "seats": ["A", "B"],
                "contributions": {"A": 5, "B": 5},
                "hole": {"A": "AsAd", "B": "KsKd"},
                "board": "Qc Jc 2h",
            },
            "bad_cards",
            "board",
        ),
    ],
)
def test_bad_scenario_names_the_field(data, code, field):
    with pytest.raises(PotError) as info:
        scenario_from_dict(data)
    assert (info.value.code, info.value.field) == (code, field)
