"""Open Hand History (OHH), the JSON standard of hh-specs.handhistory.org: read and write.

A file holds one ``{"ohh": {...}}`` object per hand, separated by a blank line (the
standard's storage format; a JSON list of them is read too). Amounts are decimals in the
game's currency; an action's ``amount`` is the chips that action put in (a raise: the chips
added, not its total). Each pot's ``amount`` includes its ``rake`` and ``jackpot``; its
``player_wins`` say what each player was paid from it (``cashout_amount``: paid outside the
pot to a player who cashed out).

No maintained Python library reads or writes OHH, so this module does, with the standard
library's :mod:`json` (amounts through :class:`~decimal.Decimal`, never floats).
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Iterator
from decimal import Decimal
from typing import Any

from dealer_trainer.engine import PotError, build_pots
from dealer_trainer.engine.cards import card_text
from dealer_trainer.i18n import N_
from dealer_trainer.importer.convert import engine_hand
from dealer_trainer.importer.games import classify_game
from dealer_trainer.importer.model import HandError, ParsedHand
from dealer_trainer.importer.sites.base import SiteFormat
from dealer_trainer.importer.sites.ledger import HandBuilder

NAME = "Open Hand History"
#: The version of the standard written.
SPEC_VERSION = "1.4.7"
#: Currency codes and the symbols amounts are shown with.
CURRENCIES = {"USD": "$", "EUR": "€", "GBP": "£", "CAD": "$", "AUD": "$", "INR": "₹", "CNY": "¥"}
_STREETS = {"Preflop": "preflop", "Flop": "flop", "Turn": "turn", "River": "river"}
_GAMES = {"Holdem": "Hold'em", "Omaha": "Omaha", "OmahaHiLo": "Omaha Hi/Lo", "Stud": "7 Card Stud",
          "StudHiLo": "7 Card Stud Hi/Lo", "Draw": "5 Card Draw"}  # fmt: skip
_LIMITS = {"NL": "No Limit", "PL": "Pot Limit", "FL": "Limit"}
_POSTS = {"Post Ante": "ante", "Post SB": "small_blind", "Post BB": "big_blind", "Straddle": "straddle",
          "Post Dead": "dead", "Post Extra Blind": "post"}  # fmt: skip
_WRITE = {v: k for k, v in _POSTS.items()} | {"fold": "Fold", "check": "Check", "call": "Call", "bet": "Bet",
          "raise": "Raise", "show": "Shows Cards", "muck": "Mucks Cards"}  # fmt: skip


def detect(text: str) -> bool:
    """True when ``text`` is OHH JSON (an object, or a list of them, with an ``"ohh"`` key)."""
    head = text.lstrip("\ufeff \t\r\n")[:2000]
    return head[:1] in "{[" and head[:1] != "" and '"ohh"' in head


def _objects(text: str) -> list[Any]:
    """Every JSON value in ``text``, one after another (blank lines between them)."""
    decoder = json.JSONDecoder(parse_float=Decimal)
    text = text.lstrip("\ufeff")
    out: list[Any] = []
    at = 0
    while True:
        while at < len(text) and text[at] in " \t\r\n":
            at += 1
        if at >= len(text):
            return out
        value, at = decoder.raw_decode(text, at)
        if isinstance(value, list):
            out.extend(value)
        else:
            out.append(value)


def _lone_surrogate(data: dict[str, Any]) -> bool:
    """True when a text in ``data`` holds half a surrogate pair (JSON allows the escape
    ``"\\ud800"`` alone; it is no character, and no file, report or drill can hold it)."""
    try:
        json.dumps(data, ensure_ascii=False, default=str).encode("utf-8")
    except UnicodeEncodeError:
        return True
    return False


def parse(text: str, source: str) -> list[tuple[str, ParsedHand | HandError]]:
    """Every hand of an OHH file: (hand id, ParsedHand or the error that stopped it).

    A file whose JSON breaks off (a cut file) keeps the hands before the break and reports
    the rest as one damaged entry.
    """
    out: list[tuple[str, ParsedHand | HandError]] = []
    try:
        objects = _objects(text)
    except json.JSONDecodeError as exc:
        good: list[Any] = []
        try:  # the hands before the break are still good
            good = _objects(text[: exc.pos].rsplit("\n\n", 1)[0]) if exc.pos else []
        except json.JSONDecodeError:
            good = []
        objects = [
            *good,
            HandError(
                N_("not valid JSON: {error} (line {line}, column {column})"),
                error=exc.msg,
                line=exc.lineno,
                column=exc.colno,
            ),
        ]
    for number, obj in enumerate(objects, start=1):
        label = f"#{number}"
        if isinstance(obj, HandError):
            out.append((label, obj))
            continue
        data = obj.get("ohh") if isinstance(obj, dict) else None
        if not isinstance(data, dict):
            out.append((label, HandError(N_('not an Open Hand History hand (no "ohh" object)'))))
            continue
        if _lone_surrogate(data):
            out.append(
                (label, HandError(N_("text that is not Unicode: a lone surrogate escape (\\ud800 ...)")))
            )
            continue
        hand_id = str(data.get("game_number") or label)
        try:
            out.append((hand_id, read_hand(data, source, hand_id)))
        except HandError as exc:
            out.append((hand_id, exc))
        except (ValueError, TypeError, ArithmeticError, KeyError, IndexError, AttributeError) as exc:
            out.append(
                (
                    hand_id,
                    HandError(
                        N_("damaged hand ({error_type}: {error})"), error_type=type(exc).__name__, error=exc
                    ),
                )
            )
    return out


def _amount(value: Any) -> Decimal:
    if isinstance(value, bool) or not isinstance(value, int | Decimal | str):
        raise HandError(N_("not an amount: {text!r}"), text=value)
    return Decimal(value)


def read_hand(data: dict[str, Any], source: str, hand_id: str) -> ParsedHand:
    """One OHH hand (the object under ``"ohh"``) as a :class:`ParsedHand`.

    Raises:
        HandError: a player or action the hand does not define, an amount that is not one.
    """
    site = str(data.get("site_name") or data.get("network_name") or NAME)
    builder = HandBuilder(source, hand_id, site)
    players = sorted(data["players"], key=lambda p: int(p["seat"]))
    by_id: dict[Any, str] = {}
    for player in players:
        name = str(player.get("name") or f"Player {player['id']}")
        builder.seat(int(player["seat"]), name, _amount(player["starting_stack"]))
        by_id[player["id"]] = name
    if data.get("dealer_seat") is not None:
        builder.button_no = int(data["dealer_seat"])
    small, big = data.get("small_blind_amount"), data.get("big_blind_amount")
    if small is not None and big is not None:
        builder.stakes = (_amount(small), _amount(big))
    flags = {str(f) for f in data.get("flags") or ()}
    if "Run_It_Twice" in flags:
        builder.hand.flags.add("run_twice")
        builder.boards = 2
    streets_seen: set[str] = set()
    for round_ in data.get("rounds") or ():
        street = str(round_.get("street", ""))
        if street in _STREETS and street != "Preflop":
            if street in streets_seen:  # a second board of a hand run twice
                builder.hand.flags.add("run_twice")
                builder.boards = 2
            else:
                builder.new_street(_STREETS[street], [str(c) for c in round_.get("cards") or ()])
            streets_seen.add(street)
        for action in sorted(round_.get("actions") or (), key=lambda a: a.get("action_number", 0)):
            _act(builder, action, by_id)
    collected: dict[str, Decimal] = {}
    site_pots: list[Decimal] = []
    rake = jackpot = Decimal(0)
    for pot in sorted(data.get("pots") or (), key=lambda p: p.get("number", 0)):
        pot_rake = _amount(pot.get("rake") or 0)
        pot_jackpot = _amount(pot.get("jackpot") or 0)
        rake += pot_rake
        jackpot += pot_jackpot
        site_pots.append(_amount(pot["amount"]) - pot_rake - pot_jackpot)
        for win in pot.get("player_wins") or ():
            winner = by_id.get(win.get("player_id"))
            if winner is None:
                raise HandError(
                    N_("a pot won by player id {player!r}, who is not in the hand"),
                    player=win.get("player_id"),
                )
            if win.get("win_amount"):
                collected[winner] = collected.get(winner, Decimal(0)) + _amount(win["win_amount"])
            if win.get("cashout_amount"):
                builder.cash_out[winner] = _amount(win["cashout_amount"])
                builder.hand.cashed_out.add(winner)
    for name, value in collected.items():
        builder.collect(name, value)
    if site_pots:
        builder.site_pots = site_pots
    builder.fees = {"rake": rake, "jackpot fee": jackpot}
    tournament = bool(data.get("tournament")) or bool(data.get("tournament_info"))
    currency = str(data.get("currency") or "")
    symbol = CURRENCIES.get(currency, "")
    amounts = [s for _, _, s in builder.seats] + [e[3] for e in builder.events] + site_pots
    fractional = any(v != v.to_integral_value() for v in amounts)
    scale = 100 if fractional or (symbol and not tournament) else 1
    limit = (data.get("bet_limit") or {}).get("bet_type", "NL")
    game_type = str(data.get("game_type") or "")
    variant = f"{_GAMES.get(game_type, game_type)} {_LIMITS.get(limit, limit)}"
    game, reason = classify_game(variant)
    hand = builder.finish(scale, symbol, tournament, variant.strip(), game)
    hand.no_ranking_reason = reason
    hand.table = str(data.get("table_name") or "")
    level = (data.get("tournament_info") or {}).get("level")
    if tournament and isinstance(level, int) and not isinstance(level, bool):
        hand.level = level
    return hand


def _act(builder: HandBuilder, action: dict[str, Any], by_id: dict[Any, str]) -> None:
    kind = str(action.get("action", ""))
    amount = _amount(action.get("amount") or 0)
    all_in = bool(action.get("is_allin"))
    if kind == "Add to Pot" and action.get("player_id") is None:
        builder.added_dead += amount
        return
    name = by_id.get(action.get("player_id"))
    if name is None:
        if kind in ("Fold", "Check", "Bet", "Raise", "Call", *_POSTS):
            raise HandError(
                N_("an action by player id {player!r}, who is not in the hand"),
                player=action.get("player_id"),
            )
        return
    cards = card_text(str(c) for c in action.get("cards") or ())
    if kind in _POSTS:
        builder.post(name, _POSTS[kind], amount, all_in)
    elif kind == "Dealt Cards":
        builder.deal(name, cards)
    elif kind == "Fold":
        builder.fold(name)
    elif kind == "Check":
        builder.check(name)
    elif kind == "Call":
        builder.call(name, amount, all_in)
    elif kind == "Bet":
        builder.bet(name, amount, all_in)
    elif kind == "Raise":
        builder.raise_by(name, amount, all_in)
    elif kind == "Shows Cards":
        builder.show(name, cards)
    elif kind == "Mucks Cards":
        builder.muck(name, cards)
    elif kind == "Add to Pot":
        builder.added_dead += amount


# ---------------------------------------------------------------- writing


def _dec(units: int, scale: int) -> Decimal:
    return Decimal(units) / scale if scale != 1 else Decimal(units)


def _game_type(variant: str) -> tuple[str, str]:
    v = variant.lower()
    limit = "PL" if "pot limit" in v else "FL" if "limit" in v and "no limit" not in v else "NL"
    if "omaha" in v:
        return ("OmahaHiLo" if "hi/lo" in v or "8" in v else "Omaha"), limit
    if "stud" in v:
        return ("StudHiLo" if "hi/lo" in v else "Stud"), limit
    if "draw" in v:
        return "Draw", limit
    return "Holdem", limit


def hand_to_ohh(hand: ParsedHand) -> dict[str, Any]:
    """``hand`` as an OHH object (``{"ohh": {...}}``), amounts in the game's currency.

    The site's pots are written as recorded (its rake and jackpot fee on the main pot); a
    site that records only its total pot, or none, gets the engine's pots, with the fees
    taken from the main pot, so the amounts add up to every chip put in.

    Raises:
        HandError: the hand holds no actions (its parser does not record them).
    """
    if not hand.actions:
        raise HandError(N_("the {site} parser records no actions for this hand"), site=hand.site)
    scale = hand.scale
    ids = {seat.name: i for i, seat in enumerate(hand.seats)}
    button_seat = next((s.seat_no for s in hand.seats if s.name == hand.button), None)
    game_type, bet_type = _game_type(hand.variant)
    rounds = _ohh_rounds(hand, ids)
    data: dict[str, Any] = {
        "spec_version": SPEC_VERSION,
        "site_name": hand.site,
        "network_name": hand.site,
        "internal_version": "dealer-trainer",
        "tournament": hand.tournament,
        # the blind level has no field of its own in the standard: kept in tournament_info
        "tournament_info": {"level": hand.level} if hand.tournament else None,
        "game_number": hand.hand_id,
        "start_date_utc": None,
        "table_name": hand.table,
        "game_type": game_type,
        "bet_limit": {"bet_type": bet_type, "bet_cap": 0},
        "table_size": max(len(hand.seats), max((s.seat_no for s in hand.seats), default=0)),
        "currency": next((code for code, sym in CURRENCIES.items() if sym == hand.symbol), "")
        if hand.symbol
        else ("T$" if hand.tournament else ""),
        "dealer_seat": button_seat,
        "small_blind_amount": _dec(hand.small_blind, scale),
        "big_blind_amount": _dec(hand.big_blind, scale),
        "ante_amount": _dec(hand.ante, scale),
        "hero_player_id": None,
        "flags": ["Run_It_Twice"] if "run_twice" in hand.flags else [],
        "players": [
            {
                "id": ids[s.name],
                "seat": s.seat_no,
                "name": s.name,
                "starting_stack": _dec(s.stack, scale),
                "player_bounty": 0,
            }  # fmt: skip
            for s in hand.seats
        ],
        "rounds": rounds,
        "pots": _pots(hand, ids),
    }
    return {"ohh": data}


#: Betting rounds in order.
STREET_ORDER = ("preflop", "flop", "turn", "river")


def _ohh_rounds(hand: ParsedHand, ids: dict[str, int]) -> list[dict[str, Any]]:
    """The OHH rounds of ``hand`` (``ids``: each player's OHH id): the cards dealt and the
    actions street by street (the money the site adds before the first action), up to the
    last street dealt or played, then the showdown's shows and mucks."""
    scale = hand.scale
    rounds: list[dict[str, Any]] = []
    number = 0

    def action(
        name: str | None, kind: str, amount: int = 0, all_in: bool = False, cards: str = ""
    ) -> dict[str, Any]:
        nonlocal number
        item: dict[str, Any] = {
            "action_number": number,
            "player_id": ids.get(name) if name else None,
            "action": kind,
        }
        number += 1
        if amount:
            item["amount"] = _dec(amount, scale)
        if all_in:
            item["is_allin"] = True
        if cards:
            item["cards"] = [cards[i : i + 2] for i in range(0, len(cards), 2)]
        return item

    board = hand.board
    street_cards = {"preflop": "", "flop": board[:6], "turn": board[6:8], "river": board[8:10]}
    preflop: list[dict[str, Any]] = [
        action(s.name, "Dealt Cards", cards=hand.hole.get(s.name, "")) for s in hand.seats
    ]
    extra_dead = hand.dead - sum(hand.dead_posts.values())
    by_street: dict[str, list[dict[str, Any]]] = {"preflop": preflop, "flop": [], "turn": [], "river": []}
    showdown: list[dict[str, Any]] = []
    for act in hand.actions:
        if act.kind in ("show", "muck"):
            showdown.append(
                action(act.player, _WRITE[act.kind], cards=act.cards or hand.hole.get(act.player, ""))
            )
            continue
        by_street[act.street].append(action(act.player, _WRITE[act.kind], act.chips, act.all_in))
    if extra_dead > 0:
        preflop.append(action(None, "Add to Pot", extra_dead))
    last_street = max(
        (STREET_ORDER.index(a.street) for a in hand.actions if a.kind not in ("show", "muck")), default=0
    )
    dealt = 3 if len(board) >= 10 else 2 if len(board) >= 8 else 1 if len(board) >= 6 else 0
    for index, street in enumerate(STREET_ORDER):
        if index > max(last_street, dealt):
            break
        cards = street_cards[street]
        rounds.append(
            {
                "id": index,
                "street": street.capitalize() if street != "preflop" else "Preflop",
                "cards": [cards[i : i + 2] for i in range(0, len(cards), 2)],
                "actions": by_street[street],
            }
        )
    if showdown:
        rounds.append({"id": len(rounds), "street": "Showdown", "cards": [], "actions": showdown})
    return rounds


def _pots(hand: ParsedHand, ids: dict[str, int]) -> list[dict[str, Any]]:
    scale = hand.scale
    if hand.site_pots is not None:
        amounts = list(hand.site_pots)
        fees_in_amounts = False
    else:
        try:
            amounts = [p.amount for p in build_pots(engine_hand(hand))]
        except PotError:
            amounts = [sum(hand.committed.values()) + hand.dead]
        fees_in_amounts = True
    jackpot = hand.fees.get("jackpot fee", 0)
    rake = hand.rake - jackpot
    pots = []
    for number, amount in enumerate(amounts):
        fee, jack = (rake, jackpot) if number == 0 else (0, 0)
        total = amount if fees_in_amounts else amount + fee + jack
        pot: dict[str, Any] = {"number": number, "amount": _dec(total, scale), "rake": _dec(fee, scale)}
        if jack:
            pot["jackpot"] = _dec(jack, scale)
        pot["player_wins"] = []
        pots.append(pot)
    if pots:
        for name, value in hand.collected.items():
            pots[0]["player_wins"].append({"player_id": ids[name], "win_amount": _dec(value, scale)})
    return pots


def dumps(hands: Iterable[ParsedHand]) -> str:
    """OHH text of ``hands``: one JSON object per hand, a blank line between them.

    Amounts are written as the decimals they are (``116.5``), never through a float.

    Raises:
        HandError: a hand whose actions are not known.
    """
    return "\n\n".join(dump_hand(h) for h in hands) + "\n"


def dump_hand(hand: ParsedHand) -> str:
    """One hand as OHH JSON text (see :func:`dumps`)."""
    text = json.dumps(_marked(hand_to_ohh(hand)), ensure_ascii=False)
    return _DECIMAL.sub(lambda m: m.group(1), text)


_MARK = "\u0000dec:"
_DECIMAL = re.compile(r'"\\u0000dec:(-?[0-9]+(?:\.[0-9]+)?)"')


def _marked(value: Any) -> Any:
    """``value`` with every Decimal as a marked string, put back as a JSON number by :func:`dump_hand`."""
    if isinstance(value, Decimal):
        return f"{_MARK}{value.normalize():f}"
    if isinstance(value, dict):
        return {k: _marked(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_marked(v) for v in value]
    return value


def read(lines: Iterable[str], source: str) -> Iterator[tuple[str, ParsedHand | HandError]]:
    """Every hand of a file's ``lines`` (without line ends), as :func:`parse` reads the
    whole text: the registry's reader for a file format."""
    yield from parse("\n".join(lines), source)


#: This format in the registry (:mod:`dealer_trainer.importer.sites`): a file format,
#: recognised by :func:`detect` on a file's first lines.
FORMAT = SiteFormat(
    name=NAME, label=N_("Open Hand History JSON"), sniff=detect, read=read, suffixes=(".ohh", ".json")
)
