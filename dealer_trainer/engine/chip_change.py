"""Making change and colouring up in the fewest chips, under the room's change policy (no Qt).

The change policy is one house rule (``change_chips``, docs/rules.md#making-change): which chip
values change may be given in and how many of each the rack holds. :func:`fewest_chips` finds the
fewest chips of a total from a set of values, each with an optional limit (the rack).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class ChangePolicy:
    """The room's rule for change (docs/rules.md#making-change).

    Attributes:
        allowed: the chip values change may be given in, smallest first; empty: every chip of
            the set.
        rack: ``(value, count)`` pairs: how many chips of a value the rack holds; a value not
            named is not short (the rack holds enough).
    """

    allowed: tuple[int, ...] = ()
    rack: tuple[tuple[int, int], ...] = ()

    def values(self, chip_values: tuple[int, ...]) -> tuple[int, ...]:
        """The values of ``chip_values`` (a chip set's) this policy lets change use, smallest first."""
        return tuple(v for v in chip_values if not self.allowed or v in self.allowed)

    def limits(self) -> dict[int, int]:
        """value -> how many chips of it the rack holds (values not named: no limit)."""
        return dict(self.rack)


def _positive_int(value: Any) -> bool:
    return type(value) is int and value > 0


def valid_change_policy(value: Any) -> bool:
    """True for a :class:`ChangePolicy` with positive distinct ``allowed`` values and rack counts
    of 0 or more for positive values."""
    if not isinstance(value, ChangePolicy):
        return False
    allowed_ok = all(_positive_int(v) for v in value.allowed) and len(set(value.allowed)) == len(
        value.allowed
    )
    rack_values = [v for v, _n in value.rack]
    rack_ok = all(_positive_int(v) and type(n) is int and n >= 0 for v, n in value.rack)
    return allowed_ok and rack_ok and len(set(rack_values)) == len(rack_values)


def change_policy_from_dict(data: Any) -> ChangePolicy:
    """The policy of a file's ``{"allowed": [5, 25], "rack": {"5": 40}}`` (both keys optional).

    Raises:
        ValueError: not an object, an unknown key, a value that is not a whole number.
    """
    if not isinstance(data, Mapping) or set(data) - {"allowed", "rack"}:
        raise ValueError(data)
    allowed = data.get("allowed", [])
    rack = data.get("rack", {})
    if not isinstance(allowed, list) or not isinstance(rack, Mapping):
        raise ValueError(data)
    try:
        pairs = tuple(sorted((int(k), n) for k, n in rack.items()))
    except (TypeError, ValueError):
        raise ValueError(data) from None
    return ChangePolicy(
        tuple(sorted(allowed)) if all(type(v) is int for v in allowed) else tuple(allowed), pairs
    )


def change_policy_to_dict(policy: ChangePolicy) -> dict[str, Any]:
    """The file form of ``policy`` (inverse of :func:`change_policy_from_dict`)."""
    return {"allowed": list(policy.allowed), "rack": {str(v): n for v, n in policy.rack}}


def fewest_chips(
    amount: int, values: tuple[int, ...], limits: Mapping[int, int] | None = None
) -> dict[int, int] | None:
    """The fewest chips of ``values`` that make ``amount`` (ints), no more of a value than
    ``limits`` gives (value -> count; a value not named: no limit): value -> count, biggest value
    first, or None when no chips of ``values`` make it. Exact for every set of values (a count
    of chips by amount, so it holds for sets where biggest-first is not the fewest)."""
    limits = dict(limits or {})
    if amount == 0:
        return {}
    if amount < 0 or not values:
        return None
    step = min(values)
    for v in values:
        while v % step:
            step, v = v % step, step
    if amount % step:
        return None
    units = amount // step
    inf = units + 1
    best = [0] + [inf] * units
    used: list[dict[int, int]] = [{} for _ in range(units + 1)]
    for value in sorted(set(values), reverse=True):
        size = value // step
        if value not in limits:  # as many as needed: one chip more at a time
            for total in range(size, units + 1):
                if best[total - size] + 1 < best[total]:
                    best[total] = best[total - size] + 1
                    used[total] = {**used[total - size], value: used[total - size].get(value, 0) + 1}
            continue
        for total in range(units, 0, -1):  # the rack's count at most: totals from the top
            for n in range(1, min(limits[value], total // size) + 1):
                rest = total - n * size
                if best[rest] + n < best[total]:
                    best[total] = best[rest] + n
                    used[total] = {**used[rest], value: n}
    if best[units] >= inf:
        return None
    return dict(sorted(used[units].items(), reverse=True))
