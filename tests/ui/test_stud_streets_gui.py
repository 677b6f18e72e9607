"""A seven-card stud street hand played through in the window by mouse and keyboard (issue 29):
the menu's QActions deal stud, stud hi-lo and razz hands (``D`` codes); the up-cards lie face up
and the down-cards face down in front of the seats; who brings it in and who acts first on
fourth street are answered by clicking the seat; each pull-in (the side pots of a stud all-in)
is built by dragging and checked; chips in equal chips out. After the last pull-in the showdown's
award follows: each live seat's seven cards face up, the pots pushed by mouse and graded (stud
high: best five of seven; stud hi-lo: halves with the odd chip by suit; razz: ace-to-five low)."""

from __future__ import annotations

import os

import pytest
from gui_helpers import Gestures, Mouse, assert_table_consistent, build_by_dragging
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from test_hilo_award_gui import halve_and_push, typed

from dealer_trainer.drills.award_checking import award_settlement
from dealer_trainer.drills.stud_streets import encode_stud, stud_drill_from_code
from dealer_trainer.engine.betting_table import Street
from dealer_trainer.engine.hilo import Variant
from dealer_trainer.ui.table.award_model import AwardState, win_pile
from dealer_trainer.ui.table.model import pot_pile

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
    assert pulled == sum(1 for r in sd.rounds if r.bets or r.final) and pulled >= 3
    assert window.session.state.pot_count >= 2  # the short stack's all-in made a side pot
    state = window.session.state
    pots = sum(state.amount(f"pot:{i}") for i in range(state.pot_count))
    assert pots + sum(sd.final.stacks.values()) == total  # chips in = chips out
    assert window.award.award_action.isEnabled()  # the showdown's award follows


def play_to_the_end(window) -> None:
    """Answer each ruling by clicking the seat, build each pull-in by dragging, Space on."""
    streets = window.streets
    while streets.active:
        if streets.phase == "ruling":
            _click_seat(window, streets.pending.answer)
        elif streets.phase == "pull-in":
            build_by_dragging(window, Mouse())
            QTest.keyClick(window.view, Qt.Key.Key_Return)
            assert window.session.last_check.correct
        else:
            QTest.keyClick(window.view, Qt.Key.Key_Space)


def push_pots(window) -> None:
    """Push each pot (or, in hi-lo, each half) to its winners by mouse, typed when shared."""
    drill, state = window.session.drill, window.session.state
    if drill.hilo:
        halve_and_push(window)
        return
    g = Gestures(window)
    for award in award_settlement(drill, window.award.rules).awards:
        pot = pot_pile(award.pot.index)
        for seat, chips in award.to.items():
            if chips and state.amount(pot) == chips:
                g.drag(pot, win_pile(seat), whole=True)
            elif chips:
                g.drag(pot, win_pile(seat), typed=typed(drill, chips))


@pytest.mark.parametrize("code", [CODE, encode_stud(Variant.RAZZ, 4), encode_stud(Variant.STUD_HILO, 99)])
def test_a_stud_hand_played_to_its_showdown_is_awarded_by_mouse(make_window, qtbot, code):
    window = make_window(size=(1024, 700))
    window.streets.load_code(code)
    sd = window.streets.sd
    play_to_the_end(window)
    assert window.streets.phase == "done" and window.award.award_action.isEnabled()
    if window.award.award_button.isVisible():
        qtbot.mouseClick(window.award.award_button, Qt.MouseButton.LeftButton)
    else:
        QTest.keyClick(window.view, Qt.Key.Key_A)
    state, drill = window.session.state, window.session.drill
    assert isinstance(state, AwardState) and drill.variant == sd.variant and drill.board == ""
    live = [s for s in drill.seats if not s.folded]
    assert len(live) >= 2 and all(s.hole == sd.hole[s.name] and len(s.hole) == 14 for s in live)
    assert window.scene.felt.board_codes() == ""
    assert window.scene.felt.seat_cards.cards == {}  # the seven cards lie in the win spots instead
    names = {s.name: window.scene.win_spot(s.name).hand_name for s in live}
    assert all(names.values())
    if sd.variant != "stud-hilo":  # razz names the ace-to-five low, stud the best five of seven
        assert all(("low" in n) == (sd.variant == "razz") for n in names.values()), names
    text = window.panel.text.toPlainText()
    game = {"stud": "Stud: each", "razz": "Razz: each", "stud-hilo": "Stud hi-lo: each"}[sd.variant]
    assert game in text and sum(g in text for g in ("Stud: each", "Razz: each", "Stud hi-lo: each")) == 1
    if os.environ.get("STUD_AWARD_SHOT"):
        window.grab().save(f"{os.environ['STUD_AWARD_SHOT']}-{sd.variant}-award.png")
    push_pots(window)
    if os.environ.get("STUD_AWARD_SHOT"):
        window.grab().save(f"{os.environ['STUD_AWARD_SHOT']}-{sd.variant}-pushed.png")
    with qtbot.waitSignal(window.award.award_checked) as blocker:
        QTest.keyClick(window.view, Qt.Key.Key_Return)
    assert blocker.args[0].correct, window.panel.text.toPlainText()
    paid = drill.settlement().payouts
    assert {s: state.amount(win_pile(s)) for s in paid if paid[s]} == {s: c for s, c in paid.items() if c}


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


@pytest.fixture
def dutch(qapp):
    from dealer_trainer.ui.language import install_language

    assert install_language(qapp, "nl") == "nl"
    yield
    install_language(qapp, "en")


def test_a_razz_hand_s_award_reads_in_dutch(dutch, make_window):
    window = make_window(size=(1024, 700))
    window.streets.load_code(encode_stud(Variant.RAZZ, 4))
    play_to_the_end(window)
    QTest.keyClick(window.view, Qt.Key.Key_A)
    assert isinstance(window.session.state, AwardState)
    text = window.panel.text.toPlainText()
    assert "Razz: de zeven kaarten van elke speler liggen open" in text and "laagste kaart" in text
    if os.environ.get("STUD_AWARD_SHOT"):
        window.grab().save(f"{os.environ['STUD_AWARD_SHOT']}-razz-nl.png")
    names = [window.scene.win_spot(s.name).hand_name for s in window.session.drill.seats if not s.folded]
    assert names and all(n and "low" in n for n in names), names
