"""The last raise (R5 ``last_raise``, issue 36) at the real window, offscreen: the moment is a choice of its own
on the table, in the bidding panel, on the keyboard and for a screen reader; and the opponents' last chance to
double after it. The dealer's free choice in round two (R4) in the panel."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from belote_desktop.engine import COINCHE_BID, KEEP_BID, PASS_BID, Bid
from belote_desktop.engine.bidding import CONTRACT, LAST_DOUBLE, LAST_RAISE
from belote_desktop.ui.access import speech
from belote_desktop.ui.main_window import MainWindow
from belote_desktop.ui.table.phrases import phrase
from tests.ui.test_game_window import make_window, wait_for_human_or_end

SUITS = ("spades", "hearts", "diamonds", "clubs")


def reach(qtbot, moment: str, bid_first: bool) -> MainWindow:
    """A window at the player's turn at ``moment``: the player opens with the lowest bid (``bid_first``) or
    passes, and the easy bots do what they do, deal after deal and seed after seed, until it comes."""
    for seed in range(40):
        window = make_window(qtbot, "contree_last_raise", target=3000, seed=seed)
        c = window.controller
        for _ in range(12):
            wait_for_human_or_end(qtbot, window)
            if c.asking != "bid":
                break
            deal = c.deal
            if deal.auction_moment == moment:
                return window
            legal = deal.legal_bids()
            opened = any(seat == c.human_seat for seat, _ in deal.bids)
            contracts = [b for b in legal if b.kind == CONTRACT]
            choice = contracts[0] if bid_first and contracts and not opened else PASS_BID
            window.bidding_panel.bid_chosen.emit(choice if choice in legal else legal[-1])
        c.shutdown()
    pytest.fail(f"the player never reached {moment}")


def test_the_last_raise_is_a_moment_of_its_own_and_enter_raises(qtbot) -> None:
    window = reach(qtbot, LAST_RAISE, bid_first=True)
    c, panel = window.controller, window.bidding_panel
    bidder, contract = c.deal.highest_bid
    assert bidder == c.human_seat
    shown = f"{contract.value}\u00a0{'♠♥♦♣'[contract.trump]}"
    # The panel: what the choice is, Keep offered, no pass; the contract's trump already chosen.
    assert panel.isVisible() and panel.keep_button.isVisible() and panel.keep_button.isEnabled()
    assert not panel.pass_button.isEnabled() and not panel.coinche_button.isEnabled()
    assert panel.prompt_text() == f"Last raise of your {shown}:"
    assert panel._prompt.toolTip() == (f"Raise your {shown} once more, in the same trump, or keep it; then the "
                                       "opponents may double.")
    assert panel.trump_buttons[contract.trump].isChecked()
    assert panel.bid_button.text() == "Raise" and panel.bid_button.isEnabled()
    assert [b.isEnabled() for b in panel.trump_buttons[:4]] == [t == contract.trump for t in range(4)]
    assert window.statusBar().currentMessage() == "Your last raise: raise your contract once more, or keep it (K)."
    # The table: whose choice and what it means, the contract's corner titled so.
    assert window.scene.contract_panel.title() == phrase("last_raise")
    said = f"{contract.value} {SUITS[contract.trump]}"
    heard = list(window.announcer.history)
    assert f"Last raise: you may raise your {said} once more, or keep it." in heard
    assert heard[-1] == f"Your turn: raise your {said} once more, or keep it."
    assert panel.keep_button.accessibleName() == f"Keep {said}"
    # The lowest raise is ready; Up one value more, Enter: the raise, in the same trump.
    assert panel.value_box.currentData() == contract.value + 10
    before = len(c.deal.bids)
    qtbot.keyClick(window.view, Qt.Key.Key_Up)
    qtbot.keyClick(window.view, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: len(c.deal.bids) > before)
    assert c.deal.bids[before] == (c.human_seat, Bid.contract(contract.value + 20, contract.trump))
    assert c.deal.bid_moments()[before] == LAST_RAISE
    assert not panel.isVisible()  # the opponents speak next
    qtbot.waitUntil(lambda: f"You raise to {contract.value + 20} {SUITS[contract.trump]}." in window.announcer.history)
    c.shutdown()


def test_k_keeps_the_contract(qtbot) -> None:
    window = reach(qtbot, LAST_RAISE, bid_first=True)
    c = window.controller
    _bidder, contract = c.deal.highest_bid
    before = len(c.deal.bids)
    qtbot.keyClick(window.view, Qt.Key.Key_K)
    qtbot.waitUntil(lambda: len(c.deal.bids) > before)
    assert c.deal.bids[before] == (c.human_seat, KEEP_BID)
    said = f"{contract.value} {SUITS[contract.trump]}"
    qtbot.waitUntil(lambda: f"You keep {said}." in window.announcer.history)
    # The opponents' last chance follows, told as such.
    qtbot.waitUntil(lambda: f"Your opponents' last chance to double your {said}." in window.announcer.history)
    c.shutdown()


def test_the_opponents_last_chance_to_double(qtbot) -> None:
    window = reach(qtbot, LAST_DOUBLE, bid_first=False)
    c, panel = window.controller, window.bidding_panel
    bidder, contract = c.deal.highest_bid
    assert (bidder ^ c.human_seat) & 1  # an opponent's contract
    assert panel.isVisible() and not panel.keep_button.isVisible()
    assert panel.coinche_button.isEnabled() and panel.pass_button.isEnabled() and not panel.bid_button.isEnabled()
    assert panel.prompt_text() == f"Last chance to double {contract.value}\u00a0{'♠♥♦♣'[contract.trump]}:"
    assert window.statusBar().currentMessage() == "Your last chance to double the opponents' contract, or pass."
    assert window.scene.contract_panel.title() == phrase("last_double")
    said = f"{contract.value} {SUITS[contract.trump]}"
    name = window.presenter.names()[bidder]
    heard = list(window.announcer.history)
    assert any(s in heard for s in (f"{name} raises to {said}.", f"{name} keeps {said}."))
    assert heard[-1] == f"Your turn: last chance to double {said}, or pass."
    before = len(c.deal.bids)
    qtbot.keyClick(window.view, Qt.Key.Key_C)
    qtbot.waitUntil(lambda: len(c.deal.bids) > before)
    assert c.deal.bids[before] == (c.human_seat, COINCHE_BID)
    qtbot.waitUntil(lambda: c.deal.phase != "bidding")
    assert c.deal.contract.multiplier >= 2
    c.shutdown()


def test_short_announcements_of_the_last_raise() -> None:
    names = {0: "You", 1: "Left", 2: "Partner", 3: "Right"}
    bid = Bid.contract(100, 1)
    assert speech.last_raise_bid_sentence(1, KEEP_BID, bid, names, 0, short=True) == "Left: keeps 100 hearts"
    assert speech.last_raise_bid_sentence(1, Bid.contract(120, 1), bid, names, 0, short=True) == (
        "Left: raises to 120 hearts")
    assert speech.last_chance_sentence(LAST_RAISE, 1, bid, names, 0, short=True) == "Last raise: Left"
    assert speech.last_chance_sentence(LAST_DOUBLE, 1, bid, names, 0, short=False) == (
        "Last chance to double 100 hearts by Left.")


def test_the_dealer_is_offered_the_up_card_suit_in_round_two(qtbot) -> None:
    """R4 second_round_dealer_any_suit: as the dealer, last in round two, the player may take the up-card's
    suit; the take button for it is enabled then, and only then."""
    for seed in range(60):
        window = make_window(qtbot, "polish_classic", target=3000, seed=seed, level="normal")
        c = window.controller
        for _ in range(10):
            wait_for_human_or_end(qtbot, window)
            if c.asking != "bid":
                break
            deal = c.deal
            up_suit = deal.up_card >> 3
            take_up = window.bidding_panel.take_buttons[up_suit]
            in_round_two = len(deal.bids) >= 4
            assert take_up.isEnabled() == (not in_round_two or deal.dealer == c.human_seat)
            if in_round_two and deal.dealer == c.human_seat:
                qtbot.mouseClick(take_up, Qt.MouseButton.LeftButton)
                qtbot.waitUntil(lambda d=deal: d.phase != "bidding")
                assert (deal.contract.taker, deal.contract.trump) == (c.human_seat, up_suit)
                c.shutdown()
                return
            window.bidding_panel.bid_chosen.emit(PASS_BID)
        c.shutdown()
    pytest.fail("the player was never the dealer in a second round")


def test_the_panel_shows_each_moment_and_the_ordinary_bidding_again(qtbot) -> None:
    """The panel alone: at the last raise a raise or Keep, at the last double a double or a pass, and back at
    the ordinary bidding of each variant every control of it (classic has no doubles)."""
    from belote_desktop.engine.bidding import OPEN
    from belote_desktop.ui.panels.bidding import BiddingPanel

    panel = BiddingPanel("contree")
    qtbot.addWidget(panel)
    panel.show()
    bid = Bid.contract(100, 1)
    shown = lambda: {w.objectName() for w in (panel.keep_button, panel.pass_button, panel.coinche_button,  # noqa: E731
                                              panel.surcoinche_button, panel.bid_button) if w.isVisible()} | (
        {"values"} if panel.value_box.isVisible() else set())
    panel.set_moment(LAST_RAISE, bid)
    assert shown() == {"keep", "bid", "values"}
    panel.set_moment(LAST_DOUBLE, bid)
    assert shown() == {"pass", "coinche", "surcoinche"}
    panel.set_moment(OPEN)
    assert shown() == {"pass", "coinche", "surcoinche", "bid", "values"}
    assert panel.bid_button.text() == "Bid"
    assert panel.prompt_text() == "Your bid:"
    panel.set_variant("classic")
    panel.set_moment(LAST_RAISE, bid)  # (not a classic moment, but whatever came before is undone next)
    panel.set_moment(OPEN)
    assert shown() == {"pass"} and all(b.isVisible() for b in panel.take_buttons)


def test_the_hint_at_the_last_raise_weighs_keep_and_the_raises_and_readies_its_choice(qtbot) -> None:
    """H at the player's last raise: the coach's advice is a raise in the contract's trump or Keep, worded as
    the table words it, with Keep among the values; the panel is set up for it (its button in focus)."""
    window = reach(qtbot, LAST_RAISE, bid_first=True)
    c, panel = window.controller, window.bidding_panel
    _bidder, contract = c.deal.highest_bid
    with qtbot.waitSignal(c.hinted, timeout=60000) as hinted:
        window.hint_action.trigger()
    advice = hinted.args[0]
    moves = [m for m, _ in advice.options]
    assert advice.best in c.deal.legal_bids() and (KEEP_BID in moves or len(moves) < 3)
    assert all(m == KEEP_BID or (m.kind == CONTRACT and m.trump == contract.trump) for m in moves)
    message = window.statusBar().currentMessage()
    assert message.startswith("Hint: " + window.hints.move_text(advice.best))
    assert window.hints.move_text(KEEP_BID) == "Keep"
    focused = panel.keep_button if advice.best == KEEP_BID else panel.bid_button
    assert focused.hasFocus()
    c.shutdown()


def test_an_undo_of_a_keep_asks_the_last_raise_again(qtbot) -> None:
    """Undo is a replay: taking back a keep lays the auction out again up to the last raise, and the panel shows
    that moment again (Keep, the contract's trump), not the ordinary bidding."""
    window = reach(qtbot, LAST_RAISE, bid_first=True)
    c, panel = window.controller, window.bidding_panel
    before = len(c.deal.bids)
    qtbot.keyClick(window.view, Qt.Key.Key_K)
    qtbot.waitUntil(lambda: len(c.deal.bids) > before and not window.scene.busy)
    assert c.rewind.undo()
    wait_for_human_or_end(qtbot, window)
    assert len(c.deal.bids) == before and c.deal.auction_moment == LAST_RAISE
    assert panel.isVisible() and panel.keep_button.isVisible() and not panel.pass_button.isVisible()
    assert window.scene.contract_panel.title() == phrase("last_raise")
    c.shutdown()


def test_the_readers_contract_spot_names_the_moment(qtbot) -> None:
    """The accessible spot of the contract's corner says what its title shows: the last raise, then the last
    chance to double."""
    window = reach(qtbot, LAST_RAISE, bid_first=True)
    c = window.controller
    bidder, contract = c.deal.highest_bid
    assert bidder == c.human_seat
    words = f"{contract.value} {SUITS[contract.trump]} by You"
    assert window.presenter.contract_words() == f"last raise of {words}"
    before = len(c.deal.bids)
    qtbot.keyClick(window.view, Qt.Key.Key_K)
    qtbot.waitUntil(lambda: len(c.deal.bids) > before)
    assert window.presenter.contract_words() == f"last chance to double {words}"
    c.shutdown()
