"""Street-by-street hands in drill files (no Qt).

A drill file's ``drills`` list (or its one ``drill``) may hold street-by-street hands beside pot
drills; an entry with the key ``"streets"`` is one, in either form:

- ``{"streets": "T2-7K2Q9X"}``: the street drill of that code (the same code always deals the
  same hand), with an optional ``title`` and ``notes``;
- ``{"streets": {...}, "title": ..., "notes": ..., "kind": "cash"|"tournament", "chip_set": ...,
  "scale": 1|100}``: a hand written out in the input format of ``dealer-trainer action``
  (``seats`` clockwise, ``button``, ``stacks``, ``blinds``, ``ante``/``big_blind_ante``,
  ``structure``, fixed-limit ``bets``/``cap``/``half_bet_rule``, ``straddles``/``button_straddle``,
  ``posts``/``dead``, ``bomb_pot`` (a flop marker may open its ``actions``), ``actions`` with a street
  marker before each street's first action, ``hole``/``board``). It is played through the
  betting referee (:mod:`dealer_trainer.engine.betting`): every action must be legal and the
  list must run to the end of the betting. ``kind`` (default ``cash``) and ``scale`` (100: the
  amounts are cents) say how money is shown; ``chip_set`` (default: ``cash_cents`` in a cents
  game, ``tournament`` for a tournament, else ``cash``) which chips the table uses: every amount
  must be whole chips of it.

A bad entry is one :class:`DrillError` naming the entry and the problem (``drills[2].streets:
item 5: Bram may not raise: ...; TDA 2024 Rule 47-A ...``).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from types import MappingProxyType
from typing import Any

from dealer_trainer.drills.errors import DrillError, short_value
from dealer_trainer.drills.generator import POSITIONS
from dealer_trainer.drills.models import Stakes
from dealer_trainer.drills.streets import STREET_LEVELS, StreetDrill, mix_positions, street_drill_from_code
from dealer_trainer.engine.betting import Action, IllegalAction
from dealer_trainer.engine.betting_io import (
    check_cards,
    hand_from_dict,
    play,
    steps_to_list,
    table_to_dict,
)
from dealer_trainer.engine.betting_table import BettingError, Street, Table
from dealer_trainer.engine.chips import CHIP_SETS
from dealer_trainer.engine.errors import CodedError, PotError
from dealer_trainer.i18n import N_, _
from dealer_trainer.wording.betting_text import illegal_message, input_error, street_name
from dealer_trainer.wording.explain import error_message

__all__ = ["STREET_KEYS", "is_street_entry", "street_from_dict", "street_to_dict"]

#: The keys of a street-by-street entry (a coded one takes only the first three).
STREET_KEYS = ("streets", "title", "notes", "kind", "chip_set", "scale")


def is_street_entry(data: Any) -> bool:
    """Is ``data`` (one item of a drill file's ``drills``) a street-by-street hand?"""
    return isinstance(data, Mapping) and "streets" in data


def _text(data: Mapping[str, Any], key: str, where: str, default: str) -> str:
    value = data.get(key, default)
    if not isinstance(value, str):
        raise DrillError("bad_type", f"{where}.{key}", value=short_value(value), expected=N_("text"))
    return value


def street_from_dict(data: Mapping[str, Any], where: str = "drill") -> StreetDrill:
    """The street drill of a drill file's street entry (the module's two forms); ``where``
    prefixes error locations (``drills[2]``).

    Raises:
        DrillError: ``unknown_field``, ``bad_type``, ``bad_value``, ``bad_street_code`` (the
            code), or ``bad_drill`` at ``<where>.streets`` naming what the betting referee or the
            pot engine refuses (an illegal action with its rule, an unfinished action list,
            amounts that are not whole chips, unreadable or repeated cards).
    """
    for key in data:
        if key not in STREET_KEYS:
            raise DrillError("unknown_field", f"{where}.{key}")
    title = _text(data, "title", where, "")
    notes = _text(data, "notes", where, "")
    value = data["streets"]
    spot = f"{where}.streets"
    if isinstance(value, str):
        for key in ("kind", "chip_set", "scale"):
            if key in data:
                raise DrillError(
                    "bad_drill",
                    f"{where}.{key}",
                    problem=N_("a street drill code deals its own stakes and chips; leave this field out"),
                    engine_code="coded_street_hand",
                )
        try:
            sd = street_drill_from_code(value)
        except DrillError as exc:
            raise DrillError(exc.code, spot, **exc.values) from None
        return replace(sd, title=title or sd.title, notes=notes)
    if not isinstance(value, Mapping):
        raise DrillError(
            "bad_type",
            spot,
            value=short_value(value),
            expected=N_("a street drill code (T2-…) or a hand in the format of dealer-trainer action"),
        )
    return _explicit(data, value, where, title, notes)


def _refused(spot: str, exc: CodedError, problem: str) -> DrillError:
    return DrillError("bad_drill", spot, problem=problem, engine_code=exc.code)


def _explicit(
    data: Mapping[str, Any], value: Mapping[str, Any], where: str, title: str, notes: str
) -> StreetDrill:
    spot = f"{where}.streets"
    kind = _text(data, "kind", where, "cash")
    if kind not in ("cash", "tournament"):
        raise DrillError(
            "bad_value", f"{where}.kind", value=short_value(kind), reason=N_("cash or tournament")
        )
    scale = data.get("scale", 1)
    if scale not in (1, 100) or isinstance(scale, bool):
        raise DrillError(
            "bad_value",
            f"{where}.scale",
            value=short_value(scale),
            reason=N_("1, or 100 when amounts are cents"),
        )
    default_set = "cash_cents" if scale == 100 else "tournament" if kind == "tournament" else "cash"
    chip_set = _text(data, "chip_set", where, default_set)
    if chip_set not in CHIP_SETS:
        raise DrillError(
            "bad_value", f"{where}.chip_set", value=short_value(chip_set), reason=", ".join(CHIP_SETS)
        )
    try:
        hand = hand_from_dict(value)
    except (BettingError, PotError) as exc:
        raise _refused(spot, exc, input_error(exc)) from None
    table = hand.table
    ante = table.ante or table.big_blind_ante
    ante_format = "per_player" if table.ante else "big_blind" if table.big_blind_ante else "none"
    stakes = Stakes(
        kind, table.small_blind, table.big_blind, ante, ante_format, "$" if kind == "cash" else "", 0, scale
    )
    smallest = CHIP_SETS[chip_set].smallest
    for amount in _amounts(table, hand.steps):
        if amount % smallest:
            problem = _(
                "{amount} cannot be paid in chips of the {chip_set} set (its smallest chip is {smallest})"
            ).format(amount=stakes.format(amount), chip_set=chip_set, smallest=stakes.format(smallest))
            raise DrillError("bad_drill", spot, problem=problem, engine_code="not_whole_chips")
    try:
        check_cards(hand)
        state = play(hand)
    except IllegalAction as exc:
        raise _refused(spot, exc, illegal_message(exc, stakes.format)) from None
    except (BettingError, PotError) as exc:
        raise _refused(spot, exc, input_error(exc)) from None
    if not state.betting_over:
        stopped = state.next_street() if state.round_complete else state
        problem = _(
            "the actions stop before the betting is over ({seat} is to act on the {street}); "
            "a street-by-street hand is played to the end of the betting"
        ).format(seat=stopped.to_act, street=street_name(stopped.street.value))
        raise DrillError("bad_drill", spot, problem=problem, engine_code="not_over")
    steps = list(hand.steps)
    if table.bomb_pot and steps[:1] == [Street.FLOP]:
        steps.pop(0)  # a bomb pot starts on the flop: the marker that may open its list
    while steps and isinstance(steps[-1], Street):  # markers of an all-in run-out: no betting
        steps.pop()
    n = len(table.seats)
    labels = POSITIONS.get(n, ()) if table.stud is None else ()  # stud has no blinds to name
    button = table.seats.index(table.button)
    positions = {s: labels[(i - button) % n] for i, s in enumerate(table.seats)} if labels else {}
    positions = mix_positions(table, positions)
    hole = {s: c if isinstance(c, str) else "".join(c) for s, c in (hand.hole or {}).items()}
    if table.stud is not None:  # a stud hand's cards are its table's (formats §4 "cards")
        hole = {s: "".join(c) for s, c in table.stud.cards.items()}
    board = hand.board if isinstance(hand.board, str) or hand.board is None else "".join(hand.board)
    sd = StreetDrill(
        "", 0, title or _("Street-by-street hand"), table, tuple(steps), stakes, chip_set, smallest,
        MappingProxyType(positions), MappingProxyType(hole), (board or "").replace(" ", ""), notes,
    )  # fmt: skip
    shown = [s for s in state.live if hole.get(s)]
    if shown and len(state.live) >= 2 and len(sd.board) == 10:  # cards for the award: every hand
        missing = next(s for s in state.live if not hole.get(s)) if len(shown) < len(state.live) else None
        if missing is not None:
            error = PotError("missing_cards", "hole", seat=missing)
            raise _refused(spot, error, error_message(error))
    try:
        sd.final_drill().settlement()  # the pots can be built and, with cards, awarded
    except PotError as exc:
        raise _refused(spot, exc, error_message(exc)) from None
    return sd


def _amounts(table: Table, steps: tuple[Action | Street, ...]) -> list[int]:
    """Every amount a hand names: stacks, blinds, antes, straddles, posts, dead money, a bomb
    pot's ante, fixed-limit bets and each action's total."""
    out = [*table.stacks.values(), table.small_blind, table.big_blind, table.ante, table.big_blind_ante]
    out += [s.amount for s in table.straddles] + [p.amount for p in table.live_posts]
    out += [d.amount for d in table.dead_posts]
    out += [table.bomb_pot or 0]
    out += [b for b in (table.small_bet, table.big_bet) if b]
    out += [s.to for s in steps if isinstance(s, Action) and s.to is not None]
    return out


def street_to_dict(sd: StreetDrill) -> dict[str, Any]:
    """A street drill as its drill-file entry (inverse of :func:`street_from_dict`): the code of
    a dealt drill (with its title when it is not the level's own, and its notes), else the hand
    written out in the ``action`` format."""
    if sd.code:
        out: dict[str, Any] = {"streets": sd.code}
        if sd.level in STREET_LEVELS and sd.title != _(STREET_LEVELS[sd.level]):
            out["title"] = sd.title
    else:
        hand = table_to_dict(sd.table)
        if sd.hole and sd.table.stud is None:  # a stud table writes its cards itself
            hand["hole"] = dict(sd.hole)
        if sd.board:
            hand["board"] = sd.board
        hand["actions"] = steps_to_list(sd.steps)
        out = {"streets": hand, "title": sd.title}
        stakes = sd.stakes
        if stakes.kind != "cash":
            out["kind"] = stakes.kind
        if stakes.scale != 1:
            out["scale"] = stakes.scale
        default_set = (
            "cash_cents" if stakes.scale == 100 else "tournament" if stakes.kind == "tournament" else "cash"
        )
        if sd.chip_set != default_set:
            out["chip_set"] = sd.chip_set
    if sd.notes:
        out["notes"] = sd.notes
    return out
