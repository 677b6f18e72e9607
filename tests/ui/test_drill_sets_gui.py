"""Drill sets in the app: open an instructor's set, step through it, import hand histories."""

from __future__ import annotations

from pathlib import Path

from dealer_trainer.drills.files import DrillSet, load_drill, save_drill_set
from dealer_trainer.drills.generator import new_drill

DATA = Path(__file__).resolve().parent.parent / "data" / "hh"


def test_open_a_set_and_step_through_it_with_next_drill(window, tmp_path):
    drills = [new_drill(level, seed) for level, seed in ((1, 3), (2, 4), (3, 5))]
    path = tmp_path / "week3.json"
    save_drill_set(path, DrillSet("Week 3", "Ms. Dealer", "", drills))
    assert window.drill_sets.open_file(path) is None
    assert window.session.drill.code == drills[0].code
    assert window.statusBar().currentMessage() == "Week 3 · drill 1 of 3"
    window.next_action.trigger()
    assert window.session.drill.code == drills[1].code
    window.next_action.trigger()
    window.next_action.trigger()  # past the last: stays, and says so
    assert window.session.drill.code == drills[2].code
    assert window.statusBar().currentMessage() == "That was the last drill of the set."
    window.drill_sets.previous_action.trigger()
    assert window.session.drill.code == drills[1].code
    window.set_level(1)  # another drill leaves the set
    assert not window.drill_sets.active
    window.next_action.trigger()
    assert window.session.drill.code not in {d.code for d in drills}


def test_a_bad_set_is_refused_with_its_reason_and_the_table_is_untouched(window, tmp_path):
    before = window.session.drill
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": "dealer-trainer-drills", "version": 1, "title": "x", "drills": [{}]}')
    message = window.drill_sets.open_file(bad)
    assert message is not None and message.startswith("bad.json: drills[0]")
    assert window.session.drill is before


def test_save_this_drill_writes_a_file_that_opens_again(window, tmp_path):
    path = tmp_path / "this.json"
    assert window.drill_sets.save_file(path) is None
    assert load_drill(path).scenario_dict() == window.session.drill.scenario_dict()


def test_import_hand_histories_puts_the_hands_on_the_table(window):
    files = sorted(str(p) for p in DATA.rglob("*") if p.suffix in {".txt", ".phh", ".phhs"})
    assert files
    report = window.drill_sets.import_paths(files)
    assert report.drills and window.drill_sets.active
    assert window.session.drill is report.drills[0]
    assert window.statusBar().currentMessage().endswith(f"drill 1 of {len(report.drills)}")


def test_import_with_a_progress_bar_in_the_window(window, qtbot):
    files = sorted(str(p) for p in DATA.rglob("*") if p.suffix in {".txt", ".phh", ".phhs"})
    seen: list[tuple[int, int, str]] = []

    def look() -> None:  # while the import runs, the bar is up in the window
        dialog = window.drill_sets.progress_dialog
        if dialog is not None:
            seen.append((dialog.value(), dialog.maximum(), dialog.labelText()))

    from PySide6.QtCore import QTimer

    timer = QTimer()
    timer.timeout.connect(look)
    timer.start(0)
    report = window.drill_sets.import_with_progress(files)
    timer.stop()
    assert report.drills and not report.cancelled and window.drill_sets.active
    assert seen and all(maximum == 1000 for _, maximum, _ in seen)
    assert any("hands" in label and "drills" in label for _, _, label in seen)
    assert window.drill_sets.progress_dialog is None  # closed at the end


def test_cancel_stops_the_import_and_loads_nothing(window):
    from PySide6.QtCore import QTimer

    files = sorted(str(p) for p in DATA.rglob("*") if p.suffix in {".txt", ".phh", ".phhs"})
    assert len(files) >= 3
    before = window.session.drill
    # pressed as soon as the bar handles events (the first file starts)
    QTimer.singleShot(0, lambda: window.drill_sets.progress_dialog.cancel())
    report = window.drill_sets.import_with_progress(files)
    assert report.cancelled and report.files < len(files)
    assert not window.drill_sets.active and window.session.drill is before


def test_a_run_drill_saved_and_opened_through_the_menu_keeps_its_runs(window, tmp_path, monkeypatch):
    from dealer_trainer.ui import drill_sets

    window.award.run_actions["run_three_times"].trigger()
    drill = window.session.drill
    assert drill.runs == 3
    path = tmp_path / "three runs.json"
    monkeypatch.setattr(drill_sets.QFileDialog, "getSaveFileName", lambda *a, **k: (str(path), ""))
    window.drill_sets.save_action.trigger()
    window.set_level(1)
    assert window.session.drill.runs == 1
    monkeypatch.setattr(drill_sets.QFileDialog, "getOpenFileName", lambda *a, **k: (str(path), ""))
    refusals: list[str] = []
    monkeypatch.setattr(drill_sets.QMessageBox, "warning", lambda *a: refusals.append(a[-1]))
    window.drill_sets.open_action.trigger()
    assert refusals == []
    opened = window.session.drill
    assert opened.boards == drill.boards and opened.runs == 3
    assert opened.settlement().awards == drill.settlement().awards
