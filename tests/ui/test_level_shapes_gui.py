"""The level box says what each level adds (issue 31 §3), in Dutch too."""

from __future__ import annotations

from PySide6.QtCore import Qt

from dealer_trainer.ui.language import install_language
from dealer_trainer.ui.samples import three_way


def test_each_level_in_the_box_says_what_it_adds(make_window):
    window = make_window(three_way())
    tips = [
        window.level_box.itemData(i, Qt.ItemDataRole.ToolTipRole) for i in range(window.level_box.count())
    ]
    assert tips[0] == "Level 1: one all-in, nobody folds: the main pot and one side pot."
    assert tips[2].startswith("Level 3 adds several all-ins")
    assert "uncontested side pot" in tips[3]


def test_the_level_tooltips_are_dutch(qapp, make_window):
    assert install_language(qapp, "nl") == "nl"
    try:
        window = make_window(three_way())
        tip = window.level_box.itemData(3, Qt.ItemDataRole.ToolTipRole)
        assert tip.startswith("Niveau 4 voegt dood geld toe")
    finally:
        install_language(qapp, "en")
