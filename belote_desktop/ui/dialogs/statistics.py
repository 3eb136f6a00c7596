"""The statistics window: the player's record per rule variant and computer-player levels.

Read-only view of a ``storage.Statistics``. Resetting is the caller's job:
after the player confirms, the dialog emits ``reset_requested`` (the caller
clears and saves the statistics) and empties its own table.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QLocale, Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ...storage.statistics import Counters, Statistics, StatsKey

(COL_VARIANT, COL_PARTNER, COL_OPPONENTS, COL_MATCHES, COL_WON, COL_WIN_RATE, COL_DEALS, COL_TAKEN, COL_MADE,
 COL_SUCCESS, COL_THEIR_TAKEN, COL_THEIR_MADE, COL_CAPOTS, COL_AVERAGE_US, COL_AVERAGE_THEM) = range(15)
COLUMNS = 15
NO_VALUE = "–"  # a rate or an average with nothing to divide by


class StatisticsDialog(QDialog):
    """A table of ``Statistics.rows()``, a summary line, Reset statistics and Close."""

    reset_requested = Signal()

    def __init__(self, stats: Statistics, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("statisticsDialog")
        self._rows: list[tuple[StatsKey, Counters]] = []

        self.summary = QLabel()
        self.summary.setObjectName("statisticsSummary")
        self.table = QTableWidget(0, COLUMNS)
        self.table.setObjectName("statisticsTable")
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.verticalHeader().setVisible(False)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)

        self.reset_button = QPushButton()
        self.reset_button.setObjectName("resetStatisticsButton")
        self.reset_button.clicked.connect(self._ask_reset)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        # ResetRole: pressing it neither accepts nor closes the dialog.
        self.buttons.addButton(self.reset_button, QDialogButtonBox.ButtonRole.ResetRole)
        self.buttons.rejected.connect(self.reject)

        layout = QVBoxLayout(self)
        layout.addWidget(self.summary)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.buttons)
        self.resize(900, 320)
        self.set_statistics(stats)

    # ------------------------------------------------------------------ public
    def set_statistics(self, stats: Statistics) -> None:
        self._rows = stats.rows()  # copies: the caller's statistics may change while the dialog is open
        self.retranslate()

    def cell_text(self, row: int, column: int) -> str:
        item = self.table.item(row, column)
        return "" if item is None else item.text()

    # ------------------------------------------------------------------ reset
    def _ask_reset(self) -> None:
        answer = QMessageBox.question(
            self, self.tr("Reset statistics"),
            self.tr("Forget the results of every match played so far? This cannot be undone."),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, QMessageBox.StandardButton.No)
        if answer != QMessageBox.StandardButton.Yes:
            return
        self._rows = []
        self._fill()
        self.reset_requested.emit()

    # ------------------------------------------------------------------ language
    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Statistics"))
        self.reset_button.setText(self.tr("Reset statistics"))
        self.reset_button.setToolTip(self.tr("Forget every result kept so far."))
        close = self.buttons.button(QDialogButtonBox.StandardButton.Close)
        if close is not None:
            close.setText(self.tr("Close"))
        headers = [
            (self.tr("Rules"), ""),
            (self.tr("Partner"), self.tr("Level of your computer partner")),
            (self.tr("Opponents"), self.tr("Level of the computer opponents")),
            (self.tr("Matches"), self.tr("Matches played to the end")),
            (self.tr("Won"), self.tr("Matches your team won")),
            (self.tr("Win rate"), ""),
            (self.tr("Deals"), self.tr("Deals played, not counting deals everyone passed")),
            (self.tr("Contracts"), self.tr("Contracts your team took")),
            (self.tr("Made"), self.tr("Contracts your team took and made")),
            (self.tr("Success"), self.tr("Share of your team's contracts that were made")),
            (self.tr("Their contracts"), self.tr("Contracts the opponents took")),
            (self.tr("Made by them"), self.tr("Contracts the opponents took and made")),
            (self.tr("Capots"), self.tr("Deals in which your team took all eight tricks")),
            (self.tr("Points per deal (us)"), self.tr("Average points your team scored per deal")),
            (self.tr("Points per deal (them)"), self.tr("Average points the opponents scored per deal")),
        ]
        for column, (title, tip) in enumerate(headers):
            item = QTableWidgetItem(title)
            item.setToolTip(tip)
            self.table.setHorizontalHeaderItem(column, item)
        self._fill()

    # ------------------------------------------------------------------ filling
    def _fill(self) -> None:
        self.table.setRowCount(len(self._rows))
        for row, (key, c) in enumerate(self._rows):
            texts = {
                COL_VARIANT: self._variant_name(key.variant),
                COL_PARTNER: self._level_name(key.partner_level),
                COL_OPPONENTS: self._level_name(key.opponent_level),
                COL_MATCHES: _count(c.matches_played),
                COL_WON: _count(c.matches_won),
                COL_WIN_RATE: self._percent(c.win_rate),
                COL_DEALS: _count(c.deals_played),
                COL_TAKEN: _count(c.contracts_taken),
                COL_MADE: _count(c.contracts_made),
                COL_SUCCESS: self._percent(c.success_rate),
                COL_THEIR_TAKEN: _count(c.opponent_contracts_taken),
                COL_THEIR_MADE: _count(c.opponent_contracts_made),
                COL_CAPOTS: _count(c.capots),
                COL_AVERAGE_US: _average(c.average_us),
                COL_AVERAGE_THEM: _average(c.average_them),
            }
            for column, text in texts.items():
                item = QTableWidgetItem(text)
                if column > COL_OPPONENTS:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                self.table.setItem(row, column, item)
        matches = sum(c.matches_played for _, c in self._rows)
        won = sum(c.matches_won for _, c in self._rows)
        if not self._rows:
            self.summary.setText(self.tr("No statistics yet: they are kept from the first deal you play."))
        else:
            # %n picks the plural form for the matches; %1 is the number won.
            self.summary.setText(self.tr("%n matches played to the end, %1 won", "", matches)
                                 .replace("%1", _count(won)))
        self.reset_button.setEnabled(bool(self._rows))

    def _percent(self, rate: float | None) -> str:
        if rate is None:
            return NO_VALUE
        return self.tr("%1%", "a percentage, e.g. 62%").replace("%1", QLocale().toString(round(rate * 100)))

    def _variant_name(self, variant: str) -> str:
        names = {"classic": self.tr("Classic"), "coinche": self.tr("Coinche"), "contree": self.tr("Contrée")}
        return names.get(variant, variant)

    def _level_name(self, level: str) -> str:
        names = {"easy": self.tr("Easy"), "normal": self.tr("Normal"), "hard": self.tr("Hard")}
        return names.get(level, level)


def _count(n: int) -> str:
    return QLocale().toString(n)


def _average(value: float | None) -> str:
    return NO_VALUE if value is None else QLocale().toString(value, "f", 1)
