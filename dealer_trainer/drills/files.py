"""Drill files: one drill or a drill set (title, author, notes, drills) as versioned JSON.

Every drill's dict embeds its pot situation under ``"scenario"`` in exactly the format of
``dealer-trainer pots``, so any drill can be checked with that command. Reading checks
everything first and builds nothing until the whole file is valid.
"""

from __future__ import annotations

import json
import os
import tempfile
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from dealer_trainer.drills.errors import DrillError
from dealer_trainer.drills.models import ANTE_FORMATS, Drill, DrillSeat, Stakes
from dealer_trainer.engine import PotError
from dealer_trainer.engine.chips import CHIP_SETS
from dealer_trainer.engine.showdown import Game
from dealer_trainer.explain import error_message

FORMAT = "dealer-trainer-drills"
VERSION = 1

_DRILL_KEYS = {
    "code", "level", "title", "notes", "stakes", "chip_set", "unit", "button", "seats", "dead",
    "dead_chips", "board", "game", "scenario",
}  # fmt: skip
_DRILL_REQUIRED = ("level", "title", "stakes", "chip_set", "button", "seats")
_SEAT_KEYS = {"name", "position", "stack", "committed", "chips", "folded", "all_in", "hole"}
_STAKES_KEYS = {"kind", "small_blind", "big_blind", "ante", "ante_format", "symbol", "level", "scale"}
_SET_KEYS = {"format", "version", "title", "author", "notes", "drills", "drill"}


@dataclass(frozen=True)
class DrillSet:
    """Drills handed out together: an instructor's set or a generated batch.

    Raises:
        DrillError: ``bad_type`` when a field has the wrong type.
    """

    title: str
    author: str = ""
    notes: str = ""
    drills: tuple[Drill, ...] = field(default_factory=tuple)

    def __post_init__(self) -> None:
        object.__setattr__(self, "drills", tuple(self.drills))
        for name in ("title", "author", "notes"):
            if not isinstance(getattr(self, name), str):
                raise DrillError("bad_type", name, value=getattr(self, name), expected="text")
        for index, drill in enumerate(self.drills):
            if not isinstance(drill, Drill):
                raise DrillError(
                    "bad_type", f"drills[{index}]", value=type(drill).__name__, expected="a drill"
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
        "game": drill.game.value,
        "scenario": drill.scenario_dict(),
    }


def drill_set_to_dict(drill_set: DrillSet) -> dict[str, Any]:
    """A drill set as the versioned file dict."""
    return {
        "format": FORMAT,
        "version": VERSION,
        "title": drill_set.title,
        "author": drill_set.author,
        "notes": drill_set.notes,
        "drills": [drill_to_dict(d) for d in drill_set.drills],
    }


def _write_json(path: str | os.PathLike[str], data: dict[str, Any]) -> None:
    """Write atomically: a crash never leaves half a file behind."""
    target = Path(path)
    text = json.dumps(data, indent=2, ensure_ascii=False) + "\n"
    fd, tmp = tempfile.mkstemp(dir=target.parent if str(target.parent) else ".", suffix=".tmp")
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text)
        os.replace(tmp, target)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def save_drill_set(path: str | os.PathLike[str], drill_set: DrillSet) -> None:
    """Save ``drill_set`` as JSON at ``path`` (format ``dealer-trainer-drills``, version 1)."""
    _write_json(path, drill_set_to_dict(drill_set))


def save_drill(path: str | os.PathLike[str], drill: Drill) -> None:
    """Save one drill as JSON at ``path`` (same format, with ``"drill"`` instead of ``"drills"``)."""
    _write_json(path, {"format": FORMAT, "version": VERSION, "drill": drill_to_dict(drill)})


# ---------------------------------------------------------------- reading


def _object(data: Any, where: str) -> Mapping[str, Any]:
    if not isinstance(data, Mapping):
        raise DrillError("bad_type", where, value=_short(data), expected="an object")
    return data


def _short(value: Any) -> Any:
    return value if isinstance(value, int | float | str | bool | None) else type(value).__name__


def _keys(data: Mapping[str, Any], where: str, known: set[str], required: Sequence[str] = ()) -> None:
    for key in data:
        if key not in known:
            raise DrillError("unknown_field", _join(where, str(key)))
    for key in required:
        if key not in data:
            raise DrillError("missing_field", _join(where, key))


def _join(where: str, key: str) -> str:
    return f"{where}.{key}" if where else key


def _text(data: Mapping[str, Any], key: str, where: str, default: str | None = None) -> str:
    value = data.get(key, default)
    if not isinstance(value, str):
        raise DrillError("bad_type", _join(where, key), value=_short(value), expected="text")
    return value


def _bool(data: Mapping[str, Any], key: str, where: str) -> bool:
    value = data.get(key, False)
    if not isinstance(value, bool):
        raise DrillError("bad_type", _join(where, key), value=_short(value), expected="true or false")
    return value


def _int(
    data: Mapping[str, Any], key: str, where: str, default: int | None = None, positive: bool = False
) -> int:
    if key not in data and default is None:
        raise DrillError("missing_field", _join(where, key))
    value = data.get(key, default)
    if isinstance(value, bool) or not isinstance(value, int):
        raise DrillError("bad_type", _join(where, key), value=_short(value), expected="a whole number")
    if value < 0:
        raise DrillError("negative", _join(where, key), value=value)
    if positive and value == 0:
        raise DrillError("bad_value", _join(where, key), value=value, reason="must be above 0")
    return value


def _chips(data: Mapping[str, Any], key: str, where: str, values: tuple[int, ...]) -> dict[int, int]:
    raw = _object(data.get(key, {}), _join(where, key))
    out: dict[int, int] = {}
    for text, count in raw.items():
        spot = f"{_join(where, key)}[{text!r}]"
        try:
            value = int(text)
        except ValueError:
            raise DrillError("bad_type", spot, value=text, expected="a chip value") from None
        if value not in values:
            raise DrillError(
                "bad_value", spot, value=value, reason=f"chips are {', '.join(map(str, values))}"
            )
        if isinstance(count, bool) or not isinstance(count, int):
            raise DrillError("bad_type", spot, value=_short(count), expected="a whole number")
        if count < 0:
            raise DrillError("negative", spot, value=count)
        out[value] = count
    return out


def _stakes(data: Any, where: str) -> Stakes:
    data = _object(data, where)
    _keys(data, where, _STAKES_KEYS, ("kind", "small_blind", "big_blind"))
    kind = _text(data, "kind", where)
    if kind not in ("cash", "tournament"):
        raise DrillError("bad_value", _join(where, "kind"), value=kind, reason="cash or tournament")
    ante_format = _text(data, "ante_format", where, "none")
    if ante_format not in ANTE_FORMATS:
        raise DrillError(
            "bad_value", _join(where, "ante_format"), value=ante_format, reason=" or ".join(ANTE_FORMATS)
        )
    return Stakes(
        kind=kind,
        small_blind=_int(data, "small_blind", where),
        big_blind=_int(data, "big_blind", where),
        ante=_int(data, "ante", where, 0),
        ante_format=ante_format,
        symbol=_text(data, "symbol", where, "$" if kind == "cash" else ""),
        level=_int(data, "level", where, 0),
        scale=_int(data, "scale", where, 1, positive=True),
    )


def drill_from_dict(data: Any, where: str = "drill") -> Drill:
    """A drill from its dict (:func:`drill_to_dict`); ``where`` prefixes error locations.

    Raises:
        DrillError: ``bad_type``, ``missing_field``, ``unknown_field``, ``negative``,
            ``bad_value``, ``scenario_mismatch``, or ``bad_drill`` wrapping the engine's
            complaint about the pot situation.
    """
    data = _object(data, where)
    _keys(data, where, _DRILL_KEYS, _DRILL_REQUIRED)
    level = _int(data, "level", where)
    stakes = _stakes(data["stakes"], _join(where, "stakes"))
    chip_set = _text(data, "chip_set", where)
    if chip_set not in CHIP_SETS:
        raise DrillError("bad_value", _join(where, "chip_set"), value=chip_set, reason=" or ".join(CHIP_SETS))
    values = CHIP_SETS[chip_set].values
    raw_seats = data["seats"]
    if not isinstance(raw_seats, list):
        raise DrillError("bad_type", _join(where, "seats"), value=_short(raw_seats), expected="a list")
    seats = []
    for index, raw in enumerate(raw_seats):
        spot = f"{where}.seats[{index}]"
        raw = _object(raw, spot)
        _keys(raw, spot, _SEAT_KEYS, ("name", "position", "stack", "committed"))
        committed = _int(raw, "committed", spot)
        chips = _chips(raw, "chips", spot, values)
        total = sum(v * n for v, n in chips.items())
        if total != committed:
            raise DrillError(
                "bad_value",
                _join(spot, "chips"),
                value=total,
                reason=f"the chips must total committed {committed}",
            )
        seats.append(
            DrillSeat(
                name=_text(raw, "name", spot),
                position=_text(raw, "position", spot),
                stack=_int(raw, "stack", spot),
                committed=committed,
                chips=chips,
                folded=_bool(raw, "folded", spot),
                all_in=_bool(raw, "all_in", spot),
                hole=_text(raw, "hole", spot, ""),
            )
        )
    dead = _int(data, "dead", where, 0)
    dead_chips = _chips(data, "dead_chips", where, values)
    if sum(v * n for v, n in dead_chips.items()) != dead:
        raise DrillError(
            "bad_value", _join(where, "dead_chips"), value=dead_chips, reason=f"must total dead {dead}"
        )
    game_text = _text(data, "game", where, Game.HOLDEM.value)
    try:
        game = Game(game_text)
    except ValueError:
        raise DrillError(
            "bad_value", _join(where, "game"), value=game_text, reason="holdem or omaha"
        ) from None
    try:
        drill = Drill(
            code=_text(data, "code", where, ""),
            level=level,
            title=_text(data, "title", where),
            stakes=stakes,
            chip_set=chip_set,
            seats=tuple(seats),
            button=_text(data, "button", where),
            dead=dead,
            dead_chips=dead_chips,
            unit=_int(data, "unit", where, 1, positive=True),
            board=_text(data, "board", where, ""),
            game=game,
            notes=_text(data, "notes", where, ""),
        )
        drill.settlement()  # the pots can be built and, with cards, awarded
    except PotError as exc:
        names = [seat.name for seat in seats]
        seat = exc.values.get("seat")
        spot = f"{where}.seats[{names.index(seat)}]" if seat in names else where
        problem = error_message(PotError(exc.code, "", **exc.values))
        raise DrillError("bad_drill", spot, problem=problem, engine_code=exc.code) from None
    if "scenario" in data:
        expected = drill.scenario_dict()
        if _normal(data["scenario"]) != _normal(expected):
            raise DrillError("scenario_mismatch", _join(where, "scenario"), expected=json.dumps(expected))
    return drill


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
    """A drill set from a file dict; a single-drill file gives a set of one.

    Raises:
        DrillError: ``not_a_drill_file``, ``unsupported_version`` and every error of
            :func:`drill_from_dict`, its location starting ``drills[i]`` (or ``drill``).
    """
    data = _object(data, "")
    if data.get("format") != FORMAT:
        raise DrillError("not_a_drill_file", "format", value=_short(data.get("format")))
    version = data.get("version")
    if isinstance(version, bool) or not isinstance(version, int) or version < 1:
        raise DrillError("bad_type", "version", value=_short(version), expected="a whole number")
    if version > VERSION:
        raise DrillError("unsupported_version", "version", value=version, supported=VERSION)
    _keys(data, "", _SET_KEYS)
    if "drill" in data:
        if "drills" in data:
            raise DrillError("unknown_field", "drill", reason="give drill or drills, not both")
        drill = drill_from_dict(data["drill"], "drill")
        return DrillSet(
            title=_text(data, "title", "", drill.title),
            author=_text(data, "author", "", ""),
            notes=_text(data, "notes", "", ""),
            drills=(drill,),
        )
    if "drills" not in data:
        raise DrillError("missing_field", "drills")
    raw = data["drills"]
    if not isinstance(raw, list):
        raise DrillError("bad_type", "drills", value=_short(raw), expected="a list")
    drills = tuple(drill_from_dict(item, f"drills[{index}]") for index, item in enumerate(raw))
    return DrillSet(
        title=_text(data, "title", "", ""),
        author=_text(data, "author", "", ""),
        notes=_text(data, "notes", "", ""),
        drills=drills,
    )


def load_drill_set(path: str | os.PathLike[str]) -> DrillSet:
    """Read a drill set (or a single-drill file) from ``path``; all or nothing.

    Raises:
        DrillError: ``cannot_read``, ``not_json`` and every error of :func:`drill_set_from_dict`.
    """
    try:
        text = Path(path).read_text(encoding="utf-8")
    except OSError as exc:
        raise DrillError("cannot_read", "", path=str(path), reason=exc.strerror or str(exc)) from None
    except UnicodeDecodeError:
        raise DrillError("cannot_read", "", path=str(path), reason="not a UTF-8 text file") from None
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise DrillError("not_json", "", reason=exc.msg, line=exc.lineno, column=exc.colno) from None
    return drill_set_from_dict(data)


def load_drill(path: str | os.PathLike[str]) -> Drill:
    """The first drill of the file at ``path`` (a single-drill file or a set)."""
    drills = load_drill_set(path).drills
    if not drills:
        raise DrillError("missing_field", "drills", reason="the set has no drills")
    return drills[0]
