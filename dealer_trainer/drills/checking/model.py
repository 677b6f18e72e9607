"""The trainee's build and the verdict on it: piles, pots, diagnoses and pile verdicts (no Qt)."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any, NamedTuple

from dealer_trainer.drills.models import Drill
from dealer_trainer.drills.piles import DEAD, JACKPOT, RAKE, parse_pile, pile_title, pot_count, pot_pile
from dealer_trainer.i18n import ngettext

Piles = Mapping[str, Mapping[str, int]]
Money = Callable[[int], str]


# ----- the trainee's build ------------------------------------------------------------------
@dataclass(frozen=True)
class BuildPot:
    """One pot as built: ``amount`` (chips, int) and, when known, ``origins``: seat (or
    :data:`DEAD`) -> chips of it in this pot. ``origins`` None: graded on the total alone."""

    amount: int
    origins: Mapping[str, int] | None = None


@dataclass(frozen=True)
class Build:
    """A trainee's whole table after building.

    Attributes:
        pots: in table order, main pot first (chips, int).
        returned: seat -> chips pushed back to that seat.
        left: seat (or :data:`DEAD` for dead money still in the middle) -> chips not moved.
        rake, jackpot: the chips dropped for the house and the jackpot (the pots hold what stays
            after the drop; docs/rules.md#rake).
    """

    pots: tuple[BuildPot, ...]
    returned: Mapping[str, int] = field(default_factory=dict)
    left: Mapping[str, int] = field(default_factory=dict)
    rake: int = 0
    jackpot: int = 0

    @property
    def total(self) -> int:
        """Every chip on the table (int): piles + rake + jackpot + returned + left."""
        piles = sum(p.amount for p in self.pots) + sum(self.returned.values()) + sum(self.left.values())
        return piles + self.rake + self.jackpot


def build_from_piles(drill: Drill, piles: Piles) -> Build:
    """The :class:`Build` of the window's piles (pile id -> origin -> chips): pots by index,
    returns by seat, the Rake and the Jackpot drop, and what each seat (or the middle) still has
    in front."""
    count = pot_count(p for p, m in piles.items() if any(m.values()))
    pots = tuple(
        BuildPot(
            sum(piles.get(pot_pile(i), {}).values()),
            {o: c for o, c in piles.get(pot_pile(i), {}).items() if c},
        )
        for i in range(count)
    )
    returned = {
        pile.seat or "": sum(m.values())
        for pile, m in ((parse_pile(p), m) for p, m in piles.items())
        if pile.kind == "return" and sum(m.values()) != 0
    }
    placed: dict[str, int] = {}
    for moves in piles.values():
        for origin, chips in moves.items():
            placed[origin] = placed.get(origin, 0) + chips
    left = {s.name: s.committed - placed.get(s.name, 0) for s in drill.seats}
    left[DEAD] = drill.dead - placed.get(DEAD, 0)
    rake, jackpot = (sum(piles.get(drop, {}).values()) for drop in (RAKE, JACKPOT))
    return Build(pots, returned, {k: v for k, v in left.items() if v}, rake, jackpot)


def sentence_case(text: str) -> str:
    return text[:1].upper() + text[1:]


def mistakes_heading(count: int) -> str:
    """``"1 mistake to fix."`` / ``"3 mistakes to fix."`` in the active language."""
    return ngettext("{count} mistake to fix.", "{count} mistakes to fix.", count).format(count=count)


# ----- results -------------------------------------------------------------------------------
@dataclass(frozen=True)
class Diagnosis:
    """One mistake: a stable ``code``, the piles it concerns (pile ids), the message (what is
    wrong, with the dealer's arithmetic), one ``fix`` and the ``rule`` with its source."""

    code: str
    piles: tuple[str, ...]
    message: str
    fix: str
    rule: str
    values: Mapping[str, Any] = field(default_factory=dict)

    def __post_init__(self) -> None:
        object.__setattr__(self, "message", sentence_case(self.message))
        object.__setattr__(self, "fix", sentence_case(self.fix))

    @property
    def pile(self) -> str:
        """The first pile named (``""`` when none)."""
        return self.piles[0] if self.piles else ""


@dataclass(frozen=True)
class PileVerdict:
    """One pile's total against the engine: pile id, name, actual and expected chips (int)
    and the dealer's arithmetic for it."""

    pile: str
    name: str
    expected: int
    actual: int
    explanation: str

    @property
    def correct(self) -> bool:
        """True when the pile holds the right amount."""
        return self.expected == self.actual


@dataclass(frozen=True)
class BuildCheck:
    """The verdict on a build: every pile that is or should be there, chips left in front,
    and one :class:`Diagnosis` per mistake."""

    verdicts: tuple[PileVerdict, ...]
    left: Mapping[str, int]
    mistakes: tuple[Diagnosis, ...]

    @property
    def correct(self) -> bool:
        """True when every pile holds the right amount and nothing is left behind."""
        return not self.mistakes

    @property
    def problems(self) -> tuple[Diagnosis, ...]:
        """The diagnoses (one per mistake)."""
        return self.mistakes

    def messages(self) -> list[str]:
        """Each diagnosis's message, in order."""
        return [m.message for m in self.mistakes]

    def verdict(self, pile: str) -> PileVerdict | None:
        """The verdict of ``pile``, or None."""
        return next((v for v in self.verdicts if v.pile == pile), None)

    def to_dict(self) -> dict[str, Any]:
        """The ``check --json`` shape: correct, mistakes (code, piles, message, fix, rule), piles."""
        return {
            "correct": self.correct,
            "mistakes": [
                {
                    "code": m.code,
                    "piles": [
                        pile_title(p, "english") for p in m.piles
                    ],  # English: pile names are never translated
                    "message": m.message,
                    "fix": m.fix,
                    "rule": m.rule,
                }
                for m in self.mistakes
            ],
            "piles": [
                {
                    "name": pile_title(v.pile, "english"),
                    "amount": v.actual,
                    "should_be": v.expected,
                    "correct": v.correct,
                }
                for v in self.verdicts
            ],
        }


class Words(NamedTuple):
    """A diagnosis without its code: the piles it concerns (pile ids), the message, the fix,
    the rule with its source, and the values a test or a caller may read."""

    piles: tuple[str, ...]
    message: str
    fix: str
    rule: str
    values: Mapping[str, Any]
