"""The titles of the piles: the English names ``--json`` gives and the names shown."""

from __future__ import annotations

from dealer_trainer.explain import pot_title
from dealer_trainer.i18n import _, pgettext


def pile_name(pile: str) -> str:
    """``"pot:0"`` -> ``"Main pot"``, ``"pot:2"`` -> ``"Side pot 2"``, ``"return:Chris"`` ->
    ``"Return to Chris"``, ``"front:Bram"`` -> ``"in front of Bram"``, ``"dead"`` -> ``"the middle"``.

    Always English: the names ``--json`` gives; :func:`pile_label` is the name shown."""
    kind, _sep, rest = pile.partition(":")
    if kind == "pot":
        return "Main pot" if rest == "0" else f"Side pot {rest}"
    if kind == "return":
        return f"Return to {rest}"
    if kind == "front":
        return f"in front of {rest}"
    return "the middle"


def pile_label(pile: str) -> str:
    """A pile's name as shown, in the active language: ``"Main pot"``, ``"Side pot 2"``,
    ``"Return to Chris"``, ``"in front of Bram"``, ``"the middle"`` (Dutch ``"Hoofdpot"``,
    ``"Side pot 2"``, ``"Terug naar Chris"``, ``"voor Bram"``, ``"het midden"``)."""
    kind, _sep, rest = pile.partition(":")
    if kind == "pot":
        return pot_title(int(rest))
    if kind == "return":
        return _("Return to {seat}").format(seat=rest)
    if kind == "front":
        return _("in front of {seat}").format(seat=rest)
    return _("the middle")


def the(pile: str) -> str:
    """A pile's name inside a sentence, in the active language: ``"the Main pot"``, ``"Side pot
    1"``, ``"the Return to Chris"``, ``"in front of Bram"``, ``"the middle"`` (Dutch ``"de
    hoofdpot"``, ``"side pot 1"``, ``"de teruggave aan Chris"``, ``"voor Bram"``, ``"het midden"``)."""
    kind, _sep, rest = pile.partition(":")
    if pile == "pot:0":
        return _("the Main pot")
    if kind == "pot":
        return pgettext("in a sentence", "Side pot {number}").format(number=rest)
    if kind == "return":
        return _("the Return to {seat}").format(seat=rest)
    return pile_label(pile)
