"""Checking a trainee's pot build: the verdict on amounts, one diagnosis per mistake (no Qt).

The verdict is what a dealer is judged on: each pot holds the right amount, each return holds
the right amount, nothing is left in front of a seat and nothing else is on the table. Chips
are fungible: whose chips lie in which pile is never a mistake by itself. When the build is
wrong, the checker finds the fewest dealer mistakes that turn the right build into the
trainee's (a side pot merged, a pot cut at the wrong level, the uncalled bet left in a pot,
chips left in front ...) and gives each one diagnosis: what is wrong with the arithmetic, one
fix, and the rule with its source (:mod:`dealer_trainer.engine.rule_sources`). Provenance
(which seat's chips lie where) only sharpens the diagnosis of a wrong total.

The parts: :mod:`.model` (the build and the verdict), :mod:`.solution` (the dealer's order and
the hint), :mod:`.search` (the fewest mistakes), :mod:`.diagnoses` (the words of each mistake)
and :mod:`.check` (the two together). Every public name is importable from this package.
"""

from __future__ import annotations

from dealer_trainer.drills.checking.check import check_build, check_settlement
from dealer_trainer.drills.checking.diagnoses import BUILD_CODES
from dealer_trainer.drills.checking.model import (
    Build,
    BuildCheck,
    BuildPot,
    Diagnosis,
    Money,
    Piles,
    PileVerdict,
    build_from_piles,
    mistakes_heading,
)
from dealer_trainer.drills.checking.solution import (
    SolutionStep,
    ante_notes,
    next_hint,
    solution_piles,
    solution_steps,
)
from dealer_trainer.drills.piles import DEAD, MIDDLE, front_pile, pile_title, pot_pile, return_pile

__all__ = [
    "BUILD_CODES",
    "DEAD",
    "MIDDLE",
    "Build",
    "BuildCheck",
    "BuildPot",
    "Diagnosis",
    "Money",
    "PileVerdict",
    "Piles",
    "SolutionStep",
    "ante_notes",
    "build_from_piles",
    "check_build",
    "check_settlement",
    "front_pile",
    "mistakes_heading",
    "next_hint",
    "pile_title",
    "pot_pile",
    "return_pile",
    "solution_piles",
    "solution_steps",
]
