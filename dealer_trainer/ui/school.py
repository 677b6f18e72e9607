"""The school in the window: whose results these are, where they are kept, and what went wrong.

:class:`School` starts *after the first drill is painted*: until then it only watches for that
paint, so opening the store (migrations, the damaged-file check, the server connection) and the
trainee picker never delay the table. It then

- opens the progress store (the one given, or the factory's: the user's file or the school's
  server) and shows its status in a banner across the window when there is something to say
  (a file kept aside, rows copied, results saved elsewhere, results not saved), and in the
  status bar always (who is training, where results go);
- picks the trainee: the remembered one (QSettings ``school/trainee``), with the picker shown
  when several trainees share the machine; Trainee ▸ Switch trainee… (Ctrl+T) opens it again;
- adds the progress recorder, the Progress view (Ctrl+P) and Practise my weak spots (Ctrl+W);
- keeps each finished exam's result in the store too (on the school's server it lands with the
  class, queued on this machine while the server is down);
- lists what the school published: Trainee ▸ Take a school exam… and Open a school drill set…,
  and (instructor) Publish an exam or drill set….
"""

from __future__ import annotations

import logging
import random
from collections.abc import Callable
from html import escape
from pathlib import Path
from typing import Any

from PySide6.QtCore import QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFrame,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QMessageBox,
    QPushButton,
    QSizePolicy,
    QToolBar,
    QVBoxLayout,
    QWidget,
)

from dealer_trainer.storage.results import DEFAULT_TRAINEE, SqlStore, StoreError, StoreStatus
from dealer_trainer.ui.window_parts import TableWindow, qt_window

log = logging.getLogger(__name__)

TRAINEE_KEY = "school/trainee"
#: The school's database (a PostgreSQL URL or a file path), saved without its password.
DATABASE_KEY = "school/database"
#: Milliseconds between two tries to send queued results to the school's server.
SYNC_MS = 30_000
COLOURS = {"info": ("#e3f1ff", "#174a7c"), "warning": ("#fff4d6", "#6b4a00"), "error": ("#ffe1dc", "#8a1c10")}

StoreSource = SqlStore | Callable[[], SqlStore] | None


class StatusBanner(QFrame):
    """A strip across the top of the window saying in plain words what happened to the progress
    store; Dismiss hides it (the status bar keeps a short form)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("storeBanner")
        layout = QHBoxLayout(self)
        layout.setContentsMargins(10, 6, 10, 6)
        self.label = QLabel()
        self.label.setWordWrap(True)
        self.label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.label.setAccessibleName(self.tr("Progress store status"))
        layout.addWidget(self.label, 1)
        self.dismiss = QPushButton(self.tr("Dismiss"))
        self.dismiss.setToolTip(self.tr("Hide this message"))
        layout.addWidget(self.dismiss, 0, Qt.AlignmentFlag.AlignVCenter)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Maximum)

    def show_status(self, status: StoreStatus) -> None:
        """Show ``status``'s message coloured by its severity."""
        back, fore = COLOURS.get(status.severity, COLOURS["info"])
        self.setStyleSheet(
            f"#storeBanner {{ background: {back}; border: 1px solid {fore}; border-radius: 4px; }}"
            f" QLabel {{ color: {fore}; }}"
        )
        title = {
            "info": self.tr("Progress"),
            "warning": self.tr("Progress file"),
            "error": self.tr("Not saved"),
        }
        self.label.setText(f"<b>{escape(title.get(status.severity, ''))}:</b> {escape(status.message)}")


class TraineeDialog(QDialog):
    """Pick who is training: the list of trainees, a name box to add one, Rename."""

    def __init__(self, store: SqlStore | None, current: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.store = store
        self.setWindowTitle(self.tr("Who is training?"))
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel(self.tr("Pick your name, or add yourself. Your results are kept under it.")))
        self.list = QListWidget()
        self.list.setAccessibleName(self.tr("Trainees"))
        names = store.trainees() if store is not None else []
        if current not in names:
            names = sorted([*names, current], key=str.casefold)
        self.list.addItems(names)
        self.list.setCurrentRow(names.index(current))
        self.list.itemDoubleClicked.connect(lambda _item: self.accept())
        layout.addWidget(self.list)
        row = QHBoxLayout()
        self.name = QLineEdit()
        self.name.setPlaceholderText(self.tr("New trainee's name"))
        self.name.setAccessibleName(self.tr("New trainee's name"))
        self.name.returnPressed.connect(self.add)
        self.add_button = QPushButton(self.tr("&Add"))
        self.add_button.clicked.connect(self.add)
        self.rename_button = QPushButton(self.tr("&Rename to this"))
        self.rename_button.setToolTip(self.tr("Give the selected trainee the name typed"))
        self.rename_button.clicked.connect(self.rename)
        row.addWidget(self.name, 1)
        row.addWidget(self.add_button)
        row.addWidget(self.rename_button)
        layout.addLayout(row)
        self.error = QLabel()
        self.error.setStyleSheet("color: #b00020")
        layout.addWidget(self.error)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        self.buttons = buttons
        layout.addWidget(buttons)

    @property
    def chosen(self) -> str:
        """The selected trainee's name."""
        item = self.list.currentItem()
        return item.text() if item is not None else ""

    def add(self) -> None:
        """Add the typed name (saved at once) and select it."""
        try:
            name = self.store.add_trainee(self.name.text()) if self.store is not None else self.name.text()
        except StoreError as exc:
            self.error.setText(str(exc))
            return
        except Exception as exc:  # noqa: BLE001 - the store's driver error, shown in one line
            self.error.setText(
                self.tr("Could not add the trainee: %1").replace("%1", str(exc).splitlines()[0])
            )
            return
        self.error.clear()
        found = self.list.findItems(name, Qt.MatchFlag.MatchExactly)
        if not found:
            self.list.addItem(name)
            self.list.sortItems()
            found = self.list.findItems(name, Qt.MatchFlag.MatchExactly)
        self.list.setCurrentItem(found[0])
        self.name.clear()

    def rename(self) -> None:
        """Give the selected trainee the typed name (their results follow)."""
        item = self.list.currentItem()
        if item is None or self.store is None:
            return
        try:
            if item.text() not in self.store.trainees():
                self.store.add_trainee(item.text())
            name = self.store.rename_trainee(item.text(), self.name.text())
        except StoreError as exc:
            self.error.setText(str(exc))
            return
        self.error.clear()
        item.setText(name)
        self.name.clear()


class School(QObject):
    """The trainee, the progress store and its status for a main window (see the module).

    Signals:
        started(): the store is open and the recorder attached (after the first paint).
        trainee_changed(str): results now belong to this trainee.
    """

    started = Signal()
    trainee_changed = Signal(str)

    def __init__(self, window: TableWindow, store: StoreSource = None) -> None:
        super().__init__(qt_window(window))
        self.window = window
        self._source = store
        self.store: SqlStore | None = None
        self.status = StoreStatus()
        self.trainee = str(window.settings.store.value(TRAINEE_KEY, "") or "") or DEFAULT_TRAINEE
        self.is_started = False
        # the store's login is the trainee's own (row-level security): every result is theirs
        self.own_login = False
        self.recorder: Any = None
        self.banner: StatusBanner | None = None
        self.banner_bar: QToolBar | None = None
        self.picker: TraineeDialog | None = None
        self.status_label = QLabel()
        self._watched: QObject | None = None
        if window.isVisible():  # created after the window was shown: start on the next turn
            QTimer.singleShot(0, self.start)
        else:
            self._watched = window.view.viewport()
            self._watched.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if watched is self._watched and event.type() == QEvent.Type.Paint:
            watched.removeEventFilter(self)
            self._watched = None
            QTimer.singleShot(0, self.start)  # after this paint is on the screen
        return False

    # ----- start -------------------------------------------------------------------------
    def start(self) -> None:
        """Open the store, show its status, attach the recorder and the menus, pick the
        trainee. Runs once; called by itself after the first paint (tests may call it)."""
        if self.is_started:
            return
        self.is_started = True
        from dealer_trainer.ui.progress import ProgressRecorder

        source = self._source
        try:
            self.store = source() if callable(source) else source
        except Exception as exc:  # noqa: BLE001 - whatever the back-end raised, the window says it
            log.exception("progress store could not be opened")
            self.store = None
            self.status = StoreStatus(
                "error",
                self.tr("Your progress store could not be opened (%1); results are NOT saved.").replace(
                    "%1", str(exc)
                ),
                saving=False,
            )
        if self.store is not None:
            self.status = self.store.status
        self.sync_timer = QTimer(self)
        self.sync_timer.timeout.connect(self.sync)
        self.sync_timer.start(SYNC_MS)
        self._make_actions()
        self.weak_why: dict[int, str] = {}  # id of a weak-spot drill -> why it was chosen
        self.window.session.drill_loaded.connect(self._explain)
        self.recorder = ProgressRecorder(self.window, self)
        self.window.statusBar().addPermanentWidget(self.status_label)
        self.show_status(self.status)
        if self.store is not None:
            self._pick_at_start()
        self._update_label()
        exam = getattr(self.window, "exam", None)  # the window's exams: their results land here too
        if exam is not None and hasattr(exam, "exam_finished"):
            exam.exam_finished.connect(self.record_sitting)
            # what would leave a running exam (another exam, a drill set, weak-spot drills) is off
            exam.exam_started.connect(lambda _exam: self._exam_running(True))
            exam.exam_started.connect(self._exam_started)
            exam.exam_finished.connect(lambda _result: self._exam_running(False))
        self.started.emit()

    def _exam_started(self, exam: Any) -> None:
        """The school's server writes the exam's start for the sitting to name (never raises)."""
        if self.store is not None:
            self.store.exam_started(str(getattr(exam, "exam_id", "")))

    def _exam_running(self, running: bool) -> None:
        for action in (self.take_exam_action, self.open_set_action, self.weak_action):
            action.setEnabled(not running)

    def _make_actions(self) -> None:
        w = self.window
        self.switch_action = w._action(  # noqa: SLF001 - the window's own action helper
            self.tr("S&witch trainee…"),
            QKeySequence("Ctrl+T"),
            self.choose_trainee,
            self.tr("Pick who is training; results are kept per trainee"),
        )
        self.progress_action = w._action(  # noqa: SLF001
            self.tr("&Progress…"),
            QKeySequence("Ctrl+P"),
            self.show_progress,
            self.tr("Your progress: what to practise next, accuracy and time, mistakes, streaks"),
        )
        self.weak_action = w._action(  # noqa: SLF001
            self.tr("Practise my &weak spots"),
            QKeySequence("Ctrl+W"),
            self.practise_weak_spots,
            self.tr("Drills aimed at your most frequent recent mistakes, each saying why it was chosen"),
        )
        self.server_action = w._action(  # noqa: SLF001
            self.tr("School &database…"),
            None,
            self.choose_database,
            self.tr(
                "Keep results on the school's PostgreSQL server (a postgresql:// URL) or on this machine"
            ),
        )
        self.class_action = w._action(  # noqa: SLF001
            self.tr("&Class view (instructor)…"),
            None,
            self.show_class,
            self.tr("Every trainee's results, weak spots and exams; export as CSV"),
        )
        self.take_exam_action = w._action(  # noqa: SLF001
            self.tr("Take a school &exam…"),
            None,
            self.choose_school_exam,
            self.tr("Take an exam your instructor published on the school's database"),
        )
        self.open_set_action = w._action(  # noqa: SLF001
            self.tr("Open a school &drill set…"),
            None,
            self.choose_school_set,
            self.tr("Practise a drill set your instructor published on the school's database"),
        )
        self.publish_action = w._action(  # noqa: SLF001
            self.tr("P&ublish an exam or drill set (instructor)…"),
            None,
            self.choose_publish,
            self.tr("Put an exam file (it stays sealed) or a drill set file on the school's database"),
        )
        menu = w.menuBar().addMenu(self.tr("T&rainee"))
        menu.addActions([self.switch_action, self.progress_action, self.weak_action])
        menu.addSeparator()
        menu.addActions([self.take_exam_action, self.open_set_action])
        menu.addSeparator()
        menu.addActions([self.class_action, self.publish_action, self.server_action])
        self.menu = menu
        w.drill_menu.insertActions(w.animate_action, [self.progress_action, self.weak_action])
        w.drill_menu.insertSeparator(w.animate_action)

    # ----- the school's database ----------------------------------------------------------
    def sync(self) -> None:
        """Send results queued for the school's server (a no-op on a file) and show the status
        when it changed (the server went away or came back)."""
        store = self.store
        if store is None or not hasattr(store, "sync"):
            return
        try:
            store.sync()
        except Exception:  # noqa: BLE001 - the queue's own file: the status says it
            log.exception("could not send queued results")
        if store.status != self.status:
            self.show_status(store.status)

    def choose_database(self) -> None:
        """Ask for the school's database URL (empty: this machine's file) and switch to it."""
        from PySide6.QtWidgets import QInputDialog

        saved = str(self.window.settings.store.value(DATABASE_KEY, "") or "")
        url, ok = QInputDialog.getText(
            qt_window(self.window),
            self.tr("School database"),
            self.tr(
                "PostgreSQL URL of the school's database, e.g. postgresql://ana@school.example/class\n"
                "(empty: keep results on this machine). The password is never written to the settings:\n"
                "it is kept in this computer's keyring when there is one\n"
                "(else give it in PGPASSWORD or ~/.pgpass)."
            ),
            text=saved,
        )
        if ok:
            self.set_database(url.strip())

    def set_database(self, location: str) -> None:
        """Keep results at ``location`` from now on (a URL or a path; "" this machine's file):
        saved in the settings without its password, opened now with it."""
        from dealer_trainer.storage import passwords as pw
        from dealer_trainer.storage.progress import open_store

        try:
            if pw.is_postgres(location):  # POSTGRESQL://… and host=… password=… too: never a file path
                location = pw.check_url(location)
        except pw.BadUrl as exc:  # neither saved nor shown: the password would be read as the host
            said = self.tr("That database could not be used (%1).").replace("%1", str(exc))
            self.show_status(self.status.plus("error", said))
            return
        self.window.settings.store.setValue(DATABASE_KEY, pw.redact(location) if location else "")
        self.window.settings.sync()
        kept = pw.remember(location) if location and pw.passwords(location) else None
        old = self.store
        try:
            self.store = open_store(location or None)
        except Exception as exc:  # noqa: BLE001 - a bad URL: said in the banner
            self.show_status(
                StoreStatus(
                    "error",
                    self.tr("That database could not be used (%1).").replace("%1", str(exc)),
                    saving=old is not None,
                )
            )
            self.store = old
            return
        if old is not None:
            old.close()
        status = self.store.status
        if kept is not None:
            status = status.plus(
                "info" if kept else "warning",
                self.tr("The password is kept in this computer's keyring, not in the settings.")
                if kept
                else self.tr(
                    "The password is used now but not kept (no keyring on this computer): give it in "
                    "DEALER_TRAINER_DB, PGPASSWORD or ~/.pgpass to have it at every start."
                ),
            )
            self.store.status = status
        self.show_status(status)

    # ----- status ------------------------------------------------------------------------
    def show_status(self, status: StoreStatus) -> None:
        """Show ``status`` in the banner (when it has something to say) and the status bar."""
        self.status = status
        if status.severity != "ok" and status.message:
            if self.banner is None:
                self.banner = StatusBanner()
                self.banner.dismiss.clicked.connect(self.hide_banner)
                bar = QToolBar(self.tr("Progress status"))
                bar.setObjectName("storeStatusBar")
                bar.setMovable(False)
                bar.setFloatable(False)
                bar.addWidget(self.banner)
                window: Any = self.window
                window.addToolBarBreak(Qt.ToolBarArea.TopToolBarArea)
                window.addToolBar(Qt.ToolBarArea.TopToolBarArea, bar)
                self.banner_bar = bar
            self.banner.show_status(status)
            assert self.banner_bar is not None
            self.banner_bar.show()
        elif self.banner_bar is not None:
            self.banner_bar.hide()
        self._update_label()

    def hide_banner(self) -> None:
        """Hide the banner (the status bar still says whether results are saved)."""
        if self.banner_bar is not None:
            self.banner_bar.hide()

    @property
    def banner_text(self) -> str:
        """What the banner says, as plain text ("" when hidden)."""
        if self.banner is None or self.banner_bar is None or self.banner_bar.isHidden():
            return ""
        from PySide6.QtGui import QTextDocumentFragment

        return QTextDocumentFragment.fromHtml(self.banner.label.text()).toPlainText()

    def _update_label(self) -> None:
        s = self.status
        if self._source is None and self.store is None and s.severity != "error":
            # a window made without a store (a screenshot): nothing failed, nothing to claim
            self.status_label.setText(self.tr("Trainee: %1").replace("%1", self.trainee))
            self.status_label.setToolTip(self.tr("This window keeps no progress"))
            return
        if self.store is None or not s.saving:
            saved = self.tr("results NOT saved")
        elif s.location:
            saved = self.tr("saved to %1").replace("%1", s.location)
        else:
            saved = self.tr("saved")
        self.status_label.setText(
            self.tr("Trainee: %1 · %2").replace("%1", self.trainee).replace("%2", saved)
        )
        self.status_label.setToolTip(s.message or saved)

    # ----- trainees ----------------------------------------------------------------------
    def _pick_at_start(self) -> None:
        assert self.store is not None
        own = getattr(self.store, "own_trainee", None)
        name = own() if own is not None else None
        if name:  # a trainee's own login on the school's server: the results can only be theirs
            self.own_login = True
            self.set_trainee(name)
            self.switch_action.setEnabled(False)
            return
        try:
            names = self.store.trainees()
        except Exception:  # noqa: BLE001 - an unreachable server: keep the remembered name
            log.warning("could not list trainees", exc_info=True)
            return
        if len(names) == 1 and self.trainee not in names:
            self.set_trainee(names[0])
        elif len(names) >= 2:
            self.choose_trainee()

    def choose_trainee(self) -> None:
        """Open the trainee picker (window-modal); the choice is remembered."""
        dialog = TraineeDialog(self.store, self.trainee, qt_window(self.window))
        dialog.setWindowModality(Qt.WindowModality.WindowModal)
        dialog.accepted.connect(lambda: self.set_trainee(dialog.chosen))
        dialog.finished.connect(lambda _r: setattr(self, "picker", None))
        self.picker = dialog
        dialog.open()

    def set_trainee(self, name: str) -> None:
        """Results from now on belong to ``name``; remembered for the next start."""
        if not name:
            return
        before, self.trainee = self.trainee, name
        self.window.settings.store.setValue(TRAINEE_KEY, name)
        self._update_label()
        self.trainee_changed.emit(name)
        if name != before:
            self._weak_spots_follow()

    # ----- progress and weak spots --------------------------------------------------------
    def show_progress(self) -> None:
        """Open the Progress view for the trainee."""
        from dealer_trainer.ui.progress import ProgressDialog

        dialog = ProgressDialog(
            self.store, self.trainee, qt_window(self.window), on_weak_spots=self.practise_weak_spots
        )
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.progress_dialog = dialog
        dialog.open()

    def show_class(self, ask: Any = None) -> Any:
        """Open the instructor's class view (after the instructor passphrase on this machine's
        file; the server's roles decide on PostgreSQL). Returns the dialog, or None."""
        from dealer_trainer.storage.class_report import class_report
        from dealer_trainer.storage.postgres import is_postgres
        from dealer_trainer.ui.instructor import ClassView, unlock

        where = self.status.location if self.status is not None else ""
        if not is_postgres(where) and not unlock(self.window.settings.store, qt_window(self.window), ask):
            return None
        exam = getattr(self.window, "exam", None)
        try:
            sittings = self.store.sittings() if self.store is not None else []
            if not is_postgres(where):  # one machine's file: this machine's exam results too
                from dealer_trainer.storage.class_report import merge_sittings

                exams = getattr(exam, "store", None)
                if exams is None:
                    from dealer_trainer.storage.exams import ExamStore

                    exams = ExamStore()
                sittings = merge_sittings(sittings, [s.result for s in exams.sittings(limit=100_000)])
            report = class_report(self.store, sittings)
        except Exception as exc:  # noqa: BLE001 - the store's driver error, said in one line
            QMessageBox.warning(qt_window(self.window), self.tr("Class view"), str(exc).splitlines()[0])
            return None
        dialog = ClassView(report, where, qt_window(self.window))
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.class_dialog = dialog
        dialog.open()
        return dialog

    # ----- what the school shares: exams, drill sets, exam results ---------------------------
    def record_sitting(self, result: Any) -> None:
        """Keep a finished exam's ``result`` in the store (on the school's server: with the
        class, queued here while it is down); its trainee is the name given for the exam, else
        the one training (always the login's own trainee on a per-trainee login). A store
        that cannot take it says so in the banner (this machine's exam results file has it
        anyway)."""
        if self.store is None:
            return
        try:
            who = self.trainee if self.own_login else (result.trainee or self.trainee)
            self.store.record_sitting(result, who)
        except Exception as exc:  # noqa: BLE001 - the store's driver error, said in the banner
            log.exception("could not keep the exam result in the progress store")
            self.show_status(
                self.status.plus(
                    "warning",
                    self.tr("This exam result was kept on this machine only (%1).").replace(
                        "%1", str(exc).splitlines()[0] if str(exc) else type(exc).__name__
                    ),
                )
            )
            return
        if self.store.status != self.status:
            self.show_status(self.store.status)

    def _pick(self, title: str, label: str, items: list[str], pick: Any = None) -> int:
        """The index of the item chosen from ``items`` (-1: none, or Cancel). ``pick``:
        QInputDialog.getItem's signature (tests pass their own)."""
        from PySide6.QtWidgets import QInputDialog

        if not items:
            QMessageBox.information(
                qt_window(self.window), title, self.tr("Nothing is published on the school's database yet.")
            )
            return -1
        chosen, ok = (pick or QInputDialog.getItem)(qt_window(self.window), title, label, items, 0, False)
        return items.index(chosen) if ok and chosen in items else -1

    def _fail(self, title: str, exc: BaseException) -> None:
        text = str(exc).strip()
        QMessageBox.warning(
            qt_window(self.window), title, text.splitlines()[0] if text else type(exc).__name__
        )

    def choose_school_exam(self, pick: Any = None, ask: Any = None) -> Any:
        """Pick an exam published on the store, give the instructor's passphrase if it needs
        one (``ask``: QInputDialog.getText's signature), and see its rules with *Start*.
        Returns the rules dialog, or None."""
        from PySide6.QtWidgets import QInputDialog

        from dealer_trainer.drills.errors import DrillError, describe
        from dealer_trainer.drills.exams import open_exam

        title = self.tr("Take a school exam")
        if self.store is None:
            return None
        try:
            exams = self.store.published_exams()
            index = self._pick(
                title,
                self.tr("Exams published for the class:"),
                [
                    self.tr("%1 (%2 drills, pass mark %3 %)")
                    .replace("%1", e.title or e.exam_id)
                    .replace("%2", str(e.drill_count))
                    .replace("%3", str(e.pass_mark))
                    for e in exams
                ],
                pick,
            )
            if index < 0:
                return None
            data = self.store.exam_file(exams[index].exam_id)
        except Exception as exc:  # noqa: BLE001 - an unreachable server, a driver error: one line
            self._fail(title, exc)
            return None
        passphrase: str | None = None
        while True:
            try:
                exam = open_exam(data, passphrase)
                break
            except DrillError as exc:
                if exc.code not in ("needs_passphrase", "wrong_passphrase"):
                    QMessageBox.warning(qt_window(self.window), title, describe(exc))
                    return None
                prompt = (
                    self.tr("Wrong passphrase. The instructor's passphrase for this exam:")
                    if exc.code == "wrong_passphrase"
                    else self.tr("This exam is sealed. The instructor's passphrase:")
                )
                text, ok = (ask or QInputDialog.getText)(
                    qt_window(self.window), title, prompt, QLineEdit.EchoMode.Password
                )
                if not ok:
                    return None
                passphrase = text
        source = {"school": exams[index].exam_id}  # opened again from here if kept at quitting
        return self.window.exam.show_intro(exam, source)  # type: ignore[attr-defined]

    def choose_school_set(self, pick: Any = None) -> list[Any]:
        """Pick a drill set published on the store and deal it (Next drill steps through it).
        Returns its drills (empty when none was opened)."""
        from dealer_trainer.drills.errors import DrillError, describe
        from dealer_trainer.drills.files import drill_set_from_dict

        title = self.tr("Open a school drill set")
        if self.store is None:
            return []
        try:
            sets = self.store.published_drill_sets()
            index = self._pick(
                title,
                self.tr("Drill sets published for the class:"),
                [
                    self.tr("%1 (%2 drills)").replace("%1", s.name).replace("%2", str(s.drill_count))
                    for s in sets
                ],
                pick,
            )
            if index < 0:
                return []
            drill_set = drill_set_from_dict(self.store.drill_set_file(sets[index].name))
        except DrillError as exc:
            QMessageBox.warning(qt_window(self.window), title, describe(exc))
            return []
        except Exception as exc:  # noqa: BLE001 - an unreachable server, a driver error: one line
            self._fail(title, exc)
            return []
        window: Any = self.window
        window.drill_sets.load_set(drill_set.title or sets[index].name, list(drill_set.drills))
        return list(drill_set.drills)

    def choose_publish(self, path: str | None = None, ask: Any = None) -> str:
        """Publish an exam file or a drill set file (asked for when ``path`` is None) on the
        store; a drill set under its title. An exam sealed with a passphrase is published only
        with it (asked for: ``ask``, QInputDialog.getText's signature) and checked with it.
        Returns what was said ("" when nothing was done)."""
        from PySide6.QtWidgets import QFileDialog, QInputDialog

        from dealer_trainer.drills.errors import DrillError, describe
        from dealer_trainer.drills.exams import exam_info
        from dealer_trainer.drills.file_fields import parse_drill_json, read_file_text
        from dealer_trainer.drills.files import EXAM_FORMAT

        title = self.tr("Publish for the class")
        if self.store is None:
            return ""
        if path is None:
            path, _filter = QFileDialog.getOpenFileName(
                qt_window(self.window),
                title,
                "",
                self.tr("Exam or drill set files (*.json);;All files (*)"),
            )
            if not path:
                return ""
        try:
            data = parse_drill_json(read_file_text(path))
            if isinstance(data, dict) and data.get("format") == EXAM_FORMAT:
                passphrase, ok = None, True
                if exam_info(data).needs_passphrase:
                    prompt = self.tr("This exam is sealed. The instructor's passphrase:")
                    password = QLineEdit.EchoMode.Password
                    passphrase, ok = (ask or QInputDialog.getText)(
                        qt_window(self.window), title, prompt, password
                    )
                if not ok:
                    return ""
                info = self.store.publish_exam(data, passphrase)
                said = self.tr("Published the exam %1 for the class.").replace(
                    "%1", info.title or info.exam_id
                )
            else:
                name = data.get("title") if isinstance(data, dict) else None
                name = name if isinstance(name, str) and name.strip() else Path(path).stem
                published = self.store.publish_drill_set(name, data)
                said = self.tr("Published the drill set %1 for the class.").replace("%1", published.name)
        except DrillError as exc:
            said = f"{Path(path).name}: {describe(exc)}"
            QMessageBox.warning(qt_window(self.window), title, said)
            return said
        except Exception as exc:  # noqa: BLE001 - StoreError, a refused login, a driver error: one line
            self._fail(title, exc)
            return str(exc).splitlines()[0] if str(exc) else type(exc).__name__
        QMessageBox.information(qt_window(self.window), title, said)
        return said

    def _weak_spots_follow(self) -> None:
        """Weak-spot drills chosen from the last trainee's record leave the table with them: the
        new trainee's weak spots are dealt instead, or a new drill when they have none."""
        window: Any = self.window
        sets = getattr(window, "drill_sets", None)
        if sets is None or not sets.active or id(sets.current) not in self.weak_why:
            return
        self.weak_why = {}
        if not self.practise_weak_spots(quiet=True):
            window.session.next_drill()
            window.statusBar().showMessage(
                self.tr("%1 has no weak spots to practise yet: a new drill is dealt.").replace(
                    "%1", self.trainee
                )
            )

    def practise_weak_spots(
        self, count: int = 6, rng: random.Random | None = None, quiet: bool = False
    ) -> list[Any]:
        """Deal ``count`` drills aimed at the trainee's most frequent recent mistakes as a set
        (Next drill steps through it); each drill's notes say why it was chosen. Returns the
        :class:`WeakSpotDrill` list (empty, with a message unless ``quiet``, when there is
        nothing to aim at)."""
        from dealer_trainer.drills.weak_spots import RECENT, weak_spot_drills

        if self.store is None:
            return []
        try:
            counts, recent = self.store.recent_mistakes(self.trainee, RECENT)
            chosen = weak_spot_drills(counts, recent, rng or random.Random(), count)
        except ValueError as exc:
            if not quiet:
                QMessageBox.information(qt_window(self.window), self.tr("Weak spots"), str(exc))
            return []
        except Exception as exc:  # noqa: BLE001 - the store's driver error
            QMessageBox.warning(qt_window(self.window), self.tr("Weak spots"), str(exc).splitlines()[0])
            return []
        window: Any = self.window
        self.weak_why = {id(c.drill): c.why for c in chosen}
        window.drill_sets.load_set(self.tr("Weak spots"), [c.drill for c in chosen])
        return chosen

    def _explain(self, drill: object) -> None:
        """Put why a weak-spot drill was chosen at the top of the panel (after the panel has
        shown the drill: this slot is connected after the window's)."""
        why = self.weak_why.get(id(drill))
        if not why:
            return
        from PySide6.QtGui import QTextCursor

        panel: Any = self.window.panel
        cursor = QTextCursor(panel.text.document())
        cursor.movePosition(QTextCursor.MoveOperation.Start)
        cursor.insertHtml(f"<p><b>{escape(self.tr('Why this drill'))}</b><br>{escape(why)}</p>")
        cursor.insertBlock()
