"""Wording of the betting referee: why raising is closed, why an action is refused,
what a bad hand file gets wrong, each with the rule and its official source (no Qt).

The engine (``dealer_trainer.engine.betting``) gives codes and values; this module words them,
as ``dealer_trainer.wording.explain`` does for the pot engine; every sentence goes through
:mod:`dealer_trainer.i18n` (whole sentences, named placeholders).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from dealer_trainer.engine.betting import IllegalAction, Reason
from dealer_trainer.engine.betting_table import BettingError
from dealer_trainer.engine.errors import CodedError, PotError
from dealer_trainer.engine.rule_sources import cite
from dealer_trainer.i18n import N_, _, ngettext
from dealer_trainer.wording.explain import error_message, format_chips, join_names

Money = Callable[[int], str]


def _totals(totals: Sequence[int], f: Money) -> str:
    return join_names([f(t) for t in totals])


def _not_reopened(v: dict[str, Any], f: Money, half: bool) -> str:
    seat, acted, all_ins = v["seat"], v["acted_at"], list(v.get("all_ins", []))
    n, totals = len(all_ins), _totals(all_ins, f)
    if half:
        if v["full_size"] % 2 == 0:
            size = f(v["full_size"] // 2)
        else:
            size = _("half of {amount}").format(amount=f(v["full_size"]))
        if v["full_level"] == 0 and all_ins:
            if acted == 0:
                text = _(
                    "the all-in bet of {totals} is less than half a bet ({size}), and {seat} has already "
                    "checked"
                )
            else:
                text = _(
                    "the all-in bet of {totals} is less than half a bet ({size}), and {seat} has acted since "
                    "the last full bet"
                )
            return text.format(totals=totals, size=size, seat=seat)
        if acted == 0:
            text = ngettext(
                "the all-in to {totals} raised the bet of {level} by less than half a bet ({size}), and "
                "{seat} has already checked",
                "the all-ins to {totals} raised the bet of {level} by less than half a bet ({size}), and "
                "{seat} has already checked",
                n,
            )
        else:
            text = ngettext(
                "the all-in to {totals} raised the bet of {level} by less than half a bet ({size}), and "
                "{seat} has acted since the last full bet",
                "the all-ins to {totals} raised the bet of {level} by less than half a bet ({size}), and "
                "{seat} has acted since the last full bet",
                n,
            )
        return text.format(totals=totals, level=f(v["full_level"]), size=size, seat=seat)
    if acted == 0:
        return ngettext(
            "the all-in bet of {totals} is less than a full bet of {full}, and {seat} has already checked",
            "the all-in bets of {totals} are less than a full bet of {full}, and {seat} has already checked",
            n,
        ).format(totals=totals, full=f(v["full_size"]), seat=seat)
    return ngettext(
        "the all-in to {totals} raised {seat}'s {acted} by only {facing}, less than a full raise of {full}, "
        "and {seat} has acted since the last full bet",
        "the all-ins to {totals} raised {seat}'s {acted} by only {facing}, less than a full raise of {full}, "
        "and {seat} has acted since the last full bet",
        n,
    ).format(totals=totals, seat=seat, acted=f(acted), facing=f(v["facing"]), full=f(v["full_size"]))


def closed_reason(reason: Reason, f: Money = format_chips) -> str:
    """Why raising is closed (the text of ``raise_closed``), without the rule."""
    v = dict(reason.values)
    match reason.code:
        case "call_takes_all":
            return _(
                "{seat} has {stack} behind, no more than the {owed} to call: calling puts them all-in"
            ).format(seat=v["seat"], stack=f(v["stack"]), owed=f(v["owed"]))
        case "nobody_to_raise":
            return _("every other player still in is all-in or covered by the bet: nobody could call a raise")
        case "capped":
            return ngettext(
                "the betting is capped: {cap} raise has been made this round",
                "the betting is capped: {cap} raises have been made this round",
                v["cap"],
            ).format(cap=v["cap"])
        case "not_reopened":
            return _not_reopened(v, f, half=False)
        case "not_reopened_half_bet":
            return _not_reopened(v, f, half=True)
        case "not_reopened_half_raise":
            return _(
                "the all-ins since {seat} acted raised {seat}'s {acted} by only {facing}, less than half "
                "the last full raise of {full}"
            ).format(seat=v["seat"], acted=f(v["acted_at"]), facing=f(v["facing"]), full=f(v["full_size"]))
    return reason.code


def closed_sentence(reason: Reason, f: Money = format_chips) -> str:
    """``raise_closed``: why raising is closed, then the rule and its source."""
    return _("{reason} ({rule})").format(reason=closed_reason(reason, f), rule=cite(reason.rule))


def raise_basis(reason: Reason, f: Money = format_chips) -> str:
    """Where the smallest raise comes from, e.g. ``the last full bet or raise is 10``."""
    v = reason.values
    match reason.code:
        case "min_raise":
            return _("the last full bet or raise is {amount}").format(amount=f(v["full_size"]))
        case "completion":
            return _("facing an all-in of less than half a bet, the bet of {amount} may be completed").format(
                amount=f(v["unit"])
            )
        case "limit_raise":
            return _("fixed limit: one bet of {amount}").format(amount=f(v["unit"]))
        case "complete_bring_in":
            return _("facing the bring-in, the bet may be completed to the small bet of {amount}").format(
                amount=f(v["unit"])
            )
        case "open_pair":
            return _(
                "a pair shows on fourth street: the small bet of {small} or the big bet of {big}"
            ).format(small=f(v["small"]), big=f(v["big"]))
    return reason.code


def refusal(e: IllegalAction, f: Money = format_chips) -> str:
    """Why the action is refused (one clause, no rule)."""
    v = dict(e.values)
    seat = e.action.seat
    match e.code:
        case "unknown_seat":
            return _("{seat!r} is not one of the seats").format(seat=seat)
        case "betting_over":
            return (
                _("the betting is over: the hand goes to the showdown")
                if v.get("street") == "showdown"
                else _("the betting is over: everyone else has folded")
            )
        case "round_over":
            return _(
                'the {street} betting is over; put {{"street": "{code}"}} before the {next}\'s first action'
            ).format(street=street_name(v["street"]), code=v["next"], next=street_name(v["next"]))
        case "has_folded":
            return _("{seat} has folded").format(seat=seat)
        case "is_all_in":
            return _("{seat} is all-in and acts no more this hand").format(seat=seat)
        case "out_of_turn":
            return _("it is {turn}'s turn, not {seat}'s (action out of turn)").format(
                turn=v["turn"], seat=seat
            )
        case "amount_not_allowed":
            return _('a {action} takes no "to"').format(action=e.action.do)
        case "cannot_check":
            return _("{seat} faces a bet: {owed} to call").format(seat=seat, owed=f(v["owed"]))
        case "nothing_to_call":
            return _("there is no bet to call; {seat} may check").format(seat=seat)
        case "wrong_all_in":
            return _("{seat}'s all-in is to {total}, not {to}").format(
                seat=seat, total=f(v["total"]), to=f(v["to"])
            )
        case "amount_needed":
            return _('a {action} needs "to": the seat\'s total for the street').format(action=e.action.do)
        case "say_bet":
            return _("there is no bet yet: that is a bet (to at least {to})").format(to=f(v["to"]))
        case "say_raise":
            return _("there is a bet of {current} already: that is a raise (to at least {to})").format(
                current=f(v["current"]), to=f(v["to"])
            )
        case "say_complete" if v.get("facing") == "complete_bring_in":
            return _(
                "facing the bring-in, {seat} may fold, call or complete to the small bet of {to}"
            ).format(seat=seat, to=f(v["to"]))
        case "say_complete":
            return _(
                "facing an all-in of less than half a bet, {seat} may fold, call or complete the bet to {to}"
            ).format(seat=seat, to=f(v["to"]))
        case "bring_in_due":
            return _("{seat} brings it in: post the bring-in of {amount} or complete to {to}").format(
                seat=seat, amount=f(v["bring_in"]), to=f(v["to"]) if v["to"] is not None else "-"
            )
        case "no_bring_in":
            return _("the bring-in is posted once, by the first seat to act on third street")
        case "open_pair_sizes":
            return _(
                "with a pair showing on fourth street the bet or raise is to {least} (the small bet) or "
                "{most} (the big bet)"
            ).format(least=f(v["min_to"]), most=f(v["current"] + v["big"]))
        case "more_than_stack":
            return _("{seat} has only {total} in all (table stakes)").format(seat=seat, total=f(v["total"]))
        case "below_minimum":
            return _below(v, f)
        case "above_maximum":
            return _above(v, f)
    if e.code in (
        "call_takes_all",
        "nobody_to_raise",
        "capped",
        "not_reopened",
        "not_reopened_half_bet",
        "not_reopened_half_raise",
    ):
        return closed_reason(e.reason, f)
    return e.code


def _below(v: dict[str, Any], f: Money) -> str:
    if "full_size" in v:
        return _("the smallest raise is to {min_to}: the last full bet or raise is {full}").format(
            min_to=f(v["min_to"]), full=f(v["full_size"])
        )
    if "full_level" in v:
        return _("a completion is to {min_to} (the bet of {unit} completed)").format(
            min_to=f(v["min_to"]), unit=f(v["unit"])
        )
    return _("in fixed limit the bet or raise is to exactly {min_to} (one bet of {unit})").format(
        min_to=f(v["min_to"]), unit=f(v["unit"])
    )


def _above(v: dict[str, Any], f: Money) -> str:
    if v["limit"] == "pot":
        return _("the pot-size raise is to {max_to}").format(max_to=f(v["max_to"]))
    if v["limit"] == "limit":
        if "full_level" in v:
            return _("a completion is to exactly {max_to}").format(max_to=f(v["max_to"]))
        return _("in fixed limit the bet or raise is to exactly {max_to} (one bet of {unit})").format(
            max_to=f(v["max_to"]), unit=f(v["unit"])
        )
    return _("the most is {max_to}, all-in").format(max_to=f(v["max_to"]))


def _refused(e: IllegalAction, f: Money) -> str:
    """``A may not raise to 40: <reason>`` (the action named as a whole sentence)."""
    do, to, seat = str(e.action.do), e.action.to, e.action.seat
    reason = refusal(e, f)
    if do == "all-in":
        return _("{seat} may not go all-in: {reason}").format(seat=seat, reason=reason)
    if to is not None and do in ("bet", "raise", "complete") and isinstance(to, int):
        text = {
            "bet": _("{seat} may not bet to {to}: {reason}"),
            "raise": _("{seat} may not raise to {to}: {reason}"),
            "complete": _("{seat} may not complete to {to}: {reason}"),
        }[do]
        return text.format(seat=seat, to=f(to), reason=reason)
    text = {
        "fold": _("{seat} may not fold: {reason}"),
        "check": _("{seat} may not check: {reason}"),
        "call": _("{seat} may not call: {reason}"),
        "bet": _("{seat} may not bet: {reason}"),
        "raise": _("{seat} may not raise: {reason}"),
        "complete": _("{seat} may not complete: {reason}"),
        "bring-in": _("{seat} may not bring it in: {reason}"),
    }.get(do, _("{seat} may not {action}: {reason}"))
    return text.format(seat=seat, action=do, reason=reason)


def illegal_message(e: IllegalAction, f: Money = format_chips) -> str:
    """One line: ``item N: A may not raise: <reason>; <rule and source>`` (N counts the items of
    ``actions`` from 1, street markers included)."""
    step = e.values.get("step")
    if step is None:
        return _("{refusal}; {rule}").format(refusal=_refused(e, f), rule=cite(e.reason.rule))
    return _("item {step}: {refusal}; {rule}").format(
        step=step, refusal=_refused(e, f), rule=cite(e.reason.rule)
    )


def street_name(street: str) -> str:
    """A street's name in the active language (``"flop"``; the codes stay English in ``--json``)."""
    names = {
        "preflop": _("preflop"),
        "flop": _("flop"),
        "turn": _("turn"),
        "river": _("river"),
        "third": _("third street"),
        "fourth": _("fourth street"),
        "fifth": _("fifth street"),
        "sixth": _("sixth street"),
        "seventh": _("seventh street"),
        "showdown": _("showdown"),
    }
    return names.get(street, street)


_INPUT_TEXT = {
    "not_an_object": N_("must be a JSON object, not {value!r}"),
    "unknown_field": N_("this field is not part of an action file"),
    "missing_field": N_("this field is required"),
    "bad_choice": N_("{value!r} is not one of {choices}"),
    "unknown_key": N_("{key!r} is not one of {known}"),
    "missing_key": N_("{key!r} is required"),
    "not_a_flag": N_("{value!r} must be true or false"),
    "limit_only": N_("only a fixed-limit game reads this field, not {structure}"),
    "pot_limit_only": N_("only a pot-limit game reads this field, not {structure}"),
    "missing_stack": N_("{seat!r} has no stack"),
    "no_stack": N_("{seat!r} has no chips and is not dealt in; leave the seat out"),
    "bad_blinds": N_("the blinds must be whole chips with 0 < small <= big, not {small} and {big}"),
    "ante_and_bba": N_("give a per-player ante or a big-blind ante, not both"),
    "straddle_heads_up": N_("there is no straddle heads-up"),
    "straddle_seat": N_("only the seat left of the big blind ({expected!r}) may straddle, not {seat!r}"),
    "straddle_amount_exact": N_("the straddle of {amount} must be exactly twice the big blind ({least})"),
    "straddle_amount": N_("the straddle of {amount} must be at least twice the big blind ({least})"),
    "straddle_short": N_("{seat!r} has {stack}, less than the straddle of {amount}"),
    "restraddle_seat": N_(
        "straddle {n} must be posted by {expected!r}, the next seat to the left, not {seat!r}"
    ),
    "button_straddle_seat": N_("a button straddle is posted by the button ({expected!r}), not {seat!r}"),
    "restraddle_amount_exact": N_(
        "straddle {n} of {amount} must be exactly twice the straddle before it ({least})"
    ),
    "restraddle_amount": N_(
        "straddle {n} of {amount} must be at least twice the straddle before it ({least})"
    ),
    "too_many_straddles": N_("straddles listed: {count}; this hand allows at most {most}"),
    "bad_straddles_allowed": N_(
        "the most straddles must be a whole number, 0 or more, or null for no limit, not {value!r}"
    ),
    "straddle_and_straddles": N_('give "straddle" (one) or "straddles" (a list), not both'),
    "button_straddle_alone": N_('a button straddle needs its straddle in "straddles" (the button\'s)'),
    "not_a_seat_list": N_('must be a list of {{"seat", "amount"}} objects, not {value!r}'),
    "bomb_pot_ante": N_("a bomb pot's ante must be more than 0"),
    "bomb_pot_with": N_("a bomb pot has no blinds, straddles or other posts: leave out {key!r}"),
    "post_seat": N_("{seat!r} posts a blind or a straddle already; a live post is for another seat"),
    "post_amount": N_("{seat!r} posts {amount}: a post is more than 0 and at most the big blind ({big})"),
    "post_short": N_("{seat!r} has {stack}, less than the {amount} it posts"),
    "dead_straddle": N_("a dead straddle is only posted in a game with a straddle"),
    "alias_and_key": N_("give {key!r} (or the older form), not both"),
    "not_in_structure": N_("only {of} games read this field, not {structure}"),
    "bad_bets": N_(
        "the small bet must equal the big blind ({big_blind}) and the big bet be at least the small bet, "
        "not {small} and {big}"
    ),
    "bad_cap": N_("the cap must be a whole number of raises above 0, or null for none, not {value!r}"),
    "not_a_list": N_("must be a list of actions and street markers"),
    "bad_step": N_('item {step} is neither {{"seat", "do", "to"}} nor {{"street"}}: {value!r}'),
    "bad_seat": N_("item {step}: the seat must be a seat name, not {value!r}"),
    "bad_amount": N_('item {step}: "to" must be a whole number of chips, not {value!r}'),
    "negative_to": N_('item {step}: "to" is negative ({value}); chips cannot be below 0'),
    "too_large_to": N_('item {step}: "to" is a {digits}-digit amount, larger than any pot can be'),
    "too_many_steps": N_("lists {count} actions and street markers; a hand has at most {most}"),
    "street_too_early": N_(
        "item {step}: the {now} betting is not over ({turn} is to act), so the {street} is not dealt yet"
    ),
    "wrong_street": N_("item {step}: the next street is the {expected}, not the {street}"),
    "hand_over": N_("item {step}: everyone else has folded; there is no {street}"),
    "not_over": N_(
        "the betting is not over ({turn} is to act on the {street}): there is no final scenario yet"
    ),
    "round_not_complete": N_("the {street} betting is not over ({turn} is to act)"),
    "betting_over": N_("the betting is over"),
    "stud_fixed_limit": N_("the stud games are dealt fixed limit here, not {structure}"),
    "stud_seats": N_("a stud table deals at most {most} seats, not {count}"),
    "stud_with": N_("a stud game has no blinds, straddles, posts or board: leave out {key!r}"),
    "stud_only": N_("only the stud games (stud, stud-hilo, razz) read this field, not {game}"),
    "not_in_game": N_("only seven-card stud (high) reads this rule, not {game}"),
    "bad_bring_in": N_(
        "the bring-in must be more than 0 and less than the small bet ({small}), not {bring_in}"
    ),
    "stud_missing_cards": N_("{seat!r} has no cards: give each seat's cards in dealing order"),
    "stud_card_count": N_(
        "{seat!r} has {count} cards: a stud hand lists three to seven (two down, four up, one down)"
    ),
    "stud_cards_short": N_("item {step}: {seat!r} is dealt {street} street but its cards stop before it"),
    "community_needed": N_(
        "item {step}: {players} players are left on seventh street, more than the cards left in the deck: "
        'one community card is dealt face up for all (Robert\'s Rules of Poker); give it as "community" '
        "and six cards per seat"
    ),
    "community_impossible": N_(
        'a "community" card is dealt only when more players reach seventh street than cards are left; '
        'with {players} seats the deck has a card for each: leave out "community"'
    ),
    "community_not_needed": N_(
        "item {step}: the deck has a card for each of the {players} players on seventh street: there is "
        "no community card"
    ),
}


def input_error(e: CodedError) -> str:
    """One line naming the field and what is wrong with a hand file (BettingError or PotError)."""
    if isinstance(e, PotError) or not isinstance(e, BettingError):
        return error_message(e)  # type: ignore[arg-type]
    values = dict(e.values)
    code = e.code
    if code in ("straddle_amount", "restraddle_amount") and values.get("exact"):
        code += "_exact"
    if code == "straddle_seat" and values.get("n", 1) > 1:
        code = "restraddle_seat"
    if code == "straddle_seat" and values.get("button"):
        code = "button_straddle_seat"
    if code == "not_in_structure":
        values["of"] = join_names(list(values["of"]))
    for key in ("now", "street", "expected"):
        if isinstance(values.get(key), str) and code in (
            "street_too_early",
            "wrong_street",
            "hand_over",
            "not_over",
            "round_not_complete",
        ):
            values[key] = street_name(values[key])
    template = _(_INPUT_TEXT[code]) if code in _INPUT_TEXT else code
    try:
        text = template.format(**values)
    except (KeyError, IndexError):
        text = template
    if e.code == "bad_choice" and "step" in values:
        text = _("item {step}: {problem}").format(step=values["step"], problem=text)
    return _("{field}: {problem}").format(field=e.field, problem=text) if e.field else text
