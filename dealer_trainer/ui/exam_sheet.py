"""The exam result sheet: the dialog shown at the end of an exam (PASS or FAIL, the score
against the pass mark, and each drill: right or wrong, the time, the checker's mistakes in
words, how it ended).
"""

from __future__ import annotations

import time
from html import escape

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from dealer_trainer import i18n
from dealer_trainer.drills.exams import ENDINGS, ExamResult
from dealer_trainer.drills.weak_spots import mistake_words

OK = "#2e9d5b"
BAD = "#d0392b"


def clock_text(seconds: float) -> str:
    """``83.4`` -> ``"1:23"`` (never below 0:00)."""
    s = max(0, int(seconds))
    if s >= 3600:
        return f"{s // 3600}:{s // 60 % 60:02d}:{s % 60:02d}"
    return f"{s // 60}:{s % 60:02d}"


def codes_text(codes: tuple[str, ...] | list[str]) -> str:
    """The checker's mistakes in the trainee's words and language (:func:`mistake_words`, as the
    Progress and class views show them), each once in the order first made, one a line, with
    how many times: ``"awarded a pot to a player who cannot win it ×2\nacted out of order"``;
    ``"—"`` for none. The codes themselves stay in the saved results and ``--json``."""
    counts: dict[str, int] = {}
    for code in codes:
        counts[code] = counts.get(code, 0) + 1
    words = [f"{mistake_words(c)} ×{n}" if n > 1 else mistake_words(c) for c, n in counts.items()]
    return "\n".join(words) or "—"


class ResultSheet(QDialog):
    """The result of an exam: PASS or FAIL, the score against the pass mark, and each drill:
    right or wrong, the time, the checker's mistakes in words, how it ended."""

    def __init__(self, result: ExamResult, saved: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.exam_result = result
        self.setWindowTitle(self.tr("Exam result — %1").replace("%1", result.title or self.tr("Exam")))
        layout = QVBoxLayout(self)
        passed = result.passed
        self.verdict = QLabel(self.tr("PASS") if passed else self.tr("FAIL"))
        self.verdict.setObjectName("examVerdict")
        self.verdict.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.verdict.setStyleSheet(
            f"#examVerdict {{ background: {OK if passed else BAD}; color: white; font-size: 28px;"
            " font-weight: bold; border-radius: 8px; padding: 8px; }"
        )
        layout.addWidget(self.verdict)
        when = time.strftime("%Y-%m-%d %H:%M", time.localtime(result.started_at))
        who = result.trainee or self.tr("(no name given)")
        head = QLabel(
            f"<b>{escape(result.title or self.tr('Exam'))}</b><br>"
            + escape(self.tr("Trainee: %1 · %2").replace("%1", who).replace("%2", when))
        )
        layout.addWidget(head)
        self.score = QLabel(
            self.tr("%1 of %2 drills right (%3 %) · pass mark %4 % · time %5")
            .replace("%1", str(result.right))
            .replace("%2", str(len(result.drills)))
            .replace("%3", str(result.percent))
            .replace("%4", str(result.pass_mark))
            .replace("%5", clock_text(result.seconds))
        )
        self.score.setObjectName("examScore")
        layout.addWidget(self.score)
        headers = [
            self.tr("Drill"),
            self.tr("Result"),
            self.tr("Time"),
            self.tr("Mistakes"),
            self.tr("How it ended"),
        ]
        self.table = QTableWidget(len(result.drills), len(headers))
        self.table.setHorizontalHeaderLabels(headers)
        self.table.verticalHeader().setVisible(False)
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QTableWidget.SelectionMode.NoSelection)
        self.table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        for row, drill in enumerate(result.drills):
            mark = self.tr("✔ right") if drill.right else self.tr("✘ wrong")
            codes = codes_text(drill.mistake_codes)
            ending = "" if drill.ending == "checked" else i18n._(ENDINGS.get(drill.ending, drill.ending))
            if drill.hints:
                hints = (
                    self.tr("1 hint")
                    if drill.hints == 1
                    else self.tr("%1 hints").replace("%1", str(drill.hints))
                )
                ending = "; ".join(p for p in (ending, hints) if p)
            time_text = "—" if drill.ending == "not_reached" else clock_text(drill.seconds)
            cells = [str(drill.position), mark, time_text, codes, ending]
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if column == 1:
                    item.setForeground(QColor(OK if drill.right else BAD))
                self.table.setItem(row, column, item)
        self.table.resizeColumnsToContents()
        self.table.horizontalHeader().setSectionResizeMode(3, QHeaderView.ResizeMode.Stretch)
        self.table.setWordWrap(True)
        self.table.resizeRowsToContents()
        layout.addWidget(self.table, 1)
        if saved:
            note = QLabel(saved)
            note.setWordWrap(True)
            note.setStyleSheet("color: #555;")
            layout.addWidget(note)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.resize(720, min(640, 260 + 32 * len(result.drills)))
