"""What a printed worksheet says about each drill, and its answer key, as text (no Qt).

The ``dealer-trainer worksheet`` command lays these texts out on paper (``dealer_trainer.ui.
worksheet``); here is only what goes on the page: the table as the dealer sees it, the empty
answer rows, and the answer key (every pot with its arithmetic, who can win it, who wins it
and how a split and its odd chips go). Every amount is in the drill's own money, through the
program's one formatter (:meth:`Stakes.format`).

Rules: side pots docs/rules.md#table-stakes-and-side-pots (TDA 2024 Rule 21); uncalled bets
docs/rules.md#uncalled-bets (TDA 2024 Rules 15-B, 65-A); award order docs/rules.md#award-order
(TDA 2024 Rule 16 Addendum; WSOP-C 153); splits and odd chips docs/rules.md#splits-and-odd-chips
(TDA 2024 Rule 20; WSOP-T 73).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from dealer_trainer.drills.award_checking import award_settlement, award_unit, hand_names, what_decides
from dealer_trainer.drills.checking import solution_steps
from dealer_trainer.drills.checking.drops import jackpot_reason, rake_reason, room_lines
from dealer_trainer.drills.models import Drill
from dealer_trainer.engine import Award, Settlement
from dealer_trainer.engine.award import split_unit
from dealer_trainer.engine.house_rules import AWARD_RULES, sheet_clause
from dealer_trainer.engine.rules import DEFAULT_RULES, HouseRules
from dealer_trainer.i18n import _, ngettext, pgettext
from dealer_trainer.wording.explain import format_chips, join_names, pot_sum, pot_title, returned_sentence

#: Most drills one worksheet holds (a class hand-out is a few dozen; 200 is some 100 pages).
MAX_WORKSHEET_DRILLS = 200


@dataclass(frozen=True)
class SeatLine:
    """One seat as printed, every field already text: ``number`` (1 = first seat clockwise),
    ``name``, ``position``, ``behind`` and ``chips_in`` in the drill's money, ``state``
    (``"All-in"``, ``"Folded"`` or ``""``), ``button`` (True for the button's seat) and
    ``cards`` (hole cards such as ``("Td", "Qc")``, empty when not shown)."""

    number: int
    name: str
    position: str
    behind: str
    chips_in: str
    state: str
    button: bool
    cards: tuple[str, ...]


@dataclass(frozen=True)
class PotAnswer:
    """One pot of the answer key: ``name`` (``"Main pot"``, ``"Side pot 1"``), ``amount`` in
    the drill's money, ``arithmetic`` (the dealer's sum, ``"(6,375 − 5,275) × 4 + 1,100 from
    Diego (folded)"``), ``eligible`` (who can win it, ``"Anna, Bram and Chris"``), ``won_by``
    (the winner, or ``"Split: Anna $46, Bram $46"``) and ``why`` (the hands that decide it, a
    split's odd chips); ``won_by`` and ``why`` are ``""`` when the drill has no cards."""

    name: str
    amount: str
    arithmetic: str
    eligible: str
    won_by: str = ""
    why: str = ""


@dataclass(frozen=True)
class DrillSheet:
    """One drill of a worksheet, as text.

    Attributes:
        number: 1 for the first drill of the worksheet.
        heading: the drill's code (``"L3-7K2Q9X-2"``), or its title when it has no code.
        title: the drill's title when the heading is its code, else ``""``.
        stakes: the stakes line (``"Blind level 8 · 300/600 · ante 75"``).
        facts: further lines about the table (seats and button, smallest chip, antes, dead money).
        seats: every seat, clockwise.
        board: the board's cards (``("Qc", "Kc", ...)``), empty when the drill has none.
        has_cards: True when every live seat's hand and the board are shown (pots can be awarded).
        pot_rows: how many empty pot rows the trainee gets: one per player still in the hand
            (never fewer than 2), so the count gives nothing away.
        pots: the answer key's pots, main pot first.
        returned: the uncalled bet's sentence (``"20,875 − 9,250 = 11,625 back to Tom
            (uncalled bet)"``), or ``""``.
        steps: the dealer's order, one sentence a pile (the checker's solution steps).
        awards: the award in dealer order, one line a pot (empty without cards).
        balance: chips in = chips out, in one line.
        notes: the drill's own explanation (lessons), or ``""``.
        boards: each run's board when the board was run more than once (``board`` is then the
            first run's), else ``()``.
        drop: the answer key's rake and jackpot drop, each with its arithmetic (``"Rake $20: the
            pots hold $900 …"``), empty for a drill without a drop.
    """

    number: int
    heading: str
    title: str
    stakes: str
    facts: tuple[str, ...]
    seats: tuple[SeatLine, ...]
    board: tuple[str, ...]
    has_cards: bool
    pot_rows: int
    pots: tuple[PotAnswer, ...]
    returned: str
    steps: tuple[str, ...]
    awards: tuple[str, ...]
    balance: str
    notes: str
    boards: tuple[tuple[str, ...], ...] = ()
    drop: tuple[str, ...] = ()


@dataclass(frozen=True)
class Worksheet:
    """A worksheet: its ``title``, a ``subtitle`` (where the drills come from), the house
    ``rules`` line of its answer key, and its drills in order."""

    title: str
    subtitle: str
    rules: str
    drills: tuple[DrillSheet, ...]


def _cards(text: str) -> tuple[str, ...]:
    return tuple(text[i : i + 2] for i in range(0, len(text), 2))


def rules_line(rules: HouseRules = DEFAULT_RULES) -> str:
    """The house rules an answer key awards under, with their sources (docs/rules.md#house-rules):
    the worksheet clause of each award rule's value, joined into one sentence."""
    clauses = (sheet_clause(rule, getattr(rules, rule.key)) for rule in AWARD_RULES)
    text = "; ".join(c for c in clauses if c)
    return f"{text[:1].upper()}{text[1:]}."


def _ways(count: int) -> str:
    """``3`` -> ``"three"`` (a number word for a tie of 3 to 10 players; else the digits)."""
    words = {
        3: pgettext("players in a tie", "three"),
        4: pgettext("players in a tie", "four"),
        5: pgettext("players in a tie", "five"),
        6: pgettext("players in a tie", "six"),
        7: pgettext("players in a tie", "seven"),
        8: pgettext("players in a tie", "eight"),
        9: pgettext("players in a tie", "nine"),
        10: pgettext("players in a tie", "ten"),
    }
    return words.get(count, str(count))


def _won_by(drill: Drill, award: Award, names: dict[str, str], unit: int) -> tuple[str, str]:
    """Who wins ``award``'s pot (a split's shares) and why (the hands, the odd chips)."""
    f = drill.stakes.format
    pot = award.pot
    if not award.showdown:
        return pot.eligible[0], _("the only player in it: no showdown")
    if len(award.winners) == 1:
        winner = award.winners[0]
        losers = [s for s in pot.eligible if s != winner]
        ranking = drill.scenario().ranking or ()
        place = {seat: i for i, group in enumerate(ranking) for seat in group}
        runner_up = min(losers, key=lambda s: place.get(s, len(place)))
        return winner, what_decides(drill, winner, runner_up)
    shares = ", ".join(_("{seat} {amount}").format(seat=s, amount=f(c)) for s, c in award.to.items())
    count = len(award.winners)
    hands = {names.get(s, "") for s in award.winners}
    chip = split_unit(unit, pot.amount)
    each = pot.amount // chip // count * chip
    sums = {"amount": f(pot.amount), "count": count, "each": f(each), "ways": _ways(count)}
    if len(hands) == 1 and "" not in hands:
        hand = hands.pop()
        if count == 2:
            why = _("tie, both with {hand}: {amount} ÷ {count} = {each} each").format(hand=hand, **sums)
        else:
            why = _("{ways}-way tie, all with {hand}: {amount} ÷ {count} = {each} each").format(
                hand=hand, **sums
            )
    elif count == 2:
        why = _("tie: {amount} ÷ {count} = {each} each").format(**sums)
    else:
        why = _("{ways}-way tie: {amount} ÷ {count} = {each} each").format(**sums)
    if award.odd_chips:
        odd = len(award.odd_chips)
        why = ngettext(
            "{why} and {over} over, an odd {chip} chip to {seats} (clockwise from the button)",
            "{why} and {over} over, one odd {chip} chip each to {seats} (clockwise from the button)",
            odd,
        ).format(why=why, over=f(pot.amount - each * count), chip=f(chip), seats=join_names(award.odd_chips))
    return _("Split: {shares}").format(shares=shares), why


def who_can_win(eligible: Sequence[str], live: Sequence[str]) -> str:
    """Who can win a pot, in the fewest words: the names (``"Anna, Bram and Chris"``) or, for
    more than four, ``"everyone still in (7 players)"`` or ``"everyone still in but Anna and
    Bram"`` when that is shorter. ``live``: the seats still in the hand (not folded), in order."""
    names = join_names(eligible)
    if len(eligible) <= 4:
        return names
    left_out = [seat for seat in live if seat not in eligible]
    if not left_out:
        return _("everyone still in ({count} players)").format(count=len(eligible))
    but = _("everyone still in but {seats}").format(seats=join_names(left_out))
    return but if len(but) < len(names) else names


def drill_sheet(drill: Drill, number: int, rules: HouseRules = DEFAULT_RULES) -> DrillSheet:
    """The worksheet text of ``drill``, the ``number``-th drill of the sheet, its answer key
    awarded under ``rules``; every amount through ``drill.stakes.format``.

    Rules: pots and who can win them docs/rules.md#table-stakes-and-side-pots (TDA 2024 Rule 21);
    the uncalled bet docs/rules.md#uncalled-bets (TDA 2024 Rules 15-B, 65-A); the award order,
    splits and odd chips docs/rules.md#award-order and #splits-and-odd-chips (TDA 2024 Rules 16
    and 20; WSOP-C 153); the winner docs/rules.md#cards-speak.

    Raises:
        PotError: when the drill's hand cannot be settled (a loaded or generated drill always can).
    """
    f = drill.stakes.format
    stakes = drill.stakes
    settlement = award_settlement(drill, rules)
    live = [s for s in drill.seats if not s.folded]
    has_cards = bool(drill.board) and bool(live) and all(s.hole for s in live)
    seats = tuple(
        SeatLine(
            number=index,
            name=seat.name,
            position=seat.position,
            behind=f(seat.stack),
            chips_in=f(seat.committed),
            state=_("Folded") if seat.folded else _("All-in") if seat.all_in else "",
            button=seat.name == drill.button,
            cards=_cards(seat.hole) if has_cards and not seat.folded else (),
        )
        for index, seat in enumerate(drill.seats, 1)
    )
    facts = [
        _("{count} seats · button {button} · smallest chip in play {unit}").format(
            count=len(drill.seats), button=drill.button, unit=f(drill.unit)
        )
    ]
    if stakes.ante and stakes.ante_format == "per_player":
        facts.append(_("Ante {amount} a player").format(amount=f(stakes.ante)))
    elif stakes.ante and stakes.ante_format == "big_blind":
        facts.append(_("Big-blind ante {amount}").format(amount=f(stakes.ante)))
    if drill.dead:
        facts.append(_("Dead money in the middle: {amount}").format(amount=f(drill.dead)))
    if drill.game.value != "holdem":
        facts.append(_("Game: {game}").format(game=drill.game.value.capitalize()))
    facts += room_lines(drill)

    names = hand_names(drill) if has_cards else {}
    unit = award_unit(drill, rules)
    won = {a.pot.index: _won_by(drill, a, names, unit) for a in settlement.awards}
    won |= _run_winners(settlement.awards)
    no_award = ("", "")
    pots = tuple(
        PotAnswer(
            name=pot_title(pot.index),
            amount=f(pot.amount),
            arithmetic=pot_sum(pot, money=f),
            eligible=who_can_win(pot.eligible, [s.name for s in live]),
            won_by=won.get(pot.index, no_award)[0],
            why=won.get(pot.index, no_award)[1],
        )
        for pot in settlement.pots
    )
    awards = tuple(_award_text(a, f) for a in settlement.awards)
    back = settlement.returned
    seated = sum(s.committed for s in drill.seats)
    in_pots = sum(p.amount for p in settlement.pots)
    chips_in = f(seated + drill.dead)
    if drill.dead:
        chips_in = _("{total} ({seats} from the seats + {dead} dead money)").format(
            total=chips_in, seats=f(seated), dead=f(drill.dead)
        )
    if back:
        balance = _("Chips in {chips_in} = {in_pots} in the pots + {returned} returned.").format(
            chips_in=chips_in, in_pots=f(in_pots), returned=f(back.amount)
        )
    else:
        balance = _("Chips in {chips_in} = {in_pots} in the pots.").format(
            chips_in=chips_in, in_pots=f(in_pots)
        )
    return DrillSheet(
        number=number,
        heading=drill.code or drill.title,
        title=drill.title if drill.code else "",
        stakes=stakes.label(),
        facts=tuple(facts),
        seats=seats,
        board=_cards(drill.board) if has_cards else (),
        has_cards=has_cards,
        pot_rows=max(2, len(live)),
        pots=pots,
        returned=returned_sentence(back, money=f) if back else "",
        steps=tuple(step.explanation for step in solution_steps(drill)),
        awards=awards,
        balance=balance,
        notes=drill.notes,
        boards=tuple(_cards(b) for b in drill.boards) if has_cards else (),
        drop=_drop_lines(drill, settlement),
    )


def _award_text(award: Award, f: Callable[[int], str]) -> str:
    """One pot (or a run's part of it) pushed, by the chips pushed (after the rake and the drop):
    ``"Main pot, run 2 ($72) to Eli"`` (docs/rules.md#running-it-twice)."""
    pot = pot_title(award.pot.index)
    if award.run is not None:
        pot = _("{pot}, run {run}").format(pot=pot, run=award.run)
    amount = f(sum(award.to.values()))
    if len(award.to) == 1:
        return _("{pot} ({amount}) to {seat}").format(pot=pot, amount=amount, seat=award.winners[0])
    shares = ", ".join(_("{seat} {amount}").format(seat=s, amount=f(c)) for s, c in award.to.items())
    return _("{pot} ({amount}) split: {shares}").format(pot=pot, amount=amount, shares=shares)


def _run_winners(awards: Sequence[Award]) -> dict[int, tuple[str, str]]:
    """Who wins each pot run more than once, run by run (``"run 1: Max; run 2: Eli"``), and why."""
    runs: dict[int, list[str]] = {}
    for award in awards:
        if award.run is not None:
            who = join_names([s for s, c in award.to.items() if c])
            runs.setdefault(award.pot.index, []).append(_("run {run}: {who}").format(run=award.run, who=who))
    why = _("each run's part to that run's best hand; odd chips to the earliest runs")
    return {index: ("; ".join(parts), why) for index, parts in runs.items()}


def _drop_lines(drill: Drill, settlement: Settlement) -> tuple[str, ...]:
    """The answer key's rake and jackpot drop with their arithmetic, taken from the main pot
    first (docs/rules.md#rake, docs/rules.md#jackpot-drop); none for a drill without a drop."""
    if not drill.has_drop:
        return ()
    f = drill.stakes.format
    room = drill.scenario().money
    total = sum(p.amount for p in settlement.pots)
    out = []
    if drill.rake is not None:
        reason = rake_reason(room, total, settlement.hand.unit, f)
        out.append(_("Rake {amount}: {reason}").format(amount=f(settlement.rake), reason=reason) + ".")
    if drill.jackpot is not None:
        reason = jackpot_reason(room, total, f)
        out.append(
            _("Jackpot drop {amount}: {reason}").format(amount=f(settlement.jackpot), reason=reason) + "."
        )
    for index, drop in enumerate(settlement.drops):
        taken = drop.rake + drop.jackpot
        if taken:
            pot = settlement.pots[index]
            out.append(
                _("{pot}: {amount} − {taken} dropped = {rest} to award.").format(
                    pot=pot_title(index), amount=f(pot.amount), taken=f(taken), rest=f(pot.amount - taken)
                )
            )
    return tuple(out)


def make_worksheet(
    drills: Sequence[Drill], title: str, subtitle: str = "", rules: HouseRules | None = None
) -> Worksheet:
    """The worksheet of ``drills`` (at most :data:`MAX_WORKSHEET_DRILLS`) under ``title``.

    ``rules``: the house rules the answer key awards under (a drill set's own), TDA 2024 when None.

    Raises:
        ValueError: no drills, or more than :data:`MAX_WORKSHEET_DRILLS`.
    """
    if not drills:
        raise ValueError(_("the worksheet has no drills"))
    if len(drills) > MAX_WORKSHEET_DRILLS:
        raise ValueError(
            _("{count} drills is more than a worksheet holds ({most})").format(
                count=format_chips(len(drills)), most=MAX_WORKSHEET_DRILLS
            )
        )
    rules = rules or DEFAULT_RULES
    sheets = tuple(drill_sheet(drill, number, rules) for number, drill in enumerate(drills, 1))
    return Worksheet(title, subtitle, rules_line(rules), sheets)
