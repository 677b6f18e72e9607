"""The words shared by the drop's mistakes (rake and jackpot drop taken wrongly, from the wrong
pot, or left in the slot of the other): message, fix and rule (docs/rules.md#rake; no Qt)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from dealer_trainer.drills.checking.model import Words, sentence_case
from dealer_trainer.drills.piles import pile_title
from dealer_trainer.engine.rule_sources import rule
from dealer_trainer.i18n import _
from dealer_trainer.wording.explain import join_names

if TYPE_CHECKING:
    from dealer_trainer.drills.checking.facts import Facts

Values = Mapping[str, Any]


def _moves(checker: Facts, v: Values, back: bool) -> str:
    """The chips a wrong drop moves, in words: ``"2 back into the Main pot"``."""
    text = _("{amount} back into {pile}") if back else _("{amount} from {pile}")
    return join_names(
        [text.format(amount=checker.f(x), pile=pile_title(pile, "sentence")) for pile, x in v["moves"]]
    )


def misplaced_words(checker: Facts, v: Values, reason: str, source: str) -> Words:
    """The right drop taken from the wrong place: from a later pot instead of the pot it comes
    from (variant ``"pot"``), or out of the uncalled bet pushed back (``"returned_pot"``)."""
    (short, x), right = v["moves"][0], v["from"]
    values = {
        "amount": checker.f(x),
        "pile": pile_title(v["pile"], "sentence"),
        "short": pile_title(short, "sentence"),
        "right": pile_title(right, "sentence"),
        "seat": checker.back.seat if checker.back else "",
        "returned": checker.f(checker.back.amount) if checker.back else "",
        "reason": sentence_case(reason),
    }
    where = _(
        "the rake and the jackpot drop come from the main pot first, then side pot 1, side pot 2, ..., "
        "never more than a pot holds"
    )
    messages = {
        ("pot", True): _(
            "{amount} of the drop was taken from {short} instead of {right}: {where}. {reason}."
        ),
        ("pot", False): _("{amount} of {pile} was taken from {short} instead of {right}: {where}. {reason}."),
        ("returned_pot", True): _(
            "{amount} of the drop came out of the {returned} pushed back to {seat}, not out of the pots: "
            "the uncalled bet goes back whole and is never raked. {reason}."
        ),
        ("returned_pot", False): _(
            "{amount} of {pile} came out of the {returned} pushed back to {seat}, not out of the pots: "
            "the uncalled bet goes back whole and is never raked. {reason}."
        ),
    }
    return Words(
        (short, right),
        messages[v["variant"], v["both"]].format(where=where, **values),
        _("Move {amount} from {right} to {short}.").format(**values),
        rule(source),
        {"amount": x, "variant": "pot" if v["variant"] == "pot" else "returned"},
    )


def slot_words(checker: Facts, v: Values, source: str) -> Words:
    """The right drop, but chips of one slot dropped in the other (the Rake, the Jackpot drop)."""
    ((other, x),) = v["moves"]
    values = {
        "amount": checker.f(x),
        "pile": pile_title(v["pile"], "sentence"),
        "other": pile_title(other, "sentence"),
        "have": checker.f(v["have"]),
        "want": checker.f(v["want"]),
    }
    return Words(
        (v["pile"], other),
        _(
            "{pile} holds {have}, should be {want}: {amount} of its chips went into {other}. The two "
            "together hold the right drop, in the wrong slots."
        ).format(**values),
        _("Move {amount} from {other} to {pile}.").format(**values),
        rule(source),
        {"amount": v["have"] - v["want"], "variant": "slot"},
    )


def drop_words(checker: Facts, v: Values, message: str, reason: str, source: str) -> Words:
    if v["variant"] in ("pot", "returned_pot"):
        return misplaced_words(checker, v, reason, source)
    if v["variant"] == "slot":
        return slot_words(checker, v, source)
    f = checker.f
    have, want = v["have"], v["want"]
    pile = v["pile"]
    values = {
        "pile": pile_title(pile, "sentence"),
        "have": f(have),
        "want": f(want),
        "extra": f(abs(have - want)),
        "reason": sentence_case(reason),
        "cap": f(checker.room.rake.cap)
        if checker.room and checker.room.rake and checker.room.rake.cap
        else "",
        "seat": checker.back.seat if checker.back else "",
        "returned": f(checker.back.amount) if checker.back else "",
    }
    fix = (
        _("Take {extra} out of {pile}: {moves}.")
        if have > want
        else _("Take {extra} more for {pile}: {moves}.")
    ).format(moves=_moves(checker, v, have > want), **values)
    piles = (pile, *(p for p, _x in v["moves"]))
    return Words(
        piles, message.format(**values), fix, rule(source), {"amount": have - want, "variant": v["variant"]}
    )
