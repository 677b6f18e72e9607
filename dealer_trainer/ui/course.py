"""The Course view: the course's units in order with the trainee's state, each unit's lesson
and practice, and an instructor's unlock and reset (drills/course.py is the model).

**Course ▸ Course view…** opens :class:`CourseView` for the trainee at the table. A locked unit
is greyed and says why; *Lesson* opens the unit's worked example (the one selected, else the
first), *Practise* deals one of its drills (the one selected, else one at random); both close
the view and put the drill on the table. *Unlock* and *Reset* ask for the instructor passphrase
on this machine's file, which only the instructor's class view sets (on the school's server the
server's roles decide).
"""

from __future__ import annotations

import random
from typing import Any

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QMenu,
    QMessageBox,
    QPushButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from dealer_trainer.drills.course import (
    DrillRef,
    LessonRef,
    UnitState,
    lesson_index,
    reached_words,
    trainee_states,
)
from dealer_trainer.i18n import _
from dealer_trainer.ui.window_parts import TableWindow, qt_window

#: Item data: what a row stands for (a UnitState, a LessonRef or a DrillRef).
ROLE = Qt.ItemDataRole.UserRole
GREY = QColor("#8a8a8a")


class CourseView(QDialog):
    """The units of the course for ``trainee``, in order: state, the last ten attempts, the
    unit's lesson text, its worked examples and drills as children. ``start_lesson`` /
    ``start_drill`` put a lesson or a drill on the table; ``set_unit(unit_id, action)``
    stores an instructor's ``"unlock"`` or ``"reset"`` and returns False when it was refused."""

    def __init__(
        self,
        states: list[UnitState],
        trainee: str,
        parent: QWidget | None = None,
        *,
        start_lesson: Any = None,
        start_drill: Any = None,
        set_unit: Any = None,
        reload: Any = None,
    ) -> None:
        super().__init__(parent)
        self.trainee = trainee
        self.start_lesson, self.start_drill = start_lesson, start_drill
        self.set_unit, self.reload = set_unit, reload
        self.rng = random.Random()
        self.setWindowTitle(self.tr("Course — %1").replace("%1", trainee))
        self.resize(900, 560)
        layout = QVBoxLayout(self)
        self.heading = QLabel()
        layout.addWidget(self.heading)
        self.tree = QTreeWidget(self)
        self.tree.setColumnCount(3)
        self.tree.setHeaderLabels([self.tr("Unit"), self.tr("State"), self.tr("Last 10 right first time")])
        self.tree.setAccessibleName(self.tr("Course units"))
        layout.addWidget(self.tree, 1)
        self.lesson_text = QLabel()
        self.lesson_text.setWordWrap(True)
        self.lesson_text.setMinimumHeight(60)
        self.lesson_text.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.lesson_text.setStyleSheet(
            "QLabel { background: #f6f3e8; border: 1px solid #c9c1a0; padding: 6px; }"
        )
        layout.addWidget(self.lesson_text)
        row = QHBoxLayout()
        self.lesson_button = QPushButton(self.tr("&Lesson"))
        self.practise_button = QPushButton(self.tr("&Practise"))
        self.unlock_button = QPushButton(self.tr("&Unlock for this trainee"))
        self.reset_button = QPushButton(self.tr("&Reset for this trainee"))
        for button in (self.lesson_button, self.practise_button):
            row.addWidget(button)
        row.addStretch(1)
        for button in (self.unlock_button, self.reset_button):
            row.addWidget(button)
        layout.addLayout(row)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.lesson_button.clicked.connect(self.lesson)
        self.practise_button.clicked.connect(self.practise)
        self.unlock_button.clicked.connect(lambda: self._instructor("unlock"))
        self.reset_button.clicked.connect(lambda: self._instructor("reset"))
        self.tree.currentItemChanged.connect(lambda *_a: self._selected())
        self.show_states(states)

    # ----- filling ---------------------------------------------------------------------------
    def show_states(self, states: list[UnitState]) -> None:
        """Show ``states`` (one per unit, in order); the unit reached is selected."""
        self.states = states
        self.heading.setText(
            self.tr("%1 · unit reached: %2").replace("%1", self.trainee).replace("%2", reached_words(states))
        )
        self.tree.clear()
        self.items: list[QTreeWidgetItem] = []
        words = {"locked": self.tr("locked"), "open": self.tr("open"), "mastered": self.tr("mastered")}
        current = None
        for n, s in enumerate(states, 1):
            state = words[s.state] + (" " + self.tr("(unlocked)") if s.unlocked else "")
            item = QTreeWidgetItem([f"{n}. {_(s.unit.title)}", state, f"{s.right}/{s.attempts}"])
            item.setData(0, ROLE, s)
            item.setToolTip(0, s.why or _(s.unit.lesson))
            for ref in s.unit.lessons:
                child = QTreeWidgetItem([self.tr("Lesson: %1").replace("%1", self._lesson_title(ref))])
                child.setToolTip(0, child.text(0))
                child.setData(0, ROLE, ref)
                item.addChild(child)
            for drill in s.unit.drills:
                child = QTreeWidgetItem([self.tr("Practice: %1").replace("%1", drill.title())])
                child.setData(0, ROLE, drill)
                item.addChild(child)
            if s.state == "locked":
                for column in range(3):
                    item.setForeground(column, QBrush(GREY))
                for child in item.takeChildren():
                    child.setForeground(0, QBrush(GREY))
                    item.addChild(child)
            self.tree.addTopLevelItem(item)
            self.items.append(item)
            if current is None and s.state == "open":
                current = item
        for column in (1, 2):
            self.tree.resizeColumnToContents(column)
        self.tree.setColumnWidth(0, 520)
        if current is not None or self.items:
            (current or self.items[0]).setExpanded(True)
            self.tree.setCurrentItem(current or self.items[0])

    def _lesson_title(self, ref: LessonRef) -> str:
        from dealer_trainer.drills.lessons import lessons
        from dealer_trainer.drills.street_lessons import street_lessons

        index = lesson_index(ref)
        if index is None:
            return ref.title
        return lessons()[index].title if ref.kind == "table" else street_lessons()[index].title

    def unit_item(self, unit_id: str) -> QTreeWidgetItem:
        """The row of unit ``unit_id``. Raises KeyError when there is none."""
        for item in self.items:
            if item.data(0, ROLE).unit.id == unit_id:
                return item
        raise KeyError(unit_id)

    def _current(self) -> tuple[UnitState | None, Any]:
        """The selected unit's state and what was selected in it (a ref, or None)."""
        item = self.tree.currentItem()
        if item is None:
            return None, None
        parent = item.parent()
        if parent is None:
            return item.data(0, ROLE), None
        return parent.data(0, ROLE), item.data(0, ROLE)

    def _selected(self) -> None:
        state, _picked = self._current()
        if state is None:
            return
        text = (
            _(state.unit.lesson)
            + "\n"
            + self.tr("To master it: %1.").replace("%1", state.unit.mastery.words())
        )
        if state.why:
            text += "\n" + state.why
        self.lesson_text.setText(text)
        usable = state.state != "locked"
        self.lesson_button.setEnabled(usable and bool(state.unit.lessons))
        self.practise_button.setEnabled(usable and any(d.kind != "code" for d in state.unit.drills))
        self.unlock_button.setEnabled(state.state == "locked" and self.set_unit is not None)
        self.reset_button.setEnabled(self.set_unit is not None and (state.attempts > 0 or state.unlocked))

    # ----- acting ----------------------------------------------------------------------------
    def lesson(self) -> None:
        """Open the selected worked example (else the unit's first) and close the view."""
        state, picked = self._current()
        if state is None or state.state == "locked" or not state.unit.lessons:
            return
        ref = picked if isinstance(picked, LessonRef) else state.unit.lessons[0]
        if self.start_lesson is not None:
            self.start_lesson(ref)
        self.accept()

    def practise(self) -> None:
        """Deal the selected drill (else one of the unit's at random) and close the view."""
        state, picked = self._current()
        if state is None or state.state == "locked":
            return
        dealt = [d for d in state.unit.drills if d.kind != "code"]
        if not dealt:
            return
        drill = picked if isinstance(picked, DrillRef) and picked.kind != "code" else self.rng.choice(dealt)
        if self.start_drill is not None:
            self.start_drill(drill)
        self.accept()

    def _instructor(self, action: str) -> None:
        state, _picked = self._current()
        if state is None or self.set_unit is None:
            return
        if self.set_unit(state.unit.id, action) and self.reload is not None:
            self.show_states(self.reload())
            self.tree.setCurrentItem(self.unit_item(state.unit.id))


class CourseController(QObject):
    """The Course menu of the window and what its view starts: lessons, drills, and the
    instructor's unlocks and resets in the progress store."""

    def __init__(self, window: TableWindow) -> None:
        super().__init__(qt_window(window))
        self.window = window
        self.view: CourseView | None = None
        self.instructor = False  # the passphrase was given in the Course view open now
        self.ask: Any = None  # QInputDialog.getText's stand-in (tests)
        self.action = window._action(  # noqa: SLF001 - the window's own action helper
            self.tr("&Course view…"),
            None,
            self.show_course,
            self.tr("The course: units in order, their lessons and practice, where you stand"),
        )
        bar = window.menuBar()
        self.menu = QMenu(self.tr("C&ourse"), bar)
        self.menu.addAction(self.action)
        menus = bar.actions()
        lessons = getattr(window, "lessons_menu", None)
        place = menus.index(lessons.menuAction()) + 1 if lessons is not None else len(menus)
        if place < len(menus):  # right after the Lessons menu
            bar.insertMenu(menus[place], self.menu)
        else:
            bar.addMenu(self.menu)

    def _school(self) -> Any:
        return getattr(self.window, "school", None)

    def states(self) -> list[UnitState]:
        """The trainee's unit states (a first-unit-open course without a store)."""
        from dealer_trainer.drills.course import course_state

        school = self._school()
        store = getattr(school, "store", None)
        trainee = getattr(school, "trainee", "")
        if store is None or trainee not in store.trainees():
            return course_state([])
        return trainee_states(store, trainee)

    def show_course(self) -> CourseView:
        """Open the Course view for the trainee at the table and return it."""
        school = self._school()
        if school is not None and not school.is_started:
            school.start()
        trainee = getattr(school, "trainee", "")
        view = CourseView(
            self.states(),
            trainee,
            qt_window(self.window),
            start_lesson=self.start_lesson,
            start_drill=self.start_drill,
            set_unit=self.set_unit if getattr(school, "store", None) is not None else None,
            reload=self.states,
        )
        view.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        view.accepted.connect(self.focus_table)
        view.finished.connect(self._forget_instructor)
        self.view = view
        view.open()
        return view

    def _forget_instructor(self, _result: int = 0) -> None:
        """The view closed: the next unlock or reset asks for the passphrase again (the
        trainee may be alone at the machine now)."""
        self.instructor = False

    def focus_table(self) -> None:
        """The window active again and the keys (Space, Return, H) on the table, after the view
        put a lesson or a drill there."""
        window = qt_window(self.window)
        window.activateWindow()
        self.window.view.setFocus()

    def start_lesson(self, ref: LessonRef) -> None:
        """Put the worked example ``ref`` on the table."""
        index = lesson_index(ref)
        if index is None:
            return
        if ref.kind == "street":
            self.window.streets.open_lesson(index)
        else:
            qt_window(self.window).open_lesson(index)  # type: ignore[attr-defined]

    def start_drill(self, drill: DrillRef) -> None:
        """Deal a drill of ``drill``'s kind: a build level, a showdown, a street hand, a ruling."""
        if drill.kind == "level":
            qt_window(self.window).set_level(int(drill.key))  # type: ignore[attr-defined]
        elif drill.kind == "showdown":
            self.window.award.new_showdown_drill(str(drill.key))
        elif drill.kind == "street":
            self.window.streets.new_drill(int(drill.key))
        elif drill.kind == "ruling":
            self.window.streets.new_ruling_drill(str(drill.key))

    def set_unit(self, unit_id: str, action: str) -> bool:
        """Store an instructor's ``action`` on ``unit_id`` for the trainee (after the instructor
        passphrase on this machine's file, set beforehand by the instructor in the class view:
        never chosen here); False when it was not done."""
        from dealer_trainer.storage.postgres import is_postgres
        from dealer_trainer.ui.instructor import unlock

        school = self._school()
        parent = qt_window(self.window)
        where = school.status.location if school is not None else ""
        if not self.instructor and not is_postgres(where):
            title = self.tr("Course — instructor")
            store = self.window.settings.store
            if not unlock(store, self.view or parent, self.ask, title=title, may_choose=False):
                return False
            self.instructor = True
        try:
            school.store.add_trainee(school.trainee)
            school.store.set_course_unit(school.trainee, unit_id, action)
        except Exception as exc:  # noqa: BLE001 - the store's refusal (a trainee's login), in one line
            QMessageBox.warning(self.view or parent, self.tr("Course"), str(exc).splitlines()[0])
            return False
        return True
