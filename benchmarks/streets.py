"""How fast street drills are dealt, and what they teach: per level, the CPU time to deal one
(a hand played out by the referee, redealt until it has the level's shape), the streets where
side pots form, how often an uncalled bet goes back, and the rulings offered.

Run: ``python benchmarks/streets.py [COUNT]`` (default 200 seeds per level). Prints one line per
level and, as its last line, ``slowest level: N ms per drill``.
"""

from __future__ import annotations

import sys
import time
from collections import Counter

from dealer_trainer.drills.rulings import candidates
from dealer_trainer.drills.streets import STREET_LEVELS, pots_formed, street_drill_for_seed


def main(count: int = 200) -> None:
    slowest = 0.0
    for level in STREET_LEVELS:
        formed: Counter[str] = Counter()
        kinds: Counter[str] = Counter()
        returned = 0
        start = time.process_time()
        drills = [street_drill_for_seed(level, seed) for seed in range(count)]
        per_drill = (time.process_time() - start) / count * 1000
        slowest = max(slowest, per_drill)
        for sd in drills:
            for street, pots in pots_formed(sd).items():
                if pots and (street != "preflop" or pots > 1):
                    formed[str(street)] += 1
            returned += sd.rounds[-1].after.settlement().returned is not None
            kinds.update({r.kind for r in candidates(sd, sd.stakes.format)})
        streets = ", ".join(f"{s} {n * 100 // count}%" for s, n in sorted(formed.items()))
        offered = ", ".join(f"{k} {n * 100 // count}%" for k, n in sorted(kinds.items()))
        print(
            f"level {level}: {per_drill:.1f} ms per drill; side pots formed on: {streets}; "
            f"uncalled bet back {returned * 100 // count}%; drills offering: {offered}"
        )
    print(f"slowest level: {slowest:.1f} ms per drill")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 200)
