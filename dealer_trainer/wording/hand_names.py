"""The one grammar of hand names (formats.md §7): how the program names a hand, and how it reads
a trainee's call of one.

A name is the category and the ranks, read from the top down as far as needed:
``"three of a kind, sevens"``, ``"two pair, kings and sevens"`` (higher pair first),
``"flush, ace-king high"``, ``"straight, ten high"``, ``"pair of kings"``, ``"ace high"``,
``"full house, sevens full of kings"``, ``"four of a kind, kings"``; ranks past the defining
ones are kickers: ``"pair of kings, ace-nine kickers"``. Lows: ``"eight-six low"``, ``"wheel"``,
``"no low"``; a razz low with a pair is called by its pair (``"pair of nines, jack-ten-three
kickers"``), below every low without one. Ranks may be words or symbols (``kings`` or ``K``),
in English or Dutch.

:class:`HandCall` holds a name as data (category and ranks, symbols top down);
:func:`high_call` and :func:`low_call` read five cards; :func:`call_text` words a call in the
active language (ranks as words or symbols); :func:`parse_call` reads a typed call back.
Rule: docs/rules.md#calling-the-hands.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from dealer_trainer.engine.cards import RANKS
from dealer_trainer.i18n import N_, _

HIGH_CARD, PAIR, TWO_PAIR, TRIPS = "high card", "pair", "two pair", "three of a kind"
STRAIGHT, FLUSH, FULL_HOUSE, QUADS = "straight", "flush", "full house", "four of a kind"
STRAIGHT_FLUSH, ROYAL_FLUSH, LOW, NO_LOW = "straight flush", "royal flush", "low", "no low"

#: Category -> how many ranks its name always carries (the rest are kickers, named when needed).
DEFINING = {
    HIGH_CARD: 1, PAIR: 1, TWO_PAIR: 2, TRIPS: 1, STRAIGHT: 1, FLUSH: 1, FULL_HOUSE: 2, QUADS: 1,
    STRAIGHT_FLUSH: 1, ROYAL_FLUSH: 0, LOW: 1, NO_LOW: 0,
}  # fmt: skip
#: treys' class names -> our categories.
_CLASSES = {
    "High Card": HIGH_CARD, "Pair": PAIR, "Two Pair": TWO_PAIR, "Three of a Kind": TRIPS,
    "Straight": STRAIGHT, "Flush": FLUSH, "Full House": FULL_HOUSE, "Four of a Kind": QUADS,
    "Straight Flush": STRAIGHT_FLUSH, "Royal Flush": ROYAL_FLUSH,
}  # fmt: skip

#: Rank -> (singular, plural) words, English (translated by the catalogue).
RANK_NAMES = {
    "2": (N_("two"), N_("twos")),
    "3": (N_("three"), N_("threes")),
    "4": (N_("four"), N_("fours")),
    "5": (N_("five"), N_("fives")),
    "6": (N_("six"), N_("sixes")),
    "7": (N_("seven"), N_("sevens")),
    "8": (N_("eight"), N_("eights")),
    "9": (N_("nine"), N_("nines")),
    "T": (N_("ten"), N_("tens")),
    "J": (N_("jack"), N_("jacks")),
    "Q": (N_("queen"), N_("queens")),
    "K": (N_("king"), N_("kings")),
    "A": (N_("ace"), N_("aces")),
}
#: The Dutch rank words a call may use (the catalogue's), singular and plural.
_DUTCH_RANKS = {
    "2": ("twee", "tweeën", "tweeen"), "3": ("drie", "drieën", "drieen"), "4": ("vier", "vieren"),
    "5": ("vijf", "vijven"), "6": ("zes", "zessen"), "7": ("zeven", "zevens"), "8": ("acht", "achten"),
    "9": ("negen", "negens"), "T": ("tien", "tienen"), "J": ("boer", "boeren"),
    "Q": ("vrouw", "vrouwen", "dame", "dames"), "K": ("heer", "heren", "koning", "koningen"),
    "A": ("aas", "azen"),
}  # fmt: skip
#: Every word or symbol a call may name a rank with (lower case) -> the rank.
_RANK_TOKENS: dict[str, str] = {}
for _rank, (_one, _many) in RANK_NAMES.items():
    _symbol = "10" if _rank == "T" else _rank.lower()
    for _token in (_one, _many, _rank.lower(), _symbol, _symbol + "s", _symbol + "'s", *_DUTCH_RANKS[_rank]):
        _RANK_TOKENS[_token] = _rank
_RANK_TOKENS |= {"deuce": "2", "deuces": "2", "trey": "3", "treys": "3", "h": "K", "v": "Q", "b": "J"}

#: A call's words that name a category, longest first (English and Dutch), -> the category.
_CATEGORY_WORDS = (
    ("royal flush", ROYAL_FLUSH), ("straight flush", STRAIGHT_FLUSH), ("straat flush", STRAIGHT_FLUSH),
    ("str flush", STRAIGHT_FLUSH),
    ("four of a kind", QUADS), ("vier gelijke", QUADS), ("quads", QUADS), ("carré", QUADS),
    ("full house", FULL_HOUSE), ("boat", FULL_HOUSE), ("three of a kind", TRIPS),
    ("drie gelijke", TRIPS), ("trips", TRIPS), ("set", TRIPS), ("two pairs", TWO_PAIR),
    ("two pair", TWO_PAIR), ("twee paren", TWO_PAIR), ("twee paar", TWO_PAIR), ("flush", FLUSH),
    ("straight", STRAIGHT), ("straat", STRAIGHT), ("een paar", PAIR), ("pair", PAIR), ("paar", PAIR),
    ("high card", HIGH_CARD), ("hoge kaart", HIGH_CARD), ("no low", NO_LOW), ("geen low", NO_LOW),
    ("wheel", LOW), ("fiets", LOW),
)  # fmt: skip
#: Words a call may hold around its ranks, which say nothing the ranks and category do not.
_FILLER = {
    "and", "en", "&", "of", "van", "full", "vol", "high", "hoog", "kicker", "kickers", "with", "met",
    "low", "laag", "a", "an", "the", "de", "het",
}  # fmt: skip
_WHEEL = ("5", "4", "3", "2", "A")
#: Ace-to-five order of ranks for lows (the ace is low).
_LOW_ORDER = "A23456789TJQK"


@dataclass(frozen=True)
class HandCall:
    """A hand's name as data: ``category`` (one of :data:`DEFINING`'s keys) and ``ranks``,
    symbols (``"K"``, ``"T"``) from the top down: the defining ranks, then the kickers (a low:
    its five ranks, highest first, the ace last)."""

    category: str
    ranks: tuple[str, ...] = ()


def _groups_top_down(ranks: Sequence[str]) -> tuple[str, ...]:
    """Distinct ranks by how often they occur, then by rank, highest first (pairs before kickers)."""
    counts = Counter(ranks)
    return tuple(sorted(counts, key=lambda r: (counts[r], RANKS.index(r)), reverse=True))


def high_call(class_name: str, cards: Sequence[str]) -> HandCall:
    """The full call of a five-card high hand: treys' ``class_name`` (``"Two Pair"``) and the
    five ``cards`` (``"Kc"``) -> its category and every rank, top down (a straight: its top
    card, the five for a wheel; a royal flush: none)."""
    category = _CLASSES[class_name]
    ranks = sorted((c[0] for c in cards), key=RANKS.index, reverse=True)
    top = "5" if ranks[:2] == ["A", "5"] and ranks[1:] == ["5", "4", "3", "2"] else ranks[0]
    if category == STRAIGHT_FLUSH and top == "A":
        category = ROYAL_FLUSH
    if category == ROYAL_FLUSH:
        return HandCall(ROYAL_FLUSH)
    if category in (STRAIGHT, STRAIGHT_FLUSH):
        return HandCall(category, (top,))
    return HandCall(category, _groups_top_down(ranks))


def low_call(cards: Sequence[str] | None) -> HandCall:
    """The call of an ace-to-five low: its five ``cards`` -> ``low`` with the ranks highest
    first (the ace last), ``None`` -> ``no low``. A razz low with a pair ranks below every low
    without one, so it is called as what it is, like a high hand: ``"pair of nines, jack-ten-
    three kickers"``, ``"two pair, kings and queens"`` (ranks grouped as ``engine.lows.low_key``
    reads them, the ace lowest). Rule: docs/rules.md#calling-the-hands."""
    if not cards:
        return HandCall(NO_LOW)
    counts = Counter(c[0] for c in cards)
    order = tuple(sorted(counts, key=lambda r: (counts[r], _LOW_ORDER.index(r)), reverse=True))
    pattern = tuple(sorted(counts.values(), reverse=True))
    category = {(2, 1, 1, 1): PAIR, (2, 2, 1): TWO_PAIR, (3, 1, 1): TRIPS, (3, 2): FULL_HOUSE}.get(
        pattern, QUADS if pattern[0] == 4 else LOW
    )
    return HandCall(category, order)


def _word(rank: str, plural: bool, symbols: bool) -> str:
    if symbols:
        return "10" if rank == "T" else rank
    return _(RANK_NAMES[rank][1 if plural else 0])


def rank_word(rank: str) -> str:
    """One card rank in words in the active language: ``"K"`` -> ``"king"`` (Dutch ``"heer"``)."""
    return _word(rank, False, False)


def _joined(ranks: Sequence[str], symbols: bool) -> str:
    return "-".join(_word(r, False, symbols) for r in ranks)


def call_text(call: HandCall, count: int | None = None, symbols: bool = False) -> str:
    """``call`` in the active language with its first ``count`` ranks (default: the category's
    defining ranks, :data:`DEFINING`), ranks as words or, with ``symbols``, as ``K``, ``10`` and
    the longer categories in a dealer's short words (``"trips, 7"``, ``"boat, 7 full of K"``,
    ``"two pair, K & 7"``), every one of which :func:`parse_call` reads.

    >>> call_text(HandCall("two pair", ("K", "7", "A")))
    'two pair, kings and sevens'
    >>> call_text(HandCall("pair", ("K", "A", "9", "5")), 3)
    'pair of kings, ace-nine kickers'
    >>> call_text(HandCall("flush", ("A", "K", "9", "5", "2")), 2, symbols=True)
    'flush, A-K high'
    """
    wanted = DEFINING[call.category] if count is None else max(count, DEFINING[call.category])
    ranks = call.ranks[:wanted]
    head, kickers = ranks[: DEFINING[call.category]], ranks[DEFINING[call.category] :]
    one = lambda r: _word(r, False, symbols)  # noqa: E731
    many = lambda r: _word(r, True, symbols)  # noqa: E731
    match call.category:
        case "royal flush":
            return _("royal flush")
        case "no low":
            return _("no low")
        case "low":
            if call.ranks == _WHEEL:
                return _("wheel")
            return _("{ranks} low").format(ranks=_joined(ranks, symbols))
        case "high card":
            return _("{rank} high").format(rank=_joined(ranks, symbols))
        case "flush":
            return _("flush, {rank} high").format(rank=_joined(ranks, symbols))
        case "straight":
            return _("straight, {rank} high").format(rank=one(head[0]))
        case "straight flush":
            template = _("str. flush {rank} high") if symbols else _("straight flush, {rank} high")
            return template.format(rank=one(head[0]))
        case "full house":
            template = (
                _("boat, {ranks} full of {other}") if symbols else _("full house, {ranks} full of {other}")
            )
            return template.format(ranks=many(head[0]), other=many(head[1]))
        case "two pair":
            template = _("two pair, {ranks} & {other}") if symbols else _("two pair, {ranks} and {other}")
            text = template.format(ranks=many(head[0]), other=many(head[1]))
        case "pair":
            text = _("pair of {ranks}").format(ranks=many(head[0]))
        case "three of a kind":
            text = (_("trips, {ranks}") if symbols else _("three of a kind, {ranks}")).format(
                ranks=many(head[0])
            )
        case _:
            text = (_("quads, {ranks}") if symbols else _("four of a kind, {ranks}")).format(
                ranks=many(head[0])
            )
    if not kickers:
        return text
    if len(kickers) == 1:
        return _("{hand}, {rank} kicker").format(hand=text, rank=one(kickers[0]))
    return _("{hand}, {ranks} kickers").format(hand=text, ranks=_joined(kickers, symbols))


def call_start(category: str) -> tuple[str, int]:
    """What a call of ``category`` starts as in the active language, for a call box the trainee
    completes: the name's words without its ranks, and where the ranks go (a cursor position):
    ``"pair"`` -> ``("pair of ", 8)``, ``"high card"`` -> ``(" high", 0)``."""
    templates = {
        HIGH_CARD: _("{rank} high"), PAIR: _("pair of {ranks}"), TWO_PAIR: _("two pair, {ranks} and {other}"),
        TRIPS: _("three of a kind, {ranks}"), STRAIGHT: _("straight, {rank} high"),
        FLUSH: _("flush, {rank} high"), FULL_HOUSE: _("full house, {ranks} full of {other}"),
        QUADS: _("four of a kind, {ranks}"), STRAIGHT_FLUSH: _("straight flush, {rank} high"),
        ROYAL_FLUSH: _("royal flush"), LOW: _("{ranks} low"), NO_LOW: _("no low"),
    }  # fmt: skip
    template = templates[category]
    if "{" not in template:
        return template, len(template)
    head, tail = template[: template.index("{")], template[template.rindex("}") + 1 :]
    return head + tail, len(head)


def describe_hand(class_name: str, cards: Sequence[str]) -> str:
    """A dealer's name for a five-card high hand in the active language, its defining ranks
    only: ``"two pair, kings and sevens"``, ``"pair of queens"`` (``class_name`` treys' class,
    ``cards`` the five cards)."""
    return call_text(high_call(class_name, cards))


class CallError(ValueError):
    """A typed call that is not a hand's name; ``str()`` is one line in the active language."""


def _category(words: str, low: bool) -> tuple[str | None, str]:
    """(category, the words left) of a normalized call; None when no word names one."""
    for phrase, category in _CATEGORY_WORDS:
        found = re.search(rf"(?<![\w']){re.escape(phrase)}(?![\w'])", words)
        if found:
            rest = words[: found.start()] + " " + words[found.end() :]
            if phrase in ("wheel", "fiets") and not low:
                return STRAIGHT, rest + " 5"
            return category, rest + (" 5 4 3 2 a" if category == LOW else "")
    tokens = words.split()
    counted = {"four": QUADS, "vier": QUADS, "three": TRIPS, "drie": TRIPS}
    if not low and len(tokens) == 2 and tokens[0] in counted and tokens[1] in _RANK_TOKENS:
        return counted[tokens[0]], tokens[1]  # "four kings", "three nines", "vier heren"
    if low or re.search(r"(?<!\w)(low|laag)(?!\w)", words):
        return LOW, words
    if re.search(r"(?<!\w)(high|hoog)(?!\w)", words):
        return HIGH_CARD, words
    return None, words


def parse_call(text: str, low: bool = False) -> HandCall:
    """A typed call (English or Dutch, ranks as words or symbols) as a :class:`HandCall`, its
    ranks as named (top down); with ``low`` a bare rank list is a low (``"8-6"``).
    ``"straight flush, ace high"`` is read as the royal flush; two pair's pairs in either order.

    Raises:
        CallError: no category named, or a word that is neither a rank nor part of a name.
    """
    # punctuation is free: every mark but the apostrophe of "K's" separates words ("K&7", "8—6")
    words = " ".join(re.sub(r"[^\w\s']+", " ", text.strip().lower().replace("’", "'")).split())
    words = re.sub(r"^an? (?=pair)", "", words)  # "a pair of kings"
    category, rest = _category(words, low)
    if category is None:
        raise CallError(_("{call!r} names no hand (such as 'pair of kings' or 'ace high')").format(call=text))
    ranks: list[str] = []
    for token in rest.split():
        if token in _RANK_TOKENS:
            ranks.append(_RANK_TOKENS[token])
        elif token not in _FILLER:
            raise CallError(
                _("{call!r}: {word!r} is not a rank or a hand's word").format(call=text, word=token)
            )
    if category == ROYAL_FLUSH or (category == STRAIGHT_FLUSH and ranks[:1] == ["A"]):
        return HandCall(ROYAL_FLUSH)
    if category == TWO_PAIR and len(ranks) >= 2:
        ranks[:2] = sorted(ranks[:2], key=RANKS.index, reverse=True)
    return HandCall(category, tuple(ranks))


def symbol_name(name: str) -> str:
    """``name`` (one of :func:`call_text`'s in the active language) with its ranks as symbols,
    for a narrow spot: ``"two pair, kings and fives"`` -> ``"two pair, K and 5"``; a name the
    grammar does not read is returned as it is."""
    try:
        call = parse_call(name)
    except CallError:
        return name
    if call.category == LOW and call.ranks == _WHEEL:
        return name
    return call_text(call, len(call.ranks), symbols=True)
