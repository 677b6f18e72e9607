"""The main window: the table, the feedback panel, and every action with its shortcut."""

from __future__ import annotations

import logging
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QApplication, QComboBox, QMainWindow, QSplitter, QToolBar, QWidget

from dealer_trainer.drills.codes import is_calls_code, is_showdown_code
from dealer_trainer.drills.models import Drill
from dealer_trainer.drills.piles import kind_of, parse_pile
from dealer_trainer.drills.shaped_deals import level_adds
from dealer_trainer.engine import PotError
from dealer_trainer.ui.resources import app_icon
from dealer_trainer.ui.session import LEVELS, DrillResult, DrillSession
from dealer_trainer.ui.settings import Settings
from dealer_trainer.ui.table.award_scene import AwardScene
from dealer_trainer.ui.table.model import DEAD, MIDDLE, front_pile, pot_pile, return_pile
from dealer_trainer.ui.table.typed_amount import TypedAmounts
from dealer_trainer.ui.table.view import TableView
from dealer_trainer.ui.widgets.feedback import FeedbackPanel
from dealer_trainer.ui.widgets.toolbar_fit import ToolbarFit
from dealer_trainer.ui.window_parts import Mode, ModeActions
from dealer_trainer.wording.explain import error_message

if TYPE_CHECKING:
    from collections.abc import Callable

    from PySide6.QtCore import QPoint
    from PySide6.QtGui import QCloseEvent, QKeyEvent, QPaintEvent

    from dealer_trainer.drills.checking import BuildCheck, SolutionStep
    from dealer_trainer.ui.award import AwardController
    from dealer_trainer.ui.drill_sets import DrillSetController
    from dealer_trainer.ui.exam import ExamController
    from dealer_trainer.ui.language import LanguageMenu
    from dealer_trainer.ui.resume import Resumer
    from dealer_trainer.ui.school import School, StoreSource
    from dealer_trainer.ui.streets import StreetsController

log = logging.getLogger(__name__)

#: The rest of the window loads after the first paint, or after this long when nothing paints.
LOAD_REST_AFTER_MS = 2000


class _TableView(TableView):
    """The table view, saying when it has painted the table for the first time."""

    first_painted = Signal()

    def __init__(self, scene: AwardScene) -> None:
        super().__init__(scene)
        # A viewport made here, so PySide knows its class: for the one Qt makes, PySide would
        # look through every widget class (creating QMessageBox's, QWizard's … enums) to find
        # its type the first time the items' paint() receives it.
        self.setViewport(QWidget())
        self._painted = False

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt's name
        super().paintEvent(event)
        if not self._painted:
            self._painted = True
            self.first_painted.emit()


class MainWindow(QMainWindow):
    """Dealer Trainer's window around one :class:`DrillSession`.

    Start-up: the window builds what the first drill needs (the session, the table, the panel,
    its Drill/Table/Check/Lessons menus and the toolbar) and paints it; :meth:`finish_loading`
    adds the rest just after that first paint: the Drill menu's dealer helpers (from the
    house-rule declarations), the award phase (Showdown menu, Award action),
    street-by-street drills, the school (trainee, progress store, Progress), drill sets and
    hand-history import, exams and the Language menu. It runs earlier when :attr:`award`,
    :attr:`streets`, :attr:`school`, :attr:`drill_sets`, :attr:`exam`, :attr:`language` or
    :attr:`session` is reached from
    outside, or a key nothing took may be one of their shortcuts; at the latest
    :data:`LOAD_REST_AFTER_MS` after the window is made (a window never painted).

    ``progress``: the progress store, or a function that opens it (see :class:`School`).
    ``resume``: the file (or a function giving it, called after the first paint) where a drill
    or exam half done at quitting is kept for the next start
    (:class:`~dealer_trainer.ui.resume.Resumer`: closing asks first, the next start offers it);
    None: closing asks nothing (an exam is handed in).

    Check, Hint and Show solution do what the window's one interaction :attr:`mode` says
    (:class:`Mode`): the controllers add their modes' actions (:meth:`add_mode`) and enter and
    leave their modes; a mode left goes back to the base mode (BUILD, or EXAM during an exam).

    Signals:
        table_painted(): the first drill's table has been painted (once).
        loaded(): :meth:`finish_loading` is done: every menu and action is there.
    """

    table_painted = Signal()
    loaded = Signal()

    def __init__(
        self,
        settings: Settings,
        drill: Drill | None = None,
        parent: QWidget | None = None,
        progress: StoreSource = None,
        resume: str | Path | Callable[[], Path] | None = None,
    ) -> None:
        super().__init__(parent)
        self._progress_store = progress
        self._resume_path = resume
        #: keeps a half-done drill or exam at quitting (with ``resume``), made with the rest
        self.resumer: Resumer | None = None
        self._loading = False
        self._award: AwardController | None = None
        self._streets: StreetsController | None = None
        self._school: School | None = None
        self._drill_sets: DrillSetController | None = None
        self._exam: ExamController | None = None
        self._language: LanguageMenu | None = None
        self.settings = settings
        self._session = DrillSession(drill, level=settings.level, parent=self)
        self._mode = self._base_mode = Mode.BUILD
        self._modes = {Mode.BUILD: ModeActions(self._session.check, self._session.hint, self._build_solution)}
        self.scene = AwardScene(self)  # the build table, and the award phase after it
        self.scene.animate = settings.animations
        self.view = _TableView(self.scene)
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
        self.statusBar()  # made now (the school and drill sets write to it): nothing moves later
        self.view.first_painted.connect(self._table_painted)
        at_the_latest = QTimer(self)  # a timer of the window's: singleShot(ms, self, slot) loads QMetaMethod
        at_the_latest.setSingleShot(True)
        at_the_latest.timeout.connect(self.finish_loading)
        at_the_latest.start(LOAD_REST_AFTER_MS)
        self.clock = QTimer(self)
        self.clock.timeout.connect(self._tick)
        self.clock.start(1000)
        self._show_drill(self._session.drill)
        geometry = settings.geometry
        if not geometry.isEmpty():
            self.restoreGeometry(geometry)
        else:
            self.resize(1280, 800)
        self.view.setFocus()

    # ----- loaded after the first paint ---------------------------------------------------
    def _table_painted(self) -> None:
        """The table's first paint is done: say so, and load the rest as soon as the event loop
        is free again."""
        self.table_painted.emit()
        QTimer.singleShot(0, self, self.finish_loading)

    @property
    def fully_loaded(self) -> bool:
        """True once :meth:`finish_loading` has run."""
        return self._language is not None

    def finish_loading(self) -> None:
        """Add the dealer helpers, the award phase, street drills, the school, drill sets, exams
        and the Language menu (their menus, actions and shortcuts); runs once, and does nothing
        when they are there."""
        if self._loading:
            return
        self._loading = True
        self.scene.start_caches()  # the table is painted: drags repaint from caches from now on
        QApplication.setWindowIcon(app_icon())  # every window's, dialogs too (QIcon costs ms)
        from dealer_trainer.ui.award import AwardController
        from dealer_trainer.ui.drill_sets import DrillSetController
        from dealer_trainer.ui.exam import ExamController
        from dealer_trainer.ui.language import LanguageMenu
        from dealer_trainer.ui.room_profile import RoomProfileController
        from dealer_trainer.ui.school import School
        from dealer_trainer.ui.streets import StreetsController

        self._add_helpers()
        self._award = AwardController(self)
        from dealer_trainer.ui.hand_calling import HandCalling

        self.hand_calling = HandCalling(self)  # the hands called at showdown (issue 30 §2)
        self.room_profile = RoomProfileController(self)
        self._streets = StreetsController(self)
        from dealer_trainer.ui.stud_streets import StudMenu

        self.stud_menu = StudMenu(self._streets)  # Drill > Street by street > Stud (issue 29)
        self._school = School(self, self._progress_store)  # opens the store on the next turn
        self._progress_store = None
        self._drill_sets = DrillSetController(self)
        self._exam = ExamController(self)
        from dealer_trainer.ui.chip_drills import ChipsController

        self.chips = ChipsController(self)  # the Chips menu: count, change, colour-up, chip race
        if self._resume_path is not None:  # after the school and exams: it asks them both
            from dealer_trainer.ui.resume import Resumer

            path = self._resume_path
            self.resumer = Resumer(self, path() if callable(path) else path)
        from dealer_trainer.ui.course import CourseController

        self.course = CourseController(self)
        self._language = LanguageMenu(self)
        self.loaded.emit()

    def _add_helpers(self) -> None:
        """The Drill menu's dealer helpers after Animate chips, built from their declaration
        (engine.house_rules.HELPERS, which loads with the rest), and the table's as saved."""
        from dealer_trainer.engine.house_rules import HELPERS
        from dealer_trainer.ui.house_rules import helper_action

        self.helpers_action = helper_action(self, HELPERS, self.settings.helpers, self.set_helpers)
        self.addAction(self.helpers_action)
        self.drill_menu.insertAction(self._after_animate, self.helpers_action)
        self._session.state.helpers = self.settings.helpers

    @property
    def session(self) -> DrillSession:
        """The drill at the table. Whoever reaches it from outside gets the whole window: the
        parts loaded after the first paint are there first, and see every change the session
        announces."""
        self.finish_loading()
        return self._session

    @property
    def award(self) -> AwardController:
        """The award phase (loaded first if it is not yet)."""
        self.finish_loading()
        assert self._award is not None
        return self._award

    @property
    def streets(self) -> StreetsController:
        """Street-by-street drills (loaded first if they are not yet)."""
        self.finish_loading()
        assert self._streets is not None
        return self._streets

    @property
    def school(self) -> School:
        """The trainee, the progress store and its status (loaded first if it is not yet)."""
        self.finish_loading()
        assert self._school is not None
        return self._school

    @property
    def drill_sets(self) -> DrillSetController:
        """Drill sets and hand-history import (loaded first if they are not yet)."""
        self.finish_loading()
        assert self._drill_sets is not None
        return self._drill_sets

    @property
    def exam(self) -> ExamController:
        """Exams (loaded first if they are not yet)."""
        self.finish_loading()
        assert self._exam is not None
        return self._exam

    @property
    def language(self) -> LanguageMenu:
        """The Language menu (loaded first if it is not yet)."""
        self.finish_loading()
        assert self._language is not None
        return self._language

    # ----- modes -------------------------------------------------------------------------
    @property
    def mode(self) -> Mode:
        """The interaction mode: whose Check, Hint and Show solution they are."""
        return self._mode

    def add_mode(self, mode: Mode, actions: ModeActions) -> None:
        """What Check, Hint and Show solution do in ``mode`` (a controller adds its own)."""
        self._modes[mode] = actions

    def mode_actions(self, mode: Mode) -> ModeActions:
        """What Check, Hint and Show solution do in ``mode``. Raises KeyError before it is added."""
        return self._modes[mode]

    def enter_mode(self, mode: Mode) -> None:
        """``mode`` is the window's from now on (its actions added with :meth:`add_mode`)."""
        self._mode = mode

    def leave_mode(self, mode: Mode) -> None:
        """Back to the base mode, when ``mode`` is the window's (else nothing changes)."""
        if self._mode is mode:
            self._mode = self._base_mode

    def set_base_mode(self, mode: Mode) -> None:
        """The mode a fresh drill is in (BUILD; EXAM while an exam runs); it is the window's
        now when the old base mode was."""
        if self._mode is self._base_mode:
            self._mode = mode
        self._base_mode = mode

    def _mode_actions(self) -> ModeActions:
        self.finish_loading()  # the parts loaded after the first paint see every check and hint
        return self._modes[self._mode]

    # ----- actions -----------------------------------------------------------------------
    def _action(
        self,
        text: str,
        shortcut: list[QKeySequence] | QKeySequence | None,
        slot,
        tip: str,
        checkable: bool = False,
    ) -> QAction:
        """A window action (menus, toolbar, keys). ``slot`` is called with no argument, or with
        the new checked state when ``checkable``: QAction.triggered(bool) would otherwise pass
        ``checked`` into a slot's first optional parameter (Practise my weak spots took it as the
        drill count and crashed)."""
        action = QAction(self)  # QAction(text, parent) would load QIcon (its overloads) before the paint
        action.setText(text)
        if shortcut is not None:
            shortcuts = shortcut if isinstance(shortcut, list) else [shortcut]
            action.setShortcuts(shortcuts)
            tip = f"{tip} ({shortcuts[0].toString(QKeySequence.SequenceFormat.NativeText)})"
        action.setToolTip(tip)
        action.setStatusTip(tip)
        if checkable:
            action.setCheckable(True)
            action.triggered.connect(slot)
        else:
            action.triggered.connect(lambda: slot())
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
            self.tr("&Undo"), key(key.StandardKey.Undo), self._session.undo, self.tr("Undo")
        )
        self.redo_action = self._action(
            self.tr("&Redo"),
            [key("Ctrl+Shift+Z"), key("Ctrl+Y")],
            self._session.redo,
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
            self._session.open_side_pot,
            self.tr("Open the next side pot"),
        )
        self.close_pot_action = self._action(
            self.tr("Close empty side pot"),
            key("Shift+P"),
            self._session.close_side_pot,
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
            self.tr("&Animate chips"), None, self.toggle_animations, self.tr("Animate chips moving"), True
        )
        self.animate_action.setChecked(self.settings.animations)
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
        self.level_actions[self._session.level].setChecked(True)
        self._make_menus()
        self._make_toolbar()
        self.panel.check_button.clicked.connect(self.check)
        self.panel.hint_button.clicked.connect(self.hint)
        self.panel.solution_button.clicked.connect(self.show_solution)

    def _make_menus(self) -> None:
        """The Drill, Table, Check and Lessons menus (the later parts add theirs)."""
        menu = self.menuBar()
        self.drill_menu = drill = menu.addMenu(self.tr("&Drill"))
        drill.addActions([self.next_action, self.code_action, self.reset_action])
        levels = drill.addMenu(self.tr("&Level"))
        levels.addActions(list(self.level_actions.values()))
        drill.addSeparator()
        drill.addAction(self.animate_action)
        self._after_animate = drill.addSeparator()  # the dealer helpers go before it (_add_helpers)
        drill.addAction(self.quit_action)
        edit = menu.addMenu(self.tr("&Table"))
        edit.addActions([self.undo_action, self.redo_action])
        edit.addSeparator()
        edit.addActions([self.move_action, self.add_pot_action, self.close_pot_action, self.cancel_action])
        check = menu.addMenu(self.tr("&Check"))
        check.addActions([self.check_action, self.hint_action, self.solution_action])
        self.lessons_menu = menu.addMenu(self.tr("L&essons"))
        self.lessons_menu.aboutToShow.connect(self._fill_lessons)  # filled when first opened

    def _make_toolbar(self) -> None:
        """The toolbar: undo, redo, reset, side pot, move, the level box, next drill, code."""
        bar = QToolBar(self.tr("Table"))
        bar.setObjectName("mainToolBar")
        bar.setMovable(False)
        bar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        bar.addActions([self.undo_action, self.redo_action, self.reset_action])
        bar.addSeparator()
        bar.addActions([self.add_pot_action, self.move_action])
        bar.addSeparator()
        self.level_box = QComboBox()
        self.level_box.setToolTip(self.tr("Drill level (Ctrl+1 … Ctrl+5)"))
        self.level_box.setAccessibleName(self.tr("Drill level"))
        for level in LEVELS:
            self.level_box.addItem(self.tr("Level %1").replace("%1", str(level)), level)
            self.level_box.setItemData(
                self.level_box.count() - 1, level_adds(level), Qt.ItemDataRole.ToolTipRole
            )
        self.level_box.setPlaceholderText(self.tr("Lesson"))
        # wide enough for what it names when the drill has no level ("Street hand" ...)
        self.level_box.setMinimumContentsLength(max(len(k) for k in self._kinds().values()))
        self.level_box.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.level_box.setCurrentIndex(LEVELS.index(self._session.level))
        self.level_box.activated.connect(lambda i: self.set_level(LEVELS[i]))
        self.level_box.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        bar.addWidget(self.level_box)
        bar.addActions([self.next_action, self.code_action])
        self.addToolBar(bar)
        self.toolbar = bar
        self.toolbar_fit = ToolbarFit(bar, self.level_box)  # no action behind the chevron at 1024x700

    def _wire(self) -> None:
        s = self._session
        s.drill_loaded.connect(self._show_drill)
        s.piles_changed.connect(self._piles_changed)
        s.drill_checked.connect(self._checked)
        s.hint_given.connect(self._hinted)
        s.solution_stepped.connect(self._solution_step)
        s.result_changed.connect(self._result)
        self.scene.chips_dropped.connect(s.move)
        self.typed_amounts = TypedAmounts(
            s, self.scene.amount_dropped, self.scene.amount_too_large, self.panel.insert_widget
        )
        self.scene.bet_dropped.connect(s.move_bet)
        self.scene.change_requested.connect(s.make_change)
        self.scene.add_pot_requested.connect(s.open_side_pot)
        self.scene.chips_dropped_on_new_pot.connect(s.move_to_new_pot)
        self.scene.chip_menu_requested.connect(self.chip_menu)

    # ----- slots -------------------------------------------------------------------------
    def _show_drill(self, drill: Drill) -> None:
        self.scene.set_table(self._session.state)
        self.panel.show_drill(drill)
        self.level_box.blockSignals(True)  # the box names the drill on the table, not a choice
        if drill.level not in LEVELS:
            self.level_box.setPlaceholderText(self._kind_of(drill))
        self.level_box.setCurrentIndex(LEVELS.index(drill.level) if drill.level in LEVELS else -1)
        self.level_box.blockSignals(False)
        self.panel.show_result(self._session.result)
        self.setWindowTitle(self.tr("Dealer Trainer — %1").replace("%1", drill.title or drill.code or ""))
        self._tick()
        self._update_actions()

    def _piles_changed(self, done: bool) -> None:
        self.scene.sync()
        if done:
            self.scene.clear_marks()
        self._update_actions()

    def _update_actions(self) -> None:
        state = self._session.state
        self.undo_action.setEnabled(state.can_undo() and self._session.undo_allowed)
        self.redo_action.setEnabled(state.can_redo() and self._session.undo_allowed)

    def _tick(self) -> None:
        self.panel.show_time(self._session.elapsed())

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
        """Check (Return): the mode's (the build's, the award's, a ruling's answer ...)."""
        self.scene.finish_animation()
        self._mode_actions().check()

    def hint(self) -> None:
        """Hint (H): the mode's."""
        self._mode_actions().hint()

    def reset(self) -> None:
        """Every chip back in front of its player; the panel starts over (no stale verdict)."""
        if self._session.reset():
            self.panel.show_drill(self._session.drill)
            self.panel.show_result(self._session.result)

    def show_solution(self) -> None:
        """Show solution (S): the mode's."""
        self._mode_actions().show_solution()

    def _build_solution(self) -> None:
        """The build's solution, played layer by layer in the panel and on the table."""
        self.panel.start_solution()
        self._session.show_solution(animated=self.settings.animations)

    def _kinds(self) -> dict[str, str]:
        """The level box's words for a drill of no level, by kind."""
        return {"street": self.tr("Street hand"), "lesson": self.tr("Lesson"), "set": self.tr("Drill set")}

    def _kind_of(self, drill: Drill) -> str:
        """What the level box says for a drill of no level: a street hand, a lesson, or a drill
        from a drill set or file (imported hands, an instructor's set)."""
        from dealer_trainer.drills.lessons import lessons
        from dealer_trainer.drills.streets import is_street_code

        if is_street_code(drill.code):
            return self._kinds()["street"]
        if not drill.code and any(drill == lesson for lesson in lessons()):
            return self._kinds()["lesson"]
        return self._kinds()["set"]

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

        self._session.load(lessons()[index])

    def next_drill(self) -> None:
        if not self.drill_sets.next():  # inside an open set, the set's next drill
            self._session.next_drill()

    def set_level(self, level: int) -> None:
        self.settings.level = level
        self.level_box.setCurrentIndex(LEVELS.index(level))
        self.level_actions[level].setChecked(True)
        self._session.next_drill(level)

    def set_helpers(self, on: bool, save: bool = True) -> None:
        """Turn the dealer helpers on or off (``save``: remember it; a drill set's own setting
        is not saved as the trainee's)."""
        if save:
            self.settings.helpers = on
        self.helpers_action.setChecked(on)
        self._session.state.helpers = on

    def toggle_animations(self, on: bool) -> None:
        self.settings.animations = on
        self.scene.animate = on

    def enter_code(self) -> None:
        from PySide6.QtWidgets import QInputDialog, QMessageBox

        from dealer_trainer.drills.streets import is_street_code  # not needed at start-up

        code, ok = QInputDialog.getText(self, self.tr("Drill code"), self.tr("Enter a drill code:"))
        if not ok or not code.strip():
            return
        try:
            if is_street_code(code):  # a street-by-street drill: played out action by action
                self.streets.load_code(code)
                return
            self._session.load_code(code)
            if is_showdown_code(code) or is_calls_code(code):  # a showdown drill: pots built, hands up
                self.award.load_showdown(self._session.drill)
        except PotError as exc:
            QMessageBox.warning(self, self.tr("Drill code"), error_message(exc))
        except ValueError as exc:
            QMessageBox.warning(self, self.tr("Drill code"), str(exc))

    def move_dialog(self) -> None:
        from dealer_trainer.ui.widgets.move_dialog import MoveDialog

        dialog = MoveDialog(self._session, self.pile_title, self)
        dialog.exec()

    def pile_title(self, pile: str) -> str:
        """A pile's name for menus: "Main pot", "Return to Chris", "In front of Anna"."""
        where = parse_pile(pile)
        if where.kind == "front":
            return self.tr("In front of %1").replace("%1", where.seat or "")
        if where.kind == "return":
            return self.tr("Return to %1").replace("%1", where.seat or "")
        return self.scene.pile_title(pile)

    def targets_for(self, chip_ids: list[int]) -> list[str]:
        """Piles ``chip_ids`` may be moved to, pots first."""
        state = self._session.state
        here = state.where(chip_ids[0])
        piles = [pot_pile(i) for i in range(state.pot_count)]
        piles += [return_pile(s) for s in state.seats]
        piles += [front_pile(s) for s in state.seats] + [MIDDLE]
        piles += [p for p in state.piles() if kind_of(p) == "win"]  # the award phase's win spots
        return [p for p in piles if p != here and state.can_drop(chip_ids, p)]

    def chip_menu(self, chip_id: int, screen_pos: QPoint) -> None:
        """Right-click on a chip: make change, or move it (and the chips above it) somewhere."""
        self.build_chip_menu(chip_id).popup(screen_pos)

    def build_chip_menu(self, chip_id: int):  # noqa: ANN201 - QMenu, imported when first needed
        """The context menu of a chip: "Make change", and where its stack or it alone can go."""
        from PySide6.QtWidgets import QMenu

        state = self._session.state
        menu = QMenu(self)
        menu.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        change = menu.addAction(self.tr("Make change"))
        change.setEnabled(state.can_make_change(chip_id))
        change.triggered.connect(lambda: self._session.make_change(chip_id))
        for single, label in ((False, self.tr("Move these chips to")), (True, self.tr("Move this chip to"))):
            ids = state.lift(chip_id, single)
            sub = menu.addMenu(label)
            for pile in self.targets_for(ids):
                act = sub.addAction(self.pile_title(pile))
                act.triggered.connect(lambda _=False, i=ids, p=pile: self._session.move(i, p))
        return menu

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        """A key nothing took. Before the rest is loaded (or the school has started) it may be
        the shortcut of an action not made yet (Award, Open drill set, Progress …): make them
        now and trigger that action."""
        if not self._loading or not self.school.is_started:
            self.school.start()  # loads the rest first; the school's actions come with its start
            pressed = QKeySequence(event.keyCombination())
            for action in self.actions():
                if action.isEnabled() and pressed in action.shortcuts():
                    action.trigger()
                    return
        super().keyPressEvent(event)

    def resizeEvent(self, event) -> None:  # noqa: N802, ANN001
        super().resizeEvent(event)
        panel = max(250, min(360, int(self.width() * 0.24)))
        self.splitter.setSizes([max(1, self.splitter.width() - panel), panel])

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802
        """Closing (Quit, Ctrl+Q, the window's button): a drill or exam half done is kept for
        the next start or left, as the trainee answers (:meth:`Resumer.closing`; Cancel keeps
        the window open). A drill not kept is left: the progress recorder's ``leave("quit")``,
        when it has one, records it."""
        if self._resume_path is not None:
            self.finish_loading()
        outcome = self.resumer.closing() if self.resumer is not None else "quit"
        if outcome == "cancel":
            event.ignore()
            return
        recorder = getattr(self._school, "recorder", None)
        leave = getattr(recorder, "leave", None)
        if outcome == "quit" and callable(leave):
            leave("quit")
        self.settings.geometry = self.saveGeometry()
        self.settings.sync()
        super().closeEvent(event)
