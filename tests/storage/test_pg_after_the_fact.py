"""What a hostile trainee's login tried on the school's server after ``school secure`` (a real
PostgreSQL server with password logins): rewriting a stored drill through ``record_drill``,
sittings of a published exam with no start or ended at once, times that are no numbers, and a
phantom trainee through ``SET ROLE``."""

from __future__ import annotations

import json
import math
import uuid

import psycopg
import pytest
import test_pg_security
from test_pg_security import THREE_DRILLS, age_starts, login_url, owner_rows

from dealer_trainer.storage.progress import StoreError

school = test_pg_security.school  # the fixture: a secured school database
RECORD = "SELECT record_drill(%s, %s, %s, %s, %s, %s, %s, %s, %s, 0, false)"


def trainee_db(school):
    return psycopg.connect(login_url(school["server"], school["url"], school["ana"]), autocommit=True)


def stored(school, uid):
    return owner_rows(
        school["url"],
        "SELECT kind, outcome, right_first_time, seconds, mistakes, mistake_codes FROM drill_results"
        " WHERE uid = %s",
        (uid,),
    )


def test_a_stored_drill_is_only_completed_never_rewritten(school):
    code, owners = "L2-ABCDEF-2", f"wrong{school['tag']}"
    with trainee_db(school) as db:
        start = db.execute("SELECT start_drill(%s)", (code,)).fetchone()[0]
        db.execute(RECORD, (start, "w1", code, 2, "pots", 0, 10.0, "amount_off wrong_seats", "wrong"))
        refused = [
            (None, "w1", code, 2, "pots", 0, 10.0, "amount_off wrong_seats", "solved"),  # wrong -> solved
            (None, "w1", code, 2, "pots", 0, 10.0, "amount_off wrong_seats", "abandoned"),
            (None, "w1", code, 2, "showdown", 0, 10.0, "amount_off wrong_seats", "wrong"),  # another kind
            (None, "w1", code, 2, "pots", 0, 10.0, "odd_chip dead_money", "wrong"),  # codes replaced
            (None, "w1", code, 2, "pots", 0, 10.0, "amount_off", "wrong"),  # a code taken away
            (None, "w1", code, 3, "pots", 0, 10.0, "amount_off wrong_seats", "wrong"),  # another level
            (None, "w1", code, 2, "pots", 0, 9.0, "amount_off wrong_seats", "wrong"),  # less time
            # the owner's row: its outcome and codes are not the trainee's to change either
            (None, owners, "L2-222222-2", 2, "pots", 0, 40.0, "x y", "solved"),
            (None, owners, "L2-222222-2", 2, "pots", 0, 40.0, "amount_off wrong_seats", "abandoned"),
        ]
        for params in refused:
            with pytest.raises(psycopg.errors.InsufficientPrivilege, match="never changed"):
                db.execute(RECORD, params)
        assert stored(school, "w1") == [("pots", "wrong", 0, 10.0, 2, "amount_off wrong_seats")]
        assert stored(school, owners) == [("pots", "solved", 0, 40.0, 2, "amount_off wrong_seats")]
        # what one attempt's row legitimately becomes: its award, wrong after a right build,
        # a drill left and resumed, more codes after the old ones, more seconds
        db.execute(
            RECORD, (None, "w1", code, 2, "pots_and_award", 0, 12.0, "amount_off wrong_seats odd", "wrong")
        )
        assert stored(school, "w1") == [("pots_and_award", "wrong", 0, 12.0, 3, "amount_off wrong_seats odd")]
        db.execute(RECORD, (None, "s1", code, 2, "pots", 1, 20.0, "", "solved"))
        db.execute(RECORD, (None, "s1", code, 2, "pots_and_award", 1, 25.0, "", "solved"))
        db.execute(RECORD, (None, "s1", code, 2, "pots_and_award", 0, 30.0, "odd_chip", "wrong"))
        assert stored(school, "s1") == [("pots_and_award", "wrong", 0, 30.0, 1, "odd_chip")]
        db.execute(RECORD, (None, "a1", code, 2, "pots", 0, 5.0, "", "abandoned"))
        db.execute(RECORD, (None, "a1", code, 2, "pots", 0, 50.0, "", "solved"))  # resumed and built right
        assert stored(school, "a1") == [("pots", "solved", 0, 50.0, 0, "")]


@pytest.mark.parametrize("bad", [math.nan, math.inf, -math.inf, -1e9, -0.5])
def test_times_that_are_no_finite_seconds_are_refused_in_one_line(school, bad):
    with trainee_db(school) as db:
        with pytest.raises(psycopg.errors.CheckViolation, match="finite number of seconds, 0 or more"):
            db.execute(RECORD, (None, "d", "L1-222222-2", 1, "pots", 0, bad, "", "wrong"))
        for started, seconds in ((bad, 100.0), (1.7e9, bad)):
            with pytest.raises(psycopg.errors.CheckViolation, match="finite number of seconds, 0 or more"):
                db.execute(
                    "SELECT record_sitting(NULL, 'x', %s, 'x', %s, %s, 80, %s, false)",
                    (school["exam_id"], started, seconds, THREE_DRILLS),
                )
    assert owner_rows(school["url"], "SELECT count(*) FROM exam_results") == [(1,)]  # the owner's only


def test_a_sitting_the_server_cannot_time_is_kept_flagged_unverified(school):
    with trainee_db(school) as db:
        # a published exam with no start: kept (never lose a sitting), its time the client's
        db.execute(
            "SELECT record_sitting(NULL, 'nostart', %s, 'x', 1.7e9, 200.0, 80, %s, false)",
            (school["exam_id"], THREE_DRILLS),
        )
        # three drills handed in at once after the start: no drill is built that fast
        start = db.execute("SELECT start_exam(%s)", (school["exam_id"],)).fetchone()[0]
        db.execute(
            "SELECT record_sitting(%s, 'fast', %s, 'x', 1.7e9, 200.0, 80, %s, false)",
            (start, school["exam_id"], THREE_DRILLS),
        )
        start = db.execute("SELECT start_exam(%s)", (school["exam_id"],)).fetchone()[0]
        age_starts(school, 30)
        db.execute(
            "SELECT record_sitting(%s, 'timed', %s, 'x', 1.7e9, 200.0, 80, %s, false)",
            (start, school["exam_id"], THREE_DRILLS),
        )
    flags = dict(owner_rows(school["url"], "SELECT uid, flags FROM exam_results"))
    assert (flags["nostart"], flags["fast"], flags["timed"]) == ("queued,unverified", "unverified", "")


def test_a_trainees_login_adds_no_phantom_trainee_through_set_role(school):
    with trainee_db(school) as db:
        db.execute("SET ROLE dealer_trainee")
        with pytest.raises(psycopg.errors.InsufficientPrivilege):
            db.execute("INSERT INTO trainees (name, created_at) VALUES ('dealer_trainee', 0)")
        # the rows read are still the login's own
        assert db.execute("SELECT DISTINCT trainee FROM drill_results").fetchall() == [(school["ana"],)]
        db.execute("RESET ROLE")
        with pytest.raises(psycopg.errors.InsufficientPrivilege):  # not even her own name: the functions do
            db.execute(
                "INSERT INTO trainees (name, created_at) VALUES (%s, 0) ON CONFLICT DO NOTHING",
                (school["ana"],),
            )
    assert owner_rows(school["url"], "SELECT name FROM trainees") == [(school["ana"],)]
    policies = owner_rows(school["url"], "SELECT policyname, qual, with_check FROM pg_policies")
    functions = owner_rows(
        school["url"],
        "SELECT proname, prosrc FROM pg_proc WHERE proname IN ('start_drill', 'record_drill', 'start_exam',"
        " 'record_sitting')",
    )
    assert len(policies) == 6 and len(functions) == 4
    for name, *texts in policies + functions:
        assert not any("current_user" in (t or "") for t in texts), name


def test_a_new_trainee_appears_with_her_first_start(pw_server, tmp_path):
    from test_pg_security import add_trainee_login

    from dealer_trainer.commands import main
    from dealer_trainer.storage.postgres import open_postgres

    url, noor = pw_server.url(), f"noor_{uuid.uuid4().hex[:6]}"
    open_postgres(url, tmp_path / "owner.sqlite3", fallbacks=[]).close()
    assert main(["school", "secure", "--db", url]) == 0
    add_trainee_login(tmp_path, url, noor)
    store = open_postgres(login_url(pw_server, url, noor), tmp_path / "q.sqlite3", fallbacks=[])
    assert store.by_functions and store.add_trainee(noor) == noor  # no write: the server adds her
    with pytest.raises(StoreError, match="adds no other trainee"):
        store.add_trainee("someone_else")
    store.drill_started("n1", "L1-222222-2")
    assert list(store.trainees()) == [noor]
    store.close()


def test_a_listing_shows_a_stored_time_that_is_no_time_as_unknown(school, capsys):
    from dealer_trainer.commands import main

    with psycopg.connect(school["url"]) as db:  # stored before the server refused such times
        for uid, started, seconds in (("inf", "Infinity", "Infinity"), ("nan", "-Infinity", "NaN")):
            db.execute(
                "INSERT INTO exam_results (uid, trainee, exam_id, title, started_at, seconds, pass_mark,"
                " drills, right_drills, passed, per_drill) VALUES (%s, %s, %s, 'Pot module', %s, %s,"
                " 80, 3, 3, 1, '[]')",
                (uid, school["ana"], school["exam_id"], started, seconds),
            )
    capsys.readouterr()
    assert main(["exam", "results", "--db", school["url"]]) == 0
    table = capsys.readouterr().out.splitlines()
    assert len(table) == 5 and sum(line.startswith("unknown") for line in table) == 2, table
    assert main(["exam", "results", "--db", school["url"], "--json"]) == 0
    listed = json.loads(capsys.readouterr().out)
    assert len(listed) == 3 and sum(r["started_at"] is None and r["seconds"] is None for r in listed) == 2
    for args in (["school", "class"], ["school", "class", "--csv"]):  # the class view lists them too
        assert main([*args, "--db", school["url"]]) == 0
        assert school["ana"] in capsys.readouterr().out


@pytest.mark.parametrize(
    "where",
    [
        "POSTGRESQL://ana:Sek/ritPW@school.example/class",
        "Postgres://ana:Sek#ritPW@school.example/class",
        "host=school.example password=SekritPW dbname=class",
        "host=school.example password='Sek rit PW' dbname=class",
    ],
)
def test_a_server_in_another_spelling_is_refused_never_printed_or_made_a_folder(
    where, tmp_path, capsys, monkeypatch
):
    from dealer_trainer.commands import main
    from dealer_trainer.storage.postgres import is_postgres

    assert is_postgres(where)
    monkeypatch.chdir(tmp_path)
    monkeypatch.delenv("DEALER_TRAINER_DB", raising=False)
    for args in (["school", "list"], ["school", "class"], ["exam", "results"], ["school", "secure"]):
        assert main([*args, "--db", where]) == 2, args
        out, err = capsys.readouterr()
        assert err.count("\n") == 1 and not any(
            p in out + err for p in ("ritPW", "rit PW", "Sek/", "Sek#")
        ), err
    assert list(tmp_path.iterdir()) == []


def test_a_url_with_its_scheme_in_capitals_reaches_the_server(school, capsys):
    from dealer_trainer.commands import main

    capsys.readouterr()
    url = "POSTGRESQL" + school["url"].removeprefix("postgresql")
    assert main(["school", "list", "--db", url]) == 0
    assert school["exam_id"] in capsys.readouterr().out
    assert main(["exam", "results", "--db", url.replace("POSTGRESQL", "PostgreSQL"), "--json"]) == 0
    assert len(json.loads(capsys.readouterr().out)) == 1
