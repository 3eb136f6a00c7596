"""Everything said as it changes (issue 35, D3, D4, D6, D12, D13): the bid being built, what an undo took back and
what a redo plays again, the rules help opening and closing, the declarations prompt, Say that again after a
language change. The sentences are taken where the game sends them to the screen reader (``Announcer.spoken``),
the keys go in as the window system gives them."""

from __future__ import annotations

import itertools
from collections.abc import Iterator

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from belote_desktop.engine.tricks import POINTS
from belote_desktop.ui.access import speech
from belote_desktop.ui.common.spoken import card_name
from belote_desktop.ui.main_window import MainWindow
from tests.ui.test_game_window import make_window, wait_for_human_or_end
from tests.ui.test_menus_stay_open import press
from tests.ui.test_window_features import reach_play


@pytest.fixture
def heard() -> Iterator[list[str]]:
    """The sentences sent to the screen reader from the moment a window is passed to ``listen``."""
    sentences: list[str] = []
    yield sentences


def listen(window: MainWindow, sentences: list[str]) -> None:
    window.announcer.spoken.connect(sentences.append)


def test_the_bid_being_built_is_said_as_the_player_changes_it(qtbot, heard: list[str]) -> None:
    window = make_window(qtbot, "coinche", target=3000, seed=3)
    c = window.controller
    wait_for_human_or_end(qtbot, window)
    assert c.asking == "bid"
    panel = window.bidding_panel
    listen(window, heard)
    lowest = panel.value_box.currentData()
    press(window, Qt.Key.Key_Up)  # a value before a trump
    raised = panel.value_box.currentData()
    assert raised > lowest and heard[-1] == f"Your bid: {raised}, trump not chosen yet."
    press(window, Qt.Key.Key_3)  # diamonds
    assert heard[-1] == f"Your bid: {raised} diamonds."
    press(window, Qt.Key.Key_Down)
    assert heard[-1] == f"Your bid: {lowest} diamonds."
    press(window, Qt.Key.Key_1)
    assert heard[-1] == f"Your bid: {lowest} spades."
    assert len(heard) == 4  # once each
    assert QApplication.focusWidget() is window.view  # said, not read from a focus move: the keys stay put
    press(window, Qt.Key.Key_Return)
    assert heard[4] == f"You bid {lowest} spades."  # the bid made is the one heard last
    c.shutdown()


def test_the_bid_being_built_is_said_short_when_short_sentences_are_chosen(qtbot, heard: list[str]) -> None:
    window = make_window(qtbot, "coinche", target=3000, seed=3)
    window.announcer.short = True
    wait_for_human_or_end(qtbot, window)
    listen(window, heard)
    value = window.bidding_panel.value_box.currentData()
    press(window, Qt.Key.Key_5)
    assert heard == [f"{value} no trumps"]
    window.controller.shutdown()


def told_moves(window: MainWindow, start: int) -> list[str]:
    """What the game tells of the deal in play's card moves from the match's ``start``-th action on, in order: each
    card, and each trick's result after its fourth card (as ``tests.ui.test_access.told_deal`` does)."""
    c = window.controller
    deal, names, human = c.match.deal, window.presenter.names(), c.human_seat
    assert deal.contract is not None
    before = sum(len(d.actions) for d in c.match.deals[:-1])
    out, plays = [], 0
    for index, action in enumerate(deal.actions, start=before):
        if action.kind != "play":
            continue
        if index >= start:
            out.append(speech.play_sentence(action.seat, action.value, action.say, names, human, False))
            if plays % 4 == 3:
                trick = deal.tricks[plays // 4]
                points = sum(POINTS[deal.contract.trump][card] for card in trick.cards) + (10 if plays == 31 else 0)
                out.append(speech.trick_sentence(trick.winner, points, names, human, False))
        plays += 1
    return out


def test_an_undo_says_what_it_took_back_and_a_redo_tells_every_move_it_plays_again(qtbot, heard: list[str]) -> None:
    window = make_window(qtbot, "classic", target=3000, seed=8)
    c = window.controller
    reach_play(qtbot, window, tricks=1)
    names = window.presenter.names()
    on_table = [speech.fill_seat(names[seat], card_name(card)) for seat, card in
                zip(itertools.accumulate(range(len(c.match.deal.trick)), lambda s, _: c.match.deal.next_seat(s),
                                         initial=c.match.deal.trick_leader), c.match.deal.trick, strict=False)]
    mine = sum(len(d.actions) for d in c.match.deals)  # the position of the player's card in the match
    press(window, Qt.Key.Key_Return)
    wait_for_human_or_end(qtbot, window)
    after = sum(len(d.actions) for d in c.match.deals)
    redone = told_moves(window, mine)  # what was told of the moves the undo will take back
    moves = [a for d in c.match.deals for a in d.actions][mine:after]
    assert len(moves) >= 4 and moves[0].seat == c.human_seat

    listen(window, heard)
    window.undo_action.trigger()
    wait_for_human_or_end(qtbot, window)
    taken = "; ".join(speech.fill_seat(names[a.seat], card_name(a.value)) for a in moves)
    expected = ["Move taken back: this match now counts as assisted.", f"Taken back: {taken}."]
    if on_table:
        expected.append(f"On the table: {', '.join(on_table)}.")
    assert heard[:len(expected)] == expected
    assert heard[len(expected)].startswith("Your turn. Cards you can play: ")
    assert len(heard) == len(expected) + 1

    heard.clear()
    window.redo_action.trigger()
    wait_for_human_or_end(qtbot, window)
    assert heard[0] == "Move played again."
    assert heard[1:-1] == redone  # every move played again, in order, with the tricks it ended
    assert heard[-1].startswith("Your turn. Cards you can play: ")
    c.shutdown()
