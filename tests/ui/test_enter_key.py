"""Enter at the table (issue 34, D4 and D5), through key presses on the real window.

Playing: one press of Enter plays one card, every time: the ringed card, or with no ring your first
playable card; a press before your turn, or a held key's repeats, never play a card into a later trick.
Bidding: after a hint, in every variant and for every call (a take, Pass, a bid), the coach's call is
marked in the panel and Enter makes it; the hint's words are drawn where the panel does not hide them.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, QRect, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication, QPushButton

from belote_desktop.bots.coach import Advice
from belote_desktop.engine import COINCHE_BID, PASS_BID, Bid
from belote_desktop.engine.bidding import CONTRACT, TAKE
from belote_desktop.ui.main_window import MainWindow
from tests.ui.test_game_window import make_window, wait_for_human_or_end
from tests.ui.test_window_features import reach_play


def human_played(window: MainWindow) -> list[int]:
    c = window.controller
    return [card for seat, card in c.deal.played_cards() if seat == c.human_seat]


def press(qtbot, window: MainWindow, key: Qt.Key) -> None:
    qtbot.keyClick(window.view, key)


def window_to_bid(qtbot, variant: str, *, contract: bool = False, size: tuple[int, int] = (1280, 800)) -> MainWindow:
    """A window where the human is asked to bid (``contract``: and may bid a value)."""
    for seed in range(40):
        window = make_window(qtbot, variant, target=3000, seed=seed)
        window.resize(*size)
        c = window.controller
        wait_for_human_or_end(qtbot, window)
        if c.asking == "bid" and (not contract or any(b.kind == CONTRACT for b in c.deal.legal_bids())):
            window.activateWindow()
            return window
        c.shutdown()
    raise AssertionError("the human is never asked to bid")


# ----- playing ---------------------------------------------------------------------------------------
def test_with_no_ring_one_enter_plays_the_first_playable_card(qtbot) -> None:
    window = make_window(qtbot, "classic", target=3000, seed=3)
    c = window.controller
    reach_play(qtbot, window)  # bid and played with the mouse: no card has the ring
    assert window.keyboard.chosen is None
    first = next(card for card in window.scene.human_cards() if card in c.legal_cards())
    press(qtbot, window, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: len(human_played(window)) == 1, timeout=3000)
    assert human_played(window) == [first]
    c.shutdown()


def test_a_second_enter_never_plays_into_the_next_trick(qtbot) -> None:
    """The review's End, Enter, Enter: the first Enter plays, the second does nothing."""
    window = make_window(qtbot, "contree", target=3000, seed=5)
    c = window.controller
    reach_play(qtbot, window)
    press(qtbot, window, Qt.Key.Key_End)
    while window.keyboard.chosen not in c.legal_cards():
        press(qtbot, window, Qt.Key.Key_Left)
    chosen = window.keyboard.chosen
    press(qtbot, window, Qt.Key.Key_Return)
    press(qtbot, window, Qt.Key.Key_Return)
    assert human_played(window) == [chosen]
    assert c.human.queued_click is None  # nothing kept for the next trick
    refused: list[int] = []
    c.human.illegal_card.connect(lambda card, _rule, _reason: refused.append(card))
    wait_for_human_or_end(qtbot, window)
    assert c.asking == "play" and human_played(window) == [chosen] and not refused
    c.shutdown()


def test_a_held_enter_plays_one_card(qtbot) -> None:
    window = make_window(qtbot, "classic", target=3000, seed=3)
    c = window.controller
    reach_play(qtbot, window)
    press(qtbot, window, Qt.Key.Key_Right)  # a card ringed
    # What a held key sends after its first press: repeats, none of which is a new press.
    repeat = QKeyEvent(QEvent.Type.KeyPress, Qt.Key.Key_Return, Qt.KeyboardModifier.NoModifier, "\r", True)
    QApplication.sendEvent(window.view, repeat)
    assert human_played(window) == []
    press(qtbot, window, Qt.Key.Key_Return)
    assert len(human_played(window)) == 1
    c.shutdown()


def key_event(kind: QEvent.Type, time: int, repeat: bool = False) -> QKeyEvent:
    event = QKeyEvent(kind, Qt.Key.Key_Return, Qt.KeyboardModifier.NoModifier, "\r", repeat)
    event.setTimestamp(time)
    return event


@pytest.mark.parametrize("slot", [False, True])
def test_a_held_enter_as_x_repeats_it_plays_one_card(qtbot, slot: bool) -> None:
    """X repeats a held key as a release and a press at one time, which Qt does not always flag as a
    repeat (seen under Xvfb: a held Enter played a second card at the next turn). Over the table, or
    over a card slot (the screen reader's focus)."""
    window = make_window(qtbot, "classic", target=3000, seed=3)
    c = window.controller
    reach_play(qtbot, window)
    press(qtbot, window, Qt.Key.Key_Right)  # a card ringed
    target = window.keyboard.chosen
    where = next(s for s in window.table_access.slots if s.card == target) if slot else window.view
    for kind in (QEvent.Type.KeyRelease, QEvent.Type.KeyPress):  # the repeat of a key held since before
        QApplication.sendEvent(where, key_event(kind, 5000))
    assert human_played(window) == []
    QApplication.sendEvent(where, key_event(QEvent.Type.KeyRelease, 5040))
    QApplication.sendEvent(where, key_event(QEvent.Type.KeyPress, 5230))  # pressed anew
    assert human_played(window) == [target]
    c.shutdown()


@pytest.mark.parametrize("variant", ["classic", "coinche", "contree"])
def test_keyboard_only_deals_take_one_enter_a_card(qtbot, variant: str) -> None:
    """Two whole deals with the keys only: P to pass, one Enter at each turn to play, new deal included."""
    window = make_window(qtbot, variant, target=3000, seed=4)
    window.activateWindow()
    c = window.controller
    turns = 0
    for _ in range(200):
        wait_for_human_or_end(qtbot, window)
        if len(c.match.history) >= 2:
            break
        deal = c.deal
        if c.asking == "bid":
            bids = len(deal.bids)
            press(qtbot, window, Qt.Key.Key_P)
            assert len(deal.bids) == bids + 1
            continue
        before = deal.cards_played
        press(qtbot, window, Qt.Key.Key_Return)
        assert deal.cards_played == before + 1, f"one Enter did not play one card (turn {turns + 1})"
        assert deal.played_cards()[-1][0] == c.human_seat
        turns += 1
    assert len(c.match.history) >= 2 and turns >= 12
    c.shutdown()


# ----- bidding: the coach's call and Enter -----------------------------------------------------------
def give_hint(window: MainWindow, bid: Bid) -> None:
    """The coach's answer as it reaches the window (``hinted``), for a call chosen by the test."""
    window.controller.hinted.emit(Advice(((bid, 0.0),), None, 100))


def button_for(window: MainWindow, bid: Bid):
    panel = window.bidding_panel
    if bid.kind == TAKE:
        return panel.take_buttons[bid.trump]
    if bid.kind == CONTRACT:
        return panel.bid_button
    return {PASS_BID: panel.pass_button, COINCHE_BID: panel.coinche_button}[bid]


def enter_makes(qtbot, window: MainWindow, bid: Bid) -> None:
    c = window.controller
    deal = c.deal
    bids = len(deal.bids)
    press(qtbot, window, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: len(deal.bids) > bids, timeout=3000)
    assert deal.bids[bids] == (c.human_seat, bid)


@pytest.mark.parametrize(("variant", "call"), [("classic", "take"), ("classic", "pass"), ("contree", "pass"),
                                               ("coinche", "contract")])
def test_enter_makes_the_hinted_call(qtbot, variant: str, call: str) -> None:
    window = window_to_bid(qtbot, variant, contract=call == "contract")
    c = window.controller
    legal = c.deal.legal_bids()
    bid = {"pass": PASS_BID,
           "take": next((b for b in legal if b.kind == TAKE), None),
           "contract": next((b for b in legal if b.kind == CONTRACT and b.trump == 2), None)}[call]
    assert bid in legal
    give_hint(window, bid)
    panel = window.bidding_panel
    button = button_for(window, bid)
    assert button.property("suggested") is True and button.hasFocus()  # marked in the panel, in focus
    assert [b for b in panel.findChildren(QPushButton) if b.property("suggested")] == [button]
    enter_makes(qtbot, window, bid)
    assert not panel.isVisible()
    c.shutdown()


def test_after_the_hint_the_players_own_bid_wins(qtbot) -> None:
    """Hint Pass, then the player sets up a bid: Enter bids it, and the mark is gone."""
    window = window_to_bid(qtbot, "coinche", contract=True)
    c = window.controller
    give_hint(window, PASS_BID)
    panel = window.bidding_panel
    assert panel.suggested_button() is panel.pass_button
    lowest = min(b.value for b in c.deal.legal_bids() if b.kind == CONTRACT)
    press(qtbot, window, Qt.Key.Key_Up)
    press(qtbot, window, Qt.Key.Key_1)  # spades
    assert panel.suggested is None and panel.suggested_button() is None
    enter_makes(qtbot, window, Bid.contract(lowest + 10, 0))
    c.shutdown()


def test_h_then_enter_makes_the_coachs_call_in_classic(qtbot) -> None:
    """The real coach, asked with H: whatever it advises (a take or Pass), Enter makes it."""
    window = window_to_bid(qtbot, "classic")
    c = window.controller
    with qtbot.waitSignal(c.hinted, timeout=30000) as hinted:
        press(qtbot, window, Qt.Key.Key_H)
    best = hinted.args[0].best
    assert isinstance(best, Bid)
    enter_makes(qtbot, window, best)
    c.shutdown()


@pytest.mark.parametrize("size", [(1280, 800), (800, 600), (1920, 1080)])
def test_the_bid_hint_is_drawn_clear_of_the_bidding_panel(qtbot, size: tuple[int, int]) -> None:
    window = window_to_bid(qtbot, "classic", size=size)
    qtbot.waitUntil(lambda: window.view.size().width() >= size[0] - 40)
    give_hint(window, PASS_BID)
    view, panel = window.view, window.bidding_panel
    message = window.scene.message
    assert message.isVisible() and message.text.startswith("Hint: ")
    box: QRect = view.mapFromScene(message.sceneBoundingRect()).boundingRect()
    assert not box.intersects(panel.geometry()), (box, panel.geometry())
    assert view.rect().contains(box)
    window.controller.shutdown()
