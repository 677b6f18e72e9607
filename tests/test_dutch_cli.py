"""The commands in Dutch (``--lang nl`` / ``DEALER_TRAINER_LANG``), against hand-written lines;
``--json`` keys, pile names and mistake codes stay English; money in the Dutch format."""

from __future__ import annotations

import json

import pytest

from dealer_trainer import i18n
from dealer_trainer.commands import main
from dealer_trainer.drills.models import Stakes
from dealer_trainer.wording.explain import format_chips

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
    # level 1, seed 3 (version 2): Zoe and Ines each put in $800 at $25/$50; Ines's queens win
    code, out, _ = run(capsys, "--lang", "nl", "drill", "--code", "L1-222225-2T", "--answer")
    assert code == 0
    lines = out.splitlines()
    assert lines[0] == f"L1-222225-2T · Oefening niveau 1 · ${NBSP}25/${NBSP}50 · 2 stoelen · knop Ines"
    assert f"Kleinste fiche in het spel: ${NBSP}25" in lines
    answer = lines[lines.index("Antwoord:") :]
    assert answer == [
        "Antwoord:",
        f"  Hoofdpot = ${NBSP}800 × 2 = ${NBSP}1.600, voor Zoe en Ines",
        "Uitbetaling (in de volgorde van de dealer):",
        f"  Hoofdpot ${NBSP}1.600 -> Ines ${NBSP}1.600",
    ]


def test_drill_answer_names_folded_chips_and_the_uncalled_bet_in_dutch(capsys):
    code, out, _ = run(capsys, "--lang", "nl", "drill", "--code", "L3-222229-24", "--answer")  # version 2
    assert code == 0
    money = lambda n: f"${NBSP}{n}"  # noqa: E731
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
        "dealer-trainer drill: argument --level: ongeldige keuze: 9 (kies uit 1, 2, 3, 4, 5, 6, 7, 8) "
        "(zie dealer-trainer drill --help)\n"
    )


def test_an_unknown_language_is_refused_in_one_line(capsys):
    with pytest.raises(SystemExit) as exit_:
        main(["--lang", "fr", "pots", "x.json"])
    assert exit_.value.code == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "--lang" in err and "'fr'" in err


def test_each_game_keeps_its_own_currency_sign_in_the_languages_number_format():
    # a dollar game stays in dollars in Dutch, a euro game in euros; the number follows the language
    euros = Stakes("cash", 50, 100, scale=100, symbol="€")
    dollars = Stakes("cash", 50, 100, scale=100, symbol="$")
    i18n.set_language("nl")
    assert dollars.format(123450) == f"${NBSP}1.234,50"
    assert euros.format(123450) == f"€{NBSP}1.234,50"
    assert format_chips(123450, 100, "£") == f"£{NBSP}1.234,50"
    assert euros.parse("€ 1.234,50") == 123450 and dollars.parse("$ 1.234,50") == 123450
    i18n.set_language("en")
    assert dollars.format(123450) == "$1,234.50" and euros.format(123450) == "€1,234.50"
    assert euros.parse("€1,234.50") == 123450


def test_money_in_the_dutch_format_through_the_one_formatter():
    i18n.set_language("nl")
    assert format_chips(123450, 100, "$") == f"${NBSP}1.234,50"
    assert format_chips(-123450, 100, "$") == f"${NBSP}-1.234,50"
    assert format_chips(2000, 100, "$") == f"${NBSP}20"
    assert format_chips(1375) == "1.375"
    cents = Stakes("cash", 50, 100, scale=100)
    assert cents.format(7550) == f"${NBSP}75,50"
    assert cents.parse("75,50") == 7550 and cents.parse("$ 1.375") == 137500 and cents.parse("$3") == 300
    with pytest.raises(ValueError, match="geen bedrag"):
        cents.parse("€ 3")  # a dollar game's money is never euros
    with pytest.raises(ValueError, match="geen bedrag"):
        cents.parse("1.50")  # a Dutch point groups thousands: 1.50 is no amount
    i18n.set_language("en")
    assert format_chips(123450, 100, "$") == "$1,234.50" and format_chips(1375) == "1,375"
    assert cents.parse("75.50") == 7550


def _act(seat, do, to=None):
    return {"seat": seat, "do": do} | ({"to": to} if to is not None else {})


# seed 000's incomplete raise at 50/100: Shove's all-in to 1,400 does not reopen the betting for You
SEATS = ["You", "Shove", "Caller", "Late"]
HAND = {
    "structure": "no-limit",
    "seats": SEATS,
    "button": "Late",
    "stacks": dict(zip(SEATS, [100_000, 1_500, 100_000, 100_000], strict=True)),
    "blinds": {"small": 50, "big": 100},
    "actions": [
        _act("Caller", "call"),
        _act("Late", "call"),
        _act("You", "call"),
        _act("Shove", "check"),
        {"street": "flop"},
        *(_act(s, "check") for s in SEATS),
        {"street": "turn"},
        _act("You", "bet", 1_000),
        _act("Shove", "all-in"),
        _act("Caller", "call"),
        _act("Late", "call"),
    ],
}


def test_action_prints_the_referees_view_in_dutch(capsys, tmp_path):
    path = tmp_path / "hand.json"
    path.write_text(json.dumps(HAND), encoding="utf-8")
    code, out, _ = run(capsys, "--lang", "nl", "action", str(path))
    assert code == 0
    assert out.splitlines() == [
        "Inzetronde: turn",
        "Aan de beurt: You (98.900 achter zich)",
        "  Weggooien: ja",
        "  Checken: nee",
        "  Meegaan: 400",
        "  Verhogen: gesloten: de all-in tot 1.400 verhoogde de 1.000 van You met maar 400, minder dan een "
        "volledige verhoging van 1.000, en You heeft sinds de laatste volledige inzet al gehandeld "
        "(TDA 2024 regel 47-A; docs/rules.md#full-bet-rule)",
        "",
        "Pot       Bedrag  Wie kan hem winnen",
        "--------  ------  --------------------------",
        "Hoofdpot  400     You, Shove, Caller en Late",
        "Voor de spelers: You 1.000, Shove 1.400 (all-in), Caller 1.400, Late 1.400",
    ]
    # --json keys and codes stay English; only the sentence is Dutch
    code, out, _ = run(capsys, "--lang", "nl", "action", str(path), "--json")
    result = json.loads(out)
    assert result["street"] == "turn" and set(result["legal"]) == {
        "fold",
        "check",
        "call",
        "raise",
        "raise_closed",
    }
    assert result["legal"]["raise_closed"].startswith("de all-in tot 1.400 verhoogde")


def test_action_refuses_an_illegal_action_in_one_dutch_line(capsys, tmp_path):
    # the flop's checks are done, but the turn is not marked before You bets
    early = {**HAND, "actions": HAND["actions"][:9] + [_act("You", "bet", 1_000)]}
    path = tmp_path / "early.json"
    path.write_text(json.dumps(early), encoding="utf-8")
    code, out, err = run(capsys, "--lang", "nl", "action", str(path))
    assert code == 2 and out == ""
    assert err == (
        f"dealer-trainer action: {path}: item 10: You mag niet inzetten tot 1.000: het inzetten op de flop "
        'is voorbij; zet {"street": "turn"} vóór de eerste actie op de turn; TDA 2024 regel 34-B; '
        "WSOP Live Action-regels 156, 157 en 165; docs/rules.md#who-acts\n"
    )
    broke = {**HAND, "stacks": {**HAND["stacks"], "Late": 0}}
    path.write_text(json.dumps(broke), encoding="utf-8")
    code, _, err = run(capsys, "--lang", "nl", "action", str(path))
    assert code == 2
    assert err == (
        f"dealer-trainer action: {path}: stacks: 'Late' heeft geen fiches en krijgt geen kaarten; "
        "laat de stoel weg\n"
    )


def test_worksheet_and_exam_errors_in_dutch(capsys, tmp_path):
    code, _, err = run(capsys, "--lang", "nl", "worksheet", "--level", "2", "--out", "blad.txt")
    assert code == 2
    assert err == (
        "dealer-trainer worksheet: --out blad.txt: een werkblad is een PDF; geef een bestandsnaam die op "
        ".pdf eindigt\n"
    )
    code, _, err = run(capsys, "--lang", "nl", "worksheet", "--level", "2", "--count", "0", "--out", "b.pdf")
    assert err == (
        "dealer-trainer worksheet: --count 0 moet van 1 tot 200 zijn (een werkblad bevat hoogstens 200 "
        "oefeningen)\n"
    )
    drills = tmp_path / "set.json"
    drills.write_text("{}", encoding="utf-8")
    exam = str(tmp_path / "exam.json")
    code, _, err = run(capsys, "--lang", "nl", "exam", "make", str(drills), "--out", exam)
    assert code == 2
    assert err == (
        "dealer-trainer exam: geef een tijdslimiet: --minutes (het hele examen), --per-drill (seconden), "
        "of allebei\n"
    )
    code, _, err = run(
        capsys, "--lang", "nl", "exam", "make", str(drills), "--out", exam, "--minutes", "10", "--pass", "120"
    )
    assert err == "dealer-trainer exam: --pass 120 moet een percentage van 1 tot 100 zijn\n"
    code, _, err = run(
        capsys,
        "--lang",
        "nl",
        "exam",
        "make",
        str(drills),
        "--out",
        exam,
        "--minutes",
        "10",
        "--allow",
        "hints,spieken",
    )
    assert err == (
        "dealer-trainer exam: --allow: 'spieken' is geen hulpmiddel; de hulpmiddelen zijn hints, solution, "
        "helpers, undo, retries\n"
    )
    code, _, err = run(capsys, "--lang", "nl", "exam", "show", str(drills))
    assert code == 2
    assert err == (
        f"dealer-trainer exam: {drills}: format: geen examenbestand van dealer-trainer "
        '("format" is None); maak er een met dealer-trainer exam make\n'
    )


def test_the_import_report_counts_in_dutch(capsys):
    from pathlib import Path

    code, out, _ = run(
        capsys, "--lang", "nl", "import", str(Path(__file__).parent / "data" / "hh"), "--brief"
    )
    assert code == 0
    lines = out.splitlines()
    assert lines[0] == "Bestanden gelezen: 13"
    assert "  hh/phh/badugi-wikipedia.phh: PHH; handen: 1, oefeningen: 1" in lines  # one line per file
    counts = [line for line in lines if not line.startswith(" ")][1:4]
    assert counts == [
        "Handen gelezen: 24",
        "Oefeningen gemaakt: 20 (14 met side pots, als eerste genoemd)",
        "Handen overgeslagen: 4",
    ]
    assert "Potten: site tegenover engine:" in lines and "  1 × verklaard: rake" in lines
    code, _, err = run(capsys, "--lang", "nl", "import", "geen-bestand.txt")
    assert code == 2 and err == "dealer-trainer import: geen-bestand.txt: bestand of map bestaat niet\n"


def test_the_worksheet_text_is_dutch():
    from dealer_trainer.drills.generator import drill_for_seed
    from dealer_trainer.drills.worksheet import make_worksheet

    i18n.set_language("nl")
    sheet = make_worksheet([drill_for_seed(3, 8, 2)], "Blad").drills[0]
    assert sheet.heading == "L3-22222A-2D"
    assert sheet.returned == f"${NBSP}400 − ${NBSP}117 = ${NBSP}283 terug naar Olga (niet-geëvenaarde inzet)"
    assert [p.name for p in sheet.pots] == ["Hoofdpot", "Side pot 1", "Side pot 2"]
    assert sheet.pots[0].eligible == "iedereen die nog meedoet (5 spelers)"
    assert sheet.awards[-1] == f"Hoofdpot (${NBSP}426) naar Pedro"
    assert sheet.balance == f"Fiches ingelegd ${NBSP}848 = ${NBSP}565 in de potten + ${NBSP}283 terug."


def test_a_system_error_is_said_in_dutch_and_kept_as_the_system_says_it_in_english(capsys, tmp_path):
    import errno

    missing = str(tmp_path / "missing.json")
    code, _, err = run(capsys, "--lang", "nl", "pots", missing)
    assert code == 2
    assert err == f"dealer-trainer pots: {missing}: kan niet lezen: Bestand of map bestaat niet\n"
    code, _, err = run(capsys, "pots", missing)
    assert code == 2 and err == f"dealer-trainer pots: {missing}: cannot read: No such file or directory\n"
    # a reason kept for later (an import's skip reasons): English underneath, Dutch when shown
    reason = i18n.computed(i18n.system_reason, errno.EACCES, "Permission denied")
    i18n.set_language("nl")
    assert str(reason) == "Permission denied" and i18n.shown(reason) == "Geen toegang"
    assert i18n.system_reason(errno.EDOM, "Numerical argument out of domain") == (
        "Numerical argument out of domain"  # not in the table: the system's own words
    )
