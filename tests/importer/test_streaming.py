"""A whole history: read hand by hand, drills written as they are made (side-pot hands first),
no file when no drill, side-pot hands only, worker processes giving the same file, progress,
cancel, bounded reports, and the file reader's encodings."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest
from hh_texts import FULL_TILT, STARS_CASH, STARS_DEAD_BLIND, STARS_STUD, STARS_TOURNAMENT

from dealer_trainer.commands import main
from dealer_trainer.commands.import_hands import ProgressLine
from dealer_trainer.drills.files import DrillSet as FileDrillSet
from dealer_trainer.drills.files import DrillSetWriter, load_drill_set, save_drill_set
from dealer_trainer.importer import api, import_files, model
from dealer_trainer.importer.api import ONE_POT, ImportProgress
from dealer_trainer.importer.reading import HandFile
from dealer_trainer.importer.report import report_text

FOLDED = STARS_TOURNAMENT.replace("Bram:: calls 340 and is all-in", "Bram:: folds").replace(
    "Chris: raises 1500 to 2490 and is all-in", "Chris: folds"
)
# one pot: Chris calls the all-in instead of shoving over it
ONE_POT_HAND = (
    STARS_TOURNAMENT.replace("#1001", "#1009")
    .replace("Bram:: calls 340 and is all-in", "Bram:: folds")
    .replace("Chris: raises 1500 to 2490 and is all-in", "Chris: calls 890")
    .replace("Uncalled bet (1500) returned to Chris\n", "")
)


def write(tmp_path: Path, name: str, *hands: str) -> Path:
    path = tmp_path / name
    path.write_text("\n\n\n".join(hands), encoding="utf-8")
    return path


def numbered(text: str, n: int) -> str:
    """``text`` with its hand number replaced (another hand, same play)."""
    first, rest = text.split("\n", 1)
    return first.replace("#", f"#{n}", 1) + "\n" + rest


# ---------------------------------------------------------------- the drill file


def test_the_writer_puts_side_pot_drills_first_and_loads_back(tmp_path):
    report = import_files([write(tmp_path, "h.txt", ONE_POT_HAND, STARS_TOURNAMENT, FULL_TILT)])
    drills = report.drills  # side pots first
    assert [d.title.endswith("side pots") for d in drills] == [True, True, False]
    path = tmp_path / "out.json"
    with DrillSetWriter(path, "Week 3", notes="n") as writer:
        for item in [i for i in report.imported if not i.side_pots] + [
            i for i in report.imported if i.side_pots
        ]:
            writer.add(item.drill, first=item.side_pots)  # the one-pot drill comes first here
        assert writer.close() == 3
    loaded = load_drill_set(path)
    assert loaded.title == "Week 3" and [d.title for d in loaded.drills] == [d.title for d in drills]
    save_drill_set(tmp_path / "saved.json", FileDrillSet("Week 3", "", "n", tuple(drills)))
    assert json.loads(path.read_text()) == json.loads((tmp_path / "saved.json").read_text())


def test_the_writer_with_only_later_drills_and_with_none(tmp_path):
    [item] = import_files([write(tmp_path, "h.txt", ONE_POT_HAND)]).imported
    path = tmp_path / "later.json"
    writer = DrillSetWriter(path, "x")
    writer.add(item.drill, first=False)
    assert writer.close() == 1 and len(load_drill_set(path).drills) == 1
    empty = tmp_path / "empty.json"
    assert DrillSetWriter(empty, "x").close() == 0
    assert not empty.exists() and not list(tmp_path.glob("*.tmp"))
    with pytest.raises(IsADirectoryError):
        DrillSetWriter(tmp_path, "x")


def test_an_import_that_makes_no_drill_writes_no_file(tmp_path, capsys):
    hands = write(tmp_path, "fold.txt", FOLDED)
    out = tmp_path / "drills.json"
    assert main(["import", str(hands), "--out", str(out)]) == 1
    assert f"No drill made: {out} was not written." in capsys.readouterr().out
    assert not out.exists() and not list(tmp_path.glob("*.tmp"))
    out.write_text("my old drills")  # an existing file is left as it was
    assert main(["import", str(hands), "--out", str(out)]) == 1
    assert out.read_text() == "my old drills"


def test_import_out_writes_as_it_goes_and_drill_file_reads_it(tmp_path, capsys):
    hands = write(tmp_path, "night.txt", STARS_TOURNAMENT, STARS_DEAD_BLIND, ONE_POT_HAND, STARS_CASH)
    out = tmp_path / "drills.json"
    assert main(["import", str(hands), "--out", str(out)]) == 0
    assert "Saved 4 drills" in capsys.readouterr().out
    assert main(["drill", "--file", str(out), "--index", "3"]) == 0
    assert "PokerStars hand 1009" in capsys.readouterr().out  # the one-pot hand last


def test_side_pots_only(tmp_path, capsys):
    hands = write(tmp_path, "night.txt", ONE_POT_HAND, STARS_TOURNAMENT, STARS_STUD)
    report = import_files([hands], side_pots_only=True)
    assert [d.title for d in report.drills] == [
        "PokerStars hand 1001 · side pots",
        "PokerStars hand 5005 · side pots",
    ]
    assert [(s.hand_id, s.reason) for s in report.skipped] == [("1009", ONE_POT)]
    assert report.compared == 3  # the one-pot hand's pots are still compared
    out = tmp_path / "sp.json"
    assert main(["import", str(hands), "--out", str(out), "--side-pots-only"]) == 0
    assert len(load_drill_set(out).drills) == 2


# ---------------------------------------------------------------- worker processes


def test_worker_processes_give_the_same_file_and_report(tmp_path, monkeypatch):
    hands = [numbered(h, n) for n in range(1, 31) for h in (STARS_TOURNAMENT, STARS_CASH, FULL_TILT)]
    hands += [STARS_TOURNAMENT, STARS_TOURNAMENT]  # the same hand again: imported once
    hands += [STARS_TOURNAMENT.replace("(1000 in chips)", "(1500 in chips)")]  # same number, another hand
    hands += [FOLDED.replace("#1001", "#7777")]
    path = write(tmp_path, "history.txt", *hands)
    monkeypatch.setattr(api, "PARALLEL_FROM", 0)
    monkeypatch.setattr("dealer_trainer.importer.run.BATCH", 7)  # many batches in flight
    results = []
    for workers in (1, 2):
        out = tmp_path / f"w{workers}.json"
        writer = DrillSetWriter(out, "x")
        report = import_files([path], drill_file=writer, workers=workers)
        writer.close()
        results.append((out.read_bytes(), report))
    (one, r1), (two, r2) = results
    assert one == two
    assert r1.imported == r2.imported == []  # the drills went to the file, not to memory
    assert (r1.hands_read, r1.drills_made, r1.side_pot_drills) == (
        r2.hands_read,
        r2.drills_made,
        r2.side_pot_drills,
    )
    assert r1.hands_read == 93 and r1.drills_made == 92
    assert r1.skipped == r2.skipped and r1.differences == r2.differences and r1.repeated == r2.repeated
    assert [(r.same, r.renamed) for r in r2.repeated] == [(True, ""), (False, "1001 (2)")]
    titles = [d.title for d in load_drill_set(tmp_path / "w2.json").drills]
    assert "PokerStars hand 1001 (2) · side pots" in titles and len(set(titles)) == len(titles)


# ---------------------------------------------------------------- progress, cancel, bounds


def test_progress_reaches_the_end_and_cancel_stops(tmp_path):
    files = [
        write(tmp_path, f"{n}.txt", *(numbered(STARS_TOURNAMENT, n * 100 + k) for k in range(70)))
        for n in range(3)
    ]
    steps: list[ImportProgress] = []
    report = import_files(files, progress=steps.append)
    assert steps[0].bytes_done == 0 and steps[-1].fraction == 1.0
    assert steps[-1].hands_read == report.hands_read == 210
    assert [s.bytes_done for s in steps] == sorted(s.bytes_done for s in steps)
    asked = []
    stopped = import_files(files, cancelled=lambda: asked.append(1) or len(asked) > 2)
    assert stopped.cancelled and 0 < stopped.hands_read < 210
    assert "Import cancelled" in report_text(stopped)


def test_reports_keep_bounded_lists_and_count_the_rest(tmp_path, monkeypatch):
    monkeypatch.setattr(model, "MAX_LISTED", 3)
    path = write(tmp_path, "folds.txt", *(numbered(FOLDED, n) for n in range(10)))
    report = import_files([path])
    assert len(report.skipped) == 3 and report.total("skipped") == 10
    assert report.reasons("skipped") == {"no showdown: one player left, nothing to build": 10}
    text = report_text(report)
    assert "Hands skipped: 10" in text and "… and 7 more" in text


def test_the_progress_line_is_for_a_terminal_only():
    step = ImportProgress("night.txt", 50, 100, 12, 3)
    terminal = io.StringIO()
    line = ProgressLine(terminal, after=0, terminal=True)
    line(step)
    assert terminal.getvalue().startswith("\rImporting night.txt: 50% · hands: 12 · drills: 3")
    line.clear()
    assert terminal.getvalue().endswith("\r")
    piped = io.StringIO()
    ProgressLine(piped, after=0, terminal=False)(step)
    assert piped.getvalue() == ""


# ---------------------------------------------------------------- reading files


def test_a_file_is_read_as_its_hands_are_needed(tmp_path):
    path = write(tmp_path, "big.txt", *(numbered(STARS_TOURNAMENT, n) for n in range(4000)))
    assert path.stat().st_size > 4 * 2**20
    with HandFile(path) as hand_file:
        lines = hand_file.lines()
        first = [next(lines) for _ in range(10)]
        assert first[0].startswith("PokerStars Hand #01001")
        assert hand_file.done <= 2**20  # one block read, not the file


def test_encodings_and_line_ends(tmp_path):
    text = STARS_TOURNAMENT.replace("Anna Maria", "Änna").replace("Dora", "Dorá")
    mixed = tmp_path / "mixed.txt"  # UTF-8, Dorá's lines in Latin-1, a byte-order mark inside
    body = b"\n".join(line.encode("latin-1" if "Dor" in line else "utf-8") for line in text.splitlines())
    mixed.write_bytes(b"\xef\xbb\xbf" + body + b"\n\n\xef\xbb\xbf" + FULL_TILT.encode())
    old_mac = tmp_path / "cr.txt"
    old_mac.write_bytes(text.encode("utf-8").replace(b"\n", b"\r"))
    utf16 = tmp_path / "utf16.txt"
    utf16.write_bytes(text.encode("utf-16"))
    report = import_files([mixed, old_mac, utf16], keep_names=True)
    assert report.hands_read == 2 and report.drills_made == 2, report.skipped
    assert {"Änna", "Dorá"} <= {s.name for d in report.drills for s in d.seats}
    # the hand read from the "\r" file and the UTF-16 file is the very same hand
    assert [(r.source, r.same) for r in report.repeated] == [("cr.txt", True), ("utf16.txt", True)]


def test_an_interrupt_while_the_drill_file_is_started_leaves_no_temporary_file(tmp_path, monkeypatch):
    import tempfile

    def interrupted(*args, **kwargs):
        raise KeyboardInterrupt  # Ctrl+C just after the temporary file was made

    monkeypatch.setattr(tempfile, "TemporaryFile", interrupted)
    with pytest.raises(KeyboardInterrupt):
        DrillSetWriter(tmp_path / "drills.json", "Imported")
    assert list(tmp_path.iterdir()) == []
