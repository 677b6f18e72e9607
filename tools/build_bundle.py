"""Build Dealer Trainer as a program that needs no Python: ``python tools/build_bundle.py``.

The freezer is PyInstaller (pinned in pyproject's ``bundle`` extra), installed with the program
and its pinned dependencies into a build venv of its own (``build/bundle-venv``; the project's
``.venv`` is never touched). It freezes ``packaging/dealer-trainer.spec`` (one spec for Linux,
Windows and macOS) into ``dist/dealer-trainer/`` (macOS also ``dist/Dealer Trainer.app``). On
Linux it then packs ``dist/dealer-trainer_<version>_<arch>.deb``: the bundle in
``/opt/dealer-trainer``, ``/usr/bin/dealer-trainer``, a menu entry and the icon, its Depends
naming the system libraries Qt's xcb platform plugin needs. Prints the sizes and the time.
Windows' and macOS' installers around the bundle: README, "Install for a classroom".
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import subprocess
import sys
import time
import venv
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
SPEC = REPO / "packaging" / "dealer-trainer.spec"
ICON_SVG = REPO / "assets" / "icons" / "app.svg"
NAME = "dealer-trainer"

DESKTOP_ENTRY = """[Desktop Entry]
Type=Application
Name=Dealer Trainer
GenericName=Poker dealer trainer
GenericName[nl]=Oefenprogramma voor pokerdealers
Comment=Build main pots and side pots, return uncalled bets and award every pot
Comment[nl]=Bouw de hoofdpot en de side pots, geef niet-geëvenaarde inzetten terug en keer elke pot uit
Exec=dealer-trainer
Icon=dealer-trainer
Terminal=false
Categories=Education;Game;CardGame;
Keywords=poker;dealer;side pot;
"""

# Renders the SVG icon to a PNG with the build venv's Qt (argv: svg, png, size).
RENDER_ICON = """
import sys
from PySide6.QtGui import QGuiApplication, QIcon
app = QGuiApplication([])
size = int(sys.argv[3])
assert QIcon(sys.argv[1]).pixmap(size, size).save(sys.argv[2])
"""

# The Debian packages of the libraries Qt's xcb plugin needs (one table: dealer_trainer.ui.qt_start).
DEBIAN_DEPENDS = """
from dealer_trainer.ui.qt_start import PACKAGES
names = sorted({debian for lib, (debian, _) in PACKAGES.items() if "wayland" not in lib})
print(", ".join("libglib2.0-0t64 | libglib2.0-0" if n == "libglib2.0-0" else n for n in names))
"""


def version() -> str:
    """The program's version, from ``dealer_trainer/__init__.py``."""
    text = (REPO / "dealer_trainer" / "__init__.py").read_text(encoding="utf-8")
    found = re.search(r'^__version__ = "([^"]+)"', text, re.M)
    if not found:
        raise SystemExit("build_bundle: no __version__ in dealer_trainer/__init__.py")
    return found.group(1)


def venv_python(folder: Path) -> Path:
    """The interpreter of the venv in ``folder``."""
    return folder / ("Scripts/python.exe" if sys.platform == "win32" else "bin/python")


def run(command: list[str | Path], **kwargs: object) -> None:
    """Run ``command``, echoing it; a failure ends the build with its status."""
    print("+", " ".join(str(c) for c in command), flush=True)
    done = subprocess.run([str(c) for c in command], **kwargs)  # type: ignore[call-overload]
    if done.returncode:
        raise SystemExit(f"build_bundle: {command[0]} failed (status {done.returncode})")


def build_venv(folder: Path) -> Path:
    """The build venv in ``folder`` (made when missing) with PyInstaller and the program as a
    wheel would install it, both at the versions pyproject pins; its Python."""
    python = venv_python(folder)
    if not python.exists():
        venv.EnvBuilder(with_pip=True, clear=True).create(folder)
    run([python, "-m", "pip", "install", "-q", "--disable-pip-version-check", f"{REPO}[bundle]"], cwd=folder)
    return python


def render_icon(python: Path, out: Path, size: int = 256) -> Path:
    """``assets/icons/app.svg`` as a ``size``-pixel PNG at ``out``."""
    out.parent.mkdir(parents=True, exist_ok=True)
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    run([python, "-c", RENDER_ICON, ICON_SVG, out, str(size)], env=env, cwd=out.parent)
    return out


def freeze(python: Path, work: Path, dist: Path, icon: Path) -> Path:
    """Run PyInstaller on the spec; the bundle's folder (``dist/dealer-trainer``)."""
    env = {**os.environ, "DEALER_TRAINER_VERSION": version(), "DEALER_TRAINER_ICON": str(icon)}
    env.pop("PYTHONPATH", None)  # the program frozen is the build venv's, not a source tree
    command = [python, "-m", "PyInstaller", "--noconfirm", "--log-level", "WARN"]
    run([*command, "--distpath", dist, "--workpath", work / "pyinstaller", SPEC], env=env, cwd=work)
    return dist / NAME


def folder_size(folder: Path) -> int:
    """Bytes in the files under ``folder`` (links not followed)."""
    return sum(p.lstat().st_size for p in folder.rglob("*") if p.is_file() and not p.is_symlink())


def debian_control(python: Path, bundle: Path) -> str:
    """The ``DEBIAN/control`` text of the package holding ``bundle``."""
    arch = subprocess.run(["dpkg", "--print-architecture"], capture_output=True, text=True, check=True)
    depends = subprocess.run(
        [str(python), "-c", DEBIAN_DEPENDS], capture_output=True, text=True, check=True, cwd=bundle.parent
    ).stdout.strip()
    return (
        f"Package: {NAME}\nVersion: {version()}\nArchitecture: {arch.stdout.strip()}\n"
        "Maintainer: Dealer Trainer developers <dealer-trainer@example.org>\n"
        f"Installed-Size: {folder_size(bundle) // 1024}\nDepends: {depends}\n"
        "Section: games\nPriority: optional\nHomepage: https://example.org/dealer-trainer\n"
        "Description: train poker dealers to build and award side pots\n"
        " Dealer Trainer deals multi-way all-in hands: build the main pot and every side pot,\n"
        " return the uncalled bet and award each pot; every mistake is explained.\n"
        " Self-contained: Python and Qt are inside /opt/dealer-trainer.\n"
    )


def build_deb(python: Path, bundle: Path, icon: Path, work: Path, dist: Path) -> Path:
    """Pack ``bundle`` as a ``.deb`` in ``dist`` (dpkg-deb --root-owner-group); its path."""
    root = work / "deb-root"
    shutil.rmtree(root, ignore_errors=True)
    shutil.copytree(bundle, root / "opt" / NAME, symlinks=True, copy_function=os.link)
    (root / "usr" / "bin").mkdir(parents=True)
    os.symlink(f"../../opt/{NAME}/{NAME}", root / "usr" / "bin" / NAME)
    share = root / "usr" / "share"
    for folder, source, name in (
        ("applications", None, f"{NAME}.desktop"),
        ("icons/hicolor/scalable/apps", ICON_SVG, f"{NAME}.svg"),
        ("icons/hicolor/256x256/apps", icon, f"{NAME}.png"),
        (f"doc/{NAME}", REPO / "README.md", "README.md"),
    ):
        (share / folder).mkdir(parents=True, exist_ok=True)
        if source is None:
            (share / folder / name).write_text(DESKTOP_ENTRY, encoding="utf-8")
        else:
            shutil.copy2(source, share / folder / name)
    (root / "DEBIAN").mkdir()
    (root / "DEBIAN" / "control").write_text(debian_control(python, bundle), encoding="utf-8")
    for path in [root, *root.rglob("*")]:
        if not path.is_symlink():
            path.chmod(0o755 if path.is_dir() or os.access(path, os.X_OK) else 0o644)
    arch = subprocess.run(["dpkg", "--print-architecture"], capture_output=True, text=True, check=True)
    deb = dist / f"{NAME}_{version()}_{arch.stdout.strip()}.deb"
    run(["dpkg-deb", "--build", "--root-owner-group", "-Zgzip", root, deb])
    return deb


def main(argv: list[str] | None = None) -> int:
    """Build the bundle (and on Linux the .deb); prints where they are, their sizes and the time."""
    parser = argparse.ArgumentParser(prog="build_bundle.py", description=__doc__.splitlines()[0])
    parser.add_argument("--dist", type=Path, default=REPO / "dist", help="where the bundle goes (dist/)")
    parser.add_argument("--work", type=Path, default=REPO / "build", help="build folder (build/)")
    parser.add_argument("--venv", type=Path, help="the build venv (default: WORK/bundle-venv)")
    parser.add_argument("--no-deb", action="store_true", help="on Linux, skip the .deb")
    args = parser.parse_args(argv)
    started = time.monotonic()
    work, dist = args.work.resolve(), args.dist.resolve()
    work.mkdir(parents=True, exist_ok=True)
    python = build_venv((args.venv or work / "bundle-venv").resolve())
    icon = render_icon(python, work / "icon" / f"{NAME}.png")
    bundle = freeze(python, work, dist, icon)
    print(f"bundle: {bundle} ({folder_size(bundle) / 2**20:.0f} MiB)")
    if sys.platform.startswith("linux") and not args.no_deb:
        if shutil.which("dpkg-deb") is None:
            print("build_bundle: no dpkg-deb on this system: no .deb built", file=sys.stderr)
        else:
            deb = build_deb(python, bundle, icon, work, dist)
            print(f"package: {deb} ({deb.stat().st_size / 2**20:.0f} MiB)")
    print(f"built in {time.monotonic() - started:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
