"""The table scene: mirrors a :class:`TableState` as items and turns drags into domain signals.

Signals:
    chips_dropped(list, str): chip ids released over a pile id (the session decides).
    amount_dropped(str, object, str): an amount (int chip units, typed or wheeled during the
        drag; a Python int, as a typed amount can pass a C++ int) carried from a pile to a pile id
        (:data:`~dealer_trainer.drills.piles.NEW_POT`: the "+ Side pot" control).
    amount_too_large(str): the amount typed during a drag passes what the pile (its id) holds:
        dropped, it will not move.
    bet_dropped(str, str): a whole pile (Ctrl+drag: a seat's bet) dropped on a pile id; a pot
        with a cut level takes at most that much of it.
    change_requested(int): a chip was dropped on the chip tray.
    add_pot_requested(): the "+ Side pot" control was clicked.
    chip_menu_requested(int, QPoint): context menu asked for on a chip (screen position).
    chips_dropped_on_new_pot(list): chips released over the "+ Side pot" control.
    seat_clicked(str): a seat's plate was clicked (a ruling's answer: who acts next).
"""

from __future__ import annotations

import logging
import time
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QPoint, QPointF, Qt, Signal
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene

from dealer_trainer.drills.models import Drill
from dealer_trainer.drills.piles import JACKPOT, NEW_POT, RAKE, kind_of, parse_pile, return_pile
from dealer_trainer.ui.table.items import (
    CACHED_ITEMS,
    CHIP_W,
    RETURN_HEAD,
    AmountTag,
    ButtonItem,
    ChipItem,
    SeatItem,
    SpotItem,
    TableItem,
    TrayItem,
)
from dealer_trainer.ui.table.layout import (
    ADD_POT_ZONE,
    CHIP_BOX,
    SCENE_H,
    SCENE_W,
    STACK_STEP,
    TRAY_PILE,
    TableLayout,
    pile_positions,
    stack_index,
    table_layout,
    zone_at,
)
from dealer_trainer.ui.table.model import DEAD, MAX_POTS, MIDDLE, TableState, drop_piles, front_pile, pot_pile

if TYPE_CHECKING:
    from PySide6.QtCore import QVariantAnimation
    from PySide6.QtWidgets import QGraphicsSceneMouseEvent, QGraphicsSceneWheelEvent

    from dealer_trainer.ui.table.felt import Felt

log = logging.getLogger(__name__)

DRAG_Z = 10_000.0


class TableScene(QGraphicsScene):
    """The poker table of one drill."""

    chips_dropped = Signal(list, str)
    amount_dropped = Signal(str, object, str)
    amount_too_large = Signal(str)
    bet_dropped = Signal(str, str)
    change_requested = Signal(int)
    add_pot_requested = Signal()
    chip_menu_requested = Signal(int, QPoint)
    chips_dropped_on_new_pot = Signal(list)
    seat_clicked = Signal(str)

    tall_pots = True  # a lone row of pots takes the room above it

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(0, 0, SCENE_W, SCENE_H, parent)
        self.setBackgroundBrush(QColor("#14181b"))
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)
        self.caching = False  # items cached in device coordinates (see start_caches)
        self.state: TableState | None = None
        self.drill: Drill | None = None
        self.geometry: TableLayout | None = None
        self.table_item = TableItem()
        self.table_item.dealer_text = self.tr("Dealer")
        self.addItem(self.table_item)
        self.chip_items: dict[int, ChipItem] = {}
        self.spots: dict[str, SpotItem] = {}
        self.seat_items: dict[str, SeatItem] = {}
        self.tray: TrayItem | None = None
        self.add_button: ButtonItem | None = None
        self.animate = True
        self.animation_ms = 320
        self._drag: dict | None = None
        self._box_drag = False  # a Ctrl+drag that started in a pile's box, off its chips
        self._amount_item: AmountTag | None = None
        self._target: str | None = None
        self._syncs = 0
        self._anim: QVariantAnimation | None = None
        self._anim_paths: dict[int, tuple[QPointF, QPointF]] = {}
        # where each pile's chips were laid out: pile -> chip id -> (column, x, bottom y)
        self._columns: dict[str, dict[int, tuple[int, float, float]]] = {}
        self._laid_in: dict[str, object] = {}  # the rect each pile was laid out in
        #: room above the pots for a board dealt on the felt (a street hand's table);
        #: :meth:`leave_board_room` asks it for the next table only
        self.board_room = False
        self._board_next = False
        self._felt: Felt | None = None

    # ----- building ----------------------------------------------------------------------
    def money(self, chips: int) -> str:
        return self.drill.stakes.format(chips) if self.drill else f"{chips:,}"

    def pile_title(self, pile: str) -> str:
        where = parse_pile(pile)
        if where.kind == "pot":
            number = str(where.index)
            return self.tr("Main pot") if where.index == 0 else self.tr("Side pot %1").replace("%1", number)
        if where.kind == "return":
            return self.tr("Return")
        if where.kind == "dead":
            return self.tr("Dead money")
        if where.kind == "rake":
            return self.tr("Rake")
        if where.kind == "jackpot":
            return self.tr("Jackpot drop")
        return ""

    def addItem(self, item: QGraphicsItem) -> None:  # noqa: N802 - Qt's name
        """Add ``item``, cached once :meth:`start_caches` has run (for the items it caches)."""
        super().addItem(item)
        if self.caching and isinstance(item, CACHED_ITEMS):
            item.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def start_caches(self) -> None:
        """Cache the table's items in device coordinates from now on (after the first paint:
        see :data:`~dealer_trainer.ui.table.items.CACHED_ITEMS`)."""
        self.caching = True
        for item in self.items():
            if isinstance(item, CACHED_ITEMS):
                item.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def leave_board_room(self) -> None:
        """The next table put on (:meth:`set_table`) keeps room above its pots for the board
        dealt on the felt (a street hand's); tables after it do not."""
        self._board_next = True

    @property
    def felt(self) -> Felt:
        """The street hand's board, turn marker, action labels and muck (made when first used)."""
        if self._felt is None:
            from dealer_trainer.ui.table.felt import Felt

            self._felt = Felt(self, self)
        return self._felt

    def clear_felt(self, keep_muck: bool = False) -> None:
        """Take the street hand's board, marker and labels off the felt (and the muck unless
        ``keep_muck``); nothing to do before any street hand."""
        if self._felt is not None:
            if keep_muck:
                self._felt.clear_street()
            else:
                self._felt.clear()

    def clear_action_labels(self) -> None:
        """Take the street hand's action labels (``Call``, ``Bet``) off the felt, if any."""
        if self._felt is not None:
            self._felt.clear_labels()

    def set_table(self, state: TableState) -> None:
        """Show ``state``'s drill: rebuild every item."""
        self.finish_animation()
        self.board_room, self._board_next = self._board_next, False
        self._drag = None
        for item in [*self.chip_items.values(), *self.spots.values(), *self.seat_items.values()]:
            self.removeItem(item)
        for extra in (self.tray, self.add_button):
            if extra is not None:
                self.removeItem(extra)
        self.chip_items.clear()
        self._columns.clear()
        self._laid_in.clear()
        self.spots.clear()
        self.seat_items.clear()
        self.state = state
        self.drill = state.drill
        layout = self._layout()
        self.geometry = layout
        for seat, geo in zip(state.drill.seats, layout.seats, strict=True):
            if seat.folded:
                status = self.tr("FOLDED")
            elif seat.stack == 0:
                status = self.tr("ALL-IN")
            else:
                status = self.tr("Stack %1").replace("%1", self.money(seat.stack))
            item = SeatItem(geo.plate, seat.name, seat.position, status, seat.folded, seat.stack == 0)
            tip = [seat.name]
            if seat.position:
                tip.append(seat.position)
            tip.append(status)
            tip.append(self.tr("bet %1").replace("%1", self.money(seat.committed)))
            item.setToolTip(" · ".join(tip))
            self.addItem(item)
            self.seat_items[seat.name] = item
            front = SpotItem(front_pile(seat.name), geo.front, "", "front")
            front.setToolTip(self.tr("Chips %1 committed this hand").replace("%1", seat.name))
            back = SpotItem(
                return_pile(seat.name),
                geo.back,
                self.tr("Return to %1").replace("%1", seat.name),
                "return",
                self.tr("↩ %1").replace("%1", seat.name),
            )
            back.setToolTip(
                self.tr("Return to %1: push an uncalled bet back to the player here").replace("%1", seat.name)
            )
            for spot in (front, back):
                self.addItem(spot)
                self.spots[spot.zone] = spot
        self._add_drop_slots(layout)
        dead = SpotItem(MIDDLE, layout.dead, self.tr("Dead money"), "dead")
        dead.setToolTip(self.tr("Dead money: belongs to no player's bet and always goes to the main pot"))
        dead.setVisible(state.amount(MIDDLE) > 0)  # not when the dead money already lies in a pot
        self.addItem(dead)
        self.spots[MIDDLE] = dead
        self.tray = TrayItem(layout.tray, self.tr("Chip tray · drop a chip for change"))
        self.tray.setToolTip(self.tr("Drop a chip here to exchange it for smaller chips of the same value"))
        self.addItem(self.tray)
        self.add_button = ButtonItem(
            layout.add_pot or layout.pots[-1], self.tr("+ Side pot"), self.add_pot_requested.emit
        )
        self.add_button.setToolTip(self.tr("Open the next side pot (P)"))
        self.addItem(self.add_button)
        self.sync(animate=False)

    def _add_drop_slots(self, layout: TableLayout) -> None:
        """The drop slots of a raked room: the Rake (and the Jackpot drop), beside the dealer."""
        tips = {
            RAKE: self.tr("Rake: drop the house's rake from the pot here (no flop, no drop)"),
            JACKPOT: self.tr("Jackpot drop: drop the jackpot's share from the pot here"),
        }
        titles = {RAKE: self.tr("Rake"), JACKPOT: self.tr("Jackpot")}  # "Jackpot drop" is too wide
        for zone, rect in layout.drops:
            spot = SpotItem(zone, rect, titles[zone], "drop")
            spot.setToolTip(tips[zone])
            self.addItem(spot)
            self.spots[zone] = spot

    def _layout(self) -> TableLayout:
        assert self.state is not None
        state = self.state
        drops = drop_piles(state.drill)  # in the award phase too: the drop stays in its slot
        tall = self.tall_pots and not self.board_room
        return table_layout(state.seats, state.pot_count, state.pot_count < MAX_POTS, tall, drops)

    def _update_pots(self) -> None:
        assert self.state is not None
        layout = self._layout()
        self.geometry = layout
        wanted = {pot_pile(i) for i in range(self.state.pot_count)}
        for zone in [z for z in self.spots if kind_of(z) == "pot" and z not in wanted]:
            self.removeItem(self.spots.pop(zone))
        for i, rect in enumerate(layout.pots):
            zone = pot_pile(i)
            spot = self.spots.get(zone)
            if spot is None:
                spot = SpotItem(zone, rect, self.pile_title(zone), "pot")
                if i == 0:
                    spot.setToolTip(self.tr("Main pot: every live player can win it"))
                else:
                    spot.setToolTip(
                        self.tr("Side pot %1: only players who put in this layer can win it").replace(
                            "%1", str(i)
                        )
                    )
                self.addItem(spot)
                self.spots[zone] = spot
            else:
                spot.set_rect(rect)
        if self.dead_spot is not None:
            self.dead_spot.set_rect(layout.dead)
        if self.add_button is not None:
            self.add_button.setVisible(layout.add_pot is not None)
            if layout.add_pot is not None:
                self.add_button.set_rect(layout.add_pot)

    @property
    def dead_spot(self) -> SpotItem | None:
        return self.spots.get(MIDDLE)

    # ----- mirroring the model -----------------------------------------------------------
    def sync(self, animate: bool | None = None) -> None:
        """Bring every item in line with the model (new chips, removed chips, positions)."""
        if self.state is None:
            return
        self._syncs += 1
        self.finish_animation()
        self._drag = None
        self.set_target(None)
        self._update_pots()
        state = self.state
        chips = state.chips()
        for chip_id in [i for i in self.chip_items if i not in chips]:
            self.removeItem(self.chip_items.pop(chip_id))
        denominations = state.drill.chips
        new_items: set[int] = set()
        for chip_id, chip in chips.items():
            if chip_id not in self.chip_items:
                origin = self.tr("dead money") if chip.origin == DEAD else chip.origin
                tip = self.tr("%1 chip from %2").replace("%1", self.money(chip.value)).replace("%2", origin)
                tip += "\n" + self.tr("Drag to move it and the chips above it; Shift+drag moves one chip")
                item = ChipItem(chip_id, denominations.denomination(chip.value), chip.origin, tip)
                self.addItem(item)
                self.chip_items[chip_id] = item
                new_items.add(chip_id)
        targets: dict[int, tuple[float, float, float]] = {}
        for pile, ids in state.piles().items():
            spot = self.spots.get(pile)
            if spot is None:
                continue
            kind = spot.kind
            rect = self.geometry.rect(pile) if self.geometry else None
            if rect is None:
                continue
            pairs = [(i, chips[i].value) for i in ids]
            pos = self.kept_columns(pile, ids) if self._laid_in.get(pile) == rect else None
            self._laid_in[pile] = rect
            if pos is None:
                if kind == "return":
                    pos = pile_positions(rect, pairs, header=RETURN_HEAD, left=True, never_rise=True, least=2)
                elif kind == "pot":
                    pos = pile_positions(rect, pairs, header=52, keep_header=True)
                else:
                    pos = pile_positions(rect, pairs, header=25)
            self.remember_columns(pile, pos)
            targets.update(pos)
            column_xs = sorted({x for x, _, _ in pos.values()})
            for chip_id, (x, _, _) in pos.items():
                later = [cx for cx in column_xs if cx > x]
                width = later[0] - x if later else CHIP_W
                if chip_id in self.chip_items:
                    self.chip_items[chip_id].set_visible_width(width)
            amount = sum(v for _, v in pairs)
            spot.set_state(amount_text=self.money(amount) if amount or kind == "pot" else "")
            if kind == "return":  # tall stacks may rise beside the amount, over the seat's name
                spot.set_state(
                    title_clear=min((y for _, y, _ in pos.values()), default=rect.bottom)
                    >= rect.y + RETURN_HEAD - 1
                )
        do_animate = self.animate if animate is None else animate
        paths: dict[int, tuple[QPointF, QPointF]] = {}
        for chip_id, (x, y, z) in targets.items():
            item = self.chip_items[chip_id]
            item.setZValue(z)
            end = QPointF(x, y)
            if do_animate and chip_id not in new_items and (item.pos() - end).manhattanLength() > 1:
                paths[chip_id] = (item.pos(), end)
            else:
                item.setPos(end)
        if paths:
            self._start_animation(paths)

    def kept_columns(
        self, pile: str, ids: list[int], before: dict[int, tuple[int, float, float]] | None = None
    ) -> dict[int, tuple[float, float, float]] | None:
        """Positions that keep a pile's stacks where they were when chips were only taken from
        it: each column stays put and its remaining chips settle down. None when the pile must
        be laid out afresh (it got chips, or is empty, or was never laid out). ``before``: the
        pile's columns to keep (default: as last laid out)."""
        before = self._columns.get(pile) if before is None else before
        if not ids or not before or not set(ids) <= before.keys():
            return None
        out: dict[int, tuple[float, float, float]] = {}
        heights: dict[int, int] = {}
        for chip_id in ids:  # bottom to top
            column, x, bottom = before[chip_id]
            k = heights.get(column, 0)
            heights[column] = k + 1
            out[chip_id] = (x, bottom - k * STACK_STEP, column * 100 + k)
        return out

    def remember_columns(self, pile: str, pos: dict[int, tuple[float, float, float]]) -> None:
        columns: dict[int, tuple[int, float, float]] = {}
        for chip_id, (x, y, z) in pos.items():
            column, k = divmod(int(z), 100)
            columns[chip_id] = (column, x, y + k * STACK_STEP)
        self._columns[pile] = columns

    def column_of(self, chip_id: int) -> tuple[list[int], float]:
        """The chips of ``chip_id``'s column, bottom to top, and the bottom edge of its lowest chip."""
        assert self.state is not None
        pile = self.state.where(chip_id)
        columns = self._columns.get(pile, {})
        if chip_id not in columns:
            return [chip_id], self.chip_items[chip_id].pos().y() + CHIP_BOX[1]
        column, _, bottom = columns[chip_id]
        ids = [i for i in self.state.piles().get(pile, []) if columns.get(i, (None,))[0] == column]
        return ids, bottom + CHIP_BOX[1]

    def picked_chip(self, item: ChipItem, pos: QPointF) -> int:
        """The chip a press at ``pos`` on ``item`` means: the one of its column whose edge band
        (or, for the top chip, face) is under the press, so a press a few pixels off a thin edge
        still takes the chip drawn there."""
        ids, base = self.column_of(item.chip_id)
        if len(ids) < 2:
            return item.chip_id
        return ids[stack_index(len(ids), base, pos.y())]

    def slide_in(self, sources: dict[int, QPointF], ms: int = 200) -> None:
        """Animate chips that are already laid out in their piles in from ``sources`` (chip id ->
        scene point, such as the centre of the seat whose stack they came from): chips pushed
        from a stack to the betting line. Nothing moves when animations are off. The next
        change of the table (or :meth:`finish_animation`) puts them in place at once."""
        self.finish_animation()
        if not self.animate:
            return
        paths: dict[int, tuple[QPointF, QPointF]] = {}
        for chip_id, centre in sources.items():
            item = self.chip_items.get(chip_id)
            if item is None:
                continue
            box = item.boundingRect()
            start = centre - QPointF(box.width() / 2, box.height() / 2)
            paths[chip_id] = (start, item.pos())
            item.setPos(start)
        if paths:
            self._start_animation(paths, ms)

    def seat_centre(self, seat: str) -> QPointF | None:
        """Scene centre of ``seat``'s plate (its stack), or None for no such seat."""
        item = self.seat_items.get(seat)
        return item.sceneBoundingRect().center() if item is not None else None

    def _start_animation(self, paths: dict[int, tuple[QPointF, QPointF]], ms: int | None = None) -> None:
        self._anim_paths = paths
        for chip_id in paths:
            self.chip_items[chip_id].setZValue(self.chip_items[chip_id].zValue() + DRAG_Z / 2)
        from PySide6.QtCore import QEasingCurve, QVariantAnimation  # on the first move, not at start

        anim = QVariantAnimation(self)
        anim.setStartValue(0.0)
        anim.setEndValue(1.0)
        anim.setDuration(self.animation_ms if ms is None else ms)
        anim.setEasingCurve(QEasingCurve.Type.OutCubic)
        anim.valueChanged.connect(self._animate_step)
        anim.finished.connect(self.finish_animation)
        self._anim = anim
        anim.start()

    def _animate_step(self, t: float) -> None:
        for chip_id, (start, end) in self._anim_paths.items():
            item = self.chip_items.get(chip_id)
            if item is not None:
                item.setPos(start + (end - start) * float(t))

    def finish_animation(self) -> None:
        """Jump every animated chip to its place."""
        anim, self._anim = self._anim, None
        if anim is not None:
            anim.stop()
            anim.deleteLater()
        for chip_id, (_, end) in self._anim_paths.items():
            item = self.chip_items.get(chip_id)
            if item is not None:
                item.setPos(end)
                item.setZValue(item.zValue() - DRAG_Z / 2)
        self._anim_paths = {}

    @property
    def animating(self) -> bool:
        return self._anim is not None

    def moving(self) -> dict[int, tuple[QPointF, QPointF]]:
        """The chips an animation is moving: chip id -> (start, end) scene positions."""
        return dict(self._anim_paths)

    # ----- dragging ----------------------------------------------------------------------
    def start_drag(self, item: ChipItem, single: bool, pos: QPointF, whole: bool = False) -> None:
        """Lift ``item`` and the chips above it in its stack (only it when ``single``; the whole
        pile when ``whole``). Digits, + / − or the wheel during the drag set an amount."""
        if self.state is None:
            return
        self.finish_animation()
        picked = self.picked_chip(item, pos)
        source = self.state.where(item.chip_id)
        ids = self.state.pile_ids(source) if whole else self.state.lift(picked, single)
        starts = {i: self.chip_items[i].pos() for i in ids}
        for n, i in enumerate(ids):
            self.chip_items[i].setZValue(DRAG_Z + n)
        self._drag = {
            "leader": item.chip_id,  # the item the mouse grabbed (Qt moves it)
            "home": item.pos(),
            "press": QPointF(pos),
            "ids": ids,
            "starts": starts,
            "started": time.perf_counter(),
            "source": source,
            "whole": whole,
            "typed": "",
            "amount": None,
            "pos": QPointF(pos),
        }
        self._show_amount()
        self._reveal_returns(True)

    # ----- presses off the chips: a Ctrl+drag from a box, a click on a seat ---------------
    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802 - Qt's name
        """Off the chips: Ctrl+press in a bet's, a pot's or the dead money's box lifts the whole
        pile (as Ctrl+press on one of its chips); a press on a seat's plate is ``seat_clicked``."""
        pos = event.scenePos()
        on_chip = any(isinstance(item, ChipItem) for item in self.items(pos))
        if event.button() == Qt.MouseButton.LeftButton and not on_chip and self.state is not None:
            if event.modifiers() & Qt.KeyboardModifier.ControlModifier and self._start_box_drag(pos):
                event.accept()
                return
            seat = next(
                (s for s, item in self.seat_items.items() if item.sceneBoundingRect().contains(pos)), None
            )
            if seat is not None:
                self.seat_clicked.emit(seat)
                event.accept()
                return
        super().mousePressEvent(event)

    def _start_box_drag(self, pos: QPointF) -> bool:
        """Lift the whole pile whose box is under ``pos`` (its top chip leads); False for none."""
        assert self.state is not None
        zone = zone_at(self.geometry, pos.x(), pos.y()) if self.geometry else None
        if zone is None or kind_of(zone) not in ("front", "pot", "dead", "return", "win", "run"):
            return False
        ids = self.state.pile_ids(zone)
        if not ids:
            return False
        leader = self.chip_items[ids[-1]]
        self.start_drag(leader, False, pos, whole=True)
        self._box_drag = True
        return True

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        if self._box_drag and self._drag is not None:
            leader = self.chip_items[self._drag["leader"]]
            leader.setPos(self._drag["home"] + (event.scenePos() - self._drag["press"]))
            self.drag_moved(leader, event.scenePos())
            event.accept()
            return
        super().mouseMoveEvent(event)

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        if self._box_drag:
            self._box_drag = False
            if self._drag is not None:
                self.end_drag(self.chip_items[self._drag["leader"]], event.scenePos())
            event.accept()
            return
        super().mouseReleaseEvent(event)

    def _reveal_returns(self, on: bool) -> None:
        """Show the empty return spots only while a drag is on (they are drop targets)."""
        for zone, spot in self.spots.items():
            if kind_of(zone) == "return":
                spot.set_state(revealed=on)

    def drag_moved(self, item: ChipItem, pos: QPointF) -> None:
        """Carry the lifted chips along with ``item`` and outline the spot under ``pos``."""
        drag = self._drag
        if drag is None or drag["leader"] != item.chip_id:
            return
        delta = pos - drag["press"]
        for i, start in drag["starts"].items():
            if i != item.chip_id:
                self.chip_items[i].setPos(start + delta)
        if item.chip_id not in drag["starts"]:  # grabbed a chip below the one picked: it stays
            item.setPos(drag["home"])
        drag["pos"] = QPointF(pos)
        zone = zone_at(self.geometry, pos.x(), pos.y()) if self.geometry else None
        if zone is not None and zone not in (TRAY_PILE, ADD_POT_ZONE):
            zone = zone if self.state and self.state.can_drop(drag["ids"], zone) else None
        self.set_target(zone)
        self._show_amount()

    def end_drag(self, item: ChipItem, pos: QPointF) -> None:
        """Drop the lifted chips: on a spot that takes them, or back where they came from."""
        drag = self._drag
        self._drag = None
        self.set_target(None)
        if drag is None or drag["leader"] != item.chip_id:
            self.sync()  # the drag was cancelled: put every chip in its place
            return
        self._hide_amount()
        self._reveal_returns(False)
        zone = zone_at(self.geometry, pos.x(), pos.y()) if self.geometry else None
        before = self._syncs
        target = NEW_POT if zone == ADD_POT_ZONE else zone
        if drag["amount"] is not None and target is not None and target != TRAY_PILE:
            self.amount_dropped.emit(drag["source"], int(drag["amount"]), target)
        elif drag["whole"] and target is not None and target != TRAY_PILE:
            self.bet_dropped.emit(drag["source"], target)
        elif zone == TRAY_PILE:
            self.change_requested.emit(item.chip_id)
        elif zone == ADD_POT_ZONE:
            self.chips_dropped_on_new_pot.emit(list(drag["ids"]))
        elif zone is not None:
            self.chips_dropped.emit(list(drag["ids"]), zone)
        if self._syncs == before:
            self.sync()  # nothing changed: back where they came from

    def cancel_drag(self) -> None:
        """Put lifted chips back (Escape)."""
        if self._drag is not None:
            self._drag = None
            self._hide_amount()
            self._reveal_returns(False)
            self.sync()

    @property
    def dragging(self) -> bool:
        """True while chips are lifted."""
        return self._drag is not None

    def drag_key(self, key: int, text: str) -> bool:
        """A key during a drag: digits (and a decimal point in a cents game) type the amount to
        carry (one that passes what the pile holds: ``amount_too_large``), Backspace deletes,
        + and − step it by the smallest chip. True when used."""
        drag, drill = self._drag, self.drill
        if drag is None or drill is None:
            return False
        if text and (text.isdigit() or (text == "." and drill.scale > 1 and "." not in drag["typed"])):
            drag["typed"] += text
            drag["amount"] = self._typed_chips(drag["typed"])
            if self.state is not None and drag["amount"] > self.state.amount(drag["source"]):
                self.amount_too_large.emit(drag["source"])  # it will not move: said at once
        elif key == Qt.Key.Key_Backspace:
            drag["typed"] = drag["typed"][:-1]
            drag["amount"] = self._typed_chips(drag["typed"]) if drag["typed"] else None
        elif text in ("+", "=", "-"):
            self.step_amount(1 if text != "-" else -1)
        else:
            return False
        self._show_amount()
        return True

    def step_amount(self, steps: int) -> None:
        """Change the carried amount by ``steps`` smallest chips (the mouse wheel, + and −)."""
        drag, drill = self._drag, self.drill
        if drag is None or drill is None or self.state is None:
            return
        start = drag["amount"]
        if start is None:
            start = sum(self.state.chip(i).value for i in drag["ids"])
        most = self.state.amount(drag["source"])
        drag["amount"] = max(drill.unit, min(most, start + steps * drill.unit))
        drag["typed"] = ""
        self._show_amount()

    def _typed_chips(self, typed: str) -> int:
        assert self.drill is not None
        try:
            return self.drill.stakes.parse(typed)
        except ValueError:
            return self.drill.stakes.parse(typed[:-1] or "0")  # a decimal too many is ignored

    def _show_amount(self) -> None:
        """The amount beside the cursor: typed, wheeled, or the seat's bet cut to a pot's level."""
        drag = self._drag
        if drag is None or self.state is None or self.drill is None:
            self._hide_amount()
            return
        text = ""
        if drag["amount"] is not None:
            text = self.money(int(drag["amount"]))
        elif drag["whole"]:
            target = self._target
            amount = (
                self.state.bet_amount(drag["source"], target) if target else self.state.amount(drag["source"])
            )
            level = self.state.cut_level(target) if target else None
            text = (
                self.tr("%1 (cut at %2)").replace("%1", self.money(amount)).replace("%2", self.money(level))
                if level
                else self.money(amount)
            )
        if not text:
            self._hide_amount()
            return
        if self._amount_item is None:
            self._amount_item = AmountTag()
            self.addItem(self._amount_item)
        self._amount_item.set_text(text)
        self._amount_item.setPos(drag["pos"] + QPointF(18, -34))
        self._amount_item.setVisible(True)

    def _hide_amount(self) -> None:
        if self._amount_item is not None:
            self._amount_item.setVisible(False)

    def wheelEvent(self, event: QGraphicsSceneWheelEvent) -> None:  # noqa: N802
        """The wheel during a drag changes the amount carried by one smallest chip a notch."""
        if self._drag is not None:
            notches = event.delta() // 120 or (1 if event.delta() > 0 else -1)
            self.step_amount(notches)
            event.accept()
            return
        super().wheelEvent(event)

    def set_target(self, zone: str | None) -> None:
        """Outline ``zone`` as the drop target (None clears it)."""
        if zone == self._target:
            return
        if self._target is not None:
            if self._target == TRAY_PILE and self.tray:
                self.tray.set_targeted(False)
            elif self._target in self.spots:
                self.spots[self._target].set_state(targeted=False)
        self._target = zone
        if zone == TRAY_PILE and self.tray:
            self.tray.set_targeted(True)
        elif zone in self.spots:
            self.spots[zone].set_state(targeted=True)

    # ----- feedback on the table ---------------------------------------------------------
    def clear_marks(self) -> None:
        """Remove verdict outlines and hints."""
        for spot in self.spots.values():
            spot.set_state(verdict=None, hinted=False)

    def show_verdicts(self, verdicts: dict[str, bool]) -> None:
        """Outline each pile green (right) or red (wrong); other spots lose their outline."""
        for zone, spot in self.spots.items():
            spot.set_state(verdict=verdicts.get(zone), hinted=False)

    def show_hint(self, piles: list[str]) -> None:
        """Outline the spots of the next layer (its pile and where its chips are)."""
        for zone, spot in self.spots.items():
            spot.set_state(hinted=zone in piles, verdict=None)

    def chip_pos(self, chip_id: int) -> QPointF:
        """Scene position of the centre of a chip's face."""
        item = self.chip_items[chip_id]
        return item.pos() + QPointF(item.boundingRect().width() / 2, 10)
