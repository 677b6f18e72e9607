"""The table scene with the award phase: hands face up, the board, and a win spot per seat.

While the table holds an :class:`AwardState`, each seat's front spot becomes its win spot
(``win:<seat>``): its hole cards on the left, the chips pushed to it on the right, its hand's
name on top once the showdown is revealed. Otherwise it is the build table unchanged.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from dealer_trainer.engine import parse_cards
from dealer_trainer.ui.table.award_layout import (
    AMOUNT_HEAD,
    HEAD,
    WIN_HEAD,
    AwardLayout,
    award_layout,
    board_positions,
    chip_area,
    hand_name_forms,
    hole_positions,
)
from dealer_trainer.ui.table.award_model import AwardState, win_pile
from dealer_trainer.ui.table.cards import CardItem
from dealer_trainer.ui.table.items import (
    LABEL_PX,
    TEXT_DIM,
    SpotItem,
    font,
    spot_outline,
)
from dealer_trainer.ui.table.layout import Rect, pile_positions
from dealer_trainer.ui.table.model import MIDDLE, TableState, front_pile
from dealer_trainer.ui.table.scene import DRAG_Z, TableScene

__all__ = ["AwardScene", "WinSpotItem"]


class WinSpotItem(SpotItem):
    """A seat's win spot: outline, the seat's hand name, the chips pushed to it."""

    def __init__(self, zone: str, rect: Rect, seat: str) -> None:
        super().__init__(zone, rect, "", "front")
        self.seat = seat
        self.hand_name = ""
        self.winner = False
        self.hole_count = 2

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self.rect
        pen = QPen(QColor(255, 255, 255, 70), 2, Qt.PenStyle.DashLine)
        fill = QColor(0, 0, 0, 50)
        if self.winner:
            pen = QPen(QColor("#ffe07a"), 2.5)
        pen, fill = spot_outline(pen, fill, self.verdict, self.hinted, self.targeted)
        painter.setPen(pen)
        painter.setBrush(fill)
        painter.drawRoundedRect(r, 14, 14)
        if self.amount_text:  # on its own line over the chips' part, clear of the hand name
            chips = chip_area(Rect(r.x(), r.y(), r.width(), r.height()), self.hole_count)
            line = QRectF(chips.x, r.y() + HEAD, chips.w - 8, AMOUNT_HEAD)
            painter.setFont(font(LABEL_PX, True))
            painter.setPen(QColor("#fff3b0"))
            painter.drawText(
                line, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, self.amount_text
            )
        if self.hand_name:
            box = QRectF(r.x() + 8, r.y() + 2, r.width() - 16, HEAD - 2)
            painter.setPen(QColor("#ffffff") if self.winner else TEXT_DIM)
            text = self.hand_name
            fits = False
            for text in hand_name_forms(self.hand_name):  # words, then ranks as 'Ks', then tiny
                for size, bold in ((LABEL_PX, True), (LABEL_PX - 1, True), (LABEL_PX - 1, False)):
                    painter.setFont(font(size, bold))
                    fits = QFontMetricsF(painter.font()).horizontalAdvance(text) <= box.width()
                    if fits:
                        break
                if fits:
                    break
            text = painter.fontMetrics().elidedText(text, Qt.TextElideMode.ElideRight, int(box.width()))
            painter.drawText(box, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, text)


class AwardScene(TableScene):
    """A :class:`TableScene` that also shows the award phase of an :class:`AwardState`."""

    def __init__(self, parent: object | None = None) -> None:
        super().__init__(parent)
        self.award_mode = False
        self.card_items: list[CardItem] = []
        self.names_shown = False
        self.hand_names: dict[str, str] = {}
        self.winners: set[str] = set()

    # ----- building ----------------------------------------------------------------------
    def set_table(self, state: TableState) -> None:
        """Show ``state``: the award phase when it is an :class:`AwardState`."""
        for item in self.card_items:
            self.removeItem(item)
        self.card_items = []
        self.award_mode = isinstance(state, AwardState)
        self.tall_pots = not self.award_mode  # the board lies above the pots
        self.names_shown = False
        self.hand_names = {}
        self.winners = set()
        super().set_table(state)
        if self.award_mode:
            self._deal_cards()

    def pile_title(self, pile: str) -> str:
        if pile.startswith("win:"):
            return self.tr("Push to %1").replace("%1", pile[4:])
        return super().pile_title(pile)

    def _update_pots(self) -> None:
        super()._update_pots()
        if not self.award_mode or self.state is None or self.geometry is None:
            return
        holes = [len(s.hole) // 2 for s in self.state.drill.seats if s.hole]
        self.geometry = award_layout(self.geometry, max(holes, default=2))
        for geo in self.geometry.seats:
            zone = win_pile(geo.name)
            front = self.spots.get(front_pile(geo.name))
            if front is not None:
                front.setVisible(False)
            spot = self.spots.get(zone)
            if spot is None:
                spot = WinSpotItem(zone, self.geometry.win(geo.name), geo.name)
                spot.hole_count = self.geometry.hole_count
                spot.setToolTip(self.tr("Push a pot (or a share of it) to %1 here").replace("%1", geo.name))
                self.addItem(spot)
                self.spots[zone] = spot
            else:
                spot.set_rect(self.geometry.win(geo.name))
        if self.add_button is not None:
            self.add_button.setVisible(False)
        dead = self.spots.get(MIDDLE)
        if dead is not None:
            dead.setVisible(bool(self.state.pile(MIDDLE)))

    def sync(self, animate: bool | None = None) -> None:
        """As the build table; chips pushed to a seat stack from the left of its chips' part, so
        a big pot runs out to the right rather than over the seat's cards."""
        laid = {p: c for p, c in self._columns.items() if p.startswith("win:")}
        rects = {p: r for p, r in self._laid_in.items() if p.startswith("win:")}
        super().sync(animate)
        if not self.award_mode or self.state is None or self.geometry is None:
            return
        for pile, ids in self.state.piles().items():
            rect = self.geometry.rect(pile) if pile.startswith("win:") else None
            if rect is None or not ids:
                continue
            pairs = [(i, self.state.chip(i).value) for i in ids]
            pos = self.kept_columns(pile, ids, laid.get(pile, {})) if rects.get(pile) == rect else None
            if pos is None:
                pos = pile_positions(rect, pairs, header=WIN_HEAD, left=True, never_rise=True)
            self.remember_columns(pile, pos)
            for chip_id, (x, y, z) in pos.items():
                item = self.chip_items[chip_id]
                end = QPointF(x, y)
                path = self._anim_paths.get(chip_id)
                if path is not None:
                    self._anim_paths[chip_id] = (path[0], end)
                    item.setZValue(z + DRAG_Z / 2)
                else:
                    item.setPos(end)
                    item.setZValue(z)

    def _deal_cards(self) -> None:
        drill = self.drill
        if drill is None or not isinstance(self.geometry, AwardLayout):
            return
        for geo, seat in zip(self.geometry.seats, drill.seats, strict=True):
            if seat.folded or not seat.hole:
                continue
            cards = parse_cards(seat.hole)
            scale, places = hole_positions(self.geometry.win(geo.name), len(cards))
            for code, (x, y) in zip(cards, places, strict=True):
                self._add_card(code, scale, x, y)
        if drill.board:
            cards = parse_cards(drill.board)
            scale, places = board_positions(self.geometry, len(cards))
            for code, (x, y) in zip(cards, places, strict=True):
                self._add_card(code, scale, x, y)

    def _add_card(self, code: str, scale: float, x: float, y: float) -> None:
        item = CardItem(code, scale)
        item.setPos(x, y)
        item.setZValue(-4 + len(self.card_items) * 0.001)
        item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        item.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIsSelectable, False)
        self.addItem(item)
        self.card_items.append(item)

    # ----- the showdown ------------------------------------------------------------------
    def show_hand_names(self, names: dict[str, str], winners: set[str] | None = None) -> None:
        """Write each live seat's hand above its cards (the showdown is revealed)."""
        self.names_shown = True
        self.hand_names = dict(names)
        self.winners = set(winners or ())
        for spot in self.spots.values():
            if isinstance(spot, WinSpotItem):
                spot.hand_name = names.get(spot.seat, "")
                spot.winner = spot.seat in self.winners
                spot.update()

    def win_spot(self, seat: str) -> WinSpotItem | None:
        spot = self.spots.get(win_pile(seat))
        return spot if isinstance(spot, WinSpotItem) else None
