"""The card room's lessons: the rake, the jackpot drop and running it twice, worked as drills (no Qt).

Each lesson is a hand-made table in a raked room with the dealer's explanation in ``notes``; every
figure in the notes is the engine's (the drill's settlement, :meth:`RakeSchedule.amount`,
:meth:`JackpotDrop.amount`, :func:`settle_room` for the runs), formatted in the game's money, so
the words cannot drift from the answer the checker grades. Rules: docs/rules.md#rake,
docs/rules.md#jackpot-drop, docs/rules.md#running-it-twice (WSOP Live Action Rules 31 and
208-217; the steps and the drop are example schedules: no official rule publishes a room's).
"""

from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction

from dealer_trainer.drills.lesson_tables import LessonSeat, lesson_drill
from dealer_trainer.drills.models import Drill, Stakes
from dealer_trainer.engine.rake import JackpotDrop, RakeSchedule
from dealer_trainer.engine.runs import RoomMoney, settle_room
from dealer_trainer.engine.showdown import rank_hands
from dealer_trainer.i18n import _

_ONE_TWO = Stakes("cash", 1, 2)
_MONEY = _ONE_TWO.format
#: 10 %, up to 6 (WSOP Live Action Rule 31).
_WSOP_RAKE = RakeSchedule(Fraction(10), cap=6)
#: A drop of 1 from a pot of at least 20 (example schedule).
_DROP = JackpotDrop(1, 20)
#: Board 1 and board 2 of the hand run twice (all three all-in before the flop).
BOARDS = ("Kc7h2c8h4d", "Qh9c8d3s2h")


def _three_stacks(board: str = BOARDS[0]) -> list[LessonSeat]:
    """Anna all-in for 40, Bram for 100, Chris bets 250 (the seeds' three stacks)."""
    cards = ("7s7d", "KdQs", "JhTh")
    return [
        ("Anna", "SB", 0, 40, "all-in", cards[0]),
        ("Bram", "BB", 0, 100, "all-in", cards[1]),
        ("Chris", "BTN", 150, 250, "", cards[2]),
    ]


def _three_way(title: str, board: str = BOARDS[0], jackpot: JackpotDrop | None = None) -> Drill:
    """The seeds' three stacks at $1/$2 with Chris on the button, under the WSOP rake (and
    ``jackpot``); ``board`` "" for a hand run twice (its boards are the lesson's)."""
    return lesson_drill(
        title, _ONE_TWO, "cash", _three_stacks(), "Chris", "", board=board, rake=_WSOP_RAKE, jackpot=jackpot
    )


def _rake_percent() -> Drill:
    drill = _three_way(
        _("Rake (WSOP Live Action Rule 31) · 10%, up to a cap: the returned bet is never raked")
    )
    s = drill.settlement()
    main, side = (pot.amount for pot in s.pots)
    total = main + side
    notes = _(
        "Anna is all-in for {anna}, Bram for {bram} and Chris bets {chris}. Nobody can match Chris's "
        "last {back}: I push it back to him first. A returned bet was never in a pot, so it is never "
        "raked. The pots are the main pot of {main} and side pot 1 of {side}: {total} in all. This "
        "room takes 10% up to {cap}: 10% of {total} is {ten}, held to the cap, so the rake is {rake}. "
        "I take it from the main pot and put it in the rake slot, which leaves {left}. Anna's set wins "
        "the main pot, {anna_wins}; Bram's kings beat Chris for side pot 1, {bram_wins}."
    ).format(
        anna=_MONEY(drill.seat("Anna").committed),
        bram=_MONEY(drill.seat("Bram").committed),
        chris=_MONEY(drill.seat("Chris").committed),
        back=_MONEY(s.returned.amount if s.returned else 0),
        main=_MONEY(main),
        side=_MONEY(side),
        total=_MONEY(total),
        cap=_MONEY(_WSOP_RAKE.cap or 0),
        ten=_MONEY(RakeSchedule(Fraction(10)).amount(total, True)),
        rake=_MONEY(s.rake),
        left=_MONEY(main - s.drops[0].rake),
        anna_wins=_MONEY((s.payouts or {})["Anna"]),
        bram_wins=_MONEY((s.payouts or {})["Bram"]),
    )
    return drill.relabelled(drill.title, notes)


#: A posted schedule (example): at a total of at least 20 take 1, at least 50 take 2, at least 100 take 3.
STEPS = RakeSchedule(steps=((20, 1), (50, 2), (100, 3)))


def _rake_steps() -> Drill:
    seats: list[LessonSeat] = [
        ("Anna", "SB", 0, 12, "all-in", ""),
        ("Bram", "BB", 70, 30, "", ""),
        ("Chris", "BTN", 70, 30, "", ""),
    ]
    drill = lesson_drill(
        _("Rake (example schedule) · a posted schedule of steps"),
        _ONE_TWO,
        "cash",
        seats,
        "Chris",
        "",
        rake=STEPS,
    )
    s = drill.settlement()
    main, side = (pot.amount for pot in s.pots)
    total = main + side
    reached = max((step for step in STEPS.steps if total >= step[0]), default=(0, 0))
    higher = next((step for step in STEPS.steps if step[0] > total), None)
    steps = ", ".join(
        _("at least {total} take {take}").format(total=_MONEY(at), take=_MONEY(take))
        for at, take in STEPS.steps
    )
    notes = _(
        "The room posts its rake in steps: {steps}. Anna is all-in for {anna}; Bram and Chris put in "
        "{bram} each. The main pot is {main} and side pot 1 is {side}: {total} in all. The last step "
        "reached counts: {total} is at least {at}, so the rake is {rake} ({next} is not reached). I "
        "take it from the main pot, which leaves {left}; side pot 1 stays {side}."
    ).format(
        steps=steps,
        anna=_MONEY(drill.seat("Anna").committed),
        bram=_MONEY(drill.seat("Bram").committed),
        main=_MONEY(main),
        side=_MONEY(side),
        total=_MONEY(total),
        at=_MONEY(reached[0]),
        rake=_MONEY(s.rake),
        next=_MONEY(higher[0]) if higher else "—",
        left=_MONEY(main - s.drops[0].rake),
    )
    return drill.relabelled(drill.title, notes)


def _no_flop_no_drop() -> Drill:
    seats: list[LessonSeat] = [
        ("Ed", "UTG", 190, 10, "folded", ""),
        ("Fay", "BTN", 160, 40, "", ""),
        ("Sam", "SB", 199, 1, "folded", ""),
        ("Bea", "BB", 198, 2, "folded", ""),
    ]
    drill = lesson_drill(
        _("Rake (dealer practice) · no flop, no drop"),
        _ONE_TWO,
        "cash",
        seats,
        "Fay",
        "",
        rake=_WSOP_RAKE,
        flop=False,
    )
    s = drill.settlement()
    pot = s.pots[0].amount
    notes = _(
        "Ed raises to {ed}, Fay re-raises to {fay}, the blinds and Ed fold. Nobody called Fay's last "
        "{back}: it goes back to her. The pot is {pot}: Ed's {ed}, as much of Fay's, and the "
        "blinds' {blinds}. Fay wins it without a flop. This room does not rake a hand that ends "
        "before the flop (no flop, no drop): the rake is {rake}, so Fay gets the whole {pot}. "
        "Had a flop been dealt, 10% of {pot} would have been {would}."
    ).format(
        ed=_MONEY(drill.seat("Ed").committed),
        fay=_MONEY(drill.seat("Fay").committed),
        back=_MONEY(s.returned.amount if s.returned else 0),
        pot=_MONEY(pot),
        blinds=_MONEY(drill.seat("Sam").committed + drill.seat("Bea").committed),
        rake=_MONEY(s.rake),
        would=_MONEY(_WSOP_RAKE.amount(pot, True)),
    )
    return drill.relabelled(drill.title, notes)


def _rake_over_the_main_pot() -> Drill:
    seats: list[LessonSeat] = [
        ("Anna", "SB", 0, 1, "all-in", ""),
        ("Bram", "BB", 60, 40, "", ""),
        ("Chris", "BTN", 60, 40, "", ""),
    ]
    drill = lesson_drill(
        _("Rake (dealer practice) · a rake larger than the main pot"),
        _ONE_TWO,
        "cash",
        seats,
        "Chris",
        "",
        rake=_WSOP_RAKE,
    )
    s = drill.settlement()
    main, side = (pot.amount for pot in s.pots)
    total = main + side
    notes = _(
        "Anna is all-in for {anna} and Bram and Chris put in {bram} each. The main pot is {main} and "
        "side pot 1 is {side}: {total} in all. 10% of {total} is {ten}, held to the cap of {cap}: the "
        "rake is {rake}. I take the rake from the main pot first, but never more than a pot holds: "
        "all {from_main} of the main pot, and the other {from_side} from side pot 1, which leaves "
        "{left}. Nothing is left in the main pot to award."
    ).format(
        anna=_MONEY(drill.seat("Anna").committed),
        bram=_MONEY(drill.seat("Bram").committed),
        main=_MONEY(main),
        side=_MONEY(side),
        total=_MONEY(total),
        ten=_MONEY(RakeSchedule(Fraction(10)).amount(total, True)),
        cap=_MONEY(_WSOP_RAKE.cap or 0),
        rake=_MONEY(s.rake),
        from_main=_MONEY(s.drops[0].rake),
        from_side=_MONEY(s.drops[1].rake),
        left=_MONEY(side - s.drops[1].rake),
    )
    return drill.relabelled(drill.title, notes)


def _jackpot_drop() -> Drill:
    drill = _three_way(
        _("Jackpot drop (house rule, example schedule) · a drop from a pot of at least a minimum"),
        jackpot=_DROP,
    )
    s = drill.settlement()
    main, side = (pot.amount for pot in s.pots)
    total = main + side
    notes = _(
        "This room drops {drop} for the bad-beat jackpot from every hand with a flop whose pots hold at "
        "least {least}, after the rake. Anna is all-in for {anna}, Bram for {bram}, and Chris's "
        "uncalled {back} goes back to him. The pots hold {total}, a flop was dealt: the rake is {rake} "
        "and the drop is {jackpot}, both from the main pot: {main} − {rake} − {jackpot} = {left} is "
        "left to award, and Anna's set wins it. Pots of {under} drop {none}, and so does a hand that "
        "ends before the flop."
    ).format(
        drop=_MONEY(_DROP.drop),
        least=_MONEY(_DROP.min_pot),
        anna=_MONEY(drill.seat("Anna").committed),
        bram=_MONEY(drill.seat("Bram").committed),
        back=_MONEY(s.returned.amount if s.returned else 0),
        total=_MONEY(total),
        rake=_MONEY(s.rake),
        jackpot=_MONEY(s.jackpot),
        main=_MONEY(main),
        left=_MONEY((s.payouts or {})["Anna"]),
        under=_MONEY(_DROP.min_pot - 1),
        none=_MONEY(_DROP.amount(_DROP.min_pot - 1, True)),
    )
    return drill.relabelled(drill.title, notes)


def _run_twice() -> Drill:
    drill = _three_way(
        _("Running it twice (WSOP Live Action Rules 208–217) · a side pot with other winners per run"),
        board="",
        jackpot=_DROP,
    )
    hand = drill.hand
    hole = {s.name: s.hole for s in drill.seats}
    rankings = [rank_hands(hole, board, hand.live) for board in BOARDS]
    s = settle_room(hand, rankings, RoomMoney(True, _WSOP_RAKE, _DROP), runs=2)
    parts = {(a.pot.index, a.run): (a.winners[0], sum(a.to.values())) for a in s.awards}
    (w_main1, main1), (w_side1, side1) = parts[0, 1], parts[1, 1]
    (w_main2, main2), (w_side2, side2) = parts[0, 2], parts[1, 2]
    notes = _(
        "Anna ({anna_cards}) is all-in for {anna} and Bram ({bram_cards}) for {bram} before the flop; "
        "Chris ({chris_cards}) is called for {bram}, and his uncalled {back} goes back to him. All "
        "three agree to run it twice. I take the rake ({rake}) and the jackpot drop "
        "({jackpot}) first, from the main pot: {main_left} is left. Each pot is divided into one part "
        "per run in whole chips, the odd chip to the first run: the main pot {main1} and {main2}, side "
        "pot 1 {side1} and {side2}. Board 1 ({board1}): {w_main1} wins the main pot's {main1} and "
        "{w_side1} side pot 1's {side1}. Board 2 ({board2}): {w_main2} wins the main pot's {main2}, and "
        "side pot 1's {side2} goes to {w_side2}. Side pot 1 has another winner on each board."
    ).format(
        anna=_MONEY(drill.seat("Anna").committed),
        bram=_MONEY(drill.seat("Bram").committed),
        back=_MONEY(s.returned.amount if s.returned else 0),
        rake=_MONEY(s.rake),
        jackpot=_MONEY(s.jackpot),
        main_left=_MONEY(s.pots[0].amount - s.drops[0].rake - s.drops[0].jackpot),
        main1=_MONEY(main1),
        main2=_MONEY(main2),
        side1=_MONEY(side1),
        side2=_MONEY(side2),
        board1=BOARDS[0],
        board2=BOARDS[1],
        w_main1=w_main1,
        w_main2=w_main2,
        w_side1=w_side1,
        w_side2=w_side2,
        anna_cards=hole["Anna"],
        bram_cards=hole["Bram"],
        chris_cards=hole["Chris"],
    )
    return drill.relabelled(drill.title, notes)


#: The card room's lessons, after the seeds' (lessons.py reads them).
ROOM_BUILDERS: tuple[Callable[[], Drill], ...] = (
    _rake_percent,
    _rake_steps,
    _no_flop_no_drop,
    _rake_over_the_main_pot,
    _jackpot_drop,
    _run_twice,
)
