"""Import hand-history files as drills: one call for the GUI and the CLI (no Qt).

Files are read hand by hand (:mod:`dealer_trainer.importer.reading`); each hand is turned
into a drill and compared with what the site recorded as soon as it is read, and the drill
goes to a drill file as it is made (``on_drill``) or into the report. Memory stays flat
whatever the size of the history.
"""

from __future__ import annotations

import hashlib
import time
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from decimal import Decimal
from os import PathLike
from pathlib import Path

from dealer_trainer.drills.files import MAX_CHIPS
from dealer_trainer.drills.models import Drill
from dealer_trainer.engine import PotError, build_pots
from dealer_trainer.explain import error_message
from dealer_trainer.importer.convert import compare_awards, compare_pots, engine_hand, make_drill, money
from dealer_trainer.importer.model import (
    AwardDifference,
    Difference,
    FileRead,
    HandError,
    ImportedDrill,
    ImportReport,
    ParsedHand,
    Repeated,
    Skipped,
)
from dealer_trainer.importer.phh import parse_phh_text
from dealer_trainer.importer.reading import (
    MAX_BYTES,
    PHH_SUFFIXES,
    HandFile,
    HandStream,
    UnreadableFile,
    known_formats,
    read_text,
)
from dealer_trainer.importer.sites import Parsed

__all__ = [
    "FOLDER_SUFFIXES",
    "MAX_BYTES",
    "PHH_SUFFIXES",
    "ImportProgress",
    "UnreadableFile",
    "check_amounts",
    "import_files",
    "import_hands",
    "known_formats",
    "parse_text",
    "read_text",
]

#: Files a folder import reads (every other file in the folder is left alone).
FOLDER_SUFFIXES = (*PHH_SUFFIXES, ".txt", ".xml")
#: Reason a hand makes no drill under ``side_pots_only``.
ONE_POT = "one pot only, no side pot (side pots only)"


def parse_text(text: str, source: str, phh: bool = False) -> tuple[list[Parsed], str | None]:
    """Every hand of one file's ``text``: (hand id, ParsedHand or the error that stopped it).

    Returns (hands, None), or ([], reason) when the text holds no hand of a known format.
    """
    if phh:
        return parse_phh_text(text, source)
    stream = HandStream(text.splitlines(), source)
    hands = list(stream)
    return (hands, None) if hands or stream.problem is None else ([], stream.problem)


@dataclass(frozen=True)
class ImportProgress:
    """How far an import is: the file being read, bytes read of all files, hands and drills."""

    file: str
    bytes_done: int
    bytes_total: int
    hands_read: int
    drills_made: int

    @property
    def fraction(self) -> float:
        """Bytes read so far, 0.0 to 1.0."""
        return min(1.0, self.bytes_done / self.bytes_total) if self.bytes_total else 0.0


class _Run:
    """One import: its options, report and the hands met so far (for repeats)."""

    def __init__(
        self,
        report: ImportReport,
        keep_names: bool = False,
        verify: bool = False,
        side_pots_only: bool = False,
        on_drill: Callable[[ImportedDrill], None] | None = None,
    ) -> None:
        self.report = report
        self.keep_names = keep_names
        self.verify = verify
        self.side_pots_only = side_pots_only
        self.on_drill = on_drill
        # hand key -> (first file, digests of the distinct hands with that key); 8-byte keys
        # and digests keep a whole history's worth in a few megabytes
        self.seen: dict[bytes, tuple[str, list[bytes]]] = {}

    def hand(self, hand_id: str, parsed: ParsedHand | HandError, source: str) -> None:
        """Import one parsed hand (never raises)."""
        report = self.report
        if isinstance(parsed, HandError):
            report.hands_read += 1
            report.skip(Skipped(source, hand_id, str(parsed)))
            return
        try:
            check_amounts(parsed)
        except HandError as exc:
            report.hands_read += 1
            report.skip(Skipped(parsed.source, parsed.hand_id, str(exc)))
            return
        if self._repeated(parsed):
            return
        report.hands_read += 1
        if self.verify and parsed.text:
            from dealer_trainer.importer.pokerkit_check import replay_check

            report.replays.append(replay_check(parsed, parsed.text))
        try:
            self._import_one(parsed)
        except HandError as exc:
            report.skip(Skipped(parsed.source, parsed.hand_id, str(exc)))
        except PotError as exc:
            reason = f"not a valid pot situation: {error_message(exc)}"
            report.skip(Skipped(parsed.source, parsed.hand_id, reason))
        except Exception as exc:  # noqa: BLE001 - a damaged hand never stops the import
            report.skip(
                Skipped(parsed.source, parsed.hand_id, f"internal error ({type(exc).__name__}: {exc})")
            )

    def _repeated(self, hand: ParsedHand) -> bool:
        """True when ``hand`` was met before in this import (reported, not imported again).

        A site's hand number names one hand: the same number with the same seats, chips and
        cards is the same hand (a file exported twice, overlapping exports) and is imported
        once. The same number on a different hand (an edited file) keeps both, the later
        one renamed ``"<id> (2)"``. PHH hand numbers repeat across sessions, so a PHH hand
        is one per file.
        """
        positional = hand.site == "PHH" or hand.hand_id.startswith("#") or not hand.hand_id
        name = f"{hand.source}\0{hand.hand_id}" if positional else f"{hand.site}\0{hand.hand_id}"
        key = hashlib.blake2b(name.encode(), digest_size=8).digest()
        digest = _digest(hand)
        first = self.seen.get(key)
        if first is None:
            self.seen[key] = (hand.source, [digest])
            return False
        first_source, digests = first
        if digest in digests:
            self.report.repeat(Repeated(hand.source, hand.hand_id, first_source, True))
            return True
        digests.append(digest)
        renamed = f"{hand.hand_id} ({len(digests)})"
        self.report.repeat(Repeated(hand.source, hand.hand_id, first_source, False, renamed))
        hand.hand_id = renamed
        return False

    def _import_one(self, hand: ParsedHand) -> None:
        report = self.report
        engine = engine_hand(hand)
        pots = build_pots(engine)
        amounts = [p.amount for p in pots]
        outcome = compare_pots(hand, engine, amounts)
        matches: bool | None = None
        if hand.site_pots is not None or hand.site_total is not None:
            report.compared += 1
            matches = outcome is None
        if outcome is not None:
            recorded = hand.site_pots if hand.site_pots is not None else [hand.site_total or 0]
            report.differ(
                Difference(
                    hand.source,
                    hand.hand_id,
                    tuple(recorded),
                    tuple(outcome[0]),
                    outcome[1],
                    hand.scale,
                    hand.symbol,
                )
            )
        side_pots = len(pots) > 1
        if self.side_pots_only and not side_pots:
            report.skip(Skipped(hand.source, hand.hand_id, ONE_POT))
            return
        notes = _notes(hand, amounts, outcome)
        # raises HandError when nobody is left to show down
        drill = make_drill(hand, self.keep_names, notes, side_pots=side_pots, engine=engine)
        _check_awards(hand, drill, report)
        item = ImportedDrill(drill, hand.source, hand.hand_id, hand.site, side_pots, matches)
        report.drills_made += 1
        report.side_pot_drills += side_pots
        if self.on_drill is not None:
            self.on_drill(item)
        else:
            report.imported.append(item)


def _digest(hand: ParsedHand) -> bytes:
    """8 bytes that differ between two different hands (seats, chips, cards, what was paid)."""
    facts = (
        [(s.name, s.seat_no, s.stack) for s in hand.seats],
        sorted(hand.committed.items()),
        sorted(hand.folded),
        sorted(hand.hole.items()),
        hand.board,
        hand.dead,
        sorted(hand.collected.items()),
        hand.site_pots,
        hand.site_total,
    )
    return hashlib.blake2b(repr(facts).encode(), digest_size=8).digest()


def import_hands(
    hands: Iterable[tuple[str, ParsedHand | HandError]],
    report: ImportReport,
    keep_names: bool = False,
    verify: bool = False,
) -> None:
    """Turn parsed hands into drills and differences, adding to ``report`` (never raises).

    ``verify`` also replays each site text hand with PokerKit's parser (slower).
    """
    run = _Run(report, keep_names, verify)
    for hand_id, parsed in hands:
        run.hand(hand_id, parsed, parsed.source if isinstance(parsed, ParsedHand) else _source_of(parsed))


def check_amounts(hand: ParsedHand) -> None:
    """Refuse a hand with an amount no real hand has: negative, or beyond
    :data:`~dealer_trainer.drills.files.MAX_CHIPS` units (a damaged or forged file).

    Raises:
        HandError: naming the amount (``"Player1's stack: a 5,000-digit amount ..."``).
    """
    named: list[tuple[str, int | Decimal | None]] = [(f"{s.name}'s stack", s.stack) for s in hand.seats]
    named += [(f"{n}'s chips in the pot", v) for n, v in hand.committed.items()]
    named += [(f"{n}'s winnings", v) for n, v in hand.collected.items()]
    named += [(f"{n}'s returned bet", v) for n, v in (hand.returned or {}).items()]
    named += [(f"{n}'s final stack", v) for n, v in (hand.finishing or {}).items()]
    named += [(f"{n}'s recorded winnings", v) for n, v in (hand.winnings or {}).items()]
    named += [(f"{n}'s dead blind", v) for n, v in hand.dead_posts.items()]
    named += [("the site's pot", v) for v in hand.site_pots or ()]
    named += [
        ("the dead money", hand.dead),
        ("the small blind", hand.small_blind),
        ("the big blind", hand.big_blind),
        ("the ante", hand.ante),
        ("the site's total pot", hand.site_total),
        ("the rake", hand.rake),
    ]
    for what, value in named:
        if value is None:
            continue
        if value < 0:
            raise HandError(f"{what} is negative ({value})")
        if value > MAX_CHIPS:
            digits = Decimal(value).adjusted() + 1
            raise HandError(f"{what} is a {digits:,}-digit amount, larger than any real pot (a damaged file)")


def _source_of(error: HandError) -> str:
    return getattr(error, "source", "")


def _check_awards(hand: ParsedHand, drill: Drill, report: ImportReport) -> None:
    """Compare the engine's award with what the site paid, and with a PHH record's finishing
    stacks and winnings, when the file records them and the engine can rank the showdown."""
    if not hand.collected and not hand.cashed_out and hand.finishing is None and hand.winnings is None:
        return
    settlement = drill.settlement()
    if settlement.payouts is None:
        return  # no ranking: hi/lo, run twice, other games, unknown cards
    rename = {name: seat.name for name, seat in zip(hand.names, drill.seats, strict=True)}
    back = {seat: name for name, seat in rename.items()}
    records: list[tuple[str, dict[str, int | Decimal]]] = []
    if hand.finishing is not None:
        # chips won = stack after - (stack before - chips put in + the uncalled bet back)
        returned = settlement.returned
        paid: dict[str, int | Decimal] = {}
        for seat in hand.seats:
            behind = seat.stack - hand.committed.get(seat.name, 0) - hand.dead_posts.get(seat.name, 0)
            if returned is not None and returned.seat == rename[seat.name]:
                behind += returned.amount
            paid[seat.name] = hand.finishing.get(seat.name, behind) - behind
        records.append(("the recorded finishing stacks", paid))
    if hand.winnings is not None:
        records.append(("the recorded winnings", dict(hand.winnings)))
    if not records:
        records.append(("", dict(hand.collected)))
    odd = {back[s] for award in settlement.awards for s in award.odd_chips}
    report.awards_compared += 1
    payouts = {back[s]: v for s, v in settlement.payouts.items()}
    for what, paid in records:
        equal, why = compare_awards(hand, payouts, rename, paid, odd)
        if equal:
            continue
        if why is not None and what:
            why = f"{what}: {why}"
        report.award_differ(
            AwardDifference(
                hand.source,
                hand.hand_id,
                {rename[n]: v for n, v in paid.items() if v},
                {s: v for s, v in settlement.payouts.items() if v},
                why,
                hand.scale,
                hand.symbol,
            )
        )
        return


def _notes(hand: ParsedHand, pots: list[int], outcome: tuple[list[int], str | None] | None) -> str:
    f = lambda n: money(hand, n)  # noqa: E731
    name = f"{hand.title} (hand {hand.hand_id})" if hand.title else f"{hand.site} hand {hand.hand_id}"
    parts = [f"Real hand: {name}" + (f" ({hand.variant})" if hand.variant else "") + "."]
    if hand.no_ranking_reason:
        parts.append(f"No showdown ranking: {hand.no_ranking_reason}.")
    if "run_twice" in hand.flags:
        parts.append("Run twice: each pot was split across two boards; no showdown ranking.")
    if "cash_out" in hand.flags:
        parts.append(
            "A player cashed out the hand (all-in cash out): the site paid differently from the pots."
        )
    if hand.site_pots is not None:
        site = ", ".join(f(p) for p in hand.site_pots)
        if outcome is None:
            parts.append(f"The site's pots ({site}) equal the engine's.")
        else:
            why = outcome[1] or "unexplained"
            parts.append(f"Site pots {site}; engine pots {', '.join(f(p) for p in pots)}: {why}.")
    return " ".join(parts)


def import_files(
    paths: Iterable[str | PathLike[str]],
    keep_names: bool = False,
    progress: Callable[[ImportProgress], None] | None = None,
    verify: bool = False,
    *,
    side_pots_only: bool = False,
    on_drill: Callable[[ImportedDrill], None] | None = None,
    cancelled: Callable[[], bool] | None = None,
) -> ImportReport:
    """Import every hand of ``paths`` (files or folders) as drills; never raises for bad input.

    Reads PHH (``.phh``, ``.phhs``: one hand / several, TOML) and every site format of
    :mod:`dealer_trainer.importer.sites` (PokerStars, Full Tilt, the Winning Poker Network,
    Ongame, PartyPoker, iPoker XML, and Absolute Poker through PokerKit). Folders are read
    recursively (the files of :data:`FOLDER_SUFFIXES`). Files are read hand by hand, so a
    history of any size imports in flat memory when the drills go to ``on_drill``.

    A hand that ends with two or more players in the pot (a showdown or all-in) becomes a
    drill at the moment the last bet is called; hands with side pots come first. Every
    other hand is listed in ``report.skipped`` with its reason; a damaged hand or file
    never stops the rest. Where the file records the site's pots they are compared with
    the engine's; each difference is in ``report.differences`` with its explanation
    (rake, the site's own pot-splitting) or None when nothing explains it. A hand met
    again (same site and hand number) is imported once and listed in ``report.repeated``.

    Args:
        paths: files or folders.
        keep_names: keep the players' screen names; by default they are replaced by seat
            letters ("Seat A" is table seat 1), so drill sets can be shared.
        progress: called now and then (at each file and about ten times a second) with an
            :class:`ImportProgress`, for a progress bar.
        verify: also replay every site text hand with PokerKit's (extended) parser and
            compare its chips with ours (``report.replays``); about 10 ms a hand.
        side_pots_only: make drills only of hands with a side pot (the others are skipped
            with :data:`ONE_POT`, their pots still compared).
        on_drill: called with each drill as it is made (in file order) instead of keeping it
            in ``report.imported``: a drill file written as the import goes.
        cancelled: asked between hands; True stops the import (``report.cancelled``).

    Returns:
        The :class:`ImportReport`; ``report.drills`` are the :class:`Drill` objects (none
        when ``on_drill`` took them). Files that cannot be read at all are in
        ``report.skipped`` with hand id ``""``.
    """
    started = time.perf_counter()
    report = ImportReport()
    run = _Run(report, keep_names, verify, side_pots_only, on_drill)
    files = list(_expand(paths))
    total = sum(_size(path) for path, _ in files)
    done = 0
    tick = time.monotonic()
    for path, source in files:
        if cancelled is not None and cancelled():
            report.cancelled = True
            break
        report.files += 1
        hands_before, drills_before, repeated_before = (
            report.hands_read,
            report.drills_made,
            report.total("repeated"),
        )
        if progress is not None:
            progress(ImportProgress(source, done, total, report.hands_read, report.drills_made))
        try:
            hand_file = HandFile(path)
        except UnreadableFile as exc:
            report.skip(Skipped(source, "", str(exc)))
            continue
        with hand_file:
            stream = HandStream(hand_file.lines(), source, phh=path.suffix.lower() in PHH_SUFFIXES)
            try:
                for count, (hand_id, parsed) in enumerate(stream, start=1):
                    run.hand(hand_id, parsed, source)
                    if count % 64 == 0:
                        if cancelled is not None and cancelled():
                            report.cancelled = True
                            break
                        if progress is not None and time.monotonic() - tick > 0.1:
                            tick = time.monotonic()
                            progress(
                                ImportProgress(
                                    source,
                                    done + hand_file.done,
                                    total,
                                    report.hands_read,
                                    report.drills_made,
                                )
                            )
            except UnreadableFile as exc:
                report.skip(Skipped(source, "", str(exc)))
            except Exception as exc:  # noqa: BLE001 - a damaged file never stops the import
                report.skip(Skipped(source, "", f"damaged file ({type(exc).__name__}: {exc})"))
            else:
                if stream.problem and report.hands_read == hands_before:
                    report.skip(Skipped(source, "", stream.problem))
            done += hand_file.size
        report.file_reads.append(
            FileRead(
                source,
                ", ".join(stream.formats) or "unknown",
                report.hands_read - hands_before,
                report.drills_made - drills_before,
                report.total("repeated") - repeated_before,
            )
        )
        if report.cancelled:
            break
    if progress is not None:
        progress(ImportProgress("", done, total, report.hands_read, report.drills_made))
    report.imported.sort(key=lambda item: not item.side_pots)
    report.seconds = time.perf_counter() - started
    return report


def _expand(paths: Iterable[str | PathLike[str]]) -> Iterator[tuple[Path, str]]:
    """Each file to read with its name for reports: its path relative to what was imported
    (a folder's own name first, so files of two folders stay apart)."""
    for raw in paths:
        path = Path(raw)
        if path.is_dir():
            for child in sorted(path.rglob("*")):
                if child.is_file() and child.suffix.lower() in FOLDER_SUFFIXES:
                    yield child, child.relative_to(path.parent).as_posix()
        else:
            yield path, path.name


def _size(path: Path) -> int:
    try:
        return path.stat().st_size
    except OSError:
        return 0
