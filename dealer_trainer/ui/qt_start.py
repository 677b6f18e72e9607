"""Before the window's Qt starts: can Qt's platform plugin load on this machine?

When it cannot, Qt itself aborts ("Could not load the Qt platform plugin xcb", a core dump).
:func:`platform_problem` looks first, on Linux only, the way Qt chooses: ``QT_QPA_PLATFORM`` when
the user set it, else ``wayland`` then ``xcb`` in a Wayland session, else ``xcb``; each plugin's
file is searched where Qt searches (``QT_QPA_PLATFORM_PLUGIN_PATH``, then the library paths, the
first found winning) and loaded with ``QLibrary`` (Qt's ``dlopen``). What is wrong is one line naming
the missing libraries and the command that installs them on this system (``apt-get`` on Debian and Ubuntu,
``dnf`` on Fedora). The headless commands never call it: they need no display.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from dealer_trainer.i18n import _

if TYPE_CHECKING:
    from collections.abc import Mapping

#: A library Qt's platform plugins need -> (its Debian/Ubuntu package, its Fedora package).
PACKAGES: dict[str, tuple[str, str]] = {
    "libxcb-cursor.so.0": ("libxcb-cursor0", "xcb-util-cursor"),
    "libxcb-icccm.so.4": ("libxcb-icccm4", "xcb-util-wm"),
    "libxcb-keysyms.so.1": ("libxcb-keysyms1", "xcb-util-keysyms"),
    "libxcb-image.so.0": ("libxcb-image0", "xcb-util-image"),
    "libxcb-render-util.so.0": ("libxcb-render-util0", "xcb-util-renderutil"),
    "libxcb-util.so.1": ("libxcb-util1", "xcb-util"),
    "libxcb-randr.so.0": ("libxcb-randr0", "libxcb"),
    "libxcb-shape.so.0": ("libxcb-shape0", "libxcb"),
    "libxcb-shm.so.0": ("libxcb-shm0", "libxcb"),
    "libxcb-sync.so.1": ("libxcb-sync1", "libxcb"),
    "libxcb-xfixes.so.0": ("libxcb-xfixes0", "libxcb"),
    "libxcb-xkb.so.1": ("libxcb-xkb1", "libxcb"),
    "libxcb-render.so.0": ("libxcb-render0", "libxcb"),
    "libxcb.so.1": ("libxcb1", "libxcb"),
    "libxkbcommon-x11.so.0": ("libxkbcommon-x11-0", "libxkbcommon-x11"),
    "libxkbcommon.so.0": ("libxkbcommon0", "libxkbcommon"),
    "libX11-xcb.so.1": ("libx11-xcb1", "libX11-xcb"),
    "libX11.so.6": ("libx11-6", "libX11"),
    "libGL.so.1": ("libgl1", "libglvnd-glx"),
    "libEGL.so.1": ("libegl1", "libglvnd-egl"),
    "libOpenGL.so.0": ("libopengl0", "libglvnd-opengl"),
    "libfontconfig.so.1": ("libfontconfig1", "fontconfig"),
    "libfreetype.so.6": ("libfreetype6", "freetype"),
    "libdbus-1.so.3": ("libdbus-1-3", "dbus-libs"),
    "libglib-2.0.so.0": ("libglib2.0-0", "glib2"),
    "libwayland-client.so.0": ("libwayland-client0", "libwayland-client"),
    "libwayland-cursor.so.0": ("libwayland-cursor0", "libwayland-cursor"),
    "libwayland-egl.so.1": ("libwayland-egl1", "libwayland-egl"),
}

#: What ``ldd`` prints for a library it cannot find, and what ``dlopen`` says of one.
MISSING_IN_LDD = r"^\s*(\S+) => not found"
MISSING_IN_DLERROR = r"(\S+\.so[.\d]*): cannot open shared object file"


def platform_problem(environ: Mapping[str, str] | None = None) -> str | None:
    """One line saying why Qt's window cannot start here, or None when it can (or when this is
    not Linux, where the platform plugin's libraries ship with Qt).

    ``environ``: the environment to read (``os.environ`` when None). Never raises."""
    env = os.environ if environ is None else environ
    if not sys.platform.startswith("linux"):
        return None
    chosen = env.get("QT_QPA_PLATFORM", "").strip()
    if chosen:
        return _chosen_platform_problem(chosen, env)
    wayland = bool(env.get("WAYLAND_DISPLAY")) or env.get("XDG_SESSION_TYPE") == "wayland"
    if not env.get("DISPLAY") and not env.get("WAYLAND_DISPLAY"):
        return _(
            "dealer-trainer: the window cannot open: there is no display (DISPLAY and WAYLAND_DISPLAY "
            "are not set); start it in a desktop session, or use a command such as "
            "'dealer-trainer pots', which needs none"
        )
    plugins = ["wayland", "xcb"] if wayland else ["xcb"]
    missing: list[str] = []
    for plugin in plugins:
        failure = plugin_failure(plugin, env)
        if failure is None:
            return None
        missing += [name for name in failure if name not in missing]
    libraries = ", ".join(missing)
    if wayland:
        return _(
            "dealer-trainer: the window cannot open in this Wayland session: Qt's wayland and xcb "
            "platform plugins need {libraries}, not installed here; {install}"
        ).format(libraries=libraries, install=install_advice(missing))
    return _(
        "dealer-trainer: the window cannot open: Qt's xcb platform plugin needs {libraries}, "
        "not installed here; {install}"
    ).format(libraries=libraries, install=install_advice(missing))


def _chosen_platform_problem(chosen: str, env: Mapping[str, str]) -> str | None:
    """The line for a ``QT_QPA_PLATFORM`` the user set (``xcb``, ``wayland;xcb``, ``vnc:size=…``):
    None when one of the plugins it names loads."""
    names = [part.split(":", 1)[0].strip() for part in chosen.split(";") if part.strip()]
    missing: list[str] = []
    found = False
    for name in names:
        if not plugin_files(name, env):
            continue
        found = True
        failure = plugin_failure(name, env)
        if failure is None:
            return None
        missing += [lib for lib in failure if lib not in missing]
    if not found:
        return _(
            "dealer-trainer: the window cannot open: QT_QPA_PLATFORM={value} names no platform plugin "
            "of this Qt (it has {available}); unset QT_QPA_PLATFORM or pick one of those"
        ).format(value=chosen, available=", ".join(available_platforms(env)))
    return _(
        "dealer-trainer: the window cannot open with QT_QPA_PLATFORM={value}: its platform plugin "
        "needs {libraries}, not installed here; {install}, or unset QT_QPA_PLATFORM"
    ).format(value=chosen, libraries=", ".join(missing), install=install_advice(missing))


def _plugin_folders(env: Mapping[str, str]) -> list[Path]:
    """Where Qt looks for platform plugins, in its order: ``QT_QPA_PLATFORM_PLUGIN_PATH``, then
    each library path's ``platforms`` folder (``QT_PLUGIN_PATH``'s first, then Qt's own)."""
    from PySide6.QtCore import QCoreApplication

    direct = [Path(env["QT_QPA_PLATFORM_PLUGIN_PATH"])] if env.get("QT_QPA_PLATFORM_PLUGIN_PATH") else []
    return direct + [Path(p) / "platforms" for p in QCoreApplication.libraryPaths()]


def plugin_files(name: str, env: Mapping[str, str]) -> list[Path]:
    """The files Qt would try for platform ``name``: the one in ``QT_QPA_PLATFORM_PLUGIN_PATH``
    (tried first; Qt falls back when it does not load) and the first one on the library paths."""
    folders = _plugin_folders(env)
    direct = folders[:1] if env.get("QT_QPA_PLATFORM_PLUGIN_PATH") else []
    files = [folder / f"libq{name}.so" for folder in direct if (folder / f"libq{name}.so").is_file()]
    for folder in folders[len(direct) :]:
        if (folder / f"libq{name}.so").is_file():
            return files + [folder / f"libq{name}.so"]
    return files


def available_platforms(env: Mapping[str, str]) -> list[str]:
    """The platform plugins this Qt has (``xcb``, ``offscreen`` …), sorted."""
    names = {
        path.name[len("libq") : -len(".so")]
        for folder in _plugin_folders(env)
        if folder.is_dir()
        for path in folder.glob("libq*.so")
    }
    return sorted(names)


def plugin_failure(name: str, env: Mapping[str, str]) -> list[str] | None:
    """None when platform plugin ``name`` loads; else what stops it: the missing libraries
    (every one ``ldd`` names, else the one ``dlopen`` names), or ``dlopen``'s own reason."""
    files = plugin_files(name, env)
    if not files:
        return [f"libq{name}.so"]
    from PySide6.QtCore import QLibrary  # Qt's own dlopen, with the flags its plugin loader uses

    reason = ""
    for path in files:
        library = QLibrary(str(path))
        if library.load():
            return None
        reason = library.errorString()
    return missing_libraries(files[0], reason)


def missing_libraries(plugin: Path, reason: str) -> list[str]:
    """The libraries ``plugin`` needs that this system lacks: all that ``ldd`` reports not
    found, else the one in ``reason`` (``dlopen``'s message), else ``reason`` itself."""
    import re  # only when the window cannot start: the start imports none of these
    import shutil
    import subprocess

    ldd = shutil.which("ldd")
    if ldd:
        try:
            out = subprocess.run([ldd, str(plugin)], capture_output=True, text=True, timeout=20).stdout
        except (OSError, subprocess.SubprocessError):
            out = ""
        found = list(dict.fromkeys(re.findall(MISSING_IN_LDD, out, re.M)))
        if found:
            return found
    named = re.search(MISSING_IN_DLERROR, reason)
    return [named.group(1)] if named else [reason.strip() or plugin.name]


def _system_family(os_release: str) -> str:
    """``debian``, ``fedora`` or ``""`` (unknown) from the text of ``/etc/os-release``."""
    words = " ".join(
        line.partition("=")[2].strip().strip('"')
        for line in os_release.splitlines()
        if line.startswith(("ID=", "ID_LIKE="))
    ).split()
    if any(w in {"debian", "ubuntu"} for w in words):
        return "debian"
    if any(w in {"fedora", "rhel", "centos"} for w in words):
        return "fedora"
    return ""


def install_advice(missing: list[str], os_release: str | None = None) -> str:
    """How to install ``missing`` (library file names) here: ``install them with: sudo apt-get
    install …`` on Debian/Ubuntu, ``sudo dnf install …`` on Fedora, both elsewhere."""
    if os_release is None:
        try:
            os_release = Path("/etc/os-release").read_text(encoding="utf-8", errors="replace")
        except OSError:
            os_release = ""
    family = _system_family(os_release)
    debian = list(dict.fromkeys(PACKAGES[lib][0] for lib in missing if lib in PACKAGES))
    fedora = list(dict.fromkeys(PACKAGES[lib][1] for lib in missing if lib in PACKAGES))
    if not debian:
        return _("install the packages that hold them")
    apt = "sudo apt-get install " + " ".join(debian)
    dnf = "sudo dnf install " + " ".join(fedora)
    if family == "debian":
        return _("install them with: {command}").format(command=apt)
    if family == "fedora":
        return _("install them with: {command}").format(command=dnf)
    return _("install them with: {apt} (Debian, Ubuntu) or {dnf} (Fedora)").format(apt=apt, dnf=dnf)
