"""The piles on a table (pure Python): one value, one way to write it, one way to name it.

A :class:`Pile` is a kind with, depending on the kind, a pot index or a seat. Piles travel
between the checker, the commands and the window as their text ids (dictionary keys, the
window's zones): ``pot:N`` (the main pot 0, side pot N), ``return:SEAT`` (an uncalled bet
pushed back), ``front:SEAT`` (chips still in front of a seat), ``dead`` (:data:`MIDDLE`: dead
money not yet in a pot), ``win:SEAT`` (chips pushed to a seat at the award) and ``pot:new``
(:data:`NEW_POT`: the next side pot, opened by the move), ``rake`` and ``jackpot`` (the chips
the house drops: :data:`RAKE`, :data:`JACKPOT`) and ``run:N:R`` (pot N's part of run R when the
board was run more than once). :func:`parse_pile` and
:meth:`Pile.text` are the one way between the value and the text; :func:`pile_title` the one
way to name a pile. :data:`DEAD` names dead money as an origin of chips (not a pile).

Adding a kind of pile (a rake drop, a run's share) is one :class:`PileKind` in :data:`KINDS`:
how it is written and its three names.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Literal

from dealer_trainer.i18n import N_, _, pgettext
from dealer_trainer.wording.explain import pot_title

DEAD = "(dead)"

#: How a pile is named: ``english`` (``check --json``, never translated), ``label`` (shown, in
#: the active language), ``sentence`` (inside a sentence: "the Main pot", "de hoofdpot").
Style = Literal["english", "label", "sentence"]


@dataclass(frozen=True)
class Pile:
    """One pile: ``kind`` (a key of :data:`KINDS`), ``index`` (int, the pot's number: main pot
    0) for a kind with a pot index, ``seat`` (a seat's name) for a kind with a seat, ``run``
    (1-based) with ``index`` for a run's part of a pot, ``half`` (``"high"`` or ``"low"``) with
    ``index`` for a hi-lo pot's half."""

    kind: str
    index: int | None = None
    seat: str | None = None
    run: int | None = None
    half: str | None = None

    def text(self) -> str:
        """The pile's id as written in dictionaries, zones and files (``"pot:2"``, ``"dead"``).

        >>> Pile("pot", index=2).text(), Pile("return", seat="Bram").text(), Pile("dead").text()
        ('pot:2', 'return:Bram', 'dead')
        >>> Pile("run", index=0, run=2).text()
        'run:0:2'
        """
        spec = KINDS[self.kind]
        if spec.part == "half":
            return f"{spec.prefix}:{self.index}:{self.half}"
        if spec.part == "run":
            return f"{spec.prefix}:{self.index}:{self.run}"
        if spec.part == "index":
            return f"{spec.prefix}:{self.index}"
        if spec.part == "seat":
            return f"{spec.prefix}:{self.seat}"
        return spec.prefix

    def __str__(self) -> str:
        return self.text()


@dataclass(frozen=True)
class PileKind:
    """How one kind of pile is written and named.

    Attributes:
        name: the kind (:attr:`Pile.kind`).
        prefix: the text before ``":"`` (``"pot"`` in ``"pot:2"``), or the whole id of a kind
            with no part (``"dead"``, ``"pot:new"``).
        part: ``"index"`` (a pot number), ``"seat"`` (a seat's name), ``"run"`` (a pot number
            and a run), ``"half"`` (a pot number and ``high`` or ``low``) or ``""`` (none).
        english, label, sentence: the pile's name in each :data:`Style`.
    """

    name: str
    prefix: str
    part: Literal["index", "seat", "run", "half", ""]
    english: Callable[[Pile], str]
    label: Callable[[Pile], str]
    sentence: Callable[[Pile], str]


def _pot_in_sentence(pile: Pile) -> str:
    if pile.index == 0:
        return _("the Main pot")
    return pgettext("in a sentence", "Side pot {number}").format(number=pile.index)


def _pot_english(pile: Pile) -> str:
    return "Main pot" if pile.index == 0 else f"Side pot {pile.index}"


def _pot_label(pile: Pile) -> str:
    return pot_title(pile.index or 0)


def _return_label(pile: Pile) -> str:
    return _("Return to {seat}").format(seat=pile.seat)


def _front_label(pile: Pile) -> str:
    return _("in front of {seat}").format(seat=pile.seat)


def _middle_label(pile: Pile) -> str:
    return _("the middle")


def _win_english(pile: Pile) -> str:
    return f"Push to {pile.seat}"  # the award's spots are named by the window, never by the core


def _new_pot_english(pile: Pile) -> str:
    return "New side pot"  # a move's target, never a pile on the table


def _run_english(pile: Pile) -> str:
    return f"{_pot_english(pile)}, run {pile.run}"  # "Main pot, run 2" (formats.md §5)


def _run_label(pile: Pile) -> str:
    return _("{pot}, run {run}").format(pot=_pot_label(pile), run=pile.run)


def _run_in_sentence(pile: Pile) -> str:
    return _("{pot}, run {run}").format(pot=_pot_in_sentence(pile), run=pile.run)


#: A hi-lo pot's half -> its name (the ``pots`` award titles' msgids, docs/rules.md#hi-lo-and-stud).
_HALF = {"high": N_("{pot}, high half"), "low": N_("{pot}, low half")}


def _half_english(pile: Pile) -> str:
    return f"{_pot_english(pile)}, {pile.half} half"  # "Main pot, low half" (formats.md §5)


def _half_template(pile: Pile) -> str:
    template = _HALF[pile.half] if pile.half in _HALF else _HALF["high"]
    return _(template)


def _half_label(pile: Pile) -> str:
    return _half_template(pile).format(pot=_pot_label(pile))


def _half_in_sentence(pile: Pile) -> str:
    return _half_template(pile).format(pot=_pot_in_sentence(pile))


#: Every kind of pile, by name.
KINDS: dict[str, PileKind] = {
    kind.name: kind
    for kind in (
        PileKind("pot", "pot", "index", _pot_english, _pot_label, _pot_in_sentence),
        PileKind(
            "return",
            "return",
            "seat",
            lambda p: f"Return to {p.seat}",
            _return_label,
            lambda p: _("the Return to {seat}").format(seat=p.seat),
        ),
        PileKind("front", "front", "seat", lambda p: f"in front of {p.seat}", _front_label, _front_label),
        PileKind("dead", "dead", "", lambda p: "the middle", _middle_label, _middle_label),
        PileKind("win", "win", "seat", _win_english, _win_english, _win_english),
        PileKind("new_pot", "pot:new", "", _new_pot_english, _new_pot_english, _new_pot_english),
        PileKind("rake", "rake", "", lambda p: "Rake", lambda p: _("Rake"), lambda p: _("the Rake")),
        PileKind(
            "jackpot",
            "jackpot",
            "",
            lambda p: "Jackpot drop",
            lambda p: _("Jackpot drop"),
            lambda p: _("the Jackpot drop"),
        ),
        PileKind("run", "run", "run", _run_english, _run_label, _run_in_sentence),
        PileKind("half", "half", "half", _half_english, _half_label, _half_in_sentence),
    )
}
_WHOLE = {k.prefix: k for k in KINDS.values() if not k.part}  # ids with no part, matched first
_BY_PREFIX = {k.prefix: k for k in KINDS.values() if k.part}


def parse_pile(text: str) -> Pile:
    """The :class:`Pile` of an id (``"pot:2"``, ``"return:Bram"``, ``"dead"``, ``"pot:new"``).

    >>> parse_pile("pot:2")
    Pile(kind='pot', index=2, seat=None, run=None, half=None)
    >>> parse_pile("front:Ann:e").seat, parse_pile("run:1:2").run, parse_pile("rake").kind
    ('Ann:e', 2, 'rake')

    Raises:
        ValueError: ``text`` is no pile id (``"tray"``, ``"pot:x"``, ``"return:"``).
    """
    whole = _WHOLE.get(text)
    if whole is not None:
        return Pile(whole.name)
    prefix, sep, rest = text.partition(":")
    spec = _BY_PREFIX.get(prefix)
    if spec is None or not sep or not rest:
        raise ValueError(f"not a pile: {text!r}")
    if spec.part == "seat":
        return Pile(spec.name, seat=rest)
    if spec.part == "half":
        index, colon, half = rest.partition(":")
        if not (colon and index.isdigit() and half in _HALF):
            raise ValueError(f"not a pile: {text!r}")
        return Pile(spec.name, index=int(index), half=half)
    if spec.part == "run":
        index, colon, run = rest.partition(":")
        if not (colon and index.isdigit() and run.isdigit()):
            raise ValueError(f"not a pile: {text!r}")
        return Pile(spec.name, index=int(index), run=int(run))
    if not rest.isdigit():
        raise ValueError(f"not a pile: {text!r}")
    return Pile(spec.name, index=int(rest))


def pile_title(pile: Pile | str, style: Style = "label") -> str:
    """The one name of a pile, in ``style`` (see :data:`Style`): ``"Main pot"``, ``"Side pot
    2"``, ``"Return to Chris"``, ``"in front of Bram"``, ``"the middle"``; in a sentence ``"the
    Main pot"``, ``"the Return to Chris"`` (Dutch ``"de hoofdpot"``, ``"de teruggave aan Chris"``).

    Raises:
        ValueError: as :func:`parse_pile`, for a text that is no pile id.
    """
    value = pile if isinstance(pile, Pile) else parse_pile(pile)
    spec = KINDS[value.kind]
    return {"english": spec.english, "label": spec.label, "sentence": spec.sentence}[style](value)


def pot_pile(index: int) -> str:
    """Pile id of the main pot (0) or side pot ``index``."""
    return Pile("pot", index=index).text()


def return_pile(seat: str) -> str:
    """Pile id of the chips pushed back to ``seat`` (uncalled bet)."""
    return Pile("return", seat=seat).text()


def front_pile(seat: str) -> str:
    """Pile id of the chips still in front of ``seat``."""
    return Pile("front", seat=seat).text()


def win_pile(seat: str) -> str:
    """Pile id of the spot where a pot (or a share of it) is pushed to ``seat`` at the award."""
    return Pile("win", seat=seat).text()


#: Pile id of dead money still in the middle.
MIDDLE = Pile("dead").text()
#: Pile ids of the rake and the jackpot drop (docs/rules.md#rake, docs/rules.md#jackpot-drop).
RAKE = Pile("rake").text()
JACKPOT = Pile("jackpot").text()


def run_pile(index: int, run: int | None) -> str:
    """Pile id of pot ``index``'s part of run ``run`` (1-based), or of the whole pot (run None)."""
    return pot_pile(index) if run is None else Pile("run", index=index, run=run).text()


def half_pile(index: int, half: str) -> str:
    """Pile id of pot ``index``'s ``half`` (``"high"`` or ``"low"``) in a hi-lo game.

    >>> half_pile(0, "low"), parse_pile("half:1:high").half
    ('half:0:low', 'high')
    """
    return Pile("half", index=index, half=half).text()


#: The id a move targets to open the next side pot first (never a pile on the table).
NEW_POT = Pile("new_pot").text()


def pot_count(piles: Iterable[str]) -> int:
    """How many pots the pile ids reach: the highest pot index + 1 (0 without a pot).

    >>> pot_count(["return:Bram", "pot:0", "pot:2", "dead"]), pot_count(["dead"])
    (3, 0)
    """
    indexes = [p.index for p in map(parse_pile, piles) if p.kind == "pot" and p.index is not None]
    return max(indexes, default=-1) + 1


def kind_of(text: str) -> str | None:
    """The kind of the pile ``text`` names, or None for a text that is no pile id (a zone of
    the window such as the chip tray).

    >>> kind_of("win:Bram"), kind_of("pot:new"), kind_of("tray")
    ('win', 'new_pot', None)
    """
    try:
        return parse_pile(text).kind
    except ValueError:
        return None
