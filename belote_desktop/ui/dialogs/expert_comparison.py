"""Let the expert play my cards: a finished deal played again with the expert in the player's seat and the
same computer players elsewhere (``controller.replays.ExpertReplay``, in the bot worker), and the two
shown side by side: the bidding, each trick and the result, the expert's side written out where it went
differently and "the same" where it did not. The window never waits: a progress bar counts the cards, the
rows fill as the tricks are taken, Close or Esc stops the replay.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QProgressBar,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ...bots import Bot
from ...bots.worker import BotRunner
from ...controller.replays import ExpertReplay
from ...engine import Deal, Trick
from ...engine.scoring import DealScore
from ..common.on_screen import fitting_size
from ..common.spoken import card_name, contract_words, move_words
from ..common.words import contract_text, fill, result_text
from ..table.moves import move_text

ROW_BIDDING, ROW_FIRST_TRICK = 0, 1
ROW_RESULT = ROW_FIRST_TRICK + 8
COL_WHEN, COL_PLAYER, COL_EXPERT = range(3)


class ExpertComparisonDialog(QDialog):
    """``deal`` (the ``number``-th of its match) and the same cards played by ``bots``; ``played`` brings the
    expert's deal once it is over (the statistics count it apart); ``say`` tells a screen reader the outcome."""

    played = Signal(object)

    def __init__(self, deal: Deal, number: int, names: dict[int, str], human_seat: int, bots: dict[int, Bot],
                 runner: BotRunner, parent: QWidget | None = None, say: Callable[[str], None] | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("expert_comparison")
        self.deal, self.number, self.names, self.human_seat = deal, number, dict(names), human_seat
        self._say = say
        self.replay = ExpertReplay(deal, bots, runner, self)
        self.replay.progress.connect(self._on_progress)
        self.replay.finished.connect(self._on_finished)
        self.expert: Deal | None = None  # the expert's deal, once over

        self.intro = QLabel()
        self.intro.setWordWrap(True)
        self.progress = QProgressBar()
        self.progress.setObjectName("expert_progress")
        self.progress.setRange(0, 32)
        self.progress.setValue(0)  # shown from the start: a bar never set draws no text
        self.summary = QLabel()
        self.summary.setObjectName("expert_summary")
        self.summary.setWordWrap(True)
        self.summary.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse
                                             | Qt.TextInteractionFlag.TextSelectableByKeyboard)
        self.table = QTableWidget(ROW_RESULT + 1, 3)
        self.table.setObjectName("expert_table")
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.setTabKeyNavigation(False)  # Tab goes on to Close; the arrows move in the table
        self.table.verticalHeader().setVisible(False)
        self.table.setWordWrap(True)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(COL_WHEN, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(COL_PLAYER, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(COL_EXPERT, QHeaderView.ResizeMode.Stretch)
        self.table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.intro)
        layout.addWidget(self.progress)
        layout.addWidget(self.summary)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.buttons)
        self.resize(fitting_size(self, 820, 560))
        self.retranslate()

    # ------------------------------------------------------------------ the replay
    def start(self) -> None:
        self.replay.start()

    @property
    def running(self) -> bool:
        return self.replay.running

    def _on_progress(self, cards: int) -> None:
        self.progress.setValue(cards)
        self._fill_expert()

    def _on_finished(self, expert: Deal) -> None:
        self.expert = expert
        self.progress.setValue(32)
        self.progress.hide()
        self._fill_expert()
        self.summary.setText(self._summary_text())
        self.summary.show()
        if self._say is not None:
            self._say(self.summary.text())
        self.played.emit(expert)

    def done(self, result: int) -> None:
        self.replay.cancel()  # closing or Esc stops the replay at once
        super().done(result)

    # ------------------------------------------------------------------ words
    def _trick_text(self, trick: Trick) -> tuple[str, str]:
        """The trick as shown ("Left led: 7♠ A♠ K♠ 10♠ · won by Partner") and as said, cards in words."""
        variant = self.deal.options.variant
        # Worded as labels in most languages: the player's seat is named "You", which a verb would have to agree with.
        template = self.tr("%1 led: %2 · won by %3", "%1 the seat that led, %2 the cards in order, %3 the winner")
        leader, winner = self.names.get(trick.leader, ""), self.names.get(trick.winner, "")
        shown = fill(template, leader, " ".join(move_text(c, variant) for c in trick.cards), winner)
        said = fill(template, leader, ", ".join(card_name(c) for c in trick.cards), winner)
        return shown, said

    def _bidding_text(self, deal: Deal) -> tuple[str, str, str]:
        """The contract (shown and said) and the whole auction, in order, for the tooltip."""
        variant = deal.options.variant
        contract = deal.contract
        shown = contract_text(contract, self.names, variant=variant)
        said = shown if contract is None else contract_words(contract, self.names, variant)
        auction = ", ".join(self.tr("%1: %2").replace("%1", self.names.get(seat, "")).replace(
            "%2", move_words(bid, variant)) for seat, bid in deal.bids)
        return shown, said, auction

    def _result_text(self, result: DealScore | None) -> str:
        if result is None:
            return self.tr("Everyone passed: nothing scored")
        us = self.human_seat & 1
        scores = result.scores()
        return self.tr("%1 · %2 to %3").replace("%1", result_text(result)).replace(
            "%2", str(scores[us])).replace("%3", str(scores[us ^ 1]))

    def _summary_text(self) -> str:
        assert self.expert is not None
        us = self.human_seat & 1
        mine, theirs = self.deal.result, self.expert.result
        ours = mine.scores()[us] if mine is not None else 0
        expert = theirs.scores()[us] if theirs is not None else 0
        line = self.tr("Your team scored %1 in this deal; with the expert in your seat it would have scored %2.") \
            .replace("%1", str(ours)).replace("%2", str(expert))
        if expert > ours:
            verdict = self.tr("The expert's play was worth %n more points to your team.", "", expert - ours)
        elif expert < ours:
            verdict = self.tr("Your play was worth %n more points to your team than the expert's.", "", ours - expert)
        else:
            verdict = self.tr("The same score either way.")
        return f"{line} {verdict}"

    # ------------------------------------------------------------------ the table
    def _cell(self, row: int, column: int, text: str, said: str | None = None, tip: str = "",
              bold: bool = False, dim: bool = False) -> None:
        item = QTableWidgetItem(text)
        item.setData(Qt.ItemDataRole.AccessibleTextRole, said if said is not None else text)
        if tip:
            item.setToolTip(tip)
        if bold:
            font = QFont(self.table.font())
            font.setBold(True)
            item.setFont(font)
        if dim:  # in italics, in the text's own colour: the disabled grey is too faint to read
            font = QFont(self.table.font())
            font.setItalic(True)
            item.setFont(font)
        self.table.setItem(row, column, item)

    def _fill_player(self) -> None:
        deal = self.deal
        self._cell(ROW_BIDDING, COL_WHEN, self.tr("Bidding"))
        shown, said, auction = self._bidding_text(deal)
        self._cell(ROW_BIDDING, COL_PLAYER, shown, said, auction)
        for i in range(8):
            self._cell(ROW_FIRST_TRICK + i, COL_WHEN, self.tr("Trick %1").replace("%1", str(i + 1)))
            if i < len(deal.tricks):
                self._cell(ROW_FIRST_TRICK + i, COL_PLAYER, *self._trick_text(deal.tricks[i]))
            else:
                self._cell(ROW_FIRST_TRICK + i, COL_PLAYER, "–", self.tr("no trick"))
        self._cell(ROW_RESULT, COL_WHEN, self.tr("Result"))
        self._cell(ROW_RESULT, COL_PLAYER, self._result_text(deal.result))

    def _fill_expert(self) -> None:
        """The expert's side as far as it has gone: written out where it differs, "the same" where not."""
        mine, expert = self.deal, self.replay.deal
        same = self.tr("the same")
        said_same = self.tr("the same as yours")
        over = expert.is_over
        if expert.contract is not None or over:
            if list(expert.bids) == list(mine.bids):
                self._cell(ROW_BIDDING, COL_EXPERT, same, said_same, dim=True)
            else:
                shown, said, auction = self._bidding_text(expert)
                self._cell(ROW_BIDDING, COL_EXPERT, shown, said, auction, bold=True)
        for i, trick in enumerate(expert.tricks):
            row = ROW_FIRST_TRICK + i
            if i < len(mine.tricks) and trick == mine.tricks[i]:
                self._cell(row, COL_EXPERT, same, said_same, dim=True)
            else:
                self._cell(row, COL_EXPERT, *self._trick_text(trick), bold=True)
        if over:
            for i in range(len(expert.tricks), 8):
                self._cell(ROW_FIRST_TRICK + i, COL_EXPERT, "–", self.tr("no trick"))
            differs = self._result_text(expert.result) != self._result_text(mine.result)
            self._cell(ROW_RESULT, COL_EXPERT, self._result_text(expert.result), bold=differs)

    # ------------------------------------------------------------------ language
    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        number = str(self.number)
        self.setWindowTitle(self.tr("The expert plays your cards: deal %1").replace("%1", number))
        self.intro.setText(self.tr(
            "Deal %1 played again with the same cards: the expert computer player in your seat, the same computer "
            "players in the other seats. Where the expert's deal went differently it is written out in bold; "
            "elsewhere it went as yours did.").replace("%1", number))
        self.progress.setFormat(self.tr("%v of %m cards played"))
        self.progress.setAccessibleName(self.tr("The expert is playing"))
        self.table.setHorizontalHeaderLabels([self.tr("When"), self.tr("As you played it"),
                                              self.tr("As the expert played it")])
        close = self.buttons.button(QDialogButtonBox.StandardButton.Close)
        if close is not None:
            close.setText(self.tr("Close"))
        self._fill_player()
        self._fill_expert()
        if self.expert is not None:
            self.summary.setText(self._summary_text())
        else:
            self.summary.hide()


__all__ = ["ExpertComparisonDialog"]
