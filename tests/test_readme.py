"""README promises: two set-up commands, and CI runs the test one verbatim."""

from __future__ import annotations

import re
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent


def readme_commands() -> list[str]:
    text = (REPO / "README.md").read_text(encoding="utf-8")
    section = text.split("## Set-up on a fresh machine", 1)[1].split("\n## ", 1)[0]
    return re.findall(r"```\n(.+?)\n```", section)


def test_readme_gives_exactly_two_one_line_commands():
    commands = readme_commands()
    assert len(commands) == 2
    assert all("\n" not in c and c.startswith("python3 -m venv .venv && ") for c in commands)
    assert commands[0].endswith("dealer-trainer")
    assert "pytest" in commands[1]


def test_ci_runs_the_readme_test_command_verbatim():
    ci = (REPO / ".ci" / "run").read_text(encoding="utf-8").splitlines()
    assert readme_commands()[1] in ci
