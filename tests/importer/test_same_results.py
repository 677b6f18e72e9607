"""Speed work changes no result: real hand histories import to exactly the drills and the
report recorded in ``same_results.json`` (made by the importer before it was made faster).

Every real file the repository holds (``tests/data/hh``), the shared samples it keeps
(``tests/data/shared``: ``hh-sample``'s MIT and BSD part, ``hh-more``, ``phh-sample``) and the
whole shared samples (``../shared``, when present) are imported twice (seat
letters, and screen names kept), the drills written to a drill file as the command line does.
Each drill's file line and each line of the full report are compared hand by hand, so a
failure names the hands that changed.

A deliberate change of results (a parser fixed, a note reworded) is recorded again with
``python tests/importer/test_same_results.py`` and the new file committed with that change.
"""

from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path

import pytest

from dealer_trainer.drills.files import DrillSetWriter
from dealer_trainer.importer import import_files
from dealer_trainer.importer.report import report_text

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # tests/, when run as a script
from samples import KEPT, REPO, SHARED, absence_reason  # noqa: E402

RECORD = Path(__file__).with_name("same_results.json")
SETS = {
    "repo": [REPO / "tests" / "data" / "hh"],
    "kept": [KEPT / "hh-sample", KEPT / "hh-more", KEPT / "phh-sample"],
    "shared": [SHARED / "hh-sample", SHARED / "hh-more", SHARED / "phh-sample"],
}


def _short(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:16]


def results(paths: list[Path], keep_names: bool, folder: Path) -> dict[str, object]:
    """The drill file and report of one import, as comparable pieces: each drill's JSON line
    (hashed, in file order, with its title), each report line (the time taken left out)."""
    out = folder / f"drills-{keep_names}.json"
    writer = DrillSetWriter(out, "Imported hands")
    report = import_files(paths, keep_names=keep_names, drill_file=writer)
    writer.close()
    drills = []
    if out.exists():
        for drill in json.loads(out.read_text(encoding="utf-8"))["drills"]:
            drills.append([drill["title"], _short(json.dumps(drill, ensure_ascii=False, sort_keys=True))])
    lines = [line for line in report_text(report, details=True).splitlines() if not line.startswith("Time:")]
    return {
        "hands_read": report.hands_read,
        "drills_made": report.drills_made,
        "drills": drills,
        "report": lines,
    }


def record(folder: Path) -> dict[str, object]:
    """Everything compared, for every set of files present."""
    out: dict[str, object] = {}
    for name, paths in SETS.items():
        present = [p for p in paths if p.exists()]
        if not present:
            continue
        for keep_names in (False, True):
            out[f"{name} keep_names={keep_names}"] = results(present, keep_names, folder)
    return out


@pytest.fixture(scope="module")
def now(tmp_path_factory):
    return record(tmp_path_factory.mktemp("same"))


@pytest.fixture(scope="module")
def recorded():
    return json.loads(RECORD.read_text(encoding="utf-8"))


@pytest.mark.slow
@pytest.mark.parametrize("name", ["repo", "kept", "shared"])
@pytest.mark.parametrize("keep_names", [False, True])
def test_real_files_give_the_recorded_drills_and_report(now, recorded, name, keep_names):
    key = f"{name} keep_names={keep_names}"
    if key not in now:
        pytest.skip(absence_reason("hh-sample"))
    expected, got = recorded[key], now[key]
    assert (got["hands_read"], got["drills_made"]) == (expected["hands_read"], expected["drills_made"])
    changed = [
        f"{e[0]} -> {g[0]}" if e[0] != g[0] else e[0]
        for e, g in zip(expected["drills"], got["drills"], strict=False)
        if e != g
    ]
    assert changed == [], f"{len(changed)} drills differ, the first: {changed[:5]}"
    assert len(got["drills"]) == len(expected["drills"])
    assert got["report"] == expected["report"]


def test_the_record_covers_real_side_pot_hands(recorded):
    # the record is not empty: the repo's own files alone give side-pot drills in both runs
    for keep_names in (False, True):
        drills = recorded[f"repo keep_names={keep_names}"]["drills"]
        assert len(drills) >= 10
        assert sum(title.endswith("side pots") for title, _ in drills) >= 5


if __name__ == "__main__":  # record again (after a deliberate change of results)
    import tempfile

    with tempfile.TemporaryDirectory() as tmp:
        data = record(Path(tmp))
    if set(data) != {f"{n} keep_names={k}" for n in SETS for k in (False, True)}:
        sys.exit("the shared samples are absent: record where ../shared exists")
    RECORD.write_text(json.dumps(data, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    print(f"recorded {RECORD}: " + ", ".join(f"{k}: {len(v['drills'])} drills" for k, v in data.items()))
