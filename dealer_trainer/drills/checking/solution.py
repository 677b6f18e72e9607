"""The solution of a drill in the dealer's order, and the hint: the next layer to build."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from dealer_trainer.drills.checking.model import Money, Piles
from dealer_trainer.drills.models import Drill
from dealer_trainer.drills.piles import DEAD, JACKPOT, RAKE, parse_pile, pile_title, pot_pile, return_pile
from dealer_trainer.engine import Pot, Settlement, called_totals
from dealer_trainer.i18n import _, ngettext
from dealer_trainer.wording.explain import join_names, on_street, pot_sentence, returned_sentence


# ----- the solution --------------------------------------------------------------------------
@dataclass(frozen=True)
class SolutionStep:
    """One layer of the solution in the dealer's order: the pile, the chips cut into it per
    origin (seat or :data:`DEAD`), and what the dealer does and why."""

    pile: str
    name: str
    moves: Mapping[str, int]
    explanation: str


def solution_piles(drill: Drill) -> dict[str, dict[str, int]]:
    """The correct piles of ``drill``: pile id -> origin -> chips (the engine's answer). With a
    drop, each pot holds what stays after it and the Rake and the Jackpot drop follow the pot
    they are dropped from (main pot first: docs/rules.md#rake), their chips taken from its
    origins, the biggest share first."""
    settlement = drill.settlement()
    piles: dict[str, dict[str, int]] = {}
    back = settlement.returned
    if back:
        piles[return_pile(back.seat)] = {back.seat: back.amount}
    drops = settlement.drops if drill.has_drop else ()
    for pot in settlement.pots:
        moves = dict(pot.shares)
        if pot.dead:
            moves[DEAD] = pot.dead
        piles[pot_pile(pot.index)] = moves
        if pot.index < len(drops):
            for pile, chips in ((RAKE, drops[pot.index].rake), (JACKPOT, drops[pot.index].jackpot)):
                for origin, taken in _taken(moves, chips).items():
                    piles.setdefault(pile, {})
                    piles[pile][origin] = piles[pile].get(origin, 0) + taken
    return piles


def _taken(moves: dict[str, int], chips: int) -> dict[str, int]:
    """Take ``chips`` out of ``moves`` (origin -> chips, changed in place), the biggest share
    first; returns origin -> chips taken."""
    taken: dict[str, int] = {}
    for origin in sorted(moves, key=lambda o: -moves[o]):
        x = min(chips, moves[origin])
        if x > 0:
            moves[origin] -= x
            taken[origin] = x
            chips -= x
    for origin in [o for o, c in moves.items() if not c]:
        del moves[origin]
    return taken


def capping_seats(pot: Pot, settlement: Settlement) -> list[str]:
    """The live seats all-in for exactly ``pot.upper`` (they cap it)."""
    totals = called_totals(settlement.hand, settlement.returned)
    return [s for s in pot.eligible if totals.get(s) == pot.upper]


def _step_text(pot: Pot, settlement: Settlement, money: Money, last: bool, base: int = 0) -> str:
    """The dealer's words for cutting ``pot``: size the all-in, cut it from every bet (on a
    street's pull-in, ``base``: in the chips in front, see :func:`on_street`)."""
    capping = capping_seats(pot, settlement)
    arithmetic = pot_sentence(pot, money=money, base=base)
    pot = on_street(pot, base)
    name = pile_title(pot_pile(pot.index), "sentence")  # "the Main pot", "de hoofdpot"
    if last:
        return _("Pull every chip still in front into {pot}: {arithmetic}.").format(
            pot=name, arithmetic=arithmetic
        )
    step = money(pot.upper - pot.lower)
    values = {
        "who": join_names(capping),
        "all_in": money(pot.upper),
        "step": step,
        "lower": money(pot.lower),
        "pot": name,
        "arithmetic": arithmetic,
    }
    if pot.lower:
        text = (
            _(
                "Size {who}'s all-in ({all_in}, {step} above {lower}) against each bet still in front and "
                "cut {step} from every one of them, folded bets included, into {pot}: {arithmetic}."
            )
            if capping
            else _(
                "Size the all-in ({all_in}, {step} above {lower}) against each bet still in front and cut "
                "{step} from every one of them, folded bets included, into {pot}: {arithmetic}."
            )
        )
        return text.format(**values)
    text = (
        _(
            "Size {who}'s all-in ({all_in}) against each bet and cut {step} from every bet, folded bets "
            "included, into {pot}: {arithmetic}."
        )
        if capping
        else _(
            "Size the all-in ({all_in}) against each bet and cut {step} from every bet, folded bets "
            "included, into {pot}: {arithmetic}."
        )
    )
    return text.format(**values)


def ante_notes(drill: Drill) -> dict[int, str]:
    """Pot index -> why the per-player antes are layered in it: for each pot capped by a
    player all-in for part (or exactly all) of the ante. Empty when no ante is short."""
    stakes = drill.stakes
    if stakes.ante_format != "per_player" or not stakes.ante:
        return {}
    f = stakes.format
    notes: dict[int, str] = {}
    for pot in drill.settlement().pots:
        short = [s.name for s in drill.seats if s.all_in and not s.folded and s.committed == pot.upper]
        if short and 0 < pot.upper <= stakes.ante:
            values = {
                "who": join_names(short),
                "ante": f(stakes.ante),
                "pot": pile_title(pot_pile(pot.index), "sentence"),
                "all_in": f(pot.upper),
                "part": f(pot.upper - pot.lower),
            }
            if pot.upper == stakes.ante:
                text = ngettext(
                    "{who} is all-in for exactly the {ante} ante: every ante goes in {pot}, and the blinds "
                    "and the bets go to the side pots.",
                    "{who} are all-in for exactly the {ante} ante: every ante goes in {pot}, and the blinds "
                    "and the bets go to the side pots.",
                    len(short),
                )
            else:
                text = ngettext(
                    "{who} is all-in for {all_in} of the {ante} ante, so only {part} of every ante goes in "
                    "{pot}; the rest of the antes, the blinds and the bets go to the side pots.",
                    "{who} are all-in for {all_in} of the {ante} ante, so only {part} of every ante goes in "
                    "{pot}; the rest of the antes, the blinds and the bets go to the side pots.",
                    len(short),
                )
            notes[pot.index] = text.format(**values)
    return notes


def solution_steps(drill: Drill) -> list[SolutionStep]:
    """The dealer's order: the uncalled bet back first, then the smallest all-in cut from
    every bet into the main pot, then each side pot at the next all-in level; with a drop, the
    rake and the jackpot drop right after the pot they come from (docs/rules.md#rake).

    Rule: uncalled bets TDA 2024 Rules 15-B and 65-A; side pots TDA 2024 Rule 21.
    """
    settlement = drill.settlement()
    money = drill.stakes.format
    notes = ante_notes(drill)
    steps: list[SolutionStep] = []
    for pile, moves in solution_piles(drill).items():
        where = parse_pile(pile)
        if where.kind in ("rake", "jackpot"):
            text = _drop_text(drill, where.kind)
        elif where.kind == "return":
            assert settlement.returned is not None
            text = _("Push the uncalled bet back first: {returned}.").format(
                returned=returned_sentence(settlement.returned, money=money, base=drill.street_base)
            )
        else:
            index = where.index or 0
            last = index == len(settlement.pots) - 1
            text = _step_text(settlement.pots[index], settlement, money, last, drill.street_base)
            if index in notes:
                text += " " + notes[index]
        steps.append(SolutionStep(pile, pile_title(pile), moves, text))
    return steps


def _drop_text(drill: Drill, kind: str) -> str:
    """The dealer's words for dropping the rake or the jackpot drop from the pot."""
    from dealer_trainer.drills.checking.drops import jackpot_reason, rake_reason

    settlement = drill.settlement()
    room, money = drill.scenario().money, drill.stakes.format
    total = sum(p.amount for p in settlement.pots)
    index = next((i for i, d in enumerate(settlement.drops) if (d.rake if kind == "rake" else d.jackpot)), 0)
    pot = pile_title(pot_pile(index), "sentence")
    if kind == "rake":
        return _("Drop the rake from {pot} into the drop slot: {reason}.").format(
            pot=pot, reason=rake_reason(room, total, settlement.hand.unit, money)
        )
    return _("Drop the jackpot drop from {pot} into its slot: {reason}.").format(
        pot=pot, reason=jackpot_reason(room, total, money)
    )


def next_hint(drill: Drill, piles: Piles) -> SolutionStep | None:
    """The first layer (in the dealer's order) whose pile does not hold its amount yet, or
    None when all do. Totals only: whose chips lie there does not matter."""
    for step in solution_steps(drill):
        if sum(piles.get(step.pile, {}).values()) != sum(step.moves.values()):
            return step
    return None
