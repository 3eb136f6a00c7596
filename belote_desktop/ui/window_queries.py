"""The window's keys that ask the table (issue 35, ``ui.access.queries``): one key per question, Page Up and
Page Down through what was said (``ui.access.recall``), and the keys that go to a suit of the hand.

Each answer goes out as a sentence through the game's speech path (``NarratedPresenter.say_now``),
once the table shows what it was told: asked while a card flies or the cards are dealt, the answer
waits for the table, so it says what the player then sees, after the sentences already on their way.

The keys belong to the table: they act while the keyboard is on it (the view, a card of the hand,
the bidding or declarations panel) and in a deal's summary, and leave the letters to the other
widgets of the window (the rules help's list finds a topic by its first letter).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence

from .access.queries import TableQuestions
from .access.query_keys import (
    BACK_KEY,
    FORWARD_KEY,
    NEXT_SUIT_KEY,
    PREVIOUS_SUIT_KEY,
    QUESTIONS,
    SUIT_KEYS,
    back_words,
    question_words,
    suit_step_words,
    suit_words,
)
from .access.recall import Recall

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from .main_window import MainWindow


class TableKeys:
    """The questions, the recall and the suit keys of one window (``window.table_keys``)."""

    def __init__(self, w: MainWindow) -> None:
        self.window = w
        self.questions = TableQuestions(w.controller, w.presenter, w)
        self.recall = Recall(w.presenter.say_now, w)
        w.announcer.spoken.connect(self.recall.heard)
        self.actions: list[QAction] = []
        self.question_actions: dict[str, QAction] = {}
        for key, question in QUESTIONS:
            self.question_actions[question] = self._action(
                f"ask_{question}", key, lambda q=question: self.answer(getattr(self.questions, q)))
        self.back_action = self._action("recall_back", BACK_KEY, self.recall.back)
        self.forward_action = self._action("recall_forward", FORWARD_KEY, self.recall.forward)
        self.suit_actions = [self._action(f"suit_{suit}", key, lambda s=suit: self.answer(lambda: self.go_to_suit(s)))
                             for suit, key in enumerate(SUIT_KEYS)]
        self.previous_suit_action = self._action("suit_previous", PREVIOUS_SUIT_KEY,
                                                 lambda: self.answer(lambda: self.step_suit(-1)))
        self.next_suit_action = self._action("suit_next", NEXT_SUIT_KEY, lambda: self.answer(lambda: self.step_suit(1)))
        self.attach(w.view)

    def _action(self, name: str, key: str, slot: Callable[[], None]) -> QAction:
        action = QAction(self.window)
        action.setObjectName(name)
        action.setShortcut(QKeySequence(key))
        # Only while the keyboard is on what the action is attached to (``attach``) and its children.
        action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        action.triggered.connect(lambda _checked=False: slot())
        self.actions.append(action)
        return action

    def attach(self, widget: QWidget) -> None:
        """The keys act while the keyboard is on ``widget`` or inside it (the table; a deal's summary)."""
        widget.addActions(self.actions)

    # ------------------------------------------------------------------ answering
    def answer(self, sentence: Callable[[], str]) -> None:
        """Say ``sentence()`` once the table shows everything it was told (at once if it does already)."""
        scene = self.window.scene
        if scene.busy:
            scene.when_shown(lambda: self.recall.say_aside(sentence()))
        else:
            self.recall.say_aside(sentence())

    def go_to_suit(self, suit: int) -> str:
        """The keyboard's ring on the first card of ``suit`` in the hand (the reader's focus follows); its words."""
        cards = [card for card in self.questions.hand_cards() if card >> 3 == suit]
        if cards:
            self.window.keyboard.choose(cards[0])
        return self.questions.suit(suit)

    def step_suit(self, step: int) -> str:
        """The suit left (``step`` -1) or right (+1) of the one the ring is on, round the hand."""
        groups = self.questions.suits_in_hand()
        if not groups:
            return self.questions.hand()  # "You have no cards."
        chosen = self.window.keyboard.chosen
        here = next((index for index, (_suit, cards) in enumerate(groups) if chosen in cards), None)
        if here is None:
            suit = groups[0 if step > 0 else -1][0]
        else:
            suit = groups[(here + step) % len(groups)][0]
        return self.go_to_suit(suit)

    def retranslate(self) -> None:
        for question, action in self.question_actions.items():
            action.setText(question_words(question))
        self.back_action.setText(back_words())
        self.forward_action.setText(back_words())
        for action in self.suit_actions:
            action.setText(suit_words())
        self.previous_suit_action.setText(suit_step_words())
        self.next_suit_action.setText(suit_step_words())


def install_queries(w: MainWindow) -> None:
    w.table_keys = TableKeys(w)
    w.table_keys.retranslate()


def retranslate_queries(w: MainWindow) -> None:
    keys: TableKeys | None = getattr(w, "table_keys", None)
    if keys is not None:
        keys.retranslate()


__all__ = ["TableKeys", "install_queries", "retranslate_queries"]
