"""``dealer-trainer action`` checks the hole cards and board it is given whatever it prints (not
only with ``--scenario``): one line, exit status 2."""

from __future__ import annotations

import json

import pytest
from test_cli_action import FINISHED, HAND

from dealer_trainer.commands import main


def run(tmp_path, data, *flags, capsys):
    path = tmp_path / "hand.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    status = main(["action", str(path), *flags])
    out, err = capsys.readouterr()
    return status, out, err


@pytest.mark.parametrize("flags", [(), ("--json",)])
@pytest.mark.parametrize(
    ("cards", "expected"),
    [
        ({"hole": {"Shove": "AsAx"}}, "hole['Shove']: cannot read the cards"),
        ({"hole": {"Shove": "AsAhKs"}}, "hole['Shove']: cannot read the cards (count: 3, expected: 2)"),
        ({"hole": {"Nobody": "AsAh"}}, "hole: 'Nobody' is not one of the seats"),
        ({"hole": {"Shove": "AsAh", "Late": "AsKd"}}, "hole['Late']: a card appears twice"),
        ({"board": "Jc 8d"}, "board: cannot read the cards (count: 2, expected: 3)"),
        ({"board": "Jc 8d 4h 6s 9c 2d"}, "board: cannot read the cards (count: 6, expected: 5)"),
        ({"board": "Jc Jc 4h"}, "board: a card appears twice"),
        ({"hole": {"Shove": "JcAh"}, "board": "Jc 8d 4h"}, "hole['Shove']: a card appears twice"),
    ],
)
def test_bad_cards_are_refused_without_scenario(tmp_path, capsys, cards, expected, flags):
    status, out, err = run(tmp_path, {**HAND, **cards}, *flags, capsys=capsys)
    assert status == 2 and out == ""
    assert expected in err and err.count("\n") == 1


def test_good_cards_pass_and_a_partial_board_is_fine_before_the_river(tmp_path, capsys):
    data = {**HAND, "hole": {"Shove": "AsAh", "Caller": "", "Late": ["Kd", "Kc"]}, "board": "Jc 8d 4h 6s"}
    status, out, err = run(tmp_path, data, "--json", capsys=capsys)
    assert status == 0 and err == "" and json.loads(out)["to_act"] == "You"
    full = {**FINISHED, "hole": {"Shove": "AsAh", "Caller": "KsKh", "Late": "QsQh", "You": "2c3d"}}
    status, out, err = run(tmp_path, {**full, "board": "Jc 8d 4h 6s 9c"}, "--scenario", capsys=capsys)
    assert status == 0 and json.loads(out)["board"] == "Jc 8d 4h 6s 9c"
