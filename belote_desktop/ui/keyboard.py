"""Playing from the keyboard: the arrows choose one of your cards, Enter or Space plays it.

The chosen card wears the focus ring (``CardItem.selected``). Nothing is
chosen until the first arrow key, so mouse players never see the ring. A
key press goes through the same door as a click (``HumanSeat.play``):
an illegal card is refused with its reason, a card chosen while the table
still moves is kept and played once, at your turn.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Qt, Signal

from ..controller import GameController
from ..engine import PLAYING
from .table.scene import TableScene

MOVES = {Qt.Key.Key_Left: -1, Qt.Key.Key_Right: 1}
PLAY_KEYS = frozenset({Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space})


class KeyboardPlay(QObject):
    chosen_changed = Signal(object)  # the card the ring is on now (None: none), for the screen reader's focus

    def __init__(self, scene: TableScene, controller: GameController, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.scene = scene
        self.controller = controller
        self._chosen: int | None = None
        self._index = 0  # where the ring was, so it stays near there after a card leaves
        controller.card_played.connect(self._on_card_played)
        controller.human.to_play.connect(self._on_turn)
        controller.dealt.connect(lambda _info: self._choose(None))

    @property
    def chosen(self) -> int | None:
        return self._chosen

    def press(self, key: int) -> None:
        """A card key pressed over the table (``TableView.card_key``)."""
        cards = self.scene.human_cards()
        if not cards:
            return
        if key in MOVES:
            if self._chosen not in cards:
                self._choose(self._start(cards))
            else:
                step = MOVES[key]  # type: ignore[index]
                self._choose(cards[(cards.index(self._chosen) + step) % len(cards)])
        elif key == Qt.Key.Key_Home:
            self._choose(cards[0])
        elif key == Qt.Key.Key_End:
            self._choose(cards[-1])
        elif key in PLAY_KEYS:
            if self._chosen not in cards:
                self._choose(self._start(cards))  # the first press shows the ring; the next plays
            elif self.controller.deal.phase == PLAYING:
                self.controller.human.play(self._chosen)

    def _start(self, cards: list[int]) -> int:
        legal = set(self.controller.legal_cards())
        return next((c for c in cards if c in legal), cards[min(self._index, len(cards) - 1)])

    def choose(self, card: int) -> None:
        """Put the ring on ``card`` of the player's hand (the coach's hint): Enter then plays it."""
        if card in self.scene.human_cards():
            self._choose(card)

    def _choose(self, card: int | None) -> None:
        self._chosen = card
        self.scene.select(card)
        if card is not None:
            self._index = self.scene.human_cards().index(card)
        self.chosen_changed.emit(card)

    def _on_card_played(self, seat: int, card: int) -> None:
        if seat != self.controller.human_seat or card != self._chosen:
            return
        item = self.scene.card_item(card)
        if item is not None:
            item.selected = False  # the ring stays with the hand, not with the card on the table
        cards = [c for c in self.scene.human_cards() if c != card]
        self._chosen = None
        if cards:
            self._choose(cards[min(self._index, len(cards) - 1)])

    def _on_turn(self, legal_mask: int) -> None:
        # At your turn the ring moves to a card you may play, if it is on one you may not.
        if self._chosen is None:
            return
        if not legal_mask >> self._chosen & 1:
            cards = self.scene.human_cards()
            if cards:
                self._choose(self._start(cards))
