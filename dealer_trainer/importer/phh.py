"""PHH (the open Poker Hand History format), read and replayed by PokerKit.

PokerKit loads and replays each hand; its operations give every seat's commitment (every
chip it put in front of it: blinds, antes, bets, an uncalled excess included, as the
engine returns that itself), folds, all-ins, hole cards and board.
"""

from __future__ import annotations

import contextlib
import io
import re
import tomllib
import warnings
from collections import deque
from collections.abc import Iterable, Iterator
from decimal import Decimal
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from pokerkit import HandHistory

# PokerKit is imported when a PHH hand is first read (it takes a second to load its tables):
# an import of site text files never needs it.

from dealer_trainer.i18n import N_, deferred
from dealer_trainer.importer.games import classify_game
from dealer_trainer.importer.model import HandError, ParsedHand, ParsedSeat

#: PHH variant codes and the games they name.
VARIANTS = {
    "FT": "Fixed-limit Texas hold'em",
    "NT": "No-limit Texas hold'em",
    "PT": "Pot-limit Texas hold'em",
    "NS": "No-limit short-deck hold'em",
    "FO": "Fixed-limit Omaha hold'em",
    "PO": "Pot-limit Omaha hold'em",
    "NO": "No-limit Omaha hold'em",
    "FO/8": "Fixed-limit Omaha hold'em hi/lo 8 or better",
    "F7S": "Fixed-limit seven card stud",
    "F7S/8": "Fixed-limit seven card stud hi/lo 8 or better",
    "FR": "Fixed-limit razz",
    "N2L1D": "No-limit deuce-to-seven single draw",
    "F2L3D": "Fixed-limit deuce-to-seven triple draw",
    "FB": "Fixed-limit badugi",
}


def quiet(call: Any, *args: Any, **kwargs: Any) -> Any:
    """Run a PokerKit call with its warnings and printed tracebacks silenced."""
    with warnings.catch_warnings(), contextlib.redirect_stderr(io.StringIO()):
        warnings.simplefilter("ignore")
        return call(*args, **kwargs)


#: A ``.phhs`` table header line: ``[12]`` (a dotted ``[12.x]`` is a sub-table of the hand).
_TABLE = re.compile(r"^\[\s*(?P<key>[^\].\[]+?)\s*\]\s*(?:#.*)?$")


class read_phh:  # noqa: N801 - used as a function that also tells what went wrong
    """The hands of PHH ``lines`` (a ``.phh`` hand, or a ``.phhs`` file's tables), read one
    table at a time, each as ``(hand id, ParsedHand or HandError)``.

    After iteration ``problem`` says why no hand was found (not TOML, no hand), else None.
    Hands are titled by ``source`` (their path), with the table for a ``.phhs`` file.
    """

    def __init__(self, lines: Iterable[str], source: str) -> None:
        self._lines = lines
        self.source = source
        self.problem: str | None = None

    def __iter__(self) -> Iterator[tuple[str, ParsedHand | HandError]]:
        key: str | None = None
        chunk: list[str] = []
        tables = 0
        for line in self._lines:
            m = _TABLE.match(line) if line.startswith("[") else None
            if m is None:
                chunk.append(line)
                continue
            if key is not None:
                tables += 1
                yield self._table(key, chunk)
            key, chunk = m.group("key").strip("\"' "), [line]
        if key is not None:
            tables += 1
            yield self._table(key, chunk)
            return
        text = "\n".join(chunk)
        try:
            data = tomllib.loads(text)
        except tomllib.TOMLDecodeError as exc:
            self.problem = deferred("not PHH: {error}", error=exc)
            return
        if "actions" not in data and "variant" not in data:
            self.problem = deferred("not PHH: no hand in the file")
            return
        from pokerkit import HandHistory

        try:
            history = quiet(HandHistory.loads, text)
        except Exception as exc:  # noqa: BLE001 - PokerKit refused the fields
            yield "#1", HandError(N_("PHH not readable by PokerKit: {error}"), error=exc)
            return
        yield self._hand(history, "")

    def _table(self, key: str, chunk: list[str]) -> tuple[str, ParsedHand | HandError]:
        from pokerkit import HandHistory

        label = f"#{key}"
        try:
            [history] = quiet(lambda: list(HandHistory.loads_all("\n".join(chunk))))
        except Exception as exc:  # noqa: BLE001 - one bad table never spoils the others
            return label, HandError(N_("PHH table [{table}] not readable: {error}"), table=key, error=exc)
        return self._hand(history, key)

    def _hand(self, hh: HandHistory, key: str) -> tuple[str, ParsedHand | HandError]:
        label = f"#{key or 1}"
        hand_id = str(hh.hand) if getattr(hh, "hand", None) is not None else label
        try:
            hand = quiet(from_hand_history, hh, self.source, hand_id, site="PHH")
        except HandError as exc:
            return hand_id, exc
        except Exception as exc:  # noqa: BLE001 - PokerKit refused to replay it
            return hand_id, HandError(
                N_("PokerKit cannot replay the hand ({error_type}: {error})"),
                error_type=type(exc).__name__,
                error=exc,
            )
        # named by its path: PHH hand numbers repeat across sessions and files
        hand.title = f"PHH {self.source}" + (f" [{key}]" if key else "")
        return hand_id, hand


def _scale(values: list[Any]) -> int:
    for v in values:
        if isinstance(v, float):
            v = Decimal(str(v))
        if isinstance(v, Decimal) and v != v.to_integral_value():
            return 100
    return 1


def _units(value: Any, scale: int) -> int:
    d = Decimal(str(value)) * scale
    if d != d.to_integral_value():
        raise HandError(N_("amount {amount} is finer than one unit"), amount=value)
    return int(d)


def from_hand_history(hh: HandHistory, source: str, hand_id: str, site: str = "PHH") -> ParsedHand:
    """Replay ``hh`` with PokerKit and read the pot situation at the end of the betting.

    Raises:
        HandError: the hand cannot be replayed or ends with chips that make no hand.
    """
    from pokerkit.state import AntePosting, BoardDealing, Folding, HoleCardsShowingOrMucking, HoleDealing

    start = list(hh.starting_stacks)
    last = deque(hh.state_actions, maxlen=1)  # replay to the end; keep the final state
    state = last[0][0] if last else None
    if state is None:
        raise HandError(N_("empty hand"))
    if not list(hh.actions):
        raise HandError(N_("no actions (truncated hand)"))
    count = len(start)
    peak = _chips_put_in(state.operations, count)
    players = list(hh.players) if hh.players else [f"Player {i + 1}" for i in range(count)]
    seat_numbers = list(hh.seats) if hh.seats else list(range(1, count + 1))
    antes_raw = list(state.antes) if state.antes else [0] * count
    blinds_raw = list(state.blinds_or_straddles) if state.blinds_or_straddles else [0] * count
    money = [*start, *antes_raw, *blinds_raw, *peak]
    scale = _scale(money)
    variant = VARIANTS.get(hh.variant, hh.variant)
    game, reason = classify_game(variant)
    hand = ParsedHand(source=source, hand_id=hand_id, site=site, variant=variant, game=game)
    hand.no_ranking_reason = reason
    hand.scale = scale
    hand.tournament = False
    hand.symbol = str(getattr(hh, "currency_symbol", "") or "") if scale == 100 else ""
    hand.seats = [ParsedSeat(players[i], seat_numbers[i], _units(start[i], scale)) for i in range(count)]
    order = sorted(range(count), key=lambda i: seat_numbers[i])
    if hh.seats:
        hand.seats = [hand.seats[i] for i in order]
    flop_game = bool(blinds_raw and any(blinds_raw))
    hand.button = players[count - 1] if flop_game else None
    folded: set[str] = set()
    hole: dict[str, list[str]] = {}
    board: list[str] = []
    antes_posted: list[int] = [0] * count
    for op in state.operations:
        if isinstance(op, Folding):
            folded.add(players[op.player_index])
        elif isinstance(op, AntePosting):
            antes_posted[op.player_index] += _units(op.amount, scale)
        elif isinstance(op, HoleDealing):
            hole.setdefault(players[op.player_index], []).extend(repr(c) for c in op.cards)
        elif isinstance(op, HoleCardsShowingOrMucking) and op.hole_cards:
            shown = [repr(c) for c in op.hole_cards]
            if all("?" not in c for c in shown):
                hole[players[op.player_index]] = shown
        elif isinstance(op, BoardDealing):
            board.extend(repr(c) for c in op.cards)
    committed = {players[i]: _units(peak[i], scale) for i in range(count)}
    posters = [i for i in range(count) if antes_posted[i]]
    if len(posters) == 1 and count > 2:
        # a big-blind ante (one payer): dead money in the main pot (docs/rules.md#dead-money)
        i = posters[0]
        committed[players[i]] -= antes_posted[i]
        hand.dead += antes_posted[i]
        hand.dead_posts[players[i]] = antes_posted[i]
        hand.flags.add("big_blind_ante")
    hand.committed = committed
    hand.folded = folded
    hand.all_in = {
        players[i]
        for i in range(count)
        if players[i] not in folded and _units(peak[i], scale) == _units(start[i], scale)
    }
    hand.hole = {n: "".join(c) for n, c in hole.items() if c and all("?" not in x for x in c)}
    hand.board = "".join(board) if getattr(state, "board_count", 1) == 1 else ""
    hand.small_blind, hand.big_blind = _blinds([_units(b, scale) for b in blinds_raw])
    finishing = getattr(hh, "finishing_stacks", None)
    if finishing and len(finishing) == count:
        # the record may split an odd chip in halves (Pluribus): keep its precision
        hand.finishing = {players[i]: Decimal(str(finishing[i])) * scale for i in range(count)}
    winnings = getattr(hh, "winnings", None)
    if winnings and len(winnings) == count:
        hand.winnings = {players[i]: Decimal(str(winnings[i])) * scale for i in range(count)}
    rake = getattr(hh, "rake", None)  # a number in a record; PokerKit's default is its rake function
    if isinstance(rake, int | float | Decimal) and rake:
        hand.rake = _units(rake, scale)
    ante_values = [a for a in antes_posted if a]
    hand.ante = max(ante_values) if ante_values else 0
    return hand


def _blinds(posted: list[int]) -> tuple[int, int]:
    """(small blind, big blind) from PHH's ``blinds_or_straddles`` (per player, in units).

    PHH lists the forced bets by seat: the first entry is the small blind's, the second the
    big blind's, later ones straddles. A hand with one blind keeps it where PHH puts it and
    the other 0 (``[10, 0, 0]``: a small blind of 10, no big blind); a hand whose only blind
    is a later seat's (a button blind, ``[0, 0, 0, 3000]``) is played for that blind, shown
    as its big blind.
    """
    small, big = (posted + [0, 0])[:2]
    if small and big and small > big:  # heads-up records list the big blind first
        small, big = big, small
    if not small and not big:
        big = next((p for p in posted[2:] if p), 0)
    return small, big


def _chips_put_in(operations: list[Any], count: int) -> list[Decimal]:
    """Every chip each seat put in front of it, read from PokerKit's operations.

    Antes, blinds, bring-ins, calls, and the increase of each bet or raise (PokerKit
    records raises as "to" amounts, per betting round). The stacks cannot tell this:
    PokerKit hands a trimmed big-blind ante back at once, and an uncalled bet back
    before a seat may bet again.
    """
    from pokerkit.state import (
        AntePosting,
        BetCollection,
        BlindOrStraddlePosting,
        BringInPosting,
        CheckingOrCalling,
        CompletionBettingOrRaisingTo,
    )

    total = [Decimal(0)] * count
    this_round = [Decimal(0)] * count
    for op in operations:
        if isinstance(op, BetCollection):
            this_round = [Decimal(0)] * count
            continue
        i = getattr(op, "player_index", None)
        if i is None:
            continue
        if isinstance(op, AntePosting | BlindOrStraddlePosting | BringInPosting | CheckingOrCalling):
            amount = Decimal(str(op.amount))
        elif isinstance(op, CompletionBettingOrRaisingTo):
            amount = Decimal(str(op.amount)) - this_round[i]
        else:
            continue
        this_round[i] += amount
        total[i] += amount
    return total
