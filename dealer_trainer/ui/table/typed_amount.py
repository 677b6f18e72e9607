"""A typed amount that moves nothing says why: one line in the feedback panel (or the Move
chips dialog), and a button that makes the change the pile needs.

An amount typed while dragging, or in the Move chips dialog, stays where it is when the pile
holds less, when the pile's own chips cannot pay it without change (dealer helpers off: the
dealer makes change first, at the chip tray) or when its chips cannot make it at all (no chip
small enough). Before, nothing moved and nothing was said.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QObject, Qt
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QWidget

from dealer_trainer.ui.session import DrillSession
from dealer_trainer.ui.table.model import TableState


def holds_only(state: TableState, source: str) -> str:
    """``"The pile holds only $250."``: the line for an amount typed above what ``source`` holds."""
    money = state.drill.stakes.format(state.amount(source))
    return QCoreApplication.translate("TypedAmount", "The pile holds only %1.").replace("%1", money)


def why_it_stays(state: TableState, source: str, amount: int) -> tuple[str, int | None]:
    """Why ``amount`` (chip units) typed for pile ``source`` did not move, in one line, and the
    chip whose change would let it move (None: no change helps). ``("", None)`` when the pile
    could pay it (the spot dropped on did not take the chips)."""
    money = state.drill.stakes.format
    if amount > state.amount(source):
        return holds_only(state, source), None
    smallest = state.drill.chips.smallest
    if amount % smallest:  # no change makes it
        line = QCoreApplication.translate("TypedAmount", "The chips cannot make %1: the smallest chip is %2.")
        return line.replace("%1", money(amount)).replace("%2", money(smallest)), None
    if state.helpers or state.award_phase or state.exact_chips(source, amount) is not None:
        return "", None  # change is made as the amount is carried (helpers on, or a push)
    chip = state.chip_to_change(source, amount)
    if chip is None or not state.can_make_change(chip):
        return "", None
    line = QCoreApplication.translate(
        "TypedAmount", "This pile cannot pay %1 without change: make change of a %2 chip first."
    )
    return line.replace("%1", money(amount)).replace("%2", money(state.chip(chip).value)), chip


class AmountNote(QWidget):
    """The line saying why a typed amount stayed, and a button offering the change it needs
    (hidden while there is nothing to say). ``session``: the drill whose table it speaks of."""

    def __init__(self, session: DrillSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("amountNote")
        self.session = session
        self.chip: int | None = None
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        self.line = QLabel()
        self.line.setWordWrap(True)
        self.line.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.change_button = QPushButton(QCoreApplication.translate("TypedAmount", "Make change"))
        self.change_button.setToolTip(
            QCoreApplication.translate(
                "TypedAmount", "Exchange the chip named for smaller chips (one undo step)"
            )
        )
        self.change_button.clicked.connect(self.make_change)
        row.addWidget(self.line, 1)
        row.addWidget(self.change_button)
        self.say("")

    def say(self, line: str, chip: int | None = None) -> None:
        """Show ``line`` (``""``: hide the note) and offer the change of ``chip`` (None: no
        button)."""
        self.chip = chip
        self.line.setText(line)
        self.change_button.setVisible(chip is not None)
        self.setVisible(bool(line))

    def explain(self, source: str, amount: int) -> None:
        """Say why ``amount`` typed for ``source`` stayed (nothing when it could move)."""
        line, chip = why_it_stays(self.session.state, source, amount)
        self.say(line, chip)

    def make_change(self) -> None:
        """Make the change offered; the note goes (the trainee carries the amount again)."""
        chip = self.chip
        self.say("")
        if chip is not None and chip in self.session.state.chips():
            self.session.make_change(chip)


class TypedAmounts(QObject):
    """Carries an amount dropped on the table to the session and, when nothing moves, says why
    in the feedback panel (``insert_widget`` puts the note under the panel's buttons)."""

    def __init__(
        self,
        session: DrillSession,
        dropped: object,
        too_large: object,
        insert_widget: Callable[[int, QWidget], None],
    ) -> None:
        super().__init__(session)
        self.session = session
        self.note = AmountNote(session)
        insert_widget(3, self.note)
        dropped.connect(self.move)  # type: ignore[attr-defined]
        too_large.connect(self.refuse)  # type: ignore[attr-defined]
        session.drill_loaded.connect(lambda _drill: self.note.say(""))
        session.piles_changed.connect(self._changed)

    def move(self, source: str, amount: int, target: str) -> None:
        """Move ``amount`` from ``source`` to ``target``; say why when it stays."""
        self.note.say("")
        if not self.session.move_amount(source, amount, target):
            self.note.explain(source, amount)

    def refuse(self, source: str) -> None:
        """An amount typed above what ``source`` holds: said as it is typed (it will not move)."""
        self.note.say(holds_only(self.session.state, source))

    def _changed(self, done: bool) -> None:
        if done:
            self.note.say("")
