"""Built-in lessons: the worked examples of the rule texts (docs/rules.md) as drills.

Each lesson is the table of one worked example with the explanation in the trainee's words
(``Drill.notes``); its title names the seed example. Lessons have level 0 and no code.
"""

from __future__ import annotations

from functools import cache

from dealer_trainer import i18n
from dealer_trainer.drills.course_lessons import COURSE_BUILDERS
from dealer_trainer.drills.lesson_tables import LessonSeat, lesson_drill
from dealer_trainer.drills.models import Drill, Stakes
from dealer_trainer.drills.room_lessons import ROOM_BUILDERS
from dealer_trainer.i18n import _

_HALF_DOLLAR = Stakes("cash", 50, 100, symbol="$", scale=100)  # $0.50/$1, amounts in cents
_ONE_TWO = Stakes("cash", 1, 2)


def _seed_000_example_one() -> Drill:
    return lesson_drill(
        _("All-ins and side pots · Example one: building a main pot and a side pot"),
        _HALF_DOLLAR,
        "cash_cents",
        [
            ("Uma", "UTG", 0, 2000, "all-in", "AcKc"),
            ("Hal", "HJ", 10000, 0, "folded", ""),
            ("Cora", "CO", 4000, 6000, "", "QsQd"),
            ("Ben", "BTN", 0, 6000, "all-in", "9h9d"),
            ("Sid", "SB", 8450, 50, "folded", ""),
            ("Bea", "BB", 11900, 100, "folded", ""),
        ],
        "Ben",
        _(
            "Uma moved in her last $20 under the gun; Cora and Ben called and the blinds folded. Everyone "
            "who put in $20 can win the main pot: $20 from each of the three, plus the $1.50 the blinds "
            "left behind, is $61.50. On the flop Cora bet $40 and Ben called with his last $40. Uma "
            "could not match that, so those chips go in a side pot of $40 × 2 = $80 for Cora and Ben "
            "only. I push the side pot first: Cora's queens beat Ben's nines. Then the main pot: queens "
            "also beat Uma's ace-king. Cora takes $141.50."
        ),
        board="8c6d2h3s4h",
        unit=50,
    )


def _seed_000_example_two() -> Drill:
    return lesson_drill(
        _("All-ins and side pots · Example two: the short stack wins the main pot"),
        _HALF_DOLLAR,
        "cash_cents",
        [
            ("Uma", "UTG", 9000, 0, "folded", ""),
            ("Hal", "HJ", 12500, 0, "folded", ""),
            ("Cora", "CO", 4000, 11000, "", "AhAd"),
            ("Ben", "BTN", 6000, 6000, "folded", ""),
            ("Sid", "SB", 9950, 50, "folded", ""),
            ("Bea", "BB", 0, 2500, "all-in", "7s7c"),
        ],
        "Ben",
        _(
            "Bea moved in for $25 over Cora's $3 open, Ben called and the small blind folded. The main "
            "pot is $25 × 3 plus the small blind's $0.50 = $75.50, and Bea, Cora and Ben can win it. "
            "After that Cora bet $35 on the flop and Ben called: that is a side pot of $35 × 2 = $70. "
            "On the turn Cora bet $50 and Ben folded, so nobody called those $50: they go straight back "
            "to Cora. Ben folded, so Cora is the only one left in the side pot and gets the $70 without "
            "a showdown. The main pot needs one: Bea's set of sevens beats Cora's aces, so Bea wins "
            "$75.50. The best hand of the table is not always the hand that wins the most."
        ),
        board="Kc7h2c8h4d",
        unit=50,
    )


def _seed_000_three_levels() -> Drill:
    return lesson_drill(
        _("All-ins and side pots · Scaling up: three all-in levels"),
        _HALF_DOLLAR,
        "cash_cents",
        [
            ("Uma", "UTG", 0, 1000, "all-in", ""),
            ("Hal", "HJ", 0, 4000, "all-in", ""),
            ("Cora", "CO", 6000, 4000, "", ""),
            ("Ben", "BTN", 6000, 4000, "", ""),
            ("Sid", "SB", 9950, 50, "folded", ""),
            ("Bea", "BB", 9900, 100, "folded", ""),
        ],
        "Ben",
        _(
            "Uma is all-in for $10 and Hal for $40; Cora and Ben each put in $40 and the blinds folded. "
            "Main pot: $10 from each of the four plus the blinds' $1.50 = $41.50, all four can win it. "
            "Side pot 1 is the layer from $10 up to Hal's $40: $30 from each of the three who covered "
            "it = $90, for Hal, Cora and Ben. Cora and Ben still have $60 each behind: whatever they bet "
            "after the flop makes a second side pot only they can win."
        ),
        unit=50,
    )


def _seed_002_three_players() -> Drill:
    return lesson_drill(
        _("Betting in poker (Wikipedia) · Player A, B and C (side pots)"),
        _ONE_TWO,
        "cash",
        [
            ("A", "BTN", 470, 30, "", "AhAs"),
            ("B", "SB", 0, 10, "all-in", "KsKd"),
            ("C", "BB", 0, 30, "all-in", "QcJc"),
        ],
        "A",
        _(
            "Player A opened for $20, Player B called with his last $10 and Player C raised all-in to "
            "$30; A called the extra $10. B can win only $10 from each of the others, so the main pot "
            "is $10 × 3 = $30 for all three. The other $20 from A and from C make a side pot of "
            "$20 × 2 = $40 that only A and C can win. Side pot first: A's aces beat C, A wins $40. Main "
            "pot: B's set of kings is the best hand, B wins $30."
        ),
        board="Kh9d5s2c3h",
    )


def _seed_002_alice() -> Drill:
    names = ["Ed", "Sue", "Alice", "Dianne", "Fay", "Carol", "Gil", "Hank", "Ivy", "Joe"]
    positions = ["BTN", "SB", "BB", "UTG", "UTG+1", "UTG+2", "MP", "LJ", "HJ", "CO"]
    # each seat's $1 ante is its own chips (part of what it put in)
    committed = {"Sue": 1 + 4, "Alice": 1 + 7, "Dianne": 1 + 8, "Carol": 1 + 16}
    stacks = {"Alice": 0, "Sue": 95, "Dianne": 130, "Carol": 200}
    seats: list[LessonSeat] = [
        (
            n,
            p,
            stacks.get(n, 100),
            committed.get(n, 1),
            "all-in" if n == "Alice" else "folded" if n != "Carol" else "",
            "",
        )
        for n, p in zip(names, positions, strict=True)
    ]
    return lesson_drill(
        _("Betting in poker (Wikipedia) · Alice all-in in the big blind with an ante"),
        Stakes("tournament", 4, 8, 1, "per_player", "$", 0),
        "cash",
        seats,
        "Ed",
        _(
            "Ten players each paid the $1 ante. Alice was the big blind with only $8: the ante comes "
            "first, so she paid the $1 ante, posted a $7 blind and is all-in. Dianne called the full $8 "
            "(a short blind does not lower the call), Carol raised to $16, everyone folded, Dianne too. "
            "Alice is all-in for part of a blind but paid her whole ante, so every ante goes in the main "
            "pot: the main pot is cut at Alice's $8 (her ante and her $7), which covers each $1 ante. "
            "Main pot: the ten $1 antes + the small blind's $4 + $7 from Alice, Dianne and Carol = $35, "
            "for Alice and Carol. Dianne's extra $1 and $1 of Carol's make a side pot of $2 for Carol. "
            "Nobody matched Carol's last $8: they go straight back to her. (The article counts those $8 "
            "inside a $10 side pot; Carol gets the same $10 either way, but at the table an uncalled bet "
            "is returned, not put in a pot.)"
        ),
    )


def _seed_002_short_ante() -> Drill:
    names = ["Olga", "Piet", "Rosa", "Sven", "Tess", "Ugo"]
    positions = ["BTN", "SB", "BB", "UTG", "HJ", "CO"]
    # ante 100, blinds 200/400; Sven has only 50 and is all-in for part of the ante
    committed = {"Olga": 100, "Piet": 100 + 200, "Rosa": 100 + 400, "Sven": 50, "Tess": 100 + 400, "Ugo": 100}
    states = {"Olga": "folded", "Piet": "folded", "Rosa": "", "Sven": "all-in", "Tess": "", "Ugo": "folded"}
    stacks = {"Olga": 5000, "Piet": 4100, "Rosa": 6000, "Sven": 0, "Tess": 7300, "Ugo": 3900}
    seats: list[LessonSeat] = [
        (n, p, stacks[n], committed[n], states[n], "") for n, p in zip(names, positions, strict=True)
    ]
    return lesson_drill(
        _("Betting in poker (Wikipedia) · all-in for part of the ante"),
        Stakes("tournament", 200, 400, 100, "per_player", "", 7),
        "tournament",
        seats,
        "Olga",
        _(
            "Ante 100, blinds 200/400. Sven has only 50 chips: the ante comes first, so he puts in 50 of "
            "the 100 ante and is all-in. A player all-in for part of the ante wins only that much from "
            "every other ante: 50 of each of the six antes goes in the main pot, 50 × 6 = 300, for Sven, "
            "Rosa and Tess. Everything else goes to the side pot that only Rosa and Tess can win: the "
            "other 50 of each of the five full antes (250), Piet's 200 small blind, and the 400 each from "
            "Rosa and Tess: 50 × 5 + 200 + 400 × 2 = 1,250."
        ),
        unit=25,
    )


def _seed_003_floor_ruling() -> Drill:
    return lesson_drill(
        _("Floor ruling (TDA Rule 16) · all-ins for 2,000 and 6,000, a call, dead blinds"),
        Stakes("tournament", 100, 200, 0, "none", "", 5),
        "tournament",
        [
            ("A", "UTG", 0, 2000, "all-in", "AhAd"),
            ("B", "CO", 0, 6000, "all-in", "KhKd"),
            ("C", "BTN", 8000, 6000, "", "JcJs"),
            ("Sam", "SB", 9900, 100, "folded", ""),
            ("Bo", "BB", 9800, 200, "folded", ""),
        ],
        "C",
        _(
            "Player A is all-in for 2,000, Player B for 6,000, Player C calls 6,000, and the blinds "
            "folded their 300. Main pot: 2,000 from each of the three plus the 300 the blinds left = "
            "6,300, A, B and C can win it. Side pot 1: the 4,000 each that B and C put in above A's "
            "2,000 = 8,000, only B and C. Push the last side pot first: B's kings beat C's jacks, B "
            "wins 8,000. Then the main pot: A's aces are the best hand, A wins 6,300."
        ),
        board="Qs8d4c2h9s",
        unit=25,
    )


def _seed_003_overbet() -> Drill:
    return lesson_drill(
        _("Floor ruling (TDA Rule 16) · the uncalled overbet"),
        Stakes("tournament", 100, 200, 0, "none", "", 5),
        "tournament",
        [
            ("B", "UTG", 0, 6000, "all-in", ""),
            ("Ann", "CO", 12000, 0, "folded", ""),
            ("C", "BTN", 0, 15000, "all-in", ""),
            ("Sam", "SB", 9900, 100, "folded", ""),
            ("Bo", "BB", 9800, 200, "folded", ""),
        ],
        "C",
        _(
            "Player B is all-in for 6,000 and Player C moves in for 15,000; nobody else calls. B can "
            "only ever match 6,000, so 15,000 − 6,000 = 9,000 of C's chips were never called: I push "
            "them back to C before any card is dealt. The main pot is 6,000 × 2 plus the blinds' 300 = "
            "12,300, for B and C."
        ),
        unit=25,
    )


def _seed_004_three_stacks() -> Drill:
    return lesson_drill(
        _("Side pots, a Dutch guide · three players, three stacks (40, 100, 250)"),
        _ONE_TWO,
        "cash",
        [
            ("Anna", "SB", 0, 40, "all-in", "7s7d"),
            ("Bram", "BB", 0, 100, "all-in", "KdQs"),
            ("Chris", "BTN", 0, 250, "all-in", "JhTh"),
        ],
        "Chris",
        _(
            "Anna has 40, Bram 100 and Chris 250, and all three are all-in. Nobody can win more from "
            "Anna than her 40, so the main pot is 40 × 3 = 120 for all three. Above that, Bram and "
            "Chris each put in 60 more: side pot (100 − 40) × 2 = 120 for Bram and Chris. Nobody could "
            "match Chris's last 150, so 250 − 100 = 150 goes straight back to him. Anna's set wins the "
            "main pot, 120; Bram's kings beat Chris for the side pot, 120. 240 went in, 240 came out."
        ),
        board="Kc7h2c8h4d",
    )


def _seed_004_four_stacks() -> Drill:
    return lesson_drill(
        _("Side pots, a Dutch guide · more than one all-in (25, 60, 100, 200)"),
        _ONE_TWO,
        "cash",
        [
            ("Anna", "BTN", 0, 25, "all-in", ""),
            ("Bram", "SB", 0, 60, "all-in", ""),
            ("Chris", "BB", 0, 100, "all-in", ""),
            ("Dana", "UTG", 0, 200, "all-in", ""),
        ],
        "Anna",
        _(
            "Build the layers from the smallest stack up; each layer is the step in height times the "
            "players who could still pay it. Main pot 25 × 4 = 100 for all four. Side pot 1 "
            "(60 − 25) × 3 = 105 for Bram, Chris and Dana. Side pot 2 (100 − 60) × 2 = 80 for Chris "
            "and Dana. Dana's last 200 − 100 = 100 was never matched and goes back to her. At the "
            "showdown I read the pots from the top down: the last side pot first, the main pot last."
        ),
    )


def _seed_004_uncalled() -> Drill:
    return lesson_drill(
        _("Side pots, a Dutch guide · a bet nobody matches comes back"),
        _ONE_TWO,
        "cash",
        [
            ("Anna", "BTN", 160, 200, "", ""),
            ("Bram", "BB", 0, 90, "all-in", ""),
        ],
        "Anna",
        _(
            "Anna bets 200 with one player left, and Bram calls for 90 because that is all he has. "
            "The other 110 was never matched, so it was never at stake: Anna gets 200 − 90 = 110 back "
            "before a single card is turned. The pot is 90 × 2 = 180."
        ),
    )


_BUILDERS = (
    _seed_000_example_one,
    _seed_000_example_two,
    _seed_000_three_levels,
    _seed_002_three_players,
    _seed_002_alice,
    _seed_002_short_ante,
    _seed_003_floor_ruling,
    _seed_003_overbet,
    _seed_004_three_stacks,
    _seed_004_four_stacks,
    _seed_004_uncalled,
)


def lessons() -> tuple[Drill, ...]:
    """The seeds' worked examples as drills, in seed order (explanations in ``notes``), then the
    card room's (drills/room_lessons.py: the rake, the jackpot drop, running it twice), then the
    hi-lo ones (drills/hilo_lessons.py: the 8-or-better qualifier, quartering, the odd chip to the
    high half), then the course's (drills/course_lessons.py: ties, face-up hands, the short big
    blind), with their titles and explanations in the active language."""
    return _lessons(i18n.language())


@cache
def _lessons(language: str) -> tuple[Drill, ...]:
    from dealer_trainer.drills.hilo_lessons import HILO_BUILDERS  # the award checker: not at first paint

    return tuple(build() for build in (*_BUILDERS, *ROOM_BUILDERS, *HILO_BUILDERS, *COURSE_BUILDERS))
