"""A screen reader at the table (issue 17), through Qt's accessibility API on the real window: the tree
holds the hand's cards with their names and whether they can be played, the seats, the trick, the
panels and every bidding button by name; a whole deal is told in order; a refused card says why; the
arrows move the reader's focus with the ring; an undo does not tell the deal again."""

from __future__ import annotations

from dataclasses import replace

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible, QAccessibleInterface
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from belote_desktop.engine import PRESETS, cards_of
from belote_desktop.engine.tricks import POINTS
from belote_desktop.session.settings import GameSettings
from belote_desktop.ui.access import speech
from belote_desktop.ui.access.table_access import CardSlot
from belote_desktop.ui.common.spoken import card_name
from belote_desktop.ui.main_window import MainWindow
from tests.ui.test_game_window import (
    click_card,
    human_items,
    make_window,
    play_by_clicking,
    play_to_summary,
    wait_for_human_or_end,
)
from tests.ui.test_window_features import reach_play

Node = tuple[QAccessible.Role, str, str]


def tree(window: MainWindow) -> list[Node]:
    """Every visible object of the window's accessibility tree: (role, name, description)."""
    out: list[Node] = []

    def walk(iface: QAccessibleInterface) -> None:
        if iface.state().invisible:
            return
        out.append((iface.role(), iface.text(QAccessible.Text.Name), iface.text(QAccessible.Text.Description)))
        for i in range(iface.childCount()):
            child = iface.child(i)
            if child is not None:
                walk(child)

    root = QAccessible.queryAccessibleInterface(window)
    assert root is not None
    walk(root)
    return out


def named(nodes: list[Node], role: QAccessible.Role) -> dict[str, str]:
    return {name: description for r, name, description in nodes if r == role}


def test_the_tree_holds_the_hand_the_panels_and_every_bidding_button(qtbot) -> None:
    window = make_window(qtbot, "coinche", target=3000, seed=3)
    c = window.controller
    wait_for_human_or_end(qtbot, window)
    assert c.asking == "bid"
    window.table_access.refresh()
    nodes = tree(window)
    buttons = named(nodes, QAccessible.Role.Button)
    hand = cards_of(c.deal.hands[c.human_seat])
    assert {card_name(card) for card in hand} <= set(buttons)
    for word in ("Bid", "Pass", "Coinche", "Surcoinche"):
        assert word in buttons
    trumps = named(nodes, QAccessible.Role.CheckBox)
    assert {"Spades as trump", "Hearts as trump", "Diamonds as trump", "Clubs as trump",
            "Sans atout: no trump", "Tout atout: every suit is trump"} <= set(trumps)
    texts = [name for role, name, _ in nodes if role == QAccessible.Role.StaticText]
    assert "Contract: none yet" in texts or any(t.startswith("Contract: highest bid: ") for t in texts)
    assert "Score: You & Partner 0, Opponents 0" in texts
    assert any(t.startswith("Left: cards in hand: 8") for t in texts)
    assert "Cards on the table: none" in texts
    c.shutdown()


def test_at_the_players_turn_each_card_says_whether_it_can_be_played(qtbot) -> None:
    window = make_window(qtbot, "classic", target=3000, seed=8)
    c = window.controller
    reach_play(qtbot, window, tricks=1)
    window.table_access.refresh()
    buttons = named(tree(window), QAccessible.Role.Button)
    hand = cards_of(c.deal.hands[c.human_seat])
    legal = set(c.legal_cards())
    assert legal
    chosen = window.keyboard.chosen
    for number, card in enumerate(window.scene.human_cards()):
        description = buttons[card_name(card)]
        state = "can be played" if card in legal else "cannot be played now"
        ring = ", chosen" if card == chosen else ""
        assert description == f"{state}{ring}, card {number + 1} of {len(hand)}"
    window.view.setFocus()
    QTest.keyClick(window.view, Qt.Key.Key_Right)  # the ring on a card: the reader hears it is the chosen one
    window.table_access.refresh()
    ringed = named(tree(window), QAccessible.Role.Button)[card_name(window.keyboard.chosen)]
    assert ", chosen, card " in ringed
    texts = [name for role, name, _ in tree(window) if role == QAccessible.Role.StaticText]
    assert any(t.startswith("Contract: ") and " by " in t for t in texts)
    c.shutdown()


def told_deal(window: MainWindow, number: int) -> list[str]:
    """What the engine's record of deal ``number`` says must be told, in order (the long sentences)."""
    c = window.controller
    deal = c.match.deals[number]
    names = window.presenter.names()
    human, variant = c.human_seat, c.options.variant
    out = [speech.deal_sentence(number + 1, deal.dealer, deal.up_card if c.options.is_classic else None,
                                names, False)]
    out += [speech.bid_sentence(seat, bid, names, human, variant, False) for seat, bid in deal.bids]
    assert deal.contract is not None
    out.append(speech.contract_sentence(deal.contract, names, variant, False))
    for n, trick in enumerate(deal.tricks):
        seat = trick.leader
        for card in trick.cards:
            out.append(speech.play_sentence(seat, card, None, names, human, False))
            seat = deal.next_seat(seat)
        points = sum(POINTS[deal.contract.trump][card] for card in trick.cards) + (10 if n == 7 else 0)
        out.append(speech.trick_sentence(trick.winner, points, names, human, False))
    return out


def in_order(wanted: list[str], heard: list[str]) -> list[str]:
    """The sentences of ``wanted`` not heard in that order (belote and rebelote may follow a card)."""
    position = 0
    missing = []
    for sentence in wanted:
        found = next((i for i in range(position, len(heard)) if heard[i].startswith(sentence)), None)
        if found is None:
            missing.append(sentence)
        else:
            position = found + 1
    return missing


@pytest.mark.parametrize("variant", ["classic", "coinche"])
def test_a_whole_deal_is_told_in_order(qtbot, variant: str) -> None:
    window = make_window(qtbot, variant, target=3000, seed=5)
    c = window.controller
    play_to_summary(qtbot, window)
    qtbot.waitUntil(lambda: not window.scene.busy)
    heard = list(window.announcer.history)
    number = len(c.match.deals) - 1
    while c.match.deals[number].contract is None:
        number -= 1  # a deal thrown in before it: told too, but the one played is checked
    assert in_order(told_deal(window, number), heard) == []
    assert any(s.startswith(("The contract is made.", "The contract fails.", "Litige")) for s in heard)
    if any(seat == c.human_seat for seat, _ in c.match.deals[number].bids):
        assert "Your turn to bid." in heard
    assert any(s.startswith("Your turn. Cards you can play: ") for s in heard)
    c.shutdown()


def test_short_announcements_are_short(qtbot) -> None:
    settings = GameSettings(options=replace(PRESETS["coinche"], target=3000), speed="instant",
                            partner_level="easy", opponent_level="easy", short_announcements=True)
    window = MainWindow(settings, seed=3, auto_continue=True)
    qtbot.addWidget(window)
    window.show()
    window.start()
    c = window.controller
    reach_play(qtbot, window, tricks=1)
    heard = list(window.announcer.history)
    names = window.presenter.names()
    first = c.deal.tricks[0]
    assert speech.fill_seat(names[first.leader], card_name(first.cards[0])) in heard
    assert not any(" plays the " in s for s in heard)
    assert any(s.startswith("Contract: ") for s in heard)
    c.shutdown()


def test_a_refused_card_is_told_with_its_reason(qtbot) -> None:
    window = make_window(qtbot, "classic", target=3000, seed=8)
    c = window.controller
    for tricks in range(1, 8):
        reach_play(qtbot, window, tricks=tricks)
        illegal = [item for item in human_items(window) if item.dimmed]
        if illegal:
            break
        play_by_clicking(qtbot, window)
    else:
        pytest.skip("every card was legal at every turn of this deal")
    click_card(qtbot, window, illegal[0])
    said = window.announcer.last()
    assert said.startswith(f"The {card_name(illegal[0].card)} cannot be played: "), said
    assert said.endswith(window.refusals.reason_text(c.deal.why_illegal(illegal[0].card)[1]))
    c.shutdown()


def test_the_arrows_move_the_readers_focus_and_enter_plays(qtbot) -> None:
    window = make_window(qtbot, "classic", target=3000, seed=3)
    c = window.controller
    reach_play(qtbot, window)
    window.view.setFocus()
    QTest.keyClick(window.view, Qt.Key.Key_Right)
    focus = QApplication.focusWidget()
    assert isinstance(focus, CardSlot) and focus.card == window.keyboard.chosen
    assert focus.accessibleName() == card_name(focus.card)
    QTest.keyClick(focus, Qt.Key.Key_Right)
    moved = QApplication.focusWidget()
    assert isinstance(moved, CardSlot) and moved.card == window.keyboard.chosen != focus.card
    legal = c.legal_cards()
    while window.keyboard.chosen not in legal:
        QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Right)
    chosen, played = window.keyboard.chosen, c.deal.cards_played
    QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: c.deal.cards_played > played)
    assert not c.deal.hands[c.human_seat] >> chosen & 1
    c.shutdown()


def test_a_readers_press_on_a_card_plays_it(qtbot) -> None:
    window = make_window(qtbot, "classic", target=3000, seed=3)
    c = window.controller
    reach_play(qtbot, window)
    window.table_access.refresh()
    legal = set(c.legal_cards())
    slot = next(s for s in window.table_access.slots if s.card in legal)
    card, played = slot.card, c.deal.cards_played
    assert card is not None
    slot.click()  # what the reader's "press" action does on a button
    qtbot.waitUntil(lambda: c.deal.cards_played > played)
    assert not c.deal.hands[c.human_seat] >> card & 1
    c.shutdown()


def test_an_undo_does_not_tell_the_deal_again(qtbot) -> None:
    window = make_window(qtbot, "classic", target=3000, seed=8)
    c = window.controller
    reach_play(qtbot, window, tricks=1)
    play_by_clicking(qtbot, window)
    wait_for_human_or_end(qtbot, window)
    before = len(window.announcer.history)
    window.undo_action.trigger()
    wait_for_human_or_end(qtbot, window)
    after = list(window.announcer.history)[before:]
    assert "Move taken back: this match now counts as assisted." in after
    assert not any(" plays the " in s or s.startswith("Deal ") for s in after), after
    c.shutdown()


def test_tab_reaches_the_cards_and_the_ring_follows(qtbot) -> None:
    window = make_window(qtbot, "classic", target=3000, seed=3)
    c = window.controller
    reach_play(qtbot, window)
    window.table_access.refresh()
    window.view.setFocus()
    seen = []
    for _ in range(12):
        QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
        focus = QApplication.focusWidget()
        if isinstance(focus, CardSlot):
            assert window.keyboard.chosen == focus.card  # the focus is seen: the ring is on that card
            seen.append(focus.card)
    assert set(seen) == set(window.scene.human_cards())
    c.shutdown()


def test_a_resumed_match_is_said_and_its_deal_not_told_again(qtbot, tmp_path) -> None:
    window = make_window(qtbot, "classic", target=3000, seed=8, data_folder=tmp_path)
    reach_play(qtbot, window, tricks=1)
    window.close()
    qtbot.waitUntil(lambda: not window.isVisible())
    again = make_window(qtbot, "classic", target=3000, seed=8, data_folder=tmp_path)
    wait_for_human_or_end(qtbot, again)
    heard = list(again.announcer.history)
    assert heard[0] == "Your match was resumed where you left it."
    assert not any(" plays the " in s or " bids " in s or s.startswith("Deal ") for s in heard), heard
    assert any(s.startswith("Your turn. Cards you can play: ") for s in heard)
    again.controller.shutdown()


@pytest.mark.parametrize(("code", "hearts"), [("en", "Take hearts"), ("nl", "Harten nemen"), ("fr", "Prendre cœur"),
                                              ("de", "Herz nehmen"), ("sv", "Ta hjärter"), ("pl", "Biorę kier")])
def test_the_take_buttons_are_named_with_the_suit_as_said_in_a_sentence(qtbot, qm_dir, code: str,
                                                                        hearts: str) -> None:
    # The button shows "Take ♥"; a reader says its name, with the suit word as in "the jack of hearts",
    # the whole name starting with a capital even where the language puts the suit first.
    from belote_desktop.i18n.language import LanguageManager
    from belote_desktop.ui.panels.bidding import BiddingPanel

    languages = LanguageManager(qm_dir)
    panel = BiddingPanel("classic")
    qtbot.addWidget(panel)
    try:
        assert languages.set_language(code)
        panel.retranslate()
        names = [button.accessibleName() for button in panel.take_buttons]
        assert names[1] == hearts
        assert all(name[:1].isupper() for name in names) and len(set(names)) == 4
    finally:
        languages.unload()
