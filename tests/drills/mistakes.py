"""Builds with exactly one dealer mistake of table-ux.md, made from a drill's right build.

Each maker returns ``(build, piles named)`` or None when the drill has no such situation. The
builds are :class:`Build` values: ``from`` is kept where the mistake is one that only
provenance can name, and dropped (totals only) where the issue's canonical case says so.
"""

from __future__ import annotations

from collections.abc import Callable

from dealer_trainer.drills.checking import DEAD, Build, BuildPot
from dealer_trainer.drills.models import Drill

Made = tuple[Build, tuple[str, ...]] | None


def right_build(drill: Drill) -> tuple[list[dict[str, int]], dict[str, int]]:
    """The engine's pots as origin maps (main pot first) and the returns."""
    s = drill.settlement()
    pots = []
    for pot in s.pots:
        origins = dict(pot.shares)
        if pot.dead:
            origins[DEAD] = pot.dead
        pots.append(origins)
    returned = {s.returned.seat: s.returned.amount} if s.returned else {}
    return pots, returned


def as_build(pots, returned, left=None, with_from=True) -> Build:
    return Build(
        tuple(BuildPot(sum(p.values()), dict(p) if with_from else None) for p in pots),
        {k: v for k, v in returned.items() if v},
        {k: v for k, v in (left or {}).items() if v},
    )


def _move(pots, origin, chips, src, dst):
    pots[src][origin] = pots[src].get(origin, 0) - chips
    pots[dst][origin] = pots[dst].get(origin, 0) + chips
    for p in (pots[src], pots[dst]):
        for k in [k for k, v in p.items() if not v]:
            del p[k]


def pots_merged(drill: Drill) -> Made:
    pots, ret = right_build(drill)
    if len(pots) < 2:
        return None
    k = len(pots) - 1
    for o, c in pots.pop(k).items():
        pots[k - 1][o] = pots[k - 1].get(o, 0) + c
    return as_build(pots, ret, with_from=False), (f"pot:{k - 1}", f"pot:{k}")


def uncalled_in_pot(drill: Drill) -> Made:
    pots, ret = right_build(drill)
    if not ret:
        return None
    ((seat, chips),) = ret.items()
    pots[-1][seat] = pots[-1].get(seat, 0) + chips
    return as_build(pots, {}, with_from=False), (f"pot:{len(pots) - 1}", f"return:{seat}")


def called_chips_returned(drill: Drill) -> Made:
    pots, ret = right_build(drill)
    if not ret:
        return None
    ((seat, chips),) = ret.items()
    share = pots[-1].get(seat, 0)
    if share < 2:
        return None
    extra = share // 2
    pots[-1][seat] -= extra
    return as_build(pots, {seat: chips + extra}, with_from=False), (f"return:{seat}", f"pot:{len(pots) - 1}")


def live_chips_left(drill: Drill) -> Made:
    pots, ret = right_build(drill)
    s = drill.settlement()
    seat = next((x for x in s.pots[-1].eligible if pots[-1].get(x, 0) >= 2), None)
    if seat is None:
        return None
    part = pots[-1][seat] // 2
    pots[-1][seat] -= part
    return as_build(pots, ret, {seat: part}, with_from=False), (f"front:{seat}", f"pot:{len(pots) - 1}")


def folded_chips_left(drill: Drill) -> Made:
    pots, ret = right_build(drill)
    folded = [s.name for s in drill.seats if s.folded and pots[0].get(s.name)]
    if not folded:
        return None
    seat = folded[0]
    if any(p.get(seat) for p in pots[1:]):  # only the main-pot share is left: keep it simple
        return None
    chips = pots[0].pop(seat)
    return as_build(pots, ret, {seat: chips}), (f"front:{seat}", "pot:0")


def dead_money_missing(drill: Drill) -> Made:
    pots, ret = right_build(drill)
    if not pots[0].get(DEAD):
        return None
    chips = pots[0].pop(DEAD)
    return as_build(pots, ret, {DEAD: chips}), ("dead", "pot:0")


def dead_money_in_side_pot(drill: Drill) -> Made:
    pots, ret = right_build(drill)
    if not pots[0].get(DEAD) or len(pots) < 2:
        return None
    _move(pots, DEAD, pots[0][DEAD], 0, 1)
    return as_build(pots, ret), ("pot:1", "pot:0")


def wrong_level(drill: Drill) -> Made:
    """The main pot cut one unit of the drill below its all-in level, the rest in side pot 1."""
    s = drill.settlement()
    if len(s.pots) < 2:
        return None
    pots, ret = right_build(drill)
    main = s.pots[0]
    cut = main.upper - drill.unit
    if cut <= 0:
        return None
    for seat, share in list(pots[0].items()):
        if seat == DEAD:
            continue
        above = max(0, share - cut)
        if above:
            _move(pots, seat, above, 0, 1)
    return as_build(pots, ret), ("pot:0", "pot:1")


def share_too_large(drill: Drill) -> Made:
    """A seat eligible for side pot 1 puts part of its side-pot share into the main pot."""
    s = drill.settlement()
    if len(s.pots) < 2:
        return None
    pots, ret = right_build(drill)
    seat = next((x for x in s.pots[1].eligible if pots[1].get(x, 0) >= 2), None)
    if seat is None:
        return None
    chips = pots[1][seat] // 2
    _move(pots, seat, chips, 1, 0)
    return as_build(pots, ret), ("pot:0", "pot:1")


def chips_from_ineligible_seat(drill: Drill) -> Made:
    """A live seat capped at the main pot has some of its chips put in side pot 1."""
    s = drill.settlement()
    if len(s.pots) < 2:
        return None
    pots, ret = right_build(drill)
    seat = next(
        (x for x in s.pots[0].eligible if x not in s.pots[1].eligible and pots[0].get(x, 0) >= 2), None
    )
    if seat is None:
        return None
    chips = pots[0][seat] // 2
    _move(pots, seat, chips, 0, 1)
    return as_build(pots, ret), ("pot:1", "pot:0")


def folded_chips_not_cut(drill: Drill) -> Made:
    """A folded seat whose chips reach side pot 1 has them all put in the main pot."""
    pots, ret = right_build(drill)
    if len(pots) < 2:
        return None
    seat = next((s.name for s in drill.seats if s.folded and pots[1].get(s.name)), None)
    if seat is None:
        return None
    _move(pots, seat, pots[1][seat], 1, 0)
    return as_build(pots, ret), ("pot:0", "pot:1")


def pot_at_folded_level(drill: Drill) -> Made:
    """A pot split at a folded seat's total that lies strictly inside a layer."""
    s = drill.settlement()
    pots, ret = right_build(drill)
    totals = dict(drill.hand.contributions)
    if s.returned:
        totals[s.returned.seat] -= s.returned.amount
    live_levels = {p.upper for p in s.pots}
    for index, pot in enumerate(s.pots[:-1]):
        for seat in drill.seats:
            level = totals.get(seat.name, 0)
            if seat.folded and pot.lower < level < pot.upper and level not in live_levels:
                lower: dict[str, int] = {}
                upper: dict[str, int] = {}
                for origin, share in pots[index].items():
                    if origin == DEAD:
                        lower[DEAD] = share
                        continue
                    start = pot.lower
                    low = max(0, min(start + share, level) - start)
                    if low:
                        lower[origin] = low
                    if share - low:
                        upper[origin] = share - low
                pots[index : index + 1] = [lower, upper]
                return as_build(pots, ret), (f"pot:{index}", f"pot:{index + 1}")
    return None


def uncalled_left_in_front(drill: Drill) -> Made:
    pots, ret = right_build(drill)
    if not ret:
        return None
    return as_build(pots, {}, ret), tuple(f"return:{s}" for s in ret)


def missing_pot(drill: Drill) -> Made:
    """The last side pot never built: its chips left in front of their owners."""
    pots, ret = right_build(drill)
    if len(pots) < 2 or DEAD in pots[-1]:
        return None
    left = pots.pop()
    return as_build(pots, ret, left, with_from=False), (f"pot:{len(pots)}",)


def amount_off(drill: Drill) -> Made:
    """One chip unit of the main pot put in side pot 1 (totals only, no level explains it)."""
    pots, ret = right_build(drill)
    if len(pots) < 2:
        return None
    s = drill.settlement()
    if len(s.pots[0].shares) < 2:
        return None
    seat = next(o for o, c in pots[0].items() if o != DEAD and c)
    _move(pots, seat, 1, 0, 1)
    return as_build(pots, ret, with_from=False), ("pot:1", "pot:0")


#: code -> maker, for the build mistakes of table-ux.md 1-12 and the uncalled/missing cases.
MAKERS: dict[str, Callable[[Drill], Made]] = {
    "amount_off": amount_off,
    "share_too_large": share_too_large,
    "chips_from_ineligible_seat": chips_from_ineligible_seat,
    "folded_chips_left": folded_chips_left,
    "folded_chips_not_cut": folded_chips_not_cut,
    "dead_money_missing": dead_money_missing,
    "dead_money_in_side_pot": dead_money_in_side_pot,
    "uncalled_in_pot": uncalled_in_pot,
    "called_chips_returned": called_chips_returned,
    "pots_merged": pots_merged,
    "pot_at_folded_level": pot_at_folded_level,
    "wrong_level": wrong_level,
    "live_chips_left": live_chips_left,
    "uncalled_left_in_front": uncalled_left_in_front,
    "missing_pot": missing_pot,
}
