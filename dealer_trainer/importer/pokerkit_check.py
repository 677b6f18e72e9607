"""A second opinion on site text hands: PokerKit's own parser, extended, replays the hand.

PokerKit 0.7.7's PokerStars parser reads no-limit hold'em only and no antes. Through its
extension points (the ``REParser`` class patterns ``ANTE_POSTING``, ``VARIANT``,
``VARIANTS``) :class:`ExtendedPokerStarsParser` adds antes, limit hold'em and pot-limit
Omaha; PokerKit then replays the hand and its commitments are compared with ours.

Where PokerKit cannot replay a hand (dead blinds, a short all-in big blind, players the
site folds while all-in, run twice ...) the hand is counted as not replayed; our own
parser, checked against the site's total pot, stays the source of the drill.
"""

from __future__ import annotations

import re

from pokerkit import HandHistory
from pokerkit.notation import FullTiltPokerParser, PokerStarsParser, REParser

from dealer_trainer.importer.model import ParsedHand, ReplayCheck
from dealer_trainer.importer.phh import from_hand_history, quiet
from dealer_trainer.importer.textlines import split_lines


class ExtendedPokerStarsParser(PokerStarsParser):
    """PokerKit's PokerStars parser with antes, limit hold'em and pot-limit Omaha."""

    ANTE_POSTING = re.compile(r"(?P<player>.+): posts the ante \D?(?P<ante>[0-9.,]+)")
    VARIANT = re.compile(r" (?P<variant>Hold'em No Limit|Hold'em Limit|Omaha Pot Limit) ")
    VARIANTS = {"Hold'em No Limit": "NT", "Hold'em Limit": "FT", "Omaha Pot Limit": "PO"}


class ExtendedFullTiltParser(FullTiltPokerParser):
    """PokerKit's Full Tilt parser with antes."""

    ANTE_POSTING = re.compile(r"(?P<player>.+) antes (?P<ante>[0-9.,]+)")


PARSERS: dict[str, type[REParser]] = {
    "PokerStars": ExtendedPokerStarsParser,
    "Full Tilt Poker": ExtendedFullTiltParser,
}


def replay_check(hand: ParsedHand, text: str) -> ReplayCheck:
    """Replay ``text`` (one hand of ``hand.site``) with PokerKit and compare every player's
    chips put in (live and dead) with ours."""
    ours = {n: hand.committed.get(n, 0) + hand.dead_posts.get(n, 0) for n in hand.names}
    ours = {n: v for n, v in ours.items() if v}
    parser = PARSERS.get(hand.site)
    if parser is None:
        return ReplayCheck(hand.source, hand.hand_id, None, ours, {}, f"no PokerKit parser for {hand.site}")
    if hand.site == "PokerStars" and not parser.VARIANT.search(split_lines(text)[0]):
        return ReplayCheck(
            hand.source, hand.hand_id, None, ours, {}, f"PokerKit has no {hand.variant} parser"
        )
    try:
        history = quiet(parser()._parse, text, HandHistory.parse_value)  # PokerKit's hook
        theirs = from_hand_history(history, hand.source, hand.hand_id, hand.site)
    except Exception as exc:  # noqa: BLE001 - PokerKit could not replay it
        return ReplayCheck(hand.source, hand.hand_id, None, ours, {}, f"{type(exc).__name__}: {exc}"[:200])
    factor = hand.scale // theirs.scale if theirs.scale and hand.scale % theirs.scale == 0 else 1
    pokerkit = {
        n: (theirs.committed.get(n, 0) + theirs.dead_posts.get(n, 0)) * factor for n in theirs.committed
    }
    pokerkit = {n: v for n, v in pokerkit.items() if v}
    return ReplayCheck(hand.source, hand.hand_id, pokerkit == ours, ours, pokerkit)
