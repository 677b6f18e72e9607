"""Exams, drill sets and exam results shared through the store: the same tests on SQLite and on
a real PostgreSQL server; then, on the server, an instructor publishes, a trainee takes the exam
on a second machine, the result arrives, another trainee cannot read it, and a result made while
the server is down waits on the machine and arrives once."""

from __future__ import annotations

import json
import sqlite3
import time
import uuid
from dataclasses import replace

import psycopg
import pytest
from pg_server import PgTestServer

from dealer_trainer.drills.exams import ExamDrillResult, ExamResult, make_exam, open_exam, seal_exam
from dealer_trainer.drills.files import DrillSet, drill_set_from_dict, drill_set_to_dict
from dealer_trainer.drills.generator import new_drill
from dealer_trainer.storage.postgres import add_login, enable_row_security, open_postgres
from dealer_trainer.storage.progress import StoreError, open_store
from dealer_trainer.storage.results import DrillResult
from dealer_trainer.storage.schema import POSTGRES as POSTGRES_DIALECT
from dealer_trainer.storage.schema import SCHEMA_VERSION, SQLITE, create_v2, create_v3
from dealer_trainer.storage.shared import sitting_uid


def a_set(title: str = "Week 5") -> DrillSet:
    return DrillSet(title, "Ms. Verhoeven", "", tuple(new_drill(level, 11) for level in (1, 2, 3)))


def an_exam_file(passphrase: str | None = None) -> dict:
    return seal_exam(make_exam(a_set("Pot module"), total_seconds=600, pass_mark=80), passphrase)


def a_sitting(
    exam_id: str, trainee: str, rights: list[bool], started: float = 1_790_000_000.25
) -> ExamResult:
    drills = tuple(
        ExamDrillResult(i + 1, right, 20.0 + i, "checked", () if right else ("amount_off",), 1, 0)
        for i, right in enumerate(rights)
    )
    return ExamResult(exam_id, "Pot module", trainee, started, 95.5, 80, drills)


def test_an_exam_is_published_sealed_listed_and_opened_again(store):
    data = an_exam_file()
    info = store.publish_exam(data)
    assert info.title == "Pot module" and info.drill_count == 3
    [listed] = store.published_exams()
    assert (listed.exam_id, listed.title, listed.drill_count, listed.pass_mark) == (
        info.exam_id,
        "Pot module",
        3,
        80,
    )
    kept = store.exam_file(info.exam_id)
    assert kept == json.loads(json.dumps(data))  # as handed out: the drills still sealed
    assert "seats" not in json.dumps(kept) and "hole" not in json.dumps(kept)
    exam = open_exam(kept)
    assert [d.code for d in exam.drills] == [d.code for d in a_set().drills]
    store.publish_exam(data)  # again: replaced, not doubled
    assert len(store.published_exams()) == 1
    with pytest.raises(StoreError, match="No exam"):
        store.exam_file("nope")


def test_a_tampered_or_foreign_exam_is_not_published(store):
    data = an_exam_file()
    data["pass_mark"] = 10  # the plain field no longer matches the sealed copy
    with pytest.raises(StoreError, match="pass_mark"):
        store.publish_exam(data)
    with pytest.raises(StoreError):
        store.publish_exam(drill_set_to_dict(a_set()))
    assert store.published_exams() == []
    # a passphrase-sealed exam is published only with its passphrase, and checked fully with it
    sealed = an_exam_file("horse battery")
    with pytest.raises(StoreError, match="sealed with the instructor's passphrase"):
        store.publish_exam(sealed)
    with pytest.raises(StoreError, match="wrong passphrase"):
        store.publish_exam(sealed, "horse staple")
    edited = dict(sealed, pass_mark=1)  # "Pass mark: 1 %" written over the plain field
    with pytest.raises(StoreError, match="pass_mark: 1 does not match the sealed exam"):
        store.publish_exam(edited, "horse battery")
    assert store.published_exams() == []
    info = store.publish_exam(sealed, "horse battery")
    assert info.needs_passphrase and open_exam(store.exam_file(info.exam_id), "horse battery").title


def test_drill_sets_are_published_by_name(store):
    first = store.publish_drill_set(" Side  pots ", drill_set_to_dict(a_set("Side pots, week 5")))
    assert (first.name, first.title, first.drill_count) == ("Side pots", "Side pots, week 5", 3)
    store.publish_drill_set("Side pots", drill_set_to_dict(a_set("Side pots, week 6")))
    store.publish_drill_set("Awards", drill_set_to_dict(a_set("Awards")))
    assert [(s.name, s.title) for s in store.published_drill_sets()] == [
        ("Awards", "Awards"),
        ("Side pots", "Side pots, week 6"),
    ]
    drill_set = drill_set_from_dict(store.drill_set_file("Side pots"))
    assert [d.code for d in drill_set.drills] == [d.code for d in a_set().drills]
    with pytest.raises(StoreError, match="1 to 80"):
        store.publish_drill_set("  ", drill_set_to_dict(a_set()))
    with pytest.raises(StoreError, match="No drill set"):
        store.drill_set_file("Streets")


def test_an_exam_sitting_is_kept_once_and_read_back_drill_by_drill(make_store):
    store = make_store()
    sitting = a_sitting("e1", "Ana", [True, True, False, True, True])
    uid = store.record_sitting(sitting)
    assert uid == sitting_uid("e1", "Ana", sitting.started_at)
    assert store.record_sitting(sitting) == uid  # sent twice: kept once
    store.record_sitting(a_sitting("e1", "Bram", [False] * 5, started=1_790_000_100.0))
    assert "Ana" in store.trainees() and "Bram" in store.trainees()
    store.close()
    again = make_store()
    [back] = again.sittings(trainee="Ana")
    assert back == sitting and back.percent == 80 and back.passed
    assert [s.trainee for s in again.sittings()] == ["Bram", "Ana"]  # newest first
    assert again.sittings(exam_id="other") == []


def test_a_version_2_file_is_migrated_to_version_3_with_its_results(tmp_path):
    path = tmp_path / "progress.sqlite3"
    db = sqlite3.connect(path)
    for statement in create_v2(SQLITE):
        db.execute(statement)
    db.execute("INSERT INTO schema_version VALUES (2)")
    db.execute("INSERT INTO trainees VALUES ('Ana', 0)")
    db.execute(
        "INSERT INTO drill_results (uid, trainee, finished_at, code, level, kind, right_first_time, seconds,"
        " mistakes, mistake_codes, day) VALUES ('u1', 'Ana', 1e9, 'L1', 1, 'pots', 1, 5.0, 0, '', 11574)"
    )
    db.commit()
    db.close()
    store = open_store(str(path), fallbacks=[])
    assert store.status.severity == "ok" and store.count("Ana") == 1
    store.record_sitting(a_sitting("e1", "Ana", [True]))
    assert len(store.sittings()) == 1
    store.close()
    with sqlite3.connect(path) as db:
        assert db.execute("SELECT version FROM schema_version").fetchall() == [(SCHEMA_VERSION,)]


# ----- on the school's server: who sees what, two machines, an outage ---------------------------
@pytest.fixture
def own_server():
    server = PgTestServer()
    yield server
    server.remove()


def _logins(url: str, tmp_path):
    tag = uuid.uuid4().hex[:6]
    ana, bram, teacher = f"ana_{tag}", f"bram_{tag}", f"teacher_{tag}"
    open_postgres(url, tmp_path / "owner.sqlite3", fallbacks=[]).close()
    with psycopg.connect(url) as db:
        enable_row_security(db)
        for name in (ana, bram):
            add_login(db, name, None)
        add_login(db, teacher, None, instructor=True)

    def login(name: str, machine: str):
        return open_postgres(
            url.replace("postgres@", f"{name}@"), tmp_path / f"{machine}.sqlite3", fallbacks=[]
        )

    return ana, bram, teacher, login


def test_published_on_one_machine_taken_on_another_and_seen_only_by_its_trainee(own_server, tmp_path):
    url = own_server.url()
    ana, bram, teacher, login = _logins(url, tmp_path)
    instructor = login(teacher, "instructor-pc")
    info = instructor.publish_exam(an_exam_file())
    instructor.publish_drill_set("Week 5", drill_set_to_dict(a_set()))
    # Ana on machine 2 lists and opens the exam and the drill set; she cannot publish
    a = login(ana, "machine-2")
    assert [e.exam_id for e in a.published_exams()] == [info.exam_id]
    exam = open_exam(a.exam_file(info.exam_id))
    assert [s.name for s in a.published_drill_sets()] == ["Week 5"]
    with pytest.raises(psycopg.errors.InsufficientPrivilege):
        a.publish_exam(an_exam_file())
    # she takes it: the server writes its start, the result arrives on the server at once
    a.exam_started(exam.exam_id)
    with psycopg.connect(url) as db:  # 10 s on the server's clock (sooner than 1 s a drill: unverified)
        db.execute("UPDATE exam_starts SET started_at = started_at - 10")
    mine = a_sitting(exam.exam_id, ana, [True, True, False], started=time.time())
    a.record_sitting(mine)
    [got] = a.sittings()
    assert a.waiting() == 0 and got == replace(mine, seconds=got.seconds) and got.seconds < 30
    assert instructor.sittings() == [got]
    # Bram sees none of it, and cannot write a result in her name
    b = login(bram, "machine-3")
    assert b.sittings() == [] and b.published_exams()[0].exam_id == info.exam_id
    b.record_sitting(a_sitting(exam.exam_id, ana, [False] * 3, started=1_790_000_500.0))
    assert b.waiting() == 1 and b.status.severity == "error" and "refused 1 result" in b.status.message
    assert instructor.sittings(trainee=ana) == [got]
    with psycopg.connect(url.replace("postgres@", f"{bram}@")) as db:
        assert db.execute("SELECT count(*) FROM exam_results").fetchone() == (0,)
        with pytest.raises(psycopg.errors.InsufficientPrivilege):
            db.execute("UPDATE exam_results SET passed = 1")
    # the server stops: Ana's next sitting waits on her machine, then arrives once
    own_server.stop()
    try:
        later = a_sitting(exam.exam_id, ana, [True] * 3, started=1_790_003_600.0)
        a.exam_started(exam.exam_id)  # no start: the server is down
        a.record_sitting(later)  # never fails
        assert a.waiting() == 1 and "cannot be reached" in a.status.message
        with pytest.raises(StoreError, match="cannot be reached"):
            a.sittings()
    finally:
        own_server.start()
    a.retry_now()
    assert a.sync() == 1 and a.waiting() == 0
    a.sync()
    instructor.retry_now()
    kept = replace(later, flags=("queued", "unverified"))  # no start on the server: kept, flagged
    assert instructor.sittings(trainee=ana) == [got, kept]
    for store in (a, b, instructor):
        store.close()


def test_a_version_2_school_database_with_logins_gets_the_new_tables_secured(own_server, tmp_path):
    url = own_server.url()
    tag = uuid.uuid4().hex[:6]
    with psycopg.connect(url, autocommit=True) as db:  # the school as version 2 left it
        for statement in create_v2(POSTGRES_DIALECT):
            db.execute(statement)
        db.execute("INSERT INTO schema_version VALUES (2)")
        for role in ("dealer_trainee", "dealer_instructor"):
            db.execute(f"CREATE ROLE {role} NOLOGIN")
            db.execute(f"GRANT SELECT, INSERT, UPDATE ON trainees, drill_results TO {role}")
        add_login(db, f"cleo_{tag}", None)
    owner = open_postgres(url, tmp_path / "owner.sqlite3", fallbacks=[])  # migrates to version 3
    owner.publish_exam(an_exam_file())
    owner.record_sitting(a_sitting("e1", "someone", [True]))
    cleo = open_postgres(url.replace("postgres@", f"cleo_{tag}@"), tmp_path / "c.sqlite3", fallbacks=[])
    assert len(cleo.published_exams()) == 1 and cleo.sittings() == []
    cleo.record_sitting(a_sitting("e1", f"cleo_{tag}", [True]))
    assert cleo.waiting() == 0 and len(cleo.sittings()) == 1
    with psycopg.connect(url) as db:
        assert db.execute("SELECT version FROM schema_version").fetchall() == [(SCHEMA_VERSION,)]
    owner.close()
    cleo.close()


def test_a_version_3_file_gets_the_outcome_and_flags_columns_and_keeps_its_results(tmp_path):
    path = tmp_path / "progress.sqlite3"
    db = sqlite3.connect(path)
    for statement in create_v2(SQLITE) + create_v3(SQLITE):
        db.execute(statement)
    db.execute("INSERT INTO schema_version VALUES (3)")
    db.execute("INSERT INTO trainees VALUES ('Ana', 0)")
    db.execute(
        "INSERT INTO drill_results (uid, trainee, finished_at, code, level, kind, right_first_time, seconds,"
        " mistakes, mistake_codes, day) VALUES ('u1', 'Ana', 1e9, 'L1', 1, 'pots', 1, 5.0, 0, '', 11574)"
    )
    db.commit()
    db.close()
    store = open_store(str(path), fallbacks=[])
    [old] = store.results(trainee="Ana")
    assert (old.outcome, old.right_first_time) == ("solved", True)  # what version 3 stored: solved drills
    store.record(DrillResult("L2", 2, "pots", False, 9.0, ("uncalled_in_pot",), outcome="wrong"), "Ana")
    store.record(DrillResult("L3", 3, "pots", False, 4.0, outcome="abandoned"), "Ana")
    assert [r.outcome for r in store.results(trainee="Ana")] == ["abandoned", "wrong", "solved"]
    store.close()
    with sqlite3.connect(path) as db:
        assert db.execute("SELECT version FROM schema_version").fetchall() == [(SCHEMA_VERSION,)]
        assert db.execute("SELECT DISTINCT flags FROM drill_results").fetchall() == [("",)]
        assert {r[1] for r in db.execute("PRAGMA table_info(exam_results)")} >= {"flags"}


def test_only_a_solved_drill_is_stored_as_right_first_time_and_a_strange_outcome_reads_as_wrong():
    left = DrillResult("L1", 1, "pots", True, 3.0, outcome="abandoned", uid="u", finished_at=1.0)
    assert left.row()[6] == 0  # right_first_time
    with pytest.raises(ValueError, match="outcome"):
        DrillResult("L1", 1, "pots", True, 3.0, outcome="passed")
    forged = (*left.row()[:6], 1, *left.row()[7:10], "passed")
    back = DrillResult.from_row(forged)
    assert (back.outcome, back.right_first_time) == ("wrong", False)
