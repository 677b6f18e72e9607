"""Chip drills: counting stacks, making change, colouring up and the chip race (no Qt).

Four kinds, each with levels 1-3 and a time target per level (:data:`TIME_TARGETS`, seconds):

- ``count`` (code prefix ``K``): stacks of 20 chips cut in fives, one colour a stack, several
  stacks and mixed colours at higher levels; the answer is the total (``{"total": 1375}``).
- ``change`` (``G``): a player hands in a chip or cash; the answer is the change
  (``{"change": {"25": 3, "5": 5}}``), graded on its total, on using only the chips the room's
  policy allows (house rule ``change_chips``, docs/rules.md#making-change) and on a breakdown
  the player asked for; the fewest chips are the model answer.
- ``colour-up`` (``U``): a stack of small chips to the fewest chips of the set
  (``{"colour_up": {"100": 1, "5": 3}}``), graded on the total and on the fewest chips.
- ``chip-race`` (``R``): :mod:`dealer_trainer.drills.chip_race` (docs/rules.md#chip-race).

A drill is dealt from its kind, level and seed (:func:`deal`) or its code (:func:`from_code`;
formats §8, :mod:`dealer_trainer.drills.codes`); the same code deals the same drill.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from typing import Any

from dealer_trainer.drills import codes
from dealer_trainer.drills.chip_race import RaceTable, deal_race, grade_race, race_answer
from dealer_trainer.drills.errors import DrillError
from dealer_trainer.engine.chip_change import ChangePolicy, fewest_chips
from dealer_trainer.engine.chips import CHIP_SETS, ChipSet, chips_total
from dealer_trainer.i18n import _
from dealer_trainer.wording.explain import format_chips

#: The chip drill kinds, by name, with their code prefixes (formats §8).
PREFIXES = {kind.name: kind.prefix for kind in codes.CHIP_KINDS}
KIND_NAMES = {prefix: kind for kind, prefix in PREFIXES.items()}
LEVELS = codes.CHIP_KINDS[0].numbers
#: Seconds a trainee at the level should need, per kind (the time bar's length).
TIME_TARGETS = {
    "count": (10, 20, 35),
    "change": (10, 15, 20),
    "colour-up": (10, 20, 30),
    "chip-race": (30, 45, 60),
}
#: The key of each kind's answer (``{"total": ...}``, ``{"change": {...}}``, ...).
ANSWER_KEYS = {"count": "total", "change": "change", "colour-up": "colour_up", "chip-race": "race"}
#: The Progress kind of each chip drill kind (storage.results.KINDS); an exam's result sheet
#: names a chip drill by it too.
RESULT_KINDS = {
    "count": "chip_count",
    "change": "chip_change",
    "colour-up": "chip_colour_up",
    "chip-race": "chip_race",
}
#: Chips in a full stack; stacks are cut in fives.
STACK = 20
CUT = 5


@dataclass(frozen=True)
class ChipDrill:
    """One chip drill.

    Attributes:
        kind: one of :data:`PREFIXES`; level: 1-3; seed: 0 to ``codes.SEED_SPACE - 1``.
        chip_set: the name of a :data:`~dealer_trainer.engine.chips.CHIP_SETS` set.
        stacks: count and colour-up: each stack's chip values, bottom to top.
        handed: change: the chips handed in (values); cash: the cash handed in (0: none).
        request: change: ``(value, count)`` chips the player asks to have in the change.
        policy: change: the room's change policy (house rule ``change_chips``).
        race: chip race: the table (:class:`~dealer_trainer.drills.chip_race.RaceTable`).
    """

    kind: str
    level: int
    seed: int
    chip_set: str
    stacks: tuple[tuple[int, ...], ...] = ()
    handed: tuple[int, ...] = ()
    cash: int = 0
    request: tuple[tuple[int, int], ...] = ()
    policy: ChangePolicy = field(default_factory=ChangePolicy)
    race: RaceTable | None = None

    @property
    def code(self) -> str:
        """The drill's code (``K2-7K2Q9X-1…``)."""
        return codes.make_code(PREFIXES[self.kind], self.level, self.seed, 1)

    @property
    def chips(self) -> ChipSet:
        """The chip set the drill is dealt with."""
        return CHIP_SETS[self.chip_set]

    @property
    def time_target(self) -> int:
        """Seconds a trainee at this level should need."""
        return TIME_TARGETS[self.kind][self.level - 1]

    @property
    def total(self) -> int:
        """The value on the table: the stacks' chips, or what was handed in (int)."""
        return sum(sum(s) for s in self.stacks) + sum(self.handed) + self.cash

    def change_values(self) -> tuple[int, ...]:
        """The chip values change may be given in: the policy's, below the largest chip handed in."""
        top = max(self.handed) if self.handed else None
        return tuple(v for v in self.policy.values(self.chips.values) if top is None or v < top)

    def model_answer(self) -> dict[int, int] | int | dict[str, int]:
        """The right answer: the total (count), value -> count (change, colour-up: the fewest
        chips; change: the chips asked for and the rest in the fewest), name -> new chips (race)."""
        if self.kind == "count":
            return self.total
        if self.kind == "colour-up":
            return fewest_chips(self.total, self.chips.values) or {}
        if self.kind == "chip-race":
            assert self.race is not None
            return race_answer(self.race)
        return _change(self) or {}


def _change(drill: ChipDrill) -> dict[int, int] | None:
    """The fewest chips of the change (the request first), or None when the rack cannot make it."""
    asked = dict(drill.request)
    limits = drill.policy.limits()
    for value, count in asked.items():
        if value not in drill.change_values() or limits.get(value, count) < count:
            return None
        if value in limits:
            limits[value] -= count
    rest = fewest_chips(drill.total - chips_total(asked), drill.change_values(), limits)
    if rest is None:
        return None
    for value, count in asked.items():
        rest[value] = rest.get(value, 0) + count
    return dict(sorted(rest.items(), reverse=True))


def check_kind_level(kind: object, level: object) -> tuple[str, int]:
    """``(kind, level)`` if both are known. Raises DrillError ``bad_value`` / ``bad_level``."""
    if kind not in PREFIXES:
        raise DrillError("bad_value", "kind", value=kind, expected=", ".join(PREFIXES))
    if isinstance(level, bool) or level not in LEVELS:
        raise DrillError("bad_level", "level", value=level, levels=LEVELS)
    return str(kind), int(level)  # type: ignore[call-overload]


def deal(kind: str, level: int, seed: int, policy: ChangePolicy | None = None) -> ChipDrill:
    """The drill of ``kind`` at ``level`` for ``seed`` (modulo ``codes.SEED_SPACE``); ``policy``
    (change only): the room's change policy, default: every chip, the rack holds enough.

    Raises:
        DrillError: ``bad_value`` (kind), ``bad_level``, or ``bad_value`` on ``change_chips``
            when the policy leaves no change to give.
    """
    kind, level = check_kind_level(kind, level)
    seed %= codes.SEED_SPACE
    rng = random.Random(f"{kind}-{level}-{seed}")
    if kind == "count":
        return _deal_count(rng, level, seed)
    if kind == "colour-up":
        return _deal_colour_up(rng, level, seed)
    if kind == "chip-race":
        return ChipDrill(kind, level, seed, "tournament", race=deal_race(rng, level))
    return _deal_change(rng, level, seed, policy or ChangePolicy())


def from_code(code: str, policy: ChangePolicy | None = None) -> ChipDrill:
    """The drill of a chip drill's code. Raises DrillError as :func:`codes.read_code`."""
    read = codes.read_code(code)
    if read.prefix not in KIND_NAMES:
        raise DrillError("bad_drill_code", "code", value=code, reason="format")
    return deal(KIND_NAMES[read.prefix], read.number, read.seed, policy)


def is_chip_code(code: object) -> bool:
    """Does ``code`` start with a chip drill's prefix (``K``, ``G``, ``U``, ``R``)?"""
    return isinstance(code, str) and code.strip()[:1].upper() in KIND_NAMES


def _one_colour(value: int, count: int) -> tuple[int, ...]:
    return (value,) * count


def _deal_count(rng: random.Random, level: int, seed: int) -> ChipDrill:
    """Level 1: one stack of one colour, 5-20 chips; 2: two or three full stacks of different
    colours and a cut one; 3: three or four stacks and a mixed stack with odd chips on top."""
    name = "cash" if level < 3 else rng.choice(("cash", "tournament"))
    values = CHIP_SETS[name].values[:4]
    if level == 1:
        stacks: list[tuple[int, ...]] = [_one_colour(rng.choice(values), CUT * rng.randint(1, 4))]
    else:
        colours = rng.sample(values, rng.randint(2, 3) if level == 2 else 3)
        stacks = [_one_colour(v, STACK) for v in colours]
        stacks.append(_one_colour(rng.choice(colours), CUT * rng.randint(1, 3)))
        if level == 3:
            mixed = [v for v in rng.sample(values, 3) for _n in range(CUT * rng.randint(1, 2))]
            stacks.append(tuple(mixed[: STACK - 4]) + _one_colour(min(values), rng.randint(1, 4)))
    return ChipDrill("count", level, seed, name, stacks=tuple(stacks))


def _deal_colour_up(rng: random.Random, level: int, seed: int) -> ChipDrill:
    """Level 1: one colour of small chips (cash $1 or $5); 2: $1 and $5 chips; 3: tournament
    T25, T100 and T500 chips (a colour-up break)."""
    name = "cash" if level < 3 else "tournament"
    values = CHIP_SETS[name].values
    small = (rng.choice(values[:2]),) if level == 1 else values[:2] if level == 2 else values[:3]
    chips = [v for v in small for _n in range(rng.randint(6, 40 if v == values[0] else 24))]
    stacks = tuple(tuple(chips[i : i + STACK]) for i in range(0, len(chips), STACK))
    return ChipDrill("colour-up", level, seed, name, stacks=stacks)


def _deal_change(rng: random.Random, level: int, seed: int, policy: ChangePolicy) -> ChipDrill:
    """Level 1: one chip ($25, $100 or $500) for smaller chips; 2: cash ($20-$500 in tens) for
    chips; 3: a $100, $500 or $1,000 chip with a breakdown asked for ("with four $5")."""
    # the code deals one drill whatever the house rule: drawn with every chip allowed, the
    # policy then only changes the model answer (a drill it cannot change is refused)
    if level == 2:
        drill = ChipDrill("change", level, seed, "cash", cash=10 * rng.randint(2, 50))
    else:
        chip = rng.choice((25, 100, 500) if level == 1 else (100, 500, 1000))
        drill = ChipDrill("change", level, seed, "cash", handed=(chip,))
        if level == 3:
            smaller = [v for v in drill.change_values() if v * 2 <= chip]
            value = rng.choice(smaller)
            most = max(1, min(8, chip // value // 2))
            drill = replace(drill, request=((value, rng.randint(1, most)),))
    drill = replace(drill, policy=policy)
    if _change(drill) is None:
        raise DrillError("bad_value", "change_chips", value=policy, reason="no change can be given")
    return drill


@dataclass(frozen=True)
class ChipVerdict:
    """A graded answer: ``correct``; ``reason`` (a stable code: ``count_wrong``,
    ``change_total_wrong``, ``change_chip_not_allowed``, ``change_rack_short``,
    ``change_request_missing``, ``colour_up_total_wrong``, ``colour_up_not_fewest``,
    ``race_chip_count``, ``race_more_than_one``, ``race_wrong_winner``, ``race_raced_out``;
    ``""`` when right); ``message``: one line naming the cause, in the active language."""

    correct: bool
    reason: str = ""
    message: str = ""


class AnswerError(ValueError):
    """An answer that cannot be read (bad input, exit 2): the message is one line."""


def read_answer(drill: ChipDrill, data: Any) -> int | dict[int, int] | dict[str, int]:
    """The answer in ``data`` (``{"total": 1375}``, ``{"change": {"25": 3}}``,
    ``{"colour_up": {...}}``, ``{"race": {"Anna": 1}}``) for ``drill``'s kind.

    Raises:
        AnswerError: not an object with the kind's one key, a count that is not a whole number
            of 0 or more, a chip value not in the set (ASCII digits only) or named twice (``"5"``
            and ``"05"``), a name not at the table.
    """
    key = ANSWER_KEYS[drill.kind]
    if not isinstance(data, Mapping) or set(data) != {key}:
        raise AnswerError(_("the answer must be an object with the one key {key!r}").format(key=key))
    given = data[key]
    if drill.kind == "count":
        if type(given) is not int or given < 0:
            raise AnswerError(
                _("{key}: {value!r} is not a whole number of 0 or more").format(key=key, value=given)
            )
        return given
    if not isinstance(given, Mapping):
        raise AnswerError(_("{key}: must be an object of counts").format(key=key))
    out: dict[Any, int] = {}
    for name, count in given.items():
        if type(count) is not int or count < 0:
            raise AnswerError(
                _("{key}.{name}: {value!r} is not a whole number of 0 or more").format(
                    key=key, name=name, value=count
                )
            )
        chip = _answer_key(drill, key, name)
        if chip in out:
            first = next(n for n in given if n != name and _answer_key(drill, key, n) == chip)
            raise AnswerError(
                _("{key}: {chip} is named twice ({first!r} and {name!r}); name each chip once").format(
                    key=key, chip=chip, first=first, name=name
                )
            )
        out[chip] = count
    return out


def _answer_key(drill: ChipDrill, key: str, name: str) -> int | str:
    if drill.kind == "chip-race":
        assert drill.race is not None
        if name not in [p.name for p in drill.race.players]:
            raise AnswerError(_("{key}: {name!r} is not a player at the table").format(key=key, name=name))
        return name
    if not (name.isascii() and name.isdigit()) or int(name) not in drill.chips.values:
        raise AnswerError(
            _("{key}: {name!r} is not a chip of the set ({values})").format(
                key=key, name=name, values=", ".join(str(v) for v in drill.chips.values)
            )
        )
    return int(name)


def grade(drill: ChipDrill, answer: int | Mapping[Any, int]) -> ChipVerdict:
    """Grade a read answer (:func:`read_answer`) against the drill (rules: docs/rules.md#making-change,
    docs/rules.md#chip-race)."""
    if drill.kind == "count":
        right = drill.total
        if answer == right:
            return ChipVerdict(True)
        assert isinstance(answer, int)
        text = (
            _("{given} is {off} too much: the stacks hold {right}")
            if answer > right
            else _("{given} is {off} too little: the stacks hold {right}")
        )
        return ChipVerdict(
            False,
            "count_wrong",
            text.format(
                given=format_chips(answer), off=format_chips(abs(answer - right)), right=format_chips(right)
            ),
        )
    assert isinstance(answer, Mapping)
    if drill.kind == "chip-race":
        assert drill.race is not None
        correct, reason, message = grade_race(drill.race, {str(k): v for k, v in answer.items()})
        return ChipVerdict(correct, reason, message)
    chips = {int(k): v for k, v in answer.items() if v}
    return _grade_change(drill, chips) if drill.kind == "change" else _grade_colour_up(drill, chips)


def _grade_change(drill: ChipDrill, chips: dict[int, int]) -> ChipVerdict:
    allowed = drill.change_values()
    bad = [v for v in chips if v not in allowed]
    if bad:
        return ChipVerdict(
            False,
            "change_chip_not_allowed",
            _("change of {handed} may not be given in {chip} chips; allowed: {allowed}").format(
                handed=format_chips(drill.total),
                chip=format_chips(bad[0]),
                allowed=", ".join(format_chips(v) for v in allowed),
            ),
        )
    for value, most in drill.policy.rack:
        if chips.get(value, 0) > most:
            return ChipVerdict(
                False,
                "change_rack_short",
                _("the rack holds {most} chips of {chip}, the change has {count}").format(
                    most=most, chip=format_chips(value), count=chips[value]
                ),
            )
    given = chips_total(chips)
    if given != drill.total:
        return ChipVerdict(
            False,
            "change_total_wrong",
            _("the change is {given}, not {right}: {off} too {much}").format(
                given=format_chips(given),
                right=format_chips(drill.total),
                off=format_chips(abs(given - drill.total)),
                much=_("much") if given > drill.total else _("little"),
            ),
        )
    for value, count in drill.request:
        if chips.get(value, 0) < count:
            return ChipVerdict(
                False,
                "change_request_missing",
                _("the player asked for {count} × {chip} in the change").format(
                    count=count, chip=format_chips(value)
                ),
            )
    return ChipVerdict(True)


def _grade_colour_up(drill: ChipDrill, chips: dict[int, int]) -> ChipVerdict:
    given, right = chips_total(chips), drill.total
    if given != right:
        return ChipVerdict(
            False,
            "colour_up_total_wrong",
            _("the chips are {given}, the stack {right}: {off} too {much}").format(
                given=format_chips(given),
                right=format_chips(right),
                off=format_chips(abs(given - right)),
                much=_("much") if given > right else _("little"),
            ),
        )
    fewest = fewest_chips(right, drill.chips.values) or {}
    if sum(chips.values()) > sum(fewest.values()):
        return ChipVerdict(
            False,
            "colour_up_not_fewest",
            _("{given} chips where {fewest} do: {chips}").format(
                given=sum(chips.values()), fewest=sum(fewest.values()), chips=chips_text(fewest)
            ),
        )
    return ChipVerdict(True)


def chips_text(chips: Mapping[int, int]) -> str:
    """``{25: 3, 5: 5}`` as ``"3 × 25, 5 × 5"`` (biggest first; ``"-"`` for none)."""
    parts = [f"{n} × {format_chips(v)}" for v, n in sorted(chips.items(), reverse=True) if n]
    return ", ".join(parts) or "-"


def answer_dict(drill: ChipDrill) -> dict[str, Any]:
    """The model answer as an answer file writes it (``{"change": {"25": 3, "5": 5}}``)."""
    model = drill.model_answer()
    key = ANSWER_KEYS[drill.kind]
    if isinstance(model, int):
        return {key: model}
    return {key: {str(k): v for k, v in model.items()}}
