"""A street-by-street drill played through in the window by keyboard and mouse: the actions
with Space, rulings answered right and wrong, each pull-in built by dragging on top of the
earlier streets' pots and checked with Return, then the award."""

from __future__ import annotations

from gui_helpers import Mouse, assert_table_consistent, build_by_dragging
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from dealer_trainer.drills.models import Stakes
from dealer_trainer.drills.rulings import candidates
from dealer_trainer.drills.streets import StreetDrill
from dealer_trainer.engine.betting import Action, Do
from dealer_trainer.engine.betting_table import Street, Table


def seed000() -> StreetDrill:
    """seed 000 at $0.50/$1: B bets $10 on the flop, C is all-in to $14, A calls: B may call $4
    more or fold, not raise (TDA 2024 Rule 47-A)."""
    table = Table(("A", "B", "C"), "A", {"A": 10000, "B": 10000, "C": 1500}, 50, 100)
    steps = (
        Action("A", Do.CALL),
        Action("B", Do.CALL),
        Action("C", Do.CHECK),
        Street.FLOP,
        Action("B", Do.BET, 1000),
        Action("C", Do.ALL_IN),
        Action("A", Do.CALL),
        Action("B", Do.CALL),
        Street.TURN,
        Action("B", Do.CHECK),
        Action("A", Do.CHECK),
        Street.RIVER,
        Action("B", Do.CHECK),
        Action("A", Do.CHECK),
    )
    hole = {"A": "AsAd", "B": "KsKd", "C": "QsQd"}
    return StreetDrill(
        "", 0, "seed 000", table, steps, Stakes("cash", 50, 100, scale=100), "cash_cents", 50,
        {"A": "BTN", "B": "SB", "C": "BB"}, hole, "2c7h9dTcJh",
    )  # fmt: skip


def _space(window, times=1):
    for _ in range(times):
        QTest.keyClick(window.view, Qt.Key.Key_Space)


def test_a_street_drill_played_through_by_mouse_and_keyboard(window, qtbot):
    sd = seed000()
    money = sd.stakes.format
    pick = {(r.kind, r.step): r for r in candidates(sd, money)}
    rulings = [pick["who_acts", 4], pick["min_raise", 6], pick["may_raise", 7]]
    streets = window.streets
    streets.start(sd, rulings)
    total = sum(sd.table.stacks.values())
    assert streets.phase == "action" and streets.box.isVisible()

    _space(window, 3)  # A calls, B calls, C checks: the round is over
    assert streets.phase == "pull-in"
    text = window.panel.text.toPlainText()
    assert "A calls $1" in text and "C checks" in text and "pull the bets in" in text
    QTest.keyClick(window.view, Qt.Key.Key_Space)  # Space does not skip the pull-in
    assert streets.phase == "pull-in"
    build_by_dragging(window, Mouse())
    QTest.keyClick(window.view, Qt.Key.Key_Return)
    assert window.session.last_check.correct
    assert streets.phase == "between"

    _space(window)  # the flop: the main pot of $3 is already in the middle
    assert window.session.state.amount("pot:0") == 300
    assert "Flop: 2c 7h 9d" in window.panel.text.toPlainText()
    # who acts first on the flop? asked before B's bet: clicked right
    assert streets.phase == "ruling" and streets.pending.kind == "who_acts"
    buttons = {b.text(): b for b in streets.box.buttons}
    assert set(buttons) == {"A", "B", "C"}
    qtbot.mouseClick(buttons["B"], Qt.MouseButton.LeftButton)
    text = window.panel.text.toPlainText()
    assert "✔ Right: B." in text and "docs/rules.md#who-acts" in text

    _space(window, 2)  # B bets $10, C is all-in to $14; then: A's smallest raise, typed
    assert streets.phase == "ruling" and streets.pending.kind == "min_raise"
    assert streets.box.answer.isVisible()
    QTest.keyClicks(streets.box.answer, "24")
    QTest.keyClick(streets.box.answer, Qt.Key.Key_Return)
    text = window.panel.text.toPlainText()
    assert "✔ Right: $24." in text and "TDA 2024 Rule 43" in text

    _space(window)  # A calls; may B raise? Clicked wrong
    assert streets.phase == "ruling" and streets.pending.kind == "may_raise"
    assert not streets.next_step_action.isEnabled()
    yes = next(b for b in streets.box.buttons if b.text() == "Yes")
    qtbot.mouseClick(yes, Qt.MouseButton.LeftButton)
    text = window.panel.text.toPlainText()
    assert "✘ Not right: the answer is no." in text
    assert "less than a full raise" in text and "TDA 2024 Rule 47-A" in text

    _space(window)  # B calls: the flop's pull-in, a side pot formed on this street
    assert streets.phase == "pull-in"
    assert window.session.result.codes == ["ruling_may_raise"]  # saved with the pull-in's result
    state = window.session.state
    assert state.total() == sum(s.committed for s in window.session.drill.seats)
    build_by_dragging(window, Mouse())
    assert_table_consistent(window)
    QTest.keyClick(window.view, Qt.Key.Key_Return)
    check = window.session.last_check
    assert check.correct
    assert [v.actual for v in check.verdicts] == [4500]  # everyone in for $15: ($1 + $14) x 3
    assert window.session.result.solved

    _space(window, 3)  # the turn: two checks, nothing to pull in
    assert streets.phase == "between"
    assert "nothing to pull in" in window.panel.text.toPlainText()
    _space(window, 3)  # the river: two checks; the last pull-in is the whole hand
    assert streets.phase == "pull-in"
    QTest.keyClick(window.view, Qt.Key.Key_Return)
    assert window.session.last_check.correct
    text = window.panel.text.toPlainText()
    assert "Rulings: 2 of 3 right." in text
    # the ruling log stays in the panel above the last pull-in's verdict
    assert "✔ Right: B." in text and "✘ Not right: the answer is no." in text and "B bets $10" in text
    assert text.index("✘ Not right") < text.index("Every pile is right") < text.index("Rulings: 2 of 3")
    # chips conserved: every chip of the starting stacks is behind, in front or in a pot
    drill = window.session.drill
    assert sum(s.stack for s in drill.seats) + window.session.state.total() == total
    # the award as for any drill
    assert window.award.award_action.isEnabled()
    QTest.keyClick(window.view, Qt.Key.Key_A)
    assert window.award.active


def test_check_while_the_round_is_on_checks_nothing(window):
    streets = window.streets
    streets.start(seed000(), [])
    QTest.keyClick(window.view, Qt.Key.Key_Return)
    assert window.session.last_check is None
    assert "nothing to check yet" in window.panel.text.toPlainText()
    for key in (Qt.Key.Key_H, Qt.Key.Key_S):  # no hint or solution while the round is on
        QTest.keyClick(window.view, key)
        assert window.session.result.hints == 0 and not window.session.result.shown
    assert streets.phase == "action"


def test_the_streets_menu_and_a_code_deal_street_drills(window, monkeypatch):
    streets = window.streets
    QTest.keyClick(
        window, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier
    )
    assert streets.active and streets.sd.code.startswith("T")
    from PySide6.QtWidgets import QInputDialog

    monkeypatch.setattr(QInputDialog, "getText", lambda *a, **k: ("T2-222229", True))
    window.enter_code()
    assert streets.sd.code == "T2-222229-1H" and streets.active
    window.next_drill()  # another drill: the street drill stops
    assert not streets.active and not streets.box.isVisible()
    for action in streets.rulings_menu.actions()[2:]:
        action.trigger()
        assert streets.active and streets.rulings


def test_a_generated_hand_with_side_pots_on_two_streets_is_built_by_dragging(window):
    from dealer_trainer.drills.streets import pots_formed, street_drill_from_code

    sd = street_drill_from_code("T2-222229")
    assert sum(1 for k in pots_formed(sd).values() if k) >= 2
    streets = window.streets
    streets.start(sd, [])
    built = []
    for _ in range(200):
        if streets.phase == "pull-in":
            before = window.session.state.checker_piles()
            build_by_dragging(window, Mouse())
            QTest.keyClick(window.view, Qt.Key.Key_Return)
            check = window.session.last_check
            assert check.correct, check.messages()
            # the earlier pots were there before the pull-in and only grew
            for pile, moves in before.items():
                assert sum(window.session.state.checker_piles()[pile].values()) >= sum(moves.values())
            built.append(len(check.verdicts))
            if streets.phase == "done":
                break
        _space(window)
    assert streets.phase == "done"
    assert built == [
        len(r.after.settlement().pots) + bool(r.after.settlement().returned)
        for r in sd.rounds
        if r.bets or r.final
    ]


def test_a_worked_example_is_played_from_the_rulings_menu(window):
    streets = window.streets
    streets._fill_lessons()
    lessons = streets.lessons_menu.actions()
    assert len(lessons) == 13  # the seeds' six, the card room's six, then pot-limit Omaha's pot-size raise
    lessons[5].trigger()  # seed 002: Alice all-in before the deal
    assert streets.phase == "ruling" and streets.pending.kind == "posted"
    assert "Alice is due the big blind" in window.panel.text.toPlainText()
    QTest.keyClicks(streets.box.answer, "7")  # the blind only: wrong
    QTest.keyClick(streets.box.answer, Qt.Key.Key_Return)
    assert "✘ Not right: the answer is $8." in window.panel.text.toPlainText()
    assert streets.phase == "ruling" and streets.pending.kind == "to_call"  # the next one at once
    QTest.keyClicks(streets.box.answer, "8")
    QTest.keyClick(window.view, Qt.Key.Key_Return)  # the window's Check answers it too
    assert "✔ Right: $8." in window.panel.text.toPlainText()


def test_show_solution_on_a_pull_in_with_nothing_to_move_checks_it_and_goes_on(window, qtbot):
    """T1-22222C's river pull-in has nothing new to move: Show solution (S) still closes it with
    the solution's check (it did nothing before: no check, the hand stuck, hostile trial)."""
    from dealer_trainer.drills.streets import street_drill_from_code

    streets = window.streets
    window.settings.animations = False
    streets.start(street_drill_from_code("T1-22222C"), [])
    for _ in range(80):
        if streets.phase == "pull-in" and streets.play.current_round.final:
            break
        if streets.phase == "pull-in":
            window.solution_action.trigger()
        else:
            QTest.keyClick(window.view, Qt.Key.Key_Space)
    assert streets.phase == "pull-in" and window.session.solution() == []
    window.solution_action.trigger()
    qtbot.waitUntil(lambda: window.session.last_check is not None and window.session.last_check.correct)
    assert streets.phase != "pull-in"
    assert window.session.result.shown and not window.session.result.right_first_time


def test_the_straddle_lesson_is_played_from_the_rulings_menu(window):
    """Issue 28: the card room's street lessons are in the Rulings menu; the straddle's first
    ruling (who acts first) is clicked, its smallest raise typed in."""
    streets = window.streets
    streets._fill_lessons()
    action = next(a for a in streets.lessons_menu.actions() if "the straddle (" in a.text())
    action.trigger()
    assert "straddles $4 before the cards are dealt" in window.panel.text.toPlainText()
    assert streets.phase == "ruling" and streets.pending.kind == "first_to_act"
    dov = next(b for b in streets.box.buttons if b.text().startswith("Dov"))
    QTest.mouseClick(dov, Qt.MouseButton.LeftButton)
    assert "✔ Right" in window.panel.text.toPlainText()
    assert streets.pending.kind == "straddle_raise"
    QTest.keyClicks(streets.box.answer, "8")
    QTest.keyClick(streets.box.answer, Qt.Key.Key_Return)
    assert "✔ Right: $8." in window.panel.text.toPlainText()


def test_a_rulings_source_is_cited_in_dutch(qapp, window, qtbot):
    from dealer_trainer.ui.language import install_language

    sd = seed000()
    pick = {(r.kind, r.step): r for r in candidates(sd, sd.stakes.format)}
    assert install_language(qapp, "nl") == "nl"
    try:
        streets = window.streets
        streets.start(sd, [pick["min_raise", 6]])
        _space(window, 3)
        build_by_dragging(window, Mouse())
        QTest.keyClick(window.view, Qt.Key.Key_Return)
        _space(window, 3)  # the flop: B bets, C is all-in; A's smallest raise asked
        assert streets.phase == "ruling" and streets.pending.kind == "min_raise"
        QTest.keyClicks(streets.box.answer, "24")
        QTest.keyClick(streets.box.answer, Qt.Key.Key_Return)
        text = window.panel.text.toPlainText()
        assert "TDA 2024 regel 43; WSOP Live Action-regels 165, 174 en 176" in text
        assert "TDA 2024 Rule 43" not in text
    finally:
        install_language(qapp, "en")
