"""Reading the hands of hi-lo and stud games: ace-to-five lows (ours) and stud highs (treys).

Rules: docs/rules.md#hi-lo-and-stud (formats.md §1): lows are ace-to-five (the ace is low,
straights and flushes do not count, pairs count against); a hi-lo low must be 8-or-better;
Omaha uses exactly two hole cards and three board cards, for high and for low separately.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from itertools import combinations

from dealer_trainer.engine.showdown import _card_int, _treys

#: Ace-to-five rank values: the ace is 1, the king 13.
LOW_RANK = {rank: value for value, rank in enumerate("A23456789TJQK", start=1)}

#: A low's value: (pattern, ranks), smaller is better; see :func:`low_key`.
LowValue = tuple[int, tuple[int, ...]]

#: Pair patterns from best to worst: no pair, one pair, two pair, trips, full house, quads.
_PATTERNS = {(1, 1, 1, 1, 1): 0, (2, 1, 1, 1): 1, (2, 2, 1): 2, (3, 1, 1): 3, (3, 2): 4, (4, 1): 5}


def low_key(cards: Sequence[str]) -> LowValue:
    """The ace-to-five value of five cards (smaller is better): the pair pattern, then the ranks
    grouped by how often they occur (largest group first), each group highest rank first.

    >>> low_key(["As", "2d", "3c", "4h", "5s"]) < low_key(["6s", "4d", "3c", "2h", "Ac"])
    True
    """
    counts = Counter(LOW_RANK[card[0]] for card in cards)
    groups = sorted(counts.items(), key=lambda item: (-item[1], -item[0]))
    pattern = tuple(count for _rank, count in groups)
    return _PATTERNS[pattern], tuple(rank for rank, _count in groups)


def best_low(cards: Sequence[str]) -> LowValue:
    """The best ace-to-five low of five to seven cards (razz and stud: any five of seven).

    Five distinct ranks make the low of the five lowest; fewer need pairs, read by trying
    every five-card choice.
    """
    ranks = sorted({LOW_RANK[card[0]] for card in cards})
    if len(ranks) >= 5:
        return 0, tuple(reversed(ranks[:5]))
    return min(low_key(five) for five in combinations(cards, 5))


def qualifies(value: LowValue | None, top: int = 8) -> bool:
    """Whether a low is ``top``-or-better (no pair, highest card ``top`` or lower)."""
    return value is not None and value[0] == 0 and value[1][0] <= top


def best_low8(cards: Sequence[str]) -> LowValue | None:
    """The best 8-or-better low of five to seven cards, or None when they make none."""
    value = best_low(cards)
    return value if qualifies(value) else None


def omaha_low8(hole: Sequence[str], board: Sequence[str]) -> LowValue | None:
    """The best 8-or-better Omaha low: exactly two hole cards and three board cards; None when
    no such five make one."""
    best: LowValue | None = None
    for two in combinations(hole, 2):
        for three in combinations(board, 3):
            value = low_key(two + three)
            if qualifies(value) and (best is None or value < best):
                best = value
    return best


def stud_high(cards: Sequence[str]) -> int:
    """treys score (lower is better) of the best five of a stud hand's seven cards."""
    evaluator = _treys()[1]
    ints = [_card_int(card) for card in cards]
    score: int = evaluator.evaluate(ints[:2], ints[2:])
    return score
