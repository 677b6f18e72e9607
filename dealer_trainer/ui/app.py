"""Start the Qt application and show the main window; logging is configured here, once."""

from __future__ import annotations

import gc
import logging
import os
import sys
from typing import TYPE_CHECKING

from PySide6.QtCore import QSettings, QTimer
from PySide6.QtWidgets import QApplication

from dealer_trainer.ui.language import install_language, window_language
from dealer_trainer.ui.main_window import MainWindow
from dealer_trainer.ui.settings import Settings

if TYPE_CHECKING:
    from collections.abc import Sequence
    from pathlib import Path

    from dealer_trainer.drills.models import Drill
    from dealer_trainer.storage.results import SqlStore

ORGANIZATION = "DealerTrainer"
#: Set to 1, the window prints ``PAINTED <epoch seconds> <peak RSS MiB>`` once its first drill is
#: painted and quits: how benchmarks/bundle.py times a bundle's start, where no hook can be put in.
PAINT_PROBE = "DEALER_TRAINER_PAINT_PROBE"
APPLICATION = "Dealer Trainer"


def application(argv: Sequence[str] = (), language: str | None = None) -> QApplication:
    """The QApplication (created once), in ``language`` (``"en"``, ``"nl"``) when given, else
    in the one saved in the Language menu, else the system's (:mod:`dealer_trainer.ui.language`)."""
    app = QApplication.instance()
    if app is None:
        app = QApplication([sys.argv[0], *argv])
    app.setOrganizationName(ORGANIZATION)
    app.setApplicationName(APPLICATION)
    saved = "" if language else Settings(QSettings(ORGANIZATION, APPLICATION)).language
    install_language(app, window_language(language, saved))
    return app  # type: ignore[return-value]


def create_window(settings: Settings | None = None, drill: Drill | None = None) -> MainWindow:
    """A main window on ``settings`` (the user's profile when None: with the user's progress
    store, and a drill or exam half done at quitting kept for the next start in the user's data
    folder) showing ``drill`` or a new one."""
    if settings is None:
        settings = Settings(QSettings(ORGANIZATION, APPLICATION))
        saved = str(settings.store.value("school/database", "") or "")

        def progress() -> SqlStore:
            """The trainee's store, opened after the first drill is painted (the storage code
            is imported then too); never raises for a bad file or a server that is down."""
            from dealer_trainer.storage.progress import database_location, open_store

            return open_store(database_location(saved))

        def resume_file() -> Path:
            """Where a half-done drill or exam is kept at quitting (the resume code is imported
            after the first paint, with the rest)."""
            from dealer_trainer.drills.resume import default_path

            return default_path()

        return MainWindow(settings, drill, progress=progress, resume=resume_file)
    return MainWindow(settings, drill)


def collect_from_now_on() -> None:
    """Garbage collection on again once the window is fully loaded (``dealer-trainer`` turns it
    off while it starts: the start makes many lasting objects and next to no garbage). The
    objects made so far are frozen (``gc.freeze``): later collections do not walk them again."""
    gc.freeze()
    gc.enable()


def report_painted() -> None:
    """Print ``PAINTED <epoch seconds> <peak RSS MiB>`` and end the process at once (the
    :data:`PAINT_PROBE`; the figures benchmarks/gui.py's children print)."""
    import time

    try:
        import resource

        rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    except ImportError:  # Windows
        rss = 0.0
    print(f"PAINTED {time.time():.6f} {rss:.1f}", flush=True)
    os._exit(0)


def run_app(argv: Sequence[str], language: str | None = None) -> int:
    """Open the Dealer Trainer window (in ``language`` when given, see :func:`application`) and
    run the event loop; returns the exit status."""
    logging.basicConfig(level=logging.INFO, format="%(levelname)s %(name)s: %(message)s")
    app = application(argv, language)
    window = create_window()
    window.loaded.connect(collect_from_now_on)
    if os.environ.get(PAINT_PROBE) == "1":
        window.table_painted.connect(lambda: QTimer.singleShot(0, report_painted))
    window.show()
    return app.exec()
