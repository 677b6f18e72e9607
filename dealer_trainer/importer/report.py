"""The import report as text, and imported drills as a JSON drill set."""

from __future__ import annotations

from collections import Counter
from decimal import Decimal
from pathlib import Path

from dealer_trainer.drills.files import DrillSet, save_drill_set
from dealer_trainer.drills.models import Drill
from dealer_trainer.i18n import N_, _, shown
from dealer_trainer.importer.model import UNKNOWN_FORMAT, ImportReport
from dealer_trainer.wording.explain import format_chips

#: The drill set's title and notes when saved (English; saved in the active language).
IMPORT_TITLE = N_("Imported hands")
IMPORT_NOTE = N_("Real hands imported from hand histories; players are named by seat letter unless kept.")


#: Most lines each section of a detailed report lists; the rest are counted.
MAX_PRINTED = 200
#: Most files a report names one by one; more are counted by format.
MAX_FILES_NAMED = 30


def files_not_read(n: int) -> str:
    """``"Files not read, or read in part: 2"``: files that gave no hand, or whose damaged part
    was left (an import's and an export's report), apart from the hands skipped; the report
    names them, with the reason, on the lines below it."""
    return _("Files not read, or read in part: {n}").format(n=format_chips(n))


def report_text(report: ImportReport, details: bool = True) -> str:
    """The report for people: counts, then skipped hands and pot differences.

    ``details`` lists every skipped hand and every difference (up to :data:`MAX_PRINTED`
    lines a section); otherwise reasons are counted.
    """
    lines = _counts(report)
    lines += _replays(report, details)
    lines += _repeats_section(report, details)
    lines += _skipped_section(report, details)
    lines += _pot_differences(report, details)
    lines += _award_differences(report, details)
    return "\n".join(lines)


def _counts(report: ImportReport) -> list[str]:
    """The files read and every count: hands, drills, skipped, pots and awards compared, time."""
    made = max(report.drills_made, len(report.imported))
    side = max(report.side_pot_drills, sum(1 for item in report.imported if item.side_pots))
    pot_reasons = report.reasons("differences")
    differences = sum(pot_reasons.values())
    unexplained = pot_reasons.get("", 0)  # pot differences only (not the award ones)
    award_reasons = report.reasons("award_differences")
    award_differences = sum(award_reasons.values())
    lines = [_("Files read: {n}").format(n=format_chips(report.files))]
    lines += _files(report)
    if report.files_skipped:
        lines.append(files_not_read(report.files_skipped))
        named = [
            _("  {file}: {reason}").format(file=s.source, reason=shown(s.reason))
            for s in report.skipped
            if not s.hand_id
        ]
        lines += _limited(named, report.files_skipped, MAX_FILES_NAMED)
    lines += [
        (
            _("Hands read: {n} ({which})").format(n=format_chips(report.hands_read), which=_repeats(report))
            if report.total("repeated")
            else _("Hands read: {n}").format(n=format_chips(report.hands_read))
        ),
        _("Drills made: {n} ({side} with side pots, listed first)").format(
            n=format_chips(made), side=format_chips(side)
        ),
        _("Hands skipped: {n}").format(n=format_chips(report.total("skipped") - report.files_skipped)),
        _(
            "Hands with the site's pots recorded: {n}; equal to the engine's: {equal}; different: "
            "{different} ({explained} explained, {unexplained} unexplained)"
        ).format(
            n=format_chips(report.compared),
            equal=format_chips(report.compared - differences),
            different=format_chips(differences),
            explained=format_chips(differences - unexplained),
            unexplained=format_chips(unexplained),
        ),
        _(
            "Awards checked against what the site paid: {n}; different: {different} ({explained} explained)"
        ).format(
            n=format_chips(report.awards_compared),
            different=format_chips(award_differences),
            explained=format_chips(award_differences - award_reasons.get("", 0)),
        ),
        _("Time: {seconds} s").format(seconds=format_chips(round(report.seconds * 100), 100)),
    ]
    if report.cancelled:
        lines.append(_("Import cancelled: the hands after this point were not read."))
    return lines


def _replays(report: ImportReport, details: bool) -> list[str]:
    """PokerKit's replays of the site hands: how many agree; with ``details``, each that differs."""
    if not report.replays:
        return []
    replayed = [r for r in report.replays if r.agrees is not None]
    agree = sum(1 for r in replayed if r.agrees)
    lines = [
        _(
            "PokerKit replay: {replayed} of {total} site hands replayed; {agree} agree with our chips, "
            "{differ} differ"
        ).format(
            replayed=format_chips(len(replayed)),
            total=format_chips(len(report.replays)),
            agree=format_chips(agree),
            differ=format_chips(len(replayed) - agree),
        )
    ]
    for r in replayed:
        if not r.agrees and details:
            lines.append(
                _("  {file} hand {hand}: ours {ours}; PokerKit {pokerkit}").format(
                    file=r.source, hand=r.hand_id, ours=r.ours, pokerkit=r.pokerkit
                )
            )
    return lines


def _repeats_section(report: ImportReport, details: bool) -> list[str]:
    """The hands met again (with ``details`` only): the same hand, or another under its number."""
    if not (report.repeated and details):
        return []
    rows = []
    for r in report.repeated:
        if r.same:
            row = _("  {file} hand {hand}: the same hand again (first in {first}): imported once")
        else:
            row = _(
                "  {file} hand {hand}: another hand with this number (first in {first}): imported as "
                "hand {renamed}"
            )
        rows.append(row.format(file=r.source, hand=r.hand_id, first=r.first_source, renamed=r.renamed))
    return ["", _("Hands met again:"), *_limited(rows, report.total("repeated"))]


def _skipped_section(report: ImportReport, details: bool) -> list[str]:
    """The hands skipped (the files not read are named with the counts): each with its reason,
    or the reasons counted."""
    hands_skipped = report.total("skipped") - report.files_skipped
    if not hands_skipped:
        return []
    lines = ["", _("Skipped:")]
    if details:
        row = _("  {file} hand {hand}: {reason}")
        rows = [
            row.format(file=s.source, hand=s.hand_id, reason=shown(s.reason))
            for s in report.skipped
            if s.hand_id
        ]
        return lines + _limited(rows, hands_skipped)
    # counted by the English reason (the key), shown in the language
    reasons = report.reasons("skipped")
    reasons.subtract(s.reason for s in report.skipped if not s.hand_id)
    for reason, count in reasons.most_common():
        if count > 0:
            lines.append(_("  {count} × {reason}").format(count=format_chips(count), reason=shown(reason)))
    return lines


def _pot_differences(report: ImportReport, details: bool) -> list[str]:
    """The site's pots against the engine's: each difference and why (unexplained ones first);
    without ``details``, the unexplained ones and the explained ones counted by kind."""
    pot_reasons = report.reasons("differences")
    differences = sum(pot_reasons.values())
    if not differences:
        return []
    unexplained = pot_reasons.get("", 0)
    lines = ["", _("Pots: site versus engine:")]
    rows = []
    for d in sorted(report.differences, key=lambda d: d.explanation is not None):
        if not details and d.explanation is not None:
            continue
        site = " + ".join(_amount(p, d.scale, d.symbol) for p in d.site_pots)
        engine = " + ".join(_amount(p, d.scale, d.symbol) for p in d.engine_pots)
        why = (
            shown(d.explanation)
            if d.explanation is not None
            else _("UNEXPLAINED (a bug in the site, parser or engine)")
        )
        rows.append(
            _("  {file} hand {hand}: site {site}; engine {engine}: {why}").format(
                file=d.source, hand=d.hand_id, site=site, engine=engine, why=why
            )
        )
    lines += _limited(rows, differences if details else unexplained)
    if not details and differences - unexplained:
        reasons: Counter[str] = Counter()
        for why, count in pot_reasons.items():
            if why:
                reasons[_reason_kind(why)] += count
        for kind, count in reasons.most_common():
            lines.append(_("  {count} × explained: {kind}").format(count=format_chips(count), kind=kind))
    return lines


def _award_differences(report: ImportReport, details: bool) -> list[str]:
    """What the site paid against the engine's award: each difference and why; without
    ``details``, the unexplained ones and the explained ones counted by kind."""
    award_reasons = report.reasons("award_differences")
    award_differences = sum(award_reasons.values())
    if not award_differences:
        return []
    lines = ["", _("Awards: what the site paid versus the engine:")]
    rows = []
    for a in sorted(report.award_differences, key=lambda d: d.explanation is not None):
        if not details and a.explanation is not None:
            continue
        why = (
            shown(a.explanation)
            if a.explanation is not None
            else _("UNEXPLAINED (a bug in the site, parser or engine)")
        )
        site = ", ".join(f"{k} {_amount(v, a.scale, a.symbol)}" for k, v in sorted(a.site_paid.items()))
        engine = ", ".join(f"{k} {_amount(v, a.scale, a.symbol)}" for k, v in sorted(a.engine_paid.items()))
        site = site or _("nothing")
        rows.append(
            _("  {file} hand {hand}: site paid {site}; engine {engine}: {why}").format(
                file=a.source, hand=a.hand_id, site=site, engine=engine, why=why
            )
        )
    lines += _limited(rows, award_differences if details else award_reasons.get("", 0))
    if not details:
        kinds: Counter[str] = Counter()
        for why, count in award_reasons.items():
            if why:
                kinds[_("all-in cash out") if "cash out" in why else _reason_kind(why)] += count
        for kind, count in kinds.most_common():
            lines.append(_("  {count} × explained: {kind}").format(count=format_chips(count), kind=kind))
    return lines


def _files(report: ImportReport) -> list[str]:
    """One line per file (format, hands, drills), or per format when there are many files."""
    reads = report.file_reads
    if len(reads) <= 1 and not any(r.repeated for r in reads):
        return [
            _("  format: {format}").format(format=format_names(r.format))
            for r in reads
            if r.format != UNKNOWN_FORMAT
        ]
    if len(reads) <= MAX_FILES_NAMED:
        out = []
        for r in reads:
            line = _("  {file}: {format}; hands: {hands}, drills: {drills}").format(
                file=r.source,
                format=format_names(r.format),
                hands=format_chips(r.hands),
                drills=format_chips(r.drills),
            )
            met = _(", met again: {n}").format(n=format_chips(r.repeated)) if r.repeated else ""
            out.append(line + met)
        return out
    by_format: dict[str, list[int]] = {}
    for r in reads:
        row = by_format.setdefault(r.format, [0, 0, 0])
        row[0] += 1
        row[1] += r.hands
        row[2] += r.drills
    return [
        _("  {format}: files: {files}, hands: {hands}, drills: {drills}").format(
            format=format_names(name), files=format_chips(n), hands=format_chips(h), drills=format_chips(d)
        )
        for name, (n, h, d) in sorted(by_format.items())
    ]


def format_names(formats: str) -> str:
    """A file's formats as :class:`~dealer_trainer.importer.model.FileRead` keeps them (English
    labels joined by ``", "``: ``"PokerStars text"``) in the active language."""
    return ", ".join(_(label) for label in formats.split(", "))


def _repeats(report: ImportReport) -> str:
    """The hands met again: a hand met twice is read once (not among the hands read); a
    different hand under a number met before is read, renamed (among them)."""
    kinds = report.reasons("repeated")
    parts = []
    if kinds.get("same"):
        parts.append(
            _("{n} more met again: the same hand again, imported once").format(n=format_chips(kinds["same"]))
        )
    if kinds.get("different"):
        parts.append(
            _("{n} of them under a number met before on another hand, imported renamed").format(
                n=format_chips(kinds["different"])
            )
        )
    return "; ".join(parts)


def _limited(rows: list[str], total: int, most: int = MAX_PRINTED) -> list[str]:
    """At most ``most`` of ``rows``, then how many more there are (of ``total``)."""
    out = rows[:most]
    if total > len(out):
        out.append(_("  … and {n} more").format(n=format_chips(total - len(out))))
    return out


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
    if " fee " in explanation:  # GGPoker's jackpot, bingo and fortune fees beside its rake
        kinds.append(_("rake and the site's fees"))
    elif "rake" in explanation:
        kinds.append(_("rake"))
    if not kinds:
        return shown(explanation)
    words = kinds[0]
    for kind in kinds[1:]:
        # TRANSLATORS: kinds of explained difference: "rake and the site's own pot-splitting ..."
        words = _("{first} and {second}").format(first=words, second=kind)
    return words


def save_drills(drills: list[Drill], path: str | Path, title: str = IMPORT_TITLE) -> None:
    """Write ``drills`` as a drill set file (:func:`dealer_trainer.drills.files.save_drill_set`).

    Raises:
        OSError: the file cannot be written.
    """
    save_drill_set(path, DrillSet(title=_(title), notes=_(IMPORT_NOTE), drills=tuple(drills)))
