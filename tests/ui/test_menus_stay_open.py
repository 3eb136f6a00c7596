"""A menu, a popup or a dialog opened while the others play keeps the player's keys until the player closes it
(issue 35, D2): the turn coming takes no focus, a screen reader's late Alt closes no menu, a summary coming up by
itself waits for the menu, and a Return meant for the menu makes its item and plays no card.

Keys go in as the window system gives them (``QTest`` on the window's ``QWindow``): to the open menu if there is
one, else to the focused widget, through the window's shortcuts."""

from __future__ import annotations

import itertools

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtGui import QAction, QFocusEvent, QKeyEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QComboBox, QMenu, QWidget

from belote_desktop.ui.access.table_access import CardSlot
from belote_desktop.ui.main_window import MainWindow
from tests.ui.test_game_window import make_window, wait_for_human_or_end

OPENINGS = 50


def press(widget: QWidget, key: Qt.Key, modifiers: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier) -> None:
    window = widget.window().windowHandle()
    assert window is not None
    QTest.keyClick(window, key, modifiers)


def reader_sends_late_alt(window: MainWindow) -> None:
    """What Qt's AT-SPI bridge does when a screen reader listens to the keys and the window was busy at Alt+G: it
    held Alt's press and release back until the reader had seen them, and posts them to the window again after
    G's shortcut has opened the menu (seen under Xvfb with AT-SPI: a press of Alt, no timestamp, into the menu)."""
    handle = window.windowHandle()
    for kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
        QCoreApplication.postEvent(handle, QKeyEvent(kind, Qt.Key.Key_Alt, Qt.KeyboardModifier.NoModifier))
    QCoreApplication.processEvents()


def hand(window: MainWindow) -> int:
    c = window.controller
    return c.match.deal.hands[c.human_seat]


def moves_made(window: MainWindow) -> int:
    return sum(len(deal.actions) for deal in window.controller.match.deals)


def my_move_by_keys(window: MainWindow) -> None:
    """The player's move from the keyboard: T takes (else P passes) in the auction, Return plays a card."""
    c = window.controller
    before = moves_made(window)
    if c.asking == "bid":
        takes = [b for b in window.bidding_panel.take_buttons if b.isVisible() and b.isEnabled()]
        press(window, Qt.Key.Key_T if takes else Qt.Key.Key_P)
    else:
        focus = QApplication.focusWidget()
        assert focus is window.view or isinstance(focus, CardSlot), focus
        press(window, Qt.Key.Key_Return)
    assert moves_made(window) > before


def wait_for_my_turn(qtbot, window: MainWindow) -> None:
    """Until the others have played and the player is asked again, the table still (the menu stays open)."""
    c = window.controller
    qtbot.waitUntil(lambda: c.asking in ("bid", "play") and not window.scene.busy, timeout=20000)
    QCoreApplication.processEvents()  # the turn's own steps: the ring, the focus, the words


def open_by_mouse(qtbot, window: MainWindow, menu: QMenu) -> None:
    bar = window.menuBar()
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.actionGeometry(menu.menuAction()).center())


def choose(menu: QMenu, action: QAction) -> None:
    """Down to ``action`` in the open ``menu``, as a player does."""
    for _ in range(len(menu.actions()) + 1):
        if menu.activeAction() is action:
            return
        press(menu, Qt.Key.Key_Down)
    raise AssertionError(f"{action.text()!r} never became the menu's active item")


def test_a_menu_opened_while_the_others_play_stays_open_and_its_return_plays_no_card(qtbot) -> None:
    window = make_window(qtbot, "classic", target=5000, seed=3)
    c = window.controller
    english = next(a for a in window.language_menu.actions() if a.isChecked())
    # Each menu with an item a Return may make at any moment of the game, and what that item does.
    menus = [(window.game_menu, window.say_again_action), (window.help_menu, window.rules_action),
             (window.language_menu, english)]
    keys = {window.game_menu: Qt.Key.Key_G, window.help_menu: Qt.Key.Key_H, window.language_menu: Qt.Key.Key_L}
    for opening, (menu, item) in zip(range(OPENINGS), itertools.cycle(menus), strict=False):
        wait_for_human_or_end(qtbot, window)
        assert not c.match.is_over
        my_move_by_keys(window)
        by_mouse = opening % 4 == 3  # a mouse player's menu too: the keys stay on the table, the focus must not move
        if by_mouse:
            open_by_mouse(qtbot, window, menu)
        else:
            press(window, keys[menu], Qt.KeyboardModifier.AltModifier)
            reader_sends_late_alt(window)
        assert QApplication.activePopupWidget() is menu, f"opening {opening}: the menu closed as it opened"
        focus = QApplication.focusWidget()
        wait_for_my_turn(qtbot, window)
        assert QApplication.activePopupWidget() is menu, f"opening {opening}: the menu closed at the player's turn"
        assert QApplication.focusWidget() is focus, f"opening {opening}: the turn took the focus"
        cards, moves, last = hand(window), moves_made(window), window.announcer.last()
        item_was = item.isChecked()
        choose(menu, item)
        said: list[str] = []
        window.announcer.spoken.connect(said.append)
        press(menu, Qt.Key.Key_Return)
        window.announcer.spoken.disconnect(said.append)
        assert QApplication.activePopupWidget() is None
        assert (hand(window), moves_made(window)) == (cards, moves), "the Return played"
        if item is window.say_again_action:
            assert said == [last]
        elif item is window.rules_action:
            assert window.rules_panel.isVisible() != item_was
        else:
            assert english.isChecked()
        if window.rules_action.isChecked():
            window.rules_action.trigger()  # closed again: the dock does not take the next Tab
        if QApplication.focusWidget() is window.menuBar():
            press(window, Qt.Key.Key_Escape)
    c.shutdown()


def test_the_ring_moves_under_an_open_menu_and_the_focus_follows_it_once_the_menu_closes(qtbot, monkeypatch) -> None:
    # Qt tells a screen reader of a focus change after the widget's focus event: a focus moved on from inside that
    # event was told first, and the card given back last, and the reader stayed there (seen under Orca).
    moved_inside: list[str] = []
    focus_in = CardSlot.focusInEvent

    def watched(slot: CardSlot, event: QFocusEvent) -> None:
        focus_in(slot, event)
        if QApplication.focusWidget() is not slot:
            moved_inside.append(slot.accessibleName())

    monkeypatch.setattr(CardSlot, "focusInEvent", watched)
    window = make_window(qtbot, "classic", target=5000, seed=3)
    c = window.controller
    wait_for_human_or_end(qtbot, window)
    while c.asking != "play":
        my_move_by_keys(window)
        wait_for_human_or_end(qtbot, window)
    press(window, Qt.Key.Key_Right)  # the ring on a card, the focus on its slot
    slot = QApplication.focusWidget()
    assert isinstance(slot, CardSlot) and slot.card == window.keyboard.chosen
    menu = window.game_menu
    open_by_mouse(qtbot, window, menu)  # a mouse player's menu: the keys' focus stays on the card
    assert QApplication.activePopupWidget() is menu and QApplication.focusWidget() is slot
    other = next(card for card in window.scene.human_cards() if card != slot.card)
    window.keyboard.choose(other)  # what the turn, a hint or a card played does to the ring
    assert QApplication.activePopupWidget() is menu, "the ring's move closed the menu"
    assert QApplication.focusWidget() is slot, "the ring's move took the focus from under the menu"
    choose(menu, window.say_again_action)
    press(menu, Qt.Key.Key_Return)
    assert QApplication.activePopupWidget() is None
    # Back with the cards, the focus is on the one the ring is on: Enter plays the card the reader names.
    qtbot.waitUntil(lambda: isinstance(QApplication.focusWidget(), CardSlot)
                    and QApplication.focusWidget().card == other == window.keyboard.chosen)
    assert moved_inside == []
    c.shutdown()


def test_a_dialog_and_its_popup_keep_the_keys_while_the_others_play(qtbot) -> None:
    window = make_window(qtbot, "coinche", target=5000, seed=4)
    c = window.controller
    for _ in range(6):
        wait_for_human_or_end(qtbot, window)
        my_move_by_keys(window)
        press(window, Qt.Key.Key_Comma, Qt.KeyboardModifier.ControlModifier)  # Settings, while the others play
        dialog = window.dialogs.settings_dialog
        assert dialog is not None and dialog.isVisible()
        combo = next(box for box in dialog.findChildren(QComboBox) if box.isVisible())
        combo.setFocus()
        combo.showPopup()
        popup = QApplication.activePopupWidget()
        assert popup is not None and popup.parentWidget() is combo
        focus = QApplication.focusWidget()  # the popup's list
        wait_for_my_turn(qtbot, window)
        assert QApplication.activePopupWidget() is popup, "the turn closed the popup"
        assert QApplication.focusWidget() is focus, "the turn took the focus from the dialog"
        cards, moves = hand(window), moves_made(window)
        press(popup, Qt.Key.Key_Escape)  # the popup closes; the dialog keeps the keys
        assert QApplication.activePopupWidget() is None and QApplication.focusWidget() is combo
        press(dialog, Qt.Key.Key_Return)  # the dialog's OK
        qtbot.waitUntil(lambda: window.dialogs.settings_dialog is None)
        assert (hand(window), moves_made(window)) == (cards, moves), "a key meant for the dialog played"
        if c.asking == "play" and window.keyboard.chosen is not None:
            # Back on the table, the focus is on the card the ring is on: Enter plays the card the reader names.
            qtbot.waitUntil(lambda: isinstance(QApplication.focusWidget(), CardSlot)
                            and QApplication.focusWidget().card == window.keyboard.chosen)
    c.shutdown()


@pytest.mark.parametrize("target", [5000, 150])  # a deal's summary; the end of the match's
def test_a_summary_coming_up_by_itself_waits_for_the_open_menu(qtbot, target: int) -> None:
    # Seed 1: its first deal ends a match played to 150 (the window's cards changed with deal numbers).
    window = make_window(qtbot, "classic", target=target, seed=1)
    window.auto_continue = False
    c = window.controller
    for _ in range(400):
        qtbot.waitUntil(lambda: window.dialogs.summary is not None
                        or (c.asking in ("bid", "play") and not window.scene.busy), timeout=20000)
        summary = window.dialogs.summary
        if summary is not None:  # the player's card ended a deal: on to the next one
            qtbot.waitUntil(summary.isVisible)
            summary.accept()
            continue
        last = c.asking == "play" and hand(window).bit_count() == 1 and len(c.match.deal.trick) < 3
        if last:
            window.scene.set_speed("normal")  # the others' last cards take a moment to land: time to open a menu
        my_move_by_keys(window)
        if last:
            break
    else:
        pytest.fail("the player never played a deal's last card before the others")
    press(window, Qt.Key.Key_G, Qt.KeyboardModifier.AltModifier)
    menu = QApplication.activePopupWidget()
    assert menu is window.game_menu
    qtbot.waitUntil(lambda: window.dialogs.summary is not None, timeout=20000)  # the deal is over and scored
    assert c.match.is_over == (target == 150)
    QCoreApplication.processEvents()
    summary = window.dialogs.summary
    assert QApplication.activePopupWidget() is menu and not summary.isVisible()
    press(menu, Qt.Key.Key_Escape)  # the menu closes, its title stays lit: the menu bar has the keys
    QCoreApplication.processEvents()
    assert QApplication.focusWidget() is window.menuBar() and not summary.isVisible()
    press(window, Qt.Key.Key_Escape)  # out of the menus: the keys go back to the table, the summary comes up
    qtbot.waitUntil(summary.isVisible)
    summary.accept()
    # The next deal is played with the keys: they are with the table, not left with the menu bar.
    qtbot.waitUntil(lambda: QApplication.focusWidget() is window.view)
    c.shutdown()


def test_looking_through_the_menus_leaves_the_status_line_as_it_was(qtbot) -> None:
    window = make_window(qtbot, "coinche", target=5000, seed=4)
    c = window.controller
    wait_for_human_or_end(qtbot, window)
    assert c.asking == "bid"
    status = window.statusBar().currentMessage()
    assert status == "Your turn to bid."
    press(window, Qt.Key.Key_G, Qt.KeyboardModifier.AltModifier)
    for _ in range(3):
        press(window.game_menu, Qt.Key.Key_Down)  # each item passed over shows its (empty) status tip
    press(window.game_menu, Qt.Key.Key_Right)  # on to the next menus
    press(QApplication.activePopupWidget(), Qt.Key.Key_Down)
    assert window.statusBar().currentMessage() == status
    press(QApplication.activePopupWidget(), Qt.Key.Key_Escape)
    press(window, Qt.Key.Key_Escape)
    assert window.statusBar().currentMessage() == status
    c.shutdown()
