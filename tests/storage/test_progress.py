"""The store's API, the same on every back-end: results survive reopening, a drill with a build
and an award is one drill, trainees own their results, summaries add up."""

from __future__ import annotations

import pytest

from dealer_trainer.storage.progress import DEFAULT_TRAINEE, DrillResult, StoreError


def test_results_survive_reopening_and_summarise(make_store):
    store = make_store()
    store.record(DrillResult("L1-AB", 1, "pots", True, 12.5, finished_at=100.0))
    store.record(
        DrillResult("L1-CD", 1, "pots", False, 30.0, ("amount_off", "uncalled_in_pot"), finished_at=200.0)
    )
    store.record(DrillResult("L2-EF", 2, "pots", False, 40.0, ("amount_off",), finished_at=300.0))
    store.close()
    again = make_store()
    assert [r.code for r in again.results()] == ["L2-EF", "L1-CD", "L1-AB"]
    level1, level2 = again.summary()
    assert (level1.level, level1.drills, level1.right_first_time, level1.mean_seconds) == (1, 2, 1, 21.25)
    assert level1.common_mistakes == (("amount_off", 1), ("uncalled_in_pot", 1))
    assert (level2.drills, level2.right_first_time) == (1, 0)
    assert again.trainees() == [DEFAULT_TRAINEE]


def test_the_award_of_a_drill_replaces_its_build_so_it_counts_once(store):
    build = store.record(DrillResult("L2-XY", 2, "pots", True, 40.0), "Ana")
    award = DrillResult("L2-XY", 2, "pots_and_award", False, 55.0, ("wrong_split",), uid=build.uid)
    store.record(award, "Ana")
    (only,) = store.results(trainee="Ana")
    assert store.count("Ana") == 1
    assert (only.kind, only.right_first_time, only.seconds, only.mistake_codes) == (
        "pots_and_award",
        False,
        55.0,
        ("wrong_split",),
    )
    assert only.finished_at >= build.finished_at


def test_each_trainee_sees_only_their_results(store):
    store.record(DrillResult("A", 1, "pots", True, 10.0), "Ana")
    store.record(DrillResult("B", 2, "pots", False, 20.0, ("missing_pot",)), "Bram")
    store.record(DrillResult("C", 2, "pots", True, 30.0), "Bram")
    assert store.trainees() == ["Ana", "Bram"]
    assert [r.code for r in store.results(trainee="Ana")] == ["A"]
    assert store.count("Bram") == 2 and store.count() == 3
    assert [s.level for s in store.summary("Bram")] == [2]
    assert store.recent_mistakes("Bram", 10) == ({"missing_pot": 1}, 2)


def test_trainees_are_added_renamed_and_checked(store):
    assert store.add_trainee("  Chris   Evans ") == "Chris Evans"
    assert store.add_trainee("Chris Evans") == "Chris Evans"  # adding twice is harmless
    store.record(DrillResult("A", 1, "pots", True, 10.0), "Chris Evans")
    assert store.rename_trainee("Chris Evans", "Chris E.") == "Chris E."
    assert store.trainees() == ["Chris E."] and store.count("Chris E.") == 1
    store.add_trainee("Dana")
    for bad, words in [("", "needs a name"), ("x" * 41, "at most 40"), ("a\x07b", "control characters")]:
        with pytest.raises(StoreError, match=words):
            store.add_trainee(bad)
    with pytest.raises(StoreError, match="already a trainee called 'Dana'"):
        store.rename_trainee("Chris E.", "Dana")
    with pytest.raises(StoreError, match="no trainee called 'Zed'"):
        store.rename_trainee("Zed", "Zoe")


def test_copying_rows_twice_never_doubles_a_drill(store):
    rows = [
        DrillResult(f"L1-{i}", 1, "pots", True, 5.0, uid=f"u{i}", finished_at=float(i), trainee="Ana").row()
        for i in range(20)
    ]
    assert store.copy_rows(rows) == 20
    store.copy_rows(rows[5:])
    assert store.count() == 20
    assert list(store.rows("Ana")) == rows


# ----- progress at a glance ---------------------------------------------------------------------
DAY = 86400.0


def seeded(store, at0):
    """Ana: day 0 three drills (right, wrong, right), day 1 two drills (right, right), day 3 one
    wrong at level 2. Times 10/30/20 s, 40/60 s, 90 s."""
    plan = [
        (0, 1, "pots", True, 10.0, ()),
        (0, 1, "pots", False, 30.0, ("uncalled_in_pot", "amount_off")),
        (0, 1, "pots_and_award", True, 20.0, ()),
        (1, 1, "pots", True, 40.0, ()),
        (1, 1, "pots", True, 60.0, ()),
        (3, 2, "pots", False, 90.0, ("uncalled_in_pot",)),
    ]
    for i, (d, level, kind, right, seconds, codes) in enumerate(plan):
        store.record(
            DrillResult("", level, kind, right, seconds, codes, finished_at=at0 + d * DAY + i), "Ana"
        )
    store.record(DrillResult("", 1, "pots", False, 5.0, ("missing_pot",), finished_at=at0), "Bram")


def test_the_report_gives_days_medians_mistakes_and_streaks_by_hand(store):
    import time

    from dealer_trainer.storage.stats import report

    midnight = 20_000 * DAY - time.localtime(20_000 * DAY).tm_gmtoff  # local midnight of day 20000
    at0 = midnight + 3600
    seeded(store, at0)
    r = report(store, "Ana", now=at0 + 3 * DAY)
    assert [(p.day, p.drills, p.right, p.median_seconds) for p in r.days] == [
        (20_000, 3, 2, 20.0),
        (20_001, 2, 2, 50.0),  # even: the mean of the two middle times
        (20_003, 1, 0, 90.0),
    ]
    assert r.days[0].accuracy == 2 / 3 and r.drills == 6
    assert r.mistakes == {"uncalled_in_pot": {20_000: 1, 20_003: 1}, "amount_off": {20_000: 1}}
    # right runs: 1, (wrong), 3, (wrong) -> best 3, current 0; practice days 0,1 then 3 -> today's run 1
    assert (r.streaks.current, r.streaks.best, r.streaks.days, r.streaks.best_days) == (0, 3, 1, 2)
    assert r.advice.codes == ("uncalled_in_pot",)
    assert "put the uncalled bet in a pot 2 times in your last 6 drills" in r.advice.text
    level1 = report(store, "Ana", level=1, now=at0 + 3 * DAY)
    assert [p.day for p in level1.days] == [20_000, 20_001] and level1.drills == 5
    assert level1.streaks.best == 3  # streaks are the trainee's, whatever the filter
    award = report(store, "Ana", kind="pots_and_award", now=at0 + 3 * DAY)
    assert [(p.drills, p.right) for p in award.days] == [(1, 1)] and award.mistakes == {}


def test_a_new_trainee_is_told_where_to_start(store):
    from dealer_trainer.storage.stats import report

    r = report(store, "Nobody")
    assert r.drills == 0 and r.days == () and r.streaks.best == 0
    assert r.advice.text.startswith("Start with level 1")


def test_level_5_cash_drills_are_read_on_their_own_in_what_to_practise_next(store):
    from dealer_trainer.storage.stats import report

    for i in range(12):  # level 5 (cash game: rake), 6 of 12 right first time
        store.record(DrillResult("", 5, "pots", i % 2 == 0, 30.0, finished_at=1_790_000_000.0 + i), "Ana")
    r = report(store, "Ana", now=1_790_000_100.0)
    assert r.advice.level == 5 and r.advice.text.startswith("Keep practising level 5: 50% right first time")
    assert report(store, "Ana", level=5, now=1_790_000_100.0).drills == 12
    for i in range(30):  # then 36 of the last 42 right: the bar passed at the top level
        store.record(DrillResult("", 5, "pots", True, 30.0, finished_at=1_790_000_200.0 + i), "Ana")
    top = report(store, "Ana", now=1_790_000_300.0).advice
    assert top.level == 5 and "at level 5: keep your streak going" in top.text
