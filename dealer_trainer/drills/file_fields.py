"""Reading a drill or exam file's JSON: its text, the tree's limits and each field checked, every
problem one :class:`~dealer_trainer.drills.errors.DrillError` naming where it is (no Qt).

:mod:`dealer_trainer.drills.files` builds drills from what these functions check.
"""

from __future__ import annotations

import json
import math
import os
from collections.abc import Mapping, Sequence
from typing import Any

from dealer_trainer import userfiles
from dealer_trainer.drills.errors import DrillError, short_value
from dealer_trainer.engine.errors import PotError
from dealer_trainer.i18n import N_, _, os_reason
from dealer_trainer.userfiles import UserFileError, loads_strict

#: Largest amount (chips, stacks, counts, dead money, blinds) a drill file may hold: no hand
#: in any room comes near a quadrillion chips; anything larger is a typo or an attack.
MAX_CHIPS = 10**15
#: Largest drill file read (bytes); a class set of a thousand drills is about 2 MB.
MAX_FILE_BYTES = 50 * 1024 * 1024
#: Deepest nesting of objects and lists read; a drill file nests six levels.
MAX_DEPTH = 20


def as_object(data: Any, where: str) -> Mapping[str, Any]:
    if not isinstance(data, Mapping):
        raise DrillError("bad_type", where, value=shown_value(data), expected=N_("an object"))
    return data


def shown_value(value: Any) -> Any:
    """``value`` as an error message shows it: huge numbers by size, the rest as
    :func:`~dealer_trainer.drills.errors.short_value` shows it."""
    if isinstance(value, str):
        return value if len(value) <= 60 else value[:40] + "…"
    if isinstance(value, int) and not isinstance(value, bool) and abs(value) > MAX_CHIPS:
        return TooLong(digit_count(value))
    if isinstance(value, TooLong):
        return value
    return short_value(value)


def digit_count(value: int) -> int:
    """Decimal digits of ``value`` (also beyond the 4,300 digits ``str`` converts)."""
    try:
        return len(str(abs(value)))
    except ValueError:
        return int(abs(value).bit_length() * math.log10(2)) + 1


def check_keys(data: Mapping[str, Any], where: str, known: set[str], required: Sequence[str] = ()) -> None:
    for key in data:
        if key not in known:
            raise DrillError("unknown_field", field_path(where, str(key)))
    for key in required:
        if key not in data:
            raise DrillError("missing_field", field_path(where, key))


def field_path(where: str, key: str) -> str:
    return f"{where}.{key}" if where else key


def text_field(data: Mapping[str, Any], key: str, where: str, default: str | None = None) -> str:
    value = data.get(key, default)
    if not isinstance(value, str):
        raise DrillError("bad_type", field_path(where, key), value=shown_value(value), expected=N_("text"))
    if not is_utf8(value):  # a lone surrogate ("\\udcff" in the JSON) cannot be printed or saved
        raise DrillError(
            "bad_value", field_path(where, key), value=shown_value(value), reason=N_("not valid UTF-8 text")
        )
    return value


def flag_field(data: Mapping[str, Any], key: str, where: str) -> bool:
    value = data.get(key, False)
    if not isinstance(value, bool):
        raise DrillError(
            "bad_type", field_path(where, key), value=shown_value(value), expected=N_("true or false")
        )
    return value


def whole_field(
    data: Mapping[str, Any], key: str, where: str, default: int | None = None, positive: bool = False
) -> int:
    if key not in data and default is None:
        raise DrillError("missing_field", field_path(where, key))
    value = data.get(key, default)
    check_amount(value, field_path(where, key))
    if isinstance(value, bool) or not isinstance(value, int):
        raise DrillError(
            "bad_type", field_path(where, key), value=shown_value(value), expected=N_("a whole number")
        )
    if value < 0:
        raise DrillError("negative", field_path(where, key), value=value)
    if positive and value == 0:
        raise DrillError("bad_value", field_path(where, key), value=value, reason=N_("must be above 0"))
    return value


def check_amount(value: Any, where: str) -> None:
    """Raise ``too_large`` for a number beyond :data:`MAX_CHIPS` (or beyond what JSON reads)."""
    if isinstance(value, TooLong) or (
        isinstance(value, int) and not isinstance(value, bool) and abs(value) > MAX_CHIPS
    ):
        digits = value.digits if isinstance(value, TooLong) else digit_count(value)
        raise DrillError("too_large", where, digits=digits, most=MAX_CHIPS)


def chips_field(data: Mapping[str, Any], key: str, where: str, values: tuple[int, ...]) -> dict[int, int]:
    raw = as_object(data.get(key, {}), field_path(where, key))
    out: dict[int, int] = {}
    for text, count in raw.items():
        spot = f"{field_path(where, key)}[{shown_value(text)!r}]"
        try:
            if len(text) > 20:  # no chip value is that long (and int() stops at 4,300 digits)
                raise ValueError
            value = int(text)
        except ValueError:
            raise DrillError("bad_type", spot, value=shown_value(text), expected=N_("a chip value")) from None
        if value not in values:
            raise DrillError(
                "bad_value",
                spot,
                value=value,
                reason=_("chips are {values}").format(values=", ".join(map(str, values))),
            )
        check_amount(count, spot)
        if isinstance(count, bool) or not isinstance(count, int):
            raise DrillError("bad_type", spot, value=shown_value(count), expected=N_("a whole number"))
        if count < 0:
            raise DrillError("negative", spot, value=count)
        out[value] = count
    return out


class TooLong:
    """A JSON integer too long to be any amount (read without converting it)."""

    def __init__(self, digits: int) -> None:
        self.digits = digits

    def __repr__(self) -> str:
        return f"a {self.digits}-digit number"


def parse_int(text: str) -> int | TooLong:
    digits = len(text.lstrip("-"))
    return int(text) if digits <= 20 else TooLong(digits)


def _step(where: str, key: str) -> str:
    return field_path(where, key) if key.isidentifier() else f"{where}[{shown_value(key)!r}]"


def _check_tree(data: Any) -> None:
    """Refuse what JSON allows but a drill file never holds: a key given twice in one object,
    a number beyond :data:`MAX_CHIPS`, nesting deeper than :data:`MAX_DEPTH`; at its path.
    """
    todo: list[tuple[Any, str, int]] = [(data, "", 0)]
    while todo:
        node, where, depth = todo.pop()
        if depth > MAX_DEPTH:
            raise DrillError("too_deep", where, most=MAX_DEPTH)
        if isinstance(node, dict):
            duplicate = getattr(node, "duplicate", None)
            if duplicate is not None:
                raise DrillError("duplicate_key", _step(where, duplicate), key=shown_value(duplicate))
            todo.extend((v, _step(where, k), depth + 1) for k, v in reversed(node.items()))
        elif isinstance(node, list):
            todo.extend((v, f"{where}[{i}]", depth + 1) for i, v in reversed(list(enumerate(node))))
        else:
            check_amount(node, where)


def parse_drill_json(text: str) -> Any:
    """JSON text of a drill file: objects as dicts, every problem a one-line :class:`DrillError`.

    Raises:
        DrillError: ``not_json``, ``too_deep``, ``duplicate_key`` or ``too_large`` (a number
            beyond :data:`MAX_CHIPS`, including those of over 4,300 digits), with the path.
    """
    try:
        data = loads_strict(text, parse_int=parse_int)
    except json.JSONDecodeError as exc:
        raise DrillError("not_json", "", reason=exc.msg, line=exc.lineno, column=exc.colno) from None
    except RecursionError:
        raise DrillError("too_deep", "", most=MAX_DEPTH) from None
    _check_tree(data)
    return data


def read_file_text(path: str | os.PathLike[str]) -> str:
    """The text of the drill (or exam) file at ``path``: a regular file of at most
    :data:`MAX_FILE_BYTES`, UTF-8 (a byte-order mark is dropped;
    :func:`dealer_trainer.userfiles.read_text`).

    Raises:
        DrillError: ``cannot_read`` naming the path and the reason.
    """
    try:
        return userfiles.read_text(path, MAX_FILE_BYTES)
    except UserFileError as exc:
        if exc.kind == "cannot_read":
            assert exc.error is not None
            reason: str = os_reason(exc.error)
        elif exc.kind == "not_regular":
            reason = N_("not a regular file")
        elif exc.kind == "too_large":
            reason = _("larger than {size} MB, not a drill file").format(size=MAX_FILE_BYTES // (1024 * 1024))
        else:
            reason = N_("not a UTF-8 text file")
        raise DrillError("cannot_read", "", path=str(path), reason=reason) from None


def is_utf8(text: str) -> bool:
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def run_boards_field(data: Mapping[str, Any], where: str, holes: Sequence[str]) -> tuple[str, ...]:
    """A drill's ``"boards"`` (formats §1): one full five-card board per run when the players
    all-in ran the board 2 or 3 times, the cards common to every run repeated on each, no card
    twice (on two runs' later streets or in a hand); ``()`` when the field is absent.

    ``holes`` are the seats' hole cards as given (``""``: not shown).
    Rule: docs/rules.md#running-it-twice (WSOP Live Action Rules 208-217).

    Raises:
        DrillError: ``bad_type`` (not a list of texts), ``bad_value`` (not 2 or 3 boards, a
            board that is not five cards, the first run's board not ``"board"``) or
            ``bad_drill`` (``engine_code`` ``duplicate_card``), each naming ``boards[i]``.
    """
    from dealer_trainer.engine.cards import parse_cards
    from dealer_trainer.engine.runs import MAX_RUNS, check_boards

    if "boards" not in data:
        return ()
    spot = field_path(where, "boards")
    raw = data["boards"]
    if not isinstance(raw, list):
        raise DrillError(
            "bad_type", spot, value=shown_value(raw), expected=N_("a list of boards, one per run")
        )
    if not 2 <= len(raw) <= MAX_RUNS:
        problem = _("{count} boards; a board run twice or three times has one board per run").format(
            count=len(raw)
        )
        raise DrillError("bad_drill", spot, problem=problem, engine_code="bad_field")
    boards: list[tuple[str, ...]] = []
    for index, text in enumerate(raw):
        at = f"{spot}[{index}]"
        if not isinstance(text, str):
            raise DrillError("bad_type", at, value=shown_value(text), expected=N_("text"))
        try:
            cards = parse_cards(text, at)
        except PotError:
            cards = ()
        if len(cards) != 5:
            reason = _("a run's board is five cards, the cards common to every run repeated")
            raise DrillError("bad_value", at, value=shown_value(text), reason=reason)
        boards.append(cards)
    board = data.get("board", "")
    if board and isinstance(board, str) and _cards_or_none(board) != boards[0]:
        reason = _("the first run's board is boards[0]")
        raise DrillError("bad_value", field_path(where, "board"), value=shown_value(board), reason=reason)
    try:
        check_boards(boards)
    except PotError as exc:
        problem = _(
            "the card {card} is on two runs' boards; only the cards dealt before the runs repeat"
        ).format(card=exc.values.get("card"))
        raise DrillError("bad_drill", spot, problem=problem, engine_code="duplicate_card") from None
    in_hands = {card: i for i, hole in enumerate(holes) for card in (_cards_or_none(hole) or ())}
    for index, cards in enumerate(boards):
        for card in cards:
            if card in in_hands:
                problem = _("the card {card} appears twice, also in {spot}").format(
                    card=card, spot=f"{where}.seats[{in_hands[card]}].hole"
                )
                raise DrillError(
                    "bad_drill", f"{spot}[{index}]", problem=problem, engine_code="duplicate_card"
                )
    return tuple("".join(cards) for cards in boards)


def _cards_or_none(text: str) -> tuple[str, ...] | None:
    from dealer_trainer.engine.cards import parse_cards

    try:
        return parse_cards(text, "")
    except PotError:
        return None
