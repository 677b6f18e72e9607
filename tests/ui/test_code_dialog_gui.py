"""The window's Drill code dialog (Ctrl+L): a code of every kind deals its drill, a code with a
typo is refused with one line saying so (English and Dutch), and the table stays as it was."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from dealer_trainer import i18n
from dealer_trainer.drills.codes import encode, encode_showdown, read_code
from dealer_trainer.drills.streets import encode_street


def typed(code: str) -> str:
    """``code`` with one code digit changed: a typo."""
    return code[:4] + ("3" if code[4] != "3" else "4") + code[5:]


def enter(window, monkeypatch, code: str) -> list[str]:
    """Type ``code`` into the Drill code dialog opened with Ctrl+L; the warnings shown."""
    from PySide6.QtWidgets import QInputDialog, QMessageBox

    warnings: list[str] = []
    monkeypatch.setattr(QInputDialog, "getText", lambda *a, **k: (code, True))
    monkeypatch.setattr(QMessageBox, "warning", lambda *a, **k: warnings.append(a[2]))
    QTest.keyClick(window, Qt.Key.Key_L, Qt.KeyboardModifier.ControlModifier)
    return warnings


@pytest.mark.parametrize("language", ["en", "nl"])
@pytest.mark.parametrize(
    "code", [encode(3, 4242), encode_showdown(2, True, 17), encode_street(2, 99)], ids=["L", "S", "T"]
)
def test_a_code_with_a_typo_is_refused_in_one_line(window, monkeypatch, code, language):
    drill, street = window.session.drill, window.streets.active
    i18n.set_language(language)
    try:
        warnings = enter(window, monkeypatch, typed(code))
    finally:
        i18n.set_language("en")
    words = {"en": "has a typo", "nl": "bevat een tikfout"}[language]
    assert len(warnings) == 1 and "\n" not in warnings[0] and words in warnings[0]
    assert typed(code) in warnings[0]
    assert window.session.drill is drill and window.streets.active == street


def test_a_code_of_every_kind_deals_its_drill(window, monkeypatch):
    level = encode(3, 4242)
    assert enter(window, monkeypatch, level.lower()) == []
    assert window.session.drill.code == level and not window.award.active
    showdown = encode_showdown(2, True, 17)
    assert enter(window, monkeypatch, showdown) == []
    assert window.session.drill.code == showdown and window.award.active
    street = encode_street(2, 99)
    assert enter(window, monkeypatch, street.replace("-", " ")) == []
    assert window.streets.active and window.streets.sd.code == street
    old = "S4-CGK5DJ"  # written before the check character: the same drill, shown with it
    assert enter(window, monkeypatch, old) == []
    assert window.session.drill.code == read_code(old).text == "S4-CGK5DJ-1K" and window.award.active
