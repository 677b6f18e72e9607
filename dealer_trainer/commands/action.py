"""The ``dealer-trainer action`` command: the betting referee on a hand file.

``dealer-trainer action FILE|- [--json | --scenario]`` plays the hand's action list and prints
the street, the seat to act and what it may do (fold, check, the call, the raise range or why
raising is closed, with the rule), the pots in the middle and the bets in front; ``--scenario``
prints the final ``pots`` scenario. An illegal action or a bad file: one line, exit status 2.
"""

from __future__ import annotations

import argparse
import json
from typing import Any

from dealer_trainer.commands.common import (
    InputError,
    add_profile_option,
    emit,
    read_json,
    read_profile,
    render_table,
)
from dealer_trainer.engine.betting import BettingState, Do, IllegalAction
from dealer_trainer.engine.betting_io import (
    check_cards,
    hand_from_dict,
    play,
    result_to_dict,
    scenario_dict,
    shown_state,
)
from dealer_trainer.engine.betting_table import BettingError, Street
from dealer_trainer.engine.errors import PotError
from dealer_trainer.engine.scenario import scenario_from_dict
from dealer_trainer.i18n import _
from dealer_trainer.wording.betting_text import (
    cite,
    closed_sentence,
    illegal_message,
    input_error,
    raise_basis,
    street_name,
)
from dealer_trainer.wording.explain import error_message, format_chips, join_names, pot_title
from dealer_trainer.wording.stud_text import community_sentence, opener_sentence


def register(sub: Any) -> None:
    """Add the ``action`` subcommand to the ``dealer-trainer`` parser."""
    p = sub.add_parser(
        "action",
        help=_("referee a hand's betting (JSON): who acts, the call, the raise range, the pots"),
        description=_(
            "Play a hand's action list and print the street, the seat to act and what it may legally "
            "do, the pots in the middle and the bets in front. Exit status 2 on an illegal action or "
            "bad input."
        ),
    )
    p.add_argument("file", help=_("hand JSON file, or - for stdin"))
    out = p.add_mutually_exclusive_group()
    out.add_argument("--json", action="store_true", help=_("print machine-readable JSON"))
    out.add_argument(
        "--scenario",
        action="store_true",
        help=_("print the final pots scenario (pipe it into: dealer-trainer pots -)"),
    )
    add_profile_option(
        p,
        _(
            "action uses its betting rules (bba_order, cap, heads_up_cap, half_bet_rule, pl_short_blind, "
            "reopen, straddles_allowed, button_straddle_first), each where the hand's structure has it."
        ),
    )
    p.set_defaults(func=cmd_action)


def with_profile(data: Any, profile: Any) -> Any:
    """The hand file ``data`` with the room ``profile``'s betting rules where ``data`` gives none
    (the file's fields win; formats.md §6): only the rules of the hand's betting structure and game, and no
    ``heads_up_cap`` beside the file's older ``cap_heads_up``."""
    if profile is None or not isinstance(data, dict):
        return data
    from dealer_trainer.engine.betting_io import HEADS_UP_CAP_ALIAS
    from dealer_trainer.engine.house_rules import BETTING_RULES

    structure = data.get("structure", "no-limit")
    rules = tuple(
        rule
        for rule in BETTING_RULES
        if structure in rule.structures
        and not (rule.key == "heads_up_cap" and HEADS_UP_CAP_ALIAS in data)
        and (rule.games != ("stud",) or data.get("game") == "stud")  # open_pair_option: stud high
    )
    return {**profile.file_values(rules), **data}


def cmd_action(args: argparse.Namespace) -> int:
    """``dealer-trainer action FILE``: play the hand and print the referee's view."""
    data = with_profile(read_json(args.file), read_profile(args))
    try:
        hand = hand_from_dict(data)
        check_cards(hand)  # the cards given are checked whatever is printed
        state = play(hand)
        if args.scenario:
            scenario = scenario_dict(state, hand)
            scenario_from_dict(scenario)  # the cards given must make a scenario pots can read
            emit(json.dumps(scenario, indent=2))
            return 0
    except IllegalAction as exc:
        raise InputError(
            _("{file}: {problem}").format(file=args.file, problem=illegal_message(exc))
        ) from None
    except BettingError as exc:
        raise InputError(_("{file}: {problem}").format(file=args.file, problem=input_error(exc))) from None
    except PotError as exc:
        raise InputError(_("{file}: {problem}").format(file=args.file, problem=error_message(exc))) from None
    result = result_to_dict(state, closed_sentence)
    emit(json.dumps(result, indent=2) if args.json else action_text(state, result))
    return 0


def _raise_line(state: BettingState, f: Any = format_chips) -> str:
    legal = state.legal()
    rng = legal.raise_range
    if rng is None:
        assert legal.closed is not None
        return _("  Raise: closed: {reason}").format(reason=closed_sentence(legal.closed, f))
    basis = _("{basis}; {rule}").format(basis=raise_basis(rng.reason, f), rule=cite(rng.reason.rule))
    if rng.min_to == rng.max_to:
        text = {
            (Do.BET, False): _("  Bet: to {to} ({basis})"),
            (Do.BET, True): _("  Bet: to {to} (all-in) ({basis})"),
            (Do.RAISE, False): _("  Raise: to {to} ({basis})"),
            (Do.RAISE, True): _("  Raise: to {to} (all-in) ({basis})"),
            (Do.COMPLETE, False): _("  Complete: to {to} ({basis})"),
            (Do.COMPLETE, True): _("  Complete: to {to} (all-in) ({basis})"),
        }[(rng.kind, bool(rng.all_in))]
        return text.format(to=f(rng.min_to), basis=basis)
    if rng.reason.code == "open_pair":
        text = (
            _("  Bet: to {least} or {most} ({basis})")
            if rng.kind == Do.BET
            else _("  Raise: to {least} or {most} ({basis})")
        )
        return text.format(least=f(rng.min_to), most=f(rng.max_to), basis=basis)
    most = {"stack": "all_in", "pot": "pot"}.get(rng.limit, "")
    text = {
        (Do.BET, ""): _("  Bet: to at least {least} ({basis}), at most {most}"),
        (Do.BET, "all_in"): _("  Bet: to at least {least} ({basis}), at most {most} (all-in)"),
        (Do.BET, "pot"): _("  Bet: to at least {least} ({basis}), at most {most} (the pot; {rule})"),
        (Do.RAISE, ""): _("  Raise: to at least {least} ({basis}), at most {most}"),
        (Do.RAISE, "all_in"): _("  Raise: to at least {least} ({basis}), at most {most} (all-in)"),
        (Do.RAISE, "pot"): _("  Raise: to at least {least} ({basis}), at most {most} (the pot; {rule})"),
        (Do.COMPLETE, ""): _("  Complete: to at least {least} ({basis}), at most {most}"),
        (Do.COMPLETE, "all_in"): _("  Complete: to at least {least} ({basis}), at most {most} (all-in)"),
        (Do.COMPLETE, "pot"): _(
            "  Complete: to at least {least} ({basis}), at most {most} (the pot; {rule})"
        ),
    }[(rng.kind, most)]
    return text.format(least=f(rng.min_to), basis=basis, most=f(rng.max_to), rule=cite("pot_limit"))


def action_text(state: BettingState, result: dict[str, Any], f: Any = format_chips) -> str:
    """The plain-text referee's view of ``result`` (:func:`result_to_dict` of ``state``)."""
    shown = shown_state(state)
    legal = shown.legal()
    lines = [_("Street: {street}").format(street=street_name(result["street"]))]
    stud = shown.table.stud
    if stud is not None and stud.community and shown.street == Street.SEVENTH:
        lines.append(community_sentence(len(shown.live)))
    opener = opener_sentence(shown)
    if opener:
        lines.append(opener)
    if legal.seat is not None:
        seat = legal.seat
        lines.append(_("To act: {seat} ({stack} behind)").format(seat=seat, stack=f(shown.stacks[seat])))
        if legal.bring_in:
            lines.append(
                _("  Fold: no, {seat} brings it in ({rule})").format(seat=seat, rule=cite("bring_in"))
            )
        elif legal.fold:
            lines.append(_("  Fold: yes"))
        else:
            lines.append(
                _("  Fold: no, {seat} may check (a fold here is non-standard; {rule})").format(
                    seat=seat, rule=cite("non_standard_fold")
                )
            )
        lines.append(_("  Check: yes") if legal.check else _("  Check: no"))
        if legal.bring_in:
            lines.append(_("  Bring-in: {amount}").format(amount=f(legal.call)))
        elif legal.call:
            if legal.call == shown.stacks[seat]:
                lines.append(_("  Call: {amount} (all-in)").format(amount=f(legal.call)))
            else:
                lines.append(_("  Call: {amount}").format(amount=f(legal.call)))
        else:
            lines.append(_("  Call: nothing to call"))
        lines.append(_raise_line(shown, f))
    elif len(shown.live) == 1:
        lines.append(_("Betting over: everyone else folded; {seat} wins the pots").format(seat=shown.live[0]))
    else:
        lines.append(_("Betting over: showdown between {seats}").format(seats=join_names(list(shown.live))))
    pots = shown.pots()
    if pots:
        rows = [[pot_title(p.index), f(p.amount), join_names(list(p.eligible))] for p in pots]
        lines.append("")
        lines.append(render_table(rows, [_("Pot"), _("Amount"), _("Who can win it")]))
    else:
        lines.append(_("Pots: nothing in the middle yet"))
    front = shown.in_front
    if front:
        parts = [
            _("{seat} {amount} (all-in)").format(seat=s, amount=f(c))
            if shown.stacks[s] == 0 and s in shown.live
            else _("{seat} {amount}").format(seat=s, amount=f(c))
            for s, c in front.items()
        ]
        lines.append(_("In front: {bets}").format(bets=", ".join(parts)))
    elif legal.seat is not None:
        lines.append(_("In front: nothing"))
    returned = result.get("returned")
    if returned:
        seat, amount = next(iter(returned.items()))
        lines.append(
            _("Returned: {amount} to {seat} (uncalled bet; {rule})").format(
                amount=f(amount), seat=seat, rule=cite("uncalled")
            )
        )
    return "\n".join(lines)
