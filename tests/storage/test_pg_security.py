"""The school's server after ``school secure``, on a real PostgreSQL server with password logins:
a trainee's own login cannot forge results (no UPDATE, DELETE or direct INSERT on a results
table), the password of a new login never reaches the server, and a URL whose password would be
read as its host is refused before it is saved or shown."""

from __future__ import annotations

import csv
import io
import json
import time
import uuid
from urllib.parse import quote

import psycopg
import pytest

from dealer_trainer.commands import main
from dealer_trainer.drills.exams import make_exam, seal_exam
from dealer_trainer.drills.files import DrillSet
from dealer_trainer.drills.generator import new_drill
from dealer_trainer.storage.postgres import open_postgres
from dealer_trainer.storage.progress import DrillResult, StoreError

PASSWORD = "Horse-Staple-93"
#: One exam drill as ``per_drill`` holds it: right, 1 s, checked.
ONE_DRILL = '[[1, 1, 1.0, "checked", "", 1, 0]]'
THREE_DRILLS = json.dumps([[n, 1, 1.0, "checked", "", 1, 0] for n in (1, 2, 3)])


def login_url(server, database_url: str, name: str, password: str = PASSWORD) -> str:
    """``database_url`` (the owner's) for the login ``name`` with its password."""
    return database_url.replace("postgres@", f"{name}:{quote(password, safe='')}@")


def add_trainee_login(tmp_path, url: str, name: str, password: str = PASSWORD) -> None:
    secret = tmp_path / f"{name}.pw"
    secret.write_text(password + "\n", encoding="utf-8")
    assert main(["school", "add-login", name, "--password-file", str(secret), "--db", url]) == 0


@pytest.fixture
def school(pw_server, tmp_path, capsys):
    """A secured school database: the owner's URL, a trainee login (with its password) that has
    one wrong drill and one failed sitting of a published 3-drill exam, made by the owner."""
    made = make_school(pw_server, tmp_path)
    capsys.readouterr()
    return made


def make_school(pw_server, tmp_path):
    url = pw_server.url()
    tag = uuid.uuid4().hex[:6]
    ana = f"ana_{tag}"
    open_postgres(url, tmp_path / "owner.sqlite3", fallbacks=[]).close()  # the owner makes the schema
    assert main(["school", "secure", "--db", url]) == 0
    add_trainee_login(tmp_path, url, ana)
    drills = DrillSet("Pot module", "Ms. V", "", tuple(new_drill(2, s) for s in (1, 2, 3)))
    exam = make_exam(drills, total_seconds=600, pass_mark=80)
    with psycopg.connect(url) as db:
        db.execute(
            "INSERT INTO exams (exam_id, title, drill_count, pass_mark, published_at, file)"
            " VALUES (%s, 'Pot module', 3, 80, %s, %s)",
            (exam.exam_id, time.time(), json.dumps(seal_exam(exam))),
        )
        db.execute("INSERT INTO trainees (name, created_at) VALUES (%s, %s)", (ana, time.time()))
        db.execute(
            "INSERT INTO drill_results (uid, trainee, finished_at, code, level, kind, right_first_time,"
            " seconds, mistakes, mistake_codes, day) VALUES (%s, %s, %s, 'L2-222222-2', 2, 'pots', 0,"
            " 40.0, 2, 'amount_off wrong_seats', 20000)",
            (f"wrong{tag}", ana, time.time()),
        )
        db.execute(
            "INSERT INTO exam_results (uid, trainee, exam_id, title, started_at, seconds, pass_mark,"
            " drills, right_drills, passed, per_drill) VALUES (%s, %s, %s, 'Pot module', %s, 300.0,"
            " 80, 3, 1, 0, '[]')",
            (f"failed{tag}", ana, exam.exam_id, time.time() - 400),
        )
    return {"url": url, "ana": ana, "exam_id": exam.exam_id, "tag": tag, "server": pw_server}


def owner_rows(url: str, query: str, params=()) -> list[tuple]:
    with psycopg.connect(url) as db:
        return db.execute(query, params).fetchall()


def forgery(url: str, statement: str, params=()) -> None:
    """Run ``statement`` as the trainee's login; it must be refused (the forgery succeeded when
    it was not)."""
    with psycopg.connect(url) as db:
        try:
            db.execute(statement, params)
        except psycopg.errors.InsufficientPrivilege:
            return
        pytest.fail(f"forgery succeeded: {statement}")


def test_a_trainee_cannot_rewrite_her_drills_as_right_first_time(school):
    ana_url = login_url(school["server"], school["url"], school["ana"])
    forgery(ana_url, "UPDATE drill_results SET right_first_time = 1, mistakes = 0, mistake_codes = ''")
    forgery(ana_url, "DELETE FROM drill_results")
    assert owner_rows(school["url"], "SELECT right_first_time, mistakes FROM drill_results") == [(0, 2)]


def test_a_trainee_cannot_insert_perfect_drills(school):
    ana_url = login_url(school["server"], school["url"], school["ana"])
    forgery(
        ana_url,
        "INSERT INTO drill_results (uid, trainee, finished_at, code, level, kind, right_first_time,"
        " seconds, mistakes, mistake_codes, day) SELECT 'fake' || n, current_user, 1.7e9 + n,"
        " 'L4-222222-2', 4, 'pots', 1, 20.0, 0, '', 20000 FROM generate_series(1, 1000) AS n",
    )
    assert owner_rows(school["url"], "SELECT count(*) FROM drill_results") == [(1,)]


def test_a_trainee_cannot_insert_a_passing_sitting_never_taken(school):
    ana_url = login_url(school["server"], school["url"], school["ana"])
    forgery(
        ana_url,
        "INSERT INTO exam_results (uid, trainee, exam_id, title, started_at, seconds, pass_mark,"
        " drills, right_drills, passed, per_drill) VALUES ('never', current_user, %s, 'Pot module',"
        " 1.7e9, 200.0, 80, 3, 3, 1, '[]')",
        (school["exam_id"],),
    )
    assert owner_rows(school["url"], "SELECT uid FROM exam_results") == [(f"failed{school['tag']}",)]


def test_a_trainee_cannot_turn_a_failed_sitting_into_a_pass(school):
    ana_url = login_url(school["server"], school["url"], school["ana"])
    forgery(ana_url, "UPDATE exam_results SET passed = 1, right_drills = drills")
    forgery(ana_url, "DELETE FROM exam_results")
    assert owner_rows(school["url"], "SELECT passed, right_drills FROM exam_results") == [(0, 1)]


def test_add_login_sends_a_scram_verifier_never_the_password(pw_server, tmp_path, capsys):
    url = pw_server.url()
    name = f"bram_{uuid.uuid4().hex[:6]}"
    assert main(["school", "secure", "--db", url]) == 0
    add_trainee_login(tmp_path, url, name, "Sunny-Trombone-71")
    add_trainee_login(tmp_path, url, f"{name}_2", "Sunny-Trombone-71")
    secret = tmp_path / "again.pw"
    secret.write_text("Rainy-Tuba-28\n", encoding="utf-8")
    assert main(["school", "add-login", name, "--password-file", str(secret), "--db", url]) == 2  # exists
    log = pw_server.log.read_text(encoding="utf-8", errors="replace")
    assert f'CREATE ROLE "{name}" LOGIN' in log and "SCRAM-SHA-256$4096:" in log  # the statements were logged
    assert "Sunny-Trombone-71" not in log and "Rainy-Tuba-28" not in log
    with psycopg.connect(login_url(pw_server, url, name, "Sunny-Trombone-71")) as db:  # it logs in
        assert db.execute("SELECT current_user").fetchone() == (name,)
    with pytest.raises(psycopg.OperationalError, match="password authentication failed"):
        psycopg.connect(login_url(pw_server, url, name, "Rainy-Tuba-28"))
    capsys.readouterr()


BAD_URLS = [
    "postgresql://ana:Sekrit/Wordy@school.example/class",
    "postgresql://ana:Sekrit#Wordy@school.example/class",
    "postgresql://ana:Sekrit?Wordy@school.example/class",
    "postgresql://ana:Sekrit@Wordy@school.example/class",
]


@pytest.mark.parametrize("url", BAD_URLS)
def test_a_url_whose_password_holds_an_unencoded_delimiter_is_refused_in_one_line(
    url, tmp_path, capsys, monkeypatch
):
    monkeypatch.delenv("DEALER_TRAINER_DB", raising=False)
    for args in (
        ["school", "list", "--db", url],
        ["school", "secure", "--db", url],
        ["exam", "results", "--db", url],
    ):
        assert main(args) == 2, args
        err = capsys.readouterr().err
        assert err.count("\n") == 1 and "%2F" in err and "%23" in err and "%3F" in err, err
        assert "%40" in err and "%3A" in err and "Sekrit" not in err and "Wordy" not in err, err
    with pytest.raises(StoreError, match="percent-encoded") as refused:
        open_postgres(url, tmp_path / "q.sqlite3", fallbacks=[])
    assert "Sekrit" not in str(refused.value) and "Wordy" not in str(refused.value)
    assert not (tmp_path / "q.sqlite3").exists()


def trainee_store(school, tmp_path, name="ana"):
    url = login_url(school["server"], school["url"], school["ana"])
    store = open_postgres(url, tmp_path / f"{name}-queue.sqlite3", fallbacks=[])
    assert store.by_functions and store.status.severity == "ok", store.status.message
    return store


def age_starts(school, seconds: float = 10.0) -> None:
    """Move every start back ``seconds`` (as if the trainee had taken that long)."""
    with psycopg.connect(school["url"]) as db:
        db.execute("UPDATE drill_starts SET started_at = started_at - %s", (seconds,))
        db.execute("UPDATE exam_starts SET started_at = started_at - %s", (seconds,))


def test_drill_results_go_in_through_the_servers_starts(school, tmp_path, capsys):
    ana = trainee_store(school, tmp_path)
    before = time.time()
    ana.drill_started("d1", "L2-AAAAAA-2")
    age_starts(school)
    ana.record(
        DrillResult("L2-AAAAAA-2", 2, "pots", False, 8.0, ("amount_off",), uid="d1", finished_at=1e9),
        school["ana"],
    )
    # the award completes its own row, never for the better
    ana.record(
        DrillResult("L2-AAAAAA-2", 2, "pots_and_award", False, 9.0, ("amount_off", "odd_chip"), uid="d1"),
        school["ana"],
    )
    assert ana.waiting() == 0 and ana.status.severity == "ok", ana.status.message
    [(kind, right, codes, flags, at)] = owner_rows(
        school["url"],
        "SELECT kind, right_first_time, mistake_codes, flags, finished_at FROM drill_results"
        " WHERE uid = 'd1'",
    )
    assert (kind, right, codes, flags) == ("pots_and_award", 0, "amount_off odd_chip", "")
    assert at >= before - 1  # the server's clock, not the 1e9 this machine claimed
    ana.record(
        DrillResult("L2-AAAAAA-2", 2, "pots_and_award", True, 9.0, uid="d1"), school["ana"]
    )  # made right after
    assert ana.waiting() == 1 and "never changed for the better" in ana.status.message
    assert owner_rows(school["url"], "SELECT right_first_time FROM drill_results WHERE uid = 'd1'") == [(0,)]
    ana.queue._write([("DELETE FROM drill_results", ())])  # noqa: SLF001 - the refused row, for the next
    # too soon after its start: refused and kept on this machine, the trainee told
    ana.drill_started("d2", "L3-BBBBBB-2")
    ana.record(DrillResult("L3-BBBBBB-2", 3, "pots", True, 0.5, uid="d2"), school["ana"])
    assert ana.waiting() == 1 and ana.status.severity == "error"
    assert "sooner than 3 s after its start" in ana.status.message
    # a drill abandoned at once (a quick Next) is no claim: kept
    ana.queue._write([("DELETE FROM drill_results", ())])  # noqa: SLF001
    ana.drill_started("d4", "L3-DDDDDD-2")
    ana.record(
        DrillResult("L3-DDDDDD-2", 3, "pots", False, 0.5, uid="d4", outcome="abandoned"), school["ana"]
    )
    assert ana.waiting() == 0 and owner_rows(
        school["url"], "SELECT flags FROM drill_results WHERE uid = 'd4'"
    ) == [("",)]
    # a drill dealt while no start could be had is kept, flagged queued
    ana.record(DrillResult("L1-CCCCCC-2", 1, "pots", True, 30.0, uid="d3"), school["ana"])
    assert owner_rows(school["url"], "SELECT flags FROM drill_results WHERE uid = 'd3'") == [("queued",)]
    # by hand, with the functions: a start used twice, a start never issued, another's start
    with psycopg.connect(login_url(school["server"], school["url"], school["ana"])) as db:
        start = ana.drill_starts["d1"]
        for bad_start, words in ((start, "has its result already"), (987654, "no such drill start")):
            with pytest.raises(psycopg.errors.CheckViolation, match=words):
                db.execute(
                    "SELECT record_drill(%s, 'forged', 'L2-AAAAAA-2', 2, 'pots', 1, 5.0, '', 'solved', 0,"
                    " false)",
                    (bad_start,),
                )
            db.rollback()
    assert owner_rows(school["url"], "SELECT count(*) FROM drill_results WHERE uid = 'forged'") == [(0,)]
    ana.close()
    # the instructor's class shows the flag
    assert main(["school", "class", "--db", school["url"]]) == 0
    [line] = [x for x in capsys.readouterr().out.splitlines() if x.startswith(school["ana"])]
    assert line.split()[1:4] == ["4", "(1", "queued)"], line
    assert main(["school", "class", "--db", school["url"], "--csv"]) == 0
    (row,) = csv.DictReader(io.StringIO(capsys.readouterr().out))
    assert (row["drills"], row["flagged_drills"]) == ("4", "queued×1")


def test_exam_sittings_are_checked_against_the_servers_start_count_and_pass_mark(school, tmp_path, capsys):
    from dealer_trainer.drills.exams import ExamDrillResult, ExamResult

    def sitting(rights, mark=80, exam_id=school["exam_id"], started=None):
        drills = tuple(ExamDrillResult(i + 1, r, 20.0) for i, r in enumerate(rights))
        return ExamResult(exam_id, "Pot module", school["ana"], started or time.time(), 30.0, mark, drills)

    ana = trainee_store(school, tmp_path)
    ana.exam_started(school["exam_id"])
    age_starts(school)  # 10 s for 3 drills: sooner than 1 s a drill is flagged unverified
    first = ana.record_sitting(sitting([True, True, True], mark=1))
    [(mark, passed, flags, seconds)] = owner_rows(
        school["url"], "SELECT pass_mark, passed, flags, seconds FROM exam_results WHERE uid = %s", (first,)
    )
    assert (mark, passed, flags) == (80, 1, "") and seconds < 30  # the server's pass mark and clock
    with psycopg.connect(login_url(school["server"], school["url"], school["ana"])) as db:
        [(start,)] = owner_rows(school["url"], "SELECT start_id FROM exam_starts")
        with pytest.raises(psycopg.errors.CheckViolation, match="ended already"):  # one sitting per start
            db.execute(
                "SELECT record_sitting(%s, 'again', %s, 'x', 1.0, 1.0, 1, %s, false)",
                (start, school["exam_id"], THREE_DRILLS),
            )
    ana.exam_started(school["exam_id"])  # a failed sitting reported as passed is graded on the server
    age_starts(school)
    failed = ana.record_sitting(
        ExamResult(
            school["exam_id"], "Pot module", "", time.time(), 30.0, 1, sitting([True, False, False]).drills
        )
    )
    assert ana.waiting() == 0, ana.status.message
    assert owner_rows(school["url"], "SELECT passed FROM exam_results WHERE uid = %s", (failed,)) == [(0,)]
    ana.exam_started(school["exam_id"])
    ana.record_sitting(sitting([True, True]))  # not the exam's drill count: refused, kept here
    assert ana.waiting() == 1 and "the sitting has 2 drills, the exam 3" in ana.status.message
    ana.queue._write([("DELETE FROM exam_results", ())])  # noqa: SLF001
    ana.exam_started(school["exam_id"])
    age_starts(school, 600 + 121)  # ended after the time limit plus 120 s: kept, flagged late
    late = ana.record_sitting(sitting([True, True, True]))
    local = ana.record_sitting(sitting([True], exam_id="a-local-exam-file"))  # never published
    unstarted = ana.record_sitting(sitting([True, True, True], started=time.time() - 50))  # no start
    flags = dict(owner_rows(school["url"], "SELECT uid, flags FROM exam_results"))
    assert (flags[late], flags[local], flags[unstarted]) == ("late", "unverified", "queued,unverified")
    [(arrived,)] = owner_rows(
        school["url"], "SELECT arrived_at FROM exam_results WHERE uid = %s", (unstarted,)
    )
    assert arrived >= time.time() - 60  # the server's time of arrival is kept beside the sitting's own
    ana.close()
    # the instructor's views show the flags: exam results, the class
    assert main(["exam", "results", "--db", school["url"], "--json"]) == 0
    listed = {tuple(r["flags"]) for r in json.loads(capsys.readouterr().out)}
    assert listed == {(), ("late",), ("unverified",), ("queued", "unverified")}
    assert main(["exam", "results", "--db", school["url"]]) == 0
    table = capsys.readouterr().out
    for words in ("PASS (late)", "PASS (unverified)", "PASS (queued, unverified)", "FAIL"):
        assert words in table, (words, table)
    assert main(["school", "class", "--db", school["url"], "--csv"]) == 0
    (row,) = csv.DictReader(io.StringIO(capsys.readouterr().out))
    assert sorted(row["flagged_exams"].split()) == ["late×1", "queued×1", "unverified×2"]
    assert main(["school", "class", "--db", school["url"]]) == 0
    assert "(2 unverified, 1 late, 1 queued)" in capsys.readouterr().out


def test_a_temporary_table_cannot_stand_in_for_the_servers_own(school):
    with psycopg.connect(login_url(school["server"], school["url"], school["ana"])) as db:
        db.execute(
            "CREATE TEMP TABLE exams (exam_id text, title text, drill_count integer, pass_mark integer,"
            " published_at double precision, file text)"
        )
        db.execute("INSERT INTO exams VALUES (%s, 'Pot module', 1, 1, 0, '{}')", (school["exam_id"],))
        db.execute(
            "CREATE TEMP TABLE drill_starts (start_id bigint, trainee text, code text,"
            " started_at double precision, result_uid text)"
        )
        db.execute("INSERT INTO drill_starts VALUES (424242, current_user, 'L4-222222-2', 0, NULL)")
        assert db.execute("SELECT drill_count FROM exams").fetchone() == (1,)  # shadowed for her queries
        with pytest.raises(psycopg.errors.CheckViolation, match="the sitting has 1 drills, the exam 3"):
            db.execute(
                "SELECT record_sitting(NULL, 'shadow', %s, 'x', 1.0, 1.0, 1, %s, false)",
                (school["exam_id"], ONE_DRILL),
            )
        db.rollback()
        with pytest.raises(psycopg.errors.CheckViolation, match="no such drill start"):
            db.execute(
                "SELECT record_drill(424242, 'shadow', 'L4-222222-2', 4, 'pots', 1, 5.0, '', 'solved', 0,"
                " false)"
            )
    assert owner_rows(school["url"], "SELECT count(*) FROM exam_results WHERE uid = 'shadow'") == [(0,)]


def test_only_a_trainees_login_may_call_the_result_functions(school, tmp_path):
    teacher = f"teacher_{school['tag']}"
    secret = tmp_path / "t.pw"
    secret.write_text(PASSWORD + "\n", encoding="utf-8")
    assert (
        main(
            [
                "school",
                "add-login",
                teacher,
                "--instructor",
                "--password-file",
                str(secret),
                "--db",
                school["url"],
            ]
        )
        == 0
    )
    with psycopg.connect(login_url(school["server"], school["url"], teacher)) as db:
        with pytest.raises(psycopg.errors.InsufficientPrivilege):
            db.execute("SELECT start_drill('L1-222222-2')")
        db.rollback()
        with pytest.raises(psycopg.errors.InsufficientPrivilege):
            db.execute("UPDATE exam_results SET passed = 1")
    rows = owner_rows(
        school["url"],
        "SELECT p.proname, p.prosecdef, p.proconfig, has_function_privilege('public', p.oid, 'EXECUTE')"
        " FROM pg_proc AS p"
        " WHERE p.proname IN ('start_drill', 'record_drill', 'start_exam', 'record_sitting')",
    )
    assert len(rows) == 4
    for name, definer, config, public in rows:
        assert definer and not public, name
        assert config == ["search_path=pg_catalog, public, pg_temp"], (name, config)


def test_results_sent_from_the_offline_queue_are_kept_with_the_arrival_time_and_flagged_queued(tmp_path):
    from pg_server import PgTestServer

    server = PgTestServer(password_logins=True)
    try:
        made = make_school(server, tmp_path)
        ana = trainee_store(made, tmp_path)
        ana.drill_started("q1", "L2-AAAAAA-2")  # dealt while the server was there
        age_starts(made)
        server.stop()
        ana.record(DrillResult("L2-AAAAAA-2", 2, "pots", True, 20.0, uid="q1"), made["ana"])
        ana.drill_started("q2", "L2-BBBBBB-2")  # dealt while it was down: no start
        ana.record(DrillResult("L2-BBBBBB-2", 2, "pots", False, 25.0, ("amount_off",), uid="q2"), made["ana"])
        assert ana.waiting() == 2 and "cannot be reached" in ana.status.message
        server.start()
        back = time.time()
        ana.retry_now()
        assert ana.sync() == 2 and ana.waiting() == 0 and ana.status.severity == "ok"
        rows = owner_rows(
            made["url"], "SELECT uid, flags, finished_at FROM drill_results WHERE uid IN ('q1', 'q2')"
        )
        assert sorted((uid, flags) for uid, flags, _at in rows) == [("q1", "queued"), ("q2", "queued")]
        assert all(at >= back - 1 for _uid, _flags, at in rows)  # stored at the server's arrival time
        ana.close()
    finally:
        server.remove()


def test_a_trainee_has_a_limited_number_of_open_drill_starts(school):
    from dealer_trainer.storage.pg_security import MAX_OPEN_DRILL_STARTS

    with psycopg.connect(login_url(school["server"], school["url"], school["ana"]), autocommit=True) as db:
        starts = [db.execute("SELECT start_drill('L1-222222-2')").fetchone()[0] for _ in range(25)]
        age_starts(school)
        with pytest.raises(psycopg.errors.CheckViolation, match="has its result already"):  # expired
            db.execute(
                "SELECT record_drill(%s, 'banked', 'L1-222222-2', 1, 'pots', 1, 9.0, '', 'solved', 0, false)",
                (starts[0],),
            )
        db.execute(
            "SELECT record_drill(%s, 'newest', 'L1-222222-2', 1, 'pots', 1, 9.0, '', 'solved', 0, false)",
            (starts[-1],),
        )
    open_starts = owner_rows(school["url"], "SELECT count(*) FROM drill_starts WHERE result_uid IS NULL")
    assert open_starts == [(MAX_OPEN_DRILL_STARTS - 1,)]
