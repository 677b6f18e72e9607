"""The line reader the PokerStars family of text formats share: PokerStars, Full Tilt and the
Winning Poker Network (every game: hold'em, Omaha, hi/lo, stud, draw, badugi).

PokerKit's own PokerStars and Full Tilt parsers read no-limit hold'em only and drop antes,
"small & big blinds" posts and players the site folds while all-in; this reader keeps
them. It reads the chips each player committed line by line (money as Decimal, then
integer units), the site's uncalled-bet returns, its recorded pots and rake. Each site's
module (:mod:`.pokerstars`, :mod:`.fulltilt`, :mod:`.wpn`) gives its own header, game
name, tournament test and pot convention as a :class:`StarsFamily`.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from decimal import Decimal

from dealer_trainer.i18n import N_
from dealer_trainer.importer.model import HandError, ParsedHand, ParsedSeat
from dealer_trainer.importer.money import AMOUNT, amount_decimal
from dealer_trainer.importer.sites.base import classify_game, roman_or_int
from dealer_trainer.importer.sites.common import first_word, names_by_first_word
from dealer_trainer.importer.textlines import split_lines


@dataclass(frozen=True)
class StarsFamily:
    """What one site of the PokerStars family does its own way.

    Attributes:
        site: the site's name (``"PokerStars"``).
        variant: the game named in a hand's header line (``"Hold'em No Limit"``).
        tournament: True when the header line is a tournament's.
        pots_after_rake: True when the site prints its pots after rake.
        running_pots: True when the site's running "Main pot"/"Side pot(n)" lines are its pots
            (when the summary lists none).
    """

    site: str
    variant: Callable[[str], str]
    tournament: Callable[[str], bool]
    pots_after_rake: bool = True
    running_pots: bool = False


_TOURNAMENT = re.compile(r"Tournament|Level |Match \d|Sit & Go|SNG|Freeroll", re.I)


_TOURNAMENT_WORDS = ("tournament", "level ", "sit & go", "sng", "freeroll")
_MATCH_NUMBER = re.compile(r"match [0-9]")


def tournament_header(header: str) -> bool:
    """True when a header line names a tournament (``"Tournament #"``, ``"Level III"`` ...)."""
    if header.isascii():
        # the same test as the pattern's, quicker: ASCII text ignores case by lower()
        low = header.lower()
        return any(word in low for word in _TOURNAMENT_WORDS) or _MATCH_NUMBER.search(low) is not None
    return bool(_TOURNAMENT.search(header))


# Each pattern searched for in a header starts with a look-ahead for its possible first
# characters: the same matches, found 1.5 to 3 times quicker (the search skips other positions).
_VARIANT = re.compile(
    r"(?=[0-9CHORBSDTNPL])((?:\d Card |6\+ |Courchevel )?(?:Hold'em|Omaha|Razz|Badugi|Stud|Draw|Triple Draw|"
    r"\d Card (?:Stud|Draw)|2-7 Triple Draw|5 Card Draw|7 Card Stud)[^-()]*?"
    r"(?:No Limit|Pot Limit|Limit|Fixed Limit)?"
    r"|(?:No Limit|Pot Limit|Limit) [A-Za-z0-9' /+]+?)(?= -| \(|$)"
)


def stars_variant(header: str) -> str:
    """The game as a PokerStars or Full Tilt header line names it (``"Hold'em No Limit"``)."""
    m = _VARIANT.search(header)
    return m.group(1).strip() if m else ""


_A = rf"(?P<amount>{AMOUNT})"
_SEAT = re.compile(rf"^Seat (?P<no>\d+): (?P<name>.+?) \((?P<stack>{AMOUNT})(?: in chips)?[,)](?P<rest>.*)$")
#: A seat line whose parentheses hold a number: a stack, even when it is not an amount.
_SEAT_LIKE = re.compile(r"^Seat (?P<no>\d+): (?P<name>.+?) \((?P<stack>[^()]*\d[^()]*)\)")
#: A chip-moving action (or a fold) by whoever is named before the verb.
_ACTION_LIKE = re.compile(
    r"^(?P<name>[^\"]+?):? (?P<rest>(?:posts|antes|brings in|raises|completes|bets|calls|folds)\b.*)$"
)
_ACTION_WORD = re.compile(r" (?:posts|antes|brings in|raises|completes|bets|calls|folds)\b")
_BUTTON = re.compile(r"Seat #(?P<no>\d+) is the button|The button is in seat #(?P<no2>\d+)")
_STAKES = re.compile(rf"(?=[$€£RT0-9])(?<![\d/.,])(?P<sb>{AMOUNT})\s*/\s*(?P<bb>{AMOUNT})(?![\d/])")
_STREET = re.compile(
    r"^\*\*\* (?:FIRST |SECOND |THIRD )?(?:FLOP|TURN|RIVER|[4-7]th STREET|(?:FIRST |SECOND |THIRD )?DRAW)"
    r"(?: \d)? \*\*\*",
    re.IGNORECASE,
)
_CARDS = re.compile(r"\[([^\]]*)\]")
_UNCALLED = re.compile(
    rf"^Uncalled bet (?:\((?P<a1>{AMOUNT})\)|of (?P<a2>{AMOUNT})) returned to (?P<name>.+?)\s*$"
)
_TOTAL = re.compile(rf"^Total pot (?P<total>{AMOUNT})(?P<pots>.*?)(?:\| Rake (?P<rake>{AMOUNT}))?\s*$")
_SUMMARY_POT = re.compile(rf"(?P<kind>Main pot|Side pot(?:-\d+)?) (?P<amount>{AMOUNT})")
_RUNNING_POT = re.compile(rf"^(?P<kind>Main pot|Side pot\(\d+\)) (?P<amount>{AMOUNT})\s*$")
_BOARD = re.compile(r"^(?P<which>FIRST |SECOND )?Board:? \[(?P<cards>[^\]]*)\]")
#: What a line :data:`_BOARD` or :data:`_RUNNING_POT` reads starts with (tested first: quicker).
_BOARD_STARTS = ("Board", "FIRST Board", "SECOND Board")
_RUNNING_STARTS = ("Main pot", "Side pot(")
#: The first characters of every line the reader tests before it looks for a player's action
#: (seat, street, uncalled bet, total pot, running pot, board, dealt cards).
_SPECIAL_FIRST = "S*UTMBFD"

# verbs after "Name: " (PokerStars) or "Name " (Full Tilt, WPN)
_VERBS: list[tuple[str, re.Pattern[str]]] = [
    ("ante", re.compile(rf"^(?:posts (?:the )?ante(?: of)?|antes) {_A}")),
    ("sb_bb", re.compile(rf"^posts small & big blinds {_A}")),
    ("dead", re.compile(rf"^posts (?:a )?dead (?:small )?blind(?: of)? {_A}")),
    ("blind", re.compile(rf"^posts (?:the )?(?:small|big|button) blind(?: of)? {_A}")),
    ("blind", re.compile(rf"^posts (?:a )?straddle(?: of)? {_A}")),
    ("bet", re.compile(rf"^brings in for {_A}")),
    ("raise_to", re.compile(rf"^(?:raises {AMOUNT} to|raises to|completes (?:it )?to) {_A}")),
    ("bet", re.compile(rf"^(?:bets|calls) {_A}")),
    ("fold", re.compile(r"^folds\b")),
    ("show", re.compile(r"^shows \[(?P<cards>[^\]]*)\]")),
    ("cash_out", re.compile(rf"^cashed out the hand for {_A}")),
    ("collect", re.compile(rf"^collected {_A}")),
    ("collect", re.compile(rf"^wins the (?:main |side )?pot(?: \d+)? \({_A}\)")),
]
_SHOWED = re.compile(r"^Seat \d+: (?P<rest>.+)$")
_SHOWED_CARDS = re.compile(r"(?:showed|mucked) \[([^\]]*)\]")
_CURRENCY = re.compile(r"(?=[$€£RUEGI])(?:[$€£]|Rs\.|\b(?:USD|EUR|GBP|INR)\b)")
_SYMBOL = re.compile(r"[$€£]|Rs\.")
_LEVEL = re.compile(r"Level ([IVXLC]+|\d+)\b")
_NUMBERED_STREET = re.compile(r" \d \*\*\*")
_SHOWDOWN_TWICE = re.compile(r"^\*\*\* (?:FIRST|SECOND) SHOW ?DOWN")
_ALL_IN = re.compile(r"\ball[- ]in\b", re.I)
_WORD = re.compile(r"[a-z]+")
#: The verbs a line's first word can start, in the order of :data:`_VERBS` (the first match
#: wins), with whether the pattern has an amount.
_WORD_VERBS = {
    "posts": (0, 1, 2, 3, 4),
    "antes": (0,),
    "brings": (5,),
    "raises": (6,),
    "completes": (6,),
    "bets": (7,),
    "calls": (7,),
    "folds": (8,),
    "shows": (9,),
    "cashed": (10,),
    "collected": (11,),
    "wins": (12,),
}
_BY_WORD = {
    word: [(_VERBS[i][0], _VERBS[i][1], "amount" in _VERBS[i][1].groupindex) for i in indexes]
    for word, indexes in _WORD_VERBS.items()
}
#: Verbs that put chips in (or fold): the player was dealt in.
_MOVES = frozenset(("ante", "blind", "bet", "raise_to", "sb_bb", "dead", "fold"))


def _name_of(line: str, index: dict[str, list[str]], colon: set[str] | None = None) -> tuple[str, str] | None:
    """(player, rest of line) when the line starts with a seated player's name followed by
    ``": "``, ``" "`` or a final ``":"``; the longest name wins ("Player 10" before
    "Player 1"). ``index`` is :func:`~.common.names_by_first_word` of the names.

    ``colon``: the names as a set when none holds ``": "`` or ends in ``":"`` (PokerStars'
    ``"Name: verb"`` lines are then found by one look-up).
    """
    if colon is not None:
        name, sep, rest = line.partition(": ")
        if sep and name in colon:
            return name, rest
    for name in index.get(first_word(line), ()):
        if line.startswith(name):
            rest = line[len(name) :]
            if rest.startswith(": "):
                return name, rest[2:]
            if rest.startswith(" ") or rest == ":":
                return name, rest.lstrip(": ")
    return None


class _Ledger:
    """Running count of one hand's chips, in Decimal."""

    def __init__(self) -> None:
        self.round: dict[str, Decimal] = {}
        self.total: dict[str, Decimal] = {}
        self.dead = Decimal(0)

    def put(self, name: str, amount: Decimal) -> None:
        self.round[name] = self.round.get(name, Decimal(0)) + amount
        self.total[name] = self.total.get(name, Decimal(0)) + amount

    def raise_to(self, name: str, to: Decimal) -> None:
        self.put(name, to - self.round.get(name, Decimal(0)))

    def ante(self, name: str, amount: Decimal) -> None:
        self.total[name] = self.total.get(name, Decimal(0)) + amount

    def new_round(self) -> None:
        self.round.clear()


def parse_stars_family(options: StarsFamily, hand_id: str, text: str, source: str = "") -> ParsedHand:
    """Read one hand of ``options.site``'s text (PokerStars, Full Tilt, Winning Poker Network).

    Raises:
        HandError: the hand is damaged (no seats, a line that breaks the chip count, an
            amount that is not a number); the message says what.
    """
    lines = split_lines(text)
    header = lines[0]
    site = options.site
    hand = ParsedHand(source=source, hand_id=hand_id, site=site, text=text)
    hand.variant = options.variant(header)
    hand.game, hand.no_ranking_reason = classify_game(hand.variant)
    hand.tournament = options.tournament(header)
    play_money = "Play Money" in "\n".join(lines[:2])
    if (m := _LEVEL.search(header)) is not None:
        hand.level = roman_or_int(m.group(1))

    seats: list[tuple[int, str, Decimal, str]] = []
    away: set[str] = set()  # seated but not dealt in ("out of hand")
    button_no: int | None = None
    for line in lines[1:]:
        if line.startswith("***"):
            break
        if "button" in line and (m := _BUTTON.search(line)) is not None:
            button_no = int(m.group("no") or m.group("no2"))
        if (m := _SEAT.match(line)) is not None:
            rest = m.group("rest")
            if "out of hand" in rest:
                away.add(m.group("name"))
                continue
            seats.append(
                (int(m.group("no")), m.group("name"), amount_decimal(m.group("stack")), m.group("stack"))
            )
        elif (m := _SEAT_LIKE.match(line)) is not None:
            # a player whose stack is not an amount ("-3475"): dropping them would lose their chips
            raise HandError(
                N_("seat {number} ({name}): the stack {stack!r} is not an amount"),
                number=m.group("no"),
                name=m.group("name"),
                stack=m.group("stack"),
            )
    if not seats:
        raise HandError(N_("no seats found (damaged or truncated hand)"))
    names = [name for _, name, _, _ in seats]
    by_word = names_by_first_word(names)
    colon = None if any(": " in name or name.endswith(":") for name in names) else set(names)
    stacks = {name: stack for _, name, stack, _ in seats}

    ledger = _Ledger()
    folded: set[str] = set()
    all_in: set[str] = set()
    acted: set[str] = set()
    hole: dict[str, str] = {}
    returned: dict[str, Decimal] = {}
    collected: dict[str, Decimal] = {}
    boards: dict[str, str] = {}
    street_board: list[str] = []
    running_pots: list[Decimal] = []
    site_pots: list[Decimal] | None = None
    site_total: Decimal | None = None
    rake = Decimal(0)
    amounts: list[str] = [stack_text for _, _, _, stack_text in seats]
    values: list[Decimal] = [stack for _, _, stack, _ in seats]
    stakes = _STAKES.search(header)
    big_blind_text = stakes.group("bb") if stakes else None
    summary = False
    saw_summary = False
    ante_posts: list[Decimal] = []
    blind_posts: list[Decimal] = []
    ante_by: dict[str, Decimal] = {}
    dead_by: dict[str, Decimal] = {}
    big_blind_poster: str | None = None
    for line in lines[1:]:
        line = line.rstrip()
        first = line[:1]
        if first in _SPECIAL_FIRST or summary:
            if first == "S" and not summary and line.startswith("Seat ") and line[5:6].isdigit():
                continue  # a seat line (read above)
            if first == "*":
                if line.startswith("*** SUMMARY"):
                    summary = saw_summary = True
                    continue
                if _STREET.match(line):
                    ledger.new_round()
                    running_pots = []
                    groups = _CARDS.findall(line)
                    upper = line.upper()
                    if groups and not upper.startswith(("*** FIRST", "*** SECOND")):
                        street_board = " ".join(groups).split() if "DRAW" not in upper else street_board
                    if (
                        "FIRST" in upper or "SECOND" in upper or _NUMBERED_STREET.search(line)
                    ) and "DRAW" not in upper:
                        hand.flags.add("run_twice")
                    continue
                if "Hand was run twice" in line or _SHOWDOWN_TWICE.match(line):
                    hand.flags.add("run_twice")
                if line.startswith("***"):
                    continue
            elif "Hand was run twice" in line:
                hand.flags.add("run_twice")
            if first == "U" and (m := _UNCALLED.match(line)) is not None:
                amount_text = m.group("a1") or m.group("a2")
                amounts.append(amount_text)
                amount = amount_decimal(amount_text)
                values.append(amount)
                name = m.group("name")
                returned[name] = returned.get(name, Decimal(0)) + amount
                continue
            if first == "T" and (m := _TOTAL.match(line)) is not None:
                site_total = amount_decimal(m.group("total"))
                amounts.append(m.group("total"))
                values.append(site_total)
                if m.group("rake"):
                    rake = amount_decimal(m.group("rake"))
                    amounts.append(m.group("rake"))
                    values.append(rake)
                pots_text = m.group("pots") or ""
                # anything but pots before the fees: a line cut short ("Total pot $234.55 Main")
                if _SUMMARY_POT.sub("", pots_text).split("|")[0].strip(" .€"):
                    raise HandError(N_("the total pot line of the summary is cut short (truncated hand)"))
                pots = [amount_decimal(p.group("amount")) for p in _SUMMARY_POT.finditer(pots_text)]
                site_pots = pots or None
                continue
            running = not summary and line.startswith(_RUNNING_STARTS)
            if running and (m := _RUNNING_POT.match(line)) is not None:
                if m.group("kind") == "Main pot":
                    running_pots = []
                running_pots.append(amount_decimal(m.group("amount")))
                continue
            if line.startswith(_BOARD_STARTS) and (m := _BOARD.match(line)) is not None:
                which = (m.group("which") or "").strip()
                if which or len(boards) >= 1:
                    hand.flags.add("run_twice")
                boards[which or str(len(boards))] = m.group("cards")
                continue
            if summary:
                if "[" in line and (m := _SHOWED.match(line)) is not None:  # cards shown or mucked
                    found = _name_of(m.group("rest"), by_word)
                    if found:
                        cards = _SHOWED_CARDS.search(found[1])
                        if cards and found[0] not in hole:
                            hole[found[0]] = cards.group(1)
                continue
            if first == "D" and line.startswith("Dealt to "):
                found = _name_of(line[len("Dealt to ") :], by_word)
                groups = _CARDS.findall(line)
                if found and groups:
                    hole[found[0]] = " ".join(groups)
                    acted.add(found[0])
                continue
        elif "Hand was run twice" in line:  # an action (most lines): the tests above cannot match
            hand.flags.add("run_twice")
        found = _name_of(line, by_word, colon)
        if found is None:
            stranger = _stranger(line)
            if stranger is not None and stranger not in away:
                # dropping it would change the chips (an invented uncalled bet, a lost call)
                raise HandError(
                    N_("an action by {name!r}, who is not seated in the hand: {line!r}"),
                    name=stranger,
                    line=line.strip(),
                )
            continue
        name, rest = found
        word = rest.partition(" ")[0]
        if not (word.isascii() and word.isalpha() and word.islower()):
            m = _WORD.match(rest)  # the first word ends in something else ("folds,")
            word = m.group(0) if m else ""
        for verb, pattern, has_amount in _BY_WORD.get(word, ()):
            m = pattern.match(rest)
            if m is None:
                continue
            amount_text = m.group("amount") if has_amount else None
            amount = amount_decimal(amount_text) if amount_text else Decimal(0)
            if amount_text:
                amounts.append(amount_text)
                values.append(amount)
            if verb in _MOVES:
                acted.add(name)
            if verb == "ante":
                ledger.ante(name, amount)
                ante_posts.append(amount)
                ante_by[name] = ante_by.get(name, Decimal(0)) + amount
            elif verb in ("blind", "bet"):
                ledger.put(name, amount)
                if verb == "blind":
                    blind_posts.append(amount)
                    if "big blind" in rest:
                        big_blind_poster = name
            elif verb == "raise_to":
                ledger.raise_to(name, amount)
            elif verb == "sb_bb":
                if big_blind_text is None:
                    raise HandError(N_("'posts small & big blinds' without the stakes in the header"))
                live = amount_decimal(big_blind_text)
                ledger.put(name, min(live, amount))
                ledger.dead += max(Decimal(0), amount - live)
                dead_by[name] = dead_by.get(name, Decimal(0)) + max(Decimal(0), amount - live)
                hand.flags.add("dead_small_blind")
            elif verb == "dead":
                ledger.dead += amount
                dead_by[name] = dead_by.get(name, Decimal(0)) + amount
                hand.flags.add("dead_blind")
            elif verb == "fold":
                folded.add(name)
            elif verb == "show":
                hole[name] = m.group("cards")
            elif verb == "cash_out":
                hand.flags.add("cash_out")
                hand.cashed_out.add(name)
            elif verb == "collect":
                collected[name] = collected.get(name, Decimal(0)) + amount
            if _says_all_in(rest):
                all_in.add(name)
            break

    if not saw_summary and site_total is None:
        raise HandError(N_("no summary (truncated hand)"))
    if saw_summary and site_total is None:
        raise HandError(N_("no total pot in the summary (truncated hand)"))
    if site_pots is None and running_pots and options.running_pots:
        site_pots = running_pots

    # scale: cents for real-money cash games and for any fractional amount
    printed = " ".join(amounts)
    currency = bool(_CURRENCY.search(header) or _CURRENCY.search(printed))
    # an amount without a decimal point is whole (each value is read from one of these texts)
    fractional = "." in printed and any(v != v.to_integral_value() for v in values)
    hand.scale = 100 if fractional or (currency and not hand.tournament and not play_money) else 1
    symbol = _SYMBOL.search(printed + header) if currency else None
    hand.symbol = symbol.group(0) if symbol and hand.scale == 100 else ""
    scale = hand.scale

    in_units: dict[Decimal, int] = {}  # amounts repeat in a hand (stacks, bets, totals)

    def units(value: Decimal) -> int:
        found = in_units.get(value)
        if found is not None:
            return found
        scaled = value * scale
        if scaled != scaled.to_integral_value():
            raise HandError(N_("amount {amount} is finer than one unit"), amount=value)
        found = in_units[value] = int(scaled)
        return found

    players = [n for n in names if n in acted or n in ledger.total]
    if len(players) < 2:
        raise HandError(N_("fewer than two players in the hand"))
    in_hand = set(players)
    by_no = {no: name for no, name, _, _ in seats}
    hand.seats = [ParsedSeat(name, no, units(stacks[name])) for no, name, _, _ in seats if name in in_hand]
    if button_no is not None:
        hand.button = _button_name(button_no, hand.seats, by_no)
    hand.committed = {n: units(ledger.total.get(n, Decimal(0))) for n in players}
    for n in players:
        if hand.committed[n] > units(stacks[n]):
            raise HandError(
                N_("{name} commits {amount} with a stack of {stack}"),
                name=n,
                amount=ledger.total[n],
                stack=stacks[n],
            )
    hand.dead = units(ledger.dead)
    hand.dead_posts = {n: units(v) for n, v in dead_by.items() if n in in_hand and v}
    hand.folded = folded & in_hand
    hand.all_in = (all_in & in_hand) | {
        n for n in players if hand.committed[n] == units(stacks[n]) and hand.committed[n] > 0
    }
    if len(ante_by) == 1 and len(players) > 2 and big_blind_poster in ante_by:
        # a big-blind ante (one payer, the big blind): dead money in the main pot (docs/rules.md#dead-money)
        bba = units(ante_by[big_blind_poster])
        hand.committed[big_blind_poster] -= bba
        hand.dead += bba
        hand.dead_posts[big_blind_poster] = hand.dead_posts.get(big_blind_poster, 0) + bba
        hand.flags.add("big_blind_ante")
    hand.hole = {n: "".join(c.split()) for n, c in hole.items() if n in in_hand}
    hand.returned = {n: units(v) for n, v in returned.items() if n in in_hand}
    hand.collected = {n: units(v) for n, v in collected.items() if n in in_hand}
    hand.site_total = units(site_total) if site_total is not None else None
    hand.rake = units(rake)
    hand.site_pots = [units(p) for p in site_pots] if site_pots else None
    hand.pots_after_rake = options.pots_after_rake
    if hand.site_pots is None and hand.site_total is not None:
        # no pot list: the one pot is the total less the rake, after rake on every site
        hand.site_pots = [hand.site_total - hand.rake]
        hand.pots_after_rake = True
    if len(boards) == 1 and "run_twice" not in hand.flags:
        hand.board = "".join(next(iter(boards.values())).split())
    elif not boards and street_board and "run_twice" not in hand.flags:
        hand.board = "".join(street_board)
    if "run_twice" in hand.flags:
        hand.board = ""
    if "hi/lo" in hand.no_ranking_reason:
        hand.flags.add("hi_lo")
    blinds = stakes
    if blinds:
        hand.small_blind = units(amount_decimal(blinds.group("sb")))
        hand.big_blind = units(amount_decimal(blinds.group("bb")))
    elif blind_posts:
        hand.small_blind, hand.big_blind = units(min(blind_posts)), units(max(blind_posts))
    if ante_posts:
        hand.ante = units(max(set(ante_posts), key=ante_posts.count))
    return hand


def _says_all_in(rest: str) -> bool:
    """True when ``rest`` says all-in (:data:`_ALL_IN`); ASCII text without "ll-in" or "ll in"
    (most lines) is answered without the pattern."""
    if rest.isascii():
        low = rest.lower()
        if "ll-in" not in low and "ll in" not in low:
            return False
    return _ALL_IN.search(rest) is not None


def _stranger(line: str) -> str | None:
    """The name before a chip-moving action (or a fold) in ``line``, or None for other lines."""
    if _ACTION_WORD.search(line) is None:
        return None  # most lines, quickly
    m = _ACTION_LIKE.match(line)
    if m is None or " said, " in line:
        return None
    rest = m.group("rest")
    moving = ("ante", "sb_bb", "dead", "blind", "bet", "raise_to", "fold")
    if any(pattern.match(rest) for verb, pattern in _VERBS if verb in moving):
        return m.group("name")
    return None


def _button_name(button_no: int, seats: list[ParsedSeat], by_no: dict[int, str]) -> str | None:
    """The button's player; for an empty button seat, the nearest player before it."""
    in_hand = {s.seat_no: s.name for s in seats}
    if button_no in in_hand:
        return in_hand[button_no]
    before = [no for no in in_hand if no < button_no]
    return in_hand[max(before)] if before else in_hand[max(in_hand)]
