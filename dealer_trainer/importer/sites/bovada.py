"""Bovada / Ignition / Bodog text hand histories (cash, Zone Poker and tournaments).

Players are named by position ("Big Blind [ME] : Calls $0.25", "UTG+1 : Folds"), so the
seats are ordered clockwise from the "Dealer"; tournament seat numbers are not table
order. Every hand's hole cards are printed ("Card dealt to a spot [Th Qh]"). "Raises $0.90
to $1" and "All-in(raise) $31.75 to $34" name the total; "All-in $20" the chips put in.
The site prints its total pot before rake ("Total Pot($9.35)") and what each player was paid
("Hand result $8.89"), no pot list: the rake is the total less what was paid. "Table deposit",
bounties and tournament prizes are outside the pots.
"""

from __future__ import annotations

import re
from decimal import Decimal

from dealer_trainer.engine.cards import card_text
from dealer_trainer.i18n import N_
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

NAME = "Bovada"
HEADER = re.compile(r"^(?P<site>Bovada|Ignition|Bodog) Hand #(?P<id>\d+)")

_A = rf"(?P<amount>{AMOUNT})"
_SEAT = re.compile(rf"^Seat (?P<no>\d+): (?P<name>.+?)(?: \[ME\])? \((?P<stack>{AMOUNT}) in chips\)")
_ACTOR = re.compile(r"^(?P<name>Dealer|Small Blind|Big Blind|UTG(?:\+\d)?)\s*(?:\[ME\]\s*)?: (?P<rest>.*)$")
_STREET = re.compile(r"^\*\*\* (?P<run>FIRST |SECOND )?(?P<street>FLOP|TURN|RIVER) \*\*\*(?P<cards>.*)$")
_CARDS = re.compile(r"\[([^\]]*)\]")
_TOTAL = re.compile(rf"^Total Pot\((?P<total>{AMOUNT})\)")
_STAKES = re.compile(rf"Level \d+ \((?P<sb>{AMOUNT})/(?P<bb>{AMOUNT})\)")
#: Clockwise order of the position names, from the button.
_ORDER = ["Dealer", "Small Blind", "Big Blind", "UTG"] + [f"UTG+{i}" for i in range(1, 8)]
_VERBS: list[tuple[str, re.Pattern[str]]] = [
    ("ante", re.compile(rf"^Ante chip {_A}")),
    ("small_blind", re.compile(rf"^Small [Bb]lind {_A}")),
    ("big_blind", re.compile(rf"^Big [Bb]lind {_A}")),
    ("dead", re.compile(rf"^Posts dead chip {_A}")),
    ("post", re.compile(rf"^Posts chip {_A}")),
    ("cards", re.compile(r"^Card dealt to a spot \[(?P<cards>[^\]]*)\]")),
    ("fold", re.compile(r"^Folds?\b")),
    ("check", re.compile(r"^Checks?\b")),
    ("raise_to", re.compile(rf"^(?:Raises|All-in\(raise\)) {AMOUNT} to {_A}")),
    ("all_in", re.compile(rf"^All-in {_A}")),
    ("call", re.compile(rf"^Calls?(?:\s*\(timeout\))? {_A}")),
    ("bet", re.compile(rf"^Bets {_A}")),
    ("uncalled", re.compile(rf"^Return uncalled portion of bet {_A}")),
    ("show", re.compile(r"^Showdown \[")),
    ("muck", re.compile(r"^(?:Mucks|Does not show)\b")),
    ("collect", re.compile(rf"^Hand [Rr]esult(?:-Side Pot)? {_A}")),
]


def detect(text: str) -> bool:
    """True when ``text`` holds a Bovada, Ignition or Bodog hand."""
    return has_header(text, HEADER)


def parse(text: str, source: str) -> list[tuple[str, ParsedHand | HandError]]:
    """Every hand of a Bovada file: (hand id, ParsedHand or the error that stopped it)."""
    return parse_blocks(text, HEADER, source, parse_hand)


def _variant(header: str) -> str:
    m = re.search(
        r"\b(HOLDEM|OMAHA(?: HiLo)?)(?:ZonePoker)?(?: Tournament #\d+.*?)? (No Limit|Pot Limit|Limit)?",
        header,
    )
    game = "Omaha" if "OMAHA" in header else "Hold'em"
    if "HiLo" in header:
        game = "Omaha Hi/Lo"
    limit = m.group(2) if m and m.group(2) else ("Pot Limit" if game.startswith("Omaha") else "No Limit")
    return f"{game} {limit}"


def parse_hand(hand_id: str, text: str, source: str = "") -> ParsedHand:
    """Read one Bovada hand.

    Raises:
        HandError: damaged or truncated (no seats, an action by a position nobody holds ...).
    """
    lines = [line.rstrip() for line in split_lines(text)]
    header = lines[0]
    site = HEADER.match(header).group("site")  # type: ignore[union-attr]
    builder = HandBuilder(source, hand_id, "Bovada" if site == "Bovada" else site)
    tournament = " Tournament #" in header
    if (m := _STAKES.search(header)) is not None:
        builder.stakes = (to_decimal(m.group("sb")), to_decimal(m.group("bb")))
    seats: list[tuple[int, str, Decimal]] = []
    summary = False
    money: list[str] = []
    body: list[str] = []
    for line in lines[1:]:
        if (m := _SEAT.match(line)) is not None:
            seats.append((int(m.group("no")), m.group("name").strip(), to_decimal(m.group("stack"))))
            money.append(m.group("stack"))
        else:
            body.append(line)
    if not seats:
        raise HandError(N_("no seats found (damaged or truncated hand)"))
    names = [name for _, name, _ in seats]
    if all(name in _ORDER for name in names) and "Dealer" in names:
        seats.sort(key=lambda s: _ORDER.index(s[1]))
        seats = seats[1:] + seats[:1]  # clockwise from the small blind, the button last
        numbered = all(no <= 10 for no, _, _ in seats) and [no for no, _, _ in seats] == sorted(
            no for no, _, _ in seats
        )
        for i, (no, name, stack) in enumerate(seats):
            builder.seat(no if numbered else i + 1, name, stack)
        builder.button_name = "Dealer"
    else:
        for no, name, stack in sorted(seats):
            builder.seat(no, name, stack)
    for line in body:
        line = line.strip()
        if not line:
            continue
        if line.startswith("*** SUMMARY"):
            summary = True
            continue
        if summary:
            if (m := _TOTAL.match(line)) is not None:
                builder.site_total = to_decimal(m.group("total"))
                money.append(m.group("total"))
            continue
        if (m := _STREET.match(line)) is not None:
            if m.group("run"):
                builder.hand.flags.add("run_twice")
                builder.boards = 2
                continue
            cards = _CARDS.findall(m.group("cards"))
            builder.new_street(m.group("street").lower(), cards[-1].split() if cards else [])
            continue
        if line.startswith("***"):
            continue
        if (m := _ACTOR.match(line)) is None:
            continue  # table events with no seat named ("Table deposit $25", "Seat sit down")
        name, rest = m.group("name"), m.group("rest").strip()
        if name not in builder.names:
            if re.match(r"^(?:Folds|Checks|Calls?|Bets|Raises|All-in)\b", rest):
                raise HandError(
                    N_("an action by {name!r}, a position nobody holds: {line!r}"), name=name, line=line
                )
            continue
        _action(builder, name, rest, money)
    if not summary:
        raise HandError(N_("no summary (truncated hand)"))
    if builder.site_total is None and ends_at_summary(lines):
        # every whole hand's summary starts with its total pot: the record stops before it
        builder.hand.flags.add("summary_cut")
    scale = 100 if not tournament and "$" in " ".join(money) else 1
    if any(to_decimal(t) != to_decimal(t).to_integral_value() for t in money):
        scale = 100
    variant = _variant(header)
    game, reason = classify_game(variant)
    if not tournament and builder.site_total is not None and builder.collected:
        paid = sum(builder.collected.values(), Decimal(0))
        if paid <= builder.site_total:
            builder.fees["rake"] = builder.site_total - paid
    hand = builder.finish(
        scale, "$" if scale == 100 and "$" in " ".join(money) else "", tournament, variant, game
    )
    hand.no_ranking_reason = reason
    hand.text = text
    if (m := re.search(r"Level (\d+)", header)) is not None and tournament:
        hand.level = int(m.group(1))
    if hand.site_total is not None and len(hand.collected) > 0 and "run_twice" not in hand.flags:
        hand.site_pots = None  # Bovada prints only its total: compared as a total
    return hand


def _action(builder: HandBuilder, name: str, rest: str, money: list[str]) -> None:
    for verb, pattern in _VERBS:
        m = pattern.match(rest)
        if m is None:
            continue
        groups = m.groupdict()
        amount = to_decimal(groups["amount"]) if groups.get("amount") else Decimal(0)
        if groups.get("amount"):
            money.append(groups["amount"])
        if verb in ("ante", "small_blind", "big_blind", "dead", "post"):
            builder.post(name, verb, amount)
        elif verb == "cards":
            builder.deal(name, card_text(groups["cards"].split()))
        elif verb == "fold":
            builder.fold(name)
        elif verb == "check":
            builder.check(name)
        elif verb == "raise_to":
            builder.raise_to(name, amount, all_in=rest.startswith("All-in"))
        elif verb == "all_in":
            top, mine = builder.street_top(), builder.bet_round(name)
            if mine + amount <= top:
                builder.call(name, amount, all_in=True)
            elif top == 0:
                builder.bet(name, amount, all_in=True)
            else:
                builder.raise_by(name, amount, all_in=True)
        elif verb == "call":
            builder.call(name, amount)
        elif verb == "bet":
            builder.bet(name, amount)
        elif verb == "uncalled":
            builder.uncalled(name, amount)
        elif verb == "show":
            builder.show(name, builder.hole.get(name, ""))
        elif verb == "muck":
            builder.muck(name)
        elif verb == "collect":
            builder.collect(name, amount)
        return


#: This site in the registry (:mod:`dealer_trainer.importer.sites`): a text format.
FORMAT = SiteFormat(
    name=NAME,
    label=N_("Bovada/Ignition text"),
    header=HEADER,
    starts=("Bovada Hand #", "Ignition Hand #", "Bodog Hand #"),
    parse=block_parser(parse_hand),
)
