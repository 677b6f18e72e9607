"""No acknowledged result is lost: a writer killed with SIGKILL mid-write, two writers at once."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

from dealer_trainer.storage.progress import open_store

WRITER = Path(__file__).with_name("writer.py")
ROOT = Path(__file__).resolve().parents[2]


def start_writer(location: str, name: str, count: int) -> subprocess.Popen[str]:
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    return subprocess.Popen(
        [sys.executable, str(WRITER), location, name, str(count)], stdout=subprocess.PIPE, text=True, env=env
    )


def test_a_writer_killed_mid_write_loses_no_acknowledged_result(store_location):
    acknowledged: list[str] = []
    for round_ in range(6):
        writer = start_writer(store_location, f"w{round_}", 100_000)
        assert writer.stdout is not None
        for _ in range(20 + 15 * round_):  # kill at a different point each round
            acknowledged.append(writer.stdout.readline().strip())
        os.kill(writer.pid, signal.SIGKILL)
        writer.wait()
        # lines written before the kill but not read yet were acknowledged too
        acknowledged += [line.strip() for line in writer.stdout.read().splitlines() if line.strip()]
        writer.stdout.close()
    store = open_store(store_location, fallbacks=[])
    stored = {r.uid for r in store.results(limit=1_000_000)}
    assert set(acknowledged) <= stored
    assert store.status.severity == "ok"  # a killed write is rolled back, the file is whole
    assert len(stored) == len({u for u in stored})


def test_two_writers_at_once_lose_and_double_nothing(store_location):
    writers = [start_writer(store_location, name, 150) for name in ("Ana", "Bram")]
    deadline = time.monotonic() + 120
    for w in writers:
        out, _ = w.communicate(timeout=max(1.0, deadline - time.monotonic()))
        assert w.returncode == 0
        assert len(out.split()) == 150
    store = open_store(store_location, fallbacks=[])
    assert store.count("Ana") == 150 and store.count("Bram") == 150 and store.count() == 300
