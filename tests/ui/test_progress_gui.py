"""Finished drills are saved for the trainee (one row per drill), the store's status reaches the
window, the trainee picker, and the Progress view with its charts."""

from __future__ import annotations

import random

import pytest
from gui_helpers import build_by_dragging, centre
from PySide6.QtCore import QSettings
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QHeaderView
from test_award_gui import drag_pot
from test_award_gui import three_way as showdown_three_way

from dealer_trainer.storage.progress import DrillResult, StoreStatus, open_sqlite
from dealer_trainer.ui.main_window import MainWindow
from dealer_trainer.ui.progress import ProgressDialog
from dealer_trainer.ui.samples import three_way
from dealer_trainer.ui.settings import Settings
from dealer_trainer.ui.table.model import front_pile, pot_pile

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")  # the offscreen platform, showing a dialog


def open_store(tmp_path):
    return open_sqlite(tmp_path / "progress.sqlite3", fallbacks=[tmp_path / "fallback"])


def open_window(qtbot, settings, store, drill=None, started=True):
    window = MainWindow(settings, drill or three_way(), progress=store)
    qtbot.addWidget(window)
    window.resize(1600, 1000)
    window.show()
    qtbot.waitExposed(window)
    window.view.fit()
    if started:
        qtbot.waitUntil(lambda: window.school.is_started)
    return window


def test_the_school_starts_only_after_the_first_paint(qtbot, settings, tmp_path):
    opened = []

    def factory():
        opened.append(True)
        return open_store(tmp_path)

    window = MainWindow(settings, three_way(), progress=factory)
    qtbot.addWidget(window)
    assert not window.school.is_started and opened == []  # nothing before the window is painted
    assert window.school.recorder is None
    window.show()
    qtbot.waitUntil(lambda: window.school.is_started)
    assert opened == [True] and window.school.progress_action in window.drill_menu.actions()


def test_a_drill_built_right_first_time_is_saved_once(qtbot, settings, tmp_path, mouse):
    store = open_store(tmp_path)
    window = open_window(qtbot, settings, store)
    build_by_dragging(window, mouse)
    window.check_action.trigger()
    window.check_action.trigger()  # a second check saves nothing more
    results = open_store(tmp_path).results()
    assert [(r.kind, r.right_first_time, r.mistake_codes, r.trainee) for r in results] == [
        ("pots", True, (), "Trainee 1")
    ]


def test_mistakes_before_the_right_build_are_saved_with_their_codes(qtbot, settings, tmp_path, mouse):
    store = open_store(tmp_path)
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


def test_a_drill_with_a_build_and_an_award_counts_as_one_drill(qtbot, settings, tmp_path, mouse):
    store = open_store(tmp_path)
    window = open_window(qtbot, settings, store, drill=showdown_three_way())
    build_by_dragging(window, mouse)
    window.check_action.trigger()
    assert [r.kind for r in store.results()] == ["pots"]  # the build is saved at once
    window.award.award_action.trigger()  # hands up
    drag_pot(window, mouse, 1, "Bram")  # the last side pot first
    drag_pot(window, mouse, 0, "Anna")
    window.check_action.trigger()
    assert window.award.last_check.correct
    (drill,) = store.results()
    assert store.count() == 1
    assert (drill.kind, drill.right_first_time) == ("pots_and_award", True)
    assert [s.drills for s in store.summary()] == [1]


# ----- what happened to the store reaches the window ---------------------------------------------
def test_a_damaged_file_is_said_in_a_banner_and_new_results_are_saved(qtbot, settings, tmp_path, mouse):
    path = tmp_path / "progress.sqlite3"
    path.write_bytes(b"garbage " * 500)
    window = open_window(qtbot, settings, lambda: open_sqlite(path, fallbacks=[tmp_path / "fb"]))
    school = window.school
    assert school.banner_bar is not None and school.banner_bar.isVisible()
    text = school.banner_text
    assert "could not be read: it is not a database" in text and "It was kept as" in text
    assert "new results are saved" in text
    assert "Trainee: Trainee 1" in school.status_label.text() and str(path) in school.status_label.text()
    build_by_dragging(window, mouse)
    window.check_action.trigger()
    assert open_sqlite(path, fallbacks=[]).count() == 1
    school.banner.dismiss.click()
    assert not school.banner_bar.isVisible() and school.banner_text == ""


def test_results_not_saved_is_said_in_the_banner_and_status_bar(qtbot, settings, tmp_path):
    store = open_sqlite(tmp_path / "p.sqlite3", fallbacks=[])
    store.status = StoreStatus(
        "error", "No folder could be written: your results are NOT being saved.", saving=False
    )
    window = open_window(qtbot, settings, store)
    assert "NOT being saved" in window.school.banner_text
    assert "results NOT saved" in window.school.status_label.text()


def test_a_window_made_without_a_store_claims_nothing_about_saving(qtbot, settings):
    """A screenshot's window has no store by design: its status bar names the trainee and does
    not say "results NOT saved", which is for a store that failed."""
    window = open_window(qtbot, settings, None)
    assert window.school.status_label.text() == "Trainee: Trainee 1"
    assert window.school.status_label.toolTip() == "This window keeps no progress"


def test_a_store_that_fails_mid_session_keeps_the_result_and_says_so(qtbot, settings, tmp_path, mouse):
    store = open_store(tmp_path)
    window = open_window(qtbot, settings, store)
    store.db.close()  # the file is gone from under the program
    build_by_dragging(window, mouse)
    window.check_action.trigger()
    assert "could not be saved" in window.school.banner_text and "1 waiting" in window.school.banner_text
    assert len(window.school.recorder.unsaved) == 1
    window.school.store = open_store(tmp_path)  # it comes back: the next drill saves both
    window.next_drill()
    window.school.recorder._save(DrillResult("L1-X", 1, "pots", True, 3.0))
    assert window.school.recorder.unsaved == [] and window.school.store.count() == 2


# ----- trainees ------------------------------------------------------------------------------------
def test_pick_a_trainee_at_start_and_it_is_remembered(qtbot, tmp_path, mouse):
    ini = str(tmp_path / "settings.ini")
    settings = Settings(QSettings(ini, QSettings.Format.IniFormat))
    settings.animations = False
    store = open_store(tmp_path)
    store.add_trainee("Ana")
    store.add_trainee("Bram")
    window = open_window(qtbot, settings, store)
    picker = window.school.picker
    assert picker is not None and picker.isVisible()  # two trainees share the machine
    assert [picker.list.item(i).text() for i in range(picker.list.count())] == ["Ana", "Bram", "Trainee 1"]
    picker.list.setCurrentRow(1)
    picker.buttons.button(picker.buttons.StandardButton.Ok).click()
    assert window.school.trainee == "Bram" and "Trainee: Bram" in window.school.status_label.text()
    build_by_dragging(window, mouse)
    window.check_action.trigger()
    assert [r.trainee for r in store.results()] == ["Bram"]
    window.close()
    again = Settings(QSettings(ini, QSettings.Format.IniFormat))
    second = open_window(qtbot, again, store)
    assert second.school.picker.chosen == "Bram"  # the remembered trainee is preselected


def test_add_a_trainee_in_the_picker(qtbot, settings, tmp_path):
    store = open_store(tmp_path)
    window = open_window(qtbot, settings, store)
    assert window.school.picker is None  # one person on this machine: no picker at start
    window.school.switch_action.trigger()
    picker = window.school.picker
    qtbot.keyClicks(picker.name, "Chris")
    picker.add_button.click()
    assert picker.chosen == "Chris" and "Chris" in store.trainees()
    qtbot.keyClicks(picker.name, "x" * 41)
    picker.add_button.click()
    assert "at most 40 characters" in picker.error.text()
    picker.accept()
    assert window.school.trainee == "Chris"
    assert settings.store.value("school/trainee") == "Chris"


# ----- the Progress view ---------------------------------------------------------------------------
def seed_results(store, trainee="Ana"):
    rnd = random.Random(3)
    start = 1_780_000_000.0
    for i in range(120):
        codes = rnd.choice([(), (), ("uncalled_in_pot",), ("amount_off", "missing_pot"), ("wrong_split",)])
        kind = rnd.choice(["pots", "pots_and_award"])
        store.record(
            DrillResult(
                f"L2-{i:06d}",
                1 + i % 3,
                kind,
                not codes,
                20.0 + rnd.random() * 40,
                codes,
                finished_at=start + (i // 10) * 86400 + i,
            ),  # fmt: skip
            trainee,
        )


def test_the_progress_view_opens_on_what_to_practise_next_with_charts(qtbot, settings, tmp_path):
    from PySide6.QtCharts import QChartView, QLineSeries, QStackedBarSeries

    store = open_store(tmp_path)
    seed_results(store)
    store.record(DrillResult("x", 1, "pots", False, 1.0, ("dead_money_missing",) * 9), "Bram")  # not Ana's
    window = open_window(qtbot, settings, store)
    window.school.set_trainee("Ana")
    window.school.progress_action.trigger()
    dialog = window.school.progress_dialog
    qtbot.waitExposed(dialog)
    assert dialog.tabs.currentIndex() == 0 and dialog.next_box.isVisible()
    assert dialog.advice.text().startswith("Practise your weak spots: you")
    assert "dead money" not in dialog.advice.text()
    assert dialog.weak_button.isEnabled()
    views = dialog.time_tab.findChildren(QChartView)
    assert [v.chart().title() for v in views] == [
        "Right first time per day (%)",
        "Median time per drill, per day (seconds)",
    ]
    accuracy = next(s for s in views[0].chart().series() if isinstance(s, QLineSeries))
    assert accuracy.count() == 12  # twelve days of practice
    first_day = [r for r in store.results(limit=1000, trainee="Ana") if r.finished_at < 1_780_000_000.0 + 10]
    assert accuracy.at(0).y() == pytest.approx(100 * sum(r.right_first_time for r in first_day) / 10)
    bars = dialog.mistakes_tab.findChildren(QChartView)[0].chart().series()[0]
    assert isinstance(bars, QStackedBarSeries)
    labels = {b.label() for b in bars.barSets()}
    assert labels == {
        "put the uncalled bet in a pot",
        "built a pot with the wrong amount",
        "left out a side pot",
        "split a pot wrongly",
    }  # the mistakes in words, not codes
    total = sum(sum(b.at(i) for i in range(b.count())) for b in bars.barSets())
    assert total == sum(len(r.mistake_codes) for r in store.results(limit=1000, trainee="Ana"))
    dialog.level_box.setCurrentIndex(dialog.level_box.findData(2))  # level 2 only
    assert dialog.report.drills == 40
    dialog.kind_box.setCurrentIndex(dialog.kind_box.findData("pots_and_award"))
    assert dialog.report.drills == sum(
        1 for r in store.results(limit=1000, trainee="Ana") if r.level == 2 and r.kind == "pots_and_award"
    )
    dialog.tabs.setCurrentWidget(dialog.streaks_tab)
    assert int(dialog.streak_labels["best"].text()) >= int(dialog.streak_labels["current"].text())


def test_the_levels_table_never_cuts_a_column_off(qtbot, settings, tmp_path):
    store = open_store(tmp_path)
    store.record(DrillResult("L2-ABCDEF", 2, "pots", True, 30.0), "Ana")
    store.record(DrillResult("L2-ABCDEG", 2, "pots", False, 50.0, ("chips_from_ineligible_seat",) * 2), "Ana")
    dialog = ProgressDialog(store, "Ana")
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.tabs.setCurrentWidget(dialog.table)
    qtbot.waitExposed(dialog)
    table = dialog.table
    assert [table.item(0, c).text() for c in range(table.columnCount())] == [
        "2",
        "2",
        "1 (50%)",
        "40 s",
        "put an all-in player's chips in a pot they cannot reach ×2",
    ]
    header = table.horizontalHeader()
    metrics = table.fontMetrics()
    for column in range(table.columnCount()):
        needed = max(table.sizeHintForColumn(column), header.sectionSizeHint(column))
        assert header.sectionSize(column) >= needed, column
        text = table.item(0, column).text()
        assert metrics.horizontalAdvance(text) <= header.sectionSize(column), text
    assert header.sectionResizeMode(4) == QHeaderView.ResizeMode.Stretch
    right = sum(header.sectionSize(c) for c in range(5))
    assert right <= table.viewport().width() + 1  # the last column ends inside the table


def test_practise_my_weak_spots_deals_drills_that_say_why(qtbot, settings, tmp_path):
    store = open_store(tmp_path)
    for _ in range(3):
        store.record(DrillResult("", 2, "pots", False, 30.0, ("uncalled_in_pot",)), "Trainee 1")
    store.record(
        DrillResult("", 2, "pots", False, 30.0, ("dead_money_missing", "dead_money_missing")), "Trainee 1"
    )
    window = open_window(qtbot, settings, store)
    chosen = window.school.practise_weak_spots(rng=random.Random(5))
    assert len(chosen) == 6 and window.drill_sets.active
    assert {c.code for c in chosen} == {"uncalled_in_pot", "dead_money_missing"}
    first = window.session.drill
    assert first is chosen[0].drill and first.title.startswith("Weak spot:")
    shown = window.panel.text.toPlainText()
    assert shown.startswith("Why this drill") and chosen[0].why in shown  # said before the drill is built
    assert "in your last 4 drills" in chosen[0].why
    window.next_drill()
    assert window.session.drill is chosen[1].drill and chosen[1].why in window.panel.text.toPlainText()
    for c in chosen:
        settlement = c.drill.settlement()
        if c.code == "uncalled_in_pot":
            assert settlement.returned is not None  # there is an uncalled bet to push back
        else:
            assert c.drill.dead > 0  # there is dead money to pull in


def test_practise_my_weak_spots_from_its_menu_action_and_key(qtbot, settings, tmp_path):
    """Through the QAction and Ctrl+W, as a trainee does (the action's triggered(bool) passed
    checked=False as the drill count: IndexError in load_set, a crash the method's test missed)."""
    store = open_store(tmp_path)
    for _ in range(3):
        store.record(DrillResult("", 2, "pots", False, 30.0, ("uncalled_in_pot",)), "Trainee 1")
    window = open_window(qtbot, settings, store)
    window.school.weak_action.trigger()
    assert window.drill_sets.active and window.session.drill.title.startswith("Weak spot:")
    window.next_drill()
    QTest.keySequence(window, "Ctrl+W")
    assert window.drill_sets.active and window.session.drill.title.startswith("Weak spot:")
