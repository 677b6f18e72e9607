"""A street drill played through: where the hand stands, what is due, what was answered (no Qt).

A :class:`PlayThrough` is an immutable value, as the betting referee's
:class:`~dealer_trainer.engine.betting.BettingState` is: every move returns a new value. It
walks a :class:`~dealer_trainer.drills.streets.StreetDrill` action by action:

- :attr:`Phase.BETTING`: the next action is to be played (:meth:`PlayThrough.advance`);
- :attr:`Phase.RULING`: the action stops before a decision point and a ruling
  (:mod:`dealer_trainer.drills.rulings`) is due: :meth:`PlayThrough.answer`; several rulings at
  one moment are due in turn;
- :attr:`Phase.PULL_IN`: the betting round is over and the bets are to be pulled in, built and
  checked as the pot build of :attr:`StreetRound.after` (:meth:`PlayThrough.pulled_in`);
- :attr:`Phase.NEXT_STREET`: the pull-in is built (or the round left nothing in front): the next
  street is to be dealt (:meth:`PlayThrough.advance`);
- :attr:`Phase.DONE`: the last pull-in is built; the award follows when
  :attr:`PlayThrough.award_due` (a showdown: docs/rules.md#award-order).

A betting round is over when its last action is played (the referee's round is complete,
docs/rules.md#who-acts); the pull-in at its end follows docs/rules.md#table-stakes-and-side-pots
and docs/rules.md#uncalled-bets (see :mod:`dealer_trainer.drills.streets`).

A wrong answer is the mistake code ``ruling_<kind>`` (a key of
:data:`~dealer_trainer.drills.rulings.KINDS`); the pull-in of the round it was asked in carries
it (:meth:`PlayThrough.round_mistakes`).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from enum import StrEnum

from dealer_trainer.drills.models import has_showdown
from dealer_trainer.drills.rulings import Ruling, RulingVerdict, grade
from dealer_trainer.drills.streets import StreetDrill, StreetRound
from dealer_trainer.engine.betting import Action, BettingState
from dealer_trainer.engine.betting_table import Street

__all__ = ["Phase", "PhaseError", "PlayThrough", "PullIn"]


class Phase(StrEnum):
    """What the play-through waits for (the values are the words the window's tests use)."""

    BETTING = "action"
    RULING = "ruling"
    PULL_IN = "pull-in"
    NEXT_STREET = "between"
    DONE = "done"


class PhaseError(Exception):
    """A move the play-through does not take in its phase (e.g. an answer with no ruling due)."""


@dataclass(frozen=True)
class PullIn:
    """The checks of one round's pull-in.

    Attributes:
        round: index into :attr:`StreetDrill.rounds`; street: its betting round.
        checks: how many times it was checked (the solution's own closing check included).
        right_first_time: its first check was right, with no hint, no solution and no wrong
            ruling of its round (:meth:`PlayThrough.round_mistakes`) before it.
        built: it has been checked right.
    """

    round: int
    street: Street
    checks: int
    right_first_time: bool
    built: bool


@dataclass(frozen=True)
class PlayThrough:
    """A street drill at one moment of its play-through (see the module's notes).

    Attributes:
        drill: the hand.
        rulings: the rulings to ask, each at its :attr:`Ruling.step`.
        phase: what is due now.
        round: index into :attr:`StreetDrill.rounds` of the betting round on.
        pos: index into :attr:`StreetDrill.states`: the steps before it are played.
        asked: each ruling answered, with whether the answer was right, in the order asked.
        pull_ins: the pull-ins checked so far, in the order of the hand.

    Make one with :meth:`start`.
    """

    drill: StreetDrill
    rulings: tuple[Ruling, ...]
    phase: Phase
    round: int = 0
    pos: int = 0
    asked: tuple[tuple[Ruling, bool], ...] = ()
    pull_ins: tuple[PullIn, ...] = ()

    @classmethod
    def start(cls, drill: StreetDrill, rulings: tuple[Ruling, ...] | list[Ruling] = ()) -> PlayThrough:
        """``drill`` before its first action, the blinds and antes posted: the first action is
        due, or a ruling at it (``posted``), or the pull-in at once when nobody is to act."""
        return cls(drill, tuple(rulings), Phase.BETTING)._settled()

    # ----- where the hand stands ---------------------------------------------------------
    @property
    def state(self) -> BettingState:
        """The referee's state at :attr:`pos` (bets of this street still in front)."""
        return self.drill.states[self.pos]

    @property
    def current_round(self) -> StreetRound:
        """The betting round on (its pull-in when :attr:`phase` is ``PULL_IN``)."""
        return self.drill.rounds[self.round]

    @property
    def next_step(self) -> Action | None:
        """The action :meth:`advance` plays in the ``BETTING`` phase; None in the others."""
        step = self.drill.steps[self.pos] if self.phase == Phase.BETTING else None
        return step if isinstance(step, Action) else None

    @property
    def due(self) -> Ruling | None:
        """The ruling waiting for an answer (``RULING`` phase), else None."""
        return self._waiting() if self.phase == Phase.RULING else None

    def _waiting(self) -> Ruling | None:
        answered = [ruling for ruling, _ok in self.asked]
        return next((r for r in self.rulings if r.step == self.pos and r not in answered), None)

    def _settled(self) -> PlayThrough:
        """This moment's phase: the round is over (its last action played), or a ruling is due
        before the next action, or the next action is."""
        steps = self.drill.steps
        if self.pos < len(steps) and not isinstance(steps[self.pos], Street):
            return replace(self, phase=Phase.RULING if self._waiting() else Phase.BETTING)
        round_ = self.current_round
        return replace(self, phase=Phase.PULL_IN if round_.bets or round_.final else Phase.NEXT_STREET)

    def _require(self, *phases: Phase) -> None:
        if self.phase not in phases:
            raise PhaseError(f"not in the {self.phase.name} phase: {', '.join(p.name for p in phases)} only")

    # ----- moves -------------------------------------------------------------------------
    def advance(self) -> PlayThrough:
        """Play the next action (``BETTING``) or deal the next street (``NEXT_STREET``); the
        new value says what is due then.

        Raises:
            PhaseError: in any other phase (a ruling or a pull-in is due, or the hand is done).
        """
        self._require(Phase.BETTING, Phase.NEXT_STREET)
        if self.phase == Phase.NEXT_STREET:  # past the street marker
            return replace(self, round=self.round + 1, pos=self.pos + 1)._settled()
        return replace(self, pos=self.pos + 1)._settled()

    def answer(self, text: str) -> tuple[PlayThrough, RulingVerdict]:
        """Grade ``text`` (a seat, ``yes``/``no`` or an amount in the drill's stakes, as
        :func:`~dealer_trainer.drills.rulings.grade` reads it) against the ruling due; the new
        value has it answered (the next ruling at this moment is due, or the next action).

        Raises:
            PhaseError: no ruling is due.
            ValueError: an amount that cannot be read (nothing is graded).
        """
        self._require(Phase.RULING)
        ruling = self.due
        assert ruling is not None
        stakes = self.drill.stakes
        verdict = grade(ruling, text, stakes.parse, stakes.format)
        answered = replace(self, asked=(*self.asked, (ruling, verdict.correct)))
        return answered._settled(), verdict

    def pulled_in(self, correct: bool, helped: bool = False) -> PlayThrough:
        """Record a check of this round's pull-in (``correct``: every pile right; ``helped``: a
        hint or the solution was seen before it). Right, the next street is due, or ``DONE``
        after the last round; wrong, the pull-in is still due.

        Raises:
            PhaseError: no pull-in is due.
        """
        self._require(Phase.PULL_IN)
        last = self.pull_ins[-1] if self.pull_ins and self.pull_ins[-1].round == self.round else None
        if last is None:
            first_time = correct and not helped and not self.round_mistakes()  # a wrong ruling: not
            record = PullIn(self.round, self.current_round.street, 1, first_time, correct)
            pull_ins = (*self.pull_ins, record)
        else:
            pull_ins = (*self.pull_ins[:-1], replace(last, checks=last.checks + 1, built=correct))
        done = replace(self, pull_ins=pull_ins)
        if not correct:
            return done
        return replace(done, phase=Phase.DONE if self.current_round.final else Phase.NEXT_STREET)

    # ----- what was answered -------------------------------------------------------------
    @property
    def mistakes(self) -> tuple[str, ...]:
        """The mistake code ``ruling_<kind>`` of every wrong answer, in the order answered."""
        return tuple(f"ruling_{ruling.kind}" for ruling, ok in self.asked if not ok)

    def round_mistakes(self) -> list[str]:
        """The mistake codes of the wrong answers to rulings (one per answer) within the round
        on and the rounds since the last one pulled in before it: what its pull-in's result
        carries. A round that leaves nothing in front has no pull-in (its street was checked
        through), so its wrong answers go with the next pull-in's result (the hand's last round
        always has one)."""
        earlier = [p.round for p in self.pull_ins if p.round < self.round]
        first = self.drill.rounds[max(earlier)].last + 1 if earlier else 0
        last = self.current_round.last
        return [
            f"ruling_{ruling.kind}" for ruling, ok in self.asked if not ok and first <= ruling.step <= last
        ]

    def unsaved_mistakes(self) -> list[str]:
        """The wrong answers no pull-in's result carries yet: :meth:`round_mistakes` while the
        hand is played and the round on has no pull-in due or checked (in the ``PULL_IN`` phase
        the pull-in's result holds them; once it is checked, so does its saved result). What a
        hand left before its next pull-in is saved with (issue 27 §1)."""
        if self.phase in (Phase.PULL_IN, Phase.DONE) or any(p.round == self.round for p in self.pull_ins):
            return []
        return self.round_mistakes()

    @property
    def rulings_right(self) -> int:
        """How many of the rulings answered were answered right."""
        return sum(ok for _ruling, ok in self.asked)

    @property
    def right_first_time(self) -> dict[Street, bool]:
        """Street -> its pull-in was built right at the first check, unhelped (only the
        streets whose pull-in has been checked)."""
        return {p.street: p.right_first_time for p in self.pull_ins}

    @property
    def award_due(self) -> bool:
        """The last pull-in is built and the hand goes to a showdown: the pots are to be awarded."""
        return self.phase == Phase.DONE and has_showdown(self.drill.final_drill())
