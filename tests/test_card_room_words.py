"""Issue 28: the card room's words read in Dutch one way each, in the catalogue and in README's
Dutch word list (each named there once)."""

from __future__ import annotations

import re
from pathlib import Path

from test_translations import po_catalog

from dealer_trainer import i18n
from dealer_trainer.drills.lessons import lessons
from dealer_trainer.drills.street_lessons import street_lessons

REPO = Path(__file__).resolve().parent.parent

#: English card-room word -> the one Dutch word the catalogue uses for it.
WORDS = {
    "rake": "rake",
    "drop": "afdracht",
    "jackpot drop": "jackpotafdracht",
    "no flop, no drop": "geen flop, geen rake",
    "straddle": "straddle",
    "button straddle": "button-straddle",
    "re-straddle": "re-straddle",
    "bomb pot": "bomb pot",
    "run it twice": "twee keer uitdelen",
    "live post": "live post",
    "dead small blind": "dode small blind",
    "room profile": "zaalprofiel",
}


def dutch() -> dict[str, str]:
    """English message -> its Dutch (plural forms: the first of each)."""
    out = {}
    for m in po_catalog():
        if m.id:
            english = m.id[0] if isinstance(m.id, tuple) else m.id
            out[english] = m.string[0] if isinstance(m.string, tuple) else m.string
    return out


def test_readmes_dutch_word_list_names_each_card_room_word_once_with_the_catalogues_word():
    readme = re.sub(r"\s+", " ", (REPO / "README.md").read_text(encoding="utf-8"))
    for english, word in WORDS.items():
        assert readme.count(f" {english} ({word}") == 1, english


def test_the_catalogue_uses_one_dutch_word_per_card_room_word():
    nl = dutch()
    assert nl["Jackpot drop"] == "Jackpotafdracht"
    assert nl["no flop, no drop"] == "geen flop, geen rake"
    assert nl["the live post"] == "de live post"
    assert "dode small blind" in nl["{seat} posts a dead small blind {amount}"]
    assert "button-straddle" in nl["First to act after a button straddle"]
    assert nl["Cash game: rake"] == "Cashgame: rake"
    starts = ("Rake (", "Running it twice (", "WSOP Live Action Rule 31:")
    titles = [t for e, t in nl.items() if e.startswith(starts)]
    assert titles and all("rake" in t.lower() or "uitdelen" in t or "bomb pot" in t for t in titles)


def test_posting_is_leggen_rules_are_regel_and_a_dollar_game_stays_in_dollars():
    """Inconsistencies found in the catalogue and mended: 'plaatsen' beside 'leggen' for posting,
    'plaats' beside 'stoel' for a seat, 'Rule 133' left in English beside 'regel 47-A', euros in
    the Dutch street lessons of a dollar game (the table shows dollars)."""
    for english, text in dutch().items():
        if re.search(r"\bposts?\b|\bposted\b", english):
            assert not re.search(r"\b(ge)?plaats", text), english  # leggen; a seat is a stoel
        assert not re.search(r"\bRules? \d", text), text
        if "$" in english:
            assert "€" not in text, english


def test_the_room_lessons_read_in_dutch():
    i18n.set_language("nl")
    try:
        titles = [d.title for d in lessons()] + [x.title for x in street_lessons()]
        notes = [d.notes for d in lessons()] + [x.notes for x in street_lessons()]
        assert any("rake" in t.lower() for t in titles) and any("bomb pot" in t for t in titles)
        assert not any("the rake is" in n or "acts first" in n for n in notes)
        run = next(d for d in lessons() if "Qh9c8d3s2h" in d.notes)
        assert "$\xa057" in run.notes and "$\xa056" in run.notes
    finally:
        i18n.set_language("en")
