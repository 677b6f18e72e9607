"""The trainee's progress: where it is kept and how it is opened (no Qt).

:func:`open_store` is the one way in: a ``postgresql://`` URL opens the school's server
(:mod:`~dealer_trainer.storage.postgres`), anything else an SQLite file on this machine
(:mod:`~dealer_trainer.storage.sqlite_store`). Both give the same :class:`SqlStore` API and a
:class:`StoreStatus` that the window shows.
"""

from __future__ import annotations

from dealer_trainer.storage.results import (
    DEFAULT_TRAINEE,
    KINDS,
    DrillResult,
    LevelSummary,
    SqlStore,
    StoreError,
    StoreStatus,
)
from dealer_trainer.storage.sqlite_store import SqliteStore, default_path, open_sqlite


def open_store(location: str | None = None, fallbacks: list[str] | None = None) -> SqlStore:
    """The progress store at ``location``: an SQLite file path (default :func:`default_path`).
    Never raises for a bad file: see :func:`open_sqlite` and the store's ``status``."""
    return open_sqlite(location, fallbacks=fallbacks)


__all__ = [
    "DEFAULT_TRAINEE",
    "KINDS",
    "DrillResult",
    "LevelSummary",
    "SqlStore",
    "SqliteStore",
    "StoreError",
    "StoreStatus",
    "default_path",
    "open_sqlite",
    "open_store",
]
