"""Test set-up: Qt runs offscreen; the shared folders are located once."""

from __future__ import annotations

import os
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

REPO = Path(__file__).resolve().parent.parent
SHARED = Path(os.environ.get("DEALER_TRAINER_SHARED", REPO.parent / "shared"))
