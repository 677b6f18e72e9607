"""Calling the hands at showdown in the window (formats.md §7; docs/rules.md#calling-the-hands).

With calling on (the Showdown menu's *Call the hands at showdown*, and always for a
call-the-hands drill, code ``H…``) the award phase opens with the hand names hidden and the
table locked: the trainee calls each live hand in :class:`CallHandsDialog` (picks a category,
then types the ranks, or types the whole call) and presses *Call*. Each call is graded by
:mod:`dealer_trainer.drills.hand_calls`; a wrong one adds ``hand_call_wrong`` to the attempt's
codes and names the right call with the five cards used in the panel. Then the names show and
the pots can be pushed.
"""

from __future__ import annotations

import random
from html import escape
from typing import Any

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QLabel,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

from dealer_trainer.drills.hand_calls import (
    CallVerdict,
    cards_of,
    drill_hands,
    drill_run_hands,
    grade_calls,
    grade_run_calls,
)
from dealer_trainer.engine import PotError
from dealer_trainer.ui.window_parts import TableWindow, qt_window
from dealer_trainer.wording.hand_names import call_start

OK, BAD = "#2e9d5b", "#d0392b"
#: The pick list's categories (high hands, then lows).
_PICKS = (
    "high card", "pair", "two pair", "three of a kind", "straight", "flush", "full house",
    "four of a kind", "straight flush", "royal flush", "low", "no low",
)  # fmt: skip


class CallHandsDialog(QDialog):
    """One row per live hand to call: a pick list of categories and the call typed (two boxes,
    high and low, in hi-lo games; one per run, keyed ``(seat, "high:2")``, when the board was run
    ``runs`` times). :meth:`calls` gives seat -> call (hi-lo: a dict; runs: a list, one a run)."""

    def __init__(
        self, seats: dict[str, tuple[str, ...]], parent: QWidget | None = None, runs: int = 1
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Call the hands"))
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 4, 0, 4)
        self.intro = QLabel(
            self.tr(
                "Call each live hand: its category and every rank that separates it from the "
                "other hands in its pots (pair of kings, queen kicker)."
            )
        )
        self.intro.setWordWrap(True)
        layout.addWidget(self.intro)
        grid = QGridLayout()
        self.boxes: dict[tuple[str, str], QLineEdit] = {}
        self.picks: dict[tuple[str, str], QComboBox] = {}
        row = 0
        self.runs = runs
        for seat, half, run in [(s, h, r) for s, hs in seats.items() for r in range(1, runs + 1) for h in hs]:
            label = seat if len(seats[seat]) == 1 else f"{seat} ({self._half(half)})"
            key = half if runs == 1 else f"{half}:{run}"
            if runs > 1:
                label = self.tr("%1, run %2").replace("%1", label).replace("%2", str(run))
            pick = QComboBox()
            pick.addItem(self.tr("Pick…"), "")
            for name in _PICKS:
                if (half == "low") == (name in ("low", "no low")):
                    pick.addItem(self._category(name), name)
            box = QLineEdit()
            box.setObjectName(f"call:{seat}:{key}")
            box.setPlaceholderText(self.tr("type the call"))
            pick.activated.connect(lambda i, p=pick, b=box: self._picked(p, b, i))
            grid.addWidget(QLabel(label), row, 0)  # narrow: the call under the seat's pick list
            grid.addWidget(pick, row, 1)
            grid.addWidget(box, row + 1, 0, 1, 2)
            self.boxes[(seat, key)] = box
            self.picks[(seat, key)] = pick
            row += 2
        layout.addLayout(grid)
        buttons = QDialogButtonBox()
        self.call_button = buttons.addButton(self.tr("Call"), QDialogButtonBox.ButtonRole.AcceptRole)
        buttons.accepted.connect(self.accept)
        layout.addWidget(buttons)

    def _half(self, half: str) -> str:
        return self.tr("high") if half == "high" else self.tr("low")

    def _category(self, name: str) -> str:
        names = {
            "high card": self.tr("high card"),
            "pair": self.tr("pair"),
            "two pair": self.tr("two pair"),
            "three of a kind": self.tr("three of a kind"),
            "straight": self.tr("straight"),
            "flush": self.tr("flush"),
            "full house": self.tr("full house"),
            "four of a kind": self.tr("four of a kind"),
            "straight flush": self.tr("straight flush"),
            "royal flush": self.tr("royal flush"),
            "low": self.tr("low"),
            "no low": self.tr("no low"),
        }
        return names[name]

    @staticmethod
    def _picked(pick: QComboBox, box: QLineEdit, index: int) -> None:
        """A category picked: its words go in the call box (in the language), the cursor where
        the ranks go."""
        category = str(pick.itemData(index) or "")
        if not category:
            return
        words, cursor = call_start(category)
        box.setText(words)
        box.setFocus()
        box.setCursorPosition(cursor)

    def calls(self) -> dict[str, Any]:
        """seat -> the call typed (``None`` left out), or ``{"high": ..., "low": ...}``."""
        out: dict[str, Any] = {}
        halves: dict[tuple[str, int], dict[str, str]] = {}
        for (seat, key), box in self.boxes.items():
            half, _sep, number = key.partition(":")
            text = box.text().strip()
            if text:
                halves.setdefault((seat, int(number or 1)), {})[half] = text
        for (seat, run), given in halves.items():
            call = given if len(given) > 1 or "high" not in given else given["high"]
            if self.runs == 1:
                out[seat] = call
            else:  # one call a run, None for a run not called
                out.setdefault(seat, [None] * self.runs)[run - 1] = call
        return out


class HandCalling(QObject):
    """The window's hand calling: the Showdown menu's option and drill, the dialog at the start
    of each award phase it applies to, the grade in the panel and the attempt's codes.

    Signals:
        called(list): the calls are graded: the codes of the wrong ones (an exam counts them).
    """

    called = Signal(object)

    def __init__(self, window: TableWindow) -> None:
        super().__init__(qt_window(window))
        self.window = window
        self.award = window.award
        self.dialog: CallHandsDialog | None = None
        self.verdicts: list[CallVerdict] = []
        settings = window.settings.store
        self.option = QAction(self.tr("&Call the hands at showdown"), self)
        self.option.setCheckable(True)
        self.option.setChecked(str(settings.value("showdown/call_hands", "false")) == "true")
        self.option.setToolTip(self.tr("Hand names hidden: call each live hand before pushing"))
        self.option.toggled.connect(
            lambda on: settings.setValue("showdown/call_hands", "true" if on else "false")
        )
        self.drill_action = QAction(self.tr("Call-the-&hands drill"), self)
        self.drill_action.setToolTip(self.tr("A showdown whose live hands you call before pushing"))
        self.drill_action.triggered.connect(self.new_drill)
        menu = self.award.menu
        menu.insertActions(menu.actions()[2], [self.drill_action])
        menu.insertAction(self.award.at_check_action, self.option)
        self.award.award_started.connect(self._started)

    def set_for_set(self, on: bool) -> None:
        """A drill set's own setting (``"call_hands"``): the option as the set says, not saved
        as the trainee's."""
        self.option.blockSignals(True)  # its toggled signal is what saves it
        self.option.setChecked(on)
        self.option.blockSignals(False)

    def exam(self) -> Any:
        """The exam being taken, or None."""
        controller = getattr(self.window, "exam", None)
        return getattr(controller, "exam", None) if getattr(controller, "running", False) else None

    def applies(self) -> bool:
        """Whether the drill on the table is called: in an exam, as its seal says (an exam sealed
        before the option keeps the names shown); else a call-the-hands drill, or the option on."""
        exam = self.exam()
        if exam is not None:
            return bool(exam.calls)
        return self.award.session.drill.code.upper().startswith("H") or self.option.isChecked()

    def new_drill(self) -> None:
        """Deal a call-the-hands drill (a showdown of a random outcome, board run once)."""
        from dealer_trainer.drills.codes import SEED_SPACE, encode_calls
        from dealer_trainer.drills.showdown_drills import OUTCOMES, RUNS
        from dealer_trainer.ui.session import drill_for_code

        numbers = [n for n, o in enumerate(OUTCOMES, 1) if o not in RUNS]
        code = encode_calls(random.choice(numbers), False, random.randrange(SEED_SPACE))
        self.award.load_showdown(drill_for_code(code))

    def _started(self, _state: object) -> None:
        self.verdicts = []
        if not self.applies():
            return
        drill = self.award.session.drill
        try:
            read = drill_hands(drill) if drill.runs == 1 else drill_run_hands(drill)
        except PotError:
            return
        if read is None:
            return
        hands, contests = read
        seats = {
            seat: tuple(halves)
            for seat, halves in hands.items()
            if any(seat in pot and len(pot) > 1 for pot in contests)
        }
        if not seats:
            return
        scene = self.award.scene
        scene.show_hand_names({})
        scene.names_shown = False
        self.window.view.setEnabled(False)  # no push before the calls
        self.award.panel.text.setHtml(
            "<p><b>" + escape(self.tr("Call each live hand, then push the pots.")) + "</b></p>"
        )
        # docked in the side panel under its buttons: the board and the hole cards stay in view
        self.dialog = CallHandsDialog(seats, self.award.panel, drill.runs)
        self.dialog.setWindowFlags(Qt.WindowType.Widget)
        self.award.panel.insert_widget(3, self.dialog)
        self.dialog.finished.connect(lambda _result: self._called(hands, contests))
        self.dialog.show()
        first = next(iter(self.dialog.picks.values()))
        first.setFocus()

    def _called(self, hands: Any, contests: Any) -> None:
        """Grade the calls, record the wrong ones, show the verdicts and the names; unlock."""
        assert self.dialog is not None
        drill = self.award.session.drill
        calls = self.dialog.calls()
        if drill.runs > 1:  # each run's calls on that run's board
            hole = {s.name: cards_of(s.hole) for s in drill.seats if not s.folded}
            boards = [cards_of(b) for b in drill.boards]
            self.verdicts = grade_run_calls(hole, boards, drill.game.value, contests, calls)
        else:
            self.verdicts = grade_calls(hands, contests, calls)
        self.dialog.hide()
        self.dialog.deleteLater()
        self.dialog = None
        wrong = [v for v in self.verdicts if v.code]
        result = self.award.result
        result.codes += [v.code for v in wrong if v.code]
        result.mistakes += len(wrong)
        if wrong:
            result.verdict_seen = True  # the right calls are on the screen: not first time
        self.window.view.setEnabled(True)
        self.award.scene.show_hand_names(self.award.hand_names())
        if self.exam() is None:
            self.award.panel.text.setHtml(self.verdicts_html())
        else:  # an exam gives no verdict before the drill is handed in
            self.award.panel.text.setHtml(
                "<p>" + escape(self.tr("Calls recorded: now push the pots.")) + "</p>"
            )
        qt_window(self.window).activateWindow()  # the keys (Return to check) go to the table again
        self.window.view.setFocus()
        self.called.emit([v.code for v in wrong])

    def verdicts_html(self) -> str:
        """Each call with its verdict; a wrong one with the right call and the five cards."""
        head = (
            self.tr("Every call is right.")
            if all(v.code is None for v in self.verdicts)
            else self.tr("Some calls are wrong:")
        )
        parts = [f"<p><b>{escape(head)}</b></p>"]
        for v in self.verdicts:
            if v.code is None:
                who = (
                    v.seat
                    if v.run is None
                    else self.tr("%1, run %2").replace("%1", v.seat).replace("%2", str(v.run))
                )
                parts.append(f"<p style='color:{OK}'>✔ {escape(who)}: {escape(v.called)}</p>")
            else:
                parts.append(f"<p style='color:{BAD}'>✘ {escape(v.message)}</p>")
        parts.append("<p>" + escape(self.tr("Now push the pots.")) + "</p>")
        return "".join(parts)
