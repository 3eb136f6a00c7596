"""Asking the table (issue 35): each key says one thing of the table in a sentence, through the game's speech
path, in every phase of a deal and every variant; Page Up and Page Down step through what was said; Ctrl and
a suit's number, or Ctrl and the arrows, go to a suit of the hand. Every key is pressed on the real window.

The expected sentences are built here from the engine's record of the deal (an oracle of their own),
with the game's words for cards, bids and contracts."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QWidget

from belote_desktop.engine import PRESETS, Deal
from belote_desktop.engine.bidding import CONTRACT, PASS
from belote_desktop.engine.deal import seat_order
from belote_desktop.engine.tricks import POINTS
from belote_desktop.session.settings import GameSettings
from belote_desktop.ui.access.query_keys import QUESTIONS
from belote_desktop.ui.common.spoken import bid_words, card_name, contract_words, rank_name, suit_word
from belote_desktop.ui.dialogs.shortcuts import ShortcutsDialog
from belote_desktop.ui.main_window import MainWindow
from tests.ui.test_game_window import (
    bid_by_clicking,
    make_window,
    play_by_clicking,
    play_to_summary,
    wait_for_human_or_end,
)

pytest.importorskip("pytestqt")

KEYS = {question: key for key, question in QUESTIONS}
VARIANTS = ["classic", "coinche", "contree"]
RANKS = "789TJQKA"


def hear(qtbot, window: MainWindow, act: Callable[[], None]) -> list[str]:
    """What the window says while ``act`` runs and the table settles."""
    said: list[str] = []

    def heard(text: str) -> None:
        said.append(text)

    window.announcer.spoken.connect(heard)
    try:
        act()
        qtbot.waitUntil(lambda: bool(said) and not window.scene.busy)
    finally:
        window.announcer.spoken.disconnect(heard)
    return said


def press(qtbot, window: MainWindow, key: str, on: QWidget | None = None) -> str:
    """Press ``key`` (as "O", "Ctrl+2", "PgUp") with the keyboard on ``on`` (the table by default): the sentence."""
    target = on if on is not None else window.view
    target.window().activateWindow()
    target.setFocus()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is target)
    combo = QKeySequence(key)[0]
    said = hear(qtbot, window, lambda: QTest.keyClick(target, combo.key(), combo.keyboardModifiers()))
    assert len(said) == 1, said
    return said[0]


def ask(qtbot, window: MainWindow, question: str, on: QWidget | None = None) -> str:
    return press(qtbot, window, KEYS[question], on)


def answers(qtbot, window: MainWindow, on: QWidget | None = None) -> dict[str, str]:
    return {question: ask(qtbot, window, question, on) for question in KEYS}


# ---------------------------------------------------------------------- the oracle
def names(window: MainWindow) -> dict[int, str]:
    return window.presenter.names()


def seat_and(window: MainWindow, seat: int, what: str) -> str:
    return f"{names(window)[seat]}: {what}"


def clockwise(window: MainWindow) -> bool:
    return window.controller.match.options.direction == "clockwise"


def expected_trick(window: MainWindow, deal: Deal | None) -> str:
    human = window.controller.human_seat
    if deal is None or deal.phase != "playing":
        return "No cards on the table."
    if not deal.trick:
        return "No cards on the table: you lead." if deal.turn == human else \
            f"No cards on the table: {names(window)[deal.turn]} leads."
    seats = seat_order(deal.trick_leader, clockwise(window))
    cards = ", ".join(seat_and(window, s, card_name(c)) for s, c in zip(seats, deal.trick, strict=False))
    winning = deal.winning_seat
    return f"On the table: {cards}. " + ("You are winning it." if winning == human
                                         else f"{names(window)[winning]} is winning it.")


def expected_auction(window: MainWindow, deal: Deal | None) -> str:
    if deal is None:
        return "No bids yet."
    if not deal.bids:
        first = deal.first_seat
        return "No bids yet: you bid first." if first == window.controller.human_seat else \
            f"No bids yet: {names(window)[first]} bids first."
    variant = window.controller.match.options.variant
    said = [seat_and(window, s, bid_words(b, variant)) for s, b in deal.bids]
    if variant == "classic" and len(said) > 4 and all(b.kind == PASS for _s, b in deal.bids[:4]):
        return f"First round: {', '.join(said[:4])}. Second round: {', '.join(said[4:])}."
    return f"Bids: {', '.join(said)}."


def expected_last_trick(window: MainWindow, deal: Deal | None) -> str:
    if deal is None or not deal.tricks:
        return "No trick has been taken yet in this deal."
    trick = deal.tricks[-1]
    seats = seat_order(trick.leader, clockwise(window))
    cards = ", ".join(seat_and(window, s, card_name(c)) for s, c in zip(seats, trick.cards, strict=True))
    points = sum(POINTS[deal.mode][c] for c in trick.cards) + (10 if len(deal.tricks) == 8 else 0)
    who = "You won it" if trick.winner == window.controller.human_seat else f"{names(window)[trick.winner]} won it"
    return f"Last trick, trick {len(deal.tricks)} of 8: {cards}. {who}, {points} points."


def expected_hand(window: MainWindow, deal: Deal | None) -> str:
    """The hand as the table lays it out, checked against the engine's: suits as they lie, ranks in order."""
    cards = window.scene.human_cards()
    if deal is not None:
        assert sorted(cards) == sorted(c for c in range(32) if deal.hands[window.controller.human_seat] >> c & 1)
    if not cards:
        return "You have no cards."
    trump = deal.contract.trump if deal is not None and deal.contract is not None else None
    groups: list[tuple[int, list[int]]] = []
    for c in cards:
        if groups and groups[-1][0] == c >> 3:
            groups[-1][1].append(c)
        else:
            groups.append((c >> 3, [c]))
    assert len({suit for suit, _ in groups}) == len(groups), "a suit lies together in the hand"
    parts = [f"{suit_word(s)}{' (trumps)' if s == trump else ''}: {', '.join(rank_name(c & 7) for c in group)}"
             for s, group in groups]
    return f"Your hand, {len(cards)} cards: {'; '.join(parts)}."


def expected_up_card(window: MainWindow, deal: Deal | None) -> str:
    if window.controller.match.options.variant != "classic":
        return "No card is turned up in this game: every player is dealt eight cards."
    if deal is None:
        return "No card has been turned up yet."
    if deal.contract is None:
        return f"Turned up: the {card_name(deal.up_card)}."
    taker = "you" if deal.contract.taker == window.controller.human_seat else names(window)[deal.contract.taker]
    return f"The turned-up card, the {card_name(deal.up_card)}, went to {taker}."


def expected_contract(window: MainWindow, deal: Deal | None) -> str:
    variant = window.controller.match.options.variant
    if deal is None or deal.contract is None:
        return "No contract yet."  # (with a bid made: the highest bid too, see test_the_highest_bid_so_far_in_coinche)
    text = f"The contract is {contract_words(deal.contract, names(window), variant)}."
    if deal.phase == "scored":
        result = deal.result
        text += " It ended in a litige." if result.litige else " It was made." if result.made else " It failed."
    return text


def expected_score(window: MainWindow, deal: Deal | None) -> str:
    match = window.controller.match
    us = window.controller.human_seat & 1
    text = f"Score: you and your partner {match.totals[us]}, your opponents {match.totals[us ^ 1]}."
    if deal is not None and deal.phase == "playing" and deal.tricks:
        text += (f" This deal so far: you and your partner {deal.card_points[us]}, your opponents "
                 f"{deal.card_points[us ^ 1]}.")
    if match.winner is not None:
        won = "you and your partner win" if match.winner == us else "your opponents win"
        return text + f" The match is over: {won}, {max(match.totals)} to {min(match.totals)}."
    return text + f" The first team to reach {match.options.target} points wins."


def expected_turn(window: MainWindow, deal: Deal | None) -> str:
    human = window.controller.human_seat
    if deal is None:
        return "The cards have not been dealt yet."
    if deal.phase == "scored":
        return "The match is over." if window.controller.match.winner is not None else "The deal is over."
    if deal.phase == "bidding":
        return "Your turn to bid." if deal.turn == human else f"{names(window)[deal.turn]} bids next."
    who = "Your turn to play." if deal.turn == human else f"{names(window)[deal.turn]} plays next."
    return f"{who} Trick {deal.trick_number} of 8."


def expected(window: MainWindow) -> dict[str, str]:
    deals = window.controller.match.deals
    deal = deals[-1] if deals else None
    out = {
        "trick": expected_trick(window, deal),
        "score": expected_score(window, deal),
        "turn": expected_turn(window, deal),
        "auction": expected_auction(window, deal),
        "up_card": expected_up_card(window, deal),
        "last_trick": expected_last_trick(window, deal),
        "hand": expected_hand(window, deal),
    }
    if deal is not None and deal.contract is None and any(b.kind == CONTRACT for _s, b in deal.bids):
        out["contract"] = "highest"  # checked on its own: the highest bid and its coinche
    else:
        out["contract"] = expected_contract(window, deal)
    return out


def check_all(qtbot, window: MainWindow, on: QWidget | None = None) -> dict[str, str]:
    said = answers(qtbot, window, on)
    wanted = expected(window)
    for question, sentence in said.items():
        if wanted[question] == "highest":
            continue
        assert sentence == wanted[question], question
    return said


def window_of(qtbot, variant: str, seed: int = 3, start: bool = True, **options: object) -> MainWindow:
    if start:
        return make_window(qtbot, variant, target=options.pop("target", 1001), seed=seed)  # type: ignore[arg-type]
    settings = GameSettings(options=replace(PRESETS[variant], target=1001), speed="instant",
                            partner_level="easy", opponent_level="easy")
    window = MainWindow(settings, seed=seed, auto_continue=True)
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    return window


# ---------------------------------------------------------------------- the phases
@pytest.mark.parametrize("variant", VARIANTS)
def test_before_the_deal(qtbot, variant: str) -> None:
    window = window_of(qtbot, variant, start=False)
    said = check_all(qtbot, window)
    assert said["turn"] == "The cards have not been dealt yet."
    assert said["hand"] == "You have no cards."
    assert not window.controller.match.deals  # asking dealt nothing
    window.controller.shutdown()


@pytest.mark.parametrize("variant", VARIANTS)
def test_at_the_first_bid(qtbot, variant: str) -> None:
    window = window_of(qtbot, variant)
    wait_for_human_or_end(qtbot, window)
    assert window.controller.asking == "bid"
    said = check_all(qtbot, window)
    deal = window.controller.match.deal
    assert said["turn"] == "Your turn to bid."
    if variant == "classic":
        assert said["up_card"] == f"Turned up: the {card_name(deal.up_card)}."
        assert said["hand"].startswith("Your hand, 5 cards: ")
    else:
        assert said["hand"].startswith("Your hand, 8 cards: ")
    # The keys work with the keyboard on the bidding panel too.
    assert ask(qtbot, window, "turn", on=window.bidding_panel.pass_button) == "Your turn to bid."
    window.controller.shutdown()


def test_the_highest_bid_so_far_in_coinche(qtbot) -> None:
    def bid_so_far(window: MainWindow) -> list:
        c = window.controller
        wait_for_human_or_end(qtbot, window)
        while c.asking == "bid":
            bids = [(s, b) for s, b in c.match.deal.bids if b.kind == CONTRACT]
            if bids:
                return bids
            window.bidding_panel.pass_button.click()
            wait_for_human_or_end(qtbot, window)
        return []

    for seed in range(3, 40):
        window = window_of(qtbot, "coinche", seed=seed)
        bids = bid_so_far(window)
        if bids:
            break
        window.controller.shutdown()
    else:
        pytest.fail("no seed with a bid before the player's")
    seat, bid = bids[-1]
    said = ask(qtbot, window, "contract")
    assert said == f"No contract yet. Highest bid: {bid_words(bid, 'coinche')} by {names(window)[seat]}."
    assert seat_and(window, seat, bid_words(bid, "coinche")) in ask(qtbot, window, "auction")
    window.controller.shutdown()


def reach_the_play(qtbot, window: MainWindow, cards_on_table: bool) -> None:
    """Bid and play by clicking until the player is to play, with (or without) cards on the table, after the
    first trick."""
    c = window.controller
    for _ in range(300):
        wait_for_human_or_end(qtbot, window)
        assert not c.match.is_over
        deal = c.match.deal
        if c.asking == "bid":
            bid_by_clicking(qtbot, window)
        elif deal.tricks and bool(deal.trick) == cards_on_table:
            return
        elif deal.phase == "scored":
            window.controller.next_deal()
        else:
            play_by_clicking(qtbot, window)
    pytest.fail("never reached")


@pytest.mark.parametrize("variant", VARIANTS)
def test_in_the_play(qtbot, variant: str) -> None:
    window = window_of(qtbot, variant)
    reach_the_play(qtbot, window, cards_on_table=True)
    said = check_all(qtbot, window)
    deal = window.controller.match.deal
    assert said["trick"].startswith("On the table: ")
    assert said["last_trick"].startswith(f"Last trick, trick {len(deal.tricks)} of 8: ")
    assert "This deal so far: " in said["score"]
    assert said["contract"].startswith("The contract is ")
    if variant == "classic":
        assert "went to" in said["up_card"]
    window.controller.shutdown()


@pytest.mark.parametrize("variant", VARIANTS)
def test_between_tricks(qtbot, variant: str) -> None:
    """The table is clear, the last trick gathered, the next card not played yet (the player leads)."""
    for seed in (3, 4, 5, 6, 7, 8):
        window = window_of(qtbot, variant, seed=seed)
        try:
            reach_the_play(qtbot, window, cards_on_table=False)
        except pytest.fail.Exception:
            window.controller.shutdown()
            continue
        break
    else:
        pytest.fail("no seed where the player leads a trick")
    said = check_all(qtbot, window)
    assert said["trick"] == "No cards on the table: you lead."
    assert said["last_trick"].startswith("Last trick, trick ")
    window.controller.shutdown()


@pytest.mark.parametrize("variant", VARIANTS)
def test_when_the_deal_is_over(qtbot, variant: str) -> None:
    """With the deal's summary in front, the keys still answer (the keyboard is on the summary)."""
    window = window_of(qtbot, variant)
    play_to_summary(qtbot, window)
    summary = window.dialogs.summary
    assert summary is not None
    said = check_all(qtbot, window, on=summary.continue_button)
    deal = window.controller.match.deal
    assert said["turn"] == "The deal is over."
    assert said["hand"] == "You have no cards."
    assert said["trick"] == "No cards on the table."
    assert said["last_trick"].startswith("Last trick, trick 8 of 8: ")
    assert said["contract"].endswith((" It was made.", " It failed.", " It ended in a litige."))
    assert deal.phase == "scored"
    window.controller.shutdown()


def test_when_the_match_is_over(qtbot) -> None:
    window = window_of(qtbot, "coinche", target=100)
    c = window.controller
    for _ in range(2000):
        wait_for_human_or_end(qtbot, window)
        if c.match.is_over:
            break
        if c.asking == "bid":
            bid_by_clicking(qtbot, window)
        else:
            play_by_clicking(qtbot, window)
    qtbot.waitUntil(lambda: not window.scene.busy)
    said = check_all(qtbot, window)
    assert said["turn"] == "The match is over."
    assert " The match is over: " in said["score"]
    c.shutdown()


# ---------------------------------------------------------------------- answers wait for the table
def test_an_answer_asked_while_a_card_flies_comes_after_it(qtbot) -> None:
    settings = GameSettings(options=PRESETS["coinche"], speed="fast", partner_level="easy", opponent_level="easy")
    window = MainWindow(settings, seed=3, auto_continue=True)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.start()
    c = window.controller
    reach_the_play(qtbot, window, cards_on_table=True)
    card = c.legal_cards()[0]
    said: list[str] = []
    window.announcer.spoken.connect(said.append)
    window.view.setFocus()
    c.human.play(card)
    assert window.scene.busy  # the card is on its way
    QTest.keyClick(window.view, Qt.Key.Key_O)
    qtbot.waitUntil(lambda: any(s.startswith(("On the table", "No cards on the table")) for s in said))
    played = next(i for i, s in enumerate(said) if s == f"You play the {card_name(card)}.")
    answer = next(i for i, s in enumerate(said) if s.startswith(("On the table", "No cards on the table")))
    assert played < answer  # said in order: the news first, then what the table shows now
    assert card_name(card) in said[answer] or said[answer].startswith("No cards on the table")
    c.shutdown()


# ---------------------------------------------------------------------- what was said, again
def test_page_up_and_page_down_step_through_what_was_said(qtbot) -> None:
    window = window_of(qtbot, "coinche")
    reach_the_play(qtbot, window, cards_on_table=True)
    kept = list(window.table_keys.recall.sentences)
    assert len(kept) >= 5
    assert kept == list(window.announcer.history)[-len(kept):]
    back = [press(qtbot, window, "PgUp") for _ in range(3)]
    assert back == kept[::-1][:3]  # the newest first, then older
    assert ask(qtbot, window, "turn").startswith("Your turn to play.")  # an answer is not kept: the place stays
    assert press(qtbot, window, "PgDown") == kept[-2]
    assert press(qtbot, window, "PgDown") == kept[-1]
    assert press(qtbot, window, "PgDown") == "No later sentence."
    assert window.table_keys.recall.sentences == kept  # stepping and answers added nothing
    for _ in range(len(kept)):
        press(qtbot, window, "PgUp")
    assert press(qtbot, window, "PgUp") == "No earlier sentence."
    window.controller.shutdown()


# ---------------------------------------------------------------------- the suits of the hand
def test_a_suit_is_a_key_away(qtbot) -> None:
    window = window_of(qtbot, "coinche")
    reach_the_play(qtbot, window, cards_on_table=True)
    hand = window.scene.human_cards()
    for suit in range(4):
        cards = [c for c in hand if c >> 3 == suit]
        said = press(qtbot, window, f"Ctrl+{suit + 1}")
        if cards:
            assert window.keyboard.chosen == cards[0]  # the ring, and Enter, on the suit's first card
            trump = window.controller.match.deal.contract.trump
            word = suit_word(suit) + (" (trumps)" if suit == trump else "")
            assert said == (word[0].upper() + word[1:] + ": " + ", ".join(rank_name(c & 7) for c in cards) + ".")
        else:
            assert said == f"You have no {suit_word(suit)}."
    # Ctrl+Right and Ctrl+Left go round the suits as they lie in the hand.
    suits = list(dict.fromkeys(c >> 3 for c in hand))
    window.keyboard.choose(hand[0])
    for step in range(1, len(suits) + 1):
        press(qtbot, window, "Ctrl+Right")
        assert window.keyboard.chosen >> 3 == suits[step % len(suits)]
    press(qtbot, window, "Ctrl+Left")
    assert window.keyboard.chosen >> 3 == suits[-1]
    window.controller.shutdown()


# ---------------------------------------------------------------------- the keys themselves
def all_shortcuts(window: MainWindow) -> list[tuple[str, QKeySequence]]:
    """Every key bound in the window: its actions, the panels' shortcuts."""
    from PySide6.QtGui import QAction, QShortcut

    out: list[tuple[str, QKeySequence]] = []
    for action in window.findChildren(QAction):
        out.extend((action.objectName() or action.text(), key) for key in action.shortcuts())
    for shortcut in window.findChildren(QShortcut):
        out.append((f"shortcut of {shortcut.parent().objectName()}", shortcut.key()))
    return out


@pytest.mark.parametrize("variant", VARIANTS)
def test_no_key_of_the_table_is_bound_twice(qtbot, variant: str) -> None:
    window = window_of(qtbot, variant)
    keys = [(name, key.toString()) for name, key in all_shortcuts(window) if not key.isEmpty()]
    ours = {key.toString() for action in window.table_keys.actions for key in action.shortcuts()}
    for key in ours:
        owners = [name for name, k in keys if k == key]
        assert len(owners) == 1, (key, owners)  # no bidding, declaration, hint or menu key is one of them
    window.controller.shutdown()


def test_the_shortcut_list_shows_the_keys_the_window_binds(qtbot) -> None:
    window = window_of(qtbot, "classic")
    dialog = ShortcutsDialog(window.menuBar(), window)
    qtbot.addWidget(dialog)
    rows = dict(dialog.rows())
    keys = window.table_keys
    for question, action in keys.question_actions.items():
        key = action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
        assert rows[key] == action.text()
        assert KEYS[question] == action.shortcut().toString()
    assert "Page Up" in " ".join(rows) or "PgUp" in " ".join(rows)
    assert any(row.startswith("Ctrl+1") for row in rows)
    assert any("Ctrl+Left" in row for row in rows)
    window.controller.shutdown()


def test_the_answers_in_another_language(qtbot, qm_dir) -> None:
    from belote_desktop.i18n.language import LanguageManager

    languages = LanguageManager(qm_dir)
    window = window_of(qtbot, "classic")
    wait_for_human_or_end(qtbot, window)
    try:
        assert languages.set_language("de")
        said = ask(qtbot, window, "turn")
        assert said == "Du bist mit Bieten dran."
        assert ask(qtbot, window, "trick") != "No cards on the table."
        assert not ask(qtbot, window, "hand").startswith("Your hand")
    finally:
        languages.set_language("en")
    window.controller.shutdown()


def test_the_score_of_a_match_of_a_fixed_number_of_deals(qtbot) -> None:
    settings = GameSettings(options=replace(PRESETS["contree"], deals=3), speed="instant", partner_level="easy",
                            opponent_level="easy")
    window = MainWindow(settings, seed=3, auto_continue=True)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    assert ask(qtbot, window, "score") == "Score: you and your partner 0, your opponents 0. Deal 1 of 3."
    window.start()
    play_to_summary(qtbot, window)
    match = window.controller.match
    us = window.controller.human_seat & 1
    said = ask(qtbot, window, "score", on=window.dialogs.summary.continue_button)
    assert said == (f"Score: you and your partner {match.totals[us]}, your opponents {match.totals[us ^ 1]}. "
                    f"Deal {match.deals_played} of 3.")
    window.controller.shutdown()


def test_say_that_again_adds_nothing_to_step_through(qtbot) -> None:
    window = window_of(qtbot, "classic")
    wait_for_human_or_end(qtbot, window)
    kept = list(window.table_keys.recall.sentences)
    assert kept
    assert press(qtbot, window, "Ctrl+R") == kept[-1]
    assert window.table_keys.recall.sentences == kept
    assert press(qtbot, window, "PgUp") == kept[-1]
    if len(kept) > 1:
        assert press(qtbot, window, "PgUp") == kept[-2]
    window.controller.shutdown()
