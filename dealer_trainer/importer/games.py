"""The games the engine can rank at showdown, from the name a file gives the game (no Qt)."""

from __future__ import annotations

import re

from dealer_trainer.i18n import deferred


def classify_game(variant: str) -> tuple[str, str]:
    """(engine game, reason there is no ranking) for a site's game name.

    ``("holdem", "")`` and ``("omaha", "")`` can be ranked by the engine; other games get
    ``("", reason)``: they import as pot drills without a showdown ranking.
    """
    v = variant.lower()
    if "hi/lo" in v or "h/l" in v or "8 or better" in v or "hi-lo" in v or "hi_lo" in v:
        return "", deferred("hi/lo split game (high and low hands share each pot)")
    if "stud" in v or "razz" in v:
        return "", deferred("stud game (the engine ranks hold'em and Omaha only)")
    if "draw" in v or "badugi" in v or "triple" in v:
        return "", deferred("draw game (the engine ranks hold'em and Omaha only)")
    if "6+" in v or "short deck" in v:
        return "", deferred("6+ hold'em (a flush beats a full house; not ranked by the engine)")
    if "omaha" in v:
        if re.search(r"\b[56][ -]card\b|courchevel", v):
            return "", deferred("5- or 6-card Omaha (the engine ranks 4-card Omaha only)")
        return "omaha", ""
    if "hold" in v:
        return "holdem", ""
    if not variant:
        return "", deferred("game not ranked by the engine (unknown)")
    return "", deferred("game not ranked by the engine ({game})", game=variant)
