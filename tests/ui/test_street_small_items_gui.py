"""Small things of the card room in the window: the live-post lesson shows no empty Dead money
box (the dead small blind already lies in the main pot), a bomb-pot hand's seats carry no blind
labels, and the shipped room profiles' names read in Dutch in the Dutch window."""

from __future__ import annotations

import pytest

from dealer_trainer.drills.street_lessons import street_lessons
from dealer_trainer.drills.streets import street_drill_from_code
from dealer_trainer.ui.language import install_language
from dealer_trainer.ui.table.model import MIDDLE, pot_pile

pytestmark = pytest.mark.gui


def test_the_live_post_lesson_shows_the_dead_small_blind_in_the_main_pot_not_an_empty_box(make_window):
    window = make_window()
    index = next(k for k, lesson in enumerate(street_lessons()) if "158" in lesson.title)
    window.streets.open_lesson(index)
    state = window.session.state
    assert window.session.drill.dead == 1 and state.amount(MIDDLE) == 0
    assert state.amount(pot_pile(0)) == 1  # Dov's dead small blind
    assert not window.scene.spots[MIDDLE].isVisible()


def test_a_build_drill_with_dead_money_still_shows_the_box(make_window):
    from dealer_trainer.drills.generator import drill_for_seed

    drill = next(d for d in (drill_for_seed(3, s) for s in range(40)) if d.dead)
    window = make_window(drill)
    assert window.session.state.amount(MIDDLE) == drill.dead
    assert window.scene.spots[MIDDLE].isVisible()


def test_a_bomb_pot_hands_seats_show_no_blind_labels(make_window):
    window = make_window()
    window.streets.load_code("T2-222249-2C")  # a bomb pot
    sd = street_drill_from_code("T2-222249-2C")
    plates = {item.name: item.position for item in window.scene.seat_items.values()}
    assert plates[sd.table.button] == "BTN"
    assert "SB" not in plates.values() and "BB" not in plates.values()


def test_the_shipped_profiles_names_are_dutch_in_the_dutch_window(qapp, make_window):
    assert install_language(qapp, "nl") == "nl"
    try:
        window = make_window()
        names = [a.text() for a in window.room_profile.shipped_actions.values()]
        assert "Thuisspel" in names and "Home game" not in names
        window.room_profile.choose("shipped:home-game.json")
        assert window.room_profile.label.text().endswith("Thuisspel")
    finally:
        install_language(qapp, "en")
