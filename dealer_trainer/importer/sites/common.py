"""What the site parsers under :mod:`dealer_trainer.importer.sites` share besides their hand
ledger (:mod:`~dealer_trainer.importer.sites.ledger`): cutting a file into hands, finding
a seated player's name at the start of a line, the button's seat, the engine's uncalled bet.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from decimal import Decimal

from dealer_trainer.engine import Hand, PotError, uncalled_bet
from dealer_trainer.engine.hand import MAX_SEATS
from dealer_trainer.i18n import N_
from dealer_trainer.importer.model import HandError, ParsedHand, ParsedSeat
from dealer_trainer.importer.textlines import split_lines

#: Betting rounds of a flop game, in order.
STREETS = ("preflop", "flop", "turn", "river")

ZERO = Decimal(0)


def nearest_button(button_no: int, seats: list[ParsedSeat]) -> str | None:
    """The button's player; for an empty button seat, the nearest player before it."""
    in_hand = {s.seat_no: s.name for s in seats}
    if not in_hand:
        return None
    if button_no in in_hand:
        return in_hand[button_no]
    before = [no for no in in_hand if no < button_no]
    return in_hand[max(before)] if before else in_hand[max(in_hand)]


def check_seat_count(seated: int) -> None:
    """Refuse a hand once more players are seated than the referee allows at one table
    (:data:`~dealer_trainer.engine.hand.MAX_SEATS`, the engine's limit): called as each seat is
    read, so a damaged or forged hand of 100,000 seats stops at the first one too many.

    Raises:
        HandError: ``seated`` is more than :data:`~dealer_trainer.engine.hand.MAX_SEATS`.
    """
    if seated > MAX_SEATS:
        raise HandError(N_("more than {most} players seated: more than any table has"), most=MAX_SEATS)


def uncalled_of(hand: ParsedHand) -> tuple[str, int] | None:
    """(player, chips) of the engine's uncalled bet in ``hand``, or None
    (docs/rules.md#uncalled-bets)."""
    try:
        back = uncalled_bet(
            Hand(
                seats=tuple(hand.names),
                contributions={n: hand.committed.get(n, 0) for n in hand.names},
                button=hand.button,
                folded=frozenset(hand.folded),
                dead=hand.dead,
            )
        )
    except PotError:
        return None
    return (back.seat, back.amount) if back is not None else None


def split_blocks(text: str, header: re.Pattern[str]) -> list[tuple[str, str]]:
    """The hands of ``text`` whose first line matches ``header`` (a pattern with an ``id``
    group): (hand id, the hand's text) in file order; text before the first header is ignored."""
    hands: list[tuple[str, list[str]]] = []
    for line in split_lines(text.replace("\ufeff", "")):
        m = header.match(line)
        if m:
            hands.append((m.group("id"), [line]))
        elif hands:
            hands[-1][1].append(line)
    return [(hand_id, "\n".join(lines).strip()) for hand_id, lines in hands]


def has_header(text: str, header: re.Pattern[str]) -> bool:
    """True when one of ``text``'s first 50 lines matches ``header`` (a site's hand header)."""
    return any(header.match(line) for line in split_lines(text.lstrip("\ufeff"))[:50])


def parse_blocks(
    text: str,
    header: re.Pattern[str],
    source: str,
    parse_hand: Callable[[str, str, str], ParsedHand],
) -> list[tuple[str, ParsedHand | HandError]]:
    """Every hand of ``text`` (split by :func:`split_blocks`): (hand id, the ParsedHand
    ``parse_hand(hand_id, block, source)`` made, or the HandError that stopped it; a hand that
    breaks the parser in another way is reported as damaged, never raised)."""
    out: list[tuple[str, ParsedHand | HandError]] = []
    for hand_id, block in split_blocks(text, header):
        try:
            out.append((hand_id, parse_hand(hand_id, block, source)))
        except HandError as exc:
            out.append((hand_id, exc))
        except (ValueError, ArithmeticError, KeyError, IndexError) as exc:
            out.append(
                (
                    hand_id,
                    HandError(
                        N_("damaged hand ({error_type}: {error})"), error_type=type(exc).__name__, error=exc
                    ),
                )
            )
    return out


def block_parser(parse_hand: Callable[[str, str, str], ParsedHand]) -> Callable[[str, str, str], ParsedHand]:
    """The registry's ``parse`` for a site whose ``parse_hand(hand_id, text, source)`` reads one
    hand: the block the registry cuts (its header line to the next header), stripped as
    :func:`split_blocks` strips it. Raises what ``parse_hand`` raises (HandError)."""

    def parse_block(hand_id: str, text: str, source: str) -> ParsedHand:
        return parse_hand(hand_id, text.strip(), source)

    return parse_block


def ends_at_summary(lines: list[str]) -> bool:
    """True when the last line of ``lines`` that is not blank starts the summary
    (``"*** SUMMARY ***"``): the record stops there."""
    last = next((line for line in reversed(lines) if line.strip()), "")
    return last.strip().startswith("*** SUMMARY")


def first_word(line: str) -> str:
    """The key :func:`names_by_first_word` files a name under, of a line or a name: its text
    up to the first space, a final ``":"`` dropped (``"Bob: calls"`` -> ``"Bob"``)."""
    return line.partition(" ")[0].rstrip(":")


def names_by_first_word(names: Iterable[str]) -> dict[str, list[str]]:
    """Seated players' names by :func:`first_word`, longest first: the only names that can
    start a line with that first word (followed by a space, ``": "`` or a final ``":"``)."""
    index: dict[str, list[str]] = {}
    for name in sorted(names, key=len, reverse=True):
        index.setdefault(first_word(name), []).append(name)
    return index


def split_name(line: str, names: list[str]) -> tuple[str, str] | None:
    """(player, the rest of the line) when ``line`` starts with a seated player's name and a
    space (the longest name wins: "Player 1" is not "Player 10")."""
    best: str | None = None
    for name in names:
        fits = line.startswith(name) and line[len(name) : len(name) + 1] == " "
        if fits and (best is None or len(name) > len(best)):
            best = name
    return None if best is None else (best, line[len(best) + 1 :])
