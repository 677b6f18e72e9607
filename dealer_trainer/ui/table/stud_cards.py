"""A stud hand's cards in front of the seats (seven-card stud, stud hi-lo, razz): each seat's
down-cards face down and its up-cards face up, in dealing order, dealt street by street (third
street two down and one up, fourth to sixth one up each, seventh one down); a folded hand leaves
(the felt puts it in the muck). No board: the community card, when the deck runs short, is the
felt's board (docs/rules.md#stud-bring-in-and-who-acts).

:class:`SeatCards` belongs to the :class:`~dealer_trainer.ui.table.felt.Felt`; its cards outlive
the scene's rebuilds as the board's do.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QEasingCurve, QObject, QPointF, QRectF, QVariantAnimation
from PySide6.QtWidgets import QGraphicsItem

from dealer_trainer.ui.table.cards import CARD_H, CARD_W, CardItem
from dealer_trainer.ui.table.layout import CENTER

if TYPE_CHECKING:
    from dealer_trainer.drills.streets import StreetDrill
    from dealer_trainer.engine.betting import BettingState

__all__ = ["SEAT_CARD_SCALE", "SeatCards", "stud_faces", "stud_felt"]

SEAT_CARD_SCALE = 0.62
SEAT_CARD_SHIFT = 15.0  # each card lies this far right of the one before, its rank showing
GAP = 4.0  # between a seat's plate and its cards
DEAL_MS = 120
#: The places of a stud hand's seven cards dealt face up (two down, four up, one down).
UP_PLACES = (2, 3, 4, 5)


def stud_faces(cards: Sequence[str], count: int) -> list[str | None]:
    """The first ``count`` of a seat's stud ``cards`` as they lie in front of it: an up-card's
    code, None for a down-card (face down).

    >>> stud_faces(("Ah", "Kd", "3c", "9s", "Td", "Jh", "2c"), 4)
    [None, None, '3c', '9s']
    """
    return [card if i in UP_PLACES else None for i, card in enumerate(cards[:count])]


def stud_felt(
    sd: StreetDrill, state: BettingState
) -> tuple[str, dict[str, list[str | None]], dict[str, int]]:
    """``(board, hands, folded)`` of a stud hand at ``state``: the community card on seventh
    street when the deck ran short (else no board), each live seat's cards as they lie
    (:func:`stud_faces`: up-cards' codes, None face down) and each folded seat's card count (to the
    muck: the cards it held on the street it folded)."""
    from dealer_trainer.engine.betting_table import Street  # not loaded by the first paint
    from dealer_trainer.engine.stud import CARDS_BY_STREET

    stud = sd.table.stud
    assert stud is not None
    dealt = CARDS_BY_STREET[state.street]
    board = stud.community or "" if state.street == Street.SEVENTH else ""
    hands = {seat: stud_faces(stud.cards[seat], dealt) for seat in state.live}
    folded_on = {a.seat: street for street, a in state.history if a.seat in state.folded}
    folded = {seat: CARDS_BY_STREET[folded_on.get(seat, state.street)] for seat in state.folded}
    return board, hands, folded


class SeatScene(Protocol):
    """What the seats' cards ask of the scene they lie on (the table scene implements it)."""

    @property
    def animate(self) -> bool: ...

    @property
    def seat_items(self) -> Mapping[str, QGraphicsItem]: ...

    def addItem(self, item: QGraphicsItem) -> None: ...  # noqa: N802 - Qt's name


class SeatCards(QObject):
    """Each seat's stud cards on ``scene``: :meth:`show` brings them in line with the street."""

    def __init__(self, scene: SeatScene, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.scene = scene
        self.cards: dict[str, list[CardItem]] = {}  # seat -> its cards in dealing order
        self._moves: list[QVariantAnimation] = []
        self._avoid: list[QRectF] = []

    def faces(self, seat: str) -> list[str | None]:
        """What lies in front of ``seat``: up-cards' codes, None for each down-card (tests)."""
        return [card.code for card in self.cards.get(seat, [])]

    def show(
        self,
        hands: Mapping[str, Sequence[str | None]],
        dealer: tuple[float, float],
        avoid: Sequence[QRectF] = (),
    ) -> None:
        """Lay ``hands`` (seat -> its cards as :func:`stud_faces` gives them) in front of the
        seats, clear of the ``avoid`` rects (the chip tray, the muck); the cards not there yet
        are dealt from ``dealer``, the hands no longer in go."""
        self.finish()
        self._avoid = list(avoid)
        for seat in [
            s for s in self.cards if s not in hands or self.faces(s) != list(hands[s])[: len(self.cards[s])]
        ]:
            for card in self.cards.pop(seat):
                if card.scene() is not None:
                    card.scene().removeItem(card)
        for seat, faces in hands.items():
            places = self._places(seat, len(faces))
            lying = self.cards.setdefault(seat, [])
            for i, (face, end) in enumerate(zip(faces, places, strict=True)):
                if i < len(lying):
                    lying[i].setPos(end)  # the row grows: it stays centred
                    continue
                card = CardItem(face, SEAT_CARD_SCALE)
                card.setZValue(3 + i)
                card.setToolTip(self.tr("%1: up-card").replace("%1", seat) if face else self.tr("Down-card"))
                self.scene.addItem(card)
                lying.append(card)
                self._deal(card, QPointF(*dealer), end)

    def _places(self, seat: str, count: int) -> list[QPointF]:
        """The top-left of each of ``count`` cards in front of ``seat``: a row beside its plate on
        the side of the table's centre (right of a seat at the middle of the top or bottom rail),
        clear of the bets in front."""
        item = self.scene.seat_items.get(seat)
        if item is None:
            return [QPointF(0, 0)] * count
        plate = item.sceneBoundingRect()
        w, h = CARD_W * SEAT_CARD_SCALE, CARD_H * SEAT_CARD_SCALE
        row = w + SEAT_CARD_SHIFT * (count - 1)
        toward_right = CENTER[0] - plate.center().x() >= -plate.width() / 2
        top = plate.center().y() - h / 2
        inner, outer = plate.right() + GAP, plate.left() - GAP - row
        if not toward_right:
            inner, outer = outer, inner
        blocked = any(QRectF(inner, top, row, h).intersects(r) for r in self._avoid)
        left = outer if blocked else inner  # beside the tray or the muck: the rail side
        return [QPointF(left + i * SEAT_CARD_SHIFT, top) for i in range(count)]

    def _deal(self, card: CardItem, start: QPointF, end: QPointF) -> None:
        if not self.scene.animate:
            card.setPos(end)
            return
        card.setPos(start)
        move = QVariantAnimation(self)
        move.setStartValue(start)
        move.setEndValue(end)
        move.setDuration(DEAL_MS * (1 + len(self._moves) % 4))
        move.setEasingCurve(QEasingCurve.Type.OutCubic)
        move.valueChanged.connect(lambda p, c=card: c.setPos(p))
        self._moves.append(move)
        move.start()

    def finish(self) -> None:
        """Every card dealt lies in its place."""
        for move in self._moves:
            move.setCurrentTime(move.duration())
            move.stop()
            move.deleteLater()
        self._moves = []

    def clear(self) -> None:
        """Take every seat's cards off the table."""
        self.finish()
        for cards in self.cards.values():
            for card in cards:
                if card.scene() is not None:
                    card.scene().removeItem(card)
        self.cards = {}
