"""The ``dealer-trainer action`` JSON format <-> the betting referee: read a hand and its action
list, play it, and write the result (``--json``) and the final ``pots`` scenario.

Input keys: ``game``, ``structure``, ``seats``, ``button``, ``stacks``, ``blinds``
``{"small", "big"}``, ``ante``, ``big_blind_ante``, ``bba_order``, ``straddle``
``{"seat", "amount"}`` or ``straddles`` (a list of them), ``button_straddle``, ``posts``
(``{"seat", "amount"}`` each), ``dead`` (``{"seat", "amount", "kind"}`` each), ``bomb_pot``
``{"ante"}``, ``straddles_allowed``, ``button_straddle_first``, no-limit and pot-limit
``reopen``, fixed limit ``bets`` ``{"small", "big"}``, ``cap``, ``heads_up_cap`` (or the older
``cap_heads_up``), ``half_bet_rule``, pot limit ``pl_short_blind``, ``hole``, ``board`` and
``actions``: a list of ``{"seat", "do", "to"}`` with a ``{"street": "flop"|"turn"|"river"}``
marker before each street's first action (formats §3). ``game`` may be ``omaha-hilo``; the stud
games (``stud``, ``stud-hilo``, ``razz``) read ``bring_in``, ``cards`` and ``community`` instead
of the blinds and hole cards, and mark ``fourth`` to ``seventh`` street (formats §4,
``engine.stud_io``). The house-rule keys, the structures each
applies to, and reading and writing them come from their declaration
(:data:`dealer_trainer.engine.house_rules.BETTING_RULES`). No Qt.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from enum import Enum
from typing import Any

from dealer_trainer.engine.betting import Action, BettingState, Do, IllegalAction, Reason
from dealer_trainer.engine.betting_table import (
    BETTING_STREETS,
    DEAD_KINDS,
    BbaOrder,
    BettingError,
    DeadPost,
    HeadsUpCap,
    LivePost,
    Straddle,
    Street,
    Structure,
    Table,
)
from dealer_trainer.engine.cards import parse_cards
from dealer_trainer.engine.errors import PotError
from dealer_trainer.engine.hand import check_chips
from dealer_trainer.engine.hilo import Variant
from dealer_trainer.engine.house_rules import BETTING_RULES, HouseRule
from dealer_trainer.engine.scenario import Scenario, pot_to_dict, scenario_to_dict
from dealer_trainer.engine.showdown import HOLE_COUNT, Game
from dealer_trainer.engine.stud_io import (
    NOT_IN_STUD,
    STUD_GAMES,
    STUD_KEYS,
    STUD_REQUIRED,
    StudDealing,
    stud_deal,
    stud_scenario_cards,
)

KNOWN_KEYS = {
    "game",
    "structure",
    "seats",
    "button",
    "stacks",
    "blinds",
    "ante",
    "big_blind_ante",
    "straddle",
    "straddles",
    "button_straddle",
    "posts",
    "dead",
    "bomb_pot",
    "cap_heads_up",
    "bets",
    "hole",
    "board",
    "actions",
    *STUD_KEYS,
} | {rule.name for rule in BETTING_RULES}
REQUIRED_KEYS = ("structure", "seats", "button", "stacks", "blinds", "actions")

#: The most actions and street markers a hand may list: a long real hand has a few dozen; a
#: file with thousands is damaged or hostile (and would take the referee seconds to replay).
MAX_STEPS = 1000
#: Keys that only a fixed-limit game reads, and the one only pot limit reads.
LIMIT_KEYS = (
    "bets",
    *(rule.name for rule in BETTING_RULES if rule.structures == ("fixed-limit",)),
    "cap_heads_up",
)
POT_LIMIT_KEYS = tuple(rule.name for rule in BETTING_RULES if rule.structures == ("pot-limit",))
#: Betting rules of some structures but not one alone (``reopen``: no-limit and pot-limit).
SOME_STRUCTURES_RULES = tuple(rule for rule in BETTING_RULES if 1 < len(rule.structures) < 3)
#: The old key of ``heads_up_cap`` (a flag), still read: true is ``kept``.
HEADS_UP_CAP_ALIAS = "cap_heads_up"


@dataclass(frozen=True)
class ActionHand:
    """A hand as the ``action`` command reads it: the :class:`Table`, the list of steps (each an
    :class:`Action` or the :class:`Street` a marker opens) and the cards passed through."""

    table: Table
    steps: tuple[Action | Street, ...]
    hole: Mapping[str, Any] | None = None
    board: Any = None


#: The games ``action`` reads: hold'em, Omaha, Omaha hi-lo and the stud games.
GAMES = (*(g.value for g in Game), *(v.value for v in Variant))


def _game(data: Mapping[str, Any]) -> Game | Variant:
    value = data.get("game", "holdem")
    if value not in GAMES:
        raise BettingError("bad_choice", "game", value=value, choices=list(GAMES))
    return Game(value) if value in tuple(Game) else Variant(value)


def _enum(data: Mapping[str, Any], key: str, kind: type[Enum], default: Any) -> Any:
    value = data.get(key, default)
    try:
        return kind(value)
    except ValueError:
        raise BettingError("bad_choice", key, value=value, choices=[m.value for m in kind]) from None


def _object(data: Mapping[str, Any], key: str, keys: tuple[str, ...]) -> Mapping[str, Any]:
    value = data[key]
    if not isinstance(value, Mapping):
        raise BettingError("not_an_object", key, value=value)
    for k in value:
        if k not in keys:
            raise BettingError("unknown_key", key, key=k, known=list(keys))
    for k in keys:
        if k not in value:
            raise BettingError("missing_key", key, key=k)
    return value


def _flag(data: Mapping[str, Any], key: str, default: bool) -> bool:
    value = data.get(key, default)
    if not isinstance(value, bool):
        raise BettingError("not_a_flag", key, value=value)
    return value


def _rule_value(data: Mapping[str, Any], rule: HouseRule) -> Any:
    """The value of betting rule ``rule`` in an ``action`` input (its default when missing; a
    structured value is checked by the :class:`Table`)."""
    if rule.structured is not None:
        return data.get(rule.name, rule.default)
    if rule.is_flag:
        return _flag(data, rule.name, rule.default)
    value = data.get(rule.name, rule.default)
    try:
        return rule.parse(value)
    except ValueError:
        raise BettingError("bad_choice", rule.name, value=value, choices=rule.values()) from None


def _seat_amounts(data: Mapping[str, Any], key: str, keys: tuple[str, ...]) -> list[Mapping[str, Any]]:
    """The list ``data[key]`` of objects with exactly ``keys`` (``seat``, ``amount``, ...)."""
    items = data[key]
    if not isinstance(items, list):
        raise BettingError("not_a_seat_list", key, value=items)
    return [_object({key: item}, key, keys) for item in items]


def _pre_deal(data: Mapping[str, Any]) -> dict[str, Any]:
    """The :class:`Table` fields of what is posted before the deal: ``straddle`` (one) or
    ``straddles`` (a list; not both), ``button_straddle``, ``posts``, ``dead``, ``bomb_pot``."""
    out: dict[str, Any] = {}
    if "straddle" in data and "straddles" in data:
        raise BettingError("straddle_and_straddles", "straddles")
    if data.get("straddle") is not None:
        s = _object(data, "straddle", ("seat", "amount"))
        out["straddles"] = (Straddle(s["seat"], s["amount"]),)
    elif data.get("straddles") is not None:
        items = _seat_amounts(data, "straddles", ("seat", "amount"))
        out["straddles"] = tuple(Straddle(s["seat"], s["amount"]) for s in items)
    out["button_straddle"] = _flag(data, "button_straddle", False)
    if data.get("posts") is not None:
        items = _seat_amounts(data, "posts", ("seat", "amount"))
        out["live_posts"] = tuple(LivePost(p["seat"], p["amount"]) for p in items)
    if data.get("dead") is not None:
        items = _seat_amounts(data, "dead", ("seat", "amount", "kind"))
        for d in items:
            if d["kind"] not in DEAD_KINDS:
                raise BettingError("bad_choice", "dead", value=d["kind"], choices=list(DEAD_KINDS))
        out["dead_posts"] = tuple(DeadPost(d["seat"], d["amount"], d["kind"]) for d in items)
    if data.get("bomb_pot") is not None:
        out["bomb_pot"] = _object(data, "bomb_pot", ("ante",))["ante"]
    return out


def table_from_dict(data: Any) -> Table:
    """The :class:`Table` of an ``action`` input dict (keys above; every action left out).

    Raises:
        BettingError: ``not_an_object``, ``unknown_field``, ``missing_field``, ``bad_choice``,
            ``unknown_key``, ``missing_key``, ``not_a_flag``, ``limit_only``, ``pot_limit_only``
            and every error of :class:`Table`.
        PotError: seat and chip errors (``duplicate_seat``, ``negative_amount`` ...).
    """
    if not isinstance(data, Mapping):
        raise BettingError("not_an_object", "", value=type(data).__name__)
    unknown = sorted(set(data) - KNOWN_KEYS)
    if unknown:
        raise BettingError("unknown_field", unknown[0])
    game = _game(data)
    stud = game in STUD_GAMES
    for key in STUD_REQUIRED if stud else REQUIRED_KEYS:
        if key not in data:
            raise BettingError("missing_field", key)
    for key in NOT_IN_STUD if stud else STUD_KEYS:
        if key in data:
            raise BettingError("stud_with" if stud else "stud_only", key, key=key, game=game.value)
    for rule in BETTING_RULES:
        if rule.name in data and rule.games == ("stud",) and game != Variant.STUD:
            raise BettingError("not_in_game", rule.name, game=game.value)
    structure = _enum(data, "structure", Structure, None)
    if stud and structure != Structure.FIXED_LIMIT:
        raise BettingError("stud_fixed_limit", "structure", structure=structure.value)
    if structure != Structure.FIXED_LIMIT:
        for key in LIMIT_KEYS:
            if key in data:
                raise BettingError("limit_only", key, structure=structure.value)
    if structure != Structure.POT_LIMIT:
        for key in POT_LIMIT_KEYS:
            if key in data:
                raise BettingError("pot_limit_only", key, structure=structure.value)
    seats = data["seats"]
    if not isinstance(seats, list):
        raise PotError("bad_field", "seats", value=seats)
    stacks = data["stacks"]
    if not isinstance(stacks, Mapping):
        raise BettingError("not_an_object", "stacks", value=stacks)
    for rule in SOME_STRUCTURES_RULES:
        if rule.name in data and structure.value not in rule.structures:
            raise BettingError(
                "not_in_structure", rule.name, structure=structure.value, of=list(rule.structures)
            )
    rules = {rule.key: _rule_value(data, rule) for rule in BETTING_RULES}
    if HEADS_UP_CAP_ALIAS in data:
        if "heads_up_cap" in data:
            raise BettingError("alias_and_key", HEADS_UP_CAP_ALIAS, key="heads_up_cap")
        kept = _flag(data, HEADS_UP_CAP_ALIAS, False)
        rules["heads_up_cap"] = HeadsUpCap.KEPT if kept else HeadsUpCap.LIFTED_IF_ROUND_BEGINS
    small_bet = big_bet = None
    if data.get("bets") is not None:
        bets = _object(data, "bets", ("small", "big"))
        small_bet, big_bet = bets["small"], bets["big"]
    pre_deal = _pre_deal(data)
    if stud:
        assert small_bet is not None  # bets is required in a stud hand
        check_chips(small_bet, "bets", which="small")
        assert isinstance(game, Variant)
        pre_deal["stud"] = stud_deal(data, game, tuple(seats), small_bet)
        blinds: Mapping[str, Any] = {"small": pre_deal["stud"].bring_in, "big": small_bet}
    else:
        blinds = _object(data, "blinds", ("small", "big"))
    try:
        return Table(
            seats=tuple(seats),
            button=data["button"],
            stacks=stacks,
            small_blind=blinds["small"],
            big_blind=blinds["big"],
            structure=structure,
            game=game
            if isinstance(game, Game)
            else Game.OMAHA
            if game == Variant.OMAHA_HILO
            else Game.HOLDEM,
            variant=game if isinstance(game, Variant) else None,
            ante=data.get("ante", 0),
            big_blind_ante=data.get("big_blind_ante", 0),
            **rules,
            **pre_deal,
            small_bet=small_bet,
            big_bet=big_bet,
        )
    except (BettingError, PotError) as exc:
        if exc.field in ("straddle", "straddles"):  # name the key the file used
            exc.field = "straddles" if "straddles" in data else "straddle"
        raise


def steps_from_list(items: Any, streets: tuple[Street, ...] = BETTING_STREETS) -> tuple[Action | Street, ...]:
    """The ``actions`` list as steps: an :class:`Action` per ``{"seat", "do", "to"}`` and the
    :class:`Street` of each ``{"street": ...}`` marker (one of ``streets`` after the first).

    Raises:
        BettingError: ``not_a_list``, ``too_many_steps`` (over :data:`MAX_STEPS`), ``bad_step``
            (not an object, unknown keys), ``bad_choice`` (an unknown ``do`` or street),
            ``bad_seat``, ``bad_amount`` (``to`` is not a whole number of chips),
            ``negative_to``, ``too_large_to``; the step's 1-based position is ``values["step"]``.
    """
    if not isinstance(items, list):
        raise BettingError("not_a_list", "actions", value=type(items).__name__)
    if len(items) > MAX_STEPS:
        raise BettingError("too_many_steps", "actions", count=len(items), most=MAX_STEPS)
    steps: list[Action | Street] = []
    markers = {s.value for s in streets[1:]}
    for n, item in enumerate(items, 1):
        if not isinstance(item, Mapping):
            raise BettingError("bad_step", "actions", step=n, value=item)
        if "street" in item:
            if set(item) != {"street"}:
                raise BettingError("bad_step", "actions", step=n, value=dict(item))
            if item["street"] not in markers:
                raise BettingError(
                    "bad_choice", "street", step=n, value=item["street"], choices=sorted(markers)
                )
            steps.append(Street(item["street"]))
            continue
        if not set(item) <= {"seat", "do", "to"} or "seat" not in item or "do" not in item:
            raise BettingError("bad_step", "actions", step=n, value=dict(item))
        if not isinstance(item["seat"], str):
            raise BettingError("bad_seat", "actions", step=n, value=item["seat"])
        try:
            do = Do(item["do"])
        except ValueError:
            raise BettingError(
                "bad_choice", "do", step=n, value=item["do"], choices=[d.value for d in Do]
            ) from None
        to = item.get("to")
        if to is not None:
            try:
                check_chips(to, "to")
            except PotError as exc:
                if exc.code == "negative_amount":
                    raise BettingError("negative_to", "actions", step=n, value=to) from None
                if exc.code == "too_large":
                    digits = exc.values["digits"]
                    raise BettingError("too_large_to", "actions", step=n, digits=digits) from None
                raise BettingError("bad_amount", "actions", step=n, value=to) from None
        steps.append(Action(item["seat"], do, to))
    return tuple(steps)


def hand_from_dict(data: Any) -> ActionHand:
    """:func:`table_from_dict` and :func:`steps_from_list` together, with ``hole`` and ``board``
    (checked only for their shape here; the ``pots`` scenario reads the cards).

    Raises:
        BettingError, PotError: as those two functions.
    """
    table = table_from_dict(data)
    steps = steps_from_list(data["actions"], table.streets)
    hole, board = data.get("hole"), data.get("board")
    if hole is not None and not isinstance(hole, Mapping):
        raise BettingError("not_an_object", "hole", value=hole)
    if board is not None and not isinstance(board, str | list):
        raise PotError("bad_field", "board", value=board)
    return ActionHand(table, steps, hole, board)


def check_cards(hand: ActionHand) -> None:
    """Check the cards of ``hand`` when it gives any, whatever is printed: each seat's hole
    cards (a known seat; none, or exactly two in hold'em and four in Omaha) and the board
    (none, or three to five cards); no card may appear twice.

    Raises:
        PotError: ``unknown_seat``, ``bad_field`` (not text or a list), ``bad_cards`` (unreadable,
            the wrong count), ``duplicate_card``; the field is ``hole`` or ``board``.
    """
    seen: set[str] = set()
    if hand.board is not None:
        board = parse_cards(hand.board, "board")
        if len(board) not in (0, 3, 4, 5):
            raise PotError("bad_cards", "board", count=len(board), expected=3 if len(board) < 3 else 5)
        if len(set(board)) != len(board):
            raise PotError("duplicate_card", "board", value=hand.board)
        seen.update(board)
    game = hand.table.game
    for seat, text in (hand.hole or {}).items():
        if seat not in hand.table.seats:
            raise PotError("unknown_seat", "hole", seat=seat)
        if not isinstance(text, str | list):
            raise PotError("bad_field", "hole", seat=seat, value=text)
        try:
            cards = parse_cards(text, "hole")
        except PotError as exc:
            raise PotError("bad_cards", "hole", seat=seat, **exc.values) from None
        if cards and len(cards) != HOLE_COUNT[game]:
            raise PotError("bad_cards", "hole", seat=seat, count=len(cards), expected=HOLE_COUNT[game])
        for card in cards:
            if card in seen:
                raise PotError("duplicate_card", "hole", seat=seat, card=card)
            seen.add(card)


def table_to_dict(table: Table) -> dict[str, Any]:
    """The ``action`` input keys of ``table`` (inverse of :func:`table_from_dict`; keys at their
    default are left out)."""
    out: dict[str, Any] = {
        "game": (table.variant or table.game).value,
        "structure": table.structure.value,
        "seats": list(table.seats),
        "button": table.button,
        "stacks": dict(table.stacks),
        "blinds": {"small": table.small_blind, "big": table.big_blind},
    }
    if table.stud is not None:
        del out["blinds"]
        out["bring_in"] = table.stud.bring_in
        out["cards"] = {seat: "".join(cards) for seat, cards in table.stud.cards.items()}
        if table.stud.community:
            out["community"] = table.stud.community
    if table.ante:
        out["ante"] = table.ante
    if table.big_blind_ante:
        out["big_blind_ante"] = table.big_blind_ante
        if table.bba_order != BbaOrder.BIG_BLIND_FIRST:
            out["bba_order"] = table.bba_order.value
    straddles = [{"seat": s.seat, "amount": s.amount} for s in table.straddles]
    if len(straddles) == 1 and not table.button_straddle:
        out["straddle"] = straddles[0]
    elif straddles:
        out["straddles"] = straddles
    if table.button_straddle:
        out["button_straddle"] = True
    if table.live_posts:
        out["posts"] = [{"seat": p.seat, "amount": p.amount} for p in table.live_posts]
    if table.dead_posts:
        out["dead"] = [{"seat": d.seat, "amount": d.amount, "kind": d.kind} for d in table.dead_posts]
    if table.bomb_pot:
        out["bomb_pot"] = {"ante": table.bomb_pot}
    limit = table.structure == Structure.FIXED_LIMIT
    if limit and (
        table.stud is not None or table.small_bet != table.big_blind or table.big_bet != 2 * table.big_blind
    ):
        out["bets"] = {"small": table.small_bet, "big": table.big_bet}
    for rule in BETTING_RULES:  # the rules of this structure, where not at their default
        value = getattr(table, rule.key)
        stud_only = rule.games == ("stud",) and table.variant != Variant.STUD
        if (
            rule.key != "bba_order"
            and table.structure.value in rule.structures
            and value != rule.default
            and not stud_only
        ):
            out[rule.name] = rule.dump(value)
    return out


def steps_to_list(steps: tuple[Action | Street, ...]) -> list[dict[str, Any]]:
    """The ``actions`` list of ``steps`` (inverse of :func:`steps_from_list`)."""
    out: list[dict[str, Any]] = []
    for step in steps:
        if isinstance(step, Street):
            out.append({"street": step.value})
        else:
            item: dict[str, Any] = {"seat": step.seat, "do": step.do.value}
            if step.to is not None:
                item["to"] = step.to
            out.append(item)
    return out


def play(hand: ActionHand) -> BettingState:
    """Play every step of ``hand`` from the deal; returns the state after the last one.

    A street marker deals that street: it must come when the round before it is complete and
    name the next street (a bomb pot starts on the flop; a flop marker may open its list).
    Markers after the betting is over (an all-in run-out) are allowed in order; actions are not.

    Raises:
        IllegalAction: an action the rules refuse; ``values["step"]`` is its 1-based position.
        BettingError: ``street_too_early``, ``wrong_street``, ``hand_over``, with ``step``.
    """
    state = BettingState.start(hand.table)
    runout = state.street
    dealing = StudDealing(hand.table.stud) if hand.table.stud is not None else None
    for n, step in enumerate(hand.steps, 1):
        if hand.table.bomb_pot and n == 1 and step == Street.FLOP:
            continue  # a bomb pot starts on the flop: its marker may be given
        if isinstance(step, Street):
            if len(state.live) <= 1:
                raise BettingError("hand_over", "actions", step=n, street=step.value)
            expected = _after(runout if state.betting_over else state.street, hand.table.streets)
            if not state.round_complete:
                raise BettingError(
                    "street_too_early",
                    "actions",
                    step=n,
                    street=step.value,
                    now=state.street.value,
                    turn=state.to_act,
                )
            if step != expected:
                raise BettingError(
                    "wrong_street",
                    "actions",
                    step=n,
                    street=step.value,
                    expected=expected.value if expected else None,
                )
            if dealing is not None:
                dealing.street(step, state.live, n)
            if state.betting_over:
                runout = step
            else:
                state = state.next_street()
                runout = state.street
            continue
        try:
            state = state.apply(step)
        except IllegalAction as exc:
            exc.values["step"] = n
            raise
    return state


def _after(street: Street, streets: tuple[Street, ...]) -> Street | None:
    i = streets.index(street)
    return streets[i + 1] if i + 1 < len(streets) else None


def shown_state(state: BettingState) -> BettingState:
    """The state as the ``action`` output shows it: when the betting is over, every bet pulled
    in; when only this round is complete, the next street dealt (bets pulled in, its first seat
    to act)."""
    if state.betting_over:
        return state.pull_in()
    if state.round_complete:
        return state.next_street()
    return state


def result_to_dict(state: BettingState, word: Callable[[Reason], str] = lambda r: r.code) -> dict[str, Any]:
    """The ``action --json`` output: exactly ``street``, ``to_act``, ``legal`` (``fold``,
    ``check``, ``call``, ``raise`` ``{"min_to", "max_to"}`` or None, ``raise_closed``: why raising
    is closed, worded by ``word``), ``pots`` (as ``pots --json``), ``in_front`` (seat -> chips
    bet this street, seats with chips there); plus ``returned`` (seat -> chips) once the betting
    is over."""
    before = state
    state = shown_state(state)
    legal = state.legal()
    rng = legal.raise_range
    out: dict[str, Any] = {
        "street": state.result_street.value,
        "to_act": legal.seat,
        "legal": {
            "fold": legal.fold,
            "check": legal.check,
            "call": legal.call,
            "raise": {"min_to": rng.min_to, "max_to": rng.max_to} if rng else None,
            "raise_closed": word(legal.closed) if legal.closed else None,
            **({"bring_in": legal.bring_in} if state.table.stud is not None else {}),
        },
        "pots": [pot_to_dict(p) for p in state.pots()],
        "in_front": dict(state.in_front),
    }
    if before.betting_over:
        back = before.returned()
        out["returned"] = {back.seat: back.amount} if back else {}
    return out


def scenario_dict(state: BettingState, hand: ActionHand) -> dict[str, Any]:
    """The final ``pots`` scenario of a hand whose betting is over: every seat's chips
    (per-player antes, blinds and bets, an uncalled bet included: ``pots`` returns it), the
    folded and all-in seats, the big-blind ante and the ``dead`` posts as dead money, ``flop``
    (formats §1: false when the hand ended before a flop was dealt, everyone else having folded
    before it; true otherwise, a bomb pot included), and ``hole``/``board`` when given.
    Rule: docs/rules.md#rake (no flop, no drop).

    Raises:
        BettingError: ``not_over`` while a seat still has to act.
    """
    if not state.betting_over:
        shown = shown_state(state)
        raise BettingError("not_over", "actions", street=shown.street.value, turn=shown.to_act)
    game, variant = hand.table.game, hand.table.variant
    scenario = Scenario(
        state.hand(),
        None,
        dict(hand.hole) if hand.hole is not None and variant is None else None,
        hand.board if variant is None else None,
        game if variant is None else Game.HOLDEM,
    )
    out = scenario_to_dict(scenario)
    # a flop is dealt unless one seat won before it (a bomb pot's flop comes before any betting);
    # in stud games: fourth street (formats §1)
    first = hand.table.streets[0]
    out["flop"] = bool(hand.table.bomb_pot) or state.street != first or len(state.live) >= 2
    if variant is not None:
        out["game"] = variant.value
        if hand.table.stud is not None:
            cards = stud_scenario_cards(hand.table.stud, state.live)
            if cards is not None:
                out["hole"] = {seat: "".join(c) for seat, c in cards.items()}
                if hand.table.stud.community is not None:
                    out["community"] = hand.table.stud.community
        elif hand.hole is not None:
            out["hole"] = dict(hand.hole)
            if hand.board is not None:
                out["board"] = hand.board
    elif hand.hole is None and game != Game.HOLDEM:
        out["game"] = game.value
    return out
