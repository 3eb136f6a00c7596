"""The player's only legal card played by itself (issue 37), at the real window, offscreen: after a pause of the
table's speed, said to a screen reader; never in the auction, never while a menu or a dialog is open (and the
focus stays where it is); Enter in the pause plays it once; an undo goes back past it to the player's last real
choice; a setting, on by default: off, the card waits for the player."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication

from belote_desktop.session.settings import SPEEDS, GameSettings
from belote_desktop.ui.access.speech import card_name
from belote_desktop.ui.main_window import MainWindow
from belote_desktop.ui.table.durations import duration
from tests.ui.test_game_window import (
    bid_by_clicking,
    click_card,
    human_items,
    make_window,
    play_by_clicking,
    wait_for_human_or_end,
)


def forced_turns(window: MainWindow) -> list[int]:
    """The cards the player was asked to play as their only legal card, as the turns come."""
    turns: list[int] = []
    window.controller.human.to_play.connect(
        lambda mask: turns.append(mask.bit_length() - 1) if mask.bit_count() == 1 else None)
    return turns


@pytest.mark.parametrize(("variant", "seed"), [("classic", 8), ("coinche", 2), ("contree", 5)])
def test_the_only_legal_card_is_played_by_itself_and_said(qtbot, variant: str, seed: int) -> None:
    assert GameSettings().auto_play  # on by default
    window = make_window(qtbot, variant, target=3000, seed=seed, auto_play=True)
    window.auto_continue = False
    c = window.controller
    forced = forced_turns(window)
    clicked = 0
    try:
        deal = None
        for _ in range(100):
            qtbot.waitUntil(lambda: window.dialogs.summary is not None
                            or (c.asking in ("bid", "play") and not window.scene.busy), timeout=20000)
            if window.dialogs.summary is not None:
                break
            deal = c.deal
            if c.asking == "bid":
                bid_by_clicking(qtbot, window)
            elif len(c.legal_cards()) > 1:
                play_by_clicking(qtbot, window)
                clicked += 1
            else:
                raise AssertionError("the only legal card waited for a click")
        assert deal is not None and deal.phase == "scored"
        played = [card for seat, card in deal.played_cards() if seat == c.human_seat]
        assert forced and played[-1] == forced[-1]  # the last trick's card at least
        assert set(forced) <= set(played) and len(played) == clicked + len(forced)
        heard = list(window.announcer.history)
        for card in forced:
            name = card_name(card)
            told = heard.index(f"Only the {name} can be played: it is played for you.")
            assert heard.index(f"You play the {name}.", told) > told  # then it is played, and heard so
    finally:
        c.shutdown()


def reach_a_forced_turn(qtbot, window: MainWindow, last_trick: bool = False) -> int:
    """Bid and play by clicking until the player is asked for their only legal card (``last_trick``: the eighth's);
    the auto-play, if on, is left to wait (its pause made long)."""
    c = window.controller
    window.auto_play.speed = "slow"  # the table stays instant; the card waits its (slow) pause
    for _ in range(100):
        wait_for_human_or_end(qtbot, window)
        if c.asking == "bid":
            bid_by_clicking(qtbot, window)
            continue
        legal = c.legal_cards()
        if len(legal) == 1 and (not last_trick or len(c.deal.tricks) == 7):
            return legal[0]
        click_card(qtbot, window, next(item for item in human_items(window) if item.card == legal[0]))
        qtbot.waitUntil(lambda legal=legal: c.asking != "play" or c.legal_cards() != legal)
    raise AssertionError("no forced turn came")


def test_enter_in_the_pause_plays_the_card_once(qtbot) -> None:
    window = make_window(qtbot, "classic", target=3000, seed=8, auto_play=True)
    c = window.controller
    try:
        card = reach_a_forced_turn(qtbot, window)
        assert window.auto_play.waiting and window.auto_play.card == card
        assert [item.card for item in human_items(window) if item.highlighted] == [card]  # raised, in view
        before = c.deal.cards_played
        window.view.setFocus()
        qtbot.keyClick(window.view, Qt.Key.Key_Return)
        qtbot.waitUntil(lambda: c.deal.cards_played > before)
        assert c.deal.played_cards()[before] == (c.human_seat, card)
        assert not window.auto_play.waiting  # the pause is over with the card: it is not played for the player again
    finally:
        c.shutdown()


def test_never_in_the_auction(qtbot) -> None:
    window = make_window(qtbot, "contree", target=3000, seed=5, auto_play=True)
    c = window.controller
    try:
        wait_for_human_or_end(qtbot, window)
        assert c.asking == "bid"
        bids = len(c.deal.bids)
        qtbot.waitUntil(lambda: not window.scene.busy)
        QApplication.processEvents()
        assert not window.auto_play.waiting and c.asking == "bid" and len(c.deal.bids) == bids
    finally:
        c.shutdown()


@pytest.mark.parametrize("what", ["menu", "dialog"])
def test_not_while_a_menu_or_a_dialog_is_open(qtbot, what: str) -> None:
    window = make_window(qtbot, "classic", target=3000, seed=8, auto_play=True)
    c = window.controller
    try:
        card = reach_a_forced_turn(qtbot, window)
        window.auto_play.speed = "instant"  # no pause any more: only what is open holds the card now
        if what == "menu":
            window.game_menu.popup(window.mapToGlobal(QPoint(40, 40)))
            qtbot.waitUntil(lambda: QApplication.activePopupWidget() is window.game_menu)
        else:
            window.last_trick_action.trigger()
            qtbot.waitUntil(lambda: window.dialogs.last_trick is not None and window.dialogs.last_trick.isVisible()
                            and QApplication.focusWidget() is not None
                            and window.dialogs.last_trick.isAncestorOf(QApplication.focusWidget()))
        focus = QApplication.focusWidget()
        before = c.deal.cards_played
        window.auto_play._on_turn(1 << card)  # the turn's pause starts again, with the menu or dialog up
        qtbot.waitUntil(lambda: window.auto_play.blocked)
        assert c.deal.cards_played == before and c.asking == "play"  # nothing moves behind it
        assert QApplication.focusWidget() is focus  # and the focus stays where the player has it
        if what == "menu":
            window.game_menu.close()
        else:
            window.dialogs.last_trick.close()
        qtbot.waitUntil(lambda: c.deal.cards_played > before)  # closed: a pause, then the card goes
        assert c.deal.played_cards()[before] == (c.human_seat, card)
    finally:
        c.shutdown()


def test_off_the_only_card_waits_for_the_player(qtbot) -> None:
    window = make_window(qtbot, "coinche", target=3000, seed=2, auto_play=False)
    c = window.controller
    try:
        card = reach_a_forced_turn(qtbot, window, last_trick=True)
        qtbot.waitUntil(lambda: not window.scene.busy)
        QApplication.processEvents()
        assert not window.auto_play.waiting and c.asking == "play" and c.legal_cards() == [card]
        deal = c.deal
        play_by_clicking(qtbot, window)
        qtbot.waitUntil(lambda: deal.phase == "scored")
    finally:
        c.shutdown()


def test_the_pause_follows_the_animation_speed(qtbot) -> None:
    window = make_window(qtbot, "classic", target=3000, seed=8, auto_play=True)
    try:
        pauses = []
        for speed in SPEEDS:
            window.apply_settings(window.settings.with_(speed=speed))
            pauses.append(window.auto_play.pause_ms())
            assert pauses[-1] == duration("forced_card_pause", speed)
        assert pauses == sorted(pauses, reverse=True) and pauses[-1] == 0 < pauses[-2]  # slow ... instant (tests)
    finally:
        window.controller.shutdown()


def test_undo_goes_back_past_a_card_played_by_itself(qtbot) -> None:
    """A card played by itself was no choice: Undo takes back the player's last real choice before it, and the
    player is asked that again (were it taken back alone, it would only be played again, and again)."""
    for seed in range(30):
        window = make_window(qtbot, "classic", target=3000, seed=seed, auto_play=True)
        c = window.controller
        forced = forced_turns(window)
        choice: tuple[int, list[int]] | None = None  # the cards played before the player's last real choice, its legal
        for _ in range(60):
            wait_for_human_or_end(qtbot, window)
            if c.match.deals[0].is_over:
                break
            if c.asking == "bid":
                bid_by_clicking(qtbot, window)
                continue
            legal = c.legal_cards()
            mine = [card for seat, card in c.deal.played_cards() if seat == c.human_seat]
            if choice is not None and mine and mine[-1] in forced and len(legal) > 1:
                # The player's last card went by itself after a real choice: Undo.
                assert window.undo_action.isEnabled()
                window.undo_action.trigger()
                wait_for_human_or_end(qtbot, window)
                QApplication.processEvents()
                played, offered = choice
                assert c.deal.cards_played == played  # back before the real choice, the forced card with it
                assert c.asking == "play" and c.legal_cards() == offered and not window.auto_play.waiting
                assert "Move taken back: this match now counts as assisted." in window.announcer.history
                c.shutdown()
                return
            if len(legal) > 1:
                choice = (c.deal.cards_played, legal)
                play_by_clicking(qtbot, window)
        c.shutdown()
    pytest.fail("no deal had a card played by itself between two real choices")
