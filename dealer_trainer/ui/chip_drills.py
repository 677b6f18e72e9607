"""The Chips menu: counting stacks, making change, colouring up and the chip race in the window.

Each kind (``drills/chip_drills.py``) is dealt in the main window, in the table's place (the
table view is hidden while the drill is on, the side panel stays; Escape or "Back to the table"
shows the table again); an exam's chip item comes in a window-modal chip window instead. The
stacks, the chip or cash handed in, or the race's players and cards drawn on felt with the
table's chip and card drawing; a time bar runs to the level's time target. The trainee types
the total (count), gives chips by clicking (or dragging to the answer, as on the table) the
rack's chip of a value (one more) or clicking (or dragging back to the rack) a chip of the
answer's stacks (one less), or picks the counts in spin boxes (change, colour-up: the chips
answered are drawn as they are given) or deals the race card by card (Ctrl+D) and gives each
player's new chips in spin boxes; Enter checks, Ctrl+N deals the next drill. Every attempt is saved
in Progress (kinds ``chip_count``, ``chip_change``, ``chip_colour_up``, ``chip_race``): solved
when right, ``wrong`` when left after a wrong check, ``abandoned`` when left after an answer was
started but not checked.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable
from dataclasses import dataclass
from html import escape
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, QPointF, QRectF, Qt, QTimer
from PySide6.QtGui import QAction, QActionGroup, QColor, QFont, QIntValidator, QKeySequence, QPen, QTransform
from PySide6.QtWidgets import (
    QDialog,
    QGraphicsItem,
    QGraphicsScene,
    QGraphicsSimpleTextItem,
    QGraphicsView,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QProgressBar,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from dealer_trainer.drills import chip_drills
from dealer_trainer.drills.chip_drills import RESULT_KINDS, ChipDrill, ChipVerdict, grade
from dealer_trainer.drills.codes import SEED_SPACE
from dealer_trainer.engine.chips import CHIP_SETS
from dealer_trainer.storage.results import DrillResult, new_uid
from dealer_trainer.ui.table.items import FELT_GREEN, TEXT_LIGHT, ChipItem
from dealer_trainer.ui.table.layout import CHIP_H, CHIP_T, CHIP_W
from dealer_trainer.ui.window_parts import Mode, ModeActions, qt_window
from dealer_trainer.wording.explain import format_chips

if TYPE_CHECKING:
    from dealer_trainer.ui.window_parts import TableWindow

#: Scene px a press must move before it is a drag, not a click.
DRAG_START = 6
#: Scene px between chips in a stack, and the gap every five chips (a stack cut in fives).
STEP = CHIP_T
CUT_GAP = 5.0
COLUMN = CHIP_W + 22
BOTTOM = 330.0
RACK_Y = -70.0
#: The window's table actions whose keys a chip drill in the table's place takes (Ctrl+N, Esc).
TABLE_KEYS_TAKEN = ("next_action", "cancel_action")
#: The felt is drawn at most this many times life size (a few stacks fill the view).
MAX_ZOOM = 2.5


class ClickScene(QGraphicsScene):
    """The chip-drill felt: a click on a tagged chip calls ``clicked(tag, value)``; so does a
    drag, as on the table: a rack chip dropped on your chips (right of ``given_x``, below the
    rack) gives one more, a chip of yours dropped off them (on the rack or left of them) one
    less; dropped elsewhere, nothing changes and the chip goes back."""

    def __init__(self, parent: QObject, clicked: Callable[[str, int], None]) -> None:
        super().__init__(parent)
        self.clicked = clicked
        self.given_x = math.inf  # where your chips start (scene x); set as the felt is drawn
        self._held: tuple[QGraphicsItem, tuple[str, int], QPointF, QPointF] | None = None
        self._moved = False

    def mousePressEvent(self, event: Any) -> None:  # noqa: N802
        item = self.itemAt(event.scenePos(), QTransform())
        tag = item.data(0) if item is not None else None
        if event.button() == Qt.MouseButton.LeftButton and tag and item is not None:
            self._held, self._moved = (item, tuple(tag), item.pos(), event.scenePos()), False
            event.accept()
            return
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event: Any) -> None:  # noqa: N802
        if self._held is None:
            super().mouseMoveEvent(event)
            return
        item, _tag, start, pressed = self._held
        step = event.scenePos() - pressed
        self._moved = self._moved or step.manhattanLength() > DRAG_START
        if self._moved:
            item.setZValue(1000)  # carried above the other chips
            item.setPos(start + step)

    def mouseReleaseEvent(self, event: Any) -> None:  # noqa: N802
        if self._held is None:
            super().mouseReleaseEvent(event)
            return
        item, (tag, value), start, _pressed = self._held
        self._held = None
        drop = event.scenePos()
        on_yours = drop.x() >= self.given_x and drop.y() > RACK_Y + CHIP_H * 2
        if not self._moved or (tag == "rack") == on_yours:
            self.clicked(tag, value)  # a click, or a drop where the chip gives one more or less
        else:
            item.setPos(start)


class ChipsController(QObject):
    """The Chips menu of ``window``: one action per kind (Ctrl+Alt+1 … 4) and the level (1-3)."""

    def __init__(self, window: TableWindow) -> None:
        super().__init__(window)  # type: ignore[arg-type]
        self.window = window
        self.level = 1
        self.dialog: ChipDrillDialog | None = None
        self.docked = False  # the practice drill shown in the table's place
        self._taken_keys: dict[str, list[QKeySequence]] = {}
        self._sizes: list[int] = []
        self._panel_was: tuple[str, str, str] | None = None
        window.add_mode(Mode.CHIPS, ModeActions(self._check, self._no_hint, self._no_hint))
        menu = window.menuBar().addMenu(self.tr("C&hips"))
        self.menu = menu
        menu.menuAction().changed.connect(self._menu_changed)
        names = {
            "count": self.tr("&Count the stacks"),
            "change": self.tr("Make c&hange"),
            "colour-up": self.tr("Colour &up"),
            "chip-race": self.tr("Chip &race"),
        }
        self.actions: dict[str, QAction] = {}
        for number, (kind, name) in enumerate(names.items(), 1):
            action = QAction(name, menu)
            action.setShortcut(QKeySequence(f"Ctrl+Alt+{number}"))
            action.triggered.connect(lambda _=False, k=kind: self.deal(k))
            menu.addAction(action)
            self.actions[kind] = action
        levels = menu.addMenu(self.tr("&Level"))
        group = QActionGroup(levels)
        self.level_actions: dict[int, QAction] = {}
        for level in chip_drills.LEVELS:
            action = QAction(self.tr("Level %1").replace("%1", str(level)), levels)
            action.setCheckable(True)
            action.setChecked(level == self.level)
            action.triggered.connect(lambda _=False, lv=level: self._set_level(lv))
            group.addAction(action)
            levels.addAction(action)
            self.level_actions[level] = action

    def _set_level(self, level: int) -> None:
        self.level = level

    def deal(self, kind: str, seed: int | None = None) -> ChipDrillDialog:
        """Deal a drill of ``kind`` at the chosen level (a random seed unless given) and show it."""
        drill = chip_drills.deal(kind, self.level, random.randrange(SEED_SPACE) if seed is None else seed)
        return self._show(drill, Qt.WindowModality.NonModal)

    def take_in_exam(
        self,
        drill: ChipDrill,
        title: str,
        retries: bool,
        done: Callable[[bool, tuple[str, ...], int, str], None],
    ) -> ChipDrillDialog:
        """Deal ``drill`` as an exam's item, in front of the table (window-modal): its code is not
        shown (it would deal the drill again), no next drill, nothing saved in Progress (an exam's
        items go to its result sheet); Check hands it in (unless ``retries``: a wrong Check leaves
        it open), and so do the exam's clock and closing the chip window. ``done(right, mistake
        codes, checks, ending)`` is called once, when it is handed in."""
        return self._show(drill, Qt.WindowModality.WindowModal, ExamItem(title, retries, done))

    def _show(
        self, drill: ChipDrill, modality: Qt.WindowModality, exam: ExamItem | None = None
    ) -> ChipDrillDialog:
        if self.dialog is None:
            self.dialog = ChipDrillDialog(self.window, self)
        dialog = self.dialog
        if exam is None:
            self._dock(dialog)
        else:
            dialog.leave()  # a practice drill shown is left before the exam's item is dealt
            self.back_to_table()
            if dialog.windowModality() != modality:  # taken on the next show
                dialog.hide()
                dialog.setWindowModality(modality)
        dialog.start(drill, exam)
        dialog.show()
        if exam is None:
            self._tell_panel(dialog)
            dialog.focus_answer()
        else:
            dialog.raise_()
            dialog.activateWindow()  # its keys (Enter, Ctrl+D, Ctrl+N), not the table's
        return dialog

    def _dock(self, dialog: ChipDrillDialog) -> None:
        """Show ``dialog`` in the main window in the table view's place (the side panel stays)."""
        if self.docked:
            return
        view = self.window.view
        splitter = view.parentWidget()
        dialog.hide()
        dialog.setWindowModality(Qt.WindowModality.NonModal)
        dialog.setWindowFlags(Qt.WindowType.Widget)
        index = splitter.indexOf(view)
        self._sizes = sizes = splitter.sizes()  # given back to the table after
        splitter.insertWidget(index, dialog)
        dialog.show()
        view.hide()
        splitter.setSizes(sizes[:index] + [sizes[index], 0] + sizes[index + 1 :])
        for name in TABLE_KEYS_TAKEN:  # their keys are the drill's now (Ctrl+N, Esc)
            action = getattr(self.window, name, None)
            if action is not None:  # their keys, not their enabled state (an exam sets that)
                self._taken_keys[name] = action.shortcuts()
                action.setShortcuts([])
        panel = self.window.panel  # the table drill's title and steps, given back after
        self._panel_was = (panel.title.text(), panel.text.toHtml(), panel.result.text())
        self.window.enter_mode(Mode.CHIPS)
        dialog.back_button.setVisible(True)
        self.docked = True

    def back_to_table(self) -> None:
        """The practice chip drill (already left) gives the table view its place back."""
        if not self.docked or self.dialog is None:
            return
        self.docked = False
        dialog = self.dialog
        dialog.hide()
        dialog.setParent(qt_window(self.window), Qt.WindowType.Dialog)
        dialog.back_button.setVisible(False)
        self.window.view.show()
        self.window.view.parentWidget().setSizes(self._sizes)
        for name, keys in self._taken_keys.items():
            getattr(self.window, name).setShortcuts(keys)
        self._taken_keys.clear()
        self.window.leave_mode(Mode.CHIPS)
        if self._panel_was:
            title, text, result = self._panel_was
            panel = self.window.panel
            panel.title.setText(title)
            panel.text.setHtml(text)
            panel.result.setText(result)
        self.window.view.setFocus()

    def _tell_panel(self, dialog: ChipDrillDialog) -> None:
        """The side panel names the chip drill shown in the table's place and what to do."""
        panel = self.window.panel
        panel.title.setText(f"<b>{escape(dialog.windowTitle())}</b>")
        panel.result.setText("")
        panel.text.setHtml(f"<p>{escape(dialog.prompt.text())}</p>")

    def _menu_changed(self) -> None:
        """The Chips menu turned off (an exam starts): a practice drill shown is left (saved as
        it stands) and the table is shown again."""
        if self.docked and self.dialog is not None and not self.menu.menuAction().isEnabled():
            self.dialog.reject()

    def _check(self) -> None:
        if self.dialog is not None and self.docked:
            self.dialog.check()

    def _no_hint(self) -> None:
        self.window.statusBar().showMessage(self.tr("A chip drill has no hint."), 4000)

    def save(self, result: DrillResult) -> None:
        """Save one attempt in Progress through the school's recorder (kept and retried there
        when the store cannot take it); nothing without a school."""
        school = self.window.school  # type: ignore[attr-defined]
        recorder = getattr(school, "recorder", None)
        if recorder is not None:
            recorder._save(result, school.trainee)  # noqa: SLF001 - the one saving path, with its retry


@dataclass(frozen=True)
class ExamItem:
    """A chip drill taken in an exam: the window's ``title``, whether a wrong Check may be
    ``retries``'d, and ``done(right, mistake codes, checks, ending)`` called at its hand-in."""

    title: str
    retries: bool
    done: Callable[[bool, tuple[str, ...], int, str], None]


class ChipDrillDialog(QDialog):
    """One chip drill at a time (see the module): the felt, the answer, the time bar, Check."""

    def __init__(self, window: Any, controller: ChipsController) -> None:
        super().__init__(window)
        self.controller = controller
        self.setWindowTitle(self.tr("Chips"))
        self.resize(900, 620)
        self.scene = ClickScene(self, self._clicked)
        self.scene.setBackgroundBrush(FELT_GREEN)
        self.view = QGraphicsView(self.scene)
        self.view.setMinimumHeight(300)
        self.view.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # a focused view takes the letter keys (D, N)
        self.prompt = QLabel()
        self.prompt.setWordWrap(True)
        self.time_bar = QProgressBar()
        self.time_bar.setAccessibleName(self.tr("Time"))
        self.answer_box = QWidget()
        self.answer_layout = QGridLayout(self.answer_box)
        self.verdict = QLabel()
        self.verdict.setWordWrap(True)
        self.clock = QLabel()  # an exam's time left (the exam's countdown sets it)
        self.clock.setTextFormat(Qt.TextFormat.RichText)
        self.clock.setVisible(False)
        self.check_button = QPushButton(self.tr("Check"))
        self.check_button.setDefault(True)
        self.check_button.clicked.connect(self.check)
        self.deal_button = QPushButton(self.tr("&Deal a card"))
        self.deal_button.clicked.connect(self.deal_card)
        self.next_button = QPushButton(self.tr("&Next drill"))
        self.next_button.clicked.connect(self.next_drill)
        self.back_button = QPushButton(self.tr("Back to the &table"))
        self.back_button.setToolTip(self.tr("Leave the chip drill and show the table again (Esc)"))
        self.back_button.clicked.connect(self.reject)
        self.back_button.setVisible(False)
        self.heading = QLabel()  # the drill's title, shown when in the main window (no title bar)
        self.heading.setVisible(False)
        for keys, slot in (("Ctrl+D", self.deal_card), ("Ctrl+N", self.next_drill)):
            action = QAction(self)  # the dialog's keys (a button's own shortcut is not always heard)
            action.setShortcut(QKeySequence(keys))
            action.triggered.connect(slot)
            self.addAction(action)
        self.deal_button.setToolTip(self.tr("Deal the next card face up (Ctrl+D)"))
        self.next_button.setToolTip(self.tr("Leave this drill and deal the next of its kind (Ctrl+N)"))
        buttons = QHBoxLayout()
        for b in (self.deal_button, self.check_button, self.next_button, self.back_button):
            buttons.addWidget(b)
        buttons.addStretch(1)
        layout = QVBoxLayout(self)
        layout.addWidget(self.heading)
        layout.addWidget(self.clock)
        layout.addWidget(self.prompt)
        layout.addWidget(self.view, 1)
        layout.addWidget(self.time_bar)
        layout.addWidget(self.answer_box)
        layout.addWidget(self.verdict)
        layout.addLayout(buttons)
        self.timer = QTimer(self)
        self.timer.setInterval(100)
        self.timer.timeout.connect(self._tick)
        self.drill: ChipDrill
        self.saved = True
        self.exam: ExamItem | None = None

    # ----- a drill ------------------------------------------------------------------------
    def next_drill(self) -> None:
        """Leave this drill (saved as it stands) and deal the next of its kind."""
        self.controller.deal(self.drill.kind)

    def start(self, drill: ChipDrill, exam: ExamItem | None = None) -> None:
        """Leave the drill shown (saved as it stands) and deal ``drill`` (``exam``: as an
        exam's item, see :meth:`ChipsController.take_in_exam`)."""
        self.leave()
        self.drill = drill
        self.exam = exam
        self.checks = 0
        self.uid = new_uid()
        self.codes: list[str] = []
        self.touched = False
        self.saved = False
        self.first_right: bool | None = None
        self.started = time.monotonic()
        self.dealt = 0
        self.setWindowTitle(exam.title if exam else self.tr("Chips: %1").replace("%1", drill.code))
        self.heading.setText(f"<b>{self.windowTitle()}</b>")
        self.heading.setVisible(self.controller.docked)
        self.next_button.setVisible(exam is None)
        self.clock.setVisible(exam is not None)
        self.verdict.setText("")
        self.time_bar.setRange(0, drill.time_target * 10)
        self._tick()
        self.timer.start()
        self._fill_answer()
        self._draw()
        self.deal_button.setVisible(drill.kind == "chip-race")
        self.prompt.setText(self._prompt())

    def _prompt(self) -> str:
        d = self.drill
        level = (
            self.tr("Level %1, time target %2 s")
            .replace("%1", str(d.level))
            .replace("%2", str(d.time_target))
        )
        if d.kind == "count":
            text = self.tr("Count the stacks and type the total.")
        elif d.kind == "colour-up":
            text = self.tr("Colour up: the same total in the fewest chips of the set.")
        elif d.kind == "change":
            given = (
                self.tr("a %1 chip").replace("%1", format_chips(d.handed[0]))
                if d.handed
                else self.tr("cash %1").replace("%1", format_chips(d.cash))
            )
            text = self.tr("A player hands in %1. Give the change.").replace("%1", given)
            if d.request:
                asked = ", ".join(f"{n} × {format_chips(v)}" for v, n in d.request)
                text += " " + self.tr("The player asks for %1 in it.").replace("%1", asked)
            if d.policy.rack:
                rack = ", ".join(f"{n} × {format_chips(v)}" for v, n in d.policy.rack)
                text += " " + self.tr("The rack holds %1.").replace("%1", rack)
        else:
            assert d.race is not None
            text = (
                self.tr(
                    "Chip race: the %1 chips leave play for %2. Deal one card per odd chip from seat 1 "
                    "(Ctrl+D), then give the new chips."
                )
                .replace("%1", format_chips(d.race.small))
                .replace("%2", format_chips(d.race.new))
            )
        return f"{level}. {text}"

    def _fill_answer(self) -> None:
        while self.answer_layout.count():
            item = self.answer_layout.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.hide()
                widget.deleteLater()
        self.total_edit: QLineEdit | None = None
        self.spins: dict[Any, QSpinBox] = {}
        d = self.drill
        if d.kind == "count":
            total = QLabel(self.tr("Total:"))
            self.answer_layout.addWidget(total, 0, 0)
            total.show()
            edit = QLineEdit()
            edit.setValidator(QIntValidator(0, 10**9, edit))
            edit.setAccessibleName(self.tr("Total"))
            edit.textEdited.connect(self._touched)
            self.answer_layout.addWidget(edit, 0, 1)
            edit.show()
            self.total_edit = edit
            edit.setFocus()
            return
        if d.kind == "chip-race":
            assert d.race is not None
            keys: list[Any] = [p.name for p in d.race.players]
            labels = keys
        else:
            keys = list(reversed(d.chips.values))
            labels = [format_chips(v) for v in keys]
        for column, (key, label) in enumerate(zip(keys, labels, strict=True)):
            spin = QSpinBox()
            spin.setRange(0, 2 if d.kind == "chip-race" else 999)
            spin.setAccessibleName(label)
            spin.valueChanged.connect(self._touched)
            name = QLabel(label)
            self.answer_layout.addWidget(name, 0, column)
            self.answer_layout.addWidget(spin, 1, column)
            name.show()
            spin.show()
            self.spins[key] = spin

    def _touched(self, *_args: Any) -> None:
        self.touched = True
        if self.drill.kind in ("change", "colour-up"):
            QTimer.singleShot(0, self._draw)  # never while a click on the felt is being handled

    # ----- drawing ------------------------------------------------------------------------
    def _draw(self) -> None:
        self.scene.clear()
        self.scene.given_x = math.inf
        d = self.drill
        if d.kind == "chip-race":
            self._draw_race()
        else:
            x = 20.0
            if d.kind == "colour-up":  # the question under its own heading, apart from the answer
                heading = self._text(self.tr("Handed in, to colour up:"), x, 20, 16)
            for stack in d.stacks:
                self._stack(stack, x)
                x += COLUMN
            if d.kind == "colour-up":
                x = max(x, heading.sceneBoundingRect().right()) + COLUMN * 0.6
                line = self.scene.addLine(x, 10, x, BOTTOM + 10, QPen(TEXT_LIGHT, 2, Qt.PenStyle.DashLine))
                line.setOpacity(0.6)
                x += COLUMN * 0.6
            if d.kind == "change":
                if d.handed:
                    self._stack(d.handed, x)
                else:
                    self._text(self.tr("cash %1").replace("%1", format_chips(d.cash)), x, BOTTOM - 10, 18)
                x += COLUMN * 1.6
            if d.kind in ("change", "colour-up"):
                self.scene.given_x = x - CUT_GAP
                yours = self.tr("Your chips (click a chip, or drag it back to the rack, for one less):")
                self._text(yours, x, 20, 16)
                for value, spin in self.spins.items():
                    if spin.value():
                        self._stack((value,) * min(spin.value(), 40), x, tag="given")
                        x += COLUMN
                self._rack()
        self.scene.setSceneRect(self.scene.itemsBoundingRect().adjusted(-20, -20, 20, 20))
        self._fit()

    def _fit(self) -> None:
        """The whole drill in view, at most MAX_ZOOM times life size (a lone stack to count is
        drawn large enough to read, not tiny on an empty felt)."""
        rect = self.scene.sceneRect()
        view = self.view.viewport().rect()
        scale = min(MAX_ZOOM, view.width() / max(rect.width(), 1), view.height() / max(rect.height(), 1))
        self.view.resetTransform()
        self.view.scale(scale, scale)
        self.view.centerOn(rect.center())

    def resizeEvent(self, event: Any) -> None:  # noqa: N802
        super().resizeEvent(event)
        self._fit()

    def _rack(self) -> None:
        """The rack above the felt: one chip of each value; a click gives one more of it."""
        rack = self.tr("Rack (click a chip, or drag it to your chips, for one more):")
        self._text(rack, 20, RACK_Y - 34, 16)
        for i, value in enumerate(reversed(self.drill.chips.values)):
            self._stack((value,), 20 + i * COLUMN, RACK_Y + CHIP_H + CHIP_T, tag="rack")

    def _clicked(self, tag: str, value: int) -> None:
        """A click on a chip of the rack (one more) or of the answer's stacks (one less)."""
        spin = self.spins.get(value)
        if spin is not None:
            spin.setValue(spin.value() + (1 if tag == "rack" else -1))

    def _stack(self, chips: tuple[int, ...], x: float, bottom: float = BOTTOM, tag: str = "") -> None:
        """Chips bottom to top, drawn with the table's chip, a small gap every five chips; a
        ``tag`` (``rack``, ``given``) makes them answer a click."""
        chip_set = CHIP_SETS[self.drill.chip_set]
        for k, value in enumerate(chips):
            item = ChipItem(k, chip_set.denomination(value), "chip-drill", format_chips(value))
            if tag:
                item.setData(0, (tag, value))
                item.setCursor(Qt.CursorShape.PointingHandCursor)
            item.setFlags(QGraphicsItem.GraphicsItemFlag(0))
            item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
            item.setPos(x, bottom - CHIP_H - k * STEP - (k // 5) * CUT_GAP)
            item.setZValue(k)
            self.scene.addItem(item)

    def _text(self, text: str, x: float, y: float, pixels: int = 15) -> QGraphicsSimpleTextItem:
        item = self.scene.addSimpleText(text, QFont("", pixels))
        item.setBrush(TEXT_LIGHT)
        item.setPos(x, y)
        return item

    def _draw_race(self) -> None:
        from dealer_trainer.ui.table.cards import CardItem  # loaded with the first race, not at start-up

        race = self.drill.race
        assert race is not None
        dealt = self.dealt
        for i, (player, cards) in enumerate(zip(race.players, race.cards, strict=True)):
            x = 20.0 + i * 120
            self._text(
                self.tr("Seat %1: %2").replace("%1", str(player.seat)).replace("%2", player.name), x, 10, 13
            )
            other = format_chips(player.other) if player.other else self.tr("no other chips")
            self._text(other, x, 32, 12)
            for k in range(len(cards)):
                shown = cards[k] if dealt > k else None
                card = CardItem(shown, 0.8)
                card.setPos(x + k * 14, 60 + k * 8)
                self.scene.addItem(card)
            dealt -= len(cards)
            small = (race.small,) * player.odd
            self._stack(small, x + 20, 200 + CHIP_H + STEP * 4)
        self.scene.addRect(QRectF(0, 0, 1, 1), QColor(0, 0, 0, 0))

    def deal_card(self) -> None:
        """Chip race: deal the next card face up (from seat 1, each player's cards in turn)."""
        race = self.drill.race
        if race is None:
            return
        if self.dealt < sum(len(c) for c in race.cards):
            self.dealt += 1
            self.touched = True
            self._draw()

    # ----- time, check, save -------------------------------------------------------------
    def elapsed(self) -> float:
        """Seconds since the drill was dealt."""
        return time.monotonic() - self.started

    def _tick(self) -> None:
        seconds = self.elapsed() if hasattr(self, "started") else 0.0
        target = self.drill.time_target
        self.time_bar.setValue(min(int(seconds * 10), target * 10))
        self.time_bar.setFormat(
            self.tr("%1 s of %2 s").replace("%1", str(int(seconds))).replace("%2", str(target))
        )
        over = seconds > target
        self.time_bar.setStyleSheet(
            "QProgressBar::chunk { background: %s; }" % ("#c62828" if over else "#2e7d32")
        )

    def answer(self) -> Any:
        """The answer as the widgets give it (a read answer for :func:`grade`)."""
        if self.total_edit is not None:
            text = self.total_edit.text().strip()
            return int(text) if text.isdigit() else None
        return {key: spin.value() for key, spin in self.spins.items() if spin.value()}

    def check(self) -> ChipVerdict | None:
        """Grade the answer; say why when wrong; save the attempt when right."""
        if self.saved:
            return None
        answer = self.answer()
        if answer is None:
            self.verdict.setText(self.tr("Type the total first."))
            return None
        if self.drill.kind == "chip-race" and self.dealt == 0:
            self.verdict.setText(self.tr("Deal the cards first (Ctrl+D)."))
            return None
        verdict = grade(self.drill, answer)
        if self.first_right is None:
            self.first_right = verdict.correct
        if self.exam is not None:
            return self._exam_checked(verdict)
        if verdict.correct:
            seconds = self.elapsed()
            self.timer.stop()
            self._tick()
            late = seconds > self.drill.time_target
            text = self.tr("Right, in %1 s.").replace("%1", f"{seconds:.1f}")
            if late:
                text += " " + self.tr("Over the time target of %1 s.").replace(
                    "%1", str(self.drill.time_target)
                )
            self.verdict.setText(text)
            self._save("solved")
        else:
            self.codes.append(verdict.reason)
            self.verdict.setText(self.tr("Not right: %1").replace("%1", verdict.message))
        return verdict

    def _exam_checked(self, verdict: ChipVerdict) -> ChipVerdict:
        """An exam's Check: handed in, unless wrong with ``retries`` allowed (then "not right",
        without the cause: that would give the answer)."""
        assert self.exam is not None
        self.checks += 1
        if not verdict.correct:
            self.codes.append(verdict.reason)
        if verdict.correct or not self.exam.retries:
            self._hand_in(verdict.correct, "checked")
        else:
            self.verdict.setText(self.tr("Not right. Try again while the time lasts."))
        return verdict

    def hand_in(self, ending: str) -> None:
        """An exam's item handed in as it stands (``ending``: ``time_up``, ``closed``...): the
        answer given so far graded once more and counted; none given: wrong."""
        if self.exam is None:
            return
        answer = self.answer()
        started = self.drill.kind != "chip-race" or self.dealt > 0
        right = False
        if answer is not None and started:
            verdict = grade(self.drill, answer)
            self.checks += 1
            right = verdict.correct
            if not right:
                self.codes.append(verdict.reason)
        self._hand_in(right, ending)

    def _hand_in(self, right: bool, ending: str) -> None:
        exam, self.exam = self.exam, None
        self.saved = True  # an exam's item: its result goes to the exam, not to Progress
        self.timer.stop()
        self.hide()
        if exam is not None:
            exam.done(right, tuple(self.codes), self.checks, ending)

    def _save(self, outcome: str) -> None:
        d = self.drill
        result = DrillResult(
            d.code,
            d.level,
            RESULT_KINDS[d.kind],
            bool(self.first_right) and outcome == "solved",
            self.elapsed(),
            tuple(self.codes),
            uid=self.uid,
            outcome=outcome,
        )
        self.saved = True
        self.controller.save(result)

    def leave(self) -> None:
        """The drill shown is left: saved ``wrong`` after a wrong check, ``abandoned`` when an
        answer was started, not at all when nothing was done; an exam's item is handed in."""
        if self.exam is not None:
            self.hand_in("closed")
            return
        if self.saved:
            return
        if self.codes:
            self._save("wrong")
        elif self.touched:
            self._save("abandoned")
        self.saved = True
        self.timer.stop()

    def focus_answer(self) -> None:
        """The keyboard goes to the first answer field (the total, or the first count)."""
        if self.total_edit is not None:
            self.total_edit.setFocus()
            return
        first = next(iter(self.spins.values()), None)
        if first is not None:
            first.setFocus()
            first.selectAll()

    def done(self, code: int) -> None:  # noqa: D102 - closing saves the attempt as it stands
        self.leave()
        super().done(code)
        self.controller.back_to_table()

    def closeEvent(self, event: Any) -> None:  # noqa: N802
        self.leave()
        super().closeEvent(event)
