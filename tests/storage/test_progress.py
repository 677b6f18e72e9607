"""Progress survives restarts and damaged files; summaries add up."""

from __future__ import annotations

from dealer_trainer.storage.progress import DrillResult, ProgressStore


def test_results_survive_reopening_and_summarise(tmp_path):
    path = tmp_path / "p.sqlite3"
    store = ProgressStore(path)
    store.record(DrillResult("L1-AB", 1, "build", True, 12.5))
    store.record(DrillResult("L1-CD", 1, "build", False, 30.0, ("amount_off", "uncalled_in_pot")))
    store.record(DrillResult("L2-EF", 2, "build", False, 40.0, ("amount_off",)))
    store.close()
    again = ProgressStore(path)
    assert [r.code for r in again.results()] == ["L2-EF", "L1-CD", "L1-AB"]
    level1, level2 = again.summary()
    assert (level1.level, level1.drills, level1.right_first_time, level1.mean_seconds) == (1, 2, 1, 21.25)
    assert level1.common_mistakes == (("amount_off", 1), ("uncalled_in_pot", 1))
    assert (level2.drills, level2.right_first_time) == (1, 0)


def test_unreadable_file_is_kept_aside_not_deleted(tmp_path):
    path = tmp_path / "p.sqlite3"
    path.write_bytes(b"this is not a database" * 100)
    store = ProgressStore(path)
    store.record(DrillResult("", 0, "build", True, 1.0))
    aside = list(tmp_path.glob("p.sqlite3.unreadable-*"))
    assert len(aside) == 1 and aside[0].read_bytes().startswith(b"this is not a database")
    assert len(store.results()) == 1


def test_store_creates_its_folder(tmp_path):
    store = ProgressStore(tmp_path / "deep" / "er" / "p.sqlite3")
    store.record(DrillResult("x", 3, "award", False, 2.0, ("wrong_winner",)))
    assert store.results()[0].mistake_codes == ("wrong_winner",)
