"""``dealer-trainer course``: the units in order, with a trainee's state from a progress file."""

from __future__ import annotations

import json

from dealer_trainer.commands import main
from dealer_trainer.drills.generator import new_drill
from dealer_trainer.storage.progress import DrillResult, open_store


def test_course_json_lists_the_units_in_order_with_exactly_the_keys(capsys):
    assert main(["course", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert [u["id"] for u in data["units"]][:3] == ["table-stakes", "uncalled-bet", "side-pots"]
    for unit in data["units"]:
        assert list(unit) == ["id", "title", "lessons", "drills", "mastery"]
        assert unit["drills"] and unit["mastery"] == {"right_first_time": 8, "of_last": 10}


def test_course_json_is_english_under_dutch(capsys):
    assert main(["--lang", "nl", "course", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["units"][0]["title"] == "Table stakes and the all-in"


def test_course_with_a_trainee_says_where_they_stand_and_never_changes_the_file(tmp_path, capsys):
    path = tmp_path / "progress.sqlite3"
    store = open_store(str(path), fallbacks=[])
    for i in range(8):
        store.record(DrillResult(new_drill(1, i).code, 1, "pots", True, 4.0, finished_at=10.0 + i), "Ana")
    store.set_course_unit("Ana", "folded-chips", "unlock", at=30.0)
    store.close()
    before = path.read_bytes()
    assert main(["course", "--json", "--trainee", "Ana", "--db", str(path)]) == 0
    units = {u["id"]: u for u in json.loads(capsys.readouterr().out)["units"]}
    assert (units["table-stakes"]["state"], units["table-stakes"]["right"]) == ("mastered", 8)
    assert units["uncalled-bet"]["state"] == "open" and units["side-pots"]["state"] == "locked"
    assert units["folded-chips"]["state"] == "open" and units["folded-chips"]["unlocked"] is True
    assert path.read_bytes() == before
    assert main(["course", "--trainee", "Ana", "--db", str(path)]) == 0
    assert "mastered (8/8)" in capsys.readouterr().out
    assert main(["course", "--trainee", "Bo", "--db", str(path)]) == 2
    assert "no trainee called 'Bo'" in capsys.readouterr().err
