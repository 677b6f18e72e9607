"""``dealer-trainer school``: per-trainee logins on a real PostgreSQL server, and the class
printed from a progress file or the server."""

from __future__ import annotations

import csv
import io
import json
import uuid

import psycopg

from dealer_trainer.commands import main
from dealer_trainer.storage.exams import ExamStore
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
    ExamStore(exams).close()
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


def _exam_and_set(tmp_path):
    from dealer_trainer.drills.exams import make_exam, save_exam
    from dealer_trainer.drills.files import DrillSet, save_drill_set
    from dealer_trainer.drills.generator import new_drill

    drills = tuple(new_drill(2, s) for s in (1, 2))
    exam_file, set_file = tmp_path / "exam.json", tmp_path / "week5.json"
    save_exam(exam_file, make_exam(DrillSet("Pot module", "Ms. V", "", drills), total_seconds=300))
    save_drill_set(set_file, DrillSet("", "Ms. V", "", drills))
    return exam_file, set_file


def test_publish_list_and_get_on_the_server_then_the_class_shows_the_servers_exam_results(
    pg_server, tmp_path, capsys, monkeypatch
):
    from dealer_trainer.drills.exams import ExamDrillResult, ExamResult, load_exam

    url = pg_server.url()
    monkeypatch.setattr("dealer_trainer.storage.postgres.default_queue_path", lambda: tmp_path / "q.sqlite3")
    exam_file, set_file = _exam_and_set(tmp_path)
    assert main(["school", "list", "--db", url]) == 0
    assert capsys.readouterr().out == "Nothing is published yet.\n"
    assert main(["school", "publish", str(exam_file), "--db", url]) == 0
    exam_id = load_exam(exam_file).exam_id
    assert capsys.readouterr().out == (
        f"Published exam 'Pot module' (2 drills, pass mark 80 %); its id is {exam_id}.\n"
    )
    assert main(["school", "publish", str(set_file), "--db", url]) == 0  # untitled: named by its file
    assert main(["school", "publish", str(set_file), "--db", url, "--name", "Week 5"]) == 0
    assert capsys.readouterr().out.splitlines()[-1] == "Published drill set 'Week 5' (2 drills)."
    assert main(["school", "list", "--db", url]) == 0
    table = capsys.readouterr().out.splitlines()
    assert table[0].split() == ["kind", "id", "or", "name", "title", "drills", "pass", "mark", "published"]
    assert table[2].split()[:5] == ["exam", exam_id, "Pot", "module", "2"]
    assert [line.split()[:3] for line in table[3:]] == [["drill", "set", "Week"], ["drill", "set", "week5"]]
    # another machine fetches the exam as handed out: still sealed, opens the same
    got = tmp_path / "got.json"
    assert main(["school", "get", "--exam", exam_id, "--out", str(got), "--db", url]) == 0
    assert load_exam(got).exam_id == exam_id and '"hole"' not in got.read_text(encoding="utf-8")
    assert main(["school", "get", "--set", "Week 5", "--out", str(tmp_path / "s.json"), "--db", url]) == 0
    assert main(["school", "get", "--set", "Nope", "--out", str(tmp_path / "n.json"), "--db", url]) == 2
    assert "No drill set 'Nope' is published." in capsys.readouterr().err
    assert not (tmp_path / "n.json").exists()
    # an exam result on the server is the class's; this machine's exam results file is not read
    store = open_postgres(url, tmp_path / "m2.sqlite3", fallbacks=[])
    store.record_sitting(
        ExamResult(exam_id, "Pot module", "Ana", 1e9, 200.0, 80, (ExamDrillResult(1, True, 9.0),))
    )
    store.close()
    assert main(["exam", "results", "--db", url, "--json"]) == 0  # the server's sittings
    [sitting] = json.loads(capsys.readouterr().out)
    assert (sitting["trainee"], sitting["exam_id"], sitting["passed"]) == ("Ana", exam_id, True)
    assert main(["exam", "results", "--db", url, "--exam-id", "other"]) == 0
    assert capsys.readouterr().out.startswith("No exam results saved yet (postgresql://")
    assert main(["school", "class", "--db", url, "--csv"]) == 0
    (row,) = csv.DictReader(io.StringIO(capsys.readouterr().out))
    assert (row["trainee"], row["exams"], row["exams_passed"], row["last_exam"]) == (
        "Ana",
        "1",
        "1",
        "Pot module",
    )


def test_a_bad_or_tampered_file_is_not_published_and_an_unreachable_server_is_one_line(
    pg_server, tmp_path, capsys, monkeypatch
):
    url = pg_server.url()
    monkeypatch.setattr("dealer_trainer.storage.postgres.default_queue_path", lambda: tmp_path / "q.sqlite3")
    exam_file, _set = _exam_and_set(tmp_path)
    data = json.loads(exam_file.read_text(encoding="utf-8"))
    data["pass_mark"] = 20
    exam_file.write_text(json.dumps(data), encoding="utf-8")
    assert main(["school", "publish", str(exam_file), "--db", url]) == 2
    err = capsys.readouterr().err
    assert "pass_mark: 20 does not match the sealed exam" in err and err.count("\n") == 1
    garbage = tmp_path / "g.json"
    garbage.write_text("{", encoding="utf-8")
    assert main(["school", "publish", str(garbage), "--db", url]) == 2
    assert capsys.readouterr().err.count("\n") == 1
    down = "postgresql://ana:pw@/x?host=" + str(tmp_path / "no-server")
    for args in (["list"], ["class"], ["secure"], ["publish", str(_set)]):
        assert main(["school", *args, "--db", down]) == 2
        err = capsys.readouterr().err
        assert err.count("\n") == 1 and "cannot be reached" in err and "pw" not in err, (args, err)
    assert main(["exam", "results", "--db", down]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "cannot be reached" in err and "pw" not in err, err


def test_class_never_touches_an_exams_file_that_is_not_ours(tmp_path, capsys):
    path = tmp_path / "progress.sqlite3"
    open_sqlite(path, fallbacks=[]).close()
    notes = tmp_path / "notes.txt"
    notes.write_text("my notes", encoding="utf-8")
    assert main(["school", "class", "--db", str(path), "--exams", str(notes)]) == 2
    assert "cannot read the exam results" in capsys.readouterr().err
    assert notes.read_text(encoding="utf-8") == "my notes"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["notes.txt", "progress.sqlite3"]


def test_a_passphrase_sealed_exam_is_published_only_with_its_passphrase_and_checked_with_it(
    tmp_path, capsys, monkeypatch
):
    from dealer_trainer.drills.exams import make_exam, save_exam
    from dealer_trainer.drills.files import DrillSet
    from dealer_trainer.drills.generator import new_drill

    monkeypatch.delenv("DEALER_TRAINER_EXAM_PASSPHRASE", raising=False)
    path = tmp_path / "progress.sqlite3"
    open_sqlite(path, fallbacks=[]).close()
    exam_file = tmp_path / "exam.json"
    drills = tuple(new_drill(2, s) for s in (1, 2))
    save_exam(exam_file, make_exam(DrillSet("Pot module", "Ms. V", "", drills), total_seconds=300), "horse")
    edited = json.loads(exam_file.read_text(encoding="utf-8"))
    edited["pass_mark"] = 1  # "Pass mark: 1 %" in the plain fields: was published silently
    edited_file = tmp_path / "edited.json"
    edited_file.write_text(json.dumps(edited), encoding="utf-8")
    secret = tmp_path / "passphrase.txt"
    secret.write_text("horse\n", encoding="utf-8")
    cases = [
        ([str(exam_file)], "sealed with the instructor's passphrase"),
        ([str(edited_file)], "sealed with the instructor's passphrase"),
        ([str(edited_file), "--passphrase-file", str(secret)], "pass_mark: 1 does not match the sealed exam"),
    ]
    for args, words in cases:
        assert main(["school", "publish", *args, "--db", str(path)]) == 2, args
        err = capsys.readouterr().err
        assert words in err and err.count("\n") == 1, (args, err)
    store = open_sqlite(path, fallbacks=[])
    assert store.published_exams() == []
    store.close()
    assert (
        main(["school", "publish", str(exam_file), "--passphrase-file", str(secret), "--db", str(path)]) == 0
    )
    assert "Published exam 'Pot module' (2 drills, pass mark 80 %)" in capsys.readouterr().out


def test_an_empty_drill_set_name_is_refused_in_one_line(tmp_path, capsys):
    path = tmp_path / "progress.sqlite3"
    open_sqlite(path, fallbacks=[]).close()
    _exam, set_file = _exam_and_set(tmp_path)
    for name in ("", "   "):
        assert main(["school", "publish", str(set_file), "--name", name, "--db", str(path)]) == 2
        err = capsys.readouterr().err
        assert "--name is empty" in err and err.count("\n") == 1, err
    store = open_sqlite(path, fallbacks=[])
    assert store.published_drill_sets() == []  # not published under the file's stem
    store.close()
