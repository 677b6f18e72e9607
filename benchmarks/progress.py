"""Progress view with 100,000 stored results: time from the menu action to the view painted.

Usage: ``python benchmarks/progress.py [--results N] [--runs N]`` (offscreen unless a display is
set). Target (issue 12): the Progress view opens in under 300 ms on SQLite with 100,000 results.

The results are one trainee's (the worst case: every query reads all of them) over a year of
practice, with mistakes in about a third of the drills. The figure is the median of the runs,
each with a fresh dialog: the report's queries, the charts built, and the first paint.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import tempfile
import time
from dataclasses import replace
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

TARGET_MS = 300.0
CODES = ["uncalled_in_pot", "amount_off", "missing_pot", "wrong_split", "dead_money_missing",
         "chips_from_ineligible_seat", "pots_merged", "odd_chip_wrong_seat", "live_chips_left"]  # fmt: skip


def fill(path: Path, n: int) -> None:
    """``n`` results for trainee Ana over 365 days, written by the store itself."""
    from dealer_trainer.storage.progress import DrillResult, open_sqlite

    store = open_sqlite(path, fallbacks=[])
    rnd = random.Random(12)
    start = time.time() - 365 * 86400
    rows = []
    for i in range(n):
        wrong = rnd.random() < 0.33
        codes = tuple(rnd.sample(CODES, rnd.choice((1, 1, 2)))) if wrong else ()
        kind = rnd.choice(("pots", "pots_and_award", "showdown"))
        at = start + i * (365 * 86400 / n)
        result = DrillResult(
            f"L{1 + i % 4}-{i:06d}", 1 + i % 4, kind, not wrong, 15 + rnd.random() * 60, codes
        )
        rows.append(replace(result, uid=f"b{i}", finished_at=at, trainee="Ana").row())
    for k in range(0, n, 20_000):
        store.copy_rows(rows[k : k + 20_000])
    store.close()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--results", type=int, default=100_000)
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    from PySide6.QtCore import QEvent, QObject
    from PySide6.QtWidgets import QApplication

    from dealer_trainer.storage.progress import open_sqlite
    from dealer_trainer.ui.progress import ProgressDialog

    app = QApplication.instance() or QApplication(sys.argv[:1])
    path = Path(tempfile.mkdtemp()) / "progress.sqlite3"
    t0 = time.perf_counter()
    fill(path, args.results)
    print(f"stored {args.results:,} results in {time.perf_counter() - t0:.1f} s")
    store = open_sqlite(path, fallbacks=[])
    assert store.count("Ana") == args.results

    class Painted(QObject):
        seen = False

        def eventFilter(self, obj, event):  # noqa: N802, ANN001
            if event.type() == QEvent.Type.Paint:
                Painted.seen = True
            return False

    figures = []
    for run in range(args.runs + 1):  # the first run loads Qt Charts' code: not counted
        Painted.seen = False
        started = time.perf_counter()
        dialog = ProgressDialog(store, "Ana")
        watcher = Painted()
        dialog.installEventFilter(watcher)
        dialog.show()
        while not Painted.seen:
            app.processEvents()
        app.processEvents()  # the charts inside are painted too
        elapsed = 1000 * (time.perf_counter() - started)
        if run:
            figures.append(elapsed)
        dialog.close()
        dialog.deleteLater()
        app.processEvents()
    median = statistics.median(figures)
    print(
        f"Progress view with {args.results:,} results: median {median:.0f} ms over {args.runs} runs"
        f" (min {min(figures):.0f}, max {max(figures):.0f}; target < {TARGET_MS:.0f} ms)"
    )
    return 0 if median < TARGET_MS else 1


if __name__ == "__main__":
    raise SystemExit(main())
