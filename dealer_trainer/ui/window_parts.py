"""What the window's controllers (award, drill sets, progress) ask of the window they are given.

A protocol, so a controller never imports the window class that creates it: dependencies run
one way, from the window to its controllers. With it, the window's interaction modes: what
Check, Hint and Show solution do is the mode's (:class:`Mode`, :class:`ModeActions`).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from enum import Enum
from typing import TYPE_CHECKING, Any, Protocol, cast

from dealer_trainer.ui.session import DrillSession
from dealer_trainer.ui.settings import Settings
from dealer_trainer.ui.widgets.feedback import FeedbackPanel

if TYPE_CHECKING:
    from PySide6.QtGui import QAction, QKeySequence
    from PySide6.QtWidgets import QMainWindow, QMenu, QMenuBar, QStatusBar, QToolBar


class Mode(Enum):
    """The window's interaction mode: whose Check, Hint and Show solution they are.

    BUILD: the pots are built from the bets in front (the window's drill session);
    AWARD: the pots are pushed to the winners (the award controller);
    STREET: a street hand is being played and ruled; its pull-ins are built in BUILD;
    EXAM: an exam drill is being built (the exam counts the checks and hands the drill in);
    CHIPS: a practice chip drill is shown in the table's place (Check grades it).
    """

    BUILD = "build"
    AWARD = "award"
    STREET = "street"
    EXAM = "exam"
    CHIPS = "chips"


@dataclass(frozen=True)
class ModeActions:
    """What the window's Check, Hint and Show solution (menu, keys and panel buttons) do in a mode."""

    check: Callable[[], object]
    hint: Callable[[], object]
    show_solution: Callable[[], object]


class TableWindow(Protocol):
    """The main window as its controllers see it."""

    settings: Settings
    scene: Any  # the window's AwardScene
    view: Any  # the window's table view (the QGraphicsView showing the scene)
    panel: FeedbackPanel
    toolbar: QToolBar
    drill_menu: QMenu
    animate_action: QAction
    code_action: QAction

    @property
    def session(self) -> DrillSession: ...

    @property
    def award(self) -> Any: ...  # the AwardController (it takes a TableWindow itself)

    @property
    def streets(self) -> Any: ...  # the StreetsController (street-by-street drills)

    @property
    def room_profile(self) -> Any: ...  # the RoomProfileController (the room profile in force)

    def _action(
        self,
        text: str,
        shortcut: QKeySequence | list[QKeySequence] | None,
        slot: Callable[..., Any],
        tip: str,
        checkable: bool = False,
    ) -> QAction: ...

    def _update_actions(self) -> None: ...

    def add_mode(self, mode: Mode, actions: ModeActions) -> None: ...

    def mode_actions(self, mode: Mode) -> ModeActions: ...

    def enter_mode(self, mode: Mode) -> None: ...

    def leave_mode(self, mode: Mode) -> None: ...

    def set_base_mode(self, mode: Mode) -> None: ...

    def set_helpers(self, on: bool, save: bool = True) -> None: ...

    def menuBar(self) -> QMenuBar: ...  # noqa: N802 - Qt's name

    def statusBar(self) -> QStatusBar: ...  # noqa: N802 - Qt's name

    def isVisible(self) -> bool: ...  # noqa: N802 - Qt's name

    def activateWindow(self) -> None: ...  # noqa: N802 - Qt's name


def qt_window(window: TableWindow) -> QMainWindow:
    """``window`` as the QMainWindow it is: the parent of its controllers and of their dialogs
    (the protocol names only the parts the controllers use)."""
    return cast("QMainWindow", window)
