"""Street lessons: the seeds' worked betting examples as street drills, played step by step with
the rulings the example teaches asked at its decision points (no Qt).

Each lesson is a hand-made :class:`StreetDrill` (the seed's table and actions, legal to the
betting referee), the rulings to ask (``(kind, step)``, answered by the referee) and notes in
the trainee's words naming the seed example. Sources: Seed 000 (table stakes, the effective
stack, the incomplete raise at $0.50/$1), Seed 002 (the full bet rule, the half bet rule, all-in
before the deal); docs/rules.md#table-stakes-and-the-call, #full-bet-rule, #half-bet-rule,
#all-in-before-the-deal.
"""

from __future__ import annotations

from functools import cache

from dealer_trainer import i18n
from dealer_trainer.drills.models import Stakes
from dealer_trainer.drills.room_street_lessons import room_street_lessons
from dealer_trainer.drills.street_lesson_model import StreetLesson, street_lesson
from dealer_trainer.engine.betting import Action, Do
from dealer_trainer.engine.betting_table import Street, Structure, Table
from dealer_trainer.engine.showdown import Game
from dealer_trainer.i18n import _

__all__ = ["StreetLesson", "street_lessons"]


def _table_stakes() -> StreetLesson:
    # Seed 000: $80 facing a $500 bet is an $80 decision; heads-up the $420 goes back
    table = Table(("Bea", "Otto"), "Bea", {"Bea": 82, "Otto": 1000}, 1, 2)
    steps = (
        Action("Bea", Do.CALL),
        Action("Otto", Do.CHECK),
        Street.FLOP,
        Action("Otto", Do.BET, 500),
        Action("Bea", Do.CALL),
    )
    return street_lesson(
        _("Seed 000: table stakes ($80 facing a $500 bet)"),
        table,
        steps,
        Stakes("cash", 1, 2),
        "cash",
        1,
        [("to_call", 4)],
        _(
            "Bea has $80 behind on the flop and Otto bets $500. Bea is not facing a $500 decision: "
            "she may call all-in for her $80. Heads-up, the $420 she could never match goes back "
            "to Otto when the bets are pulled in."
        ),
        {"Bea": "BTN", "Otto": "BB"},
        {"Bea": "QsQd", "Otto": "AhKc"},
        "8c6d2h3s4h",
    )


def _effective_stack() -> StreetLesson:
    # Seed 000: with $300 against an opponent's $45, the effective stack is $45
    table = Table(("Bea", "Otto"), "Otto", {"Bea": 300, "Otto": 45}, 1, 2)
    steps = (Action("Otto", Do.ALL_IN), Action("Bea", Do.CALL))
    return street_lesson(
        _("Seed 000: the effective stack ($300 against $45)"),
        table,
        steps,
        Stakes("cash", 1, 2),
        "cash",
        1,
        [("effective_stack", 1)],
        _(
            "Bea has $300 and Otto $45. Against one opponent the money that can change hands is "
            "the smaller of the two stacks: Bea is playing a $45 game."
        ),
        {"Bea": "BB", "Otto": "BTN"},
        {"Bea": "JsJd", "Otto": "Ah5c"},
        "Kc7d2h9s3c",
    )


def _incomplete_raise() -> StreetLesson:
    # Seed 000 at $0.50/$1: bet $10 on the turn, all-in to $14, call $14: the bettor may call $4
    # more or fold, not raise; a player who had not acted could raise to at least $24
    table = Table(("Ana", "Bea", "Carl"), "Ana", {"Ana": 10000, "Bea": 10000, "Carl": 1500}, 50, 100)
    steps = (
        Action("Ana", Do.CALL),
        Action("Bea", Do.CALL),
        Action("Carl", Do.CHECK),
        Street.FLOP,
        Action("Bea", Do.CHECK),
        Action("Carl", Do.CHECK),
        Action("Ana", Do.CHECK),
        Street.TURN,
        Action("Bea", Do.BET, 1000),
        Action("Carl", Do.ALL_IN),
        Action("Ana", Do.CALL),
        Action("Bea", Do.CALL),
        Street.RIVER,
        Action("Bea", Do.CHECK),
        Action("Ana", Do.CHECK),
    )
    return street_lesson(
        _("Seed 000: the incomplete raise ($10, all-in to $14)"),
        table,
        steps,
        Stakes("cash", 50, 100, scale=100),
        "cash_cents",
        50,
        [("min_raise", 10), ("may_raise", 11), ("to_call", 11)],
        _(
            "At $0.50/$1 Bea bets $10 on the turn, Carl goes all-in for $14 in all and Ana calls "
            "$14. Carl's raise was only $4, less than Bea's $10: an incomplete raise. Ana had not "
            "acted, so she could have raised, to at least $14 + $10 = $24. When the action comes "
            "back to Bea, she may call the $4 more or fold, but not raise: nobody made a full raise "
            "after her bet (TDA 2024 Rule 47-A)."
        ),
        {"Ana": "BTN", "Bea": "SB", "Carl": "BB"},
        {"Ana": "9h9d", "Bea": "QsQd", "Carl": "Ac5c"},
        "8c6d2h3s4h",
    )


def _full_bet_rule() -> StreetLesson:
    # Seed 002: opens for $20, the next player all-in for $30, the third calls $30: the opener
    # may call the $10 more, not re-raise (no-limit, the full bet rule)
    seats = ("Opener", "Short", "Third")
    table = Table(seats, "Third", {"Opener": 500, "Short": 40, "Third": 500}, 5, 10)
    steps = (
        Action("Third", Do.CALL),
        Action("Opener", Do.CALL),
        Action("Short", Do.CHECK),
        Street.FLOP,
        Action("Opener", Do.BET, 20),
        Action("Short", Do.ALL_IN),
        Action("Third", Do.CALL),
        Action("Opener", Do.CALL),
        Street.TURN,
        Action("Opener", Do.CHECK),
        Action("Third", Do.CHECK),
        Street.RIVER,
        Action("Opener", Do.CHECK),
        Action("Third", Do.CHECK),
    )
    return street_lesson(
        _("Seed 002: the full bet rule ($20, all-in to $30)"),
        table,
        steps,
        Stakes("cash", 5, 10),
        "cash",
        5,
        [("may_raise", 7), ("to_call", 7)],
        _(
            "With the full bet rule (no-limit and pot-limit) the opener bets $20 and the next player "
            "goes all-in for $30: a raise of $10, less than the $20 bet, so not a real raise. The "
            "third player calls $30. The opener may call the $10 more, but may not re-raise."
        ),
        {"Third": "BTN", "Opener": "SB", "Short": "BB"},
        {"Opener": "KsKd", "Short": "JhJc", "Third": "Ts9s"},
        "Ad7c2h5s3d",
    )


def _half_bet_rule() -> StreetLesson:
    # Seed 002: limit, half bet rule, a $20 round; Alice and Dianne check, Carol is all-in for
    # $5; Joane may fold, call $5 or complete to $20; if she calls, Alice and Dianne may not raise
    seats = ("Joane", "Alice", "Dianne", "Carol")
    stacks = {"Joane": 400, "Alice": 400, "Dianne": 400, "Carol": 15}
    table = Table(seats, "Joane", stacks, 5, 10, structure=Structure.FIXED_LIMIT)
    steps = (
        Action("Carol", Do.CALL),
        Action("Joane", Do.CALL),
        Action("Alice", Do.CALL),
        Action("Dianne", Do.CHECK),
        Street.FLOP,
        Action("Alice", Do.CHECK),
        Action("Dianne", Do.CHECK),
        Action("Carol", Do.CHECK),
        Action("Joane", Do.CHECK),
        Street.TURN,
        Action("Alice", Do.CHECK),
        Action("Dianne", Do.CHECK),
        Action("Carol", Do.ALL_IN),
        Action("Joane", Do.CALL),
        Action("Alice", Do.CALL),
        Action("Dianne", Do.CALL),
        Street.RIVER,
        Action("Alice", Do.CHECK),
        Action("Dianne", Do.CHECK),
        Action("Joane", Do.CHECK),
    )
    return street_lesson(
        _("Seed 002: the half bet rule (a $20 round, all-in for $5)"),
        table,
        steps,
        Stakes("cash", 5, 10),
        "cash",
        5,
        [("may_raise", 13), ("may_raise", 14)],
        _(
            "Fixed limit with the half bet rule; on the turn the bet is $20. Alice checks, Dianne "
            "checks, Carol goes all-in for $5: less than half a bet, so not a raise. Joane, who has "
            "not acted, may fold, call $5 or complete the bet to $20. She calls $5: Alice and Dianne "
            "may now only call or fold, neither can raise (TDA 2024 Rule 47-B)."
        ),
        {"Joane": "BTN", "Alice": "SB", "Dianne": "BB", "Carol": "UTG"},
        {"Joane": "AsKs", "Alice": "QhQc", "Dianne": "7d7c", "Carol": "Jh9h"},
        "2c5d8sTd3h",
    )


def _all_in_before_the_deal() -> StreetLesson:
    # Seed 002: ante $1, blinds $4/$8, ten players; Alice is the big blind with $8: $1 ante, $7
    # blind, all-in; Dianne calls $8, Carol raises to $16, everyone folds, Dianne folds
    seats = ("Alice", "Dianne", "Carol", "Eve", "Fay", "Gil", "Hal", "Ivy", "Jon", "Ken")
    stacks = dict.fromkeys(seats, 200) | {"Alice": 8}
    table = Table(seats, "Jon", stacks, 4, 8, ante=1)
    steps = (
        Action("Dianne", Do.CALL),
        Action("Carol", Do.RAISE, 16),
        *(Action(seat, Do.FOLD) for seat in ("Eve", "Fay", "Gil", "Hal", "Ivy", "Jon", "Ken")),
        Action("Dianne", Do.FOLD),
    )
    positions = {"Jon": "BTN", "Ken": "SB", "Alice": "BB", "Dianne": "UTG", "Carol": "UTG+1"}
    return street_lesson(
        _("Seed 002: all-in before the deal (Alice, ante $1, blinds $4/$8)"),
        table,
        steps,
        Stakes("cash", 4, 8, 1, "per_player"),
        "cash",
        1,
        [("posted", 0), ("to_call", 0)],
        _(
            "Ante $1, blinds $4/$8, ten players. Alice is due the big blind but has only $8: she "
            "pays the $1 ante first and puts the other $7 on the blind, all-in. Dianne still calls "
            "the full $8. Carol raises to $16, everyone else folds and Dianne folds. Main pot = the "
            "ten antes + the $4 small blind + $7 × 3 = $35, for Alice and Carol; side pot = $1 from "
            "Dianne + $1 from Carol = $2; Carol's other $8 was never called and goes back to her."
        ),
        positions,
        {"Alice": "Ks8d", "Carol": "AhQh"},
        "2c5d8sTd3h",
    )


def _pot_limit_omaha() -> StreetLesson:
    # docs/rules.md#pot-limit-pot-size-bet: pot 1,000, bet 300: a pot raise is to 1,900
    seats = ("Ana", "Bram", "Chris", "Dana")
    table = Table(
        seats, "Ana", dict.fromkeys(seats, 20000), 50, 100, structure=Structure.POT_LIMIT, game=Game.OMAHA
    )
    steps = (
        Action("Dana", Do.RAISE, 250),
        Action("Ana", Do.CALL),
        Action("Bram", Do.CALL),
        Action("Chris", Do.CALL),
        Street.FLOP,
        Action("Bram", Do.BET, 300),
        Action("Chris", Do.CALL),
        Action("Dana", Do.CALL),
        Action("Ana", Do.FOLD),
        Street.TURN,
        Action("Bram", Do.CHECK),
        Action("Chris", Do.BET, 1900),
        Action("Dana", Do.CALL),
        Action("Bram", Do.FOLD),
        Street.RIVER,
        Action("Chris", Do.CHECK),
        Action("Dana", Do.CHECK),
    )
    return street_lesson(
        _("Pot-limit Omaha: the pot-size raise on every street"),
        table,
        steps,
        Stakes("cash", 50, 100),
        "cash",
        25,
        [("pot_raise", 0), ("pot_raise", 6), ("pot_raise", 7), ("pot_raise", 11)],
        _(
            "A pot-size raise is the call first, then the pot with that call in it. The dealer's "
            "shortcut: three times the last bet plus what was in the middle before it. Before the flop "
            "Dana may raise to 3 × $100 + $50 = $350. On the flop $1,000 is in the middle and Bram bets "
            "$300: Chris may raise to $300 + $1,600 = $1,900; once Chris has called, Dana to "
            "3 × $300 + $1,300 = $2,200. On the turn nobody has bet: the pot, $1,900, is the bet."
        ),
        {"Ana": "BTN", "Bram": "SB", "Chris": "BB", "Dana": "UTG"},
        {"Ana": "AsKsQdJd", "Bram": "9h9c5d4c", "Chris": "AhAcKhTc", "Dana": "8s7s6d5s"},
        "QhJc2s3d7h",
    )


def street_lessons() -> tuple[StreetLesson, ...]:
    """Every street lesson, in the seeds' order, then the card room's (straddles, a live post and
    a dead small blind, the bomb pot), then pot-limit Omaha's pot-size raise, worded in the active
    language."""
    return _street_lessons(i18n.language())


@cache
def _street_lessons(language: str) -> tuple[StreetLesson, ...]:
    return (
        _table_stakes(),
        _effective_stack(),
        _incomplete_raise(),
        _full_bet_rule(),
        _half_bet_rule(),
        _all_in_before_the_deal(),
        *room_street_lessons(),
        _pot_limit_omaha(),
    )
