"""Winamax text hand histories (cash games, Go Fast, Expresso and tournaments).

``Winamax Poker - CashGame - HandId: #5334642-851-1383822088 - Holdem no limit (3€/6€) - ...``;
players act without a colon ("TORINOFA raises 12€ to 18€ and is all-in"); tournament stakes
may lead with the ante ("(10/40/80)"). Winamax prints no uncalled-bet line: it pays the
uncalled bet back through its pots ("collected 1.29€ from side pot 1", or inside the one
"pot" of a hand nobody called), and its "Total pot" is after rake with the uncalled bet in
it. The site's pots are read from the "collected ... from main pot / side pot N" lines;
what each player was paid from the pots is what they collected less their own uncalled bet.
"""

from __future__ import annotations

import re
from decimal import Decimal

from dealer_trainer.engine.cards import card_text
from dealer_trainer.i18n import N_
from dealer_trainer.importer.games import classify_game
from dealer_trainer.importer.model import HandError, ParsedHand
from dealer_trainer.importer.money import AMOUNT, to_decimal, to_units
from dealer_trainer.importer.sites.base import SiteFormat
from dealer_trainer.importer.sites.common import has_header, parse_blocks, uncalled_of
from dealer_trainer.importer.sites.ledger import HandBuilder
from dealer_trainer.importer.textlines import split_lines

NAME = "Winamax"
HEADER = re.compile(r"^Winamax Poker - .*?HandId: #(?P<id>[\d-]+) - ")

_M = rf"(?:{AMOUNT})\s?€?"
_A = rf"(?P<amount>{_M})"
_ALL_IN = r"(?P<all_in> and is all-in)?"
_SEAT = re.compile(rf"^Seat (?P<no>\d+): (?P<name>.+?) \((?P<stack>{_M})(?:, [^)]*)?\)\s*$")
_BUTTON = re.compile(r"Seat #(?P<no>\d+) is the button")
_TABLE = re.compile(r"^Table: '(?P<table>[^']*)'")
_STAKES = re.compile(rf" \((?:(?P<ante>{_M})/)?(?P<sb>{_M})/(?P<bb>{_M})\) - ")
_STREET = re.compile(r"^\*\*\* (?P<street>PRE-FLOP|FLOP|TURN|RIVER) \*\*\*\s*(?P<cards>.*)$")
_CARDS = re.compile(r"\[([^\]]*)\]")
_COLLECTED = re.compile(
    rf"^(?P<name>.+?) collected (?P<amount>{_M}) from (?P<pot>main pot|side pot \d+|pot)\s*$"
)
_TOTAL = re.compile(rf"^Total pot (?P<total>{_M})\s*\|\s*(?:No rake|Rake (?P<rake>{_M}))")
_TO_POT = re.compile(rf"^(?:Hold-up|Escape) to Pot: total (?P<amount>{_M})")
_VERBS: list[tuple[str, re.Pattern[str]]] = [
    ("ante", re.compile(rf"^posts ante {_A}{_ALL_IN}\s*$")),
    ("dead", re.compile(rf"^posts small blind {_A} out of position{_ALL_IN}")),
    ("post", re.compile(rf"^posts big blind {_A} out of position{_ALL_IN}")),
    ("small_blind", re.compile(rf"^posts small blind {_A}{_ALL_IN}\s*$")),
    ("big_blind", re.compile(rf"^posts big blind {_A}{_ALL_IN}\s*$")),
    ("dead", re.compile(rf"^posts dead blind \(?{_A}\)?{_ALL_IN}")),
    ("straddle", re.compile(rf"^posts straddle {_A}{_ALL_IN}")),
    ("fold", re.compile(r"^folds\b")),
    ("check", re.compile(r"^checks\b")),
    ("call", re.compile(rf"^calls {_A}{_ALL_IN}")),
    ("bet", re.compile(rf"^bets {_A}{_ALL_IN}")),
    ("raise", re.compile(rf"^raises {_M} to {_A}{_ALL_IN}")),
    ("show", re.compile(r"^shows \[(?P<cards>[^\]]*)\]")),
]
#: The ordering of Winamax's pots: main pot, then side pot 1, 2 ...
_POT_ORDER = re.compile(r"side pot (\d+)")


def detect(text: str) -> bool:
    """True when ``text`` holds a Winamax hand."""
    return has_header(text, HEADER)


def parse(text: str, source: str) -> list[tuple[str, ParsedHand | HandError]]:
    """Every hand of a Winamax file: (hand id, ParsedHand or the error that stopped it)."""
    text = text.replace("\x80", "€")  # a Windows-1252 euro sign read as Latin-1
    return parse_blocks(text, HEADER, source, parse_hand)


def _variant(header: str) -> str:
    m = re.search(r" - (?P<game>[A-Za-z0-9/' -]+?(?:no limit|pot limit|fixed limit)) \(", header)
    if m is None:
        return ""
    game = m.group("game").strip()
    # Winamax writes "Holdem", "Omaha", "Omaha5", "Omaha8", "5 Card Omaha"
    words = (
        game.replace("Holdem", "Hold'em").replace("Omaha5", "5 Card Omaha").replace("Omaha8", "Omaha Hi/Lo")
    )
    return words[0].upper() + words[1:]


def _pot_key(label: str) -> int:
    m = _POT_ORDER.search(label)
    return int(m.group(1)) if m else 0


def parse_hand(hand_id: str, text: str, source: str = "") -> ParsedHand:
    """Read one Winamax hand.

    Raises:
        HandError: damaged or truncated (no seats, no summary, an action by nobody seated ...).
    """
    lines = [line.rstrip() for line in split_lines(text)]
    header = lines[0]
    builder = HandBuilder(source, hand_id, NAME)
    tournament = " - Tournament " in header or "buyIn:" in header
    level = re.search(r"level: (\d+)", header)
    stakes = _STAKES.search(header)
    if stakes is not None:
        builder.stakes = (to_decimal(stakes.group("sb")), to_decimal(stakes.group("bb")))
    pots: dict[str, Decimal] = {}
    rake = Decimal(0)
    summary = saw_summary = saw_total = False
    for line in lines[1:]:
        if not line:
            continue
        if (m := _TABLE.match(line)) is not None:
            builder.hand.table = m.group("table")
            if (b := _BUTTON.search(line)) is not None:
                builder.button_no = int(b.group("no"))
            continue
        if line.startswith("*** SUMMARY"):
            summary = saw_summary = True
            continue
        if summary:
            if (m := _TOTAL.match(line)) is not None:
                saw_total = True
                if m.group("rake"):
                    rake = to_decimal(m.group("rake"))
            continue
        if (m := _SEAT.match(line)) is not None:
            builder.seat(int(m.group("no")), m.group("name"), to_decimal(m.group("stack")))
            continue
        if (m := _STREET.match(line)) is not None:
            street = m.group("street").lower()
            if street != "pre-flop":
                cards = _CARDS.findall(m.group("cards"))
                builder.new_street(street, cards[-1].split() if cards else [])
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
        if (m := _COLLECTED.match(line)) is not None and m.group("name") in builder.names:
            amount = to_decimal(m.group("amount"))
            builder.collect(m.group("name"), amount)
            pots[m.group("pot")] = pots.get(m.group("pot"), Decimal(0)) + amount
            continue
        if (m := _TO_POT.match(line)) is not None:
            builder.added_dead += to_decimal(m.group("amount"))
            continue
        name = _name_in(line, builder.names)
        if name is None or not line[len(name) :].startswith(" "):
            if (
                re.match(r"^\S.{0,60}? (?:folds|checks|calls|bets|raises|posts)\b", line)
                and " collected " not in line
            ):
                raise HandError(N_("an action by someone not seated in the hand: {line!r}"), line=line)
            continue
        _action(builder, name, line[len(name) + 1 :])
    if not saw_summary:
        raise HandError(N_("no summary (truncated hand)"))
    if not saw_total:
        raise HandError(N_("no total pot in the summary (truncated hand)"))
    texts = " ".join(lines[:1] + [f"{s}" for _, _, s in builder.seats])
    fractional = any(
        v != v.to_integral_value() for v in [*pots.values(), rake, *(s for _, _, s in builder.seats)]
    )
    scale = 100 if ("€" in texts and not tournament) or fractional else 1
    if rake:
        builder.fees["rake"] = rake
    variant = _variant(header)
    game, reason = classify_game(variant)
    hand = builder.finish(scale, "€" if "€" in text else "", tournament, variant, game)
    hand.no_ranking_reason = reason
    hand.text = text
    hand.level = int(level.group(1)) if level and tournament else 0
    if pots:
        hand.site_pots = [to_units(pots[k], scale) for k in sorted(pots, key=_pot_key)]
    back = uncalled_of(hand)
    if back is not None and hand.collected.get(back[0], 0) >= back[1]:
        # what Winamax paid back as (part of) a pot is the uncalled bet, not a pot won
        hand.collected[back[0]] -= back[1]
        hand.collected = {n: v for n, v in hand.collected.items() if v}
    return hand


def _name_in(line: str, names: list[str]) -> str | None:
    best = None
    for name in names:
        if line.startswith(name + " ") and (best is None or len(name) > len(best)):
            best = name
    return best


def _action(builder: HandBuilder, name: str, rest: str) -> None:
    for verb, pattern in _VERBS:
        m = pattern.match(rest)
        if m is None:
            continue
        groups = m.groupdict()
        amount = to_decimal(groups["amount"]) if groups.get("amount") else Decimal(0)
        all_in = bool(groups.get("all_in"))
        if verb in ("ante", "small_blind", "big_blind", "dead", "post", "straddle"):
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
        return


def _parse_block(hand_id: str, text: str, source: str) -> ParsedHand:
    """One hand as the registry cuts it (its header line to the next header), read as
    :func:`parse` reads each block of a file.

    Raises:
        HandError: the hand cannot be read.
    """
    return parse_hand(hand_id, text.replace("\x80", "€").strip(), source)


#: This site in the registry (:mod:`dealer_trainer.importer.sites`): a text format.
FORMAT = SiteFormat(
    name=NAME,
    label=N_("Winamax text"),
    header=HEADER,
    starts="Winamax Poker - ",
    parse=_parse_block,
)
