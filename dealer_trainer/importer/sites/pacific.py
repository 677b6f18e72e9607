"""888poker (Pacific Poker) text hand histories, cash games and tournaments.

``***** 888poker Hand History for Game 778805310 *****``, stakes on the next line
(``$10/$20 Blinds No Limit Holdem - *** 28 03 2016 00:05:18``), seats as
``Seat 1: Player 1 ( $1,000 )``, amounts in brackets (``Player 3 calls [$20]``). A raise
names the chips the player puts in (``raises [$980]``), not the total. 888poker prints no
uncalled-bet line, no total pot and no pot list: only what each player collected, one line
per pot in pot order (main pot first), and at times the uncalled bet going back as a line of
its own (taken out of what the player was paid from the pots). Tournament chips are printed
with a dollar sign.
"""

from __future__ import annotations

import re
from decimal import Decimal

from dealer_trainer.engine.cards import card_text
from dealer_trainer.i18n import N_, deferred
from dealer_trainer.importer.games import classify_game
from dealer_trainer.importer.model import HandError, ParsedHand
from dealer_trainer.importer.money import AMOUNT, to_decimal, to_units
from dealer_trainer.importer.sites.base import SiteFormat
from dealer_trainer.importer.sites.common import (
    block_parser,
    first_word,
    has_header,
    names_by_first_word,
    parse_blocks,
    uncalled_of,
)
from dealer_trainer.importer.sites.ledger import HandBuilder
from dealer_trainer.importer.textlines import split_lines

NAME = "888poker"
HEADER = re.compile(r"^\*{5} 888(?:poker|\.es|\.it|\.pt)?(?: Poker)? Hand History for Game (?P<id>\d+) \*{5}")

_A = rf"\[\s*(?P<amount>{AMOUNT})\s*\]"
_SEAT = re.compile(rf"^Seat (?P<no>\d+): (?P<name>.+?) \(\s*(?P<stack>{AMOUNT})\s*\)\s*$")
_BUTTON = re.compile(r"^Seat (?P<no>\d+) is the button")
_STAKES = re.compile(rf"^(?P<sb>{AMOUNT})/(?P<bb>{AMOUNT}) Blinds (?P<game>.+?) - \*\*\*")
_TABLE = re.compile(r"^(?:Tournament #\d+ \S+ - )?Table (?P<table>.+?) \d+ Max")
_STREET = re.compile(r"^\*\* Dealing (?P<street>flop|turn|river) \*\* \[(?P<cards>[^\]]*)\]")
_CARD_LIST = re.compile(r"\[([^\]]*)\]")
#: An action line by someone who is not seated.
_STRANGER = re.compile(r"^\S.{0,60}? (?:folds|checks|calls|bets|raises|posts)\b")
_VERBS: list[tuple[str, re.Pattern[str]]] = [
    ("ante", re.compile(rf"^posts ante {_A}")),
    ("small_blind", re.compile(rf"^posts small blind {_A}")),
    ("big_blind", re.compile(rf"^posts big blind {_A}")),
    ("dead", re.compile(rf"^posts dead (?:small )?blind {_A}")),
    ("fold", re.compile(r"^folds\b")),
    ("check", re.compile(r"^checks\b")),
    ("call", re.compile(rf"^calls {_A}")),
    ("bet", re.compile(rf"^bets {_A}")),
    ("raise", re.compile(rf"^raises {_A}")),
    ("all_in", re.compile(rf"^(?:is )?all-in {_A}")),
    ("show", re.compile(r"^shows \[(?P<cards>[^\]]*)\]")),
    ("muck", re.compile(r"^(?:mucks|did not show)")),
    ("collect", re.compile(rf"^collected {_A}")),
]
#: The characters an amount (and so a stakes line) can start with.
_AMOUNT_FIRST = "$€£RT0123456789"
#: The first character each verb's line can start with.
_FIRSTS = {
    "ante": "p",
    "small_blind": "p",
    "big_blind": "p",
    "dead": "p",
    "fold": "f",
    "check": "c",
    "call": "c",
    "bet": "b",
    "raise": "r",
    "all_in": "ia",
    "show": "s",
    "muck": "md",
    "collect": "c",
}


def detect(text: str) -> bool:
    """True when ``text`` holds an 888poker hand."""
    return has_header(text, HEADER)


def parse(text: str, source: str) -> list[tuple[str, ParsedHand | HandError]]:
    """Every hand of an 888poker file: (hand id, ParsedHand or the error that stopped it)."""
    return parse_blocks(text, HEADER, source, parse_hand)


def _variant(game: str) -> str:
    """888's "No Limit Holdem" as the engine's classifier reads it ("Hold'em No Limit")."""
    limit = re.match(r"(No Limit|Pot Limit|Fixed Limit|Limit)\s+(.*)", game)
    if limit is None:
        return game
    name = limit.group(2).replace("Holdem", "Hold'em")
    return f"{name} {limit.group(1)}"


def parse_hand(hand_id: str, text: str, source: str = "") -> ParsedHand:
    """Read one 888poker hand.

    Raises:
        HandError: damaged or truncated (no seats, no summary, an action by nobody seated ...).
    """
    lines = [line.rstrip() for line in split_lines(text)]
    builder = HandBuilder(source, hand_id, NAME)
    tournament = False
    variant = ""
    currency = ""
    summary = False
    by_word: dict[str, list[str]] = {}  # seated names by first word (see _name_in)
    for line in lines[1:]:
        if not line or line.startswith("#Game No"):
            continue
        first = line[0]  # each pattern below can match only lines starting with one of a few
        if first in _AMOUNT_FIRST and (m := _STAKES.match(line)) is not None:
            builder.stakes = (to_decimal(m.group("sb")), to_decimal(m.group("bb")))
            variant = _variant(m.group("game").strip())
            currency = next((s for s in "$€£" if s in m.group("sb")), "")
            continue
        if line.startswith("Tournament #"):
            tournament = True
        if first == "T" and (m := _TABLE.match(line)) is not None:
            builder.hand.table = m.group("table")
            continue
        if first == "S" and (m := _BUTTON.match(line)) is not None:
            builder.button_no = int(m.group("no"))
            continue
        if first == "S" and (m := _SEAT.match(line)) is not None:
            builder.seat(int(m.group("no")), m.group("name"), to_decimal(m.group("stack")))
            by_word = names_by_first_word(builder.seated())
            continue
        if line.startswith("** Summary"):
            summary = True
            continue
        if (m := _STREET.match(line)) is not None:
            builder.new_street(m.group("street"), m.group("cards").replace(",", " ").split())
            continue
        if line.startswith("** "):
            continue
        if line.startswith("Dealt to "):
            rest = line[len("Dealt to ") :]
            name = _name_in(rest, by_word)
            if name is not None:
                cards = _CARD_LIST.findall(rest[len(name) :])
                builder.deal(name, card_text(cards[-1].replace(",", " ").split()) if cards else "")
            continue
        name = _name_in(line, by_word)
        if name is None:
            if _STRANGER.match(line):
                raise HandError(N_("an action by someone not seated in the hand: {line!r}"), line=line)
            continue
        _action(builder, name, line[len(name) + 1 :])
    if not summary:
        raise HandError(N_("no summary (truncated hand)"))
    amounts = [s for _, _, s in builder.seats] + list(builder.collected.values())
    fractional = any(v != v.to_integral_value() for v in amounts)
    scale = 100 if fractional or (currency and not tournament) else 1
    game, reason = classify_game(variant)
    hand = builder.finish(scale, currency, tournament, variant, game)
    hand.no_ranking_reason = reason
    hand.text = text
    back = uncalled_of(hand)
    if back is not None and any(
        name == back[0] and to_units(amount, scale) == back[1] for name, amount in builder.collect_lines
    ):
        # 888poker may list the uncalled bet going back to its owner as a pot "collected"
        hand.collected[back[0]] -= back[1]
        hand.collected = {n: v for n, v in hand.collected.items() if v}
        hand.remarks.append(
            deferred("888poker lists the uncalled bet going back to its owner as a pot collected.")
        )
    return hand


def _name_in(line: str, by_word: dict[str, list[str]]) -> str | None:
    """The longest seated name that ``line`` starts with, followed by a space: one with the
    line's first word (``by_word`` is :func:`~.common.names_by_first_word` of the seated names)."""
    for name in by_word.get(first_word(line), ()):
        if line.startswith(name) and line[len(name) : len(name) + 1] == " ":
            return name
    return None


#: The verbs a line can hold, by its first character, in the order of :data:`_VERBS` (the
#: first that matches wins; each pattern starts with a letter of its own).
_BY_FIRST = {
    first: [(verb, pattern) for verb, pattern in _VERBS if first in _FIRSTS[verb]]
    for first in "".join(_FIRSTS.values())
}


def _action(builder: HandBuilder, name: str, rest: str) -> None:
    for verb, pattern in _BY_FIRST.get(rest[:1], ()):
        m = pattern.match(rest)
        if m is None:
            continue
        groups = m.groupdict()
        amount = to_decimal(groups["amount"]) if groups.get("amount") else Decimal(0)
        if verb in ("ante", "small_blind", "big_blind", "dead"):
            builder.post(name, verb, amount)
        elif verb == "fold":
            builder.fold(name)
        elif verb == "check":
            builder.check(name)
        elif verb == "call":
            builder.call(name, amount)
        elif verb == "bet":
            builder.bet(name, amount)
        elif verb == "raise":
            builder.raise_by(name, amount)
        elif verb == "all_in":
            # chips put in: a call when they do not top the street's bet, else a bet or raise
            top, mine = builder.street_top(), builder.bet_round(name)
            if mine + amount <= top:
                builder.call(name, amount, all_in=True)
            elif top == 0:
                builder.bet(name, amount, all_in=True)
            else:
                builder.raise_by(name, amount, all_in=True)
        elif verb == "show":
            builder.show(name, card_text(groups["cards"].replace(",", " ").split()))
        elif verb == "muck":
            builder.muck(name)
        elif verb == "collect":
            builder.collect(name, amount)
        return


#: This site in the registry (:mod:`dealer_trainer.importer.sites`): a text format.
FORMAT = SiteFormat(
    name=NAME,
    label=N_("888poker text"),
    header=HEADER,
    starts="***** 888",
    parse=block_parser(parse_hand),
)
