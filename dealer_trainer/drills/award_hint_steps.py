"""Award hints in steps (issue 30 §2), as the build's (:mod:`drills.checking.hint_steps`): the
first names what to look at, the second the hand comparison or the split arithmetic without the
shares, only the third the push with its amounts.

Rules: pots are awarded from the last side pot down (docs/rules.md#award-order), a tie splits
it (docs/rules.md#splits-and-odd-chips); a run's part goes to that run's best hand, a hi-lo
half to its best high or qualifying low hand (docs/rules.md#running-it-twice, docs/rules.md#hi-lo-and-stud).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from dealer_trainer.drills.award_types import award_amount
from dealer_trainer.drills.piles import half_pile, pot_pile, run_pile
from dealer_trainer.engine import Award
from dealer_trainer.i18n import _
from dealer_trainer.wording.explain import join_names

#: How many steps an award hint has: look, compare or split, amounts.
AWARD_HINT_STEPS = 3


def award_part(award: Award) -> str:
    """The pile id of the part ``award`` pushes (a run's part, a hi-lo half, or the pot): the key
    under which its hint steps are recorded."""
    if award.run is not None:
        return run_pile(award.pot.index, award.run)
    if award.half in ("high", "low"):
        return half_pile(award.pot.index, award.half)
    return pot_pile(award.pot.index)


def award_look_text(award: Award, title: str) -> str:
    """The first step: which part to award and whose hands to look at, no winner and no amount
    (``"Award Side pot 1 next: who is eligible for it? Look at the hands of Bram and Chris."``);
    ``title`` is the part's title (``"Main pot, run 2"``)."""
    if not award.showdown:
        return _("Award {part} next: who is still in it?").format(part=title)
    seats = join_names(award.pot.eligible)
    if award.half == "low":
        return _("Award {part} next: who is eligible for it? Look at the low hands of {seats}.").format(
            part=title, seats=seats
        )
    return _("Award {part} next: who is eligible for it? Look at the hands of {seats}.").format(
        part=title, seats=seats
    )


def award_compare_text(award: Award, names: Mapping[str, str], money: Callable[[int], str]) -> str:
    """The second step: the hand comparison (``"Chris's flush beats Bram and Anna"``), or for a
    tie the split arithmetic without the shares (``"Ben and Cal share it with a straight: split
    it 2 ways, 121 ÷ 2."``); ``names`` maps seat -> hand name on the part's board."""
    if not award.showdown:
        return _("Only {seat} is left in it: no showdown.").format(seat=award.pot.eligible[0])
    winners = list(award.winners)
    hand = names.get(winners[0], "")
    if len(winners) == 1:
        losers = [s for s in award.pot.eligible if s not in winners]
        return _("{winner}'s {hand} beats {losers}.").format(
            winner=winners[0], hand=hand, losers=join_names([f"{s} ({names.get(s, '')})" for s in losers])
        )
    amount = money(award_amount(award))
    return _("{winners} tie with {hand}: split it {n} ways, {amount} ÷ {n}.").format(
        winners=join_names(winners), hand=hand, n=len(winners), amount=amount
    )
