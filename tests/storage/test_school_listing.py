"""Listings never change a file (records issue 27 §3): ``school class --db FILE``, ``school list
--db FILE`` and ``school get --db FILE`` read a progress file without changing a byte of it (not
even SQLite's change counter), refuse a file that is not ours in one line, and read an older
layout of ours without migrating it."""

from __future__ import annotations

import shutil
import sqlite3
from pathlib import Path

import pytest
from faults import big_v2_file, foreign_results, overwrite_runs, truncate, v1_file

from dealer_trainer.commands import main
from dealer_trainer.storage.progress import StoreError, open_sqlite
from dealer_trainer.storage.results import DrillResult
from dealer_trainer.storage.schema import SQLITE, create_v2, create_v3


def _foreign(path: Path) -> None:
    db = sqlite3.connect(path)
    db.execute("CREATE TABLE foo (a)")
    db.execute("INSERT INTO foo VALUES (1)")
    db.commit()
    db.close()


def _no_tables(path: Path) -> None:
    db = sqlite3.connect(path)
    db.execute("CREATE TABLE x (a)")
    db.execute("DROP TABLE x")
    db.commit()
    db.close()


def _wal(path: Path) -> None:
    db = sqlite3.connect(path)
    db.execute("PRAGMA journal_mode = WAL")
    db.execute("CREATE TABLE foo (a)")
    db.commit()
    db.close()


def _version_3(path: Path) -> None:
    """Our file as version 3 left it: Ana with one drill right first time."""
    db = sqlite3.connect(path)
    for statement in create_v2(SQLITE) + create_v3(SQLITE):
        db.execute(statement)
    db.execute("INSERT INTO schema_version VALUES (3)")
    db.execute("INSERT INTO trainees VALUES ('Ana', 0)")
    db.execute(
        "INSERT INTO drill_results (uid, trainee, finished_at, code, level, kind, right_first_time, seconds,"
        " mistakes, mistake_codes, day) VALUES ('u1', 'Ana', 1e9, 'L1-222222-2', 1, 'pots', 1, 5.0, 0, '',"
        " 11574)"
    )
    db.commit()
    db.close()


def _version_1(path: Path) -> None:
    """Our file before trainees existed: one drill (a build, then its award)."""
    v1_file(
        path, [(1e9, "L1-222222-2", 1, "build", 1, 5.0, ""), (1e9 + 9, "L1-222222-2", 1, "award", 1, 3.0, "")]
    )


def _current(path: Path) -> None:
    """Our file at the current layout: Ana with two drills, and a drill set published on it."""
    from dealer_trainer.drills.files import DrillSet, drill_set_to_dict
    from dealer_trainer.drills.generator import new_drill

    store = open_sqlite(path, fallbacks=[])
    store.record(DrillResult("L3-222222-2", 3, "pots", False, 30.0, ("wrong_level",)), "Ana")
    store.record(DrillResult("L3-222223-2", 3, "pots", True, 50.0), "Ana")
    store.publish_drill_set("Week 5", drill_set_to_dict(DrillSet("Week 5", "Ms. V", "", (new_drill(2, 1),))))
    store.close()


def _newer(path: Path) -> None:
    _current(path)
    with sqlite3.connect(path) as db:
        db.execute("UPDATE schema_version SET version = 99")
    db.close()


def _damaged(path: Path) -> None:
    big_v2_file(path)
    overwrite_runs(path)


def _cut_short(path: Path) -> None:
    big_v2_file(path)
    truncate(path, 0.5)


NOT_OURS = {
    "foreign": (_foreign, "not a progress file (another program's database, tables: foo)"),
    "no tables": (_no_tables, "not a progress file (an SQLite database without tables)"),
    "text": (
        lambda p: p.write_text("week 3 notes\n", encoding="utf-8"),
        "not a progress file (not an SQLite database)",
    ),
    "zero bytes": (lambda p: p.write_bytes(b""), "not a progress file (the file is empty)"),
    "foreign results": (
        foreign_results,
        "not a progress file (its results table is another program's: sample, value, unit)",
    ),
    "damaged": (_damaged, "damaged ("),
    "cut short": (_cut_short, "damaged (it is cut short: "),
    "newer": (_newer, "written by a newer Dealer Trainer (layout 99); this one cannot read it"),
    "wal": (_wal, "not a progress file (an SQLite database in WAL mode, another program's)"),
}
LISTINGS = (["class"], ["class", "--csv"], ["list"], ["get", "--set", "Week 5", "--out", "{out}"])


def _files(folder: Path) -> dict[str, bytes]:
    """Every file in ``folder`` (recursively) with its whole contents."""
    return {str(p.relative_to(folder)): p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()}


@pytest.fixture(autouse=True)
def _no_exams_file_of_the_tester(tmp_path, monkeypatch):
    none = tmp_path / "none" / "exams.sqlite3"
    monkeypatch.setattr("dealer_trainer.storage.exams.default_path", lambda: none)


@pytest.mark.parametrize("case", list(NOT_OURS))
def test_a_file_that_is_not_ours_is_refused_in_one_line_and_keeps_every_byte(case, tmp_path, capsys):
    folder = tmp_path / "files"
    folder.mkdir()
    make, words = NOT_OURS[case]
    path = folder / "other.sqlite3"
    make(path)
    before = _files(folder)
    for listing in LISTINGS:
        args = [a.replace("{out}", str(tmp_path / "got.json")) for a in listing]
        assert main(["school", *args, "--db", str(path)]) == 2, (case, listing)
        err = capsys.readouterr().err
        assert err.startswith(f"dealer-trainer school: {path}: {words}") and err.count("\n") == 1, err
        assert _files(folder) == before, (case, listing)  # nothing moved, made or changed
    assert not (tmp_path / "got.json").exists()


def test_a_missing_file_is_refused_and_not_made(tmp_path, capsys):
    for listing in (["class"], ["list"]):
        assert main(["school", *listing, "--db", str(tmp_path / "new.sqlite3")]) == 2
        assert capsys.readouterr().err == f"dealer-trainer school: {tmp_path / 'new.sqlite3'}: no such file\n"
    assert sorted(p.name for p in tmp_path.iterdir()) == []


@pytest.mark.parametrize("make", [_current, _version_3, _version_1], ids=["current", "v3", "v1"])
def test_our_own_file_is_listed_and_keeps_every_byte(make, tmp_path, capsys):
    folder = tmp_path / "files"
    folder.mkdir()
    path = folder / "progress.sqlite3"
    make(path)
    before = _files(folder)
    assert main(["school", "class", "--db", str(path)]) == 0
    table = capsys.readouterr().out
    trainee = "Ana" if make is not _version_1 else "Trainee 1"
    assert trainee in table and ("wrong_level×1" in table) == (make is _current), table
    assert main(["school", "class", "--db", str(path), "--csv"]) == 0
    assert capsys.readouterr().out.splitlines()[1].startswith(f"{trainee},{2 if make is _current else 1},")
    assert main(["school", "list", "--db", str(path)]) == 0
    out = capsys.readouterr().out
    assert ("Week 5" in out) if make is _current else out == "Nothing is published yet.\n"
    assert _files(folder) == before  # not a byte changed: not migrated, not even the change counter


def test_our_file_with_an_interrupted_write_is_refused_and_its_journal_kept(tmp_path, capsys):
    folder = tmp_path / "files"
    folder.mkdir()
    path = folder / "progress.sqlite3"
    _current(path)
    writer = sqlite3.connect(path, isolation_level=None)
    writer.execute("PRAGMA cache_size = 5")  # the write spills into the file before its commit
    writer.execute("BEGIN")
    writer.executemany("INSERT INTO trainees VALUES (?, 0)", [(f"t{i}-{'x' * 200}",) for i in range(3000)])
    copy = tmp_path / "copy"
    copy.mkdir()
    for name in ("progress.sqlite3", "progress.sqlite3-journal"):  # as a crash left them
        shutil.copy(folder / name, copy / name)
    writer.execute("ROLLBACK")
    writer.close()
    before = _files(copy)
    assert main(["school", "class", "--db", str(copy / "progress.sqlite3")]) == 2
    err = capsys.readouterr().err
    assert "a write to it was interrupted" in err and err.count("\n") == 1
    assert _files(copy) == before


def test_a_store_opened_read_only_reads_but_never_writes(tmp_path):
    from dealer_trainer.storage.progress import open_sqlite_read_only

    path = tmp_path / "progress.sqlite3"
    _version_3(path)
    before = path.read_bytes()
    store = open_sqlite_read_only(path)
    [old] = store.results(trainee="Ana")
    assert (old.code, old.outcome, old.right_first_time) == ("L1-222222-2", "solved", True)
    store.close()
    _current(path2 := tmp_path / "current.sqlite3")
    current = open_sqlite_read_only(str(path2))
    with pytest.raises(sqlite3.OperationalError):
        current.add_trainee("Bo")
    current.close()
    assert path.read_bytes() == before
    with pytest.raises(StoreError, match="no such file"):
        open_sqlite_read_only(tmp_path / "none.sqlite3")


def test_publish_refuses_a_file_that_is_not_ours_and_publishes_on_ours(tmp_path, capsys):
    from dealer_trainer.drills.files import DrillSet, save_drill_set
    from dealer_trainer.drills.generator import new_drill

    set_file = tmp_path / "week6.json"
    save_drill_set(set_file, DrillSet("Week 6", "Ms. V", "", (new_drill(1, 3),)))
    other, ours = tmp_path / "other.sqlite3", tmp_path / "progress.sqlite3"
    _foreign(other)
    before = other.read_bytes()
    assert main(["school", "publish", str(set_file), "--db", str(other)]) == 2
    assert capsys.readouterr().err == (
        f"dealer-trainer school: {other}: not a progress file (another program's database, tables: foo)\n"
    )
    assert other.read_bytes() == before and sorted(p.name for p in tmp_path.iterdir()) == [
        "other.sqlite3",
        "week6.json",
    ]
    _current(ours)
    assert main(["school", "publish", str(set_file), "--db", str(ours)]) == 0
    assert main(["school", "list", "--db", str(ours)]) == 0
    assert "Week 6" in capsys.readouterr().out
