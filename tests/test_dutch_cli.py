"""The commands in Dutch (``--lang nl`` / ``DEALER_TRAINER_LANG``), against hand-written lines;
``--json`` keys, pile names and mistake codes stay English; money in the Dutch format."""

from __future__ import annotations

import json

import pytest

from dealer_trainer import i18n
from dealer_trainer.cli import main
from dealer_trainer.drills.models import Stakes
from dealer_trainer.explain import format_chips

NBSP = "\xa0"

# the Dutch seed's first table: Anna 40, Bram 100, Chris 250, all in
THREE = {
    "seats": ["Anna", "Bram", "Chris"],
    "contributions": {"Anna": 40, "Bram": 100, "Chris": 250},
    "button": "Chris",
    "ranking": [["Anna"], ["Bram"], ["Chris"]],
}


@pytest.fixture(autouse=True)
def english_after(monkeypatch):
    monkeypatch.delenv(i18n.ENV_VARIABLE, raising=False)
    yield
    i18n.set_language("en")


@pytest.fixture
def scenario(tmp_path):
    path = tmp_path / "three.json"
    path.write_text(json.dumps(THREE), encoding="utf-8")
    return str(path)


def run(capsys, *argv):
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_pots_prints_the_seeds_table_in_dutch(capsys, scenario):
    code, out, _ = run(capsys, "--lang", "nl", "pots", scenario)
    assert code == 0
    lines = [line.rstrip() for line in out.splitlines()]
    assert lines[0].split() == ["Laag", "Som", "Bedrag", "Wie", "kan", "hem", "winnen"]
    assert lines[2].split() == ["Hoofdpot", "40", "×", "3", "120", "Anna,", "Bram", "en", "Chris"]
    side = ["Side", "pot", "1", "(100", "−", "40)", "×", "2", "120", "Bram", "en", "Chris"]
    assert lines[3].split() == side
    assert lines[4].split() == ["Terug", "250", "−", "100", "150", "Chris", "(niet-geëvenaarde", "inzet)"]
    assert "Fiches ingelegd: 390; in potten: 240; terug: 150" in lines
    assert "Uitbetaling (in de volgorde van de dealer):" in lines
    assert "  Side pot 1 120 -> Bram 120" in lines
    assert "  Hoofdpot 120 -> Anna 120" in lines
    assert "Gewonnen uit de potten: Anna 120, Bram 120, Chris 0 (Chris krijgt ook 150 terug)" in lines


def test_the_environment_variable_chooses_dutch_and_lang_en_overrides_it(capsys, scenario, monkeypatch):
    monkeypatch.setenv(i18n.ENV_VARIABLE, "nl")
    assert "Hoofdpot" in run(capsys, "pots", scenario)[1]
    assert "Main pot" in run(capsys, "--lang", "en", "pots", scenario)[1]
    monkeypatch.delenv(i18n.ENV_VARIABLE)
    assert "Main pot" in run(capsys, "pots", scenario)[1]  # English by default


def test_drill_answer_in_dutch_with_dutch_money(capsys):
    # level 1, seed 3: Zoe and Ines each put in $800 at $25/$50; Ines's queens win
    code, out, _ = run(capsys, "--lang", "nl", "drill", "--level", "1", "--seed", "3", "--answer")
    assert code == 0
    lines = out.splitlines()
    assert lines[0] == f"L1-222225-2 · Oefening niveau 1 · €{NBSP}25/€{NBSP}50 · 2 stoelen · knop Ines"
    assert f"Kleinste fiche in het spel: €{NBSP}25" in lines
    answer = lines[lines.index("Antwoord:") :]
    assert answer == [
        "Antwoord:",
        f"  Hoofdpot = €{NBSP}800 × 2 = €{NBSP}1.600, voor Zoe en Ines",
        "Uitbetaling (in de volgorde van de dealer):",
        f"  Hoofdpot €{NBSP}1.600 -> Ines €{NBSP}1.600",
    ]


def test_drill_answer_names_folded_chips_and_the_uncalled_bet_in_dutch(capsys):
    code, out, _ = run(capsys, "--lang", "nl", "drill", "--level", "3", "--seed", "7", "--answer")
    assert code == 0
    money = lambda n: f"€{NBSP}{n}"  # noqa: E731
    assert (
        f"  Hoofdpot = {money(25)} × 6 + {money(25)} van Olga (weggegooid) = {money(175)}, "
        "voor Sam, Lena, Marco, Pedro, Uma en Kim"
    ) in out.splitlines()
    assert f"  {money(362)} − {money(185)} = {money(177)} terug naar Sam (niet-geëvenaarde inzet)" in out


def test_check_prints_the_diagnosis_in_dutch(capsys, scenario, tmp_path):
    build = tmp_path / "build.json"
    build.write_text(json.dumps({"pots": [{"amount": 240}], "returned": {"Chris": 150}}), encoding="utf-8")
    code, out, _ = run(capsys, "--lang", "nl", "check", "--scenario", scenario, "--build", str(build))
    assert code == 1
    assert out.splitlines() == [
        "1 fout te herstellen.",
        "✘ Side pot 1 (120) is samengevoegd met de hoofdpot: Side pot 1 = (100 − 40) × 2 = 120, voor Bram en "
        "Chris. Anna is all-in voor 40 en kan de fiches daarboven niet winnen.",
        "  Oplossing: Open side pot 1 en verplaats 120 van de hoofdpot erin.",
        "  Regel: Een speler die all-in is kan van elke tegenstander alleen winnen wat hij zelf inlegde; "
        "fiches die boven een all-in worden ingezet vormen een side pot die die speler niet kan winnen "
        "(tafelinzet: Robert's Rules of Poker; TDA 2024 regel 21; docs/rules.md#table-stakes-and-side-pots)",
        "",
        "✔ Terug naar Chris: 150",
        "✘ Hoofdpot: 240, moet 120 zijn",
        "✘ Side pot 1: 0, moet 120 zijn",
    ]


def test_check_json_keeps_keys_pile_names_and_codes_english(capsys, scenario, tmp_path):
    build = tmp_path / "build.json"
    build.write_text(json.dumps({"pots": [{"amount": 240}], "returned": {"Chris": 150}}), encoding="utf-8")
    argv = ["--lang", "nl", "check", "--scenario", scenario, "--build", str(build), "--json"]
    code, out, _ = run(capsys, *argv)
    data = json.loads(out)
    assert code == 1 and set(data) == {"correct", "mistakes", "piles"}
    (mistake,) = data["mistakes"]
    assert set(mistake) == {"code", "piles", "message", "fix", "rule"}
    assert mistake["code"] == "pots_merged" and mistake["piles"] == ["Main pot", "Side pot 1"]
    assert mistake["message"].startswith("Side pot 1 (120) is samengevoegd met de hoofdpot")
    assert [p["name"] for p in data["piles"]] == ["Return to Chris", "Main pot", "Side pot 1"]
    pots = run(capsys, "--lang", "nl", "pots", scenario, "--json")[1]
    assert json.loads(pots) == json.loads(run(capsys, "--lang", "en", "pots", scenario, "--json")[1])


def test_errors_are_one_dutch_line_with_exit_2(capsys, tmp_path):
    bad = tmp_path / "bad.json"
    bad.write_text('{"seats": ["Anna"]}', encoding="utf-8")
    code, out, err = run(capsys, "--lang", "nl", "pots", str(bad))
    assert (code, out) == (2, "")
    assert err == f"dealer-trainer pots: {bad}: seats: een hand heeft minstens twee stoelen nodig, niet 1\n"
    code, _, err = run(capsys, "--lang", "nl", "drill", "--seed", "1", "--code", "L1-222222")
    assert (code, err) == (2, "dealer-trainer drill: geef --seed of --code, niet allebei\n")
    with pytest.raises(SystemExit) as exit_:
        main(["--lang", "nl", "drill", "--level", "9"])
    assert exit_.value.code == 2
    assert capsys.readouterr().err == (
        "dealer-trainer drill: argument --level: ongeldige keuze: 9 (kies uit 1, 2, 3, 4, 5) "
        "(zie dealer-trainer drill --help)\n"
    )


def test_an_unknown_language_is_refused_in_one_line(capsys):
    with pytest.raises(SystemExit) as exit_:
        main(["--lang", "fr", "pots", "x.json"])
    assert exit_.value.code == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "--lang" in err and "'fr'" in err


def test_money_in_the_dutch_format_through_the_one_formatter():
    i18n.set_language("nl")
    assert format_chips(123450, 100, "$") == f"€{NBSP}1.234,50"
    assert format_chips(-123450, 100, "$") == f"€{NBSP}-1.234,50"
    assert format_chips(2000, 100, "$") == f"€{NBSP}20"
    assert format_chips(1375) == "1.375"
    cents = Stakes("cash", 50, 100, scale=100)
    assert cents.format(7550) == f"€{NBSP}75,50"
    assert cents.parse("75,50") == 7550 and cents.parse("€ 1.375") == 137500 and cents.parse("$3") == 300
    with pytest.raises(ValueError, match="geen bedrag"):
        cents.parse("1.50")  # a Dutch point groups thousands: 1.50 is no amount
    i18n.set_language("en")
    assert format_chips(123450, 100, "$") == "$1,234.50" and format_chips(1375) == "1,375"
    assert cents.parse("75.50") == 7550
