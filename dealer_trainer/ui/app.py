"""Start the Qt application and show the main window; logging is configured here, once."""

from __future__ import annotations

import logging
import sys
from collections.abc import Sequence

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication

from dealer_trainer.drills.models import Drill
from dealer_trainer.ui.main_window import MainWindow
from dealer_trainer.ui.resources import app_icon
from dealer_trainer.ui.settings import Settings

ORGANIZATION = "DealerTrainer"
APPLICATION = "Dealer Trainer"


def application(argv: Sequence[str] = ()) -> QApplication:
    """The QApplication (created once)."""
    app = QApplication.instance()
    if app is None:
        app = QApplication([sys.argv[0], *argv])
    app.setOrganizationName(ORGANIZATION)
    app.setApplicationName(APPLICATION)
    app.setWindowIcon(app_icon())
    return app  # type: ignore[return-value]


def create_window(settings: Settings | None = None, drill: Drill | None = None) -> MainWindow:
    """A main window on ``settings`` (the user's profile when None) showing ``drill`` or a new one."""
    if settings is None:
        settings = Settings(QSettings(ORGANIZATION, APPLICATION))
    return MainWindow(settings, drill)


def run_app(argv: Sequence[str]) -> int:
    """Open the Dealer Trainer window and run the event loop; returns the exit status."""
    logging.basicConfig(level=logging.INFO, format="%(levelname)s %(name)s: %(message)s")
    app = application(argv)
    window = create_window()
    window.show()
    return app.exec()
