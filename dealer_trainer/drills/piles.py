"""The names of the piles on a table (pure Python): one naming for the checker, the commands
and the window. Piles: ``pot:N`` (the main pot 0, side pot N), ``return:SEAT`` (an uncalled
bet pushed back), ``front:SEAT`` (chips still in front of a seat), :data:`MIDDLE` (dead money
not yet in a pot); :data:`DEAD` names dead money as an origin of chips."""

from __future__ import annotations

DEAD = "(dead)"
MIDDLE = "dead"


def pot_pile(index: int) -> str:
    """Pile id of the main pot (0) or side pot ``index``."""
    return f"pot:{index}"


def return_pile(seat: str) -> str:
    """Pile id of the chips pushed back to ``seat`` (uncalled bet)."""
    return f"return:{seat}"


def front_pile(seat: str) -> str:
    """Pile id of the chips still in front of ``seat``."""
    return f"front:{seat}"
