"""The core never imports Qt: checked on the source and in a fresh interpreter."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parent.parent / "dealer_trainer"
CORE = ["engine", "drills", "importer", "storage"]
QT_ROOTS = {"PySide6", "shiboken6", "PyQt5", "PyQt6", "PySide2"}


def imported_roots(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    roots: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            roots.update(alias.name.split(".")[0] for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            roots.add(node.module.split(".")[0])
            if node.module.startswith("dealer_trainer.ui"):
                roots.add("dealer_trainer.ui")
    return roots


def core_files() -> list[Path]:
    return [f for part in CORE if (PACKAGE / part).exists() for f in (PACKAGE / part).rglob("*.py")]


def test_core_sources_import_no_qt_and_no_ui():
    files = core_files()
    assert any(f.parent.name == "engine" for f in files)
    offenders = {
        str(f.relative_to(PACKAGE)): sorted(imported_roots(f) & (QT_ROOTS | {"dealer_trainer.ui"}))
        for f in files
    }
    assert {k: v for k, v in offenders.items() if v} == {}


def test_engine_never_imports_drills():
    for f in (PACKAGE / "engine").rglob("*.py"):
        source = f.read_text(encoding="utf-8")
        assert "dealer_trainer.drills" not in source, f


@pytest.mark.parametrize("module", ["dealer_trainer.engine", "dealer_trainer.drills", "dealer_trainer.cli"])
def test_importing_core_loads_no_qt(module):
    code = f"import sys, {module}; print(sorted(m for m in sys.modules if m.split('.')[0] in {QT_ROOTS!r}))"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"


def test_the_check_itself_catches_a_qt_import(tmp_path):
    bad = tmp_path / "bad.py"
    bad.write_text("from PySide6.QtCore import QObject\nimport os\n")
    assert "PySide6" in imported_roots(bad)
