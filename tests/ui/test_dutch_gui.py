"""The window in Dutch: menus, Qt's own strings, the feedback of a wrong build and a lesson; the
Language menu saves the choice for the next start."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, QSettings, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from dealer_trainer import i18n
from dealer_trainer.drills.lessons import lessons
from dealer_trainer.ui.language import install_language, window_language
from dealer_trainer.ui.main_window import MainWindow
from dealer_trainer.ui.samples import three_way
from dealer_trainer.ui.settings import Settings


@pytest.fixture
def dutch(qapp):
    assert install_language(qapp, "nl") == "nl"
    yield
    install_language(qapp, "en")


@pytest.fixture
def dutch_window(dutch, make_window):
    return make_window(three_way())


def menu_titles(window) -> list[str]:
    return [a.text().replace("&", "") for a in window.menuBar().actions()]


def test_the_menus_and_buttons_are_dutch(dutch_window):
    window = dutch_window
    titles = menu_titles(window)
    for title in ("Oefening", "Tafel", "Nakijken", "Lessen", "Aftoon", "Taal"):
        assert title in titles, titles
    assert window.next_action.text() == "&Volgende oefening"
    assert window.panel.check_button.text() == "Nakijken"
    assert window.level_box.currentText() == "Niveau 1"
    assert "Bouw de potten" in window.panel.text.toPlainText()
    assert window.scene.pile_title("pot:0") == "Hoofdpot"
    assert window.pile_title("return:Chris") == "Terug naar Chris"


def test_qts_own_strings_are_dutch_too(dutch):
    assert QCoreApplication.translate("QPlatformTheme", "Cancel") == "Annuleren"


def test_a_wrong_build_is_explained_in_dutch(dutch_window, qtbot):
    window = dutch_window
    # every chip in the main pot: the side pot is merged and Chris's uncalled 150 is in it too
    piles = {"pot:0": {"Anna": 40, "Bram": 100, "Chris": 250}}
    assert window.session.build(piles)
    with qtbot.waitSignal(window.session.drill_checked) as signal:
        QTest.keyClick(window.view, Qt.Key.Key_Return)
    check = signal.args[0]
    text = window.panel.text.toPlainText()
    assert text.startswith(f"{len(check.mistakes)} fouten te herstellen.")
    assert "De niet-geëvenaarde inzet van Chris ligt in de hoofdpot" in text
    assert "Oplossing:" in text and "Regel:" in text
    assert "✘ Hoofdpot — $ 390, moet $ 120 zijn" in text  # Qt's plain text turns the no-break space into " "
    for mistake in check.mistakes:
        assert mistake.message.replace("\xa0", " ") in text and mistake.fix.replace("\xa0", " ") in text
    assert not any(word in text for word in ("mistake", "should be", "Main pot"))


def test_a_lesson_is_dutch_from_the_menu_to_the_explanation(dutch_window, qtbot):
    window = dutch_window
    window._fill_lessons()
    titles = [a.text() for a in window.lessons_menu.actions()]
    assert "Side pots, een Nederlandse uitleg · drie spelers, drie stapels (40, 100, 250)" in titles
    index = next(i for i, d in enumerate(lessons()) if "drie stapels" in d.title)
    window.open_lesson(index)
    assert "drie spelers, drie stapels" in window.panel.title.text()
    assert "De les legt zichzelf uit zodra je nakijkt." in window.panel.text.toPlainText()
    window.show_solution()
    with qtbot.waitSignal(window.session.drill_checked):
        window.check()
    text = window.panel.text.toPlainText()
    assert "Elke stapel klopt." in text
    assert "Hoofdpot = $ 40 × 3 = $ 120, voor Anna, Bram en Chris" in text
    assert "De les" in text and "Er ging 240 in en er kwam 240 uit." in text


def test_the_language_menu_saves_the_choice_for_the_next_start(make_window, qtbot, tmp_path):
    window = make_window()
    qtbot.waitUntil(lambda: window.fully_loaded)  # the menus after the table's first paint
    assert "Language" in menu_titles(window)
    window.language.choose("nl", tell=False)
    assert window.settings.language == "nl"
    assert window.language.actions["nl"].isChecked()
    assert window_language(None, window.settings.language) == "nl"
    assert window_language("en", window.settings.language) == "en"  # --lang wins
    window.language.choose("", tell=False)
    assert window_language(None, window.settings.language) in i18n.LANGUAGES  # the system's


def test_a_window_made_after_choosing_dutch_is_dutch(qapp, qtbot, tmp_path):
    settings = Settings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    settings.animations = False
    settings.language = "nl"
    install_language(qapp, window_language(None, settings.language))
    try:
        window = MainWindow(settings, three_way())
        qtbot.addWidget(window)
        assert "Oefening" in menu_titles(window)
        assert i18n.language() == "nl"
    finally:
        install_language(QApplication.instance(), "en")
    assert i18n.language() == "en"


@pytest.mark.qt_log_ignore("propagateSizeHints")  # the offscreen platform, showing a dialog
def test_the_exam_result_sheet_is_dutch_and_its_dutch_words_fit(dutch, qtbot, tmp_path):
    import subprocess

    from dealer_trainer.drills.exams import ExamDrillResult, ExamResult
    from dealer_trainer.ui.exam_sheet import ResultSheet, sheet_pdf

    drills = (
        ExamDrillResult(1, True, 42.0),
        ExamDrillResult(2, False, 90.0, "time_up", ("pots_merged",), kind="pots_and_award"),
        ExamDrillResult(3, False, 61.0, "solution_shown", (), 1, 2, "pots"),
        ExamDrillResult(4, False, 0.0, "not_reached"),
    )
    sheet = ResultSheet(ExamResult("x", "Week 3", "Anna", 1_700_000_000.0, 200.0, 80, drills))
    qtbot.addWidget(sheet)
    sheet.show()
    qtbot.waitExposed(sheet)
    assert sheet.verdict.text() == "GEZAKT"
    assert sheet.score.text() == "1 van 4 oefeningen goed (25 %) · slaaggrens 80 % · tijd 3:20"
    table = sheet.table
    headers = [table.horizontalHeaderItem(c).text() for c in range(table.columnCount())]
    assert headers == ["Oefening", "Soort", "Uitslag", "Tijd", "Fouten", "Hoe het afliep"]
    assert [table.item(r, 5).text() for r in range(4)] == [
        "ingeleverd bij Nakijken",
        "de tijd was om: ingeleverd zoals het stond",
        "oplossing getoond; 2 tips",
        "niet bereikt: de tijd van het examen was om",
    ]
    assert [table.item(r, 1).text() for r in range(4)] == ["—", "bouwen en uitbetalen", "bouwen", "—"]
    assert [b.text() for b in (sheet.print_button, sheet.pdf_button, sheet.csv_button)] == [
        "&Afdrukken…",
        "&PDF opslaan…",
        "&CSV opslaan…",
    ]
    metrics = table.fontMetrics()
    for row in range(table.rowCount()):
        for column in (0, 1, 2, 3, 5):  # the long Dutch endings are not cut off
            text = table.item(row, column).text()
            assert metrics.horizontalAdvance(text) <= table.columnWidth(column), (row, column, text)
    pdf = tmp_path / "uitslag.pdf"  # the printed sheet speaks Dutch too
    pdf.write_bytes(sheet_pdf(sheet.exam_result))
    printed = subprocess.run(["pdftotext", str(pdf), "-"], capture_output=True, text=True, check=True).stdout
    printed = " ".join(printed.split())
    for words in (
        "Examenuitslag — Week 3",
        "GEZAKT",
        "Cursist: Anna",
        "Soort",
        "bouwen en uitbetalen",
        "ingeleverd bij Nakijken",
    ):
        assert words in printed, words


@pytest.mark.qt_log_ignore("propagateSizeHints")  # the offscreen platform, showing a dialog
def test_the_exam_result_sheet_names_the_mistakes_in_dutch_words_never_codes(dutch, qtbot):
    from dealer_trainer.drills.exams import ExamDrillResult, ExamResult
    from dealer_trainer.ui.exam_sheet import ResultSheet

    codes = ("pots_merged", "uncalled_in_pot", "pots_merged", "live_chips_left")
    drills = (ExamDrillResult(1, False, 90.0, "checked", codes), ExamDrillResult(2, True, 30.0))
    sheet = ResultSheet(ExamResult("x", "Week 3", "Anna", 1_700_000_000.0, 120.0, 80, drills))
    qtbot.addWidget(sheet)
    sheet.show()
    qtbot.waitExposed(sheet)
    table = sheet.table
    cell = table.item(0, 4).text()
    # hand-written from the Dutch catalogue (the weak-spot topics), in the order first made
    assert cell.splitlines() == [
        "twee potten samengevoegd tot één ×2",
        "de niet-geëvenaarde inzet in een pot gelegd",
        "levende fiches voor een speler laten liggen",
    ]
    assert table.item(1, 4).text() == "—"
    for row in range(table.rowCount()):
        text = table.item(row, 4).text()
        assert "_" not in text and not any(code in text for code in codes), text
    metrics = table.fontMetrics()
    for line in cell.splitlines():  # the long Dutch words fit their column
        assert metrics.horizontalAdvance(line) <= table.columnWidth(4), line


def test_the_import_report_in_the_window_is_dutch(dutch_window, monkeypatch):
    """Import hand history in Dutch: the report box counts, explains and groups in Dutch."""
    from pathlib import Path

    from dealer_trainer.ui import drill_sets

    data = Path(__file__).resolve().parents[1] / "data" / "hh"
    files = sorted(str(p) for p in data.rglob("*") if p.suffix in {".txt", ".phh", ".phhs"})
    monkeypatch.setattr(drill_sets.QFileDialog, "getOpenFileNames", lambda *a, **k: (files, ""))
    shown: list[tuple[str, str]] = []
    monkeypatch.setattr(
        drill_sets.QMessageBox, "information", lambda _w, title, text: shown.append((title, text))
    )
    dutch_window.drill_sets.choose_histories()
    [(title, text)] = shown
    lines = text.splitlines()
    assert title == "Handgeschiedenis importeren"
    assert "Overgeslagen:" in lines and "  4 × geen aftoon: nog één speler over, niets op te bouwen" in lines
    assert (
        "  1 × verklaard: de niet-geëvenaarde inzet teruggegeven via de potten van de site en rake" in lines
    )
    assert "  2 × verklaard: rake en de kosten van de site" in lines
    assert not any(word in text for word in ("Skipped", "explained", "no showdown", "taken from"))
    # the drills made carry Dutch notes
    assert dutch_window.session.drill.notes.startswith("Echte hand: ")
