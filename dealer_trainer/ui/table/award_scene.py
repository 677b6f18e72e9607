"""The table scene with the award phase: hands face up, the board, and a win spot per seat.

While the table holds an award state (:class:`~dealer_trainer.ui.table.award_model.AwardState`),
each seat's front spot becomes its win spot (``win:<seat>``): its hole cards on the left, the
chips pushed to it on the right, its hand's name on top once the showdown is revealed. Otherwise
it is the build table unchanged. The award phase's parts (:mod:`~dealer_trainer.ui.table.award_phase`)
load the first time a table enters it, not before the first drill is painted.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from dealer_trainer.drills.piles import kind_of, parse_pile
from dealer_trainer.ui.table.layout import TableLayout, table_layout
from dealer_trainer.ui.table.model import MIDDLE, TableState, drop_piles
from dealer_trainer.ui.table.scene import TableScene

if TYPE_CHECKING:
    from PySide6.QtCore import QObject
    from PySide6.QtWidgets import QGraphicsItem

    from dealer_trainer.ui.table.award_phase import WinSpotItem

__all__ = ["AwardScene"]


class AwardScene(TableScene):
    """A :class:`TableScene` that also shows the award phase of an award state."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.award_mode = False
        self.card_items: list[QGraphicsItem] = []  # the cards, and each run's board's name
        self.names_shown = False
        self.hand_names: dict[str, str] = {}
        self.winners: set[str] = set()

    # ----- building ----------------------------------------------------------------------
    def set_table(self, state: TableState) -> None:
        """Show ``state``: the award phase when it is an award state (``state.award_phase``)."""
        for item in self.card_items:
            self.removeItem(item)
        self.card_items = []
        self.award_mode = state.award_phase
        self.tall_pots = not self.award_mode  # the board lies above the pots
        self.names_shown = False
        self.hand_names = {}
        self.winners = set()
        super().set_table(state)
        if self.award_mode:
            from dealer_trainer.ui.table.award_phase import deal_cards

            self.card_items = deal_cards(self)

    def pile_title(self, pile: str) -> str:
        where = parse_pile(pile)
        if where.kind == "win":
            return self.tr("Push to %1").replace("%1", where.seat or "")
        return super().pile_title(pile)

    def _layout(self) -> TableLayout:
        """As the build table; in the award phase no pot opens, so the pots keep no room for the
        "+ Side pot" control and take the row's whole height (with a board run more than once,
        the height for its runs' spots under each pot)."""
        if not self.award_mode or self.state is None:
            return super()._layout()
        from dealer_trainer.ui.table.award_layout import run_board_room

        state = self.state
        drops = drop_piles(state.drill)
        if state.drill.runs == 1:
            return table_layout(state.seats, state.pot_count, False, False, drops)
        room = run_board_room(state.drill.runs)  # the runs' boards one under the other ...
        over_dead = not state.pile(MIDDLE)  # ... from where the dead money would lie, when none does
        return table_layout(state.seats, state.pot_count, False, False, drops, room, over_dead)

    def _update_pots(self) -> None:
        super()._update_pots()
        if not self.award_mode or self.state is None or self.geometry is None:
            return
        from dealer_trainer.ui.table.award_phase import lay_out_win_spots

        lay_out_win_spots(self)

    def sync(self, animate: bool | None = None) -> None:
        """As the build table; in the award phase, chips pushed to a seat stack from the left of
        its chips' part, so a big pot runs out to the right rather than over the seat's cards."""
        laid = {p: c for p, c in self._columns.items() if kind_of(p) == "win"}
        rects = {p: r for p, r in self._laid_in.items() if kind_of(p) == "win"}
        super().sync(animate)
        if not self.award_mode or self.state is None or self.geometry is None:
            return
        from dealer_trainer.ui.table.award_phase import push_win_piles

        push_win_piles(self, laid, rects)

    # ----- the showdown ------------------------------------------------------------------
    def show_hand_names(
        self,
        names: dict[str, str],
        winners: set[str] | None = None,
        run_names: list[dict[str, str]] | None = None,
    ) -> None:
        """Write each live seat's hand above its cards (the showdown is revealed); with
        ``run_names`` (one dict per run), its hand on each run's board."""
        from dealer_trainer.ui.table.award_phase import WinSpotItem

        self.names_shown = True
        self.hand_names = dict(names)
        self.winners = set(winners or ())
        for spot in self.spots.values():
            if isinstance(spot, WinSpotItem):
                spot.hand_name = names.get(spot.seat, "")
                spot.run_names = [n[spot.seat] for n in run_names or () if spot.seat in n]
                if spot.run_names:
                    spot.setToolTip(spot.hand_name)
                spot.winner = spot.seat in self.winners
                spot.update()

    def win_spot(self, seat: str) -> WinSpotItem | None:
        """``seat``'s win spot (``None`` when the table has none)."""
        from dealer_trainer.ui.table.award_model import win_pile
        from dealer_trainer.ui.table.award_phase import WinSpotItem

        spot = self.spots.get(win_pile(seat))
        return spot if isinstance(spot, WinSpotItem) else None
