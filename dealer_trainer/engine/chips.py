"""Chip sets, pushing an amount as chips, and making change (pure Python, integer chips)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from dealer_trainer.engine.errors import PotError
from dealer_trainer.i18n import N_


@dataclass(frozen=True)
class Denomination:
    """One chip: its ``value`` (int, smallest unit), colour (``#rrggbb``), printed label and
    edge-spot count (so denominations are told apart without colour)."""

    value: int
    colour: str
    label: str
    edge_spots: int = 6


@dataclass(frozen=True)
class ChipSet:
    """A casino's chips, sorted from the smallest value up.

    Raises:
        PotError: ``bad_field`` for an empty set, a non-positive or repeated value.
    """

    name: str
    denominations: tuple[Denomination, ...]

    def __post_init__(self) -> None:
        values = [d.value for d in self.denominations]
        bad = any(not isinstance(v, int) or v <= 0 for v in values)
        if not values or bad or len(set(values)) != len(values):
            raise PotError("bad_field", "chip_set", value=values)
        object.__setattr__(self, "denominations", tuple(sorted(self.denominations, key=lambda d: d.value)))

    @property
    def smallest(self) -> int:
        """Value of the smallest chip (int)."""
        return self.denominations[0].value

    @property
    def values(self) -> tuple[int, ...]:
        """Chip values, smallest first."""
        return tuple(d.value for d in self.denominations)

    def denomination(self, value: int) -> Denomination:
        """The chip of ``value``. Raises PotError ``bad_field`` when the set has none."""
        for d in self.denominations:
            if d.value == value:
                return d
        raise PotError("bad_field", "chip", value=value)


#: A common live cash set, in dollars: $1 white, $5 red, $25 green, $100 black, $500 purple,
#: $1,000 yellow (table-ux.md).
CASH_CHIPS = ChipSet(
    "cash",
    (
        Denomination(1, "#f4f1e8", "1", 4),
        Denomination(5, "#c62828", "5", 5),
        Denomination(25, "#2e7d32", "25", 6),
        Denomination(100, "#212121", "100", 8),
        Denomination(500, "#6a1b9a", "500", 10),
        Denomination(1000, "#f9a825", "1K", 12),
    ),
)

#: A common tournament set: T25 green, T100 black, T500 purple, T1,000 yellow, T5,000 red
#: (orange/red in table-ux.md; red here so it never looks like the yellow T1,000), T25,000 grey.
TOURNAMENT_CHIPS = ChipSet(
    "tournament",
    (
        Denomination(25, "#2e7d32", "25", 4),
        Denomination(100, "#212121", "100", 5),
        Denomination(500, "#6a1b9a", "500", 6),
        Denomination(1000, "#f9a825", "1K", 8),
        Denomination(5000, "#b71c1c", "5K", 10),
        Denomination(25000, "#9e9e9e", "25K", 12),
    ),
)

#: A cash set counted in cents, for games with a 50-cent small blind ($0.50/$1): 50c blue,
#: $1 white, $5 red, $25 green, $100 black, $500 purple, $1,000 yellow (amounts in cents).
CASH_CENTS_CHIPS = ChipSet(
    "cash_cents",
    (
        Denomination(50, "#1565c0", "50c", 3),
        Denomination(100, "#f4f1e8", "1", 4),
        Denomination(500, "#c62828", "5", 5),
        Denomination(2500, "#2e7d32", "25", 6),
        Denomination(10000, "#212121", "100", 8),
        Denomination(50000, "#6a1b9a", "500", 10),
        Denomination(100000, "#f9a825", "1K", 12),
    ),
)

#: Online micro stakes in cents (imported hand histories): 1c, 5c, 25c, $1, $5, $25, $100.
MICRO_CENTS_CHIPS = ChipSet(
    "micro_cents",
    (
        Denomination(1, "#bdbdbd", "1c", 2),
        Denomination(5, "#e57373", "5c", 3),
        Denomination(25, "#81c784", "25c", 4),
        Denomination(100, "#f4f1e8", "1", 5),
        Denomination(500, "#c62828", "5", 6),
        Denomination(2500, "#2e7d32", "25", 8),
        Denomination(10000, "#212121", "100", 10),
    ),
)

CHIP_SETS: dict[str, ChipSet] = {
    s.name: s for s in (CASH_CHIPS, TOURNAMENT_CHIPS, CASH_CENTS_CHIPS, MICRO_CENTS_CHIPS)
}


def break_down(amount: int, chip_set: ChipSet, largest: int | None = None) -> dict[int, int]:
    """``amount`` as chips the way a player pushes it: biggest chips first.

    ``largest`` caps the chip value used (a player short of big chips). Returns
    value -> count (ints), biggest value first; ``sum(v * n) == amount``.

    Raises:
        PotError: ``not_integer`` / ``negative_amount``; ``bad_field`` when ``amount`` is not a
            multiple of the smallest chip.

    >>> break_down(1375, TOURNAMENT_CHIPS)
    {1000: 1, 100: 3, 25: 3}
    """
    if isinstance(amount, bool) or not isinstance(amount, int):
        raise PotError("not_integer", "amount", value=amount)
    if amount < 0:
        raise PotError("negative_amount", "amount", value=amount)
    if amount % chip_set.smallest:
        raise PotError("bad_field", "amount", value=amount, smallest=chip_set.smallest)
    out: dict[int, int] = {}
    rest = amount
    for value in reversed(chip_set.values):
        if largest is not None and value > largest:
            continue
        count, rest = divmod(rest, value)
        if count:
            out[value] = count
    return out


def make_change(value: int, chip_set: ChipSet) -> dict[int, int]:
    """Exchange one chip of ``value`` for smaller chips of the same total (the chip tray).

    Uses the next smaller denomination, topped up with smaller ones when it does not divide
    evenly (a $25 chip becomes five $5; a T1,000 two T500).

    Raises:
        PotError: ``bad_field`` when ``value`` is not in the set or is the smallest chip.

    >>> make_change(25, CASH_CHIPS)
    {5: 5}
    """
    chip_set.denomination(value)
    smaller = [v for v in chip_set.values if v < value]
    if not smaller:
        raise PotError("bad_field", "chip", value=value, reason=N_("smallest chip has no change"))
    return break_down(value, chip_set, largest=smaller[-1])


def chips_total(chips: Mapping[int, int]) -> int:
    """Total value (int) of a value -> count mapping."""
    return sum(value * count for value, count in chips.items())
