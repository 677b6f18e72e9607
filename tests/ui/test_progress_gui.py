"""Finished drills are saved to the progress store and shown in the Progress dialog."""

from __future__ import annotations

from gui_helpers import build_by_dragging, centre

from dealer_trainer.storage.progress import ProgressStore
from dealer_trainer.ui.main_window import MainWindow
from dealer_trainer.ui.progress import ProgressDialog
from dealer_trainer.ui.samples import three_way
from dealer_trainer.ui.table.model import front_pile, pot_pile


def open_window(qtbot, settings, store):
    window = MainWindow(settings, three_way(), progress=store)
    qtbot.addWidget(window)
    window.resize(1600, 1000)
    window.show()
    qtbot.waitExposed(window)
    window.view.fit()
    return window


def test_a_drill_built_right_first_time_is_saved_once(qtbot, settings, tmp_path, mouse):
    store = ProgressStore(tmp_path / "progress.sqlite3")
    window = open_window(qtbot, settings, store)
    build_by_dragging(window, mouse)
    window.check_action.trigger()
    window.check_action.trigger()  # a second check saves nothing more
    results = ProgressStore(tmp_path / "progress.sqlite3").results()
    assert [(r.kind, r.right_first_time, r.mistake_codes) for r in results] == [("build", True, ())]


def test_mistakes_before_the_right_build_are_saved_with_their_codes(qtbot, settings, tmp_path, mouse):
    store = ProgressStore(tmp_path / "progress.sqlite3")
    window = open_window(qtbot, settings, store)
    state = window.session.state
    chip = next(c for c in state.pile(front_pile("Chris")) if c.value == 100)
    assert mouse.drag_chip(window.view, window.scene.chip_items[chip.id], centre(window, pot_pile(0)))
    window.check_action.trigger()
    assert store.results() == []  # not finished yet
    window.session.reset()
    build_by_dragging(window, mouse)
    window.check_action.trigger()
    (result,) = store.results()
    assert not result.right_first_time and "live_chips_left" in result.mistake_codes


def test_progress_dialog_lists_each_level(qtbot, settings, tmp_path):
    from dealer_trainer.storage.progress import DrillResult

    store = ProgressStore(tmp_path / "progress.sqlite3")
    store.record(DrillResult("L2-ABCDEF", 2, "build", True, 30.0))
    store.record(DrillResult("L2-ABCDEG", 2, "build", False, 50.0, ("amount_off", "amount_off")))
    window = open_window(qtbot, settings, store)
    assert window.progress.action in window.drill_menu.actions()
    dialog = ProgressDialog(store, window)
    qtbot.addWidget(dialog)
    table = dialog.table
    assert [table.item(0, c).text() for c in range(table.columnCount())] == [
        "2",
        "2",
        "1 (50%)",
        "40 s",
        "amount off ×2",
    ]
