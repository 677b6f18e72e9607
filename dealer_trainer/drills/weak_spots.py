"""Weak spots: what a trainee's mistake codes say to practise, and drills dealt to practise it.

Every mistake code of the checkers (``checking.BUILD_CODES``, ``award_checking.AWARD_CODES``) has
a :class:`Topic`: the mistake in the trainee's words and the kind of drill that trains it (a
generated table with an uncalled bet, dead money, folded chips, several side pots, or a
showdown whose award shows a split, an odd chip or a short stack winning the main pot). The
drills are the generator's own, found by seed, so each keeps its drill code.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Mapping
from dataclasses import dataclass, replace

from dealer_trainer.drills.award_checking import AWARD_CODES
from dealer_trainer.drills.checking import BUILD_CODES
from dealer_trainer.drills.codes import LEVELS, SEED_SPACE
from dealer_trainer.drills.generator import drill_for_seed
from dealer_trainer.drills.models import Drill
from dealer_trainer.drills.rulings import KINDS as RULING_KINDS
from dealer_trainer.drills.showdown_drills import showdown_drill
from dealer_trainer.i18n import N_, _, ngettext

#: A drill feature the generator's drills are searched for: name -> (levels, test).
AIMS: dict[str, tuple[tuple[int, ...], Callable[[Drill], bool]]] = {
    "uncalled": ((2, 4), lambda d: d.settlement().returned is not None),
    "dead": ((4,), lambda d: d.dead > 0),
    "folded": ((2, 3), lambda d: any(s.folded and s.committed for s in d.seats)),
    "many_pots": ((3,), lambda d: len(d.settlement().pots) >= 3),
    "ineligible": ((3, 4), lambda d: any(len(p.shares) > len(p.eligible) for p in d.settlement().pots[1:])),
    # the cash game with the rake (level 5): a rake to drop, a hand without a flop, a jackpot drop
    "raked": ((5,), lambda d: d.settlement().rake > 0 and len(d.settlement().pots) > 1),
    "no_flop": ((5,), lambda d: d.rake is not None and not d.flop),
    "jackpot": ((5,), lambda d: d.settlement().jackpot > 0),
}


@dataclass(frozen=True)
class Topic:
    """What one mistake code means and how it is practised.

    Attributes:
        code: the checker's mistake code; mistake: it in the trainee's words ("put the uncalled
        bet in a pot"); practice: what the chosen drills hold; aim: a key of :data:`AIMS`
        (a built drill) or ``"showdown:<outcome>"`` (a showdown drill, showdown_drills.OUTCOMES);
        rule: the docs/rules.md section it is about.
    """

    code: str
    mistake: str
    practice: str
    aim: str
    rule: str


def _t(code: str, mistake: str, practice: str, aim: str, section: str) -> Topic:
    return Topic(code, mistake, practice, aim, f"docs/rules.md#{section}")


TOPICS: dict[str, Topic] = {
    t.code: t
    for t in (
        _t(
            "pots_merged",
            N_("merged two pots into one"),
            N_("several all-in levels, each its own pot"),
            "many_pots",
            "cutting-the-pots",
        ),
        _t(
            "missing_pot",
            N_("left out a side pot"),
            N_("several all-in levels, each its own pot"),
            "many_pots",
            "cutting-the-pots",
        ),
        _t(
            "extra_pot",
            N_("opened a pot too many"),
            N_("several all-in levels, each its own pot"),
            "many_pots",
            "cutting-the-pots",
        ),
        _t(
            "pot_at_folded_level",
            N_("closed a pot at a folded player's bet"),
            N_("folded bets between the all-in levels"),
            "folded",
            "forfeited-chips",
        ),
        _t(
            "wrong_level",
            N_("cut a pot at the wrong level"),
            N_("several all-in levels to size and cut"),
            "many_pots",
            "cutting-the-pots",
        ),
        _t(
            "uncalled_in_pot",
            N_("put the uncalled bet in a pot"),
            N_("an uncalled bet to push back first"),
            "uncalled",
            "uncalled-bets",
        ),
        _t(
            "called_chips_returned",
            N_("returned chips that were called"),
            N_("an uncalled bet to size exactly"),
            "uncalled",
            "uncalled-bets",
        ),
        _t(
            "returned_to_wrong_seat",
            N_("returned a bet to the wrong seat"),
            N_("an uncalled bet to push back"),
            "uncalled",
            "uncalled-bets",
        ),
        _t(
            "uncalled_left_in_front",
            N_("left the uncalled bet in front of its player"),
            N_("an uncalled bet to push back"),
            "uncalled",
            "uncalled-bets",
        ),
        _t(
            "dead_money_in_side_pot",
            N_("put dead money in a side pot"),
            N_("dead money (antes, dead blinds)"),
            "dead",
            "dead-money",
        ),
        _t(
            "dead_money_missing",
            N_("left dead money out of the main pot"),
            N_("dead money (antes, dead blinds)"),
            "dead",
            "dead-money",
        ),
        _t(
            "live_chips_left",
            N_("left live chips in front of a player"),
            N_("several bets to cut completely"),
            "many_pots",
            "cutting-the-pots",
        ),
        _t(
            "folded_chips_left",
            N_("left a folded player's chips out"),
            N_("folded chips to pull in"),
            "folded",
            "forfeited-chips",
        ),
        _t(
            "share_too_large",
            N_("put too much of a bet in a pot"),
            N_("bets to cut at each all-in level"),
            "ineligible",
            "cutting-the-pots",
        ),
        _t(
            "chips_from_ineligible_seat",
            N_("put an all-in player's chips in a pot they cannot reach"),
            N_("side pots an all-in player cannot win"),
            "ineligible",
            "table-stakes-and-side-pots",
        ),
        _t(
            "folded_chips_not_cut",
            N_("did not cut a folded bet at the all-in level"),
            N_("folded bets to cut"),
            "folded",
            "forfeited-chips",
        ),
        _t(
            "amount_off",
            N_("built a pot with the wrong amount"),
            N_("several pots to add up"),
            "many_pots",
            "cutting-the-pots",
        ),
        _t(
            "ineligible_winner",
            N_("gave a pot to a player who cannot win it"),
            N_("a short stack who wins the main pot"),
            "showdown:short_stack_wins_main",
            "table-stakes-and-side-pots",
        ),
        _t(
            "wrong_winner",
            N_("pushed a pot to the wrong hand"),
            N_("hands to read where the board plays"),
            "showdown:board_plays",
            "cards-speak",
        ),
        _t(
            "wrong_split",
            N_("split a pot wrongly"),
            N_("a tie in a side pot"),
            "showdown:split_side_pot",
            "splits-and-odd-chips",
        ),
        _t(
            "odd_chip_wrong_seat",
            N_("gave the odd chip to the wrong seat"),
            N_("a three-way split with odd chips"),
            "showdown:three_way_odd_chips",
            "splits-and-odd-chips",
        ),
        _t(
            "out_of_order",
            N_("awarded the pots out of order"),
            N_("several pots to award, last side pot first"),
            "showdown:short_stack_wins_main",
            "award-order",
        ),
        _t(
            "uncontested_pot_waiting",
            N_("kept an uncontested side pot waiting"),
            N_("an uncontested side pot"),
            "showdown:uncontested_side_pot",
            "award-order",
        ),
        _t("pot_not_awarded", "left a pot unawarded", "several pots to award", "showdown:any", "award-order"),
        # the house's drop (level 5, the cash game with the rake) and the runs (issue 28)
        _t(
            "rake_wrong",
            N_("took the wrong rake"),
            N_("side pots in a raked cash game: the rake to drop from the main pot"),
            "raked",
            "rake",
        ),
        _t(
            "rake_no_flop",
            N_("raked a hand without a flop"),
            N_("a raked cash hand that ended before the flop: no flop, no drop"),
            "no_flop",
            "rake",
        ),
        _t(
            "jackpot_wrong",
            N_("dropped the wrong jackpot amount"),
            N_("a cash hand with the rake and a jackpot drop"),
            "jackpot",
            "jackpot-drop",
        ),
        _t(
            "run_split_wrong",
            N_("divided a pot between the runs wrongly"),
            N_("a three-way split with odd chips"),
            "showdown:three_way_odd_chips",
            "running-it-twice",
        ),
        # hi-lo awards (issue 29, formats.md §5)
        _t(
            "hilo_split_wrong",
            N_("halved a hi-lo pot wrongly"),
            N_("an Omaha hi-lo pot to split high and low"),
            "showdown:hilo_split",
            "hi-lo-and-stud",
        ),
        _t(
            "low_not_qualified",
            N_("paid a low half though no low qualified"),
            N_("an Omaha hi-lo pot nobody has a low in"),
            "showdown:hilo_no_low",
            "the-8-or-better-qualifier",
        ),
        _t(
            "quartered_wrong",
            N_("divided a quartered half wrongly"),
            N_("a quartered Omaha hi-lo pot"),
            "showdown:hilo_quartered",
            "quartered-pots",
        ),
        _t(
            "odd_chip_to_low",
            N_("gave the odd chip of a hi-lo split to the low half"),
            N_("an Omaha hi-lo pot to split high and low"),
            "showdown:hilo_split",
            "the-odd-chip-of-a-hi-lo-split",
        ),
        _t(
            "hand_call_wrong",
            N_("called a hand wrongly"),
            N_("a showdown to call every live hand, kickers where they decide"),
            "showdown:split_side_pot",
            "calling-the-hands",
        ),
    )
}
assert set(TOPICS) == set(BUILD_CODES) | set(AWARD_CODES), "every checker code has a topic"


#: The written part's own codes (its betting questions use ``ruling_<kind>``).
_WRITTEN_WORDS = {
    "written_eligible": N_("a wrong written answer: who may win a side pot"),
    "written_uncalled": N_("a wrong written answer: the uncalled bet"),
}


def mistake_words(code: str) -> str:
    """A checker's mistake code in the trainee's words and language ("put the uncalled bet in a
    pot"; a street hand's ``ruling_<kind>``: "a wrong ruling: The effective stack"; Dutch from
    the catalogue); an unknown code with its underscores as spaces."""
    topic = TOPICS.get(code)
    if topic is not None:
        return _(topic.mistake)
    if code in _WRITTEN_WORDS:  # a written exam question about the pots
        return _(_WRITTEN_WORDS[code])
    kind = code.removeprefix("ruling_")
    if kind != code and kind in RULING_KINDS:  # a street hand's wrong ruling (PlayThrough codes)
        return _("a wrong ruling: {question}").format(question=_(RULING_KINDS[kind]))
    return code.replace("_", " ")


@dataclass(frozen=True)
class Advice:
    """What to practise next. ``text``: one or two sentences; ``codes``: the weak-spot codes it
    aims at (most frequent first, may be empty); ``level``: the level suggested, or None."""

    text: str
    codes: tuple[str, ...] = ()
    level: int | None = None


#: The pass mark schools commonly use (80 % right), and how many recent drills are weighed.
PASS_SHARE = 0.8
RECENT = 50


def weak_codes(counts: Mapping[str, int], top: int = 3) -> list[str]:
    """The ``top`` most frequent known mistake codes (at least twice, or once if that is all),
    most frequent first, ties in checker order."""
    order = {c: i for i, c in enumerate([*BUILD_CODES, *AWARD_CODES])}
    known = [(n, c) for c, n in counts.items() if c in TOPICS and n > 0]
    known.sort(key=lambda nc: (-nc[0], order[nc[1]]))
    repeated = [c for n, c in known if n >= 2]
    return (repeated or [c for _, c in known])[:top]


#: Drills at a level before its share right first time can pass it.
PASS_DRILLS = 10


def level_passed(drills: int, right: int) -> bool:
    """A level is passed at the pass mark (80 % right first time) over at least 10 drills."""
    return drills >= PASS_DRILLS and right >= PASS_SHARE * drills


def level_to_practise(by_level: Mapping[int, tuple[int, int]], last_level: int) -> int:
    """The level to advise, each level read on its own (issue 27 §1): the lowest level played
    (:data:`~dealer_trainer.drills.codes.LEVELS`) not yet passed (:func:`level_passed`), else
    the highest level played (passed: the advice moves up from it); ``last_level`` (else 1) when
    no level was played."""
    played = sorted(level for level, (n, _right) in by_level.items() if level in LEVELS and n)
    if not played:
        return last_level if last_level in LEVELS else 1
    return next((level for level in played if not level_passed(*by_level[level])), played[-1])


def advice(
    counts: Mapping[str, int], recent: int, by_level: Mapping[int, tuple[int, int]], last_level: int
) -> Advice:
    """What to practise next, from the mistake ``counts`` of the last ``recent`` drills and, per
    level, (drills, right first time) among that level's own last drills; ``last_level``: the
    level played last (0 none).

    A mistake made at least twice comes first; without one, the level of
    :func:`level_to_practise`: passed (80 %, at least 10 drills) points to the next level; else
    keep at it, saying how many more drills it needs when the share is already at the mark.
    """
    if recent == 0:
        return Advice(
            _("Start with level 1: a main pot and one side pot. Your progress shows here as you play."), (), 1
        )
    codes = weak_codes(counts)
    repeated = [c for c in codes if counts[c] >= 2]
    if repeated:
        first = TOPICS[repeated[0]]
        text = ngettext(
            "Practise your weak spots: you {mistake} {count} times in your last {recent} drill.",
            "Practise your weak spots: you {mistake} {count} times in your last {recent} drills.",
            recent,
        ).format(mistake=_(first.mistake), count=counts[first.code], recent=recent)
        if len(repeated) > 1:
            others = "; ".join(
                _("{mistake} ({count}×)").format(mistake=_(TOPICS[c].mistake), count=counts[c])
                for c in repeated[1:]
            )
            text = _("{advice} Also: {others}.").format(advice=text, others=others)
        return Advice(text, tuple(repeated), None)
    level = level_to_practise(by_level, last_level)
    n, right = by_level.get(level, (0, 0))
    share = right / n if n else 0.0
    if level_passed(n, right):
        if level < LEVELS[-1]:
            return Advice(
                _(
                    "Right first time {share} at level {level} over your last {n} drills: "
                    "move up to level {next}."
                ).format(share=f"{share:.0%}", level=level, n=n, next=level + 1),
                (),
                level + 1,
            )
        return Advice(
            _(
                "Right first time {share} at level {level}: keep your streak going, and try showdown drills."
            ).format(share=f"{share:.0%}", level=level),
            (),
            level,
        )
    if n and share >= PASS_SHARE:  # at the mark, over too few drills to tell
        more = PASS_DRILLS - n
        return Advice(
            ngettext(
                "Level {level}: {share} right first time over {n} drill so far: {more} more at the 80 % "
                "bar to move up.",
                "Level {level}: {share} right first time over {n} drills so far: {more} more at the 80 % "
                "bar to move up.",
                n,
            ).format(level=level, share=f"{share:.0%}", n=n, more=more),
            tuple(codes),
            level,
        )
    return Advice(
        ngettext(
            "Keep practising level {level}: {share} right first time over your last {n} drill "
            "(the bar is 80 %).",
            "Keep practising level {level}: {share} right first time over your last {n} drills "
            "(the bar is 80 %).",
            n,
        ).format(level=level, share=f"{share:.0%}", n=n),
        tuple(codes),
        level,
    )


@dataclass(frozen=True)
class WeakSpotDrill:
    """A drill dealt for a weak spot: the ``drill`` (titled with what it practises), the
    mistake ``code`` it aims at and ``why`` it was chosen, in one sentence."""

    drill: Drill
    code: str
    why: str


def _find(aim: str, rng: random.Random, tries: int = 300) -> Drill:
    """A generated drill with the feature ``aim`` (a key of :data:`AIMS`), found by seed."""
    levels, test = AIMS[aim]
    drill = None
    for _try in range(tries):
        drill = drill_for_seed(rng.choice(levels), rng.randrange(SEED_SPACE))
        if test(drill):
            return drill
    assert drill is not None
    return drill  # very unlikely: the last one dealt


def weak_spot_drills(
    counts: Mapping[str, int], recent: int, rng: random.Random, count: int = 6
) -> list[WeakSpotDrill]:
    """``count`` drills aimed at the trainee's most frequent recent mistakes (:func:`weak_codes`),
    shared out by how often each was made, each titled with what it practises and with why it was
    chosen.

    Raises:
        ValueError: no mistakes to aim at (``counts`` empty of known codes).
    """
    codes = weak_codes(counts)
    if not codes:
        raise ValueError(_("No mistakes in your recent drills: there is no weak spot to practise."))
    weights = Counter({c: counts[c] for c in codes})
    total = sum(weights.values())
    plan: list[str] = []
    for code in codes:
        plan += [code] * max(1, round(count * weights[code] / total))
    plan = plan[:count]
    while len(plan) < count:
        plan.append(codes[len(plan) % len(codes)])
    out = []
    for code in plan:
        topic = TOPICS[code]
        why = ngettext(
            "Chosen because you {mistake} {count} time in your last {recent} drills: this drill has "
            "{practice} ({rule}).",
            "Chosen because you {mistake} {count} times in your last {recent} drills: this drill has "
            "{practice} ({rule}).",
            counts[code],
        ).format(
            mistake=_(topic.mistake),
            count=counts[code],
            recent=recent,
            practice=_(topic.practice),
            rule=topic.rule,
        )
        if topic.aim.startswith("showdown:"):
            drill = showdown_drill(topic.aim.split(":", 1)[1], rng)
        else:
            drill = _find(topic.aim, rng)
        title = _("Weak spot: {practice}").format(practice=_(topic.practice))
        out.append(WeakSpotDrill(replace(drill, title=title), code, why))
    return out
