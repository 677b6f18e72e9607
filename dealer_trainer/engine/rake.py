"""The card room's money: the rake, the jackpot drop and the pots they are taken from (no Qt).

Amounts are integer chips; a rake percent is a :class:`fractions.Fraction` (never a float).
Rules: docs/rules.md#rake, docs/rules.md#jackpot-drop.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from enum import StrEnum
from fractions import Fraction
from typing import Any

from dealer_trainer.engine.errors import PotError
from dealer_trainer.engine.hand import check_chips
from dealer_trainer.i18n import N_


class RakeFrom(StrEnum):
    """Which pots the rake and the jackpot drop come from (house rule ``rake_from``)."""

    #: the main pot first, then side pot 1, side pot 2, ...: dealer practice (the dealer drops
    #: from the pot as it builds); docs/rules.md#rake.
    MAIN_FIRST = "main-first"


@dataclass(frozen=True)
class RakeSchedule:
    """A rake: a percent of the pots with a cap, or a posted schedule of steps.

    Attributes:
        percent: percent of the total in the pots (``Fraction(10)`` is 10 %), or None for steps.
        steps: ``((at_least, take), ...)`` in chips, totals strictly increasing: at a total of at
            least ``at_least`` take ``take`` (the last step reached counts); empty for a percent.
        cap: the most the rake takes from one hand, in chips, or None for no cap.
        no_flop_no_drop: True when a hand without a flop pays no rake.

    Rule: docs/rules.md#rake (10 %, up to 6: WSOP Live Action Rule 31; steps: example schedule).
    """

    percent: Fraction | None = None
    steps: tuple[tuple[int, int], ...] = ()
    cap: int | None = None
    no_flop_no_drop: bool = True

    def amount(self, total: int, flop: bool, unit: int = 1) -> int:
        """The rake, in chips, of a hand whose pots hold ``total`` chips (returned chips not in it).

        Percent: ``min(cap, floor(percent * total / 100))``; steps: the take of the last step
        reached, at most ``cap``; then rounded down to a multiple of ``unit``. Zero when
        :attr:`no_flop_no_drop` and no flop was dealt.

        >>> RakeSchedule(Fraction(10), cap=6).amount(57, True), RakeSchedule(Fraction(5)).amount(99, True, 2)
        (5, 4)
        >>> steps = RakeSchedule(steps=((10, 1), (20, 2)))
        >>> steps.amount(19, True), RakeSchedule(Fraction(10)).amount(50, False)
        (1, 0)
        """
        if self.no_flop_no_drop and not flop:
            return 0
        if self.percent is not None:
            rake = math.floor(self.percent * total / 100)
        else:
            rake = max((take for at_least, take in self.steps if total >= at_least), default=0)
        if self.cap is not None:
            rake = min(rake, self.cap)
        return rake - rake % unit


@dataclass(frozen=True)
class JackpotDrop:
    """A jackpot drop: ``drop`` chips taken for the jackpot fund from a pot of at least ``min_pot``.

    Rule: docs/rules.md#jackpot-drop (house rule; the figures are an example schedule).
    """

    drop: int
    min_pot: int = 0

    def amount(self, total: int, flop: bool, rake: int = 0) -> int:
        """The drop, in chips: :attr:`drop` when a flop was dealt and ``total`` (the pots before the
        rake) is at least :attr:`min_pot`, else 0; never more than the ``total - rake`` left.

        >>> drop = JackpotDrop(2, 40)
        >>> drop.amount(40, True), drop.amount(39, True), drop.amount(40, False), drop.amount(40, True, 39)
        (2, 0, 0, 1)
        """
        if not flop or total < self.min_pot:
            return 0
        return min(self.drop, total - rake)


@dataclass(frozen=True)
class PotDrop:
    """What the house took from one pot: ``rake`` and ``jackpot`` chips (ints)."""

    rake: int = 0
    jackpot: int = 0


def take_from_pots(amounts: Sequence[int], rake: int, jackpot: int) -> tuple[PotDrop, ...]:
    """Where the rake and then the jackpot drop come from, main pot first (``rake_from``
    ``"main-first"``): from each pot in turn as much as it holds; one :class:`PotDrop` per pot.

    ``amounts`` are the pots' chips (main pot first); ``rake + jackpot`` is at most their sum.
    Rule: docs/rules.md#rake (dealer practice: the dealer drops from the pot as it builds).

    >>> take_from_pots([30, 100], 40, 5)
    (PotDrop(rake=30, jackpot=0), PotDrop(rake=10, jackpot=5))
    """
    drops = []
    for amount in amounts:
        from_rake = min(rake, amount)
        from_jackpot = min(jackpot, amount - from_rake)
        rake -= from_rake
        jackpot -= from_jackpot
        drops.append(PotDrop(from_rake, from_jackpot))
    return tuple(drops)


def _object(value: Any, field: str, keys: set[str]) -> Mapping[str, Any]:
    if not isinstance(value, Mapping):
        raise PotError("bad_field", field, value=value, reason=N_("must be a JSON object"))
    unknown = sorted(set(value) - keys)
    if unknown:
        raise PotError("unknown_field", f"{field}.{unknown[0]}")
    return value


def _percent(value: Any) -> Fraction:
    if isinstance(value, bool) or not isinstance(value, int | float):  # formats §1: P is a number
        raise PotError("bad_field", "rake.percent", value=value, reason=N_("the percent must be a number"))
    try:
        percent = Fraction(str(value))  # str: 5.5 is 11/2, not the float's binary fraction
    except (ValueError, ZeroDivisionError):
        raise PotError(
            "bad_field", "rake.percent", value=value, reason=N_("the percent must be a number")
        ) from None
    if percent < 0:
        raise PotError("bad_field", "rake.percent", value=value, reason=N_("the percent cannot be below 0"))
    if percent > 100:
        raise PotError("bad_field", "rake.percent", value=value, reason=N_("the percent cannot be above 100"))
    if (percent * 10**PERCENT_DECIMALS).denominator != 1:  # 1e-300 would print as "1e-300%"
        raise PotError(
            "bad_field", "rake.percent", value=value, reason=N_("the percent has at most four decimals")
        )
    return percent


#: The most decimals a rake percent may have (``12.3456``).
PERCENT_DECIMALS = 4


def _steps(value: Any) -> tuple[tuple[int, int], ...]:
    if not isinstance(value, list) or not value:
        raise PotError(
            "bad_field", "rake.steps", value=value, reason=N_("steps are a list of [total, take] pairs")
        )
    steps: list[tuple[int, int]] = []
    for step in value:
        if not isinstance(step, list) or len(step) != 2:
            raise PotError(
                "bad_field", "rake.steps", value=step, reason=N_("steps are a list of [total, take] pairs")
            )
        at_least, take = (check_chips(n, "rake.steps") for n in step)
        if steps and (at_least <= steps[-1][0] or take < steps[-1][1]):
            raise PotError(
                "bad_field",
                "rake.steps",
                value=step,
                reason=N_("the steps' totals must increase, their takes too"),
            )
        if take > at_least:
            raise PotError(
                "bad_field", "rake.steps", value=step, reason=N_("a step takes more than its total")
            )
        steps.append((at_least, take))
    return tuple(steps)


def _flag(data: Mapping[str, Any], key: str, field: str, default: bool) -> bool:
    value = data.get(key, default)
    if not isinstance(value, bool):
        raise PotError("bad_field", f"{field}.{key}", value=value, reason=N_("must be true or false"))
    return value


def rake_from_dict(data: Any) -> RakeSchedule:
    """Read the ``pots`` input's ``"rake"``: ``{"percent": P, "cap": C, "no_flop_no_drop": B}``
    or ``{"steps": [[10, 1], [20, 2]], "cap": C, "no_flop_no_drop": B}``; ``cap`` optional (no
    cap), ``no_flop_no_drop`` optional (true). P may have decimals (read exactly, as written).

    Raises:
        PotError: ``bad_field`` (one line naming the problem: a negative percent, a cap below 0,
            steps that do not increase, both or neither of percent and steps, ...),
            ``unknown_field``, ``not_integer``, ``negative_amount``, ``too_large``.
    """
    data = _object(data, "rake", {"percent", "steps", "cap", "no_flop_no_drop"})
    if ("percent" in data) == ("steps" in data):
        raise PotError("bad_field", "rake", reason=N_("give a percent or steps, one of the two"))
    cap = data.get("cap")
    if cap is not None:
        check_chips(cap, "rake.cap")
    no_flop = _flag(data, "no_flop_no_drop", "rake", True)
    if "percent" in data:
        return RakeSchedule(percent=_percent(data["percent"]), cap=cap, no_flop_no_drop=no_flop)
    return RakeSchedule(steps=_steps(data["steps"]), cap=cap, no_flop_no_drop=no_flop)


def _number(value: Fraction) -> int | float:
    """A percent as JSON writes it: an int when whole, else its decimal (percents are read from decimals)."""
    return value.numerator if value.denominator == 1 else float(value)


def rake_to_dict(rake: RakeSchedule) -> dict[str, Any]:
    """The ``"rake"`` input of ``rake`` (inverse of :func:`rake_from_dict`)."""
    out: dict[str, Any] = {}
    if rake.percent is not None:
        out["percent"] = _number(rake.percent)
    else:
        out["steps"] = [list(step) for step in rake.steps]
    if rake.cap is not None:
        out["cap"] = rake.cap
    out["no_flop_no_drop"] = rake.no_flop_no_drop
    return out


def jackpot_from_dict(data: Any) -> JackpotDrop:
    """Read the ``pots`` input's ``"jackpot"``: ``{"drop": D, "min_pot": M}`` (``min_pot``
    optional, 0).

    Raises:
        PotError: ``bad_field``, ``unknown_field``, ``missing_field``, ``not_integer``,
            ``negative_amount``, ``too_large``.
    """
    data = _object(data, "jackpot", {"drop", "min_pot"})
    if "drop" not in data:
        raise PotError("missing_field", "jackpot.drop")
    return JackpotDrop(
        check_chips(data["drop"], "jackpot.drop"), check_chips(data.get("min_pot", 0), "jackpot.min_pot")
    )


def jackpot_to_dict(jackpot: JackpotDrop) -> dict[str, Any]:
    """The ``"jackpot"`` input of ``jackpot`` (inverse of :func:`jackpot_from_dict`)."""
    return {"drop": jackpot.drop, "min_pot": jackpot.min_pot}


def valid_rake(value: Any) -> bool:
    """True for an engine value of the ``rake`` house rule: None or a :class:`RakeSchedule`."""
    return value is None or isinstance(value, RakeSchedule)


def valid_jackpot(value: Any) -> bool:
    """True for an engine value of the ``jackpot`` house rule: None or a :class:`JackpotDrop`."""
    return value is None or isinstance(value, JackpotDrop)
