"""mypy passes on the whole package with the project's configuration (``[tool.mypy]`` in
pyproject.toml: the engine checked with the strict flags), and that configuration catches errors.

mypy runs as the test extra installs it, in a subprocess of this Python, from the repository root
(its cache, ``.mypy_cache``, makes a second run take about a second).
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
CONFIG = REPO / "pyproject.toml"


def _mypy(cwd: Path, *args: str) -> subprocess.CompletedProcess[str]:
    """mypy with the project's configuration, its files (``dealer_trainer``) under ``cwd``."""
    command = [sys.executable, "-m", "mypy", "--config-file", str(CONFIG), *args]
    return subprocess.run(command, cwd=cwd, capture_output=True, text=True, check=False)


def test_the_package_passes_mypy():
    run = _mypy(REPO)
    assert run.returncode == 0, f"mypy found errors:\n{run.stdout}{run.stderr}"
    assert "Success: no issues found" in run.stdout


def test_the_configuration_catches_errors_and_is_strict_on_the_engine(tmp_path):
    package = tmp_path / "dealer_trainer"
    (package / "engine").mkdir(parents=True)
    (package / "__init__.py").write_text("")
    (package / "engine" / "__init__.py").write_text("")
    untyped = "def untyped(chips):\n    return chips\n\n\nCHIPS: int = 'ten'\n"
    (package / "engine" / "pots.py").write_text(untyped)
    (package / "window.py").write_text(untyped)
    run = _mypy(tmp_path, "--cache-dir", str(tmp_path / "cache"))
    errors = sorted(line for line in run.stdout.splitlines() if ": error: " in line)
    assert run.returncode == 1, run.stdout + run.stderr
    wrong_type = 'Incompatible types in assignment (expression has type "str", variable has type "int")'
    assert errors == [
        "dealer_trainer/engine/pots.py:1: error: Function is missing a type annotation  [no-untyped-def]",
        f"dealer_trainer/engine/pots.py:5: error: {wrong_type}  [assignment]",
        f"dealer_trainer/window.py:5: error: {wrong_type}  [assignment]",  # checked, not strict
    ]
