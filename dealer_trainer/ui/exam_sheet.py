"""The exam result sheet: the dialog shown at the end of an exam (PASS or FAIL, the score
against the pass mark, and each drill: what it asked, right or wrong, the time, the checker's
mistakes in words, how it ended), which a school can file: printed through Qt's print dialog,
saved as a PDF (drawn offscreen with Qt's PDF writer, as the worksheet is) or as CSV (the
columns of :mod:`dealer_trainer.drills.exam_sheet`).

The dialog's table, the printed page and the PDF show the same words (:func:`sheet_text`); the
CSV keeps the codes and English values a program reads.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from html import escape
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QT_TRANSLATE_NOOP, QBuffer, QByteArray, QCoreApplication, QIODevice, QMarginsF, Qt
from PySide6.QtGui import QColor, QFont, QPagedPaintDevice, QPageLayout, QPageSize, QPdfWriter, QTextDocument
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from dealer_trainer import i18n
from dealer_trainer.drills.exam_parts import parts_line
from dealer_trainer.drills.exam_sheet import SheetRow, mistake_counts, sheet_csv, sheet_rows
from dealer_trainer.drills.exams import ENDINGS, ExamResult
from dealer_trainer.drills.file_output import save_bytes
from dealer_trainer.drills.weak_spots import mistake_words
from dealer_trainer.i18n import os_reason
from dealer_trainer.wording.times import local_time

if TYPE_CHECKING:
    from PySide6.QtPrintSupport import QPrinter

OK = "#2e9d5b"
BAD = "#d0392b"
# The fonts the printed sheet asks for, first found first (the worksheet's).
FONT_FAMILIES = ["DejaVu Sans", "Liberation Sans", "Arial", "Helvetica"]
MARGIN_MM = 14.0


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
    ``"—"`` for none. The codes themselves stay in the saved results, ``--json`` and the CSV."""
    words = [f"{mistake_words(c)} ×{n}" if n > 1 else mistake_words(c) for c, n in mistake_counts(codes)]
    return "\n".join(words) or "—"


def kind_text(kind: str) -> str:
    """What the trainee did on the drill, in words: ``"pots"`` -> ``"build"``."""
    if kind == "pots":
        return QCoreApplication.translate("ResultSheet", "build")
    if kind == "pots_and_award":
        return QCoreApplication.translate("ResultSheet", "build and award")
    if kind == "street":
        return QCoreApplication.translate("ResultSheet", "street hand")
    if kind == "written":
        return QCoreApplication.translate("ResultSheet", "written question")
    chips = {  # the chip drills' kinds (drills.chip_drills.RESULT_KINDS)
        "chip_count": QT_TRANSLATE_NOOP("ResultSheet", "chips: count the stacks"),
        "chip_change": QT_TRANSLATE_NOOP("ResultSheet", "chips: make change"),
        "chip_colour_up": QT_TRANSLATE_NOOP("ResultSheet", "chips: colour up"),
        "chip_race": QT_TRANSLATE_NOOP("ResultSheet", "chips: chip race"),
    }
    if kind in chips:
        return QCoreApplication.translate("ResultSheet", str(chips[kind]))
    return kind or "—"


def ending_text(row: SheetRow) -> str:
    """How the drill ended in words, with the hints taken: ``"handed in at Check; 1 hint"``."""
    words = i18n._(ENDINGS[row.ending]) if row.ending in ENDINGS else row.ending
    if row.hints:
        hints = (
            QCoreApplication.translate("ResultSheet", "1 hint")
            if row.hints == 1
            else QCoreApplication.translate("ResultSheet", "%1 hints").replace("%1", str(row.hints))
        )
        words = "; ".join(p for p in (words, hints) if p)
    return words


@dataclass(frozen=True)
class SheetText:
    """The sheet's words, as the dialog, the printed page and the PDF show them.

    Attributes:
        title: the exam's title (``"Exam"`` when it has none); verdict: ``"PASS"`` or ``"FAIL"``;
        passed: the verdict as a bool; who: trainee and date line; score: the score line;
        headers: the table's column names; rows: each drill's cells (one per header);
        right: each drill right or not.
    """

    title: str
    verdict: str
    passed: bool
    who: str
    score: str
    exam_id: str
    headers: tuple[str, ...]
    rows: tuple[tuple[str, ...], ...]
    right: tuple[bool, ...]


def sheet_text(result: ExamResult) -> SheetText:
    """The words of ``result``'s sheet in the active language."""
    when = local_time(result.started_at) or "—"
    who = result.trainee or QCoreApplication.translate("ResultSheet", "(no name given)")
    score = (
        QCoreApplication.translate(
            "ResultSheet", "%1 of %2 questions and drills right · weighted %3 % · pass mark %4 % · time %5"
        )
        if result.parts is not None  # written questions and table items, weighted by part
        else QCoreApplication.translate(
            "ResultSheet", "%1 of %2 drills right (%3 %) · pass mark %4 % · time %5"
        )
    )
    for key, value in (
        ("%1", result.right),
        ("%2", len(result.drills)),
        ("%3", result.percent),
        ("%4", result.pass_mark),
        ("%5", clock_text(result.seconds)),
    ):
        score = score.replace(key, str(value))
    if result.parts is not None:  # a written part and the table, weighted
        score += "\n" + parts_line(result.scores(), result.parts)
    headers = (
        QCoreApplication.translate("ResultSheet", "Drill"),
        QCoreApplication.translate("ResultSheet", "Kind"),
        QCoreApplication.translate("ResultSheet", "Result"),
        QCoreApplication.translate("ResultSheet", "Time"),
        QCoreApplication.translate("ResultSheet", "Mistakes"),
        QCoreApplication.translate("ResultSheet", "How it ended"),
    )
    right_words = QCoreApplication.translate("ResultSheet", "✔ right")
    wrong_words = QCoreApplication.translate("ResultSheet", "✘ wrong")
    rows = sheet_rows(result)
    return SheetText(
        title=result.title or QCoreApplication.translate("ResultSheet", "Exam"),
        verdict=(
            QCoreApplication.translate("ResultSheet", "PASS")
            if result.passed
            else QCoreApplication.translate("ResultSheet", "FAIL")
        ),
        passed=result.passed,
        who=QCoreApplication.translate("ResultSheet", "Trainee: %1 · %2")
        .replace("%1", who)
        .replace("%2", when),
        score=score,
        exam_id=QCoreApplication.translate("ResultSheet", "Exam id: %1").replace("%1", result.exam_id),
        headers=headers,
        rows=tuple(
            (
                str(row.drill),
                kind_text(row.kind),
                right_words if row.right else wrong_words,
                "—" if row.seconds is None else clock_text(row.seconds),
                codes_text([code for code, n in row.mistakes for _ in range(n)]),
                ending_text(row),
            )
            for row in rows
        ),
        right=tuple(row.right for row in rows),
    )


# The column the mistakes are in (it takes the room left).
MISTAKES_COLUMN = 4


def sheet_html(text: SheetText) -> str:
    """The printed sheet as rich text: the title, the verdict, who and when, the score, and
    the table (its header row repeated on every page)."""
    colour = OK if text.passed else BAD
    heading = QCoreApplication.translate("ResultSheet", "Exam result — %1").replace("%1", text.title)
    head = "".join(f"<th>{escape(h)}</th>" for h in text.headers)
    body = []
    for cells, right in zip(text.rows, text.right, strict=True):
        tds = []
        for column, cell in enumerate(cells):
            inner = escape(cell).replace("\n", "<br>")
            if column == 2:
                inner = f'<span style="color:{OK if right else BAD}; font-weight:bold">{inner}</span>'
            tds.append(f"<td>{inner}</td>")
        body.append("<tr>" + "".join(tds) + "</tr>")
    return (
        f"<h1>{escape(heading)}</h1>"
        f'<table cellspacing="0" cellpadding="6" style="margin-top:4px"><tr>'
        f'<td style="background-color:{colour}; color:white; font-size:18pt; font-weight:bold">'
        f"&nbsp;{escape(text.verdict)}&nbsp;</td></tr></table>"
        f"<p>{escape(text.who)}<br><b>{escape(text.score).replace(chr(10), '<br>')}</b></p>"
        '<table class="grid" width="100%" cellspacing="0" cellpadding="4">'
        f"<thead><tr>{head}</tr></thead><tbody>{''.join(body)}</tbody></table>"
        f'<p class="small">{escape(text.exam_id)}</p>'
    )


_STYLE = """
body { color: #111; }
h1 { font-size: 16pt; margin: 0; }
table.grid { border-collapse: collapse; border-color: #777; border-style: solid; }
table.grid th { background-color: #e6e6e6; font-weight: bold; text-align: left; border: 1px solid #777; }
table.grid td { border: 1px solid #777; vertical-align: top; }
.small { font-size: 8pt; color: #555; }
"""


def sheet_document(result: ExamResult) -> QTextDocument:
    """The printed sheet of ``result`` (:func:`sheet_html`) as a text document; printing it
    breaks it into pages and numbers them."""
    document = QTextDocument()
    font = QFont()
    font.setFamilies(FONT_FAMILIES)
    font.setPointSize(10)
    document.setDefaultFont(font)
    document.setDefaultStyleSheet(_STYLE)
    document.setHtml(f"<html><body>{sheet_html(sheet_text(result))}</body></html>")
    return document


def draw_sheet(result: ExamResult, device: QPagedPaintDevice) -> None:
    """Draw ``result``'s sheet on ``device`` (a printer or a PDF writer), page by page."""
    sheet_document(result).print_(device)


def sheet_pdf(result: ExamResult) -> bytes:
    """``result``'s sheet as a PDF (A4, drawn offscreen: no window or printer needed)."""
    buffer = QBuffer()
    buffer.setData(QByteArray())
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    writer = QPdfWriter(buffer)
    writer.setResolution(300)
    writer.setPageLayout(
        QPageLayout(
            QPageSize(QPageSize.PageSizeId.A4),
            QPageLayout.Orientation.Portrait,
            QMarginsF(MARGIN_MM, MARGIN_MM, MARGIN_MM, MARGIN_MM),
            QPageLayout.Unit.Millimeter,
        )
    )
    writer.setTitle(
        QCoreApplication.translate("ResultSheet", "Exam result — %1").replace(
            "%1", result.title or QCoreApplication.translate("ResultSheet", "Exam")
        )
    )
    writer.setCreator("Dealer Trainer")
    draw_sheet(result, writer)
    buffer.close()
    return bytes(buffer.data().data())


def file_stem(result: ExamResult) -> str:
    """A file name for the sheet, without its suffix: ``"Week 3 exam - Anna - 2026-12-01"``
    (characters a file name should not hold become ``-``)."""
    day = local_time(result.started_at, "%Y-%m-%d") or ""
    parts = [result.title or QCoreApplication.translate("ResultSheet", "Exam"), result.trainee, day]
    stem = " - ".join(p for p in parts if p)
    return re.sub(r'[\\/:*?"<>|\x00-\x1f]+', "-", stem).strip(" .") or "exam-result"


class ResultSheet(QDialog):
    """The result of an exam: PASS or FAIL, the score against the pass mark, and each drill:
    what it asked, right or wrong, the time, the checker's mistakes in words, how it ended;
    *Print…*, *Save PDF…* and *Save CSV…* for the school's files, and *Close*."""

    def __init__(self, result: ExamResult, saved: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.exam_result = result
        text = sheet_text(result)
        self.setWindowTitle(self.tr("Exam result — %1").replace("%1", text.title))
        layout = QVBoxLayout(self)
        self.verdict = QLabel(text.verdict)
        self.verdict.setObjectName("examVerdict")
        self.verdict.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.verdict.setStyleSheet(
            f"#examVerdict {{ background: {OK if text.passed else BAD}; color: white; font-size: 28px;"
            " font-weight: bold; border-radius: 8px; padding: 8px; }"
        )
        layout.addWidget(self.verdict)
        layout.addWidget(QLabel(f"<b>{escape(text.title)}</b><br>" + escape(text.who)))
        self.score = QLabel(text.score)
        self.score.setObjectName("examScore")
        layout.addWidget(self.score)
        self.table = QTableWidget(len(text.rows), len(text.headers))
        self.table.setHorizontalHeaderLabels(list(text.headers))
        self.table.verticalHeader().setVisible(False)
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QTableWidget.SelectionMode.NoSelection)
        self.table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        for row, (cells, right) in enumerate(zip(text.rows, text.right, strict=True)):
            for column, cell in enumerate(cells):
                item = QTableWidgetItem(cell)
                if column == 2:
                    item.setForeground(QColor(OK if right else BAD))
                self.table.setItem(row, column, item)
        self.table.resizeColumnsToContents()
        self.table.horizontalHeader().setSectionResizeMode(MISTAKES_COLUMN, QHeaderView.ResizeMode.Stretch)
        self.table.setWordWrap(True)
        self.table.resizeRowsToContents()
        layout.addWidget(self.table, 1)
        if saved:
            note = QLabel(saved)
            note.setWordWrap(True)
            note.setStyleSheet("color: #555;")
            layout.addWidget(note)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.print_button = QPushButton(self.tr("&Print…"))
        self.print_button.setToolTip(self.tr("Print the result sheet"))
        self.pdf_button = QPushButton(self.tr("Save &PDF…"))
        self.pdf_button.setToolTip(self.tr("Save the result sheet as a PDF file"))
        self.csv_button = QPushButton(self.tr("Save &CSV…"))
        self.csv_button.setToolTip(
            self.tr("Save the drills as CSV: drill, kind, right, seconds, mistakes, ended")
        )
        for button in (self.print_button, self.pdf_button, self.csv_button):
            buttons.addButton(button, QDialogButtonBox.ButtonRole.ActionRole)
        self.print_button.clicked.connect(lambda: self.print_sheet())
        self.pdf_button.clicked.connect(lambda: self.save_pdf())
        self.csv_button.clicked.connect(lambda: self.save_csv())
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.resize(820, min(640, 260 + 32 * len(result.drills)))

    # ----- the school's copies ---------------------------------------------------------------
    def _target(self, path: str | None, title: str, suffix: str, kinds: str) -> str | None:
        if path is not None:
            return path
        chosen, _filter = QFileDialog.getSaveFileName(
            self, title, file_stem(self.exam_result) + suffix, kinds
        )
        if chosen and not chosen.lower().endswith(suffix):
            chosen += suffix
        return chosen or None

    def _write(self, path: str, payload: bytes, title: str) -> Path | None:
        try:
            save_bytes(path, payload)
        except OSError as exc:
            QMessageBox.warning(self, title, f"{Path(path).name}: {os_reason(exc)}")
            return None
        return Path(path)

    def save_csv(self, path: str | None = None) -> Path | None:
        """Write the drills as CSV (:func:`~dealer_trainer.drills.exam_sheet.sheet_csv`) to
        ``path`` (asked for when None, ``.csv`` added); the file written, or None."""
        title = self.tr("Save the result sheet as CSV")
        target = self._target(path, title, ".csv", self.tr("CSV files (*.csv)"))
        if target is None:
            return None
        return self._write(target, sheet_csv(self.exam_result).encode("utf-8"), title)

    def save_pdf(self, path: str | None = None) -> Path | None:
        """Write the sheet as a PDF (:func:`sheet_pdf`) to ``path`` (asked for when None,
        ``.pdf`` added); the file written, or None."""
        title = self.tr("Save the result sheet as PDF")
        target = self._target(path, title, ".pdf", self.tr("PDF files (*.pdf)"))
        if target is None:
            return None
        return self._write(target, sheet_pdf(self.exam_result), title)

    def print_sheet(self) -> bool:
        """*Print…*: Qt's print dialog, then the sheet on the printer chosen; True when printed."""
        from PySide6.QtPrintSupport import QPrintDialog, QPrinter

        printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        printer.setDocName(file_stem(self.exam_result))
        dialog = QPrintDialog(printer, self)
        dialog.setWindowTitle(self.tr("Print the result sheet"))
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return False
        self.print_to(printer)
        return True

    def print_to(self, printer: QPrinter) -> None:
        """Draw the sheet on ``printer`` (a real printer, or one set to PDF output)."""
        draw_sheet(self.exam_result, printer)
