"""The exam's rules before the clock starts (:class:`ExamIntroDialog`): what it holds, the time,
the pass mark and its parts, the aids allowed, and the trainee's name."""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from dealer_trainer import i18n
from dealer_trainer.drills.chip_drills import ChipDrill
from dealer_trainer.drills.exam_parts import ExamParts
from dealer_trainer.drills.exams import AIDS, Exam
from dealer_trainer.ui.award import has_showdown
from dealer_trainer.ui.exam_sheet import clock_text


def limits_words(exam: Exam) -> str:
    """``"10:00 for the whole exam, 1:30 per drill"``."""
    parts = []
    if exam.total_seconds is not None:
        whole = QCoreApplication.translate("ExamIntroDialog", "%1 for the whole exam")
        parts.append(whole.replace("%1", clock_text(exam.total_seconds)))
    if exam.seconds_per_drill is not None:
        each = QCoreApplication.translate("ExamIntroDialog", "%1 per drill")
        parts.append(each.replace("%1", clock_text(exam.seconds_per_drill)))
    return ", ".join(parts)


class ExamIntroDialog(QDialog):
    """The exam's rules before the clock starts: drills, time, pass mark, the aids allowed;
    the trainee's name; *Start the exam* or *Cancel*."""

    def __init__(self, exam: Exam, trainee: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Take an exam"))
        layout = QVBoxLayout(self)
        heading = QLabel(f"<h2>{escape(exam.title or self.tr('Exam'))}</h2>")
        layout.addWidget(heading)
        if exam.drill_set.author:
            layout.addWidget(QLabel(escape(self.tr("By %1").replace("%1", exam.drill_set.author))))
        if exam.drill_set.notes:
            notes = QLabel(escape(exam.drill_set.notes))
            notes.setWordWrap(True)
            layout.addWidget(notes)
        form = QFormLayout()
        awards = sum(1 for d in exam.drills if has_showdown(d))
        drills = str(len(exam.entries))  # every table item: pot drills, street hands, chip drills
        if awards:
            drills += self.tr(" (%1 with cards: build, then award)").replace("%1", str(awards))
        chips = sum(1 for e in exam.entries if isinstance(e, ChipDrill))
        if chips:
            drills += self.tr(" (%1 chip drills, in the chip window)").replace("%1", str(chips))
        form.addRow(self.tr("Drills:"), QLabel(drills))
        if exam.written:  # taken first, on a page of its own
            form.addRow(
                self.tr("Written part:"),
                QLabel(
                    self.tr("%1 questions, taken first, before the table").replace(
                        "%1", str(len(exam.written))
                    )
                ),
            )
        form.addRow(self.tr("Time:"), QLabel(limits_words(exam)))
        if exam.version == 2:  # parts weighted, a mark in all and maybe one per part
            parts = exam.parts or ExamParts(total=exam.pass_mark)
            scores = parts.scores((), len(exam.written), len(exam.entries))
            words = [
                self.tr("written %1 %").replace("%1", str(s.weight))
                if s.kind == "written"
                else self.tr("table %1 %").replace("%1", str(s.weight))
                for s in scores
                if s.count
            ]
            mark = self.tr("%1 % in all, the parts weighted: %2").replace("%1", str(parts.total))
            mark = mark.replace("%2", ", ".join(words))
            marks = {s.kind: s.mark for s in scores if s.count and s.mark is not None}
            if marks:
                mark += self.tr("; each part at least %1").replace(
                    "%1", ", ".join(f"{m} %" for m in marks.values())
                )
            form.addRow(self.tr("Pass mark:"), QLabel(mark))
        else:
            form.addRow(
                self.tr("Pass mark:"),
                QLabel(self.tr("%1 % of the drills right").replace("%1", str(exam.pass_mark))),
            )
        allowed = [i18n._(AIDS[a]) for a in AIDS if exam.allows(a)]
        none = self.tr("none: no hints, no solution, no dealer helpers, no undo after Check")
        aids = QLabel("; ".join(allowed) if allowed else none)
        aids.setWordWrap(True)
        form.addRow(self.tr("Aids allowed:"), aids)
        self.name = QLineEdit(trainee)
        self.name.setPlaceholderText(self.tr("Your name"))
        self.name.setAccessibleName(self.tr("Your name"))
        form.addRow(self.tr("Trainee:"), self.name)
        layout.addLayout(form)
        once = (
            self.tr("Check hands a drill in: one Check per drill.")
            if not exam.allows("retries")
            else self.tr("A wrong Check leaves the drill open until its time runs out.")
        )
        rules = QLabel(
            once
            + " "
            + self.tr(
                "When the time runs out, the drill is handed in as it stands. "
                "The clock starts when you press Start."
            )
        )
        rules.setWordWrap(True)
        layout.addWidget(rules)
        buttons = QDialogButtonBox()
        self.start_button = QPushButton(self.tr("Start the exam"))
        self.start_button.setDefault(True)
        buttons.addButton(self.start_button, QDialogButtonBox.ButtonRole.AcceptRole)
        buttons.addButton(QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.setMinimumWidth(460)

    def trainee(self) -> str:
        """The name typed (stripped)."""
        return self.name.text().strip()
