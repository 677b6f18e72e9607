"""The check: the verdict on each pile and one diagnosis per mistake found by the search."""

from __future__ import annotations

from collections.abc import Mapping

from dealer_trainer.drills.checking.diagnoses import describe
from dealer_trainer.drills.checking.model import (
    Build,
    BuildCheck,
    Money,
    Piles,
    build_from_piles,
)
from dealer_trainer.drills.checking.search import Search
from dealer_trainer.drills.checking.solution import ante_notes
from dealer_trainer.drills.models import Drill
from dealer_trainer.engine import Settlement
from dealer_trainer.i18n import _


# ----- the check -----------------------------------------------------------------------------
def check_build(drill: Drill, piles: Piles | Build) -> BuildCheck:
    """Judge a build of ``drill`` on amounts and diagnose each mistake.

    Args:
        drill: the drill being built.
        piles: the window's piles (pile id -> origin -> chips, see :func:`pot_pile`,
            :func:`return_pile`; chips not in a pile are left in front), or a :class:`Build`.

    Returns:
        the :class:`BuildCheck`.

    Raises:
        PotError: when the drill's hand cannot be settled (see :meth:`Drill.settlement`).

    Rules: side pots TDA 2024 Rule 21; uncalled bets TDA 2024 Rules 15-B, 65-A; dead money
    WSOP Live Action Rule 160.
    """
    build = piles if isinstance(piles, Build) else build_from_piles(drill, piles)
    return check_settlement(drill.settlement(), build, drill.stakes.format, ante_notes(drill))


def check_settlement(
    settlement: Settlement, build: Build, money: Money, notes: Mapping[int, str] | None = None
) -> BuildCheck:
    """Judge ``build`` against the engine's ``settlement``; ``money`` formats chips (int);
    ``notes`` adds a sentence to a pot's arithmetic (pot index -> text, see :func:`ante_notes`).

    Raises:
        ValueError: when the build does not hold every chip of the hand (chips created or lost).
    """
    total = sum(settlement.hand.contributions.values()) + settlement.hand.dead
    if build.total != total:
        diff = build.total - total
        text = (
            _("the build holds {build} but the hand has {hand} ({difference} too many)")
            if diff > 0
            else _("the build holds {build} but the hand has {hand} ({difference} missing)")
        )
        raise ValueError(
            text.format(build=money(build.total), hand=money(total), difference=money(abs(diff)))
        )
    return Checker(settlement, build, money, notes or {}).run()


class Checker(Search):
    """The search with the words: the verdict on each pile and the figures a diagnosis quotes."""

    def run(self) -> BuildCheck:
        verdicts = self.verdicts()
        if self.matches(self.start):
            return BuildCheck(verdicts, dict(self.build.left), ())
        # the fixes in the order they can be carried out on the trainee's table: the last
        # mistake of the explanation is undone first
        ops = list(reversed(self.explain()))
        return BuildCheck(
            verdicts, dict(self.build.left), tuple(describe(self, op, state) for op, state in ops)
        )
