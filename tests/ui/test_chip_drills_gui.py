"""The Chips menu (issue 30 §3): each chip drill dealt through its QAction, answered with the
keyboard and mouse, timed, and every attempt saved in Progress."""

from __future__ import annotations

import os

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from dealer_trainer.storage.progress import open_sqlite
from dealer_trainer.ui.main_window import MainWindow
from dealer_trainer.ui.samples import three_way

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints", "does not support raise")


@pytest.fixture
def store(tmp_path):
    return open_sqlite(tmp_path / "progress.sqlite3", fallbacks=[tmp_path / "fallback"])


@pytest.fixture
def window(qtbot, settings, store):
    window = MainWindow(settings, three_way(), progress=store)
    qtbot.addWidget(window)
    window.resize(1024, 700)
    window.show()
    qtbot.waitExposed(window)
    qtbot.waitUntil(lambda: window.school.is_started and window.fully_loaded)
    return window


def _open(window, qtbot, kind):
    window.chips.actions[kind].trigger()
    dialog = window.chips.dialog
    qtbot.waitExposed(dialog)
    qtbot.waitUntil(dialog.isActiveWindow)
    return dialog


def test_a_chip_drill_is_dealt_on_the_main_window_in_the_tables_place(window, qtbot, store):
    dialog = _open(window, qtbot, "count")
    assert dialog.window() is window and not dialog.isWindow()  # no chip window of its own
    assert not window.view.isVisible() and dialog.isVisible() and window.panel.isVisible()
    assert dialog.geometry().width() >= 600  # the table's place, beside the side panel
    assert dialog.drill.code in dialog.heading.text()
    assert dialog.drill.code in window.panel.title.text()  # the side panel names the chip drill
    assert "Count the stacks" in window.panel.text.toPlainText()
    assert dialog.total_edit.hasFocus()
    QTest.keyClicks(dialog.total_edit, str(dialog.drill.total))
    QTest.keyClick(dialog.total_edit, Qt.Key.Key_Return)  # the window's Check (Return) grades it
    (saved,) = store.results()
    assert (saved.kind, saved.outcome) == ("chip_count", "solved")
    QTest.keyClick(dialog.total_edit, Qt.Key.Key_Escape)  # back to the table
    assert window.view.isVisible() and not dialog.isVisible() and not window.chips.docked
    assert "Three-way all-in" in window.panel.title.text()  # the table drill's panel is back
    assert "Build the pots" in window.panel.text.toPlainText()
    window.chips.actions["change"].trigger()  # and in its place again
    assert not window.view.isVisible() and dialog.isVisible() and dialog.drill.kind == "change"
    _type_counts(dialog, dialog.drill.model_answer())
    QTest.mouseClick(window.panel.check_button, Qt.MouseButton.LeftButton)  # the side panel's Check
    assert sorted(r.kind for r in store.results()) == ["chip_change", "chip_count"]
    QTest.mouseClick(dialog.back_button, Qt.MouseButton.LeftButton)
    assert window.view.isVisible() and not dialog.isVisible()
    assert window.next_action.shortcut().toString() == "Ctrl+N"  # the table's Ctrl+N is back


def test_a_chip_drill_in_the_tables_place_is_left_when_an_exam_starts(
    window, qtbot, store, monkeypatch, tmp_path
):
    from test_exam_chips_gui import chip_exam, start

    dialog = _open(window, qtbot, "colour-up")
    _type_counts(dialog, {dialog.drill.chips.values[-1]: 1})  # started, not checked
    start(window, qtbot, monkeypatch, chip_exam(tmp_path, ()))  # an exam of a pot drill only
    assert window.view.isVisible() and not dialog.isVisible() and not window.chips.docked
    assert not window.next_action.isEnabled()  # the exam's lock stands
    (saved,) = store.results()
    assert (saved.kind, saved.outcome) == ("chip_colour_up", "abandoned")


def _type_counts(dialog, counts):
    for key, count in counts.items():
        spin = dialog.spins[key]
        spin.setFocus()
        spin.selectAll()
        QTest.keyClicks(spin, str(count))


def test_count_typed_wrong_then_right_is_saved_once_not_first_time(window, qtbot, store):
    dialog = _open(window, qtbot, "count")
    assert dialog.drill.kind == "count" and dialog.drill.code.startswith("K1-")
    assert dialog.time_bar.maximum() == dialog.drill.time_target * 10
    total = dialog.drill.total
    QTest.keyClicks(dialog.total_edit, str(total + 5))
    QTest.keyClick(dialog.total_edit, Qt.Key.Key_Return)
    assert "Not right" in dialog.verdict.text() or "niet goed" in dialog.verdict.text().lower()
    dialog.total_edit.clear()
    QTest.keyClicks(dialog.total_edit, str(total))
    QTest.keyClick(dialog.total_edit, Qt.Key.Key_Return)
    (saved,) = store.results()
    assert (saved.kind, saved.outcome, saved.right_first_time) == ("chip_count", "solved", False)
    assert saved.mistake_codes == ("count_wrong",) and saved.code == dialog.drill.code
    dialog.close()
    window.school.progress_action.trigger()  # the attempt is in Progress, under its own kind
    progress = window.school.progress_dialog
    qtbot.waitExposed(progress)
    progress.kind_box.setCurrentIndex(progress.kind_box.findData("chip_count"))
    assert progress.report.drills == 1
    progress.close()


def test_change_by_spin_boxes_and_the_check_button(window, qtbot, store):
    window.chips.level_actions[2].trigger()
    dialog = _open(window, qtbot, "change")
    assert dialog.drill.level == 2
    _type_counts(dialog, dialog.drill.model_answer())
    QTest.mouseClick(dialog.check_button, Qt.MouseButton.LeftButton)
    (saved,) = store.results()
    assert (saved.kind, saved.outcome, saved.right_first_time) == ("chip_change", "solved", True)


def test_chip_race_dealt_card_by_card_then_awarded(window, qtbot, store):
    dialog = _open(window, qtbot, "chip-race")
    race = dialog.drill.race
    for _ in range(sum(len(c) for c in race.cards)):
        QTest.keyClick(dialog, Qt.Key.Key_D, Qt.KeyboardModifier.ControlModifier)
    assert dialog.dealt == sum(len(c) for c in race.cards)
    _type_counts(dialog, dialog.drill.model_answer())
    QTest.mouseClick(dialog.check_button, Qt.MouseButton.LeftButton)
    (saved,) = store.results()
    assert (saved.kind, saved.outcome) == ("chip_race", "solved")


def test_a_colour_up_left_half_done_is_saved_abandoned(window, qtbot, store):
    dialog = _open(window, qtbot, "colour-up")
    first = dialog.drill.code
    _type_counts(dialog, {dialog.drill.chips.values[-1]: 1})
    QTest.keyClick(
        dialog, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier
    )  # the next drill: this one is left
    (saved,) = store.results()
    assert (saved.code, saved.kind, saved.outcome) == (first, "chip_colour_up", "abandoned")
    dialog.close()  # nothing done on the next one: nothing saved
    assert len(store.results()) == 1


def test_screenshot_at_1024x700(window, qtbot):
    window.chips.level_actions[3].trigger()
    for kind in ("count", "change", "colour-up", "chip-race"):
        dialog = _open(window, qtbot, kind)
        if kind == "chip-race":
            for _ in range(4):
                QTest.keyClick(dialog, Qt.Key.Key_D, Qt.KeyboardModifier.ControlModifier)
        out = os.environ.get("CHIP_SHOTS")
        qtbot.wait(20)
        image = window.grab()  # the drill is in the main window, beside the side panel
        assert dialog.width() >= 600
        if out:
            image.save(os.path.join(out, f"chips-{kind}-1024x700.png"))


def _click_chip(dialog, tag, value):
    item = next(i for i in dialog.scene.items() if i.data(0) and tuple(i.data(0)) == (tag, value))
    point = dialog.view.mapFromScene(item.sceneBoundingRect().center())
    QTest.mouseClick(dialog.view.viewport(), Qt.MouseButton.LeftButton, pos=point)


def test_colour_up_by_clicking_the_rack_and_the_answer(window, qtbot, store):
    dialog = _open(window, qtbot, "colour-up")
    model = dialog.drill.model_answer()
    for value, count in model.items():
        for _ in range(count):
            _click_chip(dialog, "rack", value)
            qtbot.wait(1)  # the felt is drawn again after each click
    smallest = dialog.drill.chips.values[0]
    _click_chip(dialog, "rack", smallest)  # one too many, taken back by a click on it
    qtbot.wait(1)
    _click_chip(dialog, "given", smallest)
    qtbot.wait(1)
    assert dialog.answer() == model
    QTest.keyClick(dialog.check_button, Qt.Key.Key_Return)
    (saved,) = store.results()
    assert (saved.kind, saved.outcome, saved.right_first_time) == ("chip_colour_up", "solved", True)


def test_the_chips_to_colour_up_stand_apart_from_the_answer(window, qtbot):
    from PySide6.QtWidgets import QGraphicsLineItem, QGraphicsSimpleTextItem

    from dealer_trainer.ui.table.layout import CHIP_W

    dialog = _open(window, qtbot, "colour-up")
    smallest = dialog.drill.chips.values[0]
    _click_chip(dialog, "rack", smallest)  # one chip given: the answer has a stack
    qtbot.wait(1)
    items = dialog.scene.items()
    texts = [i.text() for i in items if isinstance(i, QGraphicsSimpleTextItem)]
    assert "Handed in, to colour up:" in texts  # the question under its own heading
    chips = [i for i in items if i.data(0) is None and not isinstance(i, (QGraphicsSimpleTextItem,))]
    handed = [i.sceneBoundingRect().right() for i in chips if not isinstance(i, QGraphicsLineItem)]
    given = [i.sceneBoundingRect().left() for i in items if i.data(0) and tuple(i.data(0))[0] == "given"]
    (divider,) = [i.line().x1() for i in items if isinstance(i, QGraphicsLineItem)]
    assert max(handed) < divider < min(given)  # a line between the pile handed in and the answer
    assert min(given) - max(handed) >= CHIP_W  # and at least a chip's width of felt


def test_a_lone_stack_to_count_is_drawn_large_enough_to_read(window, qtbot):
    from dealer_trainer.drills.chip_drills import deal

    dialog = _open(window, qtbot, "count")
    drill = next(d for d in (deal("count", 1, seed) for seed in range(200)) if len(d.stacks) == 1)
    dialog.start(drill)
    chip = next(i for i in dialog.scene.items() if i.data(0) is None and i.boundingRect().width() > 40)
    shown = dialog.view.mapFromScene(chip.sceneBoundingRect()).boundingRect()
    assert shown.width() >= 100  # a chip's face at least 100 px wide on the screen, not 52
    assert (
        dialog.view.viewport()
        .rect()
        .contains(dialog.view.mapFromScene(dialog.scene.sceneRect()).boundingRect())
    )


def test_the_chips_menu_is_dutch(qapp, qtbot, settings, store):
    from dealer_trainer.ui.language import install_language

    assert install_language(qapp, "nl") == "nl"
    try:
        window = MainWindow(settings, three_way(), progress=store)
        qtbot.addWidget(window)
        window.show()
        qtbot.waitUntil(lambda: window.school.is_started and window.fully_loaded)
        texts = [a.text() for a in window.chips.actions.values()]
        assert "Chip &race" not in texts and "Fiches &wegracen (chip race)" in texts
        window.resize(1024, 700)
        window.chips.actions["count"].trigger()  # in the table's place, in Dutch
        dialog = window.chips.dialog
        assert dialog.back_button.text() == "Terug naar de &tafel" and not window.view.isVisible()
        out = os.environ.get("CHIP_SHOTS")
        if out:
            qtbot.wait(20)
            window.grab().save(os.path.join(out, "chips-count-nl-1024x700.png"))
        QTest.keyClick(dialog.total_edit, Qt.Key.Key_Escape)
        assert window.view.isVisible()
    finally:
        install_language(qapp, "en")
