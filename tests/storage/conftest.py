"""The storage tests' stores: every API test runs on SQLite and on a real PostgreSQL server."""

from __future__ import annotations

import pytest

from dealer_trainer.storage.progress import open_sqlite

BACKENDS = ["sqlite"]


@pytest.fixture(params=BACKENDS)
def make_store(request, tmp_path):
    """A function that opens the store of the test (the same one each call, reopened)."""
    opened = []

    def make():
        store = open_sqlite(tmp_path / "progress.sqlite3", fallbacks=[tmp_path / "fallback"])
        opened.append(store)
        return store

    yield make
    for store in opened:
        store.close()  # closing twice is harmless on both back-ends


@pytest.fixture
def store(make_store):
    return make_store()


@pytest.fixture(params=BACKENDS)
def store_location(request, tmp_path):
    """Where a store of the test lives, as :func:`open_store` takes it (a path or a URL)."""
    return str(tmp_path / "progress.sqlite3")
