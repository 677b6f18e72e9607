"""The HORSE practice set from the menu (issue 29): Drill ▸ Drill sets ▸ HORSE practice set deals
limit hold'em, Omaha hi-lo, razz, stud and stud hi-lo in HORSE order, puts the first hand on the
table with the games and their structures in the panel, and Next drill steps through the set:
an Omaha hi-lo fixed-limit street hand, a hi-lo award drill, the stud street hands."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from dealer_trainer.drills.models import Drill
from dealer_trainer.drills.streets import LIMIT_LEVELS, OMAHA_HILO_LEVEL, StreetDrill


def horse_action(window):
    sets = next(a.menu() for a in window.drill_menu.actions() if a.menu() is not None and "sets" in a.text())
    return next(a for a in sets.actions() if "HORSE" in a.text())


def test_the_menu_loads_the_horse_set_and_next_steps_through_its_games(make_window):
    window = make_window(size=(1024, 700))
    horse_action(window).trigger()
    sets = window.drill_sets
    assert sets.title == "HORSE mixed games" and sets.active
    first = sets.current
    assert isinstance(first, StreetDrill) and first.level == 6 and window.streets.sd is first
    text = window.panel.text.toPlainText()
    assert "HORSE, in order:" in text and "5. Seven-card stud hi-lo" in text and "not dealt" not in text
    plays_stud = getattr(window.streets, "plays_stud", False)
    text = window.panel.text.toPlainText()
    if not plays_stud:  # until the window draws stud street hands, the set leaves them out, saying so
        assert len(sets.drills) == 5 and "5 stud street hands left out" in text
    kinds = []
    for _k in range(len(sets.drills) - 1):
        QTest.keyClick(window.view, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
        entry = sets.current
        assert sets.active, entry.title
        if isinstance(entry, StreetDrill):
            assert window.streets.sd is entry
            kinds.append("stud" if entry.table.stud else entry.level)
        else:
            assert isinstance(entry, Drill) and window.session.drill is entry
            kinds.append(entry.variant)
    assert kinds[:3] == [6, OMAHA_HILO_LEVEL, "omaha-hilo"] and OMAHA_HILO_LEVEL in LIMIT_LEVELS
    assert kinds[-1] == "stud-hilo"  # a stud hi-lo award drill, pots built first as in any set
    assert kinds.count("stud") == (5 if plays_stud else 0)
    assert sets.index == len(sets.drills) - 1


def test_a_drill_file_with_stud_street_hands_opens_without_them_until_the_window_plays_them(
    make_window, tmp_path
):
    from dealer_trainer.drills.files import save_drill_set
    from dealer_trainer.drills.mixed_games import horse_drill_set

    path = tmp_path / "horse.json"
    save_drill_set(path, horse_drill_set(11, per_game=1))  # hold'em, O8 street, razz, stud, stud8 street
    window = make_window(size=(1024, 700))
    assert window.drill_sets.open_file(path) is None
    if not getattr(window.streets, "plays_stud", False):
        assert len(window.drill_sets.drills) == 2
        assert "3 stud street hands left out" in window.panel.text.toPlainText()
    only_stud = tmp_path / "stud.json"
    from dealer_trainer.drills.files import DrillSet

    save_drill_set(only_stud, DrillSet("Razz", entries=(horse_drill_set(11, per_game=1).entries[2],)))
    problem = window.drill_sets.open_file(only_stud)
    if not getattr(window.streets, "plays_stud", False):
        assert problem == "stud.json: the window does not play stud street hands yet"
