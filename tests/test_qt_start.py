"""When Qt's platform plugin cannot load, ``dealer-trainer`` says so in one line and exits with
status 2 instead of Qt's abort (issue 32 §2). The plugins are copies of Qt's own in a folder on
``QT_PLUGIN_PATH``, each given a dependency on a library that does not exist (patchelf)."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from dealer_trainer.ui.qt_start import install_advice

REPO = Path(__file__).resolve().parent.parent
ABSENT = "libdealer-trainer-absent.so.0"
pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="Qt's xcb plugin is Linux's")


def qt_plugins() -> Path:
    import PySide6

    return Path(PySide6.__file__).parent / "Qt" / "plugins"


@pytest.fixture(scope="module")
def broken_plugins(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A plugin folder whose xcb and wayland plugins need ``ABSENT`` (and find Qt's own libraries)."""
    patchelf = shutil.which("patchelf") or str(Path(sys.executable).parent / "patchelf")
    folder = tmp_path_factory.mktemp("plugins")
    (folder / "platforms").mkdir()
    for name in ("libqxcb.so", "libqwayland.so"):
        copy = folder / "platforms" / name
        shutil.copy2(qt_plugins() / "platforms" / name, copy)
        qt_lib = qt_plugins().parent / "lib"
        subprocess.run([patchelf, "--set-rpath", str(qt_lib), "--add-needed", ABSENT, str(copy)], check=True)
    return folder


def start(tmp_path: Path, plugins: Path, *args: str, **env: str) -> subprocess.CompletedProcess[str]:
    """``dealer-trainer ARGS`` with no Qt variables but ``env``'s, cores allowed, in ``tmp_path``."""
    base = {
        k: v for k, v in os.environ.items() if not k.startswith(("QT_", "DISPLAY", "WAYLAND", "XDG_SESSION"))
    }
    base.update(QT_PLUGIN_PATH=str(plugins), PYTHONPATH=str(REPO), PYTHONFAULTHANDLER="", **env)
    code = "import resource, sys; resource.setrlimit(resource.RLIMIT_CORE, (-1, -1)); "
    code += "from dealer_trainer.commands import main; sys.exit(main(sys.argv[1:]))"
    return subprocess.run(
        [sys.executable, "-c", code, *args],
        env=base,
        cwd=tmp_path,
        capture_output=True,
        text=True,
        timeout=120,
    )


def assert_one_line_exit_2(done: subprocess.CompletedProcess[str], tmp_path: Path) -> str:
    assert done.returncode == 2, done.stderr
    lines = done.stderr.splitlines()
    assert len(lines) == 1, done.stderr
    assert not list(tmp_path.glob("core*"))
    return lines[0]


def test_an_x11_session_whose_xcb_plugin_misses_a_library_gets_one_line_and_status_2(
    tmp_path, broken_plugins
):
    line = assert_one_line_exit_2(start(tmp_path, broken_plugins, DISPLAY=":97"), tmp_path)
    assert line.startswith("dealer-trainer: the window cannot open: Qt's xcb platform plugin needs")
    assert ABSENT in line and "not installed here" in line


def test_a_wayland_session_names_both_plugins(tmp_path, broken_plugins):
    done = start(tmp_path, broken_plugins, WAYLAND_DISPLAY="wayland-97", XDG_SESSION_TYPE="wayland")
    line = assert_one_line_exit_2(done, tmp_path)
    assert "in this Wayland session: Qt's wayland and xcb platform plugins need" in line
    assert ABSENT in line


def test_no_display_at_all_is_its_own_line(tmp_path, broken_plugins):
    line = assert_one_line_exit_2(start(tmp_path, broken_plugins), tmp_path)
    assert "there is no display (DISPLAY and WAYLAND_DISPLAY are not set)" in line
    dutch = assert_one_line_exit_2(start(tmp_path, broken_plugins, "--lang", "nl"), tmp_path)
    assert "er is geen beeldscherm (DISPLAY en WAYLAND_DISPLAY zijn niet gezet)" in dutch


def test_a_platform_the_user_chose_is_named(tmp_path, broken_plugins):
    line = assert_one_line_exit_2(
        start(tmp_path, broken_plugins, QT_QPA_PLATFORM="xcb", DISPLAY=":97"), tmp_path
    )
    assert "with QT_QPA_PLATFORM=xcb: its platform plugin needs" in line and ABSENT in line
    assert line.endswith("or unset QT_QPA_PLATFORM")
    line = assert_one_line_exit_2(start(tmp_path, broken_plugins, QT_QPA_PLATFORM="nonesuch"), tmp_path)
    assert "QT_QPA_PLATFORM=nonesuch names no platform plugin of this Qt (it has " in line
    assert "offscreen" in line and "xcb" in line


def test_the_headless_commands_never_run_the_check(tmp_path, broken_plugins):
    scenario = tmp_path / "hand.json"
    scenario.write_text(
        '{"seats": ["Anna", "Bram"], "button": "Bram", "contributions": {"Anna": 40, "Bram": 100}}'
    )
    done = start(tmp_path, broken_plugins, "pots", str(scenario))
    assert done.returncode == 0, done.stderr
    assert "Main pot" in done.stdout


def test_the_install_command_fits_the_system():
    missing = ["libxcb-cursor.so.0", "libxcb-icccm.so.4", "libxcb-keysyms.so.1"]
    debian = install_advice(missing, 'ID=debian\nVERSION_ID="12"\n')
    assert debian == "install them with: sudo apt-get install libxcb-cursor0 libxcb-icccm4 libxcb-keysyms1"
    ubuntu = install_advice(missing[:1], "ID=ubuntu\nID_LIKE=debian\n")
    assert ubuntu == "install them with: sudo apt-get install libxcb-cursor0"
    fedora = install_advice(missing, "ID=fedora\nVERSION_ID=41\n")
    assert fedora == "install them with: sudo dnf install xcb-util-cursor xcb-util-wm xcb-util-keysyms"
    other = install_advice(missing[:1], "ID=arch\n")
    assert "sudo apt-get install libxcb-cursor0 (Debian, Ubuntu)" in other
    assert "sudo dnf install xcb-util-cursor (Fedora)" in other
    assert install_advice([ABSENT], "ID=debian\n") == "install the packages that hold them"
