"""The mistake codes come from the registry of diagnoses: every code has its words, the
README's code table names each one in the order of precedence, and a code registered twice
is refused."""

from __future__ import annotations

from pathlib import Path

import pytest

from dealer_trainer.drills.checking import BUILD_CODES
from dealer_trainer.drills.checking.diagnoses import DIAGNOSES, STRUCTURE_CODES, diagnosis
from dealer_trainer.drills.checking.states import Op

README = Path(__file__).resolve().parents[2] / "README.md"


def readme_codes() -> list[str]:
    text = README.read_text(encoding="utf-8")
    return [line.split("`")[1] for line in text.splitlines() if line.startswith("| `")]


def test_every_build_code_has_one_diagnosis_and_the_list_is_the_registry():
    assert tuple(DIAGNOSES) == BUILD_CODES
    assert len(set(BUILD_CODES)) == len(BUILD_CODES)
    assert all(callable(DIAGNOSES[code]) for code in BUILD_CODES)
    assert set(BUILD_CODES) >= STRUCTURE_CODES
    # root causes first: the changes of structure lead, a plain amount off comes last
    assert set(BUILD_CODES[: len(STRUCTURE_CODES)]) == STRUCTURE_CODES
    assert BUILD_CODES[-1] == "amount_off"


def test_readme_code_table_names_each_build_code_in_order_of_precedence():
    listed = readme_codes()
    assert [code for code in listed if code in DIAGNOSES] == list(BUILD_CODES)


def test_a_code_registered_twice_is_refused():
    with pytest.raises(ValueError, match="pots_merged"):
        diagnosis("pots_merged")(lambda checker, values, state: None)  # type: ignore[arg-type,return-value]
    assert tuple(DIAGNOSES) == BUILD_CODES  # nothing was added


def test_an_unknown_code_has_no_words():
    from dealer_trainer.drills.checking.diagnoses import describe

    with pytest.raises(KeyError):
        describe(None, Op("no_such_code", ()), None)  # type: ignore[arg-type]
