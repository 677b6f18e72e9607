"""A seven-card stud street hand played through in the window by mouse and keyboard (issue 29):
the menu's QActions deal stud, stud hi-lo and razz hands (``D`` codes); the up-cards lie face up
and the down-cards face down in front of the seats; who brings it in and who acts first on
fourth street are answered by clicking the seat; each pull-in (the side pots of a stud all-in)
is built by dragging and checked; chips in equal chips out. The hand ends after its last
pull-in: a stud showdown has no award in the window yet."""

from __future__ import annotations

import pytest
from gui_helpers import Mouse, assert_table_consistent, build_by_dragging
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from dealer_trainer.drills.stud_streets import encode_stud, stud_drill_from_code
from dealer_trainer.engine.betting_table import Street
from dealer_trainer.engine.hilo import Variant

pytestmark = pytest.mark.gui

CODE = encode_stud(Variant.STUD, 12345)  # Sam brings it in (3h); Ben acts first on fourth (Ks Qh)


def test_the_stud_menu_deals_each_game_with_its_bring_in_ruling(window):
    streets = window.streets
    for variant, number in ((Variant.STUD, 1), (Variant.STUD_HILO, 2), (Variant.RAZZ, 3)):
        window.stud_menu.actions[variant].trigger()
        assert streets.sd is not None and streets.sd.code.startswith(f"D{number}-")
        assert streets.phase == "ruling" and streets.pending.question == "Who brings it in?"
        for seat, cards in streets.sd.table.stud.cards.items():  # two down, the door card up
            assert window.scene.felt.seat_cards.faces(seat) == [None, None, cards[2]]
        assert window.scene.felt.board_codes() == ""


def _click_seat(window, seat):
    Mouse().click(window.view, window.scene.seat_items[seat].sceneBoundingRect().center())


@pytest.mark.parametrize(
    ("code", "bring_in", "why"),
    [
        (CODE, "Sam", "the lowest up-card, 3h"),
        (encode_stud(Variant.RAZZ, 4), "Yusuf", "the highest up-card, Tc"),
        (encode_stud(Variant.STUD_HILO, 99), "Ines", "the lowest up-card, 3c"),
    ],
)
def test_a_stud_hand_played_through_by_mouse_and_keyboard(window, code, bring_in, why):
    streets = window.streets
    streets.load_code(code)
    sd = streets.sd
    assert sd == stud_drill_from_code(code)
    total = sum(sd.table.stacks.values())
    # third street: who brings it in? (stud: the lowest up-card; razz: the highest); clicked on the felt
    assert streets.phase == "ruling" and streets.pending.question == "Who brings it in?"
    assert streets.pending.answer == bring_in
    _click_seat(window, bring_in)
    text = window.panel.text.toPlainText()
    assert f"✔ Right: {bring_in}." in text and why in text
    assert "docs/rules.md#stud-bring-in-and-who-acts" in text
    answered: list[tuple[Street, str, bool]] = [(Street.THIRD, bring_in, True)]
    pulled = 0
    while streets.active:
        if streets.phase == "ruling":
            ruling = streets.pending
            street = streets.play.state.street
            _click_seat(window, ruling.answer)
            answered.append((street, ruling.answer, streets.asked[-1][1]))
        elif streets.phase == "pull-in":
            build_by_dragging(window, Mouse())
            QTest.keyClick(window.view, Qt.Key.Key_Return)
            assert window.session.last_check.correct
            assert_table_consistent(window)
            pulled += 1
        else:
            if streets.play.state.street == Street.FOURTH and streets.phase == "action":
                seat = streets.play.state.to_act
                assert window.scene.felt.seat_cards.faces(seat) == [
                    None,
                    None,
                    *sd.table.stud.cards[seat][2:4],
                ]
            QTest.keyClick(window.view, Qt.Key.Key_Space)
    if code == CODE:
        assert (Street.FOURTH, "Ben", True) in answered  # the highest showing hand, Ks Qh
    assert any(street == Street.FOURTH for street, _seat, _ok in answered)  # who acts first on fourth
    assert all(ok for _street, _seat, ok in answered)
    assert [r.question for r, _ok in streets.asked][1] == "Who acts first?"
    assert "Stud: the hand ends after the last pull-in" in window.panel.text.toPlainText()
    assert pulled == sum(1 for r in sd.rounds if r.bets or r.final) and pulled >= 3
    assert window.session.state.pot_count >= 2  # the short stack's all-in made a side pot
    state = window.session.state
    pots = sum(state.amount(f"pot:{i}") for i in range(state.pot_count))
    assert pots + sum(sd.final.stacks.values()) == total  # chips in = chips out
    assert not window.award.award_button.isVisible()  # no stud award yet: the hand ends here


def test_seven_cards_in_front_of_each_seat_clear_of_the_tray_and_the_muck(window):
    from PySide6.QtCore import QRectF

    from dealer_trainer.ui.table.felt import felt_places

    streets = window.streets
    streets.start(stud_drill_from_code("D1-222224-1K"), [])  # seven seats, four to seventh street
    while streets.active:
        if streets.phase == "pull-in":
            window.session.show_solution(animated=False)
            window.check()
        else:
            streets.next_action()
    geometry = window.scene.geometry
    places = felt_places(geometry)
    avoid = [QRectF(r.x, r.y, r.w, r.h) for r in (places.muck, geometry.tray)]
    cards = window.scene.felt.seat_cards.cards
    assert sorted(len(c) for c in cards.values()) == [7, 7, 7, 7]
    for seat, row in cards.items():
        plate = window.scene.seat_items[seat].sceneBoundingRect()
        for card in row:
            box = card.sceneBoundingRect()
            assert not any(box.intersects(r) for r in avoid), seat
            assert not box.intersects(plate.adjusted(2, 2, -2, -2)), seat
