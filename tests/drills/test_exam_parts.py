"""Exams with a written part and the table, weighted (issue 31 §4): the file's version 2, the
written questions dealt again from their specs, the grade by part, and version-1 files as before."""

from __future__ import annotations

import json

import pytest

from dealer_trainer.commands import main
from dealer_trainer.drills.errors import DrillError
from dealer_trainer.drills.exam_parts import ExamParts
from dealer_trainer.drills.exams import ExamDrillResult, ExamResult, load_exam, make_exam, save_exam
from dealer_trainer.drills.files import DrillSet, save_drill_set
from dealer_trainer.drills.generator import drill_for_seed
from dealer_trainer.drills.streets import StreetDrill, street_drill_from_code
from dealer_trainer.drills.written import WRITTEN_KINDS, make_written, question_from_spec, written_results


def mixed_set():
    entries = (drill_for_seed(3, 11), street_drill_from_code("T1-22225D"), drill_for_seed(2, 4))
    return DrillSet(
        "Course exam", "Ms. V", "", tuple(e for e in entries if hasattr(e, "seats")), entries=entries
    )


def result(rights, questions, parts):
    drills = tuple(ExamDrillResult(i, r, 1.0) for i, r in enumerate(rights, 1))
    return ExamResult("x", "t", "Anna", 0.0, 10.0, parts.total if parts else 80, drills, (), questions, parts)


def test_the_weighted_total_and_each_parts_mark_decide_hand_worked():
    parts = ExamParts((("written", 30), ("table", 70)), 80, None)
    # written 3 of 4 (75 %), table 5 of 6 (83.3 %): 0.3 × 75 + 0.7 × 83.33 = 80.83 %
    r = result([True, True, True, False] + [True] * 5 + [False], 4, parts)
    assert r.percent == 80 and r.passed
    # the same with 70 % for each part: passes; with 80 % for each part, the written 75 % fails it
    assert result(
        [True, True, True, False] + [True] * 5 + [False], 4, ExamParts(parts.weights, 80, 70)
    ).passed
    assert not result(
        [True, True, True, False] + [True] * 5 + [False], 4, ExamParts(parts.weights, 80, 80)
    ).passed
    # written 2 of 4 (50 %), table 6 of 6: 15 + 70 = 85 % — passed on the total, failed by a part mark
    r = result([True, True, False, False] + [True] * 6, 4, ExamParts(parts.weights, 80, {"written": 60}))
    assert r.percent == 85 and not r.passed
    # exactly on the mark passes (compared exactly, never rounded up): 0.5 × 60 + 0.5 × 100 = 80
    even = ExamParts((("written", 50), ("table", 50)), 80, None)
    assert result([True] * 3 + [False] * 2 + [True] * 2, 5, even).passed
    assert not result([True] * 3 + [False] * 2 + [True, False], 5, even).passed


def test_a_version_2_exam_round_trips_with_its_written_part_and_street_hand(tmp_path):
    written = make_written(4, 3)
    exam = make_exam(
        mixed_set(), total_seconds=1800, written=written, parts=ExamParts(total=75, each_part=60)
    )
    path = tmp_path / "exam.json"
    save_exam(path, exam)
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["version"] == 2 and data["question_count"] == 4 and data["drill_count"] == 3
    assert data["parts"] == [{"kind": "written", "weight": 30}, {"kind": "table", "weight": 70}]
    assert data["pass"] == {"total": 75, "each_part": 60}
    assert "min_raise" not in path.read_text(encoding="utf-8")  # the questions are sealed
    opened = load_exam(path)
    assert opened.written == written and opened.parts == exam.parts
    assert isinstance(opened.entries[1], StreetDrill)
    assert [question_from_spec(s).answer for s in opened.written] == [
        question_from_spec(s).answer for s in written
    ]


def test_an_edited_part_weight_is_refused_as_altered(tmp_path):
    exam = make_exam(mixed_set(), total_seconds=600, written=make_written(2, 5))
    path = tmp_path / "exam.json"
    save_exam(path, exam)
    data = json.loads(path.read_text(encoding="utf-8"))
    data["parts"][0]["weight"] = 90
    with pytest.raises(DrillError) as err:
        from dealer_trainer.drills.exams import open_exam

        open_exam(data)
    assert err.value.code == "exam_altered"


def test_a_pot_drill_exam_stays_version_1(tmp_path):
    exam = make_exam(DrillSet("Pots", "", "", (drill_for_seed(2, 4),)), total_seconds=600)
    path = tmp_path / "exam.json"
    save_exam(path, exam)
    assert json.loads(path.read_text(encoding="utf-8"))["version"] == 1
    assert load_exam(path).parts is None


def test_each_written_kind_deals_and_grades_its_own_answer():
    specs = make_written(len(WRITTEN_KINDS), 17)
    kinds = {s["kind"] for s in specs}
    assert kinds == set(WRITTEN_KINDS)
    questions = [question_from_spec(s) for s in specs]
    right = [q.answer if q.options else q.stakes.format(q.answer) for q in questions]
    assert all(r.right for r in written_results(questions, right, 9.0, "checked"))
    wrong = [
        (q.answer + 1) % len(q.options) if q.options else q.stakes.format(q.answer + 1) for q in questions
    ]
    results = written_results(questions, wrong, 9.0, "checked")
    assert not any(r.right for r in results) and all(r.mistake_codes for r in results)
    assert not written_results(questions[:1], [None], 1.0, "time_up")[0].right


def test_exam_make_takes_a_written_part_and_a_street_hand(tmp_path, capsys):
    drills = tmp_path / "mixed.json"
    save_drill_set(drills, mixed_set())
    out = tmp_path / "exam.json"
    args = [
        "exam",
        "make",
        str(drills),
        "--out",
        str(out),
        "--minutes",
        "30",
        "--written",
        "6",
        "--seed",
        "3",
    ]
    assert main([*args, "--pass-each", "60"]) == 0
    text = capsys.readouterr().out
    assert (
        "3 drills" in text
        and "Parts: written 30 (6 questions), table 70; pass: 80 % in all, 60 % in each part" in text
    )
    assert main(["exam", "show", str(out)]) == 0
    shown = capsys.readouterr().out
    assert "Written questions: 6" in shown and "Seal: checked" in shown
    assert main([*args[:-2], "--weights", "30"]) == 2
    assert "--weights" in capsys.readouterr().err


def test_trial_findings_in_exam_files_are_one_line_each(tmp_path, capsys):
    drills = tmp_path / "mixed.json"
    save_drill_set(drills, mixed_set())
    out = tmp_path / "exam.json"
    base = [
        "exam",
        "make",
        str(drills),
        "--out",
        str(out),
        "--minutes",
        "30",
        "--written",
        "2",
        "--seed",
        "3",
    ]
    for weights in ("²,70", "３０,７０", "100,100", "30,30"):  # digits only, adding up to 100
        assert main([*base, "--weights", weights]) == 2
        err = capsys.readouterr().err
        assert "--weights" in err and len(err.strip().splitlines()) == 1
    assert main(base) == 0
    capsys.readouterr()
    data = json.loads(out.read_text(encoding="utf-8"))
    for bad in ({"parts": [data["parts"][0], {"kind": ["table"], "weight": 70}]}, {"version": 1}):
        path = tmp_path / "bad.json"
        path.write_text(json.dumps(data | bad), encoding="utf-8")
        assert main(["exam", "show", str(path)]) == 2
        err = capsys.readouterr().err
        assert len(err.strip().splitlines()) == 1 and "Traceback" not in err


def test_a_table_only_version_2_exam_names_no_written_part(tmp_path, capsys):
    drills = tmp_path / "streets.json"
    save_drill_set(drills, DrillSet("Streets", "", "", (), entries=(street_drill_from_code("T1-22225D"),)))
    assert main(["exam", "make", str(drills), "--out", str(tmp_path / "e.json"), "--minutes", "5"]) == 0
    text = capsys.readouterr().out
    assert "Parts: table 70" in text and "written" not in text.split("Parts:")[1]


def test_an_unanswered_question_is_not_answered_rather_than_a_wrong_ruling():
    (spec,) = make_written(1, 3, ("min_raise",))
    (result,) = written_results([question_from_spec(spec)], [None], 5.0, "checked")
    assert not result.right and result.ending == "unanswered" and result.mistake_codes == ()


def test_a_written_questions_hand_is_told_in_dutch():
    from dealer_trainer import i18n
    from dealer_trainer.drills.streets import new_street_drill
    from dealer_trainer.drills.written import hand_so_far

    sd = new_street_drill(1, 7)
    i18n.set_language("nl")
    try:
        lines = hand_so_far(sd, 0)
    finally:
        i18n.set_language("en")
    stacks = next(line for line in lines if line.startswith("Stapels: "))
    assert stacks.endswith(f"; knop: {sd.table.button}.") and "Stacks" not in " ".join(lines)
