"""A new deal and a new match start on a clean table (issue 34): the cards drawn are the new deal's and no
others, whichever way the new match is asked for (the end of the match's summary, the settings' "OK, and a
new match now"), and starting one from the end of a match warns of nothing."""

from __future__ import annotations

import warnings
from dataclasses import replace

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton

from belote_desktop.engine import PRESETS
from belote_desktop.session.settings import GameSettings
from belote_desktop.ui.cards.item import CardItem
from belote_desktop.ui.main_window import MainWindow
from belote_desktop.ui.table import layout
from belote_desktop.ui.table.layout import relative
from tests.ui.test_game_window import play_to_summary, wait_for_human_or_end
from tests.ui.test_window_features import reach_play


def short_match_window(qtbot, variant: str = "classic", deals: int = 2) -> MainWindow:
    settings = GameSettings(options=replace(PRESETS[variant], deals=deals), speed="instant",
                            partner_level="easy", opponent_level="easy", auto_play=False)  # it counts the tricks
    window = MainWindow(settings, seed=7)
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    window.start()
    return window


def assert_only_the_new_deal_is_drawn(window: MainWindow) -> None:
    """Every card drawn belongs to the deal on show, where the deal puts it: nothing on the piles."""
    scene = window.scene
    c = window.controller
    drawn = [item for item in scene.items() if isinstance(item, CardItem) and item.isVisible()]
    assert len(drawn) == 32
    assert scene.pile_count(0) == scene.pile_count(1) == 0
    deal = c.match.deal
    assert not deal.tricks  # no trick won yet in the new deal: nothing belongs on a pile
    assert [item.card for item in scene.trick_items()] == list(deal.trick)
    held = 0
    for seat in range(4):
        items = scene.hand_items(seat)
        held += len(items)
        assert len(items) == bin(deal.hands[seat]).count("1"), seat
        slots = layout.fan(relative(seat, scene.human_seat), len(items))
        for item, slot in zip(items, slots, strict=True):
            assert (item.pos() - slot.pos).manhattanLength() < 0.5, (seat, item.pos(), slot.pos)
    up = 1 if scene.up_card_item() is not None else 0
    assert held + scene.deck_count() + up + len(deal.trick) == 32
    for ours in (True, False):
        spot = layout.pile_slot(ours, 0, 0).pos
        assert not any(item.sceneBoundingRect().contains(spot) for item in drawn), "a card lies on a trick pile"


def test_the_next_deal_starts_on_a_clean_table(qtbot) -> None:
    window = short_match_window(qtbot)
    c = window.controller
    play_to_summary(qtbot, window)
    assert window.scene.pile_count(0) + window.scene.pile_count(1) == 32  # the piles of the deal just played
    qtbot.mouseClick(window.dialogs.summary.continue_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: len(c.match.deals) == 2)
    wait_for_human_or_end(qtbot, window)
    assert_only_the_new_deal_is_drawn(window)
    c.shutdown()


def test_a_new_match_from_the_end_of_a_match_starts_clean_and_warns_of_nothing(qtbot) -> None:
    window = short_match_window(qtbot, deals=1)
    c = window.controller
    play_to_summary(qtbot, window)
    summary = window.dialogs.summary
    assert summary is not None and summary.match_over is not None
    with warnings.catch_warnings():
        # PySide says a failed disconnect with a RuntimeWarning; as an error here, it fails the test.
        warnings.simplefilter("error", RuntimeWarning)
        qtbot.mouseClick(summary.new_match_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: window.dialogs.summary is None and not c.match.is_over)
        wait_for_human_or_end(qtbot, window)
    assert_only_the_new_deal_is_drawn(window)
    c.shutdown()


def new_match_from_the_settings(qtbot, window: MainWindow) -> None:
    """Settings, then "OK, and a new match now", clicked."""
    window.dialogs.show_settings()
    dialog = window.dialogs.settings_dialog
    assert dialog is not None
    button = next(b for b in dialog.findChildren(QPushButton) if b.isVisible() and "new match" in b.text())
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def test_ok_and_a_new_match_now_starts_clean_from_the_end_of_a_match(qtbot) -> None:
    window = short_match_window(qtbot, variant="coinche", deals=1)
    c = window.controller
    play_to_summary(qtbot, window)
    assert c.match.is_over and window.dialogs.summary is not None
    with warnings.catch_warnings():
        warnings.simplefilter("error", RuntimeWarning)
        new_match_from_the_settings(qtbot, window)
        qtbot.waitUntil(lambda: not c.match.is_over and window.dialogs.summary is None)
        wait_for_human_or_end(qtbot, window)
    assert_only_the_new_deal_is_drawn(window)
    c.shutdown()


def test_ok_and_a_new_match_now_in_the_middle_of_a_deal_takes_the_piles_away(qtbot) -> None:
    window = short_match_window(qtbot, deals=3)
    c = window.controller
    reach_play(qtbot, window, tricks=3)
    assert window.scene.pile_count(0) + window.scene.pile_count(1) == 12
    new_match_from_the_settings(qtbot, window)
    qtbot.waitUntil(lambda: not c.match.deal.actions or len(c.match.deal.tricks) == 0)
    wait_for_human_or_end(qtbot, window)
    assert_only_the_new_deal_is_drawn(window)
    c.shutdown()
