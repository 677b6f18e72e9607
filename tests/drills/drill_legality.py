"""An independent legality check of a drill, written apart from the generator (tests only).

It knows nothing of how a drill was made; it reads the frozen table and lists every way it
could not have come from real betting at those stakes.
"""

from __future__ import annotations

from dealer_trainer.drills.codes import decode_version
from dealer_trainer.drills.models import Drill
from dealer_trainer.engine.showdown import HOLE_COUNT

_VALID_CARD = {r + s for r in "23456789TJQKA" for s in "shdc"}


def _cards(text: str) -> list[str]:
    return [text[i : i + 2] for i in range(0, len(text), 2)]


def live_antes(drill: Drill) -> bool:
    """True when the drill's per-player antes are each seat's own chips (generator version 2
    and hand-made drills without dead money); version 1 dealt them as dead money."""
    if drill.stakes.ante_format != "per_player":
        return False
    if drill.code:
        return decode_version(drill.code)[2] >= 2
    return drill.dead == 0


def legality_problems(drill: Drill) -> list[str]:
    """Every problem found (empty when the drill is a legal, finished all-in table)."""
    problems: list[str] = []
    live = live_antes(drill)
    ante_in = {s.name: min(drill.stakes.ante, s.committed) if live else 0 for s in drill.seats}
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
        bet = s.committed - ante_in[s.name]  # the ante is no part of the bet
        if blind:
            if bet < blind and not s.all_in:
                bad(f"{s.name}: blind posted short but not all-in")
        elif 0 < bet < bb and not s.all_in:
            bad(f"{s.name}: put in less than the big blind without being all-in")
        if live and ante_in[s.name] < drill.stakes.ante and not s.all_in:
            bad(f"{s.name}: paid part of the ante without being all-in")
        if live and s.committed > ante_in[s.name] and ante_in[s.name] < drill.stakes.ante:
            bad(f"{s.name}: put in a blind or a bet before the whole ante (ante first)")
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
        if drill.dead != (0 if live else stakes.ante * n):
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
            if len(hole) != HOLE_COUNT[drill.game]:  # 4 in pot-limit Omaha (code version 3)
                bad(f"{s.name}: {len(hole)} hole cards")
            cards += hole
        if len(_cards(drill.board)) != 5:
            bad("board is not five cards")
        if len(set(cards)) != len(cards) or not set(cards) <= _VALID_CARD:
            bad("cards repeat or are not cards")
    # realistic stacks: starting stacks in big blinds
    limit = 70 if stakes.kind == "tournament" else 260
    for s in seats:
        start = s.stack + s.committed + (stakes.ante if fmt == "per_player" and not live else 0)
        if start > limit * bb:
            bad(f"{s.name}: started with {start / bb:.0f} big blinds")
    return problems


def all_in_levels(drill: Drill) -> set[int]:
    """Distinct called totals of the all-in seats (the pot boundaries they make)."""
    totals = sorted((s.committed for s in drill.seats), reverse=True)
    top, second = totals[0], totals[1]
    called = {s.name: min(s.committed, second) if s.committed == top else s.committed for s in drill.seats}
    return {called[s.name] for s in drill.seats if s.all_in}


DEAD_KINDS = {"ante", "big_blind_ante", "dead_small_blind"}


def referee_problems(drill: Drill, actions: tuple[tuple[str, str, str, int], ...]) -> list[str]:
    """Replay the hand action by action with the betting rules; list every illegal step.

    Rules: forced bets match the stakes (ante first for per-player antes, big blind before the
    big-blind ante); each seat acts in turn clockwise; a fold faces a bet; a call is the amount
    to call or the whole stack; a bet or raise is at least the last full raise unless it is
    all-in, is made only when the betting is open to that seat (it has not acted, or faces at
    least a full raise since) and only while someone else can still answer it; the final
    stacks, totals, folds and all-ins are the drill's.
    """
    problems: list[str] = []
    bad = problems.append
    names = [s.name for s in drill.seats]
    n = len(names)
    seat_of = {s.name: s for s in drill.seats}
    stakes = drill.stakes
    sb, bb, ante = stakes.small_blind, stakes.big_blind, stakes.ante
    button = names.index(drill.button)
    sb_i = button if n == 2 else (button + 1) % n
    bb_i = (button + 1) % n if n == 2 else (button + 2) % n
    paid: dict[str, int] = dict.fromkeys(names, 0)
    for _street, seat, _kind, chips in actions:
        paid[seat] += chips
    stack = {name: seat_of[name].stack + paid[name] for name in names}  # starting stacks
    total = dict.fromkeys(names, 0)
    bet = dict.fromkeys(names, 0)
    dead = 0
    folded: set[str] = set()
    index = 0

    def put(name: str, chips: int) -> None:
        stack[name] -= chips
        total[name] += chips
        bet[name] += chips

    # forced bets
    while index < len(actions) and actions[index][2] not in ("fold", "check", "call", "raise"):
        street, name, kind, chips = actions[index]
        index += 1
        if kind == "ante":
            if chips != min(ante, stack[name]) or stakes.ante_format != "per_player":
                bad(f"{name}: ante {chips}")
            if any(b for b in bet.values()):
                bad(f"{name}: ante posted after a blind (ante first)")
            stack[name] -= chips
            if live_antes(drill):
                total[name] += chips  # the seat's own chips, not part of its bet
            else:
                dead += chips
        elif kind == "small_blind":
            if names.index(name) != sb_i or chips != min(sb, stack[name]):
                bad(f"{name}: small blind {chips}")
            put(name, chips)
        elif kind == "big_blind":
            if names.index(name) != bb_i or chips != min(bb, stack[name]):
                bad(f"{name}: big blind {chips}")
            put(name, chips)
        elif kind == "big_blind_ante":
            if names.index(name) != bb_i or chips != min(ante, stack[name]) or bet[name] != bb:
                bad(f"{name}: big-blind ante {chips} (the big blind comes first)")
            stack[name] -= chips
            dead += chips
        elif kind == "missed_big_blind":
            if names.index(name) in (sb_i, bb_i, button) or chips != bb or stakes.kind != "cash":
                bad(f"{name}: missed big blind {chips}")
            put(name, chips)
        elif kind == "dead_small_blind":
            if chips != sb or bet[name] != bb:
                bad(f"{name}: dead small blind {chips}")
            stack[name] -= chips
            dead += chips
        else:
            bad(f"{name}: unknown forced bet {kind}")
    no_bba = not any(a[2] == "big_blind_ante" for a in actions)
    if stakes.ante_format == "big_blind" and no_bba and stack[names[bb_i]] > 0:
        bad("the big blind had chips left but posted no big-blind ante")

    def can_act(name: str) -> bool:
        return name not in folded and stack[name] > 0

    for street in ("preflop", "flop", "turn", "river"):  # turn and river: pot-limit Omaha hands
        steps = [a for a in actions[index:] if a[0] == street]
        index += len(steps)
        if street != "preflop":
            if not steps:
                continue
            if sum(1 for name in names if can_act(name)) < 2:
                bad(f"a {street} was bet with fewer than two seats able to bet")
            bet = dict.fromkeys(names, 0)
        current = bb if street == "preflop" else 0
        last_full = bb
        acted: dict[str, int] = {}
        pointer = (button if n == 2 else (button + 3) % n) if street == "preflop" else (button + 1) % n
        for _street, name, kind, chips in steps:
            expected = None
            for k in range(n):
                candidate = names[(pointer + k) % n]
                if can_act(candidate) and (candidate not in acted or bet[candidate] < current):
                    expected = candidate
                    break
            if name != expected:
                bad(f"{street}: {name} acted but it was {expected}'s turn")
                return problems
            to_call = current - bet[name]
            if kind == "fold":
                if to_call <= 0:
                    bad(f"{name} folded facing no bet")
                folded.add(name)
            elif kind == "check":
                if to_call != 0 or chips:
                    bad(f"{name} checked facing {to_call}")
            elif kind == "call":
                if chips != min(to_call, stack[name]) or chips <= 0:
                    bad(f"{name} called {chips}, to call {to_call}")
                put(name, chips)
            elif kind == "raise":
                new = bet[name] + chips
                open_to_raise = name not in acted or current - acted[name] >= last_full
                others = any(can_act(o) for o in names if o != name)
                all_in = chips == stack[name]
                if chips > stack[name] or new <= current:
                    bad(f"{name} raised to {new} over {current}")
                if not open_to_raise:
                    bad(f"{name} raised when the betting was not reopened for them")
                if not others:
                    bad(f"{name} raised with nobody left to answer")
                if new - current < last_full and not all_in:
                    bad(f"{name} raised by {new - current}, less than the full raise {last_full}")
                if new - current >= last_full:
                    last_full = new - current
                current = max(current, new)
                put(name, chips)
            else:
                bad(f"{name}: unknown action {kind}")
            acted[name] = current
            pointer = (names.index(name) + 1) % n
            if sum(1 for o in names if o not in folded) == 1 and drill.flop:
                # a raised pot nobody called is a drill only where it teaches no flop, no drop
                bad("everyone folded to one seat: there are no pots to build")
        for name in names:
            owes = can_act(name) and (name not in acted or bet[name] < current)
            if owes and (street == "preflop" or steps):
                bad(f"{street}: {name} still had to act")
    if index != len(actions):
        bad("actions after the river")
    for name in names:
        seat = seat_of[name]
        if total[name] != seat.committed or stack[name] != seat.stack:
            bad(f"{name}: replay gives {total[name]} in, {stack[name]} behind")
        if (name in folded) != seat.folded or (stack[name] == 0 and name not in folded) != seat.all_in:
            bad(f"{name}: folded/all-in state differs from the replay")
    if dead != drill.dead:
        bad(f"dead money {drill.dead}, replay gives {dead}")
    return problems
