"""At a small window (1024x700) every toolbar action stays in view (no chevron), no seat's name
is cut, no chip's value runs into its neighbour's, and no two labels on the felt overlap."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QToolButton

from dealer_trainer.drills.generator import drill_from_code
from dealer_trainer.drills.streets import street_drill_from_code
from dealer_trainer.ui.language import install_language
from dealer_trainer.ui.session import make_drill
from dealer_trainer.ui.table.cards import CardItem
from dealer_trainer.ui.table.felt import ActionLabel
from dealer_trainer.ui.table.items import SeatItem, SpotLabel
from dealer_trainer.ui.table.model import front_pile

SMALL = (1024, 700)


@pytest.fixture(params=["en", "nl"])
def language(request, qapp):
    assert install_language(qapp, request.param) == request.param
    yield request.param
    install_language(qapp, "en")


def _painted(window):
    window.grab()  # paint once: the seats lay out their names as drawn


def extension_button(window) -> QToolButton:
    return next(
        b for b in window.toolbar.findChildren(QToolButton) if b.objectName() == "qt_toolbar_ext_button"
    )


def test_no_toolbar_action_hides_behind_the_chevron(language, make_window, qtbot):
    window = make_window(size=SMALL)
    bar = window.toolbar

    def hidden() -> list[str]:
        return [a.text() for a in bar.actions() if not bar.widgetForAction(a).isVisible()]

    qtbot.waitUntil(lambda: not extension_button(window).isVisible() and not hidden(), timeout=2000)
    window.resize(1600, 1000)  # room again: the toolbar's words at full size
    qtbot.waitUntil(lambda: window.toolbar.font() == window.font())
    assert not extension_button(window).isVisible()


def test_no_seat_name_is_cut(make_window):
    window = make_window(size=SMALL)
    for seed in (10, 11, 12):  # seed 10: Yusuf under the UTG+1 badge
        window.session.load(make_drill(3, seed))
        _painted(window)
        names = {item.name: item.shown_name for item in window.scene.seat_items.values()}
        assert all(shown == name for name, shown in names.items()), names


def test_chip_values_never_run_together(make_window):
    window = make_window(drill_from_code("L3-22222D"), size=SMALL)
    state, scene = window.session.state, window.scene
    crowded = 0
    for seat in window.session.drill.seats:
        boxes = []
        for chip in state.pile(front_pile(seat.name)):
            item = scene.chip_items[chip.id]
            box = item.label_box()
            crowded += item.visible_width < 40
            if box is not None:
                boxes.append(item.mapRectToScene(box))
        for i, a in enumerate(boxes):  # a label lies on the part of its chip in view ...
            for b in boxes[i + 1 :]:  # ... so two never share a stretch of the row
                assert not (a.intersects(b) and abs(a.center().y() - b.center().y()) < 8)
    assert crowded  # the piles really are crowded


def label_rects(scene) -> list[tuple[str, QRectF]]:
    """Every label drawn on the felt: spots' titles and amounts, seat plates, action labels, cards."""
    out = []
    for item in scene.items():
        if not item.isVisible():
            continue
        if isinstance(item, SpotLabel) and (pill := item.pill()) is not None:
            out.append((item.spot.zone, pill))
        elif isinstance(item, SeatItem):
            out.append(("seat " + item.name, item.sceneBoundingRect().adjusted(4, 4, -4, -4)))
        elif isinstance(item, ActionLabel):
            out.append(("action", item.sceneBoundingRect()))
        elif isinstance(item, CardItem) and item.code:
            out.append(("card " + item.code, item.sceneBoundingRect()))
    return out


def overlapping(scene) -> list[tuple[str, str]]:
    rects = label_rects(scene)
    return [(a, b) for i, (a, ra) in enumerate(rects) for b, rb in rects[i + 1 :] if ra.intersects(rb)]


def test_no_two_labels_overlap_on_a_street_hand(language, make_window):
    window = make_window(size=SMALL)
    streets = window.streets
    for code in ("T2-222223-1S", "T2-222229-2V", "T2-22222D-2+"):
        streets.start(street_drill_from_code(code), [])
        while streets.active:
            if streets.phase == "pull-in":
                window.session.show_solution(animated=False)
                window.check()
            else:
                streets.next_action()
            _painted(window)
            assert overlapping(window.scene) == [], (code, streets.pos)
        assert window.scene.felt.board_codes()  # the hand reached the flop at least


def test_no_two_labels_overlap_on_build_drills(make_window):
    window = make_window(size=SMALL)
    for level in range(1, 6):
        for seed in range(1, 8):
            window.session.load(make_drill(level, seed))
            _painted(window)
            QTest.qWait(0)
            assert overlapping(window.scene) == [], (level, seed)
