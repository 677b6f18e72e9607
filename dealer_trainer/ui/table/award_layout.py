"""Where things go while the pots are awarded (pure Python, no Qt): each seat's win spot (its
hand name, its hole cards on the left and the chips pushed to it on the right) and the board."""

from __future__ import annotations

from dataclasses import dataclass, fields

from dealer_trainer.ui.table.layout import ADD_POT_ZONE, CENTER, Rect, TableLayout

__all__ = ["AwardLayout", "award_layout", "board_positions", "hole_positions", "win_rect"]

CARD = (44.0, 62.0)  # cards.CARD_W, CARD_H
HEAD = 24.0  # room for the hand name at the top of a win spot
SEAT_CARD_SCALE = 0.98
BOARD_CARD_SCALE = 1.25
WIN_GROW = (14.0, 6.0)
CARDS_W = 2 * CARD[0] * SEAT_CARD_SCALE + 6  # the cards' part of a win spot (two hole cards)
CARDS_W4 = 2.6 * CARD[0] * SEAT_CARD_SCALE + 6  # four Omaha cards, fanned


def cards_width(hole_count: int) -> float:
    """Width of the cards' part of a win spot for ``hole_count`` hole cards."""
    return CARDS_W if hole_count <= 2 else CARDS_W4


@dataclass(frozen=True)
class AwardLayout(TableLayout):
    """A :class:`TableLayout` whose seats' front spots are win spots (``win:<seat>``).

    ``hole_count``: hole cards per seat (2 hold'em, 4 Omaha), which sets the cards' part.
    """

    hole_count: int = 2

    def zones(self) -> list[tuple[str, Rect]]:
        wins = [(f"win:{s.name}", win_rect(s.front)) for s in self.seats]
        return wins + [(z, r) for z, r in super().zones() if z != ADD_POT_ZONE]  # no new pots now

    def rect(self, zone: str) -> Rect | None:
        """The chips' part of a win spot; other zones as on the build table."""
        if zone.startswith("win:"):
            for seat in self.seats:
                if zone == f"win:{seat.name}":
                    return chip_area(win_rect(seat.front), self.hole_count)
            return None
        return super().rect(zone)

    def spot(self, zone: str) -> Rect | None:
        """The whole rect of a zone (a win spot with its cards)."""
        return super().rect(zone) if not zone.startswith("win:") else self._front(zone)

    def _front(self, zone: str) -> Rect | None:
        for seat in self.seats:
            if zone == f"win:{seat.name}":
                return win_rect(seat.front)
        return None


def award_layout(layout: TableLayout, hole_count: int = 2) -> AwardLayout:
    """``layout`` with win spots for seats holding ``hole_count`` cards."""
    return AwardLayout(
        **{f.name: getattr(layout, f.name) for f in fields(TableLayout)}, hole_count=hole_count
    )


def win_rect(front: Rect) -> Rect:
    """A seat's win spot: its front spot, a little bigger (nothing lies in front any more)."""
    return Rect(
        front.x - WIN_GROW[0], front.y - WIN_GROW[1], front.w + 2 * WIN_GROW[0], front.h + 2 * WIN_GROW[1]
    )


def chip_area(front: Rect, hole_count: int = 2) -> Rect:
    """The right part of a win spot, where pushed chips lie."""
    cards = cards_width(hole_count)
    return Rect(front.x + cards, front.y, front.w - cards, front.h)


def hole_positions(front: Rect, count: int) -> tuple[float, list[tuple[float, float]]]:
    """(scale, top-left of each card) of ``count`` hole cards in the left part of a win spot;
    four Omaha cards overlap like a fan, each showing its corner."""
    scale = SEAT_CARD_SCALE
    w, h = CARD[0] * scale, CARD[1] * scale
    room = cards_width(count) - 6
    step = w + 2 if count <= 2 else (room - w) / (count - 1)
    y = front.y + HEAD + max(0.0, (front.h - HEAD - h) / 2)
    return scale, [(front.x + 4 + i * step, y) for i in range(count)]


def board_positions(layout: TableLayout, count: int = 5) -> tuple[float, list[tuple[float, float]]]:
    """(scale, top-left of each card) of the board, centred above the pots."""
    scale = BOARD_CARD_SCALE
    w, h = CARD[0] * scale, CARD[1] * scale
    gap = 8.0
    total = count * w + (count - 1) * gap
    top = min(r.y for r in layout.pots) - 16 - h
    left = CENTER[0] - total / 2
    return scale, [(left + i * (w + gap), top) for i in range(count)]
