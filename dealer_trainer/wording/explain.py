"""Wording of the engine's data: the dealer's arithmetic, error messages and money.

Every sentence goes through :mod:`dealer_trainer.i18n` (gettext), so the commands and the
window's feedback speak the active language; :func:`format_chips` is the one money formatter.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace
from functools import cache
from typing import TYPE_CHECKING

from dealer_trainer import i18n
from dealer_trainer.engine import PotError
from dealer_trainer.i18n import N_, _

if TYPE_CHECKING:
    from dealer_trainer.engine import Award, Pot, UncalledBet

MoneyFormat = tuple[str, str, tuple[str, str], tuple[str, str]]

#: Babel's formats of the shipped languages, kept here so the window's first paint does not
#: wait for Babel's locale data (a test checks they equal Babel's).
SHIPPED_FORMATS: dict[str, MoneyFormat] = {
    "en": (".", ",", ("¤", "-¤"), ("", "")),
    "nl": (",", ".", ("¤\xa0", "¤\xa0-"), ("", "")),
}


def babel_money_format(lang: str) -> MoneyFormat:
    """The number and money format of ``lang`` from Babel's locale data (CLDR): decimal and
    group symbols and the currency pattern's positive and negative prefix and suffix (where the
    currency sign goes and the space beside it). The sign itself is the game's own."""
    from babel import Locale  # only for a language not shipped: its locale data takes a while

    locale = Locale.parse(i18n.LOCALES[lang])
    symbols = locale.number_symbols.get("latn", locale.number_symbols)
    pattern = locale.currency_formats["standard"]
    return symbols["decimal"], symbols["group"], pattern.prefix, pattern.suffix


@cache
def _money_format(lang: str) -> MoneyFormat:
    return SHIPPED_FORMATS.get(lang) or babel_money_format(lang)


def format_chips(chips: int, scale: int = 1, symbol: str = "") -> str:
    """Chips (int, smallest unit) as text in the active language's format (the program's one
    money formatter): ``format_chips(150, 100, "$") == "$1.50"``; in Dutch ``"$ 1,50"`` (a euro
    game's ``"€ 1,50"``) and ``format_chips(1375) == "1.375"`` (separators, the currency's place
    and the space beside it from Babel's locale data; the sign stays the game's own: a dollar
    game is not shown in euros).

    ``scale`` is how many smallest units make one displayed unit (100 for cents); whole amounts
    show no decimals (``"$20"``).
    """
    decimal, group, prefix, suffix = _money_format(i18n.language())
    negative = chips < 0
    chips = abs(chips)
    whole, part = divmod(chips, scale)
    number = f"{whole:,}".replace(",", group)
    if scale != 1 and part:
        number += f"{decimal}{part:0{len(str(scale - 1))}d}"
    if not symbol:
        return f"-{number}" if negative else number
    return (prefix[negative] + number + suffix[negative]).replace("¤", symbol)


def money_symbols(symbol: str = "") -> tuple[str, str, tuple[str, ...]]:
    """What typed money looks like in the active language: its decimal symbol, group symbol and
    the currency signs an amount of a game with ``symbol`` may carry (``("." , ",", ("$",))``;
    Dutch ``(",", ".", ("$",))``), for :meth:`Stakes.parse`."""
    decimal, group, _prefix, _suffix = _money_format(i18n.language())
    return decimal, group, (symbol,) if symbol else ()


def join_names(names: Sequence[str]) -> str:
    """``["A", "B", "C"]`` -> ``"A, B and C"`` (Dutch ``"A, B en C"``)."""
    names = list(names)
    if len(names) <= 1:
        return "".join(names)
    # TRANSLATORS: the end of a list of names: "Anna, Bram and Chris"
    return _("{names} and {last}").format(names=", ".join(names[:-1]), last=names[-1])


def pot_title(index: int) -> str:
    """The name a pot is shown with: ``"Main pot"`` (index 0) or ``"Side pot 2"``, in the active
    language (``Pot.name`` stays English for ``--json``)."""
    return _("Main pot") if index == 0 else _("Side pot {number}").format(number=index)


def _money(scale: int, symbol: str, money: Callable[[int], str] | None) -> Callable[[int], str]:
    return money or (lambda n: format_chips(n, scale, symbol))


def pot_sum(pot: Pot, scale: int = 1, symbol: str = "", money: Callable[[int], str] | None = None) -> str:
    """The dealer's sum for a pot: the step times the players still in, then each folded
    player's chips and the dead money, e.g. ``"(100 − 40) × 2"``,
    ``"25 × 6 + 25 from Olga (folded)"`` or ``"40 × 3 + 1.50 dead money"``.

    ``money`` formats chips (the drill's :meth:`Stakes.format`); else ``scale`` and ``symbol``."""
    f = _money(scale, symbol, money)
    arith = pot.arithmetic
    step = f(arith.step) if pot.lower == 0 else f"({f(pot.upper)} − {f(pot.lower)})"
    live = [s for s in arith.full_seats if s in pot.eligible]
    out = [s for s in arith.full_seats if s not in pot.eligible]
    parts: list[str] = []
    if live:
        parts.append(f"{step} × {len(live)}")
    for forfeited in (False, True):
        seats = [s for s in out if (s in arith.forfeited) == forfeited]
        if len(seats) == 1:
            text = _("{amount} from {seat} (forfeited)") if forfeited else _("{amount} from {seat} (folded)")
            parts.append(text.format(amount=f(arith.step), seat=seats[0]))
        elif seats:
            text = (
                _("{amount} × {count} from {seats} (forfeited)")
                if forfeited
                else _("{amount} × {count} from {seats} (folded)")
            )
            parts.append(text.format(amount=f(arith.step), count=len(seats), seats=join_names(seats)))
    for seat, chips in arith.partial.items():
        text = (
            _("{amount} from {seat} (forfeited)")
            if seat in arith.forfeited
            else _("{amount} from {seat} (folded)")
        )
        parts.append(text.format(amount=f(chips), seat=seat))
    if arith.dead:
        parts.append(_("{amount} dead money").format(amount=f(arith.dead)))
    return " + ".join(parts) if parts else f(pot.amount)


def on_street(pot: Pot, base: int) -> Pot:
    """``pot`` with its levels counted from ``base``, the chips each player still in had in the
    middle before a betting round, when the pot was formed on that round (``pot.lower >= base``):
    its arithmetic then reads in the chips in front of the players (``"181 × 3"`` rather than
    ``"(237 − 56) × 3"``); any other pot unchanged."""
    if base <= 0 or pot.lower < base:
        return pot
    return replace(pot, lower=pot.lower - base, upper=pot.upper - base)


def pot_sentence(
    pot: Pot, scale: int = 1, symbol: str = "", money: Callable[[int], str] | None = None, base: int = 0
) -> str:
    """``"Main pot = 40 × 3 = 120, for Anna, Bram and Chris"``; ``base``: see :func:`on_street`."""
    f = _money(scale, symbol, money)
    return _("{pot} = {sum} = {amount}, for {seats}").format(
        pot=pot_title(pot.index),
        sum=pot_sum(on_street(pot, base), money=f),
        amount=f(pot.amount),
        seats=join_names(pot.eligible),
    )


def returned_sentence(
    back: UncalledBet,
    scale: int = 1,
    symbol: str = "",
    money: Callable[[int], str] | None = None,
    base: int = 0,
) -> str:
    """``"250 − 100 = 150 back to Chris (uncalled bet)"``; ``base`` (the chips each player
    still in had in the middle before the round, see :func:`on_street`) is taken off both
    totals when the second total lies above it, so a street's uncalled bet reads in that
    street's bets (``"462 − 272"``)."""
    f = _money(scale, symbol, money)
    shift = base if 0 < base <= back.second else 0
    if shift and back.second == base:  # nobody put a chip in against it this round
        return _("{amount} back to {seat} (uncalled bet: nobody called it)").format(
            amount=f(back.amount), seat=back.seat
        )
    return _("{top} − {second} = {amount} back to {seat} (uncalled bet)").format(
        top=f(back.top - shift), second=f(back.second - shift), amount=f(back.amount), seat=back.seat
    )


#: A hi-lo award's pot title by half: the low half, the high half, or both split as one pot.
_HALF_TITLE = {
    "high": N_("{pot}, high half"),
    "low": N_("{pot}, low half"),
    "both": N_("{pot}, high and low"),
}


def award_line(award: Award, money: Callable[[int], str]) -> str:
    """One pot pushed: ``"Main pot 120 -> Anna 120"``, with ``(no showdown: ...)`` and the odd
    chip when there is one (``money`` formats chips); the amount is what is pushed (after the rake
    and the jackpot drop), a run's part is named ``"Main pot, run 2"``, a hi-lo half
    ``"Main pot, low half"``."""
    title = pot_title(award.pot.index)
    if award.run is not None:  # a part of a pot run more than once (docs/rules.md#running-it-twice)
        title = _("{pot}, run {run}").format(pot=title, run=award.run)
    if award.half is not None:  # hi-lo games (docs/rules.md#hi-lo-and-stud)
        title = _(_HALF_TITLE[award.half]).format(pot=title)
    values = {
        "pot": title,
        "amount": money(sum(award.to.values())),
        "shares": ", ".join(f"{s} {money(c)}" for s, c in award.to.items()),
        "odd": join_names(award.odd_chips),
    }
    if award.showdown and award.odd_chips:
        text = _("{pot} {amount} -> {shares}; odd chip to {odd}")
    elif award.showdown:
        text = _("{pot} {amount} -> {shares}")
    elif award.odd_chips:
        text = _("{pot} {amount} -> {shares} (no showdown: one player eligible); odd chip to {odd}")
    else:
        text = _("{pot} {amount} -> {shares} (no showdown: one player eligible)")
    return text.format(**values)


_ERROR_TEXT = {  # looked up with _() when shown
    "no_seats": N_("no seats at the table"),
    "too_few_seats": N_("a hand needs at least two seats, not {count}"),
    "too_many_seats": N_("{count} seats is more than any table has (at most {most})"),
    "too_large": N_("a {digits}-digit amount is larger than any pot can be"),
    "no_chips": N_("nobody put a chip in and there is no dead money: nothing to settle"),
    "duplicate_seat": N_("seat {seat!r} is listed twice"),
    "bad_seat_name": N_("seat name {seat!r} is not a non-empty line of text"),
    "unknown_seat": N_("{seat!r} is not one of the seats"),
    "not_integer": N_("{value!r} is not a whole number of chips"),
    "negative_amount": N_("{value!r} is negative; chips cannot be below 0"),
    "bad_unit": N_("the chip unit {value!r} must be a whole number above 0"),
    "no_live_seat": N_("every seat has folded; someone must still be in the hand"),
    "folded_and_all_in": N_("{seat!r} cannot be both folded and all-in"),
    "forfeited_and_live": N_("{seat!r} is forfeited, so it is listed neither as folded nor as all-in"),
    "all_in_for_nothing": N_(
        "{seat!r} is listed all-in but put nothing in, and the hand has no dead money to be all-in for"
    ),
    "no_live_contender": N_(
        "{chips} chips were bet above {level}, the highest total of a player still in, by players who "
        "all folded ({seat!r} first): who won that pot depends on the order of the folds. List the seat "
        "that won it uncontested as live (not folded) and rank it below the others"
    ),
    "hand_not_finished": N_(
        "{seat!r} is still in the hand and not all-in with {total} in, but the bet is {to_call}: "
        "the hand is not finished"
    ),
    "button_not_seated": N_("the button {seat!r} is not one of the seats"),
    "button_required": N_("an odd chip must be placed, so the button is needed"),
    "unranked_seat": N_("{seat!r} must show down for the {pot} but is not in the ranking"),
    "bad_ranking": N_("the ranking must be a list of lists of seats, each seat once"),
    "bad_cards": N_("cannot read the cards"),
    "duplicate_card": N_("a card appears twice"),
    "missing_cards": N_("{seat!r} is in the showdown but has no hole cards"),
    "not_an_object": N_("the scenario must be a JSON object, not {value}"),
    "unknown_field": N_("this field is not part of a scenario"),
    "missing_field": N_("this field is required"),
    "bad_field": N_("wrong type or value"),
}


_DETAILS = {  # the names of an error's details, looked up with _() when shown
    "value": N_("value"),
    "count": N_("count"),
    "expected": N_("expected"),
    "reason": N_("reason"),
    "smallest": N_("smallest chip"),
    "card": N_("card"),
}


def _detail(key: str) -> str:
    return _(_DETAILS[key]) if key in _DETAILS else key


def error_message(error: PotError) -> str:
    """One line naming the field and the problem, e.g. ``contributions: 'Dora' is not ...``."""
    template = _(_ERROR_TEXT[error.code]) if error.code in _ERROR_TEXT else error.code
    values = dict(error.values)
    if isinstance(values.get("pot"), str):  # the engine names pots in English: "Side pot 2"
        number = values["pot"].rpartition(" ")[2]
        values["pot"] = pot_title(int(number) if number.isdigit() else 0)
    try:
        text = template.format(**values)
    except (KeyError, IndexError):
        text = template
    extra = {k: v for k, v in values.items() if "{" + k not in template and k != "seat"}
    if extra and error.code in {"bad_cards", "bad_field", "bad_ranking", "duplicate_card"}:
        text += (
            " ("
            + ", ".join(f"{_detail(k)}: {_(v) if k == 'reason' else v!r}" for k, v in extra.items())
            + ")"
        )
    where = error.field
    if where and "seat" in error.values and "{seat" not in template:
        where = f"{where}[{error.values['seat']!r}]"
    return f"{where}: {text}" if where else text
