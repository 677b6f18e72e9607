"""Drills generated per second at each level (target: at least 5,000 per second per level).

Run: ``python benchmarks/drills.py [seconds-per-round]``. For each level it prints complete
drills per second (simulated hand, chips, cards and a validated :class:`Drill`) by the wall
clock and by this thread's CPU time (steadier when other processes share the machine), each the
best of five rounds as :mod:`timeit` does; and the simulation alone (everything before the
Drill is built). Exit status 1 when a level is below the target in CPU time.
"""

from __future__ import annotations

import random
import sys
import time
from collections.abc import Callable

from dealer_trainer.drills import dealing, generator
from dealer_trainer.drills.codes import LEVELS

TARGET = 5000


def rates(function: Callable[[], object], seconds: float, rounds: int = 5) -> tuple[float, float]:
    """Best (wall-clock, CPU-time) calls per second of ``function`` over ``rounds`` rounds."""
    best_wall = best_cpu = 0.0
    for _ in range(rounds):
        count = 0
        wall, cpu = time.perf_counter(), time.thread_time()
        while True:
            for _ in range(50):
                function()
            count += 50
            elapsed = time.perf_counter() - wall
            if elapsed >= seconds:
                break
        best_wall = max(best_wall, count / elapsed)
        best_cpu = max(best_cpu, count / max(time.thread_time() - cpu, 1e-9))
    return best_wall, best_cpu


def simulate_only(level: int, rng: random.Random) -> None:
    """Everything before the Drill: plan, betting, level check (re-deals included), cards."""
    while True:
        plan = dealing._plan(level, rng)
        hand = dealing._play(plan, rng)
        if hand is not None and dealing._fits(level, hand):
            dealing._deal(plan, hand, rng)
            return


def main(seconds: float = 0.4) -> int:
    """Print the table; 0 when every level reaches the target in CPU time."""
    print(f"{'level':>5}  {'drills/s':>9}  {'CPU drills/s':>12}  {'sim only/s':>10}  target {TARGET:,}")
    ok = True
    for level in LEVELS:
        rng = random.Random(level)
        wall, cpu = rates(lambda level=level, rng=rng: generator.generate_drill(level, rng), seconds)
        sim, _ = rates(lambda level=level, rng=rng: simulate_only(level, rng), seconds)
        ok &= cpu >= TARGET
        mark = "ok" if cpu >= TARGET else "BELOW"
        print(f"{level:>5}  {wall:>9,.0f}  {cpu:>12,.0f}  {sim:>10,.0f}  {mark}")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main(float(sys.argv[1]) if len(sys.argv) > 1 else 0.4))
