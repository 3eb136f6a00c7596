"""The deal review window (the coach, issue 16): a seat's moves against perfect play, trick by trick.

Top: the seat to review (the player by default; any seat can be chosen) and the summary line (best
cards, points lost, the biggest mistake). Middle: each of the seat's bids and cards with what it
was worth, the best move with all hands known, the points lost, and what a strong player would
have chosen from the seat's own view. Bottom: the deal itself, every hand face up and each trick
with its leader and winner. The analysis runs in the bot worker one move at a time (``bots.review``),
so the window never waits: a progress bar counts the moves, Close or Esc cancels at any time.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, QTimer
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ...bots.review import DealReview, MoveReview, MoveReviewer, positions
from ...bots.worker import BotHandle, BotRunner
from ...engine import Bid, Deal, cards_of
from ...engine.deal import PLAY
from ..common.on_screen import fitting_size
from ..common.spoken import card_name, move_words
from ..table.moves import move_text

POLL_MS = 20  # how often the window looks whether the worker has finished the move under review
COLUMNS = 6


class ReviewDialog(QDialog):
    def __init__(self, deal: Deal, number: int, names: dict[int, str], seat: int, runner: BotRunner,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("review_dialog")
        self.deal, self.number, self.names, self.runner = deal, number, names, runner
        self.seat = seat
        self.review: DealReview | None = None
        self._moves: list[MoveReview] = []
        self._jobs: list[MoveReviewer] = []
        self._handle: BotHandle | None = None
        self._poll = QTimer(self)
        self._poll.setInterval(POLL_MS)
        self._poll.timeout.connect(self._look)

        self.seat_label = QLabel()
        self.seat_box = QComboBox()
        self.seat_box.setObjectName("review_seat")
        self.seat_label.setBuddy(self.seat_box)
        self.progress = QProgressBar()
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        self.summary.setObjectName("review_summary")
        self.moves = QTableWidget(0, COLUMNS)
        self.moves.setObjectName("review_moves")
        self.moves.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.moves.setTabKeyNavigation(False)  # Tab goes on to the next control; the arrows move in the table
        self.tricks = QTableWidget(0, 5)
        self.tricks.setObjectName("review_tricks")
        self.tricks.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.tricks.setTabKeyNavigation(False)
        self.hands = QLabel()
        self.hands.setObjectName("review_hands")
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.buttons.rejected.connect(self.reject)

        top = QHBoxLayout()
        top.addWidget(self.seat_label)
        top.addWidget(self.seat_box)
        top.addWidget(self.progress, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.summary)
        layout.addWidget(self.moves, 2)
        layout.addWidget(self.hands)
        layout.addWidget(self.tricks, 1)
        layout.addWidget(self.buttons)
        self.moves.verticalHeader().setVisible(False)
        self.tricks.verticalHeader().setVisible(True)  # the trick numbers
        self.resize(fitting_size(self, 860, 660))
        self.retranslate()
        for s in range(4):
            self.seat_box.addItem(names.get(s, str(s)), s)
        self.seat_box.setCurrentIndex(self.seat_box.findData(seat))
        self.seat_box.currentIndexChanged.connect(lambda _i: self.start(int(self.seat_box.currentData())))
        self._fill_deal()
        self.start(seat)

    # ------------------------------------------------------------------ the analysis, move by move
    def start(self, seat: int) -> None:
        """Review ``seat``'s moves (again from the start: another seat was chosen)."""
        self.cancel()
        self.seat = seat
        self._moves = []
        self.review = None
        self._jobs = [MoveReviewer(p, seed=self.number) for p in positions(self.deal, seat)]
        self.progress.setRange(0, len(self._jobs))
        self.progress.setValue(0)
        self.moves.setRowCount(0)
        self._say_summary()
        self._next()

    @property
    def running(self) -> bool:
        return self._handle is not None

    def cancel(self) -> None:
        self._poll.stop()
        if self._handle is not None:
            self._handle.cancel()  # its answer, when it comes, is dropped with the handle
        self._handle = None

    def _next(self) -> None:
        done = len(self._moves)
        if done >= len(self._jobs):
            self.review = DealReview(self.seat, tuple(self._moves))
            self._say_summary()
            return
        job = self._jobs[done]
        self._handle = self.runner.start(job, job.position.view)  # type: ignore[arg-type]
        self._poll.start()

    def _look(self) -> None:
        handle = self._handle
        if handle is None or not handle.done():
            return
        self._poll.stop()
        self._handle = None
        try:
            review = handle.result(0).advice
        except Exception:  # a failed analysis must not leave the window waiting: say so, keep what is done
            review = None
        if not isinstance(review, MoveReview):
            self.summary.setText(self.tr("The review stopped before the end."))
            return
        self._moves.append(review)
        self._add_row(review)
        self.progress.setValue(len(self._moves))
        self._next()

    # ------------------------------------------------------------------ showing it
    def _text(self, move: int | Bid) -> str:
        return move_text(move, self.deal.options.variant)

    def _add_row(self, m: MoveReview) -> None:
        row = self.moves.rowCount()
        self.moves.insertRow(row)
        where = (self.tr("Trick %1").replace("%1", str(m.trick + 1)) if m.kind == PLAY
                 else self.tr("Bidding"))
        variant = self.deal.options.variant
        worth = ", ".join(f"{self._text(move)} {round(value):+d}" for move, value in m.values[:4])
        cells = (where, self._text(m.played), self._text(m.best) if m.lost > 0 else self.tr("best"),
                 "" if m.lost <= 0 else str(round(m.lost)),
                 "" if m.bot_choice is None else self._text(m.bot_choice), worth)
        # What a screen reader says for the cells with symbols ("J♥"): the moves in words.
        spoken = {1: move_words(m.played, variant), 5: ", ".join(
            f"{move_words(move, variant)} {round(value):+d}" for move, value in m.values[:4])}
        if m.lost > 0:
            spoken[2] = move_words(m.best, variant)
        if m.bot_choice is not None:
            spoken[4] = move_words(m.bot_choice, variant)
        for column, text in enumerate(cells):
            item = QTableWidgetItem(text)
            if column in spoken:
                item.setData(Qt.ItemDataRole.AccessibleTextRole, spoken[column])
            if m.lost > 0 and column == 3:
                item.setForeground(Qt.GlobalColor.darkRed)
            self.moves.setItem(row, column, item)
        self.moves.resizeColumnsToContents()

    def _say_summary(self) -> None:
        if self.review is None:
            self.summary.setText(self.tr("Reviewing the moves of %1…").replace("%1", self.names.get(self.seat, "")))
            return
        r = self.review
        text = self.tr("%1 of %2 cards were the best · %3 points lost in all").replace(
            "%1", str(r.best_cards)).replace("%2", str(len(r.cards))).replace("%3", str(r.points_lost))
        worst = r.biggest
        if worst is not None:
            text += " · " + self.tr("biggest mistake: trick %1, %2 where %3 was worth %4 more").replace(
                "%1", str(worst.trick + 1)).replace("%2", self._text(worst.played)).replace(
                "%3", self._text(worst.best)).replace("%4", str(round(worst.lost)))
        self.summary.setText(text)

    def _fill_deal(self) -> None:
        deal = self.deal
        lines, spoken = [], []
        for seat in range(4):
            cards = " ".join(self._text(c) for c in cards_of(deal.dealt_hand(seat)))
            lines.append(f"<b>{self.names.get(seat, str(seat))}</b>: {cards}")
            spoken.append(f"{self.names.get(seat, str(seat))}: " + ", ".join(
                card_name(c) for c in cards_of(deal.dealt_hand(seat))))
        self.hands.setText("<br/>".join(lines))
        self.hands.setAccessibleName(". ".join(spoken))  # the hands in words, not symbols
        self.tricks.setRowCount(len(deal.tricks))
        for row, trick in enumerate(deal.tricks):
            seat = trick.leader
            for card in trick.cards:
                text = self._text(card) + (" ★" if seat == trick.winner else "")  # ★: the card that took it
                item = QTableWidgetItem(text)
                item.setData(Qt.ItemDataRole.AccessibleTextRole, card_name(card) + (
                    ", " + self.tr("took the trick") if seat == trick.winner else ""))
                self.tricks.setItem(row, seat, item)
                seat = deal.next_seat(seat)
            self.tricks.setItem(row, 4, QTableWidgetItem(self.names.get(trick.winner, "")))
        self.tricks.resizeColumnsToContents()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Review of deal %1").replace("%1", str(self.number)))
        self.seat_label.setText(self.tr("&Moves of:"))
        self.moves.setHorizontalHeaderLabels([
            self.tr("When"), self.tr("Played"), self.tr("Best move"), self.tr("Points lost"),
            self.tr("A strong player's choice"), self.tr("What each was worth")])
        tips = (None, None,
                self.tr("For a card: the best with all hands known. For a bid: the best by the strong player's "
                        "estimate."),
                None,
                self.tr("What the hard computer player would have chosen from this seat, without seeing the "
                        "other hands."),
                self.tr("For a card: the points the team takes from this trick on with every card played as well as "
                        "possible. For a bid: the strong player's estimate of the deal's score."))
        for column, tip in enumerate(tips):
            header = self.moves.horizontalHeaderItem(column)
            if header is not None and tip:
                header.setToolTip(tip)
        # The seats by the names the table gives them ("You", "Left", ...), in the engine's seat order.
        self.tricks.setHorizontalHeaderLabels([*(self.names.get(s, "") for s in range(4)), self.tr("Won by")])
        close = self.buttons.button(QDialogButtonBox.StandardButton.Close)
        if close is not None:
            close.setText(self.tr("Close"))
        if hasattr(self, "review"):
            self._say_summary()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def done(self, result: int) -> None:
        self.cancel()  # closing or Esc stops the analysis at once
        super().done(result)


__all__ = ["ReviewDialog"]
