"""The storage tests' stores: every API test runs on SQLite and on a real PostgreSQL server that
the test set-up starts itself (pip's ``pgserver`` binaries; never skipped, never a mock)."""

from __future__ import annotations

import pytest
from pg_server import PgTestServer

from dealer_trainer.storage.progress import open_store

BACKENDS = ["sqlite", "postgresql"]


@pytest.fixture(scope="session")
def pg_server():
    """One PostgreSQL server for the session; each test gets its own database."""
    server = PgTestServer()
    yield server
    server.remove()


@pytest.fixture(params=BACKENDS)
def store_location(request, tmp_path):
    """Where a store of the test lives, as :func:`open_store` takes it (a path or a URL)."""
    if request.param == "postgresql":
        return request.getfixturevalue("pg_server").url()
    return str(tmp_path / "progress.sqlite3")


@pytest.fixture
def make_store(store_location, tmp_path):
    """A function that opens the test's store (the same one each call, reopened)."""
    opened = []

    def make():
        store = open_store(
            store_location, fallbacks=[str(tmp_path / "fallback")], queue=str(tmp_path / "queue.sqlite3")
        )
        opened.append(store)
        return store

    yield make
    for store in opened:
        store.close()  # closing twice is harmless on both back-ends


@pytest.fixture
def store(make_store):
    return make_store()


@pytest.fixture(scope="session")
def pw_server():
    """A PostgreSQL server whose logins (all but the owner's) give their password (SCRAM), and
    whose log holds every DDL statement; each test gets its own database."""
    server = PgTestServer(password_logins=True)
    yield server
    server.remove()
