"""The betting referee: a hand played action by action, with who acts, what each seat may
legally do and why, the pots in the middle and the bets in front. Pure Python, integer chips.

Rules (docs/rules.md): #who-acts, #table-stakes-and-the-call, #short-blinds-and-the-call,
#minimum-bet-and-minimum-raise, #full-bet-rule, #half-bet-rule, #raise-cap-in-limit,
#pot-limit-pot-size-bet, #straddle, #button-straddle, #posts-and-dead-money, #bomb-pot,
#non-standard-folds, #uncalled-bets, #stud-bring-in-and-who-acts (the stud games: the table's
``stud`` deal says who brings it in and who acts first; see ``engine.stud``).

Use: ``state = BettingState.start(table)``; while ``state.to_act``: read ``state.legal()`` and
``state = state.apply(Action(seat, Do.CALL))``; when ``state.round_complete`` and not
``state.betting_over``, ``state = state.next_street()``. Every method returns a new state; a
state is never changed in place, so a UI can keep the old one for undo.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, fields
from enum import StrEnum
from functools import cached_property
from types import MappingProxyType
from typing import Any

from dealer_trainer.engine.betting_table import (
    BettingError,
    HeadsUpCap,
    PotLimitBlinds,
    Reopen,
    Street,
    Structure,
    Table,
)
from dealer_trainer.engine.errors import CodedError
from dealer_trainer.engine.hand import Hand, check_chips
from dealer_trainer.engine.pots import Pot, UncalledBet, build_pots, uncalled_bet


class Do(StrEnum):
    """What a seat does in turn."""

    FOLD = "fold"
    CHECK = "check"
    CALL = "call"
    BET = "bet"
    RAISE = "raise"
    COMPLETE = "complete"
    ALL_IN = "all-in"
    BRING_IN = "bring-in"


@dataclass(frozen=True)
class Action:
    """One action in turn: ``seat`` does ``do``; ``to`` is the seat's total for the street after
    a bet, raise, completion or all-in (antes are never in it; the blinds are), else None."""

    seat: str
    do: Do
    to: int | None = None


@dataclass(frozen=True)
class Reason:
    """Why raising is closed to a seat, or why an action is refused: a stable ``code``, the
    ``rule`` it applies (a key of ``engine.rule_sources.RULES``) and the values the wording needs."""

    code: str
    rule: str
    values: Mapping[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class RaiseRange:
    """The totals (ints, the seat's chips for the street after the action) a seat may bet,
    raise or complete to.

    ``kind`` is :attr:`Do.BET` (no bet yet), :attr:`Do.RAISE` or :attr:`Do.COMPLETE` (fixed limit,
    half bet rule). An all-in below the minimum has ``min_to == max_to ==`` the all-in total;
    fixed limit always has ``min_to == max_to``. ``all_in`` is True when ``max_to`` is the
    seat's whole stack; ``limit`` names what caps ``max_to`` (``stack``, ``pot`` or ``limit``);
    ``reason`` says where ``min_to`` comes from (the last full bet or raise, the fixed-limit bet,
    a completion) and which rule sets it.
    """

    kind: Do
    min_to: int
    max_to: int
    all_in: bool
    limit: str
    reason: Reason


@dataclass(frozen=True)
class Legal:
    """What ``seat`` may do now. ``call`` is the chips it must add to call (0 when it may check),
    capped at its stack; ``fold`` is False when it may check (a fold there is non-standard, TDA
    2024 Rule 58); ``raise_range`` is None when raising is closed, and ``closed`` says why.
    ``seat`` is None (and everything False, 0 or None) when nobody is to act. ``bring_in``:
    stud's third street before anyone acted: the seat must bring it in (``call`` is then the
    bring-in it posts) or complete; it may not fold."""

    seat: str | None
    fold: bool
    check: bool
    call: int
    raise_range: RaiseRange | None
    closed: Reason | None
    bring_in: bool = False


class IllegalAction(CodedError):
    """An action the rules do not allow: ``action`` and the :class:`Reason` (``reason.code`` is
    also ``code``; ``reason.rule`` the rule applied). Raised by :meth:`BettingState.apply`."""

    def __init__(self, action: Action, reason: Reason) -> None:
        self.action = action
        self.reason = reason
        super().__init__(
            reason.code, "actions", **{**reason.values, "seat": action.seat, "do": str(action.do)}
        )


@dataclass(frozen=True)
class Increase:
    """A bet or raise of this street: ``seat`` made it ``to`` chips, ``by`` more than the bet
    before; ``full`` when it was a full bet or raise (or counts as one), ``all_in`` when it was
    the seat's last chips."""

    seat: str
    to: int
    by: int
    all_in: bool
    full: bool


def _frozen(mapping: Mapping[str, int]) -> Mapping[str, int]:
    return MappingProxyType(dict(mapping))


@dataclass(frozen=True)
class BettingState:
    """A hand between two actions. Build it with :meth:`start`; change it only with
    :meth:`apply`, :meth:`next_street` and :meth:`pull_in`, which return new states.

    Attributes:
        table: the :class:`Table`.
        street: the betting round in play (see :attr:`result_street` for the showdown).
        stacks: chips each seat has behind (int).
        bets: chips each seat has in front this street (int; blinds and straddle pre-flop).
        middle: chips each seat has in the middle (per-player antes and earlier streets).
        dead: dead money in the middle (the big-blind ante).
        folded: seats that folded.
        current: the bet to call this street (pre-flop at least the full big blind, even when
            the big blind is all-in for less: docs/rules.md#short-blinds-and-the-call).
        full_size: no-limit and pot-limit: the last full bet or raise of the round (the big
            blind, or the straddle, until someone makes a larger one); fixed limit: the bet.
        full_level: the total of the last full bet or raise (the level a completion builds on).
        bets_made: fixed limit: full bets and raises this round, the opening bet (pre-flop the
            big blind) included.
        uncapped: fixed limit: this round has no raise cap (it began heads-up).
        acted_at: seats that acted since the last full bet or raise, with the bet they acted at.
        pending: seats that still must act this round.
        increases: the bets and raises of this street, in order.
        last_actor: who acted last this street (None before the first action).
        history: every action so far, with its street.
    """

    table: Table
    street: Street
    stacks: Mapping[str, int]
    bets: Mapping[str, int]
    middle: Mapping[str, int]
    dead: int
    folded: frozenset[str]
    current: int
    full_size: int
    full_level: int
    bets_made: int
    uncapped: bool
    acted_at: Mapping[str, int]
    pending: frozenset[str]
    increases: tuple[Increase, ...] = ()
    last_actor: str | None = None
    history: tuple[tuple[Street, Action], ...] = ()

    def _with(self, **changes: Any) -> BettingState:
        """A copy with ``changes`` (what :func:`dataclasses.replace` does, without re-running
        ``__init__``: the cached properties of this state are not carried over)."""
        new = object.__new__(BettingState)
        values = {name: self.__dict__[name] for name in _FIELDS}
        values.update(changes)
        new.__dict__.update(values)
        return new

    # ---- building -------------------------------------------------------------------------

    @classmethod
    def start(cls, table: Table) -> BettingState:
        """The hand after the antes, blinds, straddles and posts are posted, before the first
        action (docs/rules.md#all-in-before-the-deal); a bomb pot's starts on the flop
        (docs/rules.md#bomb-pot)."""
        stacks = dict(table.stacks)
        bets = dict.fromkeys(table.seats, 0)
        middle = dict.fromkeys(table.seats, 0)
        dead = 0
        for post in table.posts:
            stacks[post.seat] -= post.amount
            if post.kind == "ante":
                middle[post.seat] += post.amount
            elif post.kind in ("big_blind_ante", "dead"):
                dead += post.amount
            else:
                bets[post.seat] += post.amount
        street = Street.FLOP if table.bomb_pot else table.streets[0]
        current = 0 if table.bomb_pot else max(table.big_blind, *bets.values())
        full = table.straddle.amount if table.straddle else table.big_blind
        if table.stud is not None:
            current = table.stud.bring_in  # owed by the bring-in seat, then called by the rest
        if table.structure == Structure.FIXED_LIMIT:
            full = table.bet_unit(street)
        state = cls(
            table=table,
            street=street,
            stacks=_frozen(stacks),
            bets=_frozen(bets),
            middle=_frozen(middle),
            dead=dead,
            folded=frozenset(),
            current=current,
            full_size=full,
            full_level=0 if table.stud is not None else current,
            bets_made=0 if table.bomb_pot or table.stud is not None else 1,
            uncapped=False,
            acted_at=_frozen({}),
            pending=frozenset(),
        )
        return state._begin_round()

    def _begin_round(self) -> BettingState:
        actors = self.actors
        lifted = self.table.heads_up_cap != HeadsUpCap.KEPT and len(actors) <= 2
        uncapped = self.table.cap is None or lifted
        return self._with(pending=frozenset(actors), uncapped=uncapped)._settled()

    def _settled(self) -> BettingState:
        """Drop from ``pending`` every seat that cannot or need not act: folded, all-in, or the
        last seat with chips when no other seat still in has bet more than it this street
        (nobody is left to bet against, and there is no bet to call: a short big blind's full
        amount is owed only when some chips are there to call). Fixed limit with
        ``lifted-when-heads-up``: the cap is lifted once two players can bet, unless reached."""
        table = self.table
        if (
            table.heads_up_cap == HeadsUpCap.LIFTED_WHEN_HEADS_UP
            and not self.uncapped
            and len(self.actors) <= 2
            and (table.cap is None or self.bets_made - 1 < table.cap)
        ):
            return self._with(uncapped=True)._settled()
        actors = set(self.actors)
        pending = self.pending & actors
        if len(self.live) <= 1:
            pending = frozenset()
        elif len(actors) <= 1:
            top = max(self.bets[s] for s in self.live)
            pending = frozenset(s for s in pending if self.bets[s] < top)
        return self._with(pending=frozenset(pending))

    # ---- reading --------------------------------------------------------------------------

    @property
    def seats(self) -> tuple[str, ...]:
        """Seat names, clockwise."""
        return self.table.seats

    @cached_property
    def live(self) -> tuple[str, ...]:
        """Seats still in the hand (not folded), seat order."""
        return tuple(s for s in self.seats if s not in self.folded)

    @cached_property
    def actors(self) -> tuple[str, ...]:
        """Seats still in the hand with chips behind (not all-in), seat order."""
        return tuple(s for s in self.live if self.stacks[s] > 0)

    @property
    def all_in(self) -> tuple[str, ...]:
        """Seats still in the hand with no chips behind, seat order."""
        return tuple(s for s in self.live if self.stacks[s] == 0)

    @property
    def round_complete(self) -> bool:
        """True when nobody has to act any more this street."""
        return not self.pending

    @property
    def betting_over(self) -> bool:
        """True when no more betting can happen in this hand: one seat is left, or this round
        is complete and it was the river or fewer than two seats have chips to bet."""
        if len(self.live) <= 1:
            return True
        return self.round_complete and (self.street == self.table.streets[-1] or len(self.actors) <= 1)

    @property
    def result_street(self) -> Street:
        """The street, or :attr:`Street.SHOWDOWN` once the betting is over with two or more
        seats in the hand."""
        if self.betting_over and len(self.live) >= 2:
            return Street.SHOWDOWN
        return self.street

    @property
    def next_betting_street(self) -> Street | None:
        """The street after this one, or None after the river (stud: seventh street)."""
        streets = self.table.streets
        i = streets.index(self.street)
        return streets[i + 1] if i + 1 < len(streets) else None

    @cached_property
    def to_act(self) -> str | None:
        """The seat whose turn it is, or None when the round (or the betting) is over.

        Pre-flop the seat left of the big blind (or of the last straddle) acts first, so heads-up
        the button; after a button straddle as the table's ``button_straddle_first`` says (in
        that order until the button has acted, then clockwise); after the flop the first seat
        left of the button (docs/rules.md#who-acts, #button-straddle). Stud: the bring-in seat on
        third street, the best showing hand later, or the first seat clockwise from it that still
        has to act (docs/rules.md#stud-bring-in-and-who-acts)."""
        if not self.pending:
            return None
        seats, table = self.seats, self.table
        if table.stud is not None and self.last_actor is None:
            i = seats.index(self.opener)
            return next(s for k in range(len(seats)) if (s := seats[(i + k) % len(seats)]) in self.pending)
        first_pass = self.last_actor is None or (
            table.button_straddle and all(a.seat != table.button for _, a in self.history)
        )
        if self.street == Street.PREFLOP and first_pass:
            seats = table.preflop_order
            after = self.last_actor or seats[-1]
        else:
            after = self.last_actor or table.button
        i = seats.index(after)
        for k in range(1, len(seats) + 1):
            seat = seats[(i + k) % len(seats)]
            if seat in self.pending:
                return seat
        return None  # pragma: no cover - pending is never empty here

    @cached_property
    def opener(self) -> str:
        """Stud: the seat the round opens with: the bring-in on third street (among every seat
        dealt in), the best showing hand among the seats still in on later streets.

        Raises:
            AssertionError: not a stud table (a programming error).
        """
        stud, seats = self.table.stud, self.table.seats
        assert stud is not None
        k = seats.index(self.table.button) + 1
        order = seats[k:] + seats[:k]  # clockwise from the dealer's left
        if self.street == Street.THIRD:
            return stud.bring_in_seat(order)
        return stud.opener(self.street, [s for s in order if s in self.live])

    @property
    def bring_in_due(self) -> bool:
        """Stud's third street before anyone acted: the seat to act brings it in or completes."""
        return self.table.stud is not None and self.street == Street.THIRD and self.last_actor is None

    @property
    def in_front(self) -> Mapping[str, int]:
        """Chips in front of each seat this street, only seats with chips there, seat order."""
        return MappingProxyType({s: c for s, c in self.bets.items() if c})

    def committed(self, seat: str) -> int:
        """Every chip ``seat`` put in this hand (antes, blinds, bets; not dead money)."""
        return self.middle[seat] + self.bets[seat]

    def chips_on_table(self) -> int:
        """Stacks, bets, the middle and dead money: always the sum of the starting stacks."""
        return sum(self.stacks.values()) + sum(self.bets.values()) + sum(self.middle.values()) + self.dead

    def pots(self) -> tuple[Pot, ...]:
        """The main pot and side pots already in the middle (bets in front not included), as
        :func:`build_pots` builds them; empty before any chip is in the middle."""
        hand = Hand(self.seats, self.middle, self.table.button, self.folded, dead=self.dead)
        if not hand.total_in:
            return ()
        return build_pots(hand)

    def hand(self) -> Hand:
        """The whole hand as the pot engine reads it: every seat's chips (middle and in front,
        an uncalled bet included), folded and all-in seats, dead money. Meant for a hand whose
        betting is over (the ``pots`` scenario)."""
        totals = {s: self.committed(s) for s in self.seats}
        return Hand(
            self.seats,
            totals,
            self.table.button,
            self.folded,
            all_in=frozenset(self.all_in),
            dead=self.dead,
        )

    def returned(self) -> UncalledBet | None:
        """The uncalled bet that goes back when the betting is over (docs/rules.md#uncalled-bets),
        else None (the betting is not over, or every bet was called)."""
        if not self.betting_over:
            return None
        return uncalled_bet(self.hand())

    # ---- what a seat may do ------------------------------------------------------------------

    def legal(self) -> Legal:
        """What the seat to act may do (:class:`Legal`); all closed when nobody is to act."""
        cached = self.__dict__.get("_legal")
        if cached is None:
            cached = self.__dict__["_legal"] = self._legal()
        return cached

    def _legal(self) -> Legal:
        seat = self.to_act
        if seat is None:
            return Legal(None, False, False, 0, None, None)
        owed = self.current - self.bets[seat]
        options = self._raise_options(seat)
        rng = options if isinstance(options, RaiseRange) else None
        closed = options if isinstance(options, Reason) else None
        if self.bring_in_due:
            return Legal(seat, False, False, min(owed, self.stacks[seat]), rng, closed, bring_in=True)
        return Legal(seat, owed > 0, owed == 0, min(owed, self.stacks[seat]), rng, closed)

    @property
    def _bring_in_only(self) -> bool:
        """Stud's third street before anyone completed: only the bring-in (or less) is bet."""
        return self.table.stud is not None and self.street == Street.THIRD and self.full_level == 0

    def _open_pair_sizes(self) -> tuple[int, int] | None:
        """Stud high's fourth street with a pair showing, before anyone bet or raised by the
        big bet: each bet or raise may be the small or the big bet (house rule
        ``open_pair_option``); else None."""
        table, stud = self.table, self.table.stud
        if stud is None or self.street != Street.FOURTH or not table.open_pair_option:
            return None
        small, big = table.bet_unit(Street.THIRD), table.bet_unit(Street.FIFTH)
        if self.full_size >= big or not stud.open_pair(self.live):
            return None
        return small, big

    def _raise_options(self, seat: str) -> RaiseRange | Reason:
        table = self.table
        bet, stack, cur = self.bets[seat], self.stacks[seat], self.current
        total = bet + stack
        if total <= cur:
            return Reason("call_takes_all", "table_stakes", {"seat": seat, "stack": stack, "owed": cur - bet})
        if not any(s != seat and self.bets[s] + self.stacks[s] > cur for s in self.live):
            return Reason("nobody_to_raise", "table_stakes", {"seat": seat})
        limit = table.structure == Structure.FIXED_LIMIT
        if limit and not self.uncapped and table.cap is not None and self.bets_made - 1 >= table.cap:
            return Reason("capped", "raise_cap", {"cap": table.cap, "street": str(self.street)})
        if seat in self.acted_at:
            acted = self.acted_at[seat]
            since = [i.to for i in self.increases if i.to > acted]
            values = {
                "seat": seat,
                "acted_at": acted,
                "facing": cur - acted,
                "full_size": self.full_size,
                "full_level": self.full_level,
                "all_ins": since,
            }
            if limit and table.half_bet_rule:
                return Reason("not_reopened_half_bet", "half_bet_rule", values)
            if not limit and table.reopen == Reopen.HALF_RAISE:
                if 2 * (cur - acted) < self.full_size:
                    return Reason("not_reopened_half_raise", "half_raise", values)
            elif cur - acted < self.full_size:
                return Reason("not_reopened", "full_bet_rule", values)
        kind = Do.BET if cur == 0 else Do.RAISE
        if limit:
            unit = self.full_size
            sizes = self._open_pair_sizes()
            if (table.half_bet_rule or self._bring_in_only) and cur > self.full_level:
                kind, target = Do.COMPLETE, self.full_level + unit
                values = {"full_level": self.full_level, "unit": unit}
                why = (
                    Reason("complete_bring_in", "bring_in", values)
                    if self._bring_in_only
                    else Reason("completion", "half_bet_rule", values)
                )
            elif sizes is not None:
                least, most = min(cur + sizes[0], total), min(cur + sizes[1], total)
                why = Reason("open_pair", "open_pair", {"small": sizes[0], "big": sizes[1], "current": cur})
                return RaiseRange(
                    kind, least, most, most == total, "stack" if most == total else "limit", why
                )
            else:
                target = cur + unit
                why = Reason("limit_raise", "fixed_limit", {"unit": unit, "current": cur})
            to = min(target, total)
            return RaiseRange(kind, to, to, to == total, "stack" if to == total else "limit", why)
        min_to = cur + self.full_size
        why = Reason("min_raise", "min_raise", {"full_size": self.full_size, "current": cur})
        max_to, capped_by = total, "stack"
        if table.structure == Structure.POT_LIMIT:
            pot_to = max(min_to, self.pot_raise_to(seat))
            if pot_to < total:
                max_to, capped_by = pot_to, "pot"
        if total < min_to:
            min_to = max_to = total
            capped_by = "stack"
        return RaiseRange(kind, min_to, max_to, max_to == total, capped_by, why)

    def pot_size(self, seat: str) -> int:
        """Pot limit: the pot as counted for ``seat``'s pot-size raise: the middle, dead money and
        every bet in front; before the flop a short blind counts as a full blind (TDA 2024 Rule
        54-B) unless the table counts the chips posted."""
        bets = dict(self.bets)
        if self.street == Street.PREFLOP and self.table.pot_limit_blinds == PotLimitBlinds.FULL_BLINDS:
            t = self.table
            bets[t.small_blind_seat] = max(bets[t.small_blind_seat], t.small_blind)
            bets[t.big_blind_seat] = max(bets[t.big_blind_seat], t.big_blind)
        return sum(self.middle.values()) + self.dead + sum(bets.values())

    def pot_raise_to(self, seat: str) -> int:
        """Pot limit: the total a pot-size raise by ``seat`` reaches: the bet to call plus the pot
        after calling it (docs/rules.md#pot-limit-pot-size-bet)."""
        owed = self.current - self.bets[seat]
        return self.current + self.pot_size(seat) + owed

    # ---- acting ------------------------------------------------------------------------------

    def apply(self, action: Action) -> BettingState:
        """The state after ``action``.

        Raises:
            IllegalAction: the action is not allowed now (out of turn, after the round or the
                betting is over, a check facing a bet, a raise that is closed or the wrong size,
                ...); its :class:`Reason` names the rule.
        """
        seat, do = action.seat, action.do

        def refuse(code: str, rule: str, **values: Any) -> IllegalAction:
            return IllegalAction(action, Reason(code, rule, values))

        if seat not in self.table.seats:
            raise refuse("unknown_seat", "who_acts")
        if seat in self.folded:
            raise refuse("has_folded", "who_acts")
        if self.stacks[seat] == 0:
            raise refuse("is_all_in", "who_acts")
        if self.betting_over:
            raise refuse("betting_over", "who_acts", street=str(self.result_street))
        if self.round_complete:
            raise refuse(
                "round_over", "who_acts", street=str(self.street), next=str(self.next_betting_street)
            )
        to_act = self.to_act
        if seat != to_act:
            raise refuse("out_of_turn", "out_of_turn", turn=to_act)
        legal = self.legal()
        if do in (Do.FOLD, Do.CHECK, Do.CALL, Do.BRING_IN) and action.to is not None:
            raise refuse("amount_not_allowed", "who_acts", to=action.to)
        if legal.bring_in and do in (Do.FOLD, Do.CHECK, Do.CALL):
            raise refuse("bring_in_due", "bring_in", bring_in=self.current, to=self._complete_to(legal))
        if do == Do.BRING_IN:
            if not legal.bring_in:
                raise refuse("no_bring_in", "bring_in")
            return self._call(seat, action)
        if do == Do.FOLD:
            return self._fold(seat, action)
        if do == Do.CHECK:
            if not legal.check:
                raise refuse("cannot_check", "who_acts", owed=self.current - self.bets[seat], call=legal.call)
            return self._call(seat, action)
        if do == Do.CALL:
            if legal.check:
                raise refuse("nothing_to_call", "who_acts")
            return self._call(seat, action)
        total = self.bets[seat] + self.stacks[seat]
        if do == Do.ALL_IN:
            if action.to is not None and action.to != total:
                raise refuse("wrong_all_in", "table_stakes", to=action.to, total=total)
            if total <= self.current:
                return self._call(seat, action)
            to = total
        else:
            if action.to is None:
                raise refuse("amount_needed", "who_acts")
            to = check_chips(action.to, "to", seat=seat)
        rng = legal.raise_range
        if rng is None:
            assert legal.closed is not None
            raise IllegalAction(action, legal.closed)
        if do == Do.RAISE and rng.reason.code == "complete_bring_in":
            # facing only the bring-in, a raise to the small bet is the completion (``action
            # --json``'s legal ``raise``); formats.md §4
            action = Action(seat, Do.COMPLETE, action.to)
        elif do != Do.ALL_IN and do != rng.kind:
            raise refuse(
                f"say_{rng.kind.value}",
                "bring_in" if rng.reason.code == "complete_bring_in" else "who_acts",
                current=self.current,
                to=rng.min_to,
                facing=rng.reason.code,
            )
        if to > total:
            raise refuse("more_than_stack", "table_stakes", to=to, total=total)
        if to < rng.min_to:
            raise refuse(
                "below_minimum", rng.reason.rule, to=to, min_to=rng.min_to, total=total, **rng.reason.values
            )
        if to > rng.max_to:
            rule = {"pot": "pot_limit", "limit": rng.reason.rule}.get(rng.limit, "table_stakes")
            raise refuse(
                "above_maximum", rule, to=to, max_to=rng.max_to, limit=rng.limit, **rng.reason.values
            )
        if rng.reason.code == "open_pair" and to not in (rng.min_to, rng.max_to):
            raise refuse("open_pair_sizes", "open_pair", to=to, min_to=rng.min_to, **rng.reason.values)
        return self._raise(seat, action, to)

    @staticmethod
    def _complete_to(legal: Legal) -> int | None:
        rng = legal.raise_range
        return rng.min_to if rng is not None else None

    def _acted(self, seat: str, action: Action, **changes: Any) -> BettingState:
        state = self._with(last_actor=seat, history=(*self.history, (self.street, action)), **changes)
        return state._settled()

    def _fold(self, seat: str, action: Action) -> BettingState:
        return self._acted(seat, action, folded=self.folded | {seat}, pending=self.pending - {seat})

    def _call(self, seat: str, action: Action) -> BettingState:
        stacks, bets = dict(self.stacks), dict(self.bets)
        amount = min(stacks[seat], self.current - bets[seat])
        stacks[seat] -= amount
        bets[seat] += amount
        acted = {**self.acted_at, seat: self.current}
        return self._acted(
            seat,
            action,
            stacks=_frozen(stacks),
            bets=_frozen(bets),
            acted_at=_frozen(acted),
            pending=self.pending - {seat},
        )

    def _raise(self, seat: str, action: Action, to: int) -> BettingState:
        table = self.table
        stacks, bets = dict(self.stacks), dict(self.bets)
        stacks[seat] -= to - bets[seat]
        bets[seat] = to
        by = to - self.current
        full_size, full_level, bets_made = self.full_size, self.full_level, self.bets_made
        if table.structure == Structure.FIXED_LIMIT:
            if table.half_bet_rule:
                full = 2 * (to - full_level) >= full_size
            else:  # a stud completion builds on the level before the bring-in
                full = (to - full_level if self._bring_in_only else by) >= full_size
            if full:
                full_level, bets_made = to, bets_made + 1
            sizes = self._open_pair_sizes()
            if sizes is not None and by >= sizes[1]:
                full_size = sizes[1]  # once a big bet is made, every raise is a big bet
        else:
            full = by >= full_size
            if full:
                full_size, full_level = by, to
        acted = {seat: to} if full else {**self.acted_at, seat: to}
        increase = Increase(seat, to, by, stacks[seat] == 0, full)
        return self._acted(
            seat,
            action,
            stacks=_frozen(stacks),
            bets=_frozen(bets),
            current=to,
            full_size=full_size,
            full_level=full_level,
            bets_made=bets_made,
            acted_at=_frozen(acted),
            pending=frozenset(self.actors) - {seat},
            increases=(*self.increases, increase),
        )

    # ---- between streets ---------------------------------------------------------------------

    def pull_in(self) -> BettingState:
        """The dealer pulls every bet in front into the middle (once the round is complete).

        Raises:
            BettingError: ``round_not_complete`` while a seat still has to act.
        """
        if not self.round_complete:
            raise BettingError("round_not_complete", "actions", street=str(self.street), turn=self.to_act)
        middle = {s: self.middle[s] + self.bets[s] for s in self.seats}
        return self._with(middle=_frozen(middle), bets=_frozen(dict.fromkeys(self.seats, 0)))

    def next_street(self) -> BettingState:
        """The next betting round: bets pulled in, the bet back to 0, the first seat left of the
        button to act (docs/rules.md#who-acts; stud: the best showing hand).

        Raises:
            BettingError: ``round_not_complete`` while a seat still has to act this round;
                ``betting_over`` when no more betting can happen.
        """
        if self.betting_over:
            raise BettingError("betting_over", "actions", street=str(self.result_street))
        state = self.pull_in()
        street = state.next_betting_street
        assert street is not None  # the river's end is betting_over
        table = self.table
        unit = table.bet_unit(street) if table.structure == Structure.FIXED_LIMIT else table.big_blind
        return state._with(
            street=street,
            current=0,
            full_size=unit,
            full_level=0,
            bets_made=0,
            acted_at=_frozen({}),
            increases=(),
            last_actor=None,
        )._begin_round()


_FIELDS = tuple(f.name for f in fields(BettingState))
