"""GUI figures, measured in one run: start-up versus a bare PySide6 window, peak memory, drag-move time.

Usage: ``python benchmarks/gui.py [--runs N]`` (offscreen unless a display is set).
Targets (issue 4): start ≤ 2.0× a bare window; peak memory ≤ 150 MiB; one drag-move ≤ 2 ms.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

CHILD = r"""
import os, resource, sys, time
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
kind = sys.argv[1]
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QLabel, QMainWindow

class Painted(QObject):
    def eventFilter(self, obj, event):
        if event.type() == QEvent.Type.Paint:
            QTimer.singleShot(0, done)
        return False

def done():
    extra = ""
    if kind == "app-work":
        window.show_solution()
        window.check()
        for _ in range(20):
            window.session.undo()
            window.session.redo()
        app.processEvents()
    rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(f"PAINTED {time.time():.6f} {rss:.1f}", flush=True)
    os._exit(0)

if kind == "bare":
    app = QApplication(sys.argv[:1])
    window = QMainWindow()
    window.setCentralWidget(QLabel("Dealer Trainer"))
    target = window.centralWidget()
else:
    import tempfile
    from PySide6.QtCore import QSettings
    from dealer_trainer.ui.app import application
    from dealer_trainer.ui.main_window import MainWindow
    from dealer_trainer.ui.settings import Settings
    app = application()
    path = os.path.join(tempfile.mkdtemp(), "s.ini")
    settings = Settings(QSettings(path, QSettings.Format.IniFormat))
    settings.animations = False
    window = MainWindow(settings)
    target = window.view.viewport()
filt = Painted()
target.installEventFilter(filt)
window.resize(1280, 800)
window.show()
app.exec()
"""


def child_env(bytecode_cache: str | None) -> dict[str, str]:
    """The children's environment: with a bytecode cache in ``bytecode_cache`` (as an installed
    program has: pip compiles .pyc files), or with none when it is None."""
    env = dict(os.environ)
    if bytecode_cache is None:
        env["PYTHONDONTWRITEBYTECODE"] = "1"
        env.pop("PYTHONPYCACHEPREFIX", None)
    else:
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        env["PYTHONPYCACHEPREFIX"] = bytecode_cache  # outside the source tree
    return env


def run_child(kind: str, env: dict[str, str] | None = None) -> tuple[float, float]:
    """Seconds from spawning the process to its first paint, and its peak RSS in MiB."""
    start = time.time()
    out = subprocess.run(
        [sys.executable, "-c", CHILD, kind], capture_output=True, text=True, timeout=120, env=env
    )
    for line in out.stdout.splitlines():
        if line.startswith("PAINTED"):
            _, stamp, rss = line.split()
            return float(stamp) - start, float(rss)
    raise RuntimeError(f"{kind}: no paint\n{out.stderr}")


def drag_move_times(moves: int) -> tuple[float, float, int, int]:
    """Median ms to handle one mouse move of a lifted stack on a 10-seat table (event only, and
    event plus repainting the view), the number of seats and chips lifted."""
    import tempfile

    from PySide6.QtCore import QEvent, QPointF, QSettings, Qt
    from PySide6.QtGui import QMouseEvent
    from PySide6.QtWidgets import QApplication

    from dealer_trainer.ui.app import application
    from dealer_trainer.ui.main_window import MainWindow
    from dealer_trainer.ui.samples import ten_seats
    from dealer_trainer.ui.settings import Settings
    from dealer_trainer.ui.table.model import front_pile

    app = application()
    settings = Settings(QSettings(os.path.join(tempfile.mkdtemp(), "s.ini"), QSettings.Format.IniFormat))
    settings.animations = False
    window = MainWindow(settings, ten_seats())
    window.resize(1920, 1080)
    window.show()
    app.processEvents()
    view, scene, state = window.view, window.scene, window.session.state
    chips = [c for s in state.seats for c in state.pile(front_pile(s))]
    bottom = max(chips, key=lambda c: len(state.lift(c.id)))  # the tallest stack, lifted whole
    lifted = len(state.lift(bottom.id))
    item = scene.chip_items[bottom.id]
    rect = item.sceneBoundingRect()
    start = view.mapFromScene(QPointF(rect.center().x(), rect.bottom() - 2.5))
    vp = view.viewport()
    left, none = Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier

    def send(kind: QEvent.Type, x: float, y: float, button: Qt.MouseButton) -> None:
        local = QPointF(x, y)
        event = QMouseEvent(kind, local, vp.mapToGlobal(local), button, left, none)
        QApplication.sendEvent(vp, event)

    send(QEvent.Type.MouseButtonPress, start.x(), start.y(), left)
    assert scene._drag is not None, "the press did not lift the chips"
    handle: list[float] = []
    painted: list[float] = []
    for i in range(moves):
        x = start.x() + 200 * ((i % 100) / 100)
        y = start.y() - 150 * ((i % 50) / 50)
        t0 = time.perf_counter()
        send(QEvent.Type.MouseMove, x, y, Qt.MouseButton.NoButton)
        t1 = time.perf_counter()
        vp.repaint()
        t2 = time.perf_counter()
        handle.append((t1 - t0) * 1000)
        painted.append((t2 - t0) * 1000)
    send(QEvent.Type.MouseButtonRelease, start.x(), start.y(), left)
    window.close()
    return statistics.median(handle), statistics.median(painted), len(state.seats), lifted


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5, help="start-up runs of each kind (median taken)")
    parser.add_argument("--moves", type=int, default=600, help="drag-move events to time")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as cache:
        results = {}
        for label, env in (("installed", child_env(cache)), ("no bytecode cache", child_env(None))):
            run_child("bare", env)  # warm-up: fills the bytecode cache and the OS file cache
            run_child("app", env)
            bare, app = [], []
            for _ in range(args.runs):  # interleaved, so both kinds see the same machine load
                bare.append(run_child("bare", env))
                app.append(run_child("app", env))
            results[label] = (bare, app)
        work = run_child("app-work", child_env(cache))
    for label, (bare, app) in results.items():
        bare_s = statistics.median(t for t, _ in bare)
        app_s = statistics.median(t for t, _ in app)
        print(
            f"start to first drill painted ({label}): {app_s * 1000:.0f} ms; bare PySide6 window: "
            f"{bare_s * 1000:.0f} ms; ratio {app_s / bare_s:.2f}x (target <= 2.0x; median of {args.runs})"
        )
    bare, app = results["installed"]
    peak = max([m for _, m in app] + [work[1]])
    print(
        f"peak memory: {peak:.1f} MiB after first paint, solution, check, undo/redo "
        f"(target <= 150 MiB; bare window {statistics.median(m for _, m in bare):.1f} MiB)"
    )
    handle, painted, seats, lifted = drag_move_times(args.moves)
    print(
        f"drag-move on a {seats}-seat table ({lifted} chips lifted): {handle:.3f} ms to handle one move, "
        f"{painted:.3f} ms with a full repaint of the view "
        f"(median of {args.moves}; target <= 2 ms = 1/8 of a 60 Hz frame)"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
