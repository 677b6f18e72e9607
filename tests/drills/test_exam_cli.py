"""``dealer-trainer exam``: make a sealed exam, show its plain fields, list saved results; and
``drill`` and ``check`` refuse an exam file in one line (exit 2)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from dealer_trainer.commands import main
from dealer_trainer.drills.exams import ExamDrillResult, ExamResult, exam_info, load_exam
from dealer_trainer.drills.files import DrillSet, save_drill_set
from dealer_trainer.drills.generator import new_drill
from dealer_trainer.storage.exams import ExamStore


@pytest.fixture
def drills_file(tmp_path):
    path = tmp_path / "week3.json"
    save_drill_set(path, DrillSet("Week 3", "Ms. V", "", tuple(new_drill(2, s) for s in (1, 2, 3))))
    return path


def make(tmp_path, drills_file, *extra: str) -> tuple[int, str]:
    out = tmp_path / "exam.json"
    code = main(["exam", "make", str(drills_file), "--out", str(out), *extra])
    return code, str(out)


def test_exam_make_seals_the_set_with_the_limits_mark_and_aids(tmp_path, drills_file, capsys):
    code, out = make(tmp_path, drills_file, "--minutes", "10", "--per-drill", "90", "--allow", "hints,undo")
    assert code == 0
    said = capsys.readouterr().out
    assert said.startswith(f"wrote exam 'Week 3' to {out}: 3 drills, 10:00 in total; 1:30 per drill")
    assert "pass mark 80 %" in said and "aids: hints, undo" in said and "program's own key" in said
    exam = load_exam(out)
    assert (exam.total_seconds, exam.seconds_per_drill, exam.pass_mark) == (600, 90, 80)
    assert exam.aids == {"hints", "undo"}
    assert main(["exam", "show", out]) == 0
    shown = capsys.readouterr().out
    assert "Drills: 3" in shown and "Time: 10:00 in total; 1:30 per drill" in shown
    assert "Aids allowed: hints, undo" in shown and "Sealed with: the program's own key" in shown
    assert '"hole"' not in Path(out).read_text(encoding="utf-8")


def test_a_passphrase_from_a_file_or_the_environment(tmp_path, drills_file, capsys, monkeypatch):
    secret = tmp_path / "pass.txt"
    secret.write_text("Tuesday class 7\n", encoding="utf-8")
    code, out = make(
        tmp_path, drills_file, "--minutes", "5", "--pass", "90", "--passphrase-file", str(secret)
    )
    assert code == 0 and "sealed with your passphrase" in capsys.readouterr().out
    assert load_exam(out, "Tuesday class 7").pass_mark == 90
    monkeypatch.setenv("DEALER_TRAINER_EXAM_PASSPHRASE", "from the environment")
    code, out = make(tmp_path, drills_file, "--per-drill", "60")
    assert code == 0
    assert exam_info(json.loads(Path(out).read_text(encoding="utf-8"))).needs_passphrase
    assert len(load_exam(out, "from the environment").drills) == 3


@pytest.mark.parametrize(
    ("args", "message"),
    [
        ([], "give a time limit: --minutes (the whole exam), --per-drill (seconds), or both"),
        (["--minutes", "0"], "--minutes 0 must be above 0"),
        (["--minutes", "nan"], "--minutes nan must be above 0"),
        (["--per-drill", "0"], "--per-drill 0 must be from 1 to 86,400 seconds"),
        (["--minutes", "5", "--pass", "0"], "--pass 0 must be a per cent from 1 to 100"),
        (["--minutes", "5", "--allow", "hints,calculator"], "--allow: 'calculator' is not an aid"),
    ],
)
def test_bad_options_get_one_line_and_exit_2(tmp_path, drills_file, capsys, args, message):
    code, out = make(tmp_path, drills_file, *args)
    err = capsys.readouterr().err
    assert code == 2 and message in err and err.count("\n") == 1
    assert not (tmp_path / "exam.json").exists()


def test_an_empty_passphrase_file_is_refused(tmp_path, drills_file, capsys):
    empty = tmp_path / "empty.txt"
    empty.write_text("\n", encoding="utf-8")
    code, _ = make(tmp_path, drills_file, "--minutes", "5", "--passphrase-file", str(empty))
    assert code == 2 and "the passphrase is empty" in capsys.readouterr().err


def test_drill_answer_and_check_refuse_an_exam_file(tmp_path, drills_file, capsys):
    code, out = make(tmp_path, drills_file, "--minutes", "10")
    assert code == 0
    capsys.readouterr()
    build = tmp_path / "build.json"
    build.write_text('{"pots": []}', encoding="utf-8")
    for argv in (
        ["drill", "--file", out, "--answer"],
        ["drill", "--file", out, "--scenario"],
        ["check", "--file", out, "--build", str(build)],
        ["exam", "make", out, "--out", str(tmp_path / "again.json"), "--minutes", "3"],
    ):
        assert main(argv) == 2, argv
        captured = capsys.readouterr()
        assert captured.out == ""
        assert captured.err.count("\n") == 1
        assert "an exam file: its drills and answers are sealed" in captured.err


def test_exam_results_lists_the_saved_sittings(tmp_path, capsys):
    db = tmp_path / "exams.sqlite3"
    assert main(["exam", "results", "--db", str(db)]) == 2  # a file named that is not there
    assert "exams.sqlite3: no such file" in capsys.readouterr().err
    assert not db.exists()  # reading never makes the file
    store = ExamStore(db)
    passed = tuple(ExamDrillResult(i, True, 40.0) for i in (1, 2))
    failed = (ExamDrillResult(1, True, 40.0), ExamDrillResult(2, False, 90.2, "time_up", ("pots_merged",)))
    store.save(ExamResult("e1", "Week 3", "Anna", 1_700_000_000.0, 80.0, 80, passed))
    store.save(ExamResult("e1", "Week 3", "Bram", 1_700_000_100.0, 130.2, 80, failed))
    store.close()
    assert main(["exam", "results", "--db", str(db)]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].split() == ["Date", "Trainee", "Exam", "Right", "Result", "Time", "Mistakes"]
    assert "Bram" in lines[2] and "1/2 (50 %)" in lines[2] and "FAIL" in lines[2]
    assert "merged two pots into one; 1 out of time" in lines[2] and "2:10" in lines[2]
    assert "pots_merged" not in "\n".join(lines)  # the mistake in words; the code only in --json
    assert "Anna" in lines[3] and "2/2 (100 %)" in lines[3] and "PASS" in lines[3]
    assert main(["exam", "results", "--db", str(db), "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert [d["trainee"] for d in data] == ["Bram", "Anna"]
    assert data[0]["per_drill"][1] == {
        "position": 2,
        "right": False,
        "seconds": 90.2,
        "ending": "time_up",
        "mistake_codes": ["pots_merged"],
        "checks": 0,
        "hints": 0,
    }
    assert (data[0]["passed"], data[1]["passed"]) == (False, True)


def _edit(path: str, change) -> None:
    data = json.loads(Path(path).read_text(encoding="utf-8"))
    change(data)
    Path(path).write_text(json.dumps(data), encoding="utf-8")


def _flip(token: str) -> str:
    middle = len(token) // 2
    return token[:middle] + ("A" if token[middle] != "A" else "B") + token[middle + 1 :]


@pytest.mark.parametrize(
    ("change", "words"),
    [
        (lambda d: d.update(pass_mark=10), "pass_mark: 10 does not match the sealed exam (80)"),
        (lambda d: d.update(total_seconds=6000), "total_seconds: 6000 does not match the sealed exam"),
        (lambda d: d.update(sealed=_flip(d["sealed"])), "sealed: the sealed drills cannot be opened"),
        (lambda d: d.update(sealed=d["sealed"][:-40]), "sealed: the sealed drills cannot be opened"),
    ],
)
def test_exam_show_checks_the_seal_and_refuses_a_tampered_file_in_one_line(
    tmp_path, drills_file, capsys, change, words
):
    code, out = make(tmp_path, drills_file, "--minutes", "10")
    assert code == 0 and main(["exam", "show", out]) == 0
    assert "Seal: checked" in capsys.readouterr().out
    _edit(out, change)
    assert main(["exam", "show", out]) == 2
    captured = capsys.readouterr()
    assert captured.out == "" and words in captured.err and captured.err.count("\n") == 1


def test_exam_show_checks_a_passphrase_seal_as_far_as_it_can_and_fully_with_the_passphrase(
    tmp_path, drills_file, capsys, monkeypatch
):
    monkeypatch.delenv("DEALER_TRAINER_EXAM_PASSPHRASE", raising=False)
    secret = tmp_path / "pass.txt"
    secret.write_text("Tuesday class 7\n", encoding="utf-8")
    code, out = make(tmp_path, drills_file, "--minutes", "5", "--passphrase-file", str(secret))
    assert code == 0
    capsys.readouterr()
    assert main(["exam", "show", out]) == 0
    assert "Seal: unbroken as far as can be seen" in capsys.readouterr().out
    assert main(["exam", "show", out, "--passphrase-file", str(secret)]) == 0
    assert "Seal: checked" in capsys.readouterr().out
    wrong = tmp_path / "wrong.txt"
    wrong.write_text("Monday\n", encoding="utf-8")
    assert main(["exam", "show", out, "--passphrase-file", str(wrong)]) == 2
    assert "wrong passphrase" in capsys.readouterr().err
    _edit(out, lambda d: d.update(pass_mark=20))  # only the passphrase can show this one
    assert main(["exam", "show", out]) == 0
    capsys.readouterr()
    assert main(["exam", "show", out, "--passphrase-file", str(secret)]) == 2
    assert "does not match the sealed exam" in capsys.readouterr().err
    _edit(out, lambda d: d.update(sealed=d["sealed"][:-40]))  # cut short: seen without it
    assert main(["exam", "show", out]) == 2
    err = capsys.readouterr().err
    assert "the sealed drills cannot be opened" in err and err.count("\n") == 1


def test_exam_show_without_the_passphrase_refuses_a_seal_block_cut_down(
    tmp_path, drills_file, capsys, monkeypatch
):
    monkeypatch.delenv("DEALER_TRAINER_EXAM_PASSPHRASE", raising=False)
    secret = tmp_path / "pass.txt"
    secret.write_text("Tuesday class 7\n", encoding="utf-8")
    code, out = make(tmp_path, drills_file, "--minutes", "5", "--passphrase-file", str(secret))
    assert code == 0
    capsys.readouterr()
    _edit(out, lambda d: d.update(pass_mark=1, seal={"cipher": "fernet", "key": "passphrase"}))
    assert main(["exam", "show", out]) == 2
    captured = capsys.readouterr()
    assert captured.out == "" and "seal.kdf" in captured.err and captured.err.count("\n") == 1


def test_exam_results_name_the_mistakes_in_dutch_words(tmp_path, capsys):
    from dealer_trainer import i18n

    db = tmp_path / "exams.sqlite3"
    store = ExamStore(db)
    failed = (ExamDrillResult(1, False, 50.0, "checked", ("uncalled_in_pot", "pots_merged")),)
    store.save(ExamResult("e1", "Week 3", "Bram", 1_700_000_100.0, 50.0, 80, failed))
    store.close()
    try:
        assert main(["--lang", "nl", "exam", "results", "--db", str(db)]) == 0
        out = capsys.readouterr().out
        assert "twee potten samengevoegd tot één, de niet-geëvenaarde inzet in een pot gelegd" in out
        assert "pots_merged" not in out and "uncalled_in_pot" not in out
        assert main(["--lang", "nl", "exam", "results", "--db", str(db), "--json"]) == 0
        data = json.loads(capsys.readouterr().out)
        assert data[0]["per_drill"][0]["mistake_codes"] == ["uncalled_in_pot", "pots_merged"]
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize(
    "argv",
    [
        ["exam", "make", "{f}", "--minutes", "10", "--out", "{f}"],
        ["drill", "--file", "{f}", "--out", "{f}"],
        ["worksheet", "--file", "{f}", "--out", "{f}"],
    ],
    ids=["exam make", "drill", "worksheet"],
)
def test_a_command_never_writes_its_output_over_the_drill_file_it_reads(tmp_path, capsys, argv):
    drills = tmp_path / "week3.pdf"  # a name any of the three would write
    save_drill_set(drills, DrillSet("Week 3", "Ms. V", "", tuple(new_drill(2, s) for s in (1, 2, 3))))
    before = drills.read_bytes()
    assert main([a.format(f=drills) for a in argv]) == 2
    err = capsys.readouterr().err
    assert "cannot write: it is also a file being read; give the output another name" in err
    assert err.count("\n") == 1 and drills.read_bytes() == before


def test_exam_make_never_writes_over_its_passphrase_file(tmp_path, drills_file, capsys):
    secret = tmp_path / "pw.txt"
    secret.write_text("correct horse\n")
    argv = ["exam", "make", str(drills_file), "--minutes", "10", "--passphrase-file", str(secret)]
    assert main([*argv, "--out", str(secret)]) == 2
    assert "cannot write: it is also a file being read" in capsys.readouterr().err
    assert secret.read_text() == "correct horse\n"  # the instructor's only copy


def test_exam_results_never_moves_creates_or_changes_a_file_that_is_not_ours(tmp_path, capsys):
    """A listing only reads (records issue 27 §3: a text file named by --db was renamed aside
    and an empty database put in its place)."""
    notes = tmp_path / "week3.json"
    notes.write_text('{"not": "an exam results file"}', encoding="utf-8")
    garbage = tmp_path / "garbage.sqlite3"
    garbage.write_bytes(b"SQLite format 3\x00" + b"\x01" * 4000)
    for path in (notes, garbage):
        before = path.read_bytes()
        assert main(["exam", "results", "--db", str(path)]) == 2
        err = capsys.readouterr().err
        assert "cannot read the exam results" in err and err.count("\n") == 1
        assert path.read_bytes() == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["garbage.sqlite3", "week3.json"]
