"""The import report as text, and imported drills as a JSON drill set."""

from __future__ import annotations

from collections import Counter
from decimal import Decimal
from pathlib import Path

from dealer_trainer.drills.files import DrillSet, save_drill_set
from dealer_trainer.drills.models import Drill
from dealer_trainer.explain import format_chips, join_names
from dealer_trainer.i18n import _
from dealer_trainer.importer.model import ImportReport

#: The drill set's notes when saved by :func:`save_drills`.
IMPORT_NOTE = "Real hands imported from hand histories; players are named by seat letter unless kept."


def report_text(report: ImportReport, details: bool = True) -> str:
    """The report for people: counts, then skipped hands and pot differences.

    ``details`` lists every skipped hand and every difference; otherwise reasons are
    counted.
    """
    side = sum(1 for item in report.imported if item.side_pots)
    # pot differences only (report.unexplained also holds the award differences)
    unexplained = sum(1 for d in report.differences if d.explanation is None)
    explained = len(report.differences) - unexplained
    lines = [
        _("Files read: {n}").format(n=report.files),
        _("Hands read: {n}").format(n=report.hands_read),
        _("Drills made: {n} ({side} with side pots, listed first)").format(n=len(report.imported), side=side),
        _("Hands skipped: {n}").format(n=len(report.skipped)),
        _(
            "Hands with the site's pots recorded: {n}; equal to the engine's: {equal}; different: "
            "{different} ({explained} explained, {unexplained} unexplained)"
        ).format(
            n=report.compared,
            equal=report.compared - len(report.differences),
            different=len(report.differences),
            explained=explained,
            unexplained=unexplained,
        ),
        _(
            "Awards checked against what the site paid: {n}; different: {different} ({explained} explained)"
        ).format(
            n=report.awards_compared,
            different=len(report.award_differences),
            explained=sum(1 for d in report.award_differences if d.explanation),
        ),
        _("Time: {seconds} s").format(seconds=format_chips(round(report.seconds * 100), 100)),
    ]
    if report.replays:
        replayed = [r for r in report.replays if r.agrees is not None]
        agree = sum(1 for r in replayed if r.agrees)
        lines.append(
            _(
                "PokerKit replay: {replayed} of {hands} site hands replayed; {agree} agree with our chips, "
                "{differ} differ"
            ).format(
                replayed=len(replayed), hands=len(report.replays), agree=agree, differ=len(replayed) - agree
            )
        )
        for r in replayed:
            if not r.agrees and details:
                lines.append(
                    _("  {source} hand {hand}: ours {ours}; PokerKit {pokerkit}").format(
                        source=r.source, hand=r.hand_id, ours=r.ours, pokerkit=r.pokerkit
                    )
                )
    if report.skipped:
        lines.append("")
        lines.append(_("Skipped:"))
        if details:
            for s in report.skipped:
                if s.hand_id:
                    line = _("  {source} hand {hand}: {reason}").format(
                        source=s.source, hand=s.hand_id, reason=s.reason
                    )
                else:
                    line = _("  {source}: {reason}").format(source=s.source, reason=s.reason)
                lines.append(line)
        else:
            for reason, count in Counter(s.reason for s in report.skipped).most_common():
                lines.append(_("  {count} × {reason}").format(count=count, reason=reason))
    if report.differences:
        lines.append("")
        lines.append(_("Pots: site versus engine:"))
        ordered = sorted(report.differences, key=lambda d: d.explanation is not None)
        for d in ordered:
            if not details and d.explanation is not None:
                continue
            site = " + ".join(_amount(p, d.scale, d.symbol) for p in d.site_pots)
            engine = " + ".join(_amount(p, d.scale, d.symbol) for p in d.engine_pots)
            why = (
                d.explanation
                if d.explanation is not None
                else _("UNEXPLAINED (a bug in the site, parser or engine)")
            )
            lines.append(
                _("  {source} hand {hand}: site {site}; engine {engine}: {why}").format(
                    source=d.source, hand=d.hand_id, site=site, engine=engine, why=why
                )
            )
        if not details and explained:
            reasons = Counter(_reason_kind(d.explanation) for d in report.differences if d.explanation)
            for kind, count in reasons.most_common():
                lines.append(_("  {count} × explained: {kind}").format(count=count, kind=kind))
    if report.award_differences:
        lines.append("")
        lines.append(_("Awards: what the site paid versus the engine:"))
        for a in sorted(report.award_differences, key=lambda d: d.explanation is not None):
            if not details and a.explanation is not None:
                continue
            why = (
                a.explanation
                if a.explanation is not None
                else _("UNEXPLAINED (a bug in the site, parser or engine)")
            )
            site = ", ".join(f"{k} {_amount(v, a.scale, a.symbol)}" for k, v in sorted(a.site_paid.items()))
            engine = ", ".join(
                f"{k} {_amount(v, a.scale, a.symbol)}" for k, v in sorted(a.engine_paid.items())
            )
            site = site or _("nothing")
            lines.append(
                _("  {source} hand {hand}: site paid {site}; engine {engine}: {why}").format(
                    source=a.source, hand=a.hand_id, site=site, engine=engine, why=why
                )
            )
        if not details:
            kinds = Counter(
                _("all-in cash out")
                if "cash out" in (a.explanation or "")
                else _("rake and the site's fees")
                if " fee " in (a.explanation or "")
                else _("rake")
                for a in report.award_differences
                if a.explanation
            )
            for kind, count in kinds.most_common():
                lines.append(_("  {count} × explained: {kind}").format(count=count, kind=kind))
    return "\n".join(lines)


def _amount(value: int | Decimal, scale: int, symbol: str) -> str:
    """An amount in display units (a record's half chip shown as such)."""
    if isinstance(value, Decimal) and value != value.to_integral_value():
        return f"{symbol}{value / scale:,}"
    return format_chips(int(value), scale, symbol)


def _reason_kind(explanation: str) -> str:
    kinds = []
    if "uncalled bet" in explanation:
        kinds.append(_("the uncalled bet paid back through the site's pots"))
    if "separate pot" in explanation:
        kinds.append(_("the site's own pot-splitting at a folded all-in"))
    if "rake" in explanation:
        kinds.append(_("rake"))
    return join_names(kinds) or explanation


def save_drills(drills: list[Drill], path: str | Path, title: str = "Imported hands") -> None:
    """Write ``drills`` as a drill set file (:func:`dealer_trainer.drills.files.save_drill_set`).

    Raises:
        OSError: the file cannot be written.
    """
    save_drill_set(path, DrillSet(title=title, notes=IMPORT_NOTE, drills=tuple(drills)))
