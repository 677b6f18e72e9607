"""The school's server grades a sitting of an exam with a written part and the table on its own
copy of the exam's parts and marks, whatever the trainee's program says (issue 31 §4)."""

from __future__ import annotations

import json
import time

import psycopg
from test_pg_security import age_starts, make_school, owner_rows, trainee_store

from dealer_trainer.drills.exam_parts import ExamParts
from dealer_trainer.drills.exams import ExamDrillResult, ExamResult, make_exam, seal_exam
from dealer_trainer.drills.files import DrillSet
from dealer_trainer.drills.generator import new_drill
from dealer_trainer.drills.written import make_written


def publish(school, parts):
    drills = DrillSet("Course exam", "Ms. V", "", tuple(new_drill(2, s) for s in (1, 2)))
    exam = make_exam(drills, total_seconds=600, written=make_written(4, 3), parts=parts)
    with psycopg.connect(school["url"]) as db:
        db.execute("DELETE FROM exams")
    with psycopg.connect(school["url"]) as db:
        db.execute(
            "INSERT INTO exams (exam_id, title, drill_count, pass_mark, published_at, file)"
            " VALUES (%s, 'Course exam', 6, %s, %s, %s)",
            (exam.exam_id, parts.total, time.time(), json.dumps(seal_exam(exam))),
        )
    return exam


def sit(school, tmp_path, exam, rights, told_passed):
    ana = trainee_store(school, tmp_path)
    ana.exam_started(exam.exam_id)
    age_starts(school, 60)
    drills = tuple(ExamDrillResult(i, r, 5.0) for i, r in enumerate(rights, 1))
    # the program's own grade is sent as it stands; the server grades again
    result = ExamResult(exam.exam_id, "Course exam", "", time.time(), 60.0, 1 if told_passed else 100, drills)
    uid = ana.record_sitting(result)
    assert ana.waiting() == 0, ana.status.message
    ana.close()
    [(passed,)] = owner_rows(school["url"], "SELECT passed FROM exam_results WHERE uid = %s", (uid,))
    return passed


def test_the_server_weighs_the_parts_and_each_parts_mark(pw_server, tmp_path):
    school = make_school(pw_server, tmp_path)
    # 4 written, 2 at the table; total 80, each part 60
    exam = publish(school, ExamParts((("written", 30), ("table", 70)), 80, 60))
    # written 2 of 4 (50 %), table 2 of 2: 15 + 70 = 85 % but the written part is below 60 %
    assert sit(school, tmp_path, exam, [True, True, False, False, True, True], told_passed=True) == 0
    # written 3 of 4 (75 %), table 2 of 2: 22.5 + 70 = 92.5 %: a pass, though 5 of 6 unweighted
    assert sit(school, tmp_path, exam, [True, True, True, False, True, True], told_passed=False) == 1
    # written 4 of 4, table 1 of 2 (50 %): 30 + 35 = 65 %: a fail, though 5 of 6 is 83 % unweighted
    assert sit(school, tmp_path, exam, [True, True, True, True, True, False], told_passed=True) == 0
