"""The registry of site formats: one module per site, each a :class:`SiteFormat` (no Qt).

Text formats (a header line starts each hand: PokerStars, Full Tilt, WPN, Ongame,
PartyPoker, GGPoker, Winamax, 888poker, Bovada/Ignition) are tried line by line, so one
file may hold hands of several of them; file formats (iPoker XML, Open Hand History JSON,
PokerNow CSV logs, Absolute Poker through PokerKit, PHH) are recognised from a file's first
lines, PHH also from its suffix (``.phh``, ``.phhs``). A new site's module defines its
``FORMAT`` and is added here (or with :func:`register`).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator

from dealer_trainer.i18n import N_, deferred
from dealer_trainer.importer.model import HandError, ParsedHand
from dealer_trainer.importer.sites import (
    absolute,
    bovada,
    fulltilt,
    ggpoker,
    ipoker,
    ohh,
    ongame,
    pacific,
    partypoker,
    phh,
    pokernow,
    pokerstars,
    unsupported,
    winamax,
    wpn,
    wpn2014,
)
from dealer_trainer.importer.sites.base import Parsed, SiteFormat, classify_game, roman_or_int

__all__ = [
    "FILE_FORMATS",
    "HEADER_MARKS",
    "TEXT_FORMATS",
    "Parsed",
    "SiteFormat",
    "classify_game",
    "file_format",
    "folder_suffixes",
    "format_of_suffix",
    "formats_named",
    "header_of",
    "parse_hand",
    "register",
    "roman_or_int",
    "split_hands",
]

#: Formats whose hands start with a header line, tried in this order on every line.
TEXT_FORMATS: list[SiteFormat] = [
    pokerstars.FORMAT,
    fulltilt.FORMAT,
    wpn.FORMAT,
    wpn2014.FORMAT,
    ongame.FORMAT,
    partypoker.FORMAT,
    ggpoker.FORMAT,
    winamax.FORMAT,
    pacific.FORMAT,
    bovada.FORMAT,
]
#: Formats read a whole file at a time, recognised from the file's first lines in this order.
FILE_FORMATS: list[SiteFormat] = [
    ipoker.FORMAT,
    ohh.FORMAT,
    pokernow.FORMAT,
    absolute.FORMAT,
    *unsupported.FORMATS,
    phh.FORMAT,
]


def _starts() -> tuple[str, ...] | None:
    """What every text format's header starts with, or None when a format cannot say."""
    if any(not f.starts for f in TEXT_FORMATS):
        return None
    return tuple(s for f in TEXT_FORMATS for s in ((f.starts,) if isinstance(f.starts, str) else f.starts))


_STARTS = _starts()


def register(site_format: SiteFormat) -> None:
    """Add a format (a text format when it has a ``header``, else a file format)."""
    global _STARTS
    if site_format.header is not None:
        TEXT_FORMATS.append(site_format)
        _STARTS = _starts()
    else:
        FILE_FORMATS.append(site_format)


def folder_suffixes() -> tuple[str, ...]:
    """The file suffixes the formats here add to a folder import (``.csv``, ``.ohh`` ...)."""
    return tuple(sorted({s for f in [*TEXT_FORMATS, *FILE_FORMATS] for s in f.suffixes}))


def format_of_suffix(suffix: str) -> SiteFormat | None:
    """The file format a file's ``suffix`` (``".phh"``, either case) names whatever its text
    (a format with ``by_suffix``), or None."""
    suffix = suffix.lower()
    return next((f for f in FILE_FORMATS if f.by_suffix and suffix in f.suffixes), None)


def formats_named() -> list[SiteFormat]:
    """The formats read, in the order messages name them: those a suffix names (PHH), then
    the text formats, then the other file formats."""
    by_suffix = [f for f in FILE_FORMATS if f.by_suffix]
    others = [f for f in FILE_FORMATS if not f.by_suffix]
    return [f for f in [*by_suffix, *TEXT_FORMATS, *others] if f.supported]


def header_of(line: str) -> tuple[SiteFormat, re.Match[str]] | None:
    """The text format whose hand header ``line`` is, with the match, or None."""
    if _STARTS is not None and not line.startswith(_STARTS):
        return None  # most lines: one quick test
    for site_format in TEXT_FORMATS:
        header = site_format.header
        if header is not None and (m := header.match(line)) is not None:
            return site_format, m
    return None


def split_hands(lines: Iterable[str]) -> Iterator[tuple[SiteFormat, str, str]]:
    """The hands of text-format ``lines`` (no line ends): (format, hand id, hand text) in file
    order, one at a time. Lines before the first header are ignored. A header glued to the
    end of a line (files joined with ``cat``, the first without a final line end) starts a
    hand too."""
    current: tuple[SiteFormat, str] | None = None
    body: list[str] = []
    for line in lines:
        found = header_of(line)
        if found is not None:
            if current is not None:
                yield from _hands(current, body)
            site_format, m = found
            current, body = (site_format, m.groupdict().get("id") or ""), [line]
        elif current is not None:
            body.append(line)
    if current is not None:
        yield from _hands(current, body)


#: Words every hand header holds, one or another (a test checks each format's real headers).
HEADER_MARKS = ("Hand #", "Game #", "***** ", "Game started at: ", "Winamax Poker - ")


def _hands(current: tuple[SiteFormat, str], body: list[str]) -> Iterator[tuple[SiteFormat, str, str]]:
    """The hand of ``body``, and the next ones when a header is glued to the end of one of
    its lines."""
    text = "\n".join(body)
    if _may_hold_glued_header(text, len(body[0])):
        yield from _split_glued(current, body)
    else:
        yield _hand(current, body, text)


def _may_hold_glued_header(text: str, start: int) -> bool:
    """True when ``text`` holds a header's words after ``start`` other than at a line start
    (a few microseconds a hand; :func:`_split_glued` then looks line by line)."""
    for mark in HEADER_MARKS:
        at = text.find(mark, start)
        while at > 0 and text[at - 1] == "\n":
            at = text.find(mark, at + 1)
        if at > 0:
            return True
    return False


def _split_glued(current: tuple[SiteFormat, str], body: list[str]) -> Iterator[tuple[SiteFormat, str, str]]:
    """``body`` cut before each header that starts in the middle of a line, where the hand
    before it and the hand it starts are both whole hands (each is parsed): a chat line or a
    screen name that quotes a header cuts no hand in two."""
    pieces: list[tuple[tuple[SiteFormat, str], list[str]]] = [(current, [body[0]])]
    for line in body[1:]:
        found = _glued_header(line)
        if found is None:
            pieces[-1][1].append(line)
            continue
        at, (site_format, m) = found
        pieces[-1][1].append(line[:at])
        pieces.append(((site_format, m.groupdict().get("id") or ""), [line[at:]]))
    current, lines = pieces[0]
    whole: bool | None = None  # whether the hand so far is whole (None: not asked yet)
    for after_current, after_lines in pieces[1:]:
        hand, after = _hand(current, lines), _hand(after_current, after_lines)
        whole = _is_whole(hand) if whole is None else whole
        after_whole = _is_whole(after)
        if whole and after_whole:
            yield hand
            current, lines, whole = after_current, after_lines, after_whole
        else:  # not a glued header: the line as it was
            lines = [*lines[:-1], lines[-1] + after_lines[0], *after_lines[1:]]
            whole = None
    yield _hand(current, lines)


def _glued_header(line: str) -> tuple[int, tuple[SiteFormat, re.Match[str]]] | None:
    """(where, the header) of a header that starts in the middle of ``line``, or None."""
    if _STARTS is None:
        return None
    for start in _STARTS:
        at = line.find(start, 1)
        while at > 0:
            found = header_of(line[at:])
            if found is not None:
                return at, found
            at = line.find(start, at + 1)
    return None


def _is_whole(hand: tuple[SiteFormat, str, str]) -> bool:
    """True when the site's parser reads ``hand`` (format, hand id, text) as a whole hand."""
    try:
        return not isinstance(parse_hand(*hand, ""), HandError)
    except Exception:  # noqa: BLE001 - a parser's crash too: not a whole hand
        return False


def _hand(current: tuple[SiteFormat, str], body: list[str], text: str = "") -> tuple[SiteFormat, str, str]:
    site_format, hand_id = current
    text = text or "\n".join(body)
    if not hand_id and site_format.hand_id is not None:
        hand_id = site_format.hand_id(text)
    return site_format, hand_id, text


def file_format(head: str) -> SiteFormat | None:
    """The file format whose hands ``head`` (a file's first lines) holds, or None."""
    for site_format in FILE_FORMATS:
        if site_format.sniff is not None and site_format.sniff(head):
            return site_format
    return None


def parse_hand(
    site_format: SiteFormat, hand_id: str, text: str, source: str, cut_off: bool = False, last: bool = False
) -> ParsedHand | HandError:
    """One text-format hand parsed, or the reason it cannot be (never raises for bad text).
    ``cut_off`` (the file ends inside the hand's last line) sets the hand's ``"cut_off"`` flag,
    ``last`` (the file's last hand) its ``"file_end"`` flag."""
    try:
        if site_format.parse is None:
            return HandError(N_("{format}: no parser"), format=deferred(site_format.label))
        hand = site_format.parse(hand_id, text, source)
        if cut_off:
            hand.flags.add("cut_off")
        if last:
            hand.flags.add("file_end")
        return hand
    except HandError as exc:
        return exc
    except (ValueError, KeyError, IndexError, ArithmeticError) as exc:
        return HandError.damaged(site_format.label, exc)
