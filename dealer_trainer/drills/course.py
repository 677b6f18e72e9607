"""The course: the material as units a trainee works through in order (no Qt).

A unit is one :class:`Unit` declaration in :data:`UNITS`: its id, title, a short lesson in the
dealer's words, its worked examples (:class:`LessonRef`, by English title, in
:func:`~dealer_trainer.drills.lessons.lessons` or
:func:`~dealer_trainer.drills.street_lessons.street_lessons`), its practice drills
(:class:`DrillRef`: a level, a showdown outcome, a street level, a ruling kind, a code prefix)
and its mastery rule (:class:`Mastery`, e.g. 8 of the last 10 attempts right first time). A
drill or lesson that does not exist in this program yet is left out of its unit, and a unit
without drills is not listed (:func:`units`): the units of drill kinds still to come appear
as they land.

A trainee's place (:func:`course_state`): the first unit is open; each next one opens when the
one before is mastered, or when an instructor unlocked it; a reset counts only the attempts
after it (docs/rules.md names each unit's rules; the attempts are the stored ``drill_results``).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from dealer_trainer import i18n
from dealer_trainer.i18n import N_, _

#: What a stored attempt's code says: (kind, level/outcome/number, generator version).
AttemptKey = tuple[str, "str | int", int]


@dataclass(frozen=True)
class LessonRef:
    """A worked example: ``kind`` ``"table"`` (a lesson drill) or ``"street"`` (a street
    lesson), found by its English ``title``."""

    kind: str
    title: str


@dataclass(frozen=True)
class DrillRef:
    """A practice drill: ``kind`` and ``key``:

    ``"level"`` (key 1-5, build level), ``"showdown"`` (a showdown outcome id), ``"street"``
    (a street level), ``"ruling"`` (a ruling kind; dealt as a street hand) or ``"code"`` (a
    registered drill-code prefix, for the kinds still to come).
    """

    kind: str
    key: str | int

    def exists(self) -> bool:
        """Does this program deal this drill?"""
        from dealer_trainer.drills import codes, rulings, showdown_drills, streets

        known: dict[str, Any] = {
            "level": codes.LEVELS,
            "showdown": showdown_drills.OUTCOMES,
            "street": streets.STREET_LEVELS,
            "ruling": rulings.KINDS,
            "code": codes.KINDS,
        }
        return self.key in known.get(self.kind, ())

    def matches(self, attempt: AttemptKey) -> bool:
        """Is a stored attempt ``(kind, number, version)`` (see :func:`attempt_key`) this drill?
        A ruling drill is a street hand: version-1 street codes for the seeds' rulings, the
        mixed version for the card room's (straddles, posts)."""
        kind, number, version = attempt
        if self.kind == "ruling":
            from dealer_trainer.drills.rulings import MIX_KINDS
            from dealer_trainer.drills.streets import MIX_VERSION

            return kind == "street" and (version == MIX_VERSION) == (self.key in MIX_KINDS)
        if self.kind == "code":
            return kind == f"code:{self.key}"
        return (kind, number) == (self.kind, self.key)

    def title(self) -> str:
        """The drill's name in the active language."""
        from dealer_trainer.drills.rulings import KINDS
        from dealer_trainer.drills.showdown_drills import OUTCOMES
        from dealer_trainer.drills.streets import STREET_LEVELS

        if self.kind == "level":
            return _("Level {level}").format(level=self.key)
        if self.kind == "showdown":
            return _(OUTCOMES[str(self.key)][0])
        if self.kind == "street":
            return _(STREET_LEVELS[int(self.key)])
        if self.kind == "ruling":
            return _(KINDS[str(self.key)])
        return str(self.key)


@dataclass(frozen=True)
class Mastery:
    """Mastered when at least ``right`` of the last ``of_last`` attempts at the unit's drills
    were right first time (an abandoned or wrong attempt counts, as not right)."""

    right: int = 8
    of_last: int = 10

    def met(self, recent_right: Sequence[bool]) -> bool:
        """Is the rule met by ``recent_right`` (newest first; only the first ``of_last`` count)?"""
        return sum(1 for r in recent_right[: self.of_last] if r) >= self.right

    def words(self) -> str:
        """The rule in the active language."""
        return _("{right} of the last {n} right first time").format(right=self.right, n=self.of_last)


@dataclass(frozen=True)
class Unit:
    """One unit of the course: ``id`` (stable, English), ``title`` and ``lesson`` (English,
    marked for translation), ``lessons`` (worked examples), ``drills`` (practice), ``mastery``,
    ``rules`` (the docs/rules.md sections it teaches)."""

    id: str
    title: str
    lesson: str
    lessons: tuple[LessonRef, ...]
    drills: tuple[DrillRef, ...]
    mastery: Mastery = Mastery()
    rules: tuple[str, ...] = ()


def _t(title: str) -> LessonRef:
    return LessonRef("table", title)


def _s(title: str) -> LessonRef:
    return LessonRef("street", title)


_SEEDS = "All-ins and side pots · "
_WIKI = "Betting in poker (Wikipedia) · "
_TDA = "Floor ruling (TDA Rule 16) · "
_DUTCH = "Side pots, a Dutch guide · "

#: Every unit, in the course's order. Adding a unit is one declaration here.
UNITS: tuple[Unit, ...] = (
    Unit(
        "table-stakes",
        N_("Table stakes and the all-in"),
        N_(
            "A player can only lose what is in front of them, and can win from each opponent only what "
            "they put in themselves. A player who cannot call in full goes all-in for the rest."
        ),
        (
            _s("Seed 000: table stakes ($80 facing a $500 bet)"),
            _s("Seed 000: the effective stack ($300 against $45)"),
            _t(_WIKI + "Player A, B and C (side pots)"),
        ),
        (DrillRef("level", 1), DrillRef("ruling", "effective_stack")),
        rules=("table-stakes-and-side-pots", "table-stakes-and-the-call"),
    ),
    Unit(
        "uncalled-bet",
        N_("The uncalled bet"),
        N_(
            "Before anything else I push back what the biggest bet holds above the second biggest: "
            "nobody matched it, so it was never in a pot."
        ),
        (_t(_TDA + "the uncalled overbet"), _t(_DUTCH + "a bet nobody matches comes back")),
        (DrillRef("level", 2),),
        rules=("uncalled-bets",),
    ),
    Unit(
        "side-pots",
        N_("Main and side pots"),
        N_(
            "I build the layers from the smallest all-in up: each layer is the step in height times the "
            "players who could still pay it. The main pot is for everyone, each side pot only for those "
            "who covered it."
        ),
        (
            _t(_SEEDS + "Example one: building a main pot and a side pot"),
            _t(_SEEDS + "Scaling up: three all-in levels"),
            _t(_DUTCH + "three players, three stacks (40, 100, 250)"),
            _t(_DUTCH + "more than one all-in (25, 60, 100, 200)"),
            _t(_TDA + "all-ins for 2,000 and 6,000, a call, dead blinds"),
        ),
        (DrillRef("level", 2), DrillRef("level", 3)),
        rules=("table-stakes-and-side-pots", "cutting-the-pots"),
    ),
    Unit(
        "folded-chips",
        N_("Folded chips cut by level"),
        N_(
            "A player who folds leaves the chips behind, but they are cut by the same levels as "
            "everyone's: what lies above the short all-in goes to the side pot, never all in the main pot."
        ),
        (_t(_TDA + "a folded bet above the short all-in is cut by level"),),
        (DrillRef("level", 3),),
        rules=("cutting-the-pots",),
    ),
    Unit(
        "antes-blinds",
        N_("Antes, blinds and dead money"),
        N_(
            "The ante comes first, then the blind. A short blind is all-in for what is left, and everyone "
            "still calls the full big blind. Dead money goes in the main pot."
        ),
        (
            _t(_WIKI + "Alice all-in in the big blind with an ante"),
            _t(_WIKI + "all-in for part of the ante"),
            _t("The short big blind · all-in for what is left, the ante first"),
            _s("Seed 002: all-in before the deal (Alice, ante $1, blinds $4/$8)"),
        ),
        (DrillRef("level", 4), DrillRef("street", 3), DrillRef("ruling", "posted")),
        rules=("dead-money", "antes", "short-blinds-and-the-call", "the-short-big-blind"),
    ),
    Unit(
        "awarding",
        N_("Awarding, ties and odd chips"),
        N_(
            "I push the last side pot first and the main pot last, each to the best hand among its own "
            "players. A tie splits the pot; the odd chip goes to the first tied player left of the button."
        ),
        (
            _t(_SEEDS + "Example two: the short stack wins the main pot"),
            _t(_DUTCH + "a tie: the pot split, the odd chip"),
            _t("All-in hands face up · the tournament run-out"),
        ),
        tuple(
            DrillRef("showdown", o)
            for o in (
                "short_stack_wins_main",
                "split_side_pot",
                "board_plays",
                "three_way_odd_chips",
                "uncontested_side_pot",
            )
        ),
        rules=("award-order", "splits-and-odd-chips", "all-in-hands-face-up"),
    ),
    Unit(
        "streets",
        N_("Pots across streets"),
        N_(
            "At the end of each betting round I pull the bets in: a pot closed at an all-in stays closed, "
            "and the next street's chips start at the next side pot."
        ),
        (),
        (DrillRef("street", 1), DrillRef("street", 2), DrillRef("street", 4)),
        rules=("cutting-the-pots",),
    ),
    Unit(
        "rulings",
        N_("Betting rulings"),
        N_(
            "Who acts, how much to call, the smallest raise, and whether a short all-in reopens the "
            "betting: I rule it before the player acts."
        ),
        (
            _s("Seed 000: the incomplete raise ($10, all-in to $14)"),
            _s("Seed 002: the full bet rule ($20, all-in to $30)"),
            _s("Seed 002: the half bet rule (a $20 round, all-in for $5)"),
        ),
        (
            *(DrillRef("ruling", k) for k in ("who_acts", "to_call", "min_raise", "may_raise")),
            DrillRef("street", 6),
        ),
        rules=("who-acts", "minimum-bet-and-minimum-raise", "full-bet-rule", "half-bet-rule"),
    ),
    Unit(
        "rake",
        N_("Rake and drop"),
        N_(
            "In a raked game I take the rake and the drop from the pots as they build, "
            "never from a returned bet."
        ),
        (
            _t("Rake (WSOP Live Action Rule 31) · 10%, up to a cap: the returned bet is never raked"),
            _t("Rake (example schedule) · a posted schedule of steps"),
            _t("Rake (dealer practice) · no flop, no drop"),
            _t("Rake (dealer practice) · a rake larger than the main pot"),
            _t("Jackpot drop (house rule, example schedule) · a drop from a pot of at least a minimum"),
        ),
        (DrillRef("level", 5),),
        rules=("rake", "jackpot-drop"),
    ),
    Unit(
        "straddles",
        N_("Straddles, posts and bomb pots"),
        N_(
            "A straddle is a blind that buys the last word before the flop; "
            "a live post plays, a dead one does not."
        ),
        (
            _s("WSOP Live Action Rules 165 and 174: the straddle (blinds $1/$2, a straddle of $4)"),
            _s("WSOP Live Action Rule 22: a re-straddle (blinds $1/$2, straddles of $4 and $10)"),
            _s("WSOP Live Action Rules 158 and 160: a live post and a dead small blind"),
            _s("WSOP Live Action Rule 31: the bomb pot (every player antes $5)"),
        ),
        tuple(DrillRef("ruling", k) for k in ("first_to_act", "straddle_raise", "post_option", "dead_money")),
        rules=("straddle", "button-straddle", "posts-and-dead-money", "bomb-pot"),
    ),
    Unit(
        "run-it-twice",
        N_("Run it twice"),
        N_("When the players agree, I deal the rest of the board twice; each pot is split between the runs."),
        (_t("Running it twice (WSOP Live Action Rules 208–217) · a side pot with other winners per run"),),
        (DrillRef("showdown", "run_twice"), DrillRef("showdown", "run_three_times")),
        rules=("running-it-twice",),
    ),
    Unit(
        "pot-limit",
        N_("Pot limit"),
        N_(
            "The biggest raise is the pot after the call: "
            "I count the call into the pot, then raise by all of it."
        ),
        (),
        (DrillRef("street", 5), DrillRef("ruling", "pot_raise"), DrillRef("street", 7)),
        rules=("pot-limit-pot-size-bet",),
    ),
    Unit(
        "hi-lo",
        N_("Hi-lo"),
        N_("Each pot is split in a high half and a low half; without a qualifying low, high takes it all."),
        (),
        (DrillRef("showdown", "hilo_split"), DrillRef("showdown", "hilo_quartered")),
        rules=("hi-lo-and-stud",),
    ),
    Unit(
        "calling-the-hands",
        N_("Calling the hands"),
        N_("I call each hand by its category and the ranks that decide it, read from the top down."),
        (),
        (DrillRef("code", "H"),),
    ),
    Unit(
        "chips",
        N_("Chips"),
        N_("Counting, making change, colouring up and racing off chips."),
        (),
        (DrillRef("code", "K"), DrillRef("code", "G"), DrillRef("code", "U"), DrillRef("code", "R")),
    ),
)


def _lesson_titles() -> dict[LessonRef, int]:
    """Each worked example's place in its list, by its English title."""
    from dealer_trainer.drills.lessons import lessons
    from dealer_trainer.drills.street_lessons import street_lessons

    with i18n.english():
        table = {LessonRef("table", d.title): i for i, d in enumerate(lessons())}
        street = {LessonRef("street", s.title): i for i, s in enumerate(street_lessons())}
    return table | street


def lesson_index(ref: LessonRef) -> int | None:
    """Where ``ref`` is in :func:`lessons` (table) or :func:`street_lessons` (street); None when
    this program does not have it."""
    return _lesson_titles().get(ref)


def units() -> tuple[Unit, ...]:
    """The units this program can teach now, in order: each with only the drills and worked
    examples that exist; a unit without drills is left out."""
    known = _lesson_titles()
    out = []
    for unit in UNITS:
        drills = tuple(d for d in unit.drills if d.exists())
        if drills:
            lessons = tuple(ref for ref in unit.lessons if ref in known)
            out.append(Unit(unit.id, unit.title, unit.lesson, lessons, drills, unit.mastery, unit.rules))
    return tuple(out)


def attempt_key(code: str) -> AttemptKey | None:
    """``(kind, number, version)`` of a stored attempt's drill ``code``: ``("level", 3, 2)``,
    ``("showdown", n, 1)`` (n: the outcome's place), ``("street", 2, 1)``, ``("code:H", n, v)``;
    None for a lesson or a hand-made drill (no code) or a code this program cannot read."""
    from dealer_trainer.drills.codes import KINDS, read_code
    from dealer_trainer.drills.showdown_drills import OUTCOMES

    text = "".join(str(code).split()).upper()
    if not text or text[0] not in KINDS:
        return None
    try:
        read = read_code(text)
    except Exception:  # noqa: BLE001 - any code we cannot read is no attempt at a unit
        return None
    prefix, number, version = read.prefix, read.number, read.version
    if prefix == "L":
        return ("level", number, version)
    if prefix == "S":
        names = list(OUTCOMES)
        return ("showdown", names[number - 1], version) if 0 < number <= len(names) else None
    if prefix == "T":
        return ("street", number, version)
    return (f"code:{prefix}", number, version)


@dataclass(frozen=True)
class UnitState:
    """A trainee's place in one unit: ``state`` ``"locked"``, ``"open"`` or ``"mastered"``;
    ``right`` of ``attempts`` (the last ``mastery.of_last`` counted); ``unlocked``: an
    instructor opened it; ``why``: why it is locked (the active language, ``""`` when open)."""

    unit: Unit
    state: str
    right: int
    attempts: int
    unlocked: bool = False
    why: str = ""


#: One stored attempt as the course reads it: (code, right first time, finished at Unix time).
Attempt = tuple[str, bool, float]


def course_state(
    attempts: Iterable[Attempt], overrides: dict[str, tuple[str, float]] | None = None
) -> list[UnitState]:
    """Each unit's state for one trainee, in order. ``attempts``: the trainee's stored drills
    (any order); ``overrides``: unit id -> (``"unlock"`` or ``"reset"``, Unix time) set by an
    instructor. A reset counts only the attempts after it and locks the unit again unless the
    unit before is mastered."""
    keyed = sorted(((attempt_key(c), bool(r), float(at)) for c, r, at in attempts), key=lambda a: -a[2])
    overrides = overrides or {}
    out: list[UnitState] = []
    before: UnitState | None = None
    for unit in units():
        action, since = overrides.get(unit.id, ("", 0.0))
        since = since if action == "reset" else 0.0
        recent = [
            r
            for key, r, at in keyed
            if key is not None and at > since and any(d.matches(key) for d in unit.drills)
        ]
        recent = recent[: unit.mastery.of_last]
        unlocked = action == "unlock"
        is_open = before is None or before.state == "mastered" or unlocked
        state = "locked" if not is_open else "mastered" if unit.mastery.met(recent) else "open"
        why = ""
        if state == "locked" and before is not None:
            why = _("Master “{unit}” first: {rule} (now {right} of {n}).").format(
                unit=_(before.unit.title),
                rule=before.unit.mastery.words(),
                right=before.right,
                n=before.attempts,
            )
        current = UnitState(unit, state, sum(recent), len(recent), unlocked, why)
        out.append(current)
        before = current
    return out


def reached(states: Sequence[UnitState]) -> UnitState | None:
    """The unit a trainee is at: the first open one (None when every unit is mastered)."""
    return next((s for s in states if s.state == "open"), None)


def reached_words(states: Sequence[UnitState]) -> str:
    """Where a trainee stands, in words of the active language: ``"3/12 Main and side pots"``
    (the unit reached, of how many), or that every unit is mastered."""
    at = reached(states)
    if at is None:
        return _("all {n} units mastered").format(n=len(states))
    return f"{list(states).index(at) + 1}/{len(states)} {_(at.unit.title)}"


def trainee_states(store: Any, trainee: str) -> list[UnitState]:
    """``trainee``'s unit states read from a progress ``store`` (its stored attempts and the
    instructor's unlocks and resets, :class:`~dealer_trainer.storage.results.SqlStore`)."""
    return course_state(store.course_attempts(trainee), store.course_overrides(trainee).get(trainee, {}))


def course_json(states: Sequence[UnitState] | None = None) -> dict[str, Any]:
    """The course as ``course --json`` prints it (English, never translated): ``units[]`` with
    ``id``, ``title``, ``lessons`` (the unit's short lesson, ``kind`` ``"words"``, then its
    worked examples), ``drills``, ``mastery``, and, given a trainee's ``states``,
    ``state``, ``right``, ``attempts`` and ``unlocked``."""
    with i18n.english():
        items = []
        by_id = {s.unit.id: s for s in states or ()}
        for unit in units():
            item: dict[str, Any] = {
                "id": unit.id,
                "title": unit.title,
                "lessons": [
                    {"kind": "words", "title": unit.lesson},
                    *({"kind": ref.kind, "title": ref.title} for ref in unit.lessons),
                ],
                "drills": [{"kind": d.kind, "key": d.key, "title": d.title()} for d in unit.drills],
                "mastery": {"right_first_time": unit.mastery.right, "of_last": unit.mastery.of_last},
            }
            s = by_id.get(unit.id)
            if s is not None:
                item |= {"state": s.state, "right": s.right, "attempts": s.attempts, "unlocked": s.unlocked}
            items.append(item)
    return {"units": items}
