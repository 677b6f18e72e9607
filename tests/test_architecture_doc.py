"""docs/architecture.md names files that exist: a recipe that points at a moved or renamed
module is caught here (a file the recipe asks to create is named as "a new module"; the
"Before" paragraph is history and is not checked)."""

from __future__ import annotations

import re
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
PATH = re.compile(r"`((?:[\w.-]+/)*[\w.-]+\.(?:py|md))`")


def test_every_file_the_recipes_name_exists():
    text = (REPO / "docs" / "architecture.md").read_text(encoding="utf-8")
    text = re.sub(r"\nBefore \(issue 26\).*?\n\n", "\n", text, flags=re.S)
    new = set(re.findall(r"a new module `([\w/.]+)`", text))
    named = set(PATH.findall(text)) - new
    assert "engine/house_rules.py" in named
    missing = [
        p for p in sorted(named) if not (REPO / p).exists() and not (REPO / "dealer_trainer" / p).exists()
    ]
    assert missing == []
    outside = [p for p in sorted(named) if p.startswith("..")]  # a bare clone has nothing beside it
    assert outside == []
