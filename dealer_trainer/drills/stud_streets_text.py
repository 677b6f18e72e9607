"""Stud street hands in words (``drill --stud GAME`` prints these; no Qt): the game's structure,
the antes, each street's up-cards, each action as the dealer announces it (the bring-in and the
completion by name), the bets in front and, with the answers, who brings it in or acts first and
why and the pots after each pull-in (docs/rules.md#stud-bring-in-and-who-acts)."""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

from dealer_trainer.drills.codes import SEED_SPACE
from dealer_trainer.drills.streets import StreetDrill
from dealer_trainer.drills.streets_text import (
    action_line,
    bets_line,
    post_line,
    pull_in_lines,
    street_heading,
    structure_line,
)
from dealer_trainer.drills.stud_streets import stud_rulings, stud_street_drill
from dealer_trainer.engine.betting import Action, BettingState, Do
from dealer_trainer.engine.betting_table import Street, Table
from dealer_trainer.engine.hilo import Variant
from dealer_trainer.i18n import N_, _, ngettext

Money = Callable[[int], str]

STUD_STREET_NAMES = {
    Street.THIRD: N_("Third street:"),
    Street.FOURTH: N_("Fourth street:"),
    Street.FIFTH: N_("Fifth street:"),
    Street.SIXTH: N_("Sixth street:"),
    Street.SEVENTH: N_("Seventh street (down):"),
}


def stud_structure_line(table: Table, money: Money) -> str:
    """``"Fixed limit: a bring-in of $2; bets of $5 on third and fourth street, $10 from fifth
    street; a bet and 4 raises a round."``"""
    stud = table.stud
    assert stud is not None
    text = _(
        "Fixed limit: a bring-in of {bring_in}; bets of {small} on third and fourth street, {big} from fifth "
        "street; a bet and {cap} raises a round."
    )
    small, big = table.bet_unit(Street.THIRD), table.bet_unit(Street.FIFTH)
    return text.format(bring_in=money(stud.bring_in), small=money(small), big=money(big), cap=table.cap)


def stud_action_line(before: BettingState, action: Action, money: Money) -> str:
    """``"Bram brings it in for $2"``, ``"Chris completes to $5"``, else as a hold'em action."""
    after = before.apply(action)
    all_in = after.stacks[action.seat] == 0
    if action.do == Do.BRING_IN:
        text = (
            _("{seat} brings it in for {amount} (all-in)")
            if all_in
            else _("{seat} brings it in for {amount}")
        )
        return text.format(seat=action.seat, amount=money(after.bets[action.seat]))
    bring_in_only = before.street == Street.THIRD and before.full_level == 0  # nobody completed yet
    if action.do == Do.COMPLETE or (bring_in_only and after.bets[action.seat] > before.current):
        text = _("{seat} completes to {amount} (all-in)") if all_in else _("{seat} completes to {amount}")
        return text.format(seat=action.seat, amount=money(after.bets[action.seat]))
    return action_line(before, action, money)


def up_cards_line(sd: StreetDrill, state: BettingState) -> str:
    """``"Third street: Anna 3h · Bram 3d · Chris Tc"``: each player still in and the cards
    showing (seventh street's card is dealt down)."""
    stud = sd.table.stud
    assert stud is not None
    shown = [f"{seat} {' '.join(stud.up_cards(seat, state.street))}" for seat in state.live]
    return f"{_(STUD_STREET_NAMES[state.street])} {' · '.join(shown)}"


def stud_street_text(
    sd: StreetDrill,
    render_table: Callable[[Sequence[Sequence[str]], Sequence[str]], str],
    answer: bool = False,
) -> str:
    """The stud hand as ``drill --stud`` prints it: the table (``render_table(rows, header)``),
    the structure and the antes, each street's up-cards, actions and bets in front; with
    ``answer`` each street's ruling (who brings it in, who acts first, why) and the pots after
    each pull-in."""
    f = sd.stakes.format
    table = sd.table
    n = len(table.seats)
    head = [sd.code, sd.title, ngettext("{count} seat", "{count} seats", n).format(count=n)]
    head.append(_("dealer {seat}").format(seat=table.button))
    rows = [[str(i), seat, f(table.stacks[seat])] for i, seat in enumerate(table.seats, 1)]
    out = [" · ".join(p for p in head if p), "", render_table(rows, [_("Seat"), _("Name"), _("Stack")]), ""]
    out.append(stud_structure_line(table, f))
    out += [post_line(post, f) for post in table.posts if post.amount]
    rulings = {r.step: r for r in stud_rulings(sd)}
    states = sd.states
    for round_ in sd.rounds:
        first_state = states[round_.first] if round_.first <= round_.last else round_.end
        out.append(up_cards_line(sd, first_state))
        if answer and round_.first in rulings:
            ruling = rulings[round_.first]
            out.append("  " + _("{question} {why}").format(question=ruling.question, why=ruling.why))
        for i in range(round_.first, round_.last + 1):
            step = sd.steps[i]
            assert isinstance(step, Action)
            out.append("  " + stud_action_line(states[i], step, f))
        out.append("  " + bets_line(round_, f))
        if answer:
            out.append("  " + _("After the pull-in:"))
            out += ["    " + line for line in pull_in_lines(round_)]
    return "\n".join(out)


def stud_hand_text(
    game: str,
    seed: int | None,
    render_table: Callable[[Sequence[Sequence[str]], Sequence[str]], str],
    answer: bool,
) -> str:
    """``drill --stud GAME [--seed S] [--answer]``: the stud hand of ``game`` (``stud``,
    ``stud-hilo`` or ``razz``) and ``seed`` (a fresh one when None) as :func:`stud_street_text`
    prints it, headed ``--stud GAME --seed S`` so it can be dealt again."""
    if seed is None:
        seed = random.SystemRandom().randrange(SEED_SPACE)
    seed %= SEED_SPACE
    sd = stud_street_drill(Variant(game), random.Random(f"{game}-{seed}"), f"--stud {game} --seed {seed}")
    return stud_street_text(sd, render_table, answer)


def hand_structure_line(table: Table, money: Money) -> str:
    """The structure line of any street hand: a stud hand's (:func:`stud_structure_line`), else
    the hold'em one (empty when there is nothing to say)."""
    return stud_structure_line(table, money) if table.stud is not None else structure_line(table, money)


def hand_heading(sd: StreetDrill, state: BettingState) -> str:
    """The heading of the street ``state`` is on: a stud hand's up-cards (:func:`up_cards_line`),
    else the street and its board."""
    return up_cards_line(sd, state) if sd.table.stud is not None else street_heading(sd, state.street)


def hand_action_line(before: BettingState, action: Action, money: Money) -> str:
    """An action as the dealer announces it: a stud hand's bring-in and completion by name."""
    if before.table.stud is not None:
        return stud_action_line(before, action, money)
    return action_line(before, action, money)
