"""The deal review of a klaverjas deal through the real window (issue 38): the summary's Review button and the
score sheet's rows open it (no notice any more), the bot worker reviews every call and card of the player while
the window stays free, the rows and the summary line speak of the choice of trump (ik speel / ik pas), not of
bids, in the player's language, and each trick's roem shows beside its winner."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from belote_desktop.bots.review import MoveReview
from belote_desktop.engine import Bid
from belote_desktop.engine.families.klaverjas.options import PRESETS as KLAVERJAS
from belote_desktop.ui.common.spoken import move_words
from belote_desktop.ui.dialogs.review import ReviewDialog
from belote_desktop.ui.dialogs.score_sheet import ScoreSheetDialog
from belote_desktop.ui.table.presenter import roem_text
from tests.bots.test_klaverjas_review import played_deal
from tests.ui.test_game_window import play_to_summary
from tests.ui.test_klaverjas_window import klaverjas_window
from tests.ui.test_review_window import _CannedRunner, open_review


def test_review_this_klaverjas_deal_from_the_summary_and_the_score_sheet(qtbot) -> None:
    window = klaverjas_window(qtbot, KLAVERJAS["amsterdams"], seed=7)
    play_to_summary(qtbot, window)
    summary = window.dialogs.summary
    assert summary.review_button.isVisible()
    qtbot.mouseClick(summary.review_button, Qt.MouseButton.LeftButton)
    review = open_review(window)
    assert review.parent() is summary
    qtbot.waitUntil(lambda: review.review is not None, timeout=600000)
    deal = review.deal
    assert deal.options.variant == "klaverjas"
    moves = review.review.moves
    assert len(review.review.cards) == 8 and review.moves.rowCount() == len(moves)
    assert review.progress.value() == review.progress.maximum()
    text = review.summary.text()
    assert "cards were the best" in text and "bid" not in text
    calls = review.review.bids
    assert len(calls) == sum(1 for seat, _b in deal.bids if seat == window.controller.human_seat)
    if calls:  # the player spoke: its calls are the choice of trump, in klaverjas's words
        assert ("call was the best" in text) or ("calls were the best" in text)
        assert review.moves.item(0, 0).text() == "Choosing trump"
        assert review.moves.item(0, 1).text() in ("I pass", *(f"I play {s}" for s in "♠♥♦♣"))
    for row, m in enumerate(moves):
        if m.kind == "play":
            assert review.moves.item(row, 0).text() == f"Trick {m.trick + 1}"
            assert review.moves.item(row, 1).data(Qt.ItemDataRole.AccessibleTextRole) == move_words(m.played,
                                                                                                     "klaverjas")
            assert m.played in dict(m.exact) and review.moves.item(row, 5).text()  # with every hand seen
    assert "roem, nat and pit" in review.note.text()
    # Each trick with its winner, and its roem where it made some (K6: to the trick's winner).
    assert review.tricks.rowCount() == 8
    for row, (trick, roem) in enumerate(zip(deal.tricks, deal.roem, strict=True)):
        won_by = review.tricks.item(row, 4).text()
        assert won_by.startswith(window.presenter.names()[trick.winner])
        assert won_by.endswith(roem_text(roem)) == bool(roem.total)
    QTest.keyClick(review, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not review.isVisible())
    # The score sheet's row reviews the deal too: no "not available" notice.
    qtbot.mouseClick(summary.sheet_button, Qt.MouseButton.LeftButton)
    sheet = next(d for d in summary.findChildren(ScoreSheetDialog) if d.isVisible())
    sheet.sheet.table.cellActivated.emit(0, 0)
    again = next(d for d in window.findChildren(ReviewDialog) if d.isVisible())
    notice = window.dialogs.notice
    assert again.running and (notice is None or not notice.isVisible())
    again.reject()  # closed mid-way: the analysis is cancelled
    assert not again.running
    window.controller.shutdown()


def test_the_klaverjas_review_speaks_of_the_choice_of_trump_in_the_players_language(qtbot, qm_dir) -> None:
    from belote_desktop.i18n.language import LanguageManager

    deal = played_deal(KLAVERJAS["rotterdams"], 1)
    south_calls = [b for seat, b in deal.bids if seat == 2]
    assert south_calls == [Bid.parse("pass")]
    play = Bid.take(3)

    def verdict(p) -> MoveReview:
        if p.kind == "bid":  # "ik pas" where "ik speel" in clubs was worth 40 more
            return MoveReview(p.number, p.seat, p.kind, p.trick, p.played, play, ((play, 30.0), (p.played, -10.0)),
                              40.0, 400)
        return MoveReview(p.number, p.seat, p.kind, p.trick, p.played, p.played, ((p.played, 10.0),), 0.0, 96,
                          ((p.played, 12.0),))

    names = {0: "Partner", 1: "Right", 2: "You", 3: "Left"}
    languages = LanguageManager(qm_dir)
    assert languages.set_language("en")
    try:
        review = ReviewDialog(deal, 1, names, 2, _CannedRunner(verdict))  # type: ignore[arg-type]
        qtbot.addWidget(review)
        qtbot.waitUntil(lambda: review.review is not None)
        assert review.summary.text() == (
            "8 of 8 cards were the best · 0 of 1 call was the best · 40 points lost in all · biggest mistake: in the "
            "choice of trump, I pass, while I play ♣ would have been worth 40 more")
        assert review.moves.item(0, 0).text() == "Choosing trump" and review.moves.item(0, 2).text() == "I play ♣"
        assert review.note.text().endswith("Both count roem, nat and pit as klaverjas scores them.")
        assert languages.set_language("nl")  # K10's words
        qtbot.waitUntil(lambda: "punten" in review.summary.text())
        text = review.summary.text()
        assert "bij het troef kiezen, Ik pas, terwijl Ik speel ♣ 40 punten meer waard was geweest" in text
        assert "0 van 1 keuze (spelen of passen) was de beste" in text
        assert review.moves.item(0, 0).text() == "Troef kiezen" and review.moves.item(1, 0).text() == "Slag 1"
        assert review.note.text().endswith("Beide tellen roem, nat en pit mee zoals bij klaverjassen.")
        roem_rows = [row for row, r in enumerate(deal.roem) if r.total]
        for row in roem_rows:  # the trick's roem beside its winner, in Dutch too
            assert review.tricks.item(row, 4).text().endswith(roem_text(deal.roem[row]))
    finally:
        languages.set_language("en")
