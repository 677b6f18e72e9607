"""Amounts as printed by poker sites ("$1,234.50", "Rs. 30", "900.00") to integer units.

Money is never a float: text goes through :class:`decimal.Decimal` and is scaled to an
int (cents when ``scale`` is 100).
"""

from __future__ import annotations

import re
from decimal import Decimal, InvalidOperation

from dealer_trainer.i18n import N_
from dealer_trainer.importer.model import HandError

#: A number as sites print it: digits with optional thousands commas and decimals.
NUMBER = r"[0-9][0-9,]*(?:\.[0-9]+)?"
#: An amount with an optional currency prefix ("$", "€", "£", "Rs. ", "T").
AMOUNT = rf"(?:[$€£]|Rs\.\s?|T)?{NUMBER}"
_NUMBER_RE = re.compile(NUMBER)


#: Amounts read already (text -> Decimal; a Decimal never changes): bets and stacks repeat.
_READ: dict[str, Decimal] = {}


def to_decimal(text: str) -> Decimal:
    """The number in ``text`` ("$1,234.50" -> Decimal("1234.50")).

    Raises:
        HandError: no number in ``text``.
    """
    found = _READ.get(text)
    if found is None:
        found = _read(text)
        if len(_READ) < 8192:
            _READ[text] = found
    return found


def amount_decimal(text: str) -> Decimal:
    """:func:`to_decimal` of a text :data:`AMOUNT` matched whole, the quick way (no search;
    the same cache: both read such a text alike)."""
    found = _READ.get(text)
    if found is None:
        number = text.lstrip("$€£T")
        if number.startswith("Rs."):
            number = number[3:].lstrip()
        try:
            found = Decimal(number.replace(",", ""))
        except ArithmeticError:
            return to_decimal(text)
        if len(_READ) < 8192:
            _READ[text] = found
    return found


def _read(text: str) -> Decimal:
    m = _NUMBER_RE.search(text)
    if m is None:
        raise HandError(N_("not an amount: {text!r}"), text=text)
    try:
        return Decimal(m.group(0).replace(",", ""))
    except InvalidOperation:
        raise HandError(N_("not an amount: {text!r}"), text=text) from None


def to_units(text: str | Decimal | int, scale: int) -> int:
    """An amount as an int of smallest units: ``to_units("$1.50", 100) == 150``.

    Raises:
        HandError: not a number, or finer than one unit (``"0.005"`` at scale 100).
    """
    value = text if isinstance(text, Decimal | int) else to_decimal(text)
    units = Decimal(value) * scale
    if units != units.to_integral_value():
        raise HandError(
            N_("amount {amount} is finer than one unit (scale {scale})"), amount=text, scale=scale
        )
    return int(units)


def has_fraction(text: str) -> bool:
    """True when ``text`` prints some amount with a non-zero fractional part ("0.25", not "900.00")."""
    for m in _NUMBER_RE.finditer(text):
        value = Decimal(m.group(0).replace(",", ""))
        if value != value.to_integral_value():
            return True
    return False
