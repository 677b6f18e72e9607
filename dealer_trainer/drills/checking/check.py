"""The check: the verdict on each pile and one diagnosis per mistake found by the search."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace

from dealer_trainer.drills.checking.diagnoses import describe
from dealer_trainer.drills.checking.drops import drop_mistakes, jackpot_reason, rake_reason, with_emptied_pots
from dealer_trainer.drills.checking.model import (
    Build,
    BuildCheck,
    Money,
    Piles,
    PileVerdict,
    build_from_piles,
)
from dealer_trainer.drills.checking.search import Search
from dealer_trainer.drills.checking.solution import ante_notes
from dealer_trainer.drills.models import Drill
from dealer_trainer.drills.piles import JACKPOT, RAKE, parse_pile, pile_title
from dealer_trainer.engine import Settlement
from dealer_trainer.engine.runs import RoomMoney
from dealer_trainer.i18n import _

#: The mistakes about the uncalled bet: named first, as the dealer returns it before building pots.
UNCALLED_CODES = frozenset({"uncalled_in_pot", "uncalled_left_in_front", "returned_to_wrong_seat"})


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
    room = drill.scenario().money
    money = drill.stakes.format
    return check_settlement(drill.settlement(), build, money, ante_notes(drill), room, drill.street_base)


def check_settlement(
    settlement: Settlement,
    build: Build,
    money: Money,
    notes: Mapping[int, str] | None = None,
    room: RoomMoney | None = None,
    base: int = 0,
) -> BuildCheck:
    """Judge ``build`` against the engine's ``settlement``; ``money`` formats chips (int);
    ``notes`` adds a sentence to a pot's arithmetic (pot index -> text, see :func:`ante_notes`);
    ``room`` is the room's money (flop, rake, jackpot drop) the settlement was made under;
    ``base`` (a street's pull-in, :attr:`Drill.street_base`) words that round's pots and uncalled
    bet in the chips in front of the players.

    With a drop (the settlement's or the build's rake or jackpot drop) the pots are judged on what
    stays after it, the Rake and the Jackpot drop are piles of their own, and each wrong drop is
    one diagnosis (``rake_wrong``, ``rake_no_flop``, ``jackpot_wrong``) before the pots' own.
    Rules: docs/rules.md#rake, docs/rules.md#jackpot-drop.

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
    if not settlement.drops and not build.rake and not build.jackpot:
        checker = Checker(settlement, build, money, notes or {})
        checker.base = base
        return checker.run()
    build = with_emptied_pots(settlement, build)
    ops, before = drop_mistakes(settlement, build, room)
    checker = Checker(settlement, before, money, notes or {})
    checker.room, checker.base = room, base
    found = checker.run()
    drops = tuple(describe(checker, op, checker.start) for op in ops)
    return BuildCheck(_shown(found.verdicts, checker, build), dict(build.left), drops + found.mistakes)


def _shown(verdicts: tuple[PileVerdict, ...], checker: Checker, build: Build) -> tuple[PileVerdict, ...]:
    """The verdicts on the trainee's own piles: each pot after its drop, then the Rake and the
    Jackpot drop (what the search saw had the wrong drops put back)."""
    out = []
    for v in verdicts:
        where = parse_pile(v.pile)
        if where.kind == "pot" and where.index is not None:
            i = where.index
            actual = build.pots[i].amount if i < len(build.pots) else 0
            dropped = checker.dropped(v.pile)
            after = v.expected - dropped
            if dropped:  # the arithmetic ends on what stays in the pot after the drop
                v = replace(
                    v,
                    explanation=_("{arithmetic}; {dropped} dropped from it: {after} stays").format(
                        arithmetic=v.explanation, dropped=checker.f(dropped), after=checker.f(after)
                    ),
                )
            v = replace(v, expected=after, actual=actual)
        elif where.kind == "return":
            v = replace(v, actual=build.returned.get(where.seat or "", 0))
        out.append(v)
    s, f, room = checker.s, checker.f, checker.room
    total = sum(p.amount for p in s.pots)
    out.append(
        PileVerdict(RAKE, pile_title(RAKE), s.rake, build.rake, rake_reason(room, total, s.hand.unit, f))
    )
    out.append(
        PileVerdict(JACKPOT, pile_title(JACKPOT), s.jackpot, build.jackpot, jackpot_reason(room, total, f))
    )
    return tuple(out)


class Checker(Search):
    """The search with the words: the verdict on each pile and the figures a diagnosis quotes."""

    def run(self) -> BuildCheck:
        verdicts = self.verdicts()
        if self.matches(self.start):
            return BuildCheck(verdicts, dict(self.build.left), ())
        # the fixes in the order they can be carried out on the trainee's table: the last
        # mistake of the explanation is undone first
        ops = list(reversed(self.explain()))
        # the dealer's order of work: the uncalled bet goes back before any pot is built
        ops.sort(key=lambda step: step[0].code not in UNCALLED_CODES)
        return BuildCheck(
            verdicts, dict(self.build.left), tuple(describe(self, op, state) for op, state in ops)
        )
