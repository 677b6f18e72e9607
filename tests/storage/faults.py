"""Progress files in every state the trainee has met: old layouts, foreign tables, damage.

Each maker writes the fault at ``path`` and returns how many drills a trainee had in it (the
rows a perfect reader would find), so tests can say how many were kept.
"""

from __future__ import annotations

import os
import random
import sqlite3
import subprocess
import sys
from pathlib import Path

#: The layout Dealer Trainer wrote before version 2, exactly (one row per phase).
V1_SCHEMA = """
CREATE TABLE IF NOT EXISTS results (
    id INTEGER PRIMARY KEY,
    finished_at REAL NOT NULL,
    code TEXT NOT NULL,
    level INTEGER NOT NULL,
    kind TEXT NOT NULL,
    right_first_time INTEGER NOT NULL,
    seconds REAL NOT NULL,
    mistakes INTEGER NOT NULL,
    mistake_codes TEXT NOT NULL
);
"""
START = 1_780_000_000.0


def v1_file(path: Path, rows: list[tuple]) -> None:
    """A version-1 file with ``rows`` of (finished_at, code, level, kind, right, seconds, codes)."""
    db = sqlite3.connect(path)
    db.executescript(V1_SCHEMA)
    with db:
        db.executemany(
            "INSERT INTO results (finished_at, code, level, kind, right_first_time, seconds, mistakes,"
            " mistake_codes) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
            [(at, c, lv, k, r, s, len(m.split()), m) for at, c, lv, k, r, s, m in rows],
        )
    db.close()


def big_v2_file(path: Path, n: int = 3000, trainee: str = "Ana") -> None:
    """A version-2 file of ours with ``n`` drills (uids ``d0`` …), made by the store itself."""
    from dealer_trainer.storage.progress import DrillResult, open_sqlite

    store = open_sqlite(path, fallbacks=[])
    rows = [
        DrillResult(
            f"L2-{i:06d}", 1 + i % 4, "pots", i % 3 != 0, 20.0 + i % 17, ("amount_off",) * (i % 3 == 0),
            uid=f"d{i}", finished_at=START + 60 * i, trainee=trainee,
        ).row()
        for i in range(n)
    ]  # fmt: skip
    store.copy_rows(rows)
    store.close()


def damage_pages(path: Path, pages: list[int], seed: int = 7) -> None:
    """Overwrite whole pages (0-based page numbers) of the file at ``path`` with random bytes,
    the header page left intact, as a disk that lost sectors does."""
    db = sqlite3.connect(path)
    size = db.execute("PRAGMA page_size").fetchone()[0]
    db.close()
    rnd = random.Random(seed)
    with path.open("r+b") as f:
        for page in pages:
            assert page > 0
            f.seek(page * size)
            f.write(bytes(rnd.getrandbits(8) for _ in range(size)))


def overwrite_runs(path: Path, runs: int = 40, size: int = 64, seed: int = 7) -> None:
    """Overwrite ``runs`` runs of ``size`` random bytes at random places after the header page of
    the file at ``path`` (a disk that lost bits here and there, interior pages included)."""
    data = bytearray(path.read_bytes())
    rnd = random.Random(seed)
    for _ in range(runs):
        at = rnd.randrange(4096, len(data) - size)
        data[at : at + size] = bytes(rnd.getrandbits(8) for _ in range(size))
    path.write_bytes(bytes(data))


def readable_one_by_one(path: Path, table: str, columns: list[str], top: int) -> dict[int, tuple]:
    """The rows of ``table`` that a ``SELECT … WHERE rowid = ?`` still reads, for rowids 1 to
    ``top``, as ``{rowid: (rowid, *columns)}``: what a perfect rescue finds at least."""
    db = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    sql = f"SELECT rowid, {', '.join(columns)} FROM {table} WHERE rowid = ?"
    found = {}
    for rowid in range(1, top + 1):
        try:
            row = db.execute(sql, (rowid,)).fetchone()
        except sqlite3.DatabaseError:
            continue
        if row is not None:
            found[rowid] = row
    db.close()
    return found


def table_leaf_pages(path: Path) -> list[int]:
    """The 0-based numbers of the file's table leaf pages (b-tree page type 13), in file order:
    the pages that hold rows, as opposed to index pages."""
    db = sqlite3.connect(path)
    size = db.execute("PRAGMA page_size").fetchone()[0]
    db.close()
    data = path.read_bytes()
    return [n for n in range(1, len(data) // size) if data[n * size] == 13]


def page_count(path: Path) -> int:
    db = sqlite3.connect(path)
    try:
        return db.execute("PRAGMA page_count").fetchone()[0]
    finally:
        db.close()


def truncate(path: Path, fraction: float) -> None:
    """Cut the file at ``path`` to ``fraction`` of its length (a copy that stopped half way)."""
    size = path.stat().st_size
    with path.open("r+b") as f:
        f.truncate(int(size * fraction))


def foreign_results(path: Path) -> None:
    """Another program's database with a table called ``results`` (a lab's measurements)."""
    db = sqlite3.connect(path)
    with db:
        db.execute("CREATE TABLE results (sample TEXT, value REAL, unit TEXT)")
        db.executemany("INSERT INTO results VALUES (?, ?, ?)", [("a", 1.5, "mg"), ("b", 2.0, "mg")])
    db.close()


def run_unprivileged(code: str) -> subprocess.CompletedProcess[str]:
    """Run Python ``code`` in a child that obeys file permissions: when we are root (who may
    write anywhere) the child runs without the capabilities that override them (``setpriv``
    from util-linux), so a folder made read-only with chmod really is read-only to it."""
    env = dict(os.environ, PYTHONPATH=str(Path(__file__).resolve().parents[2]))
    command = [sys.executable, "-c", code]
    if os.geteuid() == 0:
        caps = "-dac_override,-dac_read_search,-fowner,-linux_immutable"
        command = ["setpriv", "--bounding-set", caps, "--inh-caps", caps, *command]
    return subprocess.run(command, capture_output=True, text=True, env=env, timeout=120, check=False)
