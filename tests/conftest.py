"""Test set-up: Qt runs offscreen; the shared folders are located once."""

from __future__ import annotations

import os
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# no test reads or writes the tester's own keyring: the school database tests that need one set
# an in-memory backend of their own (tests/storage/test_passwords.py)
os.environ["PYTHON_KEYRING_BACKEND"] = "keyring.backends.fail.Keyring"

REPO = Path(__file__).resolve().parent.parent
SHARED = Path(os.environ.get("DEALER_TRAINER_SHARED", REPO.parent / "shared"))
