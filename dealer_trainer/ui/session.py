"""One drill at the table: the session sits between the scene and the drills/engine.

It owns the :class:`TableState`, turns gestures into model changes, checks the build, gives
hints, plays the solution and keeps the drill's result.
"""

from __future__ import annotations

import logging
import random
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer, Signal

from dealer_trainer.drills.models import Drill
from dealer_trainer.drills.piles import NEW_POT, kind_of, pot_count, pot_pile
from dealer_trainer.engine import PotError
from dealer_trainer.ui.samples import sample_drill
from dealer_trainer.ui.table.model import MAX_POTS, TableState, drop_piles
from dealer_trainer.wording.explain import error_message

if TYPE_CHECKING:
    from dealer_trainer.drills.checking import BuildCheck, SolutionStep

log = logging.getLogger(__name__)
#: The kinds of pile of the house's drop (the table shows the slots its room has).
DROPS = ("rake", "jackpot")

LEVELS = (1, 2, 3, 4, 5)


def make_drill(level: int, seed: int | None = None) -> Drill:
    """A new drill at ``level`` from the generator, or a hand-made one when it is missing."""
    try:
        from dealer_trainer.drills.generator import new_drill
    except ImportError:
        log.info("no drill generator yet: using a hand-made drill")
        return sample_drill(level, random.Random(seed))
    return new_drill(level, seed=seed)


def drill_for_code(code: str) -> Drill:
    """The drill a code stands for (a level code, or a showdown code ``S2-7K2Q9X``).

    Raises:
        ValueError: (PotError included) when the code cannot be read, or codes are unsupported.
    """
    try:
        from dealer_trainer.drills.errors import DrillError, describe
        from dealer_trainer.drills.showdown_drills import drill_from_code
    except ImportError:
        raise ValueError("drill codes are not available in this build") from None
    try:
        return drill_from_code(code.strip())
    except DrillError as exc:
        raise ValueError(describe(exc)) from None
    except PotError as exc:
        raise ValueError(error_message(exc)) from None


@dataclass
class DrillResult:
    """How the trainee did: checks made, mistakes named, hints, time, solved or shown."""

    checks: int = 0
    failed_checks: int = 0
    mistakes: int = 0
    hints: int = 0
    solved: bool = False
    shown: bool = False
    right_first_time: bool = False
    seconds: float = 0.0
    codes: list[str] = field(default_factory=list)
    #: pile -> the hint steps used on it (1 look, 2 arithmetic, 3 amounts); each counts in ``hints``
    hint_steps: dict[str, int] = field(default_factory=dict)


class DrillSession(QObject):
    """The drill being played and everything done to it.

    Signals:
        drill_leaving(): the drill on the table is about to be replaced (its state and result
            still as they stand: what a recorder saves of a drill left unfinished).
        drill_loaded(object): a new :class:`Drill` is on the table.
        piles_changed(bool): the table may have changed (False: a refused move; the scene
            puts the chips back).
        drill_checked(object): the :class:`BuildCheck` of the last check.
        hint_given(object): the next :class:`SolutionStep`, or None when all is built.
        solution_stepped(object): one step of the solution was played.
        solution_finished(): the solution is on the table.
        result_changed(object): the :class:`DrillResult` changed.
    """

    drill_leaving = Signal()
    drill_loaded = Signal(object)
    piles_changed = Signal(bool)
    drill_checked = Signal(object)
    hint_given = Signal(object)
    solution_stepped = Signal(object)
    solution_finished = Signal()
    result_changed = Signal(object)

    def __init__(self, drill: Drill | None = None, level: int = 1, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.level = level
        self.step_ms = 900
        self._steps: list[SolutionStep] = []
        self._player = QTimer(self)
        self._player.timeout.connect(self._play_next)
        self.last_check: BuildCheck | None = None
        self.result = DrillResult()
        self._started: float | None = None  # the clock starts at the first move
        #: False while an exam forbids undo after Check (undo and redo then do nothing);
        #: every new drill starts with it True
        self.undo_allowed = True
        self.drill: Drill = drill or make_drill(level)
        self.state = TableState(self.drill)
        #: Why the room in force does not deal a drill (its run-it-twice house rules), or None:
        #: set by the window's award mode; a level deal is dealt again, a code refused.
        self.room_refuses: Callable[[Drill], str | None] = lambda _drill: None

    # ----- drills ------------------------------------------------------------------------
    def load(
        self,
        drill: Drill,
        in_middle: Mapping[str, Mapping[str, int]] | None = None,
        kept: Mapping[str, Sequence[tuple[str, int]]] | None = None,
    ) -> None:
        """Put ``drill`` on the table, fresh (``in_middle``: chips already in the pots, a street
        drill's pots from earlier streets, laid out with the chips ``kept``; see :class:`TableState`)."""
        self.drill_leaving.emit()
        self._player.stop()
        self._steps = []
        self.drill = drill
        helpers = getattr(self.state, "helpers", True)
        self.state = TableState(drill, in_middle, kept)
        self.state.helpers = helpers
        self.last_check = None
        self.result = DrillResult()
        self._started = None
        self.undo_allowed = True
        self.drill_loaded.emit(drill)
        self.result_changed.emit(self.result)

    def next_drill(self, level: int | None = None, seed: int | None = None) -> None:
        """Deal a new drill at ``level`` (the current level by default)."""
        if level is not None:
            self.level = level
        drill = make_drill(self.level, seed)
        for _again in range(20):  # a random deal the room allows (a level-5 hand run twice, say)
            if seed is not None or self.room_refuses(drill) is None:
                break
            drill = make_drill(self.level)
        self.load(drill)

    def load_code(self, code: str) -> None:
        """Load the drill of a drill code. Raises ValueError when it cannot be read or the room
        in force does not deal it (:attr:`room_refuses`)."""
        drill = drill_for_code(code)
        problem = self.room_refuses(drill)
        if problem is not None:
            raise ValueError(problem)
        self.load(drill)

    def elapsed(self) -> float:
        """Seconds on this drill since the first move (frozen once solved; 0 before any move)."""
        if self.result.solved:
            return self.result.seconds
        return time.monotonic() - self._started if self._started is not None else 0.0

    # ----- changes -----------------------------------------------------------------------
    def _changed(self, done: bool) -> bool:
        if done and self._started is None:
            self._started = time.monotonic()
        if done:
            self.last_check = None
        self.piles_changed.emit(done)
        return done

    def move(self, chip_ids: list[int], target: str) -> bool:
        """Move chips onto ``target``; False (chips stay) when the spot does not take them."""
        self.stop_playback()
        return self._changed(self.state.move(chip_ids, target))

    def move_to_new_pot(self, chip_ids: list[int]) -> bool:
        """Open the next side pot and put ``chip_ids`` in it (one undo step)."""
        self.stop_playback()
        state = self.state
        if state.pot_count >= MAX_POTS or not chip_ids:
            return self._changed(False)
        state.begin("move to a new side pot")
        state.open_side_pot()
        state.move(chip_ids, pot_pile(state.pot_count - 1))
        state.end()
        return self._changed(True)

    def move_amount(self, source: str, amount: int, target: str) -> bool:
        """Move exactly ``amount`` chips from pile ``source`` to ``target`` (``NEW_POT``: open the
        next side pot first), making change as needed: one gesture, one undo step."""
        self.stop_playback()
        state = self.state
        if not hasattr(state, "move_amount") or amount <= 0 or state.amount(source) < amount:
            return self._changed(False)
        state.begin("move amount")
        if target == NEW_POT:
            count = state.pot_count
            state.open_side_pot()  # inside the group: its result says nothing
            if state.pot_count == count:
                state.end()
                return self._changed(False)
            target = pot_pile(state.pot_count - 1)
        moved = state.move_amount(source, amount, target)
        state.end()
        return self._changed(moved)

    def move_bet(self, source: str, target: str) -> bool:
        """Drop the whole pile ``source`` on ``target``: a seat's bet goes in up to the target
        pot's cut level (size and cut), the rest stays in front."""
        state = self.state
        if not hasattr(state, "bet_amount"):
            return self._changed(False)
        amount = state.amount(source) if target == NEW_POT else state.bet_amount(source, target)
        return self.move_amount(source, amount, target)

    def stop_playback(self) -> None:
        """The trainee acts: the solution stops playing (the table is theirs again)."""
        if self._player.isActive() or self._steps:
            self._player.stop()
            self._steps = []
            self._changed(False)
            self.solution_finished.emit()

    def make_change(self, chip_id: int) -> bool:
        """Exchange a chip for smaller ones; False for the smallest chip."""
        self.stop_playback()
        return self._changed(bool(self.state.make_change(chip_id)))

    def open_side_pot(self) -> bool:
        self.stop_playback()
        return self._changed(self.state.open_side_pot())

    def close_side_pot(self) -> bool:
        self.stop_playback()
        return self._changed(self.state.close_last_pot())

    def build(self, piles: dict[str, dict[str, int]], label: str = "build") -> bool:
        """Move chips from in front of their owners so each pile gets ``piles[pile][origin]``
        chips more (making change as needed), as one undo step. False when chips are missing."""
        state = self.state
        state.begin(label)
        state.ensure_pots(max(pot_count(piles), 1))
        ok = all(state.take(o, c, pile) for pile, moves in piles.items() for o, c in moves.items())
        state.end()
        self._changed(True)
        return ok

    def undo(self) -> bool:
        if not self.undo_allowed:
            return False
        self._player.stop()
        return self._changed(self.state.undo())

    def redo(self) -> bool:
        if not self.undo_allowed:
            return False
        self.stop_playback()
        return self._changed(self.state.redo())

    def reset(self) -> bool:
        """Every chip back in front of its player."""
        self._player.stop()
        return self._changed(self.state.reset())

    # ----- checking ----------------------------------------------------------------------
    def check(self, counted: bool = True) -> BuildCheck:
        """Check every pile against the engine and record the result (``counted`` False: the
        solution's own closing check, never the trainee's)."""
        from dealer_trainer.drills.checking import check_build

        if counted:
            self.stop_playback()
        result = check_build(self.drill, self.state.checker_piles())
        slots = drop_piles(self.drill)  # the drop verdicts of the slots this table has
        verdicts = tuple(v for v in result.verdicts if kind_of(v.pile) not in DROPS or v.pile in slots)
        result = replace(result, verdicts=verdicts) if verdicts != result.verdicts else result
        self.last_check = result
        r = self.result
        if not counted and result.correct and not r.solved:  # the solution was played: shown
            r.seconds = self.elapsed()  # before solved: elapsed() freezes at r.seconds
            r.solved = True
        elif counted and not r.solved:
            r.checks += 1
            if result.correct:
                r.seconds = self.elapsed()
                r.solved = True
                # a mistake named before the first check (a street's wrong ruling) is not first time
                r.right_first_time = r.checks == 1 and not r.shown and r.hints == 0 and r.mistakes == 0
            else:
                r.failed_checks += 1
                r.mistakes += len(result.mistakes)
                r.codes += [m.code for m in result.mistakes]
        self.drill_checked.emit(result)
        self.result_changed.emit(r)
        return result

    def hint(self) -> SolutionStep | None:
        """The next layer to build, one step more each time it is asked for on the same pile:
        what to look at, then the arithmetic, then the amounts (None when every pile is right);
        each step used counts as a hint."""
        from dealer_trainer.drills.checking import next_hint

        self.stop_playback()
        step = next_hint(self.drill, self.state.checker_piles())
        if step is not None:  # in steps: what to look at, the arithmetic, then the amounts
            from dealer_trainer.drills.checking.hint_steps import HINT_STEPS, hint_step

            steps = self.result.hint_steps
            depth = steps[step.pile] = min(HINT_STEPS, steps.get(step.pile, 0) + 1)
            step = hint_step(self.drill, step, depth)
        if step is not None and not self.result.solved:
            self.result.hints += 1
            self.result_changed.emit(self.result)
        self.hint_given.emit(step)
        return step

    def solution(self) -> list[SolutionStep]:
        """The correct build, layer by layer (dealer order)."""
        from dealer_trainer.drills.checking import solution_steps

        steps = solution_steps(self.drill)
        preset = getattr(self.state, "in_middle", None)
        if not preset:
            return steps
        out = []  # a street's pull-in: the chips already in the pots are not moved again
        for step in steps:
            there = preset.get(step.pile, {})
            moves = {o: c - there.get(o, 0) for o, c in step.moves.items() if c - there.get(o, 0) > 0}
            if moves:
                out.append(replace(step, moves=moves))
        return out

    # ----- the solution ------------------------------------------------------------------
    @property
    def playing(self) -> bool:
        return self._player.isActive()

    def show_solution(self, animated: bool = True) -> None:
        """Build the correct piles layer by layer from a fresh table (one step per tick when
        ``animated``), then check them."""
        self._player.stop()
        self.result.shown = True
        self.state.reset()
        self._steps = list(self.solution())
        pots = max(pot_count(s.pile for s in self._steps), 1)
        self.state.begin("open pots")
        self.state.ensure_pots(pots)
        self.state.end()
        self._changed(True)
        if not self._steps:  # nothing to move (a pull-in of a round with no new bets): check at once
            self.check(counted=False)
            self.solution_finished.emit()
        elif animated:
            self._player.start(self.step_ms)
        else:
            while self._steps:
                self._play_next()

    def _play_next(self) -> None:
        if not self._steps:
            self._player.stop()
            return
        step = self._steps.pop(0)
        for origin, chips in step.moves.items():
            if not self.state.take(origin, chips, step.pile):
                log.warning("solution step %s: %s chips of %s not in front", step.pile, chips, origin)
        self._changed(True)
        self.solution_stepped.emit(step)
        if not self._steps:
            self._player.stop()
            self.check(counted=False)
            self.solution_finished.emit()
