"""The pushes and mistakes of an award, and the words they are told in (no Qt): shared by the
award checker (:mod:`dealer_trainer.drills.award_checking`) and the hi-lo checker
(:mod:`dealer_trainer.drills.hilo_checking`)."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

from dealer_trainer.drills.models import Drill
from dealer_trainer.drills.piles import Pile, pile_title, run_pile
from dealer_trainer.engine import Award, Pot
from dealer_trainer.engine.rules import DEFAULT_RULES, HouseRules, OddChipUnit
from dealer_trainer.i18n import _


def in_sentence(what: Pot | Award) -> str:
    """A pot's name inside a sentence (``"the Main pot"``, ``"Side pot 1"``), as the build's; an
    award of a run's part of a pot: ``"the Main pot, run 2"``."""
    if isinstance(what, Award):
        return pile_title(run_pile(what.pot.index, what.run), "sentence")
    return pile_title(Pile("pot", index=what.index), "sentence")


@dataclass(frozen=True)
class AwardPush:
    """The trainee pushed ``chips`` (int) of pot ``pot`` (0 = main pot) to ``seat``; ``run``
    (1-based) names the run's part of the pot when the board was run more than once, None for
    the whole pot (docs/rules.md#running-it-twice); ``half`` (``"high"`` or ``"low"``) names a
    hi-lo pot's half, None for a seat's whole share (docs/rules.md#hi-lo-and-stud)."""

    pot: int
    seat: str
    chips: int
    run: int | None = None
    half: str | None = None


@dataclass(frozen=True)
class AwardProblem:
    """One awarding mistake: a stable ``code``, the pot index, the message, values, one
    ``fix`` and the ``rule`` with its source; ``run`` the run (1-based) of a run's part of the
    pot, else None; ``half`` the hi-lo half it is about (``"high"``, ``"low"``, ``"both"``), else
    None."""

    code: str
    pot: int
    message: str
    values: Mapping[str, Any] = field(default_factory=dict)
    fix: str = ""
    rule: str = ""
    run: int | None = None
    half: str | None = None

    def __post_init__(self) -> None:
        for name in ("message", "fix"):
            text = getattr(self, name)
            object.__setattr__(self, name, text[:1].upper() + text[1:])


def award_unit(drill: Drill, rules: HouseRules = DEFAULT_RULES) -> int:
    """The unit a split pot is cut in under ``rules.odd_chip_unit`` (docs/rules.md#splits-and-odd-chips).

    ``SMALLEST_IN_PLAY`` is ``drill.unit`` (TDA 2024 Rule 20); ``SMALLEST_BLIND_CHIP`` is the
    biggest chip of the drill's set that makes both blinds (WSOP-C 152), never below
    ``drill.unit``: blinds 100/200 with T25 in play split in T25, or in T100 under WSOP-C 152.
    """
    if rules.odd_chip_unit != OddChipUnit.SMALLEST_BLIND_CHIP:
        return drill.unit
    blinds = [b for b in (drill.stakes.small_blind, drill.stakes.big_blind) if b]
    for value in sorted(drill.chips.values, reverse=True):
        if value >= drill.unit and blinds and all(b % value == 0 for b in blinds):
            return value
    return drill.unit


def award_amount(award: Award) -> int:
    """The chips pushed in ``award``: its pot after the drop, or a run's part of it."""
    return sum(award.to.values())


def shares_text(pushes: Mapping[str, int], f: Callable[[int], str]) -> str:
    """``"$40 to Ana, $20 to Bram"``: chips per seat."""
    return ", ".join(_("{amount} to {seat}").format(amount=f(c), seat=s) for s, c in pushes.items())


class Grader(Protocol):
    """How the award checker grades a plain pot and a pot run more than once, handed to the hi-lo
    checker: ``pot(award, got)`` the mistakes of pushing ``got`` (seat -> chips) for ``award``,
    ``runs(awards, pushes)`` those of a pot's runs (``awards`` one per run)."""

    def pot(self, award: Award, got: Mapping[str, int]) -> list[AwardProblem]:
        """The mistakes in pushing ``award``'s pot (or run's part)."""
        ...

    def runs(self, awards: Sequence[Award], pushes: Sequence[AwardPush]) -> list[AwardProblem]:
        """The mistakes in pushing one pot run more than once."""
        ...
