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
from typing import TYPE_CHECKING

from dealer_trainer.engine.errors import CodedError, PotError
from dealer_trainer.engine.hand import Hand, check_chips
from dealer_trainer.engine.showdown import Game

if TYPE_CHECKING:
    from dealer_trainer.engine.hilo import Variant
    from dealer_trainer.engine.stud import StudDeal


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
    THIRD = "third"
    FOURTH = "fourth"
    FIFTH = "fifth"
    SIXTH = "sixth"
    SEVENTH = "seventh"
    SHOWDOWN = "showdown"


class ButtonStraddleFirst(StrEnum):
    """Who acts first before the flop when the button straddles (docs/rules.md#button-straddle)."""

    #: the small blind, then the big blind, then under the gun round to the cutoff.
    SMALL_BLIND = "small-blind"
    #: left of the big blind round to the cutoff, then the small blind and the big blind.
    UNDER_THE_GUN = "under-the-gun"


class Reopen(StrEnum):
    """No-limit and pot-limit: what reopens the betting for a player who has acted
    (docs/rules.md#full-bet-rule)."""

    #: a full bet or raise (TDA 2024 Rule 47-A).
    FULL_BET = "full-bet"
    #: an all-in raise of at least half a full raise (some rooms).
    HALF_RAISE = "half-raise"


class HeadsUpCap(StrEnum):
    """Fixed limit: the raise cap when only two players can bet
    (docs/rules.md#fixed-limit-bets-and-the-raise-cap)."""

    #: no cap in a round that begins heads-up (WSOP Live Action Rule 131).
    LIFTED_IF_ROUND_BEGINS = "lifted-if-round-begins-heads-up"
    #: the cap holds heads-up too (TDA 2024 Rule 48).
    KEPT = "kept"
    #: lifted as soon as the action becomes heads-up before the cap is reached (Robert's Rules).
    LIFTED_WHEN_HEADS_UP = "lifted-when-heads-up"


#: The kinds of dead money a seat may post (the ``dead`` list's ``kind``).
DEAD_KINDS = ("small-blind", "big-blind", "straddle")


#: The four betting rounds of hold'em and Omaha, in order.
BETTING_STREETS = (Street.PREFLOP, Street.FLOP, Street.TURN, Street.RIVER)
#: The most seats a stud table deals (8 x 7 cards need the community card on seventh street).
MAX_STUD_SEATS = 8
#: The five betting rounds of the stud games (formats.md §4).
STUD_STREETS = (Street.THIRD, Street.FOURTH, Street.FIFTH, Street.SIXTH, Street.SEVENTH)


@dataclass(frozen=True)
class Straddle:
    """A live straddle: ``seat`` (the seat left of the big blind) posts ``amount`` chips before
    the deal; it acts last before the flop (docs/rules.md#straddle; WSOP Live Action Rule 165)."""

    seat: str
    amount: int


@dataclass(frozen=True)
class LivePost:
    """A live post of a returning or new player: ``seat`` puts ``amount`` chips in its bet before
    the deal and has the option to raise like a big blind (docs/rules.md#posts-and-dead-money)."""

    seat: str
    amount: int


@dataclass(frozen=True)
class DeadPost:
    """Dead money posted by ``seat`` before the deal: ``amount`` chips of ``kind`` (one of
    :data:`DEAD_KINDS`), in the main pot, not part of the seat's bet (docs/rules.md#dead-money)."""

    seat: str
    amount: int
    kind: str


@dataclass(frozen=True)
class Post:
    """Chips a seat put in before the deal.

    ``kind`` is ``ante`` (a bomb pot's ante too), ``small_blind``, ``big_blind``,
    ``big_blind_ante``, ``straddle``, ``post`` (a live post) or ``dead`` (dead money);
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
        game: hold'em or Omaha (only the scenario's showdown reads it; Omaha for Omaha hi-lo,
            hold'em, unread, for the stud games).
        variant: Omaha hi-lo or a stud game (``engine.hilo.Variant``), None for the others.
        ante: per-player ante (int), posted by every seat before the blinds and layered like any
            chips (docs/rules.md#antes).
        big_blind_ante: the big-blind ante (int), dead money in the main pot, posted by the big
            blind after its blind unless ``bba_order`` is ante-first (TDA 2024 RP-11).
        straddles: live straddles in posting order (docs/rules.md#straddle): the first by the seat
            left of the big blind (the button with ``button_straddle``), each re-straddle by the
            next seat to the left; each at least twice the blind or straddle before it, exactly
            twice in fixed limit, where only one is allowed (WSOP Live Action Rule 165).
        button_straddle: the one straddle is the button's (docs/rules.md#button-straddle).
        live_posts: live posts of returning or new players (:class:`LivePost`).
        dead_posts: dead money posted before the deal (:class:`DeadPost`; a ``straddle`` kind
            only in a hand with a straddle).
        bomb_pot: a bomb pot's ante (int), or None: no blinds, every seat antes it, no pre-flop
            betting, the hand starts on the flop (docs/rules.md#bomb-pot).
        small_bet, big_bet: fixed-limit bet sizes (default: the big blind and twice the small
            bet); the small bet is the pre-flop and flop bet and must equal the big blind.
        cap: fixed limit: raises allowed per round after the opening bet (the big blind before
            the flop), None for no cap (WSOP Live Action Rule 130: a bet and four raises).
        heads_up_cap: fixed limit: the cap when only two players can bet (:class:`HeadsUpCap`).
        half_bet_rule: fixed limit: an all-in of at least half a bet counts as a full bet and
            below half may be completed (TDA 2024 Rule 47-B); False applies the full bet rule.
        pot_limit_blinds: pot limit: how a short blind counts in the pre-flop pot size.
        straddles_allowed: the most straddles a hand may have, None for any number (fixed limit:
            one at most).
        button_straddle_first: who acts first pre-flop after a button straddle.
        reopen: no-limit and pot-limit: what reopens the betting (:class:`Reopen`).
        open_pair_option: stud: on fourth street an open pair lets each bet or raise be the
            small or the big bet (docs/rules.md#stud-bring-in-and-who-acts).
        stud: a stud game's deal (``engine.stud.StudDeal``: variant, bring-in, cards) or None.
            A stud table has no blinds: ``small_blind`` is the bring-in and ``big_blind`` the
            small bet; it is fixed limit, at most eight seats, with antes and nothing else posted.

    Raises:
        BettingError: ``missing_stack``, ``no_stack``, ``bad_blinds``, ``ante_and_bba``,
            ``straddle_seat``, ``straddle_heads_up``, ``straddle_amount``, ``restraddle_amount``,
            ``straddle_short``, ``too_many_straddles``, ``button_straddle_alone``, ``bomb_pot_with``,
            ``post_seat``, ``post_amount``, ``post_short``, ``dead_straddle``, ``bad_bets``,
            ``bad_cap``, ``bad_straddles_allowed``.
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
    variant: Variant | None = None
    ante: int = 0
    big_blind_ante: int = 0
    bba_order: BbaOrder = BbaOrder.BIG_BLIND_FIRST
    straddles: tuple[Straddle, ...] = ()
    button_straddle: bool = False
    live_posts: tuple[LivePost, ...] = ()
    dead_posts: tuple[DeadPost, ...] = ()
    bomb_pot: int | None = None
    small_bet: int | None = None
    big_bet: int | None = None
    cap: int | None = 4
    heads_up_cap: HeadsUpCap = HeadsUpCap.LIFTED_IF_ROUND_BEGINS
    half_bet_rule: bool = True
    pot_limit_blinds: PotLimitBlinds = PotLimitBlinds.FULL_BLINDS
    straddles_allowed: int | None = None
    button_straddle_first: ButtonStraddleFirst = ButtonStraddleFirst.SMALL_BLIND
    reopen: Reopen = Reopen.FULL_BET
    open_pair_option: bool = True
    stud: StudDeal | None = None
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
        most = self.straddles_allowed
        if most is not None and (type(most) is not int or most < 0):
            raise BettingError("bad_straddles_allowed", "straddles_allowed", value=most)
        object.__setattr__(self, "straddles", tuple(self.straddles))
        object.__setattr__(self, "live_posts", tuple(self.live_posts))
        object.__setattr__(self, "dead_posts", tuple(self.dead_posts))
        self._check_bomb_pot()
        self._check_straddles()
        self._check_posts()
        self._check_stud()
        object.__setattr__(self, "posts", self._forced_posts())

    def _check_stud(self) -> None:
        """A stud table: fixed limit, at most eight seats, antes the only chips posted before the
        deal; the cards are checked by ``engine.stud_io`` (docs/rules.md#stud-bring-in-and-who-acts)."""
        if self.stud is None:
            return
        if self.structure != Structure.FIXED_LIMIT:
            raise BettingError("stud_fixed_limit", "structure", structure=self.structure.value)
        if len(self.seats) > MAX_STUD_SEATS:
            raise BettingError("stud_seats", "seats", count=len(self.seats), most=MAX_STUD_SEATS)
        for key, given in (
            ("big_blind_ante", self.big_blind_ante),
            ("straddles", self.straddles),
            ("posts", self.live_posts),
            ("dead", self.dead_posts),
            ("bomb_pot", self.bomb_pot),
        ):
            if given:
                raise BettingError("stud_with", key, key=key)

    @property
    def streets(self) -> tuple[Street, ...]:
        """The betting rounds of this table's game, in order."""
        return STUD_STREETS if self.stud is not None else BETTING_STREETS

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

    def _check_bomb_pot(self) -> None:
        if self.bomb_pot is None:
            return
        check_chips(self.bomb_pot, "bomb_pot", which="ante")
        if not self.bomb_pot:
            raise BettingError("bomb_pot_ante", "bomb_pot")
        for key, given in (
            ("ante", self.ante),
            ("big_blind_ante", self.big_blind_ante),
            ("straddles", self.straddles),
            ("posts", self.live_posts),
            ("dead", self.dead_posts),
        ):
            if given:
                raise BettingError("bomb_pot_with", "bomb_pot", key=key)

    def _check_straddles(self) -> None:
        """Each straddle's seat and amount (docs/rules.md#straddle, #button-straddle)."""
        if self.button_straddle and not self.straddles:
            raise BettingError("button_straddle_alone", "button_straddle")
        if not self.straddles:
            return
        field_ = "straddle" if len(self.straddles) == 1 and not self.button_straddle else "straddles"
        if self.heads_up:
            raise BettingError("straddle_heads_up", field_, seat=self.straddles[0].seat)
        limit = self.structure == Structure.FIXED_LIMIT
        most = 1 if limit or self.button_straddle else self.straddles_allowed
        if self.straddles_allowed is not None and most is not None:
            most = min(most, self.straddles_allowed)
        if most is not None and len(self.straddles) > most:
            raise BettingError("too_many_straddles", field_, count=len(self.straddles), most=most)
        seat_before, before = self.big_blind_seat, self.big_blind
        blinds = (self.small_blind_seat, self.big_blind_seat)
        for n, straddle in enumerate(self.straddles, 1):
            seat, amount = straddle.seat, straddle.amount
            if seat not in self.seats:
                raise PotError("unknown_seat", field_, seat=seat)
            check_chips(amount, field_, which="amount")
            expected = self.button if self.button_straddle else self.next_seat(seat_before)
            if expected in blinds:
                raise BettingError("too_many_straddles", field_, count=len(self.straddles), most=n - 1)
            if seat != expected:
                raise BettingError(
                    "straddle_seat", field_, seat=seat, expected=expected, n=n, button=self.button_straddle
                )
            code = "straddle_amount" if n == 1 else "restraddle_amount"
            if (amount != 2 * before) if limit else (amount < 2 * before):
                raise BettingError(code, field_, amount=amount, least=2 * before, exact=limit, n=n)
            if self.stacks[seat] - min(self.ante, self.stacks[seat]) < amount:
                raise BettingError(
                    "straddle_short", field_, seat=seat, amount=amount, stack=self.stacks[seat]
                )
            seat_before, before = seat, amount

    def _check_posts(self) -> None:
        """Live posts and dead money: known seats, whole chips, not a blind's or a straddle's seat
        for a live post, covered by the seat's stack (docs/rules.md#posts-and-dead-money)."""
        taken = {self.small_blind_seat, self.big_blind_seat, *(s.seat for s in self.straddles)}
        owed = dict.fromkeys(self.seats, 0)
        for post in self.live_posts:
            if post.seat not in self.seats:
                raise PotError("unknown_seat", "posts", seat=post.seat)
            if post.seat in taken:
                raise BettingError("post_seat", "posts", seat=post.seat)
            taken.add(post.seat)
            amount = check_chips(post.amount, "posts", seat=post.seat)
            if not 0 < amount <= self.big_blind:
                raise BettingError("post_amount", "posts", seat=post.seat, amount=amount, big=self.big_blind)
            owed[post.seat] += amount
        for dead in self.dead_posts:
            if dead.seat not in self.seats:
                raise PotError("unknown_seat", "dead", seat=dead.seat)
            amount = check_chips(dead.amount, "dead", seat=dead.seat)
            if not amount:
                raise BettingError("post_amount", "dead", seat=dead.seat, amount=amount, big=self.big_blind)
            if dead.kind == "straddle" and not self.straddles:
                raise BettingError("dead_straddle", "dead", seat=dead.seat)
            owed[dead.seat] += amount
        for seat, amount in owed.items():
            if amount and self.stacks[seat] - min(self.ante, self.stacks[seat]) < amount:
                field_ = "dead" if any(d.seat == seat for d in self.dead_posts) else "posts"
                raise BettingError("post_short", field_, seat=seat, amount=amount, stack=self.stacks[seat])

    @property
    def straddle(self) -> Straddle | None:
        """The last straddle (the one that acts last before the flop), or None."""
        return self.straddles[-1] if self.straddles else None

    @property
    def cap_heads_up(self) -> bool:
        """Fixed limit: the cap holds heads-up (``heads_up_cap`` is ``kept``; the old flag)."""
        return self.heads_up_cap == HeadsUpCap.KEPT

    @property
    def preflop_order(self) -> tuple[str, ...]:
        """Every seat in the order of the first pass of pre-flop action (docs/rules.md#who-acts):
        left of the last straddle (or the big blind) round to it; after a button straddle from
        the small blind round to the button, or (``under-the-gun``) left of the big blind round
        to the cutoff, then the small blind, the big blind and the button."""
        seats = self.seats
        if self.button_straddle and self.button_straddle_first == ButtonStraddleFirst.UNDER_THE_GUN:
            i = seats.index(self.big_blind_seat)
            rest = tuple(seats[(i + k) % len(seats)] for k in range(1, len(seats)))
            middle = tuple(s for s in rest if s not in (self.small_blind_seat, self.button))
            return (*middle, self.small_blind_seat, self.big_blind_seat, self.button)
        last = self.straddle.seat if self.straddle else self.big_blind_seat
        i = seats.index(last)
        return tuple(seats[(i + k) % len(seats)] for k in range(1, len(seats) + 1))

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
        turn and river; stud: small on third and fourth street, big from fifth). Only meaningful
        in fixed limit."""
        small = self.small_bet or self.big_blind
        big = self.big_bet or 2 * small
        return small if street in (Street.PREFLOP, Street.FLOP, Street.THIRD, Street.FOURTH) else big

    def _forced_posts(self) -> tuple[Post, ...]:
        """Antes first (a bomb pot's ante alone), then the blinds (the big-blind ante after the
        blind unless ante-first), then the straddles, the live posts and the dead money; a seat
        short of what it owes posts all it has and is all-in (docs/rules.md#all-in-before-the-deal)."""
        left = dict(self.stacks)
        posts: list[Post] = []

        def post(seat: str, kind: str, due: int) -> None:
            amount = min(due, left[seat])
            left[seat] -= amount
            posts.append(Post(seat, kind, amount, due))

        if self.ante or self.bomb_pot:
            for seat in self.seats:
                post(seat, "ante", self.ante or self.bomb_pot or 0)
        if self.bomb_pot or self.stud is not None:
            return tuple(posts)
        post(self.small_blind_seat, "small_blind", self.small_blind)
        bb = self.big_blind_seat
        if self.big_blind_ante and self.bba_order == BbaOrder.ANTE_FIRST:
            post(bb, "big_blind_ante", self.big_blind_ante)
        post(bb, "big_blind", self.big_blind)
        if self.big_blind_ante and self.bba_order == BbaOrder.BIG_BLIND_FIRST:
            post(bb, "big_blind_ante", self.big_blind_ante)
        for straddle in self.straddles:
            post(straddle.seat, "straddle", straddle.amount)
        for live in self.live_posts:
            post(live.seat, "post", live.amount)
        for dead in self.dead_posts:
            post(dead.seat, "dead", dead.amount)
        return tuple(posts)
