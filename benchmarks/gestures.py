"""Gestures per drill: each generated drill built with mouse and key events only, as a dealer would.

Usage: ``python benchmarks/gestures.py [--seeds N]`` (offscreen unless a display is set).

A gesture is one press-move-release (digits typed during it are part of it), one click or one
key. The uncalled bet goes back with a typed amount; each pot is sized by its capping all-in's
whole bet (Ctrl+drag) and every other bet is cut to it. Simulated handling time: 0.6 s per
gesture plus the time the table takes to respond. Target (the fluent-table issue): the level-3
median at most the median bound (for each seat the piles its chips go into, plus the side pots
to open, plus one for Check).
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests" / "ui"))

SECONDS_PER_GESTURE = 0.6


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", type=int, default=15, help="drills per level (default 15)")
    args = parser.parse_args()

    from gui_helpers import build_with_gestures, gesture_bound
    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QApplication

    from dealer_trainer.drills.generator import drill_for_seed
    from dealer_trainer.ui.app import application
    from dealer_trainer.ui.main_window import MainWindow
    from dealer_trainer.ui.settings import Settings

    application()
    with tempfile.TemporaryDirectory() as tmp:
        settings = Settings(QSettings(str(Path(tmp) / "settings.ini"), QSettings.Format.IniFormat))
        settings.animations = False
        window = MainWindow(settings, drill_for_seed(1, 0))
        window.resize(1280, 800)
        window.show()
        QApplication.processEvents()
        window.view.fit()
        medians: dict[int, tuple[float, float]] = {}
        for level in (1, 2, 3, 4):
            gestures, bounds, handling = [], [], []
            for seed in range(args.seeds):
                drill = drill_for_seed(level, seed)
                window.session.load(drill)
                QApplication.processEvents()
                started = time.perf_counter()
                count = build_with_gestures(window)
                response = time.perf_counter() - started
                if not (window.session.last_check and window.session.last_check.correct):
                    print(f"{drill.code}: not right after the gestures", file=sys.stderr)
                    return 1
                gestures.append(count)
                bounds.append(gesture_bound(drill))
                handling.append(count * SECONDS_PER_GESTURE + response)
            medians[level] = (statistics.median(bounds), statistics.median(gestures))
            print(
                f"level {level}: median gestures {statistics.median(gestures):g} "
                f"(bound {statistics.median(bounds):g}), median handling "
                f"{statistics.median(handling):.1f} s over {args.seeds} drills"
            )
        window.close()
    bound, median = medians[3]
    print(f"level-3 median gestures per drill: {median:g} (target <= {bound:g})")
    return 0 if median <= bound else 1


if __name__ == "__main__":
    sys.exit(main())
