"""The house's drop in a build: the rake and the jackpot drop the trainee took, against the room's
rules (no Qt).

A build may hold ``rake`` and ``jackpot`` (the chips dropped); its pots then hold what stays after
the drop (formats.md §5). :func:`drop_mistakes` names each wrong drop (``rake_wrong``,
``rake_no_flop``, ``jackpot_wrong``) with where its chips came from, and puts them back, so that
the search for the pots' own mistakes (:mod:`.search`) sees the pots before the drop. The words
of the arithmetic (:func:`rake_reason`, :func:`jackpot_reason`) are quoted by the diagnoses.
Rules: docs/rules.md#rake, docs/rules.md#jackpot-drop.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from fractions import Fraction
from typing import TYPE_CHECKING, Any

from dealer_trainer.drills.checking.model import Build, BuildPot
from dealer_trainer.drills.checking.states import Op
from dealer_trainer.drills.piles import DEAD, JACKPOT, MIDDLE, RAKE, front_pile, pot_pile, return_pile
from dealer_trainer.engine import Settlement
from dealer_trainer.engine.runs import RoomMoney
from dealer_trainer.i18n import _

if TYPE_CHECKING:
    from dealer_trainer.drills.models import Drill

Money = Callable[[int], str]


def _percent(value: Fraction) -> str:
    return str(value.numerator) if value.denominator == 1 else str(float(value))


def rake_reason(room: RoomMoney | None, total: int, unit: int, f: Money) -> str:
    """How the rake of pots holding ``total`` chips is worked out, in words: ``"10% of the 57 in
    the pots is 5"``, with the cap and the unit when they count; "no flop, no drop"; no rake."""
    schedule = room.rake if room else None
    if room is None or schedule is None:
        return _("this hand has no rake")
    if schedule.no_flop_no_drop and not room.flop:
        return _("no flop was dealt, and this room takes no rake without a flop (no flop, no drop)")
    if schedule.percent is not None:
        base = int(schedule.percent * total // 100)
        text = _("{percent}% of the {total} in the pots (returned chips not counted) is {base}").format(
            percent=_percent(schedule.percent), total=f(total), base=f(base)
        )
    else:
        reached = [step for step in schedule.steps if total >= step[0]]
        if not reached:
            return _("the pots hold {total}, below the first step of {step}: no rake").format(
                total=f(total), step=f(schedule.steps[0][0])
            )
        base = reached[-1][1]
        text = _(
            "the pots hold {total} (returned chips not counted), which reaches the step of {step}: {base}"
        ).format(total=f(total), step=f(reached[-1][0]), base=f(base))
    if schedule.cap is not None and base > schedule.cap:
        text += _(", held to the cap of {cap}").format(cap=f(schedule.cap))
        base = schedule.cap
    if unit > 1 and base % unit:
        text += _(", rounded down to a multiple of {unit}: {rake}").format(
            unit=f(unit), rake=f(base - base % unit)
        )
    return text


def jackpot_reason(room: RoomMoney | None, total: int, f: Money) -> str:
    """Why the jackpot drop is what it is, in words (``total``: the pots before the rake)."""
    jackpot = room.jackpot if room else None
    if room is None or jackpot is None:
        return _("this hand has no jackpot drop")
    if not room.flop:
        return _("no flop was dealt: nothing is dropped for the jackpot")
    if total < jackpot.min_pot:
        return _(
            "the pots hold {total}, below the {min_pot} a pot needs for the drop: nothing is dropped"
        ).format(total=f(total), min_pot=f(jackpot.min_pot))
    return _("a flop was dealt and the pots hold {total}, at least {min_pot}: the drop is {drop}").format(
        total=f(total), min_pot=f(jackpot.min_pot), drop=f(jackpot.drop)
    )


def _merged(moves: list[tuple[str, int]]) -> list[tuple[str, int]]:
    """``moves`` with the chips of each pile summed, in the order the piles first appear (one
    "2 back into the Main pot", not "1 ... and 1 ..." for the same pile)."""
    out: dict[str, int] = {}
    for pile, chips in moves:
        out[pile] = out.get(pile, 0) + chips
    return list(out.items())


def _put_back(
    chips: int, pots: list[int], want: list[int], returned: dict[str, int], back: Any
) -> list[tuple[str, int]]:
    """Put ``chips`` dropped too many back where they are missing: the uncalled bet first (the
    rake never comes from it), then each short pot, main pot first. Returns (pile, chips) moved."""
    moves: list[tuple[str, int]] = []
    if back is not None and returned.get(back.seat, 0) < back.amount:
        x = min(chips, back.amount - returned.get(back.seat, 0))
        returned[back.seat] = returned.get(back.seat, 0) + x
        moves.append((return_pile(back.seat), x))
        chips -= x
    for i in range(len(pots)):
        short = (want[i] if i < len(want) else 0) - pots[i]
        if chips and short > 0:
            x = min(chips, short)
            pots[i] += x
            moves.append((pot_pile(i), x))
            chips -= x
    if chips:
        if not pots:
            pots.append(0)
        pots[0] += chips
        moves.append((pot_pile(0), chips))
    return _merged(moves)


def _take_out(
    chips: int, pots: list[int], want: list[int], returned: dict[str, int], left: dict[str, int]
) -> list[tuple[str, int]]:
    """Take ``chips`` dropped too few out of where they still are: the pots that hold too much
    (main pot first), the chips left in front, any pot, the returns. Returns (pile, chips) moved."""
    moves: list[tuple[str, int]] = []

    def take(piles: dict[Any, int], name: Callable[[Any], str], keep: Callable[[Any], int]) -> None:
        nonlocal chips
        for key in list(piles):
            x = min(chips, piles[key] - keep(key))
            if x > 0:
                piles[key] -= x
                moves.append((name(key), x))
                chips -= x

    in_pots = dict(enumerate(pots))
    take(in_pots, pot_pile, lambda i: want[i] if i < len(want) else 0)
    take(left, lambda o: MIDDLE if o == DEAD else front_pile(o), lambda o: 0)
    take(in_pots, pot_pile, lambda i: 0)
    take(returned, return_pile, lambda o: 0)
    pots[:] = [in_pots[i] for i in range(len(pots))]
    return _merged(moves)


def _rake_code(
    room: RoomMoney | None,
    have: int,
    want: int,
    moves: list[tuple[str, int]],
    total: int,
    returned: int,
    unit: int,
) -> tuple[str, str]:
    """The code and variant of a wrong rake of ``have`` chips where ``want`` is right."""
    schedule = room.rake if room else None
    if schedule is not None and room is not None and schedule.no_flop_no_drop and not room.flop:
        return "rake_no_flop", ""
    if have < want:
        return "rake_wrong", "little"
    if any(pile.startswith("return:") for pile, _x in moves):
        return "rake_wrong", "returned"
    if schedule is not None and schedule.cap is not None and have > schedule.cap:
        return "rake_wrong", "cap"
    if schedule is not None and returned and schedule.amount(total + returned, True, unit) == have:
        return "rake_wrong", "counted"
    return "rake_wrong", "much"


def _from_wrong_pot(
    settlement: Settlement, pots: list[int], want: list[int], returned: dict[str, int], left: dict[str, int]
) -> list[Op]:
    """The right drop taken from a later pot instead of the pot it comes from (main pot first):
    the only piles off are a pot that dropped ``x`` too little and a later pot ``x`` short, with
    ``x`` at most that pot's drop. Puts the chips back; one Op (or none)."""
    back = settlement.returned
    if left or returned != ({back.seat: back.amount} if back else {}) or len(pots) != len(want):
        return []
    off = [(i, have - right) for i, (have, right) in enumerate(zip(pots, want, strict=True)) if have != right]
    if len(off) != 2 or off[0][1] <= 0 or off[0][1] + off[1][1]:
        return []
    (src, x), (dst, _short) = off
    drop = settlement.drops[src]
    if x > drop.rake + drop.jackpot:
        return []
    pots[src] -= x
    pots[dst] += x
    # the jackpot drop is taken after the rake: the last chips taken from a pot are the drop's
    kind = "jackpot" if x <= drop.jackpot else "rake"
    both = kind == "rake" and drop.jackpot > 0  # chips of the rake and of the jackpot drop
    right = settlement.jackpot if kind == "jackpot" else settlement.rake
    code = f"{kind}_wrong"
    values = (
        ("have", right),
        ("want", right),
        ("variant", "pot"),
        ("moves", ((pot_pile(dst), x),)),
        ("pile", RAKE if kind == "rake" else JACKPOT),
        ("from", pot_pile(src)),
        ("amount", x),
        ("both", both),
    )
    return [Op(code, values)]


def _from_returned(
    settlement: Settlement, build: Build, pots: list[int], want: list[int], returned: dict[str, int]
) -> list[Op]:
    """The right drop taken out of the uncalled bet pushed back instead of the pots: the return
    ``x`` short, the pots ``x`` over in all, none over by more than its own drop and none holding
    chips of the uncalled bet by its ``from``. Puts the chips back; one Op (or none)."""
    back = settlement.returned
    if back is None or build.left or set(returned) - {back.seat} or len(pots) != len(want):
        return []
    x = back.amount - returned.get(back.seat, 0)
    over = [have - right for have, right in zip(pots, want, strict=True)]
    drops = settlement.drops
    if not 0 < x <= settlement.rake + settlement.jackpot or sum(over) != x:
        return []
    for i, extra in enumerate(over):
        origins = build.pots[i].origins
        if extra < 0 or extra > drops[i].rake + drops[i].jackpot:
            return []
        if origins is not None and origins.get(back.seat, 0) > settlement.pots[i].shares.get(back.seat, 0):
            return []  # the pot holds uncalled chips: not the drop's mistake
    src = next(i for i, extra in enumerate(over) if extra)
    for i, extra in enumerate(over):
        pots[i] -= extra
    returned[back.seat] = back.amount
    kind = "jackpot" if x <= settlement.jackpot else "rake"
    values = (
        ("have", settlement.rake if kind == "rake" else settlement.jackpot),
        ("want", settlement.rake if kind == "rake" else settlement.jackpot),
        ("variant", "returned_pot"),
        ("moves", ((return_pile(back.seat), x),)),
        ("pile", RAKE if kind == "rake" else JACKPOT),
        ("from", pot_pile(src)),
        ("amount", x),
        ("both", kind == "rake" and settlement.jackpot > 0),
    )
    return [Op(f"{kind}_wrong", values)]


def _swapped_slot(settlement: Settlement, build: Build) -> Op | None:
    """The right drop with chips of one in the other's slot (the Rake and the Jackpot drop
    together hold what they should): one Op for the slot short of its chips, whose fix moves
    them over from the other slot (variant ``"slot"``); None otherwise."""
    extra = build.rake - settlement.rake
    if not extra or build.jackpot - settlement.jackpot != -extra:
        return None
    kind, have, want, other = (
        ("jackpot", build.jackpot, settlement.jackpot, RAKE)
        if extra > 0
        else ("rake", build.rake, settlement.rake, JACKPOT)
    )
    values = (
        ("have", have),
        ("want", want),
        ("variant", "slot"),
        ("moves", ((other, abs(extra)),)),
        ("pile", RAKE if kind == "rake" else JACKPOT),
    )
    return Op(f"{kind}_wrong", values)


def with_emptied_pots(settlement: Settlement, build: Build) -> Build:
    """``build`` with a pile of 0 for each pot the drop empties, when the build leaves out exactly
    those pots: a pot is what stays after the drop (formats.md §5), and a pot of nothing is no
    pile the dealer builds. Any other build comes back as it is."""
    after = [p.amount - d.rake - d.jackpot for p, d in zip(settlement.pots, settlement.drops, strict=False)]
    kept = [amount for amount in after if amount]
    if not kept or len(kept) == len(after) or len(build.pots) != len(kept):
        return build
    piles = iter(build.pots)
    return replace(build, pots=tuple(next(piles) if amount else BuildPot(0, {}) for amount in after))


def drop_mistakes(settlement: Settlement, build: Build, room: RoomMoney | None) -> tuple[list[Op], Build]:
    """The wrong drops of ``build`` (one :class:`Op` each: ``rake_wrong``, ``rake_no_flop``,
    ``jackpot_wrong``, values ``have``, ``want``, ``variant``, ``moves``: (pile, chips) put back)
    and the build with them put back and every pot before the drop (the engine's pots' terms),
    rake and jackpot 0. Chips are conserved: the result's total is ``build``'s."""
    drops = [d.rake + d.jackpot for d in settlement.drops]
    want = [p.amount - (drops[i] if i < len(drops) else 0) for i, p in enumerate(settlement.pots)]
    pots = [p.amount for p in build.pots]
    returned, left = dict(build.returned), dict(build.left)
    back = settlement.returned
    total = sum(p.amount for p in settlement.pots)
    unit = settlement.hand.unit
    ops: list[Op] = []
    swapped = _swapped_slot(settlement, build)
    if swapped is not None:
        ops.append(swapped)
    for kind, have, right in (
        ("rake", build.rake, settlement.rake),
        ("jackpot", build.jackpot, settlement.jackpot),
    ):
        if have == right or swapped is not None:
            continue
        if have > right:
            moves = _put_back(have - right, pots, want, returned, back)
        else:
            moves = _take_out(right - have, pots, want, returned, left)
        if kind == "rake":
            code, variant = _rake_code(room, have, right, moves, total, back.amount if back else 0, unit)
        else:
            code, variant = "jackpot_wrong", "little" if have < right else "much"
        values = (
            ("have", have),
            ("want", right),
            ("variant", variant),
            ("moves", tuple(moves)),
            ("pile", RAKE if kind == "rake" else JACKPOT),
        )
        ops.append(Op(code, values))
    if not ops and settlement.drops:
        ops += _from_wrong_pot(settlement, pots, want, returned, left)
    if not ops and settlement.drops:
        ops += _from_returned(settlement, build, pots, want, returned)
    touched = {i for i, amount in enumerate(pots) if i >= len(build.pots) or amount != build.pots[i].amount}
    for i, drop in enumerate(drops):
        if drop:
            touched.add(min(i, max(len(pots) - 1, 0)) if pots else 0)
            if not pots:
                pots.append(0)
            pots[min(i, len(pots) - 1)] += drop
    new_pots = tuple(
        BuildPot(amount, None if i in touched or i >= len(build.pots) else build.pots[i].origins)
        for i, amount in enumerate(pots)
    )
    return ops, Build(
        new_pots, {s: c for s, c in returned.items() if c}, {o: c for o, c in left.items() if c}
    )


def room_lines(drill: Drill) -> list[str]:
    """The room's rake and jackpot drop of a drill with a drop, and "no flop" when none was
    dealt (docs/rules.md#rake); no line for a drill without a drop."""
    f, rake, jackpot = drill.stakes.format, drill.rake, drill.jackpot
    out = []
    if rake is not None and rake.percent is not None:
        percent = str(rake.percent.numerator) if rake.percent.denominator == 1 else str(float(rake.percent))
        text = _("Rake: {percent}% of the pots").format(percent=percent)
        out.append(text + (_(", at most {cap}").format(cap=f(rake.cap)) if rake.cap is not None else ""))
    elif rake is not None:
        steps = ", ".join(
            _("{take} from {total}").format(take=f(take), total=f(total)) for total, take in rake.steps
        )
        out.append(_("Rake: posted steps, {steps}").format(steps=steps))
    if jackpot is not None:
        out.append(
            _("Jackpot drop: {drop} from pots of {least} or more").format(
                drop=f(jackpot.drop), least=f(jackpot.min_pot)
            )
        )
    if drill.has_drop and not drill.flop:
        out.append(_("No flop was dealt: no flop, no drop."))
    return out
