"""Helpers for the betting referee's tests: write an ``action`` hand compactly, play it and read
the ``--json`` result or the one-line refusal."""

from __future__ import annotations

from typing import Any

from dealer_trainer.betting_text import closed_sentence, illegal_message
from dealer_trainer.engine.betting import IllegalAction
from dealer_trainer.engine.betting_io import hand_from_dict, play, result_to_dict

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
