"""Import hand-history files as drills: one call for the GUI and the CLI (no Qt).

Files are read hand by hand (:mod:`dealer_trainer.importer.reading`); each hand is turned
into a drill and compared with what the site recorded as soon as it is read, and the drill
goes to a drill file as it is made (``on_drill``) or into the report. Memory stays flat
whatever the size of the history.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from os import PathLike
from pathlib import Path

from dealer_trainer.drills.files import DrillSetWriter
from dealer_trainer.i18n import deferred, language
from dealer_trainer.importer.model import (
    UNKNOWN_FORMAT,
    FileRead,
    HandError,
    ImportedDrill,
    ImportReport,
    ParsedHand,
    Skipped,
)
from dealer_trainer.importer.reading import (
    MAX_BYTES,
    PHH_SUFFIXES,
    HandFile,
    HandStream,
    RawHand,
    UnreadableFile,
    known_formats,
    parse_hand,
    read_text,
)
from dealer_trainer.importer.run import ONE_POT, Options, Run, Workers, check_amounts, default_workers
from dealer_trainer.importer.sites import Parsed, folder_suffixes, format_of_suffix
from dealer_trainer.importer.sites.phh import FORMAT as PHH_FORMAT
from dealer_trainer.importer.textlines import split_lines

__all__ = [
    "FOLDER_SUFFIXES",
    "ONE_POT",
    "MAX_BYTES",
    "PHH_SUFFIXES",
    "ImportProgress",
    "UnreadableFile",
    "check_amounts",
    "default_workers",
    "import_files",
    "import_hands",
    "known_formats",
    "parse_text",
    "read_text",
]

#: Files a folder import reads (every other file in the folder is left alone).
FOLDER_SUFFIXES = (".txt", ".xml", *folder_suffixes())
#: Bytes of input below which an import runs in this process (worker processes cost a start).
PARALLEL_FROM = 4 * 1024 * 1024


def parse_text(text: str, source: str, phh: bool = False) -> tuple[list[Parsed], str | None]:
    """Every hand of one file's ``text``: (hand id, ParsedHand or the error that stopped it).

    ``phh``: read as PHH whatever the text (a ``.phh``/``.phhs`` file).

    Returns (hands, None), or ([], reason) when the text holds no hand of a known format.
    """
    stream = HandStream(
        split_lines(text),
        source,
        read_as=PHH_FORMAT if phh else None,
        ends_mid_line=lambda: not text.endswith(("\n", "\r")),
    )
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


def import_hands(
    hands: Iterable[tuple[str, ParsedHand | HandError]],
    report: ImportReport,
    keep_names: bool = False,
    verify: bool = False,
) -> None:
    """Turn parsed hands into drills and differences, adding to ``report`` (never raises).

    ``verify`` also replays each site text hand with PokerKit's parser (slower).
    """
    run = Run(report, Options(keep_names, verify))
    for hand_id, parsed in hands:
        run.hand(hand_id, parsed, parsed.source if isinstance(parsed, ParsedHand) else _source_of(parsed))


def _source_of(error: HandError) -> str:
    return getattr(error, "source", "")


def _ends_mid_line(hand_file: HandFile) -> Callable[[], bool]:
    """Asks ``hand_file``, once read, whether its last line had no line end."""
    return lambda: hand_file.ends_mid_line


def import_files(
    paths: Iterable[str | PathLike[str]],
    keep_names: bool = False,
    progress: Callable[[ImportProgress], None] | None = None,
    verify: bool = False,
    *,
    side_pots_only: bool = False,
    on_drill: Callable[[ImportedDrill], None] | None = None,
    drill_file: DrillSetWriter | None = None,
    workers: int = 1,
    cancelled: Callable[[], bool] | None = None,
) -> ImportReport:
    """Import every hand of ``paths`` (files or folders) as drills; never raises for bad input.

    Reads PHH (``.phh``, ``.phhs``: one hand / several, TOML) and every site format of
    :mod:`dealer_trainer.importer.sites` (PokerStars, Full Tilt, the Winning Poker Network,
    Ongame, PartyPoker, GGPoker, Winamax, 888poker, Bovada/Ignition, iPoker XML, PokerNow
    logs, Open Hand History, and Absolute Poker through PokerKit). Folders are read
    recursively (the files of :data:`FOLDER_SUFFIXES`). Files are read hand by hand, so a
    history of any size imports in flat memory when the drills go to a drill file.

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
            in ``report.imported``.
        drill_file: write each drill to this drill file as it is made (side-pot drills
            first) instead; the caller closes it.
        workers: worker processes that parse and convert text-format hands while this one
            reads (with ``drill_file`` and at least :data:`PARALLEL_FROM` bytes of input;
            1: none). The report and the drill file are the same either way.
        cancelled: asked between hands; True stops the import (``report.cancelled``).

    Returns:
        The :class:`ImportReport`; ``report.drills`` are the :class:`Drill` objects (none
        when ``on_drill`` or ``drill_file`` took them). Files that cannot be read at all are
        in ``report.skipped`` with hand id ``""``.
    """
    started = time.perf_counter()
    report = ImportReport()
    run = Run(report, Options(keep_names, verify, side_pots_only, language()), on_drill, drill_file)
    files = list(_expand(paths))
    total = sum(_size(path) for path, _ in files)
    pool = (
        Workers(workers, run) if workers > 1 and drill_file is not None and total >= PARALLEL_FROM else None
    )
    reader = _FileReader(run, pool, total, progress, cancelled)
    try:
        for path, source in files:
            if reader.stop or (cancelled is not None and cancelled()):
                report.cancelled = True
                break
            reader.read(path, source)
    finally:
        if pool is not None:
            pool.close()
    reader.tell("", reader.done)
    report.imported.sort(key=lambda item: not item.side_pots)
    report.seconds = time.perf_counter() - started
    return report


class _FileReader:
    """Reads the files of one import in turn into its :class:`Run`, hand by hand, telling
    ``progress`` and asking ``cancelled`` now and then (see :func:`import_files`)."""

    def __init__(
        self,
        run: Run,
        pool: Workers | None,
        total: int,
        progress: Callable[[ImportProgress], None] | None,
        cancelled: Callable[[], bool] | None,
    ) -> None:
        self.run = run
        self.report = run.report
        self.pool = pool  # the worker processes, or None: the hands are read here
        self.total = total  # bytes of all the files
        self.progress = progress
        self.cancelled = cancelled
        self.done = 0  # bytes of the files read
        self.tick = time.monotonic()  # when progress was last told
        self.stop = False  # cancelled in a file

    def tell(self, source: str, at: int) -> None:
        """Tell ``progress`` that ``at`` bytes are read, in file ``source``."""
        if self.progress is not None:
            report = self.report
            self.progress(ImportProgress(source, at, self.total, report.hands_read, report.drills_made))

    def read(self, path: Path, source: str) -> None:
        """Read the file ``path`` (``source`` in the report); a file that cannot be read or
        is damaged is in ``report.skipped``, never raised."""
        report = self.report
        report.files += 1
        before = (report.hands_read, report.drills_made, report.total("repeated"))
        self.tell(source, self.done)
        try:
            hand_file = HandFile(path)
        except UnreadableFile as exc:
            report.skip(Skipped(source, "", str(exc)))
            return
        with hand_file:
            stream = HandStream(
                hand_file.lines(),
                source,
                read_as=format_of_suffix(path.suffix),
                ends_mid_line=_ends_mid_line(hand_file),
            )
            try:
                self._apply(hand_file, stream, source)
            except UnreadableFile as exc:
                report.skip(Skipped(source, "", str(exc)))
            except Exception as exc:  # noqa: BLE001 - a damaged file never stops the import
                report.skip(
                    Skipped(
                        source,
                        "",
                        deferred(
                            "damaged file ({error_type}: {error})",
                            error_type=type(exc).__name__,
                            error=exc,
                        ),
                    )
                )
            else:
                met = report.hands_read - before[0] + report.total("repeated") - before[2]
                if stream.problem and not met:
                    report.skip(Skipped(source, "", stream.problem))
                if stream.damage:
                    report.skip(Skipped(source, "", stream.damage))
            self.done += hand_file.size
        report.file_reads.append(
            FileRead(
                source,
                ", ".join(stream.formats) or UNKNOWN_FORMAT,
                report.hands_read - before[0],
                report.drills_made - before[1],
                report.total("repeated") - before[2],
            )
        )

    def _apply(self, hand_file: HandFile, stream: HandStream, source: str) -> None:
        """Apply every hand of the file (here, or by the workers), stopping when cancelled;
        every 64 hands ask ``cancelled`` and tell ``progress`` (ten times a second at most)."""
        cancelled, progress = self.cancelled, self.progress
        for count, _ in enumerate(self._steps(stream, source), start=1):
            if count % 64:
                continue
            if cancelled is not None and cancelled():
                self.report.cancelled = self.stop = True
                break
            if progress is not None and time.monotonic() - self.tick > 0.1:
                self.tick = time.monotonic()
                self.tell(source, self.done + hand_file.done)
        if self.pool is not None and not self.stop:
            for _ in self.pool.flush():
                pass

    def _steps(self, stream: HandStream, source: str) -> Iterator[None]:
        """Each hand of the file applied (here, or by the workers), one step each."""
        run, pool = self.run, self.pool
        for item in stream.items():
            if isinstance(item, RawHand):
                if pool is not None:
                    yield from pool.add(item)
                    continue
                parsed: ParsedHand | HandError = parse_hand(
                    item.site_format, item.hand_id, item.text, source, item.cut_off, item.last
                )
                run.hand(item.hand_id, parsed, source)
            else:
                run.hand(item[0], item[1], source)
            yield


def input_files(paths: Iterable[str | PathLike[str]]) -> Iterator[Path]:
    """The files an import or export of ``paths`` reads: files as given, folders as the
    hand-history and drill files in them (at any depth)."""
    return (path for path, _name in _expand(paths))


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
