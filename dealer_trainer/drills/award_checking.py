"""Checking how a trainee pushed the pots at showdown (table-ux.md mistakes 13-17)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from dealer_trainer.drills.checking import pot_pile, the
from dealer_trainer.drills.models import Drill
from dealer_trainer.drills.rule_sources import rule
from dealer_trainer.engine import Award, Pot, Settlement, best_hand, parse_cards, settle
from dealer_trainer.engine.award import split_unit
from dealer_trainer.engine.rules import DEFAULT_RULES, AwardOrder, HouseRules, OddChipUnit
from dealer_trainer.engine.showdown import HandValue
from dealer_trainer.explain import describe_hand, join_names


def _the(pot: Pot) -> str:
    """A pot's name inside a sentence (``"the Main pot"``, ``"Side pot 1"``), as the build's."""
    return the(pot_pile(pot.index))


#: Every award mistake code (table-ux.md 13-17 and a pot not pushed).
AWARD_CODES = (
    "ineligible_winner",
    "wrong_winner",
    "wrong_split",
    "odd_chip_wrong_seat",
    "out_of_order",
    "uncontested_pot_waiting",
    "pot_not_awarded",
)


@dataclass(frozen=True)
class AwardPush:
    """The trainee pushed ``chips`` (int) of pot ``pot`` (0 = main pot) to ``seat``."""

    pot: int
    seat: str
    chips: int


@dataclass(frozen=True)
class AwardProblem:
    """One awarding mistake: a stable ``code``, the pot index, the message, values, one
    ``fix`` and the ``rule`` with its source."""

    code: str
    pot: int
    message: str
    values: Mapping[str, Any] = field(default_factory=dict)
    fix: str = ""
    rule: str = ""

    def __post_init__(self) -> None:
        for name in ("message", "fix"):
            text = getattr(self, name)
            object.__setattr__(self, name, text[:1].upper() + text[1:])


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


def award_unit(drill: Drill, rules: HouseRules = DEFAULT_RULES) -> int:
    """The unit a split pot is cut in under ``rules.odd_chip_unit`` (docs/rules.md#splits-and-odd-chips).

    ``SMALLEST_IN_PLAY`` is ``drill.unit`` (TDA 2024 Rule 20); ``SMALLEST_BLIND_CHIP`` is the
    biggest chip of the drill's set that makes both blinds (WSOP-C 152), never below
    ``drill.unit``: blinds 100/200 with T25 in play split in T25, or in T100 under WSOP-C 152.
    """
    if rules.odd_chip_unit != OddChipUnit.SMALLEST_BLIND_CHIP:
        return drill.unit
    blinds = [b for b in (drill.stakes.small_blind, drill.stakes.big_blind) if b]
    for value in sorted(drill.chips.values, reverse=True):
        if value >= drill.unit and blinds and all(b % value == 0 for b in blinds):
            return value
    return drill.unit


def award_settlement(drill: Drill, rules: HouseRules = DEFAULT_RULES) -> Settlement:
    """The engine's award of ``drill`` under ``rules`` (award order and odd-chip unit).

    Raises:
        PotError: as :meth:`Drill.settlement`.
    """
    unit = award_unit(drill, rules)
    if rules == DEFAULT_RULES or (unit == drill.unit and rules.award_order == DEFAULT_RULES.award_order):
        return drill.settlement()
    hand = drill.hand if unit == drill.unit else replace(drill.hand, unit=unit)
    return settle(hand, drill.scenario().ranking, rules)


def next_award(
    drill: Drill, given: Mapping[int, Mapping[str, int]], rules: HouseRules = DEFAULT_RULES
) -> Award | None:
    """The first pot in dealer order whose chips have not all been pushed (None when done).

    ``given`` maps pot index -> seat -> chips pushed so far.
    """
    for award in award_settlement(drill, rules).awards:
        if sum(given.get(award.pot.index, {}).values()) < award.pot.amount:
            return award
    return None


def hand_names(drill: Drill) -> dict[str, str]:
    """Each live seat's hand in a dealer's words (``"pair of queens"``); {} without cards."""
    if not drill.board:
        return {}
    board = parse_cards(drill.board)
    names: dict[str, str] = {}
    for seat in drill.seats:
        if seat.folded or not seat.hole:
            continue
        value = best_hand(seat.name, parse_cards(seat.hole), board, drill.game)
        names[seat.name] = describe_hand(value.class_name, value.cards)
    return names


def check_award(drill: Drill, pushes: Sequence[AwardPush], rules: HouseRules = DEFAULT_RULES) -> AwardCheck:
    """Compare the trainee's pushes (in the order made) with the engine's award.

    ``rules`` sets the expected award order and the odd-chip unit (docs/rules.md#house-rules).

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
    by_pot: dict[int, Award] = {a.pot.index: a for a in settlement.awards}
    order = [a.pot.index for a in settlement.awards]
    given: dict[int, dict[str, int]] = {}
    problems: list[AwardProblem] = []
    flagged_order: set[int] = set()
    for push in pushes:
        if push.pot not in by_pot:
            continue
        expected_before = order[: order.index(push.pot)]
        pending = [i for i in expected_before if sum(given.get(i, {}).values()) < by_pot[i].pot.amount]
        if pending and not flagged_order:  # one order mistake, however many pots it moved
            flagged_order.add(push.pot)
            first = by_pot[pending[0]].pot
            this = by_pot[push.pot].pot
            uncontested = len(first.eligible) == 1
            code = "uncontested_pot_waiting" if uncontested else "out_of_order"
            why = (
                f"{_the(first)} has only {first.eligible[0]} left in it and is pushed at once, "
                "without a showdown"
                if uncontested
                else (
                    "the last side pot is pushed first and the main pot last"
                    if rules.award_order == AwardOrder.SIDE_POTS_FIRST
                    else "this house pushes the main pot first, then each side pot in turn"
                )
            )
            if uncontested:
                source = rule("uncontested")
            elif rules.award_order == AwardOrder.SIDE_POTS_FIRST:
                source = rule("award_order")
            else:
                source = rule("award_order_main_first")
            sequence = ", ".join(_the(by_pot[i].pot) for i in order)
            problems.append(
                AwardProblem(
                    code,
                    push.pot,
                    f"{_the(this)} was pushed before {_the(first)}: {why}.",
                    {"pushed": push.pot, "pending": first.index},
                    f"Undo the pushes and push the pots in this order: {sequence}."
                    if len(order) > 2
                    else f"Undo, push {_the(first)} first, then {_the(this)}.",
                    source,
                )
            )
        pot_given = given.setdefault(push.pot, {})
        pot_given[push.seat] = pot_given.get(push.seat, 0) + push.chips
    for index in order:
        award = by_pot[index]
        problems.extend(_pot_problems(drill, award, given.get(index, {}), names, f, rules))
    return AwardCheck(tuple(problems), settlement.awards)


_ORDER = "23456789TJQKA"
_NTH = ("first", "second", "third", "fourth", "fifth")
_KICKED = {"Pair", "Two Pair", "Three of a Kind", "Four of a Kind"}
_RANK_WORD = dict(
    zip(
        _ORDER,
        (
            "two",
            "three",
            "four",
            "five",
            "six",
            "seven",
            "eight",
            "nine",
            "ten",
            "jack",
            "queen",
            "king",
            "ace",
        ),
        strict=True,
    )
)


def _ranks_by_weight(cards: tuple[str, ...]) -> list[str]:
    """The five ranks in the order they decide a tie: by count, then by rank (pairs first)."""
    counts: dict[str, int] = {}
    for card in cards:
        counts[card[0]] = counts.get(card[0], 0) + 1
    return sorted((c[0] for c in cards), key=lambda r: (counts[r], _ORDER.index(r)), reverse=True)


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
    if win.class_name != lose.class_name or win_name != lose_name:
        return f"{winner}'s {win_name} beats {loser}'s {lose_name}"
    if sorted(lose.cards) == sorted(board) and drill.game.value == "holdem":
        return f"{loser} plays the board ({lose_name}) and {winner}'s own card makes a better five"
    a, b = _ranks_by_weight(win.cards), _ranks_by_weight(lose.cards)
    for position, (x, y) in enumerate(zip(a, b, strict=True)):
        if x != y:
            what = "the kicker decides" if win.class_name in _KICKED else f"the {_NTH[position]} card decides"
            return f"both have {win_name}; {what}: {winner}'s {_RANK_WORD[x]} beats {loser}'s {_RANK_WORD[y]}"
    return f"{winner}'s {win_name} beats {loser}'s {lose_name}"


def _pot_problems(  # noqa: C901 - one branch per mistake
    drill: Drill, award: Award, got: Mapping[str, int], names, f, rules: HouseRules
) -> list[AwardProblem]:
    pot: Pot = award.pot
    want = dict(award.to)
    got = {s: c for s, c in got.items() if c}
    if got == want:
        return []
    out: list[AwardProblem] = []
    if not got:
        to = ", ".join(f"{f(c)} to {s}" for s, c in want.items())
        return [
            AwardProblem(
                "pot_not_awarded",
                pot.index,
                f"{_the(pot)} ({f(pot.amount)}) has not been pushed yet.",
                {},
                f"Push {_the(pot)}: {to}.",
                rule("award_order"),
            )
        ]
    owed = {s: c - got.get(s, 0) for s, c in want.items() if c - got.get(s, 0) > 0}
    owed_text = " " + " and ".join(f"{s} is still owed {f(c)}" for s, c in owed.items()) + "." if owed else ""
    for seat, chips in got.items():
        if seat not in pot.eligible:
            total = drill.seat(seat).committed
            reason = (
                "folded"
                if drill.seat(seat).folded
                else f"is all-in for {f(total)} and put nothing in above {f(pot.lower)}"
            )
            out.append(
                AwardProblem(
                    "ineligible_winner",
                    pot.index,
                    f"{seat} cannot win {_the(pot)}: {seat} {reason}. Only {join_names(pot.eligible)} "
                    f"can win it.{owed_text}",
                    {"seat": seat, "chips": chips, "owed": owed},
                    f"Move {f(chips)} from {seat} to " + join_names(list(owed) or list(award.winners)) + ".",
                    rule("eligibility"),
                )
            )
    winners = list(award.winners)
    wrong = [s for s in got if s in pot.eligible and s not in winners]
    if wrong:
        hand = lambda s: f"{s} ({names[s]})" if s in names else s  # noqa: E731
        beaten = join_names([hand(s) for s in wrong])
        best = join_names([hand(s) for s in winners])
        verb = "wins" if len(winners) == 1 else "split"
        same = names.get(winners[0]) is not None and names.get(winners[0]) == names.get(wrong[0])
        why = what_decides(drill, winners[0], wrong[0]) if same else ""
        to = ", ".join(f"{f(c)} to {s}" for s, c in want.items())
        out.append(
            AwardProblem(
                "wrong_winner",
                pot.index,
                f"{_the(pot)} was pushed to {beaten}, but {best} {verb} it" + (f": {why}." if why else "."),
                {"winners": winners, "pushed_to": wrong},
                f"Take {_the(pot)} back and push {to}.",
                rule("showdown"),
            )
        )
    unit = award_unit(drill, rules)
    odd_rule = rule(
        "odd_chip_blind_unit" if rules.odd_chip_unit == OddChipUnit.SMALLEST_BLIND_CHIP else "odd_chip"
    )
    fix_split = "Push " + ", ".join(f"{f(c)} to {s}" for s, c in want.items()) + "."
    if not out:
        odd = list(award.odd_chips)
        split = ", ".join(f"{s} {f(c)}" for s, c in want.items())
        same_shares = sorted(got.values()) == sorted(want.values()) and set(got) == set(want)
        if odd and same_shares:
            button = drill.button
            out.append(
                AwardProblem(
                    "odd_chip_wrong_seat",
                    pot.index,
                    f"{_the(pot)} splits {split}: "
                    + (
                        f"the odd chip goes to {odd[0]}, the first tied player"
                        if len(odd) == 1
                        else f"the odd chips go one each to {join_names(odd)}, the first tied players"
                    )
                    + f" left of the button ({button}), one per player at most.",
                    {"expected": want, "actual": got},
                    fix_split,
                    odd_rule,
                )
            )
        else:
            if len(winners) > 1:
                unit = split_unit(unit, pot.amount)
                units, odd_units = divmod(pot.amount // unit, len(winners))
                share = units * unit
                tie = join_names([f"{s} ({names[s]})" if s in names else s for s in winners])
                if odd_units == 1:
                    odd_text = (
                        f" and one odd chip of {f(unit)} to {odd[0]}, the first tied player left of the "
                        f"button ({drill.button})"
                    )
                elif odd_units:
                    odd_text = (
                        f" and {odd_units} odd chips of {f(unit)}, one each to {join_names(odd)}, the first "
                        f"tied players left of the button ({drill.button}); no player gets more than one"
                    )
                else:
                    odd_text = ""
                why = f"{tie} tie. In units of {f(unit)}, {f(pot.amount)} gives {f(share)} each{odd_text}"
            else:
                why = f"{winners[0]} wins it all, no split"
            out.append(
                AwardProblem(
                    "wrong_split",
                    pot.index,
                    f"{_the(pot)} ({f(pot.amount)}) goes "
                    + ", ".join(f"{f(c)} to {s}" for s, c in want.items())
                    + f": {why}. Pushed: "
                    f"{', '.join(f'{s} {f(c)}' for s, c in got.items())}.",
                    {"expected": want, "actual": got},
                    fix_split,
                    odd_rule,
                )
            )
    return out
