"""The instructor's class view: every trainee's practice, weak spots and exams in one table,
exported as CSV. On a shared machine's SQLite file an instructor passphrase keeps trainees out
of it (the program's separation only: see README); on the school's PostgreSQL server the
server's roles decide who sees the class."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QSettings, Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QHeaderView,
    QInputDialog,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from dealer_trainer.drills.weak_spots import mistake_words
from dealer_trainer.storage.class_report import TraineeReport, check_passphrase, class_csv, hash_passphrase
from dealer_trainer.storage.shared import counts_text, flag_counts, flag_words
from dealer_trainer.ui.exam_sheet import ResultSheet
from dealer_trainer.wording.times import local_time

#: The settings key of the instructor passphrase's hash.
PASSPHRASE_KEY = "school/instructor"
# The class view's column of each trainee's last exam.
LAST_EXAM_COLUMN = 7


Ask = Callable[..., tuple[str, bool]]


def unlock(
    settings: QSettings,
    parent: QWidget | None,
    ask: Ask | None = None,
    *,
    title: str | None = None,
    may_choose: bool = True,
) -> bool:
    """Ask for the instructor passphrase; True when it was given right. Only the instructor's
    own path (the class view, ``may_choose``) sets it, typed twice, the first time; elsewhere
    (the trainee's Course view) a machine without one refuses with a message. An empty
    passphrase is refused with a message. ``title``: the dialogs' title (default "Class
    view"); ``ask``: QInputDialog.getText's signature (tests pass their own)."""
    ask = ask or QInputDialog.getText
    title = title or QCoreApplication.translate("ClassView", "Class view")
    stored = str(settings.value(PASSPHRASE_KEY, "") or "")
    password = QLineEdit.EchoMode.Password
    if not stored and not may_choose:
        QMessageBox.warning(
            parent,
            title,
            QCoreApplication.translate(
                "ClassView",
                "No instructor passphrase is set on this machine. The instructor sets it first "
                "in Trainee ▸ Class view (instructor).",
            ),
        )
        return False
    prompt = (
        QCoreApplication.translate("ClassView", "Instructor passphrase:")
        if stored
        else QCoreApplication.translate("ClassView", "Choose an instructor passphrase for the class view:")
    )
    typed, ok = ask(parent, title, prompt, password)
    if not ok:
        return False
    if not typed:
        QMessageBox.warning(
            parent,
            title,
            QCoreApplication.translate("ClassView", "No passphrase was typed; nothing was done."),
        )
        return False
    if stored:
        if not check_passphrase(typed, stored):
            QMessageBox.warning(parent, title, QCoreApplication.translate("ClassView", "Wrong passphrase."))
            return False
        return True
    again, ok = ask(
        parent,
        title,
        QCoreApplication.translate("ClassView", "Type the instructor passphrase again:"),
        password,
    )
    if not ok or again != typed:
        QMessageBox.warning(
            parent,
            title,
            QCoreApplication.translate("ClassView", "The two passphrases differ; none was set."),
        )
        return False
    settings.setValue(PASSPHRASE_KEY, hash_passphrase(typed))
    return True


def _day(at: float) -> str:
    return (local_time(at, "%Y-%m-%d") or "—") if at else "—"


def _clock(seconds: float) -> str:
    whole = round(seconds)
    return f"{whole // 60}:{whole % 60:02d}" if seconds else "—"


class ClassView(QDialog):
    """The class, one row per trainee: drills, recent accuracy and median time, last practised,
    weak spots (mistake codes), exams passed of taken and the last one (double-click or Enter:
    its result sheet, to print or save), the course unit reached; Export CSV…"""

    def __init__(self, report: Sequence[TraineeReport], where: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.report = list(report)
        self.setWindowTitle(self.tr("Class view"))
        self.resize(1000, 460)
        layout = QVBoxLayout(self)
        count = len(self.report)
        heading = self.tr("%1 trainees · results from %2").replace("%1", str(count)).replace("%2", where)
        self.heading = QLabel(heading)
        layout.addWidget(self.heading)
        headers = [
            self.tr("Trainee"),
            self.tr("Drills"),
            self.tr("Right first time (last 50)"),
            self.tr("Median time"),
            self.tr("Last practised"),
            self.tr("Weak spots"),
            self.tr("Exams passed"),
            self.tr("Last exam"),
            self.tr("Course unit"),
        ]
        self.table = QTableWidget(len(self.report), len(headers), self)
        self.table.setHorizontalHeaderLabels(headers)
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QTableWidget.SelectionMode.NoSelection)
        self.table.verticalHeader().setVisible(False)
        for row, line in enumerate(self.report):
            last = line.exams[0] if line.exams else None
            passed = sum(1 for e in line.exams if e.passed)
            flagged = flag_counts(e.flags for e in line.exams)  # what the school's server noted
            left = [
                self.tr("%1 left wrong").replace("%1", str(line.left_wrong)) if line.left_wrong else "",
                self.tr("%1 abandoned").replace("%1", str(line.abandoned)) if line.abandoned else "",
                counts_text(line.drill_flags),
            ]
            cells = [
                line.trainee,
                str(line.drills) + (" (" + ", ".join(t for t in left if t) + ")" if any(left) else ""),
                f"{line.recent_percent} % ({line.recent_right}/{line.recent})" if line.recent else "—",
                _clock(line.median_seconds),
                _day(line.last_practised),
                "\n".join(f"{mistake_words(code)} ×{n}" for code, n in line.weak_spots) or "—",
                (f"{passed}/{len(line.exams)}" + (f" ({counts_text(flagged)})" if flagged else ""))
                if line.exams
                else "—",
                (
                    self.tr("%1: %2 % (%3)")
                    .replace("%1", last.title)
                    .replace("%2", str(last.percent))
                    .replace(
                        "%3",
                        ", ".join(
                            [self.tr("pass") if last.passed else self.tr("fail")]
                            + ([flag_words(last.flags)] if last.flags else [])
                        ),
                    )
                    if last
                    else "—"
                ),
                line.course or "—",
            ]
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                item.setToolTip(
                    text + "\n" + self.tr("Double-click: the result sheet of this exam (print, PDF, CSV)")
                    if column == LAST_EXAM_COLUMN and last
                    else text
                )
                if column in (1, 2, 3, 6):
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                self.table.setItem(row, column, item)
        self.table.resizeColumnsToContents()
        self.table.horizontalHeader().setSectionResizeMode(5, QHeaderView.ResizeMode.Stretch)
        self.table.resizeRowsToContents()
        layout.addWidget(self.table)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.export_button = QPushButton(self.tr("Export CSV…"), self)
        buttons.addButton(self.export_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.export_button.clicked.connect(lambda: self.export())
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.sheet: ResultSheet | None = None
        self.table.cellActivated.connect(lambda row, _column: self.open_sheet(row))

    def open_sheet(self, row: int) -> ResultSheet | None:
        """The result sheet of the trainee's last exam (double-click or Enter on their row), with
        Print…, Save PDF… and Save CSV…; None when the trainee has taken none."""
        if not 0 <= row < len(self.report) or not self.report[row].exams:
            return None
        self.sheet = ResultSheet(self.report[row].exams[0], "", self)
        self.sheet.open()
        return self.sheet

    def export(self, path: str | None = None) -> Path | None:
        """Write the class as CSV to ``path`` (asked for when None); the path, or None."""
        if path is None:
            path, _filter = QFileDialog.getSaveFileName(
                self, self.tr("Export the class as CSV"), "class.csv", self.tr("CSV files (*.csv)")
            )
            if not path:
                return None
        try:
            Path(path).write_text(class_csv(self.report), encoding="utf-8", newline="")
        except OSError as exc:
            QMessageBox.warning(self, self.tr("Export CSV"), str(exc))
            return None
        return Path(path)
