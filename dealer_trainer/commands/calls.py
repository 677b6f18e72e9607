"""``dealer-trainer check --calls CALLS.json``: grade the calls of the hands at showdown
(formats.md §7), from a drill (``--code``, ``--file``) or a ``pots`` scenario (``--scenario``).

``CALLS.json`` maps seat -> call (``"pair of kings"``), or in hi-lo games seat ->
``{"high": ..., "low": ...}``; a board run more than once takes a list per seat, one call per run
in run order (README, an extension of formats.md §7). Exit 0 when every call is right, 1 with one
diagnosis per wrong call, 2 on bad input (rule: docs/rules.md#calling-the-hands).
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from dealer_trainer.commands.common import InputError, read_json
from dealer_trainer.drills.checking import mistakes_heading
from dealer_trainer.drills.hand_calls import (
    HALVES,
    CallVerdict,
    cards_of,
    drill_hands,
    grade_calls,
    grade_run_calls,
    read_hands,
)
from dealer_trainer.drills.models import Drill
from dealer_trainer.engine import PotError
from dealer_trainer.engine.rule_sources import rule
from dealer_trainer.engine.scenario import scenario_from_dict
from dealer_trainer.i18n import _
from dealer_trainer.wording.explain import error_message


@dataclass(frozen=True)
class Showdown:
    """What the calls are graded on: each live seat's cards, the board, the game (a key of
    :data:`HALVES`) and each pot's eligible seats."""

    hole: dict[str, tuple[str, ...]]
    board: tuple[str, ...]
    game: str
    contests: tuple[tuple[str, ...], ...]
    folded: frozenset[str]
    boards: tuple[tuple[str, ...], ...] = ()  # one board per run when the board was run more than once


def showdown_of_drill(drill: Drill) -> Showdown:
    """The showdown of a drill with cards (``--code``, ``--file``); of a board run more than
    once, with each run's board.

    Raises:
        InputError: the drill has no cards.
    """
    if drill.runs > 1:
        return _run_showdown(drill)
    try:
        read = drill_hands(drill)
    except PotError as exc:
        raise InputError(error_message(exc)) from None
    if read is None:
        raise InputError(_("the drill has no cards at showdown: there is no hand to call"))
    live = [s for s in drill.seats if not s.folded]
    return Showdown(
        {s.name: cards_of(s.hole) for s in live},
        cards_of(drill.board),
        drill.game.value,
        read[1],
        frozenset(s.name for s in drill.seats if s.folded),
    )


def _run_showdown(drill: Drill) -> Showdown:
    live = [s for s in drill.seats if not s.folded]
    if not all(s.hole for s in live):
        raise InputError(_("the drill has no cards at showdown: there is no hand to call"))
    try:
        boards = tuple(cards_of(b) for b in drill.boards)
        contests = tuple(p.eligible for p in drill.settlement().pots)
    except PotError as exc:
        raise InputError(error_message(exc)) from None
    return Showdown(
        {s.name: cards_of(s.hole) for s in live},
        boards[0],
        drill.game.value,
        contests,
        frozenset(s.name for s in drill.seats if s.folded),
        boards,
    )


def showdown_of_scenario(data: Any, where: str) -> Showdown:
    """The showdown of a ``pots`` scenario with ``hole`` cards (and a ``board`` but in stud).

    Raises:
        InputError: the scenario is not valid, has no cards, a game whose hands are not called,
            or a board run more than once.
    """
    try:
        scenario = scenario_from_dict(data)
        pots = scenario.settle().pots
    except PotError as exc:
        raise InputError(f"{where}: {error_message(exc)}") from None
    game = str(data.get("game", "holdem"))
    if game not in HALVES:
        raise InputError(
            _("{where}: the hands of {game} are not called (one of {games})").format(
                where=where, game=game, games=", ".join(HALVES)
            )
        )
    if scenario.runs > 1 and not data.get("boards"):
        raise InputError(
            _("{where}: the board was run more than once: give each run's board (boards)").format(where=where)
        )
    hole = data.get("hole") or {}
    live = scenario.hand.live
    if not all(seat in hole for seat in live) or (
        not game.startswith(("stud", "razz")) and not data.get("board") and not data.get("boards")
    ):
        raise InputError(
            _("{where}: give every live seat's hole cards and the board: there is no hand to call").format(
                where=where
            )
        )
    try:
        cards = {seat: cards_of(hole[seat]) for seat in live}
        boards = tuple(cards_of(b) for b in data["boards"]) if scenario.runs > 1 else ()
        board = boards[0] if boards else cards_of(data["board"]) if data.get("board") else ()
    except PotError as exc:
        raise InputError(f"{where}: {error_message(exc)}") from None
    contests = tuple(p.eligible for p in pots)
    return Showdown(cards, board, game, contests, frozenset(scenario.hand.folded), boards)


def read_calls(data: Any, show: Showdown, where: str) -> dict[str, Any]:
    """The calls of ``CALLS.json``: seat -> text, or ``{"high": text, "low": text}`` in hi-lo.

    Raises:
        InputError: not an object; a seat not in the hand, or folded; a call of the wrong shape.
    """
    if not isinstance(data, Mapping):
        raise InputError(_("{where}: the calls must be a JSON object of seat -> call").format(where=where))
    hilo = len(HALVES[show.game]) > 1
    runs = len(show.boards)
    for seat, given in data.items():
        if seat in show.folded:
            raise InputError(
                _("{where}: {seat} folded: only live hands are called").format(where=where, seat=seat)
            )
        if seat not in show.hole:
            raise InputError(
                _("{where}: {seat!r} is not a live seat of the hand ({seats})").format(
                    where=where, seat=seat, seats=", ".join(show.hole)
                )
            )
        if runs and not (isinstance(given, list) and len(given) == runs):
            raise InputError(
                _(
                    "{where}: {seat}: the board was run {runs} times: give a list of {runs} calls, one a run"
                ).format(where=where, seat=seat, runs=runs)
            )
        for call in given if runs else [given]:
            _check_call_shape(call, hilo, seat, where)
    return dict(data)


def _check_call_shape(call: Any, hilo: bool, seat: str, where: str) -> None:
    """Raise :class:`InputError` unless ``call`` is one call: a text, or in hi-lo an object."""
    if hilo and not (
        isinstance(call, Mapping)
        and set(call) <= {"high", "low"}
        and all(isinstance(v, str) for v in call.values())
    ):
        raise InputError(
            _('{where}: {seat}: a hi-lo call is an object {{"high": "...", "low": "..."}}').format(
                where=where, seat=seat
            )
        )
    if not hilo and not isinstance(call, str):
        raise InputError(
            _("{where}: {seat}: a call is a text such as 'pair of kings'").format(where=where, seat=seat)
        )


def grade(show: Showdown, calls_path: str) -> list[CallVerdict]:
    """Each competing seat's call graded (a seat not called is a wrong call).

    Raises:
        InputError: as :func:`read_calls`; cards the engine cannot read.
    """
    calls = read_calls(read_json(calls_path), show, calls_path)
    try:
        if show.boards:
            return grade_run_calls(show.hole, show.boards, show.game, show.contests, calls)
        hands = read_hands(show.hole, show.board, show.game)
    except PotError as exc:
        raise InputError(error_message(exc)) from None
    return grade_calls(hands, show.contests, calls)


def calls_dict(verdicts: Sequence[CallVerdict]) -> dict[str, Any]:
    """The ``check --calls --json`` shape: ``correct``, one entry per call, the mistakes."""
    return {
        "correct": all(v.code is None for v in verdicts),
        "calls": [v.to_dict() for v in verdicts],
        "mistakes": [
            {"code": v.code, "seat": v.seat, "message": v.message, "fix": v.fix, "rule": rule("hand_call")}
            | ({"half": v.half} if v.half else {})
            | ({"run": v.run} if v.run else {})
            for v in verdicts
            if v.code
        ],
    }


def calls_text(verdicts: Sequence[CallVerdict]) -> str:
    """The verdict and one diagnosis (fix, rule) per wrong call, then each call."""
    wrong = [v for v in verdicts if v.code]
    out = [mistakes_heading(len(wrong)) if wrong else _("Every call is right.")]
    for v in wrong:
        out += [
            f"✘ {v.message}",
            "  " + _("Fix: {fix}").format(fix=v.fix),
            "  " + _("Rule: {rule}").format(rule=rule("hand_call")),
        ]
    out.append("")
    for v in verdicts:
        if v.code is None:
            seat = {"high": _("{seat} (high)"), "low": _("{seat} (low)")}.get(v.half or "", "{seat}")
            who = seat.format(seat=v.seat)
            if v.run:
                who = _("{seat}, run {run}").format(seat=who, run=v.run)
            out.append(_("✔ {seat}: {call}").format(seat=who, call=v.called))
    return "\n".join(out).rstrip("\n")


def calls_output(verdicts: Sequence[CallVerdict], as_json: bool) -> str:
    """What ``check --calls`` prints: :func:`calls_text`, or :func:`calls_dict` as JSON."""
    if as_json:
        return json.dumps(calls_dict(verdicts), indent=2, ensure_ascii=False)
    return calls_text(verdicts)
