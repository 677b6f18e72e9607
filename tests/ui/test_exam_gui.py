"""Exam mode with real mouse and key events: an instructor's sealed exam taken to the end (PASS
and FAIL), the clock handing drills in as they stand, the aids switched off, and the result
sheet saved and looked at."""

from __future__ import annotations

import pytest
from gui_helpers import Gestures, assert_table_consistent, build_by_dragging, visible_point
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from dealer_trainer.drills.award_checking import award_settlement
from dealer_trainer.drills.checking import check_build, solution_piles
from dealer_trainer.drills.exams import make_exam, save_exam
from dealer_trainer.drills.files import DrillSet
from dealer_trainer.drills.generator import new_drill
from dealer_trainer.drills.models import Drill, DrillSeat, Stakes
from dealer_trainer.engine.chips import CASH_CHIPS, break_down
from dealer_trainer.storage.exams import ExamStore
from dealer_trainer.ui import exam as exam_ui
from dealer_trainer.ui import exam_sheet
from dealer_trainer.ui.samples import ten_seats
from dealer_trainer.ui.table.award_model import AwardState, win_pile
from dealer_trainer.ui.table.model import front_pile, pot_pile

#: the offscreen platform says so on showing each dialog (the intro, the result sheet)
pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")


def seat(name, position, committed, hole, all_in=True):
    chips = break_down(committed, CASH_CHIPS)
    return DrillSeat(name, position, 0 if all_in else 100, committed, chips, False, all_in, hole)


def with_cards() -> Drill:
    """Anna's set of sevens wins the main pot (120), Bram's aces side pot 1 (120); 150 back to
    Chris."""
    seats = [
        seat("Anna", "SB", 40, "7s7c"),
        seat("Bram", "BB", 100, "AhAd"),
        seat("Chris", "BTN", 250, "QdQh"),
    ]
    return Drill("", 1, "Award", Stakes("cash", 1, 2), "cash", seats, "Chris", board="Kc7h2c8h4d")


def exam_path(tmp_path, drills, **limits):
    limits.setdefault("total_seconds", 600)
    exam = make_exam(DrillSet("Week 3 exam", "Ms. V", "", tuple(drills)), **limits)
    path = tmp_path / "week3-exam.json"
    save_exam(path, exam)
    return path


@pytest.fixture
def exam_window(make_window, tmp_path):
    window = make_window()
    window.exam.store = ExamStore(tmp_path / "exams.sqlite3")
    return window


def take(window, qtbot, monkeypatch, path, name="Anna"):
    """Drill > Take an exam…, the file picked, the name typed, Start clicked with the mouse."""
    monkeypatch.setattr(exam_ui.QFileDialog, "getOpenFileName", lambda *a, **k: (str(path), ""))
    window.exam.take_action.trigger()
    intro = window.exam.intro
    assert intro is not None and intro.isVisible()
    intro.name.selectAll()  # typed over the name the window suggests
    QTest.keyClicks(intro.name, name)
    QTest.mouseClick(intro.start_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.exam.running and window.exam.index == 0)
    window.view.fit()


def award_by_mouse(window, mouse):
    """Ctrl+drag each pot onto its winner's spot, in dealer order (single winners only)."""
    drill = window.session.drill
    state = window.session.state
    assert isinstance(state, AwardState)
    for award in award_settlement(drill, window.award.rules).awards:
        (winner,) = [s for s, c in award.to.items() if c]
        top = state.pile(pot_pile(award.pot.index))[-1]
        target = window.scene.geometry.rect(win_pile(winner)).centre
        from PySide6.QtCore import QPointF

        assert mouse.drag_chip(window.view, window.scene.chip_items[top.id], QPointF(*target), whole=True)
        assert state.amount(win_pile(winner)) >= award.to[winner]


def press_check(window):
    QTest.keyClick(window.view, Qt.Key.Key_Return)


def wait_for_drill(qtbot, window, index):
    qtbot.waitUntil(lambda: window.exam.index == index and not window.exam._ended)  # noqa: SLF001
    window.view.fit()


def sheet_rows(sheet):
    table = sheet.table
    return [[table.item(r, c).text() for c in range(table.columnCount())] for r in range(table.rowCount())]


def test_a_two_drill_exam_taken_by_mouse_passes(exam_window, qtbot, monkeypatch, mouse, tmp_path):
    window = exam_window
    path = exam_path(tmp_path, [with_cards(), ten_seats()])
    take(window, qtbot, monkeypatch, path, "Anna")
    assert window.exam.countdown.isVisible() and "drill 1 of 2" in window.exam.countdown.text()
    assert not window.session.state.helpers  # no dealer helpers by default
    # drill 1: build by dragging, Check, then the award phase starts by itself
    build_by_dragging(window, mouse)
    press_check(window)
    qtbot.waitUntil(lambda: window.award.active)
    first_pot = award_settlement(window.session.drill, window.award.rules).awards[0].pot.index
    award_by_mouse(window, mouse)
    # a pushed pot gets no verdict before Check: that would give the answer away
    assert window.scene.spots[pot_pile(first_pot)].verdict is None
    assert "Pushed so far" not in window.panel.text.toPlainText()
    press_check(window)
    # drill 2: no cards, so the build is all
    wait_for_drill(qtbot, window, 1)
    assert "drill 2 of 2" in window.exam.countdown.text()
    build_by_dragging(window, mouse)
    assert_table_consistent(window)
    press_check(window)
    qtbot.waitUntil(lambda: window.exam.sheet is not None and window.exam.sheet.isVisible())
    sheet = window.exam.sheet
    assert sheet.verdict.text() == "PASS"
    assert sheet.score.text().startswith("2 of 2 drills right (100 %) · pass mark 80 %")
    rows = sheet_rows(sheet)
    assert [r[:3] for r in rows] == [["1", "build and award", "✔ right"], ["2", "build", "✔ right"]]
    assert [r[4] for r in rows] == ["—", "—"]
    assert [r[5] for r in rows] == ["handed in at Check", "handed in at Check"]
    shot = tmp_path / "sheet-pass.png"
    assert sheet.grab().save(str(shot)) and shot.stat().st_size > 5000
    [stored] = window.exam.store.sittings()
    assert stored.result.passed and stored.result.trainee == "Anna" and stored.result.right == 2
    assert [d.checks for d in stored.result.drills] == [2, 1]  # build + award, then a build
    # the window is the trainee's again: aids back, a practice drill on the table
    assert not window.exam.running and not window.exam.countdown.isVisible()
    assert window.hint_action.isEnabled() and window.exam.take_action.isEnabled()
    assert window.session.state.helpers == window.settings.helpers
    assert window.session.drill.title not in ("Award", "Ten-handed, folds and a big-blind ante")
    assert "exam" not in window.session.drill.title


def test_one_wrong_build_fails_the_exam_and_names_the_mistakes(
    exam_window, qtbot, monkeypatch, mouse, tmp_path
):
    window = exam_window
    path = exam_path(tmp_path, [with_cards(), ten_seats()])
    take(window, qtbot, monkeypatch, path, "Bram")
    # drill 1: every bet pushed whole into the main pot (no side pot, no uncalled bet back)
    g = Gestures(window)
    for name in ("Anna", "Bram", "Chris"):
        g.drag(front_pile(name), pot_pile(0), whole=True)
    drill = window.session.drill
    piles = window.session.state.checker_piles()
    assert piles == {"pot:0": {"Anna": 40, "Bram": 100, "Chris": 250}}
    expected = [m.code for m in check_build(drill, piles).mistakes]
    assert "uncalled_in_pot" in expected
    press_check(window)
    # one attempt: the drill is handed in, no award, no second Check; on to drill 2
    wait_for_drill(qtbot, window, 1)
    assert not window.award.active
    build_by_dragging(window, mouse)
    press_check(window)
    qtbot.waitUntil(lambda: window.exam.sheet is not None and window.exam.sheet.isVisible())
    sheet = window.exam.sheet
    assert sheet.verdict.text() == "FAIL"
    assert sheet.score.text().startswith("1 of 2 drills right (50 %) · pass mark 80 %")
    rows = sheet_rows(sheet)
    assert rows[0][:3] == ["1", "build and award", "✘ wrong"]
    assert rows[0][4] == exam_sheet.codes_text(expected)
    assert "put the uncalled bet in a pot" in rows[0][4].splitlines()  # the mistake in words
    assert not any(code in rows[0][4] for code in expected)  # never the checker's raw code
    assert rows[1][:3] == ["2", "build", "✔ right"]
    shot = tmp_path / "sheet-fail.png"
    assert sheet.grab().save(str(shot))
    [stored] = window.exam.store.sittings()
    assert not stored.result.passed and stored.result.drills[0].mistake_codes == tuple(expected)


def test_when_time_runs_out_each_drill_is_handed_in_as_it_stands(exam_window, qtbot, monkeypatch, tmp_path):
    window = exam_window
    three = [ten_seats(), ten_seats(), with_cards()]
    path = exam_path(tmp_path, three, total_seconds=None, seconds_per_drill=1)
    take(window, qtbot, monkeypatch, path)
    # drill 1: one bet into the main pot, then nothing: handed in as it stands after 1 s
    g = Gestures(window)
    g.drag(front_pile("Bram"), pot_pile(0))
    stands = window.session.state.checker_piles()
    expected = [m.code for m in check_build(window.session.drill, stands).mistakes]
    assert expected
    wait_for_drill(qtbot, window, 1)
    # drill 2: the right piles built but Check never pressed: handed in, and right
    window.session.build(solution_piles(window.session.drill))
    wait_for_drill(qtbot, window, 2)
    # drill 3 has cards: built right, but the time runs out before any pot is pushed
    window.session.build(solution_piles(window.session.drill))
    qtbot.waitUntil(lambda: window.exam.sheet is not None, timeout=5000)
    drills = window.exam.last_result.drills
    assert [d.ending for d in drills] == ["time_up", "time_up", "time_up"]
    assert [d.right for d in drills] == [False, True, False]
    assert list(drills[0].mistake_codes) == expected
    assert set(drills[2].mistake_codes) == {"pot_not_awarded"}
    assert all(1.0 <= d.seconds < 3.0 for d in drills)
    assert "time ran out" in sheet_rows(window.exam.sheet)[0][5]


def test_the_exams_time_running_out_leaves_later_drills_not_reached(
    exam_window, qtbot, monkeypatch, tmp_path
):
    window = exam_window
    path = exam_path(tmp_path, [ten_seats(), ten_seats(), ten_seats()], total_seconds=1)
    take(window, qtbot, monkeypatch, path)
    qtbot.waitUntil(lambda: window.exam.sheet is not None, timeout=5000)
    result = window.exam.last_result
    assert [d.ending for d in result.drills] == ["time_up", "not_reached", "not_reached"]
    assert result.right == 0 and not result.passed
    assert sheet_rows(window.exam.sheet)[1][3] == "—"


def test_the_aids_are_off_during_the_exam_and_back_after(exam_window, qtbot, monkeypatch, tmp_path):
    window = exam_window
    drill = new_drill(2, 7)
    assert drill.code
    path = exam_path(tmp_path, [drill, ten_seats()])
    before = window.session.drill
    take(window, qtbot, monkeypatch, path)
    panel = window.panel
    off = [
        window.hint_action,
        window.solution_action,
        window.helpers_action,
        panel.hint_button,
        panel.solution_button,
        window.next_action,
        window.code_action,
        window.drill_sets.open_action,
        window.drill_sets.save_action,  # would write the drill, cards and all, unsealed
        window.award.drill_action,
        window.exam.take_action,
        window.level_box,
    ]
    assert [w for w in off if w.isEnabled()] == []
    assert not window.session.state.helpers
    # the drill is dealt without its code (which would deal it again, answer and all)
    assert window.session.drill.code == "" and drill.code not in panel.title.text()
    assert drill.code not in window.windowTitle()
    text = panel.text.toPlainText()
    for key in (Qt.Key.Key_H, Qt.Key.Key_S):
        QTest.keyClick(window.view, key)
    QTest.mouseClick(panel.hint_button, Qt.MouseButton.LeftButton)
    QTest.keySequence(window, "Ctrl+N")
    assert window.session.result.hints == 0 and not window.session.result.shown
    assert panel.text.toPlainText() == text
    assert window.exam.index == 0 and window.exam.running
    # undo before Check is the trainee's own business
    g = Gestures(window)
    seat = drill.seats[0].name
    g.drag(front_pile(seat), pot_pile(0), whole=True)
    assert window.undo_action.isEnabled()
    QTest.keySequence(window, "Ctrl+Z")
    assert window.session.state.checker_piles() == {}
    window.exam.finish()  # the exam handed in (as at the end): the trainee's window again
    qtbot.waitUntil(lambda: window.exam.sheet is not None)
    assert [w for w in off if not w.isEnabled()] == []
    assert window.session.state.helpers == window.settings.helpers
    assert window.session.drill is not before and window.session.drill.code != drill.code


def test_with_retries_allowed_a_wrong_check_leaves_the_drill_open_but_undo_stays_off(
    exam_window, qtbot, monkeypatch, tmp_path
):
    window = exam_window
    exam = make_exam(DrillSet("Practice exam", drills=(ten_seats(),)), total_seconds=600, aids={"retries"})
    path = tmp_path / "retries.json"
    save_exam(path, exam)
    take(window, qtbot, monkeypatch, path)
    g = Gestures(window)
    g.drag(front_pile("Ivo"), pot_pile(0), whole=True)
    press_check(window)
    assert window.exam.index == 0 and not window.exam._ended  # noqa: SLF001 - still open
    assert not window.undo_action.isEnabled()
    piles = window.session.state.checker_piles()
    QTest.keySequence(window, "Ctrl+Z")
    assert window.session.state.checker_piles() == piles  # no undo after Check
    window.reset()  # every chip back (not a step back: the trainee rebuilds)
    window.session.build(solution_piles(window.session.drill))
    assert not window.undo_action.isEnabled()
    press_check(window)
    qtbot.waitUntil(lambda: window.exam.sheet is not None)
    [drill] = window.exam.last_result.drills
    assert drill.right and drill.checks == 2 and drill.mistake_codes
    assert window.exam.sheet.verdict.text() == "PASS"


def test_hints_and_the_solution_when_allowed_are_counted_and_a_shown_drill_is_wrong(
    exam_window, qtbot, monkeypatch, tmp_path
):
    window = exam_window
    drills = (ten_seats(), with_cards())
    exam = make_exam(DrillSet("Open book", drills=drills), total_seconds=600, aids={"hints", "solution"})
    path = tmp_path / "open-book.json"
    save_exam(path, exam)
    take(window, qtbot, monkeypatch, path)
    assert window.hint_action.isEnabled() and window.solution_action.isEnabled()
    assert not window.helpers_action.isEnabled()  # not allowed: still off
    QTest.keyClick(window.view, Qt.Key.Key_H)
    assert "Next:" in window.panel.text.toPlainText()
    window.session.build(solution_piles(window.session.drill))
    press_check(window)
    wait_for_drill(qtbot, window, 1)
    QTest.keyClick(window.view, Qt.Key.Key_S)  # the solution builds the pots (no animation here)
    assert window.exam.index == 1  # the solution's own check does not hand the drill in
    press_check(window)  # the trainee's Check does, as wrong
    qtbot.waitUntil(lambda: window.exam.sheet is not None)
    first, second = window.exam.last_result.drills
    assert (first.right, first.hints, first.ending) == (True, 1, "checked")
    assert (second.right, second.ending) == (False, "solution_shown")
    rows = sheet_rows(window.exam.sheet)
    assert rows[0][5] == "handed in at Check; 1 hint" and rows[1][5] == "solution shown"
    assert window.exam.sheet.verdict.text() == "FAIL"  # 1 of 2 is below 80 %


def test_a_passphrase_exam_asks_until_the_right_passphrase(exam_window, qtbot, monkeypatch, tmp_path):
    window = exam_window
    exam = make_exam(DrillSet("Sealed", drills=(ten_seats(),)), seconds_per_drill=120)
    path = tmp_path / "sealed.json"
    save_exam(path, exam, "Tuesday 7")
    monkeypatch.setattr(exam_ui.QFileDialog, "getOpenFileName", lambda *a, **k: (str(path), ""))
    prompts = []
    answers = iter([("Tuesday 8", True), ("Tuesday 7", True)])

    def ask(parent, title, prompt, echo):
        prompts.append((prompt, echo))
        return next(answers)

    monkeypatch.setattr(exam_ui.QInputDialog, "getText", ask)
    window.exam.take_action.trigger()
    assert [p for p, _ in prompts] == [
        "This exam is sealed. The instructor's passphrase:",
        "Wrong passphrase. The instructor's passphrase for this exam:",
    ]
    assert all(echo == exam_ui.QLineEdit.EchoMode.Password for _, echo in prompts)
    assert window.exam.intro is not None and window.exam.intro.isVisible()
    window.exam.intro.reject()
    assert not window.exam.running


def test_a_bad_file_is_refused_in_one_line_and_nothing_starts(exam_window, tmp_path):
    from dealer_trainer.drills.files import save_drill_set

    plain = tmp_path / "drills.json"
    save_drill_set(plain, DrillSet("Not an exam", drills=(ten_seats(),)))
    message = exam_window.exam.open_file(plain)
    assert message.startswith("drills.json: format: not a dealer-trainer exam file")
    assert "\n" not in message and not exam_window.exam.running


def test_closing_the_window_hands_the_exam_in_and_saves_it(exam_window, qtbot, monkeypatch, tmp_path):
    window = exam_window
    path = exam_path(tmp_path, [ten_seats(), ten_seats()])
    take(window, qtbot, monkeypatch, path)
    Gestures(window).drag(front_pile("Ivo"), pot_pile(0), whole=True)
    window.close()
    [stored] = window.exam.store.sittings()
    assert [d.ending for d in stored.result.drills] == ["closed", "not_reached"]
    assert stored.result.drills[0].mistake_codes


def test_repeated_mistakes_are_shown_once_each_in_words():
    assert (
        exam_sheet.codes_text(["amount_off", "uncalled_in_pot", "amount_off"])
        == "built a pot with the wrong amount ×2\nput the uncalled bet in a pot"
    )
    assert exam_sheet.codes_text([]) == "—"
    assert exam_sheet.codes_text(["a_code_from_a_newer_version"]) == "a code from a newer version"


def test_the_result_sheet_fits_its_rows(exam_window, qtbot, monkeypatch, tmp_path):
    """Every cell of the sheet is readable: the mistakes (one a line) are not cut off."""
    from dealer_trainer.drills.exams import ExamDrillResult, ExamResult

    drills = (
        ExamDrillResult(1, True, 42.0),
        ExamDrillResult(2, False, 90.0, "time_up", ("pots_merged", "uncalled_in_pot", "live_chips_left")),
        ExamDrillResult(3, False, 0.0, "not_reached"),
    )
    result = ExamResult("x", "Week 3 exam", "Anna", 1_700_000_000.0, 200.0, 80, drills)
    sheet = exam_sheet.ResultSheet(result, "Saved.", exam_window)
    sheet.show()
    qtbot.waitExposed(sheet)
    table = sheet.table
    metrics = table.fontMetrics()
    for row in range(table.rowCount()):
        for column in range(table.columnCount()):
            for line in table.item(row, column).text().splitlines():
                assert metrics.horizontalAdvance(line) <= table.columnWidth(column), (row, column, line)
            lines = max(1, len(table.item(row, column).text().splitlines()))
            assert table.rowHeight(row) >= lines * metrics.lineSpacing(), (row, column)
    assert visible_point is not None  # the helpers module is shared with the other GUI tests
    sheet.close()


def test_an_exam_is_taken_as_the_picked_trainee_and_stays_out_of_practice_progress(
    qtbot, settings, monkeypatch, mouse, tmp_path
):
    from test_progress_gui import open_store, open_window

    store = open_store(tmp_path)
    window = open_window(qtbot, settings, store)
    window.school.set_trainee("Bram")
    window.exam.store = ExamStore(tmp_path / "exams.sqlite3")
    path = exam_path(tmp_path, [ten_seats()])
    monkeypatch.setattr(exam_ui.QFileDialog, "getOpenFileName", lambda *a, **k: (str(path), ""))
    window.exam.take_action.trigger()
    intro = window.exam.intro
    assert intro.name.text() == "Bram"  # the practice trainee, unless a name was typed before
    QTest.mouseClick(intro.start_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.exam.running)
    window.view.fit()
    build_by_dragging(window, mouse)
    press_check(window)
    qtbot.waitUntil(lambda: window.exam.sheet is not None and window.exam.sheet.isVisible())
    [stored] = window.exam.store.sittings()
    assert stored.result.trainee == "Bram" and stored.result.right == 1
    assert store.results() == []  # the exam's drill is on its sheet, not in practice progress


def test_no_street_hand_or_ruling_drill_can_replace_an_exam_drill(exam_window, qtbot, monkeypatch, tmp_path):
    """Street by street (Ctrl+Shift+S, its levels) and the Rulings menu are ways out of the exam
    too: a street hand dealt over an exam drill left the exam stuck at time-up, looping on
    'hand_not_finished', with no result saved."""
    window = exam_window
    drill = new_drill(2, 7)
    take(window, qtbot, monkeypatch, exam_path(tmp_path, [drill]))
    dealt = window.session.drill
    streets = window.streets
    off = [streets.new_action, streets.menu.menuAction(), streets.rulings_menu.menuAction()]
    off += [a for a in streets.rulings_menu.actions() if not a.isSeparator()]
    assert [a.text() for a in off if a.isEnabled()] == []
    streets.new_action.trigger()
    QTest.keySequence(window, "Ctrl+Shift+S")
    assert window.session.drill is dealt and window.exam.running
    window.exam.hand_in("time_up")  # handed in as it stands: the exam ends and is saved
    qtbot.waitUntil(lambda: window.exam.sheet is not None)
    assert [a.text() for a in off if not a.isEnabled()] == []
    assert len(window.exam.store.sittings()) == 1
