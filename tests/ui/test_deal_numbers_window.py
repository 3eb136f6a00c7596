"""Deal numbers and replays through the real window (issue 37): Game > Play a deal by number, the number in
the deal's summary and on the score sheet, Play this deal again and Let the expert play my cards, by mouse,
keys and what a screen reader is told, in classic, coinche and contrée."""

from __future__ import annotations

import json
import shutil
from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMessageBox

from belote_desktop.engine import SCORED, cards_of
from belote_desktop.engine.deal_numbers import LONG_BASE, dealer_of, deck_of, format_deal_number, parse_deal_number
from belote_desktop.storage import SAVE_NAME
from belote_desktop.storage.statistics import ALONE, ASSISTED, EXPERT
from belote_desktop.ui.dialogs.deal_number import DealNumberDialog
from belote_desktop.ui.dialogs.expert_comparison import ROW_BIDDING, ROW_FIRST_TRICK, ROW_RESULT, ExpertComparisonDialog
from belote_desktop.ui.dialogs.score_sheet import COL_NUMBER, ScoreSheetDialog
from tests.ui.test_game_window import human_items, make_window, play_to_summary, wait_for_human_or_end

VARIANTS = ["classic", "coinche", "contree"]
FIXTURES = Path(__file__).parent.parent / "fixtures"
SEED = 8  # the player speaks first in the first deal: nothing played yet when a number is typed


def held(window) -> list[int]:
    """The cards the player sees in their hand on the table."""
    return sorted(item.card for item in human_items(window))


def type_number(qtbot, dialog: DealNumberDialog, text: str) -> None:
    dialog.box.clear()
    QTest.keyClicks(dialog.box, text)
    QTest.keyClick(dialog.box, Qt.Key.Key_Return)


def counters(window, play: str):
    rows = {key.play: c for key, c in window.keeper.statistics.rows()}
    return rows.get(play)


# ---------------------------------------------------------------------- Game > Play a deal by number
@pytest.mark.parametrize("variant", VARIANTS)
def test_a_deal_played_by_its_number_deals_its_cards_by_its_dealer(qtbot, variant: str) -> None:
    window = make_window(qtbot, variant, target=3000, seed=SEED)
    c = window.controller
    wait_for_human_or_end(qtbot, window)
    window.deal_number_action.trigger()
    dialog = window.dialogs.deal_number_dialog
    assert isinstance(dialog, DealNumberDialog) and dialog.isVisible()
    assert dialog.box.accessibleName() == "Deal number"
    type_number(qtbot, dialog, "482 913 027")
    qtbot.waitUntil(lambda: window.dialogs.deal_number_dialog is None)
    wait_for_human_or_end(qtbot, window)
    deal = c.match.deals[0]
    assert c.match.number == 482913027
    assert (list(deal.deck), deal.dealer) == (deck_of(482913027), dealer_of(482913027))
    assert held(window) == sorted(cards_of(deal.hands[c.human_seat]))
    said = f"A new match starts with deal number {format_deal_number(482913027)}."
    assert window.scene.message.text == said and said in window.announcer.history
    c.shutdown()


@pytest.mark.parametrize("text,words", [
    ("", "Type the number of the deal"),
    ("12a4", "digits only"),
    ("1234567890", "There is no deal with this number"),
    ("0", "There is no deal with this number"),
])
def test_what_is_not_a_deal_number_is_explained_and_the_dialog_stays(qtbot, text: str, words: str) -> None:
    window = make_window(qtbot, "classic", target=3000, seed=SEED)
    before = window.controller.match
    window.deal_number_action.trigger()
    dialog = window.dialogs.deal_number_dialog
    type_number(qtbot, dialog, text)
    assert dialog.isVisible() and dialog.problem.isVisible()
    assert words in dialog.problem.text()
    assert window.announcer.last() == dialog.problem.text()  # heard as well as shown
    assert dialog.box.accessibleDescription() == dialog.problem.text()
    assert dialog.focusWidget() is dialog.box and dialog.box.selectedText() == dialog.box.text()
    QTest.keyClicks(dialog.box, "7")  # typing again takes the message away
    assert not dialog.problem.isVisible()
    QTest.keyClick(dialog, Qt.Key.Key_Escape)
    assert window.dialogs.deal_number_dialog is None and window.controller.match is before
    window.controller.shutdown()


def test_a_match_in_play_is_not_dropped_for_a_number_without_asking(qtbot) -> None:
    window = make_window(qtbot, "coinche", target=3000, seed=SEED)
    c = window.controller
    wait_for_human_or_end(qtbot, window)
    window.bidding_panel.pass_button.click()  # something of the match's is played now
    window.deal_number_action.trigger()
    type_number(qtbot, window.dialogs.deal_number_dialog, "77")
    box = window.dialogs.confirm_box
    assert isinstance(box, QMessageBox)
    match = c.match
    next(b for b in box.buttons() if b.text() == "Keep playing").click()
    assert c.match is match
    window.deal_number_action.trigger()
    type_number(qtbot, window.dialogs.deal_number_dialog, "77")
    next(b for b in window.dialogs.confirm_box.buttons() if b.text() == "Start a new match").click()
    assert c.match.number == 77 and c.match.deals[0].deck == tuple(deck_of(77))
    c.shutdown()


# ---------------------------------------------------------------------- the number in the summary and the sheet
def test_each_deal_s_number_is_in_its_summary_and_on_the_score_sheet(qtbot) -> None:
    window = make_window(qtbot, "classic", target=3000, seed=SEED)
    c = window.controller
    play_to_summary(qtbot, window)
    first = c.match.deal_number(0)
    assert first == c.match.number and first <= 999_999_999
    summary = window.dialogs.summary
    assert summary.number_label.text() == f"Deal number: {format_deal_number(first)}"
    assert summary.number_label.accessibleName() == summary.number_label.text()
    qtbot.mouseClick(summary.continue_button, Qt.MouseButton.LeftButton)
    play_to_summary(qtbot, window)
    second = c.match.deal_number(1)  # dealt from the gathered cards, cut: the deck's own number
    assert second >= LONG_BASE
    assert window.dialogs.summary.number_label.text() == f"Deal number: {format_deal_number(second)}"
    assert deck_of(parse_deal_number(window.dialogs.summary.number_label.text().split(": ")[1])) == \
        list(c.match.deals[1].deck)
    qtbot.mouseClick(window.dialogs.summary.sheet_button, Qt.MouseButton.LeftButton)
    sheet = next(d for d in window.findChildren(ScoreSheetDialog) if d.isVisible())
    table = sheet.sheet.table
    assert table.horizontalHeaderItem(COL_NUMBER).text() == "Number"
    assert table.item(0, COL_NUMBER).text() == format_deal_number(first)
    long_cell = table.item(1, COL_NUMBER)
    assert long_cell.text().endswith("…") and format_deal_number(second) in long_cell.toolTip()
    assert long_cell.data(Qt.ItemDataRole.AccessibleTextRole) == format_deal_number(second)
    table.setFocus()
    table.setCurrentCell(1, 0)
    QTest.keySequence(table, QKeySequence(QKeySequence.StandardKey.Copy))
    assert parse_deal_number(QApplication.clipboard().text()) == second
    sheet.reject()
    c.shutdown()


# ---------------------------------------------------------------------- Play this deal again
@pytest.mark.parametrize("variant", VARIANTS)
def test_play_this_deal_again_deals_the_same_cards_by_the_same_dealer(qtbot, tmp_path: Path, variant: str) -> None:
    window = make_window(qtbot, variant, target=3000, seed=SEED, data_folder=tmp_path)
    c = window.controller
    play_to_summary(qtbot, window)
    played = c.match.deal
    deck, dealer, hands = played.deck, played.dealer, [played.dealt_hand(s) for s in range(4)]
    assert counters(window, ALONE).deals_played == 1
    summary = window.dialogs.summary
    assert summary.again_button.isVisible() and summary.again_button.isEnabled()
    if variant == "coinche":  # by the keys: the button's letter
        QTest.keyClick(summary, Qt.Key.Key_A, Qt.KeyboardModifier.AltModifier)
    else:
        qtbot.mouseClick(summary.again_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.dialogs.summary is None)
    wait_for_human_or_end(qtbot, window)
    deal = c.match.deal
    assert len(c.match.deals) == 1 and (deal.deck, deal.dealer) == (deck, dealer)
    assert c.match.totals == [0, 0] and c.match.history == [] and c.match.assisted
    assert held(window) == sorted(cards_of(deal.hands[c.human_seat]))  # on the table: the player's cards
    assert deal.hands[c.human_seat] & ~hands[c.human_seat] == 0  # the same as the first time
    said = "The deal is dealt again: the same cards, the same dealer. This match now counts apart in your statistics."
    assert window.scene.message.text == said and said in window.announcer.history
    saved = json.loads((tmp_path / SAVE_NAME).read_text(encoding="utf-8"))
    assert len(saved["deals"]) == 1 and saved["assisted"] is True  # saved as dealt again
    play_to_summary(qtbot, window)
    assert [c.match.deal.dealt_hand(s) for s in range(4)] == hands or c.match.deal.contract != played.contract
    assert counters(window, ALONE).deals_played == 1  # the first time, the player's own
    assert counters(window, ASSISTED).deals_played == 1  # the second, apart
    c.shutdown()


def test_the_deciding_deal_played_again_reopens_the_match_and_counts_it_once(qtbot, tmp_path: Path) -> None:
    window = make_window(qtbot, "coinche", target=1, seed=SEED, data_folder=tmp_path)
    c = window.controller
    play_to_summary(qtbot, window)
    while not c.match.is_over:  # everyone passed: the next deal is dealt at once
        qtbot.mouseClick(window.dialogs.summary.continue_button, Qt.MouseButton.LeftButton)
        play_to_summary(qtbot, window)
    summary = window.dialogs.summary
    assert summary.match_over is not None and summary.again_button.isVisible()
    assert counters(window, ALONE).matches_played == 1
    qtbot.mouseClick(summary.again_button, Qt.MouseButton.LeftButton)
    wait_for_human_or_end(qtbot, window)
    assert not c.match.is_over and c.match.deal.phase != SCORED
    assert counters(window, ALONE).matches_played == 0  # taken back with its deciding deal
    assert (tmp_path / SAVE_NAME).is_file()  # a match going on again is saved again
    play_to_summary(qtbot, window)
    while not c.match.is_over:
        qtbot.mouseClick(window.dialogs.summary.continue_button, Qt.MouseButton.LeftButton)
        play_to_summary(qtbot, window)
    assert counters(window, ASSISTED).matches_played == 1
    assert counters(window, ALONE).matches_played == 0
    c.shutdown()


# ---------------------------------------------------------------------- Let the expert play my cards
@pytest.mark.parametrize("variant", VARIANTS)
def test_the_expert_plays_my_cards_and_both_deals_are_set_side_by_side(qtbot, tmp_path: Path, variant: str) -> None:
    window = make_window(qtbot, variant, target=3000, seed=SEED, data_folder=tmp_path)
    c = window.controller
    c.levels = replace(c.levels, expert_seconds=0.05)
    play_to_summary(qtbot, window)
    mine = c.match.deal
    deals = len(c.match.deals)
    summary = window.dialogs.summary
    if variant == "contree":  # by the keys: the button's letter (the button then clicks itself, a moment later)
        QTest.keyClick(summary, Qt.Key.Key_P, Qt.KeyboardModifier.AltModifier)
        qtbot.waitUntil(lambda: bool(summary.findChildren(ExpertComparisonDialog)))
    else:
        qtbot.mouseClick(summary.expert_button, Qt.MouseButton.LeftButton)
    dialog = next(d for d in window.findChildren(ExpertComparisonDialog) if d.isVisible())
    assert dialog.parent() is summary
    assert dialog.running and dialog.expert is None  # it plays in the worker: the window went on at once
    qtbot.waitUntil(lambda: dialog.expert is not None, timeout=120000)
    expert = dialog.expert
    assert (expert.deck, expert.dealer) == (mine.deck, mine.dealer) and expert.is_over
    table = dialog.table
    assert table.item(ROW_BIDDING, 0).text() == "Bidding"
    for i, trick in enumerate(mine.tricks):
        row = ROW_FIRST_TRICK + i
        assert table.item(row, 0).text() == f"Trick {i + 1}"
        assert table.item(row, 1).text().startswith(f"{window.presenter.names()[trick.leader]} led: ")
        same = i < len(expert.tricks) and expert.tricks[i] == trick
        assert (table.item(row, 2).text() == "the same") == same
        if not same and i < len(expert.tricks):
            assert table.item(row, 2).font().bold()
    assert table.item(ROW_RESULT, 0).text() == "Result"
    us = c.human_seat & 1
    mine_score = mine.result.scores()[us]
    expert_score = expert.result.scores()[us] if expert.result is not None else 0
    text = dialog.summary.text()
    assert text.startswith(f"Your team scored {mine_score} in this deal; with the expert in your seat it would "
                           f"have scored {expert_score}.")
    assert window.announcer.last() == text  # told to a screen reader too
    assert len(c.match.deals) == deals and window.dialogs.summary is summary  # the match is as it was
    if expert.result is not None:
        assert counters(window, EXPERT).deals_played == 1
    dialog.reject()
    qtbot.mouseClick(summary.expert_button, Qt.MouseButton.LeftButton)  # asked again: counted once
    again = next(d for d in window.findChildren(ExpertComparisonDialog) if d.isVisible())
    qtbot.waitUntil(lambda: again.expert is not None, timeout=120000)
    if expert.result is not None:
        assert counters(window, EXPERT).deals_played == 1
    QTest.keyClick(again, Qt.Key.Key_Escape)
    c.shutdown()


def test_closing_the_comparison_stops_the_expert(qtbot) -> None:
    window = make_window(qtbot, "coinche", target=3000, seed=SEED)
    c = window.controller
    c.levels = replace(c.levels, expert_seconds=0.05)
    play_to_summary(qtbot, window)
    qtbot.mouseClick(window.dialogs.summary.expert_button, Qt.MouseButton.LeftButton)
    dialog = next(d for d in window.findChildren(ExpertComparisonDialog) if d.isVisible())
    replay = dialog.replay
    QTest.keyClick(dialog, Qt.Key.Key_Escape)
    assert not replay.running
    played = replay.deal.cards_played
    qtbot.wait(300)
    assert replay.deal.cards_played == played  # no late answer is applied
    c.shutdown()


# ---------------------------------------------------------------------- a save from before numbers
def test_a_save_from_before_numbers_resumes_and_its_deals_have_numbers(qtbot, tmp_path: Path) -> None:
    shutil.copy(FIXTURES / "old_save_classic.json", tmp_path / SAVE_NAME)
    window = make_window(qtbot, "coinche", target=3000, seed=SEED, data_folder=tmp_path)
    c = window.controller
    assert c.match.number is None and len(c.match.deals) == 3 and c.match.options.variant == "classic"
    window.sheet_action.trigger()
    table = window.dialogs.score_sheet.sheet.table
    for row, deal in enumerate(c.match.deals):
        number = parse_deal_number(table.item(row, COL_NUMBER).data(Qt.ItemDataRole.AccessibleTextRole))
        assert (deck_of(number), dealer_of(number)) == (list(deal.deck), deal.dealer)
    c.shutdown()


@pytest.mark.parametrize(("code", "menu", "problem"), [
    ("fr", "Jouer une &donne par son numéro…", "Aucune donne ne porte ce numéro."),
    ("pl", "Zagraj &rozdanie według numeru…", "Nie ma rozdania o takim numerze."),
])
def test_the_number_is_asked_for_and_refused_in_the_player_s_language(qtbot, qm_dir, code: str, menu: str,
                                                                      problem: str) -> None:
    from belote_desktop.i18n.language import LanguageManager

    languages = LanguageManager(qm_dir)
    window = make_window(qtbot, "contree", target=3000, seed=SEED)
    try:
        assert languages.set_language(code)
        qtbot.waitUntil(lambda: window.deal_number_action.text() == menu)  # at the window's LanguageChange
        window.deal_number_action.trigger()
        dialog = window.dialogs.deal_number_dialog
        type_number(qtbot, dialog, "1 000 000 000")
        assert dialog.problem.text().startswith(problem)
        assert window.announcer.last() == dialog.problem.text()
        QTest.keyClick(dialog, Qt.Key.Key_Escape)
    finally:
        languages.unload()
        window.controller.shutdown()
