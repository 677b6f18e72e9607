"""Start-up, settings, resources and the screenshot command."""

from __future__ import annotations

import subprocess
import sys

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtGui import QImage

from dealer_trainer.commands import main
from dealer_trainer.ui.app import create_window
from dealer_trainer.ui.resources import asset_path
from dealer_trainer.ui.settings import Settings


def test_the_app_starts_on_a_drill_at_the_saved_level(qtbot, tmp_path):
    settings = Settings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    settings.level = 2
    settings.animations = False
    window = create_window(settings)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    assert window.session.level == 2
    assert window.scene.chip_items
    assert window.level_box.currentData() == 2
    assert len(window.scene.seat_items) == len(window.session.drill.seats)


def test_settings_round_trip_through_an_ini_file(tmp_path):
    path = str(tmp_path / "s.ini")
    s = Settings(QSettings(path, QSettings.Format.IniFormat))
    assert s.level == 1 and s.animations
    s.level = 3
    s.animations = False
    s.sync()
    again = Settings(QSettings(path, QSettings.Format.IniFormat))
    assert again.level == 3 and not again.animations
    again.store.setValue("drill/level", "nonsense")
    assert again.level == 1


def test_assets_are_found_from_the_checkout():
    assert asset_path("icons/app.svg").read_text().startswith("<svg")


def test_screenshot_command_writes_a_png_of_the_requested_size(qtbot, tmp_path, capsys):
    out = tmp_path / "table.png"
    assert (
        main(["screenshot", str(out), "--size", "1024x640", "--level", "2", "--seed", "5", "--solved"]) == 0
    )
    image = QImage(str(out))
    assert (image.width(), image.height()) == (1024, 640)


def test_screenshot_command_rejects_a_bad_code(qtbot, tmp_path, capsys):
    assert main(["screenshot", str(tmp_path / "x.png"), "--code", "not-a-code"]) == 2
    err = capsys.readouterr().err
    assert "screenshot" in err and "is not a drill code" in err


@pytest.mark.parametrize(
    ("where", "reason"),
    [("missing/x.png", "No such file or directory"), ("", "is a folder, not a file")],
    ids=["no such folder", "a folder"],
)
def test_screenshot_says_why_it_cannot_write(qtbot, tmp_path, capsys, where, reason):
    out = tmp_path / where if where else tmp_path
    assert main(["screenshot", str(out), "--level", "1", "--seed", "5"]) == 2
    assert capsys.readouterr().err == f"dealer-trainer screenshot: {out}: cannot write: {reason}\n"
    assert not list(tmp_path.iterdir())


def test_screenshot_runs_headless_in_a_fresh_process(tmp_path):
    out = tmp_path / "fresh.png"
    code = "import sys; from dealer_trainer.commands import main; sys.exit(main(sys.argv[1:]))"
    args = [sys.executable, "-c", code, "screenshot", str(out), "--size", "800x500"]
    done = subprocess.run(args, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert out.stat().st_size > 10_000


@pytest.mark.skipif(sys.version_info >= (3, 12), reason="None/True/False are immortal from Python 3.12")
def test_pinned_pyside_keeps_none_and_true_alive(qtbot):
    """PySide6 6.12.0 drops a reference to None per void call and to True per emit (see ui/__init__):
    50,000 calls would crash the table within minutes. The pinned version must not leak."""
    from PySide6.QtCore import QObject, Signal
    from PySide6.QtWidgets import QGraphicsRectItem

    class Emitter(QObject):
        fired = Signal(bool)

    emitter = Emitter()
    emitter.fired.connect(lambda value: None)
    item = QGraphicsRectItem()
    none_before, true_before = sys.getrefcount(None), sys.getrefcount(True)
    for i in range(50_000):
        item.setPos(i, 0)
        emitter.fired.emit(True)
    assert none_before - sys.getrefcount(None) < 1_000
    assert true_before - sys.getrefcount(True) < 1_000
