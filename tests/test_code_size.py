"""Small modules and short functions (issue 26): none over the limits in ``dealer_trainer/``."""

from __future__ import annotations

import ast
from pathlib import Path

PACKAGE = Path(__file__).resolve().parent.parent / "dealer_trainer"
MOST_MODULE_LINES = 800
MOST_FUNCTION_LINES = 120


def too_long(root: Path) -> list[str]:
    """Every module of more than :data:`MOST_MODULE_LINES` lines and every function or method
    of more than :data:`MOST_FUNCTION_LINES` (its decorators, docstring and body) under ``root``."""
    found = []
    for path in sorted(root.rglob("*.py")):
        text = path.read_text(encoding="utf-8")
        name = path.relative_to(root).as_posix()
        if len(text.splitlines()) > MOST_MODULE_LINES:
            found.append(f"{name}: {len(text.splitlines())} lines")
        for node in ast.walk(ast.parse(text)):
            if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
                start = min([node.lineno, *(d.lineno for d in node.decorator_list)])
                length = (node.end_lineno or node.lineno) - start + 1
                if length > MOST_FUNCTION_LINES:
                    found.append(f"{name}:{node.lineno} {node.name}: {length} lines")
    return found


def test_no_module_or_function_over_the_limits():
    assert too_long(PACKAGE) == []


def test_the_check_finds_a_long_function_and_a_long_module(tmp_path):
    body = "\n".join(f"    x{i} = {i}" for i in range(MOST_FUNCTION_LINES))
    (tmp_path / "long.py").write_text(f"def long():\n{body}\n", encoding="utf-8")
    (tmp_path / "big.py").write_text("x = 1\n" * (MOST_MODULE_LINES + 1), encoding="utf-8")
    assert too_long(tmp_path) == ["big.py: 801 lines", "long.py:1 long: 121 lines"]
