"""What the window's controllers (award, drill sets, progress) ask of the window they are given.

A protocol, so a controller never imports the window class that creates it: dependencies run
one way, from the window to its controllers.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol

from dealer_trainer.ui.session import DrillSession
from dealer_trainer.ui.settings import Settings
from dealer_trainer.ui.widgets.feedback import FeedbackPanel

if TYPE_CHECKING:
    from collections.abc import Callable, Sequence

    from PySide6.QtGui import QAction, QKeySequence
    from PySide6.QtWidgets import QMenu, QMenuBar, QStatusBar, QToolBar


class TableWindow(Protocol):
    """The main window as its controllers see it."""

    settings: Settings
    session: DrillSession
    scene: Any  # the window's AwardScene
    panel: FeedbackPanel
    toolbar: QToolBar
    drill_menu: QMenu
    animate_action: QAction
    award: Any  # the AwardController (it takes a TableWindow itself)
    streets: Any  # the StreetsController (street-by-street drills)

    def _action(
        self,
        text: str,
        shortcut: QKeySequence | Sequence[QKeySequence] | None,
        slot: Callable[..., Any],
        tip: str,
    ) -> QAction: ...

    def _update_actions(self) -> None: ...

    def set_helpers(self, on: bool, save: bool = True) -> None: ...

    def menuBar(self) -> QMenuBar: ...  # noqa: N802 - Qt's name

    def statusBar(self) -> QStatusBar: ...  # noqa: N802 - Qt's name
