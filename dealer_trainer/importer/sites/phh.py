"""PHH (the open Poker Hand History format, TOML) as a file format of the registry: a
``.phh`` (one hand) or ``.phhs`` (tables ``[1]``, ``[2]`` ...) file, or a file of another
suffix whose first lines look like PHH. PokerKit reads and replays each hand
(:func:`dealer_trainer.importer.phh.read_phh`)."""

from __future__ import annotations

import re

from dealer_trainer.importer.phh import read_phh
from dealer_trainer.importer.sites.base import SiteFormat

#: A PHH hand's fields as a file of another suffix shows them in its first lines.
_LOOKS_PHH = re.compile(r"^\s*(?:actions|starting_stacks)\s*=", re.M)


def sniff(head: str) -> bool:
    """True when a file's first lines (``head``) set a PHH hand's ``actions`` or
    ``starting_stacks``."""
    return _LOOKS_PHH.search(head) is not None


FORMAT = SiteFormat(
    name="PHH",
    label="PHH",
    sniff=sniff,
    read=read_phh,
    suffixes=(".phh", ".phhs"),
    by_suffix=True,
)
