"""A match read back from its game record is laid on the table as it stood, and play goes on."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QToolBar

from belote_desktop.controller import RecordPlayer, resume
from belote_desktop.engine import cards_of
from belote_desktop.engine.deal import PLAY
from belote_desktop.engine.record import from_record, to_record
from tests.ui.test_game_window import make_window, play_by_clicking, wait_for_human_or_end
from tests.ui.test_window_features import reach_play

if TYPE_CHECKING:
    from belote_desktop.ui.dialogs.record_viewer import RecordViewer


def test_a_restored_match_shows_the_same_table_and_plays_on(qtbot) -> None:
    first = make_window(qtbot, "classic", target=1001, seed=21)
    reach_play(qtbot, first, tricks=3)
    play_by_clicking(qtbot, first)  # the human's card lies in the middle of a trick
    wait_for_human_or_end(qtbot, first)
    record = to_record(first.controller.match)
    first.controller.shutdown()

    second = make_window(qtbot, "classic", target=1001, seed=99)
    c = second.controller
    resume(c, from_record(record))
    deal, before = c.match.deal, first.controller.match.deal
    assert to_record(c.match) == record  # the same hands, history and scores
    assert sorted(second.scene.human_cards()) == sorted(cards_of(deal.hands[c.human_seat]))
    for seat in range(4):
        assert len(second.scene.hand_items(seat)) == deal.hands[seat].bit_count()
    assert sorted(item.card for item in second.scene.trick_items()) == sorted(deal.trick)
    assert second.scene.score_panel.values == tuple(c.match.totals)
    assert second.scene.contract_panel.contract[1] == before.contract.trump
    # Play goes on from there.
    wait_for_human_or_end(qtbot, second)
    played = deal.cards_played
    play_by_clicking(qtbot, second)
    qtbot.waitUntil(lambda: deal.cards_played > played)
    c.shutdown()


def test_the_viewer_steps_through_a_record(qtbot) -> None:
    first = make_window(qtbot, "coinche", target=1001, seed=5)
    reach_play(qtbot, first, tricks=2)
    record = to_record(first.controller.match)
    first.controller.shutdown()
    viewer = make_window(qtbot, "coinche", target=1001, seed=1)
    c = viewer.controller
    recorded = from_record(record)
    player = RecordPlayer(c, recorded)
    player.lay_out(0)
    assert player.position == 0 and c.asking == ""
    steps = 0
    while player.show_next():
        steps += 1
        qtbot.waitUntil(lambda: not viewer.scene.busy)
    assert steps == sum(len(d.actions) for d in recorded.deals)
    assert to_record(c.match) == record
    assert c.asking == ""  # a viewer never asks anybody to play
    # Back to a middle position: the engine state equals a replay of that many actions.
    player.lay_out(steps // 2)
    assert player.position == steps // 2
    assert sum(len(d.actions) for d in c.match.deals) == steps // 2
    c.shutdown()


def open_viewer(qtbot, variant: str, tricks: int) -> RecordViewer:
    """A record viewer, shown, on the record of a match played ``tricks`` tricks into its first deal."""
    from belote_desktop.ui.dialogs.record_viewer import RecordViewer

    first = make_window(qtbot, variant, target=1001, seed=17)
    reach_play(qtbot, first, tricks=tricks)
    recorded = from_record(to_record(first.controller.match))
    first.controller.shutdown()
    viewer = RecordViewer(recorded, "test.json", speed="instant")
    qtbot.addWidget(viewer)
    viewer.show()
    return viewer


def test_the_record_viewer_window_steps_by_card_and_by_trick(qtbot) -> None:
    viewer = open_viewer(qtbot, "classic", tricks=3)
    assert viewer.position == 0 and not viewer.back_action.isEnabled()
    viewer.forward_action.trigger()
    assert viewer.position == 1
    viewer.trick_forward_action.trigger()  # to the end of the auction
    deal = viewer.controller.match.deal
    assert deal.phase == "playing" and deal.cards_played == 0
    viewer.trick_forward_action.trigger()
    assert len(deal.tricks) == 1 and not deal.trick
    viewer.trick_forward_action.trigger()
    assert len(viewer.controller.match.deal.tricks) == 2
    viewer.back_action.trigger()  # one card back: the second trick is open again with three cards
    deal = viewer.controller.match.deal
    assert len(deal.tricks) == 1 and len(deal.trick) == 3
    viewer.trick_back_action.trigger()
    deal = viewer.controller.match.deal
    assert len(deal.tricks) == 1 and not deal.trick
    viewer.end_action.trigger()
    assert viewer.position == len(viewer.steps) and not viewer.forward_action.isEnabled()
    assert to_record(viewer.controller.match) == to_record(viewer.match)  # the whole record, replayed
    viewer.start_action.trigger()
    assert viewer.position == 0
    viewer.close()


def test_a_record_with_no_deal_yet_just_begins_the_match(qtbot) -> None:
    from belote_desktop.engine import PRESETS, Match

    window = make_window(qtbot, "classic", target=1001, seed=3)
    c = window.controller
    resume(c, Match(PRESETS["coinche"], seed=8))
    assert len(c.match.deals) == 1 and c.match.options == PRESETS["coinche"]
    wait_for_human_or_end(qtbot, window)
    c.shutdown()


def test_a_reader_hears_the_records_steps_forward_and_where_a_jump_lands(qtbot) -> None:
    from belote_desktop.ui.common.spoken import card_name

    viewer = open_viewer(qtbot, "classic", tricks=2)
    heard: list[str] = []
    viewer.announcer.spoken.connect(heard.append)
    viewer.trick_forward_action.trigger()  # the auction
    qtbot.waitUntil(lambda: not viewer.scene.busy)
    bids = [a for a in viewer.steps[:viewer.position] if a.kind != PLAY]
    assert len(heard) >= len(bids) and any("pass" in h or "take" in h for h in heard)
    heard.clear()
    viewer.forward_action.trigger()  # the first card, told with its name
    qtbot.waitUntil(lambda: bool(heard))
    first_card = viewer.controller.match.deal.trick[0]
    assert card_name(first_card) in heard[0]
    heard.clear()
    viewer.end_action.trigger()  # a jump: only where it lands, not every card on the way
    qtbot.wait(50)
    assert heard == [viewer.statusBar().currentMessage()]
    assert heard[0].endswith(f"step {len(viewer.steps)} of {len(viewer.steps)}")
    viewer.close()


@pytest.mark.parametrize("variant", ["classic", "coinche"])
def test_a_record_shows_every_hand_face_up_draws_its_icons_and_closes_by_key(qtbot, variant: str) -> None:
    viewer = open_viewer(qtbot, variant, tricks=2)

    def hands_face_up() -> None:
        deal = viewer.controller.match.deal
        for seat in range(4):
            items = viewer.scene.hand_items(seat)
            assert sorted(item.card for item in items) == sorted(cards_of(deal.hands[seat])), seat
            assert all(item.flip == 1.0 for item in items), seat

    hands_face_up()  # as dealt (five cards each in classic)
    viewer.trick_forward_action.trigger()  # the auction: the whole hands
    hands_face_up()
    for _ in range(5):  # card by card, each leaves its own hand
        viewer.forward_action.trigger()
        hands_face_up()
    viewer.back_action.trigger()  # laid out again from the start
    hands_face_up()
    bar = viewer.findChild(QToolBar, "replay_controls")
    for action in bar.actions():
        if not action.isSeparator():
            assert not action.icon().isNull() and action.text(), action.text()
    assert all(ord(ch) < 0x2190 for action in bar.actions() for ch in action.text())  # no media symbols
    viewer.activateWindow()
    qtbot.waitUntil(viewer.isActiveWindow)
    qtbot.keyClick(viewer, Qt.Key.Key_W, Qt.KeyboardModifier.ControlModifier)
    assert not viewer.isVisible()
    viewer.show()
    viewer.activateWindow()
    qtbot.waitUntil(viewer.isActiveWindow)
    qtbot.keyClick(viewer, Qt.Key.Key_Escape)
    assert not viewer.isVisible()
