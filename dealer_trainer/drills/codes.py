"""Drill codes: a short, typeable text (``"L3-7K2Q9X"``) that holds a level and a seed."""

from __future__ import annotations

import re

from dealer_trainer.drills.errors import DrillError
from dealer_trainer.i18n import _
from dealer_trainer.wording.explain import format_chips

#: Code digits: no 0/O, 1/I/L or U, so a code read aloud or copied by hand is not mistyped.
ALPHABET = "23456789ABCDEFGHJKMNPQRSTVWXYZ"
#: Characters after the dash.
CODE_LENGTH = 6
#: How many seeds a code can hold; seeds are taken modulo this.
SEED_SPACE = len(ALPHABET) ** CODE_LENGTH
LEVELS = (1, 2, 3, 4)
#: The generator version new codes are made with. A code keeps the version it was made with,
#: so a code handed to a class deals the same drill after the generator changes: version 1
#: codes have no suffix (``L3-7K2Q9X``), later ones end in ``-N`` (``L3-7K2Q9X-2``).
GENERATOR_VERSION = 2
VERSIONS = (1, 2)

_CODE = re.compile(r"L([0-9])-?([0-9A-Z]+?)(?:-V?([0-9]+))?")
_SHOWDOWN = re.compile(r"S([1-9])(O?)-?([0-9A-Z]+)")


def check_level(level: object) -> int:
    """``level`` if it is one of :data:`LEVELS`. Raises DrillError ``bad_level``."""
    if isinstance(level, bool) or not isinstance(level, int) or level not in LEVELS:
        raise DrillError("bad_level", "level", value=level, levels=LEVELS)
    return level


def seed_option_problem(seed: int, count: int = 1) -> str | None:
    """Why ``--seed seed`` cannot start ``count`` drills (a one-line message in the active
    language), or None: a code holds seeds 0 to ``SEED_SPACE - 1``, and a seed outside them
    would wrap round to another drill (``--seed -1`` gave ``L1-ZZZZZZ``)."""
    most = SEED_SPACE - max(count, 1)  # the last drill's seed must be a code's too
    if 0 <= seed <= most:
        return None
    return _("--seed {seed} is outside the seeds a code can hold: 0 to {most}").format(
        seed=seed, most=format_chips(most)
    )


def encode(level: int, seed: int, version: int = GENERATOR_VERSION) -> str:
    """The code of ``level``, ``seed`` (taken modulo :data:`SEED_SPACE`) and generator ``version``.

    >>> encode(3, 0, 1), encode(3, 0)
    ('L3-222222', 'L3-222222-2')
    >>> decode(encode(4, 123456789))
    (4, 123456789)
    """
    check_level(level)
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise DrillError("bad_seed", "seed", value=seed)
    seed %= SEED_SPACE
    digits = []
    for _digit in range(CODE_LENGTH):
        seed, digit = divmod(seed, len(ALPHABET))
        digits.append(ALPHABET[digit])
    suffix = "" if version == 1 else f"-{version}"
    return f"L{level}-{''.join(reversed(digits))}{suffix}"


def decode(code: str) -> tuple[int, int]:
    """``(level, seed)`` of a code; case, spaces and the dashes are optional (``"l3 7k2q9x"``).

    Raises:
        DrillError: as :func:`decode_version`.
    """
    level, seed, _version = decode_version(code)
    return level, seed


def decode_version(code: str) -> tuple[int, int, int]:
    """``(level, seed, generator version)`` of a code: ``"L3-7K2Q9X"`` is version 1,
    ``"L3-7K2Q9X-2"`` (or ``"L37K2Q9X2"``) version 2.

    Raises:
        DrillError: ``bad_drill_code`` with ``reason`` (``format``, ``level``, ``length``,
            ``character``, ``version``).
    """
    if not isinstance(code, str):
        raise DrillError("bad_drill_code", "code", value=code, reason="format")
    text = re.sub(r"[\s_]+", "", code).upper()
    match = _CODE.fullmatch(text)
    if not match:
        raise DrillError("bad_drill_code", "code", value=code, reason="format")
    level = int(match.group(1))
    if level not in LEVELS:
        raise DrillError("bad_drill_code", "code", value=code, reason="level", level=level)
    body, version_text = match.group(2), match.group(3)
    if version_text is None and len(body) == CODE_LENGTH + 1 and body[-1].isdigit():
        body, version_text = body[:-1], body[-1]  # typed without the second dash
    version = int(version_text) if version_text is not None else 1
    if version not in VERSIONS:
        raise DrillError("bad_drill_code", "code", value=code, reason="version", version=version)
    if len(body) != CODE_LENGTH:
        raise DrillError("bad_drill_code", "code", value=code, reason="length", length=len(body))
    seed = 0
    for char in body:
        digit = ALPHABET.find(char)
        if digit < 0:
            raise DrillError("bad_drill_code", "code", value=code, reason="character", character=char)
        seed = seed * len(ALPHABET) + digit
    return level, seed, version


def _body(seed: int) -> str:
    digits = []
    for _digit in range(CODE_LENGTH):
        seed, digit = divmod(seed, len(ALPHABET))
        digits.append(ALPHABET[digit])
    return "".join(reversed(digits))


def _seed(code: str, body: str) -> int:
    if len(body) != CODE_LENGTH:
        raise DrillError("bad_drill_code", "code", value=code, reason="length", length=len(body))
    seed = 0
    for char in body:
        digit = ALPHABET.find(char)
        if digit < 0:
            raise DrillError("bad_drill_code", "code", value=code, reason="character", character=char)
        seed = seed * len(ALPHABET) + digit
    return seed


def is_showdown_code(code: object) -> bool:
    """Does ``code`` look like a showdown drill's code (``"S2-7K2Q9X"``, ``"S2O-7K2Q9X"``)?"""
    return isinstance(code, str) and re.sub(r"[\s_]+", "", code).upper().startswith("S")


def encode_showdown(outcome: int, omaha: bool, seed: int) -> str:
    """The code of a showdown drill: ``outcome`` (1-based number of the outcome), ``omaha``
    (else hold'em) and ``seed`` (modulo :data:`SEED_SPACE`).

    >>> encode_showdown(2, False, 0), encode_showdown(5, True, 31)
    ('S2-222222', 'S5O-222233')
    """
    if not 1 <= outcome <= 9:
        raise DrillError("bad_drill_code", "code", value=outcome, reason="format")
    return f"S{outcome}{'O' if omaha else ''}-{_body(seed % SEED_SPACE)}"


def decode_showdown(code: str) -> tuple[int, bool, int]:
    """``(outcome number, omaha, seed)`` of a showdown code; case, spaces and the dash optional.

    Raises:
        DrillError: ``bad_drill_code`` (``format``, ``length``, ``character``).
    """
    text = re.sub(r"[\s_]+", "", code).upper() if isinstance(code, str) else ""
    match = _SHOWDOWN.fullmatch(text)
    if not match:
        raise DrillError("bad_drill_code", "code", value=code, reason="format")
    return int(match.group(1)), match.group(2) == "O", _seed(code, match.group(3))
