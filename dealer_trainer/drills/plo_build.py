"""Pot-limit Omaha in the build levels (code version 3): a share of level 2's seeds deal a
pot-limit Omaha hand to build (no Qt).

The hand is played out by the betting referee (:mod:`dealer_trainer.engine.betting`) in pot
limit, as the street hands are (:mod:`dealer_trainer.drills.streets`): four hole cards a seat and
a five-card board, the largest bet or raise the pot (docs/rules.md#pot-limit-pot-size-bet). The
drill is the table when the betting is over: every seat's total in front, a level 2 shape (4-6
seats, two all-in levels, a blind folded with chips in, an uncalled bet, a showdown). Side pots are built
exactly as in hold'em (docs/rules.md#table-stakes-and-side-pots); the award reads the Omaha hands
(exactly two hole cards and three from the board).

Only new codes deal it: one seed in four at :data:`PLO_BUILD_LEVELS` (:data:`PLO_SHARE`, the
seeds that leave 3 divided by 4), its code carrying :data:`PLO_VERSION`. Every version-1 and
version-2 code deals its old drill.
"""

from __future__ import annotations

import random
from dataclasses import replace
from types import MappingProxyType

from dealer_trainer.drills.codes import PLO_BUILD_LEVELS, PLO_SHARE, PLO_VERSION
from dealer_trainer.drills.models import Drill
from dealer_trainer.drills.streets import StreetDrill, _play, _table, deal_cards
from dealer_trainer.engine.betting_table import Street, Structure
from dealer_trainer.engine.errors import PotError
from dealer_trainer.engine.showdown import HOLE_COUNT, Game
from dealer_trainer.i18n import _

__all__ = ["PLO_BUILD_LEVELS", "PLO_SHARE", "PLO_VERSION", "plo_build_drill", "plo_steps", "plo_street_hand"]

_TRIES = 400


def _fits(sd: StreetDrill) -> bool:
    """Level 2's shape: two all-in levels (the called totals of the seats all-in), a blind that
    folded with chips in, an uncalled bet, and a showdown."""
    final, table = sd.final, sd.table
    try:
        settled = sd.final_drill().settlement()
    except PotError:
        return False
    back = settled.returned
    called = {s: final.committed(s) - (back.amount if back and back.seat == s else 0) for s in final.seats}
    levels = {called[s] for s in final.all_in if s in final.live}
    blinds = (table.small_blind_seat, table.big_blind_seat)
    folded_blind = any(s in final.folded and final.committed(s) for s in blinds)
    return len(levels) == 2 and folded_blind and back is not None and len(final.live) >= 2


def plo_street_hand(level: int, rnd: random.Random, code: str) -> StreetDrill:
    """The pot-limit Omaha hand behind a build drill of ``level`` (see the module's notes),
    drawn from ``rnd``: the same stream deals the same hand."""
    for _attempt in range(_TRIES):
        table, stakes, chip_set, unit, positions = _table(level, rnd)
        table = replace(table, structure=Structure.POT_LIMIT, game=Game.OMAHA)
        steps = _play(table, rnd, unit)
        hole, board = deal_cards(table.seats, HOLE_COUNT[Game.OMAHA], rnd)
        sd = StreetDrill(
            code, level, "", table, steps, stakes, chip_set, unit,
            MappingProxyType(positions), MappingProxyType(hole), board,
        )  # fmt: skip
        if _fits(sd):
            return sd
    raise AssertionError(
        f"no pot-limit Omaha drill of level {level} after {_TRIES} tries"
    )  # pragma: no cover


def plo_build_drill(
    level: int, rnd: random.Random, code: str, log: list[tuple[str, str, str, int]] | None = None
) -> Drill:
    """A pot-limit Omaha build drill of ``level`` (one of :data:`PLO_BUILD_LEVELS`) drawn from
    ``rnd``, with ``code``: every seat's total in front, the hole cards of the seats still in
    (four each) and the board. ``log``, when given, gets how the hand went (:func:`plo_steps`)."""
    sd = plo_street_hand(level, rnd, code)
    if log is not None:
        log.extend(plo_steps(sd))
    title = _("Level {level} drill · pot-limit Omaha").format(level=level)
    return replace(sd.final_drill(), level=level, title=title)


def plo_steps(sd: StreetDrill) -> list[tuple[str, str, str, int]]:
    """How ``sd`` went, as the build levels' action log: ``(street, seat, kind, chips put in)``,
    kind one of the forced posts (``small_blind``, ``big_blind`` …), ``fold``, ``check``,
    ``call``, ``raise`` (a bet is a raise from nothing)."""
    out = [("preflop", post.seat, post.kind, post.amount) for post in sd.table.posts if post.amount]
    street = str(sd.states[0].street)
    for i, step in enumerate(sd.steps):
        if isinstance(step, Street):
            street = str(step)
            continue
        before, after = sd.states[i], sd.states[i + 1]
        chips = after.committed(step.seat) - before.committed(step.seat)
        if step.seat in after.folded and step.seat not in before.folded:
            kind = "fold"
        else:
            kind = "raise" if after.current > before.current else "call" if chips else "check"
        out.append((street, step.seat, kind, chips))
    return out
