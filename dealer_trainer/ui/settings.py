"""The trainee's preferences, through a small typed wrapper around a given QSettings."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QByteArray

if TYPE_CHECKING:
    from PySide6.QtCore import QSettings

    from dealer_trainer.engine.house_rules import HouseRule


class Settings:
    """Typed access to the settings; tests hand it a QSettings on an INI file in tmp_path."""

    def __init__(self, store: QSettings) -> None:
        self.store = store

    def _int(self, key: str, default: int, low: int, high: int) -> int:
        stored = self.store.value(key, default)
        if not isinstance(stored, int | float | str):  # anything else int() refuses with TypeError
            return default
        try:
            value = int(stored)
        except ValueError:
            return default
        return value if low <= value <= high else default

    def _flag(self, key: str, default: bool) -> bool:
        stored = self.store.value(key, "true" if default else "false")
        return str(stored).lower() in ("true", "1", "yes")

    def rule_value(self, rule: HouseRule) -> Any:
        """The value of a house rule of choices saved under its :attr:`~HouseRule.settings_key`
        (``table/helpers``, ``rules/award_order``); unset: its default. A flag saved as
        anything but true (``"true"``, ``"1"``, ``"yes"``) is off; another rule's unknown value
        is its default."""
        if rule.is_flag:
            return self._flag(rule.settings_key, rule.default)
        stored = self.store.value(rule.settings_key, rule.choice(rule.default).text)
        try:
            return rule.parse(str(stored))
        except ValueError:
            return rule.default

    def set_rule_value(self, rule: HouseRule, value: Any) -> None:
        """Save ``value`` (one of ``rule``'s choices) as files write it (``"false"``, ``"main_first"``)."""
        self.store.setValue(rule.settings_key, rule.choice(value).text)

    @property
    def level(self) -> int:
        """Drill level, 1-5 (default 1; 5 is the cash game with the rake)."""
        return self._int("drill/level", 1, 1, 5)

    @level.setter
    def level(self, value: int) -> None:
        self.store.setValue("drill/level", int(value))

    @property
    def animations(self) -> bool:
        """Animate chips moving (default on)."""
        return self._flag("table/animations", True)

    @animations.setter
    def animations(self, on: bool) -> None:
        self.store.setValue("table/animations", "true" if on else "false")

    @property
    def helpers(self) -> bool:
        """Dealer helpers on: automatic change for a carried amount and cut-to-level (default on;
        the declaration ``HELPERS``)."""
        from dealer_trainer.engine.house_rules import HELPERS  # here: it loads after the first paint

        return bool(self.rule_value(HELPERS))

    @helpers.setter
    def helpers(self, on: bool) -> None:
        from dealer_trainer.engine.house_rules import HELPERS  # here: it loads after the first paint

        self.set_rule_value(HELPERS, on)

    @property
    def award_at_check(self) -> bool:
        """Grade an award only when Check is pressed, no verdict as each pot is pushed (default
        off: each pot is graded as it is pushed, and a mistake shown counts though undone)."""
        return self._flag("award/grade_at_check", False)

    @award_at_check.setter
    def award_at_check(self, on: bool) -> None:
        self.store.setValue("award/grade_at_check", "true" if on else "false")

    @property
    def language(self) -> str:
        """The window's language picked in the Language menu (``"en"``, ``"nl"``), or ``""`` to
        follow the system (default)."""
        return str(self.store.value("ui/language", "") or "")

    @language.setter
    def language(self, code: str) -> None:
        self.store.setValue("ui/language", code)

    @property
    def geometry(self) -> QByteArray:
        """The main window's saved geometry (empty when never saved)."""
        value = self.store.value("window/geometry", QByteArray())
        return value if isinstance(value, QByteArray) else QByteArray()

    @geometry.setter
    def geometry(self, value: QByteArray) -> None:
        self.store.setValue("window/geometry", value)

    def sync(self) -> None:
        self.store.sync()
