"""``dealer-trainer school``: per-trainee logins on a real PostgreSQL server, and the class
printed from a progress file or the server."""

from __future__ import annotations

import csv
import io
import uuid

import psycopg

from dealer_trainer.cli import main
from dealer_trainer.storage.postgres import open_postgres
from dealer_trainer.storage.results import DrillResult
from dealer_trainer.storage.sqlite_store import open_sqlite


def test_secure_and_add_logins_then_each_trainee_sees_only_their_own(
    pg_server, tmp_path, capsys, monkeypatch
):
    url = pg_server.url()
    tag = uuid.uuid4().hex[:6]
    ana, teacher = f"ana_{tag}", f"teacher_{tag}"
    monkeypatch.setenv("DEALER_TRAINER_DB", url)
    assert main(["school", "secure"]) == 0
    assert "Row-level security is on" in capsys.readouterr().out
    secret = tmp_path / "pw.txt"
    secret.write_text("s3cret\n", encoding="utf-8")
    assert main(["school", "add-login", ana, "--password-file", str(secret)]) == 0
    assert main(["school", "add-login", teacher, "--instructor", "--db", url]) == 0
    out = capsys.readouterr().out
    assert f"Added {ana} as a trainee." in out and f"Added {teacher} as an instructor." in out
    with psycopg.connect(url) as db:  # the password was set, and is not the file's newline
        assert db.execute(
            "SELECT rolpassword IS NOT NULL FROM pg_authid WHERE rolname = %s", (ana,)
        ).fetchone() == (True,)
    owner = open_postgres(url, tmp_path / "q.sqlite3", fallbacks=[])
    owner.record(DrillResult("L1-222222-2", 1, "pots", True, 5.0, uid=f"x{tag}"), "someone_else")
    owner.close()
    mine = open_postgres(url.replace("postgres@", f"{ana}@"), tmp_path / "a.sqlite3", fallbacks=[])
    assert mine.count() == 0  # row-level security is on: another trainee's row is not hers
    mine.close()
    # a second login of the same name is refused in one line, exit 2
    assert main(["school", "add-login", ana]) == 2
    err = capsys.readouterr().err
    assert err.startswith("dealer-trainer school: the database refused:") and err.count("\n") == 1


def test_bad_input_is_one_line(tmp_path, capsys, monkeypatch):
    monkeypatch.delenv("DEALER_TRAINER_DB", raising=False)
    assert main(["school", "secure"]) == 2
    assert "--db URL or DEALER_TRAINER_DB" in capsys.readouterr().err
    assert main(["school", "add-login", "ana", "--db", str(tmp_path / "progress.sqlite3")]) == 2
    assert "is not a postgresql:// URL" in capsys.readouterr().err
    empty = tmp_path / "empty.txt"
    empty.write_text("\n", encoding="utf-8")
    assert (
        main(
            [
                "school",
                "add-login",
                "ana",
                "--db",
                "postgresql://x@localhost/y",
                "--password-file",
                str(empty),
            ]
        )
        == 2
    )
    assert "the password is empty" in capsys.readouterr().err


def test_the_class_from_a_progress_file_as_a_table_and_as_csv(tmp_path, capsys):
    path = tmp_path / "progress.sqlite3"
    store = open_sqlite(path, fallbacks=[])
    store.add_trainee("Ana")
    store.record(DrillResult("L3-222222-2", 3, "pots", False, 30.0, ("wrong_level",)), "Ana")
    store.record(DrillResult("L3-222223-2", 3, "pots", True, 50.0), "Ana")
    store.close()
    exams = str(tmp_path / "exams.sqlite3")
    assert main(["school", "class", "--db", str(path), "--exams", exams]) == 0
    table = capsys.readouterr().out
    assert "Ana" in table and "50 %" in table and "wrong_level×1" in table and "0/0" in table
    assert main(["school", "class", "--db", str(path), "--exams", exams, "--csv"]) == 0
    (row,) = csv.DictReader(io.StringIO(capsys.readouterr().out))
    assert (row["trainee"], row["drills"], row["recent_median_seconds"]) == ("Ana", "2", "40.0")


def test_class_only_reads_it_never_creates_or_moves_a_file(tmp_path, capsys):
    import os

    garbage = tmp_path / "garb.db"
    garbage.write_bytes(b"\x00" * 4096)
    folder = tmp_path / "dir.db"
    folder.mkdir()
    fifo = tmp_path / "fifo"
    os.mkfifo(fifo)
    cases = {
        str(garbage): "not a progress file",
        str(folder): "not a regular file",
        str(fifo): "not a regular file",
        str(tmp_path / "none.db"): "no such file",
        "mysql://x@y/z": "is not a postgresql:// URL",
    }
    for where, words in cases.items():
        assert main(["school", "class", "--db", where]) == 2, where
        err = capsys.readouterr().err
        assert words in err and err.count("\n") == 1, (where, err)
    assert sorted(p.name for p in tmp_path.iterdir()) == [
        "dir.db",
        "fifo",
        "garb.db",
    ]  # nothing moved or made
    assert garbage.read_bytes() == b"\x00" * 4096
