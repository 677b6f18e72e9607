"""GUI fixtures: settings on an INI file, a main window on a hand-made drill, a mouse that drags."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from gui_helpers import Mouse
from PySide6.QtCore import QSettings

from dealer_trainer.ui.main_window import MainWindow
from dealer_trainer.ui.samples import three_way
from dealer_trainer.ui.settings import Settings


@pytest.fixture
def settings(tmp_path):
    s = Settings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    s.animations = False
    return s


@pytest.fixture
def make_window(qtbot, settings):
    def make(drill=None, size=(1600, 1000)):
        window = MainWindow(settings, drill or three_way())
        qtbot.addWidget(window)
        window.resize(*size)
        window.show()
        qtbot.waitExposed(window)
        window.activateWindow()
        qtbot.waitUntil(window.isActiveWindow)
        qtbot.waitUntil(lambda: window.fully_loaded)  # the menus loaded after the first paint
        window.view.fit()
        return window

    return make


@pytest.fixture
def window(make_window):
    return make_window()


@pytest.fixture
def mouse():
    return Mouse()


@pytest.fixture(scope="module")
def server():
    """A real PostgreSQL server (pgserver, as the storage tests start it) for one test module."""
    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "storage"))
    from pg_server import PgTestServer

    s = PgTestServer()
    yield s
    s.remove()
