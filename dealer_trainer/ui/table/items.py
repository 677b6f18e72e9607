"""The things drawn on the table: felt, seats, spots, chips. Items are dumb: they paint and
forward mouse gestures to the scene, which decides what they mean."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QRadialGradient,
)
from PySide6.QtWidgets import QGraphicsItem

from dealer_trainer.engine.chips import Denomination
from dealer_trainer.ui.table.layout import (
    CENTER,
    CHIP_H,
    CHIP_T,
    CHIP_W,
    FELT,
    RAIL,
    SCENE_H,
    SCENE_W,
    Rect,
)

if TYPE_CHECKING:
    from PySide6.QtWidgets import QStyleOptionGraphicsItem, QWidget


class ChipTable(Protocol):
    """What a chip asks of the scene it lies in (the scene implements it; items know no scene
    class): the drag's three steps and the context menu."""

    chip_menu_requested: Any

    def start_drag(self, item: ChipItem, single: bool, pos: QPointF, whole: bool = False) -> None: ...

    def drag_moved(self, item: ChipItem, pos: QPointF) -> None: ...

    def end_drag(self, item: ChipItem, pos: QPointF) -> None: ...


RETURN_HEAD = 22.0  # the title line of a return spot holding chips
LABEL_PX = 20  # scene px of printed text on chips and spots: >= 11 px on screen at 1280x800

FELT_GREEN = QColor("#1f6b45")
OK_GREEN = QColor("#43d17a")
BAD_RED = QColor("#ff5a4f")
HINT_GOLD = QColor("#ffd54a")
TARGET_BLUE = QColor("#8fd3ff")
TEXT_LIGHT = QColor("#f3f6f4")
TEXT_DIM = QColor("#b9d3c4")


def font(pixels: float, bold: bool = False) -> QFont:
    """A UI font sized in scene units (pixels before the view scales)."""
    f = QFont()
    f.setPixelSize(max(1, round(pixels)))
    f.setBold(bold)
    return f


def qrect(rect: Rect) -> QRectF:
    return QRectF(rect.x, rect.y, rect.w, rect.h)


def spot_outline(
    pen: QPen, fill: QColor, verdict: bool | None, hinted: bool, targeted: bool
) -> tuple[QPen, QColor]:
    """A spot's outline and fill for its state: checked right/wrong, hinted, a drop target."""
    if verdict is not None:
        pen = QPen(OK_GREEN if verdict else BAD_RED, 5)
    if hinted:
        pen = QPen(HINT_GOLD, 5, Qt.PenStyle.DashLine)
    if targeted:
        pen = QPen(TARGET_BLUE, 4)
        fill = QColor(143, 211, 255, 50)
    return pen, fill


def text_on(colour: QColor) -> QColor:
    """Black or white, whichever reads better on ``colour``."""
    return QColor("#111111") if colour.lightnessF() > 0.55 else QColor("#ffffff")


class TableItem(QGraphicsItem):
    """The felt and the rail, the dealer's place at the bottom."""

    def __init__(self) -> None:
        super().__init__()
        self.setZValue(-100)
        self.dealer_text = "Dealer"

    def boundingRect(self) -> QRectF:  # noqa: N802
        return QRectF(0, 0, SCENE_W, SCENE_H)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        cx, cy = CENTER
        rx, ry = FELT
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        outer = QRectF(cx - rx - RAIL, cy - ry - RAIL, 2 * (rx + RAIL), 2 * (ry + RAIL))
        rail = QLinearGradient(outer.topLeft(), outer.bottomLeft())
        rail.setColorAt(0, QColor("#5a3620"))
        rail.setColorAt(1, QColor("#2e1a0e"))
        painter.setPen(QPen(QColor("#1a0f08"), 3))
        painter.setBrush(QBrush(rail))
        painter.drawEllipse(outer)
        inner = QRectF(cx - rx, cy - ry, 2 * rx, 2 * ry)
        felt = QRadialGradient(QPointF(cx, cy - 40), rx)
        felt.setColorAt(0, QColor("#2f8f5e"))
        felt.setColorAt(0.7, FELT_GREEN)
        felt.setColorAt(1, QColor("#164d32"))
        painter.setPen(QPen(QColor("#0f3322"), 4))
        painter.setBrush(QBrush(felt))
        painter.drawEllipse(inner)
        painter.setPen(QPen(QColor(255, 255, 255, 38), 3))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawEllipse(inner.adjusted(34, 34, -34, -34))
        painter.setPen(QColor(255, 255, 255, 150))
        painter.setFont(font(LABEL_PX, True))
        painter.drawText(
            QRectF(cx - 100, cy + ry + 6, 200, RAIL - 10), Qt.AlignmentFlag.AlignCenter, self.dealer_text
        )


class ChipItem(QGraphicsItem):
    """One chip, drawn as a disc with its edge, edge spots and printed value.

    Movable; the scene lifts the chips above it along and decides the drop on release.
    """

    def __init__(self, chip_id: int, denomination: Denomination, origin: str, tooltip: str) -> None:
        super().__init__()
        self.visible_width = CHIP_W
        self.chip_id = chip_id
        self.value = denomination.value
        self.origin = origin
        self.denomination = denomination
        self.colour = QColor(denomination.colour)
        self.setFlags(
            QGraphicsItem.GraphicsItemFlag.ItemIsMovable
            | QGraphicsItem.GraphicsItemFlag.ItemSendsGeometryChanges
        )
        self.setCursor(Qt.CursorShape.OpenHandCursor)
        self.setToolTip(tooltip)
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)

    def table(self) -> ChipTable:
        return self.scene()  # type: ignore[return-value]

    def boundingRect(self) -> QRectF:  # noqa: N802
        return QRectF(-1, -1, CHIP_W + 2, CHIP_H + CHIP_T + 2)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addRoundedRect(QRectF(0, 0, CHIP_W, CHIP_H + CHIP_T), CHIP_W / 2, CHIP_H / 2)
        return path

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        base = self.colour
        side = base.darker(150)
        outline = QPen(base.darker(250) if base.lightnessF() > 0.2 else QColor("#777777"), 1.2)
        # the edge: bottom half-ellipse joined to the top one
        painter.setPen(outline)
        painter.setBrush(side)
        edge = QPainterPath()
        edge.moveTo(0, CHIP_H / 2)
        edge.arcTo(QRectF(0, CHIP_T, CHIP_W, CHIP_H), 180, 180)
        edge.lineTo(CHIP_W, CHIP_H / 2)
        edge.closeSubpath()
        painter.drawPath(edge)
        # edge spots seen on the side of a stack (their density tells the chip without colour)
        spots = self.denomination.edge_spots
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(255, 255, 255, 235) if base.lightnessF() < 0.8 else QColor("#1e5fa8"))
        for k in range(spots):
            theta = math.pi * (k + 0.5) / spots * 2
            if math.sin(theta) <= 0.15:
                continue
            x = CHIP_W / 2 + (CHIP_W / 2) * math.cos(theta)
            width = 3.4 * math.sin(theta)
            y = CHIP_H / 2 + (CHIP_H / 2) * math.sin(theta) - 1
            painter.drawRect(QRectF(x - width / 2, y - CHIP_T / 2 + 1, width, CHIP_T - 1))
        # the face
        painter.setPen(outline)
        painter.setBrush(base)
        painter.drawEllipse(QRectF(0, 0, CHIP_W, CHIP_H))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(255, 255, 255, 235) if base.lightnessF() < 0.8 else QColor("#1e5fa8"))
        for k in range(spots):
            theta = 2 * math.pi * k / spots
            px = CHIP_W / 2 + (CHIP_W / 2 - 2.6) * math.cos(theta)
            py = CHIP_H / 2 + (CHIP_H / 2 - 1.4) * math.sin(theta)
            painter.drawEllipse(QPointF(px, py), 2.2, 1.3)
        inlay = QRectF(CHIP_W * 0.2, CHIP_H * 0.18, CHIP_W * 0.6, CHIP_H * 0.64)
        painter.setBrush(base.lighter(125) if base.lightnessF() < 0.5 else base.darker(108))
        painter.drawEllipse(inlay)
        box = self.label_box()
        if box is None:
            return  # too little of the face shows: colour and edge spots tell it, no half label
        painter.setPen(text_on(base))
        painter.setFont(self.label_font())
        painter.drawText(box, Qt.AlignmentFlag.AlignCenter, self.denomination.label)

    def label_font(self) -> QFont:
        label = self.denomination.label
        return font(LABEL_PX if len(label) < 3 else LABEL_PX - 1, True)

    def label_box(self) -> QRectF | None:
        """Where the printed value lies on the chip (item coordinates): centred on the part of
        the face the next column leaves in view, and only when it fits there whole, so two
        neighbouring values never run together ("100500"); None when it does not fit."""
        text_w = QFontMetricsF(self.label_font()).horizontalAdvance(self.denomination.label)
        width = min(CHIP_W, self.visible_width)
        if text_w + 4 > width:
            return None
        return QRectF((width - text_w) / 2, 0, text_w, CHIP_H)

    def set_visible_width(self, width: float) -> None:
        """How much of the face (from the left) the next column leaves in view."""
        width = max(0.0, min(CHIP_W, width))
        if width != self.visible_width:
            self.visible_width = width
            self.update()

    def mousePressEvent(self, event: Any) -> None:  # noqa: N802
        super().mousePressEvent(event)
        single = bool(
            event.modifiers() & (Qt.KeyboardModifier.ShiftModifier | Qt.KeyboardModifier.AltModifier)
        )
        whole = bool(event.modifiers() & Qt.KeyboardModifier.ControlModifier)
        self.table().start_drag(self, single and not whole, event.scenePos(), whole)

    def mouseMoveEvent(self, event: Any) -> None:  # noqa: N802
        super().mouseMoveEvent(event)
        self.table().drag_moved(self, event.scenePos())

    def mouseReleaseEvent(self, event: Any) -> None:  # noqa: N802
        super().mouseReleaseEvent(event)
        self.table().end_drag(self, event.scenePos())

    def contextMenuEvent(self, event: Any) -> None:  # noqa: N802
        self.table().chip_menu_requested.emit(self.chip_id, event.screenPos())
        event.accept()


class SpotItem(QGraphicsItem):
    """A place chips can lie: a pot, a return spot, a seat's bets, the dead money.

    Shows a title, the amount and an outline for its state (drop target, hint, verdict).
    """

    def __init__(self, zone: str, rect: Rect, title: str, kind: str, short_title: str = "") -> None:
        super().__init__()
        self.zone = zone
        self.kind = kind  # "pot", "return", "front", "dead", "drop" (the rake's or jackpot's slot)
        self.title = title
        self.short_title = short_title or title  # when the title does not fit ("↩ Fatima")
        self.amount_text = ""
        self.rect = qrect(rect)
        self.verdict: bool | None = None
        self.hinted = False
        self.targeted = False
        self.dimmed = False
        self.revealed = False  # an empty return spot shows only while a drag can land on it
        self.title_clear = True  # no chip lies over the title line of a return spot
        self.setZValue(-10)
        self.setAcceptHoverEvents(False)
        # the title and amount of a pot, a bet or the dead money are drawn above the chips
        self.label = SpotLabel(self) if kind in ("pot", "front", "dead", "drop") else None

    def itemChange(self, change: QGraphicsItem.GraphicsItemChange, value: Any) -> Any:  # noqa: N802
        label: SpotLabel | None = getattr(self, "label", None)  # None while __init__ runs
        if label is not None:
            if change == QGraphicsItem.GraphicsItemChange.ItemSceneChange and label.scene() is not None:
                label.scene().removeItem(label)
            elif change == QGraphicsItem.GraphicsItemChange.ItemSceneHasChanged and value is not None:
                value.addItem(label)
            elif change == QGraphicsItem.GraphicsItemChange.ItemVisibleHasChanged:
                label.setVisible(bool(value))
        return super().itemChange(change, value)

    def set_rect(self, rect: Rect) -> None:
        self.prepareGeometryChange()
        self.rect = qrect(rect)
        if (label := getattr(self, "label", None)) is not None:
            label.refresh()

    def set_state(self, **changes: Any) -> None:
        """Change ``verdict``, ``hinted``, ``targeted``, ``amount_text`` or ``title`` and repaint."""
        changed = False
        for key, value in changes.items():
            if getattr(self, key) != value:
                setattr(self, key, value)
                changed = True
        if changed:
            self.update()
            if self.label is not None:
                self.label.refresh()

    def boundingRect(self) -> QRectF:  # noqa: N802
        return self.rect.adjusted(-8, -8, 8, 8)

    def fitted_title(self, width: float) -> tuple[str, QFont]:
        """The title and font that fit ``width``: the title, shrunk down to the smallest legible
        size, else the short title, shrunk, else the short title elided."""
        for text in (self.title, self.short_title):
            for size in (LABEL_PX, LABEL_PX - 1):
                f = font(size, True)
                if QFontMetricsF(f).horizontalAdvance(text) <= width:
                    return text, f
        f = font(LABEL_PX - 1, True)
        return QFontMetricsF(f).elidedText(self.short_title, Qt.TextElideMode.ElideRight, width), f

    def _paint_return(self, painter: QPainter, r: QRectF) -> None:
        """A return spot: its title centred while empty; with chips, the amount on the title line."""
        if not self.amount_text:
            text, f = self.fitted_title(r.width() - 14)
            painter.setPen(TEXT_DIM)
            painter.setFont(f)
            painter.drawText(r, Qt.AlignmentFlag.AlignCenter, text)
            return
        head = QRectF(r.x() + 10, r.y() + 1, r.width() - 20, RETURN_HEAD)
        amount_font = font(LABEL_PX, True)
        amount_w = QFontMetricsF(amount_font).horizontalAdvance(self.amount_text) + 6
        painter.setPen(QColor("#fff3b0"))
        painter.setFont(amount_font)
        painter.drawText(head, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, self.amount_text)
        f = font(LABEL_PX - 1, True)
        if (
            self.title_clear
            and QFontMetricsF(f).horizontalAdvance(self.short_title) <= head.width() - amount_w
        ):
            painter.setPen(TEXT_DIM)  # "↩ Emma" beside the amount when it fits; else the amount alone
            painter.setFont(f)
            painter.drawText(
                head, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, self.short_title
            )

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self.rect
        radius = 16.0
        idle = not (
            self.amount_text or self.revealed or self.hinted or self.targeted or self.verdict is not None
        )
        if self.kind == "return" and idle:
            return  # the felt shows pots, bets, board and chips; a return spot only when in use
        fill = {
            "pot": QColor(0, 0, 0, 60),
            "dead": QColor(0, 0, 0, 45),
            "return": QColor(255, 255, 255, 22),
            "front": QColor(0, 0, 0, 0),
            "drop": QColor(90, 20, 20, 90),  # the house's slot: a drop box's dark red
        }[self.kind]
        pen = QPen(QColor(255, 255, 255, 90 if self.kind != "front" else 40), 2, Qt.PenStyle.DashLine)
        if self.kind == "pot":
            pen = QPen(QColor(255, 255, 255, 130), 2.5)
        pen, fill = spot_outline(pen, fill, self.verdict, self.hinted, self.targeted)
        painter.setPen(pen)
        painter.setBrush(fill)
        painter.drawRoundedRect(r, radius, radius)
        if self.kind == "return":
            self._paint_return(painter, r)
            return
        if self.label is not None:
            return  # the words are the label's, above the chips
        head = QRectF(r.x() + 10, r.y() + 3, r.width() - 20, 26)
        if self.kind == "pot":
            painter.setPen(TEXT_LIGHT)
            painter.setFont(font(LABEL_PX, True))
            painter.drawText(head, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, self.title)
            painter.setPen(QColor("#fff3b0"))
            painter.setFont(font(LABEL_PX + 2, True))
            painter.drawText(
                head.translated(0, 25),
                Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                self.amount_text,
            )
            return
        if self.title:
            painter.setPen(TEXT_LIGHT if self.kind == "pot" else TEXT_DIM)
            painter.setFont(font(LABEL_PX, True))
            painter.drawText(head, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, self.title)
        if self.amount_text:
            painter.setPen(QColor("#fff3b0"))
            painter.setFont(font(LABEL_PX + 1, True))
            align = Qt.AlignmentFlag.AlignRight if self.title else Qt.AlignmentFlag.AlignLeft
            painter.drawText(head, align | Qt.AlignmentFlag.AlignVCenter, self.amount_text)


class SeatItem(QGraphicsItem):
    """A player's plate on the rail: name, position, stack behind or ALL-IN / FOLDED."""

    def __init__(self, rect: Rect, name: str, position: str, status: str, folded: bool, all_in: bool) -> None:
        super().__init__()
        self.rect = qrect(rect)
        self.name = name
        self.position = position
        self.status = status
        self.folded = folded
        self.all_in = all_in
        self.shown_name = name  # the name as last painted (elided only when nothing else fits)
        self.setZValue(-5)

    def boundingRect(self) -> QRectF:  # noqa: N802
        return self.rect.adjusted(-4, -4, 4, 4)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self.rect
        grad = QLinearGradient(r.topLeft(), r.bottomLeft())
        grad.setColorAt(0, QColor("#30363b") if not self.folded else QColor("#3a3d40"))
        grad.setColorAt(1, QColor("#15191c") if not self.folded else QColor("#2a2c2e"))
        painter.setPen(QPen(QColor("#c9a227") if self.all_in else QColor("#6f7a80"), 2.5))
        painter.setBrush(QBrush(grad))
        painter.drawRoundedRect(r, 14, 14)
        name_colour = TEXT_LIGHT if not self.folded else QColor("#9aa3a8")
        top = QRectF(r.x() + 10, r.y() + 4, r.width() - 20, r.height() / 2 - 2)
        bottom = QRectF(r.x() + 10, r.center().y(), r.width() - 20, r.height() / 2 - 4)
        badge_w = 0.0
        if self.position:
            badge_font = font(16 if len(self.position) <= 3 else 14, True)  # "UTG+1" leaves room
            painter.setFont(badge_font)
            badge_w = QFontMetricsF(badge_font).horizontalAdvance(self.position) + 10
            badge = QRectF(r.right() - 8 - badge_w, top.y() + 5, badge_w, top.height() - 8)
            is_button = self.position == "BTN"
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor("#f5f5f0") if is_button else QColor("#4b565c"))
            painter.drawRoundedRect(badge, 8, 8)
            painter.setPen(QColor("#111111") if is_button else TEXT_LIGHT)
            painter.drawText(badge, Qt.AlignmentFlag.AlignCenter, self.position)
        painter.setPen(name_colour)
        name_box = top.adjusted(-4, 0, -badge_w - 2, 0)
        name, name_font = self.name, font(13, True)
        for size in (
            22,
            20,
            19,
            17,
            16,
            15,
            14,
            13,
        ):  # shrink a long name (to a legible 13 px) before eliding
            name_font = font(size, True)
            if QFontMetricsF(name_font).horizontalAdvance(self.name) <= name_box.width():
                break
        else:  # scene units, as the table is drawn at any window size (the painter's are device px)
            metrics = QFontMetricsF(name_font)
            name = metrics.elidedText(self.name, Qt.TextElideMode.ElideRight, name_box.width())
        self.shown_name = name
        painter.setFont(name_font)
        painter.drawText(name_box, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, name)
        for size in range(LABEL_PX - 1, 12, -1):  # a longer word (Dutch "WEGGEGOOID") shrinks to fit
            painter.setFont(font(size, self.all_in or self.folded))
            if painter.fontMetrics().horizontalAdvance(self.status) <= bottom.width():
                break
        colour = QColor("#ffcf40") if self.all_in else (QColor("#a7b0b5") if self.folded else TEXT_DIM)
        painter.setPen(colour)
        width = int(bottom.width())
        status = painter.fontMetrics().elidedText(self.status, Qt.TextElideMode.ElideRight, width)
        painter.drawText(bottom, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, status)


class TrayItem(QGraphicsItem):
    """The dealer's chip tray: dropping a chip here exchanges it for smaller chips."""

    def __init__(self, rect: Rect, title: str) -> None:
        super().__init__()
        self.rect = qrect(rect)
        self.title = title
        self.targeted = False
        self.setZValue(-8)

    def set_targeted(self, on: bool) -> None:
        if on != self.targeted:
            self.targeted = on
            self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802
        return self.rect.adjusted(-6, -6, 6, 6)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self.rect
        painter.setPen(QPen(TARGET_BLUE if self.targeted else QColor("#1c120a"), 4 if self.targeted else 2))
        painter.setBrush(QColor("#4a3424"))
        painter.drawRoundedRect(r, 10, 10)
        slots = 8
        w = (r.width() - 20) / slots
        painter.setPen(Qt.PenStyle.NoPen)
        for i in range(slots):
            slot = QRectF(r.x() + 10 + i * w + 2, r.y() + 8, w - 4, r.height() - 16)
            painter.setBrush(QColor("#2b1d13"))
            painter.drawRoundedRect(slot, 6, 6)
        painter.setPen(QColor("#f1e2c8"))
        painter.setFont(font(17, True))
        painter.drawText(
            r.adjusted(8, 2, -8, -2), Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, self.title
        )


class ButtonItem(QGraphicsItem):
    """A small clickable control on the felt ("+ Side pot")."""

    def __init__(self, rect: Rect, text: str, callback: Any) -> None:
        super().__init__()
        self.rect = qrect(rect)
        self.text = text
        self.callback = callback
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)

    def set_rect(self, rect: Rect) -> None:
        self.prepareGeometryChange()
        self.rect = qrect(rect)
        if (label := getattr(self, "label", None)) is not None:
            label.refresh()

    def boundingRect(self) -> QRectF:  # noqa: N802
        return self.rect.adjusted(-2, -2, 2, 2)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor(255, 255, 255, 150), 2, Qt.PenStyle.DashLine))
        painter.setBrush(QColor(0, 0, 0, 50))
        painter.drawRoundedRect(self.rect, 12, 12)
        painter.setPen(TEXT_LIGHT)
        painter.setFont(font(LABEL_PX - 1, True))
        painter.drawText(self.rect, Qt.AlignmentFlag.AlignCenter, self.text)

    def mousePressEvent(self, event: Any) -> None:  # noqa: N802
        event.accept()

    def mouseReleaseEvent(self, event: Any) -> None:  # noqa: N802
        if self.rect.contains(event.pos()):
            self.callback()
        event.accept()


class AmountTag(QGraphicsItem):
    """The amount carried by a drag, shown beside the cursor in the drill's money."""

    def __init__(self) -> None:
        super().__init__()
        self.text = ""
        self.setZValue(30_000)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def set_text(self, text: str) -> None:
        """Show ``text`` (the amount)."""
        if text != self.text:
            self.prepareGeometryChange()
            self.text = text
            self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802
        width = QFontMetricsF(font(15, True)).horizontalAdvance(self.text) + 16
        return QRectF(0, 0, width, 26)

    def paint(self, painter: QPainter, option: Any, widget: Any = None) -> None:
        rect = self.boundingRect()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor("#f5d76e"), 1.5))
        painter.setBrush(QColor(20, 24, 27, 235))
        painter.drawRoundedRect(rect.adjusted(1, 1, -1, -1), 6, 6)
        painter.setPen(QColor("#f5d76e"))
        painter.setFont(font(15, True))
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, self.text)


class SpotLabel(QGraphicsItem):
    """A spot's title and amount, drawn above the chips so a tall pile never buries them; it
    takes no mouse press (the chips under it stay easy to lift)."""

    def __init__(self, spot: SpotItem) -> None:
        super().__init__()
        self.spot = spot
        self.setZValue(5_000)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(False)

    def refresh(self) -> None:
        self.prepareGeometryChange()
        self.update()

    def _lines(self) -> list[tuple[str, QFont, QColor]]:
        spot = self.spot
        lines: list[tuple[str, QFont, QColor]] = []
        if spot.kind == "pot":
            lines.append((spot.title, font(LABEL_PX, True), TEXT_LIGHT))
            if spot.amount_text:
                lines.append((spot.amount_text, font(LABEL_PX + 2, True), QColor("#fff3b0")))
        else:
            f = font(LABEL_PX + 1, True)
            colour = QColor("#fff3b0") if spot.amount_text else TEXT_DIM
            text = "  ".join(t for t in (spot.title, spot.amount_text) if t)
            if (
                spot.title
                and spot.amount_text
                and QFontMetricsF(f).horizontalAdvance(text) > spot.rect.width() - 22
            ):
                lines += [(spot.title, f, TEXT_DIM), (spot.amount_text, f, colour)]  # never cut the amount
            elif text:
                lines.append((text, f, colour))
        return lines

    def boundingRect(self) -> QRectF:  # noqa: N802
        r = self.spot.rect
        height = 25.0 * max(1, len(self._lines())) + 4
        return QRectF(r.x() + 4, r.y() + 2, r.width() - 8, height)

    def pill(self) -> QRectF | None:
        """The rect the words take (scene units), None when there are none."""
        lines = self._lines()
        if not lines:
            return None
        r = self.spot.rect
        widths = [QFontMetricsF(f).horizontalAdvance(t) for t, f, _ in lines]
        return QRectF(r.x() + 5, r.y() + 3, min(max(widths) + 12, r.width() - 10), 25.0 * len(lines))

    def paint(self, painter: QPainter, option: Any, widget: Any = None) -> None:
        lines = self._lines()
        pill = self.pill()
        if pill is None:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(12, 40, 26, 170))  # the felt, darker: the words read over chips
        painter.drawRoundedRect(pill, 8, 8)
        for k, (text, f, colour) in enumerate(lines):
            painter.setFont(f)
            painter.setPen(colour)
            line = QRectF(pill.x() + 6, pill.y() + 25.0 * k, pill.width() - 8, 25.0)
            painter.drawText(line, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, text)


#: The items a scene caches in device coordinates once the table is painted (a drag repaints
#: from the caches: 40 ms a full repaint without, 10 with); none before, as making every cache
#: pixmap for the first paint delays it ~15 ms.
CACHED_ITEMS = (TableItem, ChipItem, SpotItem, SeatItem, TrayItem, ButtonItem)
