"""Quitting with a drill half built, and going on with it at the next start (the window's side
of :mod:`dealer_trainer.drills.resume`).

:class:`Resumer` is made by the main window when it keeps drills for the next start (the
program's window does, with the file in the user's data folder; a window made without a file
behaves as before). When the window closes (File > Quit, Ctrl+Q, the window's close button):

- a practice drill with moves made and not finished asks *Keep it for later*, *Quit anyway* or
  *Cancel*. Kept: the drill, its table (the piles, and every step Undo and Redo walk), the
  clock, the checks and mistakes so far, the attempt's uid (not recorded yet: the resumed attempt
  is saved as one row) and the drill set's position. A drill in its award phase keeps its built
  pots and the award's score; the pots pushed are pushed again. A street-by-street hand keeps
  the hand only: it starts again from its first action. Quit anyway: the attempt is left (the
  progress recorder's ``leave("quit")``, when it has one, records it);
- an exam asks *Keep the exam and quit*, *Hand it in and quit* or *Cancel*. Its clock is
  wall-clock from its start and runs on while the program is closed.

At the next start, once the progress store is open and the trainee known (after the trainee
picker, when it is shown), a kept exam goes on with the time left (the same drills and
position, the drills handed in kept; a sealed exam asks for its passphrase again) or, when its
time has run out, is recorded as ended by quitting with the drill being taken as it stood; then
the trainee's own kept drill is offered: *Resume* or *Start a new drill* (the kept attempt is
then left, as any drill left). A file that cannot be read is set aside with one line in the
status bar.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, QTimer
from PySide6.QtWidgets import QInputDialog, QLineEdit, QMessageBox

from dealer_trainer.drills.exams import ExamDrillResult
from dealer_trainer.drills.piles import kind_of
from dealer_trainer.drills.resume import (
    DrillSetPosition,
    Kept,
    KeptDrill,
    KeptExam,
    KeptStreetHand,
    ResumeError,
    Score,
    TableMoves,
    TableSnapshot,
    TableStep,
    exam_table,
    load,
    replace_kept,
    save,
    set_aside,
    table_dict,
)
from dealer_trainer.ui.exam import clock_text
from dealer_trainer.ui.table.model import Chip, Command, Snapshot, TableState
from dealer_trainer.ui.window_parts import qt_window

if TYPE_CHECKING:
    from dealer_trainer.drills.exams import Exam
    from dealer_trainer.ui.exam import ExamController

log = logging.getLogger(__name__)


# ----- the table as a value, and back --------------------------------------------------------
def _value(snap: Snapshot) -> TableSnapshot:
    chips = {i: (c.value, c.origin) for i, c in snap.chips.items()}
    piles = {pile: tuple(ids) for pile, ids in snap.piles.items()}
    return TableSnapshot(piles, chips, snap.pot_count, snap.next_id, dict(snap.levels))


def _snapshot(value: TableSnapshot) -> Snapshot:
    chips = {i: Chip(i, v, origin) for i, (v, origin) in value.chips.items()}
    piles = {pile: list(ids) for pile, ids in value.piles.items()}
    return Snapshot(piles, chips, value.pot_count, value.next_id, dict(value.levels))


def _step(command: Command) -> TableStep:
    return TableStep(command.label, _value(command.before), _value(command.after))


def _command(step: TableStep) -> Command:
    command = Command(step.label, _snapshot(step.before))
    command.after = _snapshot(step.after)
    return command


def table_moves(state: TableState) -> TableMoves:
    """The table of ``state`` as a value: the piles now and every Undo and Redo step."""
    return TableMoves(
        _value(state._state),  # noqa: SLF001 - the table's own history, kept whole
        tuple(_step(c) for c in state._undo),  # noqa: SLF001
        tuple(_step(c) for c in state._redo),  # noqa: SLF001
    )


def restore_table(window: Any, moves: TableMoves) -> None:
    """Put ``moves`` on the window's table (its drill already dealt): the piles, Undo and
    Redo as they were; the scene is redrawn."""
    state = window.session.state
    state._state = _snapshot(moves.now)  # noqa: SLF001 - the table's own history, kept whole
    state._undo = [_command(s) for s in moves.undo]  # noqa: SLF001
    state._redo = [_command(s) for s in moves.redo]  # noqa: SLF001
    window.session.last_check = None
    window.scene.set_table(state)
    window.session.piles_changed.emit(True)


def _built_pots(state: TableState) -> TableMoves:
    """The award table's pots as they were built (its start, without the win spots)."""
    start = _value(state._start)  # type: ignore[attr-defined]  # noqa: SLF001 - AwardState's start
    piles = {p: ids for p, ids in start.piles.items() if kind_of(p) != "win"}
    return TableMoves(TableSnapshot(piles, start.chips, start.pot_count, start.next_id, start.levels))


def _score(result: Any) -> Score:
    """A build's (``ui.session.DrillResult``) or an award's (``ui.award.AwardResult``) score."""
    return Score(
        checks=result.checks,
        failed_checks=getattr(result, "failed_checks", 0),
        mistakes=result.mistakes,
        hints=getattr(result, "hints", 0),
        shown=result.shown,
        codes=tuple(result.codes),
        verdict_seen=getattr(result, "verdict_seen", False),
        solved=result.solved,
        right_first_time=getattr(result, "right_first_time", False),
        seconds=getattr(result, "seconds", 0.0),
    )


def _fill(result: Any, score: Score) -> None:
    for name in (
        "checks",
        "failed_checks",
        "mistakes",
        "hints",
        "shown",
        "verdict_seen",
        "solved",
        "seconds",
    ):
        if hasattr(result, name):
            setattr(result, name, getattr(score, name))
    if hasattr(result, "right_first_time") and not isinstance(type(result).right_first_time, property):
        result.right_first_time = score.right_first_time
    result.codes = list(score.codes)


# ----- what is half done -------------------------------------------------------------------------
def set_position(window: Any) -> DrillSetPosition | None:
    """The open drill set and the position of the drill on the table, or None outside a set."""
    sets = window.drill_sets
    if not sets.active:
        return None
    return DrillSetPosition(sets.title, tuple(sets.drills), sets.index)


def kept_practice(window: Any, trainee: str) -> KeptDrill | KeptStreetHand | None:
    """The practice drill on the table when it is half done (moves made or a Check, and not
    finished), as it would be kept; None otherwise (and during an exam)."""
    if window.exam.running:
        return None
    streets = window.streets
    if streets.on_table is not None:  # a street hand: kept as the hand, from its first action
        if streets.active and streets.pos > 0 or window.award.active and not window.award.result.solved:
            return KeptStreetHand(streets.on_table, trainee, set_position(window))
        return None
    session, award = window.session, window.award
    result, state = session.result, session.state
    if award.active:
        if award.result.solved or not (state.can_undo() or state.can_redo() or award.result.checks):
            return None  # no pot pushed yet: nothing of the award to keep
        table = _built_pots(state)
    elif result.solved or not (state.can_undo() or state.can_redo() or result.checks):
        return None
    else:
        table = table_moves(state)
    recorder = getattr(window.school, "recorder", None)
    return KeptDrill(
        session.drill,
        table,
        session.elapsed(),
        _score(result),
        getattr(recorder, "uid", "") or "",
        trainee,
        _score(award.result) if award.active else None,
        bool(getattr(state, "helpers", True)),
        set_position(window),
    )


def _put_set(window: Any, position: DrillSetPosition) -> None:
    window.drill_sets.load_set(position.title, position.entries, position.index)


def resume_practice(window: Any, kept: KeptDrill | KeptStreetHand) -> None:
    """Put ``kept`` back on the window's table (see the module): the drill set at its position,
    the piles, Undo and Redo, the clock, the score, the attempt's uid."""
    if isinstance(kept, KeptStreetHand):
        if kept.drill_set is not None:
            _put_set(window, kept.drill_set)
        else:
            from dealer_trainer.drills.rulings import rulings_for

            window.streets.start(kept.hand, rulings_for(kept.hand, kept.hand.stakes.format), kept.hand.notes)
        return
    session = window.session
    if kept.drill_set is not None:
        _put_set(window, kept.drill_set)
    else:
        session.load(kept.drill)
    if kept.helpers != bool(getattr(session.state, "helpers", True)):
        window.set_helpers(kept.helpers, save=False)
    if kept.award is not None and not kept.score.solved:  # a showdown drill: pots built for the trainee
        window.award.load_showdown(session.drill)
    else:
        restore_table(window, kept.table)
        _fill(session.result, kept.score)
        if kept.award is not None:  # the pots as built, right: the award starts from them
            from dealer_trainer.drills.checking import check_build

            session.last_check = check_build(session.drill, session.state.checker_piles())
            window.award.start()
    if kept.seconds > 0:
        session._started = time.monotonic() - kept.seconds  # noqa: SLF001 - the clock goes on
    if kept.award is not None:
        _fill(window.award.result, kept.award)
    _keep_uid(window, kept)
    session.result_changed.emit(session.result)


def _keep_uid(window: Any, kept: KeptDrill) -> None:
    """The resumed attempt is the attempt left: the recorder saves it under the same uid (with
    the build already saved when only its award was left)."""
    recorder = getattr(window.school, "recorder", None)
    if recorder is None or not kept.uid:
        return
    recorder.uid = kept.uid
    if kept.score.solved and hasattr(recorder, "build"):
        from dealer_trainer.storage.results import DrillResult

        drill, s = kept.drill, kept.score
        recorder.build = DrillResult(
            drill.code, drill.level, "pots", s.right_first_time, s.seconds, s.codes, uid=kept.uid
        )


# ----- an exam -----------------------------------------------------------------------------------
def exam_as_it_stands(exam: ExamController) -> ExamDrillResult:
    """The exam drill being taken graded as it stands (ending ``quit``), as handing it in would
    grade it, without changing the table or the score: the build (or the award, once begun)
    checked once more and counted; a right build of a drill with cards and no pot pushed is
    wrong, with the award's mistakes."""
    from dealer_trainer.drills.award_checking import check_award
    from dealer_trainer.drills.checking import check_build
    from dealer_trainer.ui.award import has_showdown

    w, drill = exam.window, exam.drill_on_table
    codes, right = list(exam._codes), False  # noqa: SLF001 - the exam's own score, kept
    if drill is not None and not exam._shown_solution():  # noqa: SLF001
        state = w.session.state
        if w.award.active and hasattr(state, "check"):
            award = state.check()
            codes += [p.code for p in award.problems]
            right = award.correct
        else:
            build = check_build(drill, state.checker_piles())
            codes += [m.code for m in build.mistakes]
            right = build.correct and not has_showdown(drill)
            if build.correct and has_showdown(drill):
                codes += [p.code for p in check_award(drill, [], w.award.rules).problems]
    seconds = time.monotonic() - exam._drill_started  # noqa: SLF001
    checks, hints = exam._checks + 1, exam._hints  # noqa: SLF001
    q = len(exam.exam.written) if exam.exam is not None else 0  # the written part's positions first
    return ExamDrillResult(q + exam.index + 1, right, seconds, "quit", tuple(codes), checks, hints)


def kept_exam(exam: ExamController, now: float) -> KeptExam | None:
    """The running exam as it stands at wall-clock ``now``, to go on at the next start (None
    when no exam runs, it has no source to open it again from, or every drill is handed in)."""
    ex = exam.exam
    if not exam.running or ex is None or exam.source is None:
        return None
    index, score, table = exam.index, Score(), None
    drill_started = now - (time.monotonic() - exam._drill_started)  # noqa: SLF001 - its own clock
    q = len(ex.written)  # the written part's results come first, positions 1..q
    as_it_stood = ExamDrillResult(q + index + 2, False, 0.0, "quit")
    awarding = not exam._ended and exam.window.award.active  # noqa: SLF001
    if exam.written is not None:  # the written part's page is open: it is taken again from the start
        index, q, drill_started = 0, 0, now
        as_it_stood = ExamDrillResult(1, False, 0.0, "quit")
    elif exam._street is not None and not exam._ended:  # noqa: SLF001 - a street hand: dealt again
        score = Score(checks=exam._checks, hints=exam._hints, codes=tuple(exam._codes))  # noqa: SLF001
        as_it_stood = ExamDrillResult(q + index + 1, False, 0.0, "quit", tuple(exam._codes))  # noqa: SLF001
    elif not exam._ended:  # noqa: SLF001 - the drill on the table: its table (the built pots), score
        codes = tuple(exam._codes)  # noqa: SLF001
        score = Score(checks=exam._checks, hints=exam._hints, codes=codes)  # noqa: SLF001
        state = exam.window.session.state
        table = table_dict(_built_pots(state) if awarding else table_moves(state))
        as_it_stood = exam_as_it_stands(exam)
    else:  # handed in, the next one not dealt yet
        index, drill_started = index + 1, now
    if index >= len(ex.entries):
        return None
    return KeptExam(
        dict(exam.source),
        ex.exam_id,
        ex.title,
        ex.pass_mark,
        len(ex.entries),
        ex.total_seconds,
        ex.seconds_per_drill,
        exam.trainee,
        exam._started_at,  # noqa: SLF001
        drill_started,
        index,
        tuple(exam.results[: q + index]),
        score,
        table,
        as_it_stood,
        awarding,
        len(ex.written),
        bool(ex.written) and exam.written is None,
        ex.parts if ex.version == 2 else None,
    )


def wall_clock() -> float:
    """Seconds since the epoch (an exam's clock runs on while the program is closed)."""
    return time.time()


# ----- the keeper ----------------------------------------------------------------------------------
class Resumer(QObject):
    """Keeps the window's half-done drill or exam at quitting and offers it at the next start
    (see the module).

    Args:
        window: the main window (fully loaded); path: the resume file.
        clock: the wall clock (seconds since the epoch): :func:`wall_clock` by default.
    """

    def __init__(self, window: Any, path: str | Path, clock: Callable[[], float] | None = None) -> None:
        super().__init__(qt_window(window))
        self.window = window
        self.path = Path(path)
        self.clock = clock or wall_clock
        self.kept: list[Kept] = []
        self.read = False  # the file is read (at the start, or when quitting before it)
        self.started = False
        # the question box being asked (tests answer it), and the last line said
        self.box: QMessageBox | None = None
        self.said = ""
        # QInputDialog.getText's signature: asks a sealed exam's passphrase again
        self.ask_text: Callable[..., tuple[str, bool]] = QInputDialog.getText
        window.exam.hand_in_on_close = False  # asked here first
        school = window.school
        school.trainee_changed.connect(lambda _name: self.offer())
        # a drill kept while an exam went on is offered once the exam is over
        window.exam.exam_finished.connect(lambda _result: QTimer.singleShot(0, self, self.offer))
        if school.is_started:
            QTimer.singleShot(0, self, self.start)
        else:
            school.started.connect(lambda: QTimer.singleShot(0, self, self.start))

    # ----- the next start ---------------------------------------------------------------------
    def start(self) -> None:
        """Read the file; go on with a kept exam (or record it); offer the trainee's drill once
        the trainee picker, if shown, is closed. Runs once."""
        if self.started:
            return
        self.started = True
        self._read()
        exam = next((k for k in self.kept if isinstance(k, KeptExam)), None)
        if exam is not None:
            self._exam_at_start(exam)
        picker = getattr(self.window.school, "picker", None)
        if picker is not None and picker.isVisible():
            picker.finished.connect(lambda _r: self.offer())
        else:
            self.offer()

    def _read(self) -> None:
        """Read the file once (a file that cannot be used is set aside, said in one line)."""
        if self.read:
            return
        self.read = True
        try:
            self.kept = load(self.path)
        except ResumeError as exc:
            aside = set_aside(self.path)
            self.say(
                self.tr("The drill kept from last time could not be read (%1); the file was set aside as %2.")
                .replace("%1", str(exc))
                .replace("%2", str(aside or self.path))
            )
            self.kept = []

    def say(self, line: str) -> None:
        """One line in the status bar (and the log)."""
        log.info("%s", line)
        self.said = line
        self.window.statusBar().showMessage(line)

    def _write(self) -> bool:
        try:
            save(self.path, self.kept)
        except OSError as exc:
            log.exception("could not write %s", self.path)
            self.say(self.tr("The drill could not be kept for the next start (%1).").replace("%1", str(exc)))
            return False
        return True

    def offer(self) -> None:
        """Offer the trainee's kept drill: *Resume* or *Start a new drill* (then the kept attempt
        is put back and left, as any drill left). Not during an exam; another trainee's drill
        waits for that trainee."""
        if not self.started or self.window.exam.running or self.box is not None:
            return
        trainee = self.window.school.trainee
        mine = [k for k in self.kept if not isinstance(k, KeptExam) and k.trainee == trainee]
        if not mine:
            return
        kept = mine[0]
        assert isinstance(kept, KeptDrill | KeptStreetHand)
        box = QMessageBox(qt_window(self.window))
        box.setIcon(QMessageBox.Icon.Question)
        box.setWindowTitle(self.tr("Resume your drill?"))
        box.setText(self._offer_text(kept))
        resume = box.addButton(self.tr("&Resume"), QMessageBox.ButtonRole.AcceptRole)
        box.addButton(self.tr("Start a &new drill"), QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(resume)
        self.box = box
        try:
            box.exec()
        finally:
            self.box = None
        self.kept = replace_kept(self.kept, None, trainee)
        self._write()
        resume_practice(self.window, kept)
        if box.clickedButton() is not resume:
            self.window.session.next_drill()  # the kept attempt is left, as any drill left
        else:
            self.say(self.tr("Resumed where you left off."))

    def _offer_text(self, kept: KeptDrill | KeptStreetHand) -> str:
        if isinstance(kept, KeptStreetHand):
            name = kept.hand.code or kept.hand.title
            return self.tr(
                "You left a street-by-street hand unfinished: %1. Resume deals it again from its "
                "first action (the moves made are not kept)."
            ).replace("%1", name)
        name = kept.drill.code or kept.drill.title or self.tr("a drill")
        if kept.drill_set is not None:
            where = self.tr("%1, drill %2 of %3").replace("%1", kept.drill_set.title)
            name = where.replace("%2", str(kept.drill_set.index + 1)).replace(
                "%3", str(len(kept.drill_set.entries))
            )
        if kept.award is not None:
            text = self.tr(
                "You left the award of %1 unfinished. Resume goes on with the pots as you built "
                "them (%2 on the clock); the pots pushed are pushed again."
            )
        else:
            text = self.tr(
                "You left %1 half built. Resume puts back the piles as you left them, with Undo, "
                "the clock (%2) and your checks so far."
            )
        return text.replace("%1", name).replace("%2", clock_text(kept.seconds))

    def _exam_at_start(self, kept: KeptExam) -> None:
        """Go on with a kept exam with the time left, or record it as ended by quitting."""
        now = self.clock()
        self.kept = replace_kept(self.kept, None)
        self._write()  # first: a sitting is never recorded twice
        why = ""
        if kept.time_left(now) > 0:
            exam, why = self._open_exam(kept)
            if exam is not None:
                self.window.exam.resume(exam, kept, now)
                try:
                    self._exam_table(kept)
                except ResumeError as exc:
                    self.say(self.tr("The exam's table could not be put back (%1).").replace("%1", str(exc)))
                else:
                    self.say(
                        self.tr("Your exam goes on: %1 left.").replace("%1", clock_text(kept.time_left(now)))
                    )
                return
        result = kept.ended_by_quitting(now)
        saved = self.window.exam.record_ended(result)
        text = (
            self.tr("Your exam “%1” was recorded as ended by quitting: %2 of %3 drills right.")
            .replace("%1", kept.title or self.tr("Exam"))
            .replace("%2", str(result.right))
            .replace("%3", str(len(result.drills)))
        )
        if why:
            text += " " + self.tr("It could not be opened again: %1").replace("%1", why)
        self.say(text)
        box = QMessageBox(QMessageBox.Icon.Information, self.tr("Exam"), text, parent=qt_window(self.window))
        box.setInformativeText(saved)
        self.box_ended = box
        box.open()

    def _exam_table(self, kept: KeptExam) -> None:
        """The exam drill's table put back; in its award phase, the award begun from the pots
        as built (they were checked right: no Check counted again)."""
        table = exam_table(kept, self.window.session.drill)
        if table is None:
            return
        restore_table(self.window, table)
        if kept.awarding:
            from dealer_trainer.drills.checking import check_build

            session = self.window.session
            session.last_check = check_build(session.drill, session.state.checker_piles())
            if not session.last_check.correct or not self.window.award.start():
                raise ResumeError("the pots kept for the award are not the drill's")

    def _open_exam(self, kept: KeptExam) -> tuple[Exam | None, str]:
        """The kept exam opened again from its file or the school (its passphrase asked again
        when sealed with one); or None and why not."""
        from dealer_trainer.drills.errors import DrillError, describe
        from dealer_trainer.drills.exams import load_exam, open_exam

        passphrase: str | None = None
        while True:
            try:
                if "file" in kept.source:
                    exam = load_exam(kept.source["file"], passphrase)
                else:
                    store = self.window.school.store
                    if store is None:
                        return None, self.tr("the school's store is not open")
                    exam = open_exam(store.exam_file(kept.source["school"]), passphrase)
            except DrillError as exc:
                if exc.code not in ("needs_passphrase", "wrong_passphrase"):
                    return None, describe(exc)
                prompt = (
                    self.tr("Wrong passphrase. The instructor's passphrase for this exam:")
                    if exc.code == "wrong_passphrase"
                    else self.tr("Your exam goes on. The instructor's passphrase:")
                )
                text, ok = self.ask_text(
                    qt_window(self.window), kept.title or self.tr("Exam"), prompt, QLineEdit.EchoMode.Password
                )
                if not ok:
                    return None, self.tr("no passphrase was given")
                passphrase = text
                continue
            except Exception as exc:  # noqa: BLE001 - a file gone, a server down: said in one line
                return None, str(exc).splitlines()[0] if str(exc) else type(exc).__name__
            if exam.exam_id != kept.exam_id or len(exam.entries) != kept.drill_count:
                return None, self.tr("it is not the exam that was being taken")
            return exam, ""

    # ----- quitting --------------------------------------------------------------------------
    def closing(self) -> str:
        """The window is about to close: ask when something is half done. Returns ``"cancel"``
        (stay open), ``"kept"`` (kept for the next start: nothing recorded), ``"handed_in"``
        (the exam was handed in and recorded) or ``"quit"`` (a practice drill is left)."""
        self._read()  # what others kept stays kept, even when quitting before the start read it
        exam = self.window.exam
        if exam.running:
            return self._closing_exam(exam)
        trainee = self.window.school.trainee
        kept = kept_practice(self.window, trainee)
        if kept is None:
            return "quit"
        box = QMessageBox(qt_window(self.window))
        box.setIcon(QMessageBox.Icon.Question)
        box.setWindowTitle(self.tr("Quit Dealer Trainer"))
        if isinstance(kept, KeptStreetHand):
            box.setText(self.tr("This street-by-street hand is not finished."))
            later = self.tr("Keep it for later: the next start deals it again from its first action.")
        else:
            box.setText(self.tr("This drill is half built."))
            later = self.tr(
                "Keep it for later: the next start offers to go on where you left off (the piles, "
                "the clock and your checks so far)."
            )
        box.setInformativeText(later + " " + self.tr("Quit anyway: it is recorded as left unfinished."))
        keep = box.addButton(self.tr("&Keep it for later"), QMessageBox.ButtonRole.AcceptRole)
        box.addButton(self.tr("&Quit anyway"), QMessageBox.ButtonRole.DestructiveRole)
        cancel = box.addButton(QMessageBox.StandardButton.Cancel)
        box.setDefaultButton(keep)
        box.setEscapeButton(cancel)
        answer = self._ask(box)
        if answer is cancel or answer is None:
            return "cancel"
        if answer is keep:
            self.kept = replace_kept(self.kept, kept)
            return "kept" if self._write() else "quit"
        return "quit"

    def _ask(self, box: QMessageBox) -> Any:
        self.box = box
        try:
            box.exec()
        finally:
            self.box = None
        return box.clickedButton()

    def _closing_exam(self, exam: ExamController) -> str:
        now = self.clock()
        kept = kept_exam(exam, now)
        box = QMessageBox(qt_window(self.window))
        box.setIcon(QMessageBox.Icon.Question)
        box.setWindowTitle(self.tr("Quit Dealer Trainer"))
        box.setText(
            self.tr("You are taking an exam: its clock keeps running while Dealer Trainer is closed.")
        )
        keep = None
        if kept is not None:
            until = time.strftime("%H:%M", time.localtime(now + max(0.0, kept.time_left(now))))
            box.setInformativeText(
                self.tr(
                    "Keep it: start Dealer Trainer again before %1 to go on with the time left; after "
                    "that the exam is recorded as ended by quitting, the drill you are on as it stands. "
                    "Hand it in: the exam ends now."
                ).replace("%1", until)
            )
            keep = box.addButton(self.tr("&Keep the exam and quit"), QMessageBox.ButtonRole.AcceptRole)
        hand_in = box.addButton(self.tr("&Hand it in and quit"), QMessageBox.ButtonRole.DestructiveRole)
        cancel = box.addButton(QMessageBox.StandardButton.Cancel)
        box.setDefaultButton(keep or hand_in)
        box.setEscapeButton(cancel)
        answer = self._ask(box)
        if answer is keep and kept is not None:
            self.kept = replace_kept(self.kept, kept)
            if self._write():
                exam.suspend()
                return "kept"
            answer = hand_in  # it could not be kept: handed in, never lost
        if answer is hand_in:
            exam.hand_in_at_close()
            return "handed_in"
        return "cancel"
