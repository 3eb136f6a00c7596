"""The deal review window (issue 16) through the real window: opened from the deal's summary and from a
row of the score sheet, it reviews every move of the chosen seat in the bot worker while the window stays
free, shows the summary line, follows another seat when chosen, and Esc closes it mid-way."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from belote_desktop.ui.common.spoken import move_words
from belote_desktop.ui.dialogs.review import ReviewDialog
from belote_desktop.ui.dialogs.score_sheet import ScoreSheetDialog
from tests.ui.test_game_window import make_window, play_to_summary


def open_review(window) -> ReviewDialog:
    reviews = [d for d in window.findChildren(ReviewDialog) if d.isVisible()]
    assert len(reviews) == 1
    return reviews[0]


def test_review_this_deal_from_the_summary(qtbot) -> None:
    window = make_window(qtbot, "classic", target=3000, seed=6)
    play_to_summary(qtbot, window)
    summary = window.dialogs.summary
    qtbot.mouseClick(summary.review_button, Qt.MouseButton.LeftButton)
    review = open_review(window)
    assert review.parent() is summary  # over the summary, not behind it
    qtbot.waitUntil(lambda: review.review is not None, timeout=120000)
    cards = review.review.cards
    assert len(cards) == 8 and review.moves.rowCount() == len(review.review.moves)
    assert "cards were the best" in review.summary.text()
    assert review.progress.value() == review.progress.maximum()
    assert review.tricks.rowCount() == 8
    # A screen reader hears the moves in words, not symbols (issue 17).
    first = review.review.moves[0]
    variant = window.controller.options.variant
    assert review.moves.item(0, 1).data(Qt.ItemDataRole.AccessibleTextRole) == move_words(first.played, variant)
    winner = review.deal.tricks[0].winner
    took = review.tricks.item(0, winner).data(Qt.ItemDataRole.AccessibleTextRole)
    assert took.endswith(", took the trick") and " of " in took
    assert review.hands.accessibleName().count(" of ") == 32
    # Another seat: the review starts again for it.
    partner = review.seat_box.findData(window.controller.human_seat ^ 2)
    review.seat_box.setCurrentIndex(partner)
    assert review.running and review.review is None
    QTest.keyClick(review, Qt.Key.Key_Escape)  # mid-way: closed at once, the analysis cancelled
    qtbot.waitUntil(lambda: not review.isVisible())
    assert summary.isVisible()
    window.controller.shutdown()


def test_a_row_of_the_score_sheet_asks_for_its_review(qtbot) -> None:
    window = make_window(qtbot, "coinche", target=3000, seed=9)
    play_to_summary(qtbot, window)
    summary = window.dialogs.summary
    qtbot.mouseClick(summary.sheet_button, Qt.MouseButton.LeftButton)
    sheet = next(d for d in summary.findChildren(ScoreSheetDialog) if d.isVisible())
    with qtbot.waitSignal(sheet.sheet.review_requested) as asked:
        sheet.sheet.table.cellActivated.emit(0, 0)
    assert asked.args == [0]
    review = next(d for d in window.findChildren(ReviewDialog) if d.isVisible())
    review.reject()
    window.controller.shutdown()


def test_the_record_viewer_reviews_the_deal_on_show(qtbot, tmp_path) -> None:
    from belote_desktop.engine.record import to_record
    from belote_desktop.ui.dialogs.record_viewer import RecordViewer

    window = make_window(qtbot, "coinche", target=3000, seed=9, data_folder=tmp_path / "data")
    play_to_summary(qtbot, window)
    path = tmp_path / "match.json"
    import json

    path.write_text(json.dumps(to_record(window.controller.match)), encoding="utf-8")
    window.dialogs.close_summary()
    viewer = window.dialogs.open_record(path)
    assert isinstance(viewer, RecordViewer)
    viewer.review_action.trigger()  # at the start: the first deal, played to its end, is on show
    review = next(d for d in viewer.findChildren(ReviewDialog) if d.isVisible())
    assert review.parent() is viewer
    qtbot.waitUntil(lambda: review.review is not None, timeout=120000)
    assert review.tricks.rowCount() == 8
    review.reject()
    viewer.close()
    window.controller.shutdown()
