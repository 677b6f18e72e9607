"""Reading hand-history files hand by hand: the file's lines as they are needed, the format
detected from its first lines, each hand parsed as it is met (no Qt).

Memory stays flat whatever the file's size: one hand's text is held at a time (a file format
read whole, such as PokerKit's, holds its file).
"""

from __future__ import annotations

import codecs
import io
import os
from collections.abc import Callable, Iterable, Iterator
from itertools import chain, islice
from pathlib import Path
from typing import NamedTuple

from dealer_trainer.i18n import N_, computed, deferred, deferred_join, deferred_plural, system_reason
from dealer_trainer.importer.model import DeferredMessage
from dealer_trainer.importer.sites import (
    Parsed,
    SiteFormat,
    file_format,
    formats_named,
    header_of,
    parse_hand,
    split_hands,
)
from dealer_trainer.importer.sites.phh import FORMAT as PHH_FORMAT
from dealer_trainer.importer.textlines import split_lines
from dealer_trainer.userfiles import UserFileError, open_regular

#: Suffixes read as PHH (TOML) whatever the text (:data:`PHH_FORMAT`, a format of the registry).
PHH_SUFFIXES = PHH_FORMAT.suffixes
#: Largest file :func:`read_text` reads whole (bytes); :class:`HandFile` streams any size.
MAX_BYTES = 50 * 1024 * 1024
#: Longest line read (bytes): hand histories have short lines; a longer one is not one.
MAX_LINE = 16 * 1024 * 1024
#: Lines of a file looked at to tell its format.
HEAD_LINES = 400
_BINARY_PROBE = 4096
_CHUNK = 1 << 20


class UnreadableFile(DeferredMessage, Exception):
    """A file that cannot be read at all (missing, not text, no hands): one-line message
    (see :class:`~dealer_trainer.importer.model.DeferredMessage`)."""


class HandFile:
    """A hand-history file read line by line (UTF-8, UTF-8 with BOM, UTF-16 or Latin-1).

    Only a regular file is read (not a device, FIFO or socket). ``size`` is its length in
    bytes and ``done`` how many have been read so far (for a progress bar).

    Raises:
        UnreadableFile: missing, unreadable, not a regular file, or binary.
    """

    def __init__(self, path: str | os.PathLike[str]) -> None:
        self.path = Path(path)
        self.done = 0
        #: Set once :meth:`lines` has read to the end: the last line has no line end (the file
        #: may be cut off in it; many whole files also end so).
        self.ends_mid_line = False
        self._handle = _open_regular(self.path)
        try:
            self.size = os.fstat(self._handle.fileno()).st_size
            probe = self._handle.peek(_BINARY_PROBE)[:_BINARY_PROBE]
        except OSError as exc:
            self.close()
            raise UnreadableFile(
                N_("{file}: cannot read: {reason}"),
                file=self.path,
                reason=computed(system_reason, exc.errno, exc.strerror or str(exc)),
            ) from None
        self._utf16 = probe.startswith((b"\xff\xfe", b"\xfe\xff"))
        if not self._utf16 and b"\x00" in probe:
            self.close()
            raise UnreadableFile(N_("{file}: a binary file, not a hand history"), file=self.path)

    def __enter__(self) -> HandFile:
        return self

    def __exit__(self, *_: object) -> None:
        self.close()

    def close(self) -> None:
        """Close the file."""
        self._handle.close()

    def lines(self) -> Iterator[str]:
        """The file's lines without line ends, as they are read (a byte-order mark dropped).

        Read a megabyte at a time and cut at line ends; each block is UTF-8, or a line that is
        not is read as Latin-1.

        Raises:
            UnreadableFile: a line longer than :data:`MAX_LINE` or a read error.
        """
        try:
            if self._utf16:
                yield from self._utf16_lines()
                return
            read = self._handle.read
            pending = b""
            first = True
            while True:
                chunk = read(_CHUNK)
                if not chunk:
                    break
                self.done += len(chunk)
                if first:
                    first = False
                    if chunk.startswith(codecs.BOM_UTF8):
                        chunk = chunk[3:]
                data = pending + chunk if pending else chunk
                # after the last line end; a final \r may be half of a \r\n (CR-only files too)
                cut = max(data.rfind(b"\n"), data.rfind(b"\r", 0, len(data) - 1)) + 1
                if not cut:
                    pending = data
                    if len(pending) > MAX_LINE:
                        raise UnreadableFile(
                            N_("{file}: a line longer than {mb} MB"), file=self.path, mb=MAX_LINE // 2**20
                        )
                    continue
                pending = data[cut:]
                yield from split_lines(_decode(data[:cut]))
            if pending:
                self.ends_mid_line = not pending.endswith(b"\r")
                yield from split_lines(_decode(pending))
        except OSError as exc:
            raise UnreadableFile(
                N_("{file}: cannot read: {reason}"),
                file=self.path,
                reason=computed(system_reason, exc.errno, exc.strerror or str(exc)),
            ) from None

    def _utf16_lines(self) -> Iterator[str]:
        wrapper = io.TextIOWrapper(self._handle, encoding="utf-16", errors="replace", newline=None)
        for line in wrapper:
            self.done += 2 * len(line)
            self.ends_mid_line = not line.endswith("\n")
            yield line.rstrip("\n").replace("\ufeff", "")
        self.done = self.size


def _decode(block: bytes) -> str:
    """UTF-8 text of whole lines; a line that is not UTF-8 is read as Latin-1."""
    try:
        text = block.decode("utf-8")
    except UnicodeDecodeError:
        text = "".join(_decode_line(line) for line in block.splitlines(keepends=True))
    return text.replace("\ufeff", "") if "\ufeff" in text else text


def _decode_line(line: bytes) -> str:
    try:
        return line.decode("utf-8")
    except UnicodeDecodeError:
        return line.decode("latin-1")


def _open_regular(path: Path) -> io.BufferedReader:
    """:func:`dealer_trainer.userfiles.open_regular`, its failures as :class:`UnreadableFile`."""
    try:
        return open_regular(path)
    except OSError as exc:
        raise UnreadableFile(
            N_("{file}: cannot read: {reason}"),
            file=path,
            reason=computed(system_reason, exc.errno, exc.strerror or str(exc)),
        ) from None
    except UserFileError:
        raise UnreadableFile(N_("{file}: not a regular file (a device, FIFO or socket)"), file=path) from None


def read_text(path: Path) -> str:
    """The whole text of a hand-history file (at most :data:`MAX_BYTES`), lines joined by
    ``"\\n"``; :class:`HandFile` reads a file of any size line by line.

    Raises:
        UnreadableFile: missing, unreadable, not a regular file, too big, or binary.
    """
    with HandFile(path) as hand_file:
        if hand_file.size > MAX_BYTES:
            raise UnreadableFile(
                N_("{file}: larger than {mb} MB, not a hand history"),
                file=path,
                mb=MAX_BYTES // (1024 * 1024),
            )
        return "\n".join(hand_file.lines())


def known_formats() -> str:
    """The formats read, for messages: ``"PHH, PokerStars text, ..."``."""
    return ", ".join(f.label for f in formats_named())


class RawHand(NamedTuple):
    """A text-format hand as read from the file, not yet parsed. ``cut_off``: the file's last
    hand, and the file ends in the middle of its last line; ``last``: the file's last hand."""

    site_format: SiteFormat
    hand_id: str
    text: str
    source: str
    cut_off: bool = False
    last: bool = False


class HandStream:
    """The hands of one file's lines, parsed one at a time as they are iterated.

    The format is told from the first :data:`HEAD_LINES` lines: a text format's hand header
    (hands of several text formats may share a file), else a file format (iPoker XML ...,
    PHH-looking TOML last); a file in none of them is still searched for hand headers to its
    end. After iteration ``formats`` names the formats met, ``problem`` says why no hand
    was found (None when one was) and ``damage`` why a file format's file stopped being
    readable after some hands (the XML cut short ...). A text hand without a number is
    named by its place in the file (``"#3"``).

    Args:
        lines: the file's lines without line ends.
        source: the file as reports name it (its path relative to what was imported).
        read_as: the file format to read whatever the lines (the registry's
            ``format_of_suffix`` of the file's suffix: PHH for a ``.phh``/``.phhs`` file), or
            None to tell it from them.
        ends_mid_line: asked once ``lines`` are used up: whether the last line had no line end
            (:attr:`HandFile.ends_mid_line`); the last hand is then marked ``cut_off``.
    """

    def __init__(
        self,
        lines: Iterable[str],
        source: str,
        read_as: SiteFormat | None = None,
        ends_mid_line: Callable[[], bool] = lambda: False,
    ) -> None:
        self._lines = iter(lines)
        self._ends_mid_line = ends_mid_line
        self.source = source
        self.read_as = read_as
        self.formats: list[str] = []
        self.problem: str | None = None
        self.damage: str | None = None

    def __iter__(self) -> Iterator[Parsed]:
        for item in self.items():
            if isinstance(item, RawHand):
                yield item.hand_id, parse_hand(*item)
            else:
                yield item

    def items(self) -> Iterator[Parsed | RawHand]:
        """Each hand: a text format's as a :class:`RawHand` (parsed by :func:`parse_hand`,
        here or in a worker process), any other already parsed."""
        head = list(islice(self._lines, HEAD_LINES))
        lines = chain(head, self._lines)
        if self.read_as is not None:
            yield from self._file_format(self.read_as, lines)
            return
        if not any(header_of(line) for line in head):
            other = file_format("\n".join(head))
            if other is not None:
                yield from self._file_format(other, lines)
                return
        found = 0
        held: RawHand | None = None  # each hand waits for the next: the last one may be cut off
        for site_format, hand_id, hand_text in split_hands(lines):
            found += 1
            if site_format.label not in self.formats:
                self.formats.append(site_format.label)
            if held is not None:
                yield held
            held = RawHand(site_format, hand_id or f"#{found}", hand_text, self.source)
        if held is not None:
            yield held._replace(cut_off=self._ends_mid_line(), last=True)
        if not found:
            labels = [deferred(label) for label in known_formats().split(", ")]
            self.problem = deferred(
                "no hand of a known format ({formats})", formats=deferred_join(labels, ", ")
            )

    def _file_format(self, other: SiteFormat, lines: Iterable[str]) -> Iterator[Parsed]:
        """The hands of a file format's file; ``problem`` its own (PHH's) when it has one."""
        self.formats.append(other.label)
        if not other.supported or other.read is None:
            self.problem = deferred(
                "{format}: {note}", format=deferred(other.label), note=deferred(other.note)
            )
            return
        hands = other.read(lines, self.source)
        yield from self._checked(iter(hands), other.label)
        problem = getattr(hands, "problem", None)
        if problem is not None:
            self.problem = problem

    def _checked(self, hands: Iterator[Parsed], label: str) -> Iterator[Parsed]:
        """A file format's hands, a crash in its reader turned into one reason."""
        count = 0
        try:
            for item in hands:
                count += 1
                yield item
        except UnreadableFile:
            raise
        except Exception as exc:  # noqa: BLE001 - a damaged file never stops the import
            reason = deferred_plural(
                "{format}: damaged file after {n} hand ({error})",
                "{format}: damaged file after {n} hands ({error})",
                count,
                format=deferred(label),
                error=exc,
            )
            if count:
                self.damage = reason
            else:
                self.problem = reason
