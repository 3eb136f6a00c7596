"""Large cards (issue 17, for low vision): the player's hand and the trick drawn bigger, the change shown at
once through the settings, and every card still on the table."""

from __future__ import annotations

from belote_desktop.ui.table import layout
from tests.ui.test_game_window import human_items, make_window
from tests.ui.test_window_features import reach_play


def test_large_cards_grow_the_hand_and_the_trick_and_stay_on_the_table(qtbot) -> None:
    window = make_window(qtbot, "classic", target=3000, seed=8)
    c = window.controller
    try:
        reach_play(qtbot, window, tricks=1)
        normal = {item.card: item.card_width for item in human_items(window)}
        assert set(normal.values()) == {layout.HUMAN_CARD_W}
        window.apply_settings(window.settings.with_(large_cards=True))
        qtbot.waitUntil(lambda: not window.scene.busy)
        for item in human_items(window):
            assert abs(item.card_width - layout.HUMAN_CARD_W * layout.LARGE_HAND) < 1e-6
            assert layout.SCENE_RECT.contains(item.sceneBoundingRect()), "a big card leaves the table"
        for item in window.scene.trick_items():
            assert abs(item.card_width - layout.TRICK_CARD_W * layout.LARGE_TRICK) < 1e-6
        window.apply_settings(window.settings.with_(large_cards=False))
        qtbot.waitUntil(lambda: not window.scene.busy)
        assert {item.card_width for item in human_items(window)} == {layout.HUMAN_CARD_W}
    finally:
        layout.set_large_cards(False)  # the layout is the process's: leave it as the other tests expect
        c.shutdown()


def test_eight_large_cards_fit_the_table() -> None:
    layout.set_large_cards(True)
    try:
        spots = layout.fan(layout.Place.BOTTOM, 8)
        width = layout.hand_card_width(layout.Place.BOTTOM)
        height = layout.card_height(width)
        for spot in spots:
            assert width / 2 <= spot.pos.x() <= layout.SCENE_W - width / 2
            assert spot.pos.y() + height / 2 <= layout.SCENE_H
    finally:
        layout.set_large_cards(False)
