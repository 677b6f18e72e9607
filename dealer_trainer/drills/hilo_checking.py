"""Checking how a trainee pushed the halves of a hi-lo pot (formats.md §5; no Qt).

In Omaha hi-lo and stud hi-lo each pot (each run's part of it) splits into a high and a low half
(docs/rules.md#hi-lo-and-stud). The trainee pushes each half on its own (``"half"`` in a push) or
gives each seat its whole share of the pot in one push. Each wrongly pushed part gets exactly one
diagnosis, the first that explains it of: ``pot_not_awarded``, ``ineligible_winner``,
``low_not_qualified`` (a low half pushed when nobody qualifies 8-or-better), ``wrong_winner``,
``odd_chip_to_low`` (the odd chip of the halving to the low half), ``hilo_split_wrong`` (the
halves divided wrongly, or halves split apart when the same players tie both),
``quartered_wrong`` (a tied half divided wrongly), then the plain split codes.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import replace

from dealer_trainer.drills.award_types import (
    AwardProblem,
    AwardPush,
    Grader,
    award_amount,
    award_unit,
    in_sentence,
    shares_text,
)
from dealer_trainer.drills.models import Drill
from dealer_trainer.engine import Award
from dealer_trainer.engine.award import split_unit
from dealer_trainer.engine.hilo import Variant
from dealer_trainer.engine.rule_sources import rule
from dealer_trainer.engine.rules import HouseRules
from dealer_trainer.i18n import N_, _, ngettext
from dealer_trainer.wording.explain import join_names

#: The halves a push may name (formats.md §5).
HALVES = ("high", "low")

#: The mistake codes of hi-lo awards (formats.md §5).
HILO_CODES = ("hilo_split_wrong", "low_not_qualified", "quartered_wrong", "odd_chip_to_low")

_HALF_SENTENCE = {
    "high": N_("{pot}, high half"),
    "low": N_("{pot}, low half"),
    "both": N_("{pot}, high and low"),
}
_HALF_ENGLISH = {"high": "high half", "low": "low half", "both": "high and low"}

Money = Callable[[int], str]


def half_title(award: Award, half: str | None) -> str:
    """A half inside a sentence: ``"the Main pot, low half"`` (``"the Main pot, run 2, low half"``);
    the pot's (or run's) name when ``half`` is None."""
    title = in_sentence(award)
    return title if half is None else _(_HALF_SENTENCE[half]).format(pot=title)


def half_english(name: str, half: str | None) -> str:
    """``check --json`` pile name of a half, never translated: ``"Main pot, run 2, low half"``."""
    return name if half is None else f"{name}, {_HALF_ENGLISH[half]}"


def _totals(awards: Sequence[Award]) -> dict[str, int]:
    """Seat -> chips over ``awards``, seats getting nothing left out."""
    whole: dict[str, int] = {}
    for a in awards:
        for seat, chips in a.to.items():
            whole[seat] = whole.get(seat, 0) + chips
    return {s: c for s, c in whole.items() if c}


def _merged(awards: Sequence[Award]) -> Award:
    """The awards of one part as one award of the whole part (no half)."""
    winners = tuple(dict.fromkeys(s for a in awards for s in a.winners))
    return Award(awards[0].pot, _totals(awards), winners, (), True, awards[0].run)


def _half_shares(awards: Sequence[Award], f: Money) -> str:
    """``"the high half 150 to Anna; the low half 75 to Bram, 75 to Chris"``."""
    parts = []
    for a in awards:
        shares = shares_text(a.to, f)
        if a.half == "low":
            parts.append(
                _("the low half {amount}: {shares}").format(amount=f(award_amount(a)), shares=shares)
            )
        elif a.half == "high" and len(awards) > 1:
            parts.append(
                _("the high half {amount}: {shares}").format(amount=f(award_amount(a)), shares=shares)
            )
        else:
            parts.append(shares)
    return "; ".join(parts)


def hilo_problems(
    drill: Drill,
    awards: Sequence[Award],
    pushes: Sequence[AwardPush],
    grader: Grader,
    f: Money,
    rules: HouseRules,
    names: Mapping[str, str],
) -> list[AwardProblem]:
    """The mistakes in pushing one hi-lo pot: ``awards`` its halves (per run when the board was
    run more than once), ``pushes`` the trainee's pushes of that pot. At most one diagnosis per
    run's part (one for a pot run once). Rules: docs/rules.md#hi-lo-and-stud,
    docs/rules.md#quartered-pots, docs/rules.md#the-odd-chip-of-a-hi-lo-split.
    """
    runs = list(dict.fromkeys(a.run for a in awards))
    if runs != [None] and all(p.run is None for p in pushes):  # runs pushed whole, in one push
        got = _seat_totals(pushes)
        if got == _totals(awards):
            return []
        whole = replace(_merged(awards), run=None)
        return grader.pot(whole, got)[:1]
    if runs != [None]:
        want_parts = {a.run: 0 for a in awards}
        for a in awards:
            want_parts[a.run] = want_parts[a.run] + award_amount(a)
        got_parts = {run: sum(p.chips for p in pushes if p.run == run) for run in want_parts}
        if got_parts != want_parts and sum(got_parts.values()) == sum(want_parts.values()):
            merged = [_merged([a for a in awards if a.run == run]) for run in want_parts]
            plain = [replace(p, half=None) for p in pushes]
            return grader.runs(merged, plain)[:1]
    out: list[AwardProblem] = []
    for run in runs:
        part = [a for a in awards if a.run == run]
        out += _part_problems(drill, grader, part, [p for p in pushes if p.run == run], names, f, rules)
    return out


def _seat_totals(pushes: Sequence[AwardPush]) -> dict[str, int]:
    got: dict[str, int] = {}
    for p in pushes:
        got[p.seat] = got.get(p.seat, 0) + p.chips
    return {s: c for s, c in got.items() if c}


def _problem(
    code: str, award: Award, half: str | None, message: str, values: Mapping[str, object], fix: str, why: str
) -> list[AwardProblem]:
    return [AwardProblem(code, award.pot.index, message, dict(values), fix, why, award.run, half)]


def _part_problems(
    drill: Drill,
    grader: Grader,
    awards: Sequence[Award],
    pushes: Sequence[AwardPush],
    names: Mapping[str, str],
    f: Money,
    rules: HouseRules,
) -> list[AwardProblem]:
    """One run's part of a hi-lo pot (or the pot run once): at most one diagnosis."""
    whole = _merged(awards)
    got = _seat_totals(pushes)
    if not got:
        return [replace(grader.pot(whole, {})[0], fix=_fix(awards, f))]
    first = grader.pot(whole, got)[:1]
    if first and first[0].code == "ineligible_winner":
        return first
    by_half: dict[str | None, dict[str, int]] = {}
    for p in pushes:
        if p.chips:
            half = by_half.setdefault(p.half, {})
            half[p.seat] = half.get(p.seat, 0) + p.chips
    halves = {a.half: a for a in awards}
    if "low" not in halves and "both" not in halves:  # nobody in this pot qualifies for low
        return _no_low(grader, halves["high"], by_half, got, names, f, rules)
    if "both" in halves:
        return _tied_both(grader, halves["both"], got, names, f, rules)
    if None in by_half:
        return _whole_split(drill, awards, got, names, f, rules)
    return _halves_split(drill, awards, by_half, names, f, rules)


def _fix(awards: Sequence[Award], f: Money) -> str:
    return _("Push {pot}: {shares}.").format(pot=in_sentence(awards[0]), shares=_half_shares(awards, f))


def _no_low(
    grader: Grader,
    award: Award,
    by_half: Mapping[str | None, Mapping[str, int]],
    got: Mapping[str, int],
    names: Mapping[str, str],
    f: Money,
    rules: HouseRules,
) -> list[AwardProblem]:
    """A part that goes wholly to high: a low half pushed, or chips to a seat that is not the
    high winner while the high winner got some, is ``low_not_qualified``."""
    low_pushed = sum(by_half.get("low", {}).values())
    if not low_pushed and dict(got) == _totals([award]):
        return []
    others = [s for s in got if s not in award.winners]
    if low_pushed or (others and any(s in got for s in award.winners)):
        low_seats = list(by_half.get("low", {})) or others
        return _problem(
            "low_not_qualified",
            award,
            "low",
            _(
                "{pot} has no low half: no player in it holds an 8-or-better low (five different ranks, "
                "none above an eight), so the whole {amount} goes to the high hand, {shares}. Pushed as "
                "a low: {low}."
            ).format(
                pot=in_sentence(award),
                amount=f(award_amount(award)),
                shares=shares_text(award.to, f),
                low=join_names(low_seats),
            ),
            {"expected": dict(award.to), "actual": dict(got)},
            _("Take the chips back and push {pot} to the high hand: {shares}.").format(
                pot=in_sentence(award), shares=shares_text(award.to, f)
            ),
            rule("low_qualifier"),
        )
    plain = replace(award, half=None)
    return [replace(p, half=None) for p in grader.pot(plain, got)[:1]]


def _tied_both(
    grader: Grader,
    award: Award,
    got: Mapping[str, int],
    names: Mapping[str, str],
    f: Money,
    rules: HouseRules,
) -> list[AwardProblem]:
    """The same seats tie both halves: the pot is split among them as one pot; right seats with
    other shares is ``hilo_split_wrong``."""
    if dict(got) == _totals([award]):
        return []
    plain = replace(award, half=None)
    if not set(got) <= set(award.winners) or sum(got.values()) != award_amount(award):
        return grader.pot(plain, got)[:1]
    return _problem(
        "hilo_split_wrong",
        award,
        "both",
        _(
            "{seats} tie for the high and for the low half of {pot}: the pot is not halved but split "
            "among them as one pot, {shares}. Pushed: {pushed}."
        ).format(
            seats=join_names(list(award.winners)),
            pot=in_sentence(award),
            shares=shares_text(award.to, f),
            pushed=shares_text(got, f),
        ),
        {"expected": dict(award.to), "actual": dict(got)},
        _("Push {shares}.").format(shares=shares_text(award.to, f)),
        rule("hilo_split"),
    )


def _halving(awards: Sequence[Award]) -> tuple[int, int]:
    """(high half, low half) of a part split in two."""
    high = next(a for a in awards if a.half == "high")
    low = next(a for a in awards if a.half == "low")
    return award_amount(high), award_amount(low)


def _odd_chip_to_low(awards: Sequence[Award], f: Money, got: object) -> list[AwardProblem]:
    high, low = _halving(awards)
    return _problem(
        "odd_chip_to_low",
        awards[0],
        None,
        _(
            "{pot} ({amount}) does not halve evenly: the odd chip goes to the high half ({high}), "
            "not to the low half ({low})."
        ).format(pot=in_sentence(awards[0]), amount=f(high + low), high=f(high), low=f(low)),
        {"expected": {"high": high, "low": low}, "actual": got},
        _("Push {shares}.").format(shares=_half_shares(awards, f)),
        rule("hilo_odd_chip"),
    )


def _split_wrong(awards: Sequence[Award], f: Money, pushed: str, got: object) -> list[AwardProblem]:
    high, low = _halving(awards)
    return _problem(
        "hilo_split_wrong",
        awards[0],
        None,
        _(
            "{pot} ({amount}) is halved: {high} to the best high hand and {low} to the best 8-or-better "
            "low. Pushed: {pushed}."
        ).format(pot=in_sentence(awards[0]), amount=f(high + low), high=f(high), low=f(low), pushed=pushed),
        {"expected": {"high": high, "low": low}, "actual": got},
        _("Push {shares}.").format(shares=_half_shares(awards, f)),
        rule("hilo_split"),
    )


def _halves_split(
    drill: Drill,
    awards: Sequence[Award],
    by_half: Mapping[str | None, Mapping[str, int]],
    names: Mapping[str, str],
    f: Money,
    rules: HouseRules,
) -> list[AwardProblem]:
    """Pushes naming their half, of a part split in two."""
    high, low = _halving(awards)
    got_high, got_low = (sum(by_half.get(h, {}).values()) for h in HALVES)
    if (got_high, got_low) != (high, low):
        odd = high - low
        got = {"high": got_high, "low": got_low}
        if odd and (got_high, got_low) == (high - odd, low + odd):
            return _odd_chip_to_low(awards, f, got)
        pushed = _("{high} as the high half, {low} as the low half").format(high=f(got_high), low=f(got_low))
        return _split_wrong(awards, f, pushed, got)
    for award in awards:
        mine = dict(by_half.get(award.half, {}))
        if mine != _totals([award]):
            return _half_wrong(drill, award, mine, names if award.half == "high" else {}, f, rules)
    return []


def _half_wrong(
    drill: Drill,
    award: Award,
    got: Mapping[str, int],
    names: Mapping[str, str],
    f: Money,
    rules: HouseRules,
) -> list[AwardProblem]:
    """One half of the right size pushed wrongly: ``wrong_winner`` (named for the half), or a
    tied half divided wrongly (``quartered_wrong``)."""
    if not set(got) <= set(award.winners):
        hand = lambda s: f"{s} ({names[s]})" if s in names else s  # noqa: E731
        beaten = [s for s in got if s not in award.winners]
        return _problem(
            "wrong_winner",
            award,
            award.half,
            ngettext(
                "{half} was pushed to {beaten}, but {best} wins it.",
                "{half} was pushed to {beaten}, but {best} split it.",
                len(award.winners),
            ).format(
                half=half_title(award, award.half),
                beaten=join_names([hand(s) for s in beaten]),
                best=join_names([hand(s) for s in award.winners]),
            ),
            {"winners": list(award.winners), "pushed_to": beaten},
            _("Take {half} back and push {shares}.").format(
                half=half_title(award, award.half), shares=shares_text(award.to, f)
            ),
            rule("hilo_split") if award.half == "low" else rule("showdown"),
        )
    return _quartered(drill, award, got, f, rules)


def _quartered(
    drill: Drill, award: Award, got: Mapping[str, int], f: Money, rules: HouseRules
) -> list[AwardProblem]:
    """A tied half (a quarter each for two) divided wrongly: ``quartered_wrong``."""
    amount = award_amount(award)
    unit = split_unit(award_unit(drill, rules), amount)
    share = amount // unit // len(award.winners) * unit
    if award.odd_chips:
        odd = _(" and the odd chip of {unit} to {seat} ({why})").format(
            unit=f(unit), seat=join_names(list(award.odd_chips)), why=_odd_reason(drill, award)
        )
    else:
        odd = ""
    return _problem(
        "quartered_wrong",
        award,
        award.half,
        _(
            "{half} ({amount}) is quartered: {seats} tie for it and share it, {share} each in units of "
            "{unit}{odd}. Pushed: {pushed}."
        ).format(
            half=half_title(award, award.half),
            amount=f(amount),
            seats=join_names(list(award.winners)),
            share=f(share),
            unit=f(unit),
            odd=odd,
            pushed=shares_text(got, f),
        ),
        {"expected": dict(award.to), "actual": dict(got)},
        _("Push {half}: {shares}.").format(
            half=half_title(award, award.half), shares=shares_text(award.to, f)
        ),
        rule("quartering"),
    )


def stud_odd_low(drill: Drill, award: Award) -> bool | None:
    """How ``award``'s odd chips are placed in ``drill``: ``True`` by the lowest card by suit
    (razz, stud hi-lo's low half), ``False`` by the highest card by suit (a stud high), ``None``
    from the button (a board game, or stud rankings given without cards). Rule: formats.md §1
    Splitting rules, docs/rules.md#hi-lo-and-stud."""
    scenario = drill.scenario()
    variant = scenario.variant
    if variant is None or not variant.stud or not (scenario.showdowns and scenario.showdowns[0].cards):
        return None
    return award.half == "low" or (variant == Variant.RAZZ and award.half is None)


def _odd_reason(drill: Drill, award: Award) -> str:
    low = stud_odd_low(drill, award)
    if low is None:
        return _("the first tied player left of the button")
    return _("the lowest card by suit") if low else _("the highest card by suit")


def _whole_split(
    drill: Drill,
    awards: Sequence[Award],
    got: Mapping[str, int],
    names: Mapping[str, str],
    f: Money,
    rules: HouseRules,
) -> list[AwardProblem]:
    """Pushes of each seat's whole share (no halves named) of a part split in two."""
    want = _totals(awards)
    if dict(got) == want:
        return []
    winners = {s for a in awards for s in a.winners}
    if not set(got) <= winners:
        return _wins_neither(awards, [s for s in got if s not in winners], names, f)
    diff = {s: got.get(s, 0) - want.get(s, 0) for s in winners}
    changed = {s for s, d in diff.items() if d}
    high_part, low_part = _halving(awards)
    odd = high_part - low_part
    high = next(a for a in awards if a.half == "high")
    low = next(a for a in awards if a.half == "low")
    if (
        odd
        and sum(diff.values()) == 0
        and sorted(diff[s] for s in changed) == [-odd, odd]
        and all((diff[s] < 0) == (s in high.winners and s not in low.winners) for s in changed)
    ):
        return _odd_chip_to_low(awards, f, dict(got))
    if sum(diff.values()) == 0:
        for a in (high, low):
            if len(a.winners) > 1 and changed <= set(a.winners) - set(_other(awards, a).winners):
                part = {s: a.to[s] + diff[s] for s in a.winners}
                return _quartered(drill, a, {s: c for s, c in part.items() if c}, f, rules)
    return _split_wrong(awards, f, shares_text(got, f), dict(got))


def _wins_neither(
    awards: Sequence[Award], beaten: Sequence[str], names: Mapping[str, str], f: Money
) -> list[AwardProblem]:
    """A pot pushed whole (no halves named) with chips to seats that win neither half:
    ``wrong_winner``, naming who wins each half."""
    high = next(a for a in awards if a.half == "high")
    low = next(a for a in awards if a.half == "low")
    hand = lambda s: f"{s} ({names[s]})" if s in names else s  # noqa: E731
    return _problem(
        "wrong_winner",
        high,
        None,
        _(
            "{pot} was pushed to {beaten}, who wins neither half: the high half goes to {high}, the low "
            "half to {low}."
        ).format(
            pot=in_sentence(high),
            beaten=join_names(list(beaten)),
            high=join_names([hand(s) for s in high.winners]),
            low=join_names(list(low.winners)),
        ),
        {"winners": [*high.winners, *low.winners], "pushed_to": list(beaten)},
        _("Take {pot} back and push {shares}.").format(pot=in_sentence(high), shares=_half_shares(awards, f)),
        rule("hilo_split"),
    )


def _other(awards: Sequence[Award], award: Award) -> Award:
    return next(a for a in awards if a is not award)
