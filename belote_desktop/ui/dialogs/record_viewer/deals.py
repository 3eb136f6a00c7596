"""The record viewer's list of deals: each deal's place, contract, points and number, to jump to.

A panel beside the record's table (``RecordViewer``): one row per deal of the record, what each team
added (the player's team first, as on the score sheet) and the deal's number (``Match.deal_number``, the
number that deals its cards again), with the match's totals under the list. Enter or a double-click on a
row, or "Go to this deal", lays that deal out at its start (``deal_chosen``); "Review" asks for the coach's
review of the chosen deal (``review_requested``); "Score sheet" the record's sheet (``sheet_requested``).
The row of the deal on show follows the table as the player steps through the record.
"""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import (
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ....engine.families.klaverjas.result import KlaverjasScore
from ....engine.match import Match
from ...common.deal_table import deals_table, shown_number
from ...common.klaverjas_words import outcome_text, score_lines
from ...common.spoken import contract_words
from ...common.words import contract_text, default_team_names, fill, result_text

COL_DEAL, COL_CONTRACT, COL_POINTS, COL_NUMBER = range(4)
COLUMNS = 4


class RecordDeals(QWidget):
    deal_chosen = Signal(int)  # the deal's index: lay it out at its start
    review_requested = Signal(int)  # the deal's index
    sheet_requested = Signal()

    def __init__(self, match: Match, names: Mapping[int, str], human_seat: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.match = match
        self.names = dict(names)
        self.human_seat = human_seat
        self.table = deals_table(COLUMNS, "record_deals")  # Tab goes on to the buttons; the arrows move in the list
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(COL_CONTRACT, QHeaderView.ResizeMode.Stretch)
        self.table.cellActivated.connect(lambda row, _column: self.deal_chosen.emit(row))
        self.table.currentCellChanged.connect(lambda *_: self._enable())
        self.totals = QLabel()
        self.totals.setObjectName("record_totals")
        self.totals.setWordWrap(True)
        self.totals.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.go_button = QPushButton()
        self.go_button.setObjectName("go_to_deal")
        self.go_button.clicked.connect(lambda: self._emit_for_chosen(self.deal_chosen))
        self.review_button = QPushButton()
        self.review_button.setObjectName("review_deal")
        self.review_button.clicked.connect(lambda: self._emit_for_chosen(self.review_requested))
        self.sheet_button = QPushButton()
        self.sheet_button.setObjectName("record_score_sheet")
        self.sheet_button.clicked.connect(self.sheet_requested)
        for button in (self.go_button, self.review_button, self.sheet_button):
            button.setAutoDefault(False)
        buttons = QHBoxLayout()
        buttons.setContentsMargins(0, 0, 0, 0)
        buttons.addWidget(self.go_button)
        buttons.addWidget(self.review_button)
        buttons.addStretch(1)
        buttons.addWidget(self.sheet_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.totals)
        layout.addLayout(buttons)
        self.retranslate()

    # ------------------------------------------------------------------ choosing
    def chosen(self) -> int:
        """The chosen row's deal index, -1 when none."""
        return self.table.currentRow()

    def _emit_for_chosen(self, signal: Signal) -> None:
        row = self.chosen()
        if row >= 0:
            signal.emit(row)  # type: ignore[attr-defined]

    def show_current(self, index: int) -> None:
        """Choose the row of deal ``index``, the one on show, as the table moves on (no signal)."""
        if 0 <= index < self.table.rowCount() and index != self.table.currentRow():
            self.table.blockSignals(True)
            self.table.setCurrentCell(index, COL_DEAL)
            self.table.blockSignals(False)
            self.table.viewport().update()
        self._enable()

    def _enable(self) -> None:
        row = self.chosen()
        self.go_button.setEnabled(row >= 0)
        deals = self.match.deals
        self.review_button.setEnabled(0 <= row < len(deals) and deals[row].is_over)

    # ------------------------------------------------------------------ words
    def team_names(self) -> tuple[str, str]:
        return default_team_names()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        self.table.setAccessibleName(self.tr("Deals of the record"))
        self.table.setToolTip(self.tr("Double-click a deal, or choose it and press Enter, to go to its start."))
        us, them = self.team_names()
        self.table.setHorizontalHeaderLabels([self.tr("Deal"), self.tr("Contract"), self.tr("Points"),
                                              self.tr("Number")])
        points = self.table.horizontalHeaderItem(COL_POINTS)
        if points is not None:
            points.setToolTip(fill(self.tr("Points the deal added: %1, then %2"), us, them))
        self.go_button.setText(self.tr("&Go to this deal"))
        self.go_button.setToolTip(self.tr("Lay the chosen deal out on the table, at its start"))
        self.review_button.setText(self.tr("Re&view"))
        self.review_button.setToolTip(self.tr("The coach's review of the chosen deal, move by move"))
        self.review_button.setAccessibleName(self.tr("Review the chosen deal"))
        self.sheet_button.setText(self.tr("&Score sheet"))
        self.sheet_button.setAccessibleName(self.tr("The record's score sheet"))
        self.rebuild()

    def rebuild(self) -> None:
        match, table = self.match, self.table
        current = table.currentRow()
        table.setRowCount(len(match.deals))
        us, them = self.human_seat & 1, (self.human_seat & 1) ^ 1
        teams = self.team_names()
        variant = match.options.variant
        for row, deal in enumerate(match.deals):
            self._set(row, COL_DEAL, str(row + 1), Qt.AlignmentFlag.AlignCenter)
            contract = deal.contract
            item = self._set(row, COL_CONTRACT, contract_text(contract, self.names, variant=variant)
                             if contract is not None or deal.is_over else self.tr("Not played to the end"))
            if contract is not None:
                item.setData(Qt.ItemDataRole.AccessibleTextRole, contract_words(contract, self.names, variant))
            if row < len(match.history) and deal.result is not None:
                added = match.history[row]
                shown = f"{added[us]} – {added[them]}"
                said = fill(self.tr("%1 %2, %3 %4"), teams[0], str(added[us]), teams[1], str(added[them]))
                result = deal.result
                if isinstance(result, KlaverjasScore):
                    # As on the score sheet: nat and pit marked, and each team's points and roem in words.
                    if result.nat or result.pit is not None:
                        shown = f"{shown}  {result_text(result)}"
                    team_name = {us: teams[0], them: teams[1]}.__getitem__
                    said = f"{outcome_text(result, team_name)} {'; '.join(score_lines(result, team_name))}"
                points = self._set(row, COL_POINTS, shown, Qt.AlignmentFlag.AlignCenter)
                points.setData(Qt.ItemDataRole.AccessibleTextRole, said)
                points.setToolTip(said)
            else:
                self._set(row, COL_POINTS, "–", Qt.AlignmentFlag.AlignCenter)
            self._set_number(row, match.deal_number(row))
        self.totals.setText(fill(self.tr("Total: %1 %2, %3 %4"), teams[0], str(match.totals[us]), teams[1],
                                 str(match.totals[them])))
        if 0 <= current < len(match.deals):
            self.show_current(current)
        self._enable()

    def _set(self, row: int, column: int, text: str,
             alignment: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignLeft) -> QTableWidgetItem:
        item = QTableWidgetItem(text)
        item.setTextAlignment(alignment | Qt.AlignmentFlag.AlignVCenter)
        self.table.setItem(row, column, item)
        return item

    def _set_number(self, row: int, number: int) -> None:
        shown, whole = shown_number(number)
        item = self._set(row, COL_NUMBER, shown, Qt.AlignmentFlag.AlignRight)
        item.setToolTip(fill(self.tr("Deal number %1"), whole))
        item.setData(Qt.ItemDataRole.AccessibleTextRole, whole)
