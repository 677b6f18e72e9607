"""An exam's written part: every question on one page, each with its situation, answered with an
amount typed or an option picked; handed in with one button, or as it stands when the time runs
out (the grading is :mod:`dealer_trainer.drills.written`'s)."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QButtonGroup,
    QDialog,
    QDialogButtonBox,
    QGroupBox,
    QLabel,
    QLineEdit,
    QRadioButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from dealer_trainer.drills.written import WrittenQuestion


class WrittenPartDialog(QDialog):
    """The written part's page. ``handed_in`` carries the answers (one per question: the text
    typed, the index of the option picked, or None) when the trainee hands it in (the button,
    or closing the page); :meth:`hand_in` does so for the controller at time up.

    Signals:
        handed_in(list): the answers, in the questions' order.
    """

    handed_in = Signal(list)

    def __init__(self, title: str, questions: list[WrittenQuestion], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("writtenPart")
        self.setWindowTitle(self.tr("%1 · written part").replace("%1", title or self.tr("Exam")))
        self.questions = questions
        self._done = False
        layout = QVBoxLayout(self)
        self.clock = QLabel()
        self.clock.setObjectName("writtenClock")
        self.clock.setTextFormat(Qt.TextFormat.RichText)
        layout.addWidget(self.clock)
        intro = QLabel(
            self.tr(
                "Answer each question: type an amount exactly as chips are counted in the game, or pick "
                "one option. Hand the part in when you are done; the table part follows."
            )
        )
        intro.setWordWrap(True)
        layout.addWidget(intro)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        body = QWidget()
        column = QVBoxLayout(body)
        self.inputs: list[QLineEdit | QButtonGroup] = []
        mono = QFont("monospace")
        mono.setStyleHint(QFont.StyleHint.TypeWriter)
        for i, q in enumerate(questions, 1):
            box = QGroupBox(self.tr("Question %1").replace("%1", str(i)))
            inner = QVBoxLayout(box)
            context = QLabel("\n".join(q.context))
            context.setFont(mono)
            context.setWordWrap(True)
            context.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            inner.addWidget(context)
            asked = QLabel("<b>" + q.question.replace("&", "&amp;").replace("<", "&lt;") + "</b>")
            asked.setWordWrap(True)
            inner.addWidget(asked)
            if q.options:
                group = QButtonGroup(box)
                for k, option in enumerate(q.options):
                    button = QRadioButton(option)
                    button.setObjectName(f"written{i}option{k}")
                    group.addButton(button, k)
                    inner.addWidget(button)
                self.inputs.append(group)
            else:
                line = QLineEdit()
                line.setObjectName(f"written{i}amount")
                line.setPlaceholderText(
                    self.tr("amount, e.g. %1").replace("%1", q.stakes.format(1375 * q.stakes.scale))
                )
                inner.addWidget(line)
                self.inputs.append(line)
            column.addWidget(box)
        column.addStretch(1)
        scroll.setWidget(body)
        layout.addWidget(scroll, 1)
        self.problem = QLabel()
        self.problem.setObjectName("writtenProblem")
        self.problem.setWordWrap(True)
        self.problem.setStyleSheet("#writtenProblem { color: #b00020; font-weight: bold; }")
        self.problem.setVisible(False)
        layout.addWidget(self.problem)
        self._warned = False  # the trainee was told which questions are not answered
        buttons = QDialogButtonBox()
        self.hand_in_button = buttons.addButton(
            self.tr("Hand in the written part"), QDialogButtonBox.ButtonRole.AcceptRole
        )
        self.hand_in_button.setObjectName("handInWritten")
        self.hand_in_button.clicked.connect(self.try_hand_in)
        layout.addWidget(buttons)
        self.resize(760, 620)

    def answers(self) -> list[str | int | None]:
        """The answers as they stand: text typed, the option's index, or None."""
        out: list[str | int | None] = []
        for widget in self.inputs:
            if isinstance(widget, QLineEdit):
                out.append(widget.text().strip() or None)
            else:
                checked = widget.checkedId()
                out.append(checked if checked >= 0 else None)
        return out

    def try_hand_in(self) -> None:
        """The button: an amount that cannot be read is asked again (nothing is handed in); with
        questions not answered, the first click says which and the second hands the part in."""
        for i, (question, widget) in enumerate(zip(self.questions, self.inputs, strict=True), 1):
            if isinstance(widget, QLineEdit) and widget.text().strip():
                try:
                    question.grade(widget.text())
                except ValueError as exc:
                    self._say(
                        self.tr("Question %1: %2. Type the amount again.")
                        .replace("%1", str(i))
                        .replace("%2", str(exc))
                    )
                    widget.setFocus()
                    return
        missing = [str(i) for i, answer in enumerate(self.answers(), 1) if answer is None]
        if missing and not self._warned:
            self._warned = True
            self._say(
                self.tr("Not answered: question %1. Hand in again to hand the part in as it stands.").replace(
                    "%1", ", ".join(missing)
                )
            )
            return
        self.hand_in()

    def _say(self, text: str) -> None:
        self.problem.setText(text)
        self.problem.setVisible(True)

    def hand_in(self) -> None:
        """Hand the part in as it stands (once) and close the page (at time up, or after
        :meth:`try_hand_in`); an amount that cannot be read then counts wrong."""
        if self._done:
            return
        self._done = True
        self.handed_in.emit(self.answers())
        self.accept()

    def reject(self) -> None:  # noqa: D102 - Esc or closing the page: as the button
        self.try_hand_in()
