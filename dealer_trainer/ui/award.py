"""The award phase in the main window: hands up, pots pushed to the winners, per-pot feedback.

:class:`AwardController` sits beside the window's :class:`DrillSession`. After a correct build
(or for a showdown drill, with the pots already built) it puts an :class:`AwardState` on the
table; the trainee drags each pot to its winner's spot and presses *Award* (A) or *Check*;
the panel says pot by pot what was right and what was wrong, with the hands by name.

Signals:
    award_started(object): the :class:`AwardState` now on the table.
    award_checked(object): the :class:`AwardCheck` of the last check.
"""

from __future__ import annotations

import logging
import random
from dataclasses import dataclass, field, replace
from html import escape
from typing import TYPE_CHECKING

from PySide6.QtCore import QT_TRANSLATE_NOOP, QObject, Qt, Signal
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QPushButton

from dealer_trainer.drills.award_checking import (
    AwardCheck,
    AwardProblem,
    award_settlement,
    award_unit,
    hand_names,
    low_names,
    next_award,
)
from dealer_trainer.drills.award_hint_steps import (
    AWARD_HINT_STEPS,
    award_compare_text,
    award_look_text,
    award_part,
)
from dealer_trainer.drills.award_types import award_amount
from dealer_trainer.drills.checking import mistakes_heading
from dealer_trainer.drills.models import Drill, has_showdown
from dealer_trainer.drills.piles import half_pile, parse_pile, pile_title, run_pile
from dealer_trainer.engine import Award, Game, PotError
from dealer_trainer.engine.house_rules import source_of
from dealer_trainer.engine.rules import AwardOrder, HouseRules
from dealer_trainer.ui.award_steps import game_step
from dealer_trainer.ui.house_rules import add_rule_menus, load_rules, save_rules
from dealer_trainer.ui.table.award_layout import HALVES_JOIN
from dealer_trainer.ui.table.award_model import AwardState, built_state, half_piles, part_piles, win_pile
from dealer_trainer.ui.table.model import pot_pile
from dealer_trainer.ui.window_parts import Mode, ModeActions, TableWindow, qt_window
from dealer_trainer.wording.explain import join_names, pot_title

if TYPE_CHECKING:
    from dealer_trainer.drills.checking import BuildCheck

log = logging.getLogger(__name__)

#: The Showdown menu's "aimed at" choices (outcome id -> label, through tr()).
AIMS = {
    "short_stack_wins_main": QT_TRANSLATE_NOOP("AwardController", "the short stack wins the main pot"),
    "split_side_pot": QT_TRANSLATE_NOOP("AwardController", "a tie in a side pot"),
    "board_plays": QT_TRANSLATE_NOOP("AwardController", "the board plays"),
    "three_way_odd_chips": QT_TRANSLATE_NOOP("AwardController", "a three-way split, two odd chips"),
    "uncontested_side_pot": QT_TRANSLATE_NOOP("AwardController", "an uncontested side pot"),
    "run_twice": QT_TRANSLATE_NOOP("AwardController", "the board run twice"),
    "run_three_times": QT_TRANSLATE_NOOP("AwardController", "the board run three times"),
}
#: The Showdown menu's hi-lo award drills (hi-lo outcome id -> label, through tr()).
HILO_AIMS = {
    "hilo_split": QT_TRANSLATE_NOOP("AwardController", "Omaha hi-lo: split each pot high and low"),
    "hilo_quartered": QT_TRANSLATE_NOOP("AwardController", "Omaha hi-lo: a quartered pot"),
    "hilo_no_low": QT_TRANSLATE_NOOP("AwardController", "Omaha hi-lo: no low in a pot"),
    "stud_hilo_split": QT_TRANSLATE_NOOP("AwardController", "Stud hi-lo: split each pot high and low"),
    "stud_hilo_quartered": QT_TRANSLATE_NOOP("AwardController", "Stud hi-lo: a quartered pot"),
    "stud_hilo_odd_chip": QT_TRANSLATE_NOOP("AwardController", "Stud hi-lo: the odd chip by suit"),
}

OK = "#2e9d5b"
BAD = "#d0392b"
HINT = "#b8860b"


@dataclass
class AwardResult:
    """How the trainee awarded: checks, mistakes by code, solved, shown."""

    checks: int = 0
    mistakes: int = 0
    solved: bool = False
    shown: bool = False
    verdict_seen: bool = False  # a pot was shown wrong as it was pushed (then undone, perhaps)
    hints: int = 0  # hints taken before the award was solved
    # part (pile id) -> hint steps used on it (1 look, 2 compare/split, 3 amounts); each counts in hints
    hint_steps: dict[str, int] = field(default_factory=dict)
    codes: list[str] = field(default_factory=list)
    #: (pot, code) named at a push since the last check: counted once, not again at Check
    named: set[tuple[int, str]] = field(default_factory=set)
    #: (pot, code) of every pot pushed wrong since the last check, shown or not (an exam's record)
    pushed_wrong: list[tuple[int, str]] = field(default_factory=list)

    @property
    def right_first_time(self) -> bool:
        """Solved at the first check, with no wrong verdict, no hint and no solution seen before it."""
        return (
            self.solved and self.checks == 1 and not self.shown and not self.verdict_seen and self.hints == 0
        )


class AwardController(QObject):
    """Adds the award phase, the showdown drills and the house rules to a main window."""

    award_started = Signal(object)
    award_checked = Signal(object)

    def __init__(self, window: TableWindow) -> None:
        super().__init__(qt_window(window))
        self.window = window
        self.session = window.session
        self.session.room_refuses = self.run_rules_problem
        self.scene = window.scene
        self.panel = window.panel
        self.rules: HouseRules = load_rules(window.settings)
        self.active = False
        self.showdown = False  # the drill on the table came from the Showdown menu
        self.last_check: AwardCheck | None = None
        self.result = AwardResult()
        #: codes of pots pushed wrong that the last check no longer found (undone before Check)
        self.undone: tuple[str, ...] = ()
        self.rng = random.Random()
        self._make_actions()
        window.add_mode(Mode.AWARD, ModeActions(self.check, self.hint, self.show_solution))
        self.session.drill_loaded.connect(self._drill_loaded)
        self.session.drill_checked.connect(self._build_checked)
        self.session.piles_changed.connect(self._piles_changed)

    # ----- actions -----------------------------------------------------------------------
    def _make_actions(self) -> None:
        w = self.window
        self.award_action = w._action(  # noqa: SLF001 - the window's own action helper
            self.tr("&Award the pots"),
            QKeySequence(Qt.Key.Key_A),
            self.award,
            self.tr("Turn the hands up and push the pots; press again to check the award"),
        )
        self.award_action.setEnabled(False)
        self.drill_action = w._action(  # noqa: SLF001
            self.tr("&Showdown drill"),
            QKeySequence("Ctrl+Shift+N"),
            self.new_showdown_drill,
            self.tr("Pots already built: read the hands and push every pot"),
        )
        self.omaha_action = QAction(self.tr("&Omaha showdowns"), self)
        self.omaha_action.setCheckable(True)
        self.omaha_action.setChecked(str(w.settings.store.value("showdown/omaha", "false")) == "true")
        self.omaha_action.setToolTip(self.tr("Showdown drills in Omaha: four hole cards, exactly two used"))
        self.omaha_action.toggled.connect(
            lambda on: w.settings.store.setValue("showdown/omaha", "true" if on else "false")
        )
        self.at_check_action = QAction(self.tr("Grade the award only at &Check"), self)
        self.at_check_action.setCheckable(True)
        self.at_check_action.setChecked(w.settings.award_at_check)
        self.at_check_action.setToolTip(
            self.tr(
                "No verdict as each pot is pushed: the award is graded when you press Check, as in an exam"
            )
        )
        self.at_check_action.toggled.connect(self._set_at_check)
        menu = w.menuBar().addMenu(self.tr("&Showdown"))
        menu.addActions([self.drill_action, self.award_action])
        from dealer_trainer.drills.showdown_drills import OUTCOMES, RUNS

        aims = menu.addMenu(self.tr("Showdown drill &aimed at"))
        self.run_actions: dict[str, QAction] = {}  # the board run twice, three times
        for outcome in OUTCOMES:
            if outcome in AIMS:  # QT_TRANSLATE_NOOP gave back the text; PySide6's stub says object
                action = aims.addAction(self.tr(AIMS[outcome]))  # type: ignore[arg-type]
                action.triggered.connect(lambda _=False, o=outcome: self.new_showdown_drill(o))
                if outcome in RUNS:
                    self.run_actions[outcome] = action
        aims.addSeparator()
        self.hilo_actions: dict[str, QAction] = {}  # hi-lo pots split in halves and quarters
        for outcome, label in HILO_AIMS.items():
            action = aims.addAction(self.tr(label))  # type: ignore[arg-type]
            action.triggered.connect(lambda _=False, o=outcome: self.new_hilo_drill(o))
            self.hilo_actions[outcome] = action
        aims.aboutToShow.connect(self._update_run_actions)
        menu.addAction(self.omaha_action)
        menu.addAction(self.at_check_action)
        menu.addSeparator()
        self.rule_actions = add_rule_menus(
            menu, self, self.rules, lambda key, value: self.set_rules(replace(self.rules, **{key: value}))
        )
        self.menu = menu
        w.toolbar.addAction(self.award_action)
        self.award_button = QPushButton(self.tr("Award the pots"))
        self.award_button.setToolTip(self.tr("Turn the hands up and push the pots; check the award (A)"))
        self.award_button.setEnabled(False)
        self.award_button.setVisible(False)
        self.award_button.clicked.connect(self.award)
        self.panel.insert_widget(3, self.award_button)

    def _set_at_check(self, on: bool) -> None:
        self.window.settings.award_at_check = on
        if on and self.active:
            self.scene.clear_marks()
            self.show_instructions()

    @property
    def graded_at_check(self) -> bool:
        """True when a pushed pot gets no verdict until Check: the setting, or an exam running."""
        exam = getattr(self.window, "exam", None)
        return self.at_check_action.isChecked() or bool(getattr(exam, "running", False))

    def set_rules(self, rules: HouseRules) -> None:
        """Change the house rules (saved); the award being played is checked by the new rules."""
        self.rules = rules
        save_rules(self.window.settings, self.rules)
        for key, actions in self.rule_actions.items():
            actions[getattr(rules, key)].setChecked(True)
        state = self.session.state
        if isinstance(state, AwardState):
            state.rules = self.rules
            self.last_check = None
            self.scene.clear_marks()

    # ----- entering the award phase ------------------------------------------------------
    def _drill_loaded(self, drill: Drill) -> None:
        self.active = False
        self.window.leave_mode(Mode.AWARD)
        self.showdown = False  # a showdown drill sets it after loading
        self.last_check = None
        self.result = AwardResult()
        self.undone = ()
        self._update_enabled()

    def _update_enabled(self) -> None:
        drill = self.session.drill
        check = self.session.last_check
        final = isinstance(self.session.state, AwardState) and self.session.state.final
        ready = has_showdown(drill) and (self.active or (check is not None and check.correct)) and not final
        self.award_action.setEnabled(ready)
        self.award_button.setEnabled(ready)
        self.award_button.setVisible(ready and not self.active)

    def _build_checked(self, check: BuildCheck) -> None:
        self._update_enabled()
        if check.correct and has_showdown(self.session.drill) and not self.active:
            self.panel.text.append(
                f"<p style='color:{HINT}'><b>"
                + escape(self.tr("Next: turn the hands up and award the pots (A)."))
                + "</b></p>"
            )

    def _piles_changed(self, done: bool) -> None:
        if not self.active:
            self._update_enabled()  # a changed table has no verdict: no award until checked
        if self.active and done:
            self.last_check = None
            self.pots_pushed()

    def pots_pushed(self) -> dict[int, bool]:
        """Feedback on each pot as soon as it is all pushed: its outline and a line in the panel
        (not counted as a check; none when :attr:`graded_at_check`). Returns pot index -> right
        for the pots pushed.

        A mistake shown here counts though the push is undone: its code is named once (issue 27
        §1); every pot pushed wrong is kept in :attr:`AwardResult.pushed_wrong`, shown or not."""
        state = self.session.state
        if not isinstance(state, AwardState):
            return {}
        try:
            check = state.check()
        except PotError:
            return {}
        left = {i: state.amount(pot_pile(i)) for i in state.pots()}
        for pile in part_piles(state.drill):  # chips split into a run's (half's) spot are not pushed yet
            index = parse_pile(pile).index or 0
            left[index] += state.amount(pile)
        firsts = {a.pot.index: a for a in reversed(check.awards)}  # one line per pot, run by run
        done = [
            a for a in check.awards if firsts[a.pot.index] is a and not left[a.pot.index] and a.pot.amount
        ]
        if not done:
            self.show_instructions()
            return {}
        verdicts = check.pot_verdicts()
        out = {a.pot.index: verdicts[a.pot.index] for a in done}
        r = self.result
        wrong = [(p.pot, p.code) for i, ok in out.items() if not ok for p in check.pot_problems(i)]
        if not r.solved:
            r.pushed_wrong += [w for w in dict.fromkeys(wrong) if w not in r.pushed_wrong]
        if self.graded_at_check:
            self.show_instructions()
            return out
        if wrong and not r.solved:
            r.verdict_seen = True  # the answer is on the screen: no first-time score
            new = [w for w in dict.fromkeys(wrong) if w not in r.named]
            r.named.update(new)
            r.codes += [code for _pot, code in new]
            r.mistakes += len(new)
            self.panel.result.setText(self.result_html())
        marks = self.verdicts(check)
        pushed_to = {win_pile(s) for a in done for s in state.given().get(a.pot.index, {})}
        self.scene.show_verdicts(
            {z: ok for z, ok in marks.items() if z in pushed_to or z in {pot_pile(i) for i in out}}
        )
        shown = self.scene.names_shown
        parts = ["<p><b>" + escape(self.tr("Pushed so far")) + "</b></p>"]
        parts += [
            self.pot_html(
                a, out[a.pot.index], check.pot_problems(a.pot.index), self.part_names(a) if shown else {}
            )
            for a in done
        ]
        if len(done) == len(check.awards):
            parts.append(
                f"<p style='color:{HINT}'><b>"
                + escape(self.tr("Every pot is pushed: press Check."))
                + "</b></p>"
            )
        self.panel.text.setHtml("".join(parts))
        return out

    def award(self) -> None:
        """The *Award* action: start the award phase, or check it when it is on."""
        if self.active:
            self.check()
        else:
            self.start()

    def start(self, built: bool = False) -> bool:
        """Turn the hands up with the pots as built (``built``: build them first, correctly).

        Returns False when the drill has no showdown or its pots are not built right.
        """
        drill = self.session.drill
        if not has_showdown(drill):
            return False
        check = self.session.last_check
        if built or check is None or not check.correct:
            if not built:
                return False
            table = built_state(drill)
        else:
            table = self.session.state
        state = AwardState(table, self.rules)
        self.scene.finish_animation()
        self.session.state = state
        self.active = True
        self.window.enter_mode(Mode.AWARD)
        self.last_check = None
        self.scene.set_table(state)
        self.scene.clear_action_labels()  # the last street's Call/Bet would lie over the hand names
        self.scene.show_hand_names(self.hand_names(), run_names=self.run_names())  # read before pushing
        self.window._update_actions()  # noqa: SLF001 - undo/redo now follow the award table
        self._update_enabled()
        self.show_instructions()
        self.award_started.emit(state)
        return True

    def new_showdown_drill(self, outcome: str | None = None) -> Drill:
        """Deal a showdown drill (pots built, hands up) aimed at an instructive outcome, with its
        code (``S2-7K2Q9X``) so it can be dealt again."""
        from dealer_trainer.drills.codes import SEED_SPACE
        from dealer_trainer.drills.showdown_drills import OUTCOMES, RUNS, showdown_for_seed

        if not isinstance(outcome, str):  # the board run once: as before the runs came
            outcome = self.rng.choice([o for o in OUTCOMES if o != "any" and o not in RUNS])
        game = Game.OMAHA if self.omaha_action.isChecked() else Game.HOLDEM
        drill = showdown_for_seed(outcome, self.rng.randrange(SEED_SPACE), game=game)
        for _again in range(20):  # the menu deals a run drill the room allows; a typed code may be refused
            if self.run_rules_problem(drill) is None:
                break
            drill = showdown_for_seed(outcome, self.rng.randrange(SEED_SPACE), game=game)
        self.load_showdown(drill)
        return drill

    def new_hilo_drill(self, outcome: str) -> Drill:
        """Deal an Omaha or stud hi-lo award drill (pots built, hands up) whose pots split high and low,
        with its code (``Q2-7K2Q9X-1…``) so it can be dealt again (docs/rules.md#hi-lo-and-stud)."""
        from dealer_trainer.drills.codes import SEED_SPACE
        from dealer_trainer.drills.showdown_drills import hilo_for_seed

        drill = hilo_for_seed(outcome, self.rng.randrange(SEED_SPACE))
        self.load_showdown(drill)
        return drill

    def run_names(self) -> list[dict[str, str]]:
        """Each run's hands (seat -> hand name on that run's board); [] when the board ran once."""
        drill = self.session.drill
        return [hand_names(drill, board) for board in drill.boards]

    def hand_names(self, run: int | None = None) -> dict[str, str]:
        """Each live seat's hand; on run ``run``'s board, or every run's in turn when the board
        was run more than once and no run is named (``"run 1: pair of sixes; run 2: …"``)."""
        runs = self.run_names()
        if not runs:
            highs, lows = hand_names(self.session.drill), low_names(self.session.drill)
            return {
                seat: HALVES_JOIN.join(filter(None, (high, lows.get(seat)))) for seat, high in highs.items()
            }
        if run is not None:
            return runs[run - 1]
        seats = dict.fromkeys(seat for names in runs for seat in names)
        each = self.tr("run %1: %2")
        return {
            seat: "; ".join(
                each.replace("%1", str(k)).replace("%2", names.get(seat, ""))
                for k, names in enumerate(runs, 1)
            )
            for seat in seats
        }

    def part_names(self, award: Award) -> dict[str, str]:
        """The hands that decide ``award``: on its run's board, the lows for a low half."""
        board = self.session.drill.boards[award.run - 1] if award.run is not None else None
        if award.half == "low":
            return low_names(self.session.drill, board)
        return hand_names(self.session.drill, board)

    def runs_allowed(self) -> int:
        """How many times this room lets the board be run (house rule ``runs_allowed``: the room
        profile's, else 3; docs/rules.md#running-it-twice)."""
        profile = getattr(getattr(self.window, "room_profile", None), "profile", None)
        return int(profile.rules.get("runs_allowed", 3)) if profile is not None else 3

    def _update_run_actions(self) -> None:
        from dealer_trainer.drills.showdown_drills import RUNS
        from dealer_trainer.engine.runs import RunPlayers

        allowed = self.runs_allowed()
        profile = getattr(getattr(self.window, "room_profile", None), "profile", None)
        heads_up = profile is not None and profile.rules.get("runs_players") == RunPlayers.HEADS_UP
        for outcome, action in self.run_actions.items():
            action.setEnabled(RUNS[outcome] <= allowed and not heads_up)
            if RUNS[outcome] > allowed:
                action.setToolTip(
                    self.tr("This room does not run the board that often (house rule runs_allowed)")
                )
            elif heads_up:  # these drills have a side pot: three players or more
                action.setToolTip(
                    self.tr("This room runs the board more than once only heads-up (house rule runs_players)")
                )

    def run_rules_problem(self, drill: Drill) -> str | None:
        """Why the room profile's run-it-twice rules refuse ``drill`` (more runs than allowed,
        heads-up only, cash games only, betting still to come), in one line naming the rule; None
        when they allow it or no profile is in force (docs/rules.md#running-it-twice)."""
        from dealer_trainer.engine.house_rules import run_rules
        from dealer_trainer.engine.runs import check_run_rules
        from dealer_trainer.i18n import _

        allowed = self.runs_allowed()
        if drill.runs > allowed:
            text = (
                self.tr("This room never runs the board more than once (house rule runs_allowed).")
                if allowed == 1
                else self.tr("This room runs the board at most twice (house rule runs_allowed).")
            )
            return text + " " + self.tr("This drill runs it %1 times.").replace("%1", str(drill.runs))
        profile = getattr(getattr(self.window, "room_profile", None), "profile", None)
        if profile is None or drill.runs == 1:
            return None
        try:
            check_run_rules(drill.runs, drill.hand, run_rules(profile.rules), drill.stakes.kind)
        except PotError as error:
            reason = _(str(error.values.get("reason", "")))
            return self.tr("This room does not run this drill's board more than once: %1.").replace(
                "%1", reason
            )
        return None

    def load_showdown(self, drill: Drill) -> None:
        """Put ``drill`` on the table with its pots built and its hands up.

        Raises:
            ValueError: one line naming the run-it-twice house rule it breaks (:meth:`run_rules_problem`).
        """
        problem = self.run_rules_problem(drill)
        if problem is not None:
            raise ValueError(problem)
        self.session.load(drill)
        self.showdown = True
        self.start(built=True)

    # ----- checking ----------------------------------------------------------------------
    def money(self, chips: int) -> str:
        return self.session.drill.stakes.format(chips)

    def check(self) -> AwardCheck | None:
        """Check the pushes so far; outline pots and win spots; feedback pot by pot."""
        state = self.session.state
        if not isinstance(state, AwardState):
            return None
        self.scene.finish_animation()
        try:
            check = state.check()
        except PotError:
            log.exception("award check failed")
            return None
        self.last_check = check
        r = self.result
        found = {(p.pot, p.code) for p in check.problems}
        self.undone = tuple(code for pot, code in r.pushed_wrong if (pot, code) not in found)
        r.pushed_wrong = []
        if not r.solved:
            r.checks += 1
            if check.correct:
                r.solved = True
                state.final = True  # checked right: the award is final, nothing more to push or undo
            else:  # a mistake already named at its push is not counted again
                new = [p for p in check.problems if (p.pot, p.code) not in r.named]
                r.mistakes += len(new)
                r.codes += [p.code for p in new]
            r.named.clear()
        self.reveal()
        self.scene.show_verdicts(self.verdicts(check))
        self.panel.text.setHtml(self.check_html(check))
        self.panel.result.setText(self.result_html())
        self._update_enabled()
        self.window._update_actions()  # noqa: SLF001 - undo/redo end with a final award
        self.award_checked.emit(check)
        return check

    def result_html(self) -> str:
        """The award's result so far, for the panel's result line."""
        r = self.result
        if r.shown:
            text, colour = self.tr("Award solution shown."), "#e8efe9"
        elif r.right_first_time:
            text, colour = self.tr("Every pot right first time!"), OK
        elif r.solved:
            text = (
                self.tr("Awarded · checks: %1 · mistakes named: %2")
                .replace("%1", str(r.checks))
                .replace("%2", str(r.mistakes))
            )
            colour = OK
        else:
            text = (
                self.tr("Award · checks so far: %1 · mistakes named: %2")
                .replace("%1", str(r.checks))
                .replace("%2", str(r.mistakes))
            )
            colour = "#e8efe9"
        return f"<span style='color:{colour}'><b>{escape(text)}</b></span>"

    def reveal(self) -> None:
        """Write every live hand's name above its cards; the winners' spots light up."""
        drill = self.session.drill
        winners = {s for a in award_settlement(drill, self.rules).awards for s in a.winners if a.showdown}
        self.scene.show_hand_names(self.hand_names(), winners, self.run_names())

    def verdicts(self, check: AwardCheck) -> dict[str, bool]:
        """Outlines: each pot right/wrong, and the win spots that got chips they should not."""
        out = {pot_pile(i): ok for i, ok in check.pot_verdicts().items()}
        given = self.session.state.given() if isinstance(self.session.state, AwardState) else {}
        by_pot: dict[int, dict[str, int]] = {}  # a pot run more than once: its runs' shares summed
        for a in check.awards:
            shares = by_pot.setdefault(a.pot.index, {})
            for seat, chips in a.to.items():
                shares[seat] = shares.get(seat, 0) + chips
        for pot, seats in given.items():
            wanted = by_pot.get(pot)
            for seat, chips in seats.items():
                right = wanted is not None and wanted.get(seat, 0) == chips
                zone = win_pile(seat)
                out[zone] = out.get(zone, True) and right
        return out

    def problem_html(self, problem: AwardProblem) -> str:
        """One mistake: what is wrong, the fix and the rule with its source."""
        fix = "<br><b>" + escape(self.tr("Fix:")) + f"</b> {escape(problem.fix)}" if problem.fix else ""
        source = (
            "<br><span style='color:#555; font-size:12px'>"
            "" + escape(self.tr("Rule:")) + f" {escape(problem.rule)}</span>"
            if problem.rule
            else ""
        )
        return f"<li>{escape(problem.message)}{fix}{source}</li>"

    def pot_html(self, award: Award, ok: bool, problems: list[AwardProblem], names: dict[str, str]) -> str:
        """One pot: right or wrong, who wins it and why, the shares, and the problems."""
        pot = award.pot
        mark, colour = ("✔", OK) if ok else ("✘", BAD)
        if not award.showdown:
            why = self.tr("only %1 is left in it: pushed at once, no showdown").replace("%1", pot.eligible[0])
        else:
            hands = [f"{s} ({names[s]})" if names.get(s) else s for s in award.winners]
            who = join_names(hands)
            why = (self.tr("%1 wins") if len(award.winners) == 1 else self.tr("%1 split")).replace("%1", who)
        shares = ", ".join(f"{s} {self.money(c)}" for s, c in award.to.items() if c)
        amount = award_amount(award) if award.run is not None or award.half in ("high", "low") else pot.amount
        out = (
            f"<p style='margin-bottom:2px'><span style='color:{colour}'>"
            f"<b>{mark} {escape(self.award_title(award))}</b></span>"
            f" — {escape(self.money(amount))}: {escape(why)}.<br>"
            f"<span style='color:#555'>{escape(shares)}</span></p>"
        )
        if problems:
            out += "<ul style='margin-top:0'>" + "".join(self.problem_html(p) for p in problems)
            out += "</ul>"
        return out

    def award_title(self, award: Award) -> str:
        """A pot's title in the panel: ``Main pot``, ``Main pot, run 2``, or a hi-lo half's
        ``Main pot, low half``."""
        if award.half in ("high", "low") and award.run is None:
            return pile_title(half_pile(award.pot.index, award.half), "label")
        if award.run is not None:
            return pile_title(run_pile(award.pot.index, award.run), "label")
        return pot_title(award.pot.index)

    def check_html(self, check: AwardCheck) -> str:
        """Pot by pot, in dealer order: who wins it and why, and what went wrong."""
        drill = self.session.drill
        parts: list[str] = []
        if check.correct:
            parts.append(
                f"<p style='color:{OK}; font-size:15px'><b>"
                + escape(self.tr("Every pot went to the right player."))
                + "</b></p>"
            )
        else:
            n = len(check.problems)
            parts.append(
                f"<p style='color:{BAD}; font-size:15px'><b>" + escape(mistakes_heading(n)) + "</b></p>"
            )
        verdicts = check.pot_verdicts()
        lasts = {a.pot.index: a for a in check.awards}  # a pot's mistakes under its last part
        for award in check.awards:
            ok = verdicts.get(award.pot.index, False)
            problems = check.pot_problems(award.pot.index) if lasts[award.pot.index] is award else []
            parts.append(self.pot_html(award, ok, problems, self.part_names(award)))
        unit = award_unit(drill, self.rules)
        if any(len(a.winners) > 1 for a in check.awards):
            source = source_of(self.rules.odd_chip_unit)
            parts.append(
                "<p style='color:#555'><i>"
                + escape(
                    (
                        self.tr(
                            "Splits are cut in %1 units (%2); odd chips go by suit: the highest card "
                            "for high, the lowest for low."
                        )
                        if drill.stud
                        else self.tr("Splits are cut in %1 units (%2); odd chips go left of the button.")
                    )
                    .replace("%1", self.money(unit))
                    .replace("%2", source)
                )
                + "</i></p>"
            )
        order = self.tr("last side pot first") if self.rules.award_order == AwardOrder.SIDE_POTS_FIRST else ""
        if order:
            parts.append(
                "<p style='color:#555'><i>"
                + escape(self.tr("Award order: %1.").replace("%1", order))
                + "</i></p>"
            )
        if check.correct:
            following = (
                self.tr("Next showdown drill: Ctrl+Shift+N.")
                if self.showdown
                else self.tr("Next drill: Ctrl+N.")
            )
            parts.append(f"<p style='color:#555'>{escape(following)}</p>")
        return "".join(parts)

    def show_instructions(self) -> None:
        """What to do in the award phase."""
        order = (
            self.tr("the last side pot first, the main pot last")
            if self.rules.award_order == AwardOrder.SIDE_POTS_FIRST
            else self.tr("the main pot first, then each side pot")
        )
        steps = [
            self.tr("Read the hands: each pot goes to the best hand among <b>its</b> players only."),
            self.tr("Push the pots in order: %1. A pot with one player left goes at once.").replace(
                "%1", escape(order)
            ),
            self.tr(
                "<b>Ctrl</b>+drag a pot onto the winner's spot; a plain drag moves a stack, "
                "<b>Shift</b>+drag one chip."
            ),
            self.tr(
                "A split: type each share while dragging it (the change is made for you); the odd "
                "chip goes to the first tied player left of the button."
            ),
            self.tr("Press <b>Check</b> (Return or A) when every pot is pushed."),
        ]
        runs = self.run_names()
        game = game_step(self.session.drill)  # stud, razz, stud hi-lo, Omaha hi-lo: how they split
        if game:
            steps.insert(3, game)
        if runs:
            steps.insert(
                3,
                self.tr(
                    "The board was run %1 times: split each pot into its runs' spots under it (odd "
                    "chips to the earliest runs), then push each run's part to that run's best hand."
                ).replace("%1", str(len(runs))),
            )
        items = "".join(f"<li>{s}</li>" for s in steps)
        reading = "".join(
            "<p><b>"
            + escape(self.tr("Run %1").replace("%1", str(k)))
            + "</b>: "
            + escape("; ".join(f"{seat} {name}" for seat, name in names.items()))
            + "</p>"
            for k, names in enumerate(runs, 1)
        )
        self.panel.text.setHtml(
            "<p><b>" + escape(self.tr("Award the pots")) + f"</b></p>{reading}<ol>{items}</ol>"
        )

    # ----- help --------------------------------------------------------------------------
    def hint(self) -> None:
        """The next part to push, one step more each time it is asked for on the same part: what to
        look at, the comparison or split, then the winner(s) and amounts with their spots outlined;
        each step used counts as a hint (issue 30 §2)."""
        state = self.session.state
        if not isinstance(state, AwardState):
            return
        award = next_award(self.session.drill, state.given(), self.rules)
        if award is None:
            self.panel.text.setHtml(
                f"<p style='color:{OK}'><b>"
                + escape(self.tr("Every pot is pushed: press Check."))
                + "</b></p>"
            )
            self.scene.show_hint([])
            return
        steps = self.result.hint_steps
        part = award_part(award)
        depth = steps[part] = min(AWARD_HINT_STEPS, steps.get(part, 0) + 1)
        self.result.hints += not self.result.solved  # each step counts: a pot named is not found first time
        spots = [pot_pile(award.pot.index)] + ([run_pile(award.pot.index, award.run)] if award.run else [])
        if half_pile(award.pot.index, award.half or "high") in half_piles(self.session.drill):
            spots.append(half_pile(award.pot.index, award.half or "high"))
        if depth == 1:  # in steps: what to look at, the comparison or split, then the amounts
            body = escape(award_look_text(award, self.award_title(award)))
        else:
            body = escape(award_compare_text(award, self.part_names(award), self.money))
        if depth == AWARD_HINT_STEPS:
            body = self._hint_amounts(award)
            spots += [win_pile(s) for s in award.to if award.to[s]]
        self.panel.text.setHtml(
            f"<p style='color:{HINT}'><b>"
            + escape(self.tr("Next: %1").replace("%1", self.award_title(award)))
            + f"</b></p><p>{body}</p>"
        )
        self.scene.show_hint(spots)

    def _hint_amounts(self, award: Award) -> str:
        """The last hint step as HTML: the part's winner(s), why, and each share."""
        names = self.part_names(award)
        shares = ", ".join(f"{s} {self.money(c)}" for s, c in award.to.items() if c)
        if award.showdown:
            hands = [f"{s} ({names.get(s, '')})" for s in award.winners]
            why = self.tr("best hand among %1: %2").replace("%1", join_names(award.pot.eligible))
            why = why.replace("%2", join_names(hands))
        else:
            why = self.tr("only %1 is left in it").replace("%1", award.pot.eligible[0])
        return f"{escape(why)}</p><p style='color:#555'>{escape(shares)}"

    def show_solution(self) -> None:
        """Push every pot correctly, in dealer order, then check (nothing once the award is final)."""
        state = self.session.state
        if not isinstance(state, AwardState) or state.final:
            return
        self.result.shown = True
        state.reset()
        for award in award_settlement(self.session.drill, self.rules).awards:
            for seat, chips in award.to.items():
                half = award.half if award.half in ("high", "low") and state.drill.hilo else None
                if chips and not state.push(award.pot.index, seat, chips, award.run, half):
                    log.warning("solution: cannot push %s of pot %s to %s", chips, award.pot.index, seat)
        self.session.piles_changed.emit(True)
        self.check()
