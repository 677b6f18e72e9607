"""Our hand reading of hi-lo and stud games against PokerKit (a test-only oracle) on random deals:
PokerKit's ``OmahaEightOrBetterLowHand`` (two hole cards and three board cards, 8-or-better),
``EightOrBetterLowHand`` (stud hi-lo's low of seven cards), ``RegularLowHand`` (ace-to-five with
no qualifier: razz) and ``StandardHighHand`` (stud's best five of seven) model the same rules as
docs/rules.md#hi-lo-and-stud, so every pair of hands must compare the same way and a hand must
make a low for both or for neither."""

from __future__ import annotations

import random

from pokerkit import EightOrBetterLowHand, OmahaEightOrBetterLowHand, RegularLowHand, StandardHighHand

from dealer_trainer.engine.cards import DECK
from dealer_trainer.engine.lows import best_low, best_low8, omaha_low8, stud_high

DEALS = 1500


def _oracle(kind, *cards):
    try:
        return kind.from_game(*("".join(c) for c in cards))
    except ValueError:  # PokerKit: no such hand can be formed (no qualifying low)
        return None


def _same_order(ours, theirs, better):
    """``ours`` smaller is better; PokerKit's larger is better; None is no low."""
    if ours[0] is None or ours[1] is None:
        assert (ours[0] is None) == (theirs[0] is None) and (ours[1] is None) == (theirs[1] is None)
        return
    assert (ours[0] < ours[1]) == (theirs[0] > theirs[1]) and (ours[0] == ours[1]) == (theirs[0] == theirs[1])
    better[0] += 1


def test_omaha_eight_or_better_lows_match_pokerkit():
    rng = random.Random(29)
    compared = [0]
    for _ in range(DEALS):
        cards = rng.sample(DECK, 13)
        holes, board = (cards[0:4], cards[4:8]), cards[8:]
        ours = [omaha_low8(h, board) for h in holes]
        theirs = [_oracle(OmahaEightOrBetterLowHand, h, board) for h in holes]
        _same_order(ours, theirs, compared)
    assert compared[0] > 100  # both made a low often enough to compare


def test_stud_lows_highs_and_razz_match_pokerkit():
    rng = random.Random(2029)
    compared = [0]
    for _ in range(DEALS):
        cards = rng.sample(DECK, 14)
        hands = (cards[:7], cards[7:])
        _same_order(
            [best_low8(h) for h in hands], [_oracle(EightOrBetterLowHand, h, "") for h in hands], compared
        )
        _same_order([best_low(h) for h in hands], [_oracle(RegularLowHand, h, "") for h in hands], compared)
        _same_order(
            [stud_high(h) for h in hands], [_oracle(StandardHighHand, h, "") for h in hands], compared
        )
    assert compared[0] > 2 * DEALS
