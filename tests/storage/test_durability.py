"""No acknowledged result is lost, on both back-ends: a writer killed with SIGKILL mid-write,
two writers (two machines) at once."""

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


def start_writer(location: str, name: str, count: int, queue: Path) -> subprocess.Popen[str]:
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    return subprocess.Popen(
        [sys.executable, str(WRITER), location, name, str(count), str(queue)],
        stdout=subprocess.PIPE,
        text=True,
        env=env,
    )


def everything(location: str, queues: list[Path]):
    """The store after every writer's queue (a machine's own) was opened and sent."""
    store = None
    for queue in queues:
        if store is not None:
            store.close()
        store = open_store(location, fallbacks=[], queue=str(queue))
    assert store is not None
    return store


def test_a_writer_killed_mid_write_loses_no_acknowledged_result(store_location, tmp_path):
    acknowledged: list[str] = []
    queues = []
    for round_ in range(6):
        queues.append(tmp_path / f"queue{round_}.sqlite3")
        writer = start_writer(store_location, f"w{round_}", 100_000, queues[-1])
        assert writer.stdout is not None
        for _ in range(20 + 15 * round_):  # kill at a different point each round
            acknowledged.append(writer.stdout.readline().strip())
        os.kill(writer.pid, signal.SIGKILL)
        writer.wait()
        # lines written before the kill but not read yet were acknowledged too
        acknowledged += [line.strip() for line in writer.stdout.read().splitlines() if line.strip()]
        writer.stdout.close()
    store = everything(store_location, queues)
    stored = [r.uid for r in store.results(limit=1_000_000)]
    assert set(acknowledged) <= set(stored)
    assert len(stored) == len(set(stored))  # nothing doubled
    assert store.status.severity == "ok"  # a killed write is rolled back, the store is whole


def test_two_writers_at_once_lose_and_double_nothing(store_location, tmp_path):
    queues = [tmp_path / "a.sqlite3", tmp_path / "b.sqlite3"]
    writers = [
        start_writer(store_location, name, 150, q) for name, q in zip(("Ana", "Bram"), queues, strict=True)
    ]
    deadline = time.monotonic() + 120
    for w in writers:
        out, _ = w.communicate(timeout=max(1.0, deadline - time.monotonic()))
        assert w.returncode == 0
        assert len(out.split()) == 150
    store = everything(store_location, queues)
    assert store.count("Ana") == 150 and store.count("Bram") == 150 and store.count() == 300
