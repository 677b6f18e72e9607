"""Open Hand History and PHH out, and damaged files of every new format.

Round trip: import -> Open Hand History -> import gives the same drills. PHH: every hand
written is replayed by PokerKit (an independent oracle) to the engine's pots.
"""

from __future__ import annotations

import json
import random
from decimal import Decimal
from pathlib import Path

import pytest
from pokerkit import HandHistory
from samples import sample

from dealer_trainer.commands import main
from dealer_trainer.drills.files import DrillSet, drill_to_dict, save_drill_set
from dealer_trainer.drills.generator import drill_for_seed
from dealer_trainer.engine import build_pots
from dealer_trainer.importer import import_files
from dealer_trainer.importer.api import parse_text, read_text
from dealer_trainer.importer.convert import engine_hand, make_drill
from dealer_trainer.importer.export import export_files, generated_hand, hand_to_phh
from dealer_trainer.importer.model import HandError, ParsedHand
from dealer_trainer.importer.sites import ohh

REPO = Path(__file__).resolve().parents[2]
MORE = sample("hh-more")
WRITTEN = REPO / "tests" / "data" / "hh" / "written"
REAL = ["888poker-pokerregion-01.txt", "bovada-apprentice-01.txt", "pokernow-charlestudor-01.csv"]


def sample_files() -> list[Path]:
    files = sorted(WRITTEN.glob("*"))
    if (MORE / "INDEX.md").exists():
        files += [MORE / name for name in REAL]
    return files


def table(drill) -> dict:
    data = drill_to_dict(drill)
    del data["notes"]  # they name the file format the hand was read from
    return data


@pytest.mark.parametrize("path", sample_files(), ids=lambda p: p.name)
def test_round_trip_through_open_hand_history_gives_the_same_drills(path, tmp_path):
    before = import_files([path])
    assert before.drills
    written = export_files([path], "ohh")
    out = tmp_path / "hands.ohh"
    out.write_text(written.text(), encoding="utf-8")
    after = import_files([out])
    assert after.hands_read == len(before.drills)
    assert [table(d) for d in after.drills] == [table(d) for d in before.drills]
    assert after.unexplained == []


def test_ohh_is_the_standard_layout():
    [(_, hand)] = [h for h in parse_text(read_text(WRITTEN / "winamax-written-01.txt"), "w")[0]][:1]
    data = json.loads(ohh.dump_hand(hand))["ohh"]
    assert data["spec_version"] == "1.4.7" and data["site_name"] == "Winamax" and data["currency"] == "EUR"
    assert [r["street"] for r in data["rounds"]] == ["Preflop", "Flop", "Turn", "River", "Showdown"]
    preflop = [a for a in data["rounds"][0]["actions"] if a["action"] != "Dealt Cards"]
    assert [a["action"] for a in preflop] == [
        "Post SB",
        "Post BB",
        "Raise",
        "Raise",
        "Fold",
        "Raise",
        "Raise",
    ]
    # an action's amount is the chips it put in: Lucie raises from her €0.50 blind to €20
    assert preflop[5] == {"action_number": preflop[5]["action_number"], "player_id": 0, "action": "Raise",
                          "amount": 19.5, "is_allin": True}  # fmt: skip
    # the site's pots, each with its rake (all of it on the main pot), after them what each won
    assert [p["amount"] for p in data["pots"]] == [38.25, 14.5, 35.4]
    assert data["pots"][0]["rake"] == 2.6
    assert '"amount": 19.5' in ohh.dump_hand(hand)  # a decimal, written as the site's money


def test_ohh_reads_several_hands_and_a_list():
    hands = [h for _, h in parse_text(read_text(WRITTEN / "ggpoker-written-01.txt"), "g")[0]]
    text = ohh.dumps(hands)
    assert text.count('{"ohh"') == 5 and "\n\n" in text
    as_list = "[" + ",".join(ohh.dump_hand(h) for h in hands) + "]"
    for source in (text, as_list):
        read, problem = parse_text(source, "x.ohh")
        assert problem is None and [i for i, _ in read] == [h.hand_id for h in hands]


def phh_pots(text: str, scale: int) -> list[int]:
    """PokerKit's own pots at their fullest while it replays ``text``, the first time they are
    (after the last board card of a pot-limit Omaha hand PokerKit 0.7.7 was seen to show the side
    pots it had laid out as one pot of the same total)."""
    best: list = []
    for state, _ in HandHistory.loads(text).state_actions:
        pots = [p.amount for p in state.pots]
        if pots and sum(pots) > sum(best):
            best = pots
    return [int(Decimal(str(p)) * scale) for p in best]


def test_imported_hands_written_as_phh_replay_to_the_engines_pots():
    replayed = 0
    for path in sample_files():
        for hand_id, hand in parse_text(read_text(path), path.name)[0]:
            if isinstance(hand, HandError):
                continue
            try:
                make_drill(hand)
                text = hand_to_phh(hand).dumps()
            except HandError:
                continue
            engine = [p.amount for p in build_pots(engine_hand(hand))]
            assert phh_pots(text, hand.scale) == engine, (path.name, hand_id)
            replayed += 1
    assert replayed >= 10
    if (MORE / "INDEX.md").exists():
        assert replayed == 53  # 888poker 32, Bovada 10, PokerNow 3, written 8


def test_generated_drills_written_as_phh_replay_to_the_engines_pots():
    replayed = skipped = 0
    for level in (1, 2, 3, 4):
        for seed in range(15):
            drill = drill_for_seed(level, seed)
            try:
                text = hand_to_phh(generated_hand(drill)).dumps()
            except HandError as exc:
                assert "dead blind" in str(exc)
                skipped += 1
                continue
            assert phh_pots(text, drill.scale) == [p.amount for p in drill.settlement().pots], drill.code
            replayed += 1
    assert replayed > 40 and skipped > 0


def test_phh_refuses_what_it_cannot_hold_with_a_reason():
    hands = {h.hand_id: h for _, h in parse_text(read_text(WRITTEN / "ggpoker-written-01.txt"), "g")[0]}
    with pytest.raises(HandError, match="dead blind"):
        hand_to_phh(hands["RC2000000003"])  # a missed blind posted dead
    bare = ParsedHand(source="x", hand_id="1", site="PokerStars")
    with pytest.raises(HandError, match="not known"):
        hand_to_phh(bare)


def test_export_command_writes_phh_and_ohh(tmp_path, capsys):
    out = tmp_path / "gg.phhs"
    assert (
        main(["export", str(WRITTEN / "ggpoker-written-01.txt"), "--format", "phh", "--out", str(out)]) == 0
    )
    printed = capsys.readouterr().out
    assert "Hands read: 5; written: 3; left out: 2" in printed
    assert "hand RC2000000003: PHH has no dead blind" in printed
    histories = list(HandHistory.loads_all(out.read_text()))
    assert len(histories) == 3 and histories[0].players[0].startswith("Seat ")  # names are seat letters
    assert main(["export", str(WRITTEN / "pokernow-written-01.csv"), "--format", "ohh", "--keep-names"]) == 0
    captured = capsys.readouterr()
    assert '"name": "Dev @ d4"' in captured.out and "written: 1" in captured.err


def test_export_command_takes_a_drill_file_of_generated_drills(tmp_path, capsys):
    drills = tuple(d for d in (drill_for_seed(2, seed) for seed in range(6)) if not d.dead)[
        :3
    ]  # PHH: no dead blinds
    path = tmp_path / "class.json"
    save_drill_set(path, DrillSet("Week 3", drills=drills))
    assert main(["export", str(path), "--format", "phh", "--out", str(tmp_path / "class.phhs")]) == 0
    assert len(list(HandHistory.loads_all((tmp_path / "class.phhs").read_text()))) == 3


def test_export_says_it_leaves_out_the_street_hands_of_a_drill_file(tmp_path, capsys):
    from dealer_trainer.drills.streets import street_drill_from_code

    street = street_drill_from_code("T2-222229")
    entries = (drill_for_seed(2, 0), street, drill_for_seed(2, 2))  # no dead blind: PHH has none
    path = tmp_path / "mixed.json"
    save_drill_set(path, DrillSet("Week 4", entries=entries))
    assert main(["export", str(path), "--format", "phh", "--out", str(tmp_path / "mixed.phhs")]) == 0
    assert len(list(HandHistory.loads_all((tmp_path / "mixed.phhs").read_text()))) == 2
    printed = capsys.readouterr()
    text = printed.out + printed.err
    assert "a street-by-street hand: export writes pot drills only" in text
    assert f"drill 1 ({street.title})" in text


def test_export_command_bad_input_is_one_line(tmp_path, capsys):
    junk = tmp_path / "junk.txt"
    junk.write_text("hello\n")
    assert main(["export", str(junk), "--format", "ohh"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("dealer-trainer export: nothing to export") and err.count("\n") == 1
    assert main(["export", str(tmp_path / "missing.txt"), "--format", "phh"]) == 2
    assert capsys.readouterr().err.count("\n") == 1


# ---------------------------------------------------------------- damaged files of each format


@pytest.mark.parametrize("path", [*sample_files(), Path("ohh")], ids=lambda p: p.name)
def test_truncated_and_garbled_files_give_a_one_line_reason(path, tmp_path):
    if path.name == "ohh":  # an Open Hand History file of the written hands
        text = "\n\n".join(export_files([WRITTEN], "ohh", all_hands=True).texts)
        path = Path("hands.ohh")
    else:
        text = path.read_text(encoding="utf-8")
    rng = random.Random(path.name)
    cuts = [text[: rng.randrange(1, len(text))] for _ in range(25)]
    garbled = ["".join(rng.choice('0123456789$€ ,.[]()#"\n:') if rng.random() < 0.05 else c for c in text)]
    for number, damaged in enumerate([*cuts, *garbled, text[: len(text) // 2], "\x00garbage"]):
        target = tmp_path / f"d{number}{path.suffix}"
        target.write_text(damaged, encoding="utf-8")
        report = import_files([target])  # never raises
        for skipped in report.skipped:
            assert skipped.reason and "\n" not in skipped.reason
            assert "Traceback" not in skipped.reason and "internal error" not in skipped.reason
            assert not skipped.reason.startswith("damaged file (")  # a parser let an exception out


def test_a_cut_ohh_file_keeps_its_whole_hands(tmp_path):
    hands = [h for _, h in parse_text(read_text(WRITTEN / "ggpoker-written-01.txt"), "g")[0]]
    text = ohh.dumps(hands)
    cut = text[: text.index('{"ohh"', 10) + 200]
    read, problem = parse_text(cut, "cut.ohh")
    assert problem is None
    assert isinstance(read[0][1], ParsedHand)
    assert isinstance(read[-1][1], HandError) and "not valid JSON" in str(read[-1][1])


def test_a_cut_pokernow_log_reports_the_unfinished_hand(tmp_path):
    lines = (WRITTEN / "pokernow-written-01.csv").read_text(encoding="utf-8").splitlines()
    cut = "\n".join([lines[0], *lines[3:]])  # the ending line and the last collect lost
    read, _ = parse_text(cut, "cut.csv")
    [(hand_id, error)] = read
    assert hand_id == "7" and isinstance(error, HandError) and "truncated" in str(error)


def test_import_command_on_garbage_of_a_new_format_is_one_line(tmp_path, capsys):
    path = tmp_path / "broken.csv"
    path.write_text("entry,at,order\nnothing,here,1\n")
    assert main(["import", str(path)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "nothing to import" in err


def test_a_hand_met_again_is_exported_once_and_the_counts_add_up(tmp_path, capsys):
    source = WRITTEN / "ggpoker-written-01.txt"
    twice = tmp_path / "twice.txt"
    twice.write_text(source.read_text(encoding="utf-8") + "\n\n\n" + source.read_text(encoding="utf-8"))
    single, report = export_files([source], "ohh"), export_files([twice], "ohh")
    again = [s for s in report.skipped if str(s.reason) == "the same hand again (first in twice.txt)"]
    assert len(again) == single.hands_read == 5
    assert report.texts == single.texts
    assert report.hands_read == len(report.texts) + report.hands_left_out == 10
    assert main(["export", str(twice), "--format", "ohh", "--out", str(tmp_path / "o.ohh")]) == 0
    first = capsys.readouterr().out.splitlines()[0]
    assert first == f"Hands read: 10; written: {len(single.texts)}; left out: {10 - len(single.texts)}"


def test_a_drill_file_of_imported_drills_exports_nothing_and_says_why_in_one_line(tmp_path, capsys):
    drills = tmp_path / "drills.json"
    assert main(["import", str(WRITTEN / "ggpoker-written-01.txt"), "--out", str(drills)]) == 0
    capsys.readouterr()
    assert main(["export", str(drills), "--format", "phh", "--out", str(tmp_path / "o.phhs")]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1
    assert "its drills keep no betting actions (imported or hand-made drills)" in err
    assert not (tmp_path / "o.phhs").exists()


def test_another_hand_under_a_number_met_before_is_exported_renamed_as_the_import_names_it(tmp_path):
    # one piece of code finds hands met again for both (importer/repeats.py); the export wrote
    # two hands "RC2000000001" before
    source = (WRITTEN / "ggpoker-written-01.txt").read_text(encoding="utf-8")
    edited = tmp_path / "edited.txt"
    edited.write_text(source + "\n\n\n" + source.replace("Anna", "Anouk"), encoding="utf-8")
    report = export_files([edited], "ohh", keep_names=True)
    ids = [json.loads(text)["ohh"]["game_number"] for text in report.texts]
    assert len(ids) == len(set(ids)) and "RC2000000001 (2)" in ids  # Anna's hands, edited
    renamed = [r.renamed for r in import_files([edited]).repeated if not r.same]
    assert {i for i in ids if i.endswith(" (2)")} <= set(renamed)  # and a hand that makes no drill


def test_a_renamed_hand_never_takes_the_id_of_another_hand_in_the_file(tmp_path):
    # hostile trial: hands "777", "777" (edited) and a real "777 (2)": both the edited one and
    # the real one were imported and exported as "777 (2)"
    [first, *_] = export_files([WRITTEN / "bovada-written-01.txt"], "ohh", keep_names=True).texts
    hands = []
    for number, extra in (("777", 0), ("777", 10), ("777 (2)", 20), ("777 (2)", 30)):
        hand = json.loads(first)
        hand["ohh"]["game_number"] = number
        hand["ohh"]["players"][0]["starting_stack"] += extra
        hands.append(json.dumps(hand))
    path = tmp_path / "collide.ohh"
    path.write_text("\n".join(hands) + "\n", encoding="utf-8")
    ids = [json.loads(text)["ohh"]["game_number"] for text in export_files([path], "ohh").texts]
    assert len(ids) == 4 and len(set(ids)) == 4, ids
    titles = [d.title for d in import_files([path]).drills]
    assert len(set(titles)) == 4, titles  # the import names them the same way


def test_a_renamed_hand_keeps_the_sites_number_in_phh(tmp_path):
    # hostile trial: PHH's hand number ran the id's digits together, "RC2000000001 (2)" became
    # 20000000012, another hand's possible number; the whole id stays in "event"
    source = (WRITTEN / "ggpoker-written-01.txt").read_text(encoding="utf-8")
    edited = tmp_path / "edited.txt"
    edited.write_text(source + "\n\n\n" + source.replace("Anna", "Anouk"), encoding="utf-8")
    out = tmp_path / "o.phhs"
    assert main(["export", str(edited), "--format", "phh", "--out", str(out), "--all"]) == 0
    with out.open("rb") as handle:
        tables = list(HandHistory.load_all(handle))
    renamed = [h for h in tables if h.event.endswith(" (2)")]
    assert renamed, [h.event for h in tables]
    for hand in renamed:
        number = hand.event.split(" hand ")[1].removesuffix(" (2)")
        assert hand.hand == int(number.removeprefix("RC")), (hand.hand, hand.event)
