"""The school's PostgreSQL server: passwords never shown or saved, TLS to a remote server, the
schema migrated at start, and results queued on this machine while the server is down."""

from __future__ import annotations

import psycopg
import pytest
from pg_server import PgTestServer

from dealer_trainer.storage.postgres import connect_options, open_postgres, redact, server_name
from dealer_trainer.storage.progress import DrillResult, StoreError, database_location
from dealer_trainer.storage.schema import SCHEMA_VERSION


def test_the_password_is_stripped_from_a_url():
    assert redact("postgresql://ana:s3cret@school.example:5432/class?sslmode=require") == (
        "postgresql://ana@school.example:5432/class?sslmode=require"
    )
    assert redact("postgresql://ana@db/class?password=s3cret&application_name=dt") == (
        "postgresql://ana@db/class?application_name=dt"
    )
    assert "s3cret" not in redact("postgres://:s3cret@db/x")
    assert server_name("postgresql://ana:pw@school.example/class") == "school.example/class"


def test_a_remote_server_is_reached_over_tls_and_a_local_one_as_it_is():
    assert connect_options("postgresql://ana@school.example/class")["sslmode"] == "require"
    assert (
        connect_options("postgresql://ana@school.example/class?sslrootcert=/ca.pem")["sslmode"]
        == "verify-full"
    )
    assert "sslmode" not in connect_options("postgresql://ana@school.example/class?sslmode=disable")
    assert "sslmode" not in connect_options("postgresql://ana@localhost/class")
    assert "sslmode" not in connect_options("postgresql://ana@/class?host=/run/postgresql")


def test_the_environment_wins_over_the_settings():
    assert (
        database_location("postgresql://a@b/c", {"DEALER_TRAINER_DB": "/tmp/x.sqlite3"}) == "/tmp/x.sqlite3"
    )
    assert database_location("postgresql://a@b/c", {}) == "postgresql://a@b/c"
    assert database_location("", {}) is None


def test_the_schema_is_migrated_at_start_once_for_two_machines(pg_server, tmp_path):
    url = pg_server.url()
    first = open_postgres(url, tmp_path / "q1.sqlite3", fallbacks=[])
    second = open_postgres(url, tmp_path / "q2.sqlite3", fallbacks=[])
    with psycopg.connect(url) as db:
        assert db.execute("SELECT version FROM schema_version").fetchall() == [(SCHEMA_VERSION,)]
    first.record(DrillResult("A", 1, "pots", True, 1.0), "Ana")
    assert second.count("Ana") == 1 and first.status.severity == "ok"


@pytest.fixture
def own_server():
    """A server of the test's own, to stop and start."""
    server = PgTestServer()
    yield server
    server.remove()


def test_results_queue_while_the_server_is_down_and_arrive_when_it_is_back(own_server, tmp_path):
    url = own_server.url()
    queue = tmp_path / "queue.sqlite3"
    store = open_postgres(url, queue, fallbacks=[])
    for i in range(3):
        store.record(DrillResult(f"L1-{i}", 1, "pots", True, 5.0), "Ana")
    assert store.count("Ana") == 3 and store.waiting() == 0
    own_server.stop()
    for i in range(3, 5):
        store.record(DrillResult(f"L1-{i}", 1, "pots", False, 5.0, ("amount_off",)), "Ana")  # never fails
    assert store.waiting() == 2
    assert store.status.severity == "warning" and store.status.saving
    assert (
        "cannot be reached" in store.status.message
        and "2 results wait on this machine" in store.status.message
    )
    with pytest.raises(StoreError, match="cannot be reached"):
        store.count("Ana")
    own_server.start()
    store.retry_now()
    assert store.sync() == 2
    assert store.waiting() == 0 and store.count("Ana") == 5 and store.status.severity == "ok"


def test_results_queued_when_the_program_closed_are_sent_at_the_next_start(own_server, tmp_path):
    url = own_server.url()
    queue = tmp_path / "queue.sqlite3"
    own_server.stop()
    store = open_postgres(url, queue, fallbacks=[])  # the server is down from the start
    assert "cannot be reached" in store.status.message
    for i in range(4):
        store.record(DrillResult(f"L2-{i}", 2, "pots", True, 7.0, uid=f"q{i}"), "Bram")
    store.close()
    own_server.start()
    again = open_postgres(url, queue, fallbacks=[])
    assert again.waiting() == 0 and again.status.severity == "ok"
    assert sorted(r.uid for r in again.results(trainee="Bram")) == ["q0", "q1", "q2", "q3"]
    again.close()
    third = open_postgres(url, queue, fallbacks=[])  # nothing is sent twice
    assert third.count() == 4


def test_each_trainee_reads_and_writes_only_their_own_rows(pg_server, tmp_path):
    import uuid

    from dealer_trainer.storage.postgres import add_login, enable_row_security

    url = pg_server.url()
    tag = uuid.uuid4().hex[:6]  # logins are the cluster's: unique per test
    ana, bram, teacher = f"ana_{tag}", f"bram_{tag}", f"teacher_{tag}"
    open_postgres(url, tmp_path / "owner.sqlite3", fallbacks=[]).close()  # the owner makes the schema
    with psycopg.connect(url) as db:
        enable_row_security(db)
        enable_row_security(db)  # twice is harmless
        for name in (ana, bram):
            add_login(db, name, None)
        add_login(db, teacher, None, instructor=True)

    def login(name):
        return open_postgres(url.replace("postgres@", f"{name}@"), tmp_path / f"{name}.sqlite3", fallbacks=[])

    a, b = login(ana), login(bram)
    a.record(DrillResult("A1", 1, "pots", True, 5.0, uid=f"a1{tag}"), ana)
    b.record(DrillResult("B1", 2, "pots", False, 9.0, ("amount_off",), uid=f"b1{tag}"), bram)
    b.record(DrillResult("B2", 2, "pots", True, 8.0, uid=f"b2{tag}"), bram)
    assert a.own_trainee() == ana and open_postgres(url, tmp_path / "o2.sqlite3", []).own_trainee() is None
    assert a.count() == 1 and [r.trainee for r in a.results()] == [ana] and a.trainees() == [ana]
    assert b.count() == 2 and b.trainees() == [bram]
    # Ana cannot save a result as Bram: the server refuses it, it stays in her queue, she is told
    a.record(DrillResult("A2", 1, "pots", True, 5.0, uid=f"fake{tag}"), bram)
    assert a.waiting() == 1 and a.status.severity == "error" and "refused 1 result" in a.status.message
    a.record(DrillResult("A3", 1, "pots", True, 5.0, uid=f"a3{tag}"), ana)  # her own still go through
    assert a.count() == 2 and a.waiting() == 1
    # nor change or remove Bram's rows (nor her own: results go in through the server's functions)
    with psycopg.connect(url.replace("postgres@", f"{ana}@"), autocommit=True) as db:
        with pytest.raises(psycopg.errors.InsufficientPrivilege):
            db.execute("UPDATE drill_results SET right_first_time = 1 WHERE trainee = %s", (bram,))
        with pytest.raises(psycopg.errors.InsufficientPrivilege):
            db.execute("DELETE FROM drill_results")
    with psycopg.connect(url) as db:
        assert db.execute(
            "SELECT right_first_time FROM drill_results WHERE uid = %s", (f"b1{tag}",)
        ).fetchone() == (0,)
    # the instructor sees the class
    t = login(teacher)
    assert t.count() == 4 and t.trainees() == sorted([ana, bram], key=str.casefold)
