"""The course's unlocks and resets in the progress store (schema version 5), SQLite and PostgreSQL."""

from __future__ import annotations

import sqlite3

import pytest

from dealer_trainer.drills.course import course_state
from dealer_trainer.drills.generator import new_drill
from dealer_trainer.storage.progress import DrillResult, StoreError, open_store
from dealer_trainer.storage.schema import SCHEMA_VERSION, SQLITE, add_v4_columns, create_v2, create_v3


def test_an_instructor_unlocks_and_resets_a_unit_and_the_course_reads_it(store):
    store.add_trainee("Ana")
    for i in range(10):
        store.record(DrillResult(new_drill(1, i).code, 1, "pots", True, 5.0, finished_at=100.0 + i), "Ana")
    states = course_state(store.course_attempts("Ana"), store.course_overrides("Ana").get("Ana", {}))
    assert states[0].state == "mastered"
    store.set_course_unit("Ana", "table-stakes", "reset", at=200.0)
    store.set_course_unit("Ana", "side-pots", "unlock", at=201.0)
    assert store.course_overrides() == {
        "Ana": {"table-stakes": ("reset", 200.0), "side-pots": ("unlock", 201.0)}
    }
    states = course_state(store.course_attempts("Ana"), store.course_overrides("Ana")["Ana"])
    assert [s.state for s in states[:3]] == ["open", "locked", "open"]
    store.set_course_unit("Ana", "side-pots", "reset", at=202.0)  # the latest action is kept
    assert store.course_overrides("Ana")["Ana"]["side-pots"] == ("reset", 202.0)
    with pytest.raises(StoreError):
        store.set_course_unit("Ana", "side-pots", "pass")
    with pytest.raises(StoreError):
        store.set_course_unit("Nobody", "side-pots", "unlock")


def test_a_version_4_file_gets_the_course_table_and_keeps_its_results(tmp_path):
    path = tmp_path / "progress.sqlite3"
    db = sqlite3.connect(path)
    for statement in create_v2(SQLITE) + create_v3(SQLITE) + add_v4_columns(SQLITE):
        db.execute(statement)
    db.execute("INSERT INTO schema_version VALUES (4)")
    db.execute("INSERT INTO trainees VALUES ('Ana', 0)")
    db.execute(
        "INSERT INTO drill_results (uid, trainee, finished_at, code, level, kind, right_first_time, seconds,"
        " mistakes, mistake_codes, day, outcome) VALUES ('u1', 'Ana', 1e9, 'L1', 1, 'pots', 1, 5.0, 0, '',"
        " 11574, 'solved')"
    )
    db.commit()
    db.close()
    store = open_store(str(path), fallbacks=[])
    assert len(store.results(trainee="Ana")) == 1
    store.set_course_unit("Ana", "uncalled-bet", "unlock", at=5.0)
    store.close()
    with sqlite3.connect(path) as db:
        assert db.execute("SELECT version FROM schema_version").fetchall() == [(SCHEMA_VERSION,)] == [(5,)]
        assert db.execute("SELECT trainee, unit, action FROM course_units").fetchall() == [
            ("Ana", "uncalled-bet", "unlock")
        ]


def test_the_class_report_and_its_csv_name_the_unit_each_trainee_reached(store):
    import csv
    import io

    from dealer_trainer.storage.class_report import class_csv, class_report

    for i in range(8):
        store.record(DrillResult(new_drill(1, i).code, 1, "pots", True, 5.0, finished_at=10.0 + i), "Ana")
    store.add_trainee("Bo")
    report = {line.trainee: line for line in class_report(store)}
    assert report["Ana"].course.startswith("2/") and report["Ana"].course.endswith(" The uncalled bet")
    assert report["Bo"].course.startswith("1/") and report["Bo"].course.endswith(
        " Table stakes and the all-in"
    )
    rows = {r["trainee"]: r for r in csv.DictReader(io.StringIO(class_csv(list(report.values()))))}
    assert rows["Ana"]["course_unit"] == report["Ana"].course
