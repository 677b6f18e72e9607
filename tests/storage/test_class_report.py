"""The instructor's class view: per trainee practice, weak spots and exams, and its CSV."""

from __future__ import annotations

import csv
import io

from dealer_trainer.drills.exams import ExamDrillResult, ExamResult
from dealer_trainer.storage.class_report import CSV_COLUMNS, class_csv, class_report
from dealer_trainer.storage.results import DrillResult
from dealer_trainer.storage.sqlite_store import open_sqlite

T0 = 1_790_000_000.0


def sitting(trainee: str, right: int, of: int, at: float, title: str = "Week 3") -> ExamResult:
    drills = tuple(ExamDrillResult(i + 1, i < right, 30.0) for i in range(of))
    return ExamResult("e1", title, trainee, at, 60.0 * of, 80, drills)


def filled_store(tmp_path):
    store = open_sqlite(tmp_path / "progress.sqlite3", fallbacks=[tmp_path / "fallback"])
    for name in ("Bram", "anna"):
        store.add_trainee(name)
    # anna: 4 drills, 3 right first time, times 10, 20, 30, 40; one uncalled-bet mistake twice
    for k, (right, codes) in enumerate(
        [(True, ()), (False, ("uncalled_in_pot", "uncalled_in_pot")), (True, ()), (True, ())]
    ):
        store.record(
            DrillResult("L3-222222-2", 3, "pots", right, 10.0 * (k + 1), codes, finished_at=T0 + k), "anna"
        )
    # Bram: 2 drills, both wrong, each cut at the wrong level
    for k in range(2):
        store.record(
            DrillResult("L2-222222-2", 2, "pots", False, 90.0, ("wrong_level",), finished_at=T0 + 10 + k),
            "Bram",
        )
    return store


def test_each_trainee_gets_a_line_with_hand_counted_figures(tmp_path):
    store = filled_store(tmp_path)
    exams = [
        sitting("anna", 4, 5, T0 + 100),
        sitting("anna", 3, 5, T0 + 50, "Week 2"),
        sitting("Chris", 1, 5, T0),
    ]
    report = class_report(store, exams)
    assert [r.trainee for r in report] == ["anna", "Bram", "Chris"]  # by name, case aside
    anna, bram, chris = report
    assert (anna.drills, anna.right_first_time, anna.recent, anna.recent_right) == (4, 3, 4, 3)
    assert anna.recent_percent == 75 and anna.median_seconds == 25.0
    assert anna.weak_spots == (("uncalled_in_pot", 2),)
    assert [e.title for e in anna.exams] == ["Week 3", "Week 2"]  # newest first
    assert (bram.drills, bram.recent_percent, bram.median_seconds) == (2, 0, 90.0)
    assert bram.weak_spots == (("wrong_level", 2),) and bram.exams == ()
    assert chris.drills == 0 and len(chris.exams) == 1 and not chris.exams[0].passed


def test_the_csv_has_one_row_per_trainee_and_untranslated_columns(tmp_path):
    store = filled_store(tmp_path)
    text = class_csv(class_report(store, [sitting("anna", 4, 5, T0 + 100)]))
    rows = list(csv.DictReader(io.StringIO(text)))
    assert tuple(rows[0]) == CSV_COLUMNS
    anna = rows[0]
    assert anna["trainee"] == "anna" and anna["drills"] == "4" and anna["recent_right_percent"] == "75"
    assert anna["weak_spots"] == "uncalled_in_pot×2"
    assert (anna["exams"], anna["exams_passed"], anna["last_exam_percent"], anna["last_exam_passed"]) == (
        "1",
        "1",
        "80",
        "yes",
    )
    assert rows[1]["trainee"] == "Bram" and rows[1]["last_exam"] == "" and rows[1]["exams"] == "0"


def test_no_store_lists_the_exam_takers_only():
    report = class_report(None, [sitting("", 5, 5, T0), sitting("Dee", 5, 5, T0)])
    assert [r.trainee for r in report] == ["Dee"]  # a sitting without a name belongs to no one


def test_the_instructor_passphrase_is_kept_as_a_salted_hash():
    from dealer_trainer.storage.class_report import check_passphrase, hash_passphrase

    stored = hash_passphrase("kaarten schudden", rounds=1000)
    assert "kaarten" not in stored and stored.startswith("pbkdf2-sha256$1000$")
    assert check_passphrase("kaarten schudden", stored)
    assert not check_passphrase("kaarten schudde", stored)
    assert hash_passphrase("x", rounds=1000) != hash_passphrase("x", rounds=1000)  # salted
    assert not check_passphrase("x", "garbage") and not check_passphrase("x", "md5$1$00$00")
