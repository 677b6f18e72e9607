"""Exam results in their own sqlite3 file: saved whole, read back, and a file that is not ours
kept aside (never deleted) while a fresh one takes the new results."""

from __future__ import annotations

import sqlite3

import pytest

from dealer_trainer.drills.exams import ExamDrillResult, ExamResult
from dealer_trainer.storage.exams import ExamStore


def sitting(trainee: str, rights: list[bool], started: float = 1_700_000_000.0) -> ExamResult:
    drills = tuple(
        ExamDrillResult(
            i + 1,
            right,
            20.5 + i,
            "checked" if right else "time_up",
            () if right else ("pots_merged", "uncalled_in_pot"),
            checks=1,
            hints=0,
        )
        for i, right in enumerate(rights)
    )
    return ExamResult("exam-1", "Week 3", trainee, started, 95.0, 80, drills)


def test_a_sitting_and_its_drills_round_trip(tmp_path):
    store = ExamStore(tmp_path / "exams.sqlite3")
    original = sitting("Anna", [True, False, True, True, True])
    row = store.save(original)
    [stored] = store.sittings()
    assert stored.row_id == row
    assert stored.result == original
    assert stored.result.passed and stored.result.percent == 80
    store.close()
    again = ExamStore(tmp_path / "exams.sqlite3")  # a second start reads the same file
    assert [s.result for s in again.sittings()] == [original]
    assert again.moved_aside is None


def test_sittings_come_newest_first_and_by_exam(tmp_path):
    store = ExamStore(tmp_path / "exams.sqlite3")
    store.save(sitting("Anna", [True], started=100.0))
    store.save(sitting("Bram", [False], started=300.0))
    other = sitting("Chris", [True], started=200.0)
    store.save(ExamResult("exam-2", "Week 4", "Chris", 200.0, 10.0, 80, other.drills))
    assert [s.result.trainee for s in store.sittings()] == ["Bram", "Chris", "Anna"]
    assert [s.result.trainee for s in store.sittings(exam_id="exam-1")] == ["Bram", "Anna"]
    assert [s.result.trainee for s in store.sittings(limit=1)] == ["Bram"]


@pytest.mark.parametrize(
    "make_bad",
    [
        lambda p: p.write_bytes(b"this is not a database at all" * 100),
        lambda p: p.write_bytes(b"SQLite format 3\x00" + b"\xff" * 4000),  # a header, then garbage
        lambda p: sqlite3.connect(p).executescript("CREATE TABLE exam_sittings (id INTEGER, other TEXT);"),
        lambda p: sqlite3.connect(p).executescript("PRAGMA user_version = 99;"),
    ],
    ids=["garbage", "damaged", "foreign-table", "newer-version"],
)
def test_a_file_that_is_not_ours_is_kept_aside_and_a_fresh_one_used(tmp_path, make_bad):
    path = tmp_path / "exams.sqlite3"
    make_bad(path)
    before = path.read_bytes()
    store = ExamStore(path)
    assert store.moved_aside is not None and store.moved_aside.read_bytes() == before
    store.save(sitting("Anna", [True]))
    assert [s.result.trainee for s in store.sittings()] == ["Anna"]


def test_a_failed_write_keeps_nothing_of_the_sitting(tmp_path):
    store = ExamStore(tmp_path / "exams.sqlite3")
    bad = sitting("Anna", [True, True])
    twice = ExamResult(bad.exam_id, bad.title, bad.trainee, 1.0, 1.0, 80, bad.drills + bad.drills[:1])
    with pytest.raises(sqlite3.IntegrityError):
        store.save(twice)  # drill 1 twice: the second row breaks the key; the sitting goes too
    assert store.sittings() == []
