"""GGPoker (and its skins: Natural8, BestPoker ...) text hand histories.

The layout is close to PokerStars' ("Poker Hand #RC123: Hold'em No Limit ($0.05/$0.1)",
"Name: raises $0.2 to $0.3"). GGPoker prints no pot list, only its total and what it
took from it: ``Total pot $103 | Rake $5.15 | Jackpot $0 | Bingo $0 | Fortune $0 | Tax $0``
(each fee is kept as its own kind in ``ParsedHand.fees``); what each player was paid
("collected $48.93 from pot", once per pot and per board); run-it-twice hands
("*** FIRST FLOP ***", "Hand was run two times"); EV Cashout and all-in insurance paid
outside the pots ("Receives Cashout ($9.98)", "Pays Cashout Risk ($22.68)"); a cash drop
the site adds to the pot ("Cash Drop to Pot : total $5", dead money in the main pot).
"""

from __future__ import annotations

import re
from decimal import Decimal

from dealer_trainer.engine.cards import card_text
from dealer_trainer.i18n import N_, deferred
from dealer_trainer.importer.games import classify_game
from dealer_trainer.importer.model import HandError, ParsedHand
from dealer_trainer.importer.money import AMOUNT, to_decimal
from dealer_trainer.importer.sites.base import SiteFormat
from dealer_trainer.importer.sites.common import (
    block_parser,
    ends_at_summary,
    has_header,
    parse_blocks,
)
from dealer_trainer.importer.sites.ledger import HandBuilder
from dealer_trainer.importer.textlines import split_lines

NAME = "GGPoker"
HEADER = re.compile(r"^Poker Hand #(?P<id>[A-Z]{0,4}\d+): ")

_A = rf"(?P<amount>{AMOUNT})"
_ALL_IN = r"(?P<all_in> and is all-in)?"
_SEAT = re.compile(rf"^Seat (?P<no>\d+): (?P<name>.+?) \((?P<stack>{AMOUNT}) in chips[^)]*\)")
_BUTTON = re.compile(r"Seat #(?P<no>\d+) is the button")
_TABLE = re.compile(r"^Table '(?P<table>[^']*)'")
_CASH_STAKES = re.compile(rf"\((?P<sb>{AMOUNT})/(?P<bb>{AMOUNT})\)")
_LEVEL = re.compile(
    rf"Level\s*(?P<level>\d+)\((?P<sb>{AMOUNT})/(?P<bb>{AMOUNT})(?:\((?P<ante>{AMOUNT})\))?\)"
)
_STREET = re.compile(
    r"^\*\*\* (?P<run>FIRST |SECOND |THIRD )?(?P<street>FLOP|TURN|RIVER) \*\*\*(?P<cards>.*)$"
)
_CARDS = re.compile(r"\[([^\]]*)\]")
_UNCALLED = re.compile(rf"^Uncalled bet \((?P<amount>{AMOUNT})\) returned to (?P<name>.+?)\s*$")
_COLLECTED = re.compile(
    rf"^(?P<name>.+?) collected \(?(?P<amount>{AMOUNT})\)? from (?:the )?(?:main |side )?pot"
)
_TOTAL = re.compile(rf"^Total pot (?P<total>{AMOUNT})(?P<fees>.*)$")
_FEE = re.compile(rf"\|\s*(?P<kind>Rake|Jackpot|Bingo|Fortune|Tax)\s+(?P<amount>{AMOUNT})")
_CASH_DROP = re.compile(rf"^Cash Drop to Pot\s*:\s*total (?P<amount>{AMOUNT})")
_VERBS: list[tuple[str, re.Pattern[str]]] = [
    ("ante", re.compile(rf"^posts (?:the )?ante {_A}{_ALL_IN}")),
    ("small_blind", re.compile(rf"^posts (?:the )?small blind {_A}{_ALL_IN}")),
    ("big_blind", re.compile(rf"^posts (?:the )?big blind {_A}{_ALL_IN}")),
    ("dead", re.compile(rf"^posts (?:a )?(?:missed|dead) (?:small )?blind {_A}{_ALL_IN}")),
    ("straddle", re.compile(rf"^(?:posts )?(?:a )?straddle {_A}{_ALL_IN}")),
    ("fold", re.compile(r"^folds")),
    ("check", re.compile(r"^checks")),
    ("call", re.compile(rf"^calls {_A}{_ALL_IN}")),
    ("bet", re.compile(rf"^bets {_A}{_ALL_IN}")),
    ("raise", re.compile(rf"^raises {AMOUNT} to {_A}{_ALL_IN}")),
    ("show", re.compile(r"^shows \[(?P<cards>[^\]]*)\]")),
    ("muck", re.compile(r"^(?:mucks|doesn't show)")),
    ("cash_out", re.compile(rf"^(?:Receives Cashout|Pays Cashout Risk) \((?P<amount>{AMOUNT})\)")),
    ("insurance", re.compile(r"^.*\ball-in insurance\b")),
]
#: GGPoker's game names and the names the engine's game classifier reads.
_GAMES = {
    "PLO-5": "5 Card Omaha Pot Limit",
    "PLO-6": "6 Card Omaha Pot Limit",
    "PLO Hi/Lo": "Omaha Hi/Lo Pot Limit",
    "PLO": "Omaha Pot Limit",
    "ShortDeck": "6+ Hold'em",
    "Short Deck": "6+ Hold'em",
}


def detect(text: str) -> bool:
    """True when ``text`` holds a GGPoker hand (its first line of a hand matches)."""
    return has_header(text, HEADER)


def parse(text: str, source: str) -> list[tuple[str, ParsedHand | HandError]]:
    """Every hand of a GGPoker file: (hand id, ParsedHand or the error that stopped it)."""
    return parse_blocks(text, HEADER, source, parse_hand)


def _variant(header: str) -> str:
    m = re.search(
        r"(Hold'em (?:No Limit|Pot Limit|Limit)|PLO-\d|PLO Hi/Lo|PLO|Short ?Deck[^-(]*|Omaha[^-(]*)", header
    )
    if m is None:
        return ""
    name = m.group(1).strip()
    return _GAMES.get(name, name)


def parse_hand(hand_id: str, text: str, source: str = "") -> ParsedHand:
    """Read one GGPoker hand.

    Raises:
        HandError: damaged or truncated (no seats, no summary, an action by nobody seated ...).
    """
    lines = [line.rstrip() for line in split_lines(text)]
    header = lines[0]
    builder = HandBuilder(source, hand_id, NAME)
    tournament = " Tournament #" in header or hand_id.startswith(("TM", "SG", "TT"))
    level = _LEVEL.search(header)
    stakes = level or _CASH_STAKES.search(header)
    if stakes is not None:
        builder.stakes = (to_decimal(stakes.group("sb")), to_decimal(stakes.group("bb")))
    money_texts = [header]
    summary = saw_summary = False
    for line in lines[1:]:
        if not line:
            continue
        if (m := _TABLE.match(line)) is not None:
            builder.hand.table = m.group("table")
        if (m := _BUTTON.search(line)) is not None:
            builder.button_no = int(m.group("no"))
        if line.startswith("*** SUMMARY"):
            summary = saw_summary = True
            continue
        if summary:
            if (m := _TOTAL.match(line)) is not None:
                builder.site_total = to_decimal(m.group("total"))
                for fee in _FEE.finditer(m.group("fees")):
                    kind = fee.group("kind").lower()
                    builder.fees["rake" if kind == "rake" else f"{kind} fee" if kind != "tax" else "tax"] = (
                        to_decimal(fee.group("amount"))
                    )
                money_texts.append(line)
            elif line.startswith("Hand was run"):
                builder.hand.flags.add("run_twice")
            continue
        if (m := _SEAT.match(line)) is not None:
            builder.seat(int(m.group("no")), m.group("name"), to_decimal(m.group("stack")))
            money_texts.append(m.group("stack"))
            continue
        if (m := _STREET.match(line)) is not None:
            if m.group("run"):
                # a board of a hand run more than once: the betting is over
                builder.hand.flags.add("run_twice")
                builder.boards = 2
                continue
            cards = _CARDS.findall(m.group("cards"))
            builder.new_street(m.group("street").lower(), cards[-1].split() if cards else [])
            continue
        if line.startswith("***"):
            continue
        if line.startswith("Dealt to "):
            rest = line[len("Dealt to ") :]
            name = _name_in(rest, builder.names)
            if name is not None:
                cards = _CARDS.findall(rest[len(name) :])
                builder.deal(name, card_text(cards[-1].split()) if cards else "")
            continue
        if (m := _UNCALLED.match(line)) is not None:
            builder.uncalled(m.group("name"), to_decimal(m.group("amount")))
            continue
        if (m := _COLLECTED.match(line)) is not None and m.group("name") in builder.names:
            builder.collect(m.group("name"), to_decimal(m.group("amount")))
            money_texts.append(m.group("amount"))
            continue
        if (m := _CASH_DROP.match(line)) is not None:
            builder.added_dead += to_decimal(m.group("amount"))
            builder.hand.flags.add("cash_drop")
            continue
        name = _name_in(line, builder.names)
        if name is None or not line[len(name) :].startswith(": "):
            if re.match(r"^[^:]{1,60}: (?:folds|checks|calls|bets|raises|posts)\b", line):
                raise HandError(N_("an action by someone not seated in the hand: {line!r}"), line=line)
            continue
        _action(builder, name, line[len(name) + 2 :], money_texts)
    if not saw_summary:
        raise HandError(N_("no summary (truncated hand)"))
    if builder.site_total is None and ends_at_summary(lines):
        # every whole hand's summary starts with its total pot: the record stops before it
        builder.hand.flags.add("summary_cut")
    scale, symbol = _scale(tournament, money_texts)
    variant = _variant(header)
    game, reason = classify_game(variant)
    hand = builder.finish(scale, symbol, tournament, variant, game)
    hand.no_ranking_reason = reason
    hand.text = text
    if level is not None:
        hand.level = int(level.group("level"))
    if "run_twice" in hand.flags:
        hand.board = ""
    _add_remarks(hand)
    return hand


def _scale(tournament: bool, money_texts: list[str]) -> tuple[int, str]:
    """(units a chip, currency symbol) of a hand whose money is printed in ``money_texts``:
    cents for a cash game in a currency and for any fractional amount."""
    scale = 100 if not tournament and re.search(r"[$€£¥]", " ".join(money_texts)) else 1
    if any(to_decimal(t) != to_decimal(t).to_integral_value() for t in _amounts(money_texts)):
        scale = 100
    symbol = next((s for s in "$€£¥" if s in " ".join(money_texts)), "") if scale == 100 else ""
    return scale, symbol


def _add_remarks(hand: ParsedHand) -> None:
    """Add to the hand's remarks what the site settled outside the pots (EV Cashout,
    all-in insurance) and a cash drop."""
    if hand.flags & {"ev_cashout", "insurance"}:
        if "ev_cashout" in hand.flags:
            remark = N_(
                "A player took GGPoker's EV Cashout: it is settled between the player and the site, outside "
                "the pots; the pots were built and paid as usual."
            )
        else:
            remark = N_(
                "A player took GGPoker's all-in insurance: it is settled between the player and the site, "
                "outside the pots; the pots were built and paid as usual."
            )
        hand.remarks.append(deferred(remark))
    if "cash_drop" in hand.flags:
        hand.remarks.append(deferred("GGPoker added a cash drop to the pot: dead money in the main pot."))


def _amounts(texts: list[str]) -> list[str]:
    return [m.group(0) for t in texts for m in re.finditer(r"[0-9][0-9,]*\.[0-9]+|[0-9][0-9,]*", t)]


def _name_in(line: str, names: list[str]) -> str | None:
    """The longest seated name that ``line`` starts with (names may hold spaces)."""
    best = None
    for name in names:
        if line.startswith(name) and (best is None or len(name) > len(best)):
            best = name
    return best


def _action(builder: HandBuilder, name: str, rest: str, money_texts: list[str]) -> None:
    for verb, pattern in _VERBS:
        m = pattern.match(rest)
        if m is None:
            continue
        groups = m.groupdict()
        amount = to_decimal(groups["amount"]) if groups.get("amount") else Decimal(0)
        if groups.get("amount"):
            money_texts.append(groups["amount"])
        all_in = bool(groups.get("all_in"))
        if verb in ("ante", "small_blind", "big_blind", "dead", "straddle"):
            builder.post(name, verb, amount, all_in)
        elif verb == "fold":
            builder.fold(name)
        elif verb == "check":
            builder.check(name)
        elif verb == "call":
            builder.call(name, amount, all_in)
        elif verb == "bet":
            builder.bet(name, amount, all_in)
        elif verb == "raise":
            builder.raise_to(name, amount, all_in)
        elif verb == "show":
            builder.show(name, card_text(groups["cards"].split()))
        elif verb == "muck":
            builder.muck(name)
        elif verb in ("cash_out", "insurance"):
            builder.hand.flags.add("ev_cashout" if verb == "cash_out" else "insurance")
        return


#: This site in the registry (:mod:`dealer_trainer.importer.sites`): a text format.
FORMAT = SiteFormat(
    name=NAME,
    label=N_("GGPoker text"),
    header=HEADER,
    starts="Poker Hand #",
    parse=block_parser(parse_hand),
)
