"""The award phase of a drill: built pots pushed to the winners' spots (Qt-free).

Adds ``win:<seat>`` piles to a :class:`TableState`. Chips of a pot may go to any seat's win
spot, or back to their own pot; nothing else moves. Every chip remembers the pot it came from
(change made from it too), and when it was pushed, so the pushes can be replayed in order to
:func:`check_award`. Undo, redo and reset work as on the build table; chips are never created
or lost.

When the board was run more than once (``drill.boards``), every pot with a showdown has one
``run:<pot>:<run>`` spot per run: the trainee splits the pot into its runs there and pushes each
run's part to its winners; a chip pushed from a run's spot is pushed for that run
(docs/rules.md#running-it-twice). A seat that wins every run may still take the pot whole.

In a hi-lo game (``drill.hilo``) every pot with a showdown has a ``half:<pot>:high`` and a
``half:<pot>:low`` spot the same way: the trainee splits the pot into its halves there and pushes
each half to its winners, a tied half in quarters; a chip pushed from a half's spot is pushed for
that half (docs/rules.md#hi-lo-and-stud). A seat that scoops may take the pot whole.
"""

from __future__ import annotations

from collections.abc import Iterable

from dealer_trainer.drills.award_checking import AwardCheck, AwardPush, check_award
from dealer_trainer.drills.models import Drill
from dealer_trainer.drills.piles import half_pile, parse_pile, pot_count, run_pile, win_pile
from dealer_trainer.engine.rules import DEFAULT_RULES, HouseRules
from dealer_trainer.ui.table.model import Snapshot, TableState, pot_pile

__all__ = ["AwardState", "built_state", "half_piles", "part_piles", "run_piles", "win_pile"]


def run_piles(drill: Drill) -> list[str]:
    """The run spots of ``drill``'s award: each pot with more than one eligible seat, one per
    run (pot by pot, run 1 first); none when the board was run once."""
    if drill.runs == 1:
        return []
    pots = drill.settlement().pots
    return [run_pile(p.index, r) for p in pots if len(p.eligible) > 1 for r in range(1, drill.runs + 1)]


def half_piles(drill: Drill) -> list[str]:
    """The half spots of a hi-lo ``drill``'s award: each pot with more than one eligible seat, its
    high half then its low half; none in other games (or a board run more than once)."""
    if not drill.hilo or drill.runs > 1:
        return []
    pots = drill.settlement().pots
    return [half_pile(p.index, half) for p in pots if len(p.eligible) > 1 for half in ("high", "low")]


def part_piles(drill: Drill) -> list[str]:
    """Every spot a pot is split into before it is pushed: its runs' or its halves'."""
    return run_piles(drill) + half_piles(drill)


def built_state(drill: Drill) -> TableState:
    """A table with the drill's pots built correctly (the engine's answer), as one undo step."""
    from dealer_trainer.drills.checking import solution_piles

    state = TableState(drill)
    piles = solution_piles(drill)
    state.begin("build")
    state.ensure_pots(max(pot_count(piles), 1))
    for pile, moves in piles.items():
        for origin, chips in moves.items():
            if not state.take(origin, chips, pile):
                raise ValueError(f"cannot build {pile}: {chips} of {origin} missing")
    state.end()
    return state


class AwardState(TableState):
    """The table while the pots are pushed.

    Args:
        built: the table with the pots built (the trainee's, after a correct check, or
            :func:`built_state`); its chips and piles are taken over as they lie.
        rules: house rules for the check (award order, odd-chip unit).
    """

    award_phase = True

    def __init__(self, built: TableState, rules: HouseRules = DEFAULT_RULES) -> None:
        self._start = built._state.copy()  # noqa: SLF001 - same family of classes
        for seat in built.seats:
            self._start.piles[win_pile(seat)] = []
        for pile in part_piles(built.drill):
            self._start.piles[pile] = []
        self.rules = rules
        self.pot_of: dict[int, int] = {}
        for pile, ids in self._start.piles.items():
            where = parse_pile(pile)
            if where.kind == "pot" and where.index is not None:
                for chip_id in ids:
                    self.pot_of[chip_id] = where.index
        self._stamp: dict[int, int] = {}
        self._run_of: dict[int, int | None] = {}  # chip pushed -> the run it was pushed for
        self._half_of: dict[int, str | None] = {}  # chip pushed -> the half it was pushed for
        self._clock = 0
        #: True once the award was checked right: the drill is done, its chips stay where they
        #: lie (no push, undo, redo or reset; a dealer's award is final once checked)
        self.final = False
        super().__init__(built.drill)

    def _initial(self) -> Snapshot:
        return self._start.copy()

    def can_undo(self) -> bool:
        return not self.final and super().can_undo()

    def can_redo(self) -> bool:
        return not self.final and super().can_redo()

    def undo(self) -> bool:
        return not self.final and super().undo()

    def redo(self) -> bool:
        return not self.final and super().redo()

    def reset(self) -> bool:
        return not self.final and super().reset()

    # ----- reading -----------------------------------------------------------------------
    def pots(self) -> list[int]:
        """Indexes of the pots on the table (main pot 0 first)."""
        return list(range(self.pot_count))

    def pot_total(self, index: int) -> int:
        """Chips the pot held when the award began."""
        return sum(self._start.chips[i].value for i in self._start.piles.get(pot_pile(index), ()))

    def pushes(self) -> list[AwardPush]:
        """Chips on the win spots as pushes, in the order they were pushed."""
        events: list[tuple[int, int, int, str]] = []
        for pile, ids in self.piles().items():
            where = parse_pile(pile)
            if where.kind != "win" or where.seat is None:
                continue
            seat = where.seat
            for chip_id in ids:
                events.append((self._stamp.get(chip_id, 0), chip_id, self.pot_of[chip_id], seat))
        events.sort()
        out: list[AwardPush] = []
        for _, chip_id, pot, seat in events:
            value, run, half = self.chip(chip_id).value, self._run_of.get(chip_id), self._half_of.get(chip_id)
            if out and (out[-1].pot, out[-1].seat, out[-1].run, out[-1].half) == (pot, seat, run, half):
                out[-1] = AwardPush(pot, seat, out[-1].chips + value, run, half)
            else:
                out.append(AwardPush(pot, seat, value, run, half))
        return out

    def given(self) -> dict[int, dict[str, int]]:
        """Pot index -> seat -> chips pushed to it."""
        out: dict[int, dict[str, int]] = {}
        for push in self.pushes():
            seats = out.setdefault(push.pot, {})
            seats[push.seat] = seats.get(push.seat, 0) + push.chips
        return out

    def check(self) -> AwardCheck:
        """The pushes so far against the engine's award (:func:`check_award`)."""
        return check_award(self.drill, self.pushes(), self.rules)

    def move_amount(self, source: str, amount: int, target: str) -> bool:
        """The build's gestures while awarding: an amount (typed, or a whole pot with Ctrl)
        carried from a pot to a seat's win spot is a push (:meth:`push`); chips pushed to the
        wrong seat go back to their pot or on to another seat the same way."""
        where, start = parse_pile(target), parse_pile(source)
        if self.final:
            return False
        if start.kind == "pot" and start.index is not None and where.kind == "win" and where.seat is not None:
            return self.push(start.index, where.seat, amount)
        if start.kind in ("win", "pot", "run", "half") and self.amount(source) >= amount > 0:
            self.begin("move pushed chips")
            chosen = self.gather(source, amount)
            ok = chosen is not None and self.can_drop(chosen, target) and self.move(chosen, target)
            self.end()
            return bool(ok)
        return False

    def can_drop(self, chip_ids: Iterable[int], target: str) -> bool:
        """Pot chips go to any seat's win spot, or back to their own pot; nothing else moves."""
        ids = list(chip_ids)
        if self.final or not ids or target not in self._state.piles:
            return False
        where = parse_pile(target)
        if where.kind == "win":
            return all(i in self.pot_of for i in ids)
        if where.kind in ("pot", "run", "half"):  # back to its pot, or into its pot's runs or halves
            return all(self.pot_of.get(i) == where.index for i in ids)
        return False

    # ----- changes -----------------------------------------------------------------------
    def move(self, chip_ids: Iterable[int], target: str) -> bool:
        ids = list(chip_ids)
        if self.final:
            return False
        there = self._state.piles.get(target, [])
        already = all(i in there for i in ids)
        parts = {i: self._part_from(i) for i in ids}
        done = super().move(ids, target)
        moved = bool(ids) and not already and all(i in self._state.piles.get(target, ()) for i in ids)
        if moved and parse_pile(target).kind == "win":
            self._clock += 1
            for chip_id in ids:
                self._stamp[chip_id] = self._clock
                self._run_of[chip_id], self._half_of[chip_id] = parts[chip_id]
        return done

    def _part_from(self, chip_id: int) -> tuple[int | None, str | None]:
        """The (run, half) a chip would be pushed for from where it lies: its run or half spot's,
        what it was pushed for when it moves on from a win spot, (None, None) from its pot."""
        where = parse_pile(self.where(chip_id))
        if where.kind in ("run", "half"):
            return where.run, where.half
        if where.kind == "win":
            return self._run_of.get(chip_id), self._half_of.get(chip_id)
        return None, None

    def make_change(self, chip_id: int) -> list[int]:
        pot = self.pot_of.get(chip_id)
        stamp = self._stamp.get(chip_id)
        run, half = self._run_of.get(chip_id), self._half_of.get(chip_id)
        new_ids = super().make_change(chip_id)
        for new in new_ids:
            if pot is not None:
                self.pot_of[new] = pot
            if stamp is not None:
                self._stamp[new] = stamp
                self._run_of[new], self._half_of[new] = run, half
        return new_ids

    def push(self, pot: int, seat: str, amount: int, run: int | None = None, half: str | None = None) -> bool:
        """Push exactly ``amount`` of pot ``pot`` to ``seat``, making change as needed (the
        solution and the keyboard); with ``run`` (or ``half``), through that run's (half's) spot,
        taken from the spot first, then from the pot. One undo step; False (nothing changes) when
        short."""
        source = pot_pile(pot)
        spot = half_pile(pot, half) if half is not None else run_pile(pot, run)
        through = spot != source
        have = self.amount(spot) if through else 0
        if self.final or through and spot not in self._state.piles or self.amount(source) + have < amount:
            return False
        self.begin("push")
        chosen: list[int] | None = []
        if through and amount > have:
            chosen = self.gather(source, amount - have)
            if chosen:
                self.move(chosen, spot)
        if chosen is not None:
            chosen = self.gather(spot, amount)
        if chosen:
            self.move(chosen, win_pile(seat))
        self.end()
        return chosen is not None

    def open_side_pot(self) -> bool:
        """No new pots while awarding."""
        return False

    def close_last_pot(self) -> bool:
        """Pots stay while awarding (an empty pot was pushed)."""
        return False
