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

from dealer_trainer.betting_text import cite, closed_sentence, illegal_message, input_error, raise_basis
from dealer_trainer.cli import InputError, emit, read_json, render_table
from dealer_trainer.engine.betting import BettingState, Do, IllegalAction
from dealer_trainer.engine.betting_io import hand_from_dict, play, result_to_dict, scenario_dict, shown_state
from dealer_trainer.engine.betting_table import BettingError
from dealer_trainer.engine.errors import PotError
from dealer_trainer.engine.scenario import scenario_from_dict
from dealer_trainer.explain import error_message, format_chips, join_names


def register(sub: Any) -> None:
    """Add the ``action`` subcommand to the ``dealer-trainer`` parser."""
    p = sub.add_parser(
        "action",
        help="referee a hand's betting (JSON): who acts, the call, the raise range, the pots",
        description=(
            "Play a hand's action list and print the street, the seat to act and what it may legally "
            "do, the pots in the middle and the bets in front. Exit status 2 on an illegal action or "
            "bad input."
        ),
    )
    p.add_argument("file", help="hand JSON file, or - for stdin")
    out = p.add_mutually_exclusive_group()
    out.add_argument("--json", action="store_true", help="print machine-readable JSON")
    out.add_argument(
        "--scenario",
        action="store_true",
        help="print the final pots scenario (pipe it into: dealer-trainer pots -)",
    )
    p.set_defaults(func=cmd_action)


def cmd_action(args: argparse.Namespace) -> int:
    """``dealer-trainer action FILE``: play the hand and print the referee's view."""
    data = read_json(args.file)
    try:
        hand = hand_from_dict(data)
        state = play(hand)
        if args.scenario:
            scenario = scenario_dict(state, hand)
            scenario_from_dict(scenario)  # the cards given must make a scenario pots can read
            emit(json.dumps(scenario, indent=2))
            return 0
    except IllegalAction as exc:
        raise InputError(f"{args.file}: {illegal_message(exc)}") from None
    except BettingError as exc:
        raise InputError(f"{args.file}: {input_error(exc)}") from None
    except PotError as exc:
        raise InputError(f"{args.file}: {error_message(exc)}") from None
    result = result_to_dict(state, closed_sentence)
    emit(json.dumps(result, indent=2) if args.json else action_text(state, result))
    return 0


def _raise_line(state: BettingState, f: Any = format_chips) -> str:
    legal = state.legal()
    rng = legal.raise_range
    if rng is None:
        assert legal.closed is not None
        return f"  Raise: closed: {closed_sentence(legal.closed, f)}"
    word = {Do.BET: "Bet", Do.RAISE: "Raise", Do.COMPLETE: "Complete"}[rng.kind]
    basis = f"{raise_basis(rng.reason, f)}; {cite(rng.reason.rule)}"
    if rng.min_to == rng.max_to:
        tail = " (all-in)" if rng.all_in else ""
        return f"  {word}: to {f(rng.min_to)}{tail} ({basis})"
    most = {"stack": " (all-in)", "pot": f" (the pot; {cite('pot_limit')})"}.get(rng.limit, "")
    return f"  {word}: to at least {f(rng.min_to)} ({basis}), at most {f(rng.max_to)}{most}"


def action_text(state: BettingState, result: dict[str, Any], f: Any = format_chips) -> str:
    """The plain-text referee's view of ``result`` (:func:`result_to_dict` of ``state``)."""
    shown = shown_state(state)
    legal = shown.legal()
    lines = [f"Street: {result['street']}"]
    if legal.seat is not None:
        seat = legal.seat
        lines.append(f"To act: {seat} ({f(shown.stacks[seat])} behind)")
        if legal.fold:
            lines.append("  Fold: yes")
        else:
            lines.append(
                f"  Fold: no, {seat} may check (a fold here is non-standard; {cite('non_standard_fold')})"
            )
        lines.append(f"  Check: {'yes' if legal.check else 'no'}")
        if legal.call:
            all_in = " (all-in)" if legal.call == shown.stacks[seat] else ""
            lines.append(f"  Call: {f(legal.call)}{all_in}")
        else:
            lines.append("  Call: nothing to call")
        lines.append(_raise_line(shown, f))
    elif len(shown.live) == 1:
        lines.append(f"Betting over: everyone else folded; {shown.live[0]} wins the pots")
    else:
        lines.append(f"Betting over: showdown between {join_names(list(shown.live))}")
    pots = shown.pots()
    if pots:
        rows = [[p.name, f(p.amount), join_names(list(p.eligible))] for p in pots]
        lines.append("")
        lines.append(render_table(rows, ["Pot", "Amount", "Who can win it"]))
    else:
        lines.append("Pots: nothing in the middle yet")
    front = shown.in_front
    if front:
        parts = [
            f"{s} {f(c)}" + (" (all-in)" if shown.stacks[s] == 0 and s in shown.live else "")
            for s, c in front.items()
        ]
        lines.append(f"In front: {', '.join(parts)}")
    elif legal.seat is not None:
        lines.append("In front: nothing")
    returned = result.get("returned")
    if returned:
        seat, amount = next(iter(returned.items()))
        lines.append(f"Returned: {f(amount)} to {seat} (uncalled bet; {cite('uncalled')})")
    return "\n".join(lines)
