"""A mixed-game drill set in HORSE order (no Qt): limit hold'em, Omaha hi-lo, razz, seven-card
stud and stud hi-lo, each game with its structure named.

:data:`HORSE` lists the games in the order a HORSE rotation plays them. Each game's
:attr:`MixedGame.deal` gives its ``k``-th drill of a seed: limit hold'em street hands (Streets
level 6), Omaha hi-lo fixed-limit street hands (Streets level 8) and Omaha hi-lo award drills
(``Q1``-``Q3``) in turn, razz and seven-card stud street hands (drills/stud_streets.py), stud hi-lo
street hands and stud hi-lo award drills (``Q4``-``Q6``) in turn. :func:`horse_drill_set` deals
them, in order, into one drill set whose notes name every game and its structure.

Stud street hands have no code: a drill file holds each written out in the ``action`` format
(formats §4, the table's ``cards``); the other entries are held by their codes.

Structures: limit hold'em, fixed limit, the small bet before the flop and on the flop, the big
bet on the turn and river, a bet and four raises a round (WSOP Live Action Rules 130 and 132;
docs/rules.md#fixed-limit-bets-and-the-raise-cap); Omaha hi-lo, fixed limit, the pot split
between the best high and the best low of eight or better; stud games, fixed limit with antes
and a bring-in, razz the lowest hand winning (ace to five) (docs/rules.md#hi-lo-and-stud,
docs/rules.md#stud-bring-in-and-who-acts).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, replace

from dealer_trainer.drills.codes import SEED_SPACE
from dealer_trainer.drills.files import DrillSet
from dealer_trainer.drills.models import Drill
from dealer_trainer.drills.streets import OMAHA_HILO_LEVEL, StreetDrill, street_drill_for_seed
from dealer_trainer.engine.hilo import Variant
from dealer_trainer.i18n import N_, _

__all__ = ["HORSE", "LIMIT_HOLDEM_LEVEL", "MixedGame", "horse_drill_set"]

#: The street level of limit hold'em (fixed limit, the half bet rule).
LIMIT_HOLDEM_LEVEL = 6


def _limit_holdem(seed: int, k: int) -> StreetDrill:
    return street_drill_for_seed(LIMIT_HOLDEM_LEVEL, seed % SEED_SPACE)


#: The Omaha hi-lo and stud hi-lo award drills dealt in turn (showdown_drills HILO_OUTCOMES).
_OMAHA_AWARDS = ("hilo_split", "hilo_quartered", "hilo_no_low")
_STUD_AWARDS = ("stud_hilo_split", "stud_hilo_quartered", "stud_hilo_odd_chip")


def _award(outcomes: tuple[str, ...], seed: int) -> Drill:
    from dealer_trainer.drills.showdown_drills import hilo_for_seed

    return hilo_for_seed(outcomes[seed % len(outcomes)], seed % SEED_SPACE)


def _omaha_hilo(seed: int, k: int) -> Drill | StreetDrill:
    """A fixed-limit street hand, then an award drill, in turn."""
    if k % 2:
        return _award(_OMAHA_AWARDS, seed)
    return street_drill_for_seed(OMAHA_HILO_LEVEL, seed % SEED_SPACE)


def _stud_hand(variant: Variant, seed: int) -> StreetDrill:
    from dealer_trainer.drills.stud_streets import stud_street_drill

    # seeded as ``drill --stud GAME --seed S`` deals it, so the hand can be dealt again by name
    return stud_street_drill(variant, random.Random(f"{variant.value}-{seed % SEED_SPACE}"))


def _stud_hilo(seed: int, k: int) -> Drill | StreetDrill:
    """A street hand, then an award drill, in turn."""
    return _award(_STUD_AWARDS, seed) if k % 2 else _stud_hand(Variant.STUD_HILO, seed)


@dataclass(frozen=True)
class MixedGame:
    """One game of a mixed-game rotation.

    Attributes:
        key: ``limit_holdem``, ``omaha_hilo``, ``razz``, ``stud``, ``stud_hilo``.
        name, structure: the game and its betting structure, in English (shown with _()).
        drills: what the game's drills are (street hands, award drills), in English.
        deal: (seed, k) -> the game's ``k``-th drill (0-based) of the set dealt from ``seed``.
    """

    key: str
    name: str
    structure: str
    drills: str
    deal: Callable[[int, int], Drill | StreetDrill]


#: The games of HORSE in the order they are played.
HORSE: tuple[MixedGame, ...] = (
    MixedGame(
        "limit_holdem",
        N_("Limit hold'em"),
        N_(
            "fixed limit: the small bet before the flop and on the flop, the big bet on the turn and "
            "river, a bet and four raises a round"
        ),
        N_("street hands"),
        _limit_holdem,
    ),
    MixedGame(
        "omaha_hilo",
        N_("Omaha hi-lo, eight or better"),
        N_("fixed limit; the pot split between the best high and the best low of eight or better"),
        N_("street hands and award drills"),
        _omaha_hilo,
    ),
    MixedGame(
        "razz",
        N_("Razz"),
        N_("fixed limit with antes and a bring-in; the lowest hand wins, ace to five"),
        N_("street hands"),
        lambda seed, k: _stud_hand(Variant.RAZZ, seed),
    ),
    MixedGame(
        "stud",
        N_("Seven-card stud"),
        N_("fixed limit with antes and a bring-in; the big bet from fifth street"),
        N_("street hands"),
        lambda seed, k: _stud_hand(Variant.STUD, seed),
    ),
    MixedGame(
        "stud_hilo",
        N_("Seven-card stud hi-lo, eight or better"),
        N_("fixed limit with antes and a bring-in; the pot split high and low, eight or better"),
        N_("street hands and award drills"),
        _stud_hilo,
    ),
)


def horse_drill_set(seed: int, per_game: int = 2) -> DrillSet:
    """The HORSE drill set of ``seed``: ``per_game`` drills of each game in HORSE order (seeds
    ``seed``, ``seed + 1`` …; in Omaha hi-lo and stud hi-lo a street hand, then an award drill, in
    turn), each titled with its place, game and kind; the notes name every game with its
    structure.

    Raises:
        ValueError: ``per_game`` is less than 1.
    """
    if per_game < 1:
        raise ValueError("per_game must be at least 1")
    entries: list[Drill | StreetDrill] = []
    lines = [_("HORSE, in order:")]
    for place, game in enumerate(HORSE, 1):
        lines.append(
            _("{place}. {game} ({drills}): {structure}").format(
                place=place, game=_(game.name), drills=_(game.drills), structure=_(game.structure)
            )
        )
        for k in range(per_game):
            drill = game.deal(seed + k, k)
            kind = _("street hand") if isinstance(drill, StreetDrill) else _("award")
            title = _("HORSE {place}: {game} · {kind}").format(place=place, game=_(game.name), kind=kind)
            entries.append(replace(drill, title=title))
    return DrillSet(title=_("HORSE mixed games"), notes="\n".join(lines), entries=tuple(entries))
