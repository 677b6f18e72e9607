"""Hi-lo awards checked (hypothesis; boards run once or twice): the engine's own award, pushed by
half or each seat's whole share at once, always checks right; the same award with one push
changed (chips moved to another seat, or from one half to the other) gets exactly one diagnosis."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from dealer_trainer.commands.check import drill_from_scenario
from dealer_trainer.drills.award_checking import AwardPush, check_award

SETTINGS = settings(max_examples=200, deadline=None)
NAMES = ("Anna", "Bram", "Chris", "Dirk")


@st.composite
def groups(draw, seats):
    place = {s: draw(st.integers(0, 3)) for s in seats}
    return [[s for s in seats if place[s] == p] for p in sorted({place[s] for s in seats})]


@st.composite
def hands(draw):
    n = draw(st.integers(2, 4))
    seats = list(NAMES[:n])
    top = draw(st.integers(2, 60))
    folded = [s for s in seats[1:] if draw(st.integers(0, 4)) == 0][: n - 2]
    contributions = {}
    all_in = []
    for s in seats:
        chips = top if s == seats[0] else draw(st.integers(1, top))
        contributions[s] = chips
        if chips < top and s not in folded:
            all_in.append(s)
    if sum(contributions[s] == top for s in seats if s not in folded) < 2:
        contributions[seats[0]] = max(c for s, c in contributions.items() if s != seats[0])
        top = contributions[seats[0]]
        all_in = [s for s in all_in if contributions[s] < top]
    live = [s for s in seats if s not in folded]

    def showdown():
        lows = [s for s in live if draw(st.booleans())]
        return draw(groups(live)), draw(groups(lows)) if lows else []

    data = {
        "game": draw(st.sampled_from(["omaha-hilo", "stud-hilo"])),
        "seats": seats,
        "button": draw(st.sampled_from(seats)),
        "contributions": contributions,
        "folded": folded,
        "all_in": all_in,
        "dead": draw(st.integers(0, 3)),
    }
    runs = draw(st.integers(1, 2)) if data["game"] == "omaha-hilo" else 1
    if runs == 1:
        data["high_ranking"], data["low_ranking"] = showdown()
        return data
    boards = [showdown() for _ in range(runs)]
    # a board is run twice only when no more betting can take place: all but one player all-in
    at_top = [s for s in live if contributions[s] == top]
    data["all_in"] = [s for s in seats if s in all_in or s in at_top[1:]]
    return data | {"runs": runs, "board_rankings": [{"high": h, "low": lo} for h, lo in boards]}


def engine_pushes(drill, whole=False):
    pushes = []
    for a in drill.settlement().awards:
        half = a.half if a.half in ("high", "low") and not whole else None
        pushes += [AwardPush(a.pot.index, s, c, a.run, half) for s, c in a.to.items()]
    return pushes


@SETTINGS
@given(hands())
def test_the_engine_award_checks_right_by_half_and_whole(data):
    drill = drill_from_scenario(data, "test")
    assert check_award(drill, engine_pushes(drill)).correct
    assert check_award(drill, engine_pushes(drill, whole=True)).correct


@SETTINGS
@given(hands(), st.data())
def test_one_wrong_push_gets_exactly_one_diagnosis(data, draw):
    drill = drill_from_scenario(data, "test")
    pushes = engine_pushes(drill, whole=draw.draw(st.booleans()))
    if not pushes:
        return
    i = draw.draw(st.integers(0, len(pushes) - 1))
    push = pushes[i]
    chips = draw.draw(st.integers(1, push.chips)) if push.chips else 0
    if chips == 0:
        return
    halves = [h for h in ("high", "low") if h != push.half] if push.half else []
    to_half = draw.draw(st.booleans()) and halves
    if to_half:
        moved = AwardPush(push.pot, push.seat, chips, push.run, halves[0])
    else:
        seat = draw.draw(st.sampled_from([s for s in data["seats"] if s != push.seat]))
        moved = AwardPush(push.pot, seat, chips, push.run, push.half)
    wrong = [*pushes[:i], AwardPush(push.pot, push.seat, push.chips - chips, push.run, push.half), moved]
    wrong += pushes[i + 1 :]
    result = check_award(drill, wrong)
    assert len(result.problems) == 1, [p.code for p in result.problems]
