"""Helpers for the betting referee's tests: write an ``action`` hand compactly, play it and read
the ``--json`` result or the one-line refusal."""

from __future__ import annotations

from typing import Any

from dealer_trainer.engine.betting import IllegalAction
from dealer_trainer.engine.betting_io import hand_from_dict, play, result_to_dict
from dealer_trainer.wording.betting_text import closed_sentence, illegal_message

FLOP, TURN, RIVER = {"street": "flop"}, {"street": "turn"}, {"street": "river"}


def act(seat: str, do: str, to: int | None = None) -> dict[str, Any]:
    """One action of the list."""
    return {"seat": seat, "do": do} | ({"to": to} if to is not None else {})


def fold(seat: str) -> dict[str, Any]:
    return act(seat, "fold")


def check(seat: str) -> dict[str, Any]:
    return act(seat, "check")


def call(seat: str) -> dict[str, Any]:
    return act(seat, "call")


def bet(seat: str, to: int) -> dict[str, Any]:
    return act(seat, "bet", to)


def raise_to(seat: str, to: int) -> dict[str, Any]:
    return act(seat, "raise", to)


def all_in(seat: str) -> dict[str, Any]:
    return act(seat, "all-in")


def game(
    seats: list[str], stacks: list[int] | int, blinds=(1, 2), button: str | None = None, **extra
) -> dict:
    """An ``action`` input: ``seats`` clockwise, the button last unless given."""
    if isinstance(stacks, int):
        stacks = [stacks] * len(seats)
    data = {
        "structure": "no-limit",
        "seats": seats,
        "button": button or seats[-1],
        "stacks": dict(zip(seats, stacks, strict=True)),
        "blinds": {"small": blinds[0], "big": blinds[1]},
        "actions": [],
    }
    data.update(extra)
    return data


def with_actions(data: dict, *actions: dict) -> dict:
    return {**data, "actions": list(actions)}


def referee(data: dict) -> dict[str, Any]:
    """The ``dealer-trainer action --json`` result of ``data``."""
    return result_to_dict(play(hand_from_dict(data)), closed_sentence)


def refusal(data: dict) -> str:
    """The one-line refusal of the illegal action in ``data`` (fails if every action is legal)."""
    try:
        play(hand_from_dict(data))
    except IllegalAction as exc:
        return illegal_message(exc)
    raise AssertionError("every action was accepted")


def raise_range(result: dict) -> tuple[int, int] | None:
    r = result["legal"]["raise"]
    return (r["min_to"], r["max_to"]) if r else None


def pots(result: dict) -> list[tuple[str, int, list[str]]]:
    return [(p["name"], p["amount"], p["eligible"]) for p in result["pots"]]


# ---- random hands and random legal play (properties and the PokerKit cross-check) ----------------


def random_hand(rng, structure: str = "no-limit", *, extras: bool = True) -> dict:
    """A random ``action`` input without actions: 2-9 seats ``P0``.. (the button last, so ``P0``
    is the small blind, ``P1`` the big blind), unequal stacks (many short, so all-ins at several
    levels and short all-ins happen), sometimes per-player antes, a big-blind ante or a straddle,
    now and then a blind short of its amount."""
    n = rng.choice([2, 2, 3, 3, 4, 5, 6, 7, 8, 9])
    sb, bb = rng.choice([(1, 2), (5, 10), (25, 50), (50, 100), (10, 10)])
    seats = [f"P{i}" for i in range(n)]
    data = game(seats, 1, blinds=(sb, bb))
    data["structure"] = structure
    ante = 0
    if extras and n > 2 and rng.random() < 0.15:
        data["ante"] = ante = rng.choice([1, bb // 5 or 1, bb // 2])
    elif extras and rng.random() < 0.15:
        data["big_blind_ante"] = ante = bb
        data["bba_order"] = rng.choice(["big-blind-first", "ante-first"])
    stacks = []
    for _ in seats:
        kind = rng.random()
        if kind < 0.45:
            stack = rng.randint(bb + ante + 1, 12 * bb)
        elif kind < 0.8:
            stack = rng.randint(12 * bb, 50 * bb)
        else:
            stack = rng.randint(50 * bb, 200 * bb)
        stacks.append(stack)
    if rng.random() < 0.04:  # a big blind short of its blind (and of the ante)
        stacks[1] = rng.randint(1, bb + ante)
    data["stacks"] = dict(zip(seats, stacks, strict=True))
    if extras and n > 3 and rng.random() < 0.1:
        amount = 2 * bb if structure == "fixed-limit" else rng.choice([2 * bb, 3 * bb])
        if stacks[2] - (data.get("ante") or 0) >= amount:
            data["straddle"] = {"seat": "P2", "amount": amount}
    return data


def random_action(rng, state) -> Any:
    """A random legal action for the seat to act: folds, checks, calls, bets and raises of every
    legal size (the minimum, the maximum, all-in, in between), often all-in."""
    from dealer_trainer.engine.betting import Action, Do

    legal = state.legal()
    seat = legal.seat
    total = state.bets[seat] + state.stacks[seat]
    roll = rng.random()
    if legal.fold and roll < 0.2 and (len(state.live) > 2 or roll < 0.06):
        return Action(seat, Do.FOLD)
    rng_ = legal.raise_range
    if rng_ is not None and roll < 0.55:
        pick = rng.random()
        if pick < 0.35:
            to = rng_.min_to
        elif pick < 0.6:
            to = rng_.max_to
        else:
            to = rng.randint(rng_.min_to, rng_.max_to)
        if to == total and rng.random() < 0.5:
            return Action(seat, Do.ALL_IN)
        return Action(seat, rng_.kind, to)
    if legal.check:
        return Action(seat, Do.CHECK)
    if legal.call == state.stacks[seat] and rng.random() < 0.3:
        return Action(seat, Do.ALL_IN)
    return Action(seat, Do.CALL)


def play_randomly(rng, state, on_step=None):
    """Play ``state`` to the end of the betting with :func:`random_action`, dealing each street;
    ``on_step(state)`` is called on every state reached. Returns the last state."""
    while True:
        if on_step is not None:
            on_step(state)
        if state.betting_over:
            return state
        if state.round_complete:
            state = state.next_street()
            continue
        state = state.apply(random_action(rng, state))
