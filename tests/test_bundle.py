"""The bundle and the .deb (issue 32 §1): ``tools/build_bundle.py`` builds them, and the frozen
program runs its commands, its Dutch and its window with no Python on the path (``env -i``).

Marked ``slow``: the build takes several minutes (the quick loop skips it; ``.ci/run`` runs it).
It builds into ``build/test-dist``; the build venv (``build/bundle-venv``) is kept between runs.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent
PACKAGE = "dealer-trainer"
HAND = """{"seats": ["Anna", "Bram", "Chris"], "button": "Chris",
 "contributions": {"Anna": 40, "Bram": 100, "Chris": 250},
 "folded": [], "all_in": ["Anna", "Bram", "Chris"], "dead": 0, "unit": 1,
 "ranking": [["Anna"], ["Bram"], ["Chris"]]}"""
RIGHT_BUILD = '{"pots": [{"amount": 120}, {"amount": 120}], "returned": {"Chris": 150}}'

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(
        not sys.platform.startswith("linux"), reason="the bundle is built and tested on Linux here"
    ),
]


@pytest.fixture(scope="module")
def dist() -> Path:
    """A fresh build: ``python tools/build_bundle.py --dist build/test-dist`` (its venv and work in
    build/; not a pytest temporary folder, which another pytest run on the machine may clean)."""
    if shutil.which("dpkg-deb") is None:
        pytest.skip("no dpkg-deb on this system: the .deb cannot be built")
    out = REPO / "build" / "test-dist"
    shutil.rmtree(out, ignore_errors=True)
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    done = subprocess.run(
        [sys.executable, str(REPO / "tools" / "build_bundle.py"), "--dist", str(out)],
        env=env,
        capture_output=True,
        text=True,
        timeout=3600,
    )
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    return out


def bare(program: Path, *args: str, cwd: Path, **extra: str) -> subprocess.CompletedProcess[str]:
    """``program ARGS`` under ``env -i``: nothing on PATH but an empty folder (so no Python, no
    venv), no PYTHONPATH, a home of its own in ``cwd``."""
    (cwd / "empty-bin").mkdir(exist_ok=True)
    env = ["env", "-i", f"PATH={cwd / 'empty-bin'}", f"HOME={cwd}", *(f"{k}={v}" for k, v in extra.items())]
    return subprocess.run([*env, str(program), *args], cwd=cwd, capture_output=True, text=True, timeout=300)


def test_the_bundle_runs_every_command_with_no_python(dist, tmp_path):
    program = dist / PACKAGE / PACKAGE
    (tmp_path / "hand.json").write_text(HAND, encoding="utf-8")
    (tmp_path / "build.json").write_text(RIGHT_BUILD, encoding="utf-8")
    run = lambda *args, **extra: bare(program, *args, cwd=tmp_path, **extra)  # noqa: E731

    pots = run("pots", "hand.json")
    assert pots.returncode == 0, pots.stderr
    assert "Main pot    40 × 3          120     Anna, Bram and Chris" in pots.stdout
    assert "Returned    250 − 100       150     Chris (uncalled bet)" in pots.stdout
    inside = (
        dist / PACKAGE / "_internal"
    )  # the window's Dutch: ours and Qt's own (loaded: checked with strace)
    for catalogue in (
        "dealer_trainer/assets/i18n/dealer_trainer_nl.qm",
        "PySide6/Qt/translations/qtbase_nl.qm",
    ):
        assert (inside / catalogue).is_file(), catalogue
    dutch = run("--lang", "nl", "pots", "hand.json")
    assert dutch.returncode == 0, dutch.stderr
    assert "Hoofdpot    40 × 3" in dutch.stdout and "Chris (niet-geëvenaarde inzet)" in dutch.stdout
    check = run("check", "--scenario", "hand.json", "--build", "build.json")
    assert (check.returncode, check.stdout.splitlines()[0]) == (0, "Every pile is right."), check.stderr
    sample = REPO / "tests" / "data" / "hh" / "pokerstars-hhp-01.txt"
    imported = run("import", str(sample), "--out", "imported.json")
    assert imported.returncode == 0, imported.stderr
    assert "Saved 1 drill to imported.json" in imported.stdout and (tmp_path / "imported.json").stat().st_size
    drill = run("drill", "--level", "2", "--count", "3", "--seed", "1", "--out", "set.json")
    assert drill.returncode == 0 and "wrote 3 drills to set.json" in drill.stdout, drill.stderr
    exam = run("exam", "make", "set.json", "--out", "exam.json", "--minutes", "10")
    assert exam.returncode == 0 and "wrote exam" in exam.stdout, exam.stderr
    assert "Drills: 3" in run("exam", "show", "exam.json").stdout
    sheet = run("worksheet", "--level", "2", "--count", "3", "--seed", "1", "--answers", "--out", "sheet.pdf")
    assert sheet.returncode == 0, sheet.stderr
    assert (tmp_path / "sheet.pdf").read_bytes()[:5] == b"%PDF-" and (
        tmp_path / "sheet.pdf"
    ).stat().st_size > 10_000
    shot = run("screenshot", "shot.png", "--level", "3", "--seed", "7")
    assert shot.returncode == 0, shot.stderr
    header = (tmp_path / "shot.png").read_bytes()[:24]
    assert header[:8] == b"\x89PNG\r\n\x1a\n"
    assert (int.from_bytes(header[16:20], "big"), int.from_bytes(header[20:24], "big")) == (1280, 800)
    # the PostgreSQL driver is inside: a server that is not there is the driver's "refused"
    school = run("school", "list", "--db", "postgresql://nobody@127.0.0.1:1/class")
    assert school.returncode == 2 and "Connection refused" in school.stderr, school.stderr


def test_the_bundle_opens_its_window_and_paints_a_drill(dist, tmp_path):
    program = dist / PACKAGE / PACKAGE
    done = bare(
        program,
        cwd=tmp_path,
        QT_QPA_PLATFORM="offscreen",
        DEALER_TRAINER_PAINT_PROBE="1",
        XDG_CONFIG_HOME=str(tmp_path / "config"),
        XDG_DATA_HOME=str(tmp_path / "data"),
    )
    assert done.returncode == 0 and done.stdout.startswith("PAINTED "), done.stderr


def test_the_deb_declares_its_libraries_holds_a_menu_entry_and_runs_extracted(dist, tmp_path):
    [deb] = dist.glob(f"{PACKAGE}_*.deb")
    info = subprocess.run(["dpkg-deb", "--info", str(deb)], capture_output=True, text=True, check=True).stdout
    depends = next(line for line in info.splitlines() if line.strip().startswith("Depends:"))
    for library in ("libxcb-cursor0", "libxcb-icccm4", "libxcb-keysyms1", "libxcb1", "libxkbcommon-x11-0"):
        assert library in depends
    contents = subprocess.run(
        ["dpkg-deb", "--contents", str(deb)], capture_output=True, text=True, check=True
    ).stdout
    assert "./usr/share/applications/dealer-trainer.desktop" in contents
    assert "./usr/share/icons/hicolor/scalable/apps/dealer-trainer.svg" in contents
    assert "./usr/share/icons/hicolor/256x256/apps/dealer-trainer.png" in contents
    assert "./usr/bin/dealer-trainer -> ../../opt/dealer-trainer/dealer-trainer" in contents
    root = tmp_path / "root"
    subprocess.run(["dpkg-deb", "-x", str(deb), str(root)], check=True)
    desktop = (root / "usr/share/applications/dealer-trainer.desktop").read_text(encoding="utf-8")
    assert "Exec=dealer-trainer\n" in desktop and "Icon=dealer-trainer\n" in desktop
    version = bare(root / "usr" / "bin" / PACKAGE, "--version", cwd=tmp_path)
    assert (version.returncode, version.stdout) == (0, "dealer-trainer 0.1.0\n"), version.stderr


def test_the_deb_installs_and_removes_cleanly(dist, tmp_path):
    if os.geteuid() != 0:
        pytest.skip("dpkg -i and dpkg -r need root; this run is not root")
    if subprocess.run(["dpkg", "-s", PACKAGE], capture_output=True).returncode == 0:
        pytest.skip("dealer-trainer is installed on this machine already: not replaced by a test")
    [deb] = dist.glob(f"{PACKAGE}_*.deb")
    installed = subprocess.run(["dpkg", "-i", str(deb)], capture_output=True, text=True)
    try:
        assert installed.returncode == 0, installed.stderr
        version = bare(Path("/usr/bin/dealer-trainer"), "--version", cwd=tmp_path)
        assert version.stdout == "dealer-trainer 0.1.0\n", version.stderr
        assert Path("/usr/share/applications/dealer-trainer.desktop").is_file()
    finally:
        removed = subprocess.run(["dpkg", "-r", PACKAGE], capture_output=True, text=True)
    assert removed.returncode == 0, removed.stderr
    assert not Path("/opt/dealer-trainer").exists() and not Path("/usr/bin/dealer-trainer").exists()
    assert subprocess.run(["dpkg", "-s", PACKAGE], capture_output=True).returncode != 0
