"""Typed errors of the engine: a code and the offending values, never user prose."""

from __future__ import annotations

from typing import Any


class CodedError(ValueError):
    """An error carrying a stable ``code``, the ``field`` at fault and the offending ``values``
    (for the UI to render in the trainee's language); the engine and drills raise subclasses."""

    def __init__(self, code: str, field: str = "", **values: Any) -> None:
        self.code = code
        self.field = field
        self.values = values
        detail = ", ".join(f"{k}={v!r}" for k, v in values.items())
        super().__init__(f"{code}" + (f" in {field}" if field else "") + (f": {detail}" if detail else ""))


class PotError(CodedError):
    """A hand that cannot be settled.

    Attributes:
        code: stable machine-readable reason, e.g. ``"unknown_seat"``.
        field: the input field at fault (``"contributions"``, ``"folded"``, ...) or ``""``.
        values: the offending values, for the UI to render in the trainee's language.
    """


#: Every code the engine raises, with what it means (for docs and the CLI).
ERROR_CODES: dict[str, str] = {
    "no_seats": "the table has no seats",
    "too_few_seats": "a hand needs at least two seats",
    "too_many_seats": "more seats than any poker table has",
    "too_large": "an amount is larger than any pot can be",
    "no_chips": "nobody put a chip in: there is nothing to settle",
    "duplicate_seat": "a seat name appears twice",
    "bad_seat_name": "a seat name is not a non-empty string",
    "unknown_seat": "a seat is named that is not at the table",
    "not_integer": "an amount is not a whole number of chips",
    "negative_amount": "an amount is below zero",
    "bad_unit": "the chip unit is not a positive whole number",
    "no_live_seat": "every seat has folded",
    "folded_and_all_in": "a seat is both folded and all-in",
    "forfeited_and_live": "a forfeited seat is also listed as folded or all-in",
    "all_in_for_nothing": "a seat listed all-in put nothing in, and there is no dead money",
    "no_live_contender": "folded seats put chips in above every live seat's total",
    "hand_not_finished": "a seat still in the hand, not all-in, has not matched the bet",
    "button_not_seated": "the button is not one of the seats",
    "button_required": "an odd chip must be placed and no button was given",
    "unranked_seat": "a seat that must show down has no place in the ranking",
    "bad_ranking": "the ranking names a seat twice or is malformed",
    "bad_cards": "hole cards or board cannot be read",
    "duplicate_card": "the same card appears twice",
    "missing_cards": "a seat in a showdown has no hole cards",
    "bad_award_order": "the award order setting is unknown",
    "not_an_object": "the scenario is not a JSON object",
    "unknown_field": "the scenario has a field this program does not know",
    "missing_field": "a required field is missing",
    "bad_field": "a field has the wrong type or value",
}
