"""The hand as a screen reader walks it (issue 35, D5): an arrow or Tab says the next card once, with its words
already new; the card being left changes no words while the reader is still on it (its "chosen" was said
first, without its name: "can be played, card 5 of 7")."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QWidget

from belote_desktop.ui.access.table_access import CardSlot
from tests.ui.test_game_window import make_window
from tests.ui.test_window_features import reach_play


@pytest.fixture
def words_changed(monkeypatch) -> list[tuple[CardSlot, str, bool]]:
    """Every name or description given to a card slot: (slot, words, whether the slot had the focus then)."""
    changes: list[tuple[CardSlot, str, bool]] = []

    def recorder(setter):  # type: ignore[no-untyped-def]
        def record(self: CardSlot, text: str) -> None:
            changes.append((self, text, self.hasFocus()))
            setter(self, text)
        return record

    monkeypatch.setattr(CardSlot, "setAccessibleDescription", recorder(QWidget.setAccessibleDescription))
    monkeypatch.setattr(CardSlot, "setAccessibleName", recorder(QWidget.setAccessibleName))
    return changes


@pytest.mark.parametrize(("key", "modifiers"), [(Qt.Key.Key_Right, Qt.KeyboardModifier.NoModifier),
                                                (Qt.Key.Key_Left, Qt.KeyboardModifier.NoModifier),
                                                (Qt.Key.Key_Tab, Qt.KeyboardModifier.NoModifier),
                                                (Qt.Key.Key_Tab, Qt.KeyboardModifier.ShiftModifier)])
def test_walking_the_hand_changes_no_words_of_the_card_the_reader_is_on(qtbot, words_changed, key: Qt.Key,
                                                                       modifiers: Qt.KeyboardModifier) -> None:
    window = make_window(qtbot, "classic", target=3000, seed=3)
    reach_play(qtbot, window)
    window.view.setFocus()
    backwards = key == Qt.Key.Key_Left or modifiers & Qt.KeyboardModifier.ShiftModifier
    # The ring on the first card (the last, going back), the focus on its slot.
    QTest.keyClick(window.view, Qt.Key.Key_End if backwards else Qt.Key.Key_Home)
    cards = window.scene.human_cards()
    assert len(cards) == 8
    visited = []
    for _ in range(len(cards) - 1):
        slot = QApplication.focusWidget()
        assert isinstance(slot, CardSlot)
        words_changed.clear()
        QTest.keyClick(slot, key, modifiers)
        arrived = QApplication.focusWidget()
        assert isinstance(arrived, CardSlot) and arrived is not slot
        assert arrived.card == window.keyboard.chosen
        assert "chosen" in arrived.accessibleDescription() and "chosen" not in slot.accessibleDescription()
        # No words of a slot change while the reader is on it: neither the one left nor the one reached.
        assert [(s.objectName(), text) for s, text, focused in words_changed if focused] == []
        visited.append(arrived.card)
    assert set(visited) | {cards[-1] if backwards else cards[0]} == set(cards)
    window.controller.shutdown()
