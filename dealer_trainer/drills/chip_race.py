"""The chip race of a scheduled colour-up (docs/rules.md#chip-race; no Qt).

Each player's odd small chips (what is left after colouring up to the new chip) are raced off:
one card per odd chip, face up, from seat 1, each player's cards before the next player's; the
odd chips of the table, in new chips rounded to the nearest (half or more is a chip), are the
chips raced; the highest card by rank, then suit (spades, hearts, diamonds, clubs) wins the first
chip, at most one chip a player; a player who loses the last chips in the race gets one new chip
(TDA 2024, "Chip Race & Color-Ups").
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass

from dealer_trainer.engine.cards import RANKS, card_text
from dealer_trainer.i18n import _, ngettext
from dealer_trainer.wording.explain import format_chips

#: Suits from the lowest (clubs) to the highest (spades): the bridge order.
SUIT_ORDER = "cdhs"
NAMES = ("Anna", "Bram", "Chris", "Daan", "Eva", "Fleur", "Gijs", "Hanna", "Ilse")


@dataclass(frozen=True)
class RacePlayer:
    """A player in the race: ``name``, ``seat`` (1-9), ``odd`` small chips left after colouring
    up, ``other``: the value of every other chip the player keeps (0: the odd chips are all)."""

    name: str
    seat: int
    odd: int
    other: int


@dataclass(frozen=True)
class RaceTable:
    """A chip race: the ``small`` chip raced off, the ``new`` chip, the ``players`` in seat order
    and the ``cards`` each was dealt (one per odd chip, same order)."""

    small: int
    new: int
    players: tuple[RacePlayer, ...]
    cards: tuple[tuple[str, ...], ...]

    @property
    def odd_total(self) -> int:
        """The value of every odd chip at the table (int)."""
        return self.small * sum(p.odd for p in self.players)

    @property
    def chips_raced(self) -> int:
        """New chips raced for: the odd chips' value in new chips, half or more a chip."""
        whole, rest = divmod(self.odd_total, self.new)
        return whole + (1 if 2 * rest >= self.new else 0)


def card_key(card: str) -> tuple[int, int]:
    """How high ``card`` (``"Ks"``) stands in a race: rank, then suit (spades highest)."""
    return RANKS.index(card[0]), SUIT_ORDER.index(card[1])


def deal_race(rng: random.Random, level: int) -> RaceTable:
    """A race at ``level``: 1: three players, T25 to T100; 2: five or six players, seats with
    gaps, one of them with only odd chips; 3: seven to nine players, T100 to T500, two of them
    with only odd chips."""
    small, new = (25, 100) if level < 3 else (100, 500)
    ratio = new // small
    count = {1: 3, 2: rng.randint(5, 6), 3: rng.randint(7, 9)}[level]
    seats = sorted(rng.sample(range(1, 10), count)) if level > 1 else [1, 2, 3]
    poor = set(rng.sample(range(count), level - 1))
    players = []
    for i, seat in enumerate(seats):
        odd = rng.randint(1, ratio - 1) if i in poor or level == 1 else rng.randint(0, ratio - 1)
        other = 0 if i in poor else new * rng.randint(5, 60)
        players.append(RacePlayer(NAMES[i], seat, odd, other))
    deck = [r + s for r in RANKS for s in SUIT_ORDER]
    rng.shuffle(deck)
    cards, top = [], 0
    for p in players:  # from seat 1: each player's cards before the next player's
        cards.append(tuple(deck[top : top + p.odd]))
        top += p.odd
    return RaceTable(small, new, tuple(players), tuple(cards))


def race_order(table: RaceTable) -> list[tuple[str, str]]:
    """``(name, best card)`` of each player dealt a card, the highest first."""
    best = [(p.name, max(c, key=card_key)) for p, c in zip(table.players, table.cards, strict=True) if c]
    return sorted(best, key=lambda nc: card_key(nc[1]), reverse=True)


def race_answer(table: RaceTable) -> dict[str, int]:
    """name -> new chips each player gets in the race: one for each of the :attr:`chips_raced`
    highest cards, and one for a player whose last chips were raced off and who won none."""
    won = {name for name, _card in race_order(table)[: table.chips_raced]}
    out = {}
    for p in table.players:
        if p.name in won or (p.odd and not p.other):
            out[p.name] = 1
    return out


def grade_race(table: RaceTable, given: Mapping[str, int]) -> tuple[bool, str, str]:
    """``(correct, reason, message)`` for ``given`` (name -> new chips), the first thing wrong
    named: ``race_more_than_one``, ``race_raced_out``, ``race_chip_count``, ``race_wrong_winner``."""
    right = race_answer(table)
    given = {k: v for k, v in given.items() if v}
    if given == right:
        return True, "", ""
    greedy = [name for name, n in given.items() if n > 1]
    if greedy:
        return (
            False,
            "race_more_than_one",
            _("{name} gets {count} chips: at most one chip a player").format(
                name=greedy[0], count=given[greedy[0]]
            ),
        )
    won = {name for name, _card in race_order(table)[: table.chips_raced]}
    out = [
        p.name for p in table.players if p.odd and not p.other and p.name not in won and p.name not in given
    ]
    if out:
        return (
            False,
            "race_raced_out",
            _("{name} lost the last chips in the race and gets one chip: nobody is raced out").format(
                name=out[0]
            ),
        )
    raced = sum(1 for name in given if name in won or name not in right)
    if raced != table.chips_raced:
        text = ngettext(
            "{count} odd chips of {small} are {total}: {raced} new chip of {new} is raced",
            "{count} odd chips of {small} are {total}: {raced} new chips of {new} are raced",
            table.chips_raced,
        )
        return (
            False,
            "race_chip_count",
            text.format(
                count=sum(p.odd for p in table.players),
                small=format_chips(table.small),
                total=format_chips(table.odd_total),
                raced=table.chips_raced,
                new=format_chips(table.new),
            ),
        )
    order = race_order(table)
    wrong = next(name for name in given if name not in right)
    card = dict(order).get(wrong, "")
    winners = ", ".join(f"{n} ({card_text([c])})" for n, c in order[: table.chips_raced])
    return (
        False,
        "race_wrong_winner",
        _("{name}'s best card {card} is beaten; the chips go to {winners}").format(
            name=wrong, card=card_text([card]) if card else "-", winners=winners
        ),
    )
