"""Stored times in words: a listing or a sheet never crashes on a stored value that is no time."""

from __future__ import annotations

import time

from dealer_trainer.i18n import _


def local_time(at: float, fmt: str = "%Y-%m-%d %H:%M", utc: bool = False) -> str | None:
    """``at`` (Unix time, seconds) in ``fmt``, as this machine's local time (``utc``: as UTC),
    or None for a stored value that is no time (infinite, NaN, out of the platform's range).

    >>> local_time(0.0, "%Y-%m-%d", utc=True), local_time(float("inf"))
    ('1970-01-01', None)
    """
    try:
        return time.strftime(fmt, time.gmtime(at) if utc else time.localtime(at))
    except (OverflowError, OSError, ValueError, TypeError):
        return None


def local_time_text(at: float, fmt: str = "%Y-%m-%d %H:%M") -> str:
    """:func:`local_time`, "unknown" (in the active language) for a value that is no time."""
    return local_time(at, fmt) or _("unknown")
