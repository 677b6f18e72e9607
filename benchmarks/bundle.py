"""The bundle's start against the installed package's: start to the first painted drill.

Usage: ``python benchmarks/bundle.py [--runs N] [--bundle dist/dealer-trainer]`` after
``python tools/build_bundle.py``. Prints the bundle's size and the medians of ``--runs`` paired
runs (benchmarks/gui.py's method: fresh processes, offscreen, the order alternating from pair to
pair, one warm-up of each; a ratio is the median of the pairs' ratios), each timed from
spawning the process to the end of its first paint of the table:

* installed package: ``dealer_trainer.commands.main()`` with no arguments as the console script
  runs it, ``python -S`` with the checkout and site-packages on the path and the bytecode
  compiled beforehand (gui.py's "installed" set-up);
* bundle: ``dist/dealer-trainer/dealer-trainer`` with no arguments.

Both notice their first paint the same way, from inside the program: ``DEALER_TRAINER_PAINT_PROBE=1``
(dealer_trainer/ui/app.py) prints ``PAINTED <epoch seconds> <peak RSS MiB>`` from a zero timer
after the table's first paint, the moment gui.py's post-import hook reports (a frozen bundle
takes no such hook).
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from gui import child_env, paired, ratio, spread  # noqa: E402 - benchmarks/gui.py beside this file

REPO = Path(__file__).resolve().parent.parent
INSTALLED = "from dealer_trainer.commands import main; import sys; sys.argv = ['dealer-trainer']; main()"


def first_paint(command: list[str], env: dict[str, str]) -> tuple[float, float]:
    """Seconds from spawning ``command`` to its first painted drill, and its peak RSS in MiB."""
    start = time.time()
    out = subprocess.run(
        command, capture_output=True, text=True, timeout=120, env=env, cwd=env["XDG_DATA_HOME"]
    )
    for line in out.stdout.splitlines():
        if line.startswith("PAINTED"):
            _, stamp, rss = line.split()
            return float(stamp) - start, float(rss)
    raise RuntimeError(f"{command[0]}: no paint\n{out.stderr}")


def folder_mib(folder: Path) -> float:
    """MiB in the files under ``folder``."""
    return sum(p.lstat().st_size for p in folder.rglob("*") if p.is_file() and not p.is_symlink()) / 2**20


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5, help="paired runs (median taken)")
    parser.add_argument(
        "--bundle", type=Path, default=REPO / "dist" / "dealer-trainer", help="the bundle's folder"
    )
    args = parser.parse_args()
    program = (args.bundle / "dealer-trainer").resolve()  # the children run in a folder of their own
    if not program.is_file():
        print(f"no bundle at {args.bundle}: run python tools/build_bundle.py first", file=sys.stderr)
        return 2
    with tempfile.TemporaryDirectory() as tmp:
        env = child_env(os.path.join(tmp, "home"), os.path.join(tmp, "pycache"))
        env.update(DEALER_TRAINER_PAINT_PROBE="1", QT_QPA_PLATFORM="offscreen")
        installed, bundled = paired(
            lambda: first_paint([sys.executable, "-S", "-c", INSTALLED], env),
            lambda: first_paint([str(program)], env),
            args.runs,
        )
    inst_s, bund_s = [t for t, _ in installed], [t for t, _ in bundled]
    print(f"bundle {args.bundle}: {folder_mib(args.bundle):.0f} MiB on disk")
    print(
        f"start to first drill painted, median of {args.runs} paired runs (offscreen): bundle "
        f"{statistics.median(bund_s):.3f}s vs installed package {statistics.median(inst_s):.3f}s, ratio "
        f"{ratio(bund_s, inst_s):.2f} (pairs {spread(bund_s, inst_s)}); peak memory bundle "
        f"{statistics.median(m for _, m in bundled):.1f} MiB, "
        f"installed {statistics.median(m for _, m in installed):.1f} MiB"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
