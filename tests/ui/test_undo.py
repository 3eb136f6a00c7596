"""Undo and redo through the real window (issue 16): Ctrl+Z takes the player's card back into the hand,
the redo keys play it again, the menu offers each only when it can act, and the save follows."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from belote_desktop.engine.jsonfile import read_json_file
from belote_desktop.engine.record import to_record
from belote_desktop.ui.table import layout
from tests.ui.test_game_window import bid_by_clicking, human_items, make_window, play_by_clicking, wait_for_human_or_end
from tests.ui.test_window_features import reach_play


def without_assisted(record: dict) -> dict:
    return {k: v for k, v in record.items() if k != "assisted"}


def test_ctrl_z_takes_the_card_back_and_the_redo_keys_play_it_again(qtbot, tmp_path: Path) -> None:
    window = make_window(qtbot, "classic", target=3000, seed=21, data_folder=tmp_path)
    c = window.controller
    reach_play(qtbot, window, tricks=1)
    assert not window.redo_action.isEnabled()
    before = to_record(c.match)
    hand_before = sorted(item.card for item in human_items(window))
    play_by_clicking(qtbot, window)
    wait_for_human_or_end(qtbot, window)
    after = to_record(c.match)
    assert window.undo_action.isEnabled()

    QTest.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    wait_for_human_or_end(qtbot, window)
    assert without_assisted(to_record(c.match)) == before
    assert sorted(item.card for item in human_items(window)) == hand_before  # the card is back in the hand
    assert len(window.scene.trick_items()) == len(c.deal.trick)  # and the table shows the trick as it was
    assert window.redo_action.isEnabled() and c.match.assisted
    saved = read_json_file(window.keeper.saves.path)
    assert without_assisted(saved) == before and saved["assisted"] is True  # the save follows the undo

    QTest.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    wait_for_human_or_end(qtbot, window)
    assert without_assisted(to_record(c.match)) == without_assisted(after)
    QTest.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    wait_for_human_or_end(qtbot, window)
    QTest.keyClick(window, Qt.Key.Key_Y, Qt.KeyboardModifier.ControlModifier)
    wait_for_human_or_end(qtbot, window)
    assert without_assisted(to_record(c.match)) == without_assisted(after)
    c.shutdown()


def test_undo_is_offered_only_for_a_move_of_the_players_in_this_deal(qtbot) -> None:
    window = make_window(qtbot, "classic", target=3000, seed=4)
    c = window.controller
    wait_for_human_or_end(qtbot, window)
    window.edit_menu.aboutToShow.emit()
    assert all(a.seat != c.human_seat for a in c.deal.actions)
    assert not window.undo_action.isEnabled() and not window.redo_action.isEnabled()
    before = to_record(c.match)
    QTest.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)  # a disabled key: nothing happens
    assert to_record(c.match) == before and not c.match.assisted
    if c.asking == "bid":
        bid_by_clicking(qtbot, window)
    else:
        play_by_clicking(qtbot, window)
    wait_for_human_or_end(qtbot, window)
    if not c.match.deal.is_over:
        assert window.undo_action.isEnabled()
        window.undo_action.trigger()
        assert "assisted" in window.statusBar().currentMessage()
    c.shutdown()


def test_the_card_taken_back_glides_home_at_a_visible_speed(qtbot) -> None:
    window = make_window(qtbot, "classic", target=3000, seed=21)
    c = window.controller
    reach_play(qtbot, window, tricks=1)
    played_before = c.deal.cards_played
    play_by_clicking(qtbot, window)
    card = c.deal.played_cards()[played_before][1]
    wait_for_human_or_end(qtbot, window)
    window.scene.set_speed("normal")
    on_table = window.scene.card_item(card).pos()
    QTest.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert window.scene.busy  # the cards are on their way back: the table shows it before anything else
    qtbot.wait(120)
    halfway = window.scene.card_item(card).pos()
    qtbot.waitUntil(lambda: not window.scene.busy, timeout=5000)
    home = window.scene.card_item(card).pos()
    assert card in window.scene.human_cards() and home != on_table
    assert halfway not in (on_table, home)  # seen on its way, not jumping
    c.shutdown()


def assert_every_hand_drawn_in_place(window) -> None:
    """Each seat's hand on the table holds as many cards as the seat holds, each in its own place of the fan."""
    scene, c = window.scene, window.controller
    for seat in range(4):
        items = scene.hand_items(seat)
        assert len(items) == bin(c.deal.hands[seat]).count("1"), f"seat {seat} drawn with {len(items)} cards"
        slots = layout.fan(layout.relative(seat, scene.human_seat), len(items))
        for item, slot in zip(items, slots, strict=True):
            assert item.isVisible()
            assert (item.pos() - slot.pos).manhattanLength() < 0.5, (seat, item.pos(), slot.pos)
            assert abs((item.rotation() - slot.rotation + 180) % 360 - 180) < 0.5, (seat, item.rotation())


@pytest.mark.parametrize(("variant", "tricks"), [("classic", 1), ("contree", 2)])
def test_after_undo_and_redo_every_hand_is_drawn_whole(qtbot, variant: str, tricks: int) -> None:
    window = make_window(qtbot, variant, target=3000, seed=21)
    c = window.controller
    reach_play(qtbot, window, tricks=tricks - 1)
    window.scene.set_speed("fast")  # the cards glide back and forth (at the instant speed they jump)
    play_by_clicking(qtbot, window)
    wait_for_human_or_end(qtbot, window)  # the trick is over and the player is to play again
    assert not c.match.deal.is_over
    QTest.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    wait_for_human_or_end(qtbot, window)
    assert_every_hand_drawn_in_place(window)
    QTest.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    wait_for_human_or_end(qtbot, window)
    assert len(c.match.deal.tricks) == tricks
    assert_every_hand_drawn_in_place(window)
    QTest.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    wait_for_human_or_end(qtbot, window)
    QTest.keyClick(window, Qt.Key.Key_Y, Qt.KeyboardModifier.ControlModifier)
    wait_for_human_or_end(qtbot, window)
    assert_every_hand_drawn_in_place(window)
    c.shutdown()
