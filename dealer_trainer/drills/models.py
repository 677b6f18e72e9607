"""What a drill is: a table frozen at the moment the dealer builds the pots (no Qt)."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import cache
from types import MappingProxyType
from typing import TYPE_CHECKING, Any

from dealer_trainer.engine import Hand, PotError
from dealer_trainer.engine.cards import CANONICAL
from dealer_trainer.engine.chips import CASH_CENTS_CHIPS, CHIP_SETS, ChipSet, chips_total
from dealer_trainer.engine.showdown import Game, read_cards
from dealer_trainer.i18n import _
from dealer_trainer.wording.explain import format_chips, money_symbols

if TYPE_CHECKING:
    from dealer_trainer.engine import Settlement
    from dealer_trainer.engine.rake import JackpotDrop, RakeSchedule
    from dealer_trainer.engine.scenario import Scenario

ANTE_FORMATS = ("none", "per_player", "big_blind")


def check_cards(hole: Mapping[str, str], board: str, seats: Sequence[str], game: Game) -> None:
    """Raise what :func:`rank_hands` would raise for these cards, without ranking them.

    Raises:
        PotError: ``bad_cards``, ``duplicate_card``, ``missing_cards`` (same checks, same order).
    """
    if isinstance(board, str) and len(board) == 10 and game == Game.HOLDEM:  # the usual case, quickly
        holes = [hole.get(seat) for seat in seats]
        text = board + "".join(h for h in holes if isinstance(h, str))
        if len(text) == 10 + 4 * len(seats):
            cards = {text[i : i + 2] for i in range(0, len(text), 2)}
            if len(cards) * 2 == len(text) and cards <= CANONICAL:
                return
    read_cards(hole, board, seats, game)


@cache
def _scenario_parts() -> tuple[type[Scenario], Callable[..., Any]]:
    """:class:`Scenario` and :func:`rank_hands`, imported on first use: the pots and awards
    behind a scenario are not needed for the window's first paint."""
    from dealer_trainer.engine.scenario import Scenario
    from dealer_trainer.engine.showdown import rank_hands

    return Scenario, rank_hands


@dataclass(frozen=True)
class Stakes:
    """Blinds and ante of the game, in chips (int).

    Args:
        kind: ``"cash"`` or ``"tournament"``.
        small_blind, big_blind, ante: chips (int); ``ante`` is per player or the big-blind ante.
        ante_format: ``"none"``, ``"per_player"`` or ``"big_blind"`` (docs/rules.md#antes).
        symbol: shown before amounts (``"$"`` cash, ``""`` tournament chips).
        level: tournament level number, or 0.
        scale: smallest units per displayed unit: 1, or 100 when amounts are in cents.

    Raises:
        PotError: ``bad_field`` for an unknown kind or ante format; chip errors for amounts.
    """

    kind: str
    small_blind: int
    big_blind: int
    ante: int = 0
    ante_format: str = "none"
    symbol: str = "$"
    level: int = 0
    scale: int = 1

    def __post_init__(self) -> None:
        if self.kind not in ("cash", "tournament"):
            raise PotError("bad_field", "stakes.kind", value=self.kind)
        if self.ante_format not in ANTE_FORMATS:
            raise PotError("bad_field", "stakes.ante_format", value=self.ante_format)
        if isinstance(self.scale, bool) or not isinstance(self.scale, int) or self.scale <= 0:
            raise PotError("bad_field", "stakes.scale", value=self.scale)
        for name in ("small_blind", "big_blind", "ante", "level"):
            value = getattr(self, name)
            if isinstance(value, bool) or not isinstance(value, int) or value < 0:
                raise PotError("bad_field", f"stakes.{name}", value=value)

    def label(self) -> str:
        """``"$1/$2"`` or ``"Blind level 12 · 1,000/2,000 · BB ante 2,000"`` (field terms, in the active
        language); a tournament hand of no known level (level 0, imported) leaves the level out;
        a game with one blind names it (``"small blind 10"``)."""
        values = {
            "small": self.format(self.small_blind),
            "big": self.format(self.big_blind),
            "ante": self.format(self.ante),
            "level": self.level,
        }
        unnumbered = self.kind == "cash" or not self.level  # a hand history rarely gives the level
        big_blind_ante = self.ante and self.ante_format == "big_blind"
        if bool(self.small_blind) != bool(self.big_blind):  # one blind only (a PHH record)
            one = _("small blind {amount}") if self.small_blind else _("big blind {amount}")
            values["blind"] = one.format(amount=self.format(self.small_blind or self.big_blind))
            if unnumbered and big_blind_ante:
                text = _("{blind} · BB ante {ante}")
            elif unnumbered:
                text = _("{blind} ante {ante}") if self.ante else "{blind}"
            elif self.ante_format == "big_blind":
                text = _("Blind level {level} · {blind} · BB ante {ante}")
            elif self.ante_format == "per_player":
                text = _("Blind level {level} · {blind} · ante {ante}")
            else:
                text = _("Blind level {level} · {blind}")
            return text.format(**values)
        if unnumbered and big_blind_ante:
            text = _("{small}/{big} · BB ante {ante}")
        elif unnumbered:
            text = _("{small}/{big} ante {ante}") if self.ante else _("{small}/{big}")
        elif self.ante_format == "big_blind":
            text = _("Blind level {level} · {small}/{big} · BB ante {ante}")
        elif self.ante_format == "per_player":
            text = _("Blind level {level} · {small}/{big} · ante {ante}")
        else:
            text = _("Blind level {level} · {small}/{big}")
        return text.format(**values)

    def format(self, chips: int) -> str:
        """``chips`` (int, smallest unit) as the game shows them: ``"$1.50"``, ``"1,375"``
        (through the program's one money formatter, :func:`dealer_trainer.wording.explain.format_chips`)."""
        return format_chips(chips, self.scale, self.symbol)

    def parse(self, text: str) -> int:
        """An amount typed as the game shows money in the active language (``"75.50"``,
        ``"$1,375"``; Dutch ``"75,50"``, ``"$ 1.375"``) as chips (int).

        Raises:
            ValueError: when the text is not an amount of this game (a bad character, more
                decimals than the game has, a point in a game without cents, or digits grouped
                other than by three).
        """
        decimal, group, signs = money_symbols(self.symbol)
        cleaned = text
        for sign in signs:
            cleaned = cleaned.replace(sign, "")
        cleaned = cleaned.replace(" ", "").replace("\xa0", "")
        whole, point, part = cleaned.partition(decimal)
        groups = whole.split(group)
        if len(groups) > 1 and (not groups[0] or any(len(g) != 3 for g in groups[1:])):
            raise ValueError(_("{text!r} is not an amount").format(text=text))
        whole = "".join(groups)
        digits = len(str(self.scale - 1)) if self.scale > 1 else 0
        if not (whole or part) or not (whole or "0").isdigit() or (part and not part.isdigit()):
            raise ValueError(_("{text!r} is not an amount").format(text=text))
        if point and (digits == 0 or len(part) > digits):
            raise ValueError(_("{text!r} has more decimals than this game's money").format(text=text))
        return int(whole or 0) * self.scale + (int((part + "0" * digits)[:digits]) if part else 0)

    def to_dict(self) -> dict[str, Any]:
        """As a JSON-ready dict."""
        return {
            "kind": self.kind,
            "small_blind": self.small_blind,
            "big_blind": self.big_blind,
            "ante": self.ante,
            "ante_format": self.ante_format,
            "symbol": self.symbol,
            "level": self.level,
            "scale": self.scale,
        }


@dataclass(frozen=True)
class DrillSeat:
    """One seat at the drill table.

    Attributes:
        name: seat name (unique at the table).
        position: ``"BTN"``, ``"SB"``, ``"BB"``, ``"UTG"``, ``"HJ"``, ``"CO"`` ...
        stack: chips behind (int, 0 when all-in).
        committed: chips this seat put in this hand (int), = the engine contribution.
        chips: the committed chips as physical chips, value -> count; totals ``committed``.
        folded, all_in: the seat's state.
        hole: hole cards (``"AsKd"``), or ``""`` when not shown.
    """

    name: str
    position: str
    stack: int
    committed: int
    chips: Mapping[int, int] = field(default_factory=dict)
    folded: bool = False
    all_in: bool = False
    hole: str = ""

    def __post_init__(self) -> None:
        chips = dict(self.chips)
        object.__setattr__(self, "chips", MappingProxyType(chips))
        total = 0
        for value, count in chips.items():
            total += value * count
        if total != self.committed:
            raise PotError("bad_field", "chips", seat=self.name, value=total, expected=self.committed)


@dataclass(frozen=True)
class Drill:
    """A pot-building drill.

    Attributes:
        code: the short drill code that reproduces it (``""`` for hand-made drills).
        level: difficulty 1-4 (0 for lessons and imports).
        title: short title (lesson name or ``"Level 2 drill"``).
        stakes: the game's blinds and antes.
        chip_set: name of the chip set in :data:`CHIP_SETS`.
        seats: clockwise.
        button: seat name with the button.
        dead: dead money (int) in the middle; ``dead_chips`` is it as chips.
        unit: smallest chip in play (int), the split unit.
        board: community cards (``""`` if none), ``game`` holdem or omaha.
        notes: the explanation in the trainee's words (lessons), or ``""``.
        rake, jackpot: the room's rake schedule and jackpot drop (None: none); with either the
            dealer drops them from the pots (docs/rules.md#rake, docs/rules.md#jackpot-drop).
        flop: whether a flop was dealt (no flop, no drop), formats §1 ``"flop"``.
        boards: when the players all-in agreed to run the board more than once, one full
            five-card board per run (the cards dealt before the agreement repeated in each;
            ``board`` is the first run's); ``()`` when the board was run once
            (docs/rules.md#running-it-twice).
        street_base: a street's pull-in (after the pre-flop round): the chips each player still
            in had in the middle before the round (0 otherwise); the pots formed on this round
            and the uncalled bet are worded from it, in the chips in front of the players.
        variant: ``""``, or the hi-lo game of a split-pot drill: ``"omaha-hilo"`` (with ``game``
            Omaha), whose pots are halved high and low (docs/rules.md#hi-lo-and-stud); or a stud
            game (``"stud-hilo"``): no board, each live seat's ``hole`` its seven cards in the
            order dealt (formats.md §1), the odd chip by suit.
    """

    code: str
    level: int
    title: str
    stakes: Stakes
    chip_set: str
    seats: tuple[DrillSeat, ...]
    button: str
    dead: int = 0
    dead_chips: Mapping[int, int] = field(default_factory=dict)
    unit: int = 1
    board: str = ""
    game: Game = Game.HOLDEM
    notes: str = ""
    rake: RakeSchedule | None = None
    jackpot: JackpotDrop | None = None
    flop: bool = True
    boards: tuple[str, ...] = ()
    street_base: int = 0
    variant: str = ""

    def __post_init__(self) -> None:
        object.__setattr__(self, "seats", tuple(self.seats))
        object.__setattr__(self, "dead_chips", MappingProxyType(dict(self.dead_chips)))
        if self.chip_set not in CHIP_SETS:
            raise PotError("bad_field", "chip_set", value=self.chip_set)
        if chips_total(self.dead_chips) != self.dead:
            raise PotError("bad_field", "dead_chips", value=chips_total(self.dead_chips), expected=self.dead)
        # Validates the pot situation and every card now; reading the hands (the ranking, the
        # slow part) waits until the scenario is first asked for, and is then kept.
        seats = self.seats
        for seat in seats:
            if seat.name == "(dead)":  # the checker's name for dead money
                raise PotError("bad_seat_name", "seats", seat=seat.name)
        hand = Hand(
            seats=tuple(s.name for s in seats),
            contributions={s.name: s.committed for s in seats if s.committed},
            button=self.button,
            folded=frozenset(s.name for s in seats if s.folded),
            all_in=frozenset(s.name for s in seats if s.all_in),
            dead=self.dead,
            unit=self.unit,
        )
        live = [s for s in seats if not s.folded]
        if self.board and live and all(s.hole for s in live):
            check_cards({s.name: s.hole for s in live}, self.board, hand.live, self.game)
        if self.boards:
            _check_run_boards(self, hand)
        object.__setattr__(self, "_hand", hand)

    @property
    def hilo(self) -> bool:
        """True for a hi-lo game: each pot is split into a high and a low half."""
        return self.variant.endswith("-hilo")

    @property
    def stud(self) -> bool:
        """True for a stud game (``stud``, ``stud-hilo``, ``razz``): seven cards each, no board."""
        return self.variant in ("stud", "stud-hilo", "razz")

    @property
    def shown(self) -> bool:
        """True when the hands are known: every live seat's cards, with the board in flop games."""
        live = [s for s in self.seats if not s.folded]
        return bool(live) and all(s.hole for s in live) and (bool(self.board) or self.stud)

    @property
    def runs(self) -> int:
        """How many times the board was run (1, or ``len(boards)``)."""
        return len(self.boards) or 1

    @property
    def has_drop(self) -> bool:
        """True when the room takes a rake or a jackpot drop from this drill's pots (the table
        then has a drop slot for each)."""
        return self.rake is not None or self.jackpot is not None

    @property
    def scale(self) -> int:
        """Smallest units per displayed unit (100 when amounts are cents), from the stakes."""
        return self.stakes.scale

    @property
    def chips(self) -> ChipSet:
        """The drill's :class:`ChipSet`."""
        return CHIP_SETS[self.chip_set]

    def seat(self, name: str) -> DrillSeat:
        """The seat called ``name``. Raises PotError ``unknown_seat``."""
        for seat in self.seats:
            if seat.name == name:
                return seat
        raise PotError("unknown_seat", "seat", seat=name)

    def scenario_dict(self) -> dict[str, Any]:
        """The pot situation in exactly the ``dealer-trainer pots`` scenario format."""
        data: dict[str, Any] = {
            "seats": [s.name for s in self.seats],
            "button": self.button,
            "contributions": {s.name: s.committed for s in self.seats if s.committed},
            "folded": [s.name for s in self.seats if s.folded],
            "all_in": [s.name for s in self.seats if s.all_in],
            "dead": self.dead,
            "unit": self.unit,
        }
        live = [s for s in self.seats if not s.folded]
        if self.shown:
            data["hole"] = {s.name: s.hole for s in live}
            if self.stud:
                data["game"] = self.variant
            elif self.boards:
                data["runs"], data["boards"] = self.runs, list(self.boards)
            else:
                data["board"] = self.board
            if self.game != Game.HOLDEM or self.variant:
                data["game"] = self.variant or self.game.value
        if self.has_drop:
            data |= self.money_dict()
        return data

    def money_dict(self) -> dict[str, Any]:
        """The room's money as the ``pots`` input writes it (formats §1): ``"flop"`` and, when
        the room has them, ``"rake"`` and ``"jackpot"``; empty for a drill without a drop."""
        from dealer_trainer.engine.rake import jackpot_to_dict, rake_to_dict

        if not self.has_drop:
            return {}
        data: dict[str, Any] = {"flop": self.flop}
        if self.rake is not None:
            data["rake"] = rake_to_dict(self.rake)
        if self.jackpot is not None:
            data["jackpot"] = jackpot_to_dict(self.jackpot)
        return data

    def scenario(self) -> Scenario:
        """The engine's view of this drill, with the ranking read from the cards (made once).

        The same :class:`Scenario` as ``scenario_from_dict(self.scenario_dict())``, built from
        the hand and cards already checked when the drill was made.
        """
        cached = self.__dict__.get("_scenario")
        if cached is None:
            Scenario, rank_hands = _scenario_parts()  # noqa: N806 - a class and a function
            hand = self.hand
            hole = {s.name: s.hole for s in self.seats if not s.folded}
            money = self._room_money()
            if self.variant and self.shown:
                from dealer_trainer.engine.scenario import scenario_from_dict

                cached = scenario_from_dict(self.scenario_dict())  # the halves (engine/hilo.py)
            elif self.boards and hole and all(hole.values()):
                from dealer_trainer.engine.runs import RoomMoney

                rankings = tuple(rank_hands(hole, b, hand.live, self.game) for b in self.boards)
                money = money or RoomMoney()
                cached = Scenario(hand, None, hole, None, self.game, money, self.runs, rankings, self.boards)
            elif self.board and hole and all(hole.values()):
                ranking = rank_hands(hole, self.board, hand.live, self.game)
                cached = Scenario(hand, ranking, hole, self.board, self.game, money)
            else:
                cached = Scenario(hand, None, money=money)
            object.__setattr__(self, "_scenario", cached)
        return cached

    def _room_money(self) -> Any:
        """The engine's :class:`~dealer_trainer.engine.runs.RoomMoney` of a drill with a drop, else None."""
        if not self.has_drop:
            return None
        from dealer_trainer.engine.runs import RoomMoney

        return RoomMoney(self.flop, self.rake, self.jackpot)

    def with_ranking(self, scenario: Scenario) -> Drill:
        """This drill, settled with ``scenario``'s ranking from now on: for a ``pots`` scenario
        whose ranking is given without cards. Returns ``self``.

        Raises:
            ValueError: ``scenario``'s seats or contributions are not this drill's.
        """
        mine = {s.name: s.committed for s in self.seats}
        theirs = scenario.hand
        if tuple(theirs.seats) != tuple(mine) or any(
            theirs.contributions.get(name, 0) != chips for name, chips in mine.items()
        ):
            raise ValueError("the scenario is not this drill's hand")
        object.__setattr__(self, "_scenario", scenario)
        return self

    def relabelled(self, title: str, notes: str) -> Drill:
        """This drill under ``title`` with ``notes``: nothing else changes, so nothing is
        checked again and the settlement already worked out is kept."""
        copy = object.__new__(Drill)
        copy.__dict__.update(self.__dict__)
        object.__setattr__(copy, "title", title)
        object.__setattr__(copy, "notes", notes)
        return copy

    @property
    def hand(self) -> Hand:
        """The engine :class:`Hand`."""
        return self.__dict__["_hand"]

    def settlement(self) -> Settlement:
        """The engine's answer: pots, uncalled bet, awards when the hands are known.

        Raises:
            PotError: ``hand_not_finished`` and the other errors of :func:`settle`.
        """
        cached = self.__dict__.get("_settlement")
        if cached is None:
            cached = self.scenario().settle()
            object.__setattr__(self, "_settlement", cached)
        return cached


def _check_run_boards(drill: Drill, hand: Hand) -> None:
    """The run boards of ``drill``: 2 or 3 boards of five cards, the first its ``board``, the
    cards dealt once common to all, the rest on one board only, none in a hand.

    Raises:
        PotError: ``bad_field`` (the count, the first board), ``bad_cards``, ``duplicate_card``.
    """
    from dealer_trainer.engine.cards import parse_cards
    from dealer_trainer.engine.runs import MAX_RUNS, check_boards

    if not 2 <= len(drill.boards) <= MAX_RUNS or drill.boards[0] != drill.board:
        raise PotError("bad_field", "boards", value=len(drill.boards))
    boards = [parse_cards(b, "boards") for b in drill.boards]
    if any(len(b) != 5 for b in boards):
        raise PotError("bad_cards", "boards", count=min(len(b) for b in boards), expected=5)
    check_boards(boards)
    live = [s for s in drill.seats if not s.folded]
    if live and all(s.hole for s in live):
        for board in drill.boards:
            check_cards({s.name: s.hole for s in live}, board, hand.live, drill.game)


def has_showdown(drill: Drill) -> bool:
    """True when every live seat's cards and the board are known (the pots can be awarded); in
    a stud game (no board) every live seat's seven cards."""
    return drill.shown


__all__ = ["ANTE_FORMATS", "CASH_CENTS_CHIPS", "Drill", "DrillSeat", "Stakes", "has_showdown"]
