"""The exam result sheet a school files (issue 27 §6): Print…, Save PDF… and Save CSV… on the
sheet, clicked with the mouse; the PDF drawn offscreen and read back with poppler's pdftotext;
how each drill ended filled on every row; each drill's kind kept from the exam to the file."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtPrintSupport import QPrintDialog, QPrinter
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QDialog
from test_class_view_gui import answers, school_window  # noqa: F401 - a fixture
from test_exam_gui import exam_path, sheet_rows, take, with_cards

from dealer_trainer.drills.exams import ExamDrillResult, ExamResult
from dealer_trainer.ui import exam_sheet
from dealer_trainer.ui.samples import ten_seats

pytestmark = [
    pytest.mark.qt_log_ignore("propagateSizeHints"),  # the offscreen platform, showing a dialog
    pytest.mark.skipif(shutil.which("pdftotext") is None, reason="needs poppler's pdftotext"),
]

DRILLS = (
    ExamDrillResult(1, True, 42.0, "checked", (), 1, 0, "pots"),
    ExamDrillResult(
        2, False, 90.26, "time_up", ("pots_merged", "uncalled_in_pot", "pots_merged"), 2, 1, "pots_and_award"
    ),
    ExamDrillResult(3, False, 12.0, "quit", ("live_chips_left",), 1, 0, "pots"),
    ExamDrillResult(4, False, 20.0, "abandoned", kind="pots_and_award"),
    ExamDrillResult(5, False, 0.0, "not_reached", kind="pots"),
)
RESULT = ExamResult("4f2a9c", "Week 3 exam", "Anna", 1_700_000_000.0, 200.0, 80, DRILLS)
CSV = (
    "drill,kind,right,seconds,mistakes,ended\n"
    "1,pots,yes,42.0,,checked\n"
    "2,pots_and_award,no,90.3,pots_merged×2 uncalled_in_pot,time_up\n"
    "3,pots,no,12.0,live_chips_left,quit\n"
    "4,pots_and_award,no,20.0,,abandoned\n"
    "5,pots,no,,,not_reached\n"
)


def pdf_text(path: Path) -> str:
    """The PDF's text, read by poppler (another program than the one that drew it)."""
    out = subprocess.run(["pdftotext", "-layout", str(path), "-"], capture_output=True, text=True, check=True)
    return out.stdout


def assert_the_sheet_is_on_paper(text: str) -> None:
    lines = [" ".join(line.split()) for line in text.splitlines()]
    folded = " ".join(" ".join(text.split()).split())
    assert "Exam result — Week 3 exam" in folded
    assert "FAIL" in folded and "PASS" not in folded
    assert "Trainee: Anna · " in folded
    assert "1 of 5 drills right (20 %) · pass mark 80 % · time 3:20" in folded
    assert "Drill Kind Result Time Mistakes How it ended" in lines
    row1 = next(line for line in lines if line.startswith("1 build"))
    assert row1 == "1 build ✔ right 0:42 — handed in at Check"
    assert any(line.startswith("2 build and ✘ wrong 1:30 merged two pots") for line in lines)
    assert "put the uncalled" in folded and "0:12 left live chips" in folded
    assert "4 build and ✘ wrong 0:20 —" in folded and "5 build ✘ wrong — —" in folded
    for words in ("time ran out:", "the program", "abandoned: left", "1 hint", "not reached:"):
        assert words in folded
    assert "Exam id: 4f2a9c" in folded


@pytest.fixture
def sheet(qtbot):
    dialog = exam_sheet.ResultSheet(RESULT, "Saved.")
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def test_how_it_ended_is_filled_on_every_row_and_the_kind_is_named(sheet):
    rows = sheet_rows(sheet)
    headers = [sheet.table.horizontalHeaderItem(c).text() for c in range(sheet.table.columnCount())]
    assert headers == ["Drill", "Kind", "Result", "Time", "Mistakes", "How it ended"]
    assert [r[1] for r in rows] == ["build", "build and award", "build", "build and award", "build"]
    assert [r[5] for r in rows] == [
        "handed in at Check",  # was left empty
        "time ran out: handed in as it stood; 1 hint",
        "the program was quit: handed in as it stood",
        "abandoned: left without being handed in",
        "not reached: the exam's time ran out",
    ]
    assert [r[3] for r in rows] == ["0:42", "1:30", "0:12", "0:20", "—"]  # a drill not reached has no time


def test_save_csv_clicked_writes_the_drills_in_the_schools_columns(sheet, monkeypatch, tmp_path):
    asked = {}

    def pick(parent, title, suggested, kinds):
        asked.update(title=title, suggested=suggested, kinds=kinds)
        return str(tmp_path / "anna-week3"), kinds  # typed without .csv

    monkeypatch.setattr(exam_sheet.QFileDialog, "getSaveFileName", pick)
    QTest.mouseClick(sheet.csv_button, Qt.MouseButton.LeftButton)
    assert asked["suggested"] == "Week 3 exam - Anna - 2023-11-14.csv"
    written = tmp_path / "anna-week3.csv"
    assert written.read_bytes().decode("utf-8") == CSV
    assert sorted(p.name for p in tmp_path.iterdir()) == ["anna-week3.csv"]  # nothing left beside it


def test_save_pdf_clicked_draws_the_sheet_offscreen(sheet, monkeypatch, tmp_path):
    target = tmp_path / "sheet.pdf"
    monkeypatch.setattr(exam_sheet.QFileDialog, "getSaveFileName", lambda *a: (str(target), ""))
    QTest.mouseClick(sheet.pdf_button, Qt.MouseButton.LeftButton)
    assert target.read_bytes().startswith(b"%PDF")
    assert_the_sheet_is_on_paper(pdf_text(target))


def test_print_goes_through_the_print_dialog_to_the_printer_chosen(sheet, monkeypatch, tmp_path):
    target = tmp_path / "printed.pdf"
    shown = []

    def choose_a_pdf_printer(dialog):  # the trainee picks "Print to file (PDF)" and OK
        shown.append(dialog.windowTitle())
        dialog.printer().setOutputFormat(QPrinter.OutputFormat.PdfFormat)
        dialog.printer().setOutputFileName(str(target))
        return QDialog.DialogCode.Accepted

    monkeypatch.setattr(QPrintDialog, "exec", choose_a_pdf_printer)
    assert sheet.print_button.isEnabled() and sheet.print_button.text() == "&Print…"
    QTest.mouseClick(sheet.print_button, Qt.MouseButton.LeftButton)
    assert shown == ["Print the result sheet"]
    assert_the_sheet_is_on_paper(pdf_text(target))
    monkeypatch.setattr(QPrintDialog, "exec", lambda dialog: QDialog.DialogCode.Rejected)
    target.unlink()
    assert sheet.print_sheet() is False and not target.exists()  # Cancel prints nothing


def test_a_printer_set_to_pdf_output_gets_the_sheet(sheet, tmp_path):
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    printer.setOutputFileName(str(tmp_path / "direct.pdf"))
    sheet.print_to(printer)
    assert_the_sheet_is_on_paper(pdf_text(tmp_path / "direct.pdf"))


def test_a_long_exam_goes_over_pages_with_the_header_row_on_each(tmp_path):
    drills = tuple(ExamDrillResult(i, i % 2 == 0, 30.0 + i, kind="pots") for i in range(1, 121))
    result = ExamResult("x", "Long exam", "Bram", 1_700_000_000.0, 4000.0, 80, drills)
    path = tmp_path / "long.pdf"
    path.write_bytes(exam_sheet.sheet_pdf(result))
    pages = pdf_text(path).split("\f")
    pages = [p for p in pages if p.strip()]
    assert len(pages) >= 2
    for page in pages:
        assert "Drill Kind Result Time Mistakes How it ended" in " ".join(page.split())
    found = {int(line.split()[0]) for line in pdf_text(path).splitlines() if line.split()[1:2] == ["build"]}
    assert found == set(range(1, 121))  # every drill printed, none lost at a page break


def test_an_exam_taken_in_the_window_keeps_each_drills_kind_to_the_file(
    make_window, qtbot, monkeypatch, tmp_path
):
    from dealer_trainer.storage.exams import ExamStore

    window = make_window()
    window.exam.store = ExamStore(tmp_path / "exams.sqlite3")
    take(window, qtbot, monkeypatch, exam_path(tmp_path, [with_cards(), ten_seats()]), "Anna")
    window.exam.hand_in("time_up")  # both handed in as they stand
    qtbot.waitUntil(lambda: window.exam.index == 1 and not window.exam._ended)  # noqa: SLF001
    window.exam.hand_in("time_up")
    qtbot.waitUntil(lambda: window.exam.sheet is not None and window.exam.sheet.isVisible())
    sheet = window.exam.sheet
    assert [r[1] for r in sheet_rows(sheet)] == ["build and award", "build"]
    [stored] = window.exam.store.sittings()
    assert [d.kind for d in stored.result.drills] == ["pots_and_award", "pots"]
    target = tmp_path / "sheet.csv"
    assert sheet.save_csv(str(target)) == target
    lines = target.read_text(encoding="utf-8").splitlines()
    assert [line.split(",")[1] for line in lines] == ["kind", "pots_and_award", "pots"]
    assert [line.split(",")[-1] for line in lines] == ["ended", "time_up", "time_up"]
    shot = tmp_path / "sheet.png"
    assert sheet.grab().save(str(shot)) and shot.stat().st_size > 5000
    sheet.close()


def test_the_class_view_opens_a_trainees_last_exam_sheet_with_print_and_save(
    school_window,  # noqa: F811 - the class view's fixture, imported
    monkeypatch,
    tmp_path,
):
    """The instructor's side: double-clicking a trainee's row in the class view opens the result
    sheet of their last sitting, with the same Print…, Save PDF… and Save CSV…."""
    dialog = school_window.school.show_class(answers("geheim", "geheim"))
    table = dialog.table
    assert "Double-click" in table.item(0, 7).toolTip()
    double_click(table, 1, 7)  # Bram has taken no exam: nothing opens
    assert dialog.sheet is None
    double_click(table, 0, 7)
    sheet = dialog.sheet
    assert sheet is not None and sheet.isVisible() and sheet.exam_result.trainee == "Ana"
    assert sheet.verdict.text() == "PASS" and sheet_rows(sheet)[0][:3] == ["1", "—", "✔ right"]
    out = tmp_path / "ana.csv"
    monkeypatch.setattr(exam_sheet.QFileDialog, "getSaveFileName", lambda *a: (str(out), ""))
    QTest.mouseClick(sheet.csv_button, Qt.MouseButton.LeftButton)
    assert (
        out.read_text(encoding="utf-8") == "drill,kind,right,seconds,mistakes,ended\n1,,yes,30.0,,checked\n"
    )
    assert sheet.print_button.isEnabled() and sheet.pdf_button.isEnabled()
    sheet.close()
    table.setCurrentCell(0, 0)  # the keyboard: Enter on Ana's row opens it too
    QTest.keyClick(table, Qt.Key.Key_Return)
    assert dialog.sheet is not sheet and dialog.sheet.isVisible()
    dialog.sheet.close()
    dialog.close()


def double_click(table, row, column):
    """A real double-click: a click, then the double-click (QTest's alone sends no first press)."""
    point = table.visualItemRect(table.item(row, column)).center()
    QTest.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, point)
    QTest.mouseDClick(table.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, point)


def test_a_sheet_of_a_sitting_with_a_time_that_is_no_time_still_opens(qtbot):
    from dataclasses import replace

    odd = replace(RESULT, started_at=float("inf"))
    dialog = exam_sheet.ResultSheet(odd, "Saved.")
    qtbot.addWidget(dialog)
    assert exam_sheet.file_stem(odd) == "Week 3 exam - Anna"
