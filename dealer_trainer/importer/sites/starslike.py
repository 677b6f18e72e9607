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
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from decimal import Decimal

from dealer_trainer.i18n import N_
from dealer_trainer.importer.model import HandError, ParsedHand, ParsedSeat
from dealer_trainer.importer.money import AMOUNT, amount_decimal
from dealer_trainer.importer.sites.base import classify_game, roman_or_int
from dealer_trainer.importer.sites.common import check_seat_count, first_word, names_by_first_word
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
    hand = ParsedHand(source=source, hand_id=hand_id, site=options.site, text=text)
    hand.variant = options.variant(header)
    hand.game, hand.no_ranking_reason = classify_game(hand.variant)
    hand.tournament = options.tournament(header)
    play_money = "Play Money" in "\n".join(lines[:2])
    if (m := _LEVEL.search(header)) is not None:
        hand.level = roman_or_int(m.group(1))
    seats, away, button_no = _read_seats(lines)
    stakes = _STAKES.search(header)
    reading = _Reading(hand, seats, away, stakes.group("bb") if stakes else None)
    rest = iter(lines[1:])
    _read_actions(reading, rest)  # up to the summary line
    _read_summary(reading, rest)  # the lines after it
    if not reading.summary and reading.site_total is None:
        raise HandError(N_("no summary (truncated hand)"))
    if reading.summary and reading.site_total is None:
        raise HandError(N_("no total pot in the summary (truncated hand)"))
    if reading.site_pots is None and reading.running_pots and options.running_pots:
        reading.site_pots = reading.running_pots
    _set_scale(hand, header, reading.amounts, reading.values, play_money)
    units = _in_units(hand.scale)
    _set_chips(hand, reading, seats, button_no, options, units)
    if "run_twice" in hand.flags:
        hand.board = ""
    if "hi/lo" in hand.no_ranking_reason:
        hand.flags.add("hi_lo")
    if stakes:
        hand.small_blind = units(amount_decimal(stakes.group("sb")))
        hand.big_blind = units(amount_decimal(stakes.group("bb")))
    elif reading.blind_posts:
        hand.small_blind, hand.big_blind = units(min(reading.blind_posts)), units(max(reading.blind_posts))
    if reading.ante_posts:
        hand.ante = units(max(set(reading.ante_posts), key=reading.ante_posts.count))
    return hand


#: A seat read: (seat number, player, stack, the stack as printed).
_Seat = tuple[int, str, Decimal, str]


def _read_seats(lines: list[str]) -> tuple[list[_Seat], set[str], int | None]:
    """The seats of a hand's lines before its first ``***`` line: (the seats dealt in, the
    players seated but not dealt in ("out of hand"), the button's seat number or None).

    Raises:
        HandError: no seat, a seat whose stack is not an amount, or more seats than a table has.
    """
    seats: list[_Seat] = []
    away: set[str] = set()
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
            check_seat_count(len(seats))
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
    return seats, away, button_no


class _Reading:
    """What one hand's lines have said so far, shared by the phases that read them: chips in
    Decimal, with the text of every amount read (for the hand's scale)."""

    __slots__ = (
        "hand",
        "names",
        "by_word",
        "colon",
        "stacks",
        "away",
        "big_blind_text",
        "ledger",
        "folded",
        "all_in",
        "acted",
        "hole",
        "returned",
        "collected",
        "boards",
        "street_board",
        "running_pots",
        "site_pots",
        "site_total",
        "rake",
        "amounts",
        "values",
        "summary",
        "ante_posts",
        "blind_posts",
        "ante_by",
        "dead_by",
        "big_blind_poster",
    )

    def __init__(
        self, hand: ParsedHand, seats: list[_Seat], away: set[str], big_blind_text: str | None
    ) -> None:
        self.hand = hand
        names = self.names = [name for _, name, _, _ in seats]
        self.by_word = names_by_first_word(names)
        # the names as a set when none holds ": " or ends in ":" (see _name_of)
        self.colon = None if any(": " in name or name.endswith(":") for name in names) else set(names)
        self.stacks = {name: stack for _, name, stack, _ in seats}
        self.away = away  # seated but not dealt in ("out of hand")
        self.big_blind_text = big_blind_text  # the header's stakes
        self.ledger = _Ledger()
        self.folded: set[str] = set()
        self.all_in: set[str] = set()
        self.acted: set[str] = set()
        self.hole: dict[str, str] = {}
        self.returned: dict[str, Decimal] = {}
        self.collected: dict[str, Decimal] = {}
        self.boards: dict[str, str] = {}
        self.street_board: list[str] = []
        self.running_pots: list[Decimal] = []
        self.site_pots: list[Decimal] | None = None
        self.site_total: Decimal | None = None
        self.rake = Decimal(0)
        self.amounts: list[str] = [stack_text for _, _, _, stack_text in seats]
        self.values: list[Decimal] = [stack for _, _, stack, _ in seats]
        self.summary = False  # the summary line was read
        self.ante_posts: list[Decimal] = []
        self.blind_posts: list[Decimal] = []
        self.ante_by: dict[str, Decimal] = {}
        self.dead_by: dict[str, Decimal] = {}
        self.big_blind_poster: str | None = None

    def stars(self, line: str) -> bool:
        """Read a line that starts with ``*`` (not the summary's): a street starts a betting
        round; True when the line is read (a street, any ``***`` line)."""
        if _STREET.match(line):
            self.ledger.new_round()
            self.running_pots = []
            groups = _CARDS.findall(line)
            upper = line.upper()
            if groups and not upper.startswith(("*** FIRST", "*** SECOND")):
                self.street_board = " ".join(groups).split() if "DRAW" not in upper else self.street_board
            if (
                "FIRST" in upper or "SECOND" in upper or _NUMBERED_STREET.search(line)
            ) and "DRAW" not in upper:
                self.hand.flags.add("run_twice")
            return True
        if "Hand was run twice" in line or _SHOWDOWN_TWICE.match(line):
            self.hand.flags.add("run_twice")
        return line.startswith("***")

    def uncalled(self, m: re.Match[str]) -> None:
        """An uncalled bet returned (a match of :data:`_UNCALLED`)."""
        amount_text = m.group("a1") or m.group("a2")
        self.amounts.append(amount_text)
        amount = amount_decimal(amount_text)
        self.values.append(amount)
        name = m.group("name")
        self.returned[name] = self.returned.get(name, Decimal(0)) + amount

    def total(self, m: re.Match[str]) -> None:
        """The site's total pot, its pots and its rake (a match of :data:`_TOTAL`).

        Raises:
            HandError: the line is cut short.
        """
        self.site_total = amount_decimal(m.group("total"))
        self.amounts.append(m.group("total"))
        self.values.append(self.site_total)
        if m.group("rake"):
            self.rake = amount_decimal(m.group("rake"))
            self.amounts.append(m.group("rake"))
            self.values.append(self.rake)
        pots_text = m.group("pots") or ""
        # anything but pots before the fees: a line cut short ("Total pot $234.55 Main")
        if _SUMMARY_POT.sub("", pots_text).split("|")[0].strip(" .€"):
            raise HandError(N_("the total pot line of the summary is cut short (truncated hand)"))
        pots = [amount_decimal(p.group("amount")) for p in _SUMMARY_POT.finditer(pots_text)]
        self.site_pots = pots or None

    def board(self, m: re.Match[str]) -> None:
        """A board line (a match of :data:`_BOARD`); a second board means the hand was run twice."""
        which = (m.group("which") or "").strip()
        if which or len(self.boards) >= 1:
            self.hand.flags.add("run_twice")
        self.boards[which or str(len(self.boards))] = m.group("cards")

    def other_verb(self, verb: str, name: str, amount: Decimal, m: re.Match[str]) -> None:
        """A player's action other than an ante, blind, bet, raise or fold (the match ``m``
        of its pattern in :data:`_VERBS`).

        Raises:
            HandError: "posts small & big blinds" in a hand whose header has no stakes.
        """
        hand = self.hand
        if verb == "sb_bb":
            if self.big_blind_text is None:
                raise HandError(N_("'posts small & big blinds' without the stakes in the header"))
            live = amount_decimal(self.big_blind_text)
            self.ledger.put(name, min(live, amount))
            self.ledger.dead += max(Decimal(0), amount - live)
            self.dead_by[name] = self.dead_by.get(name, Decimal(0)) + max(Decimal(0), amount - live)
            hand.flags.add("dead_small_blind")
        elif verb == "dead":
            self.ledger.dead += amount
            self.dead_by[name] = self.dead_by.get(name, Decimal(0)) + amount
            hand.flags.add("dead_blind")
        elif verb == "show":
            self.hole[name] = m.group("cards")
        elif verb == "cash_out":
            hand.flags.add("cash_out")
            hand.cashed_out.add(name)
        elif verb == "collect":
            self.collected[name] = self.collected.get(name, Decimal(0)) + amount


def _read_actions(reading: _Reading, lines: Iterator[str]) -> None:
    """Read ``lines`` up to the summary line (taken too): the players' chips put in and
    folds, the cards dealt, the streets, uncalled bets, the site's running pots.

    Raises:
        HandError: an action by a player not seated in the hand, and those of :class:`_Reading`.
    """
    flags = reading.hand.flags
    by_word, colon, away = reading.by_word, reading.colon, reading.away
    ledger, amounts, values = reading.ledger, reading.amounts, reading.values
    acted, folded, all_in, hole = reading.acted, reading.folded, reading.all_in, reading.hole
    ante_posts, ante_by, blind_posts = reading.ante_posts, reading.ante_by, reading.blind_posts
    for line in lines:
        line = line.rstrip()
        first = line[:1]
        if first in _SPECIAL_FIRST:
            if first == "S" and line.startswith("Seat ") and line[5:6].isdigit():
                continue  # a seat line (read before)
            if first == "*":
                if line.startswith("*** SUMMARY"):
                    reading.summary = True
                    return
                if reading.stars(line):
                    continue
            elif "Hand was run twice" in line:
                flags.add("run_twice")
            if first == "U" and (m := _UNCALLED.match(line)) is not None:
                reading.uncalled(m)
                continue
            if first == "T" and (m := _TOTAL.match(line)) is not None:
                reading.total(m)
                continue
            if line.startswith(_RUNNING_STARTS) and (m := _RUNNING_POT.match(line)) is not None:
                if m.group("kind") == "Main pot":
                    reading.running_pots = []
                reading.running_pots.append(amount_decimal(m.group("amount")))
                continue
            if line.startswith(_BOARD_STARTS) and (m := _BOARD.match(line)) is not None:
                reading.board(m)
                continue
            if first == "D" and line.startswith("Dealt to "):
                found = _name_of(line[len("Dealt to ") :], by_word)
                groups = _CARDS.findall(line)
                if found and groups:
                    hole[found[0]] = " ".join(groups)
                    acted.add(found[0])
                continue
        elif "Hand was run twice" in line:  # an action (most lines): the tests above cannot match
            flags.add("run_twice")
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
                        reading.big_blind_poster = name
            elif verb == "raise_to":
                ledger.raise_to(name, amount)
            elif verb == "fold":
                folded.add(name)
            else:
                reading.other_verb(verb, name, amount, m)
            if _says_all_in(rest):
                all_in.add(name)
            break


def _read_summary(reading: _Reading, lines: Iterator[str]) -> None:
    """Read the summary's ``lines``: the site's total pot, pots and rake, the boards, the
    cards shown or mucked.

    Raises:
        HandError: those of :class:`_Reading`.
    """
    flags, hole, by_word = reading.hand.flags, reading.hole, reading.by_word
    for line in lines:
        line = line.rstrip()
        first = line[:1]
        if first == "*":
            if line.startswith("*** SUMMARY") or reading.stars(line):
                continue
        elif "Hand was run twice" in line:
            flags.add("run_twice")
        if first == "U" and (m := _UNCALLED.match(line)) is not None:
            reading.uncalled(m)
        elif first == "T" and (m := _TOTAL.match(line)) is not None:
            reading.total(m)
        elif line.startswith(_BOARD_STARTS) and (m := _BOARD.match(line)) is not None:
            reading.board(m)
        elif "[" in line and (m := _SHOWED.match(line)) is not None:  # cards shown or mucked
            found = _name_of(m.group("rest"), by_word)
            if found:
                cards = _SHOWED_CARDS.search(found[1])
                if cards and found[0] not in hole:
                    hole[found[0]] = cards.group(1)


def _set_scale(
    hand: ParsedHand, header: str, amounts: list[str], values: list[Decimal], play_money: bool
) -> None:
    """Set the hand's scale (units a chip of the text) and currency symbol: cents for
    real-money cash games and for any fractional amount. ``amounts``: every amount's text
    read, ``values`` the amounts."""
    printed = " ".join(amounts)
    currency = bool(_CURRENCY.search(header) or _CURRENCY.search(printed))
    # an amount without a decimal point is whole (each value is read from one of these texts)
    fractional = "." in printed and any(v != v.to_integral_value() for v in values)
    hand.scale = 100 if fractional or (currency and not hand.tournament and not play_money) else 1
    symbol = _SYMBOL.search(printed + header) if currency else None
    hand.symbol = symbol.group(0) if symbol and hand.scale == 100 else ""


def _in_units(scale: int) -> Callable[[Decimal], int]:
    """A function giving an amount in units of ``scale`` per chip (remembering the amounts
    seen: they repeat in a hand); it raises HandError for an amount finer than one unit."""
    in_units: dict[Decimal, int] = {}

    def units(value: Decimal) -> int:
        found = in_units.get(value)
        if found is not None:
            return found
        scaled = value * scale
        if scaled != scaled.to_integral_value():
            raise HandError(N_("amount {amount} is finer than one unit"), amount=value)
        found = in_units[value] = int(scaled)
        return found

    return units


def _set_chips(
    hand: ParsedHand,
    reading: _Reading,
    seats: list[_Seat],
    button_no: int | None,
    options: StarsFamily,
    units: Callable[[Decimal], int],
) -> None:
    """Set the hand's players, chips (in ``units``: see :func:`_in_units`), cards and board
    from what was read.

    Raises:
        HandError: fewer than two players, a player committing more than their stack, an
            amount finer than one unit.
    """
    stacks, ledger = reading.stacks, reading.ledger
    players = [n for n in reading.names if n in reading.acted or n in ledger.total]
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
    hand.dead_posts = {n: units(v) for n, v in reading.dead_by.items() if n in in_hand and v}
    hand.folded = reading.folded & in_hand
    hand.all_in = (reading.all_in & in_hand) | {
        n for n in players if hand.committed[n] == units(stacks[n]) and hand.committed[n] > 0
    }
    ante_by, poster = reading.ante_by, reading.big_blind_poster
    if len(ante_by) == 1 and len(players) > 2 and poster in ante_by:
        # a big-blind ante (one payer, the big blind): dead money in the main pot (docs/rules.md#dead-money)
        bba = units(ante_by[poster])
        hand.committed[poster] -= bba
        hand.dead += bba
        hand.dead_posts[poster] = hand.dead_posts.get(poster, 0) + bba
        hand.flags.add("big_blind_ante")
    hand.hole = {n: "".join(c.split()) for n, c in reading.hole.items() if n in in_hand}
    hand.returned = {n: units(v) for n, v in reading.returned.items() if n in in_hand}
    hand.collected = {n: units(v) for n, v in reading.collected.items() if n in in_hand}
    hand.site_total = units(reading.site_total) if reading.site_total is not None else None
    hand.rake = units(reading.rake)
    hand.site_pots = [units(p) for p in reading.site_pots] if reading.site_pots else None
    hand.pots_after_rake = options.pots_after_rake
    if hand.site_pots is None and hand.site_total is not None:
        # no pot list: the one pot is the total less the rake, after rake on every site
        hand.site_pots = [hand.site_total - hand.rake]
        hand.pots_after_rake = True
    if len(reading.boards) == 1 and "run_twice" not in hand.flags:
        hand.board = "".join(next(iter(reading.boards.values())).split())
    elif not reading.boards and reading.street_board and "run_twice" not in hand.flags:
        hand.board = "".join(reading.street_board)


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
