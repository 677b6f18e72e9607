"""Calling the hands in the window (issue 30 §2): names hidden, each live hand called with the
keyboard and mouse before pushing, graded and recorded."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore("propagateSizeHints")]  # offscreen: a dialog shown

CODE = "H2-222FQH-1X"  # Ines and Finn: straight, five high; Ravi pair of twos; Bram A-J; Rosa A-K


def test_a_call_the_hands_drill_hides_the_names_and_grades_each_call(make_window, qtbot):
    from dealer_trainer.ui.session import drill_for_code

    window = make_window(size=(1280, 800))
    window.award.load_showdown(drill_for_code(CODE))
    calling = window.hand_calling
    dialog = calling.dialog
    assert dialog is not None and dialog.isVisible()
    assert not window.view.isEnabled()  # no push before the calls
    assert all(not window.scene.win_spot(s).hand_name for s in ("Ines", "Rosa"))
    assert set(s for s, _h in dialog.boxes) == {"Ines", "Finn", "Ravi", "Bram", "Rosa"}

    qtbot.keyClicks(dialog.boxes[("Ines", "high")], "wheel")
    qtbot.keyClicks(dialog.boxes[("Finn", "high")], "straight, 5 high")
    qtbot.keyClicks(dialog.boxes[("Ravi", "high")], "pair of deuces")
    qtbot.keyClicks(dialog.boxes[("Bram", "high")], "ace high")  # too few ranks: Rosa has ace high too
    # Rosa's call picked from the list with the keyboard, then the ranks typed
    pick = dialog.picks[("Rosa", "high")]
    pick.setFocus()
    qtbot.keyClick(pick, Qt.Key.Key_Down)  # "high card": " high" in the box, cursor before it
    assert dialog.boxes[("Rosa", "high")].text() == " high"
    qtbot.keyClicks(dialog.boxes[("Rosa", "high")], "ace-king")
    qtbot.mouseClick(dialog.call_button, Qt.MouseButton.LeftButton)

    assert calling.dialog is None and window.view.isEnabled()
    wrong = [(v.seat, v.right) for v in calling.verdicts if v.code]
    assert wrong == [("Bram", "ace-jack high")]
    assert window.award.result.codes == ["hand_call_wrong"]
    assert "ace-jack high" in window.panel.text.toPlainText()
    assert window.scene.win_spot("Rosa").hand_name == "ace high"  # the names show once called


def test_the_option_off_leaves_an_ordinary_showdown_as_it_was(make_window):
    from dealer_trainer.ui.session import drill_for_code

    window = make_window(size=(1280, 800))
    window.hand_calling.option.setChecked(False)
    window.award.load_showdown(drill_for_code("S2-222FQH-16"))
    assert window.hand_calling.dialog is None
    assert window.view.isEnabled()
    assert window.scene.win_spot("Rosa").hand_name == "ace high"


def test_the_option_on_calls_the_hands_of_every_showdown(make_window, qtbot):
    from dealer_trainer.ui.session import drill_for_code

    window = make_window(size=(1280, 800))
    window.hand_calling.option.trigger()
    assert window.hand_calling.option.isChecked()
    window.award.load_showdown(drill_for_code("S2-222FQH-16"))
    assert window.hand_calling.dialog is not None
    window.hand_calling.dialog.reject()  # none called: each live hand is a wrong call
    assert window.award.result.codes == ["hand_call_wrong"] * 5


def test_a_drill_set_that_calls_the_hands_turns_the_option_on_without_saving_it(make_window, tmp_path):
    from dealer_trainer.drills.files import DrillSet, save_drill_set
    from dealer_trainer.drills.showdown_drills import drill_from_code

    window = make_window(size=(1280, 800))
    path = tmp_path / "calls.json"
    save_drill_set(
        path, DrillSet("Read the hands", drills=(drill_from_code("S2-222FQH-16"),), call_hands=True)
    )
    assert window.drill_sets.open_file(path) is None
    assert window.hand_calling.option.isChecked()
    assert str(window.settings.store.value("showdown/call_hands", "false")) == "false"


def test_the_calls_are_asked_in_the_side_panel_beside_the_felt_at_1024x700(make_window, qtbot):
    from PySide6.QtCore import QRect

    from dealer_trainer.ui.session import drill_for_code

    window = make_window(size=(1024, 700))
    window.award.load_showdown(drill_for_code(CODE))
    dialog = window.hand_calling.dialog
    assert dialog is not None and dialog.isVisible()
    top = window.window() if hasattr(window, "window") else window

    def on_window(widget):
        return QRect(widget.mapTo(top, widget.rect().topLeft()), widget.size())

    spot = on_window(dialog)
    assert not spot.intersects(on_window(window.view))  # the board and hole cards stay in view
    assert top.rect().contains(spot)  # all of it on the window
    for box in dialog.boxes.values():
        assert top.rect().contains(on_window(box)) and box.width() >= 120  # readable, wide enough to type
    qtbot.keyClicks(dialog.boxes[("Ines", "high")], "wheel")
    qtbot.mouseClick(dialog.call_button, Qt.MouseButton.LeftButton)
    assert window.hand_calling.dialog is None and window.view.isEnabled()


def test_a_board_run_twice_is_called_run_by_run(make_window, qtbot):
    """Issue 30 §2: with the board run twice each live hand is called once per run, each run's
    call graded on that run's board; a wrong run-2 call is named with its run."""
    from dealer_trainer.drills.hand_calls import cards_of, read_hands, right_calls
    from dealer_trainer.drills.showdown_drills import showdown_for_seed

    drill = showdown_for_seed("run_twice", 1)
    live = {s.name: cards_of(s.hole) for s in drill.seats if not s.folded}
    contests = [p.eligible for p in drill.settlement().pots]
    per_run = [right_calls(read_hands(live, cards_of(b), "holdem"), contests) for b in drill.boards]
    window = make_window(size=(1280, 800))
    calling = window.hand_calling
    calling.option.setChecked(True)
    window.award.load_showdown(drill)
    dialog = calling.dialog
    assert dialog is not None and not window.view.isEnabled()
    assert set(dialog.boxes) == {(s, f"high:{r}") for s in per_run[0] for r in (1, 2)}
    seats = list(per_run[0])
    for run, calls in enumerate(per_run, 1):
        for seat in seats:
            text = "royal flush" if (seat, run) == (seats[0], 2) else calls[seat]["high"]
            qtbot.keyClicks(dialog.boxes[(seat, f"high:{run}")], text)
    qtbot.mouseClick(dialog.call_button, Qt.MouseButton.LeftButton)
    assert calling.dialog is None and window.view.isEnabled()
    assert [(v.seat, v.run) for v in calling.verdicts if v.code] == [(seats[0], 2)]
    assert [v.run for v in calling.verdicts] == [1] * len(seats) + [2] * len(seats)
    text = window.panel.text.toPlainText()
    assert "Run 2:" in text and f"{seats[-1]}, run 1" in text
    assert window.award.result.codes == ["hand_call_wrong"]
