"""The scenario format of ``dealer-trainer pots`` and drill files: JSON dict <-> engine."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from dealer_trainer.engine.award import Settlement, settle
from dealer_trainer.engine.errors import PotError
from dealer_trainer.engine.hand import Hand
from dealer_trainer.engine.pots import Pot
from dealer_trainer.engine.rules import DEFAULT_RULES, HouseRules
from dealer_trainer.engine.showdown import Game, rank_hands, read_cards
from dealer_trainer.i18n import N_

KNOWN_KEYS = {
    "seats",
    "button",
    "contributions",
    "folded",
    "forfeited",
    "all_in",
    "dead",
    "unit",
    "ranking",
    "hole",
    "board",
    "game",
}


@dataclass(frozen=True)
class Scenario:
    """A hand plus what is known of its showdown.

    ``ranking`` is given directly or computed from ``hole`` and ``board``; None when
    neither was given.
    """

    hand: Hand
    ranking: tuple[tuple[str, ...], ...] | None
    hole: Mapping[str, str] | None = None
    board: str | None = None
    game: Game = Game.HOLDEM

    def settle(self, rules: HouseRules = DEFAULT_RULES) -> Settlement:
        """:func:`settle` this scenario's hand with its ranking."""
        return settle(self.hand, self.ranking, rules)


def _list_of_names(data: Mapping[str, Any], key: str) -> list[str] | None:
    value = data.get(key)
    if value is None:
        return None
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise PotError("bad_field", key, value=value)
    return value


def scenario_from_dict(data: Any) -> Scenario:
    """Read a scenario dict (the ``pots`` command's JSON format).

    Keys: ``seats`` (list, clockwise), ``button``, ``contributions`` (seat -> int),
    ``folded``, ``forfeited`` (seats whose chips are forfeited: absent or on a penalty),
    ``all_in``, ``dead`` (int), ``unit`` (int), and optionally ``ranking``
    (list of lists of seats, best first) or ``hole`` (seat -> cards) with ``board``,
    ``game`` ("holdem" or "omaha").

    Raises:
        PotError: ``not_an_object``, ``unknown_field``, ``missing_field``, ``bad_field`` and
            every error of :class:`Hand` and :func:`rank_hands`.
    """
    if not isinstance(data, Mapping):
        raise PotError("not_an_object", "", value=type(data).__name__)
    unknown = sorted(set(data) - KNOWN_KEYS)
    if unknown:
        raise PotError("unknown_field", unknown[0])
    if "seats" not in data:
        raise PotError("missing_field", "seats")
    seats = _list_of_names(data, "seats")
    contributions = data.get("contributions", {})
    if not isinstance(contributions, Mapping):
        raise PotError("bad_field", "contributions", value=contributions)
    button = data.get("button")
    if button is not None and not isinstance(button, str):
        raise PotError("bad_field", "button", value=button)
    all_in = _list_of_names(data, "all_in")
    hand = Hand(
        seats=tuple(seats or ()),
        contributions=contributions,
        button=button,
        folded=frozenset(_list_of_names(data, "folded") or ()),
        all_in=frozenset(all_in) if all_in is not None else None,
        dead=data.get("dead", 0),
        unit=data.get("unit", 1),
        forfeited=frozenset(_list_of_names(data, "forfeited") or ()),
    )
    if all_in is not None:
        for name in all_in:  # order-preserving check that frozenset would hide
            if name not in hand.contributions:
                raise PotError("unknown_seat", "all_in", seat=name)
    try:
        game = Game(data.get("game", "holdem"))
    except ValueError:
        raise PotError("bad_field", "game", value=data.get("game")) from None
    ranking = data.get("ranking")
    hole = data.get("hole")
    board = data.get("board")
    if ranking is not None and hole is not None:
        raise PotError("bad_field", "ranking", reason=N_("give ranking or hole cards, not both"))
    if ranking is not None:
        if not isinstance(ranking, list) or not all(isinstance(g, list) for g in ranking):
            raise PotError("bad_ranking", "ranking", value=ranking)
        ranking = tuple(tuple(g) for g in ranking)
    elif hole is not None:
        if not isinstance(hole, Mapping) or not all(isinstance(v, str | list) for v in hole.values()):
            raise PotError("bad_field", "hole", value=hole)
        for seat in hole:
            if seat not in hand.contributions:
                raise PotError("unknown_seat", "hole", seat=seat)
        if board is None:
            raise PotError("missing_field", "board")
        if not isinstance(board, str | list):
            raise PotError("bad_field", "board", value=board)
        # every seat's cards that are given are checked, folded seats' too; the live ones rank
        shown = [s for s in hand.seats if s in hole and (s not in hand.folded or hole[s])]
        read_cards(hole, board, shown, game)
        ranking = rank_hands(hole, board, hand.live, game)
    return Scenario(hand, ranking, dict(hole) if hole else None, board, game)


def scenario_to_dict(scenario: Scenario) -> dict[str, Any]:
    """The scenario as the ``pots`` JSON format (inverse of :func:`scenario_from_dict`)."""
    hand = scenario.hand
    out: dict[str, Any] = {
        "seats": list(hand.seats),
        "button": hand.button,
        "contributions": {s: c for s, c in hand.contributions.items() if c},
        "folded": [s for s in hand.seats if s in hand.folded],
    }
    if hand.forfeited:
        out["forfeited"] = [s for s in hand.seats if s in hand.forfeited]
    if hand.all_in is not None:
        out["all_in"] = [s for s in hand.seats if s in hand.all_in]
    out["dead"] = hand.dead
    out["unit"] = hand.unit
    if scenario.hole is not None:
        out["hole"] = dict(scenario.hole)
        out["board"] = scenario.board
        if scenario.game != Game.HOLDEM:
            out["game"] = scenario.game.value
    elif scenario.ranking is not None:
        out["ranking"] = [list(g) for g in scenario.ranking]
    return out


def pot_to_dict(pot: Pot) -> dict[str, Any]:
    """One pot as ``pots --json`` prints it: name, amount, lower, upper, eligible, shares, dead."""
    return {
        "name": pot.name,
        "amount": pot.amount,
        "lower": pot.lower,
        "upper": pot.upper,
        "eligible": list(pot.eligible),
        "shares": dict(pot.shares),
        "dead": pot.dead,
    }


def settlement_to_dict(settlement: Settlement) -> dict[str, Any]:
    """The ``pots --json`` output: pots, returned, awards (award order), payouts."""
    out: dict[str, Any] = {
        "pots": [pot_to_dict(pot) for pot in settlement.pots],
        "returned": {settlement.returned.seat: settlement.returned.amount} if settlement.returned else {},
    }
    if settlement.payouts is not None:
        out["awards"] = [
            {"pot": a.pot.name, "to": dict(a.to), "showdown": a.showdown, "odd_chips": list(a.odd_chips)}
            for a in settlement.awards
        ]
        out["payouts"] = dict(settlement.payouts)
    return out
