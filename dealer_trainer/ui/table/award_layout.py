"""Where things go while the pots are awarded (pure Python, no Qt): each seat's win spot (its
hand name, its hole cards on the left and the chips pushed to it on the right) and the board;
when the board was run more than once, the runs one under the other (each with its burn cards)
and, under each pot with a showdown, one spot per run."""

from __future__ import annotations

import functools
from dataclasses import dataclass, fields

from dealer_trainer.drills.piles import half_pile, kind_of, run_pile, win_pile
from dealer_trainer.ui.table.layout import ADD_POT_ZONE, CENTER, Rect, TableLayout
from dealer_trainer.wording.hand_names import symbol_name

__all__ = [
    "AMOUNT_HEAD",
    "HEAD",
    "WIN_HEAD",
    "AwardLayout",
    "award_layout",
    "board_positions",
    "run_board_positions",
    "run_board_room",
    "run_burn_positions",
    "burns_from",
    "shared_cards",
    "chip_area",
    "hand_name_forms",
    "head_height",
    "hole_positions",
    "win_rect",
]

CARD = (44.0, 62.0)  # cards.CARD_W, CARD_H
HEAD = 28.0  # room for the hand name at the top of a win spot, across its width
AMOUNT_HEAD = 24.0  # below it, over the chips' part: the amount pushed to the seat
WIN_HEAD = HEAD + AMOUNT_HEAD  # where pushed chips may start, from the top of a win spot
RUN_NAME_LINE = 19.0  # a line of the head per run when the board ran more than once


def head_height(runs: int = 1) -> float:
    """The head of a win spot (scene px): one line for the hand name, or one line per run
    (``"2 pair of 6"``) when the board ran ``runs`` times, so every run's hand is readable."""
    return HEAD if runs <= 1 else runs * RUN_NAME_LINE + 6


SEAT_CARD_SCALE = 0.98
BOARD_CARD_SCALE = 1.05
WIN_GROW = (24.0, 12.0)
CARDS_W = 2 * CARD[0] * SEAT_CARD_SCALE + 6  # the cards' part of a win spot (two hole cards)
CARDS_W4 = 2.6 * CARD[0] * SEAT_CARD_SCALE + 6  # four Omaha cards, fanned
CARDS_W7 = 3.3 * CARD[0] * SEAT_CARD_SCALE + 6  # a stud hand's seven cards, fanned (smaller)


#: Between a hi-lo hand's high and its low in a win spot (``"A high · 7-6 low"``).
HALVES_JOIN = " · "


def hand_name_forms(name: str) -> list[str]:
    """A hand's name from the longest form to the shortest, both in the one grammar of
    :mod:`dealer_trainer.wording.hand_names`: ranks as words, then as symbols
    (``"two pair, K and 5"``); a hi-lo name ``"high · low"`` has each half in symbols, then the
    high alone as its last resort."""
    halves = name.split(HALVES_JOIN)
    short = HALVES_JOIN.join(symbol_name(half) for half in halves)
    forms = [name] if short == name else [name, short]
    return forms + [symbol_name(halves[0])] if len(halves) > 1 else forms


def cards_width(hole_count: int) -> float:
    """Width of the cards' part of a win spot for ``hole_count`` hole cards."""
    return CARDS_W if hole_count <= 2 else CARDS_W4 if hole_count <= 4 else CARDS_W7


@dataclass(frozen=True)
class AwardLayout(TableLayout):
    """A :class:`TableLayout` whose seats' front spots are win spots (``win:<seat>``).

    ``hole_count``: hole cards per seat (2 hold'em, 4 Omaha), which sets the cards' part;
    ``runs``: how many times the board was run; ``run_spots``: (``run:<pot>:<run>``, rect) of
    each pot run more than once, laid under its pot (whose rect is shortened for them).
    """

    hole_count: int = 2
    runs: int = 1
    run_spots: tuple[tuple[str, Rect], ...] = ()

    def zones(self) -> list[tuple[str, Rect]]:
        wins = [(win_pile(s.name), self.win(s.name)) for s in self.seats]
        wins += list(self.run_spots)
        plates = [(win_pile(s.name), s.plate) for s in self.seats]  # a pot pushed onto the seat
        build = [(z, r) for z, r in super().zones() if z != ADD_POT_ZONE]  # no new pots now
        return wins + [(z, r) for z, r in build if not any(r is p for _, p in plates)] + plates

    def rect(self, zone: str) -> Rect | None:
        """The chips' part of a win spot; other zones as on the build table."""
        if kind_of(zone) == "win":
            for seat in self.seats:
                if zone == win_pile(seat.name):
                    return chip_area(self.win(seat.name), self.hole_count)
            return None
        return super().rect(zone)

    def spot(self, zone: str) -> Rect | None:
        """The whole rect of a zone (a win spot with its cards)."""
        return super().rect(zone) if kind_of(zone) != "win" else self._front(zone)

    def _front(self, zone: str) -> Rect | None:
        for seat in self.seats:
            if zone == win_pile(seat.name):
                return self.win(seat.name)
        return None

    def win(self, seat: str) -> Rect:
        """``seat``'s win spot: its front spot grown toward the middle as far as it stays clear
        of the pots, the board, the name plates, the return spots and the other win spots."""
        return _win_rects(self)[seat]


@functools.lru_cache(maxsize=64)
def _win_rects(layout: AwardLayout) -> dict[str, Rect]:
    boards = [run_rows_rect(layout, layout.runs)]
    fixed = [
        *layout.pots,
        *boards,
        *(r for _z, r in layout.run_spots),
        *(s.plate for s in layout.seats),
        *(s.back for s in layout.seats),
    ]
    fixed += [rect for _pile, rect in layout.drops]  # the rake stays in its slot
    gx, gy = WIN_GROW
    grows: tuple[tuple[float, float], ...] = (
        (gx, gy), (gx / 2, gy), (0.0, gy), (gx, gy / 2), (gx / 2, gy / 2), (0.0, gy / 2), (0.0, 0.0)
    )  # fmt: skip
    extra = (head_height(layout.runs) - HEAD) / 2  # a line per run: taller, so the cards keep their size
    if extra > 0:
        grows = (
            tuple((x, y + extra) for x, y in grows[:-1])
            + tuple((x, y + extra / 2) for x, y in grows[:-1])
            + grows
        )
    out: dict[str, Rect] = {}
    for seat in layout.seats:
        others = [
            *fixed,
            *out.values(),
            *(s.front for s in layout.seats if s.name not in out and s is not seat),
        ]
        candidates = [win_rect(seat.front, g) for g in grows]
        out[seat.name] = next(
            (r for r in candidates if not any(r.intersects(o) for o in others)), candidates[-1]
        )
    return out


def award_layout(
    layout: TableLayout,
    hole_count: int = 2,
    runs: int = 1,
    run_pots: tuple[int, ...] = (),
    halved: tuple[int, ...] = (),
) -> AwardLayout:
    """``layout`` with win spots for seats holding ``hole_count`` cards; with ``runs`` above 1,
    each pot of ``run_pots`` (indexes) gives its lower part to one spot per run, side by side; in a
    hi-lo game each pot of ``halved`` gives it to a high and a low half's spot."""
    parts = {f.name: getattr(layout, f.name) for f in fields(TableLayout)}
    split = {i: [run_pile(i, r) for r in range(1, runs + 1)] for i in run_pots} if runs > 1 else {}
    split |= {i: [half_pile(i, half) for half in ("high", "low")] for i in halved}
    if split:
        pots, spots = list(layout.pots), []
        for index, zones in split.items():
            pot = pots[index]
            top = pot.h * RUN_POT_SHARE
            pots[index] = Rect(pot.x, pot.y, pot.w, top)
            w = (pot.w - (len(zones) - 1) * RUN_GAP) / len(zones)
            for k, zone in enumerate(zones):
                rect = Rect(pot.x + k * (w + RUN_GAP), pot.y + top + RUN_GAP, w, pot.h - top - RUN_GAP)
                spots.append((zone, rect))
        parts["pots"] = tuple(pots)
        return AwardLayout(**parts, hole_count=hole_count, runs=runs, run_spots=tuple(spots))
    return AwardLayout(**parts, hole_count=hole_count, runs=runs)


#: A pot run more than once keeps this share of its height; its runs' spots take the rest.
RUN_POT_SHARE = 0.42
RUN_GAP = 6.0
#: Room left of the runs' boards for each run's name ("Run 2"), right-aligned to its burns.
RUN_LABEL = 78.0
RUN_ROW_GAP = 5.0
BURN_SHIFT = 6.0  # each burn card of a run a little right of the one before
#: Where each street's first card lies on a board: a burn card comes before it.
STREET_STARTS = (0, 3, 4)


def run_card_scale(runs: int) -> float:
    """The size of the cards of a board run ``runs`` times (two runs 0.9 of a card, three 0.8)."""
    return BOARD_CARD_SCALE if runs <= 1 else 0.9 if runs == 2 else 0.8


def run_board_room(runs: int) -> float:
    """The height the boards of ``runs`` runs take above the pots, one under the other.

    >>> [round(run_board_room(n)) for n in (2, 3)]
    [131, 173]
    """
    h = CARD[1] * run_card_scale(runs)
    return runs * h + (runs - 1) * RUN_ROW_GAP + 14


def shared_cards(boards: tuple[str, ...] | list[str]) -> int:
    """How many board cards every run shares (dealt before the runs), 0 to 5.

    >>> shared_cards(("9s2c3h8sAh", "9s2c3h8sQs"))
    4
    """
    count = 0
    while count < 5 and len({b[2 * count : 2 * count + 2] for b in boards}) == 1:
        count += 1
    return count


def burns_from(first: int) -> int:
    """The burn cards a run deals from board card ``first`` on: one before each street's first
    card (before the flop, the turn and the river).

    >>> [burns_from(n) for n in (0, 3, 4, 5)]
    [3, 2, 1, 0]
    """
    return sum(1 for start in STREET_STARTS if start >= first)


def run_board_positions(layout: TableLayout, runs: int) -> list[tuple[float, list[tuple[float, float]]]]:
    """(scale, top-left of each card) of each run's board: one row per run, one under the
    other above the pots in run order, the same column for the same card of every run (a run's
    own cards lie under the first run's; the cards they share are shown once, in the first
    row). One board, as :func:`board_positions`, when ``runs`` is 1. Left of each row lie its
    burn cards (:func:`run_burn_positions`) and, left of them, the run's name."""
    if runs <= 1:
        return [board_positions(layout, 5)]
    scale, gap = run_card_scale(runs), 6.0
    w, h = CARD[0] * scale, CARD[1] * scale
    board_w = 5 * w + 4 * gap
    top = min(r.y for r in layout.pots) - 10 - (runs * h + (runs - 1) * RUN_ROW_GAP)
    left = CENTER[0] - board_w / 2
    return [
        (scale, [(left + i * (w + gap), top + run * (h + RUN_ROW_GAP)) for i in range(5)])
        for run in range(runs)
    ]


def run_burn_positions(
    places: list[tuple[float, float]], scale: float, count: int
) -> list[tuple[float, float]]:
    """Top-left of ``count`` burn cards left of a run's row (``places``: its cards' top-lefts)."""
    x0, y = places[0]
    left = x0 - 10 - CARD[0] * scale - 2 * BURN_SHIFT
    return [(left + k * BURN_SHIFT, y) for k in range(count)]


def run_rows_rect(layout: TableLayout, runs: int) -> Rect:
    """The rect the runs' boards take with their burns and names (one board: the board)."""
    rows = run_board_positions(layout, runs)
    scale = rows[0][0]
    first, last = rows[0][1], rows[-1][1]
    right = first[-1][0] + CARD[0] * scale
    left = first[0][0] if runs <= 1 else first[0][0] - 10 - CARD[0] * scale - 2 * BURN_SHIFT - RUN_LABEL
    return Rect(left, first[0][1], right - left, last[0][1] + CARD[1] * scale - first[0][1])


def win_rect(front: Rect, grow: tuple[float, float] = WIN_GROW) -> Rect:
    """A seat's win spot: its front spot, grown toward the middle of the table (nothing lies in
    front any more), so it never reaches over the seat's own name plate.

    >>> win_rect(Rect(100.0, 400.0, 180.0, 96.0))  # a seat on the left grows to the right
    Rect(x=100.0, y=400.0, w=228.0, h=120.0)
    """
    gx, gy = 2 * grow[0], 2 * grow[1]
    fx, fy = front.centre
    x = front.x - (gx if fx > CENTER[0] + 1 else gx / 2 if abs(fx - CENTER[0]) <= 1 else 0.0)
    y = front.y - (gy if fy > CENTER[1] + 1 else gy / 2 if abs(fy - CENTER[1]) <= 1 else 0.0)
    return Rect(x, y, front.w + gx, front.h + gy)


def chip_area(front: Rect, hole_count: int = 2) -> Rect:
    """The right part of a win spot, where pushed chips lie, clear of the cards on the left."""
    cards = cards_width(hole_count) + 4
    return Rect(front.x + cards, front.y, front.w - cards, front.h)


def hole_positions(front: Rect, count: int, head: float = HEAD) -> tuple[float, list[tuple[float, float]]]:
    """(scale, top-left of each card) of ``count`` hole cards in the left part of a win spot,
    below its ``head`` (:func:`head_height`; the cards shrink to fit under a taller head);
    four Omaha cards overlap like a fan, each showing its corner."""
    scale = min(SEAT_CARD_SCALE, max(0.5, (front.h - head - 4) / CARD[1]))
    w, h = CARD[0] * scale, CARD[1] * scale
    room = cards_width(count) - 6
    step = w + 2 if count <= 2 else (room - w) / (count - 1)
    y = front.y + head + max(0.0, (front.h - head - h) / 2)
    return scale, [(front.x + 4 + i * step, y) for i in range(count)]


def board_positions(layout: TableLayout, count: int = 5) -> tuple[float, list[tuple[float, float]]]:
    """(scale, top-left of each card) of the board, centred above the pots."""
    scale = BOARD_CARD_SCALE
    w, h = CARD[0] * scale, CARD[1] * scale
    gap = 8.0
    total = count * w + (count - 1) * gap
    top = min(r.y for r in layout.pots) - 12 - h
    left = CENTER[0] - total / 2
    return scale, [(left + i * (w + gap), top) for i in range(count)]
