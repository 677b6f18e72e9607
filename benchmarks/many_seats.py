"""Importing a hand that seats far more players than a table has (a damaged or forged file) stays
quick: the hand is refused at the 24th seat, and the seated names are kept as each seat is read.

Run: ``python benchmarks/many_seats.py [PLAYERS ...]`` (default 8,000, 16,000 and 100,000). For
each count it writes an Open Hand History file of one hand (the written Winamax sample with
seated players added who never act), imports it and prints the wall time. Before (issue 27 §4)
the seated names were made again at every seat: 8,000 players 3.6 s, 16,000 29.5 s, 32,000
167 s, 100,000 never ended. Exit status 1 when an import takes a second or more, or when the
hand is not skipped with the reason.
"""

from __future__ import annotations

import json
import sys
import tempfile
import time
from pathlib import Path

from dealer_trainer.importer import import_files
from dealer_trainer.importer.export import export_files

REPO = Path(__file__).resolve().parent.parent
SAMPLE = REPO / "tests" / "data" / "hh" / "written" / "winamax-written-01.txt"
TARGET_SECONDS = 1.0


def hand_with_players(players: int) -> str:
    """One OHH hand (JSON text) seating ``players`` players."""
    text = export_files([SAMPLE], "ohh").text()
    data = json.loads(next(h for h in text.split("\n\n") if h.strip()))
    seated = data["ohh"]["players"]
    for k in range(players - len(seated)):
        seated.append({"id": 1000 + k, "seat": 100 + k, "name": f"Extra {k}", "starting_stack": 100})
    return json.dumps(data) + "\n"


def main(argv: list[str]) -> int:
    counts = [int(a) for a in argv] or [8_000, 16_000, 100_000]
    missed = False
    with tempfile.TemporaryDirectory() as folder:
        for players in counts:
            path = Path(folder) / f"seats-{players}.ohh"
            path.write_text(hand_with_players(players), encoding="utf-8")
            started = time.perf_counter()
            report = import_files([path])
            seconds = time.perf_counter() - started
            reasons = [s.reason for s in report.skipped]
            refused = len(reasons) == 1 and "more than 23 players" in reasons[0]
            ok = seconds < TARGET_SECONDS and (players <= 23 or refused)
            missed |= not ok
            print(f"{players:>9,} players: {seconds:6.2f} s  {reasons[0] if reasons else 'imported'}")
    return 1 if missed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
