"""Seconds to write a worksheet PDF (target: a class set of 30 drills with its answer key in
under 5 seconds; the largest worksheet, 200 drills, in under 30).

Run: ``python benchmarks/worksheet.py``. For 30 and for 200 level-3 and level-4 drills (seeds
1, 2, ...) it prints the pages and the best of three times of the text (no Qt) and of the
whole PDF with its answer key, offscreen: by this process's CPU time (steady when other
processes share the machine; the target is on it) and by the wall clock. Exit status 1 when a
target is missed.
"""

from __future__ import annotations

import os
import sys
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from dealer_trainer.commands.drill import select_drills  # noqa: E402
from dealer_trainer.drills.worksheet import make_worksheet  # noqa: E402
from dealer_trainer.ui.worksheet import worksheet_pdf  # noqa: E402

TARGETS = {30: 5.0, 200: 30.0}


def best(function, rounds: int = 3) -> tuple[float, float, object]:
    """The fastest of ``rounds`` calls in CPU and in wall-clock seconds, and the last result."""
    cpu_times, wall_times, result = [], [], None
    for _ in range(rounds):
        cpu, wall = time.process_time(), time.perf_counter()
        result = function()
        cpu_times.append(time.process_time() - cpu)
        wall_times.append(time.perf_counter() - wall)
    return min(cpu_times), min(wall_times), result


def main() -> int:
    missed = False
    for count, target in TARGETS.items():
        for level in (3, 4):
            drills = select_drills(level=level, seed=1, count=count)
            text_cpu, text_wall, sheet = best(lambda d=drills: make_worksheet(d, "Benchmark"))
            pdf_cpu, pdf_wall, (data, pages, key) = best(lambda s=sheet: worksheet_pdf(s, answers=True))
            total = text_cpu + pdf_cpu
            missed |= total > target
            print(
                f"{count:>3} level-{level} drills: {pages} pages (key from page {key}), "
                f"{len(data) / 1024:,.0f} KB; CPU: text {text_cpu:.2f} s + PDF {pdf_cpu:.2f} s = "
                f"{total:.2f} s (target {target:.0f} s); wall clock {text_wall + pdf_wall:.2f} s"
            )
    return 1 if missed else 0


if __name__ == "__main__":
    sys.exit(main())
