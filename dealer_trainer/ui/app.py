"""Start the Qt application and show the main window; logging is configured here, once."""

from __future__ import annotations

import logging
import sys
from collections.abc import Sequence

from PySide6.QtCore import QLocale, QSettings, QTranslator
from PySide6.QtWidgets import QApplication

from dealer_trainer.drills.models import Drill
from dealer_trainer.storage.progress import database_location, open_store
from dealer_trainer.ui.main_window import MainWindow
from dealer_trainer.ui.resources import app_icon, asset_path
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
    install_translator(app)
    return app  # type: ignore[return-value]


def install_translator(app: QApplication, locale: QLocale | None = None) -> bool:
    """Load ``assets/i18n/dealer_trainer_<lang>.qm`` for the locale when there is one."""
    if getattr(app, "_dealer_trainer_translator", None) is not None:
        return True
    locale = locale or QLocale.system()
    for name in locale.uiLanguages():
        try:
            path = asset_path(f"i18n/dealer_trainer_{name.replace('-', '_')}.qm")
        except FileNotFoundError:
            continue
        translator = QTranslator(app)
        if translator.load(str(path)):
            app.installTranslator(translator)
            app._dealer_trainer_translator = translator  # type: ignore[attr-defined]
            return True
    return False


def create_window(settings: Settings | None = None, drill: Drill | None = None) -> MainWindow:
    """A main window on ``settings`` (the user's profile when None) showing ``drill`` or a new one."""
    progress = None
    if settings is None:
        settings = Settings(QSettings(ORGANIZATION, APPLICATION))
        saved = str(settings.store.value("school/database", "") or "")
        # opened after the first drill is painted; never raises for a bad file or a server that is down
        progress = lambda: open_store(database_location(saved))  # noqa: E731
    return MainWindow(settings, drill, progress=progress)


def run_app(argv: Sequence[str]) -> int:
    """Open the Dealer Trainer window and run the event loop; returns the exit status."""
    logging.basicConfig(level=logging.INFO, format="%(levelname)s %(name)s: %(message)s")
    app = application(argv)
    window = create_window()
    window.show()
    return app.exec()
