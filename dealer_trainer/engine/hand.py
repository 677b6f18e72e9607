"""The input of pot construction: who sat, who put in what, who folded, who is all-in."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from types import MappingProxyType

from dealer_trainer.engine.errors import PotError

#: More seats than any poker table has (ten-handed hold'em, nine-handed stud and draw ...).
MAX_SEATS = 23
#: No hand in any room comes near a quadrillion chips; anything larger is a typo or an attack.
MAX_CHIPS = 10**15


def check_chips(value: object, field_name: str, **where: object) -> int:
    """Return ``value`` if it is a chip amount: an int from 0 to :data:`MAX_CHIPS`.

    Raises:
        PotError: ``not_integer`` (floats, bools, strings), ``negative_amount`` or
            ``too_large``.
    """
    if isinstance(value, bool) or not isinstance(value, int):
        raise PotError("not_integer", field_name, value=value, **where)
    if value < 0:
        raise PotError("negative_amount", field_name, value=value, **where)
    if value > MAX_CHIPS:
        raise PotError("too_large", field_name, digits=len(str(value)), **where)
    return value


@dataclass(frozen=True)
class Hand:
    """A finished betting sequence, frozen at the moment the dealer builds the pots.

    Args:
        seats: seat names in clockwise order, unique non-empty strings.
        contributions: chips (int, smallest unit) each seat committed this hand: blinds,
            live antes and bets of every street. Seats not listed committed 0.
        button: the seat with the dealer button, or None (needed only to place odd chips).
        folded: seats that folded, mucked or whose hand was killed; the chips they called
            stay in the pots, they win nothing; a bet of theirs nobody called goes back
            (TDA 2024 Rules 15-B, 65-A).
        forfeited: seats whose chips are forfeited (absent when the hand was dealt, TDA 2024
            Rule 30, or on a penalty, Rule 71-C): cut by the same levels as a folded seat's,
            they win nothing and nothing of them is ever returned.
        all_in: seats that are all-in, or None to infer them (any live seat below the
            top live total after the uncalled return is taken as all-in).
        dead: chips (int) in the middle that belong to no seat's live bet (dead small
            blind, big-blind ante, missed straddle); they always go to the main pot
            (docs/rules.md#dead-money).
        unit: the smallest chip in play (int > 0), the unit pots are split in (TDA Rule 20).

    Raises:
        PotError: ``no_seats``, ``too_few_seats``, ``too_many_seats``, ``bad_seat_name``,
            ``duplicate_seat``, ``unknown_seat``,
            ``not_integer``, ``negative_amount``, ``bad_unit``, ``folded_and_all_in``,
            ``forfeited_and_live``, ``no_live_seat``, ``button_not_seated``.
    """

    seats: tuple[str, ...]
    contributions: Mapping[str, int]
    button: str | None = None
    folded: frozenset[str] = field(default_factory=frozenset)
    all_in: frozenset[str] | None = None
    dead: int = 0
    unit: int = 1
    forfeited: frozenset[str] = field(default_factory=frozenset)

    def __post_init__(self) -> None:
        seats = tuple(self.seats)
        if not seats:
            raise PotError("no_seats", "seats")
        if len(seats) < 2:
            raise PotError("too_few_seats", "seats", count=len(seats))
        if len(seats) > MAX_SEATS:
            raise PotError("too_many_seats", "seats", count=len(seats), most=MAX_SEATS)
        seen: set[str] = set()
        for seat in seats:
            if not isinstance(seat, str) or not seat.strip() or not seat.isprintable():
                raise PotError("bad_seat_name", "seats", seat=seat)  # control characters too
            if seat in seen:
                raise PotError("duplicate_seat", "seats", seat=seat)
            seen.add(seat)
        object.__setattr__(self, "seats", seats)

        contributions = dict(self.contributions)
        for seat, amount in contributions.items():
            if seat not in seen:
                raise PotError("unknown_seat", "contributions", seat=seat)
            if type(amount) is not int or not 0 <= amount <= MAX_CHIPS:  # check_chips names the fault
                check_chips(amount, "contributions", seat=seat)
        full = {seat: contributions.get(seat, 0) for seat in seats}
        object.__setattr__(self, "contributions", MappingProxyType(full))

        folded = self._seat_set(self.folded, "folded", seen)
        object.__setattr__(self, "folded", folded)
        if self.all_in is not None:
            all_in = self._seat_set(self.all_in, "all_in", seen)
            both = sorted(folded & all_in, key=seats.index)
            if both:
                raise PotError("folded_and_all_in", "all_in", seat=both[0])
            object.__setattr__(self, "all_in", all_in)
        forfeited = self._seat_set(self.forfeited, "forfeited", seen)
        object.__setattr__(self, "forfeited", forfeited)
        clash = sorted(forfeited & (folded | (self.all_in or frozenset())), key=seats.index)
        if clash:
            raise PotError("forfeited_and_live", "forfeited", seat=clash[0])
        if len(folded | forfeited) == len(seats):
            raise PotError("no_live_seat", "folded")
        if self.button is not None and self.button not in seen:
            raise PotError("button_not_seated", "button", seat=self.button)
        check_chips(self.dead, "dead")
        if isinstance(self.unit, bool) or not isinstance(self.unit, int) or not 0 < self.unit <= MAX_CHIPS:
            raise PotError("bad_unit", "unit", value=self.unit)

    @staticmethod
    def _seat_set(names: Iterable[str], field_name: str, seen: set[str]) -> frozenset[str]:
        if isinstance(names, str):
            raise PotError("unknown_seat", field_name, seat=names)
        result = frozenset(names)
        if not result <= seen:
            for name in names:
                if name not in seen:
                    raise PotError("unknown_seat", field_name, seat=name)
        return result

    @property
    def live(self) -> tuple[str, ...]:
        """Seats still in the hand (neither folded nor forfeited), in seat order."""
        return tuple(s for s in self.seats if s not in self.folded and s not in self.forfeited)

    @property
    def out(self) -> frozenset[str]:
        """Seats that can win nothing: folded and forfeited."""
        return self.folded | self.forfeited

    @property
    def total_in(self) -> int:
        """Every chip in the middle: all contributions plus dead money."""
        return sum(self.contributions.values()) + self.dead

    def clockwise_from_button(self) -> tuple[str, ...]:
        """Seats clockwise starting left of the button, the button last (TDA Rule 20-A).

        Raises:
            PotError: ``button_required`` when the hand has no button.
        """
        if self.button is None:
            raise PotError("button_required", "button")
        start = self.seats.index(self.button) + 1
        return self.seats[start:] + self.seats[:start]
