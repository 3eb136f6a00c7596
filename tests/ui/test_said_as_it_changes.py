"""Everything said as it changes (issue 35, D3, D4, D6, D12, D13): the bid being built, what an undo took back and
what a redo plays again, the rules help opening and closing, the declarations prompt, Say that again after a
language change. The sentences are taken where the game sends them to the screen reader (``Announcer.spoken``),
the keys go in as the window system gives them."""

from __future__ import annotations

import itertools
from collections.abc import Callable, Iterator
from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QWidget

from belote_desktop.engine import PRESETS
from belote_desktop.engine.declarations import CARRE
from belote_desktop.engine.tricks import POINTS
from belote_desktop.i18n.language import LanguageManager
from belote_desktop.session.settings import GameSettings
from belote_desktop.ui.access import speech
from belote_desktop.ui.access.table_access import CardSlot
from belote_desktop.ui.common.spoken import card_name, declaration_said
from belote_desktop.ui.main_window import MainWindow
from tests.ui.test_game_window import bid_by_clicking, make_window, play_by_clicking, wait_for_human_or_end
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


def test_an_undo_says_what_it_took_back_and_a_redo_tells_every_move_it_plays_again(qtbot, heard: list[str],
                                                                                   monkeypatch) -> None:
    # The card the reader is on changes no words while the hand is laid out again, before the turn comes.
    on_the_way: list[str] = []


    def watching(setter: Callable[[QWidget, str], None]) -> Callable[[CardSlot, str], None]:
        def set_words(slot: CardSlot, text: str) -> None:
            if slot.hasFocus() and window.controller.asking not in ("play", "bid"):
                on_the_way.append(text)
            setter(slot, text)
        return set_words

    monkeypatch.setattr(CardSlot, "setAccessibleName", watching(QWidget.setAccessibleName))
    monkeypatch.setattr(CardSlot, "setAccessibleDescription", watching(QWidget.setAccessibleDescription))
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
    assert isinstance(QApplication.focusWidget(), CardSlot)  # the reader is on a card as the undo comes
    on_the_way.clear()
    window.undo_action.trigger()
    wait_for_human_or_end(qtbot, window)
    assert on_the_way == []
    taken = "; ".join(speech.fill_seat(names[a.seat], card_name(a.value)) for a in moves)
    expected = ["Move taken back: this match now counts as assisted.", f"Taken back: {taken}."]
    if on_table:
        expected.append(f"On the table: {', '.join(on_table)}.")
    assert heard[:len(expected)] == expected
    assert heard[len(expected)].startswith("Your turn. Cards you can play: ")
    assert len(heard) == len(expected) + 1

    heard.clear()
    on_the_way.clear()
    window.redo_action.trigger()
    wait_for_human_or_end(qtbot, window)
    assert on_the_way == []
    assert heard[0] == "Move played again."
    assert heard[1:-1] == redone  # every move played again, in order, with the tricks it ended
    assert heard[-1].startswith("Your turn. Cards you can play: ")
    c.shutdown()


def test_the_rules_help_says_it_opened_at_which_section_and_that_it_closed(qtbot, heard: list[str]) -> None:
    window = make_window(qtbot, "classic", target=3000, seed=8)
    c = window.controller
    reach_play(qtbot, window)
    listen(window, heard)
    focus = QApplication.focusWidget()
    press(window, Qt.Key.Key_F1)
    panel = window.rules_panel
    assert panel.isVisible()
    title = panel.contents.currentItem().text()
    assert heard == [f"Rules open: {title}. Tab past your cards to read them; F1 closes them."]
    assert QApplication.focusWidget() is focus  # said, and the keys stay with the cards
    window.show_rule("R6")  # a refused card's "Why?": the open help turns to the rule's section
    assert heard[-1] == f"Rules open: {panel.contents.currentItem().text()}. Tab past your cards to read them; " \
                        "F1 closes them." != heard[0]
    press(window, Qt.Key.Key_F1)
    assert not panel.isVisible() and heard[-1] == "Rules closed."
    assert len(heard) == 3
    c.shutdown()


def window_offering_declarations(qtbot, heard: list[str]) -> MainWindow:
    """A coinche window where the player is asked about declarations (not announced for them), heard from the
    start; the first seed that deals the player one."""
    for seed in range(60):
        settings = GameSettings(options=replace(PRESETS["coinche"], target=1001), speed="instant",
                                partner_level="easy", opponent_level="easy", auto_announce=False)
        window = MainWindow(settings, seed=seed, auto_continue=True)
        qtbot.addWidget(window)
        window.resize(1280, 800)
        window.show()
        heard.clear()
        listen(window, heard)
        window.start()
        c = window.controller
        for _ in range(40):
            qtbot.waitUntil(lambda c=c: c.asking in ("bid", "play", "announce") or bool(c.match.deal.tricks),
                            timeout=20000)
            if c.asking != "bid":
                break
            bid_by_clicking(qtbot, window)
        if c.asking == "announce":
            return window
        c.shutdown()
    pytest.fail("no deal offered the player a declaration")


def test_the_declarations_prompt_says_which_cards_and_which_keys(qtbot, heard: list[str]) -> None:
    window = window_offering_declarations(qtbot, heard)
    c = window.controller
    panel = window.declaration_panel
    offered = panel.offered()
    said = "; ".join(declaration_said(d) for d in offered)
    if len(offered) == 1:
        keys = "Enter announces it, N says nothing, 1 ticks or unticks it."
    else:
        keys = f"Enter announces the ticked ones, N says nothing, 1 to {len(offered)} tick or untick one."
    assert f"You may announce {said}. {keys}" in heard
    assert all(decl.kind == CARRE or " of " in declaration_said(decl) for decl in offered)  # the cards, in words
    # Tab goes through the panel in reading order: each declaration, then Announce, then Say nothing.
    panel.checks[0].setFocus()
    order = [QApplication.focusWidget()]
    for _ in range(len(offered) + 1):
        press(window, Qt.Key.Key_Tab)
        order.append(QApplication.focusWidget())
    assert order == [*panel.checks, panel.announce_button, panel.nothing_button]
    press(window, Qt.Key.Key_N)
    qtbot.waitUntil(lambda: c.human_seat in c.match.deal.announced)
    assert c.match.deal.announced[c.human_seat] == ()
    c.shutdown()


@pytest.fixture
def language(qapp, qm_dir: Path) -> Iterator[LanguageManager]:
    manager = LanguageManager(qm_dir)
    yield manager
    manager.unload()


def test_say_that_again_after_a_language_change_speaks_the_new_language(qtbot, language: LanguageManager,
                                                                        heard: list[str]) -> None:
    assert language.set_language("de")
    window = make_window(qtbot, "classic", target=3000, seed=8)
    c = window.controller
    wait_for_human_or_end(qtbot, window)
    assert c.asking == "bid" and window.announcer.last() == "Du bist mit Bieten dran."
    assert language.set_language("pl")  # as the Language menu does
    QApplication.processEvents()
    listen(window, heard)
    press(window, Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier)
    assert heard == ["Twoja kolej na licytację."]
    press(window, Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier)  # and again: the same words
    assert heard == ["Twoja kolej na licytację."] * 2
    assert window.statusBar().currentMessage() == "Twoja kolej na licytację."  # the line says it too

    for tricks in range(8):  # a turn where a card may not be played
        reach_play(qtbot, window, tricks=tricks)
        legal = set(c.legal_cards())
        illegal = next((s for s in window.table_access.slots if s.card is not None and s.card not in legal), None)
        if illegal is not None:
            break
        play_by_clicking(qtbot, window)
    else:
        pytest.fail("every card could be played at every turn of the deal")
    illegal.click()  # a reader's press on a card that cannot be played: refused, with the reason
    refused = window.announcer.last()
    assert language.set_language("fr")
    QApplication.processEvents()
    heard.clear()
    press(window, Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier)
    assert heard == [speech.refusal_sentence(illegal.card, window.refusals.reason_text(
        c.match.deal.why_illegal(illegal.card)[1]))] != [refused]
    assert heard[0].startswith("Vous ne pouvez pas jouer cette carte")
    c.shutdown()
