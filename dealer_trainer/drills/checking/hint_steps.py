"""Hints in steps (issue 30 §2): the first names what to look at, the second gives the
arithmetic of the next pot, only the third the amounts (the whole :class:`SolutionStep`).

Rules: uncalled bets first (docs/rules.md#uncalled-bets), then the pots from the smallest
all-in up (docs/rules.md#cutting-the-pots).
"""

from __future__ import annotations

from dataclasses import replace

from dealer_trainer.drills.checking.solution import SolutionStep, capping_seats
from dealer_trainer.drills.models import Drill
from dealer_trainer.drills.piles import parse_pile, pile_title
from dealer_trainer.i18n import _
from dealer_trainer.wording.explain import join_names, pot_sum, pot_title

#: How many steps a hint has: look, arithmetic, amounts.
HINT_STEPS = 3


def look_text(drill: Drill, step: SolutionStep) -> str:
    """The first step: what to look at for ``step``, no amount (``"Look at the smallest all-in:
    Bram."``)."""
    where = parse_pile(step.pile)
    if where.kind == "return":
        return _("Look for a bet nobody called: it goes back before any pot is built.")
    if where.kind == "rake":
        return _("Look at the room's rake schedule: the rake comes out of the pot before it is pushed.")
    if where.kind == "jackpot":
        return _("Look at the room's jackpot drop: it comes out of the pot before it is pushed.")
    settlement = drill.settlement()
    index = where.index or 0
    pot = settlement.pots[index]
    name = pile_title(step.pile, "sentence")
    if index == len(settlement.pots) - 1:
        return _("Look at what is still in front: every chip left goes into {pot}.").format(pot=name)
    capping = capping_seats(pot, settlement)
    if index == 0:
        return (
            _("Look at the smallest all-in: {who}.").format(who=join_names(capping))
            if capping
            else _("Look at the smallest all-in.")
        )
    return (
        _("Look at the next all-in: {who}.").format(who=join_names(capping))
        if capping
        else _("Look at the next all-in.")
    )


def arithmetic_text(drill: Drill, step: SolutionStep) -> str:
    """The second step: the arithmetic of the next pile without its total (``"Main pot = 40 × 3
    + 15, for Anna, Bram and Chris"``); the uncalled bet's subtraction without its result."""
    where = parse_pile(step.pile)
    settlement = drill.settlement()
    money = drill.stakes.format
    if where.kind == "return" and settlement.returned is not None:
        back = settlement.returned
        return _("{top} − {second}: the difference goes back to {seat}.").format(
            top=money(back.top), second=money(back.second), seat=back.seat
        )
    if where.kind != "pot":
        return step.explanation
    pot = settlement.pots[where.index or 0]
    return _("{pot} = {sum}, for {seats}: add it up.").format(
        pot=pot_title(pot.index), sum=pot_sum(pot, money=money), seats=join_names(pot.eligible)
    )


def hint_step(drill: Drill, step: SolutionStep, depth: int) -> SolutionStep:
    """``step`` as hint step ``depth`` (1 to :data:`HINT_STEPS`) shows it: steps 1 and 2 with
    their text and no moves (no amount, no seat's chips to point at), step 3 whole."""
    if depth >= HINT_STEPS:
        return step
    text = look_text(drill, step) if depth == 1 else arithmetic_text(drill, step)
    return replace(step, explanation=text, moves={})
