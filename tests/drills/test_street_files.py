"""Street-by-street hands in drill files: a T-code or a hand written out in the ``action`` format,
played through the betting referee; bad entries refused in one line naming the entry and the
problem; ``drill --file`` and ``check --file`` take them; exams refuse them."""

from __future__ import annotations

import copy
import json

import pytest

from dealer_trainer.commands import main
from dealer_trainer.drills.errors import DrillError, describe
from dealer_trainer.drills.exams import load_exam
from dealer_trainer.drills.files import DrillSet, drill_set_from_dict, drill_set_to_dict, save_drill_set
from dealer_trainer.drills.generator import new_drill
from dealer_trainer.drills.streets import STREET_LEVELS, StreetDrill, street_drill_from_code
from dealer_trainer.engine.betting_table import Street, Structure

# Anna (40) opens to 10, both blinds call; on the turn Bram bets 50, Chris calls, Anna calls
# all-in for 30: main pot 40 x 3 = 120, side pot (60 - 40)... = 20 x 2 = 40 for Bram and Chris.
HAND = {
    "structure": "no-limit",
    "seats": ["Anna", "Bram", "Chris"],
    "button": "Anna",
    "stacks": {"Anna": 40, "Bram": 200, "Chris": 200},
    "blinds": {"small": 1, "big": 2},
    "hole": {"Anna": "AsAh", "Bram": "KsKh", "Chris": "QsQh"},
    "board": "2c7d9hJc3s",
    "actions": [
        {"seat": "Anna", "do": "raise", "to": 10},
        {"seat": "Bram", "do": "call"},
        {"seat": "Chris", "do": "call"},
        {"street": "flop"},
        {"seat": "Bram", "do": "check"},
        {"seat": "Chris", "do": "check"},
        {"seat": "Anna", "do": "check"},
        {"street": "turn"},
        {"seat": "Bram", "do": "bet", "to": 50},
        {"seat": "Chris", "do": "call"},
        {"seat": "Anna", "do": "all-in"},
        {"street": "river"},
        {"seat": "Bram", "do": "check"},
        {"seat": "Chris", "do": "check"},
    ],
}


def file_of(*entries):
    return {"format": "dealer-trainer-drills", "version": 1, "title": "Week 5", "drills": list(entries)}


def read(*entries):
    return drill_set_from_dict(file_of(*entries))


def refused(entry) -> str:
    with pytest.raises(DrillError) as info:
        read(entry)
    return describe(info.value)


def test_a_code_and_a_written_out_hand_are_read_as_street_drills_in_order():
    pot = new_drill(1, 3)
    from dealer_trainer.drills.files import drill_to_dict

    ds = read(
        {"streets": "T1-222227", "notes": "Watch the turn."},
        drill_to_dict(pot),
        {"streets": HAND, "title": "A side pot on the turn"},
    )
    coded, middle, written = ds.entries
    assert (
        isinstance(coded, StreetDrill) and coded.code == "T1-222227-1W" and coded.notes == "Watch the turn."
    )
    assert coded.steps == street_drill_from_code("T1-222227").steps
    assert middle.code == pot.code
    assert ds.drills == (middle,)  # the pot drills alone, for worksheets, exams and export
    assert isinstance(written, StreetDrill) and written.title == "A side pot on the turn"
    assert [r.street for r in written.rounds] == [Street.PREFLOP, Street.FLOP, Street.TURN, Street.RIVER]
    turn = written.rounds[2]
    assert dict(turn.bets) == {"Anna": 30, "Bram": 50, "Chris": 50}
    assert [p.amount for p in turn.after.settlement().pots] == [120, 40]
    assert written.positions == {"Anna": "BTN", "Bram": "SB", "Chris": "BB"}
    final = written.final_drill().settlement()
    assert [p.amount for p in final.pots] == [120, 40]
    # the cards are there: Anna's aces win the main pot, Bram's kings the side pot
    assert [dict(a.to) for a in final.awards] == [{"Bram": 40}, {"Anna": 120}]  # side pot first


def test_a_set_with_street_hands_is_saved_and_read_back_the_same(tmp_path):
    ds = read({"streets": "T2-222229"}, {"streets": HAND, "title": "Turn", "notes": "n"})
    path = tmp_path / "set.json"
    save_drill_set(path, ds)
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["drills"][0] == {"streets": "T2-222229-1H"}  # the code with its check character
    written = data["drills"][1]
    assert written["title"] == "Turn" and written["notes"] == "n"
    assert written["streets"]["actions"] == HAND["actions"]
    again = drill_set_from_dict(data)
    assert [e.steps for e in again.entries] == [e.steps for e in ds.entries]
    assert again.entries[1].table == ds.entries[1].table
    assert drill_set_to_dict(again) == data


def test_fixed_limit_and_tournament_hands_keep_their_settings():
    hand = {
        "structure": "fixed-limit",
        "seats": ["A", "B", "C"],
        "button": "C",
        "stacks": {"A": 3000, "B": 175, "C": 3000},
        "blinds": {"small": 50, "big": 100},
        "ante": 25,
        "half_bet_rule": False,
        "actions": [
            {"seat": "C", "do": "call"},
            {"seat": "A", "do": "call"},
            {"seat": "B", "do": "all-in"},
            {"seat": "C", "do": "call"},
            {"seat": "A", "do": "call"},
            {"street": "flop"},
            {"seat": "A", "do": "check"},
            {"seat": "C", "do": "check"},
            {"street": "turn"},
            {"seat": "A", "do": "check"},
            {"seat": "C", "do": "check"},
            {"street": "river"},
            {"seat": "A", "do": "check"},
            {"seat": "C", "do": "check"},
        ],
    }
    (sd,) = read({"streets": hand, "kind": "tournament"}).entries
    assert sd.table.structure == Structure.FIXED_LIMIT and not sd.table.half_bet_rule
    assert sd.chip_set == "tournament" and sd.stakes.format(1500) == "1,500" and sd.unit == 25
    # B: 25 ante + 100 blind + 50 more all-in = 175; the others call 150 after their ante
    assert [p.amount for p in sd.final_drill().settlement().pots] == [525]
    saved = drill_set_to_dict(read({"streets": hand, "kind": "tournament"}))["drills"][0]
    assert saved["kind"] == "tournament" and saved["streets"]["half_bet_rule"] is False


@pytest.mark.parametrize(
    ("change", "expected"),
    [
        (
            lambda e: e["streets"]["actions"].insert(10, {"seat": "Chris", "do": "raise", "to": 60}),
            "drills[0].streets: item 11: Chris may not raise",
        ),
        (
            lambda e: e["streets"]["actions"].__delitem__(slice(12, None)),
            "drills[0].streets: the actions stop before the betting is over (Bram is to act on the river)",
        ),
        (
            lambda e: e["streets"]["actions"].__delitem__(3),
            "drills[0].streets: item 4: Bram may not check",
        ),
        (lambda e: e["streets"].update(board="2c7d9hJc2c"), "drills[0].streets: board: a card appears twice"),
        (
            lambda e: e["streets"]["hole"].update(Anna="AsXx"),
            "drills[0].streets: hole['Anna']: cannot read the cards",
        ),
        (
            lambda e: e["streets"].pop("button"),
            "drills[0].streets: button: this field is required",
        ),
        (
            lambda e: e["streets"].update(hole={"Anna": "AsAh", "Chris": "QsQh"}),
            "drills[0].streets: hole: 'Bram' is in the showdown but has no hole cards",
        ),
        (lambda e: e.update(chip_set="tournament"), "$40 cannot be paid in chips of the tournament set"),
        (lambda e: e.update(kind="home"), "drills[0].kind: 'home' is not allowed (cash or tournament)"),
        (lambda e: e.update(colour="red"), "drills[0].colour: this field is not part of a drill file"),
        (lambda e: e.update(streets=7), "drills[0].streets: 7 is not a street drill code (T2-…)"),
    ],
)
def test_a_bad_written_out_hand_is_one_line_naming_the_problem(change, expected):
    entry = {"streets": copy.deepcopy(HAND)}
    change(entry)
    message = refused(entry)
    assert expected in message and "\n" not in message


def test_the_rule_is_named_when_an_action_is_illegal():
    # seed 000 at $0.50/$1 in cents: B bets $10, C is all-in to $14, A calls: B may not raise
    hand = {
        "structure": "no-limit",
        "seats": ["A", "B", "C"],
        "button": "A",
        "stacks": {"A": 10000, "B": 10000, "C": 1500},
        "blinds": {"small": 50, "big": 100},
        "actions": [
            *({"seat": s, "do": d} for s, d in (("A", "call"), ("B", "call"), ("C", "check"))),
            {"street": "flop"},
            {"seat": "B", "do": "bet", "to": 1000},
            {"seat": "C", "do": "all-in"},
            {"seat": "A", "do": "call"},
            {"seat": "B", "do": "raise", "to": 3000},
        ],
    }
    assert refused({"streets": hand, "scale": 100}) == (
        "drills[0].streets: item 8: B may not raise to $30: the all-in to $14 raised B's $10 by only "
        "$4, less than a full raise of $10, and B has acted since the last full bet; TDA 2024 Rule "
        "47-A; docs/rules.md#full-bet-rule"
    )


def test_a_bad_street_code_in_a_file_speaks_of_street_codes():
    message = refused({"streets": "T9-222222"})
    assert message.startswith("drills[0].streets: 'T9-222222' is not a street drill code like T2-7K2Q9X")
    assert f"street drill levels are 1 to {max(STREET_LEVELS)}" in message and "L3" not in message
    assert "coded" not in refused({"streets": "T1-222227", "kind": "cash"})
    assert "deals its own stakes" in refused({"streets": "T1-222227", "kind": "cash"})


def test_drill_file_prints_street_hands_and_check_file_grades_their_pull_ins(tmp_path, capsys):
    path = tmp_path / "set.json"
    path.write_text(json.dumps(file_of({"streets": HAND, "title": "Turn"})), encoding="utf-8")
    assert main(["drill", "--file", str(path), "--answer"]) == 0
    out = capsys.readouterr().out
    assert "Turn: 2c 7d 9h Jc" in out and "Anna calls $30 (all-in)" in out
    assert "Side pot 1 = ($60 − $40) × 2 = $40, for Bram and Chris" in out
    assert main(["drill", "--file", str(path), "--scenario"]) == 0
    scenario = json.loads(capsys.readouterr().out)
    assert scenario["contributions"] == {"Anna": 40, "Bram": 60, "Chris": 60}

    build = tmp_path / "build.json"
    build.write_text(json.dumps({"pots": [{"amount": 120}, {"amount": 40}]}), encoding="utf-8")
    assert main(["check", "--file", str(path), "--street", "3", "--build", str(build)]) == 0
    assert "Every pile is right." in capsys.readouterr().out
    merged = tmp_path / "merged.json"
    merged.write_text(json.dumps({"pots": [{"amount": 160}]}), encoding="utf-8")
    assert main(["check", "--file", str(path), "--build", str(merged)]) == 1  # the last pull-in
    capsys.readouterr()
    flop = tmp_path / "flop.json"
    flop.write_text(json.dumps({"pots": [{"amount": 30}]}), encoding="utf-8")
    assert main(["check", "--file", str(path), "--street", "2", "--build", str(flop)]) == 0
    capsys.readouterr()
    assert main(["check", "--file", str(path), "--street", "9", "--build", str(build)]) == 2
    err = capsys.readouterr().err
    assert "has 4 betting rounds" in err and err.count("\n") == 1


def test_an_exam_takes_a_set_with_a_street_hand_as_version_2(tmp_path, capsys):
    path = tmp_path / "set.json"
    save_drill_set(path, DrillSet("w", entries=(new_drill(1, 3), street_drill_from_code("T1-222227"))))
    status = main(["exam", "make", str(path), "--out", str(tmp_path / "e.json"), "--minutes", "5"])
    assert status == 0 and "2 drills" in capsys.readouterr().out
    exam = load_exam(tmp_path / "e.json")
    assert exam.version == 2 and isinstance(exam.entries[1], StreetDrill)


def test_a_wrong_value_in_a_drill_file_is_shown_by_its_values_not_its_type_name():
    data = drill_set_to_dict(DrillSet("W", entries=(new_drill(2, 1),)))
    data["drills"].append({"streets": ["T2-222229"]})
    with pytest.raises(DrillError) as bad:
        drill_set_from_dict(data)
    message = describe(bad.value)
    assert "['T2-222229']" in message and "'list'" not in message
    data["drills"][1] = {"streets": "T2-" + "9" * 5000}
    with pytest.raises(DrillError) as long_code:
        drill_set_from_dict(data)
    assert len(describe(long_code.value)) < 300 and "…" in describe(long_code.value)
