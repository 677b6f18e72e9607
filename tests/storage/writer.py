"""A writer process for the durability tests: records drills and prints each uid once the store
has acknowledged it (the transaction committed).

    python writer.py LOCATION NAME COUNT
"""

from __future__ import annotations

import sys

from dealer_trainer.storage.progress import DrillResult, open_store


def main() -> None:
    location, name, count = sys.argv[1], sys.argv[2], int(sys.argv[3])
    store = open_store(location, fallbacks=[], queue=sys.argv[4] if len(sys.argv) > 4 else None)
    for i in range(count):
        uid = f"{name}-{i}"
        store.record(
            DrillResult(f"L1-{i:06d}", 1, "pots", i % 2 == 0, 10.0, ("amount_off",) * (i % 2), uid=uid), name
        )
        print(uid, flush=True)
    store.close()


if __name__ == "__main__":
    main()
