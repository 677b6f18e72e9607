"""The project owns its rules document: every section a docstring, message or README cites
exists in docs/rules.md, and nothing cites a file outside the repository."""

from __future__ import annotations

import re
from pathlib import Path

from dealer_trainer.engine.rule_sources import CITATIONS, RULES

REPO = Path(__file__).resolve().parent.parent
CITE = re.compile(r"docs/rules\.md#([a-z0-9-]+)")


def anchors() -> set[str]:
    """GitHub-style anchors of the document's headings."""
    text = (REPO / "docs" / "rules.md").read_text(encoding="utf-8")
    out = set()
    for line in text.splitlines():
        if line.startswith("#"):
            title = line.lstrip("#").strip().lower()
            out.add(re.sub(r"[^a-z0-9 -]", "", title).replace(" ", "-"))
    return out


def sources() -> list[Path]:
    return [*(REPO / "dealer_trainer").rglob("*.py"), REPO / "README.md", REPO / "docs" / "rules.md"]


def test_every_cited_section_exists():
    known = anchors()
    assert {"uncalled-bets", "table-stakes-and-side-pots", "antes", "house-rules"} <= known
    cited = {
        (path.name, anchor) for path in sources() for anchor in CITE.findall(path.read_text(encoding="utf-8"))
    }
    assert len(cited) >= 15
    assert {c for c in cited if c[1] not in known} == set()


def test_every_rule_a_diagnosis_or_the_referee_cites_names_its_section():
    for key, text in {**RULES, **CITATIONS}.items():
        assert CITE.search(text) and CITE.search(text).group(1) in anchors(), key


def test_nothing_cites_a_file_outside_the_repository():
    stale = re.compile(r"rules\.md §|rules\.md C\d|\bseed 00\d|\.\./shared")
    offenders = [
        str(p.relative_to(REPO))
        for p in (REPO / "dealer_trainer").rglob("*.py")
        if stale.search(p.read_text())
    ]
    assert offenders == []


def test_the_house_rules_table_is_the_declaration():
    from dealer_trainer.engine.house_rules import HOUSE_RULES, markdown_table

    text = (REPO / "docs" / "rules.md").read_text(encoding="utf-8")
    section = text.split("\n## House rules\n", 1)[1].split("\n## ", 1)[0]
    table = "\n".join(line for line in section.splitlines() if line.startswith("|"))
    assert table == markdown_table(), "paste engine.house_rules.markdown_table() into docs/rules.md"
    assert len(table.splitlines()) == 2 + len(HOUSE_RULES)


def test_every_house_rule_names_a_section_that_exists():
    from dealer_trainer.engine.house_rules import HOUSE_RULES

    assert {r.anchor for r in HOUSE_RULES} <= anchors()


def test_every_rule_section_has_its_source_and_a_worked_example():
    """Issue 28: every rule in the document (the room profiles too) says where it comes from and
    works an example; the house-rule table is the one section that is only a table."""
    text = (REPO / "docs" / "rules.md").read_text(encoding="utf-8")
    sections = {s.splitlines()[0]: s for s in text.split("\n## ")[1:]}
    missing = [
        title
        for title, body in sections.items()
        if title != "House rules" and not ("\nSource:" in body and "\nExample" in body)
    ]
    assert missing == []
    new = {
        "Rake",
        "Jackpot drop",
        "Running it twice",
        "Straddle",
        "Button straddle",
        "Bomb pot",
        "Room profiles",
    }
    assert new | {"Posts and dead money", "Room profiles"} <= set(sections)


def test_the_room_profiles_example_is_the_engines(tmp_path, capsys):
    import json

    from dealer_trainer.commands import main

    hand = {
        "seats": ["Anna", "Bram", "Chris"],
        "button": "Chris",
        "contributions": {"Anna": 40, "Bram": 100, "Chris": 250},
        "all_in": ["Anna", "Bram"],
        "flop": True,
    }
    path = tmp_path / "hand.json"
    profile = str(REPO / "assets" / "profiles" / "casino-cash-rake.json")
    for extra, rake in (({}, 4), ({"rake": {"percent": 10, "cap": 6}}, 6)):  # the input's own wins
        path.write_text(json.dumps(hand | extra), encoding="utf-8")
        assert main(["pots", str(path), "--profile", profile, "--json"]) == 0
        out = json.loads(capsys.readouterr().out)
        assert (out["rake"], out["jackpot"]) == (rake, 1), out
