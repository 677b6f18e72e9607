"""Every fault of the progress file met so far is found at start, the file kept aside (never
deleted), its readable rows copied, the trainee told in plain words, and new results saved."""

from __future__ import annotations

import json
import shutil
import sqlite3

import pytest
from faults import (
    START,
    big_v2_file,
    damage_pages,
    foreign_results,
    overwrite_runs,
    readable_one_by_one,
    run_unprivileged,
    table_leaf_pages,
    truncate,
    v1_file,
)

from dealer_trainer.storage.progress import DrillResult, open_sqlite
from dealer_trainer.storage.schema import RESULT_COLUMNS, SCHEMA_VERSION
from dealer_trainer.storage.sqlite_store import salvage


def reopen(path, tmp_path):
    return open_sqlite(path, fallbacks=[tmp_path / "fallback"])


def saves(store):
    """A new result is saved and read back."""
    before = store.count()
    store.record(DrillResult("L1-NEW", 1, "pots", True, 9.0), "Ana")
    return store.count() == before + 1


def aside(tmp_path, pattern):
    return sorted(tmp_path.glob(pattern))


# ----- our own old layout: migrated, not discarded ---------------------------------------------
def test_the_old_layout_of_our_own_is_migrated_and_a_build_with_its_award_is_one_drill(tmp_path):
    path = tmp_path / "progress.sqlite3"
    v1_file(
        path,
        [
            (START, "L2-AAAAAA", 2, "build", 1, 30.0, ""),
            (START + 20, "L2-AAAAAA", 2, "award", 0, 31.0, "wrong_split"),  # same drill
            (START + 100, "L1-BBBBBB", 1, "build", 0, 50.0, "amount_off amount_off"),
            (START + 200, "", 0, "award", 1, 12.0, ""),  # a showdown drill on its own
        ],
    )
    old_bytes = path.read_bytes()
    store = reopen(path, tmp_path)
    assert store.status.severity == "info"
    assert "moved to the new layout" in store.status.message and "3 drills kept" in store.status.message
    (backup,) = aside(tmp_path, "progress.sqlite3.layout1-*")
    assert backup.read_bytes() == old_bytes and str(backup) in store.status.message
    drills = store.results(trainee="Trainee 1")
    assert [(d.code, d.kind, d.right_first_time, d.seconds, d.mistake_codes) for d in drills] == [
        ("", "showdown", True, 12.0, ()),
        ("L1-BBBBBB", "pots", False, 50.0, ("amount_off", "amount_off")),
        ("L2-AAAAAA", "pots_and_award", False, 31.0, ("wrong_split",)),
    ]
    assert store.count() == 3
    version = sqlite3.connect(path).execute("SELECT version FROM schema_version").fetchall()
    assert version == [(SCHEMA_VERSION,)]
    assert saves(store)
    store.close()
    again = reopen(path, tmp_path)  # the second start has nothing to say
    assert again.status.severity == "ok" and again.count() == 4


def test_an_old_layout_without_todays_columns_is_migrated_with_defaults(tmp_path):
    path = tmp_path / "progress.sqlite3"
    db = sqlite3.connect(path)
    with db:
        db.execute("CREATE TABLE results (id INTEGER PRIMARY KEY, code TEXT, level INTEGER, kind TEXT,"
                   " right_first_time INTEGER, seconds REAL)")  # fmt: skip
        db.executemany(
            "INSERT INTO results (code, level, kind, right_first_time, seconds) VALUES (?, ?, ?, ?, ?)",
            [("L1-A", 1, "build", 1, 10.0), ("L3-B", 3, "build", 0, 70.0)],
        )
    db.close()
    store = reopen(path, tmp_path)
    assert store.status.severity == "info" and "2 drills kept" in store.status.message
    assert sorted((r.code, r.right_first_time, r.mistake_codes) for r in store.results()) == [
        ("L1-A", True, ()),
        ("L3-B", False, ()),
    ]
    assert saves(store)


# ----- files that are not ours, or not readable -----------------------------------------------
def test_another_programs_results_table_is_kept_aside_untouched(tmp_path):
    path = tmp_path / "progress.sqlite3"
    foreign_results(path)
    original = path.read_bytes()
    store = reopen(path, tmp_path)
    (kept,) = aside(tmp_path, "progress.sqlite3.not-ours-*")
    assert kept.read_bytes() == original
    assert store.status.severity == "warning"
    assert (
        "was not Dealer Trainer's" in store.status.message and "sample, value, unit" in store.status.message
    )
    assert str(kept) in store.status.message and "new results are saved" in store.status.message
    assert store.count() == 0 and saves(store)


def test_garbage_is_kept_aside_and_a_new_file_started(tmp_path):
    path = tmp_path / "progress.sqlite3"
    path.write_bytes(b"this is not a database" * 100)
    store = reopen(path, tmp_path)
    (kept,) = aside(tmp_path, "progress.sqlite3.unreadable-*")
    assert kept.read_bytes().startswith(b"this is not a database")
    assert (
        "it is not a database" in store.status.message and "No drills could be read" in store.status.message
    )
    assert saves(store)


def test_damaged_pages_are_found_and_every_readable_drill_is_copied(tmp_path):
    path = tmp_path / "progress.sqlite3"
    big_v2_file(path, 3000)
    leaves = table_leaf_pages(path)
    damage_pages(path, [leaves[len(leaves) // 3], leaves[len(leaves) // 2]])  # two pages of rows
    damaged = path.read_bytes()
    store = reopen(path, tmp_path)
    (kept,) = aside(tmp_path, "progress.sqlite3.unreadable-*")
    assert kept.read_bytes() == damaged
    assert store.status.severity == "warning" and "is damaged" in store.status.message
    kept_rows = store.count("Ana")
    assert 2800 <= kept_rows < 3000  # two pages hold a few dozen rows; the rest are copied
    assert f"{kept_rows:,} drills could still be read" in store.status.message
    assert store.status.recovered == kept_rows
    uids = {r.uid for r in store.results(limit=5000)}
    assert "d0" in uids and "d2999" in uids  # both ends of the table survive
    assert store.db.execute("PRAGMA quick_check").fetchall() == [("ok",)]
    assert saves(store)


@pytest.fixture(scope="module")
def drills_3000(tmp_path_factory):
    path = tmp_path_factory.mktemp("big") / "progress.sqlite3"
    big_v2_file(path, 3000)
    return path


@pytest.mark.parametrize("seed", [0, 2, 4])
def test_bytes_lost_here_and_there_lose_only_the_rows_that_cannot_be_read(tmp_path, drills_3000, seed):
    # 40 runs of 64 random bytes: a damaged interior page ends a scan early without an error,
    # and a rescue that trusted the scan kept 36 to 939 of some 2,900 readable drills
    path = tmp_path / "progress.sqlite3"
    shutil.copy(drills_3000, path)
    overwrite_runs(path, runs=40, size=64, seed=seed)
    readable = readable_one_by_one(path, "drill_results", list(RESULT_COLUMNS), top=3000)
    assert 2500 < len(readable) < 3000  # damaged, mostly readable
    rescued = {row[0]: row for row in salvage(path, "drill_results", RESULT_COLUMNS)}
    assert {k: rescued.get(k) for k in readable} == readable
    store = reopen(path, tmp_path)
    uids = {r[1] for r in readable.values()}
    assert uids <= {r.uid for r in store.results(limit=5000)}
    assert store.status.recovered == len(rescued) and saves(store)


def test_a_truncated_file_keeps_the_drills_in_what_is_left(tmp_path):
    path = tmp_path / "progress.sqlite3"
    big_v2_file(path, 3000)
    truncate(path, 0.6)
    store = reopen(path, tmp_path)
    assert aside(tmp_path, "progress.sqlite3.unreadable-*")
    kept_rows = store.count()
    assert 1000 < kept_rows < 3000  # not 1: the drills on the pages that are left are kept
    assert "it is cut short" in store.status.message
    assert f"{kept_rows:,} drills could still be read" in store.status.message
    assert saves(store)


def test_a_file_cut_inside_its_header_is_not_a_database(tmp_path):
    path = tmp_path / "progress.sqlite3"
    big_v2_file(path, 10)
    path.write_bytes(path.read_bytes()[:10])
    store = reopen(path, tmp_path)
    assert "not a database" in store.status.message and saves(store)


def test_a_damaged_old_layout_gives_its_readable_drills_too(tmp_path):
    path = tmp_path / "progress.sqlite3"
    v1_file(path, [(START + i, f"L1-{i:05d}", 1, "build", 1, 10.0, "") for i in range(2000)])
    leaves = table_leaf_pages(path)
    damage_pages(path, [leaves[len(leaves) // 2]])
    store = reopen(path, tmp_path)
    assert "is damaged" in store.status.message
    assert 1800 <= store.count() < 2000  # one page of short rows lost


def test_a_folder_in_the_files_place_is_kept_aside(tmp_path):
    path = tmp_path / "progress.sqlite3"
    path.mkdir()
    (path / "notes.txt").write_text("mine")
    store = reopen(path, tmp_path)
    (kept,) = aside(tmp_path, "progress.sqlite3.unreadable-*")
    assert (kept / "notes.txt").read_text() == "mine"
    assert "taken by a folder" in store.status.message and saves(store)
    assert path.is_file()


def test_a_read_only_file_in_a_writable_folder_is_kept_aside_and_copied(tmp_path):
    path = tmp_path / "progress.sqlite3"
    big_v2_file(path, 50)
    path.chmod(0o444)
    code = f"""
import json
from dealer_trainer.storage.progress import open_sqlite
s = open_sqlite({str(path)!r}, fallbacks=[{str(tmp_path / "fallback")!r}])
from dealer_trainer.storage.progress import DrillResult
s.record(DrillResult('X', 1, 'pots', True, 1.0), 'Ana')
print(json.dumps([s.status.severity, s.status.message, s.status.location, s.count()]))
"""
    out = run_unprivileged(code)
    assert out.returncode == 0, out.stderr
    severity, message, location, count = json.loads(out.stdout)
    assert (
        severity == "warning"
        and "cannot be written" in message
        and "50 drills could still be read" in message
    )
    assert location == str(path) and count == 51
    assert aside(tmp_path, "progress.sqlite3.read-only-*")


def test_a_read_only_folder_saves_elsewhere_and_brings_the_results_back_later(tmp_path):
    folder = tmp_path / "data"
    folder.mkdir()
    path = folder / "progress.sqlite3"
    big_v2_file(path, 40)
    folder.chmod(0o555)
    fallback = tmp_path / "fallback"
    code = f"""
import json
from dealer_trainer.storage.progress import DrillResult, open_sqlite
s = open_sqlite({str(path)!r}, fallbacks=[{str(fallback)!r}])
s.record(DrillResult('X', 1, 'pots', True, 1.0, uid='while-read-only'), 'Ana')
print(json.dumps([s.status.severity, s.status.message, s.status.location, s.status.saving, s.count()]))
"""
    try:
        out = run_unprivileged(code)
    finally:
        folder.chmod(0o755)
    assert out.returncode == 0, out.stderr
    severity, message, location, saving, count = json.loads(out.stdout)
    assert severity == "warning" and saving and count == 41
    assert f"Your progress folder ({folder}) cannot be written" in message
    assert (
        location == str(fallback / "progress.sqlite3")
        and "Your 40 earlier drills were copied there" in message
    )
    assert sqlite3.connect(path).execute("SELECT count(*) FROM drill_results").fetchone() == (
        40,
    )  # untouched
    # the folder can be written again: the result saved elsewhere comes back
    store = open_sqlite(path, fallbacks=[fallback])
    assert store.status.severity == "info" and "brought back" in store.status.message
    assert store.count() == 41 and "while-read-only" in {r.uid for r in store.results()}
    assert aside(fallback, "progress.sqlite3.merged-*") and not (fallback / "progress.sqlite3").exists()


def test_nowhere_to_write_says_results_are_not_saved(tmp_path):
    folder = tmp_path / "data"
    folder.mkdir()
    folder.chmod(0o555)
    code = f"""
import json
from dealer_trainer.storage.progress import DrillResult, open_sqlite
s = open_sqlite({str(folder / "progress.sqlite3")!r}, fallbacks=[{str(folder / "also")!r}])
s.record(DrillResult('X', 1, 'pots', True, 1.0), 'Ana')
print(json.dumps([s.status.severity, s.status.message, s.status.saving, s.count()]))
"""
    try:
        out = run_unprivileged(code)
    finally:
        folder.chmod(0o755)
    assert out.returncode == 0, out.stderr
    severity, message, saving, count = json.loads(out.stdout)
    assert severity == "error" and not saving and "NOT being saved" in message and count == 1


def test_a_file_from_a_newer_program_is_left_alone(tmp_path):
    path = tmp_path / "progress.sqlite3"
    big_v2_file(path, 5)
    db = sqlite3.connect(path)
    with db:
        db.execute("UPDATE schema_version SET version = 99")
    db.close()
    before = path.read_bytes()
    store = reopen(path, tmp_path)
    assert "newer Dealer Trainer" in store.status.message
    assert store.status.location == str(tmp_path / "fallback" / "progress.sqlite3")
    assert path.read_bytes() == before and saves(store)


def test_a_damaged_index_page_loses_no_drill(tmp_path):
    path = tmp_path / "progress.sqlite3"
    big_v2_file(path, 3000)
    data = path.read_bytes()
    size = 4096
    index_leaves = [n for n in range(1, len(data) // size) if data[n * size] == 10]  # index leaf pages
    damage_pages(path, [index_leaves[len(index_leaves) // 2]])
    store = reopen(path, tmp_path)
    assert "is damaged" in store.status.message and aside(tmp_path, "progress.sqlite3.unreadable-*")
    assert store.count() == 3000 and "3,000 drills could still be read" in store.status.message
