"""Writing files safely: drill, exam and picture files replaced atomically, never over a file
being read, through a symlink to its target (no Qt).
"""

from __future__ import annotations

import errno
import json
import os
import stat
import tempfile
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from dealer_trainer.drills.errors import DrillError
from dealer_trainer.i18n import N_, _


def output_target(path: str | os.PathLike[str]) -> tuple[Path, int]:
    """Where writing the output file ``path`` goes (a symlink's target) and the permissions it
    will have: every command that writes a file replaces this target, never anything else.

    Raises:
        OSError: the target is a folder or not a regular file (a FIFO or device), its reason in
            the active language.
    """
    target = Path(os.path.realpath(path)) if os.path.islink(path) else Path(path)
    try:
        existing = os.stat(target)
    except FileNotFoundError:
        return target, 0o666 & ~_umask()
    if stat.S_ISDIR(existing.st_mode):
        raise IsADirectoryError(errno.EISDIR, _("is a folder, not a file"), str(path))
    if not stat.S_ISREG(existing.st_mode):
        raise OSError(errno.EINVAL, _("not a regular file (a device, FIFO or socket)"), str(path))
    return target, stat.S_IMODE(existing.st_mode)


def refuse_output_among_inputs(out: str | os.PathLike[str], inputs: Iterable[str | os.PathLike[str]]) -> None:
    """Refuse to write the output file ``out`` over one of the files the command reads
    (``import --out hands.txt hands.txt`` replaced the hand history with drills).

    Args:
        out: the output file; nothing is refused when it does not exist yet.
        inputs: the files read (folders already expanded to their files).

    Raises:
        OSError: ``EINVAL``, its reason in the active language, when ``out`` is the same
            file as an input (also through a link or another name).
    """
    try:
        written = os.stat(out)
    except OSError:
        return
    for path in inputs:
        try:
            read = os.stat(path)
        except OSError:
            continue
        if os.path.samestat(read, written):
            raise OSError(
                errno.EINVAL, _("it is also a file being read; give the output another name"), str(out)
            )


def save_bytes(path: str | os.PathLike[str], payload: bytes) -> None:
    """Write the file ``path`` atomically: a crash never leaves half a file behind (drill,
    exam and picture files).

    A symlink is written through (its target is replaced); an existing target that is not a
    regular file (a folder, FIFO or device) is refused. A new file gets the usual
    permissions (0o666 less the umask), a replaced file keeps its own.

    Raises:
        OSError: the file cannot be written, or the target is not a regular file.
    """
    target, mode = output_target(path)
    fd, tmp = tempfile.mkstemp(dir=target.parent if str(target.parent) else ".", suffix=".tmp")
    try:
        with os.fdopen(fd, "wb") as handle:
            os.fchmod(handle.fileno(), mode)
            handle.write(payload)
        os.replace(tmp, target)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def write_json(path: str | os.PathLike[str], data: dict[str, Any]) -> None:
    """:func:`save_bytes` of ``data`` as indented UTF-8 JSON.

    Raises:
        OSError: the file cannot be written, or the target is not a regular file.
        DrillError: ``bad_value`` for text that cannot be written as UTF-8.
    """
    text = json.dumps(data, indent=2, ensure_ascii=False) + "\n"
    try:
        payload = text.encode("utf-8")  # before any file is made: bad text fails here
    except UnicodeEncodeError as exc:
        bad = exc.object[max(0, exc.start - 20) : exc.end + 20]
        raise DrillError("bad_value", "", value=bad, reason=N_("not valid UTF-8 text")) from None
    save_bytes(path, payload)


def save_json(path: str | os.PathLike[str], data: dict[str, Any]) -> None:
    """Write ``data`` as a JSON file at ``path``, atomically (drill and exam files).

    Raises:
        OSError: the file cannot be written, or the target is not a regular file.
        DrillError: ``bad_value`` for text that cannot be written as UTF-8.
    """
    write_json(path, data)


def _umask() -> int:
    mask = os.umask(0o022)
    os.umask(mask)
    return mask
