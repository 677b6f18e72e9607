"""Street drill codes are spoken of as T codes with the street levels there are (never as L codes
with levels 1 to 4), in the command's errors, its help and the window's code box."""

from __future__ import annotations

import pytest

from dealer_trainer.commands import main
from dealer_trainer.drills.errors import DrillError, describe
from dealer_trainer.drills.streets import STREET_LEVELS, decode_street, street_drill

LAST = max(STREET_LEVELS)


@pytest.mark.parametrize(
    ("code", "reason"),
    [
        ("T9-222222", f"street drill levels are 1 to {LAST}"),
        (
            "T-",
            "a street drill code is T, the level, a dash, six letters or digits, a dash, 1 or 2 and a "
            "check character",
        ),
        ("T2-22222", "six characters come after the dash"),
        ("T2-22222O", "a character not used in codes (no 0, 1, I, L, O or U)"),
    ],
)
def test_a_bad_street_code_is_one_line_about_street_codes(code, reason, capsys):
    assert main(["drill", "--streets", "--code", code]) == 2
    err = capsys.readouterr().err
    assert err == (
        f"dealer-trainer drill: code: {code!r} is not a street drill code like T2-7K2Q9X-19: {reason}\n"
    )
    assert "L3" not in err and "1 to 4" not in err
    with pytest.raises(DrillError) as info:
        decode_street(code)
    assert describe(info.value) == f"code: {code!r} is not a street drill code like T2-7K2Q9X-19: {reason}"


def test_a_street_level_that_is_not_there_names_the_street_levels():
    with pytest.raises(DrillError) as info:
        street_drill(9, None)  # type: ignore[arg-type]
    assert describe(info.value) == f"level: 9 is not a level; levels are 1 to {LAST}"


def test_drill_help_names_the_street_levels_there_are(capsys):
    with pytest.raises(SystemExit):
        main(["drill", "--help"])
    help_text = " ".join(capsys.readouterr().out.split())
    assert f"(levels 1-{LAST}, codes T1-… to T{LAST}-…)" in help_text
    assert f"with --streets 1-{LAST}" in help_text and "levels 1-4, codes" not in help_text
    assert main(["drill", "--streets", "--level", str(LAST), "--seed", "3"]) == 0
    assert capsys.readouterr().out.startswith(f"T{LAST}-")
