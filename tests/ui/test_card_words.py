"""Card words, not suit symbols, wherever a screen reader reads (issue 35, D11): the status line's hint and
declarations, the last trick's trumps, the deal summary's declarations and the review's summary line. What is
drawn keeps its symbols; what the accessibility tree gives a reader has none."""

from __future__ import annotations

from dataclasses import replace

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible, QAccessibleInterface
from PySide6.QtWidgets import QWidget

from belote_desktop.engine import PRESETS
from belote_desktop.session.settings import GameSettings
from belote_desktop.ui.common.spoken import advice_words
from belote_desktop.ui.main_window import MainWindow
from tests.ui.test_game_window import play_to_summary
from tests.ui.test_menus_stay_open import press
from tests.ui.test_review_window import open_review
from tests.ui.test_window_features import reach_play

SUITS = "♠♥♦♣"


def read_with_symbols(widget: QWidget) -> list[str]:
    """Every name and description a reader finds in ``widget``'s accessibility tree (shown objects) with a suit
    symbol in it."""
    found: list[str] = []

    def walk(iface: QAccessibleInterface) -> None:
        if iface.state().invisible:
            return
        for kind in (QAccessible.Text.Name, QAccessible.Text.Description):
            text = iface.text(kind)
            if any(symbol in text for symbol in SUITS):
                found.append(text)
        for i in range(iface.childCount()):
            child = iface.child(i)
            if child is not None:
                walk(child)

    root = QAccessible.queryAccessibleInterface(widget)
    assert root is not None
    walk(root)
    return found


def status_read(window: MainWindow) -> str:
    iface = QAccessible.queryAccessibleInterface(window.statusBar())
    assert iface is not None
    return iface.text(QAccessible.Text.Name)


def window_with_declarations(qtbot) -> tuple[MainWindow, list[str]]:
    """A classic window whose first deal shows declarations after its first trick (the first seed that does), and
    what the status line read as they were shown."""
    for seed in range(40):
        settings = GameSettings(options=replace(PRESETS["classic"], target=3000), speed="instant",
                                partner_level="easy", opponent_level="easy")
        window = MainWindow(settings, seed=seed, auto_continue=True)
        qtbot.addWidget(window)
        window.resize(1280, 800)
        window.show()
        read: list[str] = []
        # After the window's own handler, which puts them in the status line.
        window.controller.declarations_shown.connect(lambda _shown, w=window, r=read: r.append(status_read(w)))
        window.start()
        reach_play(qtbot, window, tricks=1)
        if read and len(window.controller.match.deals) == 1:
            return window, read
        window.controller.shutdown()
    pytest.fail("no first deal showed declarations")


def test_a_reader_reads_card_words_not_suit_symbols(qtbot) -> None:
    window, read = window_with_declarations(qtbot)
    c = window.controller
    assert read[0].startswith("Declarations that score: ") and " of " in read[0], read
    assert not any(symbol in read[0] for symbol in SUITS)
    assert read_with_symbols(window) == []

    with qtbot.waitSignal(c.hinted, timeout=60000) as hinted:
        press(window, Qt.Key.Key_H)
    advice = hinted.args[0]
    status = status_read(window)
    assert status.startswith(f"Hint: {advice_words(advice.best, c.options.variant)}"), status
    assert read_with_symbols(window) == []

    press(window, Qt.Key.Key_L, Qt.KeyboardModifier.ControlModifier)  # the last trick
    last = window.dialogs.last_trick
    assert last is not None and last.isVisible()
    assert "♠" in last.trump_label.text() or any(s in last.trump_label.text() for s in SUITS)  # drawn: a symbol
    assert read_with_symbols(last) == [] and last.trump_label.accessibleName().startswith("Trumps: ")
    last.close()

    play_to_summary(qtbot, window)
    summary = window.dialogs.summary
    assert summary is not None and summary.declarations_label.isVisible()
    assert any(s in summary.declarations_label.text() for s in SUITS)  # drawn with symbols
    assert read_with_symbols(summary) == []
    qtbot.mouseClick(summary.review_button, Qt.MouseButton.LeftButton)
    review = open_review(window)
    qtbot.waitUntil(lambda: review.review is not None, timeout=120000)
    if review.review.biggest is not None:
        assert any(s in review.summary.text() for s in SUITS)
    assert read_with_symbols(review) == []
    review.close()
    c.shutdown()
