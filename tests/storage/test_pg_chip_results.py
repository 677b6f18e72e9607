"""A chip drill's attempt (counting, change, colour-up, chip race: issue 30 §3) goes into the
school's server as every practice attempt does: the server's ``record_drill`` takes its kind."""

from __future__ import annotations

from test_pg_security import age_starts, owner_rows, school, trainee_store  # noqa: F401 - the fixture

from dealer_trainer.drills import chip_drills
from dealer_trainer.storage.progress import DrillResult


def test_chip_drill_attempts_are_taken_by_the_server(school, tmp_path):  # noqa: F811
    ana = trainee_store(school, tmp_path)
    for n, (kind, result_kind) in enumerate(chip_drills.RESULT_KINDS.items()):
        code = chip_drills.deal(kind, 1, n).code
        ana.drill_started(f"c{n}", code)
        age_starts(school)
        ana.record(DrillResult(code, 1, result_kind, n % 2 == 0, 12.0, uid=f"c{n}"), school["ana"])
    assert ana.waiting() == 0 and ana.status.severity == "ok", ana.status.message
    query = "SELECT kind, right_first_time FROM drill_results WHERE uid LIKE 'c_' ORDER BY uid"
    rows = owner_rows(school["url"], query)
    assert rows == [("chip_count", 1), ("chip_change", 0), ("chip_colour_up", 1), ("chip_race", 0)]
