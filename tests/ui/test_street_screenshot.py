"""``dealer-trainer screenshot --code T… --actions N``: a street drill as the window plays it."""

from __future__ import annotations

from PySide6.QtGui import QImage

from dealer_trainer.commands import main


def test_screenshot_plays_a_street_drill_for_n_presses(qtbot, tmp_path, capsys):
    shots = {}
    for n in (0, 2, 2):
        out = tmp_path / f"street{n}-{len(shots)}.png"
        args = ["screenshot", str(out), "--size", "1024x640", "--code", "T1-222227", "--actions", str(n)]
        assert main(args) == 0
        shots.setdefault(n, []).append(QImage(str(out)))
    assert (shots[0][0].width(), shots[0][0].height()) == (1024, 640)
    assert shots[2][0] == shots[2][1]  # the same code and presses: the same picture
    assert shots[0][0] != shots[2][0]  # two actions later the table has changed
    capsys.readouterr()


def test_screenshot_actions_needs_a_street_code(qtbot, tmp_path, capsys):
    assert main(["screenshot", str(tmp_path / "x.png"), "--code", "L1-222222", "--actions", "2"]) == 2
    assert "--actions plays a street drill: give its --code T1-… too" in capsys.readouterr().err
    assert main(["screenshot", str(tmp_path / "x.png"), "--code", "T9-222222", "--actions", "2"]) == 2
    assert "is not a street drill code like T2-7K2Q9X-19" in capsys.readouterr().err


def test_a_screenshot_shows_the_whole_status_line(qtbot, tmp_path, settings):
    """The store's status line is set on a later turn of the event loop and laid out on the one
    after: the picture waits for both (it once showed just "T")."""
    from PySide6.QtWidgets import QApplication

    from dealer_trainer.drills.generator import drill_for_seed
    from dealer_trainer.ui.main_window import MainWindow
    from dealer_trainer.ui.screenshot import _grab

    window = MainWindow(settings, drill_for_seed(3, 7))
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    QApplication.processEvents()
    window.finish_loading()
    _grab(window)
    label = window.school.status_label
    assert label.text().startswith("Trainee: ")
    assert label.width() >= label.sizeHint().width()
