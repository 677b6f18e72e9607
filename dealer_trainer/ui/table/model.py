"""Where every chip on the table is: a Qt-free model with an undo/redo stack of snapshots.

Pile ids: ``front:<seat>`` (chips in front of a seat), ``dead`` (dead money in the middle),
``pot:<n>`` (main pot 0, side pot n), ``return:<seat>`` (an uncalled bet pushed back) and, in a
raked room, ``rake`` and ``jackpot`` (the drop slots: :func:`drop_piles`).
Every chip remembers its origin (the seat that committed it, or :data:`DEAD`); change made
from a chip inherits it. No operation creates or loses value: :meth:`TableState.total` never
changes.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field

from dealer_trainer.drills.models import Drill
from dealer_trainer.drills.piles import (  # one naming
    DEAD,
    JACKPOT,
    MIDDLE,
    RAKE,
    front_pile,
    parse_pile,
    pot_count,
    pot_pile,
    return_pile,
)
from dealer_trainer.engine.chips import break_down, make_change

__all__ = ["DEAD", "MIDDLE", "Chip", "TableState", "drop_piles", "front_pile", "pot_pile", "return_pile"]

#: Most pots a table opens: ten seats give at most nine (a main pot and eight side pots; a
#: tenth level would hold one player's uncalled bet). Six left 0.8 % of level-3 drills unbuildable.
MAX_POTS = 9


def drop_piles(drill: Drill) -> tuple[str, ...]:
    """The drop slots ``drill``'s table has: the Rake when the room takes one, the Jackpot drop
    when it has one (docs/rules.md#rake, docs/rules.md#jackpot-drop); none in a room without."""
    return tuple(pile for pile, there in ((RAKE, drill.rake), (JACKPOT, drill.jackpot)) if there is not None)


@dataclass(frozen=True)
class Chip:
    """One physical chip: ``value`` (int) and ``origin`` (seat name or :data:`DEAD`)."""

    id: int
    value: int
    origin: str


@dataclass
class Snapshot:
    """The whole table at one moment (piles hold chip ids bottom to top)."""

    piles: dict[str, list[int]]
    chips: dict[int, Chip]
    pot_count: int
    next_id: int
    levels: dict[str, int] = field(default_factory=dict)  # pot -> cut level (chips per seat)

    def copy(self) -> Snapshot:
        return Snapshot(
            {k: list(v) for k, v in self.piles.items()},
            dict(self.chips),
            self.pot_count,
            self.next_id,
            dict(self.levels),
        )


@dataclass
class Command:
    """One undoable step: the state before and after, and a short label."""

    label: str
    before: Snapshot
    after: Snapshot = field(init=False)


class TableState:
    """The chips of one drill and every move made on them.

    Args:
        drill: the drill whose committed chips and dead money are laid out.
        in_middle: chips already in the pots when the table is laid out (a street drill's pots
            from earlier streets): pot pile -> origin (seat or :data:`DEAD`) -> chips (int).
            They are taken from the origin's committed chips (or the dead money); the rest
            lies in front, so every chip is still on the table exactly once.
        kept: the chips a pot of ``in_middle`` is laid out with, bottom to top: pile ->
            ((origin, chip value), ...), such as the pots the trainee built on an earlier
            street, so they keep their chips; used for a pile when its chips by origin add up
            to ``in_middle``'s, else the pile is broken down in the drill's chip set.

    Raises:
        ValueError: ``in_middle`` names more of an origin's chips than it committed.
    """

    #: True for the award phase's state (:class:`~dealer_trainer.ui.table.award_model.AwardState`).
    award_phase = False

    def __init__(
        self,
        drill: Drill,
        in_middle: Mapping[str, Mapping[str, int]] | None = None,
        kept: Mapping[str, Sequence[tuple[str, int]]] | None = None,
    ) -> None:
        self.drill = drill
        self.seats = tuple(s.name for s in drill.seats)
        self.in_middle = {pile: dict(moves) for pile, moves in (in_middle or {}).items()}
        self.kept = {pile: tuple(chips) for pile, chips in (kept or {}).items()}
        #: the chips laid out already in a pot (earlier streets'): a pot holding only these
        #: is "empty" for this round's cut levels
        self.preset: set[int] = set()
        self._state = self._initial()
        self._initial_total = self.total()
        self._undo: list[Command] = []
        self._redo: list[Command] = []
        self._open: Command | None = None
        self._depth = 0
        #: the dealer helpers: automatic change for a carried amount, and cut-to-level; an
        #: instructor (or a drill set) may turn them off to test the dealer's own sizing
        self.helpers = True

    def _initial(self) -> Snapshot:
        piles: dict[str, list[int]] = {MIDDLE: []}
        chips: dict[int, Chip] = {}
        next_id = 1

        def add(pile: str, origin: str, counts: Mapping[int, int]) -> None:
            nonlocal next_id
            for value in sorted(counts, reverse=True):
                for _ in range(counts[value]):
                    chips[next_id] = Chip(next_id, value, origin)
                    piles[pile].append(next_id)
                    next_id += 1

        if self.in_middle:
            return self._initial_with_middle(piles, chips, add)
        for seat in self.drill.seats:
            piles[front_pile(seat.name)] = []
            piles[return_pile(seat.name)] = []
            add(front_pile(seat.name), seat.name, seat.chips)
        add(MIDDLE, DEAD, self.drill.dead_chips)
        piles[pot_pile(0)] = []
        for drop in drop_piles(self.drill):
            piles[drop] = []
        return Snapshot(piles, chips, 1, next_id)

    def _initial_with_middle(self, piles: dict[str, list[int]], chips: dict[int, Chip], add) -> Snapshot:  # noqa: ANN001
        """The layout with :attr:`in_middle` in the pots and the rest of each seat's chips in
        front (as the drill's chip set breaks them down)."""
        placed: dict[str, int] = {}
        for moves in self.in_middle.values():
            for origin, amount in moves.items():
                placed[origin] = placed.get(origin, 0) + amount
        count = max(pot_count(self.in_middle), 1)
        for index in range(count):
            piles[pot_pile(index)] = []
        for pile in sorted(self.in_middle):
            kept = self.kept.get(pile, ())
            by_origin: dict[str, int] = {}
            for origin, value in kept:
                by_origin[origin] = by_origin.get(origin, 0) + value
            if kept and by_origin == {o: a for o, a in self.in_middle[pile].items() if a}:
                for origin, value in kept:  # the pot as it was built, chip for chip
                    add(pile, origin, {value: 1})
                continue
            for origin, amount in self.in_middle[pile].items():
                add(pile, origin, break_down(amount, self.drill.chips))
        self.preset = set(chips)
        for seat in self.drill.seats:
            rest = seat.committed - placed.get(seat.name, 0)
            if rest < 0:
                raise ValueError(f"in_middle: {seat.name} committed only {seat.committed}")
            piles[front_pile(seat.name)] = []
            piles[return_pile(seat.name)] = []
            add(front_pile(seat.name), seat.name, break_down(rest, self.drill.chips))
        dead = self.drill.dead - placed.get(DEAD, 0)
        if dead < 0:
            raise ValueError(f"in_middle: the dead money is only {self.drill.dead}")
        add(MIDDLE, DEAD, break_down(dead, self.drill.chips))
        for drop in drop_piles(self.drill):
            piles[drop] = []
        return Snapshot(piles, chips, count, max(chips, default=0) + 1)

    # ----- reading -----------------------------------------------------------------------
    @property
    def pot_count(self) -> int:
        """How many pot spots are open (the main pot is always open)."""
        return self._state.pot_count

    def piles(self) -> dict[str, list[int]]:
        """Every pile id -> chip ids bottom to top (a copy)."""
        return {k: list(v) for k, v in self._state.piles.items()}

    def pile(self, pile: str) -> list[Chip]:
        """The chips of ``pile``, bottom to top."""
        return [self._state.chips[i] for i in self._state.piles.get(pile, ())]

    def chip(self, chip_id: int) -> Chip:
        return self._state.chips[chip_id]

    def chips(self) -> dict[int, Chip]:
        """Every chip on the table by id (a copy)."""
        return dict(self._state.chips)

    def where(self, chip_id: int) -> str:
        """The pile holding ``chip_id``. Raises KeyError for an unknown chip."""
        for pile, ids in self._state.piles.items():
            if chip_id in ids:
                return pile
        raise KeyError(chip_id)

    def amount(self, pile: str) -> int:
        """Total value (int) of ``pile``."""
        return sum(c.value for c in self.pile(pile))

    def total(self) -> int:
        """Total value of every chip on the table: never changes."""
        return sum(self._state.chips[i].value for ids in self._state.piles.values() for i in ids)

    @property
    def initial_total(self) -> int:
        return self._initial_total

    def stack_of(self, chip_id: int) -> list[int]:
        """The ids of the same-valued chips in ``chip_id``'s pile, bottom to top (its stack)."""
        chip = self.chip(chip_id)
        return [i for i in self._state.piles[self.where(chip_id)] if self._state.chips[i].value == chip.value]

    def lift(self, chip_id: int, single: bool = False) -> list[int]:
        """The chips lifted by pressing on ``chip_id``: it and every chip above it in its stack."""
        if single:
            return [chip_id]
        stack = self.stack_of(chip_id)
        return stack[stack.index(chip_id) :]

    def checker_piles(self) -> dict[str, dict[str, int]]:
        """Pots, returned chips and the drop as the checker reads them: pile -> origin -> chips."""
        out: dict[str, dict[str, int]] = {}
        for pile, ids in self._state.piles.items():
            if parse_pile(pile).kind not in ("pot", "return", "rake", "jackpot") or not ids:
                continue
            by_origin: dict[str, int] = {}
            for i in ids:
                chip = self._state.chips[i]
                by_origin[chip.origin] = by_origin.get(chip.origin, 0) + chip.value
            out[pile] = by_origin
        return out

    def can_drop(self, chip_ids: Iterable[int], target: str) -> bool:
        """True when ``chip_ids`` may be put on ``target``.

        Pots that are open, return spots and drop slots take any chips; a seat's front takes
        back only that seat's chips, the middle only dead money.
        """
        ids = list(chip_ids)
        if not ids or target not in self._state.piles:
            return False
        where = parse_pile(target)
        if where.kind == "pot":
            return where.index is not None and where.index < self.pot_count
        if where.kind in ("return", "rake", "jackpot"):
            return True
        if where.kind == "front":
            return all(self.chip(i).origin == where.seat for i in ids)
        if where.kind == "dead":
            return all(self.chip(i).origin == DEAD for i in ids)
        return False

    # ----- undo stack --------------------------------------------------------------------
    def can_undo(self) -> bool:
        return bool(self._undo)

    def can_redo(self) -> bool:
        return bool(self._redo)

    def undo_label(self) -> str:
        return self._undo[-1].label if self._undo else ""

    def redo_label(self) -> str:
        return self._redo[-1].label if self._redo else ""

    def begin(self, label: str) -> None:
        """Start a group of changes undone as one (nested groups join the outer one)."""
        if self._depth == 0:
            self._open = Command(label, self._state.copy())
        self._depth += 1

    def end(self) -> bool:
        """Close the group; returns True when it changed something (and was recorded)."""
        self._depth -= 1
        if self._depth or self._open is None:
            return False
        command, self._open = self._open, None
        before = command.before
        if (before.piles, before.pot_count, before.levels) == (
            self._state.piles,
            self._state.pot_count,
            self._state.levels,
        ):
            return False
        command.after = self._state.copy()
        self._undo.append(command)
        self._redo.clear()
        assert self.total() == self._initial_total, "chips created or lost"
        return True

    def undo(self) -> bool:
        """Go back one step; False when there is nothing to undo."""
        if not self._undo:
            return False
        command = self._undo.pop()
        self._state = command.before.copy()
        self._redo.append(command)
        return True

    def redo(self) -> bool:
        """Redo the last undone step; False when there is none."""
        if not self._redo:
            return False
        command = self._redo.pop()
        self._state = command.after.copy()
        self._undo.append(command)
        return True

    # ----- changes -----------------------------------------------------------------------
    def move(self, chip_ids: Iterable[int], target: str) -> bool:
        """Put ``chip_ids`` on top of ``target`` (one undo step); False when not allowed."""
        ids = list(chip_ids)
        if not self.can_drop(ids, target):
            return False
        if all(self.where(i) == target for i in ids):
            return False
        self.begin("move")
        for i in ids:
            self._state.piles[self.where(i)].remove(i)
        self._state.piles[target].extend(ids)
        return self.end()

    def can_make_change(self, chip_id: int) -> bool:
        return self.chip(chip_id).value > self.drill.chips.smallest

    def make_change(self, chip_id: int) -> list[int]:
        """Exchange one chip for smaller chips of the same value and origin, in its place.

        Returns the new chip ids (empty when the chip is the smallest in the set).
        """
        if not self.can_make_change(chip_id):
            return []
        chip = self.chip(chip_id)
        pile = self.where(chip_id)
        self.begin("change")
        new_ids: list[int] = []
        for value, count in sorted(make_change(chip.value, self.drill.chips).items(), reverse=True):
            for _ in range(count):
                nid = self._state.next_id
                self._state.next_id += 1
                self._state.chips[nid] = Chip(nid, value, chip.origin)
                new_ids.append(nid)
        ids = self._state.piles[pile]
        at = ids.index(chip_id)
        ids[at : at + 1] = new_ids
        del self._state.chips[chip_id]
        self.end()
        return new_ids

    def open_side_pot(self) -> bool:
        """Open the next side pot spot (one undo step)."""
        if self.pot_count >= MAX_POTS:
            return False
        self.begin("open side pot")
        self._state.piles[pot_pile(self.pot_count)] = []
        self._state.pot_count += 1
        return self.end()

    def close_last_pot(self) -> bool:
        """Close the last side pot spot when it is empty (one undo step)."""
        last = pot_pile(self.pot_count - 1)
        if self.pot_count <= 1 or self._state.piles[last]:
            return False
        self.begin("close side pot")
        del self._state.piles[last]
        self._state.levels.pop(last, None)
        self._state.pot_count -= 1
        return self.end()

    def reset(self) -> bool:
        """Every chip back where the drill started (one undo step)."""
        self.begin("reset")
        self._state = self._initial()
        self._state.next_id = max(self._state.next_id, self._open.before.next_id if self._open else 0)
        return self.end()

    def take(self, origin: str, amount: int, target: str) -> bool:
        """Move exactly ``amount`` of ``origin``'s chips from where they lie in front (or the
        middle) to ``target``, making change as needed. Used by the solution. One undo step.

        Returns False (and changes nothing) when the chips are not there.
        """
        source = MIDDLE if origin == DEAD else front_pile(origin)
        if self.amount(source) < amount:
            return False
        self.begin("solution step")
        chosen = self.gather(source, amount)
        if chosen is not None:
            for i in chosen:
                self._state.piles[source].remove(i)
            self._state.piles[target].extend(chosen)
        self.end()
        return chosen is not None

    def exact_chips(self, source: str, amount: int) -> list[int] | None:
        """Chips of ``source`` worth exactly ``amount`` without making change (helpers off): the
        fewest such chips, or None when the pile's own chips cannot make it."""
        values = sorted((self.chip(i).value, i) for i in self._state.piles[source])
        best: dict[int, list[int]] = {0: []}
        for value, chip_id in values:  # subset sums over the pile (a pile has few chips)
            for total, ids in list(best.items()):
                new = total + value
                if new <= amount and (new not in best or len(best[new]) > len(ids) + 1):
                    best[new] = [*ids, chip_id]
        return best.get(amount)

    def gather(self, source: str, amount: int) -> list[int] | None:
        """Chips of ``source`` worth exactly ``amount``, biggest first, making change from a
        bigger chip when they do not add up (inside the caller's undo group); None when the
        pile cannot make the amount."""
        while True:
            chosen, to_change = self._biggest_first(source, amount)
            if to_change is None:
                return chosen
            if to_change < 0 or not self.make_change(to_change):
                return None

    def chip_to_change(self, source: str, amount: int) -> int | None:
        """The chip of ``source`` to make change of so that its chips can pay ``amount`` (the
        smallest chip bigger than what the biggest chips first leave to pay), or None when the
        pile pays ``amount`` without change or cannot pay it at all."""
        to_change = self._biggest_first(source, amount)[1]
        return to_change if to_change is not None and to_change >= 0 else None

    def _biggest_first(self, source: str, amount: int) -> tuple[list[int], int | None]:
        """(chips of ``source`` taken biggest first up to ``amount``, None when they pay it
        exactly, else the chip to make change of, -1 when no chip is big enough)."""
        remaining = amount
        chosen: list[int] = []
        for i in sorted(self._state.piles[source], key=lambda i: -self.chip(i).value):
            if self.chip(i).value <= remaining:
                chosen.append(i)
                remaining -= self.chip(i).value
        if remaining == 0:
            return chosen, None
        bigger = [i for i in self._state.piles[source] if i not in chosen and self.chip(i).value > remaining]
        return chosen, (min(bigger, key=lambda i: self.chip(i).value) if bigger else -1)

    # ----- amounts and cut levels (one gesture moves any amount) ---------------------------
    def move_amount(self, source: str, amount: int, target: str) -> bool:
        """Move exactly ``amount`` chips (int) from pile ``source`` to ``target``, making change
        from the pile's own chips when it lacks the exact chips. One undo step.

        A seat's whole bet dropped from an all-in seat into an empty pot sets that pot's cut
        level (the dealer sized the all-in), see :meth:`cut_level`.

        Returns False (nothing changes) when the amount is not there, is not positive, or the
        target does not take those chips.
        """
        if amount <= 0 or source == target or self.amount(source) < amount or target not in self._state.piles:
            return False
        where, start = parse_pile(target), parse_pile(source)
        if where.kind == "pot" and (where.index or 0) >= self.pot_count:
            return False
        if where.kind in ("front", "dead") and any(
            self.chip(i).origin != (where.seat or DEAD) for i in self.pile_ids(source)
        ):
            return False
        empty_pot = where.kind == "pot" and all(i in self.preset for i in self._state.piles[target])
        whole_all_in = (
            start.kind == "front" and amount == self.amount(source) and self._is_all_in(start.seat or "")
        )
        self.begin("move amount")
        chosen = self.gather(source, amount) if self.helpers else self.exact_chips(source, amount)
        if chosen is not None:
            for i in chosen:
                self._state.piles[source].remove(i)
            self._state.piles[target].extend(chosen)
            if empty_pot and whole_all_in and target not in self._state.levels:
                self._state.levels[target] = amount
        self.end()
        return chosen is not None

    def _is_all_in(self, seat: str) -> bool:
        return any(s.name == seat and s.all_in and not s.folded for s in self.drill.seats)

    def cut_level(self, pot: str) -> int | None:
        """The cut level of ``pot``: chips per seat it takes from every bet, or None."""
        return self._state.levels.get(pot)

    def set_cut_level(self, pot: str, level: int | None) -> bool:
        """Set (or clear, with None) the cut level of an open pot (one undo step)."""
        if pot not in self._state.piles or parse_pile(pot).kind != "pot":
            return False
        if level is not None and level <= 0:
            return False
        self.begin("cut level")
        if level is None:
            self._state.levels.pop(pot, None)
        else:
            self._state.levels[pot] = level
        return self.end()

    def bet_amount(self, source: str, target: str) -> int:
        """What dropping the whole pile ``source`` on ``target`` moves: the pile, or at most the
        target pot's cut level when the source is a seat's bet (size and cut)."""
        amount = self.amount(source)
        level = self._state.levels.get(target) if self.helpers else None
        if level is not None and parse_pile(source).kind == "front":
            return min(amount, level)
        return amount

    def pile_ids(self, pile: str) -> list[int]:
        """Chip ids of ``pile``, bottom to top."""
        return list(self._state.piles.get(pile, []))

    def ensure_pots(self, count: int) -> None:
        """Open pot spots until ``count`` are open (inside the current group)."""
        while self.pot_count < min(count, MAX_POTS):
            self.open_side_pot()
