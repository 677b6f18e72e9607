"""The importer's hand ledger: what a site parser tells while it reads a hand (seats, posts,
bets, streets, what the site paid), turned into a :class:`ParsedHand` at the end (no Qt).
Money is :class:`~decimal.Decimal` as the site prints it while reading, integer units after.

Every site parser but the Stars family's (which keeps its own reading, ``starslike.py``) fills
one :class:`HandBuilder`. Most name each action (a call, a bet, a raise to a total) and keep
it; the parsers of Ongame, PartyPoker, the Winning Poker Network's 2014 layout and iPoker XML
only add chips to a player's bet (:meth:`HandBuilder.put`) and count them by their own rules,
which they declare as :data:`PUT_RULES` (:class:`LedgerRules`).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable, KeysView
from dataclasses import dataclass
from decimal import Decimal

from dealer_trainer.engine.cards import card_text
from dealer_trainer.i18n import N_
from dealer_trainer.importer.games import classify_game
from dealer_trainer.importer.model import HandAction, HandError, ParsedHand, ParsedSeat
from dealer_trainer.importer.money import to_units
from dealer_trainer.importer.sites.common import ZERO, check_seat_count, nearest_button

#: Kinds that put no chips in a bet.
_NO_CHIPS = ("show", "muck", "fold", "check")


@dataclass(frozen=True)
class LedgerRules:
    """How a site's ledger counts a hand, where the sites differ (each field's default is the
    rule of the sites that name their actions; :data:`PUT_RULES` those of the sites that only
    add chips, kept so that no imported hand changes).

    Attributes:
        keep_actions: the hand keeps every action (:attr:`ParsedHand.actions`, which the PHH
            and OHH exports replay); False when the site's chips added name no action.
        seats_by_number: seats clockwise by seat number, whatever order the file lists them
            in (else in the file's order).
        repeated_names: a name seated twice is kept (else refused: ``HandError``).
        paid_seats_play: a seat the site paid is in the hand though it never acted (else
            the players are the seats that acted or were dealt cards).
        big_blind_ante_dead: an ante posted by the big blind alone, more than two players in
            the hand, is a big-blind ante: dead money in the main pot
            (docs/rules.md#dead-money).
        all_in_needs_a_bet: an all-in player has chips in a bet (a flagged all-in with
            nothing in is not one); else a flagged all-in stands, and a seat whose dead money
            is its whole stack is all-in.
        cards_as_printed: the board is the cards as the site gave them, joined, and a hole
            card text the site gave empty is kept (else the board is written as the engine
            writes cards, ``""`` when one is not a card, run twice or more boards, and empty
            hole cards are left out).
        returned_as_printed: uncalled bets returned are kept as the site gave them, a
            returned 0 too (else a 0 is left out).
        checks_amounts: a negative amount, a raise to less than already in this round, and
            an uncalled bet returned to a seat not in the hand are refused (``HandError``);
            else counted as given.
        ante_ties_by_set_order: among antes posted equally often, the hand's ante is the
            first in Python's set order (else the first posted).
        put_wording: the put-style sites' words: a pot paid to a seat not in the hand is
            "a pot paid to", an amount finer than one unit names no scale (and the amounts
            are checked in their order), and the chips a player puts in beyond the stack
            count the dead money.
    """

    keep_actions: bool = True
    seats_by_number: bool = False
    repeated_names: bool = False
    paid_seats_play: bool = False
    big_blind_ante_dead: bool = True
    all_in_needs_a_bet: bool = True
    cards_as_printed: bool = False
    returned_as_printed: bool = False
    checks_amounts: bool = True
    ante_ties_by_set_order: bool = False
    put_wording: bool = False


#: The rules of the sites whose parsers only add chips (Ongame, PartyPoker, WPN 2014, iPoker).
PUT_RULES = LedgerRules(
    keep_actions=False,
    seats_by_number=True,
    repeated_names=True,
    paid_seats_play=True,
    big_blind_ante_dead=False,
    all_in_needs_a_bet=False,
    cards_as_printed=True,
    returned_as_printed=True,
    checks_amounts=False,
    ante_ties_by_set_order=True,
    put_wording=True,
)


class HandBuilder:
    """One hand, told line by line; money in :class:`~decimal.Decimal` as the site prints it.

    Betting amounts follow the site's words: :meth:`call` and :meth:`bet` put in the chips
    named, :meth:`raise_to` raises to a total for the street, :meth:`raise_by` puts in the
    chips named (888poker, Bovada's "Raises $X to $Y" gives both); :meth:`put` and
    :meth:`blind` add chips without naming the action (the put-style sites, whose actions are
    not kept). ``rules`` are the site's counting rules (:class:`LedgerRules`).
    """

    def __init__(
        self, source: str, hand_id: str, site: str, text: str = "", rules: LedgerRules = LedgerRules()
    ) -> None:
        self.hand = ParsedHand(source=source, hand_id=hand_id, site=site, text=text)
        self.rules = rules
        self.seats: list[tuple[int, str, Decimal]] = []
        self._seated: dict[str, None] = {}  # the seated names, added to as each seat is read
        self.street = "preflop"
        self.round: dict[str, Decimal] = {}
        self.events: list[tuple[str, str, str, Decimal, bool, str]] = []
        self.acted: set[str] = set()
        self.all_in: set[str] = set()  # flagged all-in (an action's flag, or a line of its own)
        self.collected: dict[str, Decimal] = {}
        self.collect_lines: list[tuple[str, Decimal]] = []
        self.returned: dict[str, Decimal] | None = None  # None: the file prints no uncalled bet
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
        self.rake: Decimal | None = None  # the rake the site prints, when it names no fees
        self.fees: dict[str, Decimal] = {}
        self.cash_out: dict[str, Decimal] = {}

    # ---------------------------------------------------------------- the table
    def variant(self, name: str) -> None:
        """The game as the file names it (``"Hold'em No Limit"``): its variant, game and why
        the engine does not rank it (for a site that passes none to :meth:`finish`)."""
        self.hand.variant = name
        self.hand.game, self.hand.no_ranking_reason = classify_game(name)

    @property
    def names(self) -> list[str]:
        """Seated players' names, in seat order (a new list)."""
        return [name for _, name, _ in self.seats]

    def seated(self) -> KeysView[str]:
        """Seated players' names as a view (quick ``in``; kept as each seat is read, as
        parsers ask on every line)."""
        return self._seated.keys()

    def seat(self, number: int, name: str, stack: Decimal) -> None:
        """A player seated at ``number`` with ``stack`` at the start of the hand.

        Raises:
            HandError: the same name seated twice (unless the rules keep repeated names), or
                more players seated than a table has (:func:`~.common.check_seat_count`).
        """
        if not self.rules.repeated_names and name in self._seated:
            raise HandError(N_("{name!r} is seated twice"), name=name)
        check_seat_count(len(self.seats) + 1)
        self.seats.append((number, name, stack))
        self._seated[name] = None
        if self.rules.seats_by_number:
            self.seats.sort(key=lambda s: s[0])  # clockwise, whatever order the site lists

    def _known(self, name: str) -> str:
        if name not in self.seated():
            raise HandError(N_("an action by {name!r}, who is not seated in the hand"), name=name)
        return name

    def _add(
        self, name: str, kind: str, chips: Decimal = ZERO, all_in: bool = False, cards: str = ""
    ) -> None:
        if chips < 0 and self.rules.checks_amounts:
            raise HandError(N_("{name}: a negative amount ({amount})"), name=name, amount=chips)
        self.events.append((self.street, self._known(name), kind, chips, all_in, cards))
        self.acted.add(name)
        if all_in:
            self.all_in.add(name)

    # ---------------------------------------------------------------- forced posts
    def post(self, name: str, kind: str, amount: Decimal, all_in: bool = False) -> None:
        """A forced post: ``ante``, ``small_blind``, ``big_blind``, ``straddle``, ``post`` (a
        live blind posted out of turn) or ``dead`` (dead money, never part of a bet)."""
        if kind in ("small_blind", "big_blind", "straddle", "post", "blind"):
            self.round[name] = self.round.get(name, ZERO) + amount
        self._add(name, kind, amount, all_in)

    def blind(self, name: str, amount: Decimal) -> None:
        """A live blind or straddle the site does not name (put-style sites): without
        stakes printed, the smallest and largest of these are the blinds."""
        self.post(name, "blind", amount)

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

    def put(self, name: str, amount: Decimal, all_in: bool = False) -> None:
        """``name`` adds ``amount`` to the bet in front of them, the site not saying whether a
        call, bet or raise (put-style sites, whose actions are not kept)."""
        self.round[name] = self.round.get(name, ZERO) + amount
        self._add(name, "put", amount, all_in)

    def raise_to(self, name: str, total: Decimal, all_in: bool = False) -> None:
        """``name`` raises to ``total`` for this street.

        Raises:
            HandError: the total is below what the player already put in this street (when
                the rules check amounts).
        """
        before = self.round.get(name, ZERO)
        if total < before and self.rules.checks_amounts:
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
        """The site paid ``name`` ``amount`` from the pots.

        Raises:
            HandError: ``name`` is not seated in the hand.
        """
        if self.rules.put_wording and name not in self.seated():
            raise HandError(N_("a pot paid to {name!r}, who is not seated in the hand"), name=name)
        self.collected[self._known(name)] = self.collected.get(name, ZERO) + amount
        self.collect_lines.append((name, amount))

    def uncalled(self, name: str, amount: Decimal) -> None:
        """The site returned ``amount`` to ``name`` as an uncalled bet.

        Raises:
            HandError: ``name`` is not seated in the hand (when the rules check amounts).
        """
        if self.rules.checks_amounts:
            self._known(name)
        if self.returned is None:
            self.returned = {}
        self.returned[name] = self.returned.get(name, ZERO) + amount
        self.round[name] = self.round.get(name, ZERO) - amount

    def nothing_returned(self) -> None:
        """The site says it returned no uncalled bet (where a file that prints none may
        have returned one silently)."""
        self.returned = {}

    def chips_in(self) -> dict[str, Decimal]:
        """What each player put in a bet or ante so far (dead money apart), by first put."""
        total: dict[str, Decimal] = {}
        for _street, name, kind, chips, _all_in, _cards in self.events:
            if kind != "dead" and kind not in _NO_CHIPS:
                total[name] = total.get(name, ZERO) + chips
        return total

    def uncalled_excess(self) -> tuple[str, Decimal] | None:
        """The bet nobody called: (player, excess over the next largest total), or None.

        The single highest contributor gets back what it put in above the second-highest
        total, folded seats' totals counting (docs/rules.md#uncalled-bets; TDA 2024 Rules
        15-B and 65-A).
        """
        ranked = sorted(self.chips_in().items(), key=lambda kv: kv[1], reverse=True)
        if not ranked:
            return None
        top_name, top = ranked[0]
        second = ranked[1][1] if len(ranked) > 1 else ZERO
        return (top_name, top - second) if top > second else None

    def scale_for(self, money: bool) -> int:
        """Units per printed unit: 100 (cents) in a real-money game or when a stack, a bet or
        a payment has a fraction, else 1."""
        amounts = [s for _, _, s in self.seats] + [*self.chips_in().values(), *self.collected.values()]
        return 100 if money or any(a != a.to_integral_value() for a in amounts) else 1

    # ---------------------------------------------------------------- the result
    def finish(
        self,
        scale: int,
        symbol: str = "",
        tournament: bool = False,
        variant: str | None = "",
        game: str = "holdem",
        *,
        infer_rake: bool = False,
    ) -> ParsedHand:
        """The :class:`ParsedHand` (amounts in units of ``scale`` per displayed unit).

        Players dealt in are the seats that acted or were dealt cards (or were paid, by the
        rules); a seat with none of these sat out. A per-player ante is the player's own
        chips; a big-blind ante is dead money in the main pot (docs/rules.md#dead-money).

        Args:
            scale: units per printed unit (:meth:`scale_for`).
            symbol: the currency symbol, kept when ``scale`` is not 1.
            tournament: a tournament hand.
            variant: the game as the file names it, and ``game`` its engine game (None: as
                :meth:`variant` set them).
            infer_rake: the file prints no rake and this is a real-money cash game: the rake
                is the chips put in less what the site paid (from 0 to 10% of the pot, else
                left 0 so a bigger gap stays unexplained).

        Raises:
            HandError: fewer than two players, an amount finer than one unit, or a player
                who put in more than their stack.
        """
        hand = self.hand
        units = self._units(scale)
        acted = self.acted | self.dealt | (set(self.collected) if self.rules.paid_seats_play else set())
        players = [name for name in self.names if name in acted]
        if len(players) < 2:
            raise HandError(N_("fewer than two players in the hand"))
        hand.scale, hand.symbol = scale, symbol if scale != 1 else ""
        hand.tournament = tournament
        if variant is not None:
            hand.variant, hand.game = variant, game
        hand.seats = [ParsedSeat(name, no, units(stack)) for no, name, stack in self.seats if name in players]
        if self.rules.keep_actions:
            hand.actions = [HandAction(st, n, k, units(c), a, cards) for st, n, k, c, a, cards in self.events]
        committed = {name: ZERO for name in players} | self.chips_in()
        dead_by: dict[str, Decimal] = {}
        for _street, name, kind, chips, _all_in, _cards in self.events:
            if kind == "dead":
                dead_by[name] = dead_by.get(name, ZERO) + chips
        hand.folded = {e[1] for e in self.events if e[2] == "fold"}
        # the chips put in include any uncalled bet: the engine returns it itself
        stacks = {name: stack for _, name, stack in self.seats}
        for name in players:
            if committed[name] + dead_by.get(name, ZERO) > stacks[name]:
                extra = dead_by.get(name, ZERO) if self.rules.put_wording else ZERO
                raise HandError(
                    N_("{name} puts in {amount} with a stack of {stack}"),
                    name=name,
                    amount=committed[name] + extra,
                    stack=stacks[name],
                )
        hand.committed = {name: units(committed[name]) for name in players}
        if self.rules.put_wording:
            hand.dead_posts = {name: units(v) for name, v in dead_by.items() if v}
            hand.dead = units(sum(dead_by.values(), ZERO) + self.added_dead)
        else:
            hand.dead = units(sum(dead_by.values(), ZERO) + self.added_dead)
            hand.dead_posts = {name: units(v) for name, v in dead_by.items() if v}
        self._big_blind_ante(hand, players)
        self._all_in(hand, players, committed, dead_by, stacks)
        cards_kept = self.rules.cards_as_printed
        hand.hole = {n: c for n, c in self.hole.items() if n in players and (c or cards_kept)}
        self._paid(hand, units)
        if self.rules.cards_as_printed:
            hand.board = "".join(self.board)
        elif self.boards == 1 and "run_twice" not in hand.flags:
            hand.board = card_text(self.board)
        self._stakes(hand, units)
        self._site_figures(hand, units, infer_rake)
        if self.cash_out:
            hand.flags.add("cash_out")
        if self.button_name is not None and self.button_name in players:
            hand.button = self.button_name
        elif self.button_no is not None:
            hand.button = nearest_button(self.button_no, hand.seats)
        return hand

    def _units(self, scale: int) -> Callable[[Decimal], int]:
        """Decimal -> integer units at ``scale`` (amounts repeat in a hand: computed once).

        Raises:
            HandError: an amount finer than one unit.
        """
        in_units: dict[Decimal, int] = {}
        plain = self.rules.put_wording

        def units(value: Decimal) -> int:
            found = in_units.get(value)
            if found is None:
                if plain and value * scale != (value * scale).to_integral_value():
                    raise HandError(N_("amount {amount} is finer than one unit"), amount=value)
                found = in_units[value] = to_units(value, scale)
            return found

        return units

    def _big_blind_ante(self, hand: ParsedHand, players: list[str]) -> None:
        """An ante posted by the big blind alone, more than two players in the hand: dead
        money in the main pot (docs/rules.md#dead-money), when the rules say so."""
        antes = self._antes()
        blind_posters = [e[1] for e in self.events if e[2] == "big_blind"]
        if not self.rules.big_blind_ante_dead or len(antes) != 1 or len(players) <= 2:
            return
        name, value = next(iter(antes.items()))
        if name not in blind_posters:
            return
        chips = to_units(value, hand.scale)
        hand.committed[name] -= chips
        hand.dead += chips
        hand.dead_posts[name] = hand.dead_posts.get(name, 0) + chips
        hand.flags.add("big_blind_ante")

    def _antes(self) -> dict[str, Decimal]:
        antes: dict[str, Decimal] = {}
        for _street, name, kind, chips, _all_in, _cards in self.events:
            if kind == "ante":
                antes[name] = antes.get(name, ZERO) + chips
        return antes

    def _all_in(
        self,
        hand: ParsedHand,
        players: list[str],
        committed: dict[str, Decimal],
        dead_by: dict[str, Decimal],
        stacks: dict[str, Decimal],
    ) -> None:
        """Who is all-in: flagged so, or with the whole stack in (bets and dead money)."""
        whole = {n for n in players if stacks[n] and committed[n] + dead_by.get(n, ZERO) == stacks[n]}
        hand.all_in = (self.all_in & set(players)) | whole
        if self.rules.all_in_needs_a_bet:
            hand.all_in = {n for n in hand.all_in if hand.committed.get(n, 0) > 0}

    def _paid(self, hand: ParsedHand, units: Callable[[Decimal], int]) -> None:
        """What the site paid and returned, in units (checked in the rules' order)."""
        if self.rules.put_wording:
            hand.collected = {n: units(v) for n, v in self.collected.items() if v}
        returned = self.returned
        if returned is None:
            hand.returned = None
        elif self.rules.returned_as_printed:
            hand.returned = {n: units(v) for n, v in returned.items()}
        else:
            hand.returned = {n: units(v) for n, v in returned.items() if v}
        if not self.rules.put_wording:
            hand.collected = {n: units(v) for n, v in self.collected.items() if v}

    def _stakes(self, hand: ParsedHand, units: Callable[[Decimal], int]) -> None:
        """The blinds: as printed, else the small blind and the largest big blind posted, or
        (a site that names no blind) the smallest and largest live blind; and the ante most
        players posted."""
        blinds = [e[3] for e in self.events if e[2] == "blind"]
        if self.stakes is not None:
            hand.small_blind, hand.big_blind = units(self.stakes[0]), units(self.stakes[1])
        elif blinds:
            hand.small_blind, hand.big_blind = units(min(blinds)), units(max(blinds))
        else:
            small = [e[3] for e in self.events if e[2] == "small_blind"]
            big = [e[3] for e in self.events if e[2] == "big_blind"]
            hand.small_blind = units(small[0]) if small else 0
            hand.big_blind = units(max(big)) if big else hand.small_blind
        antes = list(self._antes().values())
        if antes and self.rules.ante_ties_by_set_order:
            hand.ante = units(max(set(antes), key=antes.count))
        elif antes:
            hand.ante = units(Counter(antes).most_common(1)[0][0])

    def _site_figures(self, hand: ParsedHand, units: Callable[[Decimal], int], infer_rake: bool) -> None:
        """The rake and fees, the site's total pot and pots, in units (checked in the rules'
        order); the rake inferred when asked."""
        if self.rules.put_wording:
            hand.site_pots = [units(p) for p in self.site_pots] if self.site_pots is not None else None
            hand.site_total = units(self.site_total) if self.site_total is not None else None
        hand.fees = {kind: units(v) for kind, v in self.fees.items() if v}
        hand.rake = units(self.rake) if self.rake is not None else sum(hand.fees.values())
        if self.rake is None and infer_rake and not hand.tournament and self.collected:
            self._infer_rake(hand, units)
        if not self.rules.put_wording:
            hand.site_total = units(self.site_total) if self.site_total is not None else None
            hand.site_pots = [units(p) for p in self.site_pots] if self.site_pots is not None else None

    def _infer_rake(self, hand: ParsedHand, units: Callable[[Decimal], int]) -> None:
        """The file prints no rake: the chips put in less what the site paid, when that is
        more than 0 and at most 10% of the pot (a bigger gap stays unexplained)."""
        chips_in = sum(self.chips_in().values(), ZERO) + sum(
            (e[3] for e in self.events if e[2] == "dead"), ZERO
        )
        back = self.uncalled_excess()
        if back is not None and self.returned is None:
            chips_in -= back[1]
        elif self.returned:
            chips_in -= sum(self.returned.values(), ZERO)
        taken = chips_in - sum(self.collected.values(), ZERO)
        if ZERO < taken <= chips_in / 10:
            hand.rake = units(taken)
            hand.rake_inferred = True
