"""Hand-history import: PHH and site text formats to drills (no Qt).

Public API: :func:`import_files` (files or folders -> :class:`ImportReport`),
:func:`report_text`, :func:`save_drills`.
"""

from __future__ import annotations

from dealer_trainer.importer.api import import_files
from dealer_trainer.importer.model import Difference, ImportedDrill, ImportReport, Skipped
from dealer_trainer.importer.report import report_text, save_drills

__all__ = [
    "Difference",
    "ImportReport",
    "ImportedDrill",
    "Skipped",
    "import_files",
    "report_text",
    "save_drills",
]
