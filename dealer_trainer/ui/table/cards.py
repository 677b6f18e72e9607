"""Playing cards painted in code: rank and suit symbol in each corner and a large centre pip.

Suits differ by shape (♠ ♥ ♦ ♣) and by colour (a four-colour deck: spades black, hearts red,
diamonds blue, clubs green), so they read without colour and at small sizes.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from dealer_trainer.engine.cards import SUIT_SYMBOLS

CARD_W = 44.0
CARD_H = 62.0

SUIT_COLOURS = {"s": "#1a1a1a", "h": "#c62828", "d": "#1565c0", "c": "#2e7d32"}
SUIT_NAMES = {"s": "spades", "h": "hearts", "d": "diamonds", "c": "clubs"}
RANK_TEXT = {"T": "10"}
RANK_NAMES = {
    "A": "ace",
    "K": "king",
    "Q": "queen",
    "J": "jack",
    "T": "ten",
    "9": "nine",
    "8": "eight",
    "7": "seven",
    "6": "six",
    "5": "five",
    "4": "four",
    "3": "three",
    "2": "two",
}


def card_name(code: str) -> str:
    """``"Kc"`` -> ``"king of clubs"`` (tooltips, accessibility)."""
    return f"{RANK_NAMES[code[0]]} of {SUIT_NAMES[code[1]]}"


def paint_card(painter: QPainter, rect: QRectF, code: str | None) -> None:
    """Paint card ``code`` (``"Kc"``) in ``rect``; None paints a card back."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    radius = rect.width() * 0.1
    if code is None:
        painter.setPen(QPen(QColor("#f3f6f4"), 1.5))
        painter.setBrush(QColor("#7b1e2b"))
        painter.drawRoundedRect(rect, radius, radius)
        painter.setPen(QPen(QColor("#d9a7ae"), 1.0, Qt.PenStyle.DotLine))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(rect.adjusted(4, 4, -4, -4), radius / 2, radius / 2)
        painter.restore()
        return
    rank, suit = code[0], code[1]
    colour = QColor(SUIT_COLOURS[suit])
    painter.setPen(QPen(QColor("#555555"), 1.0))
    painter.setBrush(QColor("#fdfdfb"))
    painter.drawRoundedRect(rect, radius, radius)
    painter.setPen(colour)
    corner = QFont()
    corner.setPixelSize(max(1, round(rect.height() * 0.3)))
    corner.setBold(True)
    painter.setFont(corner)
    text = RANK_TEXT.get(rank, rank)
    top = QRectF(rect.x() + 3, rect.y() + 1, rect.width() * 0.6, rect.height() * 0.32)
    painter.drawText(top, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, text)
    small = QFont(corner)
    small.setPixelSize(max(1, round(rect.height() * 0.22)))
    painter.setFont(small)
    below = QRectF(rect.x() + 3, top.bottom() - 2, rect.width() * 0.4, rect.height() * 0.24)
    painter.drawText(below, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, SUIT_SYMBOLS[suit])
    pip = QFont(corner)
    pip.setPixelSize(max(1, round(rect.height() * 0.5)))
    painter.setFont(pip)
    centre = QRectF(
        rect.x() + rect.width() * 0.25,
        rect.y() + rect.height() * 0.38,
        rect.width() * 0.72,
        rect.height() * 0.6,
    )
    painter.drawText(centre, Qt.AlignmentFlag.AlignCenter, SUIT_SYMBOLS[suit])
    painter.restore()


class CardItem(QGraphicsItem):
    """One face-up card (or a back when ``code`` is None), ``CARD_W`` × ``CARD_H`` scene units."""

    def __init__(self, code: str | None, scale: float = 1.0) -> None:
        super().__init__()
        self.code = code
        self.size = (CARD_W * scale, CARD_H * scale)
        self.setToolTip(card_name(code) if code else "")
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def boundingRect(self) -> QRectF:  # noqa: N802
        return QRectF(0, 0, *self.size)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        paint_card(painter, self.boundingRect(), self.code)
