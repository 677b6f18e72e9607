"""The window's language: Qt's translators (ours and Qt's own) and the Language menu.

The window follows the system locale unless the trainee picked a language in the Language menu
(saved in the settings) or the command line named one (``dealer-trainer --lang nl``). The
choice applies when Dealer Trainer next starts: the menu says so. The texts built outside Qt
(diagnoses, lessons, solution steps) follow the same language through :mod:`dealer_trainer.i18n`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QLocale, QObject, QTranslator
from PySide6.QtGui import QAction, QActionGroup

from dealer_trainer import i18n
from dealer_trainer.ui.resources import asset_path
from dealer_trainer.ui.window_parts import TableWindow, qt_window

if TYPE_CHECKING:
    from PySide6.QtCore import QCoreApplication


def system_language() -> str:
    """The first of the system's UI languages that the program has, else English."""
    for name in QLocale.system().uiLanguages():
        code = i18n.normalize(name)
        if code:
            return code
    return i18n.DEFAULT_LANGUAGE


def window_language(explicit: str | None = None, saved: str = "") -> str:
    """The window's language: ``explicit`` (``--lang`` / ``DEALER_TRAINER_LANG``), else the
    one ``saved`` in the settings, else the system's."""
    return i18n.normalize(explicit) or i18n.normalize(saved) or system_language()


def install_language(app: QCoreApplication, code: str) -> str:
    """Make ``code`` the language of the window and of the texts outside Qt: removes the
    translators installed before, then loads ``assets/i18n/dealer_trainer_<code>.qm`` and Qt's
    own ``qtbase_<code>.qm`` (from PySide6's translations folder). Returns the code applied
    (English when ``code`` is not a language the program has)."""
    code = i18n.set_language(code)
    for old in getattr(app, "_dealer_trainer_translators", ()):
        app.removeTranslator(old)
    installed: list[QTranslator] = []
    QLocale.setDefault(QLocale(i18n.LOCALES[code]))
    if code != i18n.DEFAULT_LANGUAGE:
        ours = QTranslator(app)
        try:
            loaded = ours.load(str(asset_path(f"i18n/dealer_trainer_{code}.qm")))
        except FileNotFoundError:
            loaded = False
        from PySide6.QtCore import QLibraryInfo  # only for another language than English

        qt_own = QTranslator(app)
        folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
        for translator, ok in ((ours, loaded), (qt_own, qt_own.load(f"qtbase_{code}", folder))):
            if ok:
                app.installTranslator(translator)
                installed.append(translator)
    app._dealer_trainer_translators = installed  # type: ignore[attr-defined]
    return code


class LanguageMenu(QObject):
    """The window's Language menu: follow the system, or a language the program has. The choice
    is saved and applies at the next start (a message says so)."""

    def __init__(self, window: TableWindow) -> None:
        super().__init__(qt_window(window))
        self.window = window
        self.menu = window.menuBar().addMenu(self.tr("Lan&guage"))
        self.group = QActionGroup(self)
        self.actions: dict[str, QAction] = {}
        choices = [("", self.tr("System language"))] + list(i18n.LANGUAGES.items())
        saved = i18n.normalize(window.settings.language) or ""
        for code, name in choices:
            action = QAction(name, self)
            action.setCheckable(True)
            action.setChecked(code == saved)
            action.setStatusTip(self.tr("Applies when Dealer Trainer starts again"))
            action.triggered.connect(lambda _=False, c=code: self.choose(c))
            self.group.addAction(action)
            self.menu.addAction(action)
            self.actions[code] = action
        self.menu.addSeparator()
        note = self.menu.addAction(self.tr("The language changes when Dealer Trainer starts again"))
        note.setEnabled(False)

    def choose(self, code: str, tell: bool = True) -> None:
        """Save ``code`` (``""``: the system's language) for the next start; ``tell``: say so."""
        self.window.settings.language = code
        self.actions[code].setChecked(True)
        if tell:
            from PySide6.QtWidgets import QMessageBox

            QMessageBox.information(
                qt_window(self.window),
                self.tr("Language"),
                self.tr("Dealer Trainer will be in %1 when you start it again.").replace(
                    "%1", i18n.LANGUAGES.get(code) or self.tr("the system language")
                ),
            )
