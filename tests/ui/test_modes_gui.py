"""The window's one interaction mode: Check, Hint and Show solution do what the mode says; a
street hand is in STREET mode while it is played and builds its pull-ins as any drill; the
award is entered over the base mode, which is EXAM while an exam runs."""

from __future__ import annotations

from gui_helpers import Mouse, build_by_dragging
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from test_exam_gui import with_cards
from test_streets_gui import seed000

from dealer_trainer.drills.checking import solution_piles
from dealer_trainer.drills.exams import make_exam
from dealer_trainer.drills.files import DrillSet
from dealer_trainer.drills.generator import new_drill
from dealer_trainer.engine.betting_table import Street
from dealer_trainer.storage.exams import ExamStore
from dealer_trainer.ui.window_parts import Mode, ModeActions


def _space(window, times=1):
    for _ in range(times):
        QTest.keyClick(window.view, Qt.Key.Key_Space)


def test_check_hint_and_solution_do_what_the_mode_says(window):
    calls = []
    say = calls.append
    window.add_mode(Mode.STREET, ModeActions(lambda: say("check"), lambda: say("hint"), lambda: say("show")))
    assert window.mode is Mode.BUILD
    window.enter_mode(Mode.STREET)
    for action in (window.check_action, window.hint_action, window.solution_action):
        action.trigger()
    QTest.keyClick(window.view, Qt.Key.Key_Return)
    assert calls == ["check", "hint", "show", "check"]
    assert window.session.last_check is None and window.session.result.hints == 0
    window.leave_mode(Mode.AWARD)  # not the window's mode: nothing changes
    assert window.mode is Mode.STREET
    window.leave_mode(Mode.STREET)
    assert window.mode is Mode.BUILD
    window.check_action.trigger()
    assert window.session.last_check is not None and calls == ["check", "hint", "show", "check"]


def test_a_street_hand_is_played_in_street_mode_and_its_pull_ins_built_as_any_drill(window):
    streets = window.streets
    streets.start(seed000(), [])
    assert window.mode is Mode.STREET
    _space(window, 3)  # pre-flop: the pull-in is built in the build mode
    assert streets.phase == "pull-in" and window.mode is Mode.BUILD
    QTest.keyClick(window.view, Qt.Key.Key_H)  # a hint, then the right build: not right first time
    assert window.session.result.hints == 1
    build_by_dragging(window, Mouse())
    QTest.keyClick(window.view, Qt.Key.Key_Return)
    assert streets.phase == "between" and window.mode is Mode.STREET
    _space(window, 5)  # the flop and its four actions
    assert streets.phase == "pull-in" and window.mode is Mode.BUILD
    window.solution_action.trigger()  # the solution, played at once (no animations), checks itself
    assert streets.phase == "between" and window.mode is Mode.STREET
    _space(window, 3)  # the turn, checked through: nothing to pull in
    assert streets.phase == "between" and window.mode is Mode.STREET
    _space(window, 3)  # the river: the last pull-in, nothing new to build, checked right
    assert streets.phase == "pull-in" and window.mode is Mode.BUILD
    QTest.keyClick(window.view, Qt.Key.Key_Return)
    assert streets.phase == "done" and window.mode is Mode.BUILD
    assert streets.play.right_first_time == {Street.PREFLOP: False, Street.FLOP: False, Street.RIVER: True}
    assert streets.play.award_due
    QTest.keyClick(window.view, Qt.Key.Key_A)
    assert window.award.active and window.mode is Mode.AWARD
    streets.start(seed000(), [])  # a new street hand over the award
    assert not window.award.active and window.mode is Mode.STREET
    window.next_drill()  # another drill: the hand stops
    assert window.mode is Mode.BUILD


def test_an_exam_is_the_base_mode_and_its_award_is_entered_over_it(window, qtbot, tmp_path):
    window.exam.store = ExamStore(tmp_path / "exams.sqlite3")
    window.session.load(with_cards())  # practice: an award on when the exam starts
    window.session.build(solution_piles(window.session.drill))
    window.check_action.trigger()
    window.award.award_action.trigger()
    assert window.mode is Mode.AWARD
    exam = make_exam(DrillSet("Modes", "", "", (with_cards(), new_drill(1, seed=3))), total_seconds=600)
    window.exam.start(exam, "Anna")
    assert window.mode is Mode.EXAM
    window.session.build(solution_piles(window.session.drill))
    window.check_action.trigger()
    qtbot.waitUntil(lambda: window.award.active)
    assert window.mode is Mode.AWARD
    window.check_action.trigger()  # nothing pushed: the award is handed in wrong
    qtbot.waitUntil(lambda: window.exam.index == 1)
    assert not window.award.active and window.mode is Mode.EXAM
    window.exam.finish(show_sheet=False)
    assert window.mode is Mode.BUILD


def test_a_checkable_window_action_gets_its_state_and_the_others_none(window):
    """Animate chips (checkable) is told its new state; a plain action's slot gets no argument."""
    before = window.settings.animations
    window.animate_action.trigger()
    assert window.settings.animations is (not before) and window.scene.animate is (not before)
    window.animate_action.trigger()
    assert window.settings.animations is before
    got = []
    action = window._action("probe", None, lambda *args: got.append(args), "probe")  # noqa: SLF001
    action.trigger()
    assert got == [()]
