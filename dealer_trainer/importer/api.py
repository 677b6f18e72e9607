"""Import hand-history files as drills: one call for the GUI and the CLI (no Qt)."""

from __future__ import annotations

import os
import stat
import time
from collections.abc import Callable, Iterable, Iterator
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
    HandError,
    ImportedDrill,
    ImportReport,
    ParsedHand,
    Skipped,
)
from dealer_trainer.importer.phh import parse_phh_text
from dealer_trainer.importer.sites import FILE_FORMATS, TEXT_FORMATS, Parsed, file_format, split_hands

#: Suffixes read as PHH (TOML); everything else is read as site text.
PHH_SUFFIXES = (".phh", ".phhs")
#: Largest file read (bytes): hand histories are text, a bigger file is not one.
MAX_BYTES = 50 * 1024 * 1024


class UnreadableFile(Exception):
    """A file that cannot be read at all (missing, not text, no hands): one-line message."""


def read_text(path: Path) -> str:
    """The text of a hand-history file (UTF-8, UTF-8 with BOM, UTF-16 or Latin-1).

    Only a regular file is read (not a device, FIFO or socket), at most :data:`MAX_BYTES`.

    Raises:
        UnreadableFile: missing, unreadable, not a regular file, too big, or binary.
    """
    too_big = f"{path}: larger than {MAX_BYTES // (1024 * 1024)} MB, not a hand history"
    try:
        # O_NONBLOCK: a FIFO is opened (and refused) without waiting for a writer
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
        with os.fdopen(fd, "rb") as handle:
            info = os.fstat(handle.fileno())
            if not stat.S_ISREG(info.st_mode):
                raise UnreadableFile(f"{path}: not a regular file (a device, FIFO or socket)")
            if info.st_size > MAX_BYTES:
                raise UnreadableFile(too_big)
            data = handle.read(MAX_BYTES + 1)
    except OSError as exc:
        raise UnreadableFile(f"{path}: cannot read: {exc.strerror or exc}") from None
    if len(data) > MAX_BYTES:  # grew while read
        raise UnreadableFile(too_big)
    if data.startswith((b"\xff\xfe", b"\xfe\xff")):
        return data.decode("utf-16", errors="replace")
    if b"\x00" in data[:4096]:
        raise UnreadableFile(f"{path}: a binary file, not a hand history")
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError:
        return data.decode("latin-1")


def parse_text(text: str, source: str, phh: bool = False) -> tuple[list[Parsed], str | None]:
    """Every hand of one file's ``text``: (hand id, ParsedHand or the error that stopped it).

    Returns (hands, None), or ([], reason) when the text holds no hand of a known format.
    """
    if phh:
        return parse_phh_text(text, source)
    lines = text.replace("\ufeff", "").splitlines()
    out: list[Parsed] = []
    for site_format, hand_id, hand_text in split_hands(lines):
        try:
            assert site_format.parse is not None
            out.append((hand_id, site_format.parse(hand_id, hand_text, source)))
        except HandError as exc:
            out.append((hand_id, exc))
        except (ValueError, KeyError, IndexError, ArithmeticError) as exc:
            out.append((hand_id, HandError(f"damaged hand ({type(exc).__name__}: {exc})")))
    if out:
        return out, None
    other = file_format(text)
    if other is not None and other.read is not None:
        return list(other.read(lines, source)), None
    if "actions" in text and "starting_stacks" in text:
        return parse_phh_text(text, source)
    return [], f"no hand of a known format ({known_formats()})"


def known_formats() -> str:
    """The formats read, for messages: ``"PHH, PokerStars text, ..."``."""
    return ", ".join(["PHH", *(f.label for f in [*TEXT_FORMATS, *FILE_FORMATS] if f.supported)])


def import_hands(
    hands: Iterable[tuple[str, ParsedHand | HandError]],
    report: ImportReport,
    keep_names: bool = False,
    verify: bool = False,
) -> None:
    """Turn parsed hands into drills and differences, adding to ``report`` (never raises).

    ``verify`` also replays each site text hand with PokerKit's parser (slower).
    """
    for hand_id, parsed in hands:
        report.hands_read += 1
        if isinstance(parsed, HandError):
            report.skipped.append(Skipped(_source_of(parsed), hand_id, str(parsed)))
            continue
        try:
            check_amounts(parsed)
        except HandError as exc:
            report.skipped.append(Skipped(parsed.source, parsed.hand_id, str(exc)))
            continue
        if verify and parsed.text:
            from dealer_trainer.importer.pokerkit_check import replay_check

            report.replays.append(replay_check(parsed, parsed.text))
        try:
            _import_one(parsed, report, keep_names)
        except HandError as exc:
            report.skipped.append(Skipped(parsed.source, parsed.hand_id, str(exc)))
        except PotError as exc:
            reason = f"not a valid pot situation: {error_message(exc)}"
            report.skipped.append(Skipped(parsed.source, parsed.hand_id, reason))
        except Exception as exc:  # noqa: BLE001 - a damaged hand never stops the import
            report.skipped.append(
                Skipped(parsed.source, parsed.hand_id, f"internal error ({type(exc).__name__}: {exc})")
            )


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


def _import_one(hand: ParsedHand, report: ImportReport, keep_names: bool) -> None:
    engine = engine_hand(hand)
    pots = build_pots(engine)
    outcome = compare_pots(hand)
    matches: bool | None = None
    if hand.site_pots is not None:
        report.compared += 1
        matches = outcome is None
    if outcome is not None:
        report.differences.append(
            Difference(
                hand.source,
                hand.hand_id,
                tuple(hand.site_pots or ()),
                tuple(outcome[0]),
                outcome[1],
                hand.scale,
                hand.symbol,
            )
        )
    notes = _notes(hand, [p.amount for p in pots], outcome)
    # raises HandError when nobody is left to show down
    drill = make_drill(hand, keep_names, notes, side_pots=len(pots) > 1)
    _check_awards(hand, drill, report)
    report.imported.append(ImportedDrill(drill, hand.source, hand.hand_id, hand.site, len(pots) > 1, matches))


def _check_awards(hand: ParsedHand, drill: Drill, report: ImportReport) -> None:
    """Compare the engine's award with what the site paid (or the recorded stacks), when
    both are known."""
    if not hand.collected and not hand.cashed_out and hand.finishing is None:
        return
    settlement = drill.settlement()
    if settlement.payouts is None:
        return  # no ranking: hi/lo, run twice, other games, unknown cards
    rename = {name: seat.name for name, seat in zip(hand.names, drill.seats, strict=True)}
    back = {seat: name for name, seat in rename.items()}
    paid: dict[str, int | Decimal] = dict(hand.collected)
    if hand.finishing is not None:
        # chips won = stack after - (stack before - chips put in + the uncalled bet back)
        returned = settlement.returned
        paid = {}
        for seat in hand.seats:
            behind = seat.stack - hand.committed.get(seat.name, 0) - hand.dead_posts.get(seat.name, 0)
            if returned is not None and returned.seat == rename[seat.name]:
                behind += returned.amount
            paid[seat.name] = hand.finishing.get(seat.name, behind) - behind
    odd = {back[s] for award in settlement.awards for s in award.odd_chips}
    report.awards_compared += 1
    payouts = {back[s]: v for s, v in settlement.payouts.items()}
    equal, why = compare_awards(hand, payouts, rename, paid, odd)
    if not equal:
        report.award_differences.append(
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


def _notes(hand: ParsedHand, pots: list[int], outcome: tuple[list[int], str | None] | None) -> str:
    f = lambda n: money(hand, n)  # noqa: E731
    parts = [
        f"Real hand: {hand.site} hand {hand.hand_id}" + (f" ({hand.variant})" if hand.variant else "") + "."
    ]
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
    progress: Callable[[str], None] | None = None,
    verify: bool = False,
) -> ImportReport:
    """Import every hand of ``paths`` (files or folders) as drills; never raises for bad input.

    Reads PHH (``.phh``, ``.phhs``: one hand / several, TOML) and the text hand histories
    of PokerStars, Full Tilt and the Winning Poker Network (every game), and the formats
    PokerKit's parsers read (Absolute, iPoker, Ongame, PartyPoker). Folders are read
    recursively (``*.phh``, ``*.phhs``, ``*.txt``).

    A hand that ends with two or more players in the pot (a showdown or all-in) becomes a
    drill at the moment the last bet is called; hands with side pots come first. Every
    other hand is listed in ``report.skipped`` with its reason; a damaged hand or file
    never stops the rest. Where the file records the site's pots they are compared with
    the engine's; each difference is in ``report.differences`` with its explanation
    (rake, the site's own pot-splitting) or None when nothing explains it.

    Args:
        paths: files or folders.
        keep_names: keep the players' screen names; by default they are replaced by seat
            letters ("Seat A" is table seat 1), so drill sets can be shared.
        progress: called with each file name before it is read (for a progress bar).
        verify: also replay every site text hand with PokerKit's (extended) parser and
            compare its chips with ours (``report.replays``); about 10 ms a hand.

    Returns:
        The :class:`ImportReport`; ``report.drills`` are the :class:`Drill` objects. Files
        that cannot be read at all are in ``report.skipped`` with hand id ``""``.
    """
    started = time.perf_counter()
    report = ImportReport()
    for path in _expand(paths):
        report.files += 1
        if progress is not None:
            progress(str(path))
        try:
            text = read_text(path)
        except UnreadableFile as exc:
            report.skipped.append(Skipped(path.name, "", str(exc)))
            continue
        try:
            hands, problem = parse_text(text, path.name, phh=path.suffix.lower() in PHH_SUFFIXES)
        except Exception as exc:  # noqa: BLE001 - a damaged file never stops the import
            hands, problem = [], f"damaged file ({type(exc).__name__}: {exc})"
        if problem:
            report.skipped.append(Skipped(path.name, "", problem))
            continue
        for _, parsed in hands:
            if isinstance(parsed, HandError):
                parsed.source = path.name  # type: ignore[attr-defined]
        import_hands(hands, report, keep_names, verify)
    report.imported.sort(key=lambda item: not item.side_pots)
    report.seconds = time.perf_counter() - started
    return report


def _expand(paths: Iterable[str | PathLike[str]]) -> Iterator[Path]:
    for raw in paths:
        path = Path(raw)
        if path.is_dir():
            for child in sorted(path.rglob("*")):
                if child.is_file() and child.suffix.lower() in (*PHH_SUFFIXES, ".txt"):
                    yield child
        else:
            yield path
