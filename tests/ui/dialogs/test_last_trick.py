"""The last-trick view shows the four cards of ``deal.tricks[-1]``, each at its
player's place with its player's name, the leader marked and the winner
framed; with no trick yet it says so."""

from __future__ import annotations

import pytest

from belote_desktop.engine import PRESETS, Deal, Match
from belote_desktop.engine.cards import card_name
from belote_desktop.ui.cards.faces import CardFaces
from belote_desktop.ui.common.spoken import card_name as spoken_card
from belote_desktop.ui.dialogs.last_trick import CARD_WIDTH, LastTrickDialog
from belote_desktop.ui.table.layout import Place
from tests.ui.dialogs.test_score_sheet import HUMAN, NAMES, WordsTranslator, bots, install, play_out, uninstall

pytest.importorskip("pytestqt")


def played_deal(preset: str = "classic", seed: int = 4, **options: object) -> Deal:
    match = Match(PRESETS[preset].with_(**options), seed=seed)
    deal = play_out(match, bots(seed))
    while deal.result is None:  # thrown in: deal again until one is played
        deal = play_out(match, bots(seed))
    return deal


def dialog_for(qtbot) -> LastTrickDialog:
    dialog = LastTrickDialog(faces=CardFaces())
    qtbot.addWidget(dialog)
    return dialog


def check_trick(dialog: LastTrickDialog, deal: Deal, number: int, human_seat: int, names: dict[int, str]) -> None:
    trick = deal.tricks[number - 1]
    # The engine says who played which card of the trick.
    by_seat = {seat: c for seat, c in deal.played_cards()[4 * (number - 1):4 * number]}
    assert dialog.seat_cards() == by_seat
    assert sorted(by_seat.values()) == sorted(trick.cards)
    winners = [slot for slot in dialog.slots.values() if slot.is_winner]
    leaders = [slot for slot in dialog.slots.values() if slot.is_leader]
    assert [s.seat for s in winners] == [trick.winner]
    assert [s.seat for s in leaders] == [trick.leader]
    assert "Won the trick" in winners[0].note_label.text()
    assert "Led" in leaders[0].note_label.text()
    for seat in range(4):
        slot = dialog.slot_of(seat)
        assert slot.card == by_seat[seat], card_name(by_seat[seat])
        assert slot.name_label.text() == names[seat]
        assert slot.card_label.accessibleName() == spoken_card(by_seat[seat])  # a picture, named for a reader
        pixmap = slot.card_label.pixmap()
        assert not pixmap.isNull()
        assert round(pixmap.width() / pixmap.devicePixelRatio()) == CARD_WIDTH
        if seat != trick.winner:
            assert "Won" not in slot.note_label.text()
    # The player sits at the bottom, the partner at the top, as at the table.
    assert dialog.slot_of(human_seat).place == Place.BOTTOM
    assert dialog.slot_of(human_seat ^ 2).place == Place.TOP


def test_no_trick_yet(qtbot) -> None:
    dialog = dialog_for(qtbot)
    assert dialog.empty_label.text() == "No trick has been played yet."
    assert dialog.empty_label.isVisibleTo(dialog)
    assert not dialog.board.isVisibleTo(dialog)
    dialog.show_trick(None, NAMES, HUMAN, 1)
    assert dialog.empty_label.isVisibleTo(dialog)
    assert dialog.seat_cards() == {}


def test_last_trick_of_a_bot_deal(qtbot) -> None:
    deal = played_deal()
    dialog = dialog_for(qtbot)
    dialog.show_trick(deal.tricks[-1], NAMES, HUMAN, deal.mode, number=len(deal.tricks))
    assert not dialog.empty_label.isVisibleTo(dialog)
    assert dialog.board.isVisibleTo(dialog)
    assert dialog.heading.text() == "Trick 8 of 8"
    check_trick(dialog, deal, 8, HUMAN, NAMES)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert not dialog.grab().isNull()


def test_every_trick_and_seat(qtbot) -> None:
    deal = played_deal(seed=9)
    dialog = dialog_for(qtbot)
    for human in range(4):
        names = {human: "You", human ^ 2: "Partner", (human + 1) & 3: "Left", (human + 3) & 3: "Right"}
        for number in range(1, 9):
            dialog.show_trick(deal.tricks[number - 1], names, human, deal.mode, number=number)
            check_trick(dialog, deal, number, human, names)


def test_counterclockwise_play(qtbot) -> None:
    deal = played_deal(seed=6, direction="counterclockwise")
    dialog = dialog_for(qtbot)
    for number in range(1, 9):
        dialog.show_trick(deal.tricks[number - 1], NAMES, HUMAN, deal.mode, clockwise=False, number=number)
        check_trick(dialog, deal, number, HUMAN, NAMES)


@pytest.mark.parametrize(("mode", "words"), [(1, "Trumps: "), (4, "No trumps"), (5, "All trumps")])
def test_trump_is_named(qtbot, mode: int, words: str) -> None:
    deal = played_deal()
    dialog = dialog_for(qtbot)
    dialog.show_trick(deal.tricks[-1], NAMES, HUMAN, mode)
    assert words in dialog.trump_label.text()
    if mode == 1:
        assert "♥" in dialog.trump_label.text()


def test_language_change_retranslates(qtbot) -> None:
    deal = played_deal()
    dialog = dialog_for(qtbot)
    dialog.show_trick(deal.tricks[-1], NAMES, HUMAN, deal.mode, number=8)
    translator = WordsTranslator({
        ("LastTrickDialog", "Trick %1 of 8"): "Slag %1 van 8",
        ("LastTrickDialog", "Won the trick"): "Won de slag",
        ("LastTrickDialog", "Last trick"): "Laatste slag",
    })
    install(translator)
    try:
        assert dialog.windowTitle() == "Laatste slag"
        assert dialog.heading.text() == "Slag 8 van 8"
        assert "Won de slag" in dialog.slot_of(deal.tricks[-1].winner).note_label.text()
    finally:
        uninstall(translator)
    assert dialog.heading.text() == "Trick 8 of 8"


def test_a_reader_hears_the_trick_in_words(qtbot) -> None:
    """Issue 35, D8: who won the trick and its points are said under the heading, and Tab goes through the
    cards in the order they were played, each named with its player and card."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication, QDialogButtonBox

    from belote_desktop.engine.tricks import POINTS

    deal = played_deal("coinche", seed=6)
    dialog = dialog_for(qtbot)
    for number in (3, 8):
        trick = deal.tricks[number - 1]
        dialog.show_trick(trick, NAMES, HUMAN, deal.contract.trump, number=number)
        dialog.show()
        qtbot.waitExposed(dialog)
        points = sum(POINTS[deal.contract.trump][c] for c in trick.cards) + (10 if number == 8 else 0)
        who = "You" if trick.winner == HUMAN else NAMES[trick.winner]
        assert dialog.won_label.text() == f"{who} won the trick: {points} points."
        assert dialog.won_label.isVisibleTo(dialog)
        by_seat = {seat: c for seat, c in deal.played_cards()[4 * (number - 1):4 * number]}
        order = list(by_seat)  # the seats in the order they played
        first = dialog.slot_of(order[0])
        assert first.focusPolicy() & Qt.FocusPolicy.TabFocus
        dialog.activateWindow()
        first.setFocus()
        qtbot.waitUntil(lambda f=first: QApplication.focusWidget() is f)
        stops = [first]
        for _ in range(4):
            QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
            stops.append(QApplication.focusWidget())
        assert stops[:4] == [dialog.slot_of(seat) for seat in order]
        assert stops[4] is dialog.buttons.button(QDialogButtonBox.StandardButton.Close)
        for place, seat in enumerate(order, 1):
            slot = dialog.slot_of(seat)
            assert slot.accessibleName() == f"{NAMES[seat]}: {spoken_card(by_seat[seat])}"
            assert slot.accessibleDescription().startswith(f"Played {place} of 4")
        assert "Won the trick" in dialog.slot_of(trick.winner).accessibleDescription()
    dialog.show_trick(None, NAMES, HUMAN, 0)
    assert not dialog.won_label.isVisibleTo(dialog)
