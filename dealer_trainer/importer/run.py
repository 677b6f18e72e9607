"""One import run: each hand turned into a drill and compared with what the site recorded,
in this process or in worker processes, and added to the report in file order (no Qt).

A hand gives an :class:`_Outcome` (what it adds to the report, and its drill); outcomes are
made by :func:`evaluate` here, or by :func:`_work` in worker processes for a text format's
hands (the main process reads the files, keeps the report and writes the drill file, so the
drills keep their order and memory stays flat).
"""

from __future__ import annotations

import hashlib
import multiprocessing
import os
import signal
from collections import deque
from collections.abc import Callable, Iterable, Iterator
from concurrent.futures import Future, ProcessPoolExecutor
from contextlib import contextmanager
from dataclasses import dataclass, fields
from decimal import Decimal
from typing import NamedTuple

import orjson

from dealer_trainer.drills.file_fields import MAX_CHIPS
from dealer_trainer.drills.files import DrillSetWriter, drill_line
from dealer_trainer.drills.models import Drill
from dealer_trainer.engine import Award, PotError, build_pots
from dealer_trainer.i18n import N_, Message, _, computed, deferred, set_language, shown
from dealer_trainer.importer.convert import (
    compare_awards,
    compare_pots,
    drill_title,
    engine_hand,
    make_drill,
    money,
    pot_error_reason,
)
from dealer_trainer.importer.model import (
    AwardDifference,
    Difference,
    HandError,
    ImportedDrill,
    ImportReport,
    ParsedHand,
    ReplayCheck,
    Skipped,
)
from dealer_trainer.importer.reading import RawHand, parse_hand
from dealer_trainer.importer.repeats import HandsMet, hand_key
from dealer_trainer.importer.sites import TEXT_FORMATS
from dealer_trainer.wording.explain import format_chips

#: Reason a hand makes no drill under ``side_pots_only``.
ONE_POT = deferred("one pot only, no side pot (side pots only)")
#: Why a cut-off hand (its ``"cut_off"`` flag) differs from the engine when nothing else says.
CUT_OFF = deferred(
    "the file ends in the middle of this hand's last line: the record is cut off, so its last "
    "amounts may be missing or cut short"
)
#: Why a hand whose summary stops before its total pot (its ``"summary_cut"`` flag) differs.
SUMMARY_CUT = deferred(
    "the record stops at the first line of its summary, before the total pot: what the site took "
    "from the pots is not known (truncated hand)"
)
#: Why the site paid exactly some of the pots' shares and nobody the others (a record cut at a line end).
PAID_IN_PART = deferred(
    "the site's record pays some of the pots' winners and nobody the others: the record is cut off "
    "(truncated hand)"
)
#: Hands sent to a worker process at a time, and batches in flight per worker.
BATCH = 200
IN_FLIGHT = 2


class Options(NamedTuple):
    """How hands are imported: names kept, PokerKit replay, side-pot hands only, and the
    language of the drills' notes (a worker process that does not fork starts in English)."""

    keep_names: bool = False
    verify: bool = False
    side_pots_only: bool = False
    language: str = ""


@dataclass
class _Outcome:
    """What one hand adds to the report: made here or in a worker process (then the drill
    comes as its drill-file JSON line)."""

    source: str
    hand_id: str
    key: bytes = b""  # the hand's identity for repeats (b"": not checked)
    digest: bytes = b""
    skipped: str = ""
    difference: Difference | None = None
    award_difference: AwardDifference | None = None
    compared: bool = False
    awards_compared: bool = False
    replay: ReplayCheck | None = None
    site: str = ""
    side_pots: bool = False
    matches: bool | None = None
    drill: Drill | None = None
    drill_line: bytes = b""

    def __reduce__(self) -> tuple[type[_Outcome], tuple[object, ...]]:
        # pickled as its values in field order (a worker sends thousands): 14 µs a hand to
        # pickle and unpickle, against 26 for the default's dict of every field by name
        return _Outcome, tuple(getattr(self, name) for name in _OUTCOME_FIELDS)


_OUTCOME_FIELDS = tuple(f.name for f in fields(_Outcome))


def identity(hand: ParsedHand) -> tuple[bytes, bytes]:
    """(key, digest) of a hand, for repeats: the key names the hand (the site's hand number;
    a PHH hand or one without a number by its file too, as PHH numbers repeat across
    sessions), the digest tells two different hands with one key apart."""
    return hand_key(hand.site, hand.source, hand.hand_id), _digest(hand)


def evaluate(
    hand_id: str,
    parsed: ParsedHand | HandError,
    source: str,
    options: Options,
    rename: str = "",
    as_line: bool = False,
) -> _Outcome:
    """What one parsed hand adds to the report (never raises).

    ``rename`` is the hand's new id when another hand has its number; ``as_line`` gives the
    drill as its drill-file line (``drill_line``), for a worker process.
    """
    if isinstance(parsed, HandError):
        return _Outcome(source, hand_id, skipped=str(parsed))
    try:
        check_amounts(parsed)
    except HandError as exc:
        return _Outcome(parsed.source, parsed.hand_id, skipped=str(exc))
    key, digest = identity(parsed)
    return _evaluate_checked(parsed, options, key, digest, rename, as_line)


def _evaluate_checked(
    parsed: ParsedHand, options: Options, key: bytes, digest: bytes, rename: str, as_line: bool
) -> _Outcome:
    """:func:`evaluate` of a hand whose amounts are checked and whose ``identity`` is
    (``key``, ``digest``)."""
    if rename:
        parsed.hand_id = rename
    out = _Outcome(parsed.source, parsed.hand_id, key, digest, site=parsed.site)
    if options.verify and parsed.text:
        from dealer_trainer.importer.pokerkit_check import replay_check

        out.replay = replay_check(parsed, parsed.text)
    try:
        _import_one(parsed, options, out)
    except HandError as exc:
        out.skipped = str(exc)
    except PotError as exc:
        out.skipped = pot_error_reason(exc)
    except Exception as exc:  # noqa: BLE001 - a damaged hand never stops the import
        out.skipped = deferred(
            "internal error ({error_type}: {error})", error_type=type(exc).__name__, error=exc
        )
    if as_line and out.drill is not None:
        out.drill_line = drill_line(out.drill)
        out.drill = None
    return out


def _import_one(hand: ParsedHand, options: Options, out: _Outcome) -> None:
    engine = engine_hand(hand)
    # the drill first: its settlement's pots are the hand's (they depend on no name), so they
    # are built once; a hand that makes no drill is still compared, then skipped
    drill: Drill | None = None
    failure: Exception | None = None
    try:
        drill = make_drill(hand, options.keep_names, engine=engine)
    except Exception as exc:  # noqa: BLE001 - raised after the comparison, as before
        failure = exc
    pots = drill.settlement().pots if drill is not None else build_pots(engine)
    amounts = [p.amount for p in pots]
    outcome = compare_pots(hand, engine, amounts)
    if outcome is not None and outcome[1] is None:
        outcome = (outcome[0], _cut_short(hand))
    if hand.site_pots is not None or hand.site_total is not None:
        out.compared = True
        out.matches = outcome is None
    if outcome is not None:
        recorded = hand.site_pots if hand.site_pots is not None else [hand.site_total or 0]
        out.difference = Difference(
            hand.source,
            hand.hand_id,
            tuple(recorded),
            tuple(outcome[0]),
            outcome[1],
            hand.scale,
            hand.symbol,
        )
    out.side_pots = len(pots) > 1
    if options.side_pots_only and not out.side_pots:
        out.skipped = ONE_POT
        return
    if failure is not None:
        raise failure  # no drill (nobody left to show down, chips no drill holds): skipped
    assert drill is not None  # made when nothing failed
    notes = _notes(hand, amounts, outcome)
    drill = drill.relabelled(drill_title(hand, out.side_pots), notes)
    _check_awards(hand, drill, out)
    out.drill = drill


class Run:
    """One import: its options, report, drill sink, and the hands met so far (for repeats).

    Drills go to ``drill_file`` (a :class:`DrillSetWriter`, side-pot drills first), else to
    ``on_drill``, else into ``report.imported``.
    """

    def __init__(
        self,
        report: ImportReport,
        options: Options | None = None,
        on_drill: Callable[[ImportedDrill], None] | None = None,
        drill_file: DrillSetWriter | None = None,
    ) -> None:
        self.report = report
        self.options = options if options is not None else Options()
        self.on_drill = on_drill
        self.drill_file = drill_file
        self.met = HandsMet()

    def hand(self, hand_id: str, parsed: ParsedHand | HandError, source: str) -> None:
        """Import one parsed hand here (never raises)."""
        if isinstance(parsed, ParsedHand):
            try:
                check_amounts(parsed)
            except HandError:
                pass  # evaluate says why
            else:
                # checked once: the same checks as evaluate's, without doing them twice
                key, digest = identity(parsed)
                verdict = self._seen(key, digest, parsed.source, parsed.hand_id, parsed.site)
                if verdict is not None:
                    self.apply(
                        _evaluate_checked(parsed, self.options, key, digest, verdict, False), checked=True
                    )
                return
        self.apply(evaluate(hand_id, parsed, source, self.options), checked=True)

    def _seen(self, key: bytes, digest: bytes, source: str, hand_id: str, site: str) -> str | None:
        """None for a hand met before (reported); else ``""``, or the new id of a different
        hand with a number met before (reported). See :class:`HandsMet`."""
        repeat = self.met.meet(key, digest, source, hand_id, site)
        if repeat is None:
            return ""
        self.report.repeat(repeat)
        return None if repeat.same else repeat.renamed

    def apply(self, out: _Outcome, checked: bool = False) -> None:
        """Add one hand's outcome to the report and its drill to the sink (``checked``: the
        hand was already checked for repeats)."""
        report = self.report
        if out.key and not checked:
            verdict = self._seen(out.key, out.digest, out.source, out.hand_id, out.site)
            if verdict is None:
                return
        report.hands_read += 1
        if out.replay is not None:
            report.replays.append(out.replay)
        report.compared += out.compared
        if out.difference is not None:
            report.differ(out.difference)
        report.awards_compared += out.awards_compared
        if out.award_difference is not None:
            report.award_differ(out.award_difference)
        if out.skipped:
            report.skip(Skipped(out.source, out.hand_id, out.skipped))
            return
        report.drills_made += 1
        report.side_pot_drills += out.side_pots
        if out.drill_line and self.drill_file is not None:
            self.drill_file.add_line(out.drill_line, first=out.side_pots)
            return
        assert out.drill is not None
        if self.drill_file is not None:
            self.drill_file.add(out.drill, first=out.side_pots)
            return
        item = ImportedDrill(out.drill, out.source, out.hand_id, out.site, out.side_pots, out.matches)
        if self.on_drill is not None:
            self.on_drill(item)
        else:
            report.imported.append(item)

    def apply_remote(self, out: _Outcome, raw: RawHand) -> None:
        """Add a worker's outcome; a different hand with a number met before is made again
        here under its new id (its drill names it)."""
        if out.key:
            verdict = self._seen(out.key, out.digest, out.source, out.hand_id, out.site)
            if verdict is None:
                return
            if verdict:
                parsed = parse_hand(*raw)
                out = evaluate(raw.hand_id, parsed, raw.source, self.options, verdict)
        self.apply(out, checked=True)


def _work(batch: list[tuple[str, str, str, str, bool, bool]], options: Options) -> list[_Outcome]:
    """A worker process: parse and evaluate a batch of text-format hands (format label, hand
    id, text, file, cut off, the file's last)."""
    formats = {f.label: f for f in TEXT_FORMATS}
    if options.language:
        set_language(options.language)
    out = []
    for label, hand_id, text, source, cut_off, last in batch:
        parsed = parse_hand(formats[label], hand_id, text, source, cut_off, last)
        out.append(evaluate(hand_id, parsed, source, options, as_line=True))
    return out


def _ignore_interrupt() -> None:
    """A worker ignores Ctrl+C, which a terminal sends to the whole process group: the main
    process stops the import and the workers finish the batch in hand and exit (0.4 s at
    most, measured). A worker killed by it mid-batch left the pool waiting for ever."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    if hasattr(signal, "pthread_sigmask"):
        signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGINT})  # blocked by _no_interrupt


@contextmanager
def _no_interrupt() -> Iterator[None]:
    """Ctrl+C held back while the pool starts workers, takes a batch or shuts down: an
    interrupt in the middle of one of these left the pool unable to shut down (the import
    hung). It is raised as soon as the block ends."""
    if not hasattr(signal, "pthread_sigmask"):  # Windows: no signal masks
        yield
        return
    signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGINT})
    try:
        yield
    finally:
        signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGINT})


class Workers:
    """Worker processes that evaluate text-format hands in batches while the main process
    reads on; outcomes come back in file order. At most ``IN_FLIGHT`` batches per worker
    wait, so memory stays flat."""

    def __init__(self, count: int, run: Run) -> None:
        methods = multiprocessing.get_all_start_methods()
        context = multiprocessing.get_context("fork" if "fork" in methods else None)
        self.pool = ProcessPoolExecutor(max_workers=count, mp_context=context, initializer=_ignore_interrupt)
        self.count = count
        self.run = run
        self.batch: list[RawHand] = []
        self.waiting: deque[tuple[Future[list[_Outcome]], list[RawHand]]] = deque()

    def add(self, raw: RawHand) -> Iterator[None]:
        """Queue a hand; yields once for each outcome applied meanwhile."""
        self.batch.append(raw)
        if len(self.batch) >= BATCH:
            yield from self._send()

    def _send(self) -> Iterator[None]:
        batch, self.batch = self.batch, []
        if not batch:
            return
        items = [(r.site_format.label, r.hand_id, r.text, r.source, r.cut_off, r.last) for r in batch]
        with _no_interrupt():
            self.waiting.append((self.pool.submit(_work, items, self.run.options), batch))
        while len(self.waiting) > self.count * IN_FLIGHT:
            yield from self._collect_one()

    def _collect_one(self) -> Iterator[None]:
        future, batch = self.waiting.popleft()
        try:
            outcomes = future.result()
        except Exception as exc:  # noqa: BLE001 - a crashed worker never stops the import
            outcomes = [
                _Outcome(
                    r.source,
                    r.hand_id,
                    skipped=deferred(
                        "internal error ({error_type}: {error})", error_type=type(exc).__name__, error=exc
                    ),
                )
                for r in batch
            ]
        for out, raw in zip(outcomes, batch, strict=True):
            self.run.apply_remote(out, raw)
            yield

    def flush(self) -> Iterator[None]:
        """Send the last batch and apply every outcome still waiting."""
        yield from self._send()
        while self.waiting:
            yield from self._collect_one()

    def close(self) -> None:
        """Stop the worker processes: waiting batches are dropped, the ones being evaluated
        finished first (after Ctrl+C too). A second Ctrl+C waits for the end of this: one
        that broke it off left the program waiting for ever for its workers as it exited."""
        for future, _batch in self.waiting:
            future.cancel()
        self.waiting.clear()
        with _no_interrupt():
            self.pool.shutdown(wait=True, cancel_futures=True)


def default_workers() -> int:
    """Worker processes for a large import: one per core (1: none, hands evaluated here)."""
    return max(1, os.cpu_count() or 1)


def check_amounts(hand: ParsedHand) -> None:
    """Refuse a hand with an amount no real hand has: negative, or beyond
    :data:`~dealer_trainer.drills.files.MAX_CHIPS` units (a damaged or forged file).

    Raises:
        HandError: naming the amount (``"Player1's stack: a 5,000-digit amount ..."``).
    """
    values: list[int | Decimal] = [s.stack for s in hand.seats]
    for record in (
        hand.committed,
        hand.collected,
        hand.returned,
        hand.finishing,
        hand.winnings,
        hand.dead_posts,
    ):
        if record:
            values += record.values()
    values += hand.site_pots or ()
    values += (hand.dead, hand.small_blind, hand.big_blind, hand.ante, hand.rake)
    if hand.site_total is not None:
        values.append(hand.site_total)
    try:
        if min(values) >= 0 and max(values) <= MAX_CHIPS:
            return  # every amount fits (nearly every hand): names are made only to say which not
    except (TypeError, ArithmeticError):
        pass  # a None or a NaN among them: the check below, amount by amount, says
    named: list[tuple[str, str, int | Decimal | None]] = [
        (N_("{name}'s stack"), s.name, s.stack) for s in hand.seats
    ]
    named += [(N_("{name}'s chips in the pot"), n, v) for n, v in hand.committed.items()]
    named += [(N_("{name}'s winnings"), n, v) for n, v in hand.collected.items()]
    named += [(N_("{name}'s returned bet"), n, v) for n, v in (hand.returned or {}).items()]
    named += [(N_("{name}'s final stack"), n, v) for n, v in (hand.finishing or {}).items()]
    named += [(N_("{name}'s recorded winnings"), n, v) for n, v in (hand.winnings or {}).items()]
    named += [(N_("{name}'s dead blind"), n, v) for n, v in hand.dead_posts.items()]
    named += [(N_("the site's pot"), "", v) for v in hand.site_pots or ()]
    named += [
        (N_("the dead money"), "", hand.dead),
        (N_("the small blind"), "", hand.small_blind),
        (N_("the big blind"), "", hand.big_blind),
        (N_("the ante"), "", hand.ante),
        (N_("the site's total pot"), "", hand.site_total),
        (N_("the rake"), "", hand.rake),
    ]
    for what, name, value in named:
        if value is None:
            continue
        if value < 0:
            raise HandError(N_("{what} is negative ({amount})"), what=deferred(what, name=name), amount=value)
        if value > MAX_CHIPS:
            digits = Decimal(value).adjusted() + 1
            raise HandError(
                N_("{what} is a {digits}-digit amount, larger than any real pot (a damaged file)"),
                what=deferred(what, name=name),
                digits=computed(format_chips, digits),
            )


def _digest(hand: ParsedHand) -> bytes:
    """8 bytes that differ between two different hands (seats, chips, cards, what was paid);
    the same text parsed twice gives the same facts in the same order."""
    facts = (
        [(s.name, s.seat_no, s.stack) for s in hand.seats],
        hand.committed,
        sorted(hand.folded),
        hand.hole,
        hand.board,
        hand.dead,
        hand.collected,
        hand.site_pots,
        hand.site_total,
    )
    # orjson: the same facts give the same bytes (dicts in insertion order), 6 times quicker
    # than repr; repr for what orjson refuses (an int of 64 bits or more, a lone surrogate)
    try:
        text = orjson.dumps(facts, default=repr, option=orjson.OPT_NON_STR_KEYS)
    except TypeError:
        text = repr(facts).encode()
    return hashlib.blake2b(text, digest_size=8).digest()


def _check_awards(hand: ParsedHand, drill: Drill, out: _Outcome) -> None:
    """Compare the engine's award with what the site paid, and with a PHH record's finishing
    stacks and winnings, when the file records them and the engine can rank the showdown."""
    if not hand.collected and not hand.cashed_out and hand.finishing is None and hand.winnings is None:
        return
    settlement = drill.settlement()
    if settlement.payouts is None:
        return  # no ranking: hi/lo, run twice, other games, unknown cards
    rename = {name: seat.name for name, seat in zip(hand.names, drill.seats, strict=True)}
    back = {seat: name for name, seat in rename.items()}
    records: list[tuple[str, dict[str, int | Decimal]]] = []
    if hand.finishing is not None:
        # chips won = stack after - (stack before - chips put in + the uncalled bet back)
        returned = settlement.returned
        paid: dict[str, int | Decimal] = {}
        for seat in hand.seats:
            behind = seat.stack - hand.committed.get(seat.name, 0) - hand.dead_posts.get(seat.name, 0)
            if returned is not None and returned.seat == rename[seat.name]:
                behind += returned.amount
            paid[seat.name] = hand.finishing.get(seat.name, behind) - behind
        records.append((N_("the recorded finishing stacks"), paid))
    if hand.winnings is not None:
        records.append((N_("the recorded winnings"), dict(hand.winnings)))
    if not records:
        records.append(("", dict(hand.collected)))
    odd = {back[s] for award in settlement.awards for s in award.odd_chips}
    out.awards_compared = True
    payouts = {back[s]: v for s, v in settlement.payouts.items()}
    for what, paid in records:
        equal, why = compare_awards(hand, payouts, rename, paid, odd)
        if equal:
            continue
        if why is None:
            why = _cut_short(hand)
        if (
            why is None
            and not what
            and _may_stop_after_its_pays(hand)
            and _pays_some_shares_only(paid, settlement.awards, back)
        ):
            why = PAID_IN_PART
        if why is not None and what:
            # TRANSLATORS: which record differs, then why: "the recorded winnings: rake $1 ..."
            why = deferred("{record}: {why}", record=deferred(what), why=why)
        out.award_difference = AwardDifference(
            hand.source,
            hand.hand_id,
            {rename[n]: v for n, v in paid.items() if v},
            {s: v for s, v in settlement.payouts.items() if v},
            why,
            hand.scale,
            hand.symbol,
        )
        return


def _cut_short(hand: ParsedHand) -> Message | None:
    """Why the record of ``hand`` may differ from the engine because the file stops inside it
    (:data:`CUT_OFF`, :data:`SUMMARY_CUT`), or None."""
    if "cut_off" in hand.flags:
        return CUT_OFF
    if "summary_cut" in hand.flags:
        return SUMMARY_CUT
    return None


def _may_stop_after_its_pays(hand: ParsedHand) -> bool:
    """Whether the file may stop after some of ``hand``'s pay lines: it is the file's last hand
    and its record prints no total pot (which a site prints after the pays)."""
    return "file_end" in hand.flags and hand.site_total is None


def _pays_some_shares_only(
    paid: dict[str, int | Decimal], awards: Iterable[Award], back: dict[str, str]
) -> bool:
    """Whether what the site paid (player -> amount) is exactly some of the engine's shares
    of the pots (a pot's whole award, or one winner's part of a split pot), not all: a whole
    hand pays every share, so the record stops short (888poker pays the main pot first and
    each winner of a split pot on a line of its own, PartyPoker the side pots first).

    Each share is one player's, so each player's amount is checked against the sums of their
    own shares alone (a few pots each): quick however many players tie."""
    wanted = {name: v for name, v in paid.items() if v}
    if not wanted:
        return False
    shares: dict[str, list[int]] = {}
    for award in awards:
        for seat, chips in award.to.items():
            if chips:
                shares.setdefault(back[seat], []).append(chips)
    if not set(wanted) <= set(shares):
        return False
    for name, amount in wanted.items():
        sums = {0}
        for chips in shares[name]:
            sums |= {s + chips for s in sums}
        if amount not in sums:
            return False
    # some share left unpaid (the shares are positive, so paying all of them is their total)
    return any(wanted.get(name, 0) != sum(parts) for name, parts in shares.items())


def _notes(hand: ParsedHand, pots: list[int], outcome: tuple[list[int], str | None] | None) -> str:
    """The drill's notes, in the active language (the words a trainee reads with the drill)."""
    f = lambda n: money(hand, n)  # noqa: E731
    if hand.title:
        name = _("{title} (hand {hand})").format(title=hand.title, hand=hand.hand_id)
    else:
        name = _("{site} hand {hand}").format(site=hand.site, hand=hand.hand_id)
    if hand.variant:
        parts = [_("Real hand: {name} ({game}).").format(name=name, game=hand.variant)]
    else:
        parts = [_("Real hand: {name}.").format(name=name)]
    if hand.no_ranking_reason:
        parts.append(_("No showdown ranking: {reason}.").format(reason=shown(hand.no_ranking_reason)))
    parts.extend(shown(remark) for remark in hand.remarks)
    if "run_twice" in hand.flags:
        parts.append(_("Run twice: each pot was split across two boards; no showdown ranking."))
    if "cash_out" in hand.flags:
        parts.append(
            _("A player cashed out the hand (all-in cash out): the site paid differently from the pots.")
        )
    why = shown(outcome[1]) if outcome is not None and outcome[1] else _("unexplained")
    if hand.site_pots is not None:
        site = ", ".join(f(p) for p in hand.site_pots)
        if outcome is None:
            parts.append(_("The site's pots ({site}) equal the engine's.").format(site=site))
        else:
            engine = ", ".join(f(p) for p in pots)
            parts.append(
                _("Site pots {site}; engine pots {engine}: {why}.").format(site=site, engine=engine, why=why)
            )
    elif hand.site_total is not None:
        if outcome is None:
            parts.append(
                _("The site's total pot ({total}) equals the engine's pots.").format(total=f(hand.site_total))
            )
        else:
            parts.append(_("Site total pot {total}: {why}.").format(total=f(hand.site_total), why=why))
    return " ".join(parts)
