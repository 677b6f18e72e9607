"""Drills generated per second at each level (target: at least 5,000 per second per level).

Run: ``python benchmarks/drills.py [seconds-per-round]``. Prints, per level, complete drills
per second (simulated hand, chips, cards and a validated :class:`Drill`), and how the time
splits between the simulation and the Drill's own validation (which ranks every live hand).
"""

from __future__ import annotations

import random
import sys
import time

from dealer_trainer.drills import generator
from dealer_trainer.drills.codes import LEVELS

TARGET = 5000


def rate(function, seconds: float, rounds: int = 5) -> float:
    """Calls of ``function`` per second: the best of ``rounds`` rounds of ``seconds`` each
    (as :mod:`timeit` does, the best round is the one least disturbed by other processes)."""
    best = 0.0
    for _ in range(rounds):
        count, start = 0, time.perf_counter()
        while True:
            for _ in range(50):
                function()
            count += 50
            elapsed = time.perf_counter() - start
            if elapsed >= seconds:
                break
        best = max(best, count / elapsed)
    return best


def simulate_only(level: int, rng: random.Random) -> None:
    """Everything up to the Drill: plan, betting, level check (retries included)."""
    while True:
        plan = generator._plan(level, rng)
        hand = generator._play(plan, rng)
        if hand is not None and generator._fits(level, hand):
            generator._deal(plan, hand, rng)
            return


def main(seconds: float = 0.4) -> int:
    print(f"{'level':>5}  {'drills/s':>9}  {'sim only/s':>10}  {'target':>6}")
    ok = True
    for level in LEVELS:
        rng = random.Random(level)
        full = rate(lambda level=level, rng=rng: generator.generate_drill(level, rng), seconds)
        sim = rate(lambda level=level, rng=rng: simulate_only(level, rng), seconds)
        mark = "ok" if full >= TARGET else "BELOW"
        ok &= full >= TARGET
        print(f"{level:>5}  {full:>9,.0f}  {sim:>10,.0f}  {mark:>6}")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main(float(sys.argv[1]) if len(sys.argv) > 1 else 0.4))
