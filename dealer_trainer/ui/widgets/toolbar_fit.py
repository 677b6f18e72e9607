"""Keep every action of a toolbar in view at a small window: rather than let Qt hide the last
actions behind the extension button (the chevron), the toolbar gets compact as it narrows, first
its combo box (its text elided), then its words a point smaller."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QComboBox, QToolBar

__all__ = ["ToolbarFit"]

#: The fewest characters the combo box keeps ("Level 3", "Straath…").
FEWEST_CHARS = 7


class ToolbarFit(QObject):
    """Fits ``bar`` (with its ``combo``) into its width on every resize.

    Attributes:
        widest: the combo box's minimum contents length at full width (characters).
    """

    def __init__(self, bar: QToolBar, combo: QComboBox) -> None:
        super().__init__(bar)
        self.bar = bar
        self.combo = combo
        self.widest = combo.minimumContentsLength()
        self._fitting = False
        self._font = bar.font()
        bar.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if watched is self.bar and event.type() in (QEvent.Type.Resize, QEvent.Type.LayoutRequest):
            self.fit()
        return False

    def overflows(self) -> bool:
        """True when the toolbar's actions need more width than it has."""
        return self.bar.sizeHint().width() > self.bar.width()

    def fit(self) -> None:
        """The widest combo box and the largest words that fit, a smaller font when nothing else does."""
        if self._fitting or self.bar.width() <= 0:
            return
        self._fitting = True
        try:
            self.bar.setFont(self._font)
            chars = self.widest
            self.combo.setMinimumContentsLength(chars)
            while self.overflows() and chars > FEWEST_CHARS:
                chars -= 1
                self.combo.setMinimumContentsLength(chars)
            smaller = self.bar.font()
            while self.overflows() and smaller.pointSizeF() > 7:
                smaller.setPointSizeF(smaller.pointSizeF() - 0.5)
                self.bar.setFont(smaller)
        finally:
            self._fitting = False
