"""The course's lessons the seeds' worked examples left out, as drills (no Qt).

A tie and its odd chip (the Dutch side-pot guide, docs/rules.md#splits-and-odd-chips), all-in
hands turned face up before the run-out (docs/rules.md#all-in-hands-face-up), the short big
blind (docs/rules.md#the-short-big-blind) and the folded bet above a short all-in that the floor
ruling's shortcut would leave in the main pot (docs/rules.md#cutting-the-pots).
"""

from __future__ import annotations

from collections.abc import Callable

from dealer_trainer.drills.lesson_tables import lesson_drill
from dealer_trainer.drills.models import Drill, Stakes
from dealer_trainer.i18n import _

_ONE_TWO = Stakes("cash", 1, 2)
_TOURNAMENT = Stakes("tournament", 100, 200, 0, "none", "", 5)

#: The house rule some rooms keep, declared once: (the rule, its source), shown in the short big
#: blind's lesson (docs/rules.md#the-short-big-blind). The engine never needs it: a seat that is
#: not dealt in has no bet to build.
SHORT_BIG_BLIND_RULE = (
    "some rooms: a big blind who cannot cover the small blind (and the ante) is not dealt in",
    "Saskatchewan Liquor and Gaming Authority, Texas Hold'em tournament terms, Rule A.2(cc)(iii)",
)


def _tie_and_odd_chip() -> Drill:
    return lesson_drill(
        _("Side pots, a Dutch guide · a tie: the pot split, the odd chip"),
        _ONE_TWO,
        "cash",
        [
            ("Chris", "BTN", 60, 40, "", "QdJc"),
            ("Sid", "SB", 99, 1, "folded", ""),
            ("Bram", "BB", 0, 40, "all-in", "QhJh"),
        ],
        "Chris",
        _(
            "Bram is all-in for $40 in the big blind, Chris calls $40 on the button and Sid folded his "
            "$1 small blind. The pot is $40 × 2 + $1 = $81. Both hold queen-jack on an ace-king board: "
            "the hands are equal card for card, so the pot is split. $81 does not split evenly in $1 "
            "chips: $40 each and one odd chip. The odd chip goes to the first tied player clockwise "
            "from the button: Sid has folded, so it is Bram, who takes $41; Chris takes $40. Most rooms "
            "do it this way; some home games and tournaments have another rule, so agree on it before "
            "it happens."
        ),
        board="AsKd7c7h2s",
    )


def _hands_face_up() -> Drill:
    return lesson_drill(
        _("All-in hands face up · the tournament run-out"),
        _TOURNAMENT,
        "tournament",
        [
            ("Uma", "UTG", 0, 3000, "all-in", "AhAd"),
            ("Hal", "CO", 9000, 0, "folded", ""),
            ("Ben", "BTN", 5000, 3000, "", "KsKh"),
            ("Sid", "SB", 9900, 100, "folded", ""),
            ("Bea", "BB", 9800, 200, "folded", ""),
        ],
        "Ben",
        _(
            "Uma is all-in for 3,000 and Ben calls; the blinds folded their 300. Nobody can bet any more, "
            "so in a tournament I have both hands turned face up before I deal the flop: the prize pool "
            "is everyone's, and hidden cards are not allowed once the betting is over. In a cash game "
            "most rooms let an all-in player keep the cards down until the showdown; it changes nothing "
            "about who wins. The pot is 3,000 × 2 + 300 = 6,300: Ben's set of kings beats Uma's aces."
        ),
        board="Kd8c4s2h9d",
        unit=25,
    )


def _short_big_blind() -> Drill:
    return lesson_drill(
        _("The short big blind · all-in for what is left, the ante first"),
        Stakes("tournament", 100, 200, 25, "per_player", "", 5),
        "tournament",
        [
            ("Uma", "UTG", 4000, 225, "", ""),
            ("Hal", "HJ", 5000, 25, "folded", ""),
            ("Ben", "BTN", 6000, 225, "", ""),
            ("Sid", "SB", 3000, 125, "folded", ""),
            ("Bo", "BB", 0, 150, "all-in", ""),
        ],
        "Ben",
        _(
            "Ante 25, blinds 100/200. Bo is the big blind with only 150: the ante comes first, so he pays "
            "the 25 ante, posts the other 125 on the blind and is all-in. Uma and Ben still call the full "
            "200 (a short blind does not lower the call); Sid folded his small blind. Bo can win 150 from "
            "each: the main pot is 150 from Uma, Ben and Bo, Sid's 125 and Hal's 25 ante = 600, for Uma, "
            "Ben and Bo. The other 75 each from Uma and Ben make a side pot of 150 for the two of them. "
            "House rule of some rooms ({source}): a big blind who cannot cover the small blind and the "
            "ante is not dealt in (a cash player buys more chips first; a tournament with that rule "
            "takes the chips out of play). Bo covers the small blind, so he is dealt in everywhere."
        ).format(source=SHORT_BIG_BLIND_RULE[1]),
        unit=25,
    )


def _folded_bet_above_short_all_in() -> Drill:
    return lesson_drill(
        _("Floor ruling (TDA Rule 16) · a folded bet above the short all-in is cut by level"),
        _TOURNAMENT,
        "tournament",
        [
            ("A", "UTG", 0, 2000, "all-in", ""),
            ("Dee", "HJ", 7000, 3000, "folded", ""),
            ("B", "CO", 0, 6000, "all-in", ""),
            ("C", "BTN", 8000, 6000, "", ""),
            ("Sam", "SB", 9900, 100, "folded", ""),
            ("Bo", "BB", 9800, 200, "folded", ""),
        ],
        "C",
        _(
            "A is all-in for 2,000, Dee bets 3,000 and folds to B's all-in of 6,000, C calls 6,000. The "
            "floor-ruling guide says dead blinds, big-blind antes and folded pre-flop bets always stay "
            "in the main pot. "
            "That holds only for chips below the shortest all-in: A can win from each player only what A "
            "put in, 2,000. So the main pot takes 2,000 of Dee's 3,000: 2,000 × 4 + the blinds' 300 = "
            "8,300, for A, B and C. Dee's other 1,000 goes in side pot 1 with 4,000 each from B and C = "
            "9,000, for B and C. Leaving all of Dee's 3,000 in the main pot would let A win 1,000 he "
            "never matched."
        ),
        unit=25,
    )


#: The course's own lessons, after the card room's (lessons.py reads them).
COURSE_BUILDERS: tuple[Callable[[], Drill], ...] = (
    _tie_and_odd_chip,
    _hands_face_up,
    _short_big_blind,
    _folded_bet_above_short_all_in,
)
