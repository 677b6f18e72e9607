"""Drill files: one drill or a drill set (title, author, notes, drills) as versioned JSON.

Every drill's dict embeds its pot situation under ``"scenario"`` in exactly the format of
``dealer-trainer pots``, so any drill can be checked with that command. Reading checks
everything first and builds nothing until the whole file is valid.
"""

from __future__ import annotations

import json
import os
import shutil
import tempfile
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import orjson

from dealer_trainer.drills.chip_drills import ChipDrill
from dealer_trainer.drills.chip_entries import chip_from_dict, chip_to_dict, is_chip_entry
from dealer_trainer.drills.codes import decode, is_hilo_code, is_showdown_code, read_code
from dealer_trainer.drills.errors import DrillError
from dealer_trainer.drills.file_fields import (
    as_object,
    check_amount,
    check_keys,
    chips_field,
    field_path,
    flag_field,
    is_utf8,
    parse_drill_json,
    read_file_text,
    run_boards_field,
    shown_value,
    text_field,
    whole_field,
)
from dealer_trainer.drills.file_output import (
    output_target,
    write_json,
)
from dealer_trainer.drills.models import ANTE_FORMATS, Drill, DrillSeat, Stakes
from dealer_trainer.drills.street_files import is_street_entry, street_from_dict, street_to_dict
from dealer_trainer.drills.streets import StreetDrill
from dealer_trainer.engine import PotError
from dealer_trainer.engine.cards import parse_cards
from dealer_trainer.engine.chips import CHIP_SETS
from dealer_trainer.engine.house_rules import AWARD_RULES, HELPER_RULES, HouseRule, with_rules
from dealer_trainer.engine.rules import HouseRules
from dealer_trainer.engine.showdown import HOLE_COUNT, Game
from dealer_trainer.i18n import N_, _
from dealer_trainer.wording.explain import error_message

FORMAT = "dealer-trainer-drills"
VERSION = 1
#: The ``format`` of an exam file (:mod:`dealer_trainer.drills.exams`): its drills are sealed,
#: so it is refused wherever a drill file is read.
EXAM_FORMAT = "dealer-trainer-exam"

#: Drill levels: 1-5 for generated drills (5: the cash game with the rake), 0 for lessons and
#: imported hands.
DRILL_LEVELS = (0, 1, 2, 3, 4, 5)
#: Fewest seats at a drill table.
MIN_SEATS = 2

_DRILL_KEYS = {
    "code", "level", "title", "notes", "stakes", "chip_set", "unit", "button", "seats", "dead",
    "dead_chips", "board", "boards", "game", "scenario", "flop", "rake", "jackpot",
}  # fmt: skip
_DRILL_REQUIRED = ("level", "title", "stakes", "chip_set", "button", "seats")
_SEAT_KEYS = {"name", "position", "stack", "committed", "chips", "folded", "all_in", "hole"}
_STAKES_KEYS = {"kind", "small_blind", "big_blind", "ante", "ante_format", "symbol", "level", "scale"}
_SET_KEYS = {
    "format", "version", "title", "author", "notes", "drills", "drill", "house_rules", "call_hands",
    *(rule.name for rule in HELPER_RULES),
}  # fmt: skip


@dataclass(frozen=True)
class DrillSet:
    """Drills handed out together: an instructor's set or a generated batch.

    ``entries`` are the set's items in order: pot drills (:class:`Drill`) and street-by-street
    hands (:class:`StreetDrill`, :mod:`dealer_trainer.drills.street_files`) and chip drills
    (:class:`ChipDrill`, :mod:`dealer_trainer.drills.chip_entries`). Given, it sets
    ``drills`` to its pot drills (what the commands that take pot drills only read: worksheets,
    exams, export); not given, it is ``drills``.

    Raises:
        DrillError: ``bad_type`` when a field has the wrong type.
    """

    title: str
    author: str = ""
    notes: str = ""
    drills: tuple[Drill, ...] = field(default_factory=tuple)
    #: the house rules the set is graded under (award order, odd-chip unit); None: TDA 2024
    house_rules: HouseRules | None = None
    #: the keys of the award rules the file names in ``house_rules`` (they win over an option and
    #: a room profile; formats.md §6)
    house_rules_given: tuple[str, ...] = field(default=(), compare=False)
    #: the dealer helpers (automatic change, cut-to-level; ``HELPERS`` of
    #: :mod:`~dealer_trainer.engine.house_rules`): False turns them off for the set; None leaves
    #: the trainee's own setting
    helpers: bool | None = None
    #: the hand names hidden at showdown, each live hand called (formats.md §7): True or False
    #: for the set, None leaves the trainee's own setting
    call_hands: bool | None = None
    #: every item in order, street-by-street hands included (default: ``drills``)
    entries: tuple[Drill | StreetDrill | ChipDrill, ...] = ()

    def __post_init__(self) -> None:
        for index, entry in enumerate(self.entries):
            if not isinstance(entry, Drill | StreetDrill | ChipDrill):
                raise DrillError(
                    "bad_type", f"drills[{index}]", value=type(entry).__name__, expected=N_("a drill")
                )
        if self.entries:
            object.__setattr__(self, "entries", tuple(self.entries))
            object.__setattr__(self, "drills", tuple(e for e in self.entries if isinstance(e, Drill)))
        else:
            object.__setattr__(self, "drills", tuple(self.drills))
            object.__setattr__(self, "entries", self.drills)
        for name in ("title", "author", "notes"):
            value = getattr(self, name)
            if not isinstance(value, str):
                raise DrillError("bad_type", name, value=value, expected=N_("text"))
            if not is_utf8(value):
                raise DrillError(
                    "bad_value", name, value=shown_value(value), reason=N_("not valid UTF-8 text")
                )
        for index, drill in enumerate(self.drills):
            if not isinstance(drill, Drill):
                raise DrillError(
                    "bad_type", f"drills[{index}]", value=type(drill).__name__, expected=N_("a drill")
                )


# ---------------------------------------------------------------- writing


def _chips_to_dict(chips: Mapping[int, int]) -> dict[str, int]:
    return {str(value): count for value, count in sorted(chips.items(), reverse=True)}


def drill_to_dict(drill: Drill) -> dict[str, Any]:
    """A drill as a JSON-ready dict, its pot situation under ``"scenario"`` (pots format)."""
    return {
        "code": drill.code,
        "level": drill.level,
        "title": drill.title,
        "notes": drill.notes,
        "stakes": drill.stakes.to_dict(),
        "chip_set": drill.chip_set,
        "unit": drill.unit,
        "button": drill.button,
        "seats": [
            {
                "name": s.name,
                "position": s.position,
                "stack": s.stack,
                "committed": s.committed,
                "chips": _chips_to_dict(s.chips),
                "folded": s.folded,
                "all_in": s.all_in,
                "hole": s.hole,
            }
            for s in drill.seats
        ],
        "dead": drill.dead,
        "dead_chips": _chips_to_dict(drill.dead_chips),
        "board": drill.board,
        **({"boards": list(drill.boards)} if drill.boards else {}),
        "game": drill.variant or drill.game.value,
        **drill.money_dict(),
        "scenario": drill.scenario_dict(),
    }


def drill_line(drill: Drill) -> bytes:
    """``drill`` as one line of UTF-8 JSON (:func:`drill_to_dict`): how a drill file written
    drill by drill (:class:`DrillSetWriter`) holds it. orjson: nine times quicker than the
    standard encoder, which took a twentieth of a large import's time."""
    return orjson.dumps(drill_to_dict(drill))


def entry_to_dict(entry: Drill | StreetDrill | ChipDrill) -> dict[str, Any]:
    """One item of a drill file: a pot drill (:func:`drill_to_dict`), a street-by-street hand
    (:func:`~dealer_trainer.drills.street_files.street_to_dict`) or a chip drill (``{"chip": code}``)."""
    if isinstance(entry, ChipDrill):
        return chip_to_dict(entry)
    return street_to_dict(entry) if isinstance(entry, StreetDrill) else drill_to_dict(entry)


def drill_set_to_dict(drill_set: DrillSet) -> dict[str, Any]:
    """A drill set as the versioned file dict."""
    return (
        {
            "format": FORMAT,
            "version": VERSION,
            "title": drill_set.title,
            "author": drill_set.author,
            "notes": drill_set.notes,
            "drills": [entry_to_dict(d) for d in drill_set.entries],
        }
        | (
            {
                "house_rules": {
                    rule.name: rule.dump(getattr(drill_set.house_rules, rule.key)) for rule in AWARD_RULES
                }
            }
            if drill_set.house_rules is not None
            else {}
        )
        | {
            rule.name: rule.dump(getattr(drill_set, rule.key))
            for rule in HELPER_RULES
            if getattr(drill_set, rule.key) is not None
        }
        | ({"call_hands": drill_set.call_hands} if drill_set.call_hands is not None else {})
    )


def _house_rules(data: Any) -> HouseRules:
    """The ``house_rules`` of a drill set file: the award rules of
    :data:`~dealer_trainer.engine.house_rules.AWARD_RULES`, each optional (its default when
    missing; docs/rules.md#house-rules)."""
    data = as_object(data, "house_rules")
    check_keys(data, "house_rules", {rule.name for rule in AWARD_RULES})
    values: dict[str, Any] = {}
    for rule in AWARD_RULES:
        if rule.name in data:
            values[rule.key] = _rule_value(rule, data[rule.name], "house_rules")
    return with_rules(values)


def _helpers(data: Mapping[str, Any]) -> dict[str, Any]:
    """The dealer helpers a drill set file sets, at its top level (``"helpers": false``): rule
    key -> value, for each of :data:`~dealer_trainer.engine.house_rules.HELPER_RULES` given."""
    return {rule.key: _rule_value(rule, data[rule.name], "") for rule in HELPER_RULES if rule.name in data}


def _rule_value(rule: HouseRule, value: Any, where: str) -> Any:
    """The engine value of ``rule``'s file value ``value`` found in ``where``.

    Raises:
        DrillError: ``bad_type`` for a flag that is not true or false, else ``bad_value`` naming
            the allowed values.
    """
    try:
        return rule.parse(value)
    except ValueError:
        spot = field_path(where, rule.name)
        if rule.is_flag:
            raise DrillError(
                "bad_type", spot, value=shown_value(value), expected=N_("true or false")
            ) from None
        allowed = ", ".join(rule.values())
        raise DrillError(
            "bad_value", spot, value=shown_value(value), reason=_("one of {allowed}").format(allowed=allowed)
        ) from None


class DrillSetWriter:
    """A drill set file written drill by drill, for more drills than memory should hold (a
    whole hand history imported): the drill set :func:`save_drill_set` writes, one drill a
    line.

    The file appears only when :meth:`close` finishes, and only if it holds a drill (an
    import that makes none writes nothing); until then the drills are in a temporary file
    beside it, and drills added with ``first=False`` in a second one, appended after the
    ``first`` ones (side-pot hands first).

    Args:
        path: the drill file to write (its folder must exist).
        title, author, notes: the set's words.

    Raises:
        OSError: the target is a folder, not a regular file, or its folder is not writable
            (raised at once, before any drill is made).
        DrillError: ``bad_value`` for words that are not valid UTF-8.
    """

    def __init__(self, path: str | os.PathLike[str], title: str, author: str = "", notes: str = "") -> None:
        DrillSet(title=title, author=author, notes=notes)  # checks the words
        self.path = path
        self.count = 0
        self._target, self._mode = output_target(path)
        folder = self._target.parent if str(self._target.parent) else Path(".")
        self._tmp = ""
        try:  # a Ctrl+C here leaves no temporary file behind
            fd, self._tmp = tempfile.mkstemp(dir=folder, suffix=".tmp")
            self._main = os.fdopen(fd, "wb")
            self._rest = tempfile.TemporaryFile(dir=folder)  # noqa: SIM115 - closed by close() or abort()
        except BaseException:
            if self._tmp:
                Path(self._tmp).unlink(missing_ok=True)
            raise
        self._rest_count = 0
        head = json.dumps(
            {"format": FORMAT, "version": VERSION, "title": title, "author": author, "notes": notes},
            indent=2,
            ensure_ascii=False,
        )
        self._main.write((head[: head.rindex("\n}")] + ',\n  "drills": [').encode("utf-8"))

    def add(self, drill: Drill, first: bool = True) -> None:
        """Write ``drill``: among the first drills of the file, or after them (``first=False``).

        Raises:
            OSError: the disk is full or the file cannot be written.
        """
        self.add_line(drill_line(drill), first)

    def add_line(self, line: bytes, first: bool = True) -> None:
        """Write a drill given as its :func:`drill_line` (made elsewhere, such as in a worker
        process).

        Raises:
            OSError: the disk is full or the file cannot be written.
        """
        if first:
            self._main.write((b",\n    " if self.count else b"\n    ") + line)
            self.count += 1
        else:
            self._rest.write((b",\n    " if self._rest_count else b"") + line)
            self._rest_count += 1

    def close(self) -> int:
        """Finish the file (``first`` drills, then the others) and put it in place; returns how
        many drills it holds. No drill: no file is written (and 0 returned).

        Raises:
            OSError: the file cannot be written.
        """
        try:
            total = self.count + self._rest_count
            if not total:
                self.abort()
                return 0
            if self._rest_count:
                self._main.write(b",\n    " if self.count else b"\n    ")
                self._rest.seek(0)
                shutil.copyfileobj(self._rest, self._main)
            self._main.write(b"\n  ]\n}\n")
            os.fchmod(self._main.fileno(), self._mode)
            self._main.close()
            self._rest.close()
            os.replace(self._tmp, self._target)
            return total
        except BaseException:
            self.abort()
            raise

    def abort(self) -> None:
        """Stop: remove what was written; no file is made."""
        self._main.close()
        self._rest.close()
        Path(self._tmp).unlink(missing_ok=True)

    def __enter__(self) -> DrillSetWriter:
        return self

    def __exit__(self, kind: object, *_: object) -> None:
        if kind is not None:
            self.abort()


def save_drill_set(path: str | os.PathLike[str], drill_set: DrillSet) -> None:
    """Save ``drill_set`` as JSON at ``path`` (format ``dealer-trainer-drills``, version 1)."""
    write_json(path, drill_set_to_dict(drill_set))


def save_drill(path: str | os.PathLike[str], drill: Drill | StreetDrill) -> None:
    """Save one drill (or street-by-street hand) as JSON at ``path`` (same format, with
    ``"drill"`` instead of ``"drills"``)."""
    write_json(path, {"format": FORMAT, "version": VERSION, "drill": entry_to_dict(drill)})


# ---------------------------------------------------------------- reading


def _stakes(data: Any, where: str) -> Stakes:
    data = as_object(data, where)
    check_keys(data, where, _STAKES_KEYS, ("kind", "small_blind", "big_blind"))
    kind = text_field(data, "kind", where)
    if kind not in ("cash", "tournament"):
        raise DrillError("bad_value", field_path(where, "kind"), value=kind, reason=N_("cash or tournament"))
    ante_format = text_field(data, "ante_format", where, "none")
    if ante_format not in ANTE_FORMATS:
        raise DrillError(
            "bad_value",
            field_path(where, "ante_format"),
            value=ante_format,
            reason=_("{some} or {last}").format(some=", ".join(ANTE_FORMATS[:-1]), last=ANTE_FORMATS[-1]),
        )
    return Stakes(
        kind=kind,
        small_blind=whole_field(data, "small_blind", where),
        big_blind=whole_field(data, "big_blind", where),
        ante=whole_field(data, "ante", where, 0),
        ante_format=ante_format,
        symbol=text_field(data, "symbol", where, "$" if kind == "cash" else ""),
        level=whole_field(data, "level", where, 0),
        scale=whole_field(data, "scale", where, 1, positive=True),
    )


def _seats(
    data: Mapping[str, Any], where: str, values: tuple[int, ...]
) -> tuple[list[DrillSeat], dict[str, int]]:
    """The drill's ``seats`` (at least :data:`MIN_SEATS`, each named once, its chips in the chip
    set's ``values`` totalling what it committed) and each name's index.

    Raises:
        DrillError: ``bad_type``, ``too_few_seats``, ``bad_drill`` (a seat listed twice), a
            field's error, or ``bad_value`` (chips that do not total ``committed``).
    """
    raw_seats = data["seats"]
    if not isinstance(raw_seats, list):
        raise DrillError(
            "bad_type", field_path(where, "seats"), value=shown_value(raw_seats), expected=N_("a list")
        )
    if len(raw_seats) < MIN_SEATS:
        raise DrillError("too_few_seats", field_path(where, "seats"), count=len(raw_seats), least=MIN_SEATS)
    seats: list[DrillSeat] = []
    first_at: dict[str, int] = {}
    for index, raw in enumerate(raw_seats):
        spot = f"{where}.seats[{index}]"
        raw = as_object(raw, spot)
        check_keys(raw, spot, _SEAT_KEYS, ("name", "position", "stack", "committed"))
        name = text_field(raw, "name", spot)
        if name in first_at:
            problem = _("seat {seat!r} is listed twice (first as seats[{first}])").format(
                seat=name, first=first_at[name]
            )
            raise DrillError(
                "bad_drill", field_path(spot, "name"), problem=problem, engine_code="duplicate_seat"
            )
        first_at[name] = index
        committed = whole_field(raw, "committed", spot)
        chips = chips_field(raw, "chips", spot, values)
        total = sum(v * n for v, n in chips.items())
        if total != committed:
            raise DrillError(
                "bad_value",
                field_path(spot, "chips"),
                value=total,
                reason=_("the chips must total committed {committed}").format(committed=committed),
            )
        seats.append(
            DrillSeat(
                name=name,
                position=text_field(raw, "position", spot),
                stack=whole_field(raw, "stack", spot),
                committed=committed,
                chips=chips,
                folded=flag_field(raw, "folded", spot),
                all_in=flag_field(raw, "all_in", spot),
                hole=text_field(raw, "hole", spot, ""),
            )
        )
    return seats, first_at


def drill_from_dict(data: Any, where: str = "drill") -> Drill:
    """A drill from its dict (:func:`drill_to_dict`); ``where`` prefixes error locations.

    Raises:
        DrillError: ``bad_type``, ``missing_field``, ``unknown_field``, ``negative``,
            ``too_large``, ``bad_value``, ``too_few_seats``,
            ``bad_drill_code``, ``scenario_mismatch``, or ``bad_drill`` wrapping the engine's
            complaint about the pot situation or the cards, located at the field.
    """
    data = as_object(data, where)
    check_keys(data, where, _DRILL_KEYS, _DRILL_REQUIRED)
    level = whole_field(data, "level", where)
    if level not in DRILL_LEVELS:
        reason = _("levels are 0 to 5; 0 for lessons and imported hands")
        raise DrillError("bad_value", field_path(where, "level"), value=level, reason=reason)
    code = text_field(data, "code", where, "")
    if code:
        try:
            read_code(code) if is_showdown_code(code) or is_hilo_code(code) else decode(code)
        except DrillError as exc:
            raise DrillError(exc.code, field_path(where, "code"), **exc.values) from None
    stakes = _stakes(data["stakes"], field_path(where, "stakes"))
    chip_set = text_field(data, "chip_set", where)
    if chip_set not in CHIP_SETS:
        raise DrillError(
            "bad_value",
            field_path(where, "chip_set"),
            value=chip_set,
            reason=_("{some} or {last}").format(
                some=", ".join(list(CHIP_SETS)[:-1]), last=list(CHIP_SETS)[-1]
            ),
        )
    values = CHIP_SETS[chip_set].values
    seats, first_at = _seats(data, where, values)
    dead = whole_field(data, "dead", where, 0)
    dead_chips = chips_field(data, "dead_chips", where, values)
    if sum(v * n for v, n in dead_chips.items()) != dead:
        raise DrillError(
            "bad_value",
            field_path(where, "dead_chips"),
            value=dead_chips,
            reason=_("must total dead {dead}").format(dead=dead),
        )
    game_text = text_field(data, "game", where, Game.HOLDEM.value)
    variant = game_text if game_text in ("omaha-hilo", "stud-hilo") else ""  # a hi-lo award drill
    try:
        game = Game.OMAHA if variant == "omaha-hilo" else Game(game_text if not variant else "holdem")
    except ValueError:
        raise DrillError(
            "bad_value", field_path(where, "game"), value=shown_value(game_text), reason=N_("holdem or omaha")
        ) from None
    button = text_field(data, "button", where)
    if button not in first_at:
        error = PotError("button_not_seated", "", seat=shown_value(button))
        raise DrillError(
            "bad_drill", field_path(where, "button"), problem=_problem(error), engine_code=error.code
        )
    board = text_field(data, "board", where, "")
    if variant != "stud-hilo":  # seven stud cards each: the engine checks them (settlement)
        check_drill_cards([seat.hole for seat in seats], board, game, where)
    boards = run_boards_field(data, where, [seat.hole for seat in seats])
    try:
        drill = Drill(
            code=code,
            level=level,
            title=text_field(data, "title", where),
            stakes=stakes,
            chip_set=chip_set,
            seats=tuple(seats),
            button=button,
            dead=dead,
            dead_chips=dead_chips,
            unit=whole_field(data, "unit", where, 1, positive=True),
            board=boards[0] if boards else board,
            boards=boards,
            game=game,
            variant=variant,
            notes=text_field(data, "notes", where, ""),
            **_room_money(data, where),
        )
        drill.settlement()  # the pots can be built and, with cards, awarded
    except PotError as exc:
        raise DrillError(
            "bad_drill", _engine_spot(exc, seats, where), problem=_problem(exc), engine_code=exc.code
        ) from None
    if "scenario" in data:
        expected = drill.scenario_dict()
        if _normal(data["scenario"]) != _normal(expected):
            raise DrillError(
                "scenario_mismatch", field_path(where, "scenario"), expected=json.dumps(expected)
            )
    return drill


def _room_money(data: Mapping[str, Any], where: str) -> dict[str, Any]:
    """The drill's ``"flop"``, ``"rake"`` and ``"jackpot"`` (formats §1, read as the ``pots``
    input reads them) as :class:`Drill` fields; a bad one is one line naming the field.

    Raises:
        DrillError: ``bad_type`` (``flop`` not true or false), ``bad_value`` or ``bad_drill`` (a
            rake or a jackpot drop the ``pots`` input would refuse, with the engine's reason).
    """
    from dealer_trainer.engine.rake import jackpot_from_dict, rake_from_dict

    out: dict[str, Any] = {}
    if "flop" in data:
        out["flop"] = flag_field(data, "flop", where)
    for key, read in (("rake", rake_from_dict), ("jackpot", jackpot_from_dict)):
        if key in data:
            try:
                out[key] = read(data[key])
            except PotError as exc:
                spot = field_path(where, exc.field or key)
                if exc.code == "bad_field" and "reason" in exc.values:
                    value = shown_value(exc.values.get("value", data[key]))
                    raise DrillError("bad_value", spot, value=value, reason=exc.values["reason"]) from None
                raise DrillError("bad_drill", spot, problem=_problem(exc), engine_code=exc.code) from None
    return out


def _problem(error: PotError) -> str:
    """The engine's complaint without its own location (the drill file names the field)."""
    return error_message(PotError(error.code, "", **error.values))


#: Engine fields that are one field of a drill.
_ENGINE_FIELDS = {"button": "button", "board": "board", "unit": "unit", "dead": "dead", "game": "game"}


def _engine_spot(error: PotError, seats: Sequence[DrillSeat], where: str) -> str:
    """Where in the drill file the engine's ``error`` is: the field, else the seat, else the drill."""
    if error.field in _ENGINE_FIELDS:
        return field_path(where, _ENGINE_FIELDS[error.field])
    names = [seat.name for seat in seats]
    seat = error.values.get("seat")
    if seat in names:
        spot = f"{where}.seats[{names.index(seat)}]"
        if error.field == "hole":
            return field_path(spot, "hole")
        if error.field == "contributions":
            return field_path(spot, "committed")
        return spot
    return where


def check_drill_cards(holes: Sequence[str], board: str, game: Game, where: str = "drill") -> None:
    """Check every card a drill shows: each seat's hole cards that are given (folded seats'
    too) and the board whenever it is given; no card may appear twice anywhere.

    ``holes`` are the seats' hole cards in seat order (``""``: not shown).

    Raises:
        DrillError: ``bad_drill`` (``engine_code`` ``bad_cards`` or ``duplicate_card``) at
            ``where.board`` or ``where.seats[i].hole``.
    """
    seen: dict[str, str] = {}

    def read(text: str, spot: str, count: str, allowed: Sequence[int]) -> tuple[str, ...]:
        try:
            cards = parse_cards(text, spot)
        except PotError as exc:
            part = exc.values.get("value")
            problem = (
                _("cannot read the cards {cards!r}: {card!r} is not a card").format(
                    cards=shown_value(text), card=shown_value(part)
                )
                if part != text
                else _("cannot read the cards {cards!r}").format(cards=shown_value(text))
            )
            raise DrillError("bad_drill", spot, problem=problem, engine_code="bad_cards") from None
        if len(cards) not in allowed:
            problem = _("{count} cards in {cards!r}; {rule}").format(
                count=len(cards), cards=shown_value(text), rule=count
            )
            raise DrillError("bad_drill", spot, problem=problem, engine_code="bad_cards")
        return cards

    def take(cards: tuple[str, ...], spot: str) -> None:
        for card in cards:
            if card in seen:
                problem = (
                    _("the card {card} appears twice").format(card=card)
                    if seen[card] == spot
                    else _("the card {card} appears twice, also in {spot}").format(card=card, spot=seen[card])
                )
                raise DrillError("bad_drill", spot, problem=problem, engine_code="duplicate_card")
            seen[card] = spot

    if board:
        spot = field_path(where, "board")
        take(read(board, spot, _("a board has 3 to 5"), (3, 4, 5)), spot)
    for index, hole in enumerate(holes):
        if not hole:
            continue
        spot = f"{where}.seats[{index}].hole"
        count = HOLE_COUNT[game]
        hand = (
            _("an Omaha hand has 4 hole cards")
            if game == Game.OMAHA
            else _("hold'em has {count} hole cards").format(count=count)
        )
        take(read(hole, spot, hand, (count,)), spot)


def _normal(scenario: Any) -> Any:
    """A scenario dict compared on content: list order of folded/all_in does not matter."""
    if not isinstance(scenario, Mapping):
        return scenario
    out = dict(scenario)
    for key in ("folded", "all_in"):
        if isinstance(out.get(key), list):
            out[key] = sorted(map(str, out[key]))
    out.setdefault("dead", 0)
    out.setdefault("unit", 1)
    out.setdefault("folded", [])
    return out


def drill_set_from_dict(data: Any) -> DrillSet:
    """A drill set from a file dict; a single-drill file gives a set of one. Its ``entries``
    hold every item in order, street-by-street hands included; its ``drills`` the pot drills.

    Raises:
        DrillError: ``not_a_drill_file``, ``unsupported_version`` and every error of
            :func:`drill_from_dict`, its location starting ``drills[i]`` (or ``drill``).
    """
    data = as_object(data, "")
    if data.get("format") == EXAM_FORMAT:
        raise DrillError("sealed_exam", "")
    if data.get("format") != FORMAT:
        raise DrillError("not_a_drill_file", "format", value=shown_value(data.get("format")))
    version = data.get("version")
    check_amount(version, "version")
    if isinstance(version, bool) or not isinstance(version, int) or version < 1:
        raise DrillError("bad_type", "version", value=shown_value(version), expected=N_("a whole number"))
    if version > VERSION:
        raise DrillError("unsupported_version", "version", value=version, supported=VERSION)
    check_keys(data, "", _SET_KEYS)
    rules = _house_rules(data["house_rules"]) if "house_rules" in data else None
    given = tuple(r.key for r in AWARD_RULES if rules is not None and r.name in data["house_rules"])
    helpers = _helpers(data)
    calls = data.get("call_hands")
    if calls is not None and not isinstance(calls, bool):
        raise DrillError("bad_type", "call_hands", value=shown_value(calls), expected=N_("true or false"))
    if "drill" in data:
        if "drills" in data:
            raise DrillError("unknown_field", "drill", reason=N_("give drill or drills, not both"))
        drill = entry_from_dict(data["drill"], "drill")
        return DrillSet(
            title=text_field(data, "title", "", getattr(drill, "title", "")),
            author=text_field(data, "author", "", ""),
            notes=text_field(data, "notes", "", ""),
            house_rules=rules,
            house_rules_given=given,
            **helpers,
            call_hands=calls,
            entries=(drill,),
        )
    if "drills" not in data:
        raise DrillError("missing_field", "drills")
    raw = data["drills"]
    if not isinstance(raw, list):
        raise DrillError("bad_type", "drills", value=shown_value(raw), expected=N_("a list"))
    entries = tuple(entry_from_dict(item, f"drills[{index}]") for index, item in enumerate(raw))
    return DrillSet(
        title=text_field(data, "title", "", ""),
        author=text_field(data, "author", "", ""),
        notes=text_field(data, "notes", "", ""),
        house_rules=rules,
        house_rules_given=given,
        **helpers,
        call_hands=calls,
        entries=entries,
    )


def entry_from_dict(data: Any, where: str = "drill") -> Drill | StreetDrill | ChipDrill:
    """One item of a drill file: a street-by-street hand when it has the key ``"streets"``
    (:func:`~dealer_trainer.drills.street_files.street_from_dict`), a chip drill when it has
    ``"chip"`` (:func:`~dealer_trainer.drills.chip_entries.chip_from_dict`), else a pot drill
    (:func:`drill_from_dict`).

    Raises:
        DrillError: as those two functions.
    """
    if is_street_entry(data):
        return street_from_dict(data, where)
    if is_chip_entry(data):
        return chip_from_dict(data, where)
    return drill_from_dict(data, where)


def load_drill_set(path: str | os.PathLike[str]) -> DrillSet:
    """Read a drill set (or a single-drill file) from ``path``; all or nothing.

    Only a regular file of at most :data:`MAX_FILE_BYTES` is read; an exam file is refused
    (``sealed_exam``: its drills are sealed, see :mod:`dealer_trainer.drills.exams`).

    Raises:
        DrillError: ``cannot_read``, ``sealed_exam``, every error of :func:`parse_drill_json`
            and of :func:`drill_set_from_dict`.
    """
    return drill_set_from_dict(parse_drill_json(read_file_text(path)))


def load_drill(path: str | os.PathLike[str]) -> Drill:
    """The first drill of the file at ``path`` (a single-drill file or a set)."""
    drills = load_drill_set(path).drills
    if not drills:
        raise DrillError("missing_field", "drills", reason=N_("the set has no drills"))
    return drills[0]
