"""The hi-lo lessons: the 8-or-better qualifier, quartering and the odd chip to the high half,
worked as Omaha hi-lo tables (no Qt).

Each lesson is a hand-made table at $1/$2 with the dealer's explanation in ``notes``; every figure
in the notes (the halves, the shares, each hand and each low) is the engine's, read from the
drill's settlement and cards, so the words cannot drift from the answer the checker grades.
Rules and sources: docs/rules.md#hi-lo-and-stud, #the-8-or-better-qualifier, #quartered-pots,
#the-odd-chip-of-a-hi-lo-split (Robert's Rules of Poker, split games; TDA 2024 Rule 20-C; WSOP
Tournament Rule 73).
"""

from __future__ import annotations

from collections.abc import Callable

from dealer_trainer.drills.award_checking import hand_names
from dealer_trainer.drills.lesson_tables import LessonSeat, lesson_drill
from dealer_trainer.drills.models import Drill, Stakes
from dealer_trainer.engine import Award, parse_cards
from dealer_trainer.engine.lows import omaha_low8
from dealer_trainer.i18n import _
from dealer_trainer.wording.explain import join_names
from dealer_trainer.wording.hand_names import HandCall, call_text

_ONE_TWO = Stakes("cash", 1, 2)
_MONEY = _ONE_TWO.format
_LOW_WORDS = {1: "A", 10: "T", 11: "J", 12: "Q", 13: "K"}


def _table(title: str, seats: list[LessonSeat], board: str) -> Drill:
    return lesson_drill(title, _ONE_TWO, "cash", seats, "Chris", "", board=board, variant="omaha-hilo")


def _low(drill: Drill, seat: str) -> str | None:
    """``seat``'s 8-or-better Omaha low as a dealer calls it, every rank from the top (``"eight-
    seven-five-two-ace low"``, the grammar of wording/hand_names.py), None for none."""
    value = omaha_low8(parse_cards(drill.seat(seat).hole), parse_cards(drill.board))
    if value is None:
        return None
    return call_text(HandCall("low", tuple(_LOW_WORDS.get(rank, str(rank)) for rank in value[1])), 5)


def _awards(drill: Drill) -> dict[tuple[int, str | None], Award]:
    return {(a.pot.index, a.half): a for a in drill.settlement().awards}


def _hands(drill: Drill) -> dict[str, str]:
    """Seat -> ``"As 2d Kh Kd: three of a kind, kings; eight-seven-five-two-ace low"`` (or
    ``"…; no low"``) for each live seat."""
    names = hand_names(drill)
    out = {}
    for seat in drill.seats:
        if not seat.folded:
            cards, low = " ".join(parse_cards(seat.hole)), _low(drill, seat.name)
            text = _("{cards}: {high}; {low}") if low else _("{cards}: {high}; no low")
            out[seat.name] = text.format(cards=cards, high=names[seat.name], low=low)
    return out


def _qualifier() -> Drill:
    seats: list[LessonSeat] = [
        ("Anna", "SB", 0, 40, "all-in", "As2dKhKd"),
        ("Bram", "BB", 60, 100, "", "QsQhJcTc"),
        ("Chris", "BTN", 60, 100, "", "9s9h4c4d"),
    ]
    drill = _table(
        _("The 8-or-better qualifier (Robert's Rules of Poker, split games) · no low in the side pot"),
        seats,
        "5h8c9dKs7s",
    )
    a, hands = _awards(drill), _hands(drill)
    main_high, main_low, side = a[0, "high"], a[0, "low"], a[1, "high"]
    notes = _(
        "Omaha hi-lo, board 5h 8c 9d Ks 7s. Anna ({anna}) is all-in for {all_in}; Bram ({bram}) and "
        "Chris ({chris}) put in {most} each. A low must be 8-or-better: five different ranks, none above "
        "an eight, made with exactly two hole cards and three board cards. The main pot ({main}) is "
        "halved: the high half, {main_high}, to {high_winner}; the low half, {main_low}, to Anna, the only "
        "player with a low. Side pot 1 ({side}) is for Bram and Chris only, and neither has a low: there "
        "is no low half, the whole {side} goes to {side_winner}. Each pot is judged by its own players."
    ).format(
        anna=hands["Anna"],
        bram=hands["Bram"],
        chris=hands["Chris"],
        all_in=_MONEY(40),
        most=_MONEY(100),
        main=_MONEY(main_high.pot.amount),
        main_high=_MONEY(sum(main_high.to.values())),
        high_winner=join_names(list(main_high.winners)),
        main_low=_MONEY(sum(main_low.to.values())),
        side=_MONEY(sum(side.to.values())),
        side_winner=join_names(list(side.winners)),
    )
    return drill.relabelled(drill.title, notes)


def _quartered() -> Drill:
    seats: list[LessonSeat] = [
        ("Anna", "SB", 0, 100, "", "As2sQhJh"),
        ("Bram", "BB", 0, 100, "", "Ad2cKdKc"),
        ("Chris", "BTN", 0, 100, "", "3c3dQdQc"),
    ]
    drill = _table(
        _("Quartered (Robert's Rules of Poker, ties; TDA 2024 Rule 20) · two lows tie: a quarter each"),
        seats,
        "4h5s9cTd8d",
    )
    a, hands = _awards(drill), _hands(drill)
    high, low = a[0, "high"], a[0, "low"]
    payouts = drill.settlement().payouts or {}
    notes = _(
        "Omaha hi-lo, board 4h 5s 9c Td 8d, {each} each in a pot of {pot}. Anna ({anna}), Bram ({bram}), "
        "Chris ({chris}). The high half, {high}, goes to Anna. Anna and Bram hold the same low: they tie "
        "for the low half and split it, {share} each, a quarter of the pot: they are quartered. Anna "
        "takes {anna_total} (three quarters), Bram {bram_total}. Only when the same players tie both "
        "halves is the pot split among them as one pot."
    ).format(
        each=_MONEY(100),
        pot=_MONEY(high.pot.amount),
        anna=hands["Anna"],
        bram=hands["Bram"],
        chris=hands["Chris"],
        high=_MONEY(sum(high.to.values())),
        share=_MONEY(low.to["Bram"]),
        anna_total=_MONEY(payouts["Anna"]),
        bram_total=_MONEY(payouts["Bram"]),
    )
    return drill.relabelled(drill.title, notes)


def _odd_chip_high() -> Drill:
    seats: list[LessonSeat] = [
        ("Anna", "SB", 0, 35, "", "As2dKhKd"),
        ("Bram", "BB", 0, 35, "", "QsQhJcTc"),
        ("Chris", "BTN", 0, 35, "", "9s9h4c4d"),
    ]
    drill = _table(
        _("The odd chip of a hi-lo split (TDA 2024 Rule 20-C; WSOP Tournament Rule 73) · to the high half"),
        seats,
        "5h8c9dKs7s",
    )
    a, hands = _awards(drill), _hands(drill)
    high, low = a[0, "high"], a[0, "low"]
    notes = _(
        "Omaha hi-lo, board 5h 8c 9d Ks 7s, {each} each: the pot is {pot}, which does not halve in whole "
        "$1 chips. The odd chip goes to the high half: {high} to {high_winner} ({bram}), {low} to "
        "{low_winner} ({anna}). Chris ({chris}) wins nothing. Pushing {low} high and {high} low is the "
        "mistake the checker calls odd_chip_to_low."
    ).format(
        each=_MONEY(35),
        pot=_MONEY(high.pot.amount),
        high=_MONEY(sum(high.to.values())),
        low=_MONEY(sum(low.to.values())),
        high_winner=join_names(list(high.winners)),
        low_winner=join_names(list(low.winners)),
        anna=hands["Anna"],
        bram=hands["Bram"],
        chris=hands["Chris"],
    )
    return drill.relabelled(drill.title, notes)


#: The hi-lo lessons, after the card room's (lessons.py reads them).
HILO_BUILDERS: tuple[Callable[[], Drill], ...] = (_qualifier, _quartered, _odd_chip_high)
