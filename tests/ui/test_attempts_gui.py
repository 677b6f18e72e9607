"""Every attempt is recorded as it happened (issue 27 §1): a wrong ruling is no first-time
street, award mistakes shown at a push count though undone, grading an award only at Check,
weak spots follow the trainee, and what to practise next reads each level on its own."""

from __future__ import annotations

import csv
import io

import pytest
from gui_helpers import Mouse, build_by_dragging, centre
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QInputDialog
from test_award_gui import drag_pot, push_by_chips, split_three
from test_award_gui import three_way as award_three_way
from test_class_view_gui import answers
from test_exam_gui import exam_path, press_check, take
from test_streets_gui import seed000

from dealer_trainer.drills.rulings import candidates
from dealer_trainer.storage.class_report import class_csv
from dealer_trainer.storage.exams import ExamStore
from dealer_trainer.storage.progress import DrillResult, open_sqlite
from dealer_trainer.ui.main_window import MainWindow
from dealer_trainer.ui.samples import three_way
from dealer_trainer.ui.table.award_model import win_pile
from dealer_trainer.ui.table.model import front_pile, pot_pile

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")


@pytest.fixture
def store(tmp_path):
    return open_sqlite(tmp_path / "progress.sqlite3", fallbacks=[tmp_path / "fallback"])


@pytest.fixture
def school_window(qtbot, settings, store):
    def make(drill=None):
        window = MainWindow(settings, drill or three_way(), progress=store)
        qtbot.addWidget(window)
        window.resize(1600, 1000)
        window.show()
        qtbot.waitExposed(window)
        window.activateWindow()
        qtbot.waitUntil(lambda: window.school.is_started and window.fully_loaded)
        window.view.fit()
        return window

    return make


def _space(window, times=1):
    for _ in range(times):
        QTest.keyClick(window.view, Qt.Key.Key_Space)


# ----- d. a wrong ruling: the street is not right first time -----------------------------------
def test_a_wrong_ruling_means_the_pull_in_is_not_right_first_time(school_window, store):
    """T1-X6XTZR: a ruling answered wrong, then the pull-in built right at the first Check said
    "Right first time!" and was saved right first time with one mistake."""
    window = school_window()
    sd = seed000()
    ruling = next(r for r in candidates(sd, sd.stakes.format) if (r.kind, r.step) == ("min_raise", 6))
    streets = window.streets
    streets.start(sd, [ruling])
    _space(window, 3)
    build_by_dragging(window, Mouse())
    QTest.keyClick(window.view, Qt.Key.Key_Return)  # pre-flop: right first time
    _space(window, 3)  # the flop: B bets, C is all-in; A's smallest raise?
    assert streets.phase == "ruling"
    QTest.keyClicks(streets.box.answer, "20")
    QTest.keyClick(streets.box.answer, Qt.Key.Key_Return)
    assert "✘" in window.panel.text.toPlainText()
    _space(window, 2)
    assert streets.phase == "pull-in"
    build_by_dragging(window, Mouse())
    QTest.keyClick(window.view, Qt.Key.Key_Return)
    assert window.session.last_check.correct
    result_line = window.panel.result.text()
    assert "Right first time" not in result_line and "mistakes named: 1" in result_line
    flop = store.results()[0]  # the newest first
    assert (flop.right_first_time, flop.mistake_codes) == (False, ("ruling_min_raise",))


# ----- c. award mistakes count even when undone -----------------------------------------------
SPLIT_WRONG = (("Ada", 11), ("Ben", 11), ("Cal", 10))  # the odd chips to Ada and Ben: Ben and Cal's
SPLIT_RIGHT = (("Ben", 11), ("Cal", 11), ("Ada", 10))


def _push(window, shares):
    for who, amount in shares:
        push_by_chips(window, Mouse(), 0, who, amount)


def _undo_every_push(window):
    state = window.session.state
    for _ in range(60):
        if not any(state.amount(win_pile(s)) for s in ("Ada", "Ben", "Cal")):
            return
        QTest.keySequence(window, "Ctrl+Z")
    raise AssertionError("undo did not bring the pot back")


def test_a_split_pushed_wrong_then_undone_still_counts_and_is_saved(school_window, store):
    """S4-CGK5DJ: a split pushed to the wrong seats, marked red at once, then undone and pushed
    right ended "Awarded · checks: 1 · mistakes named: 0" and saved no code."""
    window = school_window()
    window.award.load_showdown(split_three())
    _push(window, SPLIT_WRONG)
    assert window.scene.spots[pot_pile(0)].verdict is False  # red at once
    assert "mistakes named: 1" in window.panel.result.text()
    _undo_every_push(window)
    _push(window, SPLIT_WRONG)  # the same wrong push again: named once
    _undo_every_push(window)
    _push(window, SPLIT_RIGHT)
    press_check(window)
    assert window.award.last_check.correct
    assert "Awarded · checks: 1 · mistakes named: 1" in window.panel.result.text()
    (saved,) = store.results()
    assert (saved.kind, saved.right_first_time, saved.mistake_codes) == (
        "showdown",
        False,
        ("odd_chip_wrong_seat",),
    )


def test_a_wrong_push_checked_is_named_once(school_window, store):
    window = school_window()
    window.award.load_showdown(split_three())
    _push(window, SPLIT_WRONG)
    press_check(window)  # shown at the push, then checked as it stands: one mistake, not two
    assert window.award.result.codes == ["odd_chip_wrong_seat"] and window.award.result.mistakes == 1


def test_graded_only_at_check_a_push_shows_nothing_and_undo_before_check_is_free(
    school_window, store, settings
):
    window = school_window()
    action = window.award.at_check_action
    assert action in window.award.menu.actions() and not action.isChecked()  # default: graded at push
    action.trigger()
    assert settings.award_at_check  # kept for the next start
    window.award.load_showdown(split_three())
    _push(window, SPLIT_WRONG)
    assert window.scene.spots[pot_pile(0)].verdict is None  # no verdict before Check
    assert "Pushed so far" not in window.panel.text.toPlainText()
    assert window.award.result.codes == [] and not window.award.result.verdict_seen
    _undo_every_push(window)
    _push(window, SPLIT_RIGHT)
    press_check(window)
    assert window.award.result.right_first_time
    (saved,) = store.results()
    assert (saved.right_first_time, saved.mistake_codes) == (True, ())
    action.trigger()
    assert not settings.award_at_check


def test_in_an_exam_undo_before_check_does_not_erase_a_wrong_push(make_window, qtbot, monkeypatch, tmp_path):
    window = make_window()
    window.exam.store = ExamStore(tmp_path / "exams.sqlite3")
    take(window, qtbot, monkeypatch, exam_path(tmp_path, [split_three()]))
    build_by_dragging(window, Mouse())
    press_check(window)
    qtbot.waitUntil(lambda: window.award.active)
    _push(window, SPLIT_WRONG)
    assert window.scene.spots[pot_pile(0)].verdict is None  # an exam shows nothing before Check
    _undo_every_push(window)
    _push(window, SPLIT_RIGHT)
    press_check(window)
    qtbot.waitUntil(lambda: window.exam.sheet is not None and window.exam.sheet.isVisible())
    [sitting] = window.exam.store.sittings()
    [drill] = sitting.result.drills
    assert not drill.right and "odd_chip_wrong_seat" in drill.mistake_codes


# ----- a. a drill checked wrong and left is saved wrong; b. moves never checked: abandoned --------
def _wrong_move(window):
    state = window.session.state
    chip = next(c for c in state.pile(front_pile("Chris")) if c.value == 100)
    assert Mouse().drag_chip(window.view, window.scene.chip_items[chip.id], centre(window, pot_pile(0)))


def _leave_by_code(window, monkeypatch):
    monkeypatch.setattr(QInputDialog, "getText", lambda *a, **k: ("L2-ABCDEF", True))
    window.code_action.trigger()


def _leave_by_lesson(window, monkeypatch):
    window.lessons_menu.aboutToShow.emit()
    window.lessons_menu.actions()[0].trigger()


LEAVE = {
    "next drill": lambda w, m: w.next_action.trigger(),
    "level switch": lambda w, m: QTest.keySequence(w, "Ctrl+4"),
    "drill code": _leave_by_code,
    "lesson": _leave_by_lesson,
    "street hand": lambda w, m: w.streets.new_action.trigger(),
    "showdown drill": lambda w, m: w.award.drill_action.trigger(),
    "closing the window": lambda w, m: w.close(),
}


@pytest.mark.parametrize("how", list(LEAVE))
def test_a_drill_checked_wrong_twice_then_left_is_saved_wrong_with_every_code(
    school_window, store, monkeypatch, how
):
    """L3-HTST8A-2 checked wrong twice, then Ctrl+4: no row was saved."""
    window = school_window()
    _wrong_move(window)
    window.check_action.trigger()
    QTest.keyClick(window.view, Qt.Key.Key_Return)
    codes = tuple(window.session.result.codes)
    assert window.session.result.failed_checks == 2 and store.results() == []
    LEAVE[how](window, monkeypatch)
    (saved,) = store.results()
    assert (saved.outcome, saved.right_first_time, saved.kind, saved.trainee) == (
        "wrong",
        False,
        "pots",
        "Trainee 1",
    )
    half = len(codes) // 2  # every code of both checks, in order
    assert saved.mistake_codes == codes and codes[:half] == codes[half:] and "live_chips_left" in codes
    if how != "closing the window":
        window.next_action.trigger()  # the drill dealt was not touched: nothing more is saved
        assert store.count() == 1


def test_moves_never_checked_are_saved_abandoned_and_an_untouched_drill_not_at_all(school_window, store):
    window = school_window()
    window.next_action.trigger()  # nothing done: nothing saved
    assert store.results() == []
    build_by_dragging(window, Mouse())
    window.next_action.trigger()
    (saved,) = store.results()
    assert (saved.outcome, saved.right_first_time, saved.mistake_codes) == ("abandoned", False, ())


def test_a_drill_solved_after_wrong_checks_is_saved_once_as_solved(school_window, store):
    window = school_window()
    _wrong_move(window)
    window.check_action.trigger()
    window.session.reset()
    build_by_dragging(window, Mouse())
    window.check_action.trigger()
    codes = tuple(window.session.result.codes)
    assert "live_chips_left" in codes
    window.next_action.trigger()
    (saved,) = store.results()
    assert (saved.outcome, saved.right_first_time, saved.mistake_codes) == ("solved", False, codes)


def test_a_drill_left_by_starting_an_exam_is_saved_and_the_exams_own_drill_is_not(
    school_window, store, qtbot, monkeypatch, tmp_path
):
    window = school_window()
    window.exam.store = ExamStore(tmp_path / "exams.sqlite3")
    _wrong_move(window)
    window.check_action.trigger()
    take(window, qtbot, monkeypatch, exam_path(tmp_path, [three_way()]))
    assert [r.outcome for r in store.results()] == ["wrong"]
    _wrong_move(window)
    press_check(window)  # the exam's drill, wrong: handed in, the exam ends
    qtbot.waitUntil(lambda: not window.exam.running)
    assert [r.outcome for r in store.results()] == ["wrong"]  # exam drills stay out of practice


def test_a_street_pull_in_checked_wrong_then_left_is_saved_wrong(school_window, store):
    window = school_window()
    window.streets.start(seed000(), [])
    _space(window, 3)
    assert window.streets.phase == "pull-in"
    QTest.keyClick(window.view, Qt.Key.Key_Return)  # nothing pulled in: wrong
    assert not window.session.last_check.correct
    codes = tuple(window.session.result.codes)
    window.next_action.trigger()
    (saved,) = store.results()
    assert saved.outcome == "wrong" and saved.mistake_codes == codes == ("missing_pot",)


def test_a_wrong_ruling_then_the_hand_left_is_saved_wrong_but_not_while_the_hand_goes_on(
    school_window, store
):
    window = school_window()
    sd = seed000()
    ruling = next(r for r in candidates(sd, sd.stakes.format) if (r.kind, r.step) == ("who_acts", 4))
    streets = window.streets
    streets.start(sd, [ruling])
    _space(window, 3)
    build_by_dragging(window, Mouse())
    QTest.keyClick(window.view, Qt.Key.Key_Return)
    assert [r.outcome for r in store.results()] == ["solved"]
    _space(window)  # the flop: who acts first? answered wrong
    next(b for b in streets.box.buttons if b.text() == "C").click()
    _space(window)  # the hand goes on: nothing saved yet
    assert store.count() == 1
    window.award.drill_action.trigger()  # left for a showdown drill
    left = store.results()[0]
    assert (left.outcome, left.mistake_codes) == ("wrong", ("ruling_who_acts",))


def test_an_award_checked_wrong_then_left_is_saved_wrong(school_window, store):
    window = school_window()
    window.award.load_showdown(split_three())
    _push(window, SPLIT_WRONG)
    window.award.drill_action.trigger()
    (saved,) = store.results()
    assert (saved.kind, saved.outcome, saved.mistake_codes) == ("showdown", "wrong", ("odd_chip_wrong_seat",))


def test_a_showdown_drill_pushed_but_never_checked_is_abandoned(school_window, store):
    window = school_window()
    window.award.at_check_action.trigger()
    window.award.load_showdown(split_three())
    _push(window, SPLIT_RIGHT)
    window.next_action.trigger()
    (saved,) = store.results()
    assert (saved.kind, saved.outcome) == ("showdown", "abandoned")


def test_a_right_build_with_its_award_checked_wrong_then_left_is_saved_wrong(school_window, store):
    window = school_window(award_three_way())
    build_by_dragging(window, Mouse())
    window.check_action.trigger()
    window.award.award_action.trigger()
    drag_pot(window, Mouse(), 1, "Chris")  # the side pot to the wrong hand
    drag_pot(window, Mouse(), 0, "Anna")
    press_check(window)
    window.next_action.trigger()
    (saved,) = store.results()
    assert (saved.kind, saved.outcome, saved.right_first_time) == ("pots_and_award", "wrong", False)
    assert "wrong_winner" in saved.mistake_codes


def test_progress_and_the_class_view_show_drills_left_wrong_and_abandoned(school_window, store, qtbot):
    """A second trainee's drill checked with mistakes then left showed "0 drills" in the class view."""
    store.add_trainee("Ana")
    store.add_trainee("Bram")
    window = school_window()
    window.school.set_trainee("Bram")
    _wrong_move(window)
    window.check_action.trigger()
    window.next_action.trigger()
    build_by_dragging(window, Mouse())
    window.next_action.trigger()
    window.school.progress_action.trigger()
    dialog = window.school.progress_dialog
    qtbot.waitExposed(dialog)
    assert dialog.summary.text() == "2 drills (1 left wrong, 1 abandoned)"
    assert dialog.table.item(0, 1).text() == "2 (1 left wrong, 1 abandoned)"
    assert dialog.table.item(0, 2).text() == "0 (0%)"  # never counted as right
    dialog.close()
    view = window.school.show_class(answers("geheim", "geheim"))
    cells = {view.table.item(r, 0).text(): view.table.item(r, 1).text() for r in range(view.table.rowCount())}
    assert cells["Bram"] == "2 (1 left wrong, 1 abandoned)" and cells["Ana"] == "0"
    csv_rows = {r["trainee"]: r for r in csv.DictReader(io.StringIO(class_csv(view.report)))}
    assert (csv_rows["Bram"]["left_wrong"], csv_rows["Bram"]["abandoned"]) == ("1", "1")


# ----- f. what to practise next reads each level on its own --------------------------------------
def test_what_to_practise_next_reads_each_level_on_its_own(school_window, store, qtbot):
    """After drills of four levels, the last one at level 1, Progress said "Keep practising level 1:
    100 % right first time over your last 1 drill (the bar is 80 %)": the last 50 drills of all
    levels together held one drill of level 1, though there were 21, all right."""
    at = 1_780_000_000.0
    plan = [(1, True)] * 20 + [(2, i % 10 != 0) for i in range(16)] + [(3, i % 8 != 0) for i in range(16)]
    plan += [(4, i % 2 == 0) for i in range(16)] + [(1, True)]
    for i, (level, right) in enumerate(plan):
        store.record(DrillResult(f"L{level}-X", level, "pots", right, 30.0, finished_at=at + i), "Trainee 1")
    window = school_window()
    window.school.progress_action.trigger()
    dialog = window.school.progress_dialog
    qtbot.waitExposed(dialog)
    assert dialog.advice.text() == (
        "Keep practising level 4: 50% right first time over your last 16 drills (the bar is 80 %)."
    )
    dialog.level_box.setCurrentIndex(dialog.level_box.findData(1))  # level 1 alone: passed
    assert dialog.advice.text() == (
        "Right first time 100% at level 1 over your last 21 drills: move up to level 2."
    )


# ----- e. weak spots follow the trainee -----------------------------------------------------------
def _pick(window, name):
    window.school.switch_action.trigger()
    picker = window.school.picker
    names = [picker.list.item(i).text() for i in range(picker.list.count())]
    picker.list.setCurrentRow(names.index(name))
    picker.buttons.button(picker.buttons.StandardButton.Ok).click()
    assert window.school.trainee == name


def test_switching_trainee_replaces_weak_spot_drills_chosen_from_the_last_trainees_record(
    school_window, store
):
    for _ in range(3):
        store.record(DrillResult("", 2, "pots", False, 30.0, ("uncalled_in_pot",)), "Ana")
        store.record(DrillResult("", 4, "pots", False, 30.0, ("dead_money_missing",)), "Bram")
    store.add_trainee("Chris")  # no mistakes yet
    window = school_window()
    if window.school.picker is not None:
        window.school.picker.reject()
    _pick(window, "Ana")
    window.school.weak_action.trigger()
    assert "put the uncalled bet in a pot" in window.panel.text.toPlainText()
    build_by_dragging(window, Mouse())  # Ana's half-built drill is hers
    _pick(window, "Bram")
    shown = window.panel.text.toPlainText()
    assert window.drill_sets.active and window.session.drill.title.startswith("Weak spot:")
    assert "left dead money out of the main pot" in shown and "put the uncalled bet in a pot" not in shown
    assert window.session.drill.dead > 0  # Bram's weak spot: dead money
    assert [(r.trainee, r.outcome) for r in store.results() if r.outcome != "solved"] == [
        ("Ana", "abandoned")
    ]
    _pick(window, "Chris")
    assert not window.drill_sets.active and not window.session.drill.title.startswith("Weak spot:")
    assert "Chris has no weak spots to practise yet" in window.statusBar().currentMessage()


def test_s4_cgk5dj_side_pot_split_to_the_wrong_seats_then_undone_is_saved(school_window, store, monkeypatch):
    """The issue's case by its drill code: side pot 1 (92) as 31/31/30 to the wrong seats, red at
    once, undone and pushed right: "Awarded · checks: 1 · mistakes named: 0", no code saved."""
    window = school_window()
    monkeypatch.setattr(QInputDialog, "getText", lambda *a, **k: ("S4-CGK5DJ", True))
    window.code_action.trigger()
    assert window.award.active
    for who in ("Farid", "Bilal"):  # the last side pot first, right
        push_by_chips(window, Mouse(), 2, who, 276)
    state = window.session.state
    for who, amount in (("Bilal", 31), ("Farid", 31), ("Lena", 30)):  # the odd chips to the wrong seats
        push_by_chips(window, Mouse(), 1, who, amount)
    assert window.scene.spots[pot_pile(1)].verdict is False
    for _ in range(60):
        if state.amount(pot_pile(1)) == 92:
            break
        QTest.keySequence(window, "Ctrl+Z")
    for who, amount in (("Lena", 31), ("Farid", 31), ("Bilal", 30)):
        push_by_chips(window, Mouse(), 1, who, amount)
    for who, amount in (("Aiko", 123), ("Uma", 123), ("Lena", 122), ("Farid", 122), ("Bilal", 122)):
        push_by_chips(window, Mouse(), 0, who, amount)
    press_check(window)
    assert window.award.last_check.correct
    assert "Awarded · checks: 1 · mistakes named: 1" in window.panel.result.text()
    (saved,) = store.results()
    assert (saved.code, saved.right_first_time, saved.mistake_codes) == (
        "S4-CGK5DJ-1K",
        False,
        ("odd_chip_wrong_seat",),
    )


def test_t1_x6xtzr_effective_stack_answered_wrong_is_not_right_first_time(school_window, store, monkeypatch):
    """The issue's case by its drill code: effective stack answered $28, then the pull-in built
    right said "Right first time! 0:04" and was saved right first time with one mistake."""
    window = school_window()
    monkeypatch.setattr(QInputDialog, "getText", lambda *a, **k: ("T1-X6XTZR", True))
    window.code_action.trigger()
    streets = window.streets
    for kind, typed in (("to_call", "26"), ("effective_stack", "28")):
        for _ in range(6):
            if streets.phase == "ruling":
                break
            _space(window)
        assert streets.pending.kind == kind
        QTest.keyClicks(streets.box.answer, typed)
        QTest.keyClick(streets.box.answer, Qt.Key.Key_Return)
    _space(window)
    assert streets.phase == "pull-in"
    build_by_dragging(window, Mouse())
    QTest.keyClick(window.view, Qt.Key.Key_Return)
    assert window.session.last_check.correct
    assert "Right first time" not in window.panel.result.text()
    (saved,) = store.results()
    assert (saved.code, saved.right_first_time, saved.mistake_codes) == (
        "T1-X6XTZR-13",
        False,
        ("ruling_effective_stack",),
    )


def outcomes(store):
    return [(r.trainee, r.outcome, r.right_first_time, r.mistake_codes) for r in store.results()]


def test_a_drill_left_on_the_table_at_a_trainee_switch_is_not_the_next_trainees_mistake(school_window, store):
    # hostile trial: Ana checked wrong, switched to Bram, Bram's Next saved a second 'wrong' row
    # with Ana's codes under Bram's name
    store.add_trainee("Ana")
    store.add_trainee("Bram")
    window = school_window()
    if window.school.picker is not None:
        window.school.picker.reject()
    _pick(window, "Ana")
    _wrong_move(window)
    window.check_action.trigger()
    codes = tuple(window.session.result.codes)
    _pick(window, "Bram")
    window.next_action.trigger()  # Bram leaves the drill untouched
    assert outcomes(store) == [("Ana", "wrong", False, codes)]
    window.check_action.trigger()  # Bram's own drill, checked wrong as dealt: his codes only
    bram_codes = tuple(window.session.result.codes)
    window.next_action.trigger()
    assert outcomes(store)[0] == ("Bram", "wrong", False, bram_codes)


def test_a_drill_finished_by_show_solution_is_not_solved(school_window, store, qtbot):
    # hostile trial: checked wrong, Show solution, Next was saved 'solved'; untouched and shown too
    window = school_window()
    _wrong_move(window)
    window.check_action.trigger()
    codes = tuple(window.session.result.codes)
    window.solution_action.trigger()
    qtbot.waitUntil(lambda: window.session.result.solved, timeout=10000)
    window.next_action.trigger()
    assert outcomes(store) == [("Trainee 1", "wrong", False, codes)]
    window.solution_action.trigger()  # a new drill, nothing done: the solution shown is not a solve
    qtbot.waitUntil(lambda: window.session.result.solved, timeout=10000)
    window.next_action.trigger()
    assert outcomes(store)[0] == ("Trainee 1", "abandoned", False, ())
