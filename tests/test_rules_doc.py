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
