"""Table geometry in scene units, and which zone lies under a point (pure Python, no Qt).

The scene is a fixed logical rectangle (:data:`SCENE_W` × :data:`SCENE_H`) that the view scales
to the window. Seats sit around an oval table clockwise starting left of the dealer, who sits at
the bottom centre with the chip tray; pots are laid out in the middle.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from dealer_trainer.ui.table.model import MIDDLE, front_pile, pot_pile, return_pile

SCENE_W = 1600.0
SCENE_H = 1000.0
CENTER = (SCENE_W / 2, SCENE_H / 2 - 10)
FELT = (690.0, 400.0)  # radii of the felt oval
RAIL = 46.0  # rail width outside the felt
PLATE = (160.0, 66.0)
FRONT = (180.0, 96.0)
RETURN = (190.0, 86.0)  # a title line on top, the chips below it
GAP = 8.0
TRAY = (230.0, 62.0)
DEAD_SPOT = (230.0, 72.0)
ADD_POT = (110.0, 46.0)
DROP_SLOT = (136.0, 118.0)  # the rake's (and the jackpot drop's) slot beside the dealer, above the tray
TRAY_PILE = "tray"
ADD_POT_ZONE = "add-pot"


@dataclass(frozen=True)
class Rect:
    """An axis-aligned rectangle: left, top, width, height (floats)."""

    x: float
    y: float
    w: float
    h: float

    @classmethod
    def centred(cls, cx: float, cy: float, size: tuple[float, float]) -> Rect:
        return cls(cx - size[0] / 2, cy - size[1] / 2, size[0], size[1])

    @property
    def centre(self) -> tuple[float, float]:
        return (self.x + self.w / 2, self.y + self.h / 2)

    @property
    def right(self) -> float:
        return self.x + self.w

    @property
    def bottom(self) -> float:
        return self.y + self.h

    def contains(self, px: float, py: float) -> bool:
        return self.x <= px <= self.x + self.w and self.y <= py <= self.y + self.h

    def grown(self, margin: float) -> Rect:
        return Rect(self.x - margin, self.y - margin, self.w + 2 * margin, self.h + 2 * margin)

    def intersects(self, other: Rect) -> bool:
        return not (
            other.x >= self.right or other.right <= self.x or other.y >= self.bottom or other.bottom <= self.y
        )


@dataclass(frozen=True)
class SeatGeometry:
    """Where one seat's things are: name plate, chips in front, return spot, and its angle."""

    name: str
    angle: float
    plate: Rect
    front: Rect
    back: Rect


@dataclass(frozen=True)
class TableLayout:
    """Every zone of one table: seats, pots, dead money, tray, the add-pot control and the drop
    slots (pile id, rect): the Rake and the Jackpot drop in a raked room, none elsewhere."""

    seats: tuple[SeatGeometry, ...]
    pots: tuple[Rect, ...]
    dead: Rect
    tray: Rect
    add_pot: Rect | None
    drops: tuple[tuple[str, Rect], ...] = ()

    def zones(self) -> list[tuple[str, Rect]]:
        """(zone id, rect) pairs, the ones drawn on top first."""
        out: list[tuple[str, Rect]] = [(TRAY_PILE, self.tray)]
        if self.add_pot is not None:
            out.append((ADD_POT_ZONE, self.add_pot))
        out += [(pot_pile(i), r) for i, r in enumerate(self.pots)]
        out += list(self.drops)
        out.append((MIDDLE, self.dead))
        for seat in self.seats:
            out.append((return_pile(seat.name), seat.back))
            out.append((front_pile(seat.name), seat.front))
        # the seat itself takes what is pushed back to it (an uncalled bet), as at a table
        out += [(return_pile(seat.name), seat.plate) for seat in self.seats]
        return out

    def rect(self, zone: str) -> Rect | None:
        """The rect of a zone id (a return spot's own rect, not its seat's plate), or None."""
        for name, rect in self.zones():
            if name == zone:
                return rect
        return None


def seat_angles(count: int, gap: float = 64.0) -> list[float]:
    """Angles (degrees, screen coordinates: 90 is the bottom) of ``count`` seats, clockwise from
    the dealer, leaving ``gap`` degrees at the bottom for the dealer."""
    span = 360.0 - gap
    if count <= 5:  # a short table: spread the seats, none next to the dealer
        return [90.0 + gap / 2 + (i + 0.5) * span / count for i in range(count)]
    return [90.0 + gap / 2 + i * span / (count - 1) for i in range(count)]


def _extent(size: tuple[float, float], dx: float, dy: float) -> float:
    """Half the size of a rect measured along the unit direction (dx, dy)."""
    return abs(dx) * size[0] / 2 + abs(dy) * size[1] / 2


def seat_geometry(name: str, angle: float) -> SeatGeometry:
    """A seat at ``angle``: the plate on the rail, its return spot beside it (counter-clockwise
    side) and the chips it bet on the felt inward of it."""
    cx, cy = CENTER
    rx, ry = FELT[0] + RAIL * 0.3, FELT[1] + RAIL * 0.3
    a = math.radians(angle)
    px, py = cx + rx * math.cos(a), cy + ry * math.sin(a)
    px = min(max(px, PLATE[0] / 2 + 6), SCENE_W - PLATE[0] / 2 - 6)
    py = min(max(py, PLATE[1] / 2 + 6), SCENE_H - PLATE[1] / 2 - 6)
    dx, dy = cx - px, cy - py
    norm = math.hypot(dx, dy) or 1.0
    dx, dy = dx / norm, dy / norm
    tx, ty = dy, -dx
    d_back = _extent(PLATE, tx, ty) + GAP + _extent(RETURN, tx, ty)
    speed = math.hypot(rx * math.sin(a), ry * math.cos(a)) or 1.0
    b = a - d_back / speed  # along the rail, counter-clockwise
    bx, by = cx + rx * math.cos(b), cy + ry * math.sin(b)
    ix, iy = cx - bx, cy - by  # a return spot deeper than the plate reaches no further inward
    inward = math.hypot(ix, iy) or 1.0
    ix, iy = ix / inward, iy / inward
    shift = max(0.0, _extent(RETURN, ix, iy) - _extent(PLATE, ix, iy))
    bx, by = bx - ix * shift, by - iy * shift
    bx = min(max(bx, RETURN[0] / 2 + 4), SCENE_W - RETURN[0] / 2 - 4)
    by = min(max(by, RETURN[1] / 2 + 4), SCENE_H - RETURN[1] / 2 - 4)
    d_front = _extent(PLATE, dx, dy) + GAP + _extent(FRONT, dx, dy)
    fx, fy = px + dx * d_front, py + dy * d_front
    front = Rect.centred(fx, fy, FRONT).grown(GAP / 2)
    plate = Rect.centred(px, py, PLATE).grown(GAP / 2)
    for _ in range(40):  # clear of its own plate (along the rail) and front (out to the rail)
        back = Rect.centred(bx, by, RETURN)
        if back.intersects(plate):
            bx, by = bx + ty * 4, by - tx * 4
        elif back.intersects(front):
            bx, by = bx - ix * 4, by - iy * 4
        else:
            break
        bx = min(max(bx, RETURN[0] / 2 + 4), SCENE_W - RETURN[0] / 2 - 4)
        by = min(max(by, RETURN[1] / 2 + 4), SCENE_H - RETURN[1] / 2 - 4)
    return SeatGeometry(
        name=name,
        angle=angle,
        plate=Rect.centred(px, py, PLATE),
        front=Rect.centred(fx, fy, FRONT),
        back=Rect.centred(bx, by, RETURN),
    )


MIDDLE_MAX = (800.0, 330.0)  # the most of the felt's middle the pots take (width, height)
MIDDLE_TOP = 330.0  # the pots' region starts below the dead-money spot
BOARD_ROOM = 84.0  # kept above the pots in the award phase for the board
BOARD_HALF_W = 280.0  # the runs' boards, burns and names reach this far either side of the middle
POT_MAX_W = 260.0
POT_GAP = 14.0


def middle_region(
    seats: tuple[SeatGeometry, ...],
    board: bool = False,
    board_room: float = BOARD_ROOM,
    over_dead: bool = False,
) -> tuple[Rect, Rect]:
    """(the dead-money spot, the part of the felt's middle the pots may take below it).

    Both are centred and clear of every seat's plate and chips in front; the pots' region is
    the widest-times-tallest box below the dead-money spot (and ``board``: below the board's
    room too: ``board_room`` scene units, more for boards run more than once), at most
    :data:`MIDDLE_MAX`. ``over_dead``: no dead money can lie in the middle (the award phase),
    so the board's room starts where the dead-money spot would be, which takes no room.
    """
    cx = CENTER[0]
    blockers = [r.grown(GAP) for seat in seats for r in (seat.plate, seat.front)]
    dead_x = (cx - DEAD_SPOT[0] / 2, cx + DEAD_SPOT[0] / 2)
    dead_top = MIDDLE_TOP - 14 - DEAD_SPOT[1]
    for b in blockers:
        if b.x < dead_x[1] and b.right > dead_x[0] and b.centre[1] < CENTER[1]:
            dead_top = max(dead_top, b.bottom)
    dead = Rect(dead_x[0], dead_top, *DEAD_SPOT)
    first = dead.bottom + 14 + (board_room if board else 0.0)
    if board and over_dead:
        top = dead.y  # below the dead-money spot's top and every seat's things above the board
        for b in blockers:
            if b.x < cx + BOARD_HALF_W and b.right > cx - BOARD_HALF_W and b.centre[1] < CENTER[1]:
                top = max(top, b.bottom)
        first = top + board_room
        dead = Rect(dead.x, dead.y, dead.w, 0.0)
    best: tuple[float, Rect] | None = None
    w = MIDDLE_MAX[0]
    while w >= 300.0:
        top, bottom = first, MIDDLE_TOP + MIDDLE_MAX[1]
        for b in blockers:
            if b.x < cx + w / 2 and b.right > cx - w / 2:
                if b.centre[1] < CENTER[1]:
                    top = max(top, b.bottom)
                else:
                    bottom = min(bottom, b.y)
        h = bottom - top
        if h > 0 and (best is None or w * h > best[0]):
            best = (w * h, Rect(cx - w / 2, top, w, h))
        w -= 10.0
    assert best is not None
    return dead, best[1]


POT_COLUMNS = 3  # pot cells in a row


def pot_rects(count: int, can_add: bool = True, region: Rect | None = None) -> tuple[list[Rect], Rect | None]:
    """Rects of ``count`` open pot spots and of the "open side pot" control (None when full),
    filling ``region`` (default: the middle of an empty table).

    While pots can be opened (``can_add``) the pots fill three fixed columns left to right
    and the control lies in a strip of its own below them, centred: a pot keeps its place when
    the next one opens (a drop target never moves between two gestures) up to three pots; a
    fourth adds a row, the rows sharing the height. Without the control (no pot can open any
    more: the award phase) the cells of a row are centred. The fewer the rows, the taller each
    pot's stacks.

    >>> one, add = pot_rects(1)
    >>> three, add3 = pot_rects(3)
    >>> one[0] == three[0] and add == add3
    True
    """
    if region is None:
        region = Rect(CENTER[0] - MIDDLE_MAX[0] / 2, MIDDLE_TOP, *MIDDLE_MAX)
    pots_h = region.h - (ADD_POT[1] + POT_GAP if can_add else 0.0)
    per_row = POT_COLUMNS if can_add or count > POT_COLUMNS else max(count, 1)
    rows = max(1, math.ceil(count / per_row))
    w = min(POT_MAX_W, (region.w - (per_row - 1) * POT_GAP) / per_row)
    h = (pots_h - (rows - 1) * POT_GAP) / rows
    rects: list[Rect] = []
    for i in range(count):
        row, col = divmod(i, per_row)
        in_row = per_row if can_add else min(per_row, count - row * per_row)
        left = region.centre[0] - (in_row * w + (in_row - 1) * POT_GAP) / 2
        rects.append(Rect(left + col * (w + POT_GAP), region.y + row * (h + POT_GAP), w, h))
    if not can_add:
        return rects, None
    return rects, Rect.centred(region.centre[0], region.bottom - ADD_POT[1] / 2, ADD_POT)


def drop_rects(drops: Sequence[str], tray: Rect) -> tuple[tuple[str, Rect], ...]:
    """The drop slots ``drops`` (pile ids, the Rake first) side by side just above the dealer's
    tray, centred on it: below the pots' region and between the chips in front of the seats
    nearest the dealer, so they never cover a pot, a seat or its bet (at any table size)."""
    w, h = DROP_SLOT
    y = tray.y - GAP - h
    left = tray.centre[0] - (len(drops) * w + (len(drops) - 1) * GAP) / 2
    return tuple((pile, Rect(left + k * (w + GAP), y, w, h)) for k, pile in enumerate(drops))


def table_layout(
    seats: list[str] | tuple[str, ...],
    pot_count: int,
    can_add_pot: bool = True,
    tall_pots: bool = True,
    drops: Sequence[str] = (),
    board_room: float = BOARD_ROOM,
    board_over_dead: bool = False,
) -> TableLayout:
    """The layout of a table with ``seats`` (clockwise) and ``pot_count`` open pots
    (``tall_pots`` false: the pots leave room above them for the board, in the award phase) and
    the drop slots ``drops`` (pile ids: ``"rake"``, ``"jackpot"``) of a raked room; the board
    takes ``board_room`` above the pots (boards run more than once lie one under the other),
    from the dead-money spot's place down when ``board_over_dead`` (no dead money in the middle)."""
    angles = seat_angles(len(seats))
    geometry = tuple(seat_geometry(name, a) for name, a in zip(seats, angles, strict=True))
    dead, region = middle_region(geometry, not tall_pots, board_room, board_over_dead)
    pots, add = pot_rects(pot_count, can_add_pot, region)
    tray = Rect.centred(CENTER[0], CENTER[1] + FELT[1] - TRAY[1] / 2 - 18, TRAY)
    return TableLayout(geometry, tuple(pots), dead, tray, add, drop_rects(drops, tray))


def zone_at(layout: TableLayout, x: float, y: float) -> str | None:
    """The zone id under the scene point (x, y): a pile id, ``"tray"``, ``"add-pot"`` or None.

    >>> lay = table_layout(["Anna", "Bram"], 1)
    >>> zone_at(lay, *lay.pots[0].centre)
    'pot:0'
    >>> zone_at(lay, 1, 1) is None
    True
    """
    for name, rect in layout.zones():
        if rect.contains(x, y):
            return name
    return None


CHIP_W = 52.0  # a chip's face, as drawn
CHIP_H = 26.0
CHIP_T = 9.0  # thickness of one chip's edge as drawn
STACK_STEP = 15.0  # vertical offset between chips in a stack: one chip's visible edge (9 px at 1280x800)
CHIP_BOX = (CHIP_W, CHIP_H + CHIP_T)  # a chip's face plus its edge
MAX_PER_COLUMN = 20  # a dealer stacks in twenties
MIN_COLUMN_STEP = 40.0  # columns overlap down to this much of each showing (its label)...
CROWDED_STEP = 14.0  # ... or, before stacks rise over a spot's title, to this much
SAME_STEP_MIN = 24.0  # a column continuing the stack beside it leaves this much of it to press on


def column_steps(changes: int, repeats: int, width: float) -> tuple[float, float]:
    """(step to a column of the same value, step to a column of the next value) that fit
    ``changes`` + ``repeats`` steps and a chip in ``width``: a column that continues a stack
    needs only a sliver (its label is its neighbour's); one of a new value shows its label.

    >>> column_steps(2, 0, 200.0)
    (30.0, 56.0)
    >>> column_steps(2, 2, 200.0)
    (24.0, 50.0)
    """
    cw = CHIP_BOX[0]
    same, other = min(30.0, cw + 4), cw + 4
    room = width - cw
    if changes * other + repeats * same <= room:
        return same, other
    if repeats:
        same = max(SAME_STEP_MIN, min(same, (room - changes * other) / repeats))
    if changes and changes * other + repeats * same > room:
        other = max(0.0, (room - repeats * same) / changes)
    if changes * other + repeats * same > room and repeats:
        same = max(0.0, (room - changes * other) / repeats)
    return same, other


def pile_positions(
    rect: Rect,
    chips: list[tuple[int, int]],
    header: float = 0.0,
    right_margin: float = 0.0,
    left: bool = False,
    keep_header: bool = False,
    never_rise: bool = False,
    least: int = 3,
) -> dict[int, tuple[float, float, float]]:
    """Where to draw each chip of a pile in ``rect``: chip id -> (x, y, z) of its top-left.

    ``chips`` are (id, value) bottom to top. Chips are stacked by value in columns of up to 20
    (as a dealer stacks), the highest value in front (right, drawn over the others), each stack
    in pile order; a stack taller than the room wraps into another column, and
    columns overlap when the rect is too narrow. ``header`` keeps room at the top for the
    title, ``right_margin`` on the right for an amount. Crowded stacks rise over the header so
    each value's label shows; with ``keep_header`` only when otherwise not even a sliver of each
    value would show; with ``never_rise`` never (the columns squeeze instead), though a short
    spot still stacks ``least`` high.
    """
    if not chips:
        return {}
    cw, ch = CHIP_BOX
    room = rect.h - header - 8 - ch
    per_col = max(1, int(room // STACK_STEP) + 1)
    per_col = min(per_col, MAX_PER_COLUMN)
    groups: dict[int, list[int]] = {}
    for chip_id, value in chips:
        groups.setdefault(value, []).append(chip_id)
    width = rect.w - 12 - right_margin
    room_col = per_col
    tallest = int((rect.h - 6 - ch) // STACK_STEP) + 1  # up over the title, never out of the rect
    if never_rise:
        tallest = max(room_col, least)
    while True:  # too many columns to tell apart: stack higher rather than run out of the rect
        columns: list[list[int]] = []
        kinds: list[int] = []
        for value in sorted(groups):  # the highest value last: its stacks lie in front
            ids = groups[value]
            for i in range(0, len(ids), per_col):
                columns.append(ids[i : i + per_col])
                kinds.append(value)
        same = sum(1 for a, b in zip(kinds, kinds[1:], strict=False) if a == b)
        same_step, value_step = column_steps(len(columns) - 1 - same, same, width)
        if len(columns) < 2 or value_step >= MIN_COLUMN_STEP:
            break
        if keep_header and per_col >= room_col and value_step >= CROWDED_STEP:
            break  # crowded, but each value shows a sliver: keep the title clear
        if per_col >= tallest:
            break
        per_col += 1
    xs = [0.0]
    for a, b in zip(kinds, kinds[1:], strict=False):
        xs.append(xs[-1] + (same_step if a == b else value_step))
    total = xs[-1] + cw
    x0 = rect.x + 6 if left else rect.x + 6 + (width - total) / 2
    bottom = rect.bottom - 5 - ch
    out: dict[int, tuple[float, float, float]] = {}
    for c, column in enumerate(columns):
        for k, chip_id in enumerate(column):
            out[chip_id] = (x0 + xs[c], bottom - k * STACK_STEP, c * 100 + k)
    return out


def stack_index(count: int, base: float, y: float, step: float = STACK_STEP) -> int:
    """Which chip of a column of ``count`` chips a press at height ``y`` picks (0 the bottom).

    ``base`` is the bottom of the column's lowest chip; each chip owns one band of ``step``
    upward from there (its visible edge) and the top chip owns everything above, its face
    included. A press a little below the column picks the bottom chip.

    >>> [stack_index(4, 100.0, y, 9.0) for y in (104, 99, 92, 91, 82, 60, 0)]
    [0, 0, 0, 1, 2, 3, 3]
    """
    if count <= 0:
        return -1
    k = math.floor((base - y) / step)
    return min(max(k, 0), count - 1)
