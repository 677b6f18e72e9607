"""``dealer-trainer pots FILE``: settle one scenario (the ``pots`` format, JSON) and print its
pots: the seeds' layer table (docs/rules.md#table-stakes-and-side-pots) or ``--json``."""

from __future__ import annotations

import argparse
from typing import Any

from dealer_trainer.commands.common import InputError, emit, read_json, render_table
from dealer_trainer.engine import PotError
from dealer_trainer.i18n import _
from dealer_trainer.wording.explain import (
    award_line,
    error_message,
    format_chips,
    join_names,
    pot_sum,
    pot_title,
)


def pots_text(result: dict[str, Any], settlement: Any) -> str:
    """The seeds' layer table: layer, sum, amount, who can win it, returned; then awards."""
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
    out = [render_table(rows, [_("Layer"), _("Sum"), _("Amount"), _("Who can win it")])]
    total_in = settlement.hand.total_in
    in_pots = sum(p.amount for p in settlement.pots)
    out.append(
        "\n"
        + _("Chips in: {total}; in pots: {pots}; returned: {returned}").format(
            total=format_chips(total_in),
            pots=format_chips(in_pots),
            returned=format_chips(back.amount if back else 0),
        )
    )
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


def cmd_pots(args: argparse.Namespace) -> int:
    """``dealer-trainer pots FILE``: settle one scenario and print its pots."""
    import json

    from dealer_trainer.engine.scenario import scenario_from_dict, settlement_to_dict

    data = read_json(args.file)
    try:
        settlement = scenario_from_dict(data).settle()
    except PotError as exc:
        raise InputError(_("{file}: {problem}").format(file=args.file, problem=error_message(exc))) from None
    result = settlement_to_dict(settlement)
    emit(json.dumps(result, indent=2) if args.json else pots_text(result, settlement))
    return 0


def register(sub: Any) -> None:
    """Add the ``pots`` subcommand to ``sub`` (the subparsers of ``build_parser``)."""
    pots = sub.add_parser("pots", help=_("settle one scenario (JSON) and print its pots"))
    pots.add_argument("file", help=_("scenario JSON file, or - for stdin"))
    pots.add_argument("--json", action="store_true", help=_("print machine-readable JSON"))
    pots.set_defaults(func=cmd_pots)
