"""The examples in the package's docstrings (``>>>``) hold: every module that has one is run
through :mod:`doctest`, so an example that drifts from the code fails the suite (issue 26 §5).
The window's modules are imported with Qt offscreen (``tests/conftest.py``)."""

from __future__ import annotations

import doctest
import importlib
import io
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parent.parent / "dealer_trainer"


def modules_with_examples() -> list[str]:
    """Every module of the package whose source holds a ``>>>`` example, as a dotted name."""
    names = []
    for path in sorted(PACKAGE.rglob("*.py")):
        if path.name != "__main__.py" and ">>> " in path.read_text(encoding="utf-8"):
            parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
            names.append(".".join(parts[:-1] if parts[-1] == "__init__" else parts))
    return names


MODULES = modules_with_examples()


def test_the_package_has_examples_to_run():
    assert len(MODULES) >= 5  # engine (pots, award, chips), drills (codes, streets), the table's layout


@pytest.mark.parametrize("name", MODULES)
def test_the_docstring_examples_hold(name):
    module = importlib.import_module(name)
    out = io.StringIO()
    runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS)
    tests = [t for t in doctest.DocTestFinder().find(module, name) if t.examples]
    for test in tests:
        runner.run(test, out=out.write)
    result = runner.summarize(verbose=False)
    assert result.attempted > 0, f"{name}: no example found by doctest"
    assert result.failed == 0, out.getvalue()
