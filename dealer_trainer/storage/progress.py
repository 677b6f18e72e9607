"""The trainee's progress: where it is kept and how it is opened (no Qt).

:func:`open_store` is the one way in: a ``postgresql://`` URL opens the school's server
(:mod:`~dealer_trainer.storage.postgres`), anything else an SQLite file on this machine
(:mod:`~dealer_trainer.storage.sqlite_store`). Both give the same :class:`SqlStore` API and a
:class:`StoreStatus` that the window shows. A listing opens a file with
:func:`open_sqlite_read_only` instead, which never changes a byte of it.
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
from dealer_trainer.storage.sqlite_listing import open_sqlite_read_only
from dealer_trainer.storage.sqlite_store import SqliteStore, default_path, open_sqlite


def open_store(
    location: str | None = None, fallbacks: list[str] | None = None, queue: str | None = None
) -> SqlStore:
    """The progress store at ``location``: a ``postgresql://`` URL (the school's server, with a
    queue on this machine at ``queue``) or an SQLite file path (default :func:`default_path`).
    Never raises for a bad file or an unreachable server: the store's ``status`` says what
    happened (see :func:`open_sqlite` and :func:`~dealer_trainer.storage.postgres.open_postgres`)."""
    from dealer_trainer.storage.passwords import is_postgres

    if is_postgres(location):
        from dealer_trainer.storage.postgres import open_postgres

        return open_postgres(str(location), queue, fallbacks)
    return open_sqlite(location, fallbacks=fallbacks)


def database_location(saved: str | None, environ: dict[str, str] | None = None) -> str | None:
    """Where progress is kept: ``DEALER_TRAINER_DB`` from ``environ`` (default the process's),
    else ``saved`` (the settings' URL or path, without a password), else None (this machine's
    default file)."""
    import os

    env = os.environ if environ is None else environ
    return env.get("DEALER_TRAINER_DB") or saved or None


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
    "open_sqlite_read_only",
    "database_location",
    "open_store",
]
