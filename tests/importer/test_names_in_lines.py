"""The Stars-family reader finds the player who starts a line: the longest seated name
followed by ": ", " " or a final ":", whatever the names hold (spaces, colons, a name that
starts another)."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from dealer_trainer.importer.sites import pacific
from dealer_trainer.importer.sites.common import names_by_first_word
from dealer_trainer.importer.sites.starslike import _name_of


def longest_name(line: str, names: list[str]) -> tuple[str, str] | None:
    """The rule itself: of the names the line starts with, followed by ": ", " " or a final
    ":", the longest."""

    def after(name: str) -> str:
        return line[len(name) :]

    fits = [n for n in names if line.startswith(n) and (after(n)[:1] == " " or after(n)[:2] in (": ", ":"))]
    if not fits:
        return None
    name = max(fits, key=len)
    rest = after(name)
    return name, rest[2:] if rest[:2] == ": " else rest.lstrip(": ")


def colon_set(names: list[str]) -> set[str] | None:
    return None if any(": " in n or n.endswith(":") for n in names) else set(names)


def test_the_longest_name_wins_and_colons_are_read() -> None:
    names = ["Player 1", "Player 10", "Bob", "Bob:", "Bob Smith", "Ann"]
    index = names_by_first_word(names)
    assert _name_of("Player 10: calls 5", index) == ("Player 10", "calls 5")
    assert _name_of("Player 1 folds", index) == ("Player 1", "folds")
    assert _name_of("Bob Smith bets 20", index) == ("Bob Smith", "bets 20")
    assert _name_of("Bob: checks", index) == ("Bob:", "checks")  # "Bob:" then " ": longer
    assert _name_of("Bob:: checks", index) == ("Bob:", "checks")
    assert _name_of("Bob:", index) == ("Bob", "")
    assert _name_of("Anne folds", index) is None
    assert _name_of("Dealer: Ann wins", index) is None
    plain = ["Ann", "Anna"]
    assert _name_of("Anna: raises 4 to 8", names_by_first_word(plain), colon_set(plain)) == (
        "Anna",
        "raises 4 to 8",
    )
    assert _name_of("Ann collected 8 from pot", names_by_first_word(plain), colon_set(plain)) == (
        "Ann",
        "collected 8 from pot",
    )


_WORDS = st.sampled_from(["Bob", "Bob:", "Ann", "Player", "1", "10", ":", "x:y", "", " "])
_TAILS = st.sampled_from([": calls 5", " folds", ":", ": ", "", "x"])
_NAME = st.lists(_WORDS, min_size=1, max_size=3).map(" ".join).filter(lambda n: n.strip())


@settings(max_examples=400)
@given(
    names=st.lists(_NAME, min_size=1, max_size=6, unique=True),
    lines=st.lists(st.tuples(st.integers(0, 5), _TAILS)),
)
def test_the_index_finds_what_trying_every_name_finds(names: list[str], lines: list[tuple[int, str]]) -> None:
    index = names_by_first_word(names)
    colon = colon_set(names)
    for which, tail in lines:
        line = names[which % len(names)] + tail
        assert _name_of(line, index, colon) == longest_name(line, names), line
        assert _name_of(line, index) == longest_name(line, names), line


def longest_spaced(line: str, names: list[str]) -> str | None:
    """888poker's rule: the longest name the line starts with, followed by a space."""
    found = [n for n in names if line.startswith(n + " ")]
    return max(found, key=len) if found else None


@settings(max_examples=300)
@given(
    names=st.lists(_NAME, min_size=1, max_size=6, unique=True),
    lines=st.lists(st.tuples(st.integers(0, 5), _TAILS)),
)
def test_888_names_by_first_word(names: list[str], lines: list[tuple[int, str]]) -> None:
    index = names_by_first_word(names)
    for which, tail in lines:
        line = names[which % len(names)] + tail
        assert pacific._name_in(line, index) == longest_spaced(line, names), line
