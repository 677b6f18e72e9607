"""``dealer-trainer pots FILE``: settle one scenario (the ``pots`` format, JSON) and print its
pots: the seeds' layer table (docs/rules.md#table-stakes-and-side-pots) or ``--json``."""

from __future__ import annotations

import argparse
from fractions import Fraction
from typing import TYPE_CHECKING, Any

from dealer_trainer.commands.common import (
    InputError,
    add_profile_option,
    emit,
    read_json,
    read_profile,
    render_table,
)
from dealer_trainer.engine import PotError
from dealer_trainer.i18n import _

if TYPE_CHECKING:
    from dealer_trainer.engine.runs import RoomMoney

from dealer_trainer.wording.explain import (
    award_line,
    error_message,
    format_chips,
    join_names,
    pot_sum,
    pot_title,
)


def _percent(value: Fraction) -> str:
    return str(value.numerator) if value.denominator == 1 else str(float(value))


def _rake_sum(money: RoomMoney, total: int) -> str:
    """How the rake was worked out, in words: ``"10% × 240, cap 6"``, ``"240 ≥ 200"``."""
    schedule = money.rake
    if schedule is None:
        return _("no rake")
    if schedule.no_flop_no_drop and not money.flop:
        return _("no flop, no drop")
    if schedule.percent is not None:
        text = f"{_percent(schedule.percent)}% × {format_chips(total)}"
    else:
        reached = [at_least for at_least, _take in schedule.steps if total >= at_least]
        first = schedule.steps[0][0]
        text = (
            f"{format_chips(total)} ≥ {format_chips(reached[-1])}"
            if reached
            else f"{format_chips(total)} < {format_chips(first)}"
        )
    if schedule.cap is not None:
        text += ", " + _("cap {cap}").format(cap=format_chips(schedule.cap))
    return text


def _jackpot_sum(money: RoomMoney, total: int) -> str:
    """Why the jackpot drop was or was not taken: ``"240 ≥ 20"``, ``"no flop"``."""
    jackpot = money.jackpot
    if jackpot is None:
        return _("no jackpot drop")
    if not money.flop:
        return _("no flop")
    sign = "≥" if total >= jackpot.min_pot else "<"
    return f"{format_chips(total)} {sign} {format_chips(jackpot.min_pot)}"


def _taken_from(settlement: Any, which: str) -> str:
    pots = [
        pot_title(pot.index)
        for pot, drop in zip(settlement.pots, settlement.drops, strict=True)
        if getattr(drop, which)
    ]
    return _("taken from {pots}").format(pots=join_names(pots)) if pots else ""


def _drop_rows(settlement: Any, money: RoomMoney) -> list[list[str]]:
    """The ``Rake`` and ``Jackpot drop`` rows of the layer table (docs/rules.md#rake)."""
    total = sum(pot.amount for pot in settlement.pots)
    return [
        [
            _("Rake"),
            _rake_sum(money, total),
            format_chips(settlement.rake),
            _taken_from(settlement, "rake"),
        ],
        [
            _("Jackpot drop"),
            _jackpot_sum(money, total),
            format_chips(settlement.jackpot),
            _taken_from(settlement, "jackpot"),
        ],
    ]


def pots_text(result: dict[str, Any], settlement: Any, money: RoomMoney | None = None) -> str:
    """The seeds' layer table: layer, sum, amount, who can win it, returned, and with the room's
    ``money`` the rake and the jackpot drop; then awards."""
    rows = [
        [pot_title(p.index), pot_sum(p), format_chips(p.amount), join_names(p.eligible)]
        for p in settlement.pots
    ]
    back = settlement.returned
    if back:
        rows.append(
            [
                _("Returned"),
                f"{format_chips(back.top)} − {format_chips(back.second)}",
                format_chips(back.amount),
                _("{seat} (uncalled bet)").format(seat=back.seat),
            ]
        )
    if money is not None and settlement.drops:
        rows += _drop_rows(settlement, money)
    out = [render_table(rows, [_("Layer"), _("Sum"), _("Amount"), _("Who can win it")])]
    total_in = settlement.hand.total_in
    in_pots = sum(p.amount for p in settlement.pots)
    figures = {
        "total": format_chips(total_in),
        "pots": format_chips(in_pots),
        "returned": format_chips(back.amount if back else 0),
    }
    if settlement.drops:
        line = _(
            "Chips in: {total}; in pots: {pots}; returned: {returned}; rake: {rake}; jackpot drop: {jackpot}"
        )
        figures |= {"rake": format_chips(settlement.rake), "jackpot": format_chips(settlement.jackpot)}
    else:
        line = _("Chips in: {total}; in pots: {pots}; returned: {returned}")
    out.append("\n" + line.format(**figures))
    if settlement.payouts is not None and settlement.awards:
        out.append("\n" + _("Award (in dealer order):"))
        out += ["  " + award_line(award, format_chips) for award in settlement.awards]
        pay = ", ".join(f"{s} {format_chips(c)}" for s, c in settlement.payouts.items())
        if back:
            out.append(
                _("Won from the pots: {payouts} ({seat} also gets {amount} back)").format(
                    payouts=pay, seat=back.seat, amount=format_chips(back.amount)
                )
            )
        else:
            out.append(_("Won from the pots: {payouts}").format(payouts=pay))
    return "\n".join(out)


def with_profile(data: Any, profile: Any) -> Any:
    """The ``pots`` input ``data`` with the room ``profile``'s rake, jackpot drop, ``rake_from``
    and run-it-twice rules where ``data`` gives none (the input's fields win; formats.md §6)."""
    if profile is None or not isinstance(data, dict):
        return data
    from dealer_trainer.engine.house_rules import POTS_RULES

    return {**profile.file_values(POTS_RULES), **data}


def cmd_pots(args: argparse.Namespace) -> int:
    """``dealer-trainer pots FILE``: settle one scenario and print its pots."""
    import json

    from dealer_trainer.engine.scenario import scenario_from_dict, settlement_to_dict

    data = with_profile(read_json(args.file), read_profile(args))
    try:
        scenario = scenario_from_dict(data)
        settlement = scenario.settle()
    except PotError as exc:
        raise InputError(_("{file}: {problem}").format(file=args.file, problem=error_message(exc))) from None
    result = settlement_to_dict(settlement)
    emit(json.dumps(result, indent=2) if args.json else pots_text(result, settlement, scenario.money))
    return 0


def register(sub: Any) -> None:
    """Add the ``pots`` subcommand to ``sub`` (the subparsers of ``build_parser``)."""
    pots = sub.add_parser("pots", help=_("settle one scenario (JSON) and print its pots"))
    pots.add_argument("file", help=_("scenario JSON file, or - for stdin"))
    pots.add_argument("--json", action="store_true", help=_("print machine-readable JSON"))
    add_profile_option(
        pots, _("pots uses its rake, jackpot, rake_from, runs_allowed, runs_players and runs_in_tournaments.")
    )
    pots.set_defaults(func=cmd_pots)
