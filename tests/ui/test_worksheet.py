"""``dealer-trainer worksheet``: the PDF, read back with QtPdf (its own PDF reader, pdfium)."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtPdf import QPdfDocument

from dealer_trainer.commands import main
from dealer_trainer.drills.files import DrillSet, drill_to_dict, load_drill_set, save_drill_set
from dealer_trainer.drills.generator import drill_for_seed
from dealer_trainer.drills.lessons import lessons
from dealer_trainer.drills.models import Drill, Stakes
from dealer_trainer.drills.worksheet import MAX_WORKSHEET_DRILLS
from dealer_trainer.ui.samples import make_seat, ten_seats, three_way


@pytest.fixture(autouse=True)
def _app(qapp):
    """The command draws with Qt: it uses the test's QApplication (never makes its own here)."""
    return qapp


def pdf_pages(path: Path) -> list[str]:
    """The text of each page, white space folded to single spaces."""
    document = QPdfDocument()
    assert document.load(str(path)) == QPdfDocument.Error.None_
    return [" ".join(document.getAllText(i).text().split()) for i in range(document.pageCount())]


def assert_text_within_margins(path: Path) -> None:
    """No text of any page runs into the 14 mm margins (a block pushed off the page would)."""
    document = QPdfDocument()
    document.load(str(path))
    margin = 14 / 25.4 * 72 - 1  # points, less a point for rounding
    for index in range(document.pageCount()):
        size = document.pagePointSize(index)
        box = document.getAllText(index).boundingRectangle()
        assert box.top() >= margin and box.left() >= margin, index
        assert box.bottom() <= size.height() - margin and box.right() <= size.width() - margin, index


def page_size(path: Path, index: int = 0) -> tuple[float, float]:
    document = QPdfDocument()
    document.load(str(path))
    size = document.pagePointSize(index)
    return round(size.width()), round(size.height())


def run(capsys, *args: str) -> tuple[int, str, str]:
    """Exit status, standard output and standard error of ``dealer-trainer worksheet ARGS``."""
    try:
        status = main(["worksheet", *args])
    except SystemExit as exc:  # a usage error, from the argument parser
        status = exc.code
    captured = capsys.readouterr()
    return status, captured.out, captured.err


def printed_pages(out: str) -> int:
    return int(re.search(r"on (\d+) pages?", out).group(1))


def answer_key(printed: str, pages: list[str]) -> str:
    """The text of the answer key's pages (the command says where it starts)."""
    first = int(re.search(r"answer key from page (\d+)", printed).group(1))
    return " ".join(pages[first - 1 :])


def write_set(path: Path, drills, **fields) -> Path:
    save_drill_set(path, DrillSet(fields.pop("title", "Class set"), drills=tuple(drills), **fields))
    return path


def test_generated_worksheet_deals_the_drills_of_drill_count(tmp_path, capsys):
    out = tmp_path / "week3.pdf"
    status, printed, err = run(capsys, "--level", "2", "--count", "4", "--seed", "100", "--out", str(out))
    assert status == 0 and err == ""
    assert printed.startswith(f"wrote {out}: 4 drills on ")
    # the same drills as `drill --level 2 --count 4 --seed 100`: seeds 100, 101, 102, 103
    assert main(["drill", "--level", "2", "--count", "4", "--seed", "100", "--json"]) == 0
    codes = [d["code"] for d in json.loads(capsys.readouterr().out)]
    assert codes == [drill_for_seed(2, s).code for s in range(100, 104)]
    pages = pdf_pages(out)
    assert len(pages) == printed_pages(printed)
    text = " ".join(pages)
    for number, code in enumerate(codes, 1):
        assert text.count(f"Drill {number} · {code}") == 1
        for seat in drill_for_seed(2, 99 + number).seats:
            assert seat.name in text
    assert "Answer key" not in text and "back to" not in text  # no answers without --answers


def test_the_first_page_has_the_title_a_name_and_date_line_and_every_page_a_header(tmp_path, capsys):
    out = tmp_path / "w.pdf"
    status, printed, _ = run(
        capsys, "--level", "3", "--count", "5", "--seed", "7", "--out", str(out), "--title", "Week 3"
    )
    assert status == 0
    pages = pdf_pages(out)
    assert pages[0].startswith("Week 3 Page 1 of")
    assert "Name ___" in pages[0] and "Date ___" in pages[0] and "Score ______ / 5" in pages[0]
    for index, page in enumerate(pages):
        assert f"Page {index + 1} of {len(pages)}" in page
    assert all("Name ___" not in page for page in pages[1:])


def test_one_small_drill_is_one_page_and_the_answer_key_starts_a_page_of_its_own(tmp_path, capsys):
    drills = write_set(tmp_path / "one.json", [three_way()], title="Three-way")
    plain, keyed = tmp_path / "plain.pdf", tmp_path / "keyed.pdf"
    assert run(capsys, "--file", str(drills), "--out", str(plain))[0] == 0
    status, printed, _ = run(capsys, "--file", str(drills), "--out", str(keyed), "--answers")
    assert status == 0 and printed.endswith("on 2 pages; answer key from page 2\n")
    assert len(pdf_pages(plain)) == 1
    sheet, key = pdf_pages(keyed)
    assert sheet == pdf_pages(plain)[0].replace("Page 1 of 1", "Page 1 of 2")
    assert key.startswith("Three-way · Answer key Page 2 of 2 Answer key · Three-way")


def test_the_answer_key_has_the_hand_worked_pots_of_the_three_way_drill(tmp_path, capsys):
    drills = write_set(tmp_path / "one.json", [three_way()])
    out = tmp_path / "key.pdf"
    assert run(capsys, "--file", str(drills), "--out", str(out), "--answers")[0] == 0
    key = pdf_pages(out)[1]
    # Anna 40, Bram 100, Chris 250 (all-in for 250 of 560): worked by hand
    assert "Main pot = $40 × 3 = $120, for Anna, Bram and Chris" in key
    assert "Side pot 1 = ($100 − $40) × 2 = $120, for Bram and Chris" in key
    assert "Returned: $250 − $100 = $150 back to Chris (uncalled bet)" in key
    assert "Check: Chips in $390 = $240 in the pots + $150 returned." in key
    # dealer's order: the uncalled bet goes back before any pot is cut
    assert key.index("Push the uncalled bet back first") < key.index("Size Anna's all-in ($40)")


def test_splits_odd_chips_cents_and_house_rules_in_the_answer_key(tmp_path, capsys):
    seats = (
        replace(make_seat("Anna", "SB", 41), hole="2c3d"),
        replace(make_seat("Bram", "BB", 100), hole="4h5s"),
        replace(make_seat("Chris", "UTG", 100, stack=50), hole="6h7h"),
        make_seat("Dora", "BTN", 5, stack=200, folded=True),
    )
    split = Drill("", 2, "A three-way split", Stakes("cash", 1, 2), "cash", seats, "Dora", board="AhKdQcJsTs")
    lesson = lessons()[0]  # $0.50/$1: Uma all-in $20, Cora and Ben $60, blinds $0.50 and $1 folded
    drills = write_set(tmp_path / "set.json", [split, lesson])
    out = tmp_path / "key.pdf"
    status, printed, _ = run(capsys, "--file", str(drills), "--out", str(out), "--answers")
    assert status == 0
    key = answer_key(printed, pdf_pages(out))
    # main 41 × 3 + 5 = 128 split three ways in $1: 42 each, 2 odd chips to Anna and Bram (first
    # clockwise from Dora's button); side (100 − 41) × 2 = 118: 59 each
    assert (
        "Award, in dealer order: 1. Side pot 1 ($118) split: Bram $59, Chris $59; "
        "2. Main pot ($128) split: Anna $43, Bram $43, Chris $42" in key
    )
    assert "Pots are awarded last side pot first, main pot last" in key
    # cents: main 20 × 3 + 0.50 + 1 = 61.50 for Uma, Cora and Ben; side 40 × 2 = 80
    assert "Main pot = $20 × 3 + $0.50 from Sid (folded) + $1 from Bea (folded) = $61.50" in key
    assert "Side pot 1 = ($60 − $20) × 2 = $80, for Cora and Ben" in key

    rules = {"award_order": "main_first", "odd_chip_unit": "smallest_in_play"}
    data = json.loads(drills.read_text(encoding="utf-8"))
    data["house_rules"] = rules
    drills.write_text(json.dumps(data), encoding="utf-8")
    status, printed, _ = run(capsys, "--file", str(drills), "--out", str(out), "--answers")
    assert status == 0
    key = answer_key(printed, pdf_pages(out))
    assert "Pots are awarded main pot first" in key
    assert "1. Main pot ($128) split: Anna $43, Bram $43, Chris $42; 2. Side pot 1 ($118)" in key


def test_every_pot_of_every_drill_is_in_the_key_in_the_drills_money(tmp_path, capsys):
    drills = [drill_for_seed(4, 5, 2), drill_for_seed(2, 5, 2), ten_seats(), lessons()[1]]  # version 2
    path = write_set(tmp_path / "mixed.json", drills)
    out = tmp_path / "mixed.pdf"
    status, printed, _ = run(capsys, "--file", str(path), "--out", str(out), "--answers")
    assert status == 0
    key_from = int(printed.rsplit("page ", 1)[1])
    pages = pdf_pages(out)
    for number, drill in enumerate(load_drill_set(path).drills, 1):
        [page] = [p for p in pages[key_from - 1 :] if f"Drill {number} · " in p]
        for pot in drill.settlement().pots:
            assert drill.stakes.format(pot.amount) in page, (number, pot.name)
    key = " ".join(pages[key_from - 1 :])
    assert "11,500" in key and "$1/$3" in key  # tournament chips and dollars, as each drill counts
    # level 4 seed 5 worked by hand: Gus all-in 1,500 × 4 players, Priya's folded 1,500 and the
    # 4,000 big-blind ante: 6,000 + 1,500 + 4,000 = 11,500
    assert "1,500 × 4 + 1,500 from Priya (folded) + 4,000 dead money = 11,500" in key


def test_no_drill_is_split_across_pages(tmp_path, capsys):
    out = tmp_path / "big.pdf"
    status, printed, _ = run(
        capsys, "--level", "3", "--count", "12", "--seed", "40", "--out", str(out), "--answers"
    )
    assert status == 0
    assert_text_within_margins(out)
    pages = pdf_pages(out)
    key_from = int(printed.rsplit("page ", 1)[1])
    drills = [drill_for_seed(3, s) for s in range(40, 52)]
    assert len(pages) > 3
    for number, drill in enumerate(drills, 1):
        [sheet] = [p for p in pages[: key_from - 1] if f"Drill {number} · {drill.code}" in p]
        assert all(seat.name in sheet for seat in drill.seats)
        [key] = [p for p in pages[key_from - 1 :] if f"Drill {number} · {drill.code}" in p]
        assert all(drill.stakes.format(pot.amount) in key for pot in drill.settlement().pots)
    for page in pages[: key_from - 1]:
        # each drill ends with its uncalled-bet row: as many ends as headings on every page
        assert page.count("returned to:") == len(re.findall(r"Drill \d+ · L3-", page)) > 0
    for page in pages[key_from - 1 :]:
        assert page.count("Check: Chips in") == len(re.findall(r"Drill \d+ · L3-", page)) > 0


def test_a_drill_taller_than_a_page_is_shrunk_onto_one_page(tmp_path, capsys):
    seats = tuple(make_seat(f"Player {i:02d}", f"S{i}", 10 * i) for i in range(1, 24))
    tall = Drill("", 1, "Twenty-three all-in levels", Stakes("cash", 1, 2), "cash", seats, seats[0].name)
    path = write_set(tmp_path / "tall.json", [three_way(), tall, three_way()])
    out = tmp_path / "tall.pdf"
    assert run(capsys, "--file", str(path), "--out", str(out), "--answers")[0] == 0
    assert_text_within_margins(out)
    pages = pdf_pages(out)
    [page] = [p for p in pages if "Drill 2 · Twenty-three" in p and "returned to:" in p]
    assert "Player 01" in page and "Player 23" in page and "Side pot 21" in page
    [key] = [p for p in pages if "Drill 2 · Twenty-three" in p and "Check: Chips in" in p]
    assert "$230 − $220 = $10 back to Player 23 (uncalled bet)" in key


def test_paper_size_a4_by_default_or_letter(tmp_path, capsys):
    a4, letter = tmp_path / "a4.pdf", tmp_path / "letter.pdf"
    assert run(capsys, "--level", "1", "--count", "1", "--seed", "3", "--out", str(a4))[0] == 0
    assert (
        run(capsys, "--level", "1", "--count", "1", "--seed", "3", "--out", str(letter), "--page", "letter")[
            0
        ]
        == 0
    )
    assert page_size(a4) == (595, 842) and page_size(letter) == (612, 792)
    assert_text_within_margins(letter)


def test_an_existing_file_is_replaced_whole_and_nothing_is_left_beside_it(tmp_path, capsys):
    out = tmp_path / "w.pdf"
    out.write_bytes(b"old")
    assert run(capsys, "--level", "1", "--count", "2", "--seed", "3", "--out", str(out))[0] == 0
    assert out.read_bytes().startswith(b"%PDF") and sorted(p.name for p in tmp_path.iterdir()) == ["w.pdf"]


def _unwritable_folder(tmp_path: Path) -> Path:
    """A folder this process may not create files in (root may write anywhere but /sys)."""
    if hasattr(os, "geteuid") and os.geteuid() == 0:
        return Path("/sys")
    folder = tmp_path / "read-only"
    folder.mkdir()
    folder.chmod(0o555)
    return folder


def _files(tmp_path: Path) -> dict[str, Path]:
    """Bad drill files and bad places to write."""
    files = {name: tmp_path / name for name in ("empty.json", "broken.json", "other.json", "bad.json")}
    files["empty.json"].write_text('{"format": "dealer-trainer-drills", "version": 1, "drills": []}')
    files["broken.json"].write_text('{"format": "dealer-trainer-drills", "version": 1, "drills": [')
    files["other.json"].write_text('{"format": "something else"}')
    data = {"format": "dealer-trainer-drills", "version": 1, "drills": [drill_to_dict(three_way())]}
    data["drills"][0]["seats"][0]["committed"] = -5
    files["bad.json"].write_text(json.dumps(data))
    files["huge.json"] = write_set(tmp_path / "huge.json", [three_way()] * (MAX_WORKSHEET_DRILLS + 1))
    files["a_file.txt"] = tmp_path / "a_file.txt"
    files["a_file.txt"].write_text("x")
    (tmp_path / "folder.pdf").mkdir()
    files["read-only"] = _unwritable_folder(tmp_path)
    return files


LEVEL = ["--level", "2", "--count", "3"]

BAD_INPUTS = {
    "missing file": (["--file", "{missing.json}"], "missing.json: cannot read the file: No such file"),
    "not JSON": (["--file", "{broken.json}"], "broken.json: not valid JSON"),
    "another format": (["--file", "{other.json}"], "not a dealer-trainer drills file"),
    "bad drill": (["--file", "{bad.json}"], "bad.json: drills[0].seats[0].committed: -5 is negative"),
    "a folder as file": (["--file", "{.}"], "cannot read the file: Is a directory"),
    "empty set": (
        ["--file", "{empty.json}"],
        "empty.json: the drill set has no drills; there is nothing to print",
    ),
    "set too big": (["--file", "{huge.json}"], "201 drills is more than a worksheet holds (at most 200)"),
    "count 0": (["--level", "2", "--count", "0"], "--count 0 must be from 1 to 200"),
    "count huge": (["--level", "2", "--count", "100000"], "(a worksheet holds at most 200 drills)"),
    "count negative": (["--level", "2", "--count", "-3"], "--count -3 must be from 1 to 200"),
    "count not a number": (["--level", "2", "--count", "many"], "argument --count: invalid int value"),
    "no source": (["--level", "2"], "give --file DRILLS.json, or --level N and --count K"),
    "file and count": (["--file", "{empty.json}", "--count", "3"], "cannot be used with --count"),
    "seed below 0": ([*LEVEL, "--seed", "-1"], "--seed -1 with --count 3"),
    "level 6": (["--level", "6", "--count", "3"], "argument --level: invalid choice: 6"),
    "not .pdf": (
        [*LEVEL, "--out", "w.txt"],
        "--out w.txt: a worksheet is a PDF; give a file name ending .pdf",
    ),
    "no such folder": ([*LEVEL, "--out", "{nowhere/w.pdf}"], "does not exist"),
    "folder is a file": ([*LEVEL, "--out", "{a_file.txt/w.pdf}"], "is not a folder"),
    "out is a folder": ([*LEVEL, "--out", "{folder.pdf}"], "is a folder, not a file"),
    "unwritable folder": ([*LEVEL, "--out", "{read-only/w.pdf}"], "cannot write: Permission denied"),
    "no --out": ([*LEVEL, "--out"], "the following arguments are required: --out"),
    "page a3": ([*LEVEL, "--page", "a3"], "argument --page: invalid choice: 'a3'"),
}


@pytest.mark.parametrize("case", list(BAD_INPUTS))
def test_bad_input_is_one_line_on_stderr_exit_2_and_no_file(tmp_path, capsys, case):
    files = _files(tmp_path)
    args, words = BAD_INPUTS[case]

    def place(arg: str) -> str:
        if not arg.startswith("{"):
            return arg
        first, _, rest = arg[1:-1].partition("/")
        return str(Path(files.get(first, tmp_path / first), rest))

    args = [place(a) for a in args]
    if args[-1] == "--out":  # the case without --out
        args.pop()
    elif "--out" not in args:
        args += ["--out", str(tmp_path / "w.pdf")]
    before = sorted(p.name for p in tmp_path.iterdir())
    status, printed, err = run(capsys, *args)
    assert status == 2
    assert err.startswith("dealer-trainer worksheet: ") and err.count("\n") == 1, err
    assert words in err
    assert printed == ""
    assert sorted(p.name for p in tmp_path.iterdir()) == before  # nothing written, no .part left


def test_names_are_printed_as_written_not_read_as_markup(tmp_path, capsys):
    seats = (make_seat("Ann & <b>Bo</b>", "SB", 40), make_seat("Cy", "BB", 100, stack=20))
    drill = Drill("", 1, "Markup <i>not</i> read", Stakes("cash", 1, 2), "cash", seats, "Cy")
    path = write_set(tmp_path / "names.json", [drill], title="A & B <worksheet>")
    out = tmp_path / "names.pdf"
    assert run(capsys, "--file", str(path), "--out", str(out), "--answers")[0] == 0
    sheet, key = pdf_pages(out)
    assert "A & B <worksheet>" in sheet and "Drill 1 · Markup <i>not</i> read" in sheet
    assert "Ann & <b>Bo</b>" in sheet and "$100 − $40 = $60 back to Cy (uncalled bet)" in key


def test_the_command_draws_offscreen_by_itself_without_a_display(tmp_path):
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
    out = tmp_path / "headless.pdf"
    args = ["-m", "dealer_trainer.commands", "worksheet", "--level", "1", "--count", "2", "--seed", "5"]
    done = subprocess.run(
        [sys.executable, *args, "--out", str(out), "--answers"],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout == f"wrote {out}: 2 drills on 2 pages; answer key from page 2\n"
    assert len(pdf_pages(out)) == 2


def test_a_worksheet_of_a_set_with_street_hands_says_it_leaves_them_out(tmp_path, capsys):
    from dealer_trainer.drills.streets import street_drill_from_code

    street = street_drill_from_code("T2-222229")
    mixed = tmp_path / "mixed.json"
    save_drill_set(mixed, DrillSet("Week 4", entries=(drill_for_seed(2, 1), street, street)))
    status, printed, err = run(capsys, "--file", str(mixed), "--out", str(tmp_path / "w.pdf"))
    assert status == 0 and printed.startswith(f"wrote {tmp_path / 'w.pdf'}: 1 drill on ")
    assert err == f"{mixed}: 2 street-by-street hands left out: a worksheet prints pot drills only\n"
    only = tmp_path / "streets.json"
    save_drill_set(only, DrillSet("Streets", entries=(street,)))
    status, printed, err = run(capsys, "--file", str(only), "--out", str(tmp_path / "s.pdf"))
    assert status == 2 and not (tmp_path / "s.pdf").exists()
    assert "holds street-by-street hands only; a worksheet prints pot drills" in err
    assert err.count("\n") == 1


def test_a_worksheet_never_replaces_a_device_or_fifo_named_by_out(tmp_path, capsys):
    import stat

    fifo = tmp_path / "pipe.pdf"
    os.mkfifo(fifo)
    link = tmp_path / "link.pdf"
    link.symlink_to(fifo)
    for out in (fifo, link):
        status, printed, err = run(capsys, "--level", "1", "--count", "2", "--out", str(out))
        assert status == 2 and printed == ""
        assert err == (
            f"dealer-trainer worksheet: --out {out}: cannot write: "
            "not a regular file (a device, FIFO or socket)\n"
        )
        assert stat.S_ISFIFO(os.stat(fifo).st_mode) and link.is_symlink()


def test_a_level_5_worksheet_prints_the_rake_with_the_hand_and_the_drop_worked_in_the_key(tmp_path, capsys):
    out = tmp_path / "rake.pdf"
    status, printed, err = run(
        capsys, "--level", "5", "--count", "3", "--seed", "3", "--out", str(out), "--answers"
    )
    assert status == 0 and not err
    pages = pdf_pages(out)
    drill = drill_for_seed(5, 3)
    s = drill.settlement()
    assert "Rake: posted steps, $5 from $100, $10 from $200" in pages[0]
    key = answer_key(printed, pages)
    assert f"The drop: Rake {drill.stakes.format(s.rake)}: the pots hold $900" in key
    assert "which reaches the step of $400: $20." in key
    assert "Main pot: $480 − $20 dropped = $460 to award." in key
    assert "2. Main pot ($460) to Yusuf" in key  # the award is what stays after the drop


def test_a_run_drill_prints_each_runs_board_and_each_runs_part_in_the_key(tmp_path, capsys):
    from dealer_trainer.drills.showdown_drills import drill_from_code

    path = write_set(tmp_path / "runs.json", [drill_from_code("S7-222223-13")])
    out = tmp_path / "runs.pdf"
    status, printed, err = run(capsys, "--file", str(path), "--out", str(out), "--answers")
    assert status == 0 and not err
    pages = pdf_pages(out)
    assert "Board, run 1: 6♦ A♥ 5♣ 9♥ 7♦" in pages[0] and "Board, run 2: 6♦ A♥ 5♣ J♥ Q♠" in pages[0]
    key = answer_key(printed, pages)
    assert "run 1: Amir; run 2: Max" in key
    assert "3. Main pot, run 1 ($73) to Amir; 4. Main pot, run 2 ($72) to Max" in key
