"""What every site parser under :mod:`dealer_trainer.importer.sites` shares: a hand built
action by action (:class:`HandBuilder`), money as Decimal until the end, then integer units.

A parser reads its site's lines and tells the builder what happened (a seat, a post, a bet,
a raise to an amount, a street, a showdown, what the site paid); :meth:`HandBuilder.finish`
checks the chips and returns the :class:`~dealer_trainer.importer.model.ParsedHand` the
rest of the importer works on, with every action kept (:class:`HandAction`).
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable, Iterable, KeysView
from decimal import Decimal

from dealer_trainer.engine import Hand, PotError, uncalled_bet
from dealer_trainer.engine.cards import card_text
from dealer_trainer.i18n import N_
from dealer_trainer.importer.model import HandAction, HandError, ParsedHand, ParsedSeat
from dealer_trainer.importer.money import to_units
from dealer_trainer.importer.textlines import split_lines

#: Betting rounds of a flop game, in order.
STREETS = ("preflop", "flop", "turn", "river")

ZERO = Decimal(0)


class HandBuilder:
    """One hand, told line by line; money in :class:`~decimal.Decimal` as the site prints it.

    Betting amounts follow the site's words: :meth:`call` and :meth:`bet` put in the chips
    named, :meth:`raise_to` raises to a total for the street, :meth:`raise_by` puts in the
    chips named (888poker, Bovada's "Raises $X to $Y" gives both).
    """

    def __init__(self, source: str, hand_id: str, site: str) -> None:
        self.hand = ParsedHand(source=source, hand_id=hand_id, site=site)
        self.seats: list[tuple[int, str, Decimal]] = []
        self.street = "preflop"
        self.round: dict[str, Decimal] = {}
        self.events: list[tuple[str, str, str, Decimal, bool, str]] = []
        self.collected: dict[str, Decimal] = {}
        self.collect_lines: list[tuple[str, Decimal]] = []
        self.returned: dict[str, Decimal] = {}
        self.board: list[str] = []
        self.boards = 1
        self.hole: dict[str, str] = {}
        self.dealt: set[str] = set()
        self.added_dead = ZERO  # money the site put in the pot (a cash drop): dead money
        self.button_no: int | None = None
        self.button_name: str | None = None
        self.stakes: tuple[Decimal, Decimal] | None = None
        self.site_total: Decimal | None = None
        self.site_pots: list[Decimal] | None = None
        self.fees: dict[str, Decimal] = {}
        self.cash_out: dict[str, Decimal] = {}

    # ---------------------------------------------------------------- the table
    @property
    def names(self) -> list[str]:
        """Seated players' names, in the order given (a new list)."""
        return list(self.seated())

    def seated(self) -> KeysView[str]:
        """Seated players' names, in the order given, as a view (quick ``in``; made again only
        when a seat is added, as parsers ask on every line)."""
        seats = self.seats
        cached = self.__dict__.get("_seated")
        if cached is None or cached[0] is not seats or cached[1] != len(seats):
            cached = (seats, len(seats), dict.fromkeys(name for _, name, _ in seats).keys())
            self.__dict__["_seated"] = cached
        return cached[2]

    def seat(self, number: int, name: str, stack: Decimal) -> None:
        """A player seated at ``number`` with ``stack`` at the start of the hand.

        Raises:
            HandError: the same name seated twice.
        """
        if name in self.seated():
            raise HandError(N_("{name!r} is seated twice"), name=name)
        self.seats.append((number, name, stack))

    def _known(self, name: str) -> str:
        if name not in self.seated():
            raise HandError(N_("an action by {name!r}, who is not seated in the hand"), name=name)
        return name

    def _add(
        self, name: str, kind: str, chips: Decimal = ZERO, all_in: bool = False, cards: str = ""
    ) -> None:
        if chips < 0:
            raise HandError(N_("{name}: a negative amount ({amount})"), name=name, amount=chips)
        self.events.append((self.street, self._known(name), kind, chips, all_in, cards))

    # ---------------------------------------------------------------- forced posts
    def post(self, name: str, kind: str, amount: Decimal, all_in: bool = False) -> None:
        """A forced post: ``ante``, ``small_blind``, ``big_blind``, ``straddle``, ``post`` (a
        live blind posted out of turn) or ``dead`` (dead money, never part of a bet)."""
        if kind in ("small_blind", "big_blind", "straddle", "post"):
            self.round[name] = self.round.get(name, ZERO) + amount
        self._add(name, kind, amount, all_in)

    # ---------------------------------------------------------------- betting
    def fold(self, name: str) -> None:
        """``name`` folds."""
        self._add(name, "fold")

    def check(self, name: str) -> None:
        """``name`` checks."""
        self._add(name, "check")

    def call(self, name: str, amount: Decimal, all_in: bool = False) -> None:
        """``name`` calls, putting in ``amount``."""
        self.round[name] = self.round.get(name, ZERO) + amount
        self._add(name, "call", amount, all_in)

    def bet(self, name: str, amount: Decimal, all_in: bool = False) -> None:
        """``name`` bets ``amount`` (no bet yet this street)."""
        self.round[name] = self.round.get(name, ZERO) + amount
        self._add(name, "bet", amount, all_in)

    def raise_to(self, name: str, total: Decimal, all_in: bool = False) -> None:
        """``name`` raises to ``total`` for this street.

        Raises:
            HandError: the total is below what the player already put in this street.
        """
        before = self.round.get(name, ZERO)
        if total < before:
            raise HandError(
                N_("{name} raises to {total}, less than the {before} already in"),
                name=name,
                total=total,
                before=before,
            )
        self.round[name] = total
        self._add(name, "raise", total - before, all_in)

    def raise_by(self, name: str, chips: Decimal, all_in: bool = False) -> None:
        """``name`` raises, putting in ``chips`` more."""
        self.round[name] = self.round.get(name, ZERO) + chips
        self._add(name, "raise", chips, all_in)

    def bet_round(self, name: str) -> Decimal:
        """What ``name`` has put in this street so far."""
        return self.round.get(name, ZERO)

    def street_top(self) -> Decimal:
        """The largest amount anyone has put in this street."""
        return max(self.round.values(), default=ZERO)

    def new_street(self, street: str, cards: Iterable[str] = ()) -> None:
        """The next betting round, dealing ``cards`` to the board."""
        self.street = street
        self.round = {}
        self.board.extend(cards)

    # ---------------------------------------------------------------- showdown and pay
    def show(self, name: str, cards: str) -> None:
        """``name`` shows ``cards`` (engine text, ``"AsKd"``; ``""`` when not readable)."""
        self._add(name, "show", cards=cards)
        if cards:
            self.hole[name] = cards

    def muck(self, name: str, cards: str = "") -> None:
        """``name`` mucks (the cards, when the site prints them anyway)."""
        self._add(name, "muck", cards=cards)
        if cards and name not in self.hole:
            self.hole[name] = cards

    def deal(self, name: str, cards: str = "") -> None:
        """``name`` is dealt in (the cards, when known)."""
        self.dealt.add(self._known(name))
        if cards:
            self.hole[name] = cards

    def collect(self, name: str, amount: Decimal) -> None:
        """The site paid ``name`` ``amount`` from the pots."""
        self.collected[self._known(name)] = self.collected.get(name, ZERO) + amount
        self.collect_lines.append((name, amount))

    def uncalled(self, name: str, amount: Decimal) -> None:
        """The site returned ``amount`` to ``name`` as an uncalled bet."""
        self.returned[self._known(name)] = self.returned.get(name, ZERO) + amount
        self.round[name] = self.round.get(name, ZERO) - amount

    # ---------------------------------------------------------------- the result
    def finish(
        self, scale: int, symbol: str = "", tournament: bool = False, variant: str = "", game: str = "holdem"
    ) -> ParsedHand:
        """The :class:`ParsedHand` (amounts in units of ``scale`` per displayed unit).

        Players dealt in are the seats that acted or were dealt cards; a seat with neither
        sat out. A per-player ante is the player's own chips; an ante posted by the big
        blind alone, more than two players dealt in, is a big-blind ante: dead money in the
        main pot (docs/rules.md#dead-money).

        Raises:
            HandError: fewer than two players, an amount finer than one unit, or a player
                who put in more than their stack.
        """
        hand = self.hand

        in_units: dict[Decimal, int] = {}  # amounts repeat in a hand (every action has one)

        def units(value: Decimal) -> int:
            found = in_units.get(value)
            if found is None:
                found = in_units[value] = to_units(value, scale)
            return found

        acted = {e[1] for e in self.events} | self.dealt
        players = [name for name in self.names if name in acted]
        if len(players) < 2:
            raise HandError(N_("fewer than two players in the hand"))
        stacks = {name: stack for _, name, stack in self.seats}
        hand.scale, hand.symbol, hand.tournament = scale, symbol if scale != 1 else "", tournament
        hand.variant, hand.game = variant, game
        hand.seats = [ParsedSeat(name, no, units(stack)) for no, name, stack in self.seats if name in players]
        committed = {name: ZERO for name in players}
        dead_by: dict[str, Decimal] = {}
        antes: dict[str, Decimal] = {}
        for _street, name, kind, chips, all_in, cards in self.events:
            hand.actions.append(HandAction(_street, name, kind, units(chips), all_in, cards))
            if kind == "dead":
                dead_by[name] = dead_by.get(name, ZERO) + chips
            elif kind in ("show", "muck", "fold", "check"):
                continue
            else:
                committed[name] += chips
                if kind == "ante":
                    antes[name] = antes.get(name, ZERO) + chips
            if all_in:
                hand.all_in.add(name)
            if kind == "fold":
                hand.folded.add(name)
        hand.folded = {e[1] for e in self.events if e[2] == "fold"}
        # the chips put in include any uncalled bet: the engine returns it itself
        for name in players:
            if committed[name] + dead_by.get(name, ZERO) > stacks[name]:
                raise HandError(
                    N_("{name} puts in {amount} with a stack of {stack}"),
                    name=name,
                    amount=committed[name],
                    stack=stacks[name],
                )
        hand.committed = {name: units(committed[name]) for name in players}
        hand.dead = units(sum(dead_by.values(), ZERO) + self.added_dead)
        hand.dead_posts = {name: units(v) for name, v in dead_by.items() if v}
        blind_posters = [e[1] for e in self.events if e[2] == "big_blind"]
        if len(antes) == 1 and len(players) > 2 and blind_posters and next(iter(antes)) in blind_posters:
            # a big-blind ante: dead money in the main pot (docs/rules.md#dead-money)
            name, value = next(iter(antes.items()))
            hand.committed[name] -= units(value)
            hand.dead += units(value)
            hand.dead_posts[name] = hand.dead_posts.get(name, 0) + units(value)
            hand.flags.add("big_blind_ante")
        hand.all_in |= {
            n for n in players if hand.committed[n] + hand.dead_posts.get(n, 0) == units(stacks[n])
        }
        hand.all_in = {n for n in hand.all_in if hand.committed.get(n, 0) > 0}
        hand.hole = {n: c for n, c in self.hole.items() if n in players and c}
        hand.returned = {n: units(v) for n, v in self.returned.items() if v} if self.returned else None
        hand.collected = {n: units(v) for n, v in self.collected.items() if v}
        if self.boards == 1 and "run_twice" not in hand.flags:
            hand.board = card_text(self.board)
        if self.stakes is not None:
            hand.small_blind, hand.big_blind = units(self.stakes[0]), units(self.stakes[1])
        else:
            small = [e[3] for e in self.events if e[2] == "small_blind"]
            big = [e[3] for e in self.events if e[2] == "big_blind"]
            hand.small_blind = units(small[0]) if small else 0
            hand.big_blind = units(max(big)) if big else hand.small_blind
        if antes:
            hand.ante = units(Counter(antes.values()).most_common(1)[0][0])
        hand.fees = {kind: units(v) for kind, v in self.fees.items() if v}
        hand.rake = sum(hand.fees.values())
        hand.site_total = units(self.site_total) if self.site_total is not None else None
        hand.site_pots = [units(p) for p in self.site_pots] if self.site_pots is not None else None
        if self.cash_out:
            hand.flags.add("cash_out")
        if self.button_name is not None and self.button_name in players:
            hand.button = self.button_name
        elif self.button_no is not None:
            hand.button = nearest_button(self.button_no, hand.seats)
        return hand


def nearest_button(button_no: int, seats: list[ParsedSeat]) -> str | None:
    """The button's player; for an empty button seat, the nearest player before it."""
    in_hand = {s.seat_no: s.name for s in seats}
    if not in_hand:
        return None
    if button_no in in_hand:
        return in_hand[button_no]
    before = [no for no in in_hand if no < button_no]
    return in_hand[max(before)] if before else in_hand[max(in_hand)]


def uncalled_of(hand: ParsedHand) -> tuple[str, int] | None:
    """(player, chips) of the engine's uncalled bet in ``hand``, or None
    (docs/rules.md#uncalled-bets)."""
    try:
        back = uncalled_bet(
            Hand(
                seats=tuple(hand.names),
                contributions={n: hand.committed.get(n, 0) for n in hand.names},
                button=hand.button,
                folded=frozenset(hand.folded),
                dead=hand.dead,
            )
        )
    except PotError:
        return None
    return (back.seat, back.amount) if back is not None else None


def split_blocks(text: str, header: re.Pattern[str]) -> list[tuple[str, str]]:
    """The hands of ``text`` whose first line matches ``header`` (a pattern with an ``id``
    group): (hand id, the hand's text) in file order; text before the first header is ignored."""
    hands: list[tuple[str, list[str]]] = []
    for line in split_lines(text.replace("\ufeff", "")):
        m = header.match(line)
        if m:
            hands.append((m.group("id"), [line]))
        elif hands:
            hands[-1][1].append(line)
    return [(hand_id, "\n".join(lines).strip()) for hand_id, lines in hands]


def has_header(text: str, header: re.Pattern[str]) -> bool:
    """True when one of ``text``'s first 50 lines matches ``header`` (a site's hand header)."""
    return any(header.match(line) for line in split_lines(text.lstrip("\ufeff"))[:50])


def parse_blocks(
    text: str,
    header: re.Pattern[str],
    source: str,
    parse_hand: Callable[[str, str, str], ParsedHand],
) -> list[tuple[str, ParsedHand | HandError]]:
    """Every hand of ``text`` (split by :func:`split_blocks`): (hand id, the ParsedHand
    ``parse_hand(hand_id, block, source)`` made, or the HandError that stopped it; a hand that
    breaks the parser in another way is reported as damaged, never raised)."""
    out: list[tuple[str, ParsedHand | HandError]] = []
    for hand_id, block in split_blocks(text, header):
        try:
            out.append((hand_id, parse_hand(hand_id, block, source)))
        except HandError as exc:
            out.append((hand_id, exc))
        except (ValueError, ArithmeticError, KeyError, IndexError) as exc:
            out.append(
                (
                    hand_id,
                    HandError(
                        N_("damaged hand ({error_type}: {error})"), error_type=type(exc).__name__, error=exc
                    ),
                )
            )
    return out


def block_parser(parse_hand: Callable[[str, str, str], ParsedHand]) -> Callable[[str, str, str], ParsedHand]:
    """The registry's ``parse`` for a site whose ``parse_hand(hand_id, text, source)`` reads one
    hand: the block the registry cuts (its header line to the next header), stripped as
    :func:`split_blocks` strips it. Raises what ``parse_hand`` raises (HandError)."""

    def parse_block(hand_id: str, text: str, source: str) -> ParsedHand:
        return parse_hand(hand_id, text.strip(), source)

    return parse_block


def ends_at_summary(lines: list[str]) -> bool:
    """True when the last line of ``lines`` that is not blank starts the summary
    (``"*** SUMMARY ***"``): the record stops there."""
    last = next((line for line in reversed(lines) if line.strip()), "")
    return last.strip().startswith("*** SUMMARY")


def first_word(line: str) -> str:
    """The key :func:`names_by_first_word` files a name under, of a line or a name: its text
    up to the first space, a final ``":"`` dropped (``"Bob: calls"`` -> ``"Bob"``)."""
    return line.partition(" ")[0].rstrip(":")


def names_by_first_word(names: Iterable[str]) -> dict[str, list[str]]:
    """Seated players' names by :func:`first_word`, longest first: the only names that can
    start a line with that first word (followed by a space, ``": "`` or a final ``":"``)."""
    index: dict[str, list[str]] = {}
    for name in sorted(names, key=len, reverse=True):
        index.setdefault(first_word(name), []).append(name)
    return index


def split_name(line: str, names: list[str]) -> tuple[str, str] | None:
    """(player, the rest of the line) when ``line`` starts with a seated player's name and a
    space (the longest name wins: "Player 1" is not "Player 10")."""
    best: str | None = None
    for name in names:
        fits = line.startswith(name) and line[len(name) : len(name) + 1] == " "
        if fits and (best is None or len(name) > len(best)):
            best = name
    return None if best is None else (best, line[len(best) + 1 :])
