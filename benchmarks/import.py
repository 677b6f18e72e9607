"""Import speed and memory on a whole player's history (targets: at least 2,000 hands a second,
peak memory under 200 MB for 100,000 hands).

Run: ``python benchmarks/import.py [HANDS] [--side-pots-only]`` (default 100,000 hands). It
builds one text file of HANDS hands from the shared samples (``../shared/hh-sample`` and the
text files of ``../shared/hh-more``: PokerStars, Full Tilt, the Winning Poker Network in both
layouts, Ongame, PartyPoker, 888poker, Bovada), each copy given a hand number of its own, then runs
``dealer-trainer import FILE --out DRILLS.json --brief`` in a child process, as a user would,
and measures it: wall time, CPU time of all its processes (steadier when other processes share
the machine) and peak memory (the import's processes together, workers included, sampled ten
times a second). The last line gives hands per second (by the wall clock and by CPU time), CPU
seconds per 1,000 hands and peak memory. Exit status 1 when a target is missed (hands per
second by the wall clock).
"""

from __future__ import annotations

import argparse
import os
import re
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from dealer_trainer.importer.reading import HandFile
from dealer_trainer.importer.sites import split_hands

REPO = Path(__file__).resolve().parent.parent
SHARED = Path(os.environ.get("DEALER_TRAINER_SHARED", REPO.parent / "shared"))
TARGET_RATE = 2000
TARGET_MB = 200


def sample_hands() -> list[tuple[str, str]]:
    """Every text-format hand of the shared samples: (hand number, hand text)."""
    files = sorted((SHARED / "hh-sample").glob("*.txt")) + sorted((SHARED / "hh-more").glob("*.txt"))
    hands = []
    for path in files:
        with HandFile(path) as hand_file:
            for _, hand_id, text in split_hands(hand_file.lines()):
                if hand_id:
                    hands.append((hand_id, text))
    if not hands:
        sys.exit(f"no sample hands in {SHARED}")
    return hands


def build(path: Path, count: int) -> None:
    """Write ``count`` hands to ``path``: the samples over and over, each with its own number."""
    hands = sample_hands()
    with path.open("w", encoding="utf-8") as out:
        for n in range(count):
            hand_id, text = hands[n % len(hands)]
            digits = re.sub(r"\D", "", hand_id)[-6:] or "0"
            fresh = f"9{n:07d}{digits}" if hand_id.isdigit() else f"R9-{n}-{digits}"
            out.write(text.replace(hand_id, fresh) + "\n\n\n")


def tree_memory(pid: int) -> int:
    """Kilobytes of memory held by process ``pid`` and its children (Linux: proportional set
    size, so pages a forked worker shares are counted once; 0 elsewhere)."""
    total = 0
    pending = [pid]
    while pending:
        current = pending.pop()
        try:
            with open(f"/proc/{current}/smaps_rollup", encoding="ascii") as rollup:
                total += next((int(line.split()[1]) for line in rollup if line.startswith("Pss:")), 0)
            with open(f"/proc/{current}/task/{current}/children", encoding="ascii") as children:
                pending += [int(c) for c in children.read().split()]
        except (OSError, ValueError):
            continue
    return total


def main() -> int:
    """Build the file, import it in a child process and print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("hands", nargs="?", type=int, default=100_000)
    parser.add_argument("--side-pots-only", action="store_true")
    parser.add_argument("--jobs", type=int, default=0, help="worker processes (default: the import's own)")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        history = Path(folder) / "history.txt"
        build(history, args.hands)
        size = history.stat().st_size
        print(f"{args.hands:,} hands in one file of {size / 2**20:,.0f} MB ({history.name})")
        command = [sys.executable, "-m", "dealer_trainer.commands", "import", str(history)]
        command += ["--out", str(Path(folder) / "drills.json"), "--brief"]
        command += ["--side-pots-only"] if args.side_pots_only else []
        command += ["--jobs", str(args.jobs)] if args.jobs else []
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        started = time.perf_counter()
        with tempfile.TemporaryFile("w+") as out, tempfile.TemporaryFile("w+") as err:
            child = subprocess.Popen(command, stdout=out, stderr=err, text=True)
            tree_peak = 0
            while child.poll() is None:
                tree_peak = max(tree_peak, tree_memory(child.pid))
                time.sleep(0.1)
            wall = time.perf_counter() - started
            out.seek(0)
            err.seek(0)
            report, problem = out.read(), err.read()
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        if child.returncode not in (0, 1):
            print(problem, file=sys.stderr)
            return 1
        drills = re.search(r"Drills made: ([\d,]+)", report)
        read = re.search(r"Hands read: ([\d,]+)", report)
        print(
            f"hands read {read.group(1) if read else '?'}, drills made {drills.group(1) if drills else '?'}"
        )
        saved = Path(folder) / "drills.json"
        if saved.exists():
            print(f"drill file {saved.stat().st_size / 2**20:,.0f} MB")
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    largest_mb = after.ru_maxrss / 1024  # kilobytes on Linux: the largest single process
    # all the import's processes together (the workers too), sampled ten times a second
    peak_mb = max(tree_peak / 1024, largest_mb)
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    rate, cpu_rate = args.hands / wall, args.hands / max(cpu, 1e-9)
    ok = rate >= TARGET_RATE and peak_mb < TARGET_MB
    print(f"load average {load:.1f} on {os.cpu_count()} cores while measuring")
    print(f"largest single process {largest_mb:,.0f} MB; all processes together {tree_peak / 1024:,.0f} MB")
    print(
        f"{args.hands:,} hands: {rate:,.0f} hands/s wall ({wall:.1f} s), {cpu_rate:,.0f} hands/s CPU "
        f"({cpu:.1f} s, {cpu / args.hands * 1000:.2f} CPU s per 1,000 hands); peak memory {peak_mb:,.0f} MB; "
        f"targets {TARGET_RATE:,} hands/s, "
        f"< {TARGET_MB} MB: {'ok' if ok else 'MISSED'}"
    )
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
