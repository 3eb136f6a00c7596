"""The window's features beyond plain clicking: keys, declarations, panels over the table,
resizing, the settings, the last trick and the deal summary. Offscreen, real widgets."""

from __future__ import annotations

from dataclasses import replace

import pytest
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QPushButton

from belote_desktop.engine import PRESETS
from belote_desktop.engine.bidding import CONTRACT
from belote_desktop.engine.declarations import CARRE
from belote_desktop.i18n import section_for_rule
from belote_desktop.session.settings import GameSettings
from belote_desktop.ui.dialogs.deal_summary import DealSummaryDialog
from belote_desktop.ui.dialogs.score_sheet import ScoreSheetDialog
from belote_desktop.ui.dialogs.settings import SettingsDialog
from belote_desktop.ui.main_window import MainWindow
from tests.ui.test_game_window import (
    bid_by_clicking,
    human_items,
    make_window,
    play_by_clicking,
    play_to_summary,
    wait_for_human_or_end,
)


def reach_play(qtbot, window: MainWindow, tricks: int = 0) -> None:
    """Bid and play by clicking until the human is to play with ``tricks`` tricks done."""
    c = window.controller
    for _ in range(200):
        wait_for_human_or_end(qtbot, window)
        assert not c.match.is_over
        if c.asking == "bid":
            bid_by_clicking(qtbot, window)
        elif len(c.match.deal.tricks) < tricks:
            play_by_clicking(qtbot, window)
        else:
            return
    pytest.fail("the human never got to play")


def test_arrows_choose_a_card_and_enter_plays_it(qtbot) -> None:
    window = make_window(qtbot, "classic", target=1001, seed=3)
    c = window.controller
    reach_play(qtbot, window)
    view = window.view
    view.setFocus()
    cards = window.scene.human_cards()
    qtbot.keyClick(view, Qt.Key.Key_Right)  # the first press puts the ring on a legal card
    first = window.keyboard.chosen
    assert first in c.legal_cards()
    assert window.scene.card_item(first).selected
    qtbot.keyClick(view, Qt.Key.Key_Right)
    second = window.keyboard.chosen
    assert cards.index(second) == (cards.index(first) + 1) % len(cards)
    qtbot.keyClick(view, Qt.Key.Key_Home)
    assert window.keyboard.chosen == cards[0]
    # Walk to a legal card and play it with Enter.
    target = c.legal_cards()[-1]
    for _ in range(len(cards)):
        if window.keyboard.chosen == target:
            break
        qtbot.keyClick(view, Qt.Key.Key_Right)
    assert window.keyboard.chosen == target
    before = c.match.deal.cards_played
    qtbot.keyClick(view, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: c.match.deal.cards_played > before)
    played = [card for seat, card in c.match.deal.played_cards() if seat == c.human_seat]
    assert played == [target]
    assert not window.scene.card_item(target).selected  # the ring stays with the hand


def test_enter_on_an_illegal_card_is_refused_with_its_rule(qtbot) -> None:
    window = make_window(qtbot, "classic", target=1001, seed=4)
    c = window.controller
    for _ in range(8):
        reach_play(qtbot, window, tricks=len(c.match.deal.tricks))
        illegal = [card for card in window.scene.human_cards() if card not in c.legal_cards()]
        if illegal:
            break
        play_by_clicking(qtbot, window)
    assert illegal, "no illegal card in this deal"
    view = window.view
    view.setFocus()
    qtbot.keyClick(view, Qt.Key.Key_Left)
    while window.keyboard.chosen != illegal[0]:
        qtbot.keyClick(view, Qt.Key.Key_Right)
    before = c.match.deal.cards_played
    with qtbot.waitSignal(c.human.illegal_card, timeout=2000):
        qtbot.keyClick(view, Qt.Key.Key_Space)
    assert c.match.deal.cards_played == before
    assert "R6" in window.statusBar().currentMessage()
    # On the table, over the refused card: the reason in words and the rule's link.
    note = window.scene.refusal_note
    card_box = window.scene.card_item(illegal[0]).sceneBoundingRect()
    assert note.isVisible() and note.rule.startswith("R6") and note.reason in window.statusBar().currentMessage()
    assert note.rule in note.link_text
    assert note.sceneBoundingRect().bottom() <= card_box.top() + 30  # its point rests on the card's top edge
    assert note.sceneBoundingRect().left() < card_box.center().x() < note.sceneBoundingRect().right()
    # The status line links to the rule too; when the note fades, both go together.
    assert window.rule_link.isVisible() and 'href="R6' in window.rule_link.text()
    note.hide_now()
    assert not window.rule_link.isVisible() and window.statusBar().currentMessage() == ""
    # Refused again; a click on the note opens the rules help at the play section, and the note goes.
    with qtbot.waitSignal(c.human.illegal_card, timeout=2000):
        qtbot.keyClick(view, Qt.Key.Key_Space)
    assert note.isVisible() and not window.rules_panel.isVisible()
    spot = view.mapFromScene(note.sceneBoundingRect().center())
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=spot)
    assert window.rules_panel.isVisible()
    assert window.rules_panel.current_section() == section_for_rule("R6")
    assert not note.isVisible() and not window.rule_link.isVisible()
    # The status bar's link works the same way.
    with qtbot.waitSignal(c.human.illegal_card, timeout=2000):
        qtbot.keyClick(view, Qt.Key.Key_Space)
    window.rules_panel.hide()
    window.rule_link.linkActivated.emit(window.rule_link.text().split('"')[1])
    assert window.rules_panel.isVisible()


def test_f1_opens_and_closes_the_rules_help_for_the_game_in_play(qtbot) -> None:
    window = make_window(qtbot, "coinche", target=1001, seed=1)
    assert not window.rules_panel.isVisible()
    window.rules_action.trigger()
    assert window.rules_panel.isVisible()
    window.rules_action.trigger()
    assert not window.rules_panel.isVisible()
    window.controller.shutdown()


def test_coinche_bids_from_the_keyboard(qtbot) -> None:
    for seed in range(30):
        window = make_window(qtbot, "coinche", target=1001, seed=seed)
        c = window.controller
        wait_for_human_or_end(qtbot, window)
        if c.asking == "bid" and any(b.kind == CONTRACT for b in c.match.deal.legal_bids()):
            break
        c.shutdown()
    panel = window.bidding_panel
    assert panel.isVisible()
    lowest = min(b.value for b in c.match.deal.legal_bids() if b.kind == CONTRACT)
    qtbot.keyClick(window.view, Qt.Key.Key_Up)  # one value up
    qtbot.keyClick(window.view, Qt.Key.Key_2)  # hearts
    assert panel.trump_buttons[1].isChecked()
    before = len(c.match.deal.bids)
    qtbot.keyClick(window.view, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: len(c.match.deal.bids) > before)
    seat, bid = c.match.deal.bids[before]
    assert seat == c.human_seat and bid.trump == 1 and bid.value == lowest + 10
    assert not panel.isVisible()


def test_the_bidding_panel_floats_over_the_table_without_moving_it(qtbot) -> None:
    for seed in range(20):
        window = make_window(qtbot, "classic", target=1001, seed=seed)
        c = window.controller
        wait_for_human_or_end(qtbot, window)
        if c.asking == "bid":
            break
        c.shutdown()
    panel = window.bidding_panel
    assert panel.isVisible() and panel.parent() is window.view.viewport()
    shown = (window.view.size(), window.view.transform())
    view_rect = window.view.rect()
    assert view_rect.contains(panel.geometry())
    # It sits between the trick and the hand: below the middle, above the hand's cards.
    hand_top = min(window.view.mapFromScene(item.sceneBoundingRect().topLeft()).y() for item in human_items(window))
    assert window.view.height() / 2 < panel.geometry().center().y() < hand_top + panel.height()
    qtbot.mouseClick(panel.pass_button, Qt.MouseButton.LeftButton)
    assert not panel.isVisible()
    assert (window.view.size(), window.view.transform()) == shown


def test_declarations_are_offered_and_the_ticked_ones_announced(qtbot) -> None:
    # A seed where the human holds a declaration: look through a few.
    for seed in range(60):
        settings = GameSettings(options=replace(PRESETS["coinche"], target=1001), speed="instant",
                                partner_level="easy", opponent_level="easy", auto_announce=False)
        window = MainWindow(settings, seed=seed, auto_continue=True)
        qtbot.addWidget(window)
        window.resize(1280, 800)
        window.show()
        window.start()
        c = window.controller
        for _ in range(40):
            qtbot.waitUntil(lambda c=c: c.asking in ("bid", "play", "announce") or bool(c.match.deal.tricks),
                            timeout=20000)
            if c.asking == "bid":
                bid_by_clicking(qtbot, window)
                continue
            break
        if c.asking == "announce":
            break
        c.shutdown()
    else:
        pytest.fail("no deal offered the human a declaration")
    panel = window.declaration_panel
    assert panel.isVisible() and panel.checks
    offered = panel.offered()
    assert offered == c.match.deal.declarations_of(c.human_seat)
    for check, decl in zip(panel.checks, offered, strict=True):  # a screen reader hears the cards in words
        name = check.accessibleName()
        assert "♥" not in name and "♠" not in name and "♦" not in name and "♣" not in name
        assert name.endswith(f"({decl.value})") and (decl.kind == CARRE or " of " in name)
    if len(panel.checks) > 1:
        qtbot.mouseClick(panel.checks[0], Qt.MouseButton.LeftButton, pos=panel.checks[0].rect().center())
        expected = offered[1:]
    else:
        expected = offered
    qtbot.mouseClick(panel.announce_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: c.human_seat in c.match.deal.announced)
    assert c.match.deal.announced[c.human_seat] == tuple(expected)
    assert not panel.isVisible()


def test_resizing_during_a_deal_keeps_every_card_on_the_table(qtbot) -> None:
    window = make_window(qtbot, "classic", target=1001, seed=6)
    reach_play(qtbot, window, tricks=2)
    for width, height in ((800, 600), (1920, 1080), (1000, 900), (2560, 1100), (1280, 800)):
        window.resize(width, height)
        qtbot.waitUntil(lambda w=width: abs(window.width() - w) < 2 or window.width() >= w)
        view = window.view
        visible = QRectF(view.viewport().rect())
        for item in window.scene.card_items():
            if not item.isVisible():
                continue
            box = view.mapFromScene(item.sceneBoundingRect()).boundingRect()
            assert visible.contains(QRectF(box)), (width, height, item.card, box)
    # Play goes on after the resizes.
    before = window.controller.match.deal.cards_played
    play_by_clicking(qtbot, window)
    qtbot.waitUntil(lambda: window.controller.match.deal.cards_played > before)


def test_settings_change_the_look_at_once_and_the_rules_next_match(qtbot, monkeypatch) -> None:
    window = make_window(qtbot, "classic", target=1001, seed=8)
    c = window.controller
    wait_for_human_or_end(qtbot, window)
    chosen = window.settings.with_(options=PRESETS["contree"], four_colour=True, speed="fast",
                                   player_name="Ada", opponent_level="hard", card_back="red", felt="burgundy")
    table = window.scene.sceneRect()
    spot = window.view.mapFromScene(table.left() + table.width() * 0.3, table.top() + table.height() * 0.35)
    green = window.view.grab().toImage().pixelColor(spot)

    def player_chooses(dialog: SettingsDialog) -> None:  # in place of open(): the player's edits, then OK
        dialog.set_settings(chosen)
        dialog.button_box.button(QDialogButtonBox.StandardButton.Ok).click()

    monkeypatch.setattr(SettingsDialog, "open", player_chooses)
    window.settings_action.trigger()
    assert window.settings == chosen
    assert window.dialogs.settings_dialog is None  # closed, and left for Qt to delete
    assert window.scene.speed == "fast"
    assert all(item.four_colour for item in window.scene.card_items())
    cloth = window.view.grab().toImage().pixelColor(spot)
    assert green.green() > green.red() and cloth.red() > 2 * cloth.green()  # the cloth is burgundy now
    assert window.scene.card_back == "red"  # every back drawn from now on
    assert window.scene.plate(c.human_seat).name == "Ada"
    assert c.match.options.variant == "classic"  # the match in progress keeps its rules
    window.scene.set_speed("instant")
    window.new_action.trigger()
    assert c.match.options == PRESETS["contree"]
    assert type(c.bots[c.human_seat ^ 1]).__name__ == "HardBot"
    c.shutdown()


def test_the_last_trick_shows_the_trick_just_gathered(qtbot) -> None:
    window = make_window(qtbot, "classic", target=1001, seed=9)
    reach_play(qtbot, window, tricks=1)
    window.last_trick_action.trigger()
    dialog = window.dialogs.last_trick
    deal = window.controller.match.deal
    trick = deal.tricks[-1]
    expected: dict[int, int] = {}
    seat = trick.leader
    for card in trick.cards:
        expected[seat] = card
        seat = deal.next_seat(seat)
    assert dialog.isVisible() and dialog.seat_cards() == expected
    play_by_clicking(qtbot, window)
    wait_for_human_or_end(qtbot, window)
    if len(deal.tricks) > 1:
        assert set(dialog.seat_cards().values()) == set(deal.tricks[-1].cards)


def test_the_deal_summary_waits_for_continue(qtbot) -> None:
    window = make_window(qtbot, "classic", target=2000, seed=10)
    c = window.controller
    play_to_summary(qtbot, window)
    summary = window.dialogs.summary
    assert isinstance(summary, DealSummaryDialog) and summary.isVisible()
    deals = len(c.match.deals)
    scored = c.match.deal.result
    assert scored is not None
    for team in (0, 1):
        assert summary.values["score"][team].text() == str(scored.teams[team].score)
        assert summary.values["card_points"][team].text() == str(scored.teams[team].card_points)
    qtbot.mouseClick(summary.sheet_button, Qt.MouseButton.LeftButton)
    # The sheet opens over the summary (its child), not behind it, and Esc goes back to the summary.
    sheets = [d for d in summary.findChildren(ScoreSheetDialog) if d.isVisible()]
    assert len(sheets) == 1 and QApplication.activeModalWidget() is sheets[0]
    assert sheets[0].sheet.table.rowCount() >= len(c.match.deals)
    QTest.keyClick(sheets[0], Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not sheets[0].isVisible())
    assert summary.isVisible() and QApplication.activeModalWidget() is summary
    button: QPushButton = summary.continue_button
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: len(c.match.deals) == deals + 1 or c.match.is_over)
    assert window.dialogs.summary is None
    c.shutdown()


def test_the_views_point_is_inside_the_scene() -> None:
    from belote_desktop.ui.main_window import PANEL_POINT
    from belote_desktop.ui.table import layout

    assert layout.SCENE_RECT.contains(QPointF(layout.at(*PANEL_POINT)))


def test_trumps_go_where_the_player_likes_them(qtbot) -> None:
    from belote_desktop.engine import cards_of

    for position in ("last", "first"):
        window = make_window(qtbot, "classic", target=1001, seed=12)
        window.apply_settings(window.settings.with_(trump_first=position == "first"))
        c = window.controller
        reach_play(qtbot, window)
        trump = c.match.deal.contract.trump
        suits = [card >> 3 for card in window.scene.human_cards()]
        assert trump in suits and len(set(suits)) > 1  # this seed's hand shows the order
        end = suits[-1] if position == "last" else suits[0]
        assert end == trump, (position, suits, trump)
        assert sorted(window.scene.human_cards()) == sorted(cards_of(c.match.deal.hands[c.human_seat]))
        c.shutdown()


def test_each_new_match_deals_other_cards_repeatably(qtbot) -> None:
    def first_hands(seed: int) -> list[tuple[int, ...]]:
        window = make_window(qtbot, "classic", target=1001, seed=seed)
        hands = [window.controller.match.deals[0].deck]
        for _ in range(2):
            window.new_action.trigger()
            hands.append(window.controller.match.deals[0].deck)
        window.controller.shutdown()
        return hands

    once, again = first_hands(31), first_hands(31)
    assert once == again  # the same window seed: the same matches
    assert len(set(once)) == 3  # but each new match its own cards


def test_a_match_of_a_fixed_number_of_deals_says_which_deal_is_on(qtbot) -> None:
    settings = GameSettings(options=replace(PRESETS["classic"], deals=3), speed="instant",
                            partner_level="easy", opponent_level="easy")
    window = MainWindow(settings, seed=6, human_is_bot=True, auto_continue=True)
    qtbot.addWidget(window)
    window.show()
    window.start()
    c = window.controller
    seen: set[str] = set()

    def look() -> bool:
        if not window.scene.busy:
            seen.add(window.scene.score_panel.title())
            counted = c.match.deals_played + (0 if c.match.deal.is_over else 1)
            if counted <= 3:
                assert f"deal {counted} of 3" in window.match_label.text()
        return c.match.is_over

    qtbot.waitUntil(look, timeout=60000)
    assert {"Deal 1 of 3", "Deal 2 of 3", "Deal 3 of 3"} <= seen
    c.shutdown()


def test_full_screen_from_the_view_menu_and_back_with_esc(qtbot) -> None:
    window = make_window(qtbot, "classic", target=1001, seed=2)
    assert window.full_screen_action in window.view_menu.actions()
    assert "F11" in [key.toString() for key in window.full_screen_action.shortcuts()]
    window.full_screen_action.trigger()
    qtbot.waitUntil(window.isFullScreen)
    assert window.full_screen_action.isChecked()
    qtbot.keyClick(window.view, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not window.isFullScreen())
    assert not window.full_screen_action.isChecked()
    window.controller.shutdown()


def test_the_keyboard_shortcuts_list_every_menu_key_and_stays_beside_the_table(qtbot) -> None:
    from PySide6.QtGui import QKeySequence

    from belote_desktop.ui.dialogs.shortcuts import pressable

    window = make_window(qtbot, "coinche", target=1001, seed=2)
    window.shortcuts_action.trigger()
    dialog = window.dialogs.shortcuts_dialog
    assert dialog is not None and dialog.isVisible() and not dialog.isModal()  # the table plays on beside it
    rows = dialog.rows()
    keys = {keys for keys, _ in rows}
    for menu in window.menuBar().findChildren(type(window.view_menu)):
        for action in menu.actions():
            for sequence in filter(pressable, action.shortcuts()):  # the platform's aliases are left out
                assert any(sequence.toString(QKeySequence.SequenceFormat.NativeText) in k for k in keys), \
                    action.text()
    assert ("P", "Pass") in rows and any(words.startswith("Coinche") for _, words in rows)
    assert dialog.table.rowCount() == len(rows)
    window.shortcuts_action.trigger()  # asked again: the same window comes to the front
    assert window.dialogs.shortcuts_dialog is dialog
    dialog.reject()
    assert window.dialogs.shortcuts_dialog is None
    window.controller.shutdown()
