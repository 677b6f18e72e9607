"""Prints the mix of drill shapes per build level (issue 31 §3): ``COUNT`` drills a level (150),
seeds 0, 1, … , classified by :mod:`dealer_trainer.drills.shapes`.

Usage: ``python benchmarks/shapes.py [--count N] [--version V]`` (``--version``: deal every
seed as that generator version; default the version a new code of the seed has).
"""

from __future__ import annotations

import argparse
from collections import Counter

from dealer_trainer.drills.generator import drill_with_actions
from dealer_trainer.drills.shapes import SHAPES, drill_facts, drill_shape, features

BUILD_LEVELS = (1, 2, 3, 4)


def level_mix(level: int, count: int, version: int | None = None) -> tuple[Counter[str], Counter[str]]:
    """(shapes, features) counted over ``count`` drills of ``level``."""
    shapes: Counter[str] = Counter()
    have: Counter[str] = Counter()
    for seed in range(count):
        drill, actions = drill_with_actions(level, seed, version)
        shapes[drill_shape(drill, actions)] += 1
        have.update(features(drill_facts(drill, actions)))
    return shapes, have


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--count", type=int, default=150)
    parser.add_argument("--version", type=int, default=None)
    args = parser.parse_args()
    width = max(len(s) for s in SHAPES)
    for level in BUILD_LEVELS:
        shapes, have = level_mix(level, args.count, args.version)
        print(f"level {level}: {len(shapes)} shapes, largest {max(shapes.values()) * 100 // args.count} %")
        for shape in SHAPES:
            print(
                f"  {shape:<{width}}  shape {shapes[shape] * 100 / args.count:5.1f} %"
                f"   has {have[shape] * 100 / args.count:5.1f} %"
            )


if __name__ == "__main__":
    main()
