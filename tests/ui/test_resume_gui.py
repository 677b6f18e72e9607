"""Quitting with a drill half built asks first, and the next start offers to resume it: the piles
with Undo and Redo, the clock, the checks so far, the drill set's position, the attempt's uid.
An exam kept at quitting goes on with the time left, or is recorded as ended by quitting once
its time has run out. Quit goes through its QAction; the boxes are answered by their buttons."""

from __future__ import annotations

import json

import pytest
from gui_helpers import Gestures, Mouse, build_by_dragging
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QMessageBox
from test_exam_gui import exam_path, take, with_cards

from dealer_trainer.storage.exams import ExamStore
from dealer_trainer.storage.progress import open_sqlite
from dealer_trainer.ui import resume as resume_ui
from dealer_trainer.ui.main_window import MainWindow
from dealer_trainer.ui.samples import ten_seats, three_way
from dealer_trainer.ui.table.model import front_pile, pot_pile

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")  # the offscreen platform, showing a dialog


class Answers:
    """Answers each QMessageBox asked with exec() by clicking the button named next (none left:
    the quit-anyway one, as the windows close after the test); records what each box said."""

    def __init__(self, monkeypatch) -> None:
        self.queue: list[str] = []
        self.asked: list[str] = []
        monkeypatch.setattr(QMessageBox, "exec", lambda box: self.answer(box))

    def answer(self, box) -> int:
        self.asked.append(box.text() + " " + box.informativeText())
        if not self.queue:
            (button,) = [
                b for b in box.buttons() if box.buttonRole(b) == QMessageBox.ButtonRole.DestructiveRole
            ]
            button.click()
            return 0
        wanted = self.queue.pop(0)
        for button in box.buttons():
            if button.text().replace("&", "") == wanted:
                button.click()
                return 0
        raise AssertionError(f"no button {wanted!r} in {[b.text() for b in box.buttons()]}")


def open_window(qtbot, settings, tmp_path, drill=None, store=None):
    """A window keeping half-done drills in tmp_path/resume.json, started (store open, trainee
    known, the kept drill offered)."""
    window = MainWindow(settings, drill or three_way(), progress=store, resume=tmp_path / "resume.json")
    window.exam.store = ExamStore(tmp_path / "exams.sqlite3")
    qtbot.addWidget(window)
    window.resize(1600, 1000)
    window.show()
    qtbot.waitExposed(window)
    window.view.fit()
    qtbot.waitUntil(lambda: window.resumer.started)
    window.view.fit()
    return window


def half_build(window) -> None:
    """Anna's 40 into the main pot, Bram's 100 into the main pot, undone (Ctrl+Z): one step to
    redo; then a wrong Check (Return)."""
    gestures = Gestures(window)
    gestures.drag(front_pile("Anna"), pot_pile(0), whole=True)
    gestures.drag(front_pile("Bram"), pot_pile(0), whole=True)
    QTest.keyClick(window.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    QTest.keyClick(window.view, Qt.Key.Key_Return)
    assert window.session.state.can_undo() and window.session.state.can_redo()
    assert window.session.result.checks == 1 and not window.session.result.solved


def table_of(window):
    state = window.session.state
    return state.piles(), len(state._undo), len(state._redo)  # noqa: SLF001


def test_quit_keeps_a_half_built_drill_and_the_next_start_resumes_it(qtbot, settings, tmp_path, monkeypatch):
    store = open_sqlite(tmp_path / "progress.sqlite3", fallbacks=[tmp_path / "fallback"])
    answers = Answers(monkeypatch)
    window = open_window(qtbot, settings, tmp_path, store=store)
    half_build(window)
    before, uid = table_of(window), window.school.recorder.uid
    codes = list(window.session.result.codes)
    clock = window.session.elapsed()
    answers.queue = ["Keep it for later"]
    window.quit_action.trigger()  # Drill > Quit (Ctrl+Q)
    assert not window.isVisible()
    assert "half built" in answers.asked[0]
    saved = json.loads((tmp_path / "resume.json").read_text())
    assert saved["format"] == "dealer-trainer-resume" and saved["version"] == 1
    assert store.results() == []  # kept for later: not recorded yet

    answers.queue = ["Resume"]
    store = open_sqlite(tmp_path / "progress.sqlite3")
    again = open_window(qtbot, settings, tmp_path, store=store)
    qtbot.waitUntil(
        lambda: again.session.drill.title == "Three-way all-in" and again.session.state.can_undo()
    )
    assert "half built" in answers.asked[1]
    assert table_of(again) == before  # the piles, and every step Undo and Redo walk
    assert again.session.result.checks == 1 and list(again.session.result.codes) == codes
    assert again.school.recorder.uid == uid  # one attempt, one row
    assert clock <= again.session.elapsed() < clock + 60  # the clock goes on from where it stood
    assert not (tmp_path / "resume.json").exists()  # resumed once
    QTest.keyClick(again.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)  # Undo works on it
    assert again.session.state.amount(pot_pile(0)) == 0
    again.quit_action.trigger()  # Quit anyway: the attempt is recorded now, as one row with its Check
    [row] = store.results()
    assert (row.uid, row.outcome, list(row.mistake_codes)) == (uid, "wrong", codes)


def test_closing_the_window_can_be_cancelled_or_quit_anyway(qtbot, settings, tmp_path, monkeypatch):
    answers = Answers(monkeypatch)
    window = open_window(qtbot, settings, tmp_path)
    half_build(window)
    left: list[str] = []
    window.school.recorder.leave = left.append  # the recorder's hook (records the attempt left)
    answers.queue = ["Cancel"]
    window.close()  # the window's close button
    assert window.isVisible() and left == []
    answers.queue = ["Quit anyway"]
    window.close()
    assert not window.isVisible()
    assert left == ["quit"] and not (tmp_path / "resume.json").exists()


def test_nothing_is_asked_when_nothing_is_half_built(qtbot, settings, tmp_path, monkeypatch):
    answers = Answers(monkeypatch)
    window = open_window(qtbot, settings, tmp_path)
    window.quit_action.trigger()
    assert not window.isVisible() and answers.asked == []


def test_a_drill_set_resumes_at_its_position(qtbot, settings, tmp_path, monkeypatch):
    answers = Answers(monkeypatch)
    window = open_window(qtbot, settings, tmp_path)
    window.drill_sets.load_set("Week 1", [ten_seats(), three_way(), ten_seats()])
    QTest.keyClick(window.view, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)  # Next drill in the set
    assert window.drill_sets.index == 1
    window.view.fit()
    Gestures(window).drag(front_pile("Anna"), pot_pile(0), whole=True)
    answers.queue = ["Keep it for later"]
    window.quit_action.trigger()

    answers.queue = ["Resume"]
    again = open_window(qtbot, settings, tmp_path)
    qtbot.waitUntil(lambda: again.drill_sets.active)
    assert again.drill_sets.index == 1 and again.drill_sets.title == "Week 1"
    assert again.session.state.amount(pot_pile(0)) == 40
    assert "Week 1, drill 2 of 3" in answers.asked[1]
    QTest.keyClick(again.view, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    assert again.drill_sets.index == 2  # Next drill goes on through the set


def test_start_a_new_drill_leaves_the_kept_one(qtbot, settings, tmp_path, monkeypatch):
    answers = Answers(monkeypatch)
    window = open_window(qtbot, settings, tmp_path)
    half_build(window)
    answers.queue = ["Keep it for later"]
    window.quit_action.trigger()
    answers.queue = ["Start a new drill"]
    again = open_window(qtbot, settings, tmp_path, drill=ten_seats())
    qtbot.waitUntil(lambda: not (tmp_path / "resume.json").exists())
    assert again.session.drill.title != "Three-way all-in" and not again.session.state.can_undo()


def test_a_damaged_resume_file_is_set_aside_in_one_line(qtbot, settings, tmp_path, monkeypatch):
    answers = Answers(monkeypatch)
    (tmp_path / "resume.json").write_text('{"format": "dealer-trainer-resume", "version": 1, "kept": [{"kind')
    window = open_window(qtbot, settings, tmp_path)
    assert answers.asked == []
    assert "could not be read" in window.resumer.said and "\n" not in window.resumer.said
    assert (tmp_path / "resume.json.unreadable").exists() and not (tmp_path / "resume.json").exists()


# ----- exams -------------------------------------------------------------------------------------
def take_and_keep(qtbot, settings, tmp_path, monkeypatch, answers):
    """An exam of two drills (10:00 in all): drill 1 handed in wrong at Check, drill 2 half built,
    then Quit, keeping the exam. Returns the exam's start (wall clock) and drill 2's table."""
    window = open_window(qtbot, settings, tmp_path)
    path = exam_path(tmp_path, [three_way(), three_way()], total_seconds=600)
    take(window, qtbot, monkeypatch, path, "Anna")
    QTest.keyClick(window.view, Qt.Key.Key_Return)  # an empty table handed in: wrong
    qtbot.waitUntil(lambda: window.exam.index == 1 and not window.exam._ended)  # noqa: SLF001
    window.view.fit()
    Gestures(window).drag(front_pile("Anna"), pot_pile(0), whole=True)
    started, piles = window.exam._started_at, window.session.state.piles()  # noqa: SLF001
    answers.queue = ["Keep the exam and quit"]
    window.quit_action.trigger()
    assert not window.isVisible()
    assert "clock keeps running" in answers.asked[-1]
    assert ExamStore(tmp_path / "exams.sqlite3").sittings() == []  # nothing recorded yet
    return started, piles


def test_an_exam_kept_at_quitting_goes_on_with_the_time_left(qtbot, settings, tmp_path, monkeypatch):
    answers = Answers(monkeypatch)
    started, piles = take_and_keep(qtbot, settings, tmp_path, monkeypatch, answers)
    monkeypatch.setattr(resume_ui, "wall_clock", lambda: started + 300.0)  # 5 minutes later
    again = open_window(qtbot, settings, tmp_path)
    exam = again.exam
    qtbot.waitUntil(lambda: exam.running)
    assert exam.index == 1 and len(exam.results) == 1 and not exam.results[0].right  # drill 1 kept
    assert again.session.state.piles() == piles  # drill 2's table as it was left
    assert "Exam: <b>4:5" in exam.countdown.text() or "Exam: <b>5:00" in exam.countdown.text()
    assert "Your exam goes on" in again.resumer.said
    assert not again.next_action.isEnabled()  # the exam's locks are on again


def test_an_exam_past_its_time_is_recorded_as_ended_by_quitting(qtbot, settings, tmp_path, monkeypatch):
    answers = Answers(monkeypatch)
    started, _piles = take_and_keep(qtbot, settings, tmp_path, monkeypatch, answers)
    monkeypatch.setattr(resume_ui, "wall_clock", lambda: started + 700.0)  # past the 10:00
    store = open_sqlite(tmp_path / "progress.sqlite3", fallbacks=[tmp_path / "fallback"])
    again = open_window(qtbot, settings, tmp_path, store=store)
    assert not again.exam.running
    (sitting,) = ExamStore(tmp_path / "exams.sqlite3").sittings()
    drills = sitting.result.drills
    assert [d.ending for d in drills] == ["checked", "quit"]
    assert not any(d.right for d in drills) and sitting.result.seconds == 600
    assert [s.exam_id for s in store.sittings()] == [sitting.result.exam_id]  # through record_sitting
    assert "ended by quitting" in again.resumer.said
    assert not (tmp_path / "resume.json").exists()


def test_an_award_left_half_done_resumes_from_the_pots_as_built(qtbot, settings, tmp_path, monkeypatch):
    store = open_sqlite(tmp_path / "progress.sqlite3", fallbacks=[tmp_path / "fallback"])
    answers = Answers(monkeypatch)
    window = open_window(qtbot, settings, tmp_path, drill=with_cards(), store=store)
    build_by_dragging(window, Mouse())
    QTest.keyClick(window.view, Qt.Key.Key_Return)  # the build is right: saved, the award is next
    window.award.award_action.trigger()
    assert window.award.active
    QTest.keyClick(window.view, Qt.Key.Key_Return)  # nothing pushed: a wrong award Check
    assert window.award.result.checks == 1 and window.award.result.codes
    codes, uid = list(window.award.result.codes), window.school.recorder.uid
    answers.queue = ["Keep it for later"]
    window.quit_action.trigger()
    assert [r.kind for r in store.results()] == ["pots"]  # the award not recorded yet

    answers.queue = ["Resume"]
    store = open_sqlite(tmp_path / "progress.sqlite3")
    again = open_window(qtbot, settings, tmp_path, store=store)
    qtbot.waitUntil(lambda: again.award.active)
    assert "award" in answers.asked[1]
    assert again.session.state.amount(pot_pile(0)) == 120 and again.session.state.amount(pot_pile(1)) == 120
    assert again.award.result.checks == 1 and list(again.award.result.codes) == codes
    assert again.session.result.solved and again.school.recorder.uid == uid
    assert again.school.recorder.build is not None and again.school.recorder.build.uid == uid


def test_a_street_hand_left_half_played_starts_again_from_its_first_action(
    qtbot, settings, tmp_path, monkeypatch
):
    answers = Answers(monkeypatch)
    window = open_window(qtbot, settings, tmp_path)
    hand = window.streets.new_drill(1, seed=6)  # seed 7 is a straddle-mix hand: it stops at a ruling
    window.streets.next_step_action.trigger()  # Space: the first action is played
    assert window.streets.pos > 0
    answers.queue = ["Keep it for later"]
    window.quit_action.trigger()
    assert "street-by-street" in answers.asked[0]

    answers.queue = ["Resume"]
    again = open_window(qtbot, settings, tmp_path)
    qtbot.waitUntil(lambda: again.streets.on_table is not None)
    assert again.streets.on_table == hand and again.streets.pos == 0 and again.streets.active


def test_another_trainees_kept_drill_waits_for_that_trainee(qtbot, settings, tmp_path, monkeypatch):
    answers = Answers(monkeypatch)
    settings.store.setValue("school/trainee", "Anna")
    window = open_window(qtbot, settings, tmp_path)
    half_build(window)
    answers.queue = ["Keep it for later"]
    window.quit_action.trigger()

    settings.store.setValue("school/trainee", "Bram")  # Bram trains next on this machine
    bram = open_window(qtbot, settings, tmp_path, drill=ten_seats())
    assert answers.asked[1:] == []  # Anna's drill is not offered to Bram
    Gestures(bram).drag(front_pile("Bram"), pot_pile(0), whole=True)
    answers.queue = ["Keep it for later"]
    bram.quit_action.trigger()
    kept = json.loads((tmp_path / "resume.json").read_text())["kept"]
    assert sorted(k["trainee"] for k in kept) == ["Anna", "Bram"]  # Anna's is still there

    answers.queue = ["Resume"]
    again = open_window(qtbot, settings, tmp_path)  # Bram's drill offered to Bram
    qtbot.waitUntil(lambda: again.session.state.can_undo())
    assert again.session.drill == ten_seats()
    answers.queue = ["Resume"]
    again.school.set_trainee("Anna")  # Switch trainee: Anna's drill is offered to her
    qtbot.waitUntil(lambda: again.session.drill == three_way())
    assert again.session.result.checks == 1


def sealed_exam(tmp_path):
    from dealer_trainer.drills.exams import make_exam, save_exam
    from dealer_trainer.drills.files import DrillSet

    exam = make_exam(DrillSet("Sealed", "Ms. V", "", (three_way(), three_way())), total_seconds=600)
    path = tmp_path / "sealed-exam.json"
    save_exam(path, exam, "s3cret")
    return path


@pytest.mark.parametrize("given", ["s3cret", None])
def test_a_sealed_exam_asks_its_passphrase_again_or_is_recorded(
    qtbot, settings, tmp_path, monkeypatch, given
):
    from dealer_trainer.ui import exam as exam_ui

    answers = Answers(monkeypatch)
    monkeypatch.setattr(exam_ui.QInputDialog, "getText", lambda *a, **k: ("s3cret", True))
    window = open_window(qtbot, settings, tmp_path)
    take(window, qtbot, monkeypatch, sealed_exam(tmp_path), "Anna")
    started = window.exam._started_at  # noqa: SLF001
    answers.queue = ["Keep the exam and quit"]
    window.quit_action.trigger()
    asked: list[str] = []

    def passphrase(_parent, _title, prompt, *_rest):
        asked.append(prompt)
        return (given or "", given is not None)

    monkeypatch.setattr(resume_ui.QInputDialog, "getText", passphrase)
    monkeypatch.setattr(resume_ui, "wall_clock", lambda: started + 60.0)
    again = open_window(qtbot, settings, tmp_path)
    assert asked == ["Your exam goes on. The instructor's passphrase:"]
    if given:
        qtbot.waitUntil(lambda: again.exam.running and again.exam.index == 0)
        return
    assert not again.exam.running  # no passphrase: recorded as it stood, never lost
    (sitting,) = ExamStore(tmp_path / "exams.sqlite3").sittings()
    assert [d.ending for d in sitting.result.drills] == ["quit", "not_reached"]
    assert "no passphrase was given" in again.resumer.said


def test_quitting_an_exam_can_be_cancelled_or_hand_it_in(qtbot, settings, tmp_path, monkeypatch):
    answers = Answers(monkeypatch)
    window = open_window(qtbot, settings, tmp_path)
    take(window, qtbot, monkeypatch, exam_path(tmp_path, [three_way(), three_way()]), "Anna")
    Gestures(window).drag(front_pile("Anna"), pot_pile(0), whole=True)
    answers.queue = ["Cancel"]
    window.quit_action.trigger()
    assert window.isVisible() and window.exam.running  # the exam goes on
    answers.queue = ["Hand it in and quit"]
    window.close()
    assert not window.isVisible() and not (tmp_path / "resume.json").exists()
    (sitting,) = ExamStore(tmp_path / "exams.sqlite3").sittings()
    assert [d.ending for d in sitting.result.drills] == ["closed", "not_reached"]


def test_an_exam_drill_kept_in_its_award_goes_on_from_the_built_pots(qtbot, settings, tmp_path, monkeypatch):
    answers = Answers(monkeypatch)
    window = open_window(qtbot, settings, tmp_path)
    take(window, qtbot, monkeypatch, exam_path(tmp_path, [with_cards(), three_way()]), "Anna")
    build_by_dragging(window, Mouse())
    QTest.keyClick(window.view, Qt.Key.Key_Return)  # right: the award phase starts by itself
    qtbot.waitUntil(lambda: window.award.active)
    started = window.exam._started_at  # noqa: SLF001
    answers.queue = ["Keep the exam and quit"]
    window.quit_action.trigger()

    monkeypatch.setattr(resume_ui, "wall_clock", lambda: started + 120.0)
    again = open_window(qtbot, settings, tmp_path)
    qtbot.waitUntil(lambda: again.exam.running and again.award.active)
    assert again.exam.index == 0 and again.exam._checks == 1  # noqa: SLF001 - no Check counted again
    state = again.session.state
    assert state.amount(pot_pile(0)) == 120 and state.amount(pot_pile(1)) == 120
