"""Golden output of the headless commands, to hold a reshaping to "no change of behaviour".

Runs ``drill --answer``, ``drill --scenario``, ``drill --streets --answer``, ``pots --json``,
``action --json``, ``check --json`` (builds right and wrong, awards) and ``worksheet`` over a
fixed set of seeds, codes and files, and writes every command's output (stdout, stderr, exit
status) into one text file. Run it before a step and after it: the two files must be
byte-identical.

    python benchmarks/golden.py --check benchmarks/golden-output.txt

``--check FILE`` compares with a saved run (``benchmarks/golden-output.txt``, committed before the
reshaping of issue 26) and exits 1 at the first difference; ``--out FILE`` saves a run. The worksheet
PDF is compared by its text (``pdftotext``, from poppler-utils).
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
#: The entry point installed beside this Python (the venv's ``dealer-trainer``).
DEALER_TRAINER = str(Path(sys.executable).parent / "dealer-trainer")

DRILL_CODES = [
    "L1-222222-2",
    "L2-7K2Q9X-2",
    "L3-7K2Q9X-2",
    "L3-HTST8A-2",
    "L4-7K2Q9X-2",
    "L3-7K2Q9X",
    "L4-HTST8A-2",
]
SEEDS = {1: [1, 2, 3], 2: [4, 5, 6], 3: [7, 8, 9, 10], 4: [11, 12, 13]}
STREET_CODES = ["T1-222227", "T2-222227", "T3-7K2Q9X", "T4-7K2Q9X", "T5-7K2Q9X", "T6-7K2Q9X", "T1-X6XTZR"]
STREET_SEEDS = {level: [21, 22] for level in range(1, 7)}

#: The README's examples and the seeds' shapes, as ``pots`` input.
POTS_INPUTS = [
    {
        "seats": ["Anna", "Bram", "Chris"],
        "button": "Chris",
        "contributions": {"Anna": 40, "Bram": 100, "Chris": 250},
        "folded": [],
        "all_in": ["Anna", "Bram", "Chris"],
        "dead": 0,
        "unit": 1,
        "ranking": [["Anna"], ["Bram"], ["Chris"]],
    },
    {
        "seats": ["A", "B", "C", "D", "E"],
        "button": "E",
        "contributions": {"A": 25, "B": 50, "C": 300, "D": 300, "E": 120},
        "folded": ["E"],
        "dead": 10,
        "unit": 5,
        "ranking": [["A", "B"], ["C", "D"]],
    },
    {
        "seats": ["A", "B", "C", "D"],
        "button": "D",
        "contributions": {"A": 100, "B": 100, "C": 100, "D": 35},
        "folded": ["A"],
        "dead": 0,
        "unit": 1,
        "game": "holdem",
        "hole": {"B": ["Ah", "Kd"], "C": ["Ac", "Kc"], "D": ["2s", "2d"]},
        "board": ["Qh", "Jd", "Ts", "3c", "4h"],
    },
    {"seats": ["A", "B"], "button": "A", "contributions": {"A": -5, "B": 10}},
    {"seats": ["A", "B"], "button": "Z", "contributions": {"A": 5, "B": 10}},
]

ACTION_INPUTS = [
    {
        "structure": "no-limit",
        "seats": ["Anna", "Bram", "Chris", "Dora"],
        "button": "Dora",
        "stacks": {"Anna": 500, "Bram": 16, "Chris": 500, "Dora": 500},
        "blinds": {"small": 1, "big": 2},
        "actions": [
            {"seat": "Chris", "do": "call"},
            {"seat": "Dora", "do": "call"},
            {"seat": "Anna", "do": "call"},
            {"seat": "Bram", "do": "check"},
            {"street": "flop"},
            {"seat": "Anna", "do": "bet", "to": 10},
            {"seat": "Bram", "do": "all-in"},
            {"seat": "Chris", "do": "call"},
            {"seat": "Dora", "do": "call"},
        ],
    },
    {
        "structure": "fixed-limit",
        "seats": ["A", "B", "C"],
        "button": "C",
        "stacks": {"A": 100, "B": 5, "C": 100},
        "blinds": {"small": 1, "big": 2},
        "bets": {"small": 2, "big": 4},
        "actions": [
            {"seat": "C", "do": "raise", "to": 4},
            {"seat": "A", "do": "call"},
            {"seat": "B", "do": "all-in"},
        ],
    },
    {
        "structure": "pot-limit",
        "seats": ["A", "B", "C"],
        "button": "C",
        "stacks": {"A": 300, "B": 300, "C": 300},
        "blinds": {"small": 1, "big": 2},
        "ante": 1,
        "actions": [{"seat": "C", "do": "raise", "to": 9}, {"seat": "A", "do": "raise", "to": 30}],
    },
    {
        "structure": "no-limit",
        "seats": ["A", "B", "C"],
        "button": "C",
        "stacks": {"A": 100, "B": 100, "C": 100},
        "blinds": {"small": 1, "big": 2},
        "actions": [{"seat": "C", "do": "raise", "to": 3}],
    },
    {
        "structure": "no-limit",
        "seats": ["Anna", "Bram", "Chris"],
        "button": "Anna",
        "stacks": {"Anna": 40, "Bram": 200, "Chris": 200},
        "blinds": {"small": 1, "big": 2},
        "actions": [
            {"seat": "Anna", "do": "all-in"},
            {"seat": "Bram", "do": "call"},
            {"seat": "Chris", "do": "raise", "to": 120},
            {"seat": "Bram", "do": "call"},
            {"street": "flop"},
            {"seat": "Bram", "do": "bet", "to": 50},
            {"seat": "Chris", "do": "fold"},
        ],
    },
]

#: Builds for the README's example (pots input 0): right, merged, uncalled in a pot.
BUILDS = [
    {"pots": [{"amount": 120}, {"amount": 120}], "returned": {"Chris": 150}},
    {"pots": [{"amount": 240}], "returned": {"Chris": 150}},
    {"pots": [{"amount": 120}, {"amount": 270}]},
    {
        "pots": [{"amount": 120, "from": {"Anna": 40, "Bram": 40, "Chris": 40}}, {"amount": 110}],
        "returned": {"Chris": 150},
        "left": {"Bram": 10},
    },
]
AWARDS = [
    {"pushes": [{"pot": 1, "to": {"Bram": 120}}, {"pot": 0, "to": {"Anna": 120}}]},
    {"pushes": [{"pot": 0, "to": {"Anna": 120}}, {"pot": 1, "to": {"Bram": 120}}]},
    {"pushes": [{"pot": 1, "to": {"Chris": 120}}, {"pot": 0, "to": {"Anna": 60, "Bram": 60}}]},
]


def _pdf_text(path: Path) -> str:
    """The worksheet's text, page by page, as poppler's ``pdftotext -layout`` reads it (a PDF's
    bytes change on every run: dates, ids, font subset names)."""
    if shutil.which("pdftotext") is None:
        sys.exit("golden.py needs pdftotext (Debian: apt-get install poppler-utils)")
    out = subprocess.run(["pdftotext", "-layout", str(path), "-"], capture_output=True, text=True, check=True)
    return out.stdout


class Runner:
    """Runs ``dealer-trainer`` subcommands and collects their output in order."""

    def __init__(self, work: Path) -> None:
        self.work = work
        self.parts: list[str] = []
        self.env = dict(os.environ, QT_QPA_PLATFORM="offscreen", LANG="C.UTF-8", LANGUAGE="")

    def file(self, name: str, content: object) -> str:
        path = self.work / name
        path.write_text(json.dumps(content), encoding="utf-8")
        return str(path)

    def run(self, *args: str, stdin: str | None = None) -> None:
        proc = subprocess.run(
            [DEALER_TRAINER, *args],
            input=stdin,
            capture_output=True,
            text=True,
            env=self.env,
            cwd=self.work,
            timeout=300,
        )
        shown = " ".join(a.replace(str(self.work), "$WORK") for a in args)
        out, err = (text.replace(str(self.work), "$WORK") for text in (proc.stdout, proc.stderr))
        self.parts.append(
            f"$ dealer-trainer {shown}\n[exit {proc.returncode}]\n{out}" + (f"[stderr]\n{err}" if err else "")
        )


def collect(work: Path, quick: bool = False) -> str:
    """Every golden command's output, as one text."""
    r = Runner(work)
    for code in DRILL_CODES:
        r.run("drill", "--code", code, "--answer")
        r.run("drill", "--code", code, "--scenario")
    for level, seeds in SEEDS.items():
        for seed in seeds[: 1 if quick else None]:
            r.run("drill", "--level", str(level), "--seed", str(seed), "--answer", "--actions")
            r.run("drill", "--level", str(level), "--seed", str(seed), "--scenario")
    for code in STREET_CODES:
        r.run("drill", "--streets", "--code", code, "--answer")
    for level, seeds in STREET_SEEDS.items():
        for seed in seeds[: 1 if quick else None]:
            r.run("drill", "--streets", "--level", str(level), "--seed", str(seed), "--answer")
    for i, scenario in enumerate(POTS_INPUTS):
        path = r.file(f"pots{i}.json", scenario)
        r.run("pots", path)
        r.run("pots", path, "--json")
    for i, hand in enumerate(ACTION_INPUTS):
        path = r.file(f"action{i}.json", hand)
        r.run("action", path, "--json")
        r.run("action", path)
        r.run("action", path, "--scenario")
    scenario = r.file("readme.json", POTS_INPUTS[0])
    for i, build in enumerate(BUILDS):
        bpath = r.file(f"build{i}.json", build)
        r.run("check", "--scenario", scenario, "--build", bpath, "--json")
        r.run("check", "--scenario", scenario, "--build", bpath)
    right = r.file("build-right.json", BUILDS[0])
    for i, award in enumerate(AWARDS):
        apath = r.file(f"award{i}.json", award)
        for order in ("side-pots-first", "main-pot-first"):
            r.run(
                "check",
                "--scenario",
                scenario,
                "--build",
                right,
                "--award",
                apath,
                "--json",
                "--award-order",
                order,
            )
    # a drill's own solution, checked through --code (the answer the drill prints)
    for code in DRILL_CODES[:5]:
        proc = subprocess.run(
            [DEALER_TRAINER, "drill", "--code", code, "--scenario"],
            capture_output=True,
            text=True,
            env=r.env,
            timeout=300,
        )
        data = json.loads(proc.stdout)
        wrong = r.file(
            f"wrong-{code}.json",
            {"pots": [{"amount": sum(data["contributions"].values()) + data.get("dead", 0)}]},
        )
        r.run("check", "--code", code, "--build", wrong, "--json")
        r.run("check", "--code", code, "--build", wrong)
    for code, street in (("T2-222227", "1"), ("T2-222227", "2"), ("T4-7K2Q9X", "4")):
        r.run("drill", "--streets", "--code", code, "--scenario")
        wrong = r.file(f"street-{code}-{street}.json", {"pots": [{"amount": 1}]})
        r.run("check", "--code", code, "--street", street, "--build", wrong, "--json")
    drills = str(work / "set.json")
    r.run("drill", "--level", "3", "--seed", "40", "--count", "4", "--out", drills, "--title", "Golden")
    r.run("drill", "--file", drills, "--answer")
    for level in (1, 3, 4):
        pdf = work / f"sheet{level}.pdf"
        r.run(
            "worksheet", "--level", str(level), "--seed", "5", "--count", "3", "--out", str(pdf), "--answers"
        )
        r.parts.append(f"[worksheet level {level}]\n{_pdf_text(pdf)}")
    pdf = work / "sheet-file.pdf"
    r.run("worksheet", "--file", drills, "--out", str(pdf), "--answers")
    r.parts.append(f"[worksheet file]\n{_pdf_text(pdf)}")
    return "\n".join(r.parts)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", help="write the golden output here")
    parser.add_argument("--check", help="compare with this saved golden output; exit 1 if different")
    parser.add_argument("--quick", action="store_true", help="fewer seeds")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        text = collect(Path(tmp), quick=args.quick)
    if args.out:
        Path(args.out).write_text(text, encoding="utf-8")
    if args.check:
        saved = Path(args.check).read_text(encoding="utf-8")
        if saved != text:
            for n, (a, b) in enumerate(zip(saved.splitlines(), text.splitlines(), strict=False), 1):
                if a != b:
                    print(f"line {n} differs:\n  saved: {a}\n  now:   {b}")
                    break
            else:
                print("the outputs differ in length")
            return 1
        print("golden output unchanged")
    if not args.out and not args.check:
        sys.stdout.write(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
