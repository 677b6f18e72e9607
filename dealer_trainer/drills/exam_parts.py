"""An exam's parts (the written questions and the table) with their weights and pass marks, and
the grade of a sitting by part (no Qt).

In an exam file (version 2) they are ``"parts": [{"kind": "written", "weight": 30}, {"kind":
"table", "weight": 70}]`` and ``"pass": {"total": 80, "each_part": null}``; ``each_part`` is
null (only the total counts), a whole per cent every part must reach, or an object naming a mark
per part (``{"written": 70, "table": 80}``), as many schools require. The total is the parts'
per cents weighted by their weights (a part with no items drops out); it and each part's per
cent are compared exactly (never rounded up to pass).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import Any, Protocol

from dealer_trainer.drills.errors import DrillError, short_value
from dealer_trainer.i18n import N_, _

#: The parts an exam may have, in the order they are taken.
PART_KINDS: tuple[str, ...] = ("written", "table")
#: The parts of an exam with a written part when the instructor names no weights (a school's
#: usual split: about 30 % written, 70 % at the table).
DEFAULT_WEIGHTS: tuple[tuple[str, int], ...] = (("written", 30), ("table", 70))


class Graded(Protocol):
    """What a part's grade reads of one item's result."""

    @property
    def position(self) -> int: ...

    @property
    def right(self) -> bool: ...


@dataclass(frozen=True)
class PartScore:
    """One part of a sitting: ``right`` of ``count`` items, its ``weight`` and ``mark`` (per
    cent, None when only the total counts)."""

    kind: str
    right: int
    count: int
    weight: int
    mark: int | None

    @property
    def fraction(self) -> Fraction:
        return Fraction(self.right, self.count) if self.count else Fraction(0)

    @property
    def percent(self) -> int:
        """Per cent right, rounded down."""
        return int(self.fraction * 100)

    @property
    def passed(self) -> bool:
        return self.mark is None or self.fraction * 100 >= self.mark


@dataclass(frozen=True)
class ExamParts:
    """The weights of an exam's parts and its pass marks.

    Attributes:
        weights: (part kind, weight) in the order taken; kinds from :data:`PART_KINDS`, each
            once; weights whole numbers 1-100.
        total: the pass mark of the weighted total, per cent 1-100.
        each_part: None, a per cent every part must reach, or part kind -> per cent.

    Raises:
        DrillError: ``bad_type`` or ``bad_value`` naming the field (``parts``, ``pass.total``,
            ``pass.each_part``).
    """

    weights: tuple[tuple[str, int], ...] = DEFAULT_WEIGHTS
    total: int = 80
    each_part: int | Mapping[str, int] | None = None

    def __post_init__(self) -> None:
        kinds = [k for k, _w in self.weights]
        known = all(isinstance(k, str) and k in PART_KINDS for k in kinds)
        if not kinds or not known or len(set(kinds)) != len(kinds):
            raise DrillError(
                "bad_value",
                "parts",
                value=short_value(kinds),
                reason=_("each of {kinds} at most once").format(kinds=", ".join(PART_KINDS)),
            )
        for kind, weight in self.weights:
            _percent(weight, f"parts.{kind}.weight")
        _percent(self.total, "pass.total")
        marks = self.each_part
        if isinstance(marks, Mapping):
            for kind, mark in marks.items():
                if kind not in kinds:
                    raise DrillError(
                        "bad_value", "pass.each_part", value=short_value(kind), reason=N_("no such part")
                    )
                _percent(mark, f"pass.each_part.{kind}")
        elif marks is not None:
            _percent(marks, "pass.each_part")

    def mark_of(self, kind: str) -> int | None:
        """The pass mark part ``kind`` must reach on its own, or None."""
        if isinstance(self.each_part, Mapping):
            return self.each_part.get(kind)
        return self.each_part

    def scores(self, items: Iterable[Graded], question_count: int, table_count: int) -> tuple[PartScore, ...]:
        """Each part's score: positions 1..``question_count`` are the written part, the
        ``table_count`` after them the table (an item not handed in counts wrong)."""
        right = dict.fromkeys(PART_KINDS, 0)
        for item in items:
            if item.right:
                right["written" if item.position <= question_count else "table"] += 1
        count = {"written": question_count, "table": table_count}
        return tuple(PartScore(k, right[k], count[k], w, self.mark_of(k)) for k, w in self.weights)

    @staticmethod
    def weighted(scores: Sequence[PartScore]) -> Fraction:
        """The weighted total, a fraction of 1 (parts with no items drop out)."""
        counted = [s for s in scores if s.count]
        weight = sum(s.weight for s in counted)
        return sum((s.fraction * s.weight for s in counted), Fraction(0)) / weight if weight else Fraction(0)

    def passed(self, scores: Sequence[PartScore]) -> bool:
        """The weighted total reaches :attr:`total` and every part its own mark."""
        return self.weighted(scores) * 100 >= self.total and all(s.passed for s in scores if s.count)

    # ----- the file's form ---------------------------------------------------------------------
    def to_file(self) -> tuple[list[dict[str, Any]], dict[str, Any]]:
        """``("parts", "pass")`` as an exam file writes them."""
        marks = dict(self.each_part) if isinstance(self.each_part, Mapping) else self.each_part
        return [{"kind": k, "weight": w} for k, w in self.weights], {"total": self.total, "each_part": marks}

    @classmethod
    def from_file(cls, parts: Any, pass_: Any) -> ExamParts:
        """The parts of an exam file's ``parts`` and ``pass``.

        Raises:
            DrillError: ``bad_type``, ``bad_value`` or ``missing_field`` naming the field.
        """
        if not isinstance(parts, list) or not parts:
            raise DrillError("bad_type", "parts", value=short_value(parts), expected=N_("a list of parts"))
        weights = []
        for i, part in enumerate(parts):
            if not isinstance(part, Mapping) or set(part) != {"kind", "weight"}:
                raise DrillError(
                    "bad_type", f"parts[{i}]", value=short_value(part), expected=N_("kind and weight")
                )
            weights.append((part["kind"], part["weight"]))
        if not isinstance(pass_, Mapping) or "total" not in pass_:
            raise DrillError("missing_field", "pass.total")
        marks = pass_.get("each_part")
        if isinstance(marks, Mapping):
            marks = dict(marks)
        return cls(tuple(weights), pass_["total"], marks)


def _percent(value: Any, where: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise DrillError("bad_type", where, value=short_value(value), expected=N_("a whole per cent"))
    if not 1 <= value <= 100:
        raise DrillError("bad_value", where, value=value, reason=N_("a per cent from 1 to 100"))
    return value


def parts_line(scores: Sequence[PartScore], parts: ExamParts) -> str:
    """``"Written 4 of 5 (80 %, weight 30) · Table 6 of 8 (75 %, weight 70) · total 76 %"``."""
    names = {"written": _("Written"), "table": _("Table")}
    out = [
        _("{part} {right} of {count} ({percent} %, weight {weight})").format(
            part=names[s.kind], right=s.right, count=s.count, percent=s.percent, weight=s.weight
        )
        for s in scores
        if s.count
    ]
    out.append(_("total {percent} %").format(percent=int(parts.weighted(scores) * 100)))
    return " · ".join(out)
