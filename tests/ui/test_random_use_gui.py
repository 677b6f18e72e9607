"""Random use as a test: a seeded monkey drives the real widgets (plain, single, whole-bet and
amount drags, keys typed mid-drag, the wheel, undo/redo chains, checks, hints, presses during
the solution playback, resizes, new drills) and after every action the table must hold: no
exception, no Qt warning (the suite fails on those), chips conserved, model and scene agree;
at the end, undo back to the start restores the start."""

from __future__ import annotations

import random

import pytest
from gui_helpers import Gestures, assert_table_consistent, centre
from PySide6.QtCore import QPointF
from PySide6.QtWidgets import QGraphicsSceneWheelEvent

from dealer_trainer.drills.generator import drill_for_seed
from dealer_trainer.ui.table.layout import ADD_POT_ZONE, TRAY_PILE
from dealer_trainer.ui.table.model import MIDDLE, front_pile, pot_pile, return_pile

ACTIONS_PER_RUN = 1300  # four runs, one per level: 5,200 actions


def snapshot(state) -> dict[str, int]:
    return {pile: state.amount(pile) for pile in state.piles()}


def zones(window) -> list[str]:
    state = window.session.state
    out = [pot_pile(i) for i in range(state.pot_count)] + [MIDDLE, TRAY_PILE, ADD_POT_ZONE]
    out += [return_pile(s) for s in state.seats] + [front_pile(s) for s in state.seats]
    return out


def one_action(window, rng: random.Random, g: Gestures) -> None:
    session = window.session
    state = session.state
    roll = rng.random()
    full = [p for p in state.piles() if state.amount(p)]
    if roll < 0.45 and full:
        source = rng.choice(full)
        target = rng.choice([z for z in zones(window) if z != source])
        if target not in (TRAY_PILE,) and window.scene.geometry.rect(target) is None:
            return
        kind = rng.random()
        if kind < 0.3:
            typed = str(rng.randint(1, max(1, state.amount(source) * 2)))
            g.drag(source, target, typed=typed)
        else:
            g.drag(source, target, whole=kind < 0.6)
    elif roll < 0.5 and full:
        scene = window.scene
        chip = rng.choice(state.pile(rng.choice(full)))
        scene.start_drag(
            scene.chip_items[chip.id], rng.random() < 0.5, scene.chip_pos(chip.id), rng.random() < 0.3
        )
        event = QGraphicsSceneWheelEvent(QGraphicsSceneWheelEvent.Type.GraphicsSceneWheel)
        event.setDelta(rng.choice([-240, -120, 120, 360]))
        event.setScenePos(QPointF(10, 10))
        scene.wheelEvent(event)
        end = centre(window, rng.choice([pot_pile(0), front_pile(state.seats[0]), TRAY_PILE]))
        scene.drag_moved(scene.chip_items[chip.id], end)
        scene.end_drag(scene.chip_items[chip.id], end)
    elif roll < 0.62:
        for _ in range(rng.randint(1, 6)):
            session.undo()
    elif roll < 0.7:
        for _ in range(rng.randint(1, 6)):
            session.redo()
    elif roll < 0.76:
        window.check()
    elif roll < 0.8:
        session.hint()
    elif roll < 0.84:
        session.step_ms = 1
        session.show_solution(animated=True)  # the next actions land during the playback
    elif roll < 0.88:
        window.add_pot_action.trigger() if rng.random() < 0.7 else session.close_side_pot()
    elif roll < 0.92:
        window.resize(rng.randint(700, 1900), rng.randint(480, 1200))
    elif roll < 0.95 and full:
        chip = rng.choice(state.pile(rng.choice(full)))
        session.make_change(chip.id)
    elif roll < 0.97:
        window.reset_action.trigger()
    else:
        session.stop_playback()


@pytest.mark.parametrize("level", [1, 2, 3, 4])
def test_a_monkey_never_breaks_the_table(make_window, qtbot, level):
    rng = random.Random(1000 + level)
    window = make_window(drill_for_seed(level, 11), size=(1280, 800))
    g = Gestures(window)
    start = snapshot(window.session.state)
    for _ in range(ACTIONS_PER_RUN):
        one_action(window, rng, g)
        window.scene.finish_animation()
        state = window.session.state
        assert state.total() == state.initial_total
        assert_table_consistent(window)
    window.session.stop_playback()
    state = window.session.state
    while state.undo():
        pass
    window.session.piles_changed.emit(True)
    assert snapshot(state) == start
    assert_table_consistent(window)
    assert g.count > ACTIONS_PER_RUN // 4
