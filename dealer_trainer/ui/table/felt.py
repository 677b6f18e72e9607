"""The hand on the felt in a street drill: the board dealt card by card with a burn card before
each street, the marker on the seat whose turn it is, each seat's last action (a label that
fades, as an action chip on a real table) and the muck the folded hands go to, face down.

:class:`Felt` belongs to a :class:`~dealer_trainer.ui.table.scene.TableScene`; its items outlive
the scene's rebuilds (every action puts the hand's totals on the table afresh), so a card dealt
stays where it lies. Moves use Qt's animation framework; with the scene's animations off every
item is put in place at once.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtCore import (
    Property,
    QEasingCurve,
    QObject,
    QPointF,
    QPropertyAnimation,
    QRectF,
    QSequentialAnimationGroup,
    Qt,
    QVariantAnimation,
)
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from dealer_trainer.drills.piles import front_pile
from dealer_trainer.ui.table.cards import CARD_H, CARD_W, CardItem
from dealer_trainer.ui.table.items import TableItem, font
from dealer_trainer.ui.table.layout import CENTER, Rect, TableLayout
from dealer_trainer.ui.table.stud_cards import SeatCards

if TYPE_CHECKING:
    from collections.abc import Mapping, Sequence

    from PySide6.QtWidgets import QGraphicsScene


class FeltTable(Protocol):
    """What the felt asks of the scene it lies on (the table scene implements it)."""

    @property
    def geometry(self) -> TableLayout | None: ...

    @property
    def animate(self) -> bool: ...

    @property
    def seat_items(self) -> Mapping[str, QGraphicsItem]: ...

    @property
    def spots(self) -> Mapping[str, Any]: ...  # pile id -> its spot (a bet's: its amount's label)

    def addItem(self, item: QGraphicsItem) -> None: ...  # noqa: N802 - Qt's name

    def items(self, rect: QRectF) -> list[QGraphicsItem]: ...  # what lies in ``rect`` (Qt's)

    def seat_centre(self, seat: str) -> QPointF | None: ...


__all__ = ["BOARD_SCALE", "Felt", "FeltPlaces", "dealing_order", "felt_places"]

BOARD_SCALE = 1.05  # as the award phase's board
BOARD_GAP = 8.0
BURN_SHIFT = 11.0  # each burn card lies a little right of the one before, so they are counted
DEAL_MS = 150  # one card from the dealer to its place
FADE_MS = 1600  # an action's label from bright to its resting shade
FADED = 0.55  # the resting opacity of an action label
ACTION_PX = 18
# The street each board card belongs to: the flop's three, the turn, the river.
STREET_OF_CARD = (0, 0, 0, 1, 2)


def dealing_order(shown: int, wanted: int) -> list[tuple[str, int]]:
    """The dealer's steps from ``shown`` board cards on the felt to ``wanted``: a burn card
    before each street's first card (``("burn", k)``, the k-th burn of the hand), then the
    street's cards (``("card", i)``, the i-th board card): a dealer burns before the flop, the
    turn and the river.

    >>> dealing_order(0, 3)
    [('burn', 0), ('card', 0), ('card', 1), ('card', 2)]
    >>> dealing_order(3, 5)
    [('burn', 1), ('card', 3), ('burn', 2), ('card', 4)]
    >>> dealing_order(5, 5)
    []
    """
    steps: list[tuple[str, int]] = []
    for i in range(shown, wanted):
        if i == 0 or STREET_OF_CARD[i] != STREET_OF_CARD[i - 1]:
            steps.append(("burn", STREET_OF_CARD[i]))
        steps.append(("card", i))
    return steps


@dataclass(frozen=True)
class FeltPlaces:
    """Where the felt's things lie (scene units): the top-left of each board card and burn card,
    the muck's rect beside the chip tray and the dealer's hands (where cards come from)."""

    board: tuple[tuple[float, float], ...]
    burns: tuple[tuple[float, float], ...]
    muck: Rect
    dealer: tuple[float, float]


def felt_places(layout: TableLayout) -> FeltPlaces:
    """The board's five places centred above the pots (in the room the layout leaves for it),
    the burn cards to its left, and the muck right of the dealer's chip tray.

    >>> from dealer_trainer.ui.table.layout import table_layout
    >>> places = felt_places(table_layout(["A", "B", "C"], 1, tall_pots=False))
    >>> places.burns[0][0] + CARD_W * BOARD_SCALE < places.board[0][0]
    True
    """
    w, h = CARD_W * BOARD_SCALE, CARD_H * BOARD_SCALE
    total = 5 * w + 4 * BOARD_GAP
    top = min(r.y for r in layout.pots) - 12 - h
    left = CENTER[0] - total / 2
    board = tuple((left + i * (w + BOARD_GAP), top) for i in range(5))
    burn_left = left - 2 * BOARD_GAP - w - 2 * BURN_SHIFT
    burns = tuple((burn_left + k * BURN_SHIFT, top) for k in range(3))
    tray = layout.tray
    muck_w, muck_h = CARD_W * 1.6, CARD_H
    muck = Rect(tray.right + 16, tray.centre[1] - muck_h / 2, muck_w, muck_h)
    return FeltPlaces(board, burns, muck, (tray.centre[0], tray.y))


class ActionLabel(QGraphicsObject):
    """A seat's last action ("Raise", "Fold") in a pill; its opacity fades after it is made."""

    def __init__(self, text: str) -> None:
        super().__init__()
        self.text = text
        self.px = ACTION_PX
        self.setZValue(6_000)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def size(self) -> tuple[float, float]:
        return QFontMetricsF(font(self.px, True)).horizontalAdvance(self.text) + 18, 28.0

    def fit(self, width: float) -> None:
        """The largest font (down to 14 px) at which the label is at most ``width`` wide."""
        self.prepareGeometryChange()
        self.px = ACTION_PX
        while self.px > 14 and self.size()[0] > width:
            self.px -= 1

    def boundingRect(self) -> QRectF:  # noqa: N802
        return QRectF(0, 0, *self.size())

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self.boundingRect().adjusted(1, 1, -1, -1)
        painter.setPen(QPen(QColor("#f3d27a"), 1.5))
        painter.setBrush(QColor(30, 30, 30, 220))
        painter.drawRoundedRect(r, 13, 13)
        painter.setPen(QColor("#f3d27a"))
        painter.setFont(font(self.px, True))
        painter.drawText(r, Qt.AlignmentFlag.AlignCenter, self.text)


class TurnMarker(QGraphicsObject):
    """The ring around the plate of the seat whose turn it is; it pulses softly."""

    def __init__(self) -> None:
        super().__init__()
        self.rect = QRectF()
        self._glow = 1.0
        self.setZValue(-4)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def _get_glow(self) -> float:
        return self._glow

    def set_glow(self, value: float) -> None:
        self._glow = value
        self.update()

    glow = Property(float, _get_glow, set_glow)

    def place(self, plate: Rect) -> None:
        self.prepareGeometryChange()
        self.rect = QRectF(plate.x - 5, plate.y - 5, plate.w + 10, plate.h + 10)

    def boundingRect(self) -> QRectF:  # noqa: N802
        return self.rect.adjusted(-4, -4, 4, 4)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        colour = QColor("#5ad1ff")
        colour.setAlphaF(0.45 + 0.55 * self._glow)
        painter.setPen(QPen(colour, 4.0))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(self.rect, 18, 18)


class Felt(QObject):
    """The street hand's cards, turn marker and action labels on ``scene``.

    Call :meth:`show` after every rebuild of the scene with where the hand stands; :meth:`clear`
    when another drill is put on the table.
    """

    def __init__(self, scene: FeltTable, parent: QGraphicsScene) -> None:
        super().__init__(parent)
        self.scene = scene
        self.board: list[CardItem] = []  # the board cards dealt, in order
        self.burns: list[CardItem] = []
        self.mucked: dict[str, list[CardItem]] = {}  # seat -> its hand in the muck
        self.labels: dict[str, ActionLabel] = {}
        self.marker = TurnMarker()
        self.turn: str | None = None
        self._deal: QSequentialAnimationGroup | None = None
        self._pulse: QPropertyAnimation | None = None
        self._fades: list[QPropertyAnimation] = []
        self._mucking: list[QVariantAnimation] = []  # folded hands on their way to the muck
        self.seat_cards = SeatCards(scene, self)  # a stud hand's cards in front of the seats

    # ----- reading (tests, screenshots) --------------------------------------------------
    def board_codes(self) -> str:
        """The board cards dealt on the felt ("9c9hJc")."""
        return "".join(card.code or "" for card in self.board)

    @property
    def dealing(self) -> bool:
        return self._deal is not None

    # ----- showing -----------------------------------------------------------------------
    def show(
        self,
        board: str,
        turn: str | None,
        actions: dict[str, str],
        fresh: str | None,
        folded: dict[str, int],
    ) -> None:
        """Bring the felt in line with the hand: ``board`` ("9c9hJc", dealt with burns from
        what lies there), the marker on ``turn`` (None: nobody to act), each seat's last action
        of the street (``actions``: seat -> word; ``fresh``: the seat that just acted, its label
        bright and fading), and the ``folded`` seats' hands (seat -> cards) in the muck."""
        geometry = self.scene.geometry
        if geometry is None:
            return
        places = felt_places(geometry)
        self.finish()  # what the last moment dealt lies in its place
        self._deal_board(board, places)
        self._show_turn(turn)
        self._show_actions(actions, fresh)
        self._muck(folded, places)

    def show_seat_cards(self, hands: Mapping[str, Sequence[str | None]]) -> None:
        """A stud hand: each seat's cards in front of it (seat -> up-card codes, None face
        down), dealt from the dealer's hands (:class:`~dealer_trainer.ui.table.stud_cards.SeatCards`)."""
        geometry = self.scene.geometry
        if geometry is not None:
            places = felt_places(geometry)
            avoid = [QRectF(r.x, r.y, r.w, r.h) for r in (places.muck, geometry.tray)]
            self.seat_cards.show(hands, places.dealer, avoid)

    def clear(self) -> None:
        """Take everything off the felt (another drill is on the table)."""
        self.finish()
        for item in [*self.board, *self.burns, *self.labels.values()]:
            self._remove(item)
        for cards in self.mucked.values():
            for card in cards:
                self._remove(card)
        self.board, self.burns, self.mucked, self.labels = [], [], {}, {}
        self.seat_cards.clear()
        self._show_turn(None)

    def clear_street(self) -> None:
        """The board and the action labels go (the award lays out its own board); the muck stays."""
        self.finish()
        for item in [*self.board, *self.burns, *self.labels.values()]:
            self._remove(item)
        self.board, self.burns, self.labels = [], [], {}
        self._show_turn(None)

    def _clear(self, rect: QRectF, *own: object) -> bool:
        """True when nothing but the felt and ``own`` (the label, its seat's bet spot) lies in
        ``rect``: no chips, cards, plates or other spots."""
        return all(item in own or isinstance(item, TableItem) for item in self.scene.items(rect))

    def clear_labels(self) -> None:
        """The action labels go (the award: the hand names take their place); cards stay."""
        self.finish()
        for label in self.labels.values():
            self._remove(label)
        self.labels = {}

    def finish(self) -> None:
        """Every card dealt lies in its place, every label at its resting shade."""
        deal, self._deal = self._deal, None
        if deal is not None:
            deal.stop()
            for k in range(deal.animationCount()):
                step = deal.animationAt(k)
                if isinstance(step, QVariantAnimation):
                    step.setCurrentTime(step.duration())
            deal.deleteLater()
        for fade in self._fades:
            fade.stop()
            label = fade.targetObject()
            if isinstance(label, ActionLabel):
                label.setOpacity(FADED)
        self._fades = []
        for move in self._mucking:
            move.setCurrentTime(move.duration())
            move.stop()
            move.deleteLater()
        self._mucking = []
        self.seat_cards.finish()
        if self._pulse is not None:  # the marker at full glow until the next moment pulses it again
            self._pulse.stop()
        self.marker.set_glow(1.0)

    def _remove(self, item: QGraphicsItem) -> None:
        if item.scene() is not None:
            item.scene().removeItem(item)

    # ----- the board -------------------------------------------------------------------
    def _deal_board(self, board: str, places: FeltPlaces) -> None:
        codes = [board[i : i + 2] for i in range(0, len(board), 2)][:5]
        if [c.code for c in self.board] != codes[: len(self.board)]:
            self.clear_street()  # another hand: deal afresh
        steps = dealing_order(len(self.board), len(codes))
        if not steps:
            return
        start = QPointF(*places.dealer)
        group = QSequentialAnimationGroup(self)
        for kind, index in steps:
            if kind == "burn":
                card = CardItem(None, BOARD_SCALE)
                card.setToolTip(self.tr("Burn card"))
                end = QPointF(*places.burns[index])
                self.burns.append(card)
            else:
                card = CardItem(codes[index], BOARD_SCALE)
                end = QPointF(*places.board[index])
                self.board.append(card)
            card.setZValue(3 + len(self.burns) + len(self.board))
            self.scene.addItem(card)
            if not self.scene.animate:
                card.setPos(end)
                continue
            card.setPos(start)
            card.setVisible(False)
            move = QVariantAnimation(group)
            move.setStartValue(start)
            move.setEndValue(end)
            move.setDuration(DEAL_MS)
            move.setEasingCurve(QEasingCurve.Type.OutCubic)
            move.valueChanged.connect(lambda p, c=card: (c.setVisible(True), c.setPos(p)))
            group.addAnimation(move)
        if group.animationCount():
            group.finished.connect(self._dealt)
            self._deal = group
            group.start()

    def _dealt(self) -> None:
        deal, self._deal = self._deal, None
        if deal is not None:
            deal.deleteLater()

    # ----- the turn and the actions ------------------------------------------------------
    def _show_turn(self, seat: str | None) -> None:
        self.turn = seat
        item = self.scene.seat_items.get(seat) if seat else None
        if item is None:
            if self.marker.scene() is not None:
                self.marker.scene().removeItem(self.marker)
            if self._pulse is not None:
                self._pulse.stop()
            return
        r = item.sceneBoundingRect().adjusted(4, 4, -4, -4)  # the plate (its bounds keep 4 around it)
        self.marker.place(Rect(r.x(), r.y(), r.width(), r.height()))
        self.marker.setToolTip(self.tr("%1 to act").replace("%1", seat or ""))
        if self.marker.scene() is None:
            self.scene.addItem(self.marker)
        if self.scene.animate and self._pulse is None:
            pulse = QPropertyAnimation(self.marker, b"glow", self)
            pulse.setStartValue(1.0)
            pulse.setKeyValueAt(0.5, 0.2)
            pulse.setEndValue(1.0)
            pulse.setDuration(1400)
            pulse.setLoopCount(-1)
            self._pulse = pulse
        if self._pulse is not None and self._pulse.state() != QPropertyAnimation.State.Running:
            self._pulse.start()

    def _show_actions(self, actions: dict[str, str], fresh: str | None) -> None:
        geometry = self.scene.geometry
        assert geometry is not None
        fronts = {seat.name: seat.front for seat in geometry.seats}
        for seat in [s for s in self.labels if s not in actions or self.labels[s].text != actions[s]]:
            self._remove(self.labels.pop(seat))
        for seat, text in actions.items():
            front = fronts.get(seat)
            if front is None:
                continue
            label = self.labels.get(seat)
            if label is None:
                label = self.labels[seat] = ActionLabel(text)
                label.setOpacity(FADED)
                self.scene.addItem(label)
            amount = self.scene.spots.get(front_pile(seat))
            pill = amount.label.pill() if amount is not None and amount.label is not None else None
            left = pill.right() + 6 if pill is not None else front.x + 6
            label.fit(front.right - 6 - left)  # the bet's amount is on its left: never under the label
            w, _h = label.size()
            if pill is not None and w > front.right - 6 - left:  # a long amount: over the spot, or below it
                label.fit(front.w - 12)
                w, h = label.size()
                above = QRectF(front.right - w - 6, front.y - h - 3, w, h)
                label.setPos(
                    above.topLeft()
                    if self._clear(above, label, amount)
                    else QPointF(front.x + 5, pill.bottom() + 3)
                )
            else:
                label.setPos(front.right - w - 6, front.y + 3)
        label = self.labels.get(fresh or "")
        if label is None:
            return
        if not self.scene.animate:
            label.setOpacity(FADED)
            return
        fade = QPropertyAnimation(label, b"opacity", self)
        fade.setStartValue(1.0)
        fade.setEndValue(FADED)
        fade.setDuration(FADE_MS)
        fade.setEasingCurve(QEasingCurve.Type.InQuad)
        fade.finished.connect(lambda f=fade: self._fades.remove(f) if f in self._fades else None)
        self._fades.append(fade)
        fade.start()

    # ----- the muck ----------------------------------------------------------------------
    def _muck(self, folded: dict[str, int], places: FeltPlaces) -> None:
        for seat in [s for s in self.mucked if s not in folded]:  # undone, or another hand
            for card in self.mucked.pop(seat):
                self._remove(card)
        muck = places.muck
        for seat, count in folded.items():
            if seat in self.mucked:
                continue
            centre = self.scene.seat_centre(seat)
            cards = []
            for k in range(count):
                n = sum(len(c) for c in self.mucked.values()) + k
                card = CardItem(None, 0.9)
                card.setToolTip(self.tr("The muck"))
                card.setRotation(-12 + (n * 17) % 24)
                card.setZValue(2 + n)
                end = QPointF(muck.x + 6 + (n % 4) * 4, muck.y + 2 + (n % 3) * 2)
                self.scene.addItem(card)
                if self.scene.animate and centre is not None:
                    move = QVariantAnimation(self)
                    move.setStartValue(centre)
                    move.setEndValue(end)
                    move.setDuration(DEAL_MS * 2)
                    move.valueChanged.connect(lambda p, c=card: c.setPos(p))
                    card.setPos(centre)
                    self._mucking.append(move)
                    move.start()
                else:
                    card.setPos(end)
                cards.append(card)
            self.mucked[seat] = cards
