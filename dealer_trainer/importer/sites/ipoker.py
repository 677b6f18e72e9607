"""iPoker Network XML hand histories (``<session>`` ... ``<game gamecode="…">``), read game by
game with the standard library's XML pull parser, however the file is indented.

A ``<player>`` gives the seat, the stack before the hand (``chips``), the button
(``dealer="1"``), every chip the player put in (``bet``, an uncalled bet included) and what
the site paid (``win``, after rake, the uncalled bet back included). Action types: 0 fold,
1 small blind, 2 big blind, 3 call, 4 check, 5 bet, 6 and 7 all-in (chips added), 8 and 9
sitting out, 15 ante, 23 raise (to a total for the round). Rounds 0 (blinds) and 1 are one
betting round. The file prints no rake: in a cash game it is the chips put in less what was
paid.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from collections.abc import Iterable, Iterator
from decimal import Decimal, InvalidOperation
from typing import cast

from dealer_trainer.i18n import N_
from dealer_trainer.importer.model import HandError, ParsedHand
from dealer_trainer.importer.sites.base import Parsed, SiteFormat
from dealer_trainer.importer.sites.ledger import PUT_RULES, HandBuilder

SITE = "iPoker Network"
LABEL = N_("iPoker XML")
_SYMBOLS = {"USD": "$", "EUR": "€", "GBP": "£"}
_GAMES = (("holdem", "Hold'em"), ("omaha", "Omaha"))
_LIMITS = {"NL": "No Limit", "PL": "Pot Limit", "L": "Limit", "FL": "Limit"}
_STAKES = re.compile(r"(?P<sb>[$€£]?[\d.,]+)/(?P<bb>[$€£]?[\d.,]+)")
_RANKS = {"10": "T"}


def amount(text: str | None) -> Decimal:
    """An iPoker amount (``"€8.81"``, ``"1,500"``, ``"0,05"``) as a Decimal.

    Raises:
        HandError: not an amount.
    """
    cleaned = re.sub(r"[^\d.,]", "", text or "0") or "0"
    if "," in cleaned and "." not in cleaned and re.search(r",\d{1,2}$", cleaned):
        cleaned = cleaned.replace(",", ".")  # a decimal comma
    try:
        return Decimal(cleaned.replace(",", ""))
    except InvalidOperation:
        raise HandError(N_("not an amount: {text!r}"), text=text) from None


def card(text: str) -> str:
    """``"S10"`` -> ``"Ts"``, ``"CK"`` -> ``"Kc"``; ``""`` for a hidden card (``"X"``)."""
    if len(text) < 2 or text[0] not in "SHDC":
        return ""
    rank = _RANKS.get(text[1:], text[1:])
    return rank + text[0].lower()


def sniff(head: str) -> bool:
    """True for an iPoker XML file: a ``<session`` holding ``<game gamecode``."""
    return "<session" in head and "gamecode=" in head


class _Session:
    """What a ``<session>``'s ``<general>`` says about its games."""

    def __init__(self, general: ET.Element | None) -> None:
        def text(tag: str) -> str:
            node = general.find(tag) if general is not None else None
            return (node.text or "").strip() if node is not None else ""

        self.gametype = text("gametype")
        self.tournament = bool(text("tournamentname") or text("tournamentcode"))
        currency = text("tablecurrency") or text("currency")
        self.symbol = _SYMBOLS.get(currency, "")
        if not self.symbol and (m := re.search(r"[$€£]", self.gametype)):
            self.symbol = m.group(0)
        self.money = text("mode").lower() != "play" and not self.tournament and bool(self.symbol)


def read(lines: Iterable[str], source: str) -> Iterator[Parsed]:
    """Each ``<game>`` of an iPoker XML file's ``lines``, read as it ends.

    Raises:
        xml.etree.ElementTree.ParseError: the XML is damaged or cut (after the games read).
    """
    parser = ET.XMLPullParser(["start", "end"])
    stack: list[ET.Element] = []
    session = _Session(None)
    for line in lines:
        parser.feed(line + "\n")
        # typeshed lists 1-tuples among the events, which start/end parsing never yields
        for event, item in parser.read_events():  # type: ignore[misc]
            element = cast(ET.Element, item)  # "start" and "end" events carry an element
            if event == "start":
                stack.append(element)
                continue
            stack.pop()
            parent = stack[-1] if stack else None
            if element.tag == "general" and parent is not None and parent.tag == "session":
                session = _Session(element)
            elif element.tag == "game":
                code = element.get("gamecode", "")
                try:
                    yield code, parse_game(element, session, source)
                except HandError as exc:
                    yield code, exc
                except (ValueError, KeyError, IndexError, ArithmeticError) as exc:
                    yield code, HandError.damaged(LABEL, exc)
                if parent is not None:
                    parent.remove(element)  # one game in memory at a time
    parser.close()


def parse_game(game: ET.Element, session: _Session, source: str = "") -> ParsedHand:
    """Read one ``<game>`` element.

    Raises:
        HandError: no players, an action by a player not seated, an amount that is not one.
    """
    b = HandBuilder(source, game.get("gamecode", ""), SITE, rules=PUT_RULES)
    lowered = session.gametype.lower()
    name = next((n for key, n in _GAMES if key in lowered), "")
    if "hi-lo" in lowered or "hilo" in lowered or "h/l" in lowered:
        name += " Hi/Lo"
    words = session.gametype.split()
    limit = next((_LIMITS[w] for w in words if w in _LIMITS), "")
    b.variant(f"{name} {limit}".strip())
    if (m := _STAKES.search(session.gametype)) is not None:
        b.stakes = amount(m.group("sb")), amount(m.group("bb"))
    wins: dict[str, Decimal] = {}
    for player in game.iter("player"):
        who = player.get("name", "")
        if not who:
            continue  # an empty seat
        b.seat(int(player.get("seat", "0")), who, amount(player.get("chips")))
        if player.get("dealer") == "1":
            b.button_name = who
        wins[who] = amount(player.get("win"))
    if not b.seats:
        raise HandError(N_("no players (damaged or truncated hand)"))
    for round_ in game.iter("round"):
        if round_.get("no") not in ("0", "1"):
            b.new_street(f"round {round_.get('no')}")
        for cards in round_.iter("cards"):
            shown = [card(c) for c in (cards.text or "").split()]
            if cards.get("type") == "Pocket":
                if shown and all(shown):
                    b.hole[cards.get("player", "")] = "".join(shown)
            elif all(shown):
                b.board += shown
        actions = sorted(round_.iter("action"), key=lambda a: int(a.get("no", "0")))
        for action in actions:
            _action(b, action)
    back = b.uncalled_excess()
    for who, won in wins.items():
        if won:
            b.collect(who, won)
    if back is not None and b.collected.get(back[0], Decimal(0)) >= back[1]:
        # "win" includes the uncalled bet back; a dealer returns it, it is in no pot
        # (docs/rules.md#uncalled-bets; TDA 2024 Rule 15-B)
        b.collected[back[0]] -= back[1]
        b.uncalled(*back)
    return b.finish(
        b.scale_for(session.money), session.symbol, session.tournament, None, infer_rake=session.money
    )


def _action(b: HandBuilder, action: ET.Element) -> None:
    who = action.get("player", "")
    kind = action.get("type", "")
    value = amount(action.get("sum"))
    if kind in ("1", "2"):
        b.blind(who, value)
    elif kind in ("3", "5"):
        b.put(who, value)
    elif kind in ("6", "7"):
        b.put(who, value)
        b.all_in.add(who)
    elif kind == "23":
        b.raise_to(who, value)
    elif kind == "15":
        b.post(who, "ante", value)
    elif kind == "0":
        b.fold(who)
    elif kind == "4":
        if who in b.seated():  # a check by a name not seated is let pass, as it always was
            b.check(who)
    elif kind not in ("8", "9"):
        raise HandError(N_("an action of unknown type {kind} by {name!r}"), kind=kind, name=who)


FORMAT = SiteFormat(name=SITE, label=LABEL, sniff=sniff, read=read)
