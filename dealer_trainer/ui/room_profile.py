"""The window's room profile (formats.md §6; docs/rules.md#room-profiles): the Showdown menu's
Room profile submenu (no profile, each shipped profile, Open profile…), remembered in the
settings and shown in the status bar; picking one sets the Showdown menu's house rules to the
profile's values. A drill set's own house rules still win over the profile's
(:meth:`RoomProfileController.rules_for`)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import QFileDialog, QLabel

from dealer_trainer.engine.house_rules import AWARD_RULES, with_rules
from dealer_trainer.engine.room_profiles import ProfileError, RoomProfile, load_profile, shipped_profiles
from dealer_trainer.engine.rules import HouseRules
from dealer_trainer.ui.window_parts import TableWindow, qt_window

# The settings key of the profile in force: ``shipped:<file name>`` or a file's path.
SETTING = "rules/profile"
_SHIPPED = "shipped:"


class RoomProfileController(QObject):
    """Adds the Room profile menu and the status bar's profile label to ``window``."""

    def __init__(self, window: TableWindow) -> None:
        super().__init__(qt_window(window))
        self.window = window
        self.profile: RoomProfile | None = None
        self.label = QLabel()
        window.statusBar().addPermanentWidget(self.label)
        self.menu = window.award.menu.addMenu(self.tr("Room &profile"))  # beside the rules it sets
        self.group = QActionGroup(self)
        self.none_action = self._choice(self.tr("No profile: the house rules as set"), "")
        # shipped file name -> its action
        self.shipped_actions: dict[str, QAction] = {}
        for path in shipped_profiles():
            try:
                name = load_profile(path).title
            except ProfileError:
                continue
            self.shipped_actions[path.name] = self._choice(name, _SHIPPED + path.name)
        self.menu.addSeparator()
        self.open_action = self.menu.addAction(self.tr("&Open profile…"))
        self.open_action.triggered.connect(self.open_file)
        for action in (a for actions in window.award.rule_actions.values() for a in actions.values()):
            action.triggered.connect(self._show)
        self._restore()

    def _choice(self, text: str, key: str) -> QAction:
        action = self.menu.addAction(text)
        action.setCheckable(True)
        action.setData(key)
        self.group.addAction(action)
        action.triggered.connect(lambda _=False, k=key: self.choose(k))
        return action

    # ----- the profile in force ----------------------------------------------------------
    def _path(self, key: str) -> Path:
        if key.startswith(_SHIPPED):
            name = key.removeprefix(_SHIPPED)
            return next((p for p in shipped_profiles() if p.name == name), Path(name))
        return Path(key)

    def _restore(self) -> None:
        key = str(self.window.settings.store.value(SETTING, "") or "")
        if key:
            try:
                self.profile = load_profile(self._path(key))
            except ProfileError as exc:  # moved or changed since: no profile, and say why
                self.window.settings.store.remove(SETTING)
                self.window.statusBar().showMessage(str(exc), 10000)
                key = ""
        self._check(key)
        self._show()

    def _check(self, key: str) -> None:
        for action in self.group.actions():
            action.setChecked(action.data() == key)
        if key and not key.startswith(_SHIPPED):
            for action in self.group.actions():
                action.setChecked(False)

    def choose(self, key: str) -> bool:
        """Put the profile ``key`` (``shipped:<file>``, a path, or "" for none) in force: the
        Showdown menu's house rules take its values, the settings remember it. A profile that
        cannot be read changes nothing and says why in the status bar; returns False then."""
        profile = None
        if key:
            try:
                profile = load_profile(self._path(key))
            except ProfileError as exc:
                self.window.statusBar().showMessage(str(exc), 10000)
                self._check(str(self.window.settings.store.value(SETTING, "") or ""))
                return False
        self.profile = profile
        self.window.settings.store.setValue(SETTING, key)
        if profile is not None:
            self.window.award.set_rules(self.rules_for({}))
        self._check(key)
        self._show()
        return True

    def open_file(self) -> None:
        """Open profile…: a room profile file of the user's (JSON)."""
        path, _filter = QFileDialog.getOpenFileName(
            qt_window(self.window), self.tr("Open a room profile"), "", self.tr("Room profiles (*.json)")
        )
        if path:
            self.choose(str(Path(path).resolve()))

    def rules_for(self, given: dict[str, object]) -> HouseRules:
        """The award rules with a drill set's own ``given`` values (rule key -> engine value) over
        the profile's over the default (formats.md §6)."""
        base = with_rules(self.profile.values(AWARD_RULES)) if self.profile else None
        return with_rules(given, base)

    def _show(self) -> None:
        if self.profile is None:
            self.label.setText(self.tr("Room profile: none"))
            self.label.setToolTip(self.tr("No room profile: the house rules as set in the Showdown menu"))
            return
        values = self.profile.values(AWARD_RULES)
        changed = any(getattr(self.window.award.rules, key) != value for key, value in values.items())
        text = self.tr("Room profile: %1").replace("%1", self.profile.title)
        if changed:
            text = self.tr("Room profile: %1 (house rules changed here)").replace("%1", self.profile.title)
        self.label.setText(text)
        self.label.setToolTip(self.profile.path)
