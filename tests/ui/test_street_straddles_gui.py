"""Straddles, live and dead posts and bomb pots in the window's street mode: on the table as the
blinds are (chips in front, dead money and antes in the middle, the seats' labels), and their
rulings answered by clicking (hands worked by hand: tests/data/streets/straddle_hands.json)."""

from __future__ import annotations

import json
from pathlib import Path

from gui_helpers import Mouse, build_by_dragging
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from dealer_trainer.drills.piles import front_pile
from dealer_trainer.drills.rulings import candidates
from dealer_trainer.drills.street_files import street_from_dict

HANDS = json.loads((Path(__file__).parent.parent / "data" / "streets" / "straddle_hands.json").read_text())


def hand(name):
    return street_from_dict({"streets": {k: v for k, v in HANDS[name].items() if k != "note"}})


def ruling(sd, kind, step):
    return next(r for r in candidates(sd, sd.stakes.format, (kind,)) if r.step == step)


def click(qtbot, streets, label):
    button = next(b for b in streets.box.buttons if b.text() == label)
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def test_a_straddle_ruling_answered_by_clicking_wrong_then_the_pull_in_built(window, qtbot):
    sd = hand("restraddle")
    streets = window.streets
    streets.start(sd, [ruling(sd, "first_to_act", 0)])
    state = window.session.state
    # the blinds and both straddles are in front of their seats, as blinds are shown
    assert [state.amount(front_pile(s)) for s in ("Sam", "Bea", "Cai", "Dov")] == [1, 2, 4, 10]
    text = window.panel.text.toPlainText()
    assert "Cai straddles $4" in text and "Straddled: Dov acts last before the flop" in text
    assert streets.phase == "ruling" and streets.pending.kind == "first_to_act"
    assert {b.text() for b in streets.box.buttons} == set(sd.table.seats)
    click(qtbot, streets, "Fay")
    text = window.panel.text.toPlainText()
    assert "✘ Not right: the answer is Eve." in text
    assert "left of the last straddle (Dov)" in text and "docs/rules.md#straddle" in text
    for _ in range(6):  # Eve raises to 20, Fay calls, Sam and Bea fold, Cai and Dov call
        QTest.keyClick(window.view, Qt.Key.Key_Space)
    assert streets.phase == "pull-in"
    assert window.session.result.codes == ["ruling_first_to_act"]
    build_by_dragging(window, Mouse())
    QTest.keyClick(window.view, Qt.Key.Key_Return)
    assert window.session.last_check.correct
    assert [v.actual for v in window.session.last_check.verdicts] == [83]  # 20 x 4 + 1 + 2


def test_a_live_post_and_its_dead_blind_on_the_table_and_its_option_clicked(window, qtbot):
    sd = hand("posts")
    streets = window.streets
    streets.start(sd, [ruling(sd, "post_option", 1)])
    state = window.session.state
    assert state.amount(front_pile("Dov")) == 2 and state.amount("pot:0") == 1  # live 2, dead 1
    assert "Dov posts $2 live" in window.panel.text.toPlainText()
    QTest.keyClick(window.view, Qt.Key.Key_Space)  # Cai calls; may Dov raise?
    assert streets.phase == "ruling" and streets.pending.kind == "post_option"
    click(qtbot, streets, "Yes")
    text = window.panel.text.toPlainText()
    assert "✔ Right: yes." in text and "docs/rules.md#posts-and-dead-money" in text


def test_a_bomb_pots_antes_are_in_the_middle_on_the_flop(window, qtbot):
    sd = hand("bomb_pot")
    streets = window.streets
    streets.start(sd, [ruling(sd, "first_to_act", 0)])
    assert window.session.state.amount("pot:0") == 20  # 4 x 5
    text = window.panel.text.toPlainText()
    assert "Bomb pot: every player antes $5" in text and "Flop:" in text and "Preflop:" not in text
    click(qtbot, streets, "Sam")
    assert "✔ Right: Sam." in window.panel.text.toPlainText()


def test_the_rulings_menu_deals_a_straddle_hand_and_its_first_ruling_is_clicked_right(
    window, qtbot, monkeypatch
):
    streets = window.streets
    action = next(
        a
        for a in streets.rulings_menu.actions()
        if a.text() == "Who acts first after a straddle or in a bomb pot"
    )
    action.trigger()
    sd = streets.sd
    assert streets.active and sd.code.split("-")[2][0] == "2"  # a hand of the mix (version 2)
    assert sd.table.straddles or sd.table.bomb_pot
    assert {r.kind for r in streets.rulings} == {"first_to_act"}
    while streets.phase != "ruling":
        QTest.keyClick(window.view, Qt.Key.Key_Space)
    click(qtbot, streets, streets.pending.answer)
    assert "✔ Right:" in window.panel.text.toPlainText()
    from PySide6.QtWidgets import QInputDialog

    monkeypatch.setattr(QInputDialog, "getText", lambda *a, **k: ("T2-222229-2V", True))
    window.enter_code()  # a version-2 code typed: the same straddled hand
    assert streets.sd.code == "T2-222229-2V" and streets.sd.table.straddles[0].seat == "Dmitri"
