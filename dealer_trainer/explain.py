"""English wording of the engine's data: the dealer's arithmetic and error messages.

The UI translates through Qt; the CLI and drills print these directly.
"""

from __future__ import annotations

from collections.abc import Callable

from dealer_trainer.engine import Pot, PotError, UncalledBet


def format_chips(chips: int, scale: int = 1, symbol: str = "") -> str:
    """Chips (int, smallest unit) as text: ``format_chips(150, 100, "$") == "$1.50"``.

    ``scale`` is how many smallest units make one displayed unit (100 for cents).
    """
    sign = "-" if chips < 0 else ""
    chips = abs(chips)
    if scale == 1:
        return f"{sign}{symbol}{chips:,}"
    whole, part = divmod(chips, scale)
    digits = len(str(scale - 1))
    if part == 0:
        return f"{sign}{symbol}{whole:,}"
    return f"{sign}{symbol}{whole:,}.{part:0{digits}d}"


def join_names(names: list[str] | tuple[str, ...]) -> str:
    """``["A", "B", "C"]`` -> ``"A, B and C"``."""
    names = list(names)
    if len(names) <= 1:
        return "".join(names)
    return ", ".join(names[:-1]) + " and " + names[-1]


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
    for why in ("folded", "forfeited"):
        seats = [s for s in out if (s in arith.forfeited) == (why == "forfeited")]
        if len(seats) == 1:
            parts.append(f"{f(arith.step)} from {seats[0]} ({why})")
        elif seats:
            parts.append(f"{f(arith.step)} × {len(seats)} from {join_names(seats)} ({why})")
    for seat, chips in arith.partial.items():
        parts.append(f"{f(chips)} from {seat} ({'forfeited' if seat in arith.forfeited else 'folded'})")
    if arith.dead:
        parts.append(f"{f(arith.dead)} dead money")
    return " + ".join(parts) if parts else f(pot.amount)


def pot_sentence(
    pot: Pot, scale: int = 1, symbol: str = "", money: Callable[[int], str] | None = None
) -> str:
    """``"Main pot = 40 × 3 = 120, for Anna, Bram and Chris"``."""
    f = _money(scale, symbol, money)
    return f"{pot.name} = {pot_sum(pot, money=f)} = {f(pot.amount)}, for {join_names(pot.eligible)}"


def returned_sentence(
    back: UncalledBet, scale: int = 1, symbol: str = "", money: Callable[[int], str] | None = None
) -> str:
    """``"250 − 100 = 150 back to Chris (uncalled bet)"``."""
    f = _money(scale, symbol, money)
    return f"{f(back.top)} − {f(back.second)} = {f(back.amount)} back to {back.seat} (uncalled bet)"


_ERROR_TEXT = {
    "no_seats": "no seats at the table",
    "too_few_seats": "a hand needs at least two seats, not {count}",
    "too_many_seats": "{count} seats is more than any table has (at most {most})",
    "too_large": "a {digits}-digit amount is larger than any pot can be",
    "no_chips": "nobody put a chip in and there is no dead money: nothing to settle",
    "duplicate_seat": "seat {seat!r} is listed twice",
    "bad_seat_name": "seat name {seat!r} is not a non-empty line of text",
    "unknown_seat": "{seat!r} is not one of the seats",
    "not_integer": "{value!r} is not a whole number of chips",
    "negative_amount": "{value!r} is negative; chips cannot be below 0",
    "bad_unit": "the chip unit {value!r} must be a whole number above 0",
    "no_live_seat": "every seat has folded; someone must still be in the hand",
    "folded_and_all_in": "{seat!r} cannot be both folded and all-in",
    "forfeited_and_live": "{seat!r} is forfeited, so it is listed neither as folded nor as all-in",
    "all_in_for_nothing": (
        "{seat!r} is listed all-in but put nothing in, and the hand has no dead money to be all-in for"
    ),
    "no_live_contender": (
        "{chips} chips were bet above {level}, the highest total of a player still in, by players who "
        "all folded ({seat!r} first): who won that pot depends on the order of the folds. List the seat "
        "that won it uncontested as live (not folded) and rank it below the others"
    ),
    "hand_not_finished": (
        "{seat!r} is still in the hand and not all-in with {total} in, but the bet is {to_call}: "
        "the hand is not finished"
    ),
    "button_not_seated": "the button {seat!r} is not one of the seats",
    "button_required": "an odd chip must be placed, so the button is needed",
    "unranked_seat": "{seat!r} must show down for the {pot} but is not in the ranking",
    "bad_ranking": "the ranking must be a list of lists of seats, each seat once",
    "bad_cards": "cannot read the cards",
    "duplicate_card": "a card appears twice",
    "missing_cards": "{seat!r} is in the showdown but has no hole cards",
    "not_an_object": "the scenario must be a JSON object, not {value}",
    "unknown_field": "this field is not part of a scenario",
    "missing_field": "this field is required",
    "bad_field": "wrong type or value",
}


def error_message(error: PotError) -> str:
    """One line naming the field and the problem, e.g. ``contributions: 'Dora' is not ...``."""
    template = _ERROR_TEXT.get(error.code, error.code)
    try:
        text = template.format(**error.values)
    except (KeyError, IndexError):
        text = template
    extra = {k: v for k, v in error.values.items() if "{" + k not in template and k != "seat"}
    if extra and error.code in {"bad_cards", "bad_field", "bad_ranking", "duplicate_card"}:
        text += " (" + ", ".join(f"{k}: {v!r}" for k, v in extra.items()) + ")"
    where = error.field
    if where and "seat" in error.values and "{seat" not in template:
        where = f"{where}[{error.values['seat']!r}]"
    return f"{where}: {text}" if where else text


_RANK_NAMES = {
    "2": ("two", "twos"),
    "3": ("three", "threes"),
    "4": ("four", "fours"),
    "5": ("five", "fives"),
    "6": ("six", "sixes"),
    "7": ("seven", "sevens"),
    "8": ("eight", "eights"),
    "9": ("nine", "nines"),
    "T": ("ten", "tens"),
    "J": ("jack", "jacks"),
    "Q": ("queen", "queens"),
    "K": ("king", "kings"),
    "A": ("ace", "aces"),
}
_ORDER = "23456789TJQKA"


def describe_hand(class_name: str, cards: tuple[str, ...] | list[str]) -> str:
    """A dealer's name for a five-card hand: ``"two pair, kings and sevens"``, ``"pair of queens"``.

    ``class_name`` is treys' class ("Two Pair", ...); ``cards`` the five cards (``"Kc"``).
    """
    ranks = sorted((c[0] for c in cards), key=_ORDER.index, reverse=True)
    counts: dict[str, int] = {}
    for r in ranks:
        counts[r] = counts.get(r, 0) + 1
    by_count = sorted(counts, key=lambda r: (counts[r], _ORDER.index(r)), reverse=True)
    one = lambda r: _RANK_NAMES[r][0]  # noqa: E731
    many = lambda r: _RANK_NAMES[r][1]  # noqa: E731
    straight_top = "5" if ranks[:2] == ["A", "5"] else ranks[0]
    match class_name:
        case "Royal Flush":
            return "royal flush"
        case "Straight Flush":
            return (
                "royal flush"
                if ranks[0] == "A" and ranks[1] == "K"
                else f"straight flush, {one(straight_top)} high"
            )
        case "Four of a Kind":
            return f"four {many(by_count[0])}"
        case "Full House":
            return f"full house, {many(by_count[0])} full of {many(by_count[1])}"
        case "Flush":
            return f"flush, {one(ranks[0])} high"
        case "Straight":
            return f"straight, {one(straight_top)} high"
        case "Three of a Kind":
            return f"three of a kind, {many(by_count[0])}"
        case "Two Pair":
            return f"two pair, {many(by_count[0])} and {many(by_count[1])}"
        case "Pair":
            return f"pair of {many(by_count[0])}"
        case _:
            return f"{one(ranks[0])} high"
