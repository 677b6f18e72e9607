"""Test set-up: Qt runs offscreen, no keyring of the tester's, and the markers ``gui`` and
``postgres`` set from what each test uses (the shared samples are located by ``samples.py``)."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# no test reads or writes the tester's own keyring: the school database tests that need one set
# an in-memory backend of their own (tests/storage/test_passwords.py)
os.environ["PYTHON_KEYRING_BACKEND"] = "keyring.backends.fail.Keyring"

UI_TESTS = Path(__file__).resolve().parent / "ui"
GUI_FIXTURES = {"qtbot", "qapp"}
POSTGRES_FIXTURES = {"pg_server", "pw_server", "server"}  # tests/storage/conftest.py, tests/ui/conftest.py


@pytest.hookimpl(tryfirst=True)  # before -m deselects by marker
def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Mark ``gui`` every test under tests/ui or using a Qt fixture, and ``postgres`` every test
    that starts the PostgreSQL server: by fixture, or as the ``postgresql`` store back-end."""
    for item in items:
        used = set(getattr(item, "fixturenames", ()))
        if used & GUI_FIXTURES or UI_TESTS in item.path.parents:
            item.add_marker(pytest.mark.gui)
        params = getattr(getattr(item, "callspec", None), "params", {})
        if used & POSTGRES_FIXTURES or params.get("store_location") == "postgresql":
            item.add_marker(pytest.mark.postgres)
