"""The states of the search: a table's pots (with their levels), returns and chips left, and a
mistake as a move from one state to the next."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class StatePot:
    amount: int
    lo: int
    hi: int | None  # None: the top pot (takes every chip above lo)
    covers: tuple[int, ...]  # the engine's pots whose chips it holds
    exact: bool  # its amount still follows its levels


@dataclass(frozen=True)
class State:
    pots: tuple[StatePot, ...]
    returned: tuple[tuple[str, int], ...]
    left: tuple[tuple[str, int], ...]


@dataclass(frozen=True)
class Op:
    code: str
    values: tuple[tuple[str, Any], ...]
    confirmed: bool = False

    def get(self, key: str) -> Any:
        return dict(self.values)[key]


def items_of(mapping: Mapping[str, int]) -> tuple[tuple[str, int], ...]:
    return tuple(sorted((k, v) for k, v in mapping.items() if v))


def added(items: tuple[tuple[str, int], ...], key: str, delta: int) -> tuple[tuple[str, int], ...]:
    d = dict(items)
    d[key] = d.get(key, 0) + delta
    return items_of(d)
