"""Painted cards: every card draws, suits differ in colour and in shape."""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter

from dealer_trainer.ui.table.cards import CARD_H, CARD_W, SUIT_COLOURS, card_name, paint_card


def render(code):
    image = QImage(int(CARD_W * 2), int(CARD_H * 2), QImage.Format.Format_ARGB32)
    image.fill(QColor("#777777"))
    painter = QPainter(image)
    paint_card(painter, QRectF(0, 0, CARD_W * 2, CARD_H * 2), code)
    painter.end()
    return image


def ink(image, colour):
    target = QColor(colour)
    count = 0
    for y in range(image.height()):
        for x in range(image.width()):
            c = image.pixelColor(x, y)
            if (
                abs(c.red() - target.red()) + abs(c.green() - target.green()) + abs(c.blue() - target.blue())
                < 60
            ):
                count += 1
    return count


def test_each_suit_is_drawn_in_its_own_colour(qapp):
    for suit, colour in SUIT_COLOURS.items():
        image = render("A" + suit)
        assert ink(image, colour) > 40, suit
        others = [c for s, c in SUIT_COLOURS.items() if s != suit and s != "s"]
        assert all(ink(image, c) < 10 for c in others if c != colour)


def test_suits_have_different_shapes_not_only_colours(qapp):
    def mask(code):
        image = render(code).convertToFormat(QImage.Format.Format_Grayscale8)
        return bytes(image.constBits())

    shapes = {mask("K" + s) for s in "shdc"}
    assert len(shapes) == 4


def test_card_back_and_names(qapp):
    assert ink(render(None), "#7b1e2b") > 1000
    assert card_name("Kc") == "king of clubs" and card_name("Td") == "ten of diamonds"
