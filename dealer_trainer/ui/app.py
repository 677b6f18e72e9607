"""Start the Qt application and show the main window."""

from __future__ import annotations

import logging
import sys
from collections.abc import Sequence

from PySide6.QtWidgets import QApplication, QLabel, QMainWindow


def run_app(argv: Sequence[str]) -> int:
    """Open the Dealer Trainer window and run the event loop; returns the exit status."""
    logging.basicConfig(level=logging.INFO, format="%(levelname)s %(name)s: %(message)s")
    app = QApplication.instance() or QApplication([sys.argv[0], *argv])
    window = QMainWindow()
    window.setWindowTitle("Dealer Trainer")
    window.setCentralWidget(QLabel("Dealer Trainer"))
    window.resize(1280, 800)
    window.show()
    return app.exec()
