"""The Qt user interface: the only package that imports PySide6."""

from __future__ import annotations

import sys

_RESERVE = 1 << 40


def pin_none() -> None:
    """Keep ``None`` alive under PySide6 6.12 on Python 3.11.

    This PySide6 build drops one reference to ``None`` on every call of a method returning
    ``void`` (``sys.getrefcount(None)`` falls by one per ``QPainter.setPen``), so a painted
    table reaches "Fatal Python error: none_dealloc" within seconds of drawing. Python 3.12+
    makes ``None`` immortal; on 3.11 we give it a reserve of references once.
    """
    if sys.version_info >= (3, 12) or getattr(sys, "_dealer_trainer_none_pinned", False):
        return
    import ctypes

    ctypes.c_ssize_t.from_address(id(None)).value += _RESERVE
    sys._dealer_trainer_none_pinned = True  # type: ignore[attr-defined]


pin_none()
