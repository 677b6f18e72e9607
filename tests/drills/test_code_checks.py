"""Drill codes carry a check character (``../shared/docs/formats.md`` §8): every one-character
typo and every swap of two neighbours is refused, codes written before it still deal the drills
they dealt, and ``drill --code`` takes every kind of code the window shows."""

from __future__ import annotations

import hashlib
import json
import random
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from dealer_trainer.drills import codes
from dealer_trainer.drills.chip_drills import LEVELS as CHIP_LEVELS
from dealer_trainer.drills.chip_drills import PREFIXES as CHIP_PREFIXES
from dealer_trainer.drills.codes import (
    ALPHABET,
    CHECK_SYMBOLS,
    KINDS,
    LEVELS,
    RESERVED,
    SEED_SPACE,
    VALUES,
    CodeKind,
    DrillCode,
    encode,
    encode_calls,
    encode_showdown,
    legacy_text,
    read_code,
    register_kind,
)
from dealer_trainer.drills.errors import DrillError, describe
from dealer_trainer.drills.files import drill_to_dict
from dealer_trainer.drills.rulings import rulings_for
from dealer_trainer.drills.showdown_drills import OUTCOMES, drill_from_code
from dealer_trainer.drills.streets import STREET_LEVELS, encode_street, street_drill_from_code

#: A random code of each kind and variant the program writes, by its prefix.
MAKERS: dict[str, list[Callable[[random.Random], str]]] = {
    "L": [
        lambda r: encode(r.choice(LEVELS), r.randrange(SEED_SPACE)),
        lambda r: encode(r.choice(LEVELS), r.randrange(SEED_SPACE), 1),
    ],
    "S": [
        lambda r: encode_showdown(r.randrange(1, len(OUTCOMES) + 1), False, r.randrange(SEED_SPACE)),
        lambda r: encode_showdown(r.randrange(1, len(OUTCOMES) + 1), True, r.randrange(SEED_SPACE)),
    ],
    "T": [lambda r: encode_street(r.choice(tuple(STREET_LEVELS)), r.randrange(SEED_SPACE))],
    "D": [  # stud street hands: stud, stud hi-lo, razz (drills/stud_streets.py)
        lambda r: codes.make_code("D", r.randrange(1, 4), r.randrange(SEED_SPACE), 1)
    ],
    "Q": [lambda r: codes.encode_hilo(r.randrange(1, 4), r.randrange(SEED_SPACE))],
    "H": [
        lambda r: encode_calls(r.randrange(1, len(OUTCOMES) + 1), False, r.randrange(SEED_SPACE)),
        lambda r: encode_calls(r.randrange(1, len(OUTCOMES) + 1), True, r.randrange(SEED_SPACE)),
    ],
    **{  # the chip drills: count, change, colour-up, chip race (drills/chip_drills.py)
        prefix: [
            lambda r, prefix=prefix: codes.make_code(
                prefix, r.choice(CHIP_LEVELS), r.randrange(SEED_SPACE), 1
            )
        ]
        for prefix in CHIP_PREFIXES.values()
    },
}
#: Every character a code can hold: the check symbols and the letters and digits left out of the
#: alphabet (a dash too, where the code is written with its dashes).
TYPED = "".join(sorted(set(CHECK_SYMBOLS) | set(VALUES)))


def typos(code: str, dash: str = "-") -> Iterator[str]:
    """Every single-character substitution (by a character of :data:`TYPED`; by a dash too when
    ``dash``) and every swap of two neighbours of ``code``."""
    for i, char in enumerate(code):
        for other in TYPED + dash:
            if other != char:
                yield code[:i] + other + code[i + 1 :]
    for i in range(len(code) - 1):
        if code[i] != code[i + 1]:
            yield code[:i] + code[i + 1] + code[i] + code[i + 2 :]


def same_drill(a: DrillCode, b: DrillCode) -> bool:
    return (a.prefix, a.number, a.flag, a.seed, a.version) == (b.prefix, b.number, b.flag, b.seed, b.version)


def accepted_typos(code: str) -> list[str]:
    """The typos of ``code`` read as another drill: of the code as printed (a dash typed for
    any character too), and typed without dashes (there a dash would be a character left out)."""
    right = read_code(code)
    wrong = []
    for written in (code, code.replace("-", "")):
        for typo in typos(written, "-" if written == code else ""):
            try:
                read = read_code(typo)
            except DrillError:
                continue
            if not same_drill(read, right):
                wrong.append(typo)
    return wrong


def test_the_issue_s_typo_is_refused_in_one_line():
    right = encode(3, read_code("L3-D9Q2B9-2").seed)
    typo = right.replace("B9", "B8")
    with pytest.raises(DrillError) as info:
        read_code(typo)
    assert info.value.code == "drill_code_typo"
    assert describe(info.value) == (
        f"code: {typo!r} has a typo: its last character, the check, does not match the rest of the code"
    )


def test_every_prefix_has_codes_in_this_test():
    assert set(MAKERS) == set(KINDS)


@pytest.mark.parametrize("prefix", sorted(MAKERS))
def test_typos_in_fifty_codes_are_all_caught(prefix):
    rnd = random.Random(prefix)
    for k in range(50):
        code = MAKERS[prefix][k % len(MAKERS[prefix])](rnd)
        assert accepted_typos(code) == [], code


@pytest.mark.slow
@pytest.mark.parametrize("prefix", sorted(MAKERS))
def test_every_typo_and_neighbour_swap_in_a_thousand_codes_is_caught(prefix):
    """1,000 random codes of the prefix, each as printed and typed without dashes: every
    substitution by a character a code can hold (or a dash, as printed) and every neighbour swap is
    refused or reads as the same drill (``-2V`` swapped to ``-V2``: the old way of writing it)."""
    rnd = random.Random(f"all {prefix}")
    tried = 0
    for k in range(1000):
        code = MAKERS[prefix][k % len(MAKERS[prefix])](rnd)
        assert accepted_typos(code) == [], code
        tried += 1
    assert tried == 1000


def test_characters_that_share_a_place_have_distinct_values():
    """The guarantee of the check sum: distinct characters in one place differ in value mod 31."""
    assert sorted(VALUES[c] for c in CHECK_SYMBOLS) == list(range(31))  # the check symbols
    places = [
        set(KINDS) | set(RESERVED),  # prefixes, those to come included
        {str(n) for kind in KINDS.values() for n in kind.numbers},
        {kind.flag for kind in KINDS.values() if kind.flag} | {codes.NO_FLAG},
        set(ALPHABET),
        {str(v) for kind in KINDS.values() for v in kind.versions} | set("123456789"),
    ]
    for chars in places:
        assert len({(VALUES | {codes.NO_FLAG: 0})[c] for c in chars}) == len(chars), chars
    assert codes.EXTRA_SYMBOL not in "0O1IL U-_" and not codes.EXTRA_SYMBOL.isalnum()


def test_a_new_kind_registers_its_prefix_in_the_same_scheme(monkeypatch):
    monkeypatch.setattr(codes, "KINDS", {p: k for p, k in KINDS.items() if p != "K"})
    count = register_kind(CodeKind("K", "count", (1, 2, 3)))
    code = codes.make_code("K", 2, 12345, 1)
    assert code[:3] == "K2-" and read_code(code) == DrillCode("K", 2, "", 12345, 1)
    assert count.prefix in codes.KINDS and accepted_typos(code) == []
    with pytest.raises(ValueError, match="not a free"):
        register_kind(CodeKind("L", "again", (1,)))
    with pytest.raises(ValueError, match="check value"):
        register_kind(CodeKind("I", "looks like L", (1,)))  # I counts as 1, as L does


def test_old_codes_deal_the_drills_they_dealt():
    """Every code of the golden output (made before the check character) and 80 more of every
    kind, some typed loosely, recorded by the program before this change: the drill (less its
    code) and a street hand's rulings are the same; the drill now shows its code with the check
    character, which is the old code written anew."""
    stored = json.loads((Path(__file__).resolve().parents[1] / "data" / "old_drill_codes.json").read_text())
    legacy = {prefix for prefix, kind in KINDS.items() if kind.legacy}  # kinds older than the check
    assert len(stored) >= 120 and {code.strip()[0].upper() for code in stored} == legacy
    for old, was in stored.items():
        drill = drill_from_code(old)
        data = drill_to_dict(drill)
        data.pop("code")
        text = json.dumps(data, sort_keys=True).encode()
        assert hashlib.sha256(text).hexdigest()[:16] == was["drill"], old
        assert drill.code == read_code(was["printed"]).text and legacy_text(drill.code) == was["printed"], old
        assert read_code(drill.code).checked and not read_code(old).checked
        if "rulings" in was:
            sd = street_drill_from_code(old)
            assert [[r.kind, r.step] for r in rulings_for(sd, sd.stakes.format)] == was["rulings"], old


def test_old_codes_are_never_read_as_checked_ones():
    """A code written before the check character has no shape a checked code has."""
    stored = json.loads((Path(__file__).resolve().parents[1] / "data" / "old_drill_codes.json").read_text())
    for old in stored:
        assert not read_code(old).checked


def test_an_old_spelling_a_typo_makes_of_a_checked_code_is_refused():
    """``-V2`` and ``-02`` were read as version 2 (never printed, still read); typed for the ``-12``
    of a version-1 code whose check is 2, they are the typo, refused; otherwise read as before."""
    seed = next(s for s in range(1000) if encode(3, s, 1).endswith("-12"))
    checked = encode(3, seed, 1)
    for typo in (checked[:-2] + "V2", checked[:-2] + "02"):
        with pytest.raises(DrillError) as info:
            read_code(typo)
        assert info.value.code == "drill_code_typo"
    assert read_code("L3-7K2Q9X-V2") == read_code("L3-7K2Q9X-02") == read_code("L3-7K2Q9X-2")
