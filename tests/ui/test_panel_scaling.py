"""The bidding panel grows and shrinks with the table, and never covers the player's hand: at
800 x 600, 1280 x 800 and 1920 x 1080, with the rules help docked beside the table or not."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect
from PySide6.QtWidgets import QApplication

from tests.ui.test_game_window import make_window

SIZES = [(800, 600), (1280, 800), (1920, 1080)]


def hand_rect(window) -> QRect:
    """Where the player's hand is on screen, in the view's coordinates."""
    view = window.view
    rect = QRect()
    for item in window.scene.hand_items(window.controller.human_seat):
        box = view.mapFromScene(item.sceneBoundingRect()).boundingRect()
        rect = rect.united(box.translated(view.viewport().pos()))
    return rect


@pytest.mark.parametrize("variant", ["classic", "coinche"])
def test_the_bidding_panel_scales_with_the_table_and_stays_clear_of_the_hand(qtbot, variant: str) -> None:
    window = make_window(qtbot, variant, target=3000, seed=4)
    c = window.controller
    panel = window.bidding_panel
    qtbot.waitUntil(lambda: c.asking == "bid" and not window.scene.busy and panel.isVisible(), timeout=20000)
    sizes: list[float] = []
    for rules_open in (False, True):
        window.rules_panel.setVisible(rules_open)
        for width, height in SIZES:
            window.resize(width, height)
            qtbot.waitUntil(lambda w=width: abs(window.width() - w) < 2)
            QApplication.processEvents()
            box = panel.geometry()
            assert window.view.rect().contains(box), (width, height, rules_open, box)
            hand = hand_rect(window)
            assert box.bottom() <= hand.top() + 2, (width, height, rules_open, box, hand)
            if not rules_open:
                sizes.append(panel.font().pointSizeF())
    # Bigger window, bigger table, bigger text: the panel keeps its size next to the cards.
    assert sizes[0] <= sizes[1] < sizes[2]
    base = QApplication.font().pointSizeF()
    assert sizes[2] >= base * 1.2 and sizes[0] >= base * 0.85 - 0.05
    c.shutdown()
