"""import_files, the report, privacy, saving, and the import command."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from hh_texts import (
    ABSOLUTE,
    FULL_TILT,
    PARTY_POKER,
    STARS_CASH,
    STARS_DEAD_BLIND,
    STARS_STUD,
    STARS_TOURNAMENT,
)

from dealer_trainer.commands import main
from dealer_trainer.drills.files import load_drill_set
from dealer_trainer.importer import ImportReport, import_files, report_text
from dealer_trainer.importer.model import FileRead

DATA = Path(__file__).resolve().parent.parent / "data" / "hh"


@pytest.fixture
def hh_file(tmp_path: Path) -> Path:
    path = tmp_path / "night.txt"
    path.write_text("\n\n\n".join([STARS_TOURNAMENT, STARS_DEAD_BLIND, STARS_CASH, FULL_TILT, STARS_STUD]))
    return path


def test_import_a_file_of_several_sites_and_games(hh_file):
    report = import_files([hh_file])
    assert isinstance(report, ImportReport)
    assert report.files == 1 and report.hands_read == 5
    assert len(report.drills) == 5 and report.skipped == []
    assert report.compared == 5 and report.unexplained == []
    assert all(item.side_pots for item in report.imported)
    assert all(d.title.endswith("· side pots") for d in report.drills)


def test_names_are_seat_letters_unless_kept(hh_file):
    report = import_files([hh_file])
    names = {s.name for d in report.drills for s in d.seats}
    assert names <= {f"Seat {c}" for c in "ABCDEFGHIJ"}
    notes = " ".join(d.notes for d in report.drills)
    assert "Anna" not in notes and "Chris" not in notes
    kept = import_files([hh_file], keep_names=True)
    assert "Anna Maria" in {s.name for d in kept.drills for s in d.seats}


def test_damaged_hand_does_not_stop_the_file(tmp_path):
    damaged = STARS_TOURNAMENT.replace("raises 890 to 990", "raises 8900 to 9900")
    truncated = STARS_CASH.split("*** FLOP ***")[0]
    path = tmp_path / "mixed.txt"
    path.write_text("\n\n".join([damaged, truncated, FULL_TILT]))
    report = import_files([path])
    assert report.hands_read == 3 and len(report.drills) == 1
    reasons = {s.hand_id: s.reason for s in report.skipped}
    assert "commits" in reasons["1001"] and "truncated" in reasons["3003"]


def test_uncontested_hand_is_skipped_with_reason(tmp_path):
    lines = STARS_TOURNAMENT.replace("Bram:: calls 340 and is all-in", "Bram:: folds").replace(
        "Chris: raises 1500 to 2490 and is all-in", "Chris: folds"
    )
    path = tmp_path / "fold.txt"
    path.write_text(lines)
    report = import_files([path])
    assert report.drills == [] and "one player left" in report.skipped[0].reason


def test_unreadable_inputs_are_reported_not_raised(tmp_path):
    binary = tmp_path / "x.txt"
    binary.write_bytes(b"\x00\x01\x02" * 100)
    empty = tmp_path / "empty.phh"
    empty.write_text("")
    report = import_files([binary, tmp_path / "missing.txt", empty])
    assert report.hands_read == 0 and len(report.skipped) == 3
    assert all(s.hand_id == "" for s in report.skipped)


def test_folder_import_and_side_pots_first():
    report = import_files([DATA])
    assert report.files >= 9 and report.hands_read >= 13
    flags = [item.side_pots for item in report.imported]
    assert flags == sorted(flags, reverse=True)
    assert report.unexplained == []


def test_report_text_lists_skips_and_differences(hh_file, tmp_path):
    report = import_files([hh_file, tmp_path / "missing.txt"])
    text = report_text(report)
    assert "Hands read: 5" in text and "Drills made: 5" in text
    assert "missing.txt" in text and "rake" in text
    brief = report_text(report, details=False)
    assert "explained: rake" in brief


def test_cli_import_with_out(hh_file, tmp_path, capsys):
    out = tmp_path / "drills.json"
    assert main(["import", str(hh_file), "--out", str(out)]) == 0
    printed = capsys.readouterr().out
    assert "Drills made: 5" in printed and "Saved 5 drills" in printed
    data = json.loads(out.read_text(encoding="utf-8"))
    assert data["format"] == "dealer-trainer-drills" and len(data["drills"]) == 5
    loaded = load_drill_set(out)
    assert [d.title for d in loaded.drills] == [d.title for d in import_files([hh_file]).drills]
    assert "Anna Maria" not in out.read_text(encoding="utf-8")


def test_cli_exit_codes(tmp_path, capsys):
    assert main(["import", str(tmp_path / "nope.txt")]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "nope.txt" in err and "Traceback" not in err
    junk = tmp_path / "junk.txt"
    junk.write_text("hello")
    assert main(["import", str(junk)]) == 2
    fold = tmp_path / "fold.txt"
    fold.write_text(
        STARS_TOURNAMENT.replace("Bram:: calls 340 and is all-in", "Bram:: folds").replace(
            "Chris: raises 1500 to 2490 and is all-in", "Chris: folds"
        )
    )
    assert main(["import", str(fold)]) == 1  # read, but nothing to drill


@pytest.mark.parametrize(
    ("text", "site", "committed", "blinds", "payouts"),
    [
        (
            PARTY_POKER,
            "PartyPoker",
            {"Ann": 1000, "Bob": 2000, "Cid": 2000},
            (10, 25),
            {"Ann": 3000, "Bob": 2000},
        ),
        (ABSOLUTE, "Absolute Poker", {"Ann": 5000, "Bob": 2000, "Cid": 5000}, (50, 100), {"Ann": 12000}),
    ],
)
def test_formats_read_by_pokerkits_own_parsers(tmp_path, text, site, committed, blinds, payouts):
    path = tmp_path / "hand.txt"
    path.write_text(text)
    report = import_files([path], keep_names=True)
    [item] = report.imported
    assert item.site == site and item.side_pots
    drill = item.drill
    assert {s.name: s.committed for s in drill.seats} == committed
    assert (drill.stakes.small_blind, drill.stakes.big_blind) == blinds
    assert {k: v for k, v in drill.settlement().payouts.items() if v} == payouts


def test_verify_replays_site_hands_with_pokerkit(hh_file):
    report = import_files([hh_file], verify=True)
    assert len(report.replays) == 5
    by_id = {r.hand_id: r for r in report.replays}
    assert by_id["3003"].agrees is True  # cents, all-ins, side pot: PokerKit's replay agrees
    assert by_id["4004"].agrees is True  # Full Tilt
    assert by_id["5005"].agrees is None and "no 7 Card Stud" in by_id["5005"].reason
    # PokerKit 0.7.7 cannot replay a shove over players already all-in, nor "small & big blinds"
    assert all(r.agrees is not False for r in report.replays)
    assert "PokerKit replay" in report_text(report)


def test_awards_are_checked_against_what_the_site_paid(tmp_path):
    path = tmp_path / "cash.txt"
    cashed = STARS_CASH.replace(
        "B collected $60 from side pot", "B cashed out the hand for $55 | Cash Out Fee $0.55"
    )
    path.write_text(STARS_TOURNAMENT + "\n\n\n" + STARS_CASH + "\n\n\n" + cashed.replace("#3003", "#3004"))
    report = import_files([path])
    assert report.awards_compared == 3
    by_id = {a.hand_id: a for a in report.award_differences}
    assert "1001" not in by_id  # rake-free: the engine pays exactly what the site paid
    assert by_id["3003"].explanation == "rake $2 taken from the pots paid"
    assert by_id["3003"].site_paid == {"Seat A": 2800, "Seat B": 6000}
    assert by_id["3003"].engine_paid == {"Seat A": 3000, "Seat B": 6000}
    assert "Seat B took the all-in cash out" in by_id["3004"].explanation
    assert report.unexplained == []


def test_an_award_nothing_explains_is_flagged(tmp_path):
    path = tmp_path / "wrong.txt"
    path.write_text(FULL_TILT.replace("Y wins the main pot (180)", "X wins the main pot (180)"))
    report = import_files([path])
    [diff] = report.award_differences
    assert diff.explanation is None and report.unexplained == [diff]
    assert "UNEXPLAINED" in report_text(report)


def test_a_file_with_no_hands_is_counted_as_a_file_not_as_a_hand_skipped(hh_file, tmp_path):
    notes = tmp_path / "INDEX.md"
    notes.write_text("# Where these files come from\n", encoding="utf-8")
    report = import_files([hh_file, notes])
    for details in (True, False):  # the file is named, with its reason, under the count
        lines = report_text(report, details).splitlines()
        at = lines.index("Files not read, or read in part: 1")
        assert lines[at + 1].startswith("  INDEX.md: ") and "no hand of a known format" in lines[at + 1]
        assert "Hands skipped: 0" in lines and "Skipped:" not in lines
        assert sum("INDEX.md" in line for line in lines) == 2  # the file list, and here


def test_every_count_of_the_report_has_thousands_separators():
    # "Hands read: 14,955" and "Drills made: 14955" stood one above the other
    report = ImportReport(files=1, hands_read=14955, compared=14955, awards_compared=12345)
    report.drills_made, report.side_pot_drills = 14955, 12000
    text = report_text(report, details=False)
    assert "Hands read: 14,955" in text
    assert "Drills made: 14,955 (12,000 with side pots, listed first)" in text
    assert "Hands with the site's pots recorded: 14,955; equal to the engine's: 14,955" in text
    assert "Awards checked against what the site paid: 12,345" in text
    # each file's line and the counted reasons too
    report.files = 1200
    report.file_reads = [FileRead("big.txt", "PokerStars text", 14955, 14955, 1000)] * 2
    report.more[("skipped", "no showdown: one player left, nothing to build")] = 2345
    text = report_text(report, details=False)
    assert "Files read: 1,200" in text
    assert "big.txt: PokerStars text; hands: 14,955, drills: 14,955, met again: 1,000" in text
    assert "2,345 × no showdown" in text
