"""Typed errors of drills, codes and drill files: a code, where, and the offending values."""

from __future__ import annotations

from typing import Any


class DrillError(ValueError):
    """A drill code, drill or drill file that cannot be used.

    Attributes:
        code: stable machine-readable reason, e.g. ``"bad_drill_code"``.
        field: where the problem is (``"drills[3].seats[2].committed"``, ``"code"``) or ``""``.
        values: the offending values, for the UI to render in the trainee's language.
    """

    def __init__(self, code: str, field: str = "", **values: Any) -> None:
        self.code = code
        self.field = field
        self.values = values
        detail = ", ".join(f"{k}={v!r}" for k, v in values.items())
        super().__init__(f"{code}" + (f" in {field}" if field else "") + (f": {detail}" if detail else ""))


#: Every code raised by the drills package, with what it means.
DRILL_ERROR_CODES: dict[str, str] = {
    "bad_drill_code": "the drill code cannot be read",
    "bad_level": "the drill level is not one of the levels",
    "bad_seed": "the seed is not a whole number",
    "not_a_drill_file": "the file is not a dealer-trainer drills file",
    "unsupported_version": "the drills file is from a newer version of the program",
    "missing_field": "a required field is missing",
    "unknown_field": "a field this program does not know",
    "bad_type": "a field has the wrong type",
    "bad_value": "a field has a value that is not allowed",
    "negative": "an amount is below zero",
    "scenario_mismatch": "the embedded scenario does not match the drill's seats",
    "bad_drill": "the drill is not a valid pot situation",
    "cannot_read": "the file cannot be read",
    "not_json": "the file is not valid JSON",
}
