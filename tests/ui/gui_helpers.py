"""Helpers for GUI tests: find where a chip can be grabbed; drag with real mouse events."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtTest import QTest

from dealer_trainer.ui.table.items import ChipItem


def visible_point(view, item) -> QPoint | None:
    """A viewport point where ``item`` is the topmost item (None when it is covered)."""
    rect = item.sceneBoundingRect()
    best = None
    steps = 14
    for j in range(steps, -1, -1):
        for i in (steps // 2, steps // 3, 2 * steps // 3, steps // 4, 3 * steps // 4):
            p = QPointF(rect.x() + rect.width() * i / steps, rect.y() + rect.height() * j / steps)
            vp = view.mapFromScene(p)
            top = next((it for it in view.items(vp) if isinstance(it, ChipItem)), None)
            if top is item:
                return vp
    return best


class Mouse:
    """Drags with real mouse events on the view's viewport; always releases the button."""

    def __init__(self) -> None:
        self.drags = 0

    def drag(self, view, start: QPoint, end_scene: QPointF, single: bool = False) -> None:
        vp = view.viewport()
        mod = Qt.KeyboardModifier.ShiftModifier if single else Qt.KeyboardModifier.NoModifier
        end = view.mapFromScene(end_scene)
        QTest.mousePress(vp, Qt.MouseButton.LeftButton, mod, start)
        try:
            mid = QPoint((start.x() + end.x()) // 2, (start.y() + end.y()) // 2)
            QTest.mouseMove(vp, mid)
            QTest.mouseMove(vp, end)
        finally:
            QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, mod, end)
        self.drags += 1

    def drag_chip(self, view, item, end_scene: QPointF, single: bool = False) -> bool:
        start = visible_point(view, item)
        if start is None:
            return False
        self.drag(view, start, end_scene, single)
        return True

    def click(self, view, scene_point: QPointF) -> None:
        vp = view.viewport()
        QTest.mouseClick(
            vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, view.mapFromScene(scene_point)
        )
