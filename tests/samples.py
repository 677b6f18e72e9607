"""Where the tests find the shared samples (``hh-sample``, ``hh-more``, ``phh-sample``).

The repository's copy in ``tests/data/shared`` first, so that a plain clone runs the tests; then
``../shared`` beside the repository (or ``$DEALER_TRAINER_SHARED``), which also holds the files
whose licence keeps them out of the repository (listed in ``tests/data/shared/NOTICE.md``).
Imported by test modules as ``samples`` (``tests/`` is on the path through ``tests/conftest.py``).
"""

from __future__ import annotations

import os
import re
from functools import cache
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent
KEPT = REPO / "tests" / "data" / "shared"
SHARED = Path(os.environ.get("DEALER_TRAINER_SHARED", REPO.parent / "shared"))


def sample(*parts: str, whole: bool = False) -> Path:
    """The path of a shared sample, a folder or a file: ``sample("hh-more", "d7-same-hand-twice.txt")``.

    The repository's copy when it holds it, else the one in ``../shared`` (which may be absent:
    check ``.exists()``, or mark the test with ``needs_sample``). ``whole=True`` asks for a folder
    with every file, the left-out ones too: ``../shared``'s when present, else the repository's.
    """
    kept, shared = KEPT.joinpath(*parts), SHARED.joinpath(*parts)
    if whole and shared.exists():
        return shared
    return kept if kept.exists() else shared


def is_whole(*parts: str) -> bool:
    """Whether ``sample(*parts, whole=True)`` holds every file, the ones left out of the repository too."""
    return not left_out(*parts) or SHARED.joinpath(*parts).exists()


def needs_sample(*parts: str, whole: bool = False) -> pytest.MarkDecorator:
    """Skip the test when the sample (or, with ``whole``, all of its folder) cannot be read; the
    reason names the licence that keeps it out of the repository."""
    present = is_whole(*parts) if whole else sample(*parts).exists()
    return pytest.mark.skipif(not present, reason=absence_reason(*parts))


def absence_reason(*parts: str) -> str:
    """Why a sample is not here: the licences of the files the repository may not hold."""
    licences = sorted(set(left_out(*parts).values()))
    if not licences:
        return f"{'/'.join(parts)} absent from tests/data/shared and ../shared"
    return (
        f"{'/'.join(parts)}: needs ../shared, left out of this MIT repository for its licence "
        f"({', '.join(licences)}: tests/data/shared/NOTICE.md)"
    )


def left_out(*parts: str) -> dict[str, str]:
    """The files under ``parts`` left out of the repository, each with its licence."""
    prefix = "/".join(parts)
    return {name: lic for name, lic in _left_out().items() if name == prefix or name.startswith(prefix + "/")}


@cache
def _left_out() -> dict[str, str]:
    notice = (KEPT / "NOTICE.md").read_text(encoding="utf-8")
    section = notice.split("## Left out", 1)[1].split("\n## ", 1)[0]
    rows = re.findall(r"^\| `([^`]+)` \| [^|]+ \| ([^|]+?) \|$", section, flags=re.MULTILINE)
    named = {name: re.sub(r" \(.*\)$", "", lic) for name, lic in rows}
    return {name: "no licence stated" if lic == "not stated" else lic for name, lic in named.items()}


def sample_param(*parts: str) -> object:
    """A sample file as a ``pytest.param`` that skips, naming its licence, when it cannot be read."""
    return pytest.param(sample(*parts), marks=needs_sample(*parts))
