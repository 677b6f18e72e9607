"""``dealer-trainer --lang nl import`` and ``export`` on real files of hh-more (tests/data/shared), against
hand-written Dutch lines: skipped hands, explained rake and uncalled-bet differences, hands met
again, an unsupported format. The reasons stay English underneath (the key they are counted and
grouped by, and what machine-readable output holds); only what is shown is Dutch."""

from __future__ import annotations

import pickle

import pytest
from samples import needs_sample, sample

from dealer_trainer import i18n
from dealer_trainer.commands import main
from dealer_trainer.importer import import_files
from dealer_trainer.importer.report import report_text

MORE = sample("hh-more")

pytestmark = needs_sample("hh-more")

NO_SHOWDOWN_NL = "geen aftoon: nog één speler over, niets op te bouwen"
NO_SHOWDOWN_EN = "no showdown: one player left, nothing to build"


@pytest.fixture(autouse=True)
def english_after(monkeypatch):
    monkeypatch.delenv(i18n.ENV_VARIABLE, raising=False)
    yield
    i18n.set_language("en")


def run(capsys, *argv):
    code = main(list(argv))
    out, err = capsys.readouterr()
    # the report's time varies; money carries the locale's no-break space
    lines = [
        line.replace("\xa0", " ") for line in out.splitlines() if not line.startswith(("Tijd:", "Time:"))
    ]
    return code, lines, err.replace("\xa0", " ")


def test_two_skipped_hands_in_dutch(capsys):
    code, lines, err = run(
        capsys, "--lang", "nl", "import", "--jobs", "1", str(MORE / "d3-ongame-two-hands-one-blank-line.txt")
    )
    assert code == 1 and err == ""  # hands read, no drill made
    name = "d3-ongame-two-hands-one-blank-line.txt"
    assert lines == [
        "Bestanden gelezen: 1",
        "  formaat: Ongame-tekst",
        "Handen gelezen: 2",
        "Oefeningen gemaakt: 0 (0 met side pots, als eerste genoemd)",
        "Handen overgeslagen: 2",
        "Handen met de potten van de site erbij: 2; gelijk aan die van de engine: 2; anders: 0 "
        "(0 verklaard, 0 onverklaard)",
        "Uitbetalingen vergeleken met wat de site betaalde: 0; anders: 0 (0 verklaard)",
        "",
        "Overgeslagen:",
        f"  {name} hand R5-362037295-54: {NO_SHOWDOWN_NL}",
        f"  {name} hand R5-362037295-55: {NO_SHOWDOWN_NL}",
    ]


def test_explained_rake_differences_and_hands_met_again_in_dutch(capsys):
    code, lines, err = run(
        capsys, "--lang", "nl", "import", "--jobs", "1", str(MORE / "partypoker-hhsmithy-02.txt")
    )
    assert code == 0 and err == ""
    name = "partypoker-hhsmithy-02.txt"
    unprinted = "(niet vermeld: de ingelegde fiches min wat de site uitbetaalde)"
    assert lines == [
        "Bestanden gelezen: 1",
        f"  {name}: PartyPoker-tekst; handen: 5, oefeningen: 2, opnieuw tegengekomen: 3",
        "Handen gelezen: 5 (3 daarvan met een nummer dat al eerder bij een andere hand voorkwam, hernoemd "
        "geïmporteerd)",
        "Oefeningen gemaakt: 2 (1 met side pots, als eerste genoemd)",
        "Handen overgeslagen: 3",
        "Handen met de potten van de site erbij: 5; gelijk aan die van de engine: 3; anders: 2 "
        "(2 verklaard, 0 onverklaard)",
        "Uitbetalingen vergeleken met wat de site betaalde: 2; anders: 1 (1 verklaard)",
        "",
        "Handen opnieuw tegengekomen:",
        *(
            f"  {name} hand 1458965856: een andere hand met dit nummer (eerst in {name}): geïmporteerd als "
            f"hand 1458965856 ({n})"
            for n in (2, 3, 4)
        ),
        "",
        "Overgeslagen:",
        f"  {name} hand 1458965856: {NO_SHOWDOWN_NL}",
        f"  {name} hand 1458965857: {NO_SHOWDOWN_NL}",
        f"  {name} hand 1458965856 (3): {NO_SHOWDOWN_NL}",
        "",
        "Potten: site tegenover engine:",
        f"  {name} hand 1458965856 (3): site $ 0,92; engine $ 0,96: rake $ 0,04 {unprinted} uit de potten "
        "genomen ($ 0,04 uit de hoofdpot); de site noteert haar potten na de rake",
        f"  {name} hand 1458965856 (4): site $ 4,55 + $ 4,67; engine $ 4,78 + $ 4,92: rake $ 0,48 "
        f"{unprinted} uit de potten genomen ($ 0,23 uit de hoofdpot, $ 0,25 uit side pot 1); de site "
        "noteert haar potten na de rake",
        "",
        "Uitbetalingen: wat de site betaalde tegenover de engine:",
        f"  {name} hand 1458965856 (4): site betaalde Seat E $ 9,22; engine Seat E $ 9,70: rake $ 0,48 "
        f"{unprinted} uit de uitbetaalde potten genomen",
    ]


def test_an_uncalled_bet_in_the_sites_pot_and_rake_from_the_pots_paid_in_dutch(capsys):
    code, lines, _ = run(
        capsys, "--lang", "nl", "import", "--jobs", "1", str(MORE / "bovada-apprentice-01.txt")
    )
    assert code == 0
    name = "bovada-apprentice-01.txt"
    assert lines[1] == "  formaat: Bovada/Ignition-tekst"
    assert lines.count(f"  {name} hand 4290323128: {NO_SHOWDOWN_NL}") == 1
    assert (
        f"  {name} hand 4290328383: site $ 0,35; engine $ 0,20: Bovada telt de niet-geëvenaarde inzet "
        "($ 0,15) mee in de totale pot en betaalt hem met de pot terug; een dealer geeft hem terug aan de "
        "eigenaar voordat de potten worden opgebouwd (docs/rules.md#uncalled-bets)"
    ) in lines
    assert (
        f"  {name} hand 4290322948: site betaalde Seat C $ 8,89; engine Seat C $ 9,35: rake $ 0,46 uit de "
        "uitbetaalde potten genomen"
    ) in lines
    assert not [line for line in lines if "taken from" in line or "no showdown" in line]


def test_brief_groups_the_reasons_in_dutch_as_in_english(capsys):
    folder = str(MORE)
    code, dutch, _ = run(capsys, "--lang", "nl", "import", "--brief", "--jobs", "1", folder)
    code_en, english, _ = run(capsys, "import", "--brief", "--jobs", "1", folder)
    assert code == code_en == 0
    assert dutch[dutch.index("Overgeslagen:") + 1 :][:2] == [f"  38 × {NO_SHOWDOWN_NL}", ""]
    not_read = "Bestanden niet of maar deels gelezen: 4"
    assert dutch[dutch.index(not_read) + 1 :][:4:3] == [  # the files named under their count
        "  hh-more/d6-entraction-labelled-partypoker.txt: Entraction-tekst: dit formaat wordt niet "
        "ondersteund (de handen worden niet gelezen)",
        "  hh-more/microgaming-hhsmithy-01.xml: MicroGaming-XML: dit formaat wordt niet ondersteund "
        "(de handen worden niet gelezen)",
    ]
    assert english[english.index("Skipped:") + 1] == f"  38 × {NO_SHOWDOWN_EN}"
    assert "  8 × verklaard: rake" in dutch and "  8 × explained: rake" in english
    assert len(dutch) == len(english)  # the same groups, line for line


def test_an_unsupported_format_is_one_dutch_line_with_exit_2(capsys):
    code, lines, err = run(
        capsys, "--lang", "nl", "import", str(MORE / "d6-entraction-labelled-partypoker.txt")
    )
    assert code == 2 and lines == []
    assert err == (
        "dealer-trainer import: niets te importeren: Entraction-tekst: dit formaat wordt niet ondersteund "
        "(de handen worden niet gelezen)\n"
    )
    code, _, err = run(
        capsys, "--lang", "nl", "import", "--out", " ", str(MORE / "d3-ongame-two-hands-one-blank-line.txt")
    )
    assert code == 2 and err == "dealer-trainer import: --out is leeg\n"


def test_the_reasons_stay_english_underneath_and_are_shown_in_the_language():
    i18n.set_language("nl")
    report = import_files([MORE / "bovada-apprentice-01.txt", MORE / "d6-entraction-labelled-partypoker.txt"])
    reasons = report.reasons("skipped")
    assert reasons[NO_SHOWDOWN_EN] == 9  # counted by the English key, whatever the language
    assert reasons["Entraction text: this format is not supported (its hands are not read)"] == 1
    [why] = [d.explanation for d in report.differences]
    assert why.startswith("Bovada counts the uncalled bet ($0.15) in its total pot")  # English, English money
    assert i18n.shown(why).startswith("Bovada telt de niet-geëvenaarde inzet ($\xa00,15)")
    # a reason made in a worker process keeps its Dutch when it comes back
    back = pickle.loads(pickle.dumps(report.skipped[0].reason))
    assert back == NO_SHOWDOWN_EN and i18n.shown(back) == NO_SHOWDOWN_NL
    text = report_text(report, details=False)
    assert f"  9 × {NO_SHOWDOWN_NL}" in text.splitlines()
    i18n.set_language("en")
    assert f"  9 × {NO_SHOWDOWN_EN}" in report_text(report, details=False).splitlines()


def test_export_writes_the_same_json_in_both_languages_and_reports_in_dutch(capsys):
    source = str(MORE / "bovada-apprentice-01.txt")
    assert main(["export", "--format", "ohh", source]) == 0
    english, english_err = capsys.readouterr()
    assert main(["--lang", "nl", "export", "--format", "ohh", source]) == 0
    dutch, dutch_err = capsys.readouterr()
    assert dutch == english and dutch.startswith("{")  # the hands themselves: never translated
    assert dutch_err.splitlines()[0].startswith("Handen gelezen: 23; geschreven: ")
    assert english_err.splitlines()[0].startswith("Hands read: 23; written: ")


def test_worker_processes_give_the_same_dutch_report_and_dutch_drill_notes(capsys, tmp_path):
    import json

    files = [str(MORE / "partypoker-hhsmithy-02.txt"), str(MORE / "bovada-apprentice-01.txt")]
    out = tmp_path / "drills.json"
    code, alone, _ = run(capsys, "--lang", "nl", "import", "--jobs", "1", *files)
    code_workers, workers, _ = run(capsys, "--lang", "nl", "import", "--jobs", "2", "--out", str(out), *files)
    assert code == code_workers == 0
    assert workers[: len(alone)] == alone  # the report, then the line that says where the drills went
    data = json.loads(out.read_text(encoding="utf-8"))
    assert data["title"] == "Geïmporteerde handen"
    notes = [d["notes"] for d in data["drills"]]
    assert all(n.startswith("Echte hand: ") for n in notes), notes[0]
    assert any("uit de potten genomen" in n for n in notes)


def test_a_file_in_no_known_format_is_named_so_in_dutch(capsys, tmp_path):
    (tmp_path / "notes.txt").write_text("no hand here\n", encoding="utf-8")
    (tmp_path / "d2.txt").write_bytes((MORE / "d2-ongame-rake.txt").read_bytes())
    code, lines, _ = run(capsys, "--lang", "nl", "import", str(tmp_path))
    assert code == 0
    assert [line for line in lines if "notes.txt:" in line][0].endswith(
        "/notes.txt: onbekend formaat; handen: 0, oefeningen: 0"  # was "unknown"
    )
