"""Every package folder ships in the wheel: pyproject lists each one explicitly."""

from __future__ import annotations

import tomllib
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent


def test_every_package_folder_is_listed_in_pyproject():
    config = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))
    listed = set(config["tool"]["setuptools"]["packages"])
    on_disk = {
        ".".join(p.parent.relative_to(REPO).parts)
        for p in (REPO / "dealer_trainer").rglob("__init__.py")
        if "__pycache__" not in p.parts
    }
    assert on_disk - listed == set()
    assert "dealer_trainer.assets" in listed
    assert config["tool"]["setuptools"]["package-dir"]["dealer_trainer.assets"] == "assets"


def test_the_shipped_room_profiles_are_package_data():
    config = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))
    patterns = config["tool"]["setuptools"]["package-data"]["dealer_trainer.assets"]
    profiles = sorted((REPO / "assets" / "profiles").glob("*.json"))
    assert len(profiles) == 4
    for path in profiles:
        relative = path.relative_to(REPO / "assets")
        assert any(relative.match(p) or p == "**/*" for p in patterns), relative
