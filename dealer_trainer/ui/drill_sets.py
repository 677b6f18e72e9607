"""Drill sets on the table: open an instructor's set, import hand histories, save a drill,
and step through a set (Drill menu)."""

from __future__ import annotations

import logging
from html import escape
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QObject, Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QFileDialog, QMenu, QMessageBox, QProgressDialog

from dealer_trainer.drills.errors import DrillError, describe
from dealer_trainer.drills.models import Drill
from dealer_trainer.drills.streets import StreetDrill
from dealer_trainer.i18n import os_reason
from dealer_trainer.ui.window_parts import TableWindow, qt_window

if TYPE_CHECKING:
    from collections.abc import Callable, Sequence

    from dealer_trainer.importer.api import ImportProgress
    from dealer_trainer.importer.model import ImportReport

log = logging.getLogger(__name__)

# QT_TRANSLATE_NOOP gives back its text; PySide6's stub says object
HAND_HISTORY_FILTER: str = QT_TRANSLATE_NOOP(  # type: ignore[assignment]
    "DrillSetController", "Hand histories (*.phh *.phhs *.txt *.xml *.csv *.ohh *.json);;All files (*)"
)
#: Steps of the import progress bar.
PROGRESS_STEPS = 1000
DRILL_FILTER: str = QT_TRANSLATE_NOOP("DrillSetController", "Drill files (*.json);;All files (*)")  # type: ignore[assignment]


class DrillSetController(QObject):
    """The open drill set (if any) and the actions that open, import, save and step through it.

    While a drill of the set is on the table, Next drill (Ctrl+N) goes to the next drill of
    the set; any other drill (a new random one, a code, a lesson) leaves the set.
    """

    def __init__(self, window: TableWindow) -> None:
        super().__init__(qt_window(window))
        self.window = window
        self.title = ""
        self.drills: list[Drill | StreetDrill] = []
        self.index = -1
        self.last_report: ImportReport | None = None
        self.progress_dialog: QProgressDialog | None = None  # while an import runs
        w = window
        self.open_action = w._action(  # noqa: SLF001 - the window's own action helper
            self.tr("&Open drill set…"),
            QKeySequence(QKeySequence.StandardKey.Open),
            self.choose_set,
            self.tr("Open a drill set from an instructor (a .json drill file)"),
        )
        self.import_action = w._action(  # noqa: SLF001
            self.tr("&Import hand history…"),
            QKeySequence("Ctrl+I"),
            self.choose_histories,
            self.tr("Turn real hands (PHH, PokerStars, Full Tilt, iPoker …) into drills"),
        )
        self.save_action = w._action(  # noqa: SLF001
            self.tr("&Save this drill…"),
            QKeySequence(QKeySequence.StandardKey.Save),
            self.choose_save,
            self.tr("Save the drill on the table to a drill file"),
        )
        self.previous_action = w._action(  # noqa: SLF001
            self.tr("&Previous in set"),
            QKeySequence("Ctrl+B"),
            self.previous,
            self.tr("The previous drill of the open set"),
        )
        menu = w.drill_menu
        first = menu.actions()[0] if menu.actions() else None
        # Qt takes no action to insert before as "at the end"; PySide6's stubs require one
        menu.insertActions(first, [self.open_action, self.import_action, self.save_action])  # type: ignore[arg-type]
        menu.insertSeparator(first)  # type: ignore[arg-type]
        menu.insertAction(w.code_action, self.previous_action)
        sets = QMenu(self.tr("Drill &sets"), menu)
        self.horse_action = sets.addAction(self.tr("&HORSE practice set"))
        self.horse_action.setToolTip(
            self.tr(
                "Limit hold'em, Omaha hi-lo, razz, stud and stud hi-lo in HORSE order: street hands "
                "and hi-lo award drills, each game's structure in the notes"
            )
        )
        self.horse_action.triggered.connect(lambda _=False: self.load_horse())
        menu.insertMenu(first, sets)  # type: ignore[arg-type]
        w.session.drill_loaded.connect(self._drill_loaded)
        self._update()

    # ----- state -------------------------------------------------------------------------
    @property
    def current(self) -> Drill | StreetDrill | None:
        """The set's drill meant to be on the table (None outside a set)."""
        return self.drills[self.index] if 0 <= self.index < len(self.drills) else None

    @property
    def active(self) -> bool:
        """True while a drill of the open set is on the table (a street-by-street hand: from its
        first action to its award)."""
        current = self.current
        if isinstance(current, StreetDrill):
            return self.window.streets.on_table is current
        return current is not None and self.window.session.drill is current

    def _drill_loaded(self, drill: Drill) -> None:
        current = self.current
        ours = drill is current or (
            isinstance(current, StreetDrill)
            and self.window.streets.loading
            and self.window.streets.sd is current
        )  # a street hand's every action and pull-in is put on the table as a drill
        if self.drills and not ours:
            self.drills, self.index, self.title = [], -1, ""  # another drill: the set is left
        self._update()

    def _put(self, entry: Drill | StreetDrill) -> None:
        """Put ``entry`` on the table: a pot drill as it is, a street-by-street hand before its
        first action, with its rulings and the instructor's notes."""
        if isinstance(entry, StreetDrill):
            from dealer_trainer.drills.rulings import rulings_for

            self.window.streets.start(entry, rulings_for(entry, entry.stakes.format), entry.notes)
        else:
            self.window.session.load(entry)

    def _update(self) -> None:
        self.previous_action.setEnabled(self.active and self.index > 0)
        bar = self.window.statusBar()
        if self.active:
            bar.showMessage(
                self.tr("%1 · drill %2 of %3")
                .replace("%1", self.title)
                .replace("%2", str(self.index + 1))
                .replace("%3", str(len(self.drills)))
            )
        else:
            bar.clearMessage()

    def load_set(self, title: str, drills: Sequence[Drill | StreetDrill], index: int = 0) -> None:
        """Put drill ``index`` (the first by default) of ``drills`` (pot drills and
        street-by-street hands) on the table; Next drill then steps through them."""
        self.title = title
        self.drills = list(drills)
        self.index = index
        self._put(self.drills[index])
        self._update()

    def load_horse(self, seed: int | None = None) -> None:
        """Deal the HORSE practice set of ``seed`` (a fresh one when None) and put its first
        drill on the table, the set's notes (each game and its structure) in the panel."""
        import random

        from dealer_trainer.drills.codes import SEED_SPACE
        from dealer_trainer.drills.mixed_games import horse_drill_set

        if seed is None:
            seed = random.SystemRandom().randrange(SEED_SPACE - 2)
        drill_set = horse_drill_set(seed)
        entries, left_out = self.playable(
            [e for e in drill_set.entries if isinstance(e, Drill | StreetDrill)]
        )
        self.load_set(drill_set.title, entries)
        notes = escape(drill_set.notes).replace("\n", "<br>")
        self.window.panel.text.append(f"<p><b>{escape(drill_set.title)}</b><br>{notes}</p>")
        if left_out:
            self.window.panel.text.append(f"<p><i>{escape(left_out)}</i></p>")

    def playable(self, entries: Sequence[Drill | StreetDrill]) -> tuple[list[Drill | StreetDrill], str]:
        """``entries`` without the stud street hands while the window cannot play them (its street
        controller says so with ``plays_stud``), and a line saying how many were left out and
        where they are read (``dealer-trainer drill --file``), or ``""``."""
        if getattr(self.window.streets, "plays_stud", False):
            return list(entries), ""
        kept = [e for e in entries if not (isinstance(e, StreetDrill) and e.table.stud is not None)]
        left = len(entries) - len(kept)
        if not left:
            return kept, ""
        return kept, self.tr(
            "%1 stud street hands left out: the window does not play them yet "
            "(dealer-trainer drill --file prints them)"
        ).replace("%1", str(left))

    def next(self) -> bool:
        """The next drill of the set; False (and a status message) after the last one."""
        if not self.active:
            return False
        if self.index + 1 >= len(self.drills):
            self.window.statusBar().showMessage(self.tr("That was the last drill of the set."))
            return True
        self.index += 1
        self._put(self.drills[self.index])
        self._update()
        return True

    def previous(self) -> None:
        """The previous drill of the set."""
        if self.active and self.index > 0:
            self.index -= 1
            self._put(self.drills[self.index])
            self._update()

    # ----- files -------------------------------------------------------------------------
    def open_file(self, path: str | Path) -> str | None:
        """Open the drill set at ``path``; returns an error message, or None when it opened."""
        from dealer_trainer.drills.files import load_drill_set

        try:
            drill_set = load_drill_set(path)
        except DrillError as exc:
            return f"{Path(path).name}: {describe(exc)}"
        if not drill_set.entries:
            return self.tr("%1: the set has no drills").replace("%1", Path(path).name)
        if drill_set.helpers is not None:  # the instructor's choice for this set, not saved
            self.window.set_helpers(drill_set.helpers, save=False)
        calling = getattr(self.window, "hand_calling", None)
        if drill_set.call_hands is not None and calling is not None:  # likewise: calling the hands
            calling.set_for_set(drill_set.call_hands)
        if drill_set.house_rules is not None:  # the set's own house rules, else the room profile's
            given = {key: getattr(drill_set.house_rules, key) for key in drill_set.house_rules_given}
            self.window.award.set_rules(self.window.room_profile.rules_for(given))
        entries, left_out = self.playable(
            [e for e in drill_set.entries if isinstance(e, Drill | StreetDrill)]
        )
        if not entries:  # chip drills only (the Chips menu deals them, an exam takes them), or stud hands
            chips = any(not isinstance(e, Drill | StreetDrill) for e in drill_set.entries)
            text = (
                self.tr("%1: the set holds chip drills only; they are taken in exams")
                if chips
                else self.tr("%1: the window does not play stud street hands yet")
            )
            return text.replace("%1", Path(path).name)
        self.load_set(drill_set.title or Path(path).stem, entries)
        if left_out:
            self.window.panel.text.append(f"<p><i>{escape(left_out)}</i></p>")
        return None

    def import_paths(
        self,
        paths: list[str],
        progress: Callable[[ImportProgress], None] | None = None,
        cancelled: Callable[[], bool] | None = None,
    ) -> ImportReport:
        """Import hand histories; the drills made become the open set (side-pot hands first).

        A cancelled import loads nothing (its report says how far it got).
        """
        from dealer_trainer.importer import import_files

        report = import_files(paths, progress=progress, cancelled=cancelled)
        self.last_report = report
        if report.drills and not report.cancelled:
            names = ", ".join(Path(p).name for p in paths[:2]) + (" …" if len(paths) > 2 else "")
            self.load_set(self.tr("Imported: %1").replace("%1", names), report.drills)
        return report

    def import_with_progress(self, paths: list[str]) -> ImportReport:
        """:meth:`import_paths` with a progress bar in the window that Cancel stops."""
        dialog = QProgressDialog(
            self.tr("Reading hand histories…"), self.tr("Cancel"), 0, PROGRESS_STEPS, qt_window(self.window)
        )
        dialog.setWindowTitle(self.tr("Import hand history"))
        dialog.setWindowModality(Qt.WindowModality.WindowModal)
        dialog.setMinimumDuration(300)
        dialog.setAutoClose(False)
        dialog.setAutoReset(False)
        self.progress_dialog = dialog

        def progress(step: ImportProgress) -> None:
            dialog.setLabelText(
                self.tr("Reading %1\nhands: %2 · drills: %3")
                .replace("%1", step.file or self.tr("hand histories"))
                .replace("%2", f"{step.hands_read:,}")
                .replace("%3", f"{step.drills_made:,}")
            )
            dialog.setValue(round(step.fraction * PROGRESS_STEPS))
            QCoreApplication.processEvents()  # the window stays alive and Cancel is heard

        try:
            return self.import_paths(paths, progress, dialog.wasCanceled)
        finally:
            dialog.close()
            dialog.deleteLater()
            self.progress_dialog = None

    def save_file(self, path: str | Path) -> str | None:
        """Save the drill on the table to ``path``; returns an error message or None."""
        from dealer_trainer.drills.files import save_drill

        try:  # a street-by-street hand is saved whole, not the pull-in on the table
            save_drill(path, self.window.streets.on_table or self.window.session.drill)
        except DrillError as exc:
            return describe(exc)
        except OSError as exc:
            return f"{path}: {os_reason(exc)}"
        return None

    # ----- dialogs -----------------------------------------------------------------------
    def choose_set(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            qt_window(self.window), self.tr("Open drill set"), "", self.tr(DRILL_FILTER)
        )
        if path and (error := self.open_file(path)):
            QMessageBox.warning(qt_window(self.window), self.tr("Open drill set"), error)

    def choose_histories(self) -> None:
        paths, _ = QFileDialog.getOpenFileNames(
            qt_window(self.window), self.tr("Import hand history"), "", self.tr(HAND_HISTORY_FILTER)
        )
        if not paths:
            return
        from dealer_trainer.importer.report import report_text

        report = self.import_with_progress(paths)
        box = QMessageBox.information if report.drills and not report.cancelled else QMessageBox.warning
        text = report_text(report, details=False)
        if report.cancelled:
            text = self.tr("Import cancelled: no drill was loaded.") + "\n\n" + text
        box(qt_window(self.window), self.tr("Import hand history"), text)

    def choose_save(self) -> None:
        drill = self.window.session.drill
        name = (drill.code or "drill") + ".json"
        path, _ = QFileDialog.getSaveFileName(
            qt_window(self.window), self.tr("Save this drill"), name, self.tr(DRILL_FILTER)
        )
        if path and (error := self.save_file(path)):
            QMessageBox.warning(qt_window(self.window), self.tr("Save this drill"), error)
