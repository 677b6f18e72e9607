"""The Qt user interface: the only package that imports PySide6."""

from __future__ import annotations

import sys

_RESERVE = 1 << 40


def pin_singletons() -> None:
    """Keep ``None``, ``True`` and ``False`` alive under PySide6 6.12 on Python 3.11.

    This PySide6 build drops one reference to ``None`` on every call of a method returning
    ``void`` (``sys.getrefcount(None)`` falls by one per ``QPainter.setPen``) and one to
    ``True`` on every ``Signal.emit``, so a painted table ends in "Fatal Python error:
    none_dealloc" (or ``bool_dealloc``) after enough drawing and dragging. Python 3.12+ makes
    these objects immortal; on 3.11 we give each a reserve of references once.
    """
    if sys.version_info >= (3, 12) or getattr(sys, "_dealer_trainer_singletons_pinned", False):
        return
    import ctypes

    for singleton in (None, True, False):
        ctypes.c_ssize_t.from_address(id(singleton)).value += _RESERVE
    sys._dealer_trainer_singletons_pinned = True  # type: ignore[attr-defined]


pin_singletons()
