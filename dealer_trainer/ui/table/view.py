"""The view of the table: scales the fixed-size scene to the window, keeps it crisp on HiDPI."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QColor, QKeyEvent, QPainter
from PySide6.QtWidgets import QFrame, QGraphicsView

from dealer_trainer.ui.table.scene import TableScene

if TYPE_CHECKING:
    from PySide6.QtGui import QResizeEvent
    from PySide6.QtWidgets import QWidget

_AMOUNT_KEYS = set("0123456789.+-=")


class TableView(QGraphicsView):
    """Shows a :class:`TableScene` fitted to the widget, aspect ratio kept."""

    def __init__(self, scene: TableScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.setRenderHints(
            QPainter.RenderHint.Antialiasing
            | QPainter.RenderHint.TextAntialiasing
            | QPainter.RenderHint.SmoothPixmapTransform
        )
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setBackgroundBrush(QColor("#14181b"))
        self.setMinimumSize(480, 320)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setAccessibleName(self.tr("Poker table"))

    def fit(self) -> None:
        """Scale the whole table into the viewport."""
        self.fitInView(self.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)

    def event(self, event: QEvent) -> bool:  # noqa: D102
        # keys typed during a drag set the amount carried: they must reach keyPressEvent and not
        # trigger a shortcut
        amount_key = isinstance(event, QKeyEvent) and (
            (event.text() != "" and event.text() in _AMOUNT_KEYS) or event.key() == Qt.Key.Key_Backspace
        )
        if event.type() == QEvent.Type.ShortcutOverride and amount_key and self._table().dragging:
            event.accept()
            return True
        return super().event(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        if self._table().drag_key(event.key(), event.text()):
            event.accept()
            return
        super().keyPressEvent(event)

    def _table(self) -> TableScene:
        return self.scene()  # type: ignore[return-value]

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802
        super().resizeEvent(event)
        self.fit()

    def showEvent(self, event) -> None:  # noqa: N802, ANN001
        super().showEvent(event)
        self.fit()
