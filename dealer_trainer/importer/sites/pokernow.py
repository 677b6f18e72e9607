"""PokerNow game logs (the CSV download: ``entry,at,order``, newest line first).

A hand runs from ``-- starting hand #4 (id: ...) (No Limit Texas Hold'em) (dealer: "Anna @ a1") --``
to ``-- ending hand #4 --``; older logs have no ``(id: ...)``. Players are ``"Name @ id"``
(the whole token is kept as the name: two players may share a screen name). A call, bet or
raise names the player's total for the street ("calls 100" after a blind of 20 puts in 80
more); antes and missed blinds come on top of it (dead money). PokerNow prints no total
pot and no rake: what each player collected, and an "Uncalled bet of X returned to" line.
Amounts are chips; a game with cents prints decimals.
"""

from __future__ import annotations

import csv
import io
import re
from collections.abc import Iterable, Iterator
from decimal import Decimal

from dealer_trainer.engine.cards import card_text
from dealer_trainer.i18n import N_
from dealer_trainer.importer.games import classify_game
from dealer_trainer.importer.model import HandError, ParsedHand
from dealer_trainer.importer.money import to_decimal
from dealer_trainer.importer.sites.base import SiteFormat
from dealer_trainer.importer.sites.ledger import HandBuilder

NAME = "PokerNow"
_P = r'"(?P<name>[^"]+)"'
_N = r"(?P<amount>[0-9]+(?:\.[0-9]+)?)"
_ALL_IN = r"(?P<all_in> and go all in)?"
_START = re.compile(
    r"^-- starting hand #(?P<number>\d+)\s*(?:\(id:\s*(?P<id>[^)]+)\))?\s*(?:\((?P<game>[^)]*?)\))?\s*"
    r"\((?:dealer: \"(?P<dealer>[^\"]+)\"|dead button)\)"
)
_END = re.compile(r"^-- ending hand #(?P<number>\d+) --")
_STACK = re.compile(r'#(?P<no>\d+) "(?P<name>[^"]+)" \((?P<stack>[0-9]+(?:\.[0-9]+)?)\)')
_VERBS: list[tuple[str, re.Pattern[str]]] = [
    ("small_blind", re.compile(rf"^{_P} posts a small blind of {_N}{_ALL_IN}")),
    ("big_blind", re.compile(rf"^{_P} posts a big blind of {_N}{_ALL_IN}")),
    ("straddle", re.compile(rf"^{_P} posts a straddle of {_N}{_ALL_IN}")),
    ("ante", re.compile(rf"^{_P} posts an ante of {_N}{_ALL_IN}")),
    ("dead", re.compile(rf"^{_P} posts a (?:missed big|missing small) blind of {_N}{_ALL_IN}")),
    ("fold", re.compile(rf"^{_P} folds")),
    ("check", re.compile(rf"^{_P} checks")),
    ("call", re.compile(rf"^{_P} calls {_N}{_ALL_IN}")),
    ("bet", re.compile(rf"^{_P} bets {_N}{_ALL_IN}")),
    ("raise", re.compile(rf"^{_P} raises to {_N}{_ALL_IN}")),
    ("show", re.compile(rf"^{_P} shows a (?P<cards>.+?)\.?$")),
    ("collect", re.compile(rf"^{_P} collected {_N} from pot")),
    ("uncalled", re.compile(rf"^Uncalled bet of {_N} returned to {_P}")),
]
_BOARD = re.compile(r"^(?P<street>Flop|Turn|River)(?P<second> \(second run\))?:\s*(?P<cards>.*)$")


def detect(text: str) -> bool:
    """True when ``text`` is a PokerNow log (its CSV header, or its hand lines)."""
    head = text.lstrip("\ufeff")[:4000]
    return head.startswith("entry,at,order") or "-- starting hand #" in head


def _entries(text: str) -> list[str]:
    """The log's entries in the order they happened (the file is newest first)."""
    rows = list(csv.reader(io.StringIO(text.lstrip("\ufeff"))))
    if rows and rows[0][:1] == ["entry"]:
        rows = rows[1:]
    keyed = []
    for position, row in enumerate(rows):
        if not row:
            continue
        order = row[2] if len(row) > 2 and row[2].strip().isdigit() else ""
        keyed.append((int(order) if order else -position, row[0]))
    keyed.sort(key=lambda item: item[0])
    return [entry for _, entry in keyed]


def parse(text: str, source: str) -> list[tuple[str, ParsedHand | HandError]]:
    """Every hand of a PokerNow log: (hand id, ParsedHand or the error that stopped it).

    A hand the log starts but never ends (a cut file) is reported as truncated.
    """
    out: list[tuple[str, ParsedHand | HandError]] = []
    try:
        entries = _entries(text)
    except csv.Error as exc:
        return [("", HandError(N_("not a readable CSV log ({error})"), error=exc))]
    current: list[str] | None = None
    for entry in entries:
        if _START.match(entry):
            if current is not None:
                out.append(_one(current, source, ended=False))
            current = [entry]
        elif current is not None:
            current.append(entry)
            if _END.match(entry):
                out.append(_one(current, source, ended=True))
                current = None
    if current is not None:
        out.append(_one(current, source, ended=False))
    return out


def _one(entries: list[str], source: str, ended: bool) -> tuple[str, ParsedHand | HandError]:
    start = _START.match(entries[0])
    assert start is not None
    hand_id = start.group("number")
    if not ended:
        return hand_id, HandError(N_("the log ends before the hand does (truncated hand)"))
    try:
        return hand_id, parse_hand(hand_id, entries, source)
    except HandError as exc:
        return hand_id, exc
    except (ValueError, ArithmeticError, KeyError, IndexError) as exc:
        return hand_id, HandError(
            N_("damaged hand ({error_type}: {error})"), error_type=type(exc).__name__, error=exc
        )


def _variant(game: str) -> str:
    g = game.lower()
    if "omaha" in g or "plo" in g:
        name = "Omaha Hi/Lo" if "hi/lo" in g or "hi-lo" in g else "Omaha"
        return f"{name} Pot Limit"
    return "Hold'em No Limit" if "no limit" in g or not g else "Hold'em Limit"


def parse_hand(hand_id: str, entries: list[str], source: str = "") -> ParsedHand:
    """Read one PokerNow hand from its log entries (in the order they happened).

    Raises:
        HandError: no stacks line, an action by someone not at the table ...
    """
    start = _START.match(entries[0])
    assert start is not None
    builder = HandBuilder(source, hand_id, NAME)
    amounts: list[Decimal] = []
    for entry in entries[1:]:
        entry = entry.strip()
        if entry.startswith("Player stacks:"):
            for seat in _STACK.finditer(entry):
                stack = to_decimal(seat.group("stack"))
                builder.seat(int(seat.group("no")), seat.group("name"), stack)
                amounts.append(stack)
            continue
        if (m := _BOARD.match(entry)) is not None:
            cards = re.findall(r"\[([^\]]*)\]", m.group("cards"))
            if m.group("second"):
                builder.hand.flags.add("run_twice")
                builder.boards = 2
            elif cards:
                builder.new_street(m.group("street").lower(), [c.strip() for c in cards[-1].split(",")])
            continue
        if "run it twice" in entry.lower() and "approved" in entry.lower():
            builder.hand.flags.add("run_twice")
        for verb, pattern in _VERBS:
            m = pattern.match(entry)
            if m is None:
                continue
            groups = m.groupdict()
            name = groups["name"]
            if name not in builder.names:
                raise HandError(N_("an action by {name!r}, who is not at the table in this hand"), name=name)
            amount = to_decimal(groups["amount"]) if groups.get("amount") else Decimal(0)
            all_in = bool(groups.get("all_in"))
            if groups.get("amount"):
                amounts.append(amount)
            if verb in ("small_blind", "big_blind", "straddle", "ante", "dead"):
                builder.post(name, verb, amount, all_in)
            elif verb == "fold":
                builder.fold(name)
            elif verb == "check":
                builder.check(name)
            elif verb in ("call", "bet", "raise"):
                # PokerNow names the player's total for the street
                before = builder.bet_round(name)
                if verb == "raise":
                    builder.raise_to(name, amount, all_in)
                elif verb == "bet":
                    builder.bet(name, amount - before, all_in)
                else:
                    builder.call(name, amount - before, all_in)
            elif verb == "show":
                builder.show(name, card_text(c for c in groups["cards"].split(",")))
            elif verb == "collect":
                builder.collect(name, amount)
            elif verb == "uncalled":
                builder.uncalled(name, amount)
            break
    if not builder.seats:
        raise HandError(N_("no 'Player stacks' line (damaged hand)"))
    builder.button_name = start.group("dealer")
    scale = 100 if any(a != a.to_integral_value() for a in amounts) else 1
    variant = _variant(start.group("game") or "")
    game, reason = classify_game(variant)
    hand = builder.finish(scale, "", False, variant, game)
    hand.no_ranking_reason = reason
    hand.text = "\n".join(entries)
    return hand


def read(lines: Iterable[str], source: str) -> Iterator[tuple[str, ParsedHand | HandError]]:
    """Every hand of a file's ``lines`` (without line ends), as :func:`parse` reads the
    whole text: the registry's reader for a file format."""
    yield from parse("\n".join(lines), source)


#: This format in the registry (:mod:`dealer_trainer.importer.sites`): a file format,
#: recognised by :func:`detect` on a file's first lines.
FORMAT = SiteFormat(name=NAME, label=N_("PokerNow CSV log"), sniff=detect, read=read, suffixes=(".csv",))
