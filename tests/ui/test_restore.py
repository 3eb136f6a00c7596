"""A match read back from its game record is laid on the table as it stood, and play goes on."""

from __future__ import annotations

from belote_desktop.engine import cards_of
from belote_desktop.engine.record import from_record, to_record
from tests.ui.test_game_window import make_window, play_by_clicking, wait_for_human_or_end
from tests.ui.test_window_features import reach_play


def test_a_restored_match_shows_the_same_table_and_plays_on(qtbot) -> None:
    first = make_window(qtbot, "classic", target=1001, seed=21)
    reach_play(qtbot, first, tricks=3)
    play_by_clicking(qtbot, first)  # the human's card lies in the middle of a trick
    wait_for_human_or_end(qtbot, first)
    record = to_record(first.controller.match)
    first.controller.shutdown()

    second = make_window(qtbot, "classic", target=1001, seed=99)
    c = second.controller
    c.restore(from_record(record))
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
    c.restore(recorded, upto=0, resume=False)
    assert c.position == 0 and c.asking == ""
    steps = 0
    while c.show_next():
        steps += 1
        qtbot.waitUntil(lambda: not viewer.scene.busy)
    assert steps == sum(len(d.actions) for d in recorded.deals)
    assert to_record(c.match) == record
    assert c.asking == ""  # a viewer never asks anybody to play
    # Back to a middle position: the engine state equals a replay of that many actions.
    c.restore(recorded, upto=steps // 2, resume=False)
    assert c.position == steps // 2
    assert sum(len(d.actions) for d in c.match.deals) == steps // 2
    c.shutdown()
