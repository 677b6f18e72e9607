"""The Qt user interface: the only package that imports PySide6.

PySide6 is pinned to 6.11.3: 6.12.0 on Python 3.11 drops a reference to ``None`` on every
call of a method returning ``void`` and to ``True`` on every ``Signal.emit``, which ends a
painted table in "Fatal Python error: none_dealloc"; tests/ui/test_app.py guards this.
"""

import builtins

import PySide6  # noqa: F401 - installs the hook turned off below

# PySide6 replaces ``__import__`` so that ``from __feature__ import snake_case`` works
# (PYSIDE-1019); the replacement reads the source of every module imported after it to look
# for "PySide6" (PYSIDE-2029): 66 files before the first paint, 13-15 ms, 3 % of start-up.
# The program uses no such feature, so the ordinary import comes back.
_original_import = getattr(builtins, "__orig_import__", None)
if _original_import is not None:
    builtins.__import__ = _original_import
