"""Rulings at decision points of a street drill: the action stops and the dealer answers what the
rules say (who acts, the amount to call, the smallest legal raise, whether raising is open after
a short all-in, what an all-in before the deal posted, the effective stack; in the straddle mix:
who acts first after a straddle, a button straddle or in a bomb pot, the smallest raise after a
straddle, whether a live post may raise, the dead money posted). The answer is the
betting referee's (:mod:`dealer_trainer.engine.betting`), graded at once with the rule and its
source (:data:`dealer_trainer.engine.rule_sources.CITATIONS`). No Qt.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from dealer_trainer.drills.codes import SEED_SPACE, legacy_text
from dealer_trainer.drills.errors import DrillError
from dealer_trainer.drills.streets import (
    MIX_LEVELS,
    MIX_VERSION,
    OMAHA_HILO_LEVEL,
    PLO_LEVEL,
    STREET_LEVELS,
    StreetDrill,
    pot_raise_spots,
    street_drill_for_seed,
)
from dealer_trainer.engine.betting import Action, BettingState, Do
from dealer_trainer.engine.betting_table import ButtonStraddleFirst, Reopen, Street, Structure
from dealer_trainer.engine.rule_sources import CITATIONS
from dealer_trainer.engine.showdown import Game
from dealer_trainer.i18n import N_, _
from dealer_trainer.wording.betting_text import closed_reason, raise_basis

__all__ = ["KINDS", "MIX_KINDS", "Ruling", "RulingVerdict", "grade", "ruling_drill", "rulings_for"]

#: ruling kind -> its name in the Rulings menu (looked up with _()).
KINDS: dict[str, str] = {
    "who_acts": N_("Who acts next"),
    "to_call": N_("The amount to call"),
    "min_raise": N_("The smallest legal raise"),
    "pot_raise": N_("The pot-size raise (pot limit)"),
    "may_raise": N_("May the player raise after a short all-in?"),
    "posted": N_("What a player all-in before the deal posted"),
    "effective_stack": N_("The effective stack"),
    "first_to_act": N_("Who acts first after a straddle or in a bomb pot"),
    "straddle_raise": N_("The smallest raise after a straddle"),
    "post_option": N_("The option of a player who posted live"),
    "dead_money": N_("The dead money a returning player posts"),
}
#: The kinds only the straddle mix (and drill files with its hands) offers.
MIX_KINDS = ("first_to_act", "straddle_raise", "post_option", "dead_money")


@dataclass(frozen=True)
class Ruling:
    """One question at a decision point.

    Attributes:
        kind: a key of :data:`KINDS`.
        step: the index in :attr:`StreetDrill.steps` of the action about to be taken (the
            action stops before it; 0 with ``posted``: before the first action).
        question: the question, in the active language.
        answer: the right answer: a seat name (``who_acts``), chips (int: ``to_call``,
            ``min_raise``, ``posted``, ``effective_stack``) or a bool (``may_raise``).
        choices: seats or yes/no to click (empty: type an amount).
        why: why that is the answer, in the dealer's words.
        rule: a key of :data:`~dealer_trainer.engine.rule_sources.CITATIONS`.
    """

    kind: str
    step: int
    question: str
    answer: str | int | bool
    choices: tuple[str, ...]
    why: str
    rule: str

    @property
    def source(self) -> str:
        """The rule's official source and docs/rules.md section."""
        return CITATIONS[self.rule]


@dataclass(frozen=True)
class RulingVerdict:
    """The grade of one answer: ``correct`` and the feedback (``message``: right or wrong and
    the right answer; ``why``; ``source``)."""

    correct: bool
    message: str
    why: str
    source: str


YES, NO = "yes", "no"


def _first_why(state: BettingState) -> tuple[str, str] | None:
    """Why the seat to act is first in a straddled hand pre-flop (its whole first pass after a
    button straddle) or on a bomb pot's flop, with the rule's key; None elsewhere."""
    table, seat = state.table, state.to_act
    first_pass = state.last_actor is None or (
        table.button_straddle and all(a.seat != table.button for _, a in state.history)
    )
    if table.bomb_pot and state.street == Street.FLOP and state.last_actor is None:
        why = _(
            "A bomb pot has no betting before the flop; on the flop the first player still in left "
            "of the button acts first: {seat}."
        )
        return why.format(seat=seat), "bomb_pot"
    if state.street != Street.PREFLOP or not table.straddles or not first_pass:
        return None
    if table.button_straddle:
        if table.button_straddle_first == ButtonStraddleFirst.SMALL_BLIND:
            why = _(
                "After a button straddle this room starts with the small blind, then the big blind, "
                "then under the gun round to the cutoff; the button acts last: {seat} is next."
            )
        else:
            why = _(
                "After a button straddle this room starts left of the big blind, round to the cutoff, "
                "then the small blind and the big blind; the button acts last: {seat} is next."
            )
        return why.format(seat=seat), "button_straddle"
    if state.last_actor is not None:
        return None
    why = _(
        "Before the flop the action starts left of the last straddle ({straddle}), who acts last: {seat}."
    )
    return why.format(straddle=table.straddles[-1].seat, seat=seat), "straddle"


def _first_to_act(sd: StreetDrill, i: int, state: BettingState, money: Callable[[int], str]) -> Ruling | None:
    seat = state.to_act
    first = _first_why(state)
    if seat is None or first is None or state.last_actor is not None:
        return None
    return Ruling("first_to_act", i, _("Who acts first?"), seat, state.actors, *first)


def _who_acts(sd: StreetDrill, i: int, state: BettingState, money: Callable[[int], str]) -> Ruling:
    seat = state.to_act
    assert seat is not None
    first = _first_why(state)
    if first is not None:
        return Ruling("who_acts", i, _("Who acts next?"), seat, state.actors, *first)
    if state.last_actor is not None:
        why = _("After {last}, the next player clockwise who is still in the hand with chips is {seat}.")
    elif state.street == Street.PREFLOP:
        why = _(
            "Before the flop the first player left of the big blind (or of the straddle) acts first: {seat}."
        )
    else:
        why = _("After the flop the first player still in the hand left of the button acts first: {seat}.")
    return Ruling(
        "who_acts",
        i,
        _("Who acts next?"),
        seat,
        state.actors,
        why.format(last=state.last_actor or "", seat=seat),
        "who_acts",
    )


def _to_call(sd: StreetDrill, i: int, state: BettingState, money: Callable[[int], str]) -> Ruling | None:
    legal = state.legal()
    seat = legal.seat
    if seat is None:
        return None
    owed = state.current - state.bets[seat]
    if not legal.call:
        return None
    values = {
        "seat": seat,
        "bet": money(state.current),
        "front": money(state.bets[seat]),
        "owed": money(owed),
        "call": money(legal.call),
    }
    if legal.call < owed:
        why = _(
            "The bet is {bet} and {seat} has {front} in front: {owed} more, but {seat} has "
            "only {call} behind: the call is {call}, all-in (table stakes)."
        )
        rule = "table_stakes"
    elif (
        state.street == Street.PREFLOP
        and state.current == state.table.big_blind
        and state.bets[state.table.big_blind_seat] < state.table.big_blind
    ):
        why = _(
            "The big blind is all-in for less, but every caller still owes the full big "
            "blind: {seat} calls {call}."
        )
        rule = "short_blind"
    else:
        why = _("The bet is {bet} and {seat} has {front} in front: {seat} calls {call} more.")
        rule = "table_stakes"
    return Ruling(
        "to_call",
        i,
        _("How much must {seat} add to call?").format(seat=seat),
        legal.call,
        (),
        why.format(**values),
        rule,
    )


def _min_raise(sd: StreetDrill, i: int, state: BettingState, money: Callable[[int], str]) -> Ruling | None:
    legal = state.legal()
    rng = legal.raise_range
    seat = legal.seat
    if rng is None or seat is None or rng.reason.code != "min_raise":
        return None
    if rng.min_to < state.current + state.full_size:  # only an all-in for less is left
        return None
    kind = _("bet") if rng.kind == Do.BET else _("raise")
    why = _("The smallest {kind} is to {current} + {size} = {total} in front of {seat} ({basis}).").format(
        basis=raise_basis(rng.reason, money),
        kind=kind,
        current=money(state.current),
        size=money(state.full_size),
        total=money(rng.min_to),
        seat=seat,
    )
    return Ruling(
        "min_raise",
        i,
        _(
            "{seat} wants to raise: to what total at least (the chips in front of {seat} after the raise)?"
        ).format(seat=seat)
        if rng.kind == Do.RAISE
        else _("{seat} wants to bet: how much at least?").format(seat=seat),
        rng.min_to,
        (),
        why,
        "min_raise",
    )


def _may_raise(sd: StreetDrill, i: int, state: BettingState, money: Callable[[int], str]) -> Ruling | None:
    legal = state.legal()
    seat = legal.seat
    limit = state.table.structure == Structure.FIXED_LIMIT
    # fixed limit: an all-in of at least half a bet counts as a full one (TDA 2024 Rule 47-B)
    counted = [i for i in state.increases if limit and i.full and i.all_in and i.by < state.full_size]
    if seat is None or not legal.call or not (counted or any(not inc.full for inc in state.increases)):
        return None
    if legal.closed is not None and legal.closed.code in ("call_takes_all", "nobody_to_raise", "capped"):
        return None
    last = state.increases[-1]
    if legal.raise_range is not None and counted and last is counted[-1] and seat not in state.acted_at:
        why = _(
            "Yes: {short}'s all-in raised the bet by {by}, at least half the bet of {unit}, so in "
            "fixed limit it counts as a full raise and the betting is open again: {seat} may raise to {to}."
        ).format(
            short=last.seat,
            by=money(last.by),
            unit=money(state.full_size),
            seat=seat,
            to=money(legal.raise_range.min_to),
        )
        rule = "half_bet_rule"
    elif legal.raise_range is None:
        assert legal.closed is not None
        why = _("No: {reason}.").format(reason=closed_reason(legal.closed, money))
        rule = legal.closed.rule
    elif seat in state.acted_at and state.table.reopen == Reopen.HALF_RAISE and not limit:
        why = _(
            "Yes: the raises since {seat} acted add up to {facing}, at least half the last full "
            "raise of {size}; in this room (house rule reopen: half-raise) that opens the betting "
            "again for {seat}."
        ).format(seat=seat, facing=money(state.current - state.acted_at[seat]), size=money(state.full_size))
        rule = "half_raise"
    elif seat in state.acted_at:
        why = _(
            "Yes: the raises since {seat} acted add up to at least a full raise ({size}), so "
            "the betting is open again for {seat}."
        ).format(seat=seat, size=money(state.full_size))
        rule = "full_bet_rule"
    elif legal.raise_range.kind == Do.COMPLETE:
        why = _(
            "Yes: {seat} has not acted since the last full bet, and the all-in was less than half "
            "a bet: {seat} may complete the bet to {to}."
        ).format(seat=seat, to=money(legal.raise_range.min_to))
        rule = "half_bet_rule"
    else:
        why = _(
            "Yes: {seat} has not acted since the last full bet or raise, so {seat} may "
            "raise, by at least {size}."
        ).format(seat=seat, size=money(state.full_size))
        rule = "full_bet_rule"
    return Ruling(
        "may_raise",
        i,
        _("The bet in front of {seat} went up by a short all-in. May {seat} raise?").format(seat=seat),
        legal.raise_range is not None,
        (YES, NO),
        why,
        rule,
    )


def _posted(sd: StreetDrill, money: Callable[[int], str]) -> Ruling | None:
    short = [p for p in sd.table.posts if p.short]
    if not short:
        return None
    seat = short[0].seat
    posts = [p for p in sd.table.posts if p.seat == seat and p.amount]
    total = sum(p.amount for p in posts)
    names = {
        "ante": _("the ante"),
        "small_blind": _("the small blind"),
        "big_blind": _("the big blind"),
        "big_blind_ante": _("the big-blind ante"),
        "straddle": _("the straddle"),
        "post": _("the live post"),
        "dead": _("the dead money"),
    }
    parts = ", ".join(
        _("{amount} on {what}").format(amount=money(p.amount), what=names[p.kind]) for p in posts
    )
    why = _(
        "{seat} had {stack}: {parts}; {seat} is all-in for {total} (the ante first, then the blind)."
    ).format(seat=seat, stack=money(sd.table.stacks[seat]), parts=parts, total=money(total))
    if any(p.kind == "big_blind_ante" for p in posts):
        why = _(
            "{seat} had {stack}: {parts}; {seat} is all-in for {total} (the big blind first, "
            "then the big-blind ante: TDA 2024 RP-11)."
        ).format(seat=seat, stack=money(sd.table.stacks[seat]), parts=parts, total=money(total))
    return Ruling(
        "posted",
        0,
        _("{seat} could not cover what was due before the deal. How much did {seat} post in all?").format(
            seat=seat
        ),
        total,
        (),
        why,
        "all_in_before_the_deal",
    )


def _effective(sd: StreetDrill, i: int, state: BettingState, money: Callable[[int], str]) -> Ruling | None:
    seat = state.to_act
    bettor = state.increases[-1].seat if state.increases else None
    if seat is None or bettor is None or bettor == seat:
        return None
    a, b = sd.table.stacks[seat], sd.table.stacks[bettor]
    small = min(a, b)
    why = _(
        "{seat} started the hand with {a} and {other} with {b}: the smaller stack, "
        "{small}, is the most either can win from the other."
    ).format(seat=seat, other=bettor, a=money(a), b=money(b), small=money(small))
    return Ruling(
        "effective_stack",
        i,
        _("What is the effective stack between {seat} and {other} (at the start of the hand)?").format(
            seat=seat, other=bettor
        ),
        small,
        (),
        why,
        "table_stakes",
    )


def _pot_raise(sd: StreetDrill, i: int, state: BettingState, money: Callable[[int], str]) -> Ruling | None:
    legal = state.legal()
    rng, seat = legal.raise_range, legal.seat
    if rng is None or seat is None or rng.limit != "pot":
        return None
    question = (
        _("Pot limit: {seat} bets the pot. How much is that?")
        if rng.kind == Do.BET
        else _("Pot limit: {seat} raises the pot. To what total?")
    )
    return Ruling(
        "pot_raise", i, question.format(seat=seat), rng.max_to, (), pot_raise_why(state, money), "pot_limit"
    )


def pot_raise_why(state: BettingState, money: Callable[[int], str]) -> str:
    """The pot-size bet or raise of the seat to act, worked with the hand's numbers: first the
    call, then the pot with that call in it, added to the bet; and the dealer's shortcut, three
    times the last bet plus the rest of the pot (what was in the middle before it, and the other
    bets in front). Pot 1,000, bet 300: to 300 + (1,000 + 300 + 300) = 1,900 = 3 × 300 + 1,000
    (docs/rules.md#pot-limit-pot-size-bet; TDA 2024 Rule 54)."""
    seat = state.to_act
    assert seat is not None
    pot_before = state.pot_size(seat)
    middle = sum(state.middle.values()) + state.dead
    if not state.current:
        return _("Nobody has bet: the pot is {pot}, so {seat} may bet at most {pot}.").format(
            pot=money(pot_before), seat=seat
        )
    owed = state.current - state.bets[seat]
    pot = pot_before + owed
    total = state.current + pot
    rest = total - 3 * state.current  # the middle before the last bet, and the other bets in front
    why = _(
        "First the call: {owed}. Then the pot with that call in it: {before} + {owed} = {pot}. A "
        "pot-size raise adds that pot to the bet: to {current} + {pot} = {total}."
    ).format(
        owed=money(owed),
        before=money(pot_before),
        pot=money(pot),
        current=money(state.current),
        total=money(total),
    )
    if rest == middle:
        shortcut = _(
            "The dealer's shortcut: three times the last bet plus what was in the middle before it: "
            "3 × {bet} + {middle} = {total}."
        ).format(bet=money(state.current), middle=money(middle), total=money(total))
    elif not middle:
        shortcut = _(
            "The dealer's shortcut: three times the last bet plus the other bets in front: "
            "3 × {bet} + {others} = {total}."
        ).format(bet=money(state.current), others=money(rest), total=money(total))
    else:
        shortcut = _(
            "The dealer's shortcut: three times the last bet plus the rest of the pot (what was in "
            "the middle before it, {middle}, and the other bets in front, {others}): "
            "3 × {bet} + {rest} = {total}."
        ).format(
            bet=money(state.current),
            middle=money(middle),
            others=money(rest - middle),
            rest=money(rest),
            total=money(total),
        )
    why = f"{why} {shortcut}"
    if state.street == Street.PREFLOP and pot_before != middle + sum(state.bets.values()):
        why += " " + _("Before the flop the blinds count as if posted in full.")
    return why


def _straddle_raise(
    sd: StreetDrill, i: int, state: BettingState, money: Callable[[int], str]
) -> Ruling | None:
    legal = state.legal()
    rng, seat, straddle = legal.raise_range, legal.seat, state.table.straddle
    if (
        rng is None
        or seat is None
        or straddle is None
        or state.street != Street.PREFLOP
        or rng.reason.code != "min_raise"
        or state.current != straddle.amount
        or rng.min_to < state.current + state.full_size
    ):
        return None
    why = _(
        "The straddle of {amount} ({straddle}) counts as the last full bet, as a big blind does: the "
        "smallest raise is by {amount}, to {amount} + {amount} = {total} in front of {seat}."
    ).format(amount=money(straddle.amount), straddle=straddle.seat, total=money(rng.min_to), seat=seat)
    question = _(
        "{seat} wants to raise the straddle: to what total at least (the chips in front of {seat} after "
        "the raise)?"
    )
    return Ruling("straddle_raise", i, question.format(seat=seat), rng.min_to, (), why, "straddle")


def _post_option(sd: StreetDrill, i: int, state: BettingState, money: Callable[[int], str]) -> Ruling | None:
    legal = state.legal()
    seat = legal.seat
    posted = {p.seat: p.amount for p in state.table.live_posts}
    if seat not in posted or state.street != Street.PREFLOP or seat in state.acted_at:
        return None
    if not legal.check:  # a raise came before the poster's first turn: the option is gone
        first_turn = not any(isinstance(step, Action) and step.seat == seat for step in sd.steps[:i])
        return _raised_before_post(i, state, seat, posted[seat], money) if first_turn else None
    if legal.raise_range is not None:
        why = _(
            "Yes: {seat}'s post of {amount} is live, like a big blind: nobody has raised, so {seat} "
            "may check or raise (the option), to at least {to}."
        ).format(seat=seat, amount=money(posted[seat]), to=money(legal.raise_range.min_to))
    else:
        assert legal.closed is not None
        why = _("No: {reason}.").format(reason=closed_reason(legal.closed, money))
    return Ruling(
        "post_option",
        i,
        _("{seat} posted {amount} live and nobody has raised. May {seat} raise?").format(
            seat=seat, amount=money(posted[seat])
        ),
        legal.raise_range is not None,
        (YES, NO),
        why,
        "posts",
    )


def _raised_before_post(
    i: int, state: BettingState, seat: str, amount: int, money: Callable[[int], str]
) -> Ruling | None:
    """The option asked of a seat that posted live when a raise came before its turn: the answer
    is no (WSOP Live Action Rules 158 and 160: the post plays like a big blind, whose option to
    check is there only when nobody has raised)."""
    legal = state.legal()
    if not legal.call or not state.increases or state.current <= state.table.big_blind:
        return None
    raiser = state.increases[-1]
    values = {"seat": seat, "amount": money(amount), "raiser": raiser.seat, "to": money(raiser.to)}
    why = _(
        "No: {raiser} raised to {to}, so {seat}'s live post of {amount} does not close the betting: "
        "{seat} must call {call} more, raise or fold. A live post has the option to check only when "
        "nobody has raised."
    ).format(**values, call=money(legal.call))
    return Ruling(
        "post_option",
        i,
        _("{seat} posted {amount} live and {raiser} raised to {to}. May {seat} check?").format(**values),
        False,
        (YES, NO),
        why,
        "posts",
    )


def _dead_money(sd: StreetDrill, money: Callable[[int], str]) -> Ruling | None:
    table = sd.table
    dead = [d for d in table.dead_posts if d.kind == "small-blind"]
    if not dead:
        return None
    seat = dead[0].seat
    live = sum(p.amount for p in table.live_posts if p.seat == seat)
    amount = sum(d.amount for d in table.dead_posts if d.seat == seat)
    why = _(
        "{seat} posts the big blind of {live} live (it is {seat}'s bet) and the missed small blind of "
        "{dead} dead: the {dead} goes in the main pot and counts in nobody's bet."
    ).format(seat=seat, live=money(live), dead=money(amount))
    return Ruling(
        "dead_money",
        0,
        _(
            "{seat} comes back and posts the missed blinds, {total} in all. How much of it is dead money "
            "(in the pot, not in {seat}'s bet)?"
        ).format(seat=seat, total=money(live + amount)),
        amount,
        (),
        why,
        "posts",
    )


_MAKERS = {
    "first_to_act": _first_to_act,
    "straddle_raise": _straddle_raise,
    "post_option": _post_option,
    "who_acts": _who_acts,
    "to_call": _to_call,
    "min_raise": _min_raise,
    "pot_raise": _pot_raise,
    "may_raise": _may_raise,
    "effective_stack": _effective,
}


def candidates(
    sd: StreetDrill, money: Callable[[int], str], kinds: Sequence[str] | None = None
) -> list[Ruling]:
    """Every ruling the drill offers, in the order of the hand (``kinds``: only these)."""
    wanted = tuple(kinds or KINDS)
    out: list[Ruling] = []
    for kind, before_deal in (("posted", _posted), ("dead_money", _dead_money)):
        ruling = before_deal(sd, money) if kind in wanted else None
        if ruling is not None:
            out.append(ruling)
    states = sd.states
    for i, step in enumerate(sd.steps):
        if not isinstance(step, Action):
            continue
        for kind in wanted:
            maker = _MAKERS.get(kind)
            ruling = maker(sd, i, states[i], money) if maker else None
            if ruling is not None:
                out.append(ruling)
    return out


#: Preference when a drill asks mixed rulings: the rare, instructive ones first.
_PRIORITY = (
    *MIX_KINDS,
    "may_raise",
    "posted",
    "pot_raise",
    "min_raise",
    "to_call",
    "effective_stack",
    "who_acts",
)


def _code_seed(code: str) -> str:
    """What seeds a street drill's rulings: its code as written before the check character
    (``T1-222233``), or the text as it is when it is no code (a file's, a lesson's)."""
    try:
        return legacy_text(code)
    except DrillError:
        return code


def _per_street_pot_raises(sd: StreetDrill, pool: list[Ruling]) -> list[Ruling]:
    """Pot-limit Omaha: one pot-size ruling on every street that has one, the spot facing the most
    bets and calls of the street (:func:`pot_raise_spots`; docs/rules.md#pot-limit-pot-size-bet)."""
    offered = {r.step: r for r in pool if r.kind == "pot_raise"}
    chosen = []
    for spots in pot_raise_spots(sd).values():
        step = next((i for i in spots if i in offered), None)
        if step is not None:
            chosen.append(offered[step])
    return chosen


def is_plo(sd: StreetDrill) -> bool:
    """Is ``sd`` a pot-limit Omaha hand (where the pot-size raise is asked on every street)?"""
    return sd.table.game == Game.OMAHA and sd.table.structure == Structure.POT_LIMIT


def rulings_for(
    sd: StreetDrill,
    money: Callable[[int], str],
    kinds: Sequence[str] | None = None,
    count: int = 3,
    rnd: random.Random | None = None,
) -> list[Ruling]:
    """Up to ``count`` rulings at different decision points of ``sd`` (at most one per step),
    the instructive kinds first, in the order of the hand. ``rnd`` picks among equals (default:
    seeded by the drill's code as written before the check character, so a code, old or new,
    always asks the same). A pot-limit Omaha hand (:func:`is_plo`) asks the pot-size raise on
    every street that offers one, and ``count - 1`` rulings of the other kinds."""
    rnd = rnd or random.Random(_code_seed(sd.code))
    pool = candidates(sd, money, kinds)
    rnd.shuffle(pool)
    pool.sort(key=lambda r: _PRIORITY.index(r.kind))
    chosen: list[Ruling] = _per_street_pot_raises(sd, pool) if is_plo(sd) else []
    steps = {r.step for r in chosen}
    kinds_used: dict[str, int] = {"pot_raise": len(pool)} if chosen else {}
    count = len(chosen) + max(count - 1, 0) if chosen else count  # two more of the other kinds
    for ruling in pool:
        if ruling.step in steps or kinds_used.get(ruling.kind, 0) >= (count if kinds else 1):
            continue
        chosen.append(ruling)
        steps.add(ruling.step)
        kinds_used[ruling.kind] = kinds_used.get(ruling.kind, 0) + 1
        if len(chosen) == count:
            break
    return sorted(chosen, key=lambda r: r.step)


def ruling_drill(kind: str, seed: int) -> StreetDrill:
    """A street drill with at least one decision point of ``kind`` (seeds ``seed``,
    ``seed + 1`` ... across the levels until one has it).

    Raises:
        ValueError: ``kind`` is not a key of :data:`KINDS`.
    """
    if kind not in KINDS:
        raise ValueError(f"unknown ruling {kind!r}")
    hold_em = tuple(level for level in STREET_LEVELS if level not in (PLO_LEVEL, OMAHA_HILO_LEVEL))
    levels = {"posted": (3,), "pot_raise": (PLO_LEVEL,)}.get(
        kind, MIX_LEVELS if kind in MIX_KINDS else hold_em
    )
    version = MIX_VERSION if kind in MIX_KINDS else 1
    found = None
    for k in range(400):
        sd = street_drill_for_seed(levels[k % len(levels)], (seed + k) % SEED_SPACE, version)
        offered = candidates(sd, str, (kind,))
        if offered and (kind != "may_raise" or not offered[0].answer):
            return sd  # may a player raise: the instructive case is the closed one
        if offered and found is None:
            found = sd
            if kind != "may_raise" or k > 120:
                return sd
    if found is not None:
        return found
    raise LookupError(f"no street drill with a {kind} ruling")  # pragma: no cover


def grade(
    ruling: Ruling, answer: str, parse: Callable[[str], int], money: Callable[[int], str]
) -> RulingVerdict:
    """Grade a typed or clicked ``answer``: a seat name (any case), ``yes``/``no`` or an
    amount (read with ``parse``, e.g. :meth:`Stakes.parse`).

    Raises:
        ValueError: an amount that cannot be read (the caller asks again, nothing is graded).
    """
    text = answer.strip()
    if isinstance(ruling.answer, bool):
        given: object = text.lower() in (YES, _("yes").lower(), "y", "true")
        shown = _("yes") if ruling.answer else _("no")
    elif isinstance(ruling.answer, int):
        given = parse(text)
        shown = money(ruling.answer)
    else:
        given = next((c for c in ruling.choices if c.lower() == text.lower()), text)
        shown = ruling.answer
    correct = given == ruling.answer
    message = _("Right: {answer}.") if correct else _("Not right: the answer is {answer}.")
    return RulingVerdict(correct, message.format(answer=shown), ruling.why, ruling.source)
