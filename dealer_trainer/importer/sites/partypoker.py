"""PartyPoker text hand histories: the client's own export (``***** Hand History for Game N
*****``), with or without the ``Game #N starts.`` and ``#Game No : N`` lines around it.

Every amount (``raises [$0.30 USD]``, ``calls``, ``bets``, ``is all-In``) is the chips
added. The site prints no rake and no uncalled bet: it pays each pot after rake (``wins
$20.66 USD from the main pot``) and pays an uncalled bet back as the last "side pot", or
inside the pot of a hand won without a showdown. The parser takes that bet out again (the
engine returns it) and, in a real-money game, takes the rake as the chips put in less what
was paid.
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

HEADER = re.compile(r"^\*\*\*\*\* Hand History for Game (?P<id>\d+) \*\*\*\*\*")
_MONEY = rf"(?P<cur>[$€£])?(?P<amount>{NUMBER})(?: (?P<code>USD|EUR|GBP))?"
_STAKES = re.compile(rf"^[$€£]?(?P<sb>{NUMBER})/[$€£]?(?P<bb>{NUMBER}) (?:USD |EUR |GBP )?")
_SEAT = re.compile(rf"^Seat (?P<no>\d+): (?P<name>.+?) \( ?{_MONEY} ?\)\s*$")
_BUTTON = re.compile(r"^Seat (?P<no>\d+) is the button")
_BRACKET = re.compile(rf"\[ ?{_MONEY} ?\]\.?$")
_STREET = re.compile(r"^\*\* Dealing (?P<street>Flop|Turn|River) \*\* \[(?P<cards>[^\]]*)\]")
_WINS = re.compile(rf"^wins {_MONEY}(?: from the (?P<pot>main pot|side pot (?P<side>\d+)))?")
_SHOWN = re.compile(r"^(?:shows|doesn't show) \[(?P<cards>[^\]]*)\]")
_GAMES = (("Texas Hold'em", "Hold'em"), ("Omaha Hi-Lo", "Omaha Hi/Lo"), ("Omaha", "Omaha"))
_LIMITS = {"NL": "No Limit", "PL": "Pot Limit", "FL": "Limit"}
_SYMBOLS = {"USD": "$", "EUR": "€", "GBP": "£"}


def _variant(line: str) -> str:
    limit = next((name for code, name in _LIMITS.items() if f" {code} " in f" {line} "), "")
    game = next((name for key, name in _GAMES if key in line), "")
    return f"{game} {limit}".strip()


def parse(hand_id: str, text: str, source: str = "") -> ParsedHand:
    """Read one PartyPoker hand.

    Raises:
        HandError: no seats, no winner (a truncated hand), an action by a player not seated,
            an amount that is not a number.
    """
    b = HandBuilder(source, hand_id, "PartyPoker", text, PUT_RULES)
    lines = [line.rstrip() for line in split_lines(text)]
    game_line = lines[1] if len(lines) > 1 else ""
    b.variant(_variant(game_line))
    tournament = bool(re.search(r"Trny|Tourney|Tournament", game_line))
    if (m := _STAKES.match(game_line)) is not None:
        b.stakes = (
            Decimal(m.group("sb").replace(",", "")),
            Decimal(m.group("bb").replace(",", "")),
        )
    money = any("(Real Money)" in line for line in lines[2:4])
    symbols: set[str] = set()
    pots: dict[int, Decimal] = {}
    winners: dict[int, set[str]] = {}
    for line in lines[2:]:
        if (m := _BUTTON.match(line)) is not None:
            b.button_no = int(m.group("no"))
        elif (m := _SEAT.match(line)) is not None and not b.acted:
            b.seat(int(m.group("no")), m.group("name"), to_decimal(m.group("amount")))
            symbols.add(m.group("cur") or _SYMBOLS.get(m.group("code") or "", ""))
        elif (m := _STREET.match(line)) is not None:
            board = [c.strip() for c in m.group("cards").split(",") if c.strip()]
            b.new_street(m.group("street").lower(), board)
        elif line.startswith("Dealt to "):
            found = split_name(line[len("Dealt to ") :], b.names)
            cards = re.search(r"\[([^\]]*)\]", line)
            if found and cards:
                b.hole[found[0]] = "".join(cards.group(1).replace(",", " ").split())
        elif (found := split_name(line, b.names)) is not None:
            name, rest = found
            if (w := _WINS.match(rest)) is not None:
                pot = int(w.group("side")) if w.group("side") else 0
                amount = to_decimal(w.group("amount"))
                pots[pot] = pots.get(pot, Decimal(0)) + amount
                winners.setdefault(pot, set()).add(name)
                b.collect(name, amount)
            else:
                _action(b, name, rest, line)
    if not b.seats:
        raise HandError(N_("no seats found (damaged or truncated hand)"))
    if not pots:
        raise HandError(N_("no winner (truncated hand)"))
    if 0 not in pots:  # the site pays the side pots first, the main pot last
        raise HandError(N_("side pots paid but not the main pot (truncated hand)"))
    _take_back_uncalled(b, pots, winners)
    b.site_pots = [pots[k] for k in sorted(pots)]
    symbol = next((s for s in sorted(symbols) if s), "$")
    return b.finish(b.scale_for(money), symbol, tournament, None, infer_rake=money)


def _action(b: HandBuilder, name: str, rest: str, line: str) -> None:
    bracket = _BRACKET.search(rest)
    amount = to_decimal(bracket.group("amount")) if bracket else None
    if rest.startswith("posts "):
        if amount is None:
            raise HandError(N_("a post without an amount: {line!r}"), line=line)
        big_blind = b.stakes[1] if b.stakes is not None else None
        if "ante" in rest:
            b.post(name, "ante", amount)
        elif "dead" in rest and big_blind is not None and "big blind" in rest:
            b.blind(name, min(amount, big_blind))
            if amount > big_blind:
                b.post(name, "dead", amount - big_blind)
        elif "dead" in rest:
            b.post(name, "dead", amount)
        else:
            b.blind(name, amount)
    elif rest.startswith(("raises", "calls", "bets", "is all-In", "completes")):
        if amount is None:
            raise HandError(N_("an action without an amount: {line!r}"), line=line)
        b.put(name, amount)
        if rest.startswith("is all-In"):
            b.all_in.add(name)
    elif rest == "folds":
        b.fold(name)
    elif rest == "checks":
        b.check(name)
    elif (m := _SHOWN.match(rest)) is not None:
        b.hole[name] = "".join(m.group("cards").replace(",", " ").split())


def _take_back_uncalled(b: HandBuilder, pots: dict[int, Decimal], winners: dict[int, set[str]]) -> None:
    """PartyPoker pays an uncalled bet back as the last pot (or inside the only pot): take
    it out of that pot and of what was paid, and record it as returned, as a dealer returns
    it before building pots (docs/rules.md#uncalled-bets; TDA 2024 Rule 15-B)."""
    back = b.uncalled_excess()
    last = max(pots)
    if back is None or winners.get(last) != {back[0]} or pots[last] < back[1]:
        b.nothing_returned()
        return
    name, excess = back
    pots[last] -= excess
    if not pots[last] and len(pots) > 1:
        del pots[last]
    b.collected[name] -= excess
    b.uncalled(name, excess)


FORMAT = SiteFormat(
    name="PartyPoker",
    label=N_("PartyPoker text"),
    header=HEADER,
    starts="***** Hand History for Game ",
    parse=parse,
)
