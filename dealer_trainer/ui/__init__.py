"""The Qt user interface: the only package that imports PySide6.

PySide6 is pinned to 6.11.3: 6.12.0 on Python 3.11 drops a reference to ``None`` on every
call of a method returning ``void`` and to ``True`` on every ``Signal.emit``, which ends a
painted table in "Fatal Python error: none_dealloc"; tests/ui/test_app.py guards this.
"""
