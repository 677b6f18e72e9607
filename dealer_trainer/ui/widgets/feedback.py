"""The side panel: the drill, its timer and result, and the feedback of each check, layer by layer."""

from __future__ import annotations

from html import escape
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QTextBrowser, QVBoxLayout, QWidget

from dealer_trainer.drills.models import Drill, Stakes

if TYPE_CHECKING:
    from dealer_trainer.drills.checking import BuildCheck, SolutionStep
    from dealer_trainer.ui.session import DrillResult

OK = "#2e9d5b"
BAD = "#d0392b"
HINT = "#b8860b"


def clock(seconds: float) -> str:
    """``75.2`` -> ``"1:15"``."""
    s = int(seconds)
    return f"{s // 60}:{s % 60:02d}"


class FeedbackPanel(QWidget):
    """Shows what to do, then what each check found, in the dealer's arithmetic."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("feedbackPanel")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setMinimumWidth(250)
        self._column = layout = QVBoxLayout(self)
        layout.setContentsMargins(10, 10, 10, 10)
        layout.setSpacing(6)
        self.title = QLabel()
        self.title.setObjectName("drillTitle")
        self.title.setWordWrap(True)
        self.title.setTextFormat(Qt.TextFormat.RichText)
        self.clock = QLabel()
        self.clock.setObjectName("drillClock")
        self.result = QLabel()
        self.result.setWordWrap(True)
        self.result.setObjectName("drillResult")
        buttons = QHBoxLayout()
        self.check_button = QPushButton(self.tr("Check"))
        self.check_button.setObjectName("checkButton")
        self.check_button.setToolTip(self.tr("Check every pile (Return)"))
        self.hint_button = QPushButton(self.tr("Hint"))
        self.hint_button.setToolTip(self.tr("Highlight the next layer to build (H)"))
        self.solution_button = QPushButton(self.tr("Solution"))
        self.solution_button.setToolTip(self.tr("Show the solution layer by layer (S)"))
        for b in (self.check_button, self.hint_button, self.solution_button):
            b.setFocusPolicy(Qt.FocusPolicy.TabFocus)
            buttons.addWidget(b)
        self.text = QTextBrowser()
        self.text.setObjectName("feedbackText")
        self.text.setOpenLinks(False)
        self.text.setAccessibleName(self.tr("Feedback"))
        layout.addWidget(self.title)
        layout.addWidget(self.clock)
        layout.addLayout(buttons)
        layout.addWidget(self.result)
        layout.addWidget(self.text, 1)
        self.money = Stakes("cash", 0, 0).format
        self.notes = ""
        self.solution_shown = False
        self.setStyleSheet(
            "#feedbackPanel { background: #1d2326; } QLabel { color: #e8efe9; }"
            " #drillTitle { font-size: 15px; } #drillClock { font-size: 13px; color: #b9d3c4; }"
            " QTextBrowser { background: #f7f5ef; color: #1a1a1a; border: none; border-radius: 6px;"
            " padding: 6px; font-size: 13px; }"
            " #checkButton { font-weight: bold; }"
        )

    def insert_widget(self, index: int, widget: QWidget) -> None:
        """Put ``widget`` at ``index`` in the panel's column (0 the title, 1 the clock, 2 the
        buttons): the controllers' own labels and buttons."""
        self._column.insertWidget(index, widget)

    def show_drill(self, drill: Drill) -> None:
        """A new drill: its title and what to do."""
        self.money = drill.stakes.format
        self.solution_shown = False
        title = escape(drill.title or self.tr("Drill"))
        stakes = escape(drill.stakes.label())
        code = f" · <span style='color:#9fb8aa'>{escape(drill.code)}</span>" if drill.code else ""
        self.title.setText(f"<b>{title}</b><br><span style='color:#b9d3c4'>{stakes}{code}</span>")
        self.result.setText("")
        steps = [
            self.tr(
                "Push any <b>uncalled bet</b> back first: drag it (type the amount while dragging) "
                "onto its player."
            ),
            self.tr(
                "Size the smallest all-in against each bet and cut that much from every bet, folded "
                "bets included, into the <b>Main pot</b>."
            ),
            self.tr(
                "Open the next side pot with <b>+ Side pot</b> (P) and repeat at the next all-in "
                "level; the last pot takes what is left."
            ),
            self.tr("Pull dead money (antes, dead blinds) into the Main pot."),
            self.tr(
                "Type an amount while dragging (or turn the wheel) to carry exactly that much; "
                "<b>Ctrl</b>+drag takes a seat's whole bet, cut to the pot's all-in level. A plain "
                "drag lifts a chip and the chips above it; <b>Shift</b>+drag one chip."
            ),
            self.tr("Press <b>Check</b> (Return) when the pots are built."),
        ]
        self.notes = drill.notes
        from dealer_trainer.drills.lessons import lessons

        if drill.notes:
            lesson = drill.title in {lesson.title for lesson in lessons()}
            said = (
                self.tr("The lesson explains itself once you check.")
                if lesson
                else self.tr("Notes on this hand come with the check.")
            )
            notes = f"<p style='color:#555'><i>{escape(said)}</i></p>"
        else:
            notes = ""
        items = "".join(f"<li>{s}</li>" for s in steps)
        self.text.setHtml(f"{notes}<p><b>" + self.tr("Build the pots") + f"</b></p><ol>{items}</ol>")

    def show_time(self, seconds: float) -> None:
        self.clock.setText(self.tr("Time %1").replace("%1", clock(seconds)))

    def show_result(self, result: DrillResult) -> None:
        """The drill's result so far."""
        if result.solved and result.shown:
            text = self.tr("Solution shown.")
        elif result.solved:
            if result.right_first_time:
                text = self.tr("Right first time! %1").replace("%1", clock(result.seconds))
            else:
                text = (
                    self.tr("Solved in %1 · checks: %2 · mistakes named: %3")
                    .replace("%1", clock(result.seconds))
                    .replace("%2", str(result.checks))
                    .replace("%3", str(result.mistakes))
                )
        elif result.checks:
            text = (
                self.tr("Checks so far: %1 · mistakes named: %2")
                .replace("%1", str(result.checks))
                .replace("%2", str(result.mistakes))
            )
        else:
            text = ""
        colour = OK if result.solved and not result.shown else "#e8efe9"
        self.result.setText(f"<span style='color:{colour}'><b>{escape(text)}</b></span>" if text else "")

    def show_check(self, check: BuildCheck) -> None:
        """The verdict, one diagnosis per mistake (fix and rule), then every pile's total."""
        parts: list[str] = []
        if check.correct:
            parts.append(
                f"<p style='color:{OK}; font-size:15px'><b>" + self.tr("Every pile is right.") + "</b></p>"
            )
        else:
            from dealer_trainer.drills.checking import mistakes_heading  # loaded by the check

            heading = mistakes_heading(len(check.mistakes))
            parts.append(f"<p style='color:{BAD}; font-size:15px'><b>{escape(heading)}</b></p>")
            for m in check.mistakes:
                parts.append(
                    f"<p style='margin-bottom:2px'><span style='color:{BAD}'>✘</span> {escape(m.message)}</p>"
                    "<p style='margin:0 0 2px 14px'><b>"
                    + escape(self.tr("Fix:"))
                    + f"</b> {escape(m.fix)}</p>"
                    "<p style='margin:0 0 8px 14px; color:#555; font-size:12px'>"
                    + escape(self.tr("Rule:"))
                    + f" {escape(m.rule)}</p>"
                )
            parts.append("<p style='margin-top:8px'><b>" + escape(self.tr("The piles")) + "</b></p>")
        for v in check.verdicts:
            mark, colour = ("✔", OK) if v.correct else ("✘", BAD)
            figures = self.money(v.actual)
            if not v.correct:
                figures = (
                    self.tr("%1, should be %2")
                    .replace("%1", self.money(v.actual))
                    .replace("%2", self.money(v.expected))
                )
            parts.append(
                f"<p style='margin-bottom:2px'><span style='color:{colour}'>"
                f"<b>{mark} {escape(v.name)}</b></span>"
                f" — {escape(figures)}</p>"
            )
            if v.explanation and (v.correct or check.correct):
                parts.append(f"<p style='color:#555; margin-top:0'><i>{escape(v.explanation)}</i></p>")
        if check.correct:
            parts.append("<p style='color:#555'>" + escape(self.tr("Next drill: Ctrl+N.")) + "</p>")
        if self.notes and (check.correct or self.solution_shown):
            parts.append("<p><b>" + escape(self.tr("The lesson")) + f"</b></p><p>{escape(self.notes)}</p>")
        self.text.setHtml("".join(parts))

    def show_hint(self, step: SolutionStep | None) -> None:
        if step is None:
            self.text.setHtml(
                f"<p style='color:{OK}'><b>" + self.tr("Every layer is built: press Check.") + "</b></p>"
            )
            return
        moves = ", ".join(
            escape(
                self.tr("%1 from %2")
                .replace("%1", self.money(c))
                .replace("%2", o if o != "(dead)" else self.tr("dead money"))
            )
            for o, c in step.moves.items()
        )
        self.text.setHtml(
            f"<p style='color:{HINT}'><b>"
            + escape(self.tr("Next: %1").replace("%1", step.name))
            + f"</b></p>"
            f"<p>{escape(step.explanation)}</p><p style='color:#555'>{moves}</p>"
        )

    def start_solution(self) -> None:
        self.solution_shown = True
        self.text.setHtml("<p><b>" + self.tr("The solution, layer by layer") + "</b></p>")

    def add_solution_step(self, step: SolutionStep) -> None:
        self.text.append(f"<p><b>{escape(step.name)}</b>: {escape(step.explanation)}</p>")
