"""The worked examples of the seeds (/work/shared/seeds), worked by hand, and odd-chip cases.

Each case gives a hand as the seed tells it (who sat where, who put in what, who folded) and
the pots, uncalled bet and, where the seed has a showdown, the payouts the seed states. Seed
000 is in dollars at $0.50/$1; its amounts are in cents here.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pytest

from dealer_trainer.engine import AwardOrder, Hand, HouseRules, rank_hands, settle


@dataclass(frozen=True)
class Case:
    """A hand of a seed and what the seed says the dealer does with it."""

    seats: tuple[str, ...]
    contributions: dict[str, int]
    pots: list[tuple[int, tuple[str, ...]]]
    returned: tuple[str, int] | None = None
    folded: frozenset[str] = frozenset()
    button: str | None = None
    dead: int = 0
    unit: int = 1
    ranking: tuple[tuple[str, ...], ...] | None = None
    hole: dict[str, str] = field(default_factory=dict)
    board: str = ""
    payouts: dict[str, int] | None = None

    def hand(self) -> Hand:
        return Hand(
            self.seats,
            self.contributions,
            button=self.button,
            folded=self.folded,
            dead=self.dead,
            unit=self.unit,
        )

    def showdown(self, hand: Hand) -> tuple[tuple[str, ...], ...] | None:
        if self.hole:
            return rank_hands(self.hole, self.board, hand.live)
        return self.ranking


# Seed 002 (Wikipedia), 10 players, $1 ante, $4/$8 blinds. Alice (BB) has $8: $1 ante,
# $7 blind, all-in. Dianne calls $8, Carol raises to $16, everyone else folds (SB,
# Dianne included). With the antes counted as ordinary chips of each seat:
# Alice 8, SB 5, Dianne 9, Carol 17, six others 1 each.
# Carol's 17 is 8 above the next total (Dianne's 9): 8 is uncalled and returned.
# Main pot, cut at Alice's 8: 8 + 5 + 8 + 8 + 6 x 1 = 35 (the seed's $10 antes + $4 SB
# + 3 x $7). Side pot: Dianne's 1 + Carol's 1 above 8 = 2, Carol alone: no showdown.
# The seed's "side pot of $10 paid to Carol" is this side pot of 2 plus the 8 returned.
ALICE = Case(
    seats=("SB", "Alice", "Dianne", "Carol", "O1", "O2", "O3", "O4", "O5", "O6"),
    contributions={"SB": 5, "Alice": 8, "Dianne": 9, "Carol": 17} | {f"O{i}": 1 for i in range(1, 7)},
    folded=frozenset({"SB", "Dianne", "O1", "O2", "O3", "O4", "O5", "O6"}),
    button="O6",
    pots=[(35, ("Alice", "Carol")), (2, ("Carol",))],
    returned=("Carol", 8),
)

SIX_MAX = ("UTG", "HJ", "CO", "BTN", "SB", "BB")

CASES = [
    # Seed 000, example one: UTG jams $20, CO and BTN call, blinds fold: main $61.50 =
    # 3 x $20 + $1.50 dead blinds. Flop: CO bets $40, BTN calls all-in: side pot $80.
    # The HJ (6-max) folded without putting anything in. Queens hold: CO scoops $141.50.
    pytest.param(
        Case(
            seats=SIX_MAX,
            contributions={"UTG": 2000, "CO": 6000, "BTN": 6000, "SB": 50, "BB": 100},
            folded=frozenset({"HJ", "SB", "BB"}),
            button="BTN",
            pots=[(6150, ("UTG", "CO", "BTN")), (8000, ("CO", "BTN"))],
            hole={"UTG": "AcKc", "CO": "QsQd", "BTN": "9h9d"},
            board="8c6d2h3s4h",
            payouts={"UTG": 0, "HJ": 0, "CO": 14150, "BTN": 0, "SB": 0, "BB": 0},
        ),
        id="000-example-one-queens-scoop",
    ),
    # Same hand, "imagine an ace on the river": UTG's aces win the main pot only, the
    # queens still win the $80 side pot.
    pytest.param(
        Case(
            seats=SIX_MAX,
            contributions={"UTG": 2000, "CO": 6000, "BTN": 6000, "SB": 50, "BB": 100},
            folded=frozenset({"HJ", "SB", "BB"}),
            button="BTN",
            pots=[(6150, ("UTG", "CO", "BTN")), (8000, ("CO", "BTN"))],
            hole={"UTG": "AcKc", "CO": "QsQd", "BTN": "9h9d"},
            board="8c6d2h3sAh",
            payouts={"UTG": 6150, "HJ": 0, "CO": 8000, "BTN": 0, "SB": 0, "BB": 0},
        ),
        id="000-example-one-ace-river",
    ),
    # Seed 000, example two: you (CO) open $3, BTN calls, SB folds, BB shoves $25, both call:
    # main $75.50 = 3 x $25 + $0.50. Flop you bet $35, BTN calls: side pot $70. Turn you bet
    # $50, BTN folds: the $50 is uncalled and comes back. The BTN's $35 stays in the side pot
    # but he is no longer eligible: the side pot ships to you without a showdown; the BB's set
    # wins the main pot.
    pytest.param(
        Case(
            seats=("CO", "BTN", "SB", "BB"),
            contributions={"CO": 11000, "BTN": 6000, "SB": 50, "BB": 2500},
            folded=frozenset({"BTN", "SB"}),
            button="BTN",
            pots=[(7550, ("CO", "BB")), (7000, ("CO",))],
            returned=("CO", 5000),
            hole={"CO": "AhAd", "BB": "7s7c"},
            board="Kc7h2c8h4d",
            payouts={"CO": 7000, "BTN": 0, "SB": 0, "BB": 7550},
        ),
        id="000-example-two-short-stack-wins-main",
    ),
    # Seed 000, three all-in levels: UTG $10, HJ $40 all-in, CO and BTN $40 each, blinds
    # fold. Main $41.50 = 4 x $10 + $1.50; side pot 1 = 3 x $30 = $90.
    pytest.param(
        Case(
            seats=SIX_MAX,
            contributions={"UTG": 1000, "HJ": 4000, "CO": 4000, "BTN": 4000, "SB": 50, "BB": 100},
            folded=frozenset({"SB", "BB"}),
            button="BTN",
            pots=[(4150, ("UTG", "HJ", "CO", "BTN")), (9000, ("HJ", "CO", "BTN"))],
        ),
        id="000-three-levels-preflop",
    ),
    # ... and the CO and BTN get their last $60 in after the flop: side pot 2 = 2 x $60,
    # "three different players to win the three pots".
    pytest.param(
        Case(
            seats=SIX_MAX,
            contributions={"UTG": 1000, "HJ": 4000, "CO": 10000, "BTN": 10000, "SB": 50, "BB": 100},
            folded=frozenset({"SB", "BB"}),
            button="BTN",
            pots=[(4150, ("UTG", "HJ", "CO", "BTN")), (9000, ("HJ", "CO", "BTN")), (12000, ("CO", "BTN"))],
            ranking=(("UTG",), ("HJ",), ("CO",), ("BTN",)),
            payouts={"UTG": 4150, "HJ": 9000, "CO": 12000, "BTN": 0, "SB": 0, "BB": 0},
        ),
        id="000-three-levels-three-winners",
    ),
    # Seed 000: "$80 ... your opponent bets $500 ... the unmatched $420 is returned".
    pytest.param(
        Case(
            seats=("You", "Bettor"),
            contributions={"You": 80, "Bettor": 500},
            pots=[(160, ("You", "Bettor"))],
            returned=("Bettor", 420),
        ),
        id="000-uncalled-420",
    ),
    # Seed 002 (Wikipedia): A opens $20, B calls all-in for $10, C raises all-in to $30,
    # A calls: main $30 (3 x $10), side $40 for A and C. B best, A second.
    pytest.param(
        Case(
            seats=("A", "B", "C"),
            contributions={"A": 30, "B": 10, "C": 30},
            pots=[(30, ("A", "B", "C")), (40, ("A", "C"))],
            ranking=(("B",), ("A",), ("C",)),
            payouts={"A": 40, "B": 30, "C": 0},
        ),
        id="002-wikipedia-three-players",
    ),
    pytest.param(ALICE, id="002-wikipedia-short-big-blind-with-antes"),
    # Seed 003: A all-in 2,000, B all-in 6,000, C calls 6,000, 300 dead: main 6,300
    # (3 x 2,000 + 300) for A, B, C; side 8,000 (2 x 4,000) for B and C. A best, B beats C.
    pytest.param(
        Case(
            seats=("A", "B", "C"),
            contributions={"A": 2000, "B": 6000, "C": 6000},
            dead=300,
            pots=[(6300, ("A", "B", "C")), (8000, ("B", "C"))],
            ranking=(("A",), ("B",), ("C",)),
            payouts={"A": 6300, "B": 8000, "C": 0},
        ),
        id="003-dead-money-main-pot",
    ),
    # Seed 003, scenario 3: C shoves 15,000 over B's 6,000 all-in, nobody else calls: the
    # uncalled 9,000 goes back to C.
    pytest.param(
        Case(
            seats=("B", "C"),
            contributions={"B": 6000, "C": 15000},
            pots=[(12000, ("B", "C"))],
            returned=("C", 9000),
        ),
        id="003-uncalled-9000",
    ),
    # Scenarios 1 and 3 in one hand: A's 2,000 all-in too, 300 dead.
    pytest.param(
        Case(
            seats=("A", "B", "C"),
            contributions={"A": 2000, "B": 6000, "C": 15000},
            dead=300,
            pots=[(6300, ("A", "B", "C")), (8000, ("B", "C"))],
            returned=("C", 9000),
            ranking=(("A",), ("B",), ("C",)),
            payouts={"A": 6300, "B": 8000, "C": 0},
        ),
        id="003-dead-money-and-uncalled",
    ),
    # Seed 004 (Dutch): Anna 40, Bram 100, Chris 250 all-in. Hoofdpot 3 x 40 = 120, side pot
    # 2 x 60 = 120 for Bram and Chris, 150 terug to Chris. Anna has the best hand (main),
    # Bram's kings the side pot.
    pytest.param(
        Case(
            seats=("Anna", "Bram", "Chris"),
            contributions={"Anna": 40, "Bram": 100, "Chris": 250},
            pots=[(120, ("Anna", "Bram", "Chris")), (120, ("Bram", "Chris"))],
            returned=("Chris", 150),
            ranking=(("Anna",), ("Bram",), ("Chris",)),
            payouts={"Anna": 120, "Bram": 120, "Chris": 0},
        ),
        id="004-anna-bram-chris",
    ),
    # Seed 004: stacks 25, 60, 100, 200 all-in: 4 x 25 = 100, 3 x 35 = 105, 2 x 40 = 80,
    # 200 - 100 = 100 back to Dana.
    pytest.param(
        Case(
            seats=("Anna", "Bram", "Chris", "Dana"),
            contributions={"Anna": 25, "Bram": 60, "Chris": 100, "Dana": 200},
            pots=[
                (100, ("Anna", "Bram", "Chris", "Dana")),
                (105, ("Bram", "Chris", "Dana")),
                (80, ("Chris", "Dana")),
            ],
            returned=("Dana", 100),
        ),
        id="004-four-stacks",
    ),
    # Seed 004: "Zet je 200 in ... gaat hij mee voor 90 ... de overige 110 terug".
    pytest.param(
        Case(
            seats=("Jij", "Hij"),
            contributions={"Jij": 200, "Hij": 90},
            pots=[(180, ("Jij", "Hij"))],
            returned=("Jij", 110),
        ),
        id="004-zet-200-in-110-terug",
    ),
]


def pot_list(pots) -> list[tuple[int, tuple[str, ...]]]:
    return [(p.amount, p.eligible) for p in pots]


@pytest.mark.parametrize("case", CASES)
def test_seed_pots_and_uncalled_bet(case):
    result = settle(case.hand())
    assert pot_list(result.pots) == case.pots
    returned = (result.returned.seat, result.returned.amount) if result.returned else None
    assert returned == case.returned


@pytest.mark.parametrize("case", [c for c in CASES if c.values[0].payouts is not None])
def test_seed_payouts(case):
    hand = case.hand()
    result = settle(hand, case.showdown(hand))
    assert dict(result.payouts) == case.payouts
    back = case.returned[1] if case.returned else 0
    assert sum(case.payouts.values()) + back == sum(case.contributions.values()) + case.dead


def test_seed_000_uncontested_side_pot_ships_without_showdown():
    hand = Hand(
        ("CO", "BTN", "SB", "BB"),
        {"CO": 11000, "BTN": 6000, "SB": 50, "BB": 2500},
        button="BTN",
        folded=frozenset({"BTN", "SB"}),
    )
    # No showdown yet: the side pot can already be pushed, the main pot cannot.
    assert settle(hand).payouts is None
    awards = settle(hand, [["BB"], ["CO"]]).awards
    assert [(a.pot.index, dict(a.to), a.showdown) for a in awards] == [
        (1, {"CO": 7000}, False),
        (0, {"BB": 7550}, True),
    ]
    assert awards[0].pot.shares == {"CO": 3500, "BTN": 3500}  # the button's $35 stays in


@pytest.mark.parametrize(
    ("ranking", "alice", "carol"),
    [([["Alice"], ["Carol"]], 35, 2), ([["Carol"], ["Alice"]], 0, 37)],
)
def test_seed_002_carol_gets_the_seeds_side_pot_of_10(ranking, alice, carol):
    hand = ALICE.hand()
    result = settle(hand, ranking)
    assert (result.payouts["Alice"], result.payouts["Carol"]) == (alice, carol)
    # The seed's "side pot of $10 ... paid immediately to Carol": our side pot plus the return.
    assert result.pots[1].amount + result.returned.amount == 10
    assert not result.awards[0].showdown and result.awards[0].to == {"Carol": 2}


# Odd chips (rules.md §8; TDA 20, 20-A): each pot split in whole units; the odd units go one
# each to the tied seats clockwise starting left of the button.
ODD_CHIP_CASES = [
    # Five seats, button S4, so clockwise from the button: S5, S1, S2, S3, S4. S3 folded 1:
    # pot 41, a 3-way tie S2/S4/S5 = 13 each and 2 odd chips, to S5 then S2 (not S4).
    pytest.param(
        Case(
            seats=("S1", "S2", "S3", "S4", "S5"),
            contributions={"S1": 10, "S2": 10, "S3": 1, "S4": 10, "S5": 10},
            folded=frozenset({"S3"}),
            button="S4",
            pots=[(41, ("S1", "S2", "S4", "S5"))],
            ranking=(("S2", "S4", "S5"), ("S1",)),
            payouts={"S1": 0, "S2": 14, "S3": 0, "S4": 13, "S5": 14},
        ),
        id="three-way-remainder-2",
    ),
    # After a colour-up the unit is 100: 1,100 two ways is 600/500 (rules.md §8); the odd
    # 100 to A, first left of the button C.
    pytest.param(
        Case(
            seats=("A", "B", "C"),
            contributions={"A": 500, "B": 500, "C": 100},
            folded=frozenset({"C"}),
            button="C",
            unit=100,
            pots=[(1100, ("A", "B"))],
            ranking=(("A", "B"),),
            payouts={"A": 600, "B": 500, "C": 0},
        ),
        id="unit-100-1100-two-ways",
    ),
    # With a unit of 25, 1,100 is 44 units: 550/550, no odd chip.
    pytest.param(
        Case(
            seats=("A", "B", "C"),
            contributions={"A": 500, "B": 500, "C": 100},
            folded=frozenset({"C"}),
            button="C",
            unit=25,
            pots=[(1100, ("A", "B"))],
            ranking=(("A", "B"),),
            payouts={"A": 550, "B": 550, "C": 0},
        ),
        id="unit-25-1100-two-ways",
    ),
    # Unit 25, 1,125 two ways: 45 units, 22 each and one odd unit of 25 to A.
    pytest.param(
        Case(
            seats=("A", "B", "C"),
            contributions={"A": 500, "B": 500, "C": 125},
            folded=frozenset({"C"}),
            button="C",
            unit=25,
            pots=[(1125, ("A", "B"))],
            ranking=(("A", "B"),),
            payouts={"A": 575, "B": 550, "C": 0},
        ),
        id="unit-25-1125-two-ways",
    ),
    # The button B ties with C: the odd chip goes to C, first left of the button, and the
    # button gets the smaller share even though B comes first in seat order.
    pytest.param(
        Case(
            seats=("A", "B", "C"),
            contributions={"A": 1, "B": 15, "C": 15},
            folded=frozenset({"A"}),
            button="B",
            pots=[(31, ("B", "C"))],
            ranking=(("B", "C"),),
            payouts={"A": 0, "B": 15, "C": 16},
        ),
        id="button-wins-but-not-the-odd-chip",
    ),
    # Each pot is split on its own: the main pot (A 5 all-in, D folded 2) is 17 for A and B
    # (A first left of the button C: 9/8); B wins the side pot of 30 alone.
    pytest.param(
        Case(
            seats=("A", "B", "C", "D"),
            contributions={"A": 5, "B": 20, "C": 20, "D": 2},
            folded=frozenset({"D"}),
            button="C",
            pots=[(17, ("A", "B", "C")), (30, ("B", "C"))],
            ranking=(("A", "B"), ("C",)),
            payouts={"A": 9, "B": 38, "C": 0, "D": 0},
        ),
        id="odd-chip-per-pot",
    ),
]


@pytest.mark.parametrize("case", ODD_CHIP_CASES)
def test_odd_chips(case):
    hand = case.hand()
    result = settle(hand, case.ranking)
    assert pot_list(result.pots) == case.pots
    assert dict(result.payouts) == case.payouts


def test_odd_chip_seats_are_listed_in_clockwise_order():
    case = ODD_CHIP_CASES[0].values[0]
    (award,) = settle(case.hand(), case.ranking).awards
    assert award.odd_chips == ("S5", "S2")
    assert award.winners == ("S2", "S4", "S5")


@pytest.mark.parametrize(
    ("rules", "order"),
    [
        (HouseRules(), [1, 0]),  # TDA 2024 / WSOP-C 153 default: side pot first (seed 003)
        (HouseRules(award_order=AwardOrder.SIDE_POTS_FIRST), [1, 0]),
        (HouseRules(award_order=AwardOrder.MAIN_FIRST), [0, 1]),
    ],
)
def test_award_order(rules, order):
    # Seed 003: "Dealer awards side pot 1 (8,000) to player B first, then the main pot
    # (6,300) to player A" - unless the house pushes the main pot first.
    hand = Hand(("A", "B", "C"), {"A": 2000, "B": 6000, "C": 6000}, dead=300)
    result = settle(hand, [["A"], ["B"], ["C"]], rules)
    assert [a.pot.index for a in result.awards] == order
    pushed = {0: {"A": 6300}, 1: {"B": 8000}}
    assert [dict(a.to) for a in result.awards] == [pushed[i] for i in order]
    assert dict(result.payouts) == {"A": 6300, "B": 8000, "C": 0}


def test_award_order_with_three_pots():
    hand = Hand(("Anna", "Bram", "Chris", "Dana"), {"Anna": 25, "Bram": 60, "Chris": 100, "Dana": 200})
    ranking = [["Anna"], ["Bram"], ["Chris"], ["Dana"]]
    side_first = settle(hand, ranking).awards
    main_first = settle(hand, ranking, HouseRules(award_order=AwardOrder.MAIN_FIRST)).awards
    assert [a.pot.index for a in side_first] == [2, 1, 0]
    assert [a.pot.index for a in main_first] == [0, 1, 2]
    assert [(a.winners, a.pot.amount) for a in side_first] == [
        (("Chris",), 80),
        (("Bram",), 105),
        (("Anna",), 100),
    ]


def test_live_seat_with_no_chips_can_win_the_dead_money():
    # rules.md §5.3: the ante is dead money in the main pot and "every live player, including
    # a short all-in, can win the whole ante"; §5.2: a player whose whole stack went into the
    # ante "could only win it back". A is all-in for the ante only: 30 dead (3 antes of 10),
    # B and C put in 100 each. A has the best hand and must win the 30; B beats C for the 200.
    # PokerKit agrees (test_pokerkit_oracle.py::test_dead_ante_all_in_seat_can_win_the_antes).
    hand = Hand(("A", "B", "C"), {"A": 0, "B": 100, "C": 100}, button="C", dead=30)
    result = settle(hand, [["A"], ["B"], ["C"]])
    assert pot_list(result.pots) == [(30, ("A", "B", "C")), (200, ("B", "C"))]
    assert dict(result.payouts) == {"A": 30, "B": 200, "C": 0}
