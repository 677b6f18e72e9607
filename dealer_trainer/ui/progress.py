"""Saving each finished drill to the progress store, and the Progress dialog."""

from __future__ import annotations

import logging
import sqlite3
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QTableWidget, QTableWidgetItem, QVBoxLayout

from dealer_trainer.storage.progress import DrillResult, ProgressStore
from dealer_trainer.ui.window_parts import TableWindow

if TYPE_CHECKING:
    from dealer_trainer.drills.award_checking import AwardCheck
    from dealer_trainer.ui.session import DrillResult as BuildResult

log = logging.getLogger(__name__)


class ProgressRecorder(QObject):
    """Writes one row when the trainee finishes building a drill's pots and one when they
    finish awarding them; a store that cannot be written is logged, never fatal."""

    def __init__(self, window: TableWindow, store: ProgressStore | None) -> None:
        super().__init__(window)
        self.window = window
        self.store = store
        self._saved: set[str] = set()
        window.session.drill_loaded.connect(lambda _drill: self._saved.clear())
        window.session.result_changed.connect(self._build_result)
        window.award.award_checked.connect(self._award_checked)
        action = window._action(  # noqa: SLF001 - the window's own action helper
            self.tr("&Progress…"),
            QKeySequence("Ctrl+P"),
            self.show_dialog,
            self.tr("Your results by level: drills, right first time, time, common mistakes"),
        )
        self.action = action
        window.drill_menu.insertAction(window.animate_action, action)

    def _save(self, kind: str, result: DrillResult) -> None:
        if self.store is None or kind in self._saved:
            return
        self._saved.add(kind)
        try:
            self.store.record(result)
        except sqlite3.Error:
            log.exception("could not save progress")

    def _build_result(self, result: BuildResult) -> None:
        if not result.solved:
            return
        drill = self.window.session.drill
        self._save(
            "build",
            DrillResult(
                drill.code, drill.level, "build", result.right_first_time, result.seconds, tuple(result.codes)
            ),
        )

    def _award_checked(self, check: AwardCheck) -> None:
        award = self.window.award.result
        if not check.correct:
            return
        drill = self.window.session.drill
        first = award.right_first_time
        seconds = self.window.session.elapsed()
        self._save("award", DrillResult(drill.code, drill.level, "award", first, seconds, tuple(award.codes)))

    def show_dialog(self) -> None:
        """Open the Progress dialog (modal)."""
        ProgressDialog(self.store, self.window).exec()


class ProgressDialog(QDialog):
    """A table of results per level from the progress store."""

    def __init__(self, store: ProgressStore | None, parent=None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Progress"))
        layout = QVBoxLayout(self)
        summary = store.summary() if store is not None else []
        if not summary:
            layout.addWidget(QLabel(self.tr("No finished drills yet.")))
        headers = [self.tr("Level"), self.tr("Drills"), self.tr("Right first time"), self.tr("Mean time")]
        headers.append(self.tr("Most common mistakes"))
        self.table = QTableWidget(len(summary), len(headers))
        self.table.setHorizontalHeaderLabels(headers)
        self.table.verticalHeader().setVisible(False)
        for row, level in enumerate(summary):
            share = f"{level.right_first_time} ({100 * level.right_first_time // max(level.drills, 1)}%)"
            mistakes = ", ".join(f"{code.replace('_', ' ')} ×{n}" for code, n in level.common_mistakes)
            cells = [
                str(level.level or "—"),
                str(level.drills),
                share,
                f"{level.mean_seconds:.0f} s",
                mistakes,
            ]
            for column, text in enumerate(cells):
                self.table.setItem(row, column, QTableWidgetItem(text))
        self.table.resizeColumnsToContents()
        self.table.horizontalHeader().setStretchLastSection(True)  # the mistakes are never cut off
        self.table.setWordWrap(True)
        self.table.resizeRowsToContents()
        layout.addWidget(self.table)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        width = sum(self.table.columnWidth(c) for c in range(self.table.columnCount())) + 60
        self.resize(max(640, min(width, 1200)), 300)
