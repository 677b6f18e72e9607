"""Saving every drill attempt to the progress store, and the Progress view.

One drill attempt is one row (its uid): the build is saved when it is right, and the award of
the same drill replaces that row when it is right, so a drill with a build and an award counts
once; a drill left unsolved is saved when it is left, as ``"wrong"`` or ``"abandoned"``
(:class:`ProgressRecorder`).
The Progress view opens on what to practise next, then charts (Qt Charts) of accuracy and
median time per day, mistakes by kind per day, streaks, and the table per level.
"""

from __future__ import annotations

import datetime
import logging
import time
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtCore import QDate, QDateTime, QMargins, QObject, Qt, QTime, Signal
from PySide6.QtGui import QColor, QFont, QPainter
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from dealer_trainer.drills.codes import LEVELS
from dealer_trainer.drills.models import has_showdown
from dealer_trainer.storage.results import KINDS, DrillResult, SqlStore, StoreStatus, new_uid
from dealer_trainer.storage.stats import ProgressReport, report
from dealer_trainer.ui.window_parts import TableWindow, qt_window

if TYPE_CHECKING:
    from dealer_trainer.drills.award_checking import AwardCheck
    from dealer_trainer.ui.session import DrillResult as BuildResult

log = logging.getLogger(__name__)

#: Mistake codes drawn separately in the mistakes chart (the rest are "other"), and days shown.
TOP_CODES = 6
MISTAKE_DAYS = 14
PALETTE = ["#1f77b4", "#d62728", "#2ca02c", "#ff7f0e", "#9467bd", "#8c564b", "#7f7f7f"]


def code_text(code: str) -> str:
    """A mistake code for people: ``"uncalled_in_pot"`` -> ``"put the uncalled bet in a pot"``
    (in the window's language)."""
    from dealer_trainer.drills.weak_spots import mistake_words

    return mistake_words(code)


class School(Protocol):
    """What the recorder asks of the window's school (``ui.school.School``): the store, whose
    results these are, and a way to tell the trainee what happened."""

    store: SqlStore | None
    trainee: str
    status: StoreStatus

    def show_status(self, status: StoreStatus) -> None: ...


class ProgressRecorder(QObject):
    """Saves one row per drill attempt for the trainee it was played by (see the module); a
    result the store cannot take is kept and tried again with the next, and the window says so.

    Every attempt is kept as it happened (issue 27 §1): a drill solved is saved when it is; a
    drill left unsolved (another drill, a level, a code, a lesson, an exam, another trainee,
    closing the window) is saved as it stands when it is left: ``"wrong"`` with every mistake
    named on any Check (and every wrong ruling of a street hand), or ``"abandoned"`` when moves
    were made but nothing was checked. A drill with nothing done is not saved. A drill whose
    build was saved right keeps that row unless its award was graded wrong (then the drill is
    saved wrong, build and award). Exam drills never are (they go to the exam's result).

    Signals:
        saved(object): the :class:`DrillResult` as stored.
    """

    saved = Signal(object)

    def __init__(self, window: TableWindow, school: School) -> None:
        super().__init__(qt_window(window))
        self.window = window
        self.school = school
        self.unsaved: list[tuple[DrillResult, str]] = []
        self._begin()
        session = window.session
        session.drill_leaving.connect(self.finish)
        session.drill_loaded.connect(self._new_drill)
        session.piles_changed.connect(self._moved)
        session.result_changed.connect(self._build_result)
        window.award.award_checked.connect(self._award_checked)
        streets = getattr(window, "streets", None)
        if streets is not None:
            streets.ruling_answered.connect(self._ruled)
        changed = getattr(school, "trainee_changed", None)
        if changed is not None:
            changed.connect(self._trainee_changed)

    # ----- one attempt -------------------------------------------------------------------
    def _begin(self) -> None:
        """A new attempt: its uid, its trainee, and whether it is an exam's drill."""
        self.uid = new_uid()
        self.trainee = self.school.trainee
        self.in_exam = bool(getattr(getattr(self.window, "exam", None), "running", False))
        self.build: DrillResult | None = None  # the build, saved when it was right
        self.done = False  # the attempt's last row is saved (solved)
        self.moved = False  # the table was changed
        #: (build codes, award codes) named before a trainee switch on this drill: not this attempt's
        self.switched_at = (0, 0)
        streets = getattr(self.window, "streets", None)
        play = getattr(streets, "play", None) if getattr(streets, "continuing", False) else None
        self.rulings: list[str] = play.unsaved_mistakes() if play is not None else []
        self._tell_store(getattr(self.window.session, "drill", None))

    def _tell_store(self, drill: object) -> None:
        """The store hears that a drill was dealt (the school's server writes its start)."""
        store = self.school.store
        if store is None or drill is None or self.in_exam:
            return
        try:
            store.drill_started(self.uid, str(getattr(drill, "code", "") or ""))
        except Exception:  # noqa: BLE001 - never in the way of a drill: its result is flagged instead
            log.exception("the store was not told of the drill")

    def _new_drill(self, _drill: object) -> None:
        self._begin()

    def _moved(self, done: bool) -> None:
        self.moved = self.moved or done

    def _ruled(self, play: Any) -> None:
        self.rulings = play.unsaved_mistakes()

    def _trainee_changed(self, name: str) -> None:
        """Another trainee: the attempt so far is saved as the last trainee's; a new one begins."""
        if name == self.trainee:
            return
        self.finish()
        self._begin()
        # the drill stays on the table: what the last trainee did there is theirs, not the new one's
        session, award = self.window.session, self.window.award
        self.switched_at = (len(session.result.codes), len(award.result.codes) if award.active else 0)
        self.rulings = []
        if session.result.solved and not award.active:
            self.done = True

    def leave(self, reason: str = "quit") -> None:
        """The window is closing and the drill on the table is not kept for the next start
        (``reason``: ``"quit"``): it is saved as it stands (:meth:`finish`). A drill kept for later
        is saved when it is resumed and left or finished (it keeps its uid: one row)."""
        del reason
        self.finish()

    def finish(self) -> None:
        """The drill on the table is left: save it as it stands (:meth:`left_result`), unless its
        last row is saved, it is an exam's, or a street hand only goes on to its next moment."""
        if self.done or self.in_exam or getattr(getattr(self.window, "streets", None), "continuing", False):
            return
        result = self.left_result()
        if result is not None:
            self._save(result, self.trainee)

    def left_result(self) -> DrillResult | None:
        """What the attempt on the table is worth if it is left now: ``"wrong"`` with its codes
        when a mistake was named (a Check, a pot shown wrong at its push, a wrong ruling),
        ``"abandoned"`` when only moves were made, None when nothing was done or its row stands."""
        session, award = self.window.session, self.window.award
        drill, r = session.drill, session.result
        seconds = session.elapsed()
        if award.active:
            a = award.result
            if a.solved:
                return None
            award_codes = self._since_switch(a.codes, 1)
            if self.build is not None:  # the build was right: its row stands unless the award went wrong
                if not award_codes:
                    return None
                b = self.build
                codes = b.mistake_codes + award_codes
                return self._result(drill, "pots_and_award", max(b.seconds, seconds), codes, "wrong")
            outcome = "wrong" if award_codes else "abandoned" if self.moved else ""
            return self._result(drill, "showdown", seconds, award_codes, outcome) if outcome else None
        if r.solved:
            return None
        codes = self._since_switch(r.codes, 0) + tuple(self.rulings)
        outcome = "wrong" if codes else "abandoned" if self.moved else ""
        return self._result(drill, "pots", seconds, codes, outcome) if outcome else None

    def _since_switch(self, codes: list[str], phase: int) -> tuple[str, ...]:
        """``codes`` named in this attempt: those named before a trainee switch left out
        (``phase`` 0 the build's, 1 the award's)."""
        return tuple(codes[self.switched_at[phase] :])

    def _result(
        self, drill: Any, kind: str, seconds: float, codes: tuple[str, ...], outcome: str
    ) -> DrillResult:
        return DrillResult(
            drill.code, drill.level, kind, False, seconds, codes, uid=self.uid, outcome=outcome
        )

    # ----- saving --------------------------------------------------------------------------
    def _save(self, result: DrillResult, trainee: str | None = None) -> None:
        store = self.school.store
        if store is None or self.in_exam:
            return  # an exam's drills go to its result sheet and the exam results, not to practice
        self.unsaved.append((result, self.school.trainee if trainee is None else trainee))
        try:
            while self.unsaved:
                waiting, who = self.unsaved[0]
                stored = store.record(waiting, who)
                self.unsaved.pop(0)
                self.saved.emit(stored)
        except Exception as exc:  # noqa: BLE001 - sqlite3/psycopg errors: kept, tried again, shown
            log.exception("could not save progress")
            n = len({r.uid for r, _ in self.unsaved})
            reason = str(exc).splitlines()[0] if str(exc) else type(exc).__name__
            self.school.show_status(
                self.school.store.status.plus(  # type: ignore[union-attr]
                    "warning",
                    self.tr(
                        "Your last result could not be saved (%1). %2 waiting: kept in memory and tried "
                        "again with your next drill."
                    )
                    .replace("%1", reason)
                    .replace("%2", str(n)),
                )
            )
            return
        status = getattr(store, "status", None)
        if status is not None and status is not self.school.status:
            self.school.show_status(status)  # a back-end whose status changes (the server)

    def _build_result(self, result: BuildResult) -> None:
        if not result.solved or self.build is not None:
            return
        drill = self.window.session.drill
        self.build = DrillResult(
            drill.code,
            drill.level,
            "pots",
            result.right_first_time,
            result.seconds,
            self._since_switch(result.codes, 0),
            uid=self.uid,
            outcome=shown_outcome(result.shown, self._since_switch(result.codes, 0)),
        )
        self.done = not has_showdown(drill)  # with cards, the award may still go wrong
        self._save(self.build, self.trainee)

    def _award_checked(self, check: AwardCheck) -> None:
        if not check.correct or self.done:
            return
        self.done = True
        award = self.window.award.result
        drill = self.window.session.drill
        seconds = self.window.session.elapsed()
        codes = self._since_switch(award.codes, 1)
        outcome = shown_outcome(award.shown, codes)
        if self.build is None:  # a showdown drill: the pots were built for the trainee
            result = DrillResult(
                drill.code,
                drill.level,
                "showdown",
                award.right_first_time,
                seconds,
                codes,
                uid=self.uid,
                outcome=outcome,
            )
        else:
            b = self.build
            codes = b.mistake_codes + codes
            if b.outcome != "solved" or outcome != "solved":  # a solution was shown: not solved
                outcome = shown_outcome(True, codes)
            result = DrillResult(
                drill.code,
                drill.level,
                "pots_and_award",
                b.right_first_time and award.right_first_time,
                max(b.seconds, seconds),
                codes,
                uid=self.uid,
                outcome=outcome,
            )
        self._save(result, self.trainee)


def shown_outcome(shown: bool, codes: tuple[str, ...]) -> str:
    """The outcome of a phase finished (``"solved"``), or finished by the solution being shown:
    ``"wrong"`` after a mistake was named, else ``"abandoned"`` (the trainee gave it up)."""
    if not shown:
        return "solved"
    return "wrong" if codes else "abandoned"


# ----- the Progress view ----------------------------------------------------------------------
def _date(day: int) -> QDate:
    """The calendar date of ``day`` (days since 1970-01-01)."""
    d = datetime.date(1970, 1, 1) + datetime.timedelta(days=day)
    return QDate(d.year, d.month, d.day)


def _day_ms(day: int) -> float:
    """Milliseconds since the epoch of local noon on ``day`` (days since 1970-01-01, local)."""
    return float(QDateTime(_date(day), QTime(12, 0)).toMSecsSinceEpoch())


def _day_label(day: int) -> str:
    return _date(day).toString("d MMM")


def _course_place(store: SqlStore | None, trainee: str) -> str:
    """The course unit ``trainee`` has reached, in words ("—" when it cannot be read)."""
    from dealer_trainer.drills.course import reached_words, trainee_states

    try:
        return reached_words(trainee_states(store, trainee)) if store is not None else "—"
    except Exception:  # noqa: BLE001 - the store's driver error: the rest of the view still shows
        log.exception("could not read the course")
        return "—"


class ProgressDialog(QDialog):
    """The trainee's progress: what to practise next first, then charts, streaks and levels.

    ``on_weak_spots``: called by the *Practise my weak spots* button (the dialog then closes).
    """

    def __init__(
        self,
        store: SqlStore | None,
        trainee: str,
        parent: QWidget | None = None,
        on_weak_spots: Callable[[], Any] | None = None,
    ) -> None:
        super().__init__(parent)
        self.store = store
        self.trainee = trainee
        self.on_weak_spots = on_weak_spots
        self.setWindowTitle(self.tr("Progress — %1").replace("%1", trainee))
        self.report: ProgressReport | None = None
        layout = QVBoxLayout(self)
        self.next_box = QFrame()
        self.next_box.setObjectName("nextBox")
        self.next_box.setStyleSheet(
            "#nextBox { background: #eef6ef; border: 1px solid #2e7d4f; border-radius: 6px; }"
        )
        box = QHBoxLayout(self.next_box)
        column = QVBoxLayout()
        heading = QLabel(self.tr("What to practise next"))
        font = heading.font()
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.25)
        heading.setFont(font)
        self.advice = QLabel()
        self.advice.setWordWrap(True)
        self.advice.setAccessibleName(self.tr("What to practise next"))
        column.addWidget(heading)
        column.addWidget(self.advice)
        self.course_label = QLabel(self.tr("Course: %1").replace("%1", _course_place(store, trainee)))
        self.course_label.setAccessibleName(self.tr("Course unit reached"))
        column.addWidget(self.course_label)
        box.addLayout(column, 1)
        self.weak_button = QPushButton(self.tr("Practise my &weak spots"))
        self.weak_button.clicked.connect(self._weak_spots)
        box.addWidget(self.weak_button, 0, Qt.AlignmentFlag.AlignVCenter)
        layout.addWidget(self.next_box)

        filters = QHBoxLayout()
        self.level_box = QComboBox()
        self.level_box.setAccessibleName(self.tr("Level"))
        self.level_box.addItem(self.tr("All levels"), None)
        for level in LEVELS:
            self.level_box.addItem(self.tr("Level %1").replace("%1", str(level)), level)
        self.level_box.addItem(self.tr("Lessons and imports"), 0)
        self.kind_box = QComboBox()
        self.kind_box.setAccessibleName(self.tr("Drill kind"))
        self.kind_box.addItem(self.tr("All kinds"), None)
        for kind, name in KINDS.items():
            self.kind_box.addItem(self.tr(name), kind)
        self.summary = QLabel()
        filters.addWidget(QLabel(self.tr("Show:")))
        filters.addWidget(self.level_box)
        filters.addWidget(self.kind_box)
        filters.addStretch(1)
        filters.addWidget(self.summary)
        layout.addLayout(filters)

        self.tabs = QTabWidget()
        layout.addWidget(self.tabs, 1)
        self.time_tab = QWidget()
        self.time_layout = QVBoxLayout(self.time_tab)
        self.time_layout.setContentsMargins(0, 0, 0, 0)
        self.mistakes_tab = QWidget()
        self.mistakes_layout = QVBoxLayout(self.mistakes_tab)
        self.mistakes_layout.setContentsMargins(0, 0, 0, 0)
        self.streaks_tab = QWidget()
        self.streak_labels: dict[str, QLabel] = {}
        grid = QGridLayout(self.streaks_tab)
        big = QFont(self.font())
        big.setPointSizeF(big.pointSizeF() * 2)
        big.setBold(True)
        for row, (key, text) in enumerate(
            [
                ("current", self.tr("Right first time in a row, now")),
                ("best", self.tr("Best run right first time")),
                ("days", self.tr("Days in a row you practised, now")),
                ("best_days", self.tr("Most days in a row")),
            ]
        ):
            number = QLabel("0")
            number.setFont(big)
            number.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            grid.addWidget(number, row, 0)
            grid.addWidget(QLabel(text), row, 1)
            self.streak_labels[key] = number
        grid.setColumnStretch(1, 1)
        grid.setRowStretch(4, 1)
        self.table = QTableWidget(0, 5)
        self.table.setHorizontalHeaderLabels(
            [
                self.tr("Level"),
                self.tr("Drills"),
                self.tr("Right first time"),
                self.tr("Mean time"),
                self.tr("Most common mistakes"),
            ]  # fmt: skip
        )
        self.table.verticalHeader().setVisible(False)
        self.table.setWordWrap(True)
        self.table.verticalHeader().setSectionResizeMode(
            QHeaderView.ResizeMode.ResizeToContents
        )  # follows wraps
        self.tabs.addTab(self.time_tab, self.tr("Accuracy and time"))
        self.tabs.addTab(self.mistakes_tab, self.tr("Mistakes"))
        self.tabs.addTab(self.streaks_tab, self.tr("Streaks"))
        self.tabs.addTab(self.table, self.tr("Levels"))

        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.charts: dict[str, Any] = {}
        self.refresh()
        self.level_box.currentIndexChanged.connect(lambda _i: self.refresh())
        self.kind_box.currentIndexChanged.connect(lambda _i: self.refresh())
        self.resize(980, 720)

    # ----- data --------------------------------------------------------------------------
    def refresh(self) -> None:
        """Read the report for the chosen level and kind and redraw."""
        started = time.perf_counter()
        level, kind = self.level_box.currentData(), self.kind_box.currentData()
        try:
            self.report = report(self.store, self.trainee, level, kind) if self.store is not None else None
        except Exception as exc:  # noqa: BLE001 - the store's driver error, said in the view
            log.exception("progress could not be read")
            self.report = None
            self.advice.setText(
                self.tr("Your progress could not be read: %1").replace("%1", str(exc).splitlines()[0])
            )
        r = self.report
        if r is not None:
            self.advice.setText(r.advice.text)
            self.weak_button.setEnabled(bool(r.advice.codes) and self.on_weak_spots is not None)
            self.summary.setText(
                self.tr("%1 drills").replace("%1", f"{r.drills:,}")
                + self.left_text(r.left("wrong"), r.left("abandoned"))
            )
        else:
            self.weak_button.setEnabled(False)
        self._draw_time(r)
        self._draw_mistakes(r)
        self._fill_streaks(r)
        self._fill_table(r)
        log.debug("progress view filled in %.0f ms", 1000 * (time.perf_counter() - started))

    def left_text(self, wrong: int, abandoned: int) -> str:
        """`` (2 left wrong, 1 abandoned)``: the drills left unsolved, or ``""`` for none (never
        counted as right)."""
        parts = []
        if wrong:
            parts.append(self.tr("%1 left wrong").replace("%1", f"{wrong:,}"))
        if abandoned:
            parts.append(self.tr("%1 abandoned").replace("%1", f"{abandoned:,}"))
        return " (" + ", ".join(parts) + ")" if parts else ""

    def _weak_spots(self) -> None:
        if self.on_weak_spots is not None:
            self.accept()
            self.on_weak_spots()

    # ----- charts ------------------------------------------------------------------------
    def _replace(self, layout: QVBoxLayout, key: str, widget: QWidget) -> None:
        old = self.charts.pop(key, None)
        if old is not None:
            layout.removeWidget(old)
            old.deleteLater()
        self.charts[key] = widget
        layout.addWidget(widget, 1)

    def _draw_time(self, r: ProgressReport | None) -> None:
        from PySide6.QtCharts import (
            QChart,
            QChartView,
            QDateTimeAxis,
            QLineSeries,
            QScatterSeries,
            QValueAxis,
        )

        for key in ("accuracy", "time"):
            chart = QChart()
            chart.setMargins(QMargins(4, 4, 4, 4))
            chart.legend().hide()
            points = r.days if r is not None else ()
            if key == "accuracy":
                chart.setTitle(self.tr("Right first time per day (%)"))
                values = [(_day_ms(p.day), 100.0 * p.accuracy) for p in points]
                low, high = 0.0, 100.0
                colour = "#2e7d4f"
            else:
                chart.setTitle(self.tr("Median time per drill, per day (seconds)"))
                values = [(_day_ms(p.day), p.median_seconds) for p in points]
                low, high = 0.0, max([v for _, v in values] + [10.0]) * 1.15
                colour = "#1f5fa8"
            line = QLineSeries()
            dots = QScatterSeries()
            dots.setMarkerSize(7)
            for x, y in values:
                line.append(x, y)
                dots.append(x, y)
            line.setColor(QColor(colour))
            dots.setColor(QColor(colour))
            dots.setBorderColor(QColor(colour))
            chart.addSeries(line)
            chart.addSeries(dots)
            axis_x = QDateTimeAxis()
            axis_x.setFormat("d MMM")
            axis_x.setTickCount(min(8, max(2, len(values))))
            if values:  # half a day either side, so the first and last dots are whole
                first, last = values[0][0] - 43_200_000, values[-1][0] + 43_200_000
                axis_x.setRange(
                    QDateTime.fromMSecsSinceEpoch(int(first)), QDateTime.fromMSecsSinceEpoch(int(last))
                )
            axis_y = QValueAxis()
            axis_y.setRange(low, high)
            if key == "time":
                axis_y.applyNiceNumbers()
            else:
                axis_y.setTickCount(5)
            axis_y.setLabelFormat("%.0f")
            chart.addAxis(axis_x, Qt.AlignmentFlag.AlignBottom)
            chart.addAxis(axis_y, Qt.AlignmentFlag.AlignLeft)
            for series in (line, dots):
                series.attachAxis(axis_x)
                series.attachAxis(axis_y)
            view = QChartView(chart)
            view.setRenderHint(QPainter.RenderHint.Antialiasing)
            view.setMinimumHeight(200)
            view.setAccessibleName(chart.title())
            self._replace(self.time_layout, key, view)

    def _draw_mistakes(self, r: ProgressReport | None) -> None:
        from PySide6.QtCharts import (
            QBarCategoryAxis,
            QBarSet,
            QChart,
            QChartView,
            QStackedBarSeries,
            QValueAxis,
        )

        chart = QChart()
        chart.setTitle(self.tr("Mistakes by kind, last %1 practice days").replace("%1", str(MISTAKE_DAYS)))
        chart.setMargins(QMargins(4, 4, 4, 4))
        mistakes = r.mistakes if r is not None else {}
        days = sorted({d for per_day in mistakes.values() for d in per_day})[-MISTAKE_DAYS:]
        totals = sorted(mistakes, key=lambda c: (-sum(mistakes[c].values()), c))
        top, rest = totals[:TOP_CODES], totals[TOP_CODES:]
        series = QStackedBarSeries()
        highest = 1
        for i, code in enumerate(top + (["other"] if rest else [])):
            bar = QBarSet(code_text(code) if code != "other" else self.tr("other mistakes"))
            bar.setColor(QColor(PALETTE[i % len(PALETTE)]))
            for d in days:
                if code == "other":
                    bar.append(sum(mistakes[c].get(d, 0) for c in rest))
                else:
                    bar.append(mistakes[code].get(d, 0))
            series.append(bar)
        for d in days:
            highest = max(highest, sum(per_day.get(d, 0) for per_day in mistakes.values()))
        chart.addSeries(series)
        axis_x = QBarCategoryAxis()
        axis_x.append([_day_label(d) for d in days] or [self.tr("no mistakes yet")])
        if len(days) > 7:
            axis_x.setLabelsAngle(-60)  # a date under each bar, never cut to "14 …"
        axis_y = QValueAxis()
        axis_y.setRange(0, highest)
        axis_y.setLabelFormat("%.0f")
        if highest <= 10:
            axis_y.setTickCount(highest + 1)  # whole mistakes: a line per mistake
        else:
            axis_y.applyNiceNumbers()
        chart.addAxis(axis_x, Qt.AlignmentFlag.AlignBottom)
        chart.addAxis(axis_y, Qt.AlignmentFlag.AlignLeft)
        series.attachAxis(axis_x)
        series.attachAxis(axis_y)
        chart.legend().setAlignment(Qt.AlignmentFlag.AlignRight)
        view = QChartView(chart)
        view.setRenderHint(QPainter.RenderHint.Antialiasing)
        view.setAccessibleName(chart.title())
        self._replace(self.mistakes_layout, "mistakes", view)

    def _fill_streaks(self, r: ProgressReport | None) -> None:
        s = r.streaks if r is not None else None
        for key, label in self.streak_labels.items():
            label.setText(str(getattr(s, key, 0)))

    def _fill_table(self, r: ProgressReport | None) -> None:
        levels = r.levels if r is not None else []
        self.table.setRowCount(len(levels))
        for row, level in enumerate(levels):
            share = f"{level.right_first_time} ({100 * level.right_first_time // max(level.drills, 1)}%)"
            mistakes = ", ".join(f"{code_text(code)} ×{n}" for code, n in level.common_mistakes)
            left = self.left_text(r.left("wrong", level.level), r.left("abandoned", level.level)) if r else ""
            cells = [
                str(level.level or "—"),
                str(level.drills) + left,
                share,
                f"{level.mean_seconds:.0f} s",
                mistakes,
            ]
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if column < 4:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                self.table.setItem(row, column, item)
        header = self.table.horizontalHeader()
        for column in range(4):  # every column as wide as its header and cells: never cut off
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(4, QHeaderView.ResizeMode.Stretch)
