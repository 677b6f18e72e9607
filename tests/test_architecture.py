"""The core never imports Qt: checked on the source and in a fresh interpreter."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parent.parent / "dealer_trainer"
CORE = ["engine", "wording", "drills", "importer", "storage"]
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


@pytest.mark.parametrize(
    "module", ["dealer_trainer.engine", "dealer_trainer.drills", "dealer_trainer.commands"]
)
def test_importing_core_loads_no_qt(module):
    code = f"import sys, {module}; print(sorted(m for m in sys.modules if m.split('.')[0] in {QT_ROOTS!r}))"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"


def test_the_check_itself_catches_a_qt_import(tmp_path):
    bad = tmp_path / "bad.py"
    bad.write_text("from PySide6.QtCore import QObject\nimport os\n")
    assert "PySide6" in imported_roots(bad)


def module_imports() -> dict[str, set[str]]:
    """Each project module -> the project modules it imports anywhere: at the top, inside a
    function (a late import still ties the two) or for type hints only."""
    modules = {}
    for path in PACKAGE.rglob("*.py"):
        parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
        name = ".".join(parts[:-1] if parts[-1] == "__init__" else parts)
        modules[name] = path
    graph: dict[str, set[str]] = {}
    for name, path in modules.items():
        package = name if path.name == "__init__.py" else name.rpartition(".")[0]
        found: set[str] = set()
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                found.update(alias.name for alias in node.names)
            elif isinstance(node, ast.ImportFrom):
                base = node.module or ""
                if node.level:
                    up = package.split(".")[: len(package.split(".")) - node.level + 1]
                    base = ".".join(up + ([base] if base else []))
                found.add(base)
                found.update(f"{base}.{alias.name}" for alias in node.names)
        graph[name] = {m for m in found if m in modules and m != name}
    return graph


def test_no_import_circles_between_the_projects_modules():
    graph = module_imports()
    assert "dealer_trainer.drills.generator" in graph  # the walk found the modules
    circles = []
    for start in graph:
        stack = [(start, [start])]
        seen: set[str] = set()
        while stack:
            node, path = stack.pop()
            for nxt in graph[node]:
                if nxt == start:
                    circles.append(" -> ".join([*path, start]))
                elif nxt not in seen:
                    seen.add(nxt)
                    stack.append((nxt, [*path, nxt]))
    assert circles == []


#: The layers, lowest first: a module imports only from its own layer or the layers below it
#: (docs/architecture.md#layers). ``importer`` and ``storage`` share a layer but not each other.
LAYERS: tuple[tuple[str, ...], ...] = (
    ("dealer_trainer", "dealer_trainer.i18n", "dealer_trainer.userfiles"),
    ("dealer_trainer.engine",),
    ("dealer_trainer.wording",),
    ("dealer_trainer.drills",),
    ("dealer_trainer.importer", "dealer_trainer.storage"),
    ("dealer_trainer.ui",),
    ("dealer_trainer.commands",),
)


def layer_of(module: str) -> tuple[int, str]:
    """``module``'s layer (its index in :data:`LAYERS`) and the package it belongs to."""
    best = (-1, "")
    for rank, names in enumerate(LAYERS):
        for name in names:
            matches = module == name or (name != "dealer_trainer" and module.startswith(name + "."))
            if matches and len(name) > len(best[1]):
                best = (rank, name)
    if best[0] < 0:
        raise AssertionError(f"{module} is in no layer: add its package to LAYERS")
    return best


def upward_imports(graph: dict[str, set[str]]) -> list[str]:
    """Every import of a higher layer, or of a sibling package of the same layer."""
    bad = []
    for module, imported in sorted(graph.items()):
        rank, package = layer_of(module)
        for other in sorted(imported):
            other_rank, other_package = layer_of(other)
            if other_rank > rank or (other_rank == rank and other_package != package and rank > 0):
                bad.append(f"{module} -> {other}")
    return bad


def test_packages_import_only_downward():
    graph = module_imports()
    assert "dealer_trainer.commands.check" in graph and "dealer_trainer.wording.explain" in graph
    assert upward_imports(graph) == []


def test_the_layer_check_catches_an_upward_and_a_sibling_import():
    graph = {
        "dealer_trainer.drills.models": {"dealer_trainer.commands.common", "dealer_trainer.engine.pots"},
        "dealer_trainer.storage.stats": {"dealer_trainer.importer.api"},
        "dealer_trainer.engine.pots": {"dealer_trainer.i18n"},
    }
    assert upward_imports(graph) == [
        "dealer_trainer.drills.models -> dealer_trainer.commands.common",
        "dealer_trainer.storage.stats -> dealer_trainer.importer.api",
    ]
