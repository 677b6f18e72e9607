"""The whole shared samples: 199 real side-pot hands (site pots recorded) and the PHH sample.

The PHH sample and the part of the hand histories whose licence allows it are kept in
``tests/data/shared``; the tests of all 199 hands need ``../shared/hh-sample`` and skip without
it, naming the licences of the files left out (``tests/data/shared/NOTICE.md``). The time the
import takes is measured by ``benchmarks/shared_samples.py``.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from samples import needs_sample, sample

from dealer_trainer.importer import import_files
from dealer_trainer.importer.api import parse_text, read_text
from dealer_trainer.importer.convert import make_drill

HH = sample("hh-sample", whole=True)
PHH = sample("phh-sample")

needs_hh = needs_sample("hh-sample", whole=True)
needs_phh = needs_sample("phh-sample")


@pytest.fixture(scope="module")
def hh_report():
    return import_files([HH])


@needs_hh
def test_every_sample_hand_is_read_and_compared(hh_report):
    report = hh_report
    assert report.files == 98
    assert report.hands_read == 199
    assert report.compared == 199  # every hand records the site's pots


@needs_hh
def test_every_contested_hand_is_a_drill(hh_report):
    report = hh_report
    assert len(report.drills) == 198
    # the one hand left: everybody folded to one player (no showdown, nothing to build)
    [skipped] = report.skipped
    assert (skipped.source, skipped.hand_id) == ("hh-sample/pokerstars-drivehud-02.txt", "162520255332")
    assert "one player left" in skipped.reason


@needs_hh
def test_no_unexplained_difference_from_the_recorded_pots(hh_report):
    report = hh_report
    assert report.unexplained == []
    for diff in report.differences:
        assert diff.explanation
        assert sum(diff.site_pots) <= sum(diff.engine_pots)


@needs_hh
def test_the_pokerstars_folded_all_in_quirk_is_named(hh_report):
    report = hh_report
    quirk = {(d.source, d.hand_id) for d in report.differences if "separate pot" in (d.explanation or "")}
    # INDEX.md lists these four hands: fpdb3-18#8, fpdb3-20#4, fpdb3-22#1, drivehud-02#3
    assert {source for source, _ in quirk} == {
        "hh-sample/pokerstars-fpdb3-18.txt",
        "hh-sample/pokerstars-fpdb3-20.txt",
        "hh-sample/pokerstars-fpdb3-22.txt",
        "hh-sample/pokerstars-drivehud-02.txt",
    }


@needs_hh
def test_rake_free_differences_are_only_the_quirk(hh_report):
    report = hh_report
    for diff in report.differences:
        if "rake" not in diff.explanation:
            assert "separate pot" in diff.explanation
            assert len(diff.site_pots) == len(diff.engine_pots) + 1


@needs_hh
def test_engine_awards_equal_the_site_payouts_where_comparable():
    """Rake-free, single-board, one-winner-per-game hands: engine payouts == site's collected."""
    compared = 0
    for path in sorted(HH.glob("*.txt")):
        hands, _ = parse_text(read_text(path), path.name)
        for _, hand in hands:
            if isinstance(hand, Exception) or hand.rake or not hand.game or not hand.board:
                continue
            if hand.flags & {"cash_out", "run_twice", "hi_lo"}:
                continue
            live = [n for n in hand.names if n not in hand.folded]
            if len(live) < 2 or not all(n in hand.hole for n in live):
                continue
            payouts = make_drill(hand, keep_names=True).settlement().payouts
            assert {k: v for k, v in payouts.items() if v} == hand.collected, (path.name, hand.hand_id)
            compared += 1
    assert compared >= 60


@needs_phh
def test_the_phh_sample_in_one_call():
    report = import_files([PHH])
    assert report.hands_read == 172
    assert not [s for s in report.skipped if "one player left" not in s.reason]
    assert len(report.drills) == report.hands_read - len(report.skipped)
    assert sum(1 for item in report.imported if item.side_pots) >= 2  # 78.phh and 79.phh
    # the recorded finishing stacks: equal to the engine's award, or an odd chip the record
    # splits in halves where the engine gives it whole (TDA Rule 20-A)
    assert report.awards_compared >= 85
    assert all("odd chip" in d.explanation for d in report.award_differences)
    # titled by path: unique, though hand numbers repeat across the Pluribus sessions
    titles = [d.title for d in report.drills]
    assert len(set(titles)) == len(titles) == 122
    assert any(t.startswith("PHH phh-sample/handhq/") and "[" in t for t in titles)


@pytest.mark.slow
@needs_hh
def test_pokerkit_replay_agrees_except_where_its_parser_falls_short():
    report = import_files([HH], verify=True)
    replayed = [r for r in report.replays if r.agrees is not None]
    assert len(replayed) >= 140
    differ = {(Path(r.source).name, r.hand_id) for r in replayed if not r.agrees}
    # each of these is a PokerKit 0.7.7 parser limit, and our chips add up to the site's total:
    assert differ <= {
        ("pokerstars-michlf-02.txt", "215755722428"),  # "posts small & big blinds" not read
        ("pokerstars-michlf-07.txt", "217633413374"),  # same
        ("pokerstars-hhp-02.txt", "159581842724"),  # short all-in big blind taken as the blind size
        ("pokerstars-fpdb3-18.txt", "25234313412"),  # same
        ("pokerstars-fpdb3-20.txt", "47655901719"),  # same
    }
    assert not [d for d in report.differences if d.explanation is None]


@needs_hh
def test_every_sample_drill_saves_and_loads(hh_report, tmp_path):
    from dealer_trainer.drills.files import load_drill_set
    from dealer_trainer.importer import save_drills

    report = hh_report
    save_drills(report.drills, tmp_path / "all.json")
    loaded = load_drill_set(tmp_path / "all.json")
    assert [d.title for d in loaded.drills] == [d.title for d in report.drills]


@needs_hh
def test_every_rankable_award_equals_what_the_site_paid_or_is_explained(hh_report):
    report = hh_report
    assert report.awards_compared >= 160
    kinds = {("cash out" in d.explanation, "rake" in d.explanation) for d in report.award_differences}
    assert kinds <= {(True, False), (True, True), (False, True)}


@pytest.mark.slow
def test_the_hands_kept_in_the_repository_are_read_compared_and_replayed():
    """The MIT- and BSD-licensed part of the sample (tests/data/shared), read in a plain clone too:
    every hand a side-pot drill compared with the site's pots, every difference explained,
    PokerKit agreeing but where its parser falls short (as in the whole-sample test above)."""
    report = import_files([sample("hh-sample")], verify=True)
    assert (report.files, report.hands_read, report.compared) == (43, 66, 66)
    assert len(report.drills) == 66 and not report.skipped
    assert sum(1 for item in report.imported if item.side_pots) == 66
    assert report.unexplained == []
    assert all(d.explanation and sum(d.site_pots) <= sum(d.engine_pots) for d in report.differences)
    replayed = [r for r in report.replays if r.agrees is not None]
    assert len(replayed) == 54
    assert {(Path(r.source).name, r.hand_id) for r in replayed if not r.agrees} == {
        ("pokerstars-hhp-02.txt", "159581842724"),  # short all-in big blind taken as the blind size
    }
    assert report.awards_compared == 59
