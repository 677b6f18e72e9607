"""``dealer-trainer screenshot --code T… --actions N``: a street drill as the window plays it."""

from __future__ import annotations

from PySide6.QtGui import QImage

from dealer_trainer.cli import main


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
    assert "is not a street drill code like T2-7K2Q9X" in capsys.readouterr().err
