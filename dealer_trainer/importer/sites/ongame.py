"""Ongame Network text hand histories (``***** History for hand R5-… *****``).

Hands follow one another with one blank line or none between them, each closed by its
``***** End of hand`` line. Amounts: ``raises $X to $Y`` (``$Y`` is the bet this round),
``calls $X`` and ``bets $X`` add chips; no uncalled bet is printed (the site returns it
silently). The summary lists each pot before rake (``Main pot: $229.82 won by Player 4
($226.82)``: the pot, then what the winner was paid after rake) and the rake (``Rake taken:
$3``).
"""

from __future__ import annotations

import re

from dealer_trainer.i18n import N_
from dealer_trainer.importer.model import HandError, ParsedHand
from dealer_trainer.importer.money import AMOUNT, to_decimal
from dealer_trainer.importer.sites.base import SiteFormat
from dealer_trainer.importer.sites.common import split_name
from dealer_trainer.importer.sites.ledger import PUT_RULES, HandBuilder
from dealer_trainer.importer.textlines import split_lines

HEADER = re.compile(r"^\*\*\*\*\* History for hand (?P<id>\S+) \*\*\*\*\*")
_TABLE = re.compile(
    rf"^Table: .*\((?P<limit>[A-Z_]+) (?P<game>[A-Z_]+) (?P<sb>{AMOUNT})/(?P<bb>{AMOUNT}), (?P<money>[^)]*)\)"
)
_BUTTON = re.compile(r"^Button: seat (?P<no>\d+)")
_SEAT = re.compile(rf"^Seat (?P<no>\d+): (?P<name>.+?) \((?P<stack>{AMOUNT})\)\s*$")
_FINAL = re.compile(
    rf"^Seat (?P<no>\d+): (?P<name>.+?) \((?P<stack>{AMOUNT})\), net: [-+]?\S+?"
    r"(?:, \[(?P<cards>[^\]]*)\])?\s*$"
)
_STREET = re.compile(r"^--- Dealing (?P<street>flop|turn|river) \[(?P<cards>[^\]]*)\]")
_POT = re.compile(rf"^(?:Main pot|Side pot \d+): (?P<amount>{AMOUNT}) won by (?P<winners>.+)$")
_WINNER = re.compile(rf"^(?P<name>.+) \((?P<amount>{AMOUNT})\)$")
_RAKE = re.compile(rf"^Rake taken: (?P<amount>{AMOUNT})")
_GAMES = {"TEXAS_HOLDEM": "Hold'em", "OMAHA_HI": "Omaha", "OMAHA_HI_LO": "Omaha Hi/Lo"}
_LIMITS = {"NO_LIMIT": "No Limit", "POT_LIMIT": "Pot Limit", "LIMIT": "Limit"}


def parse(hand_id: str, text: str, source: str = "") -> ParsedHand:
    """Read one Ongame hand.

    Raises:
        HandError: no seats, a truncated hand (no summary), an action by a player not seated,
            an amount that is not a number.
    """
    b = HandBuilder(source, hand_id, "Ongame Network", text, PUT_RULES)
    lines = [line.rstrip() for line in split_lines(text)]
    money, symbol = False, ""
    summary = False
    for line in lines[1:]:
        if (m := _TABLE.match(line)) is not None:
            b.variant(
                f"{_GAMES.get(m.group('game'), m.group('game'))} {_LIMITS.get(m.group('limit'), '')}".strip()
            )
            b.stakes = to_decimal(m.group("sb")), to_decimal(m.group("bb"))
            money = "real" in m.group("money").lower()
            symbol = "€" if "€" in m.group("sb") else "$" if "$" in m.group("sb") else ""
        elif (m := _BUTTON.match(line)) is not None:
            b.button_no = int(m.group("no"))
        elif line == "Summary:":
            summary = True
        elif summary:
            _summary_line(b, line)
        elif (m := _SEAT.match(line)) is not None and not b.acted:
            b.seat(int(m.group("no")), m.group("name"), to_decimal(m.group("stack")))
        elif (m := _STREET.match(line)) is not None:
            b.new_street(m.group("street"), [c.strip() for c in m.group("cards").split(",")])
        elif line.startswith("Dealing to "):
            found = split_name(line[len("Dealing to ") :], b.names)
            cards = re.search(r"\[([^\]]*)\]", line)
            if found and cards:
                b.hole[found[0]] = "".join(c.strip() for c in cards.group(1).split(","))
        elif not line.startswith(("---", "Dealing", "Start hand:", "Players in round", "User:")):
            _action(b, line)
    if not b.seats:
        raise HandError(N_("no seats found (damaged or truncated hand)"))
    # the end line proves the hand whole; a cut-off next header may follow it
    if not summary or not any(line.startswith("***** End of hand") for line in reversed(lines)):
        raise HandError(N_("no summary (truncated hand)"))
    hand = b.finish(b.scale_for(money), symbol, variant=None)
    hand.pots_after_rake = False  # "Main pot: $229.82" is before rake, "($226.82)" after
    return hand


def _action(b: HandBuilder, line: str) -> None:
    found = split_name(line, b.names)
    if found is None:
        return  # chat and table lines ("... has joined the table")
    name, rest = found
    if rest.endswith("[all in]"):
        b.all_in.add(name)
        rest = rest[: -len("[all in]")].rstrip()
    if rest.startswith("posts "):
        m = re.search(rf"\((?P<amount>{AMOUNT})\)$", rest)
        if m is None:
            raise HandError(N_("a post without an amount: {line!r}"), line=line)
        amount = to_decimal(m.group("amount"))
        if "dead" in rest:
            b.post(name, "dead", amount)
        elif "ante" in rest:
            b.post(name, "ante", amount)
        else:
            b.blind(name, amount)
    elif (m := re.match(rf"raises {AMOUNT} to (?P<to>{AMOUNT})$", rest)) is not None:
        b.raise_to(name, to_decimal(m.group("to")))
    elif (m := re.match(rf"(?:calls|bets) (?P<amount>{AMOUNT})$", rest)) is not None:
        b.put(name, to_decimal(m.group("amount")))
    elif rest == "folds":
        b.fold(name)
    elif rest == "checks":
        b.check(name)


def _summary_line(b: HandBuilder, line: str) -> None:
    if (m := _POT.match(line)) is not None:
        b.site_pots = [*(b.site_pots or []), to_decimal(m.group("amount"))]
        for winner in m.group("winners").split(", "):
            w = _WINNER.match(winner.strip())
            if w is None:
                raise HandError(N_("a pot won by nobody readable: {line!r}"), line=line)
            b.collect(w.group("name"), to_decimal(w.group("amount")))
    elif (m := _RAKE.match(line)) is not None:
        b.rake = to_decimal(m.group("amount"))
    elif (m := _FINAL.match(line)) is not None and m.group("cards"):
        b.hole[m.group("name")] = "".join(c.strip() for c in m.group("cards").split(","))


FORMAT = SiteFormat(
    name="Ongame Network",
    label=N_("Ongame text"),
    header=HEADER,
    starts="***** History for hand ",
    parse=parse,
)
