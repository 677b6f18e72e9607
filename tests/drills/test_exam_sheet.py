"""The exam result sheet's rows and CSV (issue 27 §6), headless, with hand-worked values."""

from __future__ import annotations

import csv
import io

from dealer_trainer.drills.exam_sheet import ENDED_VALUES, SHEET_COLUMNS, ended_value, sheet_csv, sheet_rows
from dealer_trainer.drills.exams import ENDINGS, ExamDrillResult, ExamResult, make_exam, with_kinds
from dealer_trainer.drills.files import DrillSet
from dealer_trainer.drills.models import Drill, DrillSeat, Stakes
from dealer_trainer.engine.chips import CASH_CHIPS, break_down


def sitting(*drills: ExamDrillResult) -> ExamResult:
    return ExamResult("e1", "Week 3 exam", "Anna", 1_700_000_000.0, 301.0, 80, drills)


def test_the_csv_has_exactly_its_columns_and_one_hand_worked_row_per_drill():
    result = sitting(
        ExamDrillResult(1, True, 42.04, "checked", (), 1, 0, "pots"),
        ExamDrillResult(
            2,
            False,
            90.26,
            "time_up",
            ("amount_off", "uncalled_in_pot", "amount_off"),
            2,
            1,
            "pots_and_award",
        ),
        ExamDrillResult(3, False, 12.0, "closed", ("pots_merged",), 1, 0, "pots"),
        ExamDrillResult(4, False, 61.0, "solution_shown", (), 1, 0, "pots"),
        ExamDrillResult(5, False, 33.0, "abandoned", kind="pots"),
        ExamDrillResult(6, False, 0.0, "not_reached"),
    )
    text = sheet_csv(result)
    assert text == (
        "drill,kind,right,seconds,mistakes,ended\n"
        "1,pots,yes,42.0,,checked\n"
        "2,pots_and_award,no,90.3,amount_off×2 uncalled_in_pot,time_up\n"
        "3,pots,no,12.0,pots_merged,quit\n"  # saved as 'closed' (the window closed): a quit
        "4,pots,no,61.0,,solution_shown\n"
        "5,pots,no,33.0,,abandoned\n"
        "6,,no,,,not_reached\n"  # never dealt: no time; saved before the kind was kept: no kind
    )
    rows = list(csv.reader(io.StringIO(text)))
    assert tuple(rows[0]) == SHEET_COLUMNS == ("drill", "kind", "right", "seconds", "mistakes", "ended")
    assert all(row[5] for row in rows[1:])  # how it ended is filled for every drill


def test_every_ending_has_words_and_an_ended_value_and_old_values_stay_readable():
    assert set(ENDED_VALUES) == {
        "checked",
        "time_up",
        "not_reached",
        "solution_shown",
        "quit",
        "abandoned",
        "unanswered",
    }
    for ending in ENDINGS:
        assert ended_value(ending) in ENDED_VALUES
    assert {"quit", "abandoned", "closed"} <= set(ENDINGS)
    assert ended_value("closed") == "quit"
    assert ended_value("a_newer_ending") == "a_newer_ending"  # never passed off as 'checked'


def test_rows_come_in_the_exams_order_with_mistakes_counted_in_the_order_first_made():
    result = sitting(
        ExamDrillResult(2, True, 30.0, kind="pots"),
        ExamDrillResult(1, False, 50.0, "checked", ("b", "a", "b", "c", "a", "b"), 3, 0, "pots"),
    )
    rows = sheet_rows(result)
    assert [r.drill for r in rows] == [1, 2]
    assert rows[0].mistakes == (("b", 3), ("a", 2), ("c", 1))
    assert rows[0].csv_row() == ["1", "pots", "no", "50.0", "b×3 a×2 c", "checked"]


def _seat(name, position, committed, hole):
    return DrillSeat(name, position, 0, committed, break_down(committed, CASH_CHIPS), False, True, hole)


def test_a_drill_with_every_hand_and_the_board_is_built_and_awarded_the_others_built():
    cards = Drill(
        "",
        1,
        "Award",
        Stakes("cash", 1, 2),
        "cash",
        [
            _seat("Anna", "SB", 40, "7s7c"),
            _seat("Bram", "BB", 100, "AhAd"),
            _seat("Chris", "BTN", 250, "QdQh"),
        ],
        "Chris",
        board="Kc7h2c8h4d",
    )
    no_cards = Drill(
        "",
        1,
        "Pots",
        Stakes("cash", 1, 2),
        "cash",
        [_seat("Anna", "SB", 40, ""), _seat("Bram", "BB", 100, ""), _seat("Chris", "BTN", 250, "")],
        "Chris",
    )
    exam = make_exam(DrillSet("Week 3 exam", drills=(no_cards, cards)), total_seconds=600)
    drills = with_kinds([ExamDrillResult(1, True, 20.0), ExamDrillResult(2, False, 0.0, "not_reached")], exam)
    assert [d.kind for d in drills] == ["pots", "pots_and_award"]
    assert sheet_csv(sitting(*drills)).splitlines()[1:] == [
        "1,pots,yes,20.0,,checked",
        "2,pots_and_award,no,,,not_reached",
    ]
