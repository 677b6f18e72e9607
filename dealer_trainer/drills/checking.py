"""Checking a trainee's pot build: the verdict on amounts, one diagnosis per mistake (no Qt).

The verdict is what a dealer is judged on: each pot holds the right amount, each return holds
the right amount, nothing is left in front of a seat and nothing else is on the table. Chips
are fungible: whose chips lie in which pile is never a mistake by itself. When the build is
wrong, the checker finds the fewest dealer mistakes that turn the right build into the
trainee's (a side pot merged, a pot cut at the wrong level, the uncalled bet left in a pot,
chips left in front ...) and gives each one diagnosis: what is wrong with the arithmetic, one
fix, and the rule with its source (:mod:`dealer_trainer.drills.rule_sources`). Provenance
(which seat's chips lie where) only sharpens the diagnosis of a wrong total.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, field
from typing import Any

from dealer_trainer.drills.models import Drill
from dealer_trainer.drills.piles import DEAD, MIDDLE, front_pile, pot_pile, return_pile
from dealer_trainer.drills.rule_sources import rule
from dealer_trainer.engine import Pot, Settlement, UncalledBet, called_totals
from dealer_trainer.explain import join_names, pot_sentence, pot_title, returned_sentence
from dealer_trainer.i18n import _, ngettext, pgettext

Piles = Mapping[str, Mapping[str, int]]
Money = Callable[[int], str]

#: Every build mistake code, in order of precedence (root causes first).
BUILD_CODES = (
    "pots_merged",
    "missing_pot",
    "extra_pot",
    "pot_at_folded_level",
    "wrong_level",
    "uncalled_in_pot",
    "called_chips_returned",
    "returned_to_wrong_seat",
    "dead_money_in_side_pot",
    "dead_money_missing",
    "uncalled_left_in_front",
    "live_chips_left",
    "folded_chips_left",
    "share_too_large",
    "chips_from_ineligible_seat",
    "folded_chips_not_cut",
    "amount_off",
)
_RANK = {code: i for i, code in enumerate(BUILD_CODES)}
_STRUCTURE = {"pots_merged", "missing_pot", "extra_pot", "pot_at_folded_level", "wrong_level"}


def pile_name(pile: str) -> str:
    """``"pot:0"`` -> ``"Main pot"``, ``"pot:2"`` -> ``"Side pot 2"``, ``"return:Chris"`` ->
    ``"Return to Chris"``, ``"front:Bram"`` -> ``"in front of Bram"``, ``"dead"`` -> ``"the middle"``.

    Always English: the names ``--json`` gives; :func:`pile_label` is the name shown."""
    kind, _sep, rest = pile.partition(":")
    if kind == "pot":
        return "Main pot" if rest == "0" else f"Side pot {rest}"
    if kind == "return":
        return f"Return to {rest}"
    if kind == "front":
        return f"in front of {rest}"
    return "the middle"


def pile_label(pile: str) -> str:
    """A pile's name as shown, in the active language: ``"Main pot"``, ``"Side pot 2"``,
    ``"Return to Chris"``, ``"in front of Bram"``, ``"the middle"`` (Dutch ``"Hoofdpot"``,
    ``"Side pot 2"``, ``"Terug naar Chris"``, ``"voor Bram"``, ``"het midden"``)."""
    kind, _sep, rest = pile.partition(":")
    if kind == "pot":
        return pot_title(int(rest))
    if kind == "return":
        return _("Return to {seat}").format(seat=rest)
    if kind == "front":
        return _("in front of {seat}").format(seat=rest)
    return _("the middle")


# ----- the trainee's build ------------------------------------------------------------------
@dataclass(frozen=True)
class BuildPot:
    """One pot as built: ``amount`` (chips, int) and, when known, ``origins``: seat (or
    :data:`DEAD`) -> chips of it in this pot. ``origins`` None: graded on the total alone."""

    amount: int
    origins: Mapping[str, int] | None = None


@dataclass(frozen=True)
class Build:
    """A trainee's whole table after building.

    Attributes:
        pots: in table order, main pot first (chips, int).
        returned: seat -> chips pushed back to that seat.
        left: seat (or :data:`DEAD` for dead money still in the middle) -> chips not moved.
    """

    pots: tuple[BuildPot, ...]
    returned: Mapping[str, int] = field(default_factory=dict)
    left: Mapping[str, int] = field(default_factory=dict)

    @property
    def total(self) -> int:
        """Every chip on the table (int)."""
        return sum(p.amount for p in self.pots) + sum(self.returned.values()) + sum(self.left.values())


def build_from_piles(drill: Drill, piles: Piles) -> Build:
    """The :class:`Build` of the window's piles (pile id -> origin -> chips): pots by index,
    returns by seat, and what each seat (or the middle) still has in front."""
    count = max(
        (int(p[4:]) + 1 for p, m in piles.items() if p.startswith("pot:") and any(m.values())), default=0
    )
    pots = tuple(
        BuildPot(
            sum(piles.get(pot_pile(i), {}).values()),
            {o: c for o, c in piles.get(pot_pile(i), {}).items() if c},
        )
        for i in range(count)
    )
    returned = {
        p[7:]: sum(m.values()) for p, m in piles.items() if p.startswith("return:") and sum(m.values())
    }
    placed: dict[str, int] = {}
    for moves in piles.values():
        for origin, chips in moves.items():
            placed[origin] = placed.get(origin, 0) + chips
    left = {s.name: s.committed - placed.get(s.name, 0) for s in drill.seats}
    left[DEAD] = drill.dead - placed.get(DEAD, 0)
    return Build(pots, returned, {k: v for k, v in left.items() if v})


def the(pile: str) -> str:
    """A pile's name inside a sentence, in the active language: ``"the Main pot"``, ``"Side pot
    1"``, ``"the Return to Chris"``, ``"in front of Bram"``, ``"the middle"`` (Dutch ``"de
    hoofdpot"``, ``"side pot 1"``, ``"de teruggave aan Chris"``, ``"voor Bram"``, ``"het midden"``)."""
    kind, _sep, rest = pile.partition(":")
    if pile == "pot:0":
        return _("the Main pot")
    if kind == "pot":
        return pgettext("in a sentence", "Side pot {number}").format(number=rest)
    if kind == "return":
        return _("the Return to {seat}").format(seat=rest)
    return pile_label(pile)


def _sentence(text: str) -> str:
    return text[:1].upper() + text[1:]


def mistakes_heading(count: int) -> str:
    """``"1 mistake to fix."`` / ``"3 mistakes to fix."`` in the active language."""
    return ngettext("{count} mistake to fix.", "{count} mistakes to fix.", count).format(count=count)


# ----- results -------------------------------------------------------------------------------
@dataclass(frozen=True)
class Diagnosis:
    """One mistake: a stable ``code``, the piles it concerns (pile ids), the message (what is
    wrong, with the dealer's arithmetic), one ``fix`` and the ``rule`` with its source."""

    code: str
    piles: tuple[str, ...]
    message: str
    fix: str
    rule: str
    values: Mapping[str, Any] = field(default_factory=dict)

    def __post_init__(self) -> None:
        object.__setattr__(self, "message", _sentence(self.message))
        object.__setattr__(self, "fix", _sentence(self.fix))

    @property
    def pile(self) -> str:
        """The first pile named (``""`` when none)."""
        return self.piles[0] if self.piles else ""


@dataclass(frozen=True)
class PileVerdict:
    """One pile's total against the engine: pile id, name, actual and expected chips (int)
    and the dealer's arithmetic for it."""

    pile: str
    name: str
    expected: int
    actual: int
    explanation: str

    @property
    def correct(self) -> bool:
        """True when the pile holds the right amount."""
        return self.expected == self.actual


@dataclass(frozen=True)
class BuildCheck:
    """The verdict on a build: every pile that is or should be there, chips left in front,
    and one :class:`Diagnosis` per mistake."""

    verdicts: tuple[PileVerdict, ...]
    left: Mapping[str, int]
    mistakes: tuple[Diagnosis, ...]

    @property
    def correct(self) -> bool:
        """True when every pile holds the right amount and nothing is left behind."""
        return not self.mistakes

    @property
    def problems(self) -> tuple[Diagnosis, ...]:
        """The diagnoses (one per mistake)."""
        return self.mistakes

    def messages(self) -> list[str]:
        """Each diagnosis's message, in order."""
        return [m.message for m in self.mistakes]

    def verdict(self, pile: str) -> PileVerdict | None:
        """The verdict of ``pile``, or None."""
        return next((v for v in self.verdicts if v.pile == pile), None)

    def to_dict(self) -> dict[str, Any]:
        """The ``check --json`` shape: correct, mistakes (code, piles, message, fix, rule), piles."""
        return {
            "correct": self.correct,
            "mistakes": [
                {
                    "code": m.code,
                    "piles": [pile_name(p) for p in m.piles],  # English: pile names are never translated
                    "message": m.message,
                    "fix": m.fix,
                    "rule": m.rule,
                }
                for m in self.mistakes
            ],
            "piles": [
                {"name": pile_name(v.pile), "amount": v.actual, "should_be": v.expected, "correct": v.correct}
                for v in self.verdicts
            ],
        }


# ----- the solution --------------------------------------------------------------------------
@dataclass(frozen=True)
class SolutionStep:
    """One layer of the solution in the dealer's order: the pile, the chips cut into it per
    origin (seat or :data:`DEAD`), and what the dealer does and why."""

    pile: str
    name: str
    moves: Mapping[str, int]
    explanation: str


def solution_piles(drill: Drill) -> dict[str, dict[str, int]]:
    """The correct piles of ``drill``: pile id -> origin -> chips (the engine's answer)."""
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


def _capping(pot: Pot, settlement: Settlement) -> list[str]:
    """The live seats all-in for exactly ``pot.upper`` (they cap it)."""
    totals = called_totals(settlement.hand, settlement.returned)
    return [s for s in pot.eligible if totals.get(s) == pot.upper]


def _step_text(pot: Pot, settlement: Settlement, money: Money, last: bool) -> str:
    """The dealer's words for cutting ``pot``: size the all-in, cut it from every bet."""
    capping = _capping(pot, settlement)
    arithmetic = pot_sentence(pot, money=money)
    name = the(pot_pile(pot.index))  # "the Main pot", "de hoofdpot"
    if last:
        return _("Pull every chip still in front into {pot}: {arithmetic}.").format(
            pot=name, arithmetic=arithmetic
        )
    step = money(pot.upper - pot.lower)
    values = {
        "who": join_names(capping),
        "all_in": money(pot.upper),
        "step": step,
        "lower": money(pot.lower),
        "pot": name,
        "arithmetic": arithmetic,
    }
    if pot.lower:
        text = (
            _(
                "Size {who}'s all-in ({all_in}, {step} above {lower}) against each bet still in front and "
                "cut {step} from every one of them, folded bets included, into {pot}: {arithmetic}."
            )
            if capping
            else _(
                "Size the all-in ({all_in}, {step} above {lower}) against each bet still in front and cut "
                "{step} from every one of them, folded bets included, into {pot}: {arithmetic}."
            )
        )
        return text.format(**values)
    text = (
        _(
            "Size {who}'s all-in ({all_in}) against each bet and cut {step} from every bet, folded bets "
            "included, into {pot}: {arithmetic}."
        )
        if capping
        else _(
            "Size the all-in ({all_in}) against each bet and cut {step} from every bet, folded bets "
            "included, into {pot}: {arithmetic}."
        )
    )
    return text.format(**values)


def ante_notes(drill: Drill) -> dict[int, str]:
    """Pot index -> why the per-player antes are layered in it: for each pot capped by a
    player all-in for part (or exactly all) of the ante. Empty when no ante is short."""
    stakes = drill.stakes
    if stakes.ante_format != "per_player" or not stakes.ante:
        return {}
    f = stakes.format
    notes: dict[int, str] = {}
    for pot in drill.settlement().pots:
        short = [s.name for s in drill.seats if s.all_in and not s.folded and s.committed == pot.upper]
        if short and 0 < pot.upper <= stakes.ante:
            values = {
                "who": join_names(short),
                "ante": f(stakes.ante),
                "pot": the(pot_pile(pot.index)),
                "all_in": f(pot.upper),
                "part": f(pot.upper - pot.lower),
            }
            if pot.upper == stakes.ante:
                text = ngettext(
                    "{who} is all-in for exactly the {ante} ante: every ante goes in {pot}, and the blinds "
                    "and the bets go to the side pots.",
                    "{who} are all-in for exactly the {ante} ante: every ante goes in {pot}, and the blinds "
                    "and the bets go to the side pots.",
                    len(short),
                )
            else:
                text = ngettext(
                    "{who} is all-in for {all_in} of the {ante} ante, so only {part} of every ante goes in "
                    "{pot}; the rest of the antes, the blinds and the bets go to the side pots.",
                    "{who} are all-in for {all_in} of the {ante} ante, so only {part} of every ante goes in "
                    "{pot}; the rest of the antes, the blinds and the bets go to the side pots.",
                    len(short),
                )
            notes[pot.index] = text.format(**values)
    return notes


def solution_steps(drill: Drill) -> list[SolutionStep]:
    """The dealer's order: the uncalled bet back first, then the smallest all-in cut from
    every bet into the main pot, then each side pot at the next all-in level.

    Rule: uncalled bets TDA 2024 Rules 15-B and 65-A; side pots TDA 2024 Rule 21.
    """
    settlement = drill.settlement()
    money = drill.stakes.format
    notes = ante_notes(drill)
    steps: list[SolutionStep] = []
    for pile, moves in solution_piles(drill).items():
        if pile.startswith("return:"):
            assert settlement.returned is not None
            text = _("Push the uncalled bet back first: {returned}.").format(
                returned=returned_sentence(settlement.returned, money=money)
            )
        else:
            index = int(pile.split(":")[1])
            text = _step_text(settlement.pots[index], settlement, money, index == len(settlement.pots) - 1)
            if index in notes:
                text += " " + notes[index]
        steps.append(SolutionStep(pile, pile_label(pile), moves, text))
    return steps


def next_hint(drill: Drill, piles: Piles) -> SolutionStep | None:
    """The first layer (in the dealer's order) whose pile does not hold its amount yet, or
    None when all do. Totals only: whose chips lie there does not matter."""
    for step in solution_steps(drill):
        if sum(piles.get(step.pile, {}).values()) != sum(step.moves.values()):
            return step
    return None


# ----- the check -----------------------------------------------------------------------------
def check_build(drill: Drill, piles: Piles | Build) -> BuildCheck:
    """Judge a build of ``drill`` on amounts and diagnose each mistake.

    Args:
        drill: the drill being built.
        piles: the window's piles (pile id -> origin -> chips, see :func:`pot_pile`,
            :func:`return_pile`; chips not in a pile are left in front), or a :class:`Build`.

    Returns:
        the :class:`BuildCheck`.

    Raises:
        PotError: when the drill's hand cannot be settled (see :meth:`Drill.settlement`).

    Rules: side pots TDA 2024 Rule 21; uncalled bets TDA 2024 Rules 15-B, 65-A; dead money
    WSOP Live Action Rule 160.
    """
    build = piles if isinstance(piles, Build) else build_from_piles(drill, piles)
    return check_settlement(drill.settlement(), build, drill.stakes.format, ante_notes(drill))


def check_settlement(
    settlement: Settlement, build: Build, money: Money, notes: Mapping[int, str] | None = None
) -> BuildCheck:
    """Judge ``build`` against the engine's ``settlement``; ``money`` formats chips (int);
    ``notes`` adds a sentence to a pot's arithmetic (pot index -> text, see :func:`ante_notes`).

    Raises:
        ValueError: when the build does not hold every chip of the hand (chips created or lost).
    """
    total = sum(settlement.hand.contributions.values()) + settlement.hand.dead
    if build.total != total:
        diff = build.total - total
        text = (
            _("the build holds {build} but the hand has {hand} ({difference} too many)")
            if diff > 0
            else _("the build holds {build} but the hand has {hand} ({difference} missing)")
        )
        raise ValueError(
            text.format(build=money(build.total), hand=money(total), difference=money(abs(diff)))
        )
    return _Checker(settlement, build, money, notes or {}).run()


# ----- the search for the root causes --------------------------------------------------------
@dataclass(frozen=True)
class _Pot:
    amount: int
    lo: int
    hi: int | None  # None: the top pot (takes every chip above lo)
    covers: tuple[int, ...]  # the engine's pots whose chips it holds
    exact: bool  # its amount still follows its levels


@dataclass(frozen=True)
class _State:
    pots: tuple[_Pot, ...]
    returned: tuple[tuple[str, int], ...]
    left: tuple[tuple[str, int], ...]


@dataclass(frozen=True)
class _Op:
    code: str
    values: tuple[tuple[str, Any], ...]
    confirmed: bool = False

    def get(self, key: str) -> Any:
        return dict(self.values)[key]


def _items(mapping: Mapping[str, int]) -> tuple[tuple[str, int], ...]:
    return tuple(sorted((k, v) for k, v in mapping.items() if v))


def _add(items: tuple[tuple[str, int], ...], key: str, delta: int) -> tuple[tuple[str, int], ...]:
    d = dict(items)
    d[key] = d.get(key, 0) + delta
    return _items(d)


class _Checker:
    MAX_DEPTH = 3
    BUDGET = 40_000  # states looked at before falling back to the greedy search

    def __init__(self, settlement: Settlement, build: Build, money: Money, notes: Mapping[int, str]) -> None:
        self.s = settlement
        self.notes = notes
        self.build = build
        self.f = money
        self.hand = settlement.hand
        self.pots = settlement.pots
        self.back: UncalledBet | None = settlement.returned
        self.folded = set(self.hand.out)  # forfeited seats are cut and named like folded ones
        self.totals = called_totals(self.hand, self.back)
        self.start = self._solution_state()
        built = [p.amount for p in build.pots]
        while built and not built[-1]:
            built.pop()  # an empty pot opened last is no pot
        self.target = _State(
            tuple(_Pot(a, 0, None, (), False) for a in built),
            _items(build.returned),
            _items(build.left),
        )
        self.levels_ok = self._levels_reproduce()

    # -- the engine's build as a state, and the layer arithmetic --
    def _solution_state(self) -> _State:
        pots = []
        for i, p in enumerate(self.pots):
            hi = None if i == len(self.pots) - 1 else p.upper
            pots.append(_Pot(p.amount, p.lower, hi, (i,), True))
        returned = ((self.back.seat, self.back.amount),) if self.back else ()
        return _State(tuple(pots), returned, ())

    def layer(self, lo: int, hi: int | None) -> int:
        """Chips of every seat between the levels lo and hi (hi None: all above), plus the dead
        money when lo is 0."""
        chips = sum(max(0, (t if hi is None else min(t, hi)) - lo) for t in self.totals.values())
        return chips + (self.hand.dead if lo == 0 else 0)

    def _levels_reproduce(self) -> bool:
        return all(p.amount == self.layer(p.lo, p.hi) for p in self.start.pots)

    def solve_level(self, lo: int, limit: int | None, amount: int) -> int | None:
        """The level c (lo < c < limit) at which layer(lo, c) == amount, or None."""
        top = max(self.totals.values(), default=0)
        high = top if limit is None else min(limit, top)
        a, b = lo + 1, high - 1
        while a <= b:
            mid = (a + b) // 2
            if self.layer(lo, mid) < amount:
                a = mid + 1
            else:
                b = mid - 1
        if lo < a < (high if limit is not None else top + 1) and self.layer(lo, a) == amount:
            return a
        return None

    # -- the search --
    def run(self) -> BuildCheck:
        verdicts = self.verdicts()
        if self.matches(self.start):
            return BuildCheck(verdicts, dict(self.build.left), ())
        # the fixes in the order they can be carried out on the trainee's table: the last
        # mistake of the explanation is undone first
        ops = list(reversed(self.explain()))
        return BuildCheck(
            verdicts, dict(self.build.left), tuple(self.describe(op, state) for op, state in ops)
        )

    @staticmethod
    def amounts(state: _State) -> list[int]:
        """The pot amounts of ``state``, empty pots at the end left out."""
        out = [p.amount for p in state.pots]
        while out and not out[-1]:
            out.pop()
        return out

    def matches(self, state: _State) -> bool:
        t = self.target
        return (
            self.amounts(state) == self.amounts(t) and state.returned == t.returned and state.left == t.left
        )

    def distance(self, state: _State) -> int:
        """Chips out of place between ``state`` and the trainee's build (pots compared by place)."""
        t = self.target
        a, b = self.amounts(state), self.amounts(t)
        n = max(len(a), len(b))
        a += [0] * (n - len(a))
        b += [0] * (n - len(b))
        off = sum(abs(x - y) for x, y in zip(a, b, strict=True))
        for mine, theirs in ((state.returned, t.returned), (state.left, t.left)):
            d1, d2 = dict(mine), dict(theirs)
            off += sum(abs(d1.get(k, 0) - d2.get(k, 0)) for k in set(d1) | set(d2))
        return off

    def explain(self) -> list[tuple[_Op, _State]]:
        """The fewest mistakes that lead from the right build to the trainee's (breadth first,
        at most MAX_DEPTH); ties go to provenance-confirmed, then higher-precedence mistakes.
        Past that depth: the mistakes that fix the most piles, one at a time, then the rest as
        amounts off."""
        frontier: list[tuple[list[tuple[_Op, _State]], _State]] = [([], self.start)]
        for _depth in range(self.MAX_DEPTH):
            found: list[list[tuple[_Op, _State]]] = []
            nxt: list[tuple[list[tuple[_Op, _State]], _State]] = []
            seen: set[_State] = set()
            for path, state in frontier:
                if len(seen) > self.BUDGET:
                    return self.greedy()
                structural_done = any(op.code not in _STRUCTURE for op, _ in path)
                for op, new in self.moves(state, structural_done):
                    if new in seen:
                        continue
                    seen.add(new)
                    step = [*path, (op, new)]
                    if self.matches(new):
                        found.append(step)
                    else:
                        nxt.append((step, new))
            if found:
                return min(found, key=self._score)
            frontier = nxt
        return self.greedy()

    @staticmethod
    def _score(path: list[tuple[_Op, _State]]) -> tuple[int, tuple[int, ...]]:
        confirmed = sum(1 for op, _ in path if op.confirmed)
        return (-confirmed, tuple(sorted(_RANK[op.code] for op, _ in path)))

    def greedy(self) -> list[tuple[_Op, _State]]:
        path: list[tuple[_Op, _State]] = []
        state = self.start
        for _try in range(12):
            if self.matches(state):
                return path
            here = self.distance(state)
            best = None
            shape_off = len(state.pots) != len(self.target.pots)
            for op, new in self.moves(state, any(o.code not in _STRUCTURE for o, _s in path)):
                amount = dict(op.values).get("amount", 0)
                # while the number of pots is off, a change of structure comes first
                fixes_shape = len(new.pots) == len(self.target.pots) if shape_off else True
                key = (not fixes_shape, self.distance(new) - here, not op.confirmed, _RANK[op.code], -amount)
                if self.distance(new) < here and (best is None or key < best[0]):
                    best = (key, op, new)
            if best is None:
                break
            path.append((best[1], best[2]))
            state = best[2]
        if not self.matches(state):
            return self.leftovers(self.start)  # no sure explanation: each pile against the answer
        return path

    def leftovers(self, state: _State) -> list[tuple[_Op, _State]]:
        """Each pile that differs between ``state`` and the trainee's: one ``amount_off`` each."""
        out = []
        t = self.target
        n = max(len(state.pots), len(t.pots))
        for i in range(n):
            have = t.pots[i].amount if i < len(t.pots) else 0
            want = state.pots[i].amount if i < len(state.pots) else 0
            if have != want:
                out.append(
                    (_Op("amount_off", (("pile", pot_pile(i)), ("have", have), ("want", want))), state)
                )
        for kind, mine, theirs in (("return", state.returned, t.returned), ("front", state.left, t.left)):
            d1, d2 = dict(mine), dict(theirs)
            for k in sorted(set(d1) | set(d2)):
                if d1.get(k, 0) != d2.get(k, 0):
                    pile = MIDDLE if k == DEAD else f"{kind}:{k}"
                    values = (("pile", pile), ("have", d2.get(k, 0)), ("want", d1.get(k, 0)))
                    out.append((_Op("amount_off", values), state))
        return out

    # -- the mistakes a dealer makes, as moves from one state to the next --
    def moves(self, state: _State, money_only: bool) -> Iterator[tuple[_Op, _State]]:
        t = self.target
        pots = list(state.pots)
        n, want_n = len(pots), len(t.pots)
        if not money_only:
            yield from self.structure_moves(state, pots, n, want_n)
        yield from self.money_moves(state, pots, n, want_n)

    def structure_moves(
        self, state: _State, pots: list[_Pot], n: int, want_n: int
    ) -> Iterator[tuple[_Op, _State]]:
        t = self.target
        if n > want_n:
            for i in range(1, n):
                a, b = pots[i - 1], pots[i]
                merged = _Pot(a.amount + b.amount, a.lo, b.hi, a.covers + b.covers, a.exact and b.exact)
                new = _State((*pots[: i - 1], merged, *pots[i + 1 :]), state.returned, state.left)
                yield _Op("pots_merged", (("index", i - 1), ("pot", b.covers))), new
            for i in range(n):
                p = pots[i]
                if not p.exact or len(p.covers) != 1:
                    continue
                left = state.left
                for seat, share in self.pots[p.covers[0]].shares.items():
                    left = _add(left, seat, share)
                if self.pots[p.covers[0]].dead:
                    left = _add(left, DEAD, self.pots[p.covers[0]].dead)
                new = _State((*pots[:i], *pots[i + 1 :]), state.returned, left)
                yield _Op("missing_pot", (("index", i), ("pot", p.covers))), new
        for i in range(min(n, want_n)):  # a pot left empty while the next ones were built
            p = pots[i]
            if t.pots[i].amount or not p.amount or not p.exact or len(p.covers) != 1:
                continue
            left = state.left
            for seat, share in self.pots[p.covers[0]].shares.items():
                left = _add(left, seat, share)
            if self.pots[p.covers[0]].dead:
                left = _add(left, DEAD, self.pots[p.covers[0]].dead)
            empty = _Pot(0, p.lo, p.hi, p.covers, False)
            yield (
                _Op("missing_pot", (("index", i), ("pot", p.covers))),
                _State((*pots[:i], empty, *pots[i + 1 :]), state.returned, left),
            )
        if n < want_n:
            for i in range(n):
                p = pots[i]
                x = t.pots[i].amount
                if not 0 < x < p.amount:
                    continue
                level = self.solve_level(p.lo, p.hi, x) if p.exact and self.levels_ok else None
                first = _Pot(x, p.lo, level, p.covers, level is not None)
                second = _Pot(p.amount - x, level or p.lo, p.hi, p.covers, level is not None)
                new = _State((*pots[:i], first, second, *pots[i + 1 :]), state.returned, state.left)
                folded_levels = {self.totals[s] for s in self.folded}
                code = "pot_at_folded_level" if level is not None and level in folded_levels else "extra_pot"
                yield _Op(code, (("index", i), ("level", level), ("amount", x))), new
        if self.levels_ok:
            for i in range(min(n, want_n) - 1):
                a, b = pots[i], pots[i + 1]
                x = t.pots[i].amount
                if x == a.amount or not (a.exact and b.exact) or a.hi is None:
                    continue
                level = self.solve_level(a.lo, b.hi, x)
                if level is None or level == a.hi:
                    continue
                new_a = _Pot(x, a.lo, level, a.covers, True)
                new_b = _Pot(a.amount + b.amount - x, level, b.hi, b.covers, True)
                new = _State((*pots[:i], new_a, new_b, *pots[i + 2 :]), state.returned, state.left)
                yield (
                    _Op(
                        "wrong_level",
                        (("index", i), ("level", level), ("right", a.hi), ("moved", a.amount - x)),
                    ),
                    new,
                )

    def money_moves(
        self, state: _State, pots: list[_Pot], n: int, want_n: int
    ) -> Iterator[tuple[_Op, _State]]:
        t = self.target
        ret, want_ret = dict(state.returned), dict(t.returned)
        left, want_left = dict(state.left), dict(t.left)
        back = self.back

        def with_pot(i: int, delta: int) -> tuple[_Pot, ...]:
            p = pots[i]
            return (*pots[:i], _Pot(p.amount + delta, p.lo, p.hi, p.covers, False), *pots[i + 1 :])

        def surplus(i: int) -> int:
            """How much more pot i holds now than the trainee's pot at its place."""
            return pots[i].amount - (t.pots[i].amount if i < want_n else 0)

        def sizes(*limits: int) -> set[int]:
            """The amounts worth trying: each limit, capped by the smallest."""
            cap = min(limits)
            return {x for x in limits if 0 < x <= cap} | ({cap} if cap > 0 else set())

        # the uncalled bet (or part of it) in a pot, in a new pot, or left in front
        if back:
            short = ret.get(back.seat, 0) - want_ret.get(back.seat, 0)
            if short > 0:
                for i in range(min(n, want_n)):
                    for x in sizes(short, -surplus(i)) | {short}:
                        yield (
                            _Op("uncalled_in_pot", (("index", i), ("amount", x))),
                            _State(with_pot(i, x), _add(state.returned, back.seat, -x), state.left),
                        )
                if n < want_n and 0 < t.pots[n].amount <= short:
                    x = t.pots[n].amount
                    new_pot = _Pot(x, 0, None, (), False)
                    yield (
                        _Op("uncalled_in_pot", (("index", n), ("amount", x), ("new", True))),
                        _State((*pots, new_pot), _add(state.returned, back.seat, -x), state.left),
                    )
                for x in sizes(short, want_left.get(back.seat, 0) - left.get(back.seat, 0)):
                    yield (
                        _Op("uncalled_left_in_front", (("amount", x),)),
                        _State(
                            tuple(pots), _add(state.returned, back.seat, -x), _add(state.left, back.seat, x)
                        ),
                    )
                for seat in want_ret:
                    if seat != back.seat and want_ret[seat] - ret.get(seat, 0) > 0:
                        x = min(short, want_ret[seat] - ret.get(seat, 0))
                        new_ret = _add(_add(state.returned, back.seat, -x), seat, x)
                        yield (
                            _Op("returned_to_wrong_seat", (("seat", seat), ("amount", x))),
                            _State(tuple(pots), new_ret, state.left),
                        )
        # called chips pushed back as if uncalled
        for seat, chips in want_ret.items():
            extra = chips - ret.get(seat, 0)
            if extra <= 0:
                continue
            for i in range(n):
                for x in sizes(extra, surplus(i)):
                    yield (
                        _Op("called_chips_returned", (("seat", seat), ("index", i), ("amount", x))),
                        _State(with_pot(i, -x), _add(state.returned, seat, x), state.left),
                    )
        # chips left in front of a seat, or dead money left in the middle
        for seat, chips in want_left.items():
            extra = chips - left.get(seat, 0)
            if extra <= 0:
                continue
            if back and seat == back.seat and ret.get(seat, 0) - want_ret.get(seat, 0) > 0:
                continue  # the uncalled bet never moved: named above
            if seat == DEAD:
                code = "dead_money_missing"
            elif seat in self.folded:
                code = "folded_chips_left"
            else:
                code = "live_chips_left"
            for i in range(n):
                if seat == DEAD:
                    owned = sum(self.pots[c].dead for c in pots[i].covers)
                else:
                    owned = sum(self.pots[c].shares.get(seat, 0) for c in pots[i].covers)
                whole = {extra} if extra <= owned and extra <= pots[i].amount else set()
                for x in sizes(extra, surplus(i), owned) | whole:
                    yield (
                        _Op(code, (("seat", seat), ("index", i), ("amount", x))),
                        _State(with_pot(i, -x), state.returned, _add(state.left, seat, x)),
                    )
        # any amount from one pot to another
        for j in range(min(n, want_n)):
            gain = -surplus(j)
            if gain <= 0:
                continue
            for i in range(n):
                if i == j or surplus(i) <= 0:
                    continue
                x = min(gain, surplus(i))
                moved = list(pots)
                moved[i] = _Pot(pots[i].amount - x, pots[i].lo, pots[i].hi, pots[i].covers, False)
                moved[j] = _Pot(pots[j].amount + x, pots[j].lo, pots[j].hi, pots[j].covers, False)
                op = self.provenance(i, j, x, pots)
                yield op, _State(tuple(moved), state.returned, state.left)

    def provenance(self, src: int, dst: int, chips: int, pots: list[_Pot]) -> _Op:
        """A move of ``chips`` from pot ``src`` to pot ``dst``, named by the chips' owner when
        the trainee's ``from`` of ``dst`` shows a single owner with exactly that many too many."""
        base = (("src", src), ("dst", dst), ("amount", chips))
        plain = _Op("amount_off", base)
        built = self.build.pots[dst] if dst < len(self.build.pots) else None
        covers = pots[dst].covers
        if built is None or built.origins is None or len(covers) != 1:
            return plain
        pot = self.pots[covers[0]]
        should = dict(pot.shares)
        if pot.dead:
            should[DEAD] = pot.dead
        extra = {o: c - should.get(o, 0) for o, c in built.origins.items() if c - should.get(o, 0) > 0}
        if list(extra.values()) != [chips]:
            return plain
        owner = next(iter(extra))
        if owner == DEAD:
            code = "dead_money_in_side_pot" if dst > 0 and src == 0 else "amount_off"
        elif owner in self.folded:
            code = "folded_chips_not_cut"
        elif owner not in pot.eligible:
            code = "chips_from_ineligible_seat"
        else:
            code = "share_too_large"
        return _Op(code, (*base, ("owner", owner)), confirmed=code != "amount_off")

    # -- verdicts and words --
    def verdicts(self) -> tuple[PileVerdict, ...]:
        out: list[PileVerdict] = []
        built = self.build
        if self.back:
            pile = return_pile(self.back.seat)
            out.append(
                PileVerdict(
                    pile,
                    pile_label(pile),
                    self.back.amount,
                    built.returned.get(self.back.seat, 0),
                    returned_sentence(self.back, money=self.f),
                )
            )
        for seat, chips in built.returned.items():
            if not self.back or seat != self.back.seat:
                out.append(PileVerdict(return_pile(seat), pile_label(return_pile(seat)), 0, chips, ""))
        for i in range(max(len(self.pots), len(built.pots))):
            pot = self.pots[i] if i < len(self.pots) else None
            out.append(
                PileVerdict(
                    pot_pile(i),
                    pile_label(pot_pile(i)),
                    pot.amount if pot else 0,
                    built.pots[i].amount if i < len(built.pots) else 0,
                    self.says(i) if pot else "",
                )
            )
        return tuple(out)

    def belongs(self, seat: str, chips: int) -> list[tuple[int, int]]:
        """Where the top ``chips`` of ``seat``'s called chips belong: (pot index, chips), from
        the main pot up (the last chips a seat puts in lie in its highest layers)."""
        out: list[tuple[int, int]] = []
        rest = chips
        for pot in reversed(self.pots):
            share = pot.shares.get(seat, 0)
            take = min(share, rest)
            if take:
                out.append((pot.index, take))
                rest -= take
        return sorted(out) or [(0, chips)]

    def shift_down(self, emptied: int) -> str:
        """When pot ``emptied`` is not the last on the table: which later pot moves into which
        (``"Side pot 2 into Side pot 1"``); ``""`` when it is the last."""
        last = len(self.target.pots) - 1
        if emptied >= last:
            return ""
        moves = [
            _("{pot} into {lower}").format(pot=pile_label(pot_pile(k + 1)), lower=pile_label(pot_pile(k)))
            for k in range(emptied, last)
        ]
        return ", ".join(moves)

    def actual(self, pile: str) -> int:
        """Chips the trainee has in ``pile`` (pot, return, in front of a seat, the middle)."""
        kind, _, rest = pile.partition(":")
        if kind == "pot":
            i = int(rest)
            return self.build.pots[i].amount if i < len(self.build.pots) else 0
        if kind == "return":
            return self.build.returned.get(rest, 0)
        return self.build.left.get(DEAD if pile == MIDDLE else rest, 0)

    def expected(self, pile: str) -> int:
        """Chips the engine puts in ``pile`` (0 for chips left in front)."""
        kind, _, rest = pile.partition(":")
        if kind == "pot":
            i = int(rest)
            return self.pots[i].amount if i < len(self.pots) else 0
        if kind == "return":
            return self.back.amount if self.back and self.back.seat == rest else 0
        return 0

    def figures(self, pile: str) -> str:
        """``"Side pot 1 holds $180, should be $120"`` from the trainee's table and the answer."""
        return _("{pile} holds {actual}, should be {expected}").format(
            pile=the(pile), actual=self.f(self.actual(pile)), expected=self.f(self.expected(pile))
        )

    def says(self, index: int) -> str:
        """The pot's arithmetic, with why its antes are layered when they are."""
        text = pot_sentence(self.pots[index], money=self.f)
        return f"{text} ({self.notes[index].rstrip('.')})" if index in self.notes else text

    def who_caps(self, index: int) -> str:
        pot = self.pots[index]
        names = _capping(pot, self.s)
        return join_names(names) if names else _("the all-in player")

    def describe(self, op: _Op, state: _State) -> Diagnosis:  # noqa: C901 - one branch per mistake
        f = self.f
        v = dict(op.values)
        code = op.code
        if code == "pots_merged":
            below, pot_index = v["index"], v["pot"][0]
            pot = self.pots[pot_index]
            into, lost = pot_pile(below), pot_pile(below + 1)
            out_of = [s for s in self.pots[pot_index - 1].eligible if s not in pot.eligible]
            return Diagnosis(
                code,
                (into, lost),
                ngettext(
                    "{pot} ({amount}) is merged into {into}: {arithmetic}. {seats} is all-in for {lower} and "
                    "cannot win the chips above it.",
                    "{pot} ({amount}) is merged into {into}: {arithmetic}. {seats} are all-in for {lower} "
                    "and "
                    "cannot win the chips above it.",
                    len(out_of),
                ).format(
                    pot=pot_title(pot.index),
                    amount=f(pot.amount),
                    into=the(into),
                    arithmetic=self.says(pot_index),
                    seats=join_names(out_of),
                    lower=f(pot.lower),
                ),
                _("Open {pot} and move {amount} from {into} into it.").format(
                    pot=the(lost), amount=f(pot.amount), into=the(into)
                ),
                rule("side_pots"),
                {"pot": pot.name, "amount": pot.amount},
            )
        if code == "missing_pot":
            pot_index = v["pot"][0]
            pot = self.pots[pot_index]
            pile = pot_pile(pot_index)
            seats = [s for s in pot.shares]
            if pot.dead:
                seats.append(_("the middle (dead money)"))
            values = {
                "pile": the(pile),
                "pot": pot_title(pot.index),
                "amount": f(pot.amount),
                "seats": join_names(seats),
                "arithmetic": self.says(pot_index),
            }
            return Diagnosis(
                code,
                (pile, *(front_pile(s) for s in pot.shares)),
                _("{pile} was never built: its {amount} is still in front of {seats}. {arithmetic}.").format(
                    **values
                ),
                (
                    _("Open {pot} and pull {amount} into it from in front of {seats}.")
                    if pot_index
                    else _("Pull {amount} into the Main pot from in front of {seats}.")
                ).format(**values),
                rule("chips_in"),
                {"pot": pot.name, "amount": pot.amount},
            )
        if code in ("extra_pot", "pot_at_folded_level"):
            i, level, x = v["index"], v["level"], v["amount"]
            extra = pot_pile(i + 1)
            right = self.pots[state.pots[i].covers[0]] if state.pots[i].covers else None
            moved = state.pots[i + 1].amount
            values = {"pile": the(pot_pile(i)), "level": f(level) if level is not None else ""}
            if code == "pot_at_folded_level":
                who = [s for s in self.folded if self.totals[s] == level]
                why = ngettext(
                    "{pile} is cut at {level}, {seats}'s total, but {seats} folded: a folded player's total "
                    "does not start a pot.",
                    "{pile} is cut at {level}, the total of {seats}, but {seats} folded: a folded player's "
                    "total does not start a pot.",
                    len(who),
                ).format(seats=join_names(who), **values)
            elif level is not None and level in {self.totals[s] for s in self.hand.live}:
                why = _(
                    "The chips above {level} are only folded or forfeited players' chips: they stay in "
                    "{pile}."
                ).format(**values)
            elif level is not None:
                why = _("{pile} is cut at {level}, but no player still in is all-in for {level}.").format(
                    **values
                )
            else:
                why = _("The chips cut into it belong in {pile}.").format(**values)
            why = _sentence(why)
            sentence = f" {pot_sentence(right, money=self.f)}." if right else ""
            shift = self.shift_down(i + 1)
            fix = (
                _(
                    "Move {amount} from {extra} back into {pile}, then move each later pot down one place "
                    "({moves}) and close the last one."
                )
                if shift
                else _("Move {amount} from {extra} back into {pile}.")
            )
            return Diagnosis(
                code,
                (pot_pile(i), extra),
                _("{extra} should not exist. {why}{arithmetic}").format(
                    extra=the(extra), why=why, arithmetic=sentence
                ),
                fix.format(amount=f(moved), extra=the(extra), pile=the(pot_pile(i)), moves=shift),
                rule("levels"),
                {"level": level, "amount": moved},
            )
        if code == "wrong_level":
            i, level, right, moved = v["index"], v["level"], v["right"], v["moved"]
            a, b = pot_pile(i), pot_pile(i + 1)
            pot_index = state.pots[i].covers[0]
            src, dst = (a, b) if moved < 0 else (b, a)
            capping = _capping(self.pots[pot_index], self.s)
            values = {
                "pile": the(a),
                "next": the(b),
                "cut": f(level),
                "level": f(right),
                "who": join_names(capping),
                "arithmetic": self.says(pot_index),
                "amount": f(abs(moved)),
                "figures": self.figures(a),
                "next_figures": self.figures(b),
            }
            if capping:
                head = _(
                    "{pile} is cut at {cut} a player; it must be cut at {level}, {who}'s all-in, the amount "
                    "that caps it: {arithmetic}."
                )
            else:
                head = _(
                    "{pile} is cut at {cut} a player; it must be cut at {level}, the all-in player's all-in, "
                    "the amount that caps it: {arithmetic}."
                )
            tail = (
                _(
                    "Cutting at {cut} puts {amount} too little in {pile} and leaves it in {next} "
                    "({figures}; {next_figures})."
                )
                if moved > 0
                else _(
                    "Cutting at {cut} puts {amount} too much in {pile} and takes it from {next} "
                    "({figures}; {next_figures})."
                )
            )
            return Diagnosis(
                code,
                (a, b),
                head.format(**values) + " " + tail.format(**values),
                _("Move {amount} from {src} to {dst}.").format(
                    amount=f(abs(moved)), src=the(src), dst=the(dst)
                ),
                rule("levels"),
                {"cut": level, "level": right, "amount": abs(moved)},
            )
        if code == "uncalled_in_pot":
            assert self.back is not None
            i, x = v["index"], v["amount"]
            pile, back = pot_pile(i), self.back
            whole = x == back.amount
            values = {
                "part": f(x),
                "seat": back.seat,
                "pile": the(pile),
                "top": f(back.top),
                "second": f(back.second),
                "returned": returned_sentence(back, money=f),
            }
            if whole and v.get("new"):
                text = _(
                    "{seat}'s uncalled bet is in {pile} (a pot that only one player could win is no pot): "
                    "{seat} put in {top} and nobody else put in more than {second}, so {returned}."
                )
            elif whole:
                text = _(
                    "{seat}'s uncalled bet is in {pile}: {seat} put in {top} and nobody else put in more "
                    "than "
                    "{second}, so {returned}."
                )
            elif v.get("new"):
                text = _(
                    "{part} of {seat}'s uncalled bet is in {pile} (a pot that only one player could win is "
                    "no "
                    "pot): {seat} put in {top} and nobody else put in more than {second}, so {returned}."
                )
            else:
                text = _(
                    "{part} of {seat}'s uncalled bet is in {pile}: {seat} put in {top} and nobody else put "
                    "in "
                    "more than {second}, so {returned}."
                )
            return Diagnosis(
                code,
                (pile, return_pile(back.seat)),
                text.format(**values),
                _("Move {amount} from {pile} to {returns}.").format(
                    amount=f(x), pile=the(pile), returns=the(return_pile(back.seat))
                ),
                rule("uncalled"),
                {"seat": back.seat, "amount": x},
            )
        if code == "uncalled_left_in_front":
            assert self.back is not None
            back, x = self.back, v["amount"]
            return Diagnosis(
                code,
                (return_pile(back.seat), front_pile(back.seat)),
                _(
                    "{part} of {seat}'s uncalled bet is still in front of {seat}: nobody else put in more "
                    "than "
                    "{second}, so {top} − {second} = {amount} goes back to {seat} before the pots are built."
                ).format(
                    part=f(x), seat=back.seat, second=f(back.second), top=f(back.top), amount=f(back.amount)
                ),
                _("Push {amount} from in front of {seat} to {returns}.").format(
                    amount=f(x), seat=back.seat, returns=the(return_pile(back.seat))
                ),
                rule("uncalled"),
                {"seat": back.seat, "amount": x},
            )
        if code == "returned_to_wrong_seat":
            assert self.back is not None
            seat, x, back = v["seat"], v["amount"], self.back
            return Diagnosis(
                code,
                (return_pile(back.seat), return_pile(seat)),
                _(
                    "{part} of {owner}'s uncalled bet was pushed to {seat}: an uncalled bet goes back to the "
                    "player who bet it, {owner} ({top} − {second} = {amount})."
                ).format(
                    part=f(x),
                    owner=back.seat,
                    seat=seat,
                    top=f(back.top),
                    second=f(back.second),
                    amount=f(back.amount),
                ),
                _("Move {amount} from {src} to {dst}.").format(
                    amount=f(x), src=the(return_pile(seat)), dst=the(return_pile(back.seat))
                ),
                rule("uncalled"),
                {"seat": seat, "amount": x},
            )
        if code == "called_chips_returned":
            seat, i, x = v["seat"], v["index"], v["amount"]
            pile = pot_pile(i)
            back = self.back
            if back and seat == back.seat:
                what = _(
                    "{pushed} was pushed back to {seat}, but only {top} − {second} = {uncalled} was "
                    "uncalled: "
                    "{amount} was called and belongs in {pile}."
                ).format(
                    pushed=f(back.amount + x),
                    seat=seat,
                    top=f(back.top),
                    second=f(back.second),
                    uncalled=f(back.amount),
                    amount=f(x),
                    pile=the(pile),
                )
            else:
                what = _(
                    "{amount} was pushed back to {seat}, but {seat} has no uncalled bet: every chip {seat} "
                    "put "
                    "in was called, so {amount} belongs in {pile}."
                ).format(amount=f(x), seat=seat, pile=the(pile))
            return Diagnosis(
                code,
                (return_pile(seat), pile),
                what,
                _("Move {amount} from {src} to {dst}.").format(
                    amount=f(x), src=the(return_pile(seat)), dst=the(pile)
                ),
                rule("called"),
                {"seat": seat, "amount": x},
            )
        if code in ("live_chips_left", "folded_chips_left", "dead_money_missing"):
            seat, i, x = v["seat"], v["index"], v["amount"]
            pile = pot_pile(i)
            if code == "dead_money_missing":
                return Diagnosis(
                    code,
                    (MIDDLE, pile),
                    _(
                        "{amount} of dead money is still in the middle; {pile} is {amount} short. "
                        "{arithmetic}."
                    ).format(amount=f(x), pile=the(pile), arithmetic=self.says(0)),
                    _("Pull {amount} of dead money into the Main pot.").format(amount=f(x)),
                    rule("dead_money"),
                    {"amount": x},
                )
            where = self.belongs(seat, x)
            if len(where) > 1:
                piles = join_names(
                    [_("{pile} ({amount})").format(pile=the(pot_pile(k)), amount=f(c)) for k, c in where]
                )
            else:
                piles = the(pot_pile(where[0][0]))
            values = {"amount": f(x), "seat": seat, "piles": piles}
            if code == "folded_chips_left":
                message = ngettext(
                    "{amount} of {seat}'s chips is still in front of {seat}, who folded: a folded player's "
                    "chips stay in the pots, cut by level like everyone's; they belong in {piles}.",
                    "{amount} of {seat}'s chips are still in front of {seat}, who folded: a folded player's "
                    "chips stay in the pots, cut by level like everyone's; they belong in {piles}.",
                    x,
                )
            else:
                message = ngettext(
                    "{amount} of {seat}'s chips is still in front of {seat}: every called chip goes into a "
                    "pot; they belong in {piles}.",
                    "{amount} of {seat}'s chips are still in front of {seat}: every called chip goes into a "
                    "pot; they belong in {piles}.",
                    x,
                )
            if len(where) > 1:
                into = join_names(
                    [_("{amount} into {pile}").format(amount=f(c), pile=the(pot_pile(k))) for k, c in where]
                )
                fix = _("Pull {moves} from in front of {seat}.").format(moves=into, seat=seat)
            else:
                fix = _("Pull {amount} from in front of {seat} into {pile}.").format(
                    amount=f(x), seat=seat, pile=the(pot_pile(where[0][0]))
                )
            return Diagnosis(
                code,
                (front_pile(seat), *(pot_pile(k) for k, _c in where)),
                message.format(**values),
                fix,
                rule("chips_in"),
                {"seat": seat, "amount": x},
            )
        if code == "amount_off" and "pile" in v:
            pile, have, want = v["pile"], v["have"], v["want"]
            values = {
                "amount": f(abs(have - want)),
                "have": f(have),
                "want": f(want),
                "pile": the(pile),
                "figures": self.figures(pile),
            }
            if pile == MIDDLE:
                message = _("{amount} of dead money is still in the middle.").format(**values)
                fix = _("Pull the {amount} into the pot it belongs in.").format(**values)
            elif pile.startswith("front:"):
                message = _("{amount} of {seat}'s chips are still {pile}.").format(seat=pile[6:], **values)
                fix = _("Pull the {amount} into the pot it belongs in.").format(**values)
            elif want == 0 and pile.startswith("pot:"):
                message = _("{pile} should not exist; it holds {have}.").format(**values)
                fix = _("Move its {have} into the pots that are short.").format(**values)
            else:
                message = (
                    _("{figures} ({amount} too much).")
                    if have > want
                    else _("{figures} ({amount} too little).")
                ).format(**values)
                if not pile.startswith("return:"):
                    fix = _("Bring {pile} to {want}: {arithmetic}.").format(
                        arithmetic=self.says(int(pile[4:])), **values
                    )
                elif want:
                    fix = _("Push back only the uncalled bet: {want}.").format(**values)
                else:
                    fix = _("Move the {have} back into the pots: {seat} has no uncalled bet.").format(
                        seat=pile[7:], **values
                    )
            return Diagnosis(
                code,
                (pile,),
                message,
                fix,
                rule("side_pots" if pile.startswith("pot:") else "chips_in"),
                {"amount": have - want},
            )
        # a move between pots: the chips sit in ``dst`` and belong in ``src``
        src, dst, x = v["src"], v["dst"], v["amount"]
        belong, sit = pot_pile(src), pot_pile(dst)
        owner = v.get("owner")
        values = {
            "amount": f(x),
            "owner": owner,
            "sit": the(sit),
            "belong": the(belong),
            "figures": _("{figures}; {other}").format(figures=self.figures(sit), other=self.figures(belong)),
        }
        fix = _("Move {amount} from {src} to {dst}.").format(amount=f(x), src=the(sit), dst=the(belong))
        if code == "dead_money_in_side_pot":
            return Diagnosis(
                code,
                (sit, belong),
                _(
                    "{amount} of dead money is in {sit} ({figures}). Dead money goes in the main pot, where "
                    "every player still in can win it."
                ).format(**values),
                _("Move {amount} of dead money from {sit} to the Main pot.").format(**values),
                rule("dead_money"),
                {"amount": x},
            )
        if code == "share_too_large":
            message = (
                _(
                    "{sit} takes {amount} too much from {owner} ({figures}). {arithmetic}: nobody wins from "
                    "{owner} more than the layer holds, so the {amount} belongs in {belong}."
                ).format(arithmetic=self.says(dst), **values)
                if dst < len(self.pots)
                else _(
                    "{sit} takes {amount} too much from {owner} ({figures}). Nobody wins from {owner} more "
                    "than the layer holds, so the {amount} belongs in {belong}."
                ).format(**values)
            )
            rule_key = "side_pots"
        elif code == "chips_from_ineligible_seat":
            message = (
                _(
                    "{amount} of {owner}'s chips are in {sit}, a layer {owner} never reached ({figures}); "
                    "only "
                    "{seats} compete for it, and {owner}'s {amount} belongs in {belong}."
                ).format(seats=join_names(self.pots[dst].eligible), **values)
                if dst < len(self.pots)
                else _(
                    "{amount} of {owner}'s chips are in {sit}, a layer {owner} never reached ({figures}); "
                    "only "
                    "deeper stacks compete for it, and {owner}'s {amount} belongs in {belong}."
                ).format(**values)
            )
            rule_key = "side_pots"
        elif code == "folded_chips_not_cut":
            message = _(
                "{owner} folded, but {owner}'s chips were not cut by level: {amount} of them sit in {sit} "
                "and "
                "belong in {belong} ({figures})."
            ).format(**values)
            rule_key = "levels"
        else:
            message = (
                _("{amount} that belongs in {belong} is in {sit}: {figures}. {arithmetic}.").format(
                    arithmetic=self.says(src), **values
                )
                if src < len(self.pots)
                else _("{amount} that belongs in {belong} is in {sit}: {figures}.").format(**values)
            )
            rule_key = "side_pots"
        return Diagnosis(code, (sit, belong), message, fix, rule(rule_key), {"amount": x, "seat": owner})
