"""The window and ``dealer-trainer check`` give the same verdict for the same build, and every
text the window shows is in the drill's own money (cents as dollars and cents)."""

from __future__ import annotations

import json

import pytest
from gui_helpers import build_by_dragging, centre
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from samples import sample_param

from dealer_trainer.commands import main
from dealer_trainer.drills.files import DrillSet, save_drill_set
from dealer_trainer.drills.lessons import lessons
from dealer_trainer.ui.table.model import DEAD, MIDDLE, front_pile, pot_pile, return_pile
from dealer_trainer.wording.explain import format_chips


def table_build(window) -> dict:
    """The window's table as a ``check --build`` file, with each pot's ``from``."""
    state = window.session.state
    pots = []
    for i in range(state.pot_count):
        origins: dict[str, int] = {}
        for chip in state.pile(pot_pile(i)):
            key = "dead" if chip.origin == DEAD else chip.origin
            origins[key] = origins.get(key, 0) + chip.value
        pots.append({"amount": sum(origins.values()), "from": origins})
    seats = [s.name for s in window.session.drill.seats]
    returned = {s: state.amount(return_pile(s)) for s in seats if state.amount(return_pile(s))}
    left = {s: state.amount(front_pile(s)) for s in seats if state.amount(front_pile(s))}
    if state.amount(MIDDLE):
        left["dead"] = state.amount(MIDDLE)
    return {"pots": pots, "returned": returned, "left": left}


def window_and_command(window, qtbot, tmp_path, capsys):
    with qtbot.waitSignal(window.session.drill_checked) as signal:
        QTest.keyClick(window.view, Qt.Key.Key_Return)
    check = signal.args[0]
    drills, build = tmp_path / "drill.json", tmp_path / "build.json"
    save_drill_set(drills, DrillSet("one", drills=(window.session.drill,)))
    build.write_text(json.dumps(table_build(window)), encoding="utf-8")
    capsys.readouterr()
    status = main(["check", "--file", str(drills), "--build", str(build), "--json"])
    return check, status, json.loads(capsys.readouterr().out)


def test_a_right_build_by_mouse_is_right_in_both(make_window, mouse, qtbot, tmp_path, capsys):
    window = make_window()
    build_by_dragging(window, mouse)
    check, status, data = window_and_command(window, qtbot, tmp_path, capsys)
    assert check.correct and status == 0 and data == check.to_dict()
    assert window.panel.text.toPlainText().startswith("Every pile is right.")


def test_a_wrong_build_by_mouse_gets_the_same_diagnoses(make_window, mouse, qtbot, tmp_path, capsys):
    window = make_window()
    state = window.session.state
    for value in sorted({c.value for c in state.pile(front_pile("Chris"))}, reverse=True):
        chip = next(c for c in state.pile(front_pile("Chris")) if c.value == value)
        assert mouse.drag_chip(window.view, window.scene.chip_items[chip.id], centre(window, pot_pile(0)))
    check, status, data = window_and_command(window, qtbot, tmp_path, capsys)
    assert status == 1 and data == check.to_dict()
    text = window.panel.text.toPlainText()
    assert text.startswith(f"{len(check.mistakes)} mistakes to fix.")
    for mistake in data["mistakes"]:
        assert mistake["message"] in text and mistake["fix"] in text
    assert sorted(m["code"] for m in data["mistakes"]) == [
        "live_chips_left",
        "live_chips_left",
        "pots_merged",
        "uncalled_in_pot",
    ]


def test_every_text_of_a_cents_drill_is_in_dollars_and_cents(make_window, qtbot):
    lesson = next(d for d in lessons() if d.stakes.scale == 100 and any(s.committed >= 1000 for s in d.seats))
    window = make_window(lesson)
    wrong = {format_chips(s.committed) for s in lesson.seats if s.committed >= 1000}
    right = {lesson.stakes.format(s.committed) for s in lesson.seats}

    def texts() -> str:
        scene = window.scene
        parts = [window.panel.text.toPlainText(), window.panel.title.text()]
        parts += [item.toolTip() for item in scene.items() if item.toolTip()]
        parts += [s.amount_text for s in scene.spots.values()] + [s.status for s in scene.seat_items.values()]
        return "\n".join(parts)

    seen = []
    window.panel.check_button.click()  # nothing built: every pile named
    seen.append(texts())
    window.hint_action.trigger() if hasattr(window, "hint_action") else window.panel.hint_button.click()
    seen.append(texts())
    window.session.show_solution(animated=False)
    seen.append(texts())
    everything = "\n".join(seen)
    for amount in wrong:
        assert f"${amount}" not in everything.replace(lesson.stakes.format(0), ""), amount
    assert any(r in everything for r in right)
    assert "." in lesson.stakes.format(next(s.committed for s in lesson.seats if s.committed % 100))


def test_a_drill_set_with_house_rules_sets_them_in_the_window(make_window, tmp_path):
    from dealer_trainer.drills.generator import drill_for_seed
    from dealer_trainer.engine.rules import AwardOrder, HouseRules, OddChipUnit

    window = make_window()
    assert window.award.rules.award_order == AwardOrder.SIDE_POTS_FIRST
    path = tmp_path / "house.json"
    rules = HouseRules(AwardOrder.MAIN_FIRST, OddChipUnit.SMALLEST_BLIND_CHIP)
    save_drill_set(path, DrillSet("house", drills=(drill_for_seed(2, 5),), house_rules=rules))
    assert window.drill_sets.open_file(path) is None
    assert window.award.rules == rules
    assert window.award.rule_actions["award_order"][AwardOrder.MAIN_FIRST].isChecked()


@pytest.mark.parametrize(
    "path",
    [
        sample_param("hh-sample", "pokerstars-drivehud-07.txt"),  # licence not stated: ../shared only
        sample_param("hh-sample", "pokerstars-hhsmithy-01.txt"),  # MIT: kept in tests/data/shared
    ],
    ids=lambda p: p.name,
)
def test_an_imported_euro_hand_shows_euros_and_cents_everywhere(make_window, path):
    from dealer_trainer.importer.api import import_files

    drill = next(d for d in import_files([path]).drills if d.stakes.symbol == "€")
    assert drill.stakes.scale == 100
    window = make_window(drill)
    window.panel.check_button.click()
    window.panel.hint_button.click()
    scene = window.scene
    texts = [window.panel.text.toPlainText()] + [s.status for s in scene.seat_items.values()]
    texts += [s.amount_text for s in scene.spots.values()] + [
        i.toolTip() for i in scene.items() if i.toolTip()
    ]
    everything = "\n".join(texts)
    for seat in drill.seats:
        if seat.committed >= 100:
            assert f"€{seat.committed:,}" not in everything  # never the cents as euros
    for seat in drill.seats:
        assert f"bet {drill.stakes.format(seat.committed)}" in everything  # each plate's tooltip
        if seat.stack and not seat.folded:
            assert f"Stack {drill.stakes.format(seat.stack)}" in everything
    assert any("." in drill.stakes.format(s.committed) for s in drill.seats)
