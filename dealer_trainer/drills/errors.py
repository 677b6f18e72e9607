"""Typed errors of drills, codes and drill files: a code, where, and the offending values."""

from __future__ import annotations

from typing import Any

from dealer_trainer.engine.errors import CodedError
from dealer_trainer.i18n import N_, _
from dealer_trainer.wording.explain import format_chips


class DrillError(CodedError):
    """A drill code, drill or drill file that cannot be used.

    Attributes:
        code: stable machine-readable reason, e.g. ``"bad_drill_code"``.
        field: where the problem is (``"drills[3].seats[2].committed"``, ``"code"``) or ``""``.
        values: the offending values, for the UI to render in the trainee's language.
    """


#: Every code raised by the drills package, with what it means.
DRILL_ERROR_CODES: dict[str, str] = {
    "bad_drill_code": "the drill code cannot be read",
    "drill_code_typo": "the drill code's check character does not match the rest of the code",
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
    "too_deep": "the file's JSON is nested far deeper than a drill or exam file",
    "duplicate_key": "a key appears twice in one JSON object",
    "too_large": "a number is larger than any amount in a drill",
    "too_few_seats": "a drill has fewer than two seats",
    "sealed_exam": "the file is an exam: its drills and answers are sealed",
    "not_an_exam_file": "the file is not a dealer-trainer exam file",
    "needs_passphrase": "the exam is sealed with an instructor's passphrase, and none was given",
    "wrong_passphrase": "the passphrase given is not the one the exam was sealed with",
    "broken_seal": "the sealed part of the exam cannot be opened: the file was damaged or altered",
    "exam_altered": "the exam's plain fields do not match its sealed copy",
}


_TEXT = {
    "bad_drill_code": N_("{value!r} is not a drill code like L3-7K2Q9X-2V"),
    "drill_code_typo": N_(
        "{value!r} has a typo: its last character, the check, does not match the rest of the code"
    ),
    "bad_level": N_("{value!r} is not a level; levels are {first} to {last}"),
    "bad_seed": N_("{value!r} is not a whole number"),
    "not_a_drill_file": N_('not a dealer-trainer drills file ("format" is {value!r})'),
    "unsupported_version": N_("version {value!r} is newer than this program reads (up to {supported})"),
    "missing_field": N_("this field is required"),
    "unknown_field": N_("this field is not part of a drill file"),
    "bad_type": N_("{value!r} is not {expected}"),
    "bad_value": N_("{value!r} is not allowed ({reason})"),
    "negative": N_("{value!r} is negative"),
    "scenario_mismatch": N_("does not match the drill's seats (expected {expected})"),
    "bad_drill": N_("{problem}"),
    "cannot_read": N_("cannot read the file: {reason}"),
    "not_json": N_("not valid JSON: {reason} (line {line}, column {column})"),
    "too_deep": N_("nested more than {most} levels deep; deeper than any drill or exam file"),
    "duplicate_key": N_("the key {key!r} appears twice in the same object"),
    "too_large": N_("a {digits}-digit number is larger than a drill allows (at most {most})"),
    "too_few_seats": N_("a drill needs at least {least} seats, not {count}"),
    "sealed_exam": N_(
        "an exam file: its drills and answers are sealed; take the exam in the window (Drill > Take an exam…)"
    ),
    "not_an_exam_file": N_(
        'not a dealer-trainer exam file ("format" is {value!r}); make one with dealer-trainer exam make'
    ),
    "needs_passphrase": N_("this exam is sealed with the instructor's passphrase: give it to open the exam"),
    "wrong_passphrase": N_("wrong passphrase: this exam was sealed with another one"),
    "broken_seal": N_("the sealed drills cannot be opened: the file was damaged or altered"),
    "exam_altered": N_("{value!r} does not match the sealed exam ({sealed!r}): the file was altered"),
}

_CODE_REASONS = {
    "format": N_(
        "a code is L, the level, a dash, six letters or digits, a dash, the version and a check character"
    ),
    "level": N_("levels are 1 to 4"),
    "length": N_("six characters come after the dash"),
    "character": N_("a character not used in codes (no 0, 1, I, L, O or U)"),
    "version": N_(
        "this program deals drills of generator versions 1 and 2 (the digit after the second dash)"
    ),
}


#: The same reasons for a street drill's code (``T2-7K2Q9X``: ``kind="street"`` in the values).
_STREET_CODE_REASONS = {
    "format": N_(
        "a street drill code is T, the level, a dash, six letters or digits, a dash, 1 or 2 and a check "
        "character"
    ),
    "version": N_(
        "street drill codes are of version 1, or 2 at levels 1, 2, 4 and 5 (the digit after the second dash)"
    ),
    "level": N_("street drill levels are {first} to {last}"),
}

#: The values whose text is English prose from this program (marked with N_ where raised).
_TRANSLATED = ("reason", "expected", "problem")


def describe(error: DrillError) -> str:
    """One line in the active language: where, then what is wrong
    (``drills[3].seats[2].committed: -5 is negative``)."""
    template = _(_TEXT[error.code]) if error.code in _TEXT else error.code
    street = error.values.get("kind") == "street"
    if error.code == "bad_drill_code" and street:
        template = _("{value!r} is not a street drill code like T2-7K2Q9X-19")
    values = {k: _(v) if k in _TRANSLATED and isinstance(v, str) else v for k, v in error.values.items()}
    if "value" in values:  # what the file held: a long one cut wherever the error was raised
        values["value"] = short_value(values["value"])
    levels = values.get("levels") or (1, 2, 3, 4)
    values.setdefault("first", min(levels))
    values.setdefault("last", max(levels))
    if isinstance(most := values.get("most"), int):
        values["most"] = format_chips(most)
    try:
        text = template.format(**values)
    except (KeyError, IndexError, ValueError):
        text = error.code
    reason = error.values.get("reason")
    if error.code == "bad_drill_code" and street and reason in _STREET_CODE_REASONS:
        why = _(_STREET_CODE_REASONS[reason]).format(first=values["first"], last=values["last"])
        text = _("{problem}: {reason}").format(problem=text, reason=why)
    elif error.code == "bad_drill_code" and reason in _CODE_REASONS:
        text = _("{problem}: {reason}").format(problem=text, reason=_(_CODE_REASONS[reason]))
    return f"{error.field}: {text}" if error.field else text


class _Clipped(str):
    """A value's text as a message shows it with ``!r``: as it is, no quotes around it."""

    def __repr__(self) -> str:
        return str(self)


def short_value(value: Any) -> Any:
    """``value`` (read from a file) as an error message shows it: itself when short, else its
    start; a list or an object by its own text (``['hints', 3]``), never by its type's name."""
    if isinstance(value, str):
        return value if len(value) <= 60 else value[:40] + "…"
    if isinstance(value, int | float | bool | None):
        return value
    try:
        text = repr(value)
    except RecursionError:  # nested deeper than repr goes
        text = "[[[…"
    return _Clipped(text if len(text) <= 60 else text[:40] + "…")
