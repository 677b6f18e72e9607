"""Exam results keep each drill's kind and its ending as saved (issue 27 §6: the result sheet's
``kind`` and ``ended`` columns), in files of this version and of the version before."""

from __future__ import annotations

import sqlite3

from dealer_trainer.drills.exams import ExamDrillResult, ExamResult
from dealer_trainer.storage.exams import ExamStore

#: The file as the version before wrote it (no exam_drill_kinds table).
OLD_SCHEMA = """
CREATE TABLE exam_sittings (
    id INTEGER PRIMARY KEY, exam_id TEXT NOT NULL, title TEXT NOT NULL, trainee TEXT NOT NULL,
    started_at REAL NOT NULL, seconds REAL NOT NULL, pass_mark INTEGER NOT NULL,
    drills INTEGER NOT NULL, right_drills INTEGER NOT NULL, passed INTEGER NOT NULL
);
CREATE TABLE exam_drills (
    sitting_id INTEGER NOT NULL REFERENCES exam_sittings(id), position INTEGER NOT NULL,
    right_answer INTEGER NOT NULL, seconds REAL NOT NULL, ending TEXT NOT NULL,
    mistake_codes TEXT NOT NULL, checks INTEGER NOT NULL, hints INTEGER NOT NULL,
    PRIMARY KEY (sitting_id, position)
);
INSERT INTO exam_sittings VALUES (1, 'e1', 'Week 3', 'Anna', 100.0, 95.0, 80, 2, 1, 0);
INSERT INTO exam_drills VALUES (1, 1, 1, 40.0, 'checked', '', 1, 0);
INSERT INTO exam_drills VALUES (1, 2, 0, 55.0, 'closed', 'pots_merged', 1, 0);
PRAGMA user_version = 1;
"""


def old_file(path):
    db = sqlite3.connect(path)
    db.executescript(OLD_SCHEMA)
    db.close()
    return path


def test_a_sitting_keeps_each_drills_kind_and_its_ending_as_saved(tmp_path):
    drills = (
        ExamDrillResult(1, True, 40.0, "checked", (), 1, 0, "pots_and_award"),
        ExamDrillResult(2, False, 55.0, "quit", ("pots_merged",), 1, 0, "pots"),
        ExamDrillResult(3, False, 0.0, "abandoned", kind="pots"),
        ExamDrillResult(4, False, 0.0, "a_newer_ending", kind="pots"),
    )
    original = ExamResult("e1", "Week 3", "Anna", 100.0, 95.0, 80, drills)
    store = ExamStore(tmp_path / "exams.sqlite3")
    store.save(original)
    store.close()
    [stored] = ExamStore(tmp_path / "exams.sqlite3", read_only=True).sittings()
    assert stored.result == original  # kinds, quit, abandoned and an unknown ending as saved


def test_a_file_of_the_version_before_reads_with_no_kinds_and_stays_readable_by_it(tmp_path):
    path = old_file(tmp_path / "exams.sqlite3")
    [stored] = ExamStore(path, read_only=True).sittings()  # a listing: nothing added to the file
    assert [(d.kind, d.ending) for d in stored.result.drills] == [("", "checked"), ("", "closed")]
    db = sqlite3.connect(path)
    assert db.execute("SELECT count(*) FROM sqlite_master WHERE name = 'exam_drill_kinds'").fetchone() == (0,)
    db.close()
    store = ExamStore(path)  # written to: the kinds' table is added, nothing else changes
    assert store.moved_aside is None
    store.save(
        ExamResult("e1", "Week 3", "Bram", 200.0, 30.0, 80, (ExamDrillResult(1, True, 30.0, kind="pots"),))
    )
    assert [[d.kind for d in s.result.drills] for s in store.sittings()] == [["pots"], ["", ""]]
    store.close()
    db = sqlite3.connect(path)  # what the version before checks is as it was
    assert db.execute("PRAGMA user_version").fetchone() == (1,)
    assert [r[1] for r in db.execute("PRAGMA table_info(exam_drills)")] == [
        "sitting_id", "position", "right_answer", "seconds", "ending", "mistake_codes", "checks", "hints",
    ]  # fmt: skip
    db.close()
