"""The award phase with real mouse events: pots dragged to the winners, every wrong award named,
and not a chip created or lost."""

from __future__ import annotations

import pytest
from gui_helpers import assert_table_consistent, centre, visible_point
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from dealer_trainer.drills.checking import solution_piles
from dealer_trainer.drills.models import Drill, DrillSeat, Stakes
from dealer_trainer.engine.chips import CASH_CHIPS, break_down
from dealer_trainer.engine.rules import AwardOrder, OddChipUnit
from dealer_trainer.ui.house_rules import load_rules
from dealer_trainer.ui.table.award_model import AwardState, win_pile
from dealer_trainer.ui.table.cards import CardItem
from dealer_trainer.ui.table.layout import TRAY_PILE
from dealer_trainer.ui.table.model import pot_pile


def seat(name, position, committed, hole, folded=False, all_in=True):
    chips = break_down(committed, CASH_CHIPS)
    return DrillSeat(name, position, 0 if all_in else 100, committed, chips, folded, all_in, hole)


def three_way() -> Drill:
    """Anna's set of sevens wins the main pot (120), Bram's aces the side pot (120)."""
    seats = [
        seat("Anna", "SB", 40, "7s7c"),
        seat("Bram", "BB", 100, "AhAd"),
        seat("Chris", "BTN", 250, "QdQh"),
    ]
    return Drill("", 1, "Award", Stakes("cash", 1, 2), "cash", seats, "Chris", board="Kc7h2c8h4d")


def split_three() -> Drill:
    """A 32 main pot split three ways on the board: 11 to Ben and Cal (odd chips), 10 to Ada."""
    seats = [
        seat("Ada", "BTN", 10, "2c3d"),
        seat("Ben", "SB", 10, "2h3s"),
        seat("Cal", "BB", 10, "4c4d", all_in=False),
        seat("Dee", "UTG", 2, "", folded=True, all_in=False),
    ]
    return Drill("", 4, "Split", Stakes("cash", 1, 2), "cash", seats, "Ada", board="AsKsQsJsTs")


@pytest.fixture
def award_window(make_window):
    def make(drill):
        window = make_window(drill)
        window.award.load_showdown(drill)
        assert isinstance(window.session.state, AwardState)
        return window

    return make


def drag_pot(window, mouse, pot: int, seat: str) -> None:
    """Ctrl+drag the pot (the whole pile, as in the build phase) onto ``seat``'s win spot."""
    state = window.session.state
    top = state.pile(pot_pile(pot))[-1]
    amount = state.amount(pot_pile(pot))
    given = state.amount(win_pile(seat))
    assert mouse.drag_chip(
        window.view, window.scene.chip_items[top.id], centre(window, win_pile(seat)), whole=True
    )
    assert state.amount(pot_pile(pot)) == 0 and state.amount(win_pile(seat)) == given + amount


def push_by_chips(window, mouse, pot: int, seat: str, amount: int) -> None:
    """Push ``amount`` of a pot one chip at a time, changing a chip on the tray when needed."""
    state, scene, view = window.session.state, window.scene, window.view
    remaining = amount
    while remaining:
        chips = sorted(state.pile(pot_pile(pot)), key=lambda c: -c.value)
        fit = next((c for c in chips if c.value <= remaining), None)
        if fit is None:
            bigger = min((c for c in chips if c.value > remaining), key=lambda c: c.value)
            assert mouse.drag_chip(view, scene.chip_items[bigger.id], centre(window, TRAY_PILE), single=True)
            continue
        item = scene.chip_items[fit.id]
        assert visible_point(view, item) is not None
        assert mouse.drag_chip(view, item, centre(window, win_pile(seat)), single=True)
        remaining -= fit.value


def check_text(window) -> str:
    QTest.keyClick(window.view, Qt.Key.Key_Return)
    return window.panel.text.toPlainText()


def test_hands_and_board_are_turned_up(award_window):
    window = award_window(three_way())
    codes = sorted(item.code for item in window.scene.items() if isinstance(item, CardItem))
    assert codes == sorted(["7s", "7c", "Ah", "Ad", "Qd", "Qh", "Kc", "7h", "2c", "8h", "4d"])
    assert "Award the pots" in window.panel.text.toPlainText()
    assert_table_consistent(window)


def test_award_by_dragging_each_pot_to_its_winner(award_window, mouse, qtbot):
    window = award_window(three_way())
    state = window.session.state
    drag_pot(window, mouse, 1, "Bram")
    assert state.amount(win_pile("Bram")) == 120 and state.amount(pot_pile(1)) == 0
    drag_pot(window, mouse, 0, "Anna")
    assert state.amount(win_pile("Anna")) == 120
    with qtbot.waitSignal(window.award.award_checked) as blocker:
        text = check_text(window)
    assert blocker.args[0].correct
    assert "Every pot went to the right player." in text
    assert "right first time" in window.panel.result.text()
    assert "Bram (pair of aces) wins" in text
    assert window.scene.win_spot("Anna").hand_name == "three of a kind, sevens"
    assert window.scene.spots[pot_pile(1)].verdict is True
    assert state.total() == state.initial_total
    assert_table_consistent(window)


@pytest.mark.parametrize(
    ("pushes", "code", "words"),
    [
        # 13: the side pot to the short stack, who is not in it.
        ([(1, "Anna"), (0, "Anna")], "ineligible_winner", "Anna cannot win Side pot 1"),
        # 14: a misread: Chris's queens do not beat Bram's aces.
        ([(1, "Chris"), (0, "Anna")], "wrong_winner", "pushed to Chris (pair of queens), but Bram"),
        # 16: the main pot before the side pot.
        ([(0, "Anna"), (1, "Bram")], "out_of_order", "Main pot was pushed before Side pot 1"),
        # The main pot never pushed.
        ([(1, "Bram")], "pot_not_awarded", "Main pot ($120) has not been pushed yet"),
    ],
)
def test_each_wrong_award_gets_its_message(award_window, mouse, pushes, code, words):
    window = award_window(three_way())
    state = window.session.state
    for pot, who in pushes:
        drag_pot(window, mouse, pot, who)
    text = check_text(window)
    check = window.award.last_check
    assert code in [p.code for p in check.problems]
    assert words in text
    assert state.total() == state.initial_total
    assert_table_consistent(window)


def test_split_with_change_and_odd_chips(award_window, mouse):
    window = award_window(split_three())
    state = window.session.state
    for who, amount in (("Ben", 11), ("Cal", 11), ("Ada", 10)):
        push_by_chips(window, mouse, 0, who, amount)
    assert window.award.check().correct
    assert state.amount(win_pile("Ben")) == 11 and state.amount(pot_pile(0)) == 0
    assert state.total() == state.initial_total
    assert_table_consistent(window)


def test_odd_chip_on_the_wrong_seat_is_named(award_window, mouse):
    window = award_window(split_three())
    for who, amount in (("Ada", 11), ("Ben", 11), ("Cal", 10)):
        push_by_chips(window, mouse, 0, who, amount)
    text = check_text(window)
    assert [p.code for p in window.award.last_check.problems] == ["odd_chip_wrong_seat"]
    assert "the odd chips go one each to Ben and Cal" in text
    state = window.session.state
    assert state.total() == state.initial_total


def test_undo_puts_a_pushed_pot_back(award_window, mouse):
    window = award_window(three_way())
    state = window.session.state
    before = state.piles()
    drag_pot(window, mouse, 1, "Chris")
    QTest.keySequence(window, "Ctrl+Z")
    assert state.piles() == before
    QTest.keySequence(window, "Ctrl+Shift+Z")
    assert state.amount(win_pile("Chris")) == 120
    assert_table_consistent(window)


def test_a_pot_does_not_go_back_to_a_players_front(award_window, mouse):
    window = award_window(three_way())
    state = window.session.state
    before = state.piles()
    top = state.pile(pot_pile(0))[-1]
    for whole in (False, True):
        assert mouse.drag_chip(
            window.view, window.scene.chip_items[top.id], centre(window, "return:Anna"), whole=whole
        )
        assert state.piles() == before
    assert_table_consistent(window)


def test_award_follows_a_correct_build(make_window):
    window = make_window(three_way())
    assert not window.award.award_action.isEnabled()
    window.session.build(solution_piles(window.session.drill))
    window.check()
    assert window.award.award_action.isEnabled()
    assert "award the pots (A)" in window.panel.text.toPlainText()
    QTest.keyClick(window.view, Qt.Key.Key_A)
    assert window.award.active
    assert isinstance(window.session.state, AwardState)
    assert window.session.state.amount(pot_pile(1)) == 120


def test_hint_and_solution(award_window):
    window = award_window(three_way())
    window.hint()
    assert "Next: Side pot 1" in window.panel.text.toPlainText()
    assert not window.scene.spots[win_pile("Bram")].hinted  # the first step names no winner
    window.hint()
    assert "Bram's pair of aces beats Chris (pair of queens)" in window.panel.text.toPlainText()
    window.hint()
    assert window.scene.spots[win_pile("Bram")].hinted
    window.show_solution()
    assert window.award.last_check.correct
    state = window.session.state
    assert state.amount(win_pile("Anna")) == 120 and state.amount(win_pile("Bram")) == 120


def test_house_rules_menu_changes_the_expected_order(award_window, mouse, settings):
    window = award_window(three_way())
    action = window.award.rule_actions["award_order"][AwardOrder.MAIN_FIRST]
    assert "PokerKit" in action.text()
    assert "WSOP-C 152" in window.award.rule_actions["odd_chip_unit"][OddChipUnit.SMALLEST_BLIND_CHIP].text()
    action.trigger()
    assert load_rules(settings).award_order == AwardOrder.MAIN_FIRST
    drag_pot(window, mouse, 0, "Anna")
    drag_pot(window, mouse, 1, "Bram")
    assert window.award.check().correct


def test_a_new_drill_leaves_the_award_phase(award_window):
    window = award_window(three_way())
    window.session.next_drill()
    assert not window.award.active
    assert not isinstance(window.session.state, AwardState)
    assert not [i for i in window.scene.items() if isinstance(i, CardItem)]


def uncontested() -> Drill:
    """Anna all-in 40; Chris folded to Bram's last bet: side pot 1 (320) has only Bram in it."""
    seats = [
        seat("Anna", "SB", 40, "7s7c"),
        seat("Bram", "BB", 300, "AhAd", all_in=False),
        seat("Chris", "BTN", 200, "", folded=True, all_in=False),
    ]
    return Drill("", 2, "Uncontested", Stakes("cash", 1, 2), "cash", seats, "Chris", board="Kc7h2c8h4d")


def test_each_pot_gets_feedback_once_pushed(award_window, mouse):
    window = award_window(three_way())
    drag_pot(window, mouse, 1, "Chris")
    text = window.panel.text.toPlainText()
    assert "Pushed so far" in text
    assert "✘ Side pot 1" in text and "pushed to Chris (pair of queens), but Bram" in text
    assert window.scene.spots[pot_pile(1)].verdict is False
    assert window.scene.spots[win_pile("Chris")].verdict is False
    assert window.award.result.checks == 0  # feedback, not a check
    QTest.keySequence(window, "Ctrl+Z")
    drag_pot(window, mouse, 1, "Bram")
    assert "✔ Side pot 1" in window.panel.text.toPlainText()
    assert window.scene.spots[pot_pile(1)].verdict is True


def test_uncontested_side_pot_left_waiting(award_window, mouse):
    window = award_window(uncontested())
    drag_pot(window, mouse, 0, "Anna")
    drag_pot(window, mouse, 1, "Bram")
    text = check_text(window)
    assert [p.code for p in window.award.last_check.problems] == ["uncontested_pot_waiting"]
    assert "has only Bram left in it and is pushed at once, without a showdown" in text
    assert "only Bram is left in it: pushed at once, no showdown" in text


def test_keyboard_move_dialog_and_chip_menu_reach_the_win_spots(award_window):
    from dealer_trainer.ui.widgets.move_dialog import MoveDialog

    window = award_window(three_way())
    state = window.session.state
    top = state.pile(pot_pile(1))[-1]
    assert win_pile("Bram") in window.targets_for([top.id])
    dialog = MoveDialog(window.session, window.pile_title, window)
    dialog.source.setCurrentIndex(dialog.source.findData(pot_pile(1)))
    dialog.value.setCurrentIndex(dialog.value.findData(top.value))
    assert dialog.target.findText("Push to Bram") >= 0
    dialog.target.setCurrentIndex(dialog.target.findData(win_pile("Bram")))
    dialog.do_move()
    dialog.close()
    assert state.amount(win_pile("Bram")) > 0
    assert state.total() == state.initial_total
    assert_table_consistent(window)


def test_showdown_drills_from_the_menu(make_window):
    window = make_window(three_way())
    window.award.rng.seed(3)
    drill = window.award.new_showdown_drill("three_way_odd_chips")
    assert window.award.active and window.session.drill is drill
    assert any(len(a.odd_chips) == 2 for a in drill.settlement().awards)
    window.award.omaha_action.setChecked(True)
    drill = window.award.new_showdown_drill("short_stack_wins_main")
    assert drill.game.value == "omaha"
    assert all(len(s.hole) == 8 for s in drill.seats if not s.folded)
    window.show_solution()
    assert window.award.last_check.correct
    state = window.session.state
    assert state.total() == state.initial_total


@pytest.mark.parametrize(
    ("outcome", "game"),
    [
        ("short_stack_wins_main", "holdem"),
        ("split_side_pot", "omaha"),
        ("board_plays", "holdem"),
        ("three_way_odd_chips", "holdem"),
        ("uncontested_side_pot", "holdem"),
    ],
)
def test_a_showdown_drill_awarded_by_dragging_checks_correct(make_window, mouse, outcome, game):
    import random

    from dealer_trainer.drills.showdown_drills import showdown_drill
    from dealer_trainer.engine import Game

    drill = showdown_drill(outcome, random.Random(11), game=Game(game))
    window = make_window(drill)
    window.award.load_showdown(drill)
    state = window.session.state
    for award in drill.settlement().awards:
        shares = [(s, c) for s, c in award.to.items() if c]
        if len(shares) == 1:
            drag_pot(window, mouse, award.pot.index, shares[0][0])
        else:
            for who, amount in shares:
                push_by_chips(window, mouse, award.pot.index, who, amount)
        assert state.amount(pot_pile(award.pot.index)) == 0
    check = window.award.check()
    assert check.correct, check.messages()
    assert state.total() == state.initial_total
    assert_table_consistent(window)


def test_house_rules_are_saved_and_read_back(settings):
    from dealer_trainer.engine.rules import DEFAULT_RULES, HouseRules
    from dealer_trainer.ui.house_rules import option_text, save_rules

    assert load_rules(settings) == DEFAULT_RULES
    rules = HouseRules(AwardOrder.MAIN_FIRST, OddChipUnit.SMALLEST_BLIND_CHIP)
    save_rules(settings, rules)
    assert load_rules(settings) == rules
    settings.store.setValue("rules/award_order", "sideways")
    assert load_rules(settings).award_order == AwardOrder.SIDE_POTS_FIRST
    assert option_text(OddChipUnit.SMALLEST_IN_PLAY).endswith("TDA 2024 Rule 20; WSOP-T 73")


def test_hand_names_show_as_soon_as_the_hands_are_turned_up(award_window, tmp_path):
    window = award_window(three_way())
    scene = window.scene
    assert scene.names_shown
    assert scene.win_spot("Anna").hand_name == "three of a kind, sevens"
    assert scene.win_spot("Bram").hand_name == "pair of aces"
    assert not any(scene.win_spot(s).winner for s in ("Anna", "Bram", "Chris"))  # the trainee's call


def test_pushed_pots_never_cover_the_hole_cards(award_window, mouse):
    window = award_window(three_way())
    drag_pot(window, mouse, 1, "Bram")
    drag_pot(window, mouse, 0, "Anna")
    cards = [item.sceneBoundingRect() for item in window.scene.card_items]
    for seat in ("Anna", "Bram"):
        ids = [c.id for c in window.session.state.pile(win_pile(seat))]
        assert ids
        for chip_id in ids:
            chip = window.scene.chip_items[chip_id].sceneBoundingRect()
            assert not any(chip.intersects(card) for card in cards), (seat, chip_id)


def test_hand_names_are_legible_at_1280x800(make_window):
    from dealer_trainer.ui.table.items import LABEL_PX

    window = make_window(three_way(), size=(1280, 800))
    window.award.load_showdown(three_way())
    scale = window.view.transform().m11()
    assert (LABEL_PX - 1) * scale >= 11  # the smallest size a hand name or chip label is drawn at


def test_every_hand_name_fits_the_narrowest_win_spot_without_being_cut(make_window):
    """The deciding words are never elided: every name treys can give (all ranks), at 10 seats."""
    import itertools
    import random

    from PySide6.QtGui import QFontMetricsF

    from dealer_trainer.drills.showdown_drills import deal_cards
    from dealer_trainer.ui.samples import ten_seats
    from dealer_trainer.ui.table.award_layout import hand_name_forms
    from dealer_trainer.ui.table.items import LABEL_PX, font
    from dealer_trainer.wording.hand_names import describe_hand

    drill = deal_cards(ten_seats(), random.Random(5))
    window = make_window(drill, size=(1280, 800))
    window.award.load_showdown(drill)
    spots = [window.scene.win_spot(s.name) for s in window.session.drill.seats]
    narrowest = min(spot.rect.width() for spot in spots if spot is not None) - 16
    smallest = QFontMetricsF(font(LABEL_PX - 1, False))
    ranks = "23456789TJQKA"
    names = set()
    for hi, lo in itertools.permutations(ranks, 2):
        cards = [hi + "s", hi + "h", hi + "d", lo + "s", lo + "h"]
        names.add(describe_hand("Full House", cards))
        names.add(
            describe_hand(
                "Two Pair", [hi + "s", hi + "h", lo + "d", lo + "s", "2c" if "2" not in (hi, lo) else "3c"]
            )
        )
    for r in ranks:
        names |= {
            describe_hand(
                k, [r + "s", r + "h", r + "d", "2c" if r != "2" else "3c", "4d" if r != "4" else "5d"]
            )
            for k in ("Three of a Kind", "Pair")
        }
        names |= {
            describe_hand(k, [r + "s", "2c", "3d", "4h", "5s"])
            for k in ("Straight Flush", "Straight", "Flush")
        }
    too_long = [n for n in names if smallest.horizontalAdvance(hand_name_forms(n)[-1]) > narrowest]
    assert not too_long, (narrowest, too_long[:5])


def test_an_award_found_with_a_hint_is_not_right_first_time(award_window, mouse, qtbot):
    # hostile trial (stop 25): Hint named the pot and its winner, and the award still counted
    # right first time
    window = award_window(three_way())
    window.hint_action.trigger()
    drag_pot(window, mouse, 1, "Bram")
    drag_pot(window, mouse, 0, "Anna")
    with qtbot.waitSignal(window.award.award_checked) as blocker:
        check_text(window)
    assert blocker.args[0].correct
    assert window.award.result.hints == 1 and not window.award.result.right_first_time
    assert "right first time" not in window.panel.result.text().lower()


def test_hint_by_key_comes_in_steps_through_a_split_pot(award_window, qtbot):
    """Issue 30 §2: the first H names the pot and whose hands to look at, the second the split
    arithmetic (32 ÷ 3) without the shares, only the third the shares (11, 11, 10) and the win
    spots; each step counts as a hint and is recorded under the pot."""
    window = award_window(split_three())
    money = window.session.drill.stakes.format
    texts = []
    for _press in range(3):
        QTest.keyClick(window.view, Qt.Key.Key_H)
        texts.append(window.panel.text.toPlainText())
        if _press < 2:
            assert window.scene.spots[pot_pile(0)].hinted
            assert not any(window.scene.spots[win_pile(s)].hinted for s in ("Ada", "Ben", "Cal"))
    assert "Look at the hands of Ada, Ben and Cal" in texts[0] and money(11) not in texts[0]
    assert f"split it 3 ways, {money(32)} ÷ 3" in texts[1] and money(11) not in texts[1]
    assert f"Ben {money(11)}, Cal {money(11)}" in texts[2] or f"Cal {money(11)}" in texts[2]
    assert f"Ada {money(10)}" in texts[2]
    assert all(window.scene.spots[win_pile(s)].hinted for s in ("Ada", "Ben", "Cal"))
    result = window.award.result
    assert result.hints == 3 and result.hint_steps == {pot_pile(0): 3}


def test_a_run_hint_names_its_run_and_records_its_steps(make_window):
    from dealer_trainer.drills.piles import run_pile
    from dealer_trainer.drills.showdown_drills import showdown_for_seed

    drill = showdown_for_seed("run_twice", 1)
    window = make_window(drill)
    window.award.load_showdown(drill)
    window.hint_action.trigger()
    text = window.panel.text.toPlainText()
    assert "run 1" in text and "who is eligible for it?" in text
    (part,) = window.award.result.hint_steps
    assert part in {run_pile(pot.index, 1) for pot in drill.settlement().pots}  # recorded under run 1's part
    assert window.award.result.hint_steps[part] == 1 and window.award.result.hints == 1
