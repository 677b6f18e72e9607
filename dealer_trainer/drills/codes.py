"""Drill codes: a short, typeable text (``"L3-7K2Q9X-2V"``) that holds a drill's kind, its number
(level or outcome), a seed and the generator version, and ends in a check character.

A code is ``<prefix><number>[flag]-<six code digits>-<version><check>``. The prefix is one letter
naming the kind of drill (:data:`KINDS`: ``L`` level build drills, ``S`` showdown drills, ``T``
street hands, ``D`` stud street hands, ``K`` ``G`` ``U`` ``R`` chip drills); every kind registers
its prefix with :func:`register_kind`, so a new kind is one entry in the same scheme (the binding drill-code
format, §8 of the formats; README, Drill codes).

The check character (:func:`check_symbol`) ends the code, after the version digit: the weighted
sum modulo 31 of the values of the code's characters (:func:`check_text`: dashes left out, the
flag's place kept in every code, counting 0 when empty), weights 1, 2, … n from the left, written
as one of :data:`CHECK_SYMBOLS` (the 30 code digits and ``+``). 31 is prime and n < 31, so a
single wrong character (its value differs from the right one's) and a swap of two neighbours of
different values change the sum: every such typo is refused (:data:`VALUES` gives distinct values
to the characters that can stand in the same place). Every code carries its version, so a checked
code never has the shape of one written before the check character. Those codes (``L3-7K2Q9X-2``,
``L3-7K2Q9X``, ``S4-CGK5DJ``, ``T1-222233``) are still read and deal the same drills; the one
old spelling a typo could make of a checked code, ``-V2`` or ``-02`` for the ``-12`` of a
version-1 code (or the ``-32`` of a version-3 code) whose check is ``2``, is refused as that typo.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cached_property

from dealer_trainer.drills.errors import DrillError
from dealer_trainer.i18n import _
from dealer_trainer.wording.explain import format_chips

#: Code digits: no 0/O, 1/I/L or U, so a code read aloud or copied by hand is not mistyped.
ALPHABET = "23456789ABCDEFGHJKMNPQRSTVWXYZ"
#: Characters after the dash.
CODE_LENGTH = 6
#: How many seeds a code can hold; seeds are taken modulo this.
SEED_SPACE = len(ALPHABET) ** CODE_LENGTH
#: Level 5 is the cash game with the rake (:mod:`dealer_trainer.drills.cash_rake`).
LEVELS = (1, 2, 3, 4, 5)
#: The generator version new level codes are made with. A code keeps the version it was made
#: with, so a code handed to a class deals the same drill after the generator changes.
GENERATOR_VERSION = 4
#: The version of the build levels' hands of before the shapes (version 2): codes of versions 1
#: and 2 deal them, and level 5 deals its cash hands from them.
CLASSIC_VERSION = 2
#: Version 3 means a level's newest hands: at :data:`PLO_BUILD_LEVELS` the pot-limit Omaha hands
#: (drills/plo_build.py) for :data:`PLO_SHARE` of the seeds (the rest get :data:`SHAPES_VERSION`);
#: at level 5 hands whose board is run twice or three times, side pots too (every new level-5 code,
#: :func:`level_version`).
#: Version 4 (:data:`SHAPES_VERSION`): levels 1-4 deal a mix of shapes (drills/shaped_deals.py);
#: level 5 has no version 4 (its new codes keep version 3).
VERSIONS = (1, 2, 3, 4)
SHAPES_VERSION = 4
SHAPES_LEVELS = (1, 2, 3, 4)
#: The code version of a pot-limit Omaha build drill, the levels that deal it, and the share of
#: their seeds that do (seed % 4 == 3).
PLO_VERSION = 3
PLO_BUILD_LEVELS = (2,)
PLO_SHARE = (1, 4)
#: The code version of level 5's run-it-twice hands.
RUNS_VERSION = 3

#: The modulus of the check sum: prime, and more than the longest code's length.
MODULUS = 31
#: The 31st check symbol: not a letter or digit (all look like a code digit or are left out
#: for looking like one), not a dash or underscore (separators), and nothing a shell, a file
#: name or a spreadsheet reads specially.
EXTRA_SYMBOL = "+"
#: The check symbols; a symbol's value is its place here (``"2"`` 0 … ``"Z"`` 29, ``"+"`` 30).
CHECK_SYMBOLS = ALPHABET + EXTRA_SYMBOL
#: The value of every character a code can hold. The check symbols count their place; the
#: digits continue below ``2`` (``1`` is 30, ``0`` is 29, so the digits 1-9 are distinct); a
#: letter left out of the alphabet counts as what it looks like: ``O`` as ``0``, ``I`` and
#: ``L`` as ``1``, ``U`` as ``V``. Characters that stand in the same place (prefixes; numbers;
#: an ``O`` flag and no flag, 0; code digits; versions) have distinct values.
VALUES: dict[str, int] = {symbol: place for place, symbol in enumerate(CHECK_SYMBOLS)}
VALUES |= {"1": MODULUS - 1, "0": MODULUS - 2}
VALUES |= {"O": VALUES["0"], "I": VALUES["1"], "L": VALUES["1"], "U": VALUES["V"]}
#: The flag's place in :func:`check_text` when a code has no flag letter: it counts 0.
NO_FLAG = "."
_PLACE_VALUES = VALUES | {NO_FLAG: 0}


@dataclass(frozen=True)
class CodeKind:
    """A kind of drill code, registered by its prefix.

    Attributes:
        prefix: one capital letter (``"L"``); name: what the kind is, in English (``"level"``).
        numbers: the numbers the kind's codes carry after the prefix (levels, outcomes).
        versions: the generator versions this program deals; the first is the version of a
            code written before the check character.
        flag: a letter that may follow the number (``"O"``: an Omaha showdown), ``""`` for none.
        legacy: codes written before the check character (no version, no check) are read too.
        number_reason: the ``bad_drill_code`` reason a number not in ``numbers`` gets.
    """

    prefix: str
    name: str
    numbers: tuple[int, ...]
    versions: tuple[int, ...] = (1,)
    flag: str = ""
    legacy: bool = False
    number_reason: str = "format"

    @cached_property
    def pattern(self) -> re.Pattern[str]:
        """The shape of a code with its check character (dashes optional, spaces removed)."""
        flag = f"({self.flag}?)" if self.flag else "()"
        return re.compile(rf"{self.prefix}([0-9]){flag}-?([0-9A-Z]{{{CODE_LENGTH}}})-?([1-9])([0-9A-Z+])")


#: Every kind of drill code, by prefix (see :func:`register_kind`).
KINDS: dict[str, CodeKind] = {}
#: Prefixes the drill-code format (formats §8) names for drill kinds still to come; their values
#: are kept distinct from every registered prefix's now, so registering one later is safe.
RESERVED = {"K": "count", "G": "change", "U": "colour-up", "R": "chip race"}


def register_kind(kind: CodeKind) -> CodeKind:
    """Add ``kind`` to :data:`KINDS` and return it.

    Raises:
        ValueError: the prefix is not one capital letter, is taken, or its value (:data:`VALUES`)
            is another prefix's (registered or reserved), so a one-letter typo in the prefix
            could go unnoticed; the flag counts 0, as no flag does; a number is not 0-9 or a
            version not 1-9.
    """
    if not re.fullmatch("[A-Z]", kind.prefix) or kind.prefix in KINDS:
        raise ValueError(f"drill code prefix {kind.prefix!r} is not a free capital letter")
    others = set(KINDS) | set(RESERVED) - {kind.prefix}
    if any(VALUES[kind.prefix] == VALUES[other] for other in others):
        raise ValueError(f"drill code prefix {kind.prefix!r} has the check value of another prefix")
    if kind.flag and VALUES[kind.flag] == _PLACE_VALUES[NO_FLAG]:
        raise ValueError(f"the flag {kind.flag!r} has the check value of no flag")
    if (
        not set(kind.numbers) <= set(range(10))
        or not kind.versions
        or not set(kind.versions) <= set(range(1, 10))
    ):
        raise ValueError("a code's number and version are one digit each")
    KINDS[kind.prefix] = kind
    return kind


LEVEL = register_kind(CodeKind("L", "level", LEVELS, VERSIONS, legacy=True, number_reason="level"))
SHOWDOWN = register_kind(CodeKind("S", "showdown", tuple(range(1, 10)), flag="O", legacy=True))
#: street codes: version 1 deals the hands of before straddles and bomb pots, version 2 a hand of
#: the straddle mix (drills/streets.py, STREET_MIX_SHARE).
STREET = register_kind(CodeKind("T", "street", tuple(range(1, 10)), (1, 2), legacy=True))
#: hi-lo award drills (``Q1-…``: Omaha hi-lo pots halved, ``Q2``: a quartered half, ``Q3``: a pot
#: with no qualifying low; ``Q4``-``Q6`` the same kind in stud hi-lo: pots halved, a quartered
#: half, an odd chip by suit): drills/showdown_drills.py HILO_OUTCOMES.
HILO = register_kind(CodeKind("Q", "hi-lo award", (1, 2, 3, 4, 5, 6)))
#: stud street hands (drills/stud_streets.py): ``D1-…`` seven-card stud, ``D2`` stud hi-lo, ``D3`` razz.
STUD_STREET = register_kind(CodeKind("D", "stud street hand", (1, 2, 3)))
#: call the hands: a showdown drill (its outcome number, ``O`` for Omaha) whose live hands the
#: trainee calls before pushing (formats.md §7); ``H4-…`` deals the hand ``S4-…`` of its seed deals.
CALLS = register_kind(CodeKind("H", "call the hands", tuple(range(1, 10)), flag="O"))
#: chip drills, levels 1-3 (drills/chip_drills.py): count stacks, make change, colour up, chip race.
CHIP_KINDS = tuple(
    register_kind(CodeKind(prefix, name, (1, 2, 3)))
    for prefix, name in (("K", "count"), ("G", "change"), ("U", "colour-up"), ("R", "chip-race"))
)


@dataclass(frozen=True)
class DrillCode:
    """A code read: its ``kind`` prefix, ``number`` (level or outcome), ``flag`` (``"O"`` or
    ``""``), ``seed`` (0 to ``SEED_SPACE - 1``), generator ``version``, and whether it was
    written with its check character (``checked``)."""

    prefix: str
    number: int
    flag: str
    seed: int
    version: int
    checked: bool = True

    @property
    def text(self) -> str:
        """The code as this program writes it: ``L3-7K2Q9X-2V``."""
        return make_code(self.prefix, self.number, self.seed, self.version, self.flag)

    @property
    def legacy_text(self) -> str:
        """The code as written before the check character (``L3-7K2Q9X-2``, ``T1-222233``)."""
        version = f"-{self.version}" if self.prefix == "L" and self.version != 1 else ""
        return f"{self.prefix}{self.number}{self.flag}-{_body(self.seed)}{version}"


def check_text(prefix: str, number: int, seed: int, version: int, flag: str = "") -> str:
    """What the check sum runs over: the code without dashes, the flag's place kept (``.`` when
    empty), so every code of every kind puts its seed and version in the same places and a
    flag typed in (``S4-…`` to ``S4O…``) is one changed place: ``check_text("S", 4, 0, 1)`` is
    ``"S4.2222221"``."""
    return f"{prefix}{number}{flag or NO_FLAG}{_body(seed)}{version}"


def check_symbol(text: str) -> str:
    """The check character of ``text`` (characters of :data:`VALUES`, or :data:`NO_FLAG`
    counting 0): the sum of each character's value times its place (1, 2, …) modulo 31, as a
    :data:`CHECK_SYMBOLS` symbol.

    >>> check_symbol("L3.2222222"), check_symbol("S4O2222221")
    ('3', 'D')
    """
    return CHECK_SYMBOLS[sum(place * _PLACE_VALUES[c] for place, c in enumerate(text, 1)) % MODULUS]


def make_code(prefix: str, number: int, seed: int, version: int, flag: str = "") -> str:
    """The code of a drill of kind ``prefix``: ``L3-7K2Q9X-2`` and its check character."""
    seed %= SEED_SPACE
    check = check_symbol(check_text(prefix, number, seed, version, flag))
    return f"{prefix}{number}{flag}-{_body(seed)}-{version}{check}"


def _normal(code: object) -> str:
    """``code`` as read: spaces and underscores dropped, capitals (not text: ``""``)."""
    return re.sub(r"[\s_]+", "", code).upper() if isinstance(code, str) else ""


def read_code(code: object, prefix: str | None = None) -> DrillCode:
    """The :class:`DrillCode` a code stands for, of any registered kind (of kind ``prefix`` if
    given); case, spaces and the dashes are optional.

    Raises:
        DrillError: ``bad_drill_code`` with ``reason`` (``format``, ``level``, ``length``,
            ``character``, ``version``), or ``drill_code_typo`` when the check character does not
            match the rest of the code.
    """
    text = _normal(code)
    kind = KINDS.get(text[:1])
    if kind is None or (prefix is not None and kind.prefix != prefix):
        raise DrillError("bad_drill_code", "code", value=code, reason="format")
    match = kind.pattern.fullmatch(text)
    if match is None:
        if kind.legacy:
            return _read_legacy(kind, code, text)
        raise DrillError("bad_drill_code", "code", value=code, reason="format")
    number, flag, body, version, check = match.groups()
    read = DrillCode(kind.prefix, _number(kind, code, int(number)), flag, _seed(code, body), int(version))
    if read.version not in kind.versions:
        raise DrillError("bad_drill_code", "code", value=code, reason="version", version=read.version)
    if check != check_symbol(f"{kind.prefix}{number}{flag or NO_FLAG}{body}{version}"):  # check_text
        raise DrillError("drill_code_typo", "code", value=code)
    return read


def _number(kind: CodeKind, code: object, number: int) -> int:
    if number not in kind.numbers:
        raise DrillError("bad_drill_code", "code", value=code, reason=kind.number_reason, level=number)
    return number


#: Codes of before the check character: a level code's version ends it (``-2``, ``-V2``, or the
#: digit typed without its dash); showdown and street codes had no version.
_LEGACY_LEVEL = re.compile(r"L([0-9])-?([0-9A-Z]+?)(?:-V?([0-9]+))?")
_LEGACY = {"S": re.compile(r"S([1-9])(O?)-?([0-9A-Z]+)"), "T": re.compile(r"T([1-9])()-?([0-9A-Z]+)")}


def _read_legacy(kind: CodeKind, code: object, text: str) -> DrillCode:
    """A code written before the check character, read as it was then."""
    if kind.prefix != "L":
        match = _LEGACY[kind.prefix].fullmatch(text)
        if not match:
            raise DrillError("bad_drill_code", "code", value=code, reason="format")
        number, flag, body = match.groups()
        number_read = _number(kind, code, int(number))
        return DrillCode(kind.prefix, number_read, flag, _seed(code, body), kind.versions[0], False)
    match = _LEGACY_LEVEL.fullmatch(text)
    if not match:
        raise DrillError("bad_drill_code", "code", value=code, reason="format")
    level = _number(kind, code, int(match.group(1)))
    body, version_text = match.group(2), match.group(3)
    if version_text is None and len(body) == CODE_LENGTH + 1 and body[-1].isdigit():
        body, version_text = body[:-1], body[-1]  # typed without the second dash
    version = int(version_text) if version_text is not None else 1
    if version not in VERSIONS[:2]:  # no code of version 3 was written without its check
        raise DrillError("bad_drill_code", "code", value=code, reason="version", version=version)
    read = DrillCode("L", level, "", _seed(code, body), version, False)
    others = (str(v) for v in VERSIONS if v != version)  # -V2 or -02: a typo of -12 (-32, -42)
    if re.search(r"-[V0][0-9]$", text) and any(_checks(text[:-2] + v + text[-1]) for v in others):
        raise DrillError("drill_code_typo", "code", value=code)
    return read


def _checks(text: str) -> bool:
    """Is ``text`` a code with a check character that matches?"""
    try:
        return read_code(text).checked
    except DrillError:
        return False


def legacy_text(code: str) -> str:
    """``code`` (any kind, checked or not) as written before the check character: what seeds
    the choices made from a code's text, so they stay the same (``T1-222233-1X`` -> ``T1-222233``).

    Raises:
        DrillError: as :func:`read_code`.
    """
    return read_code(code).legacy_text


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


def level_version(level: int) -> int:
    """The generator version new codes of ``level`` are made with: :data:`RUNS_VERSION` for level 5
    (the cash level with run-it-twice hands), :data:`SHAPES_VERSION` for the build levels 1-4
    (a mix of shapes per level).

    >>> level_version(3), level_version(5)
    (4, 3)
    """
    return RUNS_VERSION if level == LEVELS[-1] else SHAPES_VERSION


def encode(level: int, seed: int, version: int | None = None) -> str:
    """The code of ``level``, ``seed`` (taken modulo :data:`SEED_SPACE`) and generator ``version``
    (default: :func:`level_version`).

    >>> encode(3, 0, 1), encode(3, 0, 2)
    ('L3-222222-1R', 'L3-222222-23')
    >>> decode(encode(4, 123456789))
    (4, 123456789)
    """
    check_level(level)
    version = level_version(level) if version is None else version
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise DrillError("bad_seed", "seed", value=seed)
    return make_code("L", level, seed, version)


def decode(code: str) -> tuple[int, int]:
    """``(level, seed)`` of a code; case, spaces and the dashes are optional (``"l3 7k2q9x"``).

    Raises:
        DrillError: as :func:`decode_version`.
    """
    level, seed, _version = decode_version(code)
    return level, seed


def decode_version(code: str) -> tuple[int, int, int]:
    """``(level, seed, generator version)`` of a level code: ``"L3-7K2Q9X-2V"`` (or
    ``"L37K2Q9X2V"``), and codes of before the check character: ``"L3-7K2Q9X"`` is version 1,
    ``"L3-7K2Q9X-2"`` version 2.

    Raises:
        DrillError: as :func:`read_code`.
    """
    read = read_code(code, "L")
    return read.number, read.seed, read.version


def _body(seed: int) -> str:
    digits = []
    for _digit in range(CODE_LENGTH):
        seed, digit = divmod(seed, len(ALPHABET))
        digits.append(ALPHABET[digit])
    return "".join(reversed(digits))


def _seed(code: object, body: str) -> int:
    if len(body) != CODE_LENGTH:
        raise DrillError("bad_drill_code", "code", value=code, reason="length", length=len(body))
    seed = 0
    for char in body:
        digit = ALPHABET.find(char)
        if digit < 0:
            raise DrillError("bad_drill_code", "code", value=code, reason="character", character=char)
        seed = seed * len(ALPHABET) + digit
    return seed


def is_level_code(code: object) -> bool:
    """Does ``code`` look like a level drill's code (``"L3-7K2Q9X-2V"``)?"""
    return _normal(code).startswith("L")


def is_showdown_code(code: object) -> bool:
    """Does ``code`` look like a showdown drill's code (``"S2-7K2Q9X-1…"``, ``"S2O-7K2Q9X-1…"``)?"""
    return _normal(code).startswith("S")


def is_calls_code(code: object) -> bool:
    """Does ``code`` look like a call-the-hands drill's code (``"H2-7K2Q9X-1…"``)?"""
    return _normal(code).startswith("H")


def encode_calls(outcome: int, omaha: bool, seed: int) -> str:
    """The code of a call-the-hands drill: as :func:`encode_showdown` with the prefix ``H``.

    >>> encode_calls(2, False, 0)[:10]
    'H2-222222-'
    """
    if not 1 <= outcome <= 9:
        raise DrillError("bad_drill_code", "code", value=outcome, reason="format")
    return make_code("H", outcome, seed, 1, "O" if omaha else "")


def decode_calls(code: str) -> tuple[int, bool, int]:
    """``(outcome number, omaha, seed)`` of a call-the-hands code.

    Raises:
        DrillError: as :func:`read_code`.
    """
    read = read_code(code, "H")
    return read.number, read.flag == "O", read.seed


def encode_showdown(outcome: int, omaha: bool, seed: int) -> str:
    """The code of a showdown drill: ``outcome`` (1-based number of the outcome), ``omaha``
    (else hold'em) and ``seed`` (modulo :data:`SEED_SPACE`).

    >>> encode_showdown(2, False, 0), encode_showdown(5, True, 31)
    ('S2-222222-1F', 'S5O-222233-1+')
    """
    if not 1 <= outcome <= 9:
        raise DrillError("bad_drill_code", "code", value=outcome, reason="format")
    return make_code("S", outcome, seed, 1, "O" if omaha else "")


def decode_showdown(code: str) -> tuple[int, bool, int]:
    """``(outcome number, omaha, seed)`` of a showdown code; case, spaces and the dashes optional.

    Raises:
        DrillError: as :func:`read_code`.
    """
    read = read_code(code, "S")
    return read.number, read.flag == "O", read.seed


def is_hilo_code(code: object) -> bool:
    """Does ``code`` look like a hi-lo award drill's code (``"Q2-7K2Q9X-1…"``)?"""
    return _normal(code).startswith("Q")


def encode_hilo(outcome: int, seed: int) -> str:
    """The code of a hi-lo award drill: ``outcome`` (1-based, see :data:`HILO`) and ``seed``
    (modulo :data:`SEED_SPACE`).

    >>> decode_hilo(encode_hilo(2, 31))
    (2, 31)
    """
    if outcome not in HILO.numbers:
        raise DrillError("bad_drill_code", "code", value=outcome, reason="format")
    return make_code("Q", outcome, seed, 1)


def decode_hilo(code: str) -> tuple[int, int]:
    """``(outcome number, seed)`` of a hi-lo award drill's code.

    Raises:
        DrillError: as :func:`read_code`.
    """
    read = read_code(code, "Q")
    return read.number, read.seed
