"""The search for the root causes: the fewest dealer mistakes that turn the right build into
the trainee's, as moves from one state of the table to the next (no wording here)."""

from __future__ import annotations

from collections.abc import Iterator, Mapping

from dealer_trainer.drills.checking.diagnoses import RANK, STRUCTURE_CODES
from dealer_trainer.drills.checking.facts import Facts
from dealer_trainer.drills.checking.model import Build, Money
from dealer_trainer.drills.checking.states import Op, State, StatePot, added, items_of
from dealer_trainer.drills.piles import DEAD, MIDDLE, Pile, pot_pile
from dealer_trainer.engine import Settlement


# ----- the search for the root causes --------------------------------------------------------
class Search(Facts):
    """The search for the fewest mistakes from the engine's build (``start``) to the trainee's
    (``target``); subclassed by :class:`~dealer_trainer.drills.checking.check.Checker` for the words."""

    MAX_DEPTH = 3
    BUDGET = 40_000  # states looked at before falling back to the greedy search

    def __init__(self, settlement: Settlement, build: Build, money: Money, notes: Mapping[int, str]) -> None:
        super().__init__(settlement, build, money, notes)
        self.start = self._solution_state()
        self.target = State(
            tuple(StatePot(a, 0, None, (), False) for a in self.built),
            items_of(build.returned),
            items_of(build.left),
        )
        self.levels_ok = self._levels_reproduce()

    # -- the engine's build as a state, and the layer arithmetic --
    def _solution_state(self) -> State:
        pots = []
        for i, p in enumerate(self.pots):
            hi = None if i == len(self.pots) - 1 else p.upper
            pots.append(StatePot(p.amount, p.lower, hi, (i,), True))
        returned = ((self.back.seat, self.back.amount),) if self.back else ()
        return State(tuple(pots), returned, ())

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
    @staticmethod
    def amounts(state: State) -> list[int]:
        """The pot amounts of ``state``, empty pots at the end left out."""
        out = [p.amount for p in state.pots]
        while out and not out[-1]:
            out.pop()
        return out

    def matches(self, state: State) -> bool:
        t = self.target
        return (
            self.amounts(state) == self.amounts(t) and state.returned == t.returned and state.left == t.left
        )

    def distance(self, state: State) -> int:
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

    def explain(self) -> list[tuple[Op, State]]:
        """The fewest mistakes that lead from the right build to the trainee's (breadth first,
        at most MAX_DEPTH); ties go to provenance-confirmed, then higher-precedence mistakes.
        Past that depth: the mistakes that fix the most piles, one at a time, then the rest as
        amounts off."""
        frontier: list[tuple[list[tuple[Op, State]], State]] = [([], self.start)]
        for _depth in range(self.MAX_DEPTH):
            found: list[list[tuple[Op, State]]] = []
            nxt: list[tuple[list[tuple[Op, State]], State]] = []
            seen: set[State] = set()
            for path, state in frontier:
                if len(seen) > self.BUDGET:
                    return self.greedy()
                structural_done = any(op.code not in STRUCTURE_CODES for op, _ in path)
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
    def _score(path: list[tuple[Op, State]]) -> tuple[int, tuple[int, ...]]:
        confirmed = sum(1 for op, _ in path if op.confirmed)
        return (-confirmed, tuple(sorted(RANK[op.code] for op, _ in path)))

    def greedy(self) -> list[tuple[Op, State]]:
        path: list[tuple[Op, State]] = []
        state = self.start
        for _try in range(12):
            if self.matches(state):
                return path
            here = self.distance(state)
            best = None
            shape_off = len(state.pots) != len(self.target.pots)
            for op, new in self.moves(state, any(o.code not in STRUCTURE_CODES for o, _s in path)):
                amount = dict(op.values).get("amount", 0)
                # while the number of pots is off, a change of structure comes first
                fixes_shape = len(new.pots) == len(self.target.pots) if shape_off else True
                key = (not fixes_shape, self.distance(new) - here, not op.confirmed, RANK[op.code], -amount)
                if self.distance(new) < here and (best is None or key < best[0]):
                    best = (key, op, new)
            if best is None:
                break
            path.append((best[1], best[2]))
            state = best[2]
        if not self.matches(state):
            return self.leftovers(self.start)  # no sure explanation: each pile against the answer
        return path

    def leftovers(self, state: State) -> list[tuple[Op, State]]:
        """Each pile that differs between ``state`` and the trainee's: one ``amount_off`` each."""
        out = []
        t = self.target
        n = max(len(state.pots), len(t.pots))
        for i in range(n):
            have = t.pots[i].amount if i < len(t.pots) else 0
            want = state.pots[i].amount if i < len(state.pots) else 0
            if have != want:
                out.append((Op("amount_off", (("pile", pot_pile(i)), ("have", have), ("want", want))), state))
        for kind, mine, theirs in (("return", state.returned, t.returned), ("front", state.left, t.left)):
            d1, d2 = dict(mine), dict(theirs)
            for k in sorted(set(d1) | set(d2)):
                if d1.get(k, 0) != d2.get(k, 0):
                    pile = MIDDLE if k == DEAD else Pile(kind, seat=k).text()
                    values = (("pile", pile), ("have", d2.get(k, 0)), ("want", d1.get(k, 0)))
                    out.append((Op("amount_off", values), state))
        return out

    # -- the mistakes a dealer makes, as moves from one state to the next --
    def moves(self, state: State, money_only: bool) -> Iterator[tuple[Op, State]]:
        t = self.target
        pots = list(state.pots)
        n, want_n = len(pots), len(t.pots)
        if not money_only:
            yield from self.structure_moves(state, pots, n, want_n)
        yield from self.money_moves(state, pots, n, want_n)

    def structure_moves(
        self, state: State, pots: list[StatePot], n: int, want_n: int
    ) -> Iterator[tuple[Op, State]]:
        t = self.target
        if n > want_n:
            for i in range(1, n):
                a, b = pots[i - 1], pots[i]
                merged = StatePot(a.amount + b.amount, a.lo, b.hi, a.covers + b.covers, a.exact and b.exact)
                new = State((*pots[: i - 1], merged, *pots[i + 1 :]), state.returned, state.left)
                yield Op("pots_merged", (("index", i - 1), ("pot", b.covers))), new
            yield from self._merged_runs(state, pots, n)
            for i in range(n):
                p = pots[i]
                if not p.exact or len(p.covers) != 1:
                    continue
                left = state.left
                for seat, share in self.pots[p.covers[0]].shares.items():
                    left = added(left, seat, share)
                if self.pots[p.covers[0]].dead:
                    left = added(left, DEAD, self.pots[p.covers[0]].dead)
                new = State((*pots[:i], *pots[i + 1 :]), state.returned, left)
                yield Op("missing_pot", (("index", i), ("pot", p.covers))), new
        for i in range(min(n, want_n)):  # a pot left empty while the next ones were built
            p = pots[i]
            if t.pots[i].amount or not p.amount or not p.exact or len(p.covers) != 1:
                continue
            left = state.left
            for seat, share in self.pots[p.covers[0]].shares.items():
                left = added(left, seat, share)
            if self.pots[p.covers[0]].dead:
                left = added(left, DEAD, self.pots[p.covers[0]].dead)
            empty = StatePot(0, p.lo, p.hi, p.covers, False)
            yield (
                Op("missing_pot", (("index", i), ("pot", p.covers))),
                State((*pots[:i], empty, *pots[i + 1 :]), state.returned, left),
            )
        if n < want_n:
            for i in range(n):
                p = pots[i]
                x = t.pots[i].amount
                if not 0 < x < p.amount:
                    continue
                level = self.solve_level(p.lo, p.hi, x) if p.exact and self.levels_ok else None
                first = StatePot(x, p.lo, level, p.covers, level is not None)
                second = StatePot(p.amount - x, level or p.lo, p.hi, p.covers, level is not None)
                new = State((*pots[:i], first, second, *pots[i + 1 :]), state.returned, state.left)
                folded_levels = {self.totals[s] for s in self.folded}
                code = "pot_at_folded_level" if level is not None and level in folded_levels else "extra_pot"
                yield Op(code, (("index", i), ("level", level), ("amount", x))), new
        if self.levels_ok:
            for i in range(min(n, want_n) - 1):
                a, b = pots[i], pots[i + 1]
                x = t.pots[i].amount
                if x == a.amount or not (a.exact and b.exact) or a.hi is None:
                    continue
                level = self.solve_level(a.lo, b.hi, x)
                if level is None or level == a.hi:
                    continue
                new_a = StatePot(x, a.lo, level, a.covers, True)
                new_b = StatePot(a.amount + b.amount - x, level, b.hi, b.covers, True)
                new = State((*pots[:i], new_a, new_b, *pots[i + 2 :]), state.returned, state.left)
                yield (
                    Op(
                        "wrong_level",
                        (("index", i), ("level", level), ("right", a.hi), ("moved", a.amount - x)),
                    ),
                    new,
                )

    @staticmethod
    def _merged_runs(state: State, pots: list[StatePot], n: int) -> Iterator[tuple[Op, State]]:
        """Two or more side pots all put in the pot below them (the pot closed at an all-in
        taking every chip above it, as a street's bets pushed onto a closed main pot): one
        mistake, not one per side pot."""
        for i in range(n):
            for k in range(i + 2, n):
                run = pots[i : k + 1]
                if not all(p.exact and len(p.covers) == 1 for p in run[1:]):
                    continue
                merged = StatePot(
                    sum(p.amount for p in run),
                    run[0].lo,
                    run[-1].hi,
                    tuple(c for p in run for c in p.covers),
                    all(p.exact for p in run),
                )
                lost = tuple(p.covers[0] for p in run[1:])
                new = State((*pots[:i], merged, *pots[k + 1 :]), state.returned, state.left)
                yield Op("pots_merged", (("index", i), ("pot", lost[:1]), ("lost", lost))), new

    def money_moves(
        self, state: State, pots: list[StatePot], n: int, want_n: int
    ) -> Iterator[tuple[Op, State]]:
        t = self.target
        ret, want_ret = dict(state.returned), dict(t.returned)
        left, want_left = dict(state.left), dict(t.left)
        back = self.back

        def with_pot(i: int, delta: int) -> tuple[StatePot, ...]:
            p = pots[i]
            return (*pots[:i], StatePot(p.amount + delta, p.lo, p.hi, p.covers, False), *pots[i + 1 :])

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
                            Op("uncalled_in_pot", (("index", i), ("amount", x))),
                            State(with_pot(i, x), added(state.returned, back.seat, -x), state.left),
                        )
                if n < want_n and 0 < t.pots[n].amount <= short:
                    x = t.pots[n].amount
                    new_pot = StatePot(x, 0, None, (), False)
                    yield (
                        Op("uncalled_in_pot", (("index", n), ("amount", x), ("new", True))),
                        State((*pots, new_pot), added(state.returned, back.seat, -x), state.left),
                    )
                for x in sizes(short, want_left.get(back.seat, 0) - left.get(back.seat, 0)):
                    yield (
                        Op("uncalled_left_in_front", (("amount", x),)),
                        State(
                            tuple(pots), added(state.returned, back.seat, -x), added(state.left, back.seat, x)
                        ),
                    )
                for seat in want_ret:
                    if seat != back.seat and want_ret[seat] - ret.get(seat, 0) > 0:
                        x = min(short, want_ret[seat] - ret.get(seat, 0))
                        new_ret = added(added(state.returned, back.seat, -x), seat, x)
                        yield (
                            Op("returned_to_wrong_seat", (("seat", seat), ("amount", x))),
                            State(tuple(pots), new_ret, state.left),
                        )
        # called chips pushed back as if uncalled
        for seat, chips in want_ret.items():
            extra = chips - ret.get(seat, 0)
            if extra <= 0:
                continue
            for i in range(n):
                for x in sizes(extra, surplus(i)):
                    yield (
                        Op("called_chips_returned", (("seat", seat), ("index", i), ("amount", x))),
                        State(with_pot(i, -x), added(state.returned, seat, x), state.left),
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
                        Op(code, (("seat", seat), ("index", i), ("amount", x))),
                        State(with_pot(i, -x), state.returned, added(state.left, seat, x)),
                    )
        yield from self.folded_uncut_moves(state, pots, n, want_n)
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
                moved[i] = StatePot(pots[i].amount - x, pots[i].lo, pots[i].hi, pots[i].covers, False)
                moved[j] = StatePot(pots[j].amount + x, pots[j].lo, pots[j].hi, pots[j].covers, False)
                op = self.provenance(i, j, x, pots)
                yield op, State(tuple(moved), state.returned, state.left)

    def folded_uncut_moves(
        self, state: State, pots: list[StatePot], n: int, want_n: int
    ) -> Iterator[tuple[Op, State]]:
        """A folded seat's chips from two or more levels all put in one pot (pot ``j``): one
        mistake, not one per level. Confirmed when the trainee's ``from`` of pot ``j`` shows
        exactly those chips too many from that seat."""
        t = self.target
        for owner in sorted(self.folded):
            share = [sum(self.pots[c].shares.get(owner, 0) for c in p.covers) for p in pots]
            for j in range(min(n, want_n)):
                sources = [
                    (i, share[i])
                    for i in range(n)
                    if i != j and share[i] and pots[i].amount - (t.pots[i].amount if i < want_n else 0) > 0
                ]
                total = sum(x for _i, x in sources)
                if len(sources) < 2 or t.pots[j].amount - pots[j].amount < total:
                    continue
                moved = list(pots)
                for i, x in sources:
                    p = pots[i]
                    moved[i] = StatePot(p.amount - x, p.lo, p.hi, p.covers, False)
                p = pots[j]
                moved[j] = StatePot(p.amount + total, p.lo, p.hi, p.covers, False)
                values = (("owner", owner), ("dst", j), ("sources", tuple(sources)), ("amount", total))
                yield (
                    Op("folded_chips_not_cut", values, confirmed=self._shows_extra(j, owner, total)),
                    State(tuple(moved), state.returned, state.left),
                )

    def _shows_extra(self, dst: int, owner: str, chips: int) -> bool:
        """Whether the trainee's ``from`` of pot ``dst`` names ``chips`` too many from ``owner``."""
        built = self.build.pots[dst] if dst < len(self.build.pots) else None
        if built is None or built.origins is None or dst >= len(self.pots):
            return False
        return built.origins.get(owner, 0) - self.pots[dst].shares.get(owner, 0) == chips

    def provenance(self, src: int, dst: int, chips: int, pots: list[StatePot]) -> Op:
        """A move of ``chips`` from pot ``src`` to pot ``dst``, named by the chips' owner when
        the trainee's ``from`` of ``dst`` shows a single owner with exactly that many too many."""
        base = (("src", src), ("dst", dst), ("amount", chips))
        plain = Op("amount_off", base)
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
        return Op(code, (*base, ("owner", owner)), confirmed=code != "amount_off")
