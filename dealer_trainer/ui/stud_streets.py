"""Seven-card stud, stud hi-lo and razz street hands in the window (issue 29): Drill > Street by
street > Stud, one entry per game. The hand is a street hand played by the window's
:class:`~dealer_trainer.ui.streets.StreetsController`: the antes go in, the bring-in and the
completion are played, the trainee answers who brings it in (third street) and who acts first
(later streets) by clicking the seat, and builds each pull-in (the side pots of a stud all-in) as
in hold'em. Each seat's cards lie in front of it, down-cards face down and up-cards face up
(:mod:`dealer_trainer.ui.table.stud_cards`); there is no board.

After the last pull-in, a showdown (two or more live hands after seventh street) is awarded as
any street hand's: the final drill carries each live seat's seven cards and the game, so the award
controller turns them up in the win spots and grades the pushes (stud: best five of seven; stud
hi-lo: halves, 8-or-better low, the odd chip by suit; razz: ace-to-five low).
Rules: docs/rules.md#stud-bring-in-and-who-acts, docs/rules.md#hi-lo-and-stud.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction

from dealer_trainer.drills.stud_streets import STUD_STREET_GAMES, new_stud_drill, window_rulings
from dealer_trainer.engine.hilo import Variant

if TYPE_CHECKING:
    from dealer_trainer.drills.streets import StreetDrill
    from dealer_trainer.ui.streets import StreetsController

__all__ = ["StudMenu", "new_stud_hand"]


def new_stud_hand(streets: StreetsController, variant: Variant, seed: int | None = None) -> StreetDrill:
    """Deal a stud street hand of ``variant`` (its code ``D1-…``/``D2-…``/``D3-…``) with the
    rulings who brings it in and who acts first on each later street."""
    sd = new_stud_drill(variant, seed)
    streets.start(sd, window_rulings(sd))
    return sd


class StudMenu(QObject):
    """Drill > Street by street > Stud: one action per game (seven-card stud, stud hi-lo, razz),
    each dealing a fresh hand (:attr:`actions`: game -> its action)."""

    def __init__(self, streets: StreetsController) -> None:
        super().__init__(streets)
        self.menu = streets.menu.addMenu(self.tr("S&tud"))
        self.menu.setObjectName("studMenu")
        labels = {
            Variant.STUD: self.tr("&Seven-card stud"),
            Variant.STUD_HILO: self.tr("Stud &hi-lo"),
            Variant.RAZZ: self.tr("&Razz"),
        }
        self.actions: dict[Variant, QAction] = {}
        for variant in STUD_STREET_GAMES:
            action = self.menu.addAction(labels[variant])
            action.setToolTip(
                self.tr("Deal a stud hand played street by street: antes, the bring-in, up-cards")
            )
            action.triggered.connect(lambda _=False, v=variant: new_stud_hand(streets, v))
            self.actions[variant] = action
        self.streets = streets
        streets.window.award.award_started.connect(self._award_started)

    def _award_started(self, _state: object) -> None:
        """A stud hand's showdown: its seven cards now lie face up in the win spots, so the
        rows in front of the seats (down-cards face down) go."""
        sd = self.streets.on_table
        if sd is not None and sd.table.stud is not None:
            self.streets.window.scene.felt.seat_cards.clear()
