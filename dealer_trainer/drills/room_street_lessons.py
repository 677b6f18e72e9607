"""The card room's street lessons: a straddle, a re-straddle, the button straddle in both house
orders, a returning player's live post and dead small blind, and the bomb pot (no Qt).

Each is a hand-made :class:`StreetLesson` at blinds $1/$2 with the rulings it teaches; every
figure in its notes is the referee's (the rulings' answers, the pots after a pull-in, the chips
posted before the deal). Rules: docs/rules.md#straddle, #button-straddle,
#posts-and-dead-money, #bomb-pot (WSOP Live Action Rules 22, 31, 158, 160, 165).
"""

from __future__ import annotations

from dataclasses import replace

from dealer_trainer.drills.models import Stakes
from dealer_trainer.drills.rulings import candidates
from dealer_trainer.drills.street_lesson_model import StreetLesson, street_lesson
from dealer_trainer.drills.streets import StreetDrill, mix_positions
from dealer_trainer.engine.betting import Action, Do
from dealer_trainer.engine.betting_table import (
    ButtonStraddleFirst,
    DeadPost,
    LivePost,
    Straddle,
    Street,
    Table,
)
from dealer_trainer.i18n import _

_STAKES = Stakes("cash", 1, 2)
_MONEY = _STAKES.format
_LABELS = ("BTN", "SB", "BB", "UTG", "HJ", "CO")


def _checks(seats: tuple[str, ...], streets: tuple[Street, ...]) -> tuple[Action | Street, ...]:
    """Every seat in ``seats`` checks on each of ``streets``."""
    steps: list[Action | Street] = []
    for street in streets:
        steps += [street, *(Action(s, Do.CHECK) for s in seats)]
    return tuple(steps)


def _lesson(
    title: str, table: Table, steps: tuple[Action | Street, ...], asked: list[tuple[str, int]]
) -> StreetLesson:
    n = len(table.seats)
    button = table.seats.index(table.button)
    positions = {s: _LABELS[(i - button) % n] for i, s in enumerate(table.seats)}
    return street_lesson(title, table, steps, _STAKES, "cash", 1, asked, "", mix_positions(table, positions))


def _answer(sd: StreetDrill, kind: str, step: int) -> str | int | bool:
    """The referee's answer to the ruling ``kind`` before step ``step``."""
    return next(r.answer for r in candidates(sd, _MONEY, (kind,)) if r.step == step)


def _pot(sd: StreetDrill, street: Street) -> int:
    """The chips in the pots after ``street``'s pull-in."""
    rnd = next(r for r in sd.rounds if r.street == street)
    return sum(p.amount for p in rnd.after.settlement().pots)


def _money(value: str | int | bool) -> str:
    return _MONEY(int(value))


def _straddle() -> StreetLesson:
    seats = ("Fay", "Sam", "Bea", "Cai", "Dov", "Eve")
    table = Table(seats, "Fay", dict.fromkeys(seats, 200), 1, 2, straddles=(Straddle("Cai", 4),))
    pre = ("Dov", "Eve", "Fay", "Sam", "Bea", "Cai")
    dos = (Do.CALL, Do.CALL, Do.FOLD, Do.CALL, Do.CALL, Do.CHECK)
    left = ("Sam", "Bea", "Cai", "Dov", "Eve")
    steps = (
        *(Action(s, d) for s, d in zip(pre, dos, strict=True)),
        *_checks(left, (Street.FLOP, Street.TURN, Street.RIVER)),
    )
    lesson = _lesson(
        _("WSOP Live Action Rules 165 and 174: the straddle (blinds $1/$2, a straddle of $4)"),
        table,
        steps,
        [("first_to_act", 0), ("straddle_raise", 0), ("min_raise", 7)],
    )
    sd = lesson.drill
    notes = _(
        "Cai, left of the big blind, straddles {straddle} before the cards are dealt. The straddle "
        "counts as the last full bet: the action starts left of it, with {first}; a call is {call} and "
        "the smallest raise is to {raise_to}. Cai acts last before the flop and, when everyone has "
        "just called, may check or raise. Fay folds, everyone else calls and Cai checks: the pot is "
        "{pot}. After the flop the smallest bet is the big blind again: {bet}."
    ).format(
        straddle=_MONEY(4),
        first=_answer(sd, "first_to_act", 0),
        call=_money(_answer(sd, "to_call", 0)),
        raise_to=_money(_answer(sd, "straddle_raise", 0)),
        pot=_MONEY(_pot(sd, Street.PREFLOP)),
        bet=_money(_answer(sd, "min_raise", 7)),
    )
    return replace(lesson, notes=notes)


def _restraddle() -> StreetLesson:
    seats = ("Fay", "Sam", "Bea", "Cai", "Dov", "Eve")
    stacks = dict.fromkeys(seats, 200) | {"Eve": 60}
    table = Table(seats, "Fay", stacks, 1, 2, straddles=(Straddle("Cai", 4), Straddle("Dov", 10)))
    pre = (("Eve", Do.RAISE, 20), ("Fay", Do.CALL, None), ("Sam", Do.FOLD, None), ("Bea", Do.FOLD, None))
    steps = (
        *(Action(s, d, to) if to else Action(s, d) for s, d, to in pre),
        Action("Cai", Do.CALL),
        Action("Dov", Do.CALL),
        *_checks(("Cai", "Dov", "Eve", "Fay"), (Street.FLOP, Street.TURN, Street.RIVER)),
    )
    lesson = _lesson(
        _("WSOP Live Action Rule 22: a re-straddle (blinds $1/$2, straddles of $4 and $10)"),
        table,
        steps,
        [("first_to_act", 0), ("straddle_raise", 0)],
    )
    sd = lesson.drill
    notes = _(
        "Cai straddles {first_straddle} and Dov re-straddles {second_straddle}, at least twice the "
        "straddle before it. The action starts left of the last straddle, with {first}: a call is "
        "{call}, the smallest raise is to {raise_to}, twice the last straddle. Dov acts last before "
        "the flop. Eve raises to {eve}, Fay, Cai and Dov call and the blinds fold: the pot is {pot}."
    ).format(
        first_straddle=_MONEY(4),
        second_straddle=_MONEY(10),
        first=_answer(sd, "first_to_act", 0),
        call=_money(_answer(sd, "to_call", 0)),
        raise_to=_money(_answer(sd, "straddle_raise", 0)),
        eve=_MONEY(20),
        pot=_MONEY(_pot(sd, Street.PREFLOP)),
    )
    return replace(lesson, notes=notes)


def _button_straddle(first: ButtonStraddleFirst) -> StreetLesson:
    seats = ("Eve", "Sam", "Bea", "Cai", "Dov")
    table = Table(
        seats,
        "Eve",
        dict.fromkeys(seats, 100),
        1,
        2,
        straddles=(Straddle("Eve", 4),),
        button_straddle=True,
        button_straddle_first=first,
    )
    small_blind_first = first == ButtonStraddleFirst.SMALL_BLIND
    order = ("Sam", "Bea", "Cai", "Dov") if small_blind_first else ("Cai", "Dov", "Sam", "Bea")
    steps = (
        *(Action(s, Do.CALL) for s in order),
        Action("Eve", Do.CHECK),
        *_checks(("Sam", "Bea", "Cai", "Dov", "Eve"), (Street.FLOP, Street.TURN, Street.RIVER)),
    )
    if small_blind_first:
        title = _("WSOP Live Action Rule 22: the button straddle, the small blind first")
    else:
        title = _("Some rooms: the button straddle, under the gun first")
    lesson = _lesson(title, table, steps, [("first_to_act", 0), ("straddle_raise", 0), ("who_acts", 2)])
    sd = lesson.drill
    notes = _(
        "Eve, on the button, straddles {straddle}; nobody re-straddles after a button straddle. Who "
        "acts first is the room's rule (button_straddle_first: {rule}). Here {first} acts first, the "
        "order before the flop is {order}, and the button acts last. A call is {call} for the first "
        "player, the smallest raise is to {raise_to}. Everyone calls and Eve checks: the pot is {pot}. "
        "After the flop the order is as always: the first player left of the button."
    ).format(
        straddle=_MONEY(4),
        rule=first.value,
        first=_answer(sd, "first_to_act", 0),
        order=", ".join(a.seat for a in sd.steps[:5] if isinstance(a, Action)),
        call=_money(_answer(sd, "to_call", 0)),
        raise_to=_money(_answer(sd, "straddle_raise", 0)),
        pot=_MONEY(_pot(sd, Street.PREFLOP)),
    )
    return replace(lesson, notes=notes)


def _posts() -> StreetLesson:
    seats = ("Eve", "Sam", "Bea", "Cai", "Dov")
    table = Table(
        seats,
        "Eve",
        dict.fromkeys(seats, 100),
        1,
        2,
        live_posts=(LivePost("Dov", 2),),
        dead_posts=(DeadPost("Dov", 1, "small-blind"),),
    )
    pre = (("Cai", Do.CALL), ("Dov", Do.CHECK), ("Eve", Do.CALL), ("Sam", Do.CALL), ("Bea", Do.CHECK))
    steps = (
        *(Action(s, d) for s, d in pre),
        *_checks(("Sam", "Bea", "Cai", "Dov", "Eve"), (Street.FLOP, Street.TURN, Street.RIVER)),
    )
    lesson = _lesson(
        _("WSOP Live Action Rules 158 and 160: a live post and a dead small blind"),
        table,
        steps,
        [("dead_money", 0), ("post_option", 1)],
    )
    sd = lesson.drill
    dead = int(_answer(sd, "dead_money", 0))
    notes = _(
        "Dov comes back after missing his blinds and posts them between the big blind and the button: "
        "the big blind of {live} live (it is his bet, like a big blind's) and the small blind of "
        "{dead} dead (it goes in the main pot and counts in nobody's bet). Cai calls {call}. Nobody "
        "raised, so Dov has the option: he may check or raise, to at least {raise_to}. Dov checks, Eve "
        "calls, Sam completes and Bea checks: the main pot is {pot}, with the {dead} dead in it."
    ).format(
        live=_MONEY(2),
        dead=_MONEY(dead),
        call=_money(_answer(sd, "to_call", 0)),
        raise_to=_money(_answer(sd, "min_raise", 1)),
        pot=_MONEY(_pot(sd, Street.PREFLOP)),
    )
    return replace(lesson, notes=notes)


def _bomb_pot() -> StreetLesson:
    seats = ("Eve", "Sam", "Bea", "Cai")
    table = Table(seats, "Eve", dict.fromkeys(seats, 100), 1, 2, bomb_pot=5)
    flop = (("Sam", Do.BET, 2), ("Bea", Do.CALL, None), ("Cai", Do.CALL, None), ("Eve", Do.CALL, None))
    steps = (  # a bomb pot's hand starts on the flop
        *(Action(s, d, to) if to else Action(s, d) for s, d, to in flop),
        *_checks(("Sam", "Bea", "Cai", "Eve"), (Street.TURN, Street.RIVER)),
    )
    lesson = _lesson(
        _("WSOP Live Action Rule 31: the bomb pot (every player antes $5)"),
        table,
        steps,
        [("first_to_act", 0), ("min_raise", 0)],
    )
    sd = lesson.drill
    notes = _(
        "Every player antes {ante}, no blinds are posted and there is no betting before the flop: "
        "{middle} is in the middle when the flop is dealt at once. The action starts left of the "
        "button, as on any flop: {first} acts first, and the smallest bet is still the big blind, "
        "{bet}. Sam bets {bet} and everyone calls: the pot is {pot}. A flop was dealt, so a raked room "
        "rakes this pot: no flop, no drop does not apply."
    ).format(
        ante=_MONEY(5),
        middle=_MONEY(sum(p.amount for p in table.posts)),
        first=_answer(sd, "first_to_act", 0),
        bet=_money(_answer(sd, "min_raise", 0)),
        pot=_MONEY(_pot(sd, Street.FLOP)),
    )
    return replace(lesson, notes=notes)


def room_street_lessons() -> tuple[StreetLesson, ...]:
    """The card room's street lessons, in the order of docs/rules.md, in the active language."""
    return (
        _straddle(),
        _restraddle(),
        _button_straddle(ButtonStraddleFirst.SMALL_BLIND),
        _button_straddle(ButtonStraddleFirst.UNDER_THE_GUN),
        _posts(),
        _bomb_pot(),
    )
