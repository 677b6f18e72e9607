"""Moving and changing chips from the keyboard: from a pile, some chips of one value, to a pile."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QWidget,
)

from dealer_trainer.drills.piles import kind_of, parse_pile
from dealer_trainer.ui.session import DrillSession
from dealer_trainer.ui.table.model import MIDDLE, front_pile, pot_pile, return_pile
from dealer_trainer.ui.table.typed_amount import AmountNote


class MoveDialog(QDialog):
    """Pick a pile, a chip value, how many, and where they go; or make change of one chip."""

    def __init__(
        self, session: DrillSession, title_of: Callable[[str], str], parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.session = session
        self.title_of = title_of
        self.setWindowTitle(self.tr("Move chips"))
        form = QFormLayout(self)
        self.source = QComboBox()
        self.value = QComboBox()
        self.count = QSpinBox()
        self.count.setMinimum(1)
        self.target = QComboBox()
        self.amount = QLineEdit()
        self.amount.setPlaceholderText(self.tr("or an amount, e.g. 40"))
        self.amount.setAccessibleName(self.tr("Amount to move"))
        form.addRow(self.tr("&From"), self.source)
        form.addRow(self.tr("C&hips"), self.value)
        form.addRow(self.tr("&How many"), self.count)
        form.addRow(self.tr("&Amount"), self.amount)
        form.addRow(self.tr("&To"), self.target)
        self.note = AmountNote(session)  # why a typed amount stayed, and the change it needs
        self.note.change_button.clicked.connect(self._fill_sources)
        form.addRow(self.note)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Close)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("&Move"))
        self.change_button = QPushButton(self.tr("Make &change of one chip"))
        buttons.addButton(self.change_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.accepted.connect(self.do_move)
        buttons.rejected.connect(self.reject)
        self.change_button.clicked.connect(self.do_change)
        form.addRow(buttons)
        self.source.currentIndexChanged.connect(self._fill_values)
        self.value.currentIndexChanged.connect(self._fill_count)
        self._fill_sources()

    def _piles(self) -> list[str]:
        state = self.session.state
        piles = [front_pile(s) for s in state.seats] + [MIDDLE]
        piles += [pot_pile(i) for i in range(state.pot_count)] + [return_pile(s) for s in state.seats]
        piles += [p for p in state.piles() if kind_of(p) == "win"]  # the award phase's win spots
        return piles

    def _fill_sources(self) -> None:
        state = self.session.state
        self.source.clear()
        for pile in self._piles():
            if state.pile(pile):
                money = state.drill.stakes.format(state.amount(pile))
                self.source.addItem(f"{self.title_of(pile)} ({money})", pile)
        self._fill_values()

    def _fill_values(self) -> None:
        state = self.session.state
        self.value.clear()
        pile = self.source.currentData()
        if not pile:
            return
        counts: dict[int, int] = {}
        for chip in state.pile(pile):
            counts[chip.value] = counts.get(chip.value, 0) + 1
        for value in sorted(counts, reverse=True):
            label = state.drill.stakes.format(value)
            self.value.addItem(
                self.tr("%1 × %2").replace("%1", str(counts[value])).replace("%2", label), value
            )
        self._fill_count()

    def selected(self) -> list[int]:
        """The chips chosen: the top ``count`` chips of the value in the source pile."""
        pile, value = self.source.currentData(), self.value.currentData()
        if not pile or value is None:
            return []
        ids = [c.id for c in self.session.state.pile(pile) if c.value == value]
        return ids[len(ids) - self.count.value() :]

    def _fill_count(self) -> None:
        pile, value = self.source.currentData(), self.value.currentData()
        n = sum(1 for c in self.session.state.pile(pile) if c.value == value) if pile and value else 0
        self.count.setMaximum(max(1, n))
        self.count.setValue(max(1, n))
        self.target.clear()
        ids = self.selected()
        if not ids:
            return
        for p in self._piles():
            if p != pile and self.session.state.can_drop(ids, p):
                self.target.addItem(self.title_of(p), p)
        if parse_pile(pile).kind not in ("front", "dead"):
            # chips already gathered: no default, so a stray Return cannot undo the work
            self.target.setCurrentIndex(-1)

    def do_move(self) -> None:
        """Move the chips chosen, or exactly the amount typed (change made as needed); an
        amount that stays says why in the dialog (the pile holds less, or needs change)."""
        ids, target, pile = self.selected(), self.target.currentData(), self.source.currentData()
        text = self.amount.text().strip()
        if text and target and pile:
            try:
                chips = self.session.drill.stakes.parse(text)
            except ValueError:
                self.amount.selectAll()
                return
            self.note.say("")
            if not self.session.move_amount(pile, chips, target):
                self.note.explain(pile, chips)
                self.amount.selectAll()
                self._fill_sources()
                return
            self.amount.clear()
        elif ids and target:
            self.session.move(ids, target)
        self._fill_sources()

    def do_change(self) -> None:
        ids = self.selected()
        if ids:
            self.session.make_change(ids[-1])
        self._fill_sources()
