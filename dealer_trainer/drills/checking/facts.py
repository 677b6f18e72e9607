"""What the words of a diagnosis quote: the engine's pots, the uncalled bet, each pile's
figures and arithmetic, and the verdict on each pile."""

from __future__ import annotations

from collections.abc import Mapping

from dealer_trainer.drills.checking.model import Build, Money, PileVerdict
from dealer_trainer.drills.checking.solution import capping_seats
from dealer_trainer.drills.piles import (
    DEAD,
    parse_pile,
    pile_title,
    pot_pile,
    return_pile,
)
from dealer_trainer.engine import Settlement, UncalledBet, called_totals
from dealer_trainer.engine.runs import RoomMoney
from dealer_trainer.i18n import _
from dealer_trainer.wording.explain import join_names, pot_sentence, returned_sentence


class Facts:
    """The engine's settlement and the trainee's build, with the figures the words quote.

    Attributes:
        s: the settlement; hand, pots, back (the uncalled bet or None): its parts; folded: the
            seats out of the hand; totals: seat -> called chips; build: the trainee's build;
            built: its pot amounts without the empty pots opened last; f: formats chips;
            notes: pot index -> why its antes are layered.
    """

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
        built = [p.amount for p in build.pots]
        while built and not built[-1]:
            built.pop()  # an empty pot opened last is no pot
        self.built = built
        #: the chips dropped from each pot (the rake and the jackpot drop; docs/rules.md#rake)
        self.drops = [d.rake + d.jackpot for d in settlement.drops]
        #: the room's money (flop, rake, jackpot drop) when the hand has one, else None
        self.room: RoomMoney | None = None
        #: a street's pull-in: the chips each player still in had in the middle before the round
        #: (:attr:`Drill.street_base`); the arithmetic quoted is then in the chips in front
        self.base = 0

    def verdicts(self) -> tuple[PileVerdict, ...]:
        out: list[PileVerdict] = []
        built = self.build
        if self.back:
            pile = return_pile(self.back.seat)
            out.append(
                PileVerdict(
                    pile,
                    pile_title(pile),
                    self.back.amount,
                    built.returned.get(self.back.seat, 0),
                    returned_sentence(self.back, money=self.f, base=self.base),
                )
            )
        for seat, chips in built.returned.items():
            if not self.back or seat != self.back.seat:
                out.append(PileVerdict(return_pile(seat), pile_title(return_pile(seat)), 0, chips, ""))
        for i in range(max(len(self.pots), len(built.pots))):
            pot = self.pots[i] if i < len(self.pots) else None
            out.append(
                PileVerdict(
                    pot_pile(i),
                    pile_title(pot_pile(i)),
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
        last = len(self.built) - 1
        if emptied >= last:
            return ""
        moves = [
            _("{pot} into {lower}").format(pot=pile_title(pot_pile(k + 1)), lower=pile_title(pot_pile(k)))
            for k in range(emptied, last)
        ]
        return ", ".join(moves)

    def actual(self, pile: str) -> int:
        """Chips the trainee has in ``pile`` (pot, return, in front of a seat, the middle)."""
        where = parse_pile(pile)
        if where.kind == "pot" and where.index is not None:
            i = where.index
            return self.build.pots[i].amount if i < len(self.build.pots) else 0
        if where.kind == "return":
            return self.build.returned.get(where.seat or "", 0)
        return self.build.left.get(DEAD if where.kind == "dead" else where.seat or "", 0)

    def expected(self, pile: str) -> int:
        """Chips the engine puts in ``pile`` (0 for chips left in front)."""
        where = parse_pile(pile)
        if where.kind == "pot" and where.index is not None:
            i = where.index
            return self.pots[i].amount if i < len(self.pots) else 0
        if where.kind == "return":
            return self.back.amount if self.back and self.back.seat == where.seat else 0
        return 0

    def dropped(self, pile: str) -> int:
        """Chips the house drops from ``pile`` (a pot's rake and jackpot drop; 0 for other piles)."""
        where = parse_pile(pile)
        index = where.index if where.kind == "pot" and where.index is not None else len(self.drops)
        return self.drops[index] if index < len(self.drops) else 0

    def figures(self, pile: str) -> str:
        """``"Side pot 1 holds $180, should be $120"`` from the trainee's table and the answer
        (a pot's figures after the drop)."""
        drop = self.dropped(pile)
        return _("{pile} holds {actual}, should be {expected}").format(
            pile=pile_title(pile, "sentence"),
            actual=self.f(self.actual(pile) - drop),
            expected=self.f(self.expected(pile) - drop),
        )

    def says(self, index: int) -> str:
        """The pot's arithmetic, with why its antes are layered when they are."""
        text = pot_sentence(self.pots[index], money=self.f, base=self.base)
        return f"{text} ({self.notes[index].rstrip('.')})" if index in self.notes else text

    def who_caps(self, index: int) -> str:
        pot = self.pots[index]
        names = capping_seats(pot, self.s)
        return join_names(names) if names else _("the all-in player")
