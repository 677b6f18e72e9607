"""The real files of hh-more (the shared samples, kept in tests/data/shared) in the formats the
importer claims: every distinct hand read, a repeated hand counted once and reported, every
difference from the site explained.

Each file is imported on its own (a folder import would also find the d1…d7 cuts inside the
files they were cut from). The 888poker, Bovada
and PokerNow files are formats of their own (not read here); MicroGaming, Merge and
Entraction are recognised and refused by name.
"""

from __future__ import annotations

import pytest
from samples import needs_sample, sample

from dealer_trainer.commands import main
from dealer_trainer.importer import import_files
from dealer_trainer.importer.api import parse_text, read_text

MORE = sample("hh-more")

pytestmark = needs_sample("hh-more")

ONE_LEFT = "no showdown: one player left, nothing to build"

# file: (format, distinct hands, drills, side-pot drills, hands met again in the file)
EXPECTED = {
    "d1-fulltilt-raked-single-pot.txt": ("Full Tilt text", 1, 1, 0, 0),
    "d2-ongame-rake.txt": ("Ongame text", 1, 1, 0, 0),
    "d3-ongame-two-hands-one-blank-line.txt": ("Ongame text", 2, 0, 0, 0),
    "d4-ipoker-xml.xml": ("iPoker XML", 1, 1, 0, 0),
    "d5-partypoker-client-format.txt": ("PartyPoker text", 1, 1, 0, 0),
    "d7-same-hand-twice.txt": ("Full Tilt text", 1, 1, 0, 1),
    "fulltilt-hhsmithy-03.txt": ("Full Tilt text", 5, 1, 0, 5),
    "ipoker-hhpxml-01.xml": ("iPoker XML", 9, 6, 1, 0),
    "ipoker-hhsmithy-01.xml": ("iPoker XML", 1, 1, 0, 0),
    "ongame-hhsmithy-02.txt": ("Ongame text", 10, 0, 0, 0),
    "partypoker-hhsmithy-01.txt": ("PartyPoker text", 1, 1, 0, 0),
    "partypoker-hhsmithy-02.txt": ("PartyPoker text", 5, 2, 1, 3),
    "wpn-hhsmithy-01.txt": ("Winning Poker Network 2014 text", 1, 1, 0, 0),
}


def hand_ids(name: str) -> list[str]:
    hands, problem = parse_text(read_text(MORE / name), name)
    assert problem is None
    return [hand_id for hand_id, _ in hands]


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_every_distinct_hand_is_read_and_every_difference_explained(name):
    fmt, hands, drills, side, again = EXPECTED[name]
    report = import_files([MORE / name])
    [read] = report.file_reads
    assert read.format == fmt
    assert (report.hands_read, report.drills_made, report.side_pot_drills) == (hands, drills, side)
    assert report.total("repeated") == again
    # every hand of the file is accounted for: read (renamed when another hand had its
    # number), or the same hand met again, reported and not read twice
    same = sum(1 for r in report.repeated if r.same)
    assert report.hands_read + same == len(hand_ids(name))
    assert report.hands_read == report.drills_made + len(report.skipped)
    assert {s.reason for s in report.skipped} <= {ONE_LEFT}
    assert report.unexplained == []


def test_full_tilt_rake_with_no_pot_list_is_compared_after_rake():
    report = import_files([MORE / "d1-fulltilt-raked-single-pot.txt"])
    [diff] = report.differences
    # $616 in, $0.50 rake: the site's one pot $615.50 is after rake
    assert (diff.site_pots, diff.engine_pots) == ((61550,), (61600,))
    assert diff.explanation.startswith("rake $0.50 taken from the pots")
    three = import_files([MORE / "fulltilt-hhsmithy-03.txt"])
    assert len(three.differences) == 3 and all("rake" in d.explanation for d in three.differences)


def test_ongame_rake_taken_is_read():
    report = import_files([MORE / "d2-ongame-rake.txt"], keep_names=True)
    assert report.differences == []  # Main pot $229.82 is before rake: equal to the engine's
    [award] = report.award_differences
    assert award.site_paid == {"Player 4": 22682} and award.engine_paid == {"Player 4": 22982}
    assert award.explanation == "rake $3 taken from the pots paid"


def test_ongame_hands_one_blank_line_apart_are_two_hands():
    assert hand_ids("d3-ongame-two-hands-one-blank-line.txt") == ["R5-362037295-54", "R5-362037295-55"]
    assert len(hand_ids("ongame-hhsmithy-02.txt")) == 10


def test_ipoker_xml_indented_game_is_read_with_its_rake():
    report = import_files([MORE / "d4-ipoker-xml.xml"], keep_names=True)
    [item] = report.imported
    assert item.site == "iPoker Network" and item.drill.stakes.symbol == "€"
    assert {s.name: s.committed for s in item.drill.seats} == {"Player 1": 497, "Player 2": 497}
    [award] = report.award_differences
    assert "rake €0.66 (not printed" in award.explanation


def test_partypoker_client_export_and_the_mixed_file():
    assert hand_ids("d5-partypoker-client-format.txt") == ["13549932236"]
    # five hands, three of them numbered 1458965856 (the file was edited): all kept, renamed
    report = import_files([MORE / "partypoker-hhsmithy-02.txt"])
    renamed = [r.renamed for r in report.repeated if not r.same]
    assert renamed == ["1458965856 (2)", "1458965856 (3)", "1458965856 (4)"]
    assert len({d.title for d in report.drills}) == len(report.drills)


def test_the_same_hand_twice_is_imported_once_and_said(capsys):
    report = import_files([MORE / "d7-same-hand-twice.txt"])
    [again] = report.repeated
    assert again.same and again.hand_id == "35456793815"
    assert report.hands_read == 1 and len(report.drills) == 1
    assert main(["import", str(MORE / "d7-same-hand-twice.txt")]) == 0
    out = capsys.readouterr().out
    assert "the same hand again" in out and "imported once" in out


@pytest.mark.parametrize(
    ("name", "label"),
    [
        ("d6-entraction-labelled-partypoker.txt", "Entraction text"),
        ("entraction-hhsmithy-01.txt", "Entraction text"),
        ("microgaming-hhsmithy-01.xml", "MicroGaming XML"),
        ("merge-hhsmithy-01.xml", "Merge Gaming XML"),
    ],
)
def test_a_format_not_read_is_named_plainly(name, label, capsys):
    report = import_files([MORE / name])
    [skipped] = report.skipped
    assert skipped.reason == f"{label}: this format is not supported (its hands are not read)"
    assert "PartyPoker" not in skipped.reason
    assert main(["import", str(MORE / name)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and label in err and "Traceback" not in err


def test_wpn_2014_layout_is_recognised():
    report = import_files([MORE / "wpn-hhsmithy-01.txt"], keep_names=True)
    [item] = report.imported
    assert item.site == "Winning Poker Network" and item.hand_id == "261402183"
    assert {s.name: s.committed for s in item.drill.seats} == {"Player 1": 16000, "Player 2": 16000}
    assert report.compared == 1 and report.differences == []  # Pot 319 + Rake 1 = 320 in


def test_seats_go_clockwise_by_seat_number_whatever_order_the_site_lists_them():
    """partypoker-hhsmithy-01 lists seats 2, 5, 4, 6, 3, 1; the button is seat 5, the small
    blind Player 4 (seat 6), the big blind Player 6 (seat 1)."""
    report = import_files([MORE / "partypoker-hhsmithy-01.txt"], keep_names=True)
    (drill,) = report.drills
    assert [s.name for s in drill.seats] == [f"Player {n}" for n in (6, 1, 5, 3, 2, 4)]
    assert drill.button == "Player 2"
    assert {s.name: s.position for s in drill.seats}["Player 4"] == "SB"
    assert {s.name: s.position for s in drill.seats}["Player 6"] == "BB"
