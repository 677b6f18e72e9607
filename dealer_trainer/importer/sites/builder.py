"""What a site parser fills in while it reads a hand, turned into a :class:`ParsedHand` at the
end (no Qt). Money is :class:`~decimal.Decimal` while reading and integer units after.

The parsers of Ongame, PartyPoker, the Winning Poker Network's 2014 layout and iPoker XML
read their own lines; they all count chips the same way, so they share this ledger.
"""

from __future__ import annotations

from decimal import Decimal

from dealer_trainer.i18n import N_
from dealer_trainer.importer.games import classify_game
from dealer_trainer.importer.model import HandError, ParsedHand, ParsedSeat
from dealer_trainer.importer.sites.common import nearest_button

_ZERO = Decimal(0)


class HandBuilder:
    """One hand's chips as a parser reads them.

    Amounts are Decimal in the site's printed units (dollars, chips). ``put`` adds chips to
    a player's bet this round; ``raise_to`` brings it to a total; ``new_round`` starts the
    next betting round. Posts of dead money go to the main pot (``dead``).
    """

    def __init__(self, site: str, hand_id: str, source: str, text: str = "") -> None:
        self.hand = ParsedHand(source=source, hand_id=hand_id, site=site, text=text)
        self.seats: list[tuple[int, str, Decimal]] = []
        self.button_no: int | None = None
        self.button_name: str | None = None
        self.round: dict[str, Decimal] = {}
        self.total: dict[str, Decimal] = {}
        self.dead: dict[str, Decimal] = {}
        self.antes: dict[str, Decimal] = {}
        self.blinds: list[Decimal] = []
        self.acted: set[str] = set()
        self.folded: set[str] = set()
        self.all_in: set[str] = set()
        self.hole: dict[str, str] = {}
        self.board: list[str] = []
        self.collected: dict[str, Decimal] = {}
        self.returned: dict[str, Decimal] | None = None
        self.site_pots: list[Decimal] | None = None
        self.site_total: Decimal | None = None
        self.rake: Decimal | None = None
        self.finishing: dict[str, Decimal] | None = None
        self.small_blind: Decimal | None = None
        self.big_blind: Decimal | None = None

    # ----- reading ---------------------------------------------------------------------
    def variant(self, name: str) -> None:
        """The game as the file names it (``"Hold'em No Limit"``)."""
        self.hand.variant = name
        self.hand.game, self.hand.no_ranking_reason = classify_game(name)

    def seat(self, number: int, name: str, stack: Decimal) -> None:
        """A player dealt in: table seat ``number``, ``stack`` before the hand."""
        self.seats.append((number, name, stack))
        self.seats.sort(key=lambda s: s[0])  # clockwise by seat number, whatever order the site lists

    @property
    def names(self) -> list[str]:
        """The players seated, in the order read."""
        return [name for _, name, _ in self.seats]

    def _known(self, name: str) -> None:
        if name not in self.names:
            raise HandError(N_("an action by {name!r}, who is not seated in the hand"), name=name)
        self.acted.add(name)

    def put(self, name: str, amount: Decimal) -> None:
        """``name`` adds ``amount`` to the bet in front of them (a call, bet, blind ...)."""
        self._known(name)
        self.round[name] = self.round.get(name, _ZERO) + amount
        self.total[name] = self.total.get(name, _ZERO) + amount

    def raise_to(self, name: str, to: Decimal) -> None:
        """``name``'s bet this round becomes ``to`` in all."""
        self.put(name, to - self.round.get(name, _ZERO))

    def blind(self, name: str, amount: Decimal) -> None:
        """A live blind (or straddle) posted by ``name``."""
        self.put(name, amount)
        self.blinds.append(amount)

    def ante(self, name: str, amount: Decimal) -> None:
        """An ante: in the pot, not part of the bet this round."""
        self._known(name)
        self.total[name] = self.total.get(name, _ZERO) + amount
        self.antes[name] = self.antes.get(name, _ZERO) + amount

    def post_dead(self, name: str, amount: Decimal) -> None:
        """Dead money posted by ``name`` (a dead small blind): the main pot, no one's bet
        (docs/rules.md#dead-money; WSOP Live Action Rules 158 and 160)."""
        self._known(name)
        self.dead[name] = self.dead.get(name, _ZERO) + amount

    def fold(self, name: str) -> None:
        """``name`` folds."""
        self._known(name)
        self.folded.add(name)

    def new_round(self) -> None:
        """The next betting round (flop, turn ...)."""
        self.round = {}

    def collect(self, name: str, amount: Decimal) -> None:
        """The site paid ``name`` ``amount`` from the pots.

        Raises:
            HandError: ``name`` is not seated in the hand.
        """
        if name not in self.names:
            raise HandError(N_("a pot paid to {name!r}, who is not seated in the hand"), name=name)
        self.collected[name] = self.collected.get(name, _ZERO) + amount

    def give_back(self, name: str, amount: Decimal) -> None:
        """The site returned ``amount`` to ``name`` as an uncalled bet."""
        if self.returned is None:
            self.returned = {}
        self.returned[name] = self.returned.get(name, _ZERO) + amount

    # ----- the end ---------------------------------------------------------------------
    def uncalled(self) -> tuple[str, Decimal] | None:
        """The bet nobody called: (player, excess over the next largest total), or None.

        The single highest contributor gets back what it put in above the second-highest
        total, folded seats' totals counting (docs/rules.md#uncalled-bets; TDA 2024 Rules
        15-B and 65-A).
        """
        if len(self.total) < 1:
            return None
        ranked = sorted(self.total.items(), key=lambda kv: kv[1], reverse=True)
        top_name, top = ranked[0]
        second = ranked[1][1] if len(ranked) > 1 else _ZERO
        return (top_name, top - second) if top > second else None

    def finish(self, *, money: bool, symbol: str = "", infer_rake: bool = False) -> ParsedHand:
        """The :class:`ParsedHand`, in integer units.

        Args:
            money: a real-money cash game: amounts in cents (scale 100) with ``symbol``.
            symbol: the currency symbol (``"$"``, ``"€"``).
            infer_rake: the file prints no rake: take it as the chips put in less what the
                site paid (a real-money cash game; from 0 to 10% of the pot, else left 0 so
                a bigger gap stays unexplained).

        Raises:
            HandError: fewer than two players, a player putting in more than their stack,
                an amount finer than one unit.
        """
        hand = self.hand
        amounts = [s for _, _, s in self.seats] + list(self.total.values()) + list(self.collected.values())
        fractional = any(a != a.to_integral_value() for a in amounts)
        scale = 100 if money or fractional else 1
        hand.scale = scale
        hand.symbol = symbol if scale == 100 else ""

        def units(value: Decimal) -> int:
            scaled = value * scale
            if scaled != scaled.to_integral_value():
                raise HandError(N_("amount {amount} is finer than one unit"), amount=value)
            return int(scaled)

        players = [n for n in self.names if n in self.acted or n in self.total or n in self.collected]
        if len(players) < 2:
            raise HandError(N_("fewer than two players in the hand"))
        stacks = {name: stack for _, name, stack in self.seats}
        hand.seats = [ParsedSeat(name, no, units(stack)) for no, name, stack in self.seats if name in players]
        for name in players:
            put_in = self.total.get(name, _ZERO) + self.dead.get(name, _ZERO)
            if put_in > stacks[name]:
                raise HandError(
                    N_("{name} puts in {amount} with a stack of {stack}"),
                    name=name,
                    amount=put_in,
                    stack=stacks[name],
                )
        hand.committed = {n: units(self.total.get(n, _ZERO)) for n in players}
        hand.dead_posts = {n: units(v) for n, v in self.dead.items() if v}
        hand.dead = sum(hand.dead_posts.values())
        hand.folded = self.folded & set(players)
        hand.all_in = (self.all_in & set(players)) | {
            n
            for n in players
            if stacks[n] and self.total.get(n, _ZERO) + self.dead.get(n, _ZERO) == stacks[n]
        }
        hand.hole = {n: c for n, c in self.hole.items() if n in players}
        hand.board = "".join(self.board)
        hand.collected = {n: units(v) for n, v in self.collected.items() if v}
        hand.returned = None if self.returned is None else {n: units(v) for n, v in self.returned.items()}
        if self.button_name is not None and self.button_name in players:
            hand.button = self.button_name
        elif self.button_no is not None:
            hand.button = nearest_button(self.button_no, hand.seats)
        if self.small_blind is not None and self.big_blind is not None:
            hand.small_blind, hand.big_blind = units(self.small_blind), units(self.big_blind)
        elif self.blinds:
            hand.small_blind, hand.big_blind = units(min(self.blinds)), units(max(self.blinds))
        if self.antes:
            values = list(self.antes.values())
            hand.ante = units(max(set(values), key=values.count))
        if self.finishing is not None:
            hand.finishing = {n: v * scale for n, v in self.finishing.items() if n in players}
        hand.site_pots = None if self.site_pots is None else [units(p) for p in self.site_pots]
        hand.site_total = None if self.site_total is None else units(self.site_total)
        if self.rake is not None:
            hand.rake = units(self.rake)
        elif infer_rake and money and not hand.tournament and self.collected:
            back = self.uncalled()
            chips_in = sum(self.total.values(), _ZERO) + sum(self.dead.values(), _ZERO)
            if back is not None and self.returned is None:
                chips_in -= back[1]
            elif self.returned:
                chips_in -= sum(self.returned.values(), _ZERO)
            taken = chips_in - sum(self.collected.values(), _ZERO)
            if _ZERO < taken <= chips_in / 10:
                hand.rake = units(taken)
                hand.rake_inferred = True
        return hand
