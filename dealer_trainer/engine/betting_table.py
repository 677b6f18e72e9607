"""The table a hand is dealt at, for the betting referee: seats, stacks, blinds, antes, straddle,
betting structure and the house rules of betting; and what each seat posts before the deal.

Rules: docs/rules.md#who-acts, docs/rules.md#all-in-before-the-deal,
docs/rules.md#big-blind-ante-order, docs/rules.md#straddle. No Qt.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from enum import StrEnum
from types import MappingProxyType

from dealer_trainer.engine.errors import CodedError, PotError
from dealer_trainer.engine.hand import Hand, check_chips
from dealer_trainer.engine.showdown import Game


class BettingError(CodedError):
    """A table or an action list the referee cannot play: a code, the field at fault and the
    offending values (the CLI words it; see ``dealer_trainer.wording.betting_text``)."""


class Structure(StrEnum):
    """How much a player may bet (docs/rules.md#minimum-bet-and-minimum-raise)."""

    NO_LIMIT = "no-limit"
    POT_LIMIT = "pot-limit"
    FIXED_LIMIT = "fixed-limit"


class BbaOrder(StrEnum):
    """What a short big blind posts first when the big blind also pays the ante
    (docs/rules.md#big-blind-ante-order)."""

    #: the blind first, then the ante: TDA 2024 RP-11.
    BIG_BLIND_FIRST = "big-blind-first"
    #: the ante first, then the blind: TDA 2019, older rooms.
    ANTE_FIRST = "ante-first"


class PotLimitBlinds(StrEnum):
    """How a short or dead blind counts in a pot-limit pot before the flop
    (docs/rules.md#pot-limit-pot-size-bet)."""

    #: every pre-flop pot bet assumes full blinds were posted: TDA 2024 Rule 54-B.
    FULL_BLINDS = "full-blinds"
    #: the chips actually posted.
    ACTUAL = "actual"


class Street(StrEnum):
    """A betting round, or the showdown after the last one."""

    PREFLOP = "preflop"
    FLOP = "flop"
    TURN = "turn"
    RIVER = "river"
    SHOWDOWN = "showdown"


#: The four betting rounds of hold'em and Omaha, in order.
BETTING_STREETS = (Street.PREFLOP, Street.FLOP, Street.TURN, Street.RIVER)


@dataclass(frozen=True)
class Straddle:
    """A live straddle: ``seat`` (the seat left of the big blind) posts ``amount`` chips before
    the deal; it acts last before the flop (docs/rules.md#straddle; WSOP Live Action Rule 165)."""

    seat: str
    amount: int


@dataclass(frozen=True)
class Post:
    """Chips a seat put in before the deal.

    ``kind`` is ``ante``, ``small_blind``, ``big_blind``, ``big_blind_ante`` or ``straddle``;
    ``amount`` the chips posted (int), ``due`` the full amount owed; ``amount < due`` means the
    seat is all-in for part of it (docs/rules.md#all-in-before-the-deal).
    """

    seat: str
    kind: str
    amount: int
    due: int

    @property
    def short(self) -> bool:
        """True when the seat could not post the whole amount (it is all-in)."""
        return self.amount < self.due


def valid_cap(cap: object) -> bool:
    """True for a fixed-limit raise cap: a whole number of raises above 0, or None for no cap
    (docs/rules.md#fixed-limit-bets-and-the-raise-cap; WSOP Live Action Rule 130)."""
    return cap is None or (isinstance(cap, int) and not isinstance(cap, bool) and cap >= 1)


@dataclass(frozen=True)
class Table:
    """Everything fixed before the deal: who sits where with how many chips, and the game.

    Args:
        seats: seat names, clockwise, unique (2 to 23).
        button: the seat with the dealer button. Heads-up the button posts the small blind
            and acts first before the flop, last after it (TDA 2024 Rule 34-B).
        stacks: chips (int > 0) each seat has at the start of the hand, antes and blinds
            included; every seat must be listed.
        small_blind, big_blind: the blinds (ints, ``0 < small_blind <= big_blind``).
        structure: no-limit, pot-limit or fixed-limit.
        game: hold'em or Omaha (only the scenario's showdown reads it).
        ante: per-player ante (int), posted by every seat before the blinds and layered like any
            chips (docs/rules.md#antes).
        big_blind_ante: the big-blind ante (int), dead money in the main pot, posted by the big
            blind after its blind unless ``bba_order`` is ante-first (TDA 2024 RP-11).
        straddle: a live straddle by the seat left of the big blind, or None; at least twice the
            big blind, exactly twice in fixed limit (WSOP Live Action Rule 165).
        small_bet, big_bet: fixed-limit bet sizes (default: the big blind and twice the small
            bet); the small bet is the pre-flop and flop bet and must equal the big blind.
        cap: fixed limit: raises allowed per round after the opening bet (the big blind before
            the flop), None for no cap (WSOP Live Action Rule 130: a bet and four raises).
        cap_heads_up: fixed limit: the cap holds also in a round that begins heads-up (TDA 2024
            Rule 48, tournaments); by default such a round is uncapped (WSOP Live Action Rule 131).
        half_bet_rule: fixed limit: an all-in of at least half a bet counts as a full bet and
            below half may be completed (TDA 2024 Rule 47-B); False applies the full bet rule.
        pot_limit_blinds: pot limit: how a short blind counts in the pre-flop pot size.

    Raises:
        BettingError: ``missing_stack``, ``no_stack``, ``bad_blinds``, ``ante_and_bba``,
            ``straddle_seat``, ``straddle_heads_up``, ``straddle_amount``, ``straddle_short``,
            ``bad_bets``, ``bad_cap``.
        PotError: the seat and chip checks of :class:`Hand` and :func:`check_chips`
            (``duplicate_seat``, ``unknown_seat``, ``negative_amount``, ``not_integer`` ...).
    """

    seats: tuple[str, ...]
    button: str
    stacks: Mapping[str, int]
    small_blind: int
    big_blind: int
    structure: Structure = Structure.NO_LIMIT
    game: Game = Game.HOLDEM
    ante: int = 0
    big_blind_ante: int = 0
    bba_order: BbaOrder = BbaOrder.BIG_BLIND_FIRST
    straddle: Straddle | None = None
    small_bet: int | None = None
    big_bet: int | None = None
    cap: int | None = 4
    cap_heads_up: bool = False
    half_bet_rule: bool = True
    pot_limit_blinds: PotLimitBlinds = PotLimitBlinds.FULL_BLINDS
    posts: tuple[Post, ...] = field(default=(), init=False, compare=False)

    def __post_init__(self) -> None:
        if not isinstance(self.button, str):
            raise PotError("bad_field", "button", value=self.button)
        Hand(tuple(self.seats), {}, button=self.button)  # seat names and the button
        object.__setattr__(self, "seats", tuple(self.seats))
        stacks: dict[str, int] = {}
        for seat, chips in dict(self.stacks).items():
            if seat not in self.seats:
                raise PotError("unknown_seat", "stacks", seat=seat)
            stacks[seat] = check_chips(chips, "stacks", seat=seat)
        for seat in self.seats:
            if seat not in stacks:
                raise BettingError("missing_stack", "stacks", seat=seat)
            if stacks[seat] == 0:
                raise BettingError("no_stack", "stacks", seat=seat)
        object.__setattr__(self, "stacks", MappingProxyType({s: stacks[s] for s in self.seats}))
        check_chips(self.small_blind, "blinds", which="small")
        check_chips(self.big_blind, "blinds", which="big")
        if not 0 < self.small_blind <= self.big_blind:
            raise BettingError("bad_blinds", "blinds", small=self.small_blind, big=self.big_blind)
        check_chips(self.ante, "ante")
        check_chips(self.big_blind_ante, "big_blind_ante")
        if self.ante and self.big_blind_ante:
            raise BettingError("ante_and_bba", "big_blind_ante")
        self._check_structure()
        self._check_straddle()
        object.__setattr__(self, "posts", self._forced_posts())

    def _check_structure(self) -> None:
        limit = self.structure == Structure.FIXED_LIMIT
        if not limit:
            return
        small = (
            self.big_blind if self.small_bet is None else check_chips(self.small_bet, "bets", which="small")
        )
        big = 2 * small if self.big_bet is None else check_chips(self.big_bet, "bets", which="big")
        if small != self.big_blind or big < small:
            raise BettingError("bad_bets", "bets", small=small, big=big, big_blind=self.big_blind)
        object.__setattr__(self, "small_bet", small)
        object.__setattr__(self, "big_bet", big)
        if not valid_cap(self.cap):
            raise BettingError("bad_cap", "cap", value=self.cap)

    def _check_straddle(self) -> None:
        if self.straddle is None:
            return
        seat, amount = self.straddle.seat, self.straddle.amount
        if seat not in self.seats:
            raise PotError("unknown_seat", "straddle", seat=seat)
        check_chips(amount, "straddle", which="amount")
        if self.heads_up:
            raise BettingError("straddle_heads_up", "straddle", seat=seat)
        expected = self.next_seat(self.big_blind_seat)
        if seat != expected:
            raise BettingError("straddle_seat", "straddle", seat=seat, expected=expected)
        if self.structure == Structure.FIXED_LIMIT:
            if amount != 2 * self.big_blind:
                raise BettingError(
                    "straddle_amount", "straddle", amount=amount, least=2 * self.big_blind, exact=True
                )
        elif amount < 2 * self.big_blind:
            raise BettingError(
                "straddle_amount", "straddle", amount=amount, least=2 * self.big_blind, exact=False
            )
        if self.stacks[seat] - min(self.ante, self.stacks[seat]) < amount:
            raise BettingError(
                "straddle_short", "straddle", seat=seat, amount=amount, stack=self.stacks[seat]
            )

    @property
    def heads_up(self) -> bool:
        """True with two seats: the button posts the small blind."""
        return len(self.seats) == 2

    def next_seat(self, seat: str) -> str:
        """The seat clockwise after ``seat``."""
        return self.seats[(self.seats.index(seat) + 1) % len(self.seats)]

    @property
    def small_blind_seat(self) -> str:
        """The button heads-up, else the seat left of the button (TDA 2024 Rule 34-B)."""
        return self.button if self.heads_up else self.next_seat(self.button)

    @property
    def big_blind_seat(self) -> str:
        """The seat left of the small blind."""
        return self.next_seat(self.small_blind_seat)

    def bet_unit(self, street: Street) -> int:
        """Fixed limit: the bet of ``street`` (small bet pre-flop and on the flop, big bet on the
        turn and river). Only meaningful in fixed limit."""
        small = self.small_bet or self.big_blind
        big = self.big_bet or 2 * small
        return small if street in (Street.PREFLOP, Street.FLOP) else big

    def _forced_posts(self) -> tuple[Post, ...]:
        """Antes first, then the blinds (the big-blind ante after the blind unless ante-first),
        then the straddle; a seat short of what it owes posts all it has and is all-in
        (docs/rules.md#all-in-before-the-deal)."""
        left = dict(self.stacks)
        posts: list[Post] = []

        def post(seat: str, kind: str, due: int) -> None:
            amount = min(due, left[seat])
            left[seat] -= amount
            posts.append(Post(seat, kind, amount, due))

        if self.ante:
            for seat in self.seats:
                post(seat, "ante", self.ante)
        post(self.small_blind_seat, "small_blind", self.small_blind)
        bb = self.big_blind_seat
        if self.big_blind_ante and self.bba_order == BbaOrder.ANTE_FIRST:
            post(bb, "big_blind_ante", self.big_blind_ante)
        post(bb, "big_blind", self.big_blind)
        if self.big_blind_ante and self.bba_order == BbaOrder.BIG_BLIND_FIRST:
            post(bb, "big_blind_ante", self.big_blind_ante)
        if self.straddle is not None:
            post(self.straddle.seat, "straddle", self.straddle.amount)
        return tuple(posts)
