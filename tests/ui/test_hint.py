"""The coach's hint through the real window (issue 16): H and the button ask for it, the answer rings the
card in the hand (Enter then plays it) with its reason and values, a bid's hint is said, and the match
becomes assisted. In every language the H key and the menu entry work the same."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from belote_desktop.bots.coach import Advice
from belote_desktop.engine import Bid
from belote_desktop.ui.common.spoken import card_name
from tests.ui.test_game_window import make_window, wait_for_human_or_end
from tests.ui.test_window_features import reach_play


def test_h_rings_the_hinted_card_and_enter_plays_it(qtbot) -> None:
    window = make_window(qtbot, "classic", target=3000, seed=8)
    c = window.controller
    reach_play(qtbot, window, tricks=1)
    assert window.hint_button.isVisible()
    with qtbot.waitSignal(c.hinted, timeout=20000) as hinted:
        QTest.keyClick(window.view, Qt.Key.Key_H)
    advice: Advice = hinted.args[0]
    best = advice.best
    assert isinstance(best, int) and best in c.legal_cards()
    assert c.match.assisted
    assert window.keyboard.chosen == best
    # The status line is read by screen readers: the card in words there (issue 35, D11).
    assert window.statusBar().currentMessage().startswith("Hint: " + card_name(best))
    played = c.deal.cards_played
    QTest.keyClick(window.view, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: c.deal.cards_played > played)
    assert not c.deal.hands[c.human_seat] >> best & 1  # the hinted card is the one played
    c.shutdown()


def test_the_button_and_the_menu_give_a_bid_hint(qtbot) -> None:
    window = make_window(qtbot, "coinche", target=3000, seed=3)
    c = window.controller
    wait_for_human_or_end(qtbot, window)
    assert c.asking == "bid"
    with qtbot.waitSignal(c.hinted, timeout=20000) as hinted:
        window.hint_action.trigger()
    best = hinted.args[0].best
    assert isinstance(best, Bid) and best in c.deal.legal_bids()
    assert "Hint: " in window.statusBar().currentMessage()
    c.shutdown()


def test_no_hint_when_the_player_is_asked_nothing(qtbot) -> None:
    window = make_window(qtbot, "classic", target=3000, seed=8)
    c = window.controller
    c.pause()  # nobody is asked
    window.hint_action.trigger()
    assert not c.hint_pending and "your turn" in window.statusBar().currentMessage()
    c.shutdown()


@pytest.mark.parametrize("lang", ["nl", "de", "sv", "pl", "fr"])
def test_the_hint_key_and_words_in_every_language(qtbot, lang: str) -> None:
    from belote_desktop.i18n.language import LanguageManager

    window = make_window(qtbot, "classic", target=3000, seed=8)
    languages = LanguageManager()
    assert languages.set_language(lang)
    try:
        qtbot.waitUntil(lambda: window.hint_action.text() != "&Hint")  # LanguageChange comes through the loop
        assert window.hint_action.text()
        assert window.hint_button.text().endswith("(H)") and window.hint_button.text() != "Hint (H)"
        assert window.hint_action.shortcut().toString() == "H"
    finally:
        languages.set_language("en")
        window.controller.shutdown()
