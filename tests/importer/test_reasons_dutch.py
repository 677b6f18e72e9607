"""Skip reasons of damaged hands in Dutch: English underneath (as counted and grouped), Dutch
where they are shown, with the engine's own words and amounts in the Dutch number format."""

from __future__ import annotations

import pytest
from hh_texts import STARS_TOURNAMENT

from dealer_trainer import i18n
from dealer_trainer.i18n import shown
from dealer_trainer.importer import import_files
from dealer_trainer.importer.api import import_hands
from dealer_trainer.importer.model import ImportReport, ParsedHand, ParsedSeat


@pytest.fixture(autouse=True)
def dutch():
    i18n.set_language("nl")
    yield
    i18n.set_language("en")


def _import_text(tmp_path, text: str):
    path = tmp_path / "h.txt"
    path.write_text(text, encoding="utf-8")
    return import_files([path])


def test_an_action_by_a_stranger_is_named_in_dutch(tmp_path):
    report = _import_text(tmp_path, STARS_TOURNAMENT.replace("Bram:: calls 340", "Nobody: calls 340"))
    [skipped] = report.skipped
    line = "'Nobody: calls 340 and is all-in'"
    assert skipped.reason == f"an action by 'Nobody', who is not seated in the hand: {line}"
    assert shown(skipped.reason) == f"een actie van 'Nobody', die niet aan tafel zit in deze hand: {line}"


def test_a_negative_stack_is_named_in_dutch(tmp_path):
    text = STARS_TOURNAMENT.replace("Seat 3: Chris (2500 in chips)", "Seat 3: Chris (-2500 in chips)")
    report = _import_text(tmp_path, text)
    [skipped] = report.skipped
    assert shown(skipped.reason) == "stoel 3 (Chris): de stapel '-2500 in chips' is geen bedrag"


def test_an_absurd_amount_is_named_in_dutch(tmp_path):
    text = STARS_TOURNAMENT.replace("Seat 3: Chris (2500 in chips)", f"Seat 3: Chris ({'9' * 5000} in chips)")
    [skipped] = _import_text(tmp_path, text).skipped
    assert skipped.reason.startswith("Chris's stack is a 5,0")
    assert shown(skipped.reason).startswith("de stapel van Chris is een bedrag van 5.0")  # Dutch grouping
    assert shown(skipped.reason).endswith("cijfers, groter dan elke echte pot (een beschadigd bestand)")


def test_an_engine_complaint_is_in_the_engines_dutch_words():
    hand = ParsedHand(source="x", hand_id="1", site="PokerStars", game="")
    hand.seats = [ParsedSeat("A", 1, 1000), ParsedSeat("B", 2, 1000), ParsedSeat("C", 3, 1000)]
    hand.committed = {"A": 100, "B": 50, "C": 100}  # B neither called nor folded
    hand.button = "A"
    report = ImportReport()
    import_hands([("1", hand)], report)
    [skipped] = report.skipped
    assert (
        skipped.reason.startswith("not a valid pot situation: ")
        and "'Seat B' is still in the hand" in skipped.reason
    )
    dutch = shown(skipped.reason)
    assert dutch.startswith("geen geldige potsituatie: ") and "Seat B" in dutch
    assert "still in the hand" not in dutch and "hand_not_finished" not in dutch
