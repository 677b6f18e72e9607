"""What the importer reads out of one hand, and what it reports (no Qt, integer chips).

Every parser (PHH through PokerKit, the site text parsers) produces a :class:`ParsedHand`;
:mod:`dealer_trainer.importer.convert` turns it into a drill and compares pots.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from decimal import Decimal
from typing import NamedTuple, TypeVar

from dealer_trainer.drills.models import Drill
from dealer_trainer.i18n import N_, Message, deferred

#: Any one kind of listed item (:meth:`ImportReport._add`).
T = TypeVar("T")


class DeferredMessage:
    """An error whose message is an English sentence with named placeholders, translated when
    shown: ``HandError(N_("{name} is seated twice"), name=name)``. ``str(error)`` is a
    :class:`~dealer_trainer.i18n.Message`: English (the reason's stable key, as counted and
    grouped) and shown in the trainee's language by :func:`~dealer_trainer.i18n.shown`."""

    def __init__(self, message: str, /, **params: object) -> None:
        super().__init__(  # type: ignore[call-arg]
            message if isinstance(message, Message) and not params else deferred(message, **params)
        )

    def __str__(self) -> str:
        args = self.args  # type: ignore[attr-defined]
        return args[0] if args and isinstance(args[0], str) else super().__str__()


class HandError(DeferredMessage, ValueError):
    """A hand (or file) that cannot be imported; the message is the reason for the report
    (see :class:`DeferredMessage`)."""

    @classmethod
    def damaged(cls, format_label: str, error: BaseException) -> HandError:
        """A hand of ``format_label`` its reader tripped over (``"damaged PokerStars text
        hand (ValueError: ...)"``): a value, key or index the text should have had."""
        return cls(
            N_("damaged {format} hand ({error_type}: {error})"),
            format=deferred(format_label),
            error_type=type(error).__name__,
            error=error,
        )


#: Kinds of :class:`HandAction`: forced posts, then the betting actions, then the showdown.
#: ``ante`` is a player's own ante (a big-blind ante is an ``ante`` posted by the big blind
#: alone); ``dead`` is dead money a player posts (a missed small blind); ``post`` a live blind
#: posted out of turn (a new player's or a missed big blind).
ACTION_KINDS = (
    "ante",
    "small_blind",
    "big_blind",
    "straddle",
    "dead",
    "post",
    "fold",
    "check",
    "call",
    "bet",
    "raise",
    "show",
    "muck",
)


class HandAction(NamedTuple):
    """One action of a hand, as the file records it.

    Attributes:
        street: ``"preflop"``, ``"flop"``, ``"turn"`` or ``"river"``.
        player: the player's name as in the file.
        kind: one of :data:`ACTION_KINDS`.
        chips: chips (int, smallest unit) this action put in front of the player (a raise:
            the chips added, not the total it raises to); 0 for fold, check, show, muck.
        all_in: the action put the player's last chip in.
        cards: the cards shown (``"AsKd"``) for ``show``.
    """

    street: str
    player: str
    kind: str
    chips: int = 0
    all_in: bool = False
    cards: str = ""


@dataclass
class ParsedSeat:
    """One player dealt into the hand.

    Attributes:
        name: screen name as in the file.
        seat_no: the table seat number (1-based) or the order in the file.
        stack: chips (int, smallest unit) at the start of the hand.
    """

    name: str
    seat_no: int
    stack: int


@dataclass
class ParsedHand:
    """A hand read from a file, in integer units (chips or cents), before it becomes a drill.

    Attributes:
        source: the file the hand came from: its path relative to what was imported
            (``"night.txt"`` for a file, ``"phh-sample/pluribus/30/14.phh"`` in a folder).
        hand_id: the site's hand number, or the position in the file (``"#3"``).
        site: ``"PokerStars"``, ``"Full Tilt Poker"``, ``"Winning Poker Network"``, ``"PHH"`` ...
        variant: the game as the file names it (``"Hold'em No Limit"``).
        game: ``"holdem"``, ``"omaha"`` when the engine can rank the showdown, else ``""``.
        no_ranking_reason: why the showdown is not ranked (hi/lo, stud, run twice ...).
        tournament: tournament chips (True) or a cash game.
        scale: smallest units per displayed unit: 100 for cents, 1 for chips.
        symbol: currency symbol for display (``"$"``, ``"€"``, ``""``).
        seats: players dealt in, clockwise (table seat order).
        button: the button's name, or None.
        small_blind, big_blind, ante: the stakes (ints, smallest unit); a hand with one blind
            has the other 0 (PHH ``blinds_or_straddles = [10, 0, 0]``: a small blind only).
        level: the tournament level, or 0.
        committed: chips each player put in (blinds, antes, bets), live money only.
        dead: dead money (the dead part of "small & big blinds", dead blinds, a big-blind
            ante), main pot.
        dead_posts: who posted that dead money (player -> chips).
        folded: players who folded (including players folded by the site while all-in).
        all_in: players the file says went all-in.
        hole: known hole cards per player (``"AsKd"``).
        board: the board (``"AhKd2c7s9h"``), ``""`` if none or more than one board.
        returned: uncalled bets the site returned, per player (None: the file prints none).
        collected: chips the site paid each player from the pots.
        cashed_out: players who took the site's all-in cash out (paid outside the pots).
        finishing: each player's recorded stack after the hand (PHH), or None; a Decimal
            in units, as a record may split an odd chip in halves.
        winnings: each player's recorded winnings from the pots (PHH ``winnings``), or None;
            Decimal units like ``finishing``.
        site_pots: the site's pots (main first), or None when the file records none.
        site_total: the site's total pot, or None.
        rake: the site's rake (0 in tournaments).
        rake_inferred: True when the file prints no rake and ``rake`` is the chips put in less
            what the site paid (PartyPoker, iPoker: a real-money cash game only).
        pots_after_rake: True when ``site_pots`` are printed after rake (PokerStars cash).
        flags: site quirks met (``"cash_out"``, ``"run_twice"``, ``"hi_lo"`` ...), and
            ``"cut_off"``: the file ends in the middle of the hand's last line; ``"file_end"``:
            the hand is the last of its file (a text format);
            ``"summary_cut"``: the record stops after its summary's first line, before the
            total pot (so what the site took from it is not known).
        text: the hand's text as in the file (site formats), for a PokerKit replay.
        actions: every action in order (:class:`HandAction`), when the parser records them
            (the parsers under :mod:`dealer_trainer.importer.sites`); empty otherwise.
        fees: what the site took from the pots, by kind (``{"rake": 515, "jackpot fee": 500}``);
            they add up to ``rake``. Empty when the site names only its rake.
        table: the site's table name, or ``""``.
        remarks: sentences for the drill's notes about what the site did outside the pots
            (GGPoker's EV Cashout ...).
        title: the drill's title when the site's hand number does not name the hand alone
            (PHH: ``"PHH phh-sample/pluribus/30/14.phh"``); ``""``: ``"<site> hand <id>"``.
    """

    source: str
    hand_id: str
    site: str
    variant: str = ""
    game: str = "holdem"
    no_ranking_reason: str = ""
    tournament: bool = False
    scale: int = 1
    symbol: str = ""
    seats: list[ParsedSeat] = field(default_factory=list)
    button: str | None = None
    small_blind: int = 0
    big_blind: int = 0
    ante: int = 0
    level: int = 0
    committed: dict[str, int] = field(default_factory=dict)
    dead: int = 0
    dead_posts: dict[str, int] = field(default_factory=dict)
    folded: set[str] = field(default_factory=set)
    all_in: set[str] = field(default_factory=set)
    hole: dict[str, str] = field(default_factory=dict)
    board: str = ""
    returned: dict[str, int] | None = None
    collected: dict[str, int] = field(default_factory=dict)
    cashed_out: set[str] = field(default_factory=set)
    finishing: dict[str, Decimal] | None = None
    winnings: dict[str, Decimal] | None = None
    site_pots: list[int] | None = None
    site_total: int | None = None
    rake: int = 0
    rake_inferred: bool = False
    pots_after_rake: bool = True
    flags: set[str] = field(default_factory=set)
    text: str = field(default="", repr=False)
    actions: list[HandAction] = field(default_factory=list, repr=False)
    fees: dict[str, int] = field(default_factory=dict)
    table: str = ""
    remarks: list[str] = field(default_factory=list)
    title: str = ""

    @property
    def names(self) -> list[str]:
        """Player names in seat order."""
        return [s.name for s in self.seats]


class Skipped(NamedTuple):
    """A hand that made no drill: file, hand id (``""`` for a whole file) and the reason."""

    source: str
    hand_id: str
    reason: str


class Difference(NamedTuple):
    """Where the site's recorded pots differ from the engine's.

    ``explanation`` names the reason (rake, the site's own pot-splitting ...), or is None
    for a difference nobody explained (a bug in the site, the parser or the engine).
    Amounts are in units of ``scale`` per displayed unit (100: cents) with ``symbol``.
    """

    source: str
    hand_id: str
    site_pots: tuple[int, ...]
    engine_pots: tuple[int, ...]
    explanation: str | None
    scale: int = 1
    symbol: str = ""


@dataclass(frozen=True)
class ReplayCheck:
    """PokerKit's replay of one hand: ``agrees`` None when PokerKit could not replay it."""

    source: str
    hand_id: str
    agrees: bool | None
    ours: dict[str, int]
    pokerkit: dict[str, int]
    reason: str = ""


class AwardDifference(NamedTuple):
    """Where the chips the site paid from the pots differ from the engine's award.

    ``site_paid`` and ``engine_paid`` map the drill's seat names to chips (a record may
    pay half chips: Decimal); ``explanation``
    names the reason (rake, an all-in cash out), or is None when nothing explains it.
    """

    source: str
    hand_id: str
    site_paid: dict[str, int | Decimal]
    engine_paid: dict[str, int]
    explanation: str | None
    scale: int = 1
    symbol: str = ""


@dataclass(frozen=True)
class ImportedDrill:
    """A drill made from a hand, with where it came from.

    ``side_pots`` is True when the engine builds two or more pots; ``matches_site`` is True
    when the site's recorded pots equal the engine's exactly, False when they differ,
    None when the file records no pots.
    """

    drill: Drill
    source: str
    hand_id: str
    site: str
    side_pots: bool
    matches_site: bool | None


class Repeated(NamedTuple):
    """A hand whose site hand number was met before in the same import.

    ``same`` is True when it is the same hand again (same seats, chips and cards: imported
    once); False when a different hand carries the number (imported as ``renamed``).
    """

    source: str
    hand_id: str
    first_source: str
    same: bool
    renamed: str = ""


#: :attr:`FileRead.format` of a file in no format read (translated where shown).
UNKNOWN_FORMAT = N_("unknown format")


class FileRead(NamedTuple):
    """One file of an import: its format as detected, hands read, drills made, repeats."""

    source: str
    format: str
    hands: int
    drills: int
    repeated: int = 0


#: Most entries each list of a report keeps (skipped hands, differences, repeats); the rest
#: are only counted, so a whole history is reported in bounded memory.
MAX_LISTED = 10_000


@dataclass
class ImportReport:
    """The outcome of one import.

    Attributes:
        files: files read.
        hands_read: distinct hands found in the files (damaged ones included; a hand met
            again is counted once, in ``repeated``).
        imported: drills made, hands with side pots first (then file order); empty when the
            drills went to a drill file as they were made (``drills_made`` counts them).
        drills_made: drills made; ``side_pot_drills`` of them with side pots.
        skipped: (source, hand id, reason) for every hand that made no drill.
        differences: every hand whose site pots differ from the engine's.
        compared: hands whose file records the site's pots.
        replays: PokerKit's replay of each site text hand (``verify=True`` only).
        awards_compared: drills whose showdown the engine can rank and whose file records
            what the site paid each player.
        award_differences: those where the site paid differently from the engine's award.
        repeated: hands met again (same site and hand number) and what was done.
        file_reads: each file: format detected, hands, drills.
        seconds: wall time of the import.
        cancelled: True when the import was stopped before the end.
        files_skipped: entries of ``skipped`` that are files, not hands (hand id ``""``): a
            file with nothing to import, or the damaged part of one.
        more: entries not listed past :data:`MAX_LISTED`, counted by list and reason
            (``("skipped", reason)``, ``("differences", explanation)`` ...).
    """

    files: int = 0
    hands_read: int = 0
    imported: list[ImportedDrill] = field(default_factory=list)
    skipped: list[Skipped] = field(default_factory=list)
    differences: list[Difference] = field(default_factory=list)
    compared: int = 0
    seconds: float = 0.0
    replays: list[ReplayCheck] = field(default_factory=list)
    awards_compared: int = 0
    award_differences: list[AwardDifference] = field(default_factory=list)
    drills_made: int = 0
    side_pot_drills: int = 0
    repeated: list[Repeated] = field(default_factory=list)
    file_reads: list[FileRead] = field(default_factory=list)
    cancelled: bool = False
    files_skipped: int = 0
    more: Counter[tuple[str, str]] = field(default_factory=Counter)

    def skip(self, skipped: Skipped) -> None:
        """List a hand that made no drill, or a file (hand id ``""``) that gave none (counted
        only past :data:`MAX_LISTED`)."""
        if not skipped.hand_id:
            self.files_skipped += 1
        self._add("skipped", self.skipped, skipped, skipped.reason)

    def differ(self, difference: Difference) -> None:
        """List a pot difference."""
        self._add("differences", self.differences, difference, difference.explanation or "")

    def award_differ(self, difference: AwardDifference) -> None:
        """List an award difference."""
        self._add("award_differences", self.award_differences, difference, difference.explanation or "")

    def repeat(self, repeated: Repeated) -> None:
        """List a hand met again."""
        self._add("repeated", self.repeated, repeated, "same" if repeated.same else "different")

    def _add(self, name: str, items: list[T], item: T, reason: str) -> None:
        if len(items) < MAX_LISTED:
            items.append(item)
        else:
            self.more[(name, reason)] += 1

    def total(self, name: str) -> int:
        """Entries of list ``name`` (``"skipped"``, ``"differences"`` ...), listed or not."""
        listed = len(getattr(self, name))
        return listed + sum(v for (n, _), v in self.more.items() if n == name)

    def reasons(self, name: str) -> Counter[str]:
        """Entries of list ``name`` by reason (``""`` for an unexplained difference)."""
        out: Counter[str] = Counter()
        for item in getattr(self, name):
            if isinstance(item, Skipped):
                out[item.reason] += 1
            elif isinstance(item, Repeated):
                out["same" if item.same else "different"] += 1
            else:
                out[item.explanation or ""] += 1
        for (n, reason), v in self.more.items():
            if n == name:
                out[reason] += v
        return out

    @property
    def drills(self) -> list[Drill]:
        """The drills, side-pot hands first."""
        return [item.drill for item in self.imported]

    @property
    def unexplained(self) -> list[Difference | AwardDifference]:
        """Pot and award differences with no explanation (each is a bug somewhere), as listed."""
        listed: list[Difference | AwardDifference] = [*self.differences, *self.award_differences]
        return [d for d in listed if d.explanation is None]
