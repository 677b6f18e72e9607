"""The school's server after ``school secure``, on a real PostgreSQL server with password logins:
a trainee's own login cannot forge results (no UPDATE, DELETE or direct INSERT on a results
table), the password of a new login never reaches the server, and a URL whose password would be
read as its host is refused before it is saved or shown."""

from __future__ import annotations

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
from dealer_trainer.storage.progress import StoreError

PASSWORD = "Horse-Staple-93"


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
    capsys.readouterr()
    return {"url": url, "ana": ana, "exam_id": exam.exam_id, "tag": tag, "server": pw_server}


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
