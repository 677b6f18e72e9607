"""Checking how a trainee pushed the pots at showdown (table-ux.md mistakes 13-17)."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, replace

from dealer_trainer.drills.award_types import (
    AwardProblem,
    AwardPush,
    award_amount,
    award_unit,
    in_sentence,
    shares_text,
)
from dealer_trainer.drills.hilo_checking import hilo_problems, stud_odd_low
from dealer_trainer.drills.models import Drill
from dealer_trainer.engine import Award, Game, Pot, Settlement, best_hand, parse_cards
from dealer_trainer.engine.award import split_unit
from dealer_trainer.engine.cards import RANKS
from dealer_trainer.engine.rule_sources import rule
from dealer_trainer.engine.rules import DEFAULT_RULES, AwardOrder, HouseRules, OddChipUnit
from dealer_trainer.engine.showdown import HandValue
from dealer_trainer.i18n import N_, _, ngettext
from dealer_trainer.wording.explain import join_names
from dealer_trainer.wording.hand_names import describe_hand, rank_word

#: Every award mistake code (table-ux.md 13-17 and a pot not pushed).
AWARD_CODES = (
    "ineligible_winner",
    "wrong_winner",
    "wrong_split",
    "odd_chip_wrong_seat",
    "out_of_order",
    "uncontested_pot_waiting",
    "pot_not_awarded",
    "run_split_wrong",
    "hilo_split_wrong",
    "low_not_qualified",
    "quartered_wrong",
    "odd_chip_to_low",
    "hand_call_wrong",  # a live hand called wrongly at showdown (drills/hand_calls.py)
)


@dataclass(frozen=True)
class AwardCheck:
    """Problems found, and the engine's awards (in dealer order) they were checked against."""

    problems: tuple[AwardProblem, ...]
    awards: tuple[Award, ...]

    @property
    def correct(self) -> bool:
        """True when every pot went, in order, to exactly the right seats."""
        return not self.problems

    def messages(self) -> list[str]:
        """Each problem's sentence."""
        return [p.message for p in self.problems]

    def pot_verdicts(self) -> dict[int, bool]:
        """Pot index -> True when that pot went, in order, to exactly the right seats."""
        bad = {p.pot for p in self.problems}
        return {a.pot.index: a.pot.index not in bad for a in self.awards}

    def pot_problems(self, pot: int) -> list[AwardProblem]:
        """The problems of pot ``pot`` (0 = main pot)."""
        return [p for p in self.problems if p.pot == pot]


def award_settlement(drill: Drill, rules: HouseRules = DEFAULT_RULES) -> Settlement:
    """The engine's award of ``drill`` under ``rules`` (award order and odd-chip unit).

    Raises:
        PotError: as :meth:`Drill.settlement`.
    """
    unit = award_unit(drill, rules)
    if rules == DEFAULT_RULES or (unit == drill.unit and rules.award_order == DEFAULT_RULES.award_order):
        return drill.settlement()
    hand = drill.hand if unit == drill.unit else replace(drill.hand, unit=unit)
    return replace(drill.scenario(), hand=hand).settle(rules)  # the room's rake and runs kept


def next_award(
    drill: Drill, given: Mapping[int, Mapping[str, int]], rules: HouseRules = DEFAULT_RULES
) -> Award | None:
    """The first pot in dealer order whose chips have not all been pushed (None when done); of a
    pot run more than once or halved (hi-lo), the first part not yet pushed in full.

    ``given`` maps pot index -> seat -> chips pushed so far.
    """
    settlement = award_settlement(drill, rules)
    left = awarded(settlement)
    due: dict[int, int] = {}
    for award in settlement.awards:
        index = award.pot.index
        due[index] = due.get(index, 0) + award_amount(award)
        pushed = sum(given.get(index, {}).values())
        if pushed < due[index] or (pushed < left[index] and due[index] == left[index]):
            return award
    return None


def hand_names(drill: Drill, board_text: str | None = None) -> dict[str, str]:
    """Each live seat's hand in a dealer's words (``"pair of queens"``) on the drill's board (or
    on ``board_text``: one run's board when the board was run more than once); {} without cards.
    A stud or stud hi-lo seat's name is its best five of seven for high; a razz seat's its
    ace-to-five low (docs/rules.md#hi-lo-and-stud)."""
    if drill.variant == "razz" and drill.shown:
        from dealer_trainer.drills.hand_calls import cards_of, read_hands
        from dealer_trainer.wording.hand_names import call_text

        live = {s.name: cards_of(s.hole) for s in drill.seats if not s.folded}
        return {seat: call_text(h["low"].call, 2) for seat, h in read_hands(live, (), "razz").items()}
    if drill.variant in ("stud", "stud-hilo") and drill.shown:
        return {
            s.name: describe_hand(v.class_name, v.cards)
            for s in drill.seats
            if not s.folded
            for cards in [parse_cards(s.hole)]
            for v in [best_hand(s.name, cards[:2], cards[2:], Game.HOLDEM)]
        }
    if not (board_text or drill.board):
        return {}
    board = parse_cards(board_text or drill.board)
    names: dict[str, str] = {}
    for seat in drill.seats:
        if seat.folded or not seat.hole:
            continue
        value = best_hand(seat.name, parse_cards(seat.hole), board, drill.game)
        names[seat.name] = describe_hand(value.class_name, value.cards)
    return names


def low_names(drill: Drill, board_text: str | None = None) -> dict[str, str]:
    """Each live seat's low in a dealer's words (``"seven-six low"``, ``"no low"``) in a hi-lo
    game, on the drill's board or on ``board_text`` (one run's board); {} in a game without a
    low half or without cards (docs/rules.md#hi-lo-and-stud)."""
    from dealer_trainer.drills.hand_calls import HALVES, cards_of, read_hands
    from dealer_trainer.wording.hand_names import call_text

    live = [s for s in drill.seats if not s.folded and s.hole]
    stud = drill.variant.startswith("stud")
    if not drill.hilo or "low" not in HALVES.get(drill.variant, ()) or not live:
        return {}
    if not stud and not (board_text or drill.board):
        return {}
    board = () if stud else cards_of(board_text or drill.board)
    hands = read_hands({s.name: cards_of(s.hole) for s in live}, board, drill.variant)
    return {seat: call_text(halves["low"].call, 2) for seat, halves in hands.items() if "low" in halves}


def check_award(drill: Drill, pushes: Sequence[AwardPush], rules: HouseRules = DEFAULT_RULES) -> AwardCheck:
    """Compare the trainee's pushes (in the order made) with the engine's award.

    ``rules`` sets the expected award order and the odd-chip unit (docs/rules.md#house-rules).
    Each pot is what stays after the rake and the jackpot drop; a pot run more than once is
    graded by :func:`run_problems` (docs/rules.md#running-it-twice), a hi-lo pot by
    :func:`~dealer_trainer.drills.hilo_checking.hilo_problems` (docs/rules.md#hi-lo-and-stud).

    Rules: award order and eligibility TDA 2024 Rule 16 / WSOP-C 153; splits and odd chips
    TDA Rule 20 (first tied seat left of the button).

    Raises:
        PotError: when the drill has no showdown (no hole cards and board) and some pot
            needs one.
    """
    settlement: Settlement = award_settlement(drill, rules)
    if settlement.payouts is None:
        from dealer_trainer.engine import PotError

        raise PotError("missing_cards", "hole", seat="(all)")
    f = drill.stakes.format
    names = hand_names(drill)
    groups: dict[int, list[Award]] = {}
    for a in settlement.awards:
        groups.setdefault(a.pot.index, []).append(a)
    by_pot: dict[int, Award] = {index: awards[0] for index, awards in groups.items()}
    order = list(groups)
    left = awarded(settlement)
    given: dict[int, dict[str, int]] = {}
    problems: list[AwardProblem] = []
    flagged_order: set[int] = set()
    for push in pushes:
        if push.pot not in by_pot:
            continue
        expected_before = order[: order.index(push.pot)]
        pending = [i for i in expected_before if sum(given.get(i, {}).values()) < left[i]]
        if pending and not flagged_order:  # one order mistake, however many pots it moved
            flagged_order.add(push.pot)
            first = by_pot[pending[0]].pot
            this = by_pot[push.pot].pot
            uncontested = len(first.eligible) == 1
            code = "uncontested_pot_waiting" if uncontested else "out_of_order"
            if uncontested:
                why = _(
                    "{pushed} was pushed before {pending}: {pending} has only {seat} left in it and is "
                    "pushed "
                    "at once, without a showdown."
                )
            elif rules.award_order == AwardOrder.SIDE_POTS_FIRST:
                why = _(
                    "{pushed} was pushed before {pending}: the last side pot is pushed first and the main "
                    "pot "
                    "last."
                )
            else:
                why = _(
                    "{pushed} was pushed before {pending}: this house pushes the main pot first, then each "
                    "side pot in turn."
                )
            if uncontested:
                source = rule("uncontested")
            elif rules.award_order == AwardOrder.SIDE_POTS_FIRST:
                source = rule("award_order")
            else:
                source = rule("award_order_main_first")
            sequence = ", ".join(in_sentence(by_pot[i].pot) for i in order)
            problems.append(
                AwardProblem(
                    code,
                    push.pot,
                    why.format(pushed=in_sentence(this), pending=in_sentence(first), seat=first.eligible[0]),
                    {"pushed": push.pot, "pending": first.index},
                    _("Undo the pushes and push the pots in this order: {sequence}.").format(
                        sequence=sequence
                    )
                    if len(order) > 2
                    else _("Undo, push {pending} first, then {pushed}.").format(
                        pending=in_sentence(first), pushed=in_sentence(this)
                    ),
                    source,
                )
            )
        pot_given = given.setdefault(push.pot, {})
        pot_given[push.seat] = pot_given.get(push.seat, 0) + push.chips
    for index in order:
        if any(a.half is not None for a in groups[index]):  # a hi-lo pot: its halves
            pushed = [p for p in pushes if p.pot == index]
            grader = _Grader(drill, names, f, rules)
            problems.extend(hilo_problems(drill, groups[index], pushed, grader, f, rules, names))
        elif len(groups[index]) > 1:  # the board was run more than once
            pushed = [p for p in pushes if p.pot == index]
            problems.extend(run_problems(drill, groups[index], pushed, names, f, rules))
        else:
            problems.extend(_pot_problems(drill, by_pot[index], given.get(index, {}), names, f, rules))
    return AwardCheck(tuple(problems), settlement.awards)


def awarded(settlement: Settlement) -> dict[int, int]:
    """Pot index -> the chips pushed from it: what stays after the rake and the jackpot drop."""
    drops = settlement.drops
    return {
        pot.index: pot.amount - (drops[pot.index].rake + drops[pot.index].jackpot if drops else 0)
        for pot in settlement.pots
    }


_NTH = (
    N_("the first card decides"),
    N_("the second card decides"),
    N_("the third card decides"),
    N_("the fourth card decides"),
    N_("the fifth card decides"),
)
_KICKED = {"Pair", "Two Pair", "Three of a Kind", "Four of a Kind"}


def _ranks_by_weight(cards: tuple[str, ...]) -> list[str]:
    """The five ranks in the order they decide a tie: by count, then by rank (pairs first)."""
    counts: dict[str, int] = {}
    for card in cards:
        counts[card[0]] = counts.get(card[0], 0) + 1
    return sorted((c[0] for c in cards), key=lambda r: (counts[r], RANKS.index(r)), reverse=True)


def what_decides(drill: Drill, winner: str, loser: str) -> str:
    """Why ``winner``'s hand beats ``loser``'s: the hand class, or the kicker or fifth card that
    decides between two hands of one class, or that the board plays. ``""`` without cards."""
    if not drill.board:
        return ""
    board = parse_cards(drill.board)
    win: HandValue = best_hand(winner, parse_cards(drill.seat(winner).hole), board, drill.game)
    lose: HandValue = best_hand(loser, parse_cards(drill.seat(loser).hole), board, drill.game)
    win_name = describe_hand(win.class_name, win.cards)
    lose_name = describe_hand(lose.class_name, lose.cards)
    beats = _("{winner}'s {win} beats {loser}'s {lose}").format(
        winner=winner, win=win_name, loser=loser, lose=lose_name
    )
    if win.class_name != lose.class_name or win_name != lose_name:
        return beats
    if sorted(lose.cards) == sorted(board) and drill.game.value == "holdem":
        return _("{loser} plays the board ({lose}) and {winner}'s own card makes a better five").format(
            loser=loser, lose=lose_name, winner=winner
        )
    a, b = _ranks_by_weight(win.cards), _ranks_by_weight(lose.cards)
    for position, (x, y) in enumerate(zip(a, b, strict=True)):
        if x != y:
            what = _("the kicker decides") if win.class_name in _KICKED else _(_NTH[position])
            return _("both have {hand}; {what}: {winner}'s {rank} beats {loser}'s {other}").format(
                hand=win_name, what=what, winner=winner, rank=rank_word(x), loser=loser, other=rank_word(y)
            )
    return beats


def _pot_problems(
    drill: Drill,
    award: Award,
    got: Mapping[str, int],
    names: Mapping[str, str],
    f: Callable[[int], str],
    rules: HouseRules,
) -> list[AwardProblem]:
    """The mistakes in pushing ``award``'s pot: ``got`` seat -> chips pushed to it, ``names``
    each seat's hand in words, ``f`` formats chips. One ``pot_not_awarded``; else each
    ``ineligible_winner`` and a ``wrong_winner``; else the split (``odd_chip_wrong_seat`` or
    ``wrong_split``)."""
    pot: Pot = award.pot
    want = dict(award.to)
    got = {s: c for s, c in got.items() if c}
    if got == want:
        return []
    if not got:
        amount = award_amount(award)
        return [
            AwardProblem(
                "pot_not_awarded",
                pot.index,
                _("{pot} ({amount}) has not been pushed yet.").format(
                    pot=in_sentence(award), amount=f(amount)
                ),
                {},
                _("Push {pot}: {shares}.").format(pot=in_sentence(award), shares=shares_text(want, f)),
                rule("award_order"),
                award.run,
            )
        ]
    out = _ineligible_winners(drill, award, got, want, f)
    wrong = _wrong_winner(drill, award, got, want, names, f)
    if wrong is not None:
        out.append(wrong)
    return out or [_split_problem(drill, award, got, want, names, f, rules)]


def _ineligible_winners(
    drill: Drill, award: Award, got: Mapping[str, int], want: Mapping[str, int], f: Callable[[int], str]
) -> list[AwardProblem]:
    """One ``ineligible_winner`` per seat pushed chips of a pot it cannot win."""
    pot = award.pot
    out: list[AwardProblem] = []
    owed = {s: c - got.get(s, 0) for s, c in want.items() if c - got.get(s, 0) > 0}
    owed_text = (
        " "
        + join_names(
            [_("{seat} is still owed {amount}").format(seat=s, amount=f(c)) for s, c in owed.items()]
        )
        + "."
        if owed
        else ""
    )
    for seat, chips in got.items():
        if seat not in pot.eligible:
            total = drill.seat(seat).committed
            values = {
                "seat": seat,
                "pot": in_sentence(award),
                "total": f(total),
                "lower": f(pot.lower),
                "seats": join_names(pot.eligible),
            }
            text = (
                _("{seat} cannot win {pot}: {seat} folded. Only {seats} can win it.")
                if drill.seat(seat).folded
                else _(
                    "{seat} cannot win {pot}: {seat} is all-in for {total} and put nothing in above {lower}. "
                    "Only {seats} can win it."
                )
            )
            out.append(
                AwardProblem(
                    "ineligible_winner",
                    pot.index,
                    text.format(**values) + owed_text,
                    {"seat": seat, "chips": chips, "owed": owed},
                    _("Move {amount} from {seat} to {winners}.").format(
                        amount=f(chips), seat=seat, winners=join_names(list(owed) or list(award.winners))
                    ),
                    rule("eligibility"),
                    award.run,
                )
            )
    return out


def _wrong_winner(
    drill: Drill,
    award: Award,
    got: Mapping[str, int],
    want: Mapping[str, int],
    names: Mapping[str, str],
    f: Callable[[int], str],
) -> AwardProblem | None:
    """``wrong_winner`` when chips went to a seat that can win the pot but whose hand loses it."""
    pot = award.pot
    winners = list(award.winners)
    wrong = [s for s in got if s in pot.eligible and s not in winners]
    if not wrong:
        return None
    hand = lambda s: f"{s} ({names[s]})" if s in names else s  # noqa: E731
    beaten = join_names([hand(s) for s in wrong])
    best = join_names([hand(s) for s in winners])
    same = names.get(winners[0]) is not None and names.get(winners[0]) == names.get(wrong[0])
    why = what_decides(drill, winners[0], wrong[0]) if same else ""
    values = {"pot": in_sentence(award), "beaten": beaten, "best": best, "why": why}
    if why:
        text = ngettext(
            "{pot} was pushed to {beaten}, but {best} wins it: {why}.",
            "{pot} was pushed to {beaten}, but {best} split it: {why}.",
            len(winners),
        )
    else:
        text = ngettext(
            "{pot} was pushed to {beaten}, but {best} wins it.",
            "{pot} was pushed to {beaten}, but {best} split it.",
            len(winners),
        )
    return AwardProblem(
        "wrong_winner",
        pot.index,
        text.format(**values),
        {"winners": winners, "pushed_to": wrong},
        _("Take {pot} back and push {shares}.").format(pot=in_sentence(award), shares=shares_text(want, f)),
        rule("showdown"),
        award.run,
    )


def _stud_by(low: bool) -> str:
    """What places a stud split's odd chips: the lowest card by suit (``low``) or the highest."""
    return _("the lowest card by suit, the ace low") if low else _("the highest card by suit")


def _stud_odd_text(low: bool, count: int) -> str:
    """The ``odd_chip_wrong_seat`` sentence of a stud game (fields ``pot``, ``split``, ``seats``)."""
    return ngettext(
        "{pot} splits {split}: the odd chip goes to {seats}, who holds {by}, one per player at most.",
        "{pot} splits {split}: the odd chips go one each to {seats}, in order of {by}, one per player "
        "at most.",
        count,
    ).replace("{by}", _stud_by(low))


def _split_problem(
    drill: Drill,
    award: Award,
    got: Mapping[str, int],
    want: Mapping[str, int],
    names: Mapping[str, str],
    f: Callable[[int], str],
    rules: HouseRules,
) -> AwardProblem:
    """The right winners, shared wrongly: ``odd_chip_wrong_seat`` or ``wrong_split``."""
    pot = award.pot
    winners = list(award.winners)
    unit = award_unit(drill, rules)
    odd_rule = rule(
        "odd_chip_blind_unit" if rules.odd_chip_unit == OddChipUnit.SMALLEST_BLIND_CHIP else "odd_chip"
    )
    fix_split = _("Push {shares}.").format(shares=shares_text(want, f))
    odd = list(award.odd_chips)
    split = ", ".join(f"{s} {f(c)}" for s, c in want.items())
    same_shares = sorted(got.values()) == sorted(want.values()) and set(got) == set(want)
    stud_low = stud_odd_low(drill, award)
    if stud_low is not None:
        odd_rule = rule("odd_chip_stud")
    if odd and same_shares and stud_low is not None:
        return AwardProblem(
            "odd_chip_wrong_seat",
            pot.index,
            _stud_odd_text(stud_low, len(odd)).format(
                pot=in_sentence(award), split=split, seats=join_names(odd)
            ),
            {"expected": want, "actual": got},
            fix_split,
            odd_rule,
            award.run,
        )
    if odd and same_shares:
        button = drill.button
        return AwardProblem(
            "odd_chip_wrong_seat",
            pot.index,
            ngettext(
                "{pot} splits {split}: the odd chip goes to {seats}, the first tied player left of "
                "the "
                "button ({button}), one per player at most.",
                "{pot} splits {split}: the odd chips go one each to {seats}, the first tied players "
                "left of the button ({button}), one per player at most.",
                len(odd),
            ).format(pot=in_sentence(award), split=split, seats=join_names(odd), button=button),
            {"expected": want, "actual": got},
            fix_split,
            odd_rule,
            award.run,
        )
    if len(winners) > 1:
        unit = split_unit(unit, award_amount(award))
        units, odd_units = divmod(award_amount(award) // unit, len(winners))
        share = units * unit
        values = {
            "tie": join_names([f"{s} ({names[s]})" if s in names else s for s in winners]),
            "unit": f(unit),
            "amount": f(award_amount(award)),
            "share": f(share),
            "count": odd_units,
            "seats": join_names(odd),
            "button": drill.button,
        }
        if odd_units and stud_low is not None:
            by = _stud_by(stud_low)
            why = ngettext(
                "{tie} tie. In units of {unit}, {amount} gives {share} each and one odd chip of {unit} "
                "to {seats}, who holds {by}",
                "{tie} tie. In units of {unit}, {amount} gives {share} each and {count} odd chips of "
                "{unit}, one each to {seats} in order of {by}; no player gets more than one",
                odd_units,
            ).replace("{by}", by)
        elif odd_units == 1:
            why = _(
                "{tie} tie. In units of {unit}, {amount} gives {share} each and one odd chip of "
                "{unit} "
                "to {seats}, the first tied player left of the button ({button})"
            )
        elif odd_units:
            why = _(
                "{tie} tie. In units of {unit}, {amount} gives {share} each and {count} odd chips of "
                "{unit}, one each to {seats}, the first tied players left of the button ({button}); "
                "no "
                "player gets more than one"
            )
        else:
            why = _("{tie} tie. In units of {unit}, {amount} gives {share} each")
        why = why.format(**values)
    else:
        why = _("{seat} wins it all, no split").format(seat=winners[0])
    return AwardProblem(
        "wrong_split",
        pot.index,
        _("{pot} ({amount}) goes {shares}: {why}. Pushed: {pushed}.").format(
            pot=in_sentence(award),
            amount=f(award_amount(award)),
            shares=shares_text(want, f),
            why=why,
            pushed=", ".join(f"{s} {f(c)}" for s, c in got.items()),
        ),
        {"expected": want, "actual": got},
        fix_split,
        odd_rule,
        award.run,
    )


def _by_run(parts: Mapping[int | None, int], f: Callable[[int], str]) -> str:
    """``"57 for run 1, 56 for run 2"``."""
    return ", ".join(_("{amount} for run {run}").format(amount=f(c), run=r) for r, c in parts.items())


def _odd_chip_of_a_run(
    drill: Drill,
    awards: Sequence[Award],
    got: Mapping[str, int],
    whole: Mapping[str, int],
    names: Mapping[str, str],
    f: Callable[[int], str],
    rules: HouseRules,
) -> AwardProblem | None:
    """A pot pushed whole whose only mistake is the odd chip of one tied run on the wrong seat:
    that run's ``odd_chip_wrong_seat`` (its fix the whole pot's push), else None."""
    diff = {s: got.get(s, 0) - whole.get(s, 0) for s in {*got, *whole}}
    for a in awards:
        if not a.odd_chips or any(c and s not in a.winners for s, c in diff.items()):
            continue
        part = {s: a.to.get(s, 0) + diff.get(s, 0) for s in a.winners}
        if min(part.values()) < 0:
            continue
        problem = _split_problem(drill, a, {s: c for s, c in part.items() if c}, a.to, names, f, rules)
        if problem.code == "odd_chip_wrong_seat":
            return replace(
                problem, fix=_("Push {shares}.").format(shares=shares_text(dict(whole), f)), run=None
            )
    return None


def run_problems(
    drill: Drill,
    awards: Sequence[Award],
    pushes: Sequence[AwardPush],
    names: Mapping[str, str],
    f: Callable[[int], str],
    rules: HouseRules,
) -> list[AwardProblem]:
    """The mistakes in pushing one pot run more than once (``awards``: its part of each run, in
    run order; ``pushes``: the trainee's pushes of that pot, each naming its run, or none of them).

    Parts of the wrong size (the pot divided wrongly between the runs, an odd chip to a later
    run) are one ``run_split_wrong``; else each run's part is graded like a pot. Pushes without
    runs are graded on what each seat gets from the whole pot (a seat that wins every run may take
    it in one push). Rule: docs/rules.md#running-it-twice (WSOP Live Action Rules 208-217).
    """
    pot = awards[0].pot
    want_parts = {a.run: award_amount(a) for a in awards}
    given: dict[int | None, dict[str, int]] = {}
    for push in pushes:
        run = given.setdefault(push.run, {})
        run[push.seat] = run.get(push.seat, 0) + push.chips
    got_parts = {run: sum(given.get(run, {}).values()) for run in want_parts}
    whole: dict[str, int] = {}
    for a in awards:
        for seat, chips in a.to.items():
            whole[seat] = whole.get(seat, 0) + chips
    winners = tuple(dict.fromkeys(s for a in awards for s in a.winners))
    if None in given:  # pushed whole, without runs
        got = {s: c for s, c in given[None].items() if c}
        if got == whole:
            return []
        fits = bool(got) and set(got) <= set(winners) and sum(got.values()) == sum(whole.values())
        if not fits:
            return _pot_problems(drill, Award(pot, whole, winners, (), True), given[None], names, f, rules)
        odd_chip = _odd_chip_of_a_run(drill, awards, got, whole, names, f, rules)
        if odd_chip is not None:
            return [odd_chip]
        pushed = shares_text(got, f)
    elif got_parts != want_parts and sum(got_parts.values()) == sum(want_parts.values()):
        pushed = _by_run(got_parts, f)
    else:
        out: list[AwardProblem] = []
        for a in awards:
            out += _pot_problems(drill, a, given.get(a.run, {}), names, f, rules)
        return out
    parts = list(want_parts.values())
    odd = [run for run, c in want_parts.items() if c > parts[-1]]
    if odd:
        why = ngettext(
            "the odd chip goes to run {runs}, the earliest run",
            "the odd chips go one each to the earliest runs, {runs}",
            len(odd),
        ).format(runs=join_names([str(r) for r in odd]))
    else:
        why = _("the runs' parts are equal")
    shares = ", ".join(
        _("{amount} to {seat} (run {run})").format(amount=f(c), seat=s, run=a.run)
        for a in awards
        for s, c in a.to.items()
    )
    return [
        AwardProblem(
            "run_split_wrong",
            pot.index,
            _(
                "{pot} holds {amount} to push, divided between the runs as {parts}: {why}. Pushed: {pushed}."
            ).format(
                pot=in_sentence(pot),
                amount=f(sum(parts)),
                parts=_by_run(want_parts, f),
                why=why,
                pushed=pushed,
            ),
            {"expected": dict(want_parts), "actual": dict(got_parts)},
            _("Push {shares}.").format(shares=shares),
            rule("runs"),
        )
    ]


@dataclass(frozen=True)
class _Grader:
    """The plain pot and run checks of one drill, for the hi-lo checker (:class:`Grader`)."""

    drill: Drill
    names: Mapping[str, str]
    f: Callable[[int], str]
    rules: HouseRules

    def pot(self, award: Award, got: Mapping[str, int]) -> list[AwardProblem]:
        """:func:`_pot_problems` of ``award``."""
        return _pot_problems(self.drill, award, got, self.names, self.f, self.rules)

    def runs(self, awards: Sequence[Award], pushes: Sequence[AwardPush]) -> list[AwardProblem]:
        """:func:`run_problems` of one pot's ``awards``."""
        return run_problems(self.drill, awards, pushes, self.names, self.f, self.rules)
