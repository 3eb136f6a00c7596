"""``AutoPlay``: the player's only legal card played for them (a setting, on by default; issue 37).

When the player is asked for a card and only one may be played (often the last trick, or the one card
of the suit led), the card stands raised for a short pause, so the player sees it, and is then played
through the same door as a click (``HumanSeat.play``). The pause follows the animation speed (none at
"instant", for tests). Never in the auction (only a card is ever played for the player), and never
while a menu or a dialog is open: the card waits, and is played a full pause after it closes, so
nothing moves and no focus changes behind a menu the player is reading. An undo goes back past such a
card to the player's last real choice (``controller.rewind``, ``skip_forced``).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject, QTimer
from PySide6.QtWidgets import QApplication, QDialog

from ..controller import Ask, GameController
from .access import speech
from .table.durations import duration

# While a menu or a dialog is open, how often to look whether it has closed.
BLOCKED_POLL_MS = 150


def something_open() -> bool:
    """A menu (any popup) or a dialog of the program is open: nothing may move behind it."""
    if QApplication.activePopupWidget() is not None or QApplication.activeModalWidget() is not None:
        return True
    return any(isinstance(widget, QDialog) and widget.isVisible() for widget in QApplication.topLevelWidgets())


def only_card_sentence(card: int, short: bool) -> str:
    """What the screen reader hears when the player's only legal card is about to be played for them."""
    name = speech.card_name(card)
    if short:
        return speech.fill(QCoreApplication.translate("AutoPlay", "Only card: %1"), name)
    return speech.fill(QCoreApplication.translate("AutoPlay", "Only the %1 can be played: it is played for you."),
                       name)


class AutoPlay(QObject):
    """Watches the player's turns on ``controller``; ``enabled`` follows the setting, ``speed`` the table's."""

    def __init__(self, controller: GameController, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.enabled = True
        self.held = False  # a lesson is on the table: the player plays every card, the one they must too
        self.speed = "normal"
        self.card: int | None = None  # the card waiting to be played for the player
        self._timer = QTimer(self)  # a child: it stops and dies with the window
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._on_time)
        self._blocked = False  # the last look found a menu or a dialog open
        human = controller.human
        human.to_play.connect(self._on_turn)
        for signal in (controller.card_played, controller.dealt, controller.rewound, controller.deal_scored,
                       human.to_bid, human.to_announce):
            signal.connect(self.cancel)

    def set_enabled(self, on: bool) -> None:
        self.enabled = on
        self.controller.rewind.skip_forced = on
        if not on:
            self.cancel()

    @property
    def waiting(self) -> bool:
        """A card is waiting to be played for the player."""
        return self.card is not None

    @property
    def blocked(self) -> bool:
        """The card waits for a menu or a dialog to close."""
        return self._blocked

    def pause_ms(self) -> int:
        """How long the only card stands raised before it is played: a pause of the table's speed."""
        return duration("forced_card_pause", self.speed)

    def cancel(self, *_args: object) -> None:
        self._timer.stop()
        self.card = None
        self._blocked = False

    def _on_turn(self, legal_mask: int) -> None:
        self.cancel()
        if not self.enabled or self.held or legal_mask.bit_count() != 1:
            return
        self.card = legal_mask.bit_length() - 1
        self._timer.start(self.pause_ms())

    def _on_time(self) -> None:
        card = self.card
        c = self.controller
        if card is None or c.human.asking != Ask.PLAY or c.legal_cards() != [card]:
            self.cancel()  # the question has changed meanwhile: the player played, or it was withdrawn
            return
        if something_open():
            self._blocked = True
            self._timer.start(BLOCKED_POLL_MS)
            return
        if self._blocked:  # closed just now: the player sees the card again, a full pause, before it goes
            self._blocked = False
            self._timer.start(self.pause_ms())
            return
        self.card = None
        c.human.play(card)


__all__ = ["AutoPlay", "only_card_sentence", "something_open"]
