"""One parser per site behind one interface: Ongame, PartyPoker, the WPN 2014 layout, iPoker
XML; a side-pot hand of each checked against hand-worked pots, returns and payouts; damaged
and truncated files of every format give one-line reasons, never a traceback."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from hh_texts import (
    ABSOLUTE,
    FULL_TILT,
    IPOKER_SIDE_POT,
    ONGAME_SIDE_POT,
    PARTY_POKER,
    STARS_CASH,
    STARS_TOURNAMENT,
    WPN_2014_SIDE_POT,
)
from samples import needs_sample, sample

from dealer_trainer.commands import main
from dealer_trainer.importer import import_files
from dealer_trainer.importer.api import parse_text
from dealer_trainer.importer.sites import FILE_FORMATS, TEXT_FORMATS, header_of, register
from dealer_trainer.importer.sites.base import SiteFormat

DATA = Path(__file__).resolve().parent.parent / "data" / "hh"
MORE = sample("hh-more")
needs_more = needs_sample("hh-more")


def one_drill(tmp_path, text: str, name: str = "hand.txt"):
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    report = import_files([path], keep_names=True)
    [item] = report.imported
    return report, item


def settled(drill):
    s = drill.settlement()
    pots = [(p.amount, set(p.eligible)) for p in s.pots]
    returned = (s.returned.seat, s.returned.amount) if s.returned else None
    return pots, returned, {k: v for k, v in (s.payouts or {}).items() if v}


def test_every_site_format_has_its_own_module_behind_one_interface():
    modules = {f.name: type(f) for f in [*TEXT_FORMATS, *FILE_FORMATS]}
    assert set(modules.values()) == {SiteFormat}
    for f in TEXT_FORMATS:
        assert f.header is not None and f.parse is not None and f.starts
    for f in FILE_FORMATS:
        assert f.sniff is not None and (f.read is not None or f.note)
    assert header_of("***** History for hand R5-1-2 *****")[0].name == "Ongame Network"
    assert header_of("***** Hand History for Game 12 *****")[0].name == "PartyPoker"
    assert header_of("Game started at: 2014/3/8 22:0:24")[0].label == "Winning Poker Network 2014 text"
    assert header_of("Seat 1: Ann (40).") is None


def test_a_new_site_registers_in_one_place(tmp_path, monkeypatch):
    import re

    from dealer_trainer.importer import sites

    monkeypatch.setattr(sites, "TEXT_FORMATS", list(sites.TEXT_FORMATS))
    monkeypatch.setattr(sites, "_STARTS", sites._STARTS)
    stars = sites.TEXT_FORMATS[0]

    def parse(hand_id, text, source):
        return stars.parse(hand_id, text.replace("Example Hand", "PokerStars Hand"), source)

    register(
        SiteFormat("Example", "Example text", re.compile(r"^Example Hand #(?P<id>\d+)"), "Example ", parse)
    )
    report = import_files([_write(tmp_path, STARS_TOURNAMENT.replace("PokerStars Hand", "Example Hand"))])
    assert report.file_reads[0].format == "Example text" and len(report.drills) == 1


def _write(tmp_path, text: str, name: str = "h.txt") -> Path:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def test_ongame_side_pot_and_rake(tmp_path):
    report, item = one_drill(tmp_path, ONGAME_SIDE_POT)
    assert item.site == "Ongame Network" and item.side_pots
    assert {s.name: s.committed for s in item.drill.seats} == {"Ann": 2000, "Bob": 5000, "Cid": 5000}
    # main pot 20 × 3 = 60 (everyone), side pot (50 − 20) × 2 = 60 (Bob, Cid); nothing returned
    pots, returned, payouts = settled(item.drill)
    assert pots == [(6000, {"Ann", "Bob", "Cid"}), (6000, {"Bob", "Cid"})] and returned is None
    assert payouts == {"Ann": 6000, "Bob": 6000}  # aces, then kings
    assert report.compared == 1 and report.differences == []  # the site's pots are before rake
    [award] = report.award_differences
    assert (
        award.site_paid == {"Ann": 5800, "Bob": 5800}
        and award.explanation == "rake $4 taken from the pots paid"
    )


def test_wpn_2014_side_pot_and_rake(tmp_path):
    report, item = one_drill(tmp_path, WPN_2014_SIDE_POT)
    assert item.hand_id == "900000001" and item.drill.stakes.label() == "$1/$2"
    assert {s.name: s.committed for s in item.drill.seats} == {"Ann": 4000, "Bob": 10000, "Cid": 10000}
    pots, returned, payouts = settled(item.drill)
    assert pots == [(12000, {"Ann", "Bob", "Cid"}), (12000, {"Bob", "Cid"})] and returned is None
    assert payouts == {"Ann": 12000, "Bob": 12000}
    assert report.compared == 1 and report.differences == []  # Pot 238 + Rake 2 = 240 put in
    [award] = report.award_differences
    assert award.site_paid == {"Ann": 11900, "Bob": 11900} and "rake $2" in award.explanation


def test_ipoker_side_pot_uncalled_bet_and_rake_not_printed(tmp_path):
    report, item = one_drill(tmp_path, IPOKER_SIDE_POT, "hand.xml")
    assert item.site == "iPoker Network" and item.drill.stakes.label() == "€0.50/€1"
    # type 23 raises to a total (Cid to €80), type 7 all-ins add chips (Ann €19.50 more)
    assert {s.name: s.committed for s in item.drill.seats} == {"Ann": 2000, "Bob": 5000, "Cid": 8000}
    pots, returned, payouts = settled(item.drill)
    assert pots == [(6000, {"Ann", "Bob", "Cid"}), (6000, {"Bob", "Cid"})]
    assert returned == ("Cid", 3000)  # iPoker pays it back inside Cid's "win"
    assert payouts == {"Ann": 6000, "Bob": 6000}
    [award] = report.award_differences
    assert award.site_paid == {"Ann": 5850, "Bob": 5850}
    assert (
        award.explanation
        == "rake €3 (not printed: the chips put in less what the site paid) taken from the pots paid"
    )


def test_partypoker_side_pot(tmp_path):
    report, item = one_drill(tmp_path, PARTY_POKER)
    assert item.site == "PartyPoker"
    pots, returned, payouts = settled(item.drill)
    assert pots == [(3000, {"Ann", "Bob", "Cid"}), (2000, {"Bob", "Cid"})] and returned is None
    assert payouts == {"Ann": 3000, "Bob": 2000}
    assert report.differences == [] and report.award_differences == []  # no rake


@needs_more
def test_real_partypoker_side_pot_with_its_uncalled_bet_paid_as_a_pot():
    report = import_files([MORE / "partypoker-hhsmithy-02.txt"], keep_names=True)
    [item] = [i for i in report.imported if i.side_pots]
    assert item.hand_id == "1458965856 (4)"
    # Player 6 all-in 1.50, Players 5 and 4 0.14 and folded, Player 7 all-in 3.96, Player 1
    # 4.06: main 1.50 × 3 + 0.14 × 2 = 4.78, side (3.96 − 1.50) × 2 = 4.92, 0.10 back to Player 1
    pots, returned, payouts = settled(item.drill)
    assert [a for a, _ in pots] == [478, 492] and returned == ("Player 1", 10)
    assert payouts == {"Player 7": 970}  # a full house takes both
    [diff] = [d for d in report.differences if d.hand_id == item.hand_id]
    assert diff.site_pots == (455, 467) and "rake $0.48" in diff.explanation


@needs_more
def test_real_ipoker_tournament_side_pot():
    report = import_files([MORE / "ipoker-hhpxml-01.xml"], keep_names=True)
    [item] = [i for i in report.imported if i.side_pots]
    assert item.hand_id == "3681865663" and item.drill.stakes.kind == "tournament"
    # Player 4 all-in 1,125, Players 5 and 9 1,380, Player 8's small blind 15
    pots, returned, payouts = settled(item.drill)
    assert pots == [(3390, {"Player 4", "Player 5", "Player 9"}), (510, {"Player 5", "Player 9"})]
    assert returned is None and payouts == {"Player 4": 3390, "Player 5": 510}
    assert report.award_differences == []  # the site's "win" equal the engine's award


# ---------------------------------------------------------------- damaged files

SAMPLES = {
    "pokerstars.txt": STARS_TOURNAMENT,
    "pokerstars-cash.txt": STARS_CASH,
    "fulltilt.txt": FULL_TILT,
    "wpn.txt": (DATA / "wpn-cukier-01.txt").read_text(encoding="utf-8-sig").split("\n\n\n")[0],
    "wpn2014.txt": WPN_2014_SIDE_POT,
    "ongame.txt": ONGAME_SIDE_POT,
    "party.txt": PARTY_POKER,
    "ipoker.xml": IPOKER_SIDE_POT,
    "absolute.txt": ABSOLUTE,
    "hand.phh": (DATA / "phh" / "wsop-2023-43-5-79.phh").read_text(encoding="utf-8"),
}


def _check_one_line_reasons(report) -> None:
    for s in report.skipped:
        assert "\n" not in s.reason and "Traceback" not in s.reason, s
        assert not s.reason.startswith("internal error"), s
    # every hand read made a drill or says why not (a file-wide reason has no hand id)
    assert report.hands_read == report.drills_made + len([s for s in report.skipped if s.hand_id])


@pytest.mark.parametrize("name", sorted(SAMPLES))
def test_each_format_whole_reads(tmp_path, name):
    report = import_files([_write(tmp_path, SAMPLES[name], name)])
    assert report.drills_made == 1 and report.skipped == [], report.skipped


@pytest.mark.parametrize("name", sorted(SAMPLES))
@pytest.mark.parametrize("fraction", [0.15, 0.4, 0.6, 0.85])
def test_a_truncated_file_gives_a_reason_never_a_traceback(tmp_path, name, fraction, capsys):
    text = SAMPLES[name]
    path = _write(tmp_path, text[: int(len(text) * fraction)], name)
    report = import_files([path])
    _check_one_line_reasons(report)
    if fraction < 0.5:
        assert report.drills_made == 0 and report.skipped, "a hand cut before its end is reported"
    else:  # cut in the summary: read when what the drill needs is there, else reported
        assert report.drills_made + len(report.skipped) == 1
    code = main(["import", str(path)])
    err = capsys.readouterr().err
    assert code in (0, 1, 2) and err.count("\n") <= 1 and "Traceback" not in err


@pytest.mark.parametrize("name", sorted(SAMPLES))
def test_garbage_after_a_format_header_gives_a_reason(tmp_path, name, capsys):
    rng = random.Random(name)
    lines = SAMPLES[name].splitlines()
    junk = ["".join(rng.choice("abc xyz:$()[]<>=/0123456789.,#*\"'") for _ in range(40)) for _ in range(25)]
    text = "\n".join(lines[:3] + junk + lines[3:6] + junk)
    path = _write(tmp_path, text, name)
    report = import_files([path])
    _check_one_line_reasons(report)
    assert report.drills_made == 0 and report.skipped
    assert main(["import", str(path)]) in (1, 2)
    err = capsys.readouterr().err
    assert err.count("\n") <= 1 and "Traceback" not in err


@pytest.mark.slow
def test_random_damage_to_every_format_never_raises(tmp_path):
    rng = random.Random(16)
    for round_ in range(400):
        name = rng.choice(sorted(SAMPLES))
        lines = SAMPLES[name].splitlines()
        for _ in range(3):
            j = rng.randrange(len(lines))
            kind = rng.randrange(3)
            if kind == 0:
                del lines[j]
            elif kind == 1:
                lines[j] = lines[j].replace(rng.choice("0123456789"), rng.choice("0123456789x.,-"))
            else:
                lines.insert(j, lines[rng.randrange(len(lines))])
            if not lines:
                break
        report = import_files([_write(tmp_path, "\n".join(lines), f"{round_}-{name}")])
        _check_one_line_reasons(report)


def test_parse_text_finds_each_format():
    for name, text in SAMPLES.items():
        hands, problem = parse_text(text, name, phh=name.endswith(".phh"))
        assert problem is None and len(hands) == 1, name
