"""Every fault of the progress file reaches the window: a banner says in plain words what
happened and what was kept, and the next drill is saved."""

from __future__ import annotations

import sqlite3
import sys
from pathlib import Path

import pytest
from gui_helpers import build_by_dragging

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "storage"))
from faults import START, big_v2_file, damage_pages, foreign_results, table_leaf_pages, truncate, v1_file  # noqa: E402

from dealer_trainer.storage.progress import open_sqlite  # noqa: E402
from dealer_trainer.ui.main_window import MainWindow  # noqa: E402
from dealer_trainer.ui.samples import three_way  # noqa: E402

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")


def old_layout(path):
    v1_file(path, [(START + i, f"L1-{i:04d}", 1, "build", 1, 10.0, "") for i in range(30)])


def damaged(path):
    big_v2_file(path, 3000)
    leaves = table_leaf_pages(path)
    damage_pages(path, [leaves[len(leaves) // 2]])


def truncated(path):
    big_v2_file(path, 3000)
    truncate(path, 0.5)


def folder(path):
    path.mkdir()


def newer(path):
    big_v2_file(path, 3)
    db = sqlite3.connect(path)
    with db:
        db.execute("UPDATE schema_version SET version = 7")
    db.close()


CASES = {
    "old layout of our own": (old_layout, "info", ["moved to the new layout with trainees: 30 drills kept"]),
    "another program's results table": (foreign_results, "warning", ["was not Dealer Trainer's", "kept as"]),
    "garbage": (
        lambda p: p.write_bytes(b"\x00garbage" * 300),
        "warning",
        ["it is not a database", "kept as"],
    ),
    "damaged pages": (damaged, "warning", ["is damaged", "drills could still be read and were copied"]),
    "truncated": (truncated, "warning", ["it is cut short", "drills could still be read and were copied"]),
    "a folder in its place": (folder, "warning", ["was taken by a folder", "kept as"]),
    "written by a newer program": (newer, "warning", ["newer Dealer Trainer", "saved in"]),
}


@pytest.mark.parametrize("case", list(CASES))
def test_the_window_says_what_happened_and_saves_the_next_drill(case, qtbot, settings, tmp_path, mouse):
    make, severity, phrases = CASES[case]
    path = tmp_path / "progress.sqlite3"
    make(path)
    window = MainWindow(
        settings, three_way(), progress=lambda: open_sqlite(path, fallbacks=[tmp_path / "fb"])
    )
    qtbot.addWidget(window)
    window.resize(1600, 1000)
    window.show()
    qtbot.waitUntil(lambda: window.school.is_started)
    school = window.school
    assert school.status.severity == severity
    assert school.banner_bar is not None and school.banner_bar.isVisible()
    for phrase in phrases:
        assert phrase in school.banner_text
    before = school.store.count()
    window.view.fit()
    build_by_dragging(window, mouse)
    window.check_action.trigger()
    assert school.store.count() == before + 1
    assert "results NOT saved" not in school.status_label.text()
