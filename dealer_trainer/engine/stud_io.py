"""The ``action`` input of the stud games (formats.md §4): ``game`` stud, stud-hilo or razz,
``structure`` fixed-limit, ``ante``, ``bring_in``, ``bets`` ``{"small", "big"}``, ``cards``
(each seat's cards in dealing order: two down, four up, one down) and, when the deck runs short
on seventh street, ``community`` (the one card dealt face up for all; the seats then list six
cards). No ``blinds``, ``hole`` or ``board``. Every bad field is refused in one line. No Qt.

Rules: docs/rules.md#stud-bring-in-and-who-acts.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from dealer_trainer.engine.betting_table import BettingError, Street
from dealer_trainer.engine.cards import parse_cards
from dealer_trainer.engine.errors import PotError
from dealer_trainer.engine.hand import check_chips
from dealer_trainer.engine.hilo import Variant
from dealer_trainer.engine.stud import CARDS_BY_STREET, StudDeal, needs_community

#: The games ``action`` deals as stud.
STUD_GAMES = (Variant.STUD, Variant.STUD_HILO, Variant.RAZZ)
#: Keys only a stud hand reads, and the hold'em and Omaha keys a stud hand must leave out.
STUD_KEYS = ("bring_in", "cards", "community")
NOT_IN_STUD = (
    "blinds",
    "hole",
    "board",
    "big_blind_ante",
    "straddle",
    "straddles",
    "posts",
    "dead",
    "bomb_pot",
)
#: The keys a stud hand must give.
STUD_REQUIRED = ("structure", "seats", "button", "stacks", "bets", "bring_in", "cards", "actions")


def _seat_cards(seat: str, text: Any) -> tuple[str, ...]:
    if not isinstance(text, str | list):
        raise PotError("bad_field", "cards", seat=seat, value=text)
    try:
        cards = parse_cards(text, "cards")
    except PotError as exc:
        raise PotError("bad_cards", "cards", seat=seat, **exc.values) from None
    if not CARDS_BY_STREET[Street.THIRD] <= len(cards) <= CARDS_BY_STREET[Street.SEVENTH]:
        raise BettingError("stud_card_count", "cards", seat=seat, count=len(cards))
    return cards


def stud_deal(data: Mapping[str, Any], variant: Variant, seats: tuple[str, ...], small_bet: int) -> StudDeal:
    """The :class:`StudDeal` of a stud hand's input ``data`` (its ``bring_in``, ``cards``,
    ``community``); ``small_bet`` is the hand's small bet.

    Raises:
        BettingError: ``bad_bring_in`` (not more than 0 and less than the small bet),
            ``not_an_object``, ``stud_missing_cards`` (a seat without cards),
            ``stud_card_count`` (fewer than three or more than seven), ``community_impossible``
            (a community card given where even every seat on seventh street has a card).
        PotError: ``unknown_seat``, ``bad_field``, ``bad_cards``, ``duplicate_card``,
            ``not_integer``, ``negative_amount``.
    """
    bring_in = check_chips(data["bring_in"], "bring_in")
    if not 0 < bring_in < small_bet:
        raise BettingError("bad_bring_in", "bring_in", bring_in=bring_in, small=small_bet)
    given = data["cards"]
    if not isinstance(given, Mapping):
        raise BettingError("not_an_object", "cards", value=given)
    seen: set[str] = set()
    cards: dict[str, tuple[str, ...]] = {}
    for seat, text in given.items():
        if seat not in seats:
            raise PotError("unknown_seat", "cards", seat=seat)
        cards[seat] = _seat_cards(seat, text)
    community = None
    if data.get("community") is not None:
        one = parse_cards(data["community"], "community")
        if len(one) != 1:
            raise PotError("bad_cards", "community", count=len(one), expected=1)
        community = one[0]
        if not needs_community(dict.fromkeys(seats, CARDS_BY_STREET[Street.SIXTH]), seats):
            raise BettingError("community_impossible", "community", players=len(seats))
    for seat in seats:
        if seat not in cards:
            raise BettingError("stud_missing_cards", "cards", seat=seat)
        for card in cards[seat]:
            if card in seen:
                raise PotError("duplicate_card", "cards", seat=seat, card=card)
            seen.add(card)
    if community in seen:
        raise PotError("duplicate_card", "community", card=community)
    return StudDeal(variant, bring_in, cards, community)


class StudDealing:
    """The cards dealt as a stud hand's street markers come: each seat dealt a street must hold
    its card, and seventh street is one community card when more players remain than cards are
    left (Robert's Rules of Poker, seven-card stud; docs/rules.md#stud-bring-in-and-who-acts)."""

    def __init__(self, deal: StudDeal) -> None:
        self.deal = deal
        self.dealt = dict.fromkeys(deal.cards, CARDS_BY_STREET[Street.THIRD])
        self.community = False

    def street(self, street: Street, live: tuple[str, ...], step: int) -> None:
        """Deal ``street`` to the ``live`` seats (the marker at 1-based ``step``).

        Raises:
            BettingError: ``stud_cards_short`` (a seat lacks the card of the street),
                ``community_needed`` (seventh street needs the community card and a seat lists
                a seventh card, or no ``community`` is given), ``community_not_needed``.
        """
        n = CARDS_BY_STREET[street]
        if street == Street.SEVENTH:
            short = needs_community(self.dealt, live)
            if short and (self.deal.community is None or any(len(self.deal.cards[s]) >= n for s in live)):
                raise BettingError("community_needed", "community", step=step, players=len(live))
            if not short and self.deal.community is not None:
                raise BettingError("community_not_needed", "community", step=step, players=len(live))
            if short:
                self.community = True
                return
        for seat in live:
            if len(self.deal.cards[seat]) < n:
                raise BettingError("stud_cards_short", "cards", step=step, seat=seat, street=street.value)
            self.dealt[seat] = n


def stud_scenario_cards(deal: StudDeal, live: tuple[str, ...]) -> dict[str, tuple[str, ...]] | None:
    """The cards of each seat still in, for the ``pots`` scenario: seven, or six when seventh
    street was the ``community`` card (written beside them); None when one of them holds fewer
    (the hand ended early)."""
    seven = CARDS_BY_STREET[Street.SEVENTH] - (deal.community is not None)
    if any(len(deal.cards[s]) != seven for s in live):
        return None
    return {seat: deal.cards[seat] for seat in live}
