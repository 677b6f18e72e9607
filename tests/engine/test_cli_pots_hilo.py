"""``dealer-trainer pots`` for hi-lo and stud games (formats.md §1, §2): the awards name their half
in the text and in ``--json``, the README's Omaha hi-lo example, and bad input in one line in
English and in Dutch."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from dealer_trainer import i18n
from dealer_trainer.commands import main

HAND = {
    "game": "omaha-hilo",
    "seats": ["Anna", "Bram", "Chris"],
    "button": "Chris",
    "contributions": {"Anna": 40, "Bram": 100, "Chris": 100},
    "hole": {"Anna": "As2dKhKd", "Bram": "QsQhJcTc", "Chris": "3c4d9s9h"},
    "board": "5h8c9dKs7s",
}
STUD = {
    "game": "stud-hilo",
    "seats": ["Anna", "Bram", "Chris"],
    "button": "Anna",
    "contributions": {"Anna": 7, "Bram": 7, "Chris": 7},
    "dead": 1,
    "hole": {"Anna": "2c 3d 4h 5s 7c Kd Kh", "Bram": "2d 3c 4s 5h 7d Qs Qh", "Chris": "As Ac Ad 9s 9c Jd Th"},
}


@pytest.fixture(autouse=True)
def english_after(monkeypatch):
    monkeypatch.delenv(i18n.ENV_VARIABLE, raising=False)
    yield
    i18n.set_language("en")


def run(tmp_path, capsys, data, *flags):
    path = tmp_path / "hand.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    lang = ["--lang", flags[1]] if flags[:1] == ("--lang",) else []
    status = main([*lang, "pots", str(path), *flags[len(lang) :]])
    out, err = capsys.readouterr()
    return status, out, err


def test_the_awards_name_their_half(tmp_path, capsys):
    status, out, err = run(tmp_path, capsys, HAND)
    assert status == 0 and err == ""
    lines = out.splitlines()
    assert "  Main pot, low half 60 -> Anna 60" in lines
    assert "  Side pot 1, high half 60 -> Bram 60" in lines
    assert "Won from the pots: Anna 60, Bram 120, Chris 60" in lines
    _, out, _ = run(tmp_path, capsys, HAND, "--lang", "nl")
    assert "  Hoofdpot, low-helft 60 -> Anna 60" in out.splitlines()


def test_json_awards_carry_the_half_and_no_rake_fields_without_the_room(tmp_path, capsys):
    _, out, _ = run(tmp_path, capsys, HAND, "--json")
    result = json.loads(out)
    assert [(a["pot"], a["half"], a["to"]) for a in result["awards"]] == [
        ("Side pot 1", "high", {"Bram": 60}),
        ("Side pot 1", "low", {"Chris": 60}),
        ("Main pot", "high", {"Bram": 60}),
        ("Main pot", "low", {"Anna": 60}),
    ]
    assert "rake" not in result and all("run" not in a for a in result["awards"])


def test_stud_hilo_odd_chip_of_the_low_half_by_suit_in_the_text(tmp_path, capsys):
    _, out, _ = run(tmp_path, capsys, STUD)
    assert "  Main pot, low half 11 -> Anna 6, Bram 5; odd chip to Anna" in out.splitlines()


def test_the_readme_omaha_hilo_example_prints_what_the_readme_shows(tmp_path, capsys):
    text = (Path(__file__).resolve().parents[2] / "README.md").read_text(encoding="utf-8")
    section = text.split("**Hi-lo and stud games**", 1)[1]
    given = json.loads(section.split("```\n", 2)[1])
    shown = section.split("```\n", 4)[3].split("```", 1)[0]
    _, out, _ = run(tmp_path, capsys, given)
    assert shown.strip() in out


@pytest.mark.parametrize(
    ("fields", "english", "dutch"),
    [
        (
            {"ranking": [["Anna"]]},
            "ranking: wrong type or value (reason: 'hi-lo games give high_ranking and low_ranking')",
            "hi-lo-spellen geven high_ranking en low_ranking",
        ),
        (
            {
                "hole": HAND["hole"],
                "folded": ["Chris"],
                "high_ranking": [["Bram"], ["Anna"]],
                "low_ranking": [["Chris"]],
            },
            "low_ranking['Chris']: wrong type or value (reason: 'a seat not in the hand cannot hold a low')",
            "kan geen low hebben",
        ),
        (
            {"high_ranking": [["Bram"], ["Anna"], ["Chris"]], "low_ranking": [["Anna"], ["Chris"], ["Bram"]]},
            "low_ranking['Bram']: wrong type or value (reason: 'these cards make no 8-or-better low')",
            "geen low van 8 of beter",
        ),
        (
            {"game": "stud", "hole": {}, "ranking": [["Anna"], ["Bram"], ["Chris"]]},
            "board: wrong type or value (reason: 'stud games have no board')",
            "studspellen hebben geen bord",
        ),
        (
            {
                "game": "razz",
                "board": None,
                "hole": {"Anna": "Ac 2d 3h 4s 5c 6d", "Bram": "Kc", "Chris": "Kd"},
            },
            "hole['Anna']",
            "hole['Anna']",
        ),
    ],
)
def test_bad_input_is_one_line_in_english_and_in_dutch(tmp_path, capsys, fields, english, dutch):
    data = {k: v for k, v in (HAND | fields).items() if v is not None}
    if "ranking" in fields and "hole" not in fields or fields.get("hole") == {}:
        data.pop("hole")
    status, out, err = run(tmp_path, capsys, data)
    assert status == 2 and out == "" and err.count("\n") == 1
    assert english in err
    status, out, err = run(tmp_path, capsys, data, "--lang", "nl")
    assert status == 2 and err.count("\n") == 1 and dutch in err
