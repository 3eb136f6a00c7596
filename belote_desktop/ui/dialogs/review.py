"""The deal review window (the coach, issues 16 and 34): a seat's moves judged by what it could know.

Top: the seat to review (the player by default; any seat can be chosen), the summary line (best
cards and bids, points lost, the biggest mistake: bids count as cards do) and a note saying what the
numbers are. Middle: each of the seat's bids and cards with the best move by what the seat could know
(the coach's own look, the one the hint takes: ``bots.review``), the points lost against it, what
each move was worth on average over the possible layouts of the hidden cards, and beside it what each
card was worth in this very deal with every hand seen. Bottom: the deal itself, every hand face up
and each trick with its leader and winner. The analysis runs in the bot worker one move at a time,
so the window never waits: a progress bar counts the moves, Close or Esc cancels at any time.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, Qt, QTimer
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QProgressBar,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ...bots.review import DealReview, MoveReview, MoveReviewerBase, review_jobs
from ...bots.worker import BotHandle, BotRunner
from ...engine import Bid, Deal, cards_of
from ...engine.deal import PLAY
from ..common.on_screen import fitting_size
from ..common.spoken import card_name, move_words
from ..table.moves import move_text
from ..table.presenter import roem_text

POLL_MS = 20  # how often the window looks whether the worker has finished the move under review
COLUMNS = 6
SHOWN = 4  # moves listed with their values in a cell: the best ones, and the one played


class ReviewDialog(QDialog):
    def __init__(self, deal: Deal, number: int, names: dict[int, str], seat: int, runner: BotRunner,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("review_dialog")
        self.deal, self.number, self.names, self.runner = deal, number, names, runner
        self.seat = seat
        self.review: DealReview | None = None
        self._moves: list[MoveReview] = []
        self._jobs: list[MoveReviewerBase] = []
        # A klaverjas deal: its calls are the choice of trump (ik speel / ik pas), not bids (K4, K10).
        self._klaverjas = deal.options.variant == "klaverjas"
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
        self.note = QLabel()  # what the numbers are: the hint's "worth" and the review's must read alike
        self.note.setWordWrap(True)
        self.note.setObjectName("review_note")
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
        layout.addWidget(self.note)
        layout.addWidget(self.moves, 2)
        layout.addWidget(self.hands)
        layout.addWidget(self.tricks, 1)
        layout.addWidget(self.buttons)
        self.moves.verticalHeader().setVisible(False)
        # The two lists of values share what the window's width leaves, wrapping after a comma, so that "with
        # every hand seen" stays in view beside "what each was worth" on an 800 x 600 screen too.
        columns = self.moves.horizontalHeader()
        for column in range(COLUMNS):
            mode = QHeaderView.ResizeMode.Stretch if column >= 4 else QHeaderView.ResizeMode.ResizeToContents
            columns.setSectionResizeMode(column, mode)
        self.moves.setWordWrap(True)
        self.moves.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
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
        self._jobs = review_jobs(self.deal, seat)  # belote's or klaverjas's reviewer, by the deal's family
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

    def _listed(self, m: MoveReview, values: tuple[tuple[int | Bid, float], ...]) -> list[tuple[int | Bid, float]]:
        """The first ``SHOWN`` of ``values``, the move played always among them."""
        listed = list(values[:SHOWN])
        played = next((kv for kv in values if kv[0] == m.played), None)
        # A call the coach did not weigh (a bid it would never consider from this hand) has no value to list.
        if played is not None and played not in listed:
            listed[-1] = played
        return listed

    def _values_text(self, values: list[tuple[int | Bid, float]]) -> str:
        """"J♥ +26, 130 ♠ +10": a move and its value never part at the end of a line (no-break spaces)."""
        return ", ".join(f"{self._text(move)} {round(value):+d}".replace(" ", "\u00a0") for move, value in values)

    def _add_row(self, m: MoveReview) -> None:
        row = self.moves.rowCount()
        self.moves.insertRow(row)
        where = (self.tr("Trick %1").replace("%1", str(m.trick + 1)) if m.kind == PLAY
                 else self.tr("Choosing trump", "klaverjas: the row of a call, ik speel / ik pas") if self._klaverjas
                 else self.tr("Bidding"))
        variant = self.deal.options.variant
        worth = self._listed(m, m.values)
        seen = self._listed(m, m.exact)  # type: ignore[arg-type]
        cells = (where, self._text(m.played), self._text(m.best) if m.lost > 0 else self.tr("best"),
                 "" if m.lost <= 0 else str(round(m.lost)), self._values_text(worth), self._values_text(seen))
        # What a screen reader says for the cells with symbols ("J♥"): the moves in words.
        spoken = {1: move_words(m.played, variant),
                  4: ", ".join(f"{move_words(move, variant)} {round(value):+d}" for move, value in worth),
                  5: ", ".join(f"{move_words(move, variant)} {round(value):+d}" for move, value in seen)}
        if m.lost > 0:
            spoken[2] = move_words(m.best, variant)
        tips = {4: self.tr("Average over %n possible layouts of the hidden cards", "", m.samples) if m.samples else ""}
        for column, text in enumerate(cells):
            item = QTableWidgetItem(text)
            if column in spoken:
                item.setData(Qt.ItemDataRole.AccessibleTextRole, spoken[column])
            if tips.get(column):
                item.setToolTip(tips[column])
            if m.lost > 0 and column == 3:
                item.setForeground(Qt.GlobalColor.darkRed)
            self.moves.setItem(row, column, item)

    def _say_summary(self) -> None:
        if self.review is None:
            self.summary.setText(self.tr("Reviewing the moves of %1…").replace("%1", self.names.get(self.seat, "")))
            self.summary.setAccessibleName("")
            return
        variant = self.deal.options.variant
        self.summary.setText(self._summary_line(self._text))
        # A screen reader reads the line with the moves in words ("king of spades", not "K black spade suit").
        self.summary.setAccessibleName(self._summary_line(lambda move: move_words(move, variant)))

    def _summary_line(self, text: Callable[[int | Bid], str]) -> str:
        """The review's summary line, the moves worded by ``text``."""
        r = self.review
        assert r is not None
        parts = []
        if r.cards:
            parts.append(self.tr("%1 of %n cards were the best", "", len(r.cards)).replace("%1", str(r.best_cards)))
        if r.bids and self._klaverjas:
            parts.append(self.tr("%1 of %n calls were the best", "klaverjas: ik speel / ik pas", len(r.bids)).replace(
                "%1", str(r.best_bids)))
        elif r.bids:
            parts.append(self.tr("%1 of %n bids were the best", "", len(r.bids)).replace("%1", str(r.best_bids)))
        parts.append(self.tr("%n points lost in all", "", r.points_lost))
        worst = r.biggest
        if worst is not None and worst.kind == PLAY:
            parts.append(self.tr("biggest mistake: trick %1, %2, while %3 would have been worth %4 more").replace(
                "%1", str(worst.trick + 1)).replace("%2", text(worst.played)).replace(
                "%3", text(worst.best)).replace("%4", str(round(worst.lost))))
        elif worst is not None and self._klaverjas:
            parts.append(self.tr("biggest mistake: in the choice of trump, %1, while %2 would have been worth %3 "
                                 "more", "klaverjas: %1 the call made (ik speel / ik pas), %2 the better one").replace(
                "%1", text(worst.played)).replace("%2", text(worst.best)).replace("%3", str(round(worst.lost))))
        elif worst is not None:
            parts.append(self.tr("biggest mistake: in the bidding, %1, while %2 would have been worth %3 more").replace(
                "%1", text(worst.played)).replace("%2", text(worst.best)).replace(
                "%3", str(round(worst.lost))))
        line = " · ".join(parts)
        return line[:1].upper() + line[1:]  # the parts are worded to follow one another

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
            won_by = self.names.get(trick.winner, "")
            if self._klaverjas and deal.counted_roem(row):  # type: ignore[attr-defined]
                won_by += " · " + roem_text(deal.roem[row])  # type: ignore[attr-defined]  # K6: to the trick's winner
            self.tricks.setItem(row, 4, QTableWidgetItem(won_by))
        self.tricks.resizeColumnsToContents()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Review of deal %1").replace("%1", str(self.number)))
        self.seat_label.setText(self.tr("&Moves of:"))
        self.moves.setAccessibleName(self.tr("Moves"))  # the tables named for a reader (issue 35, D9)
        self.tricks.setAccessibleName(self.tr("Tricks"))
        self.moves.setHorizontalHeaderLabels([
            self.tr("When"), self.tr("Played"), self.tr("Best move"), self.tr("Points lost"),
            self.tr("What each was worth"), self.tr("With every hand seen")])
        self.note.setText(self.tr(
            "Worth: the score this deal was expected to end with, this player's team minus the other team, on "
            "average over many possible layouts of the cards this player could not see (as the hint shows it). With "
            "every hand seen: the same in this very deal, all cards known.") + (
            " " + self.tr("Both count roem, nat and pit as klaverjas scores them.") if self._klaverjas else ""))
        tips = (None, None,
                self.tr("The best move by what this player could know: the same judgement as the hint's, over more "
                        "layouts of the hidden cards."),
                self.tr("How much less the move was worth than the best one. Moves a few points apart, or closer "
                        "than the layouts can tell, count as the best."),
                self.tr("The score this deal was expected to end with, this player's team minus the other team, on "
                        "average over possible layouts of the hidden cards."),
                self.tr("What each card was worth in this very deal, with every hand seen and every card played as "
                        "well as possible from here on: the luck of the layout, not a mistake."))
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
            self._fill_deal()  # "took the trick", a klaverjas trick's roem: in the new language
            self._say_summary()
            self.moves.setRowCount(0)  # the rows' words ("best", "Trick 3") in the new language
            for move in self._moves:
                self._add_row(move)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def done(self, result: int) -> None:
        self.cancel()  # closing or Esc stops the analysis at once
        super().done(result)


__all__ = ["ReviewDialog"]
