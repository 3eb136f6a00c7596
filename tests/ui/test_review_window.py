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


class _Done:
    """A worker's answer, ready at once."""

    def __init__(self, review: object) -> None:
        self.review = review

    def done(self) -> bool:
        return True

    def result(self, timeout: float | None = None) -> object:
        from belote_desktop.bots.base import Decision

        return Decision(advice=self.review)  # type: ignore[arg-type]

    def cancel(self) -> None:
        pass


class _CannedRunner:
    """Answers each review job with the verdict ``verdict(position)`` gives, as the bot worker would."""

    def __init__(self, verdict) -> None:
        self.verdict = verdict

    def start(self, job, view) -> _Done:
        return _Done(self.verdict(job.position))


def test_the_bidding_loss_counts_in_the_summary_line(qtbot, qm_dir) -> None:
    """D7: above a row "Bidding | Pass | Contre! | 70", the summary said "8 of 8 cards were the best · 0 points
    lost in all". The bidding's loss counts in the line, and may be the biggest mistake."""
    from belote_desktop.bots.review import MoveReview
    from belote_desktop.engine import Bid
    from belote_desktop.i18n.language import LanguageManager
    from tests.bots.test_review import played_deal

    deal = played_deal(3, variant="contree")
    contre = Bid.parse("coinche")
    first_bid = [True]

    def verdict(p) -> MoveReview:
        if p.kind == "bid" and first_bid[0]:
            first_bid[0] = False
            return MoveReview(p.number, p.seat, p.kind, p.trick, p.played, contre,
                              ((contre, 330.0), (p.played, 260.0)), 70.0, 400)
        return MoveReview(p.number, p.seat, p.kind, p.trick, p.played, p.played, ((p.played, 10.0),), 0.0, 96)

    names = {0: "Partner", 1: "Right", 2: "You", 3: "Left"}
    languages = LanguageManager(qm_dir)
    assert languages.set_language("en")  # the English plural forms
    try:
        review = ReviewDialog(deal, 3, names, 2, _CannedRunner(verdict))  # type: ignore[arg-type]
        qtbot.addWidget(review)
        qtbot.waitUntil(lambda: review.review is not None)
        bids = len(review.review.bids)
        assert bids >= 1 and review.review.points_lost == 70
        assert review.summary.text() == (
            f"8 of 8 cards were the best · 0 of {bids} {'bid was' if bids == 1 else 'bids were'} the best · 70 points "
            "lost in all · biggest mistake: in the bidding, Pass, while Contre! would have been worth 70 more")
        assert review.moves.item(0, 2).text() == "Contre!" and review.moves.item(0, 3).text() == "70"
        assert languages.set_language("de")
        qtbot.waitUntil(lambda: "Punkte" in review.summary.text())
        assert "insgesamt 70 Punkte verloren" in review.summary.text()
        assert review.summary.text().endswith("größter Fehler: beim Bieten, Passe, dabei wäre Contre! 70 Punkte mehr "
                                              "wert gewesen")
        assert review.moves.item(1, 0).text() in ("Bieten", "Stich 1") and review.moves.item(1, 2).text() == "bester"
    finally:
        languages.set_language("en")


def test_the_card_row_shows_the_value_with_every_hand_seen_beside_the_judged_one(qtbot, qm_dir) -> None:
    from belote_desktop.bots.review import MoveReview
    from belote_desktop.engine.cards import parse_card
    from tests.bots.test_review import played_deal

    deal = played_deal(3, variant="classic")

    def verdict(p) -> MoveReview:
        if p.kind == "bid":
            return MoveReview(p.number, p.seat, p.kind, p.trick, p.played, p.played, (), 0.0, 0)
        return MoveReview(p.number, p.seat, p.kind, p.trick, p.played, p.played,
                          ((p.played, -119.0), (parse_card("JH"), -120.0)), 0.0, 13,
                          ((parse_card("JH"), -96.0), (p.played, -120.0)))

    from belote_desktop.i18n.language import LanguageManager

    languages = LanguageManager(qm_dir)
    assert languages.set_language("en")
    review = ReviewDialog(deal, 1, {0: "Partner", 1: "Right", 2: "You", 3: "Left"}, 2,
                          _CannedRunner(verdict))  # type: ignore[arg-type]
    qtbot.addWidget(review)
    qtbot.waitUntil(lambda: review.review is not None)
    headers = [review.moves.horizontalHeaderItem(c).text() for c in range(review.moves.columnCount())]
    assert headers[4:] == ["What each was worth", "With every hand seen"]
    row = next(r for r in range(review.moves.rowCount()) if review.moves.item(r, 0).text().startswith("Trick"))
    assert review.moves.item(row, 2).text() == "best" and review.moves.item(row, 3).text() == ""
    assert review.moves.item(row, 4).text().endswith("\u00a0-119, J♥\u00a0-120")
    seen = review.moves.item(row, 5).text()
    assert seen.startswith("J♥\u00a0-96, ") and seen.endswith("\u00a0-120")
    assert review.moves.item(row, 4).toolTip() == "Average over 13 possible layouts of the hidden cards"
    assert "possible layouts of the cards this player could not see" in review.note.text()
    assert review.summary.text().startswith("8 of 8 cards were the best · ")
    assert review.summary.text().endswith(" the best · 0 points lost in all")
