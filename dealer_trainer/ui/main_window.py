"""The main window: the table, the feedback panel, and every action with its shortcut."""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

from PySide6.QtCore import QPoint, Qt, QTimer
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QKeySequence
from PySide6.QtWidgets import QComboBox, QMainWindow, QSplitter, QToolBar, QWidget

from dealer_trainer.drills.codes import is_showdown_code
from dealer_trainer.drills.models import Drill
from dealer_trainer.drills.streets import is_street_code
from dealer_trainer.engine import PotError
from dealer_trainer.explain import error_message
from dealer_trainer.ui.drill_sets import DrillSetController
from dealer_trainer.ui.exam import ExamController
from dealer_trainer.ui.language import LanguageMenu
from dealer_trainer.ui.resources import app_icon
from dealer_trainer.ui.school import School, StoreSource
from dealer_trainer.ui.session import LEVELS, DrillResult, DrillSession
from dealer_trainer.ui.settings import Settings
from dealer_trainer.ui.streets import StreetsController
from dealer_trainer.ui.table.award_scene import AwardScene
from dealer_trainer.ui.table.model import DEAD, MIDDLE, front_pile, pile_kind, pot_pile, return_pile
from dealer_trainer.ui.table.view import TableView
from dealer_trainer.ui.widgets.feedback import FeedbackPanel

if TYPE_CHECKING:
    from dealer_trainer.drills.checking import BuildCheck, SolutionStep

log = logging.getLogger(__name__)


class MainWindow(QMainWindow):
    """Dealer Trainer's window around one :class:`DrillSession`."""

    def __init__(
        self,
        settings: Settings,
        drill: Drill | None = None,
        parent: QWidget | None = None,
        progress: StoreSource = None,
    ) -> None:
        super().__init__(parent)
        self.settings = settings
        self.setWindowIcon(app_icon())
        self.session = DrillSession(drill, level=settings.level, parent=self)
        self.scene = AwardScene(self)  # the build table, and the award phase after it
        self.scene.animate = settings.animations
        self.view = TableView(self.scene)
        self.panel = FeedbackPanel()
        splitter = QSplitter(Qt.Orientation.Horizontal)
        splitter.addWidget(self.view)
        splitter.addWidget(self.panel)
        splitter.setStretchFactor(0, 1)
        splitter.setStretchFactor(1, 0)
        splitter.setChildrenCollapsible(False)
        splitter.setSizes([1000, 300])
        self.splitter = splitter
        self.setCentralWidget(splitter)
        self.setMinimumSize(1000, 600)
        self._make_actions()
        self._wire()
        from dealer_trainer.ui.award import AwardController

        self.award = AwardController(self)
        self.streets = StreetsController(self)
        self.school = School(self, progress)  # store, trainee and status: after the first paint
        self.drill_sets = DrillSetController(self)
        self.exam = ExamController(self)
        self.language = LanguageMenu(self)
        self.clock = QTimer(self)
        self.clock.timeout.connect(self._tick)
        self.clock.start(1000)
        self._show_drill(self.session.drill)
        geometry = settings.geometry
        if not geometry.isEmpty():
            self.restoreGeometry(geometry)
        else:
            self.resize(1280, 800)
        self.view.setFocus()

    # ----- actions -----------------------------------------------------------------------
    def _action(
        self, text: str, shortcut: list[QKeySequence] | QKeySequence | None, slot, tip: str
    ) -> QAction:
        action = QAction(text, self)
        if shortcut is not None:
            shortcuts = shortcut if isinstance(shortcut, list) else [shortcut]
            action.setShortcuts(shortcuts)
            tip = f"{tip} ({shortcuts[0].toString(QKeySequence.SequenceFormat.NativeText)})"
        action.setToolTip(tip)
        action.setStatusTip(tip)
        action.triggered.connect(slot)
        self.addAction(action)
        return action

    def _make_actions(self) -> None:
        key = QKeySequence
        self.check_action = self._action(
            self.tr("&Check"),
            [key(Qt.Key.Key_Return), key(Qt.Key.Key_Enter)],
            self.check,
            self.tr("Check every pile"),
        )
        self.hint_action = self._action(
            self.tr("&Hint"), key(Qt.Key.Key_H), self.hint, self.tr("Show the next layer")
        )
        self.solution_action = self._action(
            self.tr("Show &solution"),
            key(Qt.Key.Key_S),
            self.show_solution,
            self.tr("Build the pots layer by layer"),
        )
        self.undo_action = self._action(
            self.tr("&Undo"), key(key.StandardKey.Undo), self.session.undo, self.tr("Undo")
        )
        self.redo_action = self._action(
            self.tr("&Redo"),
            [key("Ctrl+Shift+Z"), key("Ctrl+Y")],
            self.session.redo,
            self.tr("Redo"),
        )
        self.reset_action = self._action(
            self.tr("&Reset drill"),
            key("Ctrl+R"),
            self.reset,
            self.tr("Every chip back in front of its player"),
        )
        self.next_action = self._action(
            self.tr("&Next drill"), key("Ctrl+N"), self.next_drill, self.tr("Deal a new drill at this level")
        )
        self.code_action = self._action(
            self.tr("Drill &code…"), key("Ctrl+L"), self.enter_code, self.tr("Open a drill by its code")
        )
        self.add_pot_action = self._action(
            self.tr("Open side &pot"),
            key(Qt.Key.Key_P),
            self.session.open_side_pot,
            self.tr("Open the next side pot"),
        )
        self.close_pot_action = self._action(
            self.tr("Close empty side pot"),
            key("Shift+P"),
            self.session.close_side_pot,
            self.tr("Close the last side pot when it is empty"),
        )
        self.move_action = self._action(
            self.tr("&Move chips…"),
            key(Qt.Key.Key_M),
            self.move_dialog,
            self.tr("Move or change chips with the keyboard"),
        )
        self.cancel_action = self._action(
            self.tr("Cancel drag"),
            key(Qt.Key.Key_Escape),
            self.scene.cancel_drag,
            self.tr("Put lifted chips back"),
        )
        self.animate_action = self._action(
            self.tr("&Animate chips"), None, self.toggle_animations, self.tr("Animate chips moving")
        )
        self.animate_action.setCheckable(True)
        self.animate_action.setChecked(self.settings.animations)
        self.helpers_action = self._action(
            self.tr("Dealer &helpers"),
            None,
            self.set_helpers,
            self.tr("Make change for a carried amount, and cut every bet to a pot's all-in level"),
        )
        self.helpers_action.setCheckable(True)
        self.helpers_action.setChecked(self.settings.helpers)
        self.session.state.helpers = self.settings.helpers
        self.quit_action = self._action(
            self.tr("&Quit"), key(key.StandardKey.Quit), self.close, self.tr("Quit")
        )
        self.level_group = QActionGroup(self)
        self.level_actions: dict[int, QAction] = {}
        for level in LEVELS:
            action = self._action(
                self.tr("Level %1").replace("%1", str(level)),
                key(f"Ctrl+{level}"),
                lambda _=False, lv=level: self.set_level(lv),
                self.tr("Deal drills at level %1").replace("%1", str(level)),
            )
            action.setCheckable(True)
            self.level_group.addAction(action)
            self.level_actions[level] = action
        self.level_actions[self.session.level].setChecked(True)

        menu = self.menuBar()
        self.drill_menu = drill = menu.addMenu(self.tr("&Drill"))
        drill.addActions([self.next_action, self.code_action, self.reset_action])
        levels = drill.addMenu(self.tr("&Level"))
        levels.addActions(list(self.level_actions.values()))
        drill.addSeparator()
        drill.addActions([self.animate_action, self.helpers_action])
        drill.addSeparator()
        drill.addAction(self.quit_action)
        edit = menu.addMenu(self.tr("&Table"))
        edit.addActions([self.undo_action, self.redo_action])
        edit.addSeparator()
        edit.addActions([self.move_action, self.add_pot_action, self.close_pot_action, self.cancel_action])
        check = menu.addMenu(self.tr("&Check"))
        check.addActions([self.check_action, self.hint_action, self.solution_action])
        self.lessons_menu = menu.addMenu(self.tr("L&essons"))
        self.lessons_menu.aboutToShow.connect(self._fill_lessons)  # filled when first opened

        bar = QToolBar(self.tr("Table"))
        bar.setObjectName("mainToolBar")
        bar.setMovable(False)
        bar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        bar.addActions([self.undo_action, self.redo_action, self.reset_action])
        bar.addSeparator()
        bar.addActions([self.add_pot_action, self.move_action])
        bar.addSeparator()
        self.level_box = QComboBox()
        self.level_box.setToolTip(self.tr("Drill level (Ctrl+1 … Ctrl+4)"))
        self.level_box.setAccessibleName(self.tr("Drill level"))
        for level in LEVELS:
            self.level_box.addItem(self.tr("Level %1").replace("%1", str(level)), level)
        self.level_box.setPlaceholderText(self.tr("Lesson"))
        self.level_box.setCurrentIndex(LEVELS.index(self.session.level))
        self.level_box.activated.connect(lambda i: self.set_level(LEVELS[i]))
        self.level_box.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        bar.addWidget(self.level_box)
        bar.addActions([self.next_action, self.code_action])
        self.addToolBar(bar)
        self.toolbar = bar
        self.panel.check_button.clicked.connect(self.check)
        self.panel.hint_button.clicked.connect(self.hint)
        self.panel.solution_button.clicked.connect(self.show_solution)

    def _wire(self) -> None:
        s = self.session
        s.drill_loaded.connect(self._show_drill)
        s.piles_changed.connect(self._piles_changed)
        s.drill_checked.connect(self._checked)
        s.hint_given.connect(self._hinted)
        s.solution_stepped.connect(self._solution_step)
        s.result_changed.connect(self._result)
        self.scene.chips_dropped.connect(s.move)
        self.scene.amount_dropped.connect(s.move_amount)
        self.scene.bet_dropped.connect(s.move_bet)
        self.scene.change_requested.connect(s.make_change)
        self.scene.add_pot_requested.connect(s.open_side_pot)
        self.scene.chips_dropped_on_new_pot.connect(s.move_to_new_pot)
        self.scene.chip_menu_requested.connect(self.chip_menu)

    # ----- slots -------------------------------------------------------------------------
    def _show_drill(self, drill: Drill) -> None:
        self.scene.set_table(self.session.state)
        self.panel.show_drill(drill)
        self.level_box.blockSignals(True)  # the box names the drill on the table, not a choice
        self.level_box.setCurrentIndex(LEVELS.index(drill.level) if drill.level in LEVELS else -1)
        self.level_box.blockSignals(False)
        self.panel.show_result(self.session.result)
        self.setWindowTitle(self.tr("Dealer Trainer — %1").replace("%1", drill.title or drill.code or ""))
        self._tick()
        self._update_actions()

    def _piles_changed(self, done: bool) -> None:
        self.scene.sync()
        if done:
            self.scene.clear_marks()
        self._update_actions()

    def _update_actions(self) -> None:
        state = self.session.state
        self.undo_action.setEnabled(state.can_undo() and self.session.undo_allowed)
        self.redo_action.setEnabled(state.can_redo() and self.session.undo_allowed)

    def _tick(self) -> None:
        self.panel.show_time(self.session.elapsed())

    def _checked(self, check: BuildCheck) -> None:
        verdicts = {v.pile: v.correct for v in check.verdicts}
        for origin in check.left:  # chips left in front of a seat, or dead money in the middle
            verdicts[MIDDLE if origin == DEAD else front_pile(origin)] = False
        self.scene.show_verdicts(verdicts)
        self.panel.show_check(check)

    def _hinted(self, step: SolutionStep | None) -> None:
        self.panel.show_hint(step)
        if step is None:
            self.scene.show_hint([])
            return
        zones = [step.pile] + [MIDDLE if o == DEAD else front_pile(o) for o in step.moves]
        self.scene.show_hint(zones)

    def _solution_step(self, step: SolutionStep) -> None:
        self.panel.add_solution_step(step)
        self.scene.show_hint([step.pile])

    def _result(self, result: DrillResult) -> None:
        self.panel.show_result(result)
        self._tick()

    def check(self) -> None:
        self.scene.finish_animation()
        if self.award.active:
            self.award.check()
            return
        if self.streets.intercept_check():
            return
        self.session.check()

    def hint(self) -> None:
        if self.award.active:
            self.award.hint()
            return
        if self.streets.busy():
            return
        self.session.hint()

    def reset(self) -> None:
        """Every chip back in front of its player; the panel starts over (no stale verdict)."""
        if self.session.reset():
            self.panel.show_drill(self.session.drill)
            self.panel.show_result(self.session.result)

    def show_solution(self) -> None:
        if self.award.active:
            self.award.show_solution()
            return
        if self.streets.busy():
            return
        self.panel.start_solution()
        self.session.show_solution(animated=self.settings.animations)

    def _fill_lessons(self) -> None:
        """The worked examples of the rule sources, each opened as a drill."""
        if self.lessons_menu.actions():
            return
        try:
            from dealer_trainer.drills.lessons import lessons
        except ImportError:
            self.lessons_menu.setEnabled(False)
            return
        for index, drill in enumerate(lessons()):
            action = self.lessons_menu.addAction(drill.title)
            action.setToolTip(drill.notes or drill.title)
            action.triggered.connect(lambda _=False, i=index: self.open_lesson(i))

    def open_lesson(self, index: int) -> None:
        """Put lesson ``index`` on the table."""
        from dealer_trainer.drills.lessons import lessons

        self.session.load(lessons()[index])

    def next_drill(self) -> None:
        if not self.drill_sets.next():  # inside an open set, the set's next drill
            self.session.next_drill()

    def set_level(self, level: int) -> None:
        self.settings.level = level
        self.level_box.setCurrentIndex(LEVELS.index(level))
        self.level_actions[level].setChecked(True)
        self.session.next_drill(level)

    def set_helpers(self, on: bool, save: bool = True) -> None:
        """Turn the dealer helpers on or off (``save``: remember it; a drill set's own setting
        is not saved as the trainee's)."""
        if save:
            self.settings.helpers = on
        self.helpers_action.setChecked(on)
        self.session.state.helpers = on

    def toggle_animations(self, on: bool) -> None:
        self.settings.animations = on
        self.scene.animate = on

    def enter_code(self) -> None:
        from PySide6.QtWidgets import QInputDialog, QMessageBox

        code, ok = QInputDialog.getText(self, self.tr("Drill code"), self.tr("Enter a drill code:"))
        if not ok or not code.strip():
            return
        try:
            if is_street_code(code):  # a street-by-street drill: played out action by action
                self.streets.load_code(code)
                return
            self.session.load_code(code)
            if is_showdown_code(code):  # a showdown drill: pots built, hands up
                self.award.load_showdown(self.session.drill)
        except PotError as exc:
            QMessageBox.warning(self, self.tr("Drill code"), error_message(exc))
        except ValueError as exc:
            QMessageBox.warning(self, self.tr("Drill code"), str(exc))

    def move_dialog(self) -> None:
        from dealer_trainer.ui.widgets.move_dialog import MoveDialog

        dialog = MoveDialog(self.session, self.pile_title, self)
        dialog.exec()

    def pile_title(self, pile: str) -> str:
        """A pile's name for menus: "Main pot", "Return to Chris", "In front of Anna"."""
        kind, rest = pile_kind(pile)
        if kind == "front":
            return self.tr("In front of %1").replace("%1", rest)
        if kind == "return":
            return self.tr("Return to %1").replace("%1", rest)
        return self.scene.pile_title(pile)

    def targets_for(self, chip_ids: list[int]) -> list[str]:
        """Piles ``chip_ids`` may be moved to, pots first."""
        state = self.session.state
        here = state.where(chip_ids[0])
        piles = [pot_pile(i) for i in range(state.pot_count)]
        piles += [return_pile(s) for s in state.seats]
        piles += [front_pile(s) for s in state.seats] + [MIDDLE]
        piles += [p for p in state.piles() if p.startswith("win:")]  # the award phase's win spots
        return [p for p in piles if p != here and state.can_drop(chip_ids, p)]

    def chip_menu(self, chip_id: int, screen_pos: QPoint) -> None:
        """Right-click on a chip: make change, or move it (and the chips above it) somewhere."""
        self.build_chip_menu(chip_id).popup(screen_pos)

    def build_chip_menu(self, chip_id: int):  # noqa: ANN201 - QMenu, imported when first needed
        """The context menu of a chip: "Make change", and where its stack or it alone can go."""
        from PySide6.QtWidgets import QMenu

        state = self.session.state
        menu = QMenu(self)
        menu.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        change = menu.addAction(self.tr("Make change"))
        change.setEnabled(state.can_make_change(chip_id))
        change.triggered.connect(lambda: self.session.make_change(chip_id))
        for single, label in ((False, self.tr("Move these chips to")), (True, self.tr("Move this chip to"))):
            ids = state.lift(chip_id, single)
            sub = menu.addMenu(label)
            for pile in self.targets_for(ids):
                act = sub.addAction(self.pile_title(pile))
                act.triggered.connect(lambda _=False, i=ids, p=pile: self.session.move(i, p))
        return menu

    def resizeEvent(self, event) -> None:  # noqa: N802, ANN001
        super().resizeEvent(event)
        panel = max(250, min(360, int(self.width() * 0.24)))
        self.splitter.setSizes([max(1, self.splitter.width() - panel), panel])

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802
        self.settings.geometry = self.saveGeometry()
        self.settings.sync()
        super().closeEvent(event)
