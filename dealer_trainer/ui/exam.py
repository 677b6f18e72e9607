"""Exam mode in the main window: open an instructor's sealed exam, take it drill by drill
against the clock with the disallowed aids switched off, and see the result sheet.

:class:`ExamController` is given the window's pieces (it never imports the window). It adds
*Take an exam…* to the Drill menu and a countdown to the side panel. During an exam:

- each drill is dealt without its code, title or notes (a code would deal the drill again,
  answers and all, with ``dealer-trainer drill --code``), and built; a drill with cards is then
  awarded (the award phase starts by itself after a right build);
- Check hands the drill in (one attempt), unless the instructor allowed ``retries``; a drill is
  right when its build is right and, with cards, its award too;
- hints, the solution, the dealer helpers and undo after Check are off unless allowed, and so
  is everything that would leave the exam (another drill, a lesson, a drill set, a drill code,
  saving the drill, the house rules and the showdown drills);
- when a drill's time (or the exam's) runs out, the drill is handed in as it stands; drills
  the exam's time did not reach count wrong; closing the window hands the exam in, unless the
  window keeps drills for the next start (``ui.resume``): then the trainee may keep the exam,
  whose clock runs on (wall-clock from its start), and the next start goes on with the time
  left (:meth:`ExamController.resume`) or, after it, records the sitting as ended by quitting
  (:meth:`ExamController.record_ended`).

At the end the result is saved (:class:`~dealer_trainer.storage.exams.ExamStore`) and a
:class:`ResultSheet` shows each drill (right or wrong, time, the checker's mistake codes) and
PASS or FAIL against the pass mark.

Signals:
    exam_started(object): the :class:`~dealer_trainer.drills.exams.Exam` begun.
    drill_finished(object): the :class:`~dealer_trainer.drills.exams.ExamDrillResult` of a drill.
    exam_finished(object): the :class:`~dealer_trainer.drills.exams.ExamResult`.
"""

from __future__ import annotations

import logging
import sqlite3
import time
from dataclasses import replace
from html import escape
from pathlib import Path
from typing import Any, Protocol

from PySide6.QtCore import QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QComboBox,
    QFileDialog,
    QInputDialog,
    QLabel,
    QLineEdit,
    QMenu,
    QMessageBox,
)

from dealer_trainer.drills.award_checking import check_award
from dealer_trainer.drills.chip_drills import ChipDrill
from dealer_trainer.drills.errors import DrillError, describe
from dealer_trainer.drills.exam_parts import ExamParts
from dealer_trainer.drills.exams import Exam, ExamDrillResult, ExamResult, load_exam, with_kinds
from dealer_trainer.drills.models import Drill
from dealer_trainer.drills.playthrough import Phase
from dealer_trainer.drills.resume import KeptExam
from dealer_trainer.drills.rulings import rulings_for
from dealer_trainer.drills.streets import StreetDrill
from dealer_trainer.drills.written import WrittenQuestion, question_from_spec, written_results
from dealer_trainer.engine.house_rules import HELPERS
from dealer_trainer.storage.exams import ExamStore
from dealer_trainer.ui.award import has_showdown
from dealer_trainer.ui.exam_intro import ExamIntroDialog
from dealer_trainer.ui.exam_sheet import BAD, ResultSheet, clock_text
from dealer_trainer.ui.exam_written import WrittenPartDialog
from dealer_trainer.ui.window_parts import Mode, TableWindow, qt_window

log = logging.getLogger(__name__)

#: Seconds left under which the countdown turns red.
HURRY = 10
#: The settings key of the last trainee name typed for an exam.
TRAINEE_KEY = "exam/trainee"


class ExamWindow(TableWindow, Protocol):
    """The main window as the exam controller sees it (the parts it switches off and on)."""

    view: Any
    check_action: QAction
    hint_action: QAction
    solution_action: QAction
    helpers_action: QAction
    next_action: QAction
    code_action: QAction
    level_actions: dict[int, QAction]
    level_box: QComboBox
    lessons_menu: QMenu
    chips: Any  # the ChipsController: chip drills are taken in its window

    @property
    def drill_sets(self) -> Any: ...  # the DrillSetController

    def installEventFilter(self, watcher: QObject) -> None: ...  # noqa: N802 - Qt's name


class ExamController(QObject):
    """Takes exams in a main window (see the module's notes)."""

    exam_started = Signal(object)
    drill_finished = Signal(object)
    exam_finished = Signal(object)

    def __init__(self, window: ExamWindow, store: ExamStore | None = None) -> None:
        super().__init__(qt_window(window))
        self.window = window
        #: where results go; None: the user's ``exams.sqlite3``, opened at the first result
        self.store = store
        self.exam: Exam | None = None
        self.trainee = ""
        self.running = False
        self.intro: ExamIntroDialog | None = None
        self.sheet: ResultSheet | None = None
        self.last_result: ExamResult | None = None
        self.results: list[ExamDrillResult] = []
        self.index = -1
        self._shown: Drill | None = None  # the exam drill on the table, as dealt
        self._street: StreetDrill | None = None  # the exam's street hand being played, as dealt
        self._chip: Any = None  # the chip-drill window while it holds the exam's chip drill
        self.written: WrittenPartDialog | None = None  # the written part's page while it is open
        self._questions: list[WrittenQuestion] = []
        self._ended = False  # the drill on the table is handed in; the next one is coming
        self._ending = "checked"  # how the drill being handed in ends
        self._closing = False
        #: closing the window hands the exam in (False: the window's resume keeper decides)
        self.hand_in_on_close = True
        #: where the exam being taken came from: {"file": path} or {"school": exam id}, or None
        self.source: dict[str, str] | None = None
        self._codes: list[str] = []
        self._calls_wrong = False  # a hand called wrongly at showdown: the drill is not right
        self._checks = 0
        self._hints = 0
        self._drill_started = 0.0
        self._exam_started = 0.0
        self._started_at = 0.0
        self._locked: dict[Any, bool] = {}
        self._rules: Any = None
        w = window
        self.take_action = w._action(  # noqa: SLF001 - the window's own action helper
            self.tr("Take an &exam…"),
            None,
            self.choose_exam,
            self.tr("Open an exam file from an instructor and take it against the clock"),
        )
        menu = w.drill_menu
        after = getattr(w.drill_sets, "import_action", None)
        if after is not None and after in menu.actions():
            menu.insertAction(after, self.take_action)
        else:
            # no action to insert before: at the end (Qt takes None; PySide6's stub requires one)
            menu.insertAction(menu.actions()[0] if menu.actions() else None, self.take_action)  # type: ignore[arg-type]
        self.countdown = QLabel()
        self.countdown.setObjectName("examCountdown")
        self.countdown.setWordWrap(True)
        self.countdown.setTextFormat(Qt.TextFormat.RichText)
        self.countdown.setAccessibleName(self.tr("Exam time left"))
        self.countdown.setVisible(False)
        w.panel.insert_widget(2, self.countdown)
        self.timer = QTimer(self)
        self.timer.setInterval(200)
        self.timer.timeout.connect(self.tick)
        calling = getattr(w, "hand_calling", None)
        if calling is not None:
            calling.called.connect(self._hands_called)
        s = w.session
        s.drill_checked.connect(self._build_checked)
        s.piles_changed.connect(self._piles_changed)
        s.drill_loaded.connect(self._drill_loaded)
        w.award.award_checked.connect(self._award_checked)
        w.award.award_started.connect(self._award_started)
        w.streets.ruling_answered.connect(self._ruling_answered)
        # connected after the window's own slots: these run once its Check has been made
        for signal in (
            w.check_action.triggered,
            w.panel.check_button.clicked,
            w.award.award_action.triggered,
        ):
            signal.connect(self._checked_by_trainee)
        for signal in (w.hint_action.triggered, w.panel.hint_button.clicked):
            signal.connect(self._hint_taken)
        # an exam drill is built and checked as any drill; this controller counts the checks
        w.add_mode(Mode.EXAM, w.mode_actions(Mode.BUILD))
        w.installEventFilter(self)

    # ----- opening -----------------------------------------------------------------------
    def choose_exam(self) -> None:
        """*Take an exam…*: pick the file, give the passphrase if it needs one, see the rules."""
        path, _ = QFileDialog.getOpenFileName(
            qt_window(self.window), self.tr("Take an exam"), "", self.tr("Exam files (*.json);;All files (*)")
        )
        if not path:
            return
        passphrase: str | None = None
        while True:
            try:
                exam = load_exam(path, passphrase)
            except DrillError as exc:
                if exc.code in ("needs_passphrase", "wrong_passphrase"):
                    prompt = (
                        self.tr("Wrong passphrase. The instructor's passphrase for this exam:")
                        if exc.code == "wrong_passphrase"
                        else self.tr("This exam is sealed. The instructor's passphrase:")
                    )
                    text, ok = QInputDialog.getText(
                        qt_window(self.window), self.tr("Take an exam"), prompt, QLineEdit.EchoMode.Password
                    )
                    if not ok:
                        return
                    passphrase = text
                    continue
                QMessageBox.warning(
                    qt_window(self.window), self.tr("Take an exam"), f"{Path(path).name}: {describe(exc)}"
                )
                return
            break
        self.show_intro(exam, {"file": str(Path(path).resolve())})

    def open_file(self, path: str | Path, passphrase: str | None = None) -> str | None:
        """Open the exam at ``path`` and show its rules with *Start*; returns an error message
        (one line), or None when it opened."""
        if self.running:
            return self.tr("An exam is already being taken.")
        try:
            exam = load_exam(path, passphrase)
        except DrillError as exc:
            return f"{Path(path).name}: {describe(exc)}"
        self.show_intro(exam, {"file": str(Path(path).resolve())})
        return None

    def show_intro(self, exam: Exam, source: dict[str, str] | None = None) -> ExamIntroDialog:
        """The exam's rules and the trainee's name, with *Start the exam* (window-modal).
        ``source``: where it came from (``{"file": path}``, ``{"school": exam id}``), so an
        exam kept at quitting can be opened again at the next start."""
        school = getattr(self.window, "school", None)  # the trainee picked for practice, if any
        trainee = str(self.window.settings.store.value(TRAINEE_KEY, "") or "") or getattr(
            school, "trainee", ""
        )
        dialog = ExamIntroDialog(exam, trainee, qt_window(self.window))
        dialog.accepted.connect(lambda: self.start(exam, dialog.trainee(), source))
        self.intro = dialog
        dialog.open()
        return dialog

    # ----- the exam ----------------------------------------------------------------------
    def start(
        self,
        exam: Exam,
        trainee: str = "",
        source: dict[str, str] | None = None,
        first: int = 0,
        handed_in: tuple[ExamDrillResult, ...] = (),
    ) -> None:
        """Begin ``exam``: the aids not allowed go off and drill ``first`` is dealt (the drills
        before it ``handed_in``, when an exam kept at quitting goes on)."""
        if self.running:
            return
        self.exam = exam
        self.source = source
        self.trainee = trainee.strip()
        if self.trainee:
            self.window.settings.store.setValue(TRAINEE_KEY, self.trainee)
        self.running = True
        self.results = list(handed_in)
        self._closing = False
        self.window.set_base_mode(Mode.EXAM)  # every exam drill starts in the exam's mode
        self._lock(exam)
        self._started_at = time.time()
        self._exam_started = time.monotonic()
        self.countdown.setVisible(True)
        self.timer.start()
        self.exam_started.emit(exam)
        if exam.written and not handed_in:
            self._write()  # the written part first; the table follows when it is handed in
            return
        self._deal(first)
        self.window.activateWindow()  # the keys (Return: Check) go to the table, not the closed dialog
        self.window.view.setFocus()

    # ----- the written part ----------------------------------------------------------------------
    def _write(self) -> None:
        exam = self.exam
        assert exam is not None
        try:
            self._questions = [question_from_spec(spec) for spec in exam.written]
        except DrillError as exc:  # a written question this program cannot deal: the exam is refused
            self.running = False
            self._unlock()
            self.window.panel.text.setHtml(
                "<p><b>"
                + escape(self.tr("This exam cannot be taken: %1").replace("%1", describe(exc)))
                + "</b></p>"
            )
            return
        self._ended = False  # a second exam of the session: its clock shows from the first moment
        self._drill_started = time.monotonic()
        self.written = WrittenPartDialog(exam.title, self._questions, qt_window(self.window))
        self.written.handed_in.connect(self._written_in)
        self.written.open()
        self.tick()

    def _written_in(self, answers: list[str | int | None]) -> None:
        exam, ending = self.exam, self._ending
        self.written = None
        if not self.running or exam is None:
            return
        spent = time.monotonic() - self._drill_started
        self.results = list(written_results(self._questions, answers, spent, ending))
        for result in self.results:
            self.drill_finished.emit(result)
        self._ending = "checked"
        if self._closing:
            self.finish(show_sheet=False)
        elif exam.total_seconds is not None and time.monotonic() - self._exam_started >= exam.total_seconds:
            self.finish()
        else:
            self._deal(0)
            self.window.activateWindow()
            self.window.view.setFocus()

    def _lock(self, exam: Exam) -> None:
        w = self.window
        self._rules = w.award.rules
        w.award.rules = exam.house_rules  # graded under the exam's rules, not saved as the trainee's
        if not exam.allows(HELPERS.name):
            w.set_helpers(False, save=False)
        off: list[Any] = [self.take_action, w.next_action, w.code_action, *w.level_actions.values()]
        off += [w.level_box, w.lessons_menu.menuAction(), w.chips.menu.menuAction()]
        for name in ("open_action", "import_action", "save_action", "previous_action"):
            action = getattr(w.drill_sets, name, None)
            if action is not None:
                off.append(action)
        off += [a for a in w.award.menu.actions() if a is not w.award.award_action and not a.isSeparator()]
        streets = w.streets  # a street hand or a ruling drill would replace the exam's drill
        off += [streets.new_action, streets.menu.menuAction(), streets.rulings_menu.menuAction()]
        off += [a for a in streets.rulings_menu.actions() if not a.isSeparator()]
        course = getattr(w, "course", None)  # its lessons and practice would replace the exam's drill
        if course is not None:
            off.append(course.menu.menuAction())
        school = getattr(w, "school", None)  # the sitting is the trainee's who started it
        if school is not None and getattr(school, "switch_action", None) is not None:
            off.append(school.switch_action)
        if not exam.allows("hints"):
            off += [w.hint_action, w.panel.hint_button]
        if not exam.allows("solution"):
            off += [w.solution_action, w.panel.solution_button]
        if not exam.allows(HELPERS.name):
            off.append(w.helpers_action)
        self._locked = {item: item.isEnabled() for item in off}
        self._apply_lock()

    def _apply_lock(self) -> None:
        for item in self._locked:
            item.setEnabled(False)

    def _unlock(self) -> None:
        w = self.window
        for item, enabled in self._locked.items():
            item.setEnabled(enabled)
        self._locked = {}
        if self._rules is not None:
            w.award.rules = self._rules
        w.set_helpers(w.settings.helpers, save=False)
        w.set_base_mode(Mode.BUILD)
        w.session.undo_allowed = True
        self.timer.stop()
        self.countdown.setVisible(False)

    def _deal(self, index: int) -> None:
        exam = self.exam
        assert exam is not None
        entry = exam.entries[index]
        title = self.tr("%1 · drill %2 of %3").replace("%1", exam.title or self.tr("Exam"))
        title = title.replace("%2", str(index + 1)).replace("%3", str(len(exam.entries)))
        self.index = index
        self._ended = False
        self._ending = "checked"
        self._codes, self._checks, self._hints = [], 0, 0
        self._calls_wrong = False
        self._drill_started = time.monotonic()
        self._chip = None
        if isinstance(entry, ChipDrill):  # in the chip-drill window, in front of the table
            self._shown = self._street = None
            self._chip = self.window.chips.take_in_exam(entry, title, exam.allows("retries"), self._chip_in)
        elif isinstance(entry, StreetDrill):  # graded on its pull-ins and its rulings
            self._shown = None
            self._street = replace(entry, code="", title=title)
            self.window.streets.start(self._street, rulings_for(entry, entry.stakes.format))
        else:
            self._street = None
            self._shown = replace(entry, code="", title=title, notes="")
            self.window.session.load(self._shown)
        self.tick()

    @property
    def drill_on_table(self) -> Drill | None:
        """The exam drill being taken (as dealt: without code, title or notes), or None."""
        return self._shown if self.running else None

    def _shown_solution(self) -> bool:
        return self.window.session.result.shown or self.window.award.result.shown

    def _drill_loaded(self, drill: Drill) -> None:
        if self.running:
            self._apply_lock()  # nothing the window does on a new drill turns an aid back on

    def _build_checked(self, check: Any) -> None:
        """A Check of the build (the trainee's, the solution's own, or at time up)."""
        if self.running and not self._ended and self._street is not None:
            self._pull_in_checked(check)
            return
        if not self.running or self._ended or self.window.session.drill is not self._shown:
            return
        if self._shown_solution():
            return  # the solution's own check; the trainee's next Check hands the drill in
        self._checks += 1
        self._codes += [m.code for m in check.mistakes]
        self._after_check()
        drill = self._shown
        assert drill is not None
        if check.correct and has_showdown(drill):
            if self._ending == "checked":
                QTimer.singleShot(0, self._start_award)
                return
            # time ran out with the pots built and none pushed: the award is graded as it stands
            award = check_award(drill, [], self.window.award.rules)
            self._codes += [p.code for p in award.problems]
            self._end_drill(False, self._ending)
        elif check.correct:
            self._end_drill(True, self._ending)
        elif self.exam is not None and self.exam.allows("retries") and self._ending == "checked":
            return  # another try, with the practice feedback
        else:
            self._end_drill(False, self._ending)

    def _pull_in_checked(self, check: Any) -> None:
        """A Check of a street hand's pull-in: a wrong one ends the hand (unless retries are
        allowed); the last right one ends it, right when every pull-in and ruling was."""
        if self._shown_solution():
            return
        self._checks += 1
        self._codes += [m.code for m in check.mistakes]
        self._after_check()
        if not check.correct:
            if not (self.exam is not None and self.exam.allows("retries") and self._ending == "checked"):
                self._end_drill(False, self._ending)
        else:  # once the street controller has taken the pull-in: was it the hand's last?
            QTimer.singleShot(0, self._street_done_yet)

    def _street_done_yet(self) -> None:
        play = self.window.streets.play
        done = play is not None and play.phase == Phase.DONE
        if self.running and not self._ended and self._street is not None and done:
            self._end_drill(not self._codes, self._ending)

    def _ruling_answered(self, play: Any) -> None:
        if self.running and not self._ended and self._street is not None and play.asked:
            ruling, right = play.asked[-1]
            if not right:
                self._codes.append(f"ruling_{ruling.kind}")

    def _start_award(self) -> None:
        if not self.running or self._ended or self.window.session.drill is not self._shown:
            return
        if not self.window.award.start():  # cannot happen after a right build; never hang
            self._end_drill(False, self._ending)

    def _award_started(self, state: Any) -> None:
        if not self.running:
            return
        self.window.session.undo_allowed = True  # the award is a new part: its pushes may be undone
        state.helpers = self.exam is not None and self.exam.allows(HELPERS.name)
        self.window._update_actions()  # noqa: SLF001 - the window's own refresh

    def _award_checked(self, check: Any) -> None:
        if not self.running or self._ended or self.window.session.drill is not self._shown:
            return
        if self._shown_solution():
            return  # as for the build: the trainee's Check hands the drill in
        self._checks += 1
        undone = self.window.award.undone  # pushed wrong, then undone before Check: still a mistake
        self._codes += [p.code for p in check.problems] + list(undone)
        self._after_check()
        if check.correct and not undone:  # a hand called wrongly keeps the drill from being right
            self._end_drill(not self._calls_wrong, self._ending)
        elif self.exam is not None and self.exam.allows("retries") and self._ending == "checked":
            return
        else:
            self._end_drill(False, self._ending)

    def _hands_called(self, codes: list[str]) -> None:
        """The live hands were called at showdown: each wrong call is a mistake of the drill."""
        if self.running and not self._ended and codes:
            self._codes += codes
            self._calls_wrong = True

    def _after_check(self) -> None:
        if self.exam is not None and not self.exam.allows("undo"):
            self.window.session.undo_allowed = False
            self.window._update_actions()  # noqa: SLF001 - the window's own refresh

    def _checked_by_trainee(self) -> None:
        """After the window's Check: a drill whose solution was shown is handed in (wrong)."""
        if self.running and not self._ended and self._shown_solution():
            self._end_drill(False, "solution_shown")

    def _hint_taken(self) -> None:
        if self.running and not self._ended:
            self._hints += 1

    def _piles_changed(self, done: bool) -> None:
        """While awarding, a pot gets no verdict as it is pushed (that would give the answer
        before Check): the outlines go and the panel keeps the instructions."""
        award = self.window.award
        if self.running and not self._ended and award.active and done:
            self.window.scene.clear_marks()
            award.show_instructions()

    def hand_in(self, ending: str = "time_up") -> None:
        """Hand the drill on the table in as it stands (``ending``: a key of :data:`ENDINGS`):
        its build, or its award when the award has begun, is checked once more, counted."""
        if self.written is not None:  # the written part, as it stands
            self._ending = ending
            self.written.hand_in()
            return
        if not self.running or self._ended:
            return
        self._ending = ending
        w = self.window
        if self._chip is not None:  # a chip drill: its answer as it stands
            self._chip.hand_in(ending)
            return
        if self._street is not None:  # a street hand not played to its end counts wrong
            self._end_drill(False, ending)
            return
        if self._shown_solution():
            self._end_drill(False, "solution_shown")
            return
        w.scene.finish_animation()
        if w.award.active:
            w.award.check()
        else:
            w.session.check()
        if not self._ended:  # nothing could be checked (should not happen): it counts wrong
            self._end_drill(False, ending)

    def _chip_in(self, right: bool, codes: tuple[str, ...], checks: int, ending: str) -> None:
        """A chip drill was handed in (Check, the clock, or its window closed)."""
        if self.running and not self._ended:
            self._chip, self._codes, self._checks = None, list(codes), checks
            self._end_drill(right, ending)

    def _end_drill(self, right: bool, ending: str) -> None:
        if self._ended:
            return
        self._ended = True
        q = len(self.exam.written) if self.exam is not None else 0
        result = ExamDrillResult(
            position=q + self.index + 1,
            right=right,
            seconds=time.monotonic() - self._drill_started,
            ending=ending,
            mistake_codes=tuple(self._codes),
            checks=self._checks,
            hints=self._hints,
        )
        self.results.append(result)
        self.drill_finished.emit(result)
        if self._closing:
            self.finish(show_sheet=False)
        else:
            QTimer.singleShot(0, self._next)

    def _next(self) -> None:
        exam = self.exam
        if not self.running or exam is None:
            return
        spent = time.monotonic() - self._exam_started
        if self.index + 1 < len(exam.entries) and (exam.total_seconds is None or spent < exam.total_seconds):
            self._deal(self.index + 1)
        else:
            self.finish()

    def tick(self) -> None:
        """Show the time left; at 0:00 the drill is handed in as it stands."""
        exam = self.exam
        if not self.running or exam is None or self._ended:
            return
        now = time.monotonic()
        on_drill, in_exam = now - self._drill_started, now - self._exam_started
        left = exam.time_left(on_drill, in_exam)
        n = len(exam.entries)
        lines = [
            self.tr("<b>EXAM</b> · written part: %1 questions").replace("%1", str(len(exam.written)))
            if self.written is not None
            else self.tr("<b>EXAM</b> · drill %1 of %2")
            .replace("%1", str(self.index + 1))
            .replace("%2", str(n))
        ]
        if exam.seconds_per_drill is not None:
            lines.append(
                self.tr("This drill: <b>%1</b> left").replace(
                    "%1", clock_text(exam.seconds_per_drill - on_drill)
                )
            )
        if exam.total_seconds is not None:
            lines.append(
                self.tr("Exam: <b>%1</b> left").replace("%1", clock_text(exam.total_seconds - in_exam))
            )
        colour = BAD if left <= HURRY else "#b8860b"
        self.countdown.setStyleSheet(
            f"#examCountdown {{ background: {colour}; color: white; border-radius: 6px; padding: 6px;"
            " font-size: 14px; }"
        )
        self.countdown.setText("<br>".join(lines))
        for page in (self.written, self._chip):  # the exam's window in front of the table
            if page is not None:
                page.clock.setText(" · ".join(lines[1:]) or lines[0])
        if left <= 0:
            self.hand_in("time_up")

    def finish(self, show_sheet: bool = True) -> ExamResult | None:
        """End the exam: drills not reached count wrong; the result is saved; a fresh practice
        drill goes on the table; the result sheet opens (``show_sheet``)."""
        exam = self.exam
        if not self.running or exam is None:
            return None
        for position in range(len(self.results) + 1, exam.item_count + 1):
            self.results.append(ExamDrillResult(position, False, 0.0, "not_reached"))
        result = ExamResult(
            exam_id=exam.exam_id,
            title=exam.title,
            trainee=self.trainee,
            started_at=self._started_at,
            seconds=time.monotonic() - self._exam_started,
            pass_mark=exam.pass_mark,
            drills=with_kinds(self.results, exam),
            question_count=len(exam.written),
            parts=exam.parts if exam.version == 2 else None,
        )
        if exam.version == 2 and exam.parts is None:
            result = replace(result, parts=ExamParts(total=exam.pass_mark))
        self.running = False
        self.index = -1
        self._shown = None
        self._unlock()
        saved = self._save(result)
        self.last_result = result
        if not self._closing:
            self.window.session.next_drill()  # the exam's drills leave the table
        self.exam_finished.emit(result)
        if show_sheet:
            self.sheet = ResultSheet(result, saved, qt_window(self.window))
            self.sheet.open()
        return result

    def _save(self, result: ExamResult) -> str:
        """Save ``result``; returns what the sheet says about it."""
        try:
            if self.store is None:
                self.store = ExamStore()
            self.store.save(result)
        except (OSError, sqlite3.Error) as exc:
            log.exception("could not save the exam result")
            return self.tr("This result could not be saved: %1").replace("%1", str(exc))
        saved = self.tr("Saved with your exam results (%1).").replace("%1", str(self.store.path))
        if self.store.moved_aside is not None:
            saved += " " + self.tr(
                "The old results file could not be read; it was kept as %1 and a new one started."
            ).replace("%1", str(self.store.moved_aside))
        return saved

    # ----- quitting and the next start ----------------------------------------------------------
    def suspend(self) -> None:
        """The exam is kept for the next start (the window closes): the clock stops here and
        nothing is recorded."""
        self.timer.stop()
        self.running = False

    def resume(self, exam: Exam, kept: KeptExam, now: float) -> None:
        """Go on with ``exam`` as ``kept`` left it, at wall-clock ``now``: the drills handed in
        kept, the drill being taken dealt again with its score, and both clocks as if they had
        run on while the program was closed (its table is the resume keeper's to put back)."""
        self.start(exam, kept.trainee, dict(kept.source), kept.index, kept.results)
        mono = time.monotonic()
        self._started_at = kept.started_at
        self._exam_started = mono - (now - kept.started_at)
        self._drill_started = mono - (now - kept.drill_started_at)
        self._codes, self._checks, self._hints = list(kept.score.codes), kept.score.checks, kept.score.hints
        self.tick()

    def record_ended(self, result: ExamResult) -> str:
        """Record a sitting that ended while the program was closed (its exam's time ran out):
        saved with the exam results and sent where every finished exam goes
        (:attr:`exam_finished`: the school's store). Returns what was said about saving it."""
        saved = self._save(result)
        self.last_result = result
        self.exam_finished.emit(result)
        return saved

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        """Closing the window during an exam hands it in as it stands (and saves the result),
        unless :attr:`hand_in_on_close` is off (the resume keeper asks first)."""
        if watched is self.window and event.type() == QEvent.Type.Close and self.hand_in_on_close:
            self.hand_in_at_close()
        return False

    def hand_in_at_close(self) -> None:
        """The window closes: the exam is handed in as it stands (ending ``closed``), saved,
        no sheet shown."""
        if self.running:
            self._closing = True
            self.hand_in("closed")
