"""An independent legality check of a drill, written apart from the generator (tests only).

It knows nothing of how a drill was made; it reads the frozen table and lists every way it
could not have come from real betting at those stakes.
"""

from __future__ import annotations

from dealer_trainer.drills.models import Drill

_VALID_CARD = {r + s for r in "23456789TJQKA" for s in "shdc"}


def _cards(text: str) -> list[str]:
    return [text[i : i + 2] for i in range(0, len(text), 2)]


def legality_problems(drill: Drill) -> list[str]:
    """Every problem found (empty when the drill is a legal, finished all-in table)."""
    problems: list[str] = []
    bad = problems.append
    seats = drill.seats
    n = len(seats)
    stakes = drill.stakes
    sb, bb, unit = stakes.small_blind, stakes.big_blind, drill.unit
    names = [s.name for s in seats]
    if len(set(names)) != n:
        bad("seat names repeat")
    if not 2 <= n <= 10:
        bad(f"{n} seats")
    button = names.index(drill.button)
    sb_i = button if n == 2 else (button + 1) % n
    bb_i = (button + 1) % n if n == 2 else (button + 2) % n
    if seats[button].position != "BTN" or seats[bb_i].position != "BB":
        bad("button or big blind label in the wrong seat")
    if n > 2 and seats[sb_i].position != "SB":
        bad("small blind label in the wrong seat")
    if len({s.position for s in seats}) != n:
        bad("position labels repeat")
    chip_values = set(drill.chips.values)
    if sb % unit or bb % unit or stakes.ante % unit or unit < drill.chips.smallest:
        bad("stakes not made of the unit")
    for s in seats:
        total = sum(v * c for v, c in s.chips.items())
        if total != s.committed:
            bad(f"{s.name}: chips {total} != committed {s.committed}")
        if any(v not in chip_values or v < unit for v, c in s.chips.items() if c):
            bad(f"{s.name}: chip below the unit or not in the set")
        if s.committed % unit or s.stack % unit:
            bad(f"{s.name}: amount not a multiple of the unit")
        if s.stack < 0 or s.committed < 0:
            bad(f"{s.name}: negative")
        if s.all_in and (s.folded or s.stack != 0):
            bad(f"{s.name}: all-in with chips behind or folded")
        if not s.all_in and s.stack == 0:
            bad(f"{s.name}: no chips behind but not all-in")
    top = max(s.committed for s in seats)
    for s in seats:
        if s.folded:
            if s.committed >= top:
                bad(f"{s.name}: folded while holding the top bet")
        elif not s.all_in and s.committed != top:
            bad(f"{s.name}: still in, not all-in, has not matched the top bet {top}")
    for i, s in enumerate(seats):
        blind = sb if i == sb_i else bb if i == bb_i else 0
        if blind:
            if s.committed < blind and not s.all_in:
                bad(f"{s.name}: blind posted short but not all-in")
        elif 0 < s.committed < bb and not s.all_in:
            bad(f"{s.name}: put in less than the big blind without being all-in")
    # forced dead money
    fmt = stakes.ante_format
    bb_seat = seats[bb_i]
    if fmt == "big_blind":
        if drill.dead > stakes.ante:
            bad("more dead money than the big-blind ante")
        if drill.dead < stakes.ante and not bb_seat.all_in:
            bad("big-blind ante short but the big blind is not all-in")
        if bb_seat.committed < bb and drill.dead:
            bad("short big blind also paid an ante (big blind first, TDA 2024 RP-11)")
    elif fmt == "per_player":
        if drill.dead != stakes.ante * n:
            bad("per-player antes do not add up")
    elif drill.dead % sb:
        bad("dead money that is not dead small blinds")
    if sum(c * v for v, c in drill.dead_chips.items()) != drill.dead:
        bad("dead chips do not total the dead money")
    # cards
    live = [s for s in seats if not s.folded]
    if drill.board:
        cards = _cards(drill.board)
        for s in live:
            hole = _cards(s.hole)
            if len(hole) != 2:
                bad(f"{s.name}: {len(hole)} hole cards")
            cards += hole
        if len(_cards(drill.board)) != 5:
            bad("board is not five cards")
        if len(set(cards)) != len(cards) or not set(cards) <= _VALID_CARD:
            bad("cards repeat or are not cards")
    # realistic stacks: starting stacks in big blinds
    limit = 70 if stakes.kind == "tournament" else 260
    for s in seats:
        start = s.stack + s.committed + (stakes.ante if fmt == "per_player" else 0)
        if start > limit * bb:
            bad(f"{s.name}: started with {start / bb:.0f} big blinds")
    return problems


def all_in_levels(drill: Drill) -> set[int]:
    """Distinct called totals of the all-in seats (the pot boundaries they make)."""
    totals = sorted((s.committed for s in drill.seats), reverse=True)
    top, second = totals[0], totals[1]
    called = {s.name: min(s.committed, second) if s.committed == top else s.committed for s in drill.seats}
    return {called[s.name] for s in drill.seats if s.all_in}
