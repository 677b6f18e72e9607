"""The Winning Poker Network's 2014 text layout (``Game started at:`` ... ``Game ended at:``).

Every action line starts ``Player <name>``; amounts in brackets are the chips added
(``raises (10)``, ``calls (24)``, ``allin (124)``). The summary gives the pot after rake
and the rake (``Pot: 319. Rake 1``) and, per player, ``Bets: 160. Collects: 319.``.
Amounts carry no currency: the network's cash games are in US dollars.
"""

from __future__ import annotations

import re
from decimal import Decimal

from dealer_trainer.i18n import N_
from dealer_trainer.importer.model import HandError, ParsedHand
from dealer_trainer.importer.money import NUMBER, to_decimal
from dealer_trainer.importer.sites.base import SiteFormat
from dealer_trainer.importer.sites.common import split_name
from dealer_trainer.importer.sites.ledger import PUT_RULES, HandBuilder
from dealer_trainer.importer.textlines import split_lines

HEADER = re.compile(r"^Game started at: ")
_GAME_ID = re.compile(rf"^Game ID: (?P<id>\d+) (?P<sb>{NUMBER})/(?P<bb>{NUMBER}) .*\((?P<game>[^)]*)\)\s*$")
_BUTTON = re.compile(r"^Seat (?P<no>\d+) is the button")
_SEAT = re.compile(rf"^Seat (?P<no>\d+): (?P<name>.+?) \((?P<stack>{NUMBER})\)\.?\s*$")
_STREET = re.compile(r"^\*\*\* (?P<street>FLOP|TURN|RIVER) \*\*\*:? (?P<cards>.*)$")
_UNCALLED = re.compile(rf"^Uncalled bet \((?P<amount>{NUMBER})\) returned to (?P<name>.+?)\s*$")
_POT = re.compile(rf"^Pot: (?P<pot>{NUMBER})\.?(?: Rake (?P<rake>{NUMBER}))?")
_AMOUNT = re.compile(rf"\((?P<amount>{NUMBER})\)")
_COLLECTS = re.compile(rf"Collects: (?P<amount>{NUMBER})")
_CARDS = re.compile(r"\[([^\]]*)\]")


def _cards(text: str) -> list[str]:
    return [c.replace("10", "T", 1) for c in text.split()]


def hand_id(text: str) -> str:
    """The hand number on the ``Game ID:`` line."""
    m = re.search(r"^Game ID: (\d+)", text, re.M)
    return m.group(1) if m else ""


def parse(hand_number: str, text: str, source: str = "") -> ParsedHand:
    """Read one hand of the 2014 layout.

    Raises:
        HandError: no ``Game ID`` or seats, a truncated hand (no summary), an action by a
            player not seated, an amount that is not a number.
    """
    lines = [line.rstrip() for line in split_lines(text)]
    b = HandBuilder(source, hand_number or hand_id(text), "Winning Poker Network", text, PUT_RULES)
    summary = False
    for line in lines[1:]:
        if (m := _GAME_ID.match(line)) is not None:
            b.variant(m.group("game"))
            b.stakes = to_decimal(m.group("sb")), to_decimal(m.group("bb"))
        elif (m := _BUTTON.match(line)) is not None:
            b.button_no = int(m.group("no"))
        elif line.startswith("------ Summary"):
            summary = True
        elif summary:
            _summary(b, line)
        elif (m := _SEAT.match(line)) is not None and not b.acted:
            b.seat(int(m.group("no")), m.group("name"), to_decimal(m.group("stack")))
        elif (m := _STREET.match(line)) is not None:
            b.new_street(m.group("street").lower())
            groups = _CARDS.findall(m.group("cards"))
            b.board = _cards(" ".join(groups))
        elif (m := _UNCALLED.match(line)) is not None:
            b.uncalled(m.group("name"), to_decimal(m.group("amount")))
        elif line.startswith("Player "):
            _action(b, line)
    if not b.hand.hand_id or not b.seats:
        raise HandError(N_("no Game ID or no seats (damaged or truncated hand)"))
    if not summary or b.site_total is None:
        raise HandError(N_("no summary (truncated hand)"))
    return b.finish(b.scale_for(True), "$", variant=None)


def _action(b: HandBuilder, line: str) -> None:
    found = split_name(line[len("Player ") :], b.names)
    if found is None:
        return
    name, rest = found
    m = _AMOUNT.search(rest)
    amount = to_decimal(m.group("amount")) if m else Decimal(0)
    if rest.startswith(("has small blind", "has big blind", "straddles")) or (
        rest.startswith("posts") and "dead" not in rest
    ):
        b.blind(name, amount)
    elif rest.startswith("posts"):  # "posts (0.25) as a dead bet"
        b.post(name, "dead", amount)
    elif rest.startswith(("raises", "calls", "bets")):
        b.put(name, amount)
    elif rest.startswith("allin"):
        b.put(name, amount)
        b.all_in.add(name)
    elif rest.startswith("folds"):
        b.fold(name)
    elif rest.startswith("checks"):
        b.check(name)


def _summary(b: HandBuilder, line: str) -> None:
    if (m := _POT.match(line)) is not None:
        rake = to_decimal(m.group("rake")) if m.group("rake") else Decimal(0)
        b.rake = rake
        b.site_total = to_decimal(m.group("pot")) + rake  # the pot printed is after rake
        return
    text = line[1:] if line.startswith("*") else line
    if not text.startswith("Player "):
        return
    found = split_name(text[len("Player ") :], b.names)
    if found is None:
        return
    name, rest = found
    if (m := _COLLECTS.search(rest)) is not None:
        b.collect(name, to_decimal(m.group("amount")))
    if rest.startswith("shows") and (cards := _CARDS.search(rest)) is not None:
        b.hole[name] = "".join(_cards(cards.group(1)))


FORMAT = SiteFormat(
    name="Winning Poker Network",
    label=N_("Winning Poker Network 2014 text"),
    header=HEADER,
    starts="Game started at: ",
    parse=parse,
    hand_id=hand_id,
)
