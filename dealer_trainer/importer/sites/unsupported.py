"""Formats recognised but not read: named plainly, so a file in one of them is not reported
as a damaged hand of another site.

Entraction (closed in 2012), MicroGaming XML and Merge Gaming XML: their hands would need
parsers of their own; the import says which format the file is in and that it is not read.
"""

from __future__ import annotations

import re

from dealer_trainer.i18n import N_
from dealer_trainer.importer.sites.base import SiteFormat

_NOT_READ = N_("this format is not supported (its hands are not read)")

ENTRACTION = SiteFormat(
    name="Entraction",
    label=N_("Entraction text"),
    sniff=lambda head: bool(re.search(r"^Game # \d+ - .*Table \"", head, re.M)) and "Players(max" in head,
    note=_NOT_READ,
)
MICROGAMING = SiteFormat(
    name="MicroGaming",
    label=N_("MicroGaming XML"),
    sniff=lambda head: "<Game hhversion=" in head,
    note=_NOT_READ,
)
MERGE = SiteFormat(
    name="Merge Gaming",
    label=N_("Merge Gaming XML"),
    sniff=lambda head: "<description type=" in head and "<game id=" in head,
    note=_NOT_READ,
)

FORMATS = (ENTRACTION, MICROGAMING, MERGE)
