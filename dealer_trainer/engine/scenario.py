"""The scenario format of ``dealer-trainer pots`` and drill files: JSON dict <-> engine."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import astuple, dataclass
from typing import Any

from dealer_trainer.engine.award import Award, Settlement, settle
from dealer_trainer.engine.cards import parse_cards
from dealer_trainer.engine.errors import PotError
from dealer_trainer.engine.hand import Hand
from dealer_trainer.engine.hilo import Showdown, Variant, settle_variant
from dealer_trainer.engine.hilo_input import showdowns_from_dict
from dealer_trainer.engine.pots import Pot
from dealer_trainer.engine.rake import PotDrop
from dealer_trainer.engine.rules import DEFAULT_RULES, HouseRules
from dealer_trainer.engine.runs import KINDS, RoomMoney, RunRules, run_rankings_from_dict, settle_room
from dealer_trainer.engine.showdown import Game, rank_hands, read_cards
from dealer_trainer.i18n import N_

#: The room's money and run-it-twice fields (docs/rules.md#rake); any of them in the input makes
#: the output carry the rake and the jackpot drop.
ROOM_KEYS = (
    "flop",
    "rake",
    "jackpot",
    "rake_from",
    "runs_allowed",
    "runs_players",
    "runs_in_tournaments",
    "runs",
    "double_board",
    "board_rankings",
    "boards",
)

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
    "community",
    "game",
    "high_ranking",
    "low_ranking",
    "kind",
    *ROOM_KEYS,
}


@dataclass(frozen=True)
class Scenario:
    """A hand plus what is known of its showdown.

    ``ranking`` is given directly or computed from ``hole`` and ``board``; None when
    neither was given (or the hand was run more than once). ``money`` is the room's rake and
    jackpot drop, None when the input gave none of :data:`ROOM_KEYS`; ``runs`` how many times the
    board was run, with ``run_rankings`` (one ranking per run, given or read from ``boards``);
    ``run_rules`` the room's run-it-twice house rules and ``kind`` the kind of game ("cash" or
    "tournament") they were checked against; ``double_board`` True when the two runs are the
    two boards of a double-board game (README, ``pots`` input); ``community`` a stud hand's
    seventh-street card dealt face up for all (the seventh card of every live ``hole``).
    """

    hand: Hand
    ranking: tuple[tuple[str, ...], ...] | None
    hole: Mapping[str, str] | None = None
    board: str | None = None
    game: Game = Game.HOLDEM
    money: RoomMoney | None = None
    runs: int = 1
    run_rankings: tuple[tuple[tuple[str, ...], ...], ...] | None = None
    boards: tuple[Any, ...] | None = None
    run_rules: RunRules = RunRules()
    kind: str = "cash"
    double_board: bool = False
    variant: Variant | None = None
    showdowns: tuple[Showdown, ...] | None = None
    community: str | None = None

    def settle(self, rules: HouseRules = DEFAULT_RULES) -> Settlement:
        """:func:`settle` this scenario's hand with its ranking; with the room's money or runs,
        :func:`~dealer_trainer.engine.runs.settle_room`; a hi-lo or stud game (``variant``) with
        :func:`~dealer_trainer.engine.hilo.settle_variant`."""
        if self.variant is not None:
            return settle_variant(self.hand, self.variant, self.showdowns, self.money, rules, self.runs)
        if self.money is None:
            return settle(self.hand, self.ranking, rules)
        rankings = self.run_rankings if self.runs > 1 else (self.ranking,) if self.ranking else None
        return settle_room(self.hand, rankings, self.money, rules, self.runs)


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
    ``game`` ("holdem", "omaha", or a hi-lo or stud game read by
    :func:`~dealer_trainer.engine.hilo_input.showdowns_from_dict`).

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
    hole = data.get("hole")
    if hole is not None:
        if not isinstance(hole, Mapping) or not all(isinstance(v, str | list) for v in hole.values()):
            raise PotError("bad_field", "hole", value=hole)
        for seat in hole:
            if seat not in hand.contributions:
                raise PotError("unknown_seat", "hole", seat=seat)
    if data.get("game") in tuple(Variant):  # rankings beside the cards are checked against them
        return _variant_scenario(data, hand, Variant(data["game"]))
    game = _game(data.get("game", "holdem"))
    ranking = data.get("ranking")
    board = data.get("board")
    if ranking is not None and hole is not None:
        raise PotError("bad_field", "ranking", reason=N_("give ranking or hole cards, not both"))
    if any(key in data for key in ROOM_KEYS):
        return _room_scenario(data, hand, game)
    ranking = _ranking(data, hand, game)
    return Scenario(hand, ranking, dict(hole) if hole else None, board, game, kind=_kind(data))


def _ranking(data: Mapping[str, Any], hand: Hand, game: Game) -> tuple[tuple[str, ...], ...] | None:
    """The showdown of one board: ``ranking`` as given, or read from ``hole`` and ``board``."""
    ranking, hole, board = data.get("ranking"), data.get("hole"), data.get("board")
    if ranking is not None:
        if not isinstance(ranking, list) or not all(isinstance(g, list) for g in ranking):
            raise PotError("bad_ranking", "ranking", value=ranking)
        return tuple(tuple(g) for g in ranking)
    if hole is not None:
        if board is None:
            raise PotError("missing_field", "board")
        if not isinstance(board, str | list):
            raise PotError("bad_field", "board", value=board)
        # every seat's cards that are given are checked, folded seats' too; the live ones rank
        shown = [s for s in hand.seats if s in hole and (s not in hand.folded or hole[s])]
        read_cards(hole, board, shown, game)
        return rank_hands(hole, board, hand.live, game)
    return None


def _game(value: Any) -> Game:
    try:
        return Game(value)
    except ValueError:
        raise PotError("bad_field", "game", value=value) from None


def _flag(data: Mapping[str, Any], key: str) -> bool:
    value = data.get(key, True)
    if not isinstance(value, bool):
        raise PotError("bad_field", key, value=value, reason=N_("must be true or false"))
    return value


def _variant_scenario(data: Mapping[str, Any], hand: Hand, variant: Variant) -> Scenario:
    """The scenario of a hi-lo or stud game (docs/rules.md#hi-lo-and-stud), with the room's
    money when the input gives any of :data:`ROOM_KEYS`."""
    hole = data.get("hole")
    money, rules = _room_rules(data) if any(key in data for key in ROOM_KEYS) else (None, RunRules())
    _check_drop_unit(money, hand)
    kind = _kind(data)
    if "double_board" in data:
        raise PotError(
            "bad_field", "double_board", reason=N_("a double board is read in hold'em and Omaha only")
        )
    runs, showdowns = showdowns_from_dict(data, hand, variant, rules, kind)
    if runs > 1 and money is not None and not money.flop:
        raise PotError("bad_field", "flop", value=False, reason=N_("a board run more than once has a flop"))
    return Scenario(
        hand,
        None,
        dict(hole) if hole else None,
        data.get("board"),
        money=money,
        runs=runs,
        boards=tuple(data["boards"]) if "boards" in data else None,
        run_rules=rules,
        kind=kind,
        variant=variant,
        showdowns=showdowns,
        community="".join(parse_cards(data["community"], "community")) if "community" in data else None,
    )


def _check_drop_unit(money: RoomMoney | None, hand: Hand) -> None:
    """A jackpot drop is taken in whole units, like the rake (docs/rules.md#jackpot-drop).

    Raises:
        PotError: ``bad_field`` on ``jackpot.drop`` when it is not a multiple of ``unit``.
    """
    if money is not None and money.jackpot is not None and money.jackpot.drop % hand.unit:
        raise PotError(
            "bad_field",
            "jackpot.drop",
            value=money.jackpot.drop,
            reason=N_("the drop is taken in whole units of the smallest chip in play (unit)"),
            expected=hand.unit,
        )


def _kind(data: Mapping[str, Any]) -> str:
    """The input's kind of game: ``"cash"`` (default) or ``"tournament"`` (README, ``pots`` input)."""
    kind = data.get("kind", "cash")
    if kind not in KINDS:
        raise PotError("bad_field", "kind", value=kind, expected=", ".join(KINDS))
    return str(kind)


def _double_board(data: Mapping[str, Any]) -> bool:
    """The input's ``double_board`` (default false); with it, ``runs`` is refused."""
    value = data.get("double_board", False)
    if not isinstance(value, bool):
        raise PotError("bad_field", "double_board", value=value, reason=N_("must be true or false"))
    if value and "runs" in data:
        raise PotError(
            "bad_field", "runs", reason=N_("a double board is divided by its two boards: leave runs out")
        )
    return value


def _room_rules(data: Mapping[str, Any]) -> tuple[RoomMoney, RunRules]:
    """The room's money and run-it-twice rules: each house rule of the ``pots`` input read through
    its declaration (docs/rules.md#rake, docs/rules.md#running-it-twice)."""
    from dealer_trainer.engine.house_rules import POTS_RULES, run_rules

    rules: dict[str, Any] = {}
    for rule in POTS_RULES:
        if rule.name in data:
            try:
                rules[rule.key] = rule.parse(data[rule.name])
            except PotError:
                raise
            except ValueError:
                value = data[rule.name]
                if rule.choices:
                    raise PotError(
                        "bad_field", rule.name, value=value, expected=", ".join(rule.values())
                    ) from None
                raise PotError("bad_field", rule.name, value=value, reason=N_("must be 1, 2 or 3")) from None
        else:
            rules[rule.key] = rule.default
    money = RoomMoney(_flag(data, "flop"), rules["rake"], rules["jackpot"], rules["rake_from"])
    return money, run_rules(rules)


def _room_scenario(data: Mapping[str, Any], hand: Hand, game: Game) -> Scenario:
    """The scenario of an input with the room's money or runs (:data:`ROOM_KEYS`)."""
    money, rules = _room_rules(data)
    _check_drop_unit(money, hand)
    kind = _kind(data)
    double = _double_board(data)
    if double:  # the two boards are dealt by the game: divided as two runs, no run-it-twice rule
        data = {**data, "runs": 2}
    runs, run_rankings = run_rankings_from_dict(data, hand, game, None if double else rules, kind)
    if double and not money.flop:
        raise PotError("bad_field", "flop", value=False, reason=N_("a double board game has a flop"))
    if runs > 1 and not money.flop:
        raise PotError("bad_field", "flop", value=False, reason=N_("a board run more than once has a flop"))
    hole, board = data.get("hole"), data.get("board")
    ranking = _ranking(data, hand, game) if runs == 1 else None
    boards = tuple(data["boards"]) if runs > 1 and "boards" in data else None
    return Scenario(
        hand,
        ranking,
        dict(hole) if hole else None,
        board if runs == 1 else None,
        game,
        money,
        runs,
        run_rankings,
        boards,
        rules,
        kind,
        double,
    )


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
    if scenario.variant is not None:
        return out | _variant_to_dict(scenario) | ({"kind": scenario.kind} if scenario.kind != "cash" else {})
    if scenario.hole is not None:
        out["hole"] = dict(scenario.hole)
        if scenario.board is not None:  # None when the hand was run more than once (boards)
            out["board"] = scenario.board
        if scenario.game != Game.HOLDEM:
            out["game"] = scenario.game.value
    elif scenario.ranking is not None:
        out["ranking"] = [list(g) for g in scenario.ranking]
    if scenario.money is not None:
        out |= _room_to_dict(scenario)
    if scenario.kind != "cash":
        out["kind"] = scenario.kind
    return out


def _showdown_to_dict(scenario: Scenario, show: Showdown) -> Any:
    """One run's showdown as rankings: ``{"high": ..., "low": ...}`` in hi-lo games."""
    low = [list(g) for g in show.low]
    if scenario.variant == Variant.RAZZ:
        return low
    high = [list(g) for g in show.high or ()]
    return {"high": high, "low": low} if scenario.variant and scenario.variant.hilo else high


def _variant_to_dict(scenario: Scenario) -> dict[str, Any]:
    """A hi-lo or stud game's fields: the game, the cards or the rankings, the room's money."""
    assert scenario.variant is not None
    out: dict[str, Any] = {"game": scenario.variant.value}
    if scenario.hole is not None:
        out["hole"] = dict(scenario.hole)
        if scenario.board is not None:
            out["board"] = scenario.board
        if scenario.community is not None:
            out["community"] = scenario.community
    elif scenario.showdowns is not None and scenario.runs == 1:
        given = _showdown_to_dict(scenario, scenario.showdowns[0])
        out |= (
            {"high_ranking": given["high"], "low_ranking": given["low"]}
            if isinstance(given, dict)
            else {"ranking": given}
        )
    if scenario.money is not None:
        out |= _room_to_dict(scenario)
        if scenario.runs > 1 and scenario.boards is None and scenario.showdowns is not None:
            out["board_rankings"] = [_showdown_to_dict(scenario, show) for show in scenario.showdowns]
    return out


def _room_to_dict(scenario: Scenario) -> dict[str, Any]:
    from dealer_trainer.engine.house_rules import BY_KEY, RUN_RULES

    money = scenario.money
    assert money is not None
    out: dict[str, Any] = {"flop": money.flop}
    for key, value in (("rake", money.rake), ("jackpot", money.jackpot), ("rake_from", money.rake_from)):
        if value is not None:
            out[key] = BY_KEY[key].dump(value)
    for key, value in zip(RUN_RULES, astuple(scenario.run_rules), strict=True):
        if value != BY_KEY[key].default:
            out[key] = BY_KEY[key].dump(value)
    if scenario.double_board:
        out["double_board"] = True
    elif scenario.runs > 1:
        out["runs"] = scenario.runs
        if scenario.boards is not None:
            out["boards"] = list(scenario.boards)
        elif scenario.run_rankings is not None:
            out["board_rankings"] = [[list(g) for g in ranking] for ranking in scenario.run_rankings]
    return out


def pot_to_dict(pot: Pot, drop: PotDrop | None = None) -> dict[str, Any]:
    """One pot as ``pots --json`` prints it: name, amount, lower, upper, eligible, shares, dead,
    and with the room's money (``drop``) the ``rake`` and ``jackpot`` taken from it (``amount`` is
    before them)."""
    out = {
        "name": pot.name,
        "amount": pot.amount,
        "lower": pot.lower,
        "upper": pot.upper,
        "eligible": list(pot.eligible),
        "shares": dict(pot.shares),
        "dead": pot.dead,
    }
    if drop is not None:
        out |= {"rake": drop.rake, "jackpot": drop.jackpot}
    return out


def _award_to_dict(award: Award) -> dict[str, Any]:
    out = {
        "pot": award.pot.name,
        "to": dict(award.to),
        "showdown": award.showdown,
        "odd_chips": list(award.odd_chips),
    }
    if award.run is not None:
        out["run"] = award.run
    if award.half is not None:
        out["half"] = award.half
    return out


def settlement_to_dict(settlement: Settlement) -> dict[str, Any]:
    """The ``pots --json`` output: pots, returned, awards (award order), payouts; settled with the
    room's money, also each pot's and the hand's ``rake`` and ``jackpot``, and each award's
    ``run`` when the board was run more than once (docs/rules.md#rake)."""
    drops = settlement.drops or (None,) * len(settlement.pots)
    out: dict[str, Any] = {
        "pots": [pot_to_dict(pot, drop) for pot, drop in zip(settlement.pots, drops, strict=True)],
        "returned": {settlement.returned.seat: settlement.returned.amount} if settlement.returned else {},
    }
    if settlement.drops:
        out |= {"rake": settlement.rake, "jackpot": settlement.jackpot}
    if settlement.payouts is not None:
        out["awards"] = [_award_to_dict(a) for a in settlement.awards]
        out["payouts"] = dict(settlement.payouts)
    return out
