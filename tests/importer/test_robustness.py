"""Damaged input never crashes the import: random cuts, lost lines, garbled amounts."""

from __future__ import annotations

import random
from pathlib import Path

from hh_texts import FULL_TILT, PARTY_POKER, STARS_CASH, STARS_DEAD_BLIND, STARS_STUD, STARS_TOURNAMENT

from dealer_trainer.importer import import_files
from dealer_trainer.importer.api import import_hands, parse_text
from dealer_trainer.importer.model import ImportReport

PHH = Path(__file__).resolve().parent.parent / "data" / "hh" / "phh"
TEXTS = [STARS_TOURNAMENT, STARS_DEAD_BLIND, STARS_CASH, FULL_TILT, STARS_STUD, PARTY_POKER]


def damage(text: str, rng: random.Random) -> str:
    lines = text.splitlines()
    kind = rng.randrange(4)
    if kind == 0:
        return text[: rng.randrange(len(text))]
    j = rng.randrange(len(lines))
    if kind == 1:
        del lines[j]
    elif kind == 2:
        lines[j] = lines[j].replace(rng.choice("0123456789"), rng.choice("0123456789x.,"))
    else:
        lines.insert(j, lines[rng.randrange(len(lines))])
    return "\n".join(lines)


def test_random_damage_never_raises():
    rng = random.Random(2026)
    phh = [p.read_text(encoding="utf-8") for p in sorted(PHH.glob("*.phh"))]
    for _ in range(250):
        is_phh = rng.random() < 0.25
        text = damage(rng.choice(phh if is_phh else TEXTS), rng)
        hands, _ = parse_text(text, "damaged", phh=is_phh)
        report = ImportReport()
        import_hands(hands, report)
        assert not [s for s in report.skipped if s.reason.startswith("internal error")]
        assert report.hands_read == len(report.imported) + len(report.skipped)


def test_damaged_files_in_a_folder(tmp_path):
    (tmp_path / "cut.phh").write_text((PHH / "wsop-2023-43-5-79.phh").read_text(encoding="utf-8")[:200])
    (tmp_path / "latin1.txt").write_bytes(STARS_TOURNAMENT.replace("Anna", "Änna").encode("latin-1"))
    (tmp_path / "utf16.txt").write_bytes(FULL_TILT.encode("utf-16"))
    (tmp_path / "ok.txt").write_text(STARS_CASH)
    report = import_files([tmp_path])
    assert report.files == 4
    assert len(report.drills) == 3  # latin-1, UTF-16 and the plain file
    assert [s.source for s in report.skipped] == ["cut.phh"]
