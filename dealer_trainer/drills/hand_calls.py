"""Grading a trainee's call of each live hand at showdown (formats.md §7).

A call names the hand's category and, from the top down, every rank needed to separate it from
each other live hand it competes with in a pot; naming more correct ranks is fine; a wrong
category or rank, or too few ranks, is ``hand_call_wrong``. Hi-lo games call each half
(``{"high": ..., "low": ...}``). Rule: docs/rules.md#calling-the-hands.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
from itertools import combinations
from typing import Any

from dealer_trainer.drills.models import Drill
from dealer_trainer.engine import parse_cards
from dealer_trainer.engine.cards import RANKS
from dealer_trainer.engine.lows import LOW_RANK, low_key, qualifies
from dealer_trainer.engine.rule_sources import rule
from dealer_trainer.engine.showdown import Game, _card_int, _treys, best_hand
from dealer_trainer.i18n import _
from dealer_trainer.wording.hand_names import (
    DEFINING,
    LOW,
    NO_LOW,
    CallError,
    HandCall,
    call_text,
    high_call,
    low_call,
    parse_call,
)

CALL_CODE = "hand_call_wrong"
#: The games whose hands are called, and which halves each has.
HALVES: dict[str, tuple[str, ...]] = {
    "holdem": ("high",),
    "omaha": ("high",),
    "omaha-hilo": ("high", "low"),
    "stud": ("high",),
    "stud-hilo": ("high", "low"),
    "razz": ("low",),
}


@dataclass(frozen=True)
class HandRead:
    """One half of a seat's hand: the full call (every rank) and the five cards used."""

    call: HandCall
    cards: tuple[str, ...]


@dataclass(frozen=True)
class CallVerdict:
    """The grade of one call: ``seat``, ``half`` (``"high"``/``"low"`` in hi-lo games, else
    None), the call as given (``""`` when none was), the right call and the five cards used;
    ``code`` is None for a right call, else :data:`CALL_CODE` with ``message`` and ``fix``."""

    seat: str
    half: str | None
    called: str
    right: str
    cards: tuple[str, ...]
    code: str | None = None
    message: str = ""
    fix: str = ""
    run: int | None = None  # the run (1-based) whose board it was graded on, when run more than once

    def to_dict(self) -> dict[str, Any]:
        """The ``check --calls --json`` shape of this call."""
        out: dict[str, Any] = {"seat": self.seat, "called": self.called, "right_call": self.right}
        if self.half:
            out["half"] = self.half
        if self.run:
            out["run"] = self.run
        out |= {"cards": list(self.cards), "correct": self.code is None}
        if self.code:
            out |= {"code": self.code, "message": self.message, "fix": self.fix, "rule": rule("hand_call")}
        return out


def _top_down(call: HandCall, cards: Sequence[str]) -> tuple[str, ...]:
    """The five cards in the order the call reads them: pairs first, then by rank (a wheel's
    ace last)."""
    counts = {card[0]: sum(c[0] == card[0] for c in cards) for card in cards}
    wheel = call.ranks == ("5",) and "A" in counts
    value = {rank: place for place, rank in enumerate(RANKS)} | ({"A": -1} if wheel else {})
    return tuple(sorted(cards, key=lambda c: (counts[c[0]], value[c[0]]), reverse=True))


def _best_high(seat: str, hole: Sequence[str], board: Sequence[str], game: str) -> HandRead:
    if game in ("holdem", "omaha"):
        value = best_hand(seat, hole, board, Game(game))
    elif game == "omaha-hilo":
        value = best_hand(seat, hole, board, Game.OMAHA)
    else:
        value = None
    if value is not None:
        call = high_call(value.class_name, value.cards)
        return HandRead(call, _top_down(call, value.cards))
    evaluator = _treys()[1]  # stud: the best five of seven
    score, five = min((evaluator.evaluate([_card_int(c) for c in f], []), f) for f in combinations(hole, 5))
    call = high_call(evaluator.class_to_string(evaluator.get_rank_class(score)), five)
    return HandRead(call, _top_down(call, five))


def _best_low(hole: Sequence[str], board: Sequence[str], game: str) -> HandRead:
    if game == "omaha-hilo":
        fives = [two + three for two in combinations(hole, 2) for three in combinations(board, 3)]
    else:
        fives = list(combinations(hole, 5))
    best = min(fives, key=low_key)
    if game != "razz" and not qualifies(low_key(best)):
        return HandRead(low_call(None), ())
    ordered = tuple(sorted(best, key=lambda card: LOW_RANK[card[0]], reverse=True))
    return HandRead(low_call(ordered), ordered)


def read_hands(
    hole: Mapping[str, Sequence[str]], board: Sequence[str], game: str
) -> dict[str, dict[str, HandRead]]:
    """Each live seat's halves: seat -> half (``"high"``, ``"low"``) -> its read.

    ``hole`` maps each live seat to its cards (stud: all seven), ``board`` the five board cards
    (none in stud), ``game`` a key of :data:`HALVES`.

    Raises:
        PotError: ``bad_cards`` for a wrong number of cards (as :func:`best_hand`).
    """
    out: dict[str, dict[str, HandRead]] = {}
    for seat, cards in hole.items():
        halves: dict[str, HandRead] = {}
        if "high" in HALVES[game]:
            halves["high"] = _best_high(seat, cards, board, game)
        if "low" in HALVES[game]:
            halves["low"] = _best_low(cards, board, game)
        out[seat] = halves
    return out


def needed_ranks(mine: HandCall, others: Iterable[HandCall]) -> int:
    """How many of ``mine``'s ranks a call must name: its category's defining ranks, and up to
    the first rank that differs from each other hand of the same category (none past a tie)."""
    need = DEFINING[mine.category]
    for other in others:
        if other.category != mine.category:
            continue
        for place, (a, b) in enumerate(zip(mine.ranks, other.ranks, strict=False)):
            if a != b:
                need = max(need, place + 1)
                break
    return min(need, len(mine.ranks))


def rivals(seat: str, contests: Iterable[Iterable[str]]) -> set[str]:
    """The other live seats ``seat`` competes with in some pot (``contests``: each pot's seats)."""
    out: set[str] = set()
    for pot in contests:
        members = set(pot)
        if seat in members and len(members) > 1:
            out |= members - {seat}
    return out


def right_calls(
    hands: Mapping[str, Mapping[str, HandRead]], contests: Sequence[Iterable[str]]
) -> dict[str, dict[str, str]]:
    """seat -> half -> the right call in the active language (the ranks it needs, no more),
    for every seat that competes in a pot."""
    out: dict[str, dict[str, str]] = {}
    for seat, halves in hands.items():
        others = rivals(seat, contests)
        if not others:
            continue
        for half, read in halves.items():
            rival_calls = [hands[o][half].call for o in others if o in hands]
            count = needed_ranks(read.call, rival_calls)
            out.setdefault(seat, {})[half] = call_text(read.call, count)
    return out


def _reason(called: HandCall, mine: HandCall, need: int) -> str | None:
    """Why ``called`` is not a right call of ``mine`` (None when it is)."""
    if called.category != mine.category:
        return "category"
    if called.ranks != mine.ranks[: len(called.ranks)] or len(called.ranks) > len(mine.ranks):
        return "rank"
    if len(called.ranks) < need:
        return "too_few"
    return None


def grade_call(
    seat: str, half: str | None, text: str | None, read: HandRead, need: int, right: str
) -> CallVerdict:
    """The grade of ``text``, ``seat``'s call of one half (None: not called) of its hand ``read``
    that needs ``need`` ranks; ``right`` is the right call's words."""
    if half is None:
        who = _("{seat}'s hand").format(seat=seat)
    else:
        who = (_("{seat}'s high hand") if half == "high" else _("{seat}'s low")).format(seat=seat)
    cards = " ".join(read.cards) or _("no five cards make one")
    base = CallVerdict(seat, half, text or "", right, read.cards)
    error = ""
    if text is None:
        message = _("{hand} was not called: it is {right} ({cards})")
    else:
        try:
            low = read.call.category in (LOW, NO_LOW)  # a low's field reads bare ranks ("8-6")
            reason = _reason(parse_call(text, low=low), read.call, need)
        except CallError as exc:
            error, message = str(exc), _("{error}; {hand} is {right} ({cards})")
        else:
            if reason is None:
                return base
            message = {
                "too_few": _(
                    "{called!r} does not tell {hand} from the others in the pot: it is {right} ({cards})"
                ),
                "category": _("{called!r} is the wrong hand: {hand} is {right} ({cards})"),
                "rank": _("{called!r} names a wrong rank: {hand} is {right} ({cards})"),
            }[reason]
    return replace(
        base,
        code=CALL_CODE,
        message=message.format(called=text, hand=who, right=right, cards=cards, error=error),
        fix=_("Call it: {right}.").format(right=right),
    )


def grade_calls(
    hands: Mapping[str, Mapping[str, HandRead]],
    contests: Sequence[Iterable[str]],
    calls: Mapping[str, Any],
) -> list[CallVerdict]:
    """Grade each competing seat's call (``calls``: seat -> text, or ``{"high": text, "low":
    text}`` in hi-lo games); a seat not called is graded wrong. Seats are taken in ``hands``'
    order, halves high first.

    The caller checks the calls' seats and shapes first (an unknown seat is the input's error).
    """
    verdicts: list[CallVerdict] = []
    hilo = any(len(h) > 1 for h in hands.values())
    for seat, halves in hands.items():
        others = rivals(seat, contests)
        if not others:
            continue
        given = calls.get(seat)
        for half, read in halves.items():
            rival_calls = [hands[o][half].call for o in others if o in hands]
            need = needed_ranks(read.call, rival_calls)
            right = call_text(read.call, need)
            text = given.get(half) if isinstance(given, Mapping) else given
            verdicts.append(grade_call(seat, half if hilo else None, text, read, need, right))
    return verdicts


def grade_run_calls(
    hole: Mapping[str, Sequence[str]],
    boards: Sequence[Sequence[str]],
    game: str,
    contests: Sequence[Iterable[str]],
    calls: Mapping[str, Sequence[Any]],
) -> list[CallVerdict]:
    """Grade the calls of a board run more than once: each run's calls (``calls``: seat -> one
    call per run, in run order, each as :func:`grade_calls` takes it) against that run's board
    with the same rule (every pot is split among the runs: the same seats compete in each run).
    Verdicts run by run; a wrong call's message names its run.

    Raises:
        PotError: ``bad_cards`` for a wrong number of cards (as :func:`read_hands`).
    """
    verdicts: list[CallVerdict] = []
    for run, board in enumerate(boards, 1):
        hands = read_hands(hole, board, game)
        given = {seat: texts[run - 1] for seat, texts in calls.items() if len(texts) >= run}
        for v in grade_calls(hands, contests, given):
            message = _("Run {run}: {message}").format(run=run, message=v.message) if v.code else ""
            verdicts.append(replace(v, run=run, message=message))
    return verdicts


def drill_hands(drill: Drill) -> tuple[dict[str, dict[str, HandRead]], tuple[tuple[str, ...], ...]] | None:
    """A drill's live hands read (:func:`read_hands`) and each pot's eligible seats; None when
    there is nothing to call on one board (no cards, or the board run more than once).

    Raises:
        PotError: the drill's pots or cards cannot be read.
    """
    live = [s for s in drill.seats if not s.folded]
    if drill.runs > 1 or not drill.board or not all(s.hole for s in live):
        return None
    hole = {s.name: cards_of(s.hole) for s in live}
    hands = read_hands(hole, cards_of(drill.board), drill.game.value)
    return hands, tuple(p.eligible for p in drill.settlement().pots)


def drill_run_hands(
    drill: Drill,
) -> tuple[dict[str, dict[str, HandRead]], tuple[tuple[str, ...], ...]] | None:
    """As :func:`drill_hands` for a board run more than once: the hands read on the first run's
    board (the seats and halves to call) and each pot's eligible seats; None without cards.

    Raises:
        PotError: the drill's pots or cards cannot be read.
    """
    live = [s for s in drill.seats if not s.folded]
    if not drill.boards or not all(s.hole for s in live):
        return None
    hands = read_hands({s.name: cards_of(s.hole) for s in live}, cards_of(drill.boards[0]), drill.game.value)
    return hands, tuple(p.eligible for p in drill.settlement().pots)


def cards_of(text: str | Sequence[str]) -> tuple[str, ...]:
    """Cards given as ``"AsKd"``/``"As Kd"`` or a list, checked (:func:`parse_cards`)."""
    return tuple(parse_cards(text if isinstance(text, str) else "".join(text)))
