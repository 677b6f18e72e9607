"""Bad drill files and bad ``drill`` options, from a QA pass: one line, exit 2, the field named."""

from __future__ import annotations

import contextlib
import json
import os
import re
import stat
import threading
import time

import pytest

from dealer_trainer.commands import main
from dealer_trainer.drills.errors import DrillError, describe
from dealer_trainer.drills.files import (
    FORMAT,
    DrillSet,
    drill_from_dict,
    drill_to_dict,
    load_drill_set,
    save_drill,
    save_drill_set,
)
from dealer_trainer.drills.generator import new_drill


def showdown_dict() -> dict:
    """A generated drill (as its dict) with a board, a folded seat and live seats' cards."""
    for seed in range(200):
        drill = new_drill(2, seed)
        if drill.board and any(s.folded for s in drill.seats) and len(drill.seats) >= 4:
            return json.loads(json.dumps(drill_to_dict(drill)))
    raise AssertionError("no generated drill with a folded seat")


def write(tmp_path, drill: dict, name: str = "d.json") -> str:
    path = tmp_path / name
    path.write_text(json.dumps({"format": FORMAT, "version": 1, "drills": [drill]}), encoding="utf-8")
    return str(path)


def error_of(path: str) -> DrillError:
    with pytest.raises(DrillError) as info:
        load_drill_set(path)
    return info.value


def one_line_exit_2(capsys, args: list[str]) -> str:
    capsys.readouterr()
    assert main(["drill", *args]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "Traceback" not in err
    return err


def set_text(drill_text: str) -> str:
    return '{"format": "dealer-trainer-drills", "version": 1, "drills": [' + drill_text + "]}"


# ------------------------------------------------------------ bug 1: JSON that breaks the reader


def test_deeply_nested_json_is_one_line(tmp_path, capsys):
    path = tmp_path / "deep.json"
    path.write_text(set_text("[" * 100_000 + "]" * 100_000), encoding="utf-8")
    assert error_of(str(path)).code == "too_deep"
    assert "nested" in one_line_exit_2(capsys, ["--file", str(path)])


def test_moderately_nested_json_is_refused_at_its_path(tmp_path):
    path = tmp_path / "deep.json"
    path.write_text(set_text("[" * 50 + "]" * 50), encoding="utf-8")
    error = error_of(str(path))
    assert error.code == "too_deep" and error.field.startswith("drills[0][0]")


@pytest.mark.parametrize("digits", [4301, 5000])
def test_integers_past_4300_digits_are_named_at_their_path(tmp_path, capsys, digits):
    data = showdown_dict()
    text = json.dumps({"format": FORMAT, "version": 1, "drills": [data]})
    text = re.sub(r'"committed": \d+', '"committed": ' + "9" * digits, text, count=1)
    path = tmp_path / "huge.json"
    path.write_text(text, encoding="utf-8")
    error = error_of(str(path))
    assert error.code == "too_large" and error.field == "drills[0].seats[0].committed"
    assert f"a {digits}-digit number" in describe(error)
    err = one_line_exit_2(capsys, ["--file", str(path)])
    assert "drills[0].seats[0].committed" in err


def test_a_huge_version_is_one_line(tmp_path, capsys):
    path = tmp_path / "v.json"
    path.write_text('{"format": "dealer-trainer-drills", "version": ' + "1" * 4401 + ', "drills": []}')
    error = error_of(str(path))
    assert error.code == "too_large" and error.field == "version"
    one_line_exit_2(capsys, ["--file", str(path)])


def test_amounts_are_bounded(tmp_path):
    from dealer_trainer.drills.file_fields import MAX_CHIPS

    data = showdown_dict()
    data["seats"][1]["stack"] = MAX_CHIPS
    drill_from_dict(data)  # the bound itself is allowed
    data["seats"][1]["stack"] = MAX_CHIPS + 1
    with pytest.raises(DrillError) as info:
        drill_from_dict(data)
    assert info.value.code == "too_large" and info.value.field == "drill.seats[1].stack"
    data["seats"][1]["stack"] = 10**300
    error = error_of(write(tmp_path, data))
    assert error.code == "too_large" and error.field == "drills[0].seats[1].stack"


def test_enormous_chip_totals_are_refused_before_answer_prints(tmp_path, capsys):
    huge = 9 * 10**4000
    drill = {
        "level": 1, "title": "huge", "stakes": {"kind": "cash", "small_blind": 1, "big_blind": 2},
        "chip_set": "cash", "button": "A",
        "seats": [
            {"name": n, "position": p, "stack": 0, "committed": huge, "chips": {"1": huge}, "all_in": True}
            for n, p in (("A", "BTN"), ("B", "BB"))
        ],
    }  # fmt: skip
    path = tmp_path / "sum.json"
    path.write_text(json.dumps({"format": FORMAT, "version": 1, "drill": drill}), encoding="utf-8")
    err = one_line_exit_2(capsys, ["--file", str(path), "--answer"])
    assert "drill.seats[0].committed" in err and "larger than a drill allows" in err


# ------------------------------------------------------------ bug 2: duplicate keys


def test_a_key_given_twice_is_refused_naming_key_and_path(tmp_path, capsys):
    path = tmp_path / "dup.json"
    path.write_text('{"format": "dealer-trainer-drills", "version": 1, "version": 1, "drills": []}')
    error = error_of(str(path))
    assert error.code == "duplicate_key" and error.field == "version"
    assert "'version' appears twice" in one_line_exit_2(capsys, ["--file", str(path)])


def test_a_key_twice_deep_in_a_seat_is_named_with_its_path(tmp_path):
    data = showdown_dict()
    text = json.dumps({"format": FORMAT, "version": 1, "drills": [data]})
    second = text.index('"stack"', text.index('"seats"'))
    second = text.index('"stack"', second + 1)  # seats[1]
    text = text[:second] + '"stack": 5, ' + text[second:]
    path = tmp_path / "dup.json"
    path.write_text(text, encoding="utf-8")
    error = error_of(str(path))
    assert error.code == "duplicate_key" and error.field == "drills[0].seats[1].stack"


# ------------------------------------------------------------ bug 3: stored codes and --actions


def test_a_stored_code_must_be_a_code(tmp_path, capsys):
    data = showdown_dict()
    data["code"] = "garbage"
    path = write(tmp_path, data)
    error = error_of(path)
    assert error.code == "bad_drill_code" and error.field == "drills[0].code"
    assert "drills[0].code" in one_line_exit_2(capsys, ["--file", path, "--actions"])


def test_actions_need_the_drill_the_code_makes(tmp_path, capsys):
    data = showdown_dict()
    other = new_drill(1, 0).code
    data["code"] = other  # a valid code of another drill
    path = write(tmp_path, data, "other.json")
    assert main(["drill", "--file", path]) == 0  # the table itself is fine
    err = one_line_exit_2(capsys, ["--file", path, "--actions"])
    assert "actions are only known for generated drills that were not edited" in err


def test_actions_refuse_an_edited_but_consistent_drill(tmp_path, capsys):
    data = showdown_dict()
    seat = next(s for s in data["seats"] if not s["all_in"] and s["stack"] > 0)
    seat["stack"] += 100  # still a valid table, but not the hand the code played
    path = write(tmp_path, data)
    assert main(["drill", "--file", path]) == 0
    assert "not edited" in one_line_exit_2(capsys, ["--file", path, "--actions"])


def test_actions_of_an_unedited_file_and_a_retitled_one(tmp_path, capsys):
    data = showdown_dict()
    data["title"], data["notes"] = "Renamed by the instructor", "A note"
    path = write(tmp_path, data)
    capsys.readouterr()
    assert main(["drill", "--file", path, "--actions"]) == 0
    assert "How the hand went:" in capsys.readouterr().out


# ------------------------------------------------------------ bug 4: --out targets


def test_out_writes_through_a_symlink(tmp_path):
    target = tmp_path / "real.json"
    target.write_text("old")
    link = tmp_path / "link.json"
    link.symlink_to(target)
    assert main(["drill", "--seed", "1", "--out", str(link)]) == 0
    assert link.is_symlink() and json.loads(target.read_text())["format"] == FORMAT


def test_out_refuses_a_fifo_and_a_folder(tmp_path, capsys):
    fifo = tmp_path / "fifo"
    os.mkfifo(fifo)
    assert "not a regular file" in one_line_exit_2(capsys, ["--seed", "1", "--out", str(fifo)])
    assert stat.S_ISFIFO(os.lstat(fifo).st_mode)
    assert "folder" in one_line_exit_2(capsys, ["--seed", "1", "--out", str(tmp_path)])
    assert sorted(p.name for p in tmp_path.iterdir()) == ["fifo"]  # no temporary file left


def test_a_new_file_gets_the_usual_permissions_and_a_replaced_one_keeps_its_own(tmp_path):
    old = os.umask(0o022)
    try:
        save_drill(tmp_path / "new.json", new_drill(1, 1))
        mode = stat.S_IMODE((tmp_path / "new.json").stat().st_mode)
        assert mode == 0o644
        os.umask(0o027)
        save_drill(tmp_path / "other.json", new_drill(1, 1))
        assert stat.S_IMODE((tmp_path / "other.json").stat().st_mode) == 0o640
    finally:
        os.umask(old)
    (tmp_path / "new.json").chmod(0o600)
    save_drill(tmp_path / "new.json", new_drill(1, 2))
    assert stat.S_IMODE((tmp_path / "new.json").stat().st_mode) == 0o600


# ------------------------------------------------------------ bugs 5 and 6: text and --count


@pytest.mark.parametrize("option", ["--title", "--author"])
def test_text_that_is_not_utf8_is_one_line(tmp_path, capsys, option):
    out = tmp_path / "s.json"
    err = one_line_exit_2(capsys, ["--seed", "1", "--count", "2", "--out", str(out), option, "T\udcff"])
    assert option in err and not out.exists()


def test_a_drill_set_title_must_be_writable_text(tmp_path):
    with pytest.raises(DrillError) as info:
        save_drill_set(tmp_path / "s.json", DrillSet("T\udcff", drills=(new_drill(1, 1),)))
    assert info.value.code == "bad_value" and info.value.field == "title"


def test_text_in_a_file_that_cannot_be_printed_or_saved_is_refused(tmp_path, capsys):
    data = showdown_dict()
    data["seats"][0]["name"] = "An\udcffa"  # written by json.dumps as the escape \\udcff
    data.pop("scenario")
    path = write(tmp_path, data)
    error = error_of(path)
    assert error.code == "bad_value" and error.field == "drills[0].seats[0].name"
    err = one_line_exit_2(capsys, ["--file", path, "--out", str(tmp_path / "o.json")])
    assert "drills[0].seats[0].name" in err


def test_saving_a_drill_with_unwritable_text_is_a_drill_error(tmp_path):
    drill = new_drill(1, 1)
    bad = drill_from_dict(drill_to_dict(drill))
    object.__setattr__(bad, "title", "T\udcff")
    with pytest.raises(DrillError):
        save_drill(tmp_path / "s.json", bad)
    assert not list(tmp_path.iterdir())


def test_count_has_a_maximum(capsys):
    from dealer_trainer.commands.drill import MAX_COUNT

    err = one_line_exit_2(capsys, ["--count", str(MAX_COUNT + 1)])
    assert f"--count {MAX_COUNT + 1}" in err and str(MAX_COUNT) in err


# ------------------------------------------------------------ bug 7: errors at the field


def test_a_button_not_seated_is_named_at_the_button(tmp_path):
    data = showdown_dict()
    data["button"] = "Nobody"
    error = error_of(write(tmp_path, data))
    assert error.field == "drills[0].button" and "'Nobody'" in describe(error)


@pytest.mark.parametrize("hole", ["XxYy", "9d6c2s"])
def test_bad_hole_cards_are_named_at_the_hole(tmp_path, hole):
    data = showdown_dict()
    index = next(i for i, s in enumerate(data["seats"]) if s["hole"])
    data["seats"][index]["hole"] = hole
    data.pop("scenario")
    error = error_of(write(tmp_path, data))
    assert error.code == "bad_drill" and error.values["engine_code"] == "bad_cards"
    assert error.field == f"drills[0].seats[{index}].hole"


@pytest.mark.parametrize("board", ["AsQsJc4h3d2d", "zzzz", "As"])
def test_a_bad_board_is_named_at_the_board(tmp_path, board):
    data = showdown_dict()
    data["board"] = board
    data.pop("scenario")
    error = error_of(write(tmp_path, data))
    assert error.field == "drills[0].board" and error.values["engine_code"] == "bad_cards"


def test_a_seat_twice_is_named_at_the_second_copy(tmp_path):
    data = showdown_dict()
    data["seats"][3]["name"] = data["seats"][1]["name"]
    error = error_of(write(tmp_path, data))
    assert error.field == "drills[0].seats[3].name" and "seats[1]" in describe(error)


# ------------------------------------------------------------ bug 8: every card shown is checked


def test_a_folded_seats_cards_are_checked(tmp_path):
    data = showdown_dict()
    index = next(i for i, s in enumerate(data["seats"]) if s["folded"])
    data["seats"][index]["hole"] = "garbage!"
    error = error_of(write(tmp_path, data))
    assert error.field == f"drills[0].seats[{index}].hole" and error.values["engine_code"] == "bad_cards"
    shown = data["board"] + "".join(s["hole"] for s in data["seats"])
    unused = next(r + s for r in "23456789TJQKA" for s in "shdc" if r + s not in shown)
    data["seats"][index]["hole"] = data["board"][:2] + unused
    error = error_of(write(tmp_path, data))
    assert error.field == f"drills[0].seats[{index}].hole"
    assert error.values["engine_code"] == "duplicate_card" and "drills[0].board" in describe(error)


def test_the_board_is_checked_when_a_live_seat_has_no_cards(tmp_path):
    data = showdown_dict()
    next(s for s in data["seats"] if s["hole"])["hole"] = ""
    data["board"] = "ZZZZZZZZZZ"
    data.pop("scenario")
    error = error_of(write(tmp_path, data))
    assert error.field == "drills[0].board" and error.values["engine_code"] == "bad_cards"


def test_a_card_twice_between_two_seats(tmp_path):
    data = showdown_dict()
    holes = [i for i, s in enumerate(data["seats"]) if s["hole"]]
    data["seats"][holes[1]]["hole"] = data["seats"][holes[0]]["hole"]
    error = error_of(write(tmp_path, data))
    assert error.field == f"drills[0].seats[{holes[1]}].hole"
    assert error.values["engine_code"] == "duplicate_card"


# ------------------------------------------------------------ bug 9: accepted but should not be


def test_a_drill_needs_two_seats(tmp_path):
    data = showdown_dict()
    data["seats"] = data["seats"][:1]
    data["button"] = data["seats"][0]["name"]
    data.pop("scenario")
    error = error_of(write(tmp_path, data))
    assert error.code == "too_few_seats" and error.field == "drills[0].seats"


@pytest.mark.parametrize("level", [6, 99])
def test_levels_are_0_to_5(tmp_path, level):
    data = showdown_dict()
    data["level"] = level
    error = error_of(write(tmp_path, data))
    assert error.field == "drills[0].level" and "0 to 5" in describe(error)


@pytest.mark.parametrize(
    "args,words",
    [
        (["--out", ""], "--out is empty"),
        (["--code", ""], "--code is empty"),
        (["--code", "  "], "--code is empty"),
        (["--file", "x.json", "--code", "L3-7K2Q9X"], "--code"),
        (["--file", "x.json", "--seed", "3"], "--seed"),
        (["--file", "x.json", "--count", "3"], "--count"),
        (["--index", "0"], "--index"),
    ],
)
def test_ignored_or_empty_options_are_one_line(capsys, args, words):
    assert words in one_line_exit_2(capsys, args)


def test_an_empty_set_with_index_says_it_is_empty(tmp_path, capsys):
    path = tmp_path / "empty.json"
    path.write_text('{"format": "dealer-trainer-drills", "version": 1, "drills": []}')
    err = one_line_exit_2(capsys, ["--file", str(path), "--index", "0"])
    assert "the drill set is empty" in err and "and -1" not in err


def test_an_empty_set_is_refused_not_shown_as_a_blank_line(tmp_path, capsys):
    path = tmp_path / "empty.json"
    path.write_text('{"format": "dealer-trainer-drills", "version": 1, "drills": []}')
    assert main(["drill", "--file", str(path)]) == 2
    out, err = capsys.readouterr()
    assert out == ""  # it printed a blank line and exited 0
    assert err == f"dealer-trainer drill: {path}: the drill set is empty (no drills to show)\n"


def test_a_fifo_is_not_read_as_a_drill_file(tmp_path, capsys):
    fifo = tmp_path / "fifo"
    os.mkfifo(fifo)

    def unblock() -> None:  # a reader that waits for a writer gets one, then end of file
        time.sleep(2)
        with contextlib.suppress(OSError):  # nobody is waiting
            os.close(os.open(fifo, os.O_WRONLY | os.O_NONBLOCK))

    threading.Thread(target=unblock, daemon=True).start()
    assert "not a regular file" in one_line_exit_2(capsys, ["--file", str(fifo)])


def test_actions_of_a_drill_without_a_code_say_they_are_not_known(tmp_path, capsys):
    import json

    from dealer_trainer.commands import main

    out = tmp_path / "one.json"
    assert main(["drill", "--level", "2", "--seed", "3", "--out", str(out)]) == 0
    data = json.loads(out.read_text(encoding="utf-8"))
    data["drill"]["code"] = ""
    out.write_text(json.dumps(data), encoding="utf-8")
    capsys.readouterr()
    assert main(["drill", "--file", str(out), "--actions"]) == 0
    assert (
        capsys.readouterr()
        .out.rstrip()
        .endswith("Actions: not known (actions are only known for generated drills that were not edited).")
    )
