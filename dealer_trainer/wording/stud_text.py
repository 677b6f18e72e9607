"""Wording of the stud games at the betting referee: who brings it in and why, who acts first
on a later street and why, the community card (docs/rules.md#stud-bring-in-and-who-acts; no Qt).
"""

from __future__ import annotations

from dealer_trainer.engine.betting import BettingState
from dealer_trainer.engine.betting_table import Street
from dealer_trainer.engine.hilo import Variant
from dealer_trainer.engine.rule_sources import cite
from dealer_trainer.i18n import _


def opener_sentence(state: BettingState) -> str | None:
    """Why the round opens where it does, for the first seat to act on a stud street (None
    before any other seat in a hold'em game, or once someone acted this street)::

        Bram brings it in: the lowest up-card, 3d (aces high; a tie goes to the lower suit: ...)
    """
    stud = state.table.stud
    if stud is None or state.last_actor is not None or state.to_act is None:
        return None
    opener, razz = state.opener, stud.variant == Variant.RAZZ
    shown = " ".join(stud.up_cards(opener, state.street))
    third = state.street == Street.THIRD
    if third and razz:
        why = _(
            "the highest up-card, {cards} (razz: aces low; a tie goes to the higher suit: spades, hearts, "
            "diamonds, clubs)"
        )
    elif third:
        why = _(
            "the lowest up-card, {cards} (aces high; a tie goes to the lower suit: clubs, diamonds, hearts, "
            "spades)"
        )
    elif razz:
        why = _(
            "the lowest showing hand, {cards} (aces low; equal hands: the first clockwise from the dealer)"
        )
    else:
        why = _(
            "the highest showing hand, {cards} (equal hands: the first clockwise from the dealer; suits do "
            "not count)"
        )
    why = why.format(cards=shown)
    if state.to_act == opener:
        text = _("{seat} brings it in: {why}") if third else _("{seat} acts first: {why}")
    elif third:  # the seat the cards name is all-in on the ante: the next seat brings it in
        text = _("{seat} has {why}, but is all-in: {next}, the next seat clockwise, brings it in.")
    else:
        text = _("{seat} has {why}, but is all-in: {next}, the next seat clockwise, acts first.")
    line = text.format(seat=opener, why=why, next=state.to_act)
    return _("{line} ({rule})").format(line=line, rule=cite("bring_in"))


def community_sentence(players: int) -> str:
    """The seventh-street line when the deck runs short."""
    return _(
        "Seventh street: one community card face up for all ({players} players, not enough cards left; "
        "{rule})"
    ).format(players=players, rule=cite("bring_in"))
