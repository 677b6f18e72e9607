"""Start-up: the first drill is painted before the award phase, street drills, the school, drill
sets, exams and the Language menu load; they load by themselves right after it; and every one
of their actions works on first use, before that load (by its shortcut) and after it (from its
menu)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, QObject, Qt

from dealer_trainer.drills.files import DrillSet, load_drill, save_drill_set
from dealer_trainer.drills.generator import new_drill
from dealer_trainer.storage.sqlite_store import open_sqlite
from dealer_trainer.ui import drill_sets
from dealer_trainer.ui.main_window import LOAD_REST_AFTER_MS, MainWindow
from dealer_trainer.ui.samples import three_way

HH = Path(__file__).resolve().parent.parent / "data" / "hh" / "pokerstars-hhp-01.txt"
CTRL, SHIFT = Qt.KeyboardModifier.ControlModifier, Qt.KeyboardModifier.ShiftModifier
FIRST_MENUS = ["&Drill", "&Table", "&Check", "L&essons"]
LATER_DRILL_ACTIONS = ("&Open drill set…", "&Import hand history…", "&Save this drill…", "&Progress…")

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")  # the offscreen platform, showing a dialog


class PaintLog(QObject):
    """Notes, at each paint of the widget it watches, whether the window was fully loaded."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__()
        self.window = window
        self.loaded_at_paint: list[bool] = []

    def eventFilter(self, watched, event) -> bool:  # noqa: N802
        if event.type() == QEvent.Type.Paint:
            self.loaded_at_paint.append(self.window.fully_loaded)
        return False


def menu_titles(window: MainWindow) -> list[str]:
    return [a.text() for a in window.menuBar().actions()]


def menu_action(window: MainWindow, menu: str, text: str):
    """The action ``text`` of the menu bar's menu ``menu`` (one level of submenus searched too)."""
    (top,) = [a.menu() for a in window.menuBar().actions() if a.text() == menu]
    for action in top.actions():
        if action.text() == text:
            return action
        if action.menu() is not None:
            found = [a for a in action.menu().actions() if a.text() == text]
            if found:
                return found[0]
    raise AssertionError(f"no {text!r} in {menu!r}")


@pytest.fixture
def fresh(qtbot, settings, tmp_path):
    """A window shown but not yet through the event loop: the later parts are not loaded."""
    window = MainWindow(settings, three_way(), progress=lambda: open_sqlite(tmp_path / "progress.sqlite3"))
    qtbot.addWidget(window)
    window.resize(1400, 900)
    window.show()
    assert not window.fully_loaded and menu_titles(window) == FIRST_MENUS
    return window


@pytest.fixture
def drill_set(tmp_path):
    drills = [new_drill(level, seed) for level, seed in ((1, 3), (2, 4))]
    path = tmp_path / "week.json"
    save_drill_set(path, DrillSet("Week", "Ms. Dealer", "", drills))
    return path, drills


def test_the_drill_is_painted_first_and_the_rest_loads_right_after_by_itself(qtbot, settings):
    window = MainWindow(settings, three_way())
    qtbot.addWidget(window)
    log = PaintLog(window)
    window.view.viewport().installEventFilter(log)
    loaded = []
    window.loaded.connect(lambda: loaded.append(True))
    assert menu_titles(window) == FIRST_MENUS
    window.show()
    qtbot.waitUntil(lambda: window.fully_loaded)
    assert log.loaded_at_paint[0] is False  # the table was painted before the rest loaded
    assert loaded == [True]
    later = [*FIRST_MENUS, "C&ourse", "&Showdown", "R&ulings", "C&hips", "Lan&guage"]
    assert menu_titles(window) in (later, [*later, "T&rainee"])  # the school may have started
    assert window.award.award_action in window.toolbar.actions()
    assert window.statusBar().isVisible()  # made before the first paint: nothing moves afterwards
    qtbot.waitUntil(lambda: window.school.is_started)
    assert menu_titles(window) == [
        *FIRST_MENUS,
        "C&ourse",
        "&Showdown",
        "R&ulings",
        "C&hips",
        "Lan&guage",
        "T&rainee",
    ]


def test_a_window_never_painted_still_loads_the_rest(qtbot, settings):
    window = MainWindow(settings, three_way())
    qtbot.addWidget(window)
    qtbot.waitUntil(lambda: window.fully_loaded, timeout=3 * LOAD_REST_AFTER_MS)


def test_the_first_paint_of_dealer_trainer_loads_none_of_the_later_parts(tmp_path):
    """``dealer-trainer`` itself, in a fresh process: what is imported at the first paint of
    the table, and once the rest has loaded and the school has started."""
    probe = r"""
import gc, sys
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QGraphicsView
LATER = ["dealer_trainer.ui.award", "dealer_trainer.ui.streets", "dealer_trainer.drills.streets",
         "dealer_trainer.ui.school", "dealer_trainer.ui.drill_sets",
         "dealer_trainer.ui.exam", "dealer_trainer.ui.progress", "dealer_trainer.storage.progress",
         "sqlite3", "cryptography", "dealer_trainer.drills.showdown_drills",
         "dealer_trainer.importer", "dealer_trainer.commands.drill", "dealer_trainer.drills.checking",
         "dealer_trainer.drills.award_checking", "dealer_trainer.ui.table.award_phase",
         "dealer_trainer.ui.table.cards"]
def loaded():
    return [m for m in LATER if m in sys.modules] + (["gc"] if gc.isenabled() else [])
def after(window):
    if not (window.fully_loaded and window.school.is_started):
        QTimer.singleShot(0, lambda: after(window))
        return
    print("LOADED", loaded(), flush=True)
    QApplication.instance().exit(0)
class Probe(QObject):
    def eventFilter(self, obj, event):
        if event.type() == QEvent.Type.Paint and isinstance(obj.parent(), QGraphicsView):
            QApplication.instance().removeEventFilter(self)
            print("PAINTED", loaded(), flush=True)
            window = obj.window()
            QTimer.singleShot(0, lambda: after(window))
        return False
probe = Probe()
exec_ = QApplication.exec
def exec_with_probe(*_):
    QApplication.instance().installEventFilter(probe)
    return exec_()
QApplication.exec = exec_with_probe
sys.argv = ["dealer-trainer"]
from dealer_trainer.commands import main
sys.exit(main())
"""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    env.pop("DEALER_TRAINER_LANG", None)
    env["XDG_CONFIG_HOME"] = str(tmp_path / "config")
    env["XDG_DATA_HOME"] = str(tmp_path / "data")
    out = subprocess.run(
        [sys.executable, "-c", probe], capture_output=True, text=True, env=env, timeout=120, cwd=tmp_path
    )
    assert out.returncode == 0, out.stderr
    lines = dict(line.split(" ", 1) for line in out.stdout.splitlines() if " " in line)
    assert lines["PAINTED"] == "[]"  # and no garbage collection while it starts
    assert lines["LOADED"] == str(
        [
            "dealer_trainer.ui.award",
            "dealer_trainer.ui.streets",
            "dealer_trainer.drills.streets",
            "dealer_trainer.ui.school",
            "dealer_trainer.ui.drill_sets",
            "dealer_trainer.ui.exam",
            "dealer_trainer.ui.progress",
            "dealer_trainer.storage.progress",
            "sqlite3",
            "cryptography",
            "dealer_trainer.drills.showdown_drills",
            "dealer_trainer.drills.checking",
            "dealer_trainer.drills.award_checking",
            "gc",
        ]
    )
    assert list((tmp_path / "data").rglob("*.sqlite3"))  # the progress store was opened


# ----- before the load: the shortcuts of actions not made yet -----------------------------
def test_showdown_drill_shortcut_before_the_load(qtbot, fresh):
    qtbot.keyClick(fresh.view, Qt.Key.Key_N, CTRL | SHIFT)
    assert fresh.fully_loaded
    assert fresh.award.active and fresh.award.showdown  # pots built, hands up


def test_open_drill_set_shortcut_before_the_load(qtbot, fresh, drill_set, monkeypatch):
    path, drills = drill_set
    monkeypatch.setattr(drill_sets.QFileDialog, "getOpenFileName", lambda *a, **k: (str(path), ""))
    qtbot.keyClick(fresh.view, Qt.Key.Key_O, CTRL)
    assert fresh.drill_sets.active and fresh.session.drill.code == drills[0].code
    assert "Week" in fresh.statusBar().currentMessage()


def test_save_drill_shortcut_before_the_load(qtbot, fresh, tmp_path, monkeypatch):
    out = tmp_path / "saved.json"
    monkeypatch.setattr(drill_sets.QFileDialog, "getSaveFileName", lambda *a, **k: (str(out), ""))
    qtbot.keyClick(fresh.view, Qt.Key.Key_S, CTRL)
    assert load_drill(out).scenario_dict() == fresh.session.drill.scenario_dict()


def test_import_shortcut_before_the_load(qtbot, fresh, monkeypatch):
    shown = []
    monkeypatch.setattr(drill_sets.QFileDialog, "getOpenFileNames", lambda *a, **k: ([str(HH)], ""))
    monkeypatch.setattr(drill_sets.QMessageBox, "information", lambda *a: shown.append(a[2]))
    qtbot.keyClick(fresh.view, Qt.Key.Key_I, CTRL)
    assert shown and fresh.drill_sets.active
    assert fresh.session.drill is fresh.drill_sets.last_report.drills[0]


def test_progress_shortcut_before_the_load(qtbot, fresh):
    qtbot.keyClick(fresh.view, Qt.Key.Key_P, CTRL)  # the school's: it starts first
    assert fresh.school.is_started and fresh.school.store is not None
    assert fresh.school.progress_dialog.isVisible()


def test_a_drill_solved_after_the_load_is_saved_by_the_school(qtbot, fresh):
    """The school started after the first paint, on the store opened from the function the
    window was given, records a drill built and checked."""
    qtbot.waitUntil(lambda: fresh.fully_loaded and fresh.school.is_started)
    fresh.solution_action.trigger()
    fresh.check_action.trigger()
    fresh.check_action.trigger()  # a second check saves nothing more
    assert [r.kind for r in fresh.school.store.results()] == ["pots"]


# ----- after the load: every later action from its menu ----------------------------------
@pytest.fixture
def loaded(qtbot, fresh):
    qtbot.waitUntil(lambda: fresh.fully_loaded and fresh.school.is_started)
    return fresh


def test_each_later_action_is_made_once(loaded):
    loaded.finish_loading()  # again: nothing more
    loaded.school.start()
    titles = menu_titles(loaded)
    assert len(titles) == len(set(titles))
    shortcuts = [s.toString() for a in loaded.actions() for s in a.shortcuts() if not s.isEmpty()]
    assert len(shortcuts) == len(set(shortcuts))
    drill_menu = [a.text() for a in loaded.drill_menu.actions() if a.text()]
    for text in (
        "&Open drill set…",
        "&Import hand history…",
        "&Save this drill…",
        "&Progress…",
        "Take an &exam…",
    ):
        assert drill_menu.count(text) == 1


def test_showdown_menu_after_the_load(loaded):
    menu_action(loaded, "&Showdown", "&Showdown drill").trigger()
    assert loaded.award.active and loaded.award.showdown
    menu_action(loaded, "&Showdown", "a tie in a side pot").trigger()
    assert loaded.award.active
    menu_action(loaded, "&Showdown", "&Omaha showdowns").trigger()
    assert loaded.settings.store.value("showdown/omaha") == "true"


def test_house_rules_menu_after_the_load(loaded):
    before = loaded.award.rules
    other = next(a for a in loaded.award.rule_actions["award_order"].values() if not a.isChecked())
    menu_action(loaded, "&Showdown", other.text()).trigger()
    assert loaded.award.rules.award_order != before.award_order


def test_drill_and_trainee_menus_after_the_load(loaded, drill_set, tmp_path, monkeypatch):
    path, drills = drill_set
    out = tmp_path / "saved.json"
    monkeypatch.setattr(drill_sets.QFileDialog, "getOpenFileName", lambda *a, **k: (str(path), ""))
    monkeypatch.setattr(drill_sets.QFileDialog, "getSaveFileName", lambda *a, **k: (str(out), ""))
    menu_action(loaded, "&Drill", "&Open drill set…").trigger()
    assert loaded.session.drill.code == drills[0].code
    loaded.next_action.trigger()
    assert loaded.session.drill.code == drills[1].code
    menu_action(loaded, "&Drill", "&Previous in set").trigger()
    assert loaded.session.drill.code == drills[0].code
    menu_action(loaded, "&Drill", "&Save this drill…").trigger()
    assert load_drill(out).code == drills[0].code
    menu_action(loaded, "T&rainee", "&Progress…").trigger()
    assert loaded.school.progress_dialog.isVisible()


def test_modules_imported_after_the_ui_are_not_read_by_pyside() -> None:
    """PySide6's ``__feature__`` import hook reads the source of every module imported after
    it (13-15 ms before the first paint); the UI package turns it off, whoever imported PySide6
    first. A fresh process, so the module imported is new to it."""
    code = (
        "import PySide6.QtWidgets\nimport dealer_trainer.ui\nimport colorsys\n"
        "from PySide6.support import feature\n"
        "print('colorsys' in feature.pyside_feature_dict)"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "False"
