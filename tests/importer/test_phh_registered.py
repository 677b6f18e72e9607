"""PHH is a file format of the site registry like the others: found by its suffix or its
first lines, named first in messages, its folder suffixes listed by the registry."""

from pathlib import Path

from dealer_trainer.importer.api import FOLDER_SUFFIXES, known_formats, parse_text
from dealer_trainer.importer.sites import FILE_FORMATS, file_format, format_of_suffix

PHH = Path(__file__).resolve().parent.parent / "data" / "hh" / "phh" / "wsop-2023-43-5-79.phh"


def test_phh_is_a_registered_file_format_found_by_suffix_and_by_text():
    [phh] = [f for f in FILE_FORMATS if f.name == "PHH"]
    assert format_of_suffix(".PHHS") is phh and format_of_suffix(".txt") is None
    assert {".phh", ".phhs"} <= set(FOLDER_SUFFIXES)
    text = PHH.read_text(encoding="utf-8")
    assert file_format(text) is phh
    assert known_formats().startswith("PHH, PokerStars text, ")


def test_a_phh_hand_reads_the_same_by_suffix_or_by_its_text():
    text = PHH.read_text(encoding="utf-8")
    by_suffix, problem = parse_text(text, "hand.phh", phh=True)
    by_text, _ = parse_text(text, "hand.txt")
    assert problem is None and len(by_suffix) == 1
    assert [(i, h.committed) for i, h in by_suffix] == [(i, h.committed) for i, h in by_text]
    assert parse_text("this is = not [toml", "bad.phh", phh=True)[1].startswith("not PHH")
