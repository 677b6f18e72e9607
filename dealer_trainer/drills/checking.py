"""Checking a trainee's piles against the engine, pile by pile, naming each mistake.

The trainee's work is a set of piles: the main pot, side pots and returns (uncalled bets),
each holding chips that remember which seat committed them (or that they were dead money).
Chips still in front of a seat, or dead money still in the middle, are in no pile.
Mistakes are those of ``table-ux.md`` (1-12), each with its own code.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from dealer_trainer.drills.models import Drill
from dealer_trainer.engine import Pot, Settlement, UncalledBet
from dealer_trainer.explain import format_chips, join_names, pot_sentence, returned_sentence

DEAD = "(dead)"

Piles = Mapping[str, Mapping[str, int]]


def pot_pile(index: int) -> str:
    """Pile id of the main pot (0) or side pot ``index``."""
    return f"pot:{index}"


def return_pile(seat: str) -> str:
    """Pile id of the chips pushed back to ``seat`` (uncalled bet)."""
    return f"return:{seat}"


def pile_name(pile: str) -> str:
    """``"pot:0"`` -> ``"Main pot"``, ``"pot:2"`` -> ``"Side pot 2"``,
    ``"return:Chris"`` -> ``"Return to Chris"``."""
    kind, _, rest = pile.partition(":")
    if kind == "pot":
        return "Main pot" if rest == "0" else f"Side pot {rest}"
    return f"Return to {rest}"


@dataclass(frozen=True)
class Problem:
    """One mistake: ``code`` (stable), the pile it is in, its values and an English sentence."""

    code: str
    pile: str
    message: str
    values: Mapping[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class PileVerdict:
    """The check of one pile: expected and actual chips, problems, the dealer's arithmetic."""

    pile: str
    name: str
    expected: int
    actual: int
    problems: tuple[Problem, ...]
    explanation: str

    @property
    def correct(self) -> bool:
        """True when the pile holds exactly the right chips from the right seats."""
        return not self.problems


@dataclass(frozen=True)
class BuildCheck:
    """The whole check: one verdict per pile that is or should be there, plus table problems
    (chips left in front of a seat or in the middle)."""

    verdicts: tuple[PileVerdict, ...]
    table_problems: tuple[Problem, ...]

    @property
    def problems(self) -> tuple[Problem, ...]:
        """Every problem, pile by pile, then the table's."""
        return tuple(p for v in self.verdicts for p in v.problems) + self.table_problems

    @property
    def correct(self) -> bool:
        """True when every pile is right and nothing is left behind."""
        return not self.problems

    def messages(self) -> list[str]:
        """Every problem's sentence, in order."""
        return [p.message for p in self.problems]

    def verdict(self, pile: str) -> PileVerdict | None:
        """The verdict of ``pile``, or None."""
        return next((v for v in self.verdicts if v.pile == pile), None)


@dataclass(frozen=True)
class SolutionStep:
    """One layer of the solution: the pile, the chips moved into it per origin, and why."""

    pile: str
    name: str
    moves: Mapping[str, int]
    explanation: str


def _fmt(drill: Drill):
    return lambda n: format_chips(n, 1, drill.stakes.symbol)


def solution_piles(drill: Drill) -> dict[str, dict[str, int]]:
    """The correct piles of ``drill``: pile id -> origin -> chips (engine's answer)."""
    settlement = drill.settlement()
    piles: dict[str, dict[str, int]] = {}
    back = settlement.returned
    if back:
        piles[return_pile(back.seat)] = {back.seat: back.amount}
    for pot in settlement.pots:
        moves = dict(pot.shares)
        if pot.dead:
            moves[DEAD] = pot.dead
        piles[pot_pile(pot.index)] = moves
    return piles


def solution_steps(drill: Drill) -> list[SolutionStep]:
    """The dealer's order: the uncalled bet back first, then the main pot, then each side pot."""
    settlement = drill.settlement()
    symbol = drill.stakes.symbol
    steps: list[SolutionStep] = []
    for pile, moves in solution_piles(drill).items():
        if pile.startswith("return:"):
            assert settlement.returned is not None
            text = returned_sentence(settlement.returned, 1, symbol)
        else:
            text = pot_sentence(settlement.pots[int(pile.split(":")[1])], 1, symbol)
        steps.append(SolutionStep(pile, pile_name(pile), moves, text))
    return steps


def next_hint(drill: Drill, piles: Piles) -> SolutionStep | None:
    """The first layer (in dealer order) that is not built right yet, or None when all are."""
    for step in solution_steps(drill):
        actual = {k: v for k, v in piles.get(step.pile, {}).items() if v}
        if actual != dict(step.moves):
            return step
    return None


def check_build(drill: Drill, piles: Piles) -> BuildCheck:
    """Compare every pile with the engine and name each mistake (table-ux.md 1-12).

    Args:
        drill: the drill being built.
        piles: pile id (:func:`pot_pile`, :func:`return_pile`) -> origin (seat or
            :data:`DEAD`) -> chips (int).

    Returns:
        a verdict for every pile that holds chips or should, in dealer order.
    """
    settlement = drill.settlement()
    checker = _Checker(drill, settlement, piles)
    return checker.run()


class _Checker:
    def __init__(self, drill: Drill, settlement: Settlement, piles: Piles) -> None:
        self.drill = drill
        self.settlement = settlement
        self.f = _fmt(drill)
        self.piles = {p: {o: c for o, c in m.items() if c} for p, m in piles.items()}
        self.expected = solution_piles(drill)
        self.pots: dict[str, Pot] = {pot_pile(p.index): p for p in settlement.pots}
        self.back: UncalledBet | None = settlement.returned
        self.committed = {s.name: s.committed for s in drill.seats}
        self.folded = {s.name for s in drill.seats if s.folded}

    def placed(self, origin: str) -> int:
        return sum(m.get(origin, 0) for m in self.piles.values())

    def run(self) -> BuildCheck:
        order = list(self.expected)
        extra_piles = sorted(
            (p for p in self.piles if p not in self.expected and self.piles[p]),
            key=lambda p: (p.startswith("pot:"), p),
        )
        verdicts = [self.check_pile(p) for p in order + extra_piles]
        return BuildCheck(tuple(verdicts), tuple(self.table_problems()))

    # -- one pile -------------------------------------------------------------------------
    def check_pile(self, pile: str) -> PileVerdict:
        want = self.expected.get(pile, {})
        have = self.piles.get(pile, {})
        expected, actual = sum(want.values()), sum(have.values())
        problems: list[Problem] = []
        if pile.startswith("pot:"):
            explanation = self.pot_text(pile)
            if pile not in self.pots:
                problems.append(self.extra_pot(pile, actual))
            elif not have:
                problems.append(self.missing_pot(pile))
            else:
                problems.extend(self.pot_problems(pile, want, have))
        else:
            explanation = self.says_back() if pile in self.expected else ""
            problems.extend(self.return_problems(pile, want, have))
        return PileVerdict(pile, pile_name(pile), expected, actual, tuple(problems), explanation)

    def says(self, pot: Pot) -> str:
        return pot_sentence(pot, 1, self.drill.stakes.symbol)

    def says_back(self) -> str:
        assert self.back is not None
        return returned_sentence(self.back, 1, self.drill.stakes.symbol)

    def pot_text(self, pile: str) -> str:
        pot = self.pots.get(pile)
        return self.says(pot) if pot else ""

    def problem(self, code: str, pile: str, message: str, **values: Any) -> Problem:
        return Problem(code, pile, message, values)

    def trainee_cuts(self) -> list[int]:
        """The levels the trainee cut at: running total of the largest live share per pot pile."""
        live = [s.name for s in self.drill.seats if not s.folded]
        cuts, level, index = [], 0, 0
        while pot_pile(index) in self.piles:
            level += max((self.piles[pot_pile(index)].get(s, 0) for s in live), default=0)
            cuts.append(level)
            index += 1
        return cuts

    def extra_pot(self, pile: str, actual: int) -> Problem:
        live_levels = {p.upper for p in self.settlement.pots}
        folded_levels = {self.committed[s] for s in self.folded}
        folded_only = sorted(c for c in self.trainee_cuts() if c in folded_levels and c not in live_levels)
        why = (
            " A pot is cut only at the total of a player still in the hand; a folded player's "
            "total (" + ", ".join(self.f(lv) for lv in folded_only) + ") does not start a pot."
            if folded_only
            else ""
        )
        code = "pot_at_folded_level" if folded_only else "extra_pot"
        return self.problem(
            code,
            pile,
            f"{pile_name(pile)} should not exist: this hand has {len(self.pots)} pot(s) and "
            f"{pile_name(pile)} holds {self.f(actual)}.{why}",
            actual=actual,
        )

    def missing_pot(self, pile: str) -> Problem:
        pot = self.pots[pile]
        index = pot.index
        merged = index > 0 and self.piles.get(pot_pile(index - 1))
        if merged:
            return self.problem(
                "pots_merged",
                pile,
                f"{pile_name(pile)} is missing: its chips belong apart from "
                f"{pile_name(pot_pile(index - 1))}. {join_names(pot.eligible)} can win it, "
                f"not the player all-in for {self.f(pot.lower)}. {self.says(pot)}.",
                expected=pot.amount,
            )
        return self.problem(
            "missing_pot",
            pile,
            f"{pile_name(pile)} is empty; it should be {self.says(pot)}.",
            expected=pot.amount,
        )

    def pot_problems(self, pile: str, want: Mapping[str, int], have: Mapping[str, int]) -> list[Problem]:
        pot = self.pots[pile]
        name = pile_name(pile)
        out: list[Problem] = []
        expected, actual = pot.amount, sum(have.values())
        # 11: the layer cut at the wrong level (every live seat's share equal, but not the step)
        live_shares = {s: have.get(s, 0) for s in pot.eligible}
        step = pot.upper - pot.lower
        if len(set(live_shares.values())) == 1 and len(live_shares) > 1:
            got = next(iter(live_shares.values()))
            if got and got != step:
                out.append(
                    self.problem(
                        "wrong_level",
                        pile,
                        f"{name} is cut at {self.f(pot.lower + got)} a player; it must be cut at "
                        f"{self.f(pot.upper)}, the all-in amount that caps it "
                        f"({self.f(step)} from each player). "
                        f"{self.says(pot)}.",
                        cut=pot.lower + got,
                        level=pot.upper,
                    )
                )
        if actual != expected:
            more = "too much" if actual > expected else "too little"
            out.append(
                self.problem(
                    "amount_off",
                    pile,
                    f"{name} holds {self.f(actual)}; it should be "
                    f"{self.says(pot)}: {self.f(abs(actual - expected))} {more}.",
                    expected=expected,
                    actual=actual,
                    off=actual - expected,
                )
            )
        # 6: dead money
        if have.get(DEAD, 0) != pot.dead:
            if pot.index == 0:
                out.append(
                    self.problem(
                        "dead_money_missing",
                        pile,
                        f"The main pot should hold all {self.f(pot.dead)} of dead money; it holds "
                        f"{self.f(have.get(DEAD, 0))}. Dead money (antes, dead blinds) always goes "
                        "in the main pot.",
                        expected=pot.dead,
                        actual=have.get(DEAD, 0),
                    )
                )
            else:
                out.append(
                    self.problem(
                        "dead_money_in_side_pot",
                        pile,
                        f"{self.f(have.get(DEAD, 0))} of dead money is in {name}; dead money goes in "
                        "the main pot, where every player still in can win it.",
                        actual=have.get(DEAD, 0),
                    )
                )
        for seat in self.drill.hand.seats:
            got, should = have.get(seat, 0), pot.shares.get(seat, 0)
            if got == should:
                continue
            problem = self.share_problem(pot, pile, seat, got, should)
            if problem is not None:
                out.append(problem)
        return out

    def share_problem(self, pot: Pot, pile: str, seat: str, got: int, should: int) -> Problem | None:
        name = pile_name(pile)
        f = self.f
        diff = got - should
        back = self.back
        if back and seat == back.seat and diff > 0 and self.placed(seat) > self.committed[seat] - back.amount:
            return self.problem(
                "uncalled_in_pot",
                pile,
                f"{name} holds {f(got)} from {seat}; it takes {f(should)}. {seat}'s "
                f"{f(back.amount)} above {f(back.second)} was never called: it is an uncalled bet "
                f"and goes back to {seat} ({self.says_back()}).",
                seat=seat,
                actual=got,
                expected=should,
            )
        if should == 0 and diff > 0 and seat not in self.folded:
            return self.problem(
                "chips_from_ineligible_seat",
                pile,
                f"{f(got)} from {seat} is in {name}, but {seat} is all-in for "
                f"{f(self.committed[seat])} and puts nothing into a layer above "
                f"{f(pot.lower)}: only {join_names(pot.eligible)} compete for it.",
                seat=seat,
                actual=got,
            )
        if seat in self.folded and diff > 0 and self.committed[seat] > pot.upper:
            return self.problem(
                "folded_chips_not_cut",
                pile,
                f"{name} holds {f(got)} from {seat}, who folded; only {f(should)} of "
                f"{seat}'s chips fall in this layer. A folded player's chips are cut by the same "
                "levels as everyone's: the rest goes to the next pot.",
                seat=seat,
                actual=got,
                expected=should,
            )
        if diff > 0:
            return self.problem(
                "share_too_large",
                pile,
                f"{name} holds {f(got)} from {seat}; it takes only {f(should)} from each player "
                f"({f(diff)} too much). Nobody wins from a player more than that player can cover.",
                seat=seat,
                actual=got,
                expected=should,
            )
        if self.committed[seat] - self.placed(seat) >= -diff:
            return None  # the chips are still in front of the seat: named once, as chips left
        return self.problem(
            "share_too_small",
            pile,
            f"{name} holds {f(got)} from {seat}; it needs {f(should)} ({f(-diff)} missing).",
            seat=seat,
            actual=got,
            expected=should,
        )

    def return_problems(self, pile: str, want: Mapping[str, int], have: Mapping[str, int]) -> list[Problem]:
        seat = pile.partition(":")[2]
        f = self.f
        out: list[Problem] = []
        for origin, chips in have.items():
            if origin != seat:
                who = "dead money" if origin == DEAD else origin
                out.append(
                    self.problem(
                        "returned_to_wrong_seat",
                        pile,
                        f"{f(chips)} of {who}'s chips were pushed to {seat}; only a player's own "
                        "uncalled bet goes back to that player.",
                        origin=origin,
                        actual=chips,
                    )
                )
        got, should = have.get(seat, 0), want.get(seat, 0)
        if got > should:
            called = got - should
            out.append(
                self.problem(
                    "called_chips_returned",
                    pile,
                    f"{f(got)} was pushed back to {seat}, but "
                    + (f"only {f(should)} of it was uncalled" if should else "none of it was uncalled")
                    + f": {f(called)} was called and stays in the pots.",
                    seat=seat,
                    actual=got,
                    expected=should,
                )
            )
        elif got < should and self.back:
            out.append(
                self.problem(
                    "uncalled_not_returned",
                    pile,
                    f"{seat} should get {f(should)} back ({self.says_back()}); {f(got)} has been returned.",
                    seat=seat,
                    actual=got,
                    expected=should,
                )
            )
        return out

    def short_of(self, seat: str) -> str:
        """`` (Main pot is $10 short of them)`` naming each pot missing this seat's chips."""
        parts = []
        for pile, pot in self.pots.items():
            missing = pot.shares.get(seat, 0) - self.piles.get(pile, {}).get(seat, 0)
            if missing > 0:
                parts.append(f"{pile_name(pile)} is {self.f(missing)} short")
        return f" ({'; '.join(parts)} of them)" if parts else ""

    # -- chips left behind ---------------------------------------------------------------
    def table_problems(self) -> list[Problem]:
        out: list[Problem] = []
        f = self.f
        for seat in self.drill.seats:
            left = seat.committed - self.placed(seat.name)
            if left <= 0:
                continue
            back = self.back
            if (
                back
                and back.seat == seat.name
                and left == back.amount - self.piles.get(return_pile(seat.name), {}).get(seat.name, 0)
                and self.placed(seat.name) >= seat.committed - back.amount
            ):
                out.append(
                    self.problem(
                        "uncalled_left_in_front",
                        "",
                        f"{f(left)} of {seat.name}'s uncalled bet is still in front of "
                        f"{seat.name}: push it back to {seat.name} ({self.says_back()}).",
                        seat=seat.name,
                        left=left,
                    )
                )
            elif seat.folded:
                out.append(
                    self.problem(
                        "folded_chips_left",
                        "",
                        f"{f(left)} of {seat.name}'s chips are still in front of {seat.name}, who "
                        "folded: a folded player's chips stay in the pots and must be pulled in"
                        f"{self.short_of(seat.name)}.",
                        seat=seat.name,
                        left=left,
                    )
                )
            else:
                out.append(
                    self.problem(
                        "live_chips_left",
                        "",
                        f"{f(left)} of {seat.name}'s chips are still in front of {seat.name}: "
                        f"every called chip goes into a pot{self.short_of(seat.name)}.",
                        seat=seat.name,
                        left=left,
                    )
                )
        dead_left = self.drill.dead - self.placed(DEAD)
        if dead_left > 0:
            out.append(
                self.problem(
                    "dead_money_left",
                    "",
                    f"{f(dead_left)} of dead money is still in the middle: it goes in the main pot.",
                    left=dead_left,
                )
            )
        return out
