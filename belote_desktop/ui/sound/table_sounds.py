"""When the table makes a sound: a card laid, a trick gathered, the player's turn, a contract made or failed.

A card's and a trick's sound wait behind their animation (``TableScene.when_shown``), so the card
is heard when it lands on the cloth and the trick when it reaches its pile, at any animation speed.
The player's turn sounds when the player is asked to bid or to play (not for a card already
chosen by an early click), and the contract's fate when the deal is scored (a litige, neither
made nor failed, has no sound).

Silence: when the player turned the sounds off (Settings, or Game > Sounds, M) or the volume down
to nothing; while the game is not the window in front (another program is, or the window is
minimized): a player who looks elsewhere is not called back by clicks; while the table is laid
out again (an undo, a resumed match: not news). The system's mixer does the rest: its mute and its
volume apply to the game as to any program.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QWidget

from .files import CARD, FAILED, MADE, TRICK, TURN
from .players import SoundPlayer, system_player

if TYPE_CHECKING:
    from ...controller import GameController
    from ...engine.scoring import DealScore
    from ..table.scene import TableScene


class TableSounds(QObject):
    """The sounds of ``controller``'s game on ``scene``, in ``window``; ``player`` plays them (the system's,
    unless one is given)."""

    def __init__(self, window: QWidget, controller: GameController, scene: TableScene, on: bool, volume: int,
                 player: SoundPlayer | None = None) -> None:
        super().__init__(window)
        self._window, self._controller, self._scene = window, controller, scene
        self.player: SoundPlayer = player if player is not None else system_player(self)
        self.on, self.volume = on, volume
        c = controller
        c.card_played.connect(lambda *_: self._after_shown(CARD))
        c.trick_won.connect(lambda *_: self._after_shown(TRICK))
        c.deal_scored.connect(self._deal_scored)
        c.human.to_bid.connect(lambda _bids: self._turn())
        c.human.to_play.connect(lambda _legal: self._turn())

    def set_sound(self, on: bool, volume: int) -> None:
        self.on, self.volume = on, volume

    @property
    def audible(self) -> bool:
        """Whether a sound would be heard now (the setting, the volume, the window in front)."""
        w = self._window
        return (self.on and self.volume > 0 and not w.isMinimized()
                and QGuiApplication.applicationState() == Qt.ApplicationState.ApplicationActive)

    def play(self, cue: str) -> None:
        if self.audible:
            self.player.play(cue, self.volume)

    def sample(self, volume: int) -> None:
        """Settings > Listen: the player's turn at ``volume``, even while the sounds are off."""
        self.player.play(TURN, volume)

    # ------------------------------------------------------------------ the events
    def _after_shown(self, cue: str) -> None:
        if self._controller.paused:
            return  # the table laid out again: not news
        self._scene.when_shown(lambda: self.play(cue))

    def _turn(self) -> None:
        if self._controller.human.queued_click is None:  # an early click plays at once: no call for it
            self.play(TURN)

    def _deal_scored(self, result: DealScore, _totals: object) -> None:
        if not result.litige:
            self.play(MADE if result.made else FAILED)


__all__ = ["TableSounds"]
