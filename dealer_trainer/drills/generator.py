"""Random drills: tables frozen at the moment the dealer builds the pots, made by simulating betting.

Every drill comes from a hand that was really played out, seat by seat (:mod:`.dealing`):
realistic stacks for the stakes, forced bets posted, then folds, calls, raises with legal minimum
raises and all-ins (the full-raise rule: a short all-in does not reopen the betting,
docs/rules.md#incomplete-raises). Totals are therefore legal by construction. A level's shape
(how many all-in levels, folded blinds, antes ...) is asked of the simulated hand; a hand without
it is dealt again from the same random stream, so a seed always gives the same drill. Level 5,
the cash game with the rake, is dealt by :mod:`.cash_rake`. Code version 3, one seed in four at
level 2 in new codes, deals a pot-limit Omaha hand played by the betting referee
(:mod:`.plo_build`).
"""

from __future__ import annotations

import random

from dealer_trainer.drills.cash_rake import RAKE_LEVEL, generate_raked
from dealer_trainer.drills.codes import (
    CLASSIC_VERSION,
    PLO_BUILD_LEVELS,
    PLO_SHARE,
    PLO_VERSION,
    SEED_SPACE,
    SHAPES_LEVELS,
    SHAPES_VERSION,
    VERSIONS,
    check_level,
    decode_version,
    encode,
    level_version,
)
from dealer_trainer.drills.dealing import (  # the names other modules read from here
    _MAX_TRIES,
    CASH_STAKES,
    DECK,
    NAMES,
    POSITIONS,
    Action,
    _build,
    _fits,
    _plan,
    _play,
    break_down_fast,
)
from dealer_trainer.drills.errors import DrillError
from dealer_trainer.drills.models import Drill

__all__ = [
    "CASH_STAKES",
    "DECK",
    "NAMES",
    "POSITIONS",
    "Action",
    "break_down_fast",
    "drill_for_seed",
    "drill_from_code",
    "drill_with_actions",
    "generate_drill",
    "new_drill",
    "seed_version",
]


def generate_drill(level: int, rng: random.Random) -> Drill:
    """A random drill of ``level`` (1-4) drawn from ``rng``; the same stream gives the same drill.

    Levels: 1 — 2-3 seats, one all-in, no folds, no dead money; 2 — 4-6 seats, two all-in
    levels, a folded blind, an uncalled bet; 3 — 6-10 seats, 3-5 all-in levels with two equal
    all-ins, a player who folded more than the shortest all-in, antes or a dead small blind;
    4 — tournament with a big-blind ante (dead money, main pot: docs/rules.md#dead-money), usually a blind
    posted short, often two seats with the same hand (a split in the smallest chip in play,
    T100 or T500 after the T25s are raced off); 5 — a cash game with the rake
    (:mod:`~dealer_trainer.drills.cash_rake`).

    The returned drill has ``code == ""``; see :func:`new_drill` for coded drills. It is dealt as
    generator version 2 (:data:`~dealer_trainer.drills.codes.CLASSIC_VERSION`), so the showdown
    drills built on it deal as before.

    Raises:
        DrillError: ``bad_level``.
    """
    return _generate(check_level(level), rng, "", version=CLASSIC_VERSION)


def _generate(
    level: int,
    rng: random.Random,
    code: str,
    log: list[Action] | None = None,
    version: int = CLASSIC_VERSION,
) -> Drill:
    if level == RAKE_LEVEL:  # the cash game with the rake: versions 1 and 2 alike, 3 runs boards
        return generate_raked(rng, code, log, version)
    if version == SHAPES_VERSION:  # a mix of shapes per level
        from dealer_trainer.drills.shaped_deals import shaped_drill

        return shaped_drill(level, rng, code, log)
    if version == PLO_VERSION:  # pot-limit Omaha, played by the betting referee
        from dealer_trainer.drills.plo_build import plo_build_drill  # the referee: loaded when dealt

        return plo_build_drill(level, rng, code, log)
    for _attempt in range(_MAX_TRIES):
        plan = _plan(level, rng, version)
        hand = _play(plan, rng, log is not None)
        if hand is not None and _fits(level, hand, version):
            drill = _build(level, plan, hand, rng, code)
            if log is not None and hand.log is not None:
                names = [seat.name for seat in drill.seats]
                log.extend((street, names[i], kind, chips) for street, i, kind, chips in hand.log)
            return drill
    raise AssertionError(f"no level {level} drill after {_MAX_TRIES} tries")  # pragma: no cover


def seed_version(level: int, seed: int) -> int:
    """The code version a new code of ``level`` and ``seed`` is made with: :data:`PLO_VERSION`
    for the share of seeds that deal pot-limit Omaha (:data:`PLO_SHARE` at :data:`PLO_BUILD_LEVELS`),
    else the level's own (:func:`~dealer_trainer.drills.codes.level_version`)."""
    part, whole = PLO_SHARE
    plo = level in PLO_BUILD_LEVELS and seed % SEED_SPACE % whole >= whole - part
    return PLO_VERSION if plo else level_version(level)


def _check_version(level: int, seed: int, version: int) -> None:
    """Raise ``bad_drill_code`` (``version``) for a version this program does not deal at ``level``."""
    plo_wrong = version == PLO_VERSION and level not in (*PLO_BUILD_LEVELS, RAKE_LEVEL)
    if version not in VERSIONS or plo_wrong or (version == SHAPES_VERSION and level not in SHAPES_LEVELS):
        code = encode(level, seed, version) if version in VERSIONS else version
        raise DrillError("bad_drill_code", "code", value=code, reason="version", version=version)


def drill_for_seed(level: int, seed: int, version: int | None = None) -> Drill:
    """The drill of ``level`` and ``seed`` (modulo :data:`codes.SEED_SPACE`) as generator
    ``version`` deals it (old codes keep their old drill), its code set; ``version`` None: the
    one a new code of that seed has (:func:`seed_version`).

    Raises:
        DrillError: ``bad_level``, ``bad_seed``, ``bad_drill_code`` (unknown version, or
            pot-limit Omaha's version at a level without it).
    """
    check_level(level)
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise DrillError("bad_seed", "seed", value=seed)
    version = seed_version(level, seed) if version is None else version
    _check_version(level, seed, version)
    seed %= SEED_SPACE
    return _generate(level, random.Random(seed * 8 + level), encode(level, seed, version), version=version)


def drill_with_actions(
    level: int, seed: int, version: int | None = None
) -> tuple[Drill, tuple[tuple[str, str, str, int], ...]]:
    """The drill of ``level`` and ``seed`` with the hand that made it, action by action.

    The same drill as :func:`drill_for_seed`; the actions are (street, seat, kind, chips), see
    :data:`Action`. For showing how the hand went, and for checking it with a referee.
    """
    check_level(level)
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise DrillError("bad_seed", "seed", value=seed)
    version = seed_version(level, seed) if version is None else version
    _check_version(level, seed, version)
    seed %= SEED_SPACE
    log: list[Action] = []
    drill = _generate(level, random.Random(seed * 8 + level), encode(level, seed, version), log, version)
    return drill, tuple((str(a), str(b), str(c), int(d)) for a, b, c, d in log)


def new_drill(level: int, seed: int | None = None) -> Drill:
    """A drill with its code: from ``seed``, or a fresh random one when ``seed`` is None.

    Raises:
        DrillError: ``bad_level``, ``bad_seed``.
    """
    if seed is None:
        seed = random.SystemRandom().randrange(SEED_SPACE)
    return drill_for_seed(level, seed)


def drill_from_code(code: str) -> Drill:
    """The drill a code stands for, as the generator version in the code deals it: the same
    code always gives the same drill (its ``code`` set).

    Raises:
        DrillError: ``bad_drill_code``.
    """
    level, seed, version = decode_version(code)
    return drill_for_seed(level, seed, version)
