"""The award phase's parts of the table scene, loaded when a table first enters it: the win
spots, the hole cards and the board, and the chips pushed to each seat.

:class:`~dealer_trainer.ui.table.award_scene.AwardScene` calls these with itself; the build table
(the first drill of a start) never loads this module, nor the award layout and checking behind it.
"""

from __future__ import annotations

import functools

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsSimpleTextItem, QStyleOptionGraphicsItem, QWidget

from dealer_trainer.drills.piles import kind_of, parse_pile
from dealer_trainer.engine import parse_cards
from dealer_trainer.ui.table.award_layout import (
    AMOUNT_HEAD,
    CARD,
    HEAD,
    WIN_HEAD,
    AwardLayout,
    award_layout,
    burns_from,
    chip_area,
    hand_name_forms,
    head_height,
    hole_positions,
    run_board_positions,
    run_burn_positions,
    shared_cards,
)
from dealer_trainer.ui.table.award_model import half_piles, run_piles, win_pile
from dealer_trainer.ui.table.cards import CardItem
from dealer_trainer.ui.table.items import (
    LABEL_PX,
    TEXT_DIM,
    SpotItem,
    font,
    spot_outline,
)
from dealer_trainer.ui.table.layout import Rect, pile_positions
from dealer_trainer.ui.table.model import MIDDLE, front_pile, pot_pile
from dealer_trainer.ui.table.scene import DRAG_Z, TableScene

#: A card item's data(0): a seat's hole card, or a card of the board (its burn cards too).
HOLE, BOARD = "hole", "board"

# A run's spot narrower than this is titled with the run's number only (three runs of a pot).
RUN_TITLE_W = 95.0

__all__ = ["BOARD", "HOLE", "WinSpotItem", "deal_cards", "lay_out_win_spots", "push_win_piles"]


class WinSpotItem(SpotItem):
    """A seat's win spot: outline, the seat's hand name, the chips pushed to it."""

    def __init__(self, zone: str, rect: Rect, seat: str) -> None:
        super().__init__(zone, rect, "", "front")
        self.label = None  # its amount is painted on its own line, clear of the hand name
        self.seat = seat
        self.hand_name = ""
        self.run_names: list[str] = []  # its hand on each run's board, when the board ran more than once
        self.winner = False
        self.hole_count = 2
        self.head = HEAD  # the hand name's strip at the top: one line, or one per run

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
            line = QRectF(chips.x, r.y() + self.head, chips.w - 8, AMOUNT_HEAD)
            painter.setFont(font(LABEL_PX, True))
            painter.setPen(QColor("#fff3b0"))
            painter.drawText(
                line, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, self.amount_text
            )
        if not self.hand_name:
            return
        painter.setPen(QColor("#ffffff") if self.winner else TEXT_DIM)
        if not self.run_names:
            box = QRectF(r.x() + 8, r.y() + 2, r.width() - 16, HEAD - 2)
            self._fit_line(painter, box, self.name_forms(), LABEL_PX)
            return
        for box, text, size, bold in self.run_lines():
            painter.setFont(font(size, bold))
            painter.drawText(box, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, text)

    def run_lines(self) -> list[tuple[QRectF, str, int, bool]]:
        """(box, text, font px, bold) of each run's hand name, one line per run in the head
        (``"2 pair of 6"``), the text cut with an ellipsis only when no form fits."""
        r = self.rect
        line_h = (self.head - 4) / max(1, len(self.run_names))
        out = []
        for k, name in enumerate(self.run_names, 1):
            box = QRectF(r.x() + 8, r.y() + 2 + (k - 1) * line_h, r.width() - 16, line_h)
            forms = [f"{k} {form}" for form in hand_name_forms(name)[-1:]]
            out.append((box, *_fitted(box, forms, LABEL_PX - 2)))
        return out

    def name_forms(self) -> list[str]:
        """The forms of the hand name to draw, in the same form as every other win spot's: all
        in symbols (``"straight, A high"``) when any spot's name in words does not fit, so one
        table never shows one hand in words beside another in symbols."""
        forms = hand_name_forms(self.hand_name)
        scene = self.scene()
        if len(forms) == 1 or scene is None:
            return forms
        names = tuple(
            (item.hand_name, item.rect.width() - 16)
            for item in scene.items()
            if isinstance(item, WinSpotItem) and item.hand_name and not item.run_names
        )
        return forms[1:] if _any_too_wide(names) else forms

    @staticmethod
    def _fit_line(painter: QPainter, box: QRectF, forms: list[str], largest: int) -> None:
        """Draw the first of ``forms`` that fits ``box`` (:func:`_fitted`)."""
        text, size, bold = _fitted(box, forms, largest)
        painter.setFont(font(size, bold))
        painter.drawText(box, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, text)


@functools.lru_cache(maxsize=64)
def _any_too_wide(names: tuple[tuple[str, float], ...]) -> bool:
    """Whether any (name, width) does not fit its width in words at the smallest size."""
    metrics = QFontMetricsF(font(LABEL_PX - 1, False))
    return any(metrics.horizontalAdvance(name) > width for name, width in names)


def _fitted(box: QRectF, forms: list[str], largest: int) -> tuple[str, int, bool]:
    """(text, font px, bold): the first of ``forms`` that fits ``box``'s width at ``largest`` px
    bold, a px smaller, or a px smaller and plain; else the last form cut with an ellipsis."""
    text, size, bold = forms[-1], largest - 1, False
    for text in forms:
        for size, bold in ((largest, True), (largest - 1, True), (largest - 1, False)):
            if QFontMetricsF(font(size, bold)).horizontalAdvance(text) <= box.width():
                return text, size, bold
    metrics = QFontMetricsF(font(size, bold))
    return metrics.elidedText(text, Qt.TextElideMode.ElideRight, box.width()), size, bold


def _part_spot(zone: str, rect: Rect) -> SpotItem:
    """The spot of a run's part of a pot (``Run 2``) or of a hi-lo pot's half (``High``/``Low``)."""
    where = parse_pile(zone)
    if where.half is not None:
        if where.half == "high":
            title = QCoreApplication.translate("AwardScene", "High half")
            short = QCoreApplication.translate("AwardScene", "High")
            tip = QCoreApplication.translate(
                "AwardScene",
                "The high half of this pot: split the pot here, then push it to the best high hand",
            )
        else:
            title = QCoreApplication.translate("AwardScene", "Low half")
            short = QCoreApplication.translate("AwardScene", "Low")
            tip = QCoreApplication.translate(
                "AwardScene",
                "The low half of this pot: split the pot here, then push it to the best 8-or-better low "
                "(when no player in the pot has one, push the whole pot to the high hand)",
            )
        fits = QFontMetricsF(font(LABEL_PX, True)).horizontalAdvance(title) + 22 <= rect.w
        spot = SpotItem(zone, rect, title if fits else short, "dead")  # "High" where "High half" does not fit
        spot.setToolTip(tip)
        return spot
    run = where.run
    title = QCoreApplication.translate("AwardScene", "Run %1").replace("%1", str(run))
    spot = SpotItem(zone, rect, title if rect.w >= RUN_TITLE_W else str(run), "dead")
    tip = QCoreApplication.translate(
        "AwardScene",
        "Run %1's part of this pot: split the pot here, then push it to the run's winners",
    )
    spot.setToolTip(tip.replace("%1", str(run)))
    return spot


def lay_out_win_spots(scene: TableScene) -> None:
    """Turn each seat's front spot into its win spot (``win:<seat>``) on ``scene`` (an
    :class:`~dealer_trainer.ui.table.award_scene.AwardScene` holding an award state): the
    layout makes room for the hole cards and the board; the add-a-side-pot button goes, and the
    dead-money spot shows only while it holds chips."""
    state, geometry = scene.state, scene.geometry
    assert state is not None and geometry is not None  # an award state is on the table
    holes = [len(s.hole) // 2 for s in state.drill.seats if s.hole]
    runs = run_piles(state.drill)
    run_pots = tuple(dict.fromkeys(parse_pile(p).index or 0 for p in runs))
    halved = tuple(dict.fromkeys(parse_pile(p).index or 0 for p in half_piles(state.drill)))
    scene.geometry = geometry = award_layout(
        geometry, max(holes, default=2), state.drill.runs, run_pots, halved
    )
    for index in run_pots + halved:  # a pot run more than once (or halved) gives its lower part
        pot = scene.spots.get(pot_pile(index))
        if pot is not None:
            pot.set_rect(geometry.pots[index])
    for zone, rect in geometry.run_spots:
        spot = scene.spots.get(zone)
        if spot is None:
            spot = _part_spot(zone, rect)
            scene.addItem(spot)
            scene.spots[zone] = spot
        else:
            spot.set_rect(rect)
    for geo in geometry.seats:
        zone = win_pile(geo.name)
        front = scene.spots.get(front_pile(geo.name))
        if front is not None:
            front.setVisible(False)
        spot = scene.spots.get(zone)
        if spot is None:
            spot = WinSpotItem(zone, geometry.win(geo.name), geo.name)
            spot.hole_count = geometry.hole_count
            tip = QCoreApplication.translate("AwardScene", "Push a pot (or a share of it) to %1 here")
            spot.setToolTip(tip.replace("%1", geo.name))
            scene.addItem(spot)
            scene.spots[zone] = spot
        else:
            spot.set_rect(geometry.win(geo.name))
        if isinstance(spot, WinSpotItem):
            spot.head = head_height(geometry.runs)
    if scene.add_button is not None:
        scene.add_button.setVisible(False)
    dead = scene.spots.get(MIDDLE)
    if dead is not None:
        dead.setVisible(bool(state.pile(MIDDLE)))


def push_win_piles(scene: TableScene, laid: dict, rects: dict) -> None:
    """Place the chips pushed to each seat on ``scene``: from the left of the win spot's chips'
    part, so a big pot runs out to the right rather than over the seat's cards. ``laid`` and
    ``rects``: the win piles' columns and rectangles before the scene's own sync (kept when the
    rectangle did not move)."""
    assert scene.state is not None and scene.geometry is not None  # an award state is on the table
    for pile, ids in scene.state.piles().items():
        rect = scene.geometry.rect(pile) if kind_of(pile) == "win" else None
        if rect is None or not ids:
            continue
        pairs = [(i, scene.state.chip(i).value) for i in ids]
        pos = scene.kept_columns(pile, ids, laid.get(pile, {})) if rects.get(pile) == rect else None
        if pos is None:
            runs = scene.geometry.runs if isinstance(scene.geometry, AwardLayout) else 1
            header = WIN_HEAD - HEAD + head_height(runs)
            pos = pile_positions(rect, pairs, header=header, left=True, never_rise=True)
        scene.remember_columns(pile, pos)
        for chip_id, (x, y, z) in pos.items():
            item = scene.chip_items[chip_id]
            end = QPointF(x, y)
            path = scene._anim_paths.get(chip_id)  # noqa: SLF001 - the scene's own animation
            if path is not None:
                scene._anim_paths[chip_id] = (path[0], end)  # noqa: SLF001
                item.setZValue(z + DRAG_Z / 2)
            else:
                item.setPos(end)
                item.setZValue(z)


def deal_cards(scene: TableScene) -> list[QGraphicsItem]:
    """Lay each live seat's hole cards in its win spot and the board above the pots on
    ``scene`` (when the board was run more than once, one row per run one under the other, each
    named, with its burn cards face down; the cards the runs share lie once); returns the items
    added."""
    drill, geometry = scene.drill, scene.geometry
    cards_out: list[QGraphicsItem] = []
    if drill is None or not isinstance(geometry, AwardLayout):
        return cards_out

    def add(code: str | None, scale: float, x: float, y: float, role: str = BOARD) -> None:
        item = CardItem(code, scale)
        item.setData(0, role)  # ROLE: a seat's hole card or the board's (burns included)
        item.setPos(x, y)
        item.setZValue(-4 + len(cards_out) * 0.001)
        item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        item.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIsSelectable, False)
        scene.addItem(item)
        cards_out.append(item)

    for geo, seat in zip(geometry.seats, drill.seats, strict=True):
        if seat.folded or not seat.hole:
            continue
        cards = parse_cards(seat.hole)
        scale, places = hole_positions(geometry.win(geo.name), len(cards), head_height(geometry.runs))
        for code, (x, y) in zip(cards, places, strict=True):
            add(code, scale, x, y, HOLE)
    boards = drill.boards or ((drill.board,) if drill.board else ())
    rows = run_board_positions(geometry, len(boards)) if boards else []  # stud: no board
    shared = shared_cards(boards)
    for run, (board, (scale, places)) in enumerate(zip(boards, rows, strict=True), 1):
        cards = parse_cards(board)
        first = 0 if run == 1 else shared  # the cards every run shares lie once, in the first row
        for code, (x, y) in zip(cards[first:], places[first:], strict=True):
            add(code, scale, x, y)
        if len(boards) == 1:
            continue
        burns = run_burn_positions(places, scale, burns_from(first))
        for x, y in burns:  # face down, each before a street this run deals
            add(None, scale, x, y)
        label = QGraphicsSimpleTextItem(
            QCoreApplication.translate("AwardScene", "Run %1").replace("%1", str(run))
        )
        label.setFont(font(LABEL_PX, True))
        label.setBrush(QColor("#fff3b0"))
        text = label.boundingRect()
        right = (burns[0][0] if burns else places[first][0]) - 6
        label.setPos(right - text.width(), places[0][1] + (CARD[1] * scale - text.height()) / 2)
        label.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        scene.addItem(label)
        cards_out.append(label)
    return cards_out
