"""Reading a file the user names: one home for the checks every reader makes (no Qt).

A scenario or build for a command, a drill or exam file, a hand history: each is opened
without blocking (a FIFO with no writer would hang), refused unless it is a regular file,
read up to a size cap the caller gives, decoded as UTF-8 (a byte-order mark dropped) and,
for JSON, parsed strictly (a key given twice in one object is not silently dropped).

Every failure is one :class:`UserFileError` whose ``kind`` says which check failed; each
caller words it in its own vocabulary (a command's one-line error, a drill file's coded
error, the importer's deferred message).
"""

from __future__ import annotations

import io
import os
import stat
import sys
from collections.abc import Callable
from typing import Any, BinaryIO, Literal

from dealer_trainer.i18n import _, os_reason

#: Why a file was not read: it could not be opened or read (``error`` holds the OSError), it
#: is not a regular file (a folder, device, FIFO or socket), it is larger than the cap, or it
#: is not UTF-8 text.
ProblemKind = Literal["cannot_read", "not_regular", "too_large", "not_utf8"]


class UserFileError(Exception):
    """A user's file that was not read: ``kind`` (:data:`ProblemKind`) and, for
    ``cannot_read``, the :class:`OSError` that stopped it."""

    def __init__(self, kind: ProblemKind, error: OSError | None = None) -> None:
        super().__init__(kind)
        self.kind: ProblemKind = kind
        self.error = error

    def message(self, path: str | os.PathLike[str], too_large: str) -> str:
        """One line naming ``path`` and the problem, in the active language; ``too_large`` is
        the caller's own words for a file over its size (``"{file}: larger than 1 MB; not a
        room profile"``, already formatted)."""
        if self.kind == "cannot_read":
            reason = os_reason(self.error) if self.error is not None else ""
            return _("{file}: cannot read: {reason}").format(file=path, reason=reason)
        if self.kind == "not_regular":
            return _("{file}: not a regular file").format(file=path)
        if self.kind == "too_large":
            return too_large
        return _("{file}: not a UTF-8 text file").format(file=path)


class DuplicateKey(Exception):
    """A JSON object giving ``key`` twice (raised by :func:`loads_strict` with ``eager``)."""

    def __init__(self, key: str) -> None:
        super().__init__(key)
        self.key = key


class JsonObject(dict[str, Any]):
    """A JSON object as read by :func:`loads_strict`: ``duplicate`` is the first key given
    twice, or None (the later value is kept, as JSON readers do)."""

    duplicate: str | None = None


def open_regular(path: str | os.PathLike[str]) -> io.BufferedReader:
    """``path`` opened for reading in binary, without blocking on a FIFO.

    Raises:
        OSError: it cannot be opened.
        UserFileError: ``not_regular``: a folder, device, FIFO or socket (the file is closed).
    """
    fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    handle: BinaryIO = os.fdopen(fd, "rb")
    try:
        if not stat.S_ISREG(os.fstat(handle.fileno()).st_mode):
            raise UserFileError("not_regular")
    except BaseException:
        handle.close()
        raise
    assert isinstance(handle, io.BufferedReader)
    return handle


def read_bytes(path: str | os.PathLike[str], max_bytes: int, *, dash_is_stdin: bool = False) -> bytes:
    """The bytes of the regular file ``path`` (standard input for ``"-"`` when
    ``dash_is_stdin``), at most ``max_bytes``.

    Raises:
        UserFileError: ``cannot_read`` (with the OSError), ``not_regular`` or ``too_large``.
    """
    try:
        if dash_is_stdin and str(path) == "-":
            data = sys.stdin.buffer.read(max_bytes + 1)
        else:
            with open_regular(path) as handle:
                data = handle.read(max_bytes + 1)
    except OSError as exc:
        raise UserFileError("cannot_read", exc) from None
    if len(data) > max_bytes:
        raise UserFileError("too_large")
    return data


def decode_text(data: bytes) -> str:
    """``data`` as UTF-8 text, a leading byte-order mark dropped.

    Raises:
        UserFileError: ``not_utf8``.
    """
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise UserFileError("not_utf8") from None


def read_text(path: str | os.PathLike[str], max_bytes: int, *, dash_is_stdin: bool = False) -> str:
    """The UTF-8 text of a user's file: :func:`read_bytes` then :func:`decode_text`.

    Raises:
        UserFileError: ``cannot_read``, ``not_regular``, ``too_large`` or ``not_utf8``.
    """
    return decode_text(read_bytes(path, max_bytes, dash_is_stdin=dash_is_stdin))


def _marking_pairs(pairs: list[tuple[str, Any]]) -> JsonObject:
    out = JsonObject()
    for key, value in pairs:
        if key in out and out.duplicate is None:
            out.duplicate = key
        out[key] = value
    return out


def _refusing_pairs(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for key, value in pairs:
        if key in out:
            raise DuplicateKey(key)
        out[key] = value
    return out


def loads_strict(text: str, *, eager: bool = False, parse_int: Callable[[str], Any] | None = None) -> Any:
    """JSON ``text`` with every key given twice caught: with ``eager`` the first one raises
    :class:`DuplicateKey` at once; otherwise each object is a :class:`JsonObject` naming its
    first duplicate for the caller to report with its path.

    Raises:
        json.JSONDecodeError: not JSON.
        DuplicateKey: with ``eager``, a key given twice.
        RecursionError: nested too deeply for Python's reader.
        ValueError: an integer of over 4,300 digits (unless ``parse_int`` reads it).
    """
    import json  # commands and files only: the window starts without it

    hook = _refusing_pairs if eager else _marking_pairs
    return json.loads(text, object_pairs_hook=hook, parse_int=parse_int)
