"""README "Install for a classroom": a system-wide settings file (Qt's system scope,
``$XDG_CONFIG_DIRS/DealerTrainer/Dealer Trainer.conf``, by default under ``/etc/xdg``) points
every lab PC at the school's database; a trainee's own choice (their user scope) wins."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent
READ = """
from PySide6.QtCore import QSettings
from dealer_trainer.ui.app import APPLICATION, ORGANIZATION
from dealer_trainer.ui.school import DATABASE_KEY
print(QSettings(ORGANIZATION, APPLICATION).value(DATABASE_KEY, ""))
"""
pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the XDG folders are Linux's")


def read_database(tmp_path: Path) -> str:
    env = {**os.environ, "PYTHONPATH": str(REPO), "XDG_CONFIG_DIRS": str(tmp_path / "etc-xdg")}
    env["XDG_CONFIG_HOME"] = str(tmp_path / "home-config")
    done = subprocess.run([sys.executable, "-c", READ], env=env, capture_output=True, text=True, check=True)
    return done.stdout.strip()


def test_a_system_wide_settings_file_names_the_school_database_and_the_trainee_s_own_wins(tmp_path):
    system = tmp_path / "etc-xdg" / "DealerTrainer" / "Dealer Trainer.conf"
    system.parent.mkdir(parents=True)
    system.write_text("[school]\ndatabase=postgresql://school.example/class\n", encoding="utf-8")
    assert read_database(tmp_path) == "postgresql://school.example/class"
    own = tmp_path / "home-config" / "DealerTrainer" / "Dealer Trainer.conf"
    own.parent.mkdir(parents=True)
    own.write_text("[school]\ndatabase=postgresql://ana@school.example/class\n", encoding="utf-8")
    assert read_database(tmp_path) == "postgresql://ana@school.example/class"
