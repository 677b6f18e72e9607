"""Chip drills as items of a drill set file, so an exam can seal them with its pot drills and
street hands (issue 31 §4; no Qt).

An item ``{"chip": "K1-7K2Q9X-1…"}`` is the chip drill of that code (formats §8: counting
``K``, change ``G``, colour-up ``U``, chip race ``R``): the code deals the stacks, the chips
handed in or the race's cards, so the code is all the file keeps. Change is dealt under the
default policy (every chip of the set, the rack holds enough).

:func:`parse_chip_list` reads ``exam make --chips K1,G2,U1,R2`` (kind letter and level), each
dealt from a seed drawn from the exam's seed.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from dealer_trainer.drills import chip_drills
from dealer_trainer.drills.chip_drills import ChipDrill
from dealer_trainer.drills.codes import SEED_SPACE
from dealer_trainer.drills.errors import DrillError, short_value
from dealer_trainer.i18n import N_, _

#: The key that makes a drill file's item a chip drill.
CHIP_KEY = "chip"


def is_chip_entry(data: Any) -> bool:
    """Is ``data`` (one item of a drill file's ``drills``) a chip drill (``{"chip": code}``)?"""
    return isinstance(data, Mapping) and CHIP_KEY in data


def chip_from_dict(data: Mapping[str, Any], where: str = "drill") -> ChipDrill:
    """The chip drill of a file item ``{"chip": "K1-…"}``.

    Raises:
        DrillError: ``unknown_field`` (another key beside ``chip``), ``bad_type`` (not text),
            ``bad_drill_code`` / ``drill_code_typo`` at ``where.chip`` (not a chip drill's code).
    """
    for key in data:
        if key != CHIP_KEY:
            raise DrillError("unknown_field", f"{where}.{key}")
    code = data[CHIP_KEY]
    if not isinstance(code, str):
        raise DrillError("bad_type", f"{where}.{CHIP_KEY}", value=short_value(code), expected=N_("text"))
    if not chip_drills.is_chip_code(code):
        raise DrillError("bad_drill_code", f"{where}.{CHIP_KEY}", value=short_value(code), reason="format")
    try:
        return chip_drills.from_code(code)
    except DrillError as exc:
        raise DrillError(exc.code, f"{where}.{CHIP_KEY}", **exc.values) from None


def chip_to_dict(drill: ChipDrill) -> dict[str, str]:
    """The file item of ``drill``: ``{"chip": its code}``."""
    return {CHIP_KEY: drill.code}


def parse_chip_list(text: str, seed: int) -> tuple[ChipDrill, ...]:
    """The chip drills of ``--chips K1,G2,U1,R2``: each a kind letter (``K`` count, ``G``
    change, ``U`` colour-up, ``R`` chip race) and a level 1-3, dealt in order from seeds drawn
    from ``seed`` (the same ``seed`` deals the same drills).

    Raises:
        DrillError: ``bad_value`` on ``chips`` naming the piece that is not a kind and level.
    """
    rng = random.Random(f"exam-chips-{seed}")
    drills = []
    for piece in (p.strip().upper() for p in text.split(",")):
        kind = chip_drills.KIND_NAMES.get(piece[:1])
        level = int(piece[1:]) if piece[1:].isdigit() else 0
        if kind is None or level not in chip_drills.LEVELS:
            letters = ", ".join(chip_drills.KIND_NAMES)
            raise DrillError(
                "bad_value",
                "chips",
                value=short_value(piece),
                reason=_("a kind ({letters}) and a level 1-3, as K1,G2").format(letters=letters),
            )
        drills.append(chip_drills.deal(kind, level, rng.randrange(SEED_SPACE)))
    return tuple(drills)
