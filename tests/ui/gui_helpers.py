"""Helpers for GUI tests: find where a chip can be grabbed; drag with real mouse events."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtTest import QTest

from dealer_trainer.ui.table.items import ChipItem
from dealer_trainer.ui.table.layout import TRAY_PILE
from dealer_trainer.ui.table.model import DEAD, MIDDLE, front_pile


def visible_point(view, item) -> QPoint | None:
    """A viewport point where ``item`` is the topmost item and a press picks it (None when it
    is covered)."""
    rect = item.sceneBoundingRect()
    best = None
    steps = 14
    for j in range(steps, -1, -1):
        for i in (steps // 2, steps // 3, 2 * steps // 3, steps // 4, 3 * steps // 4):
            p = QPointF(rect.x() + rect.width() * i / steps, rect.y() + rect.height() * j / steps)
            vp = view.mapFromScene(p)
            top = next((it for it in view.items(vp) if isinstance(it, ChipItem)), None)
            if top is item and view.scene().picked_chip(item, view.mapToScene(vp)) == item.chip_id:
                return vp  # the chip under the pointer is the one a press there picks
    return best


class Mouse:
    """Drags with real mouse events on the view's viewport; always releases the button."""

    def __init__(self) -> None:
        self.drags = 0

    def drag(
        self, view, start: QPoint, end_scene: QPointF, single: bool = False, whole: bool = False
    ) -> None:
        vp = view.viewport()
        mod = Qt.KeyboardModifier.ShiftModifier if single else Qt.KeyboardModifier.NoModifier
        if whole:
            mod = Qt.KeyboardModifier.ControlModifier
        end = view.mapFromScene(end_scene)
        QTest.mousePress(vp, Qt.MouseButton.LeftButton, mod, start)
        try:
            mid = QPoint((start.x() + end.x()) // 2, (start.y() + end.y()) // 2)
            QTest.mouseMove(vp, mid)
            QTest.mouseMove(vp, end)
        finally:
            QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, mod, end)
        self.drags += 1

    def drag_chip(self, view, item, end_scene: QPointF, single: bool = False, whole: bool = False) -> bool:
        start = visible_point(view, item)
        if start is None:
            return False
        self.drag(view, start, end_scene, single, whole)
        return True

    def click(self, view, scene_point: QPointF) -> None:
        vp = view.viewport()
        QTest.mouseClick(
            vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, view.mapFromScene(scene_point)
        )


def centre(window, zone: str) -> QPointF:
    rect = window.scene.geometry.rect(zone) if zone != TRAY_PILE else window.scene.geometry.tray
    return QPointF(*rect.centre)


def assert_table_consistent(window) -> None:
    """Items mirror the model, nothing created or lost, every chip sits in its pile's spot."""
    state = window.session.state
    assert state.total() == state.initial_total
    items = window.scene.chip_items
    assert set(items) == set(state.chips())
    assert sum(item.value for item in items.values()) == state.initial_total
    for pile, ids in state.piles().items():
        rect = window.scene.geometry.rect(pile)
        for chip_id in ids:
            pos = items[chip_id].pos()
            assert rect.grown(2).contains(pos.x(), pos.y()), (pile, chip_id, pos, rect)


def plan(state, source: str, amount: int) -> tuple[list[int], int | None]:
    """Chips of ``source`` adding up to ``amount`` (top chips of each stack), or a chip to change."""
    chosen: list[int] = []
    remaining = amount
    chips = state.pile(source)
    for value in sorted({c.value for c in chips}, reverse=True):
        stack = [c.id for c in chips if c.value == value]
        n = min(len(stack), remaining // value)
        if n:
            chosen += stack[len(stack) - n :]
            remaining -= n * value
    if remaining == 0:
        return chosen, None
    bigger = sorted((c for c in chips if c.id not in chosen and c.value > remaining), key=lambda c: c.value)
    return [], bigger[0].id


def build_by_dragging(window, mouse) -> None:
    """Build the drill's solution the way a trainee would: drags, the tray, + Side pot."""
    session, scene, view = window.session, window.scene, window.view
    for step in session.solution():  # a street's pull-in: less the chips already in the pots
        if step.pile.startswith("pot:"):
            while session.state.pot_count <= int(step.pile[4:]):
                add = scene.geometry.add_pot
                mouse.click(view, QPointF(*add.centre))
        for origin, amount in step.moves.items():
            source = MIDDLE if origin == DEAD else front_pile(origin)
            while True:
                chosen, to_change = plan(session.state, source, amount)
                if to_change is None:
                    break
                assert mouse.drag_chip(
                    view, scene.chip_items[to_change], centre(window, TRAY_PILE), single=True
                )
            by_value: dict[int, list[int]] = {}
            for chip_id in chosen:
                by_value.setdefault(session.state.chip(chip_id).value, []).append(chip_id)
            for ids in by_value.values():
                lowest = ids[0]  # lifting it lifts the chips above it: exactly ``ids``
                assert session.state.lift(lowest) == ids
                assert mouse.drag_chip(view, scene.chip_items[lowest], centre(window, step.pile))
            assert_table_consistent(window)


class Gestures:
    """Real mouse and key events on the viewport that count as a trainee's gestures: a drag
    (digits typed during it are part of it), a click, a key press."""

    def __init__(self, window) -> None:
        self.window = window
        self.count = 0

    def drag(self, source: str, target: str, typed: str = "", whole: bool = False) -> None:
        window = self.window
        view, scene, state = window.view, window.scene, window.session.state
        start = None
        for chip in reversed(state.pile(source)):  # any chip of the pile a press can reach
            start = visible_point(view, scene.chip_items[chip.id])
            if start is not None:
                break
        assert start is not None, f"no chip of {source} can be pressed"
        end = view.mapFromScene(centre(window, target))
        mod = Qt.KeyboardModifier.ControlModifier if whole else Qt.KeyboardModifier.NoModifier
        vp = view.viewport()
        QTest.mousePress(vp, Qt.MouseButton.LeftButton, mod, start)
        try:
            QTest.mouseMove(vp, QPoint((start.x() + end.x()) // 2, (start.y() + end.y()) // 2))
            for char in typed:
                QTest.keyClick(view, char)
            QTest.mouseMove(vp, end)
        finally:
            QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, mod, end)
        self.count += 1

    def key(self, key) -> None:
        QTest.keyClick(self.window.view, key)
        self.count += 1


def gesture_bound(drill) -> int:
    """The most gestures a build may take: for each seat the piles its chips go into, plus the
    side pots to open, plus one for Check."""
    settlement = drill.settlement()
    piles = sum(1 for pot in settlement.pots for seat, share in pot.shares.items() if share)
    piles += 1 if settlement.returned else 0
    return piles + len(settlement.pots) - 1 + 1


def build_with_gestures(window) -> int:
    """Build the drill's solution as a dealer would, with gestures only: the uncalled bet back
    (typed amount), then each pot: the capping all-in's whole bet sizes it (Ctrl+drag), every
    other bet is cut to it; then Check. Returns the gestures made."""
    from dealer_trainer.engine import called_totals
    from dealer_trainer.ui.table.layout import ADD_POT_ZONE
    from dealer_trainer.ui.table.model import return_pile

    drill = window.session.drill
    settlement = drill.settlement()
    g = Gestures(window)
    back = settlement.returned
    if back:
        text = drill.stakes.format(back.amount).lstrip(drill.stakes.symbol).replace(",", "")
        g.drag(front_pile(back.seat), return_pile(back.seat), typed=text)
    totals = called_totals(drill.hand, back)
    for pot in settlement.pots:
        capping = [s for s in pot.eligible if totals[s] == pot.upper and drill.seat(s).all_in]
        order = capping[:1] + [s for s in pot.shares if s not in capping[:1]]
        for k, seat in enumerate(order):
            target = ADD_POT_ZONE if pot.index and k == 0 else f"pot:{pot.index}"
            g.drag(front_pile(seat), target, whole=True)
        if pot.dead:
            g.drag(MIDDLE, "pot:0", whole=True)
    g.key(Qt.Key.Key_Return)
    return g.count
