"""Written exam questions drawn from the rules: each is a situation described in words (a hand's
actions so far, or the chips each player put in) and a question answered with a number (exact
chips) or a choice among listed options; no free text (no Qt).

A question is stored as its *spec*, a small JSON object naming how to deal it again, so an exam
file holds no wording and the trainee reads it in their own language:

- ``{"kind": K, "code": "T3-…", "step": N}``: a betting ruling (``K`` a key of
  :data:`dealer_trainer.drills.rulings.KINDS`) at action ``N`` of a street drill;
- ``{"kind": "eligible", "code": "L3-…", "pot": N}``: who may win side pot ``N`` of a pot drill;
- ``{"kind": "uncalled", "code": "L3-…"}``: how much goes back as the uncalled bet.

The answers are the engine's and the betting referee's (docs/rules.md: #minimum-bet-and-minimum-raise,
#who-acts, #pot-limit-pot-size-bet, #table-stakes-and-side-pots, #uncalled-bets).
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from dealer_trainer.drills.errors import DrillError, short_value
from dealer_trainer.drills.exams import ExamDrillResult
from dealer_trainer.drills.generator import drill_for_seed, drill_from_code
from dealer_trainer.drills.models import Drill, Stakes
from dealer_trainer.drills.rulings import YES, Ruling, candidates, ruling_drill
from dealer_trainer.drills.streets import StreetDrill, street_drill_from_code
from dealer_trainer.drills.streets_text import (
    action_line,
    post_line,
    special_lines,
    street_heading,
    structure_line,
)
from dealer_trainer.engine.betting import Action
from dealer_trainer.engine.rule_sources import CITATIONS, rule
from dealer_trainer.i18n import N_, _
from dealer_trainer.wording.explain import join_names, pot_title, returned_sentence

#: The kinds a written part draws from, in the order a mix cycles through them.
WRITTEN_KINDS: tuple[str, ...] = (
    "min_raise",
    "eligible",
    "to_call",
    "uncalled",
    "pot_raise",
    "effective_stack",
    "may_raise",
    "who_acts",
    "posted",
)
#: Most written questions in one exam.
MAX_QUESTIONS = 200
_POT_KINDS = ("eligible", "uncalled")


@dataclass(frozen=True)
class WrittenQuestion:
    """One written question, dealt from its spec in the active language.

    Attributes:
        spec: how to deal it again (see the module's docstring).
        kind: a key of :data:`WRITTEN_KINDS`.
        context: the situation, line by line.
        question: what is asked.
        options: the choices to pick from (empty: an amount is typed).
        answer: the right answer: chips (int) when ``options`` is empty, else the index of the
            right option.
        why: why that is the answer, in the dealer's words; source: the rule and its source.
        stakes: the game's money (to read a typed amount and show one).
    """

    spec: Mapping[str, Any]
    kind: str
    context: tuple[str, ...]
    question: str
    options: tuple[str, ...]
    answer: int
    why: str
    source: str
    stakes: Stakes = field(compare=False)

    @property
    def shown_answer(self) -> str:
        """The right answer as the trainee would give it."""
        return self.options[self.answer] if self.options else self.stakes.format(self.answer)

    def grade(self, given: str | int | None) -> bool:
        """True when ``given`` is the right answer: an option's index (int) for a choice, a typed
        amount (str, read as the game shows money) for a number; None (nothing given) is wrong.

        Raises:
            ValueError: a typed amount that cannot be read (nothing is graded; ask again).
        """
        if given is None or given == "":
            return False
        if self.options:
            return isinstance(given, int) and given == self.answer
        return self.stakes.parse(str(given)) == self.answer


def _check_kind(kind: Any) -> str:
    """``kind``, checked: ``bad_value`` (``written.kind``) for a kind not in :data:`WRITTEN_KINDS`."""
    if kind not in WRITTEN_KINDS:
        raise DrillError(
            "bad_value",
            "written.kind",
            value=short_value(kind),
            reason=_("kinds are {kinds}").format(kinds=", ".join(WRITTEN_KINDS)),
        )
    return str(kind)


# ----- dealing a question from its spec ---------------------------------------------------------
def question_from_spec(spec: Any) -> WrittenQuestion:
    """The question ``spec`` stands for (see the module's docstring).

    Raises:
        DrillError: ``bad_value`` naming the field when the spec is not one this program deals.
    """
    if not isinstance(spec, Mapping):
        raise DrillError("bad_type", "written", value=short_value(spec), expected=N_("a question object"))
    kind, code = _check_kind(spec.get("kind")), spec.get("code")
    if not isinstance(code, str):
        raise DrillError("bad_type", "written.code", value=short_value(code), expected=N_("a drill code"))
    if kind in _POT_KINDS:
        return _pot_question(dict(spec), drill_from_code(code))
    step = spec.get("step")
    if isinstance(step, bool) or not isinstance(step, int):
        raise DrillError("bad_type", "written.step", value=short_value(step), expected=N_("a whole number"))
    sd = street_drill_from_code(code)
    ruling = next((r for r in candidates(sd, sd.stakes.format, (kind,)) if r.step == step), None)
    if ruling is None:
        raise DrillError(
            "bad_value",
            "written.step",
            value=step,
            reason=_("{code} asks no such question there").format(code=code),
        )
    return _ruling_question(dict(spec), sd, ruling)


def _ruling_question(spec: dict[str, Any], sd: StreetDrill, ruling: Ruling) -> WrittenQuestion:
    if isinstance(ruling.answer, bool):
        options: tuple[str, ...] = (_("Yes"), _("No"))
        answer = 0 if ruling.answer else 1
    elif isinstance(ruling.answer, int):
        options, answer = (), ruling.answer
    else:
        options = tuple(ruling.choices)
        answer = options.index(ruling.answer)
    return WrittenQuestion(
        spec,
        ruling.kind,
        hand_so_far(sd, ruling.step),
        ruling.question,
        options,
        answer,
        ruling.why,
        ruling.source,
        sd.stakes,
    )


def hand_so_far(sd: StreetDrill, step: int) -> tuple[str, ...]:
    """The hand up to action ``step`` (not taken yet) in words: the game, each seat's stack and
    position, the posts and every action before it under its street's heading."""
    f = sd.stakes.format
    table = sd.table
    out = [sd.stakes.label()]
    if structure_line(table, f):
        out.append(structure_line(table, f))
    seats = [
        _("{seat} ({position}) {stack}").format(
            seat=s, position=sd.positions.get(s, ""), stack=f(table.stacks[s])
        )
        for s in table.seats
    ]
    out.append(_("Stacks: {seats}; button {button}.").format(seats=", ".join(seats), button=table.button))
    out += [post_line(p, f) for p in table.posts if p.amount]
    out += special_lines(table, f)
    states = sd.states
    for round_ in sd.rounds:
        if round_.first > step:
            break
        out.append(street_heading(sd, round_.street))
        for i in range(round_.first, min(round_.last + 1, step)):
            action = sd.steps[i]
            assert isinstance(action, Action)
            out.append("  " + action_line(states[i], action, f))
        if step <= round_.last:
            break
    return tuple(out)


def _pot_question(spec: dict[str, Any], drill: Drill) -> WrittenQuestion:
    f = drill.stakes.format
    s = drill.settlement()
    context = [drill.stakes.label()]
    for seat in drill.seats:
        state = _("folded") if seat.folded else _("all-in") if seat.all_in else _("still in")
        context.append(
            _("{seat}: {chips} in, {state}").format(seat=seat.name, chips=f(seat.committed), state=state)
        )
    if drill.dead:
        context.append(_("Dead money in the middle: {chips}").format(chips=f(drill.dead)))
    if spec["kind"] == "uncalled":
        back = s.returned
        if back is None:
            raise DrillError(
                "bad_value", "written.code", value=spec["code"], reason=N_("the hand has no uncalled bet")
            )
        return WrittenQuestion(
            spec,
            "uncalled",
            tuple(context),
            _("How much goes back as the uncalled bet?"),
            (),
            back.amount,
            returned_sentence(back, money=f) + ".",
            CITATIONS["uncalled"],
            drill.stakes,
        )
    index = spec.get("pot")
    if isinstance(index, bool) or not isinstance(index, int) or not 1 <= index < len(s.pots):
        raise DrillError("bad_value", "written.pot", value=short_value(index), reason=N_("no such side pot"))
    pot = s.pots[index]
    options = _eligible_options(drill, index)
    return WrittenQuestion(
        spec,
        "eligible",
        tuple(context),
        _("Who is eligible to win {pot}?").format(pot=pot_title(index)),
        tuple(join_names(o) for o in options),
        options.index(pot.eligible),
        _(
            "{pot} is the chips above {lower} a player; only the players still in who put in at "
            "least {upper} can win it: {seats}."
        ).format(
            pot=pot_title(index), lower=f(pot.lower), upper=f(pot.upper), seats=join_names(pot.eligible)
        ),
        rule("eligibility"),
        drill.stakes,
    )


def _eligible_options(drill: Drill, index: int) -> list[tuple[str, ...]]:
    """The right group of seats for side pot ``index`` and up to three wrong ones a trainee
    mistakes it for (the pot below's, with a folded seat added, everyone who put chips in),
    in seat order, in an order fixed by the drill's code."""
    s = drill.settlement()
    order = [seat.name for seat in drill.seats]
    right = s.pots[index].eligible
    wrong = [
        s.pots[index - 1].eligible,
        tuple(n for n in order if n in right or any(x.name == n and x.folded for x in drill.seats)),
        tuple(seat.name for seat in drill.seats if seat.committed),
    ]
    options = [right]
    for group in wrong:
        if group and group not in options:
            options.append(group)
    random.Random(drill.code).shuffle(options)
    return options


# ----- a written part for an exam ---------------------------------------------------------------
def make_written(count: int, seed: int, kinds: Sequence[str] = WRITTEN_KINDS) -> tuple[dict[str, Any], ...]:
    """``count`` question specs drawn from ``seed``, cycling through ``kinds`` (each dealt
    again from its spec, so a spec that does not deal is never given).

    Raises:
        DrillError: ``bad_value`` for a count out of 1..:data:`MAX_QUESTIONS` or an unknown kind.
    """
    if isinstance(count, bool) or not isinstance(count, int) or not 1 <= count <= MAX_QUESTIONS:
        raise DrillError(
            "bad_value",
            "written",
            value=short_value(count),
            reason=_("from 1 to {most} questions").format(most=MAX_QUESTIONS),
        )
    for kind in kinds:
        _check_kind(kind)
    rnd = random.Random(seed)
    specs: list[dict[str, Any]] = []
    tries = 0
    while len(specs) < count and tries < count * 20:
        kind = kinds[tries % len(kinds)]
        tries += 1
        spec = _draw(kind, rnd)
        if spec is not None and spec not in specs:
            specs.append(spec)
    return tuple(specs)


def _draw(kind: str, rnd: random.Random) -> dict[str, Any] | None:
    seed = rnd.randrange(1_000_000)
    if kind in _POT_KINDS:
        for k in range(60):
            drill = drill_for_seed(3 + k % 2, (seed + k) % 1_000_000)
            s = drill.settlement()
            if kind == "uncalled" and s.returned is not None:
                return {"kind": kind, "code": drill.code}
            if kind == "eligible" and len(s.pots) >= 3:
                return {"kind": kind, "code": drill.code, "pot": rnd.randrange(1, len(s.pots))}
        return None
    sd = ruling_drill(kind, seed)
    found = [r for r in candidates(sd, sd.stakes.format, (kind,))]
    if kind == "may_raise":
        found = sorted(found, key=lambda r: r.answer == YES)
    return {"kind": kind, "code": sd.code, "step": rnd.choice(found).step} if found else None


def written_code(question: WrittenQuestion) -> str:
    """The mistake code of a wrong written answer: ``ruling_<kind>`` for a betting ruling (as a
    street hand's), ``written_eligible`` or ``written_uncalled`` for the pot questions."""
    return f"written_{question.kind}" if question.kind in _POT_KINDS else f"ruling_{question.kind}"


def written_results(
    questions: Sequence[WrittenQuestion], answers: Sequence[str | int | None], seconds: float, ending: str
) -> tuple[ExamDrillResult, ...]:
    """The written part's results, positions 1.., each graded on its answer (None or an amount
    that cannot be read: wrong); ``seconds`` (the part's time) is shared out evenly."""
    out = []
    each = seconds / len(questions) if questions else 0.0
    for i, (question, given) in enumerate(zip(questions, answers, strict=True), 1):
        try:
            right = question.grade(given)
        except ValueError:
            right = False
        answered = given not in (None, "")
        codes = () if right or not answered else (written_code(question),)
        end = ending if answered or ending != "checked" else "unanswered"
        out.append(ExamDrillResult(i, right, each, end, codes, int(answered), 0, "written"))
    return tuple(out)
