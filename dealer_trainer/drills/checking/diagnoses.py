"""The words of every mistake, one function per mistake code (no Qt).

Each function gets the checker's facts (:class:`~dealer_trainer.drills.checking.facts.Facts`),
the mistake's values (as the search found them) and the search state the mistake was made in,
and says what is wrong with the dealer's arithmetic, one fix and the rule with its source
(:mod:`dealer_trainer.engine.rule_sources`). :func:`diagnosis` registers a function under its
code; :data:`BUILD_CODES`, every build mistake code in order of precedence (root causes
first), is the order of registration, so adding a mistake code is one function here (and
its move in :mod:`.search`, its row in README's code table).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any

from dealer_trainer.drills.checking.drop_words import drop_words
from dealer_trainer.drills.checking.drops import jackpot_reason, rake_reason
from dealer_trainer.drills.checking.model import Diagnosis, Words, sentence_case
from dealer_trainer.drills.checking.solution import capping_seats
from dealer_trainer.drills.piles import (
    MIDDLE,
    front_pile,
    parse_pile,
    pile_title,
    pot_pile,
    return_pile,
)
from dealer_trainer.engine.rule_sources import rule
from dealer_trainer.i18n import _, ngettext
from dealer_trainer.wording.explain import join_names, on_street, pot_sentence, pot_title, returned_sentence

if TYPE_CHECKING:
    from dealer_trainer.drills.checking.facts import Facts
    from dealer_trainer.drills.checking.states import Op, State


Values = Mapping[str, Any]
Describe = Callable[["Facts", Values, "State"], Words]

#: Mistake code -> the function that words it, in order of precedence.
DIAGNOSES: dict[str, Describe] = {}
#: The codes that change the pots' structure (tried before any move of money).
STRUCTURE_CODES: set[str] = set()


def diagnosis(code: str, *, structure: bool = False) -> Callable[[Describe], Describe]:
    """Register the decorated function as the words of ``code`` (``structure``: the mistake
    changes the number or the levels of the pots). Raises ValueError for a code registered twice."""

    def register(describe_fn: Describe) -> Describe:
        if code in DIAGNOSES:
            raise ValueError(f"mistake code {code!r} registered twice")
        DIAGNOSES[code] = describe_fn
        if structure:
            STRUCTURE_CODES.add(code)
        return describe_fn

    return register


def describe(checker: Facts, op: Op, state: State) -> Diagnosis:
    """The :class:`Diagnosis` of the mistake ``op`` made in ``state``, in the active language.

    Raises:
        KeyError: when no function is registered for ``op.code``.
    """
    return Diagnosis(op.code, *DIAGNOSES[op.code](checker, dict(op.values), state))


# ----- the pots' structure --------------------------------------------------------------------
@diagnosis("pots_merged", structure=True)
def _pots_merged(checker: Facts, v: Values, state: State) -> Words:
    """A side pot's chips are in the pot below it (the side pot is missing); several side pots
    all in one pot (``lost``) are one mistake."""
    if len(v.get("lost", ())) > 1:
        return _pots_all_merged(checker, v)
    f = checker.f
    below, pot_index = v["index"], v["pot"][0]
    pot = checker.pots[pot_index]
    into, lost = pot_pile(below), pot_pile(below + 1)
    out_of = [s for s in checker.pots[pot_index - 1].eligible if s not in pot.eligible]
    return Words(
        (into, lost),
        ngettext(
            "{pot} ({amount}) is merged into {into}: {arithmetic}. {seats} is all-in for {lower} and "
            "cannot win the chips above it.",
            "{pot} ({amount}) is merged into {into}: {arithmetic}. {seats} are all-in for {lower} "
            "and "
            "cannot win the chips above it.",
            len(out_of),
        ).format(
            pot=pot_title(pot.index),
            amount=f(pot.amount),
            into=pile_title(into, "sentence"),
            arithmetic=checker.says(pot_index),
            seats=join_names(out_of),
            lower=f(on_street(pot, checker.base).lower),
        ),
        _("Open {pot} and move {amount} from {into} into it.").format(
            pot=pile_title(lost, "sentence"), amount=f(pot.amount), into=pile_title(into, "sentence")
        ),
        rule("side_pots"),
        {"pot": pot.name, "amount": pot.amount},
    )


def _pots_all_merged(checker: Facts, v: Values) -> Words:
    """Side pots ``lost`` (engine pot indices) all put in the pot at place ``index``."""
    f = checker.f
    into = pot_pile(v["index"])
    lost = [checker.pots[i] for i in v["lost"]]
    closing = checker.pots[lost[0].index - 1]
    who = capping_seats(closing, checker.s) or [s for s in closing.eligible if s not in lost[0].eligible]
    names = join_names([pile_title(pot_pile(p.index), "sentence") for p in lost])
    message = _(
        "{pots} ({amount}) are all in {into}. {into_title} closed at {who}'s all-in of {level}: "
        "every chip above {level} belongs in the side pots, each cut at the next all-in: {arithmetic}."
    ).format(
        pots=names,
        amount=f(sum(p.amount for p in lost)),
        into=pile_title(into, "sentence"),
        into_title=sentence_case(pile_title(into, "sentence")),
        who=join_names(who),
        level=f(closing.upper),
        arithmetic="; ".join(checker.says(p.index) for p in lost),
    )
    fix = _("Open {pots} and move {amounts} from {into} into them.").format(
        pots=names, amounts=join_names([f(p.amount) for p in lost]), into=pile_title(into, "sentence")
    )
    piles = (into, *(pot_pile(p.index) for p in lost))
    return Words(
        piles, message, fix, rule("side_pots"), {"pot": lost[0].name, "amount": sum(p.amount for p in lost)}
    )


@diagnosis("missing_pot", structure=True)
def _missing_pot(checker: Facts, v: Values, state: State) -> Words:
    """A pot was never built: its chips are still in front of the players."""
    f = checker.f
    pot_index = v["pot"][0]
    pot = checker.pots[pot_index]
    pile = pot_pile(pot_index)
    seats = [s for s in pot.shares]
    if pot.dead:
        seats.append(_("the middle (dead money)"))
    values = {
        "pile": pile_title(pile, "sentence"),
        "pot": pot_title(pot.index),
        "amount": f(pot.amount),
        "seats": join_names(seats),
        "arithmetic": checker.says(pot_index),
    }
    return Words(
        (pile, *(front_pile(s) for s in pot.shares)),
        _("{pile} was never built: its {amount} is still in front of {seats}. {arithmetic}.").format(
            **values
        ),
        (
            _("Open {pot} and pull {amount} into it from in front of {seats}.")
            if pot_index
            else _("Pull {amount} into the Main pot from in front of {seats}.")
        ).format(**values),
        rule("chips_in"),
        {"pot": pot.name, "amount": pot.amount},
    )


def _extra_pot_words(checker: Facts, v: Values, state: State, folded_level: bool) -> Words:
    f = checker.f
    i, level = v["index"], v["level"]
    extra = pot_pile(i + 1)
    right = checker.pots[state.pots[i].covers[0]] if state.pots[i].covers else None
    moved = state.pots[i + 1].amount
    values = {"pile": pile_title(pot_pile(i), "sentence"), "level": f(level) if level is not None else ""}
    if folded_level:
        who = [s for s in checker.folded if checker.totals[s] == level]
        why = ngettext(
            "{pile} is cut at {level}, {seats}'s total, but {seats} folded: a folded player's total "
            "does not start a pot.",
            "{pile} is cut at {level}, the total of {seats}, but {seats} folded: a folded player's "
            "total does not start a pot.",
            len(who),
        ).format(seats=join_names(who), **values)
    elif level is not None and level in {checker.totals[s] for s in checker.hand.live}:
        why = _(
            "The chips above {level} are only folded or forfeited players' chips: they stay in {pile}."
        ).format(**values)
    elif level is not None:
        why = _("{pile} is cut at {level}, but no player still in is all-in for {level}.").format(**values)
    else:
        why = _("The chips cut into it belong in {pile}.").format(**values)
    why = sentence_case(why)
    sentence = f" {pot_sentence(right, money=checker.f, base=checker.base)}." if right else ""
    shift = checker.shift_down(i + 1)
    fix = (
        _(
            "Move {amount} from {extra} back into {pile}, then move each later pot down one place "
            "({moves}) and close the last one."
        )
        if shift
        else _("Move {amount} from {extra} back into {pile}.")
    )
    return Words(
        (pot_pile(i), extra),
        _("{extra} should not exist. {why}{arithmetic}").format(
            extra=pile_title(extra, "sentence"), why=why, arithmetic=sentence
        ),
        fix.format(
            amount=f(moved),
            extra=pile_title(extra, "sentence"),
            pile=pile_title(pot_pile(i), "sentence"),
            moves=shift,
        ),
        rule("levels"),
        {"level": level, "amount": moved},
    )


@diagnosis("extra_pot", structure=True)
def _extra_pot(checker: Facts, v: Values, state: State) -> Words:
    """A pot too many, cut at a level no player still in is all-in for."""
    return _extra_pot_words(checker, v, state, folded_level=False)


@diagnosis("pot_at_folded_level", structure=True)
def _pot_at_folded_level(checker: Facts, v: Values, state: State) -> Words:
    """An extra pot cut at a folded player's total."""
    return _extra_pot_words(checker, v, state, folded_level=True)


@diagnosis("wrong_level", structure=True)
def _wrong_level(checker: Facts, v: Values, state: State) -> Words:
    """A pot cut at a level that is not the all-in amount capping it."""
    f = checker.f
    i, level, right, moved = v["index"], v["level"], v["right"], v["moved"]
    a, b = pot_pile(i), pot_pile(i + 1)
    pot_index = state.pots[i].covers[0]
    src, dst = (a, b) if moved < 0 else (b, a)
    capping = capping_seats(checker.pots[pot_index], checker.s)
    values = {
        "pile": pile_title(a, "sentence"),
        "next": pile_title(b, "sentence"),
        "cut": f(level),
        "level": f(right),
        "who": join_names(capping),
        "arithmetic": checker.says(pot_index),
        "amount": f(abs(moved)),
        "figures": checker.figures(a),
        "next_figures": checker.figures(b),
    }
    if capping:
        head = _(
            "{pile} is cut at {cut} a player; it must be cut at {level}, {who}'s all-in, the amount "
            "that caps it: {arithmetic}."
        )
    else:
        head = _(
            "{pile} is cut at {cut} a player; it must be cut at {level}, the all-in player's all-in, "
            "the amount that caps it: {arithmetic}."
        )
    tail = (
        _(
            "Cutting at {cut} puts {amount} too little in {pile} and leaves it in {next} "
            "({figures}; {next_figures})."
        )
        if moved > 0
        else _(
            "Cutting at {cut} puts {amount} too much in {pile} and takes it from {next} "
            "({figures}; {next_figures})."
        )
    )
    return Words(
        (a, b),
        head.format(**values) + " " + tail.format(**values),
        _("Move {amount} from {src} to {dst}.").format(
            amount=f(abs(moved)), src=pile_title(src, "sentence"), dst=pile_title(dst, "sentence")
        ),
        rule("levels"),
        {"cut": level, "level": right, "amount": abs(moved)},
    )


# ----- misplaced money ------------------------------------------------------------------------
@diagnosis("uncalled_in_pot")
def _uncalled_in_pot(checker: Facts, v: Values, state: State) -> Words:
    """The uncalled bet, or part of it, is in a pot (or a pot of its own)."""
    f = checker.f
    assert checker.back is not None
    i, x = v["index"], v["amount"]
    pile, back = pot_pile(i), checker.back
    whole = x == back.amount
    values = {
        "part": f(x),
        "seat": back.seat,
        "pile": pile_title(pile, "sentence"),
        "top": f(back.top),
        "second": f(back.second),
        "returned": returned_sentence(back, money=f, base=checker.base),
    }
    if whole and v.get("new"):
        text = _(
            "{seat}'s uncalled bet is in {pile} (a pot that only one player could win is no pot): "
            "{seat} put in {top} and nobody else put in more than {second}, so {returned}."
        )
    elif whole:
        text = _(
            "{seat}'s uncalled bet is in {pile}: {seat} put in {top} and nobody else put in more "
            "than "
            "{second}, so {returned}."
        )
    elif v.get("new"):
        text = _(
            "{part} of {seat}'s uncalled bet is in {pile} (a pot that only one player could win is "
            "no "
            "pot): {seat} put in {top} and nobody else put in more than {second}, so {returned}."
        )
    else:
        text = _(
            "{part} of {seat}'s uncalled bet is in {pile}: {seat} put in {top} and nobody else put "
            "in "
            "more than {second}, so {returned}."
        )
    return Words(
        (pile, return_pile(back.seat)),
        text.format(**values),
        _("Move {amount} from {pile} to {returns}.").format(
            amount=f(x),
            pile=pile_title(pile, "sentence"),
            returns=pile_title(return_pile(back.seat), "sentence"),
        ),
        rule("uncalled"),
        {"seat": back.seat, "amount": x},
    )


@diagnosis("called_chips_returned")
def _called_chips_returned(checker: Facts, v: Values, state: State) -> Words:
    """More than the uncalled bet was returned, or chips returned to a seat with no uncalled bet."""
    f = checker.f
    seat, i, x = v["seat"], v["index"], v["amount"]
    pile = pot_pile(i)
    back = checker.back
    if back and seat == back.seat:
        what = _(
            "{pushed} was pushed back to {seat}, but only {top} − {second} = {uncalled} was "
            "uncalled: "
            "{amount} was called and belongs in {pile}."
        ).format(
            pushed=f(back.amount + x),
            seat=seat,
            top=f(back.top),
            second=f(back.second),
            uncalled=f(back.amount),
            amount=f(x),
            pile=pile_title(pile, "sentence"),
        )
    else:
        what = _(
            "{amount} was pushed back to {seat}, but {seat} has no uncalled bet: every chip {seat} "
            "put "
            "in was called, so {amount} belongs in {pile}."
        ).format(amount=f(x), seat=seat, pile=pile_title(pile, "sentence"))
    return Words(
        (return_pile(seat), pile),
        what,
        _("Move {amount} from {src} to {dst}.").format(
            amount=f(x), src=pile_title(return_pile(seat), "sentence"), dst=pile_title(pile, "sentence")
        ),
        rule("called"),
        {"seat": seat, "amount": x},
    )


@diagnosis("returned_to_wrong_seat")
def _returned_to_wrong_seat(checker: Facts, v: Values, state: State) -> Words:
    """The uncalled bet was pushed to another player."""
    f = checker.f
    assert checker.back is not None
    seat, x, back = v["seat"], v["amount"], checker.back
    return Words(
        (return_pile(back.seat), return_pile(seat)),
        _(
            "{part} of {owner}'s uncalled bet was pushed to {seat}: an uncalled bet goes back to the "
            "player who bet it, {owner} ({top} − {second} = {amount})."
        ).format(
            part=f(x),
            owner=back.seat,
            seat=seat,
            top=f(back.top),
            second=f(back.second),
            amount=f(back.amount),
        ),
        _("Move {amount} from {src} to {dst}.").format(
            amount=f(x),
            src=pile_title(return_pile(seat), "sentence"),
            dst=pile_title(return_pile(back.seat), "sentence"),
        ),
        rule("uncalled"),
        {"seat": seat, "amount": x},
    )


def _between_pots(checker: Facts, v: Values) -> tuple[str, str, int, Any, dict[str, Any], str]:
    """A move between pots: the chips sit in ``dst`` and belong in ``src``. Returns the pile
    they sit in, the pile they belong in, the chips, their owner, the values and the fix."""
    f = checker.f
    src, dst, x = v["src"], v["dst"], v["amount"]
    belong, sit = pot_pile(src), pot_pile(dst)
    owner = v.get("owner")
    values = {
        "amount": f(x),
        "owner": owner,
        "sit": pile_title(sit, "sentence"),
        "belong": pile_title(belong, "sentence"),
        "figures": _("{figures}; {other}").format(
            figures=checker.figures(sit), other=checker.figures(belong)
        ),
    }
    fix = _("Move {amount} from {src} to {dst}.").format(
        amount=f(x), src=pile_title(sit, "sentence"), dst=pile_title(belong, "sentence")
    )
    return sit, belong, x, owner, values, fix


@diagnosis("dead_money_in_side_pot")
def _dead_money_in_side_pot(checker: Facts, v: Values, state: State) -> Words:
    """Dead money put in a side pot (seen in the build's ``from``)."""
    sit, belong, x, _owner, values, _fix = _between_pots(checker, v)
    return Words(
        (sit, belong),
        _(
            "{amount} of dead money is in {sit} ({figures}). Dead money goes in the main pot, where "
            "every player still in can win it."
        ).format(**values),
        _("Move {amount} of dead money from {sit} to the Main pot.").format(**values),
        rule("dead_money"),
        {"amount": x},
    )


@diagnosis("dead_money_missing")
def _dead_money_missing(checker: Facts, v: Values, state: State) -> Words:
    """Dead money left in the middle instead of in the main pot."""
    f = checker.f
    i, x = v["index"], v["amount"]
    pile = pot_pile(i)
    return Words(
        (MIDDLE, pile),
        _("{amount} of dead money is still in the middle; {pile} is {amount} short. {arithmetic}.").format(
            amount=f(x), pile=pile_title(pile, "sentence"), arithmetic=checker.says(0)
        ),
        _("Pull {amount} of dead money into the Main pot.").format(amount=f(x)),
        rule("dead_money"),
        {"amount": x},
    )


# ----- chips left behind ----------------------------------------------------------------------
@diagnosis("uncalled_left_in_front")
def _uncalled_left_in_front(checker: Facts, v: Values, state: State) -> Words:
    """The uncalled bet was never pushed back."""
    f = checker.f
    assert checker.back is not None
    back, x = checker.back, v["amount"]
    return Words(
        (return_pile(back.seat), front_pile(back.seat)),
        _(
            "{part} of {seat}'s uncalled bet is still in front of {seat}: nobody else put in more "
            "than "
            "{second}, so {top} − {second} = {amount} goes back to {seat} before the pots are built."
        ).format(part=f(x), seat=back.seat, second=f(back.second), top=f(back.top), amount=f(back.amount)),
        _("Push {amount} from in front of {seat} to {returns}.").format(
            amount=f(x), seat=back.seat, returns=pile_title(return_pile(back.seat), "sentence")
        ),
        rule("uncalled"),
        {"seat": back.seat, "amount": x},
    )


def _chips_left_words(checker: Facts, v: Values, folded: bool) -> Words:
    f = checker.f
    seat, x = v["seat"], v["amount"]
    where = checker.belongs(seat, x)
    if len(where) > 1:
        piles = join_names(
            [
                _("{pile} ({amount})").format(pile=pile_title(pot_pile(k), "sentence"), amount=f(c))
                for k, c in where
            ]
        )
    else:
        piles = pile_title(pot_pile(where[0][0]), "sentence")
    values = {"amount": f(x), "seat": seat, "piles": piles}
    if folded:
        message = ngettext(
            "{amount} of {seat}'s chips is still in front of {seat}, who folded: a folded player's "
            "chips stay in the pots, cut by level like everyone's; they belong in {piles}.",
            "{amount} of {seat}'s chips are still in front of {seat}, who folded: a folded player's "
            "chips stay in the pots, cut by level like everyone's; they belong in {piles}.",
            x,
        )
    else:
        message = ngettext(
            "{amount} of {seat}'s chips is still in front of {seat}: every called chip goes into a "
            "pot; they belong in {piles}.",
            "{amount} of {seat}'s chips are still in front of {seat}: every called chip goes into a "
            "pot; they belong in {piles}.",
            x,
        )
    if len(where) > 1:
        into = join_names(
            [
                _("{amount} into {pile}").format(amount=f(c), pile=pile_title(pot_pile(k), "sentence"))
                for k, c in where
            ]
        )
        fix = _("Pull {moves} from in front of {seat}.").format(moves=into, seat=seat)
    else:
        fix = _("Pull {amount} from in front of {seat} into {pile}.").format(
            amount=f(x), seat=seat, pile=pile_title(pot_pile(where[0][0]), "sentence")
        )
    return Words(
        (front_pile(seat), *(pot_pile(k) for k, _c in where)),
        message.format(**values),
        fix,
        rule("chips_in"),
        {"seat": seat, "amount": x},
    )


@diagnosis("live_chips_left")
def _live_chips_left(checker: Facts, v: Values, state: State) -> Words:
    """A live player's chips are still in front of them."""
    return _chips_left_words(checker, v, folded=False)


@diagnosis("folded_chips_left")
def _folded_chips_left(checker: Facts, v: Values, state: State) -> Words:
    """A folded player's chips are still in front of them."""
    return _chips_left_words(checker, v, folded=True)


# ----- whose chips lie where (the build's ``from``) -------------------------------------------
@diagnosis("share_too_large")
def _share_too_large(checker: Facts, v: Values, state: State) -> Words:
    """A pot takes more from a player than its layer holds."""
    sit, belong, x, owner, values, fix = _between_pots(checker, v)
    dst = v["dst"]
    message = (
        _(
            "{sit} takes {amount} too much from {owner} ({figures}). {arithmetic}: nobody wins from "
            "{owner} more than the layer holds, so the {amount} belongs in {belong}."
        ).format(arithmetic=checker.says(dst), **values)
        if dst < len(checker.pots)
        else _(
            "{sit} takes {amount} too much from {owner} ({figures}). Nobody wins from {owner} more "
            "than the layer holds, so the {amount} belongs in {belong}."
        ).format(**values)
    )
    return Words((sit, belong), message, fix, rule("side_pots"), {"amount": x, "seat": owner})


@diagnosis("chips_from_ineligible_seat")
def _chips_from_ineligible_seat(checker: Facts, v: Values, state: State) -> Words:
    """A player's chips in a layer that player never reached."""
    sit, belong, x, owner, values, fix = _between_pots(checker, v)
    dst = v["dst"]
    message = (
        _(
            "{amount} of {owner}'s chips are in {sit}, a layer {owner} never reached ({figures}); "
            "only "
            "{seats} compete for it, and {owner}'s {amount} belongs in {belong}."
        ).format(seats=join_names(checker.pots[dst].eligible), **values)
        if dst < len(checker.pots)
        else _(
            "{amount} of {owner}'s chips are in {sit}, a layer {owner} never reached ({figures}); "
            "only "
            "deeper stacks compete for it, and {owner}'s {amount} belongs in {belong}."
        ).format(**values)
    )
    return Words((sit, belong), message, fix, rule("side_pots"), {"amount": x, "seat": owner})


@diagnosis("folded_chips_not_cut")
def _folded_chips_not_cut(checker: Facts, v: Values, state: State) -> Words:
    """A folded player's chips not cut by level (from one level, or from several: ``sources``)."""
    if "sources" in v:
        return _folded_levels_not_cut(checker, v)
    sit, belong, x, owner, values, fix = _between_pots(checker, v)
    message = _(
        "{owner} folded, but {owner}'s chips were not cut by level: {amount} of them sit in {sit} "
        "and "
        "belong in {belong} ({figures})."
    ).format(**values)
    return Words((sit, belong), message, fix, rule("levels"), {"amount": x, "seat": owner})


def _folded_levels_not_cut(checker: Facts, v: Values) -> Words:
    """All of a folded seat's chips in one pot (``dst``) though they reach several levels."""
    f, owner, dst = checker.f, v["owner"], v["dst"]
    sit = pot_pile(dst)
    cut = sorted([(dst, checker.pots[dst].shares.get(owner, 0)), *v["sources"]])
    parts = [(pot_pile(i), x) for i, x in cut]
    values = {
        "owner": owner,
        "amount": f(sum(x for _i, x in cut)),
        "sit": pile_title(sit, "sentence"),
        "levels": " / ".join(f(x) for _pile, x in parts),
        "cut": join_names(
            [_("{amount} in {pile}").format(amount=f(x), pile=pile_title(p, "sentence")) for p, x in parts]
        ),
    }
    message = _(
        "{owner} folded, but {owner}'s chips were not cut by level: all {amount} of them are in {sit}. "
        "A folded player's chips are cut at the same levels as everyone's ({levels}): {cut}."
    ).format(**values)
    fix = _("Move {moves}.").format(
        moves=join_names(
            [
                _("{amount} from {src} to {dst}").format(
                    amount=f(x), src=pile_title(sit, "sentence"), dst=pile_title(pot_pile(i), "sentence")
                )
                for i, x in v["sources"]
            ]
        )
    )
    piles = (sit, *(pot_pile(i) for i, _x in v["sources"]))
    return Words(
        piles, message, fix, rule("levels"), {"amount": sum(x for _i, x in v["sources"]), "seat": owner}
    )


# ----- the house's drop: the rake and the jackpot drop (docs/rules.md#rake) ------------------
@diagnosis("rake_wrong")
def _rake_wrong(checker: Facts, v: Values, state: State) -> Words:
    """The rake too much, too little, over the cap, or taken from the returned chips."""
    messages = {
        "much": _("{pile} holds {have}, {extra} too much, should be {want}. {reason}."),
        "little": _("{pile} holds {have}, {extra} too little, should be {want}. {reason}."),
        "cap": _("{pile} holds {have}, more than the cap of {cap}; it should be {want}. {reason}."),
        "counted": _(
            "{pile} holds {have}, {extra} too much: {seat}'s returned {returned} was counted in the "
            "total, but returned chips are never raked. {reason}."
        ),
        "returned": _(
            "{extra} of {pile} came out of the {returned} pushed back to {seat}: the uncalled bet goes "
            "back whole and is never raked; the rake comes from the pots. {reason}."
        ),
    }
    total = sum(p.amount for p in checker.pots)
    reason = rake_reason(checker.room, total, checker.hand.unit, checker.f)
    return drop_words(checker, v, messages.get(v["variant"], ""), reason, "rake")


@diagnosis("rake_no_flop")
def _rake_no_flop(checker: Facts, v: Values, state: State) -> Words:
    """A pot raked though no flop was dealt, in a room with no flop, no drop."""
    message = _(
        "{pile} holds {have}, but no flop was dealt: this room takes no rake from a hand that ends "
        "before the flop (no flop, no drop)."
    )
    return drop_words(checker, v, message, "", "rake")


@diagnosis("jackpot_wrong")
def _jackpot_wrong(checker: Facts, v: Values, state: State) -> Words:
    """The jackpot drop missing, taken when not due, or the wrong amount."""
    total = sum(p.amount for p in checker.pots)
    reason = jackpot_reason(checker.room, total, checker.f)
    message = _("{pile} holds {have}, should be {want}. {reason}.")
    return drop_words(checker, v, message, reason, "jackpot")


# ----- a plain amount off ---------------------------------------------------------------------
def _pile_off(checker: Facts, v: Values) -> Words:
    """One pile that differs from the answer, with no sure explanation."""
    f = checker.f
    pile, have, want = v["pile"], v["have"], v["want"]
    values = {
        "amount": f(abs(have - want)),
        "have": f(have),
        "want": f(want),
        "pile": pile_title(pile, "sentence"),
        "figures": checker.figures(pile),
    }
    where = parse_pile(pile)
    if where.kind == "dead":
        message = _("{amount} of dead money is still in the middle.").format(**values)
        fix = _("Pull the {amount} into the pot it belongs in.").format(**values)
    elif where.kind == "front":
        message = _("{amount} of {seat}'s chips are still {pile}.").format(seat=where.seat, **values)
        fix = _("Pull the {amount} into the pot it belongs in.").format(**values)
    elif want == 0 and where.kind == "pot":
        message = _("{pile} should not exist; it holds {have}.").format(**values)
        fix = _("Move its {have} into the pots that are short.").format(**values)
    else:
        message = (
            _("{figures} ({amount} too much).") if have > want else _("{figures} ({amount} too little).")
        ).format(**values)
        if where.kind == "pot" and where.index is not None:
            fix = _("Bring {pile} to {want}: {arithmetic}.").format(
                arithmetic=checker.says(where.index), **values
            )
        elif want:
            fix = _("Push back only the uncalled bet: {want}.").format(**values)
        else:
            fix = _("Move the {have} back into the pots: {seat} has no uncalled bet.").format(
                seat=where.seat, **values
            )
    return Words(
        (pile,),
        message,
        fix,
        rule("side_pots" if where.kind == "pot" else "chips_in"),
        {"amount": have - want},
    )


@diagnosis("amount_off")
def _amount_off(checker: Facts, v: Values, state: State) -> Words:
    """Chips of one pot in another (or one pile off), with no root cause above."""
    if "pile" in v:
        return _pile_off(checker, v)
    sit, belong, x, owner, values, fix = _between_pots(checker, v)
    src = v["src"]
    message = (
        _("{amount} that belongs in {belong} is in {sit}: {figures}. {arithmetic}.").format(
            arithmetic=checker.says(src), **values
        )
        if src < len(checker.pots)
        else _("{amount} that belongs in {belong} is in {sit}: {figures}.").format(**values)
    )
    return Words((sit, belong), message, fix, rule("side_pots"), {"amount": x, "seat": owner})


#: Every build mistake code, in order of precedence (root causes first).
BUILD_CODES: tuple[str, ...] = tuple(DIAGNOSES)
#: Mistake code -> its place in :data:`BUILD_CODES` (ties in the search go to the lower).
RANK: dict[str, int] = {code: i for i, code in enumerate(BUILD_CODES)}
