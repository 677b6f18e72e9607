"""A mixed-game drill set in HORSE order (no Qt): limit hold'em, Omaha hi-lo, razz, seven-card
stud and stud hi-lo, each game with its structure named.

:data:`HORSE` lists the games in the order a HORSE rotation plays them. Each game has a
:attr:`MixedGame.deal`: the drills of that game this program deals today, or None for a slot still
empty (its hands are being built: stud and razz street hands, Omaha hi-lo street hands and award
drills). :func:`horse_drill_set` deals the games that have drills, in order, into one drill set
whose notes name every game, its structure, and the slots not dealt yet.

Structures: limit hold'em, fixed limit, the small bet before the flop and on the flop, the big
bet on the turn and river, a bet and four raises a round (WSOP Live Action Rules 130 and 132;
docs/rules.md#fixed-limit-bets-and-the-raise-cap); Omaha hi-lo, fixed limit, the pot split
between the best high and the best low of eight or better; stud games, fixed limit with antes
and a bring-in, razz the lowest hand winning (ace to five).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace

from dealer_trainer.drills.codes import SEED_SPACE
from dealer_trainer.drills.files import DrillSet
from dealer_trainer.drills.models import Drill
from dealer_trainer.drills.streets import StreetDrill, street_drill_for_seed
from dealer_trainer.i18n import N_, _

__all__ = ["HORSE", "LIMIT_HOLDEM_LEVEL", "MixedGame", "horse_drill_set"]

#: The street level of limit hold'em (fixed limit, the half bet rule).
LIMIT_HOLDEM_LEVEL = 6


def _limit_holdem(seed: int) -> StreetDrill:
    return street_drill_for_seed(LIMIT_HOLDEM_LEVEL, seed % SEED_SPACE)


@dataclass(frozen=True)
class MixedGame:
    """One game of a mixed-game rotation.

    Attributes:
        key: ``limit_holdem``, ``omaha_hilo``, ``razz``, ``stud``, ``stud_hilo``.
        name, structure: the game and its betting structure, in English (shown with _()).
        drills: what the game's drills are (street hands, award drills), in English.
        deal: seed -> one drill of the game, or None: a slot whose drills are still to come.
    """

    key: str
    name: str
    structure: str
    drills: str
    deal: Callable[[int], Drill | StreetDrill] | None = None


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
    ),
    MixedGame(
        "razz",
        N_("Razz"),
        N_("fixed limit with antes and a bring-in; the lowest hand wins, ace to five"),
        N_("street hands"),
    ),
    MixedGame(
        "stud",
        N_("Seven-card stud"),
        N_("fixed limit with antes and a bring-in; the big bet from fifth street"),
        N_("street hands"),
    ),
    MixedGame(
        "stud_hilo",
        N_("Seven-card stud hi-lo, eight or better"),
        N_("fixed limit with antes and a bring-in; the pot split high and low, eight or better"),
        N_("street hands"),
    ),
)


def horse_drill_set(seed: int, per_game: int = 2) -> DrillSet:
    """The HORSE drill set of ``seed``: ``per_game`` drills of each game that has drills, in
    HORSE order (seeds ``seed``, ``seed + 1`` …), each titled with its place and game; the
    notes name every game with its structure, and the games not dealt yet.

    Raises:
        ValueError: ``per_game`` is less than 1.
    """
    if per_game < 1:
        raise ValueError("per_game must be at least 1")
    entries: list[Drill | StreetDrill] = []
    lines = [_("HORSE, in order:")]
    for place, game in enumerate(HORSE, 1):
        line = _("{place}. {game} ({drills}): {structure}").format(
            place=place, game=_(game.name), drills=_(game.drills), structure=_(game.structure)
        )
        if game.deal is None:
            lines.append(line + " " + _("(not dealt yet)"))
            continue
        lines.append(line)
        for k in range(per_game):
            drill = game.deal(seed + k)
            title = _("HORSE {place}: {game}").format(place=place, game=_(game.name))
            entries.append(replace(drill, title=title))
    return DrillSet(title=_("HORSE mixed games"), notes="\n".join(lines), entries=tuple(entries))
