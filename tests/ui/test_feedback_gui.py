"""Every kind of building mistake gets one diagnosis in the panel (message, fix, rule) and a red outline."""

from __future__ import annotations

import copy

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from dealer_trainer.drills.checking import solution_piles
from dealer_trainer.ui.samples import ten_seats, three_way

TEN = solution_piles(ten_seats())
THREE = solution_piles(three_way())


def changed(base, *edits):
    piles = copy.deepcopy(base)
    for pile, origin, chips in edits:
        if chips is None:
            piles[pile].pop(origin, None)
        else:
            piles.setdefault(pile, {})[origin] = chips
        if pile in piles and not piles[pile]:
            del piles[pile]
    return piles


def merged(base, into, pile):
    piles = copy.deepcopy(base)
    for origin, chips in piles.pop(pile).items():
        piles[into][origin] = piles[into].get(origin, 0) + chips
    return piles


FOLDED_LEVEL = {
    "pot:0": {s: 1125 for s in ("Anna", "Bram", "Dora", "Fay", "Hana", "Ivo", "Jill")}
    | {"Emil": 600, "(dead)": 600},
    "pot:1": {s: 1275 for s in ("Bram", "Dora", "Fay", "Hana", "Ivo", "Jill")},
    "pot:2": {"Dora": 2875, "Fay": 2875, "Hana": 800, "Ivo": 2875, "Jill": 2875},
    "pot:3": {"Fay": 4575, "Ivo": 4575, "Jill": 4575},
    "return:Ivo": {"Ivo": 4150},
}

CASES = {
    # table-ux.md mistake number: (drill, piles built, the code that must be named)
    "1 amount off": (  # 500 of the main pot, from two players, put in side pot 1
        ten_seats,
        changed(
            TEN,
            ("pot:0", "Dora", 2400 - 300),
            ("pot:0", "Fay", 2400 - 200),
            ("pot:1", "Dora", 2875 + 300),
            ("pot:1", "Fay", 2875 + 200),
        ),
        "amount_off",
    ),
    "2 share too large": (
        ten_seats,
        changed(TEN, ("pot:0", "Dora", 5275), ("pot:1", "Dora", None)),
        "share_too_large",
    ),
    "3 ineligible seat": (
        ten_seats,
        changed(TEN, ("pot:0", "Bram", 1400), ("pot:1", "Bram", 1000)),
        "chips_from_ineligible_seat",
    ),
    "4 folded chips left": (ten_seats, changed(TEN, ("pot:0", "Anna", None)), "folded_chips_left"),
    "5 folded chips not cut": (
        ten_seats,
        changed(TEN, ("pot:0", "Hana", 3200), ("pot:1", "Hana", None)),
        "folded_chips_not_cut",
    ),
    "6a dead money missing": (ten_seats, changed(TEN, ("pot:0", "(dead)", None)), "dead_money_missing"),
    "6b dead money in a side pot": (
        ten_seats,
        changed(TEN, ("pot:0", "(dead)", None), ("pot:1", "(dead)", 600)),
        "dead_money_in_side_pot",
    ),
    "7 uncalled bet in a pot": (
        ten_seats,
        changed(TEN, ("pot:2", "Ivo", 4575 + 4150), ("return:Ivo", "Ivo", None)),
        "uncalled_in_pot",
    ),
    "8 called chips returned": (
        ten_seats,
        changed(TEN, ("return:Ivo", "Ivo", 4150 + 4575), ("pot:2", "Ivo", None)),
        "called_chips_returned",
    ),
    "9 pots merged": (ten_seats, merged(TEN, "pot:1", "pot:2"), "pots_merged"),
    "10 pot at a folded level": (ten_seats, FOLDED_LEVEL, "pot_at_folded_level"),
    "11 wrong level": (
        three_way,
        {
            "pot:0": {"Anna": 40, "Bram": 50, "Chris": 50},
            "pot:1": {"Bram": 50, "Chris": 50},
            "return:Chris": {"Chris": 150},
        },
        "wrong_level",
    ),
    "12 live chips left": (ten_seats, changed(TEN, ("pot:2", "Fay", None)), "live_chips_left"),
    "uncalled bet left in front": (
        three_way,
        changed(THREE, ("return:Chris", "Chris", None)),
        "uncalled_left_in_front",
    ),
    "returned to the wrong seat": (
        three_way,
        changed(THREE, ("return:Chris", "Chris", None), ("return:Bram", "Chris", 150)),
        "returned_to_wrong_seat",
    ),
    "missing pot": (
        three_way,
        {"pot:1": {"Bram": 60, "Chris": 60}, "return:Chris": {"Chris": 150}},
        "missing_pot",
    ),
}


@pytest.mark.parametrize("case", list(CASES), ids=list(CASES))
def test_each_mistake_is_named_in_the_panel_and_outlined(make_window, qtbot, case):
    drill, piles, code = CASES[case]
    window = make_window(drill())
    assert window.session.build(piles)
    with qtbot.waitSignal(window.session.drill_checked) as signal:
        QTest.keyClick(window.view, Qt.Key.Key_Return)
    check = signal.args[0]
    assert not check.correct
    assert [m.code for m in check.mistakes] == [code], check.messages()
    (mistake,) = check.mistakes
    text = window.panel.text.toPlainText()
    assert text.startswith("1 mistake to fix.")
    assert mistake.message in text and mistake.fix in text and mistake.rule in text
    outlined = [window.scene.spots[p].verdict for p in mistake.piles if p in window.scene.spots]
    assert False in outlined
    assert window.session.result.mistakes == 1
    assert not window.session.result.solved
