"""The ``dealer-trainer action`` command: text, the exact ``--json`` keys, ``--scenario`` piped
into ``pots -``, and one-line errors with exit status 2."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest
from betting_helpers import FLOP, TURN, all_in, bet, call, check, fold, game, raise_to, with_actions

from dealer_trainer.commands import main

# seed 000's incomplete raise at $0.50/$1 in cents
HAND = with_actions(
    game(["You", "Shove", "Caller", "Late"], [100_000, 1_500, 100_000, 100_000], blinds=(50, 100)),
    call("Caller"),
    call("Late"),
    call("You"),
    check("Shove"),
    FLOP,
    *(check(s) for s in ("You", "Shove", "Caller", "Late")),
    TURN,
    bet("You", 1_000),
    all_in("Shove"),
    call("Caller"),
    call("Late"),
)
FINISHED = with_actions(
    HAND, *HAND["actions"], fold("You"), {"street": "river"}, check("Caller"), check("Late")
)


def run(tmp_path, data, *flags, capsys):
    path = tmp_path / "hand.json"
    path.write_text(data if isinstance(data, str) else json.dumps(data), encoding="utf-8")
    status = main(["action", str(path), *flags])
    out, err = capsys.readouterr()
    return status, out, err


def test_json_has_exactly_the_issue_s_keys(tmp_path, capsys):
    status, out, err = run(tmp_path, HAND, "--json", capsys=capsys)
    assert status == 0 and err == ""
    result = json.loads(out)
    assert set(result) == {"street", "to_act", "legal", "pots", "in_front"}
    assert set(result["legal"]) == {"fold", "check", "call", "raise", "raise_closed"}
    assert result["street"] == "turn" and result["to_act"] == "You"
    assert result["legal"] == {
        "fold": True,
        "check": False,
        "call": 400,
        "raise": None,
        "raise_closed": (
            "the all-in to 1,400 raised You's 1,000 by only 400, less than a full raise of 1,000, and You "
            "has acted since the last full bet (TDA 2024 Rule 47-A; docs/rules.md#full-bet-rule)"
        ),
    }
    assert result["in_front"] == {"You": 1_000, "Shove": 1_400, "Caller": 1_400, "Late": 1_400}
    assert result["pots"] == [
        {
            "name": "Main pot",
            "amount": 400,
            "lower": 0,
            "upper": 100,
            "eligible": ["You", "Shove", "Caller", "Late"],
            "shares": {"You": 100, "Shove": 100, "Caller": 100, "Late": 100},
            "dead": 0,
        }
    ]


def test_json_when_the_betting_is_over_adds_returned(tmp_path, capsys):
    status, out, _ = run(tmp_path, FINISHED, "--json", capsys=capsys)
    result = json.loads(out)
    assert status == 0 and set(result) == {"street", "to_act", "legal", "pots", "in_front", "returned"}
    assert result["street"] == "showdown" and result["to_act"] is None and result["returned"] == {}
    assert result["legal"] == {"fold": False, "check": False, "call": 0, "raise": None, "raise_closed": None}
    assert [(p["name"], p["amount"], p["eligible"]) for p in result["pots"]] == [
        ("Main pot", 5_600, ["Shove", "Caller", "Late"]),
    ]


def test_text_names_the_street_the_seat_its_options_the_pots_and_the_bets(tmp_path, capsys):
    status, out, _ = run(tmp_path, HAND, capsys=capsys)
    assert status == 0
    lines = out.splitlines()
    assert lines[:5] == [
        "Street: turn",
        "To act: You (98,900 behind)",
        "  Fold: yes",
        "  Check: no",
        "  Call: 400",
    ]
    assert lines[5].startswith("  Raise: closed: the all-in to 1,400 raised You's 1,000 by only 400")
    assert "Main pot  400     You, Shove, Caller and Late" in lines
    assert lines[-1] == "In front: You 1,000, Shove 1,400 (all-in), Caller 1,400, Late 1,400"


def test_text_shows_the_raise_range_with_its_rule(tmp_path, capsys):
    data = with_actions(HAND, *HAND["actions"][:-1])  # Late to act: may raise
    _, out, _ = run(tmp_path, data, capsys=capsys)
    assert (
        "  Raise: to at least 2,400 (the last full bet or raise is 1,000; TDA 2024 Rule 43; WSOP Live Action "
        "Rules 165, 174 and 176; docs/rules.md#minimum-bet-and-minimum-raise), at most 99,900 (all-in)"
    ) in out.splitlines()


def test_scenario_settles_with_pots(tmp_path, capsys):
    data = {**FINISHED, "hole": {"Shove": "AsAh", "Caller": "KsKh", "Late": "QsQh", "You": "2c3d"}}
    data["board"] = "Jc 8d 4h 6s 9c"
    status, out, _ = run(tmp_path, data, "--scenario", capsys=capsys)
    assert status == 0
    scenario = json.loads(out)
    assert scenario["contributions"] == {"You": 1_100, "Shove": 1_500, "Caller": 1_500, "Late": 1_500}
    assert scenario["folded"] == ["You"] and scenario["all_in"] == ["Shove"] and scenario["dead"] == 0
    assert scenario["hole"]["Shove"] == "AsAh" and scenario["board"] == "Jc 8d 4h 6s 9c"
    path = tmp_path / "scenario.json"
    path.write_text(out, encoding="utf-8")
    assert main(["pots", str(path), "--json"]) == 0
    settled = json.loads(capsys.readouterr().out)
    assert [(p["name"], p["amount"]) for p in settled["pots"]] == [("Main pot", 5_600)]
    assert settled["payouts"]["Shove"] == 5_600


def test_scenario_pipes_into_pots_on_the_command_line(tmp_path):
    path = tmp_path / "hand.json"
    path.write_text(json.dumps(FINISHED), encoding="utf-8")
    cmd = [sys.executable, "-m", "dealer_trainer.commands"]
    scenario = subprocess.run(
        [*cmd, "action", str(path), "--scenario"], capture_output=True, text=True, check=True
    )
    pots = subprocess.run(
        [*cmd, "pots", "-"], input=scenario.stdout, capture_output=True, text=True, check=True
    )
    assert "5,600" in pots.stdout and "Shove, Caller and Late" in pots.stdout


ERRORS = [
    ("{not json", "not valid JSON"),
    (json.dumps({**HAND, "stacks": {**HAND["stacks"], "Zed": 10}}), "stacks: 'Zed' is not one of the seats"),
    (json.dumps({**HAND, "stacks": {**HAND["stacks"], "Late": -5}}), "stacks['Late']: -5 is negative"),
    (
        json.dumps(with_actions(HAND, *(a for a in HAND["actions"] if a != FLOP))),
        'item 5: You may not check: the preflop betting is over; put {"street": "flop"}',
    ),
    (
        json.dumps(with_actions(HAND, call("Late"))),
        "item 1: Late may not call: it is Caller's turn, not Late's",
    ),
    (json.dumps(with_actions(HAND, raise_to("Caller", 150))), "the smallest raise is to 200"),
    (json.dumps({**HAND, "rake": 5}), "rake: this field is not part of an action file"),
    (json.dumps({k: v for k, v in HAND.items() if k != "button"}), "button: this field is required"),
    (json.dumps({**HAND, "structure": "spread-limit"}), "structure: 'spread-limit' is not one of"),
    (json.dumps({**HAND, "cap": 3}), "cap: only a fixed-limit game reads this field, not no-limit"),
    (
        json.dumps({**HAND, "actions": [{"seat": "Caller", "do": "shove"}]}),
        "do: item 1: 'shove' is not one of",
    ),
    (json.dumps({**HAND, "actions": [{"street": "flop"}]}), "item 1: the preflop betting is not over"),
    (json.dumps(with_actions(HAND, raise_to("Caller", 4.5))), 'item 1: "to" must be a whole number of chips'),
    (json.dumps(with_actions(HAND, raise_to("Caller", -5))), 'item 1: "to" is negative (-5)'),
    (
        json.dumps(with_actions(HAND, raise_to("Caller", int("9" * 4000)))),
        'item 1: "to" is a 4000-digit amount, larger than any pot can be',
    ),
    (
        json.dumps(with_actions(HAND, *[call("Caller")] * 1001)),
        "lists 1001 actions and street markers; a hand has at most 1000",
    ),
    (json.dumps({**HAND, "button": None}), "button: wrong type or value"),
    (json.dumps({**HAND, "seats": ["You", "You"]}), "seats: seat 'You' is listed twice"),
    (
        json.dumps({**HAND, "stacks": {**HAND["stacks"], "Late": 0}}),
        "'Late' has no chips and is not dealt in",
    ),
]


@pytest.mark.parametrize(("text", "message"), ERRORS)
def test_bad_input_is_one_line_and_exit_2(tmp_path, capsys, text, message):
    status, out, err = run(tmp_path, text, capsys=capsys)
    assert status == 2 and out == ""
    assert err.count("\n") == 1 and err.startswith("dealer-trainer action: ")
    assert message in err
    assert "Traceback" not in err


def test_scenario_before_the_betting_is_over_is_refused(tmp_path, capsys):
    status, _, err = run(tmp_path, HAND, "--scenario", capsys=capsys)
    assert status == 2 and "the betting is not over (You is to act on the turn)" in err


def test_scenario_with_unreadable_cards_is_refused(tmp_path, capsys):
    data = {**FINISHED, "hole": {"Shove": "AsAx"}, "board": "Jc 8d 4h 6s 9c"}
    status, _, err = run(tmp_path, data, "--scenario", capsys=capsys)
    assert status == 2 and err.count("\n") == 1 and "hole" in err


def test_json_and_scenario_together_is_a_usage_error(tmp_path, capsys):
    path = tmp_path / "hand.json"
    path.write_text(json.dumps(HAND), encoding="utf-8")
    with pytest.raises(SystemExit) as info:
        main(["action", str(path), "--json", "--scenario"])
    assert info.value.code == 2
    assert "not allowed with argument" in capsys.readouterr().err


def test_the_readme_example_prints_what_the_readme_shows(tmp_path, capsys):
    from pathlib import Path

    readme = (Path(__file__).resolve().parents[2] / "README.md").read_text(encoding="utf-8")
    section = readme.split("### Refereeing the betting", 1)[1].split("Other commands", 1)[0]
    blocks = section.split("```\n")[1::2]
    assert len(blocks) == 6  # the first example, the straddles' one, the stud one
    for hand, shown in zip(blocks[::2], blocks[1::2], strict=True):
        status, out, err = run(tmp_path, hand, capsys=capsys)
        assert status == 0 and err == ""
        assert out == shown
