"""English wording of the betting referee: why raising is closed, why an action is refused,
what a bad hand file gets wrong, each with the rule and its official source (no Qt).

The engine (``dealer_trainer.engine.betting``) gives codes and values; this module words them,
as ``dealer_trainer.explain`` does for the pot engine.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from dealer_trainer.engine.betting import IllegalAction, Reason
from dealer_trainer.engine.betting_table import BettingError
from dealer_trainer.engine.errors import CodedError, PotError
from dealer_trainer.explain import error_message, format_chips, join_names

#: rule key -> its official source and its section of docs/rules.md.
RULES: dict[str, str] = {
    "who_acts": "TDA 2024 Rule 34-B; WSOP Live Action Rules 156, 157 and 165; docs/rules.md#who-acts",
    "out_of_turn": "TDA 2024 Rule 53; docs/rules.md#who-acts",
    "table_stakes": "Robert's Rules of Poker, table stakes; docs/rules.md#table-stakes-and-the-call",
    "short_blind": "WSOP Live Action Rule 154; docs/rules.md#short-blinds-and-the-call",
    "min_raise": (
        "TDA 2024 Rule 43; WSOP Live Action Rules 165, 174 and 176; "
        "docs/rules.md#minimum-bet-and-minimum-raise"
    ),
    "full_bet_rule": "TDA 2024 Rule 47-A; docs/rules.md#full-bet-rule",
    "half_bet_rule": "TDA 2024 Rule 47-B; WSOP Live Action Rule 133; docs/rules.md#half-bet-rule",
    "fixed_limit": (
        "Robert's Rules of Poker, betting and raising; WSOP Live Action Rule 132; "
        "docs/rules.md#fixed-limit-bets-and-the-raise-cap"
    ),
    "raise_cap": (
        "WSOP Live Action Rules 130 and 131; TDA 2024 Rule 48; "
        "docs/rules.md#fixed-limit-bets-and-the-raise-cap"
    ),
    "pot_limit": "TDA 2024 Rule 54; WSOP Live Action Rules, pot limit; docs/rules.md#pot-limit-pot-size-bet",
    "non_standard_fold": "TDA 2024 Rule 58; docs/rules.md#non-standard-folds",
    "uncalled": "TDA 2024 Rules 15-B and 65-A; docs/rules.md#uncalled-bets",
}

Money = Callable[[int], str]


def cite(rule: str) -> str:
    """The source and section of ``rule`` (a key of :data:`RULES`)."""
    return RULES[rule]


def _totals(totals: Sequence[int], f: Money) -> str:
    return join_names([f(t) for t in totals])


def _not_reopened(v: dict[str, Any], f: Money, half: bool) -> str:
    seat, acted, all_ins = v["seat"], v["acted_at"], list(v.get("all_ins", []))
    if half:
        size = f(v["full_size"] // 2) if v["full_size"] % 2 == 0 else f"half of {f(v['full_size'])}"
        if v["full_level"] == 0 and all_ins:
            what = f"the all-in bet of {_totals(all_ins, f)} is less than half a bet ({size})"
        else:
            what = (
                f"the all-in{'s' if len(all_ins) > 1 else ''} to {_totals(all_ins, f)} raised the bet of "
                f"{f(v['full_level'])} by less than half a bet ({size})"
            )
        since = "has already checked" if acted == 0 else "has acted since the last full bet"
        return f"{what}, and {seat} {since}"
    if acted == 0:
        what = (
            f"the all-in bet{'s' if len(all_ins) > 1 else ''} of {_totals(all_ins, f)} "
            f"{'are' if len(all_ins) > 1 else 'is'} less than a full bet of {f(v['full_size'])}"
        )
        return f"{what}, and {seat} has already checked"
    return (
        f"the all-in{'s' if len(all_ins) > 1 else ''} to {_totals(all_ins, f)} raised {seat}'s {f(acted)} "
        f"by only {f(v['facing'])}, less than a full raise of {f(v['full_size'])}, and {seat} has acted "
        "since the last full bet"
    )


def closed_reason(reason: Reason, f: Money = format_chips) -> str:
    """Why raising is closed (the text of ``raise_closed``), without the rule."""
    v = dict(reason.values)
    match reason.code:
        case "call_takes_all":
            return (
                f"{v['seat']} has {f(v['stack'])} behind, no more than the {f(v['owed'])} to call: "
                "calling puts them all-in"
            )
        case "nobody_to_raise":
            return "every other player still in is all-in or covered by the bet: nobody could call a raise"
        case "capped":
            return f"the betting is capped: {v['cap']} raises have been made this round"
        case "not_reopened":
            return _not_reopened(v, f, half=False)
        case "not_reopened_half_bet":
            return _not_reopened(v, f, half=True)
    return reason.code


def closed_sentence(reason: Reason, f: Money = format_chips) -> str:
    """``raise_closed``: why raising is closed, then the rule and its source."""
    return f"{closed_reason(reason, f)} ({cite(reason.rule)})"


def raise_basis(reason: Reason, f: Money = format_chips) -> str:
    """Where the smallest raise comes from, e.g. ``the last full bet or raise is 10``."""
    v = reason.values
    match reason.code:
        case "min_raise":
            return f"the last full bet or raise is {f(v['full_size'])}"
        case "completion":
            return f"facing an all-in of less than half a bet, the bet of {f(v['unit'])} may be completed"
        case "limit_raise":
            return f"fixed limit: one bet of {f(v['unit'])}"
    return reason.code


_VERB = {"fold": "fold", "check": "check", "call": "call", "bet": "bet", "raise": "raise"}


def _verb(e: IllegalAction, f: Money) -> str:
    do, to = str(e.action.do), e.action.to
    if do == "all-in":
        return "go all-in"
    if to is not None and do in ("bet", "raise", "complete") and isinstance(to, int):
        return f"{do} to {f(to)}"
    return _VERB.get(do, do)


def refusal(e: IllegalAction, f: Money = format_chips) -> str:
    """Why the action is refused (one clause, no rule)."""
    v = dict(e.values)
    seat = e.action.seat
    match e.code:
        case "unknown_seat":
            return f"{seat!r} is not one of the seats"
        case "betting_over":
            return (
                "the betting is over: the hand goes to the showdown"
                if v.get("street") == "showdown"
                else "the betting is over: everyone else has folded"
            )
        case "round_over":
            return (
                f'the {v["street"]} betting is over; put {{"street": "{v["next"]}"}} before the '
                f"{v['next']}'s first action"
            )
        case "has_folded":
            return f"{seat} has folded"
        case "is_all_in":
            return f"{seat} is all-in and acts no more this hand"
        case "out_of_turn":
            return f"it is {v['turn']}'s turn, not {seat}'s (action out of turn)"
        case "amount_not_allowed":
            return f'a {e.action.do} takes no "to"'
        case "cannot_check":
            return f"{seat} faces a bet: {f(v['owed'])} to call"
        case "nothing_to_call":
            return f"there is no bet to call; {seat} may check"
        case "wrong_all_in":
            return f"{seat}'s all-in is to {f(v['total'])}, not {f(v['to'])}"
        case "amount_needed":
            return f'a {e.action.do} needs "to": the seat\'s total for the street'
        case "say_bet":
            return f"there is no bet yet: that is a bet (to at least {f(v['to'])})"
        case "say_raise":
            return f"there is a bet of {f(v['current'])} already: that is a raise (to at least {f(v['to'])})"
        case "say_complete":
            return (
                f"facing an all-in of less than half a bet, {seat} may fold, call or complete the bet "
                f"to {f(v['to'])}"
            )
        case "more_than_stack":
            return f"{seat} has only {f(v['total'])} in all (table stakes)"
        case "below_minimum":
            return _below(v, f)
        case "above_maximum":
            return _above(v, f)
    if e.code in ("call_takes_all", "nobody_to_raise", "capped", "not_reopened", "not_reopened_half_bet"):
        return closed_reason(e.reason, f)
    return e.code


def _below(v: dict[str, Any], f: Money) -> str:
    if "full_size" in v:
        return f"the smallest raise is to {f(v['min_to'])}: the last full bet or raise is {f(v['full_size'])}"
    if "full_level" in v:
        return f"a completion is to {f(v['min_to'])} (the bet of {f(v['unit'])} completed)"
    return f"in fixed limit the bet or raise is to exactly {f(v['min_to'])} (one bet of {f(v['unit'])})"


def _above(v: dict[str, Any], f: Money) -> str:
    if v["limit"] == "pot":
        return f"the pot-size raise is to {f(v['max_to'])}"
    if v["limit"] == "limit":
        return (
            f"a completion is to exactly {f(v['max_to'])}"
            if "full_level" in v
            else f"in fixed limit the bet or raise is to exactly {f(v['max_to'])} (one bet of {f(v['unit'])})"
        )
    return f"the most is {f(v['max_to'])}, all-in"


def illegal_message(e: IllegalAction, f: Money = format_chips) -> str:
    """One line: ``item N: A may not raise: <reason>; <rule and source>`` (N counts the items of
    ``actions`` from 1, street markers included)."""
    step = e.values.get("step")
    where = f"item {step}: " if step is not None else ""
    return f"{where}{e.action.seat} may not {_verb(e, f)}: {refusal(e, f)}; {cite(e.reason.rule)}"


_INPUT_TEXT = {
    "not_an_object": "must be a JSON object, not {value!r}",
    "unknown_field": "this field is not part of an action file",
    "missing_field": "this field is required",
    "bad_choice": "{value!r} is not one of {choices}",
    "unknown_key": "{key!r} is not one of {known}",
    "missing_key": "{key!r} is required",
    "not_a_flag": "{value!r} must be true or false",
    "limit_only": "only a fixed-limit game reads this field, not {structure}",
    "pot_limit_only": "only a pot-limit game reads this field, not {structure}",
    "missing_stack": "{seat!r} has no stack",
    "no_stack": "{seat!r} has no chips and is not dealt in; leave the seat out",
    "bad_blinds": "the blinds must be whole chips with 0 < small <= big, not {small} and {big}",
    "ante_and_bba": "give a per-player ante or a big-blind ante, not both",
    "straddle_heads_up": "there is no straddle heads-up",
    "straddle_seat": "only the seat left of the big blind ({expected!r}) may straddle, not {seat!r}",
    "straddle_amount": "the straddle of {amount} must be {kind} twice the big blind ({least})",
    "straddle_short": "{seat!r} has {stack}, less than the straddle of {amount}",
    "bad_bets": (
        "the small bet must equal the big blind ({big_blind}) and the big bet be at least the small bet, "
        "not {small} and {big}"
    ),
    "bad_cap": "the cap must be a whole number of raises above 0, or null for none, not {value!r}",
    "not_a_list": "must be a list of actions and street markers",
    "bad_step": 'item {step} is neither {{"seat", "do", "to"}} nor {{"street"}}: {value!r}',
    "bad_seat": "item {step}: the seat must be a seat name, not {value!r}",
    "bad_amount": 'item {step}: "to" must be a whole number of chips, not {value!r}',
    "street_too_early": (
        "item {step}: the {now} betting is not over ({turn} is to act), so the {street} is not dealt yet"
    ),
    "wrong_street": "item {step}: the next street is the {expected}, not the {street}",
    "hand_over": "item {step}: everyone else has folded; there is no {street}",
    "not_over": "the betting is not over ({turn} is to act on the {street}): there is no final scenario yet",
    "round_not_complete": "the {street} betting is not over ({turn} is to act)",
    "betting_over": "the betting is over",
}


def input_error(e: CodedError) -> str:
    """One line naming the field and what is wrong with a hand file (BettingError or PotError)."""
    if isinstance(e, PotError) or not isinstance(e, BettingError):
        return error_message(e)  # type: ignore[arg-type]
    values = dict(e.values)
    if e.code == "straddle_amount":
        values["kind"] = "exactly" if values.get("exact") else "at least"
    template = _INPUT_TEXT.get(e.code, e.code)
    try:
        text = template.format(**values)
    except (KeyError, IndexError):
        text = template
    if e.code == "bad_choice" and "step" in values:
        text = f"item {values['step']}: {text}"
    return f"{e.field}: {text}" if e.field else text
