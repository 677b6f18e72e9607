"""Street-by-street drills in the window: the hand is played out action by action, the trainee
pulls the bets in at the end of each betting round, answers rulings at decision points, and
awards the pots at the end.

:class:`StreetsController` sits beside the window's :class:`DrillSession` (it is given the
window's pieces through :class:`TableWindow`; it never imports the window). Each action puts
the hand's totals so far on the table (the bets of this street in front, the pots of earlier
streets already in the middle: ``TableState(in_middle=…)``); at a round's end the pull-in is
built and checked with the same gestures and Check as any drill; after the last pull-in the
award controller takes over as for any drill with a showdown.

Where the hand stands, the ruling due and what was answered are the Qt-free
:class:`~dealer_trainer.drills.playthrough.PlayThrough`; this module only shows it and
forwards the trainee's Space, answers and checks to it.
"""

from __future__ import annotations

import random
from collections import Counter
from html import escape
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtGui import QKeySequence, QTextCursor
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QLineEdit, QMenu, QPushButton, QVBoxLayout, QWidget

from dealer_trainer.drills.codes import SEED_SPACE
from dealer_trainer.drills.errors import DrillError, describe
from dealer_trainer.drills.piles import front_pile, kind_of
from dealer_trainer.drills.playthrough import Phase, PlayThrough
from dealer_trainer.drills.rulings import KINDS, YES, Ruling, ruling_drill, rulings_for
from dealer_trainer.drills.street_lessons import street_lessons
from dealer_trainer.drills.streets import (
    STREET_LEVELS,
    StreetDrill,
    drill_at,
    new_street_drill,
    start_piles,
)
from dealer_trainer.drills.streets_text import (
    bets_line,
    post_line,
    special_lines,
)
from dealer_trainer.drills.stud_streets import any_street_drill_from_code, window_rulings
from dealer_trainer.drills.stud_streets_text import hand_action_line, hand_heading, hand_structure_line
from dealer_trainer.i18n import _
from dealer_trainer.ui.window_parts import Mode, ModeActions, TableWindow, qt_window

if TYPE_CHECKING:
    from dealer_trainer.drills.checking import BuildCheck
    from dealer_trainer.drills.models import Drill

OK = "#2e9d5b"
BAD = "#d0392b"
HINT = "#b8860b"

# How long the chips of one action take to slide from the stack to the betting line (ms).
SLIDE_MS = 200


class RulingBox(QFrame):
    """The side panel's box for a street drill: the *Next action* button, and the question of a
    ruling with its answer (seat or yes/no buttons, or a typed amount)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("rulingBox")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.next_button = QPushButton(self.tr("Next action (Space)"))
        self.next_button.setObjectName("nextActionButton")
        self.next_button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        layout.addWidget(self.next_button)
        self.question = QLabel()
        self.question.setObjectName("rulingQuestion")
        self.question.setWordWrap(True)
        layout.addWidget(self.question)
        self.choices = QHBoxLayout()
        layout.addLayout(self.choices)
        row = QHBoxLayout()
        self.answer = QLineEdit()
        self.answer.setObjectName("rulingAnswer")
        self.answer.setAccessibleName(self.tr("Your answer"))
        self.answer.setPlaceholderText(self.tr("Amount, then Enter"))
        self.answer_button = QPushButton(self.tr("Answer"))
        row.addWidget(self.answer, 1)
        row.addWidget(self.answer_button)
        layout.addLayout(row)
        self.buttons: list[QPushButton] = []
        self.setStyleSheet("#rulingQuestion { font-weight: bold; color: #f3d27a; }")
        self.show_question(None)

    def show_question(self, question: str | None, choices: tuple[tuple[str, str], ...] = ()) -> None:
        """Show ``question`` with a button per ``(value, label)`` choice (none: a typed amount);
        None hides the question and shows the *Next action* button."""
        for button in self.buttons:
            self.choices.removeWidget(button)
            button.deleteLater()
        self.buttons = []
        asking = question is not None
        self.question.setVisible(asking)
        self.question.setText(question or "")
        typed = asking and not choices
        self.answer.setVisible(typed)
        self.answer_button.setVisible(typed)
        self.answer.clear()
        self.next_button.setVisible(not asking)
        for value, label in choices:
            button = QPushButton(label)
            button.setProperty("answer", value)
            self.choices.addWidget(button)
            self.buttons.append(button)
        if typed:
            self.answer.setFocus()


class StreetsController(QObject):
    """Adds Drill > Street by street and the Rulings menu, and plays street drills in the window.

    The hand's progress is a :class:`PlayThrough` (:attr:`play`); this controller puts each of
    its moments on the table, logs it in the panel and forwards the trainee's Space, answers and
    pull-in checks to it. While the hand is played (betting, a ruling, the next street) the
    window is in :attr:`Mode.STREET`; a pull-in is built in the window's base mode, as any drill.

    Signals:
        ruling_answered(object): the :class:`PlayThrough` with a ruling just answered.
    """

    ruling_answered = Signal(object)

    def __init__(self, window: TableWindow) -> None:
        super().__init__(qt_window(window))
        self.window = window
        self.session = window.session
        self.panel = window.panel
        self.play: PlayThrough | None = None
        self.active = False  # the play-through is on the table and not done
        self.plays_stud = True  # stud, stud hi-lo and razz street hands (ui/stud_streets.py), from files too
        self.log: list[str] = []
        self.level = 1
        self.rng = random.Random()
        self._loading = False
        self._starting = False  # a new hand is being put on the table
        self._shown = False  # the street drill stays on the table (False once another is loaded)
        #: the pots as the trainee built them at the last pull-in: later streets keep their chips
        self._kept: dict[str, tuple[tuple[str, int], ...]] = {}
        self._fresh: str | None = None  # the seat that just acted: its label is bright, then fades
        self.box = RulingBox()
        self.box.setVisible(False)
        self.panel.insert_widget(3, self.box)
        self.box.next_button.clicked.connect(self.next_action)
        self.box.answer_button.clicked.connect(self.answer_typed)
        self.box.answer.returnPressed.connect(self.answer_typed)
        self._make_actions()
        window.add_mode(Mode.STREET, ModeActions(self.check, self.say_round_is_on, self.say_round_is_on))
        self.session.drill_loaded.connect(self._drill_loaded)
        self.session.drill_checked.connect(self._checked)
        window.scene.seat_clicked.connect(self.seat_clicked)

    # ----- the play-through, as its value says -------------------------------------------
    @property
    def sd(self) -> StreetDrill | None:
        """The street drill played (or last played), None before any."""
        return self.play.drill if self.play is not None else None

    @property
    def phase(self) -> Phase:
        """What the hand waits for; ``DONE`` too once another drill is on the table."""
        return self.play.phase if self.active and self.play is not None else Phase.DONE

    @property
    def pending(self) -> Ruling | None:
        """The ruling waiting for an answer, or None."""
        return self.play.due if self.active and self.play is not None else None

    @property
    def asked(self) -> list[tuple[Ruling, bool]]:
        """The rulings answered, each with whether it was answered right, in the order asked."""
        return list(self.play.asked) if self.play is not None else []

    @property
    def rulings(self) -> list[Ruling]:
        """The rulings this hand asks."""
        return list(self.play.rulings) if self.play is not None else []

    @property
    def pos(self) -> int:
        """Index into the hand's states: the steps before it are played."""
        return self.play.pos if self.play is not None else 0

    def _sync_mode(self) -> None:
        """The window is in STREET mode while the hand is played, not while a pull-in is built."""
        if self.active and self.phase in (Phase.BETTING, Phase.RULING, Phase.NEXT_STREET):
            self.window.enter_mode(Mode.STREET)
        else:
            self.window.leave_mode(Mode.STREET)

    # ----- menus -------------------------------------------------------------------------
    def _make_actions(self) -> None:
        w = self.window
        self.new_action = w._action(  # noqa: SLF001 - the window's own action helper
            self.tr("&Street-by-street drill"),
            QKeySequence("Ctrl+Shift+S"),
            lambda: self.new_drill(),
            self.tr("Deal a hand played out street by street: pull the bets in at each round's end"),
        )
        self.next_step_action = w._action(  # noqa: SLF001
            self.tr("&Next action"),
            QKeySequence(Qt.Key.Key_Space),
            self.next_action,
            self.tr("Play the next action of the hand, or go on to the next street"),
        )
        self.next_step_action.setEnabled(False)
        self.yes_action = w._action(  # noqa: SLF001
            self.tr("Answer &yes"),
            QKeySequence("Y"),
            lambda: self._yes_no(YES),
            self.tr("Answer a yes/no ruling: yes"),
        )
        self.no_action = w._action(  # noqa: SLF001
            self.tr("Answer &no"),
            QKeySequence("N"),
            lambda: self._yes_no("no"),
            self.tr("Answer a yes/no ruling: no"),
        )
        for action in (self.yes_action, self.no_action):
            action.setEnabled(False)
        menu = QMenu(self.tr("Street b&y street"), w.drill_menu)  # all other letters are taken
        first_separator = next((a for a in w.drill_menu.actions() if a.isSeparator()), None)
        if first_separator is not None:
            w.drill_menu.insertMenu(first_separator, menu)
        else:
            w.drill_menu.addMenu(menu)
        self.menu = menu
        menu.addActions([self.new_action, self.next_step_action, self.yes_action, self.no_action])
        levels = menu.addMenu(self.tr("&Level"))
        for level in STREET_LEVELS:
            action = levels.addAction(self.tr("Streets level %1").replace("%1", str(level)))
            action.triggered.connect(lambda _=False, lv=level: self.new_drill(lv))
        self.rulings_menu = w.menuBar().addMenu(self.tr("R&ulings"))
        self.lessons_menu = self.rulings_menu.addMenu(self.tr("&Worked examples"))
        self.lessons_menu.aboutToShow.connect(self._fill_lessons)  # filled when first opened
        self.rulings_menu.addSeparator()
        mixed = self.rulings_menu.addAction(self.tr("Mixed rulings"))
        mixed.triggered.connect(lambda: self.new_ruling_drill(None))
        self.rulings_menu.addSeparator()
        for kind in KINDS:
            action = self.rulings_menu.addAction(_(KINDS[kind]))
            action.triggered.connect(lambda _=False, k=kind: self.new_ruling_drill(k))

    # ----- starting ----------------------------------------------------------------------
    def new_drill(self, level: int | None = None, seed: int | None = None) -> StreetDrill:
        """Deal a street drill (``level``: the last one used by default) with mixed rulings."""
        if level is not None:
            self.level = level
        sd = new_street_drill(self.level, self.rng.randrange(SEED_SPACE) if seed is None else seed)
        self.start(sd, rulings_for(sd, sd.stakes.format))  # seeded by the code
        return sd

    def new_ruling_drill(self, kind: str | None, seed: int | None = None) -> StreetDrill:
        """Deal a street drill aimed at rulings of ``kind`` (None: mixed)."""
        seed = self.rng.randrange(SEED_SPACE) if seed is None else seed
        sd = ruling_drill(kind or "may_raise", seed)
        kinds = (kind,) if kind else None
        self.start(sd, rulings_for(sd, sd.stakes.format, kinds, rnd=random.Random(seed)))
        return sd

    def _fill_lessons(self) -> None:
        if self.lessons_menu.actions():
            return
        for index, lesson in enumerate(street_lessons()):
            action = self.lessons_menu.addAction(lesson.title)
            action.setToolTip(lesson.notes)
            action.triggered.connect(lambda _=False, i=index: self.open_lesson(i))

    def open_lesson(self, index: int) -> None:
        """Play street lesson ``index`` (a seed's worked example) with its rulings."""
        lesson = street_lessons()[index]
        self.start(lesson.drill, list(lesson.rulings), lesson.notes)

    def load_code(self, code: str) -> None:
        """Deal the street drill of ``code``. Raises ValueError when it cannot be read."""
        try:
            sd = any_street_drill_from_code(code.strip())  # T… or a stud hand's D…
        except DrillError as exc:
            raise ValueError(describe(exc)) from None
        if sd.table.stud is not None:  # a stud hand (D1-…): who brings it in, who acts first
            self.start(sd, window_rulings(sd))
            return
        self.start(sd, rulings_for(sd, sd.stakes.format))

    def start(self, sd: StreetDrill, rulings: list[Ruling], notes: str = "") -> None:
        """Put ``sd`` on the table before its first action, with ``rulings`` to ask (several at
        one step are asked in turn) and ``notes`` (a lesson's explanation) at the top of the log."""
        self._shown = True
        self._kept = {}
        self.window.scene.felt.clear()
        self.play = PlayThrough.start(sd, rulings)
        self.active = True
        f = sd.stakes.format
        self.log = [
            "<p><b>"
            + escape(sd.code or sd.title)
            + "</b>"
            + (" · " + escape(sd.title) if sd.code else "")
            + "</p>",
            *(["<p><i>" + escape(notes) + "</i></p>"] if notes else []),
            "<p>"
            + escape(
                self.tr("Press Space (Next action) to play the hand; build the pots at each round's end.")
            )
            + "</p>",
        ]
        if hand_structure_line(sd.table, f):
            self.log.append("<p><b>" + escape(hand_structure_line(sd.table, f)) + "</b></p>")
        self.log += ["<div>" + escape(post_line(p, f)) + "</div>" for p in sd.table.posts if p.amount]
        self.log += ["<p><b>" + escape(line) + "</b></p>" for line in special_lines(sd.table, f)]
        self.log.append("<p><b>" + escape(hand_heading(sd, self.play.state)) + "</b></p>")
        self._starting = True
        try:
            self._show_state()
        finally:
            self._starting = False
        self._arrived()  # (a ruling before the first action, or a round with nobody to act)
        self._slide_bets(dict.fromkeys(sd.table.seats, Counter()))  # the blinds go in
        self._sync_mode()

    # ----- the table ---------------------------------------------------------------------
    def _show_state(self) -> None:
        """Put the hand as it stands on the table (this street's bets in front)."""
        play = self.play
        assert play is not None
        self._load(drill_at(play.drill, play.state, final=False), start_piles(play.current_round))

    def _front(self) -> dict[str, Counter[int]]:
        """Each seat's chips in front on the table: seat -> chip value -> count."""
        state = self.session.state
        return {
            seat: Counter(state.chip(i).value for i in state.piles().get(front_pile(seat), []))
            for seat in (self.sd.table.seats if self.sd else ())
        }

    def _slide_bets(self, before: dict[str, Counter[int]]) -> None:
        """Slide the chips added in front of each seat since ``before`` (:meth:`_front`) from the
        seat's stack to its betting line; the chips already there stay put."""
        scene = self.window.scene
        state = self.session.state
        sources = {}
        for seat, old in before.items():
            centre = scene.seat_centre(seat)
            if centre is None:
                continue
            left = Counter(old)
            for chip_id in state.piles().get(front_pile(seat), []):  # bottom to top
                value = state.chip(chip_id).value
                if left[value] > 0:
                    left[value] -= 1
                else:
                    sources[chip_id] = centre
        scene.slide_in(sources, SLIDE_MS)

    def _load(self, drill: Drill, in_middle: dict[str, dict[str, int]]) -> None:
        self._loading = True
        try:
            self.window.scene.leave_board_room()  # the board is dealt on the felt above the pots
            self.session.load(drill, in_middle, self._kept)
        finally:
            self._loading = False
        self.box.setVisible(True)
        self._show_felt()
        self._render()

    def _show_felt(self) -> None:
        """The board dealt so far, the turn marker, each seat's last action this street and the
        folded hands in the muck (:class:`~dealer_trainer.ui.table.felt.Felt`)."""
        play = self.play
        if play is None:
            return
        state, sd = play.state, play.drill
        turn = state.to_act if play.phase == Phase.BETTING else None  # never a ruling's answer
        words = {
            "fold": self.tr("Fold"),
            "check": self.tr("Check"),
            "call": self.tr("Call"),
            "bet": self.tr("Bet"),
            "raise": self.tr("Raise"),
            "complete": self.tr("Complete"),
            "bring-in": self.tr("Bring-in"),
            "all-in": self.tr("All-in"),
        }
        actions = {a.seat: words.get(str(a.do), str(a.do)) for st, a in state.history if st == state.street}
        folded = {seat: len(sd.hole.get(seat, "")) // 2 or 2 for seat in state.seats if seat in state.folded}
        fresh, self._fresh = self._fresh, None
        felt = self.window.scene.felt
        if sd.table.stud is not None:  # up-cards face up, down-cards face down, no board
            from dealer_trainer.ui.table.stud_cards import stud_felt

            board, hands, folded = stud_felt(sd, state)
            felt.show(board, turn, actions, fresh, folded)
            felt.show_seat_cards(hands)
            return
        felt.show(sd.board_for(state.street), turn, actions, fresh, folded)

    @property
    def loading(self) -> bool:
        """True while this controller puts its street drill's next moment on the table."""
        return self._loading

    @property
    def continuing(self) -> bool:
        """True while the hand on the table goes on to its next moment (an action, a pull-in,
        the next street): the hand is not being left."""
        return self._loading and not self._starting

    @property
    def on_table(self) -> StreetDrill | None:
        """The street drill on the table (played or finished), None once another drill is."""
        return self.sd if self._shown else None

    def _drill_loaded(self, _drill: object) -> None:
        if not self._loading:
            # this hand's award lays out its own board; the muck stays
            self.window.scene.clear_felt(keep_muck=self._shown and self.session.state.award_phase)
            self._shown = False
        if not self._loading and self.active:  # another drill was put on the table
            self.active = False
            self.box.setVisible(False)
            self.next_step_action.setEnabled(False)
            self._sync_mode()

    def _render(self) -> None:
        hints = {
            Phase.BETTING: self.tr("Next: Space plays the next action."),
            Phase.PULL_IN: self.tr(
                "The betting round is over: pull the bets in (build the pots), then Check."
            ),
            Phase.NEXT_STREET: self.tr("Next: Space deals the next street."),
            Phase.RULING: self.tr("A ruling: answer in the box above."),
            Phase.DONE: "",
        }
        tail = hints[self.phase]
        html = "".join(self.log)
        if tail:
            html += f"<p style='color:{HINT}'><b>" + escape(tail) + "</b></p>"
        self.panel.text.setHtml(html)
        bar = self.panel.text.verticalScrollBar()
        bar.setValue(bar.maximum())
        playing = self.active and self.phase in (Phase.BETTING, Phase.NEXT_STREET)
        self.next_step_action.setEnabled(playing)
        self.box.next_button.setEnabled(playing)

    # ----- playing -----------------------------------------------------------------------
    def next_action(self) -> None:
        """Space: play the next action, or deal the next street."""
        play = self.play
        if not self.active or play is None:
            return
        if play.phase == Phase.NEXT_STREET:
            self.play = play = play.advance()
            self.log.append("<p><b>" + escape(hand_heading(play.drill, play.state)) + "</b></p>")
            self._show_state()
            self._arrived()
            self._sync_mode()
            return
        step = play.next_step
        if step is None:  # a ruling or a pull-in is due, or the hand is done
            return
        self.log.append(
            "<div>" + escape(hand_action_line(play.state, step, play.drill.stakes.format)) + "</div>"
        )
        before = {step.seat: self._front().get(step.seat, Counter())}
        self._fresh = step.seat
        self.play = play.advance()
        self._show_state()
        self._arrived()  # a ruling at once, or the round's last action puts its pull-in on the table
        self._slide_bets(before)  # the action's chips move from the stack to the betting line
        self._sync_mode()

    def _arrived(self) -> None:
        """What the moment the hand has come to asks: the ruling due, or at the round's end its
        pull-in (or nothing to pull in)."""
        play = self.play
        assert play is not None
        if play.phase == Phase.RULING:
            assert play.due is not None
            self._ask(play.due)
            return
        if play.phase not in (Phase.PULL_IN, Phase.NEXT_STREET):
            return
        round_ = play.current_round
        self.log.append("<div><i>" + escape(bets_line(round_, play.drill.stakes.format)) + "</i></div>")
        if play.phase == Phase.NEXT_STREET:  # nothing to pull in
            self._render()
            return
        self._load(round_.after, start_piles(round_))
        wrong = play.round_mistakes()  # saved with the pull-in's result, named: not right first time
        result = self.session.result
        result.codes += wrong
        result.mistakes += len(wrong)

    def _checked(self, check: BuildCheck) -> None:
        play = self.play
        if not self.active or play is None or play.phase != Phase.PULL_IN:
            return
        result = self.session.result
        self.play = play = play.pulled_in(check.correct, helped=result.shown or result.hints > 0)
        if not check.correct:
            return
        state = self.session.state
        self._kept = {
            pile: tuple((chip.origin, chip.value) for chip in state.pile(pile))
            for pile in state.piles()
            if kind_of(pile) == "pot"
        }
        if play.phase == Phase.DONE:
            self.active = False  # the award, if any, is the award controller's
            self._sync_mode()
            self.next_step_action.setEnabled(False)
            self.box.next_button.setEnabled(False)
            self._keep_log()
            self._summary()
            return
        self._sync_mode()
        self.next_step_action.setEnabled(True)
        self.box.next_button.setEnabled(True)
        self.panel.text.append(
            f"<p style='color:{HINT}'><b>"
            + escape(self.tr("Next: Space deals the next street."))
            + "</b></p>"
        )

    def _keep_log(self) -> None:
        """The hand's log (actions and rulings with their verdicts) above the last pull-in's
        verdict, which the window's Check put in the panel in its place."""
        cursor = self.panel.text.textCursor()
        cursor.movePosition(QTextCursor.MoveOperation.Start)
        cursor.insertHtml("".join(self.log) + "<hr>")
        bar = self.panel.text.verticalScrollBar()
        bar.setValue(bar.maximum())

    def _summary(self) -> None:
        play = self.play
        if play is None or not play.asked:
            return
        self.panel.text.append(
            "<p><b>"
            + escape(
                self.tr("Rulings: %1 of %2 right.")
                .replace("%1", str(play.rulings_right))
                .replace("%2", str(len(play.asked)))
            )
            + "</b></p>"
        )

    # ----- rulings -----------------------------------------------------------------------
    def _ask(self, ruling: Ruling) -> None:
        if isinstance(ruling.answer, bool):
            choices: tuple[tuple[str, str], ...] = ((YES, self.tr("Yes")), ("no", self.tr("No")))
        else:
            choices = tuple((c, c) for c in ruling.choices)
        self.box.show_question(ruling.question, choices)
        for action in (self.yes_action, self.no_action):
            action.setEnabled(isinstance(ruling.answer, bool))
        for button in self.box.buttons:
            value = str(button.property("answer"))
            button.clicked.connect(lambda _=False, v=value: self.answer(v))
        self._render()

    def _yes_no(self, value: str) -> None:
        """Y or N: the answer to a yes/no ruling waiting (nothing otherwise)."""
        ruling = self.pending
        if ruling is not None and isinstance(ruling.answer, bool):
            self.answer(value)

    def seat_clicked(self, seat: str) -> None:
        """A seat's plate clicked on the table: the answer to a ruling that asks for a seat
        (who acts next), as its button would give it; nothing otherwise."""
        ruling = self.pending
        if ruling is not None and seat in ruling.choices:
            self.answer(seat)

    def answer_typed(self) -> None:
        """Enter in the answer box (or the window's Check while a ruling waits)."""
        if self.pending is not None and self.box.answer.isVisible():
            self.answer(self.box.answer.text())

    def answer(self, text: str) -> bool | None:
        """Grade ``text`` against the pending ruling and go on; None (nothing graded) when the
        amount cannot be read."""
        play, ruling = self.play, self.pending
        if play is None or ruling is None:
            return None
        try:
            play, verdict = play.answer(text)
        except ValueError as exc:
            self.box.question.setText(ruling.question + "\n" + str(exc))
            return None
        self.play = play
        self.ruling_answered.emit(play)
        colour, mark = (OK, "✔") if verdict.correct else (BAD, "✘")
        source = _("Rule: {rule}").format(rule=_(verdict.source))  # the citation in the active language
        self.log.append(
            f"<div style='margin:4px 0'><b>{escape(ruling.question)}</b><br>"
            f"<span style='color:{colour}'><b>{mark} {escape(verdict.message)}</b></span><br>"
            f"{escape(verdict.why)}<br><small>{escape(source)}</small></div>"
        )
        self.box.show_question(None)
        for action in (self.yes_action, self.no_action):
            action.setEnabled(False)
        view = getattr(self.window, "view", None)
        if view is not None:
            view.setFocus()  # Space plays on
        self._render()
        if play.due is not None:  # another ruling at the same moment: asked at once
            self._ask(play.due)
        return verdict.correct

    # ----- the window's Check, Hint and Show solution in STREET mode ----------------------
    def check(self) -> None:
        """Check while the hand is played: answers a waiting ruling, or says the round is on."""
        if self.phase == Phase.RULING:
            self.answer_typed()
        else:
            self.say_round_is_on()

    def say_round_is_on(self) -> None:
        """Hint and Show solution while the hand is played: nothing to build yet (the panel
        says so)."""
        self._render()
        self.panel.text.append(
            f"<p style='color:{HINT}'><b>"
            + escape(self.tr("The betting round is still on: nothing to check yet."))
            + "</b></p>"
        )
