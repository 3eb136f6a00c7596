"""Playing from the keyboard: the arrows choose one of your cards, Enter or Space plays it.

The chosen card wears the focus ring (``CardItem.selected``). Nothing is
chosen until the player first uses a card key, so mouse players never see
the ring; from then on the ring waits on a card you may play at each of
your turns, in every deal, so what Enter will play is always in view.

One press of Enter or Space plays one card, always:

- at your turn, the card with the ring (the coach's card after a hint); with
  no ring yet, your first playable card from the left, the same card the
  arrows would ring first;
- before your turn (a bot still thinking, the last card still flying) the
  press does nothing. A press is not kept for later: it could only land in a
  trick the player has not seen yet, which is how a double press once played
  two cards in two tricks. (A click is kept: it names its card.)

A key press goes through the same door as a click (``HumanSeat.play``): an
illegal card is refused with its reason.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Qt, Signal

from ..controller import Ask, GameController
from .table.scene import TableScene
from .table.view import PLAY_KEYS

MOVES = {Qt.Key.Key_Left: -1, Qt.Key.Key_Right: 1}


class KeyboardPlay(QObject):
    chosen_changed = Signal(object)  # the card the ring is on now (None: none), for the screen reader's focus

    def __init__(self, scene: TableScene, controller: GameController, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.scene = scene
        self.controller = controller
        self._chosen: int | None = None
        self._index = 0  # where the ring was, so it stays near there after a card leaves
        self._in_use = False  # the player has used a card key: the ring then waits at each turn
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
        self._in_use = True
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
            if self.controller.human.asking != Ask.PLAY:
                return  # not your turn: not kept, it would play into a trick not yet seen
            if self._chosen not in cards:
                self._choose(self._start(cards))  # no ring yet: the first playable card, ringed as it goes
            self.controller.human.play(self._chosen)  # type: ignore[arg-type]

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
        # At your turn the ring moves to a card you may play, if it is on one you may not, or on none
        # (a new deal) once the player uses the keys: Enter then always plays the card in view.
        if self._chosen is None and not self._in_use:
            return
        if self._chosen is None or not legal_mask >> self._chosen & 1:
            cards = self.scene.human_cards()
            if cards:
                self._choose(self._start(cards))
