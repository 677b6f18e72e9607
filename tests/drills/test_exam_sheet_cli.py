"""``exam results --csv FILE``: a sitting's result sheet as CSV without the window (issue 27 §6)."""

from __future__ import annotations

import time

import pytest

from dealer_trainer.commands import main
from dealer_trainer.drills.exams import ExamDrillResult, ExamResult
from dealer_trainer.storage.exams import ExamStore

ANNA = (
    ExamDrillResult(1, True, 40.0, "checked", (), 1, 0, "pots"),
    ExamDrillResult(2, True, 75.5, "checked", (), 2, 0, "pots_and_award"),
)
BRAM = (
    ExamDrillResult(1, True, 40.0, "checked", (), 1, 0, "pots"),
    ExamDrillResult(2, False, 90.2, "time_up", ("pots_merged", "pots_merged"), 1, 0, "pots_and_award"),
    ExamDrillResult(3, False, 0.0, "not_reached", kind="pots"),
)


@pytest.fixture
def db(tmp_path):
    path = tmp_path / "exams.sqlite3"
    store = ExamStore(path)
    store.save(ExamResult("e1", "Week 3", "Anna", 1_700_000_000.0, 115.5, 80, ANNA))
    store.save(ExamResult("e1", "Week 3", "Bram", 1_700_000_100.0, 130.2, 80, BRAM))
    store.close()
    return path


def when(at: float) -> str:
    return time.strftime("%Y-%m-%d %H:%M", time.localtime(at))


def test_the_newest_sitting_listed_is_written_as_the_schools_csv(db, tmp_path, capsys):
    out = tmp_path / "sheet.csv"
    assert main(["exam", "results", "--db", str(db), "--csv", str(out)]) == 0
    assert out.read_bytes().decode("utf-8") == (
        "drill,kind,right,seconds,mistakes,ended\n"
        "1,pots,yes,40.0,,checked\n"
        "2,pots_and_award,no,90.2,pots_merged×2,time_up\n"
        "3,pots,no,,,not_reached\n"
    )
    said = capsys.readouterr().out
    assert said == (
        f"wrote the result sheet of Bram, Week 3 ({when(1_700_000_100.0)}, 1/3 right, FAIL) to {out}\n"
    )


def test_trainee_picks_whose_sitting_and_filters_the_listing(db, tmp_path, capsys):
    out = tmp_path / "anna.csv"
    assert main(["exam", "results", "--db", str(db), "--trainee", "Anna", "--csv", str(out)]) == 0
    assert out.read_text(encoding="utf-8").splitlines() == [
        "drill,kind,right,seconds,mistakes,ended",
        "1,pots,yes,40.0,,checked",
        "2,pots_and_award,yes,75.5,,checked",
    ]
    assert "Anna, Week 3" in capsys.readouterr().out
    assert main(["exam", "results", "--db", str(db), "--trainee", "Anna"]) == 0
    listed = capsys.readouterr().out
    assert "Anna" in listed and "Bram" not in listed


@pytest.mark.parametrize(
    ("extra", "words"),
    [
        (["--trainee", "Chris", "--csv", "x.csv"], "--csv x.csv: no sitting to write ("),
        (["--csv", ""], "--csv is empty"),
    ],
)
def test_nothing_to_write_is_one_line_and_no_file(db, tmp_path, capsys, monkeypatch, extra, words):
    monkeypatch.chdir(tmp_path)
    assert main(["exam", "results", "--db", str(db), *extra]) == 2
    err = capsys.readouterr().err
    assert words in err and err.count("\n") == 1
    assert not (tmp_path / "x.csv").exists()


def test_the_csv_never_replaces_the_results_file_it_reads(db, capsys):
    before = db.read_bytes()
    assert main(["exam", "results", "--db", str(db), "--csv", str(db)]) == 2
    assert "it is also a file being read" in capsys.readouterr().err
    assert db.read_bytes() == before
