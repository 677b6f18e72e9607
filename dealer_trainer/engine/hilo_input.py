"""The ``pots`` input of hi-lo and stud games (formats.md §1): rankings or cards to showdowns,
one per run, every bad field refused in one line (no Qt)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from dealer_trainer.engine.award import check_ranking
from dealer_trainer.engine.cards import parse_cards
from dealer_trainer.engine.errors import PotError
from dealer_trainer.engine.hand import Hand
from dealer_trainer.engine.hilo import Showdown, Variant, read_showdown
from dealer_trainer.engine.runs import RunRules, check_boards, run_rankings_from_dict
from dealer_trainer.engine.showdown import Game
from dealer_trainer.i18n import N_

Groups = tuple[tuple[str, ...], ...]


def _ranking(hand: Hand, value: Any, key: str) -> Groups:
    if not isinstance(value, list) or not all(isinstance(g, list) for g in value):
        raise PotError("bad_ranking", key, value=value)
    try:
        return check_ranking(hand, value)
    except PotError as exc:
        raise PotError(exc.code, key, **exc.values) from None


def _ranked_showdown(hand: Hand, variant: Variant, entry: Any, key: str) -> Showdown:
    """A showdown given as rankings: ``{"high": [...], "low": [...]}`` in hi-lo games, a
    ``ranking`` (razz: the low ranking, best first) in stud games."""
    if not variant.hilo:
        ranking = _ranking(hand, entry, key)
        return Showdown(None, ranking) if variant == Variant.RAZZ else Showdown(ranking, ())
    if not isinstance(entry, Mapping) or set(entry) != {"high", "low"}:
        raise PotError("bad_field", key, value=entry, reason=N_("give high and low rankings"))
    return _hilo_showdown(hand, entry["high"], entry["low"], key, key)


def _hilo_showdown(hand: Hand, high: Any, low: Any, high_key: str, low_key: str) -> Showdown:
    """A hi-lo showdown from its rankings; the low ranking names seats still in the hand only."""
    high_groups, low_groups = _ranking(hand, high, high_key), _ranking(hand, low, low_key)
    for seat in (seat for group in low_groups for seat in group):
        if seat not in hand.live:
            raise PotError(
                "bad_field", low_key, seat=seat, reason=N_("a seat not in the hand cannot hold a low")
            )
    return Showdown(high_groups, low_groups)


def _one_board(data: Mapping[str, Any], hand: Hand, variant: Variant) -> Showdown | None:
    """The showdown of a board run once: from rankings, from cards, or both (then they must
    agree; a low listed that the cards do not make is named)."""
    keys = ("high_ranking", "low_ranking") if variant.hilo else ("ranking",)
    given = [key for key in keys if key in data]
    ranked = None
    if given:
        if len(given) != len(keys):
            raise PotError("missing_field", next(key for key in keys if key not in data))
        if variant.hilo:
            ranked = _hilo_showdown(hand, data["high_ranking"], data["low_ranking"], *keys)
        else:
            ranked = _ranked_showdown(hand, variant, data["ranking"], "ranking")
    if "hole" not in data:
        return ranked
    read = read_showdown(hand, variant, data["hole"], data.get("board"), data.get("community"))
    if ranked is not None:
        _agree(ranked, read, variant)
    return read


def _agree(ranked: Showdown, read: Showdown, variant: Variant) -> None:
    """Rankings given beside the cards must say what the cards say.

    Raises:
        PotError: ``bad_field`` naming a seat listed with a low its cards do not make, or the
            ranking that does not match the cards.
    """
    qualifying = {seat for group in read.low for seat in group}
    low_key = "low_ranking" if variant.hilo else "ranking"
    for seat in (seat for group in ranked.low for seat in group):
        if seat not in qualifying:
            raise PotError("bad_field", low_key, seat=seat, reason=N_("these cards make no 8-or-better low"))
    if ranked.low != read.low and (variant.hilo or variant == Variant.RAZZ):
        raise PotError(
            "bad_field", low_key, value=[list(g) for g in read.low], reason=N_("the cards rank the lows so")
        )
    if ranked.high is not None and ranked.high != read.high:
        high_key = "high_ranking" if variant.hilo else "ranking"
        raise PotError(
            "bad_field",
            high_key,
            value=[list(g) for g in read.high or ()],
            reason=N_("the cards rank the hands so"),
        )


def _refuse(data: Mapping[str, Any], variant: Variant) -> None:
    """Fields the game does not have, refused in one line."""
    if variant.hilo and "ranking" in data:
        raise PotError("bad_field", "ranking", reason=N_("hi-lo games give high_ranking and low_ranking"))
    for key in ("high_ranking", "low_ranking"):
        if not variant.hilo and key in data:
            raise PotError("bad_field", key, reason=N_("only hi-lo games have a low ranking"))
    if "community" in data and (not variant.stud or "hole" not in data or "runs" in data):
        reason = N_("only a stud hand's hole cards, run once, go with a community card")
        raise PotError("bad_field", "community", reason=reason)
    for key in ("board", "boards"):
        if variant.stud and key in data:
            raise PotError("bad_field", key, reason=N_("stud games have no board"))


def showdowns_from_dict(
    data: Mapping[str, Any], hand: Hand, variant: Variant, rules: RunRules, kind: str = "cash"
) -> tuple[int, tuple[Showdown, ...] | None]:
    """Read a hi-lo or stud game's showdown: ``(runs, one Showdown per run)``, the showdowns
    None when none is given. ``rules`` are the room's run-it-twice house rules, ``kind`` the kind
    of game (:func:`~dealer_trainer.engine.runs.check_run_rules`).
    Rule: docs/rules.md#hi-lo-and-stud (formats.md §1).

    Raises:
        PotError: ``bad_field`` (``ranking`` in a hi-lo game, a board in stud, a low ranking
            naming a seat not in the hand, rankings the cards contradict, runs), ``missing_field``,
            ``bad_ranking``, ``unknown_seat``, ``bad_cards``, ``missing_cards``, ``duplicate_card``.
    """
    _refuse(data, variant)
    given = [key for key in ("board_rankings", "boards") if key in data]
    if len(given) == 2:
        raise PotError("bad_field", "boards", reason=N_("give boards or board_rankings, not both"))
    if given and "runs" not in data:
        raise PotError("missing_field", "runs")
    if "runs" not in data:
        return 1, (None if (one := _one_board(data, hand, variant)) is None else (one,))
    for key in ("high_ranking", "low_ranking"):
        if key in data:
            raise PotError("bad_field", key, reason=N_("with runs, give board_rankings: one ranking per run"))
    plain = {key: value for key, value in data.items() if key not in ("board_rankings", "boards")}
    runs = run_rankings_from_dict(plain, hand, Game.HOLDEM, rules, kind)[0]
    if not given:
        return runs, None
    value = data[given[0]]
    if not isinstance(value, list) or len(value) != runs:
        count = len(value) if isinstance(value, list) else value
        raise PotError("bad_field", given[0], value=count, reason=N_("give one entry per run"), expected=runs)
    if given[0] == "board_rankings":
        return runs, tuple(_ranked_showdown(hand, variant, entry, "board_rankings") for entry in value)
    if "hole" not in data:
        raise PotError("missing_field", "hole")
    boards = []
    for board in value:
        if not isinstance(board, str | list):
            raise PotError("bad_field", "boards", value=board)
        boards.append(parse_cards(board, "boards"))
        if len(boards[-1]) != 5:
            raise PotError("bad_cards", "boards", count=len(boards[-1]), expected=5)
    check_boards(boards)
    return runs, tuple(read_showdown(hand, variant, data["hole"], list(board)) for board in boards)
