"""The review window's rows: a call the coach never weighed (an unusual bid of the player's) is shown without
its value instead of stopping the review (it raised StopIteration inside the event loop, and the window
waited for ever)."""

from __future__ import annotations

from belote_desktop.bots.review import MoveReview
from belote_desktop.bots.worker import BotRunner
from belote_desktop.engine import PRESETS, Bid, Match
from belote_desktop.engine.deal import BID
from belote_desktop.ui.dialogs.review import ReviewDialog


def test_a_bid_the_coach_did_not_weigh_is_listed_without_a_value(qtbot, monkeypatch) -> None:
    monkeypatch.setattr(ReviewDialog, "start", lambda self, seat: None)  # no analysis: the row is given below
    deal = Match(PRESETS["coinche"], number=9).start_deal()
    dialog = ReviewDialog(deal, 1, {s: str(s) for s in range(4)}, 2, BotRunner())
    qtbot.addWidget(dialog)
    played = Bid.parse("110 S")
    weighed = tuple((Bid.parse(text), value) for text, value in
                    (("pass", 127.6), ("110 H", 127.5), ("110 C", 90.2), ("120 H", 87.5), ("120 C", 48.6)))
    dialog._add_row(MoveReview(0, 2, BID, 0, played, weighed[0][0], weighed, 0.0, 40))
    worth = dialog.moves.item(0, 4).text()
    assert worth.startswith("Pass") and "110" in worth and len(worth.split(", ")) == 4
