"""The auction stays on the table through the play (issue 37), at the real window, offscreen: who said what, in
order, as the player sees it painted; the last raise's moments (R5) in a gold column of their own; the panel's
words for a screen reader, reached with Tab, ringed while the keyboard is on it; in every variant and language."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from belote_desktop.engine import PASS_BID, Bid
from belote_desktop.engine.bidding import COINCHE, CONTRACT, KEEP, LAST_DOUBLE, LAST_RAISE, SURCOINCHE, TAKE
from belote_desktop.engine.deal import seat_order
from belote_desktop.i18n.language import LanguageManager
from belote_desktop.ui.main_window import MainWindow
from belote_desktop.ui.table.items.auction_panel import AuctionPanel, Call
from belote_desktop.ui.table.phrases import phrase
from tests.ui.test_game_window import make_window, play_by_clicking, wait_for_human_or_end
from tests.ui.test_last_raise_window import reach
from tests.ui.test_table_layout import to_play

SUITS = ("spades", "hearts", "diamonds", "clubs")


def painted(window: MainWindow) -> AuctionPanel:
    """The auction panel, just painted in the window as the player sees it."""
    window.view.grab()
    return window.deal_panels.auction


def shown_calls(panel: AuctionPanel, bids: list) -> list:
    """The calls drawn, the last ones of ``bids`` (a long auction's first rounds lie out of view)."""
    assert len(panel.drawn) <= len(bids)
    assert [d.seat for d in panel.drawn] == [seat for seat, _bid in bids[len(bids) - len(panel.drawn):]]
    return panel.drawn


def assert_shows_the_auction(window: MainWindow) -> None:
    """Every call of the deal on show, in order, each in its speaker's row, round after round, in the words its
    bubble said; the names down the side in the order they speak; the contract (the highest bid) ringed."""
    c = window.controller
    deal = c.deal
    panel = painted(window)
    assert panel.isVisible()
    order = seat_order(deal.first_seat, c.options.direction == "clockwise")
    names = window.presenter.names()
    assert panel.drawn_names == [names[seat] for seat in order]
    assert panel.hidden_rounds() == 0  # these seeds' auctions fit: every call is in view
    assert [drawn.seat for drawn in panel.drawn] == [seat for seat, _bid in deal.bids]
    moments = deal.bid_moments()
    for drawn, (seat, bid), moment in zip(panel.drawn, deal.bids, moments, strict=True):
        assert (drawn.text, drawn.suit) in window.deal_panels.call_words(bid, moment)
        row = panel.name_rect(order.index(seat))
        assert row.top() <= drawn.rect.center().y() <= row.bottom()  # in its speaker's row
        assert drawn.look == ("pass" if bid == PASS_BID else "double" if bid.kind in (COINCHE, SURCOINCHE) else "bid")
    for k in range(1, len(deal.bids)):
        before, after = panel.drawn[k - 1].rect.left(), panel.drawn[k].rect.left()
        if order.index(deal.bids[k][0]) <= order.index(deal.bids[k - 1][0]):  # the turn came round: the next round
            assert after > before
        else:
            assert after == before  # the same round, further down
    takes = [k for k, (_seat, bid) in enumerate(deal.bids) if bid.kind in (CONTRACT, TAKE)]
    assert [k for k, drawn in enumerate(panel.drawn) if drawn.ringed] == takes[-1:]  # the contract, ringed


@pytest.mark.parametrize(("variant", "seed"), [("classic", 8), ("coinche", 2), ("contree", 5)])
def test_the_auction_stays_in_view_through_the_play_and_goes_with_the_deal(qtbot, variant: str, seed: int) -> None:
    window = make_window(qtbot, variant, target=3000, seed=seed)
    c = window.controller
    try:
        panel = window.deal_panels.auction
        wait_for_human_or_end(qtbot, window)
        if c.deal.bids:  # the players before the human have spoken: their calls are on the table already
            assert_shows_the_auction(window)
        to_play(qtbot, window)
        assert_shows_the_auction(window)
        assert not any(window.scene.bid_bubble(seat).isVisible() for seat in range(4))  # the bubbles are gone
        calls = list(c.deal.bids)
        for _ in range(3):
            play_by_clicking(qtbot, window)
            wait_for_human_or_end(qtbot, window)
        assert len(c.deal.tricks) >= 2 and c.deal.bids == calls
        assert_shows_the_auction(window)
        # The next deal: the old auction goes as its cards are gathered; the new one's calls come as they are made.
        first = c.match.deals[0]
        while c.match.deal is first:
            if c.asking == "play":
                play_by_clicking(qtbot, window)
            wait_for_human_or_end(qtbot, window)
        if c.deal.bids:
            assert_shows_the_auction(window)
        else:
            assert not painted(window).isVisible()
        assert len(panel.calls) == len(c.deal.bids)
    finally:
        c.shutdown()


def test_the_last_raise_has_a_gold_column_of_its_own(qtbot) -> None:
    window = reach(qtbot, LAST_RAISE, bid_first=True)
    c = window.controller
    try:
        bidder, contract = c.deal.highest_bid
        raised = Bid.contract(contract.value + 10, contract.trump)
        window.bidding_panel.bid_chosen.emit(raised)
        qtbot.waitUntil(lambda: c.deal.phase != "bidding" or c.deal.auction_moment == "", timeout=20000)
        wait_for_human_or_end(qtbot, window)
        deal = c.deal
        panel = painted(window)
        moments = deal.bid_moments()
        drawn = shown_calls(panel, deal.bids)
        late = [d for d in drawn if d.late]
        before = [d for d in drawn if not d.late]
        assert len(late) == len(moments) - moments.index(LAST_RAISE) and before  # gold from the raise on, not before
        assert late[0].seat == bidder and late[0].text.startswith("\u2191")  # ↑ the raise
        assert late[0].ringed  # the raise is the contract now
        assert min(d.rect.left() for d in late) > max(d.rect.left() for d in before)  # a column of their own
        assert len({d.rect.left() for d in late}) == 1  # the raise and the last chance to double, together
        assert set(moments[moments.index(LAST_RAISE) + 1:]) <= {LAST_DOUBLE, "redouble"}
        # For a screen reader: the raise as what it is.
        said = f"{raised.value} {SUITS[raised.trump]}"
        assert f"You: raises to {said}" in window.deal_access.auction.accessibleName()
    finally:
        c.shutdown()


def test_a_kept_contract_reads_keep(qtbot) -> None:
    window = reach(qtbot, LAST_RAISE, bid_first=True)
    c = window.controller
    try:
        _bidder, contract = c.deal.highest_bid
        window.bidding_panel.bid_chosen.emit(Bid(KEEP))
        wait_for_human_or_end(qtbot, window)
        panel = painted(window)
        keep = next(d for d in shown_calls(panel, c.deal.bids) if d.late)
        assert (keep.text, keep.look) == (phrase("keep"), "bid")
        assert f"You: keeps {contract.value} {SUITS[contract.trump]}" in window.deal_access.auction.accessibleName()
    finally:
        c.shutdown()


def test_a_screen_reader_reads_the_auction_and_tab_reaches_it(qtbot) -> None:
    window = make_window(qtbot, "coinche", target=3000, seed=2)
    c = window.controller
    try:
        to_play(qtbot, window)
        spot = window.deal_access.auction
        names = window.presenter.names()
        assert {bid.kind for _seat, bid in c.deal.bids} <= {"pass", CONTRACT}  # this seed's calls, in words:
        words = [f"{names[seat]}: {'pass' if bid == PASS_BID else f'{bid.value} {SUITS[bid.trump]}'}"
                 for seat, bid in c.deal.bids]
        assert spot.isVisible()
        assert spot.accessibleName() == "Auction: " + "; ".join(words)
        assert spot.geometry() == window.view.mapFromScene(
            window.deal_panels.auction.sceneBoundingRect()).boundingRect()  # over the panel, where it is seen
        # From the table, Tab goes through the hand's cards to the panel; its ring shows the keyboard is there.
        window.view.setFocus()
        for _ in range(12):
            if QApplication.focusWidget() is spot:
                break
            qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
        assert QApplication.focusWidget() is spot
        assert painted(window).focused
        # The card keys still work from there: the arrows move the ring to a card that may be played, Enter plays it.
        legal = c.legal_cards()
        for _ in range(8):
            if window.keyboard.chosen in legal:
                break
            qtbot.keyClick(spot, Qt.Key.Key_Left)
        chosen = window.keyboard.chosen
        assert chosen in legal and QApplication.focusWidget() is spot
        before = c.deal.cards_played
        qtbot.keyClick(spot, Qt.Key.Key_Return)
        qtbot.waitUntil(lambda: c.deal.cards_played > before)
        assert c.deal.played_cards()[before] == (c.human_seat, chosen)
        qtbot.keyClick(spot, Qt.Key.Key_Tab)
        assert not window.deal_panels.auction.focused
    finally:
        c.shutdown()


def test_the_auction_speaks_the_players_language(qtbot) -> None:
    window = make_window(qtbot, "contree", target=3000, seed=5)
    c = window.controller
    languages = LanguageManager()
    try:
        to_play(qtbot, window)
        for lang in ("de", "pl", "en"):
            assert languages.set_language(lang)
            QApplication.processEvents()
            panel = painted(window)
            names = window.presenter.names()
            assert panel.drawn_names == [names[seat] for seat in panel.seats]
            assert {drawn.text for drawn in panel.drawn if drawn.look == "pass"} == {phrase("pass")}
            assert window.deal_access.auction.accessibleName().startswith(
                QApplication.translate("TableAccess", "Auction", "the panel of who bid what"))
        assert panel.drawn_names[panel.seats.index(c.human_seat)] == "You"
    finally:
        languages.set_language("en")
        c.shutdown()


def test_a_card_played_from_the_keyboard_leaves_the_focus_on_the_table(qtbot) -> None:
    """The hand's last card played from its slot hides the slot, and Qt hands the focus to the next in the Tab
    chain, the auction's spot: it goes back to the table instead, no panel ringed."""
    window = make_window(qtbot, "classic", target=3000, seed=8)
    c = window.controller
    spots = (window.deal_access.auction, window.deal_access.tally, window.deal_access.played)
    try:
        to_play(qtbot, window)
        window.view.setFocus()
        last_played = 0
        for _ in range(8):
            wait_for_human_or_end(qtbot, window)
            if c.asking != "play":
                break
            qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_End)  # the ring on the last card, its slot focused
            if window.keyboard.chosen not in c.legal_cards():
                play_by_clicking(qtbot, window)
                continue
            focus = QApplication.focusWidget()
            assert focus.objectName().startswith("card_slot_")
            qtbot.keyClick(focus, Qt.Key.Key_Return)
            last_played += 1
            qtbot.waitUntil(lambda: not window.scene.busy)
            QApplication.processEvents()
            assert QApplication.focusWidget() not in spots
            assert not any(panel.focused for panel in (window.deal_panels.auction, window.deal_panels.tally))
        assert last_played >= 2
    finally:
        c.shutdown()


def test_the_spots_follow_their_panels_when_the_window_changes_size(qtbot) -> None:
    window = make_window(qtbot, "coinche", target=3000, seed=2)
    c = window.controller
    try:
        to_play(qtbot, window)
        for width, height in ((800, 600), (1920, 1080), (1000, 700)):
            window.resize(width, height)
            qtbot.waitUntil(lambda w=width: abs(window.width() - w) < 2)
            QApplication.processEvents()
            for spot, panel in ((window.deal_access.auction, window.deal_panels.auction),
                                (window.deal_access.tally, window.deal_panels.tally)):
                assert spot.geometry() == window.view.mapFromScene(panel.sceneBoundingRect()).boundingRect()
    finally:
        c.shutdown()


def test_a_long_auction_shows_its_last_rounds_and_says_them_all(qtbot) -> None:
    """Five rounds of bids in a panel that has room for three: the last three in view, the first two out of it
    (a mark says so), every call in the words a screen reader gets."""
    window = make_window(qtbot, "coinche", target=3000, seed=2)
    c = window.controller
    panel = window.deal_panels.auction
    try:
        wait_for_human_or_end(qtbot, window)
        order = seat_order(c.deal.first_seat, True)
        panel.start(order, c.human_seat)
        calls = []
        for k, value in enumerate(range(80, 170, 10)):  # 80 to 160, each seat in turn, then three passes
            calls.append((order[k % 4], Bid.contract(value, k % 4)))
        calls += [(order[(len(calls) + k) % 4], PASS_BID) for k in range(3)]
        for seat, bid in calls:
            panel.add(Call(seat, bid))
        window.deal_access.refresh()
        painted(window)
        assert len(panel.rounds()) == 3 and panel.hidden_rounds() == 0  # twelve calls: three full rounds
        for seat, bid in [(order[0], PASS_BID), (order[1], PASS_BID), (order[2], PASS_BID), (order[3], PASS_BID),
                          (order[0], PASS_BID)]:
            panel.add(Call(seat, bid))
            calls.append((seat, bid))
        window.deal_access.refresh()
        drawn = painted(window).drawn
        assert panel.hidden_rounds() == 2 and len(panel.rounds()) == 5
        assert [(d.seat, d.text) for d in drawn] == [(seat, window.deal_panels.call_words(bid, "open")[0][0])
                                                     for seat, bid in calls[8:]]  # rounds three to five
        said = window.deal_access.auction.accessibleName()
        names = window.presenter.names()
        assert said.count(";") == len(calls) - 1 and said.startswith(f"Auction: {names[order[0]]}: 80 spades; ")
    finally:
        c.shutdown()
