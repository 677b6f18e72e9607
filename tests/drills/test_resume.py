"""The resume file (no Qt): what is kept reads back the same, a damaged or foreign file is
refused in one line, a table that does not add up is refused, and a kept exam's time and its
sitting ended by quitting."""

from __future__ import annotations

import json

import pytest

from dealer_trainer.drills.exams import ExamDrillResult
from dealer_trainer.drills.models import Drill, DrillSeat, Stakes
from dealer_trainer.drills.resume import (
    FORMAT,
    DrillSetPosition,
    KeptDrill,
    KeptExam,
    KeptStreetHand,
    ResumeError,
    Score,
    TableMoves,
    TableSnapshot,
    TableStep,
    exam_table,
    load,
    parse,
    replace_kept,
    save,
    set_aside,
    table_dict,
    to_dict,
)
from dealer_trainer.drills.streets import new_street_drill
from dealer_trainer.engine.chips import CASH_CHIPS, break_down


def seat(name: str, position: str, committed: int, stack: int = 0) -> DrillSeat:
    chips = break_down(committed, CASH_CHIPS)
    return DrillSeat(name, position, stack, committed, chips, False, stack == 0)


def three_way() -> Drill:
    """Anna 40, Bram 100, Chris 250 all-in (as the window's sample)."""
    seats = (seat("Anna", "SB", 40), seat("Bram", "BB", 100), seat("Chris", "BTN", 250, 310))
    return Drill("", 1, "Three-way all-in", Stakes("cash", 1, 2), "cash", seats, button="Chris")


def heads_up() -> Drill:
    """Dana 300 and Eve 165."""
    seats = (seat("Dana", "SB", 300, 10), seat("Eve", "BB", 165))
    return Drill("", 1, "Heads up", Stakes("cash", 1, 2), "cash", seats, button="Dana")


# three_way's chips as laid out (Anna 40, Bram 100, Chris 250): ids 1-9
CHIPS = {1: (25, "Anna"), 2: (5, "Anna"), 3: (5, "Anna"), 4: (5, "Anna"), 5: (100, "Bram")}
CHIPS |= {6: (100, "Chris"), 7: (100, "Chris"), 8: (25, "Chris"), 9: (25, "Chris")}


def fresh() -> TableSnapshot:
    piles = {"dead": (), "front:Anna": (1, 2, 3, 4), "front:Bram": (5,), "front:Chris": (6, 7, 8, 9)}
    piles |= {"return:Anna": (), "return:Bram": (), "return:Chris": (), "pot:0": ()}
    return TableSnapshot(piles, CHIPS, 1, 10)


def anna_in() -> TableSnapshot:
    piles = dict(fresh().piles) | {"front:Anna": (), "pot:0": (1, 2, 3, 4)}
    return TableSnapshot(piles, CHIPS, 1, 10, {"pot:0": 40})


def kept_drill(**changes) -> KeptDrill:
    drills = (heads_up(), three_way())
    fields = {
        "drill": three_way(),
        "table": TableMoves(anna_in(), (TableStep("move", fresh(), anna_in()),), ()),
        "seconds": 12.5,
        "score": Score(checks=1, failed_checks=1, mistakes=2, codes=("uncalled_in_pot", "x")),
        "uid": "abc123",
        "trainee": "Anna",
        "drill_set": DrillSetPosition("Week 1", drills, 1),
    }
    return KeptDrill(**(fields | changes))


def kept_exam(**changes) -> KeptExam:
    fields = {
        "source": {"file": "/tmp/week3-exam.json"},
        "exam_id": "e" * 32,
        "title": "Week 3 exam",
        "pass_mark": 80,
        "drill_count": 3,
        "total_seconds": 600,
        "seconds_per_drill": None,
        "trainee": "Anna",
        "started_at": 1_000_000.0,
        "drill_started_at": 1_000_200.0,
        "index": 1,
        "results": (ExamDrillResult(1, True, 80.0, "checked", (), 1, 0),),
        "score": Score(checks=0),
        "table": table_dict(TableMoves(anna_in())),
        "as_it_stood": ExamDrillResult(2, False, 50.0, "quit", ("missing_side_pot",), 1, 0),
    }
    return KeptExam(**(fields | changes))


def round_trip(kept, tmp_path):
    path = tmp_path / "resume.json"
    save(path, kept)
    return load(path)


def test_a_half_built_drill_reads_back_the_same(tmp_path):
    kept = [kept_drill(), kept_exam(), KeptStreetHand(new_street_drill(2, seed=5), "Bram")]
    assert round_trip(kept, tmp_path) == kept
    data = json.loads((tmp_path / "resume.json").read_text())
    assert data["format"] == FORMAT and data["version"] == 1 and len(data["kept"]) == 3


def test_undo_and_redo_keep_their_newest_steps_and_the_file_its_size(tmp_path, monkeypatch):
    from dealer_trainer.drills import resume

    step = TableStep("move", fresh(), anna_in())
    (back,) = round_trip([kept_drill(table=TableMoves(anna_in(), (step,) * 80, (step,) * 70))], tmp_path)
    assert (len(back.table.undo), len(back.table.redo)) == (50, 50)
    monkeypatch.setattr(resume, "MAX_BYTES", 2000)
    with pytest.raises(OSError, match="more than 2,000"):
        save(tmp_path / "resume.json", [kept_drill()])
    assert round_trip([], tmp_path) == []  # nothing kept: no file


def test_nothing_to_keep_removes_the_file(tmp_path):
    save(tmp_path / "resume.json", [kept_drill()])
    save(tmp_path / "resume.json", [])
    assert not (tmp_path / "resume.json").exists() and load(tmp_path / "resume.json") == []


def test_each_trainee_keeps_one_drill_and_the_machine_one_exam():
    anna, bram = kept_drill(), kept_drill(trainee="Bram")
    kept = replace_kept(replace_kept([anna, kept_exam()], bram), kept_drill(seconds=3.0))
    assert [(type(k).__name__, getattr(k, "seconds", None)) for k in kept] == [
        ("KeptExam", None),
        ("KeptDrill", 12.5),
        ("KeptDrill", 3.0),
    ]
    assert replace_kept(kept, None) == [bram, kept_drill(seconds=3.0)]  # the exam gone
    assert replace_kept(kept, None, "Anna") == [kept_exam(), bram]


@pytest.mark.parametrize(
    ("text", "problem"),
    [
        ("[]", "not a dealer-trainer resume file"),
        ('{"format": "dealer-trainer-drills", "version": 1}', "not a dealer-trainer resume file"),
        ('{"format": "dealer-trainer-resume", "version": 2, "kept": []}', "version 2"),
        ('{"format": "dealer-trainer-resume", "version": 1, "kept": [{"kind": "pie"}]}', "kind"),
        ('{"format": "dealer-trainer-resume", "version": 1, "kept": [{"kind', "not JSON"),
        ('{"format": "dealer-trainer-resume", "format": "x"}', "not JSON"),
    ],
)
def test_a_foreign_or_damaged_file_is_refused_in_one_line(tmp_path, text, problem):
    path = tmp_path / "resume.json"
    path.write_text(text)
    with pytest.raises(ResumeError, match=problem) as caught:
        load(path)
    assert "\n" not in str(caught.value)
    aside = set_aside(path)
    assert aside == tmp_path / "resume.json.unreadable" and aside.read_text() == text
    assert not path.exists()
    path.write_text(text)
    assert set_aside(path) == tmp_path / "resume.json.unreadable-2"  # the first one is never lost


def add_chip(snapshot: dict) -> None:
    """A $5 chip more in front of Anna: chips made from nothing."""
    snapshot["chips"].append([10, 5, "Anna"])
    snapshot["piles"]["front:Anna"].append(10)
    snapshot["next_id"] = 11


def edited(change) -> dict:
    data = {"format": FORMAT, "version": 1, "kept": [to_dict(kept_drill())]}
    change(data["kept"][0])
    return data


@pytest.mark.parametrize(
    ("change", "problem"),
    [
        (lambda d: d["table"]["now"]["chips"].append([10, 5, "Anna"]), "lie in no pile"),
        (lambda d: add_chip(d["table"]["now"]), "add up to 395"),
        (lambda d: d["table"]["now"]["piles"]["pot:0"].append(5), "a chip in two places"),
        (lambda d: d["table"]["now"]["piles"].update({"front:Zoe": []}), "names no seat"),
        (lambda d: d["table"]["now"]["piles"].update({"tray": []}), "is not a pile"),
        (lambda d: d["table"]["undo"][0]["before"]["chips"].pop(), "is not a chip|not on the table"),
        (lambda d: d["table"]["now"].update({"pot_count": 12}), "pot_count"),
        (lambda d: d["score"].update({"checks": -1}), "score.checks"),
        (lambda d: d.update({"seconds": "soon"}), "seconds"),
        (lambda d: d["drill_set"].update({"index": 0}), "not the set's drill"),
        (lambda d: d["drill_set"].update({"index": 7}), "past the set"),
        (lambda d: d["drill"]["seats"].pop(), "drill"),
    ],
)
def test_a_table_that_is_not_the_drills_is_refused(change, problem):
    with pytest.raises(ResumeError, match=problem):
        parse(edited(change))


def test_a_kept_exam_has_its_time_left_and_ends_by_quitting():
    exam = kept_exam()
    assert exam.time_left(1_000_300.0) == 300.0  # wall clock: 5 of the 10 minutes left
    assert kept_exam(seconds_per_drill=120).time_left(1_000_300.0) == 20.0  # the drill's own limit
    result = exam.ended_by_quitting(1_000_700.0)
    assert [(d.position, d.right, d.ending) for d in result.drills] == [
        (1, True, "checked"),
        (2, False, "quit"),
        (3, False, "not_reached"),
    ]
    assert result.drills[1].mistake_codes == ("missing_side_pot",)
    assert result.seconds == 600.0 and result.started_at == 1_000_000.0 and result.trainee == "Anna"
    assert not result.passed


def test_an_exam_drills_table_is_checked_against_the_drill_once_it_is_known():
    assert exam_table(kept_exam(), three_way()) == TableMoves(anna_in())
    assert exam_table(kept_exam(table=None), three_way()) is None
    with pytest.raises(ResumeError, match="names no seat|is not a chip"):
        exam_table(kept_exam(), heads_up())


def test_an_exam_whose_handed_in_drills_do_not_lead_to_its_position_is_refused():
    data = {"format": FORMAT, "version": 1, "kept": [to_dict(kept_exam(index=2))]}
    with pytest.raises(ResumeError, match="does not follow"):
        parse(data)
    data = {"format": FORMAT, "version": 1, "kept": [to_dict(kept_exam()), to_dict(kept_exam())]}
    with pytest.raises(ResumeError, match="more than one exam"):
        parse(data)


@pytest.mark.parametrize(
    "changes",
    [
        {"started_at": 1_003_000.0, "drill_started_at": 1_003_100.0},  # both moved past the clock
        {"drill_started_at": 1_000_900.0},  # the drill dealt after now
        {"drill_started_at": 999_000.0},  # the drill dealt before the exam began
    ],
)
def test_a_kept_exam_whose_start_was_moved_has_no_time_left(changes):
    # hostile trial: starts moved 3,000 s forward in resume.json gave a 10-minute exam 45:00 left
    exam = kept_exam(**changes)
    assert exam.time_left(1_000_300.0) == 0.0
    assert exam.ended_by_quitting(1_000_300.0).seconds <= 600.0
