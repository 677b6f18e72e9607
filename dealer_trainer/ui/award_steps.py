"""The award phase's instruction for a game whose pots are read or split its own way (stud,
razz, stud hi-lo, Omaha hi-lo), in the award controller's words (its translation context)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from dealer_trainer.drills.models import Drill


def game_step(drill: Drill) -> str | None:
    """The step that says how ``drill``'s game is awarded, or None for hold'em and Omaha high
    (rules: docs/rules.md#hi-lo-and-stud, #stud-bring-in-and-who-acts)."""
    if drill.stud and not drill.hilo and drill.variant == "razz":
        return QCoreApplication.translate(
            "AwardController",
            "Razz: each player's seven cards are face up, no board. Each pot goes to the best "
            "ace-to-five low of five of them (straights and flushes do not count, pairs do); a "
            "tie's odd chip goes to the lowest card by suit (ace low; clubs, diamonds, hearts, spades).",
        )
    if drill.stud and not drill.hilo:
        return QCoreApplication.translate(
            "AwardController",
            "Stud: each player's seven cards are face up, no board. Each pot goes to the best "
            "five-card hand of the seven; a tie's odd chip goes to the highest card by suit "
            "(spades, hearts, diamonds, clubs).",
        )
    if drill.stud:
        return QCoreApplication.translate(
            "AwardController",
            "Stud hi-lo: each player's seven cards are face up, no board. Split each pot into "
            "its high and low halves under it (the odd chip to the high half); push the high "
            "half to the best five-card high and the low half to the best 8-or-better low. A "
            "tied half's odd chip goes by suit: to the highest card (spades, hearts, diamonds, "
            "clubs) for high, to the lowest card for low. No qualifying low: the high hand "
            "takes the pot whole.",
        )
    if drill.hilo:
        return QCoreApplication.translate(
            "AwardController",
            "Omaha hi-lo: split each pot into its high and low halves under it (the odd chip "
            "to the high half); push the high half to the best high hand and the low half to "
            "the best 8-or-better low. Players tied for a half share it (quartered). No "
            "qualifying low in a pot: push it whole to the high hand.",
        )
    return None
